"""Message catalogs: the sentences that players and the game master read, one Project Fluent catalog per
language (`dynasty/locales/<language>/*.ftl`).

The code hands a message its facts — who (with sex, `m` or `f`), how many, which house — and the catalog of
each language makes the sentence with its own plurals (CLDR: 1 монета, 2 монеты, 5 монет, 21 монета) and
agreement (нанёс / нанесла). Fluent is loaded only when a text is first asked for.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle

Language = Literal["ru", "en"]
LANGUAGES: tuple[Language, ...] = ("ru", "en")
LOCALES = Path(__file__).resolve().parent / "locales"


class CatalogError(Exception):
    """A catalog that does not parse, or a message that is missing or cannot be formatted: a defect of the
    program, never of the user's input."""


def catalog_files(language: Language) -> list[Path]:
    return sorted((LOCALES / language).glob("*.ftl"))


@cache
def _sources(language: Language) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each catalog file of a language: its text and its message ids in the file's order. A syntax error in
    any file is refused."""
    from fluent.syntax import FluentParser, ast

    parser = FluentParser()
    found = []
    for path in catalog_files(language):
        text = path.read_text(encoding="utf-8")
        entries = parser.parse(text).body
        junk = [entry for entry in entries if isinstance(entry, ast.Junk)]
        if junk:
            raise CatalogError(f"{path}: cannot parse {(junk[0].content or '').strip()[:60]!r}")
        found.append((text, tuple(entry.id.name for entry in entries if isinstance(entry, ast.Message))))
    return tuple(found)


@cache
def bundle(language: Language) -> FluentBundle:
    """The catalog of one language, every file of its folder."""
    from fluent.runtime import FluentBundle, FluentResource

    fluent = FluentBundle([language], use_isolating=False)
    for text, _ in _sources(language):
        fluent.add_resource(FluentResource(text))
    return fluent


def message_ids(language: Language) -> list[str]:
    """Every message id of a language's catalog, file by file (in name order), each file in its own order:
    a catalog that lists things (the rules) is read as a list."""
    return [message_id for _, ids in _sources(language) for message_id in ids]


def has_message(language: Language, message_id: str) -> bool:
    return bundle(language).has_message(message_id)


def message(language: Language, message_id: str, args: Mapping[str, Any] | None = None, /, **kwargs: Any) -> str:
    """The sentence `message_id` of `language` with its facts; a missing message or variable is a defect."""
    fluent = bundle(language)
    if not fluent.has_message(message_id):
        raise CatalogError(f"no message '{message_id}' in the '{language}' catalog")
    pattern = fluent.get_message(message_id).value
    if pattern is None:
        raise CatalogError(f"message '{message_id}' of the '{language}' catalog has no value")
    values = {**(args or {}), **kwargs}
    text, errors = fluent.format_pattern(pattern, {k: v for k, v in values.items() if v is not None})
    if errors:
        raise CatalogError(f"message '{message_id}' of the '{language}' catalog: {errors[0]}")
    return str(text)
