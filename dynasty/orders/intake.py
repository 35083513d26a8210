"""Whose orders each file of a turn's orders folder holds (CONTRACT "The game folder": `orders/<id>.yaml`).

A game master saves what players send as it comes: `belozerskie.yml`, `Ustyuzhskie.YAML`, `Ратибор.txt` (the
player's forum name), `Белозерские.yaml` (the house's name). Every such file is read, none is lost: a file is
the orders of the dynasty whose id, name or player (`player:` in `turns/game.yaml`) its name is, in any letter
case and with any suffix. A file that names no dynasty, or a second file of one dynasty, is an error that
says which names are expected.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from dynasty.errors import CampaignError, Location, Problem, display_path
from dynasty.game.named import state_names
from dynasty.game.state import GameState
from dynasty.orders.messages import Language, say, text
from dynasty.text.catalogs import Text
from dynasty.text.did_you_mean import closest, fold

#: What an editor or a copy leaves beside a file, never orders.
_LEFTOVERS = ("~", ".bak", ".orig", ".swp", ".tmp")
#: The suffixes an order file may have, taken off its name before it is matched (`x.yaml.txt` is `x`).
SUFFIXES = (".yaml", ".yml", ".txt", ".md")


def stem(path: Path) -> str:
    """A file's name without the suffixes an order file may have."""
    name = path.name
    while True:
        lower = name.lower()
        cut = next((s for s in SUFFIXES if lower.endswith(s) and len(name) > len(s)), None)
        if cut is None:
            return name
        name = name[:-len(cut)]


def is_order_file(path: Path) -> bool:
    """A file of the orders folder that may hold orders: not hidden, not an editor's leftover (a folder, a pipe,
    a device or a broken link named like an order file is one too, and `check` says what it is)."""
    if path.name.startswith(".") or path.name.lower().endswith(_LEFTOVERS):
        return False
    return path.is_file() or path.name.lower().endswith(SUFFIXES)


#: What a name may stand for: a house's id, its name, or its player's forum name (`player:` of `turns/game.yaml`).
Kind = Literal["id", "name", "player"]
#: `--dynasty` reads houses, `--player` players; a file's name in the orders folder may be any of the three.
HOUSES: tuple[Kind, ...] = ("id", "name")
PLAYERS: tuple[Kind, ...] = ("player",)
ANY: tuple[Kind, ...] = ("id", "name", "player")


def spellings(state: GameState, players: Mapping[str, str | None], kinds: tuple[Kind, ...] = ANY, *,
              living: bool = True) -> dict[str, list[str]]:
    """The names each dynasty may be written by: its id, its name, its player's forum name (those of `kinds`);
    the living dynasties only, unless `living` is False."""
    return {did: [name for kind, name in names if kind in kinds]
            for did, names in _names(state, players, living).items()}


def _names(state: GameState, players: Mapping[str, str | None], living: bool) -> dict[str, list[tuple[Kind, str]]]:
    names: dict[str, list[tuple[Kind, str]]] = {}
    for did, dynasty in state.dynasties.items():
        if dynasty.alive or not living:
            names[did] = [("id", did), ("name", dynasty.name)]
            player = players.get(did)
            if player:
                names[did].append(("player", player))
    return names


def matches(written: str, state: GameState, players: Mapping[str, str | None], kinds: tuple[Kind, ...] = ANY, *,
            living: bool = True) -> list[str]:
    """The dynasties `written` may stand for, without surprises: an exact id first, then an exact house name,
    then an exact forum name (of `kinds`); else every dynasty one of whose names it is once folded (letter case,
    `_` for `-`, a Cyrillic letter that looks Latin). More than one is ambiguous, and no caller takes it: a forum
    name that reads as another house's id can never pass for that house."""
    table = [(kind, name, did) for did, names in _names(state, players, living).items() for kind, name in names
             if kind in kinds]
    for kind in kinds:
        exact = list(dict.fromkeys(did for k, name, did in table if k == kind and name == written))
        if exact:
            return exact
    wanted = fold(written)
    return list(dict.fromkeys(did for _, name, did in table if fold(name) == wanted))


def dynasty_of(name: str, state: GameState, players: Mapping[str, str | None],
               kinds: tuple[Kind, ...] = ANY) -> str | None:
    """The one living dynasty a file name (or a name given on the command line) stands for (`matches`), or None:
    none, or more than one."""
    found = matches(name, state, players, kinds)
    return found[0] if len(found) == 1 else None


def fallen_of(name: str, state: GameState, players: Mapping[str, str | None],
              kinds: tuple[Kind, ...] = ANY) -> str | None:
    """The one fallen dynasty (DYN-2) that a name stands for, when it stands for no living one: its orders are
    no longer taken, and the one who sent them is told why rather than that the name is unknown."""
    if matches(name, state, players, kinds):
        return None
    found = [did for did in matches(name, state, players, kinds, living=False) if not state.dynasties[did].alive]
    return found[0] if len(found) == 1 else None


@dataclass
class TurnFiles:
    """The order files of a turn: the file of each dynasty, and the problems of the folder."""

    by_dynasty: dict[str, Path] = field(default_factory=dict)
    #: every file, with the dynasty it was matched to (None: no dynasty)
    files: list[tuple[Path, str | None]] = field(default_factory=list)
    problems: dict[Path, Problem] = field(default_factory=dict)
    #: the living dynasties of the turn
    living: set[str] = field(default_factory=set)


def turn_files(folder: Path, state: GameState, players: Mapping[str, str | None], language: Language) -> TurnFiles:
    """Every order file of a turn's folder and whose it is; a file that names no living dynasty and a
    second file of one dynasty are errors, at the file."""
    found = TurnFiles(living={did for did, d in state.dynasties.items() if d.alive})
    paths = sorted(p for p in folder.iterdir() if is_order_file(p)) if folder.is_dir() else []
    # the file named by id first: it is the dynasty's file when a second one comes
    paths.sort(key=lambda p: (dynasty_of(stem(p), state, players) != stem(p), p.name))
    for path in paths:
        owners = matches(stem(path), state, players)
        did = owners[0] if len(owners) == 1 else None
        found.files.append((path, did))
        where = Location(display_path(path), 1)
        if len(owners) > 1:
            found.problems[path] = Problem("file-name", say(
                "file-name", language, variant="ambiguous", name=stem(path), houses=_listed(owners, state, language)),
                where)
        elif did is None:
            found.problems[path] = Problem("file-name", unknown_name(stem(path), state, players, language), where)
        elif did in found.by_dynasty:
            first = found.by_dynasty[did].name
            found.problems[path] = Problem("file-name", say(
                "file-name", language, variant="twice", house=state_names(state)(did), house_id=did, file=first),
                where)
        else:
            found.by_dynasty[did] = path
    found.files.sort(key=lambda item: item[0].name)
    return found


def unknown_name(name: str, state: GameState, players: Mapping[str, str | None], language: Language,
                 written: str | None = None) -> str:
    """A file name that names no dynasty: the names expected, and the one meant — the dynasty the orders'
    own `dynasty:` line names (`written`), else the closest name."""
    names = spellings(state, players)
    expected = _listed(list(names), state, language)
    meant = written if written in names else closest(name, names)
    if meant is None:
        return say("file-name", language, name=name, expected=expected)
    return say("file-name", language, variant="hint", name=name, expected=expected,
               house=state_names(state)(meant), house_id=meant)


def _listed(dynasties: list[str], state: GameState, language: Language) -> str:
    return ", ".join(text(language, "list-item", name=state.dynasties[did].name, id=did) for did in dynasties)


def pick_dynasty(given: str, state: GameState, players: Mapping[str, str | None],
                 kinds: tuple[Kind, ...] = HOUSES) -> str:
    """The dynasty a command line names (`--dynasty`: its id or its name; `--player`: its player's forum name),
    destroyed ones included, for the command to say so; a name of none, or of more than one, is an error that
    lists the dynasties and the one most likely meant."""
    found = matches(given, state, players, kinds, living=False)
    if len(found) == 1:
        return found[0]
    if found:
        raise CampaignError(Text("cli-ambiguous-dynasty", id=given, houses=", ".join(found)))
    known = ", ".join(state.dynasties)
    meant = closest(given, spellings(state, players, kinds, living=False))
    if meant is None:
        raise CampaignError(Text("cli-unknown-dynasty", id=given, known=known))
    raise CampaignError(Text("cli-unknown-dynasty-hint", id=given, known=known, hint=meant))
