"""Who a sentence names: the characters, houses and provinces of a game by id, as `Named` — its name, what it
is, a person's sex, and the forms a scenario gave its name — so that a catalog can decline it and make the
sentence agree with it. Prose names people and places by name; ids appear only where a player needs them to
write orders (the id columns of the tables, the order template)."""

from __future__ import annotations

from collections.abc import Mapping

from dynasty.game.state import GameState
from dynasty.text.catalogs import Named


class Names:
    """The names of a game's entities by id; an id it does not know is named by itself."""

    def __init__(self, entries: Mapping[str, Named]) -> None:
        self.entries = dict(entries)

    def __call__(self, entity_id: str) -> Named:
        found = self.entries.get(entity_id)
        return found if found is not None else Named(entity_id, "person")

    def __contains__(self, entity_id: object) -> bool:
        return entity_id in self.entries


class StateNames(Names):
    """The names of a state's entities, each looked up in the state when first asked for: a report names a few
    dozen of them, and a big game holds thousands (every report of a turn asked for all of them)."""

    def __init__(self, state: GameState) -> None:
        super().__init__({})
        self.state = state

    def _found(self, entity_id: object) -> Named | None:
        if not isinstance(entity_id, str):
            return None
        found = self.entries.get(entity_id)
        if found is None:
            found = _named(self.state, entity_id)
            if found is not None:
                self.entries[entity_id] = found
        return found

    def __call__(self, entity_id: str) -> Named:
        found = self._found(entity_id)
        return found if found is not None else Named(entity_id, "person")

    def __contains__(self, entity_id: object) -> bool:
        return self._found(entity_id) is not None


def _named(state: GameState, entity_id: str) -> Named | None:
    """A character's name before a house's, a house's before a province's, where two share an id."""
    person = state.characters.get(entity_id)
    if person is not None:
        house = state.dynasties.get(person.dynasty) if person.dynasty else None
        return Named(person.name, "person", person.sex, forms=dict(person.forms),
                     house=Named(house.name, "house", forms=dict(house.forms)) if house is not None else None)
    dynasty = state.dynasties.get(entity_id)
    if dynasty is not None:
        return Named(dynasty.name, "house", forms=dict(dynasty.forms))
    province = state.provinces.get(entity_id)
    if province is not None:
        return Named(province.name, "land", forms=dict(province.forms))
    return None


def state_names(state: GameState) -> Names:
    """Every character (living or dead), house and province of the state. Two people of two houses may share
    a name: the sentences about other houses' people say whose they are ("Олег из рода Ростиславичей")."""
    return StateNames(state)
