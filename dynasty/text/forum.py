"""The forums a game is posted on (`forum:` of `turns/game.yaml`), and a report's text made into what each shows.

A forum's software decides how a post must read: its markup (BBCode or Markdown), the most a message may hold and
how it counts it, whether it draws tables, whether its database keeps emoji. Each software has a profile
(`PROFILES`), its documented defaults; a game's settings may change the markup, the limit, tables and emoji.
`for_forum` makes a report rendered once (`reports.render`) into the text for one profile — its tables as lists,
its emoji as words, its headings as the chat shows them — so that the templates stay one; `reports.posts` then
cuts it into posts under the profile's limit, counted as the forum counts (`Profile.length`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Literal

from dynasty.text.catalogs import Language, message

Software = Literal["phpbb", "smf", "discord", "telegram", "markdown"]
SOFTWARE: tuple[Software, ...] = ("phpbb", "smf", "discord", "telegram", "markdown")
Markup = Literal["bbcode", "md"]
#: How a forum counts a message's length: in characters (code points), or in UTF-16 code units, where an emoji
#: or any character beyond U+FFFF counts twice (the limits of Discord and Telegram are in these units).
Counting = Literal["characters", "utf16"]


@dataclass(frozen=True)
class Profile:
    """What one forum shows and takes: its markup, the most a message holds (`max_chars`, counted as `counting`
    says), whether it draws tables, and whether its posts may hold emoji."""

    software: Software
    format: Markup
    max_chars: int
    counting: Counting
    tables: bool
    emoji: bool

    def length(self, text: str) -> int:
        """The length of `text` as the forum counts it against `max_chars`."""
        return len(text) if self.counting == "characters" else utf16_units(text)


#: Each software's defaults, as its documentation gives them.
PROFILES: Mapping[str, Profile] = {
    # phpBB 3.3 as installed: `max_post_chars` 60,000, counted in characters (`utf8_strlen`); no [table] BBCode
    # (an admin may add one: `tables: true`). Since 3.2 its text formatter stores emoji as character references,
    # whatever the database; a board still on 3.0/3.1 (MySQL `utf8`) cuts a post at its first emoji:
    # `emoji: false`.
    "phpbb": Profile("phpbb", "bbcode", 60_000, "characters", tables=False, emoji=True),
    # SMF 2.x: "Maximum allowed post size" (`max_messageLength`) 20,000 characters; [table][tr][td] built in.
    # No emoji: SMF 2.0, still common, keeps posts in MySQL `utf8` (three bytes a character), where a 🎲 ends
    # the post; the words that stand for them read as well on 2.1.
    "smf": Profile("smf", "bbcode", 20_000, "characters", tables=True, emoji=False),
    # Discord: 2,000 per message, counted in UTF-16 code units; Markdown with headings (#, ##, ###), lists and
    # code blocks, but no tables.
    "discord": Profile("discord", "md", 2_000, "utf16", tables=False, emoji=True),
    # Telegram: 4,096 per message in UTF-16 units; a message typed or pasted takes **bold**, __italic__, `code`
    # and ```pre```, and no heading, table or backslash escape.
    "telegram": Profile("telegram", "md", 4_096, "utf16", tables=False, emoji=True),
    # Discourse: `max_post_length` 32,000 characters; CommonMark with GFM tables (GitHub takes 65,536 a comment,
    # as do most Markdown forums more than this).
    "markdown": Profile("markdown", "md", 32_000, "characters", tables=True, emoji=True),
}


def utf16_units(text: str) -> int:
    """The length of `text` in UTF-16 code units (a character beyond U+FFFF is two)."""
    return len(text.encode("utf-16-le")) // 2


def for_forum(text: str, profile: Profile, language: Language) -> str:
    """A report (or a reply) rendered in `profile.format`, as the forum shows it: tables as lists where it draws
    none, emoji as text where it keeps none, and Markdown as a chat reads it (Discord, Telegram)."""
    chat = profile.software in ("discord", "telegram") and profile.format == "md"
    if profile.format == "md":
        text = _md_outside_fences(text, lambda lines: _md_adapted(lines, profile), drop_mermaid=chat)
    else:
        text = _bb_outside_code(text, lambda part: _bb_adapted(part, profile))
    if not profile.emoji:
        text = without_emoji(text, language)
    return text


# -- tables as lists ----------------------------------------------------------------------------------------------

def table_items(header: list[str], rows: list[list[str]]) -> Iterator[tuple[str, list[tuple[str, str]]]]:
    """A table as list items: each row's first cell as its title, then its other cells with their column's
    heading; a cell that is empty or «—» is left out.

    Why a list rather than the table aligned in a code box: a member's row holds nine columns of long text
    (mood and its causes, five skills, traits), some 250 characters, which a code box shows on one scrolled line
    or wraps out of its columns on a phone; ♂, ♀ and 🎲 are wider than a letter in most fonts and break the
    alignment; and a code box shows the markup of an id as it is. An item per row reads as a sentence on any
    screen, and leaving out «—» says only what there is."""
    for cells in rows:
        title, *rest = cells
        named = zip([*header[1:], *[""] * len(rest)], rest, strict=False)  # a table without headings: values alone
        yield title, [(heading, value) for heading, value in named if value.strip() not in ("", "—")]


def _item_text(title: str, cells: list[tuple[str, str]], bold: Callable[[str], str]) -> str:
    said = [f"{heading}: {value}" if heading else value for heading, value in cells]
    return " · ".join([bold(title), *said] if title.strip() else said)


_MD_DELIMITER = re.compile(r"^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")


def _md_cells(line: str) -> list[str]:
    """The cells of a GFM table row: split at each `|` that no backslash escapes; inside a code span, `\\|` (the
    table's escape) becomes `|` again, as it reads out of a table."""
    cells, cell, escaped = [], "", False
    for char in line.strip():
        if char == "|" and not escaped:
            cells.append(cell)
            cell = ""
        else:
            cell += char
        escaped = char == "\\" and not escaped
    cells.append(cell)
    if line.strip().startswith("|"):
        cells = cells[1:]
    if cells and not cells[-1]:  # after the row's closing `|`
        cells = cells[:-1]
    return [_CODE_SPAN.sub(lambda m: m.group(0).replace("\\|", "|"), c.strip()) for c in cells]


def _md_tables_as_lists(lines: list[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(lines):
        if (lines[i].lstrip().startswith("|") and i + 1 < len(lines) and _MD_DELIMITER.match(lines[i + 1])):
            header = _md_cells(lines[i])
            i += 2
            rows = []
            while i < len(lines) and lines[i].lstrip().startswith("|"):
                rows.append(_md_cells(lines[i]))
                i += 1
            out += [f"- {_item_text(title, cells, lambda t: f'**{t}**')}\n"
                    for title, cells in table_items(header, rows)]
            continue
        out.append(lines[i])
        i += 1
    return out


_BB_TABLE = re.compile(r"\[table\](.*?)\[/table\]", re.IGNORECASE | re.DOTALL)
_BB_ROW = re.compile(r"\[tr\](.*?)\[/tr\]", re.IGNORECASE | re.DOTALL)
_BB_CELL = re.compile(r"\[td\](.*?)\[/td\]", re.IGNORECASE | re.DOTALL)
_BB_BOLD = re.compile(r"^\[b\](.*)\[/b\]$", re.IGNORECASE | re.DOTALL)


def _bb_table_as_list(table: re.Match[str]) -> str:
    rows = [[cell.strip() for cell in _BB_CELL.findall(row)] for row in _BB_ROW.findall(table.group(1))]
    header: list[str] = []
    if rows and all(_BB_BOLD.match(cell) for cell in rows[0]):
        header = [_BB_BOLD.sub(r"\1", cell) for cell in rows.pop(0)]
    items = [f"[*]{_item_text(title, cells, lambda t: f'[b]{t}[/b]')}"
             for title, cells in table_items(header, [row for row in rows if row])]
    return "\n".join(["[list]", *items, "[/list]"])


# -- Markdown as each forum shows it ----------------------------------------------------------------------------

_MD_FENCE = re.compile(r"^\s*(`{3,}|~{3,})(.*)$")
_MD_HEADING = re.compile(r"^(#{1,6}) +(.*?)\s*$")
#: A code span: a run of backticks that no backslash escapes, and the same run closing it.
_CODE_SPAN = re.compile(r"(?<![`\\])(`+)(?!`).*?(?<!`)\1(?!`)")
#: Markdown's backslash escapes, as `text.markup.md_text` writes them.
_MD_ESCAPE = re.compile(r"\\([\\`*_\[\]<>|#&~])")
_MD_ITALIC = re.compile(r"(?<![*\\\w])\*(?=[^\s*])([^*\n]*?[^\s*\\])\*(?![*\w])")
#: The deepest heading Discord draws; a deeper one is shown as a bold line.
DISCORD_HEADINGS = 3


def _md_outside_fences(text: str, change: Callable[[list[str]], list[str]], *, drop_mermaid: bool) -> str:
    """`change` applied to each run of lines outside fenced code blocks; a Mermaid block left out if asked (a chat
    draws no diagram, and the family tree stands above it as text)."""
    lines = text.splitlines(keepends=True)
    out: list[str] = []
    run: list[str] = []
    i = 0
    while i < len(lines):
        fence = _MD_FENCE.match(lines[i])
        if fence is None:
            run.append(lines[i])
            i += 1
            continue
        out += change(run)
        run = []
        end = next((j for j in range(i + 1, len(lines)) if lines[j].strip().startswith(fence.group(1))
                    and not lines[j].strip().strip(fence.group(1)[0])), len(lines) - 1)
        if drop_mermaid and fence.group(2).strip() == "mermaid":
            i = end + 1
            if i < len(lines) and not lines[i].strip() and out and not out[-1].strip():
                i += 1  # the empty line after the block, when one stands before it too
            continue
        out += lines[i:end + 1]
        i = end + 1
    out += change(run)
    return "".join(out)


def _md_adapted(lines: list[str], profile: Profile) -> list[str]:
    if not profile.tables:
        lines = _md_tables_as_lists(lines)
    if profile.software == "telegram":
        return [_telegram_line(line) for line in lines]
    if profile.software == "discord":
        return [_discord_line(line) for line in lines]
    return lines


def _without_hard_break(line: str) -> str:
    """A chat breaks a line where the text does: CommonMark's hard break (a `\\` at the line's end) is not needed,
    and a chat would show the backslash."""
    body = line.rstrip("\n")
    trailing = len(body) - len(body.rstrip("\\"))
    return body[:-1] + line[len(body):] if trailing % 2 else line


def _discord_line(line: str) -> str:
    heading = _MD_HEADING.match(line)
    if heading is not None and len(heading.group(1)) > DISCORD_HEADINGS:
        line = f"**{heading.group(2)}**" + ("\n" if line.endswith("\n") else "")
    return _without_hard_break(line)


def _telegram_line(line: str) -> str:
    """A line as Telegram takes it pasted: a heading as a bold line, `*italic*` as `__italic__`, and no backslash
    escapes (Telegram shows them), outside code spans."""
    heading = _MD_HEADING.match(line)
    if heading is not None:
        line = f"**{heading.group(2)}**" + ("\n" if line.endswith("\n") else "")
    line = _without_hard_break(line)
    parts, at = [], 0
    for span in _CODE_SPAN.finditer(line):
        parts += [_telegram_prose(line[at:span.start()]), span.group(0)]
        at = span.end()
    parts.append(_telegram_prose(line[at:]))
    return "".join(parts)


def _telegram_prose(text: str) -> str:
    return _MD_ESCAPE.sub(r"\1", _MD_ITALIC.sub(r"__\1__", text))


# -- BBCode as each forum shows it ------------------------------------------------------------------------------

_BB_CODE = re.compile(r"\[code(?:=[^\]]*)?\].*?\[/code\]", re.IGNORECASE | re.DOTALL)


def _bb_outside_code(text: str, change: Callable[[str], str]) -> str:
    """`change` applied to each part of `text` outside [code]…[/code], whose inside is not markup."""
    parts, at = [], 0
    for block in _BB_CODE.finditer(text):
        parts += [change(text[at:block.start()]), block.group(0)]
        at = block.end()
    parts.append(change(text[at:]))
    return "".join(parts)


def _bb_adapted(part: str, profile: Profile) -> str:
    if not profile.tables:
        part = _BB_TABLE.sub(_bb_table_as_list, part)
    if profile.software == "smf":  # SMF numbers a list with [list type=decimal]; [list=1] it shows as it is
        part = re.sub(r"\[list=1\]", "[list type=decimal]", part, flags=re.IGNORECASE)
    return part


# -- emoji -----------------------------------------------------------------------------------------------------

_DIE_OF_NOTATION = re.compile(r"🎲 ?(?=[0-9]+[кd][0-9])")  # «🎲 1к6 = 3»: the notation says it is a die
_DIE_ROLLED = re.compile(r"🎲 ?([0-9]+)(?![0-9кd])")  # «(🎲 4)» in a province's row: the value alone
_DIE = re.compile(r"🎲 ?")  # before a dice key, «🎲 кубик задан мастером»
#: The program's other emoji and signs that old boards and fonts lack, and what stands for each.
_SIGNS = {"⚠️": "(!)", "⚠": "(!)", "🕊️ ": "", "🕊 ": "", "☠️": "†", "☠": "†", "⚭": "+"}
_SIGN = re.compile("|".join(map(re.escape, sorted(_SIGNS, key=len, reverse=True))))
#: What no board without emoji keeps: any character beyond U+FFFF (four bytes in UTF-8), and the selector
#: that asks for a character's emoji look.
_ASTRAL = re.compile("[\U00010000-\U0010ffff\ufe0f]")


def without_emoji(text: str, language: Language) -> str:
    """`text` with the program's emoji said in text — «🎲 1к6 = 3» as «1к6 = 3», a province's «(🎲 4)» as
    «(выпало 4)», ⚠️ as «(!)», ⚭ as «+», ☠️ as «†», 🕊️ left out (the sentence says "peace") — and any other
    character beyond U+FFFF left out, so that a board whose database keeps three bytes a character takes the
    post whole. ♂ and ♀ stay: every font has them (WGL4), and they take three bytes."""
    text = _DIE_OF_NOTATION.sub("", text)
    text = _DIE_ROLLED.sub(lambda m: message(language, "dice-rolled", values=m.group(1)), text)
    text = _SIGN.sub(lambda m: _SIGNS[m.group(0)], _DIE.sub("", text))
    return _ASTRAL.sub("", text)
