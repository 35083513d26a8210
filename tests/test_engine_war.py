"""War (WAR-1 .. WAR-14, SAB-4, PROV-2, VASSAL-5, the fortification technology): declaring it and changing
generals at step 1, battles at step 2 (`dynasty.engine.war`), and peace (`dynasty.engine.peace`). Every
die is scripted by key (strict: an unscripted roll fails the test).

The world: the Valois (King Louis; his son Charles, the general, combat 4) with Anjou, Berry and Blois,
against the Habsburgs (Rudolf; his son Ferdinand) with Tyrol, Styria and Carinthia; turn 5 (the Age of
Intrigue: WAR-9's loss is 10). A war "of turn 4" was declared in turn 4's orders, so turn 5 is its second
war turn and its first battle (WAR-14)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from dynasty.engine.actions import resolve_actions
from dynasty.engine.context import Turn
from dynasty.engine.war import captures, hot_tempers, resolve_war, soldiers_sent
from dynasty.game.dice import Dice
from dynasty.game.rules import Rules
from dynasty.game.state import Capture, Death, GameState, War
from dynasty.game.state_check import state_problems
from dynasty.orders.model import OrderFile
from tests.builders import StateBuilder, skills
from tests.test_engine_actions import NAMES, outcomes, the

START = 80
WAR = "valois-vs-habsburg"


def world(turn: int = 5, army: int = 30, enemy_army: int = 30, general_loyalty: int = 3,
          combat: int = 4) -> StateBuilder:
    return (StateBuilder(turn=turn)
            .dynasty("valois", head="louis", ap=20, army=army)
            .person("louis", "valois", age=45)
            .person("charles", "valois", age=20, father="louis", loyalty=general_loyalty,
                    skill_values=skills(combat=combat))
            .province("anjou", "valois").province("berry", "valois").province("blois", "valois")
            .dynasty("habsburg", head="rudolf", ap=20, army=enemy_army)
            .person("rudolf", "habsburg", age=45)
            .person("ferdinand", "habsburg", age=20, father="rudolf", skill_values=skills(combat=2))
            .province("tyrol", "habsburg").province("styria", "habsburg").province("carinthia", "habsburg"))


def at_war(state: GameState, started: int = 4, general: str | None = "charles",
           enemy_general: str | None = "ferdinand") -> GameState:
    state.wars.append(War(attackers=["valois"], defenders=["habsburg"],
                          generals={"valois": general, "habsburg": enemy_general}, started=started))
    return state


def orders_of(state: GameState, actions: Mapping[str, list[dict[str, Any]]] | None = None,
              war: Mapping[str, dict[str, Any]] | None = None) -> dict[str, OrderFile]:
    return {did: OrderFile.model_validate({"dynasty": did, "turn": state.turn,
                                           "actions": (actions or {}).get(did, []),
                                           "war": (war or {}).get(did, {})})
            for did in state.dynasties}


def turn_of(state: GameState, rules: Rules, dice: Mapping[str, int | Sequence[int]] | None = None,
            actions: Mapping[str, list[dict[str, Any]]] | None = None,
            war: Mapping[str, dict[str, Any]] | None = None) -> tuple[Turn, Dice]:
    scripted = Dice.scripted(dice or {})
    return Turn(state, rules, scripted, orders=orders_of(state, actions, war), names=NAMES), scripted


def fight(state: GameState, rules: Rules, dice: Mapping[str, int | Sequence[int]] | None = None,
          war: Mapping[str, dict[str, Any]] | None = None,
          actions: Mapping[str, list[dict[str, Any]]] | None = None) -> Turn:
    """Steps 1 and 2 with these orders; strict dice, every scripted die rolled, the state valid after."""
    t, scripted = turn_of(state, rules, dice, actions, war)
    resolve_actions(t)
    resolve_war(t)
    assert not scripted.unused_overrides(), "a scripted die was not rolled"
    assert not state_problems(state, rules), [str(p) for p in state_problems(state, rules)]
    return t


def study(did: str = "valois", turn: int = 5, war: str = WAR) -> str:
    return f"t{turn:02d}/war/{war}/{did}/study"


def own_report(t: Turn, did: str) -> dict[str, Any]:
    """The battle as `did`'s own report tells it (its general, soldiers, refusal, study)."""
    found = [o.params for o in outcomes(t, "battle-report") if o.dynasty == did]
    assert len(found) == 1
    return found[0]


def rep(state: GameState, did: str) -> int:
    return state.dynasties[did].reputation


def owned(state: GameState, did: str) -> list[str]:
    return sorted(state.dynasties[did].provinces)


# -- ACT-declare_war, WAR-1, WAR-14 ----------------------------------------------------------------------


def test_act_declare_war_starts_the_war_this_turn_without_a_battle_war_14(rules: Rules) -> None:
    """ACT-declare_war (3 AP, public): the war starts when the turn resolves — its first war turn, so no
    drain (WAR-9) and no battle (WAR-14); the attacker's general is named (WAR-1), the defender has none."""
    state = world().build()
    t = fight(state, rules, actions={"valois": [{"action": "declare_war", "by": "louis", "on": "habsburg",
                                                 "general": "charles"}]})
    assert [(w.attackers, w.defenders, w.generals, w.started) for w in state.wars] == [
        (["valois"], ["habsburg"], {"valois": "charles", "habsburg": None}, 5)]
    declared = outcomes(t, "war-declared")[0]
    assert declared.public and declared.params["cause"] == "declared"
    assert t.ap_spent["valois"] == rules.actions.declare_war.ap
    assert not outcomes(t, "battle") and not outcomes(t, "war-drain")
    assert rep(state, "valois") == rep(state, "habsburg") == START  # no relatives: no WAR-10 penalty


def test_act_declare_war_costs_1_ap_in_the_age_of_war_era_4(rules: Rules) -> None:
    state = world(turn=9).build()
    t = fight(state, rules, actions={"valois": [{"action": "declare_war", "by": "louis", "on": "habsburg",
                                                 "general": "charles"}]})
    assert t.ap_spent["valois"] == 1 and len(state.wars) == 1


def test_act_declare_war_fails_on_an_enemy_already_at_war_with_us(rules: Rules) -> None:
    state = at_war(world().build(), started=5)
    t = fight(state, rules, actions={"valois": [{"action": "declare_war", "by": "louis", "on": "habsburg",
                                                 "general": "charles"}]})
    assert the(t, "action-failed")["reason"] == "already-at-war" and len(state.wars) == 1


def test_war_1_a_general_executes_no_action_while_the_war_lasts(rules: Rules) -> None:
    state = at_war(world().build(), started=5)
    t = fight(state, rules, actions={"valois": [{"action": "study", "by": "charles", "skill": "combat"}]})
    assert the(t, "action-failed")["reason"] == "general-busy"


def test_act_general_names_a_new_general_and_frees_the_old_one_war_1(rules: Rules) -> None:
    """ACT-general (1 AP): the new general leads this turn's battle; the defender names his first one."""
    state = at_war(world().build(), general="charles", enemy_general=None)
    t = fight(state, rules, actions={"valois": [{"action": "general", "by": "louis", "war": "habsburg",
                                                 "general": "louis"}],
                                     "habsburg": [{"action": "general", "by": "rudolf", "war": "valois",
                                                   "general": "ferdinand"}]},
              dice={study("valois"): 1, study("habsburg"): 1, "t05/action/valois/general-1/initiative": 1,
                    "t05/action/habsburg/general-1/initiative": 2})
    assert state.wars[0].generals == {"valois": "louis", "habsburg": "ferdinand"}
    assert {o.dynasty: o.params["before"] for o in outcomes(t, "general-named")} == {"valois": "charles",
                                                                                      "habsburg": None}


# -- WAR-2, WAR-3, WAR-4, WAR-7, WAR-11: a battle -----------------------------------------------------------


def test_war_4_thresholds_are_five_times_the_triangular_numbers() -> None:
    """WAR-4: 5 → 1 province, 15 → 2, 30 → 3, 50 → 4, "and so on": 75 → 5, 105 → 6."""
    assert [captures(5, d) for d in (0, 4, 5, 14, 15, 29, 30, 49, 50, 74, 75, 104, 105)] == [
        0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]


def test_war_3_war_7_strength_and_casualties_of_a_battle(rules: Rules) -> None:
    """WAR-3: 25 sent + combat 4 × 2 full tens = 33 against 12 + 2 × 1 = 14: 19 ≥ 15 takes 2 provinces
    (WAR-4), both by the `take:` list (WAR-5). WAR-7: 13 and 6 die (half, rounded up), win or not. The
    battle is public with both sides' strengths and losses."""
    state = at_war(world(army=30, enemy_army=20).build())
    t = fight(state, rules, dice={study("valois"): 1, study("habsburg"): 1},
              war={"valois": {"habsburg": {"send": 25, "take": ["styria", "tyrol"]}},
                   "habsburg": {"valois": {"send": 12}}})
    battle = outcomes(t, "battle")[0]
    assert battle.public
    assert battle.params["strength"] == {"attackers": 33, "defenders": 14}
    assert battle.params["winner"] == "attackers" and battle.params["difference"] == 19
    assert [(f["dynasty"], f["sent"], f["strength"], f["losses"]) for f in battle.params["forces"]] == [
        ("valois", 25, 33, 13), ("habsburg", 12, 14, 6)]
    assert [c["province"] for c in battle.params["captures"]] == ["styria", "tyrol"]
    assert owned(state, "valois") == ["anjou", "berry", "blois", "styria", "tyrol"]
    assert owned(state, "habsburg") == ["carinthia"]
    assert state.dynasties["valois"].army == 17 and state.dynasties["habsburg"].army == 14


def test_war_4_a_difference_under_5_takes_nothing_but_soldiers_still_die_war_7(rules: Rules) -> None:
    state = at_war(world(army=10, enemy_army=10).build(), general=None, enemy_general=None)
    t = fight(state, rules)
    params = the(t, "battle")
    assert params["difference"] == 0 and params["winner"] is None and params["captures"] == []
    assert state.dynasties["valois"].army == state.dynasties["habsburg"].army == 5


def test_war_11_the_default_sends_the_whole_army_split_evenly_across_wars(rules: Rules) -> None:
    """WAR-11: with no `send`, the whole army, split evenly across simultaneous wars (the first wars take the
    remainder); an order's number is kept and the rest of the army goes to the others."""
    state = (world(army=15).dynasty("tudor", head="henry", army=9).person("henry", "tudor")
             .province("kent", "tudor").build())
    state.wars = [War(attackers=["valois"], defenders=["habsburg"], started=4),
                  War(attackers=["tudor"], defenders=["valois"], started=4)]
    t, _ = turn_of(state, rules)
    assert soldiers_sent(t, state.wars) == {(0, "valois"): 8, (1, "valois"): 7, (0, "habsburg"): 30,
                                            (1, "tudor"): 9}
    t, _ = turn_of(state, rules, war={"valois": {"tudor": {"send": 4}}})
    sent = soldiers_sent(t, state.wars)
    assert (sent[0, "valois"], sent[1, "valois"]) == (11, 4)


def test_war_11_an_order_cannot_send_more_than_the_army_at_the_battle(rules: Rules) -> None:
    state = at_war(world(army=30).build())
    t, _ = turn_of(state, rules, war={"valois": {"habsburg": {"send": 30}}})
    state.dynasties["valois"].army = 12  # disbanded at step 1, say
    assert soldiers_sent(t, state.wars)[0, "valois"] == 12


def test_war_5_without_take_the_provinces_are_chosen_by_die(rules: Rules) -> None:
    """WAR-5: provinces not named in `take:` are picked at random among the losers' (sorted), by a public die."""
    state = at_war(world(army=30, enemy_army=0).build(), enemy_general=None)
    key = f"t05/war/{WAR}/battle/take-1"
    t = fight(state, rules, dice={study("valois"): 1, key: 3},
              war={"valois": {"habsburg": {"send": 10}}})
    # 10 + 4 × 1 = 14 against 0: 14 ≥ 5 takes 1 ... and 14 < 15: one province, the third of the sorted three
    params = the(t, "battle")
    assert params["strength"] == {"attackers": 14, "defenders": 0}
    assert [c["province"] for c in params["captures"]] == ["tyrol"]
    assert outcomes(t, "battle")[0].dice == [key]


def test_war_12_a_side_left_without_provinces_ends_the_war(rules: Rules) -> None:
    """WAR-12: 100 sent + 4 × 10 = 140 against 0 takes up to 6 provinces: all three, and the war ends."""
    state = at_war(world(army=100, enemy_army=0).build(), enemy_general=None)
    t = fight(state, rules, dice={study("valois"): 1}, war={"valois": {"habsburg": {"take": ["tyrol", "styria",
                                                                                            "carinthia"]}}})
    assert owned(state, "habsburg") == [] and state.wars == []
    ended = the(t, "war-ended")
    assert ended["reason"] == "no-provinces" and ended["side"] == "defenders"
    assert state.dynasties["habsburg"].alive  # losing its land is no defeat


# -- SAB-4, WAR-6: the general ------------------------------------------------------------------------------


def test_sab_4_war_6_a_disloyal_general_who_refuses_counts_with_combat_0(rules: Rules) -> None:
    """SAB-4: loyalty 1 → the SAB-1 roll, 1d4 + 1 = 2 ≤ 2: he refuses, so 20 sent count 20 (WAR-6), and he
    does not study; the refusal is told to his dynasty only."""
    state = at_war(world(army=20, enemy_army=0, general_loyalty=1).build(), enemy_general=None)
    t = fight(state, rules, dice={f"t05/war/{WAR}/valois/refusal": 1, f"t05/war/{WAR}/battle/take-1": 1,
                                  f"t05/war/{WAR}/battle/take-2": 1})
    assert the(t, "battle")["strength"]["attackers"] == 20
    refused = outcomes(t, "general-refused")[0]
    assert refused.dynasty == "valois" and not refused.public and refused.params["total"] == 2
    report = own_report(t, "valois")
    assert report["refused"] is True and "study" not in report


def test_sab_4_a_disloyal_general_who_obeys_fights_with_his_skill(rules: Rules) -> None:
    state = at_war(world(army=20, enemy_army=0, general_loyalty=1).build(), enemy_general=None)
    t = fight(state, rules, dice={f"t05/war/{WAR}/valois/refusal": 2, study("valois"): 1,
                                  f"t05/war/{WAR}/battle/take-1": 1, f"t05/war/{WAR}/battle/take-2": 1})
    assert the(t, "battle")["strength"]["attackers"] == 28 and outcomes(t, "general-obeyed")


def test_sab_4_a_head_as_general_never_refuses_loy_4(rules: Rules) -> None:
    state = world(army=10, enemy_army=10).build()
    state.characters["louis"].loyalty = 0
    at_war(state, general="louis", enemy_general=None)
    t = fight(state, rules, dice={study("valois"): 1})
    assert not outcomes(t, "general-refused") and not outcomes(t, "general-obeyed")


def test_war_6_after_the_battle_the_general_studies_combat_for_free(rules: Rules) -> None:
    """WAR-6: the Study roll (ACT-study) above his combat 4 raises it to 5; no AP are spent."""
    state = at_war(world(army=10, enemy_army=10).build(), enemy_general=None)
    t = fight(state, rules, dice={study("valois"): 5})
    assert state.characters["charles"].skills.combat == 5
    assert own_report(t, "valois")["study"] == {"roll": 5, "bonus": 0, "before": 4, "after": 5}
    assert t.ap_spent["valois"] == 0


def test_war_6_a_roll_not_above_his_combat_teaches_nothing(rules: Rules) -> None:
    state = at_war(world(army=10, enemy_army=10).build(), enemy_general=None)
    fight(state, rules, dice={study("valois"): 4})
    assert state.characters["charles"].skills.combat == 4


def test_war_14_a_side_without_a_general_fights_without_the_bonus(rules: Rules) -> None:
    state = at_war(world(army=20, enemy_army=20).build(), general=None, enemy_general=None)
    t = fight(state, rules)
    assert the(t, "battle")["strength"] == {"attackers": 20, "defenders": 20}


def test_technology_fortification_adds_5_when_defending(rules: Rules) -> None:
    """Fortification: +5 strength when defending, with soldiers in the field; nothing when attacking."""
    state = at_war(world(army=10, enemy_army=10).build(), general=None, enemy_general=None)
    state.dynasties["habsburg"].technologies = ["fortification"]
    state.dynasties["valois"].technologies = ["fortification"]
    t = fight(state, rules, dice={f"t05/war/{WAR}/battle/take-1": 1})
    assert the(t, "battle")["strength"] == {"attackers": 10, "defenders": 15}
    assert owned(state, "valois") == ["berry", "blois"]  # 5 ≥ 5: the defender takes one (die: anjou)


# -- PROV-2 ----------------------------------------------------------------------------------------------------


def test_prov_2_a_captured_province_has_loyalty_2_and_retaken_within_a_turn_gets_its_old_back(
        rules: Rules) -> None:
    state = at_war(world(army=10, enemy_army=0).build(), general=None, enemy_general=None)
    state.provinces["tyrol"].loyalty = 5
    fight(state, rules, war={"valois": {"habsburg": {"take": ["tyrol"]}}})
    tyrol = state.provinces["tyrol"]
    assert tyrol.owner == "valois" and tyrol.loyalty == 2
    # WAR-9's drain came first: 5 → 4 before the battle
    assert tyrol.captured is not None and (tyrol.captured.former_owner, tyrol.captured.loyalty) == ("habsburg", 4)
    # the next turn the Habsburgs strike back and retake it: loyalty 4 again
    state.turn = 6
    state.dynasties["habsburg"].army, state.dynasties["valois"].army = 10, 0
    t = fight(state, rules, war={"habsburg": {"valois": {"take": ["tyrol"]}}})
    assert the(t, "battle")["captures"] == [{"province": "tyrol", "from": "valois", "to": "habsburg",
                                             "loyalty": 4, "retaken": True}]
    assert tyrol.owner == "habsburg" and tyrol.loyalty == 4 and tyrol.captured is None


def test_prov_2_retaken_later_than_a_turn_it_is_an_ordinary_capture(rules: Rules) -> None:
    """PROV-2: Tyrol was taken in turn 5; retaken in turn 7, it is captured anew at loyalty 2."""
    state = at_war(world(turn=7, army=0, enemy_army=10).build(), general=None, enemy_general=None)
    state.provinces["tyrol"].owner = "valois"
    state.dynasties["habsburg"].provinces.remove("tyrol")
    state.dynasties["valois"].provinces.append("tyrol")
    state.provinces["tyrol"].captured = Capture(turn=5, former_owner="habsburg", loyalty=5)
    fight(state, rules, war={"habsburg": {"valois": {"take": ["tyrol"]}}})
    assert state.provinces["tyrol"].owner == "habsburg" and state.provinces["tyrol"].loyalty == 2


# -- WAR-8, VASSAL-5 -------------------------------------------------------------------------------------------


def allies_world() -> GameState:
    """Burgundy is the vassal of the Valois; Savoy of the Habsburgs."""
    return (world(army=20, enemy_army=10)
            .dynasty("burgundy", head="philip", army=10, lord="valois").person("philip", "burgundy")
            .province("dijon", "burgundy")
            .dynasty("savoy", head="amadeus", army=5, lord="habsburg").person("amadeus", "savoy")
            .province("turin", "savoy").build())


def test_vassal_5_vassals_join_their_lords_side_when_war_is_declared(rules: Rules) -> None:
    state = allies_world()
    t = fight(state, rules, actions={"valois": [{"action": "declare_war", "by": "louis", "on": "habsburg",
                                                 "general": "charles"}]})
    war = state.wars[0]
    assert (war.attackers, war.defenders) == (["valois", "burgundy"], ["habsburg", "savoy"])
    assert the(t, "war-declared")["attackers"] == ["valois", "burgundy"]


def test_vassal_5_a_vassal_made_during_a_war_joins_it(rules: Rules) -> None:
    state = at_war(world().dynasty("burgundy", head="philip").person("philip", "burgundy")
                   .province("dijon", "burgundy").build(), started=5)
    state.dynasties["burgundy"].lord = "habsburg"
    t = fight(state, rules)
    assert state.wars[0].defenders == ["habsburg", "burgundy"] and outcomes(t, "war-joined")


def test_vassal_5_a_vassal_cannot_declare_war_on_its_lord_nor_make_a_separate_peace(rules: Rules) -> None:
    state = allies_world()
    t = fight(state, rules, actions={"burgundy": [{"action": "declare_war", "by": "philip", "on": "valois",
                                                   "general": "philip"}]})
    assert the(t, "action-failed")["reason"] == "war-on-lord"
    state.turn = 6
    state.wars = [War(attackers=["valois", "burgundy"], defenders=["habsburg", "savoy"], started=6)]
    t = fight(state, rules, actions={"burgundy": [{"action": "offer_peace", "by": "philip", "to": "habsburg"}]})
    assert the(t, "action-failed")["reason"] == "vassal-peace"


def test_war_8_the_sides_add_up_and_the_winner_takes_from_any_loser(rules: Rules) -> None:
    """WAR-8: Valois 20 + Burgundy 10 = 30 against Habsburg 10 + Savoy 5 = 15: 15 ≥ 15, two provinces, by
    Burgundy's `take:` (Turin, to Burgundy) and Valois's (Tyrol)."""
    state = allies_world()
    state.wars = [War(attackers=["valois", "burgundy"], defenders=["habsburg", "savoy"], started=4)]
    t = fight(state, rules, war={"valois": {"habsburg": {"take": ["tyrol"]}},
                                 "burgundy": {"savoy": {"take": ["turin"]}}})
    params = the(t, "battle")
    assert params["strength"] == {"attackers": 30, "defenders": 15}
    assert {(c["province"], c["to"]) for c in params["captures"]} == {("tyrol", "valois"), ("turin", "burgundy")}
    assert owned(state, "savoy") == [] and state.wars  # Habsburg still holds land: the war goes on


# -- WAR-9, WAR-10 ---------------------------------------------------------------------------------------------


def test_war_9_from_the_second_war_turn_provinces_lose_loyalty_and_dynasties_reputation(rules: Rules) -> None:
    state = at_war(world(army=0, enemy_army=0).build(), general=None, enemy_general=None)
    state.provinces["anjou"].loyalty = 1
    fight(state, rules)
    assert [state.provinces[p].loyalty for p in ("anjou", "berry", "tyrol")] == [1, 2, 2]  # PROV-7: not below 1
    assert rep(state, "valois") == rep(state, "habsburg") == START - 10


def test_war_9_era_4_the_drain_is_5_in_the_age_of_war(rules: Rules) -> None:
    state = at_war(world(turn=9, army=0, enemy_army=0).build(), started=8, general=None, enemy_general=None)
    fight(state, rules)
    assert rep(state, "valois") == rep(state, "habsburg") == START - 5


def test_war_9_no_drain_in_the_first_war_turn(rules: Rules) -> None:
    state = at_war(world(army=0, enemy_army=0).build(), started=5)
    fight(state, rules)
    assert rep(state, "valois") == START and state.provinces["anjou"].loyalty == 3


def kin_world() -> StateBuilder:
    """Rudolf's daughter Elisabeth married Louis's son Charles: a close relative of Rudolf among the Valois."""
    return (world(army=0, enemy_army=0)
            .person("elisabeth", "valois", sex="f", age=20, father="rudolf", spouse="charles",
                    birth_dynasty="habsburg"))


def test_war_10_a_war_on_close_relatives_costs_the_attacker_40_each_war_turn(rules: Rules) -> None:
    """WAR-10: in the first war turn too; the defender pays nothing."""
    state = at_war(kin_world().build(), started=5, general=None, enemy_general=None)
    t = fight(state, rules)
    assert rep(state, "valois") == START - 40 and rep(state, "habsburg") == START
    assert the(t, "war-penalty")["relation"] == "close"


def nieces(builder: StateBuilder) -> GameState:
    """Rudolf's brother Ernst (both sons of the late Friedrich) has a daughter Marie among the Valois:
    another relative of Rudolf (ALLY-3)."""
    state = (builder.person("friedrich", "habsburg", age=70, alive=False,
                            death=Death(turn=0, cause="before_game"))
             .person("ernst", "habsburg", age=40, father="friedrich")
             .person("marie", "valois", sex="f", age=15, father="ernst", birth_dynasty="habsburg")
             .build(check=False))
    state.characters["rudolf"].father = "friedrich"
    state.wars = [War(attackers=["valois"], defenders=["habsburg"], started=5)]
    return state


def test_war_10_other_relatives_cost_the_attacker_20(rules: Rules) -> None:
    state = nieces(world(army=0, enemy_army=0))
    t = fight(state, rules)
    assert the(t, "war-penalty")["relation"] == "relative" and rep(state, "valois") == START - 20


def test_war_10_only_the_largest_penalty_applies(rules: Rules) -> None:
    """WAR-10: a close relative (Elisabeth) and another (Marie) on the other side: −40 only, once."""
    state = nieces(kin_world())
    t = fight(state, rules)
    assert the(t, "war-penalty")["relation"] == "close" and rep(state, "valois") == START - 40


def test_war_10_a_war_between_a_main_line_and_its_branch_costs_60_and_30_without_shares(rules: Rules) -> None:
    """WAR-10: the branch attacks: −60 to it, −30 to the main line, and no BRANCH-7 half of either."""
    state = (world(army=0, enemy_army=0).dynasty("orleans", head="gaston", branch_of="valois", army=0)
             .person("gaston", "orleans", father="louis").province("orleans", "orleans").build())
    state.wars = [War(attackers=["orleans"], defenders=["valois"], started=5)]
    fight(state, rules)
    assert rep(state, "orleans") == START - 60 and rep(state, "valois") == START - 30


# -- WAR-13 ---------------------------------------------------------------------------------------------------


def test_war_13_a_hot_tempered_head_damaged_by_another_dynasty_declares_war_on_1(rules: Rules) -> None:
    """WAR-13: the Habsburgs' gossip costs the Valois 15; Louis (Hot-tempered) rolls 1d6 = 1: war on the
    Habsburgs without AP, starting now (WAR-14), with no general yet."""
    state = world().build()
    state.characters["louis"].traits = ["hot_tempered"]
    t = fight(state, rules, actions={"habsburg": [{"action": "gossip", "by": "ferdinand", "target": "valois"}]},
              dice={"t05/action/habsburg/gossip-1/check": 6, "t05/action/habsburg/gossip-1/discovery": 1,
                    "t05/war/valois/hot-tempered": 1})
    assert [(w.attackers, w.defenders, w.started, w.generals["valois"]) for w in state.wars] == [
        (["valois"], ["habsburg"], 5, None)]
    assert the(t, "war-declared")["cause"] == "hot-tempered" and t.ap_spent["valois"] == 0


def test_war_13_on_another_roll_or_without_a_dynasty_behind_the_damage_no_war(rules: Rules) -> None:
    state = world().build()
    state.characters["louis"].traits = ["hot_tempered"]
    t = fight(state, rules, actions={"habsburg": [{"action": "gossip", "by": "ferdinand", "target": "valois"}]},
              dice={"t05/action/habsburg/gossip-1/check": 6, "t05/action/habsburg/gossip-1/discovery": 1,
                    "t05/war/valois/hot-tempered": 2})
    assert state.wars == [] and the(t, "hot-tempered")["reason"] == "calm"
    state = world().build()
    state.characters["louis"].traits = ["hot_tempered"]
    t, _ = turn_of(state, rules)
    t.reputation_lost["valois"].append((-40, None))  # his own find_spouse, say: no dynasty behind it
    hot_tempers(t)
    assert not outcomes(t, "hot-tempered") and state.wars == []


# -- ACT-offer_peace, ACT-accept_peace, WAR-12 ---------------------------------------------------------------


#: ACT-0: both offers tie (no skill, equal reputation): the Valois roll higher and go first
BOTH_OFFER = {"t05/action/valois/offer_peace-1/initiative": 2, "t05/action/habsburg/offer_peace-1/initiative": 1}


def offer(to: str = "habsburg", by: str = "louis", **terms: Any) -> dict[str, Any]:
    return {"action": "offer_peace", "by": by, "to": to, **({"terms": terms} if terms else {})}


def test_act_offer_peace_mirror_offers_in_one_turn_make_peace_with_terms_war_12(rules: Rules) -> None:
    """WAR-12, VASSAL-3: the Valois offer (Rudolf pays 10, cedes Tyrol, becomes their vassal) and the
    Habsburgs offer the mirror: peace at once, the war ends before any battle."""
    state = at_war(world().build())
    t = fight(state, rules, actions={
        "valois": [offer(ask=10, claim=["tyrol"], vassal="habsburg")],
        "habsburg": [offer("valois", "rudolf", pay=10, cede=["tyrol"], vassal="habsburg")]}, dice=BOTH_OFFER)
    assert state.wars == [] and not outcomes(t, "battle")
    peace = the(t, "peace")
    assert peace["war_ended"] and peace["lord"] == "valois"
    assert state.dynasties["habsburg"].lord == "valois"
    assert state.dynasties["valois"].balance == 40 and state.dynasties["habsburg"].balance == 20
    assert state.provinces["tyrol"].owner == "valois" and state.provinces["tyrol"].loyalty == 3
    assert the(t, "war-ended")["reason"] == "peace" and state.proposals == []


def test_act_offer_peace_stands_and_accept_peace_next_turn_makes_it(rules: Rules) -> None:
    """ACT-offer_peace: without an answer the offer stands; ACT-accept_peace (0 AP) next turn makes peace."""
    state = at_war(world(army=0, enemy_army=0).build(), general=None, enemy_general=None)
    fight(state, rules, actions={"valois": [offer(pay=5)]})
    assert [(p.kind, p.dynasty, p.target, p.terms["pay"]) for p in state.proposals] == [
        ("peace", "valois", "habsburg", 5)]
    assert state.wars  # the battle was fought, the war goes on
    state.turn = 6
    t = fight(state, rules, actions={"habsburg": [{"action": "accept_peace", "by": "rudolf", "from": "valois"}]})
    assert state.wars == [] and t.ap_spent["habsburg"] == 0
    assert state.dynasties["habsburg"].balance == 35


def test_act_offer_peace_a_different_counter_offer_makes_no_peace(rules: Rules) -> None:
    state = at_war(world(army=0, enemy_army=0).build(), general=None, enemy_general=None)
    t = fight(state, rules, actions={"valois": [offer(pay=5)], "habsburg": [offer("valois", "rudolf", ask=20)]},
              dice=BOTH_OFFER)
    assert state.wars and len(state.proposals) == 2 and not outcomes(t, "peace")


def test_act_accept_peace_without_an_offer_fails(rules: Rules) -> None:
    state = at_war(world().build(), started=5)
    t = fight(state, rules, actions={"habsburg": [{"action": "accept_peace", "by": "rudolf", "from": "valois"}]})
    assert the(t, "action-failed")["reason"] == "no-peace-offer"


def test_act_offer_peace_an_offer_lapses_after_the_other_sides_next_orders(rules: Rules) -> None:
    state = at_war(world(army=0, enemy_army=0).build(), general=None, enemy_general=None)
    fight(state, rules, actions={"valois": [offer()]})
    state.turn = 7  # a turn went by without an answer
    t = fight(state, rules)
    assert state.proposals == [] and the(t, "peace-offer-lapsed")["to"] == "habsburg"


def test_dyn_7_a_peace_whose_coins_are_not_there_fails(rules: Rules) -> None:
    state = at_war(world(army=0, enemy_army=0).build(), started=5)
    t = fight(state, rules, actions={"valois": [offer(ask=50)], "habsburg": [offer("valois", "rudolf", pay=50)]},
              dice=BOTH_OFFER)
    assert the(t, "peace-failed")["reason"] == "not-enough-coins" and state.wars


def test_war_12_a_destroyed_side_ends_the_war(rules: Rules) -> None:
    """WAR-12: the Habsburgs' reputation drains to 0 (WAR-9): they are destroyed and the war ends with them."""
    state = at_war(world(army=0, enemy_army=0).build(), general=None, enemy_general=None)
    state.dynasties["habsburg"].reputation = 10
    t = fight(state, rules)
    assert not state.dynasties["habsburg"].alive and state.wars == []
    assert the(t, "defeat")["wars_ended"] == ["valois"]


@pytest.mark.parametrize("trait, first, later", [("bloodthirsty", 3, 2), ("pacifist", -3, -2)])
def test_trait_war_moods_first_and_later_war_turns(rules: Rules, trait: str, first: int, later: int) -> None:
    """TRAIT-bloodthirsty, TRAIT-pacifist (attacking): the first war turn, then each later one."""
    from dynasty.engine.moods import trait_moods
    state = at_war(world().build(), started=5)
    state.characters["charles"].traits = [trait]
    t, _ = turn_of(state, rules)
    assert [c.amount for c in trait_moods(t, "charles", {})] == [first]
    state.wars[0].started = 4
    assert [c.amount for c in trait_moods(t, "charles", {})] == [later]


def test_war_11_entries_naming_two_dynasties_of_one_side_add_up(rules: Rules) -> None:
    """WAR-2, WAR-11: an order may name the war by any dynasty of the other side; two entries for one war
    (the leader and its vassal) send the sum, not the first alone."""
    state = allies_world()
    state.wars = [War(attackers=["valois", "burgundy"], defenders=["habsburg", "savoy"], started=4)]
    t, _ = turn_of(state, rules, war={"habsburg": {"valois": {"send": 5}, "burgundy": {"send": 3}}})
    assert soldiers_sent(t, state.wars)[0, "habsburg"] == 8


# -- the chronicle in causal order (the handshakes of ACT-offer_peace and ACT-accept_peace) ---------------------


def test_war_12_an_acceptance_that_waits_for_this_turns_offer_is_told_after_it(rules: Rules) -> None:
    """ACT-accept_peace: the Habsburgs (lower reputation, they act first) accept the offer the Valois make this
    same turn. What happened is told as it happened: the offer (answered at once), the acceptance, the peace,
    the war's end — once."""
    state = at_war(world().build())
    state.dynasties["habsburg"].reputation = 70
    t = fight(state, rules, actions={"valois": [offer(pay=5)],
                                     "habsburg": [{"action": "accept_peace", "by": "rudolf", "from": "valois"}]})
    told = [o.kind for o in t.outcomes if o.kind in ("peace-offer", "peace-accept", "peace", "war-ended")]
    assert told == ["peace-offer", "peace-accept", "peace", "war-ended"]
    assert the(t, "peace-offer")["answered"] is True
    assert the(t, "peace-accept")["n"] == 1 and state.wars == [] and state.proposals == []


def test_war_12_an_acceptance_whose_offer_never_came_is_told_unanswered_and_does_not_stand(rules: Rules) -> None:
    """ACT-accept_peace: the Habsburgs wait for the Valois' offer of this turn, which fails its re-check (its
    executor Charles is a general at war, WAR-1): the acceptance is told as unanswered and does not stand."""
    state = at_war(world(army=0, enemy_army=0).build())
    state.dynasties["habsburg"].reputation = 70
    t = fight(state, rules, actions={"valois": [offer(by="charles")],
                                     "habsburg": [{"action": "accept_peace", "by": "rudolf", "from": "valois"}]})
    assert the(t, "action-failed")["reason"] == "general-busy"
    assert the(t, "peace-accept")["unanswered"] is True
    assert state.wars and state.proposals == []
