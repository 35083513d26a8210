"""`make bench`: how long the commands of a turn take, and how the cost grows with the number of dynasties.

Timings are medians of several runs, wall time, each command a fresh process of the installed program
(`.venv/bin/dynasty`), as a game master runs it:

  (a) `dynasty --version` (the import floor), then `check 1` and `resolve 1` of the classic scenario with
      every dynasty's order template as its orders; `resolve` runs on a fresh copy of the campaign each time
      and writes its reports;
  (b) `resolve 1` of generated games (`dynasty.scaled`) of 12, 50 and 200 dynasties, reports included, and
      the ratio 50 → 200;
  (c) turns per second played in memory: `dynasty.simulate` (the built-in player for every dynasty, as
      `dynasty simulate` plays), and the engine alone (`dynasty.engine.turn.resolve`, default orders).

Everything is written in temporary folders; nothing in the repository. The targets (benchmark targets, never
asserted by a test): a classic resolve within 2× the import floor; 200 dynasties within 10 s on two cores;
50 → 200 dynasties within 5×.

    .venv/bin/python bench/bench.py [--quick] [--tree DIR]

`--quick` runs each timing once and skips the 200-dynasty game. `--tree DIR` times the program of another
checkout (run from its source with this virtualenv's packages), to compare before and after a change.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # dynasty.scaled and the in-memory figures come from this checkout

CLASSIC = REPO / "scenarios" / "classic.yaml"
SEED = 2026
SIZES = (12, 50, 200)
#: runs per measure (medians), fewer for the big games
RUNS = {"floor": 5, "classic": 5, 12: 5, 50: 3, 200: 2}


def program(tree: Path | None) -> list[str]:
    """The command that runs `dynasty`: the installed entry point, or the source of another checkout."""
    if tree is None:
        installed = Path(sys.executable).parent / "dynasty"
        return [str(installed)] if installed.exists() else [sys.executable, "-m", "dynasty.cli"]
    code = (f"import sys; sys.path.insert(0, {str(tree)!r}); from dynasty.cli import main; "
            "sys.argv[0] = 'dynasty'; main()")
    return [sys.executable, "-c", code]


def run(command: Sequence[str]) -> float:
    """Wall time of one command; its output is kept only to explain a failure."""
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0"})
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


def resolve_fresh(dynasty: list[str], campaign: Path, work: Path) -> Callable[[], float]:
    """`resolve 1` on a fresh copy of the campaign (the copy is not timed)."""
    counter = iter(range(1_000_000))

    def once() -> float:
        copy = work / f"run-{next(counter)}"
        shutil.copytree(campaign, copy)
        try:
            return run([*dynasty, "resolve", "1", "--game", str(copy)])
        finally:
            shutil.rmtree(copy, ignore_errors=True)

    return once


# -- turns per second in memory ---------------------------------------------------------------------------------


def simulate_rate(turns: int, games: int) -> tuple[str, float] | None:
    """`dynasty.simulate.simulate`: whole games with the built-in player for every dynasty (its reports,
    plans and orders included), as `dynasty simulate` plays them. None if this checkout has no simulator."""
    try:
        from dynasty.scenario import load_scenario
        from dynasty.simulate import simulate
    except ImportError:
        return None
    loaded = load_scenario(CLASSIC)
    start = time.perf_counter()
    summary = simulate(loaded, "classic", turns=turns, games=games, seed=SEED)
    elapsed = time.perf_counter() - start
    played = sum(g.turns_played for g in summary.games)
    return (f"dynasty.simulate: classic, built-in player, {games} games of ≤{turns} turns "
            f"({played} turns, new games included)", played / elapsed)


def engine_rate(turns: int) -> tuple[str, float]:
    """`dynasty.engine.turn.resolve` alone: the classic campaign, every dynasty on default orders (no order
    files, no reports, no files), turn after turn."""
    from dynasty.dice import Dice
    from dynasty.engine.turn import resolve
    from dynasty.newgame import play_new_game
    from dynasty.scenario import load_scenario

    loaded = load_scenario(CLASSIC)
    game = play_new_game(loaded, "classic", SEED)
    names = {"m": list(loaded.scenario.names.m), "f": list(loaded.scenario.names.f)}
    played = 0
    start = time.perf_counter()
    for _ in range(turns):
        if game.state.winners:
            break
        resolve(game.state, {}, loaded.rules, Dice(seed=SEED), names)
        played += 1
    elapsed = time.perf_counter() - start
    return f"engine.turn.resolve: classic, default orders, {played} turns in memory", played / elapsed


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


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="one run of each, and no 200-dynasty game")
    parser.add_argument("--tree", type=Path, help="time the program of this checkout instead of the installed one")
    args = parser.parse_args(argv)
    runs = {k: 1 for k in RUNS} if args.quick else RUNS
    sizes = [n for n in SIZES if not (args.quick and n == 200)]
    dynasty = program(args.tree.resolve() if args.tree else None)
    from dynasty.scaled import write_scaled_scenario

    print(f"dynasty benchmark: {os.cpu_count()} cores, Python {sys.version.split()[0]}, "
          f"program {'from ' + str(args.tree) if args.tree else ' '.join(dynasty)}")
    print("wall times, medians of the runs shown; each command a new process of the program\n")
    with tempfile.TemporaryDirectory(prefix="dynasty-bench-") as tmp:
        work = Path(tmp)
        # (a) the classic scenario
        floor = median_of(runs["floor"], lambda: run([*dynasty, "--version"]))
        classic = work / "classic"
        new_game(dynasty, CLASSIC, classic)
        files = with_templates(classic)
        check = median_of(runs["classic"], lambda: run([*dynasty, "check", "1", "--game", str(classic)]))
        resolve = median_of(runs["classic"], resolve_fresh(dynasty, classic, work))
        rows = [["dynasty --version (import floor)", str(runs["floor"]), f"{floor:.3f}", "1.00×", ""],
                [f"check 1 (classic, {files} order templates)", str(runs["classic"]), f"{check:.3f}",
                 f"{check / floor:.2f}×", ""],
                ["resolve 1 (classic, reports written)", str(runs["classic"]), f"{resolve:.3f}",
                 f"{resolve / floor:.2f}×", f"≤ 2× floor: {verdict(resolve <= 2 * floor)}"]]
        print("(a) one turn of the classic scenario")
        print(table(rows, ["command", "runs", "seconds", "÷ floor", "target"]) + "\n")

        # (b) generated games
        rows = []
        resolved: dict[int, float] = {}
        megabytes: dict[int, float] = {}
        for n in sizes:
            scenario = write_scaled_scenario(work / f"scaled-{n}.yaml", n, SEED)
            campaign = work / f"game-{n}"
            started = new_game(dynasty, scenario, campaign)
            resolved[n] = median_of(runs[n], resolve_fresh(dynasty, campaign, work))
            size = megabytes[n] = sum(p.stat().st_size for p in (campaign / "reports" / "turn-01").iterdir()) / 1e6
            target = f"< 10 s: {verdict(resolved[n] < 10)}" if n == 200 else ""
            rows.append([f"{n} dynasties", str(runs[n]), f"{started:.2f}", f"{resolved[n]:.2f}",
                         f"{size:.1f} MB", target])
            shutil.rmtree(campaign, ignore_errors=True)
        print("(b) generated games (dynasty.scaled): `new-game` once, then `resolve 1` via the CLI on fresh copies")
        print(table(rows, ["game", "runs", "new-game s", "resolve s", "turn-1 reports", "target"]))
        if 50 in resolved and 200 in resolved:
            ratio = resolved[200] / resolved[50]
            print(f"50 → 200 dynasties: resolve × {ratio:.1f} (target ≤ 5×: {verdict(ratio <= 5)}); the reports, "
                  f"where every house appears in every report, × {megabytes[200] / megabytes[50]:.1f}")
        print()

        # (c) turns per second in memory
        rows = []
        simulated = simulate_rate(turns=10 if args.quick else 20, games=1 if args.quick else 3)
        if simulated is not None:
            rows.append([simulated[0], f"{simulated[1]:.1f}"])
        else:
            rows.append(["dynasty.simulate: not in this checkout", "—"])
        label, rate = engine_rate(turns=20 if args.quick else 60)
        rows.append([label, f"{rate:.1f}"])
        print("(c) turns per second, in this process")
        print(table(rows, ["what", "turns/s"]))


if __name__ == "__main__":
    main()
