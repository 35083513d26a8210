"""SAB-1 .. SAB-3: a disloyal executor may sabotage the action he is ordered to execute.

The roll is 1d4 + his loyalty − the mood penalty that the action itself is certain to give him; on 2 or
less he aborts it. The penalty (SAB-1 ruling) is every mood change below zero that the action brings him
under the rules, each with its cause as step 4 would name it:

- for executing it: Lazy's −2, a Workaholic's −1 for his second action (`execution_moods`);
- his traits' reaction to that kind of act: an Honest plotter's −1 for his dynasty's plot and −1 for his
  own; a Hot-tempered executor's −2 when the act costs his dynasty reputation (finding a spouse, his Bad
  manners at a public act, a doubled Gossip or tripled Flattery, a war on relatives or on one's own house);
  a Proud Flatterer's −1 for praising another house;
- the outcome he brings about: the wedding that his act completes (MAR-8: an Ugly spouse −3; Low
  fertility −1 while married), the war he declares (a Pacifist's first war turn).

Our readings, written in `docs/rulings.md`: only what the act adds counts — a mood that this turn has already
made certain (his dynasty plotted earlier in the turn, its reputation was already damaged) is not the act's;
a mood that depends on a later die (a discovered plot, a gossip's check) does not count; a lost bonus (an
Honest man's +1 for a clean turn) is not a penalty.
"""

from __future__ import annotations

from typing import Any

from dynasty.engine.action_base import STEP, Ordered, action_key, execution_moods
from dynasty.engine.context import MoodContribution, Turn
from dynasty.engine.marriage import find_proposal, mirrored, terms_data
from dynasty.engine.moods import war_mood, wars_of
from dynasty.game.dice import Purpose
from dynasty.game.relations import main_line, relatives_between
from dynasty.game.state import War
from dynasty.orders import model as m

#: The plots that mark their executor as plotting whatever their dice say (TRAIT-honest, TRAIT-cunning).
PLOTS = ("spy", "conspiracy", "assassinate")


def may_sabotage(t: Turn, entry: Ordered, cid: str) -> bool:
    """SAB-1, LOY-4: a character with loyalty ≤ 1 who is not the head may sabotage (only his mood penalty is
    worth finding)."""
    return (cid != t.state.dynasties[entry.dynasty].head
            and t.state.characters[cid].loyalty <= t.rules.sabotage.max_loyalty)


def sabotaged(t: Turn, entry: Ordered, cid: str, causes: list[MoodContribution], what: str,
              **paid: Any) -> bool:
    """SAB-1: a character with loyalty ≤ 1 rolls 1d4 + loyalty − the size of the mood penalty (`causes`);
    on 2 or less he aborts the action. LOY-4: the head's loyalty counts as 5, so he never does. SAB-2: not
    an action aimed at himself, except Isolate. SAB-3: the owner learns of it, with the roll and causes."""
    state, sabotage = t.state, t.rules.sabotage
    character = state.characters[cid]
    if not may_sabotage(t, entry, cid):
        return False
    target = getattr(entry.order, "target", None)
    if target == cid and entry.action != "isolate":
        return False
    penalty = -sum(c.amount for c in causes)
    key = action_key(t, entry.dynasty, entry.n, entry.action, what)
    roll = t.dice.total(key, sabotage.die, Purpose(
        "dice-sabotage-penalty" if penalty else "dice-sabotage", action=entry.action, by=cid, die=sabotage.die,
        loyalty=character.loyalty, penalty=penalty, causes=[c.cause for c in causes], most=sabotage.aborts_at_most))
    total = roll + character.loyalty - penalty
    params: dict[str, Any] = {"action": entry.action, "n": entry.n, "by": cid, "roll": roll,
                              "loyalty": character.loyalty, "penalty": penalty, "total": total}
    if causes:
        params["causes"] = [{"amount": c.amount, "cause": c.cause} for c in causes]
    if total > sabotage.aborts_at_most:
        t.record(STEP, "sabotage-failed", entry.dynasty, dice=[key], **params)
        return False
    t.record(STEP, "sabotaged", entry.dynasty, dice=[key], **params, **paid)
    return True


def penalty_causes(t: Turn, entry: Ordered, cid: str, nth: int) -> list[MoodContribution]:
    """SAB-1 ruling: the moods below zero that executing `entry` is certain to give `cid` (its executor, or
    the member who teaches), each with its cause."""
    found = [MoodContribution(amount, cause)
             for amount, cause in execution_moods(t, cid, entry.action, nth, executor=False) if amount < 0]
    if cid == entry.order.executor:
        found += reaction_moods(t, entry, cid) + outcome_moods(t, entry, cid)
    return found


def reaction_moods(t: Turn, entry: Ordered, cid: str) -> list[MoodContribution]:
    """His traits' reaction to the kind of act (TRAIT-honest, TRAIT-hot_tempered, TRAIT-proud)."""
    state, traits = t.state, t.rules.traits
    person = state.characters[cid]
    did, order = entry.dynasty, entry.order
    found: list[MoodContribution] = []
    if "honest" in person.traits:
        offenders = t.plotted[did] | t.lowered_other[did]
        if entry.action in PLOTS or rumours(t, entry):
            if not offenders:
                found.append(MoodContribution(traits["honest"].mood["dynasty_plotted"], "honest.dynasty_plotted"))
            if cid not in offenders and (entry.action in PLOTS or "gossip" in person.traits):
                found.append(MoodContribution(traits["honest"].mood["own_plot"], "honest.own_plot"))
    if "hot_tempered" in person.traits and not t.reputation_lost.get(did) and costs_reputation(t, entry, cid):
        found.append(MoodContribution(traits["hot_tempered"].mood["reputation_damaged"],
                                      "hot_tempered.reputation_damaged"))
    if ("proud" in person.traits and "flatterer" in person.traits and cid not in t.raised_other
            and isinstance(order, m.PublicAction) and praised(t, entry)):
        found.append(MoodContribution(traits["proud"].mood["raised_other"], "proud.raised_other"))
    return [c for c in found if c.amount < 0]


def outcome_moods(t: Turn, entry: Ordered, cid: str) -> list[MoodContribution]:
    """The outcome that executing brings about: a wedding (MAR-8, TRAIT-low_fertility), a war (TRAIT-pacifist)."""
    state, traits = t.state, t.rules.traits
    person = state.characters[cid]
    found: list[MoodContribution] = []
    spouse = wedding_spouse(t, entry)
    if spouse is not None:
        for trait_id in state.characters[spouse].traits:
            found.append(MoodContribution(traits[trait_id].mood.get("spouse_on_marriage", 0),
                                          f"{trait_id}.spouse_on_marriage"))
        for trait_id in person.traits:
            found.append(MoodContribution(traits[trait_id].mood.get("married", 0), f"{trait_id}.married"))
    if isinstance(entry.order, m.DeclareWar) and "pacifist" in person.traits and "bloodthirsty" not in person.traits:
        wars = wars_of(state, entry.dynasty)
        now = war_mood(t, "pacifist", entry.dynasty, wars)[1]
        declared = War(attackers=[entry.dynasty], defenders=[entry.order.on], started=t.turn)
        condition, then = war_mood(t, "pacifist", entry.dynasty, [*wars, declared])
        if then < min(now, 0):
            found.append(MoodContribution(then - min(now, 0), f"pacifist.{condition}"))
    return [c for c in found if c.amount < 0]


def wedding_spouse(t: Turn, entry: Ordered) -> str | None:
    """Whom the executor marries by this act: an acceptance of a standing proposal, or a proposal that meets
    the other side's acceptance or mirror proposal of this turn (the handshake of `marriage`)."""
    order = entry.order
    if isinstance(order, m.AcceptMarriage):
        proposal = find_proposal(t, order.target, order.by)
        return order.target if proposal is not None and not proposal.accept else None
    if isinstance(order, m.ProposeMarriage):
        counter = find_proposal(t, order.target, order.by)
        if counter is not None and (counter.accept and counter.turn == t.turn
                                    or mirrored(counter.terms, terms_data(order.terms))):
            return order.target
    return None


def public_others(t: Turn, entry: Ordered) -> list[str]:
    """The other dynasties that a public act aims at (TRAIT-gossip, TRAIT-flatterer)."""
    order, state = entry.order, t.state
    if isinstance(order, m.Visit | m.ProposeMarriage | m.AcceptMarriage):
        aimed = [state.characters[order.target].dynasty]
    elif isinstance(order, m.Ball):
        aimed = [state.characters[cid].dynasty for cid in order.guests if cid in state.characters]
    elif isinstance(order, m.OfferPeace):
        aimed = [order.to]
    elif isinstance(order, m.AcceptPeace):
        aimed = [order.from_]
    else:
        aimed = []
    return [did for did in dict.fromkeys(aimed) if did is not None and did != entry.dynasty and t.alive(did)]


def capable_members_with(t: Turn, did: str, trait: str) -> list[str]:
    return [cid for cid, c in t.state.characters.items()
            if c.alive and c.dynasty == did and c.age >= t.rules.age.capable and trait in c.traits]


def rumours(t: Turn, entry: Ordered) -> bool:
    """TRAIT-gossip: the act is public and aimed at another house, and the dynasty has a Gossip: rumours
    will lower that house's reputation (TRAIT-honest reacts to it)."""
    return bool(public_others(t, entry)) and bool(capable_members_with(t, entry.dynasty, "gossip"))


def praised(t: Turn, entry: Ordered) -> bool:
    """TRAIT-flatterer: a house aimed at is below the reputation cap, so the praise raises it."""
    top = t.rules.limits.reputation_max
    return any(t.state.dynasties[did].reputation < top for did in public_others(t, entry))


def costs_reputation(t: Turn, entry: Ordered, cid: str) -> bool:
    """The act is certain to cost his dynasty reputation: finding a spouse (ACT-find_spouse), his Bad manners
    at a public act, a doubled Gossip or a tripled Flattery, a war on relatives or on one's own house
    (WAR-10)."""
    order, did, state = entry.order, entry.dynasty, t.state
    if isinstance(order, m.FindSpouse):
        return True
    public = t.rules.actions.get(entry.action).public
    if public and "bad_manners" in state.characters[cid].traits:
        return True
    if isinstance(order, m.PublicAction) and public_others(t, entry) and (
            order.double_gossip and capable_members_with(t, did, "gossip")
            or order.triple_flattery and capable_members_with(t, did, "flatterer")):
        return True
    if isinstance(order, m.DeclareWar) and t.alive(order.on):
        return (main_line(state, did) == main_line(state, order.on)
                or relatives_between(state, did, order.on) is not None)
    return False
