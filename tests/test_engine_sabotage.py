"""SAB-1's mood penalty, as its ruling reads: every mood below zero that the action itself is certain to give
its executor — for executing it, his traits' reaction to that kind of act, and the outcome he brings about —
each shown with its cause: `dynasty.engine.sabotage`. Every die is scripted by key."""

from __future__ import annotations

from typing import Any

from dynasty.engine.context import Turn
from dynasty.game.rules import Rules
from dynasty.game.state import GameState, War
from dynasty.reports.texts import happening_text
from dynasty.reports.words import display_names
from tests.test_engine_actions import key, outcomes, play, the, two_houses


def disloyal(state: GameState, cid: str, *traits: str) -> GameState:
    state.characters[cid].loyalty = 1
    state.characters[cid].traits = list(traits)
    return state


def causes(outcome: dict[str, Any]) -> list[tuple[int, str]]:
    return [(c["amount"], c["cause"]) for c in outcome.get("causes", [])]


def spy(by: str = "charles", target: str = "ferdinand") -> dict[str, Any]:
    return {"action": "spy", "by": by, "target": target}


def with_ferdinand() -> GameState:
    return two_houses().person("ferdinand", "habsburg", age=20, father="rudolf").build()


def test_sab_1_an_honest_spy_aborts_on_2_plus_1_minus_2(rules: Rules) -> None:
    """SAB-1 ruling: "his traits' reaction to that kind of act (an Honest spy: −1 for his dynasty's plot and
    −1 for doing it himself)" — loyalty 1 and a roll of 2 give 2 + 1 − 2 = 1: he aborts the spying."""
    state = disloyal(with_ferdinand(), "charles", "honest")
    t = play(state, rules, {"valois": [spy()]}, {key("valois", "spy-1", "sabotage"): 2})
    sabotage = the(t, "sabotaged")
    assert (sabotage["penalty"], sabotage["total"]) == (2, 2 + 1 - 2)
    assert causes(sabotage) == [(-1, "honest.dynasty_plotted"), (-1, "honest.own_plot")]
    assert not outcomes(t, "spy") and not state.knowledge


def test_sab_1_a_groom_runs_from_his_ugly_bride(rules: Rules) -> None:
    """SAB-1 ruling: "the outcome he brings about by executing it (marrying an Ugly spouse, MAR-8)" — the
    rulebook's own example: 2 + 1 − 3 = 0, he runs from the wedding."""
    state = two_houses().person("maria", "habsburg", sex="f", age=20, traits=["ugly"]).build()
    disloyal(state, "charles")
    state.dynasties["habsburg"].reputation = 70  # the Habsburgs' proposal resolves first, with no die
    t = play(state, rules, {"habsburg": [{"action": "propose_marriage", "by": "maria", "target": "charles"}],
                            "valois": [{"action": "accept_marriage", "by": "charles", "target": "maria"}]},
             {key("valois", "accept_marriage-1", "sabotage"): 2})
    sabotage = the(t, "sabotaged")
    assert (sabotage["penalty"], sabotage["total"]) == (3, 0)
    assert causes(sabotage) == [(-3, "ugly.spouse_on_marriage")]
    assert state.characters["charles"].spouse is None and not outcomes(t, "marriage")


def test_sab_1_a_pacifist_declaring_war_counts_the_first_war_turn(rules: Rules) -> None:
    """SAB-1 ruling: "a Pacifist's declaration of war, the war's first-turn mood" — −3 (TRAIT-pacifist);
    losing his +1 for peace is no penalty."""
    state = disloyal(two_houses().build(), "charles", "pacifist")
    t = play(state, rules, {"valois": [{"action": "declare_war", "by": "charles", "on": "habsburg",
                                        "general": "charles"}]},
             {key("valois", "declare_war-1", "sabotage"): 4})
    sabotage = the(t, "sabotaged")
    assert (sabotage["penalty"], sabotage["total"]) == (3, 4 + 1 - 3)
    assert causes(sabotage) == [(-3, "pacifist.war_first_turn")]
    assert not state.wars


def test_sab_1_a_pacifist_already_at_war_counts_only_what_the_new_war_adds(rules: Rules) -> None:
    """SAB-1 ruling, our reading: only what the act adds counts — at war already (−2 a later war turn), a
    new war's first turn makes it −3: a penalty of 1."""
    state = disloyal(two_houses().dynasty("tudor", head="henry").person("henry", "tudor", age=40)
                     .province("kent", "tudor").build(), "charles", "pacifist")
    state.wars = [War(attackers=["valois"], defenders=["tudor"], generals={"valois": None, "tudor": None},
                      started=3)]
    t = play(state, rules, {"valois": [{"action": "declare_war", "by": "charles", "on": "habsburg",
                                        "general": "anne"}]},
             {key("valois", "declare_war-1", "sabotage"): 3})
    assert causes(the(t, "sabotage-failed")) == [(-1, "pacifist.war_first_turn")]


def test_sab_1_a_hot_tempered_executor_counts_the_reputation_his_act_costs(rules: Rules) -> None:
    """SAB-1 ruling and TRAIT-hot_tempered: finding a spouse costs the dynasty reputation (ACT-find_spouse),
    which gives a Hot-tempered man −2."""
    state = disloyal(two_houses().build(), "charles", "hot_tempered")
    t = play(state, rules, {"valois": [{"action": "find_spouse", "by": "charles"}]},
             {key("valois", "find_spouse-1", "sabotage"): 3})
    sabotage = the(t, "sabotaged")
    assert (sabotage["penalty"], sabotage["total"]) == (2, 3 + 1 - 2)
    assert causes(sabotage) == [(-2, "hot_tempered.reputation_damaged")]


def test_sab_1_a_mood_the_turn_already_made_certain_is_not_the_acts(rules: Rules) -> None:
    """SAB-1 ruling, our reading: his dynasty already plotted this turn (Anne spied first), so the Honest
    Charles's own spying adds only his −1 for plotting himself."""
    state = two_houses().person("ferdinand", "habsburg", age=20).person("otto", "habsburg", age=20).build()
    disloyal(state, "charles", "honest")
    state.characters["anne"].skills.intrigue = 6  # she acts first in the intrigue group (ACT-0 initiative)
    t = play(state, rules, {"valois": [spy("anne", "otto"), spy()]},
             {key("valois", "spy-1", "check"): 1, key("valois", "spy-2", "sabotage"): 4,
              key("valois", "spy-2", "check"): 1})
    assert causes(the(t, "sabotage-failed")) == [(-1, "honest.own_plot")]


def test_sab_1_a_mood_that_waits_on_a_later_die_does_not_count(rules: Rules) -> None:
    """SAB-1 ruling: "Moods that depend on a later die (a discovered plot) do not count" — an Honest gossip
    lowers the other house's reputation only if his check succeeds, so nothing is counted."""
    state = disloyal(two_houses().build(), "charles", "honest")
    t = play(state, rules, {"valois": [{"action": "gossip", "by": "charles", "target": "habsburg"}]},
             {key("valois", "gossip-1", "sabotage"): 2, key("valois", "gossip-1", "check"): 1})
    sabotage = the(t, "sabotage-failed")
    assert (sabotage["penalty"], causes(sabotage)) == (0, [])


def test_sab_1_a_lazy_executors_mood_is_named_too(rules: Rules) -> None:
    """SAB-1: "e.g. 2 for a Lazy executor" — shown with its cause."""
    state = disloyal(two_houses().build(), "charles", "lazy")
    t = play(state, rules, {"valois": [{"action": "study", "by": "charles", "skill": "piety"}]},
             {key("valois", "study-1", "sabotage"): 4, key("valois", "study-1", "study"): 1})
    assert causes(the(t, "sabotage-failed")) == [(-2, "lazy.action")]


def sabotage_text(t: Turn, state: GameState, language: str) -> str:
    outcome = next(o for o in t.outcomes if o.kind in ("sabotaged", "sabotage-failed"))
    return happening_text(outcome.to_data(), language, display_names(state))


def test_sab_1_the_report_shows_the_penalty_with_its_causes(rules: Rules) -> None:
    """SAB-3: the owner is told of it "with the roll" — the issue asks for the penalty's causes as well."""
    state = disloyal(with_ferdinand(), "charles", "honest")
    t = play(state, rules, {"valois": [spy()]}, {key("valois", "spy-1", "sabotage"): 2})
    ru = sabotage_text(t, state, "ru")
    assert ru.startswith("Charles уклонился от слежки (SAB-1): выпало 2, с лояльностью 1 и за вычетом 2 (столько "
                         "настроения он потерял бы) вышло 1, а при 2 и меньше дело бросают."), ru
    assert ("Это настроение отняла бы черта «Честный»: династия плела бы интриги (−1), он сам плёл бы интригу "
            "(−1).") in ru, ru
    en = sabotage_text(t, state, "en")
    assert en.startswith("Charles shirked the spying (SAB-1): rolled 2; with loyalty 1 less the 2 mood he would have "
                         "lost, that makes 1, and at 2 or less the task is dropped."), en
    assert ("That mood would have been taken by the trait Honest: the dynasty would have plotted (−1), he would "
            "have plotted himself (−1).") in en, en
