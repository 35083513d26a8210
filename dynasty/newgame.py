"""`dynasty new-game`: a campaign from a scenario, up to the start of turn 1 (TURN-4)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from pathlib import Path

from dynasty.campaign import Campaign, GameSettings, SeatSettings
from dynasty.dice import Dice, Override, load_overrides
from dynasty.engine.turn_start import TurnStart, start_turn
from dynasty.errors import CampaignError, Problem, ProblemsError, display_path
from dynasty.rules import Rules
from dynasty.scenario import LoadedScenario, load_scenario, resolve_scenario_path, starting_state
from dynasty.state import GameState, save_state, state_problems
from dynasty.yamlio import save_yaml


@dataclass
class NewGame:
    settings: GameSettings
    state: GameState
    rules: Rules
    dice: Dice
    start: TurnStart
    written: list[Path]


def play_new_game(loaded: LoadedScenario, scenario_name: str, seed: int,
                  overrides: dict[str, Override] | None = None, *, strict_dice: bool = False) -> NewGame:
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
    return NewGame(settings, state, rules, dice, start, [])


def new_game(root: Path, scenario_arg: str, seed: int | None = None, dice_file: Path | None = None) -> NewGame:
    """Start a campaign in `root`: refuses a folder that already holds one; writes the settings file
    last, so that a failure leaves no campaign behind."""
    campaign = Campaign(root)
    if campaign.holds_campaign():
        raise CampaignError(f"{display_path(root)} already holds a campaign ({display_path(campaign.turns_dir)}); "
                            "start a new one in an empty folder (--game DIR)")
    path = resolve_scenario_path(scenario_arg, root)
    if not path.exists() and not Path(scenario_arg).suffix:
        # a bare name: look in the current folder's scenarios/ too
        path = resolve_scenario_path(scenario_arg, Path.cwd())
    loaded = load_scenario(path)
    overrides = load_overrides(dice_file) if dice_file is not None else None
    if seed is None:
        seed = secrets.randbelow(10**9)
    game = play_new_game(loaded, display_path(path), seed, overrides)
    written = [campaign.state_path(1), campaign.new_game_log_path, campaign.settings_path]
    save_state(written[0], game.state)
    save_yaml(written[1], {
        "scenario": display_path(path), "seed": seed,
        "births": [{"child": b.child, "father": b.father, "mother": b.mother, "dynasty": b.dynasty}
                   for b in game.start.births],
        "dice": game.dice.log(),
    })
    save_yaml(written[2], game.settings.model_dump(mode="json"))
    game.written = written
    return game


__all__ = ["NewGame", "new_game", "play_new_game", "ProblemsError"]
