"""The rules data (`dynasty/game/data/rules.yaml`): its numbers match RULES.md, a scenario's `rules:` overrides
are checked, and the code reads its numbers from the data ("Rules are data, mechanics are code").
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from dynasty.errors import ProblemsError, RulesError
from dynasty.game.dice import Dice
from dynasty.game.rules import SKILLS, Rules, default_rules, default_rules_data, load_rules, parse_dice
from dynasty.game.scenario import load_scenario, starting_state
from tests.builders import StateBuilder, skills
from tests.conftest import SCENARIOS

POSITIVE = ["high_fertility", "beautiful", "cunning", "smart", "workaholic", "insidious", "devoted", "genius"]
NEUTRAL = ["bloodthirsty", "honest", "pacifist", "gossip", "flatterer", "proud", "paranoid"]
NEGATIVE = ["recluse", "low_fertility", "bad_manners", "ugly", "envious", "lazy", "hot_tempered", "spendthrift"]


# -- the packaged rules match RULES.md ----------------------------------------------------------------------

def test_packaged_rules_load_and_are_cached(rules: Rules) -> None:
    """STYLE: the rules YAML is "loaded into a typed model, validated at load"."""
    assert isinstance(rules, Rules)
    assert load_rules() is rules
    assert load_rules({}) is rules
    assert set(rules.skills) == set(SKILLS)


def test_dyn_1_start_values(rules: Rules) -> None:
    """DYN-1: Start: reputation 80, balance 30 coins, army 15, 3 provinces, exactly 4 characters."""
    start = rules.start
    assert (start.reputation, start.balance, start.army, start.provinces, start.characters) == (80, 30, 15, 3, 4)


def test_loy_1_prov_1_start_loyalty_and_yield(rules: Rules) -> None:
    """LOY-1: Loyalty starts at 3, maximum 5. PROV-1: each province yields 20 coins and has loyalty 1–5,
    initially 3."""
    assert rules.start.loyalty == 3 and rules.limits.loyalty_max == 5
    assert rules.start.province_loyalty == 3 and rules.start.province_yield == 20
    assert (rules.limits.province_loyalty_min, rules.limits.province_loyalty_max) == (1, 5)


def test_skill_1_skill_4_limits(rules: Rules) -> None:
    """SKILL-1: each skill 1–6. SKILL-4: a Genius can raise skills by study up to 8."""
    assert (rules.limits.skill_min, rules.limits.skill_max, rules.limits.genius_skill_max) == (1, 6, 8)


def test_loy_2_loyalty_minimum_is_0(rules: Rules) -> None:
    """LOY-2: Minimum 0."""
    assert rules.limits.loyalty_min == 0


def test_act_mentor_hired_teacher_prices(rules: Rules) -> None:
    """ACT mentor: "a hired teacher: level 6: 18 coins, 5: 13, 4: 8, 3: 5; no level above 6"."""
    assert rules.actions.mentor.hired_teacher_coins == {6: 18, 5: 13, 4: 8, 3: 5}
    assert rules.actions.mentor.ap == 2


EVENTS = {1: "revolt", 2: "revolt", 3: "revolt", 4: "none", 5: "none", 6: "none", 7: "none", 8: "famine",
          9: "famine", 10: "volunteers", 11: "volunteers", 12: "disease"}


@pytest.mark.parametrize("roll, event", sorted(EVENTS.items()))
def test_prov_3_event_table(rules: Rules, roll: int, event: str) -> None:
    """PROV-3: roll 1d12: 1–3 revolt, 4–7 nothing, 8–9 famine, 10–11 volunteers, 12 disease."""
    assert rules.events.die == "1d12"
    assert rules.events.event_for(roll) == event


def test_prov_3_roll_above_12_is_off_the_table(rules: Rules) -> None:
    """PROV-3: the table covers the rolls of 1d12 and nothing more."""
    with pytest.raises(ValueError, match="off the event table"):
        rules.events.event_for(13)


def test_prov_3_event_numbers(rules: Rules) -> None:
    """PROV-3: revolt 3d6 at loyalty 1, 3 turns; famine pay 15 or loyalty −2, yield −3, −10 reputation;
    paid: +10 reputation, loyalty +1; volunteers +3 at loyalty ≥ 4, −3 at loyalty 1; disease pay 10,
    drop 5 or 2."""
    ev = rules.events
    assert (ev.revolt.army_dice, ev.revolt.at_loyalty, ev.revolt.turns_in_revolt) == ("3d6", 1, 3)
    assert (ev.famine.cost, ev.famine.refuse_loyalty, ev.famine.refuse_yield, ev.famine.refuse_reputation,
            ev.famine.pay_reputation, ev.famine.pay_loyalty) == (15, -2, -3, -10, 10, 1)
    assert (ev.volunteers.accept_at_loyalty, ev.volunteers.army, ev.volunteers.desert_at_loyalty,
            ev.volunteers.desert) == (4, 3, 1, 3)
    assert (ev.disease.cost, ev.disease.yield_drop, ev.disease.paid_yield_drop) == (10, 5, 2)


@pytest.mark.parametrize("turn, era", [(1, "discovery"), (4, "discovery"), (5, "intrigue"), (8, "intrigue"),
                                       (9, "war"), (12, "war"), (13, "anarchy"), (30, "anarchy")])
def test_era_1_era_of_each_turn(rules: Rules, turn: int, era: str) -> None:
    """ERA-1: Discovery: turns 1–4. Intrigue: turns 5–8. War: turns 9–12. Anarchy: turn 13 on."""
    assert rules.era_for(turn) == era


def test_era_2_to_era_5_effects(rules: Rules) -> None:
    """ERA-2..5: Discovery: Study, Research, Develop −1 AP, Research +1; Intrigue: Spy, Gossip,
    Conspiracy, Assassinate −1 AP and discovery −1; War: Declare war 1 AP, Recruit 1 coin, WAR-9 loss 5;
    Anarchy: revolt on 1–4, at loyalty ≤ 2."""
    eras = rules.eras
    assert eras["discovery"].effects.ap_delta == {"study": -1, "research": -1, "develop": -1}
    assert eras["discovery"].effects.check_bonus == {"research": 1}
    plots = {"spy": -1, "gossip": -1, "conspiracy": -1, "assassinate": -1}
    assert eras["intrigue"].effects.ap_delta == plots and eras["intrigue"].effects.discovery_bonus == plots
    war = eras["war"].effects
    assert (war.ap_set, war.coins_set, war.war_drain_reputation) == ({"declare_war": 1}, {"recruit": 1}, 5)
    anarchy = eras["anarchy"].effects
    assert (anarchy.revolt_max_roll, anarchy.revolt_at_loyalty, anarchy.desert_at_loyalty) == (4, 2, 2)


def test_war_4_capture_step_is_5(rules: Rules) -> None:
    """WAR-4: thresholds 5 × the triangular numbers: 5, 15, 30, 50 ..."""
    assert rules.war.capture_step == 5


def test_war_numbers(rules: Rules) -> None:
    """WAR-3: per full 10 soldiers; WAR-7: half die; WAR-9: −10 reputation, −1 loyalty; WAR-10: 60/30,
    40, 20; PROV-2: captured loyalty 2."""
    w = rules.war
    assert (w.bonus_per_soldiers, w.casualties_divisor, w.drain_reputation, w.drain_loyalty) == (10, 2, 10, 1)
    assert (w.branch_attacker, w.branch_defender, w.close_relative, w.other_relative) == (60, 30, 40, 20)
    assert (w.captured_loyalty, w.hot_tempered_die, w.hot_tempered_war_on) == (2, "1d6", 1)


def test_rep_2_reputation_is_at_most_150(rules: Rules) -> None:
    """REP-2: Reputation is at most 150; a gain above that is lost."""
    assert rules.limits.reputation_max == 150


def test_age_5_old_age_checks_at_60_65_70(rules: Rules) -> None:
    """AGE-5: On aging to 60, 65 or 70, roll 1d4: on 1 the character dies of old age."""
    assert rules.age.old_age_checks == [60, 65, 70]
    assert (rules.age.old_age_die, rules.age.old_age_dies_on) == ("1d4", 1)


def test_age_ages_of_life(rules: Rules) -> None:
    """AGE-2: 15 capable; AGE-3: 20 children; AGE-4: 50 no children, head −1 AP per 5 years; AGE-6: 75
    dies; TURN-1: a turn is 5 years."""
    age = rules.age
    assert (age.capable, age.fertile, age.infertile, age.certain_death, age.turn_years) == (15, 20, 50, 75, 5)
    assert (age.head_ap_penalty_from, age.head_ap_penalty_step) == (50, 1)


def test_dyn_3_ap_formula_numbers(rules: Rules) -> None:
    """DYN-3: AP per turn = 8 + 2 × (head's mood) + (head's stewardship). LOY-5: loyalty 5 gives +1 AP."""
    assert (rules.ap.base, rules.ap.per_ruling_mood, rules.ap.loyal_level, rules.ap.per_loyal_member) == (8, 2, 5, 1)


def test_gen_1_head_skills_and_age(rules: Rules) -> None:
    """GEN-1: skills are the values 5, 4, 3, 2, 1; age divisible by 5 and at least 20."""
    assert sorted(rules.generation.head_skills, reverse=True) == [5, 4, 3, 2, 1]
    assert rules.generation.head_min_age == 20


def test_trait_categories_match_the_catalogue(rules: Rules) -> None:
    """TRAIT: Three categories — 8 positive, 7 neutral, 8 negative, with the ids of CONTRACT."""
    assert rules.traits_in("positive") == POSITIVE
    assert rules.traits_in("neutral") == NEUTRAL
    assert rules.traits_in("negative") == NEGATIVE
    assert len(rules.traits) == 23


@pytest.mark.parametrize("trait, skills", [
    ("beautiful", {"intrigue": 1}), ("cunning", {"intrigue": 2}), ("insidious", {"piety": -3, "intrigue": 1}),
    ("bloodthirsty", {"combat": 2}), ("honest", {"intrigue": -2, "piety": 2}), ("pacifist", {"combat": -2}),
    ("gossip", {"piety": -1, "intrigue": 1}), ("flatterer", {"intrigue": 1}), ("proud", {"piety": -1}),
    ("recluse", {"intrigue": -1}), ("bad_manners", {"intrigue": -1, "piety": -1}), ("envious", {"piety": -2}),
    ("hot_tempered", {"piety": -1}), ("genius", {}), ("lazy", {}),
])
def test_trait_skill_modifiers(rules: Rules, trait: str, skills: dict[str, int]) -> None:
    """TRAIT-*: the skill modifiers of each trait, applied on getting it (SKILL-3)."""
    assert rules.traits[trait].skills == skills


def test_trait_bloodthirsty_and_pacifist_other_skills(rules: Rules) -> None:
    """TRAIT-bloodthirsty: −1 to two other skills; TRAIT-pacifist: +1 to another skill."""
    bloodthirsty = rules.traits["bloodthirsty"].other_skills
    pacifist = rules.traits["pacifist"].other_skills
    assert bloodthirsty is not None and (bloodthirsty.count, bloodthirsty.change) == (2, -1)
    assert pacifist is not None and (pacifist.count, pacifist.change) == (1, 1)


@pytest.mark.parametrize("action, ap, coins, tn", [
    ("study", 2, 0, None), ("entertain", 2, 10, None), ("isolate", 2, 0, None), ("abdicate", 1, 0, None),
    ("create_branch", 3, 0, None), ("visit", 2, 0, None), ("ball", 4, 20, None), ("spy", 3, 0, 5),
    ("gossip", 2, 0, 7), ("conspiracy", 4, 0, 7), ("assassinate", 5, 0, 8), ("donate", 1, 0, None),
    ("pilgrimage", 3, 0, 8), ("annul", 3, 20, 8), ("declare_war", 3, 0, None), ("general", 1, 0, None),
    ("offer_peace", 1, 0, None), ("recruit", 1, 0, None), ("disband", 0, 0, None), ("develop", 3, 20, 8),
    ("pacify", 2, 10, 7), ("research", 3, 0, 9), ("find_spouse", 5, 0, None), ("mentor", 2, 0, None),
])
def test_act_action_table(rules: Rules, action: str, ap: int, coins: int, tn: int | None) -> None:
    """ACT: the action table — AP, coins and TN of each action."""
    rule = rules.actions.get(action)
    assert (rule.ap, rule.coins, rule.tn) == (ap, coins, tn)


def test_act_0_resolution_order_of_groups(rules: Rules) -> None:
    """ACT-0: Resolution order: household, church, intrigue, diplomacy, learning, provinces, military."""
    assert rules.actions.groups == ["household", "church", "intrigue", "diplomacy", "learning", "provinces",
                                    "military"]


def test_every_dice_spec_in_the_rules_parses(rules: Rules) -> None:
    """Dice: `NdM` — every dice spec of the rules data is one."""
    for spec in (rules.events.die, rules.events.revolt.army_dice, rules.age.old_age_die, rules.sabotage.die,
                 rules.generation.skill_dice, rules.generation.sex_die, rules.actions.study.die,
                 rules.war.hot_tempered_die):
        parse_dice(spec)
    assert parse_dice("3d6") == (3, 6)


# -- overrides ------------------------------------------------------------------------------------------------

def differences(a: Any, b: Any, path: str = "") -> list[str]:
    """Dotted paths where two plain data trees differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for key in sorted(set(a) | set(b), key=str):
            out += differences(a.get(key), b.get(key), f"{path}.{key}" if path else str(key))
        return out
    return [] if a == b else [path]


def test_override_changes_only_that_number(rules: Rules) -> None:
    """CONTRACT Scenarios: `rules:` holds "optional overrides of the rules data"."""
    changed = load_rules({"actions": {"spy": {"tn": 4}}})
    assert changed.actions.spy.tn == 4
    assert differences(rules.model_dump(), changed.model_dump()) == ["actions.spy.tn"]
    assert rules.actions.spy.tn == 5  # the packaged rules are not modified


def test_override_replaces_a_list_whole() -> None:
    """RULES [house]: a GM can change any number, lists included (AGE-5's checks)."""
    assert load_rules({"age": {"old_age_checks": [55, 60]}}).age.old_age_checks == [55, 60]


def test_override_does_not_leak_into_the_defaults() -> None:
    """An override is the scenario's; it never changes the packaged data other scenarios read."""
    before = copy.deepcopy(default_rules_data())
    load_rules({"start": {"reputation": 99}, "age": {"old_age_checks": [55]}})
    assert default_rules_data() == before
    assert default_rules().start.reputation == 80


@pytest.mark.parametrize("overrides, dotted_key", [
    ({"actionz": 1}, "rules.actionz"),
    ({"actions": {"spy": {"tnn": 3}}}, "rules.actions.spy.tnn"),
    ({"start": {"reputation": 70, "gold": 5}}, "rules.start.gold"),
    ({"eras": {"war": {"effects": {"fly": 1}}}}, "rules.eras.war.effects.fly"),
])
def test_override_unknown_key_names_the_dotted_key(overrides: dict[str, Any], dotted_key: str) -> None:
    """rules.py: "A scenario's `rules:` section is merged over the defaults; an unknown key is an error that
    names it"."""
    with pytest.raises(RulesError, match=f"unknown rules key '{dotted_key}'") as info:
        load_rules(overrides)
    assert info.value.code == "rules"


@pytest.mark.parametrize("overrides, dotted_key", [
    ({"actions": {"spy": {"tn": "five"}}}, "rules.actions.spy.tn"),
    ({"start": {"reputation": 7.5}}, "rules.start.reputation"),
    ({"start": 80}, "rules.start"),
    ({"age": {"old_age_checks": 60}}, "rules.age.old_age_checks"),
    ({"traits": {"lazy": {"category": "awful"}}}, "rules.traits.lazy.category"),
    ({"events": {"die": "twelve"}}, "rules.events"),
])
def test_override_wrong_type_names_the_key(overrides: dict[str, Any], dotted_key: str) -> None:
    """rules.py: the rules data is "validated at load"; each problem names the key."""
    with pytest.raises(ProblemsError) as info:
        load_rules(overrides)
    assert any(p.message.startswith(f"{dotted_key}:") for p in info.value.problems), str(info.value)


def test_override_boolean_for_a_number_is_refused() -> None:
    """rules.py: a wrong type in `rules:` is an error naming the key, not a silent 1."""
    with pytest.raises(ProblemsError, match="rules.start.reputation"):
        load_rules({"start": {"reputation": True}})


def test_override_that_is_not_a_mapping_is_refused() -> None:
    """CONTRACT Scenarios: `rules:` is a mapping of overrides."""
    with pytest.raises(RulesError, match="mapping"):
        load_rules([("start", 1)])  # type: ignore[arg-type]


def test_prov_3_event_table_that_does_not_end_at_12_is_an_error() -> None:
    """PROV-3: the event table covers every roll of its 1d12."""
    short = [{"max": 3, "event": "revolt"}, {"max": 7, "event": "none"}, {"max": 11, "event": "famine"}]
    with pytest.raises(ProblemsError, match="event table must end at 12"):
        load_rules({"events": {"table": short}})


def test_prov_3_event_table_must_follow_its_die() -> None:
    """PROV-3: changing the event die without the table is an error; changing both is fine."""
    with pytest.raises(ProblemsError, match="event table must end at 10"):
        load_rules({"events": {"die": "1d10"}})
    table = [{"max": 2, "event": "revolt"}, {"max": 6, "event": "none"}, {"max": 10, "event": "famine"}]
    rules = load_rules({"events": {"die": "1d10", "table": table}})
    assert [rules.events.event_for(n) for n in (2, 3, 10)] == ["revolt", "none", "famine"]


def test_prov_3_event_table_rows_must_increase() -> None:
    """PROV-3: each row covers the rolls up to its `max`, in order."""
    table = [{"max": 7, "event": "none"}, {"max": 3, "event": "revolt"}, {"max": 12, "event": "disease"}]
    with pytest.raises(ProblemsError, match="increasing 'max'"):
        load_rules({"events": {"table": table}})


def test_era_naming_an_unknown_action_is_an_error() -> None:
    """ERA-2..5: era effects name actions of the action table; an unknown one is an error."""
    with pytest.raises(ProblemsError, match="era 'discovery' names unknown action 'fly'"):
        load_rules({"eras": {"discovery": {"effects": {"ap_delta": {"fly": -1}}}}})
    # the check on the model itself, for rules data given whole
    data = copy.deepcopy(default_rules_data())
    data["eras"]["war"]["effects"]["ap_set"]["fly"] = 1
    with pytest.raises(ValidationError, match="era 'war' names unknown action 'fly'"):
        Rules.model_validate(data)


def test_era_override_may_name_any_known_action() -> None:
    """RULES [house]: "Every number of a [house] rule lives in the scenario's rules data ... so a game
    master can change it" — e.g. make visits cheaper in the Age of Discovery."""
    rules = load_rules({"eras": {"discovery": {"effects": {"ap_delta": {"visit": -1}}}}})
    assert rules.eras["discovery"].effects.ap_delta["visit"] == -1


def test_trait_naming_an_unknown_action_is_an_error() -> None:
    """TRAIT-lazy: the exempt actions are actions of the action table."""
    with pytest.raises(ProblemsError, match="trait 'lazy' names unknown action 'fly'"):
        load_rules({"traits": {"lazy": {"exempt_actions": ["visit", "fly"]}}})


def test_eras_must_start_at_turn_1_in_order() -> None:
    """ERA-1: eras follow each other from turn 1."""
    with pytest.raises(ProblemsError, match="eras must start at turn 1"):
        load_rules({"eras": {"discovery": {"from_turn": 2}}})
    with pytest.raises(ProblemsError, match="eras must start at turn 1"):
        load_rules({"eras": {"intrigue": {"from_turn": 10}}})  # after war's turn 9, but listed before it
    assert load_rules({"eras": {"war": {"from_turn": 10}}}).era_for(9) == "intrigue"


def test_trait_category_left_empty_is_an_error() -> None:
    """TRAIT: three categories; GEN-1 and GEN-3 need a trait in each."""
    with pytest.raises(ProblemsError, match="no trait in the 'neutral' category"):
        load_rules({"traits": {t: {"category": "positive"} for t in NEUTRAL}})


# -- the code reads its numbers from the data ------------------------------------------------------------------

def test_dyn_1_start_reputation_comes_from_the_rules_data() -> None:
    """DYN-1 [house numbers live in data]: overriding `start` changes the starting state."""
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    rules = load_rules({"start": {"reputation": 70, "balance": 12, "army": 9, "loyalty": 4,
                                  "province_loyalty": 2, "province_yield": 25}})
    state = starting_state(loaded.scenario, rules, Dice(seed=1))
    assert state.dynasties and all(d.reputation == 70 and d.balance == 12 and d.army == 9
                                   for d in state.dynasties.values())
    living = [c for c in state.characters.values() if c.alive]
    assert living and all(c.loyalty == 4 for c in living)
    assert state.provinces and all(p.loyalty == 2 and p.yield_ == 25 for p in state.provinces.values())


def test_scenario_rules_section_is_applied(tmp_path: Path) -> None:
    """CONTRACT Scenarios: `rules:` in a scenario overrides the rules data, and a bad key names its line."""
    text = (SCENARIOS / "duel.yaml").read_text(encoding="utf-8")
    good = tmp_path / "good.yaml"
    good.write_text(text.replace("rules: {}", "rules:\n  actions:\n    spy: {tn: 4}"), encoding="utf-8")
    assert load_scenario(good).rules.actions.spy.tn == 4
    bad = tmp_path / "bad.yaml"
    bad.write_text(text.replace("rules: {}", "rules:\n  actions:\n    spy: {tnn: 4}"), encoding="utf-8")
    line = text.splitlines().index("rules: {}") + 3
    with pytest.raises(RulesError, match="unknown rules key 'rules.actions.spy.tnn'") as info:
        load_scenario(bad)
    assert str(info.value).startswith(f"{bad}:{line}: error:")


def test_limits_in_state_checks_come_from_the_rules_data() -> None:
    """SKILL-1 [numbers live in data]: raising `limits.skill_max` makes a skill of 7 acceptable."""
    wide = load_rules({"limits": {"skill_max": 7}})
    state = (StateBuilder(rules=wide).dynasty("valois", head="louis")
             .person("louis", "valois", skill_values=skills(combat=7)).province("anjou", "valois").build())
    assert state.characters["louis"].skills.combat == 7
