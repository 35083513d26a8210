"""Whole reports as snapshots (STYLE: "Whole turns as snapshots"): a two-turn duel with orders, in Russian
and in English, every report file compared byte for byte with tests/golden/. `UPDATE_GOLDEN=1 pytest
tests/test_reports_golden.py` writes them anew after a deliberate change; read the diff before committing.

The dice come from the campaign seed and each die's key (CONTRACT "Dice": SHA-256 of seed and key), a
fixed function of its inputs, so the snapshot does not depend on any random stream.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from markdown_it import MarkdownIt
from typer.testing import CliRunner

from dynasty.commands.cli import app
from dynasty.game.campaign import Campaign
from dynasty.reports.model import DynastyReport
from dynasty.reports.tree import gm_tree, house_tree

from .conftest import SCENARIOS

GOLDEN = Path(__file__).resolve().parent / "golden"
PICTURES = {".png", ".svg"}  # held as their source data (`tree_sources`)
ORDERS_TURN_1 = """dynasty: tverskie
turn: 1
actions:
  - study: {by: mikhail, skill: learning}
  - entertain: {by: kseniya}
"""
ORDERS_TURN_2 = """dynasty: moskovskie
turn: 2
actions:
  - pilgrimage: {by: ivan}
"""


def run(*args: str) -> None:
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == 0, result.output


def play(root: Path, language: str) -> None:
    run("new-game", str(SCENARIOS / "duel.yaml"), "--seed", "2026", "--game", str(root))
    settings = root / "turns" / "game.yaml"
    settings.write_text(settings.read_text(encoding="utf-8").replace("language: ru", f"language: {language}"),
                        encoding="utf-8")
    run("report", "1", "--write", "--game", str(root))
    (root / "turns" / "turn-01" / "orders").mkdir(parents=True)
    (root / "turns" / "turn-01" / "orders" / "tverskie.yaml").write_text(ORDERS_TURN_1, encoding="utf-8")
    run("resolve", "1", "--game", str(root))
    (root / "turns" / "turn-02" / "orders").mkdir(parents=True)
    (root / "turns" / "turn-02" / "orders" / "moskovskie.yaml").write_text(ORDERS_TURN_2, encoding="utf-8")
    run("resolve", "2", "--game", str(root))


def tree_sources(root: Path) -> dict[str, bytes]:
    """The family trees' pictures as their source data (`<id>.tree.json`, `gm.tree.json`), never their pixels: each
    house's from its JSON report, the GM's from the state of the turn."""
    campaign = Campaign(root)
    found = {}
    for folder in sorted((root / "reports").glob("turn-*")):
        for path in sorted(folder.glob("*.json")):
            if path.name != "public.json":
                tree = house_tree(DynastyReport.model_validate_json(path.read_text(encoding="utf-8")))
                found[f"{folder.name}/{path.stem}.tree.json"] = tree.as_data()
        state = campaign.load_state(int(folder.name.removeprefix("turn-")))
        found[f"{folder.name}/gm.tree.json"] = gm_tree(state, campaign.rules, campaign.settings.language).as_data()
    return {name: (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode() for name, data in found.items()}


@pytest.mark.parametrize("language", ["ru", "en"])
def test_reports_of_a_scripted_two_turn_game_match_the_golden_files(tmp_path: Path, language: str) -> None:
    """CONTRACT "Reports": the private reports, the chronicle and the GM's report of three turns, exactly; the
    family trees' pictures by their source data."""
    play(tmp_path, language)
    produced = {str(p.relative_to(tmp_path / "reports")): p.read_bytes()
                for p in sorted((tmp_path / "reports").rglob("*")) if p.is_file() and p.suffix not in PICTURES}
    produced.update(tree_sources(tmp_path))
    golden = GOLDEN / language
    if os.environ.get("UPDATE_GOLDEN"):
        for name, data in produced.items():
            (golden / name).parent.mkdir(parents=True, exist_ok=True)
            (golden / name).write_bytes(data)
    expected = {str(p.relative_to(golden)): p.read_bytes() for p in sorted(golden.rglob("*")) if p.is_file()}
    assert sorted(produced) == sorted(expected)
    for name in expected:
        assert produced[name] == expected[name], f"{language}/{name} differs from the golden file"


@pytest.mark.parametrize("language", ["ru", "en"])
def test_every_markdown_report_parses_as_commonmark_with_its_tables(language: str) -> None:
    """CONTRACT "Reports": the Markdown parses as CommonMark with its tables (markdown-it-py)."""
    parser = MarkdownIt("commonmark").enable("table")
    files = sorted((GOLDEN / language).rglob("*.md"))
    assert files
    for path in files:
        tokens = parser.parse(path.read_text(encoding="utf-8"))
        kinds = {t.type for t in tokens}
        assert "heading_open" in kinds, path
        if path.name != "public.md" or "|" in path.read_text(encoding="utf-8"):
            assert "table_open" in kinds, path
        if path.name not in ("public.md", "gm.md"):
            fences = [t.info for t in tokens if t.type == "fence"]
            assert "mermaid" in fences and "yaml" in fences, path
