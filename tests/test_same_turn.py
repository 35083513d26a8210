"""Same-turn interactions between houses (ACT-0): a catalogue. Each case is played once for every order the
initiative can give the houses' actions — ACT-0: "within one group, actions go in initiative order: the
executor's skill ..., highest first; ties — the dynasty with the lowest reputation first; then by a die roll" —
and must end alike in each. The houses stand equal in skill and reputation when their group begins, so the
scripted initiative dice (keyed by the action) choose the order; each case asserts that order too, so that a
case cannot pass without playing it."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import permutations
from typing import Any

import pytest

from dynasty.engine.context import Turn
from dynasty.game.learned import forget_own
from dynasty.game.rules import Rules
from dynasty.game.state import GameState, War
from tests.test_engine_actions import key, outcomes, play, the, two_houses

Entry = tuple[str, str]  # (dynasty, action label: "propose_marriage-1")


def initiative_orders(*entries: Entry) -> Iterator[tuple[list[str], dict[str, int]]]:
    """ACT-0 "then by a die roll": for each order of the tied `entries`, the initiative dice that give it
    (highest first) and the expected order of their dynasties."""
    for order in permutations(entries):
        yield [did for did, _ in order], {key(did, label, "initiative"): 6 - i for i, (did, label) in enumerate(order)}


def initiative_of(t: Turn, group: str) -> list[str]:
    """The dynasties of a group's actions, in the order they resolved."""
    found = [o for o in outcomes(t, "initiative") if o.params["group"] == group]
    assert len(found) == 1
    return [entry["dynasty"] for entry in found[0].params["order"]]


def run(state: GameState, rules: Rules, actions: Mapping[str, list[dict[str, Any]]],
        dice: Mapping[str, int | Sequence[int]]) -> Turn:
    t = play(state, rules, actions, dice, check=False)
    forget_own(state)  # as the turn does before its state is checked (engine/turn.py)
    return t


def houses(valois: int = 80, habsburg: int = 80) -> Any:
    """The Valois (Louis, Anne, their son Charles, 20) and the Habsburgs (Rudolf, 30, his sister Maria, 20)."""
    builder = two_houses(reputation=valois).person("maria", "habsburg", sex="f", age=20)
    builder.dynasties["habsburg"]["reputation"] = habsburg
    return builder


def propose(by: str = "charles", target: str = "maria", **terms: Any) -> dict[str, Any]:
    return {"action": "propose_marriage", "by": by, "target": target, "terms": terms}


def accept(by: str = "maria", target: str = "charles") -> dict[str, Any]:
    return {"action": "accept_marriage", "by": by, "target": target}


def married(state: GameState, first: str, second: str) -> bool:
    return state.characters[first].spouse == second and state.characters[second].spouse == first


def at_war(**builder: int) -> GameState:
    state = houses(**builder).build()
    state.wars.append(War(attackers=["valois"], defenders=["habsburg"], generals={}, started=4))
    return state


# -- marriage -------------------------------------------------------------------------------------------


def test_act_propose_marriage_and_accept_marriage_of_one_turn_marry_in_either_order(rules: Rules) -> None:
    """ACT-propose_marriage: "if the other side orders the mirror proposal with the same terms (or
    accept_marriage) in the same turn, they marry at once"; ACT-accept_marriage "matches an identical proposal
    ordered by the other side this turn" — whichever resolves first."""
    seen = []
    for expected, dice in initiative_orders(("valois", "propose_marriage-1"), ("habsburg", "accept_marriage-1")):
        state = houses().build()
        t = run(state, rules, {"valois": [propose(ask=5)], "habsburg": [accept()]}, dice)
        assert initiative_of(t, "diplomacy") == expected
        seen.append(expected[0])
        assert married(state, "charles", "maria") and state.characters["maria"].dynasty == "valois"
        assert "unanswered" not in the(t, "accept") and len(outcomes(t, "marriage")) == 1
        assert [o.kind for o in t.outcomes if o.kind in ("proposal", "accept")] == ["proposal", "accept"]
        assert state.dynasties["valois"].balance - state.dynasties["habsburg"].balance == 10
        assert state.proposals == [] and outcomes(t, "action-failed") == []
    assert sorted(seen) == ["habsburg", "valois"]


@pytest.mark.parametrize("plot", ["gossip", "spy"])
def test_act_accept_marriage_the_proposers_house_discovering_a_plot_of_the_same_turn_in_either_order(
        rules: Rules, plot: str) -> None:
    """ACT-accept_marriage with ACT-0 discovery: the Habsburgs plot against the Valois (their action 1) and
    accept the Valois' proposal of this turn (their action 2); the Valois discover the plot, an outcome of
    theirs that bears the number 1 — the number of their proposal. The acceptance still finds the proposal
    to come, in either order (the bug met in play: "did not propose", and then the proposal)."""
    target = {"gossip": {"target": "valois"}, "spy": {"target": "anne"}}[plot]
    label = f"{plot}-1"
    for expected, dice in initiative_orders(("valois", "propose_marriage-1"), ("habsburg", "accept_marriage-2")):
        # the plot's own check succeeds and is discovered: gossip −15 to the Valois and −20 to the Habsburgs,
        # spy −20 to the Habsburgs, so both stand at 60 when diplomacy begins and the dice decide
        valois, habsburg = (75, 80) if plot == "gossip" else (60, 80)
        state = houses(valois=valois, habsburg=habsburg).build()
        plot_dice = {key("habsburg", label, "check"): 6, key("habsburg", label, "discovery"): 6}
        t = run(state, rules, {"valois": [propose()], "habsburg": [{"action": plot, "by": "rudolf", **target},
                                                                   accept()]}, {**dice, **plot_dice})
        discovered = the(t, "plot-discovered")
        assert outcomes(t, "plot-discovered")[0].dynasty == "valois" and discovered["n"] == 1
        assert initiative_of(t, "diplomacy") == expected
        assert married(state, "charles", "maria"), [o.to_data() for o in t.outcomes]
        assert outcomes(t, "action-failed") == [] and "unanswered" not in the(t, "accept")


def test_act_visit_to_a_bride_who_marries_the_same_turn_in_every_initiative_order(rules: Rules) -> None:
    """ACT-visit and ACT-0 ("a target ... moved ... when the action resolves makes the action fail"): Louis
    (Valois) visits Maria (Habsburg), who accepts Charles's proposal this turn and so joins the Valois (MAR-1).
    The three actions tie; the dice give every order the initiative can. In each the wedding is made and the
    visit is received in the house she left: the Habsburgs learn Louis's traits."""
    orders = []
    for expected, dice in initiative_orders(("valois", "propose_marriage-1"), ("valois", "visit-2"),
                                            ("habsburg", "accept_marriage-1")):
        state = houses().build()
        t = run(state, rules, {"valois": [propose(), {"action": "visit", "by": "louis", "target": "maria"}],
                               "habsburg": [accept()]}, dice)
        played = [(e["dynasty"], e["action"]) for e in outcomes(t, "initiative")[0].params["order"]]
        orders.append(played)
        assert married(state, "charles", "maria") and outcomes(t, "action-failed") == []
        assert the(t, "visit")["target_dynasty"] == "habsburg"
        assert {f.fact for f in state.knowledge.get("habsburg", []) if f.subject == "louis"} == {"traits"}
        assert [d for d, _ in played] == expected
    # the accept before both, between them, after both: every place the initiative can give it
    assert {played.index(("habsburg", "accept_marriage")) for played in orders} == {0, 1, 2}


@pytest.mark.parametrize("habsburg_first", [True, False])
def test_act_isolate_a_visit_to_someone_isolated_the_same_turn_is_not_received_in_either_order(
        rules: Rules, habsburg_first: bool) -> None:
    """ACT-isolate: an isolated member "cannot be visited"; household resolves before diplomacy (ACT-0), so a
    visit of the same turn is not received, whoever has the initiative; the visitor is told only that."""
    # Ernst, the eldest, is the Habsburgs' heir: Maria is isolated
    state = houses(valois=90 if habsburg_first else 70).person("ernst", "habsburg", age=25).build()
    t = run(state, rules, {"valois": [{"action": "visit", "by": "louis", "target": "maria"},
                                      {"action": "entertain", "by": "charles"}],
                           "habsburg": [{"action": "isolate", "by": "rudolf", "target": "maria"}]}, {})
    assert initiative_of(t, "household") == (["habsburg", "valois"] if habsburg_first else ["valois", "habsburg"])
    assert state.characters["maria"].isolated
    failed = the(t, "action-failed")
    assert (failed["action"], failed["reason"], failed["who"]) == ("visit", "not-received", "maria")


# -- peace and war --------------------------------------------------------------------------------------


def test_act_offer_peace_and_accept_peace_of_one_turn_make_peace_in_either_order(rules: Rules) -> None:
    """ACT-offer_peace: "accepted like a marriage (matching offer this turn, or accept_peace next turn)";
    WAR-12: the war ends by peace — whichever of the offer and the acceptance resolves first."""
    seen = []
    for expected, dice in initiative_orders(("valois", "offer_peace-1"), ("habsburg", "accept_peace-1")):
        state = at_war()
        t = run(state, rules, {"valois": [{"action": "offer_peace", "by": "louis", "to": "habsburg",
                                           "terms": {"pay": 10}}],
                               "habsburg": [{"action": "accept_peace", "by": "rudolf", "from": "valois"}]}, dice)
        assert initiative_of(t, "diplomacy") == expected
        seen.append(expected[0])
        assert state.wars == [] and the(t, "peace")["war_ended"] is True
        assert "unanswered" not in the(t, "peace-accept") and len(outcomes(t, "peace")) == 1
        assert state.dynasties["habsburg"].balance - state.dynasties["valois"].balance == 20
        assert state.proposals == [] and outcomes(t, "action-failed") == []
    assert sorted(seen) == ["habsburg", "valois"]


def test_act_accept_peace_the_offerers_house_discovering_a_plot_of_the_same_turn_in_either_order(
        rules: Rules) -> None:
    """ACT-accept_peace with ACT-0 discovery: the Habsburgs gossip about the Valois (action 1) and accept the
    Valois' offer of this turn (action 2); the Valois' discovery bears the number 1, their offer's."""
    for expected, dice in initiative_orders(("valois", "offer_peace-1"), ("habsburg", "accept_peace-2")):
        state = at_war(valois=75, habsburg=80)
        plot = {key("habsburg", "gossip-1", "check"): 6, key("habsburg", "gossip-1", "discovery"): 6}
        t = run(state, rules, {"valois": [{"action": "offer_peace", "by": "louis", "to": "habsburg"}],
                               "habsburg": [{"action": "gossip", "by": "rudolf", "target": "valois"},
                                            {"action": "accept_peace", "by": "maria", "from": "valois"}]},
                {**dice, **plot})
        assert outcomes(t, "plot-discovered")[0].dynasty == "valois"
        assert initiative_of(t, "diplomacy") == expected
        assert state.wars == [] and outcomes(t, "action-failed") == [], [o.to_data() for o in t.outcomes]


@pytest.mark.parametrize("valois_first", [True, False])
def test_war_14_a_war_declared_and_peace_offered_in_one_turn(rules: Rules, valois_first: bool) -> None:
    """WAR-14: "a war declared in turn N's orders starts when turn N is resolved"; diplomacy resolves before
    the military group (ACT-0), so an offer of peace in the same turn finds no war, whoever has the
    initiative: the offer fails (not at war), the war starts, and no offer stands."""
    state = houses(valois=70 if valois_first else 90).build()
    t = run(state, rules, {
        "valois": [{"action": "declare_war", "by": "louis", "on": "habsburg", "general": "charles"}],
        "habsburg": [{"action": "offer_peace", "by": "rudolf", "to": "valois"},
                     {"action": "recruit", "by": "maria", "points": 1}]}, {})
    assert initiative_of(t, "military") == (["valois", "habsburg"] if valois_first else ["habsburg", "valois"])
    failed = the(t, "action-failed")
    assert (failed["action"], failed["reason"]) == ("offer_peace", "not-at-war")
    assert len(state.wars) == 1 and state.wars[0].attackers == ["valois"] and state.proposals == []
