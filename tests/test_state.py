"""The game state (CONTRACT "State and log"): saved and loaded exactly, and `state_problems` (what
`dynasty check-state` runs after a hand edit) reports every broken reference and rule limit, each with a
clear message and, from a file, its line.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dynasty.errors import Problem, ProblemsError, YamlSyntaxError
from dynasty.game.rules import SKILLS, Rules, default_rules
from dynasty.game.state import Death, GameState, LearnedFact, ProvinceEvent, Skills, War, save_state
from dynasty.game.state_check import load_state, state_problems
from dynasty.store.yaml_io import dump_yaml
from tests.builders import StateBuilder, skills, two_houses


def problems_of(state: GameState, rules: Rules) -> list[tuple[str | None, str]]:
    """(field, message) of every problem, in the order they are reported."""
    return [(p.location.field, p.message) for p in state_problems(state, rules)]


def only_problem(state: GameState, rules: Rules) -> Problem:
    found = state_problems(state, rules)
    assert len(found) == 1, [str(p) for p in found]
    assert found[0].code == "state" and found[0].severity == "error"
    return found[0]


def one_house(**person: object) -> StateBuilder:
    """A dynasty whose head `louis` has the given fields, with one province."""
    return (StateBuilder().dynasty("valois", head="louis").person("louis", "valois", **person)  # type: ignore[arg-type]
            .province("anjou", "valois"))


# -- save and load ------------------------------------------------------------------------------------------

def rich_state() -> GameState:
    """A state that uses every part of the schema: parents, a death, an event, a war, knowledge, vassals."""
    builder = (StateBuilder(turn=6)
               .dynasty("valois", head="louis", technologies=["irrigation", "medicine"], ruling_mood=-2, ap=7)
               .couple("louis", "anne", "valois", age=40)
               .person("charles", "valois", age=15, father="louis", mother="anne", traits=["genius", "lazy"],
                       skill_values=skills(learning=8, intrigue=1), loyalty=5, mood=-3)
               .person("old-jean", "valois", age=70, alive=False, death=Death(turn=4, cause="old_age"))
               .dynasty("tverskie", head="mikhail", lord="valois", controller="master", balance=0)
               .person("mikhail", "tverskie", name="Михаил", age=55, traits=["workaholic", "bad_manners"],
                       birth_dynasty=None, isolated=False)
               .province("anjou", "valois", loyalty=5, yield_=30)
               .province("tver", "tverskie", loyalty=1, yield_=0)
               .province("rebel", None, loyalty=2))
    state = builder.build()
    state.provinces["anjou"].event = ProvinceEvent(turn=6, roll=2, kind="revolt", revolt_roll=[3, 4, 6],
                                                   decision="revolt")
    state.wars.append(War(attackers=["valois"], defenders=["tverskie"],
                          generals={"valois": "charles", "tverskie": None}, started=5))
    state.knowledge["tverskie"] = [
        LearnedFact(subject="charles", fact="traits", value=["genius", "lazy"], turn=5, source="visit"),
        LearnedFact(subject="valois", fact="balance", value=30, turn=6, source="spy")]
    return state


def test_save_then_load_round_trips_a_state_exactly(tmp_path: Path, rules: Rules) -> None:
    """CONTRACT State: `state.yaml` is "the whole game state", written by the program and read back."""
    state = rich_state()
    assert state_problems(state, rules) == []
    path = tmp_path / "turns" / "turn-06" / "state.yaml"
    save_state(path, state)
    loaded = load_state(path, rules)
    assert loaded == state
    assert loaded.to_data() == state.to_data()
    save_state(tmp_path / "again.yaml", loaded)
    assert (tmp_path / "again.yaml").read_bytes() == path.read_bytes()


def test_saved_state_has_the_contract_fields_and_is_readable(tmp_path: Path, rules: Rules) -> None:
    """CONTRACT State: `schema_version`, `turn`, `era`, dynasties, characters, provinces, wars, knowledge;
    readable by people (names unescaped)."""
    path = tmp_path / "state.yaml"
    save_state(path, rich_state())
    text = path.read_text(encoding="utf-8")
    assert text.startswith("schema_version: 1\nturn: 6\nera: intrigue\n")
    assert "name: Михаил" in text
    for key in ("dynasties:", "characters:", "provinces:", "wars:", "knowledge:", "    yield: 30",
                "    ruling_mood: -2", "    lord: valois", "    isolated: false"):
        assert key in text, key


NAMES = st.text(st.sampled_from("abcxyzАБВЖЯабвжяёЁ -'é"), min_size=1, max_size=12)


@settings(max_examples=60, deadline=None)
@given(name=NAMES, combat=st.integers(1, 6), loyalty=st.integers(0, 5), age=st.integers(3, 14).map(lambda n: n * 5),
       reputation=st.integers(1, 150), balance=st.integers(0, 10**6), mood=st.integers(-9, 9))
def test_save_then_load_round_trips_any_valid_values(tmp_path_factory: pytest.TempPathFactory, name: str,
                                                     combat: int, loyalty: int, age: int,
                                                     reputation: int, balance: int, mood: int) -> None:
    """CONTRACT State: a state written by the program is read back exactly, whatever names and numbers."""
    state = (StateBuilder().dynasty("valois", head="louis", reputation=reputation, balance=balance)
             .person("louis", "valois", name=name, age=age, loyalty=loyalty, mood=mood,
                     skill_values=skills(combat=combat))
             .province("anjou", "valois").build())
    path = tmp_path_factory.mktemp("state") / "state.yaml"
    save_state(path, state)
    assert load_state(path, default_rules()) == state


def test_save_then_load_round_trips_a_province_name_starting_with_a_question_mark(tmp_path: Path,
                                                                                   rules: Rules) -> None:
    """CONTRACT State: the program reads back every state it writes."""
    builder = two_houses()
    builder.provinces["anjou"].name = "?Anjou"
    state = builder.build()
    save_state(tmp_path / "state.yaml", state)
    assert load_state(tmp_path / "state.yaml", rules) == state


# -- state_problems: one test per kind of break -----------------------------------------------------------

def test_a_valid_state_has_no_problems(rules: Rules) -> None:
    """CONTRACT: `dynasty check-state` accepts a state the program wrote."""
    assert problems_of(two_houses().build(), rules) == []


def test_skill_1_skill_7_is_reported(rules: Rules) -> None:
    """SKILL-1: Five skills, each 1–6."""
    problem = only_problem(one_house(skill_values=skills(intrigue=7)).build(check=False), rules)
    assert problem.location.field == "characters.louis.skills.intrigue"
    assert problem.message == "intrigue 7 is outside 1–6 (SKILL-1, SKILL-4)"


def test_skill_1_a_characters_five_skills_read_by_name_in_their_order() -> None:
    """SKILL-1: the five skills, by name in the rules' order, as a report shows them, a change included."""
    values = Skills(stewardship=6, piety=5, intrigue=4, learning=3, combat=2)  # given in another order
    values.set("piety", 1)
    found = values.as_dict()
    assert list(found) == list(SKILLS)
    assert found == {"combat": 2, "learning": 3, "intrigue": 4, "piety": 1, "stewardship": 6}
    found["combat"] = 6  # a copy: the character's own skills stay
    assert values.get("combat") == 2


def test_skill_1_skill_0_is_reported(rules: Rules) -> None:
    """SKILL-1, SKILL-2: No effect raises a skill above 6 or below 1."""
    problem = only_problem(one_house(skill_values=skills(piety=0)).build(check=False), rules)
    assert problem.location.field == "characters.louis.skills.piety"
    assert problem.message == "piety 0 is outside 1–6 (SKILL-1, SKILL-4)"


def test_skill_4_genius_may_have_skill_8(rules: Rules) -> None:
    """SKILL-4: Exception: a Genius can raise skills by study up to 8."""
    state = one_house(traits=["genius"], skill_values=skills(learning=8, combat=7)).build(check=False)
    assert problems_of(state, rules) == []


def test_skill_4_genius_skill_9_is_reported(rules: Rules) -> None:
    """SKILL-4, TRAIT-genius: "may raise skills up to 8" — not beyond."""
    problem = only_problem(one_house(traits=["genius"], skill_values=skills(learning=9)).build(check=False),
                           rules)
    assert problem.message == "learning 9 is outside 1–8 (SKILL-1, SKILL-4)"


@pytest.mark.parametrize("loyalty", [6, -1])
def test_loy_1_loy_2_loyalty_outside_0_to_5_is_reported(rules: Rules, loyalty: int) -> None:
    """LOY-1: Loyalty starts at 3, maximum 5. LOY-2: Minimum 0."""
    problem = only_problem(one_house(loyalty=loyalty).build(check=False), rules)
    assert problem.location.field == "characters.louis.loyalty"
    assert problem.message == f"loyalty {loyalty} is outside 0–5 (LOY-1, LOY-2)"


@pytest.mark.parametrize("loyalty", [0, 5])
def test_loy_1_loy_2_loyalty_at_the_limits_is_fine(rules: Rules, loyalty: int) -> None:
    """LOY-1, LOY-2: 0 and 5 are allowed."""
    assert problems_of(one_house(loyalty=loyalty).build(check=False), rules) == []


@pytest.mark.parametrize("loyalty", [0, 6])
def test_prov_7_province_loyalty_outside_1_to_5_is_reported(rules: Rules, loyalty: int) -> None:
    """PROV-7: Province loyalty stays within 1–5."""
    state = (StateBuilder().dynasty("valois", head="louis").person("louis", "valois")
             .province("anjou", "valois", loyalty=loyalty).build(check=False))
    problem = only_problem(state, rules)
    assert problem.location.field == "provinces.anjou.loyalty"
    assert problem.message == f"loyalty {loyalty} is outside 1–5 (PROV-7)"


def test_prov_5_negative_yield_is_reported(rules: Rules) -> None:
    """PROV-5: yield drops are permanent (the province's yield, minimum 0)."""
    state = (StateBuilder().dynasty("valois", head="louis").person("louis", "valois")
             .province("anjou", "valois", yield_=-3).build(check=False))
    assert only_problem(state, rules).message == "yield -3 is below 0 (PROV-5)"


@pytest.mark.parametrize("age", [33, 16, 71])
def test_age_8_age_not_a_multiple_of_5_is_reported(rules: Rules, age: int) -> None:
    """AGE-8: Ages are always multiples of 5."""
    problem = only_problem(one_house(age=age).build(check=False), rules)
    assert problem.location.field == "characters.louis.age"
    assert problem.message == f"age {age} is not a multiple of 5 (AGE-8)"


def test_age_6_living_character_aged_75_is_reported(rules: Rules) -> None:
    """AGE-6: A character who reaches 75 dies of old age at that step 3. Nobody plays a turn at 75."""
    problem = only_problem(one_house(age=75).build(check=False), rules)
    assert problem.location.field == "characters.louis.age"
    assert "AGE-6" in problem.message and "75" in problem.message


def test_age_6_dead_character_aged_75_is_fine(rules: Rules) -> None:
    """AGE-6: the dead keep the age they died at."""
    state = (one_house().person("old", "valois", age=75, alive=False, death=Death(turn=1, cause="old_age"))
             .build(check=False))
    assert problems_of(state, rules) == []


def test_char_3_dead_character_without_death_is_reported(rules: Rules) -> None:
    """CHAR-3: alive/dead with cause and turn of death."""
    state = one_house().person("old", "valois", age=60, alive=False).build(check=False)
    problem = only_problem(state, rules)
    assert problem.location.field == "characters.old.death"
    assert "needs 'death'" in problem.message


def test_dyn_7_negative_balance_is_reported(rules: Rules) -> None:
    """DYN-7: Balance never goes below 0."""
    state = (StateBuilder().dynasty("valois", head="louis", balance=-5).person("louis", "valois")
             .province("anjou", "valois").build(check=False))
    problem = only_problem(state, rules)
    assert problem.location.field == "dynasties.valois.balance"
    assert problem.message == "balance -5 is below 0 (DYN-7)"


def test_rep_2_reputation_above_150_is_reported(rules: Rules) -> None:
    """REP-2: Reputation is at most 150; a gain above that is lost."""
    state = (StateBuilder().dynasty("valois", head="louis", reputation=151).person("louis", "valois")
             .province("anjou", "valois").build(check=False))
    problem = only_problem(state, rules)
    assert problem.location.field == "dynasties.valois.reputation"
    assert problem.message == "reputation 151 is above 150 (REP-2)"


def test_rep_2_reputation_of_150_is_fine(rules: Rules) -> None:
    """REP-2: Reputation is at most 150 — 150 itself is allowed."""
    state = (StateBuilder().dynasty("valois", head="louis", reputation=150).person("louis", "valois")
             .province("anjou", "valois").build(check=False))
    assert problems_of(state, rules) == []


def test_dyn_2_living_dynasty_with_reputation_0_is_reported(rules: Rules) -> None:
    """DYN-2: Reputation ≤ 0 → the dynasty loses at once and is destroyed."""
    state = (StateBuilder().dynasty("valois", head="louis", reputation=0).person("louis", "valois")
             .province("anjou", "valois").build(check=False))
    assert "DYN-2" in only_problem(state, rules).message


def test_mar_2_spouse_who_is_not_married_back_is_reported(rules: Rules) -> None:
    """MAR-2, CHAR-3: a marriage links two characters, each the other's spouse."""
    builder = two_houses()
    builder.characters["anne"].spouse = None
    problem = only_problem(builder.build(check=False), rules)
    assert problem.location.field == "characters.louis.spouse"
    assert problem.message == "spouse 'anne' is married to no one, not 'louis'"


def test_mar_2_spouse_married_to_someone_else_is_reported(rules: Rules) -> None:
    """MAR-2: Both spouses must be ... unmarried — a character has one spouse."""
    builder = two_houses()
    builder.characters["maria"].spouse = "louis"  # louis is anne's; rudolf still thinks maria is his
    assert problems_of(builder.build(check=False), rules) == [
        ("characters.rudolf.spouse", "spouse 'maria' is married to 'louis', not 'rudolf'"),
        ("characters.maria.spouse", "spouse 'louis' is married to 'anne', not 'maria'"),
    ]


def test_mar_2_same_sex_spouses_are_reported(rules: Rules) -> None:
    """MAR-2: Both spouses must be 15+, alive, unmarried, and of opposite sex."""
    state = (one_house(sex="m").person("henri", "valois", sex="m", spouse="louis").build(check=False))
    assert problems_of(state, rules) == [
        ("characters.louis.spouse", "'louis' and spouse 'henri' are of the same sex (MAR-2)"),
        ("characters.henri.spouse", "'henri' and spouse 'louis' are of the same sex (MAR-2)"),
    ]


def test_mar_7_living_spouse_of_a_dead_character_is_reported(rules: Rules) -> None:
    """MAR-7: A marriage ends only by death or by the church."""
    builder = two_houses()
    builder.characters["anne"].alive = False
    builder.characters["anne"].death = Death(turn=1, cause="disease")
    found = problems_of(builder.build(check=False), rules)
    assert [field for field, _ in found] == ["characters.louis.spouse", "characters.anne.spouse"]
    assert all("MAR-7" in message for _, message in found)


def test_char_3_father_who_is_female_is_reported(rules: Rules) -> None:
    """CHAR-3: parents (if known to the game) — a father is male."""
    state = two_houses().person("charles", "valois", age=5, father="anne", mother="anne").build(check=False)
    assert problems_of(state, rules) == [("characters.charles.father", "father 'anne' is not male")]


def test_char_3_mother_who_is_male_is_reported(rules: Rules) -> None:
    """CHAR-3: parents (if known to the game) — a mother is female."""
    state = two_houses().person("charles", "valois", age=5, father="louis", mother="louis").build(check=False)
    assert problems_of(state, rules) == [("characters.charles.mother", "mother 'louis' is not female")]


@pytest.mark.parametrize("field", ["father", "mother", "spouse"])
def test_char_3_reference_to_a_missing_character_is_reported(rules: Rules, field: str) -> None:
    """CHAR-3: parents and spouse are characters of the game."""
    state = one_house(**{field: "ghost"}).build(check=False)
    assert problems_of(state, rules) == [
        (f"characters.louis.{field}", f"{field} 'ghost' is no character of this state")]


def test_char_1_head_who_does_not_exist_is_reported(rules: Rules) -> None:
    """CHAR-1: A dynasty has one or more members; one of them is its head."""
    state = (StateBuilder().dynasty("valois", head="ghost").person("louis", "valois")
             .province("anjou", "valois").build(check=False))
    assert problems_of(state, rules) == [("dynasties.valois.head", "head 'ghost' is no character of this state")]


def test_char_1_living_dynasty_without_head_is_reported(rules: Rules) -> None:
    """CHAR-1: one of its members is its head."""
    state = (StateBuilder().dynasty("valois", head=None).person("louis", "valois")
             .province("anjou", "valois").build(check=False))
    assert problems_of(state, rules) == [("dynasties.valois.head", "living dynasty 'valois' has no head (CHAR-1)")]


def test_char_1_head_who_is_a_member_of_another_dynasty_is_reported(rules: Rules) -> None:
    """CHAR-1: the head is one of the dynasty's members."""
    builder = two_houses()
    builder.dynasties["valois"]["head"] = "rudolf"
    assert problems_of(builder.build(check=False), rules) == [
        ("dynasties.valois.head", "head 'rudolf' is a member of 'habsburg', not of 'valois'")]


def test_char_1_dead_head_of_a_living_dynasty_is_reported(rules: Rules) -> None:
    """CHAR-1, SUCC-1: the head changes when he dies, so a living dynasty's head is alive."""
    state = (one_house().person("jean", "valois", age=20).build(check=False))
    state.characters["louis"].alive = False
    state.characters["louis"].death = Death(turn=1, cause="battle")
    assert problems_of(state, rules) == [("dynasties.valois.head", "head 'louis' is dead")]


def test_character_in_a_missing_dynasty_is_reported(rules: Rules) -> None:
    """CONTRACT State: `characters.<id>.dynasty` names a dynasty of the state."""
    state = one_house().person("stray", "bourbon").build(check=False)
    assert problems_of(state, rules) == [
        ("characters.stray.dynasty", "dynasty 'bourbon' is no dynasty of this state"),
        ("characters.stray.birth_dynasty", "birth_dynasty 'bourbon' is no dynasty of this state")]


def test_province_listed_by_a_dynasty_but_owned_by_another_is_reported(rules: Rules) -> None:
    """CONTRACT State: `dynasties.<id>.provinces` lists the provinces whose `owner` it is."""
    builder = two_houses()
    builder.dynasties["valois"]["provinces"] = ["anjou", "tyrol"]
    assert problems_of(builder.build(check=False), rules) == [
        ("dynasties.valois.provinces.1", "province 'tyrol' is owned by 'habsburg', not 'valois'")]


def test_province_owned_but_not_listed_is_reported(rules: Rules) -> None:
    """CONTRACT State: a province's owner lists it."""
    builder = two_houses()
    builder.dynasties["habsburg"]["provinces"] = []
    assert problems_of(builder.build(check=False), rules) == [
        ("provinces.tyrol.owner", "owner 'habsburg' does not list province 'tyrol'")]


def test_province_that_does_not_exist_is_reported(rules: Rules) -> None:
    """CONTRACT State: provinces are referred to by id."""
    builder = two_houses()
    builder.dynasties["valois"]["provinces"] = ["anjou", "atlantis"]
    assert problems_of(builder.build(check=False), rules) == [
        ("dynasties.valois.provinces.1", "province 'atlantis' is no province of this state")]


def test_trait_unknown_trait_is_reported(rules: Rules) -> None:
    """TRAIT: trait ids are those of the catalogue."""
    problem = only_problem(one_house(traits=["cunning", "clumsy"]).build(check=False), rules)
    assert problem.location.field == "characters.louis.traits.1"
    assert problem.message.startswith("trait 'clumsy' is unknown; traits are high_fertility, beautiful")


def test_trait_listed_twice_is_reported(rules: Rules) -> None:
    """CHAR-2: two traits — not the same one twice."""
    problem = only_problem(one_house(traits=["lazy", "lazy"]).build(check=False), rules)
    assert problem.message == "a trait is listed twice"


def test_unknown_technology_is_reported(rules: Rules) -> None:
    """Technologies: irrigation, medicine, fortification, logistics, bureaucracy."""
    state = (StateBuilder().dynasty("valois", head="louis", technologies=["medicine", "gunpowder"])
             .person("louis", "valois").province("anjou", "valois").build(check=False))
    problem = only_problem(state, rules)
    assert problem.location.field == "dynasties.valois.technologies.1"
    assert problem.message == ("technology 'gunpowder' is unknown; technologies are irrigation, medicine, "
                               "fortification, logistics, bureaucracy")


def test_vassal_6_vassalage_cycle_is_reported(rules: Rules) -> None:
    """VASSAL-6: Vassalage never forms a cycle."""
    builder = two_houses()
    builder.dynasties["valois"]["lord"] = "habsburg"
    builder.dynasties["habsburg"]["lord"] = "valois"
    assert problems_of(builder.build(check=False), rules) == [
        ("dynasties.valois.lord", "vassalage of 'valois' forms a cycle (VASSAL-6)"),
        ("dynasties.habsburg.lord", "vassalage of 'habsburg' forms a cycle (VASSAL-6)")]


def test_vassal_6_longer_cycle_is_reported_and_a_chain_is_fine(rules: Rules) -> None:
    """VASSAL-6: a dynasty cannot become the vassal of anyone below it."""
    builder = (two_houses().dynasty("tverskie", head="mikhail").person("mikhail", "tverskie")
               .province("tver", "tverskie"))
    builder.dynasties["valois"]["lord"] = "habsburg"
    builder.dynasties["habsburg"]["lord"] = "tverskie"
    assert problems_of(builder.build(check=False), rules) == []
    builder.dynasties["tverskie"]["lord"] = "valois"
    found = problems_of(builder.build(check=False), rules)
    assert len(found) == 3 and all("VASSAL-6" in message for _, message in found)


def test_vassal_own_lord_is_reported(rules: Rules) -> None:
    """VASSAL-6: a dynasty cannot be its own lord."""
    state = (StateBuilder().dynasty("valois", head="louis", lord="valois").person("louis", "valois")
             .province("anjou", "valois").build(check=False))
    assert "cannot be its own lord" in " ".join(message for _, message in problems_of(state, rules))


def test_era_1_era_that_does_not_match_the_turn_is_reported(rules: Rules) -> None:
    """ERA-1: Discovery: turns 1–4. Intrigue: turns 5–8. War: turns 9–12. Anarchy: turn 13 on."""
    state = StateBuilder(turn=5).dynasty("valois", head="louis").person("louis", "valois").build(check=False)
    state = state.model_copy(update={"era": "discovery"})
    assert problems_of(state, rules) == [("era", "turn 5 is in era 'intrigue', not 'discovery' (ERA-1)")]


def test_era_1_unknown_era_is_reported(rules: Rules) -> None:
    """ERA-1: the eras are Discovery, Intrigue, War and Anarchy."""
    state = one_house().build(check=False).model_copy(update={"era": "bronze"})
    assert problems_of(state, rules) == [
        ("era", "era 'bronze' is unknown; eras are discovery, intrigue, war, anarchy")]


def test_id_that_is_not_lowercase_is_reported(rules: Rules) -> None:
    """CONTRACT Order files: ids are lowercase, stable, unique."""
    state = one_house().person("Jean", "valois").build(check=False)
    assert problems_of(state, rules) == [
        ("characters.Jean", "id 'Jean' must be lowercase letters, digits, '-' or '_', starting with a letter")]


def test_war_general_who_is_dead_or_missing_is_reported(rules: Rules) -> None:
    """WAR-1: A dynasty at war names a general (a living character)."""
    state = two_houses().build()
    state.wars.append(War(attackers=["valois"], defenders=["habsburg"],
                          generals={"valois": "ghost", "habsburg": "rudolf"}, started=1))
    assert problems_of(state, rules) == [("wars.0.generals.valois", "general 'ghost' is no character of this state")]


def test_every_problem_is_reported_at_once(rules: Rules) -> None:
    """STYLE: "checking collects every problem at once"."""
    state = (StateBuilder().dynasty("valois", head="louis", balance=-1, reputation=200)
             .person("louis", "valois", age=33, loyalty=9, skill_values=skills(combat=0))
             .province("anjou", "valois", loyalty=0).build(check=False))
    assert [field for field, _ in problems_of(state, rules)] == [
        "characters.louis.age", "characters.louis.loyalty", "characters.louis.skills.combat",
        "dynasties.valois.reputation", "dynasties.valois.balance", "provinces.anjou.loyalty"]


# -- a hand-edited state file -----------------------------------------------------------------------------

def saved(tmp_path: Path) -> tuple[Path, str]:
    """A valid state on disk with an unmarried member 'charles', and its text."""
    state = two_houses().person("charles", "valois", age=15, father="louis", mother="anne").build()
    path = tmp_path / "state.yaml"
    save_state(path, state)
    return path, path.read_text(encoding="utf-8")


def line_in_block(text: str, block: str, prefix: str) -> int:
    """The 1-based line of the first line starting with `prefix` after the line `block`."""
    lines = text.splitlines()
    start = lines.index(block)
    return next(i for i in range(start, len(lines)) if lines[i].startswith(prefix)) + 1


def edit_line(text: str, line: int, old: str, new: str) -> str:
    lines = text.splitlines(keepends=True)
    assert old in lines[line - 1]
    lines[line - 1] = lines[line - 1].replace(old, new)
    return "".join(lines)


def test_hand_edited_state_reports_each_problem_on_its_line(tmp_path: Path, rules: Rules) -> None:
    """CONTRACT: `check-state` validates a state file after a hand edit; every problem one a line, as
    `path:line: error: message`."""
    path, text = saved(tmp_path)
    skill_line = line_in_block(text, "  louis:", "    skills:")
    spouse_line = line_in_block(text, "  charles:", "    spouse:")
    text = edit_line(text, skill_line, "combat: 3", "combat: 9")
    text = edit_line(text, spouse_line, "spouse: null", "spouse: nobody")
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ProblemsError) as info:
        load_state(path, rules)
    assert str(info.value).splitlines() == [
        f"{path}:{skill_line}: error: combat 9 is outside 1–6 (SKILL-1, SKILL-4)",
        f"{path}:{spouse_line}: error: spouse 'nobody' is no character of this state",
    ]
    assert all(p.code == "state" for p in info.value.problems)


def test_hand_edited_state_with_an_unknown_field_names_its_line(tmp_path: Path, rules: Rules) -> None:
    """CONTRACT State: a hand edit with a typo in a field name is reported with its line."""
    path, text = saved(tmp_path)
    line = line_in_block(text, "  charles:", "    loyalty:")
    path.write_text(edit_line(text, line, "    loyalty: 3", "    loyalty: 3\n    loyality: 4"), encoding="utf-8")
    with pytest.raises(ProblemsError) as info:
        load_state(path, rules)
    assert str(info.value) == f"{path}:{line + 1}: error: unknown field 'loyality' in characters.charles"


def test_hand_edited_state_with_a_missing_field_is_reported(tmp_path: Path, rules: Rules) -> None:
    """CONTRACT State: characters have `loyalty`; a state without it is refused, naming the character."""
    path, text = saved(tmp_path)
    line = line_in_block(text, "  charles:", "    loyalty:")
    lines = text.splitlines(keepends=True)
    del lines[line - 1]
    path.write_text("".join(lines), encoding="utf-8")
    with pytest.raises(ProblemsError) as info:
        load_state(path, rules)
    block = text.splitlines().index("  charles:") + 1
    assert str(info.value) == f"{path}:{block}: error: missing field 'loyalty' in characters.charles"


def test_hand_edited_state_with_a_wrong_type_names_its_line(tmp_path: Path, rules: Rules) -> None:
    """CONTRACT State: `age` is a number; a word there is reported on its line, quoting it."""
    path, text = saved(tmp_path)
    line = line_in_block(text, "  charles:", "    age:")
    path.write_text(edit_line(text, line, "age: 15", "age: fifteen"), encoding="utf-8")
    with pytest.raises(ProblemsError) as info:
        load_state(path, rules)
    assert str(info.value).startswith(f"{path}:{line}: error: characters.charles.age: ")
    assert "'fifteen'" in str(info.value)


def test_state_with_a_wrong_schema_version_is_refused(tmp_path: Path, rules: Rules) -> None:
    """CONTRACT State: `state.yaml` has `schema_version`; this program reads version 1 only."""
    path, text = saved(tmp_path)
    path.write_text(text.replace("schema_version: 1\n", "schema_version: 2\n", 1), encoding="utf-8")
    with pytest.raises(ProblemsError) as info:
        load_state(path, rules)
    assert str(info.value) == (f"{path}:1: error: schema_version: this program reads schema_version 1 "
                               "(got 2)")


def test_state_file_that_is_not_yaml_names_its_line(tmp_path: Path, rules: Rules) -> None:
    """CONTRACT Commands: errors name the file and the line."""
    path, text = saved(tmp_path)
    line = line_in_block(text, "  charles:", "    traits:")
    path.write_text(edit_line(text, line, "traits: []", "traits: [lazy"), encoding="utf-8")
    with pytest.raises(YamlSyntaxError, match="malformed YAML") as info:
        load_state(path, rules)
    # the parser notices the unclosed list at the edited line or the one after it
    assert info.value.location is not None and info.value.location.line in (line, line + 1)
    assert str(info.value).startswith(f"{path}:{info.value.location.line}: error:")


def test_dump_of_a_state_is_what_save_state_writes(tmp_path: Path) -> None:
    """CONTRACT: the example campaign is regenerated exactly — saving is the deterministic dump."""
    state = rich_state()
    save_state(tmp_path / "state.yaml", state)
    assert (tmp_path / "state.yaml").read_text(encoding="utf-8") == dump_yaml(state.to_data())
