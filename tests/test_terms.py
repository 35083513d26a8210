"""Issue 26: the rulebook's terms, one word for one thing, in every Russian catalog message (rendered as the
catalog test renders it), the example campaign's Russian reports and the players' guide (`tests/terms.py`)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.terms import ALLOWED, TERMS
from tests.test_catalogs import rendered

ROOT = Path(__file__).resolve().parent.parent


def forbidden(text: str) -> list[str]:
    found = []
    for term, synonyms in TERMS.items():
        for synonym in synonyms:
            for match in re.finditer(r"(?<![а-яёa-z])" + re.escape(synonym), text, re.IGNORECASE):
                around = text[max(0, match.start() - 60): match.end() + 60]
                if not any(re.search(pattern, around, re.IGNORECASE) for pattern, _ in ALLOWED):
                    found.append(f"{synonym!r} for {term!r}: …{' '.join(around.split())}…")
    return found


def test_every_russian_catalog_message_uses_the_rulebooks_terms() -> None:
    assert forbidden(rendered("ru")) == []


@pytest.mark.parametrize("path", sorted(ROOT.glob("reports/turn-*/*.md")) + [ROOT / "docs/guide.ru.md"],
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_the_example_campaigns_russian_reports_and_the_guide_use_the_rulebooks_terms(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    if path.name.endswith(".md") and "turn-" in str(path) and not re.search(r"[а-яё]", text):
        pytest.skip("not a Russian report")
    assert forbidden(text) == []
