"""The genealogy files (`reports.gedcom`): `<id>.ged`, what a house knows of the families of the game, and
`gm.ged`, every character — read back with ged4py, a GEDCOM library, as a genealogy program would read them."""

from __future__ import annotations

import copy
import io
from typing import Any

import pytest
from ged4py.parser import GedcomReader

from dynasty.game.campaign import GameSettings
from dynasty.game.rules import default_rules
from dynasty.game.state import GameState
from dynasty.reports.build import build_dynasty_report, build_public_report
from dynasty.reports.gedcom import MAX_LINE, gm_gedcom, house_gedcom, house_people, public_rosters
from dynasty.reports.model import DynastyReport
from tests.builders import hide_differently
from tests.test_knowledge import play

Played = tuple[GameState, dict[str, Any], GameSettings]


@pytest.fixture(scope="module")
def played() -> Played:
    """A classic game after three turns of the bot: children born in the game, some dead."""
    return play(5, 4)[-1]


def house_file(state: GameState, log: dict[str, Any], settings: GameSettings, reader: str) -> str:
    """`<reader>.ged` as `report_texts` writes it: from the reader's report and the chronicle's data."""
    rules = default_rules()
    report = build_dynasty_report(state, rules, settings, reader, log or None, None)
    public = build_public_report(state, rules, settings, log or None, None)
    return house_gedcom(report, public_rosters(public))


def report_of(played: Played, reader: str) -> DynastyReport:
    state, log, settings = played
    return build_dynasty_report(state, default_rules(), settings, reader, log or None, None)


def read(text: str) -> dict[str, Any]:
    """The file as a genealogy program reads it: each person by his game id (REFN) with his name, sex,
    families as spouse and as child; each family's husband, wife and children, by game id."""
    reader = GedcomReader(io.BytesIO(text.encode()))
    ids = {}
    people = {}
    for indi in reader.records0("INDI"):
        game_id = indi.sub_tag_value("REFN")
        ids[indi.xref_id] = game_id
        given, surname, _ = indi.sub_tag("NAME").value  # ged4py parses "Имя /Династия/" into its parts
        people[game_id] = {"name": given, "house": surname or None, "sex": indi.sub_tag_value("SEX"),
                           "dead": indi.sub_tag("DEAT") is not None}
    families = []
    for fam in reader.records0("FAM"):
        husband, wife = fam.sub_tag("HUSB"), fam.sub_tag("WIFE")
        families.append((ids[husband.xref_id] if husband else None, ids[wife.xref_id] if wife else None,
                         sorted(ids[c.xref_id] for c in fam.sub_tags("CHIL"))))
    return {"people": people, "families": families, "header": reader.header}


def test_a_house_file_reads_back_with_the_names_sexes_and_families_of_its_report(played: Played) -> None:
    """INFO-5, INFO-3: every person of the file is one the report shows (its members, the members of other
    houses it lists, their parents and spouses it names, the dead of its family tree), with the name and sex
    it gives them; every couple the report shows married is a family, every child is a child of his parents'
    family."""
    state, log, settings = played
    for reader in state.living_dynasties():
        report = report_of(played, reader)
        text = house_file(state, log, settings, reader)
        found = read(text)
        shown = {m.id: (m.name, m.sex) for m in report.members}
        shown |= {m.id: (m.name, m.sex) for o in report.others for m in o.members}
        shown |= {cid: (n.name, n.sex) for cid, n in report.names.items() if n.kind == "person"}
        shown |= {kin.id: (kin.name, kin.sex) for kin in report.family}
        people = found["people"]
        assert set(people) <= set(shown), reader
        assert {m.id for m in report.members} <= set(people)
        assert {m.id for o in report.others for m in o.members} <= set(people)
        for cid, person in people.items():
            name, sex = shown[cid]
            assert person["name"] == name
            assert person["sex"] == (sex or "").upper()
        for member in report.members:
            assert people[member.id]["house"] == report.name
        couples = {(h, w) for h, w, _ in found["families"]}
        children = {c: (h, w) for h, w, kids in found["families"] for c in kids}
        for member in report.members:
            if member.spouse in people:
                assert (member.id, member.spouse) in couples or (member.spouse, member.id) in couples
            parents = (member.father if member.father in people else None,
                       member.mother if member.mother in people else None)
            if parents != (None, None):
                assert children[member.id] == parents
        assert len({h for h, w, _ in found["families"]} | {w for h, w, _ in found["families"]}) > 1


def test_the_gm_file_holds_every_character_and_every_marriage_of_the_state(played: Played) -> None:
    state, _, settings = played
    found = read(gm_gedcom(state, settings.language))
    assert set(found["people"]) == set(state.characters)
    for cid, c in state.characters.items():
        assert (found["people"][cid]["name"], found["people"][cid]["house"]) == (c.name,
                                                                                  state.dynasties[c.dynasty].name)
        assert found["people"][cid]["dead"] == (not c.alive)
    couples = {frozenset(p for p in (h, w) if p) for h, w, _ in found["families"]}
    married = {frozenset((cid, c.spouse)) for cid, c in state.characters.items() if c.spouse}
    assert married <= couples
    children = {c for _, _, kids in found["families"] for c in kids}
    assert children == {cid for cid, c in state.characters.items() if c.father or c.mother}
    assert any(not c.alive for c in state.characters.values())


def test_info_3_a_house_file_is_the_same_whatever_the_others_hide(played: Played) -> None:
    """INFO-3: "everything else of another dynasty — traits, loyalty, mood, skills, treasury, army strength,
    technologies — is hidden until learned": changing all of it changes no house's file."""
    state, log, settings = played
    rules = default_rules()
    for reader in state.living_dynasties():
        changed = hide_differently(state, reader, rules)
        assert house_file(changed, log, settings, reader) == house_file(state, log, settings, reader), reader


def test_info_3_a_house_file_names_no_one_its_report_does_not_show(played: Played) -> None:
    """INFO-3, INFO-5: a character of a house the reader's report does not list nor link to (the chronicle
    names him, the report does not) is in no file of the reader: renaming him changes the GM's file, not the
    reader's."""
    state, log, settings = played
    reader = state.living_dynasties()[0]
    report = report_of(played, reader)
    rosters = public_rosters(build_public_report(state, default_rules(), settings, log or None, None))
    in_file = {p.id for p in house_people(report, rosters)}
    stranger = next(cid for cid, c in state.characters.items() if c.alive and cid not in in_file)
    changed = copy.deepcopy(state)
    changed.characters[stranger].name = "Неведомый"
    assert house_file(changed, log, settings, reader) == house_file(state, log, settings, reader)
    assert gm_gedcom(changed, settings.language) != gm_gedcom(state, settings.language)
    assert "Неведомый" in gm_gedcom(changed, settings.language)


def test_a_file_is_utf8_with_cyrillic_names_a_header_and_a_trailer(played: Played) -> None:
    """GEDCOM 5.5.1: a HEAD that says UTF-8, version 5.5.1 LINEAGE-LINKED and its source, a TRLR at the end,
    and no line longer than GEDCOM allows; the names in Cyrillic as the game spells them."""
    state, log, settings = played
    reader = state.living_dynasties()[0]
    for text in (house_file(state, log, settings, reader), gm_gedcom(state, settings.language)):
        data = text.encode("utf-8")
        assert data.decode("utf-8") == text
        lines = text.splitlines()
        assert lines[:7] == ["0 HEAD", "1 SOUR dynasty", "1 SUBM @SUBM@", "1 GEDC", "2 VERS 5.5.1",
                             "2 FORM LINEAGE-LINKED", "1 CHAR UTF-8"]
        assert lines[-1] == "0 TRLR" and text.endswith("\n")
        assert all(len(line.encode()) <= MAX_LINE for line in lines)
        header = read(text)["header"]
        assert header.sub_tag_value("CHAR") == "UTF-8"
        assert header.sub_tag_value("GEDC/VERS") == "5.5.1"
        assert "/Ярославичи/" in text
        people = read(text)["people"]
        assert all(person["name"] == state.characters[cid].name for cid, person in people.items())
        assert any(person["house"] == "Ярославичи" for person in people.values())


def test_a_long_note_is_cut_into_conc_lines_that_read_back_whole() -> None:
    """Lines stay under GEDCOM's 255 characters: a longer value goes on in CONC lines, never cut beside a
    space, and reads back whole."""
    from dynasty.reports.gedcom import Person, gedcom

    name = "Святополк " * 60 + "Окаянный"
    text = gedcom([Person("long", name.strip(), "m", "Рюриковичи")], "ru")
    assert all(len(line.encode()) <= MAX_LINE for line in text.splitlines())
    assert "CONC" in text
    person = read(text)["people"]["long"]
    assert (person["name"], person["house"]) == (name.strip(), "Рюриковичи")


def test_info_5_a_house_file_gives_its_dead_their_house_and_turn_of_death(played: Played) -> None:
    """INFO-5: a house knows its own dead; INFO-3: deaths are public. Its file names each dead member of its tree
    with his house, and tells the turn he died on."""
    state, log, settings = played
    told = 0
    for reader in state.living_dynasties():
        text = house_file(state, log, settings, reader)
        people = read(text)["people"]
        for cid, person in state.characters.items():
            if person.dynasty == reader and not person.alive and cid in people:
                assert people[cid]["house"] == state.dynasties[reader].name and people[cid]["dead"], cid
                if person.death is not None and person.death.turn > 0:
                    [record] = [r for r in text.split("\n0 ") if f"\n1 REFN {cid}" in r]
                    died = "умерла" if person.sex == "f" else "умер"
                    assert f"1 DEAT Y\n2 NOTE {died} на {person.death.turn}-м ходу" in record, record
                    told += 1
    assert told
