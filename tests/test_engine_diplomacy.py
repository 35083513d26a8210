"""Master step 1, the diplomacy actions Visit and Ball (ACT table, INFO-2 .. INFO-4, AGE-1) and the traits
that act on public actions aimed at another dynasty (Gossip, Flatterer, Proud, Paranoid, Recluse, Bad
manners): `dynasty.engine.actions`. Every die is scripted by key; these actions roll none but sabotage."""

from __future__ import annotations

from typing import Any

from dynasty.engine.context import Turn
from dynasty.engine.moods import trait_moods
from dynasty.game.learned import known_facts
from dynasty.game.rules import Rules
from dynasty.game.state import GameState
from dynasty.reports.texts import happening_text
from dynasty.reports.words import display_names
from tests.builders import StateBuilder
from tests.test_engine_actions import key, moods, outcomes, play, the, two_houses

START = 80  # rules.yaml start.reputation


def three_houses(**valois: Any) -> StateBuilder:
    """The Valois, the Habsburgs (Rudolf, 30; Ferdinand, 20; Max, 5) and the Tudors (Henry, 35)."""
    return (two_houses(**valois).person("ferdinand", "habsburg", age=20).person("max", "habsburg", age=5)
            .dynasty("tudor", head="henry", ap=20).person("henry", "tudor", age=35).province("kent", "tudor"))


def visit(by: str = "louis", target: str = "rudolf", **flags: bool) -> dict[str, Any]:
    return {"action": "visit", "by": by, "target": target, **flags}


def ball(guests: list[str], by: str = "louis", **flags: bool) -> dict[str, Any]:
    return {"action": "ball", "by": by, "guests": guests, **flags}


def facts(state: GameState, learner: str, subject: str) -> dict[str, Any]:
    return {f.fact: f.value for f in known_facts(state, learner, subject)}


def reputation(state: GameState, did: str) -> int:
    return state.dynasties[did].reputation


def step4(t: Turn, cid: str) -> list[tuple[int, str]]:
    return [(c.amount, c.cause) for c in trait_moods(t, cid, {})]


# -- ACT-visit -----------------------------------------------------------------------------------------------


def test_act_visit_is_public_concerns_the_target_dynasty_and_hides_the_facts(rules: Rules) -> None:
    """ACT table, visit: "public; executor visits a member of another dynasty"; INFO-3: the chronicle shows
    the visit, not what was learned."""
    state = two_houses().build()
    state.characters["rudolf"].traits = ["smart"]
    t = play(state, rules, {"valois": [visit()]})
    [outcome] = outcomes(t, "visit")
    assert outcome.public and outcome.concerns == ["habsburg"] and outcome.dynasty == "valois"
    assert outcome.params == {"n": 1, "by": "louis", "target": "rudolf", "target_dynasty": "habsburg"}
    assert t.ap_spent["valois"] == rules.actions.visit.ap
    assert reputation(state, "valois") == reputation(state, "habsburg") == START


def test_act_visit_fails_on_an_isolated_target(rules: Rules) -> None:
    """ACT-isolate: an isolated character "cannot be visited"; ACT-0: the AP are spent, nothing learned. The
    visitor's dynasty is told he was not received, never that he is isolated (INFO-3: isolation is hidden)."""
    state = two_houses().person("ferdinand", "habsburg", age=20, isolated=True).build()
    t = play(state, rules, {"valois": [visit(target="ferdinand")]})
    failed = the(t, "action-failed")
    assert (failed["reason"], failed["who"]) == ("not-received", "ferdinand")
    assert t.ap_spent["valois"] == rules.actions.visit.ap
    assert not outcomes(t, "visit") and not state.knowledge and not t.interacted


def test_act_visit_fails_on_a_dead_or_own_target(rules: Rules) -> None:
    """ACT-0: a target that is dead, or not in another dynasty, makes the action fail."""
    state = two_houses().build()
    state.characters["rudolf"].alive = False
    t = play(state, rules, {"valois": [visit(), visit(by="charles", target="anne")]}, check=False)
    assert [(o.params["reason"], o.params["who"]) for o in outcomes(t, "action-failed")] == [
        ("dead", "rudolf"), ("not-other-dynasty", "anne")]
    assert not outcomes(t, "visit")


def test_act_visit_sabotaged_by_a_disloyal_visitor_does_nothing(rules: Rules) -> None:
    """SAB-1: a visitor with loyalty ≤ 1 may abort the visit; nothing is learned."""
    state = two_houses().build()
    state.characters["charles"].loyalty = 1
    t = play(state, rules, {"valois": [visit(by="charles")]}, {key("valois", "visit-1", "sabotage"): 1})
    assert the(t, "sabotaged")["by"] == "charles"
    assert not outcomes(t, "visit") and not state.knowledge


# -- INFO-2, INFO-4 ---------------------------------------------------------------------------------------------


def test_info_2_visit_teaches_traits_and_loyalty_both_ways_but_not_the_visitors_loyalty(rules: Rules) -> None:
    """INFO-2 and ACT-visit: the visitor's dynasty learns the target's traits and loyalty; the target's
    dynasty learns the visitor's traits only."""
    state = two_houses().build()
    state.characters["rudolf"].traits, state.characters["rudolf"].loyalty = ["smart"], 2
    state.characters["louis"].traits = ["workaholic"]
    play(state, rules, {"valois": [visit()]})
    assert facts(state, "valois", "rudolf") == {"traits": ["smart"], "loyalty": 2}
    assert facts(state, "habsburg", "louis") == {"traits": ["workaholic"]}
    assert facts(state, "habsburg", "rudolf") == {} and facts(state, "valois", "louis") == {}


def test_info_2_ball_teaches_each_guest_and_each_guest_dynasty_learns_the_host(rules: Rules) -> None:
    """INFO-2 and ACT-ball: "learns each guest's traits and loyalty; each guest's dynasty learns the host's
    traits"."""
    state = three_houses().build()
    state.characters["henry"].loyalty = 4
    state.characters["louis"].traits = ["smart"]
    play(state, rules, {"valois": [ball(["rudolf", "henry"])]})
    assert facts(state, "valois", "rudolf") == {"traits": [], "loyalty": 3}
    assert facts(state, "valois", "henry") == {"traits": [], "loyalty": 4}
    assert facts(state, "habsburg", "louis") == facts(state, "tudor", "louis") == {"traits": ["smart"]}
    assert facts(state, "valois", "ferdinand") == {}


def test_info_4_a_visit_records_the_turn_and_is_not_updated_until_learned_again(rules: Rules) -> None:
    """INFO-4: a learned fact carries the turn it was learned, and is not updated unless learned again."""
    state = two_houses(turn=5).build()
    play(state, rules, {"valois": [visit()]})
    [loyalty] = [f for f in known_facts(state, "valois", "rudolf") if f.fact == "loyalty"]
    assert (loyalty.value, loyalty.turn, loyalty.source) == (3, 5, "visit")
    state.characters["rudolf"].loyalty = 1
    assert facts(state, "valois", "rudolf")["loyalty"] == 3


# -- AGE-1 ----------------------------------------------------------------------------------------------------


def test_age_1_a_child_may_be_visited(rules: Rules) -> None:
    """AGE-1: other dynasties cannot use a child "for any action except 'Visit'"."""
    state = three_houses().build()
    t = play(state, rules, {"valois": [visit(target="max")]})
    assert the(t, "visit")["target"] == "max"
    assert facts(state, "valois", "max") == {"traits": [], "loyalty": 3}


def test_age_1_a_child_cannot_be_a_ball_guest(rules: Rules) -> None:
    """AGE-1: a child cannot be invited; a ball with no valid guest fails, its AP spent, its coins not."""
    state = three_houses().build()
    balance = state.dynasties["valois"].balance
    t = play(state, rules, {"valois": [ball(["max"])]})
    failed = the(t, "action-failed")
    assert (failed["reason"], failed["who"]) == ("no-valid-guest", "max")
    assert state.dynasties["valois"].balance == balance
    assert reputation(state, "valois") == START


# -- ACT-ball -------------------------------------------------------------------------------------------------


def test_act_ball_costs_its_coins_and_raises_the_host(rules: Rules) -> None:
    """ACT table, ball: 4 AP, 20 coins, public, "host dynasty +5 reputation"."""
    state = three_houses().build()
    balance = state.dynasties["valois"].balance
    t = play(state, rules, {"valois": [ball(["rudolf", "ferdinand", "henry"])]})
    [outcome] = outcomes(t, "ball")
    assert outcome.public and outcome.concerns == ["habsburg", "tudor"]
    assert outcome.params["guests"] == ["rudolf", "ferdinand", "henry"]
    assert state.dynasties["valois"].balance == balance - 20
    assert t.ap_spent["valois"] == rules.actions.ball.ap
    assert reputation(state, "valois") == START + 5
    assert t.interacted == {"habsburg", "tudor"}


def test_act_ball_skips_an_invalid_guest_and_still_happens(rules: Rules) -> None:
    """ACT-0, ACT-ball: a guest no longer valid is skipped, with the reason; the others still come."""
    state = three_houses().build()
    state.characters["rudolf"].isolated = True
    t = play(state, rules, {"valois": [ball(["rudolf", "max", "henry"])]})
    assert the(t, "ball")["guests"] == ["henry"]
    assert [(o.params["guest"], o.params["reason"]) for o in outcomes(t, "ball-guest-skipped")] == [
        ("rudolf", "not-received"), ("max", "too-young")]
    assert all(not o.public for o in outcomes(t, "ball-guest-skipped"))
    assert facts(state, "valois", "rudolf") == {} and "loyalty" in facts(state, "valois", "henry")
    assert t.interacted == {"tudor"}


# -- the traits -------------------------------------------------------------------------------------------------


def test_trait_paranoid_a_visit_makes_the_target_dynasty_interacted(rules: Rules) -> None:
    """TRAIT-paranoid: −1 mood in a turn other dynasties interacted with his dynasty (visit), +1 otherwise."""
    state = two_houses().build()
    state.characters["rudolf"].traits = ["paranoid"]
    state.characters["louis"].traits = ["paranoid"]
    t = play(state, rules, {"valois": [visit()]})
    assert t.interacted == {"habsburg"}
    assert step4(t, "rudolf") == [(-1, "paranoid.interacted")]
    assert step4(t, "louis") == [(1, "paranoid.otherwise")]


def test_trait_recluse_minus_one_mood_for_each_visit_not_for_a_ball(rules: Rules) -> None:
    """TRAIT-recluse: "−1 mood for each visit to him" — two visits, two; a ball is no visit."""
    state = three_houses().build()
    state.characters["rudolf"].traits = ["recluse"]
    state.characters["henry"].traits = ["recluse"]
    t = play(state, rules, {"valois": [visit(), visit(by="charles"), ball(["henry"], by="anne")]})
    assert moods(t, "rudolf") == [(-1, "recluse.per_visit"), (-1, "recluse.per_visit")]
    assert moods(t, "henry") == []


def test_trait_gossip_a_visit_costs_the_target_dynasty_10_and_pleases_him(rules: Rules) -> None:
    """TRAIT-gossip: on a public action of his dynasty aimed at another, that dynasty loses 10 and he gets +1
    mood — though he did not act himself."""
    state = two_houses().build()
    state.characters["anne"].traits = ["gossip"]
    t = play(state, rules, {"valois": [visit()]})
    assert reputation(state, "habsburg") == START - 10
    assert reputation(state, "valois") == START
    assert t.lowered_other["valois"] == {"anne"}
    assert moods(t, "anne") == [(1, "gossip.public_action")]
    assert t.reputation_lost["habsburg"] == [(-10, "valois")]


def test_trait_gossip_doubled_costs_his_own_dynasty_10(rules: Rules) -> None:
    """TRAIT-gossip: "The order may double that loss, costing his own dynasty 10 reputation"."""
    state = two_houses().build()
    state.characters["anne"].traits = ["gossip"]
    play(state, rules, {"valois": [visit(double_gossip=True)]})
    assert reputation(state, "habsburg") == START - 20
    assert reputation(state, "valois") == START - 10


def test_trait_gossip_a_ball_hits_each_invited_dynasty_once(rules: Rules) -> None:
    """TRAIT-gossip at a ball: each invited dynasty once (two Habsburg guests, one loss), one mood."""
    state = three_houses().build()
    state.characters["anne"].traits = ["gossip"]
    t = play(state, rules, {"valois": [ball(["rudolf", "ferdinand", "henry"])]})
    assert reputation(state, "habsburg") == reputation(state, "tudor") == START - 10
    assert reputation(state, "valois") == START + 5
    assert moods(t, "anne") == [(1, "gossip.public_action")]


def test_trait_gossip_a_child_gossip_does_nothing(rules: Rules) -> None:
    """TRAIT-gossip, our reading with AGE-1: a Gossip under 15 takes part in no action, so he spreads no
    rumours of his house's visits (a baby with the trait would otherwise cost every visited house 10)."""
    state = two_houses().person("baby", "valois", age=5, traits=["gossip"], father="louis").build()
    t = play(state, rules, {"valois": [visit()]})
    assert reputation(state, "habsburg") == START and moods(t, "baby") == []


def test_trait_gossip_a_dead_gossip_does_nothing(rules: Rules) -> None:
    """TRAIT-gossip: only a living member of the acting dynasty."""
    state = two_houses().build()
    state.characters["anne"].traits = ["gossip"]
    state.characters["anne"].alive = False
    play(state, rules, {"valois": [visit()]}, check=False)
    assert reputation(state, "habsburg") == START


def test_trait_flatterer_a_visit_gives_the_target_dynasty_5(rules: Rules) -> None:
    """TRAIT-flatterer: on a public action of his dynasty aimed at another, that dynasty gains 5."""
    state = two_houses().build()
    state.characters["anne"].traits = ["flatterer"]
    t = play(state, rules, {"valois": [visit()]})
    assert reputation(state, "habsburg") == START + 5
    assert reputation(state, "valois") == START
    assert t.raised_other == {"anne"} and t.raised_by_other == {"habsburg"}


def test_trait_flatterer_tripled_costs_his_own_dynasty_5(rules: Rules) -> None:
    """TRAIT-flatterer: "The order may triple that gain, costing his own dynasty 5 reputation"."""
    state = three_houses().build()
    state.characters["anne"].traits = ["flatterer"]
    play(state, rules, {"valois": [ball(["rudolf", "henry"], triple_flattery=True)]})
    assert reputation(state, "habsburg") == reputation(state, "tudor") == START + 15
    assert reputation(state, "valois") == START + 5 - 5 - 5


def test_trait_proud_flags_set_by_flattery(rules: Rules) -> None:
    """TRAIT-proud: −1 mood when he raises another dynasty's reputation; +1 when someone raises his
    dynasty's (a Flatterer's gain sets both flags)."""
    state = two_houses().build()
    state.characters["anne"].traits = ["flatterer", "proud"]
    state.characters["rudolf"].traits = ["proud"]
    state.characters["louis"].traits = ["proud"]
    t = play(state, rules, {"valois": [visit()]})
    assert step4(t, "anne") == [(-1, "proud.raised_other")]
    assert step4(t, "rudolf") == [(1, "proud.raised_by_other")]
    assert step4(t, "louis") == []


def test_trait_bad_manners_a_visit_costs_his_dynasty_10(rules: Rules) -> None:
    """TRAIT-bad_manners: −10 reputation to his dynasty for each public action he executes (visit, ball)."""
    state = three_houses().build()
    state.characters["louis"].traits = ["bad_manners"]
    state.characters["anne"].traits = ["bad_manners"]
    play(state, rules, {"valois": [visit(), ball(["henry"], by="anne")]})
    assert reputation(state, "valois") == START - 10 + 5 - 10
    assert reputation(state, "habsburg") == reputation(state, "tudor") == START


def test_info_3_the_visitor_is_not_told_that_his_host_is_isolated(rules: Rules) -> None:
    """INFO-3: isolation is not among the public facts, so the visitor's report says only that the visit
    could not take place (ACT-isolate: an isolated character "cannot be visited")."""
    state = two_houses().person("ferdinand", "habsburg", age=20, isolated=True).build()
    t = play(state, rules, {"valois": [visit(target="ferdinand")]})
    failed = next(o for o in t.outcomes if o.kind == "action-failed")
    ru = happening_text(failed.to_data(), "ru", display_names(state))
    en = happening_text(failed.to_data(), "en", display_names(state))
    assert ru.startswith("Из визита Louis ничего не вышло: Ferdinand не принимает гостей.") and "изоляц" not in ru, ru
    assert en.startswith("Nothing came of Louis's visit: Ferdinand receives no guests.") and "isolat" not in en, en
