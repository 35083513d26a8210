"""Who may follow a head (SUCC-2, SUCC-3, SUCC-5) and who rules for a child head (SUCC-6, SUCC-7).

Pure queries: the succession step decides, these say who is lawful, who succeeds by default and who is
regent by default.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from dynasty.game.rules import Rules
from dynasty.game.state import Character, GameState, hold, release


class _Family:
    """Children of every character and a seniority key, computed once per question — or, while the state is
    held still (`unchanged`), once for all its questions, with each dynasty's lawful heirs."""

    def __init__(self, state: GameState, rules: Rules) -> None:
        self.state = state
        self.order = dict(zip(state.characters, range(len(state.characters)), strict=True))
        children: dict[str, list[str]] = {}
        for cid, person in state.characters.items():  # (built for every state a bot reads: the loop unrolled)
            father, mother = person.father, person.mother
            if father is not None:
                children.setdefault(father, []).append(cid)
            if mother is not None:
                children.setdefault(mother, []).append(cid)
        self.children = children
        self.turn_years = rules.age.turn_years
        self.heirs: dict[str, list[str]] = {}  # `lawful_heirs` of each dynasty, asked of this index

    def years(self, cid: str) -> int:
        """How old he is, or would be had he lived: a dead man's age stops at his death (TURN-5), so an elder
        son who died young is still the elder. Exact to a turn, as a death may fall before or after that
        turn's aging."""
        person = self.state.characters[cid]
        if person.alive or person.death is None:
            return person.age
        return person.age + max(0, self.state.turn - person.death.turn) * self.turn_years

    def eldest_first(self, ids: list[str]) -> list[str]:
        """Elder before younger; state order breaks ties."""
        return sorted(ids, key=lambda cid: (-self.years(cid), self.order[cid]))

    def sons_then_daughters(self, cid: str) -> list[str]:
        """Male preference (SUCC-3): sons eldest first, then daughters eldest first."""
        kids = self.eldest_first(self.children.get(cid, []))
        return [k for k in kids if self.state.characters[k].sex == "m"] + \
               [k for k in kids if self.state.characters[k].sex == "f"]

    def line(self, cid: str) -> list[str]:
        """He, then his line by male-preference primogeniture: each person before his own descendants, his
        eldest son's line before the next son's, sons' lines before daughters'."""
        found: list[str] = []
        seen: set[str] = set()
        stack = [cid]
        while stack:
            current = stack.pop()
            if current in seen or current not in self.state.characters:
                continue
            seen.add(current)
            found.append(current)
            stack.extend(reversed(self.sons_then_daughters(current)))
        return found

    def siblings(self, cid: str) -> list[str]:
        """Brothers and sisters, half-siblings included (SUCC-3)."""
        person = self.state.characters[cid]
        found: set[str] = set()
        for parent in (person.father, person.mother):
            if parent is not None:
                found.update(self.children.get(parent, []))
        found.discard(cid)
        return self.eldest_first(list(found))


#: The family indexes of the states that `unchanged` holds still, by state, then by years a turn.
_held: dict[int, dict[int, _Family]] = {}


@contextmanager
def unchanged(state: GameState) -> Iterator[None]:
    """While `state` does not change (a turn's reports are built from it), the family index that each question
    about heirs asks for is built once, not once a question: every report asks several of every dynasty; and
    the state's own indexes too (`state.hold`: the members of each dynasty...)."""
    if id(state) in _held:
        yield
        return
    _held[id(state)] = {}
    holding = hold(state)
    try:
        yield
    finally:
        del _held[id(state)]
        if holding:
            release(state)


def _family(state: GameState, rules: Rules) -> _Family:
    held = _held.get(id(state))
    if held is None:
        return _Family(state, rules)
    family = held.get(rules.age.turn_years)
    if family is None:
        family = held[rules.age.turn_years] = _Family(state, rules)
    return family


def _is_candidate(state: GameState, dynasty_id: str, cid: str) -> bool:
    """A living member of the dynasty other than its head."""
    person = state.characters[cid]
    return person.alive and person.dynasty == dynasty_id and cid != state.dynasties[dynasty_id].head


def _of_sex(people: list[str], state: GameState, sex: str) -> list[str]:
    return [cid for cid in people if state.characters[cid].sex == sex]


def lawful_heirs(state: GameState, rules: Rules, dynasty_id: str) -> list[str]:
    """SUCC-2, SUCC-3: the living members of the dynasty in the first non-empty group, default heir first.

    (a) the eldest son ever born to the head (dead or alive, of any dynasty) whose line still has a living
    member in the dynasty, with that line; (b) the head's brothers; (c) his daughters; (d) his sisters.
    The head may be dead: this is asked when he dies. `rules` give the years of a turn, to tell how old a
    dead son would be now."""
    head = state.dynasties[dynasty_id].head
    if head is None or head not in state.characters:
        return []
    family = _family(state, rules)
    found = family.heirs.get(dynasty_id)  # a state held still (`unchanged`) is asked again and again
    if found is None:
        found = family.heirs[dynasty_id] = _lawful_heirs(state, family, dynasty_id, head)
    return list(found)


def _lawful_heirs(state: GameState, family: _Family, dynasty_id: str, head: str) -> list[str]:
    def lawful(people: list[str]) -> list[str]:
        return [cid for cid in people if _is_candidate(state, dynasty_id, cid)]

    children = family.eldest_first(family.children.get(head, []))
    for son in _of_sex(children, state, "m"):  # (a)
        heirs = lawful(family.line(son))
        if heirs:
            return heirs
    siblings = family.siblings(head)
    for group in (_of_sex(siblings, state, "m"), _of_sex(children, state, "f"), _of_sex(siblings, state, "f")):
        heirs = lawful(group)  # (b), (c), (d)
        if heirs:
            return heirs
    return []


def is_lawful_heir(state: GameState, rules: Rules, dynasty_id: str, cid: str) -> bool:
    """SUCC-4: naming anyone else costs reputation."""
    return cid in lawful_heirs(state, rules, dynasty_id)


def _eldest(state: GameState, people: list[str]) -> str | None:
    """The eldest; state order breaks ties."""
    return min(people, key=lambda cid: -state.characters[cid].age, default=None)


def default_heir(state: GameState, rules: Rules, dynasty_id: str) -> str | None:
    """SUCC-5: the first lawful heir; with none, the eldest member (at the SUCC-4 price); None if nobody is
    left."""
    heirs = lawful_heirs(state, rules, dynasty_id)
    if heirs:
        return heirs[0]
    head = state.dynasties[dynasty_id].head
    return _eldest(state, [cid for cid in state.members(dynasty_id) if cid != head])


def needs_regent(state: GameState, rules: Rules, dynasty_id: str) -> bool:
    """SUCC-6: a living head under the capable age (AGE-2) rules through a regent."""
    head = state.dynasties[dynasty_id].head
    person: Character | None = state.characters.get(head) if head is not None else None
    return person is not None and person.alive and person.age < rules.age.capable


def default_regent(state: GameState, rules: Rules, dynasty_id: str) -> str | None:
    """SUCC-7: the eldest capable member other than the head."""
    head = state.dynasties[dynasty_id].head
    return _eldest(state, [cid for cid in state.members(dynasty_id)
                           if cid != head and state.characters[cid].age >= rules.age.capable])


def unlawful_penalty(rules: Rules, reputation: int) -> int:
    """SUCC-4: naming anyone other than a lawful heir costs 80 reputation plus half (rounded up) of what
    remains."""
    base = rules.succession.unlawful_penalty
    rest = max(0, reputation - base)
    return base + -(-rest // 2)


def unlawful_succession_ends_house(rules: Rules, reputation: int) -> bool:
    """SUCC-4, DYN-2: whether the price of an unlawful heir leaves the dynasty at 0 reputation or less."""
    return reputation - unlawful_penalty(rules, reputation) <= rules.limits.defeat_reputation


@dataclass(frozen=True, slots=True)
class HeirOutlook:
    """Who follows the head should he die now with no heir named (SUCC-3, SUCC-4, SUCC-5), as reports, order
    templates and replies tell it: the lawful heirs (the default first), or, with none, the member who succeeds
    all the same and what SUCC-4 would cost at today's reputation."""

    lawful: tuple[str, ...]  # SUCC-3: every lawful heir, the default heir first; empty when there is none
    successor: str | None  # SUCC-5: the default heir, or with no lawful heir the eldest member; None: nobody
    reputation: int  # the dynasty's reputation today
    penalty: int  # SUCC-4 at today's reputation when `successor` is not lawful, else 0
    ends_house: bool  # DYN-2: that penalty would leave no reputation

    @property
    def lawful_default(self) -> str | None:
        """SUCC-3: the default heir, when there is a lawful one."""
        return self.lawful[0] if self.lawful else None


def heir_outlook(state: GameState, rules: Rules, dynasty_id: str) -> HeirOutlook:
    """SUCC-3..SUCC-5 for the head alive today: who is lawful, and who would succeed by default at what price
    (the same choice as `default_heir`, which the engine makes when he dies)."""
    lawful = tuple(lawful_heirs(state, rules, dynasty_id))
    successor = default_heir(state, rules, dynasty_id)
    reputation = state.dynasties[dynasty_id].reputation
    if lawful or successor is None:
        return HeirOutlook(lawful=lawful, successor=successor, reputation=reputation, penalty=0, ends_house=False)
    return HeirOutlook(lawful=lawful, successor=successor, reputation=reputation,
                       penalty=unlawful_penalty(rules, reputation),
                       ends_house=unlawful_succession_ends_house(rules, reputation))
