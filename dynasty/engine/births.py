"""Player's step 2 (TURN-3): birth rolls for every couple (MAR-3 .. MAR-6, GEN-6, fertility traits)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dynasty.game.dice import Dice, Purpose
from dynasty.game.generation import pick_name, random_character, roll_sex
from dynasty.game.rules import Rules
from dynasty.game.state import Character, GameState, Skills
from dynasty.text.ids import slug, unique_id


@dataclass(frozen=True)
class Birth:
    child: str
    father: str
    mother: str
    dynasty: str


def couples(state: GameState) -> list[tuple[str, str]]:
    """Living married couples as (husband, wife), in state order of the husbands."""
    result = []
    for cid, person in state.characters.items():
        if person.alive and person.sex == "m" and person.spouse is not None:
            wife = state.characters.get(person.spouse)
            if wife is not None and wife.alive:
                result.append((cid, person.spouse))
    return result


def births_so_far(state: GameState, father: str, mother: str) -> int:
    """MAR-3, MAR-4: the children this couple had in the game (the extra dice are kept per couple)."""
    return sum(1 for c in state.characters.values()
               if c.born is not None and c.father == father and c.mother == mother)


def birth_dice(state: GameState, rules: Rules, father: str, mother: str, so_far: int | None = None) -> int:
    """TRAIT-high_fertility, TRAIT-low_fertility [ruling]: 2 + births so far − 1 per spouse with High
    fertility + 2 per spouse with Low fertility; at most 4 if either has High fertility; at least 1. `so_far`:
    the couple's births, where the caller counted every couple's at once."""
    births = rules.births
    if so_far is None:
        so_far = births_so_far(state, father, mother)
    count = births.base_dice + births.per_birth * so_far
    caps = []
    for cid in (father, mother):
        for trait_id in state.characters[cid].traits:
            trait = rules.traits[trait_id]
            count += trait.birth_dice or 0
            if trait.birth_dice_cap is not None:
                caps.append(trait.birth_dice_cap)
    if caps:
        count = min(count, *caps)
    return max(births.min_dice, count)


def can_have_children(state: GameState, rules: Rules, father: str, mother: str) -> bool:
    """MAR-3, MAR-4, AGE-3, AGE-4: both spouses at least 20 and neither 50 yet."""
    ages = [state.characters[father].age, state.characters[mother].age]
    return min(ages) >= rules.age.fertile and max(ages) < rules.age.infertile


def child_dynasty(state: GameState, father: str, mother: str) -> str:
    """MAR-6: the child joins the mother's dynasty if she is its head, otherwise the father's."""
    mother_dynasty = state.characters[mother].dynasty
    if state.dynasties[mother_dynasty].head == mother:
        return mother_dynasty
    return state.characters[father].dynasty


def newborn_id(state: GameState, name: str, dynasty: str) -> str:
    """The child's drawn name and house, transliterated (`yaroslav-tverskie`, then `yaroslav-tverskie-2`): an
    id a player can read and type. The `name` order renames the child; the id stays (GEN-6)."""
    return unique_id(f"{slug(name)}-{dynasty}", state.characters)


def roll_births(state: GameState, rules: Rules, dice: Dice, names: Mapping[str, Sequence[str]]) -> list[Birth]:
    """MAR-3: roll Nd6 for each fertile couple; with no 1 among them, a child is born (MAR-5, GEN-6)."""
    born: list[Birth] = []
    # MAR-3, MAR-4: every couple's births so far, counted once (a child born below is of a couple already rolled)
    so_far = Counter((c.father, c.mother) for c in state.characters.values() if c.born is not None)
    for father, mother in couples(state):
        if not can_have_children(state, rules, father, mother):
            continue
        key = f"t{state.turn:02d}/birth/{father}+{mother}"
        count = birth_dice(state, rules, father, mother, so_far[father, mother])
        spec = f"{count}d{rules.births.die_sides}"
        roll = dice.roll(key, spec, Purpose("dice-birth", father=father, mother=mother, die=spec,
                                            on=rules.births.fails_on))
        if rules.births.fails_on in roll.values:
            continue
        dynasty = child_dynasty(state, father, mother)
        sex = roll_sex(dice, rules, key)
        family = {c.name for c in state.characters.values() if c.dynasty == dynasty}
        name = pick_name(dice, names[sex], family, key, sex)
        skills, traits = random_character(dice, rules, key)
        cid = newborn_id(state, name, dynasty)
        state.characters[cid] = Character(
            name=name, sex=sex, age=0, dynasty=dynasty, birth_dynasty=dynasty,
            born=state.turn, loyalty=rules.start.loyalty, skills=Skills(**skills), traits=traits,
            father=father, mother=mother)
        born.append(Birth(cid, father, mother, dynasty))
    return born
