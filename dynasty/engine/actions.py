"""Master step 1 (TURN-2): the actions ordered this turn, by ACT-0 — the dispatcher.

The orders were checked when they came in (`dynasty check`); what can change during the turn is checked
again when each action's turn comes: its executor (a death, an isolation, a war), its targets, the coins.
An action goes through these sub-steps, each in its own function:

1. ACT-0: the order of resolution — groups in the rules' order, initiative within a group (`initiative`);
2. ACT-0: the re-checks of executor and targets; a failed one spends the AP and nothing else (`failure`);
3. DYN-7: the coins, all or nothing; then the AP (`resolve_action`);
4. SAB-1 .. SAB-3: sabotage by a disloyal executor (`dynasty.engine.sabotage`);
5. MOOD-4: the moods that executing gives (`execution_moods`);
6. the action's own effect: `resolve_<action>` of the module of its group (household, church, intrigue,
   diplomacy, marriage, peace, branches, learning, lands).

Every die is keyed `tNN/action/<dynasty>/<action>-<n>/<what>`, n counting the dynasty's actions from 1 in
its order file (CONTRACT "Dice": `t07/action/valois/visit-1/check`), so a die never shifts another.
"""

from __future__ import annotations

from typing import Any

from dynasty.engine import branches, church, diplomacy, household, intrigue, lands, learning, marriage, peace
from dynasty.engine.action_base import (
    STEP,
    Failure,
    Ordered,
    Progress,
    Resolver,
    TargetCheck,
    action_key,
    execution_moods,
)
from dynasty.engine.context import Turn
from dynasty.engine.sabotage import may_sabotage, penalty_causes, sabotaged
from dynasty.game.dice import Purpose
from dynasty.game.relations import generals_at_war
from dynasty.game.state import Character
from dynasty.orders import model as m
from dynasty.orders.costs import action_ap, action_coins

_MODULES = (household, church, intrigue, diplomacy, marriage, peace, branches, learning, lands)
#: The effect of every action, from the module of its group; `resolve_action` calls it after ACT-0.
RESOLVERS: dict[str, Resolver] = {action: f for module in _MODULES for action, f in module.RESOLVERS.items()}
#: The actions' own re-checks of their targets (ACT-0).
TARGET_CHECKS: dict[str, TargetCheck] = {action: f for module in _MODULES
                                         for action, f in module.TARGET_CHECKS.items()}


def resolve_actions(t: Turn) -> None:
    """ACT-0: every action of every living dynasty, group by group, in initiative order."""
    household.name_newborns(t)  # GEN-6: the `names:` section renames this turn's newborns before anything else
    marriage.lapse_proposals(t)  # ACT-propose_marriage: a proposal stands one turn
    entries: list[Ordered] = []
    for did in t.state.living_dynasties():
        orders = t.orders.get(did)
        for index, order in enumerate(orders.actions if orders is not None else []):
            entries.append(Ordered(did, index + 1, order))
    progress = Progress()
    by_group: dict[str, list[Ordered]] = {}
    for entry in entries:
        by_group.setdefault(t.rules.actions.get(entry.action).group, []).append(entry)
    for group in t.rules.actions.groups:
        for entry in initiative(t, group, by_group.get(group, [])):
            t.resolved.add((entry.dynasty, entry.n))  # its turn has come (the handshakes ask, `order_pending`)
            resolve_action(t, progress, entry)
    # the handshakes: an acceptance whose proposal or offer of this turn never came does not stand
    marriage.unanswered_acceptances(t)
    peace.unanswered_acceptances(t)


# -- 1. ACT-0: the order of resolution ---------------------------------------------------------------


def initiative_skill(t: Turn, entry: Ordered) -> int:
    """ACT-0: the executor's skill that the action uses — the table's skill, or the skill the order names
    (study, mentor); 0 for an action that uses none or has no executor."""
    rule = t.rules.actions.get(entry.action)
    order = entry.order
    # only study and mentor name a skill (asking another order for one raises inside pydantic, slowly)
    skill = rule.skill or (order.skill if isinstance(order, m.Study | m.Mentor) else None)
    executor = t.state.characters.get(order.executor or "")
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
    # nothing changes while the order is found: each action's skill and reputation are asked once
    skills = {(e.dynasty, e.n): initiative_skill(t, e) for e in entries}

    def standing(entry: Ordered) -> tuple[int, int]:
        return -skills[entry.dynasty, entry.n], t.state.dynasties[entry.dynasty].reputation

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
            die = t.rules.checks.initiative_die
            purpose = Purpose("dice-initiative", action=entry.action, house=entry.dynasty, n=entry.n, die=die)
            rolls[entry.dynasty, entry.n] = t.dice.total(key, die, purpose)
            dice.append(key)
    ordered = sorted(entries, key=lambda e: (*standing(e), -rolls.get((e.dynasty, e.n), 0),
                                             dynasty_order[e.dynasty], e.n))
    t.record(STEP, "initiative", None, group=group, dice=dice, order=[
        {"dynasty": e.dynasty, "action": e.action, "n": e.n, "by": e.order.executor,
         "skill": skills[e.dynasty, e.n], "reputation": t.state.dynasties[e.dynasty].reputation,
         **({"roll": rolls[e.dynasty, e.n]} if (e.dynasty, e.n) in rolls else {})} for e in ordered])
    return ordered


# -- 2. ACT-0: the re-checks --------------------------------------------------------------------------


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


def target_failure(t: Turn, did: str, order: m.ActionOrder) -> Failure | None:
    """ACT-0: a target that is dead, moved, or no longer valid when the action resolves."""
    check = TARGET_CHECKS.get(order.action)
    return check(t, did, order) if check is not None else None


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
    by = order.executor  # a failure names who was to act: reports tell the deed, not its number
    if not t.alive(did):  # REP-1: a defeated dynasty's remaining actions are void
        t.record(STEP, "action-failed", did, action=action, n=n, reason="dynasty-gone", by=by, ap=0)
        return
    if rule.once_per_turn and (did, action) in progress.once:  # the second is void: it costs nothing
        t.record(STEP, "action-failed", did, action=action, n=n, reason="once-per-turn", by=by, ap=0)
        return
    executor = state.characters.get(order.executor) if order.executor is not None else None
    nth = progress.slots[order.executor] + 1 if order.executor is not None else 1
    ap = action_ap(rules, state.era, action, executor, nth)
    found = failure(t, progress, entry)
    if found is not None:  # ACT-0: the action fails; its AP are spent
        t.ap_spent[did] += ap
        occupy(progress, order)
        extra: dict[str, Any] = {"war_end": found.war_end} if found.war_end is not None else {}
        t.record(STEP, "action-failed", did, action=action, n=n, reason=found.reason, by=by, who=found.who, ap=ap,
                 **extra)
        return
    # DYN-7: a cost that cannot be paid in full is not paid, and its action fails
    dynasty = state.dynasties[did]
    coins = action_coins(rules, state.era, order)
    if dynasty.balance - coins < rules.limits.balance_min:
        t.record(STEP, "action-failed", did, action=action, n=n, reason="not-enough-coins", by=by,
                 coins=coins, balance=dynasty.balance, ap=0)
        return
    dynasty.balance -= coins
    if coins:  # the treasury's item for the action, whatever becomes of it (ECON-1, DYN-7, SAB-3)
        t.record(STEP, "paid", did, action=action, n=n, by=order.executor, coins=coins, balance=dynasty.balance)
    t.ap_spent[did] += ap
    occupy(progress, order)
    if rule.once_per_turn:
        progress.once.add((did, action))
    # SAB-1 .. SAB-3: a sabotaged action spends its AP and coins and does nothing else
    for cid in doers(order):
        if may_sabotage(t, entry, cid) and sabotaged(
                t, entry, cid, penalty_causes(t, entry, cid, progress.slots[cid]),
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

