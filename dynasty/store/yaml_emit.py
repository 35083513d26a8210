"""The fast path for the YAML the program writes (states, logs): `Emitter.dump` writes what ruamel's dumper of
`yaml_io` writes, byte for byte (`make bench`, issue 8; the fast loader is `yaml_fast`).

The layout of block and flow collections is the emitter's; the text of each distinct string in each context
(block or flow, key or value) is ruamel's, asked once and remembered. A string that is not plain everywhere
is asked with the others of the same document: one document of ruamel's for each context, each string on a
line of its own, rather than one document a string (a turn's log quotes every die's purpose). Shared
containers (ruamel would write anchors), other types and lines near the dumper's width are `Unsupported`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from dynasty.store.yaml_fast import INDICATORS, STR, Unsupported, tag_of


class Wide(Unsupported):
    """A line of the text would be near ruamel's width, where ruamel folds it: the rest may still be written
    here (`yaml_io.dump_yaml`)."""


BLOCK, BLOCK_KEY, FLOW, FLOW_KEY = range(4)
#: Lines longer than this could have been folded by ruamel (its width is 4096): give up on them.
MAX_LINE = 4000
#: Strings longer than this are asked of ruamel one by one: beside others, they might come near its width.
ASKED_TOGETHER_UP_TO = 1000
_SCALARS = (str, int, bool, float, type(None))
#: A word of letters, digits and `_./+()-`: any character but the rest of ASCII, C1 controls, surrogates, U+FEFF,
#: U+FFFE-U+FFFF and those past the BMP (said as what is refused, it compiles in a tenth of the time).
_WORD = r"[^\x00-\x27*,:-@\[-^`{-\x9f\ud800-\udfff\ufeff\ufffe\uffff\U00010000-\U0010ffff]+"
_PLAIN_SAFE = re.compile(rf"{_WORD}(?: {_WORD})*\Z")
#: Where a string asked of ruamel at the end of the document goes in a line: NUL, which ruamel never writes
#: as it is (it escapes it), around the string's number.
_ASKED = re.compile("\x00([0-9]+)\x00")


class Emitter:
    """Writes plain data (dicts, lists, str, int, bool, None) as the `yaml_io` dumper does.

    `ruamel_dump` is that dumper; `forced_double` says which strings its representer double-quotes (such a
    string makes its collection a block collection, as in ruamel)."""

    def __init__(self, ruamel_dump: Callable[[Any], str], forced_double: Callable[[str], bool]) -> None:
        self.ruamel_dump = ruamel_dump
        self.forced_double = forced_double
        self.texts: dict[tuple[str, int], str] = {}
        #: the strings of the document being written whose text is asked of ruamel at its end, numbered
        self.asked: dict[tuple[str, int], int] = {}

    def _oracle(self, value: Any, context: int) -> str:
        """The text ruamel writes for `value` in `context`, from a small document of ruamel's own."""
        if context == BLOCK:
            prefix, suffix, doc = "k: ", "\nz: []\n", {"k": value, "z": []}
        elif context == BLOCK_KEY:
            other = "y" if value == "z" else "z"
            prefix, suffix, doc = "", f": 0\n{other}: []\n", {value: 0, other: []}
        elif context == FLOW:
            prefix, suffix, doc = "k: [", "]\n", {"k": [value]}
        else:
            prefix, suffix, doc = "k: {", ": 0}\n", {"k": {value: 0}}
        out = self.ruamel_dump(doc)
        if not (out.startswith(prefix) and out.endswith(suffix)):
            raise Unsupported(f"string {value!r} is not written on one line")
        return _simple(value, out[len(prefix):len(out) - len(suffix)], context)

    def _together(self, values: list[str], context: int) -> list[str] | None:
        """The texts ruamel writes for `values` in `context`, from one document that holds them all as
        `_oracle`'s holds one, each on its own line; None when a line is not as expected (a string written on
        several lines): each is then asked alone."""
        if context == BLOCK:
            doc: dict[str, Any] = {f"k{i}": value for i, value in enumerate(values)}
            doc["z"] = []
            lines = self.ruamel_dump(doc).split("\n")
            if lines[len(values):] != ["z: []", ""]:
                return None
            cut = [(f"k{i}: ", "") for i in range(len(values))]
        elif context == BLOCK_KEY:
            other = "y" if "z" in values else "z"
            doc = {value: 0 for value in values}
            doc[other] = []
            lines = self.ruamel_dump(doc).split("\n")
            if lines[len(values):] != [f"{other}: []", ""]:
                return None
            cut = [("", ": 0")] * len(values)
        else:
            doc = {f"k{i}": [value] if context == FLOW else {value: 0} for i, value in enumerate(values)}
            lines = self.ruamel_dump(doc).split("\n")
            if lines[len(values):] != [""]:
                return None
            cut = [(f"k{i}: [", "]") if context == FLOW else (f"k{i}: {{", ": 0}") for i in range(len(values))]
        texts = []
        for line, (prefix, suffix) in zip(lines, cut, strict=False):
            if not (line.startswith(prefix) and line.endswith(suffix)) or len(line) < len(prefix) + len(suffix):
                return None
            texts.append(line[len(prefix):len(line) - len(suffix)])
        return texts

    def _ask(self) -> list[str]:
        """The texts of the strings asked for in the document (`self.asked`, in their order): together for
        each context where they can be, else one by one; each remembered."""
        found: dict[tuple[str, int], str] = {}
        for context in (BLOCK, BLOCK_KEY, FLOW, FLOW_KEY):
            values = [value for value, c in self.asked if c == context and len(value) <= ASKED_TOGETHER_UP_TO]
            texts = self._together(values, context) if len(values) > 1 else None
            if texts is not None:
                found.update(((value, context), _simple(value, text, context))
                             for value, text in zip(values, texts, strict=True))
        answers = [found[key] if key in found else self._oracle(*key) for key in self.asked]
        for key, text in zip(self.asked, answers, strict=True):
            if len(self.texts) < 500_000:
                self.texts[key] = text
        return answers

    def _plain_everywhere(self, value: str) -> bool:
        """Strings that ruamel writes plain in every context: words of letters, digits and `_./+()-` between
        single spaces, not starting with an indicator or a document marker (`...`), that its resolver reads
        back as strings. Anything else is asked of ruamel (`_oracle`)."""
        return (bool(_PLAIN_SAFE.match(value)) and value[0] not in INDICATORS and not value.startswith("...")
                and value.isprintable() and tag_of(value) == STR)

    def scalar(self, value: Any, context: int) -> str:
        kind = type(value)
        if kind is str:
            key = (value, context)
            text = self.texts.get(key)
            if text is None:
                if context in (BLOCK_KEY, FLOW_KEY) and len(value) > 100:
                    raise Unsupported("a long key")
                if not self._plain_everywhere(value):  # asked of ruamel at the end of the document
                    return f"\x00{self.asked.setdefault(key, len(self.asked))}\x00"
                text = value
                if len(self.texts) < 500_000:
                    self.texts[key] = text
            return text
        if kind is float:
            float_key = (f"float:{value!r}", context)
            text = self.texts.get(float_key)
            if text is None:
                if context in (BLOCK_KEY, FLOW_KEY):
                    raise Unsupported("a float key")
                text = self.texts[float_key] = self._oracle(value, context)
            return text
        if kind is bool:
            if context in (BLOCK_KEY, FLOW_KEY):
                raise Unsupported("a bool key")
            return "true" if value else "false"
        if kind is int:
            return str(value)
        if value is None and context in (BLOCK, FLOW):
            return "null"
        raise Unsupported(f"a {kind.__name__}")

    def _flow_style(self, data: Any) -> bool:
        """ruamel's default_flow_style None: a collection of plain-style scalars only (keys included) is
        written in flow style."""
        if type(data) is dict:
            for key, value in data.items():
                if type(key) not in _SCALARS or type(value) not in _SCALARS:
                    return False
                if type(key) is str and self.forced_double(key) or type(value) is str and self.forced_double(value):
                    return False
            return True
        return all(type(item) in _SCALARS and not (type(item) is str and self.forced_double(item)) for item in data)

    def _flow(self, data: Any) -> str:
        if type(data) is dict:
            return "{" + ", ".join(f"{self.scalar(k, FLOW_KEY)}: {self.scalar(v, FLOW)}"
                                   for k, v in data.items()) + "}"
        return "[" + ", ".join(self.scalar(v, FLOW) for v in data) + "]"

    def _check(self, data: Any) -> None:
        kind = type(data)
        if kind is not dict and kind is not list:
            raise Unsupported("not a collection")
        if id(data) in self.seen:
            raise Unsupported("a collection that appears twice (ruamel writes an anchor)")
        self.seen[id(data)] = data

    def _block(self, data: Any, indent: int, out: list[str]) -> None:
        """A block collection at `indent`; a block sequence in a mapping is not indented (ruamel's default)."""
        pad = " " * indent
        if type(data) is dict:
            for key, value in data.items():
                key_text = self.scalar(key, BLOCK_KEY)
                kind = type(value)
                if kind is dict or kind is list:
                    self._check(value)
                    if self._flow_style(value):
                        out.append(f"{pad}{key_text}: {self._flow(value)}")
                    else:
                        out.append(f"{pad}{key_text}:")
                        self._block(value, indent + 2 if kind is dict else indent, out)
                else:
                    out.append(f"{pad}{key_text}: {self.scalar(value, BLOCK)}")
            return
        for item in data:
            kind = type(item)
            if kind is dict or kind is list:
                self._check(item)
                if self._flow_style(item):
                    out.append(f"{pad}- {self._flow(item)}")
                else:
                    start = len(out)
                    self._block(item, indent + 2, out)
                    out[start] = f"{pad}- {out[start][indent + 2:]}"
            else:
                out.append(f"{pad}- {self.scalar(item, BLOCK)}")

    def dump(self, data: Any) -> str:
        """The text ruamel's dumper writes for `data`, or `Unsupported`."""
        self.seen: dict[int, Any] = {}
        self.asked = {}
        self._check(data)
        if self._flow_style(data):
            lines = [self._flow(data)]
        else:
            lines = []
            self._block(data, 0, lines)
        if self.asked:
            answers = self._ask()
            lines = [_ASKED.sub(lambda found: answers[int(found.group(1))], line) if "\x00" in line else line
                     for line in lines]
        if any(len(line) > MAX_LINE for line in lines):
            raise Wide("a line that ruamel might fold")
        return "\n".join(lines) + "\n"


def _simple(value: Any, text: str, context: int) -> str:
    """`text`, ruamel's for `value`, when it is a simple scalar on one line (a key short and not complex)."""
    if "\n" in text or (context in (BLOCK_KEY, FLOW_KEY) and (text.startswith("?") or len(text) > 100)):
        raise Unsupported(f"string {value!r} is not written as a simple scalar")
    return text
