"""What a dynasty does not know of another house stands in the game state as it knows it (`knowledge.known_state`)
as placeholders: another house's members with their public facts (INFO-3) and no skill, trait or loyalty of
theirs, its provinces with no loyalty or yield. The built-in player decides on that state, and a player's own
check rebuilds the very same one from his JSON report and the chronicle's data
(`orders.player.state_from_report`). The models are built as unpickling builds them: the values are the
program's own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from pydantic import BaseModel

from dynasty.reports.model import PublicMember
from dynasty.rules import SKILLS
from dynasty.state import (
    Character,
    Death,
    Dynasty,
    Province,
    ProvinceEvent,
    Sex,
    Skills,
)

M = TypeVar("M", bound=BaseModel)

#: What a dynasty does not know of another (INFO-3) stands in `known_state` as these values; any values give
#: the same orders and the same check (tests vary them). `orders.player.Placeholders` holds the same defaults.
HIDDEN_SKILL = 1
HIDDEN_LOYALTY = 3
HIDDEN_PROVINCE_LOYALTY = 3
HIDDEN_PROVINCE_YIELD = 1
#: The cause of death of a relative the dynasty knows by a link only (a dead parent, say).
UNLISTED = "unlisted in the report"


def stand_in(public: PublicMember, dynasty_id: str) -> Character:
    """INFO-3: another dynasty's member as the reader knows him: his public facts (name, sex, age, family
    links), and placeholders for what is hidden (skills, traits, loyalty, mood)."""
    return make_character(name=public.name, sex=public.sex, age=public.age, dynasty=dynasty_id, born=None, mood=0,
                      loyalty=HIDDEN_LOYALTY, skills=HIDDEN_SKILLS, traits=[], father=public.father,
                      mother=public.mother, spouse=public.spouse, isolated=False)


def stand_in_province(province_id: str, dynasty_id: str) -> Province:
    """INFO-3: another dynasty's province as the reader knows it: who holds it; its loyalty and yield are
    placeholders."""
    return make_province(province_id, dynasty_id, HIDDEN_PROVINCE_LOYALTY, HIDDEN_PROVINCE_YIELD, None)


def built(model: type[M], values: dict[str, Any]) -> M:
    """A model of the state from values the program made itself, every field given: the model as unpickling
    makes it, without `model_construct`'s search for defaults and aliases (every dynasty's known state is built
    every turn of a simulation)."""
    built = model.__new__(model)
    built.__setstate__({"__dict__": values, "__pydantic_fields_set__": set(values), "__pydantic_extra__": None,
                        "__pydantic_private__": None})
    return built


def make_skills(values: Mapping[str, int]) -> Skills:
    return built(Skills, {"combat": values["combat"], "learning": values["learning"], "intrigue": values["intrigue"],
                           "piety": values["piety"], "stewardship": values["stewardship"]})


#: the skills of every character the reader knows no skill of (one shared instance: never change it)
HIDDEN_SKILLS = make_skills(dict.fromkeys(SKILLS, HIDDEN_SKILL))


def make_character(*, name: str, sex: str, age: int, dynasty: str, born: int | None, mood: int, loyalty: int,
               skills: Skills, traits: list[str], father: str | None, mother: str | None, spouse: str | None,
               isolated: bool, alive: bool = True, death: Death | None = None) -> Character:
    return built(Character, {
        "name": name, "forms": {}, "sex": cast(Sex, sex), "age": age, "dynasty": dynasty, "birth_dynasty": None,
        "alive": alive, "death": death, "born": born, "mood": mood, "loyalty": loyalty, "skills": skills,
        "traits": traits, "father": father, "mother": mother, "spouse": spouse, "isolated": isolated})


def make_province(name: str, owner: str, loyalty: int, yield_: int, event: ProvinceEvent | None) -> Province:
    return built(Province, {"name": name, "forms": {}, "owner": owner, "loyalty": loyalty, "yield_": yield_,
                             "event": event, "revolt": None, "captured": None})


def make_dynasty(*, name: str, head: str | None, regent: str | None, reputation: int, balance: int, army: int,
             provinces: list[str], ap: int, technologies: list[str], lord: str | None, branch_of: str | None,
             alive: bool) -> Dynasty:
    return built(Dynasty, {
        "name": name, "forms": {}, "head": head, "regent": regent, "reputation": reputation, "balance": balance,
        "army": army, "provinces": provinces, "ap": ap, "ruling_mood": 0, "technologies": technologies,
        "lord": lord, "branch_of": branch_of, "alive": alive, "controller": "player", "missed_turns": 0,
        "defeat": None})
