"""Family trees: as Mermaid diagrams (one node per character, parent → child edges, spouse links, a subgraph per
dynasty) for Markdown viewers that draw them, and as indented text for the forums, which draw no Mermaid:

    Всеволод, 75 † ⚭ Анна, 70 †
    ├─ Мстислав, 50, глава ⚭ Софья, 45
    │  └─ Ростислав, 20
    └─ Евфросиния, 45 (Ростиславичи)

A private report draws its dynasty and the relatives of other houses linked to it (INFO-3: family links are
public); the GM report draws every house. People are named by name, never by id."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Literal

from dynasty.game.named import Names, state_names
from dynasty.game.state import GameState, held
from dynasty.orders.messages import Language
from dynasty.reports.model import KinView
from dynasty.text.catalogs import Named, message

_UNSAFE = re.compile(r"[^A-Za-z0-9_]")


#: What a label's text may not hold as it is, with Mermaid's entity code for it: what would end the label
#: (`"`, `]`), start markup (`<`, a backtick: a Markdown string), or an entity code (`#`, `&`).
_LABEL_CODES = {"#": "#35;", "&": "#amp;", '"': "#quot;", "<": "#lt;", ">": "#gt;", "[": "#91;", "]": "#93;",
                "`": "#96;"}
_LABEL_UNSAFE = re.compile("[" + re.escape("".join(_LABEL_CODES)) + "]")


def _escape(text: str) -> str:
    """A label inside `["..."]`: Mermaid's entity codes for the characters that would end it or start markup;
    a line break (never in a checked name) becomes a space."""
    return _LABEL_UNSAFE.sub(lambda m: _LABEL_CODES[m.group()], " ".join(text.splitlines()))


class NodeIds:
    """Mermaid-safe node ids (`c_anna_tudor` for `anna-tudor`), unique even when two ids differ only by
    characters Mermaid does not accept."""

    def __init__(self) -> None:
        self.ids: dict[str, str] = {}
        self.taken: set[str] = set()

    def __call__(self, prefix: str, entity_id: str) -> str:
        key = f"{prefix}:{entity_id}"
        if key not in self.ids:
            base = f"{prefix}_{_UNSAFE.sub('_', entity_id)}"
            node, n = base, 2
            while node in self.taken:
                node, n = f"{base}_{n}", n + 1
            self.ids[key] = node
            self.taken.add(node)
        return self.ids[key]


def related_characters(state: GameState, dynasty_id: str) -> set[str]:
    """The dynasty's members, living and dead, and every character of another dynasty linked to one of
    them as parent, child or spouse (INFO-3: family links are public)."""
    index = held(state)
    if index is None:
        own = {cid for cid, c in state.characters.items() if c.dynasty == dynasty_id}
        linked = [cid for cid, person in state.characters.items() if cid not in own
                  and {person.father, person.mother, person.spouse} & own]
    else:  # a turn's reports: who names whom is indexed once
        own = set(index.members(dynasty_id, living=False))
        linked = [other for cid in own for other in index.linked(cid)]
    found = own | set(linked)
    for cid in own:
        person = state.characters[cid]
        found.update(link for link in (person.father, person.mother, person.spouse)
                     if link is not None and link in state.characters)
    return found


def kin_views(state: GameState, characters: Iterable[str], heirs: Iterable[str] = ()) -> list[KinView]:
    """The tree's people as data, in the state's order: `heirs` the heirs to mark (a private report's its own
    house's only; the GM's every house's)."""
    marked = set(heirs)
    views = []
    for cid in in_state_order(state, set(characters), "characters"):
        c = state.characters[cid]
        dynasty = state.dynasties.get(c.dynasty)
        views.append(KinView(id=cid, name=c.name, sex=c.sex, dynasty=c.dynasty, age=c.age, alive=c.alive, born=c.born,
                             died=c.death.turn if c.death is not None else None, father=c.father, mother=c.mother,
                             spouse=c.spouse, head=dynasty is not None and dynasty.head == cid, heir=cid in marked))
    return views


def in_state_order(state: GameState, chosen: set[str], table: Literal["characters", "dynasties"]) -> list[str]:
    """The ids of `chosen` that the state holds, in state order: sorted by an index when a turn's reports hold
    the state still (a house's tree draws a few of thousands), else by a pass over the state."""
    index = held(state)
    if index is not None:
        return index.in_order(chosen, table)
    return [key for key in getattr(state, table) if key in chosen]


def person_label(state: GameState, names: Names, cid: str, language: Language, home: str | None = None) -> str:
    """"Name, age" with † for the dead and the head's role; the house when it is not `home`."""
    person = state.characters[cid]
    dynasty = state.dynasties.get(person.dynasty)
    if not person.alive:
        kind = "report-tree-dead"
    elif dynasty is not None and dynasty.head == cid:
        kind = "report-tree-head"
    else:
        kind = "report-tree-person"
    text = message(language, kind, who=names(cid), age=person.age)
    if home is not None and person.dynasty != home:
        text = message(language, "report-tree-of-house", person=text, house=names(person.dynasty))
    return text


def house_label(state: GameState, names: Names, dynasty_id: str, language: Language) -> str:
    """A house's name, with † when it has fallen."""
    dynasty = state.dynasties.get(dynasty_id)
    house = names(dynasty_id) if dynasty is not None else Named(dynasty_id, "house")
    fallen = dynasty is not None and not dynasty.alive
    return message(language, "report-tree-house-fallen" if fallen else "report-tree-house", house=house)


def mermaid_tree(state: GameState, characters: Iterable[str], language: Language) -> str:
    """A `flowchart TD`: a subgraph per dynasty (state order), a node per character (state order) labelled
    "Name, age" with † for the dead, edges parent → child and spouse links (`---|⚭|`) between the characters
    drawn. Deterministic: the same state and characters give the same text."""
    names = state_names(state)
    chosen = set(characters)
    drawn = in_state_order(state, chosen, "characters")
    node = NodeIds()
    lines = ["flowchart TD"]
    by_dynasty: dict[str, list[str]] = {}
    for cid in drawn:
        by_dynasty.setdefault(state.characters[cid].dynasty, []).append(cid)
    order = in_state_order(state, set(by_dynasty), "dynasties") + \
            [did for did in by_dynasty if did not in state.dynasties]
    for did in order:
        lines.append(f'  subgraph {node("d", did)}["{_escape(house_label(state, names, did, language))}"]')
        for cid in by_dynasty[did]:
            lines.append(f'    {node("c", cid)}["{_escape(person_label(state, names, cid, language))}"]')
        lines.append("  end")
    for cid in drawn:
        person = state.characters[cid]
        for parent in (person.father, person.mother):
            if parent is not None and parent in chosen and parent in state.characters:
                lines.append(f"  {node('c', parent)} --> {node('c', cid)}")
    seen: set[frozenset[str]] = set()
    for cid in drawn:
        spouse = state.characters[cid].spouse
        if spouse is None or spouse not in chosen or spouse not in state.characters:
            continue
        pair = frozenset((cid, spouse))
        if pair in seen:
            continue
        seen.add(pair)
        lines.append(f"  {node('c', cid)} ---|⚭| {node('c', spouse)}")
    return "\n".join(lines) + "\n"


# -- the tree as indented text ---------------------------------------------------------------------------------


@dataclass
class _Entry:
    """A line of the text tree and the lines under it."""

    text: str
    under: list[_Entry] = field(default_factory=list)


class _Family:
    """The families of the characters drawn. A marriage is known by a spouse link, or by a child of both —
    so a marriage that death ended (MAR-7 clears the link) is still drawn when it had children."""

    def __init__(self, state: GameState, characters: Iterable[str]) -> None:
        self.state = state
        chosen = set(characters)
        self.drawn = in_state_order(state, chosen, "characters")
        self.order = {cid: n for n, cid in enumerate(self.drawn)}
        self.children: dict[str, list[str]] = {cid: [] for cid in self.drawn}
        self.parents: dict[str, list[str]] = {}
        for cid in self.drawn:
            person = state.characters[cid]
            self.parents[cid] = [p for p in (person.father, person.mother) if p is not None and p in self.order]
            for parent in self.parents[cid]:
                self.children[parent].append(cid)
        self.partners: dict[str, list[str]] = {}
        for cid in self.drawn:
            spouse = state.characters[cid].spouse
            found = [other for child in self.children[cid] for other in self.parents[child] if other != cid]
            found = [p for p in dict.fromkeys(found) if p != spouse]  # the marriages death ended, in order
            if spouse is not None and spouse in self.order:
                found.append(spouse)  # the marriage of now is the last
            self.partners[cid] = found

    def other_parent(self, child: str, parent: str) -> str | None:
        return next((p for p in self.parents[child] if p != parent), None)


def _roots_and_owners(family: _Family, home: str | None) -> tuple[list[str], dict[str, str]]:
    """Who stands at the top of a tree, and under which parent each child is drawn.

    A character with no parent drawn heads a tree, unless a spouse of his already stands in a tree (the wife
    of a founder is drawn beside him). Of a couple, or of a widow and her husbands, the one with the most
    marriages heads it, so that every marriage stands on his line; then the reader's house, the man, the
    state's order decide. A child is drawn under his father when the father has a line of his own (not only
    as someone's spouse), else under his mother."""
    state = family.state
    anchored = {cid for cid in family.drawn if family.parents[cid]}

    def abroad(cid: str) -> bool:
        return home is not None and state.characters[cid].dynasty != home

    roots: list[str] = []
    placed: set[str] = set()
    for cid in sorted((c for c in family.drawn if c not in anchored), key=lambda c: (abroad(c), family.order[c])):
        if cid in placed or any(p in anchored or p in roots for p in family.partners[cid]):
            continue  # drawn beside a spouse
        married = [cid]  # the characters without parents linked to him by marriages
        for person in married:
            married += [p for p in family.partners[person] if p not in anchored and p not in placed
                        and p not in married]
        root = min(married, key=lambda c: (-len(family.partners[c]), abroad(c), state.characters[c].sex != "m",
                                           family.order[c]))
        roots.append(root)
        placed |= {root, *family.partners[root]}
    lines = anchored | set(roots)
    owners: dict[str, str] = {}
    for cid in family.drawn:
        child = state.characters[cid]
        owner = next((p for p in (child.father, child.mother) if p in lines and p in family.order), None)
        if owner is not None:
            owners[cid] = owner
        elif cid in anchored:  # both parents drawn only as spouses: the child heads a tree of its own
            roots.append(cid)
    return roots, owners


Label = Callable[[str], str]


def _entry(family: _Family, cid: str, owners: dict[str, str], label: Label) -> _Entry:
    """The line of `cid` with his marriages and, under it, his children: with one marriage "A ⚭ B" and the
    children below; with several, a line "⚭ B" for each marriage, its children under it."""
    own = [child for child in family.children[cid] if owners.get(child) == cid]
    partners = family.partners[cid]
    by_partner = {p: [c for c in own if family.other_parent(c, cid) == p] for p in partners}
    unknown = [c for c in own if family.other_parent(c, cid) not in by_partner]
    if len(partners) == 1 and not unknown:
        (partner,) = partners
        return _Entry(f"{label(cid)} ⚭ {label(partner)}",
                      [_entry(family, c, owners, label) for c in by_partner[partner]])
    under = [_entry(family, c, owners, label) for c in unknown]
    under += [_Entry(f"⚭ {label(p)}", [_entry(family, c, owners, label) for c in by_partner[p]]) for p in partners]
    return _Entry(label(cid), under)


def _draw(entries: list[_Entry], prefix: str, lines: list[str]) -> None:
    for n, entry in enumerate(entries):
        last = n == len(entries) - 1
        lines.append(f"{prefix}{'└─ ' if last else '├─ '}{entry.text}")
        _draw(entry.under, prefix + ("   " if last else "│  "), lines)


def text_tree(state: GameState, characters: Iterable[str], language: Language, home: str | None = None) -> str:
    """The tree as indented text, every marriage drawn (a late spouse's too, by their children), the dead with
    †. A private report's tree (`home`: the reader's house) names the house of those of other houses; the GM's
    (`home` None) draws each house under its name, in the state's order. Empty when nobody is drawn."""
    family = _Family(state, characters)
    names = state_names(state)
    roots, owners = _roots_and_owners(family, home)
    labels: dict[tuple[str, str | None], str] = {}
    trees: dict[str, list[str]] = {}  # by the house of its root: the trees, as text
    for root in roots:
        house = home if home is not None else state.characters[root].dynasty

        def label(cid: str, house: str = house) -> str:
            key = (cid, house)
            if key not in labels:
                labels[key] = person_label(state, names, cid, language, house)
            return labels[key]

        entry = _entry(family, root, owners, label)
        lines = [entry.text]
        _draw(entry.under, "", lines)
        trees.setdefault(house, []).append("\n".join(lines))
    if home is not None:
        text = _joined(trees.get(home, []))
    else:
        houses = [did for did in state.dynasties if did in trees] + [did for did in trees if did not in state.dynasties]
        text = "\n\n".join(house_label(state, names, did, language) + "\n\n" + _joined(trees[did])
                             for did in houses)
    return text + "\n" if text else ""


def _joined(trees: list[str]) -> str:
    """Trees one after another, a blank line around each of several lines; the people with no family drawn
    (a line each) stand together."""
    text = ""
    for n, tree in enumerate(trees):
        if n:
            text += "\n\n" if "\n" in tree or "\n" in trees[n - 1] else "\n"
        text += tree
    return text
