"""`check-state` knows what the engine assumes (the issue "Crash-safe turns and hostile input", point 6): a
property test mutates valid states — a value replaced by another of the state (an id of another kind, a
number out of range, another field's value), a key or an item removed, an item doubled — and every mutant
either fails the state's check with one line per problem, or is played by the built-in player (its orders
pass `check`), resolved, and its next state and reports written, without a traceback.

The mutants are drawn the same way on every run (`derandomize`): the test never depends on a random stream.
"""

from __future__ import annotations

import contextlib
import copy
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dynasty.engine.game_start import start_game
from dynasty.engine.turn import resolve
from dynasty.errors import DynastyError
from dynasty.game.campaign import Campaign, GameSettings
from dynasty.game.dice import Dice
from dynasty.game.rules import Rules
from dynasty.game.scenario import load_scenario
from dynasty.game.state import GameState, War
from dynasty.game.state_check import load_state, state_problems
from dynasty.reports.write import report_texts
from dynasty.store.yaml_io import dump_yaml
from dynasty.study.simulate import bot_turn
from tests.conftest import SCENARIOS

Path_ = tuple[str | int, ...]


@cache
def bases() -> tuple[list[dict[str, Any]], Rules, GameSettings]:
    """Valid states to mutate, as the data of their files: the duel as new-game leaves it, and after 6 turns
    of the built-in player with a war between the two houses, a known fact and a standing proposal."""
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    game = start_game(loaded, "duel", 11)
    state, rules, settings = game.state, loaded.rules, game.settings
    first = state.to_data()
    names = {"m": list(settings.names.m), "f": list(settings.names.f)}
    for _ in range(6):
        orders, _ = bot_turn(state, rules, settings, None, check=False)
        resolve(state, orders, rules, Dice(seed=11), names)
    tver, moscow = "tverskie", "moskovskie"
    if not state.wars:
        generals = {did: next((c for c in state.members(did) if c != state.dynasties[did].head
                               and state.characters[c].age >= rules.age.capable), None) for did in (tver, moscow)}
        state.wars.append(War(attackers=[tver], defenders=[moscow], generals=generals, started=state.turn - 1))
    assert state_problems(state, rules) == []
    return [first, state.to_data()], rules, settings


def paths(data: Any, here: Path_ = ()) -> list[Path_]:
    """Every place of the data: each key of a mapping and each item of a list, at every depth."""
    found: list[Path_] = []
    if isinstance(data, dict):
        for key, value in data.items():
            found.append((*here, key))
            found += paths(value, (*here, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found.append((*here, i))
            found += paths(value, (*here, i))
    return found


def at(data: Any, where: Path_) -> Any:
    for part in where:
        data = data[part]
    return data


def ids_of(data: dict[str, Any], value: Any) -> list[str]:
    """Ids of the state to put in place of `value`: of the same kind when `value` is an id (another
    character for a character), else of any kind."""
    for table in ("characters", "dynasties", "provinces"):
        if isinstance(data.get(table), dict) and isinstance(value, str) and value in data[table]:
            return list(data[table]) + ["nobody"]
    return [*(key for table in ("characters", "dynasties", "provinces") if isinstance(data.get(table), dict)
              for key in data[table]), "nobody"]


#: values no valid state holds in that place, and some it may: numbers around every limit, the wrong types
NUMBERS = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14, 15, 20, 45, 70, 75, 99, 150, 151, 10**6]
OTHER = [None, True, False, "", "nobody", [], {}, 1.5, "genius", "medicine", "famine", "pay", "m", "f"]


FACTS = ["traits", "loyalty", "skills", "mood", "balance", "army", "technologies", "wealth"]


def added(draw: st.DrawFn, data: dict[str, Any]) -> None:
    """A war, a learned fact, a proposal, a lord or a marriage made of the state's ids (of the right kind
    mostly): what a hand edit adds."""
    dynasties, characters = list(data["dynasties"]), list(data["characters"])
    dynasty, person = st.sampled_from(dynasties), st.sampled_from(characters)
    turn = st.sampled_from([0, 1, data["turn"] - 1, data["turn"], data["turn"] + 1])
    what = draw(st.sampled_from(["war", "fact", "proposal", "lord", "marriage"]))
    if what == "war":
        attacker, defender = draw(dynasty), draw(dynasty)
        data.setdefault("wars", []).append({
            "attackers": [attacker], "defenders": [defender],
            "generals": {draw(dynasty): draw(st.one_of(st.none(), person)),
                         attacker: draw(st.one_of(st.none(), person))},
            "started": draw(turn)})
    elif what == "fact":
        value = draw(st.sampled_from([3, -2, ["genius"], ["medicine"], {"combat": 3}, "x", None]))
        data.setdefault("knowledge", {}).setdefault(draw(dynasty), []).append({
            "subject": draw(st.one_of(person, dynasty)), "fact": draw(st.sampled_from(FACTS)), "value": value,
            "turn": draw(turn), "source": draw(st.sampled_from(["visit", "spy", "ball", "nothing"]))})
    elif what == "proposal":
        kind = draw(st.sampled_from(["marriage", "peace"]))
        terms = draw(st.sampled_from([{}, {"pay": 10}, {"ask": 500}, {"vassal": draw(dynasty)},
                                      {"cede": [draw(st.sampled_from(list(data["provinces"])))]}, {"pay": -5}]))
        data.setdefault("proposals", []).append({
            "kind": kind, "turn": draw(turn), "dynasty": draw(dynasty), "by": draw(person),
            "target": draw(person if kind == "marriage" else dynasty), "terms": terms})
    elif what == "lord":
        data["dynasties"][draw(dynasty)]["lord"] = draw(dynasty)
    else:
        a, b = draw(person), draw(person)
        data["characters"][a]["spouse"], data["characters"][b]["spouse"] = b, a


@st.composite
def mutants(draw: st.DrawFn) -> dict[str, Any]:
    """A valid state's data with one to three mutations."""
    found, _, _ = bases()
    data = copy.deepcopy(draw(st.sampled_from(found)))
    for _ in range(draw(st.integers(1, 3))):
        places = paths(data)
        where = draw(st.sampled_from(places))
        parent, last = at(data, where[:-1]), where[-1]
        kind = draw(st.sampled_from(["id", "id", "number", "number", "other", "swap", "remove", "double", "add"]))
        if kind == "add":
            with contextlib.suppress(TypeError, KeyError, AttributeError, IndexError):  # the shape is broken
                added(draw, data)
        elif kind == "remove":
            del parent[last]
        elif kind == "double":
            if isinstance(parent, list):
                parent.append(copy.deepcopy(parent[last]))
            elif isinstance(parent[last], list) and parent[last]:
                parent[last].append(copy.deepcopy(parent[last][0]))
        elif kind == "swap":
            parent[last] = copy.deepcopy(at(data, draw(st.sampled_from(places))))
        else:
            pool = ids_of(data, parent[last]) if kind == "id" else NUMBERS if kind == "number" else OTHER
            parent[last] = draw(st.sampled_from(pool))
    return data


@settings(max_examples=120, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=mutants())
def test_every_mutant_fails_check_state_in_one_line_per_problem_or_is_played_resolved_and_reported(
        data: dict[str, Any], tmp_path_factory: pytest.TempPathFactory) -> None:
    """The issue: "every mutant either fails check-state with one line or is resolved and played by the bot
    without a traceback"."""
    _, rules, game_settings = bases()
    root = tmp_path_factory.mktemp("mutant")
    path = root / "turns" / "turn-01" / "state.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(dump_yaml(data), encoding="utf-8")
    try:
        state = load_state(path, rules)  # what check-state does
    except DynastyError as exc:
        for language, label in (("ru", ": ошибка: "), ("en", ": error: ")):
            for line in exc.render(language).splitlines():
                assert label in line and "Traceback" not in line, line
        return
    play(state, rules, game_settings, Campaign(root))


def play(state: GameState, rules: Rules, game_settings: GameSettings, campaign: Campaign) -> None:
    """What `bot`, `resolve` and its reports do with a state `check-state` accepts."""
    if state.winners:
        return
    orders, errors = bot_turn(state, rules, game_settings, None, check=True)
    assert errors == 0, "the bot wrote orders that 'dynasty check' refuses"
    dice = Dice(seed=game_settings.seed)
    t = resolve(state, orders, rules, dice, {"m": list(game_settings.names.m), "f": list(game_settings.names.f)})
    assert state_problems(state, rules) == [], [str(p) for p in state_problems(state, rules)]
    log = {"turn": state.turn - 1, "next_turn": state.turn, "missing_orders": t.missing,
           "ap_spent": dict(sorted(t.ap_spent.items())), "outcomes": [o.to_data() for o in t.outcomes],
           "dice": dice.log()}
    report_texts(campaign, state.turn, state, rules, game_settings, log=log, new_game_log=None)


def test_the_states_the_mutants_come_from_are_played_resolved_and_reported(tmp_path: Path) -> None:
    """The other half of the property is reached: a valid state is played, resolved and reported."""
    found, rules, game_settings = bases()
    for data in found:
        play(GameState.model_validate(copy.deepcopy(data)), rules, game_settings, Campaign(tmp_path))
