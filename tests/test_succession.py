"""Lawful and default heirs (SUCC-2, SUCC-3, SUCC-5) and regents (SUCC-6, SUCC-7): `dynasty.game.succession`."""

from __future__ import annotations

from typing import Any

from dynasty.game.rules import Rules
from dynasty.game.state import Death, GameState
from dynasty.game.succession import default_heir, default_regent, is_lawful_heir, lawful_heirs, needs_regent
from tests.builders import StateBuilder


def dead(turn: int = 0) -> dict[str, Any]:
    return {"alive": False, "death": Death(turn=turn, cause="x")}


def valois(head_age: int = 60, turn: int = 1) -> StateBuilder:
    """King Louis (his parents Robert and Margot, both dead) and Queen Anne."""
    return (StateBuilder(turn=turn).dynasty("valois", head="louis")
            .person("robert", "valois", age=70, **dead())
            .person("margot", "valois", sex="f", age=70, **dead())
            .person("louis", "valois", age=head_age, father="robert", mother="margot")
            .person("anne", "valois", sex="f", age=head_age - 5, spouse="louis"))


SON: dict[str, Any] = {"father": "louis", "mother": "anne"}
SIBLING: dict[str, Any] = {"father": "robert", "mother": "margot"}


def heirs(state: GameState, rules: Rules) -> list[str]:
    return lawful_heirs(state, rules, "valois")


# -- SUCC-2, SUCC-3: lawful heirs ---------------------------------------------------------------------------

def test_succ_3_eldest_son_line_before_brothers(rules: Rules) -> None:
    """SUCC-3: "(a) the eldest son and his living descendants ... (b) the head's brothers.\""""
    state = (valois()
             .person("philippe", "valois", age=35, **SON)
             .person("hugues", "valois", age=15, father="philippe")
             .person("charles", "valois", age=55, **SIBLING)
             .build())
    assert heirs(state, rules) == ["philippe", "hugues"]
    assert default_heir(state, rules, "valois") == "philippe"


def test_succ_2_only_the_eldest_sons_line(rules: Rules) -> None:
    """SUCC-2: "Only the head's eldest son or a descendant of his may be named.\""""
    state = (valois()
             .person("charles", "valois", age=25, **SON)
             .person("philippe", "valois", age=35, **SON)
             .person("marie", "valois", sex="f", age=40, **SON)
             .build())
    assert heirs(state, rules) == ["philippe"]
    assert is_lawful_heir(state, rules, "valois", "philippe")
    assert not is_lawful_heir(state, rules, "valois", "charles")
    assert not is_lawful_heir(state, rules, "valois", "marie")
    assert not is_lawful_heir(state, rules, "valois", "louis")


def test_succ_3_male_preference_within_the_line(rules: Rules) -> None:
    """SUCC-3: "The default heir is the group's first by male-preference seniority: in (a) the eldest son
    himself, else his eldest son's line, and so on.\""""
    state = (valois(head_age=70)
             .person("philippe", "valois", age=50, **SON, **dead())
             .person("alix", "valois", sex="f", age=35, father="philippe")
             .person("robert2", "valois", age=25, father="philippe")
             .person("hugues", "valois", age=30, father="philippe")
             .person("eudes", "valois", age=10, father="hugues")
             .person("ida", "valois", sex="f", age=15, mother="alix")
             .build())
    assert heirs(state, rules) == ["hugues", "eudes", "robert2", "alix", "ida"]
    assert default_heir(state, rules, "valois") == "hugues"


def test_succ_3_dead_eldest_sons_son_inherits(rules: Rules) -> None:
    """SUCC-3: "the eldest son ever born to the head whose line (he or a descendant) still has a living
    member in the dynasty" — a dead eldest son's son comes before a living younger son."""
    # Philippe died at 25 on turn 1; on turn 5 he would be 45, ten years older than Charles.
    state = (valois(head_age=65, turn=5)
             .person("philippe", "valois", age=25, **SON, **dead(turn=1))
             .person("charles", "valois", age=35, **SON)
             .person("hugues", "valois", age=25, father="philippe")
             .build())
    assert heirs(state, rules) == ["hugues"]
    assert not is_lawful_heir(state, rules, "valois", "charles")


def test_succ_3_eldest_son_married_away_leaves_the_next_son(rules: Rules) -> None:
    """SUCC-3: "whose line ... still has a living member in the dynasty" — a son who joined his wife's house,
    with his children there, leaves the next son."""
    state = (valois()
             .dynasty("bretagne", head="duchess").person("duchess", "bretagne", sex="f", age=35)
             .person("philippe", "bretagne", age=35, spouse="duchess", birth_dynasty="valois", **SON)
             .person("arthur", "bretagne", age=10, father="philippe", mother="duchess")
             .person("charles", "valois", age=30, **SON)
             .person("jean", "valois", age=55, **SIBLING)
             .build())
    assert heirs(state, rules) == ["charles"]


def test_succ_3_brothers_when_no_sons_line(rules: Rules) -> None:
    """SUCC-3: "(b) the head's brothers ... Half-siblings count as siblings" — before his daughters."""
    state = (valois()
             .person("yolande", "valois", sex="f", age=65, **dead())
             .person("charles", "valois", age=50, **SIBLING)
             .person("jean", "valois", age=55, father="robert", mother="yolande")
             .person("isabelle", "valois", sex="f", age=55, **SIBLING)
             .person("marie", "valois", sex="f", age=30, **SON)
             .person("philippe", "valois", age=20, **SON, **dead())
             .build())
    assert heirs(state, rules) == ["jean", "charles"]
    assert default_heir(state, rules, "valois") == "jean"


def test_succ_3_daughters_before_sisters(rules: Rules) -> None:
    """SUCC-3: "(c) his daughters; (d) his sisters" — the eldest daughter first."""
    state = (valois()
             .person("isabelle", "valois", sex="f", age=55, **SIBLING)
             .person("blanche", "valois", sex="f", age=25, **SON)
             .person("marie", "valois", sex="f", age=30, **SON)
             .build())
    assert heirs(state, rules) == ["marie", "blanche"]


def test_succ_3_sisters_last(rules: Rules) -> None:
    """SUCC-3: "(d) his sisters ... Half-siblings count as siblings" — the eldest first."""
    state = (valois()
             .person("agnes", "valois", sex="f", age=40, mother="margot")
             .person("isabelle", "valois", sex="f", age=55, **SIBLING)
             .person("marie", "bretagne", sex="f", age=30, **SON)  # a daughter who left is no member
             .dynasty("bretagne", head="marie")
             .build())
    assert heirs(state, rules) == ["isabelle", "agnes"]


def test_succ_3_a_dead_heads_heirs(rules: Rules) -> None:
    """SUCC-3: "Lawful heirs are the living members of the dynasty" — asked when the head has just died."""
    state = valois().person("philippe", "valois", age=35, **SON).build()
    state.characters["louis"].alive = False
    state.characters["louis"].death = Death(turn=1, cause="x")
    assert heirs(state, rules) == ["philippe"]


def test_succ_3_a_female_heads_sons(rules: Rules) -> None:
    """SUCC-3: "the eldest son ever born to the head" — a duchess's sons too."""
    state = (StateBuilder().dynasty("bretagne", head="duchess")
             .person("duchess", "bretagne", sex="f", age=50)
             .person("marie", "bretagne", sex="f", age=30, mother="duchess")
             .person("arthur", "bretagne", age=25, mother="duchess")
             .build())
    assert lawful_heirs(state, rules, "bretagne") == ["arthur"]


# -- SUCC-5: with no lawful heir ----------------------------------------------------------------------------

def test_succ_5_no_lawful_heir_the_eldest_member(rules: Rules) -> None:
    """SUCC-5: "With no lawful heir at all, the eldest member succeeds with the SUCC-4 penalty.\""""
    state = (valois()
             .person("gaston", "valois", age=65)
             .person("bertrand", "valois", age=65)
             .person("old", "valois", age=70, **dead())
             .build())
    assert heirs(state, rules) == []
    assert default_heir(state, rules, "valois") == "gaston"  # as old as Bertrand, listed first
    assert not is_lawful_heir(state, rules, "valois", "gaston")


def test_succ_5_the_head_is_not_his_own_heir(rules: Rules) -> None:
    """SUCC-5: "With no living member, the dynasty is extinct and loses.\""""
    state = StateBuilder().dynasty("valois", head="louis").person("louis", "valois", age=60).build()
    assert heirs(state, rules) == []
    assert default_heir(state, rules, "valois") is None
    state.dynasties["valois"].head = None
    assert default_heir(state, rules, "valois") == "louis"  # no head: the eldest member


# -- SUCC-6, SUCC-7: regents --------------------------------------------------------------------------------

def boy_king(rules: Rules, head_age: int) -> GameState:
    return (StateBuilder().dynasty("valois", head="louis")
            .person("louis", "valois", age=head_age)
            .person("anne", "valois", sex="f", age=40)
            .person("charles", "valois", age=40)
            .person("jean", "valois", age=65, **dead())
            .person("marie", "valois", sex="f", age=10)
            .build(check=False))


def test_succ_6_a_head_under_15_needs_a_regent(rules: Rules) -> None:
    """SUCC-6: "If the new head is under 15, a regent is named ... When the head reaches 15 the regent must
    step down.\""""
    assert needs_regent(boy_king(rules, 10), rules, "valois")
    assert needs_regent(boy_king(rules, 0), rules, "valois")
    assert not needs_regent(boy_king(rules, rules.age.capable), rules, "valois")


def test_succ_7_default_regent_the_eldest_capable_member(rules: Rules) -> None:
    """SUCC-7: "Default regent: the eldest capable member; an order may name another.\""""
    state = boy_king(rules, 10)
    assert default_regent(state, rules, "valois") == "anne"  # Anne and Charles are 40: state order
    state.characters["charles"].age = 45
    assert default_regent(state, rules, "valois") == "charles"


def test_succ_7_no_capable_member_no_regent(rules: Rules) -> None:
    """SUCC-7: "Default regent: the eldest capable member" (AGE-2: "15: becomes capable")."""
    state = (StateBuilder().dynasty("valois", head="louis")
             .person("louis", "valois", age=10)
             .person("marie", "valois", sex="f", age=10)
             .build(check=False))
    assert default_regent(state, rules, "valois") is None
