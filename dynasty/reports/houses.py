"""Every house's public facts (INFO-3) and what each reader learned of it (INFO-4), indexed once per state for
the many readers of one state: `StateIndex`, and the views of another house that `reports.fog` gives
each reader (`OtherDynasty`) — one shared view of a house for all the readers that are not its kin and
learned nothing of it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from dynasty.game.relations import AllianceReason, alliance, generals_at_war, members_by_dynasty
from dynasty.game.state import Character, GameState, LearnedFact, War, built
from dynasty.reports.model import OtherWarView, PublicMember


@dataclass(frozen=True, slots=True)
class OtherDynasty:
    """Another dynasty: its public facts (INFO-3) and what the reader learned of it and of its members, living
    or dead (INFO-4); ally or enemy (ALLY-1) with the pair of relatives that makes an ally (ALLY-5)."""

    id: str
    name: str
    alive: bool
    head: str | None
    relation: str  # ally | enemy | "" (a fallen dynasty, or the reader's)
    alliance: AllianceReason | None
    reputation: int
    provinces: list[str]
    lord: str | None
    branch_of: str | None
    members: list[PublicMember]
    known: list[LearnedFact]  # the reader's facts as the state keeps them (read only)
    wars: list[OtherWarView]

    def read_by(self, relation: str, alliance: AllianceReason | None, known: list[LearnedFact]) -> OtherDynasty:
        """These public facts with one reader's relation to the house and what it learned of it (the fields
        passed on in their order: `dataclasses.replace`, which looks each one up, took twice the time)."""
        return OtherDynasty(self.id, self.name, self.alive, self.head, relation, alliance, self.reputation,
                            self.provinces, self.lord, self.branch_of, self.members, known, self.wars)


# -- what is public, indexed once per state ----------------------------------------------------------------------


def war_sides(war: War, dynasty_id: str) -> tuple[str, list[str], list[str]] | None:
    """The dynasty's side in `war` (attacker | defender), its allies there and its enemies; None if it is not
    in it."""
    if dynasty_id in war.attackers:
        return "attacker", [d for d in war.attackers if d != dynasty_id], list(war.defenders)
    if dynasty_id in war.defenders:
        return "defender", [d for d in war.defenders if d != dynasty_id], list(war.attackers)
    return None


@dataclass
class _Links:
    """The family links of the living (`StateIndex._links`)."""

    children: dict[str, list[str]] = field(default_factory=dict)  # each parent's living children
    spouses: dict[str, set[str]] = field(default_factory=dict)  # each living one's living spouses, both ways
    roots: dict[str, set[str]] = field(default_factory=dict)  # each house's `roots` of its living members


class StateIndex:
    """The state's characters, wars and knowledge by dynasty, built once for the many readers of one state.

    Every dynasty knows every other house's public facts (INFO-3) and what it learned (INFO-4); looked up by
    scanning the whole state for each house of each reader, they made a turn's reports cubic in the number of
    dynasties. The index holds what those scans found, in the same (state) order, and the public views, which
    are the same for every reader. Valid while the state does not change."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.living = members_by_dynasty(state)  # living members, state order (= `state.members`)
        self.everyone: dict[str, list[str]] = {}  # members living or dead, state order
        for cid, person in state.characters.items():
            self.everyone.setdefault(person.dynasty, []).append(cid)
        self.wars: dict[str, list[OtherWarView]] = {}
        for war in state.wars:
            for did in dict.fromkeys([*war.attackers, *war.defenders]):
                found = war_sides(war, did)
                assert found is not None
                side, allies, enemies = found
                self.wars.setdefault(did, []).append(
                    OtherWarView(side=side, enemies=enemies, allies=allies, started=war.started))
        self._public: dict[str, list[PublicMember]] = {}
        self._learned: dict[str, dict[str, list[LearnedFact]]] = {}
        self._generals: set[str] | None = None
        self._family: _Links | None = None
        self._roots: dict[str, frozenset[str]] = {}
        self._sworn: dict[str, list[str]] | None = None
        self._close_kin: dict[str, set[str]] = {}
        self._house_of_living: dict[str, str] | None = None
        self._seen_by_all: dict[tuple[str, str], OtherDynasty] = {}

    def house_of_living(self) -> dict[str, str]:
        """The house of every living character."""
        if self._house_of_living is None:
            self._house_of_living = {cid: did for did, members in self.living.items() for cid in members}
        return self._house_of_living

    def public_members(self, dynasty_id: str) -> list[PublicMember]:
        """INFO-3: names, sex, ages and family links of the living members; nothing else."""
        views = self._public.get(dynasty_id)
        if views is None:
            head = self.state.dynasties[dynasty_id].head
            views = self._public[dynasty_id] = [  # the state's values: built unvalidated (`state.built`)
                built(PublicMember, {"id": cid, "name": c.name, "sex": c.sex, "age": c.age, "father": c.father,
                                     "mother": c.mother, "spouse": c.spouse, "head": cid == head})
                for cid in self.living.get(dynasty_id, ()) for c in (self.state.characters[cid],)]
        return views

    def learned(self, reader: str) -> dict[str, list[LearnedFact]]:
        """The reader's facts by subject, each list in the order learned (= `fog.known_facts`)."""
        by_subject = self._learned.get(reader)
        if by_subject is None:
            by_subject = self._learned[reader] = {}
            for fact in self.state.knowledge.get(reader, []):
                by_subject.setdefault(fact.subject, []).append(fact)
        return by_subject

    def generals(self) -> set[str]:
        """WAR-1: the generals of the wars going on."""
        if self._generals is None:
            self._generals = generals_at_war(self.state)
        return self._generals

    def _links(self) -> _Links:
        """The family links of the living, found in one pass over them (never over the dead, who pile up)."""
        if self._family is None:
            characters, house = self.state.characters, self.house_of_living()
            links = self._family = _Links()
            children, spouses, roots = links.children, links.spouses, links.roots
            for did, members in self.living.items():
                found = roots[did] = set()
                for cid in members:
                    person = characters[cid]
                    father, mother = person.father, person.mother
                    if father is not None:
                        children.setdefault(father, []).append(cid)
                    if mother is not None and mother != father:
                        children.setdefault(mother, []).append(cid)
                    _gather_roots(characters, cid, found)  # (= `roots`, each of the house's)
                    if person.spouse in house:  # the link both ways (a hand-edited state may keep one)
                        spouses.setdefault(cid, set()).add(person.spouse)
                        spouses.setdefault(person.spouse, set()).add(cid)
        return self._family

    def roots(self, cid: str) -> frozenset[str]:
        """He, his parents and his grandparents, living or dead, as the family links name them: two characters
        are kin (ALLY-3: `relations.relation`, to cousins, uncles and grandparents) when their roots meet."""
        found = self._roots.get(cid)
        if found is None:
            roots: set[str] = set()
            _gather_roots(self.state.characters, cid, roots)
            found = self._roots[cid] = frozenset(roots)
        return found

    def sworn(self, dynasty_id: str) -> list[str]:
        """The houses whose lord (VASSAL) or parent house (BRANCH) `dynasty_id` is."""
        if self._sworn is None:
            self._sworn = _inverse((did, (dynasty.lord, dynasty.branch_of))
                                   for did, dynasty in self.state.dynasties.items())
        return self._sworn.get(dynasty_id, [])

    def close_kin(self, cid: str) -> set[str]:
        """The living `relations.close_relation` may find a close relative of `cid` (ALLY-2: it finds none of
        the dead), and his parents: his children, and his parents' children — found through the family links
        alone, once per character."""
        found = self._close_kin.get(cid)
        if found is None:
            children = self._links().children
            person = self.state.characters.get(cid)
            parents = [p for p in (person.father, person.mother) if p is not None] if person is not None else []
            found = self._close_kin[cid] = {*parents, *children.get(cid, ()),
                                            *(child for p in parents for child in children.get(p, ()))}
            found.discard(cid)
        return found

    def related_in(self, cid: str, house: str) -> bool:
        """Whether `relations.relation` finds a living member of `house` (not `cid`'s own) a relative of `cid`
        (ALLY-3): his roots meet the roots of its members, or he married one of them (through the dead too: a
        dead father still links two brothers)."""
        links = self._links()
        return (not self.roots(cid).isdisjoint(links.roots.get(house, ()))
                or any(self.house_of_living().get(spouse) == house for spouse in links.spouses.get(cid, ())))

    def kin_houses(self, reader: str) -> set[str]:
        """The houses with a living relative of one of the reader's living members (`related_in`): those whose
        members' roots meet the reader's members' roots, and those of their spouses — one set of roots a house,
        found once for all readers."""
        links, house = self._links(), self.house_of_living()
        ours = links.roots.get(reader, set())
        found = {did for did, roots in links.roots.items() if not roots.isdisjoint(ours)}
        found.update(house[spouse] for cid in self.living.get(reader, ()) for spouse in links.spouses.get(cid, ()))
        return found

    def seen_by_all(self, dynasty_id: str, relation: str) -> OtherDynasty:
        """The public facts of a house (INFO-3) as every reader sees it who is not its kin and learned nothing of
        it: one view for all of them (`relation`: enemy, or "" where one of the two has fallen)."""
        found = self._seen_by_all.get((dynasty_id, relation))
        if found is None:
            found = self._seen_by_all[(dynasty_id, relation)] = (
                public_facts(self, dynasty_id) if not relation  # (the others: the same facts, with the relation)
                else self.seen_by_all(dynasty_id, "").read_by(relation, None, []))
        return found


def _gather_roots(characters: Mapping[str, Character], cid: str, into: set[str]) -> None:
    """`StateIndex.roots` of `cid`, added to `into`."""
    into.add(cid)
    person = characters.get(cid)
    for parent in (person.father, person.mother) if person is not None else ():
        if parent is not None:
            into.add(parent)
            above = characters.get(parent)
            for grandparent in (above.father, above.mother) if above is not None else ():
                if grandparent is not None:
                    into.add(grandparent)


def public_wars(index: StateIndex, dynasty_id: str) -> list[OtherWarView]:
    """INFO-3: the wars of a dynasty as everyone knows them."""
    return list(index.wars.get(dynasty_id, ()))


def known_of(index: StateIndex, reader: str, dynasty_id: str) -> list[LearnedFact]:
    """INFO-4: what `reader` learned of the dynasty and of its members (living or dead), each with its turn."""
    learned = index.learned(reader)
    if not learned:
        return []
    return [f for subject in [dynasty_id, *index.everyone.get(dynasty_id, ())] for f in learned.get(subject, ())]


def public_facts(index: StateIndex, dynasty_id: str, *, relation: str = "", reason: AllianceReason | None = None,
                 known: list[LearnedFact] | None = None) -> OtherDynasty:
    """INFO-3: what everyone knows of a dynasty; with a reader, what it learned (`known`, INFO-4) and whether it
    is his ally (`relation`, `reason`)."""
    dynasty = index.state.dynasties[dynasty_id]
    return OtherDynasty(id=dynasty_id, name=dynasty.name, alive=dynasty.alive, head=dynasty.head,
                        relation=relation, alliance=reason, reputation=dynasty.reputation,
                        provinces=list(dynasty.provinces), lord=dynasty.lord, branch_of=dynasty.branch_of,
                        members=list(index.public_members(dynasty_id)), known=known or [],
                        wars=public_wars(index, dynasty_id))


def learned_houses(index: StateIndex, reader: str) -> set[str]:
    """INFO-4: the houses of which `reader` learned something: of the house itself, or of a member, living or
    dead (a fact stays with a character who changes house, as `known_of` shows it)."""
    state = index.state
    found = set()
    for subject in index.learned(reader):
        if subject in state.dynasties:
            found.add(subject)
        elif subject in state.characters:
            found.add(state.characters[subject].dynasty)
    found.discard(reader)
    return found


def relative_houses(index: StateIndex, reader: str) -> set[str]:
    """ALLY-3: the other houses that hold a living relative, of any kind, of one of the reader's living members;
    found through the family links of its members, not by asking about every pair of characters."""
    found = index.kin_houses(reader)
    found.discard(reader)  # its own members, and their relatives at home
    return found


def relation_to(index: StateIndex, reader: str, other: str) -> tuple[str, AllianceReason | None]:
    """ALLY-1, ALLY-5: ally (with the pair of relatives that makes it one) or enemy; a fallen dynasty is
    neither. Family links are public (INFO-3)."""
    state = index.state
    if not state.dynasties[other].alive or not state.dynasties[reader].alive:
        return "", None
    reason = alliance(state, reader, other, members=index.living, near=index.close_kin)
    return ("enemy", None) if reason is None else ("ally", reason)


def _inverse(links: Iterable[tuple[str, Iterable[str | None]]]) -> dict[str, list[str]]:
    """Each id that others link to (a parent, a spouse, a lord), with the ids that link to it, in their order;
    one linking to the same id twice (a lord that is also the parent house) is listed once."""
    found: dict[str, list[str]] = {}
    for source, targets in links:
        for target in dict.fromkeys(targets):
            if target is not None:
                found.setdefault(target, []).append(source)
    return found
