"""The church's actions of step 1: donate and pilgrimage (ACT-donate, ACT-pilgrimage). Annulment, the
church's third, is with the marriages (`dynasty.engine.marriage`)."""

from __future__ import annotations

import math

from dynasty.engine.action_base import STEP, Resolver, TargetCheck, skill_check
from dynasty.engine.context import Turn
from dynasty.engine.reputation import change_reputation
from dynasty.orders import model as m


def resolve_donate(t: Turn, did: str, n: int, order: m.Donate) -> None:
    """ACT-donate: +1 reputation per 5 coins, ×1.5 rounded down if the executor's piety is at least 4."""
    rule = t.rules.actions.donate
    piety = t.state.characters[order.by].skills.piety
    gain = order.coins // rule.coins_per_reputation
    if piety >= rule.pious_at:
        gain = math.floor(gain * rule.pious_factor)
    applied = change_reputation(t, did, gain, f"donate: {order.by}")
    t.record(STEP, "donate", did, n=n, by=order.by, coins=order.coins, piety=piety, gain=gain, applied=applied)


def resolve_pilgrimage(t: Turn, did: str, n: int, order: m.Pilgrimage) -> None:
    """ACT-pilgrimage: the executor's +1 mood (given with the moods of executing); check (piety, 8): +5
    reputation."""
    check = skill_check(t, did, n, "pilgrimage", order.by)
    gain = t.rules.actions.pilgrimage.reputation or 0
    applied = change_reputation(t, did, gain, f"pilgrimage: {order.by}") if check.success else 0
    t.record(STEP, "pilgrimage", did, n=n, by=order.by, applied=applied, dice=[check.key], **check.params())



RESOLVERS: dict[str, Resolver] = {"donate": resolve_donate, "pilgrimage": resolve_pilgrimage}
TARGET_CHECKS: dict[str, TargetCheck] = {}
