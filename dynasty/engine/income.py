"""Master step 5 (TURN-2, ECON-1): province income, vassal tax, army upkeep and desertion."""

from __future__ import annotations

from dynasty.engine.context import Turn


def collect_income(t: Turn) -> None:
    raise NotImplementedError("collect_income: being written")
