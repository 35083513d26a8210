"""Changes to a game folder that happen whole or not at all, one command at a time (CONTRACT: "nothing is
half-written").

A command that writes (`resolve`, `rollback`, `new-game`, `report --write`, `bot`) holds the game's lock
from its first read to its last write (`game_lock`): a second one on the same folder is refused with one
line, and a command that only reads waits for it. What it writes is a `Transaction`:

1. every new file is staged in `<game>/.dynasty-transaction/`, and nothing outside that folder changes;
2. one rename commits the journal, which lists each file to put in place and each file or folder to move
   (an archive);
3. the journal's steps are applied, each making the folders it needs — an old file a step replaces is kept
   in the staging folder until the end, so that a step that fails puts everything back — and the staging
   folder goes.

Killed before the commit, a command leaves only the staging folder, which the next command throws away;
killed after it, the next command applies the rest of the journal (`recover`). Either way the folder holds
the old turn or the whole new one, and the next command says which it made of what it found.

Every path a transaction writes or moves must stay inside the game folder: a symbolic link that leads out
of it (a linked `turns/turn-03`, `reports/` or `orders/`) is refused before anything is written.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import shutil
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from types import TracebackType
from typing import Any

from dynasty.errors import CampaignError, Location, display_path
from dynasty.store.disk import (
    before,
    make_folder,
    refuse_outside,
    remove_folder,
    rename,
    sync_folder,
    unlink,
    write_error,
    write_file,
    write_reason,
)
from dynasty.text.catalogs import Text

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX: no lock, the rest still holds
    fcntl = None  # type: ignore[assignment]

#: The staging folder of a transaction, at the top of the game folder.
STAGING = ".dynasty-transaction"
_ABOUT = "about.json"
_JOURNAL = "journal.json"
_JOURNAL_NEW = "journal.json.new"
_STAGED = re.compile(r"^new-[0-9]{4,}$")
#: How long a command that only reads waits for a command that writes (a resolve of a big game).
READ_WAIT_SECONDS = 60.0
#: The most a journal may weigh: it lists paths, a few per file of a turn.
_JOURNAL_MAX_BYTES = 16 << 20

# -- the lock --------------------------------------------------------------------------------------------

@dataclass
class _Held:
    fd: int | None
    exclusive: bool


#: The game folders this process holds the lock of, by real path: a library call inside a command that
#: already holds it (the command line's) does not take it again.
_held: dict[str, _Held] = {}


def _flock(fd: int, operation: int) -> bool:
    """Try a lock operation without waiting: False when another process holds a lock in the way. A folder
    whose file system has no locks is not locked at all."""
    assert fcntl is not None
    try:
        fcntl.flock(fd, operation | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as exc:
        if exc.errno in (errno.ENOLCK, errno.EOPNOTSUPP, errno.EINVAL, errno.ENOSYS):
            return True
        raise
    return True


def _lock(fd: int, root: Path, exclusive: bool, wait: float) -> None:
    assert fcntl is not None
    operation = fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH
    deadline = time.monotonic() + wait
    while not _flock(fd, operation):
        if time.monotonic() >= deadline:
            raise CampaignError(Text("cli-game-busy", folder=display_path(root)), Location(display_path(root)))
        time.sleep(0.05)


@contextlib.contextmanager
def game_lock(root: Path, *, exclusive: bool, wait: float | None = None, create: bool = False) -> Iterator[list[Text]]:
    """Hold the lock of the game folder `root` while the block runs: `exclusive` for a command that writes
    (refused at once, with one line, while another command holds the lock), shared for one that reads (it
    waits up to `wait` seconds, default `READ_WAIT_SECONDS`, for a command that writes). First, what an
    interrupted command left is finished or thrown away (`recover`); the block receives what was done, as
    sentences for the user. A folder that does not exist is not locked — there is nothing in it to protect —
    unless `create`: then it is made, and removed again if the block leaves it empty (a failed new-game)."""
    key = os.path.realpath(root)
    held = _held.get(key)
    if held is not None:
        if exclusive and not held.exclusive:
            raise AssertionError("a command that reads cannot write: it must take the lock to write first")
        yield []
        return
    made = False
    if create and not os.path.lexists(root):
        try:
            before("mkdir", root)
            os.makedirs(root)
        except OSError as exc:
            raise write_error(root, exc) from None
        made = True
    elif create and not os.path.isdir(root):
        raise write_error(root, NotADirectoryError(errno.ENOTDIR, "", str(root)))
    if not os.path.isdir(key):
        yield []
        return
    try:
        with _locked(root, key, exclusive, READ_WAIT_SECONDS if wait is None else wait) as notes:
            yield notes
    finally:
        if made:
            with contextlib.suppress(OSError):
                os.rmdir(root)  # only when empty


@contextlib.contextmanager
def _locked(root: Path, key: str, exclusive: bool, wait: float) -> Iterator[list[Text]]:
    fd = None
    if fcntl is not None:
        with contextlib.suppress(OSError):  # a folder that cannot be opened cannot be locked: it is read as is
            fd = os.open(key, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        notes: list[Text] = []
        if fd is not None:
            _lock(fd, root, exclusive, 0.0 if exclusive else wait)
        if pending(root):
            if fd is not None and not exclusive:  # finishing needs the folder alone, then reading goes on
                _lock(fd, root, True, wait)
            notes = recover(root)
            if fd is not None and not exclusive:
                _lock(fd, root, False, wait)
        _held[key] = _Held(fd, exclusive)
        try:
            yield notes
        finally:
            del _held[key]
    finally:
        if fd is not None:
            os.close(fd)  # closing releases the lock


def holds_lock(root: Path, *, exclusive: bool = True) -> bool:
    held = _held.get(os.path.realpath(root))
    return held is not None and (held.exclusive or not exclusive)


# -- steps of a journal ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Write:
    target: str  # relative to the game folder
    staged: str  # the staged file's name in the staging folder


@dataclass(frozen=True)
class _Move:
    source: str
    target: str


_Step = _Write | _Move


def _relative(root: Path, path: Path) -> str:
    return PurePosixPath(Path(os.path.abspath(path)).relative_to(os.path.abspath(root))).as_posix()


def _safe_relative(text: Any) -> str:
    """A path of a journal: relative, inside the game folder, not in the staging folder."""
    if not isinstance(text, str) or not text:
        raise ValueError("no path")
    path = PurePosixPath(text)
    if path.is_absolute() or ".." in path.parts or path.parts[0] == STAGING or str(path) != text:
        raise ValueError(text)
    return text


def _journal_data(command: str, steps: list[_Step]) -> dict[str, Any]:
    return {"command": command,
            "steps": [{"write": s.target, "staged": s.staged} if isinstance(s, _Write)
                      else {"move": s.source, "to": s.target} for s in steps]}


def _read_journal(root: Path, path: Path) -> tuple[str | None, list[_Step]]:
    """The command and the steps of a committed journal; one that cannot be read is one line."""
    try:
        with path.open("rb") as handle:
            data = json.loads(handle.read(_JOURNAL_MAX_BYTES + 1).decode("utf-8"))
        steps: list[_Step] = []
        for step in data["steps"]:
            if "write" in step:
                staged = step["staged"]
                if not isinstance(staged, str) or not _STAGED.match(staged):
                    raise ValueError(staged)
                steps.append(_Write(_safe_relative(step["write"]), staged))
            else:
                steps.append(_Move(_safe_relative(step["move"]), _safe_relative(step["to"])))
    except (OSError, ValueError, KeyError, TypeError, RecursionError, UnicodeDecodeError):
        shown = display_path(root / STAGING)
        raise CampaignError(Text("cli-transaction-unreadable", folder=shown), Location(shown)) from None
    for relative in [s.target for s in steps] + [s.source for s in steps if isinstance(s, _Move)]:
        refuse_outside(root / relative, root)
    command = data.get("command")
    return (command if isinstance(command, str) else None), steps


# -- applying, undoing and clearing a journal ---------------------------------------------------------------

def _backup(staging: Path, step: _Write) -> Path:
    return staging / ("old-" + step.staged.removeprefix("new-"))


def _parents(root: Path, relative: str, created: list[Path] | None) -> None:
    """Make the folders a step's target needs (an archive's, a new turn's); `created` receives them."""
    missing = []
    parent = (root / relative).parent
    while not os.path.isdir(parent) and parent != root:
        missing.append(parent)
        parent = parent.parent
    for folder in reversed(missing):
        make_folder(folder)
        if created is not None:
            created.append(folder)


def _apply(root: Path, staging: Path, steps: list[_Step], done: list[_Step] | None = None,
           created: list[Path] | None = None) -> None:
    """Apply a committed journal; each step is skipped when already done, so a journal is applied again
    after a kill as if for the first time. `done` receives each step once applied, `created` each folder
    made."""
    for step in steps:
        if isinstance(step, _Write):
            new, old, target = staging / step.staged, _backup(staging, step), root / step.target
            if os.path.lexists(new):
                _parents(root, step.target, created)
                if os.path.lexists(target) and not os.path.lexists(old):
                    rename(target, old)  # kept until the end, to be put back if a later step fails
                rename(new, target)
        else:
            source, target = root / step.source, root / step.target
            if not os.path.lexists(target) and os.path.lexists(source):
                _parents(root, step.target, created)
                rename(source, target)
        if done is not None:
            done.append(step)
    for folder in sorted({os.path.dirname(root / s.target) for s in steps} |
                         {os.path.dirname(root / s.source) for s in steps if isinstance(s, _Move)}):
        sync_folder(Path(folder))


def _undo(root: Path, staging: Path, steps: list[_Step], created: list[Path]) -> None:
    """Put back what the steps changed, last first (the last may be half done), and remove the folders
    that were made for them."""
    for step in reversed(steps):
        if isinstance(step, _Write):
            new, old, target = staging / step.staged, _backup(staging, step), root / step.target
            if os.path.lexists(old):
                rename(old, target)
            elif not os.path.lexists(new):  # the new file is in place, and there was none before it
                unlink(target)
        else:
            source, target = root / step.source, root / step.target
            # a later write may have made a folder where this one was moved from (resolve --force): empty again now
            for folder in reversed(created):
                if folder == source or source in folder.parents:
                    with contextlib.suppress(OSError):
                        remove_folder(folder)
            if os.path.lexists(target) and not os.path.lexists(source):
                rename(target, source)
    for folder in reversed(created):
        with contextlib.suppress(OSError):
            remove_folder(folder)  # only when empty


def _clear(staging: Path) -> None:
    """Remove the staging folder: its description first, so that a kill half-way never makes a finished
    change look like one never committed; the journal last."""
    about = staging / _ABOUT
    if os.path.lexists(about):
        unlink(about)
    journal = staging / _JOURNAL
    for entry in sorted(os.listdir(staging)):
        path = staging / entry
        if path == journal:
            continue
        if os.path.isdir(path) and not os.path.islink(path):
            before("unlink", path)
            shutil.rmtree(path)
        else:
            unlink(path)
    if os.path.lexists(journal):
        unlink(journal)
    remove_folder(staging)


def _command_of(staging: Path) -> str | None:
    try:
        with (staging / _ABOUT).open("rb") as handle:
            data = json.loads(handle.read(64 << 10).decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError):
        return None
    command = data.get("command") if isinstance(data, dict) else None
    return command if isinstance(command, str) else None


def pending(root: Path) -> bool:
    """Whether an interrupted transaction waits in the game folder."""
    return os.path.lexists(root / STAGING)


def recover(root: Path) -> list[Text]:
    """Finish a committed transaction that was interrupted, or throw away one that was not: the folder then
    holds the whole new state of things or the old one. Returns what was done, for the user."""
    staging = root / STAGING
    if not os.path.lexists(staging):
        return []
    if os.path.islink(staging) or not os.path.isdir(staging):
        shown = display_path(staging)
        raise CampaignError(Text("cli-transaction-unreadable", folder=shown), Location(shown))
    command = _command_of(staging)
    shown = f"dynasty {command}" if command else "dynasty"
    try:
        if os.path.lexists(staging / _JOURNAL):
            command, steps = _read_journal(root, staging / _JOURNAL)
            shown = f"dynasty {command}" if command else "dynasty"
            _apply(root, staging, steps)
            _clear(staging)
            return [Text("cli-recovered-finished", command=shown)]
        _clear(staging)
    except OSError as exc:
        where = Path(exc.filename) if isinstance(exc.filename, str) else staging
        raise CampaignError(Text("cli-recovery-failed", command=shown, path=display_path(where),
                                 reason=write_reason(exc))) from None
    return [Text("cli-recovered-discarded", command=shown)] if command else []


# -- a transaction ---------------------------------------------------------------------------------------

@dataclass
class Transaction:
    """The files a command writes and moves, put in place all together or not at all (see the module's
    words). `command` is what the user typed after `dynasty` (`resolve 7`): it names an interrupted change
    when the next command finds it. Use it as a context manager, under `game_lock(root, exclusive=True)`:
    leaving the block commits; an exception leaves the folder as it was.

    Steps are applied in the order they are added: an archive (`move`) before a file that takes its place.
    """

    root: Path
    command: str
    #: the paths written or moved to, in order (what the command tells it wrote)
    paths: list[Path] = field(default_factory=list)
    _steps: list[_Step] = field(default_factory=list)
    _targets: dict[str, int] = field(default_factory=dict)
    _open: bool = False

    @property
    def staging(self) -> Path:
        return self.root / STAGING

    def __enter__(self) -> Transaction:
        if not holds_lock(self.root):
            raise AssertionError("a transaction needs the game's lock: game_lock(root, exclusive=True)")
        if pending(self.root):
            raise AssertionError("an interrupted transaction must be recovered first")
        refuse_outside(self.staging, self.root)
        try:
            make_folder(self.staging)
            write_file(self.staging / _ABOUT, json.dumps({"command": self.command}).encode())
        except OSError as exc:
            self._discard()
            raise write_error(self.root, exc) from None
        self._open = True
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        if not self._open:
            return
        self._open = False
        if kind is not None:
            self._discard()
            return
        self._commit()

    # -- what the command adds ---------------------------------------------------------------------------

    def write(self, path: Path, text: str | bytes) -> None:
        """Stage `path`'s new text (UTF-8, \\n line ends), or its bytes (a picture). Written again, the last
        text wins."""
        self._check_open()
        relative = self._target(path)
        self._check_writable(path)
        if relative in self._targets:
            step = self._steps[self._targets[relative]]
            assert isinstance(step, _Write)
            staged = step.staged
            unlink(self.staging / staged)
        else:
            staged = f"new-{len(self._steps) + 1:04d}"
            self._targets[relative] = len(self._steps)
            self._steps.append(_Write(relative, staged))
            self.paths.append(path)
        try:
            write_file(self.staging / staged, text.encode("utf-8") if isinstance(text, str) else text)
        except OSError as exc:
            raise write_error(path, exc) from None

    def move(self, source: Path, target: Path) -> None:
        """Move a file or folder (an archive): `target` must not exist."""
        self._check_open()
        relative_source, relative_target = self._target(source), self._target(target)
        if not os.path.lexists(source):
            raise AssertionError(f"nothing to move at {source}")
        if os.path.lexists(target) or relative_target in self._targets:
            raise AssertionError(f"{target} is taken")
        self._check_writable(target)
        self._targets[relative_target] = len(self._steps)
        self._steps.append(_Move(relative_source, relative_target))
        self.paths.append(target)

    # -- inside ------------------------------------------------------------------------------------------

    def _check_open(self) -> None:
        if not self._open:
            raise AssertionError("the transaction is not open")

    def _target(self, path: Path) -> str:
        refuse_outside(path, self.root)
        relative = _relative(self.root, path)
        _safe_relative(relative)
        return relative

    def _check_writable(self, path: Path) -> None:
        """Before anything is committed: every folder on the way is a folder (or can be made), and the file
        is not a folder. A write that would fail after the commit is refused now, naming the file."""
        parent = Path(os.path.abspath(path)).parent
        chain = [parent, *parent.parents]
        for folder in chain:
            if os.path.lexists(folder):
                if not os.path.isdir(folder):
                    raise CampaignError(Text("cli-cannot-write", path=display_path(path),
                                             reason=Text("cli-write-not-a-folder", folder=display_path(folder))))
                if not os.access(folder, os.W_OK | os.X_OK):
                    raise write_error(path, PermissionError(errno.EACCES, "", str(folder)))
                break
        if os.path.isdir(path) and not os.path.islink(path):
            raise write_error(path, IsADirectoryError(errno.EISDIR, "", str(path)))

    def _commit(self) -> None:
        journal = json.dumps(_journal_data(self.command, self._steps), ensure_ascii=False).encode()
        try:
            write_file(self.staging / _JOURNAL_NEW, journal)
            sync_folder(self.staging)
            rename(self.staging / _JOURNAL_NEW, self.staging / _JOURNAL)  # the commit
        except OSError as exc:
            self._discard()
            raise write_error(self._failed_path(exc), exc) from None
        done: list[_Step] = []
        created: list[Path] = []
        try:
            _apply(self.root, self.staging, self._steps, done, created)
        except OSError as exc:
            failed = self._failed_path(exc)
            try:
                _undo(self.root, self.staging, self._steps[:len(done) + 1], created)
                _clear(self.staging)
            except OSError:
                pass  # the journal stays: the next command finishes the change
            raise write_error(failed, exc) from None
        with contextlib.suppress(OSError):  # done: what is left is cleared by the next command
            _clear(self.staging)

    def _failed_path(self, exc: OSError) -> Path:
        """The file the user knows for a failed disk operation: the target a staged file was for."""
        name = exc.filename if isinstance(exc.filename, str) else None
        if name is None:
            return self.root
        for candidate in (name, getattr(exc, "filename2", None)):
            if not isinstance(candidate, str):
                continue
            base = os.path.basename(candidate)
            for step in self._steps:
                if isinstance(step, _Write) and base in (step.staged, "old-" + step.staged.removeprefix("new-")):
                    return self.root / step.target
        return Path(name)

    def _discard(self) -> None:
        with contextlib.suppress(OSError):
            if os.path.lexists(self.staging):
                _clear(self.staging)
