"""Master step 4: moods (MOOD-1 .. MOOD-4, TRAIT-*, TRAIT-R1, ECON-2), the ruling mood, loyalty (LOY-3, LOY-4)
and the reset: `dynasty.engine.moods`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from dynasty.engine.context import Turn
from dynasty.engine.moods import moods_and_loyalty
from dynasty.game.dice import Dice
from dynasty.game.rules import Rules
from dynasty.game.state import GameState, War
from dynasty.orders.model import OrderFile
from tests.builders import StateBuilder


def make_turn(state: GameState, rules: Rules) -> Turn:
    orders = {did: OrderFile(dynasty=did, turn=state.turn) for did in state.dynasties}
    return Turn(state, rules, Dice.scripted({}), orders=orders, names={"m": ["Ivan"], "f": ["Anna"]})


def court(traits: Iterable[str] = (), *, turn: int = 1, married: bool = False, **person: Any) -> StateBuilder:
    """Valois: King Louis and Charles, the member under test (with `traits`); and the Habsburgs."""
    builder = (StateBuilder(turn=turn).dynasty("valois", head="louis").person("louis", "valois", age=40)
               .person("charles", "valois", age=20, traits=list(traits), **person)
               .dynasty("habsburg", head="rudolf").person("rudolf", "habsburg", age=40))
    if married:
        builder.person("blanche", "valois", sex="f", age=20, spouse="charles")
    return builder


def mood_of(t: Turn, cid: str) -> tuple[int, list[tuple[int, str]]]:
    """The mood computed for `cid` and its contributions, from the step's outcome (MOOD-4)."""
    [outcome] = [o for o in t.outcomes if o.kind == "mood" and o.params["character"] == cid]
    return outcome.params["mood"], [(c["amount"], c["cause"]) for c in outcome.params["contributions"]]


def run(state: GameState, rules: Rules, setup: Any = None) -> Turn:
    t = make_turn(state, rules)
    if setup is not None:
        setup(t)
    moods_and_loyalty(t)
    return t


def at_war(state: GameState, *, started: int = 1, attacker: str = "valois", defender: str = "habsburg") -> None:
    state.wars.append(War(attackers=[attacker], defenders=[defender], started=started))


# -- MOOD-2, MOOD-3, MOOD-4 ---------------------------------------------------------------------------------

def test_mood_3_the_heads_mood_becomes_the_ruling_mood(rules: Rules) -> None:
    """MOOD-3: "The head's mood computed there is kept as the dynasty's 'ruling mood'.\""""
    state = court().build()

    def setup(t: Turn) -> None:
        t.mood("louis", 2, "entertain")
        t.mood("louis", 1, "pilgrimage")
        t.mood("charles", -1, "visit")

    t = run(state, rules, setup)
    assert mood_of(t, "louis") == (3, [(2, "entertain"), (1, "pilgrimage")])
    assert state.dynasties["valois"].ruling_mood == 3
    assert state.dynasties["habsburg"].ruling_mood == 0


def test_mood_3_a_regents_mood_rules_for_a_child_head(rules: Rules) -> None:
    """SUCC-7, MOOD-3: "While there is a regent, the regent's mood ... replace[s] the head's.\""""
    state = (StateBuilder().dynasty("valois", head="philippe", regent="anne")
             .person("anne", "valois", sex="f", age=40).person("philippe", "valois", age=5).build())
    t = run(state, rules, lambda t: (t.mood("anne", -2, "visit"), t.mood("philippe", 1, "visit")))
    assert state.dynasties["valois"].ruling_mood == -2
    [ruling] = [o for o in t.outcomes if o.kind == "ruling-mood"]
    assert ruling.params == {"ruler": "anne", "role": "regent", "mood": -2}


def test_mood_4_the_outcome_lists_every_contribution_privately(rules: Rules) -> None:
    """MOOD-4: "each report lists the contributions, so a player can see why a mood is what it is.\""""
    state = court(["high_fertility"], married=True).build()
    t = run(state, rules, lambda t: t.mood("charles", 3, "marriage: beautiful spouse"))
    assert mood_of(t, "charles") == (4, [(3, "marriage: beautiful spouse"), (1, "high_fertility.married")])
    [outcome] = [o for o in t.outcomes if o.kind == "mood" and o.params["character"] == "charles"]
    assert outcome.dynasty == "valois" and not outcome.public


def test_mood_2_every_mood_resets_to_0_after_the_loyalty_change(rules: Rules) -> None:
    """MOOD-2: "Mood is reset to 0 each turn, right after the loyalty change has been computed.\""""
    state = court().build()
    run(state, rules, lambda t: (t.mood("charles", 3, "x"), t.mood("louis", -2, "y")))
    assert state.characters["charles"].loyalty == 5  # the mood counted ...
    assert state.characters["charles"].mood == 0  # ... then was reset
    assert state.characters["louis"].mood == 0
    assert state.dynasties["valois"].ruling_mood == -2  # the ruling mood is kept (MOOD-3)


# -- LOY-3, LOY-4, TRAIT-devoted ----------------------------------------------------------------------------

@pytest.mark.parametrize(("mood", "change"), [(-4, -2), (-3, -2), (-2, -1), (-1, -1), (0, 0), (1, 1), (2, 1),
                                              (3, 2), (5, 2)])
def test_loy_3_mood_changes_loyalty(rules: Rules, mood: int, change: int) -> None:
    """LOY-3: "mood < 0 → loyalty −1, and mood ≤ −3 → −2 instead; mood > 0 → +1, and mood ≥ 3 → +2 instead;
    mood 0 → no change.\""""
    state = court().build()
    run(state, rules, lambda t: t.mood("charles", mood, "x"))
    assert state.characters["charles"].loyalty == rules.start.loyalty + change


@pytest.mark.parametrize(("loyalty", "mood", "after"), [(5, 3, 5), (4, 3, 5), (0, -3, 0), (1, -3, 0)])
def test_loy_3_loyalty_stays_within_0_and_5(rules: Rules, loyalty: int, mood: int, after: int) -> None:
    """LOY-1: "Loyalty starts at 3, maximum 5"; LOY-2: "Minimum 0.\""""
    state = court(loyalty=loyalty).build()
    run(state, rules, lambda t: t.mood("charles", mood, "x"))
    assert state.characters["charles"].loyalty == after


def test_loy_4_the_heads_loyalty_does_not_change(rules: Rules) -> None:
    """LOY-4: "The head's loyalty has no effect and always counts as 5.\""""
    state = court().build()
    t = run(state, rules, lambda t: t.mood("louis", -3, "x"))
    assert state.characters["louis"].loyalty == rules.start.loyalty
    assert not [o for o in t.outcomes if o.kind == "loyalty" and o.params["character"] == "louis"]


def test_trait_devoted_loyalty_holds_at_mood_minus_1(rules: Rules) -> None:
    """TRAIT-devoted: "at mood −1 his loyalty does not drop.\""""
    state = court(["devoted"]).build()
    run(state, rules, lambda t: t.mood("charles", -1, "x"))
    assert state.characters["charles"].loyalty == rules.start.loyalty


def test_trait_devoted_loyalty_drops_at_mood_minus_2(rules: Rules) -> None:
    """TRAIT-devoted: only at −1; a worse mood lowers his loyalty like anyone's (LOY-3)."""
    state = court(["devoted"]).build()
    run(state, rules, lambda t: t.mood("charles", -2, "x"))
    assert state.characters["charles"].loyalty == rules.start.loyalty - 1


# -- trait moods (TRAIT-R1) ---------------------------------------------------------------------------------

def test_trait_high_fertility_plus_1_while_married(rules: Rules) -> None:
    """TRAIT-high_fertility: "+1 mood while married.\""""
    assert mood_of(run(court(["high_fertility"], married=True).build(), rules), "charles")[0] == 1
    assert mood_of(run(court(["high_fertility"]).build(), rules), "charles")[0] == 0


def test_trait_low_fertility_minus_1_while_married(rules: Rules) -> None:
    """TRAIT-low_fertility: "−1 mood while married.\""""
    assert mood_of(run(court(["low_fertility"], married=True).build(), rules), "charles")[0] == -1
    assert mood_of(run(court(["low_fertility"]).build(), rules), "charles")[0] == 0


def test_trait_lazy_plus_1_when_he_executed_no_action(rules: Rules) -> None:
    """TRAIT-lazy: "+1 mood otherwise.\""""
    assert mood_of(run(court(["lazy"]).build(), rules), "charles") == (1, [(1, "lazy.otherwise")])


def test_trait_lazy_exempt_actions_keep_the_plus_1(rules: Rules) -> None:
    """TRAIT-lazy: "−2 mood when he executes any action except Visit, Entertain and Marry".\""""
    t = run(court(["lazy"]).build(), rules, lambda t: t.executed["charles"].extend(["visit", "entertain"]))
    assert mood_of(t, "charles")[0] == 1


def test_trait_lazy_no_plus_1_after_a_working_action(rules: Rules) -> None:
    """TRAIT-lazy: the −2 for a working action comes from step 1 (`Turn.mood`); step 4 adds no +1."""

    def setup(t: Turn) -> None:
        t.executed["charles"].append("study")
        t.mood("charles", rules.traits["lazy"].mood["action"], "lazy.action")

    assert mood_of(run(court(["lazy"]).build(), rules, setup), "charles") == (-2, [(-2, "lazy.action")])


def test_trait_envious_minus_1_when_not_the_head(rules: Rules) -> None:
    """TRAIT-envious: "−1 mood if not the head.\""""
    t = run(court(["envious"]).build(), rules)
    assert mood_of(t, "charles") == (-1, [(-1, "envious.not_head")])


def test_trait_envious_another_minus_1_when_another_dynasty_is_richer(rules: Rules) -> None:
    """TRAIT-envious: "another −1 if any other dynasty has a larger balance.\""""
    state = court(["envious"]).build()
    state.dynasties["habsburg"].balance += 1
    assert mood_of(run(state, rules), "charles")[0] == -2


def test_trait_envious_an_envious_head_minds_only_the_balance(rules: Rules) -> None:
    """TRAIT-envious: the head is the head; he only minds the richer."""
    state = court().build()
    state.characters["louis"].traits = ["envious"]
    state.dynasties["habsburg"].balance += 1
    assert mood_of(run(state, rules), "louis") == (-1, [(-1, "envious.poorer")])


def test_econ_2_envious_compares_the_balances_after_the_spendthrifts_spent(rules: Rules) -> None:
    """ECON-2: "Spendthrift spends his 10 coins at master step 4 ... Envious compares balances at that moment
    too.\""""
    state = court(["envious"]).build()  # both houses have 30 coins
    state.characters["louis"].traits = ["spendthrift"]
    t = run(state, rules)
    assert state.dynasties["valois"].balance == rules.start.balance - (rules.traits["spendthrift"].coins or 0)
    assert (-1, "envious.poorer") in mood_of(t, "charles")[1]


def test_trait_spendthrift_spends_10_coins_for_plus_1(rules: Rules) -> None:
    """TRAIT-spendthrift: "spends 10 coins a turn and gets +1 mood.\""""
    state = court(["spendthrift"]).build()
    t = run(state, rules)
    assert state.dynasties["valois"].balance == 20
    assert mood_of(t, "charles") == (1, [(1, "spendthrift.spent")])
    [spending] = [o for o in t.outcomes if o.kind == "spendthrift"]
    assert spending.params == {"character": "charles", "coins": 10, "spent": True, "balance": 20}


def test_trait_spendthrift_minus_2_when_the_coins_are_not_there(rules: Rules) -> None:
    """TRAIT-spendthrift: "if the coins are not there, −2 mood" (DYN-7: nothing is paid)."""
    state = court(["spendthrift"]).build()
    state.dynasties["valois"].balance = 9
    t = run(state, rules)
    assert state.dynasties["valois"].balance == 9
    assert mood_of(t, "charles") == (-2, [(-2, "spendthrift.could_not")])


def test_trait_hot_tempered_minus_2_once_when_reputation_was_damaged(rules: Rules) -> None:
    """TRAIT-hot_tempered: "−2 mood when his dynasty's reputation was damaged (not cumulative).\""""

    def setup(t: Turn) -> None:
        t.reputation_lost["valois"] += [(-10, "habsburg"), (-20, None)]

    assert mood_of(run(court(["hot_tempered"]).build(), rules, setup), "charles")[0] == -2
    assert mood_of(run(court(["hot_tempered"]).build(), rules), "charles")[0] == 0


def test_trait_hot_tempered_plus_1_during_a_war(rules: Rules) -> None:
    """TRAIT-hot_tempered: "+1 mood during a war.\""""
    state = court(["hot_tempered"]).build()
    at_war(state, attacker="habsburg", defender="valois")
    assert mood_of(run(state, rules), "charles") == (1, [(1, "hot_tempered.at_war")])


@pytest.mark.parametrize(("war", "mood"), [("first", 3), ("later", 2), (None, -1)])
def test_trait_bloodthirsty_moods_of_war_and_peace(rules: Rules, war: str | None, mood: int) -> None:
    """TRAIT-bloodthirsty: "+3 mood in the first turn of a war, +2 each later war turn; −1 mood when not at
    war.\""""
    state = court(["bloodthirsty"], turn=3).build()
    if war is not None:
        at_war(state, started=3 if war == "first" else 2)
    assert mood_of(run(state, rules), "charles")[0] == mood


@pytest.mark.parametrize(("war", "side", "mood"), [("first", "attacker", -3), ("later", "attacker", -2),
                                                   ("first", "defender", -2), ("later", "defender", -1),
                                                   (None, None, 1)])
def test_trait_pacifist_moods_of_war_and_peace(rules: Rules, war: str | None, side: str | None,
                                               mood: int) -> None:
    """TRAIT-pacifist: "−3 mood in the first turn of a war, −2 each later war turn; in a defensive war each
    is 1 smaller. +1 mood when not at war.\""""
    state = court(["pacifist"], turn=3).build()
    if war is not None:
        enemies = ("valois", "habsburg") if side == "attacker" else ("habsburg", "valois")
        at_war(state, started=3 if war == "first" else 2, attacker=enemies[0], defender=enemies[1])
    assert mood_of(run(state, rules), "charles")[0] == mood


def test_trait_pacifist_the_worst_of_two_wars_counts_once(rules: Rules) -> None:
    """TRAIT-pacifist: "−3 mood in the first turn of a war" — a turn's mood, not one per war."""
    state = court(["pacifist"], turn=3).dynasty("tudor", head="henry").person("henry", "tudor").build()
    at_war(state, started=2)
    at_war(state, started=3, attacker="valois", defender="tudor")
    assert mood_of(run(state, rules), "charles")[0] == -3


def test_trait_bloodthirsty_and_pacifist_together_both_stop_working(rules: Rules) -> None:
    """TRAIT-bloodthirsty: "With an active Pacifist both stop working.\""""
    state = court(["bloodthirsty", "pacifist"]).build()
    assert mood_of(run(state, rules), "charles") == (0, [])


def test_trait_honest_minus_1_when_his_dynasty_plotted_and_another_when_he_did(rules: Rules) -> None:
    """TRAIT-honest: "−1 mood when anyone of his dynasty uses Spy, Assassinate or Conspiracy or lowers
    another dynasty's reputation, another −1 if he did it himself; +1 mood otherwise.\""""
    t = run(court(["honest"]).build(), rules, lambda t: t.plotted["valois"].add("louis"))
    assert mood_of(t, "charles")[0] == -1
    t = run(court(["honest"]).build(), rules, lambda t: t.plotted["valois"].add("charles"))
    assert mood_of(t, "charles")[0] == -2
    t = run(court(["honest"]).build(), rules, lambda t: t.plotted["habsburg"].add("rudolf"))
    assert mood_of(t, "charles")[0] == 1


def test_trait_cunning_plus_1_when_his_dynasty_plotted_plus_2_when_he_did(rules: Rules) -> None:
    """TRAIT-cunning: "+1 mood in a turn the dynasty used Spy, Assassinate or Conspiracy, +2 if he did so
    himself, −1 otherwise.\""""
    t = run(court(["cunning"]).build(), rules, lambda t: t.plotted["valois"].add("louis"))
    assert mood_of(t, "charles")[0] == 1
    t = run(court(["cunning"]).build(), rules, lambda t: t.plotted["valois"].add("charles"))
    assert mood_of(t, "charles")[0] == 2
    assert mood_of(run(court(["cunning"]).build(), rules), "charles")[0] == -1


def test_trait_paranoid_minus_1_when_others_interacted_with_his_dynasty(rules: Rules) -> None:
    """TRAIT-paranoid: "−1 mood in a turn other dynasties interacted with members of his dynasty ..., +1
    otherwise.\""""
    assert mood_of(run(court(["paranoid"]).build(), rules, lambda t: t.interacted.add("valois")),
                   "charles")[0] == -1
    assert mood_of(run(court(["paranoid"]).build(), rules, lambda t: t.interacted.add("habsburg")),
                   "charles")[0] == 1


def test_trait_proud_minus_1_raising_another_plus_1_being_raised(rules: Rules) -> None:
    """TRAIT-proud: "−1 mood when he raises another dynasty's reputation; +1 mood when someone raises his
    dynasty's.\""""
    assert mood_of(run(court(["proud"]).build(), rules, lambda t: t.raised_other.add("charles")),
                   "charles")[0] == -1
    assert mood_of(run(court(["proud"]).build(), rules, lambda t: t.raised_by_other.add("valois")),
                   "charles")[0] == 1
    assert mood_of(run(court(["proud"]).build(), rules), "charles")[0] == 0


def test_isolate_an_isolated_character_loses_1_mood_each_turn(rules: Rules) -> None:
    """ACT isolate: "isolated: ... −1 mood each turn.\""""
    t = run(court(isolated=True).build(), rules)
    assert mood_of(t, "charles") == (-1, [(-1, "isolated")])
    assert t.state.characters["charles"].loyalty == rules.start.loyalty - 1
