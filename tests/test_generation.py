"""Random characters (GEN-2 .. GEN-4, SKILL-2, SKILL-3): every die is scripted by key."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from dynasty.game.dice import Dice
from dynasty.game.generation import (
    apply_traits,
    clamp_skill,
    pick_name,
    random_character,
    roll_sex,
    roll_skills,
    roll_traits,
)
from dynasty.game.rules import SKILLS, Rules, default_rules

KEY = "gen/valois/kin-1"


def trait_index(rules: Rules, trait: str) -> int:
    """The 1-based face of `{key}/trait/1` that picks `trait` (drawn among all traits)."""
    return list(rules.traits).index(trait) + 1


def second_trait_index(rules: Rules, first: str, second: str) -> int:
    """The 1-based face of `{key}/trait/2` that picks `second` among the other categories' traits."""
    category = rules.traits[first].category
    others = [t for t in rules.traits if rules.traits[t].category != category]
    return others.index(second) + 1


def skill_script(key: str, pairs: Sequence[Sequence[int]]) -> dict[str, list[int]]:
    """2d6 per skill, in SKILLS order."""
    return {f"{key}/skill/{skill}": list(pair) for skill, pair in zip(SKILLS, pairs, strict=True)}


def even(value: int = 3) -> dict[str, int]:
    return {skill: value for skill in SKILLS}


# -- GEN-2: skills ----------------------------------------------------------------------------------

def test_gen_2_skill_is_lower_of_two_dice(rules: Rules) -> None:
    """GEN-2: "For each skill roll 2d6 and keep the lower." """
    dice = Dice.scripted(skill_script(KEY, [[5, 2], [6, 6], [1, 4], [3, 3], [4, 5]]))
    assert roll_skills(dice, rules, KEY) == {"combat": 2, "learning": 6, "intrigue": 1, "piety": 3,
                                             "stewardship": 4}
    assert [r.dice for r in dice.rolls] == ["2d6"] * 5
    assert [r.key for r in dice.rolls] == [f"{KEY}/skill/{s}" for s in SKILLS]


def test_gen_2_all_skills_at_most_2_rescue_raises_the_picked_skill_to_5(rules: Rules) -> None:
    """GEN-2: "If every skill ends up 2 or less, one random skill is raised to 5." """
    script: dict[str, int | list[int]] = {**skill_script(KEY, [[1, 2], [2, 2], [1, 1], [2, 6], [3, 1]]),
                                          f"{KEY}/skill/rescue": SKILLS.index("piety") + 1}
    dice = Dice.scripted(script)
    assert roll_skills(dice, rules, KEY) == {"combat": 1, "learning": 2, "intrigue": 1, "piety": 5,
                                             "stewardship": 1}
    rescue = dice.rolls[-1]
    assert rescue.key == f"{KEY}/skill/rescue"
    assert rescue.dice == f"1d{len(SKILLS)}"


def test_gen_2_no_rescue_when_one_skill_is_3(rules: Rules) -> None:
    """GEN-2: the rescue applies only "if every skill ends up 2 or less"; a 3 prevents it."""
    # strict dice: a rescue roll would raise, since its key is not scripted
    dice = Dice.scripted(skill_script(KEY, [[1, 2], [2, 2], [3, 3], [2, 6], [1, 3]]))
    assert roll_skills(dice, rules, KEY) == {"combat": 1, "learning": 2, "intrigue": 3, "piety": 2,
                                             "stewardship": 1}
    assert all(not r.key.endswith("/rescue") for r in dice.rolls)


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_gen_2_rolled_skills_stay_in_1_to_6_and_never_all_below_3(seed: int) -> None:
    """GEN-2: "Skills stay in 1–6"; after the rescue, not every skill is 2 or less."""
    rules = default_rules()
    skills = roll_skills(Dice(seed=seed), rules, KEY)
    assert set(skills) == set(SKILLS)
    assert all(1 <= v <= 6 for v in skills.values())
    assert max(skills.values()) >= 3


# -- GEN-3: traits ----------------------------------------------------------------------------------

def test_gen_3_two_traits_second_drawn_from_other_categories(rules: Rules) -> None:
    """GEN-3: "Each random character gets 2 random traits from two different categories." """
    dice = Dice.scripted({f"{KEY}/trait/1": trait_index(rules, "cunning"),
                          f"{KEY}/trait/2": second_trait_index(rules, "cunning", "lazy")})
    assert roll_traits(dice, rules, KEY) == ["cunning", "lazy"]
    first, second = dice.rolls
    assert first.dice == f"1d{len(rules.traits)}"
    # the second die only covers the neutral and negative traits
    not_positive = [t for t in rules.traits if rules.traits[t].category != "positive"]
    assert second.dice == f"1d{len(not_positive)}"


def test_gen_3_neutral_first_trait_excludes_every_neutral_second(rules: Rules) -> None:
    """GEN-3: "2 random traits from two different categories" — a neutral first, then a non-neutral."""
    others = [t for t in rules.traits if rules.traits[t].category != "neutral"]
    for face, expected in enumerate(others, start=1):
        dice = Dice.scripted({f"{KEY}/trait/1": trait_index(rules, "honest"), f"{KEY}/trait/2": face})
        traits = roll_traits(dice, rules, KEY)
        assert traits == ["honest", expected]
        assert rules.traits[traits[1]].category != "neutral"


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_gen_3_categories_always_differ(seed: int) -> None:
    """GEN-3: "2 random traits from two different categories", for any seed."""
    rules = default_rules()
    first, second = roll_traits(Dice(seed=seed), rules, KEY)
    assert first in rules.traits and second in rules.traits
    assert rules.traits[first].category != rules.traits[second].category


# -- SKILL-2, SKILL-3: trait modifiers, clamped -----------------------------------------------------

def test_skill_2_piety_1_with_envious_minus_2_stays_1(rules: Rules) -> None:
    """SKILL-2: "Example: piety 1 and −2 from a trait stays 1." """
    skills = apply_traits({**even(), "piety": 1}, ["envious"], rules, Dice.scripted({}), KEY)
    assert skills == {**even(), "piety": 1}


def test_skill_2_intrigue_6_with_cunning_plus_2_stays_6(rules: Rules) -> None:
    """SKILL-2: "No effect raises a skill above 6"; Cunning's +2 intrigue on 6 stays 6."""
    skills = apply_traits({**even(), "intrigue": 6}, ["cunning"], rules, Dice.scripted({}), KEY)
    assert skills == {**even(), "intrigue": 6}


def test_skill_2_clamp_skill_bounds(rules: Rules) -> None:
    """SKILL-2: "the skill is clamped" to 1–6."""
    assert [clamp_skill(v, rules) for v in (-3, 0, 1, 4, 6, 7, 12)] == [1, 1, 1, 4, 6, 6, 6]


def test_skill_3_modifier_applies_once_then_clamped(rules: Rules) -> None:
    """SKILL-3: "Trait skill modifiers are applied once, when the character gets the trait, and the
    result is clamped then": piety 2 with Insidious (−3 piety) is 1, and a later +2 (Honest) makes 3,
    not 1 (−1 + 2)."""
    skills = apply_traits({**even(), "piety": 2, "intrigue": 6}, ["insidious", "honest"], rules,
                          Dice.scripted({}), KEY)
    # insidious: piety 2−3 → 1 (clamped), intrigue 6+1 → 6; honest: piety 1+2 → 3, intrigue 6−2 → 4
    assert skills["piety"] == 3
    assert skills["intrigue"] == 4


def test_skill_3_random_character_gets_each_modifier_once(rules: Rules) -> None:
    """SKILL-3, GEN-4: "Trait skill modifiers then apply" once to the rolled skills."""
    script: dict[str, int | list[int]] = {
        **skill_script(KEY, [[3, 4], [4, 4], [3, 6], [5, 4], [2, 6]]),
        f"{KEY}/trait/1": trait_index(rules, "beautiful"),
        f"{KEY}/trait/2": second_trait_index(rules, "beautiful", "honest")}
    skills, traits = random_character(Dice.scripted(script), rules, KEY)
    assert traits == ["beautiful", "honest"]
    # rolled 3, 4, 3, 4, 2; beautiful +1 intrigue; honest −2 intrigue, +2 piety
    assert skills == {"combat": 3, "learning": 4, "intrigue": 2, "piety": 6, "stewardship": 2}


# -- GEN-4: Bloodthirsty and Pacifist ---------------------------------------------------------------

def test_gen_4_bloodthirsty_plus_2_combat_minus_1_to_two_different_random_skills(rules: Rules) -> None:
    """GEN-4: Bloodthirsty's "−1 to 2 other skills of your choice" picks 2 random other skills."""
    key = f"{KEY}/trait/bloodthirsty"
    # skill-1 among [learning, intrigue, piety, stewardship] → intrigue; skill-2 among the rest
    # [learning, piety, stewardship] → stewardship
    dice = Dice.scripted({f"{key}/skill-1": 2, f"{key}/skill-2": 3})
    skills = apply_traits(even(), ["bloodthirsty"], rules, dice, KEY)
    assert skills == {"combat": 5, "learning": 3, "intrigue": 2, "piety": 3, "stewardship": 2}
    assert [r.dice for r in dice.rolls] == ["1d4", "1d3"]  # the second pick excludes the first


def test_gen_4_bloodthirsty_clamps_both_ways(rules: Rules) -> None:
    """GEN-4, SKILL-2: +2 combat on 5 gives 6; −1 on a skill of 1 leaves 1."""
    key = f"{KEY}/trait/bloodthirsty"
    dice = Dice.scripted({f"{key}/skill-1": 1, f"{key}/skill-2": 1})  # learning, then intrigue
    skills = apply_traits({"combat": 5, "learning": 1, "intrigue": 4, "piety": 2, "stewardship": 3},
                          ["bloodthirsty"], rules, dice, KEY)
    assert skills == {"combat": 6, "learning": 1, "intrigue": 3, "piety": 2, "stewardship": 3}


def test_gen_4_pacifist_minus_2_combat_plus_1_to_one_random_other(rules: Rules) -> None:
    """GEN-4: Pacifist's "+1 to another skill of your choice" picks a random one; −2 combat."""
    dice = Dice.scripted({f"{KEY}/trait/pacifist/skill-1": 4})  # stewardship
    skills = apply_traits(even(), ["pacifist"], rules, dice, KEY)
    assert skills == {"combat": 1, "learning": 3, "intrigue": 3, "piety": 3, "stewardship": 4}
    assert [r.dice for r in dice.rolls] == ["1d4"]


def test_gen_4_chosen_skills_used_instead_of_dice(rules: Rules) -> None:
    """GEN-4: a designed head's "skills of your choice" (`trait_skills`) are used; no die is rolled."""
    dice = Dice.scripted({})  # strict: any pick would raise
    skills = apply_traits(even(), ["bloodthirsty", "paranoid"], rules, dice, KEY,
                          {"bloodthirsty": ["piety", "learning"]})
    assert skills == {"combat": 5, "learning": 2, "intrigue": 3, "piety": 2, "stewardship": 3}
    assert dice.rolls == []


def test_gen_4_random_character_rolls_bloodthirsty_picks_after_traits(rules: Rules) -> None:
    """GEN-4: "Trait skill modifiers then apply"; the random picks are keyed under the trait."""
    script: dict[str, int | list[int]] = {
        **skill_script(KEY, [[3, 3]] * 5),
        f"{KEY}/trait/1": trait_index(rules, "bloodthirsty"),
        f"{KEY}/trait/2": second_trait_index(rules, "bloodthirsty", "smart"),
        f"{KEY}/trait/bloodthirsty/skill-1": 1,  # learning
        f"{KEY}/trait/bloodthirsty/skill-2": 3,  # among [intrigue, piety, stewardship] → stewardship
    }
    skills, traits = random_character(Dice.scripted(script), rules, KEY)
    assert traits == ["bloodthirsty", "smart"]
    assert skills == {"combat": 5, "learning": 2, "intrigue": 3, "piety": 3, "stewardship": 2}


# -- GEN-5 / MAR-5: sex, names ----------------------------------------------------------------------

def test_gen_5_roll_sex_1_is_male_2_is_female(rules: Rules) -> None:
    """GEN-5, MAR-5: "Sex by 1d2 (1 male, 2 female)." """
    assert roll_sex(Dice.scripted({f"{KEY}/sex": 1}), rules, KEY) == "m"
    assert roll_sex(Dice.scripted({f"{KEY}/sex": 2}), rules, KEY) == "f"
    dice = Dice.scripted({f"{KEY}/sex": 2})
    roll_sex(dice, rules, KEY)
    assert dice.rolls[0].dice == "1d2"


def test_gen_5_name_from_pool_avoids_names_in_use() -> None:
    """GEN-5: "Names come from the scenario's name lists", avoiding a name the family already uses."""
    dice = Dice.scripted({f"{KEY}/name": 2})
    assert pick_name(dice, ["Anne", "Marie", "Jeanne"], {"Anne"}, KEY, "f") == "Jeanne"
    assert dice.rolls[0].dice == "1d2"
    # every name in use: the whole pool again
    assert pick_name(Dice.scripted({f"{KEY}/name": 1}), ["Anne"], {"Anne"}, KEY, "f") == "Anne"
