"""The decisions of a turn's orders (PROV-3 .. PROV-7, DYN-7) and the course of revolts (PROV-4):
`dynasty.engine.decisions`."""

from __future__ import annotations

from typing import Any

from dynasty.engine.context import Outcome, Turn
from dynasty.engine.decisions import advance_revolts, apply_decisions
from dynasty.game.dice import Dice
from dynasty.game.rules import Rules
from dynasty.game.state import Death, GameState, ProvinceEvent
from dynasty.orders.model import OrderFile
from tests.builders import StateBuilder, two_houses

NAMES = {"m": ["Ivan"], "f": ["Anna"]}


def make_turn(state: GameState, rules: Rules, dice: dict[str, Any] | None = None,
              decisions: dict[str, dict[str, Any]] | None = None) -> Turn:
    """A Turn whose dice are all scripted; `decisions` maps a dynasty to its order file's decisions."""
    orders = {did: OrderFile.model_validate({"dynasty": did, "turn": state.turn, "decisions": given})
              for did, given in (decisions or {}).items()}
    return Turn(state, rules, Dice.scripted(dice or {}), orders=orders, names=NAMES)


def pending(state: GameState, pid: str, kind: str, roll: int, *, revolt_roll: list[int] | None = None,
            turn: int | None = None) -> None:
    """A province event of this turn that waits for a decision (PROV-3)."""
    state.provinces[pid].event = ProvinceEvent.model_validate(
        {"turn": state.turn if turn is None else turn, "roll": roll, "kind": kind, "decision": kind,
         "revolt_roll": revolt_roll})


def outcomes(t: Turn, kind: str) -> list[Outcome]:
    return [o for o in t.outcomes if o.kind == kind]


def valois(**fields: Any) -> StateBuilder:
    """Valois holds Anjou and Maine; Habsburg holds Tyrol. The two are not related (enemies)."""
    return (StateBuilder().dynasty("valois", head="louis", **fields).person("louis", "valois")
            .dynasty("habsburg", head="rudolf").person("rudolf", "habsburg")
            .province("anjou", "valois").province("maine", "valois").province("tyrol", "habsburg"))


# -- PROV-3: famine ----------------------------------------------------------------------------------------

def test_prov_3_famine_paid_costs_coins_and_gives_reputation_and_loyalty(rules: Rules) -> None:
    """PROV-3: famine — "Pay 15 coins ... If you pay (help the starving): +10 reputation, loyalty +1.\""""
    state = valois().build()
    pending(state, "anjou", "famine", 8)
    t = make_turn(state, rules, decisions={"valois": {"famine": {"anjou": "pay"}}})
    apply_decisions(t)
    dynasty, anjou = state.dynasties["valois"], state.provinces["anjou"]
    assert dynasty.balance == 30 - 15
    assert dynasty.reputation == 80 + 10
    assert anjou.loyalty == 3 + 1
    assert anjou.yield_ == 20
    [famine] = outcomes(t, "famine")
    assert famine.params["choice"] == "pay" and famine.params["paid"] == 15
    assert famine.params["default"] is False and not famine.public


def test_prov_3_famine_refused_costs_loyalty_yield_and_reputation(rules: Rules) -> None:
    """PROV-3: famine — "Pay 15 coins, or its loyalty −2, its yield −3, and −10 reputation.\""""
    state = valois().build()
    pending(state, "anjou", "famine", 9)
    t = make_turn(state, rules, decisions={"valois": {"famine": {"anjou": "refuse"}}})
    apply_decisions(t)
    dynasty, anjou = state.dynasties["valois"], state.provinces["anjou"]
    assert dynasty.balance == 30
    assert dynasty.reputation == 80 - 10
    assert anjou.loyalty == 3 - 2
    assert anjou.yield_ == 20 - 3


def test_prov_3_famine_with_irrigation_costs_five(rules: Rules) -> None:
    """Technologies: "irrigation — paying for a famine costs 5"."""
    state = valois(technologies=["irrigation"]).build()
    pending(state, "anjou", "famine", 8)
    t = make_turn(state, rules, decisions={"valois": {"famine": {"anjou": "pay"}}})
    apply_decisions(t)
    assert state.dynasties["valois"].balance == 30 - 5
    assert state.dynasties["valois"].reputation == 90


def test_dyn_7_famine_unaffordable_pay_counts_as_refused(rules: Rules) -> None:
    """DYN-7: "Balance never goes below 0. Any cost that cannot be paid in full is not paid and its action
    fails (reported "not enough coins")": a famine not paid is a famine refused."""
    state = valois(balance=14).build()
    pending(state, "anjou", "famine", 8)
    t = make_turn(state, rules, decisions={"valois": {"famine": {"anjou": "pay"}}})
    apply_decisions(t)
    dynasty, anjou = state.dynasties["valois"], state.provinces["anjou"]
    assert dynasty.balance == 14
    assert dynasty.reputation == 70
    assert (anjou.loyalty, anjou.yield_) == (1, 17)
    [famine] = outcomes(t, "famine")
    assert famine.params["reason"] == "not enough coins" and famine.params["paid"] == 0


def test_dyn_7_second_payment_fails_when_the_first_emptied_the_balance(rules: Rules) -> None:
    """DYN-7: each cost is paid in full or not at all, from the balance left (province order)."""
    state = valois(balance=20).build()
    pending(state, "anjou", "famine", 8)
    pending(state, "maine", "disease", 12)
    t = make_turn(state, rules, decisions={"valois": {"famine": {"anjou": "pay"}, "disease": {"maine": "pay"}}})
    apply_decisions(t)
    assert state.dynasties["valois"].balance == 5
    assert state.provinces["maine"].yield_ == 20 - 5  # the unpaid drop
    [disease] = outcomes(t, "disease")
    assert disease.params["reason"] == "not enough coins"


# -- PROV-3: disease, volunteers ---------------------------------------------------------------------------

def test_prov_3_disease_unpaid_drops_yield_by_five(rules: Rules) -> None:
    """PROV-3: disease — "its yield drops by 5 coins per turn" [ruling] "a one-time drop ... (20 → 15)"."""
    state = valois().build()
    pending(state, "anjou", "disease", 12)
    t = make_turn(state, rules, decisions={"valois": {"disease": {"anjou": "refuse"}}})
    apply_decisions(t)
    assert state.provinces["anjou"].yield_ == 15
    assert state.dynasties["valois"].balance == 30
    assert state.dynasties["valois"].reputation == 80


def test_prov_3_disease_paid_costs_ten_and_drops_yield_by_two(rules: Rules) -> None:
    """PROV-3: disease — "paying 10 coins reduces that drop to 2" (20 → 18 if paid)."""
    state = valois().build()
    pending(state, "anjou", "disease", 12)
    t = make_turn(state, rules, decisions={"valois": {"disease": {"anjou": "pay"}}})
    apply_decisions(t)
    assert state.provinces["anjou"].yield_ == 18
    assert state.dynasties["valois"].balance == 20


def test_prov_3_disease_with_medicine_drops_two_or_nothing(rules: Rules) -> None:
    """Technologies: "medicine — disease drops yield by 2, or 0 if paid"."""
    state = valois(technologies=["medicine"]).build()
    pending(state, "anjou", "disease", 12)
    pending(state, "maine", "disease", 12)
    t = make_turn(state, rules, decisions={"valois": {"disease": {"anjou": "refuse", "maine": "pay"}}})
    apply_decisions(t)
    assert state.provinces["anjou"].yield_ == 18
    assert state.provinces["maine"].yield_ == 20
    assert state.dynasties["valois"].balance == 20


def test_prov_3_volunteers_accepted_add_three_army(rules: Rules) -> None:
    """PROV-3: volunteers — "if loyalty ≥ 4 you may add 3 army for free (or refuse)"."""
    state = valois().build()
    pending(state, "anjou", "volunteers", 10)
    pending(state, "maine", "volunteers", 11)
    t = make_turn(state, rules, decisions={"valois": {"volunteers": {"anjou": "accept", "maine": "refuse"}}})
    apply_decisions(t)
    assert state.dynasties["valois"].army == 15 + 3
    assert state.dynasties["valois"].balance == 30
    assert [o.params["army_change"] for o in outcomes(t, "volunteers")] == [3, 0]


def test_prov_3_only_this_turns_events_are_decided(rules: Rules) -> None:
    """PROV-3: the event is rolled "at the start of the turn"; an event left from an earlier turn waits for
    nothing."""
    state = StateBuilder(turn=2).dynasty("valois", head="louis").person("louis", "valois") \
        .province("anjou", "valois").build()
    pending(state, "anjou", "famine", 8, turn=1)
    t = make_turn(state, rules, decisions={"valois": {"famine": {"anjou": "pay"}}})
    apply_decisions(t)
    assert state.dynasties["valois"].balance == 30
    assert outcomes(t, "famine") == []


# -- PROV-4: revolts ---------------------------------------------------------------------------------------

def test_prov_4_suppressed_revolt_costs_the_3d6_in_army(rules: Rules) -> None:
    """PROV-3: revolt — "lose 3d6 army strength or lose the province"; PROV-4: the 3d6 is rolled with the
    event."""
    state = valois().build()
    pending(state, "anjou", "revolt", 2, revolt_roll=[3, 4, 5])
    t = make_turn(state, rules, decisions={"valois": {"revolt": {"anjou": "suppress"}}})
    apply_decisions(t)
    assert state.dynasties["valois"].army == 15 - 12
    assert state.provinces["anjou"].owner == "valois"
    [revolt] = outcomes(t, "revolt")
    assert revolt.params["suppressed"] is True
    assert revolt.dice == ["t01/province/anjou/event/army"]


def test_prov_4_army_smaller_than_the_roll_loses_the_province(rules: Rules) -> None:
    """PROV-3: "If your army is smaller than the roll, you lose the province." PROV-4: "A lost province is
    "in revolt" for 3 turns"."""
    state = valois(army=11).build()
    pending(state, "anjou", "revolt", 1, revolt_roll=[3, 4, 5])
    t = make_turn(state, rules, decisions={"valois": {"revolt": {"anjou": "suppress"}}})
    apply_decisions(t)
    anjou = state.provinces["anjou"]
    assert anjou.owner is None
    assert anjou.revolt is not None and anjou.revolt.former_owner == "valois" and anjou.revolt.turns_left == 3
    assert state.dynasties["valois"].provinces == ["maine"]
    assert state.dynasties["valois"].army == 11
    [lost] = outcomes(t, "province-lost")
    assert lost.public and lost.params["province"] == "anjou"
    [revolt] = outcomes(t, "revolt")
    assert not revolt.public and revolt.params["reason"] == "army too small"


def test_prov_4_yielding_loses_the_province_and_keeps_the_army(rules: Rules) -> None:
    """PROV-4: "the player decides (suppress / yield) in the next orders"."""
    state = valois().build()
    pending(state, "maine", "revolt", 3, revolt_roll=[1, 1, 1])
    t = make_turn(state, rules, decisions={"valois": {"revolt": {"maine": "yield"}}})
    apply_decisions(t)
    assert state.provinces["maine"].owner is None
    assert state.dynasties["valois"].army == 15
    assert state.dynasties["valois"].provinces == ["anjou"]


def test_prov_4_default_suppresses_if_the_army_is_large_enough(rules: Rules) -> None:
    """PROV-4: "default: suppress if the army is large enough, else the province is lost"."""
    state = valois(army=15).build()
    pending(state, "anjou", "revolt", 1, revolt_roll=[4, 4, 4])
    pending(state, "maine", "revolt", 1, revolt_roll=[2, 2, 2])
    t = make_turn(state, rules)
    apply_decisions(t)
    assert state.provinces["anjou"].owner == "valois"  # 12 ≤ 15: suppressed
    assert state.provinces["maine"].owner is None  # 6 > 3 left: lost
    assert state.dynasties["valois"].army == 3
    assert [o.params["choice"] for o in outcomes(t, "revolt")] == ["suppress", "yield"]


def test_prov_4_revolt_counts_down(rules: Rules) -> None:
    """PROV-4: "A lost province is "in revolt" for 3 turns, then goes to a dynasty ..."."""
    state = valois().province("berry", None, revolt_from="valois", turns_left=3).build()
    t = make_turn(state, rules)
    advance_revolts(t)
    berry = state.provinces["berry"]
    assert berry.owner is None and berry.revolt is not None and berry.revolt.turns_left == 2


def test_prov_4_revolt_ends_with_a_dynasty_drawn_by_a_die(rules: Rules) -> None:
    """PROV-4: "then goes to a dynasty chosen by a die roll among the living dynasties other than the former
    owner"; PROV-3: "never you"."""
    state = (valois().dynasty("tudor", head="henry").person("henry", "tudor")
             .dynasty("medici", head="cosimo", alive=False, defeat=Death(turn=1, cause="x"))
             .person("cosimo", "medici", alive=False, death=Death(turn=1, cause="x"))
             .province("berry", None, revolt_from="valois", turns_left=1).build())
    t = make_turn(state, rules, dice={"t01/province/berry/new-owner": 2})  # of [habsburg, tudor]
    advance_revolts(t)
    berry = state.provinces["berry"]
    assert berry.owner == "tudor" and berry.revolt is None
    assert state.dynasties["tudor"].provinces == ["berry"]
    [taken] = outcomes(t, "province-taken")
    assert taken.public and taken.dynasty == "tudor" and taken.params["former_owner"] == "valois"
    t.dice.check_all_used()


def test_prov_4_revolt_without_another_dynasty_stays_in_revolt(rules: Rules) -> None:
    """PROV-4: only "the living dynasties other than the former owner" may get it; with none, nobody."""
    state = (StateBuilder().dynasty("valois", head="louis").person("louis", "valois")
             .province("anjou", "valois").province("berry", None, turns_left=1).build())
    t = make_turn(state, rules)
    advance_revolts(t)
    berry = state.provinces["berry"]
    assert berry.owner is None and berry.revolt is not None and berry.revolt.turns_left == 0


# -- PROV-5, PROV-6, PROV-7 --------------------------------------------------------------------------------

def test_prov_5_yield_drops_are_permanent_and_never_below_zero(rules: Rules) -> None:
    """PROV-5: "Yield drops from famine and disease are permanent (the province's yield, minimum 0)"."""
    state = valois().build()
    state.provinces["anjou"].yield_ = 2
    state.provinces["maine"].yield_ = 4
    pending(state, "anjou", "famine", 8)
    pending(state, "maine", "disease", 12)
    t = make_turn(state, rules, decisions={"valois": {"famine": {"anjou": "refuse"},
                                                      "disease": {"maine": "refuse"}}})
    apply_decisions(t)
    assert state.provinces["anjou"].yield_ == 0
    assert state.provinces["maine"].yield_ == 0


def test_prov_6_defaults_for_a_silent_order_file(rules: Rules) -> None:
    """PROV-6: "Default decisions when an order file is missing or silent: famine — pay if affordable;
    disease — pay if affordable; volunteers — accept. Reports say which decisions were defaults.\""""
    state = (valois(balance=25).province("berry", "valois").build())
    pending(state, "anjou", "famine", 8)
    pending(state, "maine", "disease", 12)
    pending(state, "berry", "volunteers", 10)
    t = make_turn(state, rules)  # no order file at all
    apply_decisions(t)
    dynasty = state.dynasties["valois"]
    assert dynasty.balance == 0  # 15 + 10
    assert dynasty.army == 18
    assert state.provinces["maine"].yield_ == 18
    decided = [o for o in t.outcomes if o.kind in ("famine", "disease", "volunteers")]
    assert [(o.kind, o.params["choice"], o.params["default"]) for o in decided] == [
        ("famine", "pay", True), ("disease", "pay", True), ("volunteers", "accept", True)]


def test_prov_6_default_pays_only_if_affordable(rules: Rules) -> None:
    """PROV-6: "famine — pay if affordable": with 14 coins the default is to refuse."""
    state = valois(balance=14).build()
    pending(state, "anjou", "famine", 8)
    t = make_turn(state, rules)
    apply_decisions(t)
    [famine] = outcomes(t, "famine")
    assert famine.params["choice"] == "refuse" and famine.params["default"] is True
    assert famine.params["reason"] is None
    assert state.dynasties["valois"].reputation == 70


def test_prov_6_only_what_the_orders_leave_out_is_defaulted(rules: Rules) -> None:
    """PROV-6: the order file's own decisions apply; the defaults fill what it is silent about."""
    state = valois().build()
    pending(state, "anjou", "famine", 8)
    pending(state, "maine", "volunteers", 10)
    t = make_turn(state, rules, decisions={"valois": {"famine": {"anjou": "refuse"}}})
    apply_decisions(t)
    assert state.dynasties["valois"].balance == 30
    assert state.dynasties["valois"].army == 18
    assert [(o.kind, o.params["default"]) for o in t.outcomes if o.step == "decisions"] == [
        ("famine", False), ("volunteers", True)]


def test_prov_7_province_loyalty_stays_within_one_to_five(rules: Rules) -> None:
    """PROV-7: "Province loyalty stays within 1–5.\""""
    state = valois().build()
    state.provinces["anjou"].loyalty = 5
    state.provinces["maine"].loyalty = 2
    pending(state, "anjou", "famine", 8)
    pending(state, "maine", "famine", 8)
    t = make_turn(state, rules, decisions={"valois": {"famine": {"anjou": "pay", "maine": "refuse"}}})
    apply_decisions(t)
    assert state.provinces["anjou"].loyalty == 5
    assert state.provinces["maine"].loyalty == 1


def test_prov_7_a_province_back_from_revolt_has_a_loyalty_in_range(rules: Rules) -> None:
    """PROV-7: a province that changes hands after its revolt keeps its loyalty, within 1–5."""
    builder = valois().province("berry", None, revolt_from="valois", turns_left=1)
    state = builder.build(check=False)
    state.provinces["berry"].loyalty = 0
    t = make_turn(state, rules)
    advance_revolts(t)  # one candidate (habsburg): no die
    assert state.provinces["berry"].owner == "habsburg"
    assert state.provinces["berry"].loyalty == 1


# -- REP-1 / DYN-2 during the decisions --------------------------------------------------------------------

def test_rep_1_a_refused_famine_at_ten_reputation_defeats_and_voids_the_rest(rules: Rules) -> None:
    """REP-1: "A dynasty whose reputation reaches 0 or less is defeated at once (DEFEAT); its remaining
    actions that turn are void." Its provinces go to Habsburg, who does not answer Valois's events."""
    state = valois(reputation=10).build()
    pending(state, "anjou", "famine", 8)
    pending(state, "maine", "famine", 8)
    t = make_turn(state, rules, decisions={"valois": {"famine": {"anjou": "refuse", "maine": "refuse"}}})
    apply_decisions(t)
    assert not state.dynasties["valois"].alive
    assert [o.params["province"] for o in outcomes(t, "famine")] == ["anjou"]
    assert state.provinces["maine"].yield_ == 20 and state.provinces["maine"].loyalty == 3
    assert state.dynasties["habsburg"].provinces == ["tyrol", "anjou", "maine"]
    assert t.defeated == ["valois"]


def test_prov_6_houses_decide_independently(rules: Rules) -> None:
    """PROV-6: each dynasty's defaults come from its own balance and army."""
    state = two_houses().build()
    pending(state, "anjou", "famine", 8)
    pending(state, "tyrol", "famine", 8)
    state.dynasties["habsburg"].balance = 0
    t = make_turn(state, rules)
    apply_decisions(t)
    assert state.dynasties["valois"].reputation == 90
    assert state.dynasties["habsburg"].reputation == 70
