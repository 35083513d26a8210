"""Defeat (DYN-2, DEFEAT-1 .. DEFEAT-4) whatever its cause, and the end of the game (DEFEAT-5)."""

from __future__ import annotations

from dynasty.engine.context import Turn


def defeat(t: Turn, dynasty_id: str, cause: str) -> None:
    raise NotImplementedError("defeat: being written")


def check_victory(t: Turn) -> None:
    raise NotImplementedError("check_victory: being written")
