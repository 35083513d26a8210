"""Reading and writing YAML: every error names its file and line; every write is atomic.

Untrusted files (scenarios, orders, dice, game settings) are read with the round-trip loader, which
keeps line numbers, after a parse pass that refuses aliases (alias bombs). State files, written by the
program, are read with the fast loader, else (after a hand edit) with the plain safe loader after the same
pass, for a state can be edited by hand; line numbers are looked up only when something is wrong.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import stat
import tempfile
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import YAMLError
from ruamel.yaml.events import (
    AliasEvent,
    MappingEndEvent,
    MappingStartEvent,
    NodeEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
)
from ruamel.yaml.representer import SafeRepresenter

from dynasty.errors import (
    FileReadError,
    InvalidValue,
    Location,
    Problem,
    ProblemsError,
    SchemaError,
    YamlSyntaxError,
    display_path,
)
from dynasty.store import yaml_emit, yaml_fast
from dynasty.store.disk import refuse_outside
from dynasty.store.yaml_mistakes import Mistake, diagnose
from dynasty.text.catalogs import Text
from dynasty.text.did_you_mean import closest

M = TypeVar("M", bound=BaseModel)

#: Inputs written by people are small; a larger file is a mistake or an attack.
MAX_INPUT_BYTES = 1 << 20
#: States of very large generated games stay well below this.
MAX_STATE_BYTES = 256 << 20


def read_bytes(path: Path, max_bytes: int = MAX_INPUT_BYTES, *, within: Path | None = None) -> bytes:
    """The file's bytes, or one clear error if it is missing, not a regular file (a device, a pipe: read, they
    may never end) or larger than `max_bytes` (at most that much is read). A path in the game folder `within`
    must not lead out of it by a link."""
    shown = display_path(path)
    if within is not None:
        refuse_outside(path, within)
    try:
        kind = os.stat(path).st_mode
    except FileNotFoundError:
        raise FileReadError(Text("cli-file-not-found"), Location(shown)) from None
    except OSError as exc:
        raise FileReadError(_unreadable(exc), Location(shown)) from None
    if stat.S_ISDIR(kind):
        raise FileReadError(Text("cli-file-is-folder"), Location(shown))
    if not stat.S_ISREG(kind):
        raise FileReadError(Text("cli-file-not-regular"), Location(shown))
    try:
        # non-blocking: a file swapped for a pipe since the check must not hang the program on opening
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise FileReadError(_unreadable(exc), Location(shown)) from None
    try:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            raise FileReadError(Text("cli-file-not-regular"), Location(shown))
        if status.st_size > max_bytes:
            raise YamlSyntaxError(Text("cli-file-too-large", size=status.st_size, most=max_bytes), Location(shown))
        return read_at_most(lambda n: os.read(fd, n), max_bytes, shown)
    except OSError as exc:
        raise FileReadError(_unreadable(exc), Location(shown)) from None
    finally:
        os.close(fd)


def read_at_most(read_some: Callable[[int], bytes], max_bytes: int, shown: str) -> bytes:
    """What a file or a stream (standard input) gives through `read_some(n)`, refused when it gives more than
    `max_bytes`: a file may grow, or tell no size (/proc), and a pipe may never end; never more than the limit
    is read."""
    chunks, read = [], 0
    while read <= max_bytes:
        chunk = read_some(min(1 << 20, max_bytes + 1 - read))
        if not chunk:
            break
        chunks.append(chunk)
        read += len(chunk)
    if read > max_bytes:
        raise YamlSyntaxError(Text("cli-file-too-large-read", most=max_bytes), Location(shown))
    return b"".join(chunks)


def read_text(path: Path, max_bytes: int = MAX_INPUT_BYTES, *, within: Path | None = None) -> str:
    """The file's text (universal line ends, as text mode reads it): `read_bytes`, then one clear error if it
    is not UTF-8."""
    data = read_bytes(path, max_bytes, within=within)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise YamlSyntaxError(Text("cli-file-not-utf8", byte=exc.start), Location(display_path(path))) from None
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _unreadable(exc: OSError) -> Text:
    if isinstance(exc, PermissionError):
        return Text("cli-file-no-permission")
    return Text("cli-file-unreadable", reason=exc.strerror or str(exc))


def _syntax_error(exc: YAMLError, shown: str, line_offset: int, text: str = "") -> YamlSyntaxError:
    mistake = diagnose(exc, text)
    return YamlSyntaxError(mistake.text, Location(shown, _line(mistake, line_offset)))


def _line(mistake: Mistake, line_offset: int) -> int | None:
    return None if mistake.line is None else mistake.line + line_offset


class _Mistaken(Exception):
    def __init__(self, mistake: Mistake) -> None:
        super().__init__(mistake.text.id)
        self.mistake = mistake


#: Deeper than this, a document written by a person is a mistake or an attack.
MAX_DEPTH = 40


def _refuse_features(text: str, path: str, line_offset: int) -> None:
    """Untrusted YAML is plain data: no aliases (alias bombs), no tags, no merge keys, no complex keys, no
    absurd nesting. One pass over the parser's events, before anything is built."""
    depth = 0
    for event in YAML(typ="rt").parse(io.StringIO(text)):
        line = event.start_mark.line + 1 + line_offset if event.start_mark else None
        where = Location(path, line)
        if isinstance(event, AliasEvent):
            raise YamlSyntaxError(Text("cli-yaml-alias", alias=f"*{event.anchor}"), where)
        tag = getattr(event, "tag", None)
        if isinstance(event, NodeEvent) and tag is not None and tag != "!":
            raise YamlSyntaxError(Text("cli-yaml-tag", tag=str(tag)), where)
        if isinstance(event, ScalarEvent) and event.value == "<<" and not event.style:
            raise YamlSyntaxError(Text("cli-yaml-merge-key"), where)
        if isinstance(event, (MappingStartEvent, SequenceStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                raise YamlSyntaxError(Text("cli-yaml-too-deep", levels=MAX_DEPTH), where)
        elif isinstance(event, (MappingEndEvent, SequenceEndEvent)):
            depth -= 1


def _plain(node: Any) -> Any:
    """Round-trip nodes to plain dicts, lists and scalars (what pydantic validates)."""
    if isinstance(node, Mapping):
        if any(isinstance(k, (Mapping, list, tuple)) for k in node):
            raise _ComplexKey(node)
        return {_plain(k): _plain(v) for k, v in node.items()}
    if isinstance(node, (list, tuple)):
        return [_plain(v) for v in node]
    if isinstance(node, bool):
        return bool(node)
    if isinstance(node, int):
        return int(node)
    if isinstance(node, float):
        return float(node)
    if isinstance(node, str):
        return str(node)
    return node


@dataclass
class Document:
    """A parsed YAML file: plain data for validation, and the node tree for line numbers (or, for plain text
    the fast loader read, where each entry is: `yaml_fast.load_with_lines`)."""

    path: str
    data: Any
    text: str
    line_offset: int = 0
    _tree: Any = field(default=None, repr=False)
    _where: tuple[int, yaml_fast.Shape] | None = field(default=None, repr=False)

    @property
    def tree(self) -> Any:
        if self._tree is None:
            self._tree = YAML(typ="rt").load(self.text)
        return self._tree

    def line_of(self, loc: Sequence[str | int]) -> int | None:
        """The 1-based line of the deepest node of `loc` that exists in the file."""
        if self._where is not None and self._tree is None:  # the same lines, without ruamel's tree
            start, entries = self._where
            found = start
            shape: yaml_fast.Shape | None = entries
            for part in loc:
                if shape is None or part not in shape:
                    break
                found, shape = shape[part]
            return found + 1 + self.line_offset
        node = self.tree
        # the root's line is where its content starts (after leading comments)
        line: int | None = node.lc.line if isinstance(node, (CommentedMap, CommentedSeq)) else None
        for part in loc:
            if isinstance(node, CommentedMap) and part in node:
                line = node.lc.key(part)[0]
                node = node[part]
            elif isinstance(node, CommentedSeq) and isinstance(part, int) and 0 <= part < len(node):
                line = node.lc.item(part)[0]
                node = node[part]
            else:
                break
        return None if line is None else line + 1 + self.line_offset

    def location(self, loc: Sequence[str | int]) -> Location:
        return Location(self.path, self.line_of(loc), dotted(loc))


def dotted(loc: Sequence[str | int]) -> str:
    """`('dynasties', 'valois', 'members', 0)` → `dynasties.valois.members[0]`."""
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


def parse_yaml(text: str, path: str, line_offset: int = 0) -> Document:
    """Parse untrusted YAML text with line numbers; refuses what plain data does not need.

    Plain data (no alias, tag, merge key or complex key: what `_refuse_features` lets through) takes the fast
    path (`yaml_fast.load`), which gives ruamel's data; the node tree for line numbers is then built only when
    a line is asked for. Anything else, errors included, goes through ruamel."""
    try:
        return _parse(text, path, line_offset)
    except _Mistaken as exc:
        raise YamlSyntaxError(exc.mistake.text, Location(path, _line(exc.mistake, line_offset))) from None


#: A person's file with more mistakes than this is read no further.
MAX_MENDS = 30
#: Nor is one whose mended text has been read again this much in all: every mistake of a file of up to 32 KiB (an
#: order file is a few) is found, and the longest file (`MAX_INPUT_BYTES`) is read at most twice.
MAX_MENDED_READING = MAX_INPUT_BYTES


def parse_yaml_mending(text: str, path: str, line_offset: int = 0) -> tuple[Document | None, list[YamlSyntaxError]]:
    """Parse a person's YAML and find every mistake in one run: each mistake the parser meets is told, and
    where what was meant is plain (`yaml_mistakes.diagnose`) the text is read on as mended, so that the next
    one is found too, and the data of the mended text is returned. None when a mistake cannot be mended, or
    when reading on would pass `MAX_MENDS` or `MAX_MENDED_READING`: each reading is of the whole text, and thirty
    of the longest file took eight minutes."""
    found: list[YamlSyntaxError] = []
    reread = 0
    for _ in range(MAX_MENDS):
        try:
            return _parse(text, path, line_offset), found
        except _Mistaken as exc:
            mistake = exc.mistake
            found.append(YamlSyntaxError(mistake.text, Location(path, _line(mistake, line_offset))))
            if mistake.mended is None or mistake.mended == text:
                return None, found
            text = mistake.mended
            reread += len(text)
            if reread > MAX_MENDED_READING:
                return None, found
        except YamlSyntaxError as exc:
            found.append(exc)
            return None, found
    return None, found


def _parse(text: str, path: str, line_offset: int) -> Document:
    try:
        data, root, shape = yaml_fast.load_with_lines(text)
        return Document(path=path, data=data, text=text, line_offset=line_offset, _where=(root, shape))
    except yaml_fast.Unsupported:
        pass
    try:
        with warnings.catch_warnings():  # e.g. a reused anchor name: harmless without aliases, and not ours to print
            warnings.simplefilter("ignore")
            _refuse_features(text, path, line_offset)
            tree = YAML(typ="rt").load(text)
    except YAMLError as exc:
        raise _Mistaken(diagnose(exc, text)) from None
    except TypeError:  # a key that is itself a list or a mapping ({[a]: 1}): ruamel cannot keep it
        line = _complex_key_line(text)
        raise YamlSyntaxError(Text("cli-yaml-complex-key"),
                              Location(path, line + line_offset if line is not None else None)) from None
    try:
        data = _plain(tree)
    except _ComplexKey as exc:
        line = exc.mapping.lc.line + 1 + line_offset if isinstance(exc.mapping, CommentedMap) else None
        raise YamlSyntaxError(Text("cli-yaml-complex-key"), Location(path, line)) from None
    return Document(path=path, data=data, text=text, line_offset=line_offset, _tree=tree)


def _complex_key_line(text: str) -> int | None:
    """The 1-based line of the first key of `text` that is a list or a mapping (the text composes)."""
    from ruamel.yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

    def find(node: Node | None) -> int | None:
        if isinstance(node, MappingNode):
            for key, value in node.value:
                if not isinstance(key, ScalarNode):
                    return int(key.start_mark.line) + 1
                found = find(key) or find(value)
                if found:
                    return found
        elif isinstance(node, SequenceNode):
            for item in node.value:
                found = find(item)
                if found:
                    return found
        return None

    try:
        return find(YAML(typ="rt").compose(text))
    except YAMLError:
        return None


class _ComplexKey(Exception):
    def __init__(self, mapping: Any) -> None:
        super().__init__("complex key")
        self.mapping = mapping


def load_yaml(path: Path, *, trusted: bool = False, max_bytes: int | None = None,
              within: Path | None = None) -> Document:
    """Read a YAML file. `trusted` files (our own states) take the fast path without line numbers. A path in
    the game folder `within` must not lead out of it."""
    shown = display_path(path)
    limit = max_bytes if max_bytes is not None else (MAX_STATE_BYTES if trusted else MAX_INPUT_BYTES)
    text = read_text(path, limit, within=within)
    if not trusted:
        return parse_yaml(text, shown)
    try:
        return Document(path=shown, data=yaml_fast.load(text), text=text)
    except yaml_fast.Unsupported:
        pass
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            _refuse_features(text, shown, 0)  # a hand-edited state is read like any input: no alias bomb
        data = YAML(typ="safe", pure=True).load(text)
    except YAMLError as exc:
        raise _syntax_error(exc, shown, 0, text) from None
    return Document(path=shown, data=data, text=text)


#: pydantic's kinds of wrong value that need no more than the field's name to say what is right
_WANTED = {"int_type": "cli-value-int", "int_parsing": "cli-value-int", "int_from_float": "cli-value-int",
           "float_type": "cli-value-number", "float_parsing": "cli-value-number", "string_type": "cli-value-text",
           "bool_type": "cli-value-bool", "bool_parsing": "cli-value-bool", "list_type": "cli-value-list",
           "dict_type": "cli-value-mapping", "model_type": "cli-value-mapping",
           "model_attributes_type": "cli-value-mapping"}
#: ... and those that need a bound from pydantic's context: (message, context key, the message's variable)
_BOUNDED = {"greater_than_equal": ("cli-value-at-least", "ge", "least"),
            "greater_than": ("cli-value-above", "gt", "least"),
            "less_than_equal": ("cli-value-at-most", "le", "most"),
            "less_than": ("cli-value-below", "lt", "most"),
            "too_short": ("cli-value-too-few", "min_length", "least"),
            "string_too_short": ("cli-value-too-short", "min_length", "least")}


def wanted_value(err: Mapping[str, Any]) -> Text:
    """What the value should have been, from pydantic's kind of error and its context."""
    kind, context = err["type"], err.get("ctx") or {}
    if kind in _WANTED:
        return Text(_WANTED[kind])
    if kind in _BOUNDED and _BOUNDED[kind][1] in context:
        message_id, key, variable = _BOUNDED[kind]
        return Text(message_id, **{variable: context[key]})
    if kind == "control_character":
        return Text("cli-value-control-character", code=context.get("code", 0))
    if kind == "web_address":
        return Text("cli-value-web-address")
    if kind == "e_mail_address":
        return Text("cli-value-e-mail-address")
    if kind == "literal_error" and "expected" in context:
        quoted = re.findall(r"'[^']*'", str(context["expected"]))  # pydantic says "'m' or 'f'"
        choices = ", ".join(quoted) if quoted else str(context["expected"])
        written = err.get("input")
        near = closest(written, {q.strip("'"): () for q in quoted}) if isinstance(written, str) else None
        if near is not None:  # a slip of the hand: `dicord` for `discord`
            return Text("cli-value-one-of-maybe", choices=choices, maybe=near)
        return Text("cli-value-one-of", choices=choices)
    error = context.get("error")
    if isinstance(error, InvalidValue):
        return error.text
    detail = str(err["msg"]).removeprefix("Value error, ")
    return Text("cli-value-other", detail=detail[:1].lower() + detail[1:])


def _friendly(err: Mapping[str, Any]) -> Text:
    loc = tuple(err["loc"])
    kind = err["type"]
    if not loc and kind in ("model_type", "dict_type", "model_attributes_type"):
        return Text("cli-schema-not-mapping")
    where = dotted(loc[:-1]) if loc else ""
    last = str(loc[-1]) if loc else ""
    if kind == "missing":
        return Text("cli-schema-missing-field-in", field=last, where=where) if where else \
            Text("cli-schema-missing-field", field=last)
    if kind == "extra_forbidden":
        return Text("cli-schema-unknown-field-in", field=last, where=where) if where else \
            Text("cli-schema-unknown-field", field=last)
    got = err.get("input")
    if isinstance(got, (dict, list)) or got is None:
        return Text("cli-schema-bad-value", field=dotted(loc), wanted=wanted_value(err))
    return Text("cli-schema-bad-value-got", field=dotted(loc), wanted=wanted_value(err), got=repr(got))


def validation_problems(exc: ValidationError, doc: Document, prefix: Sequence[str | int] = ()) -> list[Problem]:
    """Pydantic errors as problems, each with the line of the field it names."""
    problems = []
    for err in exc.errors():
        loc = tuple(prefix) + tuple(err["loc"])
        problems.append(Problem("schema", _friendly({**err, "loc": loc}), doc.location(loc)))
    return problems


def validate_document(model: type[M], doc: Document, context: dict[str, Any] | None = None) -> M:
    """Validate a document against a model; raises one error per problem, each with its line."""
    if doc.data is None:
        raise SchemaError(Text("cli-file-empty"), Location(doc.path, 1))
    try:
        return model.model_validate(doc.data, context=context)
    except ValidationError as exc:
        raise ProblemsError(validation_problems(exc, doc)) from None


#: A plain string that starts with one of these, or holds a character YAML treats specially, is quoted.
_INDICATORS = set("-?:,[]{}#&*!|>'\"%@`")


class _Representer(SafeRepresenter):
    """Quotes every string that a plain scalar could misread (ruamel writes `?x` unquoted in flow style)."""

    def represent_str(self, data: str) -> Any:
        if _forced_double(data):
            return self.represent_scalar("tag:yaml.org,2002:str", data, style='"')
        return super().represent_str(data)


_Representer.add_representer(str, _Representer.represent_str)


def _dumper() -> YAML:
    yaml = YAML(typ="safe", pure=True)
    yaml.Representer = _Representer
    yaml.default_flow_style = None  # collections of scalars inline: `skills: {combat: 3, ...}`
    yaml.allow_unicode = True
    yaml.width = 4096
    yaml.sort_base_mapping_type_on_output = False  # type: ignore[assignment]
    return yaml


def _ruamel_dump(data: Any) -> str:
    out = io.StringIO()
    _dumper().dump(data, out)
    return out.getvalue()


def _forced_double(data: str) -> bool:
    """The strings `_Representer` double-quotes itself."""
    return bool(data) and (data[0] in _INDICATORS or data[0].isspace() or data[-1].isspace()
                           or any(not ch.isprintable() for ch in data))


_EMITTER = yaml_emit.Emitter(_ruamel_dump, _forced_double)


def dump_yaml(data: Any) -> str:
    """Deterministic YAML text: key order as given, inline leaf collections, UTF-8 names. The fast emitter
    writes the same bytes as ruamel's dumper; what it does not cover is left to ruamel — of a block mapping
    with a line that ruamel folds, only the entries the fast emitter does not cover (a big game's log lists a
    thousand houses on one line: ruamel alone would write the whole log ten times slower)."""
    try:
        return _EMITTER.dump(data)
    except yaml_emit.Wide:
        if isinstance(data, dict) and len(data) > 1 and any(isinstance(v, (dict, list)) for v in data.values()) \
                and not _shares_containers(data):
            entries = [_block_entry(key, value) for key, value in data.items()]
            if all(entry is not None for entry in entries):
                return "".join(entry for entry in entries if entry is not None)
    except yaml_fast.Unsupported:
        pass
    return _ruamel_dump(data)


def _shares_containers(data: Any) -> bool:
    """Whether a list or mapping stands twice in `data` (ruamel names it with an anchor, numbered through the
    whole document)."""
    seen: set[int] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, (dict, list)):
            if id(item) in seen:
                return True
            seen.add(id(item))
            stack.extend(item.values() if isinstance(item, dict) else item)
    return False


def _block_entry(key: Any, value: Any) -> str | None:
    """`key: value` as a block mapping at the top writes it (ruamel writes each entry of a block mapping as if it
    were alone), by the fast emitter or else by ruamel: the entry is written beside an empty list, which makes
    the mapping a block one, and the list's line taken away. None if that cannot be done."""
    other = "y" if key == "z" else "z"
    document = {key: value, other: []}
    try:
        text = _EMITTER.dump(document)
    except yaml_fast.Unsupported:
        text = _ruamel_dump(document)
    suffix = f"{other}: []\n"
    return text[:-len(suffix)] if text.endswith(suffix) else None


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


#: the mode of a file created by open() under the process's umask (0644 under the usual 022)
_FILE_MODE = 0o666 & ~_umask()


def atomic_write_text(path: Path, text: str) -> None:
    """Write a file so that a reader sees either the old content or the new, never half of it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp_name, _FILE_MODE)  # mkstemp makes 0600; a report is as readable as any file the GM saves
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise


def save_yaml(path: Path, data: Any) -> None:
    """Serialise first (so a serialisation error touches no file), then write atomically."""
    atomic_write_text(path, dump_yaml(data))
