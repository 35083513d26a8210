"""Priority 3: marriages — a standing proposal accepted, a proposal to a suitable member of another dynasty, or
a spouse found (find_spouse) as far as the reputation allows. The heir never marries out.

The proposals told since the last report are read as data (`DynastyKnowledge.proposals`), never from a
sentence."""

from __future__ import annotations

from dynasty.bot.plan import Plan, lowest_safe_reputation, stable_hasher
from dynasty.game.relations import close_kind
from dynasty.orders.model import MarriageTerms
from dynasty.reports.houses import OtherDynasty
from dynasty.reports.model import ProposalView, PublicMember

#: a marriage proposal told since the last report: (proposer, target, its terms)
Proposal = tuple[str, str, ProposalView]

#: the terms of the bot's proposals: none (given, not left to the order's default, which each order would copy)
NO_TERMS = MarriageTerms()


def plan_marriages(plan: Plan) -> None:
    """ACT-accept_marriage, ACT-propose_marriage, ACT-find_spouse (MAR-1, MAR-2): the head and the heir first.
    A standing proposal is accepted; a member waiting for the answer to his own waits; one whose proposal
    lapsed, or anyone while the house has no couple left to have children, finds a spouse when the reputation
    allows; the others propose, to someone no other proposal is about (TRAIT-gossip: not a house of Gossips),
    or find a spouse."""
    proposals = proposals_told(plan)
    spoken_for = {by for by, _, _ in proposals} | {target for _, target, _ in proposals}
    lapsed = lapsed_proposals(plan)
    # a house that let our proposal lapse, or that we know to be full of Gossips, will not answer
    silent = set(lapsed.values()) | {did for did in plan.others
                                     if known_gossips(plan, did) > plan.p.max_gossips_to_accept}
    order = sorted(plan.unmarried(), key=lambda c: (not plan.is_head(c), "heir" not in plan.members[c].roles,
                                                    list(plan.members).index(c)))
    matches: dict[str, list[Match]] | None = None  # found at the first proposal
    gossips = plan.gossips_at_home()
    for ours in order:
        if plan.slots[ours] or ours in plan.teaching or not plan.capable(plan.members[ours]):
            continue
        if gossips <= plan.p.max_gossips_to_accept and accept(plan, ours, proposals):
            continue
        if proposal_stands(plan, ours, proposals):
            # our proposal of last turn stands until their orders of this turn; one who would leave us on the
            # wedding is given nothing else to do (ACT-0: it would fail)
            if plan.members[ours].sex == "f" and not plan.is_head(ours):
                plan.teaching.add(ours)
            continue
        urgent = fertile_couples(plan) == 0 or (plan.is_head(ours) and not plan.lawful) or (
            plan.p.plans_succession and not may_leave(plan, ours))  # a spouse bought is his only marriage
        if (urgent or ours in lapsed) and find_spouse(plan, ours, urgent=urgent, lapsed=ours in lapsed):
            continue
        if gossips <= plan.p.max_gossips_to_propose and propose(
                plan, ours, matches if matches is not None else (matches := marriageable(plan, spoken_for, silent))):
            continue
        find_spouse(plan, ours, urgent=urgent)


# -- what the dynasty was told ---------------------------------------------------------------------------------


def proposals_told(plan: Plan) -> list[Proposal]:
    """The marriage proposals told since the last report, as (proposer, target, terms), newest last."""
    return [(p.by, p.target, p) for p in plan.knowledge.proposals if not p.lapsed]


def lapsed_proposals(plan: Plan) -> dict[str, str]:
    """Our members whose proposal lapsed unanswered, with the dynasty that let it lapse."""
    found = {}
    for proposal in plan.knowledge.proposals:
        if proposal.lapsed and proposal.by in plan.members:
            dynasty = plan.dynasty_of(proposal.target)
            if dynasty is not None:
                found[proposal.by] = dynasty
    return found


def known_gossips(plan: Plan, did: str) -> int:
    """INFO-4: the Gossips we know of in another dynasty."""
    gossips = plan.known_gossips
    return sum(1 for member in plan.others[did].members if member.id in gossips) if gossips else 0


def public(plan: Plan, cid: str) -> PublicMember | None:
    """Another living dynasty's member, by id (INFO-3)."""
    found = plan.public_members.get(cid)
    return found[1] if found is not None else None


# -- who may marry whom ----------------------------------------------------------------------------------------


def moves_out(plan: Plan, ours: str, theirs: PublicMember) -> bool:
    """MAR-1, MAR-2: would our member leave the dynasty by this marriage?"""
    if plan.is_head(ours):
        return False
    if plan.members[ours].sex == "f":
        return True
    return theirs.head  # a head wife keeps her dynasty; her husband joins it


def may_leave(plan: Plan, ours: str) -> bool:
    """The heir stays home, and so does one of the last lawful heirs (SUCC-3, SUCC-4: a house without one
    pays dearly for its next head); a character that plans the succession keeps the head's children and
    siblings home too while he has no son at home (`kept_home`)."""
    if "heir" in plan.members[ours].roles:
        return False
    if ours in plan.lawful and len(plan.lawful) <= plan.p.last_lawful_heirs:
        return False
    return ours not in kept_home(plan)


def kept_home(plan: Plan) -> set[str]:
    """SUCC-3's later groups: the head's children and siblings, while he has no son at home
    (`Personality.plans_succession`; none for `today`). They marry at home (find_spouse). Of what does not
    change while the plan is made: found once a plan."""
    found: set[str] | None = plan.found.get("kept_home")
    if found is None:
        found = plan.found["kept_home"] = _kept_home(plan)
    return found


def _kept_home(plan: Plan) -> set[str]:
    head = plan.knowledge.head
    if not plan.p.plans_succession or head is None or head not in plan.members:
        return set()
    children = plan.children_of(head)
    if any(plan.members[c].sex == "m" for c in children):
        return set()
    return {*children, *plan.siblings_of(head)}


#: a member of another house who may marry one of ours, with his house: (dynasty id, its view, he)
Match = tuple[str, OtherDynasty, PublicMember]


def marriageable(plan: Plan, spoken_for: set[str], silent: set[str]) -> dict[str, list[Match]]:
    """MAR-2, of another living dynasty: the unmarried capable members, by sex, not its head (a head would take
    our member, or keep hers), not of a dynasty at war with us or one we mean to end (`not_to_marry`), nor of
    one that does not answer (`silent`), and no one a standing proposal is about — found once for all our
    members (`suitable` asks the rest)."""
    capable = plan.rules.age.capable
    found: dict[str, list[Match]] = {"m": [], "f": []}
    for did, other in plan.others.items():
        if did in silent or did in plan.enemies or not_to_marry(plan, did):
            continue
        for theirs in other.members:
            if theirs.spouse is None and theirs.age >= capable and not theirs.head and theirs.id not in spoken_for:
                found.setdefault(theirs.sex, []).append((did, other, theirs))
    return found


def suitable(plan: Plan, ours: str, theirs: PublicMember) -> bool:
    """MAR-2, of one of `marriageable` of the other sex: not aimed at by this plan already, not a close
    relative, and not taking away one who must stay home (`may_leave`)."""
    if theirs.id in plan.targets:
        return False
    if moves_out(plan, ours, theirs) and not may_leave(plan, ours):
        return False
    # ALLY-2: the close kinds are `relation`'s first three, which `close_kind` alone tests (of two living ones)
    return close_kind(ours, plan.members[ours], theirs.id, theirs) is None


def not_to_marry(plan: Plan, dynasty: str) -> bool:
    """A rival this character means to end (`Plan.ends`): kin there would cost our war on it (WAR-10), and its
    fall would cost us as an ally's (DEFEAT-1)."""
    return dynasty in plan.others and plan.ends(dynasty)


def fertile_couples(plan: Plan) -> int:
    """MAR-3, MAR-4: the couples of the house who may still have children (of the members' ages and
    marriages, which do not change while the plan is made: found once a plan)."""
    found: int | None = plan.found.get("fertile_couples")
    if found is None:
        age = plan.rules.age
        found = plan.found["fertile_couples"] = sum(
            1 for cid, v in plan.members.items()
            if v.sex == "m" and v.spouse in plan.members and age.fertile <= v.age < age.infertile
            and age.fertile <= plan.members[v.spouse].age < age.infertile)
    return found


# -- the actions -------------------------------------------------------------------------------------------------


def accept(plan: Plan, ours: str, proposals: list[Proposal]) -> bool:
    """A proposal to our member that stands: accept it unless it makes us a vassal, asks more coins than we
    can spare, or would take our heir away."""
    for proposer, target, terms in reversed(proposals):
        if target != ours or proposer in plan.targets:
            continue
        theirs = public(plan, proposer)
        dynasty = plan.dynasty_of(proposer)
        if theirs is None or dynasty is None or dynasty == plan.me:
            continue
        if not_to_marry(plan, dynasty):
            continue
        if theirs.spouse is not None or theirs.sex == plan.members[ours].sex:
            continue
        if moves_out(plan, ours, theirs) and not may_leave(plan, ours):
            continue
        if not plan.acceptable_terms(ask=terms.ask, vassal=terms.vassal):
            continue
        if plan.add({"action": "accept_marriage", "by": ours, "target": proposer},
                    ("marriage: accepting their proposal", "брак: принимаем предложение")):
            plan.targets.add(proposer)
            return True
    return False


def proposal_stands(plan: Plan, ours: str, proposals: list[Proposal]) -> bool:
    """Our member proposed last turn to someone still unmarried."""
    for by, target, _ in proposals:
        if by == ours:
            theirs = public(plan, target)
            if theirs is not None and theirs.spouse is None:
                return True
    return False


def propose(plan: Plan, ours: str, matches: dict[str, list[Match]]) -> bool:
    """One of the suitable of `matches` (`marriageable`) of an age near ours (AGE-3, AGE-4: who can still have
    children first; a character that guards its reputation, of a house above its own floor: an ally that falls
    costs 30, DEFEAT-1), chosen by the turn's hash so that a refusal is not asked again."""
    view = plan.members[ours]
    age = plan.rules.age
    candidates = []
    for _, other, theirs in matches.get("f" if view.sex == "m" else "m", ()):
        if suitable(plan, ours, theirs):
            fertile = age.fertile <= theirs.age + age.turn_years and theirs.age < age.infertile
            near = abs(theirs.age - view.age) <= plan.p.near_age_turns * age.turn_years
            strong = plan.p.guards_reputation and other.reputation >= plan.reputation_floor()
            candidates.append(((not fertile, not near, not strong), theirs.id))
    if not candidates:
        return False
    # of the best suited, the first by the turn's hash (only they are hashed)
    best = min(rank for rank, _ in candidates)
    hashed = stable_hasher(plan.me, plan.turn, ours)
    target = min((hashed(cid), cid) for rank, cid in candidates if rank == best)[1]
    if plan.add({"action": "propose_marriage", "by": ours, "target": target, "terms": NO_TERMS},
                ("marriage: a suitable match", "брак: подходящая партия")):
        plan.targets.add(target)
        return True
    return False


def find_spouse(plan: Plan, ours: str, *, urgent: bool, lapsed: bool = False) -> bool:
    """ACT-find_spouse when the reputation can afford it (−40 for the head, −20 for his child, −10 otherwise;
    TRAIT-bad_manners −10 more): it stays above the cautious level when the house has no couple left to have
    children, well above it otherwise, and above the floor the character keeps (`Plan.may_lose`); a character
    that buys spouses for its lines only (`Personality.spouses_for_lines_only`) buys one for the head, the heir,
    a lawful heir, or when the house has no couple to have children."""
    rule = plan.rules.actions.find_spouse
    head = plan.knowledge.head
    view = plan.members[ours]
    if plan.is_head(ours):
        cost = -rule.reputation_head
    elif head is not None and head in (view.father, view.mother):
        cost = -rule.reputation_head_child
    else:
        cost = -rule.reputation_other
    if "bad_manners" in view.traits:
        cost -= plan.rules.traits["bad_manners"].reputation_loss or 0
    if plan.p.guards_reputation:
        cost = plan.own_loss(ours, cost)
    floor = plan.p.cautious_reputation if urgent else plan.p.comfortable_reputation if not lapsed else \
        plan.p.cautious_reputation + plan.p.plot_margin
    if plan.knowledge.reputation - plan.reputation_spent - cost < floor:
        return False
    # a house with no couple to have children dies out without this marriage: only the cautious level holds it
    existential = urgent and fertile_couples(plan) == 0
    if not (plan.may_lose(cost) or (existential and plan.reputation_left() - cost >= max(
            plan.p.cautious_reputation, lowest_safe_reputation(plan.rules)))):
        return False
    if plan.p.spouses_for_lines_only and not (urgent or plan.is_head(ours) or "heir" in view.roles
                                              or ours in plan.lawful or ours in kept_home(plan)):
        return False
    if plan.add({"action": "find_spouse", "by": ours},
                ("marriage: a spouse of a minor house", "брак: супруг из мелкого рода")):
        plan.reputation_spent += cost
        return True
    return False
