"""Where each person of a family tree stands: generations in rows, spouses side by side, children under their
parents, the houses one after another (the reader's first).

Positions are in slots (one box and the gap beside it) across, and rows down. A tree of descendants is laid out
under each person who heads one (a person with no parent drawn, who is not drawn beside a spouse); a spouse
with no parent drawn stands beside the one he married, a spouse who has parents drawn stands under them and the
marriage is a line between the two. Generations are counted from parents to children, and two trees linked by a
marriage are shifted so that the spouses stand in one row where they can. Trees are packed into bands no wider
than `band` slots, one band under another, so that a six-house tree stays a picture one can read."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from dynasty.reports.tree import TreeData

#: The widest band, in slots, before the trees that follow go to the next band.
BAND = 16


@dataclass(frozen=True)
class Spot:
    x: float  # the box's centre, in slots from the left
    row: int  # from the top, over all bands


@dataclass
class Layout:
    spots: dict[str, Spot] = field(default_factory=dict)
    beside: set[frozenset[str]] = field(default_factory=set)  # the couples drawn side by side
    owner: dict[str, str] = field(default_factory=dict)  # under whom each child is drawn
    width: float = 0.0  # slots
    rows: int = 0


class _Kin:
    def __init__(self, tree: TreeData) -> None:
        self.order = {p.id: n for n, p in enumerate(tree.people)}
        self.house = {p.id: p.house for p in tree.people}
        self.male = {p.id: p.sex == "m" for p in tree.people}
        self.parents: dict[str, list[str]] = {pid: [] for pid in self.order}
        self.children: dict[str, list[str]] = {pid: [] for pid in self.order}
        for parent, child in tree.parents:
            self.parents[child].append(parent)
            self.children[parent].append(child)
        self.partners: dict[str, list[str]] = {pid: [] for pid in self.order}
        for a, b in tree.marriages:
            self.partners[a].append(b)
            self.partners[b].append(a)


def _generations(kin: _Kin) -> dict[str, int]:
    """Each person's generation: children below their parents, a person with no parent drawn one row above his
    first child, and the families joined by a marriage shifted so that spouses share a row."""
    gen = dict.fromkeys(kin.order, 0)
    for _ in range(len(gen) + 1):
        changed = False
        for child, parents in kin.parents.items():
            for parent in parents:
                if gen[child] < gen[parent] + 1:
                    gen[child], changed = gen[parent] + 1, True
        for person, children in kin.children.items():
            if children and not kin.parents[person]:
                want = min(gen[c] for c in children) - 1
                if gen[person] < want:
                    gen[person], changed = want, True
        if not changed:
            break
    family = _families(kin)
    members: dict[int, list[str]] = {}
    for person in kin.order:  # in order: the families by their first person
        members.setdefault(family[person], []).append(person)
    shift: dict[int, int] = {}
    for start in members:
        if start in shift:
            continue
        shift[start] = 0
        joined = [start]
        for current in joined:  # grows as the marriages join families to it
            for person in members[current]:
                for partner in kin.partners[person]:
                    other = family[partner]
                    if other not in shift:
                        shift[other] = shift[current] + gen[person] - gen[partner]
                        joined.append(other)
        low = min(shift[f] + min(gen[p] for p in members[f]) for f in joined)
        for f in joined:
            shift[f] -= low
    return {p: gen[p] + shift[family[p]] for p in kin.order}


def _families(kin: _Kin) -> dict[str, int]:
    """The families linked by parent and child, numbered: each person's."""
    family: dict[str, int] = {}
    number = -1
    for start in kin.order:
        if start in family:
            continue
        number += 1
        stack = [start]
        while stack:
            person = stack.pop()
            if person in family:
                continue
            family[person] = number
            stack += kin.parents[person] + kin.children[person]
    return family


def _heads(kin: _Kin, home: str | None) -> tuple[list[str], dict[str, str]]:
    """The people who head a tree, and for each spouse with no parent drawn, whom he stands beside."""
    heads: list[str] = []
    host: dict[str, str] = {}

    def abroad(pid: str) -> bool:
        return home is not None and kin.house[pid] != home

    free = sorted((p for p in kin.order if not kin.parents[p]), key=lambda p: (abroad(p), kin.order[p]))
    for pid in free:
        if pid in host or pid in heads:
            continue
        lined = [p for p in kin.partners[pid] if kin.parents[p] or p in heads]
        if lined:  # beside a spouse who stands on a line
            host[pid] = lined[0]
            continue
        married = [pid]
        for person in married:
            married += [p for p in kin.partners[person] if not kin.parents[p] and p not in host and p not in heads
                        and p not in married]
        head = min(married, key=lambda p: (-len(kin.partners[p]), abroad(p), not kin.male[p], kin.order[p]))
        heads.append(head)
        for partner in kin.partners[head]:
            if not kin.parents[partner] and partner not in host and partner not in heads:
                host[partner] = head
    return heads, host


def _owners(kin: _Kin, heads: list[str], host: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    """Under whom each child is drawn: his father when the father stands on a line of his own, else his mother;
    a child both of whose parents stand only beside others heads a tree of his own (returned)."""
    owner: dict[str, str] = {}
    more: list[str] = []
    for child, parents in kin.parents.items():
        if not parents:
            continue
        lined = [p for p in sorted(parents, key=lambda p: not kin.male[p]) if p not in host]
        if lined:
            owner[child] = lined[0]
        else:
            more.append(child)
    return owner, more


def layout(tree: TreeData, band: int = BAND) -> Layout:
    """The positions of everyone in `tree`; deterministic."""
    kin = _Kin(tree)
    if not kin.order:
        return Layout()
    gen = _generations(kin)
    home = next((h.id for h in tree.houses if h.own), None)
    heads, host = _heads(kin, home)
    owner, more = _owners(kin, heads, host)
    heads += more
    house_rank = {h.id: n for n, h in enumerate(tree.houses)}
    heads.sort(key=lambda p: (house_rank.get(kin.house[p], len(house_rank)), kin.order[p]))
    beside_of: dict[str, list[str]] = {}
    for partner, person in host.items():
        beside_of.setdefault(person, []).append(partner)
    for partners in beside_of.values():
        partners.sort(key=lambda p: kin.order[p])
    under: dict[str, list[str]] = {}
    for child, parent in owner.items():
        under.setdefault(parent, []).append(child)
    for children in under.values():
        children.sort(key=lambda c: kin.order[c])

    sides: dict[str, tuple[list[str], list[str]]] = {}  # a person's spouses beside him: on his left, his right
    for person, partners in beside_of.items():
        sides[person] = (partners[1::2], partners[0::2])

    def ordered_children(person: str) -> list[str]:
        """His children: those of the spouses on his left, of none beside him, of those on his right."""
        left, right = sides.get(person, ([], []))
        rank = {p: n for n, p in enumerate([*reversed(left), "", *right])}

        def key(child: str) -> tuple[int, int]:
            other = next((p for p in kin.parents[child] if p != person), "")
            return rank.get(other, rank[""]), kin.order[child]

        return sorted(under.get(person, []), key=key)

    widths: dict[str, float] = {}

    def width(person: str) -> float:
        if person not in widths:
            left, right = sides.get(person, ([], []))
            widths[person] = max(1.0 + len(left) + len(right),
                                 sum(width(c) for c in ordered_children(person)))
        return widths[person]

    result = Layout(owner=owner, beside={frozenset((p, h)) for p, h in host.items()})

    def place(person: str, start: float, top: int) -> None:
        span = width(person)
        left, right = sides.get(person, ([], []))
        unit = 1 + len(left) + len(right)
        middle = start + span / 2
        x = middle - unit / 2 + len(left) + 0.5
        row = gen[person] - top
        result.spots[person] = Spot(x, row)
        for n, partner in enumerate(left):
            result.spots[partner] = Spot(x - 1 - n, row)
        for n, partner in enumerate(right):
            result.spots[partner] = Spot(x + 1 + n, row)
        children = ordered_children(person)
        at = start + (span - sum(width(c) for c in children)) / 2
        for child in children:
            place(child, at, top)
            at += width(child)

    def family_rows(person: str) -> Iterable[int]:
        yield gen[person]
        for child in under.get(person, []):
            yield from family_rows(child)

    bands = _bands(heads, width, band, kin.house)
    top_row = 0
    for members in bands:
        rows = [r for head in members for r in family_rows(head)]
        first, last = min(rows), max(rows)
        at = 0.0
        for n, head in enumerate(members):
            if n and kin.house[head] != kin.house[members[n - 1]]:
                at += 0.5  # a gap between houses
            place(head, at, first - top_row)
            at += width(head)
        result.width = max(result.width, at)
        top_row += last - first + 1
    result.rows = top_row
    return result


def _bands(heads: list[str], measure: Callable[[str], float], band: int, house: dict[str, str]) -> list[list[str]]:
    """The trees packed into bands of at most `band` slots in their order (a tree wider than a band has one of
    its own); a house's trees start a new band when they would not fit beside the one before."""
    bands: list[list[str]] = []
    used = 0.0
    for head in heads:
        size = measure(head) + (0.5 if bands and bands[-1] and house[bands[-1][-1]] != house[head] else 0)
        if not bands or used + size > band:
            bands.append([head])
            used = measure(head)
        else:
            bands[-1].append(head)
            used += size
    return bands
