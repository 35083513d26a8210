"""A family tree's source data: who is drawn, of which house, with which links — what its picture
(`reports.tree_picture`) shows and nothing else, kept as data so that the golden tests hold it, not pixels.

A house's tree is built from its JSON report alone (`house_tree`): the people of `family` (its members living and
dead, INFO-5; the relatives of other houses linked to them, INFO-3) and the houses its report names, so that fog of
war holds in the picture as in the report. The GM's (`gm_tree`) holds every character of the state."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from dynasty.game.rules import Rules
from dynasty.game.state import GameState
from dynasty.game.succession import default_heir
from dynasty.reports.family import kin_views
from dynasty.reports.model import DynastyReport, KinView


@dataclass(frozen=True)
class TreeHouse:
    """A house the tree draws someone of, with what it is to others (BRANCH, VASSAL): names, not ids."""

    id: str
    name: str
    own: bool = False  # the reader's (a GM's tree has none)
    branch_of: str | None = None  # the main line's name, for a cadet branch
    lord: str | None = None  # the lord's name, for a vassal
    fallen: bool = False


@dataclass(frozen=True)
class TreePerson:
    id: str
    name: str
    sex: str
    house: str  # the house's id
    age: int  # at death, for the dead
    alive: bool
    born: int | None = None  # the turn of birth, for those born in the game
    died: int | None = None  # the turn of death
    head: bool = False
    heir: bool = False


@dataclass
class TreeData:
    """What a tree picture draws: the houses (the reader's first), the people in the reports' order, the links
    parent → child, and the marriages — by a spouse link, or by a child of both (a marriage death ended)."""

    turn: int
    language: str
    house: str | None  # the reader's house's name; None for the GM's tree of every house
    houses: list[TreeHouse] = field(default_factory=list)
    people: list[TreePerson] = field(default_factory=list)
    parents: list[tuple[str, str]] = field(default_factory=list)  # (parent, child)
    marriages: list[tuple[str, str]] = field(default_factory=list)  # (husband or elder id, wife)

    def as_data(self) -> dict[str, Any]:
        """The source data as JSON-ready data: what the golden tests and the fog-of-war tests compare."""
        return asdict(self)


def _links(people: list[KinView]) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """The parent → child links between the people drawn, and the marriages, each once, in the people's order."""
    drawn = {p.id: p for p in people}
    parents = [(parent, p.id) for p in people for parent in (p.father, p.mother) if parent in drawn]
    couples: dict[frozenset[str], tuple[str, str]] = {}

    def marry(a: str, b: str) -> None:
        key = frozenset((a, b))
        if key not in couples and a != b:
            couples[key] = (a, b) if drawn[a].sex == "m" or drawn[b].sex == "f" else (b, a)

    for p in people:
        if p.spouse in drawn:
            marry(p.id, p.spouse)
        if p.father in drawn and p.mother in drawn:
            marry(p.father, p.mother)
    return parents, list(couples.values())


def _data(turn: int, language: str, house: str | None, houses: list[TreeHouse], people: list[KinView]) -> TreeData:
    parents, marriages = _links(people)
    drawn = [TreePerson(p.id, p.name, p.sex, p.dynasty, p.age, p.alive, p.born, p.died, p.head, p.heir)
             for p in people]
    shown = {p.house for p in drawn}
    return TreeData(turn, language, house, [h for h in houses if h.id in shown], drawn, parents, marriages)


def house_tree(report: DynastyReport) -> TreeData:
    """A house's tree, from its report alone: `family`, and the houses the report names with what it says of
    them (INFO-3: vassalage and cadet branches are public)."""

    names = report.house_names()

    def name(did: str | None) -> str | None:
        return None if did is None else names.get(did, did)

    houses = [TreeHouse(report.dynasty, report.name, own=True, branch_of=name(report.branch_of),
                        lord=name(report.lord), fallen=report.fall is not None)]
    listed = {o.id for o in report.others}
    houses += [TreeHouse(o.id, o.name, branch_of=name(o.branch_of), lord=name(o.lord), fallen=not o.alive)
               for o in report.others]
    houses += [TreeHouse(did, names.get(did, did)) for did in dict.fromkeys(p.dynasty for p in report.family)
               if did != report.dynasty and did not in listed]
    return _data(report.turn, report.language, report.name, houses, report.family)


def gm_tree(state: GameState, rules: Rules, language: str) -> TreeData:
    """The GM's tree: every character, every house, every heir."""
    heirs = [default_heir(state, rules, did) for did in state.living_dynasties()]
    people = kin_views(state, state.characters, [h for h in heirs if h is not None])

    def name(did: str | None) -> str | None:
        return None if did is None else state.dynasties[did].name if did in state.dynasties else did

    houses = [TreeHouse(did, d.name, branch_of=name(d.branch_of), lord=name(d.lord), fallen=not d.alive)
              for did, d in state.dynasties.items()]
    return _data(state.turn, language, None, houses, people)
