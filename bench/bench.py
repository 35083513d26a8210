"""`make bench`: how long the commands of a turn take, and how the cost grows with the number of dynasties.

Timings are medians of several runs, wall time, each command a fresh process of the installed program
(`.venv/bin/dynasty`), as a game master runs it, with its bytecode and its kept parsed catalogs and templates
in place (one run of each command first; `PYTHONPYCACHEPREFIX` keeps them in the temporary folder):

  (a) start-up: the import of the program's libraries (pydantic, typer, ruamel.yaml, jinja2), of typer
      alone, the one `--version` uses, and of all those a resolve imports (fluent.runtime and pydantic's
      models too: the floor under a resolve); `dynasty --version`; then `status`, `check 1` and `resolve 1` of the
      classic scenario with every dynasty's order template as its orders; `resolve` runs on a fresh copy of
      the campaign each time and writes its reports;
  (b) `resolve 1` of generated games (`dynasty.study.scaled`) of 12, 50, 200 and 1,000 dynasties, reports included,
      and how time and report bytes grow from 200 to 1,000 (five times the houses);
  in (a) and (b), what the family trees' pictures take of a resolve: `family_pictures` timed in this process on
      the reports and state the resolve wrote;
  (c) turns per second played in memory, each measure a new process: `dynasty.study.simulate` (the built-in player
      for every dynasty, as `dynasty simulate` plays) on one core, against the same games played by the code
      of the baseline commit (`BASELINE`, taken with `git archive`); with one worker per core against one
      worker; and the engine alone (`dynasty.engine.turn.resolve`, default orders), against the baseline's; and
      the built-in player's share of a simulated turn: the time of its plans for every house against the time of
      the engine's turns with those orders, each timed apart in the same games, and of the player's, the part
      that gathers what each house knows.

Everything is written in temporary folders; nothing in the repository. Each figure is printed with the one it
is compared to, measured in the same run (the machine may be shared: compare ratios, not seconds). The
targets (benchmark targets, never asserted by a test): `--version` within 1.5× the import of the libraries it
uses; a classic resolve with all its reports within 2× `--version`; 1,000 dynasties within 30 s, time and
report bytes growing linearly from 200 (within 1.2× of five times); simulate at least 10× the baseline's turns
per second on one core, and near-linear in workers.

    .venv/bin/python bench/bench.py [--quick] [--tree DIR] [--baseline REF] [--only-rates] [--profile]

`--quick` runs each timing once, skips the games of 200 and 1,000 dynasties and plays shorter simulations.
`--tree DIR` times the program of another checkout (run from its source with this virtualenv's packages), to
compare before and after a change. `--baseline REF` compares simulate with another commit ('' for none);
`--only-rates` runs (c) alone; `--profile` also prints where simulate spends its time.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # dynasty.study.scaled and the in-memory figures come from this checkout

CLASSIC = REPO / "scenarios" / "classic.yaml"
SEED = 2026
SIZES = (12, 50, 200, 1000)
BIG = (200, 1000)  # left out by --quick
#: runs per measure (medians), fewer for the big games
RUNS = {"floor": 7, "classic": 5, 12: 5, 50: 3, 200: 2, 1000: 1}
#: what the libraries' import floor imports: the program's libraries, as the issue measured them, and typer
#: alone, the only one `dynasty --version` imports
LIBRARIES = "import pydantic, typer, ruamel.yaml, jinja2"
TYPER = "import typer"
#: what a classic `resolve` imports of its libraries: those, with the message catalogs' runtime (fluent.runtime,
#: which imports babel) and pydantic's models: the floor of a resolve that no work of the program's can go under
RESOLVE_LIBRARIES = "import typer, ruamel.yaml, jinja2, fluent.runtime; from pydantic import BaseModel"


def program(tree: Path | None) -> list[str]:
    """The command that runs `dynasty`: the installed entry point, or the source of another checkout."""
    if tree is None:
        installed = Path(sys.executable).parent / "dynasty"
        return [str(installed)] if installed.exists() else [sys.executable, "-m", "dynasty"]
    # the entry point is `dynasty.__main__.main`; a checkout older than it has `dynasty.cli.main`
    code = (f"import sys; sys.path.insert(0, {str(tree)!r})\n"
            "try:\n    from dynasty.__main__ import main\nexcept ImportError:\n    from dynasty.cli import main\n"
            "sys.argv[0] = 'dynasty'; main()")
    return [sys.executable, "-c", code]


#: The environment of every timed process: bytecode (and the program's kept parsed files, which go beside it)
#: in the temporary folder, written once by a first run (`main` sets the folder).
ENV = {**{k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "DYNASTY_NO_CACHE")},
       "PYTHONHASHSEED": "0"}


def run(command: Sequence[str]) -> float:
    """Wall time of one command; its output is kept only to explain a failure."""
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=ENV)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"failed ({done.returncode}): {' '.join(command)}\n{done.stdout}{done.stderr}")
    return elapsed


def median_of(runs: int, once: Callable[[], float]) -> float:
    return statistics.median(once() for _ in range(runs))


def new_game(dynasty: list[str], scenario: Path, folder: Path) -> float:
    return run([*dynasty, "new-game", str(scenario), "--seed", str(SEED), "--game", str(folder)])


def with_templates(folder: Path) -> int:
    """Every dynasty's order template of turn 1, saved as its orders (`check` accepts a template as it is)."""
    orders = folder / "turns" / "turn-01" / "orders"
    orders.mkdir(parents=True, exist_ok=True)
    count = 0
    for template in sorted((folder / "reports" / "turn-01").glob("*.orders.yaml")):
        shutil.copyfile(template, orders / template.name.replace(".orders.yaml", ".yaml"))
        count += 1
    return count


def resolve_fresh(dynasty: list[str], campaign: Path, work: Path, keep: Path | None = None) -> Callable[[], float]:
    """`resolve 1` on a fresh copy of the campaign (the copy is not timed); the last copy resolved is moved to
    `keep`, if given, for its reports to be measured."""
    counter = iter(range(1_000_000))

    def once() -> float:
        copy = work / f"run-{next(counter)}"
        shutil.copytree(campaign, copy)
        try:
            return run([*dynasty, "resolve", "1", "--game", str(copy)])
        finally:
            if keep is not None:
                shutil.rmtree(keep, ignore_errors=True)
                copy.rename(keep)
            else:
                shutil.rmtree(copy, ignore_errors=True)

    return once


# -- turns per second in memory ---------------------------------------------------------------------------------

#: The code that simulate's figures are compared with: the last commit before the built-in player decided from
#: data (it built every dynasty's whole report; the issue measured 16 classic turns a second on its machine).
BASELINE = "d9e3964"

#: Measures of turns per second, each run in a fresh process on the code of a tree (this checkout or the
#: baseline's), as `dynasty simulate` runs: `simulate` plays whole games with the built-in player for every
#: dynasty, `engine` resolves the classic campaign's turns with default orders.
RATE = """
import importlib, json, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
what, turns, games, workers = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
# the tree's layout: its modules in packages by layer (issue 24), or loose in dynasty/ as the baseline has them
LAYERED = (Path(sys.argv[1]) / "dynasty" / "game").is_dir()
def find(layered, loose):
    module, name = (layered if LAYERED else loose).split(":")
    return getattr(importlib.import_module(module), name)
loaded = find("dynasty.game.scenario:load_scenario", "dynasty.scenario:load_scenario")(Path(sys.argv[6]))
if what == "split":  # simulate, with the time of the built-in player's plans and of the engine's turns apart
    import dynasty.bot.play as player_module
    import dynasty.study.simulate as played_module
    SPENT = {"player": 0.0, "engine": 0.0, "knowledge": 0.0}
    def timed(part, function):
        def call(*args, **kwargs):
            begun = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                SPENT[part] += time.perf_counter() - begun
        return call
    played_module.bot_turn = timed("player", played_module.bot_turn)
    played_module.resolve = timed("engine", played_module.resolve)
    player_module.knowledge_for = timed("knowledge", player_module.knowledge_for)  # (within the player's time)
    start = time.perf_counter()
    summary = played_module.simulate(loaded, "classic", turns=turns, games=games, seed=2026)
    played = sum(g.turns_played for g in summary.games)
elif what == "simulate":
    simulate = find("dynasty.study.simulate:simulate", "dynasty.simulate:simulate")
    options = {"workers": workers} if workers > 1 else {}
    start = time.perf_counter()
    summary = simulate(loaded, "classic", turns=turns, games=games, seed=2026, **options)
    played = sum(g.turns_played for g in summary.games)
else:
    Dice = find("dynasty.game.dice:Dice", "dynasty.dice:Dice")
    from dynasty.engine.turn import resolve
    start_game = find("dynasty.engine.game_start:start_game", "dynasty.newgame:play_new_game")
    names = {"m": list(loaded.scenario.names.m), "f": list(loaded.scenario.names.f)}
    played, start = 0, time.perf_counter()
    for seed in range(2026, 2026 + games):
        game = start_game(loaded, "classic", seed)
        for _ in range(turns):
            if game.state.winners:
                break
            resolve(game.state, {}, loaded.rules, Dice(seed=seed), names)
            played += 1
import resource
cpu = sum(resource.getrusage(who).ru_utime + resource.getrusage(who).ru_stime
          for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
print(json.dumps({"turns": played, "seconds": time.perf_counter() - start, "cpu": cpu,
                  **(SPENT if what == "split" else {})}))
"""


def rate(tree: Path, what: str, *, turns: int, games: int = 1, workers: int = 1) -> tuple[int, float]:
    """(turns played, turns per second) of `what` on the code of `tree`, in a new process; `LAST_CPU` gets the
    cores it kept busy on average (its CPU time, its workers' included, over its wall time)."""
    done = subprocess.run([sys.executable, "-c", RATE, str(tree), what, str(turns), str(games), str(workers),
                           str(CLASSIC)], capture_output=True, text=True, env=ENV)
    if done.returncode != 0:
        raise SystemExit(f"failed ({done.returncode}): {what} on {tree}\n{done.stdout}{done.stderr}")
    found = json.loads(done.stdout.strip().splitlines()[-1])
    LAST_CPU[0] = found["cpu"] / found["seconds"]
    LAST_SPLIT[:] = [found.get("player", 0.0), found.get("engine", 0.0), found.get("knowledge", 0.0)]
    return found["turns"], found["turns"] / found["seconds"]


#: the cores the last `rate` kept busy: on a shared machine, workers cannot be faster than the cores they get
LAST_CPU = [0.0]
#: of the last `rate` of "split": the seconds the built-in player's plans took, the engine's turns, and of the
#: player's the part that gathered what each house knows (`bot.play.knowledge_for`)
LAST_SPLIT = [0.0, 0.0, 0.0]


def baseline_tree(ref: str, work: Path) -> Path | None:
    """The code of `ref` in a temporary folder (`git archive`), or None where there is no such commit."""
    folder = work / f"baseline-{ref}"
    archive = subprocess.run(["git", "-C", str(REPO), "archive", ref, "dynasty", "scenarios"], capture_output=True)
    if archive.returncode != 0:
        return None
    folder.mkdir()
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive.stdout, check=True)
    return folder


def rates_table(work: Path, baseline: str | None, quick: bool) -> None:
    """(c): simulate on one core against the baseline's; with every core against one; the engine alone."""
    turns, games = (10, 2) if quick else (20, 4)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    old = baseline_tree(baseline, work) if baseline else None
    rows = []
    played, serial = rate(REPO, "simulate", turns=turns, games=games)
    label = f"simulate, 1 worker: classic, {games} games of ≤{turns} turns ({played} turns, new games included)"
    if old is not None:
        _, before = rate(old, "simulate", turns=turns, games=games)
        ratio = serial / before
        rows.append([label, f"{serial:.1f}", f"{before:.1f} at {baseline}", f"{ratio:.1f}×",
                     f"≥ 10×: {verdict(ratio >= 10)}"])
    else:
        rows.append([label, f"{serial:.1f}", "—", "", ""])
    many = cores * (2 if quick else 8)
    played, one = rate(REPO, "simulate", turns=turns, games=many)
    _, parallel = rate(REPO, "simulate", turns=turns, games=many, workers=cores)
    ratio = parallel / one
    rows.append([f"simulate, {cores} workers: {many} games of ≤{turns} turns ({played} turns; "
                 f"{LAST_CPU[0]:.1f} cores busy)", f"{parallel:.1f}",
                 f"{one:.1f} with 1 worker", f"{ratio:.2f}×", f"≥ {0.8 * cores:.1f}× (near-linear): "
                                                             f"{verdict(ratio >= 0.8 * cores)}"])
    engine_games = 4 if quick else 12
    played, engine = rate(REPO, "engine", turns=20, games=engine_games)
    label = f"engine.turn.resolve alone: classic, default orders, {engine_games} games ({played} turns)"
    if old is not None:
        _, before = rate(old, "engine", turns=20, games=engine_games)
        rows.append([label, f"{engine:.1f}", f"{before:.1f} at {baseline}", f"{engine / before:.1f}×", ""])
    else:
        rows.append([label, f"{engine:.1f}", "—", "", ""])
    print("(c) turns per second, each measure a new process")
    print(table(rows, ["what", "turns/s", "compared with", "ratio", "target"]))
    # a simulated turn is the built-in player's plans for every house and the engine's turn with those orders:
    # each timed apart, in the same games (the engine's turn of default orders above does less work)
    played, _ = rate(REPO, "split", turns=turns, games=games)
    planning, resolving, knowing = LAST_SPLIT
    share = planning / resolving
    print(f"The built-in player's share of a simulated turn: {share:.2f}× the engine's own "
          f"({1000 * planning / played:.1f} ms planning every house's orders, {1000 * resolving / played:.1f} ms "
          f"the engine's turn with them, over {played} turns; target ≤ 1×: {verdict(share <= 1)}); of the "
          f"player's, {1000 * knowing / played:.1f} ms gathering what each house knows and "
          f"{1000 * (planning - knowing) / played:.1f} ms deciding from it")


def profile_simulate(top: int) -> None:
    """The functions that take the most time in simulate (cProfile, cumulative and own time)."""
    import cProfile
    import pstats

    from dynasty.game.scenario import load_scenario
    from dynasty.study.simulate import simulate

    loaded = load_scenario(CLASSIC)
    profiler = cProfile.Profile()
    profiler.enable()
    simulate(loaded, "classic", turns=20, games=2, seed=SEED)
    profiler.disable()
    stats = pstats.Stats(profiler)
    stats.sort_stats("cumulative").print_stats(top)
    stats.sort_stats("tottime").print_stats(top)


# -- the table ------------------------------------------------------------------------------------------------


def table(rows: list[list[str]], header: list[str]) -> str:
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    lines = ["  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)),
             "  ".join("-" * w for w in widths)]
    lines += ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True)))
              for r in rows]
    return "\n".join(lines)


def verdict(ok: bool) -> str:
    return "ok" if ok else "MISSED"


def pictures_seconds(game: Path, runs: int) -> float:
    """In this process: how long a resolve spends drawing turn 2's family trees (`family_pictures`: every house's
    SVG, the players' PNGs, the GM's whole tree), from the reports and the state it wrote."""
    from dynasty.game.campaign import Campaign
    from dynasty.reports.model import DynastyReport
    from dynasty.reports.tree_picture import family_pictures
    from dynasty.reports.write import second_process_helps

    campaign = Campaign(game)
    folder = campaign.reports_dir(2)
    reports = {p.stem: DynastyReport.model_validate_json(p.read_text(encoding="utf-8"))
               for p in sorted(folder.glob("*.json")) if p.name != "public.json"}
    attached = [p.stem for p in sorted((folder / "posts").glob("*/*.png"))]
    state, rules, language = campaign.load_state(2), campaign.rules, campaign.settings.language

    def once() -> float:
        start = time.perf_counter()
        family_pictures(reports, attached, state, rules, language, parallel=second_process_helps(len(attached)))
        return time.perf_counter() - start

    once()  # the font and the catalogs loaded, as a resolve has them by then
    return median_of(runs, once)


def report_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.iterdir() if p.is_file())


def commands_tables(dynasty: list[str], runs: dict[Any, int], sizes: list[int], work: Path) -> None:
    """(a) and (b): the commands of a turn, as a game master runs them."""
    from dynasty.study.scaled import write_scaled_scenario

    python = [sys.executable, "-c"]
    # (a) start-up, and one turn of the classic scenario; a first run of each writes what later runs read
    for warm in ([*python, LIBRARIES], [*python, RESOLVE_LIBRARIES], [*dynasty, "--version"]):
        run(warm)
    libraries = median_of(runs["floor"], lambda: run([*python, LIBRARIES]))
    resolve_floor = median_of(runs["floor"], lambda: run([*python, RESOLVE_LIBRARIES]))
    typer_alone = median_of(runs["floor"], lambda: run([*python, TYPER]))
    version = median_of(runs["floor"], lambda: run([*dynasty, "--version"]))
    classic = work / "classic"
    new_game(dynasty, CLASSIC, classic)
    files = with_templates(classic)
    status_command = [*dynasty, "status", "--game", str(classic)]
    check_command = [*dynasty, "check", "1", "--game", str(classic)]
    resolving = resolve_fresh(dynasty, classic, work, keep=work / "resolved-classic")
    for warm_up in (lambda: run(status_command), lambda: run(check_command), resolving):
        warm_up()
    status = median_of(runs["classic"], lambda: run(status_command))
    check = median_of(runs["classic"], lambda: run(check_command))
    resolve = median_of(runs["classic"], resolving)
    pictures = pictures_seconds(work / "resolved-classic", runs["classic"])
    rows = [
        [f"python -c '{LIBRARIES}' (the program's libraries)", str(runs["floor"]), f"{libraries:.3f}", "", "", ""],
        [f"python -c '{TYPER}' (what --version uses)", str(runs["floor"]), f"{typer_alone:.3f}", "", "", ""],
        [f"python -c '{RESOLVE_LIBRARIES}' (what resolve imports)", str(runs["floor"]), f"{resolve_floor:.3f}",
         "", "", ""],
        ["dynasty --version", str(runs["floor"]), f"{version:.3f}", f"{version / typer_alone:.2f}× typer",
         f"{version / libraries:.2f}× libraries", f"≤ 1.5× typer: {verdict(version <= 1.5 * typer_alone)}"],
        ["dynasty status (classic, turn 1)", str(runs["classic"]), f"{status:.3f}",
         f"{status / version:.2f}× --version", f"{status / libraries:.2f}× libraries", ""],
        [f"dynasty check 1 (classic, {files} order templates)", str(runs["classic"]), f"{check:.3f}",
         f"{check / version:.2f}× --version", f"{check / libraries:.2f}× libraries", ""],
        ["dynasty resolve 1 (classic, reports written)", str(runs["classic"]), f"{resolve:.3f}",
         f"{resolve / version:.2f}× --version", f"{resolve / resolve_floor:.2f}× its libraries",
         f"≤ 2× --version: {verdict(resolve <= 2 * version)}"],
        ["  of which the family trees drawn (in process)", str(runs["classic"]), f"{pictures:.3f}",
         f"{pictures / resolve:.0%} of the resolve", "", ""],
    ]
    print("(a) start-up, and one turn of the classic scenario (bytecode and kept parsed files in place)")
    print(table(rows, ["command", "runs", "seconds", "compared with", "and with", "target"]))
    print(f"The libraries resolve imports take {resolve_floor / version:.2f}× --version by themselves: the floor "
          "under any resolve with this stack, against the target's 2×.\n")

    # (b) generated games
    rows = []
    resolved: dict[int, float] = {}
    megabytes: dict[int, float] = {}
    for n in sizes:
        scenario = write_scaled_scenario(work / f"scaled-{n}.yaml", n, SEED)
        campaign = work / f"game-{n}"
        started = new_game(dynasty, scenario, campaign)
        resolved[n] = median_of(runs[n], resolve_fresh(dynasty, campaign, work, keep=work / f"resolved-{n}"))
        megabytes[n] = report_bytes(work / f"resolved-{n}" / "reports" / "turn-02") / 1e6
        pictures = pictures_seconds(work / f"resolved-{n}", 1)
        target = f"< 30 s: {verdict(resolved[n] < 30)}" if n == 1000 else ""
        rows.append([f"{n} dynasties", str(runs[n]), f"{started:.2f}", f"{resolved[n]:.2f}",
                     f"{pictures:.2f} ({pictures / resolved[n]:.0%})", f"{megabytes[n]:.1f} MB",
                     f"{resolved[n] / n * 1000:.1f} ms", target])
        shutil.rmtree(campaign, ignore_errors=True)
        shutil.rmtree(work / f"resolved-{n}", ignore_errors=True)
    print("(b) generated games (dynasty.study.scaled): `new-game` once, then `resolve 1` via the CLI on fresh copies")
    print(table(rows, ["game", "runs", "new-game s", "resolve s", "of which trees s", "turn-2 reports",
                       "resolve per house", "target"]))
    for low, high in ((50, 200), (200, 1000)):
        if low in resolved and high in resolved:
            times, size, linear = resolved[high] / resolved[low], megabytes[high] / megabytes[low], high / low
            grows = verdict(times <= 1.2 * linear and size <= 1.2 * linear)
            target = f" (target: both ≤ {1.2 * linear:.1f}×, linear: {grows})" if high == 1000 else ""
            print(f"{low} → {high} dynasties ({linear:.0f}× the houses): resolve × {times:.1f}, "
                  f"report bytes × {size:.1f}{target}")
    print()


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="one run of each, and no game of 200 or 1,000 dynasties")
    parser.add_argument("--tree", type=Path, help="time the program of this checkout instead of the installed one")
    parser.add_argument("--baseline", default=BASELINE, help="the commit simulate is compared with ('' for none)")
    parser.add_argument("--only-rates", action="store_true", help="only (c), the turns per second")
    parser.add_argument("--profile", action="store_true", help="also print simulate's profile")
    args = parser.parse_args(argv)
    runs = {k: 1 for k in RUNS} if args.quick else RUNS
    sizes = [n for n in SIZES if not (args.quick and n in BIG)]
    dynasty = program(args.tree.resolve() if args.tree else None)
    print(f"dynasty benchmark: {os.cpu_count()} cores, Python {sys.version.split()[0]}, "
          f"program {'from ' + str(args.tree) if args.tree else ' '.join(dynasty)}")
    print("wall times, medians of the runs shown; each command a new process of the program\n")
    with tempfile.TemporaryDirectory(prefix="dynasty-bench-") as tmp:
        work = Path(tmp)
        ENV["PYTHONPYCACHEPREFIX"] = str(work / "pycache")
        if not args.only_rates:
            commands_tables(dynasty, runs, sizes, work)
        # (c) turns per second
        rates_table(work, None if args.baseline == "" else args.baseline, args.quick)
    if args.profile:
        print()
        profile_simulate(25)


if __name__ == "__main__":
    main()
