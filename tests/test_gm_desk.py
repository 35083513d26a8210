"""The game master's desk, through the command line (the issue "safe resolves, dice players can trust, posts ready
for the forum"):

1. `resolve` asks on a terminal before the dynasties without orders play the defaults (`--yes` does not ask; a
   pipe is not asked), and `--force` keeps what it replaces in `turns/archive/`, as `rollback` does;
2. a dice file is checked whole (every mistake in one run, with "did you mean" for keys), and every report that
   shows a die says when the GM chose it — the chronicle too;
3. commands speak the game's language, or `--lang` / `DYNASTY_LANG`;
4. `status` tells the truth: decisions pending only when no order file answers them, a fallen house without army
   or AP, each house's order file (none, errors, warnings, fine) and its missed turns;
5. reports split into forum posts (`--max-chars`), each headed "Часть 1 из 3", cut between sections and never
   inside a table or code block, which put together are the report; `reports/turn-NN/posts/` holds what each
   player gets; `report --write --format bbcode` writes `.bbcode` files.

The terminal's question is asked once through a real pseudo-terminal, and otherwise through its injected
equivalent (`dynasty.commands.cli._on_terminal`, `_agrees`)."""

from __future__ import annotations

import os
import pty
import re
import select
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands import cli
from dynasty.reports.posts import header, split_posts, too_long
from dynasty.reports.write import forum_posts
from dynasty.store.transaction import holds_lock
from dynasty.store.yaml_io import load_yaml
from dynasty.text.forum import PROFILES, Profile, for_forum
from tests.conftest import REPO, SCENARIOS

DYNASTY = Path(sys.executable).with_name("dynasty")


def run(*args: str, env: dict[str, str] | None = None, input: str | None = None) -> Result:
    return CliRunner().invoke(cli.app, list(args), env=env, input=input)


def snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The duel campaign (seed 5) as new-game leaves it: copied by each test that changes it."""
    game = tmp_path_factory.mktemp("duel") / "game"
    result = run("new-game", str(SCENARIOS / "duel.yaml"), "--seed", "5", "--game", str(game))
    assert result.exit_code == 0, result.output
    return game


@pytest.fixture
def duel(started: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(started, tmp_path / "game"))


def save_orders(game: Path, dynasty: str, text: str, turn: int = 1) -> Path:
    folder = game / "turns" / f"turn-{turn:02d}" / "orders"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{dynasty}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


TVER = "dynasty: tverskie\nturn: 1\n"


@pytest.fixture
def on_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the command sees when a person answers at the keyboard."""
    monkeypatch.setattr(cli, "_on_terminal", lambda: True)


# -- 1. resolve asks before it plays the defaults -----------------------------------------------------------------

def in_a_terminal(args: list[str], answer: str, cwd: Path) -> tuple[int, str]:
    """Run `dynasty ARGS` in a pseudo-terminal; type `answer` once it asks ("... [д/Н] "). Its exit code and what
    the terminal showed."""
    master, slave = pty.openpty()
    process = subprocess.Popen([str(DYNASTY), *args], stdin=slave, stdout=slave, stderr=slave, cwd=cwd,
                               close_fds=True)
    os.close(slave)
    shown, answered = b"", False
    try:
        while True:
            ready, _, _ = select.select([master], [], [], 60)
            if not ready:
                break
            try:
                data = os.read(master, 4096)
            except OSError:  # the command ended: the terminal is closed
                break
            if not data:
                break
            shown += data
            if not answered and shown.rstrip().endswith(b"]"):
                os.write(master, answer.encode())
                answered = True
    finally:
        os.close(master)
        code = process.wait(timeout=60)
    return code, shown.decode("utf-8", "replace").replace("\r\n", "\n")


@pytest.mark.skipif(not DYNASTY.exists(), reason="the dynasty script is not installed next to python")
def test_on_a_real_terminal_resolve_lists_who_sent_nothing_and_asks_first(duel: Path) -> None:
    """The issue: "On a terminal, `resolve` with dynasties missing lists them and asks" — a no writes nothing, a
    yes resolves."""
    save_orders(duel, "tverskie", TVER)
    before = snapshot(duel)
    code, shown = in_a_terminal(["resolve", "1"], "н\n", duel)
    assert code == 1, shown
    assert "Не прислала приказов 1 династия: Московские (moskovskie)." in shown
    assert "Обработать ход 1 и сыграть за неё по умолчанию? [д/Н] " in shown
    assert "Ход 1 не обработан." in shown and "'dynasty resolve 1 --yes'" in shown
    assert snapshot(duel) == before
    code, shown = in_a_terminal(["resolve", "1"], "да\n", duel)
    assert code == 0, shown
    assert "Ход 1 обработан; теперь ход 2" in shown
    assert (duel / "turns" / "turn-02" / "state.yaml").is_file()


@pytest.mark.parametrize("answer", ["д\n", "Да\n", "y\n", "YES\n"])
def test_a_yes_in_either_language_resolves(answer: str, duel: Path, on_terminal: None) -> None:
    result = run("resolve", "1", "--game", str(duel), input=answer)
    assert result.exit_code == 0, result.output
    assert "Обработать ход 1 и сыграть за них по умолчанию? [д/Н]" in result.stderr
    assert "2 династии не прислали приказов и сыграли по умолчанию" in result.stdout


@pytest.mark.parametrize("answer", ["\n", "н\n", "нет\n", "n\n", "", "whatever\n"])
def test_anything_but_yes_is_no_and_writes_nothing(answer: str, duel: Path, on_terminal: None) -> None:
    """Enter, a no, the end of input (Ctrl-D): the turn is not resolved, exit 1, and the GM is told how to go on."""
    before = snapshot(duel)
    result = run("resolve", "1", "--game", str(duel), input=answer)
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.splitlines()[-1].endswith(  # after the question: a terminal would echo the answer
        "Ход 1 не обработан. Приказы из сообщений игроков принимает 'dynasty take 1'; обработать ход без "
        "недостающих приказов, не спрашивая, — 'dynasty resolve 1 --yes'.")
    assert snapshot(duel) == before


@pytest.mark.parametrize("yes", ["--yes", "-y"])
def test_yes_skips_the_question(yes: str, duel: Path, on_terminal: None) -> None:
    result = run("resolve", "1", yes, "--game", str(duel), input="")
    assert result.exit_code == 0, result.output
    assert "[д/Н]" not in result.stderr and "Ход 1 обработан" in result.stdout


def test_without_a_terminal_resolve_asks_nothing_as_before(duel: Path) -> None:
    """The issue: "without a terminal it behaves as today" — a script's resolve plays the defaults and says so
    (when no more than half of the players' houses are silent: more is refused, issue 29)."""
    save_orders(duel, "tverskie", TVER)
    result = run("resolve", "1", "--game", str(duel), input="н\n")
    assert result.exit_code == 0, result.output
    assert result.stderr == "" and "1 династия не прислала приказов" in result.stdout


def test_nothing_is_asked_when_every_dynasty_sent_orders(duel: Path, on_terminal: None) -> None:
    save_orders(duel, "tverskie", TVER)
    save_orders(duel, "moskovskie", "dynasty: moskovskie\nturn: 1\n")
    result = run("resolve", "1", "--game", str(duel), input="")
    assert result.exit_code == 0, result.output
    assert "[д/Н]" not in result.stderr


def test_a_turn_resolve_would_refuse_is_refused_before_the_question(duel: Path, on_terminal: None) -> None:
    """Orders with errors: nothing to ask — the GM learns at once that the turn cannot be resolved."""
    save_orders(duel, "tverskie", TVER + "actions:\n  - fly: {by: mikhail}\n")
    result = run("resolve", "1", "--game", str(duel), input="д\n")
    assert result.exit_code == 1
    assert "[д/Н]" not in result.stderr and "'dynasty check 1'" in result.stderr


def test_the_question_is_asked_before_the_lock_is_taken(duel: Path, monkeypatch: pytest.MonkeyPatch,
                                                         on_terminal: None) -> None:
    """The brief: "a terminal question must be asked BEFORE the lock is taken (so readers do not wait on the
    prompt)" — while the GM reads the question, the game folder is not locked."""
    seen: list[bool] = []

    def agrees(question: str) -> bool:
        seen.append(holds_lock(duel, exclusive=False))
        return True

    monkeypatch.setattr(cli, "_agrees", agrees)
    assert run("resolve", "1", "--game", str(duel)).exit_code == 0
    assert seen == [False]


def test_orders_taken_away_while_the_gm_answers_stop_the_resolution(duel: Path, monkeypatch: pytest.MonkeyPatch,
                                                                     on_terminal: None) -> None:
    """The GM agreed to defaults for the houses the question named, not for another whose file went meanwhile."""
    orders = save_orders(duel, "tverskie", TVER)

    def agrees(question: str) -> bool:
        orders.unlink()
        return True

    monkeypatch.setattr(cli, "_agrees", agrees)
    before = {k: v for k, v in snapshot(duel).items() if not k.endswith("orders/tverskie.yaml")}
    result = run("resolve", "1", "--game", str(duel))
    assert result.exit_code == 1
    assert result.stderr.splitlines()[-1] == (
        "ошибка: пока вы отвечали, из папки приказов пропали файлы этих династий: Тверские (tverskie); ход 1 не "
        "обработан — запустите 'dynasty resolve 1' снова")
    assert snapshot(duel) == before


def test_orders_that_arrive_while_the_gm_answers_are_played(duel: Path, monkeypatch: pytest.MonkeyPatch,
                                                            on_terminal: None) -> None:
    def agrees(question: str) -> bool:
        save_orders(duel, "tverskie", TVER)
        return True

    monkeypatch.setattr(cli, "_agrees", agrees)
    result = run("resolve", "1", "--game", str(duel))
    assert result.exit_code == 0, result.output
    assert "1 династия не прислала приказов и сыграла по умолчанию: Московские (moskovskie)" in result.stdout


def test_force_keeps_what_it_replaces_in_the_archive_as_rollback_does(duel: Path) -> None:
    """The issue: "`--force` moves what it replaces into `turns/archive/` as `rollback` does" — turn 2's state,
    its reports, the orders already saved for it, and turn 1's log."""
    assert run("resolve", "1", "--yes", "--game", str(duel)).exit_code == 0
    save_orders(duel, "tverskie", "dynasty: tverskie\nturn: 2\n", turn=2)
    replaced = {k: v for k, v in snapshot(duel).items()
                if k.startswith(("turns/turn-02/", "reports/turn-02/")) or k == "turns/turn-01/log.yaml"}
    result = run("resolve", "1", "--yes", "--force", "--game", str(duel))
    assert result.exit_code == 0, result.output
    assert ("Заменённые файлы перенесены в архив turns/archive/resolve-force-001: turns/turn-02, reports/turn-02, "
            "turns/turn-01/log.yaml") in result.stdout.replace(str(duel) + "/", "")
    kept = duel / "turns" / "archive" / "resolve-force-001"
    assert {k: (kept / k).read_bytes() for k in replaced} == replaced
    assert not (duel / "turns" / "turn-02" / "orders").exists()  # turn 2's orders went with the turn they were for
    assert run("resolve", "1", "--yes", "--force", "--game", str(duel)).exit_code == 0
    assert (duel / "turns" / "archive" / "resolve-force-002" / "turns" / "turn-02" / "state.yaml").is_file()


# -- 2. dice players can trust --------------------------------------------------------------------------------------

def test_every_mistake_of_a_dice_file_is_told_in_one_run_with_did_you_mean(duel: Path) -> None:
    """The issue: "A dice file is checked whole: every error in one run, with 'did you mean' for keys" — a die the
    turn did not roll is only a warning (issue 25), told with the errors."""
    (duel / "turns" / "turn-01" / "dice.yaml").write_text(
        "t02/province/tver/event: 13\n"          # out of range
        "t01/province/kashin/event: 3\n"         # turn 1's events were rolled by new-game: t02 is meant
        "t02/province/mikulin/event: [1, 2]\n"   # one die, two values
        "T02/Province/Moskva/Event: 4\n"         # not a key: capitals
        "t02/province/kolomna/event: nine\n"     # not a number
        "t02/province/mozhaisk/event: 5\n",      # a typo of mozhaysk
        encoding="utf-8")
    before = snapshot(duel)
    result = run("resolve", "1", "--yes", "--game", str(duel))
    assert result.exit_code == 1 and result.stdout == ""
    assert relative_lines(result, duel) == [
        "turns/turn-01/dice.yaml:1: ошибка: бросок 't02/province/tver/event' — это 1к12; значение 13 не от 1 до 12",
        "turns/turn-01/dice.yaml:2: предупреждение: не использован: бросок 't01/province/kashin/event' задан, но в "
        "этом ходе такого броска не было; может быть, 't02/province/kashin/event'?",
        "turns/turn-01/dice.yaml:3: ошибка: бросок 't02/province/mikulin/event' — это 1к12 (1 кубик), а задано 2 "
        "значения",
        "turns/turn-01/dice.yaml:4: ошибка: 'T02/Province/Moskva/Event' — не ключ броска вида "
        "'t07/province/anjou/event'; может быть, 't02/province/moskva/event'?",
        "turns/turn-01/dice.yaml:5: ошибка: бросок 't02/province/kolomna/event': 'nine' — не целое число и не список "
        "целых чисел",
        "turns/turn-01/dice.yaml:6: предупреждение: не использован: бросок 't02/province/mozhaisk/event' задан, но в "
        "этом ходе такого броска не было; может быть, 't02/province/mozhaysk/event'?",
    ]
    assert snapshot(duel) == before


def relative_lines(result: Result, root: Path) -> list[str]:
    return [line.replace(str(root) + "/", "") for line in result.stderr.splitlines()]


@pytest.fixture
def chosen(duel: Path) -> Path:
    """Turn 1 resolved with two dice the GM chose: the famine of Tver (12 — disease) and the birth roll of Mikhail
    and Kseniya (all sixes: a child, MAR-3), a public outcome."""
    dice = "t02/province/tver/event: 12\nt02/birth/mikhail+kseniya: [6, 6, 6]\n"
    (duel / "turns" / "turn-01" / "dice.yaml").write_text(dice, encoding="utf-8")
    result = run("resolve", "1", "--yes", "--game", str(duel))
    assert result.exit_code == 0, result.output
    return duel


def report(game: Path, name: str) -> str:
    return (game / "reports" / "turn-02" / name).read_text(encoding="utf-8")


def test_the_log_marks_the_dice_the_gm_chose(chosen: Path) -> None:
    log = load_yaml(chosen / "turns" / "turn-01" / "log.yaml").data
    marked = {d["key"] for d in log["dice"] if d.get("chosen")}
    assert marked == {"t02/province/tver/event", "t02/birth/mikhail+kseniya"}


def test_a_house_s_own_report_marks_its_dice_the_gm_chose(chosen: Path) -> None:
    """The issue: "Every report that shows a die says when the GM chose it" — the house's dice lines and its
    provinces' events; a seeded die is not marked."""
    own = report(chosen, "tverskie.md")
    assert "(🎲 1к12 = 12, задан мастером)." in own
    assert ("выпало 6, 6, 6 — ни одной единицы, а любая единица оставила бы их без ребёнка (MAR-3; 🎲 3к6 = 6, 6, 6, "
            "задан мастером).") in own
    assert "- `t02/province/tver/event` 1к12 = 12 (задан мастером) — " in own  # the appendix «Кубики хода»
    assert "- `t02/birth/mikhail+kseniya` 3к6 = 6, 6, 6 (задан мастером) — " in own
    assert "| Тверь | `tver` |" in own and "(🎲 12, задан мастером)" in own
    assert re.search(r"- `t02/province/kashin/event` 1к12 = \d+ — ", own)  # the seed's
    bb = report(chosen, "tverskie.bbcode") if (chosen / "reports/turn-02/tverskie.bbcode").exists() else None
    assert bb is None  # the BBCode files are written on demand (report --write --format bbcode)
    post = (chosen / "reports/turn-02/posts/tverskie/1-report.bbcode").read_text(encoding="utf-8")
    assert "[*]t02/province/tver/event 1к12 = 12 (задан мастером) — " in post
    data = (chosen / "reports/turn-02/tverskie.json").read_text(encoding="utf-8")
    assert '"key": "t02/province/tver/event"' in data and '"chosen": true' in data


def test_the_chronicle_and_the_other_house_see_which_public_outcome_a_gm_die_decided(chosen: Path) -> None:
    """The issue: "(the chronicle and private reports included), so that players see which dice were not the
    seed's" — the chronicle counts the GM's dice and marks the birth his die decided, without the dice."""
    public = report(chosen, "public.md")
    assert "Значения 2 кубиков этого хода задал мастер, остальные бросила программа по зерну кампании" in public
    [birth] = [line for line in public.splitlines() if "Михаила и Ксении" in line or "у Михаила" in line]
    assert birth.endswith("(🎲 кубик задан мастером)") and "t02/" not in public
    other = report(chosen, "moskovskie.md")
    [seen] = [line for line in other.splitlines() if line.startswith("- ") and "Михаил" in line and "родил" in line]
    assert seen.endswith("(🎲 кубик задан мастером)")
    assert "t02/birth/mikhail+kseniya" not in other and "t02/province/tver" not in other  # INFO-5: not his dice


def test_the_gm_s_dice_table_marks_his_dice_and_gives_each_check_s_formula(chosen: Path) -> None:
    """gm.md's table: every die, the chosen ones marked, each purpose from dice.ftl in words."""
    gm = report(chosen, "gm.md")
    assert "| `t02/province/tver/event` | 1к12 | 12 (задан мастером) | Событие в Твери: 1к12 по таблице событий " \
           "(PROV-3) |" in gm
    assert re.search(r"\| `t02/province/kashin/event` \| 1к12 \| \d+ \| Событие в Кашине", gm)


def test_the_dice_of_gm_md_in_a_spy_check_give_the_target_s_loyalty(duel: Path) -> None:
    """The issue's verified part: "gm.md's dice table shows each check's whole formula (the target's loyalty in
    a spy check)": Kseniya spies on a grown member of the other house who is not Honest (an Honest one fails
    with no die, ACT-spy)."""
    state = load_yaml(duel / "turns" / "turn-01" / "state.yaml").data
    target = next(cid for cid, c in state["characters"].items()
                  if c["dynasty"] == "moskovskie" and cid != "ivan" and c["age"] >= 15 and "honest" not in c["traits"])
    save_orders(duel, "tverskie", TVER + f"actions:\n  - spy: {{by: kseniya, target: {target}}}\n")
    result = run("resolve", "1", "--yes", "--game", str(duel))
    assert result.exit_code == 0, result.output
    formulas = [line for line in report(duel, "gm.md").splitlines()
                if line.startswith("| `t") and "/spy-" in line and "/check`" in line]
    assert formulas, "the spy check's die is in the table"
    assert all("лояльность" in line.lower() for line in formulas), formulas


# -- 3. the GM's language -------------------------------------------------------------------------------------------

def test_check_speaks_lang_and_dynasty_lang_over_the_game_s_language(duel: Path) -> None:
    """The brief: "`dynasty check`'s summary lines should follow --lang too" — the problems as well."""
    save_orders(duel, "tverskie", TVER + "actions:\n  - fly: {by: mikhail}\n")
    russian = run("check", "1", "--game", str(duel))
    assert "проверен 1 файл приказов: 1 ошибка, 0 предупреждений" in russian.stdout
    assert "ещё не прислали приказы: Московские (moskovskie)" in russian.stdout
    for english in (run("check", "1", "--game", str(duel), "--lang", "en"),
                    run("check", "1", "--game", str(duel), env={"DYNASTY_LANG": "en"})):
        assert english.exit_code == 1
        assert "'fly' is not an action" in english.stdout
        assert "1 order file checked: 1 error, 0 warnings" in english.stdout
        assert "no orders yet from: Московские (moskovskie)" in english.stdout


def test_resolve_asks_status_and_summaries_in_lang(duel: Path, on_terminal: None) -> None:
    result = run("resolve", "1", "--game", str(duel), "--lang", "en", input="n\n")
    assert "2 dynasties sent no orders: Тверские (tverskie), Московские (moskovskie)." in result.stderr
    assert "Resolve turn 1 and play the defaults for them? [y/N]" in result.stderr
    assert "Turn 1 was not resolved." in result.stderr
    status = run("status", "--game", str(duel), env={"DYNASTY_LANG": "en"}).stdout
    assert "1 province waits for a decision: Можайск (mozhaysk, Московские)" in status


# -- 4. status tells the truth --------------------------------------------------------------------------------------

def status_row(output: str, did: str) -> str:
    [row] = [line for line in output.splitlines() if line.startswith(did + " ")]
    return row


def test_status_counts_a_decision_pending_only_while_no_order_file_answers_it(duel: Path) -> None:
    """The issue: "decisions pending only when no order file answers them" — Mozhaysk's famine (PROV-3)."""
    out = run("status", "--game", str(duel)).stdout
    assert ("Решения ждёт 1 провинция: Можайск (mozhaysk, Московские); без ответа в приказах будет принято решение "
            "по умолчанию.") in out
    save_orders(duel, "moskovskie", "dynasty: moskovskie\nturn: 1\ndecisions:\n  famine: {mozhaysk: refuse}\n")
    out = run("status", "--game", str(duel)).stdout
    assert "Решений не ждёт ни одна провинция." in out


def test_status_shows_each_order_file_s_state_none_errors_warnings_fine(duel: Path) -> None:
    out = run("status", "--game", str(duel)).stdout
    assert re.search(r"  нет\s+0$", status_row(out, "tverskie"))
    save_orders(duel, "tverskie", TVER + "actions:\n  - fly: {by: mikhail}\n  - visit: {by: nobody, target: x}\n")
    save_orders(duel, "moskovskie", "dynasty: moskovskie\nturn: 1\ndecisions:\n  famine: {mozhaysk: pay}\n")
    out = run("status", "--game", str(duel)).stdout
    assert re.search(r"  3 ошибки\s+0$", status_row(out, "tverskie"))
    assert re.search(r"  1 предупреждение\s+0$", status_row(out, "moskovskie"))  # all AP left (DYN-6)
    assert "Приказы прислали 2 из 2 династий; с ошибками 1 файл (см. 'dynasty check 1')." in out
    check = run("check", "1", "--game", str(duel))
    assert check.exit_code == 1 and "2 файла приказов: 3 ошибки, 1 предупреждение" in check.stdout
    save_orders(duel, "moskovskie", "dynasty: moskovskie\nturn: 1\ndecisions:\n  famine: {mozhaysk: refuse}\n"
                "actions:\n  - find_spouse: {by: elena-moskovskie}\n  - find_spouse: {by: fyodor-moskovskie}\n"
                "  - pilgrimage: {by: ivan}\n")  # 5 + 5 + 3 = 13 AP
    out = run("status", "--game", str(duel)).stdout
    assert re.search(r"  в порядке\s+0$", status_row(out, "moskovskie"))


def test_status_counts_missed_turns(duel: Path) -> None:
    save_orders(duel, "tverskie", TVER)
    assert run("resolve", "1", "--yes", "--game", str(duel)).exit_code == 0
    out = run("status", "--game", str(duel)).stdout
    assert re.search(r"  нет\s+0$", status_row(out, "tverskie"))  # it sent orders for turn 1
    assert re.search(r"  нет\s+1$", status_row(out, "moskovskie"))


def test_status_shows_a_fallen_house_without_army_ap_or_orders(tmp_path: Path) -> None:
    """The example campaign: the Vseslavichi fell (DEFEAT-4); status shows no army, AP, orders or missed turns."""
    shutil.copytree(REPO / "turns", tmp_path / "turns", ignore=shutil.ignore_patterns("README.md"))
    latest = max(int(p.name[5:]) for p in (tmp_path / "turns").glob("turn-*"))
    state = load_yaml(tmp_path / "turns" / f"turn-{latest:02d}" / "state.yaml").data
    fallen = [did for did, d in state["dynasties"].items() if not d["alive"]]
    assert fallen, "the example campaign has a fallen house"
    out = run("status", "--game", str(tmp_path)).stdout
    for did in fallen:
        cells = status_row(out, did).split()
        at = cells.index("выбыла")
        assert cells[at + 3:at + 5] == ["—", "—"]  # army, AP (after reputation and provinces)
        assert cells[-2:] == ["—", "—"]  # orders, missed turns


# -- 5. posts for the forum -----------------------------------------------------------------------------------------

def whole(posts: list[str], fmt: str, language: str = "ru") -> str:
    """The posts put together without their headings."""
    if len(posts) == 1:
        return posts[0]
    heads = [header(n, len(posts), fmt, language) for n in range(1, len(posts) + 1)]  # type: ignore[arg-type]
    assert all(post.startswith(head) for post, head in zip(posts, heads, strict=True))
    return "".join(post[len(head):] for post, head in zip(posts, heads, strict=True))


def stock_phpbb(fmt: str, limit: int) -> Profile:
    """The duel's forum (`forum: phpbb`, as new-game writes it: no tables) in the markup and under the limit that
    the command line names."""
    return replace(PROFILES["phpbb"], format="md" if fmt == "md" else "bbcode", max_chars=limit)


def md_blocks_whole(chunk: str) -> bool:
    """No code block left open, and no table that goes on past the end (the chunk ends outside one)."""
    fences = sum(1 for line in chunk.splitlines() if line.lstrip().startswith("```"))
    return fences % 2 == 0


def bb_blocks_whole(chunk: str) -> bool:
    inside = re.sub(r"\[code(=[^\]]*)?\].*?\[/code\]", "", chunk, flags=re.DOTALL | re.IGNORECASE)
    if re.search(r"\[/?code", inside, re.IGNORECASE):
        return False
    return all(inside.lower().count(f"[{tag}") == inside.lower().count(f"[/{tag}]") for tag in ("list", "table"))


@pytest.mark.parametrize("fmt", ["md", "bbcode"])
@pytest.mark.parametrize("reader", ["tverskie", "gm", None])
def test_report_max_chars_splits_into_headed_posts_that_reassemble_to_the_report(fmt: str, reader: str | None,
                                                                                  started: Path) -> None:
    """The issue: "split a report into posts under a forum's message limit (`--max-chars`), each headed 'часть 1
    из 3', cut between sections, never inside a table or code block" and "the split posts reassemble to the whole
    report"."""
    args = ["report", "1", "--format", fmt, "--game", str(started), *(["--dynasty", reader] if reader else [])]
    full = run(*args).stdout
    for limit in (4000, 9000, 25000):
        result = run(*args, "--max-chars", str(limit))
        assert result.exit_code == 0, result.output
        forum = stock_phpbb(fmt, limit)
        posts = forum_posts(full, forum, "ru")
        assert result.stdout == "\n".join(posts)
        assert whole(posts, fmt) == for_forum(full, forum, "ru")  # issue 27: the report as stock phpBB shows it
        if len(full) > limit:
            assert len(posts) > 1
            assert posts[0].startswith("**Часть 1 из " if fmt == "md" else "[b]Часть 1 из ")
        long = too_long(posts, limit)
        assert result.stderr == "".join(
            f"часть {n} из {len(posts)} длиннее {limit} знаков: в ней таблица, список или блок кода, которые нельзя "
            "разрезать; увеличьте --max-chars или разделите её вручную\n" for n in long)
        heads = [header(n, len(posts), fmt, "ru") for n in range(1, len(posts) + 1)]  # type: ignore[arg-type]
        for post, head in zip(posts, heads, strict=True) if len(posts) > 1 else []:
            chunk = post[len(head):]
            assert (md_blocks_whole if fmt == "md" else bb_blocks_whole)(chunk), chunk[:200]
            if fmt == "md":
                assert not chunk.startswith("|") and not chunk.startswith(" ")  # not inside a table or an item


def test_a_report_under_the_limit_is_one_post_without_a_heading(started: Path) -> None:
    full = for_forum(run("report", "1", "--game", str(started)).stdout, stock_phpbb("md", 60000), "ru")
    assert run("report", "1", "--max-chars", "60000", "--game", str(started)).stdout == full


@pytest.mark.parametrize("limit", [9000, 12000, 15000])
def test_posts_are_as_few_as_the_limit_allows_and_cut_before_sections(limit: int, started: Path) -> None:
    """"cut between sections": each post after the first begins with a heading (its section's intro and its code
    block stay together), and there are no more posts than cutting anywhere between blocks would give."""
    full = run("report", "1", "--dynasty", "tverskie", "--game", str(started)).stdout
    posts = split_posts(full, "md", limit, "ru")
    assert len(posts) == -(-len(full) // limit) or len(posts) == -(-len(full) // limit) + 1
    for post in posts[1:]:
        first = post.split("\n\n", 1)[1]
        assert first.startswith("## "), first[:80]


def test_resolve_writes_each_player_s_posts_under_his_forum_name(duel: Path) -> None:
    """The issue: "A `reports/turn-NN/posts/` folder holds, per player, exactly what to paste: private report parts
    and the order template, with the player's forum name" — in the forum's format and limit (turns/game.yaml)."""
    settings = duel / "turns" / "game.yaml"
    text = settings.read_text(encoding="utf-8")
    text = text.replace("tverskie: {player: null", "tverskie: {player: Ратиборыч")
    text = text.replace("forum: phpbb", "forum: {software: phpbb, max_chars: 9000}")
    settings.write_text(text, encoding="utf-8")
    result = run("resolve", "1", "--yes", "--game", str(duel))
    assert result.exit_code == 0, result.output
    posts = duel / "reports" / "turn-02" / "posts"
    mine = posts / "Ратиборыч (tverskie)"
    files = sorted(p.name for p in mine.iterdir())
    reports = [f for f in files if f.endswith("-report.bbcode")]
    orders = f"{len(reports) + 1}-orders.bbcode"
    # beside his posts, what his own check of his orders reads (issue 27)
    # and his genealogy and his family tree's picture, to attach (issue 28)
    assert len(reports) > 1 and files == [*reports, orders, "public.json", "tverskie.ged", "tverskie.json",
                                          "tverskie.png"]
    parts = [(mine / f).read_text(encoding="utf-8") for f in sorted(reports, key=lambda f: int(f.split("-")[0]))]
    # the report's posts leave out its order template, which is a post of its own (issue 27; tests/test_desk.py)
    rendered = run("report", "2", "--dynasty", "tverskie", "--format", "bbcode", "--game", str(duel)).stdout
    assert "[b]Шаблон приказов[/b]" in rendered and not any("[b]Шаблон приказов[/b]" in p for p in parts)
    assert parts[0].split("\n", 3)[2] == rendered.split("\n", 1)[0]  # after «Часть 1 из N», the report's title
    assert all(len(p) <= 9000 for p in parts)
    template = (duel / "reports" / "turn-02" / "tverskie.orders.yaml").read_text(encoding="utf-8")
    assert (mine / orders).read_text(encoding="utf-8") == f"[code]{template}[/code]\n"
    for name in ("tverskie.json", "public.json"):
        assert (mine / name).read_bytes() == (duel / "reports" / "turn-02" / name).read_bytes()
    assert (posts / "moskovskie").is_dir()  # no forum name yet: the id alone
    chronicle = sorted(p.name for p in posts.iterdir() if p.is_file())
    assert chronicle[0] == "1-chronicle.bbcode"


def test_report_write_format_bbcode_writes_bbcode_files(duel: Path) -> None:
    """The issue: "`report 4 --write --format bbcode` writes `.md` files" — now `.bbcode` ones."""
    before = snapshot(duel)
    result = run("report", "1", "--write", "--format", "bbcode", "--game", str(duel))
    assert result.exit_code == 0, result.output
    after = snapshot(duel)
    written = {k for k in after if after[k] != before.get(k)}
    assert {"reports/turn-01/tverskie.bbcode", "reports/turn-01/moskovskie.bbcode", "reports/turn-01/public.bbcode",
            "reports/turn-01/gm.bbcode"} <= written
    assert not any(k.endswith(".md") and k.startswith("reports/turn-01/") and "/posts/" not in k for k in written)
    shown = run("report", "1", "--dynasty", "tverskie", "--format", "bbcode", "--game", str(duel)).stdout
    assert after["reports/turn-01/tverskie.bbcode"].decode() == shown
    assert after["reports/turn-01/tverskie.md"] == before["reports/turn-01/tverskie.md"]


def test_report_write_in_markdown_posts_keeps_the_old_posts_in_the_archive(duel: Path) -> None:
    """`--format md --max-chars N` writes the posts in Markdown under that limit; the BBCode posts they do not
    replace one for one are moved into turns/archive/ (nothing is deleted), so that posts/ holds only these."""
    old = snapshot(duel / "reports" / "turn-01" / "posts")
    result = run("report", "1", "--write", "--format", "md", "--max-chars", "9000", "--game", str(duel))
    assert result.exit_code == 0, result.output
    assert "Прежние сообщения для форума перенесены в архив turns/archive/posts-001" in result.stdout.replace(
        str(duel) + "/", "")
    posts = duel / "reports" / "turn-01" / "posts"
    assert all(p.suffix == ".md" for p in posts.rglob("*")
               if p.is_file() and p.suffix not in (".html", ".json", ".png", ".ged"))
    assert "1-chronicle.md" in (posts / "desk.html").read_text(encoding="utf-8")  # the desk of these posts
    assert snapshot(duel / "turns" / "archive" / "posts-001" / "reports" / "turn-01" / "posts") == old
