"""Decisions of the turn's orders (PROV-3, PROV-4, PROV-6): famine, disease, volunteers, revolts; and the
revolts' course (PROV-4: in revolt for 3 turns, then to a dynasty drawn by a die)."""

from __future__ import annotations

from dynasty.engine.context import Turn


def apply_decisions(t: Turn) -> None:
    raise NotImplementedError("apply_decisions: being written")


def advance_revolts(t: Turn) -> None:
    raise NotImplementedError("advance_revolts: being written")
