"""Every house told its fate (issue 25, part B), the smaller ones met in play, through the command line on the
duel campaign (seed 5): a post taken after its turn was resolved is told the way back (`rollback`); a house that
sent no orders reads so in its next report, with what was played for it; the GM's AP table compares figures of
one turn, each column labelled with its turn."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner, Result

from dynasty.commands import cli


def run(*args: str) -> Result:
    return CliRunner().invoke(cli.app, list(args))


def save_orders(game: Path, dynasty: str, text: str, turn: int = 1) -> None:
    folder = game / "turns" / f"turn-{turn:02d}" / "orders"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{dynasty}.yaml").write_text(text, encoding="utf-8")


def test_a_post_taken_after_its_turn_was_resolved_is_told_the_way_back_which_works(duel_copy: Path,
                                                                                   tmp_path: Path) -> None:
    game = str(duel_copy)
    assert run("resolve", "1", "--yes", "--game", game).exit_code == 0
    post = tmp_path / "post.txt"
    post.write_text("```yaml\ndynasty: tverskie\nturn: 1\n```\n", encoding="utf-8")
    late = run("take", "1", str(post), "--dynasty", "tverskie", "--game", game)
    assert late.exit_code == 1
    assert ("ход 1 уже обсчитан: приказы принимаются на ход 2; если пост пришёл вовремя, отмените обсчёт "
            "командой 'dynasty rollback 1' (ходы после 1-го уйдут в архив, ничего не удалится) и примите пост "
            "снова: 'dynasty take 1'") in late.stderr
    # the way told is the way back: the rollback, then the same take
    assert run("rollback", "1", "--game", game).exit_code == 0
    again = run("take", "1", str(post), "--dynasty", "tverskie", "--game", game)
    assert again.exit_code == 0, again.output
    assert (duel_copy / "turns" / "turn-01" / "orders" / "tverskie.yaml").is_file()


def test_the_way_back_in_english(duel_copy: Path, tmp_path: Path) -> None:
    game = str(duel_copy)
    assert run("resolve", "1", "--yes", "--game", game).exit_code == 0
    post = tmp_path / "tverskie.txt"
    post.write_text("```yaml\ndynasty: tverskie\nturn: 1\n```\n", encoding="utf-8")
    late = run("take", "1", str(post), "--lang", "en", "--game", game)
    assert ("turn 1 is resolved already: orders are taken for turn 2; if the post came in time, undo the "
            "resolution with 'dynasty rollback 1' (the turns after turn 1 go to the archive, nothing is deleted) "
            "and take the post again: 'dynasty take 1'") in late.stderr


def test_turn_4_prov_6_a_house_that_sent_no_orders_reads_what_was_played_for_it(duel_copy: Path) -> None:
    """TURN-4, PROV-6: "A dynasty with no order file plays the defaults (no actions, default decisions)" — and
    its next report says so, with each default decision; a house that sent orders reads no such line."""
    save_orders(duel_copy, "tverskie", "dynasty: tverskie\nturn: 1\n")
    assert run("resolve", "1", "--yes", "--game", str(duel_copy)).exit_code == 0
    folder = duel_copy / "reports" / "turn-02"
    silent = (folder / "moskovskie.md").read_text(encoding="utf-8")
    line = ("- ⚠️ Приказов на 1-й ход от вас не пришло: за вашу династию сыграно по умолчанию — без действий; решения "
            "по умолчанию: неурожай, Можайск — заплатить.\n")
    assert line in silent
    assert silent.index(line) < silent.index("## Что произошло")  # among the figures, at the top
    assert "[*]⚠️ Приказов на 1-й ход от вас не пришло" in (folder / "posts" / "moskovskie" / "1-report.bbcode") \
        .read_text(encoding="utf-8")
    assert json.loads((folder / "moskovskie.json").read_text(encoding="utf-8"))["no_orders"] == line[5:-1]
    assert "не пришло" not in (folder / "tverskie.md").read_text(encoding="utf-8")
    assert json.loads((folder / "tverskie.json").read_text(encoding="utf-8"))["no_orders"] is None


def test_turn_4_a_house_without_orders_and_without_decisions_is_told_so_in_english(duel_copy: Path) -> None:
    settings = duel_copy / "turns" / "game.yaml"
    settings.write_text(settings.read_text(encoding="utf-8").replace("language: ru", "language: en"),
                        encoding="utf-8")
    save_orders(duel_copy, "moskovskie", "dynasty: moskovskie\nturn: 1\n")
    assert run("resolve", "1", "--yes", "--game", str(duel_copy)).exit_code == 0
    text = (duel_copy / "reports" / "turn-02" / "tverskie.md").read_text(encoding="utf-8")
    assert ("- ⚠️ No orders came from you for turn 1: your house played the defaults — no actions; the turn asked "
            "for no decision.\n") in text


def test_dyn_4_the_gm_s_ap_table_labels_the_turn_of_each_column(duel_copy: Path) -> None:
    """DYN-4: AP are a turn's; the AP spent in turn 1 are not compared with the AP of turn 2 ("9 ОД из 6"): each
    column says its turn, and what was spent in turn 1 is told out of the AP of turn 1."""
    first = (duel_copy / "reports" / "turn-01" / "gm.md")
    assert run("report", "1", "--dynasty", "gm", "--game", str(duel_copy)).stdout.count(
        "Ходов ещё не было: очки действий не тратились.") == 1
    assert first.exists()
    save_orders(duel_copy, "tverskie",
                "dynasty: tverskie\nturn: 1\nactions:\n  - study: {by: mikhail, skill: learning}\n")
    assert run("resolve", "1", "--yes", "--game", str(duel_copy)).exit_code == 0
    gm = (duel_copy / "reports" / "turn-02" / "gm.md").read_text(encoding="utf-8")
    table = gm.split("## Потрачено очков действий")[1].split("## ")[0]
    assert "| Династия | Потрачено на 1-м ходу | ОД на 2-й ход |" in table
    state = (duel_copy / "turns" / "turn-02" / "state.yaml").read_text(encoding="utf-8")
    ap = int(state.split("  tverskie:")[1].split("    ap: ")[1].split("\n")[0])
    before = (duel_copy / "turns" / "turn-01" / "state.yaml").read_text(encoding="utf-8")
    had = int(before.split("  tverskie:")[1].split("    ap: ")[1].split("\n")[0])
    log = (duel_copy / "turns" / "turn-01" / "log.yaml").read_text(encoding="utf-8")
    spent = int(log.split("ap_spent:")[1].split("tverskie: ")[1].split("\n")[0].rstrip("}").split(",")[0])
    assert spent > 0
    assert f"| Тверские | {spent} из {had} | {ap} |" in table
