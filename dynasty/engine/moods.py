"""Master step 4 (TURN-2): moods from this turn's events and the traits (MOOD-1, MOOD-3, TRAIT-*), the ruling
mood, the loyalty change (LOY-3), then the reset (MOOD-2)."""

from __future__ import annotations

from dynasty.engine.context import Turn


def moods_and_loyalty(t: Turn) -> None:
    raise NotImplementedError("moods_and_loyalty: being written")
