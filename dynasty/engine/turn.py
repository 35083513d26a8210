"""One resolution of a turn (TURN-4), in the rulebook's order: the orders' decisions, the master's steps
1–5 (TURN-2), then the player's steps 1–2 of the next turn (TURN-3)."""

from __future__ import annotations

from collections.abc import Mapping

from dynasty.engine.actions import resolve_actions
from dynasty.engine.branches import cunning_relief
from dynasty.engine.context import Turn
from dynasty.engine.deaths import age_and_die
from dynasty.engine.decisions import advance_revolts, apply_decisions
from dynasty.engine.defeat import check_victory
from dynasty.engine.income import collect_income
from dynasty.engine.moods import moods_and_loyalty
from dynasty.engine.turn_start import start_turn
from dynasty.engine.war import resolve_war
from dynasty.game.action_points import set_turn_ap
from dynasty.game.dice import Dice
from dynasty.game.learned import forget_own
from dynasty.game.rules import Rules
from dynasty.game.state import GameState, StandIn
from dynasty.orders.model import OrderFile


def resolve(state: GameState, orders: Mapping[str, OrderFile], rules: Rules, dice: Dice,
            names: dict[str, list[str]], played_for: Mapping[str, StandIn] | None = None) -> Turn:
    """Resolve `state.turn` with `orders` (by dynasty; a living dynasty without orders plays the defaults).
    `played_for`: the houses whose player sent nothing and whose `orders` the built-in player wrote, and why
    (`Dynasty.stand_in`). Changes `state` into the state of the next turn and returns what happened."""
    t = Turn(state, rules, dice, dict(orders), names)
    stand_ins = t.played_for = dict(played_for or {})
    t.missing = [did for did in state.living_dynasties() if did not in orders or did in stand_ins]
    for did in state.living_dynasties():  # consecutive missed turns, for `status`
        dynasty = state.dynasties[did]
        previous = dynasty.missed_turns
        # an announced absence is not silence: its turns are not counted towards the built-in player or giving up
        if stand_ins.get(did) != "away":
            dynasty.missed_turns = dynasty.missed_turns + 1 if did in t.missing else 0
        _seat(t, did, stand_ins.get(did), previous)
        if did not in t.orders:
            t.orders[did] = OrderFile(dynasty=did, turn=state.turn)

    record_figures(t)  # what each report of this turn showed: the figures the next one starts from
    apply_decisions(t)  # TURN-4: the decisions for this turn's events (PROV-3, PROV-4, PROV-6)
    resolve_actions(t)  # master step 1: actions (ACT-0)
    resolve_war(t)  # master step 2: war
    age_and_die(t)  # master step 3: aging, death rolls, succession
    moods_and_loyalty(t)  # master step 4: mood, then loyalty, then the reset
    collect_income(t)  # master step 5: income, vassal tax, upkeep
    cunning_relief(t)  # TRAIT-cunning: the head's relief on the turn's largest reputation loss
    advance_revolts(t)  # PROV-4: provinces in revolt count down, then change hands
    check_victory(t)  # DEFEAT-5
    forget_own(state)  # INFO-5: what a house had learned of those who have joined it since

    state.turn += 1
    if state.winners:  # the game is over (DEFEAT-5): the last state has no events or births
        state.era = rules.era_for(state.turn)  # ERA-1: the era still follows the turn
        set_turn_ap(state, rules)  # DYN-4: the last reports' AP is its terms' sum, not the turn before's AP
        return t
    previous_era = state.era
    start = start_turn(state, rules, dice, names)  # the player's steps 1–2 of the next turn, and its AP
    if state.era != previous_era:
        t.record("next-turn", "new-era", None, public=True, era=state.era)  # ERA-6
    record_turn_start(t)
    for birth in start.births:
        t.record("next-turn", "birth", birth.dynasty, public=True, child=birth.child, father=birth.father,
                 mother=birth.mother, dice=[t.key("birth", f"{birth.father}+{birth.mother}")])
    return t


def record_figures(t: Turn) -> None:
    """Each living dynasty's treasury, army and reputation as its report of this turn showed them: the next
    report's figures start from them and itemise every change since (ECON-1, ARMY-1, REP-1); and the AP it had
    for this turn, which the GM's next report compares with what it spent (DYN-4)."""
    for did in t.state.living_dynasties():
        dynasty = t.state.dynasties[did]
        t.record("start", "figures", did, balance=dynasty.balance, army=dynasty.army, reputation=dynasty.reputation,
                 ap=dynasty.ap)


def record_turn_start(t: Turn) -> None:
    """The next turn's province events, each told to its owner only (INFO-5)."""
    for pid, province in t.state.provinces.items():
        event = province.event
        if event is None or province.owner is None:
            continue
        t.record("next-turn", "event", province.owner, province=pid, event=event.kind, roll=event.roll,
                 applies=event.applies, decision=event.decision, revolt_roll=event.revolt_roll,
                 army_change=event.army_change,
                 dice=[f"t{event.turn:02d}/province/{pid}/event"])


def _seat(t: Turn, did: str, stand_in: StandIn | None, previous: int) -> None:
    """Who plays the house this turn, told in the chronicle when it changes: the built-in player takes it (for an
    absence, a silence, or for good: `given-up`, which makes it the master's), or its player takes it back with
    his first orders."""
    dynasty = t.state.dynasties[did]
    if did not in t.missing and dynasty.stand_in is not None:
        t.record("start", "seat", did, public=True, how="back", missed=previous)
        dynasty.stand_in = None
        dynasty.controller = "player"
    elif stand_in is not None and stand_in != dynasty.stand_in:
        # the silence that brought the change: the turns without orders before this one (`absence:` counts them)
        t.record("start", "seat", did, public=True, how=stand_in, missed=previous)
        dynasty.stand_in = stand_in
        if stand_in == "given-up":
            dynasty.controller = "master"
