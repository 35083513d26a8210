"""Master step 5 (TURN-2, ECON-1): province income, vassal tax, army upkeep and desertion — each in turn for
every dynasty, so that a lord has his vassals' tax before he pays his soldiers."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dynasty.engine.context import Turn
from dynasty.game.state import Dynasty, Province

STEP = "income"


@dataclass
class Accounts:
    """One dynasty's step 5, for its report."""

    provinces: dict[str, int] = field(default_factory=dict)
    halved: list[str] = field(default_factory=list)
    tax_paid: int = 0
    tax_received: dict[str, int] = field(default_factory=dict)
    upkeep: int = 0
    upkeep_paid: int = 0  # what it took: all of it, or all that was left (ARMY-3)
    deserters: int = 0

    @property
    def gross(self) -> int:
        return sum(self.provinces.values())


def collect_income(t: Turn) -> None:
    state, rules = t.state, t.rules
    living = state.living_dynasties()
    accounts = {did: Accounts() for did in living}
    # ECON-1 (1): each owned province's yield, halved for this turn's famine or disease (PROV-5)
    for did in living:
        dynasty, books = state.dynasties[did], accounts[did]
        for pid in dynasty.provinces:
            province = state.provinces[pid]
            if province.owner != did:  # in revolt: it yields nothing (PROV-4)
                continue
            amount, halved = province_income(t, province)
            books.provinces[pid] = amount
            if halved:
                books.halved.append(pid)
        dynasty.balance += books.gross
    # ECON-1 (2), VASSAL-4: 25% of the vassal's gross province income, rounded down, to its lord
    for did in living:
        dynasty, books = state.dynasties[did], accounts[did]
        if dynasty.lord is None or not t.alive(dynasty.lord):
            continue
        tax = books.gross * rules.vassal.tax_percent // 100
        dynasty.balance -= tax
        state.dynasties[dynasty.lord].balance += tax
        books.tax_paid = tax
        accounts[dynasty.lord].tax_received[did] = tax
    # ECON-1 (3), ARMY-1, ARMY-3: upkeep; the soldiers it cannot pay desert and the balance is 0
    for did in living:
        dynasty, books = state.dynasties[did], accounts[did]
        books.upkeep = upkeep(t, dynasty, dynasty.army)
        if books.upkeep <= dynasty.balance:
            books.upkeep_paid = books.upkeep
            dynasty.balance -= books.upkeep
        else:
            paid = payable_soldiers(t, dynasty)
            books.deserters = dynasty.army - paid
            books.upkeep_paid = dynasty.balance
            dynasty.army = paid
            dynasty.balance = 0
        t.record(STEP, "income", did, **report(books, dynasty))


def province_income(t: Turn, province: Province) -> tuple[int, bool]:
    """PROV-3, PROV-5: a province yields half (rounded up) in the turn of its famine or disease."""
    event = province.event
    if event is None or event.turn != t.turn or not event.applies or event.kind not in ("famine", "disease"):
        return province.yield_, False
    divisor = t.rules.events.famine.income_divisor if event.kind == "famine" \
        else t.rules.events.disease.income_divisor
    base = event.yield_before if event.yield_before is not None else province.yield_
    return -(-base // divisor), True


def upkeep_divisor(t: Turn, dynasty: Dynasty) -> int:
    """Technologies: Logistics halves the upkeep (rounded up)."""
    divisor = 1
    for tech in dynasty.technologies:
        divisor *= t.rules.technologies[tech].upkeep_divisor or 1
    return divisor


def upkeep(t: Turn, dynasty: Dynasty, soldiers: int) -> int:
    """ARMY-1: each point costs 1 coin per turn."""
    return -(-soldiers * t.rules.army.upkeep_per_point // upkeep_divisor(t, dynasty))


def payable_soldiers(t: Turn, dynasty: Dynasty) -> int:
    """ARMY-3: how many soldiers the balance pays for: the most whose upkeep is within it."""
    per_point = t.rules.army.upkeep_per_point
    if per_point <= 0:
        return dynasty.army
    return min(dynasty.army, dynasty.balance * upkeep_divisor(t, dynasty) // per_point)


def report(books: Accounts, dynasty: Dynasty) -> dict[str, Any]:
    data: dict[str, Any] = {"provinces": books.provinces, "gross": books.gross}
    if books.halved:
        data["halved"] = books.halved
    if books.tax_paid:
        data["tax_paid"] = books.tax_paid
        data["lord"] = dynasty.lord
    if books.tax_received:
        data["tax_received"] = books.tax_received
    data.update(upkeep=books.upkeep, upkeep_paid=books.upkeep_paid, deserters=books.deserters, army=dynasty.army,
                balance=dynasty.balance)
    return data
