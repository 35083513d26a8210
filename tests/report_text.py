"""Helpers of the report tests: a report's text without the statements of the rules it cites, which close it
and are public rule texts, not facts of the game."""

from __future__ import annotations

import re

from dynasty.text.catalogs import message


def without_cited_rules(text: str) -> str:
    """The report's text (Markdown, BBCode, or both one after the other) without its cited rules' section."""
    titles = [message(language, "report-cited-rules") for language in ("en", "ru")]
    kept = []
    for part in re.split(r"(?=^## |^\[b\])", text, flags=re.MULTILINE):
        first = part.splitlines()[0] if part.splitlines() else ""
        if not any(title in first for title in titles):
            kept.append(part)
    return "".join(kept)
