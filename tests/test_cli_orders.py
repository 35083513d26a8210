"""The order commands of the CLI (CONTRACT "Commands"): `check TURN [FILE...]`, `template TURN DYNASTY`,
`schema` — one problem a line as `path:line: error|warning: message`, a summary last, exit 0 without
errors and 1 with, messages in the campaign's language, never a traceback."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.game.campaign import Campaign
from dynasty.game.rules import default_rules
from dynasty.orders.schema import SCHEMA_DIALECT, order_schema
from dynasty.reports.order_template import order_template

DYNASTY = Path(sys.executable).with_name("dynasty")
ORDERS = Path("turns/turn-01/orders")
#: `path:line: error|warning: message` — or `path: error: message` for a file that has no line to point at; the
#: label in the language of the output (issue 26: `ошибка`/`предупреждение` in Russian)
PROBLEM = re.compile(r"^(?P<path>.+?)(?::(?P<line>\d+))?: "
                     r"(?P<label>error|warning|ошибка|предупреждение): (?P<message>\S.*)$")
#: the severity each label says
SEVERITY = {"error": "error", "warning": "warning", "ошибка": "error", "предупреждение": "warning"}


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


def new_game(game: Path, scenario: str = "duel", seed: int = 1) -> Path:
    result = run("new-game", scenario, "--seed", str(seed), "--game", str(game))
    assert result.exit_code == 0, result.output
    return game


def no_traceback(result: Result) -> None:
    """CONTRACT Commands: "never a Python traceback for bad input" — the command ended by its own exit."""
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output


def one_line_error(result: Result) -> str:
    no_traceback(result)
    assert result.exit_code == 1, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


def save_template(game: Path, did: str, turn: str = "1") -> Path:
    """What a player does: take the template and save it as the dynasty's order file."""
    result = run("template", turn, did, "--game", str(game))
    assert result.exit_code == 0, result.output
    path = game / ORDERS / f"{did}.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(result.stdout, encoding="utf-8")
    return path


def set_language(game: Path, language: str) -> None:
    settings = game / "turns" / "game.yaml"
    text = settings.read_text(encoding="utf-8")
    assert re.search(r"^language: (ru|en)$", text, re.MULTILINE)
    settings.write_text(re.sub(r"^language: (ru|en)$", f"language: {language}", text, flags=re.MULTILINE),
                        encoding="utf-8")


def problem_lines(output: str) -> list[dict[str, Any]]:
    """The problem lines of `check`, after asserting that every line before the summary is one: path, line,
    label (as printed), severity (`error` or `warning`, whatever the language of the label) and message."""
    lines = output.splitlines()
    matches = [PROBLEM.match(line) for line in lines]
    first_summary = next((i for i, match in enumerate(matches) if match is None), len(lines))
    assert all(match is None for match in matches[first_summary:]), output  # the summary comes last
    assert first_summary < len(lines), "no summary: " + output
    return [match.groupdict() | {"severity": SEVERITY[match["label"]], "string": match.string}
            for match in matches[:first_summary] if match is not None]


@pytest.fixture
def duel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh duel campaign (seed 1), the current folder, as a GM works: `dynasty check 1` in it."""
    game = new_game(tmp_path / "game")
    monkeypatch.chdir(game)
    return game


BAD_ORDERS = """\
dynasty: moskovskie
turn: 1
decisions:
  famine: {mozhaysk: pay}
actions:
  - vizit: {by: ivan, target: mikhail}
  - study: {by: ivan, skill: magic}
  - visit: {by: nobody, target: mikhail}
  - recruit: {by: ivan, points: 2}
"""


def line_of(text: str, needle: str) -> int:
    return text[:text.index(needle)].count("\n") + 1


# -- check ---------------------------------------------------------------------------------------------

def test_check_with_no_order_files_exits_0_and_names_the_dynasties_without_orders(duel: Path) -> None:
    """CONTRACT `dynasty status`/`resolve`: "A dynasty with no order file plays the defaults" — `check` with
    no files is no error (exit 0); its summary names the dynasties that sent nothing."""
    result = run("check", "1")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert problem_lines(result.stdout) == []
    assert lines[0] == f"в {ORDERS} нет файлов приказов"
    assert lines[-1].startswith("ещё не прислали приказы: ") and "Тверские (tverskie)" in lines[-1] \
        and "Московские (moskovskie)" in lines[-1]
    assert result.stderr == ""


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_check_of_the_saved_templates_exits_0(seed: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue: "every template of the shipped scenarios passes `check`" — saved as the players would save it,
    into turns/turn-01/orders/<id>.yaml; warnings only (unspent AP), and no dynasty missing."""
    game = new_game(tmp_path / "game", seed=seed)
    monkeypatch.chdir(game)
    for did in ("tverskie", "moskovskie"):
        save_template(game, did)
    result = run("check", "1")
    assert result.exit_code == 0, result.output
    for match in problem_lines(result.stdout):
        assert match["severity"] == "warning", match["string"]
        assert match["path"] in (f"{ORDERS}/tverskie.yaml", f"{ORDERS}/moskovskie.yaml")
    assert result.stdout.splitlines()[-1].startswith("проверено 2 файла приказов: 0 ошибок, ")
    assert "ещё не прислали приказы" not in result.stdout


def test_check_of_the_six_templates_of_a_classic_campaign_exits_0(tmp_path: Path) -> None:
    """Issue: `check` of a 6-dynasty turn (the timing is measured by the benchmark, not here)."""
    game = new_game(tmp_path / "classic", scenario="classic", seed=4)
    dynasties = list(Campaign(game).load_state(1).dynasties)
    assert len(dynasties) == 6
    for did in dynasties:
        save_template(game, did)
    result = run("check", "1", "--game", str(game))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1].startswith("проверено 6 файлов приказов: 0 ошибок, ")


def test_check_of_a_bad_file_exits_1_with_one_line_per_problem_and_the_summary_last(duel: Path) -> None:
    """CONTRACT `check`: "prints every problem, one a line, as `path:line: error|warning: message`; exit 0
    when there is no error, 1 when there is"."""
    save_template(duel, "tverskie")
    bad = duel / ORDERS / "moskovskie.yaml"
    bad.write_text(BAD_ORDERS, encoding="utf-8")
    result = run("check", "1")
    no_traceback(result)
    assert result.exit_code == 1, result.output
    problems = problem_lines(result.stdout)
    errors = {(m["path"], int(m["line"])) for m in problems if m["severity"] == "error"}
    path = f"{ORDERS}/moskovskie.yaml"
    assert errors == {(path, line_of(BAD_ORDERS, "vizit")), (path, line_of(BAD_ORDERS, "magic")),
                      (path, line_of(BAD_ORDERS, "nobody"))}
    assert any("'visit'" in m["message"] for m in problems)  # the hint
    lines = result.stdout.splitlines()
    total = re.fullmatch(r"проверено 2 файла приказов: 3 ошибки, (\d+) предупреждени(е|я|й)", lines[-1])
    assert total is not None and int(total.group(1)) == len(problems) - 3, lines[-1]
    assert len(lines) == len(problems) + 1
    assert result.stderr == ""


def test_check_summary_lists_the_missing_dynasties_after_the_total(duel: Path) -> None:
    save_template(duel, "tverskie")
    result = run("check", "turn-01")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[-2].startswith("проверен 1 файл приказов: 0 ошибок, ")
    assert lines[-1] == ("ещё не прислали приказы: Московские (moskovskie); без приказов ход пройдёт без действий, "
                         "с решениями по умолчанию")


def test_check_turn_names_are_all_accepted(duel: Path) -> None:
    """CONTRACT: "Turn names: `turn-07`, `turn-7` and `7` are the same turn on the command line"."""
    save_template(duel, "tverskie")
    outputs = {turn: run("check", turn) for turn in ("1", "01", "turn-1", "turn-01")}
    assert {r.exit_code for r in outputs.values()} == {0}
    assert len({r.stdout for r in outputs.values()}) == 1


def test_check_of_a_turn_without_a_state_is_a_one_line_error(duel: Path) -> None:
    line = one_line_error(run("check", "2"))
    assert "turn-02/state.yaml" in line


def test_check_outside_a_campaign_is_a_one_line_error(tmp_path: Path) -> None:
    line = one_line_error(run("check", "1", "--game", str(tmp_path)))
    assert "turns/game.yaml" in line and "нет кампании" in line


def test_check_named_file_checks_only_that_file(duel: Path) -> None:
    """CONTRACT: `dynasty check TURN [FILE...]` "checks the orders of TURN (all order files, or the files
    named)"."""
    good = save_template(duel, "tverskie")
    bad = duel / ORDERS / "moskovskie.yaml"
    bad.write_text(BAD_ORDERS, encoding="utf-8")
    result = run("check", "1", str(good.relative_to(duel)))
    assert result.exit_code == 0, result.output
    assert "moskovskie" not in result.stdout  # neither its problems nor "no orders yet"
    assert result.stdout.splitlines()[-1].startswith("проверен 1 файл приказов: 0 ошибок, ")
    result = run("check", "1", str(bad.relative_to(duel)))
    assert result.exit_code == 1
    assert {m["path"] for m in problem_lines(result.stdout)} == {f"{ORDERS}/moskovskie.yaml"}
    both = run("check", "1", str(good.relative_to(duel)), str(bad.relative_to(duel)))
    assert both.exit_code == 1
    assert both.stdout.splitlines()[-1].startswith("проверено 2 файла приказов: 3 ошибки, ")


def test_check_of_a_players_file_outside_the_orders_folder(duel: Path, tmp_path: Path) -> None:
    """CONTRACT: players "may run `dynasty check` on it themselves before sending it" — a file anywhere,
    under any name, is checked against the turn (only the orders folder ties a file name to a dynasty)."""
    template = run("template", "1", "moskovskie").stdout
    mine = tmp_path / "my orders for the GM.yaml"
    mine.write_text(template, encoding="utf-8")
    result = run("check", "1", str(mine))
    assert result.exit_code == 0, result.output
    mine.write_text(template.replace("turn: 1", "turn: 2"), encoding="utf-8")
    result = run("check", "1", str(mine))
    assert result.exit_code == 1
    [error] = [m for m in problem_lines(result.stdout) if m["severity"] == "error"]
    assert error["path"] == str(mine) and int(error["line"]) == line_of(template, "turn: 1")
    assert "turn: 2" in error["message"]


def test_check_file_whose_name_is_no_dynasty_is_an_error_naming_the_expected_names(duel: Path) -> None:
    """Issue "Intake that loses nothing": a file that matches no dynasty is an error that says which names are
    expected; its orders are still checked by their `dynasty:` line, and its dynasty still counts as missing."""
    template = run("template", "1", "tverskie").stdout
    (duel / ORDERS).mkdir(parents=True)
    (duel / ORDERS / "other.yaml").write_text(template, encoding="utf-8")
    result = run("check", "1")
    assert result.exit_code == 1
    [error] = [m for m in problem_lines(result.stdout) if m["severity"] == "error"]
    assert error["path"] == f"{ORDERS}/other.yaml" and error["line"] == "1"
    assert error["message"] == ("файл назван 'other', а так не зовут ни одну династию игры и ни одного игрока; может "
                                "быть, это приказы Тверских? Тогда назовите его tverskie.yaml; династии игры: "
                                "Тверские (tverskie), Московские (moskovskie)")  # its `dynasty:` line says whose
    assert "tverskie" in result.stdout.splitlines()[-1]  # still no orders from tverskie


def test_check_messages_follow_the_language_of_the_campaign(duel: Path) -> None:
    """CONTRACT Reports: "Languages: `ru` and `en`, chosen in `turns/game.yaml`" — and messages.py: the
    messages of `check`, in the game's language."""
    (duel / ORDERS).mkdir(parents=True)
    (duel / ORDERS / "moskovskie.yaml").write_text(BAD_ORDERS, encoding="utf-8")
    outputs = {}
    for language in ("en", "ru"):
        set_language(duel, language)
        result = run("check", "1")
        assert result.exit_code == 1
        outputs[language] = result.stdout
    assert outputs["en"] != outputs["ru"]
    en, ru = problem_lines(outputs["en"]), problem_lines(outputs["ru"])
    assert [(m["path"], m["line"], m["severity"]) for m in en] == [(m["path"], m["line"], m["severity"]) for m in ru]
    # the labels too speak the language of the campaign
    assert en and all(m["label"] in ("error", "warning") for m in en)
    assert ru and all(m["label"] in ("ошибка", "предупреждение") for m in ru)
    assert any("'vizit' is not an action" in m["message"] for m in en)
    assert any("'vizit' — нет такого действия" in m["message"] for m in ru)
    assert outputs["en"].splitlines()[-2].startswith("1 order file checked: 3 errors, ")
    assert outputs["en"].splitlines()[-1].startswith("no orders yet from: Тверские (tverskie); ")
    assert outputs["ru"].splitlines()[-1].startswith("ещё не прислали приказы: Тверские (tverskie); ")


def test_check_reads_a_pasted_forum_message(duel: Path) -> None:
    """Issue: a whole pasted forum message is read from its fenced block; lines point into the file."""
    template = run("template", "1", "moskovskie").stdout
    body = template.replace("actions:\n", "actions:\n  - study: {by: ivan, skill: magic}\n")
    text = f"Добрый вечер!\n\nМои приказы:\n\n```yaml\n{body}```\n\nС уважением, Иван\n"
    (duel / ORDERS).mkdir(parents=True)
    (duel / ORDERS / "moskovskie.yaml").write_text(text, encoding="utf-8")
    result = run("check", "1")
    assert result.exit_code == 1
    [error] = [m for m in problem_lines(result.stdout) if m["severity"] == "error"]
    assert int(error["line"]) == line_of(text, "skill: magic")


GARBAGE = {
    "not utf-8": b"\xff\xfe\x00\x01dynasty: moskovskie\n\x80\x81",
    "png header": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10",
    "empty": b"",
    "a list": b"- visit\n- study\n",
    "alias": b"dynasty: &d moskovskie\nturn: 1\nnames: {child-1: *d}\n",
    "too large": b"# " + b"x" * (1 << 20) + b"\n",
    "nul byte": b"dynasty: moskovskie\x00\nturn: 1\n",
    "control character": b"dynasty: moskovskie\nturn: 1\nnames: {child-1: \"Ivan\x07\"}\n",
}
@pytest.mark.parametrize("name", sorted(GARBAGE))
def test_check_of_a_garbage_file_is_one_error_never_a_traceback(name: str, duel: Path) -> None:
    """CONTRACT Commands: "never a Python traceback for bad input"; `check` "prints every problem, one a
    line" — each garbage file is one error line at its path, then the summary."""
    (duel / ORDERS).mkdir(parents=True)
    (duel / ORDERS / "moskovskie.yaml").write_bytes(GARBAGE[name])
    result = run("check", "1")
    no_traceback(result)
    assert result.exit_code == 1, result.output
    assert result.stderr == ""
    lines = result.stdout.splitlines()
    assert lines[1:] == ["проверен 1 файл приказов: 1 ошибка, 0 предупреждений",
                         "ещё не прислали приказы: Тверские (tverskie); без приказов ход пройдёт без действий, "
                         "с решениями по умолчанию"], result.stdout
    [problem] = problem_lines(result.stdout)
    assert problem["path"] == f"{ORDERS}/moskovskie.yaml" and problem["severity"] == "error"
    if name not in ("not utf-8", "png header", "too large"):  # a file that was read has lines to point at
        assert problem["line"] is not None, problem["string"]


@pytest.mark.parametrize("text, found", [
    (b"dynasty: [moskovskie\nturn: {1\n", [("1", "скобка «[» не закрыта"), ("2", "скобка «{» не закрыта")]),
    (b"dynasty: moskovskie\nturn: 1\nactions:\n\t- study: {by: ivan}\n",
     [("4", "отступ сделан табуляцией"), ("4", "в действии 1 ('study') не хватает поля 'skill'")]),
], ids=["brackets left open", "tab indent"])
def test_check_of_a_file_with_yaml_mistakes_tells_every_error_in_one_run(text: bytes, found: list[tuple[str, str]],
                                                                          duel: Path) -> None:
    """Issue "Errors a player understands": every error of a file that can be found in one run is found in one
    run — each YAML mistake at the line to correct, and what the file, read as mended, still gets wrong."""
    (duel / ORDERS).mkdir(parents=True)
    (duel / ORDERS / "moskovskie.yaml").write_bytes(text)
    result = run("check", "1")
    no_traceback(result)
    assert result.exit_code == 1
    errors = [(m["line"], m["message"]) for m in problem_lines(result.stdout) if m["severity"] == "error"]
    assert len(errors) == len(found), result.stdout
    for (line, message), (want_line, want) in zip(errors, found, strict=True):
        assert line == want_line and message.startswith(want), result.stdout


def test_check_of_a_folder_named_like_an_order_file_is_one_error(duel: Path) -> None:
    (duel / ORDERS / "moskovskie.yaml").mkdir(parents=True)
    result = run("check", "1")
    no_traceback(result)
    assert result.exit_code == 1
    assert f"{ORDERS}/moskovskie.yaml: ошибка: файл приказов не читается: это папка, а не файл" in result.stdout


@pytest.mark.parametrize("text", [
    "[moskovskie]: 1\n",
    "dynasty: moskovskie\nturn: !!int one\n",
    "[" * 600 + "]" * 600 + "\n",
    "<<: {bogus: 1}\ndynasty: moskovskie\nturn: 1\n",
], ids=["complex key", "explicit tag", "deep nesting", "merge key"])
def test_check_of_yaml_that_crashes_the_reader_is_one_error(text: str, duel: Path) -> None:
    (duel / ORDERS).mkdir(parents=True)
    (duel / ORDERS / "moskovskie.yaml").write_text(text, encoding="utf-8")
    result = run("check", "1")
    no_traceback(result)
    assert result.exit_code == 1
    assert any(m["severity"] == "error" for m in problem_lines(result.stdout))


@pytest.mark.skipif(not DYNASTY.exists(), reason="the dynasty script is not installed next to python")
def test_real_program_check_of_a_file_with_a_reused_anchor_writes_nothing_to_stderr(duel: Path) -> None:
    """CONTRACT Commands: "Errors go to stderr as one clear sentence" — and nothing else goes there (no
    Python warning about a reused anchor name)."""
    template = run("template", "1", "moskovskie").stdout
    text = template.replace("dynasty: moskovskie", "dynasty: &x moskovskie").replace("turn: 1", "turn: &x 1")
    (duel / ORDERS).mkdir(parents=True)
    (duel / ORDERS / "moskovskie.yaml").write_text(text, encoding="utf-8")
    proc = subprocess.run([str(DYNASTY), "check", "1"], cwd=duel, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stderr == ""


# -- template ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("did", ["tverskie", "moskovskie"])
def test_template_prints_the_template(did: str, duel: Path) -> None:
    """CONTRACT: `dynasty template TURN DYNASTY` "prints that dynasty's order template"."""
    result = run("template", "turn-01", did)
    assert result.exit_code == 0, result.output
    campaign = Campaign(duel)
    assert result.stdout == order_template(campaign.load_state(1), campaign.rules, did, campaign.settings.language)
    assert result.stdout.startswith("# yaml-language-server: $schema=")
    assert f"\ndynasty: {did}\nturn: 1\n" in result.stdout
    assert result.stderr == ""


def test_template_follows_the_language_of_the_campaign(duel: Path) -> None:
    ru = run("template", "1", "tverskie").stdout
    set_language(duel, "en")
    en = run("template", "1", "tverskie").stdout
    assert "Приказы" in ru and "Orders of" in en


def test_template_of_an_unknown_dynasty_is_a_one_line_error(duel: Path) -> None:
    result = run("template", "1", "nosuch")
    line = one_line_error(result)
    assert "'nosuch'" in line and "tverskie" in line and "moskovskie" in line
    assert result.stdout == ""


def test_template_of_a_turn_without_a_state_is_a_one_line_error(duel: Path) -> None:
    line = one_line_error(run("template", "5", "tverskie"))
    assert "turn-05/state.yaml" in line


# -- schema ----------------------------------------------------------------------------------------------

def test_schema_prints_the_json_schema_of_order_files(duel: Path) -> None:
    """CONTRACT: `dynasty schema` "prints the JSON Schema of order files (editors use it for completion)"."""
    result = run("schema")
    assert result.exit_code == 0, result.output
    schema = json.loads(result.stdout)
    assert schema["$schema"] == SCHEMA_DIALECT
    assert schema == order_schema(Campaign(duel).rules)
    assert "визит" in result.stdout  # Russian names are written as they are, not as \\u escapes


def test_schema_outside_a_campaign_uses_the_default_rules(tmp_path: Path) -> None:
    result = run("schema", "--game", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == order_schema(default_rules())




# -- issue 25: acceptances in the game master's check; risks in numbers ----------------------------------------


FORUM_ORDERS = Path("turns/turn-05/orders")
ACCEPT = "dynasty: belozerskie\nturn: 5\nactions:\n  - accept_marriage: {by: vseslav, target: milava}\n"


@pytest.fixture
def forum(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The forum world (tests/forum_world.py) at turn 5, Russian: the Belozerskie (reputation 80), the
    Ustyuzhskie (Milava, 20), the Tverskie."""
    from tests.forum_world import forum_campaign

    root = forum_campaign(tmp_path / "game")
    (root / FORUM_ORDERS).mkdir(parents=True)
    monkeypatch.chdir(root)
    return root


def test_act_accept_marriage_gm_check_warns_only_when_no_house_has_proposed(forum: Path) -> None:
    """ACT-accept_marriage: it "accepts a proposal of the previous turn, or matches an identical proposal
    ordered by the other side this turn". The GM's check of the whole turn reads every file: it warns when
    neither stands, and is silent when the Ustyuzhskie's orders propose; a check of the one file (as a player's)
    keeps its warning, whatever the other house sent."""
    (forum / FORUM_ORDERS / "belozerskie.yaml").write_text(ACCEPT, encoding="utf-8")
    alone = run("check", "5")
    assert "Милава (milava) не сваталась ко Всеславу (vseslav) ни в прошлом ходу, ни в приказах Устюжских " \
           "(ustyuzhskie) на ход 5: согласию нечего принять (ACT-12)" in alone.stdout  # ACT-accept_marriage, shown in
    # Russian as its code
    (forum / FORUM_ORDERS / "ustyuzhskie.yaml").write_text(
        "dynasty: ustyuzhskie\nturn: 5\nactions:\n  - propose_marriage: {by: milava, target: vseslav}\n",
        encoding="utf-8")
    both = run("check", "5")
    assert both.exit_code == 0 and "ACT-12" not in both.stdout and "согласию нечего принять" not in both.stdout, \
        both.stdout
    one_file = run("check", "5", str(FORUM_ORDERS / "belozerskie.yaml"))
    assert "Милава (milava) не сваталась ко Всеславу (vseslav) в прошлом ходу" in one_file.stdout


UNLAWFUL = "dynasty: belozerskie\nturn: 5\ndecisions:\n  heir: vseslav\n"
SUCC_4_FALL = ("Всеслав (vseslav) — не законный наследник: такое наследование будет стоить 80 репутации (80 и "
               "половина того, что останется; SUCC-4); репутация 80: это может довести её до 0, и ваша династия "
               "выбудет из игры (DYN-2)")


def test_dyn_2_succ_4_check_and_take_give_the_loss_and_that_it_would_end_the_house(forum: Path) -> None:
    """SUCC-4: "80 reputation plus half (rounded up) of what remains; if reputation is not enough, the dynasty
    loses at once" — at 80, the loss is 80; DYN-2: reputation ≤ 0 → the dynasty loses. Told by `check` and by
    the reply of `take`, and, with the reputation above the penalty, the figure of the loss alone."""
    (forum / FORUM_ORDERS / "belozerskie.yaml").write_text(UNLAWFUL, encoding="utf-8")
    checked = run("check", "5")
    assert SUCC_4_FALL in checked.stdout, checked.stdout
    (forum / "post.txt").write_text(f"[code]\n{UNLAWFUL}[/code]\n", encoding="utf-8")
    taken = run("take", "5", "post.txt", "--player", "Ратиборыч")
    assert SUCC_4_FALL in taken.stdout, taken.stdout
    state = forum / "turns" / "turn-05" / "state.yaml"
    state.write_text(state.read_text(encoding="utf-8").replace("reputation: 80", "reputation: 120", 1),
                     encoding="utf-8")
    richer = run("check", "5")
    assert "такое наследование будет стоить 100 репутации (80 и половина того, что останется; SUCC-4)" \
        in richer.stdout
    assert "DYN-2" not in richer.stdout
