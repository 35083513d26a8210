"""Master step 3: aging (TURN-5), old age (AGE-5, AGE-6), widows (MAR-7), succession (SUCC-3 .. SUCC-5) and
regencies (SUCC-6, SUCC-7): `dynasty.engine.deaths`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from dynasty.engine.context import Outcome, Turn
from dynasty.engine.deaths import age_and_die
from dynasty.game.dice import Dice
from dynasty.game.rules import Rules
from dynasty.game.state import Death, GameState, War
from dynasty.game.state_check import state_problems
from dynasty.orders.model import OrderFile
from tests.builders import StateBuilder


def make_turn(state: GameState, rules: Rules, dice: Mapping[str, int | Sequence[int]] | None = None,
              decisions: Mapping[str, dict[str, Any]] | None = None) -> Turn:
    orders = {did: OrderFile.model_validate({"dynasty": did, "turn": state.turn,
                                             "decisions": (decisions or {}).get(did, {})})
              for did in state.dynasties}
    return Turn(state, rules, Dice.scripted(dice or {}), orders=orders, names={"m": ["Ivan"], "f": ["Anna"]})


def outcomes(t: Turn, kind: str) -> list[Outcome]:
    return [o for o in t.outcomes if o.kind == kind]


def dead(turn: int = 0, cause: str = "x") -> dict[str, Any]:
    return {"alive": False, "death": Death(turn=turn, cause=cause)}


@pytest.fixture
def defeats(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The defeat step is another module's: here it only records who lost and why."""
    calls: list[tuple[str, str]] = []

    def fake_defeat(t: Turn, dynasty_id: str, cause: str) -> None:
        calls.append((dynasty_id, cause))
        t.state.dynasties[dynasty_id].alive = False

    monkeypatch.setattr("dynasty.engine.deaths.defeat", fake_defeat)
    monkeypatch.setattr("dynasty.engine.reputation.defeat", fake_defeat)  # SUCC-4's loss, via change_reputation
    return calls


SON: dict[str, Any] = {"father": "louis", "mother": "anne"}
SIBLING: dict[str, Any] = {"father": "robert", "mother": "margot"}


def valois(head_age: int = 55, **dynasty: Any) -> StateBuilder:
    """King Louis (his parents Robert and Margot, both dead), Queen Anne, and the Habsburgs."""
    return (StateBuilder().dynasty("valois", head="louis", **dynasty)
            .person("robert", "valois", age=70, **dead())
            .person("margot", "valois", sex="f", age=70, **dead())
            .person("louis", "valois", age=head_age, father="robert", mother="margot")
            .person("anne", "valois", sex="f", age=max(20, head_age - 20), spouse="louis")
            .dynasty("habsburg", head="rudolf").person("rudolf", "habsburg", age=30))


# -- TURN-5, AGE-5, AGE-6 ----------------------------------------------------------------------------------

def test_turn_5_every_living_character_ages_five_years(rules: Rules) -> None:
    """TURN-5: "Aging: at master step 3, before death rolls, every living character ages 5 years.\""""
    state = valois(head_age=30).build()
    age_and_die(make_turn(state, rules))
    assert state.characters["louis"].age == 35
    assert state.characters["anne"].age == 25  # she was 20
    assert state.characters["rudolf"].age == 35
    assert state.characters["robert"].age == 70  # the dead do not age


def test_age_5_a_roll_of_1_on_reaching_60_kills(rules: Rules) -> None:
    """AGE-5: "On aging to 60, 65 or 70, roll 1d4: on 1 the character dies of old age.\""""
    state = valois(head_age=55).person("philippe", "valois", age=20, **SON).build()
    t = make_turn(state, rules, {"t01/death/louis": 1})
    age_and_die(t)
    louis = state.characters["louis"]
    assert not louis.alive
    assert louis.death == Death(turn=1, cause="old_age")
    [death] = outcomes(t, "death")
    assert death.public and death.dynasty == "valois"
    assert death.params["character"] == "louis" and death.params["age"] == 60
    assert death.dice == ["t01/death/louis"]


@pytest.mark.parametrize("age", [55, 60, 65])
def test_age_5_a_roll_above_1_survives(rules: Rules, age: int) -> None:
    """AGE-5: "roll 1d4: on 1 the character dies" — on 2 to 4 he lives, and his dynasty sees the roll."""
    state = valois(head_age=age).build()
    t = make_turn(state, rules, {"t01/death/louis": 2})
    age_and_die(t)
    assert state.characters["louis"].alive
    assert state.characters["louis"].age == age + 5
    [check] = outcomes(t, "old-age-survived")
    assert check.params["roll"] == 2 and not check.public


def test_age_5_no_roll_at_other_ages(rules: Rules) -> None:
    """AGE-5: the roll is only "on aging to 60, 65 or 70" (the strict dice would fail on any roll)."""
    state = valois(head_age=40).build()
    age_and_die(make_turn(state, rules))
    assert state.characters["louis"].alive and state.characters["louis"].age == 45


def test_age_6_reaching_75_dies_without_a_roll(rules: Rules) -> None:
    """AGE-6: "A character who reaches 75 dies of old age at that step 3.\""""
    state = valois(head_age=70).person("philippe", "valois", age=20, **SON).build()
    t = make_turn(state, rules)
    age_and_die(t)
    assert not state.characters["louis"].alive
    [death] = outcomes(t, "death")
    assert death.params["age"] == 75 and death.dice == []


# -- MAR-7 --------------------------------------------------------------------------------------------------

def test_mar_7_a_death_ends_the_marriage_for_the_widow_too(rules: Rules) -> None:
    """MAR-7: "A marriage ends only by death or by the church.\""""
    state = valois(head_age=70).person("philippe", "valois", age=20, **SON).build()
    age_and_die(make_turn(state, rules))
    assert state.characters["anne"].spouse is None
    assert state.characters["louis"].spouse is None
    assert state_problems(state, rules) == []


def test_war_14_a_dead_general_leaves_his_side_without_one(rules: Rules) -> None:
    """WAR-14: "A side with no general fights without the general's bonus." A general who dies is no
    general any more."""
    state = valois(head_age=70).person("philippe", "valois", age=20, **SON).build()
    state.wars.append(War(attackers=["valois"], defenders=["habsburg"],
                          generals={"valois": "louis", "habsburg": "rudolf"}, started=1))
    age_and_die(make_turn(state, rules))
    assert state.wars[0].generals == {"valois": None, "habsburg": "rudolf"}


# -- SUCC-3 .. SUCC-5 ---------------------------------------------------------------------------------------

def test_succ_3_the_default_heir_is_the_eldest_son_before_a_brother(rules: Rules) -> None:
    """SUCC-3: "(a) the eldest son and his living descendants ... (b) the head's brothers.\""""
    state = (valois(head_age=70).person("charles", "valois", age=50, **SIBLING)
             .person("philippe", "valois", age=20, **SON).build())
    t = make_turn(state, rules)
    age_and_die(t)
    assert state.dynasties["valois"].head == "philippe"
    [new_head] = outcomes(t, "new-head")
    assert new_head.public
    assert new_head.params == {"head": "philippe", "previous": "louis", "lawful": True, "how": "default"}
    assert state.dynasties["valois"].reputation == rules.start.reputation


def test_succ_5_a_named_lawful_heir_succeeds(rules: Rules) -> None:
    """SUCC-5: "Each order file may name a preferred heir ... When the head dies: a named lawful heir
    succeeds.\""""
    state = (valois(head_age=70).person("philippe", "valois", age=45, **SON)
             .person("hugues", "valois", age=20, father="philippe").build())
    t = make_turn(state, rules, decisions={"valois": {"heir": "hugues"}})
    age_and_die(t)
    assert state.dynasties["valois"].head == "hugues"
    assert state.dynasties["valois"].reputation == rules.start.reputation
    assert outcomes(t, "new-head")[0].params["how"] == "named"


def test_succ_5_the_heir_of_a_head_killed_earlier_in_the_turn(rules: Rules) -> None:
    """SUCC-5: "When the head dies" — also when he died at step 1, before the death rolls."""
    state = valois(head_age=40).person("philippe", "valois", age=20, **SON).build()
    louis = state.characters["louis"]
    louis.alive, louis.death, louis.spouse = False, Death(turn=1, cause="assassinated"), None
    state.characters["anne"].spouse = None
    age_and_die(make_turn(state, rules))
    assert state.dynasties["valois"].head == "philippe"
    assert state.characters["louis"].age == 40


def test_succ_5_a_dead_named_heir_is_ignored(rules: Rules) -> None:
    """SUCC-5: only a living member can succeed; with the named heir gone, the default heir does."""
    state = (valois(head_age=70).person("philippe", "valois", age=20, **SON)
             .person("jean", "valois", age=15, **SON, **dead()).build())
    t = make_turn(state, rules, decisions={"valois": {"heir": "jean"}})
    age_and_die(t)
    assert state.dynasties["valois"].head == "philippe"
    assert outcomes(t, "heir-not-valid")[0].params["heir"] == "jean"


def test_succ_4_a_named_unlawful_heir_costs_80_and_half_the_rest(rules: Rules) -> None:
    """SUCC-4: "Naming anyone other than a lawful heir costs 80 reputation plus half (rounded up) of what
    remains.\""""
    state = (valois(head_age=70, reputation=125).person("philippe", "valois", age=25, **SON)
             .person("charles", "valois", age=20, **SON).build())
    t = make_turn(state, rules, decisions={"valois": {"heir": "charles"}})
    age_and_die(t)
    valois_ = state.dynasties["valois"]
    assert valois_.head == "charles"
    assert valois_.reputation == 22  # 125 − (80 + 23): 45 remained, half rounded up is 23
    assert outcomes(t, "new-head")[0].params["how"] == "named-unlawful"


def test_succ_4_without_enough_reputation_the_dynasty_loses(rules: Rules, defeats: list[tuple[str, str]]) -> None:
    """SUCC-4: "if reputation is not enough, the dynasty loses at once.\""""
    state = (valois(head_age=70, reputation=80).person("philippe", "valois", age=25, **SON)
             .person("charles", "valois", age=20, **SON).build())
    age_and_die(make_turn(state, rules, decisions={"valois": {"heir": "charles"}}))
    assert defeats == [("valois", "reputation")]


def test_succ_5_with_no_lawful_heir_the_eldest_member_pays_the_price(rules: Rules) -> None:
    """SUCC-5: "With no lawful heir at all, the eldest member succeeds with the SUCC-4 penalty.\""""
    state = (valois(head_age=70, reputation=100).person("guy", "valois", age=20, birth_dynasty=None)
             .build())
    t = make_turn(state, rules)
    age_and_die(t)
    assert state.dynasties["valois"].head == "anne"  # his widow, 55, before Guy
    assert state.dynasties["valois"].reputation == 10  # 100 − (80 + 10)
    assert outcomes(t, "new-head")[0].params["how"] == "no-lawful-heir"


def test_succ_5_with_no_living_member_the_dynasty_is_extinct(rules: Rules,
                                                              defeats: list[tuple[str, str]]) -> None:
    """SUCC-5: "With no living member, the dynasty is extinct and loses.\""""
    state = (StateBuilder().dynasty("valois", head="louis").person("louis", "valois", age=70)
             .dynasty("habsburg", head="rudolf").person("rudolf", "habsburg", age=30).build())
    t = make_turn(state, rules)
    age_and_die(t)
    assert defeats == [("valois", "extinct")]
    assert outcomes(t, "extinct")[0].public
    assert outcomes(t, "new-head") == []


# -- SUCC-6, SUCC-7 -----------------------------------------------------------------------------------------

def test_succ_6_a_child_head_gets_the_eldest_capable_member_as_regent(rules: Rules) -> None:
    """SUCC-6: "If the new head is under 15, a regent is named"; SUCC-7: "Default regent: the eldest capable
    member.\""""
    state = (valois(head_age=70).person("charles", "valois", age=30, **SIBLING)
             .person("philippe", "valois", age=5, **SON).build())
    t = make_turn(state, rules)
    age_and_die(t)
    valois_ = state.dynasties["valois"]
    assert valois_.head == "philippe" and valois_.regent == "anne"
    assert outcomes(t, "regent")[0].params["regent"] == "anne"
    assert state_problems(state, rules) == []


def test_succ_6_the_regent_steps_down_when_the_head_reaches_15(rules: Rules) -> None:
    """SUCC-6: "When the head reaches 15 the regent must step down.\""""
    state = (StateBuilder().dynasty("valois", head="philippe", regent="anne")
             .person("anne", "valois", sex="f", age=40).person("philippe", "valois", age=10, mother="anne")
             .build())
    t = make_turn(state, rules)
    age_and_die(t)
    assert state.dynasties["valois"].regent is None
    assert outcomes(t, "regency-ends")[0].params["regent"] == "anne"


def test_succ_6_a_regency_goes_on_while_the_head_is_under_15(rules: Rules) -> None:
    """SUCC-6: the regent stays until the head reaches 15."""
    state = (StateBuilder().dynasty("valois", head="philippe", regent="charles")
             .person("anne", "valois", sex="f", age=40).person("charles", "valois", age=20)
             .person("philippe", "valois", age=5, mother="anne").build())
    t = make_turn(state, rules)
    age_and_die(t)
    assert state.dynasties["valois"].regent == "charles"  # not the elder Anne: he is in office
    assert outcomes(t, "regent") == []


def test_succ_7_the_order_may_name_another_regent(rules: Rules) -> None:
    """SUCC-7: "Default regent: the eldest capable member; an order may name another.\""""
    state = (valois(head_age=70).person("charles", "valois", age=30, **SIBLING)
             .person("philippe", "valois", age=5, **SON).build())
    t = make_turn(state, rules, decisions={"valois": {"regent": "charles"}})
    age_and_die(t)
    assert state.dynasties["valois"].regent == "charles"
    assert outcomes(t, "regent")[0].params["named"] is True


def test_succ_7_a_named_regent_who_is_a_child_is_refused(rules: Rules) -> None:
    """SUCC-7: the regent rules in the head's place, so he must be capable (AGE-2)."""
    state = (valois(head_age=70).person("philippe", "valois", age=5, **SON)
             .person("jean", "valois", age=0, **SON).build())
    t = make_turn(state, rules, decisions={"valois": {"regent": "jean"}})
    age_and_die(t)
    assert state.dynasties["valois"].regent == "anne"
    assert outcomes(t, "regent-not-valid")[0].params["regent"] == "jean"


def test_succ_7_a_regent_who_died_is_replaced(rules: Rules) -> None:
    """SUCC-7: a regency needs a living regent; the default one replaces the dead."""
    state = (StateBuilder().dynasty("valois", head="philippe", regent="anne")
             .person("anne", "valois", sex="f", age=70).person("charles", "valois", age=30)
             .person("philippe", "valois", age=0, mother="anne").build())
    t = make_turn(state, rules)
    age_and_die(t)
    assert not state.characters["anne"].alive
    assert state.dynasties["valois"].regent == "charles"
    assert outcomes(t, "regent")[0].params["previous"] == "anne"
