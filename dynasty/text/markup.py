"""What makes text more than text, and how text from the game is kept from being it: the characters that are no
text (controls, and the marks that turn the direction of writing), and the escaping of Markdown and BBCode so that a
name or a happening opens no markup in a report or a post (`reports.render`, `orders.reply`)."""

from __future__ import annotations

import re

#: Characters that are no text: C0 and C1 controls (line breaks, the escape that starts a terminal command),
#: and the marks that turn the direction of writing or break lines invisibly.
CONTROL_CHARACTERS = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


# -- Markdown and BBCode ---------------------------------------------------------------------------------------

_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|#&~])")


def md_text(value: object) -> str:
    """Text from the game (names, happenings) made inert in Markdown: punctuation that could start markup
    is backslash-escaped, and newlines become spaces so a line stays a line."""
    if type(value) is str:  # the same names come back in every report of a turn: remembered
        escaped = _md_escaped.get(value)
        if escaped is None:
            if len(_md_escaped) >= _MD_MEMO_SIZE:
                _md_escaped.clear()
            escaped = _md_escaped[value] = _MD_SPECIAL.sub(r"\\\1", " ".join(value.splitlines()))
        return escaped
    text = " ".join(str(value).splitlines())
    return _MD_SPECIAL.sub(r"\\\1", text)


_md_escaped: dict[str, str] = {}
_MD_MEMO_SIZE = 100_000


def md_cell(value: object) -> str:
    """A GFM table cell: `|` would end the cell and a newline the row; both are neutralised."""
    return md_text(value)


def md_code(value: object) -> str:
    """An inline code span around `value` (ids, dice keys), long enough for backticks inside; a `|` is
    escaped so the span may stand in a table cell."""
    text = " ".join(str(value).splitlines())
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    ticks = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}".replace("|", "\\|")


def md_fence(value: object, info: str = "") -> str:
    """A fenced code block (the family tree, the order template) with a fence longer than any run of
    backticks in the text."""
    text = str(value).rstrip("\n")
    longest = max((len(run) for run in re.findall(r"`{3,}", text)), default=2)
    fence = "`" * (longest + 1)
    return f"{fence}{info}\n{text}\n{fence}"


def bb_text(value: object) -> str:
    """Text from the game made inert in BBCode: brackets become their full-width look-alikes, so a name
    like `[b]` opens no tag; newlines become spaces."""
    text = " ".join(str(value).splitlines())
    return text.replace("[", "［").replace("]", "］")


def bb_code(value: object) -> str:
    """Text inside [code]...[/code]: kept as is except a closing `[/code]`, which would end the block."""
    text = str(value).rstrip("\n")
    return re.sub(r"\[/code", "［/code", text, flags=re.IGNORECASE)
