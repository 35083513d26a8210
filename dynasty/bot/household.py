"""Priorities 4 and 5: the house, the provinces, the army — abdication of an old head, provinces pacified,
recruits when threatened (priority 4); a pilgrimage, entertainment of disloyal members, develop, research
and a donation when rich (priority 5)."""

from __future__ import annotations

from dynasty.bot.plan import Plan
from dynasty.game.rules import parse_dice
from dynasty.orders.costs import recruit_price

# -- 4. the house, the provinces, the army -------------------------------------------------------------------


def plan_abdication(plan: Plan) -> None:
    """SUCC-1: a head of 60 or more hands power to the default heir when there is a lawful one (SUCC-3: the
    default heir is then the first lawful one) of an age to rule and to have children: the new head rules
    without the AGE-4 penalty, and his own kin are the next lawful heirs."""
    head = plan.knowledge.head
    if head is None or head not in plan.members or not plan.lawful:
        return
    if plan.members[head].age < plan.rules.succession.abdicate_min_age:
        return
    heir = next((c for c, v in plan.members.items() if "heir" in v.roles), None)
    if heir is None or heir not in plan.lawful:
        return
    if not plan.rules.age.fertile <= plan.members[heir].age < plan.members[head].age:
        return
    if plan.p.plans_succession and plan.members[heir].age >= plan.rules.age.infertile:
        return  # AGE-4, MAR-3: an heir past the age of children founds no line; the old head rules on
    if plan.slots[head] or not plan.capable(plan.members[head]):
        return
    plan.add({"action": "abdicate", "by": head, "heir": heir},
             ("an old head hands power to the heir", "старый глава передаёт власть наследнику"))


def revolt_loyalty(plan: Plan) -> int:
    """PROV-3, ERA-5: the loyalty at which a province's revolts apply."""
    effects = plan.rules.eras[plan.era].effects
    return effects.revolt_at_loyalty or plan.rules.events.revolt.at_loyalty


def plan_pacify_revolts(plan: Plan) -> None:
    """ACT-pacify, paid from the whole balance: the provinces whose loyalty lets a revolt apply (PROV-3)."""
    pacify(plan, at_most=revolt_loyalty(plan), urgent=True)


def plan_pacify_disloyal(plan: Plan) -> None:
    """ACT-pacify, from the coins beyond the reserve: the provinces one step above the revolts."""
    pacify(plan, at_most=revolt_loyalty(plan) + 1, urgent=False)


def pacify(plan: Plan, *, at_most: int, urgent: bool) -> None:
    """ACT-pacify: the least loyal provinces first, by the best steward."""
    top = plan.rules.limits.province_loyalty_max
    provinces = sorted((p for p in plan.knowledge.provinces if p.loyalty <= min(at_most, top - 1)),
                       key=lambda p: (p.loyalty, p.id))
    done = {getattr(p.order, "province", None) for p in plan.actions if p.order.action == "pacify"}
    for province in provinces:
        if province.id in done:
            continue
        by = plan.best("pacify", "stewardship")
        if by is None:
            return
        plan.add({"action": "pacify", "by": by, "province": province.id},
                 (f"loyalty of the province is {province.loyalty}",
                  f"лояльность провинции {province.loyalty}"), urgent=urgent)


def threatened(plan: Plan) -> bool:
    """At war, a small army for the provinces held, or a neighbour known to be stronger."""
    if plan.enemies or plan.army < plan.p.army_per_province * len(plan.knowledge.provinces):
        return True
    return any((army := plan.known_army(did)) is not None and army > plan.army for did in plan.others)


def plan_recruits(plan: Plan) -> None:
    """ARMY-2: at most the limit per province a turn, 2 coins a point (ERA-4: 1); at war as many as the coins
    allow, at peace up to the army the provinces want."""
    if not threatened(plan):
        return
    provinces = len(plan.knowledge.provinces)
    limit = plan.rules.army.recruit_max_per_province * provinces
    price = recruit_price(plan.rules, plan.era)
    wanted = limit if plan.enemies else max(0, plan.p.army_per_province * (provinces + 1) - plan.army)
    points = min(limit, wanted, plan.spare_coins() // price if price else limit)
    if points <= 0:
        return
    candidates = plan.free("recruit")
    if not candidates:
        return
    # the member whose skills are worth least elsewhere
    by = min(candidates, key=lambda c: (max(plan.members[c].skills.values()), list(plan.members).index(c)))
    plan.add({"action": "recruit", "by": by, "points": points},
             ("recruits: the house is threatened", "набор: дому грозит опасность"))


# -- 5. church, the household, learning --------------------------------------------------------------------------


def plan_pilgrimage(plan: Plan) -> None:
    """ACT-pilgrimage: the executor's mood +1 — for the head, 2 AP next turn (DYN-3) — and a chance of
    reputation; by the head unless he is Lazy, else by the most pious."""
    head = plan.knowledge.head
    if (head is not None and plan.is_free(head, "pilgrimage")
            and (plan.members[head].skills["stewardship"] >= plan.p.pilgrimage_head_stewardship
                 or plan.study_value(head)[1] == 0)):
        plan.add({"action": "pilgrimage", "by": head},
                 ("pilgrimage: the head's mood, and reputation", "паломничество: настроение главы и репутация"))
        return
    by = plan.best("pilgrimage", "piety", minimum=plan.p.pilgrimage_min_piety, avoid_head=True)
    if by is not None:
        plan.add({"action": "pilgrimage", "by": by}, ("pilgrimage: reputation", "паломничество: репутация"))


def plan_entertainment(plan: Plan) -> None:
    """ACT-entertain: a member who may sabotage (SAB-1), or who is one step from the loyalty that gives AP
    (LOY-5), is cheered — one still free (not a bride whose proposal stands: ACT-0)."""
    for cid, view in plan.members.items():
        if plan.is_head(cid) or not plan.is_free(cid, "entertain", reliable=False):
            continue
        low = view.loyalty <= plan.rules.sabotage.max_loyalty
        almost = view.loyalty == plan.rules.ap.loyal_level - 1 and plan.spare_coins() >= 2 * plan.p.reserve_margin
        if low or almost:
            plan.add({"action": "entertain", "by": cid},
                     (f"entertainment: loyalty {view.loyalty}", f"развлечения: лояльность {view.loyalty}"))


def check_minimum(plan: Plan, tn: int) -> int:
    """The skill a member needs to try a check against `tn` ("check (skill, TN)": 1d6 + skill ≥ TN)."""
    return tn - parse_dice(plan.rules.checks.die)[1] + plan.p.check_margin


def plan_develop(plan: Plan) -> None:
    """ACT-develop: the province of the lowest yield, by a learned member (the check is learning, TN 8)."""
    rule = plan.rules.actions.develop
    provinces = sorted((p for p in plan.knowledge.provinces if p.yield_ < rule.yield_max),
                       key=lambda p: (p.yield_, p.id))
    if rule.tn is None:
        return
    for province in provinces[:plan.p.develop_per_turn]:
        by = plan.best("develop", "learning", minimum=check_minimum(plan, rule.tn))
        if by is None:
            return
        plan.add({"action": "develop", "by": by, "province": province.id},
                 (f"development: yield {province.yield_}", f"развитие: доход {province.yield_}"))


def plan_research(plan: Plan) -> None:
    """ACT-research: a technology we lack, by a learned member (the check is learning, TN 9; ERA-2 +1)."""
    rule = plan.rules.actions.research
    bonus = plan.rules.eras[plan.era].effects.check_bonus.get("research", 0)
    known = plan.knowledge.technologies
    missing = [t for t in plan.p.technology_order if t in plan.rules.technologies and t not in known]
    missing += [t for t in plan.rules.technologies if t not in missing and t not in plan.knowledge.technologies]
    if not missing or rule.tn is None:
        return
    by = plan.best("research", "learning", minimum=check_minimum(plan, rule.tn - bonus))
    if by is not None:
        plan.add({"action": "research", "by": by, "technology": missing[0]},
                 (f"research: {plan.rules.technologies[missing[0]].en}",
                  f"исследование: {plan.rules.technologies[missing[0]].ru}"))


def plan_donation(plan: Plan) -> None:
    """ACT-donate when rich: reputation for coins, by the most pious (×1.5 from piety 4)."""
    rule = plan.rules.actions.donate
    spare = plan.spare_coins() - plan.p.rich
    if spare < rule.coins_min or plan.knowledge.reputation >= plan.rules.limits.reputation_max:
        return
    coins = min(rule.coins_max, spare - spare % rule.coins_step)
    by = plan.best("donate", "piety")
    if by is not None and coins >= rule.coins_min:
        plan.add({"action": "donate", "by": by, "coins": coins}, ("a donation: reputation", "пожертвование: репутация"))
