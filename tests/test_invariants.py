"""Invariants of every new campaign, over many seeds (STYLE: invariants after every turn)."""

from __future__ import annotations

from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from dynasty.engine.game_start import start_game
from dynasty.game.scenario import LoadedScenario, load_scenario
from dynasty.game.state_check import state_problems

from .conftest import SCENARIOS


@cache
def _scenario(name: str) -> LoadedScenario:
    return load_scenario(SCENARIOS / f"{name}.yaml")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**40), name=st.sampled_from(["classic", "duel"]))
def test_new_game_state_keeps_every_rule_limit(seed: int, name: str) -> None:
    """DYN-1, GEN-1..GEN-6, SKILL-2, AGE-8, DYN-4: a new campaign's state breaks no limit or reference."""
    loaded = _scenario(name)
    rules = loaded.rules
    game = start_game(loaded, name, seed)
    state = game.state
    assert state_problems(state, rules) == []
    born = {b.child for b in game.start.births}
    for did, dynasty in state.dynasties.items():
        starting = [cid for cid in state.members(did) if cid not in born]
        assert len(starting) == rules.start.characters  # DYN-1: exactly 4 characters
        assert dynasty.reputation == rules.start.reputation
        assert dynasty.balance == rules.start.balance
        assert 0 <= dynasty.army <= rules.start.army  # only deserting volunteers lower it (PROV-3)
        assert dynasty.ap >= rules.ap.minimum
    for character in state.characters.values():
        assert character.age % rules.age.turn_years == 0  # AGE-8
        for value in character.skills.as_dict().values():
            assert rules.limits.skill_min <= value <= rules.limits.skill_max  # SKILL-2
        assert len(character.traits) == 2
    for child in born:
        assert state.characters[child].age == 0 and state.characters[child].born == 1  # GEN-6
