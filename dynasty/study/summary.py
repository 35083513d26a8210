"""What `dynasty simulate` prints: the games of one rule set (`render_summary`) or of two on the same seeds
(`render_comparison`), each figure with its 95% confidence interval (`dynasty.study.statistics`), and in words
whether a difference — between dynasties, or between the two rule sets — is larger than chance. Every word
comes from the catalogs (`cli.ftl`, `cli-simulate-*`)."""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from dynasty.game.rules import Rules
from dynasty.study.simulate import Summary
from dynasty.study.statistics import (
    Estimate,
    mean,
    paired_mean_difference,
    paired_proportion_difference,
    proportion_difference,
    wilson,
)
from dynasty.text.catalogs import Language, has_message, message

#: fewer games than this, and the summary says that its intervals are wide
FEW_GAMES = 30


# -- the games as numbers -----------------------------------------------------------------------------------------


@dataclass
class Fates:
    """Each starting dynasty's fate in each game, in the order of the games: whether it won, whether it lived
    to the end, how many turns it lived, and for each cause whether it fell of it."""

    dynasties: list[str]
    won: dict[str, np.ndarray]
    alive: dict[str, np.ndarray]
    survived: dict[str, np.ndarray]
    fell: dict[str, dict[str, np.ndarray]]  # cause → dynasty → fell of it in each game

    @property
    def causes(self) -> list[str]:
        return sorted(self.fell)


def fates(summary: Summary, dynasties: Sequence[str] | None = None, causes: Sequence[str] = ()) -> Fates:
    games = summary.games
    chosen = list(dynasties) if dynasties is not None else summary.dynasties()
    won = {d: np.array([d in g.winners for g in games], dtype=bool) for d in chosen}
    alive = {d: np.array([d in g.survivors for g in games], dtype=bool) for d in chosen}
    survived = {d: np.array([g.defeats[d][0] - 1 if d in g.defeats else g.turns_played for g in games], dtype=float)
                for d in chosen}
    found = set(causes) | {cause for g in games for d, (_, cause) in g.defeats.items() if d in chosen}
    fell = {cause: {d: np.array([d in g.defeats and g.defeats[d][1] == cause for g in games], dtype=bool)
                    for d in chosen} for cause in sorted(found)}
    return Fates(chosen, won, alive, survived, fell)


def _pooled(table: dict[str, np.ndarray]) -> np.ndarray:
    """One yes/no for each (game, dynasty), game by game."""
    return np.concatenate([table[d] for d in table]) if table else np.array([], dtype=bool)


# -- numbers in words ----------------------------------------------------------------------------------------------


def _percent(value: float) -> str:
    return "—" if math.isnan(value) else f"{100 * value:.0f}%"


def _proportion(estimate: Estimate) -> str:
    """`35% (22–50%)`."""
    if not estimate.known:
        return _percent(estimate.value)
    return f"{_percent(estimate.value)} ({100 * estimate.low:.0f}–{100 * estimate.high:.0f}%)"


def _number(value: float, digits: int = 1) -> str:
    return "—" if math.isnan(value) else f"{value:.{digits}f}"


def _mean(estimate: Estimate) -> str:
    """`12.3 (10.1–14.5)`."""
    if not estimate.known:
        return _number(estimate.value)
    return f"{_number(estimate.value)} ({_number(estimate.low)}–{_number(estimate.high)})"


def _signed(value: float, digits: int) -> str:
    """`+12`, `−3`; a value that rounds to nothing is `0`, with no sign."""
    text = f"{value:+.{digits}f}"
    if float(text) == 0:
        return f"{0:.{digits}f}"
    return text.replace("-", "−")


def _difference(estimate: Estimate, *, points: bool) -> str:
    """`+12 (+3…+21)`: in percentage points for proportions."""
    scale, digits = (100, 0) if points else (1, 1)
    if math.isnan(estimate.value):
        return "—"
    shown = _signed(scale * estimate.value, digits)
    if not estimate.known:
        return shown
    return f"{shown} ({_signed(scale * estimate.low, digits)}…{_signed(scale * estimate.high, digits)})"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(len(str(c)) for c in column) for column in zip(header, *rows, strict=False)]
    line = "  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)).rstrip()
    out = [line, "  ".join("-" * w for w in widths)]
    out += ["  ".join(str(c).rjust(w) if i else str(c).ljust(w) for i, (c, w) in enumerate(zip(row, widths,
                                                                                               strict=True))).rstrip()
            for row in rows]
    return out


def checkpoints(turns: int) -> list[int]:
    """The turns at which reputation and provinces are shown: the start, about every quarter, the end."""
    marks = {1, turns + 1} | {1 + round(turns * q / 4) for q in (1, 2, 3)}
    return sorted(marks)


class StudyWords:
    """The catalog's words for one summary."""

    def __init__(self, language: Language, rules: Rules) -> None:
        self.language = language
        self.rules = rules

    def __call__(self, message_id: str, **args: Any) -> str:
        return message(self.language, message_id, args)

    def decimal(self, number: str) -> str:
        """A number formatted with a decimal point, as the language writes it: `12.5`, in Russian `12,5`."""
        return number.replace(".", ",") if self.language == "ru" else number

    def header(self, *keys: str) -> list[str]:
        return [self(f"cli-simulate-col-{key}") for key in keys]

    def action(self, action: str) -> str:
        if action not in self.rules.actions.ids():
            return action
        rule = self.rules.actions.get(action)
        return self("cli-simulate-action", name=rule.name_in(self.language), id=action)

    def cause(self, cause_id: str) -> str:
        message_id = f"cli-defeat-cause-{cause_id}"
        return self(message_id) if has_message(self.language, message_id) else cause_id

    def verdict(self, estimate: Estimate) -> str:
        return self("cli-simulate-beyond-chance") if estimate.beyond_chance else self("cli-simulate-within-chance")


# -- one rule set -------------------------------------------------------------------------------------------------


def render_summary(summary: Summary, rules: Rules, language: Language) -> str:
    """The games of one rule set: each dynasty's wins, survival and turns survived with their intervals, and
    which of them differ from the others' by more than chance; the causes of defeat; reputation and provinces
    over the turns; the actions ordered and how often they succeeded."""
    say = StudyWords(language, rules)
    games = summary.games
    n = len(games)
    fate = fates(summary)
    lines = [say("cli-simulate-title", scenario=summary.scenario, n=n, turns=summary.turns), _totals(say, summary), ""]
    rows = []
    for did in fate.dynasties:
        fell = [(cause, int(np.sum(fate.fell[cause][did]))) for cause in fate.causes]
        rows.append([did, str(int(np.sum(fate.won[did]))), _proportion(wilson(int(np.sum(fate.won[did])), n)),
                     _proportion(wilson(int(np.sum(fate.alive[did])), n)), say.decimal(_mean(mean(fate.survived[did]))),
                     ", ".join(say("cli-simulate-cause", cause=say.cause(c), n=k)
                               for c, k in sorted(fell, key=lambda x: -x[1]) if k) or "—"])
    lines += _table(say.header("dynasty", "wins", "win-rate", "alive", "survived", "defeats"), rows)
    lines += [say("cli-simulate-interval"), ""]
    lines += _between_dynasties(say, fate, n) + [""]
    lines += _causes(say, fate, n)
    lines += _over_time(say, summary, fate.dynasties)
    lines += _actions(say, summary)
    if summary.checked:
        lines += ["", say("cli-simulate-check-errors", n=sum(g.check_errors for g in games))]
    return "\n".join(lines) + "\n"


def _totals(say: StudyWords, summary: Summary) -> str:
    games = summary.games
    return say("cli-simulate-totals", played=sum(g.turns_played for g in games), wars=sum(g.wars for g in games),
               won=sum(1 for g in games if g.winners))


def _between_dynasties(say: StudyWords, fate: Fates, n: int) -> list[str]:
    """Whether a dynasty wins, lives to the end or lasts more or less than the dynasties' average by more than
    chance: its 95% interval leaves the average out."""
    if not fate.dynasties or n == 0:
        return []
    lines = []
    wins = {d: wilson(int(np.sum(fate.won[d])), n) for d in fate.dynasties}
    alive = {d: wilson(int(np.sum(fate.alive[d])), n) for d in fate.dynasties}
    lasted = {d: mean(fate.survived[d]) for d in fate.dynasties}
    for key, estimates, average, shown in (
            ("wins", wins, float(np.mean(_pooled(fate.won))), _percent),
            ("alive", alive, float(np.mean(_pooled(fate.alive))), _percent),
            ("survived", lasted, float(np.mean(np.concatenate(list(fate.survived.values())))), _number)):
        more = [d for d, e in estimates.items() if e.known and e.low > average + 1e-12]
        less = [d for d, e in estimates.items() if e.known and e.high < average - 1e-12]
        if not more and not less:
            lines.append(say(f"cli-simulate-{key}-even", average=say.decimal(shown(average))))
        for found, direction in ((more, "more"), (less, "less")):
            if found:
                lines.append(say(f"cli-simulate-{key}-{direction}", dynasties=", ".join(found), n=len(found),
                                 average=say.decimal(shown(average))))
    if n < FEW_GAMES:
        lines.append(say("cli-simulate-few-games", n=n))
    return lines


def _causes(say: StudyWords, fate: Fates, n: int) -> list[str]:
    """Each cause of defeat: how many dynasties fell of it, and their share of all the dynasties of all games."""
    if not fate.causes:
        return []
    total = n * len(fate.dynasties)
    rows = []
    for cause in fate.causes:
        fell = int(np.sum(_pooled(fate.fell[cause])))
        rows.append([say.cause(cause), str(fell), _proportion(wilson(fell, total))])
    return [say("cli-simulate-causes"), *_table(say.header("cause", "defeated", "share"), rows), ""]


def _over_time(say: StudyWords, summary: Summary, dynasties: list[str]) -> list[str]:
    """Reputation and provinces at the checkpoints: means over the games where the dynasty still lives."""
    marks = checkpoints(summary.turns)
    by_key: dict[tuple[str, int], list[tuple[int, int]]] = defaultdict(list)
    for g in summary.games:
        for s in g.samples:
            if s.alive:
                by_key[s.dynasty, s.turn].append((s.reputation, s.provinces))
    rows = []
    for did in dynasties:
        row = [did]
        for mark in marks:
            values = by_key.get((did, mark), [])
            row.append(say.decimal(f"{np.mean([v[0] for v in values]):.0f}/{np.mean([v[1] for v in values]):.1f}")
                       if values else "—")
        rows.append(row)
    return [say("cli-simulate-over-time"),
            *_table([*say.header("dynasty"), *[say("cli-simulate-col-turn", turn=m) for m in marks]], rows), ""]


def _actions(say: StudyWords, summary: Summary) -> list[str]:
    used: Counter[str] = Counter()
    succeeded: Counter[str] = Counter()
    for g in summary.games:
        used.update(g.used)
        succeeded.update(g.succeeded)
    turns_played = sum(g.turns_played for g in summary.games) or 1
    rows = [[say.action(action), str(count), say.decimal(f"{count / turns_played:.2f}"),
             _proportion(wilson(succeeded[action], count))] for action, count in used.most_common()]
    lines = [say("cli-simulate-actions")]
    return lines + (_table(say.header("action", "used", "per-turn", "succeeded"), rows) if rows
                    else ["  " + say("cli-none")])


# -- two rule sets on the same seeds ------------------------------------------------------------------------------


@dataclass
class _Section:
    """One table of the comparison: its title, its rows (name, A, B, the difference B − A) and the rows whose
    difference is larger than chance."""

    title: str
    rows: list[list[str]]
    beyond: list[str]
    first: str = "compared"  # the key of the first column's header


def render_comparison(first: Summary, second: Summary, rules: Rules, language: Language) -> str:
    """The same seeds under the scenario's rules (A) and the compared ones (B): for each dynasty its win rate,
    survival and turns survived under each, for each cause of defeat, for the games and for each action, the
    difference B − A with its 95% interval — paired game by game — and whether it is larger than chance."""
    say = StudyWords(language, rules)
    n = min(len(first.games), len(second.games))
    dynasties = first.dynasties()
    causes = sorted({c for s in (first, second) for g in s.games for _, c in g.defeats.values()})
    a, b = fates(first, dynasties, causes), fates(second, dynasties, causes)
    sections = [
        _proportions(say, say("cli-simulate-compare-wins"), {d: (a.won[d], b.won[d]) for d in dynasties}),
        _proportions(say, say("cli-simulate-compare-alive"), {d: (a.alive[d], b.alive[d]) for d in dynasties}),
        _means(say, say("cli-simulate-compare-survived"), {d: (a.survived[d], b.survived[d]) for d in dynasties}),
    ]
    for section in sections:
        section.first = "dynasty"
    sections += [
        _proportions(say, say("cli-simulate-compare-causes"),
                     {say.cause(c): (_pooled(a.fell[c]), _pooled(b.fell[c])) for c in causes}),
        _per_game(say, first, second),
        _compared_actions(say, first, second),
    ]
    sections[3].first = "cause"
    lines = [say("cli-simulate-compare-title", scenario=first.scenario, n=n, turns=first.turns, rules=second.rules),
             say("cli-simulate-compare-set", set="A", totals=_totals(say, first)),
             say("cli-simulate-compare-set", set="B", totals=_totals(say, second)), ""]
    for section in sections:
        if section.rows:
            lines += [section.title, *_table(say.header(section.first, "a", "b", "difference", "verdict"),
                                             section.rows), ""]
    lines.append(say("cli-simulate-interval"))
    beyond = [say("cli-simulate-compare-item", section=s.title.rstrip(":"), rows=", ".join(s.beyond))
              for s in sections if s.beyond]
    lines.append(say("cli-simulate-compare-verdict", items="; ".join(beyond)) if beyond
                 else say("cli-simulate-compare-no-verdict", n=n))
    if n < FEW_GAMES:
        lines.append(say("cli-simulate-few-games", n=n))
    if first.checked:
        lines += ["", say("cli-simulate-check-errors",
                          n=sum(g.check_errors for s in (first, second) for g in s.games))]
    return "\n".join(lines) + "\n"


def _proportions(say: StudyWords, title: str, pairs: dict[str, tuple[np.ndarray, np.ndarray]]) -> _Section:
    return _compared(say, title, pairs, paired_proportion_difference, _percent, points=True)


def _means(say: StudyWords, title: str, pairs: dict[str, tuple[np.ndarray, np.ndarray]],
           shown: Callable[[float], str] = _number) -> _Section:
    return _compared(say, title, pairs, paired_mean_difference, shown, points=False)


def _compared(say: StudyWords, title: str, pairs: dict[str, tuple[np.ndarray, np.ndarray]],
              difference_of: Callable[[np.ndarray, np.ndarray], Estimate], shown: Callable[[float], str], *,
              points: bool) -> _Section:
    """A row per name: the figure under each rule set, their difference with its interval, and the verdict;
    the names whose difference is beyond chance."""
    rows, beyond = [], []
    for name, (first, second) in pairs.items():
        difference = difference_of(first, second)
        rows.append([name, say.decimal(shown(float(np.mean(first)))) if first.size else "—",
                     say.decimal(shown(float(np.mean(second)))) if second.size else "—",
                     say.decimal(_difference(difference, points=points)), say.verdict(difference)])
        if difference.beyond_chance:
            beyond.append(name)
    return _Section(title, rows, beyond)


def _per_game(say: StudyWords, first: Summary, second: Summary) -> _Section:
    """Games won outright, wars declared and turns played, game by game."""
    won = _proportions(say, "", {say("cli-simulate-row-won"): (
        np.array([bool(g.winners) for g in first.games]), np.array([bool(g.winners) for g in second.games]))})
    counts = _means(say, "", {
        say("cli-simulate-row-wars"): (np.array([g.wars for g in first.games], dtype=float),
                                       np.array([g.wars for g in second.games], dtype=float)),
        say("cli-simulate-row-turns"): (np.array([g.turns_played for g in first.games], dtype=float),
                                        np.array([g.turns_played for g in second.games], dtype=float))})
    return _Section(say("cli-simulate-compare-games"), won.rows + counts.rows, won.beyond + counts.beyond)


def _compared_actions(say: StudyWords, first: Summary, second: Summary) -> _Section:
    """Each action: how often it is ordered (per turn, game by game) and how often it succeeds (of the times it
    was ordered)."""
    actions = list(dict.fromkeys(a for s in (first, second) for g in s.games for a, _ in Counter(g.used).most_common()))
    rows, beyond = [], []
    for action in actions:
        name = say.action(action)
        per_turn = _means(say, "", {say("cli-simulate-row-used", action=name): (
            np.array([g.used[action] / (g.turns_played or 1) for g in first.games]),
            np.array([g.used[action] / (g.turns_played or 1) for g in second.games]))},
            shown=lambda v: f"{v:.2f}")
        counts = [(sum(g.succeeded[action] for g in s.games), sum(g.used[action] for g in s.games))
                  for s in (first, second)]
        success = proportion_difference(counts[0][0], counts[0][1], counts[1][0], counts[1][1])
        label = say("cli-simulate-row-succeeded", action=name)
        rows += per_turn.rows + [[label, _percent(counts[0][0] / counts[0][1]) if counts[0][1] else "—",
                                  _percent(counts[1][0] / counts[1][1]) if counts[1][1] else "—",
                                  _difference(success, points=True), say.verdict(success)]]
        beyond += per_turn.beyond + ([label] if success.beyond_chance else [])
    return _Section(say("cli-simulate-compare-actions"), rows, beyond)
