"""The player's steps 1–2 of a turn (TURN-3), which the program rolls for everyone, and the turn's AP.

`new-game` runs this for turn 1 (TURN-4); `resolve` runs it for the turn after the one it resolves.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dynasty.engine.births import Birth, roll_births
from dynasty.engine.province_events import roll_province_events
from dynasty.game.action_points import set_turn_ap
from dynasty.game.dice import Dice
from dynasty.game.rules import Rules
from dynasty.game.state import GameState


@dataclass(frozen=True)
class TurnStart:
    births: list[Birth]


def start_turn(state: GameState, rules: Rules, dice: Dice, names: Mapping[str, Sequence[str]]) -> TurnStart:
    """Run the player's steps 1–2 of `state.turn`, then set each dynasty's AP for it."""
    state.era = rules.era_for(state.turn)  # ERA-1
    # TURN-3 (1): an event for each province (PROV-3)
    roll_province_events(state, rules, dice)
    # TURN-3 (2): births (MAR-3)
    births = roll_births(state, rules, dice, names)
    # DYN-4: the AP of the turn, from the ruling mood of the last step 4 (0 on turn 1)
    set_turn_ap(state, rules)
    return TurnStart(births)
