"""Decisions of the turn's orders (PROV-3, PROV-4, PROV-6): famine, disease, volunteers, revolts; and the
revolts' course (PROV-4: in revolt for 3 turns, then to a dynasty drawn by a die).

The halved income of a famine or a disease is master step 5's business (ECON-1, PROV-5): it reads the
province's event. Here only the decisions apply.
"""

from __future__ import annotations

from dataclasses import dataclass

from dynasty.engine.context import Turn
from dynasty.engine.reputation import change_reputation
from dynasty.game.dice import Purpose
from dynasty.game.rules import Rules
from dynasty.game.state import Decision, Dynasty, Province, Revolt
from dynasty.orders.costs import disease_drops, famine_cost
from dynasty.orders.defaults import default_decisions
from dynasty.orders.model import Decisions

NOT_ENOUGH_COINS = "not enough coins"  # DYN-7
ARMY_TOO_SMALL = "army too small"  # PROV-3: "if your army is smaller than the roll, you lose the province"


@dataclass(frozen=True)
class PendingDecision:
    """One event of this turn that waits for its owner's answer, and the answer that applies."""

    dynasty: str
    province: str
    kind: Decision
    choice: str
    default: bool  # PROV-6: reports say which decisions were defaults


def apply_decisions(t: Turn) -> None:
    """TURN-4: the decisions of this turn's orders, for this turn's events, before master step 1.

    Every answer is fixed before any applies, from the state the orders were written against, so that the
    defaults are those the order check announced (PROV-6). Then they apply dynasty by dynasty, each in its
    province order; a dynasty defeated meanwhile decides nothing more (REP-1), and a province that changed
    hands meanwhile (DEFEAT-1) takes no decision of its former owner."""
    pending = [p for did in t.state.living_dynasties() for p in pending_decisions(t, did)]
    for decision in pending:
        dynasty = t.state.dynasties[decision.dynasty]
        province = t.state.provinces[decision.province]
        if not dynasty.alive or province.owner != decision.dynasty:
            continue
        if decision.kind == "famine":
            _famine(t, decision, dynasty, province)
        elif decision.kind == "disease":
            _disease(t, decision, dynasty, province)
        elif decision.kind == "volunteers":
            _volunteers(t, decision, dynasty)
        else:
            _revolt(t, decision, dynasty, province)


def pending_decisions(t: Turn, dynasty_id: str) -> list[PendingDecision]:
    """The dynasty's events of this turn that wait for a decision, in its province order, each with the
    order file's answer or, where it says nothing (or answers another event), the PROV-6 default."""
    state = t.state
    order = t.orders.get(dynasty_id)
    given = order.decisions if order is not None else Decisions()
    defaults = default_decisions(state, t.rules, dynasty_id)
    result: list[PendingDecision] = []
    for pid in state.dynasties[dynasty_id].provinces:
        event = state.provinces[pid].event
        if event is None or event.turn != state.turn or event.decision is None:
            continue
        kind = event.decision
        answered: dict[str, str] = getattr(given, kind)
        if pid in answered:
            result.append(PendingDecision(dynasty_id, pid, kind, answered[pid], default=False))
        else:
            choices: dict[str, str] = getattr(defaults, kind)
            result.append(PendingDecision(dynasty_id, pid, kind, choices[pid], default=True))
    return result


def clamp_province_loyalty(rules: Rules, loyalty: int) -> int:
    """PROV-7: province loyalty stays within 1–5."""
    return max(rules.limits.province_loyalty_min, min(rules.limits.province_loyalty_max, loyalty))


def _pay(dynasty: Dynasty, cost: int) -> bool:
    """DYN-7: a cost is paid in full or not at all."""
    if dynasty.balance < cost:
        return False
    dynasty.balance -= cost
    return True


def _famine(t: Turn, decision: PendingDecision, dynasty: Dynasty, province: Province) -> None:
    """PROV-3: "Pay 15 coins, or its loyalty −2, its yield −3, and −10 reputation. If you pay: +10
    reputation, loyalty +1." Irrigation makes it cheaper; PROV-5: the yield drop is permanent."""
    rules, famine = t.rules, t.rules.events.famine
    cost = famine_cost(rules, dynasty.technologies)
    reason = None
    paid = decision.choice == "pay" and _pay(dynasty, cost)
    if decision.choice == "pay" and not paid:
        reason = NOT_ENOUGH_COINS  # DYN-7: it counts as refused
    if paid:
        province.loyalty = clamp_province_loyalty(rules, province.loyalty + famine.pay_loyalty)
        reputation = famine.pay_reputation
    else:
        province.loyalty = clamp_province_loyalty(rules, province.loyalty + famine.refuse_loyalty)
        lower_yield(rules, province, -famine.refuse_yield)
        reputation = famine.refuse_reputation
    t.record("decisions", "famine", decision.dynasty, province=decision.province, choice=decision.choice,
             default=decision.default, paid=cost if paid else 0, reason=reason, loyalty=province.loyalty,
             province_yield=province.yield_)
    # REP-1: last, since a loss may defeat the dynasty at once
    change_reputation(t, decision.dynasty, reputation,
                      f"famine in {decision.province}: {'paid' if paid else 'refused'}")


def _disease(t: Turn, decision: PendingDecision, dynasty: Dynasty, province: Province) -> None:
    """PROV-3: "its yield drops by 5 coins per turn; paying 10 coins reduces that drop to 2" — a one-time
    drop (ruling), permanent until developed (PROV-5)."""
    rules = t.rules
    cost = rules.events.disease.cost
    paid = decision.choice == "pay" and _pay(dynasty, cost)
    reason = NOT_ENOUGH_COINS if decision.choice == "pay" and not paid else None
    unpaid_drop, paid_drop = disease_drops(rules, dynasty.technologies)
    drop = paid_drop if paid else unpaid_drop
    lower_yield(rules, province, drop)
    t.record("decisions", "disease", decision.dynasty, province=decision.province, choice=decision.choice,
             default=decision.default, paid=cost if paid else 0, reason=reason, yield_drop=drop,
             province_yield=province.yield_)


def _volunteers(t: Turn, decision: PendingDecision, dynasty: Dynasty) -> None:
    """PROV-3: "if loyalty ≥ 4 you may add 3 army for free (or refuse)"."""
    gain = t.rules.events.volunteers.army if decision.choice == "accept" else 0
    dynasty.army += gain
    t.record("decisions", "volunteers", decision.dynasty, province=decision.province, choice=decision.choice,
             default=decision.default, army_change=gain, army=dynasty.army)


def _revolt(t: Turn, decision: PendingDecision, dynasty: Dynasty, province: Province) -> None:
    """PROV-3, PROV-4: suppress the revolt with as much army as the 3d6 rolled with the event, or lose the
    province: it is in revolt for 3 turns, then goes to another dynasty (`advance_revolts`)."""
    event = province.event
    assert event is not None
    needed = sum(event.revolt_roll or [])
    suppressed = decision.choice == "suppress" and dynasty.army >= needed
    reason = ARMY_TOO_SMALL if decision.choice == "suppress" and not suppressed else None
    army_lost = needed if suppressed else 0
    dynasty.army -= army_lost
    t.record("decisions", "revolt", decision.dynasty, province=decision.province, choice=decision.choice,
             default=decision.default, revolt_roll=needed, suppressed=suppressed, reason=reason,
             army_change=-army_lost, army=dynasty.army,
             dice=[t.key("province", decision.province, "event", "army")])
    if suppressed:
        return
    turns = t.rules.events.revolt.turns_in_revolt
    province.owner = None
    dynasty.provinces.remove(decision.province)
    province.revolt = Revolt(former_owner=decision.dynasty, turns_left=turns)
    t.record("decisions", "province-lost", decision.dynasty, public=True, province=decision.province,
             turns_in_revolt=turns)


def advance_revolts(t: Turn) -> None:
    """PROV-4: after master step 5, each province in revolt counts down; at 0 it goes to a dynasty drawn by
    a die among the living dynasties other than the former owner (PROV-3: "never you"). With no such
    dynasty it stays in revolt."""
    state, rules = t.state, t.rules
    for pid, province in state.provinces.items():
        revolt = province.revolt
        if province.owner is not None or revolt is None:
            continue
        revolt.turns_left = max(0, revolt.turns_left - 1)
        if revolt.turns_left > 0:
            continue
        candidates = sorted(did for did in state.living_dynasties() if did != revolt.former_owner)
        if not candidates:
            continue
        key = t.key("province", pid, "new-owner")
        receiver = t.dice.pick(key, candidates, Purpose("dice-province-new-owner", province=pid, options=candidates))
        province.owner = receiver
        province.revolt = None
        province.loyalty = clamp_province_loyalty(rules, province.loyalty)
        state.dynasties[receiver].provinces.append(pid)
        t.record("revolts", "province-taken", receiver, public=True, province=pid,
                 former_owner=revolt.former_owner, dice=[key] if len(candidates) > 1 else [])


def lower_yield(rules: Rules, province: Province, drop: int) -> None:
    """PROV-5: a permanent drop; PROV-3: "yields half this turn, and then its yield drops" — the half of
    step 5 is of the yield before the drop, kept in the event."""
    if province.event is not None and province.event.yield_before is None:
        province.event.yield_before = province.yield_
    province.yield_ = max(rules.limits.province_yield_min, province.yield_ - drop)
