"""The command line (CONTRACT "Commands"): new-game, status, check-state; errors as one line per problem
naming the file and line, exit 1, never a traceback."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty import __version__
from dynasty.commands.cli import app
from dynasty.errors import DynastyError, ProblemsError
from dynasty.game.campaign import Campaign
from dynasty.game.dice import commitment
from dynasty.game.scenario import load_scenario
from tests.conftest import REPO, SCENARIOS
from tests.test_scenario import BAD_SCENARIOS, YOUNG_SPOUSE

BAD = Path(__file__).resolve().parent / "bad_scenarios"
DYNASTY = Path(sys.executable).with_name("dynasty")


def run(*args: str, env: dict[str, str] | None = None) -> Result:
    return CliRunner().invoke(app, list(args), env=env)


def start(game: Path, scenario: str = "duel", seed: int = 5) -> Result:
    result = run("new-game", str(SCENARIOS / f"{scenario}.yaml"), "--seed", str(seed), "--game", str(game))
    assert result.exit_code == 0, result.output
    return result


@pytest.fixture(scope="module")
def duel_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh duel campaign that tests only read."""
    game = tmp_path_factory.mktemp("duel")
    start(game)
    return game


def one_line_error(result: Result) -> str:
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


# -- new-game ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("scenario", ["classic", "duel"])
def test_new_game_with_game_option_writes_the_campaign(scenario: str, tmp_path: Path) -> None:
    """CONTRACT: `dynasty new-game SCENARIO [--seed N]` ... "writes turn 1's state"; `--game DIR`."""
    result = start(tmp_path, scenario, seed=11)
    assert f"Первая летопись публикует его отпечаток SHA-256: {commitment(11)}." in result.stdout
    assert "Ход 1, Эпоха открытий" in result.stdout
    for path in ("turns/game.yaml", "turns/turn-01/state.yaml", "turns/new-game.log.yaml"):
        assert (tmp_path / path).is_file()
    loaded = load_scenario(SCENARIOS / f"{scenario}.yaml")
    for did in loaded.scenario.dynasties:
        assert re.search(rf"^  {did} ", result.stdout, re.MULTILINE)
    assert result.stderr.startswith("предупреждение: зерно кампании 11 легко угадать")  # --seed is for tests


def test_new_game_with_dynasty_game_env_var(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """CONTRACT "The game folder": "the current directory, or `--game DIR` (also `DYNASTY_GAME`)"."""
    monkeypatch.chdir(REPO)
    repo_turns = sorted(str(p) for p in (REPO / "turns").rglob("*"))
    result = run("new-game", "duel", "--seed", "3", env={"DYNASTY_GAME": str(tmp_path)})
    assert result.exit_code == 0, result.output
    assert (tmp_path / "turns" / "turn-01" / "state.yaml").is_file()
    assert sorted(str(p) for p in (REPO / "turns").rglob("*")) == repo_turns  # the current folder is untouched
    status = run("status", env={"DYNASTY_GAME": str(tmp_path)})
    assert status.exit_code == 0 and "tverskie" in status.stdout


def test_new_game_in_the_current_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """CONTRACT: "The folder a command works on is the current directory" by default."""
    monkeypatch.chdir(tmp_path)
    result = run("new-game", str(SCENARIOS / "duel.yaml"), "--seed", "1")
    assert result.exit_code == 0, result.output
    assert "turns/turn-01/state.yaml" in result.stdout
    assert (tmp_path / "turns" / "game.yaml").is_file()


def test_new_game_in_a_folder_with_a_campaign_exits_1(tmp_path: Path) -> None:
    """CONTRACT new-game: "Refuses a folder that already has a campaign" — exit 1, refused overwrite."""
    start(tmp_path)
    before = (tmp_path / "turns" / "turn-01" / "state.yaml").read_bytes()
    result = run("new-game", str(SCENARIOS / "classic.yaml"), "--game", str(tmp_path))
    line = one_line_error(result)
    assert "уже есть кампания" in line
    assert re.match(r"^\S*turns/game\.yaml: ошибка: ", line), line  # the label in the game's language
    assert (tmp_path / "turns" / "turn-01" / "state.yaml").read_bytes() == before


@pytest.mark.parametrize("name", sorted(BAD_SCENARIOS))
def test_new_game_bad_scenario_one_line_per_problem(name: str, tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """CONTRACT Commands: "Errors go to stderr as one clear sentence naming the file and, where there is
    one, the line; never a Python traceback for bad input. Exit codes: ... 1 the input is wrong". In English
    (--lang en), the language of the corpus's expected substrings."""
    monkeypatch.chdir(REPO)
    path = f"tests/bad_scenarios/{name}"
    try:
        load_scenario(BAD / name)
    except ProblemsError as exc:
        expected = len(exc.problems)
    except DynastyError:
        expected = 1
    game = tmp_path / "game"
    result = run("new-game", path, "--seed", "1", "--game", str(game), "--lang", "en")
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == expected
    _, substrings, line = BAD_SCENARIOS[name]
    for row in lines:
        assert re.match(rf"^{re.escape(path)}:\d+: error: \S", row), row
    assert any(row.startswith(f"{path}:{line}: error: ") and all(s in row for s in substrings) for row in lines)
    assert not game.exists() or list(game.rglob("*")) == []


def test_new_game_unknown_scenario_exits_1_naming_the_file(tmp_path: Path) -> None:
    """CONTRACT Commands: a missing scenario is wrong input: one line naming the file, exit 1."""
    line = one_line_error(run("new-game", str(tmp_path / "nowhere.yaml"), "--game", str(tmp_path / "g")))
    assert "nowhere.yaml" in line and "файл не найден" in line


def test_new_game_with_a_15_year_old_wife_never_shows_a_traceback(tmp_path: Path) -> None:
    """CONTRACT Commands: "never a Python traceback for bad input" — any seed gives a game or an error."""
    scenario = tmp_path / "young.yaml"
    scenario.write_text(YOUNG_SPOUSE, encoding="utf-8")
    for seed in range(1, 6):  # the fair child/sibling roll picks a child for some of these seeds
        result = run("new-game", str(scenario), "--seed", str(seed), "--game", str(tmp_path / f"g{seed}"))
        assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
        assert result.exit_code in (0, 1)


# -- status ---------------------------------------------------------------------------------------

def status_row(output: str, did: str) -> list[str]:
    rows = [line for line in output.splitlines() if line.startswith(did + " ")]
    assert len(rows) == 1, output
    return rows[0].split()


def test_status_shows_turn_era_dynasties_heads_reputation_provinces_orders(tmp_path: Path) -> None:
    """CONTRACT: `dynasty status` — "the campaign at a glance: turn, era, dynasties, whose orders are in,
    missing"."""
    start(tmp_path)
    result = run("status", "--game", str(tmp_path))
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Дуэль — ход 1, Эпоха открытий" in out
    tver = status_row(out, "tverskie")
    assert tver[:4] == ["tverskie", "Тверские", "Михаил", "(mikhail),"]
    assert tver[4:8] == ["35", "80", "3", "15"]  # head's age, reputation, provinces, army
    assert tver[-2:] == ["нет", "0"]  # no orders, no turn missed
    mosk = status_row(out, "moskovskie")
    assert mosk[2:4] == ["Иван", "(ivan),"] and mosk[5:7] == ["80", "3"] and mosk[-2:] == ["нет", "0"]
    assert "Приказы прислали 0 из 2 династий." in out

    orders = tmp_path / "turns" / "turn-01" / "orders"
    orders.mkdir()
    (orders / "tverskie.yaml").write_text("dynasty: tverskie\nturn: 1\n")
    out = run("status", "--game", str(tmp_path)).stdout
    assert status_row(out, "tverskie")[-3:] == ["1", "предупреждение", "0"]  # the AP left unspent (DYN-6)
    assert status_row(out, "moskovskie")[-2:] == ["нет", "0"]
    assert "Приказы прислали 1 из 2 династий." in out


@pytest.mark.parametrize("command", ["status", "check-state"])
@pytest.mark.parametrize("turn", ["turn-01", "turn-1", "1", "01", "TURN-01"])
def test_turn_names_are_all_accepted(command: str, turn: str, duel_game: Path) -> None:
    """CONTRACT: "Turn names: `turn-07`, `turn-7` and `7` are the same turn on the command line"."""
    result = run(command, turn, "--game", str(duel_game))
    assert result.exit_code == 0, result.output
    assert ("ход 1" in result.stdout) if command == "status" else ("ход 1," in result.stdout)


@pytest.mark.parametrize("command", ["status", "check-state"])
@pytest.mark.parametrize("turn", ["turn-x", "0", "turn-", "7a"])
def test_a_bad_turn_name_is_a_one_line_error(command: str, turn: str, duel_game: Path) -> None:
    """CONTRACT: turn names are `turn-07`, `turn-7` or `7`; anything else is wrong input (exit 1)."""
    line = one_line_error(run(command, turn, "--game", str(duel_game)))
    assert f"'{turn}' — не ход" in line


def test_a_turn_without_a_state_is_a_one_line_error(duel_game: Path) -> None:
    """CONTRACT: a turn is read from turns/turn-NN/state.yaml; a missing one is named."""
    line = one_line_error(run("status", "turn-02", "--game", str(duel_game)))
    assert "turn-02/state.yaml" in line


@pytest.mark.parametrize("command", [["status"], ["check-state", "1"]])
def test_no_campaign_in_an_empty_folder_names_turns_game_yaml(command: list[str], tmp_path: Path) -> None:
    """CONTRACT "The game folder": `turns/game.yaml` holds the campaign; without it, exit 1 naming it."""
    line = one_line_error(run(*command, "--game", str(tmp_path)))
    assert "turns/game.yaml" in line and "нет кампании" in line


# -- check-state ----------------------------------------------------------------------------------

def test_check_state_on_a_clean_state_is_ok(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """CONTRACT: `dynasty check-state TURN` "validates a state file after a hand edit" — a clean one is ok."""
    monkeypatch.chdir(tmp_path)
    start(tmp_path)
    result = run("check-state", "turn-01")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("turns/turn-01/state.yaml: всё в порядке")
    assert "2 династии" in result.stdout and "6 провинций" in result.stdout
    assert result.stderr == ""


def test_check_state_reports_each_hand_edit_problem_with_its_line(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """CONTRACT: check-state checks "types, references between ids, rule limits such as skills 1–6"; every
    problem as `path:line: error: message` (`ошибка` in a Russian game)."""
    monkeypatch.chdir(tmp_path)
    start(tmp_path)
    path = tmp_path / "turns" / "turn-01" / "state.yaml"
    lines = path.read_text(encoding="utf-8").splitlines()
    mikhail = lines.index("  mikhail:")
    skill_line = next(i for i in range(mikhail, len(lines)) if lines[i].startswith("    skills: {combat: "))
    lines[skill_line] = re.sub(r"combat: \d", "combat: 9", lines[skill_line])
    tverskie = lines.index("  tverskie:")
    head_line = next(i for i in range(tverskie, len(lines)) if lines[i] == "    head: mikhail")
    lines[head_line] = "    head: nobody"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")

    result = run("check-state", "1")
    assert result.exit_code == 1
    assert "Traceback" not in result.output
    assert sorted(result.stderr.splitlines()) == sorted([
        f"turns/turn-01/state.yaml:{skill_line + 1}: ошибка: навык combat: 9 вне пределов 1–6 (SKILL-1, SKILL-4)",
        f"turns/turn-01/state.yaml:{head_line + 1}: ошибка: head: 'nobody' — нет такого персонажа",
    ])
    # status refuses the broken state the same way
    status = run("status")
    assert status.exit_code == 1 and len(status.stderr.splitlines()) == 2


def test_check_state_on_malformed_yaml_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """CONTRACT: errors "name the file and, where there is one, the line"."""
    monkeypatch.chdir(tmp_path)
    start(tmp_path)
    path = tmp_path / "turns" / "turn-01" / "state.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("turn: 1\n", "turn: [1\n", 1), encoding="utf-8")
    line = one_line_error(run("check-state", "1"))
    assert re.match(r"^turns/turn-01/state\.yaml:\d+: ошибка: ", line), line


# -- --version (the help and usage errors: test_cli_usage) -------------------------------------------

def test_version_prints_the_version() -> None:
    """CONTRACT Commands: the program says which version it is."""
    result = run("--version")
    assert result.exit_code == 0
    assert result.stdout.strip() == f"dynasty {__version__}"


# -- the real program -----------------------------------------------------------------------------

needs_script = pytest.mark.skipif(not DYNASTY.exists(), reason="the dynasty script is not installed next to python")


@needs_script
def test_real_program_bad_scenario_exit_1_without_traceback(tmp_path: Path) -> None:
    """CONTRACT Commands: "never a Python traceback for bad input" — in a real process."""
    name = "head_age_17.yaml"
    proc = subprocess.run([str(DYNASTY), "new-game", f"tests/bad_scenarios/{name}", "--game", str(tmp_path)],
                          cwd=REPO, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr
    assert proc.stdout == ""
    assert proc.stderr.splitlines() == [
        f"tests/bad_scenarios/{name}:8: ошибка: династия 'tverskie', глава: возраст 17 меньше 20 (GEN-1)",
        f"tests/bad_scenarios/{name}:8: ошибка: династия 'tverskie', 'mikhail': возраст 17 не кратен 5 (AGE-8)",
    ]
    assert list(tmp_path.iterdir()) == []


@needs_script
def test_real_program_status_in_an_empty_folder_exit_1(tmp_path: Path) -> None:
    """CONTRACT "The game folder": no turns/game.yaml → one clear line, exit 1, no traceback."""
    proc = subprocess.run([str(DYNASTY), "status"], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and "turns/game.yaml" in lines[0]


def test_new_game_takes_the_gms_dice_by_key(tmp_path: Path) -> None:
    """CONTRACT Dice: `--dice FILE` maps keys to the values the GM wants (here a famine, PROV-3: 8–9)."""
    dice = tmp_path / "dice.yaml"
    dice.write_text("t01/province/tver/event: 8\n", encoding="utf-8")
    game = tmp_path / "game"
    result = run("new-game", str(SCENARIOS / "duel.yaml"), "--seed", "5", "--dice", str(dice), "--game", str(game))
    assert result.exit_code == 0, result.output
    event = Campaign(game).load_state(1).provinces["tver"].event
    assert event is not None and (event.roll, event.kind, event.decision) == (8, "famine", "famine")
    log = (game / "turns" / "new-game.log.yaml").read_text(encoding="utf-8")
    assert "t01/province/tver/event" in log and "chosen: true" in log


def test_new_game_refuses_a_gm_die_that_is_never_rolled(tmp_path: Path) -> None:
    """CONTRACT Dice: "a key that was never rolled is an error that names the key"; nothing is written."""
    dice = tmp_path / "dice.yaml"
    dice.write_text("t01/province/tverr/event: 8\n", encoding="utf-8")
    game = tmp_path / "game"
    result = run("new-game", str(SCENARIOS / "duel.yaml"), "--dice", str(dice), "--game", str(game))
    line = one_line_error(result)
    assert "dice.yaml:1:" in line and "t01/province/tverr/event" in line
    assert not (game / "turns").exists()


def test_new_game_refuses_a_gm_die_out_of_range(tmp_path: Path) -> None:
    """CONTRACT Dice: "a value out of range ... is an error that names the key"."""
    dice = tmp_path / "dice.yaml"
    dice.write_text("t01/province/tver/event: 13\n", encoding="utf-8")
    result = run("new-game", str(SCENARIOS / "duel.yaml"), "--dice", str(dice), "--game", str(tmp_path / "g"))
    line = one_line_error(result)
    assert "dice.yaml:1:" in line and "t01/province/tver/event" in line and "13" in line


def test_a_big_games_files_written_are_told_by_folder() -> None:
    """A turn of a big game writes hundreds of reports: the summary names a folder of many files by its
    count, one line (and never a traceback)."""
    from dynasty.game.campaign import files_written

    paths = [Path("turns/turn-02/state.yaml")] + [Path(f"reports/turn-02/house-{i:03d}.md") for i in range(300)]
    assert files_written(paths, "ru") == "Записан 301 файл: turns/turn-02/state.yaml, reports/turn-02/ (300 файлов)"
    assert files_written(paths[:2], "en") == "2 files written: turns/turn-02/state.yaml, reports/turn-02/house-000.md"
