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
