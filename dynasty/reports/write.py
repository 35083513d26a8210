"""The files of `reports/turn-NN/` (CONTRACT "The game folder"): for each living dynasty `<id>.md`,
`<id>.json` and `<id>.orders.yaml`; `public.md` and `gm.md`. Every file is written atomically, and the
same state and logs give the same bytes (no timestamps)."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from dynasty.campaign import Campaign, GameSettings
from dynasty.errors import CampaignError
from dynasty.reports.build import (
    StateIndex,
    build_dynasty_report,
    build_gm_report,
    build_public_report,
    turn_record,
)
from dynasty.reports.model import DynastyReport, GmReport, PublicReport
from dynasty.rules import Rules
from dynasty.state import GameState
from dynasty.yamlio import atomic_write_text, load_yaml

Report = DynastyReport | PublicReport | GmReport
Renderer = Callable[[Report, str], str]


def renderer(rules: Rules) -> Renderer | None:
    """The Markdown/BBCode renderer (`dynasty.reports.render.render`) for these rules, or None while it is
    not installed."""
    try:
        from dynasty.reports import render as module
    except ImportError:
        return None
    render: Callable[..., str] = module.render
    takes_rules = "rules" in inspect.signature(render).parameters

    def rendered(report: Report, fmt: str) -> str:
        return render(report, fmt, rules=rules) if takes_rules else render(report, fmt)

    return rendered


def report_json(report: Report) -> str:
    """The JSON report: the view-model as it is, UTF-8 (names stay readable), ending with a newline."""
    return report.model_dump_json(indent=2) + "\n"


def load_logs(campaign: Campaign, turn: int) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """(log of turn N−1, new-game log): what the reports of turn N tell happened since the last ones."""
    if turn > 1:
        path = campaign.turn_dir(turn - 1) / "log.yaml"
        return (_mapping(load_yaml(path, trusted=True).data) if path.exists() else None), None
    path = campaign.new_game_log_path
    return None, (_mapping(load_yaml(path, trusted=True).data) if path.exists() else None)


def _mapping(data: Any) -> dict[str, Any] | None:
    return dict(data) if isinstance(data, Mapping) else None


def report_texts(campaign: Campaign, turn: int, state: GameState, rules: Rules, settings: GameSettings, *,
                 log: Mapping[str, Any] | None, new_game_log: Mapping[str, Any] | None) -> list[tuple[Path, str]]:
    """Every report file of the turn and its text, computed before anything is written. Markdown files are
    left out while the renderer is missing."""
    folder = campaign.reports_dir(turn)
    render = renderer(rules)
    files: list[tuple[Path, str]] = []
    # what every report reads is computed once: the turn's record, the state's index, and the dynasties'
    # reports, which the GM's report holds too
    record = turn_record(state, log, new_game_log)
    index = StateIndex(state)
    reports: dict[str, DynastyReport] = {}
    for did in state.living_dynasties():
        report = reports[did] = build_dynasty_report(state, rules, settings, did, log, new_game_log, record=record,
                                                     index=index)
        if render is not None:
            files.append((folder / f"{did}.md", render(report, "md")))
        files.append((folder / f"{did}.json", report_json(report)))
        files.append((folder / f"{did}.orders.yaml", report.template))
    if render is not None:
        files.append((folder / "public.md", render(build_public_report(state, rules, settings, log, new_game_log),
                                                   "md")))
        files.append((folder / "gm.md", render(build_gm_report(state, rules, settings, log, new_game_log,
                                                               record=record, reports=reports), "md")))
    return files


def report_writes(campaign: Campaign, turn: int, state: GameState, rules: Rules, settings: GameSettings, *,
                  log: Mapping[str, Any] | None,
                  new_game_log: Mapping[str, Any] | None) -> list[tuple[Path, Callable[[Path], None]]]:
    """The report files as (path, writer) pairs, for the callers that write several files all or nothing
    (`new-game`, `resolve`)."""

    def writer(text: str) -> Callable[[Path], None]:
        return lambda path: atomic_write_text(path, text)

    return [(path, writer(text)) for path, text in report_texts(campaign, turn, state, rules, settings, log=log,
                                                                  new_game_log=new_game_log)]


def write_reports(campaign: Campaign, turn: int, state: GameState, rules: Rules,
                  settings: GameSettings) -> list[Path]:
    """Write the reports of turn `turn` (whose state is `state`) from the logs on disk; returns the paths."""
    log, new_game_log = load_logs(campaign, turn)
    written = []
    for path, text in report_texts(campaign, turn, state, rules, settings, log=log, new_game_log=new_game_log):
        atomic_write_text(path, text)
        written.append(path)
    return written


def render_report(campaign: Campaign, turn: int, state: GameState, dynasty: str | None, fmt: str) -> str:
    """One report of a stored turn as text: a dynasty's (`dynasty`), the GM's (`gm`) or, with no dynasty,
    the public chronicle; `fmt` is md, bbcode or json."""
    rules, settings = campaign.rules, campaign.settings
    log, new_game_log = load_logs(campaign, turn)
    report: Report
    if dynasty is None:
        report = build_public_report(state, rules, settings, log, new_game_log)
    elif dynasty == "gm":
        report = build_gm_report(state, rules, settings, log, new_game_log)
    elif dynasty in state.dynasties:
        report = build_dynasty_report(state, rules, settings, dynasty, log, new_game_log)
    else:
        raise CampaignError(f"'{dynasty}' is no dynasty of turn {turn}; dynasties: {', '.join(state.dynasties)} "
                            "(or 'gm' for the GM's report)")
    if fmt == "json":
        return report_json(report)
    render = renderer(rules)
    if render is None:
        raise CampaignError(f"the {fmt} renderer is not installed; use --format json")
    return render(report, fmt)
