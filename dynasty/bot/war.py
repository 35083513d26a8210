"""Priority 2: war — battle orders for each war, a general where a war has none, peace when losing or tired
of war; and (in priority 4, `plan_declare_war`) war declared on a dynasty known to be much weaker."""

from __future__ import annotations

import math

from dynasty.bot.intrigue import gossip_damage
from dynasty.bot.plan import Plan, lowest_safe_reputation, stable_hash
from dynasty.game.relations import relatives_between
from dynasty.game.war_costs import drain_loss
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


def general_for(plan: Plan, *, any_loyalty: bool = False) -> str | None:
    """WAR-1: the best soldier who is not the head, else the head (he then executes no action); one who may
    refuse to fight (SAB-4) only with `any_loyalty` (a war whose drain, not its battles, ends the enemy), and
    then among those the plan has not yet given anything to do."""
    candidates = [c for c, v in plan.members.items() if plan.capable(v) and (any_loyalty or plan.reliable(c))
                  and not (any_loyalty and (plan.slots[c] or c in plan.teaching))]
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
    turn). A character that fights drain wars (`Personality.fights_drain_wars`) keeps one it outlasts (its
    reputation leads the enemy's by `finish_lead`, and stays above its floor after the drain), and ends one
    that would take it below its floor."""
    enemy_army = plan.known_army(view.enemy)
    allied = any(plan.others[e].relation == "ally" for e in (view.enemies or [view.enemy]) if e in plan.others)
    if plan.p.fights_drain_wars and outlasts(plan, view.enemy):
        return False
    if plan.p.guards_reputation and view.side == "attacker" and any(
            plan.kin_loss_with(e) for e in (view.enemies or [view.enemy])):
        return True  # WAR-10: kin on the other side (a Hot-tempered head's war, WAR-13) costs us every war turn
    if plan.p.guards_reputation and not plan.may_lose(drain_loss(plan.rules, plan.era)):
        return True
    return (allied or plan.army < 2 * plan.p.army_per_province or len(plan.knowledge.provinces) <= 1
            or plan.knowledge.reputation < plan.p.cautious_reputation
            or (enemy_army is not None and enemy_army >= plan.army)
            or plan.turn - view.started >= plan.p.tired_of_war + (1 if view.side == "attacker" else 0))


def outlasts(plan: Plan, enemy: str) -> bool:
    """WAR-9 drains both sides alike each war turn, and our gossip takes more of theirs (`gossip_damage`): the
    side of more reputation outlasts the other. Ours leads the enemy's (public, INFO-3) by `finish_lead`, no
    kin of either head is on the other side (WAR-10 would cost us every turn, and a war cannot be ended
    alone), and what the war costs us until it ends them — the drain, and their fall (DEFEAT-3: an enemy's
    pays us, DEFEAT-1: an ally's costs us) — leaves us above the floor (`Plan.may_lose`). Against the last
    rival (the duel for the game, DEFEAT-5), `endgame_lead` is lead enough, and the war's cost until it ends
    them, kin's loss included, need only leave what outlives an unlawful heir, with two turns' cost above the
    floor."""
    other = plan.others.get(enemy)
    drain = drain_loss(plan.rules, plan.era)
    if other is None or plan.p.finish_below <= 0 or drain <= 0:
        return False
    turns = math.ceil(other.reputation / (drain + gossip_damage(plan, enemy)))
    fall = -plan.rules.defeat.enemy_gain if other.relation == "enemy" else plan.rules.defeat.ally_loss
    kin = plan.kin_loss_with(enemy)
    if len(plan.others) == 1:
        per_turn = drain + kin
        return (plan.knowledge.reputation >= other.reputation + plan.p.endgame_lead
                and plan.reputation_left() - (turns * per_turn + fall) >= lowest_safe_reputation(plan.rules)
                and plan.may_lose(2 * per_turn, optional=True))
    return (not kin and plan.knowledge.reputation >= other.reputation + plan.p.finish_lead
            and plan.may_lose(max(0, turns * drain + fall), optional=True))


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


def plan_declare_war(plan: Plan, *, ending: bool = False) -> None:
    """ACT-declare_war: only at peace, with a reputation to spare, a head who is no Pacifist (but in the duel for
    the game), a general who is not the head — never on our lord, our vassal or our own house (BRANCH). On a
    dynasty known (INFO-4, recently) to have an army at most half of ours less a margin, never an ally or a
    relative (WAR-10); or, in a character that ends rivals (`Plan.ends`), on the one of lowest reputation that
    our own outlasts (`outlasts`: WAR-9's drain ends it first, what WAR-10 and its fall cost us counted). Such a
    character plans its war early (`ending`: before the gossip whose risk would leave no room for it), `today`
    in priority 4."""
    if ending != (plan.p.finish_below > 0):
        return
    if plan.enemies or plan.knowledge.reputation < plan.p.cautious_reputation:
        return
    head = plan.knowledge.head
    duel = plan.p.finish_below > 0 and len(plan.others) == 1  # DEFEAT-5: the game is won by this war
    if head is None or head not in plan.members or ("pacifist" in plan.traits(head) and not duel):
        return  # TRAIT-pacifist: his mood, the house's AP (DYN-3), pays every war turn
    weaker, ended = [], []
    for did, other in plan.others.items():
        if (did == plan.knowledge.lord or other.lord == plan.me or other.branch_of is not None
                or plan.knowledge.branch_of is not None):
            continue
        # its costs counted, kin and an ally's fall included; WAR-12: a war on a dynasty with no province ends
        if other.provinces and plan.ends(did) and outlasts(plan, did):
            ended.append((other.reputation, stable_hash(plan.me, plan.turn, "war", did), did))
            continue
        army = plan.known_army(did)
        if (other.relation != "enemy" or army is None or not other.provinces
                or plan.p.war_ratio * army + plan.p.war_margin > plan.army):
            continue
        if relatives_between(plan.state, plan.me, did, members=plan.kin) is not None or (
                plan.p.guards_reputation and plan.kin_loss_with(did)):
            continue
        weaker.append((army, stable_hash(plan.me, plan.turn, "war", did), did))
    if not weaker and not ended:
        return
    general = general_for(plan, any_loyalty=not weaker)
    if general is None or plan.is_head(general) or plan.slots[general]:
        return
    if ended:
        _, _, target = min(ended)
        why = ("war: their reputation will fall before ours", "война: их репутация кончится раньше нашей")
    else:
        _, _, target = min(weaker)
        why = ("war: they are known to be much weaker", "война: известно, что они намного слабее")
    drain = drain_loss(plan.rules, plan.era)
    if not plan.may_lose(drain, optional=True):
        return
    # SAB-1: a general who may sabotage does not declare the war himself: a loyal member (or the head) does
    by = general if plan.reliable(general) else plan.best("declare_war", None)
    if by is not None and plan.add({"action": "declare_war", "by": by, "on": target, "general": general}, why):
        plan.reputation_risked += drain
        plan.teaching.add(general)  # WAR-1: he commands from now on
