"""`dynasty simulate` (issue 8): whole games in memory with the built-in player (BRANCH-10), the table, the
CSV, the check of every order file the bot writes."""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

from typer.testing import CliRunner

from dynasty.cli import app
from dynasty.engine.context import Outcome, Turn
from dynasty.orders.model import OrderFile
from dynasty.scenario import load_scenario
from dynasty.simulate import checkpoints, render_summary, simulate, tally_actions, write_csv

from .conftest import SCENARIOS


def test_simulate_plays_games_with_the_bot_and_its_orders_pass_check(tmp_path: Path) -> None:
    """Two duel games of 4 turns: every order file the bot wrote passes `check`; one CSV row per dynasty
    per turn (turn 1 and after each resolution) per game."""
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    summary = simulate(loaded, "duel", turns=4, games=2, seed=3, check=True)
    assert [g.seed for g in summary.games] == [3, 4]
    assert all(g.check_errors == 0 for g in summary.games)
    assert all(1 <= g.turns_played <= 4 for g in summary.games)
    assert sum(sum(g.used.values()) for g in summary.games) > 0
    text = render_summary(summary, loaded.rules, "en")
    dynasties = list(loaded.scenario.dynasties)
    for did in dynasties:
        assert did in text
    assert "errors 'dynasty check' found in the bot's orders: 0" in text
    assert "ошибок, которые 'dynasty check' нашёл в приказах бота: 0" in render_summary(summary, loaded.rules, "ru")
    path = tmp_path / "runs.csv"
    write_csv(summary, path)
    rows = list(csv.DictReader(path.open(encoding="utf-8")))
    assert len(rows) == sum((g.turns_played + 1) * len(dynasties) for g in summary.games)
    first = summary.games[0].turns_played
    assert {row["turn"] for row in rows if row["game"] == "0"} == {str(t) for t in range(1, first + 2)}


def test_simulate_is_deterministic_for_a_seed() -> None:
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    first = render_summary(simulate(loaded, "duel", turns=3, games=1, seed=11), loaded.rules, "ru")
    second = render_summary(simulate(loaded, "duel", turns=3, games=1, seed=11), loaded.rules, "ru")
    assert first == second


def test_tally_counts_failures_sabotage_failed_checks_and_idle_lessons() -> None:
    orders = {"valois": OrderFile.model_validate({"dynasty": "valois", "turn": 5, "actions": [
        {"action": "study", "by": "louis", "skill": "combat"}, {"action": "study", "by": "anne", "skill": "piety"},
        {"action": "pilgrimage", "by": "jean"}, {"action": "visit", "by": "marie", "target": "rudolf"},
        {"action": "entertain", "by": "paul"}]})}
    t = Turn.__new__(Turn)
    t.outcomes = [Outcome("actions", "study", "valois", {"n": 1, "before": 3, "after": 4}),
                  Outcome("actions", "study", "valois", {"n": 2, "before": 3, "after": 3}),
                  Outcome("actions", "pilgrimage", "valois", {"n": 3, "success": False}),
                  Outcome("actions", "action-failed", "valois", {"n": 4, "action": "visit"}),
                  Outcome("actions", "sabotaged", "valois", {"n": 5, "action": "entertain"})]
    used: Counter[str] = Counter()
    succeeded: Counter[str] = Counter()
    tally_actions(t, orders, used, succeeded)
    assert used == {"study": 2, "pilgrimage": 1, "visit": 1, "entertain": 1}
    assert succeeded == {"study": 1}


def test_checkpoints_show_the_start_the_quarters_and_the_end() -> None:
    assert checkpoints(20) == [1, 6, 11, 16, 21]
    assert checkpoints(1) == [1, 2]


def test_cli_simulate_prints_the_table_and_writes_the_csv(tmp_path: Path) -> None:
    out = tmp_path / "sim.csv"
    result = CliRunner().invoke(app, ["simulate", str(SCENARIOS / "duel.yaml"), "--turns", "2", "--games", "1",
                                      "--seed", "5", "--csv", str(out), "--check"])
    assert result.exit_code == 0, result.output
    assert "победы" in result.output and "действия, которые отдавал бот" in result.output and out.exists()
    assert "Записан 1 файл: " in result.output


def test_cli_simulate_names_a_missing_scenario_in_one_line() -> None:
    result = CliRunner().invoke(app, ["simulate", "no-such-scenario", "--turns", "1", "--games", "1"])
    assert result.exit_code == 1
    assert "no-such-scenario" in result.output and "Traceback" not in result.output
