"""The command line's own words (CONTRACT Commands: "Every command has `--help`", "2 usage error"; "Options
added later": command output in the game's language): `dynasty --help`, `dynasty COMMAND --help` (or `-h`) and
the usage errors are the program's, in the game's language — a Russian game master never reads typer's English.
A usage error is one line on stderr, exit 2: the command as typed, what is wrong, a guess when one is close (a
typo, or the word typed in the Russian keyboard layout), and the help to read."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
import typer.main

from dynasty.__main__ import command_line
from dynasty.commands.cli import app
from dynasty.commands.usage import commands
from dynasty.text.catalogs import LANGUAGES, Language
from tests.conftest import SCENARIOS
from tests.test_cli_language import english_words, set_language

DYNASTY = Path(sys.executable).with_name("dynasty")
NAMES = list(commands(app))


@pytest.fixture(autouse=True)
def no_game_around(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test runs in an empty folder with no language in the environment: the words are Russian, the game's
    own, unless the test says otherwise."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DYNASTY_LANG", raising=False)
    monkeypatch.delenv("DYNASTY_GAME", raising=False)
    return tmp_path


def said(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = command_line(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def usage_line(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """The one line of a usage error: exit 2, nothing on stdout."""
    code, out, err = said(capsys, *args)
    assert (code, out) == (2, ""), (code, out, err)
    assert len(err.splitlines()) == 1, err
    return err.rstrip("\n")


# -- help ---------------------------------------------------------------------------------------------------

def test_the_programs_help_lists_every_command_in_russian(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = said(capsys, "--help")
    assert (code, err) == (0, "")
    assert out.startswith("Вызов: dynasty КОМАНДА [ПАРАМЕТРЫ]\n")
    listed = re.findall(r"^  ([a-z-]+) +\S", out.split("Команды:")[1].split("Параметры:")[0], re.MULTILINE)
    assert listed == NAMES
    assert "Справка по команде: dynasty КОМАНДА --help" in out


@pytest.mark.parametrize("columns", ["60", "80", "100"])
def test_the_programs_help_says_a_turn_of_the_master_without_breaking_a_command(
        columns: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """The help fits the terminal (60 to 100 columns) and never breaks a command it quotes across lines."""
    monkeypatch.setenv("COLUMNS", columns)
    _, out, _ = said(capsys, "-h")
    assert max(len(line) for line in out.splitlines()) <= int(columns)
    for command in ("«dynasty take 3»", "«dynasty status»", "«dynasty resolve 3»"):
        assert command in out


def test_a_bare_dynasty_prints_the_help_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    """A command line without its command is a usage error (exit 2), answered with the help."""
    code, out, _ = said(capsys)
    assert code == 2 and out.startswith("Вызов: dynasty КОМАНДА")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", NAMES)
def test_every_command_has_help_with_every_option_typer_takes(
        name: str, language: Language, capsys: pytest.CaptureFixture[str]) -> None:
    """CONTRACT Commands: "Every command has `--help`" — and it lists exactly the options typer parses for the
    command (read from typer's own command), each with its words, in each language."""
    code, out, err = said(capsys, name, "--help", "--lang", language)
    assert (code, err) == (0, ""), err
    heading = {"ru": "Вызов: ", "en": "Usage: "}[language]
    assert out.startswith(f"{heading}dynasty {name}")
    parsed = typer.main.get_command(app).commands[name]  # type: ignore[attr-defined]
    taken = {opt for param in parsed.params for opt in param.opts if opt.startswith("-")}
    shown = set(re.findall(r"^  ((?:-[-a-z]+(?:, )?)+)", out, re.MULTILINE))
    assert {flag for label in shown for flag in label.split(", ")} == taken | {"-h", "--help"}


@pytest.mark.parametrize("name", NAMES)
def test_the_russian_help_of_a_command_has_no_english_word(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Latin stays only where it is typed: the program, the commands, the options, paths, rule IDs (and the word
    ID), the names of formats, of YAML keys and of the variables of the environment."""
    _, out, _ = said(capsys, name, "-h")
    typed = {"dynasty", *NAMES, "DYNASTY_GAME", "DYNASTY_LANG", "ru", "en", "md", "bbcode", "json", "CSV",
             "JSON", "Schema", "Markdown", "phpBB", "classic", "duel", "war", "gm", "forum", "ID", "ID-", "sab-1"}
    short_flags = set(re.findall(r"(?<![-\w])-([a-z])\b", out))
    assert [w for w in english_words(out) if w not in typed | short_flags] == []


def test_the_help_speaks_the_games_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Without --lang the help is in the language of the game folder (here, an English game's); --lang and
    DYNASTY_LANG still choose."""
    game = tmp_path / "game"
    assert command_line(["new-game", str(SCENARIOS / "duel.yaml"), "--seed", "5", "--game", str(game)]) == 0
    set_language(game, "en")
    capsys.readouterr()
    assert said(capsys, "status", "--help", "--game", str(game))[1].startswith("Usage: dynasty status [TURN]")
    assert said(capsys, "status", "--help", "--game", str(game), "--lang", "ru")[1].startswith("Вызов: ")


# -- usage errors ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("args", "line"), [
    (["reslove", "1"], "dynasty: нет команды 'reslove'; может быть, resolve? Справка: dynasty --help"),
    (["куыщдму", "1"], "dynasty: нет команды 'куыщдму'; может быть, resolve? Справка: dynasty --help"),
    (["new_game", "duel"], "dynasty: нет команды 'new_game'; может быть, new-game? Справка: dynasty --help"),
    (["resolve"], "dynasty resolve: не хватает аргумента ХОД: 'dynasty resolve ХОД [ПАРАМЕТРЫ]'. "
                  "Справка: dynasty resolve --help"),
    (["check"], "dynasty check: не хватает аргумента ХОД: 'dynasty check ХОД [ФАЙЛ...] [ПАРАМЕТРЫ]'. "
                "Справка: dynasty check --help"),
    (["template", "1"], "dynasty template: не хватает аргумента ДИНАСТИЯ: 'dynasty template ХОД ДИНАСТИЯ "
                        "[ПАРАМЕТРЫ]'. Справка: dynasty template --help"),
    (["resolve", "1", "--gam", "g"], "dynasty resolve: нет параметра '--gam'; может быть, --game? "
                                     "Справка: dynasty resolve --help"),
    (["resolve", "1", "--пфьу", "g"], "dynasty resolve: нет параметра '--пфьу'; может быть, --game? "
                                      "Справка: dynasty resolve --help"),
    (["resolve", "1", "--game"], "dynasty resolve: после --game нужно значение: '--game ПАПКА'. "
                                 "Справка: dynasty resolve --help"),
    (["resolve", "1", "--force=yes"], "dynasty resolve: --force пишется без значения. "
                                      "Справка: dynasty resolve --help"),
    (["new-game", "duel", "--seed", "abc"], "dynasty new-game: --seed: 'abc' — не целое число. "
                                            "Справка: dynasty new-game --help"),
    (["simulate", "duel", "--turns", "5000"], "dynasty simulate: --turns: 5000 — нужно от 1 до 1000. "
                                              "Справка: dynasty simulate --help"),
    (["report", "1", "--max-chars", "10"], "dynasty report: --max-chars: 10 — меньше 1000. "
                                           "Справка: dynasty report --help"),
    (["status", "--lang", "de"], "dynasty status: --lang: 'de' — нужно одно из: ru, en. "
                                 "Справка: dynasty status --help"),
    (["resolve", "1", "2", "3"], "dynasty resolve: лишние слова: '2 3'. Справка: dynasty resolve --help"),
    (["--game", "g", "status"], "dynasty: --game ставится после команды: 'dynasty status --game g'"),
    (["--bogus"], "dynasty: нет параметра '--bogus'. Справка: dynasty --help"),
])
def test_a_usage_error_is_one_russian_line_exit_2(args: list[str], line: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert usage_line(capsys, *args) == line


def test_a_usage_error_speaks_english_when_asked(capsys: pytest.CaptureFixture[str]) -> None:
    assert usage_line(capsys, "resolve", "1", "--gam", "g", "--lang", "en") == (
        "dynasty resolve: there is no option '--gam'; did you mean --game? See: dynasty resolve --help")
    assert usage_line(capsys, "--lang", "en", "status") == (
        "dynasty: --lang goes after the command: 'dynasty status --lang en'")


def test_the_version_is_still_typers_to_print(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = said(capsys, "--version")
    assert code == 0 and out.startswith("dynasty ")


@pytest.mark.skipif(not DYNASTY.exists(), reason="the dynasty script is not installed next to python")
def test_the_real_program_says_a_usage_error_in_one_line_exit_2(tmp_path: Path) -> None:
    proc = subprocess.run([str(DYNASTY), "reslove", "1"], cwd=tmp_path, capture_output=True, text=True,
                          timeout=60, env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr == "dynasty: нет команды 'reslove'; может быть, resolve? Справка: dynasty --help\n"
