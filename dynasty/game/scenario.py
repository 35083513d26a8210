"""Scenarios (CONTRACT "Scenarios"): load, check against GEN-1 and the other rules, and build the
starting state, generating missing characters, traits and skills (GEN-2 .. GEN-5).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from dynasty.errors import DynastyError, FileReadError, Problem, ProblemsError, display_path
from dynasty.game.dice import Dice, Purpose
from dynasty.game.generation import apply_traits, pick_name, random_character, roll_sex, roll_skills, roll_traits
from dynasty.game.rules import SKILLS, Rules, Skill, load_rules
from dynasty.game.state import (
    ID_PATTERN,
    SCHEMA_VERSION,
    Character,
    Controller,
    Death,
    Dynasty,
    GameState,
    Model,
    NameForms,
    Province,
    Sex,
    Skills,
    unknown_trait,
)
from dynasty.game.state_check import reserved_dynasty_id
from dynasty.store.yaml_io import Document, load_yaml, validate_document
from dynasty.text.catalogs import Named, Term, Text
from dynasty.text.ids import slug, unique_id
from dynasty.text.player_text import PlayerText

Language = Literal["ru", "en"]
BEFORE_GAME = "before_game"


class CharacterSpec(Model):
    id: str
    name: PlayerText = Field(min_length=1)
    forms: NameForms = {}  # the name in the cases a Russian sentence needs, when the library would not know
    sex: Sex
    age: int = Field(ge=0)
    traits: list[str] | None = None
    skills: Skills | None = None  # before trait modifiers (SKILL-3 applies them on getting the traits)
    trait_skills: dict[str, list[Skill]] | None = None  # GEN-4: the player's choice of "other skills"
    father: str | None = None
    mother: str | None = None
    sibling_of: str | None = None  # shares parents with that character (who may have none listed)
    spouse: str | None = None


class ProvinceSpec(Model):
    name: PlayerText = Field(min_length=1)
    forms: NameForms = {}


class DynastySpec(Model):
    name: PlayerText = Field(min_length=1)
    forms: NameForms = {}
    player: PlayerText | None = None
    controller: Controller = "player"
    head: CharacterSpec
    members: list[CharacterSpec] = []
    provinces: dict[str, ProvinceSpec]


class NamePools(Model):
    m: list[PlayerText] = Field(min_length=1)
    f: list[PlayerText] = Field(min_length=1)


class Scenario(Model):
    title: PlayerText = Field(min_length=1)
    language: Language = "ru"
    rules: dict[str, Any] = {}
    names: NamePools
    dynasties: dict[str, DynastySpec] = Field(min_length=1)


class LoadedScenario:
    """A checked scenario with its effective rules and the document, for line numbers."""

    def __init__(self, scenario: Scenario, rules: Rules, doc: Document) -> None:
        self.scenario = scenario
        self.rules = rules
        self.doc = doc


def find_scenario(name_or_path: str, search_dirs: list[Path]) -> Path:
    """`classic` → the first `scenarios/classic.yaml` found in `search_dirs` (the game folder, the current
    folder, the program's own); anything with a suffix or a slash is a path."""
    if Path(name_or_path).suffix in (".yaml", ".yml") or "/" in name_or_path:
        return Path(name_or_path)
    candidates = [folder / "scenarios" / f"{name_or_path}.yaml" for folder in search_dirs]
    for candidate in candidates:
        if candidate.exists():
            return candidate
    raise FileReadError(Text("cli-scenario-not-found", name=name_or_path,
                             paths=", ".join(display_path(c) for c in dict.fromkeys(candidates))))


def scenario_language(name_or_path: str, search_dirs: list[Path]) -> Language | None:
    """The language a scenario names, or None when it cannot be read: the language a command speaks before
    there is a game folder, even to say what is wrong with the scenario."""
    try:
        data = load_yaml(find_scenario(name_or_path, search_dirs)).data
    except DynastyError:
        return None
    language = data.get("language", "ru") if isinstance(data, dict) else None
    return language if language in ("ru", "en") else None


def load_scenario(path: Path) -> LoadedScenario:
    """Parse, then check: every problem of the scenario at once, each with its line."""
    doc = load_yaml(path)
    scenario = validate_document(Scenario, doc)
    rules = load_rules(scenario.rules, doc, ("rules",))
    problems = scenario_problems(scenario, rules, doc)
    if problems:
        raise ProblemsError(problems)
    return LoadedScenario(scenario, rules, doc)


def _head_problems(did: str, head: CharacterSpec, rules: Rules) -> list[tuple[tuple[str | int, ...], Text]]:
    """GEN-1: 2 traits, one negative and one positive or two neutral; skills 5,4,3,2,1; age a multiple
    of 5 and at least 20."""
    out: list[tuple[tuple[str | int, ...], Text]] = []
    gen = rules.generation
    values = ", ".join(map(str, gen.head_skills))
    if head.traits is None:
        out.append((("traits",), Text("cli-scenario-head-traits-required")))
    elif all(t in rules.traits for t in head.traits):
        categories = sorted(rules.traits[t].category for t in head.traits)
        shown = [Text("cli-scenario-trait-of-category", trait=t, category=Text(f"cli-trait-{rules.traits[t].category}"))
                 for t in head.traits]
        if len(head.traits) != 2 or len(set(head.traits)) != 2 or categories not in (
                ["negative", "positive"], ["neutral", "neutral"]):
            out.append((("traits",), Text("cli-scenario-head-traits", got=shown or Text("cli-none"))))
    if head.skills is None:
        out.append((("skills",), Text("cli-scenario-head-skills-required", values=values)))
    else:
        skills = head.skills.as_dict()
        if sorted(skills.values()) != sorted(gen.head_skills):
            shown_skills = ", ".join(f"{k} {v}" for k, v in skills.items())
            out.append((("skills",), Text("cli-scenario-head-skills", values=values, got=shown_skills)))
    if head.age < gen.head_min_age:
        out.append((("age",), Text("cli-scenario-head-too-young", age=head.age, least=gen.head_min_age)))
    return [(loc, Text("cli-scenario-head-problem", dynasty=did, problem=text)) for loc, text in out]


def scenario_problems(scenario: Scenario, rules: Rules, doc: Document) -> list[Problem]:
    problems: list[Problem] = []

    def add(loc: tuple[str | int, ...], text: Text) -> None:
        problems.append(Problem("scenario", text, doc.location(loc)))

    step = rules.age.turn_years
    seen_characters: dict[str, str] = {}
    seen_provinces: dict[str, str] = {}
    for did, spec in scenario.dynasties.items():
        dbase: tuple[str | int, ...] = ("dynasties", did)
        if not ID_PATTERN.match(did):
            add(dbase, Text("cli-scenario-bad-dynasty-id", id=did))
        reserved = reserved_dynasty_id(did)
        if reserved is not None:
            add(dbase, reserved)
        for loc, message in _head_problems(did, spec.head, rules):
            add(dbase + ("head",) + loc, message)
        if len(spec.members) > rules.start.characters - 1:
            add(dbase + ("members",), Text("cli-scenario-too-many-members", dynasty=did, n=len(spec.members),
                                           start=rules.start.characters, others=rules.start.characters - 1))
        if len(spec.provinces) != rules.start.provinces:
            add(dbase + ("provinces",), Text("cli-scenario-province-count", dynasty=did, n=len(spec.provinces),
                                             start=rules.start.provinces))
        for pid in spec.provinces:
            if not ID_PATTERN.match(pid):
                add(dbase + ("provinces", pid), Text("cli-scenario-bad-province-id", id=pid))
            if pid in seen_provinces:
                add(dbase + ("provinces", pid), Text("cli-scenario-province-twice", id=pid,
                                                     dynasty=seen_provinces[pid]))
            seen_provinces[pid] = did

        people = [(dbase + ("head",), spec.head)] + [
            (dbase + ("members", i), m) for i, m in enumerate(spec.members)]
        by_id = {}
        for loc, person in people:
            if not ID_PATTERN.match(person.id):
                add(loc + ("id",), Text("cli-scenario-bad-character-id", id=person.id))
            if person.id in seen_characters:
                add(loc + ("id",), Text("cli-scenario-character-twice", id=person.id,
                                        dynasty=seen_characters[person.id]))
            seen_characters[person.id] = did
            by_id[person.id] = person
        for loc, person in people:
            problems_of_person = _person_problems(person, by_id, rules, step, is_head=person is spec.head)
            for sub, text in problems_of_person:
                add(loc + sub, Text("cli-scenario-person-problem", dynasty=did, id=person.id, problem=text))
    return problems


def _person_problems(person: CharacterSpec, family: dict[str, CharacterSpec], rules: Rules,
                     step: int, *, is_head: bool) -> list[tuple[tuple[str | int, ...], Text]]:
    out: list[tuple[tuple[str | int, ...], Text]] = []

    def kin(cid: str) -> Named:
        """A relative's id as a sentence quotes it, with the sex a Russian verb agrees with."""
        found = family.get(cid)
        return Named(cid, "person", found.sex if found is not None else "m")

    if person.age % step != 0:
        out.append((("age",), Text("cli-age-step", age=person.age, step=step)))
    if person.age >= rules.age.certain_death:
        out.append((("age",), Text("cli-scenario-too-old", age=person.age, death=rules.age.certain_death)))
    for i, trait in enumerate(person.traits or []):
        if trait not in rules.traits:
            out.append((("traits", i), unknown_trait(trait, rules)))
    if not is_head and person.traits is not None and all(t in rules.traits for t in person.traits):
        categories = {rules.traits[t].category for t in person.traits}
        if len(person.traits) != 2 or len(categories) != 2:
            out.append((("traits",), Text("cli-scenario-member-traits",
                                          got=", ".join(person.traits) or Text("cli-none"))))
    if person.skills is not None:
        for skill in SKILLS:
            value = person.skills.get(skill)
            if not rules.limits.skill_min <= value <= rules.limits.skill_max:
                out.append((("skills", skill), Text("cli-scenario-skill-range", skill=skill, value=value,
                                                    low=rules.limits.skill_min, high=rules.limits.skill_max)))
    for trait_id, picked in (person.trait_skills or {}).items():
        chosen_trait = rules.traits.get(trait_id)
        if chosen_trait is None or chosen_trait.other_skills is None or trait_id not in (person.traits or []):
            out.append((("trait_skills", trait_id), Text("cli-scenario-not-a-choosing-trait", trait=trait_id)))
            continue
        other = chosen_trait.other_skills
        if len(picked) != other.count or len(set(picked)) != len(picked) or any(
                s in chosen_trait.skills for s in picked):
            own = [Term(rules.skills[s].ru, rules.skills[s].en) for s in chosen_trait.skills]
            out.append((("trait_skills", trait_id), Text("cli-scenario-trait-skills", n=other.count, skills=own,
                                                         trait=Term(chosen_trait.ru, chosen_trait.en))))
    for relation, sex in (("father", "m"), ("mother", "f")):
        parent_id = getattr(person, relation)
        if parent_id is None:
            continue
        parent = family.get(parent_id)
        if parent is None:
            out.append(((relation,), Text("cli-scenario-not-in-family", field=relation, id=parent_id)))
        elif parent.sex != sex:
            out.append(((relation,), Text(f"cli-scenario-{relation}-of-wrong-sex", id=parent_id)))
        elif parent.age - person.age < rules.age.fertile:
            out.append(((relation,), Text("cli-scenario-parent-too-young", field=relation, parent=kin(parent_id),
                                          parent_age=parent.age, gap=rules.age.fertile, id=person.id,
                                          age=person.age)))
    if person.sibling_of is not None:
        sibling = family.get(person.sibling_of)
        if sibling is None:
            out.append((("sibling_of",), Text("cli-scenario-not-in-family", field="sibling_of",
                                              id=person.sibling_of)))
        elif person.father is not None or person.mother is not None:
            out.append((("sibling_of",), Text("cli-scenario-sibling-and-parents")))
        elif sibling.sibling_of is not None:
            out.append((("sibling_of",), Text("cli-scenario-sibling-chain", id=person.sibling_of)))
    if person.spouse is not None:
        spouse = family.get(person.spouse)
        if spouse is None:
            out.append((("spouse",), Text("cli-scenario-not-in-family", field="spouse", id=person.spouse)))
        elif spouse.sex == person.sex:
            out.append((("spouse",), Text("cli-scenario-spouse-same-sex", id=person.spouse)))
        elif spouse.spouse is not None and spouse.spouse != person.id:
            out.append((("spouse",), Text("cli-scenario-spouse-married-elsewhere", spouse=kin(person.spouse),
                                          other=spouse.spouse)))
        elif min(spouse.age, person.age) < rules.age.capable:
            out.append((("spouse",), Text("cli-scenario-spouses-too-young", capable=rules.age.capable)))
    return out


# -- building the starting state --------------------------------------------------------------------

class _Builder:
    """Builds the characters of the starting state, one dynasty at a time."""

    def __init__(self, scenario: Scenario, rules: Rules, dice: Dice) -> None:
        self.scenario = scenario
        self.rules = rules
        self.dice = dice
        self.characters: dict[str, Character] = {}
        self.taken: set[str] = {p.id for d in scenario.dynasties.values() for p in [d.head, *d.members]}

    def add_listed(self, did: str, person: CharacterSpec) -> None:
        """A character the scenario lists: roll what it leaves out (GEN-2, GEN-3), then apply the traits'
        skill modifiers on the listed skills (SKILL-3)."""
        key = f"gen/{did}/{person.id}"
        skills = person.skills.as_dict() if person.skills else roll_skills(self.dice, self.rules, key)
        traits = list(person.traits) if person.traits is not None else roll_traits(self.dice, self.rules, key)
        skills = apply_traits(skills, traits, self.rules, self.dice, key, person.trait_skills)
        self.characters[person.id] = Character(
            name=person.name, forms=dict(person.forms), sex=person.sex, age=person.age, dynasty=did, birth_dynasty=did,
            loyalty=self.rules.start.loyalty, skills=Skills(**skills), traits=traits,
            father=person.father, mother=person.mother, spouse=person.spouse)

    def marry_listed(self, spec: DynastySpec, one: str, other: str) -> None:
        """A spouse named on one side only is married on both (MAR-2). One of the two married into the
        dynasty from outside (MAR-1): not the head; else the one without known parents; else the wife."""
        self.characters[one].spouse = other
        self.characters[other].spouse = one
        listed = {p.id: p for p in [spec.head, *spec.members]}

        def has_kin(cid: str) -> bool:
            p = listed[cid]
            return p.father is not None or p.mother is not None or p.sibling_of is not None

        if spec.head.id in (one, other):
            outsider = other if one == spec.head.id else one
        elif has_kin(one) != has_kin(other):
            outsider = other if has_kin(one) else one
        else:
            outsider = one if self.characters[one].sex == "f" else other
        if not has_kin(outsider):
            self.characters[outsider].birth_dynasty = None

    def new_id(self, name: str, did: str) -> str:
        cid = unique_id(f"{slug(name)}-{did}", self.taken)
        self.taken.add(cid)
        return cid

    def used_names(self, did: str) -> set[str]:
        return {c.name for c in self.characters.values() if c.dynasty == did}

    def add_random(self, did: str, slot: str, *, sex: Sex, age: int, father: str | None = None,
                   mother: str | None = None, spouse: str | None = None, alive: bool = True,
                   birth_dynasty: str | None = None) -> str:
        """A generated character (GEN-2 .. GEN-5)."""
        key = f"gen/{did}/{slot}"
        pool = self.scenario.names.m if sex == "m" else self.scenario.names.f
        name = pick_name(self.dice, pool, self.used_names(did), key, sex)
        skills, traits = random_character(self.dice, self.rules, key)
        cid = self.new_id(name, did)
        self.characters[cid] = Character(
            name=name, sex=sex, age=age, dynasty=did,
            birth_dynasty=birth_dynasty, alive=alive,
            death=None if alive else Death(turn=0, cause=BEFORE_GAME),
            loyalty=self.rules.start.loyalty, skills=Skills(**skills), traits=traits,
            father=father, mother=mother, spouse=spouse)
        return cid

    def age_in_steps(self, key: str, centre: int, spread: int, low: int, purpose: str, head: str) -> int:
        """An age within ±spread of `centre` (the age of `head`) in steps of the turn (AGE-8), at least `low`,
        and young enough to play a turn (AGE-6); `purpose` is the die's message."""
        step = self.rules.age.turn_years
        offsets = list(range(-spread, spread + 1, step))
        age = centre + self.dice.pick(key, offsets, Purpose(purpose, head=head, age=centre, spread=spread,
                                                            step=step, low=low))
        return max(low, min(age, self.rules.age.certain_death - step))

    def complete_family(self, did: str, spec: DynastySpec) -> None:
        """GEN-5: the head's kin fill the places the scenario leaves: a spouse, then children of the head
        and spouse or siblings of the head, each by a fair roll."""
        gen = self.rules.generation
        head_id = spec.head.id
        head = self.characters[head_id]
        missing = self.rules.start.characters - 1 - len(spec.members)
        slot = 0
        if missing > 0 and head.spouse is None:
            slot += 1
            sex: Sex = "f" if head.sex == "m" else "m"
            age = self.age_in_steps(f"gen/{did}/kin-{slot}/age", head.age, gen.spouse_age_spread,
                                    gen.spouse_min_age, "dice-gen-spouse-age", head_id)
            spouse = self.add_random(did, f"kin-{slot}", sex=sex, age=age, spouse=head_id)
            head.spouse = spouse
            missing -= 1
        for _ in range(missing):
            slot += 1
            key = f"gen/{did}/kin-{slot}"
            spouse_id = head.spouse
            can_have_child = (spouse_id is not None and self.characters[spouse_id].alive
                              and min(head.age, self.characters[spouse_id].age) >= gen.parent_gap)
            kinds = ["child", "sibling"]
            kind = self.dice.pick(f"{key}/kind", kinds, Purpose("dice-gen-kin", head=head_id)) \
                if can_have_child else "sibling"
            sex = roll_sex(self.dice, self.rules, key)
            if kind == "child":
                assert spouse_id is not None
                oldest = min(head.age, self.characters[spouse_id].age) - gen.parent_gap
                ages = list(range(0, oldest + 1, self.rules.age.turn_years))
                age = self.dice.pick(f"{key}/age", ages, Purpose("dice-gen-child-age", head=head_id, ages=ages))
                father, mother = (head_id, spouse_id) if head.sex == "m" else (spouse_id, head_id)
                self.add_random(did, f"kin-{slot}", sex=sex, age=age, father=father, mother=mother,
                                birth_dynasty=did)
            else:
                age = self.age_in_steps(f"{key}/age", head.age, gen.sibling_age_spread, gen.sibling_min_age,
                                        "dice-gen-sibling-age", head_id)
                father, mother = self.parents_of(did, head_id)
                self.add_random(did, f"kin-{slot}", sex=sex, age=age, father=father, mother=mother,
                                birth_dynasty=did)
        self.age_dead_parents(did)

    def parents_of(self, did: str, cid: str) -> tuple[str, str]:
        """Siblings are related through parents (CHAR-3): a character's unknown parents enter the state
        as dead characters of the dynasty, died before the game."""
        person = self.characters[cid]
        both_unknown = person.father is None and person.mother is None
        if person.father is None:
            person.father = self.add_random(did, f"{cid}-father", sex="m", age=0, alive=False,
                                            birth_dynasty=did)
        if person.mother is None:
            person.mother = self.add_random(did, f"{cid}-mother", sex="f", age=0, alive=False)
        if both_unknown:  # a known parent keeps his or her own marriage
            self.characters[person.father].spouse = person.mother
            self.characters[person.mother].spouse = person.father
        return person.father, person.mother

    def age_dead_parents(self, did: str) -> None:
        """The dead parents' age: the youngest they could have been at their eldest child's age."""
        for parent_id, parent in self.characters.items():
            if parent.alive or parent.dynasty != did:
                continue
            children = [c.age for c in self.characters.values() if parent_id in (c.father, c.mother)]
            if children:
                parent.age = max(children) + self.rules.generation.parent_gap


def starting_state(scenario: Scenario, rules: Rules, dice: Dice) -> GameState:
    """Turn 1 before its events: DYN-1 start values, the listed characters completed (GEN-2 .. GEN-5)."""
    builder = _Builder(scenario, rules, dice)
    dynasties: dict[str, Dynasty] = {}
    provinces: dict[str, Province] = {}
    for did, spec in scenario.dynasties.items():
        for person in [spec.head, *spec.members]:
            builder.add_listed(did, person)
        for person in [spec.head, *spec.members]:
            if person.spouse is not None:
                builder.marry_listed(spec, person.id, person.spouse)
        for person in spec.members:
            if person.sibling_of is not None:
                father, mother = builder.parents_of(did, person.sibling_of)
                builder.characters[person.id].father = father
                builder.characters[person.id].mother = mother
        builder.complete_family(did, spec)
        for pid, pspec in spec.provinces.items():
            provinces[pid] = Province.model_validate({
                "name": pspec.name, "forms": dict(pspec.forms), "owner": did, "loyalty": rules.start.province_loyalty,
                "yield": rules.start.province_yield})
        dynasties[did] = Dynasty(
            name=spec.name, forms=dict(spec.forms), head=spec.head.id, reputation=rules.start.reputation,
            balance=rules.start.balance, army=rules.start.army, provinces=list(spec.provinces), ap=0,
            controller=spec.controller)
    return GameState(schema_version=SCHEMA_VERSION, turn=1, era=rules.era_for(1), dynasties=dynasties,
                     characters=builder.characters, provinces=provinces)
