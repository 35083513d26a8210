"""The example campaign (issue 8): the repository's `turns/` and `reports/` hold the first 6 turns of the
classic scenario played by the built-in player with a fixed seed. Replaying it from its inputs — the
scenario, the seed, and the bot's orders, which the bot writes again turn by turn — gives every file byte
for byte. When a change of the rules or the reports changes them on purpose, `make example` writes them
again (and the diff shows what changed)."""

from __future__ import annotations

from pathlib import Path

from dynasty.example import NOTE, SEED, TURNS, build_example, campaign_files
from dynasty.yamlio import load_yaml

REPO = Path(__file__).resolve().parent.parent
# every file under turns/ and reports/ but the README.md at the top of each, which says what they hold
COMMITTED = [p.relative_to(REPO) for p in campaign_files(REPO)]


def test_the_committed_example_is_the_classic_scenario_with_the_fixed_seed() -> None:
    assert COMMITTED, "the example campaign is missing: run `make example`"
    settings = load_yaml(REPO / "turns" / "game.yaml", trusted=True).data
    assert settings["seed"] == SEED and settings["scenario"] == "scenarios/classic.yaml"
    assert (REPO / "turns" / f"turn-{TURNS:02d}" / "log.yaml").exists()
    assert (REPO / "reports" / f"turn-{TURNS + 1:02d}" / "public.md").exists()
    assert (REPO / "turns" / NOTE).exists() and (REPO / "reports" / NOTE).exists()


def test_replaying_the_example_campaign_gives_every_file_byte_for_byte(tmp_path: Path) -> None:
    written = build_example(tmp_path)
    replayed = sorted(p.relative_to(tmp_path) for p in written)
    assert replayed == COMMITTED
    different = [str(rel) for rel in COMMITTED if (tmp_path / rel).read_bytes() != (REPO / rel).read_bytes()]
    assert different == [], f"{len(different)} file(s) differ, e.g. {different[:5]}; `make example` rewrites them"
