"""`dynasty simulate`: whole games played in memory by the built-in player (BRANCH-10), so that a game master
can see whether the [house] numbers are balanced: who wins, how long dynasties last, how reputation and
provinces move over the turns, what defeats them, and how often each action is used and succeeds.

A game is the scenario's new game with seed S + g (g = 0, 1, ...), then up to N resolutions in which every
living dynasty plays the bot's orders, built from its own report (never from hidden facts). Nothing is
written unless asked (`--csv`). With `check`, every order file the bot writes is checked like a player's.
"""

from __future__ import annotations

import csv
import statistics
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dynasty.bot import BotPlan, bot_plan, knowledge_for, orders_text
from dynasty.campaign import GameSettings
from dynasty.dice import Dice
from dynasty.engine.context import Turn
from dynasty.engine.turn import resolve
from dynasty.l10n import Language, has_message, message
from dynasty.newgame import play_new_game
from dynasty.orders.check import check_parsed
from dynasty.orders.model import OrderFile
from dynasty.orders.parse import parse_orders_text
from dynasty.reports.knowledge import StateIndex
from dynasty.reports.record import turn_record
from dynasty.rules import Rules
from dynasty.scenario import LoadedScenario
from dynasty.state import GameState
from dynasty.succession import unchanged

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


@dataclass
class Summary:
    scenario: str
    turns: int
    checked: bool = False
    games: list[GameResult] = field(default_factory=list)


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


def play_game(loaded: LoadedScenario, scenario_name: str, game: int, seed: int, turns: int, *,
              check: bool = False) -> GameResult:
    """One game: the new game, then up to `turns` resolutions with the bot's orders for every dynasty."""
    played = play_new_game(loaded, scenario_name, seed)
    state, rules, settings = played.state, loaded.rules, played.settings
    names = {"m": list(settings.names.m), "f": list(settings.names.f)}
    samples = sample_state(game, seed, state)
    used: Counter[str] = Counter()
    succeeded: Counter[str] = Counter()
    log: dict[str, Any] | None = None
    check_errors = 0
    wars = 0
    played_turns = 0
    for _ in range(turns):
        if state.winners:
            break
        orders, errors = bot_turn(state, rules, settings, log, check=check)
        check_errors += errors
        dice = Dice(seed=seed)
        t = resolve(state, orders, rules, dice, names)
        played_turns += 1
        tally_actions(t, orders, used, succeeded)
        wars += sum(1 for o in t.outcomes if o.kind == "war-declared")
        log = knowledge_log(t, dice)
        samples += sample_state(game, seed, state)
    defeats = {did: (d.defeat.turn, d.defeat.cause) for did, d in state.dynasties.items()
               if not d.alive and d.defeat is not None}
    survivors = state.living_dynasties()
    return GameResult(seed, played_turns, list(state.winners), survivors, defeats, samples, used, succeeded, wars,
                      check_errors)


def knowledge_log(t: Turn, dice: Dice) -> dict[str, Any]:
    """The log of the turn just resolved as what a dynasty knows needs it (`reports.record.turn_record`): its
    outcomes, and each die's key and values — not the words of the dice's purposes, which only reports say."""
    return {"turn": t.state.turn - 1, "next_turn": t.state.turn, "missing_orders": list(t.missing),
            "outcomes": [o.to_data() for o in t.outcomes],
            "dice": [{"key": roll.key, "dice": roll.dice, "values": list(roll.values)} for roll in dice.rolls]}


def bot_turn(state: GameState, rules: Rules, settings: GameSettings, log: dict[str, Any] | None, *,
             check: bool) -> tuple[dict[str, OrderFile], int]:
    """The bot's orders of every living dynasty, each decided from what that dynasty knows, and (with
    `check`) the number of errors `check` finds in the files it would write."""
    orders: dict[str, OrderFile] = {}
    errors = 0
    record, index = turn_record(state, log, None), StateIndex(state)  # once for all the dynasties
    with unchanged(state):
        for did in state.living_dynasties():
            plan = bot_plan(knowledge_for(state, rules, did, log, record=record, index=index), rules)
            orders[did] = plan.orders
            if check:
                errors += _check_errors(state, rules, settings, did, plan)
    return orders, errors


def _check_errors(state: GameState, rules: Rules, settings: GameSettings, did: str, plan: BotPlan) -> int:
    """The errors `check` finds in the order file the bot would write for `did`."""
    text = orders_text(plan, state.dynasties[did].name, settings.language)
    parsed = parse_orders_text(text, f"{did}.yaml", rules, settings.language)
    problems = check_parsed(parsed, state, rules, settings.language, turn=state.turn, expected_dynasty=did)
    return sum(1 for p in problems if p.severity == "error")


def simulate(loaded: LoadedScenario, scenario_name: str, turns: int, games: int, seed: int, *,
             check: bool = False, progress: Callable[[Iterator[int]], Iterator[int]] | None = None) -> Summary:
    summary = Summary(scenario_name, turns, check)
    indices: Iterator[int] = iter(range(games))
    for g in progress(indices) if progress is not None else indices:
        summary.games.append(play_game(loaded, scenario_name, g, seed + g, turns, check=check))
    return summary


# -- the table -------------------------------------------------------------------------------------------------


def _pct(part: float, whole: float) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "—"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(len(str(c)) for c in column) for column in zip(header, *rows, strict=False)]
    line = "  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True))
    out = [line, "  ".join("-" * w for w in widths)]
    out += ["  ".join(str(c).rjust(w) if i else str(c).ljust(w) for i, (c, w) in enumerate(zip(row, widths,
                                                                                               strict=True)))
            for row in rows]
    return out


def checkpoints(turns: int) -> list[int]:
    """The turns at which reputation and provinces are shown: the start, about every quarter, the end."""
    marks = {1, turns + 1} | {1 + round(turns * q / 4) for q in (1, 2, 3)}
    return sorted(marks)


def render_summary(summary: Summary, rules: Rules, language: Language) -> str:
    def say(message_id: str, **args: Any) -> str:
        return message(language, message_id, args)

    def header(*keys: str) -> list[str]:
        return [say(f"cli-simulate-col-{key}") for key in keys]

    def action_name(action: str) -> str:
        if action not in rules.actions.ids():
            return action
        rule = rules.actions.get(action)
        return say("cli-simulate-action", name=rule.ru if language == "ru" else rule.en, id=action)

    def cause(cause_id: str) -> str:
        message_id = f"cli-defeat-cause-{cause_id}"
        return say(message_id) if has_message(language, message_id) else cause_id

    games = summary.games
    n = len(games)
    dynasties = list(dict.fromkeys(s.dynasty for g in games for s in g.samples if s.turn == 1))
    lines = [say("cli-simulate-title", scenario=summary.scenario, n=n, turns=summary.turns),
             say("cli-simulate-totals", played=sum(g.turns_played for g in games), wars=sum(g.wars for g in games),
                 won=sum(1 for g in games if g.winners)), ""]
    # winners, survival, causes of defeat
    wins: Counter[str] = Counter()
    for g in games:
        for did in g.winners:
            wins[did] += 1
    causes: dict[str, Counter[str]] = defaultdict(Counter)
    survived: dict[str, list[int]] = defaultdict(list)
    for g in games:
        for did in dynasties:
            if did in g.defeats:
                turn, defeat_cause = g.defeats[did]
                causes[did][defeat_cause] += 1
                survived[did].append(turn - 1)
            else:
                survived[did].append(g.turns_played)
    rows = []
    for did in dynasties:
        alive_at_end = sum(1 for g in games if did in g.survivors)
        rows.append([did, str(wins[did]), _pct(alive_at_end, n), f"{statistics.mean(survived[did]):.1f}",
                     ", ".join(say("cli-simulate-cause", cause=cause(c), n=k) for c, k in causes[did].most_common())
                     or "—"])
    lines += _table(header("dynasty", "wins", "alive", "survived", "defeats"), rows) + [""]
    # reputation and provinces over time (means over the games that reached the turn, the living only)
    marks = checkpoints(summary.turns)
    by_key: dict[tuple[str, int], list[tuple[int, int]]] = defaultdict(list)
    for g in games:
        for s in g.samples:
            if s.alive:
                by_key[s.dynasty, s.turn].append((s.reputation, s.provinces))
    rows = []
    for did in dynasties:
        row = [did]
        for mark in marks:
            values = by_key.get((did, mark), [])
            row.append(f"{statistics.mean(v[0] for v in values):.0f}/{statistics.mean(v[1] for v in values):.1f}"
                       if values else "—")
        rows.append(row)
    lines += [say("cli-simulate-over-time")]
    lines += _table([*header("dynasty"), *[say("cli-simulate-col-turn", turn=m) for m in marks]], rows) + [""]
    # actions
    used: Counter[str] = Counter()
    succeeded: Counter[str] = Counter()
    for g in games:
        used.update(g.used)
        succeeded.update(g.succeeded)
    turns_played = sum(g.turns_played for g in games) or 1
    rows = [[action_name(action), str(count), f"{count / turns_played:.2f}", _pct(succeeded[action], count)]
            for action, count in used.most_common()]
    lines += [say("cli-simulate-actions")]
    lines += _table(header("action", "used", "per-turn", "succeeded"), rows) if rows else ["  " + say("cli-none")]
    if summary.checked:
        lines += ["", say("cli-simulate-check-errors", n=sum(g.check_errors for g in games))]
    return "\n".join(lines) + "\n"


def write_csv(summary: Summary, path: Path) -> None:
    """One row per dynasty per turn per game."""
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["game", "seed", "turn", "dynasty", "alive", "reputation", "provinces", "army", "balance"])
        for g in summary.games:
            for s in g.samples:
                writer.writerow([s.game, s.seed, s.turn, s.dynasty, int(s.alive), s.reputation, s.provinces,
                                 s.army, s.balance])
    tmp.replace(path)
