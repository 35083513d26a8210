"""Master step 1 (TURN-2): the actions ordered this turn, by ACT-0.

The orders were checked when they came in (`dynasty check`); what can change during the turn is checked
again when each action's turn comes: its executor (a death, an isolation, a war), its targets, the coins.
An action goes through these sub-steps, each in its own function:

1. ACT-0: the order of resolution — groups in the rules' order, initiative within a group (`initiative`);
2. ACT-0: the re-checks of executor and targets; a failed one spends the AP and nothing else (`failure`);
3. DYN-7: the coins, all or nothing; then the AP (`resolve_action`);
4. SAB-1 .. SAB-3: sabotage by a disloyal executor (`sabotaged`);
5. MOOD-4: the moods that executing gives (`execution_moods`);
6. the action's own effect (`resolve_<action>`).

Every die is keyed `tNN/action/<dynasty>/<action>-<n>/<what>`, n counting the dynasty's actions from 1 in
its order file (CONTRACT "Dice": `t07/action/valois/visit-1/check`), so a die never shifts another.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from dynasty.engine.context import Turn
from dynasty.engine.reputation import change_reputation
from dynasty.generation import pick_name, random_character
from dynasty.knowledge import learn_character
from dynasty.names import slug, unique_id
from dynasty.orders import model as m
from dynasty.orders.check import generals_at_war
from dynasty.orders.costs import action_ap, action_coins
from dynasty.rules import Rules
from dynasty.state import Character, Sex, Skills
from dynasty.succession import default_heir, default_regent, is_lawful_heir, unlawful_penalty

STEP = "actions"


@dataclass(frozen=True)
class Ordered:
    """One action of one dynasty's orders; `n` counts its actions from 1, in file order."""

    dynasty: str
    n: int
    order: m.ActionOrder

    @property
    def action(self) -> str:
        return self.order.action

    @property
    def label(self) -> str:
        return f"{self.order.action}-{self.n}"


@dataclass
class Progress:
    """What step 1 has done so far that the next actions depend on."""

    #: DYN-5: how many actions each character has taken on (as executor or teacher), failed ones included
    slots: Counter[str] = field(default_factory=Counter)
    #: ACT table: (dynasty, action) of the once-per-turn actions already paid
    once: set[tuple[str, str]] = field(default_factory=set)


def action_key(t: Turn, did: str, n: int, action: str, what: str) -> str:
    """`t07/action/valois/study-2/check`."""
    return t.key("action", did, f"{action}-{n}", what)


def resolve_actions(t: Turn) -> None:
    """ACT-0: every action of every living dynasty, group by group, in initiative order."""
    name_newborns(t)  # GEN-6: the `names:` section renames this turn's newborns before anything else
    marriage.lapse_proposals(t)  # ACT-propose_marriage: a proposal stands one turn
    entries: list[Ordered] = []
    for did in t.state.living_dynasties():
        orders = t.orders.get(did)
        for index, order in enumerate(orders.actions if orders is not None else []):
            entries.append(Ordered(did, index + 1, order))
    progress = Progress()
    for group in t.rules.actions.groups:
        in_group = [e for e in entries if t.rules.actions.get(e.action).group == group]
        for entry in initiative(t, group, in_group):
            resolve_action(t, progress, entry)


# -- 1. ACT-0: the order of resolution ---------------------------------------------------------------


def initiative_skill(t: Turn, entry: Ordered) -> int:
    """ACT-0: the executor's skill that the action uses — the table's skill, or the skill the order names
    (study, mentor); 0 for an action that uses none or has no executor."""
    rule = t.rules.actions.get(entry.action)
    skill = rule.skill or getattr(entry.order, "skill", None)
    executor = t.state.characters.get(entry.order.executor or "")
    if skill is None or executor is None:
        return 0
    return executor.skills.get(skill)


def initiative(t: Turn, group: str, entries: list[Ordered]) -> list[Ordered]:
    """ACT-0: highest skill first; ties — the dynasty with the lowest reputation first (now, as the group
    begins); then by a die for each tied action. A tie among one dynasty's own actions is no contest: they
    keep the order file's order. Equal dice fall back to state order, then file order."""
    if not entries:
        return []
    dynasty_order = {did: i for i, did in enumerate(t.state.dynasties)}

    def standing(entry: Ordered) -> tuple[int, int]:
        return -initiative_skill(t, entry), t.state.dynasties[entry.dynasty].reputation

    classes: dict[tuple[int, int], list[Ordered]] = {}
    for entry in entries:
        classes.setdefault(standing(entry), []).append(entry)
    rolls: dict[tuple[str, int], int] = {}
    dice: list[str] = []
    for tied in classes.values():
        if len({e.dynasty for e in tied}) < 2:
            continue
        for entry in tied:
            key = action_key(t, entry.dynasty, entry.n, entry.action, "initiative")
            purpose = f"initiative of {entry.dynasty}'s {entry.label}: highest first (ACT-0)"
            rolls[entry.dynasty, entry.n] = t.dice.total(key, t.rules.checks.initiative_die, purpose)
            dice.append(key)
    ordered = sorted(entries, key=lambda e: (*standing(e), -rolls.get((e.dynasty, e.n), 0),
                                             dynasty_order[e.dynasty], e.n))
    t.record(STEP, "initiative", None, group=group, dice=dice, order=[
        {"dynasty": e.dynasty, "action": e.action, "n": e.n, "by": e.order.executor,
         "skill": initiative_skill(t, e), "reputation": t.state.dynasties[e.dynasty].reputation,
         **({"roll": rolls[e.dynasty, e.n]} if (e.dynasty, e.n) in rolls else {})} for e in ordered])
    return ordered


# -- 2. ACT-0: the re-checks --------------------------------------------------------------------------


@dataclass(frozen=True)
class Failure:
    """Why an action fails at resolution: a code (the `check` message code where one fits) and who."""

    reason: str
    who: str | None = None


def action_limit(t: Turn, character: Character) -> int:
    """DYN-5, TRAIT-workaholic: one action a turn, or the trait's number."""
    return max([1, *[t.rules.traits[trait].actions_per_turn or 1 for trait in character.traits]])


def doer_failure(t: Turn, progress: Progress, did: str, cid: str) -> Failure | None:
    """ACT-0: a living, capable member of the ordering dynasty, not isolated, not a general at war (WAR-1),
    not already executing all the actions he may (DYN-5)."""
    character = t.state.characters.get(cid)
    if character is None or not character.alive:
        return Failure("dead", cid)
    if character.dynasty != did:
        return Failure("not-own-member", cid)
    if character.age < t.rules.age.capable:
        return Failure("too-young", cid)
    if character.isolated:
        return Failure("isolated", cid)
    if cid in generals_at_war(t.state):
        return Failure("general-busy", cid)
    if progress.slots[cid] >= action_limit(t, character):
        return Failure("executor-busy", cid)
    return None


def doers(order: m.ActionOrder) -> list[str]:
    """Who executes the action: its executor, and a member who teaches (ACT-mentor: he is busy)."""
    found = [order.executor] if order.executor is not None else []
    if isinstance(order, m.Mentor) and order.teacher is not None:
        found.append(order.teacher)
    return found


def member_failure(t: Turn, did: str, cid: str) -> Failure | None:
    """A target that must be a living member of the dynasty."""
    character = t.state.characters.get(cid)
    if character is None or not character.alive:
        return Failure("dead", cid)
    if character.dynasty != did:
        return Failure("not-own-member", cid)
    return None


def order_pending(t: Turn, other: str | None, match: Callable[[m.ActionOrder], bool]) -> bool:
    """The handshakes (marriage, peace): `other` ordered an action that `match`es this turn, and it has not
    resolved yet."""
    orders = t.orders.get(other) if other is not None else None
    for index, action in enumerate(orders.actions if orders is not None else []):
        if match(action) and not any(o.step == STEP and o.dynasty == other and o.params.get("n") == index + 1
                                     for o in t.outcomes):
            return True
    return False


def target_failure(t: Turn, did: str, order: m.ActionOrder) -> Failure | None:
    """ACT-0: a target that is dead, moved, or no longer valid when the action resolves."""
    extra = TARGET_CHECKS.get(order.action)
    if extra is not None:
        return extra(t, did, order)
    state, rules = t.state, t.rules
    dynasty = state.dynasties[did]
    if isinstance(order, m.FindSpouse):
        executor = state.characters[order.by]
        if executor.spouse is not None:
            return Failure("married", order.by)
    elif isinstance(order, m.Mentor):
        return mentor_failure(t, order)
    elif isinstance(order, m.Isolate):
        found = member_failure(t, did, order.target)
        if found is not None:
            return found
        heir = t.orders[did].decisions.heir if did in t.orders else None
        if order.target in (dynasty.head, heir or default_heir(state, rules, did)):
            return Failure("isolate-head-or-heir", order.target)
        if state.characters[order.target].isolated:
            return Failure("already-isolated", order.target)
    elif isinstance(order, m.Release):
        found = member_failure(t, did, order.target)
        if found is not None:
            return found
        if not state.characters[order.target].isolated:
            return Failure("not-isolated", order.target)
    elif isinstance(order, m.Abdicate):
        if dynasty.head != order.by:
            return Failure("not-head", order.by)
        if state.characters[order.by].age < rules.succession.abdicate_min_age:
            return Failure("abdicate-age", order.by)
        found = member_failure(t, did, order.heir)
        if found is not None:
            return found
        if order.heir == dynasty.head:
            return Failure("heir-is-head", order.heir)
    elif isinstance(order, m.Name):
        found = member_failure(t, did, order.child)
        if found is not None:
            return found
        if state.characters[order.child].born != state.turn:
            return Failure("not-newborn", order.child)
    elif isinstance(order, m.Develop | m.Pacify):
        province = state.provinces.get(order.province)
        if province is None or province.owner != did:
            return Failure("not-own-province")
    elif isinstance(order, m.Research):
        if order.technology not in rules.technologies:
            return Failure("unknown-technology")
        if order.technology in dynasty.technologies:
            return Failure("research-known")
    elif isinstance(order, m.Visit):
        return guest_failure(t, did, order.target, visit=True)
    elif isinstance(order, m.Ball):
        if not valid_guests(t, did, order):
            first = guest_failure(t, did, order.guests[0], visit=False)
            return Failure("no-valid-guest", first.who if first is not None else None)
    elif isinstance(order, m.Recruit):
        # ARMY-2: at most 5 points per owned province per turn, all the turn's recruits together
        limit = rules.army.recruit_max_per_province * len(dynasty.provinces)
        if recruited(t, did) + order.points > limit:
            return Failure("recruit-limit")
    return None


def guest_failure(t: Turn, did: str, cid: str, *, visit: bool) -> Failure | None:
    """ACT-visit, ACT-ball: a living member of another living dynasty, not isolated (ACT-isolate: he cannot
    be visited); a ball guest must be capable (AGE-1: a child can only be visited)."""
    character = t.state.characters.get(cid)
    if character is None or not character.alive:
        return Failure("dead", cid)
    if character.dynasty is None or character.dynasty == did or not t.alive(character.dynasty):
        return Failure("not-other-dynasty", cid)
    if character.isolated:
        return Failure("isolated", cid)
    if not visit and character.age < t.rules.age.capable:
        return Failure("too-young", cid)
    return None


def valid_guests(t: Turn, did: str, order: m.Ball) -> list[str]:
    """ACT-ball: the invited guests that pass `guest_failure`, each once, in the order's order."""
    return [cid for cid in dict.fromkeys(order.guests) if guest_failure(t, did, cid, visit=False) is None]


def mentor_failure(t: Turn, order: m.Mentor) -> Failure | None:
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


def failure(t: Turn, progress: Progress, entry: Ordered) -> Failure | None:
    """ACT-0: every re-check of an action, the executors' first."""
    for cid in doers(entry.order):
        found = doer_failure(t, progress, entry.dynasty, cid)
        if found is not None:
            return found
    return target_failure(t, entry.dynasty, entry.order)


# -- 3. paying, and the action's turn ------------------------------------------------------------------


def resolve_action(t: Turn, progress: Progress, entry: Ordered) -> None:
    """One action at its turn: re-checks, payment, sabotage, moods, effect."""
    state, rules = t.state, t.rules
    did, n, order, action = entry.dynasty, entry.n, entry.order, entry.action
    rule = rules.actions.get(action)
    if not t.alive(did):  # REP-1: a defeated dynasty's remaining actions are void
        t.record(STEP, "action-failed", did, action=action, n=n, reason="dynasty-gone", ap=0)
        return
    if rule.once_per_turn and (did, action) in progress.once:  # the second is void: it costs nothing
        t.record(STEP, "action-failed", did, action=action, n=n, reason="once-per-turn", ap=0)
        return
    executor = state.characters.get(order.executor) if order.executor is not None else None
    nth = progress.slots[order.executor] + 1 if order.executor is not None else 1
    ap = action_ap(rules, state.era, action, executor, nth)
    found = failure(t, progress, entry)
    if found is not None:  # ACT-0: the action fails; its AP are spent
        t.ap_spent[did] += ap
        occupy(progress, order)
        t.record(STEP, "action-failed", did, action=action, n=n, reason=found.reason, who=found.who, ap=ap)
        return
    # DYN-7: a cost that cannot be paid in full is not paid, and its action fails
    dynasty = state.dynasties[did]
    coins = action_coins(rules, state.era, order)
    if dynasty.balance - coins < rules.limits.balance_min:
        t.record(STEP, "action-failed", did, action=action, n=n, reason="not-enough-coins", coins=coins,
                 balance=dynasty.balance, ap=0)
        return
    dynasty.balance -= coins
    t.ap_spent[did] += ap
    occupy(progress, order)
    if rule.once_per_turn:
        progress.once.add((did, action))
    # SAB-1 .. SAB-3: a sabotaged action spends its AP and coins and does nothing else
    for cid in doers(order):
        if sabotaged(t, entry, cid, sabotage_penalty(t, cid, action, progress.slots[cid]),
                     "sabotage" if cid == order.executor else "teacher-sabotage", ap=ap, coins=coins):
            return
    # MOOD-4: the moods of executing count toward this turn's step 4
    for cid in doers(order):
        t.executed[cid].append(action)
        for amount, cause in execution_moods(t, cid, action, progress.slots[cid], executor=cid == order.executor):
            t.mood(cid, amount, cause)
    RESOLVERS[action](t, did, n, order)


def occupy(progress: Progress, order: m.ActionOrder) -> None:
    """DYN-5: the action takes one of each executor's actions of the turn."""
    for cid in doers(order):
        progress.slots[cid] += 1


# -- 4. SAB-1 .. SAB-3: sabotage -------------------------------------------------------------------------


def sabotaged(t: Turn, entry: Ordered, cid: str, penalty: int, what: str, **paid: Any) -> bool:
    """SAB-1: a character with loyalty ≤ 1 rolls 1d4 + loyalty − the mood penalty the action would give
    him; on 2 or less he aborts it. LOY-4: the head's loyalty counts as 5, so he never does. SAB-3: the
    owner learns of it, with the roll."""
    state, sabotage = t.state, t.rules.sabotage
    character = state.characters[cid]
    if cid == state.dynasties[entry.dynasty].head or character.loyalty > sabotage.max_loyalty:
        return False
    target = getattr(entry.order, "target", None)
    if target == cid and entry.action != "isolate":  # SAB-2: not an action aimed at himself
        return False
    key = action_key(t, entry.dynasty, entry.n, entry.action, what)
    roll = t.dice.total(key, sabotage.die, f"sabotage by {cid}: {sabotage.die} + loyalty {character.loyalty} − "
                                           f"{penalty}; aborts on {sabotage.aborts_at_most} or less (SAB-1)")
    total = roll + character.loyalty - penalty
    if total > sabotage.aborts_at_most:
        t.record(STEP, "sabotage-failed", entry.dynasty, action=entry.action, n=entry.n, by=cid, roll=roll,
                 loyalty=character.loyalty, penalty=penalty, total=total, dice=[key])
        return False
    t.record(STEP, "sabotaged", entry.dynasty, action=entry.action, n=entry.n, by=cid, roll=roll,
             loyalty=character.loyalty, penalty=penalty, total=total, dice=[key], **paid)
    return True


def sabotage_penalty(t: Turn, cid: str, action: str, nth: int) -> int:
    """SAB-1: the size of the mood penalty that executing the action would give him (0 if none)."""
    return -sum(amount for amount, _ in execution_moods(t, cid, action, nth, executor=False) if amount < 0)


# -- 5. MOOD-4: the moods of executing -------------------------------------------------------------------


def execution_moods(t: Turn, cid: str, action: str, nth: int, *, executor: bool) -> list[tuple[int, str]]:
    """TRAIT-lazy: −2 for any action but the exempt ones; TRAIT-workaholic: −1 for his second action; the
    executor of entertain and pilgrimage +1. Causes are `trait.condition` as at step 4, or the action."""
    found: list[tuple[int, str]] = []
    for trait_id in t.state.characters[cid].traits:
        trait = t.rules.traits[trait_id]
        if "action" in trait.mood and action not in trait.exempt_actions:
            found.append((trait.mood["action"], f"{trait_id}.action"))
        if nth >= 2 and "second_action" in trait.mood:
            found.append((trait.mood["second_action"], f"{trait_id}.second_action"))
    mood = t.rules.actions.get(action).mood
    if executor and mood:
        found.append((mood, action))
    return [(amount, cause) for amount, cause in found if amount]


# -- 6. the actions -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Check:
    """RULES "Dice": check (skill, TN) — 1d6 + skill + modifiers ≥ TN."""

    key: str
    roll: int
    skill: int
    bonus: int
    tn: int

    @property
    def total(self) -> int:
        return self.roll + self.skill + self.bonus

    @property
    def success(self) -> bool:
        return self.total >= self.tn

    def params(self) -> dict[str, Any]:
        return {"roll": self.roll, "skill": self.skill, "bonus": self.bonus, "total": self.total, "tn": self.tn,
                "success": self.success}


def skill_check(t: Turn, did: str, n: int, action: str, cid: str) -> Check:
    """The action's check: the executor's skill of the table, the TN of the table, the era's bonus (ERA-2)."""
    rule = t.rules.actions.get(action)
    assert rule.skill is not None and rule.tn is not None, f"action '{action}' has no check"
    key = action_key(t, did, n, action, "check")
    skill = t.state.characters[cid].skills.get(rule.skill)
    bonus = t.era.check_bonus.get(action, 0)
    die = t.rules.checks.die
    roll = t.dice.total(key, die, f"{rule.en}: {die} + {rule.skill} {skill}"
                                        f"{f' {bonus:+d} era' if bonus else ''} ≥ {rule.tn}")
    return Check(key, roll, skill, bonus, rule.tn)


def skill_top(rules: Rules, character: Character) -> int:
    """SKILL-2, SKILL-4: 6, or 8 for a Genius."""
    return rules.limits.genius_skill_max if "genius" in character.traits else rules.limits.skill_max


def raise_skill(rules: Rules, character: Character, skill: str) -> int:
    """+1, never above the character's top (SKILL-2, SKILL-4); returns the new value."""
    value = max(character.skills.get(skill), min(skill_top(rules, character), character.skills.get(skill) + 1))
    character.skills.set(skill, value)
    return value


def own_loss(t: Turn, cid: str, amount: int) -> int:
    """TRAIT-beautiful, TRAIT-ugly, TRAIT-R2: a reputation loss whose only cause is his action is halved
    (rounded up in magnitude) or doubled."""
    if amount >= 0:
        return amount
    for trait_id in t.state.characters[cid].traits:
        factor = t.rules.traits[trait_id].reputation_loss_factor
        if factor is not None:
            amount = -math.ceil(-amount * factor)
    return amount


def public_action_penalties(t: Turn, did: str, cid: str, action: str) -> None:
    """TRAIT-bad_manners: −10 reputation to his dynasty for each public action he executes (TRAIT-R2: his own
    penalty, so Beautiful and Ugly apply to it)."""
    if not t.rules.actions.get(action).public or "bad_manners" not in t.state.characters[cid].traits:
        return
    loss = t.rules.traits["bad_manners"].reputation_loss
    if loss:
        change_reputation(t, did, own_loss(t, cid, loss), f"bad manners: {action} by {cid}")


def marriage_moods(t: Turn, first: str, second: str) -> None:
    """MAR-8: marrying a Beautiful spouse gives the other +3 mood; an Ugly one −3 (`spouse_on_marriage`)."""
    for cid, spouse in ((first, second), (second, first)):
        for trait_id in t.state.characters[spouse].traits:
            amount = t.rules.traits[trait_id].mood.get("spouse_on_marriage", 0)
            t.mood(cid, amount, f"{trait_id}.spouse_on_marriage")


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
    age = t.dice.pick(f"{base}/age", ages, f"age of {order.by}'s new spouse (ACT-find_spouse)")
    family = {c.name for c in state.characters.values() if c.dynasty == did}
    name = pick_name(t.dice, t.names[sex], family, base)
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
    bonus = sum(rules.traits[trait].study_bonus or 0 for trait in student.traits)
    roll = t.dice.total(key, rules.actions.study.die, f"study of {order.skill} by {order.by}: "
                                                      f"{rules.actions.study.die}{f'+{bonus}' if bonus else ''} "
                                                      f"above {before} raises it (ACT-study)")
    after = raise_skill(rules, student, order.skill) if roll + bonus > before else before
    t.record(STEP, "study", did, n=n, by=order.by, skill=order.skill, roll=roll, bonus=bonus, total=roll + bonus,
             before=before, after=after, dice=[key])


def resolve_entertain(t: Turn, did: str, n: int, order: m.Entertain) -> None:
    """ACT-entertain: the executor's +1 mood was given with the moods of executing."""
    t.record(STEP, "entertain", did, n=n, by=order.by, mood=t.rules.actions.entertain.mood)


def resolve_isolate(t: Turn, did: str, n: int, order: m.Isolate) -> None:
    """ACT-isolate: the target is isolated — unless he sabotages it (SAB-2: Isolate is the exception; the
    mood penalty it would give him is the −1 of each isolated turn)."""
    entry = Ordered(did, n, order)
    penalty = max(0, -t.rules.actions.isolate.mood_per_turn)
    if order.target != order.by and sabotaged(t, entry, order.target, penalty, "target-sabotage"):
        return
    t.state.characters[order.target].isolated = True
    t.record(STEP, "isolate", did, n=n, by=order.by, target=order.target)


def resolve_release(t: Turn, did: str, n: int, order: m.Release) -> None:
    """ACT-isolate: `release` ends an isolation."""
    t.state.characters[order.target].isolated = False
    t.record(STEP, "release", did, n=n, target=order.target)


def resolve_abdicate(t: Turn, did: str, n: int, order: m.Abdicate) -> None:
    """SUCC-1: a head aged 60+ hands power over early; SUCC-4: to anyone but a lawful heir at a price;
    SUCC-6, SUCC-7: a head under 15 gets a regent — the one the order names, else the eldest capable."""
    state, rules = t.state, t.rules
    dynasty = state.dynasties[did]
    lawful = is_lawful_heir(state, rules, did, order.heir)  # asked while the old head still rules
    dynasty.head = order.heir
    dynasty.regent = None
    if state.characters[order.heir].age < rules.age.capable:
        named = t.orders[did].decisions.regent if did in t.orders else None
        candidate = state.characters.get(named) if named is not None else None
        valid = (candidate is not None and candidate.alive and candidate.dynasty == did and named != order.heir
                 and candidate.age >= rules.age.capable)
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


def resolve_develop(t: Turn, did: str, n: int, order: m.Develop) -> None:
    """ACT-develop: check (learning, 8): the province's yield +5, not above 30."""
    rule = t.rules.actions.develop
    province = t.state.provinces[order.province]
    check = skill_check(t, did, n, "develop", order.by)
    before = province.yield_
    if check.success:
        province.yield_ = max(before, min(rule.yield_max, before + rule.yield_gain))
    t.record(STEP, "develop", did, n=n, by=order.by, province=order.province, before=before,
             after=province.yield_, dice=[check.key], **check.params())


def resolve_pacify(t: Turn, did: str, n: int, order: m.Pacify) -> None:
    """ACT-pacify: check (stewardship, 7): the province's loyalty +1 (PROV-7: at most 5)."""
    rules = t.rules
    province = t.state.provinces[order.province]
    check = skill_check(t, did, n, "pacify", order.by)
    before = province.loyalty
    if check.success:
        top = rules.limits.province_loyalty_max
        province.loyalty = max(before, min(top, before + rules.actions.pacify.loyalty_gain))
    t.record(STEP, "pacify", did, n=n, by=order.by, province=order.province, before=before,
             after=province.loyalty, dice=[check.key], **check.params())


def resolve_research(t: Turn, did: str, n: int, order: m.Research) -> None:
    """ACT-research: check (learning, 9; ERA-2: +1 in the Discovery): the dynasty gains the technology. Its
    effect is read where it applies (famine, disease, defence, upkeep, AP)."""
    check = skill_check(t, did, n, "research", order.by)
    if check.success:
        t.state.dynasties[did].technologies.append(order.technology)
    t.record(STEP, "research", did, n=n, by=order.by, technology=order.technology, dice=[check.key],
             **check.params())


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


def public_action_traits(t: Turn, did: str, others: list[str], order: m.PublicAction) -> None:
    """TRAIT-gossip, TRAIT-flatterer: a public action of `did` aimed at other dynasties (each once). Each
    living, capable Gossip of `did` costs each of them 10 reputation (doubled on `double_gossip`, at 10 to `did` for
    each doubled loss) and gets +1 mood once for the action; each living Flatterer gives each of them 5
    (tripled on `triple_flattery`, at 5 to `did` for each tripled gain)."""
    state, traits = t.state, t.rules.traits
    # our reading of a gap: only members aged 15+ gossip and flatter (AGE-1, AGE-2: a child takes part in no
    # action, and a baby Gossip spreading rumours is no one's idea of the rule)
    members = [cid for cid, c in state.characters.items()
               if c.alive and c.dynasty == did and c.age >= t.rules.age.capable]
    others = list(dict.fromkeys(other for other in others if other != did))
    gossip, flatterer = traits["gossip"], traits["flatterer"]
    for cid in [cid for cid in members if "gossip" in state.characters[cid].traits]:
        for other in others:
            loss = (gossip.reputation_loss or 0) * (2 if order.double_gossip else 1)
            # the other dynasty sees rumours after a public action of `did`, never whose trait caused them
            if loss and change_reputation(t, other, loss, f"rumours: {did}", source=did):
                t.lowered_other[did].add(cid)
            if order.double_gossip and gossip.doubling_cost:
                change_reputation(t, did, gossip.doubling_cost, f"gossip doubled: {cid}")
        if others:
            t.mood(cid, gossip.mood.get("public_action", 0), "gossip.public_action")
    for cid in [cid for cid in members if "flatterer" in state.characters[cid].traits]:
        for other in others:
            gain = (flatterer.reputation_gain or 0) * (3 if order.triple_flattery else 1)
            if gain and change_reputation(t, other, gain, f"praise: {did}", source=did) > 0:
                t.raised_other.add(cid)
                t.raised_by_other.add(other)
            if order.triple_flattery and flatterer.tripling_cost:
                change_reputation(t, did, flatterer.tripling_cost, f"flattery tripled: {cid}")


def meet(t: Turn, did: str, host: str, guest: str, source: str) -> str:
    """INFO-2: the host's dynasty learns the guest's traits and loyalty, the guest's dynasty the host's
    traits; TRAIT-paranoid: the guest's dynasty was interacted with. Returns the guest's dynasty."""
    other = t.state.characters[guest].dynasty
    assert other is not None
    learn_character(t.state, did, guest, ("traits", "loyalty"), source)
    learn_character(t.state, other, host, ("traits",), source)
    t.interacted.add(other)
    return other


def resolve_visit(t: Turn, did: str, n: int, order: m.Visit) -> None:
    """ACT-visit: public; the visitor's dynasty learns the target's traits and loyalty, the target's dynasty
    the visitor's traits (INFO-2); TRAIT-recluse: −1 mood to a Recluse target; TRAIT-gossip, TRAIT-flatterer
    on the target's dynasty; TRAIT-bad_manners."""
    other = meet(t, did, order.by, order.target, "visit")
    target = t.state.characters[order.target]
    for trait_id in target.traits:
        amount = t.rules.traits[trait_id].mood.get("per_visit", 0)
        t.mood(order.target, amount, f"{trait_id}.per_visit")
    t.record(STEP, "visit", did, public=True, concerns=[other], n=n, by=order.by, target=order.target,
             target_dynasty=other)
    public_action_traits(t, did, [other], order)
    public_action_penalties(t, did, order.by, "visit")


def resolve_ball(t: Turn, did: str, n: int, order: m.Ball) -> None:
    """ACT-ball: public; for each valid guest (an invalid one is skipped, with the reason, to the host) the
    host's dynasty learns his traits and loyalty and his dynasty the host's traits (INFO-2); the host's
    dynasty +5 reputation; TRAIT-gossip, TRAIT-flatterer on each invited dynasty once; TRAIT-bad_manners."""
    guests = valid_guests(t, did, order)
    for cid in dict.fromkeys(order.guests):
        found = guest_failure(t, did, cid, visit=False)
        if found is not None:
            t.record(STEP, "ball-guest-skipped", did, n=n, guest=cid, reason=found.reason)
    others = list(dict.fromkeys(meet(t, did, order.by, cid, "ball") for cid in guests))
    t.record(STEP, "ball", did, public=True, concerns=others, n=n, by=order.by, guests=guests, dynasties=others)
    gain = t.rules.actions.ball.reputation or 0
    change_reputation(t, did, gain, f"ball: {order.by}")
    public_action_traits(t, did, others, order)
    public_action_penalties(t, did, order.by, "ball")


#: The effect of each action that this version resolves; `resolve_action` calls it after ACT-0.
RESOLVERS: dict[str, Callable[[Turn, str, int, Any], None]] = {
    "find_spouse": resolve_find_spouse, "mentor": resolve_mentor, "study": resolve_study,
    "entertain": resolve_entertain, "isolate": resolve_isolate, "release": resolve_release,
    "abdicate": resolve_abdicate, "name": resolve_name, "donate": resolve_donate,
    "pilgrimage": resolve_pilgrimage, "develop": resolve_develop, "pacify": resolve_pacify,
    "research": resolve_research, "recruit": resolve_recruit, "disband": resolve_disband,
    "visit": resolve_visit, "ball": resolve_ball,
}

#: The target re-checks of the actions that other modules resolve (`register`).
TARGET_CHECKS: dict[str, Callable[[Turn, str, Any], Failure | None]] = {}


def register(action: str, resolver: Callable[[Turn, str, int, Any], None],
             target_check: Callable[[Turn, str, Any], Failure | None] | None = None) -> None:
    """How the modules of later parts of the rules (marriages, intrigue, branches, war) plug into step 1:
    the same order, re-checks, payment and sabotage (ACT-0) for every action."""
    RESOLVERS[action] = resolver
    if target_check is not None:
        TARGET_CHECKS[action] = target_check


# The modules that register their actions (imported last: they use the helpers above).
from dynasty.engine import branches, intrigue, marriage, peace  # noqa: E402, F401, I001
