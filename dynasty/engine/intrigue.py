"""Intrigue (ACT-spy, ACT-gossip, ACT-conspiracy, ACT-assassinate): checks, discovery, penalties (ALLY-4),
and the traits that bear on them (Honest, Paranoid, Devoted, Insidious, Cunning).

The generic mechanism of step 1 (`dynasty.engine.actions`) orders, re-checks, pays and may sabotage these
actions; this module resolves their effect. Rulings of this version:

- a discovery check (ACT-0) follows an action that succeeded: the target dynasty rolls 1d6 + the best
  intrigue among its living capable members + the era's bonus (ERA-3) ≥ the action's discovery TN;
- TRAIT-paranoid: a successful spy on a dynasty with a living Paranoid member tells it who recruited and
  who spied, discovered or not;
- TRAIT-insidious: on his Spy or Conspiracy, when a discovery or a Paranoid's notice would follow, he rolls
  the escape die; on 1 he avoids them all and the trait disappears (skills stay);
- an automatic failure (an Honest or isolated target, a Paranoid target of an assassination) rolls no die.

What the acting dynasty is told carries its own dice, never the target's hidden modifiers (its loyalty,
traits, the best intrigue of its members); the target dynasty is told only what it learns.
"""

from __future__ import annotations

from typing import Any

from dynasty.engine.action_base import (
    STEP,
    Check,
    Failure,
    Modifier,
    Resolver,
    TargetCheck,
    action_key,
    era_modifier,
    own_loss,
    skill_check,
)
from dynasty.engine.context import Turn
from dynasty.engine.deaths import die
from dynasty.engine.reputation import change_reputation
from dynasty.game.dice import Purpose, term
from dynasty.game.learned import character_facts, learn_all
from dynasty.game.relations import alliance
from dynasty.game.state import Character
from dynasty.orders import model as m

#: TRAIT-insidious: the face of the escape die on which he avoids all negative consequences.
ESCAPE_FACE = 1


# -- re-checks at resolution (ACT-0) ---------------------------------------------------------------------


def other_member_failure(t: Turn, did: str, cid: str, *, head_allowed: bool) -> Failure | None:
    """A living, capable member of another living dynasty (AGE-1); a head only where the action allows."""
    character = t.state.characters.get(cid)
    if character is None or not character.alive:
        return Failure("dead", cid)
    if character.dynasty is None or character.dynasty == did or not t.alive(character.dynasty):
        return Failure("not-other-dynasty", cid)
    if character.age < t.rules.age.capable:
        return Failure("too-young", cid)
    if not head_allowed and t.state.dynasties[character.dynasty].head == cid:
        return Failure("target-head", cid)
    return None


def spy_target_check(t: Turn, did: str, order: m.Spy) -> Failure | None:
    return other_member_failure(t, did, order.target, head_allowed=False)


def conspiracy_target_check(t: Turn, did: str, order: m.Conspiracy) -> Failure | None:
    return other_member_failure(t, did, order.target, head_allowed=False)


def gossip_target_check(t: Turn, did: str, order: m.Gossip) -> Failure | None:
    if order.target == did or not t.alive(order.target):
        return Failure("not-other-dynasty")
    return None


def assassinate_target_check(t: Turn, did: str, order: m.Assassinate) -> Failure | None:
    found = other_member_failure(t, did, order.target, head_allowed=True)
    if found is not None or order.agent is None:
        return found
    agent = t.state.characters.get(order.agent)
    if agent is None or not agent.alive:
        return Failure("dead", order.agent)
    if agent.dynasty != t.state.characters[order.target].dynasty:
        return Failure("agent-dynasty", order.agent)
    if order.agent == order.target:
        return Failure("agent-is-target", order.agent)
    if agent.age < t.rules.age.capable:
        return Failure("too-young", order.agent)
    if t.state.dynasties[agent.dynasty].head == order.agent:  # recruited as for Spy: never a head (LOY-4)
        return Failure("agent-head", order.agent)
    return None


# -- shared pieces ----------------------------------------------------------------------------------------


def recruit_modifiers(t: Turn, cid: str, loyalty_factor: int = 1) -> list[Modifier]:
    """ACT-spy, ACT-conspiracy: − his loyalty (× the factor); TRAIT-devoted −3, TRAIT-paranoid −5. Hidden from
    the roller, who does not know another house's loyalties and traits (INFO-2)."""
    recruit = t.state.characters[cid]
    found = [Modifier(-loyalty_factor * recruit.loyalty,
                      Purpose("dice-term-loyalty", who=cid, value=recruit.loyalty, factor=loyalty_factor), hidden=True)]
    for trait in recruit.traits:
        penalty = t.rules.traits[trait].recruit_penalty
        if penalty:
            found.append(Modifier(penalty, term("dice-term-trait", penalty, trait=trait), hidden=True))
    return found


def auto_failure(t: Turn, recruit: Character, *, honest: bool = True) -> str | None:
    """TRAIT-honest: Spy and Conspiracy aimed at him fail (reason "refused"); an isolated character cannot be
    reached."""
    if honest and "honest" in recruit.traits:
        # INFO-2: the acting dynasty learns traits only by Spy, Visit or Ball, so it is told that he refused,
        # not why; the GM sees the trait in his own report.
        return "refused"
    if recruit.isolated:
        return "isolated"
    return None


def check_params(check: Check) -> dict[str, Any]:
    """The acting dynasty's own dice: roll, skill, TN and the result; not the target's hidden modifier."""
    return {"roll": check.roll, "skill": check.skill, "tn": check.tn, "success": check.success}


def discovery(t: Turn, did: str, n: int, action: str, other: str) -> tuple[bool, str]:
    """ACT-0, ERA-3: the target dynasty rolls 1d6 + the best intrigue among its living capable members + the
    era's discovery bonus ≥ the action's discovery TN. Returns (discovered, the die's key)."""
    rules = t.rules
    rule = rules.actions.get(action)
    assert rule.discovery_tn is not None
    best = max((c.skills.intrigue for c in t.state.characters.values()
                if c.alive and c.dynasty == other and c.age >= rules.age.capable), default=0)
    bonus = t.era.discovery_bonus.get(action, 0)
    key = action_key(t, did, n, action, "discovery")
    # INFO-2: the acting dynasty, who is shown this die, does not know the best intrigue of the other house
    roll = t.dice.total(key, rules.checks.die, Purpose(
        "dice-discovery", action=action, house=did, target_house=other, skill="intrigue", die=rules.checks.die,
        tn=rule.discovery_tn, terms=[mod.words for mod in era_modifier(bonus)],
        hidden=[Purpose("dice-term-best", skill="intrigue", n=best, house=other)]))
    return roll + best + bonus >= rule.discovery_tn, key


def escapes(t: Turn, did: str, n: int, action: str, cid: str, dice: list[str]) -> bool:
    """TRAIT-insidious: when a negative consequence would follow his Spy or Conspiracy, 1d2; on 1 he avoids
    them all and the trait disappears (his skills stay)."""
    executor = t.state.characters[cid]
    if action not in ("spy", "conspiracy") or "insidious" not in executor.traits:
        return False
    die_ = t.rules.traits["insidious"].escape_die
    assert die_ is not None
    key = action_key(t, did, n, action, "escape")
    dice.append(key)
    roll = t.dice.total(key, die_, Purpose("dice-escape", by=cid, die=die_, on=ESCAPE_FACE, trait="insidious"))
    if roll != ESCAPE_FACE:
        return False
    executor.traits = [trait for trait in executor.traits if trait != "insidious"]
    return True


def discovered_penalty(t: Turn, did: str, cid: str, action: str, other: str, ally: bool) -> None:
    """ACT-0: the acting dynasty pays the discovery penalty, doubled against an ally (ALLY-4); his own
    action's loss (TRAIT-R2: Beautiful, Ugly)."""
    penalty = t.rules.actions.get(action).discovery_penalty
    assert penalty is not None
    amount = own_loss(t, cid, penalty * (2 if ally else 1))
    change_reputation(t, did, amount, f"{action} discovered: {cid}")


def tell_target(t: Turn, did: str, n: int, action: str, cid: str, other: str, **learned: Any) -> None:
    """ACT-0: a discovered action is reported to the target dynasty with the executor's name."""
    t.record(STEP, "plot-discovered", other, action=action, by=cid, plotter=did, n=n, **learned)


def consequences(t: Turn, did: str, n: int, action: str, cid: str, other: str, ally: bool, dice: list[str],
                 paranoid_notice: dict[str, Any] | None = None) -> dict[str, Any]:
    """After a success: the discovery check; TRAIT-paranoid's notice; TRAIT-insidious's escape from them.
    Returns what the acting dynasty is told of it."""
    found, key = discovery(t, did, n, action, other)
    dice.append(key)
    result: dict[str, Any] = {"discovered": found}
    if (found or paranoid_notice is not None) and escapes(t, did, n, action, cid, dice):
        result["escaped"] = True
        return result
    if paranoid_notice is not None:
        t.record(STEP, "spied-on", other, action=action, **paranoid_notice)
    if found:
        tell_target(t, did, n, action, cid, other)
        discovered_penalty(t, did, cid, action, other, ally)
    return result


def insidious_mood(t: Turn, cid: str, action: str) -> None:
    """TRAIT-insidious: +1 mood when he does Conspiracy or Spy."""
    if action in ("spy", "conspiracy") and "insidious" in t.state.characters[cid].traits:
        t.mood(cid, t.rules.traits["insidious"].mood.get("own_plot", 0), "insidious.own_plot")


def is_ally(t: Turn, did: str, other: str) -> bool:
    """ALLY-1, ALLY-4: as the action resolves, before its effect."""
    return alliance(t.state, did, other) is not None


# -- the actions ------------------------------------------------------------------------------------------


def resolve_spy(t: Turn, did: str, n: int, order: m.Spy) -> None:
    """ACT-spy: recruit a capable non-head member of another dynasty: 1d6 + intrigue − his loyalty (Devoted
    −3, Paranoid −5) ≥ 5; an Honest or isolated target fails. Success: the acting dynasty learns the traits,
    loyalties and skills of every living member of his dynasty, and its balance and army (INFO-2)."""
    state = t.state
    target = state.characters[order.target]
    other = target.dynasty
    assert other is not None
    t.plotted[did].add(order.by)
    t.interacted.add(other)
    insidious_mood(t, order.by, "spy")
    params: dict[str, Any] = {"n": n, "by": order.by, "target": order.target, "target_dynasty": other}
    reason = auto_failure(t, target)
    if reason is not None:
        t.record(STEP, "spy", did, **params, success=False, reason=reason)
        return
    ally = is_ally(t, did, other)
    check = skill_check(t, did, n, "spy", order.by, modifiers=recruit_modifiers(t, order.target),
                        target=order.target)
    dice = [check.key]
    if not check.success:
        t.record(STEP, "spy", did, **params, **check_params(check), dice=dice)
        return
    members = [cid for cid, c in state.characters.items() if c.alive and c.dynasty == other]
    learn_all(state, did, [*(known for cid in members for known in character_facts(
        state, cid, ("traits", "loyalty", "skills"))), (other, "balance", state.dynasties[other].balance),
                           (other, "army", state.dynasties[other].army)], "spy")
    paranoid = any("paranoid" in state.characters[cid].traits for cid in members)
    notice = {"recruiter": order.by, "spy": order.target, "plotter": did} if paranoid else None
    after = consequences(t, did, n, "spy", order.by, other, ally, dice, notice)
    t.record(STEP, "spy", did, **params, **check_params(check), learned=members, **after, dice=dice)


def resolve_gossip(t: Turn, did: str, n: int, order: m.Gossip) -> None:
    """ACT-gossip: check (intrigue, 7): the target dynasty −15 reputation (Honest: lowering another's)."""
    check = skill_check(t, did, n, "gossip", order.by, target_house=order.target)
    dice = [check.key]
    params: dict[str, Any] = {"n": n, "by": order.by, "target_dynasty": order.target}
    if not check.success:
        t.record(STEP, "gossip", did, **params, **check_params(check), dice=dice)
        return
    ally = is_ally(t, did, order.target)
    loss = t.rules.actions.gossip.reputation or 0
    applied = change_reputation(t, order.target, loss, "gossip", source=did)
    if applied:
        t.lowered_other[did].add(order.by)
    after = consequences(t, did, n, "gossip", order.by, order.target, ally, dice) \
        if t.alive(order.target) else {}
    t.record(STEP, "gossip", did, **params, **check_params(check), applied=applied, **after, dice=dice)


def resolve_conspiracy(t: Turn, did: str, n: int, order: m.Conspiracy) -> None:
    """ACT-conspiracy: 1d6 + intrigue + bribe/10 (at most +3) − 2 × his loyalty (Devoted −3, Paranoid −5)
    ≥ 7: he joins the acting dynasty alone (his marriage stays), at loyalty 3; an Honest or isolated target
    fails. The bribe was paid with the action."""
    state, rule = t.state, t.rules.actions.conspiracy
    target = state.characters[order.target]
    other = target.dynasty
    assert other is not None
    t.plotted[did].add(order.by)
    t.interacted.add(other)
    insidious_mood(t, order.by, "conspiracy")
    params: dict[str, Any] = {"n": n, "by": order.by, "target": order.target, "target_dynasty": other,
                              "bribe": order.bribe}
    reason = auto_failure(t, target)
    if reason is not None:
        t.record(STEP, "conspiracy", did, **params, success=False, reason=reason)
        return
    ally = is_ally(t, did, other)
    bribe_bonus = min(order.bribe // rule.bribe_per_point, rule.bribe_max_bonus)
    bribe = [Modifier(bribe_bonus, Purpose("dice-term-bribe", n=bribe_bonus, coins=order.bribe))] if order.bribe else []
    check = skill_check(t, did, n, "conspiracy", order.by,
                        modifiers=[*bribe, *recruit_modifiers(t, order.target, rule.loyalty_factor)],
                        target=order.target, factor=rule.loyalty_factor)
    dice = [check.key]
    if not check.success:
        t.record(STEP, "conspiracy", did, **params, **check_params(check), bribe_bonus=bribe_bonus, dice=dice)
        return
    target.dynasty = did
    target.loyalty = rule.new_loyalty
    for war in state.wars:  # WAR-14: a general who changes sides leaves his old side without one
        if war.generals.get(other) == order.target:
            war.generals[other] = None
    t.record(STEP, "defected", other, character=order.target, concerns=[did])
    after = consequences(t, did, n, "conspiracy", order.by, other, ally, dice)
    t.record(STEP, "conspiracy", did, **params, **check_params(check), bribe_bonus=bribe_bonus, **after,
             dice=dice)


def resolve_assassinate(t: Turn, did: str, n: int, order: m.Assassinate) -> None:
    """ACT-assassinate: by mercenary, check (intrigue, 8; 10 against a head); by an agent of the target's
    dynasty, recruit him as for Spy against 6, then the kill succeeds. A Paranoid target cannot be killed
    by a mercenary or by a member of his own clan; an isolated target only by a mercenary. The death is
    public; who ordered it is not. A head killed is succeeded at step 3 (SUCC-5)."""
    state, rule = t.state, t.rules.actions.assassinate
    target = state.characters[order.target]
    other = target.dynasty
    assert other is not None
    t.plotted[did].add(order.by)
    t.interacted.add(other)
    params: dict[str, Any] = {"n": n, "by": order.by, "target": order.target, "target_dynasty": other,
                              "mercenary": order.mercenary, "agent": order.agent}
    reason = "paranoid" if "paranoid" in target.traits else None
    agent = state.characters[order.agent] if order.agent is not None else None
    if reason is None and agent is not None:
        reason = "isolated" if target.isolated else auto_failure(t, agent)
    if reason is not None:
        t.record(STEP, "assassinate", did, **params, success=False, reason=reason)
        return
    ally = is_ally(t, did, other)
    if order.agent is None:
        head = state.dynasties[other].head == order.target
        check = skill_check(t, did, n, "assassinate", order.by, tn=rule.head_tn if head else rule.tn,
                            purpose="dice-check-assassinate-head" if head else None, target=order.target)
    else:
        check = skill_check(t, did, n, "assassinate", order.by, modifiers=recruit_modifiers(t, order.agent),
                            tn=rule.agent_tn, purpose="dice-check-assassinate-agent", target=order.target,
                            agent=order.agent)
    dice = [check.key]
    if not check.success:
        t.record(STEP, "assassinate", did, **params, **check_params(check), dice=dice)
        return
    die(t, order.target, "assassination")
    t.record(STEP, "death", other, public=True, character=order.target, age=target.age, cause="assassination")
    after = consequences(t, did, n, "assassinate", order.by, other, ally, dice)
    t.record(STEP, "assassinate", did, **params, **check_params(check), **after, dice=dice)


RESOLVERS: dict[str, Resolver] = {
    "spy": resolve_spy,
    "gossip": resolve_gossip,
    "conspiracy": resolve_conspiracy,
    "assassinate": resolve_assassinate,
}
TARGET_CHECKS: dict[str, TargetCheck] = {
    "spy": spy_target_check,
    "gossip": gossip_target_check,
    "conspiracy": conspiracy_target_check,
    "assassinate": assassinate_target_check,
}
