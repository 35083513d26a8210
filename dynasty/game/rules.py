"""The rules data (`dynasty/game/data/rules.yaml`) as a typed model, and a scenario's overrides of it.

Rules are data, mechanics are code: every number a game master may change lives in the YAML file, and
code reads it from `Rules`. A scenario's `rules:` section is merged over the defaults; an unknown key is
an error that names it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from dynasty import kept
from dynasty.errors import InvalidValue, Location, Problem, ProblemsError, RulesError
from dynasty.game.rule_overrides import UnknownRulesKey, merge_overrides
from dynasty.store.yaml_io import Document, dotted, parse_yaml, wanted_value
from dynasty.text.catalogs import Text

SKILLS: tuple[str, ...] = ("combat", "learning", "intrigue", "piety", "stewardship")
Skill = Literal["combat", "learning", "intrigue", "piety", "stewardship"]
TraitCategory = Literal["positive", "neutral", "negative"]
ActionGroup = Literal["household", "church", "intrigue", "diplomacy", "learning", "provinces", "military"]
EventKind = Literal["revolt", "none", "famine", "volunteers", "disease"]

_DICE_SPEC = re.compile(r"^([1-9][0-9]?)d([1-9][0-9]{0,2})$")


class Strict(BaseModel):
    """Rules models: unknown keys are errors, and numbers must be numbers (no `true` for 1)."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)


@cache
def parse_dice(spec: str) -> tuple[int, int]:
    """`NdM` → (N dice, M sides); read once per spec (every roll asks)."""
    match = _DICE_SPEC.match(spec)
    if match is None:
        raise ValueError(f"'{spec}' is not a dice spec like '2d6'")
    return int(match.group(1)), int(match.group(2))


def _check_dice(spec: str) -> str:
    parse_dice(spec)
    return spec


class Named(Strict):
    ru: str
    en: str

    def name_in(self, language: str) -> str:
        """The name in `language`: Russian for "ru", English otherwise."""
        return self.ru if language == "ru" else self.en


class Start(Strict):
    reputation: int
    balance: int
    army: int
    provinces: int
    characters: int
    loyalty: int
    province_loyalty: int
    province_yield: int


class Limits(Strict):
    skill_min: int
    skill_max: int
    genius_skill_max: int
    loyalty_min: int
    loyalty_max: int
    province_loyalty_min: int
    province_loyalty_max: int
    province_yield_min: int
    reputation_max: int
    defeat_reputation: int
    balance_min: int


class Age(Strict):
    turn_years: int = Field(gt=0)
    capable: int
    fertile: int
    infertile: int
    head_ap_penalty_from: int
    head_ap_penalty_step: int
    old_age_checks: list[int]
    old_age_die: str
    old_age_dies_on: int
    certain_death: int

    @model_validator(mode="after")
    def _dice(self) -> Age:
        _check_dice(self.old_age_die)
        return self


class Generation(Strict):
    head_skills: list[int] = Field(min_length=5, max_length=5)
    head_min_age: int
    skill_dice: str
    rescue_at_most: int
    rescue_value: int
    spouse_age_spread: int
    spouse_min_age: int
    sibling_age_spread: int
    sibling_min_age: int
    parent_gap: int
    sex_die: str

    @model_validator(mode="after")
    def _dice(self) -> Generation:
        _check_dice(self.skill_dice)
        _check_dice(self.sex_die)
        return self


class ActionPoints(Strict):
    base: int
    per_ruling_mood: int
    loyal_level: int
    per_loyal_member: int
    minimum: int


class LoyaltyChange(Strict):
    small: int
    large: int
    large_at: int


class Checks(Strict):
    die: str
    initiative_die: str

    @model_validator(mode="after")
    def _dice(self) -> Checks:
        _check_dice(self.die)
        _check_dice(self.initiative_die)
        return self


class Sabotage(Strict):
    max_loyalty: int
    die: str
    aborts_at_most: int


class Births(Strict):
    base_dice: int
    die_sides: int
    per_birth: int
    min_dice: int
    fails_on: int


class EventRow(Strict):
    max: int
    event: EventKind


class RevoltEvent(Strict):
    at_loyalty: int
    army_dice: str
    turns_in_revolt: int


class FamineEvent(Strict):
    cost: int
    income_divisor: int
    refuse_loyalty: int
    refuse_yield: int
    refuse_reputation: int
    pay_loyalty: int
    pay_reputation: int


class VolunteersEvent(Strict):
    accept_at_loyalty: int
    army: int
    desert_at_loyalty: int
    desert: int


class DiseaseEvent(Strict):
    cost: int
    income_divisor: int
    yield_drop: int
    paid_yield_drop: int


class Events(Strict):
    die: str
    table: list[EventRow]
    revolt: RevoltEvent
    famine: FamineEvent
    volunteers: VolunteersEvent
    disease: DiseaseEvent

    @model_validator(mode="after")
    def _table_covers_die(self) -> Events:
        _, sides = parse_dice(self.die)
        _check_dice(self.revolt.army_dice)
        previous = 0
        for row in self.table:
            if row.max <= previous:
                raise InvalidValue(Text("cli-rules-event-rows"))
            previous = row.max
        if previous != sides:
            raise InvalidValue(Text("cli-rules-event-table-end", sides=sides, die=self.die))
        return self

    def event_for(self, roll: int) -> EventKind:
        for row in self.table:
            if roll <= row.max:
                return row.event
        raise ValueError(f"roll {roll} is off the event table")


class Succession(Strict):
    abdicate_min_age: int
    unlawful_penalty: int


class Army(Strict):
    upkeep_per_point: int
    recruit_max_per_province: int


class War(Strict):
    bonus_per_soldiers: int
    capture_step: int
    casualties_divisor: int
    drain_reputation: int
    drain_loyalty: int
    branch_attacker: int
    branch_defender: int
    close_relative: int
    other_relative: int
    hot_tempered_die: str
    hot_tempered_war_on: int
    captured_loyalty: int
    retake_within_turns: int


class Defeat(Strict):
    ally_loss: int
    enemy_gain: int


class Reputation(Strict):
    share_divisor: int


class Branch(Strict):
    min_members: int
    province_divisor: int
    min_provinces: int


class Vassal(Strict):
    tax_percent: int


class EraEffects(Strict):
    ap_delta: dict[str, int] = {}
    ap_set: dict[str, int] = {}
    ap_min: int = 1
    check_bonus: dict[str, int] = {}
    discovery_bonus: dict[str, int] = {}
    coins_set: dict[str, int] = {}
    war_drain_reputation: int | None = None
    revolt_max_roll: int | None = None
    revolt_at_loyalty: int | None = None
    desert_at_loyalty: int | None = None


class Era(Named):
    from_turn: int = Field(ge=1)
    effects: EraEffects = Field(default_factory=EraEffects)  # not built at import, as an instance would be


class ActionRule(Named):
    group: ActionGroup
    ap: int = Field(ge=0)
    coins: int = Field(default=0, ge=0)
    skill: Skill | None = None
    tn: int | None = None
    public: bool = False
    once_per_turn: bool = False
    discovery_tn: int | None = None
    discovery_penalty: int | None = None
    mood: int | None = None
    reputation: int | None = None


class FindSpouseRule(ActionRule):
    reputation_head: int
    reputation_head_child: int
    reputation_other: int
    skill_cap: int
    age_spread: int
    min_age: int


class MentorRule(ActionRule):
    skill_gap: int
    hired_teacher_coins: dict[int, int]


class StudyRule(ActionRule):
    die: str


class IsolateRule(ActionRule):
    mood_per_turn: int


class BallRule(ActionRule):
    min_guests: int
    max_guests: int


class ConspiracyRule(ActionRule):
    bribe_min: int
    bribe_max: int
    bribe_per_point: int
    bribe_max_bonus: int
    loyalty_factor: int
    new_loyalty: int


class AssassinateRule(ActionRule):
    head_tn: int
    mercenary_coins: int
    agent_tn: int


class DonateRule(ActionRule):
    coins_min: int
    coins_max: int
    coins_step: int
    coins_per_reputation: int
    pious_at: int
    pious_factor: float


class RecruitRule(ActionRule):
    coins_per_point: int


class DevelopRule(ActionRule):
    yield_gain: int
    yield_max: int


class PacifyRule(ActionRule):
    loyalty_gain: int


class Actions(Strict):
    groups: list[ActionGroup]
    find_spouse: FindSpouseRule
    mentor: MentorRule
    study: StudyRule
    entertain: ActionRule
    isolate: IsolateRule
    release: ActionRule
    abdicate: ActionRule
    create_branch: ActionRule
    name: ActionRule
    visit: ActionRule
    ball: BallRule
    propose_marriage: ActionRule
    accept_marriage: ActionRule
    spy: ActionRule
    gossip: ActionRule
    conspiracy: ConspiracyRule
    assassinate: AssassinateRule
    donate: DonateRule
    pilgrimage: ActionRule
    annul: ActionRule
    declare_war: ActionRule
    general: ActionRule
    offer_peace: ActionRule
    accept_peace: ActionRule
    recruit: RecruitRule
    disband: ActionRule
    develop: DevelopRule
    pacify: PacifyRule
    research: ActionRule

    def ids(self) -> list[str]:
        return list(_ACTION_IDS)

    def get(self, action_id: str) -> ActionRule:
        """The rule of an action; a plain lookup (the engine and the bot ask it for every action they weigh)."""
        if action_id not in _ACTION_ID_SET:
            raise KeyError(action_id)
        return getattr(self, action_id)  # type: ignore[no-any-return]


_ACTION_IDS = tuple(name for name in Actions.model_fields if name != "groups")  # the rules' order
_ACTION_ID_SET = frozenset(_ACTION_IDS)


class Technology(Named):
    famine_cost: int | None = None
    disease_yield_drop: int | None = None
    disease_paid_yield_drop: int | None = None
    defense_strength: int | None = None
    upkeep_divisor: int | None = None
    ap: int | None = None


class OtherSkills(Strict):
    """GEN-4: a change to `count` random other skills (Bloodthirsty, Pacifist)."""

    count: int = Field(ge=1, le=4)
    change: int


class Trait(Named):
    category: TraitCategory
    skills: dict[Skill, int] = {}
    other_skills: OtherSkills | None = None
    mood: dict[str, int] = {}
    birth_dice: int | None = None
    birth_dice_cap: int | None = None
    reputation_loss_factor: float | None = None
    head_reputation_relief: int | None = None
    ap_discount: int | None = None
    ap_floor: int | None = None
    actions_per_turn: int | None = None
    extra_ap: int | None = None
    escape_die: str | None = None
    recruit_penalty: int | None = None
    study_bonus: int | None = None
    reputation_loss: int | None = None
    doubling_cost: int | None = None
    reputation_gain: int | None = None
    tripling_cost: int | None = None
    exempt_actions: list[str] = []
    coins: int | None = None


class Rules(Strict):
    start: Start
    limits: Limits
    age: Age
    generation: Generation
    ap: ActionPoints
    loyalty_change: LoyaltyChange
    checks: Checks
    sabotage: Sabotage
    births: Births
    events: Events
    succession: Succession
    army: Army
    war: War
    defeat: Defeat
    reputation: Reputation
    branch: Branch
    vassal: Vassal
    skills: dict[Skill, Named]
    eras: dict[str, Era]
    actions: Actions
    technologies: dict[str, Technology]
    traits: dict[str, Trait]

    @model_validator(mode="after")
    def _cross_references(self) -> Rules:
        if set(self.skills) != set(SKILLS):
            raise InvalidValue(Text("cli-rules-skills", skills=", ".join(SKILLS)))
        turns = [era.from_turn for era in self.eras.values()]
        if not turns or turns[0] != 1 or turns != sorted(set(turns)):
            raise InvalidValue(Text("cli-rules-eras-order"))
        known = set(self.actions.ids())
        for era_id, era in self.eras.items():
            effects = era.effects
            for table in (effects.ap_delta, effects.ap_set, effects.check_bonus, effects.discovery_bonus,
                          effects.coins_set):
                for action in table:
                    if action not in known:
                        raise InvalidValue(Text("cli-rules-era-action", era=era_id, action=action))
        for trait_id, trait in self.traits.items():
            for action in trait.exempt_actions:
                if action not in known:
                    raise InvalidValue(Text("cli-rules-trait-action", trait=trait_id, action=action))
        for category in ("positive", "neutral", "negative"):
            if not any(t.category == category for t in self.traits.values()):
                raise InvalidValue(Text("cli-rules-no-trait-in-category", category=category))
        return self

    def era_for(self, turn: int) -> str:
        """ERA-1: the era of a turn."""
        current = next(iter(self.eras))
        for era_id, era in self.eras.items():
            if era.from_turn <= turn:
                current = era_id
        return current

    def traits_in(self, category: TraitCategory) -> list[str]:
        return [trait_id for trait_id, trait in self.traits.items() if trait.category == category]


#: The packaged rules data.
RULES_FILE = Path(__file__).resolve().parent / "data" / "rules.yaml"


def rules_text() -> str:
    return RULES_FILE.read_text(encoding="utf-8")


@cache
def _default_document() -> Document:
    return parse_yaml(rules_text(), "dynasty/game/data/rules.yaml")


def default_rules_data() -> dict[str, Any]:
    data = _default_document().data
    assert isinstance(data, dict)
    return data


def load_rules(overrides: Mapping[str, Any] | None = None, doc: Document | None = None,
               prefix: tuple[str | int, ...] = ("rules",)) -> Rules:
    """The default rules with `overrides` merged in. `doc` is the file that holds the overrides at
    `prefix`, so that errors point at its lines."""
    if not overrides:
        return _default_rules()
    if not isinstance(overrides, Mapping):
        raise RulesError(Text("cli-rules-not-mapping"), doc.location(prefix) if doc else None)
    try:
        data = merge_overrides(default_rules_data(), overrides, Rules)
    except UnknownRulesKey as exc:
        where = doc.location(prefix + exc.loc) if doc else Location("rules")
        parent = dotted(exc.loc[:-1]) or "rules"
        key = dotted(prefix + exc.loc)
        raise RulesError(Text("cli-rules-unknown-key", key=key, section=parent, known=", ".join(exc.known))
                         if exc.known else Text("cli-rules-unknown-key-in-value", key=key, section=parent),
                         where) from None
    try:
        return Rules.model_validate(data)
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            loc = tuple(err["loc"])
            where = doc.location(prefix + loc) if doc else Location("rules")
            problems.append(Problem("rules", Text("cli-schema-bad-value", field=dotted(prefix + loc),
                                                  wanted=wanted_value(err)), where))
        raise ProblemsError(problems) from None


@cache
def _default_rules() -> Rules:
    """The packaged rules, validated, and kept so between runs (`dynasty.kept`): a command then neither parses
    the file nor builds the rules models' validators. A change of the file, of this module or of pydantic
    validates them again."""
    from pydantic import VERSION

    made_from = [RULES_FILE.read_bytes(), Path(__file__).read_bytes(), VERSION.encode()]
    return kept.pickled(kept.folders(RULES_FILE.parent, "rules"), "rules", made_from,
                        lambda: Rules.model_validate(_default_document().data), Rules)


def default_rules() -> Rules:
    """The packaged rules, without overrides."""
    return _default_rules()
