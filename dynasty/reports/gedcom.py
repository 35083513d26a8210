"""The genealogy as GEDCOM 5.5.1, the file any genealogy program opens: a house's (`<id>.ged`) holds the people
and family links its report shows — its members, and those of other houses its JSON report lists or links to, with
the links the chronicle's rosters give (INFO-3: names, sex, ages and family links are public) — and is built from
the reports alone, never from the state, so that fog of war holds in it as in them; the GM's (`gm.ged`) holds
every character of the state.

A record's id is made from the character's id (a short hash, the same in every file; the id itself is the
record's REFN), so two turns' files, or two houses', name the same person alike. The game's turns are not
calendar years: a birth or death is told as a note with its turn, never as a DATE."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass

from dynasty.game.state import GameState
from dynasty.reports.model import DynastyReport, PublicMember, PublicReport
from dynasty.text.catalogs import Language, message

#: The longest line written, in UTF-8 bytes (GEDCOM 5.5.1 allows 255 characters; bytes are the stricter count).
MAX_LINE = 250

_LANGUAGES = {"ru": "Russian", "en": "English"}


@dataclass(frozen=True)
class Person:
    """One INDI record: what the file tells of a character. `house` is the house's name (the surname), None when
    the reader does not know it; links to people not in the file are left out when it is written."""

    id: str
    name: str
    sex: str
    house: str | None = None
    father: str | None = None
    mother: str | None = None
    spouse: str | None = None
    birth: str | None = None  # the note of the birth: its turn, or the age at a turn
    dead: bool = False
    death: str | None = None  # the note of the death: its turn, when the file knows it


Rosters = dict[str, tuple[str, PublicMember]]


def public_rosters(public: PublicReport) -> Rosters:
    """INFO-3: every living character of the chronicle, with his house's name: built once for all the houses."""
    return {m.id: (d.name, m) for d in public.dynasties for m in d.members}


def house_people(report: DynastyReport, rosters: Rosters) -> list[Person]:
    """INFO-5, INFO-3: the people a house's report shows — its members, the dead of its family tree (`family`,
    with their house and turn of death), the members of other houses it lists (`others`, where `roster` says so),
    and the parents and spouses of all these whom it names — with the links and ages of the chronicle's rosters,
    which hold every living character. Someone named but on none of these is dead."""
    language: Language = "ru" if report.language == "ru" else "en"
    people: dict[str, Person] = {}
    for member in report.members:
        birth = (message(language, "gedcom-born", turn=member.born, sex=member.sex) if member.born is not None
                 else message(language, "gedcom-age", age=member.age, turn=report.turn))
        people[member.id] = Person(member.id, member.name, member.sex, report.name, member.father, member.mother,
                                   member.spouse, birth, dead="dead" in member.status)

    def from_roster(house: str, member: PublicMember) -> Person:
        return Person(member.id, member.name, member.sex, house, member.father, member.mother, member.spouse,
                      message(language, "gedcom-age", age=member.age, turn=report.turn))

    houses = report.house_names()
    for kin in report.family:  # the dead of the family tree, with their house and death (public, INFO-3)
        if kin.id not in people and not kin.alive:
            died = kin.died if kin.died else None  # 0: before the game began
            people[kin.id] = Person(
                kin.id, kin.name, kin.sex, houses.get(kin.dynasty), kin.father, kin.mother, kin.spouse,
                message(language, "gedcom-born", turn=kin.born, sex=kin.sex) if kin.born is not None else None,
                dead=True, death=message(language, "gedcom-died", turn=died, sex=kin.sex) if died else None)
    for other in report.others:
        for listed in other.members:
            if listed.id not in people:
                people[listed.id] = from_roster(*rosters.get(listed.id, (other.name, listed)))
    for person in list(people.values()):
        for link in (person.father, person.mother, person.spouse):
            if link is None or link in people:
                continue
            if link in rosters:
                people[link] = from_roster(*rosters[link])
            elif link in report.names and report.names[link].kind == "person":
                named = report.names[link]
                people[link] = Person(link, named.name, named.sex or "", dead=True)
    return list(people.values())


def state_people(state: GameState, language: Language) -> list[Person]:
    """The GM's: every character of the state, living and dead, in the state's order."""
    people = []
    for cid, c in state.characters.items():
        dynasty = state.dynasties.get(c.dynasty)
        died = c.death.turn if c.death is not None else None
        birth = (message(language, "gedcom-born", turn=c.born, sex=c.sex) if c.born is not None
                 else message(language, "gedcom-age", age=c.age, turn=died if died is not None else state.turn))
        death = message(language, "gedcom-died", turn=died, sex=c.sex) if died is not None else None
        people.append(Person(cid, c.name, c.sex, dynasty.name if dynasty is not None else None, c.father, c.mother,
                             c.spouse, birth, dead=not c.alive, death=death))
    return people


def house_gedcom(report: DynastyReport, rosters: Rosters) -> str:
    """`<id>.ged`: the genealogy the house knows, from its report and the chronicle's rosters
    (`public_rosters`)."""
    return gedcom(house_people(report, rosters), "ru" if report.language == "ru" else "en")


def gm_gedcom(state: GameState, language: Language) -> str:
    """`gm.ged`: the whole game's genealogy."""
    return gedcom(state_people(state, language), language)


# -- the file -------------------------------------------------------------------------------------------------


def _xref(kind: str, *ids: str | None) -> str:
    digest = hashlib.sha1("\x1f".join(i or "" for i in ids).encode()).hexdigest()[:12].upper()
    return f"@{kind}{digest}@"


def _families(people: list[Person]) -> dict[tuple[str | None, str | None], list[str]]:
    """The couples (husband, wife), each with its children in the file's order: a marriage known by a spouse
    link, or by a child of both (a marriage death ended); a child with one parent known has a family of one."""
    known = {p.id: p for p in people}
    families: dict[tuple[str | None, str | None], list[str]] = {}
    for person in people:
        spouse = known.get(person.spouse or "")
        if spouse is not None:
            if person.sex == spouse.sex:  # the same key seen from either side
                pair = (min(person.id, spouse.id), max(person.id, spouse.id))
            else:
                pair = (person.id, spouse.id) if person.sex == "m" or spouse.sex == "f" else (spouse.id, person.id)
            families.setdefault(pair, [])
        father = person.father if person.father in known else None
        mother = person.mother if person.mother in known else None
        if father is not None or mother is not None:
            families.setdefault((father, mother), []).append(person.id)
    return families


def _value(text: str) -> str:
    """A line value as GEDCOM writes it: `@` doubled, no line breaks (a name never holds one)."""
    return " ".join(text.replace("@", "@@").splitlines())


def _line(level: int, tag: str, value: str = "") -> list[str]:
    """`level tag value`, cut into CONC lines under `MAX_LINE` bytes, never beside a space (some readers trim)."""
    head = f"{level} {tag}"
    room = MAX_LINE - len(f"{level + 1} CONC ".encode())
    lines: list[str] = []
    first = True
    while True:
        limit = (MAX_LINE - len(head.encode()) - 1) if first else room
        cut = _cut(value, limit)
        piece, value = value[:cut], value[cut:]
        lines.append(f"{head} {piece}" if piece else head)
        if not value:
            return lines
        head, first = f"{level + 1} CONC", False


def _cut(text: str, limit: int) -> int:
    """How many characters of `text` fit in `limit` UTF-8 bytes, backing off so that no piece ends or starts
    with a space."""
    if len(text.encode()) <= limit:
        return len(text)
    cut = 0
    size = 0
    for char in text:
        size += len(char.encode())
        if size > limit:
            break
        cut += 1
    end = cut
    while end > 1 and (text[end - 1] == " " or text[end] == " "):
        end -= 1
    return end if end > 1 else cut


def gedcom(people: Iterable[Person], language: Language) -> str:
    """The GEDCOM 5.5.1 text of `people` and the families they make, deterministic (no date of writing)."""
    people = list(people)
    known = {p.id for p in people}
    families = _families(people)
    spouse_in: dict[str, list[str]] = {}
    for husband, wife in families:
        for partner in (husband, wife):
            if partner is not None:
                spouse_in.setdefault(partner, []).append(_xref("F", husband, wife))
    lines = ["0 HEAD", "1 SOUR dynasty", "1 SUBM @SUBM@", "1 GEDC", "2 VERS 5.5.1", "2 FORM LINEAGE-LINKED",
             "1 CHAR UTF-8"]
    if language in _LANGUAGES:
        lines.append(f"1 LANG {_LANGUAGES[language]}")
    lines += _line(1, "NOTE", _value(message(language, "gedcom-turns")))
    lines += ["0 @SUBM@ SUBM", "1 NAME dynasty"]
    for person in people:
        surname = f" /{_value(person.house).replace('/', ' ')}/" if person.house else ""
        lines.append(f"0 {_xref('I', person.id)} INDI")
        lines += _line(1, "NAME", _value(person.name).replace("/", " ") + surname)
        if person.sex in ("m", "f"):
            lines.append(f"1 SEX {person.sex.upper()}")
        if person.birth is not None:
            lines.append("1 BIRT")
            lines += _line(2, "NOTE", _value(person.birth))
        if person.dead:
            lines.append("1 DEAT Y")
            if person.death is not None:
                lines += _line(2, "NOTE", _value(person.death))
        lines += [f"1 FAMS {family}" for family in spouse_in.get(person.id, [])]
        parents = (person.father if person.father in known else None,
                   person.mother if person.mother in known else None)
        if parents != (None, None):
            lines.append(f"1 FAMC {_xref('F', *parents)}")
        lines += _line(1, "REFN", _value(person.id))
    for (husband, wife), children in families.items():
        lines.append(f"0 {_xref('F', husband, wife)} FAM")
        if husband is not None:
            lines.append(f"1 HUSB {_xref('I', husband)}")
        if wife is not None:
            lines.append(f"1 WIFE {_xref('I', wife)}")
        lines += [f"1 CHIL {_xref('I', child)}" for child in children]
    lines.append("0 TRLR")
    return "\n".join(lines) + "\n"
