"""Marriages between dynasties (MAR-1 .. MAR-8, ACT-propose_marriage, ACT-accept_marriage, ACT-annul):
proposals, the handshake, terms (dowry, vassalage), and annulment.

A proposal stands in `state.proposals` until the other side's next orders. The handshake: when both sides
order the mirror proposal (or one proposes and the other accepts) in the same turn, whichever action
resolves second performs the wedding; the first leaves its record for it. A proposal older than one turn
lapses ("proposal-lapsed") when marriage actions are next checked.
"""

from __future__ import annotations

from typing import Any

from dynasty.engine.action_base import (
    STEP,
    Failure,
    Resolver,
    TargetCheck,
    action_number,
    member_failure,
    order_pending,
    public_action_penalties,
    public_action_traits,
    skill_check,
)
from dynasty.engine.action_base import marriage_moods as mar_8_moods
from dynasty.engine.context import Turn
from dynasty.engine.war import prune_generals
from dynasty.game.state import Proposal
from dynasty.game.succession import default_regent
from dynasty.orders import model as m


def terms_data(terms: m.MarriageTerms) -> dict[str, Any]:
    return {"pay": terms.pay, "ask": terms.ask, "vassal": terms.vassal}


def mirrored(first: dict[str, Any], second: dict[str, Any]) -> bool:
    """The other side's terms seen from our side: their pay is our ask, their ask our pay, the same vassal."""
    return (first.get("pay", 0) == second.get("ask", 0) and first.get("ask", 0) == second.get("pay", 0)
            and first.get("vassal") == second.get("vassal"))


def lapse_proposals(t: Turn) -> None:
    """A proposal stands until the other side's next orders: one older than last turn lapses; an accept
    waiting for this turn's mirror proposal lasts this turn only."""
    state = t.state
    for proposal in list(state.proposals):
        if proposal.turn < state.turn - 1 or (proposal.accept and proposal.turn < state.turn):
            state.proposals.remove(proposal)
            if proposal.kind == "peace":  # ACT-offer_peace: the same handshake
                t.record(STEP, "peace-offer-lapsed", proposal.dynasty, concerns=[proposal.target],
                         by=proposal.by, to=proposal.target, turn=proposal.turn, accept=proposal.accept)
                continue
            target = state.characters.get(proposal.target)
            other = target.dynasty if target is not None else None
            t.record(STEP, "proposal-lapsed", proposal.dynasty, concerns=[other] if other else [],
                     by=proposal.by, target=proposal.target, turn=proposal.turn)


def find_proposal(t: Turn, proposer: str, target: str) -> Proposal | None:
    """The standing proposal (this turn's or last turn's) of `proposer` to `target`."""
    lapse_proposals(t)
    for proposal in t.state.proposals:
        if proposal.kind == "marriage" and proposal.by == proposer and proposal.target == target:
            return proposal
    return None


def couple_failure(t: Turn, did: str, by: str, target: str) -> Failure | None:
    """MAR-2: the executor unmarried; the other a living, capable, unmarried member of another living
    dynasty, of the other sex."""
    state = t.state
    executor = state.characters[by]
    if executor.spouse is not None:
        return Failure("married", by)
    other = state.characters.get(target)
    if other is None or not other.alive:
        return Failure("dead", target)
    if other.dynasty == did or not t.alive(other.dynasty):
        return Failure("not-other-dynasty", target)
    if other.age < t.rules.age.capable:
        return Failure("too-young", target)
    if other.spouse is not None:
        return Failure("married", target)
    if other.sex == executor.sex:
        return Failure("same-sex", target)
    return None


def propose_check(t: Turn, did: str, order: m.ProposeMarriage) -> Failure | None:
    lapse_proposals(t)
    found = couple_failure(t, did, order.by, order.target)
    if found is None and order.terms.vassal is not None \
            and order.terms.vassal not in (did, t.state.characters[order.target].dynasty):
        return Failure("terms-vassal")
    return found


def mirror_pending(t: Turn, did: str, order: m.AcceptMarriage) -> bool:
    """The other side ordered the mirror proposal this turn and it has not resolved yet."""
    return order_pending(t, t.state.characters[order.target].dynasty,
                         lambda a: isinstance(a, m.ProposeMarriage) and a.by == order.target and a.target == order.by)


def accept_check(t: Turn, did: str, order: m.AcceptMarriage) -> Failure | None:
    found = couple_failure(t, did, order.by, order.target)
    if found is not None:
        return found
    proposal = find_proposal(t, order.target, order.by)
    if (proposal is None or proposal.accept) and not mirror_pending(t, did, order):
        return Failure("no-proposal", order.target)
    return None


def annul_check(t: Turn, did: str, order: m.Annul) -> Failure | None:
    found = member_failure(t, did, order.spouse)
    if found is not None:
        return found
    if t.state.characters[order.spouse].spouse is None:
        return Failure("not-married", order.spouse)
    return None


# -- the wedding -----------------------------------------------------------------------------------------


def wedding_failure(t: Turn, proposer: str, target: str) -> str | None:
    """MAR-2 at the wedding itself: both alive, unmarried, capable, of opposite sex, in different dynasties."""
    state = t.state
    first, second = state.characters.get(proposer), state.characters.get(target)
    if first is None or second is None or not first.alive or not second.alive:
        return "dead"
    if first.spouse is not None or second.spouse is not None:
        return "married"
    if min(first.age, second.age) < t.rules.age.capable:
        return "too-young"
    if first.sex == second.sex:
        return "same-sex"
    if first.dynasty == second.dynasty:
        return "same-dynasty"
    return None


def vassal_refusal(t: Turn, vassal: str, lord: str) -> str | None:
    """VASSAL-6: one lord only, and never a cycle (the lord is not the vassal or below it)."""
    dynasties = t.state.dynasties
    if dynasties[vassal].lord is not None:
        return "vassal-has-lord"
    seen: set[str] = set()
    current: str | None = lord
    while current is not None and current in dynasties and current not in seen:
        if current == vassal:
            return "vassal-cycle"
        seen.add(current)
        current = dynasties[current].lord
    return None


def vassalage(t: Turn, vassal: str | None, first: str, second: str) -> tuple[str | None, str | None]:
    """VASSAL-3: the terms' vassal (one of `first` and `second`) becomes the other's, unless VASSAL-6 refuses.
    Returns (the lord, or None when refused or no vassal was named; the refusal's reason)."""
    if vassal is None:
        return None, None
    lord = second if vassal == first else first
    refused = vassal_refusal(t, vassal, lord)
    if refused is not None:
        return None, refused
    t.state.dynasties[vassal].lord = lord
    return lord, None


def move(t: Turn, cid: str, to: str) -> None:
    """MAR-1: a spouse joins the other dynasty; a regent who leaves is replaced (SUCC-7)."""
    state = t.state
    character = state.characters[cid]
    before = character.dynasty
    t.moved_from.setdefault(cid, before)
    character.dynasty = to
    dynasty = state.dynasties[before]
    if dynasty.regent == cid:
        dynasty.regent = default_regent(state, t.rules, before)
    prune_generals(state)  # WAR-1: a general who leaves his dynasty commands no more


def wed(t: Turn, did: str, n: int, action: str, proposer: str, target: str, terms: dict[str, Any]) -> None:
    """The wedding of `proposer` and `target` on the proposer's terms (MAR-1, MAR-2, MAR-8, VASSAL-3,
    VASSAL-6, DYN-7). `did`, `n` and `action` are those of the action that performs it."""
    state, rules = t.state, t.rules
    t.state.proposals = [p for p in state.proposals
                         if p.kind != "marriage" or not {p.by, p.target} & {proposer, target}]
    ours = state.characters[proposer].dynasty
    theirs = state.characters[target].dynasty
    reason = wedding_failure(t, proposer, target)
    pay, ask = int(terms.get("pay", 0)), int(terms.get("ask", 0))
    if reason is None and (state.dynasties[ours].balance - pay < rules.limits.balance_min
                           or state.dynasties[theirs].balance - ask < rules.limits.balance_min):
        reason = "not-enough-coins"  # DYN-7: nothing moves
    if reason is not None:
        t.record(STEP, "marriage-failed", did, public=True, concerns=[d for d in (ours, theirs) if d != did],
                 action=action, n=n, proposer=proposer, target=target, reason=reason,
                 pay=pay, ask=ask)
        return
    state.dynasties[ours].balance += ask - pay
    state.dynasties[theirs].balance += pay - ask
    first, second = state.characters[proposer], state.characters[target]
    husband, wife = (proposer, target) if first.sex == "m" else (target, proposer)
    husband_dynasty, wife_dynasty = state.characters[husband].dynasty, state.characters[wife].dynasty
    wife_head = state.dynasties[wife_dynasty].head == wife
    husband_head = state.dynasties[husband_dynasty].head == husband
    moved: str | None = None
    if not wife_head:  # MAR-1
        move(t, wife, husband_dynasty)
        moved = wife
    elif not husband_head:  # MAR-2: a head wife keeps her dynasty; the husband joins it
        move(t, husband, wife_dynasty)
        moved = husband
    first.spouse, second.spouse = target, proposer
    vassal = terms.get("vassal")
    lord, refused = vassalage(t, vassal, ours, theirs)
    t.record(STEP, "marriage", did, public=True, concerns=[d for d in (ours, theirs) if d != did], action=action,
             n=n, husband=husband, wife=wife, proposer=proposer, proposer_dynasty=ours, target=target,
             target_dynasty=theirs, moved=moved, pay=pay, ask=ask, vassal=vassal, lord=lord,
             vassalage_refused=refused)
    mar_8_moods(t, husband, wife)


# -- the actions -----------------------------------------------------------------------------------------


def resolve_propose_marriage(t: Turn, did: str, n: int, order: m.ProposeMarriage) -> None:
    """ACT-propose_marriage: public; the other side's mirror proposal or acceptance of this turn makes the
    wedding (this action resolves second); otherwise the proposal stands until the other side's next orders."""
    state = t.state
    other = state.characters[order.target].dynasty
    terms = terms_data(order.terms)
    t.interacted.add(other)
    counter = find_proposal(t, order.target, order.by)
    accepted = counter is not None and counter.accept and counter.turn == state.turn
    answered = counter is not None and (accepted or mirrored(counter.terms, terms))
    t.record(STEP, "proposal", did, public=True, concerns=[other], n=n, by=order.by, target=order.target,
             target_dynasty=other, answered=answered, **terms)
    if counter is not None and answered:
        if accepted:  # the acceptance that waited for this proposal is told after it, as it happened
            state.proposals.remove(counter)
            t.record(STEP, "accept", counter.dynasty, public=True, concerns=[did], by=counter.by,
                     target=order.by, target_dynasty=did, proposed=state.turn,
                     n=acceptance_n(t, counter.dynasty, counter.by, order.by))
        wed(t, did, n, "propose_marriage", order.by, order.target, terms)
    else:
        state.proposals = [p for p in state.proposals if not (p.by == order.by and p.target == order.target)]
        state.proposals.append(Proposal(kind="marriage", turn=state.turn, dynasty=did, by=order.by,
                                        target=order.target, terms=terms))
    public_action_traits(t, did, [other], order)
    public_action_penalties(t, did, order.by, "propose_marriage")


def resolve_accept_marriage(t: Turn, did: str, n: int, order: m.AcceptMarriage) -> None:
    """ACT-accept_marriage: accepts the standing proposal of the target; before the mirror proposal of this
    turn resolves, it leaves the acceptance for that proposal to find."""
    state = t.state
    other = state.characters[order.target].dynasty
    t.interacted.add(other)
    proposal = find_proposal(t, order.target, order.by)
    if proposal is not None and not proposal.accept:
        t.record(STEP, "accept", did, public=True, concerns=[other], n=n, by=order.by, target=order.target,
                 target_dynasty=other, proposed=proposal.turn)
        wed(t, did, n, "accept_marriage", proposal.by, proposal.target, proposal.terms)
    else:  # the mirror proposal of this turn resolves later (`accept_check`), and tells of this acceptance
        state.proposals.append(Proposal(kind="marriage", turn=state.turn, dynasty=did, by=order.by,
                                        target=order.target, accept=True))
    public_action_traits(t, did, [other], order)
    public_action_penalties(t, did, order.by, "accept_marriage")


def acceptance_n(t: Turn, did: str, by: str, proposer: str) -> int | None:
    """The number, in `did`'s orders, of `by`'s acceptance of `proposer`'s proposal."""
    return action_number(t, did, lambda a: isinstance(a, m.AcceptMarriage) and a.by == by and a.target == proposer)


def unanswered_acceptances(t: Turn) -> None:
    """At the end of step 1: an acceptance that waited for this turn's proposal, which never came (it failed
    its own re-checks), is told as unanswered and does not stand."""
    state = t.state
    for proposal in [p for p in state.proposals if p.kind == "marriage" and p.accept and p.turn == state.turn]:
        state.proposals.remove(proposal)
        target = state.characters.get(proposal.target)
        other = target.dynasty if target is not None else None
        t.record(STEP, "accept", proposal.dynasty, public=True, concerns=[other] if other else [],
                 by=proposal.by, target=proposal.target, target_dynasty=other, proposed=state.turn,
                 unanswered=True, n=acceptance_n(t, proposal.dynasty, proposal.by, proposal.target))


def resolve_annul(t: Turn, did: str, n: int, order: m.Annul) -> None:
    """ACT-annul: check (piety, 8): the marriage ends on both sides (MAR-7); a wife who moved returns to her
    birth dynasty if it still lives (and she does not head her husband's). Public."""
    state = t.state
    member = state.characters[order.spouse]
    partner_id = member.spouse
    assert partner_id is not None
    partner = state.characters[partner_id]
    check = skill_check(t, did, n, "annul", order.by, spouse=order.spouse)
    returned: str | None = None
    if check.success:
        member.spouse = None
        partner.spouse = None
        wife_id = order.spouse if member.sex == "f" else partner_id
        wife = state.characters[wife_id]
        home = wife.birth_dynasty
        if (home is not None and home != wife.dynasty and t.alive(home)
                and state.dynasties[wife.dynasty].head != wife_id):
            move(t, wife_id, home)
            returned = wife_id
    concerns = list(dict.fromkeys(d for d in (partner.dynasty, member.dynasty) if d != did))
    t.record(STEP, "annul", did, public=True, concerns=concerns, n=n, by=order.by, spouse=order.spouse,
             partner=partner_id, returned=returned, dice=[check.key], **check.params())
    public_action_penalties(t, did, order.by, "annul")


RESOLVERS: dict[str, Resolver] = {
    "propose_marriage": resolve_propose_marriage,
    "accept_marriage": resolve_accept_marriage,
    "annul": resolve_annul,
}
TARGET_CHECKS: dict[str, TargetCheck] = {
    "propose_marriage": propose_check,
    "accept_marriage": accept_check,
    "annul": annul_check,
}
