"""Errors for bad input: one sentence that names the file and line, never a traceback.

Every kind of mistake has its own class under `DynastyError` and a stable `code`, so tests and tools
match on the code rather than on the wording. The sentence is a catalog message with its facts (`Text`),
put into words by the command that prints it, in its reader's language (`render`); a plain string is a
sentence already in words.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from dynasty.text.catalogs import Language, Text, message
from dynasty.text.markup import CONTROL_CHARACTERS

#: What an error or a problem says: a catalog message with its facts, or a sentence already in words.
Sentence = str | Text


def severity_label(severity: str, language: Language) -> str:
    """`error` or `warning` as a problem's line says it in `language` (ошибка, предупреждение), after its
    `path:line:`, which stays the shape editors read."""
    return message(language, f"cli-label-{severity}")


def warning_line(sentence: Sentence, language: Language) -> str:
    """A warning that has no file nor line: `warning: sentence`, its label in `language` (`предупреждение:`)."""
    return f"{severity_label('warning', language)}: {in_words(sentence, language)}"


def in_words(sentence: Sentence, language: Language) -> str:
    return sentence if isinstance(sentence, str) else sentence.words(language)


@dataclass(frozen=True)
class Location:
    """Where a problem is: a file, and when known a 1-based line and a dotted field path."""

    path: str
    line: int | None = None
    field: str | None = None

    def __str__(self) -> str:
        """A file's name may hold what a player chose (a post saved under his name): shown as `one_line` shows it."""
        text = one_line(self.path)
        if self.line is not None:
            text += f":{self.line}"
        return text


_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\t"}


def _escaped(match: re.Match[str]) -> str:
    character = match.group()
    if character in _ESCAPES:
        return _ESCAPES[character]
    code = ord(character)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def one_line(message: str) -> str:
    """A message quotes its input; a line break in the input must not break the message in two, nor a control
    character reach the terminal (shown as \\x1b): a tab stays."""
    return CONTROL_CHARACTERS.sub(_escaped, message)


def display_path(path: Path | str) -> str:
    """A path as the user typed it relative to the current directory, when it is below it (as written, or
    once links are followed)."""
    p = Path(path)
    cwd = Path.cwd()
    for found, base in ((Path(os.path.abspath(p)), Path(os.path.abspath(cwd))), (p.resolve(), cwd.resolve())):
        try:
            return str(found.relative_to(base))
        except ValueError:
            continue
    return str(p)


class DynastyError(Exception):
    """Base of every error caused by input (files, arguments); the CLI prints it in its reader's language
    (`render`) and exits 1. `str()` and `message` give it in English, the language of logs and tests."""

    code = "error"

    def __init__(self, text: Sentence, location: Location | None = None) -> None:
        super().__init__(text, location)
        self.text = text
        self.location = location

    @property
    def message(self) -> str:
        return self.sentence("en")

    def sentence(self, language: Language) -> str:
        """What is wrong, in one line: a line break in the quoted input must not break the message in two."""
        return one_line(in_words(self.text, language))

    def render(self, language: Language) -> str:
        """`path:line: error: sentence` — the contract's form, its label in `language` (`ошибка`)."""
        label = severity_label("error", language)
        if self.location is None:
            return f"{label}: {self.sentence(language)}"
        return f"{self.location}: {label}: {self.sentence(language)}"

    def __str__(self) -> str:
        return self.render("en")


class InvalidValue(ValueError):
    """A model's validator refuses a value: pydantic keeps the error, and the problem says `text`."""

    def __init__(self, text: Text) -> None:
        super().__init__(text.id)
        self.text = text

    def __str__(self) -> str:
        return self.text.words("en")


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
    text: Sentence
    location: Location
    severity: str = "error"

    @property
    def message(self) -> str:
        return self.sentence("en")

    def sentence(self, language: Language) -> str:
        return one_line(in_words(self.text, language))

    def render(self, language: Language) -> str:
        return f"{self.location}: {severity_label(self.severity, language)}: {self.sentence(language)}"

    def __str__(self) -> str:
        return self.render("en")


class ProblemsError(DynastyError):
    """Several problems found at once; rendered one a line."""

    code = "problems"

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("", problems[0].location if problems else None)
        self.args = (problems,)  # what pickling gives back to __init__
        self.problems = problems

    def sentence(self, language: Language) -> str:
        return "; ".join(p.sentence(language) for p in self.problems)

    def render(self, language: Language) -> str:
        return "\n".join(p.render(language) for p in self.problems)


class DiceProblems(ProblemsError, DiceError):
    """Every mistake of the dice a GM chose (a dice file), found in one run: rendered one a line, each naming
    its key and line."""

    code = "dice"
