"""Who a sentence names: the characters, houses and provinces of a game by id, as `Named` — its name, what it
is, a person's sex, and the forms a scenario gave its name — so that a catalog can decline it and make the
sentence agree with it. Prose names people and places by name; ids appear only where a player needs them to
write orders (the id columns of the tables, the order template)."""

from __future__ import annotations

from collections.abc import Mapping

from dynasty.l10n import Named
from dynasty.state import GameState


class Names:
    """The names of a game's entities by id; an id it does not know is named by itself."""

    def __init__(self, entries: Mapping[str, Named]) -> None:
        self.entries = dict(entries)

    def __call__(self, entity_id: str) -> Named:
        found = self.entries.get(entity_id)
        return found if found is not None else Named(entity_id, "person")

    def __contains__(self, entity_id: object) -> bool:
        return entity_id in self.entries


def state_names(state: GameState) -> Names:
    """Every character (living or dead), house and province of the state. Two people of two houses may share
    a name: the sentences about other houses' people say whose they are ("Олег из рода Ростиславичей")."""
    entries: dict[str, Named] = {}
    for pid, province in state.provinces.items():
        entries[pid] = Named(province.name, "land", forms=dict(province.forms))
    for did, dynasty in state.dynasties.items():
        entries[did] = Named(dynasty.name, "house", forms=dict(dynasty.forms))
    for cid, person in state.characters.items():
        entries[cid] = Named(person.name, "person", person.sex, forms=dict(person.forms))
    return Names(entries)
