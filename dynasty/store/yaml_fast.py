"""Fast paths for the YAML the program reads and writes most: states, logs, rules (`make bench`, issue 8).

ruamel.yaml 0.19 has no C loader, and its pure-Python parser and emitter were most of the time of a turn.
Both paths cover a plain subset of YAML and give up (`Unsupported`) on anything else, so that the caller
falls back to ruamel and its exact result or error:

- `load` (here) reads block mappings and sequences of plain, quoted and flow scalars, with comments and flow
  collections over several lines. Every plain scalar is typed by ruamel's own resolver (YAML 1.2), and only
  the forms whose value is unambiguous (str, null, true/false, decimal ints and floats) are accepted; a
  duplicate key, an alias, a tag, a tab, a multi-line scalar or odd indentation is `Unsupported`.
- `yaml_emit.Emitter.dump` writes what ruamel's dumper of `yaml_io` writes, byte for byte.
"""

from __future__ import annotations

import re
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.nodes import ScalarNode


class Unsupported(Exception):
    """The text or data is outside the subset: use ruamel."""


#: Deeper than this, give up (the callers have their own limit for untrusted text).
MAX_DEPTH = 40

_RESOLVER = YAML(typ="safe", pure=True).resolver
STR = "tag:yaml.org,2002:str"
_INT = "tag:yaml.org,2002:int"
_FLOAT = "tag:yaml.org,2002:float"
_BOOL = "tag:yaml.org,2002:bool"
_NULL = "tag:yaml.org,2002:null"
_DECIMAL = re.compile(r"[-+]?(?:0|[1-9][0-9]*)\Z")
_SIMPLE_FLOAT = re.compile(r"[-+]?[0-9]+\.[0-9]+\Z")
_BOOLS = {"true": True, "false": False}

#: A plain scalar may not start with these (YAML's indicators); '-' is allowed before a digit (`-3`).
INDICATORS = frozenset("-?:,[]{}#&*!|>'\"%@`")
_FLOW_STOP = frozenset(",[]{}#:'\"\n")

_plain_cache: dict[str, Any] = {}
_NO_VALUE = object()


def tag_of(value: str) -> str:
    tag = _RESOLVER.resolve(ScalarNode, value, (True, False))
    return str(tag.suffix if hasattr(tag, "suffix") else tag)


def plain_value(token: str) -> Any:
    """The value of a plain scalar, as ruamel's safe loader constructs it; `Unsupported` when unsure."""
    cached = _plain_cache.get(token, _NO_VALUE)
    if cached is not _NO_VALUE:
        return cached
    if not token or token[0] in INDICATORS and not (token[0] == "-" and token[1:2].isdigit()):
        raise Unsupported(token)
    tag = tag_of(token)
    value: Any
    if tag == STR:
        value = token
    elif tag == _INT and _DECIMAL.match(token):
        value = int(token)
    elif tag == _FLOAT and _SIMPLE_FLOAT.match(token):
        value = float(token)
    elif tag == _BOOL and token.lower() in _BOOLS:
        value = _BOOLS[token.lower()]
    elif tag == _NULL and token in ("null", "Null", "NULL", "~"):
        value = None
    else:
        raise Unsupported(token)
    if len(_plain_cache) < 200_000:
        _plain_cache[token] = value
    return value


# -- loading ---------------------------------------------------------------------------------------------


_ESCAPES = {"\\": "\\", '"': '"', "/": "/", "n": "\n", "t": "\t", "r": "\r", "0": "\0", "a": "\a", "b": "\b",
            "e": "\x1b", "f": "\f", "v": "\v", " ": " ", "N": "\x85", "_": "\xa0", "L": "\u2028", "P": "\u2029"}
_HEX_ESCAPES = {"x": 2, "u": 4, "U": 8}


def _quoted(line: str, pos: int) -> tuple[str, int]:
    """A quoted scalar that starts at `line[pos]` and closes on the same line: (value, position after it)."""
    quote = line[pos]
    if quote == "'":
        out = []
        i = pos + 1
        while True:
            end = line.find("'", i)
            if end < 0:
                raise Unsupported("single-quoted scalar over several lines")
            out.append(line[i:end])
            if line.startswith("''", end):
                out.append("'")
                i = end + 2
                continue
            return "".join(out), end + 1
    parts: list[str] = []
    i = pos + 1
    n = len(line)
    while i < n:
        ch = line[i]
        if ch == '"':
            return "".join(parts), i + 1
        if ch == "\\":
            code = line[i + 1:i + 2]
            if code in _ESCAPES:
                parts.append(_ESCAPES[code])
                i += 2
                continue
            if code in _HEX_ESCAPES:
                width = _HEX_ESCAPES[code]
                digits = line[i + 2:i + 2 + width]
                if len(digits) != width or any(c not in "0123456789abcdefABCDEF" for c in digits):
                    raise Unsupported("escape")
                parts.append(chr(int(digits, 16)))
                i += 2 + width
                continue
            raise Unsupported("escape")
        end = i
        while end < n and line[end] not in '"\\':
            end += 1
        parts.append(line[i:end])
        i = end
    raise Unsupported("double-quoted scalar over several lines")


#: Where each entry of a collection is: by key (or index), its 0-based physical line and, for a collection, the
#: same for its own entries — what `yaml_io.Document.line_of` would otherwise ask of ruamel's node tree.
Shape = dict[Any, tuple[int, "Shape | None"]]


class _Loader:
    def __init__(self, text: str, *, where: bool = False) -> None:
        #: with `where`, the line of each entry, by the id of its collection (see `Shape`)
        self.where: dict[int, dict[Any, int]] | None = {} if where else None
        if "\t" in text or "\r" in text or not text.replace("\n", "").isprintable():
            raise Unsupported("tabs, carriage returns or characters that are not printable")
        raw = text.split("\n")
        self.lines: list[str] = []
        self.indents: list[int] = []
        self.raw = raw
        self.raw_of: list[int] = []  # the physical line of each logical line (flow collections span lines)
        self.raw_pos = 0
        self.flow_indent = 0
        for number, line in enumerate(raw):
            stripped = line.lstrip(" ")
            if not stripped or stripped.startswith("#"):
                continue
            if line.startswith(("%", "---", "...")):
                raise Unsupported("directive or document marker")
            self.lines.append(line)
            self.indents.append(len(line) - len(stripped))
            self.raw_of.append(number)
        self.logical_of = {number: index for index, number in enumerate(self.raw_of)}
        self.i = 0

    # -- scalars and flow collections on a line, possibly continued on the next physical lines --

    def _rest_is_blank(self, line: str, pos: int) -> None:
        """Only spaces or a comment (after a space) may follow a value."""
        rest = line[pos:]
        stripped = rest.lstrip(" ")
        if stripped and not (stripped.startswith("#") and len(stripped) < len(rest)):
            raise Unsupported(f"unexpected text after a value: {rest!r}")

    def inline(self, line: str, pos: int, depth: int, block_indent: int) -> Any:
        """The value that starts at `line[pos]` (a scalar or a flow collection) up to the end of the line (a
        flow collection may go on over the next lines, indented more than `block_indent`)."""
        ch = line[pos]
        if ch in "{[":
            self.raw_pos, self.flow_indent = self.raw_of[self.i], block_indent
            value, line, pos = self._flow(line, pos, depth + 1)
            self._rest_is_blank(line, pos)
            return value
        if ch in "'\"":
            value, pos = _quoted(line, pos)
            self._rest_is_blank(line, pos)
            return value
        end = line.find(" #", pos)
        token = (line[pos:] if end < 0 else line[pos:end]).rstrip(" ")
        if ": " in token or token.endswith(":"):
            raise Unsupported("a mapping value where a scalar was expected")
        return plain_value(token)

    def _next_physical(self) -> str:
        """A flow collection goes on: the next physical line (comments and blank lines are whitespace). A
        line of content must be indented more than the block the collection is in."""
        self.raw_pos += 1
        if self.raw_pos >= len(self.raw):
            raise Unsupported("unclosed flow collection")
        logical = self.logical_of.get(self.raw_pos)
        if logical is not None:
            if self.indents[logical] <= self.flow_indent:
                raise Unsupported("flow collection continued at or left of its block's indentation")
            self.i = logical
        return self.raw[self.raw_pos]

    def _skip_space(self, line: str, pos: int) -> tuple[str, int]:
        while True:
            n = len(line)
            while pos < n and line[pos] == " ":
                pos += 1
            if pos < n and line[pos] == "#":
                if pos > 0 and line[pos - 1] != " ":
                    raise Unsupported("'#' inside a flow collection")
                pos = n
            if pos < n:
                return line, pos
            line, pos = self._next_physical(), 0

    def _flow_scalar(self, line: str, pos: int) -> tuple[Any, int]:
        ch = line[pos]
        if ch in "'\"":
            return _quoted(line, pos)
        end = pos
        n = len(line)
        while end < n and line[end] not in _FLOW_STOP:
            end += 1
        token = line[pos:end].rstrip(" ")
        if end < n and line[end] in "'\"#":
            raise Unsupported("quote or '#' inside a plain scalar of a flow collection")
        if end < n and line[end] == ":" and not line.startswith(": ", end):
            raise Unsupported("':' inside a plain scalar of a flow collection")
        return plain_value(token), pos + len(token)

    def _flow(self, line: str, pos: int, depth: int) -> tuple[Any, str, int]:
        if depth > MAX_DEPTH:
            raise Unsupported("too deep")
        closing = "}" if line[pos] == "{" else "]"
        mapping = closing == "}"
        result: Any = {} if mapping else []
        line, pos = self._skip_space(line, pos + 1)
        if line[pos] == closing:
            return result, line, pos + 1
        while True:
            key_line = self.raw_pos  # where this entry starts (for `where`)
            if self.where is not None and not mapping:
                self.where.setdefault(id(result), {})[len(result)] = key_line
            if line[pos] in "{[":
                if mapping:
                    raise Unsupported("a collection as a key")
                value, line, pos = self._flow(line, pos, depth + 1)
                result.append(value)
            else:
                item, pos = self._flow_scalar(line, pos)
                if mapping:
                    if not line.startswith(": ", pos):
                        raise Unsupported("a flow mapping entry without ': '")
                    if not isinstance(item, (str, int)) or isinstance(item, bool) or item in result:
                        raise Unsupported("a key that is not a string or an int, or is repeated")
                    line, pos = self._skip_space(line, pos + 2)
                    if line[pos] in "{[":
                        value, line, pos = self._flow(line, pos, depth + 1)
                    elif line[pos] in ",}":
                        raise Unsupported("an empty flow value")
                    else:
                        value, pos = self._flow_scalar(line, pos)
                    if self.where is not None:
                        self.where.setdefault(id(result), {})[item] = key_line
                    result[item] = value
                else:
                    if line.startswith(": ", pos):
                        raise Unsupported("a single-pair mapping in a flow sequence")
                    result.append(item)
            line, pos = self._skip_space(line, pos)
            if line[pos] == closing:
                return result, line, pos + 1
            if line[pos] != ",":
                raise Unsupported(f"unexpected {line[pos]!r} in a flow collection")
            line, pos = self._skip_space(line, pos + 1)
            if line[pos] == closing:
                raise Unsupported("a trailing comma")

    # -- block collections --

    def block(self, indent: int, depth: int) -> Any:
        if depth > MAX_DEPTH:
            raise Unsupported("too deep")
        line = self.lines[self.i]
        if line.rstrip(" ") == " " * indent + "-":
            raise Unsupported("an item on the lines below its '-'")
        if line.startswith("- ", indent):
            return self.sequence(indent, depth)
        if not self._is_key_line(line, indent):
            raise Unsupported("a scalar on the line below its key")
        return self.mapping(indent, depth)

    def _key(self, line: str, pos: int) -> tuple[Any, int]:
        """A block mapping's key at `line[pos]` and the position after its ':'."""
        ch = line[pos]
        if ch in "'\"":
            key, end = _quoted(line, pos)
        else:
            colon = line.find(": ", pos)
            if colon < 0:
                if not line.rstrip(" ").endswith(":"):
                    raise Unsupported("not a 'key: value' line")
                colon = len(line.rstrip(" ")) - 1
            token = line[pos:colon]
            if token != token.rstrip(" ") or " #" in token:
                raise Unsupported("odd key")
            key, end = plain_value(token), colon
        if not line.startswith(":", end) or not (line.startswith(": ", end) or line[end + 1:].strip(" ") == ""):
            raise Unsupported("a key without ': '")
        if not isinstance(key, (str, int)) or isinstance(key, bool):
            raise Unsupported("a key that is not a string or an int")
        return key, end + 1

    def mapping(self, indent: int, depth: int) -> dict[Any, Any]:
        if depth > MAX_DEPTH:
            raise Unsupported("too deep")
        result: dict[Any, Any] = {}
        while self.i < len(self.lines) and self.indents[self.i] == indent:
            line = self.lines[self.i]
            if line.startswith("- ", indent) or line.rstrip(" ") == " " * indent + "-":
                break  # an indentless sequence ends, or bad structure (the caller decides)
            key, pos = self._key(line, indent)
            if key in result:
                raise Unsupported("duplicate key")
            if self.where is not None:
                self.where.setdefault(id(result), {})[key] = self.raw_of[self.i]
            while pos < len(line) and line[pos] == " ":
                pos += 1
            if pos < len(line) and line[pos] != "#":
                result[key] = self.inline(line, pos, depth, indent)
                self.i += 1
                continue
            if pos < len(line) and line[pos - 1] != " ":
                raise Unsupported("'#' right after ':'")
            self.i += 1
            if self.i < len(self.lines) and self.indents[self.i] > indent:
                below = self.lines[self.i]
                if below[self.indents[self.i]] in "{[":  # a flow collection on the line below its key
                    result[key] = self.inline(below, self.indents[self.i], depth, indent)
                    self.i += 1
                else:
                    result[key] = self.block(self.indents[self.i], depth + 1)
            elif self.i < len(self.lines) and self.indents[self.i] == indent and (
                    self.lines[self.i].startswith("- ", indent)):
                result[key] = self.sequence(indent, depth + 1)
            else:
                result[key] = None
        return result

    def sequence(self, indent: int, depth: int) -> list[Any]:
        if depth > MAX_DEPTH:
            raise Unsupported("too deep")
        result: list[Any] = []
        while self.i < len(self.lines) and self.indents[self.i] == indent:
            line = self.lines[self.i]
            if not line.startswith("- ", indent):
                break
            if self.where is not None:
                self.where.setdefault(id(result), {})[len(result)] = self.raw_of[self.i]
            pos = indent + 2
            while pos < len(line) and line[pos] == " ":
                pos += 1
            if pos >= len(line) or line[pos] == "#":
                raise Unsupported("an item on the lines below its '-'")
            ch = line[pos]
            if line[pos:].rstrip(" ") == "-":
                raise Unsupported("an item on the lines below its '-'")
            if ch == "-" and line.startswith("- ", pos):
                self._as_nested(pos)
                result.append(self.sequence(pos, depth + 1))
            elif ch in "{[" or not self._is_key_line(line, pos):
                result.append(self.inline(line, pos, depth, indent))
                self.i += 1
            else:
                self._as_nested(pos)
                result.append(self.mapping(pos, depth + 1))
        return result

    def _as_nested(self, pos: int) -> None:
        """`- a: 1` / `- - x`: the item is a block collection that starts on the dash's line, at `pos`."""
        self.lines[self.i] = " " * pos + self.lines[self.i][pos:]
        self.indents[self.i] = pos

    @staticmethod
    def _is_key_line(line: str, pos: int) -> bool:
        if line[pos] in "'\"":
            try:
                _, end = _quoted(line, pos)
            except Unsupported:
                return False
            return line.startswith(": ", end) or line[end:].rstrip(" ") == ":"
        comment = line.find(" #", pos)
        body = line[pos:comment] if comment >= 0 else line[pos:]
        return ": " in body or body.rstrip(" ").endswith(":")

    def document(self) -> Any:
        if not self.lines:
            raise Unsupported("an empty document")
        if self.indents[0] != 0:
            raise Unsupported("a document that starts indented")
        first = self.lines[0]
        if first[0] in "{[" or not (first.startswith("- ") or first.rstrip(" ") == "-"
                                    or self._is_key_line(first, 0)):
            raise Unsupported("a document that is not a block collection")
        data = self.block(0, 1)
        if self.i != len(self.lines):
            raise Unsupported(f"unexpected structure at line {self.raw_of[self.i] + 1}")
        return data


def load(text: str) -> Any:
    """The plain data of `text` as ruamel would load it, or `Unsupported`."""
    try:
        return _Loader(text).document()
    except (IndexError, ValueError, RecursionError) as exc:
        raise Unsupported(str(exc)) from None


def load_with_lines(text: str) -> tuple[Any, int, Shape]:
    """`load`, with where everything is: the 0-based line where the document's content starts, and the line of
    each entry (`Shape`) — the lines ruamel's node tree gives (`lc.line`, `lc.key`, `lc.item`)."""
    try:
        loader = _Loader(text, where=True)
        data = loader.document()
    except (IndexError, ValueError, RecursionError) as exc:
        raise Unsupported(str(exc)) from None
    assert loader.where is not None
    return data, loader.raw_of[0], _shape(data, loader.where)


def _shape(node: Any, where: dict[int, dict[Any, int]]) -> Shape:
    lines = where.get(id(node), {})
    found: Shape = {}
    entries = node.items() if isinstance(node, dict) else enumerate(node)
    for key, value in entries:
        if key not in lines:
            raise Unsupported("an entry without its line")
        found[key] = (lines[key], _shape(value, where) if isinstance(value, (dict, list)) else None)
    return found
