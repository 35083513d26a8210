"""Scenarios: GEN-1 and the other checks as a corpus of bad files; the starting state (GEN-2 .. GEN-5,
DYN-1) with scripted dice, or seeded dice where only invariants are asserted."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dynasty.errors import DynastyError, ProblemsError
from dynasty.game.dice import Dice
from dynasty.game.rules import SKILLS, Rules, default_rules
from dynasty.game.scenario import BEFORE_GAME, Scenario, load_scenario, scenario_problems, starting_state
from dynasty.game.state import GameState
from dynasty.game.state_check import state_problems
from dynasty.store.yaml_io import parse_yaml
from tests.conftest import REPO, SCENARIOS

BAD = Path(__file__).resolve().parent / "bad_scenarios"

# The corpus of bad scenarios: file → (error code, substrings of the message, line of the problem).
# Codes are those of the problem (scenario, schema) or of the error (yaml-syntax, rules).
BAD_SCENARIOS: dict[str, tuple[str, tuple[str, ...], int]] = {
    # GEN-1: the head the player designs
    "head_two_positive_traits.yaml": ("scenario", ("dynasty 'tverskie' head: traits must be one positive and one "
                                                   "negative", "workaholic (positive), smart (positive)"), 9),
    "head_positive_and_neutral.yaml": ("scenario", ("dynasty 'tverskie' head: traits must be",
                                                    "workaholic (positive), paranoid (neutral)"), 9),
    "head_trait_twice.yaml": ("scenario", ("dynasty 'tverskie' head: traits must be", "two different neutral",
                                           "gossip (neutral), gossip (neutral)"), 9),
    "head_skills_not_54321.yaml": ("scenario", ("dynasty 'tverskie' head: skills must be the values 5, 4, 3, 2, 1",
                                                "combat 5, learning 5"), 10),
    "head_age_17.yaml": ("scenario", ("dynasty 'tverskie' head: age 17 is below 20",), 8),
    "head_age_33.yaml": ("scenario", ("dynasty 'tverskie'", "age 33 is not a multiple of 5"), 8),
    "head_missing_traits.yaml": ("scenario", ("dynasty 'tverskie' head: 'traits' is required",), 7),
    # other characters
    "unknown_trait.yaml": ("scenario", ("dynasty 'tverskie'", "trait 'wizard' is unknown"), 11),
    "member_traits_same_category.yaml": ("scenario", ("'kseniya'", "two different categories (GEN-3)"), 11),
    "member_skill_7.yaml": ("scenario", ("'kseniya'", "stewardship 7 is outside 1–6"), 16),
    "age_75.yaml": ("scenario", ("'kseniya'", "age 75"), 13),
    "trait_skills_own_skill.yaml": ("scenario", ("'ivan'", "Bloodthirsty changes 2 different skills other "
                                                           "than Combat"), 8),
    # ids
    "duplicate_character_id.yaml": ("scenario", ("character id 'kseniya' is used twice",
                                                 "also in dynasty 'tverskie'"), 18),
    "duplicate_province_id.yaml": ("scenario", ("province id 'tver' is used twice",), 16),
    "duplicate_yaml_key.yaml": ("yaml-syntax", ("the key 'name' is already written on line 6",), 9),
    "dynasty_id_reserved.yaml": ("scenario", ("dynasty id 'gm' cannot be used", "gm, public, posts"), 14),
    # family references
    "unknown_spouse.yaml": ("scenario", ("'kseniya'", "spouse 'mikhal' is not the head or a member of this "
                                                      "dynasty"), 10),
    "father_in_other_dynasty.yaml": ("scenario", ("'oleg'", "father 'ivan' is not the head or a member of this "
                                                            "dynasty"), 11),
    "sibling_of_nobody.yaml": ("scenario", ("'yuri'", "sibling_of 'mikhal'"), 10),
    "father_female.yaml": ("scenario", ("'oleg'", "father 'kseniya' is female"), 12),
    "parent_too_young.yaml": ("scenario", ("father 'mikhail' (35) must be at least 20 years older than 'oleg' "
                                           "(20)",), 11),
    "spouse_same_sex.yaml": ("scenario", ("spouse 'mikhail' is of the same sex",), 11),
    # DYN-1
    "too_many_members.yaml": ("scenario", ("dynasty 'tverskie' lists 4 members", "(DYN-1)"), 9),
    "wrong_province_count.yaml": ("scenario", ("dynasty 'tverskie' has 2 provinces", "starts with 3 (DYN-1)"), 9),
    # the file's shape
    "unknown_top_level_field.yaml": ("schema", ("unknown field 'colour'",), 4),
    "missing_names.yaml": ("schema", ("missing field 'names'",), 1),
    "unknown_rules_key.yaml": ("rules", ("unknown rules key 'rules.actions.spy.tnn'",), 4),
    "malformed_yaml.yaml": ("yaml-syntax", ("malformed YAML",), 6),
    # text that players read: no control character, no web address
    "head_name_control_character.yaml": ("schema", ("dynasties.tverskie.head.name", "control character (code 27)",
                                                    "'\\x1b[2JМихаил'"), 7),
    "province_name_web_address.yaml": ("schema", ("dynasties.tverskie.provinces.tver.name", "web address"), 13),
    "house_name_e_mail_address.yaml": ("schema", ("dynasties.moskovskie.name", "e-mail address"), 15),
}


def error_codes(error: DynastyError) -> set[str]:
    if isinstance(error, ProblemsError):
        return {p.code for p in error.problems}
    return {error.code}


def test_bad_scenario_corpus_is_complete() -> None:
    """Bad input is a corpus: every file in tests/bad_scenarios has its expected message and line."""
    assert sorted(p.name for p in BAD.glob("*.yaml")) == sorted(BAD_SCENARIOS)


@pytest.mark.parametrize("name", sorted(BAD_SCENARIOS))
def test_bad_scenario_is_refused_with_file_line_and_message(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """CONTRACT Scenarios: errors are one sentence naming the file and line; GEN-1 errors name the dynasty
    and the field."""
    monkeypatch.chdir(REPO)
    code, substrings, line = BAD_SCENARIOS[name]
    with pytest.raises(DynastyError) as caught:
        load_scenario(BAD / name)
    error = caught.value
    text = str(error)
    prefix = f"tests/bad_scenarios/{name}:{line}: error: "
    matching = [row for row in text.splitlines() if row.startswith(prefix)]
    assert matching, f"no problem at {prefix!r} in:\n{text}"
    assert any(all(s in row for s in substrings) for row in matching), text
    assert code in error_codes(error)
    # every line of the error is one problem, with its file and line
    for row in text.splitlines():
        assert row.startswith(f"tests/bad_scenarios/{name}:"), row
        assert row.split(":")[1].isdigit(), row


def test_gen_1_head_aged_17_is_both_below_20_and_not_a_multiple_of_5(monkeypatch: pytest.MonkeyPatch) -> None:
    """GEN-1: "age divisible by 5 and at least 20" — both problems are reported at once."""
    monkeypatch.chdir(REPO)
    with pytest.raises(ProblemsError) as caught:
        load_scenario(BAD / "head_age_17.yaml")
    messages = [p.message for p in caught.value.problems]
    assert len(messages) == 2
    assert any("age 17 is below 20 (GEN-1)" in m for m in messages)
    assert any("age 17 is not a multiple of 5 (AGE-8)" in m for m in messages)
    assert {p.location.line for p in caught.value.problems} == {8}


@pytest.mark.parametrize("name", ["classic", "duel"])
def test_gen_1_shipped_scenarios_load_without_problems(name: str) -> None:
    """GEN-1: the shipped scenarios' heads are well designed (traits, skills 5,4,3,2,1, age)."""
    loaded = load_scenario(SCENARIOS / f"{name}.yaml")
    assert scenario_problems(loaded.scenario, loaded.rules, loaded.doc) == []
    for spec in loaded.scenario.dynasties.values():
        assert spec.head.skills is not None
        assert sorted(spec.head.skills.as_dict().values()) == [1, 2, 3, 4, 5]


# -- building scenarios in tests ---------------------------------------------------------------------

NAMES = {"m": ["Олег", "Юрий", "Глеб"], "f": ["Анна", "Ольга", "Мария"]}
PROVINCES = {"moskva": {"name": "Москва"}, "kolomna": {"name": "Коломна"}, "mozhaysk": {"name": "Можайск"}}
HEAD_SKILLS = {"combat": 2, "learning": 3, "intrigue": 4, "piety": 1, "stewardship": 5}


def head(age: int = 40, sex: str = "m", **extra: Any) -> dict[str, Any]:
    return {"id": "ivan", "name": "Иван", "sex": sex, "age": age, "traits": ["flatterer", "paranoid"],
            "skills": dict(HEAD_SKILLS), **extra}


def make_scenario(dynasties: dict[str, Any], rules: Rules) -> Scenario:
    """A scenario from data, checked like a file would be."""
    scenario = Scenario.model_validate({"title": "Тест", "names": NAMES, "dynasties": dynasties})
    doc = parse_yaml("{}", "test.yaml")
    assert scenario_problems(scenario, rules, doc) == []
    return scenario


def lone_head(age: int = 40, sex: str = "m") -> dict[str, Any]:
    return {"moskovskie": {"name": "Московские", "head": head(age, sex), "provinces": PROVINCES}}


def random_person(rules: Rules, key: str, first: str = "smart", second: str = "lazy",
                  value: int = 3) -> dict[str, int | list[int]]:
    """Dice for one generated character: name (first fresh), skills `value`, traits `first` + `second`."""
    others = [t for t in rules.traits if rules.traits[t].category != rules.traits[first].category]
    script: dict[str, int | list[int]] = {f"{key}/skill/{s}": [value, 6] for s in SKILLS}
    script[f"{key}/trait/1"] = list(rules.traits).index(first) + 1
    script[f"{key}/trait/2"] = others.index(second) + 1
    script[f"{key}/name"] = 1
    return script


def family(state: GameState, did: str) -> tuple[str, list[str]]:
    """The head and the other living members."""
    head_id = state.dynasties[did].head
    assert head_id is not None
    return head_id, [cid for cid in state.members(did) if cid != head_id]


def head_problems(rules: Rules, **changes: Any) -> list[str]:
    scenario = Scenario.model_validate({"title": "Тест", "names": NAMES, "dynasties": {
        "moskovskie": {"name": "Московские", "head": head(**changes), "provinces": PROVINCES}}})
    return [p.message for p in scenario_problems(scenario, rules, parse_yaml("{}", "test.yaml"))]


@pytest.mark.parametrize("traits", [["cunning", "lazy"], ["lazy", "cunning"], ["honest", "pacifist"],
                                    ["flatterer", "paranoid"], ["spendthrift", "genius"]])
def test_gen_1_one_positive_one_negative_or_two_neutral_accepted(traits: list[str], rules: Rules) -> None:
    """GEN-1: "2 traits, either 1 negative + 1 positive or 2 neutral"."""
    assert head_problems(rules, traits=traits) == []


@pytest.mark.parametrize("traits", [["lazy", "ugly"], ["cunning", "smart"], ["honest", "lazy"], ["honest"],
                                    ["cunning", "lazy", "proud"], []])
def test_gen_1_other_trait_designs_refused(traits: list[str], rules: Rules) -> None:
    """GEN-1: "2 traits, either 1 negative + 1 positive or 2 neutral" — nothing else."""
    problems = head_problems(rules, traits=traits)
    assert len(problems) == 1
    assert problems[0].startswith("dynasty 'moskovskie' head: traits must be")


@pytest.mark.parametrize(("age", "expected"), [(20, []), (70, []), (15, ["age 15 is below 20 (GEN-1)"]),
                                               (25, []), (22, ["age 22 is not a multiple of 5 (AGE-8)"])])
def test_gen_1_head_age_multiple_of_5_and_at_least_20(age: int, expected: list[str], rules: Rules) -> None:
    """GEN-1: "age divisible by 5 and at least 20"."""
    problems = head_problems(rules, age=age)
    assert len(problems) == len(expected)
    for message, part in zip(problems, expected, strict=True):
        assert part in message and "dynasty 'moskovskie'" in message


def test_gen_1_head_skills_any_order_of_5_4_3_2_1(rules: Rules) -> None:
    """GEN-1: "skills are the values 5, 4, 3, 2, 1 distributed as he likes"."""
    assert head_problems(rules, skills={"combat": 1, "learning": 2, "intrigue": 3, "piety": 4,
                                        "stewardship": 5}) == []
    problems = head_problems(rules, skills={"combat": 5, "learning": 4, "intrigue": 3, "piety": 2,
                                            "stewardship": 2})
    assert len(problems) == 1 and "skills must be the values 5, 4, 3, 2, 1" in problems[0]


# -- GEN-5: the head's kin ------------------------------------------------------------------------------

def test_gen_5_spouse_child_and_sibling_with_scripted_dice(rules: Rules) -> None:
    """GEN-5: "a spouse of the opposite sex (age within ±10 of the head in steps of 5, at least 20), and two
    characters that are each, by a fair roll, a child of the head and spouse (aged at most the younger
    parent's age − 20, at least 0) or a sibling of the head (age within ±10, at least 15)"."""
    k = "gen/moskovskie"
    dice = Dice.scripted({
        f"{k}/kin-1/age": 2, **random_person(rules, f"{k}/kin-1"),  # offsets −10..+10: −5 → 35
        f"{k}/kin-2/kind": 1, f"{k}/kin-2/sex": 1, f"{k}/kin-2/age": 4,  # child; ages 0,5,10,15 → 15
        **random_person(rules, f"{k}/kin-2"),
        f"{k}/kin-3/kind": 2, f"{k}/kin-3/sex": 2, f"{k}/kin-3/age": 5,  # sibling; +10 → 50
        **random_person(rules, f"{k}/kin-3"),
        **random_person(rules, f"{k}/ivan-father"), **random_person(rules, f"{k}/ivan-mother"),
    })
    state = starting_state(make_scenario(lone_head(40), rules), rules, dice)
    ivan = state.characters["ivan"]
    assert ivan.spouse is not None
    wife = state.characters[ivan.spouse]
    assert (wife.sex, wife.age, wife.spouse, wife.alive) == ("f", 35, "ivan", True)
    assert wife.name in NAMES["f"]
    _, others = family(state, "moskovskie")
    child, sister = (state.characters[c] for c in others if c != ivan.spouse)
    assert (child.sex, child.age, child.father, child.mother) == ("m", 15, "ivan", ivan.spouse)
    assert child.birth_dynasty == "moskovskie"
    assert (sister.sex, sister.age) == ("f", 50)
    assert ivan.father is not None and ivan.mother is not None
    assert (sister.father, sister.mother) == (ivan.father, ivan.mother)
    assert [r.dice for r in dice.rolls if r.key == f"{k}/kin-2/age"] == ["1d4"]
    assert [r.dice for r in dice.rolls if r.key == f"{k}/kin-1/age"] == ["1d5"]
    for parent_id, sex in ((ivan.father, "m"), (ivan.mother, "f")):
        parent = state.characters[parent_id]
        assert parent.sex == sex and not parent.alive
        assert parent.death is not None and parent.death.cause == BEFORE_GAME
        assert parent.age == 50 + 20  # the eldest child (the sister, 50) plus 20
    assert state_problems(state, rules) == []


def test_gen_5_generated_ages_are_clamped_to_20_for_spouse_15_for_sibling(rules: Rules) -> None:
    """GEN-5: the spouse is "at least 20", a sibling "at least 15", a child "at least 0"."""
    k = "gen/moskovskie"
    dice = Dice.scripted({
        f"{k}/kin-1/age": 1, **random_person(rules, f"{k}/kin-1"),  # 20 − 10 = 10 → 20
        f"{k}/kin-2/kind": 2, f"{k}/kin-2/sex": 1, f"{k}/kin-2/age": 1,  # sibling: 20 − 10 = 10 → 15
        **random_person(rules, f"{k}/kin-2"),
        f"{k}/kin-3/kind": 1, f"{k}/kin-3/sex": 2,  # child: the only age is 0, no die
        **random_person(rules, f"{k}/kin-3"),
        **random_person(rules, f"{k}/ivan-father"), **random_person(rules, f"{k}/ivan-mother"),
    })
    state = starting_state(make_scenario(lone_head(20), rules), rules, dice)
    ivan = state.characters["ivan"]
    _, others = family(state, "moskovskie")
    ages = {state.characters[c].age: state.characters[c] for c in others}
    assert sorted(ages) == [0, 15, 20]
    assert ages[20].spouse == "ivan"
    assert (ages[15].father, ages[15].mother) == (ivan.father, ivan.mother)
    assert (ages[0].father, ages[0].mother) == ("ivan", ivan.spouse)
    assert all(r.key != f"{k}/kin-3/age" for r in dice.rolls)


def test_gen_5_female_head_gets_a_husband_and_is_the_mother(rules: Rules) -> None:
    """GEN-5: "a spouse of the opposite sex"; a child is "of the head and spouse"."""
    k = "gen/moskovskie"
    dice = Dice.scripted({
        f"{k}/kin-1/age": 3, **random_person(rules, f"{k}/kin-1"),  # same age, 30
        f"{k}/kin-2/kind": 1, f"{k}/kin-2/sex": 2, f"{k}/kin-2/age": 2,  # ages 0, 5, 10 → 5
        **random_person(rules, f"{k}/kin-2"),
        f"{k}/kin-3/kind": 1, f"{k}/kin-3/sex": 1, f"{k}/kin-3/age": 3,  # → 10
        **random_person(rules, f"{k}/kin-3"),
    })
    state = starting_state(make_scenario(lone_head(30, "f"), rules), rules, dice)
    ivan = state.characters["ivan"]
    assert ivan.spouse is not None
    husband = state.characters[ivan.spouse]
    assert (husband.sex, husband.age, husband.name in NAMES["m"]) == ("m", 30, True)
    children = sorted((state.characters[c] for c in state.members("moskovskie") if c not in ("ivan", ivan.spouse)),
                      key=lambda c: c.age)
    assert [(c.age, c.sex, c.father, c.mother) for c in children] == [
        (5, "f", ivan.spouse, "ivan"), (10, "m", ivan.spouse, "ivan")]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**31), age=st.sampled_from(range(20, 75, 5)),
       sex=st.sampled_from(["m", "f"]))
def test_gen_5_generated_family_invariants(seed: int, age: int, sex: str) -> None:
    """GEN-5, AGE-8, DYN-1: a spouse (opposite sex, ±10, ≥ 20) and two children (≤ younger parent − 20,
    ≥ 0) or siblings (±10, ≥ 15, the head's dead parents); every age a multiple of 5; 4 living."""
    rules = default_rules()
    state = starting_state(make_scenario(lone_head(age, sex), rules), rules, Dice(seed=seed))
    assert state_problems(state, rules) == []
    head_id, others = family(state, "moskovskie")
    assert len(others) == 3
    boss = state.characters[head_id]
    assert boss.spouse in others
    spouse = state.characters[boss.spouse]
    assert spouse.sex != boss.sex and spouse.spouse == head_id
    assert max(20, age - 10) <= spouse.age <= min(age + 10, 70)
    father, mother = (head_id, boss.spouse) if boss.sex == "m" else (boss.spouse, head_id)
    for cid in others:
        if cid == boss.spouse:
            continue
        kin = state.characters[cid]
        if (kin.father, kin.mother) == (father, mother):
            assert 0 <= kin.age <= min(boss.age, spouse.age) - 20
        else:
            assert kin.father is not None and kin.mother is not None
            assert (kin.father, kin.mother) == (boss.father, boss.mother)
            assert abs(kin.age - age) <= 10 and kin.age >= 15
            for parent_id in (kin.father, kin.mother):
                parent = state.characters[parent_id]
                assert not parent.alive and parent.death is not None and parent.death.cause == BEFORE_GAME
                assert parent.dynasty == "moskovskie"
    assert all(c.age % 5 == 0 for c in state.characters.values())


def test_gen_5_sibling_of_shares_the_heads_dead_parents_in_classic(rules: Rules) -> None:
    """GEN-5, CHAR-3: `sibling_of` — igor shares svyatoslav's father and mother, dead before the game."""
    loaded = load_scenario(SCENARIOS / "classic.yaml")
    state = starting_state(loaded.scenario, loaded.rules, Dice(seed=11))
    svyatoslav, igor = state.characters["svyatoslav"], state.characters["igor"]
    assert svyatoslav.father is not None and svyatoslav.mother is not None
    assert (igor.father, igor.mother) == (svyatoslav.father, svyatoslav.mother)
    father, mother = state.characters[svyatoslav.father], state.characters[svyatoslav.mother]
    assert (father.sex, mother.sex) == ("m", "f")
    assert (father.spouse, mother.spouse) == (svyatoslav.mother, svyatoslav.father)
    for parent in (father, mother):
        assert not parent.alive and parent.death is not None and parent.death.cause == BEFORE_GAME
        assert parent.dynasty == "olgovichi"
        assert parent.age % 5 == 0 and parent.age >= 35 + 20


def test_gen_5_spouse_listed_on_one_side_is_married_on_both(rules: Rules) -> None:
    """GEN-5, MAR-2: a spouse named on one side only is married on both (duel: kseniya → mikhail)."""
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    state = starting_state(loaded.scenario, loaded.rules, Dice(seed=5))
    assert state.characters["mikhail"].spouse == "kseniya"
    assert state.characters["kseniya"].spouse == "mikhail"
    assert state.characters["kseniya"].birth_dynasty is None  # she married in
    classic = load_scenario(SCENARIOS / "classic.yaml")
    state = starting_state(classic.scenario, classic.rules, Dice(seed=5))
    assert state.characters["olga-galitskaya"].spouse == "vladimir"
    assert state.characters["vladimir"].dynasty == "galitskie"  # MAR-1: he joins the head's house


def test_skill_3_listed_skills_get_trait_modifiers(rules: Rules) -> None:
    """SKILL-3: "Trait skill modifiers are applied once, when the character gets the trait, and the result
    is clamped then" — on a scenario's listed skills too."""
    classic = load_scenario(SCENARIOS / "classic.yaml")
    k = "gen/yaroslavichi/mstislav/trait/bloodthirsty"
    dice = Dice.scripted({f"{k}/skill-1": 2, f"{k}/skill-2": 3}, seed=3, strict=False)
    state = starting_state(classic.scenario, classic.rules, dice)
    # vsevolod: cunning +2 intrigue on 5 → 6 (clamped); lazy changes no skill
    assert state.characters["vsevolod"].skills.as_dict() == {
        "combat": 2, "learning": 4, "intrigue": 6, "piety": 1, "stewardship": 3}
    # mstislav: bloodthirsty +2 combat (4 → 6), −1 intrigue (2 → 1) and stewardship (3 → 2);
    # hot-tempered −1 piety on 1 → 1
    assert state.characters["mstislav"].skills.as_dict() == {
        "combat": 6, "learning": 1, "intrigue": 1, "piety": 1, "stewardship": 2}
    duel = load_scenario(SCENARIOS / "duel.yaml")
    state = starting_state(duel.scenario, duel.rules, Dice(seed=3))
    # mikhail: bad manners −1 intrigue (1 → 1), −1 piety (3 → 2)
    assert state.characters["mikhail"].skills.as_dict() == {
        "combat": 4, "learning": 2, "intrigue": 1, "piety": 2, "stewardship": 5}


def _skills_script(key: str, pairs: Sequence[Sequence[int]]) -> dict[str, int | list[int]]:
    return {f"{key}/skill/{s}": list(p) for s, p in zip(SKILLS, pairs, strict=True)}


def _trait_faces(rules: Rules, key: str, first: str, second: str) -> dict[str, int | list[int]]:
    others = [t for t in rules.traits if rules.traits[t].category != rules.traits[first].category]
    return {f"{key}/trait/1": list(rules.traits).index(first) + 1, f"{key}/trait/2": others.index(second) + 1}


def test_gen_2_gen_3_listed_member_without_traits_or_skills_gets_rolled_ones(rules: Rules) -> None:
    """CONTRACT Scenarios: "Listed members may leave traits or skills out, and the program rolls them
    (GEN-2, GEN-3)"; the rolled traits' modifiers apply (SKILL-3)."""
    key = "gen/tverskie/kseniya"
    script = {**_skills_script(key, [[2, 5], [6, 4], [3, 3], [1, 6], [5, 5]]),
              **_trait_faces(rules, key, "beautiful", "envious")}
    duel = load_scenario(SCENARIOS / "duel.yaml")
    state = starting_state(duel.scenario, duel.rules, Dice.scripted(script, seed=1, strict=False))
    kseniya = state.characters["kseniya"]
    assert kseniya.traits == ["beautiful", "envious"]
    # lower dice 2, 4, 3, 1, 5; beautiful +1 intrigue; envious −2 piety (1 → 1)
    assert kseniya.skills.as_dict() == {"combat": 2, "learning": 4, "intrigue": 4, "piety": 1, "stewardship": 5}


def test_gen_3_listed_skills_with_rolled_traits_and_listed_traits_with_rolled_skills(rules: Rules) -> None:
    """GEN-2, GEN-3, SKILL-3: classic's igor lists skills (traits rolled); mariya lists traits (skills
    rolled); the modifiers apply to whichever skills he has."""
    script = {**_trait_faces(rules, "gen/olgovichi/igor", "honest", "recluse"),
              **_skills_script("gen/olgovichi/mariya", [[4, 4], [3, 5], [2, 2], [6, 5], [1, 2]])}
    classic = load_scenario(SCENARIOS / "classic.yaml")
    state = starting_state(classic.scenario, classic.rules, Dice.scripted(script, seed=2, strict=False))
    igor, mariya = state.characters["igor"], state.characters["mariya"]
    assert igor.traits == ["honest", "recluse"]
    # listed 3, 2, 4, 1, 2; honest −2 intrigue +2 piety; recluse −1 intrigue
    assert igor.skills.as_dict() == {"combat": 3, "learning": 2, "intrigue": 1, "piety": 3, "stewardship": 2}
    assert mariya.traits == ["high_fertility", "envious"]
    # rolled 4, 3, 2, 5, 1; envious −2 piety
    assert mariya.skills.as_dict() == {"combat": 4, "learning": 3, "intrigue": 2, "piety": 3, "stewardship": 1}


@pytest.mark.parametrize("name", ["classic", "duel"])
@pytest.mark.parametrize("seed", [1, 2, 3, 2026])
def test_dyn_1_exactly_four_living_characters_and_start_values(name: str, seed: int) -> None:
    """DYN-1: "Start: reputation 80, balance 30 coins, army 15, 3 provinces, exactly 4 characters";
    LOY-1: loyalty starts at 3; PROV-1: provinces at loyalty 3, yield 20; AGE-8: ages multiples of 5."""
    loaded = load_scenario(SCENARIOS / f"{name}.yaml")
    state = starting_state(loaded.scenario, loaded.rules, Dice(seed=seed))
    assert state.turn == 1 and state.era == "discovery"
    assert set(state.dynasties) == set(loaded.scenario.dynasties)
    for did, dynasty in state.dynasties.items():
        assert len(state.members(did)) == 4, did
        assert (dynasty.reputation, dynasty.balance, dynasty.army, len(dynasty.provinces)) == (80, 30, 15, 3)
        assert dynasty.head == loaded.scenario.dynasties[did].head.id
        assert dynasty.provinces == list(loaded.scenario.dynasties[did].provinces)
    for province in state.provinces.values():
        assert (province.loyalty, province.yield_) == (3, 20)
    for character in state.characters.values():
        assert character.age % 5 == 0
        assert character.loyalty == 3
        assert all(1 <= v <= 6 for v in character.skills.as_dict().values())
        assert len(character.traits) == 2
    assert state_problems(state, loaded.rules) == []


# -- library bugs ---------------------------------------------------------------------------------------

YOUNG_SPOUSE = """\
title: Дуэль
names: {m: [Иван, Олег, Юрий], f: [Анна, Ольга, Мария]}
dynasties:
  tverskie:
    name: Тверские
    head: {id: mikhail, name: Михаил, sex: m, age: 40, traits: [workaholic, bad_manners],
           skills: {combat: 4, learning: 2, intrigue: 1, piety: 3, stewardship: 5}}
    members:
      - {id: kseniya, name: Ксения, sex: f, age: 15, spouse: mikhail}
    provinces: {tver: {name: Тверь}, kashin: {name: Кашин}, mikulin: {name: Микулин}}
"""

HALF_SIBLING = """\
title: Дуэль
names: {m: [Иван, Олег, Юрий], f: [Анна, Ольга, Мария]}
dynasties:
  tverskie:
    name: Тверские
    head: {id: mikhail, name: Михаил, sex: m, age: 50, traits: [workaholic, bad_manners],
           skills: {combat: 4, learning: 2, intrigue: 1, piety: 3, stewardship: 5}}
    members:
      - {id: kseniya, name: Ксения, sex: f, age: 30, spouse: mikhail}
      - {id: oleg, name: Олег, sex: m, age: 25, father: mikhail}
      - {id: yuri, name: Юрий, sex: m, age: 20, sibling_of: oleg}
    provinces: {tver: {name: Тверь}, kashin: {name: Кашин}, mikulin: {name: Микулин}}
"""


def test_gen_5_head_with_a_15_year_old_wife_gets_kin_without_a_crash(tmp_path: Path) -> None:
    """GEN-5: a child is "aged at most the younger parent's age − 20, at least 0"; where no such age exists
    (a wife of 15) the kin must be siblings, or the scenario refused — never a crash."""
    path = tmp_path / "young.yaml"
    path.write_text(YOUNG_SPOUSE, encoding="utf-8")
    try:
        loaded = load_scenario(path)
    except DynastyError:
        return  # refusing the scenario with a clear error is a fine answer too
    dice = Dice.scripted({"gen/tverskie/kin-1/kind": 1}, seed=0, strict=False)  # the fair roll says "child"
    state = starting_state(loaded.scenario, loaded.rules, dice)
    assert len(state.members("tverskie")) == 4
    assert not any(c.mother == "kseniya" for c in state.characters.values())
    assert state_problems(state, loaded.rules) == []


def test_gen_5_sibling_of_a_son_with_unknown_mother_keeps_the_fathers_marriage(tmp_path: Path) -> None:
    """CHAR-3, MAR-7: `sibling_of` a son whose mother is not listed must not remarry his living father."""
    path = tmp_path / "half.yaml"
    path.write_text(HALF_SIBLING, encoding="utf-8")
    try:
        loaded = load_scenario(path)
    except DynastyError:
        return  # refusing the scenario with a clear error is a fine answer too
    state = starting_state(loaded.scenario, loaded.rules, Dice(seed=1))
    assert state.characters["mikhail"].spouse == "kseniya"
    assert state.characters["kseniya"].spouse == "mikhail"
    assert state.characters["yuri"].father == "mikhail"
    assert state_problems(state, loaded.rules) == []
