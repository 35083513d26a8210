"""Random characters: skills (GEN-2), traits (GEN-3), trait skill modifiers (SKILL-2, SKILL-3, GEN-4).

Every die is asked of the dice service under a key below the caller's `key` prefix.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dynasty.game.dice import Dice, Purpose
from dynasty.game.rules import SKILLS, Rules
from dynasty.game.state import Sex


def clamp_skill(value: int, rules: Rules) -> int:
    """SKILL-2: no effect raises a skill above the maximum or below the minimum."""
    return max(rules.limits.skill_min, min(rules.limits.skill_max, value))


def roll_skills(dice: Dice, rules: Rules, key: str) -> dict[str, int]:
    """GEN-2: for each skill roll 2d6 and keep the lower; if every skill is at most 2, one random skill
    becomes 5."""
    gen = rules.generation
    skills = {}
    for skill in SKILLS:
        roll = dice.roll(f"{key}/skill/{skill}", gen.skill_dice, Purpose("dice-gen-skill", skill=skill,
                                                                         die=gen.skill_dice))
        skills[skill] = clamp_skill(min(roll.values), rules)
    if all(value <= gen.rescue_at_most for value in skills.values()):
        rescued = dice.pick(f"{key}/skill/rescue", SKILLS, Purpose(
            "dice-gen-rescue", most=gen.rescue_at_most, value=gen.rescue_value, skills=list(SKILLS)))
        skills[rescued] = clamp_skill(gen.rescue_value, rules)
    return skills


def roll_traits(dice: Dice, rules: Rules, key: str) -> list[str]:
    """GEN-3: two random traits from two different categories. The first is drawn among all traits,
    the second among the traits of the other two categories."""
    all_traits = list(rules.traits)
    first = dice.pick(f"{key}/trait/1", all_traits, Purpose("dice-gen-trait-first", count=len(all_traits)))
    category = rules.traits[first].category
    others = [t for t in all_traits if rules.traits[t].category != category]
    second = dice.pick(f"{key}/trait/2", others, Purpose("dice-gen-trait-second", trait=first, count=len(others)))
    return [first, second]


def apply_trait(skills: dict[str, int], trait_id: str, rules: Rules, dice: Dice, key: str,
                chosen: Sequence[str] | None = None) -> None:
    """SKILL-3: a trait's skill modifiers apply once, on getting the trait, clamped then (SKILL-2).

    GEN-4: Bloodthirsty's and Pacifist's "other skills of your choice" are `chosen` when the player
    chose them (a designed head), else random.
    """
    trait = rules.traits[trait_id]
    for skill, change in trait.skills.items():
        skills[skill] = clamp_skill(skills[skill] + change, rules)
    if trait.other_skills is None:
        return
    others = [s for s in SKILLS if s not in trait.skills]
    if chosen is not None:
        picked = list(chosen)
    else:
        picked = []
        for n in range(1, trait.other_skills.count + 1):
            pool = [s for s in others if s not in picked]
            change = trait.other_skills.change
            picked.append(dice.pick(f"{key}/trait/{trait_id}/skill-{n}", pool, Purpose(
                "dice-gen-trait-skill", trait=trait_id, n=n, change=f"+{change}" if change >= 0 else f"−{-change}",
                skills=pool)))
    for other in picked:
        skills[other] = clamp_skill(skills[other] + trait.other_skills.change, rules)


def apply_traits(skills: Mapping[str, int], traits: Sequence[str], rules: Rules, dice: Dice, key: str,
                 choices: Mapping[str, Sequence[str]] | None = None) -> dict[str, int]:
    """The skills after getting `traits` in order (SKILL-3, GEN-4)."""
    result = dict(skills)
    for trait_id in traits:
        apply_trait(result, trait_id, rules, dice, key, (choices or {}).get(trait_id))
    return result


def random_character(dice: Dice, rules: Rules, key: str) -> tuple[dict[str, int], list[str]]:
    """GEN-2, GEN-3, GEN-4: skills and traits of a random character."""
    skills = roll_skills(dice, rules, key)
    traits = roll_traits(dice, rules, key)
    return apply_traits(skills, traits, rules, dice, key), traits


def roll_sex(dice: Dice, rules: Rules, key: str) -> Sex:
    """GEN-5, MAR-5: 1 male, 2 female."""
    return "m" if dice.total(f"{key}/sex", rules.generation.sex_die, Purpose("dice-sex")) == 1 else "f"


def pick_name(dice: Dice, pool: Sequence[str], used: set[str], key: str, sex: Sex) -> str:
    """A name from the scenario's pool for `sex`, avoiding names already used in the family while it can."""
    fresh = [name for name in pool if name not in used] or list(pool)
    return dice.pick(f"{key}/name", fresh, Purpose("dice-name", sex=sex, count=len(fresh)))
