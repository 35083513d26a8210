"""`dynasty simulate --pictures DIR` (`dynasty.study.drawing`): what the pictures show — who is alive at each
turn, what defeats the dynasties, their mean reputation, each with the interval of `dynasty.study.statistics` —
from games told by hand (no random stream); and the files the command writes: PNG and SVG, whole, every Russian
letter in the font, the same bytes for the same study, and a write that fails said in one sentence."""

from __future__ import annotations

import subprocess
import sys
import warnings
import xml.etree.ElementTree as ElementTree
from collections import Counter
from pathlib import Path

import pytest
from PIL import Image
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.game.rules import Rules
from dynasty.study import drawing
from dynasty.study.drawing import Chart, charts, write_pictures
from dynasty.study.simulate import GameResult, Sample, Summary
from dynasty.study.statistics import mean, wilson
from dynasty.study.summary import render_summary

from .conftest import REPO

FILES = ["causes.png", "causes.svg", "reputation.png", "reputation.svg", "survival.png", "survival.svg"]


def game(seed: int, reputation: dict[str, list[int]], fell: dict[str, tuple[int, str]], turns: int = 3) -> GameResult:
    """A game of `turns` turns as `simulate` tells it: each dynasty's reputation at the start of each turn while it
    lives (one value a turn, from turn 1), and who fell in which turn, and of what."""
    samples = []
    for did, values in reputation.items():
        for turn in range(1, turns + 2):
            alive = did not in fell or fell[did][0] >= turn
            samples.append(Sample(0, seed, turn, did, alive, values[turn - 1] if alive else 0, 3, 15, 30))
    survivors = [did for did in reputation if did not in fell]
    return GameResult(seed, turns, [], survivors, fell, samples, Counter(), Counter(), 0, 0)


def four_games() -> Summary:
    """Four games of three turns: valois falls of its reputation in turn 1 of one game and in turn 2 of another;
    tudor dies out in turn 3 of a third."""
    return Summary("test.yaml", 3, games=[
        game(1, {"valois": [80, 60], "tudor": [80, 82, 84, 86]}, {"valois": (2, "reputation")}),
        game(2, {"valois": [80, 90, 100, 110], "tudor": [80, 78, 76, 74]}, {}),
        game(3, {"valois": [80, 84, 88, 92], "tudor": [80, 80, 80]}, {"tudor": (3, "extinct")}),
        game(4, {"valois": [80], "tudor": [80, 90, 100, 90]}, {"valois": (1, "reputation")}),
    ])


def by_name(found: list[Chart]) -> dict[str, Chart]:
    return {chart.name: chart for chart in found}


def test_survival_is_each_dynastys_share_of_the_games_alive_at_the_start_of_each_turn(rules: Rules) -> None:
    """DYN-2: a dynasty that falls in turn t is alive at the start of t, not of t + 1; each share has Wilson's
    interval, and all the dynasties pooled count dynasty-games."""
    chart = by_name(charts([four_games()], rules, "en"))["survival"]
    assert [panel.title for panel in chart.panels] == ["valois", "tudor", "all dynasties"]
    valois, tudor, pooled = (panel.series[0] for panel in chart.panels)
    assert valois.x == tudor.x == pooled.x == [1, 2, 3, 4]
    assert valois.estimates == [wilson(4, 4), wilson(3, 4), wilson(2, 4), wilson(2, 4)]
    assert tudor.estimates == [wilson(4, 4), wilson(4, 4), wilson(4, 4), wilson(3, 4)]
    assert pooled.estimates == [wilson(8, 8), wilson(7, 8), wilson(6, 8), wilson(5, 8)]
    middle = valois.estimates[2]
    assert (middle.value, round(middle.low, 3), round(middle.high, 3)) == (0.5, 0.15, 0.85)
    assert chart.share and chart.kind == "steps" and valois.label == ""


def test_the_causes_are_shares_of_all_the_dynasties_of_all_the_games_named_as_the_summary_names_them(
        rules: Rules) -> None:
    """Each cause: how many of the 8 dynasty-games fell of it, with Wilson's interval, by its catalog name."""
    summary = four_games()
    chart = by_name(charts([summary], rules, "ru"))["causes"]
    assert chart.kind == "bars" and chart.bars == ["род пресёкся", "репутация"]
    (series,) = chart.panels[0].series
    assert series.x == [0, 1] and series.estimates == [wilson(1, 8), wilson(2, 8)]
    text = render_summary(summary, rules, "ru")
    assert all(name in text for name in chart.bars)
    assert by_name(charts([summary], rules, "en"))["causes"].bars == ["extinct", "reputation"]


def test_reputation_is_the_mean_over_the_games_where_the_dynasty_lives_then(rules: Rules) -> None:
    """A fallen dynasty's reputation counts no more: valois at turn 2 is the mean of games 1-3, at turn 3 of games
    2 and 3; each mean with Student's t interval."""
    chart = by_name(charts([four_games()], rules, "en"))["reputation"]
    valois, tudor = (panel.series[0] for panel in chart.panels)
    assert valois.estimates == [mean([80] * 4), mean([60, 90, 84]), mean([100, 88]), mean([110, 92])]
    assert valois.estimates[1].value == 78
    assert tudor.estimates == [mean([80] * 4), mean([82, 78, 80, 90]), mean([84, 76, 80, 100]), mean([86, 74, 90])]
    assert not chart.share and chart.kind == "lines"


def test_two_rule_sets_are_paired_in_every_plot_and_named_as_the_comparison_names_them(rules: Rules) -> None:
    """`--compare`: each dynasty's plot has A's series and B's on the same turns; the causes are those of both
    sets, a cause only B knows has a bar of 0 in A."""
    first = four_games()
    second = Summary("test.yaml", 3, rules="b.yaml", games=[
        game(seed, {"valois": [80, 70, 60, 50], "tudor": [80, 80, 80, 80]}, {}) for seed in (1, 2, 3)
    ] + [game(4, {"valois": [80, 70, 60, 50], "tudor": [80, 80, 80]}, {"tudor": (3, "succession")})])
    found = by_name(charts([first, second], rules, "en"))
    for name in ("survival", "reputation"):
        for panel in found[name].panels:
            a, b = panel.series
            assert (a.label, b.label) == ("A: the scenario's rules", "B: with the changes of b.yaml")
            assert a.x == b.x == [1, 2, 3, 4]
    assert found["survival"].panels[1].series[1].estimates == [wilson(4, 4)] * 3 + [wilson(3, 4)]
    assert found["reputation"].panels[0].series[1].estimates[3] == mean([50] * 4)
    causes = found["causes"]
    assert causes.bars == ["extinct", "reputation", "succession"] and len(causes.panels) == 1
    a, b = causes.panels[0].series
    assert a.estimates == [wilson(1, 8), wilson(2, 8), wilson(0, 8)]
    assert b.estimates == [wilson(0, 8), wilson(0, 8), wilson(1, 8)]


def test_the_drawing_library_is_loaded_only_to_draw() -> None:
    """matplotlib is heavy: importing the module (or running another command) does not load it."""
    program = "import sys, dynasty.study.drawing, dynasty.commands.cli; print('matplotlib' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True, cwd=REPO)
    assert result.stdout.strip() == "False"


def test_russian_labels_are_drawn_with_every_letter_in_the_font(tmp_path: Path, rules: Rules) -> None:
    """No "Glyph missing" warning (or any other) while drawing the Russian pictures of both rule sets."""
    second = four_games()
    second.rules = "правила.yaml"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        written = write_pictures([four_games(), second], rules, "ru", tmp_path)
    assert sorted(path.name for path in written) == FILES


def test_a_font_without_cyrillic_letters_would_be_told(tmp_path: Path, rules: Rules, monkeypatch: pytest.MonkeyPatch
                                                       ) -> None:
    """The test above can fail: with matplotlib's Computer Modern Sans, which has no Russian letter, it warns."""
    monkeypatch.setattr(drawing, "FONT", "cmss10")
    with pytest.warns(UserWarning, match="Glyph .* missing"):
        write_pictures([four_games()], rules, "ru", tmp_path)


def test_the_same_study_writes_the_same_bytes(tmp_path: Path, rules: Rules) -> None:
    """The SVG's ids are salted with a constant, and no file says when it was made."""
    once = write_pictures([four_games()], rules, "en", tmp_path / "once")
    again = write_pictures([four_games()], rules, "en", tmp_path / "again")
    assert [path.read_bytes() for path in once] == [path.read_bytes() for path in again]
    svg = (tmp_path / "once" / "survival.svg").read_text(encoding="utf-8")
    assert "<dc:date>" not in svg and "Matplotlib v" not in svg
    assert b"Matplotlib version" not in (tmp_path / "once" / "survival.png").read_bytes()


def assert_pictures(folder: Path) -> None:
    """The six files: the PNGs are PNG images, the SVGs parse as SVG."""
    assert sorted(path.name for path in folder.iterdir()) == FILES
    for path in folder.glob("*.png"):
        with Image.open(path) as image:
            assert image.format == "PNG" and image.width > 600
            image.verify()
    for path in folder.glob("*.svg"):
        assert ElementTree.parse(path).getroot().tag == "{http://www.w3.org/2000/svg}svg"


def simulate_duel(*options: str, turns: int = 2, games: int = 2) -> Result:
    """`dynasty simulate duel` of a few short games on one worker, with `options`."""
    return CliRunner().invoke(app, ["simulate", "duel", "--turns", str(turns), "--games", str(games), "--seed", "5",
                                    "--workers", "1", *options])


def test_cli_simulate_draws_the_pictures_and_says_the_files_written(tmp_path: Path) -> None:
    folder = tmp_path / "pictures"
    result = simulate_duel("--pictures", str(folder))
    assert result.exit_code == 0, result.output
    assert "Записано 6 файлов: " in result.output
    assert_pictures(folder)


def test_cli_simulate_compare_draws_both_rule_sets_in_the_same_six_files(tmp_path: Path) -> None:
    path = tmp_path / "rules.yaml"
    path.write_text("start: {reputation: 40}\n", encoding="utf-8")
    folder = tmp_path / "pictures"
    result = simulate_duel("--compare", str(path), "--csv", str(tmp_path / "sim.csv"), "--pictures", str(folder),
                           "--lang", "en")
    assert result.exit_code == 0, result.output
    assert "7 files written: " in result.output
    assert_pictures(folder)


def test_cli_simulate_says_in_one_sentence_that_it_cannot_write_the_pictures(tmp_path: Path) -> None:
    """A file where the folder should be: the error of --csv (`cli-cannot-write`), naming the folder; exit 1."""
    taken = tmp_path / "taken"
    taken.write_text("", encoding="utf-8")
    result = simulate_duel("--pictures", str(taken), "--lang", "en", turns=1, games=1)
    assert result.exit_code == 1
    assert f"cannot write {taken}: " in result.output and "Traceback" not in result.output
