"""Keyed dice (CONTRACT "Dice"): every roll of the program goes through `Dice.roll`.

A die's value depends only on the campaign seed and the roll's key, so adding, removing or correcting
one roll never shifts another, and a game master can re-run a turn and get the same dice.

How a value is made, so that anyone can audit it: for die i (0-based) of key K under seed S, take
SHA-256 of the UTF-8 text "S/K/i/a" for a = 0, 1, 2 ...; read its first 8 bytes as a big-endian unsigned
integer x; keep the first x below the largest multiple of the die's sides under 2^64 (rejection
sampling, so every face is exactly equally likely); the face is 1 + x mod sides. This depends on no
library's random stream, so it never changes with a library version.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from dynasty.errors import DiceError, Location
from dynasty.l10n import Text
from dynasty.rules import parse_dice
from dynasty.yamlio import Document, load_yaml

T = TypeVar("T")
_KEY = re.compile(r"^[a-z0-9][a-z0-9_+./-]*$")
_SPAN = 1 << 64


@dataclass(frozen=True)
class Roll:
    """One recorded roll: what a log shows for it."""

    key: str
    dice: str
    values: tuple[int, ...]
    purpose: str
    chosen: bool = False  # True when the value came from the GM's dice file or a test's script

    @property
    def total(self) -> int:
        return sum(self.values)

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"key": self.key, "dice": self.dice, "values": list(self.values),
                                "purpose": self.purpose}
        if self.chosen:
            data["chosen"] = True
        return data


@dataclass(frozen=True)
class Override:
    values: tuple[int, ...]
    location: Location


def seeded_face(seed: int, key: str, index: int, sides: int) -> int:
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

    seed: int
    overrides: Mapping[str, Override] = field(default_factory=dict)
    strict: bool = False
    rolls: list[Roll] = field(default_factory=list)
    _rolled: set[str] = field(default_factory=set)

    @classmethod
    def scripted(cls, script: Mapping[str, int | Sequence[int]], seed: int = 0, *,
                 strict: bool = True) -> Dice:
        """Dice for tests: every key that is rolled must be scripted (unless `strict` is False)."""
        overrides = {key: Override(_as_values(value), Location("script", None, key))
                     for key, value in script.items()}
        return cls(seed=seed, overrides=overrides, strict=strict)

    def roll(self, key: str, dice: str, purpose: str) -> Roll:
        """Roll `dice` (like '2d6') for `key`; each key may be rolled once per run."""
        if not _KEY.match(key):
            raise ValueError(f"dice key {key!r} must be lowercase, without spaces")
        if key in self._rolled:
            raise ValueError(f"dice key {key!r} was rolled twice; every roll needs its own key")
        count, sides = parse_dice(dice)
        self._rolled.add(key)  # even if a chosen value is refused below: the key itself was right
        override = self.overrides.get(key)
        if override is not None:
            values = override.values
            if len(values) != count:
                raise DiceError(Text("cli-dice-count", key=key, dice=dice, count=count, n=len(values)),
                                override.location)
            for value in values:
                if not 1 <= value <= sides:
                    raise DiceError(Text("cli-dice-out-of-range", key=key, dice=dice, value=value, sides=sides),
                                    override.location)
            chosen = True
        elif self.strict:
            raise DiceError(Text("cli-dice-not-scripted", key=key, dice=dice, purpose=purpose))
        else:
            values = tuple(seeded_face(self.seed, key, i, sides) for i in range(count))
            chosen = False
        result = Roll(key, dice, tuple(values), purpose, chosen)
        self.rolls.append(result)
        return result

    def total(self, key: str, dice: str, purpose: str) -> int:
        return self.roll(key, dice, purpose).total

    def pick(self, key: str, options: Sequence[T], purpose: str) -> T:
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
        """A chosen die whose key was never rolled is an error naming the key (a typo, usually)."""
        unused = self.unused_overrides()
        if unused:
            first = self.overrides[unused[0]]
            if len(unused) == 1:
                raise DiceError(Text("cli-dice-never-rolled", key=unused[0]), first.location)
            raise DiceError(Text("cli-dice-never-rolled-more", key=unused[0], n=len(unused) - 1,
                                 keys=", ".join(unused[1:])), first.location)

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
    """A GM's dice file: a mapping from keys to a value or a list of values."""
    if doc.data is None:
        return {}
    if not isinstance(doc.data, Mapping):
        raise DiceError(Text("cli-dice-file-not-mapping"), doc.location(()))
    overrides = {}
    for key, value in doc.data.items():
        where = doc.location((key,))
        if not isinstance(key, str) or not _KEY.match(key):
            raise DiceError(Text("cli-dice-bad-key", key=repr(key)), where)
        try:
            overrides[key] = Override(_as_values(value), where)
        except TypeError:
            raise DiceError(Text("cli-dice-bad-value", key=key, written=repr(value)), where) from None
    return overrides


def load_overrides(path: Path) -> dict[str, Override]:
    return overrides_from_document(load_yaml(path))
