"""Reputation changes (REP-1 .. REP-3, BRANCH-7, BRANCH-9, VASSAL-1, DYN-2): every change applies at once,
with one share for each dynasty linked to it, and a dynasty at 0 or less is defeated at once — and a defeat
changes the reputations of the fallen dynasty's allies and enemies (DEFEAT-1, DEFEAT-3), which may defeat
them in turn. So `defeat` is here, beside `change_reputation`; the fall itself is `dynasty.engine.defeat`."""

from __future__ import annotations

from dynasty.engine.context import Turn
from dynasty.engine.defeat import fall
from dynasty.game.relations import main_line
from dynasty.game.state import GameState


def half(amount: int, divisor: int = 2) -> int:
    """RULES: "Half" rounds up in magnitude (5 → 3, −5 → −3)."""
    magnitude = -(-abs(amount) // divisor)
    return magnitude if amount >= 0 else -magnitude


def share_receivers(state: GameState, dynasty_id: str, *, branches: bool = True) -> list[str]:
    """REP-3: who gets a share of a change of `dynasty_id`: the main line and each of its branches when
    `dynasty_id` is the main line; the main line when it is a branch (BRANCH-9: not between two
    branches); and its vassals (VASSAL-1: not its lord). Each at most once, never itself, living only.
    `branches=False` leaves out the main line and branches (WAR-10 replaces their shares)."""
    receivers: list[str] = []
    root = main_line(state, dynasty_id)
    if branches and root == dynasty_id:
        receivers += [did for did in state.dynasties if did != dynasty_id and main_line(state, did) == dynasty_id]
    elif branches:
        receivers.append(root)
    receivers += [did for did, d in state.dynasties.items() if d.lord == dynasty_id]
    unique = list(dict.fromkeys(r for r in receivers if r != dynasty_id))
    return [did for did in unique if state.dynasties[did].alive]


def change_reputation(t: Turn, dynasty_id: str, amount: int, cause: str, *, source: str | None = None,
                      shares: bool = True, branch_shares: bool = True) -> int:
    """REP-1: apply a change at once, then its shares (half, REP-3); REP-2: at most 150; DYN-2: at 0 or
    less the dynasty is defeated at once. `source` is the dynasty that caused it, if any (WAR-13);
    `branch_shares=False` gives only the vassals their shares (WAR-10).
    Returns the change actually applied to `dynasty_id`."""
    state, rules = t.state, t.rules
    dynasty = state.dynasties[dynasty_id]
    if not dynasty.alive or amount == 0:
        return 0
    before = dynasty.reputation
    dynasty.reputation = min(rules.limits.reputation_max, dynasty.reputation + amount)
    applied = dynasty.reputation - before
    if amount < 0:
        t.reputation_lost[dynasty_id].append((amount, source))
    t.record("reputation", "reputation", dynasty_id, change=applied, cause=cause, reputation=dynasty.reputation,
             source=source)
    if shares and applied:
        # REP-3, BRANCH-7, VASSAL-1: one share, half of what applied (REP-2: a gain above the cap is lost)
        share = half(applied, rules.reputation.share_divisor)
        for receiver in share_receivers(state, dynasty_id, branches=branch_shares):
            change_reputation(t, receiver, share, f"share: {cause}", source=source, shares=False)
    if dynasty.alive and dynasty.reputation <= rules.limits.defeat_reputation:
        defeat(t, dynasty_id, "reputation")
    return applied


def defeat(t: Turn, dynasty_id: str, cause: str) -> None:
    """DYN-2: the dynasty falls at once (`fall`); then each ally loses reputation for the loss of an ally
    (DEFEAT-1) and each enemy gains (DEFEAT-3) — each change at once, and it may defeat the ally in turn
    (REP-1). A dynasty already defeated is left alone."""
    sides = fall(t, dynasty_id, cause)
    if sides is None:
        return
    allies, enemies = sides
    for did in allies:
        change_reputation(t, did, -t.rules.defeat.ally_loss, f"defeat of {dynasty_id}: an ally lost")
    for did in enemies:
        change_reputation(t, did, t.rules.defeat.enemy_gain, f"defeat of {dynasty_id}: an enemy fell")
