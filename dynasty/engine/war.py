"""Master step 2 (TURN-2): war. The step stands in its place in the turn; battles (WAR-2 .. WAR-14) come
with the war issue, and until then a turn with a war in the state says so in the log."""

from __future__ import annotations

from dynasty.engine.context import Turn


def resolve_war(t: Turn) -> None:
    for war in t.state.wars:
        t.record("war", "battle-not-resolved", war.attackers[0], concerns=war.defenders,
                 reason="battles are not resolved by this version yet")
