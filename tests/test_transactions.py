"""A command that writes happens whole or not at all, and alone (CONTRACT: "nothing is half-written";
`dynasty.store.transaction`).

The fault-injection tests kill the real command (SIGKILL) just before its n-th change to the disk — for every
n, from the first change to the last: the folder each kill would leave is copied as the command runs, and a
forked child process is killed at a few of them, leaving the same — or, in this process, make the n-th change
fail as a full disk would. After each, the next command (`status`) must find the game folder holding exactly
the files of before the command or exactly those of after it, byte for byte, with no temporary file, and say
on one line what it did with what it found.
"""

from __future__ import annotations

import errno
import fcntl
import os
import shutil
import signal
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.store import disk, transaction
from dynasty.store.transaction import STAGING
from tests.conftest import SCENARIOS
from tests.test_cli_language import english_words

Snapshot = dict[str, bytes | None]


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


def snapshot(root: Path) -> Snapshot:
    """Every file (with its bytes) and every folder (None) under `root`."""
    return {str(p.relative_to(root)): (None if p.is_dir() else p.read_bytes()) for p in sorted(root.rglob("*"))}


def copy(source: Path, target: Path) -> Path:
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(source, target, symlinks=True)
    return target


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The duel campaign (seed 5) as new-game leaves it (`turn-1`), after resolving turn 1 (`turn-2`), after
    rolling that back (`rolled-back`), with a die of turn 1 chosen by the GM (`dice-chosen`) and resolved
    again with it (`forced`); and an empty folder new-game starts in (`empty`)."""
    base = tmp_path_factory.mktemp("transactions")
    empty = base / "empty"
    empty.mkdir()
    started = base / "turn-1"
    assert run("new-game", str(SCENARIOS / "duel.yaml"), "--seed", "5", "--game", str(started)).exit_code == 0
    resolved = copy(started, base / "turn-2")
    assert run("resolve", "1", "--yes", "--game", str(resolved)).exit_code == 0
    rolled = copy(resolved, base / "rolled-back")
    assert run("rollback", "1", "--game", str(rolled)).exit_code == 0
    # resolved again with a die the GM chose: every file of turn 2 is replaced by another
    dice = copy(resolved, base / "dice-chosen")
    (dice / "turns" / "turn-01" / "dice.yaml").write_text("t02/province/tver/event: 1\n", encoding="utf-8")
    forced = copy(dice, base / "forced")
    assert run("resolve", "1", "--yes", "--force", "--game", str(forced)).exit_code == 0
    assert snapshot(forced)["turns/turn-02/state.yaml"] != snapshot(dice)["turns/turn-02/state.yaml"]
    # a player's orders taken in again from his post: the earlier file goes to the archive
    orders = run("template", "1", "tverskie", "--game", str(started)).stdout
    before_take = copy(started, base / "take-before")
    (before_take / "turns" / "turn-01" / "orders").mkdir(parents=True)
    (before_take / "turns" / "turn-01" / "orders" / "tverskie.yaml").write_text(orders, encoding="utf-8")
    (base / "post.txt").write_text(f"Мои приказы:\n```yaml\n{orders}```\n", encoding="utf-8")
    taken = copy(before_take, base / "taken")
    assert run("take", "1", str(base / "post.txt"), "--dynasty", "tverskie", "--game", str(taken)).exit_code == 0
    return {"empty": empty, "turn-1": started, "turn-2": resolved, "rolled-back": rolled, "dice-chosen": dice,
            "forced": forced, "take-before": before_take, "taken": taken}


#: Each command, the folder it starts from and the one it makes.
COMMANDS = {
    "resolve": (["resolve", "1", "--yes"], "turn-1", "turn-2"),
    "rollback": (["rollback", "1"], "turn-2", "rolled-back"),
    "new-game": (["new-game", str(SCENARIOS / "duel.yaml"), "--seed", "5"], "empty", "turn-1"),
    "resolve --force": (["resolve", "1", "--yes", "--force"], "dice-chosen", "forced"),  # replaces every file it writes
    "take": (["take", "1", "{post}", "--dynasty", "tverskie"], "take-before", "taken"),  # archives the file it replaces
}


def arguments(command: str, games: dict[str, Path]) -> tuple[list[str], str, str]:
    """A command of COMMANDS with the post `take` reads, which lies beside the games."""
    args, before, after = COMMANDS[command]
    return [a.format(post=games["take-before"].parent / "post.txt") for a in args], before, after


def watched(args: list[str], game: Path, watch: Callable[[str, Path], None]) -> None:
    """Run `dynasty ARGS --game GAME` in this process, `watch(kind, path)` called before each change it makes
    to the disk; it must succeed."""
    disk.fault_point = watch
    try:
        result = run(*args, "--game", str(game))
    finally:
        disk.fault_point = None
    assert result.exit_code == 0, result.output


def changes_of(args: list[str], game: Path) -> list[tuple[str, str]]:
    """Every change the command makes to the disk, in order: (kind, path)."""
    seen: list[tuple[str, str]] = []
    watched(args, game, lambda kind, path: seen.append((kind, str(path))))
    return seen


def writes_of(args: list[str], game: Path) -> list[tuple[str, str]]:
    """The changes a kill can fall before: an fsync changes nothing a kill leaves (it makes the changes before
    it last through a power cut), so a kill before it is a kill after the change before it."""
    return [change for change in changes_of(args, game) if change[0] != "sync"]


def killed_at(args: list[str], game: Path, n: int) -> bool:
    """Run `dynasty ARGS --game GAME` in a forked child process, killed by SIGKILL just before its n-th write
    (`writes_of`). True when it was killed; False when it finished first."""
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        code = 4
        try:
            count = 0

            def kill_at_n(kind: str, path: Path) -> None:
                nonlocal count
                count += kind != "sync"
                if count == n and kind != "sync":
                    os.kill(os.getpid(), signal.SIGKILL)

            disk.fault_point = kill_at_n
            code = 0 if run(*args, "--game", str(game)).exit_code == 0 else 3
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        assert os.WTERMSIG(status) == signal.SIGKILL
        return True
    assert os.WEXITSTATUS(status) == 0, f"the command failed (exit {os.WEXITSTATUS(status)}) when not killed"
    return False


def no_temporary_file(root: Path) -> None:
    leftovers = [p for p in root.rglob("*") if p.name.startswith(".") or p.name.endswith(".tmp")]
    assert leftovers == []


def left_by_a_kill_before_each_write(args: list[str], game: Path, into: Path) -> list[Path]:
    """What a kill before each write of the command (`writes_of`) leaves on the disk, in order: the command runs
    once, in this process, and before each of its writes the game folder is copied whole into `into` — what
    SIGKILL leaves there at that moment, since every change goes straight to the disk (`store.disk` writes with
    `os.write`: no buffer of the program's is ever pending). `killed_at` kills a real process at some of them,
    and finds the same folders."""
    left: list[Path] = []

    def keep(kind: str, path: Path) -> None:
        if kind != "sync":
            left.append(copy(game, into / str(len(left) + 1)))

    watched(args, game, keep)
    return left


@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_command_killed_at_any_change_leaves_the_old_folder_or_the_new_one(command: str, games: dict[str, Path],
                                                                            tmp_path: Path) -> None:
    """The issue: "a kill at any moment leaves either the old turn or the complete new one, no temporary files,
    and the next command finishes or discards a half-done resolution by itself, saying so" — for `resolve`,
    `rollback` and `new-game`, killed before each of their changes to the disk in turn (the folder each kill
    leaves, `left_by_a_kill_before_each_write`; a real process killed at the first, a middle and the last)."""
    args, before_name, after_name = arguments(command, games)
    before, after = snapshot(games[before_name]), snapshot(games[after_name])
    finished = copy(games[before_name], tmp_path / "finished")
    left = left_by_a_kill_before_each_write(args, finished, tmp_path / "left")
    total = len(left)
    assert total > 10
    assert snapshot(finished) == after
    for n in sorted({1, total // 2, total}):
        killed = copy(games[before_name], tmp_path / "killed")
        assert killed_at(args, killed, n)
        assert snapshot(killed) == snapshot(left[n - 1]), f"a real kill before change {n} left another folder"
    killed = copy(games[before_name], tmp_path / "killed")
    assert not killed_at(args, killed, total + 1)  # the command made no more changes than counted
    outcomes = []
    for n, game in enumerate(left, 1):
        status = run("status", "--game", str(game))
        notes = [line for line in status.stderr.splitlines()  # new-game: no campaign (its label in Russian too)
                 if ": error: " not in line and ": ошибка: " not in line]
        found = snapshot(game)
        assert found in (before, after), f"killed before change {n} of {total}: a folder half-written"
        no_temporary_file(game)
        # one line says what was made of it (nothing to say when only an empty staging folder was left)
        assert len(notes) <= 1, notes
        if notes:
            assert ("доведена до конца" if found == after else "отменена") in notes[0], notes
            said = args[:args.index("--seed")] if "--seed" in args else args  # the journal keeps no dice secret
            said = [word for word in said if word != "--yes"]  # nor an answer: it names what was being written
            assert f"'dynasty {' '.join(said)}'" in notes[0], notes
        outcomes.append("new" if found == after else "old")
        if command != "new-game":
            assert status.exit_code == 0, status.output
        shutil.rmtree(game)
    # the kill before the commit gives the old folder, after it the new one: both were seen
    assert outcomes[0] == "old" and outcomes[-1] == "new"
    assert outcomes == sorted(outcomes, key=lambda o: o == "new")


def test_after_a_discarded_resolve_the_turn_resolves_as_if_nothing_had_happened(games: dict[str, Path],
                                                                               tmp_path: Path) -> None:
    """The next command discards a resolution killed before its commit; resolving again writes exactly what an
    uninterrupted resolution writes."""
    args, before_name, after_name = COMMANDS["resolve"]
    game = copy(games[before_name], tmp_path / "game")
    assert killed_at(args, game, 20)
    again = run(*args, "--game", str(game))
    assert again.exit_code == 0, again.output
    assert "отменена" in again.stderr
    assert snapshot(game) == snapshot(games[after_name])


def failing_at(n: int, error: int) -> Callable[[str, Path], None]:
    count = 0

    def fail(kind: str, path: Path) -> None:
        nonlocal count
        count += 1
        if count == n:
            raise OSError(error, os.strerror(error), str(path))

    return fail


@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_write_that_fails_at_any_change_is_one_line_and_leaves_nothing_behind(command: str,
                                                                              games: dict[str, Path],
                                                                              tmp_path: Path) -> None:
    """The issue: "a write that fails (disk full ...) during resolve, new-game ... gives one line naming the
    path, exit 1, and nothing left behind" — the disk is full at each change in turn. A failure while the
    staging folder is cleared, once everything is in place, is no failure of the command: the next command
    clears it."""
    args, before_name, after_name = arguments(command, games)
    before, after = snapshot(games[before_name]), snapshot(games[after_name])
    total = len(changes_of(args, copy(games[before_name], tmp_path / "count")))
    for n in range(1, total + 1):
        game = copy(games[before_name], tmp_path / "game")
        disk.fault_point = failing_at(n, errno.ENOSPC)
        try:
            result = run(*args, "--game", str(game))
        finally:
            disk.fault_point = None
        assert "Traceback" not in result.output
        if result.exit_code == 1:
            lines = result.stderr.splitlines()
            assert len(lines) == 1 and "на диске нет места" in lines[0], (n, lines)
            assert lines[0].startswith("ошибка: не удаётся записать "), lines
            assert snapshot(game) == before, f"the disk full at change {n} of {total}: something was left"
        else:
            assert result.exit_code == 0, result.output
            status = run("status", "--game", str(game))
            assert snapshot(game) == after, f"the disk full at change {n} of {total}: a folder half-written"
            assert "доведена до конца" in status.stderr or status.stderr == ""


# -- one command at a time ----------------------------------------------------------------------------------

def hold_lock(game: Path) -> int:
    """Take the game's lock as another command would (another open file: flock tells them apart)."""
    fd = os.open(game, os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_EX)
    return fd


@pytest.mark.parametrize("args", [["resolve", "1", "--yes"], ["rollback", "1"], ["bot", "1", "--dynasty", "tverskie"],
                                  ["report", "1", "--write"], ["new-game", "duel"]])
def test_a_command_that_writes_beside_another_is_refused_with_one_line(args: list[str], games: dict[str, Path],
                                                                      tmp_path: Path) -> None:
    """The issue: "Two resolve (or resolve and rollback) on one game at once ... the second must wait or refuse
    with one line" — it is refused, and writes nothing."""
    game = copy(games["turn-1"], tmp_path / "game")
    before = snapshot(game)
    fd = hold_lock(game)
    try:
        result = run(*args, "--game", str(game))
    finally:
        os.close(fd)
    assert result.exit_code == 1 and "Traceback" not in result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "сейчас работает другая команда" in lines[0], lines
    assert snapshot(game) == before


def test_a_command_that_reads_waits_for_the_one_that_writes(games: dict[str, Path], tmp_path: Path) -> None:
    """A command that reads waits until the one that writes has finished, then reads the whole new turn."""
    game = copy(games["turn-1"], tmp_path / "game")
    fd = hold_lock(game)
    released = threading.Timer(0.3, os.close, [fd])
    released.start()
    try:
        result = run("status", "--game", str(game))
    finally:
        released.join()
    assert result.exit_code == 0, result.output


def test_a_command_that_reads_gives_up_after_waiting_with_one_line(games: dict[str, Path], tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(transaction, "READ_WAIT_SECONDS", 0.2)
    game = copy(games["turn-1"], tmp_path / "game")
    fd = hold_lock(game)
    try:
        result = run("status", "--game", str(game))
    finally:
        os.close(fd)
    assert result.exit_code == 1
    assert len(result.stderr.splitlines()) == 1 and "сейчас работает другая команда" in result.stderr


def test_two_resolves_started_together_make_one_resolution(games: dict[str, Path], tmp_path: Path) -> None:
    """The issue: "today both succeed and in 1 of 12 trials the folder mixed the two" — two real processes
    started at once: one resolves the turn, the other is refused with one line (busy, or already resolved),
    and the folder is exactly the one resolution."""
    game = copy(games["turn-1"], tmp_path / "game")
    dynasty = Path(sys.executable).with_name("dynasty")
    commands = [subprocess.Popen([str(dynasty), "resolve", "1", "--yes", "--game", str(game)], stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True) for _ in range(2)]
    results = [(c.wait(timeout=120), c.stderr.read() if c.stderr else "") for c in commands]
    for command in commands:
        for stream in (command.stdout, command.stderr):
            if stream is not None:
                stream.close()
    assert sorted(code for code, _ in results) == [0, 1], results
    refused = next(err for code, err in results if code == 1)
    assert len(refused.splitlines()) == 1 and "Traceback" not in refused, refused
    assert snapshot(game) == snapshot(games["turn-2"])


# -- what the next command finds --------------------------------------------------------------------------------

def test_a_journal_that_leads_out_of_the_game_folder_is_refused(games: dict[str, Path], tmp_path: Path) -> None:
    """A committed journal is applied only inside the game folder: one that names a path outside it (a hand
    edit, or an attack) is one line, and nothing is moved."""
    game = copy(games["turn-1"], tmp_path / "game")
    staging = game / STAGING
    staging.mkdir()
    (staging / "journal.json").write_text('{"command": "rollback 1", "steps": [{"move": "turns", "to": "../stolen"}]}')
    before = snapshot(game)
    result = run("status", "--game", str(game))
    assert result.exit_code == 1
    assert len(result.stderr.splitlines()) == 1 and ".dynasty-transaction" in result.stderr
    assert snapshot(game) == before and not (tmp_path / "stolen").exists()


# -- writes that fail, for real ---------------------------------------------------------------------------------

def test_report_write_where_a_file_stands_for_the_reports_folder_is_one_line(games: dict[str, Path],
                                                                            tmp_path: Path) -> None:
    """The issue: "a file where a folder must go ... during report --write gives one line naming the path,
    exit 1, and nothing left behind"."""
    game = copy(games["turn-1"], tmp_path / "game")
    shutil.rmtree(game / "reports")
    (game / "reports").write_text("not a folder\n", encoding="utf-8")
    before = snapshot(game)
    result = run("report", "1", "--write", "--game", str(game))
    assert result.exit_code == 1 and "Traceback" not in result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1, lines
    assert "reports/turn-01/" in lines[0] and "reports — файл, а на его месте должна быть папка" in lines[0], lines
    assert snapshot(game) == before


@pytest.mark.skipif(os.geteuid() == 0, reason="the superuser writes into a read-only folder")
def test_resolve_in_a_read_only_game_folder_is_one_line(games: dict[str, Path], tmp_path: Path) -> None:
    game = copy(games["turn-1"], tmp_path / "game")
    before = snapshot(game)
    os.chmod(game, 0o555)
    try:
        line = run("resolve", "1", "--yes", "--game", str(game))
    finally:
        os.chmod(game, 0o755)
    assert line.exit_code == 1 and len(line.stderr.splitlines()) == 1 and "нет прав на запись" in line.stderr
    assert snapshot(game) == before


@pytest.mark.parametrize(("error", "words"), [(errno.EROFS, "файловая система доступна только для чтения"),
                                              (errno.EACCES, "нет прав на запись"),
                                              (errno.EIO, "ошибка ввода-вывода")])
def test_new_game_whose_first_write_fails_says_why_in_one_line_and_leaves_no_folder(error: int, words: str,
                                                                                    tmp_path: Path) -> None:
    """A read-only file system, a folder without the right to write, a failing disk: one line that names the
    folder and the reason in the game's words, and no folder left behind."""
    game = tmp_path / "new"
    disk.fault_point = failing_at(1, error)
    try:
        result = run("new-game", str(SCENARIOS / "duel.yaml"), "--seed", "5", "--game", str(game))
    finally:
        disk.fault_point = None
    assert result.exit_code == 1 and "Traceback" not in result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and words in lines[0] and str(game) in lines[0], lines
    assert not game.exists()


@pytest.mark.parametrize("where", ["game", "game/sub"])
def test_new_game_where_a_file_stands_for_the_game_folder_is_one_line(where: str, tmp_path: Path) -> None:
    (tmp_path / "game").write_text("a file\n", encoding="utf-8")
    result = run("new-game", str(SCENARIOS / "duel.yaml"), "--game", str(tmp_path / where))
    assert result.exit_code == 1 and "Traceback" not in result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].endswith("game — файл, а на его месте должна быть папка"), lines
    assert (tmp_path / "game").read_text(encoding="utf-8") == "a file\n"


def test_what_a_russian_game_is_told_of_transactions_holds_no_english(games: dict[str, Path], tmp_path: Path) -> None:
    """STYLE "The words": the notes of a finished or undone command, the refusal of a second one and a failed
    write speak Russian in a Russian game (a command as typed and a path stay as they are)."""
    lines = []
    for n in (15, 40):  # killed before the commit, and after it
        game = copy(games["turn-1"], tmp_path / f"killed-{n}")
        assert killed_at(["resolve", "1", "--yes"], game, n)
        lines += run("status", "--game", str(game)).stderr.splitlines()
    game = copy(games["turn-1"], tmp_path / "busy")
    fd = hold_lock(game)
    try:
        lines += run("resolve", "1", "--yes", "--game", str(game)).stderr.splitlines()
    finally:
        os.close(fd)
    disk.fault_point = failing_at(5, errno.ENOSPC)
    try:
        lines += run("resolve", "1", "--yes", "--game", str(game)).stderr.splitlines()
    finally:
        disk.fault_point = None
    assert len(lines) == 4, lines
    assert [line for line in lines if english_words(line)] == []


def test_a_recovery_killed_at_any_change_is_finished_by_the_next_command(games: dict[str, Path],
                                                                        tmp_path: Path) -> None:
    """Finishing an interrupted resolution may itself be interrupted: whatever change the kill falls before,
    the command after finishes it, and the folder is the whole new turn."""
    args, before_name, after_name = COMMANDS["resolve"]
    changes = writes_of(args, copy(games[before_name], tmp_path / "count"))
    commit = next(i for i, (kind, path) in enumerate(changes, 1) if kind == "rename" and path.endswith("journal.json"))
    killed = copy(games[before_name], tmp_path / "killed")
    assert killed_at(args, killed, commit + 2)  # committed, two steps applied
    recovery = len(writes_of(["status"], copy(killed, tmp_path / "count-recovery")))
    assert recovery > 5
    for n in range(1, recovery + 1):
        game = copy(killed, tmp_path / "game")
        assert killed_at(["status"], game, n)
        status = run("status", "--game", str(game))
        assert status.exit_code == 0, status.output
        assert snapshot(game) == snapshot(games[after_name]), f"recovery killed before its change {n}"
