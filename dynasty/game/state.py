"""The game state (CONTRACT "State and log") as pydantic models, and how it is saved.

Parse, then check: the models check types and unknown fields; `state_check` then checks what needs the whole
state or the rules data, and loads a state file.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, field_validator

from dynasty.errors import InvalidValue
from dynasty.game.rules import EventKind, Rules
from dynasty.store.yaml_io import dump_yaml, save_yaml
from dynasty.text.catalogs import Text
from dynasty.text.did_you_mean import closest
from dynasty.text.player_text import PlayerText

SCHEMA_VERSION = 1
#: The facts of a character that can be learned (INFO-2), and of a dynasty (spying, ACT-spy).
CHARACTER_FACTS = ("traits", "loyalty", "skills", "mood")
DYNASTY_FACTS = ("balance", "army", "technologies")
#: CHAR-2: a character has two traits (GEN-3 draws them), one once Insidious is gone (TRAIT-insidious).
TRAITS = 2
ID_PATTERN = re.compile(r"^[a-z][a-z0-9_-]*$")
Sex = Literal["m", "f"]
Controller = Literal["player", "master"]
#: the built-in player's characters (`dynasty.bot.personality`), as `turns/game.yaml` names them for a seat
PersonalityName = Literal["balanced", "cautious", "ambitious", "devious", "today"]
Decision = Literal["famine", "disease", "volunteers", "revolt"]
M = TypeVar("M", bound=BaseModel)



def unknown_trait(trait: str, rules: Rules) -> Text:
    """A trait id that names none: the traits, and the one most likely meant (by id, Russian or English name)."""
    known = ", ".join(rules.traits)
    meant = closest(trait, {tid: [t.ru, t.en] for tid, t in rules.traits.items()})
    if meant is None:
        return Text("cli-unknown-trait", trait=trait, known=known)
    return Text("cli-unknown-trait-hint", trait=trait, known=known, hint=meant)


_new = object.__new__
_set_slot = object.__setattr__
#: Each model's fields, the fields set of every model `built` with all of them: one set for all (pydantic only
#: ever adds to it the name of a field set later, which it holds already, and copies it with the model).
_ALL_FIELDS: dict[type[BaseModel], set[str]] = {}


def built(model: type[M], values: dict[str, Any]) -> M:
    """A model from values the program made itself, every field given and of its type: the model as unpickling
    makes it (`__setstate__`'s four slots, set here directly), without validation or `model_construct`'s search
    for defaults and aliases (every dynasty's known state and knowledge are built every turn of a simulation,
    `reports.stand_ins`). `values` becomes the model's own: the caller keeps no reference to it."""
    made = _new(model)
    _set_slot(made, "__dict__", values)
    fields = _ALL_FIELDS.get(model)
    if fields is None:
        fields = _ALL_FIELDS[model] = set(model.model_fields)
    _set_slot(made, "__pydantic_fields_set__", fields if len(values) == len(fields) else set(values))
    _set_slot(made, "__pydantic_extra__", None)
    _set_slot(made, "__pydantic_private__", None)
    return made


class Model(BaseModel):
    """Models of files: unknown fields are errors, and a number must be a number (no `true` for 1)."""

    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=True, defer_build=True)


class Skills(Model):
    combat: int
    learning: int
    intrigue: int
    piety: int
    stewardship: int

    def get(self, skill: str) -> int:
        value = getattr(self, skill)
        assert isinstance(value, int)
        return value

    def set(self, skill: str, value: int) -> None:
        setattr(self, skill, value)

    def as_dict(self) -> dict[str, int]:
        """The skills by name, in SKILLS order (the fields' own: asked of every member of every report)."""
        return dict(self.__dict__)


class Death(Model):
    turn: int
    cause: str


#: The forms of a name in the cases a Russian sentence needs, as a scenario gives them (`declension`):
#: `{gen: Белозерских, dat: Белозерским, acc: Белозерских, ins: Белозерскими, prep: Белозерских}`.
NameForms = dict[Literal["gen", "dat", "acc", "ins", "prep"], PlayerText]


class Character(Model):
    name: PlayerText = Field(min_length=1)
    forms: NameForms = {}
    sex: Sex
    age: int = Field(ge=0)
    dynasty: str
    birth_dynasty: str | None = None  # None: born outside the game's dynasties (a minor noble family)
    alive: bool = True
    death: Death | None = None
    born: int | None = None  # the turn of birth, for characters born in the game (MAR-3)
    mood: int = 0
    loyalty: int
    skills: Skills
    traits: list[str]
    father: str | None = None
    mother: str | None = None
    spouse: str | None = None
    isolated: bool = False


#: Why the built-in player plays a player's house (`Dynasty.stand_in`): an announced absence, a silence, or for good.
StandIn = Literal["away", "silent", "given-up"]


class Dynasty(Model):
    name: PlayerText = Field(min_length=1)
    forms: NameForms = {}
    head: str | None
    regent: str | None = None
    reputation: int
    balance: int
    army: int
    provinces: list[str]
    ap: int
    ruling_mood: int = 0
    technologies: list[str] = []
    lord: str | None = None
    branch_of: str | None = None
    alive: bool = True
    controller: Controller = "player"
    missed_turns: int = 0  # consecutive turns resolved without an order file
    #: who plays the house while its player is silent (`absence:` of the settings): the built-in player for an
    #: announced absence (`away`), for silence (`silent`), or for good (`given-up`); None: its player
    stand_in: StandIn | None = None
    defeat: Death | None = None  # when and why the dynasty lost (DEFEAT)


class ProvinceEvent(Model):
    """PROV-3: this turn's event of a province, with its dice and the decision it waits for."""

    turn: int
    roll: int
    kind: EventKind
    applies: bool = True  # False when the province's loyalty made the event harmless
    revolt_roll: list[int] | None = None  # PROV-4: the 3d6 rolled with the event
    decision: Decision | None = None  # the decision awaited in this turn's orders
    army_change: int = 0  # applied at once (volunteers deserting)
    yield_before: int | None = None  # the yield before the event's drop: this turn's half is of it (PROV-3)


class Revolt(Model):
    """PROV-4: a lost province is in revolt for 3 turns, then goes to a dynasty drawn by a die."""

    former_owner: str
    turns_left: int = Field(ge=0)


class Capture(Model):
    """PROV-2: a province taken in battle — when, from whom, and its loyalty before, which comes back if its
    former owner retakes it within `war.retake_within_turns` turns."""

    turn: int
    former_owner: str
    loyalty: int


class Province(Model):
    name: PlayerText = Field(min_length=1)
    forms: NameForms = {}
    owner: str | None
    loyalty: int
    yield_: int = Field(alias="yield")
    event: ProvinceEvent | None = None
    revolt: Revolt | None = None
    captured: Capture | None = None


class War(Model):
    attackers: list[str] = Field(min_length=1)
    defenders: list[str] = Field(min_length=1)
    generals: dict[str, str | None] = {}
    started: int


class LearnedFact(Model):
    """INFO-2, INFO-4: one fact a dynasty learned about a character or a dynasty, as of a turn."""

    subject: str
    fact: str
    value: Any
    turn: int
    source: str


class Proposal(Model):
    """ACT-propose_marriage, ACT-offer_peace: a proposal that stands until the other side's next orders (one
    turn), then lapses. `terms` are the proposer's: `pay` (coins he pays), `ask` (coins asked of them),
    `vassal` (a dynasty id or None), and for peace `cede` and `claim` (province ids). `accept` marks an
    acceptance that resolved before the mirror proposal of the same turn."""

    kind: Literal["marriage", "peace"]
    turn: int
    dynasty: str  # the proposer's dynasty
    by: str  # the proposer
    target: str  # the proposed-to character (marriage) or dynasty (peace)
    terms: dict[str, Any] = {}
    accept: bool = False


class Held:
    """What is asked of a state over and over while it does not change (a turn's reports, each of which asked
    it of every character): the members of each dynasty, and who names each character as father, mother or
    spouse. Built once, when first asked; see `hold` and `held`."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self._all: dict[str, list[str]] | None = None
        self._living: dict[str, list[str]] = {}
        self._linked: dict[str, list[str]] | None = None
        self._positions: dict[str, dict[str, int]] = {}

    def members(self, dynasty_id: str, *, living: bool = True) -> list[str]:
        """`GameState.members` (shared: never change it)."""
        if self._all is None:
            self._all = {}
            for cid, person in self.state.characters.items():
                self._all.setdefault(person.dynasty, []).append(cid)
        if not living:
            return self._all.get(dynasty_id, [])
        found = self._living.get(dynasty_id)
        if found is None:
            characters = self.state.characters
            found = self._living[dynasty_id] = [c for c in self._all.get(dynasty_id, []) if characters[c].alive]
        return found

    def in_order(self, ids: set[str], table: Literal["characters", "dynasties"]) -> list[str]:
        """The ids of `ids` that the state's `table` holds, in its order."""
        positions = self._positions.get(table)
        if positions is None:
            positions = self._positions[table] = {key: i for i, key in enumerate(getattr(self.state, table))}
        return sorted((key for key in ids if key in positions), key=positions.__getitem__)

    def linked(self, cid: str) -> list[str]:
        """The characters whose father, mother or spouse `cid` is, in state order."""
        if self._linked is None:
            self._linked = {}
            for other, person in self.state.characters.items():
                for link in dict.fromkeys((person.father, person.mother, person.spouse)):
                    if link is not None:
                        self._linked.setdefault(link, []).append(other)
        return self._linked.get(cid, [])


#: The states held still (`hold`), by state.
_held: dict[int, Held] = {}


def hold(state: GameState) -> bool:
    """Hold `state` still: until `release`, its queries use indexes built once (`Held`). False if it was held
    already (the one who held it releases it)."""
    if id(state) in _held:
        return False
    _held[id(state)] = Held(state)
    return True


def release(state: GameState) -> None:
    _held.pop(id(state), None)


def held(state: GameState) -> Held | None:
    """The indexes of a state held still, or None: then ask the state itself."""
    return _held.get(id(state))


class GameState(Model):
    schema_version: int
    turn: int = Field(ge=1)
    era: str
    dynasties: dict[str, Dynasty]
    characters: dict[str, Character]
    provinces: dict[str, Province]
    wars: list[War] = []
    knowledge: dict[str, list[LearnedFact]] = {}
    winners: list[str] = []  # DEFEAT-5: set when the game is over
    proposals: list[Proposal] = []  # standing marriage proposals (ACT-propose_marriage)

    @field_validator("schema_version")
    @classmethod
    def _known_version(cls, value: int) -> int:
        if value != SCHEMA_VERSION:
            raise InvalidValue(Text("cli-state-schema-version", version=SCHEMA_VERSION))
        return value

    # -- queries used everywhere ---------------------------------------------------------------

    def members(self, dynasty_id: str, *, living: bool = True) -> list[str]:
        """Ids of the dynasty's members, in state order (a copy)."""
        held = _held.get(id(self))
        if held is not None:
            return list(held.members(dynasty_id, living=living))
        return [cid for cid, c in self.characters.items()
                if c.dynasty == dynasty_id and (c.alive or not living)]

    def living_dynasties(self) -> list[str]:
        return [did for did, d in self.dynasties.items() if d.alive]

    def to_data(self) -> dict[str, Any]:
        """The state as YAML data; a name's forms only where a scenario gave them."""
        data = self.model_dump(mode="json", by_alias=True, exclude_defaults=False)
        for table in ("characters", "dynasties", "provinces"):
            for entity in data[table].values():
                if not entity.get("forms"):
                    entity.pop("forms", None)
        return data


def state_text(state: GameState) -> str:
    """The state file's text, as `save_state` writes it."""
    return dump_yaml(state.to_data())


def save_state(path: Path, state: GameState) -> None:
    """Atomic: a reader sees the old state or the new one, never half a file."""
    save_yaml(path, state.to_data())
