"""The military and diplomatic actions of war (step 1, ACT-0): declare_war, general, offer_peace and
accept_peace (WAR-1, WAR-12, WAR-14, VASSAL-3, VASSAL-5).

Peace uses the handshake of marriages: an offer stands in `state.proposals` (kind "peace", target the other
dynasty) until the other side's next orders. When both sides order the mirror offer in the same turn, or
one offers and the other accepts, whichever action resolves second makes the peace. Terms are the offerer's:
`pay` (coins he pays), `ask` (coins asked of them), `cede` (his provinces given), `claim` (theirs taken),
`vassal` (the dynasty that becomes the other's vassal).
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
)
from dynasty.engine.context import Turn
from dynasty.engine.marriage import lapse_proposals, vassalage
from dynasty.engine.war import end_war, start_war, war_between
from dynasty.game.relations import lords_of
from dynasty.game.state import Proposal
from dynasty.orders import model as m


def general_failure(t: Turn, did: str, cid: str) -> Failure | None:
    """WAR-1: the general is a living, capable member of the dynasty."""
    found = member_failure(t, did, cid)
    if found is None and t.state.characters[cid].age < t.rules.age.capable:
        return Failure("too-young", cid)
    return found


def enemy_failure(t: Turn, did: str, other: str) -> Failure | None:
    """The other side of a war order: a living dynasty we are at war with."""
    if not t.alive(other):
        return Failure("dynasty-gone", None)
    if war_between(t.state, did, other) is None:
        return Failure("not-at-war", other, war_end=war_end(t, did, other))
    return None


def war_end(t: Turn, did: str, other: str) -> str:
    """WAR-12: how the war between `did` and `other` ended earlier this turn, as the failed order's report says
    it: "peace" when a peace of this turn ended a war with both on its sides, "left" when one of them left a
    war by a peace, "none" when no war of theirs ended this turn."""
    both = {did, other}
    for outcome in t.outcomes:
        p = outcome.params
        if outcome.kind == "war-ended" and p.get("reason") == "peace" and both <= {*p["attackers"], *p["defenders"]}:
            return "peace"
        left = set(p.get("left", ()))
        if outcome.kind == "peace" and both & left and both <= {p["offerer"], p["receiver"], *left}:
            return "left"
    return "none"


# -- declare_war, general -----------------------------------------------------------------------------------


def declare_check(t: Turn, did: str, order: m.DeclareWar) -> Failure | None:
    """ACT-declare_war: a living other dynasty, not already an enemy in a war, not our lord (VASSAL-5)."""
    if order.on == did or not t.alive(order.on):
        return Failure("dynasty-gone", None)
    if war_between(t.state, did, order.on) is not None:
        return Failure("already-at-war", None)
    if order.on in lords_of(t.state, did):
        return Failure("war-on-lord", None)
    return general_failure(t, did, order.general)


def resolve_declare_war(t: Turn, did: str, n: int, order: m.DeclareWar) -> None:
    """ACT-declare_war: public; the war starts now (WAR-14), with its general (WAR-1) and the vassals of both
    sides (VASSAL-5); TRAIT-bad_manners."""
    start_war(t, did, order.on, order.general, cause="declared", n=n)
    public_action_penalties(t, did, order.by, "declare_war")


def general_check(t: Turn, did: str, order: m.General) -> Failure | None:
    return enemy_failure(t, did, order.war) or general_failure(t, did, order.general)


def resolve_general(t: Turn, did: str, n: int, order: m.General) -> None:
    """ACT-general: names a new general for the war against `war` (WAR-1: the old one is free again)."""
    war = war_between(t.state, did, order.war)
    assert war is not None
    before = war.generals.get(did)
    war.generals[did] = order.general
    t.record(STEP, "general-named", did, n=n, war=order.war, general=order.general, before=before)


# -- offer_peace, accept_peace ------------------------------------------------------------------------------


def peace_terms(terms: m.PeaceTerms) -> dict[str, Any]:
    return {"pay": terms.pay, "ask": terms.ask, "vassal": terms.vassal, "cede": list(terms.cede),
            "claim": list(terms.claim)}


def mirrored(first: dict[str, Any], second: dict[str, Any]) -> bool:
    """The other side's terms seen from ours: their pay is our ask, their cede our claim, the same vassal."""
    return (first.get("pay", 0) == second.get("ask", 0) and first.get("ask", 0) == second.get("pay", 0)
            and sorted(first.get("cede", [])) == sorted(second.get("claim", []))
            and sorted(first.get("claim", [])) == sorted(second.get("cede", []))
            and first.get("vassal") == second.get("vassal"))


def find_offer(t: Turn, offerer: str, receiver: str) -> Proposal | None:
    """The standing offer (this turn's or last turn's) of `offerer` to `receiver`."""
    lapse_proposals(t)
    for proposal in t.state.proposals:
        if proposal.kind == "peace" and proposal.dynasty == offerer and proposal.target == receiver:
            return proposal
    return None


def separate_peace(t: Turn, did: str, other: str) -> Failure | None:
    """VASSAL-5: a vassal makes no separate peace with an enemy of its lord."""
    for lord in lords_of(t.state, did):
        if war_between(t.state, lord, other) is not None:
            return Failure("vassal-peace", lord)
    return None


def offer_check(t: Turn, did: str, order: m.OfferPeace) -> Failure | None:
    lapse_proposals(t)
    found = enemy_failure(t, did, order.to) or separate_peace(t, did, order.to)
    if found is None and order.terms.vassal is not None and order.terms.vassal not in (did, order.to):
        return Failure("terms-vassal")
    return found


def mirror_pending(t: Turn, did: str, other: str) -> bool:
    """The other side ordered an offer of peace to us this turn, and it has not resolved yet."""
    return order_pending(t, other, lambda a: isinstance(a, m.OfferPeace) and a.to == did)


def accept_check(t: Turn, did: str, order: m.AcceptPeace) -> Failure | None:
    found = enemy_failure(t, did, order.from_) or separate_peace(t, did, order.from_)
    if found is not None:
        return found
    offer = find_offer(t, order.from_, did)
    if (offer is None or offer.accept) and not mirror_pending(t, did, order.from_):
        return Failure("no-peace-offer", None)
    return None


def resolve_offer_peace(t: Turn, did: str, n: int, order: m.OfferPeace) -> None:
    """ACT-offer_peace: public; the other side's mirror offer or acceptance makes the peace (this action
    resolves second); otherwise the offer stands until the other side's next orders."""
    state = t.state
    terms = peace_terms(order.terms)
    counter = find_offer(t, order.to, did)
    accepted = counter is not None and counter.accept and counter.turn == state.turn
    answered = counter is not None and (accepted or mirrored(counter.terms, terms))
    t.record(STEP, "peace-offer", did, public=True, concerns=[order.to], n=n, by=order.by, to=order.to,
             answered=answered, **terms)
    if counter is not None and answered:
        if accepted:  # the acceptance that waited for this offer is told after it, as it happened
            state.proposals.remove(counter)
            t.record(STEP, "peace-accept", order.to, public=True, concerns=[did], by=counter.by, offerer=did,
                     offered=state.turn, n=acceptance_n(t, order.to, did))
        make_peace(t, did, n, "offer_peace", did, order.to, terms)
    else:
        state.proposals = [p for p in state.proposals
                           if not (p.kind == "peace" and p.dynasty == did and p.target == order.to)]
        state.proposals.append(Proposal(kind="peace", turn=state.turn, dynasty=did, by=order.by, target=order.to,
                                        terms=terms))
    public_action_traits(t, did, [order.to], order)
    public_action_penalties(t, did, order.by, "offer_peace")


def resolve_accept_peace(t: Turn, did: str, n: int, order: m.AcceptPeace) -> None:
    """ACT-accept_peace: accepts the standing offer of `from`; before the mirror offer of this turn resolves,
    it leaves the acceptance for that offer to find."""
    state = t.state
    offer = find_offer(t, order.from_, did)
    if offer is not None and not offer.accept:
        t.record(STEP, "peace-accept", did, public=True, concerns=[order.from_], n=n, by=order.by,
                 offerer=order.from_, offered=offer.turn)
        make_peace(t, did, n, "accept_peace", order.from_, did, offer.terms)
    else:  # the offer of this turn resolves later (`accept_check`), and tells of this acceptance then
        state.proposals.append(Proposal(kind="peace", turn=state.turn, dynasty=did, by=order.by,
                                        target=order.from_, accept=True))
    public_action_traits(t, did, [order.from_], order)
    public_action_penalties(t, did, order.by, "accept_peace")


def acceptance_n(t: Turn, did: str, offerer: str) -> int | None:
    """The number, in `did`'s orders, of its acceptance of `offerer`'s peace."""
    return action_number(t, did, lambda a: isinstance(a, m.AcceptPeace) and a.from_ == offerer)


def unanswered_acceptances(t: Turn) -> None:
    """At the end of step 1: an acceptance that waited for this turn's offer, which never came (it failed
    its own re-checks), is told as unanswered and does not stand."""
    state = t.state
    for proposal in [p for p in state.proposals if p.kind == "peace" and p.accept and p.turn == state.turn]:
        state.proposals.remove(proposal)
        t.record(STEP, "peace-accept", proposal.dynasty, public=True, concerns=[proposal.target], by=proposal.by,
                 offerer=proposal.target, offered=state.turn, unanswered=True,
                 n=acceptance_n(t, proposal.dynasty, proposal.target))


def peace_failure(t: Turn, offerer: str, receiver: str, terms: dict[str, Any]) -> str | None:
    """WAR-12 at the moment of peace: still at war, the coins there (DYN-7), each ceded province still the
    offerer's and each claimed one still the receiver's."""
    state, rules = t.state, t.rules
    if war_between(state, offerer, receiver) is None:
        return "not-at-war"
    pay, ask = int(terms.get("pay", 0)), int(terms.get("ask", 0))
    if (state.dynasties[offerer].balance - pay < rules.limits.balance_min
            or state.dynasties[receiver].balance - ask < rules.limits.balance_min):
        return "not-enough-coins"
    for pid in terms.get("cede", []):
        if pid not in state.dynasties[offerer].provinces:
            return "province-gone"
    for pid in terms.get("claim", []):
        if pid not in state.dynasties[receiver].provinces:
            return "province-gone"
    return None


def make_peace(t: Turn, did: str, n: int, action: str, offerer: str, receiver: str, terms: dict[str, Any]) -> None:
    """WAR-12: peace between `offerer` and `receiver` on the offerer's terms (VASSAL-3, VASSAL-6, DYN-7).
    `did`, `n` and `action` are those of the action that makes it. The war ends when both are its
    leaders; otherwise the one who is not a leader leaves it with its vassals (VASSAL-5)."""
    state = t.state
    state.proposals = [p for p in state.proposals
                       if not (p.kind == "peace" and {p.dynasty, p.target} == {offerer, receiver})]
    reason = peace_failure(t, offerer, receiver, terms)
    pay, ask = int(terms.get("pay", 0)), int(terms.get("ask", 0))
    if reason is not None:
        t.record(STEP, "peace-failed", did, public=True, concerns=[d for d in (offerer, receiver) if d != did],
                 action=action, n=n, offerer=offerer, receiver=receiver, reason=reason)
        return
    state.dynasties[offerer].balance += ask - pay
    state.dynasties[receiver].balance += pay - ask
    moved = [_cede(t, pid, offerer, receiver) for pid in terms.get("cede", [])]
    moved += [_cede(t, pid, receiver, offerer) for pid in terms.get("claim", [])]
    vassal = terms.get("vassal")
    lord, refused = vassalage(t, vassal, offerer, receiver)
    war = war_between(state, offerer, receiver)
    assert war is not None
    leaders = {war.attackers[0], war.defenders[0]}
    ended = {offerer, receiver} <= leaders
    left: list[str] = []
    if not ended:
        leaving = offerer if offerer not in leaders else receiver
        left = [leaving] + [d for d in war.attackers + war.defenders if leaving in lords_of(state, d)]
    t.record(STEP, "peace", did, public=True, concerns=[d for d in (offerer, receiver) if d != did], action=action,
             n=n, offerer=offerer, receiver=receiver, pay=pay, ask=ask, provinces=moved, vassal=vassal,
             lord=lord, vassalage_refused=refused, war_ended=ended, left=left)
    if ended:
        end_war(t, war, "peace", offerer=offerer, receiver=receiver)
    else:
        war.attackers = [d for d in war.attackers if d not in left]
        war.defenders = [d for d in war.defenders if d not in left]
        for d in left:
            war.generals.pop(d, None)


def _cede(t: Turn, pid: str, giver: str, taker: str) -> dict[str, str]:
    """A province changes hands by a treaty: its loyalty stays (PROV-2 is about capture)."""
    state = t.state
    state.dynasties[giver].provinces.remove(pid)
    state.dynasties[taker].provinces.append(pid)
    province = state.provinces[pid]
    province.owner = taker
    province.captured = None
    return {"province": pid, "from": giver, "to": taker}


RESOLVERS: dict[str, Resolver] = {
    "declare_war": resolve_declare_war,
    "general": resolve_general,
    "offer_peace": resolve_offer_peace,
    "accept_peace": resolve_accept_peace,
}
TARGET_CHECKS: dict[str, TargetCheck] = {
    "declare_war": declare_check,
    "general": general_check,
    "offer_peace": offer_check,
    "accept_peace": accept_check,
}
