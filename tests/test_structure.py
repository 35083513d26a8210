"""The shape of the package (STYLE "The shape"): its rooms are layered, each importing only the rooms the
README's architecture allows it (issue 24); no import cycle — a module that many use holds only shared
vocabulary, and a dispatcher imports the parts it dispatches to, never the other way round — every module
imports on its own, and no module grows past what a newcomer reads at once."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "dynasty"
MAX_LINES = 610  # "no module over ~600 lines"
README = PACKAGE.parent / "README.md"

#: The rooms of `dynasty/` — a package, or a module that stands alone — and the rooms each may import: the
#: README's architecture, which `test_the_readme_draws_the_layers_the_tests_check` holds to this table.
#: `dynasty` is the package's face (`__init__.py`: its version).
MAY_IMPORT: dict[str, set[str]] = {
    "dynasty": set(),
    "kept": set(),
    "text": {"kept"},
    "errors": {"text"},
    "store": {"text", "errors"},
    "game": {"kept", "text", "errors", "store"},
    "orders": {"text", "errors", "store", "game"},
    "engine": {"text", "errors", "game", "orders"},
    "reports": {"kept", "text", "errors", "store", "game", "orders"},
    "bot": {"text", "errors", "store", "game", "orders", "reports"},
    "study": {"text", "errors", "store", "game", "orders", "engine", "reports", "bot"},
    "commands": {"dynasty", "text", "errors", "store", "game", "orders", "engine", "reports", "bot", "study"},
    "__main__": {"text", "commands"},
}


def modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The package's modules that `name` imports, at the top or inside a function alike."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name in known}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            for alias in node.names:
                if f"{base}.{alias.name}" in known:
                    found.add(f"{base}.{alias.name}")
                elif base in known:
                    found.add(base)
    return found - {name}


def room(name: str) -> str:
    """The room a module of the package stands in: `dynasty.game.state` in `game`, `dynasty.errors` in `errors`."""
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports(name, path, known) for name, path in known.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_module_of_the_package_is_in_an_import_cycle() -> None:
    """STYLE: "the import graph has no circle" — imports inside functions count too, since a lazy import
    that hides a circle is still a circle."""
    assert cycles(graph()) == []


def against_the_direction(graph: dict[str, set[str]]) -> list[str]:
    """Each import of `graph` from one room into another that `MAY_IMPORT` does not allow."""
    return sorted(f"{name} -> {imported}" for name, imported_all in graph.items() for imported in imported_all
                  if room(imported) != room(name) and room(imported) not in MAY_IMPORT[room(name)])


def test_every_import_between_rooms_goes_the_way_the_architecture_allows() -> None:
    """Issue 24: one direction of imports between the packages. A room imports only the rooms below it that
    `MAY_IMPORT` names — so that the engine never touches a file, the bot never runs the engine, and nothing
    below the commands knows there is a command line."""
    assert against_the_direction(graph()) == []


def test_the_rooms_stand_in_floors_with_no_circle() -> None:
    """The allowed imports themselves make no circle, so that the rooms stand in floors (the README's drawing)."""
    assert cycles(MAY_IMPORT) == []
    assert all(allowed <= MAY_IMPORT.keys() for allowed in MAY_IMPORT.values())


def test_the_layer_check_finds_an_import_against_the_direction() -> None:
    """The check can fail: the engine reading a report, the bot running the engine or the state reading the
    command line is against the direction; a room importing itself or one below it is not."""
    wrong = {"dynasty.engine.turn": {"dynasty.reports.build", "dynasty.game.state", "dynasty.engine.war"},
             "dynasty.bot.play": {"dynasty.engine.turn", "dynasty.reports.fog"},
             "dynasty.game.state": {"dynasty.commands.cli", "dynasty.errors"},
             "dynasty.errors": {"dynasty.text.catalogs"}}
    assert against_the_direction(wrong) == ["dynasty.bot.play -> dynasty.engine.turn",
                                            "dynasty.engine.turn -> dynasty.reports.build",
                                            "dynasty.game.state -> dynasty.commands.cli"]


def test_every_module_stands_in_a_room_of_the_architecture() -> None:
    """No loose module is left in `dynasty/` but the package's face and what every layer shares: each module is
    in a room that the architecture names."""
    assert sorted({room(name) for name in modules()} - MAY_IMPORT.keys()) == []
    loose = sorted(path.name for path in PACKAGE.glob("*.py"))
    assert loose == ["__init__.py", "__main__.py", "errors.py", "kept.py"]


def readme_layers() -> dict[str, set[str]]:
    """The table of the README's architecture whose header begins `| room | may import |`: each row's rooms
    (first cell) and what they may import (second cell)."""
    lines = README.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if re.match(r"\|\s*room\s*\|\s*may import\s*\|", line))
    found: dict[str, set[str]] = {}
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        rooms, allowed = [cell.strip() for cell in line.strip("|").split("|")][:2]
        for name in re.findall(r"`(\w+)`", rooms):
            found[name] = set(re.findall(r"`(\w+)`", allowed))
    return found


def test_the_readme_draws_the_layers_the_tests_check() -> None:
    """Issue 24: the direction of imports is written down in the README, and what is written is what is
    checked: each room's row says the rooms it may import."""
    assert readme_layers() == MAY_IMPORT


def test_every_module_imports_on_its_own() -> None:
    """Each module, imported first in a fresh interpreter (no other module of the package loaded before it),
    loads without error: no module relies on another having been imported first."""
    names = sorted(modules())
    program = (
        "import importlib, sys, traceback\n"
        f"names = {names!r}\n"
        "failed = []\n"
        "for name in names:\n"
        "    for loaded in [m for m in sys.modules if m == 'dynasty' or m.startswith('dynasty.')]:\n"
        "        del sys.modules[loaded]\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except Exception as error:\n"
        "        failed.append(f'{name}: {error!r}')\n"
        "print('\\n'.join(failed))\n"
    )
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True,
                            cwd=PACKAGE.parent)
    assert result.stdout.strip() == ""


def test_no_module_is_longer_than_a_newcomer_reads_at_once() -> None:
    """Issue 13: no module over ~600 lines."""
    long = {name: len(path.read_text(encoding="utf-8").splitlines()) for name, path in modules().items()}
    assert {name: lines for name, lines in long.items() if lines > MAX_LINES} == {}
