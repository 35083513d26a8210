"""Master step 3 (TURN-2): aging (TURN-5), death rolls (AGE-5, AGE-6), the marriages that end, succession
(SUCC-1 .. SUCC-7) and extinction."""

from __future__ import annotations

from dynasty.engine.context import Turn


def age_and_die(t: Turn) -> None:
    raise NotImplementedError("age_and_die: being written")
