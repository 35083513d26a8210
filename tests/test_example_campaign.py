"""The example campaign (issue 8): the repository's `turns/` and `reports/` hold the first 6 turns of the
classic scenario played by the built-in player with a fixed seed. Replaying it from its inputs — the
scenario, the seed, and the bot's orders, which the bot writes again turn by turn — gives every file byte
for byte. When a change of the rules or the reports changes them on purpose, `make example` writes them
again (and the diff shows what changed)."""

from __future__ import annotations

import re
from pathlib import Path

from PIL import Image

from dynasty.commands.example import NOTE, SEED, TURNS, build_example, campaign_files
from dynasty.store.yaml_io import load_yaml

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
    different = [str(rel) for rel in COMMITTED if rel.suffix != ".png"
                 and (tmp_path / rel).read_bytes() != (REPO / rel).read_bytes()]
    assert different == [], f"{len(different)} file(s) differ, e.g. {different[:5]}; `make example` rewrites them"
    # a PNG's bytes are the image library's (its compressor may change); its SVG, compared above, is the picture
    pictures = [rel for rel in COMMITTED if rel.suffix == ".png"]
    assert pictures
    assert [picture_size(tmp_path / rel) for rel in pictures] == [picture_size(REPO / rel) for rel in pictures]


def picture_size(path: Path) -> tuple[int, int]:
    with Image.open(path) as image:
        assert image.format == "PNG"
        return image.size


#: What may be written in Latin letters in a Russian report: code blocks (the family tree's Mermaid, the order
#: template), code spans (ids for the orders, dice keys, the keys of `decisions:`), and rule IDs (SAB-1).
_CODE_BLOCK = re.compile(r"^(`{3,}).*?^\1", re.M | re.S)
_CODE_SPAN = re.compile(r"(`+)(?!`).+?(?<!`)\1")
_RULE_ID = re.compile(r"\b[A-Z]{2,}(?:-[A-Za-z0-9_]+)+\b")
_LATIN = re.compile(r"[A-Za-z]")


def latin_outside_code(text: str) -> list[str]:
    """The lines of a Markdown report with a Latin letter outside code and rule IDs."""
    prose = _CODE_BLOCK.sub("", text)
    return [line for line in prose.splitlines() if _LATIN.search(_RULE_ID.sub("", _CODE_SPAN.sub("", line)))]


def test_latin_outside_code_finds_english_but_not_ids_rule_ids_or_code() -> None:
    text = "Глава: Мстислав (SAB-1, TRAIT-honest)\n| Рогнеда | `child-1` |\n```yaml\nturn: 7\n```\nОлег: visit\n"
    assert latin_outside_code(text) == ["Олег: visit"]


def test_a_russian_report_has_no_latin_letter_outside_ids_code_and_rule_ids() -> None:
    """Russian players read Russian: the example campaign's reports (`turns/game.yaml`: ru) name people,
    houses and provinces by name and say everything in Russian; Latin letters stand only in what the
    orders need (ids in code, the order template) and in rule IDs."""
    found = {str(path.relative_to(REPO)): lines for path in sorted((REPO / "reports").glob("turn-*/*.md"))
             if (lines := latin_outside_code(path.read_text(encoding="utf-8")))}
    examples = [f"{name}: {line}" for name, lines in found.items() for line in lines[:3]][:40]
    assert found == {}, f"{sum(map(len, found.values()))} line(s) in {len(found)} report(s), e.g.:\n" + \
        "\n".join(examples)
