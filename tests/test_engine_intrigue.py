"""Master step 1, the intrigue actions Spy, Gossip, Conspiracy and Assassinate (ACT table, ACT-0 discovery,
ALLY-4, ERA-3, INFO-2) and the traits that bear on them (Honest, Paranoid, Devoted, Insidious, TRAIT-R2):
`dynasty.engine.intrigue`. Every die is scripted by key (strict: an unscripted roll fails the test).

The world: the Valois (Louis, head; Anne; their son Charles, 20) and the Habsburgs (Rudolf, head, 30;
his son Ferdinand, 20), at turn 5 — the Age of Intrigue (ERA-3: discovery checks at −1)."""

from __future__ import annotations

from typing import Any

from dynasty.engine.deaths import age_and_die
from dynasty.game.learned import known_facts
from dynasty.game.rules import Rules
from dynasty.game.state import GameState
from dynasty.reports.texts import happening_text
from dynasty.reports.words import display_names
from tests.builders import StateBuilder, skills
from tests.test_engine_actions import key, moods, outcomes, play, the, two_houses

START = 80  # rules.yaml start.reputation


def houses(turn: int = 5, **ferdinand: Any) -> StateBuilder:
    return two_houses(turn).person("ferdinand", "habsburg", age=20, father="rudolf", **ferdinand)


def allied(turn: int = 5) -> StateBuilder:
    """ALLY-1: Louis's daughter Isabelle lives among the Habsburgs."""
    return houses(turn).person("isabelle", "habsburg", sex="f", age=20, father="louis", mother="anne",
                               birth_dynasty="valois")


def spy(target: str = "ferdinand", by: str = "charles") -> dict[str, Any]:
    return {"action": "spy", "by": by, "target": target}


def gossip(target: str = "habsburg", by: str = "anne") -> dict[str, Any]:
    return {"action": "gossip", "by": by, "target": target}


def conspiracy(bribe: int = 30, target: str = "ferdinand", by: str = "charles") -> dict[str, Any]:
    return {"action": "conspiracy", "by": by, "target": target, "bribe": bribe}


def assassinate(target: str = "ferdinand", by: str = "charles", agent: str | None = None) -> dict[str, Any]:
    means: dict[str, Any] = {"agent": agent} if agent is not None else {"mercenary": True}
    return {"action": "assassinate", "by": by, "target": target, **means}


def reputation(state: GameState, did: str) -> int:
    return state.dynasties[did].reputation


def facts(state: GameState, learner: str, subject: str) -> dict[str, Any]:
    return {f.fact: (f.value, f.source) for f in known_facts(state, learner, subject)}


def told(t: Any, did: str) -> list[tuple[str, dict[str, Any]]]:
    """What the outcomes of step 1 tell `did` about the intrigue (not its own actions)."""
    return [(o.kind, o.params) for o in t.outcomes if o.dynasty == did and o.step == "actions"]


# -- ACT-spy ---------------------------------------------------------------------------------------------------


def test_act_spy_success_learns_every_members_facts_and_the_balance_and_army(rules: Rules) -> None:
    """ACT-spy: 1d6 5 + intrigue 3 − loyalty 3 = 5 ≥ 5: the members' traits, loyalties, skills; the
    dynasty's balance and army (INFO-2). Undiscovered (1 + 3 − 1 < 8): no penalty, the target told nothing."""
    state = houses(loyalty=3).build()
    state.characters["rudolf"].traits = ["smart"]
    state.dynasties["habsburg"].balance = 55
    t = play(state, rules, {"valois": [spy()]},
             dice={key("valois", "spy-1", "check"): 5, key("valois", "spy-1", "discovery"): 1})
    result = the(t, "spy")
    assert result["success"] and result["discovered"] is False and result["learned"] == ["rudolf", "ferdinand"]
    assert facts(state, "valois", "rudolf") == {"traits": (["smart"], "spy"), "loyalty": (3, "spy"),
                                                "skills": (skills().as_dict(), "spy")}
    assert set(facts(state, "valois", "ferdinand")) == {"traits", "loyalty", "skills"}
    assert facts(state, "valois", "habsburg") == {"balance": (55, "spy"), "army": (rules.start.army, "spy")}
    assert reputation(state, "valois") == START
    assert told(t, "habsburg") == []
    assert t.plotted["valois"] == {"charles"} and "habsburg" in t.interacted
    assert t.ap_spent["valois"] == rules.actions.spy.ap - 1  # ERA-3


def test_act_spy_below_the_tn_learns_nothing_and_rolls_no_discovery(rules: Rules) -> None:
    """ACT-spy: 4 + 3 − 3 = 4 < 5: nothing learned; no discovery die (a strict die would fail the test)."""
    state = houses().build()
    t = play(state, rules, {"valois": [spy()]}, dice={key("valois", "spy-1", "check"): 4})
    assert the(t, "spy")["success"] is False
    assert not state.knowledge and reputation(state, "valois") == START
    assert t.plotted["valois"] == {"charles"}


def test_act_spy_discovered_costs_20_and_names_the_executor_to_the_target(rules: Rules) -> None:
    """ACT-0: 6 + best intrigue 3 − 1 (ERA-3) = 8 ≥ 8: discovered; the target told the executor's name, the
    acting dynasty −20."""
    state = houses().build()
    t = play(state, rules, {"valois": [spy()]},
             dice={key("valois", "spy-1", "check"): 5, key("valois", "spy-1", "discovery"): 6})
    assert the(t, "spy")["discovered"] is True
    assert reputation(state, "valois") == START + rules.actions.spy.discovery_penalty
    assert the(t, "plot-discovered") == {"action": "spy", "by": "charles", "plotter": "valois", "n": 1}
    assert outcomes(t, "plot-discovered")[0].dynasty == "habsburg"


def test_act_spy_cannot_target_a_head(rules: Rules) -> None:
    """ACT-spy: a non-head member; ACT-0: the AP are spent, nothing else."""
    state = houses().build()
    t = play(state, rules, {"valois": [spy("rudolf")]}, check=False)
    assert (the(t, "action-failed")["reason"], the(t, "action-failed")["who"]) == ("target-head", "rudolf")
    assert not outcomes(t, "spy") and not state.knowledge


def test_act_spy_an_isolated_target_fails_automatically(rules: Rules) -> None:
    state = houses(isolated=True).build()
    t = play(state, rules, {"valois": [spy()]})
    assert the(t, "spy")["reason"] == "isolated" and not state.knowledge


def test_ally_4_a_discovered_spy_on_an_ally_costs_double(rules: Rules) -> None:
    state = allied().build()
    play(state, rules, {"valois": [spy()]},
         dice={key("valois", "spy-1", "check"): 5, key("valois", "spy-1", "discovery"): 6})
    assert reputation(state, "valois") == START + 2 * rules.actions.spy.discovery_penalty


def test_era_3_discovery_checks_are_at_minus_1_in_the_age_of_intrigue(rules: Rules) -> None:
    """ERA-3: 6 + 2 − 1 = 7 < 8 at turn 5; the same 6 + 2 = 8 discovers at turn 1 (Age of Discovery)."""
    low = skills(intrigue=2)
    for turn, discovered in ((5, False), (1, True)):
        state = houses(turn, skill_values=low).build()
        state.characters["rudolf"].skills = low
        t = play(state, rules, {"valois": [spy()]}, dice={key("valois", "spy-1", "check", turn): 5,
                                                          key("valois", "spy-1", "discovery", turn): 6})
        assert the(t, "spy")["discovered"] is discovered
        assert reputation(state, "valois") == START + (rules.actions.spy.discovery_penalty if discovered else 0)


def test_trait_r2_a_beautiful_executor_halves_the_discovery_penalty(rules: Rules) -> None:
    state = houses().build()
    state.characters["charles"].traits = ["beautiful"]
    play(state, rules, {"valois": [spy()]},
         dice={key("valois", "spy-1", "check"): 5, key("valois", "spy-1", "discovery"): 6})
    assert reputation(state, "valois") == START - 10


def test_info_2_spy_facts_never_reach_the_chronicle_or_the_target(rules: Rules) -> None:
    """INFO-2, INFO-3: what the spy learned is only in the acting dynasty's knowledge; no public outcome,
    and the acting dynasty's outcome does not carry the target's hidden modifier (loyalty, traits)."""
    state = houses(loyalty=1, traits=["devoted"]).build()
    t = play(state, rules, {"valois": [spy()]},
             dice={key("valois", "spy-1", "check"): 6, key("valois", "spy-1", "discovery"): 6})
    assert not [o for o in t.outcomes if o.public]
    result = the(t, "spy")
    assert result["success"] is True and "loyalty" not in result and "total" not in result
    assert told(t, "habsburg") == [("plot-discovered", {"action": "spy", "by": "charles", "plotter": "valois",
                                                        "n": 1})]
    assert not state.knowledge.get("habsburg")


# -- traits on spying --------------------------------------------------------------------------------------------


def test_trait_devoted_recruiting_him_is_at_minus_3(rules: Rules) -> None:
    """TRAIT-devoted: 6 + 3 − 2 − 3 = 4 < 5 (without the trait 7 would succeed)."""
    state = houses(loyalty=2, traits=["devoted"]).build()
    t = play(state, rules, {"valois": [spy()]}, dice={key("valois", "spy-1", "check"): 6})
    assert the(t, "spy")["success"] is False and not state.knowledge


def test_trait_paranoid_recruiting_him_is_at_minus_5(rules: Rules) -> None:
    """TRAIT-paranoid: 6 + 3 − 0 − 5 = 4 < 5."""
    state = houses(loyalty=0, traits=["paranoid"]).build()
    t = play(state, rules, {"valois": [spy()]}, dice={key("valois", "spy-1", "check"): 6})
    assert the(t, "spy")["success"] is False


def test_trait_paranoid_his_dynasty_learns_who_recruited_and_who_spied(rules: Rules) -> None:
    """TRAIT-paranoid: while a Paranoid member lives, a spy on his dynasty is told to it, undiscovered too."""
    state = houses().build()
    state.characters["rudolf"].traits = ["paranoid"]
    t = play(state, rules, {"valois": [spy()]},
             dice={key("valois", "spy-1", "check"): 5, key("valois", "spy-1", "discovery"): 1})
    assert the(t, "spy")["discovered"] is False
    assert told(t, "habsburg") == [("spied-on", {"action": "spy", "recruiter": "charles", "spy": "ferdinand",
                                                 "plotter": "valois"})]
    assert reputation(state, "valois") == START


def test_trait_honest_spy_and_conspiracy_aimed_at_him_fail_automatically(rules: Rules) -> None:
    """TRAIT-honest: no die is rolled (strict dice), nothing learned, nobody turned; the AP are spent."""
    state = houses(traits=["honest"]).build()
    t = play(state, rules, {"valois": [spy(), conspiracy(by="anne")]})
    assert the(t, "spy")["reason"] == the(t, "conspiracy")["reason"] == "refused"
    assert not state.knowledge and state.characters["ferdinand"].dynasty == "habsburg"
    assert t.plotted["valois"] == {"charles", "anne"}


def test_trait_insidious_escapes_on_1_and_loses_the_trait(rules: Rules) -> None:
    """TRAIT-insidious: a discovery would follow → 1d2; on 1 no penalty, the target is told nothing, the
    trait disappears (skills stay); +1 mood for doing a Spy."""
    state = houses().build()
    state.characters["charles"].traits = ["insidious"]
    t = play(state, rules, {"valois": [spy()]},
             dice={key("valois", "spy-1", "check"): 5, key("valois", "spy-1", "discovery"): 6,
                   key("valois", "spy-1", "escape"): 1})
    assert the(t, "spy")["escaped"] is True
    assert reputation(state, "valois") == START and told(t, "habsburg") == []
    assert state.characters["charles"].traits == [] and state.characters["charles"].skills == skills()
    assert (1, "insidious.own_plot") in moods(t, "charles")


def test_trait_insidious_on_2_pays_and_keeps_the_trait(rules: Rules) -> None:
    state = houses().build()
    state.characters["charles"].traits = ["insidious"]
    play(state, rules, {"valois": [spy()]},
         dice={key("valois", "spy-1", "check"): 5, key("valois", "spy-1", "discovery"): 6,
               key("valois", "spy-1", "escape"): 2})
    assert reputation(state, "valois") == START + rules.actions.spy.discovery_penalty
    assert state.characters["charles"].traits == ["insidious"]


def test_trait_insidious_rolls_no_escape_die_without_a_consequence(rules: Rules) -> None:
    state = houses().build()
    state.characters["charles"].traits = ["insidious"]
    play(state, rules, {"valois": [spy()]},
         dice={key("valois", "spy-1", "check"): 5, key("valois", "spy-1", "discovery"): 1})
    assert state.characters["charles"].traits == ["insidious"]


# -- ACT-gossip --------------------------------------------------------------------------------------------------


def test_act_gossip_success_costs_the_target_15_and_counts_for_honest(rules: Rules) -> None:
    """ACT-gossip: 4 + intrigue 3 = 7 ≥ 7: the target dynasty −15 (source: the acting dynasty); not a plot."""
    state = houses().build()
    t = play(state, rules, {"valois": [gossip()]},
             dice={key("valois", "gossip-1", "check"): 4, key("valois", "gossip-1", "discovery"): 1})
    assert reputation(state, "habsburg") == START + rules.actions.gossip.reputation
    assert t.reputation_lost["habsburg"] == [(-15, "valois")]
    assert t.lowered_other["valois"] == {"anne"} and not t.plotted.get("valois")
    assert reputation(state, "valois") == START and told(t, "habsburg") == []


def test_act_gossip_below_the_tn_does_nothing(rules: Rules) -> None:
    state = houses().build()
    t = play(state, rules, {"valois": [gossip()]}, dice={key("valois", "gossip-1", "check"): 3})
    assert reputation(state, "habsburg") == START and not t.lowered_other.get("valois")


def test_act_gossip_discovered_costs_20(rules: Rules) -> None:
    state = houses().build()
    t = play(state, rules, {"valois": [gossip()]},
             dice={key("valois", "gossip-1", "check"): 4, key("valois", "gossip-1", "discovery"): 6})
    assert reputation(state, "valois") == START + rules.actions.gossip.discovery_penalty
    assert the(t, "plot-discovered")["by"] == "anne"


def test_ally_4_discovered_gossip_against_an_ally_costs_double(rules: Rules) -> None:
    state = allied().build()
    play(state, rules, {"valois": [gossip()]},
         dice={key("valois", "gossip-1", "check"): 4, key("valois", "gossip-1", "discovery"): 6})
    assert reputation(state, "valois") == START + 2 * rules.actions.gossip.discovery_penalty


# -- ACT-conspiracy -----------------------------------------------------------------------------------------------


def test_act_conspiracy_turns_the_target_alone_at_loyalty_3(rules: Rules) -> None:
    """ACT-conspiracy: 3 + 3 + 30/10 − 2 × 1 = 7 ≥ 7: Ferdinand joins the Valois at loyalty 3; his marriage
    stays; the bribe was paid."""
    state = houses(loyalty=1).person("sophie", "habsburg", sex="f", age=20, spouse="ferdinand").build()
    balance = state.dynasties["valois"].balance
    t = play(state, rules, {"valois": [conspiracy()]},
             dice={key("valois", "conspiracy-1", "check"): 3, key("valois", "conspiracy-1", "discovery"): 1})
    ferdinand = state.characters["ferdinand"]
    assert (ferdinand.dynasty, ferdinand.loyalty, ferdinand.spouse) == ("valois", 3, "sophie")
    assert state.characters["sophie"].dynasty == "habsburg"
    assert state.dynasties["valois"].balance == balance - 30
    assert the(t, "conspiracy")["success"] and the(t, "conspiracy")["bribe_bonus"] == 3
    assert t.plotted["valois"] == {"charles"} and reputation(state, "valois") == START


def test_act_conspiracy_a_smaller_bribe_fails(rules: Rules) -> None:
    """ACT-conspiracy: 3 + 3 + 10/10 − 2 = 5 < 7."""
    state = houses(loyalty=1).build()
    t = play(state, rules, {"valois": [conspiracy(bribe=10)]}, dice={key("valois", "conspiracy-1", "check"): 3})
    assert the(t, "conspiracy")["success"] is False and state.characters["ferdinand"].dynasty == "habsburg"


def test_act_conspiracy_discovered_costs_30(rules: Rules) -> None:
    """ACT-conspiracy: discovery TN 7: 5 + 3 − 1 = 7."""
    state = houses(loyalty=1).build()
    t = play(state, rules, {"valois": [conspiracy()]},
             dice={key("valois", "conspiracy-1", "check"): 3, key("valois", "conspiracy-1", "discovery"): 5})
    assert reputation(state, "valois") == START + rules.actions.conspiracy.discovery_penalty
    assert outcomes(t, "plot-discovered")[0].dynasty == "habsburg"


def test_trait_devoted_conspiracy_is_at_minus_3(rules: Rules) -> None:
    """TRAIT-devoted: 6 + 3 + 3 − 2 × 2 − 3 = 5 < 7 (8 without the trait)."""
    state = houses(loyalty=2, traits=["devoted"]).build()
    t = play(state, rules, {"valois": [conspiracy()]}, dice={key("valois", "conspiracy-1", "check"): 6})
    assert the(t, "conspiracy")["success"] is False


# -- ACT-assassinate ----------------------------------------------------------------------------------------------


def test_act_assassinate_by_mercenary_kills_publicly_and_pays_30(rules: Rules) -> None:
    """ACT-assassinate: 3 + intrigue 5 = 8 ≥ 8; the death is public, the assassin is not named in it."""
    state = houses().build()
    state.characters["charles"].skills = skills(intrigue=5)
    balance = state.dynasties["valois"].balance
    t = play(state, rules, {"valois": [assassinate()]},
             dice={key("valois", "assassinate-1", "check"): 3, key("valois", "assassinate-1", "discovery"): 1})
    ferdinand = state.characters["ferdinand"]
    assert not ferdinand.alive and ferdinand.death is not None and ferdinand.death.cause == "assassination"
    [death] = outcomes(t, "death")
    assert death.public and death.dynasty == "habsburg" and "charles" not in str(death.to_data())
    assert state.dynasties["valois"].balance == balance - rules.actions.assassinate.mercenary_coins
    assert t.plotted["valois"] == {"charles"} and reputation(state, "valois") == START


def test_act_assassinate_a_head_needs_10_and_is_succeeded_at_step_3(rules: Rules) -> None:
    """ACT-assassinate: against a head TN 10 (4 + 5 = 9 fails, 5 + 5 = 10 kills); SUCC-5: at step 3 the
    dynasty whose head died gets his son."""
    state = houses().build()
    state.characters["charles"].skills = skills(intrigue=5)
    t = play(state, rules, {"valois": [assassinate("rudolf")]},
             dice={key("valois", "assassinate-1", "check"): 4})
    assert state.characters["rudolf"].alive and the(t, "assassinate")["success"] is False
    state = houses().build()
    state.characters["charles"].skills = skills(intrigue=5)
    t = play(state, rules, {"valois": [assassinate("rudolf")]},
             dice={key("valois", "assassinate-1", "check"): 5, key("valois", "assassinate-1", "discovery"): 1},
             check=False)
    assert not state.characters["rudolf"].alive
    age_and_die(t)
    assert state.dynasties["habsburg"].head == "ferdinand"
    assert the(t, "new-head")["previous"] == "rudolf"


def test_act_assassinate_by_an_agent_recruited_against_6(rules: Rules) -> None:
    """ACT-assassinate: the agent Ferdinand (loyalty 1): 4 + 3 − 1 = 6 ≥ 6, then the kill succeeds; no coins."""
    state = houses(loyalty=1).build()
    balance = state.dynasties["valois"].balance
    play(state, rules, {"valois": [assassinate("rudolf", agent="ferdinand")]},
         dice={key("valois", "assassinate-1", "check"): 4, key("valois", "assassinate-1", "discovery"): 1},
         check=False)
    assert not state.characters["rudolf"].alive
    assert state.dynasties["valois"].balance == balance


def test_act_assassinate_an_agent_who_refuses(rules: Rules) -> None:
    state = houses(loyalty=1).build()
    play(state, rules, {"valois": [assassinate("rudolf", agent="ferdinand")]},
         dice={key("valois", "assassinate-1", "check"): 3})
    assert state.characters["rudolf"].alive


def test_act_assassinate_an_isolated_target_only_by_mercenary(rules: Rules) -> None:
    state = houses().person("otto", "habsburg", age=25).build()
    state.characters["ferdinand"].isolated = True
    state.characters["charles"].skills = skills(intrigue=5)
    t = play(state, rules, {"valois": [assassinate(agent="otto")]})
    assert the(t, "assassinate")["reason"] == "isolated" and state.characters["ferdinand"].alive
    play(state, rules, {"valois": [assassinate()]},
         dice={key("valois", "assassinate-1", "check"): 3, key("valois", "assassinate-1", "discovery"): 1})
    assert not state.characters["ferdinand"].alive


def test_trait_paranoid_cannot_be_killed_by_mercenary_or_by_his_own_clan(rules: Rules) -> None:
    """TRAIT-paranoid: both ways fail, and no die is rolled."""
    state = houses(traits=["paranoid"]).person("otto", "habsburg", age=25).build()
    t = play(state, rules, {"valois": [assassinate(), assassinate(by="anne", agent="otto")]})
    assert [o.params["reason"] for o in outcomes(t, "assassinate")] == ["paranoid", "paranoid"]
    assert state.characters["ferdinand"].alive


def test_info_2_a_failed_assassination_does_not_tell_the_target_is_paranoid(rules: Rules) -> None:
    """INFO-2: traits of another dynasty are learned only by Spy, Visit and Ball — the plotter is told that
    the target was out of reach, never why (TRAIT-paranoid)."""
    state = houses(traits=["paranoid"]).build()
    t = play(state, rules, {"valois": [assassinate()]})
    outcome = outcomes(t, "assassinate")[0].to_data()
    for language, trait in (("ru", "Паранойя"), ("en", "Paranoid")):
        text = happening_text(outcome, language, display_names(state))
        assert trait not in text and "paranoid" not in text.lower(), text


def test_act_assassinate_the_agent_is_never_a_head(rules: Rules) -> None:
    """ACT-assassinate: the agent is recruited "as Spy", and Spy recruits "a capable non-head member"; LOY-4:
    a head's loyalty counts as 5 — the Habsburg head Rudolf cannot be the agent (re-checked at resolution)."""
    state = houses().build()
    t = play(state, rules, {"valois": [assassinate(agent="rudolf")]})
    failed = the(t, "action-failed")
    assert (failed["reason"], failed["who"]) == ("agent-head", "rudolf")
    assert state.characters["ferdinand"].alive


def test_act_assassinate_discovered_costs_40(rules: Rules) -> None:
    state = houses().build()
    state.characters["charles"].skills = skills(intrigue=5)
    t = play(state, rules, {"valois": [assassinate()]},
             dice={key("valois", "assassinate-1", "check"): 3, key("valois", "assassinate-1", "discovery"): 5})
    assert reputation(state, "valois") == START + rules.actions.assassinate.discovery_penalty
    assert the(t, "plot-discovered")["by"] == "charles"


def test_ally_4_a_discovered_assassination_of_an_ally_costs_double(rules: Rules) -> None:
    state = allied().build()
    state.characters["charles"].skills = skills(intrigue=5)
    play(state, rules, {"valois": [assassinate()]},
         dice={key("valois", "assassinate-1", "check"): 3, key("valois", "assassinate-1", "discovery"): 5})
    assert reputation(state, "valois") == START + 2 * rules.actions.assassinate.discovery_penalty
