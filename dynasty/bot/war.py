"""Priority 2: war — battle orders for each war, a general where a war has none, peace when losing or tired
of war; and (in priority 4, `plan_declare_war`) war declared on a dynasty known to be much weaker."""

from __future__ import annotations

from dynasty.bot.constants import ARMY_PER_PROVINCE, CAUTIOUS_REPUTATION, TIRED_OF_WAR, WAR_MARGIN, WAR_RATIO
from dynasty.bot.plan import Plan, stable_hash
from dynasty.game.relations import relatives_between
from dynasty.orders import model as m
from dynasty.reports.fog import WarFacts


def plan_battles(plan: Plan) -> None:
    """WAR-2, WAR-5, WAR-11: the whole army, split evenly across the wars; the enemy's provinces to take, in
    an order varied by turn."""
    wars = sorted(plan.knowledge.wars, key=lambda w: w.enemy)
    if not wars:
        return
    share, rest = divmod(plan.army, len(wars))
    for i, view in enumerate(wars):
        enemy = view.enemy  # one entry per war, named by the other side's leader
        provinces = [pid for e in (view.enemies or [enemy]) if e in plan.others for pid in plan.others[e].provinces]
        if provinces:
            start = stable_hash(plan.me, plan.turn, "take", enemy) % len(provinces)
            provinces = provinces[start:] + provinces[:start]
        plan.war[enemy] = m.WarOrder(send=share + (1 if i < rest else 0), take=provinces)


def general_for(plan: Plan) -> str | None:
    """WAR-1: the best soldier who is not the head, else the head (he then executes no action)."""
    candidates = [c for c, v in plan.members.items() if plan.capable(v) and plan.reliable(c)]
    if not candidates:
        return None
    return max(candidates, key=lambda c: (not plan.is_head(c), plan.members[c].skills["combat"],
                                          -list(plan.members).index(c)))


def plan_generals(plan: Plan) -> None:
    """WAR-1: a war in which we have no general gets one."""
    for view in plan.knowledge.wars:
        if view.general is not None or war_order_given(plan, view.enemy, "general"):
            continue
        general = general_for(plan)
        if general is None or plan.slots[general]:
            continue
        plan.add({"action": "general", "by": general, "war": view.enemy, "general": general},
                 ("a general for the war", "генерал для войны"))


def war_order_given(plan: Plan, enemy: str, action: str) -> bool:
    return any(p.order.action == action and enemy in (getattr(p.order, "war", None), getattr(p.order, "to", None),
                                                       getattr(p.order, "from_", None))
               for p in plan.actions)


def wants_peace(plan: Plan, view: WarFacts) -> bool:
    """Losing or tired: a weak army, a known stronger enemy, few provinces, low reputation, a war on an ally
    that became one (WAR-10 costs the attacker every war turn), or a long war (WAR-9 drains both sides each
    turn)."""
    enemy_army = plan.known_army(view.enemy)
    allied = any(plan.others[e].relation == "ally" for e in (view.enemies or [view.enemy]) if e in plan.others)
    return (allied or plan.army < 2 * ARMY_PER_PROVINCE or len(plan.knowledge.provinces) <= 1
            or plan.knowledge.reputation < CAUTIOUS_REPUTATION
            or (enemy_army is not None and enemy_army >= plan.army)
            or plan.turn - view.started >= TIRED_OF_WAR + (1 if view.side == "attacker" else 0))


def peace_offer_from(plan: Plan, view: WarFacts) -> bool:
    """A standing offer of peace from the enemy of `view` to us (the war's `offers_received`) on terms we
    accept."""
    return any(offer.dynasty == view.enemy and offer.ask <= plan.spare_coins()
               and plan.acceptable_terms(vassal=offer.vassal, claim=offer.claim) for offer in view.offers_received)


def plan_peace(plan: Plan) -> None:
    """ACT-offer_peace, ACT-accept_peace: a vassal leaves peace to its lord (VASSAL-5: a war does not tell whether
    it is the lord's); otherwise, when peace is wanted, an offer of the enemy is accepted, or a white
    peace is offered (the enemy's mirror offer makes it at once)."""
    if plan.knowledge.lord is not None:
        return
    for view in plan.knowledge.wars:
        if view.enemy not in plan.others or not wants_peace(plan, view):
            continue
        if peace_offer_from(plan, view):
            by = plan.best("accept_peace", None)
            if by is not None and plan.add({"action": "accept_peace", "by": by, "from": view.enemy},
                                           ("peace: the enemy offered it", "мир: враг предложил")):
                continue
        by = plan.best("offer_peace", "stewardship")
        if by is not None:
            plan.add({"action": "offer_peace", "by": by, "to": view.enemy},
                     ("peace: the war goes badly or too long", "мир: война идёт плохо или слишком долго"))


def plan_declare_war(plan: Plan) -> None:
    """ACT-declare_war: only at peace, with a reputation to spare, a head who is no Pacifist, a general who is
    not the head, and on a dynasty known (INFO-4, recently) to have an army at most half of ours less a margin
    — never an ally, a relative (WAR-10), our lord, our vassal or our own house (BRANCH)."""
    if plan.enemies or plan.knowledge.reputation < CAUTIOUS_REPUTATION:
        return
    head = plan.knowledge.head
    if head is None or head not in plan.members or "pacifist" in plan.traits(head):
        return
    targets = []
    for did, other in plan.others.items():
        army = plan.known_army(did)
        if (army is None or other.relation != "enemy" or not other.provinces or did == plan.knowledge.lord
                or other.lord == plan.me or other.branch_of is not None or plan.knowledge.branch_of is not None
                or relatives_between(plan.state, plan.me, did, members=plan.kin) is not None):
            continue
        if WAR_RATIO * army + WAR_MARGIN <= plan.army:
            targets.append((army, stable_hash(plan.me, plan.turn, "war", did), did))
    if not targets:
        return
    general = general_for(plan)
    if general is None or plan.is_head(general) or plan.slots[general]:
        return
    _, _, target = min(targets)
    plan.add({"action": "declare_war", "by": general, "on": target, "general": general},
             ("war: they are known to be much weaker", "война: известно, что они намного слабее"))
