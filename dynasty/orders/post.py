"""Orders as forum players send them: the bytes of a file or a pasted post, in whatever encoding their
editor saved, and the orders inside the post.

A player may save his orders in Windows-1251 (the Russian Windows default) or UTF-16 (Notepad's "Unicode"),
and may paste a whole forum post: greetings, the orders in a code block — a Markdown fence (```yaml), a
BBCode block ([code]...[/code], as phpBB, vBulletin, XenForo and SMF write it) or the copy of a rendered
phpBB code box ("Код: Выделить всё") — and more text. The orders are read from the block, and lines still
count in the text as saved.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from dynasty.orders.spelling import key_spellings

#: What an order text was read as, when it was not UTF-8: the warning names it.
Encoding = Literal["utf-16", "cp1251", "koi8-r"]

_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
_CYRILLIC = re.compile(r"[А-яЁё]")
_LATIN = re.compile(r"[A-Za-z]")
#: A word that mixes Cyrillic and Latin letters: no Russian player writes one, a wrong decoding makes many.
_MIXED_WORD = re.compile(r"(?:[А-яЁё][A-Za-z]|[A-Za-z][А-яЁё])")
#: Besides letters, what a Russian text in a one-byte encoding holds outside ASCII.
_RUSSIAN_PUNCTUATION = set("«»—–№…„“”‘’ \u00a0")


@dataclass(frozen=True)
class Decoded:
    """The text of a file, and the encoding it was read in when that was not UTF-8."""

    text: str
    encoding: Encoding | None = None


class NotText(ValueError):
    """Bytes that are neither UTF-8 nor UTF-16 nor Russian in a one-byte encoding."""


def decode(data: bytes) -> Decoded:
    """UTF-8 (with or without a byte order mark); else UTF-16 (with a byte order mark, or Notepad's without
    one); else Russian text in Windows-1251 or KOI8-R, when it reads as such; else `NotText`."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    utf16 = _utf16(data)  # before UTF-8: ASCII in UTF-16 is valid UTF-8, with a NUL every other byte
    if utf16 is not None and _reads_as_text(utf16):
        return Decoded(utf16, "utf-16")
    try:
        return Decoded(data.decode("utf-8"))
    except UnicodeDecodeError:
        pass
    one_byte: tuple[Encoding, ...] = ("cp1251", "koi8-r")
    for encoding in one_byte:
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        if _reads_as_russian(text):
            return Decoded(text, encoding)
    raise NotText()


def _utf16(data: bytes) -> str | None:
    if data.startswith(_UTF16_BOMS):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            return None
    if len(data) < 4 or len(data) % 2:
        return None
    # ASCII in UTF-16 without a byte order mark: every other byte is zero
    for encoding, zeros in (("utf-16-le", data[1::2]), ("utf-16-be", data[0::2])):
        if zeros.count(0) * 2 >= len(zeros):
            try:
                return data.decode(encoding)
            except UnicodeDecodeError:
                return None
    return None


def _reads_as_text(text: str) -> bool:
    """Text a person wrote: no control characters, and nearly all of it ASCII, Cyrillic or punctuation."""
    if any(ord(ch) < 32 and ch not in "\t\n\r" for ch in text):
        return False
    odd = sum(1 for ch in text if ord(ch) > 127 and not _CYRILLIC.match(ch) and ch not in _RUSSIAN_PUNCTUATION)
    return odd * 20 <= len(text)


def _reads_as_russian(text: str) -> bool:
    """Russian in the right one-byte encoding: outside ASCII only Cyrillic letters and Russian punctuation,
    mostly lower case (a wrong one of the two encodings turns lower case into upper), no word of two
    alphabets."""
    if any(ord(ch) < 32 and ch not in "\t\n\r" for ch in text):
        return False
    foreign = [ch for ch in text if ord(ch) > 127]
    letters = _CYRILLIC.findall(text)
    if not letters or any(ch not in _RUSSIAN_PUNCTUATION and not _CYRILLIC.match(ch) for ch in foreign):
        return False
    if _MIXED_WORD.search(text):
        return False
    return sum(1 for ch in letters if ch.islower()) * 2 > len(letters)


# -- the orders inside a post ----------------------------------------------------------------------------
#
# A post is untrusted and may be as long as the input limit (`yaml_io.MAX_INPUT_BYTES`): every pattern here does
# work linear in the text it reads. A pattern tried at many places (a search, a match at every line) reads no
# further than its own line before it fails, and in a pattern no repetition is followed by another that may take
# the same characters (`\s*` then `\s*`: every way to share them would be tried) unless it takes them all (`\s*+`);
# tests/test_linear_time.py counts the work.

_FENCE = re.compile(r"^\s*(```+|~~~+)\s*+([A-Za-z0-9_.-]*)\s*$")
#: The name of an opening BBCode tag; the tag goes on to the first `]` (`bbcode_block`).
_BB_NAME = re.compile(r"\[(code|syntax|pre)", re.IGNORECASE)
#: The title of a phpBB code box, as copying a rendered post gives it.
_CODE_BOX_TITLE = re.compile(
    r"^\s*(код|code)\s*:(?:\s*(выделить\s+вс[её]|select\s+all))?(?:\s+(развернуть|expand))?\s*$", re.IGNORECASE)
#: A line that YAML reads as a key or a list item (Cyrillic keys too): where orders written bare begin.
_YAML_LINE = re.compile(r"^\s*(-(\s|$)|[\"']?[\w-]+[\"']?\s*:|[{\[]|---|%)")


@dataclass(frozen=True)
class OrdersText:
    """Where the orders are in a text: `source`, the text YAML reads; `offset`, the lines of the text
    before its first line; `kind`, how they were found."""

    source: str
    offset: int
    kind: Literal["fence", "bbcode", "code-box", "whole"]


def orders_text(text: str) -> OrdersText | None:
    """The orders of a pasted post: its first code block marked yaml, else its first code block (a Markdown
    fence, a BBCode [code] block, a copied phpBB code box); else the whole text, when it reads as YAML from
    its first line; else None — the post holds no orders a program can find."""
    found = fenced_block(text) or bbcode_block(text) or code_box(text)
    if found is not None:
        return found
    lines = text.split("\n")
    first = next((line for line in lines if line.strip() and not line.lstrip().startswith("#")), None)
    if first is None or _YAML_LINE.match(first):
        return OrdersText(text, 0, "whole")
    return None


def fenced_block(text: str) -> OrdersText | None:
    """The first fenced block marked yaml (else the first fenced block), with the number of lines before it."""
    lines = text.split("\n")  # only \n ends a line, as in the YAML parser's and editors' line numbers
    blocks: list[tuple[str, int, int]] = []  # language, first line, end line (exclusive)
    i = 0
    while i < len(lines):
        opening = _FENCE.match(lines[i])
        if opening:
            fence, language = opening.group(1), opening.group(2).lower()
            j = i + 1
            while j < len(lines) and not (lines[j].strip().startswith(fence[:3])
                                          and lines[j].strip().strip(fence[0]) == ""):
                j += 1
            blocks.append((language, i + 1, j))
            i = j + 1
        else:
            i += 1
    if not blocks:
        return None
    _, first, end = next((b for b in blocks if b[0] in ("yaml", "yml")), blocks[0])
    return OrdersText("\n".join(lines[first:end]) + ("\n" if end < len(lines) else ""), first, "fence")


def bbcode_block(text: str) -> OrdersText | None:
    """The first [code] block (also [code=yaml], [CODE], [syntax=yaml], [pre]): the text between its tags.
    Text after the opening tag on its line is the block's first line; the lines before it are the offset."""
    opening = _bb_opening(text)
    if opening is None:
        return None
    name, opened = opening
    closing = re.compile(rf"\[/{name}\]", re.IGNORECASE).search(text, opened)
    body = text[opened:closing.start() if closing else len(text)]
    offset = text.count("\n", 0, opened)
    if body.startswith("\r\n"):
        body, offset = body[2:], offset + 1
    elif body.startswith("\n"):
        body, offset = body[1:], offset + 1
    if body and not body.endswith("\n"):
        body += "\n"
    return OrdersText(body, offset, "bbcode")


def _bb_opening(text: str) -> tuple[str, int] | None:
    """The first opening tag of a code block — `[code]`, or `[code` then `=` or a space and anything up to the
    first `]` — as its name and the position after it. When no `]` follows a tag, none follows any later one:
    the search ends there, rather than read to the end of the text again for every tag."""
    start = 0
    while (tag := _BB_NAME.search(text, start)) is not None:
        after = tag.end()
        following = text[after:after + 1]
        if following == "]":
            return tag.group(1), after + 1
        if following == "=" or following.isspace():
            closing = text.find("]", after)
            return (tag.group(1), closing + 1) if closing >= 0 else None
        start = tag.start() + 1
    return None


def code_box(text: str) -> OrdersText | None:
    """A phpBB code box copied from a rendered post: its title line ("Код: Выделить всё"), then the orders
    to the end of the text."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if _CODE_BOX_TITLE.match(line):
            return OrdersText("\n".join(lines[i + 1:]), i + 1, "code-box")
    return None


def looks_like_orders(text: str) -> bool:
    """Text that holds an orders' line (`dynasty:` or `actions:`) though no code block: a post whose orders
    were pasted among its words."""
    return _ORDERS_LINE.search(text) is not None


def dynasty_written(text: str) -> str | None:
    """What the `dynasty:` line of orders (or of a post that holds them) names, as written: the word after its
    colon, perhaps on the next line; None when no line opens with the key."""
    line = _DYNASTY_LINE.search(text)
    return line.group(1) if line is not None else None


def _opening(keys: str) -> str:
    """A line that opens with one of `keys` (a `|` of them) and its colon. Only spaces that do not end a line
    may go before the key: tried at every line's start, the pattern reads that line's spaces only, not every
    blank line below it again."""
    return rf"^[^\S\n]*(?:{keys})\s*:"


#: The keys that open an orders' line, in English or Russian (`spelling.key_spellings`).
_OPENING_KEYS = "|".join(word for key in ("dynasty", "turn", "actions", "decisions") for word in key_spellings(key))
_ORDERS_LINE = re.compile(_opening(_OPENING_KEYS), re.MULTILINE | re.IGNORECASE)
_DYNASTY_LINE = re.compile(_opening("|".join(key_spellings("dynasty"))) + r"\s*['\"]?([^'\"#\s]+)",
                           re.MULTILINE | re.IGNORECASE)
