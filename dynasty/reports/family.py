"""Family trees as Mermaid diagrams: one node per character, parent → child edges, spouse links, a subgraph
per dynasty. A private report draws its dynasty and the relatives of other houses linked to it (INFO-3:
family links are public); the GM report draws every house."""

from __future__ import annotations

import re
from collections.abc import Iterable

from dynasty.orders.messages import Language
from dynasty.state import GameState

_UNSAFE = re.compile(r"[^A-Za-z0-9_]")


def _escape(text: str) -> str:
    """A label inside `["..."]`: Mermaid's entity codes for the characters that would end it."""
    return (text.replace("&", "#amp;").replace('"', "#quot;").replace("<", "#lt;").replace(">", "#gt;")
            .replace("[", "#91;").replace("]", "#93;"))


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
    own = {cid for cid, c in state.characters.items() if c.dynasty == dynasty_id}
    found = set(own)
    for cid, person in state.characters.items():
        links = {person.father, person.mother, person.spouse}
        if cid in own:
            found.update(link for link in links if link is not None and link in state.characters)
        elif links & own:
            found.add(cid)
    return found


def _label(state: GameState, cid: str, language: Language) -> str:
    person = state.characters[cid]
    text = f"{person.name} ({cid}), {person.age}"
    if not person.alive:
        text += ", †"
    dynasty = state.dynasties.get(person.dynasty)
    if dynasty is not None and dynasty.head == cid and person.alive:
        text += ", глава" if language == "ru" else ", head"
    return _escape(text)


def mermaid_tree(state: GameState, characters: Iterable[str], language: Language) -> str:
    """A `flowchart TD`: a subgraph per dynasty (state order), a node per character (state order) labelled
    "Name (id), age" with † for the dead, edges parent → child and spouse links (`---|⚭|`) between the
    characters drawn. Deterministic: the same state and characters give the same text."""
    chosen = set(characters)
    drawn = [cid for cid in state.characters if cid in chosen]
    node = NodeIds()
    lines = ["flowchart TD"]
    by_dynasty: dict[str, list[str]] = {}
    for cid in drawn:
        by_dynasty.setdefault(state.characters[cid].dynasty, []).append(cid)
    order = [did for did in state.dynasties if did in by_dynasty] + \
            [did for did in by_dynasty if did not in state.dynasties]
    for did in order:
        dynasty = state.dynasties.get(did)
        title = f"{dynasty.name} ({did})" if dynasty is not None else did
        if dynasty is not None and not dynasty.alive:
            title += ", †"
        lines.append(f'  subgraph {node("d", did)}["{_escape(title)}"]')
        for cid in by_dynasty[did]:
            lines.append(f'    {node("c", cid)}["{_label(state, cid, language)}"]')
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
