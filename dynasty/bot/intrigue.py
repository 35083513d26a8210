"""Priority 5: intrigue and society — now and then a spy or gossip; a ball or a visit, to learn what the
others hide (INFO-2, INFO-4).

A house with Gossips (TRAIT-gossip: each public action aimed at another house costs that house 10 reputation a
Gossip) visits and gives balls to no one."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import chain, islice

from dynasty.bot.plan import Plan, stable_hash, stable_hasher
from dynasty.game.rules import parse_dice
from dynasty.reports.model import PublicMember


def honest_at_home(plan: Plan) -> bool:
    """TRAIT-honest: every plot costs each Honest member of the house mood."""
    return any("honest" in v.traits for v in plan.members.values())


def honest_head(plan: Plan) -> bool:
    """TRAIT-honest: a head whom every plot costs mood — the house's AP (DYN-3)."""
    head = plan.members.get(plan.knowledge.head or "")
    return head is not None and "honest" in head.traits


def plotter_heads(plan: Plan) -> bool:
    """TRAIT-cunning, TRAIT-insidious: a head glad of a plot — his mood is the house's AP (DYN-3)."""
    head = plan.members.get(plan.knowledge.head or "")
    return head is not None and bool({"cunning", "insidious"} & set(head.traits))


def plan_intrigue(plan: Plan) -> None:
    """Spy (ACT-spy) now and then on a dynasty we know too little of, preferring the ones we might fight; gossip
    (ACT-gossip) — `today` now and then about the most reputable rival, a character that weighs its plots
    (`Personality.plot_value`) whenever the odds pay (`plan_gossip`). Never against an ally (ALLY-4), never
    with a reputation that could not take the discovery; with an Honest member at home (TRAIT-honest: every
    plot costs him mood), `today` never plots, the others spy never and gossip only at a rival they end, and
    not at all under an Honest head (his mood is the house's AP, DYN-3)."""
    honest = honest_at_home(plan)
    if plan.p.plot_value > 0:
        if not honest:
            plan_spy(plan)
        if not honest_head(plan):
            plan_gossip(plan, ending_only=honest)
        return
    if honest or plan.knowledge.reputation < plan.p.cautious_reputation + plan.p.plot_margin:
        return
    plan_spy(plan)
    if (stable_hash(plan.me, plan.turn, "gossip") % (2 * plan.p.plot_every) == 0
            and plan.knowledge.reputation >= plan.p.comfortable_reputation):
        rivals = sorted((o for o in plan.others.values() if o.relation == "enemy"),
                        key=lambda o: (-o.reputation, o.id))
        by = plan.best("gossip", "intrigue", minimum=plan.p.gossip_min_intrigue)
        if rivals and by is not None:
            plan.add({"action": "gossip", "by": by, "target": rivals[0].id},
                     ("gossip about the first rival", "сплетни о главном сопернике"))


def plan_ending(plan: Plan) -> None:
    """Before the provinces: the gossip at a rival being ended (`gossips_at`), the way to the end of the game
    (DEFEAT-5) — unless the head is Honest (TRAIT-honest)."""
    if plan.p.plot_value > 0 and plan.knowledge.head in plan.members and not honest_head(plan):
        plan_gossip(plan, ending_only=True)


def plan_spy(plan: Plan) -> None:
    """ACT-spy one turn in `plot_every` (every turn under a Cunning or Insidious head), when the discovery
    (−20) would leave us above the floor (`Plan.may_lose`)."""
    if plan.knowledge.reputation < plan.p.cautious_reputation + plan.p.plot_margin:
        return
    if plotter_heads(plan) or stable_hash(plan.me, plan.turn, "spy") % plan.p.plot_every == 0:
        by = plan.best("spy", "intrigue", minimum=plan.p.spy_min_intrigue)
        target = spy_target(plan)
        penalty = -(plan.rules.actions.spy.discovery_penalty or 0)
        if by is not None and target is not None and plan.may_lose(penalty, optional=True) and plan.add(
                {"action": "spy", "by": by, "target": target},
                ("spying: to learn their army and treasury", "слежка: узнать их армию и казну")):
            plan.targets.add(target)
            plan.reputation_risked += penalty


def roll_at_least(plan: Plan, need: int) -> float:
    """The chance that the checks' die (1d6) shows `need` or more."""
    sides = parse_dice(plan.rules.checks.die)[1]
    return max(0, min(sides, sides - need + 1)) / sides


def best_known_intrigue(plan: Plan, did: str) -> int:
    """INFO-4: the best intrigue we learned among the house's members, else `assumed_intrigue` (what its
    discovery die adds, ACT-0)."""
    learned = [int(fact.value.get("intrigue", 0)) for member in plan.others[did].members
               if (fact := plan.known.get((member.id, "skills"))) is not None and isinstance(fact.value, dict)]
    return max([*learned, plan.p.assumed_intrigue])


def gossip_success(plan: Plan, intrigue: int) -> float:
    """ACT-gossip's check: 1d6 + intrigue + the era's bonus ≥ TN 7."""
    rule = plan.rules.actions.gossip
    bonus = plan.rules.eras[plan.era].effects.check_bonus.get("gossip", 0)
    return roll_at_least(plan, (rule.tn or 0) - intrigue - bonus)


def gossip_value(plan: Plan, by: str, did: str) -> float:
    """ACT-gossip's expected reputation, in ours: success (`gossip_success`) takes 15 of theirs, worth
    `plot_value` of ours, twice when that brings them to the fall (DEFEAT-3: +15 to us); and then a discovery
    (1d6 + their best intrigue ≥ TN 8, the era's bonus) costs us 20."""
    rule = plan.rules.actions.gossip
    effects = plan.rules.eras[plan.era].effects
    loss = -(rule.reputation or 0)
    success = gossip_success(plan, plan.members[by].skills["intrigue"])
    found = roll_at_least(plan, (rule.discovery_tn or 0) - best_known_intrigue(plan, did)
                          - effects.discovery_bonus.get("gossip", 0))
    worth = plan.p.plot_value * (2 if plan.others[did].reputation <= loss else 1)
    return success * (worth * loss - found * discovery_cost(plan, did))


def discovery_cost(plan: Plan, did: str) -> int:
    """ACT-gossip discovered: −20, doubled against an ally (ALLY-4)."""
    penalty = -(plan.rules.actions.gossip.discovery_penalty or 0)
    return 2 * penalty if plan.others[did].relation == "ally" else penalty


def gossips_at(plan: Plan, did: str) -> int:
    """How many gossips a turn this character aims at `did`: `finish_gossips` at a rival it ends (`Plan.ends`),
    else one."""
    return plan.p.finish_gossips if plan.ends(did) else 1


def gossip_damage(plan: Plan, did: str) -> float:
    """The reputation our gossip is expected to take of `did` each turn: our best intriguers' chances
    (`gossip_success`) of 15 each, as many as `gossips_at`; none for a character that does not weigh plots."""
    if plan.p.plot_value <= 0 or honest_at_home(plan):
        return 0.0
    levels = sorted((v.skills["intrigue"] for c, v in plan.members.items()
                     if plan.capable(v) and v.skills["intrigue"] >= plan.p.gossip_min_intrigue), reverse=True)
    loss = -(plan.rules.actions.gossip.reputation or 0)
    return sum(gossip_success(plan, level) * loss for level in levels[:gossips_at(plan, did)])


def plan_gossip(plan: Plan, *, ending_only: bool = False) -> None:
    """ACT-gossip by expected value (`gossip_value`), when the discovery would leave us above the floor: at the
    enemy of our war, else the rival of lowest reputation (a dynasty that may fall; an ally only when we end
    it), by our best intriguers, as many as `gossips_at` — `ending_only`, at a rival being ended alone."""
    rival = min((o for o in plan.others.values() if o.relation == "enemy" or gossips_at(plan, o.id) > 1),
                key=lambda o: (o.id not in plan.enemies, o.reputation, o.id), default=None)
    if rival is None or (ending_only and gossips_at(plan, rival.id) == 1):
        return
    penalty = discovery_cost(plan, rival.id)
    planned = sum(1 for p in plan.actions
                  if p.order.action == "gossip" and getattr(p.order, "target", None) == rival.id)
    for _ in range(gossips_at(plan, rival.id) - planned):
        by = plan.best("gossip", "intrigue", minimum=plan.p.gossip_min_intrigue)
        if by is None or gossip_value(plan, by, rival.id) <= 0 or not plan.may_lose(penalty, optional=True):
            return
        if not plan.add({"action": "gossip", "by": by, "target": rival.id},
                        ("gossip: their reputation is the one to bring down",
                         "сплетни: их репутацию и нужно уронить")):
            return
        plan.reputation_risked += penalty


def spy_target(plan: Plan) -> str | None:
    """A capable non-head member of an enemy-dynasty whose army we do not know now; avoiding what we learned
    makes spying fail (Honest, Paranoid, Devoted) and preferring low loyalty (INFO-4)."""
    choices = []
    hashed = stable_hasher(plan.me, plan.turn, "spy")
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
            level = loyalty.value if loyalty is not None and isinstance(loyalty.value, int) else plan.p.assumed_loyalty
            choices.append((level, hashed(member.id), member.id))
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
    hashed = stable_hasher(plan.me, plan.turn, "visit")
    for group in sorted(groups):
        yield from sorted(groups[group], key=lambda member: hashed(member.id))


def plan_ball_or_visit(plan: Plan) -> None:
    """ACT-ball when the treasury allows (+5 reputation, and the guests' traits and loyalty); else one
    ACT-visit to someone we know nothing of. Neither with a Gossip at home (TRAIT-gossip)."""
    if plan.gossips_at_home():
        return
    ball = plan.rules.actions.ball
    host = plan.best("ball", "intrigue") if plan.spare_coins() >= ball.coins + 4 * plan.p.reserve_margin else None
    by = plan.best("visit", "intrigue", avoid_head=True)
    if host is None and by is None:  # (nobody to host or to visit: the guests are not looked for)
        return
    people = unknown_people(plan)
    first = next(people, None)
    if first is None:
        return
    guests = list(islice((p.id for p in chain([first], people) if p.age >= plan.rules.age.capable),
                         ball.max_guests))
    if len(guests) >= ball.min_guests and host is not None and plan.add(
            {"action": "ball", "by": host, "guests": guests},
            ("a ball: reputation, and to know them", "бал: репутация и знакомства")):
        plan.targets.update(guests)
        return
    if by is not None and plan.add({"action": "visit", "by": by, "target": first.id},
                                   ("a visit: to know them", "визит: узнать их")):
        plan.targets.add(first.id)
