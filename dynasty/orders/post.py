"""Orders as forum players send them: the bytes of a file or a pasted post, in whatever encoding their
editor saved, and the orders inside the post.

A player may save his orders in Windows-1251 (the Russian Windows default) or UTF-16 (Notepad's "Unicode"),
and may paste a whole forum post: greetings, the orders in a code block — a Markdown fence (```yaml), a
BBCode block ([code]...[/code], as phpBB, vBulletin, XenForo and SMF write it) or the copy of a rendered
phpBB code box ("Код: Выделить всё") — and more text. The orders are read from the block that holds them,
what the post quotes ([quote]…[/quote], Markdown's `>` lines) left aside, and lines still count in the text as
saved. A copied code box has no end mark: its orders end where their YAML does, and the words after it are
left out, with a warning.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Literal

from dynasty.errors import Location, Problem
from dynasty.orders.messages import Language, say
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
#: A BBCode quote's closing tag, or its opening tag (`[quote]`, `[quote="Мастер" post_id=5 user_id=2]`,
#: `[QUOTE=name]`), which goes on to the first `]`.
_BB_QUOTE = re.compile(r"\[(?:/quote\]|quote(?=[\]=\s]))", re.IGNORECASE)
#: The marks of a Markdown quoted line (`> `, `> > `), as Discourse, Discord and GitHub write them.
_MD_QUOTE = re.compile(r"[ \t]{0,3}>[> \t]*")
#: A line with which the YAML of a copied code box goes on: indented (a value below its key, or a value's
#: continuation), a comment, a list item (also with a typographic dash before its key), a `key:` of one word in
#: any alphabet (`Династия:`; `turn:5`, whose missing space is mended; not `http://`, nor `Удачи:)`), or a bracket
#: of a flow collection.
_YAML_GOES_ON = re.compile(r"\s|#|-(?!-)|[—–][ \t][^:]*:|[\"']?[\w-]+[\"']?[ \t]*:(?=\s|$|[\w\"'\[{])|[\[\]{}]")
#: How much of a line left out a warning quotes.
_QUOTED_CHARACTERS = 40


@dataclass(frozen=True)
class OrdersText:
    """Where the orders are in a text: `source`, the text YAML reads; `offset`, the lines of the text
    before its first line; `kind`, how they were found."""

    source: str
    offset: int
    kind: Literal["fence", "bbcode", "code-box", "whole"]
    #: the words after a copied code box, left out of `source`: the number (from 1) of their first line in the
    #: text, and that line; None when nothing follows the box's YAML
    left_out: tuple[int, str] | None = None
    #: how many code blocks of the text hold orders: when more than one, only this one is read
    blocks: int = 0


def orders_text(text: str, mine: Callable[[str], bool] | None = None) -> OrdersText | None:
    """The orders of a pasted post, what it quotes left aside (`unquoted`). Of its code blocks (Markdown fences,
    BBCode [code] blocks, copied phpBB code boxes), the one that holds orders (a `dynasty:`, `turn:`, `actions:`
    or `decisions:` line, in any spelling): the last of them — a later block corrects an earlier one, and a
    quoted template comes before the reply — or the last whose `dynasty:` names the sender's house, when
    `mine` tells which that is (it is given what the line names). When no block holds orders: the first marked
    yaml, else the first fence, [code] block, code box. Without a block, the whole text, when it reads as YAML
    from its first line; else None — the post holds no orders a program can find (`missing_orders` says why)."""
    shown = unquoted(text)
    blocks = sorted([*_fences(shown, text), *((b, False) for b in _bbcode_blocks(shown, text)),
                     *((b, False) for b in _code_boxes(shown, text))], key=lambda block: block[0].offset)
    if not blocks:
        return _whole(text, shown)
    holding = [found for found, _ in blocks if looks_like_orders(found.source)]
    if not holding:
        kinds = {"fence": 1, "bbcode": 2, "code-box": 3}
        return min(blocks, key=lambda block: (0 if block[1] else kinds[block[0].kind], block[0].offset))[0]
    senders = [found for found in holding if mine is not None and _names_sender(found.source, mine)]
    return replace((senders or holding)[-1], blocks=len(holding))


def _names_sender(source: str, mine: Callable[[str], bool]) -> bool:
    written = dynasty_written(source)
    return written is not None and mine(written)


def _whole(text: str, shown: str) -> OrdersText | None:
    """The whole text, when it reads as YAML from its first line (comments aside; `shown` is the text `unquoted`):
    what it quotes above that line left out, the rest as written."""
    lines = shown.split("\n")
    first = next((i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")), None)
    if shown == text:
        return OrdersText(text, 0, "whole") if first is None or _YAML_LINE.match(lines[first]) else None
    if first is None or not _YAML_LINE.match(lines[first]):
        return None
    given = text.split("\n")
    start = max((i + 1 for i in range(first) if lines[i] != given[i]), default=0)
    kept = given[start:]
    if lines[first] != given[first]:  # a quote that ends on the orders' first line
        kept[first - start] = lines[first].strip()
    return OrdersText("\n".join(kept), start, "whole")


def unquoted(text: str) -> str:
    """The text with what it quotes blanked out — BBCode [quote] blocks, nested or not, and Markdown's `>` lines
    outside fences —, every other character in its place: lines and positions count as in the text given."""
    spans = _bb_quotes(text)
    if spans:
        pieces, last = [], 0
        for start, end in spans:
            pieces += [text[last:start], _blank(text[start:end])]
            last = end
        text = "".join([*pieces, text[last:]])
    if ">" not in text:
        return text
    lines = text.split("\n")
    fence: str | None = None
    for i, line in enumerate(lines):
        if fence is not None:
            if _closes(line, fence):
                fence = None
        elif _MD_QUOTE.match(line):
            lines[i] = " " * len(line)
        elif (opening := _FENCE.match(line)) is not None:
            fence = opening.group(1)
    return "\n".join(lines)


def _bb_quotes(text: str) -> list[tuple[int, int]]:
    """Where the BBCode quotes of a text are, each from `[quote…]` to its `[/quote]`; those inside another are in
    it. A tag never closed quotes nothing, as a forum shows it as it is written."""
    pairs: list[tuple[int, int]] = []
    opened: list[int] = []
    pos = 0
    while (tag := _BB_QUOTE.search(text, pos)) is not None:
        if tag.group().startswith("[/"):
            if opened:
                pairs.append((opened.pop(), tag.end()))
            pos = tag.end()
            continue
        closing = text.find("]", tag.end())
        if closing < 0:  # no `]` after this tag, and so none after a later one
            break
        opened.append(tag.start())
        pos = closing + 1
    outer: list[tuple[int, int]] = []
    for start, end in sorted(pairs):  # nested as the tags are: one inside another, or apart
        if not outer or start >= outer[-1][1]:
            outer.append((start, end))
    return outer


def _blank(text: str) -> str:
    return "\n".join(" " * len(line) for line in text.split("\n"))


def missing_orders(text: str) -> Literal["no-orders-block", "orders-in-quote", "not-orders"]:
    """Why a post has no orders to find (`orders_text` gave None): they are among its words, in no code block; or
    the only ones are inside what it quotes, someone else's; or it holds none."""
    shown = unquoted(text)
    if looks_like_orders(shown):
        return "no-orders-block"
    if shown != text and looks_like_orders(_quoted(text, shown)):
        return "orders-in-quote"
    return "not-orders"


def _quoted(text: str, shown: str) -> str:
    """What a text quotes, as it would read unquoted: the lines `unquoted` blanked (`shown`), without their `>`
    marks, and a line begun after every BBCode tag (`[code]dynasty: …`)."""
    lines = [line[marks.end():] if (marks := _MD_QUOTE.match(line)) else line
             for line, blanked in zip(text.split("\n"), shown.split("\n"), strict=True) if line != blanked]
    return "\n".join(lines).replace("]", "]\n")


def fenced_block(text: str) -> OrdersText | None:
    """The first fenced block marked yaml (else the first fenced block), with the number of lines before it."""
    blocks = _fences(text)
    marked = [found for found, yaml in blocks if yaml]
    return marked[0] if marked else blocks[0][0] if blocks else None


def _fences(text: str, given: str | None = None) -> list[tuple[OrdersText, bool]]:
    """Every fenced block, with whether it is marked yaml; one never closed runs to the end of the text. With the
    text as `given` (`text` is it `unquoted`), each block's lines are taken from it, as the player wrote them."""
    lines = text.split("\n")  # only \n ends a line, as in the YAML parser's and editors' line numbers
    written = given.split("\n") if given is not None else lines
    blocks: list[tuple[OrdersText, bool]] = []
    i = 0
    while i < len(lines):
        opening = _FENCE.match(lines[i])
        if opening is None:
            i += 1
            continue
        fence, language = opening.group(1), opening.group(2).lower()
        end = i + 1
        while end < len(lines) and not _closes(lines[end], fence):
            end += 1
        source = "\n".join(written[i + 1:end]) + ("\n" if end < len(lines) else "")
        blocks.append((OrdersText(source, i + 1, "fence"), language in ("yaml", "yml")))
        i = end + 1
    return blocks


def _closes(line: str, fence: str) -> bool:
    """Whether a line closes a fence: as long a run of its character, and nothing else."""
    mark = line.strip()
    return mark.startswith(fence[:3]) and mark.strip(fence[0]) == ""


def bbcode_block(text: str) -> OrdersText | None:
    """The first [code] block (also [code=yaml], [CODE], [syntax=yaml], [pre]): the text between its tags.
    Text after the opening tag on its line is the block's first line; the lines before it are the offset."""
    blocks = _bbcode_blocks(text)
    return blocks[0] if blocks else None


def _bbcode_blocks(text: str, given: str | None = None) -> list[OrdersText]:
    """Every [code] block of a text (`bbcode_block`); one never closed runs to the end of the text. Each block's
    text is taken from the text as `given` (`_fences`)."""
    blocks: list[OrdersText] = []
    start = counted = lines_before = 0
    while (opening := _bb_opening(text, start)) is not None:
        name, opened = opening
        closing = re.compile(rf"\[/{name}\]", re.IGNORECASE).search(text, opened)
        body = (text if given is None else given)[opened:closing.start() if closing else len(text)]
        lines_before += text.count("\n", counted, opened)  # from the block before: each line counted once
        counted, offset = opened, lines_before
        if body.startswith("\r\n"):
            body, offset = body[2:], offset + 1
        elif body.startswith("\n"):
            body, offset = body[1:], offset + 1
        if body and not body.endswith("\n"):
            body += "\n"
        blocks.append(OrdersText(body, offset, "bbcode"))
        if closing is None:
            break
        start = closing.end()
    return blocks


def _bb_opening(text: str, start: int = 0) -> tuple[str, int] | None:
    """The first opening tag of a code block from `start` — `[code]`, or `[code` then `=` or a space and anything
    up to the first `]` — as its name and the position after it. When no `]` follows a tag, none follows any later
    one: the search ends there, rather than read to the end of the text again for every tag."""
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
    """The first phpBB code box copied from a rendered post (`_code_boxes`)."""
    boxes = _code_boxes(text)
    return boxes[0] if boxes else None


def _code_boxes(text: str, given: str | None = None) -> list[OrdersText]:
    """Every phpBB code box copied from a rendered post: its title line ("Код: Выделить всё"), then its orders up
    to where their YAML ends (`_yaml_end`); the words after them, up to the next box, are left out. A box's lines
    are read in the text as `given` (`_fences`)."""
    titles = [i for i, line in enumerate(text.split("\n")) if _CODE_BOX_TITLE.match(line)]
    lines = given.split("\n") if given is not None else text.split("\n")
    boxes: list[OrdersText] = []
    for title, following in zip(titles, [*titles[1:], len(lines)], strict=False):  # none after the last
        end, words = _yaml_end(lines, title + 1, following)
        left_out = (words + 1, lines[words].strip()) if words is not None else None
        boxes.append(OrdersText("".join(line + "\n" for line in lines[title + 1:end]), title + 1, "code-box",
                                left_out))
    return boxes


def _yaml_end(lines: list[str], start: int, stop: int) -> tuple[int, int | None]:
    """Where the YAML copied from a code box ends among `lines[start:stop]`: after the last of its lines that YAML
    goes on with (`_YAML_GOES_ON`; a `---` before them), before the first line that is none of those — the words
    written after the box, also given (None: none)."""
    end = start
    for i in range(start, stop):
        line = lines[i]
        if not line.strip():
            continue
        if _YAML_GOES_ON.match(line) or (end == start and line.strip() == "---"):
            end = i + 1
            continue
        return end, i
    return end, None


def post_warnings(found: OrdersText, language: Language, shown: str, *, at_lines: bool = True) -> list[Problem]:
    """The warnings of what was left out of a post: the words after a copied code box, from their line; the other
    code blocks that hold orders. `at_lines`: each stands at its line of the text; not when the orders are saved
    apart from the post (`take`): its sentence still names the post's line."""
    problems: list[Problem] = []
    if found.left_out is not None:
        line, words = found.left_out
        if len(words) > _QUOTED_CHARACTERS:  # cut after a whole word, when one ends there
            cut = words[:_QUOTED_CHARACTERS + 1]
            words = (cut.rsplit(" ", 1)[0] if " " in cut else cut[:-1]).rstrip(" ,;:") + "…"
        problems.append(Problem("after-code-box", say("after-code-box", language, line=line, text=words),
                                Location(shown, line if at_lines else None), "warning"))
    if found.blocks > 1:
        line = found.offset + 1
        problems.append(Problem("orders-blocks", say("orders-blocks", language, count=found.blocks, line=line),
                                Location(shown, line if at_lines else None), "warning"))
    return problems


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
