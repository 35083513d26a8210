"""The figures of a private report and how each was computed (AP, treasury, army, reputation): every
figure starts from the last report's and lists its items (DYN-3, DYN-4, ECON-*, ARMY-*, REP-*).

Treasury, army and reputation start from the figures the last report showed — the log's `figures` outcome,
recorded when the turn began to resolve — or, for a branch founded in the turn, from what it was founded
with. Their items are every change the log records, on each side of a change between houses; if they ever
failed to reach the figure, the difference is shown as such, never hidden in the starting figure."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dynasty.game.action_points import ApBreakdown, turn_ap
from dynasty.game.rules import Rules
from dynasty.game.state import GameState
from dynasty.reports.describe import reputation_cause
from dynasty.reports.model import Formula, FormulaItem
from dynasty.reports.record import Outcome, TurnRecord, own_outcomes
from dynasty.reports.words import Words, signed
from dynasty.text.catalogs import Language, Named, message
from dynasty.text.declension import Case

# -- the figures and how they were computed ---------------------------------------------------------------------


def _term(amount: int, what: str) -> str:
    return f"{'+' if amount >= 0 else '−'} {abs(amount)} {what}".rstrip()


def _formula(value: int, before: int, before_text: str, items: Sequence[FormulaItem], words: Words) -> Formula:
    """`80 = 45 before + 60 income − 15 upkeep`; with no change, just the value. Items that do not reach the
    value from `before` get the difference as their own item (`unexplained`)."""
    items = [item for item in items if item.amount]
    gap = value - before - sum(item.amount for item in items)
    if gap:
        items.append(FormulaItem(amount=gap, kind="unexplained", text=message(words.language, "figures-unexplained")))
    if not items:
        return Formula(value=value, before=before, parts=[], text=str(value))
    parts = [before_text] + [_term(item.amount, item.text) for item in items]
    return Formula(value=value, before=before, items=items, parts=parts, text=f"{value} = " + " ".join(parts))


def _start(record: TurnRecord, dynasty_id: str, words: Words, figure: str, value: int,
           items: Sequence[FormulaItem]) -> tuple[int, str]:
    """Where a figure starts, with its words: the last report's figure (the log's `figures`), or what a branch
    founded in the turn got (BRANCH-5, BRANCH-6); with neither (turn 1, an older log), the figure less its
    items."""
    before_word = words.say("before", "было")
    last = record.start_figures(dynasty_id)
    if last is not None:
        start = int(last.get(figure, 0) or 0)
        return start, f"{start} {before_word}"
    founding = _founding(record, dynasty_id)
    if founding is not None:
        start = int(founding.get({"balance": "coins"}.get(figure, figure), 0) or 0)
        return start, message(words.language, "figures-at-founding", n=start)
    start = value - sum(item.amount for item in items)
    return start, f"{start} {before_word}"


def _founding(record: TurnRecord, dynasty_id: str) -> Mapping[str, Any] | None:
    """The params of the `branch` outcome that founded `dynasty_id` in the turn, if one did."""
    for o in record.concerning(dynasty_id):
        params = o.get("params") or {}
        if o.get("kind") == "branch" and params.get("branch") == dynasty_id:
            return params
    return None


def ap_items(breakdown: ApBreakdown, words: Words) -> list[FormulaItem]:
    """DYN-4: each term of the AP with what it is for, the base first (`база`, `за настроение главы (−1 × 2)`,
    `за Управление Мстислава`, `за возраст главы Мстислава (50 лет)`, `за лояльность Анны (5)`). A term that
    gives nothing is left out (the base never is); LOY-5's bonus is a term per loyal member."""
    items = []
    for part in breakdown.parts:
        if not part.amount and part.kind != "base":
            continue
        if part.kind == "loyal" and part.members:
            items += _loyal_items(part.amount, part.members, words)
            continue
        args: dict[str, Any] = {"role": part.role or "head", "mood": signed(part.mood), "per": part.per,
                                "age": part.age,
                                "technology": words.technology(part.technology) if part.technology else ""}
        if part.who is not None:
            args["who"] = words.n(part.who)
        items.append(FormulaItem(amount=part.amount, kind=part.kind,
                                 text=message(words.language, f"figures-ap-{part.kind}", args)))
    return items


def _loyal_items(amount: int, members: Sequence[str], words: Words) -> list[FormulaItem]:
    """LOY-5: +1 AP for each member whose loyalty is the rules' level (5, the highest), each a term of its own."""
    each, rest = divmod(amount, len(members))
    return [FormulaItem(amount=each + (1 if i < rest else 0), kind="loyal",
                        text=message(words.language, "figures-ap-loyal",
                                     {"who": words.n(member), "loyalty": words.rules.ap.loyal_level}))
            for i, member in enumerate(members)]


def ap_words(items: Sequence[FormulaItem], language: Language) -> str:
    """The AP's terms as a player reads them: `8 базовых, −2 за настроение главы (−1 × 2), +3 за Управление
    Мстислава` (the base first, as `ap_items` gives them)."""
    terms = [message(language, "figures-ap-first", n=item.amount) if item.kind == "base" else
             message(language, "figures-ap-term", sign="+" if item.amount >= 0 else "−", n=abs(item.amount),
                     what=item.text) for item in items]
    return ", ".join(terms)


def ap_text(breakdown: ApBreakdown, words: Words) -> str:
    """The AP with its terms in one line, for the order file: `8 — 8 базовых, −2 за настроение главы (−1 × 2),
    +3 за Управление Мстислава`."""
    terms = ap_words(ap_items(breakdown, words), words.language)
    return message(words.language, "figures-ap-line", ap=breakdown.total, terms=terms)


def ap_formula(state: GameState, rules: Rules, dynasty_id: str, words: Words) -> Formula:
    """DYN-4: the AP and its terms. A state whose AP a GM set by hand shows the difference as its own term. AP
    is computed anew each turn: its items are its terms, the base first, and they sum to the AP."""
    breakdown: ApBreakdown = turn_ap(state, rules, dynasty_id)
    items = ap_items(breakdown, words)
    parts = [f"{items[0].amount} {items[0].text}"] + [_term(item.amount, item.text) for item in items[1:]]
    value = state.dynasties[dynasty_id].ap
    if value != breakdown.total:
        gm = FormulaItem(amount=value - breakdown.total, kind="gm", text=message(words.language, "figures-ap-gm"))
        items.append(gm)
        parts.append(_term(gm.amount, gm.text))
    return Formula(value=value, items=items, parts=parts, text=f"{value} = " + " ".join(parts))


def _between_houses(o: Outcome, dynasty_id: str, words: Words) -> FormulaItem | None:
    """Coins a marriage's or a peace's terms moved, on either side (MAR, ACT-offer_peace, VASSAL-3): `pay` is
    what the proposer (the offerer) pays, `ask` what he gets."""
    kind, p = o.get("kind"), o.get("params") or {}
    net = int(p.get("ask", 0) or 0) - int(p.get("pay", 0) or 0)
    if not net:
        return None
    if kind == "marriage":
        first, second = p.get("proposer_dynasty"), p.get("target_dynasty")
        text = message(words.language, "figures-marriage-terms", husband=words.n(p.get("husband")),
                       wife=words.n(p.get("wife")))
    elif kind == "peace":
        first, second = p.get("offerer"), p.get("receiver")
        other = second if dynasty_id == first else first
        text = message(words.language, "figures-peace-terms", house=words.n(other))
    else:
        return None
    if first == second or dynasty_id not in (first, second):
        return None
    return FormulaItem(amount=net if dynasty_id == first else -net, kind=f"{kind}-terms", text=text)


def treasury_formula(state: GameState, rules: Rules, record: TurnRecord, dynasty_id: str,
                     words: Words) -> Formula:
    """ECON-1, DYN-7: the balance, from the balance at the last report and every coin of the turn."""
    balance = state.dynasties[dynasty_id].balance
    items: list[FormulaItem] = []
    w = words
    outcomes = record.own_and_defeats(dynasty_id) if record.resolved else []
    sabotaged = {(o.get("dynasty"), (o.get("params") or {}).get("n")) for o in outcomes if o.get("kind") == "sabotaged"}
    fell = False  # its own fall is among the outcomes
    for o in outcomes:
        kind, p = o.get("kind"), dict(o.get("params") or {})
        if kind == "defeat" and o.get("dynasty") == dynasty_id:  # its own fall: where its coins went
            items += _fallen_coins(p, w)
            fell = True
            continue
        if kind == "defeat":  # DEFEAT-1, DEFEAT-2: coins of a fallen house (public)
            coins = int((p.get("coins") or {}).get(dynasty_id, 0) or 0)
            items.append(FormulaItem(amount=coins, kind="defeat-share",
                                     text=message(w.language, "figures-fallen-share", house=w.n(o.get("dynasty")))))
            continue
        if kind in ("marriage", "peace"):  # told to both sides; `dynasty` is the one whose action made it
            found = _between_houses(o, dynasty_id, w)
            if found is not None:
                items.append(found)
            continue
        if o.get("dynasty") != dynasty_id:
            continue
        if kind in ("famine", "disease") and p.get("paid"):
            items.append(FormulaItem(amount=-int(p["paid"]), kind=str(kind),
                                     text=w.t("figures-province-paid", event=str(kind),
                                              province=w.n(p.get("province")))))
        elif kind == "paid":  # ACT-0, DYN-7: an action's coins, paid when it resolved (SAB-3: sabotaged too)
            action = w.action(p.get("action"))
            text = (w.say("{a} (sabotaged)", "{a} (сорвано)", a=action) if (dynasty_id, p.get("n")) in sabotaged
                    else action + (f" ({w.n(p['by'])})" if p.get("by") else ""))
            items.append(FormulaItem(amount=-int(p.get("coins", 0) or 0), kind="action", text=text))
        elif kind == "spendthrift" and p.get("spent"):
            items.append(FormulaItem(amount=-int(p.get("coins", 0) or 0), kind="spendthrift",
                                     text=w.say("Spendthrift ({who})", "Транжира ({who})",
                                                who=w.n(p.get("character")))))
        elif kind == "income":
            items += _income_items(p, w)
    before, before_text = _start(record, dynasty_id, w, "balance", balance, items)
    lost = balance - before - sum(item.amount for item in items)
    if fell and lost < 0 and not state.living_dynasties():  # DEFEAT-5: nobody was left to take them
        items.append(FormulaItem(amount=lost, kind="defeat-lost",
                                 text=message(w.language, "figures-fallen-coins-lost")))
    return _formula(balance, before, before_text, items, w)


def _fallen_coins(p: Mapping[str, Any], words: Words) -> list[FormulaItem]:
    """DEFEAT-1, DEFEAT-2: the coins of the reader's own fallen house, each receiver's part (its `defeat`
    outcome, public): an ally's share, the rest given by a die, or both."""
    allies = set(p.get("allies") or [])
    coins: Mapping[str, Any] = p.get("coins") or {}
    share = sum(int(n or 0) for n in coins.values()) // len(allies) if allies else 0
    items = []
    for receiver, amount in coins.items():
        amount = int(amount or 0)
        kind = "rest" if receiver not in allies else "both" if amount > share else "ally"
        items.append(FormulaItem(amount=-amount, kind="defeat-coins",
                                 text=message(words.language, "figures-fallen-coins", share=kind,
                                              house=words.n(receiver))))
    return items


def _income_items(p: Mapping[str, Any], words: Words) -> list[FormulaItem]:
    """ECON-1: the provinces' yield, the vassal tax paid and received (VASSAL-2, VASSAL-4), the upkeep
    (ARMY-1) — all that was left when it could not be paid in full (ARMY-3)."""
    w = words
    items = [FormulaItem(amount=int(p.get("gross", 0) or 0), kind="income", text=w.say("income", "доход"))]
    if p.get("tax_paid"):
        items.append(FormulaItem(amount=-int(p["tax_paid"]), kind="tax-paid",
                                 text=message(w.language, "figures-tax-paid", house=w.n(p.get("lord")))))
    for vassal, tax in (p.get("tax_received") or {}).items():
        items.append(FormulaItem(amount=int(tax), kind="tax-received",
                                 text=message(w.language, "figures-tax-received", house=w.n(vassal))))
    deserters = int(p.get("deserters", 0) or 0)
    paid = int(p.get("upkeep_paid", 0 if deserters else p.get("upkeep", 0)) or 0)
    text = (message(w.language, "figures-upkeep-deserted", deserters=deserters) if deserters
            else w.say("upkeep", "содержание армии"))
    items.append(FormulaItem(amount=-paid, kind="upkeep", text=text))
    return items


def army_formula(state: GameState, record: TurnRecord, dynasty_id: str, words: Words) -> Formula:
    """ARMY-1 .. ARMY-3, PROV-3, WAR-7, BRANCH-5: the army, from the army at the last report and every change
    since."""
    w = words
    army = state.dynasties[dynasty_id].army
    items: list[FormulaItem] = []
    for o in record.own_outcomes(dynasty_id):
        kind, p = o.get("kind"), dict(o.get("params") or {})
        if o.get("dynasty") != dynasty_id or kind == "event":
            continue
        if kind == "volunteers" and p.get("army_change"):
            items.append(FormulaItem(amount=int(p["army_change"]), kind="volunteers",
                                     text=w.t("figures-province-volunteers", province=w.n(p.get("province")))))
        elif kind == "revolt" and p.get("army_change"):
            items.append(FormulaItem(amount=int(p["army_change"]), kind="revolt",
                                     text=w.t("figures-province-revolt", province=w.n(p.get("province")))))
        elif kind == "recruit":
            items.append(FormulaItem(amount=int(p.get("points", 0) or 0), kind="recruit", text=w.action("recruit")))
        elif kind == "disband":
            items.append(FormulaItem(amount=-int(p.get("points", 0) or 0), kind="disband", text=w.action("disband")))
        elif kind == "branch" and p.get("army"):  # BRANCH-5: its share of the army
            items.append(FormulaItem(amount=-int(p["army"]), kind="branch",
                                     text=message(w.language, "figures-branch-share", branch=w.n(p.get("branch")))))
        elif kind == "battle-report" and p.get("losses"):  # WAR-7: half of those sent die
            enemies = list(p.get("enemies") or [])
            items.append(FormulaItem(amount=-int(p["losses"]), kind="battle",
                                     text=message(w.language, "figures-battle-losses",
                                                  enemies=names_in_case(w, enemies, "ins"))))
        elif kind == "income" and p.get("deserters"):
            items.append(FormulaItem(amount=-int(p["deserters"]), kind="unpaid",
                                     text=w.say("deserters, unpaid", "дезертиры без жалованья")))
    for pid in state.dynasties[dynasty_id].provinces:  # PROV-3: this turn's volunteers who desert at once
        event = state.provinces[pid].event
        if event is not None and event.turn == state.turn and event.army_change:
            items.append(FormulaItem(amount=event.army_change, kind="desertion",
                                     text=w.t("figures-province-deserters", province=w.n(pid))))
    before, before_text = _start(record, dynasty_id, w, "army", army, items)
    return _formula(army, before, before_text, items, w)


def reputation_formula(state: GameState, record: TurnRecord, dynasty_id: str, words: Words) -> Formula:
    """REP-1 .. REP-3: the reputation, with each change of the turn and its cause."""
    reputation = state.dynasties[dynasty_id].reputation
    items = [FormulaItem(amount=int(p.get("change", 0) or 0), kind="reputation",
                         text=reputation_cause(str(p.get("cause", "")), words))
             for p in own_outcomes(record, dynasty_id, "reputation") if p.get("change")]
    before, before_text = _start(record, dynasty_id, words, "reputation", reputation, items)
    return _formula(reputation, before, before_text, items, words)


def names_in_case(w: Words, ids: Sequence[Any], case: Case) -> str:
    """Names joined by commas, in a Russian report in `case` (с Ростиславичами, Ольговичами)."""
    found = []
    for entity_id in ids:
        named = w.n(entity_id)
        found.append(named.case(case) if w.ru and isinstance(named, Named) else w.name(entity_id))
    return ", ".join(found)
