"""Reports as forum posts: a report cut into messages that a forum takes (phpBB takes 60,000 characters by
default), and the folder `reports/turn-NN/posts/` that holds, for each player, exactly what to paste.

A report longer than the limit is cut between its sections where it can — before a heading, else between
paragraphs, else between lines — and never inside a table, a list (BBCode) or a code block, nor after a heading
it would leave alone at a post's end. Each post is headed "Часть 1 из 3"; without the headings, the posts put
together are the report, character for character. A block longer than the limit by itself (a table of a huge
game) goes whole into its post, which then is longer than the limit: `too_long` tells it.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from dynasty.text.catalogs import Language, message

if TYPE_CHECKING:
    from dynasty.game.campaign import GameSettings

Format = Literal["md", "bbcode"]
#: The extension of a rendered report's files, by format.
EXTENSIONS: Mapping[str, str] = {"md": ".md", "bbcode": ".bbcode"}

# How good a place to cut is: before a section's heading, before a subsection's, after an empty line, between
# two lines.
_SECTION, _SUBSECTION, _PARAGRAPH, _LINE = range(4)

_MD_FENCE = re.compile(r"^\s*(```|~~~)")
_MD_HEADING = re.compile(r"^(#{1,6}) ")
_BB_OPEN = re.compile(r"\[(list|table|quote|spoiler)(=[^\]]*)?\]", re.IGNORECASE)
_BB_CLOSE = re.compile(r"\[/(list|table|quote|spoiler)\]", re.IGNORECASE)
_BB_CODE_OPEN = re.compile(r"\[code(=[^\]]*)?\]", re.IGNORECASE)
_BB_CODE_CLOSE = re.compile(r"\[/code\]", re.IGNORECASE)
_BB_HEADING = re.compile(r"^\[(b|u|i)\].*\[/\1\]\s*$")


def header(n: int, total: int, fmt: Format, language: Language) -> str:
    """The first line of post `n` of `total`, with the empty line after it."""
    words = message(language, "report-post-part", n=n, total=total)
    return (f"[b]{words}[/b]" if fmt == "bbcode" else f"**{words}**") + "\n\n"


def split_posts(text: str, fmt: Format, max_chars: int, language: Language,
                length: Callable[[str], int] = len) -> list[str]:
    """`text` as forum posts of at most `max_chars` each, as the forum counts them (`length`: characters, or
    the UTF-16 units of Discord and Telegram), headed "Часть n из N"; one post, as it is, when it fits."""
    if length(text) <= max_chars:
        return [text]
    lines = text.splitlines(keepends=True)
    cuts = dict(_md_cuts(lines) if fmt == "md" else _bb_cuts(lines))
    starts = [0]  # where each line starts, as the forum counts
    for line in lines:
        starts.append(starts[-1] + length(line))
    total = 2
    while True:  # the heading's length depends on how many posts there are
        room = max_chars - length(header(total, total, fmt, language))
        pieces = _pieces(starts, cuts, room)
        if len(str(len(pieces))) <= len(str(total)):
            break
        total = len(pieces)
    chunks = ["".join(lines[a:b]) for a, b in zip(pieces, [*pieces[1:], len(lines)], strict=True)]
    if len(chunks) == 1:  # nowhere to cut
        return [text]
    return [header(n, len(chunks), fmt, language) + chunk for n, chunk in enumerate(chunks, start=1)]


def too_long(posts: list[str], max_chars: int, length: Callable[[str], int] = len) -> list[int]:
    """The numbers (from 1) of the posts longer than the limit (as `length` counts): each holds a block that
    cannot be cut."""
    return [n for n, post in enumerate(posts, start=1) if length(post) > max_chars]


def _pieces(starts: list[int], cuts: Mapping[int, int], room: int) -> list[int]:
    """The lines each post begins with: as few posts as the text allows, and among the ways to make that few,
    each post ends at the best place to cut (a section's start before a paragraph's, before a line's). A block
    longer than `room` goes whole into its post (the first place after it)."""
    end = len(starts) - 1
    places = sorted(i for i in cuts if 0 < i < end)
    at = [starts[i] for i in places]

    def reach(first: int) -> list[int]:
        """The places a post that begins at line `first` may end at: those it holds, or else the first after."""
        low, high = bisect_right(at, starts[first]), bisect_right(at, starts[first] + room)
        return places[low:high] if high > low else places[low:low + 1]

    # how many posts the text takes from each place on, with the post from there ending as far as it can
    needed: dict[int, int] = {}
    for first in reversed([0, *places]):
        ahead = reach(first)
        needed[first] = 1 if starts[end] - starts[first] <= room or not ahead else 1 + needed[ahead[-1]]
    pieces = [0]
    while needed[pieces[-1]] > 1:
        ahead = [i for i in reach(pieces[-1]) if needed[i] == needed[pieces[-1]] - 1]
        pieces.append(min(ahead, key=lambda i: (cuts[i], -i)))
    return pieces


def _md_cuts(lines: list[str]) -> Iterator[tuple[int, int]]:
    """The places a Markdown report may be cut (a line's index) and how good each is: never in a code block
    (```), between two rows of a table, before a line that continues a list item (indented), or after a
    heading."""
    fenced = False
    last_heading = -1  # the last line that was a heading, if nothing but empty lines followed it
    for i, line in enumerate(lines):
        if i > 0 and not fenced and last_heading < 0:
            before = lines[i - 1]
            table = before.startswith("|") and line.startswith("|")
            continued = line[:1] in (" ", "\t") or before.rstrip("\n").endswith("\\")
            if not table and not continued:
                heading = _MD_HEADING.match(line)
                if heading is not None:
                    yield i, _SECTION if len(heading.group(1)) <= 2 else _SUBSECTION
                elif not before.strip():
                    yield i, _PARAGRAPH
                elif line.strip():
                    yield i, _LINE
        if _MD_FENCE.match(line):
            fenced = not fenced
        if not fenced:
            if _MD_HEADING.match(line):
                last_heading = i
            elif line.strip():
                last_heading = -1


def _bb_cuts(lines: list[str]) -> Iterator[tuple[int, int]]:
    """The places a BBCode report may be cut and how good each is: only outside every [list], [table],
    [quote] and [code] (whose inside is not markup), and not after a heading line ([b]…[/b])."""
    depth, code, last_heading = 0, False, -1
    for i, line in enumerate(lines):
        if i > 0 and depth == 0 and not code and last_heading < 0:
            heading = _BB_HEADING.match(line)
            if heading is not None and not lines[i - 1].strip():
                yield i, _SECTION if heading.group(1) == "b" else _SUBSECTION
            elif not lines[i - 1].strip():
                yield i, _PARAGRAPH
            elif line.strip():
                yield i, _LINE
        rest = line
        while rest:
            if code:
                closing = _BB_CODE_CLOSE.search(rest)
                if closing is None:
                    break
                code, rest = False, rest[closing.end():]
                continue
            opening = _BB_CODE_OPEN.search(rest)
            part = rest if opening is None else rest[:opening.start()]
            depth += len(_BB_OPEN.findall(part)) - len(_BB_CLOSE.findall(part))
            depth = max(depth, 0)
            if opening is None:
                break
            code, rest = True, rest[opening.end():]
        if depth == 0 and not code:
            if _BB_HEADING.match(line):
                last_heading = i
            elif line.strip():
                last_heading = -1


# -- the posts folder --------------------------------------------------------------------------------------------

#: The chronicle's data in a player's folder, under the name his own check looks for beside his report
#: (`commands.player_check`).
CHRONICLE_DATA = "public.json"
#: Characters a file name may not hold on the systems GMs use: a forum name is written into a folder's name.
_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f\x7f]')
#: The most bytes a player's folder name takes: file systems allow 255 (ext4, in UTF-8 bytes), and a name of
#: emoji or Cyrillic takes two to four bytes a character; what is left is room for a copy's suffix.
FOLDER_BYTES = 200


def player_folder(dynasty_id: str, player: str | None) -> str:
    """The folder of a player's posts: his forum name and the dynasty's id (`Ратиборыч (yaroslavichi)`), or the
    id alone while `turns/game.yaml` names no player. A long name is cut, between two characters, so that the
    folder's name takes at most `FOLDER_BYTES` bytes."""
    if not player:
        return dynasty_id
    suffix = f" ({dynasty_id})"
    room = max(FOLDER_BYTES - len(suffix.encode()), 0)
    name = _UNSAFE.sub("_", player).strip().strip(".")
    cut = name.encode()[:room].decode(errors="ignore").rstrip().rstrip(".")  # a character cut in two is left out
    return f"{cut or '_'}{suffix}"


def code_block(text: str, fmt: Format) -> str:
    """The order template as a post: a code block, which the forum shows as it is and lets the player copy,
    escaped as the report's own copy is (`reports.render`): a name in it that closes the block (`[/code]`, a
    fence) must not end it and put the rest of the name into the post as markup."""
    from dynasty.text.markup import bb_code, md_fence

    return f"[code]{bb_code(text)}\n[/code]\n" if fmt == "bbcode" else f"{md_fence(text, 'yaml')}\n"


def template_posts(text: str, fmt: Format, max_chars: int, language: Language,
                   length: Callable[[str], int] = len) -> list[str]:
    """The order template as posts: one code block when it fits the forum's message, else cut between its lines
    into parts headed «Часть 1 из 2», each its own code block (a chat takes 2,000 or 4,096 characters, the
    template some 6,000), which the player pastes one after the other into one file."""
    whole = code_block(text, fmt)
    if length(whole) <= max_chars:
        return [whole]
    lines = text.splitlines(keepends=True)
    total = 2
    while True:  # the heading's length depends on how many parts there are
        room = max_chars - length(header(total, total, fmt, language)) - length(code_block("", fmt))
        chunks: list[str] = []
        for line in lines:
            if chunks and length(chunks[-1] + line) <= room:
                chunks[-1] += line
            else:
                chunks.append(line)
        if len(str(len(chunks))) <= len(str(total)):
            break
        total = len(chunks)
    return [header(n, len(chunks), fmt, language) + code_block(chunk.rstrip("\n"), fmt)
            for n, chunk in enumerate(chunks, start=1)]


@dataclass(frozen=True)
class PlayerPosts:
    """What goes to one player as private messages, in order: his report's parts, then his order template; and
    beside them his house's name and his JSON report (`data`), which his own check of his orders reads."""

    dynasty: str
    player: str | None
    report: list[str]
    template: str
    house: str = ""
    data: str = ""
    #: the order template's posts, cut for the forum (`template_posts`); one code block when not given
    orders: list[str] = field(default_factory=list)
    picture: bytes = b""  # the family tree's PNG, attached to his report's first message
    genealogy: str = ""  # the GEDCOM file of what his house knows, for a genealogy program


def posts_files(folder: Path, fmt: Format, chronicle: list[str], players: list[PlayerPosts], *,
                settings: GameSettings, turn: int, public: str) -> list[tuple[Path, str | bytes]]:
    """The files of `reports/turn-NN/posts/` (`folder`): the chronicle's parts for the forum's thread
    (`1-chronicle.bbcode`...), and for each player a folder named after him with his messages numbered in the
    order to send them (`1-report.bbcode`, `2-report.bbcode`, `3-orders.bbcode`), his JSON report and the
    chronicle's data (`public`), which his own check reads (`dynasty check N orders.yaml --report <id>.json`),
    his genealogy (`<id>.ged`), and his family tree's picture (`<id>.png`), to attach to his report's first
    message; and `desk.html`, the
    page to send them all from (`reports.desk`). A fallen house's last report has no order template (`template`
    empty): its folder holds the report and the picture alone."""
    from dynasty.reports.desk import DESK, Post, Recipient, desk_page

    extension = EXTENSIONS[fmt]
    posted = [Post(folder / f"{n}-chronicle{extension}", "chronicle", n, len(chronicle), post)
              for n, post in enumerate(chronicle, start=1)]
    files: list[tuple[Path, str | bytes]] = [(post.path, post.text) for post in posted]
    recipients = []
    for player in players:
        own = folder / player_folder(player.dynasty, player.player)
        messages = [Post(own / f"{n}-report{extension}", "report", n, len(player.report), post)
                    for n, post in enumerate(player.report, start=1)]
        orders = player.orders or ([code_block(player.template, fmt)] if player.template else [])
        first = len(messages) + 1
        messages += [Post(own / f"{first + i}-orders{extension}", "orders", i + 1, len(orders), post)
                     for i, post in enumerate(orders)]
        data: list[tuple[Path, str | bytes]] = []
        if player.template and player.data:
            data += [(own / f"{player.dynasty}.json", player.data), (own / CHRONICLE_DATA, public)]
        data += [(own / f"{player.dynasty}.ged", player.genealogy)] if player.genealogy else []
        files += [(post.path, post.text) for post in messages] + data
        attached = [own / f"{player.dynasty}.png"] if player.picture else []
        files += [(path, player.picture) for path in attached]
        recipients.append(Recipient(player.dynasty, player.player, player.house or player.dynasty, messages,
                                    [path for path, _ in data], attached))
    files.append((folder / DESK, desk_page(folder, settings, turn, posted, recipients)))
    return files
