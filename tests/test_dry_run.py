"""`dynasty resolve TURN --dry-run` (issue 25, "the GM sees a turn's dice before he resolves it"), through the command
line: the turn is played in memory with the orders and the dice as they stand — the same checks and the same question
about missing orders as `resolve` — and nothing at all is written; the summary is printed with every die the turn
rolled (key, dice, value, what for), the dice of the GM's file marked. A die the GM chose that the turn did not roll
is a warning ("not used"), for `resolve` and the dry run alike; a malformed key or an impossible value stays an
error. The dice come from the campaign's seed and each die's key (CONTRACT "Dice"), never from a random stream."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands import cli
from dynasty.commands import resolve as resolve_module
from dynasty.store.transaction import holds_lock
from dynasty.store.yaml_io import load_yaml

DICE_FILE = Path("turns") / "turn-01" / "dice.yaml"
#: a line of the dry run's dice: `  key dice = values (chosen by the GM) — purpose`
DIE_LINE = re.compile(r"^  (?P<key>\S+) (?P<dice>\S+) = (?P<values>\d+(?:, \d+)*)(?P<chosen> \(chosen by the GM\))? — "
                      r"(?P<purpose>.+)$")
MOSCOW = ("dynasty: moskovskie\nturn: 1\ndecisions:\n  famine: {mozhaysk: pay}\nactions:\n"
          "  - find_spouse: {by: elena-moskovskie}\n  - pilgrimage: {by: ivan}\n")
TVER = "dynasty: tverskie\nturn: 1\nactions:\n  - visit: {by: mikhail, target: ivan}\n"


def run(*args: str, input: str | None = None) -> Result:
    return CliRunner().invoke(cli.app, list(args), input=input)


def snapshot(root: Path) -> dict[str, bytes | None]:
    """Every folder and file of the game folder, with each file's bytes."""
    return {str(p.relative_to(root)): p.read_bytes() if p.is_file() else None for p in sorted(root.rglob("*"))}


def save(game: Path, relative: str, text: str) -> None:
    path = game / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


@pytest.fixture
def ordered(duel_copy: Path) -> Path:
    """The duel campaign at turn 1 with both houses' orders saved: a spouse found (her age, name, skills and traits
    rolled), a pilgrimage's check, a visit."""
    save(duel_copy, "turns/turn-01/orders/moskovskie.yaml", MOSCOW)
    save(duel_copy, "turns/turn-01/orders/tverskie.yaml", TVER)
    return duel_copy


def dice_lines(output: str) -> list[dict[str, Any]]:
    """The dice a dry run printed (`--lang en`), in order: key, dice, values, chosen, purpose."""
    found = []
    for line in output.splitlines():
        if line.startswith("  "):
            match = DIE_LINE.match(line)
            assert match is not None, f"a die's line not as expected: {line!r}"
            found.append({"key": match["key"], "dice": match["dice"],
                          "values": [int(v) for v in match["values"].split(", ")],
                          "chosen": match["chosen"] is not None, "purpose": match["purpose"]})
    return found


def logged_dice(game: Path) -> list[dict[str, Any]]:
    log = load_yaml(game / "turns" / "turn-01" / "log.yaml").data
    return [{"key": d["key"], "dice": d["dice"], "values": list(d["values"]), "chosen": d.get("chosen") is True}
            for d in log["dice"]]


def relative_stderr(result: Result, game: Path) -> list[str]:
    return [line.replace(str(game) + "/", "") for line in result.stderr.splitlines()]


# -- the dry run writes nothing, and shows the dice the resolution rolls --------------------------------------------

def test_a_dry_run_writes_nothing_at_all(ordered: Path) -> None:
    """The issue: "it writes nothing at all: no state, no log, no reports, no transaction folder" — the game folder's
    tree and every file's bytes are the same after it, a dice file of the GM's included."""
    save(ordered, str(DICE_FILE), "t02/province/tver/event: 12\n")
    before = snapshot(ordered)
    result = run("resolve", "1", "--dry-run", "--yes", "--game", str(ordered))
    assert result.exit_code == 0, result.output
    assert snapshot(ordered) == before
    assert not (ordered / "turns" / "turn-02").exists() and not (ordered / "turns" / "turn-01" / "log.yaml").exists()


def test_a_dry_run_prints_the_summary_and_every_die_with_its_key_and_purpose(ordered: Path) -> None:
    """The issue: "prints its summary (as resolve prints it) and every die it rolled: key, dice, the value, and what
    for" — here the pilgrimage's check with its formula, and where to write the dice rolled on the forum."""
    result = run("resolve", "1", "--dry-run", "--game", str(ordered), "--lang", "en")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "Turn 1 played in memory (--dry-run): it would be turn 2, Age of Discovery. Nothing was written."
    assert not any("written:" in line for line in lines)
    dice = dice_lines(result.stdout)
    assert f"{len(dice)} dice were rolled (key, dice, value, what for)" in result.stdout
    assert f"write its key and value into {ordered / DICE_FILE}" in result.stdout
    by_key = {d["key"]: d for d in dice}
    check = by_key["t01/action/moskovskie/pilgrimage-2/check"]
    assert check["dice"] == "1d6" and check["purpose"] == "Pilgrimage of Иван: 1d6 + Piety 1 ≥ 8 (ACT-pilgrimage)"
    assert by_key["t02/province/tver/event"]["purpose"] == "Event in Тверь: 1d12 on the table of events (PROV-3)"
    assert not any(d["chosen"] for d in dice)


def test_resolve_after_a_dry_run_rolls_the_same_dice(ordered: Path) -> None:
    """The issue: "repeats the same dice as the real resolve afterwards" — every die of the log, in order, with its
    dice, values and mark, is one the dry run listed."""
    save(ordered, str(DICE_FILE), "t02/province/kashin/event: 9\nt01/action/moskovskie/pilgrimage-2/check: 6\n")
    dry = run("resolve", "1", "--dry-run", "--game", str(ordered), "--lang", "en")
    assert dry.exit_code == 0, dry.output
    resolved = run("resolve", "1", "--game", str(ordered), "--lang", "en")
    assert resolved.exit_code == 0, resolved.output
    listed = [{k: v for k, v in d.items() if k != "purpose"} for d in dice_lines(dry.stdout)]
    assert len(listed) > 20 and listed == logged_dice(ordered)
    # the summary the same, but for its first line and the files written
    summary = dry.stdout.split(f"\n{len(listed)} dice were rolled")[0].splitlines()
    assert len(summary) > 1 and summary[1:] == resolved.stdout.splitlines()[1:-1]


def test_a_dry_run_marks_the_dice_of_the_gm_s_file(ordered: Path) -> None:
    """The issue: "Mark dice that came from the GM's file" — and only those; the value is the one he wrote."""
    save(ordered, str(DICE_FILE), "t02/province/tver/event: 12\nt02/birth/mikhail+kseniya: [6, 6, 6]\n")
    result = run("resolve", "1", "--dry-run", "--game", str(ordered), "--lang", "en")
    assert result.exit_code == 0, result.output
    chosen = {d["key"]: d["values"] for d in dice_lines(result.stdout) if d["chosen"]}
    assert chosen == {"t02/province/tver/event": [12], "t02/birth/mikhail+kseniya": [6, 6, 6]}


def test_a_dry_run_in_russian_writes_the_dice_as_russian_players_do(ordered: Path) -> None:
    """Both languages: 1к12, «задан мастером», the purpose from dice.ftl with the report's names."""
    save(ordered, str(DICE_FILE), "t02/province/tver/event: 12\n")
    result = run("resolve", "1", "--dry-run", "--game", str(ordered))
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Ход 1 разыгран в памяти (--dry-run): был бы ход 2, Эпоха открытий. "
                                    "Ничего не записано.\n")
    assert ("  t02/province/tver/event 1к12 = 12 (задан мастером) — Событие в Твери: 1к12 по таблице событий "
            "(PROV-3)\n") in result.stdout
    assert re.search(r"^Сделано \d+ бросков \(ключ, кубики, значение, зачем\)", result.stdout, re.MULTILINE)


def test_a_dry_run_refuses_orders_with_errors_as_resolve_does(ordered: Path) -> None:
    """The issue: "same checks ... as resolve" — an order file with an error: exit 1, one line, nothing printed."""
    save(ordered, "turns/turn-01/orders/tverskie.yaml", "dynasty: tverskie\nturn: 1\nactions:\n  - fly: {by: x}\n")
    result = run("resolve", "1", "--dry-run", "--game", str(ordered), "--lang", "en")
    assert result.exit_code == 1 and result.stdout == ""
    assert "errors in the orders" in result.stderr and len(result.stderr.splitlines()) == 1


def test_a_dry_run_of_a_resolved_turn_is_refused_without_force(ordered: Path) -> None:
    """The same checks as resolve: a turn already resolved is refused; with --force it is played again in memory,
    and nothing is archived or replaced."""
    assert run("resolve", "1", "--game", str(ordered)).exit_code == 0
    refused = run("resolve", "1", "--dry-run", "--game", str(ordered), "--lang", "en")
    assert refused.exit_code == 1 and "was already resolved" in refused.stderr
    before = snapshot(ordered)
    forced = run("resolve", "1", "--dry-run", "--force", "--game", str(ordered), "--lang", "en")
    assert forced.exit_code == 0, forced.output
    assert snapshot(ordered) == before and "archive" not in forced.stdout


def test_a_dry_run_asks_about_missing_orders_as_resolve_does(duel_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The issue: "the same questions about missing orders as resolve": on a terminal, a 'no' stops it; a 'yes' plays
    the defaults in memory, and still writes nothing."""
    save(duel_copy, "turns/turn-01/orders/tverskie.yaml", TVER)
    monkeypatch.setattr(cli, "_on_terminal", lambda: True)
    before = snapshot(duel_copy)
    declined = run("resolve", "1", "--dry-run", "--game", str(duel_copy), "--lang", "en", input="n\n")
    assert declined.exit_code == 1 and "Moscow" not in declined.stdout
    assert "sent no orders: Московские (moskovskie)" in declined.stderr and "[y/N]" in declined.stderr
    agreed = run("resolve", "1", "--dry-run", "--game", str(duel_copy), "--lang", "en", input="y\n")
    assert agreed.exit_code == 0, agreed.output
    assert "1 dynasty sent no orders and played the defaults: Московские (moskovskie)" in agreed.stdout
    assert snapshot(duel_copy) == before


def test_a_dry_run_holds_only_a_reader_s_lock(ordered: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The issue: "it should not need the exclusive lock longer than a read" — while the turn is played, the game
    folder's lock is shared (other readers go on), where resolve holds it alone."""
    seen: list[tuple[bool, bool]] = []
    engine_resolve = resolve_module.resolve

    def watched(*args: Any, **kwargs: Any) -> Any:
        seen.append((holds_lock(ordered, exclusive=False), holds_lock(ordered, exclusive=True)))
        return engine_resolve(*args, **kwargs)

    monkeypatch.setattr(resolve_module, "resolve", watched)
    assert run("resolve", "1", "--dry-run", "--game", str(ordered)).exit_code == 0
    assert run("resolve", "1", "--game", str(ordered)).exit_code == 0
    assert seen == [(True, False), (True, True)]


# -- a die the turn did not roll warns; a malformed one refuses ----------------------------------------------------

def test_a_gm_die_the_turn_did_not_roll_is_a_warning_and_resolve_goes_on(ordered: Path) -> None:
    """The issue: "A GM die for a well-formed key that the turn did not roll becomes a warning ... naming the key and
    the line of the dice file, with the closest rolled key if one is near" — printed by the dry run and by resolve,
    which writes the turn with the GM's other dice."""
    save(ordered, str(DICE_FILE), "t02/province/tver/event: 12\nt02/province/tverr/event: 3\nt01/nothing/near: 2\n")
    expected = [
        "turns/turn-01/dice.yaml:2: warning: not used: dice 't02/province/tverr/event' were chosen, but the turn "
        "rolled no such die; did you mean 't02/province/tver/event'?",
        "turns/turn-01/dice.yaml:3: warning: not used: dice 't01/nothing/near' were chosen, but the turn rolled no "
        "such die"]
    dry = run("resolve", "1", "--dry-run", "--game", str(ordered), "--lang", "en")
    assert dry.exit_code == 0, dry.output
    assert relative_stderr(dry, ordered) == expected
    resolved = run("resolve", "1", "--game", str(ordered), "--lang", "en")
    assert resolved.exit_code == 0, resolved.output
    assert relative_stderr(resolved, ordered) == expected
    assert [d["key"] for d in logged_dice(ordered) if d["chosen"]] == ["t02/province/tver/event"]
    assert (ordered / "turns" / "turn-02" / "state.yaml").is_file()


def test_the_warning_of_a_die_not_used_in_russian(ordered: Path) -> None:
    """«не использован: …» — the GM's language."""
    save(ordered, str(DICE_FILE), "t02/province/tverr/event: 3\n")
    result = run("resolve", "1", "--game", str(ordered))
    assert result.exit_code == 0, result.output
    assert relative_stderr(result, ordered) == [
        "turns/turn-01/dice.yaml:1: предупреждение: не использован: бросок 't02/province/tverr/event' задан, но в "
        "этом ходе такого броска не было; может быть, 't02/province/tver/event'?"]


@pytest.mark.parametrize("entry, error", [
    ("'Bad Key': 3", "turns/turn-01/dice.yaml:2: error: 'Bad Key' is not a dice key like 't07/province/anjou/event'"),
    ("t02/province/kashin/event: 13",
     "turns/turn-01/dice.yaml:2: error: dice 't02/province/kashin/event' rolls 1d12; 13 is not between 1 and 12"),
], ids=["malformed key", "impossible value"])
@pytest.mark.parametrize("dry_run", [False, True], ids=["resolve", "dry run"])
def test_a_malformed_key_or_an_impossible_value_still_refuses(ordered: Path, entry: str, error: str,
                                                             dry_run: bool) -> None:
    """The issue: "a malformed key or an impossible value stays an error (exit 1, one line naming file and line)" —
    and nothing is written."""
    save(ordered, str(DICE_FILE), f"t02/province/tver/event: 12\n{entry}\n")
    before = snapshot(ordered)
    result = run("resolve", "1", *(["--dry-run"] if dry_run else []), "--game", str(ordered), "--lang", "en")
    assert result.exit_code == 1 and result.stdout == ""
    assert relative_stderr(result, ordered) == [error]
    assert snapshot(ordered) == before


def test_an_error_of_the_dice_file_is_told_with_its_warnings_in_the_file_s_order(ordered: Path) -> None:
    """A dice file is checked whole: a refused file tells its warnings too, each line in the file's order."""
    save(ordered, str(DICE_FILE), "t02/province/tverr/event: 3\nt02/province/tver/event: 0\n")
    result = run("resolve", "1", "--game", str(ordered), "--lang", "en")
    assert result.exit_code == 1
    assert [line.split(": ")[:2] for line in relative_stderr(result, ordered)] == [
        ["turns/turn-01/dice.yaml:1", "warning"], ["turns/turn-01/dice.yaml:2", "error"]]


def test_new_game_still_refuses_a_gm_die_it_never_rolled(tmp_path: Path) -> None:
    """new-game keeps a key never rolled an error: a game's start rolls what its scenario alone decides, so such a
    key is a mistake, and the campaign it writes cannot be made again in the same folder."""
    from tests.conftest import SCENARIOS

    dice = tmp_path / "dice.yaml"
    dice.write_text("t01/province/tverr/event: 8\n", encoding="utf-8")
    game = tmp_path / "game"
    result = run("new-game", str(SCENARIOS / "duel.yaml"), "--seed", "5", "--dice", str(dice), "--game", str(game),
                 "--lang", "en")
    assert result.exit_code == 1
    assert result.stderr.endswith("dice.yaml:1: error: dice 't01/province/tverr/event' were chosen but no such die was "
                                  "rolled; did you mean 't01/province/tver/event'?\n")
    assert not (game / "turns").exists()
