"""Keyed dice (CONTRACT "Dice"): every roll of the program goes through `Dice.roll`.

A die's value depends only on the campaign seed and the roll's key, so adding, removing or correcting
one roll never shifts another, and a game master can re-run a turn and get the same dice.

How a value is made, so that anyone can audit it: for die i (0-based) of key K under seed S, take
SHA-256 of the UTF-8 text "S/K/i/a" for a = 0, 1, 2 ...; read its first 8 bytes as a big-endian unsigned
integer x; keep the first x below the largest multiple of the die's sides under 2^64 (rejection
sampling, so every face is exactly equally likely); the face is 1 + x mod sides. This depends on no
library's random stream, so it never changes with a library version.

The seed is the campaign's dice secret: whoever knows it knows every future die and what other houses rolled in
secret. `new-game` draws one of `SECRET_BITS` random bits (`new_secret`) unless told a seed (`--seed`, for tests
and demonstrations: `guessable` tells a seed a laptop finds from a report's dice). The first chronicle publishes
its `commitment`, so that once the GM reveals it anyone can check every die of his reports (`dynasty.commands.verify`).
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from dynasty.errors import DiceError, DiceProblems, Location, Problem
from dynasty.game.rules import parse_dice
from dynasty.store.yaml_io import Document, load_yaml
from dynasty.text.catalogs import Language, Named, Term, Text, file_message
from dynasty.text.did_you_mean import closest

T = TypeVar("T")
#: A campaign's dice secret: a number (`--seed`, for tests and demonstrations) or the text `new_secret` draws. Its
#: decimal or textual form is what the hash reads ("S" above), so 7 and "7" roll alike.
Seed = int | str
#: The random bits of a secret `new-game` draws: beyond any search, however many dice a player has seen.
SECRET_BITS = 128
#: Below these, a secret is guessable: a number under 2^100, a text under 32 characters (as a person types one).
GUESSABLE_BELOW = 1 << 100
SECRET_MIN_CHARS = 32
_KEY = re.compile(r"^[a-z0-9][a-z0-9_+./-]*$")
_RU_DICE = re.compile(r"\b(\d*)d(\d+)\b")
_SPAN = 1 << 64

#: A purpose's facts that are the terms of its formula, each a `Purpose` of its own ("+ 1 for the era"), written
#: one after the other: `terms` that the roller knows, and `hidden` ones that only the GM may read (another
#: house's loyalty, traits or best intrigue, INFO-2).
TERMS = "terms"
HIDDEN = "hidden"
_FORMULA = (TERMS, HIDDEN)
#: The catalog file of the purposes' messages (`locales/<language>/dice.ftl`): the log's English needs no other.
CATALOG = "dice"
#: A list of more items than this (the 199 other houses of a large game) is shown by its first ones and its last
#: around "…"; the log keeps it whole.
_LIST_SHOWN = 12
#: How a report puts a fact into words: given the fact's name and value (an id, a skill's id, a number), what
#: the sentence takes (a `Named`, the skill's name in the report's language, the number itself).
Fact = Callable[[str, Any], Any]


class Purpose(Text):
    """What a die decides, not yet in words: a `dice-*` message of the catalog (`locales/*/dice.ftl`) and its
    facts as plain data — ids stay ids, numbers stay numbers — so that the log keeps them (`purpose_id`,
    `purpose_args`) and each report says them in its own language with its own names. A fact that is a list is
    joined with ", "; `terms` and `hidden` are lists of purposes, the formula's terms."""

    def __init__(self, message_id: str, /, **args: Any) -> None:
        # a list is copied: the caller may go on changing its own (the skills left to draw); `Text`'s two fields
        # are set here (every roll makes a purpose)
        for name, value in args.items():
            if isinstance(value, (list, tuple)):
                args[name] = list(value)
        self.id = message_id
        self.args = args

    def words(self, language: Language, fact: Fact | None = None) -> str:
        """The purpose in `language`; `fact` puts each fact into words (a report's names), else it stays as it
        is (the log's English, with ids)."""
        said = fact if fact is not None else _as_it_is
        values: dict[str, Any] = {}
        for name, value in self.args.items():
            if name in _FORMULA:
                values[name] = "".join(f" {part.words(language, fact)}" for part in value)
            elif isinstance(value, list):
                values[name] = ", ".join(_shown(said(name, item), language) for item in _abridged(value))
            else:
                values[name] = said(name, value)
        return file_message(language, CATALOG, self.id, values)

    def told(self) -> Purpose:
        """What the roller's own report tells of it: a purpose with hidden terms in its `-told` form, which
        says that they exist but not what they are, and without them (INFO-2)."""
        if HIDDEN not in self.args:
            return self
        return Purpose(f"{self.id}-told", **{k: v for k, v in self.args.items() if k != HIDDEN})

    def data(self) -> dict[str, Any]:
        """The facts as plain data, for the log: a term as `{id, args}`."""
        return {name: [{"id": part.id, "args": part.data()} for part in value] if name in _FORMULA
                else list(value) if isinstance(value, list) else value
                for name, value in self.args.items()}

    @classmethod
    def from_data(cls, purpose_id: Any, args: Any) -> Purpose | None:
        """A purpose read back from a log (`purpose_id`, `purpose_args`); None when the log has none (an older
        log) or it is not well formed."""
        if not isinstance(purpose_id, str) or not isinstance(args, Mapping):
            return None
        facts: dict[str, Any] = {}
        for name, value in args.items():
            if name in _FORMULA:
                if not isinstance(value, list):
                    return None
                parts = [cls.from_data(item.get("id"), item.get("args")) if isinstance(item, Mapping) else None
                         for item in value]
                if any(part is None for part in parts):
                    return None
                facts[str(name)] = parts
            else:
                facts[str(name)] = value
        return cls(purpose_id, **facts)


def term(message_id: str, amount: int, /, **facts: Any) -> Purpose:
    """A term of a formula with its sign: `+ 1 for the era`, `− 3 for Devoted`."""
    return Purpose(message_id, sign="+" if amount >= 0 else "−", n=abs(amount), **facts)


def _as_it_is(name: str, value: Any) -> Any:
    return value


def _abridged(items: list[Any]) -> list[Any]:
    if len(items) <= _LIST_SHOWN:
        return items
    return [*items[:_LIST_SHOWN - 2], "…", items[-1]]


def _shown(value: Any, language: Language) -> str:
    return value.text if isinstance(value, Named) else str(value)


@dataclass(frozen=True, slots=True)
class Roll:
    """One recorded roll: what a log shows for it."""

    key: str
    dice: str
    values: tuple[int, ...]
    purpose: Purpose
    chosen: bool = False  # True when the value came from the GM's dice file or a test's script

    @property
    def total(self) -> int:
        return sum(self.values)

    def to_data(self) -> dict[str, Any]:
        """The log's entry: the purpose in English with ids (for scripts and for reading the log), and its
        message and facts, from which each report says it in its own language."""
        data: dict[str, Any] = {"key": self.key, "dice": self.dice, "values": list(self.values),
                                "purpose": self.purpose.words("en"), "purpose_id": self.purpose.id,
                                "purpose_args": self.purpose.data()}
        if self.chosen:
            data["chosen"] = True
        return data


@dataclass(frozen=True)
class Override:
    """A die the GM chose, where he wrote it. An entry the file does not give well (a key that is no dice key,
    a value that is no whole number) has a `problem` and no values: it is told with every other mistake of
    the dice once the turn has been played (`Dice.check_chosen`, `Dice.check_all_used`), and its die comes from the
    seed meanwhile."""

    values: tuple[int, ...]
    location: Location
    problem: Text | None = None


def written_dice(dice: str) -> Term:
    """Dice as each language writes them: 2d6, in Russian 2к6."""
    return Term(ru=_RU_DICE.sub(r"\1к\2", dice), en=dice)


def new_secret() -> str:
    """A dice secret nobody can guess: `SECRET_BITS` bits from the system's source of randomness, as hex digits."""
    return secrets.token_hex(SECRET_BITS // 8)


def guessable(seed: Seed) -> bool:
    """Whether a laptop can find the seed from a few dice of a report: a number below 2^100, or a short text."""
    return seed < GUESSABLE_BELOW if isinstance(seed, int) else len(seed) < SECRET_MIN_CHARS


def commitment(seed: Seed) -> str:
    """The SHA-256 of the seed's text, in hex: published in the first chronicle, it binds the GM to his secret
    (a seed that gave it cannot be swapped for another without it showing), and tells nothing of it."""
    return hashlib.sha256(str(seed).encode()).hexdigest()


def seeded_face(seed: Seed, key: str, index: int, sides: int) -> int:
    """The face of die `index` of `key`: see the module docstring."""
    limit = _SPAN - _SPAN % sides
    attempt = 0
    while True:
        digest = hashlib.sha256(f"{seed}/{key}/{index}/{attempt}".encode()).digest()
        x = int.from_bytes(digest[:8], "big")
        if x < limit:
            return 1 + x % sides
        attempt += 1


@dataclass
class Dice:
    """The dice service. `overrides` map keys to chosen values (a GM's dice file, or a test's script).

    With `strict`, a roll whose key has no override is an error: tests use it so that they never depend
    on a random stream.
    """

    seed: Seed
    overrides: Mapping[str, Override] = field(default_factory=dict)
    strict: bool = False
    rolls: list[Roll] = field(default_factory=list)
    #: what is wrong with the chosen values, found while rolling: told all at once by `check_all_used`
    problems: list[Problem] = field(default_factory=list)
    _rolled: set[str] = field(default_factory=set)

    @classmethod
    def scripted(cls, script: Mapping[str, int | Sequence[int]], seed: int = 0, *,
                 strict: bool = True) -> Dice:
        """Dice for tests: every key that is rolled must be scripted (unless `strict` is False)."""
        overrides = {key: Override(_as_values(value), Location("script", None, key))
                     for key, value in script.items()}
        return cls(seed=seed, overrides=overrides, strict=strict)

    def roll(self, key: str, dice: str, purpose: Purpose) -> Roll:
        """Roll `dice` (like '2d6') for `key`; each key may be rolled once per run."""
        if not _KEY.match(key):
            raise ValueError(f"dice key {key!r} must be lowercase, without spaces")
        if key in self._rolled:
            raise ValueError(f"dice key {key!r} was rolled twice; every roll needs its own key")
        count, sides = parse_dice(dice)
        self._rolled.add(key)  # even if a chosen value is refused below: the key itself was right
        override = self.overrides.get(key)
        refused = self._refused(key, dice, count, sides, override) if override is not None else True
        if override is not None and not refused:
            values, chosen = override.values, True
        elif override is None and self.strict:
            raise DiceError(Text("cli-dice-not-scripted", key=key, dice=dice, purpose=purpose))
        else:  # no chosen value, or one that cannot be used: the seed's, so that the turn goes on to every mistake
            values = tuple([seeded_face(self.seed, key, i, sides) for i in range(count)])
            chosen = False
        result = Roll(key, dice, tuple(values), purpose, chosen)
        self.rolls.append(result)
        return result

    def _refused(self, key: str, dice: str, count: int, sides: int, override: Override) -> bool:
        """Whether a chosen value cannot be used for this roll: the file's entry was not well written (told by
        `check_all_used`), or it gives the wrong number of dice or a face the die does not have. A script's
        mistake (`strict`) is raised at once; a file's is kept, to be told with the others."""
        if override.problem is not None:
            return True
        wrong: Text | None = None
        written = written_dice(dice)
        if len(override.values) != count:
            wrong = Text("cli-dice-count", key=key, dice=written, count=count, n=len(override.values))
        else:
            for value in override.values:
                if not 1 <= value <= sides:
                    wrong = Text("cli-dice-out-of-range", key=key, dice=written, value=value, sides=sides)
                    break
        if wrong is None:
            return False
        if self.strict:
            raise DiceError(wrong, override.location)
        self.problems.append(Problem("dice", wrong, override.location))
        return True

    def total(self, key: str, dice: str, purpose: Purpose) -> int:
        return self.roll(key, dice, purpose).total

    def pick(self, key: str, options: Sequence[T], purpose: Purpose) -> T:
        """One of `options`, fairly, by a 1dN roll (N = the number of options)."""
        if not options:
            raise ValueError(f"nothing to pick from for {key!r}")
        if len(options) == 1:
            return options[0]
        return options[self.total(key, f"1d{len(options)}", purpose) - 1]

    def unused_overrides(self) -> list[str]:
        """Keys the GM (or a test) chose dice for that were never rolled."""
        return [key for key in self.overrides if key not in self._rolled]

    def check_all_used(self) -> None:
        """Every mistake of the chosen dice at once, in the file's order, each naming its key and line: an entry
        not well written, a value the roll could not take, a key never rolled (a typo, usually: the rolled key
        closest to it is offered). `new-game` keeps a key never rolled an error: which dice a game's start rolls
        depends on its scenario alone, so such a key is a mistake, and the campaign it writes cannot be made again
        in the same folder."""
        problems = self._chosen_problems(unused="error")
        if problems:
            raise DiceProblems(problems)

    def check_chosen(self) -> list[Problem]:
        """The chosen dice of a turn (`resolve`): an entry not well written or a value the roll could not take is
        an error, raised with every other problem of the file; a well-formed key the turn did not roll is only a
        warning ("not used"), returned — whether a die is rolled depends on the turn (an action that fails before
        its check rolls none), which the GM cannot foresee when he writes the dice rolled on the forum."""
        problems = self._chosen_problems(unused="warning")
        if any(problem.severity == "error" for problem in problems):
            raise DiceProblems(problems)
        return problems

    def _chosen_problems(self, *, unused: str) -> list[Problem]:
        """What is wrong with the chosen dice, in the file's order; a key never rolled has the severity `unused`
        and, as a key that is no key, the rolled key closest to it."""
        problems = list(self.problems)
        rolled: dict[str, list[str]] | None = None
        for key, override in self.overrides.items():
            if override.problem is None and key in self._rolled:
                continue
            if rolled is None:
                rolled = {k: [] for k in sorted(self._rolled)}
            hint = closest(key, rolled) if rolled else None
            severity = "error"
            if override.problem is not None:
                text = override.problem
                if hint is not None and text.id == "cli-dice-bad-key":
                    text = Text("cli-dice-bad-key-hint", **text.args, hint=hint)
            else:
                severity = unused
                message_id = "cli-dice-never-rolled" if unused == "error" else "cli-dice-unused"
                text = Text(message_id, key=key) if hint is None else Text(f"{message_id}-hint", key=key, hint=hint)
            problems.append(Problem("dice", text, override.location, severity))
        problems.sort(key=lambda p: (p.location.path, p.location.line or 0))
        return problems

    def log(self) -> list[dict[str, Any]]:
        return [roll.to_data() for roll in self.rolls]


def _as_values(value: Any) -> tuple[int, ...]:
    if isinstance(value, bool):
        raise TypeError("a die is a whole number")
    if isinstance(value, int):
        return (value,)
    if isinstance(value, Sequence) and not isinstance(value, str) and all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        return tuple(value)
    raise TypeError("a die is a whole number, or a list of them")


def overrides_from_document(doc: Document) -> dict[str, Override]:
    """A GM's dice file: a mapping from keys to a value or a list of values. Only a file that is no mapping is
    refused here; an entry not well written is kept with its problem, told with the others after the turn is
    played (`Dice.check_all_used`), so that one run finds every mistake of the file."""
    if doc.data is None:
        return {}
    if not isinstance(doc.data, Mapping):
        raise DiceError(Text("cli-dice-file-not-mapping"), doc.location(()))
    overrides = {}
    for key, value in doc.data.items():
        where = doc.location((key,))
        if not isinstance(key, str) or not _KEY.match(key):
            overrides[str(key)] = Override((), where, Text("cli-dice-bad-key", key=repr(key)))
            continue
        try:
            overrides[key] = Override(_as_values(value), where)
        except TypeError:
            overrides[key] = Override((), where, Text("cli-dice-bad-value", key=key, written=repr(value)))
    return overrides


def load_overrides(path: Path) -> dict[str, Override]:
    return overrides_from_document(load_yaml(path))
