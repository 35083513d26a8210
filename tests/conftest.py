"""Shared fixtures. Tests script the dice by key (`Dice.scripted`) and never depend on a random stream."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from dynasty.game.rules import Rules, default_rules

REPO = Path(__file__).resolve().parent.parent
SCENARIOS = REPO / "scenarios"


@pytest.fixture
def rules() -> Rules:
    return default_rules()


@pytest.fixture(autouse=True)
def _no_language_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """A developer's DYNASTY_LANG must not change what the tests see: commands speak the game's language."""
    monkeypatch.delenv("DYNASTY_LANG", raising=False)


@pytest.fixture(scope="session")
def duel_campaign(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh duel campaign (seed 5) that tests copy (`duel_copy`) and never change."""
    from typer.testing import CliRunner

    from dynasty.commands.cli import app

    game = tmp_path_factory.mktemp("duel-campaign") / "duel"
    result = CliRunner().invoke(app, ["new-game", str(SCENARIOS / "duel.yaml"), "--seed", "5", "--game", str(game)])
    assert result.exit_code == 0, result.output
    return game


@pytest.fixture
def duel_copy(duel_campaign: Path, tmp_path: Path) -> Path:
    """A copy of the fresh duel campaign, for a test to change."""
    copied = tmp_path / "duel"
    shutil.copytree(duel_campaign, copied)
    return copied
