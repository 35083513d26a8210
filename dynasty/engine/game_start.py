"""A game's start, in memory (GEN-2 .. GEN-5, TURN-4): the starting state a scenario gives, then the player's
steps 1–2 of turn 1 and its AP. `new-game` writes it as a campaign; `simulate` plays on from it."""

from __future__ import annotations

from dataclasses import dataclass

from dynasty.engine.turn_start import TurnStart, start_turn
from dynasty.errors import Problem
from dynasty.game.campaign import GameSettings, SeatSettings
from dynasty.game.dice import Dice, Override, Seed
from dynasty.game.rules import Rules
from dynasty.game.scenario import LoadedScenario, starting_state
from dynasty.game.state import GameState
from dynasty.game.state_check import state_problems


@dataclass
class GameStart:
    settings: GameSettings
    state: GameState
    rules: Rules
    dice: Dice
    start: TurnStart


def start_game(loaded: LoadedScenario, scenario_name: str, seed: Seed,
               overrides: dict[str, Override] | None = None, *, strict_dice: bool = False) -> GameStart:
    """Everything `new-game` computes, in memory: the starting state (GEN-2 .. GEN-5), then the player's
    steps 1–2 of turn 1 and its AP (TURN-4)."""
    scenario, rules = loaded.scenario, loaded.rules
    dice = Dice(seed=seed, overrides=overrides or {}, strict=strict_dice)
    state = starting_state(scenario, rules, dice)
    start = start_turn(state, rules, dice, {"m": scenario.names.m, "f": scenario.names.f})
    dice.check_all_used()
    problems: list[Problem] = state_problems(state, rules)
    if problems:  # a bug of ours, never the user's input: say so plainly
        raise AssertionError("new-game built a state that breaks the rules: " + "; ".join(map(str, problems)))
    settings = GameSettings(
        title=scenario.title, scenario=scenario_name, seed=seed, language=scenario.language,
        rules=scenario.rules, names=scenario.names,
        dynasties={did: SeatSettings(player=spec.player, controller=spec.controller)
                   for did, spec in scenario.dynasties.items()})
    return GameStart(settings, state, rules, dice, start)
