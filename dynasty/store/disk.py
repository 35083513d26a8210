"""Every change the program makes to the disk of a game folder, one function each, announced beforehand to
`fault_point` (the fault-injection tests kill the program, or fail the change, at the n-th one); the words of
a change that fails; and the game folder's boundary: a path in it may not lead out of it by a link."""

from __future__ import annotations

import contextlib
import errno
import os
from collections.abc import Callable
from pathlib import Path

from dynasty.errors import CampaignError, Location, display_path
from dynasty.text.catalogs import Text

#: Called before every change the program makes to the disk, with what the change is and where. Nothing by
#: default; the fault-injection tests set it to kill the program, or to fail the change, at the n-th one.
fault_point: Callable[[str, Path], None] | None = None


def before(kind: str, path: Path) -> None:
    if fault_point is not None:
        fault_point(kind, path)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


#: the mode of a file created by open() under the process's umask (0644 under the usual 022)
_FILE_MODE = 0o666 & ~_umask()


# -- the words of a failed write ------------------------------------------------------------------------

_REASONS = {errno.ENOSPC: "cli-write-no-space", errno.EDQUOT: "cli-write-no-space",
            errno.EROFS: "cli-write-read-only", errno.EACCES: "cli-write-no-permission",
            errno.EPERM: "cli-write-no-permission", errno.EISDIR: "cli-write-is-folder",
            errno.ENAMETOOLONG: "cli-write-name-too-long", errno.EIO: "cli-write-io"}


def write_reason(exc: OSError) -> Text:
    """Why a write failed, in the catalog's words (the system's own words are English)."""
    if exc.errno == errno.ENOTDIR and isinstance(exc.filename, str):
        found = Path(exc.filename)  # the file in the way: the first of the path that exists and is no folder
        for ancestor in reversed([found, *found.parents]):
            if os.path.lexists(ancestor) and not os.path.isdir(ancestor):
                found = ancestor
                break
        return Text("cli-write-not-a-folder", folder=display_path(found))
    message_id = _REASONS.get(exc.errno or 0)
    if message_id is not None:
        return Text(message_id)
    return Text("cli-write-system", code=exc.errno or 0)


def write_error(path: Path, exc: OSError) -> CampaignError:
    """One line: the file that could not be written, and why."""
    return CampaignError(Text("cli-cannot-write", path=display_path(path), reason=write_reason(exc)))


# -- the game folder's boundary ---------------------------------------------------------------------------

def _inside(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def leaves_folder(path: Path, root: Path) -> str | None:
    """Where `path` really leads when it lies in the game folder `root` (as written) but a symbolic link
    takes it out of it; None when it stays inside (or was never inside: a file the user named elsewhere)."""
    real_root = os.path.realpath(root)
    written = os.path.abspath(path)
    if not _inside(written, os.path.abspath(root)) and not _inside(written, real_root):
        return None
    real = os.path.realpath(path)
    return None if _inside(real, real_root) else real


def refuse_outside(path: Path, root: Path) -> None:
    """CONTRACT "The game folder": the program reads and writes inside the game folder only; a link that
    leads out of it is one line naming it."""
    target = leaves_folder(path, root)
    if target is not None:
        raise CampaignError(Text("cli-link-leaves-game", target=target),
                            Location(display_path(path)))


# -- the disk operations, each announced to `fault_point` ---------------------------------------------------

def write_file(path: Path, data: bytes) -> None:
    before("create", path)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), _FILE_MODE)
    try:
        before("write", path)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        before("sync", path)
        os.fsync(fd)
    finally:
        os.close(fd)


def rename(source: Path, target: Path) -> None:
    before("rename", target)
    os.replace(source, target)


def make_folder(path: Path) -> None:
    before("mkdir", path)
    with contextlib.suppress(FileExistsError):
        os.mkdir(path)


def unlink(path: Path) -> None:
    before("unlink", path)
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)


def remove_folder(path: Path) -> None:
    before("rmdir", path)
    with contextlib.suppress(FileNotFoundError):
        os.rmdir(path)


def sync_folder(path: Path) -> None:
    """Make a folder's entries (renames, new files) durable; file systems that cannot are left as they are."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        before("sync", path)
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)
