"""Priority 5: intrigue and society — now and then a spy or gossip; a ball or a visit, to learn what the
others hide (INFO-2, INFO-4).

A house with Gossips (TRAIT-gossip: each public action aimed at another house costs that house 10 reputation a
Gossip) visits and gives balls to no one."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import chain, islice

from dynasty.bot.constants import (
    ASSUMED_LOYALTY,
    CAUTIOUS_REPUTATION,
    COMFORTABLE_REPUTATION,
    GOSSIP_MIN_INTRIGUE,
    PLOT_EVERY,
    PLOT_MARGIN,
    RESERVE_MARGIN,
    SPY_MIN_INTRIGUE,
)
from dynasty.bot.plan import Plan, stable_hash
from dynasty.reports.model import PublicMember


def honest_at_home(plan: Plan) -> bool:
    """TRAIT-honest: every plot costs each Honest member of the house mood."""
    return any("honest" in v.traits for v in plan.members.values())


def plotter_heads(plan: Plan) -> bool:
    """TRAIT-cunning, TRAIT-insidious: a head glad of a plot — his mood is the house's AP (DYN-3)."""
    head = plan.members.get(plan.knowledge.head or "")
    return head is not None and bool({"cunning", "insidious"} & set(head.traits))


def plan_intrigue(plan: Plan) -> None:
    """Now and then: spy (ACT-spy) on a dynasty we know too little of, preferring the ones we might fight;
    gossip (ACT-gossip) about the most reputable rival. Never with an Honest member at home, never against an
    ally (ALLY-4), never with a reputation that could not take the discovery."""
    if honest_at_home(plan) or plan.knowledge.reputation < CAUTIOUS_REPUTATION + PLOT_MARGIN:
        return
    if plotter_heads(plan) or stable_hash(plan.me, plan.turn, "spy") % PLOT_EVERY == 0:
        by = plan.best("spy", "intrigue", minimum=SPY_MIN_INTRIGUE)
        target = spy_target(plan)
        if by is not None and target is not None and plan.add(
                {"action": "spy", "by": by, "target": target},
                ("spying: to learn their army and treasury", "слежка: узнать их армию и казну")):
            plan.targets.add(target)
    if (stable_hash(plan.me, plan.turn, "gossip") % (2 * PLOT_EVERY) == 0
            and plan.knowledge.reputation >= COMFORTABLE_REPUTATION):
        rivals = sorted((o for o in plan.others.values() if o.relation == "enemy"),
                        key=lambda o: (-o.reputation, o.id))
        by = plan.best("gossip", "intrigue", minimum=GOSSIP_MIN_INTRIGUE)
        if rivals and by is not None:
            plan.add({"action": "gossip", "by": by, "target": rivals[0].id},
                     ("gossip about the first rival", "сплетни о главном сопернике"))


def spy_target(plan: Plan) -> str | None:
    """A capable non-head member of an enemy-dynasty whose army we do not know now; avoiding what we learned
    makes spying fail (Honest, Paranoid, Devoted) and preferring low loyalty (INFO-4)."""
    choices = []
    for did, other in plan.others.items():
        if other.relation != "enemy" or plan.known_army(did) is not None:
            continue
        for member in other.members:
            if member.head or member.age < plan.rules.age.capable or member.id in plan.targets:
                continue
            traits = plan.known.get((member.id, "traits"))
            if traits is not None and isinstance(traits.value, list) and \
                    {"honest", "paranoid", "devoted"} & set(traits.value):
                continue
            loyalty = plan.known.get((member.id, "loyalty"))
            level = loyalty.value if loyalty is not None and isinstance(loyalty.value, int) else ASSUMED_LOYALTY
            choices.append((level, stable_hash(plan.me, plan.turn, "spy", member.id), member.id))
    return min(choices)[-1] if choices else None


def unknown_people(plan: Plan) -> Iterator[PublicMember]:
    """Members of other dynasties whose traits we have not learned (INFO-2): potential spouses first, then those
    not at war with us, each group in the order of the turn's hash — hashed group by group, as far as the
    caller reads (a ball takes a few)."""
    wanted = {("f" if plan.members[c].sex == "m" else "m") for c in plan.unmarried()}
    groups: dict[tuple[bool, bool], list[PublicMember]] = {}
    for did, other in plan.others.items():
        for member in other.members:
            if (member.id, "traits") in plan.known or member.id in plan.targets:
                continue
            spouse = member.spouse is None and member.sex in wanted and member.age >= plan.rules.age.capable
            groups.setdefault((not spouse, did in plan.enemies), []).append(member)
    for group in sorted(groups):
        yield from sorted(groups[group], key=lambda member: stable_hash(plan.me, plan.turn, "visit", member.id))


def plan_ball_or_visit(plan: Plan) -> None:
    """ACT-ball when the treasury allows (+5 reputation, and the guests' traits and loyalty); else one
    ACT-visit to someone we know nothing of. Neither with a Gossip at home (TRAIT-gossip)."""
    if plan.gossips_at_home():
        return
    people = unknown_people(plan)
    first = next(people, None)
    if first is None:
        return
    ball = plan.rules.actions.ball
    guests = list(islice((p.id for p in chain([first], people) if p.age >= plan.rules.age.capable),
                         ball.max_guests))
    if len(guests) >= ball.min_guests and plan.spare_coins() >= ball.coins + 4 * RESERVE_MARGIN:
        host = plan.best("ball", "intrigue")
        if host is not None and plan.add({"action": "ball", "by": host, "guests": guests},
                                         ("a ball: reputation, and to know them", "бал: репутация и знакомства")):
            plan.targets.update(guests)
            return
    by = plan.best("visit", "intrigue", avoid_head=True)
    if by is not None and plan.add({"action": "visit", "by": by, "target": first.id},
                                   ("a visit: to know them", "визит: узнать их")):
        plan.targets.add(first.id)
