"""Cadet branches (BRANCH-1 .. BRANCH-10, ACT-create_branch) and the Cunning head's relief (TRAIT-cunning,
TRAIT-R2): `dynasty.engine.branches`. Creating a branch rolls no die (the head executes it: no sabotage);
`play` checks that the state is valid afterwards."""

from __future__ import annotations

from typing import Any

import pytest

from dynasty.engine import turn as turn_module
from dynasty.engine.action_base import own_loss
from dynasty.engine.branches import cunning_relief
from dynasty.engine.context import Turn
from dynasty.engine.defeat import check_victory
from dynasty.engine.reputation import change_reputation
from dynasty.game.dice import Dice
from dynasty.game.relations import main_line
from dynasty.game.rules import Rules
from dynasty.game.state import GameState, War
from dynasty.game.state_check import state_problems
from dynasty.orders.model import OrderFile
from tests.builders import StateBuilder
from tests.test_engine_actions import key, outcomes, play, the

START = 80  # rules.yaml start.reputation
PARENTS: dict[str, Any] = {"father": "philippe", "mother": "jeanne"}


def family(turn: int = 5, army: int = 30, provinces: int = 3, **valois: Any) -> StateBuilder:
    """The Valois: King Louis (50) and Anne, their son Charles; Louis's parents Philippe and Jeanne; his
    brother Jean (45), married to Marie (of no descent of theirs), with sons Pierre (25) and Gaston (20) and
    Pierre's son Henri (5). Provinces anjou, maine, poitou ...; the Habsburgs: Rudolf and Tyrol."""
    builder = (StateBuilder(turn=turn)
               .dynasty("valois", head="louis", ap=20, army=army, **valois)
               .person("philippe", "valois", age=70).person("jeanne", "valois", sex="f", age=70, spouse="philippe")
               .person("louis", "valois", age=50, **PARENTS, name="Louis")
               .person("anne", "valois", sex="f", age=45, spouse="louis")
               .person("charles", "valois", age=20, father="louis", mother="anne")
               .person("jean", "valois", age=45, **PARENTS, name="Jean")
               .person("marie", "valois", sex="f", age=40, spouse="jean", birth_dynasty=None)
               .person("pierre", "valois", age=25, father="jean", mother="marie", name="Pierre")
               .person("gaston", "valois", age=20, father="jean", mother="marie")
               .person("henri", "valois", age=5, father="pierre")
               .dynasty("habsburg", head="rudolf", ap=20).person("rudolf", "habsburg", age=30)
               .province("tyrol", "habsburg"))
    for pid in ["anjou", "maine", "poitou", "berry", "blois", "tours"][:provinces]:
        builder.province(pid, "valois")
    return builder


def branch_order(members: list[str] | None = None, provinces: list[str] | None = None,
                 **fields: Any) -> dict[str, Any]:
    return {"action": "create_branch", "by": "louis", "members": members or ["jean"],
            "provinces": provinces or ["maine"], **fields}


def create(state: GameState, rules: Rules, **fields: Any) -> tuple[Turn, str]:
    """Create a branch; returns the turn and the new dynasty's id."""
    t = play(state, rules, {"valois": [branch_order(**fields)]})
    return t, the(t, "branch")["branch"]


def members(state: GameState, did: str) -> set[str]:
    return {cid for cid, c in state.characters.items() if c.dynasty == did and c.alive}


def reputation(state: GameState, did: str) -> int:
    return state.dynasties[did].reputation


def make_turn(state: GameState, rules: Rules) -> Turn:
    orders = {did: OrderFile(dynasty=did, turn=state.turn) for did in state.dynasties}
    return Turn(state, rules, Dice.scripted({}), orders=orders, names={"m": ["Ivan"], "f": ["Anna"]})


# -- BRANCH-1 .. BRANCH-10 ----------------------------------------------------------------------------------


def test_branch_1_a_new_dynasty_run_by_the_master(rules: Rules) -> None:
    """BRANCH-1: the branch is a new dynasty, first run by the master; public, told to both dynasties."""
    state = family().build()
    t, new = create(state, rules)
    assert new == "valois-jean"
    branch = state.dynasties[new]
    assert branch.controller == "master" and branch.alive and branch.name == "Valois (Jean)"
    [outcome] = outcomes(t, "branch")
    assert outcome.public and outcome.dynasty == "valois" and outcome.concerns == [new]
    assert t.ap_spent["valois"] == rules.actions.create_branch.ap
    assert (branch.ap, branch.ruling_mood) == (0, 0)
    assert new in t.orders  # an empty order file for the rest of the turn
    assert not state_problems(state, rules)


def test_branch_1_the_id_is_unique(rules: Rules) -> None:
    """names.unique_id: a second Jean's branch gets another id."""
    state = family().dynasty("valois-jean", head="x").person("x", "valois-jean").province("kent", "valois-jean").build()
    _, new = create(state, rules)
    assert new == "valois-jean-2"


def test_branch_2_the_chosen_their_children_and_grandchildren_go_not_spouses(rules: Rules) -> None:
    """BRANCH-2: Jean, his sons and his grandson go; his wife Marie, no descendant, stays."""
    state = family().build()
    t, new = create(state, rules)
    assert members(state, new) == {"jean", "pierre", "gaston", "henri"}
    assert state.characters["marie"].dynasty == "valois"
    assert members(state, "valois") == {"philippe", "jeanne", "louis", "anne", "charles", "marie"}
    assert the(t, "branch")["spouses_stayed"] == ["marie"]


def test_branch_2_fewer_than_3_people_fails(rules: Rules) -> None:
    """BRANCH-2: at least 3 people; re-checked at resolution (Gaston and Henri died during the turn)."""
    state = family().build()
    for cid in ("gaston", "henri"):
        state.characters[cid].alive = False
    t = play(state, rules, {"valois": [branch_order()]}, check=False)
    assert the(t, "action-failed")["reason"] == "branch-small"
    assert len(state.dynasties) == 2 and state.characters["jean"].dynasty == "valois"


def test_branch_3_the_heads_line_and_ancestors_cannot_go(rules: Rules) -> None:
    """BRANCH-3: not the head's son, nor his father."""
    for forbidden in ("charles", "philippe"):
        state = family().build()
        t = play(state, rules, {"valois": [branch_order(members=["jean", forbidden])]}, check=False)
        failed = the(t, "action-failed")
        assert (failed["reason"], failed["who"]) == ("branch-forbidden", forbidden)
        assert len(state.dynasties) == 2


def test_branch_4_the_listed_provinces_at_least_a_third(rules: Rules) -> None:
    """BRANCH-4: 6 provinces need 2; the listed ones change hands, both ways."""
    state = family(provinces=6).build()
    t = play(state, rules, {"valois": [branch_order(provinces=["maine"])]}, check=False)
    assert the(t, "action-failed")["reason"] == "branch-provinces"
    state = family(provinces=6).build()
    _, new = create(state, rules, provinces=["maine", "poitou"])
    assert state.dynasties[new].provinces == ["maine", "poitou"]
    assert state.provinces["maine"].owner == state.provinces["poitou"].owner == new
    assert state.dynasties["valois"].provinces == ["anjou", "berry", "blois", "tours"]


def test_branch_4_a_province_lost_during_the_turn_fails(rules: Rules) -> None:
    """ACT-0: a listed province no longer owned when the action resolves."""
    state = family().build()
    state.provinces["maine"].owner = "habsburg"
    t = play(state, rules, {"valois": [branch_order()]}, check=False)
    assert the(t, "action-failed")["reason"] == "not-own-province"


def test_branch_5_army_share_by_provinces_rounded_down_no_coins(rules: Rules) -> None:
    """BRANCH-5: 1 province of 3 → 31 // 3 = 10 army; no coins unless the order gives some."""
    state = family(army=31).build()
    _, new = create(state, rules)
    assert state.dynasties[new].army == 10 and state.dynasties["valois"].army == 21
    assert state.dynasties[new].balance == 0
    assert state.dynasties["valois"].balance == rules.start.balance


def test_branch_5_the_order_gives_army_and_coins(rules: Rules) -> None:
    """BRANCH-5: the order's army (not the share) and its coins, paid by the main line."""
    state = family(army=30).build()
    _, new = create(state, rules, army=25, coins=12)
    assert (state.dynasties[new].army, state.dynasties["valois"].army) == (25, 5)
    assert state.dynasties[new].balance == 12
    assert state.dynasties["valois"].balance == rules.start.balance - 12


def test_branch_5_the_head_is_the_eldest_chosen_or_the_named_one(rules: Rules) -> None:
    """BRANCH-5: the eldest chosen character (Jean, 45, over his son Gaston) unless the order names one."""
    state = family().build()
    _, new = create(state, rules, members=["gaston", "jean"])
    assert state.dynasties[new].head == "jean"
    state = family().build()
    _, new = create(state, rules, head="pierre")
    assert state.dynasties[new].head == "pierre" and new == "valois-pierre"
    assert state.dynasties[new].name == "Valois (Pierre)"


def test_branch_5_a_head_outside_the_branch_fails(rules: Rules) -> None:
    """BRANCH-5: the named head must be one of the branch's people."""
    state = family().build()
    t = play(state, rules, {"valois": [branch_order(head="marie")]}, check=False)
    assert the(t, "action-failed")["reason"] == "branch-head"


def test_branch_6_reputation_starts_equal_to_the_main_lines(rules: Rules) -> None:
    """BRANCH-6: the main line's reputation at creation (here 57, not the start's 80)."""
    state = family(reputation=57).build()
    _, new = create(state, rules)
    assert reputation(state, new) == 57


def test_branch_7_a_branch_shares_half_both_ways(rules: Rules) -> None:
    """BRANCH-7: +20 to the branch → +10 to the main line; −10 to the main line → −5 to the branch."""
    state = family().build()
    t, new = create(state, rules)
    change_reputation(t, new, 20, "test")
    assert (reputation(state, new), reputation(state, "valois")) == (START + 20, START + 10)
    change_reputation(t, "valois", -10, "test")
    assert (reputation(state, new), reputation(state, "valois")) == (START + 15, START)


def test_branch_8_a_branchs_branch_belongs_to_the_main_line(rules: Rules) -> None:
    """BRANCH-8: Jean's branch founds Pierre's: its branch_of is Jean's branch, its main line the Valois,
    and it starts with the Valois' reputation (BRANCH-6, BRANCH-9)."""
    state = (family(provinces=6, reputation=60).person("robert", "valois", age=40, **PARENTS, name="Robert")
             .person("guy", "valois", age=20, father="robert").person("eudes", "valois", age=15, father="robert")
             .build())
    t, jean = create(state, rules, members=["jean", "robert"], provinces=["maine", "poitou"])
    state.dynasties[jean].reputation = 90
    state.dynasties[jean].ap = 10
    t = play(state, rules, {jean: [{"action": "create_branch", "by": "jean", "members": ["robert"],
                                    "provinces": ["poitou"]}]})
    robert = the(t, "branch")["branch"]
    assert robert == "valois-jean-robert"
    assert state.dynasties[robert].branch_of == jean
    assert main_line(state, robert) == "valois"
    assert reputation(state, robert) == 60
    assert members(state, robert) == {"robert", "guy", "eudes"}
    assert members(state, jean) == {"jean", "pierre", "gaston", "henri"}


def test_branch_9_no_share_between_two_branches(rules: Rules) -> None:
    """BRANCH-9: a change of one branch reaches the main line, not the other branch."""
    state = (family(provinces=6).person("robert", "valois", age=40, **PARENTS, name="Robert")
             .person("guy", "valois", age=20, father="robert").person("eudes", "valois", age=15, father="robert")
             .build())
    t = play(state, rules, {"valois": [branch_order(provinces=["maine", "poitou"]),
                                       {**branch_order(members=["robert"], provinces=["berry"]), "by": "anne"}]})
    assert [o.params["branch"] for o in outcomes(t, "branch")] == ["valois-jean", "valois-robert"]
    t = make_turn(state, rules)
    change_reputation(t, "valois-jean", 20, "test")
    assert [reputation(state, did) for did in ("valois-jean", "valois", "valois-robert")] == [
        START + 20, START + 10, START]


def test_branch_10_the_branch_plays_its_orders_when_given(rules: Rules) -> None:
    """BRANCH-10: a master-run dynasty gets its orders like any other: next turn its head can act."""
    state = family().build()
    _, new = create(state, rules)
    state.dynasties[new].ap = 10
    t = play(state, rules, {new: [{"action": "disband", "points": 4}]})
    assert the(t, "disband")["army"] == 10 - 4


def test_branch_regent_and_general_leave_with_the_branch(rules: Rules) -> None:
    """Rulings: a child head gets the default regent; the main line's general who goes leaves the post."""
    state = family().build()
    state.wars.append(War(attackers=["valois"], defenders=["habsburg"], generals={"valois": "gaston"}, started=4))
    t, new = create(state, rules, head="henri")
    assert state.dynasties[new].regent == "jean"  # SUCC-7: the eldest capable member
    assert state.wars[0].generals["valois"] is None and the(t, "branch")["generals_left"] == ["gaston"]


# -- ACT-create_branch ---------------------------------------------------------------------------------------


def test_act_create_branch_fails_on_a_dead_chosen_member_and_spends_the_ap(rules: Rules) -> None:
    """ACT-0: a chosen character who died during the turn: the action fails, its AP are spent."""
    state = family().build()
    state.characters["jean"].alive = False
    t = play(state, rules, {"valois": [branch_order()]}, check=False)
    failed = the(t, "action-failed")
    assert (failed["reason"], failed["who"]) == ("dead", "jean")
    assert t.ap_spent["valois"] == rules.actions.create_branch.ap and len(state.dynasties) == 2


def test_act_create_branch_a_disloyal_executor_may_sabotage_it(rules: Rules) -> None:
    """SAB-1: the only die: Jean (loyalty 1) executing rolls 1 → 2: aborted, the coins are spent."""
    state = family().build()
    state.characters["jean"].loyalty = 1
    order = {**branch_order(coins=5), "by": "jean"}
    t = play(state, rules, {"valois": [order]}, dice={key("valois", "create_branch-1", "sabotage"): 1})
    assert the(t, "sabotaged")["coins"] == 5 and not outcomes(t, "branch")
    assert state.dynasties["valois"].balance == rules.start.balance - 5


def test_act_create_branch_a_defeated_branch_wins_with_its_main_line(rules: Rules) -> None:
    """DEFEAT-5: a dynasty and its branches win together."""
    state = family().build()
    t, new = create(state, rules)
    state.dynasties["habsburg"].alive = False
    check_victory(t)
    assert set(state.winners) == {"valois", new}


# -- TRAIT-cunning, TRAIT-R2 -------------------------------------------------------------------------------------


def test_trait_cunning_head_relief_on_the_largest_loss_once(rules: Rules) -> None:
    """TRAIT-cunning: −5 and −20 this turn: the head gives back 10, once, without shares."""
    state = family().build()
    state.characters["louis"].traits = ["cunning"]
    t, new = create(state, rules)
    change_reputation(t, "valois", -5, "a")
    change_reputation(t, "valois", -20, "b")
    branch_before = reputation(state, new)
    cunning_relief(t)
    assert reputation(state, "valois") == START - 25 + 10
    assert reputation(state, new) == branch_before  # the relief gives no share
    outcome = the(t, "cunning-relief")
    assert (outcome["largest_loss"], outcome["relief"]) == (-20, 10)


def test_trait_cunning_head_relief_never_turns_a_loss_into_a_gain(rules: Rules) -> None:
    """TRAIT-cunning [ruling]: a loss of 4 is given back 4, not 10; no loss, no relief."""
    state = family().build()
    state.characters["louis"].traits = ["cunning"]
    state.characters["rudolf"].traits = ["cunning"]
    t = make_turn(state, rules)
    change_reputation(t, "valois", -4, "a")
    cunning_relief(t)
    assert reputation(state, "valois") == START and reputation(state, "habsburg") == START
    assert [o.dynasty for o in outcomes(t, "cunning-relief")] == ["valois"]


def test_trait_cunning_head_relief_only_for_the_head(rules: Rules) -> None:
    """TRAIT-cunning: "as head": a Cunning member who is not the head gives nothing back."""
    state = family().build()
    state.characters["jean"].traits = ["cunning"]
    t = make_turn(state, rules)
    change_reputation(t, "valois", -20, "a")
    cunning_relief(t)
    assert reputation(state, "valois") == START - 20 and not outcomes(t, "cunning-relief")


def test_trait_cunning_head_relief_after_beautiful_halving(rules: Rules) -> None:
    """TRAIT-R2: a Beautiful, Cunning head's own −30: halved to −15, then −10 back → −5."""
    state = family().build()
    state.characters["louis"].traits = ["beautiful", "cunning"]
    t = make_turn(state, rules)
    change_reputation(t, "valois", own_loss(t, "louis", -30), "own action")
    cunning_relief(t)
    assert reputation(state, "valois") == START - 5


def test_trait_cunning_head_relief_runs_right_after_income(rules: Rules, monkeypatch: pytest.MonkeyPatch) -> None:
    """TURN-2: the relief comes after master step 5 (income), before the revolts and the victory check."""
    calls: list[str] = []
    for name in ("apply_decisions", "resolve_actions", "resolve_war", "age_and_die", "moods_and_loyalty",
                 "collect_income", "cunning_relief", "advance_revolts"):
        monkeypatch.setattr(turn_module, name, lambda t, name=name: calls.append(name))

    def victory(t: Turn) -> None:
        calls.append("check_victory")
        t.state.winners = ["valois"]  # ends the resolution before the next turn's start

    monkeypatch.setattr(turn_module, "check_victory", victory)
    turn_module.resolve(family().build(), {}, rules, Dice.scripted({}), {"m": ["Ivan"], "f": ["Anna"]})
    assert calls[calls.index("collect_income") + 1] == "cunning_relief"
    assert calls[-2:] == ["advance_revolts", "check_victory"]
