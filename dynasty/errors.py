"""Errors for bad input: one sentence that names the file and line, never a traceback.

Every kind of mistake has its own class under `DynastyError` and a stable `code`, so tests and tools
match on the code rather than on the wording.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Location:
    """Where a problem is: a file, and when known a 1-based line and a dotted field path."""

    path: str
    line: int | None = None
    field: str | None = None

    def __str__(self) -> str:
        text = self.path
        if self.line is not None:
            text += f":{self.line}"
        return text


def one_line(message: str) -> str:
    """A message quotes its input; a line break in the input must not break the message in two."""
    return message.replace("\r", "\\r").replace("\n", "\\n")


def display_path(path: Path | str) -> str:
    """A path as the user typed it relative to the current directory, when it is below it."""
    p = Path(path)
    try:
        return str(p.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(p)


class DynastyError(Exception):
    """Base of every error caused by input (files, arguments); the CLI prints it and exits 1."""

    code = "error"

    def __init__(self, message: str, location: Location | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.location = location

    def __str__(self) -> str:
        if self.location is None:
            return f"error: {one_line(self.message)}"
        return f"{self.location}: error: {one_line(self.message)}"


class YamlSyntaxError(DynastyError):
    """The file is not well-formed YAML, or uses a feature we refuse (aliases, huge size)."""

    code = "yaml-syntax"


class FileReadError(DynastyError):
    """The file is missing or unreadable."""

    code = "file-read"


class SchemaError(DynastyError):
    """The YAML is well-formed but a field is missing, unknown, or of the wrong type."""

    code = "schema"


class RulesError(DynastyError):
    """The rules data, or a scenario's `rules:` override of it, is wrong."""

    code = "rules"


class DiceError(DynastyError):
    """A GM dice override has the wrong count, an out-of-range value, or names a key never rolled."""

    code = "dice"


class CampaignError(DynastyError):
    """The game folder is not in the shape a command needs (no campaign, campaign exists, no turn...)."""

    code = "campaign"


@dataclass(frozen=True)
class Problem:
    """One problem found while checking: a check collects them all before reporting. `code` names the
    kind: 'scenario' (a scenario breaks a rule), 'state' (a state breaks a reference or a limit),
    'schema' (a field missing, unknown or mistyped), 'rules' (rules data)."""

    code: str
    message: str
    location: Location
    severity: str = "error"

    def __str__(self) -> str:
        return f"{self.location}: {self.severity}: {one_line(self.message)}"


class ProblemsError(DynastyError):
    """Several problems found at once; str() lists them one a line."""

    code = "problems"

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("; ".join(p.message for p in problems), problems[0].location if problems else None)
        self.problems = problems

    def __str__(self) -> str:
        return "\n".join(str(p) for p in self.problems)
