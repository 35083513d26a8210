"""Order files: the model, parsing, checking, templates and the JSON Schema."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from dynasty.campaign import Campaign
from dynasty.errors import Problem, display_path
from dynasty.orders.check import check_parsed, expected_dynasty_of
from dynasty.orders.messages import Language, summary, text
from dynasty.orders.parse import parse_orders


@dataclass
class FileCheck:
    path: str
    dynasty: str | None
    problems: list[Problem]

    @property
    def errors(self) -> int:
        return sum(1 for p in self.problems if p.severity == "error")

    @property
    def warnings(self) -> int:
        return sum(1 for p in self.problems if p.severity == "warning")


@dataclass
class TurnCheck:
    turn: int
    language: Language
    folder: str
    files: list[FileCheck] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    #: the names of the dynasties, by id, for the summary
    dynasty_names: dict[str, str] = field(default_factory=dict)

    @property
    def errors(self) -> int:
        return sum(f.errors for f in self.files)

    def render(self) -> str:
        """`path:line: error|warning: message`, one a line, then a summary."""
        lines = [str(p) for f in self.files for p in f.problems]
        if not self.files:
            lines.append(summary("none", self.language, folder=self.folder))
        else:
            lines.append(summary("total", self.language, files=len(self.files), errors=self.errors,
                                 warnings=sum(f.warnings for f in self.files)))
        if self.missing:
            dynasties = ", ".join(text(self.language, "list-item", name=self.dynasty_names.get(did, did), id=did)
                                  for did in self.missing)
            lines.append(summary("missing", self.language, dynasties=dynasties))
        return "\n".join(lines)


def check_turn(campaign: Campaign, turn_text: str, files: list[Path] | None = None) -> TurnCheck:
    """Check the order files of a turn (all in its orders folder, or the files named)."""
    turn = campaign.pick_turn(turn_text)
    state = campaign.load_state(turn)
    rules, language = campaign.rules, campaign.settings.language
    orders_dir = campaign.orders_dir(turn)
    named = files is not None and len(files) > 0
    paths = list(files) if files else sorted(orders_dir.glob("*.yaml")) if orders_dir.exists() else []
    report = TurnCheck(turn, language, display_path(orders_dir),
                       dynasty_names={did: dynasty.name for did, dynasty in state.dynasties.items()})
    for path in paths:
        parsed = parse_orders(path, rules, language, within=campaign.root)
        problems = check_parsed(parsed, state, rules, language, turn=turn,
                                expected_dynasty=expected_dynasty_of(path, orders_dir))
        report.files.append(FileCheck(parsed.path, parsed.orders.dynasty if parsed.orders else None, problems))
    if not named:
        sent = {p.stem for p in paths}
        report.missing = [did for did in state.living_dynasties() if did not in sent]
    return report
