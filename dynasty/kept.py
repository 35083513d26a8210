"""The parsed forms of the program's own data files, kept between runs so that a short command does not parse
them again: the message catalogs (`text.catalogs`), the report templates (`reports.render`), the packaged rules data
validated (`rules`), and the Russian forms of the names already declined (`declension`), which spare loading
the morphology library.

Parsing them is pure Python and was most of the time of a command that says a few sentences. A parsed form
is kept as Python keeps bytecode: in a `__pycache__` folder beside its source (under `PYTHONPYCACHEPREFIX`
when one is set), or, where that cannot be written (a system-wide install), in the user's cache
(`$XDG_CACHE_HOME/dynasty`, else `~/.cache/dynasty`). Its name holds a digest of what it was made from, so
a changed source is parsed again. A place that cannot be read or written is passed over in silence: the
source is then parsed, as without it. `DYNASTY_NO_CACHE=1` keeps and reads nothing.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

FOLDER = "__pycache__"
#: Set (to anything but "" or 0) to keep nothing and read nothing kept: every run parses as the first did.
OFF = "DYNASTY_NO_CACHE"

T = TypeVar("T")


def folders(source_folder: Path, kind: str) -> list[Path]:
    """Where the parsed forms of the files of `source_folder` may be kept, in the order tried: beside it, then
    in the user's cache under `kind` (`catalogs/ru`, `templates`...). None when `DYNASTY_NO_CACHE` is set."""
    if os.environ.get(OFF, "") not in ("", "0"):
        return []
    found = [bytecode_folder(source_folder)]
    home = os.environ.get("XDG_CACHE_HOME") or (str(Path.home() / ".cache") if "HOME" in os.environ else "")
    if home:
        found.append(Path(home) / "dynasty" / kind)
    return found


def bytecode_folder(source_folder: Path) -> Path:
    """Where Python keeps the bytecode of the modules of `source_folder`: its `__pycache__`, or the same
    folder under `PYTHONPYCACHEPREFIX` when one is set."""
    if sys.pycache_prefix:
        folder = source_folder.resolve()
        return Path(sys.pycache_prefix, *folder.parts[1:])
    return source_folder / FOLDER


def digest(*parts: bytes) -> str:
    """A short digest of what a parsed form was made from (the source, the parser's version...)."""
    hashed = hashlib.blake2b(digest_size=12)
    for part in parts:
        hashed.update(len(part).to_bytes(8, "little"))
        hashed.update(part)
    return hashed.hexdigest()


def read(places: list[Path], name: str) -> bytes | None:
    """The kept file `name` from the first place that has it, or None."""
    for folder in places:
        with contextlib.suppress(OSError):
            return (folder / name).read_bytes()
    return None


def keep(places: list[Path], name: str, data: bytes, stale: str | None = None) -> bool:
    """Write `data` as `name` in the first place that can be written, whole or not at all, and remove there
    the files matching `stale` (the forms of older sources) but this one; False where none can be written."""
    import tempfile

    for folder in places:
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
        except OSError:
            continue
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            os.replace(temporary, folder / name)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            continue
        if stale is not None:
            for old in folder.glob(stale):
                if old.name != name:
                    with contextlib.suppress(OSError):
                        old.unlink()
        return True
    return False


def pickled(places: list[Path], stem: str, made_from: Sequence[bytes], make: Callable[[], T], kind: type[T]) -> T:
    """What `make()` gives, read back from its kept pickle while what it is made from (`made_from`, with the
    version of Python) is the same, else made and kept (`stem.<digest>.pickle`, the older forms removed). A
    kept file that is not a `kind` (truncated, or of another program) is made again; `make` raises as it
    would without a kept form, and nothing is kept then."""
    name = f"{stem}.{digest(*made_from, sys.version.encode())}.pickle"
    data = read(places, name)
    if data is not None:
        try:
            found = pickle.loads(data)
        except Exception:
            found = None
        if isinstance(found, kind):
            return found
    value = make()
    keep(places, name, pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL), stale=f"{stem}.*.pickle")
    return value
