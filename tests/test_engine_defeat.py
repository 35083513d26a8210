"""Defeat and the end of the game (DYN-2, DEFEAT-1 .. DEFEAT-5): `dynasty.engine.defeat`; and the reputation
changes that cause and follow it (REP-1 .. REP-3, BRANCH-7, BRANCH-9, VASSAL-1): `dynasty.engine.reputation`."""

from __future__ import annotations

from typing import Any

from dynasty.engine.context import Outcome, Turn
from dynasty.engine.defeat import check_victory
from dynasty.engine.reputation import change_reputation, defeat
from dynasty.game.dice import Dice
from dynasty.game.rules import Rules
from dynasty.game.state import Death, GameState, War
from dynasty.game.state_check import state_problems
from dynasty.orders.model import OrderFile
from tests.builders import StateBuilder, two_houses

NAMES = {"m": ["Ivan"], "f": ["Anna"]}
DEAD: dict[str, Any] = {"alive": False, "death": Death(turn=0, cause="old age")}


def make_turn(state: GameState, rules: Rules, dice: dict[str, Any] | None = None,
              take: dict[str, list[str]] | None = None) -> Turn:
    """A Turn whose dice are all scripted; `take` gives a dynasty's `take:` list in a war order."""
    orders = {did: OrderFile.model_validate({"dynasty": did, "turn": state.turn, "war": {"w1": {"take": wanted}}})
              for did, wanted in (take or {}).items()}
    return Turn(state, rules, Dice.scripted(dice or {}), orders=orders, names=NAMES)


def outcomes(t: Turn, kind: str) -> list[Outcome]:
    return [o for o in t.outcomes if o.kind == kind]


def houses(*, valois_provinces: int = 5, **valois: Any) -> StateBuilder:
    """Valois (King Louis, whose late father was Robert) holds p1..p5 and 30 coins. Louis's sisters Marie and
    Jeanne live in Habsburg (reputation 90) and Tudor (80): allies (ALLY-1). Medici is unrelated: an enemy."""
    b = (StateBuilder()
         .dynasty("valois", head="louis", **valois)
         .person("robert", "valois", age=70, **DEAD).person("louis", "valois", father="robert")
         .dynasty("habsburg", head="rudolf", reputation=90).person("rudolf", "habsburg")
         .person("marie", "habsburg", sex="f", father="robert", birth_dynasty="valois")
         .dynasty("tudor", head="henry").person("henry", "tudor")
         .person("jeanne", "tudor", sex="f", father="robert", birth_dynasty="valois")
         .dynasty("medici", head="cosimo").person("cosimo", "medici"))
    for n in range(1, valois_provinces + 1):
        b.province(f"p{n}", "valois")
    return b.province("vienna", "habsburg").province("london", "tudor").province("florence", "medici")


def house(b: StateBuilder, did: str, **fields: Any) -> StateBuilder:
    """A dynasty with one member, its head."""
    return b.dynasty(did, head=f"{did}_head", **fields).person(f"{did}_head", did)


# -- DYN-2 -------------------------------------------------------------------------------------------------

def test_dyn_2_a_defeated_dynasty_is_destroyed(rules: Rules) -> None:
    """DYN-2: "Reputation ≤ 0 → the dynasty loses at once and is destroyed (DEFEAT).\""""
    state = two_houses().build()
    t = make_turn(state, rules)
    defeat(t, "valois", "reputation")
    valois = state.dynasties["valois"]
    assert not valois.alive
    assert valois.defeat == Death(turn=1, cause="reputation")
    assert t.defeated == ["valois"]
    assert t.provinces_before_defeat == {"valois": 1}
    [lost] = outcomes(t, "defeat")
    assert lost.public and lost.dynasty == "valois" and lost.params["cause"] == "reputation"
    assert state_problems(state, rules) == []


def test_dyn_2_a_dynasty_is_defeated_only_once(rules: Rules) -> None:
    """DYN-2: a dynasty that has lost cannot lose again (its goods and reputation effects apply once)."""
    state = two_houses().build()
    t = make_turn(state, rules)
    defeat(t, "valois", "reputation")
    defeat(t, "valois", "extinct")
    assert len(outcomes(t, "defeat")) == 1
    assert state.dynasties["habsburg"].reputation == 80 + 15
    assert state.dynasties["valois"].defeat == Death(turn=1, cause="reputation")


# -- DEFEAT-1, DEFEAT-2, DEFEAT-3 --------------------------------------------------------------------------

def test_defeat_2_example_five_provinces_thirty_coins_two_allies(rules: Rules) -> None:
    """DEFEAT-2: "Example: 5 provinces, 30 coins, 2 allies → 2 provinces and 15 coins each, the last province
    to a random dynasty." DEFEAT-1: the allies choose in the order of their reputation, by `take:`, else at
    random."""
    state = houses().build()
    t = make_turn(state, rules, take={"habsburg": ["p3", "p1"]}, dice={
        "t01/defeat/valois/province/2": 1,  # tudor, of p1 p2 p4 p5: p1
        "t01/defeat/valois/province/3": 3,  # habsburg, whose take: list is gone, of p2 p4 p5: p5
        "t01/defeat/valois/province/4": 2,  # tudor, of p2 p4: p4
        "t01/defeat/valois/remainder": 2,  # of habsburg, medici, tudor: medici
    })
    defeat(t, "valois", "reputation")
    dynasties = state.dynasties
    assert dynasties["habsburg"].provinces == ["vienna", "p3", "p5"]
    assert dynasties["tudor"].provinces == ["london", "p1", "p4"]
    assert dynasties["medici"].provinces == ["florence", "p2"]
    assert [dynasties[d].balance for d in ("habsburg", "tudor", "medici")] == [45, 45, 30]
    assert dynasties["valois"].provinces == [] and dynasties["valois"].balance == 0
    assert state.provinces["p2"].owner == "medici"
    [lost] = outcomes(t, "defeat")
    assert lost.params["provinces"] == {"habsburg": ["p3", "p5"], "tudor": ["p1", "p4"], "medici": ["p2"]}
    assert lost.params["coins"] == {"habsburg": 15, "tudor": 15}
    t.dice.check_all_used()
    assert state_problems(state, rules) == []


def test_defeat_1_allies_share_and_lose_thirty_reputation(rules: Rules) -> None:
    """DEFEAT-1: "Its provinces and coins are shared equally among all its allies; each such ally loses 30
    reputation for the loss of an ally. The allies choose the provinces [ruling: in the order of their
    reputation, highest first, each by its `take:` preference]." Tudor (90) chooses before Habsburg (70)."""
    state = houses(valois_provinces=2).build()
    state.dynasties["habsburg"].reputation = 70
    state.dynasties["tudor"].reputation = 90
    t = make_turn(state, rules, take={"habsburg": ["p1", "p2"], "tudor": ["p1"]})
    defeat(t, "valois", "reputation")
    assert state.dynasties["tudor"].provinces == ["london", "p1"]
    assert state.dynasties["habsburg"].provinces == ["vienna", "p2"]
    assert state.dynasties["tudor"].balance == 45 and state.dynasties["habsburg"].balance == 45
    assert state.dynasties["tudor"].reputation == 60
    assert state.dynasties["habsburg"].reputation == 40
    assert outcomes(t, "defeat")[0].params["allies"] == ["habsburg", "tudor"]


def test_defeat_2_coins_that_do_not_divide_go_to_one_random_dynasty(rules: Rules) -> None:
    """DEFEAT-2: "What cannot be shared equally goes, all of it, to one random dynasty (a die roll), even an
    unrelated one [ruling: the coins that do not divide evenly too]"."""
    state = houses(valois_provinces=2, balance=31).build()
    t = make_turn(state, rules, take={"habsburg": ["p1"], "tudor": ["p2"]},
                  dice={"t01/defeat/valois/remainder": 2})  # of habsburg, medici, tudor
    defeat(t, "valois", "reputation")
    assert [state.dynasties[d].balance for d in ("habsburg", "tudor", "medici")] == [45, 45, 31]
    assert state.dynasties["medici"].provinces == ["florence"]


def test_defeat_2_without_allies_everything_goes_to_one_random_dynasty(rules: Rules) -> None:
    """DEFEAT-2 [ruling]: "with no allies, everything" goes to the one dynasty the die picks."""
    state = (StateBuilder().dynasty("valois", head="louis").person("louis", "valois")
             .dynasty("habsburg", head="rudolf").person("rudolf", "habsburg")
             .dynasty("tudor", head="henry").person("henry", "tudor")
             .province("p1", "valois").province("p2", "valois").province("p3", "valois")
             .province("vienna", "habsburg").build())
    t = make_turn(state, rules, dice={"t01/defeat/valois/remainder": 2})  # of habsburg, tudor
    defeat(t, "valois", "extinct")
    assert state.dynasties["tudor"].provinces == ["p1", "p2", "p3"]
    assert state.dynasties["tudor"].balance == 60
    assert state.dynasties["habsburg"].provinces == ["vienna"] and state.dynasties["habsburg"].balance == 30
    assert outcomes(t, "defeat")[0].dice == ["t01/defeat/valois/remainder"]


def test_defeat_3_enemies_gain_fifteen_and_allies_do_not(rules: Rules) -> None:
    """DEFEAT-3: "Its enemies gain 15 reputation." REP-2: "a gain above [150] is lost"."""
    state = houses(valois_provinces=0, balance=0).dynasty("sforza", head="ludovico", reputation=145) \
        .person("ludovico", "sforza").build()
    t = make_turn(state, rules)
    defeat(t, "valois", "reputation")
    assert state.dynasties["medici"].reputation == 80 + 15
    assert state.dynasties["sforza"].reputation == 150
    assert state.dynasties["habsburg"].reputation == 90 - 30
    assert state.dynasties["tudor"].reputation == 80 - 30


def test_defeat_4_members_die_except_those_married_into_other_dynasties(rules: Rules) -> None:
    """DEFEAT-4: "Its members die ("the dynasty is killed"), except those married into other dynasties, who
    are members of those.\""""
    state = (houses(valois_provinces=0, balance=0)
             .person("anne", "valois", sex="f", spouse="louis")
             .person("claire", "habsburg", sex="f", father="louis", mother="anne", birth_dynasty="valois",
                     age=15)
             .build())
    t = make_turn(state, rules)
    defeat(t, "valois", "reputation")
    people = state.characters
    assert not people["louis"].alive and people["louis"].death == Death(turn=1, cause="defeat")
    assert not people["anne"].alive
    assert people["claire"].alive and people["marie"].alive
    assert people["robert"].death == Death(turn=0, cause="old age")  # the long dead stay as they were
    assert outcomes(t, "defeat")[0].params["killed"] == ["louis", "anne"]
    assert state_problems(state, rules) == []


def test_defeat_4_marriages_with_the_dead_end_on_both_sides(rules: Rules) -> None:
    """DEFEAT-4 with MAR-7 ("A marriage ends only by death"): Queen Jeanne, head of Valois, married King
    Rudolf of Habsburg (MAR-2: both heads stay); her defeat widows him."""
    state = (StateBuilder().dynasty("valois", head="jeanne").person("jeanne", "valois", sex="f")
             .dynasty("habsburg", head="rudolf").person("rudolf", "habsburg", spouse="jeanne").build())
    t = make_turn(state, rules)
    defeat(t, "valois", "reputation")
    assert state.characters["rudolf"].spouse is None
    assert state.characters["jeanne"].spouse is None and not state.characters["jeanne"].alive
    assert state_problems(state, rules) == []


def test_defeat_4_cadet_branches_and_vassals_become_independent_and_wars_end(rules: Rules) -> None:
    """DEFEAT-4: "Its cadet branches and vassals become independent." WAR-12 [ruling]: a war ends "when one
    side is destroyed"; an ally on its side fights on."""
    b = StateBuilder().dynasty("valois", head="louis", balance=0).person("louis", "valois")
    for did in ("orleans", "savoy", "tudor", "medici"):
        house(b, did, branch_of="valois" if did == "orleans" else None,
              lord="valois" if did == "savoy" else None)
    state = b.build()
    state.wars = [
        War(attackers=["valois"], defenders=["medici"], started=1),
        War(attackers=["valois", "savoy"], defenders=["tudor"], started=1,
            generals={"valois": "louis", "savoy": "savoy_head", "tudor": "tudor_head"}),
    ]
    t = make_turn(state, rules)
    defeat(t, "valois", "reputation")
    assert state.dynasties["orleans"].branch_of is None
    assert state.dynasties["savoy"].lord is None
    [war] = state.wars
    assert war.attackers == ["savoy"] and war.defenders == ["tudor"]
    assert war.generals == {"savoy": "savoy_head", "tudor": "tudor_head"}
    params = outcomes(t, "defeat")[0].params
    assert params["freed_branches"] == ["orleans"] and params["freed_vassals"] == ["savoy"]
    assert params["wars_ended"] == ["medici"]
    assert state_problems(state, rules) == []


def test_rep_1_an_ally_losing_thirty_may_fall_in_turn(rules: Rules) -> None:
    """REP-1: "A dynasty whose reputation reaches 0 or less is defeated at once": Habsburg, at 30, loses 30 for
    the loss of its ally and falls; its goods go on by DEFEAT-2 (it has no ally of its own)."""
    state = houses(valois_provinces=0, balance=0).build()
    state.dynasties["habsburg"].reputation = 30
    t = make_turn(state, rules, dice={"t01/defeat/habsburg/remainder": 2})  # of medici, tudor
    defeat(t, "valois", "reputation")
    assert t.defeated == ["valois", "habsburg"]
    assert state.dynasties["habsburg"].defeat == Death(turn=1, cause="reputation")
    assert state.dynasties["tudor"].provinces == ["london", "vienna"]
    assert state.dynasties["tudor"].reputation == 80 - 30 + 15  # Valois's ally, Habsburg's enemy
    assert state.dynasties["medici"].reputation == 80 + 15 + 15
    assert not state.characters["marie"].alive
    assert state_problems(state, rules) == []


# -- DEFEAT-5 ----------------------------------------------------------------------------------------------

def test_defeat_5_the_last_surviving_dynasty_wins(rules: Rules) -> None:
    """DEFEAT-5: "The game is won by the last surviving dynasty"."""
    state = two_houses().build()
    t = make_turn(state, rules)
    defeat(t, "valois", "reputation")
    check_victory(t)
    assert state.winners == ["habsburg"]
    [over] = outcomes(t, "game-over")
    assert over.public and over.params["winners"] == ["habsburg"]


def test_defeat_5_a_game_won_at_an_era_boundary_leaves_a_valid_last_state(rules: Rules) -> None:
    """DEFEAT-5, ERA-1: the game ends in the resolution of turn 8; the last state is turn 9, in the Age of
    War, with no events or AP (a regression: its era stayed the Age of Intrigue)."""
    from dynasty.engine.turn import resolve

    state = (StateBuilder(turn=8).dynasty("valois", head="louis").person("louis", "valois")
             .dynasty("habsburg", head="rudolf", reputation=5).person("rudolf", "habsburg")
             .province("anjou", "valois").province("tyrol", "habsburg").build())
    orders = {"habsburg": OrderFile.model_validate({"dynasty": "habsburg", "turn": 8, "actions": [
        {"action": "find_spouse", "by": "rudolf"}]})}
    resolve(state, orders, rules, Dice.scripted({}, strict=False), {"m": ["Jean"], "f": ["Anne"]})
    assert state.winners == ["valois"] and (state.turn, state.era) == (9, "war")
    assert state_problems(state, rules) == []


def test_defeat_5_no_winner_while_two_lines_live(rules: Rules) -> None:
    """DEFEAT-5: the game goes on while two independent dynasties live."""
    state = house(house(house(StateBuilder(), "valois", balance=0), "habsburg"), "tudor").build()
    t = make_turn(state, rules)
    defeat(t, "valois", "reputation")
    check_victory(t)
    assert state.winners == []
    assert outcomes(t, "game-over") == []


def test_defeat_5_a_dynasty_and_its_cadet_branches_win_together(rules: Rules) -> None:
    """DEFEAT-5: "a dynasty and only its cadet branches left win together" — branches of any depth
    (BRANCH-8)."""
    b = house(StateBuilder(), "valois", balance=0)
    house(house(house(b, "habsburg"), "austria", branch_of="habsburg"), "tyrol", branch_of="austria")
    state = b.build()
    t = make_turn(state, rules)
    defeat(t, "valois", "reputation")
    check_victory(t)
    assert state.winners == ["austria", "habsburg", "tyrol"]


def test_defeat_5_all_lost_in_one_turn_the_most_provinces_wins(rules: Rules) -> None:
    """DEFEAT-5: "if all remaining dynasties lose in the same turn, the one with more provinces wins"."""
    state = two_houses().build()
    t = make_turn(state, rules)
    defeat(t, "valois", "reputation")  # Anjou goes to Habsburg
    defeat(t, "habsburg", "reputation")
    check_victory(t)
    assert t.provinces_before_defeat == {"valois": 1, "habsburg": 2}
    assert state.winners == ["habsburg"]
    assert outcomes(t, "game-over")[0].params["reason"] == "most provinces"


def test_defeat_5_a_tie_in_provinces_is_won_by_all_of_them(rules: Rules) -> None:
    """DEFEAT-5 ruling: with equal provinces at their defeat, all the dynasties of that last turn win."""
    state = (StateBuilder().dynasty("valois", head="louis").person("louis", "valois")
             .dynasty("habsburg", head="rudolf").person("rudolf", "habsburg")
             .dynasty("medici", head="cosimo", alive=False, defeat=Death(turn=0, cause="x"))
             .person("cosimo", "medici", **DEAD)
             .province("anjou", "valois").build())
    t = make_turn(state, rules)
    defeat(t, "valois", "reputation")  # Anjou goes to Habsburg: one province each at its defeat
    defeat(t, "habsburg", "reputation")
    check_victory(t)
    assert state.winners == ["habsburg", "valois"]


# -- REP, BRANCH, VASSAL: change_reputation ----------------------------------------------------------------

def test_rep_1_a_change_applies_at_once_and_zero_defeats(rules: Rules) -> None:
    """REP-1: "A reputation change applies at once ... A dynasty whose reputation reaches 0 or less is
    defeated at once (DEFEAT)"."""
    state = two_houses().build()
    state.dynasties["valois"].reputation = 10
    t = make_turn(state, rules)
    assert change_reputation(t, "valois", -5, "test") == -5
    assert state.dynasties["valois"].reputation == 5 and state.dynasties["valois"].alive
    change_reputation(t, "valois", -5, "test")
    assert state.dynasties["valois"].reputation == 0
    assert not state.dynasties["valois"].alive
    assert state.dynasties["valois"].defeat == Death(turn=1, cause="reputation")
    assert change_reputation(t, "valois", 20, "too late") == 0  # the defeated gain nothing


def test_rep_2_reputation_is_at_most_150(rules: Rules) -> None:
    """REP-2: "Reputation is at most 150; a gain above that is lost.\""""
    state = two_houses().build()
    state.dynasties["valois"].reputation = 145
    t = make_turn(state, rules)
    assert change_reputation(t, "valois", 20, "test") == 5
    assert state.dynasties["valois"].reputation == 150


def test_rep_3_a_share_never_spreads_further(rules: Rules) -> None:
    """REP-3: "A reputation change reaches a dynasty's branches, main line and vassals (BRANCH-7, VASSAL-1) as
    one share each; a share never spreads further": a change of branch B1 gives its main line M and its
    vassal W half; not M's other branch B2 nor M's vassal V."""
    b = house(StateBuilder(), "m")
    house(house(house(house(b, "b1", branch_of="m"), "b2", branch_of="m"), "v", lord="m"), "w", lord="b1")
    state = b.build()
    t = make_turn(state, rules)
    change_reputation(t, "b1", -20, "test")
    reputation = {did: d.reputation for did, d in state.dynasties.items()}
    assert reputation == {"m": 70, "b1": 60, "b2": 80, "v": 80, "w": 70}


def test_rep_3_a_dynasty_gets_at_most_one_share(rules: Rules) -> None:
    """REP-3: "a dynasty gets at most one share of any change": a branch that is also a vassal of its main
    line gets one half, not two."""
    state = house(house(StateBuilder(), "m"), "b", branch_of="m", lord="m").build()
    t = make_turn(state, rules)
    change_reputation(t, "m", -20, "test")
    assert state.dynasties["b"].reputation == 70


def test_branch_7_main_line_and_branch_share_half_both_ways(rules: Rules) -> None:
    """BRANCH-7: "Every reputation change of the main line gives the branch half of it, and vice versa (+20 to
    the branch → +10 to the main line)"; "Half" rounds up in magnitude (−5 → −3)."""
    state = house(house(StateBuilder(), "m"), "b", branch_of="m").build()
    t = make_turn(state, rules)
    change_reputation(t, "b", 20, "test")
    assert (state.dynasties["b"].reputation, state.dynasties["m"].reputation) == (100, 90)
    change_reputation(t, "m", -5, "test")
    assert (state.dynasties["b"].reputation, state.dynasties["m"].reputation) == (97, 85)


def test_branch_7_a_share_can_defeat_the_branch(rules: Rules) -> None:
    """BRANCH-7 with REP-1: the branch's half applies at once, and at 0 the branch is defeated."""
    state = house(house(StateBuilder(), "m"), "b", branch_of="m", reputation=10).build()
    t = make_turn(state, rules, dice={})
    change_reputation(t, "m", -20, "test")
    assert not state.dynasties["b"].alive and state.dynasties["m"].alive
    assert t.defeated == ["b"]


def test_branch_9_only_between_the_main_line_and_each_branch(rules: Rules) -> None:
    """BRANCH-9: "The half applies only between the main line and each of its branches — not between two
    branches, not between a branch and the branch that founded it"."""
    b = house(StateBuilder(), "m")
    house(house(house(b, "b", branch_of="m"), "s", branch_of="b"), "c", branch_of="m")
    state = b.build()
    t = make_turn(state, rules)
    change_reputation(t, "s", 20, "test")
    assert {did: d.reputation for did, d in state.dynasties.items()} == {"m": 90, "b": 80, "s": 100, "c": 80}
    change_reputation(t, "m", 20, "test")
    assert {did: d.reputation for did, d in state.dynasties.items()} == {"m": 110, "b": 90, "s": 110, "c": 90}


def test_vassal_1_the_lords_changes_give_the_vassal_half_not_back(rules: Rules) -> None:
    """VASSAL-1: "your reputation changes give the vassal half; the vassal's do not affect you.\""""
    state = house(house(StateBuilder(), "lord"), "vassal", lord="lord").build()
    t = make_turn(state, rules)
    change_reputation(t, "lord", -20, "test")
    assert state.dynasties["vassal"].reputation == 70
    change_reputation(t, "vassal", -20, "test")
    assert state.dynasties["lord"].reputation == 60
    assert state.dynasties["vassal"].reputation == 50
