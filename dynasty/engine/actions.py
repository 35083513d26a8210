"""Master step 1 (TURN-2): the actions ordered this turn, by ACT-0."""

from __future__ import annotations

from dynasty.engine.context import Turn


def resolve_actions(t: Turn) -> None:
    raise NotImplementedError("resolve_actions: being written")
