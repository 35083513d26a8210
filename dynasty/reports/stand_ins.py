"""What a dynasty does not know of another house stands in the game state as it knows it (`fog.known_state`)
as placeholders: another house's members with their public facts (INFO-3) and no skill, trait or loyalty of
theirs, its provinces with no loyalty or yield. The built-in player decides on that state, and a player's own
check rebuilds the very same one from his JSON report and the chronicle's data
(`commands.player_check.state_from_report`). The models are built as unpickling builds them: the values are the
program's own.
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Mapping
from dataclasses import dataclass
from typing import cast

from dynasty.game.rules import SKILLS
from dynasty.game.state import (
    Character,
    Death,
    Dynasty,
    Province,
    ProvinceEvent,
    Sex,
    Skills,
    built,
)
from dynasty.reports.model import PublicMember

#: What a dynasty does not know of another (INFO-3) stands in `known_state` as these values; any values give
#: the same orders and the same check (tests vary them). `commands.player_check.Placeholders` holds the same defaults.
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


def stand_in_dynasty(*, name: str, head: str | None, reputation: int, provinces: list[str], lord: str | None,
                     branch_of: str | None, alive: bool) -> Dynasty:
    """INFO-3: another dynasty as the reader knows it: its public facts; no treasury, army, AP or technology."""
    return make_dynasty(name=name, head=head, regent=None, reputation=reputation, balance=0, army=0,
                        provinces=provinces, ap=0, technologies=[], lord=lord, branch_of=branch_of, alive=alive)


def link_stand_ins(people: Iterable[Character], present: Container[str], death: Death) -> dict[str, Character]:
    """The dead that `people` name as father, mother or spouse and `present` lacks, known by that link only: dead
    placeholders of the sex the link gives, in the house of the first of `people` to name them, in the order
    met — so that every link of the state a dynasty knows points at a character (siblings still share a
    parent)."""
    found: dict[str, Character] = {}
    for person in people:
        for role, link in (("father", person.father), ("mother", person.mother), ("spouse", person.spouse)):
            if link is None or link in present or link in found:
                continue
            sex = "m" if role == "father" else "f" if role == "mother" else ("f" if person.sex == "m" else "m")
            found[link] = make_character(
                name=link, sex=sex, age=0, dynasty=person.dynasty, born=None, mood=0, loyalty=HIDDEN_LOYALTY,
                skills=HIDDEN_SKILLS, traits=[], father=None, mother=None, spouse=None, isolated=False,
                alive=False, death=death)
    return found


def link_death(turn: int) -> Death:
    """The death of a relative known by a link only: when and how are not told."""
    return built(Death, {"turn": turn, "cause": UNLISTED})


@dataclass(frozen=True, slots=True)
class HouseStandIns:
    """Another house as the state a dynasty knows holds it (`fog.known_state`): the house itself
    (`stand_in_dynasty`), its living members (`stand_in`) and its provinces (`stand_in_province`), and the dead
    its members link to who are no living member of any house (`link_stand_ins`), built from what the reader
    knows of it (`fog.house_stand_ins`)."""

    dynasty: Dynasty
    members: dict[str, Character]
    provinces: dict[str, Province]
    links: dict[str, Character]


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
        "stand_in": None, "defeat": None})
