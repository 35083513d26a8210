"""The game state (CONTRACT "State and log") as pydantic models, with its checks, load and save.

Parse, then check: the models check types and unknown fields; `state_problems` then checks what needs
the whole state or the rules data (references between ids, rule limits) and reports every problem at
once, each with its line, so that a game master's hand edit is easy to mend.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from dynasty.errors import InvalidValue, Location, Problem, ProblemsError
from dynasty.l10n import Named, Text
from dynasty.rules import SKILLS, EventKind, Rules
from dynasty.suggest import closest
from dynasty.yamlio import Document, load_yaml, save_yaml, validate_document

SCHEMA_VERSION = 1
ID_PATTERN = re.compile(r"^[a-z][a-z0-9_-]*$")
Sex = Literal["m", "f"]
Controller = Literal["player", "master"]
Decision = Literal["famine", "disease", "volunteers", "revolt"]



def unknown_trait(trait: str, rules: Rules) -> Text:
    """A trait id that names none: the traits, and the one most likely meant (by id, Russian or English name)."""
    known = ", ".join(rules.traits)
    meant = closest(trait, {tid: [t.ru, t.en] for tid, t in rules.traits.items()})
    if meant is None:
        return Text("cli-unknown-trait", trait=trait, known=known)
    return Text("cli-unknown-trait-hint", trait=trait, known=known, hint=meant)


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
        return {skill: self.get(skill) for skill in SKILLS}


class Death(Model):
    turn: int
    cause: str


#: The forms of a name in the cases a Russian sentence needs, as a scenario gives them (`declension`):
#: `{gen: Белозерских, dat: Белозерским, acc: Белозерских, ins: Белозерскими, prep: Белозерских}`.
NameForms = dict[Literal["gen", "dat", "acc", "ins", "prep"], str]


class Character(Model):
    name: str = Field(min_length=1)
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


class Dynasty(Model):
    name: str = Field(min_length=1)
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
    name: str = Field(min_length=1)
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


def state_problems(state: GameState, rules: Rules, doc: Document | None = None) -> list[Problem]:
    """Every reference and rule limit the state breaks, each with its line when `doc` is given. The problems
    quote ids and fields as the file writes them: it is the file that the game master mends."""
    problems: list[Problem] = []

    def add(loc: tuple[str | int, ...], text: Text) -> None:
        where = doc.location(loc) if doc else Location("state", None, ".".join(map(str, loc)))
        problems.append(Problem("state", text, where))

    def person(cid: str) -> Named:
        """A character's id as a sentence quotes it, with the sex a Russian verb agrees with."""
        found = state.characters.get(cid)
        return Named(cid, "person", found.sex if found is not None else "m")

    limits = rules.limits
    step = rules.age.turn_years
    if state.era not in rules.eras:
        add(("era",), Text("cli-state-unknown-era", era=state.era, known=", ".join(rules.eras)))
    elif state.era != rules.era_for(state.turn):
        add(("era",), Text("cli-state-wrong-era", turn=state.turn, expected=rules.era_for(state.turn), era=state.era))

    for table in ("dynasties", "characters", "provinces"):
        for key in getattr(state, table):
            if not ID_PATTERN.match(key):
                add((table, key), Text("cli-state-bad-id", id=key))

    def character_ref(loc: tuple[str | int, ...], cid: str | None, *, alive: bool = False,
                      field: str | None = None) -> None:
        """`field`: the file's key that names the character (default: the last of `loc`)."""
        if cid is None:
            return
        other = state.characters.get(cid)
        if other is None:
            add(loc, Text("cli-state-no-character", field=field or str(loc[-1]), id=cid))
        elif alive and not other.alive:
            add(loc, Text("cli-state-dead", field=field or str(loc[-1]), who=person(cid)))

    def dynasty_ref(loc: tuple[str | int, ...], did: str | None, field: str | None = None) -> None:
        if did is not None and did not in state.dynasties:
            add(loc, Text("cli-state-no-dynasty", field=field or str(loc[-1]), id=did))

    for cid, ch in state.characters.items():
        base = ("characters", cid)
        dynasty_ref(base + ("dynasty",), ch.dynasty)
        if ch.alive and ch.dynasty in state.dynasties and not state.dynasties[ch.dynasty].alive:
            add(base + ("dynasty",), Text("cli-state-alive-in-destroyed", who=person(cid), dynasty=ch.dynasty))
        dynasty_ref(base + ("birth_dynasty",), ch.birth_dynasty)
        character_ref(base + ("father",), ch.father)
        character_ref(base + ("mother",), ch.mother)
        character_ref(base + ("spouse",), ch.spouse)
        if ch.father is not None and ch.father in state.characters and state.characters[ch.father].sex != "m":
            add(base + ("father",), Text("cli-state-father-not-male", id=ch.father))
        if ch.mother is not None and ch.mother in state.characters and state.characters[ch.mother].sex != "f":
            add(base + ("mother",), Text("cli-state-mother-not-female", id=ch.mother))
        if ch.spouse is not None and ch.spouse in state.characters:
            partner = state.characters[ch.spouse]
            if partner.spouse is None:
                add(base + ("spouse",), Text("cli-state-spouse-unmarried", spouse=person(ch.spouse), id=cid))
            elif partner.spouse != cid:
                add(base + ("spouse",), Text("cli-state-spouse-married-elsewhere", spouse=person(ch.spouse),
                                             other=partner.spouse, id=cid))
            elif partner.sex == ch.sex:
                add(base + ("spouse",), Text("cli-state-spouses-same-sex", id=cid, other=ch.spouse))
            if ch.alive and ch.age < rules.age.capable:
                add(base + ("spouse",), Text("cli-state-married-too-young", id=cid, age=ch.age,
                                             capable=rules.age.capable))
            if ch.alive != partner.alive:
                add(base + ("spouse",), Text("cli-state-married-to-the-dead"))
        if ch.age % step != 0:
            add(base + ("age",), Text("cli-age-step", age=ch.age, step=step))
        if ch.alive and ch.age >= rules.age.certain_death:
            add(base + ("age",), Text("cli-state-too-old", age=ch.age, death=rules.age.certain_death))
        if ch.alive == (ch.death is not None):
            add(base + ("death",), Text("cli-state-living-with-death" if ch.alive else "cli-state-dead-without-death"))
        if not limits.loyalty_min <= ch.loyalty <= limits.loyalty_max:
            add(base + ("loyalty",), Text("cli-state-loyalty-range", value=ch.loyalty, low=limits.loyalty_min,
                                          high=limits.loyalty_max))
        top = limits.genius_skill_max if "genius" in ch.traits else limits.skill_max
        for skill in SKILLS:
            value = ch.skills.get(skill)
            if not limits.skill_min <= value <= top:
                add(base + ("skills", skill), Text("cli-state-skill-range", skill=skill, value=value,
                                                   low=limits.skill_min, high=top))
        for i, trait in enumerate(ch.traits):
            if trait not in rules.traits:
                add(base + ("traits", i), unknown_trait(trait, rules))
        if len(set(ch.traits)) != len(ch.traits):
            add(base + ("traits",), Text("cli-state-trait-twice"))

    living: dict[str, list[str]] = {}
    for cid, c in state.characters.items():
        if c.alive:
            living.setdefault(c.dynasty, []).append(cid)
    for did, dyn in state.dynasties.items():
        base = ("dynasties", did)
        members = living.get(did, [])
        if dyn.alive:
            if dyn.head is None:
                add(base + ("head",), Text("cli-state-no-head", dynasty=did))
            if not members:
                add(base, Text("cli-state-no-members", dynasty=did))
        for field_name in ("head", "regent"):
            cid = getattr(dyn, field_name)
            if cid is None:
                continue
            character_ref(base + (field_name,), cid, alive=dyn.alive)
            if cid in state.characters and state.characters[cid].dynasty != did:
                add(base + (field_name,), Text("cli-state-member-elsewhere", field=field_name, id=cid,
                                               other=state.characters[cid].dynasty, dynasty=did))
        head = state.characters.get(dyn.head) if dyn.head else None
        others = [cid for cid in members if cid != dyn.head]
        if dyn.alive and head is not None and head.age < rules.age.capable and dyn.regent is None and others:
            add(base + ("regent",), Text("cli-state-regent-needed", id=dyn.head, age=head.age,
                                         capable=rules.age.capable))
        dynasty_ref(base + ("lord",), dyn.lord)
        dynasty_ref(base + ("branch_of",), dyn.branch_of)
        if dyn.lord == did or dyn.branch_of == did:
            add(base, Text("cli-state-own-lord", dynasty=did))
        if dyn.reputation > limits.reputation_max:
            add(base + ("reputation",), Text("cli-state-reputation-above", value=dyn.reputation,
                                             most=limits.reputation_max))
        if dyn.alive and dyn.reputation <= limits.defeat_reputation:
            add(base + ("reputation",), Text("cli-state-reputation-defeat", value=dyn.reputation))
        if dyn.balance < limits.balance_min:
            add(base + ("balance",), Text("cli-state-balance-below", value=dyn.balance, least=limits.balance_min))
        if dyn.army < 0:
            add(base + ("army",), Text("cli-state-army-negative", value=dyn.army))
        if dyn.ap < rules.ap.minimum:
            add(base + ("ap",), Text("cli-state-ap-below", value=dyn.ap, least=rules.ap.minimum))
        for i, tech in enumerate(dyn.technologies):
            if tech not in rules.technologies:
                add(base + ("technologies", i), Text("cli-state-unknown-technology", technology=tech,
                                                     known=", ".join(rules.technologies)))
        for i, pid in enumerate(dyn.provinces):
            if pid not in state.provinces:
                add(base + ("provinces", i), Text("cli-state-no-province", id=pid))
            elif (owner := state.provinces[pid].owner) != did:
                add(base + ("provinces", i), Text("cli-state-province-owned-by", id=pid, owner=owner, dynasty=did)
                    if owner is not None else Text("cli-state-province-unowned", id=pid, dynasty=did))
    _check_vassal_cycles(state, add)

    for pid, prov in state.provinces.items():
        base = ("provinces", pid)
        dynasty_ref(base + ("owner",), prov.owner)
        if prov.owner in state.dynasties and pid not in state.dynasties[prov.owner].provinces:
            add(base + ("owner",), Text("cli-state-owner-lacks-province", owner=prov.owner, id=pid))
        if not limits.province_loyalty_min <= prov.loyalty <= limits.province_loyalty_max:
            add(base + ("loyalty",), Text("cli-state-province-loyalty-range", value=prov.loyalty,
                                          low=limits.province_loyalty_min, high=limits.province_loyalty_max))
        if prov.owner is None and prov.revolt is None:
            add(base + ("owner",), Text("cli-state-province-abandoned", id=pid))
        if prov.owner is not None and prov.revolt is not None:
            add(base + ("revolt",), Text("cli-state-province-owned-in-revolt", id=pid, owner=prov.owner))
        if prov.yield_ < limits.province_yield_min:
            add(base + ("yield",), Text("cli-state-yield-below", value=prov.yield_, least=limits.province_yield_min))
        if prov.captured is not None:
            dynasty_ref(base + ("captured", "former_owner"), prov.captured.former_owner)

    for i, war in enumerate(state.wars):
        for side in ("attackers", "defenders"):
            for j, did in enumerate(getattr(war, side)):
                dynasty_ref(("wars", i, side, j), did, side)
        for did, general in war.generals.items():
            dynasty_ref(("wars", i, "generals", did), did, "generals")
            character_ref(("wars", i, "generals", did), general, alive=True, field="general")
            if general in state.characters and state.characters[general].dynasty != did:
                add(("wars", i, "generals", did), Text("cli-state-general-elsewhere", id=general,
                                                       other=state.characters[general].dynasty, dynasty=did))

    for i, proposal in enumerate(state.proposals):
        dynasty_ref(("proposals", i, "dynasty"), proposal.dynasty)
        character_ref(("proposals", i, "by"), proposal.by)
        if proposal.kind == "peace":
            dynasty_ref(("proposals", i, "target"), proposal.target)
        else:
            character_ref(("proposals", i, "target"), proposal.target)
        vassal = proposal.terms.get("vassal")
        if vassal is not None:
            dynasty_ref(("proposals", i, "terms", "vassal"), str(vassal))

    for did, facts in state.knowledge.items():
        dynasty_ref(("knowledge", did), did, "knowledge")
        for i, fact in enumerate(facts):
            if fact.subject not in state.characters and fact.subject not in state.dynasties:
                add(("knowledge", did, i, "subject"), Text("cli-state-unknown-subject", id=fact.subject))
    return problems


def _check_vassal_cycles(state: GameState, add: Any) -> None:
    """VASSAL-6: vassalage never forms a cycle."""
    for did in state.dynasties:
        seen = {did}
        lord = state.dynasties[did].lord
        while lord is not None and lord in state.dynasties:
            if lord in seen:
                add(("dynasties", did, "lord"), Text("cli-state-vassal-cycle", dynasty=did))
                break
            seen.add(lord)
            lord = state.dynasties[lord].lord


def load_state(path: Path, rules: Rules) -> GameState:
    """Load and check a state file; every problem is reported with its line."""
    doc = load_yaml(path, trusted=True)
    state = validate_document(GameState, doc)
    problems = state_problems(state, rules, doc)
    if problems:
        raise ProblemsError(problems)
    return state


def save_state(path: Path, state: GameState) -> None:
    """Atomic: a reader sees the old state or the new one, never half a file."""
    save_yaml(path, state.to_data())
