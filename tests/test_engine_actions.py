"""Master step 1: the actions (ACT-0 and the action table), sabotage (SAB-1 .. SAB-3), the traits that act on
actions, and the succession by abdication: `dynasty.engine.actions`. Every die is scripted by key."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from dynasty.engine.actions import RESOLVERS, resolve_actions
from dynasty.engine.context import Outcome, Turn
from dynasty.game.dice import Dice
from dynasty.game.rules import SKILLS, Rules
from dynasty.game.state import GameState, War
from dynasty.game.state_check import state_problems
from dynasty.orders.model import OrderFile
from tests.builders import StateBuilder

NAMES = {"m": ["Jean"], "f": ["Blanche"]}
SON: dict[str, Any] = {"father": "louis", "mother": "anne"}


def key(did: str, label: str, what: str, turn: int = 5) -> str:
    """CONTRACT "Dice": `t05/action/valois/study-1/study`; actions count from 1 in file order."""
    return f"t{turn:02d}/action/{did}/{label}/{what}"


def play(state: GameState, rules: Rules, actions: Mapping[str, list[dict[str, Any]]],
         dice: Mapping[str, int | Sequence[int]] | None = None,
         decisions: Mapping[str, dict[str, Any]] | None = None, names: Mapping[str, dict[str, str]] | None = None,
         check: bool = True) -> Turn:
    """Resolve step 1 with these actions (by dynasty); the dice are strict: an unscripted roll fails. The
    state must still be valid after it (`check`)."""
    orders = {did: OrderFile.model_validate({"dynasty": did, "turn": state.turn,
                                             "actions": actions.get(did, []),
                                             "decisions": (decisions or {}).get(did, {}),
                                             "names": (names or {}).get(did, {})})
              for did in state.dynasties}
    scripted = Dice.scripted(dice or {})
    t = Turn(state, rules, scripted, orders=orders, names=NAMES)
    resolve_actions(t)
    assert not scripted.unused_overrides(), "a scripted die was not rolled"
    if check:
        assert not state_problems(state, rules), [str(p) for p in state_problems(state, rules)]
    return t


def outcomes(t: Turn, kind: str) -> list[Outcome]:
    return [o for o in t.outcomes if o.kind == kind]


def the(t: Turn, kind: str) -> dict[str, Any]:
    found = outcomes(t, kind)
    assert len(found) == 1, [o.to_data() for o in t.outcomes]
    return found[0].params


def moods(t: Turn, cid: str) -> list[tuple[int, str]]:
    return [(c.amount, c.cause) for c in t.moods.get(cid, [])]


def house(turn: int = 5, head_age: int = 40, **dynasty: Any) -> StateBuilder:
    """The Valois: King Louis, Queen Anne, their son Charles (20), and the province of Anjou; 20 AP."""
    fields = {"ap": 20, **dynasty}
    return (StateBuilder(turn=turn).dynasty("valois", head="louis", **fields)
            .person("louis", "valois", age=head_age)
            .person("anne", "valois", sex="f", age=head_age - 5, spouse="louis")
            .person("charles", "valois", age=20, **SON)
            .province("anjou", "valois"))


def two_houses(turn: int = 5, **valois: Any) -> StateBuilder:
    """The Valois and the Habsburgs (Rudolf, 30, and Tyrol)."""
    return (house(turn, **valois).dynasty("habsburg", head="rudolf", ap=20)
            .person("rudolf", "habsburg", age=30).province("tyrol", "habsburg"))


@pytest.fixture
def defeats(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The defeat step is another module's: here it only records who lost and why."""
    calls: list[tuple[str, str]] = []

    def fake_defeat(t: Turn, dynasty_id: str, cause: str) -> None:
        calls.append((dynasty_id, cause))
        t.state.dynasties[dynasty_id].alive = False

    monkeypatch.setattr("dynasty.engine.reputation.defeat", fake_defeat)
    return calls


# -- ACT-0: the order of resolution -------------------------------------------------------------------------


def test_act_0_groups_resolve_in_the_rules_order(rules: Rules) -> None:
    """ACT-0: "Resolution order: household, church, intrigue, diplomacy, learning, provinces, military.\""""
    state = house().person("blanche", "valois", sex="f", age=20, **SON).build()
    t = play(state, rules, {"valois": [
        {"action": "recruit", "by": "louis", "points": 1},
        {"action": "study", "by": "charles", "skill": "learning"},
        {"action": "pilgrimage", "by": "anne"},
        {"action": "entertain", "by": "blanche"},
    ]}, {key("valois", "study-2", "study"): 1, key("valois", "pilgrimage-3", "check"): 1})
    resolved = [o.kind for o in t.outcomes if o.kind in ("recruit", "study", "pilgrimage", "entertain")]
    assert resolved == ["entertain", "pilgrimage", "study", "recruit"]
    assert [o.params["group"] for o in outcomes(t, "initiative")] == ["household", "church", "learning", "military"]


def test_act_0_initiative_highest_skill_first(rules: Rules) -> None:
    """ACT-0: "Within one group, actions go in initiative order: the executor's skill that the action uses,
    highest first.\""""
    state = two_houses().build()
    state.characters["louis"].skills.learning = 2
    state.characters["rudolf"].skills.learning = 5
    t = play(state, rules, {
        "valois": [{"action": "research", "by": "louis", "technology": "medicine"}],
        "habsburg": [{"action": "research", "by": "rudolf", "technology": "medicine"}],
    }, {key("valois", "research-1", "check"): 1, key("habsburg", "research-1", "check"): 1})
    order = the(t, "initiative")["order"]
    assert [(e["dynasty"], e["skill"]) for e in order] == [("habsburg", 5), ("valois", 2)]
    assert [o.dynasty for o in outcomes(t, "research")] == ["habsburg", "valois"]


def test_act_0_initiative_study_uses_the_skill_it_names(rules: Rules) -> None:
    """ACT-0 and the table: study's executor skill is "the skill" it studies."""
    state = two_houses().build()
    state.characters["louis"].skills.piety = 6
    state.characters["rudolf"].skills.combat = 4
    t = play(state, rules, {
        "valois": [{"action": "study", "by": "louis", "skill": "piety"}],
        "habsburg": [{"action": "study", "by": "rudolf", "skill": "combat"}],
    }, {key("valois", "study-1", "study"): 1, key("habsburg", "study-1", "study"): 1})
    assert [e["dynasty"] for e in the(t, "initiative")["order"]] == ["valois", "habsburg"]


def test_act_0_initiative_ties_lowest_reputation_first(rules: Rules) -> None:
    """ACT-0: "ties — the dynasty with the lowest reputation first.\""""
    state = two_houses(reputation=60).build()
    t = play(state, rules, {
        "habsburg": [{"action": "research", "by": "rudolf", "technology": "medicine"}],
        "valois": [{"action": "research", "by": "louis", "technology": "medicine"}],
    }, {key("valois", "research-1", "check"): 1, key("habsburg", "research-1", "check"): 1})
    assert [e["dynasty"] for e in the(t, "initiative")["order"]] == ["valois", "habsburg"]


def test_act_0_initiative_die_breaks_the_remaining_ties(rules: Rules) -> None:
    """ACT-0: "... then by a die roll" — one die per tied action, keyed by the action, highest first."""
    state = two_houses().build()
    t = play(state, rules, {
        "valois": [{"action": "research", "by": "louis", "technology": "medicine"}],
        "habsburg": [{"action": "research", "by": "rudolf", "technology": "medicine"}],
    }, {key("valois", "research-1", "initiative"): 2, key("habsburg", "research-1", "initiative"): 6,
        key("valois", "research-1", "check"): 1, key("habsburg", "research-1", "check"): 1})
    initiative = outcomes(t, "initiative")[0]
    assert [(e["dynasty"], e["roll"]) for e in initiative.params["order"]] == [("habsburg", 6), ("valois", 2)]
    assert sorted(initiative.dice) == [key("habsburg", "research-1", "initiative"),
                                          key("valois", "research-1", "initiative")]


def test_act_0_initiative_no_die_among_one_dynastys_own_actions(rules: Rules) -> None:
    """ACT-0 [ruling]: a tie between two actions of one dynasty is no contest — file order, no die (the strict
    dice would fail on an unscripted initiative roll)."""
    state = house().build()
    t = play(state, rules, {"valois": [
        {"action": "study", "by": "anne", "skill": "learning"},
        {"action": "study", "by": "charles", "skill": "learning"},
    ]}, {key("valois", "study-1", "study"): 1, key("valois", "study-2", "study"): 1})
    assert [o.params["by"] for o in outcomes(t, "study")] == ["anne", "charles"]


def test_act_0_executor_isolated_during_the_turn_fails_and_spends_ap(rules: Rules) -> None:
    """ACT-0: "The executor must be ... not isolated"; "an action that fails ... AP are spent" — Charles,
    isolated by the household group, cannot study in the learning group."""
    state = house(turn=1).person("gaston", "valois", age=25).build()
    t = play(state, rules, {"valois": [
        {"action": "study", "by": "gaston", "skill": "learning"},
        {"action": "isolate", "by": "louis", "target": "gaston"},
    ]})
    failed = the(t, "action-failed")
    assert (failed["action"], failed["reason"], failed["who"]) == ("study", "isolated", "gaston")
    assert failed["ap"] == rules.actions.study.ap - 1  # ERA-2: study costs 1 AP less in the Discovery
    assert t.ap_spent["valois"] == rules.actions.isolate.ap + rules.actions.study.ap - 1
    assert "study" not in t.executed["gaston"]


def test_act_0_general_at_war_cannot_execute(rules: Rules) -> None:
    """ACT-0, WAR-1: a general at war "cannot execute actions until the war ends or another general is named"."""
    state = two_houses().build()
    state.wars = [War(attackers=["valois"], defenders=["habsburg"], generals={"valois": "charles"}, started=4)]
    t = play(state, rules, {"valois": [{"action": "entertain", "by": "charles"}]})
    assert the(t, "action-failed")["reason"] == "general-busy"
    assert state.dynasties["valois"].balance == rules.start.balance  # the coins are not spent
    assert t.ap_spent["valois"] == rules.actions.entertain.ap
    assert moods(t, "charles") == []


def test_act_0_target_no_longer_valid_fails(rules: Rules) -> None:
    """ACT-0: "A target that is dead, moved, or no longer valid when the action resolves makes the action
    fail, with the reason in the report; AP are spent.\""""
    state = two_houses().build()
    state.provinces["anjou"].owner = "habsburg"
    state.dynasties["valois"].provinces = []
    state.dynasties["habsburg"].provinces.append("anjou")
    t = play(state, rules, {"valois": [{"action": "develop", "by": "louis", "province": "anjou"}]})
    failed = the(t, "action-failed")
    assert failed["reason"] == "not-own-province"
    assert t.ap_spent["valois"] == rules.actions.develop.ap
    assert state.dynasties["valois"].balance == rules.start.balance
    assert state.provinces["anjou"].yield_ == rules.start.province_yield


def test_act_0_every_action_of_the_rules_is_resolved(rules: Rules) -> None:
    """ACT table: every action of the rules has its resolver; none is left "not available"."""
    assert set(RESOLVERS) == set(rules.actions.ids())


# -- DYN-5, DYN-7, TRAIT-smart, TRAIT-workaholic, ERA-2 .. ERA-4: paying -----------------------------------


def test_dyn_7_an_action_that_cannot_be_paid_fails_and_pays_nothing(rules: Rules) -> None:
    """DYN-7: "Any cost that cannot be paid in full is not paid and its action fails (reported "not enough
    coins")."""
    state = house(balance=5).build()
    t = play(state, rules, {"valois": [{"action": "entertain", "by": "charles"}]})
    failed = the(t, "action-failed")
    assert failed["reason"] == "not-enough-coins" and failed["coins"] == rules.actions.entertain.coins
    assert state.dynasties["valois"].balance == 5
    assert t.ap_spent["valois"] == 0
    assert moods(t, "charles") == [] and not t.executed


def test_dyn_5_a_character_executes_one_action_a_turn(rules: Rules) -> None:
    """DYN-5: "A character (the head included) cannot execute two actions at once" — the second fails."""
    state = house().build()
    t = play(state, rules, {"valois": [{"action": "entertain", "by": "charles"},
                                       {"action": "pilgrimage", "by": "charles"}]})
    failed = the(t, "action-failed")
    assert (failed["action"], failed["reason"]) == ("pilgrimage", "executor-busy")
    assert t.executed["charles"] == ["entertain"]


def test_trait_workaholic_second_action_costs_2_more_and_minus_1_mood(rules: Rules) -> None:
    """TRAIT-workaholic: "may execute two actions a turn; the second costs 2 AP more and gives him −1 mood.\""""
    state = house().build()
    state.characters["charles"].traits = ["workaholic"]
    t = play(state, rules, {"valois": [{"action": "pilgrimage", "by": "charles"},
                                       {"action": "entertain", "by": "charles"}]},
             {key("valois", "pilgrimage-1", "check"): 1})
    # entertain (household) resolves first, so the pilgrimage (church) is his second action
    assert t.executed["charles"] == ["entertain", "pilgrimage"]
    assert t.ap_spent["valois"] == rules.actions.entertain.ap + rules.actions.pilgrimage.ap + 2
    assert (-1, "workaholic.second_action") in moods(t, "charles")


def test_trait_smart_an_action_costs_2_ap_less_not_below_2(rules: Rules) -> None:
    """TRAIT-smart: "an action he executes costs 2 AP less, but not below 2.\""""
    state = house().build()
    state.characters["charles"].traits = ["smart"]
    t = play(state, rules, {"valois": [{"action": "develop", "by": "charles", "province": "anjou"}]},
             {key("valois", "develop-1", "check"): 1})
    assert t.ap_spent["valois"] == 2  # 3 → 2, not 1


def test_era_2_discovery_study_costs_less_and_research_checks_plus_1(rules: Rules) -> None:
    """ERA-2: "Discovery: Study, Research and Develop cost 1 AP less (minimum 1); Research checks +1.\""""
    state = house(turn=1).build()
    state.characters["louis"].skills.learning = 3
    t = play(state, rules, {"valois": [{"action": "research", "by": "louis", "technology": "irrigation"},
                                       {"action": "study", "by": "charles", "skill": "combat"}]},
             {key("valois", "research-1", "check", turn=1): 5, key("valois", "study-2", "study", turn=1): 1})
    research = the(t, "research")
    assert research["bonus"] == 1 and research["total"] == 5 + 3 + 1 == research["tn"]
    assert state.dynasties["valois"].technologies == ["irrigation"]
    assert t.ap_spent["valois"] == (rules.actions.research.ap - 1) + (rules.actions.study.ap - 1)


def test_era_4_war_recruit_costs_1_coin_per_point(rules: Rules) -> None:
    """ERA-4: "War: ... Recruit costs 1 coin per point.\""""
    state = house(turn=9).build()
    t = play(state, rules, {"valois": [{"action": "recruit", "by": "louis", "points": 4}]})
    assert state.dynasties["valois"].balance == rules.start.balance - 4
    assert state.dynasties["valois"].army == rules.start.army + 4
    assert the(t, "recruit")["coins"] == 4


# -- SAB-1 .. SAB-3, LOY-4 ----------------------------------------------------------------------------------


def test_sab_1_a_disloyal_executor_aborts_on_2_or_less(rules: Rules) -> None:
    """SAB-1: "roll 1d4 + loyalty − (the mood penalty) ... On 2 or less he aborts the action"; SAB-3: "A
    sabotaged action spends its AP and coins; it has no other effect. It is reported ... with the roll.\""""
    state = house().build()
    state.characters["charles"].loyalty = 1
    t = play(state, rules, {"valois": [{"action": "entertain", "by": "charles"}]},
             {key("valois", "entertain-1", "sabotage"): 1})
    sabotage = the(t, "sabotaged")
    assert (sabotage["roll"], sabotage["total"], sabotage["by"]) == (1, 2, "charles")
    assert outcomes(t, "sabotaged")[0].dice == [key("valois", "entertain-1", "sabotage")]
    assert state.dynasties["valois"].balance == rules.start.balance - rules.actions.entertain.coins
    assert t.ap_spent["valois"] == rules.actions.entertain.ap
    assert moods(t, "charles") == [] and not outcomes(t, "entertain")


def test_sab_1_a_roll_above_2_executes(rules: Rules) -> None:
    """SAB-1: only "on 2 or less he aborts the action" — 2 + loyalty 1 = 3 executes it."""
    state = house().build()
    state.characters["charles"].loyalty = 1
    t = play(state, rules, {"valois": [{"action": "entertain", "by": "charles"}]},
             {key("valois", "entertain-1", "sabotage"): 2})
    assert the(t, "sabotage-failed")["total"] == 3
    assert moods(t, "charles") == [(rules.actions.entertain.mood, "entertain")]


def test_sab_1_the_lazy_mood_penalty_lowers_the_roll(rules: Rules) -> None:
    """SAB-1: "− (the size of the mood penalty that the action would give him, e.g. 2 for a Lazy executor)"."""
    state = house().build()
    state.characters["charles"].loyalty = 1
    state.characters["charles"].traits = ["lazy"]
    t = play(state, rules, {"valois": [{"action": "study", "by": "charles", "skill": "piety"}]},
             {key("valois", "study-1", "sabotage"): 3})
    sabotage = the(t, "sabotaged")
    assert (sabotage["penalty"], sabotage["total"]) == (2, 3 + 1 - 2)
    assert state.characters["charles"].skills.piety == 3
    assert not t.executed.get("charles")


def test_sab_1_loyalty_above_1_never_sabotages(rules: Rules) -> None:
    """SAB-1: "A character with loyalty ≤ 1 may sabotage" — at 2 no die is rolled (strict dice)."""
    state = house().build()
    state.characters["charles"].loyalty = 2
    t = play(state, rules, {"valois": [{"action": "entertain", "by": "charles"}]})
    assert outcomes(t, "entertain")


def test_loy_4_the_head_never_sabotages(rules: Rules) -> None:
    """LOY-4: "The head's loyalty has no effect and always counts as 5" — no sabotage die for him."""
    state = house().build()
    state.characters["louis"].loyalty = 0
    t = play(state, rules, {"valois": [{"action": "entertain", "by": "louis"}]})
    assert outcomes(t, "entertain") and not outcomes(t, "sabotaged")


def test_sab_2_the_isolated_target_may_sabotage(rules: Rules) -> None:
    """SAB-2: "A character cannot sabotage an action aimed at himself, except 'Isolate'" — the target rolls,
    less the −1 mood an isolated turn gives him."""
    state = house().person("gaston", "valois", age=25, loyalty=1).build()
    t = play(state, rules, {"valois": [{"action": "isolate", "by": "anne", "target": "gaston"}]},
             {key("valois", "isolate-1", "target-sabotage"): 1})
    sabotage = the(t, "sabotaged")
    assert (sabotage["by"], sabotage["penalty"], sabotage["total"]) == ("gaston", 1, 1 + 1 - 1)
    assert not state.characters["gaston"].isolated
    assert t.ap_spent["valois"] == rules.actions.isolate.ap


def test_sab_1_a_disloyal_teacher_may_refuse_to_teach(rules: Rules) -> None:
    """SAB-1 with ACT-mentor [ruling]: the member who teaches executes the lesson too, so he may sabotage it."""
    state = house().build()
    state.characters["anne"].loyalty = 0
    state.characters["anne"].skills.piety = 6
    t = play(state, rules, {"valois": [{"action": "mentor", "by": "charles", "teacher": "anne", "skill": "piety"}]},
             {key("valois", "mentor-1", "teacher-sabotage"): 2})
    assert the(t, "sabotaged")["by"] == "anne"
    assert state.characters["charles"].skills.piety == 3


# -- TRAIT-lazy and the moods of executing (MOOD-4) ---------------------------------------------------------


def test_trait_lazy_minus_2_for_an_action_not_exempt(rules: Rules) -> None:
    """TRAIT-lazy: "−2 mood when he executes any action except Visit, Entertain and Marry.\""""
    state = house().build()
    state.characters["charles"].traits = ["lazy"]
    t = play(state, rules, {"valois": [{"action": "study", "by": "charles", "skill": "piety"}]},
             {key("valois", "study-1", "study"): 1})
    assert moods(t, "charles") == [(-2, "lazy.action")]
    assert t.executed["charles"] == ["study"]


def test_trait_lazy_entertain_is_exempt(rules: Rules) -> None:
    """TRAIT-lazy: Entertain is exempt; ACT-entertain: "executor +1 mood"."""
    state = house().build()
    state.characters["charles"].traits = ["lazy"]
    t = play(state, rules, {"valois": [{"action": "entertain", "by": "charles"}]})
    assert moods(t, "charles") == [(1, "entertain")]


# -- the actions ---------------------------------------------------------------------------------------------


def test_act_entertain_costs_coins_and_gives_mood(rules: Rules) -> None:
    """ACT-entertain: 2 AP, 10 coins, "executor +1 mood"."""
    state = house().build()
    t = play(state, rules, {"valois": [{"action": "entertain", "by": "louis"}]})
    assert state.dynasties["valois"].balance == rules.start.balance - rules.actions.entertain.coins
    assert t.ap_spent["valois"] == rules.actions.entertain.ap
    assert moods(t, "louis") == [(1, "entertain")]


@pytest.mark.parametrize(("roll", "after"), [(4, 4), (3, 3)])
def test_act_study_a_roll_above_the_skill_raises_it(rules: Rules, roll: int, after: int) -> None:
    """ACT-study: "roll 1d6 ...; above the current skill → +1.\""""
    state = house().build()
    t = play(state, rules, {"valois": [{"action": "study", "by": "charles", "skill": "intrigue"}]},
             {key("valois", "study-1", "study"): roll})
    assert state.characters["charles"].skills.intrigue == after
    assert outcomes(t, "study")[0].dice == [key("valois", "study-1", "study")]


def test_skill_2_study_never_raises_above_6(rules: Rules) -> None:
    """SKILL-2: "No effect raises a skill above 6.\""""
    state = house().build()
    state.characters["charles"].skills.combat = 6
    play(state, rules, {"valois": [{"action": "study", "by": "charles", "skill": "combat"}]},
         {key("valois", "study-1", "study"): 6})
    assert state.characters["charles"].skills.combat == 6


def test_trait_genius_studies_with_plus_2_up_to_8(rules: Rules) -> None:
    """TRAIT-genius: "studies with 1d6+2 instead of 1d6, and may raise skills up to 8" (SKILL-4)."""
    state = house().build()
    state.characters["charles"].traits = ["genius"]
    state.characters["charles"].skills.learning = 6
    t = play(state, rules, {"valois": [{"action": "study", "by": "charles", "skill": "learning"}]},
             {key("valois", "study-1", "study"): 5})
    assert state.characters["charles"].skills.learning == 7
    assert the(t, "study")["total"] == 7


def test_skill_4_a_genius_stops_at_8(rules: Rules) -> None:
    """SKILL-4: "a Genius can raise skills by study up to 8.\""""
    state = house().build()
    state.characters["charles"].traits = ["genius"]
    state.characters["charles"].skills.learning = 8
    play(state, rules, {"valois": [{"action": "study", "by": "charles", "skill": "learning"}]},
         {key("valois", "study-1", "study"): 6})
    assert state.characters["charles"].skills.learning == 8


def test_act_mentor_a_member_teaches_and_is_busy(rules: Rules) -> None:
    """ACT-mentor: "the student's skill rises by 1 if the teacher's is at least 2 higher — after the rise";
    "A member who teaches is busy: he executes no other action that turn.\""""
    state = house().build()
    state.characters["anne"].skills.stewardship = 6
    t = play(state, rules, {"valois": [
        {"action": "mentor", "by": "charles", "teacher": "anne", "skill": "stewardship"},
        {"action": "entertain", "by": "anne"},  # household: before the lesson, so the lesson finds her busy
    ]})
    failed = the(t, "action-failed")
    assert (failed["action"], failed["reason"], failed["who"]) == ("mentor", "executor-busy", "anne")
    assert state.characters["charles"].skills.stewardship == 3


def test_act_mentor_raises_the_students_skill(rules: Rules) -> None:
    """ACT-mentor: "a teacher with 6 can train a student up to 4.\""""
    state = house().build()
    state.characters["anne"].skills.stewardship = 6
    t = play(state, rules, {"valois": [{"action": "mentor", "by": "charles", "teacher": "anne",
                                        "skill": "stewardship"}]})
    assert state.characters["charles"].skills.stewardship == 4
    assert t.executed == {"charles": ["mentor"], "anne": ["mentor"]}


def test_act_mentor_the_gap_is_checked_again_at_resolution(rules: Rules) -> None:
    """ACT-mentor, ACT-0: the student must be at most the teacher's − 3 when the lesson resolves; a study
    earlier in the turn can close the gap, and the lesson fails with its AP spent."""
    state = house().build()
    state.characters["anne"].skills.learning = 6
    state.characters["charles"].traits = ["workaholic"]
    t = play(state, rules, {"valois": [
        {"action": "study", "by": "charles", "skill": "learning"},
        {"action": "mentor", "by": "charles", "teacher": "anne", "skill": "learning"},
    ]}, {key("valois", "study-1", "study"): 5})
    assert state.characters["charles"].skills.learning == 4
    failed = the(t, "action-failed")
    assert (failed["action"], failed["reason"]) == ("mentor", "mentor-gap")
    assert failed["ap"] == rules.actions.mentor.ap + 2  # his second action


def test_act_mentor_a_hired_teacher_costs_coins(rules: Rules) -> None:
    """ACT-mentor: "a hired teacher: level 6: 18 coins.\""""
    state = house().build()
    play(state, rules, {"valois": [{"action": "mentor", "by": "charles", "hired_teacher": 6, "skill": "piety"}]})
    assert state.characters["charles"].skills.piety == 4
    assert state.dynasties["valois"].balance == rules.start.balance - rules.actions.mentor.hired_teacher_coins[6]


SKILL_PAIRS = ((6, 6), (5, 5), (2, 2), (1, 4), (3, 6))


def spouse_dice(base: str, rules: Rules, first: str, second: str, age: int = 2,
                skill_pairs: Sequence[Sequence[int]] = SKILL_PAIRS) -> dict[str, Any]:
    """The dice of a found spouse: age (1d3 of −5/±0/+5), skills (GEN-2), traits (GEN-3)."""
    category = rules.traits[first].category
    others = [t for t in rules.traits if rules.traits[t].category != category]
    script: dict[str, Any] = {f"{base}/age": age, f"{base}/trait/1": list(rules.traits).index(first) + 1,
                              f"{base}/trait/2": others.index(second) + 1}
    script.update({f"{base}/skill/{skill}": list(pair) for skill, pair in zip(SKILLS, skill_pairs, strict=True)})
    return script


def test_act_find_spouse_for_the_head(rules: Rules) -> None:
    """ACT-find_spouse: "Reputation: −40 if he is the head"; "the spouse joins the dynasty, of the opposite
    sex, aged within ±5 of the executor, with random traits (GEN-3) and random skills (GEN-2 and trait
    modifiers, then each capped at 3). The marriage is public.\""""
    state = (StateBuilder(turn=5).dynasty("valois", head="louis", ap=20).person("louis", "valois", age=40)
             .province("anjou", "valois").build())
    base = key("valois", "find_spouse-1", "spouse")
    t = play(state, rules, {"valois": [{"action": "find_spouse", "by": "louis"}]},
             spouse_dice(base, rules, "smart", "honest", age=3))
    wife_id = state.characters["louis"].spouse
    assert wife_id == "blanche-valois"
    wife = state.characters[wife_id]
    assert (wife.name, wife.sex, wife.age, wife.dynasty, wife.birth_dynasty, wife.spouse) == \
        ("Blanche", "f", 45, "valois", None, "louis")
    assert wife.loyalty == rules.start.loyalty
    assert wife.traits == ["smart", "honest"]
    # 6, 5, 2, 1, 3 (the lower dice); honest: intrigue −2, piety +2; then each at most 3
    assert wife.skills.as_dict() == {"combat": 3, "learning": 3, "intrigue": 1, "piety": 3, "stewardship": 3}
    assert state.dynasties["valois"].reputation == rules.start.reputation - 40
    marriage = outcomes(t, "marriage")[0]
    assert marriage.public and (marriage.params["husband"], marriage.params["wife"]) == ("louis", wife_id)
    assert f"{base}/trait/1" in outcomes(t, "find_spouse")[0].dice
    assert t.executed["louis"] == ["find_spouse"]


@pytest.mark.parametrize(("by", "loss"), [("charles", -20), ("gaston", -10)])
def test_act_find_spouse_reputation_child_of_head_or_other(rules: Rules, by: str, loss: int) -> None:
    """ACT-find_spouse: "−20 if a child of the head, −10 otherwise"."""
    state = house().person("gaston", "valois", age=25).build()
    base = key("valois", "find_spouse-1", "spouse")
    play(state, rules, {"valois": [{"action": "find_spouse", "by": by}]},
         spouse_dice(base, rules, "smart", "honest"))
    assert state.dynasties["valois"].reputation == rules.start.reputation + loss
    spouse = state.characters[state.characters[by].spouse or ""]
    assert spouse.age == state.characters[by].age  # the second of −5, ±0, +5


def test_act_find_spouse_never_younger_than_15(rules: Rules) -> None:
    """ACT-find_spouse: "aged within ±5 of the executor (at least 15)" — a 15-year-old's spouse is 15 or 20."""
    state = house().person("gaston", "valois", age=15).build()
    base = key("valois", "find_spouse-1", "spouse")
    script = spouse_dice(base, rules, "smart", "honest", age=1)
    play(state, rules, {"valois": [{"action": "find_spouse", "by": "gaston"}]}, script)
    assert state.characters[state.characters["gaston"].spouse or ""].age == 15


def test_act_find_spouse_fails_for_a_married_executor(rules: Rules) -> None:
    """ACT-find_spouse: "The member is the executor, capable and unmarried" — checked again at resolution."""
    state = house().build()
    t = play(state, rules, {"valois": [{"action": "find_spouse", "by": "louis"}]})
    assert the(t, "action-failed")["reason"] == "married"
    assert state.dynasties["valois"].reputation == rules.start.reputation


def test_mar_8_trait_beautiful_spouse_gives_plus_3_an_ugly_one_minus_3(rules: Rules) -> None:
    """MAR-8: "Marrying a character with Beautiful gives the other spouse +3 mood; with Ugly, −3.\""""
    state = house().person("gaston", "valois", age=25, traits=["ugly"]).build()
    base = key("valois", "find_spouse-1", "spouse")
    play_turn = play(state, rules, {"valois": [{"action": "find_spouse", "by": "gaston"}]},
                     spouse_dice(base, rules, "beautiful", "honest"))
    wife = state.characters["gaston"].spouse or ""
    assert (3, "beautiful.spouse_on_marriage") in moods(play_turn, "gaston")
    assert (-3, "ugly.spouse_on_marriage") in moods(play_turn, wife)


def test_trait_ugly_doubles_the_loss_of_his_own_action(rules: Rules) -> None:
    """TRAIT-ugly: "reputation losses caused by his actions alone are doubled" (TRAIT-R2)."""
    state = house().person("gaston", "valois", age=25, traits=["ugly"]).build()
    base = key("valois", "find_spouse-1", "spouse")
    play(state, rules, {"valois": [{"action": "find_spouse", "by": "gaston"}]},
         spouse_dice(base, rules, "smart", "honest"))
    assert state.dynasties["valois"].reputation == rules.start.reputation - 20


def test_trait_bad_manners_a_public_action_costs_10(rules: Rules) -> None:
    """TRAIT-bad_manners: "−10 reputation to his dynasty for each public action he executes" (find_spouse is
    public)."""
    state = house().person("gaston", "valois", age=25, traits=["bad_manners"]).build()
    base = key("valois", "find_spouse-1", "spouse")
    play(state, rules, {"valois": [{"action": "find_spouse", "by": "gaston"}]},
         spouse_dice(base, rules, "smart", "honest"))
    assert state.dynasties["valois"].reputation == rules.start.reputation - 10 - 10


def test_act_isolate_then_release(rules: Rules) -> None:
    """ACT-isolate: "isolated: executes nothing ...; `release` (1 AP) ends it.\""""
    state = house().person("gaston", "valois", age=25).build()
    play(state, rules, {"valois": [{"action": "isolate", "by": "louis", "target": "gaston"}]})
    assert state.characters["gaston"].isolated
    state.turn = 6
    t = play(state, rules, {"valois": [{"action": "release", "target": "gaston"}]})
    assert not state.characters["gaston"].isolated
    assert t.ap_spent["valois"] == rules.actions.release.ap


def test_act_isolate_not_the_heir(rules: Rules) -> None:
    """ACT-isolate: "target: own member, not head nor heir" — Charles, the eldest son, is the heir."""
    state = house().build()
    t = play(state, rules, {"valois": [{"action": "isolate", "by": "louis", "target": "charles"}]})
    assert the(t, "action-failed")["reason"] == "isolate-head-or-heir"
    assert not state.characters["charles"].isolated


def abdication(head_age: int = 60, **dynasty: Any) -> StateBuilder:
    """Old King Louis (60), Queen Anne, their son Charles, and Gaston, a cousin."""
    return house(head_age=head_age, **dynasty).person("gaston", "valois", age=30)


def test_act_abdicate_succ_1_hands_power_to_the_heir(rules: Rules) -> None:
    """SUCC-1: "a head aged 60+ may hand over power early (action 'Abdicate')" — to a lawful heir at no cost."""
    state = abdication().build()
    t = play(state, rules, {"valois": [{"action": "abdicate", "by": "louis", "heir": "charles"}]})
    assert state.dynasties["valois"].head == "charles"
    new_head = outcomes(t, "new-head")[0]
    assert new_head.public and new_head.params["lawful"] and new_head.params["previous"] == "louis"
    assert state.dynasties["valois"].reputation == rules.start.reputation


def test_succ_1_abdicate_needs_age_60(rules: Rules) -> None:
    """SUCC-1: only "a head aged 60+" may abdicate — checked again at resolution."""
    state = abdication(head_age=55).build()
    t = play(state, rules, {"valois": [{"action": "abdicate", "by": "louis", "heir": "charles"}]})
    assert the(t, "action-failed")["reason"] == "abdicate-age"
    assert state.dynasties["valois"].head == "louis"


def test_succ_4_an_unlawful_heir_costs_80_plus_half_of_the_rest(rules: Rules) -> None:
    """SUCC-4: "Naming anyone other than a lawful heir costs 80 reputation plus half (rounded up) of what
    remains" — 125 → 80 + 23 → 22."""
    state = abdication(reputation=125).build()
    play(state, rules, {"valois": [{"action": "abdicate", "by": "louis", "heir": "gaston"}]})
    assert state.dynasties["valois"].head == "gaston"
    assert state.dynasties["valois"].reputation == 125 - 80 - 23


def test_succ_4_not_enough_reputation_loses_at_once(rules: Rules, defeats: list[tuple[str, str]]) -> None:
    """SUCC-4: "if reputation is not enough, the dynasty loses at once"; REP-1: "its remaining actions that
    turn are void.\""""
    state = abdication(reputation=70).build()
    t = play(state, rules, {"valois": [{"action": "abdicate", "by": "louis", "heir": "gaston"},
                                       {"action": "pilgrimage", "by": "anne"}]}, check=False)
    assert defeats == [("valois", "reputation")]
    failed = the(t, "action-failed")
    assert (failed["action"], failed["reason"]) == ("pilgrimage", "dynasty-gone")


def test_succ_6_a_child_head_gets_the_named_regent(rules: Rules) -> None:
    """SUCC-6, SUCC-7: "If the new head is under 15, a regent is named: any member"; the order may name him."""
    state = abdication().person("louis-2", "valois", age=10, father="charles").build()
    play(state, rules, {"valois": [{"action": "abdicate", "by": "louis", "heir": "louis-2"}]},
         decisions={"valois": {"regent": "gaston"}})
    assert (state.dynasties["valois"].head, state.dynasties["valois"].regent) == ("louis-2", "gaston")
    assert state.dynasties["valois"].reputation == rules.start.reputation  # the eldest son's line is lawful


def test_succ_7_default_regent_is_the_eldest_capable(rules: Rules) -> None:
    """SUCC-7: "Default regent: the eldest capable member" — the old king himself."""
    state = abdication().person("louis-2", "valois", age=10, father="charles").build()
    play(state, rules, {"valois": [{"action": "abdicate", "by": "louis", "heir": "louis-2"}]})
    assert state.dynasties["valois"].regent == "louis"


def test_gen_6_the_name_order_and_the_names_section_rename_newborns(rules: Rules) -> None:
    """GEN-6: "the player names them (a default name is drawn; the `name` order renames)" — the id stays."""
    state = (house().person("child-1", "valois", age=0, born=5, **SON)
             .person("child-2", "valois", sex="f", age=0, born=5, **SON).build())
    t = play(state, rules, {"valois": [{"action": "name", "by": "louis", "child": "child-1", "name": "Philippe"}]},
             names={"valois": {"child-2": "Isabelle"}})
    assert state.characters["child-1"].name == "Philippe"
    assert state.characters["child-2"].name == "Isabelle"
    assert t.ap_spent["valois"] == 0


def test_act_name_only_a_newborn(rules: Rules) -> None:
    """GEN-6: only the children born this turn are named by the orders."""
    state = house().build()
    t = play(state, rules, {"valois": [{"action": "name", "by": "louis", "child": "charles", "name": "Carl"}]})
    assert the(t, "action-failed")["reason"] == "not-newborn"
    assert state.characters["charles"].name == "Charles"


@pytest.mark.parametrize(("piety", "gain"), [(3, 6), (4, 9)])
def test_act_donate_reputation_per_5_coins(rules: Rules, piety: int, gain: int) -> None:
    """ACT-donate: "+1 reputation per 5 coins, ×1.5 (rounded down) if the executor's piety ≥ 4.\""""
    state = house().build()
    state.characters["anne"].skills.piety = piety
    play(state, rules, {"valois": [{"action": "donate", "by": "anne", "coins": 30}]})
    assert state.dynasties["valois"].reputation == rules.start.reputation + gain
    assert state.dynasties["valois"].balance == rules.start.balance - 30


def test_act_donate_once_per_dynasty_per_turn(rules: Rules) -> None:
    """ACT-donate: "once per dynasty per turn" — the second is void."""
    state = house(balance=100).build()
    t = play(state, rules, {"valois": [{"action": "donate", "by": "anne", "coins": 10},
                                       {"action": "donate", "by": "charles", "coins": 10}]})
    assert state.dynasties["valois"].reputation == rules.start.reputation + 2
    assert state.dynasties["valois"].balance == 90
    assert the(t, "action-failed")["reason"] == "once-per-turn"


def test_rep_2_a_gain_above_150_is_lost(rules: Rules) -> None:
    """REP-2: "Reputation is at most 150; a gain above that is lost.\""""
    state = house(reputation=148, balance=50).build()
    play(state, rules, {"valois": [{"action": "donate", "by": "anne", "coins": 50}]})
    assert state.dynasties["valois"].reputation == rules.limits.reputation_max


@pytest.mark.parametrize(("roll", "gain"), [(3, 5), (2, 0)])
def test_act_pilgrimage_mood_and_check(rules: Rules, roll: int, gain: int) -> None:
    """ACT-pilgrimage: "executor +1 mood; check TN 8: +5 reputation" — piety 5."""
    state = house().build()
    state.characters["anne"].skills.piety = 5
    t = play(state, rules, {"valois": [{"action": "pilgrimage", "by": "anne"}]},
             {key("valois", "pilgrimage-1", "check"): roll})
    assert state.dynasties["valois"].reputation == rules.start.reputation + gain
    assert moods(t, "anne") == [(1, "pilgrimage")]


@pytest.mark.parametrize(("yield_", "after"), [(20, 25), (28, 30), (30, 30)])
def test_act_develop_yield_plus_5_not_above_30(rules: Rules, yield_: int, after: int) -> None:
    """ACT-develop: "check TN 8: the province's yield +5 (not above 30)"."""
    state = house().build()
    state.provinces["anjou"].yield_ = yield_
    t = play(state, rules, {"valois": [{"action": "develop", "by": "louis", "province": "anjou"}]},
             {key("valois", "develop-1", "check"): 5})
    assert the(t, "develop")["success"]
    assert state.provinces["anjou"].yield_ == after
    assert state.dynasties["valois"].balance == rules.start.balance - rules.actions.develop.coins


def test_act_develop_a_failed_check_changes_nothing_but_pays(rules: Rules) -> None:
    """ACT-develop: the check fails (1 + 3 < 8): no yield, but AP and coins are spent."""
    state = house().build()
    t = play(state, rules, {"valois": [{"action": "develop", "by": "louis", "province": "anjou"}]},
             {key("valois", "develop-1", "check"): 1})
    assert not the(t, "develop")["success"]
    assert state.provinces["anjou"].yield_ == rules.start.province_yield
    assert state.dynasties["valois"].balance == rules.start.balance - rules.actions.develop.coins


@pytest.mark.parametrize(("loyalty", "after"), [(3, 4), (5, 5)])
def test_prov_7_pacify_raises_loyalty_up_to_5(rules: Rules, loyalty: int, after: int) -> None:
    """ACT-pacify: "check TN 7: province loyalty +1"; PROV-7: "Province loyalty stays within 1–5.\""""
    state = house().build()
    state.provinces["anjou"].loyalty = loyalty
    play(state, rules, {"valois": [{"action": "pacify", "by": "louis", "province": "anjou"}]},
         {key("valois", "pacify-1", "check"): 4})
    assert state.provinces["anjou"].loyalty == after


def test_act_research_a_failed_check_gains_nothing(rules: Rules) -> None:
    """ACT-research: "check TN 9: the dynasty gains a technology" — 5 + 3 < 9 outside the Discovery."""
    state = house().build()
    t = play(state, rules, {"valois": [{"action": "research", "by": "louis", "technology": "logistics"}]},
             {key("valois", "research-1", "check"): 5})
    assert not the(t, "research")["success"]
    assert state.dynasties["valois"].technologies == []


def test_act_research_the_same_technology_twice_fails_the_second(rules: Rules) -> None:
    """ACT-research, ACT-0: a technology gained earlier this turn cannot be researched again."""
    state = house().build()
    t = play(state, rules, {"valois": [{"action": "research", "by": "louis", "technology": "logistics"},
                                       {"action": "research", "by": "anne", "technology": "logistics"}]},
             {key("valois", "research-1", "check"): 6})
    assert state.dynasties["valois"].technologies == ["logistics"]
    assert the(t, "action-failed")["reason"] == "research-known"


def test_act_recruit_army_2_2_coins_a_point_at_most_5_per_province(rules: Rules) -> None:
    """ARMY-2: "'Recruit': 2 coins per point; at most 5 points per owned province per turn" — the total of
    the turn is checked again at resolution."""
    state = house(balance=100).build()
    t = play(state, rules, {"valois": [{"action": "recruit", "by": "louis", "points": 4},
                                       {"action": "recruit", "by": "anne", "points": 2}]})
    assert state.dynasties["valois"].army == rules.start.army + 4
    assert state.dynasties["valois"].balance == 100 - 4 * rules.actions.recruit.coins_per_point
    assert the(t, "action-failed")["reason"] == "recruit-limit"


def test_act_disband_never_below_0(rules: Rules) -> None:
    """ACT-disband: "army − N" — never below 0."""
    state = house(army=3).build()
    t = play(state, rules, {"valois": [{"action": "disband", "points": 5}]})
    assert state.dynasties["valois"].army == 0
    assert the(t, "disband")["points"] == 3


def test_age_1_act_0_a_child_cannot_be_isolated_at_resolution(rules: Rules) -> None:
    """AGE-1: a child "cannot be used for any action"; ACT-0: "Targets under 15 can only be visited" — the
    re-check at resolution refuses it too (a file that `check` never saw): the AP are spent, he stays free."""
    state = house().person("philippe", "valois", age=10, **SON).build()
    t = play(state, rules, {"valois": [{"action": "isolate", "by": "anne", "target": "philippe"}]})
    failed = the(t, "action-failed")
    assert (failed["reason"], failed["who"]) == ("target-child", "philippe")
    assert not state.characters["philippe"].isolated and t.ap_spent["valois"] == rules.actions.isolate.ap


def test_succ_6_an_abdication_takes_the_named_regent_who_will_be_15(rules: Rules) -> None:
    """SUCC-6 ruling: the regent is capable "at the moment the regency begins, after that turn's aging: an
    order may name a member who will be 15 by then" — Henri (10) becomes the regent of Louis-2 (5)."""
    state = (abdication().person("louis-2", "valois", age=5, father="charles")
             .person("henri", "valois", age=10, father="charles").build())
    play(state, rules, {"valois": [{"action": "abdicate", "by": "louis", "heir": "louis-2"}]},
         decisions={"valois": {"regent": "henri"}})
    assert (state.dynasties["valois"].head, state.dynasties["valois"].regent) == ("louis-2", "henri")
