"""Small builders for test states: a test says only what matters to it."""

from __future__ import annotations

import copy
from typing import Any

from dynasty.game.rules import Rules, default_rules
from dynasty.game.state import SCHEMA_VERSION, Character, Dynasty, GameState, Province, Revolt, Skills
from dynasty.game.state_check import state_problems


def skills(combat: int = 3, learning: int = 3, intrigue: int = 3, piety: int = 3,
           stewardship: int = 3) -> Skills:
    return Skills(combat=combat, learning=learning, intrigue=intrigue, piety=piety, stewardship=stewardship)


class StateBuilder:
    """`StateBuilder().dynasty("valois", head="louis").person("louis", "valois", age=35).build()`."""

    def __init__(self, turn: int = 1, rules: Rules | None = None) -> None:
        self.rules = rules or default_rules()
        self.turn = turn
        self.dynasties: dict[str, dict[str, Any]] = {}
        self.characters: dict[str, Character] = {}
        self.provinces: dict[str, Province] = {}

    def dynasty(self, did: str, head: str | None = None, **fields: Any) -> StateBuilder:
        start = self.rules.start
        self.dynasties[did] = {"name": did.title(), "head": head, "reputation": start.reputation,
                               "balance": start.balance, "army": start.army, "ap": 0, **fields}
        return self

    def person(self, cid: str, dynasty: str, *, sex: str = "m", age: int = 30, traits: list[str] | None = None,
               skill_values: Skills | None = None, spouse: str | None = None, **fields: Any) -> StateBuilder:
        self.characters[cid] = Character(
            name=fields.pop("name", cid.title()), sex=sex, age=age, dynasty=dynasty,  # type: ignore[arg-type]
            birth_dynasty=fields.pop("birth_dynasty", dynasty), loyalty=fields.pop("loyalty", 3),
            skills=skill_values or skills(), traits=traits if traits is not None else [], spouse=spouse,
            **fields)
        if spouse is not None and spouse in self.characters:
            self.characters[spouse].spouse = cid
        return self

    def couple(self, husband: str, wife: str, dynasty: str, *, age: int = 30, **fields: Any) -> StateBuilder:
        self.person(husband, dynasty, sex="m", age=age, **fields)
        self.person(wife, dynasty, sex="f", age=age, spouse=husband, **fields)
        return self

    def province(self, pid: str, owner: str | None, *, loyalty: int = 3, yield_: int = 20,
                 revolt_from: str | None = None, turns_left: int = 3) -> StateBuilder:
        """A province; without an owner it is in revolt (PROV-4), by default against the first dynasty."""
        revolt = None
        if owner is None:
            revolt = Revolt(former_owner=revolt_from or next(iter(self.dynasties)), turns_left=turns_left)
        self.provinces[pid] = Province.model_validate({"name": pid.title(), "owner": owner, "loyalty": loyalty,
                                                       "yield": yield_, "revolt": revolt})
        return self

    def build(self, *, check: bool = True) -> GameState:
        dynasties = {}
        for did, fields in self.dynasties.items():
            owned = [pid for pid, p in self.provinces.items() if p.owner == did]
            dynasties[did] = Dynasty(provinces=fields.pop("provinces", owned), **fields)
        state = GameState(schema_version=SCHEMA_VERSION, turn=self.turn, era=self.rules.era_for(self.turn),
                          dynasties=dynasties, characters=self.characters, provinces=self.provinces)
        if check:
            problems = state_problems(state, self.rules)
            assert not problems, [str(p) for p in problems]
        return state


def two_houses(rules: Rules | None = None) -> StateBuilder:
    """Two dynasties, each with a married head and one province: the smallest useful game."""
    return (StateBuilder(rules=rules)
            .dynasty("valois", head="louis").couple("louis", "anne", "valois")
            .dynasty("habsburg", head="rudolf").couple("rudolf", "maria", "habsburg")
            .province("anjou", "valois").province("tyrol", "habsburg"))


def hide_differently(state: GameState, reader: str, rules: Rules) -> GameState:
    """The same world but for what `reader` cannot know (INFO-3): every other dynasty's treasury, army, AP,
    technologies, ruling mood, its provinces' loyalty and yield, and its members' traits, loyalty, mood and
    skills are changed."""
    changed = copy.deepcopy(state)
    for did, dynasty in changed.dynasties.items():
        if did == reader:
            continue
        dynasty.balance += 777
        dynasty.army += 333
        dynasty.ap += 9
        dynasty.ruling_mood = -3
        dynasty.technologies = list(rules.technologies)
        for pid in dynasty.provinces:
            changed.provinces[pid].loyalty = 1
            changed.provinces[pid].yield_ = 7
    for person in changed.characters.values():
        if person.dynasty != reader:
            person.traits = ["honest", "paranoid"]
            person.loyalty = 0
            person.mood = 5
            person.skills = skills(6, 6, 6, 6, 6)
    return changed
