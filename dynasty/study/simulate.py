"""`dynasty simulate`: whole games played in memory by the built-in player (BRANCH-10), so that a game master
can see whether the [house] numbers are balanced: who wins, how long dynasties last, how reputation and
provinces move over the turns, what defeats them, and how often each action is used and succeeds — and, with
a second rule set, how each of these changes (`compare`).

A game is the scenario's new game with seed S + g (g = 0, 1, ...), then up to N resolutions in which every
living dynasty plays the bot's orders, decided from what it knows (never from hidden facts). A game depends
on its seed and its rules only, so games are played side by side in worker processes (`workers`), or on any
`concurrent.futures` executor (a cluster's), with the very results of a serial run. Nothing is written
unless asked (`--csv`). With `check`, every order file the bot writes is checked like a player's. The
summary's words are `dynasty.study.summary`'s.
"""

from __future__ import annotations

import csv
import gc
import multiprocessing
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from multiprocessing.context import BaseContext
from pathlib import Path
from typing import Any

from dynasty.bot import BotPlan, bot_plans, orders_text
from dynasty.bot.personality import PERSONALITIES, Personality
from dynasty.engine.context import Turn
from dynasty.engine.game_start import start_game
from dynasty.engine.turn import resolve
from dynasty.errors import ProblemsError, RulesError
from dynasty.game.campaign import GameSettings
from dynasty.game.dice import Dice
from dynasty.game.relations import main_line
from dynasty.game.rules import Rules, load_rules
from dynasty.game.scenario import LoadedScenario, scenario_problems
from dynasty.game.state import GameState
from dynasty.orders.check import check_parsed
from dynasty.orders.model import OrderFile
from dynasty.orders.parse import parse_orders_text
from dynasty.store.yaml_io import load_yaml
from dynasty.study.falls import FallKind, FallWatch
from dynasty.text.catalogs import Text

#: outcomes of step 1 that mean the action did not happen, whatever it was
FAILED_KINDS = {"action-failed", "sabotaged"}


@dataclass
class Sample:
    """One dynasty at the start of one turn of one game (a CSV row)."""

    game: int
    seed: int
    turn: int
    dynasty: str
    alive: bool
    reputation: int
    provinces: int
    army: int
    balance: int


@dataclass
class GameResult:
    """One game: how long it lasted, who won and who survived, who fell when and why, the dynasties each
    turn, and the actions ordered and those that succeeded."""

    seed: int
    turns_played: int
    winners: list[str]
    survivors: list[str]
    defeats: dict[str, tuple[int, str]]  # dynasty → (turn, cause)
    samples: list[Sample]
    used: Counter[str]
    succeeded: Counter[str]
    wars: int
    check_errors: int
    #: each dynasty's character (`Personality`) in a tournament (`--players`), a branch its main line's; empty
    #: when all play `balanced`
    players: dict[str, str] = field(default_factory=dict)
    #: each dynasty that fell to its reputation, and how (`study.falls`: own, succession, others)
    falls: dict[str, FallKind] = field(default_factory=dict)


@dataclass
class Summary:
    """The games of one rule set, in the order of their seeds; `rules` names the set ("" for the scenario's
    own, else the file of the compared rules)."""

    scenario: str
    turns: int
    checked: bool = False
    games: list[GameResult] = field(default_factory=list)
    rules: str = ""
    #: the characters of a tournament (`--players`), each game played once in each seating of them
    players: list[str] = field(default_factory=list)

    def dynasties(self) -> list[str]:
        """The dynasties the games begin with (the branches founded later are not compared)."""
        return list(dict.fromkeys(s.dynasty for g in self.games for s in g.samples if s.turn == 1))


def sample_state(game: int, seed: int, state: GameState) -> list[Sample]:
    return [Sample(game, seed, state.turn, did, d.alive, d.reputation, len(d.provinces), d.army, d.balance)
            for did, d in state.dynasties.items()]


def tally_actions(t: Turn, orders: dict[str, OrderFile], used: Counter[str], succeeded: Counter[str]) -> None:
    """Each ordered action counts as used; it succeeded unless step 1 says it failed, was sabotaged, its
    check failed (`success: false`), or a lesson raised nothing (study, mentor: `after` = `before`)."""
    failed: set[tuple[str, int]] = set()
    for o in t.outcomes:
        if o.step != "actions" or o.dynasty is None:
            continue
        n = o.params.get("n")
        taught_nothing = o.kind in ("study", "mentor") and o.params.get("after") == o.params.get("before")
        if isinstance(n, int) and (o.kind in FAILED_KINDS or o.params.get("success") is False or taught_nothing):
            failed.add((o.dynasty, n))
    for did, order_file in orders.items():
        for index, order in enumerate(order_file.actions):
            used[order.action] += 1
            if (did, index + 1) not in failed:
                succeeded[order.action] += 1


def seating(dynasties: Sequence[str], players: Sequence[str], rotation: int) -> dict[str, str]:
    """A tournament's seats: the game's starting dynasties, in order, take the characters in turn, shifted by
    `rotation` — so that over `len(players)` rotations of one seed each seat is played by each character."""
    if not players:
        return {}
    return {did: players[(i + rotation) % len(players)] for i, did in enumerate(dynasties)}


def play_game(loaded: LoadedScenario, scenario_name: str, game: int, seed: int, turns: int, *,
              check: bool = False, players: Sequence[str] = (), rotation: int = 0) -> GameResult:
    """One game: the new game, then up to `turns` resolutions with the bot's orders for every dynasty, each in
    its character (`seating`; a branch founded later plays its main line's; `balanced` without `players`)."""
    played = start_game(loaded, scenario_name, seed)
    state, rules, settings = played.state, loaded.rules, played.settings
    names = {"m": list(settings.names.m), "f": list(settings.names.f)}
    seats = seating(list(state.dynasties), players, rotation)
    samples = sample_state(game, seed, state)
    used: Counter[str] = Counter()
    succeeded: Counter[str] = Counter()
    log: dict[str, Any] | None = None
    check_errors = 0
    wars = 0
    played_turns = 0
    watch = FallWatch()
    for _ in range(turns):
        if state.winners:
            break
        playing = {did: PERSONALITIES[seats[root]] for did in state.living_dynasties()
                   if (root := main_line(state, did)) in seats}
        orders, errors = bot_turn(state, rules, settings, log, check=check, personalities=playing)
        check_errors += errors
        dice = Dice(seed=seed)
        t = resolve(state, orders, rules, dice, names)
        played_turns += 1
        tally_actions(t, orders, used, succeeded)
        watch.read(t.outcomes)
        wars += sum(1 for o in t.outcomes if o.kind == "war-declared")
        log = knowledge_log(t, dice)
        samples += sample_state(game, seed, state)
    defeats = {did: (d.defeat.turn, d.defeat.cause) for did, d in state.dynasties.items()
               if not d.alive and d.defeat is not None}
    survivors = state.living_dynasties()
    characters = {did: seats[root] for did in state.dynasties if (root := main_line(state, did)) in seats}
    return GameResult(seed, played_turns, list(state.winners), survivors, defeats, samples, used, succeeded, wars,
                      check_errors, characters, watch.falls)


def knowledge_log(t: Turn, dice: Dice) -> dict[str, Any]:
    """The log of the turn just resolved as what a dynasty knows needs it (`reports.record.turn_record`): its
    outcomes, and each die's key and values — not the words of the dice's purposes, which only reports say."""
    return {"turn": t.state.turn - 1, "next_turn": t.state.turn, "missing_orders": list(t.missing),
            "outcomes": [o.to_data() for o in t.outcomes],
            "dice": [{"key": roll.key, "dice": roll.dice, "values": list(roll.values)} for roll in dice.rolls]}


def bot_turn(state: GameState, rules: Rules, settings: GameSettings, log: dict[str, Any] | None, *,
             check: bool, personalities: Mapping[str, Personality] | None = None) -> tuple[dict[str, OrderFile], int]:
    """The bot's orders of every living dynasty, each decided from what that dynasty knows in its character
    (`personalities`, else `balanced`), and (with `check`) the number of errors `check` finds in the files it
    would write."""
    plans = bot_plans(state, rules, state.living_dynasties(), log, personalities)
    errors = sum(_check_errors(state, rules, settings, did, plan) for did, plan in plans.items()) if check else 0
    return {did: plan.orders for did, plan in plans.items()}, errors


def _check_errors(state: GameState, rules: Rules, settings: GameSettings, did: str, plan: BotPlan) -> int:
    """The errors `check` finds in the order file the bot would write for `did`."""
    text = orders_text(plan, state.dynasties[did].name, settings.language)
    parsed = parse_orders_text(text, f"{did}.yaml", rules, settings.language)
    problems = check_parsed(parsed, state, rules, settings.language, turn=state.turn, expected_dynasty=did)
    return sum(1 for p in problems if p.severity == "error")


#: what a progress display gets: the games as they end, one by one, which it passes on
Progress = Callable[[Iterator["GameResult"]], Iterator["GameResult"]]


@dataclass(frozen=True)
class Job:
    """One game to play: its rule set (by position), its number, its seed, and in a tournament the seating's
    rotation (`seating`)."""

    rules: int
    game: int
    seed: int
    rotation: int = 0


def simulate(loaded: LoadedScenario, scenario_name: str, turns: int, games: int, seed: int, *,
             check: bool = False, workers: int = 1, progress: Progress | None = None,
             executor: Executor | None = None, players: Sequence[str] = ()) -> Summary:
    """`games` games of up to `turns` turns with seeds `seed`, `seed + 1`, ...; over `workers` processes, or
    on `executor` (`play_rule_sets`); with `players`, a tournament of those characters."""
    return play_rule_sets([loaded], scenario_name, turns, games, seed, check=check, workers=workers,
                          progress=progress, executor=executor, players=players)[0]


def compare(loaded: LoadedScenario, other: Rules, other_name: str, scenario_name: str, turns: int, games: int,
            seed: int, *, check: bool = False, workers: int = 1, progress: Progress | None = None,
            executor: Executor | None = None) -> tuple[Summary, Summary]:
    """The same seeds played under the scenario's rules and under `other` (`simulate --compare`): game g of
    one and game g of the other start alike and draw the same dice by key, so that each difference is
    measured game by game."""
    second = LoadedScenario(loaded.scenario, other, loaded.doc)
    first, compared = play_rule_sets([loaded, second], scenario_name, turns, games, seed, check=check,
                                     workers=workers, progress=progress, executor=executor)
    compared.rules = other_name
    return first, compared


def play_rule_sets(rule_sets: Sequence[LoadedScenario], scenario_name: str, turns: int, games: int, seed: int, *,
                   check: bool, workers: int, progress: Progress | None,
                   executor: Executor | None = None, players: Sequence[str] = ()) -> list[Summary]:
    """Every game of every rule set, each on its own: in this process, or with `workers` > 1 in as many
    processes (forked where the system forks, so that they start at once), or on `executor` — any
    `concurrent.futures.Executor`, such as a Dask cluster's (`distributed.Client(...).get_executor()`). The
    results are put back in the order of a serial run. With two `players` or more, a tournament: each seed is
    played once in each seating of them (`seating`), the rotations of one seed side by side."""
    players = tuple(players)
    rotations = len(players) if len(players) > 1 else 1
    jobs = [Job(r, g, seed + g, k) for r in range(len(rule_sets)) for g in range(games) for k in range(rotations)]
    finished: dict[Job, GameResult] = {}
    # what lives now (the program, the rules, the scenario) is never garbage: the collector leaves it out of its
    # rounds while the games are played, and forked workers do not copy it on write (the `gc` docs' advice); and a
    # game makes no reference cycle, only objects that die with their last reference, so the cyclic collector
    # does not go over them while it is played (forked workers start so), only once after each game (`_play`)
    gc.freeze()
    collecting = gc.isenabled()
    gc.disable()
    pool: Executor | None = None
    if executor is not None:
        futures = [executor.submit(_play, rule_sets[job.rules], scenario_name, job, turns, check, players)
                   for job in jobs]
        results: Iterator[tuple[Job, GameResult]] = (future.result() for future in as_completed(futures))
    elif workers <= 1 or len(jobs) <= 1:
        results = (_play(rule_sets[job.rules], scenario_name, job, turns, check, players) for job in jobs)
    else:
        pool = ProcessPoolExecutor(max_workers=min(workers, len(jobs)), mp_context=_processes(),
                                   initializer=_hold, initargs=(list(rule_sets), scenario_name, turns, check, players))
        futures = [pool.submit(_play_held, job) for job in jobs]
        results = (future.result() for future in as_completed(futures))

    def ended() -> Iterator[GameResult]:
        for job, result in results:
            finished[job] = result
            yield result

    try:
        for _ in progress(ended()) if progress is not None else ended():
            pass
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
        if collecting:
            gc.enable()
        gc.unfreeze()
    summaries = [Summary(scenario_name, turns, check, players=list(players)) for _ in rule_sets]
    for job in jobs:
        summaries[job.rules].games.append(finished[job])
    return summaries


def _play(loaded: LoadedScenario, scenario_name: str, job: Job, turns: int, check: bool,
          players: tuple[str, ...]) -> tuple[Job, GameResult]:
    """One job, in whichever process plays it; then whatever cycle it left (none, as the program stands) is
    collected."""
    result = job, play_game(loaded, scenario_name, job.game, job.seed, turns, check=check, players=players,
                            rotation=job.rotation)
    gc.collect()
    return result


def _processes() -> BaseContext:
    """Forked workers where the system has fork (they start with the program already loaded), else spawned."""
    return multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else None)


#: In a worker process: the rule sets, scenario name, turns, check and players of its games (`_hold`), so that
#: each job sends only its numbers.
_held: list[Any] = []


def _hold(rule_sets: list[LoadedScenario], scenario_name: str, turns: int, check: bool,
          players: tuple[str, ...]) -> None:
    _held[:] = [rule_sets, scenario_name, turns, check, players]


def _play_held(job: Job) -> tuple[Job, GameResult]:
    rule_sets, scenario_name, turns, check, players = _held
    return _play(rule_sets[job.rules], scenario_name, job, turns, check, players)


def compared_rules(loaded: LoadedScenario, path: Path) -> Rules:
    """The rules of `simulate --compare FILE`: the scenario's, with the file's overrides over them. The file is
    written as a scenario's `rules:` section; an unknown key or a wrong value is an error naming its line, and
    so is a scenario that the new rules refuse (a head's skills, an age)."""
    doc = load_yaml(path)
    if not isinstance(doc.data, Mapping):
        raise RulesError(Text("cli-rules-not-mapping"), doc.location(()))
    load_rules(doc.data, doc, ())  # the file's own mistakes, with their lines
    rules = load_rules(_merged(loaded.scenario.rules, doc.data))
    problems = scenario_problems(loaded.scenario, rules, loaded.doc)  # GEN-1, AGE-8 ... under the new rules
    if problems:
        raise ProblemsError(problems)
    return rules


def _merged(base: Mapping[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in over.items():
        current = merged.get(key)
        merged[key] = _merged(current, value) if isinstance(current, Mapping) and isinstance(value, Mapping) \
            else value
    return merged


# -- the CSV ------------------------------------------------------------------------------------------------------


def write_csv(summaries: Summary | Sequence[Summary], path: Path) -> None:
    """One row per dynasty per turn per game; with several rule sets, a last column names each row's
    (`rules`: "scenario" or the compared file)."""
    sets = [summaries] if isinstance(summaries, Summary) else list(summaries)
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        header = ["game", "seed", "turn", "dynasty", "alive", "reputation", "provinces", "army", "balance"]
        writer.writerow(header + (["rules"] if len(sets) > 1 else []))
        for summary in sets:
            label = [summary.rules or "scenario"] if len(sets) > 1 else []
            for g in summary.games:
                for s in g.samples:
                    writer.writerow([s.game, s.seed, s.turn, s.dynasty, int(s.alive), s.reputation, s.provinces,
                                     s.army, s.balance, *label])
    tmp.replace(path)
