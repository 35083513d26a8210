"""`dynasty simulate`: whole games played in memory with the built-in player (`dynasty.study`), their summary
printed, and, as asked, written as CSV and drawn. The command line only parses the options and says an error."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from concurrent.futures import Executor
from contextlib import contextmanager
from pathlib import Path

import typer

from dynasty.errors import CampaignError, display_path
from dynasty.text.catalogs import Language, Text, message


def _cores() -> int:
    """The cores this process may use (the default number of workers of `simulate`)."""
    import os

    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


#: How long `--scheduler` waits for the scheduler to answer.
SCHEDULER_TIMEOUT = "10s"


@contextmanager
def cluster(address: str | None) -> Iterator[Executor | None]:
    """The executor of the Dask cluster whose scheduler is at `address` (`--scheduler`), or None: this machine's
    processes. The games it plays give the results of a serial run (`play_rule_sets`)."""
    if address is None:
        yield None
        return
    try:
        from distributed import Client
    except ImportError:
        raise CampaignError(Text("cli-simulate-no-distributed")) from None
    try:
        client = Client(address, timeout=SCHEDULER_TIMEOUT)  # type: ignore[no-untyped-call]
    except (OSError, TimeoutError) as exc:
        raise CampaignError(Text("cli-simulate-scheduler-unreachable", address=address,
                                 reason=str(exc) or type(exc).__name__)) from None
    with client:
        yield client.get_executor()  # type: ignore[no-untyped-call]


def simulate_games(scenario: str, turns: int, games: int, seed: int, *, compare: Path | None, workers: int | None,
                   csv_file: Path | None, pictures: Path | None, check: bool, language: Language,
                   scheduler: str | None = None, players: str | None = None) -> bool:
    """Play, print the summary (or the comparison, or with `players` the tournament), write what was asked; False
    when `check` found an error in an order file the bot wrote. A file that cannot be written is a
    `CampaignError` that names it."""
    from dynasty.commands.new_game import PROGRAM_FOLDER
    from dynasty.game.campaign import files_written
    from dynasty.game.scenario import find_scenario, load_scenario
    from dynasty.study.simulate import GameResult, compared_rules, play_rule_sets, write_csv
    from dynasty.study.summary import render_comparison, render_summary

    writing = csv_file  # what a failed write names
    characters = tournament_players(players, compare)
    try:
        path = find_scenario(scenario, [Path.cwd(), PROGRAM_FOLDER])
        loaded = load_scenario(path)
        rule_sets = [loaded]
        if compare is not None:
            from dynasty.game.scenario import LoadedScenario

            rule_sets.append(LoadedScenario(loaded.scenario, compared_rules(loaded, compare), loaded.doc))
        total = games * len(rule_sets) * max(1, len(characters))

        def progress(ended: Iterator[GameResult]) -> Iterator[GameResult]:
            label = message(language, "cli-simulate-progress")
            with typer.progressbar(ended, length=total, label=label, file=sys.stderr, show_eta=True) as bar:
                yield from bar

        # a bar with the time left, on a terminal only, and for runs long enough to want one
        shown = sys.stderr.isatty() and total * turns >= 200
        with cluster(scheduler) as executor:
            summaries = play_rule_sets(rule_sets, display_path(path), turns, games, seed, check=check,
                                       workers=workers if workers is not None else _cores(),
                                       progress=progress if shown else None, executor=executor,
                                       players=characters)
        if len(characters) > 1:
            from dynasty.study.tournament import render_tournament

            typer.echo(render_tournament(summaries[0], loaded.rules, language), nl=False)
        elif compare is not None:
            summaries[1].rules = display_path(compare)
            typer.echo(render_comparison(summaries[0], summaries[1], loaded.rules, language), nl=False)
        else:
            typer.echo(render_summary(summaries[0], loaded.rules, language), nl=False)
        written = []
        if csv_file is not None:
            write_csv(summaries if compare is not None else summaries[0], csv_file)
            written.append(csv_file)
        if pictures is not None:
            from dynasty.study.drawing import write_pictures

            writing = pictures
            written += write_pictures(summaries, loaded.rules, language, pictures)
        if written:
            typer.echo(files_written(written, language))
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise CampaignError(Text("cli-cannot-write", path=display_path(writing or ""), reason=reason)) from None
    return not (check and any(g.check_errors for s in summaries for g in s.games))


def tournament_players(written: str | None, compare: Path | None) -> list[str]:
    """`--players A,B`: the characters of the built-in player (`bot.personality`), each known, and not with
    `--compare`."""
    from dynasty.bot.personality import PERSONALITIES

    if written is None:
        return []
    if compare is not None:
        raise CampaignError(Text("cli-simulate-players-and-compare"))
    names = [name.strip() for name in written.split(",") if name.strip()]
    for name in names or [written]:
        if name not in PERSONALITIES:
            raise CampaignError(Text("cli-simulate-unknown-player", written=name, known=", ".join(PERSONALITIES)))
    return names
