"""The learning actions of step 1: mentor, study (ACT-mentor, ACT-study, SKILL-2, SKILL-4) and research
(ACT-research, ERA-2)."""

from __future__ import annotations

from dynasty.engine.action_base import (
    STEP,
    Failure,
    Resolver,
    TargetCheck,
    action_key,
    raise_skill,
    skill_check,
    study_modifiers,
)
from dynasty.engine.context import Turn
from dynasty.game.dice import Purpose
from dynasty.orders import model as m

# -- re-checks when the action's turn comes (ACT-0) -------------------------------------------------------


def mentor_check(t: Turn, did: str, order: m.Mentor) -> Failure | None:
    """ACT-mentor: the student's skill must be at least `skill_gap` below the teacher's (a member's skill
    may have changed this turn) and a hired teacher's level must be on the price list."""
    rule = t.rules.actions.mentor
    if order.teacher is not None:
        if order.teacher == order.by:
            return Failure("mentor-self", order.teacher)
        teaching = t.state.characters[order.teacher].skills.get(order.skill)
    else:
        assert order.hired_teacher is not None
        if order.hired_teacher not in rule.hired_teacher_coins:
            return Failure("hired-level")
        teaching = order.hired_teacher
    if teaching - t.state.characters[order.by].skills.get(order.skill) < rule.skill_gap:
        return Failure("mentor-gap", order.by)
    return None



def research_check(t: Turn, did: str, order: m.Research) -> Failure | None:
    if order.technology not in t.rules.technologies:
        return Failure("unknown-technology")
    if order.technology in t.state.dynasties[did].technologies:
        return Failure("research-known")
    return None


# -- the actions --------------------------------------------------------------------------------------------


def resolve_mentor(t: Turn, did: str, n: int, order: m.Mentor) -> None:
    """ACT-mentor: the student's skill +1 (the gap was re-checked), never above his top (SKILL-4)."""
    student = t.state.characters[order.by]
    before = student.skills.get(order.skill)
    after = raise_skill(t.rules, student, order.skill)
    t.record(STEP, "mentor", did, n=n, by=order.by, skill=order.skill, teacher=order.teacher,
             hired_teacher=order.hired_teacher, before=before, after=after)


def resolve_study(t: Turn, did: str, n: int, order: m.Study) -> None:
    """ACT-study: roll 1d6 (a Genius 1d6+2); above the current skill → +1 (cap 6, a Genius 8)."""
    rules = t.rules
    student = t.state.characters[order.by]
    key = action_key(t, did, n, "study", "study")
    before = student.skills.get(order.skill)
    modifiers = study_modifiers(rules, student)
    bonus = sum(mod.amount for mod in modifiers)
    roll = t.dice.total(key, rules.actions.study.die, Purpose(
        "dice-study", by=order.by, die=rules.actions.study.die, terms=[mod.words for mod in modifiers],
        skill=order.skill, value=before))
    after = raise_skill(rules, student, order.skill) if roll + bonus > before else before
    t.record(STEP, "study", did, n=n, by=order.by, skill=order.skill, roll=roll, bonus=bonus, total=roll + bonus,
             before=before, after=after, dice=[key])



def resolve_research(t: Turn, did: str, n: int, order: m.Research) -> None:
    """ACT-research: check (learning, 9; ERA-2: +1 in the Discovery): the dynasty gains the technology. Its
    effect is read where it applies (famine, disease, defence, upkeep, AP)."""
    check = skill_check(t, did, n, "research", order.by, technology=order.technology)
    if check.success:
        t.state.dynasties[did].technologies.append(order.technology)
    t.record(STEP, "research", did, n=n, by=order.by, technology=order.technology, dice=[check.key],
             **check.params())



RESOLVERS: dict[str, Resolver] = {"mentor": resolve_mentor, "study": resolve_study, "research": resolve_research}
TARGET_CHECKS: dict[str, TargetCheck] = {"mentor": mentor_check, "research": research_check}
