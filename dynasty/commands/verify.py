"""Dice anyone can check afterwards: `dynasty reveal` and `dynasty verify` (commit and reveal).

The first chronicle publishes the SHA-256 of the campaign's dice secret (`dice.commitment`). When the game is
over the GM reveals the secret (`reveal_post`: before the end it would tell every house's hidden rolls and every
future die). Then anyone who holds reports — a player with his private reports and the chronicles, the GM with
his own — runs `dynasty verify SECRET FILE...`: the secret must give the published commitment, and every die the
files show is computed again from it by key (`dice.seeded_face`); a die whose value is not the seed's is listed,
marked by the reports as chosen by the GM or not.

The files are read as their reader holds them: reports in Markdown or BBCode, the text of a forum post copied
from the page, the JSON reports, the logs. A die is found in a text by its words — its key, its dice (`1к12`,
`2d6`) and its values — so that no markup, emoji or table is needed; in data, by its fields (`key`, `dice`,
`values`, `chosen`). Every file is read in one pass, token by token: linear in its size.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dynasty.errors import CampaignError, Location, display_path
from dynasty.game.dice import Seed, commitment, seeded_face, written_dice
from dynasty.store.yaml_io import MAX_STATE_BYTES, load_yaml, read_bytes
from dynasty.text.catalogs import LANGUAGES, Language, Text, message

#: The letters of a dice key (`dice._KEY`); a key has at least one `/`: `t07/province/suzdal/event`.
_KEY = re.compile(r"[a-z0-9][a-z0-9_+./-]*")
#: Dice as the reports write them: `1к12` in Russian, `2d6` in English.
_DICE = re.compile(r"([0-9]{1,3})[кd]([0-9]{1,4})")
_VALUE = re.compile(r"([0-9]{1,4}),?")
#: The markup a die's words may stand in: BBCode's tags and list items, Markdown's code spans, lists and tables,
#: the dice emoji. A report tells its dice without keys beside their happenings, and lists every die with its key
#: in its appendix «Кости хода» («- `t07/…` 1к12 = 6 — …», in BBCode «[*]t07/… 1к12 = 6 — …»).
_MARKUP = ("[code]", "[/code]", "[i]", "[/i]", "[b]", "[/b]", "[u]", "[/u]", "[td]", "[/td]", "[*]", "`", "|", "🎲",
           "·", "\\")
#: A published commitment: 64 hex digits on a line that names SHA-256.
_HEX64 = re.compile(r"[0-9a-f]{64}")


@dataclass(frozen=True)
class ShownDie:
    """A die as a file shows it: its key, dice and values, whether it is marked as chosen by the GM, and where."""

    key: str
    count: int
    sides: int
    values: tuple[int, ...]
    chosen: bool
    where: str

    @property
    def dice(self) -> str:
        return f"{self.count}d{self.sides}"


@dataclass
class Verification:
    """What `verify` found: the commitments the files publish, whether the secret gives them, and each die shown
    (once per key and values) with the seed's values where they differ."""

    secret: str
    files: int
    published: list[str] = field(default_factory=list)
    dice: list[ShownDie] = field(default_factory=list)
    #: the dice whose values are not the seed's, with the seed's values
    differing: list[tuple[ShownDie, tuple[int, ...]]] = field(default_factory=list)

    @property
    def fingerprint(self) -> str:
        return commitment(self.secret)

    @property
    def commitment_holds(self) -> bool:
        return bool(self.published) and all(p == self.fingerprint for p in self.published)

    @property
    def unmarked(self) -> list[tuple[ShownDie, tuple[int, ...]]]:
        """Dice not the seed's that no report marks as chosen by the GM: a die changed in secret."""
        return [(die, seeded) for die, seeded in self.differing if not die.chosen]

    @property
    def holds(self) -> bool:
        return self.commitment_holds and bool(self.dice) and not self.unmarked


def verify(secret: str, paths: list[Path], published: str | None = None) -> Verification:
    """Check the dice of the files against `secret`, and the secret against the commitment `published` (given)
    or those the files publish (the first chronicle's)."""
    result = Verification(secret, len(paths), [published.lower()] if published else [])
    seen: set[tuple[str, tuple[int, ...], bool]] = set()
    for path in paths:
        dice, commitments = _read(path)
        if published is None:
            result.published += [c for c in commitments if c not in result.published]
        for die in dice:
            if (die.key, die.values, die.chosen) in seen:
                continue
            seen.add((die.key, die.values, die.chosen))
            result.dice.append(die)
            seeded = tuple(seeded_face(secret, die.key, i, die.sides) for i in range(die.count))
            if seeded != die.values:
                result.differing.append((die, seeded))
    return result


def _read(path: Path) -> tuple[list[ShownDie], list[str]]:
    """The dice a file shows and the commitments it publishes."""
    shown = display_path(path)
    suffix = path.suffix.lower()
    if suffix in (".json", ".yaml", ".yml"):
        if suffix == ".json":
            try:
                data = json.loads(read_bytes(path, MAX_STATE_BYTES))
            except (ValueError, UnicodeDecodeError):
                raise CampaignError(Text("cli-verify-not-json"), Location(shown)) from None
        else:
            data = load_yaml(path, trusted=True).data
        mappings = list(_mappings(data))
        dice = [die for node in mappings if (die := _data_die(node, shown)) is not None]
        commitments = [c for node in mappings
                       if isinstance(c := node.get("dice_commitment"), str) and _HEX64.fullmatch(c)]
        return dice, list(dict.fromkeys(commitments))
    from dynasty.orders.post import NotText, decode

    try:
        text = decode(read_bytes(path, MAX_STATE_BYTES)).text
    except NotText:
        raise CampaignError(Text("cli-file-not-text"), Location(shown)) from None
    return text_dice(text, shown), text_commitments(text)


def _mappings(data: Any) -> Iterator[dict[str, Any]]:
    """Every mapping of a JSON report or a log, at any depth, in the file's order (an explicit stack: a file
    may nest deeply)."""
    stack = [data]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            yield node
            stack.extend(reversed(list(node.values())))
        elif isinstance(node, list):
            stack.extend(reversed(node))


def _data_die(node: dict[str, Any], shown: str) -> ShownDie | None:
    """A die of data: a mapping with `key`, `dice` and `values` (and `chosen`); None for any other mapping."""
    key, dice, values = node.get("key"), node.get("dice"), node.get("values")
    if not (isinstance(key, str) and isinstance(dice, str) and isinstance(values, list)):
        return None
    parsed = _DICE.fullmatch(dice)
    if parsed is None or not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        return None
    count, sides = int(parsed.group(1)), int(parsed.group(2))
    if len(values) != count or sides < 1:
        return None
    return ShownDie(key, count, sides, tuple(values), node.get("chosen") is True, f"{shown} ({key})")


def _chosen_marks() -> tuple[str, ...]:
    """How the reports mark a die the GM chose, in every language ("задан мастером", "chosen by the GM")."""
    return tuple(message(language, "report-die-chosen").casefold() for language in LANGUAGES)


def text_dice(text: str, shown: str) -> list[ShownDie]:
    """The dice of a report's text, line by line: a key, its dice and its values, in words — `🎲 \\`t07/…\\` 1к12 =
    6 (задан мастером)`, a table's row `| t07/… | 1к12 | 6 |`, or the same copied from a forum's page."""
    marks = _chosen_marks()
    found: list[ShownDie] = []
    for number, line in enumerate(text.split("\n"), start=1):
        for markup in _MARKUP:
            if markup in line:
                line = line.replace(markup, " ")
        tokens = line.split()
        starts = [i for i in range(len(tokens) - 1)
                  if "/" in tokens[i] and _KEY.fullmatch(tokens[i]) and _DICE.fullmatch(tokens[i + 1])]
        for n, i in enumerate(starts):
            end = starts[n + 1] if n + 1 < len(starts) else len(tokens)
            die = _text_die(tokens[i:end], marks, f"{shown}:{number}")
            if die is not None:
                found.append(die)
    return found


def _text_die(tokens: list[str], marks: tuple[str, ...], where: str) -> ShownDie | None:
    """A die from its words: the key, the dice, `=` (not in a table), the values; then, up to the next die, the
    words that mark it chosen by the GM."""
    parsed = _DICE.fullmatch(tokens[1])
    assert parsed is not None
    count, sides = int(parsed.group(1)), int(parsed.group(2))
    j = 3 if len(tokens) > 2 and tokens[2] == "=" else 2
    values: list[int] = []
    while j < len(tokens) and len(values) < count:
        value = _VALUE.fullmatch(tokens[j])
        if value is None:
            break
        values.append(int(value.group(1)))
        j += 1
    if len(values) != count or sides < 1:
        return None
    after = " ".join(tokens[j:j + 6]).casefold()
    return ShownDie(tokens[0], count, sides, tuple(values), any(after.startswith(f"({mark}") for mark in marks),
                    where)


def text_commitments(text: str) -> list[str]:
    """The commitments a chronicle's text publishes: 64 hex digits on a line that names SHA-256."""
    found: list[str] = []
    for line in text.split("\n"):
        if "sha-256" in line.casefold():
            for token in _HEX64.findall(line.lower()):
                if token not in found:
                    found.append(token)
    return found


def render_verification(result: Verification, language: Language) -> str:
    """What `verify` prints: the commitment, how many dice were checked, the dice the GM chose (marked) and
    those not the seed's without a mark, each with the value shown and the seed's."""
    def say(message_id: str, **args: Any) -> str:
        return message(language, message_id, args)

    lines = []
    if not result.published:
        lines.append(say("cli-verify-no-commitment", fingerprint=result.fingerprint))
    elif result.commitment_holds:
        lines.append(say("cli-verify-commitment-holds", commitment=result.fingerprint))
    else:
        lines.append(say("cli-verify-commitment-broken", fingerprint=result.fingerprint,
                         published=", ".join(result.published)))
    if not result.dice:
        lines.append(say("cli-verify-no-dice", files=result.files))
        return "\n".join(lines)
    lines.append(say("cli-verify-dice", n=len(result.dice), files=result.files,
                     seeded=len(result.dice) - len(result.differing)))
    marked = [(die, seeded) for die, seeded in result.differing if die.chosen]
    for heading, dice in (("cli-verify-chosen", marked), ("cli-verify-unmarked", result.unmarked)):
        if dice:
            lines.append(say(heading, n=len(dice)))
            lines += ["  " + Text("cli-verify-die", key=die.key, dice=written_dice(die.dice), where=die.where,
                                  shown=", ".join(map(str, die.values)),
                                  seeded=", ".join(map(str, seeded))).words(language) for die, seeded in dice]
    lines.append(say("cli-verify-holds" if result.holds else "cli-verify-fails"))
    return "\n".join(lines)


def reveal_post(seed: Seed, fmt: str, language: Language) -> str:
    """The post that reveals the dice secret in the game's thread, in the forum's markup: the secret, its
    commitment, and how to check the dice with it."""
    secret = str(seed)
    words = message(language, "cli-reveal-post", secret=secret, commitment=commitment(secret))
    heading = message(language, "cli-reveal-heading")
    return (f"[b]{heading}[/b]" if fmt == "bbcode" else f"**{heading}**") + "\n\n" + words + "\n"
