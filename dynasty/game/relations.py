"""Family links (CHAR-3, ALLY-2, ALLY-3) and alliances (ALLY-1): how two characters are related, and
whether two dynasties are allies and why.

Relations are derived from the recorded father, mother and spouse only, and hold between living characters
only; the path may pass through the dead (two living people whose father is dead are still brothers).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from dynasty.game.state import Character, GameState

# The kinds of relation, closest first: when two characters are related in several ways, the first wins.
KINDS = ("parent", "child", "sibling", "spouse", "grandparent", "grandchild", "uncle_aunt", "nephew_niece",
         "cousin")
# ALLY-2: son, daughter, parent, brother, sister (half-siblings included, ALLY-3)
CLOSE = frozenset({"parent", "child", "sibling"})
_RANK = {kind: i for i, kind in enumerate(KINDS)}
_INVERSE = {"parent": "child", "child": "parent", "grandparent": "grandchild", "grandchild": "grandparent",
            "uncle_aunt": "nephew_niece", "nephew_niece": "uncle_aunt"}


def is_close(kind: str | None) -> bool:
    """ALLY-2: a close relative makes two dynasties allies (ALLY-1); other relatives only soften wars."""
    return kind in CLOSE


def inverse(kind: str) -> str:
    """The kind seen from the other side: if b is a's child, a is b's parent."""
    return _INVERSE.get(kind, kind)


def _parents(person: Character) -> set[str]:
    return {p for p in (person.father, person.mother) if p is not None}


def _grandparents(state: GameState, parents: set[str]) -> set[str]:
    found: set[str] = set()
    for pid in parents:
        parent = state.characters.get(pid)
        if parent is not None:
            found |= _parents(parent)
    return found


def relation(state: GameState, a: str, b: str) -> str | None:
    """How `b` is related to `a` (one of KINDS, the closest that applies), or None.

    ALLY-3: among living characters only, from recorded parents and marriages; one shared parent makes
    siblings (and, a generation up, uncles, nephews and cousins)."""
    if a == b:
        return None
    first, second = state.characters.get(a), state.characters.get(b)
    if first is None or second is None or not first.alive or not second.alive:
        return None
    parents_a, parents_b = _parents(first), _parents(second)
    if b in parents_a:
        return "parent"
    if a in parents_b:
        return "child"
    if parents_a & parents_b:
        return "sibling"
    if first.spouse == b or second.spouse == a:
        return "spouse"
    grand_a, grand_b = _grandparents(state, parents_a), _grandparents(state, parents_b)
    if b in grand_a:
        return "grandparent"
    if a in grand_b:
        return "grandchild"
    # b is not a's parent (checked above), so a parent of b among a's grandparents makes b a parent's sibling
    if parents_b & grand_a:
        return "uncle_aunt"
    if parents_a & grand_b:
        return "nephew_niece"
    # a and b share no parent, so a shared grandparent makes their parents siblings
    if grand_a & grand_b:
        return "cousin"
    return None


def members_by_dynasty(state: GameState) -> dict[str, list[str]]:
    """The living members of every dynasty, in state order: build it once when asking about many pairs."""
    members: dict[str, list[str]] = {}
    for cid, person in state.characters.items():
        if person.alive:
            members.setdefault(person.dynasty, []).append(cid)
    return members


@dataclass(frozen=True)
class AllianceReason:
    """ALLY-5: the pair of characters, one of them a head, that makes two dynasties allies.

    `ours` is in the dynasty asked about, `theirs` in the other; `kind` is how `theirs` is related to `ours`
    (`relation(state, ours, theirs)`): ours = our head, theirs = his daughter there, kind = "child"."""

    ours: str
    theirs: str
    kind: str


def alliance(state: GameState, a_dynasty: str, b_dynasty: str, *,
             members: Mapping[str, Sequence[str]] | None = None,
             near: Callable[[str], Collection[str]] | None = None) -> AllianceReason | None:
    """ALLY-1: `b_dynasty` is an ally of `a_dynasty` if it has a close relative of a's current head, or a has
    a close relative of b's head; None means an enemy.

    The reason is the first found in state order, looking at a's head first. Pass `members`
    (`members_by_dynasty`) when asking about many pairs of one state, and `near`, who of a character may be a
    close relative of his (`reports.houses.StateIndex.close_kin`), so that only they are asked about."""
    if a_dynasty == b_dynasty:
        return None
    ours, theirs = state.dynasties.get(a_dynasty), state.dynasties.get(b_dynasty)
    if ours is None or theirs is None or not ours.alive or not theirs.alive:
        return None
    if ours.head is None or theirs.head is None:
        return None
    living = members if members is not None else members_by_dynasty(state)
    ours_near = near(ours.head) if near is not None else None
    for member in living.get(b_dynasty, ()):
        if ours_near is not None and member not in ours_near:
            continue
        kind = close_relation(state, ours.head, member)
        if kind is not None:
            return AllianceReason(ours.head, member, kind)
    theirs_near = near(theirs.head) if near is not None else None
    for member in living.get(a_dynasty, ()):
        if theirs_near is not None and member not in theirs_near:
            continue
        kind = close_relation(state, member, theirs.head)
        if kind is not None:
            return AllianceReason(member, theirs.head, kind)
    return None


def close_relation(state: GameState, a: str, b: str) -> str | None:
    """`relation(state, a, b)` when it is a close one (ALLY-2: parent, child, sibling), else None. The same
    tests as `relation`'s first three, without the grandparents that alliances never need (every report
    asks about every pair of dynasties)."""
    if a == b:
        return None
    first, second = state.characters.get(a), state.characters.get(b)
    if first is None or second is None or not first.alive or not second.alive:
        return None
    return close_kind(a, first, b, second)


class Linked(Protocol):
    """A living character's family links, as the state or a view of him holds them."""

    @property
    def father(self) -> str | None: ...

    @property
    def mother(self) -> str | None: ...


def close_kind(a: str, first: Linked, b: str, second: Linked) -> str | None:
    """`close_relation` of two living characters (ids and links): parent, child, sibling, or None."""
    if a == b:
        return None
    father, mother = first.father, first.mother
    if b in (father, mother):
        return "parent"
    if a in (second.father, second.mother):
        return "child"
    if (second.father is not None and second.father in (father, mother)) or (
            second.mother is not None and second.mother in (father, mother)):
        return "sibling"
    return None


def relatives_between(state: GameState, a_dynasty: str, b_dynasty: str, *,
                      members: Mapping[str, Sequence[str]] | None = None) -> str | None:
    """The closest relation (any of KINDS) of either head to a living member of the other dynasty, as the head
    sees it; None if there is none. WAR-10 weighs a war against relatives by it."""
    if a_dynasty == b_dynasty:
        return None
    first, second = state.dynasties.get(a_dynasty), state.dynasties.get(b_dynasty)
    if first is None or second is None or not first.alive or not second.alive:
        return None
    living = members if members is not None else members_by_dynasty(state)
    best: str | None = None
    for head, other in ((first.head, b_dynasty), (second.head, a_dynasty)):
        if head is None:
            continue
        for member in living.get(other, ()):
            kind = relation(state, head, member)
            if kind is not None and (best is None or _RANK[kind] < _RANK[best]):
                best = kind
                if _RANK[best] == 0:
                    return best
    return best


def lords_of(state: GameState, did: str) -> list[str]:
    """VASSAL-5: its lord, its lord's lord, and so on (VASSAL-6: no cycle, but stop on one anyway)."""
    chain: list[str] = []
    lord = state.dynasties[did].lord
    while lord is not None and lord in state.dynasties and lord not in chain and lord != did:
        chain.append(lord)
        lord = state.dynasties[lord].lord
    return chain


def main_line(state: GameState, dynasty_id: str) -> str:
    """BRANCH-8, BRANCH-9: every branch, of any depth, belongs to one main line."""
    return line_of(state.dynasties, dynasty_id)


class Branched(Protocol):
    """A house, as the state or a view of it holds it: the house it branched from."""

    @property
    def branch_of(self) -> str | None: ...


def line_of(dynasties: Mapping[str, Branched], dynasty_id: str) -> str:
    """`main_line` among `dynasties` (a state's, or the houses a dynasty knows)."""
    seen = {dynasty_id}
    current = dynasty_id
    while True:
        parent = dynasties[current].branch_of
        if parent is None or parent not in dynasties or parent in seen:
            return current
        seen.add(parent)
        current = parent


def enemies_of(state: GameState, dynasty_id: str) -> set[str]:
    """The dynasties on the other side of any war this dynasty fights."""
    found: set[str] = set()
    for war in state.wars:
        if dynasty_id in war.attackers:
            found.update(war.defenders)
        elif dynasty_id in war.defenders:
            found.update(war.attackers)
    return found


def generals_at_war(state: GameState) -> set[str]:
    """WAR-1: generals cannot execute actions while their war lasts."""
    return {g for war in state.wars for g in war.generals.values() if g is not None}
