"""The figures of a private report and how each was computed (AP, treasury, army, reputation): every
figure starts from the last report's and lists its items (DYN-3, DYN-4, ECON-*, ARMY-*, REP-*)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dynasty.engine.action_points import AP_WORDS, ApBreakdown, turn_ap
from dynasty.orders.messages import Language
from dynasty.reports.model import (
    Formula,
)
from dynasty.reports.record import TurnRecord, own_outcomes
from dynasty.reports.texts import (
    Words,
    reputation_cause,
)
from dynasty.rules import Rules
from dynasty.state import GameState

# -- the figures and how they were computed ---------------------------------------------------------------------


def _term(amount: int, what: str) -> str:
    return f"{'+' if amount >= 0 else '−'} {abs(amount)} {what}".rstrip()


def _formula(value: int, before: int | None, before_word: str, items: Sequence[tuple[int, str]]) -> Formula:
    """`80 = 45 before + 60 income − 15 upkeep`; with no item, just the value."""
    if not items:
        return Formula(value=value, parts=[], text=str(value))
    parts = ([f"{before} {before_word}"] if before is not None else []) + [_term(a, w) for a, w in items]
    if before is None:
        parts[0] = parts[0].removeprefix("+ ")
    return Formula(value=value, parts=parts, text=f"{value} = " + " ".join(parts))


def ap_formula(state: GameState, rules: Rules, dynasty_id: str, language: Language) -> Formula:
    """DYN-4: `14 = 8 + 2 mood (2×1) + 4 stewardship (head Louis) + 1 loyal (Anne) − 1 age (Louis, 50)`. A
    state whose AP a GM set by hand shows the difference as its own term."""
    breakdown: ApBreakdown = turn_ap(state, rules, dynasty_id)
    words = AP_WORDS.get(language, AP_WORDS["en"])
    parts = [str(breakdown.parts[0].amount)] + [
        _term(p.amount, words[p.kind]) + (f" ({words[p.role] + ' ' if p.role else ''}{p.detail})" if p.detail else "")
        for p in breakdown.parts[1:]]
    value = state.dynasties[dynasty_id].ap
    if value != breakdown.total:
        parts.append(_term(value - breakdown.total, "ГМ" if language == "ru" else "GM"))
    return Formula(value=value, parts=parts, text=f"{value} = " + " ".join(parts))


def _action_coins(rules: Rules, kind: str, p: Mapping[str, Any]) -> int:
    """The coins an executed action cost (ACT-0, DYN-7): the outcome's own figure where it records one."""
    if kind in ("recruit", "donate"):
        return int(p.get("coins", 0) or 0)
    if kind == "mentor":
        level = p.get("hired_teacher")
        return rules.actions.mentor.hired_teacher_coins.get(int(level), 0) if level is not None else 0
    if kind in rules.actions.ids():
        return rules.actions.get(kind).coins
    return 0


def treasury_formula(state: GameState, rules: Rules, record: TurnRecord, dynasty_id: str,
                     words: Words) -> Formula:
    """ECON-1, DYN-7: the balance, from the balance at the last report and every coin of the turn."""
    balance = state.dynasties[dynasty_id].balance
    if not record.resolved:
        return _formula(balance, None, "", [])
    items: list[tuple[int, str]] = []
    deserted = 0
    w = words
    for o in record.own_and_defeats(dynasty_id):
        kind, p = o.get("kind"), dict(o.get("params") or {})
        if kind == "defeat":  # DEFEAT-1, DEFEAT-2: coins of a fallen house (public)
            coins = int((p.get("coins") or {}).get(dynasty_id, 0) or 0)
            if coins:
                items.append((coins, w.say("from the fall of {d}", "от падения {d}", d=w.n(o.get("dynasty")))))
            continue
        if o.get("dynasty") != dynasty_id:
            continue
        if kind in ("famine", "disease") and p.get("paid"):
            items.append((-int(p["paid"]), w.say("{k} in {p}", "{k}, {p}", k=w.label(str(kind)),
                                                 p=w.n(p.get("province")))))
        elif kind == "sabotaged" and p.get("coins"):
            items.append((-int(p["coins"]), w.say("{a} (sabotaged)", "{a} (сорвано)", a=w.action(p.get("action")))))
        elif kind == "new-head" and p.get("how") == "abdicate" and rules.actions.abdicate.coins:
            items.append((-rules.actions.abdicate.coins, w.action("abdicate")))
        elif isinstance(kind, str) and kind in rules.actions.ids() and "n" in p:
            coins = _action_coins(rules, kind, p)
            if coins:
                who = f" ({w.n(p['by'])})" if p.get("by") else ""
                items.append((-coins, w.action(kind) + who))
        elif kind == "spendthrift" and p.get("spent"):
            items.append((-int(p.get("coins", 0) or 0), w.say("Spendthrift ({who})", "Транжира ({who})",
                                                              who=w.n(p.get("character")))))
        elif kind == "income":
            items.append((int(p.get("gross", 0) or 0), w.say("income", "доход")))
            if p.get("tax_paid"):
                items.append((-int(p["tax_paid"]), w.say("tax to {l}", "дань {l}", l=w.n(p.get("lord")))))
            for vassal, tax in (p.get("tax_received") or {}).items():
                items.append((int(tax), w.say("tax from {v}", "дань от {v}", v=w.n(vassal))))
            if p.get("deserters"):
                deserted += int(p["deserters"])
            else:
                items.append((-int(p.get("upkeep", 0) or 0), w.say("upkeep", "содержание армии")))
    if deserted:  # ARMY-3: the upkeep took all that was left; the figure before it is not in the log
        parts = [_term(a, t) for a, t in items]
        note = w.say("the upkeep took all that was left; {n} deserted (ARMY-3)",
                     "содержание армии забрало всё; дезертировали: {n} (ARMY-3)", n=w.soldiers(deserted))
        return Formula(value=balance, parts=[*parts, note], text=f"{balance}: " + "; ".join([*parts, note]))
    before = balance - sum(a for a, _ in items)
    return _formula(balance, before, w.say("before", "было"), items)


def army_formula(state: GameState, record: TurnRecord, dynasty_id: str, words: Words) -> Formula:
    """ARMY-1 .. ARMY-3, PROV-3: the army, from the army at the last report and every change since."""
    w = words
    army = state.dynasties[dynasty_id].army
    items: list[tuple[int, str]] = []
    for o in record.own_outcomes(dynasty_id):
        kind, p = o.get("kind"), dict(o.get("params") or {})
        if o.get("dynasty") != dynasty_id or kind == "event":
            continue
        if kind == "volunteers" and p.get("army_change"):
            items.append((int(p["army_change"]), w.say("volunteers in {p}", "добровольцы, {p}",
                                                       p=w.n(p.get("province")))))
        elif kind == "revolt" and p.get("army_change"):
            items.append((int(p["army_change"]), w.say("revolt in {p}", "восстание, {p}",
                                                       p=w.n(p.get("province")))))
        elif kind == "recruit":
            items.append((int(p.get("points", 0) or 0), w.action("recruit")))
        elif kind == "disband":
            items.append((-int(p.get("points", 0) or 0), w.action("disband")))
        elif kind == "income" and p.get("deserters"):
            items.append((-int(p["deserters"]), w.say("deserters, unpaid", "дезертиры без жалованья")))
    for pid in state.dynasties[dynasty_id].provinces:
        event = state.provinces[pid].event
        if event is not None and event.turn == state.turn and event.army_change:
            items.append((event.army_change, w.say("volunteers desert in {p}", "дезертиры, {p}", p=w.n(pid))))
    before = army - sum(a for a, _ in items)
    return _formula(army, before, w.say("before", "было"), items)


def reputation_formula(state: GameState, record: TurnRecord, dynasty_id: str, words: Words) -> Formula:
    """REP-1 .. REP-3: the reputation, with each change of the turn and its cause."""
    reputation = state.dynasties[dynasty_id].reputation
    items = [(int(p.get("change", 0) or 0), reputation_cause(str(p.get("cause", "")), words))
             for p in own_outcomes(record, dynasty_id, "reputation") if p.get("change")]
    before = reputation - sum(a for a, _ in items)
    return _formula(reputation, before, words.say("before", "было"), items)
