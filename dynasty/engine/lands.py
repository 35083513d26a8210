"""The provinces' and the army's actions of step 1: develop and pacify (ACT-develop, ACT-pacify, PROV-7),
recruit and disband (ARMY-2, ERA-4, ACT-disband). War and peace are in `dynasty.engine.peace`."""

from __future__ import annotations

from dynasty.engine.action_base import STEP, Failure, Resolver, TargetCheck, skill_check
from dynasty.engine.context import Turn
from dynasty.orders import model as m
from dynasty.orders.costs import action_coins

# -- re-checks when the action's turn comes (ACT-0) -------------------------------------------------------


def own_province_check(t: Turn, did: str, order: m.Develop | m.Pacify) -> Failure | None:
    province = t.state.provinces.get(order.province)
    if province is None or province.owner != did:
        return Failure("not-own-province")
    return None


def recruit_check(t: Turn, did: str, order: m.Recruit) -> Failure | None:
    """ARMY-2: at most 5 points per owned province per turn, all the turn's recruits together."""
    limit = t.rules.army.recruit_max_per_province * len(t.state.dynasties[did].provinces)
    if recruited(t, did) + order.points > limit:
        return Failure("recruit-limit")
    return None


# -- the actions --------------------------------------------------------------------------------------------


def resolve_develop(t: Turn, did: str, n: int, order: m.Develop) -> None:
    """ACT-develop: check (learning, 8): the province's yield +5, not above 30."""
    rule = t.rules.actions.develop
    province = t.state.provinces[order.province]
    check = skill_check(t, did, n, "develop", order.by, province=order.province)
    before = province.yield_
    if check.success:
        province.yield_ = max(before, min(rule.yield_max, before + rule.yield_gain))
    t.record(STEP, "develop", did, n=n, by=order.by, province=order.province, before=before,
             after=province.yield_, dice=[check.key], **check.params())


def resolve_pacify(t: Turn, did: str, n: int, order: m.Pacify) -> None:
    """ACT-pacify: check (stewardship, 7): the province's loyalty +1 (PROV-7: at most 5)."""
    rules = t.rules
    province = t.state.provinces[order.province]
    check = skill_check(t, did, n, "pacify", order.by, province=order.province)
    before = province.loyalty
    if check.success:
        top = rules.limits.province_loyalty_max
        province.loyalty = max(before, min(top, before + rules.actions.pacify.loyalty_gain))
    t.record(STEP, "pacify", did, n=n, by=order.by, province=order.province, before=before,
             after=province.loyalty, dice=[check.key], **check.params())



def recruited(t: Turn, did: str) -> int:
    """ARMY-2: the points this dynasty recruited so far this turn."""
    return sum(o.params["points"] for o in t.outcomes if o.step == STEP and o.kind == "recruit" and o.dynasty == did)


def resolve_recruit(t: Turn, did: str, n: int, order: m.Recruit) -> None:
    """ARMY-2: army + points, at 2 coins a point (ERA-4: 1), paid with the action."""
    dynasty = t.state.dynasties[did]
    dynasty.army += order.points
    t.record(STEP, "recruit", did, n=n, by=order.by, points=order.points, army=dynasty.army,
             coins=action_coins(t.rules, t.state.era, order))


def resolve_disband(t: Turn, did: str, n: int, order: m.Disband) -> None:
    """ACT-disband: army − points, not below 0."""
    dynasty = t.state.dynasties[did]
    points = min(order.points, dynasty.army)
    dynasty.army -= points
    t.record(STEP, "disband", did, n=n, points=points, army=dynasty.army)



RESOLVERS: dict[str, Resolver] = {"develop": resolve_develop, "pacify": resolve_pacify, "recruit": resolve_recruit,
                                  "disband": resolve_disband}
TARGET_CHECKS: dict[str, TargetCheck] = {"develop": own_province_check, "pacify": own_province_check,
                                         "recruit": recruit_check}
