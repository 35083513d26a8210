"""Shared fixtures. Tests script the dice by key (`Dice.scripted`) and never depend on a random stream."""

from __future__ import annotations

from pathlib import Path

import pytest

from dynasty.rules import Rules, default_rules

REPO = Path(__file__).resolve().parent.parent
SCENARIOS = REPO / "scenarios"


@pytest.fixture
def rules() -> Rules:
    return default_rules()


@pytest.fixture(autouse=True)
def _no_language_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """A developer's DYNASTY_LANG must not change what the tests see: commands speak the game's language."""
    monkeypatch.delenv("DYNASTY_LANG", raising=False)
