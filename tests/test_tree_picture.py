"""The family tree's picture (`reports.tree`, `tree_layout`, `tree_picture`): a house's picture shows exactly the
people and links of its JSON report (INFO-3, INFO-5), generations in rows with spouses side by side, every name
in a font that has its letters, as SVG that holds names as text and as a PNG that fits a forum's attachment."""

from __future__ import annotations

import copy
import io
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

import pytest
from fontTools.ttLib import TTFont
from PIL import Image

from dynasty.game.campaign import GameSettings
from dynasty.game.rules import default_rules
from dynasty.game.state import GameState
from dynasty.reports.build import build_dynasty_report
from dynasty.reports.model import DynastyReport
from dynasty.reports.tree import TreeData, TreeHouse, TreePerson, gm_tree, house_tree
from dynasty.reports.tree_layout import layout
from dynasty.reports.tree_picture import ATTACHMENT_LIMIT, Label, _font_file, drawing, png, svg
from tests.builders import hide_differently
from tests.test_knowledge import play

Played = tuple[GameState, dict[str, Any], GameSettings]
SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def played() -> Played:
    """A classic game after four turns of the bot: children born in the game, some dead, marriages across
    houses."""
    return play(5, 4)[-1]


def report_of(state: GameState, log: dict[str, Any], settings: GameSettings, reader: str) -> DynastyReport:
    return build_dynasty_report(state, default_rules(), settings, reader, log or None, None)


def tree_of(state: GameState, log: dict[str, Any], settings: GameSettings, reader: str) -> TreeData:
    """The reader's tree as `report_texts` makes it: from his JSON report, read back."""
    report = report_of(state, log, settings, reader)
    return house_tree(DynastyReport.model_validate_json(report.model_dump_json()))


def texts(svg_text: str) -> list[str]:
    return [element.text or "" for element in ElementTree.fromstring(svg_text).iter(f"{SVG}text")]


# -- fog of war ----------------------------------------------------------------------------------------------


def test_info_3_a_house_picture_is_the_same_whatever_the_others_hide(played: Played) -> None:
    """INFO-3: what is hidden of other houses (traits, loyalty, mood, skills, treasury, army, technologies)
    changes neither the picture's source data nor the picture."""
    state, log, settings = played
    rules = default_rules()
    for reader in state.living_dynasties():
        changed = hide_differently(state, reader, rules)
        before, after = tree_of(state, log, settings, reader), tree_of(changed, log, settings, reader)
        assert after.as_data() == before.as_data(), reader
        assert svg(drawing(after)) == svg(drawing(before)), reader


def test_info_3_a_house_picture_shows_no_one_its_report_does_not_link_to(played: Played) -> None:
    """INFO-3, INFO-5: a character of another house with no family link to the reader's is in no picture of the
    reader's: renaming him changes the GM's tree, not the reader's."""
    state, log, settings = played
    reader = state.living_dynasties()[0]
    tree = tree_of(state, log, settings, reader)
    shown = {p.id for p in tree.people}
    stranger = next(cid for cid, c in state.characters.items() if c.alive and cid not in shown)
    changed = copy.deepcopy(state)
    changed.characters[stranger].name = "Неведомый"
    assert tree_of(changed, log, settings, reader).as_data() == tree.as_data()
    assert not any("Неведомый" in text for text in texts(svg(drawing(tree_of(changed, log, settings, reader)))))
    assert any("Неведомый" in text for text in texts(svg(drawing(gm_tree(changed, default_rules(), "ru")))))


def test_info_5_the_picture_shows_exactly_the_people_and_links_of_the_json_report(played: Played) -> None:
    """INFO-5, INFO-3: the picture's people are the report's `family`, each a box with his name, and its links
    the family links the report gives them; the heir is marked in the reader's house only."""
    state, log, settings = played
    for reader in state.living_dynasties():
        report = report_of(state, log, settings, reader)
        tree = house_tree(report)
        family = {k.id: k for k in report.family}
        assert [p.id for p in tree.people] == list(family)
        assert {(parent, child) for parent, child in tree.parents} == {
            (parent, k.id) for k in family.values() for parent in (k.father, k.mother) if parent in family}
        for husband, wife in tree.marriages:
            linked = family[husband].spouse == wife or any(
                {k.father, k.mother} == {husband, wife} for k in family.values())
            assert linked, (husband, wife)
        assert {p.id for p in tree.people if p.heir} <= {m.id for m in report.members if "heir" in m.roles}
        assert all(p.house == reader for p in tree.people if p.heir)
        labels = texts(svg(drawing(tree)))
        for person in tree.people:
            assert any(label.endswith(person.name) for label in labels), person.name


# -- the layout ------------------------------------------------------------------------------------------------


def test_generations_are_rows_spouses_stand_side_by_side_and_no_two_boxes_overlap(played: Played) -> None:
    state, log, settings = played
    trees = [tree_of(state, log, settings, reader) for reader in state.living_dynasties()]
    for tree in [*trees, gm_tree(state, default_rules(), "ru")]:
        placed = layout(tree)
        spots = placed.spots
        assert set(spots) == {p.id for p in tree.people}
        for child, parent in placed.owner.items():  # the lines drawn go down, a generation or more
            assert spots[child].row > spots[parent].row, (parent, child)
        for couple in placed.beside:
            a, b = sorted(couple)
            assert spots[a].row == spots[b].row and abs(spots[a].x - spots[b].x) == 1, couple
        taken = sorted((s.row, s.x) for s in spots.values())
        for (row, x), (next_row, next_x) in zip(taken, taken[1:], strict=False):
            assert row != next_row or next_x - x >= 1, (row, x, next_x)


def test_a_widow_stands_beside_both_husbands_with_the_children_of_each() -> None:
    """A marriage death ended is drawn by its children: a woman with two husbands, neither with parents drawn,
    stands between them."""
    tree = TreeData(5, "ru", "Дом", [TreeHouse("h", "Дом", own=True)], [
        TreePerson("w", "Вдова", "f", "h", 40, True),
        TreePerson("a", "Первый", "m", "h", 40, False, died=2),
        TreePerson("b", "Второй", "m", "h", 45, True),
        TreePerson("c1", "Сын", "m", "h", 20, True, born=1),
        TreePerson("c2", "Дочь", "f", "h", 5, True, born=4)],
        parents=[("a", "c1"), ("w", "c1"), ("b", "c2"), ("w", "c2")], marriages=[("a", "w"), ("b", "w")])
    spots = layout(tree).spots
    assert {spots["a"].row, spots["b"].row} == {spots["w"].row}
    assert sorted([spots["a"].x, spots["b"].x]) == [spots["w"].x - 1, spots["w"].x + 1]
    first_side = spots["a"].x < spots["w"].x
    assert (spots["c1"].x < spots["c2"].x) == first_side  # each child under his own parents' marriage


# -- the files -------------------------------------------------------------------------------------------------


def test_every_letter_of_the_picture_is_in_the_font_it_is_drawn_with(played: Played) -> None:
    """Cyrillic names, ♛ and † render: the font (DejaVu Sans, shipped with matplotlib) has a glyph for each
    character of every label, bold and regular."""
    state, log, settings = played
    labels = [s for s in drawing(gm_tree(state, default_rules(), "ru")).shapes if isinstance(s, Label)]
    labels += [s for s in drawing(gm_tree(state, default_rules(), "en")).shapes if isinstance(s, Label)]
    assert any("♛" in label.text for label in labels) and any("†" in label.text for label in labels)
    for bold in (False, True):
        glyphs = TTFont(str(_font_file(bold))).getBestCmap()
        missing = {char for label in labels if label.bold == bold for char in label.text if ord(char) not in glyphs}
        assert missing == set(), missing


def test_a_name_is_text_in_the_svg_never_markup() -> None:
    hostile = '</text><script>alert("x")</script>&amp;'
    tree = TreeData(3, "ru", "Дом", [TreeHouse("h", "Дом <b>", own=True)],
                    [TreePerson("x", hostile, "m", "h", 30, True, head=True)])
    root = ElementTree.fromstring(svg(drawing(tree)))
    assert not list(root.iter(f"{SVG}script"))
    assert "♛ " + hostile in [element.text for element in root.iter(f"{SVG}text")]


def big_tree(generations: int, children: int) -> TreeData:
    """A house whose every couple has `children` children, for `generations` generations."""
    people = [TreePerson("p0", "Родоначальник", "m", "h", 75, False, died=1),
              TreePerson("w0", "Родоначальница", "f", "h", 70, False, died=1)]
    parents: list[tuple[str, str]] = []
    marriages = [("p0", "w0")]
    couples = [("p0", "w0")]
    for g in range(1, generations):
        next_couples = []
        for father, mother in couples:
            for n in range(children):
                son, wife = f"{father}-{n}", f"{father}-{n}w"
                people += [TreePerson(son, f"Святополк {g}{n}", "m", "h", 60 - 10 * g, True),
                           TreePerson(wife, f"Евфросиния {g}{n}", "f", "h", 60 - 10 * g, True)]
                parents += [(father, son), (mother, son)]
                marriages.append((son, wife))
                next_couples.append((son, wife))
        couples = next_couples
    return TreeData(9, "ru", "Дом", [TreeHouse("h", "Дом", own=True)], people, parents, marriages)


def test_a_house_picture_fits_phpbbs_attachment_limit_however_big_the_house() -> None:
    """phpBB's default: 256 KiB an attachment. A house of 170 people fits; a picture over the limit is drawn in
    fewer colours, then smaller, until it fits."""
    small, big = drawing(big_tree(2, 3)), drawing(big_tree(5, 3))
    assert len(big_tree(5, 3).people) > 150
    for picture in (small, big):
        data = png(picture)
        assert len(data) <= ATTACHMENT_LIMIT
        assert Image.open(io.BytesIO(data)).size == (picture.width, picture.height)
    full = png(big)
    fewer = png(big, limit=len(full) - 1)
    assert len(fewer) < len(full) and Image.open(io.BytesIO(fewer)).mode == "P"  # a palette
    smaller = png(big, limit=len(fewer) - 1)
    assert Image.open(io.BytesIO(smaller)).size[0] < big.width


def test_the_same_tree_gives_the_same_svg_and_png(played: Played) -> None:
    state, log, settings = played
    tree = tree_of(state, log, settings, state.living_dynasties()[0])
    assert svg(drawing(tree)) == svg(drawing(copy.deepcopy(tree)))
    assert png(drawing(tree)) == png(drawing(copy.deepcopy(tree)))


def test_a_turn_writes_each_house_its_svg_each_player_his_png_to_attach_and_the_gm_the_whole_tree(
        duel_copy: Path) -> None:
    """The pictures are written with the reports: `<id>.svg` for every house and the GM's `gm.svg`, `gm.png`;
    the PNG a player attaches stands in his posts folder, and the desk names it under his first message."""
    folder = duel_copy / "reports" / "turn-01"
    houses = sorted(p.stem for p in folder.glob("*.json") if p.name != "public.json")
    assert houses and sorted(p.stem for p in folder.glob("*.svg")) == sorted([*houses, "gm"])
    assert Image.open(folder / "gm.png").format == "PNG"
    for house in houses:
        [attached] = (folder / "posts").glob(f"*/{house}.png")
        report = DynastyReport.model_validate_json((folder / f"{house}.json").read_text(encoding="utf-8"))
        picture = drawing(house_tree(report))  # the picture of the house's JSON report, and nothing else
        assert Image.open(attached).size == (picture.width, picture.height)
        assert len(attached.read_bytes()) <= ATTACHMENT_LIMIT
        assert texts((folder / f"{house}.svg").read_text(encoding="utf-8"))[0].startswith("Родословное древо")
    desk = (folder / "posts" / "desk.html").read_text(encoding="utf-8")
    assert desk.count("Приложите к этому сообщению картинку родословного древа") == len(houses)
