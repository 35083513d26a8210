"""ALLY-3: the houses a private report gives in full for holding the reader's relatives are found through the
family links of its members (`reports.houses.relative_houses`), not by asking `relations.relation` about every
pair of characters. Both must name the same houses, on every state of the example campaign."""

from __future__ import annotations

from pathlib import Path

from dynasty.game.relations import relation
from dynasty.game.rules import default_rules
from dynasty.game.state import GameState
from dynasty.game.state_check import load_state
from dynasty.reports.houses import StateIndex, relative_houses

TURNS = Path(__file__).resolve().parent.parent / "turns"
STATES = sorted(TURNS.glob("turn-*/state.yaml"))


def houses_of_relatives(state: GameState, reader: str) -> set[str]:
    """Every other house with a living character that `relation` calls kin of a living member of `reader`."""
    ours = [cid for cid, c in state.characters.items() if c.alive and c.dynasty == reader]
    return {c.dynasty for cid, c in state.characters.items()
            if c.alive and c.dynasty != reader and any(relation(state, m, cid) is not None for m in ours)}


def test_ally_3_the_relatives_houses_found_by_family_links_are_those_relation_finds() -> None:
    kin = 0
    for path in STATES:
        state = load_state(path, default_rules())
        index = StateIndex(state)
        found = {reader: relative_houses(index, reader) for reader in state.living_dynasties()}
        assert found == {reader: houses_of_relatives(state, reader) for reader in state.living_dynasties()}, path
        kin += sum(len(houses) for houses in found.values())
    assert len(STATES) >= 6 and kin > 0  # the campaign's marriages make houses kin: the comparison saw some
