"""`new-game` and the player's steps 1–2 of a turn: province events (PROV-3, PROV-4, ERA-5), births
(MAR-3 .. MAR-6, GEN-6, fertility traits), the turn's AP (DYN-4), and the files a new campaign writes."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dynasty.commands.new_game import new_game
from dynasty.engine.births import birth_dice, roll_births
from dynasty.engine.game_start import start_game
from dynasty.engine.province_events import roll_province_events
from dynasty.errors import CampaignError, DiceError, DynastyError
from dynasty.game.action_points import turn_ap
from dynasty.game.campaign import Campaign, GameSettings
from dynasty.game.dice import Dice
from dynasty.game.named import state_names
from dynasty.game.rules import SKILLS, Rules, default_rules
from dynasty.game.scenario import load_scenario
from dynasty.game.state import Death, GameState
from dynasty.game.state_check import state_problems
from dynasty.reports.figures import ap_text
from dynasty.reports.words import Words
from dynasty.store.yaml_io import load_yaml
from tests.builders import StateBuilder, skills
from tests.conftest import SCENARIOS

BAD = Path(__file__).resolve().parent / "bad_scenarios"


# -- start_game on the shipped scenarios ---------------------------------------------------------

@pytest.mark.parametrize("name", ["classic", "duel"])
def test_turn_4_new_game_on_shipped_scenarios_breaks_no_rule(name: str) -> None:
    """TURN-4: "`new-game` produces turn 1 by running the player's steps 1–2 only" — a valid state."""
    loaded = load_scenario(SCENARIOS / f"{name}.yaml")
    for seed in (1, 7, 2026):
        game = start_game(loaded, name, seed)
        state = game.state
        assert state_problems(state, loaded.rules) == []
        assert state.turn == 1 and state.era == "discovery"
        # PROV-3: every province rolled its event for turn 1
        assert all(p.event is not None and p.event.turn == 1 for p in state.provinces.values())
        # MAR-3: the births reported are the characters born on turn 1
        assert sorted(b.child for b in game.start.births) == sorted(
            cid for cid, c in state.characters.items() if c.born == 1)
        # DYN-4: each dynasty's AP is the turn's AP
        for did, dynasty in state.dynasties.items():
            assert dynasty.ap == turn_ap(state, loaded.rules, did).total
        assert game.settings.seed == seed and set(game.settings.dynasties) == set(state.dynasties)
        # DYN-4 on turn 1: ruling mood 0, every loyalty 3 — 8 + head's stewardship − AGE-4 penalty
        for dynasty in state.dynasties.values():
            assert dynasty.head is not None and dynasty.ruling_mood == 0
            ruler = state.characters[dynasty.head]
            penalty = 0 if ruler.age < 50 else (ruler.age - 50) // 5 + 1
            assert dynasty.ap == 8 + ruler.skills.stewardship - penalty


@pytest.mark.parametrize("name", ["classic", "duel"])
def test_dice_same_seed_gives_identical_state_different_seed_differs(name: str) -> None:
    """CONTRACT Dice: a die's "value comes from the campaign seed and the key alone"."""
    loaded = load_scenario(SCENARIOS / f"{name}.yaml")
    first = start_game(loaded, name, 42).state
    again = start_game(loaded, name, 42).state
    other = start_game(loaded, name, 43).state
    assert first == again
    assert first.to_data() == again.to_data()
    assert first != other


def test_new_game_with_strict_dice_and_no_script_refuses_to_roll() -> None:
    """CONTRACT Dice: with strict dice every die must be chosen; none comes from a random stream."""
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    with pytest.raises(DiceError, match="is not scripted"):
        start_game(loaded, "duel", 1, strict_dice=True)


# -- PROV-3, PROV-4, ERA-5: province events ---------------------------------------------------------

def one_province(loyalty: int, *, turn: int = 1, army: int = 15) -> GameState:
    return (StateBuilder(turn=turn).dynasty("valois", head="louis", army=army).person("louis", "valois")
            .province("anjou", "valois", loyalty=loyalty).build())


@pytest.mark.parametrize(("roll", "kind"), [(1, "revolt"), (3, "revolt"), (4, "none"), (7, "none"), (8, "famine"),
                                            (9, "famine"), (10, "volunteers"), (11, "volunteers"),
                                            (12, "disease")])
def test_prov_3_event_table_bands(roll: int, kind: str, rules: Rules) -> None:
    """PROV-3: "roll 1d12 for each province: 1–3 revolt, 4–7 nothing, 8–9 famine, 10–11 volunteers,
    12 disease"."""
    state = one_province(3)
    dice = Dice.scripted({"t01/province/anjou/event": roll})
    roll_province_events(state, rules, dice)
    event = state.provinces["anjou"].event
    assert event is not None
    assert (event.turn, event.roll, event.kind) == (1, roll, kind)
    assert dice.rolls[0].dice == "1d12"


def test_prov_3_revolt_at_loyalty_1_is_pending_with_its_3d6(rules: Rules) -> None:
    """PROV-3, PROV-4: a revolt applies "if its loyalty is 1"; "the 3d6 of a revolt is rolled with the
    event"; the player decides in the next orders."""
    state = one_province(1)
    dice = Dice.scripted({"t01/province/anjou/event": 2, "t01/province/anjou/event/army": [4, 5, 6]})
    roll_province_events(state, rules, dice)
    event = state.provinces["anjou"].event
    assert event is not None
    assert (event.kind, event.applies, event.revolt_roll, event.decision) == ("revolt", True, [4, 5, 6], "revolt")
    assert dice.rolls[1].dice == "3d6"
    # nothing is lost yet: the decision comes with the orders
    assert state.provinces["anjou"].owner == "valois" and state.dynasties["valois"].army == 15


def test_prov_3_revolt_at_loyalty_3_does_not_apply(rules: Rules) -> None:
    """PROV-3: a revolt happens only "if its loyalty is 1"; no 3d6 is rolled otherwise."""
    state = one_province(3)
    dice = Dice.scripted({"t01/province/anjou/event": 1})  # strict: a 3d6 roll would raise
    roll_province_events(state, rules, dice)
    event = state.provinces["anjou"].event
    assert event is not None
    assert (event.kind, event.applies, event.revolt_roll, event.decision) == ("revolt", False, None, None)


@pytest.mark.parametrize(("roll", "kind"), [(8, "famine"), (9, "famine"), (12, "disease")])
@pytest.mark.parametrize("loyalty", [1, 3, 5])
def test_prov_3_famine_and_disease_wait_for_a_decision(roll: int, kind: str, loyalty: int, rules: Rules) -> None:
    """PROV-3: famine "Pay 15 coins, or ..."; disease "paying 10 coins reduces that drop" — decisions."""
    state = one_province(loyalty)
    roll_province_events(state, rules, Dice.scripted({"t01/province/anjou/event": roll}))
    event = state.provinces["anjou"].event
    assert event is not None
    assert (event.kind, event.applies, event.decision) == (kind, True, kind)
    assert state.provinces["anjou"].yield_ == 20 and state.dynasties["valois"].balance == 30  # not yet


@pytest.mark.parametrize("loyalty", [4, 5])
def test_prov_3_volunteers_at_loyalty_4_pending(loyalty: int, rules: Rules) -> None:
    """PROV-3: volunteers "if loyalty ≥ 4 you may add 3 army for free (or refuse)"."""
    state = one_province(loyalty)
    roll_province_events(state, rules, Dice.scripted({"t01/province/anjou/event": 10}))
    event = state.provinces["anjou"].event
    assert event is not None
    assert (event.kind, event.applies, event.decision, event.army_change) == ("volunteers", True, "volunteers", 0)
    assert state.dynasties["valois"].army == 15


def test_prov_3_volunteers_at_loyalty_1_desert_army_minus_3_at_once(rules: Rules) -> None:
    """PROV-3: "If loyalty is 1, soldiers desert: army −3", at once (no decision)."""
    state = one_province(1)
    roll_province_events(state, rules, Dice.scripted({"t01/province/anjou/event": 11}))
    event = state.provinces["anjou"].event
    assert event is not None
    assert (event.kind, event.applies, event.decision, event.army_change) == ("volunteers", True, None, -3)
    assert state.dynasties["valois"].army == 12


def test_prov_3_deserters_never_make_the_army_negative(rules: Rules) -> None:
    """PROV-3: "army −3" takes at most the army there is."""
    state = one_province(1, army=2)
    roll_province_events(state, rules, Dice.scripted({"t01/province/anjou/event": 10}))
    assert state.dynasties["valois"].army == 0
    assert state.provinces["anjou"].event is not None and state.provinces["anjou"].event.army_change == -2


@pytest.mark.parametrize("loyalty", [2, 3])
def test_prov_3_volunteers_at_loyalty_2_or_3_do_nothing(loyalty: int, rules: Rules) -> None:
    """PROV-3: volunteers matter only at loyalty ≥ 4 (join) or 1 (desert)."""
    state = one_province(loyalty)
    roll_province_events(state, rules, Dice.scripted({"t01/province/anjou/event": 10}))
    event = state.provinces["anjou"].event
    assert event is not None
    assert (event.applies, event.decision, event.army_change) == (False, None, 0)
    assert state.dynasties["valois"].army == 15


def test_prov_3_no_event_for_a_province_without_a_living_owner(rules: Rules) -> None:
    """PROV-3: the event is rolled for "each province" of a dynasty; a province in revolt has no owner."""
    state = (StateBuilder().dynasty("valois", head="louis").person("louis", "valois")
             .province("anjou", "valois").province("rebel", None).build())
    dice = Dice.scripted({"t01/province/anjou/event": 5})  # strict: a roll for 'rebel' would raise
    roll_province_events(state, rules, dice)
    assert state.provinces["rebel"].event is None
    assert [r.key for r in dice.rolls] == ["t01/province/anjou/event"]


def test_era_5_anarchy_roll_4_is_a_revolt_applying_at_loyalty_2(rules: Rules) -> None:
    """ERA-5: "Anarchy: a province revolts on 1–4; revolts and deserting volunteers apply at loyalty ≤ 2"."""
    state = one_province(2, turn=13)
    assert state.era == "anarchy"
    dice = Dice.scripted({"t13/province/anjou/event": 4, "t13/province/anjou/event/army": [1, 2, 3]})
    roll_province_events(state, rules, dice)
    event = state.provinces["anjou"].event
    assert event is not None
    assert (event.kind, event.applies, event.revolt_roll, event.decision) == ("revolt", True, [1, 2, 3], "revolt")


def test_era_5_anarchy_revolt_at_loyalty_3_and_roll_5_do_not_apply(rules: Rules) -> None:
    """ERA-5: revolts apply at loyalty ≤ 2 only; 5 is still nothing."""
    state = one_province(3, turn=13)
    roll_province_events(state, rules, Dice.scripted({"t13/province/anjou/event": 4}))
    event = state.provinces["anjou"].event
    assert event is not None and (event.kind, event.applies, event.revolt_roll) == ("revolt", False, None)
    state = one_province(2, turn=13)
    roll_province_events(state, rules, Dice.scripted({"t13/province/anjou/event": 5}))
    assert state.provinces["anjou"].event is not None and state.provinces["anjou"].event.kind == "none"


def test_era_5_anarchy_volunteers_desert_at_loyalty_2(rules: Rules) -> None:
    """ERA-5: "deserting volunteers apply at loyalty ≤ 2"."""
    state = one_province(2, turn=13)
    roll_province_events(state, rules, Dice.scripted({"t13/province/anjou/event": 10}))
    assert state.dynasties["valois"].army == 12


def test_prov_3_revolt_at_loyalty_2_before_anarchy_does_not_apply(rules: Rules) -> None:
    """PROV-3 vs ERA-5: before the Anarchy (turn 12, War) loyalty 2 does not revolt, and 4 is nothing."""
    state = one_province(2, turn=12)
    roll_province_events(state, rules, Dice.scripted({"t12/province/anjou/event": 3}))
    event = state.provinces["anjou"].event
    assert event is not None and (event.kind, event.applies) == ("revolt", False)
    state = one_province(1, turn=12)
    roll_province_events(state, rules, Dice.scripted({"t12/province/anjou/event": 4}))
    assert state.provinces["anjou"].event is not None and state.provinces["anjou"].event.kind == "none"


# -- MAR-3 .. MAR-6, GEN-6: births ------------------------------------------------------------------

NAMES: dict[str, Sequence[str]] = {"m": ["Pierre", "Jean"], "f": ["Jeanne", "Marie"]}
BIRTH = "t01/birth/louis+anne"


def newborn(rules: Rules, key: str = BIRTH, sex: int = 1, first: str = "smart",
            second: str = "lazy") -> dict[str, int | list[int]]:
    """The dice of a child born under `key`: sex, name (first), skills 4 each, traits."""
    others = [t for t in rules.traits if rules.traits[t].category != rules.traits[first].category]
    return {f"{key}/sex": sex, f"{key}/name": 1, **{f"{key}/skill/{s}": [4, 5] for s in SKILLS},
            f"{key}/trait/1": list(rules.traits).index(first) + 1, f"{key}/trait/2": others.index(second) + 1}


def married(husband_age: int = 30, wife_age: int = 30, husband_traits: list[str] | None = None,
            wife_traits: list[str] | None = None, turn: int = 1) -> StateBuilder:
    return (StateBuilder(turn=turn).dynasty("valois", head="louis")
            .person("louis", "valois", sex="m", age=husband_age, traits=husband_traits)
            .person("anne", "valois", sex="f", age=wife_age, traits=wife_traits, spouse="louis")
            .province("anjou", "valois"))


def test_mar_3_no_die_shows_1_child_born_gen_6_newborn(rules: Rules) -> None:
    """MAR-3: "roll 2d6 ... If no die shows 1, a child is born"; GEN-6: "Newborns: age 0, loyalty 3,
    random skills (GEN-2) and traits (GEN-3), sex by 1d2"; the id is made of the drawn name and the house."""
    state = married().build()
    dice = Dice.scripted({BIRTH: [2, 6], **newborn(rules)})
    births = roll_births(state, rules, dice, NAMES)
    assert [(b.child, b.father, b.mother, b.dynasty) for b in births] == [("pierre-valois", "louis", "anne", "valois")]
    child = state.characters["pierre-valois"]
    assert (child.age, child.loyalty, child.born, child.sex, child.name) == (0, 3, 1, "m", "Pierre")
    assert (child.father, child.mother, child.dynasty, child.birth_dynasty) == ("louis", "anne", "valois", "valois")
    assert child.skills.as_dict() == {s: 4 for s in SKILLS}
    assert child.traits == ["smart", "lazy"]
    assert dice.rolls[0].key == BIRTH and dice.rolls[0].dice == "2d6"
    assert state_problems(state, rules) == []


def test_mar_3_a_die_showing_1_no_child(rules: Rules) -> None:
    """MAR-3: "If no die shows 1, a child is born" — a 1 means none."""
    state = married().build()
    dice = Dice.scripted({BIRTH: [6, 1]})  # strict: a child's dice would raise
    assert roll_births(state, rules, dice, NAMES) == []
    assert set(state.characters) == {"louis", "anne"}


@pytest.mark.parametrize(("husband", "wife"), [(30, 15), (15, 30)])
def test_mar_4_a_spouse_under_20_no_roll(husband: int, wife: int, rules: Rules) -> None:
    """MAR-4: "Both spouses must be at least 20 for the roll to happen (AGE-3)"."""
    state = married(husband, wife).build()
    dice = Dice.scripted({})
    assert roll_births(state, rules, dice, NAMES) == []
    assert dice.rolls == []


@pytest.mark.parametrize(("husband", "wife"), [(30, 50), (50, 30), (55, 45)])
def test_age_4_a_spouse_aged_50_no_roll(husband: int, wife: int, rules: Rules) -> None:
    """AGE-4: "50: can no longer have children"; MAR-3: "While neither spouse has reached 50"."""
    state = married(husband, wife).build()
    dice = Dice.scripted({})
    assert roll_births(state, rules, dice, NAMES) == []
    assert dice.rolls == []


def test_mar_3_both_aged_20_and_45_still_roll(rules: Rules) -> None:
    """MAR-3, AGE-3: 20 can have children; 45 has not reached 50."""
    for husband, wife in ((20, 20), (45, 45)):
        state = married(husband, wife).build()
        dice = Dice.scripted({BIRTH: [1, 1]})
        roll_births(state, rules, dice, NAMES)
        assert [r.key for r in dice.rolls] == [BIRTH]


def test_mar_3_dice_grow_by_one_per_earlier_birth_of_the_couple(rules: Rules) -> None:
    """MAR-3: "that couple rolls one more d6 each later time (cumulative)"; MAR-4: "The extra dice are kept
    per couple" — a child from before the game adds none."""
    builder = married(turn=3)
    builder.person("child-1", "valois", age=10, father="louis", mother="anne", born=1)
    builder.person("child-2", "valois", age=5, father="louis", mother="anne", born=2)
    builder.person("old-son", "valois", age=10, father="louis", mother="anne")  # listed in the scenario
    builder.person("bastard", "valois", age=5, father="louis", born=2)  # not of this couple
    state = builder.build()
    key = "t03/birth/louis+anne"
    dice = Dice.scripted({key: [2, 3, 4, 5], **newborn(rules, key)})
    births = roll_births(state, rules, dice, NAMES)
    assert dice.rolls[0].dice == "4d6"
    assert births[0].child == "pierre-valois"
    assert state.characters["pierre-valois"].born == 3


def test_gen_6_a_newborns_id_is_his_name_and_house_transliterated(rules: Rules) -> None:
    """GEN-6 and the ids a player types: a child named Ярослав of the Tverskie is `yaroslav-tverskie`; a second
    of that name gets `-2`."""
    state = (StateBuilder(turn=2).dynasty("tverskie", head="mikhail")
             .person("mikhail", "tverskie", age=30).person("anna", "tverskie", sex="f", age=25, spouse="mikhail")
             .person("yaroslav-tverskie", "tverskie", age=0, born=1, father="mikhail", mother="anna")
             .province("tver", "tverskie").build())
    key = "t02/birth/mikhail+anna"
    dice = Dice.scripted({key: [2, 3, 4], **newborn(rules, key)})
    births = roll_births(state, rules, dice, {"m": ["Ярослав"], "f": ["Ярослава"]})
    assert births[0].child == "yaroslav-tverskie-2"


def test_trait_high_fertility_one_die_fewer_and_at_most_4(rules: Rules) -> None:
    """TRAIT-high_fertility: "the couple rolls 1 d6 fewer ... if the count would exceed 4, it may roll 4d6
    instead"."""
    state = married(husband_traits=["high_fertility", "lazy"]).build()
    dice = Dice.scripted({BIRTH: [1]})
    assert roll_births(state, rules, dice, NAMES) == []
    assert dice.rolls[0].dice == "1d6"
    builder = married(husband_traits=["high_fertility", "lazy"], turn=5)
    for n in range(1, 5):
        builder.person(f"child-{n}", "valois", age=5 * (5 - n), father="louis", mother="anne", born=n)
    state = builder.build()
    assert birth_dice(state, rules, "louis", "anne") == 4  # 2 + 4 births − 1 = 5, at most 4


def test_trait_low_fertility_two_dice_more(rules: Rules) -> None:
    """TRAIT-low_fertility: "the couple rolls 2 d6 more on the birth roll"."""
    state = married(wife_traits=["low_fertility", "smart"]).build()
    dice = Dice.scripted({BIRTH: [1, 2, 3, 4]})
    roll_births(state, rules, dice, NAMES)
    assert dice.rolls[0].dice == "4d6"


def test_trait_fertility_ruling_sum_cap_and_minimum(rules: Rules) -> None:
    """TRAIT-high_fertility [ruling]: "Dice = 2 + births so far − 1 per spouse with High fertility + 2 per
    spouse with Low fertility; then at most 4 if either spouse has High fertility; never fewer than 1"."""
    both_high = married(husband_traits=["high_fertility"], wife_traits=["high_fertility"]).build()
    assert birth_dice(both_high, rules, "louis", "anne") == 1  # 2 − 2 = 0 → 1
    mixed = married(husband_traits=["high_fertility"], wife_traits=["low_fertility"]).build()
    assert birth_dice(mixed, rules, "louis", "anne") == 3  # 2 − 1 + 2
    both_low = married(husband_traits=["low_fertility"], wife_traits=["low_fertility"]).build()
    assert birth_dice(both_low, rules, "louis", "anne") == 6  # no cap without High fertility


def test_mar_5_sex_by_1d2_two_is_a_girl_named_from_the_female_list(rules: Rules) -> None:
    """MAR-5: "The child's sex by 1d2 (1 boy, 2 girl)"."""
    state = married().build()
    dice = Dice.scripted({BIRTH: [5, 5], **newborn(rules, sex=2)})
    roll_births(state, rules, dice, NAMES)
    girl = state.characters["jeanne-valois"]
    assert (girl.sex, girl.name) == ("f", "Jeanne")
    assert [r.dice for r in dice.rolls if r.key == f"{BIRTH}/sex"] == ["1d2"]


def test_mar_6_child_joins_the_mothers_dynasty_if_she_is_its_head(rules: Rules) -> None:
    """MAR-6: "The child joins the mother's dynasty if the mother is a head"."""
    state = (StateBuilder().dynasty("valois", head="louis").person("louis", "valois", sex="m")
             .dynasty("habsburg", head="maria").person("maria", "habsburg", sex="f", spouse="louis")
             .province("anjou", "valois").province("tyrol", "habsburg").build())
    key = "t01/birth/louis+maria"
    births = roll_births(state, rules, Dice.scripted({key: [2, 2], **newborn(rules, key)}), NAMES)
    assert births[0].dynasty == "habsburg"
    child = state.characters[births[0].child]
    assert (child.dynasty, child.birth_dynasty) == ("habsburg", "habsburg")


def test_mar_6_otherwise_the_child_joins_the_fathers_dynasty(rules: Rules) -> None:
    """MAR-6: "otherwise the father's" — even when the mother lives in another dynasty."""
    state = (StateBuilder().dynasty("valois", head="louis").person("louis", "valois", sex="m")
             .person("charles", "valois", sex="m")
             .dynasty("habsburg", head="rudolf").person("rudolf", "habsburg", sex="m")
             .person("maria", "habsburg", sex="f", spouse="charles")
             .province("anjou", "valois").province("tyrol", "habsburg").build())
    key = "t01/birth/charles+maria"
    births = roll_births(state, rules, Dice.scripted({key: [2, 2], **newborn(rules, key)}), NAMES)
    assert [(b.father, b.mother, b.dynasty) for b in births] == [("charles", "maria", "valois")]


def test_mar_3_each_couple_rolls_under_its_own_key(rules: Rules) -> None:
    """MAR-3: "roll 2d6 for the couple each turn" — every fertile couple, each with its own die."""
    state = (married().person("charles", "valois", sex="m").person("blanche", "valois", sex="f",
                                                                   spouse="charles").build())
    dice = Dice.scripted({BIRTH: [1, 6], "t01/birth/charles+blanche": [1, 1]})
    assert roll_births(state, rules, dice, NAMES) == []
    assert sorted(r.key for r in dice.rolls) == ["t01/birth/charles+blanche", BIRTH]


# -- DYN-4: AP --------------------------------------------------------------------------------------

def ruled(*, stewardship: int = 4, age: int = 30, mood: int = 0, **dynasty: object) -> StateBuilder:
    return (StateBuilder().dynasty("valois", head="louis", ruling_mood=mood, **dynasty)
            .person("louis", "valois", age=age, skill_values=skills(stewardship=stewardship))
            .province("anjou", "valois"))


def test_dyn_4_ap_is_8_plus_2_ruling_mood_plus_head_stewardship(rules: Rules) -> None:
    """DYN-3, DYN-4: "AP per turn = 8 + 2 × (head's mood) + (head's stewardship)"."""
    for mood, stewardship, expected in ((0, 4, 12), (2, 4, 16), (-1, 6, 12), (1, 1, 11)):
        state = ruled(stewardship=stewardship, mood=mood).build()
        ap = turn_ap(state, rules, "valois")
        assert ap.total == expected
        assert [p.kind for p in ap.parts] == ["base", "mood", "stewardship"]
        assert sum(p.amount for p in ap.parts) == ap.total


def test_loy_5_loy_6_plus_1_per_capable_non_head_member_with_loyalty_5(rules: Rules) -> None:
    """LOY-5: "Each character with loyalty 5 gives the dynasty +1 AP"; LOY-6: "living members aged 15+
    other than the head"."""
    builder = ruled(stewardship=4)
    builder.characters["louis"].loyalty = 5  # the head: never counted (LOY-4)
    builder.person("anne", "valois", sex="f", age=30, loyalty=5, spouse="louis")
    builder.person("charles", "valois", age=15, loyalty=5)
    builder.person("boy", "valois", age=10, loyalty=5)  # not capable
    builder.person("jean", "valois", age=20, loyalty=4)
    builder.person("dead", "valois", age=40, loyalty=5, alive=False, death=Death(turn=0, cause="before_game"))
    builder.person("guest", "habsburg", age=30, loyalty=5)
    builder.dynasty("habsburg", head="guest").province("tyrol", "habsburg")
    state = builder.build()
    ap = turn_ap(state, rules, "valois")
    loyal = [p for p in ap.parts if p.kind == "loyal"]
    assert [p.amount for p in loyal] == [2]
    assert loyal[0].members == ("anne", "charles")
    assert ap.total == 8 + 4 + 2


@pytest.mark.parametrize(("age", "penalty"), [(45, 0), (50, -1), (55, -2), (60, -3), (70, -5)])
def test_age_4_head_aged_50_minus_1_and_minus_1_per_5_years_beyond(age: int, penalty: int, rules: Rules) -> None:
    """AGE-4: "A head aged 50 gives −1 AP, and another −1 for every 5 years beyond (55: −2, 60: −3 ...)"."""
    ap = turn_ap(ruled(stewardship=4, age=age).build(), rules, "valois")
    assert ap.total == 12 + penalty
    assert sum(p.amount for p in ap.parts if p.kind == "age") == penalty


def test_succ_7_regents_stewardship_and_age_replace_the_heads(rules: Rules) -> None:
    """SUCC-7: "the regent's mood and stewardship replace the head's in DYN-3/4; AGE-4 uses the regent's
    age"."""
    state = (StateBuilder().dynasty("valois", head="boy", regent="uncle", ruling_mood=1)
             .person("boy", "valois", age=10, skill_values=skills(stewardship=6))
             .person("uncle", "valois", age=55, skill_values=skills(stewardship=2))
             .province("anjou", "valois").build())
    ap = turn_ap(state, rules, "valois")
    assert ap.total == 8 + 2 + 2 - 2
    stewardship = next(p for p in ap.parts if p.kind == "stewardship")
    assert stewardship.amount == 2 and stewardship.role == "regent" and stewardship.who == "uncle"
    words = Words("en", state_names(state), rules)
    assert "+2 for the regent Uncle's Stewardship" in ap_text(ap, words)
    assert "+2 за Управление регента Uncle" in ap_text(ap, Words("ru", state_names(state), rules))


def test_dyn_4_bureaucracy_technology_plus_1(rules: Rules) -> None:
    """DYN-4 and the technology table: "bureaucracy — +1 AP each turn"."""
    with_tech = turn_ap(ruled(stewardship=3, technologies=["bureaucracy"]).build(), rules, "valois")
    without = turn_ap(ruled(stewardship=3, technologies=["irrigation"]).build(), rules, "valois")
    assert (with_tech.total, without.total) == (12, 11)
    assert [p.amount for p in with_tech.parts if p.kind == "technology"] == [1]


def test_dyn_4_ap_never_below_0(rules: Rules) -> None:
    """DYN-4: "...; never below 0"."""
    ap = turn_ap(ruled(stewardship=1, mood=-5, age=60).build(), rules, "valois")
    assert sum(p.amount for p in ap.parts if p.kind != "minimum") == 8 - 10 + 1 - 3
    assert [p.amount for p in ap.parts if p.kind == "minimum"] == [4]  # shown, so the parts sum to the total
    assert sum(p.amount for p in ap.parts) == ap.total == 0


@settings(max_examples=100, deadline=None)
@given(mood=st.integers(-3, 3), stewardship=st.integers(1, 6), age=st.sampled_from(range(20, 75, 5)),
       loyal=st.integers(0, 2), bureaucracy=st.booleans())
def test_dyn_4_breakdown_parts_sum_to_the_total(mood: int, stewardship: int, age: int, loyal: int,
                                                bureaucracy: bool) -> None:
    """DYN-4: "Full AP = 8 + 2 × ruling mood + head's stewardship + LOY-5 bonus − AGE-4 penalty +
    technology"; the report's parts add up to it."""
    rules = default_rules()
    builder = ruled(stewardship=stewardship, age=age, mood=mood,
                    technologies=["bureaucracy"] if bureaucracy else [])
    for n in range(loyal):
        builder.person(f"knight-{n}", "valois", age=20, loyalty=5)
    ap = turn_ap(builder.build(), rules, "valois")
    penalty = 0 if age < 50 else (age - 50) // 5 + 1
    expected = 8 + 2 * mood + stewardship + loyal - penalty + int(bureaucracy)
    assert ap.total == max(0, expected)
    assert sum(p.amount for p in ap.parts) == ap.total


# -- new_game: the files of a new campaign ----------------------------------------------------------

def snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_new_game_writes_settings_state_and_log(tmp_path: Path) -> None:
    """CONTRACT new-game: "writes turn 1's state and reports"; turns/game.yaml holds the settings (seed,
    scenario)."""
    game = new_game(tmp_path, str(SCENARIOS / "duel.yaml"), seed=9)
    campaign = Campaign(tmp_path)
    reports = {f"reports/turn-01/{name}" for did in ("tverskie", "moskovskie")
               for name in (f"{did}.md", f"{did}.json", f"{did}.orders.yaml", f"{did}.ged", f"{did}.svg")} | {
        "reports/turn-01/public.md", "reports/turn-01/public.json", "reports/turn-01/gm.md", "reports/turn-01/gm.ged",
        "reports/turn-01/gm.svg", "reports/turn-01/gm.png",
        "reports/turn-01/posts/1-chronicle.bbcode", "reports/turn-01/posts/desk.html"} | {
        f"reports/turn-01/posts/{did}/{name}" for did in ("tverskie", "moskovskie")
        for name in ("1-report.bbcode", "2-orders.bbcode", f"{did}.json", "public.json", f"{did}.png", f"{did}.ged")}
    assert {p.relative_to(tmp_path).as_posix() for p in game.written} == {
        "turns/game.yaml", "turns/turn-01/state.yaml", "turns/new-game.log.yaml"} | reports
    assert all(p.is_file() for p in game.written)
    assert campaign.holds_campaign() and campaign.turns() == [1]
    assert campaign.settings.seed == 9 and campaign.settings.title == "Дуэль"
    assert GameSettings.model_validate(load_yaml(campaign.settings_path).data) == game.settings
    assert campaign.load_state(1) == game.state
    log = load_yaml(campaign.new_game_log_path).data
    assert "seed" not in log  # the dice secret is in turns/game.yaml only
    assert log["dice"] == game.dice.log() and log["dice"]
    assert {"key", "dice", "values", "purpose"} <= set(log["dice"][0])
    assert any(entry["key"] == "t01/province/tver/event" for entry in log["dice"])


def test_new_game_refuses_a_folder_with_a_campaign_and_leaves_it_unchanged(tmp_path: Path) -> None:
    """CONTRACT new-game: "Refuses a folder that already has a campaign"."""
    new_game(tmp_path, str(SCENARIOS / "duel.yaml"), seed=1)
    (tmp_path / "turns" / "turn-01" / "orders").mkdir()
    (tmp_path / "turns" / "turn-01" / "orders" / "tverskie.yaml").write_text("dynasty: tverskie\n")
    before = snapshot(tmp_path)
    with pytest.raises(CampaignError, match="already holds a campaign"):
        new_game(tmp_path, str(SCENARIOS / "classic.yaml"), seed=2)
    assert snapshot(tmp_path) == before


def test_new_game_refuses_a_folder_with_only_a_turn_folder(tmp_path: Path) -> None:
    """CONTRACT new-game: a turn folder without turns/game.yaml is still a campaign; nothing is written."""
    (tmp_path / "turns" / "turn-03").mkdir(parents=True)
    with pytest.raises(CampaignError):
        new_game(tmp_path, str(SCENARIOS / "duel.yaml"), seed=1)
    assert snapshot(tmp_path) == {}
    assert not (tmp_path / "turns" / "game.yaml").exists()


@pytest.mark.parametrize("name", ["head_two_positive_traits.yaml", "malformed_yaml.yaml", "unknown_rules_key.yaml"])
def test_new_game_with_a_bad_scenario_writes_nothing(name: str, tmp_path: Path) -> None:
    """CONTRACT Commands: "exit 1 the input is wrong (bad scenario ...)" — and no campaign is left."""
    with pytest.raises(DynastyError):
        new_game(tmp_path, str(BAD / name), seed=1)
    assert list(tmp_path.iterdir()) == []


def test_new_game_with_a_dice_file_naming_a_die_never_rolled_writes_nothing(tmp_path: Path) -> None:
    """CONTRACT Dice: "a key that was never rolled is an error that names the key"."""
    dice_file = tmp_path / "dice.yaml"
    dice_file.write_text("t01/province/nowhere/event: 3\n")
    game_dir = tmp_path / "game"
    with pytest.raises(DiceError, match="t01/province/nowhere/event"):
        new_game(game_dir, str(SCENARIOS / "duel.yaml"), seed=1, dice_file=dice_file)
    assert not game_dir.exists() or list(game_dir.rglob("*")) == []


def test_new_game_uses_the_gms_dice_file(tmp_path: Path) -> None:
    """CONTRACT Dice: `--dice FILE` maps keys to the values the GM wants."""
    dice_file = tmp_path / "dice.yaml"
    dice_file.write_text("t01/province/tver/event: 12\nt01/province/moskva/event: 8\n")
    game = new_game(tmp_path / "game", str(SCENARIOS / "duel.yaml"), seed=1, dice_file=dice_file)
    tver, moskva = game.state.provinces["tver"].event, game.state.provinces["moskva"].event
    assert tver is not None and moskva is not None
    assert (tver.roll, tver.kind, moskva.roll, moskva.kind) == (12, "disease", 8, "famine")
