"""Priority 6: every member still free trains a skill — study, or mentor with a hired teacher."""

from __future__ import annotations

from dynasty.bot.plan import Plan
from dynasty.game.rules import parse_dice


def plan_training(plan: Plan) -> None:
    """Every member still free trains; then a Workaholic who is not the head and is loyal enough takes a
    second lesson (TRAIT-workaholic: +2 AP, −1 mood)."""
    for cid in plan.members:
        if not plan.slots[cid]:
            train(plan, cid)
    for cid, view in plan.members.items():
        if (plan.slots[cid] == 1 and plan.limit(cid) > 1 and not plan.is_head(cid)
                and view.loyalty > plan.rules.sabotage.max_loyalty + 1):
            train(plan, cid, second=True)


def train(plan: Plan, cid: str, *, second: bool = False) -> bool:
    """ACT-mentor with a hired teacher when the study would likely fail and the coins allow; else ACT-study."""
    if not plan.is_free(cid, "study", second=second, reliable=False):
        return False
    skill, value = plan.study_value(cid)
    if value <= 0:
        return False
    level = plan.members[cid].skills[skill]
    mentor = plan.rules.actions.mentor
    hired = max(min(mentor.hired_teacher_coins), level + mentor.skill_gap)
    sides = parse_dice(plan.rules.actions.study.die)[1]
    chance = (sides - level) / sides
    if (chance <= plan.p.hire_teacher_chance and hired in mentor.hired_teacher_coins
            and plan.willing(cid, "mentor")
            and plan.spare_coins() >= mentor.hired_teacher_coins[hired] + 2 * plan.p.reserve_margin
            and plan.add({"action": "mentor", "by": cid, "hired_teacher": hired, "skill": skill},
                         (f"a hired teacher of {plan.rules.skills[skill].en}",
                          f"нанятый учитель: {plan.rules.skills[skill].ru}"))):
        return True
    if not plan.willing(cid, "study"):
        return False
    return plan.add({"action": "study", "by": cid, "skill": skill},
                    (f"study of {plan.rules.skills[skill].en}", f"обучение: {plan.rules.skills[skill].ru}"))
