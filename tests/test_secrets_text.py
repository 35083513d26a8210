"""Text that others chose, through the command line (the issue "Secrets that hold"): a name that closes the order
template's code block, control characters in what the game master's terminal and replies show, e-mail
addresses in names, dynasty ids that the reports' own files take, and forum names longer than a file name may
be."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.errors import CONTROL_CHARACTERS
from dynasty.game.state_check import RESERVED_DYNASTY_IDS
from tests.conftest import SCENARIOS
from tests.forum_world import forum_campaign
from tests.test_cli import one_line_error

DUEL = SCENARIOS / "duel.yaml"


def run(*args: str, stdin: bytes | None = None) -> Result:
    return CliRunner().invoke(app, list(args), input=stdin)


@pytest.fixture
def forum(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The forum game of tests/forum_world.py (turn 5: the Белозерские at war with the Тверские), the current
    folder."""
    root = forum_campaign(tmp_path / "game")
    monkeypatch.chdir(root)
    return root


def rewrite(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")


@pytest.fixture
def duel(duel_copy: Path) -> Path:
    return duel_copy


def scenario_with(tmp_path: Path, old: str, new: str) -> Path:
    """The duel scenario with one text changed, saved as `tmp_path/scenario.yaml`."""
    path = tmp_path / "scenario.yaml"
    shutil.copy(DUEL, path)
    rewrite(path, old, new)
    return path


# -- (a) the order template's post is one code block ------------------------------------------------------------

def test_a_name_that_closes_the_code_block_stays_inside_the_order_template_post(forum: Path) -> None:
    """The issue: "a name `[/code][img]http…[/img]` becomes a live image in the victim's private message
    N-orders.bbcode": the Белозерские's template names their enemy's house and province, which the enemy named
    to close the block; the post's block is closed once, at its end, as the report's own copy is."""
    rewrite(forum / "turns" / "turn-05" / "state.yaml", "name: Тверские", "name: '[/code][img]a.png[/img]'")
    rewrite(forum / "turns" / "turn-05" / "state.yaml", "name: Тверь", "name: '[/CODE][b]x[/b]'")
    rewrite(forum / "turns" / "game.yaml", "forum: markdown", "forum: phpbb")
    result = run("report", "5", "--write")
    assert result.exit_code == 0, result.output
    [post] = (forum / "reports" / "turn-05" / "posts" / "Ратиборыч (belozerskie)").glob("*-orders.bbcode")
    text = post.read_text(encoding="utf-8")
    assert "[img]a.png[/img]" in text and "[b]x[/b]" in text  # the names are there, inside the block
    assert re.findall(r"\[/code\]", text, re.IGNORECASE) == ["[/code]"] and text.endswith("[/code]\n")
    assert text.startswith("[code]") and len(re.findall(r"\[code\]", text, re.IGNORECASE)) == 1


# -- (b) control characters never reach the terminal nor the reply -------------------------------------------------

#: An order file whose values hold the escape, the bell and a right-to-left override (written as YAML escapes);
#: and one whose broken line holds them raw.
IN_VALUES = """\
dynasty: belozerskie
turn: 5
actions:
  - visit: {by: ratibor, target: "mil\\e]0;title\\aava\\u202e"}
  - research: {by: vseslav, technology: "te\\e[2Jch\\a"}
war:
  "tver\\e[31mskie": {send: 3}
names:
  lyubava-belozerskie: "Lyu\\u202ebava"
"""
IN_A_BROKEN_LINE = "dynasty: belozerskie\nturn: 5\nactions:\n  - \"broken \x1b[2J \x07 \u202e line\n"


def raw_controls(text: str) -> list[str]:
    """The control characters in what a command printed, but the line breaks that lay it out."""
    return [c for c in CONTROL_CHARACTERS.findall(text) if c != "\n"]


@pytest.mark.parametrize("orders", [IN_VALUES, IN_A_BROKEN_LINE], ids=["in values", "in a broken line"])
@pytest.mark.parametrize("fmt", ["md", "bbcode"])
def test_take_shows_a_control_character_of_the_orders_escaped(orders: str, fmt: str, forum: Path) -> None:
    """The issue: "the quoted line of a YAML mistake / of a problem and the echo of what was understood are
    printed raw (ESC, BEL, right-to-left override)": `take` shows them as the error sentences do (\\x1b)."""
    (forum / "post.txt").write_text(f"[code]\n{orders}[/code]\n", encoding="utf-8")
    result = run("take", "5", "post.txt", "--dynasty", "belozerskie", "--format", fmt)
    assert "Traceback" not in result.output and result.exit_code == 1, result.output
    assert raw_controls(result.stdout) == [] and raw_controls(result.stderr) == []
    assert "\\x1b" in result.stdout and "\\u202e" in result.stdout


@pytest.mark.parametrize("orders", [IN_VALUES, IN_A_BROKEN_LINE], ids=["in values", "in a broken line"])
def test_check_echo_shows_a_control_character_of_the_orders_escaped(orders: str, forum: Path) -> None:
    """`check --echo` prints the echo of what was understood under the problems: as escaped as they are."""
    folder = forum / "turns" / "turn-05" / "orders"
    folder.mkdir(parents=True)
    (folder / "belozerskie.yaml").write_text(orders, encoding="utf-8")
    result = run("check", "5", "--echo")
    assert "Traceback" not in result.output and result.exit_code == 1, result.output
    assert raw_controls(result.stdout) == [] and raw_controls(result.stderr) == []
    if orders == IN_VALUES:
        understood = result.stdout.split("Как поняты приказы:", 1)[1]
        assert "mil\\x1b]0;title\\x07ava\\u202e" in understood and "tver\\x1b[31mskie" in understood


# -- (c) an e-mail address is no name ------------------------------------------------------------------------------

E_MAIL_NAMES = ["Любава lyubava@mail.ru", "Ann.Smith@example.co.uk", "ярослав@почта.рф", "x+tag@a.b"]


def check_child_named(forum: Path, name: str) -> Result:
    """`dynasty check 5` of the Belozerskie's orders that name their newborn `name` (line 4)."""
    folder = forum / "turns" / "turn-05" / "orders"
    folder.mkdir(parents=True)
    (folder / "belozerskie.yaml").write_text(
        f"dynasty: belozerskie\nturn: 5\nnames:\n  lyubava-belozerskie: {json.dumps(name, ensure_ascii=False)}\n",
        encoding="utf-8")
    return run("check", "5")


@pytest.mark.parametrize("name", E_MAIL_NAMES)
def test_a_child_named_with_an_e_mail_address_is_refused_by_check(name: str, forum: Path) -> None:
    """The issue: "E-mail addresses pass the name filter and become mailto: links in everyone's chronicle":
    the `names:` order that gives one is one error naming its line, exit 1."""
    result = check_child_named(forum, name)
    assert result.exit_code == 1, result.output
    errors = [line for line in result.stdout.splitlines() if ": ошибка: " in line]
    assert len(errors) == 1 and errors[0].startswith("turns/turn-05/orders/belozerskie.yaml:4: ошибка: "), errors
    assert "адрес электронной почты" in errors[0]


@pytest.mark.parametrize("name", ["@Ратибор", "Иван @ Москва", "Олег@Киев", "С.@.", "Ратибор из Белоозера"])
def test_a_name_with_an_at_sign_but_no_address_is_taken(name: str, forum: Path) -> None:
    """"Be careful not to refuse ordinary names; `@` alone in a name is not an address": no domain with a dot
    after it, no address."""
    result = check_child_named(forum, name)
    assert not [line for line in result.stdout.splitlines() if ":4: ошибка: " in line], result.stdout


def test_a_scenario_name_with_an_e_mail_address_is_one_line_for_new_game(tmp_path: Path) -> None:
    """A scenario's house name: refused with the scenario's file and line, exit 1, nothing written."""
    scenario = scenario_with(tmp_path, "name: Московские", "name: Московские moskva@kreml.ru")
    line = one_line_error(run("new-game", str(scenario), "--seed", "5", "--game", str(tmp_path / "game")))
    assert re.search(r"scenario\.yaml:\d+: ошибка: .*адрес электронной почты", line), line
    assert not (tmp_path / "game").exists()


@pytest.mark.parametrize(("old", "new"), [("title: Дуэль", "title: Дуэль duel@forum.ru"),
                                          ("player: null", "player: ivan@mail.ru")])
def test_a_game_title_or_player_with_an_e_mail_address_is_one_line(old: str, new: str, duel: Path) -> None:
    """turns/game.yaml: the game's title and the players' forum names are shown to everyone."""
    rewrite(duel / "turns" / "game.yaml", old, new)
    line = one_line_error(run("status", "--game", str(duel)))
    assert re.search(r"game\.yaml:\d+: ошибка: .*адрес электронной почты", line), line


# -- (d) ids that the reports' own files take ------------------------------------------------------------------------

@pytest.mark.parametrize("reserved", ["gm", "public", "posts"])
def test_a_scenario_dynasty_with_a_reserved_id_is_one_line_for_new_game(reserved: str, tmp_path: Path) -> None:
    """The issue: "house ids gm and public are accepted by scenarios, and their reports become gm.md (the GM's
    full report) and public.json (overwritten by the chronicle)": refused, naming the scenario's file and the
    dynasty's line."""
    scenario = scenario_with(tmp_path, "  moskovskie:\n", f"  {reserved}:\n")
    line = one_line_error(run("new-game", str(scenario), "--seed", "5", "--game", str(tmp_path / "game")))
    assert line.startswith(f"{scenario}:24: ошибка: ") and f"'{reserved}'" in line, line
    assert not (tmp_path / "game").exists()


def test_a_state_with_a_reserved_dynasty_id_fails_check_state(forum: Path) -> None:
    """An edited state cannot bring such an id either: check-state names its line."""
    for path in (forum / "turns" / "turn-05" / "state.yaml", forum / "turns" / "game.yaml"):
        text = path.read_text(encoding="utf-8")
        path.write_text(re.sub(r"\btverskie\b", "public", text), encoding="utf-8")
    result = run("check-state", "5")
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert re.fullmatch(r"turns/turn-05/state\.yaml:\d+: ошибка: .*'public'.*\n", result.stderr), result.stderr


def test_every_file_of_the_reports_that_is_no_dynasty_s_takes_a_reserved_id(forum: Path) -> None:
    """The reserved ids are the names the folder of a turn's reports gives its own files (gm.md, public.json,
    posts/): what a dynasty's files would collide with."""
    assert run("report", "5", "--write", "--format", "bbcode").exit_code == 0
    assert run("report", "5", "--write").exit_code == 0
    dynasties = {"belozerskie", "ustyuzhskie", "tverskie"}
    own = {entry.name.split(".")[0] for entry in (forum / "reports" / "turn-05").iterdir()} - dynasties
    assert own == set(RESERVED_DYNASTY_IDS)


# -- (e) a long forum name ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("player", ["👑" * 80, "Ж" * 150], ids=["80 emoji", "300 bytes of Cyrillic"])
def test_a_forum_name_longer_than_a_file_name_may_be_is_cut_for_the_posts_folder(player: str, duel: Path) -> None:
    """The issue: "a forum name longer than 255 bytes (80 emoji) makes every resolve fail": the folder of the
    player's posts is cut by bytes, between two characters, and keeps the dynasty's id."""
    rewrite(duel / "turns" / "game.yaml", "tverskie: {player: null", f"tverskie: {{player: '{player}'")
    result = run("resolve", "1", "--yes", "--game", str(duel))
    assert result.exit_code == 0, result.output
    [folder] = [p for p in (duel / "reports" / "turn-02" / "posts").iterdir() if p.name.endswith(" (tverskie)")]
    assert len(folder.name.encode()) <= 200 and player.startswith(folder.name.removesuffix(" (tverskie)"))
    assert sorted(p.name for p in folder.iterdir() if p.suffix == ".bbcode")[-1].endswith("-orders.bbcode")


def test_a_scenario_player_longer_than_a_file_name_may_be_starts_a_game(tmp_path: Path) -> None:
    """new-game writes the first turn's posts: the same folder, cut."""
    scenario = scenario_with(tmp_path, "player: null", "player: '" + "👑" * 80 + "'")
    result = run("new-game", str(scenario), "--seed", "5", "--game", str(tmp_path / "game"))
    assert result.exit_code == 0, result.output
    assert (tmp_path / "game" / "reports" / "turn-01" / "posts" / ("👑" * 47 + " (tverskie)")).is_dir()
