"""Priority 1: the decisions of the turn — every pending event answered, and the heir named in time."""

from __future__ import annotations

from dynasty.bot.plan import Plan


def plan_decisions(plan: Plan) -> None:
    """PROV-3, PROV-4, PROV-6: every pending event answered (the defaults pay when affordable,
    accept volunteers, and suppress a revolt when the army suffices); SUCC-5: the default heir named
    when the head nears the old-age deaths (AGE-5)."""
    for view in plan.knowledge.decisions:
        if view.kind in ("famine", "disease", "volunteers", "revolt") and view.province is not None:
            answers: dict[str, str] = getattr(plan.decisions, view.kind)
            answers[view.province] = view.default
    head = plan.members.get(plan.knowledge.head or "")
    heir = next((v for v in plan.knowledge.decisions if v.kind == "heir"), None)
    old_age = min(plan.rules.age.old_age_checks, default=None)
    if (heir is not None and head is not None and old_age is not None
            and head.age + plan.rules.age.turn_years >= old_age and heir.default in plan.members
            and heir.default in plan.lawful):  # SUCC-3, as its report tells it (`Plan.lawful`)
        plan.decisions.heir = heir.default
