"""The visits and balls of step 1 (ACT-visit, ACT-ball): what each side learns of the other (INFO-2), and
the traits that bear on them (Recluse, Paranoid, Gossip, Flatterer, Bad manners). Marriages and peace are
in `dynasty.engine.marriage` and `dynasty.engine.peace`."""

from __future__ import annotations

from dynasty.engine.action_base import (
    STEP,
    Failure,
    Resolver,
    TargetCheck,
    public_action_penalties,
    public_action_traits,
)
from dynasty.engine.context import Turn
from dynasty.engine.reputation import change_reputation
from dynasty.game.learned import learn_character
from dynasty.orders import model as m

# -- re-checks when the action's turn comes (ACT-0) -------------------------------------------------------


def guest_house(t: Turn, cid: str) -> str | None:
    """The house a visit or a ball addresses the guest in: the one he left this turn by a wedding (or an
    annulment), else his own — so that a visit and a wedding of one turn end alike whichever resolves first."""
    return t.moved_from.get(cid, t.state.characters[cid].dynasty)


def guest_failure(t: Turn, did: str, cid: str, *, visit: bool) -> Failure | None:
    """ACT-visit, ACT-ball: a living member of another living dynasty, not isolated (ACT-isolate: he cannot
    be visited; the visitor is told only that he was not received); a ball guest must be capable (AGE-1: a
    child can only be visited)."""
    character = t.state.characters.get(cid)
    if character is None or not character.alive:
        return Failure("dead", cid)
    house = guest_house(t, cid)
    if house is None or house == did or not t.alive(house):
        return Failure("not-other-dynasty", cid)
    if character.isolated:  # isolation in another house is hidden (INFO-3): he was just not received
        return Failure("not-received", cid)
    if not visit and character.age < t.rules.age.capable:
        return Failure("too-young", cid)
    return None


def valid_guests(t: Turn, did: str, order: m.Ball) -> list[str]:
    """ACT-ball: the invited guests that pass `guest_failure`, each once, in the order's order."""
    return [cid for cid in dict.fromkeys(order.guests) if guest_failure(t, did, cid, visit=False) is None]



def visit_check(t: Turn, did: str, order: m.Visit) -> Failure | None:
    return guest_failure(t, did, order.target, visit=True)


def ball_check(t: Turn, did: str, order: m.Ball) -> Failure | None:
    if valid_guests(t, did, order):
        return None
    first = guest_failure(t, did, order.guests[0], visit=False)
    return Failure("no-valid-guest", first.who if first is not None else None)


# -- the actions --------------------------------------------------------------------------------------------


def meet(t: Turn, did: str, host: str, guest: str, source: str) -> str:
    """INFO-2: the host's dynasty learns the guest's traits and loyalty, the guest's dynasty the host's
    traits; TRAIT-paranoid: the guest's dynasty was interacted with. Returns the guest's dynasty."""
    other = guest_house(t, guest)
    assert other is not None
    learn_character(t.state, did, guest, ("traits", "loyalty"), source)
    learn_character(t.state, other, host, ("traits",), source)
    t.interacted.add(other)
    return other


def resolve_visit(t: Turn, did: str, n: int, order: m.Visit) -> None:
    """ACT-visit: public; the visitor's dynasty learns the target's traits and loyalty, the target's dynasty
    the visitor's traits (INFO-2); TRAIT-recluse: −1 mood to a Recluse target; TRAIT-gossip, TRAIT-flatterer
    on the target's dynasty; TRAIT-bad_manners."""
    other = meet(t, did, order.by, order.target, "visit")
    target = t.state.characters[order.target]
    for trait_id in target.traits:
        amount = t.rules.traits[trait_id].mood.get("per_visit", 0)
        t.mood(order.target, amount, f"{trait_id}.per_visit")
    t.record(STEP, "visit", did, public=True, concerns=[other], n=n, by=order.by, target=order.target,
             target_dynasty=other)
    public_action_traits(t, did, [other], order)
    public_action_penalties(t, did, order.by, "visit")


def resolve_ball(t: Turn, did: str, n: int, order: m.Ball) -> None:
    """ACT-ball: public; for each valid guest (an invalid one is skipped, with the reason, to the host) the
    host's dynasty learns his traits and loyalty and his dynasty the host's traits (INFO-2); the host's
    dynasty +5 reputation; TRAIT-gossip, TRAIT-flatterer on each invited dynasty once; TRAIT-bad_manners."""
    guests = valid_guests(t, did, order)
    for cid in dict.fromkeys(order.guests):
        found = guest_failure(t, did, cid, visit=False)
        if found is not None:
            t.record(STEP, "ball-guest-skipped", did, n=n, guest=cid, reason=found.reason)
    others = list(dict.fromkeys(meet(t, did, order.by, cid, "ball") for cid in guests))
    t.record(STEP, "ball", did, public=True, concerns=others, n=n, by=order.by, guests=guests, dynasties=others)
    gain = t.rules.actions.ball.reputation or 0
    change_reputation(t, did, gain, f"ball: {order.by}")
    public_action_traits(t, did, others, order)
    public_action_penalties(t, did, order.by, "ball")




RESOLVERS: dict[str, Resolver] = {"visit": resolve_visit, "ball": resolve_ball}
TARGET_CHECKS: dict[str, TargetCheck] = {"visit": visit_check, "ball": ball_check}
