"""A family tree drawn: SVG for the screen and PNG for a forum's attachments, from one list of shapes.

The tree's people stand where `tree_layout` puts them, one box each: the name, the age (of the dead, † with the
age and turn of death), the head (♛) and the heir, and for a private tree the house of those of other houses.
Each house has its colour, named in the legend with what it is (a cadet branch, a vassal, fallen); the dead are
pale, with a dashed border. A marriage is a red line (side by side, or across the tree when both spouses stand
under their own parents); a child hangs from his parents' marriage, or from the parent he is drawn under.

Text is drawn with DejaVu Sans, which matplotlib ships (it has Cyrillic), measured once so that the SVG and the
PNG have the same boxes; Pillow paints the PNG. A PNG is made to fit a forum's attachment limit (phpBB's default:
256 KiB): drawn at twice its size and halved, in 256 colours, then in fewer, then smaller, until it fits."""

from __future__ import annotations

import importlib.util
import io
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape, quoteattr

from dynasty.game.rules import Rules
from dynasty.game.state import GameState
from dynasty.reports.model import DynastyReport
from dynasty.reports.tree import TreeData, TreeHouse, TreePerson, gm_tree, house_tree
from dynasty.reports.tree_layout import Layout, layout
from dynasty.text.catalogs import Language, Named, message

if TYPE_CHECKING:
    from PIL import ImageDraw, ImageFont

#: phpBB's default limit of an attachment, in bytes.
ATTACHMENT_LIMIT = 256 * 1024
#: The largest picture drawn as a PNG, in pixels: the whole tree of a bigger game is left to its SVG.
PNG_PIXELS = 8_000_000

_FONT_SIZE, _NAME_SIZE, _TITLE_SIZE = 11, 12, 15
_PAD, _GAP, _ROW_GAP, _LINE = 8, 18, 46, 15
_MIN_BOX = 120

#: The houses' colours: the fill, the border. The reader's house has the first.
_COLOURS = [("#f8e6a8", "#a07d12"), ("#cfe2f6", "#3d6a9e"), ("#d5eccb", "#4f7f3a"), ("#f6d2cb", "#a4483a"),
            ("#e2d6f1", "#6a4f96"), ("#f7dcbc", "#a76a22"), ("#cfeaea", "#3a7f7f"), ("#eed5e3", "#93456f"),
            ("#e3e3c9", "#6f6f32"), ("#d9dde8", "#4a5571")]
_INK, _PALE_INK, _MARRIAGE, _LINK = "#222222", "#6b6b6b", "#b03030", "#555555"


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float
    fill: str
    stroke: str
    width: float = 1.0
    dashed: bool = False
    radius: float = 6.0


@dataclass(frozen=True)
class Line:
    points: tuple[tuple[float, float], ...]
    colour: str
    width: float = 1.2
    dashed: bool = False


@dataclass(frozen=True)
class Label:
    x: float
    y: float  # the baseline
    text: str
    size: int
    colour: str = _INK
    bold: bool = False
    middle: bool = True  # centred on x, else starting at x


Shape = Box | Line | Label


@dataclass
class Drawing:
    width: float
    height: float
    shapes: list[Shape]


# -- fonts and words ---------------------------------------------------------------------------------------------


@cache
def _font_file(bold: bool) -> Path:
    spec = importlib.util.find_spec("matplotlib")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("matplotlib, which ships the font of the pictures, is not installed")
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return Path(next(iter(spec.submodule_search_locations))) / "mpl-data" / "fonts" / "ttf" / name


@cache
def _font(size: int, bold: bool) -> ImageFont.FreeTypeFont:
    from PIL import ImageFont

    return ImageFont.truetype(str(_font_file(bold)), size)


def text_width(text: str, size: int, bold: bool = False) -> float:
    return float(_font(size, bold).getlength(text))


def _person_lines(person: TreePerson, house: TreeHouse | None, language: Language, private: bool) -> list[str]:
    who = Named(person.name, "person", person.sex)
    if person.alive:
        lines = [message(language, "tree-age", age=person.age) if person.age else message(language, "tree-newborn",
                                                                                             who=who)]
    elif person.died is not None and person.died > 0:  # 0: before the game began
        lines = [message(language, "tree-died", age=person.age, turn=person.died)]
    else:
        lines = [message(language, "tree-dead", age=person.age)]
    roles = []  # the head is marked by ♛ before his name
    if person.heir:
        roles.append(message(language, "tree-heir", who=who))
    if private and house is not None and not house.own:
        roles.append(house.name)
    if roles:
        lines.append(" · ".join(roles))
    return lines


def _house_note(house: TreeHouse, language: Language) -> str:
    notes = []
    if house.own:
        notes.append(message(language, "tree-own"))
    if house.branch_of is not None:
        notes.append(message(language, "tree-branch-of", house=Named(house.branch_of, "house")))
    if house.lord is not None:
        notes.append(message(language, "tree-vassal-of", house=Named(house.lord, "house")))
    if house.fallen:
        notes.append(message(language, "tree-fallen"))
    return house.name + (f" — {', '.join(notes)}" if notes else "")


# -- the drawing -----------------------------------------------------------------------------------------------


def drawing(tree: TreeData, placed: Layout | None = None) -> Drawing:
    """The shapes of the tree's picture, in drawing order (lines under boxes), sizes in pixels."""
    language: Language = "ru" if tree.language == "ru" else "en"
    placed = placed if placed is not None else layout(tree)
    houses = {h.id: h for h in tree.houses}
    colour = {h.id: _COLOURS[n % len(_COLOURS)] for n, h in enumerate(tree.houses)}
    private = tree.house is not None
    texts = {p.id: _person_lines(p, houses.get(p.house), language, private) for p in tree.people}
    box_w = max([_MIN_BOX, *(text_width(p.name, _NAME_SIZE, True) + 2 * _PAD for p in tree.people),
                 *(text_width(line, _FONT_SIZE) + 2 * _PAD for lines in texts.values() for line in lines)])
    box_h = _PAD + _NAME_SIZE + 4 + 2 * _LINE + _PAD - 4
    slot, row_h = box_w + _GAP, box_h + _ROW_GAP

    shapes: list[Shape] = []
    title = (message(language, "tree-title-house", house=Named(tree.house, "house"), turn=tree.turn)
             if tree.house is not None else message(language, "tree-title-gm", turn=tree.turn))
    y: float = 14 + _TITLE_SIZE
    shapes.append(Label(14, y, title, _TITLE_SIZE, bold=True, middle=False))
    widest = 14 + text_width(title, _TITLE_SIZE, True)
    y += 10
    for house in tree.houses:
        fill, stroke = colour[house.id]
        y += _LINE + 3
        shapes.append(Box(14, y - 12, 22, 14, fill, stroke, radius=3))
        note = _house_note(house, language)
        shapes.append(Label(44, y, note, _FONT_SIZE, middle=False))
        widest = max(widest, 44 + text_width(note, _FONT_SIZE))
    key = message(language, "tree-key")
    y += _LINE + 6
    shapes.append(Label(14, y, key, _FONT_SIZE, _PALE_INK, middle=False))
    widest = max(widest, 14 + text_width(key, _FONT_SIZE))
    top = y + 24

    def box(pid: str) -> tuple[float, float]:
        """The top left corner of a person's box."""
        spot = placed.spots[pid]
        return 14 + (spot.x - 0.5) * slot, top + spot.row * row_h

    for a, b in tree.marriages:  # the marriages under everything
        (ax, ay), (bx, by) = box(a), box(b)
        if frozenset((a, b)) in placed.beside:
            left, right = sorted((ax, bx))
            shapes.append(Line(((left + box_w, ay + box_h / 2), (right, by + box_h / 2)), _MARRIAGE, 2.4))
        else:  # spouses each under their own parents: a dashed line below the row, under no box
            (left_x, left_y), (right_x, right_y) = sorted(((ax, ay), (bx, by)))
            low = max(left_y, right_y) + box_h + _ROW_GAP * 0.3
            start, end = (left_x + box_w * 0.75, left_y + box_h), (right_x + box_w * 0.25, right_y + box_h)
            shapes.append(Line((start, (start[0], low), (end[0], low), end), _MARRIAGE, 1.2, dashed=True))
    parents_of: dict[str, list[str]] = {}
    for parent, child in tree.parents:
        parents_of.setdefault(child, []).append(parent)
    for child, owner in placed.owner.items():
        ox, oy = box(owner)
        other = next((p for p in parents_of.get(child, []) if p != owner), None)
        if other is not None and frozenset((owner, other)) in placed.beside:
            px = (ox + box(other)[0] + box_w) / 2  # the middle of the marriage's line
            start = (px, oy + box_h / 2)
        else:
            px = ox + box_w / 2
            start = (px, oy + box_h)
        cx, cy = box(child)
        bus = cy - _ROW_GAP / 2
        shapes.append(Line((start, (px, bus), (cx + box_w / 2, bus), (cx + box_w / 2, cy)), _LINK))
    for person in tree.people:
        x, y = box(person.id)
        fill, stroke = colour.get(person.house, _COLOURS[-1])
        if not person.alive:
            fill = _paler(fill)
        width = 3.0 if person.head else 2.0 if person.heir else 1.0
        shapes.append(Box(x, y, box_w, box_h, fill, stroke if person.alive else _PALE_INK, width,
                          dashed=not person.alive))
        ink = _INK if person.alive else _PALE_INK
        name = ("♛ " if person.head else "") + person.name
        shapes.append(Label(x + box_w / 2, y + _PAD + _NAME_SIZE, name, _NAME_SIZE, ink, bold=True))
        for n, line in enumerate(texts[person.id]):
            shapes.append(Label(x + box_w / 2, y + _PAD + _NAME_SIZE + 4 + (n + 1) * _LINE - 2, line, _FONT_SIZE,
                                ink))
    width = max(widest + 14, 28 + placed.width * slot - _GAP)
    height = top + placed.rows * row_h - _ROW_GAP + 14
    return Drawing(round(width), round(height), shapes)


def _paler(colour: str) -> str:
    """Half way to white."""
    red, green, blue = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{(c + 255) // 2:02x}" for c in (red, green, blue))


# -- SVG and PNG -------------------------------------------------------------------------------------------------


def svg(picture: Drawing) -> str:
    """The SVG text: every name escaped, so that a name is text and never markup."""
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{picture.width}" height="{picture.height}" '
           f'viewBox="0 0 {picture.width} {picture.height}" font-family="DejaVu Sans, Verdana, Arial, sans-serif">',
           f'<rect width="{picture.width}" height="{picture.height}" fill="#ffffff"/>']
    for shape in picture.shapes:
        if isinstance(shape, Box):
            dash = ' stroke-dasharray="5 3"' if shape.dashed else ""
            out.append(f'<rect x="{shape.x:.1f}" y="{shape.y:.1f}" width="{shape.w:.1f}" height="{shape.h:.1f}" '
                       f'rx="{shape.radius:g}" fill="{shape.fill}" stroke="{shape.stroke}" '
                       f'stroke-width="{shape.width:g}"{dash}/>')
        elif isinstance(shape, Line):
            points = " ".join(f"{x:.1f},{y:.1f}" for x, y in shape.points)
            dash = ' stroke-dasharray="6 4"' if shape.dashed else ""
            out.append(f'<polyline points="{points}" fill="none" stroke="{shape.colour}" '
                       f'stroke-width="{shape.width:g}"{dash}/>')
        else:
            anchor = ' text-anchor="middle"' if shape.middle else ""
            weight = ' font-weight="bold"' if shape.bold else ""
            out.append(f'<text x="{shape.x:.1f}" y="{shape.y:.1f}" font-size="{shape.size}" '
                       f'fill={quoteattr(shape.colour)}{anchor}{weight}>{escape(shape.text)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def png(picture: Drawing, limit: int = ATTACHMENT_LIMIT) -> bytes:
    """The PNG, under `limit` bytes where it can be: drawn at twice its size and halved (smooth lines and
    letters), in 256 colours (a third of the bytes of full colour, and no difference to the eye), else in 64, else
    at three quarters, then half its size."""
    data = b""
    for scale, colours in ((1.0, 256), (1.0, 64), (0.75, 64), (0.5, 64)):
        data = _png(picture, scale, colours)
        if len(data) <= limit:
            break
    return data


@dataclass
class FamilyPictures:
    """A turn's family trees drawn: each house's SVG, then the GM's (`gm`); the PNG of each player's house, which
    he attaches to his first message; the GM's PNG, unless the game is too big for one (`PNG_PIXELS`)."""

    svgs: dict[str, str]
    pngs: dict[str, bytes]
    gm_png: bytes | None


def family_pictures(reports: Mapping[str, DynastyReport], attached: Iterable[str], state: GameState, rules: Rules,
                    language: Language, *, parallel: bool = False) -> FamilyPictures:
    """Every family tree of a turn: a house's from its report alone (fog of war: `house_tree`), the GM's from the
    state; the players' PNGs on every core in a big game (`parallel`)."""
    drawn = {did: drawing(house_tree(report)) for did, report in reports.items()}
    whole = drawing(gm_tree(state, rules, language))
    svgs = {did: svg(picture) for did, picture in drawn.items()} | {"gm": svg(whole)}
    players = [did for did in attached if did in drawn]
    made = dict(zip(players, pngs([drawn[did] for did in players], parallel=parallel), strict=True))
    gm_png = png(whole, limit=ATTACHMENT_LIMIT * 16) if whole.width * whole.height <= PNG_PIXELS else None
    return FamilyPictures(svgs, made, gm_png)


def pngs(pictures: list[Drawing], *, parallel: bool = False) -> list[bytes]:
    """The PNG of each picture, in order: in a big game's turn (`parallel`), on every core the process may use."""
    if not parallel or len(pictures) < 2:
        return [png(picture) for picture in pictures]
    import multiprocessing
    import os

    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    with multiprocessing.get_context("fork").Pool(min(cores, len(pictures))) as pool:
        return pool.map(png, pictures, chunksize=max(1, len(pictures) // (4 * cores)))


def _png(picture: Drawing, scale: float, colours: int) -> bytes:
    from PIL import Image, ImageDraw

    factor = 2 * scale
    image = Image.new("RGB", (round(picture.width * factor), round(picture.height * factor)), "#ffffff")
    pen = ImageDraw.Draw(image)
    for shape in picture.shapes:
        if isinstance(shape, Box):
            corners = (shape.x * factor, shape.y * factor, (shape.x + shape.w) * factor, (shape.y + shape.h) * factor)
            pen.rounded_rectangle(corners, radius=shape.radius * factor, fill=shape.fill,
                                  outline=None if shape.dashed else shape.stroke,
                                  width=max(1, round(shape.width * factor)))
            if shape.dashed:
                _dashed_outline(pen, corners, shape.stroke, max(1, round(shape.width * factor)), 5 * factor)
        elif isinstance(shape, Line):
            points = [(x * factor, y * factor) for x, y in shape.points]
            width = max(1, round(shape.width * factor))
            if shape.dashed:
                for start, end in zip(points, points[1:], strict=False):
                    _dashed(pen, start, end, shape.colour, width, 6 * factor)
            else:
                pen.line(points, fill=shape.colour, width=width, joint="curve")
        else:
            font = _font(max(1, round(shape.size * factor)), shape.bold)
            pen.text((shape.x * factor, shape.y * factor), shape.text, fill=shape.colour, font=font,
                     anchor="ms" if shape.middle else "ls")
    image = image.reduce(2).quantize(colours, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=6)
    return out.getvalue()


def _dashed(pen: ImageDraw.ImageDraw, start: tuple[float, float], end: tuple[float, float], colour: str,
            width: int, dash: float) -> None:
    (x0, y0), (x1, y1) = start, end
    length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    if length == 0:
        return
    steps = int(length // dash)
    for n in range(0, steps + 1, 2):
        a, b = n * dash / length, min(1.0, (n + 1) * dash / length)
        pen.line([(x0 + (x1 - x0) * a, y0 + (y1 - y0) * a), (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b)],
                 fill=colour, width=width)


def _dashed_outline(pen: ImageDraw.ImageDraw, corners: tuple[float, float, float, float], colour: str, width: int,
                    dash: float) -> None:
    left, top, right, bottom = corners
    for start, end in (((left, top), (right, top)), ((right, top), (right, bottom)),
                       ((right, bottom), (left, bottom)), ((left, bottom), (left, top))):
        _dashed(pen, start, end, colour, width, dash)
