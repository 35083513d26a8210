"""Reputation changes (REP-1 .. REP-3, BRANCH-7, BRANCH-9, VASSAL-1, DYN-2): every change applies at once,
with one share for each dynasty linked to it, and a dynasty at 0 or less is defeated at once."""

from __future__ import annotations

from dynasty.engine.context import Turn
from dynasty.state import GameState


def half(amount: int, divisor: int = 2) -> int:
    """RULES: "Half" rounds up in magnitude (5 → 3, −5 → −3)."""
    magnitude = -(-abs(amount) // divisor)
    return magnitude if amount >= 0 else -magnitude


def main_line(state: GameState, dynasty_id: str) -> str:
    """BRANCH-8, BRANCH-9: every branch, of any depth, belongs to one main line."""
    seen = {dynasty_id}
    current = dynasty_id
    while True:
        parent = state.dynasties[current].branch_of
        if parent is None or parent not in state.dynasties or parent in seen:
            return current
        seen.add(parent)
        current = parent


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
        from dynasty.engine.defeat import defeat  # the defeat module changes reputations too
        defeat(t, dynasty_id, "reputation")
    return applied
