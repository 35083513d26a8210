"""The language of the command line (CONTRACT "Options added later": `--lang ru|en` and `DYNASTY_LANG` for the
language of command output, default the game's): every command of a Russian game speaks Russian — no English
word but ids, file paths, rule IDs and command names — in what it prints and in its errors; `--lang` and
`DYNASTY_LANG` override the game's language; before there is a game folder the scenario's language is used;
and the summaries count in each language's plurals (1 ошибка, 2 ошибки, 5 ошибок)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.game.dice import commitment
from dynasty.store.yaml_io import load_yaml
from dynasty.text.catalogs import Language, message
from tests.conftest import SCENARIOS

#: What may stay Latin in a Russian line: the input an error quotes ('turn-x'), a command as the user types it
#: ('dynasty check 3'), an option (--force) with its placeholder (<id>), a rule ID (GEN-1), a turn as the
#: command line writes it (turn-07), a file path, the names of the formats, and a hash or a dice secret in hex.
ALLOWED = re.compile(r"'[^']*'|--[a-z-]+(?: <id>)?|\b[A-Z]+-\d+\b|\bturn-\d+\b|\S*/\S*|\S+\.(?:yaml|md|json|csv)\b"
                     r"|\b[0-9a-f]{32,}\b")
FORMATS = {"md", "bbcode", "json", "gm", "id", "YAML", "UTF"}
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")


def run(*args: str, env: dict[str, str] | None = None) -> Result:
    return CliRunner().invoke(app, list(args), env=env)


def ok(result: Result) -> str:
    assert result.exit_code == 0, result.output
    return result.stdout


def failed(result: Result) -> str:
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output and result.stdout == ""
    return result.stderr


def game_ids(game: Path) -> set[str]:
    """Every id of every state of the game: a line may name them."""
    ids: set[str] = set()
    for path in game.glob("turns/turn-*/state.yaml"):
        data = load_yaml(path, trusted=True).data
        for table in ("dynasties", "characters", "provinces"):
            ids |= set(data[table])
    return ids


def english_words(text: str, game: Path | None = None) -> list[str]:
    """The Latin words of `text` that are none of what may stay Latin. `error:` opens every error line and
    `warning:` every warning's (CONTRACT: `path:line: error|warning: message`, the tags scripts match on)."""
    allowed = FORMATS | (game_ids(game) if game is not None else set())
    stripped = ALLOWED.sub(" ", re.sub(r"^(\S+: )?(?:error|warning): ", "", text, flags=re.MULTILINE))
    return sorted({word for word in LATIN_WORD.findall(stripped) if word not in allowed})


def set_language(game: Path, language: Language) -> None:
    settings = game / "turns" / "game.yaml"
    text = re.sub(r"^language: (ru|en)$", f"language: {language}", settings.read_text(encoding="utf-8"),
                  flags=re.MULTILINE)
    settings.write_text(text, encoding="utf-8")


@pytest.fixture(scope="module")
def duel(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A Russian duel campaign (the scenario says `language: ru`), with what new-game printed."""
    game = tmp_path_factory.mktemp("duel")
    return game, ok(run("new-game", "duel", "--seed", "5", "--game", str(game)))


@pytest.fixture
def classic(tmp_path: Path) -> Path:
    """A Russian classic campaign, to change: two of its houses are master-run (BRANCH-10)."""
    ok(run("new-game", str(SCENARIOS / "classic.yaml"), "--seed", "7", "--game", str(tmp_path)))
    return tmp_path


# -- a Russian game speaks Russian ------------------------------------------------------------------------------

def test_new_game_in_a_russian_game_prints_no_english_word(duel: tuple[Path, str]) -> None:
    game, printed = duel
    assert printed.startswith("Новая кампания «Дуэль» по сценарию ")
    assert "Ход 1, Эпоха открытий. 2 династии:" in printed
    assert english_words(printed, game) == [], printed


def test_status_in_a_russian_game_prints_no_english_word(duel: tuple[Path, str]) -> None:
    game, _ = duel
    printed = ok(run("status", "--game", str(game)))
    assert "династия" in printed and "Приказы прислали 0 из 2 династий." in printed
    assert english_words(printed, game) == [], printed


def test_check_state_in_a_russian_game_prints_no_english_word(duel: tuple[Path, str]) -> None:
    game, _ = duel
    printed = ok(run("check-state", "1", "--game", str(game)))
    assert ": всё в порядке — ход 1, 2 династии, " in printed
    assert english_words(printed, game) == [], printed


def test_check_without_orders_in_a_russian_game_prints_no_english_word(duel: tuple[Path, str]) -> None:
    game, _ = duel
    printed = ok(run("check", "1", "--game", str(game)))
    assert english_words(printed, game) == [], printed


def test_resolve_rollback_and_report_in_a_russian_game_print_no_english_word(classic: Path) -> None:
    resolved = ok(run("resolve", "1", "--yes", "--game", str(classic)))
    assert resolved.startswith("Ход 1 обработан; теперь ход 2, Эпоха открытий.")
    assert "6 династий не прислали приказов и сыграли по умолчанию: " in resolved
    assert "Ярославичи (yaroslavichi)" in resolved  # houses by name, with the id a GM types
    # 23, and the posts of 4 players (2 each, with their 2 JSON files) and of the thread, and the desk page
    # and the 7 genealogies (.ged), the 7 trees drawn (.svg), the GM's PNG, and the 4 players' PNG and genealogy
    assert re.search(r"^Записаны 64 файла: ", resolved, re.MULTILINE)
    written = ok(run("report", "2", "--write", "--game", str(classic)))
    # 21, the 4 players' posts, JSON files and pictures, the thread's, the desk, the genealogies and the trees
    assert written.startswith("Записаны 62 файла: ")
    for printed in (resolved, written):
        assert english_words(printed, classic) == [], printed
    moved = ok(run("rollback", "1", "--game", str(classic)))
    assert moved.startswith("Перенесено в ")
    assert english_words(moved, classic) == [], moved


def test_bot_in_a_russian_game_prints_no_english_word(classic: Path) -> None:
    printed = ok(run("bot", "1", "--game", str(classic)))
    assert printed.startswith("Записаны 2 файла: ")
    assert english_words(printed, classic) == [], printed


def test_simulate_of_a_russian_scenario_prints_no_english_word(tmp_path: Path) -> None:
    printed = ok(run("simulate", "duel", "--turns", "3", "--games", "2", "--seed", "4", "--check",
                     "--csv", str(tmp_path / "runs.csv")))
    assert "2 партии, в каждой не больше 3 ходов" in printed
    assert "Записан 1 файл: " in printed
    ids = {"tverskie", "moskovskie", "reputation"}
    actions = re.findall(r"\(([a-z_]+)\)", printed)  # an action's id follows its Russian name
    assert english_words(printed, None) == sorted(set(english_words(printed)) & (ids | set(actions)))


@pytest.mark.parametrize("args", [
    ["status", "turn-x"],
    ["check-state", "9"],
    ["resolve", "3", "--yes"],
    ["rollback", "1"],
    ["template", "1", "nobody"],
    ["report", "1", "--format", "pdf"],
    ["bot", "1", "--dynasty", "nobody"],
], ids=lambda args: "-".join(args))
def test_errors_in_a_russian_game_are_russian(args: list[str], duel: tuple[Path, str]) -> None:
    """CONTRACT Commands: errors are "one clear sentence naming the file and, where there is one, the line"
    — in the game's language."""
    game, _ = duel
    error = failed(run(*args, "--game", str(game)))
    assert len(error.splitlines()) == 1
    assert re.search("[а-яё]", error), error
    assert english_words(error, game) == [], error


def test_resolve_refuses_orders_with_errors_counting_them_in_russian(classic: Path) -> None:
    """"1 error(s)" is gone: the refusal counts the errors with the language's plural."""
    orders = classic / "turns" / "turn-01" / "orders"
    orders.mkdir(parents=True)
    (orders / "olgovichi.yaml").write_text("dynasty: olgovichi\nturn: 1\nactions:\n  - fly: {}\n",
                                           encoding="utf-8")
    error = failed(run("resolve", "1", "--yes", "--game", str(classic)))
    assert "в приказах 1 ошибка (" in error
    assert "olgovichi.yaml); ход не обработан. Её покажет 'dynasty check 1'" in error
    english = failed(run("resolve", "1", "--yes", "--game", str(classic), "--lang", "en"))
    assert "1 error in the orders" in english and "to see it" in english and "error(s)" not in english


# -- --lang and DYNASTY_LANG ---------------------------------------------------------------------------------------

def test_lang_en_overrides_the_games_language(duel: tuple[Path, str]) -> None:
    game, _ = duel
    printed = ok(run("status", "--game", str(game), "--lang", "en"))
    assert "Дуэль — turn 1, Age of Discovery" in printed and "Orders in: 0 of 2." in printed
    error = failed(run("status", "turn-x", "--game", str(game), "--lang", "en"))
    assert "'turn-x' is not a turn" in error


def test_dynasty_lang_en_overrides_the_games_language(duel: tuple[Path, str]) -> None:
    game, _ = duel
    printed = ok(run("check-state", "1", "--game", str(game), env={"DYNASTY_LANG": "en"}))
    assert ": ok — turn 1, 2 dynasties, " in printed
    error = failed(run("rollback", "1", "--game", str(game), env={"DYNASTY_LANG": "en"}))
    assert "there is nothing to roll back" in error


def test_lang_beats_dynasty_lang(duel: tuple[Path, str]) -> None:
    game, _ = duel
    printed = ok(run("status", "--game", str(game), "--lang", "ru", env={"DYNASTY_LANG": "en"}))
    assert "Приказы прислали" in printed


def test_an_english_game_speaks_english_and_dynasty_lang_ru_makes_it_russian(classic: Path) -> None:
    set_language(classic, "en")
    resolved = ok(run("resolve", "1", "--yes", "--game", str(classic)))
    assert resolved.startswith("Turn 1 resolved: now turn 2, Age of Discovery.")
    assert "6 dynasties sent no orders and played the defaults: " in resolved
    assert "Классика — ход 2, Эпоха открытий" in ok(run("status", "--game", str(classic), env={"DYNASTY_LANG": "ru"}))


def test_a_language_that_is_neither_ru_nor_en_is_a_usage_error(duel: tuple[Path, str]) -> None:
    game, _ = duel
    assert run("status", "--game", str(game), "--lang", "fr").exit_code == 2
    assert run("status", "--game", str(game), env={"DYNASTY_LANG": "de"}).exit_code == 2


# -- before there is a game folder: the scenario's language -----------------------------------------------------

def english_scenario(tmp_path: Path, change: str = "") -> Path:
    text = (SCENARIOS / "duel.yaml").read_text(encoding="utf-8").replace("language: ru", "language: en")
    path = tmp_path / "english.yaml"
    path.write_text(text.replace("age: 35", change) if change else text, encoding="utf-8")
    return path


def test_new_game_speaks_the_scenarios_language(tmp_path: Path) -> None:
    printed = ok(run("new-game", str(english_scenario(tmp_path)), "--seed", "5", "--game", str(tmp_path / "g")))
    assert f"fingerprint: {commitment(5)}" in printed and "Turn 1, Age of Discovery. 2 dynasties:" in printed
    assert re.search(r"^\d+ files written: ", printed, re.MULTILINE)
    assert "head Михаил (mikhail)" in printed


def test_new_game_says_what_is_wrong_with_a_scenario_in_its_language(tmp_path: Path) -> None:
    scenario = english_scenario(tmp_path, "age: 33")
    error = failed(run("new-game", str(scenario), "--game", str(tmp_path / "g")))
    assert "age 33 is not a multiple of 5 (AGE-8)" in error
    russian = failed(run("new-game", str(scenario), "--game", str(tmp_path / "g"), "--lang", "ru"))
    assert "возраст 33 не кратен 5 (AGE-8)" in russian


def test_a_refused_new_game_speaks_the_language_of_the_game_already_there(tmp_path: Path) -> None:
    ok(run("new-game", "duel", "--seed", "1", "--game", str(tmp_path)))
    error = failed(run("new-game", str(english_scenario(tmp_path)), "--game", str(tmp_path)))
    assert "уже есть кампания" in error


def test_outside_a_game_folder_commands_speak_russian(tmp_path: Path) -> None:
    error = failed(run("status", "--game", str(tmp_path)))
    assert "здесь нет кампании" in error
    assert english_words(error) == [], error
    assert "no campaign here" in failed(run("status", "--game", str(tmp_path), "--lang", "en"))


# -- plurals ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("n", "ru", "en"), [
    (1, "в приказах 1 ошибка", "1 error in the orders"),
    (2, "в приказах 2 ошибки", "2 errors in the orders"),
    (5, "в приказах 5 ошибок", "5 errors in the orders"),
    (11, "в приказах 11 ошибок", "11 errors in the orders"),
    (21, "в приказах 21 ошибка", "21 errors in the orders"),
])
def test_the_refusal_counts_errors_with_each_languages_plural(n: int, ru: str, en: str) -> None:
    args = {"n": n, "files": "a.yaml", "turn": 3}
    assert message("ru", "cli-resolve-orders-have-errors", args).startswith(ru)
    assert message("en", "cli-resolve-orders-have-errors", args).startswith(en)


@pytest.mark.parametrize(("n", "ru", "en"), [
    (1, "Записан 1 файл", "1 file written"),
    (3, "Записаны 3 файла", "3 files written"),
    (14, "Записано 14 файлов", "14 files written"),
    (22, "Записаны 22 файла", "22 files written"),
])
def test_written_counts_files_with_each_languages_plural(n: int, ru: str, en: str) -> None:
    assert message("ru", "cli-written", n=n, files="x").startswith(ru + ": ")
    assert message("en", "cli-written", n=n, files="x").startswith(en + ": ")


def test_no_message_of_the_command_line_counts_by_hand() -> None:
    """No "error(s)", "file(s)" in English, nor "сыграл(а)" in Russian: a plural or gender selector says it."""
    folder = Path(__file__).resolve().parent.parent / "dynasty" / "locales"
    for language in ("ru", "en"):
        text = (folder / language / "cli.ftl").read_text(encoding="utf-8")
        assert not re.search(r"\w\((s|es|а|ла|и|ы)\)", text), language
