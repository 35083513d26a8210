"""Master step 5: province income (ECON-1, PROV-5), vassal tax (VASSAL-4), army upkeep and desertion (ARMY-1,
ARMY-3): `dynasty.engine.income`."""

from __future__ import annotations

from typing import Any

from dynasty.engine.context import Outcome, Turn
from dynasty.engine.income import collect_income
from dynasty.game.dice import Dice
from dynasty.game.rules import EventKind, Rules
from dynasty.game.state import GameState, ProvinceEvent
from dynasty.orders.model import OrderFile
from tests.builders import StateBuilder


def make_turn(state: GameState, rules: Rules) -> Turn:
    orders = {did: OrderFile(dynasty=did, turn=state.turn) for did in state.dynasties}
    return Turn(state, rules, Dice.scripted({}), orders=orders, names={"m": ["Ivan"], "f": ["Anna"]})


def houses(*, valois: dict[str, Any] | None = None, habsburg: dict[str, Any] | None = None,
           turn: int = 1) -> StateBuilder:
    """Two dynasties with no army and no coins unless told, so that each test sees only its own figures."""
    base = {"balance": 0, "army": 0}
    return (StateBuilder(turn=turn)
            .dynasty("valois", head="louis", **{**base, **(valois or {})}).person("louis", "valois")
            .dynasty("habsburg", head="rudolf", **{**base, **(habsburg or {})}).person("rudolf", "habsburg"))


def income(t: Turn, did: str) -> Outcome:
    [outcome] = [o for o in t.outcomes if o.kind == "income" and o.dynasty == did]
    return outcome


def collect(state: GameState, rules: Rules) -> Turn:
    t = make_turn(state, rules)
    collect_income(t)
    return t


def event(state: GameState, pid: str, kind: EventKind, turn: int | None = None) -> None:
    state.provinces[pid].event = ProvinceEvent(turn=state.turn if turn is None else turn, roll=8, kind=kind,
                                               decision="famine" if kind == "famine" else "disease")


# -- ECON-1, PROV-5 -----------------------------------------------------------------------------------------

def test_econ_1_each_provinces_yield_goes_to_the_treasury(rules: Rules) -> None:
    """ECON-1: "add each province's yield"; PROV-1: "Each province yields 20 coins per turn.\""""
    state = (houses(valois={"balance": 5}).province("anjou", "valois").province("maine", "valois", yield_=15)
             .province("tyrol", "habsburg").build())
    t = collect(state, rules)
    assert state.dynasties["valois"].balance == 40
    assert state.dynasties["habsburg"].balance == 20
    outcome = income(t, "valois")
    assert outcome.params["provinces"] == {"anjou": 20, "maine": 15}
    assert outcome.params["gross"] == 35
    assert not outcome.public


def test_econ_1_a_province_in_revolt_yields_nothing(rules: Rules) -> None:
    """PROV-4: "A lost province is 'in revolt' for 3 turns" — it has no owner to pay."""
    state = houses().province("anjou", "valois").province("maine", None, revolt_from="valois").build()
    t = collect(state, rules)
    assert state.dynasties["valois"].balance == 20
    assert income(t, "valois").params["provinces"] == {"anjou": 20}


def test_prov_5_famine_halves_this_turns_yield_rounded_up(rules: Rules) -> None:
    """PROV-3: "famine: the province yields half this turn"; PROV-5: "'Half this turn' applies to the income
    of master step 5 that follows the event.\""""
    state = houses().province("anjou", "valois", yield_=15).province("maine", "valois").build()
    event(state, "anjou", "famine")
    t = collect(state, rules)
    assert state.dynasties["valois"].balance == 8 + 20
    assert income(t, "valois").params["halved"] == ["anjou"]


def test_prov_5_disease_halves_this_turns_yield(rules: Rules) -> None:
    """PROV-3: "disease: the province yields half this turn.\""""
    state = houses().province("anjou", "valois", yield_=18).build()
    event(state, "anjou", "disease")
    collect(state, rules)
    assert state.dynasties["valois"].balance == 9


def test_prov_5_an_event_of_an_earlier_turn_does_not_halve(rules: Rules) -> None:
    """PROV-5: only "the income of master step 5 that follows the event".\""""
    state = houses(turn=2).province("anjou", "valois").build()
    event(state, "anjou", "famine", turn=1)
    collect(state, rules)
    assert state.dynasties["valois"].balance == 20


# -- VASSAL-4 -----------------------------------------------------------------------------------------------

def test_vassal_2_vassal_4_a_vassal_pays_25_percent_of_its_gross_income_rounded_down(rules: Rules) -> None:
    """VASSAL-4: "Tax: 25% of the vassal's gross province income, rounded down, paid at master step 5.\""""
    state = (houses(valois={"lord": "habsburg"}).province("anjou", "valois", yield_=15)
             .province("maine", "valois", yield_=15).province("tyrol", "habsburg").build())
    t = collect(state, rules)
    assert state.dynasties["valois"].balance == 30 - 7
    assert state.dynasties["habsburg"].balance == 20 + 7
    assert income(t, "valois").params["tax_paid"] == 7
    assert income(t, "valois").params["lord"] == "habsburg"
    assert income(t, "habsburg").params["tax_received"] == {"valois": 7}


def test_vassal_4_the_tax_is_on_the_income_after_a_famine(rules: Rules) -> None:
    """VASSAL-4: the tax is a share of the province income of this step 5, halved yields included."""
    state = houses(valois={"lord": "habsburg"}).province("anjou", "valois").build()
    event(state, "anjou", "famine")
    collect(state, rules)
    assert state.dynasties["habsburg"].balance == 2  # 25% of 10


def test_econ_1_the_lord_pays_his_upkeep_after_receiving_the_tax(rules: Rules) -> None:
    """ECON-1: "in order: add each province's yield ...; pay and receive vassal tax ...; pay army upkeep.\""""
    state = (houses(valois={"lord": "habsburg"}, habsburg={"army": 24}).province("anjou", "valois", yield_=30)
             .province("maine", "valois", yield_=30).province("tyrol", "habsburg", yield_=10).build())
    t = collect(state, rules)
    assert state.dynasties["habsburg"].army == 24  # 10 income + 15 tax pays all 24
    assert state.dynasties["habsburg"].balance == 1
    assert income(t, "habsburg").params["deserters"] == 0


# -- ARMY-1, ARMY-3 -----------------------------------------------------------------------------------------

def test_army_1_each_soldier_costs_a_coin_a_turn(rules: Rules) -> None:
    """ARMY-1: "Army strength starts at 15. Each point costs 1 coin per turn.\""""
    state = houses(valois={"army": 15, "balance": 30}).province("anjou", "valois").build()
    t = collect(state, rules)
    assert state.dynasties["valois"].balance == 35
    assert state.dynasties["valois"].army == 15
    assert income(t, "valois").params["upkeep"] == 15


def test_army_1_logistics_halves_the_upkeep_rounded_up(rules: Rules) -> None:
    """Technologies: "logistics — army upkeep halved (rounded up).\""""
    state = houses(valois={"army": 15, "technologies": ["logistics"]}).province("anjou", "valois").build()
    t = collect(state, rules)
    assert income(t, "valois").params["upkeep"] == 8
    assert state.dynasties["valois"].balance == 12


def test_army_3_unpaid_soldiers_desert_and_the_balance_is_0(rules: Rules) -> None:
    """ARMY-3: "If upkeep cannot be paid in full at master step 5, the unpaid soldiers desert (army −
    shortfall) and the balance is 0.\""""
    state = houses(valois={"army": 25, "balance": 2}).province("anjou", "valois").build()
    t = collect(state, rules)
    assert state.dynasties["valois"].army == 22
    assert state.dynasties["valois"].balance == 0
    assert income(t, "valois").params["deserters"] == 3


def test_army_3_with_logistics_a_coin_pays_two_soldiers(rules: Rules) -> None:
    """ARMY-3 with Logistics: the unpaid soldiers are those the balance cannot pay at half a coin each."""
    state = houses(valois={"army": 30, "technologies": ["logistics"]}).province("anjou", "valois",
                                                                              yield_=10).build()
    t = collect(state, rules)
    assert state.dynasties["valois"].army == 20  # 10 coins pay for 20 soldiers
    assert state.dynasties["valois"].balance == 0
    assert income(t, "valois").params["deserters"] == 10
