"""Master step 1, marriages between dynasties (MAR-1, MAR-2, MAR-7, MAR-8, VASSAL-3, VASSAL-6, DYN-7, the
action table's propose_marriage, accept_marriage and annul): `dynasty.engine.marriage`. Every die is scripted
by key; the Habsburgs' lower reputation settles the initiative of the diplomacy group without a die."""

from __future__ import annotations

from typing import Any

from dynasty.game.rules import Rules
from dynasty.game.state import GameState, Proposal
from tests.builders import StateBuilder
from tests.test_engine_actions import key, moods, outcomes, play, the, two_houses

START = 80  # rules.yaml start.reputation


def houses(**habsburg: Any) -> StateBuilder:
    """The Valois (Louis, Anne, their son Charles, 20) and the Habsburgs (Rudolf, 30; Maria, 20), who act
    first in a group (lower reputation)."""
    builder = two_houses().person("maria", "habsburg", sex="f", age=20)
    builder.dynasties["habsburg"].update({"reputation": 70, **habsburg})
    return builder


def propose(by: str = "charles", target: str = "maria", **terms: Any) -> dict[str, Any]:
    return {"action": "propose_marriage", "by": by, "target": target, "terms": terms}


def accept(by: str = "maria", target: str = "charles") -> dict[str, Any]:
    return {"action": "accept_marriage", "by": by, "target": target}


def balance(state: GameState, did: str) -> int:
    return state.dynasties[did].balance


def married(state: GameState, first: str, second: str) -> bool:
    return state.characters[first].spouse == second and state.characters[second].spouse == first


# -- the handshake -------------------------------------------------------------------------------------------


def test_act_propose_marriage_mirror_proposals_of_one_turn_marry_at_once(rules: Rules) -> None:
    """ACT table, propose_marriage: "if the other side orders the mirror proposal with the same terms ... in
    the same turn, they marry at once"; MAR-1: the wife goes to the husband's dynasty; DYN-7 dowry."""
    state = houses().build()
    before = balance(state, "valois"), balance(state, "habsburg")
    t = play(state, rules, {"valois": [propose(pay=10)], "habsburg": [propose("maria", "charles", ask=10)]})
    assert married(state, "charles", "maria")
    assert state.characters["maria"].dynasty == "valois"
    assert (balance(state, "valois"), balance(state, "habsburg")) == (before[0] - 10, before[1] + 10)
    marriage = outcomes(t, "marriage")
    assert len(marriage) == 1 and marriage[0].public and marriage[0].dynasty == "valois"
    assert marriage[0].concerns == ["habsburg"] and marriage[0].params["moved"] == "maria"
    assert state.proposals == []
    assert t.ap_spent["valois"] == rules.actions.propose_marriage.ap


def test_act_propose_marriage_proposals_that_do_not_mirror_both_stand(rules: Rules) -> None:
    """ACT table: only the mirror proposal "with the same terms" makes the wedding; otherwise each stands."""
    state = houses().build()
    play(state, rules, {"valois": [propose(pay=10)], "habsburg": [propose("maria", "charles", ask=20)]})
    assert state.characters["charles"].spouse is None
    assert sorted(p.by for p in state.proposals) == ["charles", "maria"]


def test_act_accept_marriage_before_the_mirror_proposal_of_the_same_turn(rules: Rules) -> None:
    """ACT table, accept_marriage: it "matches an identical proposal ordered by the other side this turn";
    the Habsburgs' accept resolves first, the Valois' proposal performs the wedding — and the chronicle tells
    them as they happened: the proposal, then its acceptance."""
    state = houses().build()
    t = play(state, rules, {"valois": [propose(ask=5)], "habsburg": [accept()]})
    assert [o.dynasty for o in t.outcomes if o.kind in ("accept", "proposal")] == ["valois", "habsburg"]
    assert the(t, "proposal")["answered"] is True and the(t, "accept")["n"] == 1
    assert married(state, "charles", "maria") and the(t, "marriage")["action"] == "propose_marriage"
    assert balance(state, "valois") - balance(state, "habsburg") == 10
    assert state.proposals == []


def test_act_accept_marriage_after_the_proposal_of_the_same_turn(rules: Rules) -> None:
    """The Valois accept after the Habsburgs' proposal of the same turn: the accept performs the wedding."""
    state = houses().person("blanche", "habsburg", sex="f", age=20).build()
    t = play(state, rules, {"habsburg": [propose("blanche", "charles")], "valois": [accept("charles", "blanche")]})
    assert married(state, "charles", "blanche") and the(t, "marriage")["action"] == "accept_marriage"


def test_act_propose_marriage_stands_and_is_accepted_next_turn(rules: Rules) -> None:
    """ACT table: "otherwise the proposal stands until the other side's next orders"; accept_marriage
    "accepts a proposal of the previous turn"."""
    state = houses().build()
    t = play(state, rules, {"valois": [propose(pay=10, ask=0)]})
    assert the(t, "proposal")["target"] == "maria" and outcomes(t, "proposal")[0].public
    assert state.proposals == [Proposal(kind="marriage", turn=5, dynasty="valois", by="charles", target="maria",
                                        terms={"pay": 10, "ask": 0, "vassal": None})]
    assert not outcomes(t, "marriage")
    state.turn = 6
    t = play(state, rules, {"habsburg": [accept()]})
    assert married(state, "charles", "maria") and state.characters["maria"].dynasty == "valois"
    assert the(t, "marriage")["pay"] == 10 and state.proposals == []


def test_act_propose_marriage_lapses_after_one_turn(rules: Rules) -> None:
    """A proposal stands until the other side's next orders only: two turns later it has lapsed, and an
    accept_marriage fails "no proposal" (ACT-0: its AP are spent)."""
    state = houses().build()
    play(state, rules, {"valois": [propose()]})
    state.turn = 7
    t = play(state, rules, {"habsburg": [accept()]})
    assert the(t, "proposal-lapsed")["by"] == "charles"
    failed = the(t, "action-failed")
    assert (failed["reason"], failed["who"]) == ("no-proposal", "charles")
    assert t.ap_spent["habsburg"] == rules.actions.accept_marriage.ap
    assert state.proposals == [] and state.characters["maria"].spouse is None


def test_act_accept_marriage_without_a_proposal_fails(rules: Rules) -> None:
    """accept_marriage needs a proposal of the previous turn or this turn's mirror proposal."""
    state = houses().build()
    t = play(state, rules, {"habsburg": [accept()]})
    assert the(t, "action-failed")["reason"] == "no-proposal"
    assert t.ap_spent["habsburg"] == rules.actions.accept_marriage.ap and state.proposals == []


def test_mar_2_propose_marriage_fails_on_a_married_or_same_sex_target(rules: Rules) -> None:
    """MAR-2: both unmarried and of opposite sex, re-checked when the action resolves (ACT-0)."""
    state = houses().build()
    t = play(state, rules, {"valois": [propose(target="rudolf"), propose(by="louis")]}, check=False)
    assert [o.params["reason"] for o in outcomes(t, "action-failed")] == ["same-sex", "married"]


# -- DYN-7: the dowry -------------------------------------------------------------------------------------------


def test_dyn_7_dowry_both_ways(rules: Rules) -> None:
    """ACT table: "dowry coins either way": pay goes from the proposer's dynasty, ask comes to it."""
    state = houses().build()
    before = balance(state, "valois"), balance(state, "habsburg")
    play(state, rules, {"valois": [propose(pay=15, ask=5)], "habsburg": [accept()]})
    assert (balance(state, "valois"), balance(state, "habsburg")) == (before[0] - 10, before[1] + 10)


def test_dyn_7_not_enough_coins_makes_the_wedding_fail(rules: Rules) -> None:
    """DYN-7: a payment that cannot be made in full is not made and the wedding fails; nothing moves."""
    state = houses(balance=3).build()
    before = balance(state, "valois"), balance(state, "habsburg")
    t = play(state, rules, {"valois": [propose(pay=10, ask=5)], "habsburg": [accept()]})
    assert the(t, "marriage-failed")["reason"] == "not-enough-coins" and not outcomes(t, "marriage")
    assert (balance(state, "valois"), balance(state, "habsburg")) == before
    assert state.characters["charles"].spouse is None and state.characters["maria"].dynasty == "habsburg"


# -- VASSAL-3, VASSAL-6: vassalage in the terms ------------------------------------------------------------------


def test_vassal_3_vassalage_as_a_condition_of_marriage(rules: Rules) -> None:
    """VASSAL-3: "Vassalage can be a condition ... of marriage": the named dynasty becomes the other's vassal."""
    state = houses().build()
    t = play(state, rules, {"valois": [propose(vassal="habsburg")], "habsburg": [accept()]})
    assert state.dynasties["habsburg"].lord == "valois" and state.dynasties["valois"].lord is None
    assert the(t, "marriage")["lord"] == "valois"


def test_vassal_6_a_cycle_is_refused_and_the_wedding_happens(rules: Rules) -> None:
    """VASSAL-6: "a dynasty cannot become the vassal of its own vassal": the wedding without the vassalage."""
    state = houses().build()
    state.dynasties["valois"].lord = "habsburg"
    t = play(state, rules, {"valois": [propose(vassal="habsburg")], "habsburg": [accept()]})
    assert married(state, "charles", "maria") and state.dynasties["habsburg"].lord is None
    marriage = the(t, "marriage")
    assert (marriage["vassalage_refused"], marriage["lord"]) == ("vassal-cycle", None)


def test_vassal_6_a_vassal_has_one_lord(rules: Rules) -> None:
    """VASSAL-6: "A vassal has one lord": a dynasty that has one keeps it."""
    state = (houses().dynasty("tudor", head="henry").person("henry", "tudor", age=35).province("kent", "tudor")
             .build())
    state.dynasties["habsburg"].lord = "tudor"
    t = play(state, rules, {"valois": [propose(vassal="habsburg")], "habsburg": [accept()]})
    assert married(state, "charles", "maria") and state.dynasties["habsburg"].lord == "tudor"
    assert the(t, "marriage")["vassalage_refused"] == "vassal-has-lord"


# -- MAR-1, MAR-2: who moves -------------------------------------------------------------------------------------


def heads(valois_head: str, habsburg_head: str) -> StateBuilder:
    """Unmarried Charles (Valois) and Maria (Habsburg), with the heads named."""
    return (StateBuilder(turn=5).dynasty("valois", head=valois_head, ap=20)
            .person("charles", "valois", age=20).person("louis", "valois", age=45)
            .dynasty("habsburg", head=habsburg_head, ap=20, reputation=70)
            .person("maria", "habsburg", sex="f", age=20).person("rudolf", "habsburg", age=45)
            .province("anjou", "valois").province("tyrol", "habsburg"))


def test_mar_1_a_wife_who_heads_her_dynasty_stays_and_the_husband_joins_her(rules: Rules) -> None:
    """MAR-1: "unless the wife is the head of her dynasty"; MAR-2: "If the wife is a head and the husband is
    not, he joins her dynasty"."""
    state = heads("louis", "maria").build()
    t = play(state, rules, {"valois": [propose()], "habsburg": [accept()]})
    assert married(state, "charles", "maria")
    assert state.characters["maria"].dynasty == "habsburg" and state.characters["charles"].dynasty == "habsburg"
    assert the(t, "marriage")["moved"] == "charles"


def test_mar_2_both_heads_each_stays(rules: Rules) -> None:
    """MAR-2: "if both are heads, each stays in his or her own"."""
    state = heads("charles", "maria").build()
    t = play(state, rules, {"valois": [propose()], "habsburg": [accept()]})
    assert married(state, "charles", "maria") and the(t, "marriage")["moved"] is None
    assert state.characters["maria"].dynasty == "habsburg" and state.characters["charles"].dynasty == "valois"


def test_mar_8_a_beautiful_spouse_gives_mood(rules: Rules) -> None:
    """MAR-8: "Marrying a character with Beautiful gives the other spouse +3 mood; with Ugly, −3"."""
    state = houses().build()
    state.characters["maria"].traits = ["beautiful"]
    state.characters["charles"].traits = ["ugly"]
    t = play(state, rules, {"valois": [propose()], "habsburg": [accept()]})
    assert (3, "beautiful.spouse_on_marriage") in moods(t, "charles")
    assert (-3, "ugly.spouse_on_marriage") in moods(t, "maria")


def test_act_propose_marriage_gossip_and_bad_manners_as_public_actions(rules: Rules) -> None:
    """TRAIT-gossip, TRAIT-bad_manners: propose_marriage is a public action aimed at another dynasty."""
    state = houses().build()
    state.characters["anne"].traits = ["gossip"]
    state.characters["charles"].traits = ["bad_manners"]
    play(state, rules, {"valois": [propose()]})
    assert state.dynasties["habsburg"].reputation == 70 + (rules.traits["gossip"].reputation_loss or 0)
    assert state.dynasties["valois"].reputation == START + (rules.traits["bad_manners"].reputation_loss or 0)


# -- MAR-7: annulment --------------------------------------------------------------------------------------------


def married_across() -> GameState:
    """Louis (Valois) and Anne, born a Habsburg."""
    state = houses().build()
    state.characters["anne"].birth_dynasty = "habsburg"
    return state


def test_act_annul_success_ends_the_marriage_and_the_wife_returns_home(rules: Rules) -> None:
    """MAR-7: a marriage ends "by the church ('Annul')"; ACT table: check TN 8, "a wife who moved returns to
    her birth dynasty if it still lives"; public. Piety 3 + 5 = 8."""
    state = married_across()
    coins = balance(state, "valois")
    t = play(state, rules, {"valois": [{"action": "annul", "by": "louis", "spouse": "anne"}]},
             {key("valois", "annul-1", "check"): 5})
    annul = outcomes(t, "annul")[0]
    assert annul.public and annul.params["success"] and annul.params["returned"] == "anne"
    assert state.characters["louis"].spouse is None and state.characters["anne"].spouse is None
    assert state.characters["anne"].dynasty == "habsburg"
    assert balance(state, "valois") == coins - 20


def test_act_annul_failure_keeps_the_marriage(rules: Rules) -> None:
    """ACT table, annul: piety 3 + 4 = 7 < 8: the marriage stands; the coins and AP are spent."""
    state = married_across()
    t = play(state, rules, {"valois": [{"action": "annul", "by": "charles", "spouse": "anne"}]},
             {key("valois", "annul-1", "check"): 4})
    assert not the(t, "annul")["success"] and married(state, "louis", "anne")
    assert state.characters["anne"].dynasty == "valois"


def test_act_annul_a_wife_whose_birth_dynasty_is_gone_stays(rules: Rules) -> None:
    """ACT table, annul: she returns only "if it still lives"."""
    state = married_across()
    state.characters["anne"].birth_dynasty = None
    t = play(state, rules, {"valois": [{"action": "annul", "by": "louis", "spouse": "anne"}]},
             {key("valois", "annul-1", "check"): 6})
    assert the(t, "annul")["returned"] is None and state.characters["anne"].dynasty == "valois"
    assert state.characters["anne"].spouse is None
