"""`dynasty simulate --pictures DIR`: the study's figures as pictures beside its tables — who is still alive at each
turn, what defeats the dynasties, and their mean reputation over the turns, each with its 95% interval (of
`statistics`, as the tables give them); with two rule sets (`--compare`), both in each plot, A and B.

What a picture shows is data first (`charts`: a `Chart` of `Panel`s of `Series`, every word from the catalogs,
`cli-simulate-picture-*`), then drawn (`write_pictures`). matplotlib, heavy, is loaded only when a picture is
drawn, and only through its object API: each picture is a `Figure` on its own Agg canvas, with no pyplot state.
The same study writes the same bytes: the SVG's ids are salted with a constant, and neither file says when or by
which version it was made.
"""

from __future__ import annotations

import textwrap
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import numpy as np

from dynasty.game.rules import Rules
from dynasty.study.simulate import GameResult, Summary
from dynasty.study.statistics import Estimate, mean, wilson
from dynasty.study.summary import StudyWords, fates
from dynasty.text.catalogs import Language

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

#: each picture is written in both
FORMATS = ("png", "svg")
#: matplotlib's own font, which has the Cyrillic letters
FONT = "DejaVu Sans"
#: what the SVG's ids are salted with instead of a random number, so that the same figure gives the same bytes
SVG_SALT = "dynasty-simulate"
#: the file's metadata without a date or the program's version (None leaves a key out)
METADATA: dict[str, dict[str, str | None]] = {"png": {"Software": None}, "svg": {"Date": None, "Creator": None}}
#: the colours of the rule sets: the scenario's (A), the compared (B)
COLOURS = ("#1f77b4", "#e8590c")
#: and their lines: B's dashed, so that A shows where both are the same
LINES = ("-", "--")
#: at most this many small plots side by side, one per dynasty
COLUMNS = 4


# -- what the pictures show ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Series:
    """One rule set's line, or row of bars: its name in the legend ("" when there is one set), and at each x its
    estimate with its 95% interval (`low`, `high`: NaN where it cannot be told)."""

    label: str
    x: list[int]
    estimates: list[Estimate]


@dataclass(frozen=True)
class Panel:
    """One small plot of a picture: a dynasty's (or all the dynasties', pooled), with a series for each rule set
    on the same x, A first."""

    title: str
    series: list[Series]


@dataclass(frozen=True)
class Chart:
    """One picture: its file's name, its words, and its panels. A line chart's x are the turns (`steps`: a value
    holds from its turn to the next); a bar chart names its bars (`bars[i]` at x = i). `share`: the values are
    shares, shown in percent."""

    name: str
    kind: Literal["steps", "lines", "bars"]
    title: str
    x_label: str
    y_label: str
    note: str
    panels: list[Panel]
    share: bool
    bars: list[str] = field(default_factory=list)
    empty: str = ""  # what a bar chart with no bars says instead


def charts(summaries: Sequence[Summary], rules: Rules, language: Language) -> list[Chart]:
    """The data of the three pictures: of one rule set, or of two played on the same seeds (A, B)."""
    say = StudyWords(language, rules)
    return [survival_chart(summaries, say), causes_chart(summaries, say), reputation_chart(summaries, say)]


def turns_shown(summary: Summary) -> list[int]:
    """The turns a line chart runs over: from the start of turn 1 to the end of the last (the start of turns + 1),
    as the text's reputation table."""
    return list(range(1, summary.turns + 2))


def alive_at(game: GameResult, dynasty: str, turn: int) -> bool:
    """Whether the dynasty lives at the start of `turn`: it has not fallen in an earlier turn (DYN-2). A game
    won before its last turn leaves everyone as it ended, as the text's "alive at end" counts them."""
    return dynasty not in game.defeats or game.defeats[dynasty][0] >= turn


def survival_chart(summaries: Sequence[Summary], say: StudyWords) -> Chart:
    """Each starting dynasty's share of the games in which it still lives at each turn, and all of them pooled
    (the share of dynasty-games), with Wilson's interval."""
    dynasties = summaries[0].dynasties()
    turns = turns_shown(summaries[0])

    def shares(summary: Summary, chosen: list[str]) -> list[Estimate]:
        games = summary.games
        return [wilson(sum(alive_at(g, did, t) for g in games for did in chosen), len(games) * len(chosen))
                for t in turns]

    sets = _sets(say, summaries)
    panels = [Panel(did, [Series(label, turns, shares(s, [did])) for label, s in sets]) for did in dynasties]
    panels.append(Panel(say("cli-simulate-picture-all"), [Series(label, turns, shares(s, dynasties))
                                                          for label, s in sets]))
    return Chart("survival", "steps", _title(say, "survival", summaries), say("cli-simulate-picture-turn"),
                 say("cli-simulate-picture-alive"), say("cli-simulate-picture-note"), panels, share=True)


def causes_chart(summaries: Sequence[Summary], say: StudyWords) -> Chart:
    """Each cause of defeat: the share of all the dynasties of all the games that fell of it (Wilson's interval),
    as the text's causes table; with two rule sets, a row of bars for each, over the causes of both."""
    dynasties = summaries[0].dynasties()
    causes = sorted({cause for s in summaries for g in s.games for _, cause in g.defeats.values()})
    series = []
    for label, summary in _sets(say, summaries):
        fate = fates(summary, dynasties, causes)
        total = len(summary.games) * len(dynasties)
        shares = [wilson(sum(int(fate.fell[cause][did].sum()) for did in dynasties), total) for cause in causes]
        series.append(Series(label, list(range(len(causes))), shares))
    return Chart("causes", "bars", _title(say, "causes", summaries), say("cli-simulate-col-cause"),
                 say("cli-simulate-picture-share"), say("cli-simulate-picture-note"), [Panel("", series)], share=True,
                 bars=[say.cause(cause) for cause in causes], empty=say("cli-simulate-picture-no-defeats"))


def reputation_chart(summaries: Sequence[Summary], say: StudyWords) -> Chart:
    """Each starting dynasty's mean reputation at the start of each turn, over the games where it lives then
    (Student's t interval), as the text's reputation table."""
    dynasties = summaries[0].dynasties()
    turns = turns_shown(summaries[0])
    by_set = []
    for label, summary in _sets(say, summaries):
        values: dict[tuple[str, int], list[int]] = defaultdict(list)
        for g in summary.games:
            for s in g.samples:
                if s.alive:
                    values[s.dynasty, s.turn].append(s.reputation)
        by_set.append((label, values))
    panels = [Panel(did, [Series(label, turns, [mean(values.get((did, t), [])) for t in turns])
                          for label, values in by_set]) for did in dynasties]
    return Chart("reputation", "lines", _title(say, "reputation", summaries), say("cli-simulate-picture-turn"),
                 say("cli-simulate-picture-reputation-axis"), say("cli-simulate-picture-note"), panels, share=False)


def _title(say: StudyWords, name: str, summaries: Sequence[Summary]) -> str:
    first = summaries[0]
    return say(f"cli-simulate-picture-{name}", scenario=first.scenario, n=len(first.games))


def _sets(say: StudyWords, summaries: Sequence[Summary]) -> list[tuple[str, Summary]]:
    """Each rule set with its name as the text comparison gives it (A: the scenario's, B: the file's); one set
    goes unnamed."""
    if len(summaries) == 1:
        return [("", summaries[0])]
    first, second = summaries
    return [(say("cli-simulate-picture-set-a"), first), (say("cli-simulate-picture-set-b", rules=second.rules), second)]


# -- the pictures drawn -------------------------------------------------------------------------------------------


def write_pictures(summaries: Sequence[Summary], rules: Rules, language: Language, folder: Path) -> list[Path]:
    """Each picture of `charts` as PNG and SVG in `folder` (made if missing), each file written whole or not at
    all; the files written, in order."""
    import matplotlib

    decimal = StudyWords(language, rules).decimal
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    with matplotlib.rc_context({"font.family": "sans-serif", "font.sans-serif": [FONT], "svg.hashsalt": SVG_SALT,
                                "svg.fonttype": "path", "axes.unicode_minus": True}):
        for chart in charts(summaries, rules, language):
            figure = draw(chart, decimal)
            for suffix in FORMATS:
                path = folder / f"{chart.name}.{suffix}"
                tmp = path.with_name(path.name + ".tmp")
                figure.savefig(tmp, format=suffix, dpi=110, metadata=METADATA[suffix])
                tmp.replace(path)
                written.append(path)
    return written


def draw(chart: Chart, decimal: Callable[[str], str]) -> Figure:
    """The chart as a figure on its own Agg canvas: the panels in rows of up to `COLUMNS`, on the same axes, and
    with two rule sets a legend naming them — in a cell of its own after the plots, or in the bar chart.
    `decimal` writes a number as the language does."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.ticker import FuncFormatter, MaxNLocator

    count = len(chart.panels)
    legend_cell = len(chart.panels[0].series) > 1 and chart.kind != "bars"
    rows = -(-(count + legend_cell) // COLUMNS)
    columns = -(-(count + legend_cell) // rows)  # the rows as full as they can be: six plots in two rows of three
    size = (10.0, 5.8) if chart.kind == "bars" else (max(8.0, 3.5 * columns + 0.8), 1.8 + 2.8 * rows)
    figure = Figure(figsize=size, layout="constrained")
    FigureCanvasAgg(figure)
    axes = list(figure.subplots(rows, columns, sharex=True, sharey=True, squeeze=False).flat)

    def tick(value: float, _position: float) -> str:
        return f"{100 * value:.0f}%" if chart.share else decimal(f"{value:g}")

    for index, (ax, panel) in enumerate(zip(axes, chart.panels, strict=False)):
        if chart.kind == "bars":
            _bars(ax, chart, panel)
        else:
            _lines(ax, panel, steps=chart.kind == "steps")
            ax.xaxis.set_major_locator(MaxNLocator(integer=True))
            if chart.share:
                ax.set_ylim(0, 1.04)
        if index + columns >= count:  # the lowest plot of its column: its x are named
            ax.tick_params(labelbottom=True)
            ax.set_xlabel(chart.x_label)
        ax.yaxis.set_major_formatter(FuncFormatter(tick))
        ax.set_title(panel.title, fontsize=11)
        ax.grid(True, axis="y", alpha=0.3)
        ax.spines[["top", "right"]].set_visible(False)
    for ax in axes[count:]:
        ax.axis("off")
    handles, labels = axes[0].get_legend_handles_labels()
    if len(labels) > 1:
        where = axes[count] if legend_cell else axes[0]
        where.legend(handles, [textwrap.fill(label, 34) for label in labels], frameon=False, fontsize=10,
                     loc="center" if legend_cell else "best")
    figure.suptitle(chart.title, fontsize=13)
    figure.supylabel(chart.y_label, fontsize=10)
    figure.supxlabel(chart.note, fontsize=8.5, color="#555555")
    return figure


def _lines(ax: Axes, panel: Panel, *, steps: bool) -> None:
    """A line per rule set, its interval a band around it; `steps`: each value holds until the next turn."""
    for index, series in enumerate(panel.series):
        x = np.array(series.x, dtype=float)
        value, low, high = _arrays(series)
        ax.fill_between(x, low, high, color=COLOURS[index], alpha=0.18, linewidth=0, step="post" if steps else None)
        ax.plot(x, value, color=COLOURS[index], label=series.label or None, linewidth=1.8,
                linestyle=LINES[index], drawstyle="steps-post" if steps else "default")


def _bars(ax: Axes, chart: Chart, panel: Panel) -> None:
    """A bar per name and rule set, the sets side by side, each with its interval as a whisker."""
    if not chart.bars:
        ax.text(0.5, 0.5, chart.empty, transform=ax.transAxes, ha="center", va="center", fontsize=12)
        ax.set_xticks([])
        ax.set_yticks([])
        return
    width = 0.8 / len(panel.series)
    for index, series in enumerate(panel.series):
        value, low, high = _arrays(series)
        offset = (index - (len(panel.series) - 1) / 2) * width
        ax.bar(np.array(series.x, dtype=float) + offset, value, width * 0.9, color=COLOURS[index],
               label=series.label or None, yerr=np.vstack([value - low, high - value]), capsize=5,
               error_kw={"elinewidth": 1.2, "ecolor": "#333333"})
    ax.set_xticks(range(len(chart.bars)), chart.bars)
    ax.set_ylim(bottom=0)


def _arrays(series: Series) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The series' values, lows and highs as arrays (NaN where not known: a gap in the line or the band)."""
    estimates = series.estimates
    return (np.array([e.value for e in estimates], dtype=float), np.array([e.low for e in estimates], dtype=float),
            np.array([e.high for e in estimates], dtype=float))
