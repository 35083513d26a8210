"""The household actions of step 1 (ACT-0's first group): find_spouse, entertain, isolate and release,
abdicate (SUCC-1, SUCC-4, SUCC-6, SUCC-7), and naming the newborns (GEN-6, MAR-5)."""

from __future__ import annotations

from typing import Any

from dynasty.engine.action_base import (
    STEP,
    Failure,
    Ordered,
    Resolver,
    TargetCheck,
    action_key,
    marriage_moods,
    member_failure,
    own_loss,
    public_action_penalties,
)
from dynasty.engine.context import MoodContribution, Turn
from dynasty.engine.reputation import change_reputation
from dynasty.engine.sabotage import sabotaged
from dynasty.game.dice import Purpose
from dynasty.game.generation import pick_name, random_character
from dynasty.game.state import Character, Sex, Skills
from dynasty.game.succession import default_heir, default_regent, is_lawful_heir, unlawful_penalty
from dynasty.orders import model as m
from dynasty.text.ids import slug, unique_id

# -- re-checks when the action's turn comes (ACT-0) -------------------------------------------------------


def find_spouse_check(t: Turn, did: str, order: m.FindSpouse) -> Failure | None:
    if t.state.characters[order.by].spouse is not None:
        return Failure("married", order.by)
    return None


def isolate_check(t: Turn, did: str, order: m.Isolate) -> Failure | None:
    """ACT-isolate: a member of the dynasty, not the head nor the heir, not isolated already; AGE-1: a child
    can only be visited, so he cannot be isolated either."""
    found = member_failure(t, did, order.target)
    if found is not None:
        return found
    state = t.state
    target = state.characters[order.target]
    heir = t.orders[did].decisions.heir if did in t.orders else None
    if order.target in (state.dynasties[did].head, heir or default_heir(state, t.rules, did)):
        return Failure("isolate-head-or-heir", order.target)
    if target.age < t.rules.age.capable:
        return Failure("target-child", order.target)
    if target.isolated:
        return Failure("already-isolated", order.target)
    return None


def release_check(t: Turn, did: str, order: m.Release) -> Failure | None:
    found = member_failure(t, did, order.target)
    if found is not None:
        return found
    if not t.state.characters[order.target].isolated:
        return Failure("not-isolated", order.target)
    return None


def abdicate_check(t: Turn, did: str, order: m.Abdicate) -> Failure | None:
    """SUCC-1: the head, aged 60+, to another member."""
    state = t.state
    dynasty = state.dynasties[did]
    if dynasty.head != order.by:
        return Failure("not-head", order.by)
    if state.characters[order.by].age < t.rules.succession.abdicate_min_age:
        return Failure("abdicate-age", order.by)
    found = member_failure(t, did, order.heir)
    if found is not None:
        return found
    if order.heir == dynasty.head:
        return Failure("heir-is-head", order.heir)
    return None


def name_check(t: Turn, did: str, order: m.Name) -> Failure | None:
    found = member_failure(t, did, order.child)
    if found is not None:
        return found
    if t.state.characters[order.child].born != t.state.turn:
        return Failure("not-newborn", order.child)
    return None


# -- the actions --------------------------------------------------------------------------------------------


def resolve_find_spouse(t: Turn, did: str, n: int, order: m.FindSpouse) -> None:
    """ACT-find_spouse: a spouse from a minor noble family joins the dynasty; reputation −40 for the head,
    −20 for a child of the head, −10 otherwise. The marriage is public."""
    state, rules = t.state, t.rules
    rule = rules.actions.find_spouse
    executor = state.characters[order.by]
    head = state.dynasties[did].head
    base = action_key(t, did, n, "find_spouse", "spouse")
    first_roll = len(t.dice.rolls)
    # opposite sex; aged within ±5 of the executor in steps of 5 (AGE-8), at least 15, below certain death
    sex: Sex = "f" if executor.sex == "m" else "m"
    step = rules.age.turn_years
    ages = [age for age in range(executor.age - rule.age_spread, executor.age + rule.age_spread + 1, step)
            if rule.min_age <= age < rules.age.certain_death]
    age = t.dice.pick(f"{base}/age", ages, Purpose("dice-spouse-age", by=order.by, ages=ages))
    family = {c.name for c in state.characters.values() if c.dynasty == did}
    name = pick_name(t.dice, t.names[sex], family, base, sex)
    # GEN-2, GEN-3, GEN-4, then each skill capped at 3
    skills, traits = random_character(t.dice, rules, base)
    capped = {skill: min(value, rule.skill_cap) for skill, value in skills.items()}
    cid = unique_id(f"{slug(name)}-{did}", state.characters)
    state.characters[cid] = Character(
        name=name, sex=sex, age=age, dynasty=did, birth_dynasty=None, loyalty=rules.start.loyalty,
        skills=Skills(**capped), traits=traits, spouse=order.by)
    executor.spouse = cid
    dice = [roll.key for roll in t.dice.rolls[first_roll:]]
    husband, wife = (order.by, cid) if executor.sex == "m" else (cid, order.by)
    t.record(STEP, "marriage", did, public=True, action="find_spouse", n=n, husband=husband, wife=wife,
             spouse=cid, name=name, age=age)
    t.record(STEP, "find_spouse", did, n=n, by=order.by, spouse=cid, skills=capped, traits=traits, dice=dice)
    marriage_moods(t, order.by, cid)
    if order.by == head:
        loss = rule.reputation_head
    elif head is not None and head in (executor.father, executor.mother):
        loss = rule.reputation_head_child
    else:
        loss = rule.reputation_other
    change_reputation(t, did, own_loss(t, order.by, loss), f"find_spouse: {order.by}")
    public_action_penalties(t, did, order.by, "find_spouse")



def resolve_entertain(t: Turn, did: str, n: int, order: m.Entertain) -> None:
    """ACT-entertain: the executor's +1 mood was given with the moods of executing."""
    t.record(STEP, "entertain", did, n=n, by=order.by, mood=t.rules.actions.entertain.mood)


def resolve_isolate(t: Turn, did: str, n: int, order: m.Isolate) -> None:
    """ACT-isolate: the target is isolated — unless he sabotages it (SAB-2: Isolate is the exception; the
    mood penalty it would give him is the −1 of each isolated turn)."""
    entry = Ordered(did, n, order)
    causes = [MoodContribution(t.rules.actions.isolate.mood_per_turn, "isolated")]
    if order.target != order.by and sabotaged(t, entry, order.target, [c for c in causes if c.amount < 0],
                                              "target-sabotage"):
        return
    t.state.characters[order.target].isolated = True
    t.record(STEP, "isolate", did, n=n, by=order.by, target=order.target)


def resolve_release(t: Turn, did: str, n: int, order: m.Release) -> None:
    """ACT-isolate: `release` ends an isolation."""
    t.state.characters[order.target].isolated = False
    t.record(STEP, "release", did, n=n, target=order.target)


def resolve_abdicate(t: Turn, did: str, n: int, order: m.Abdicate) -> None:
    """SUCC-1: a head aged 60+ hands power over early; SUCC-4: to anyone but a lawful heir at a price;
    SUCC-6, SUCC-7: a head under 15 gets a regent — the one the order names (capable at this turn's aging,
    the SUCC-6 ruling), else the eldest capable."""
    state, rules = t.state, t.rules
    dynasty = state.dynasties[did]
    lawful = is_lawful_heir(state, rules, did, order.heir)  # asked while the old head still rules
    dynasty.head = order.heir
    dynasty.regent = None
    if state.characters[order.heir].age < rules.age.capable:
        named = t.orders[did].decisions.regent if did in t.orders else None
        candidate = state.characters.get(named) if named is not None else None
        valid = (candidate is not None and candidate.alive and candidate.dynasty == did and named != order.heir
                 and candidate.age + rules.age.turn_years >= rules.age.capable)
        dynasty.regent = named if valid else default_regent(state, rules, did)
    t.record(STEP, "new-head", did, public=True, head=order.heir, previous=order.by, lawful=lawful,
             how="abdicate", regent=dynasty.regent, n=n)
    if not lawful:
        change_reputation(t, did, -unlawful_penalty(rules, dynasty.reputation), "unlawful heir (SUCC-4)")


def resolve_name(t: Turn, did: str, n: int, order: m.Name) -> None:
    """GEN-6, MAR-5: the player names a newborn; the id stays."""
    rename(t, did, order.child, order.name, n=n)


def rename(t: Turn, did: str, cid: str, name: str, **params: Any) -> None:
    child = t.state.characters[cid]
    previous, child.name = child.name, name
    t.record(STEP, "name", did, child=cid, name=name, previous=previous, **params)


def name_newborns(t: Turn) -> None:
    """GEN-6: the `names:` section of the orders renames the dynasty's children born this turn."""
    state = t.state
    for did in state.living_dynasties():
        orders = t.orders.get(did)
        for cid, name in (orders.names if orders is not None else {}).items():
            child = state.characters.get(cid)
            if child is None or not child.alive or child.dynasty != did or child.born != state.turn:
                t.record(STEP, "name-failed", did, child=cid, name=name, reason="not-newborn")
            else:
                rename(t, did, cid, name)



RESOLVERS: dict[str, Resolver] = {
    "find_spouse": resolve_find_spouse, "entertain": resolve_entertain, "isolate": resolve_isolate,
    "release": resolve_release, "abdicate": resolve_abdicate, "name": resolve_name,
}
TARGET_CHECKS: dict[str, TargetCheck] = {
    "find_spouse": find_spouse_check, "isolate": isolate_check, "release": release_check,
    "abdicate": abdicate_check, "name": name_check,
}
