"""`dynasty check-state` knows what the engine assumes (the issue "Crash-safe turns and hostile input", point
6). A corpus of hand edits of a classic campaign's first state, one per kind of inconsistency the issue found
passing — each refused by `check-state` with its message at the line of the field to mend, and by every
command that reads the state, never with a traceback."""

from __future__ import annotations

import copy
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.store.yaml_io import dump_yaml, load_yaml, parse_yaml
from tests.conftest import SCENARIOS

Data = dict[str, Any]
STATE = Path("turns") / "turn-01" / "state.yaml"


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


@pytest.fixture(scope="module")
def classic(tmp_path_factory: pytest.TempPathFactory) -> Path:
    game = tmp_path_factory.mktemp("check-state") / "classic"
    assert run("new-game", str(SCENARIOS / "classic.yaml"), "--seed", "3", "--game", str(game)).exit_code == 0
    return game


def head(data: Data, did: str) -> str:
    found = data["dynasties"][did]["head"]
    assert isinstance(found, str)
    return found


def member(data: Data, did: str, *, adult: bool = True, skip: tuple[str, ...] = ()) -> str:
    """A living member of the dynasty other than its head (a grown one, unless `adult` is False)."""
    return next(cid for cid, c in data["characters"].items() if c["dynasty"] == did and c["alive"]
                and cid != head(data, did) and cid not in skip and (c["age"] >= 15) == adult)


def war(attackers: list[str], defenders: list[str], started: int = 1, **generals: str | None) -> Data:
    return {"attackers": attackers, "defenders": defenders, "generals": dict(generals), "started": started}


def fact(subject: str, name: str, value: Any, turn: int = 1) -> Data:
    return {"subject": subject, "fact": name, "value": value, "turn": turn, "source": "visit"}


A, B, C = "yaroslavichi", "olgovichi", "rostislavichi"


def edit_own_member_knowledge(data: Data) -> tuple[str | int, ...]:
    data["knowledge"] = {A: [fact(member(data, A), "loyalty", 3)]}
    return ("knowledge", A, 0, "subject")


def edit_parent_cycle(data: Data) -> tuple[str | int, ...]:
    father = head(data, A)
    child = next(cid for cid, c in data["characters"].items() if c.get("father") == father)
    data["characters"][father]["father"] = child
    return ("characters", father)


def edit_dead_later(data: Data) -> tuple[str | int, ...]:
    cid = member(data, B)
    data["characters"][cid].update(alive=False, death={"turn": 4, "cause": "old-age"})
    return ("characters", cid, "death", "turn")


#: Each hand edit: what it does to the state's data (returning the place of the problem), and the words of the
#: English message that must be there.
EDITS: dict[str, tuple[Callable[[Data], tuple[str | int, ...]], str]] = {
    "war_with_itself": (lambda d: (d.update(wars=[war([A], [A])]), ("wars", 0, "defenders", 0))[1],
                        f"the dynasty '{A}' stands on both sides of this war"),
    "war_on_both_sides": (lambda d: (d.update(wars=[war([A, B], [C, B])]), ("wars", 0, "defenders", 1))[1],
                          f"the dynasty '{B}' stands on both sides of this war"),
    "war_twice": (lambda d: (d.update(wars=[war([A], [B]), war([B], [A])]), ("wars", 1))[1],
                  f"'{B}' and '{A}' are already at war with each other"),
    "war_in_the_future": (lambda d: (d.update(wars=[war([A], [B], started=3)]), ("wars", 0, "started"))[1],
                          "started: 3 is after the state's turn 1"),
    "general_of_a_third_dynasty": (
        lambda d: (d.update(wars=[war([A], [B], **{C: member(d, C)})]), ("wars", 0, "generals", C))[1],
        f"generals: the dynasty '{C}' is not in this war"),
    "unknown_winner": (lambda d: (d.update(winners=["nobody"]), ("winners", 0))[1],
                       "winners 'nobody' is no dynasty of this state"),
    "destroyed_dynasty_with_provinces": (
        lambda d: (d["dynasties"][C].update(alive=False), ("dynasties", C, "provinces"))[1],
        f"the destroyed dynasty '{C}' cannot hold provinces"),
    "three_traits": (lambda d: (d["characters"][head(d, A)]["traits"].append("genius"),
                                ("characters", head(d, A), "traits"))[1],
                     "the character has 3 traits"),
    "technology_twice": (lambda d: (d["dynasties"][A].update(technologies=["medicine", "medicine"]),
                                    ("dynasties", A, "technologies", 1))[1],
                         "the technology 'medicine' is listed twice"),
    "parent_cycle": (edit_parent_cycle, "is his own ancestor"),
    "fact_that_cannot_be_learned": (
        lambda d: (d.update(knowledge={A: [fact(head(d, B), "wealth", 3)]}), ("knowledge", A, 0, "fact"))[1],
        "fact: 'wealth' cannot be learned"),
    "fact_of_a_dynasty_about_a_character": (
        lambda d: (d.update(knowledge={A: [fact(head(d, B), "balance", 3)]}), ("knowledge", A, 0, "fact"))[1],
        "fact: 'balance' cannot be learned"),
    "fact_learned_in_the_future": (
        lambda d: (d.update(knowledge={A: [fact(head(d, B), "loyalty", 3, turn=5)]}), ("knowledge", A, 0, "turn"))[1],
        "learned on turn 5, after the state's turn 1"),
    "fact_of_its_own_member": (edit_own_member_knowledge, f"the dynasty '{A}' knows"),
    "fact_with_a_value_of_the_wrong_kind": (
        lambda d: (d.update(knowledge={A: [fact(head(d, B), "skills", 5)]}), ("knowledge", A, 0, "value"))[1],
        "value: a mapping of all five skills to numbers is needed"),
    "regent_for_an_adult_head": (
        lambda d: (d["dynasties"][A].update(regent=member(d, A)), ("dynasties", A, "regent"))[1],
        "only a head under 15 has a regent"),
    "born_in_the_future": (lambda d: (d["characters"][member(d, A, adult=False)].update(born=4),
                                      ("characters", member(d, A, adult=False), "born"))[1],
                           "born: 4 is after the state's turn 1"),
    "died_in_the_future": (edit_dead_later, "a death on turn 4 is after the state's turn 1"),
    "province_listed_twice": (lambda d: (d["dynasties"][A]["provinces"].append(d["dynasties"][A]["provinces"][0]),
                                         ("dynasties", A, "provinces", 3))[1],
                              "is listed twice"),
    "turn_of_another_folder": (lambda d: (d.update(turn=2), ("turn",))[1],
                               "turn: 2, but the file lies in the folder of turn 1"),
}


@pytest.mark.parametrize("name", sorted(EDITS))
def test_a_hand_edit_the_engine_cannot_play_fails_check_state_at_its_line(name: str, classic: Path,
                                                                         tmp_path: Path) -> None:
    game = tmp_path / "game"
    shutil.copytree(classic, game)
    path = game / STATE
    data = copy.deepcopy(load_yaml(path, trusted=True).data)
    edit, words = EDITS[name]
    where = edit(data)
    text = dump_yaml(data)
    path.write_text(text, encoding="utf-8")
    line = parse_yaml(text, str(STATE)).line_of(where)
    for command in (["check-state", "1"], ["bot", "1"], ["resolve", "1"], ["report", "1", "--dynasty", A]):
        result = run(*command, "--game", str(game), "--lang", "en")
        assert result.exit_code == 1 and "Traceback" not in result.output, (command, result.output)
        lines = result.stderr.splitlines()
        assert all(": error: " in row for row in lines), lines
        assert any(row.endswith(f"state.yaml:{line}: error: " + row.split(": error: ", 1)[1]) and words in row
                   for row in lines), (line, lines)


def test_a_state_with_an_alias_bomb_is_refused_before_it_is_built(classic: Path, tmp_path: Path) -> None:
    """The issue: "A state with a YAML alias bomb (an 8 KB file that expands to gigabytes) passes check-state
    and is then loaded by report and resolve: states are read without aliases, like every other input"."""
    game = tmp_path / "game"
    shutil.copytree(classic, game)
    levels = ["a0: &a0 [" + ", ".join(["x"] * 10) + "]"]
    levels += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]
    bomb = "\n".join(levels) + "\n"
    path = game / STATE
    path.write_text(path.read_text(encoding="utf-8") + "bomb:\n" + "".join(f"  {row}\n" for row in bomb.splitlines()),
                    encoding="utf-8")
    assert path.stat().st_size < 200_000
    for command in (["check-state", "1"], ["report", "1"], ["resolve", "1"]):
        result = run(*command, "--game", str(game), "--lang", "en")
        assert result.exit_code == 1 and "Traceback" not in result.output
        lines = result.stderr.splitlines()
        assert len(lines) == 1 and "aliases ('*a0') are not accepted" in lines[0], lines


def test_a_war_on_both_sides_is_one_line_of_check_state_in_russian(classic: Path, tmp_path: Path) -> None:
    """The issue: "a war in which a dynasty stands on both sides (today a traceback in bot)"."""
    game = tmp_path / "game"
    shutil.copytree(classic, game)
    path = game / STATE
    data = copy.deepcopy(load_yaml(path, trusted=True).data)
    data["wars"] = [war([A], [B, A])]
    path.write_text(dump_yaml(data), encoding="utf-8")
    result = run("check-state", "1", "--game", str(game))
    assert result.exit_code == 1
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].endswith(
        f"turns/turn-01/state.yaml:{parse_yaml(dump_yaml(data), 's').line_of(('wars', 0, 'defenders', 1))}: ошибка: "
        f"династия '{A}' стоит на обеих сторонах этой войны, а сама с собой династия не воюет (WAR-1)"), lines
