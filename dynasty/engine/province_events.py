"""Player's step 1 (TURN-3): an event for each province (PROV-3, PROV-4, ERA-5).

The effects that need a decision (famine, disease, volunteers, revolt) are left pending in the
province's `event` for the turn's orders; deserting volunteers apply at once.
"""

from __future__ import annotations

from dynasty.game.dice import Dice, Purpose
from dynasty.game.rules import EventKind, Rules
from dynasty.game.state import Decision, GameState, ProvinceEvent


def event_key(turn: int, province_id: str) -> str:
    return f"t{turn:02d}/province/{province_id}/event"


def roll_province_events(state: GameState, rules: Rules, dice: Dice) -> None:
    """PROV-3: roll 1d12 for every owned province of a living dynasty, in state order."""
    events = rules.events
    era = rules.eras[state.era].effects
    revolt_max_roll = era.revolt_max_roll  # ERA-5: in the Anarchy a province revolts on 1–4
    revolt_at = era.revolt_at_loyalty if era.revolt_at_loyalty is not None else events.revolt.at_loyalty
    desert_at = (era.desert_at_loyalty if era.desert_at_loyalty is not None
                 else events.volunteers.desert_at_loyalty)
    for pid, province in state.provinces.items():
        owner = state.dynasties.get(province.owner) if province.owner else None
        if owner is None or not owner.alive:
            province.event = None
            continue
        key = event_key(state.turn, pid)
        roll = dice.total(key, events.die, Purpose("dice-province-event", province=pid, die=events.die))
        kind: EventKind = "revolt" if revolt_max_roll is not None and roll <= revolt_max_roll \
            else events.event_for(roll)
        event = ProvinceEvent(turn=state.turn, roll=roll, kind=kind)
        decision: Decision | None = None
        if kind == "revolt":
            # PROV-3: a revolt happens where loyalty is 1 (ERA-5: ≤ 2); PROV-4: the 3d6 comes with it
            if province.loyalty <= revolt_at:
                event.revolt_roll = list(dice.roll(f"{key}/army", events.revolt.army_dice, Purpose(
                    "dice-revolt-army", province=pid, die=events.revolt.army_dice)).values)
                decision = "revolt"
            else:
                event.applies = False
        elif kind == "famine":
            decision = "famine"
        elif kind == "disease":
            decision = "disease"
        elif kind == "volunteers":
            if province.loyalty >= events.volunteers.accept_at_loyalty:
                decision = "volunteers"
            elif province.loyalty <= desert_at:
                # PROV-3: at loyalty 1 (ERA-5: ≤ 2) soldiers desert, army −3, at once
                event.army_change = -min(events.volunteers.desert, owner.army)
                owner.army += event.army_change
            else:
                event.applies = False
        else:
            event.applies = False
        event.decision = decision
        province.event = event
