"""`dynasty simulate` (issue 8): whole games in memory with the built-in player (BRANCH-10), the table, the
CSV, the check of every order file the bot writes; games in worker processes with the results of a serial
run; two rule sets compared on the same seeds."""

from __future__ import annotations

import csv
import re
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from typer.testing import CliRunner

from dynasty.commands.cli import app
from dynasty.engine.context import Outcome, Turn
from dynasty.game.rules import Rules, load_rules
from dynasty.game.scenario import load_scenario
from dynasty.orders.model import OrderFile
from dynasty.study.simulate import (
    GameResult,
    Sample,
    Summary,
    compare,
    compared_rules,
    simulate,
    tally_actions,
    write_csv,
)
from dynasty.study.summary import checkpoints, render_comparison, render_summary

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


def test_games_in_worker_processes_are_those_of_a_serial_run(tmp_path: Path) -> None:
    """`--workers N`: each game depends on its seed and rules only; played in two processes, the games, the
    summary and the CSV are those of the serial run, in the same order."""
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    serial = simulate(loaded, "duel", turns=3, games=3, seed=21)
    parallel = simulate(loaded, "duel", turns=3, games=3, seed=21, workers=2)
    assert parallel.games == serial.games
    assert render_summary(parallel, loaded.rules, "en") == render_summary(serial, loaded.rules, "en")
    write_csv(serial, tmp_path / "serial.csv")
    write_csv(parallel, tmp_path / "parallel.csv")
    assert (tmp_path / "serial.csv").read_bytes() == (tmp_path / "parallel.csv").read_bytes()


def test_the_same_rules_compared_differ_in_nothing() -> None:
    """Two rule sets on the same seeds: with the very same rules every game is played alike, every difference
    is exactly zero, and the summary says that none is larger than chance."""
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    first, second = compare(loaded, loaded.rules, "same.yaml", "duel", turns=2, games=2, seed=5)
    assert first.games == second.games and second.rules == "same.yaml"
    text = render_comparison(first, second, loaded.rules, "en")
    assert "No difference between the two rule sets is larger than chance (95%) in 2 games." in text
    assert "yes" not in text.split()


def test_the_compared_rules_are_those_the_second_set_of_games_plays() -> None:
    """DYN-1 changed in B (a treasury of 999 at the start): every game of B begins with it, every game of A
    with the scenario's 30, on the same seeds."""
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    rich = load_rules({"start": {"balance": 999}})
    first, second = compare(loaded, rich, "rich.yaml", "duel", turns=1, games=2, seed=5)
    assert [g.seed for g in first.games] == [g.seed for g in second.games] == [5, 6]
    assert {s.balance for g in first.games for s in g.samples if s.turn == 1} == {30}
    assert {s.balance for g in second.games for s in g.samples if s.turn == 1} == {999}


def game(seed: int, survived: dict[str, int], causes: dict[str, str], turns: int = 10) -> GameResult:
    """A game as `simulate` tells it, for the summary's tests: who fell on which turn, and of what."""
    samples = [Sample(0, seed, 1, did, True, 80, 3, 15, 30) for did in survived]
    defeats = {did: (turn + 1, causes[did]) for did, turn in survived.items() if turn < turns}
    return GameResult(seed, turns, [], [d for d in survived if d not in defeats], defeats, samples, Counter(),
                      Counter(), 0, 0)


def two_rule_sets() -> tuple[Summary, Summary, Rules]:
    """40 games under A, where valois lives to the end, and under B, where it falls of its reputation on turn 3 of
    every one; tudor lasts alike."""
    rules = load_scenario(SCENARIOS / "duel.yaml").rules
    first = Summary("test", 10, games=[game(s, {"valois": 10, "tudor": 10 - s % 2}, {"tudor": "extinct"})
                                       for s in range(40)])
    second = Summary("test", 10, games=[game(s, {"valois": 2, "tudor": 10 - (s + 1) % 2},
                                             {"valois": "reputation", "tudor": "extinct"}) for s in range(40)],
                     rules="b.yaml")
    return first, second, rules


def test_a_difference_larger_than_chance_is_named_and_a_small_one_is_not() -> None:
    """The comparison's verdict: under B valois falls of its reputation on turn 3 of every one of 40 games, while
    under A it lives to the end; tudor lasts alike. The summary names valois's turns survived, survival and
    cause of defeat as larger than chance, and nothing of tudor's."""
    first, second, rules = two_rule_sets()
    text = render_comparison(first, second, rules, "en")
    verdict = text.split("Differences larger than chance (95%): ")[1]
    assert "alive at the end: valois" in verdict and "turns survived (mean): valois" in verdict
    assert "causes of defeat (share of the dynasties): reputation" in verdict and "tudor" not in verdict
    alone = render_summary(second, rules, "en")
    assert "valois lasts fewer turns than the average (5.8 turns), by more than chance." in alone
    assert "tudor lasts more turns than the average" in alone


def test_a_russian_summary_writes_its_decimals_with_a_comma() -> None:
    """In Russian a decimal is written with a comma (5,8 хода), in English with a point: the summary's and the
    comparison's means, their intervals and the actions' rates per turn."""
    first, second, rules = two_rule_sets()
    alone = render_summary(second, rules, "ru")
    assert "(5,8 хода)" in alone and "5.8" not in alone
    compared = render_comparison(first, second, rules, "ru")
    assert re.search(r"\d,\d", compared) and not re.search(r"\d\.\d", compared)
    assert "5.8 turns" in render_summary(second, rules, "en")


def test_compared_rules_are_the_scenarios_with_the_files_changes(tmp_path: Path) -> None:
    """`--compare FILE`: the file is a scenario's `rules:` section; its changes go over the scenario's rules,
    and a key that is no rule is an error naming the file's line."""
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    path = tmp_path / "spies.yaml"
    path.write_text("actions:\n  spy: {tn: 9}\n", encoding="utf-8")
    rules = compared_rules(loaded, path)
    assert rules.actions.spy.tn == 9 and rules.actions.gossip == loaded.rules.actions.gossip
    path.write_text("actions:\n  spy: {tm: 9}\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["simulate", "duel", "--turns", "1", "--games", "1", "--compare", str(path),
                                      "--lang", "en"])
    assert result.exit_code == 1 and "spies.yaml:2" in result.output and "tm" in result.output
    assert "Traceback" not in result.output


def test_cli_simulate_compare_prints_both_sets_and_writes_them_to_the_csv(tmp_path: Path) -> None:
    """`--compare` with `--csv`: one table per measure with A, B and B − A with its interval; the CSV gets a
    last column naming each row's rules."""
    path = tmp_path / "rules.yaml"
    path.write_text("reputation: {share_divisor: 3}\n", encoding="utf-8")
    out = tmp_path / "sim.csv"
    result = CliRunner().invoke(app, ["simulate", "duel", "--turns", "2", "--games", "2", "--seed", "5",
                                      "--compare", str(path), "--csv", str(out), "--workers", "1"])
    assert result.exit_code == 0, result.output
    assert "по правилам сценария (A) и с изменениями из" in result.output and "B − A (95% ДИ)" in result.output
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert {row["rules"] for row in rows} == {"scenario", str(path)}


def test_games_on_a_given_executor_are_those_of_a_serial_run() -> None:
    """`simulate(..., executor=...)`: any `concurrent.futures` executor (a Dask cluster's, here threads) plays
    the games, with the results of a serial run."""
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    serial = simulate(loaded, "duel", turns=2, games=2, seed=8)
    with ThreadPoolExecutor(max_workers=2) as pool:
        assert simulate(loaded, "duel", turns=2, games=2, seed=8, executor=pool).games == serial.games
