"""Big generated scenarios, for the benchmark (`make bench`) and for tests of how the program scales: n
dynasties of three provinces each, with heads designed by GEN-1's rules and the classic scenario's name pools.

The scenario is a plain mapping in the format of `scenarios/*.yaml` (CONTRACT "Scenarios"); `new-game`
then generates what it leaves out (GEN-2 .. GEN-5). The choices are made with the dice service under keys
`scaled/...`, so a seed always gives the same scenario.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dynasty.game.dice import Dice, Purpose
from dynasty.game.rules import Rules, default_rules
from dynasty.store.yaml_io import load_yaml, save_yaml
from dynasty.text.ids import slug, unique_id

#: The classic scenario, whose name pools the generated characters share.
CLASSIC = Path(__file__).resolve().parents[2] / "scenarios" / "classic.yaml"

#: Towns of the old Rus lands, for the provinces' names (numbered once they are all taken).
TOWNS = (
    "Киев", "Чернигов", "Переяславль", "Новгород", "Псков", "Полоцк", "Смоленск", "Ростов", "Суздаль",
    "Владимир", "Муром", "Рязань", "Галич", "Волынь", "Туров", "Пинск", "Минск", "Витебск", "Друцк",
    "Торопец", "Вязьма", "Курск", "Путивль", "Рыльск", "Трубчевск", "Брянск", "Козельск", "Белгород",
    "Вышгород", "Юрьев", "Канев", "Любеч", "Изборск", "Ладога", "Белоозеро", "Ярославль", "Углич",
    "Тверь", "Москва", "Коломна", "Пронск", "Дорогобуж", "Теребовль", "Звенигород", "Перемышль",
    "Берестье", "Владимир-Волынский", "Луцк", "Овруч", "Городец",
)

ROMAN = ("", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")


def classic_names() -> dict[str, list[str]]:
    """The classic scenario's pools of male and female names."""
    data = load_yaml(CLASSIC).data
    return {"m": list(data["names"]["m"]), "f": list(data["names"]["f"])}


def house_name(first_name: str) -> str:
    """A house named after its founder: Ярослав → Ярославичи, Юрий → Юриевичи, Игорь → Игоревичи."""
    if first_name.endswith(("й", "ь")):
        return first_name[:-1] + "евичи"
    if first_name.endswith(("о", "а")):
        return first_name + "вичи"
    return first_name + "ичи"


def numbered(name: str, round_: int) -> str:
    """The name itself in the first round, then `Name II`, `Name III` ... (`Name 11` past ten)."""
    if round_ == 0:
        return name
    return f"{name} {ROMAN[round_] if round_ < len(ROMAN) else round_ + 1}"


def _head(dice: Dice, rules: Rules, did: str, cid: str, name: str, sex: str) -> dict[str, Any]:
    """GEN-1: one positive and one negative trait, or two different neutral ones; the head skills in some
    order; an age in steps of the turn from the minimum."""
    key = f"scaled/{did}/head"
    if dice.pick(f"{key}/trait-kind", ["positive+negative", "neutral+neutral"], Purpose("dice-head-traits")) \
            == "positive+negative":
        positive, negative = rules.traits_in("positive"), rules.traits_in("negative")
        traits = [dice.pick(f"{key}/trait-1", positive, Purpose("dice-head-trait", n=1, count=len(positive))),
                  dice.pick(f"{key}/trait-2", negative, Purpose("dice-head-trait", n=2, count=len(negative)))]
    else:
        neutral = rules.traits_in("neutral")
        first = dice.pick(f"{key}/trait-1", neutral, Purpose("dice-head-trait", n=1, count=len(neutral)))
        others = [t for t in neutral if t != first]
        traits = [first, dice.pick(f"{key}/trait-2", others, Purpose("dice-head-trait", n=2, count=len(others)))]
    values = list(rules.generation.head_skills)
    skills: dict[str, int] = {}
    for skill in ("combat", "learning", "intrigue", "piety", "stewardship"):
        value = dice.pick(f"{key}/skill/{skill}", values, Purpose("dice-head-skill", skill=skill, values=values))
        values.remove(value)
        skills[skill] = value
    step = rules.age.turn_years
    ages = list(range(rules.generation.head_min_age, 61, step))
    age = dice.pick(f"{key}/age", ages, Purpose("dice-head-age", ages=ages))
    return {"id": cid, "name": name, "sex": sex, "age": age, "traits": traits, "skills": skills}


def scaled_scenario(n: int, seed: int) -> dict[str, Any]:
    """A valid scenario of `n` dynasties (3 provinces each): every third house is the master's; every third
    lists the head's spouse, every fifth also a child, the others leave the family to GEN-5."""
    if n < 1:
        raise ValueError(f"a scenario needs at least one dynasty, not {n}")
    rules = default_rules()
    dice = Dice(seed=seed)
    names = classic_names()
    step = rules.age.turn_years
    gen = rules.generation
    dynasty_ids: set[str] = set()
    character_ids: set[str] = set()
    province_ids: set[str] = set()
    dynasties: dict[str, Any] = {}
    for i in range(n):
        founder = names["m"][i % len(names["m"])]
        name = numbered(house_name(founder), i // len(names["m"]))
        did = unique_id(slug(name), dynasty_ids)
        dynasty_ids.add(did)
        sex = "f" if i % 7 == 3 else "m"
        head_name = dice.pick(f"scaled/{did}/head/name", names[sex], Purpose("dice-name", sex=sex,
                                                                             count=len(names[sex])))
        head_id = unique_id(f"{slug(head_name)}-{did}", character_ids)
        character_ids.add(head_id)
        head = _head(dice, rules, did, head_id, head_name, sex)
        members: list[dict[str, Any]] = []
        if i % 3 == 1:
            spouse_sex = "m" if sex == "f" else "f"
            spouse_name = dice.pick(f"scaled/{did}/spouse/name", names[spouse_sex],
                                    Purpose("dice-name", sex=spouse_sex, count=len(names[spouse_sex])))
            spouse_id = unique_id(f"{slug(spouse_name)}-{did}", character_ids)
            character_ids.add(spouse_id)
            younger = [0, step, 2 * step]
            spouse_age = max(gen.spouse_min_age, head["age"] - dice.pick(
                f"scaled/{did}/spouse/age", younger, Purpose("dice-head-spouse-age", ages=younger)))
            members.append({"id": spouse_id, "name": spouse_name, "sex": spouse_sex, "age": spouse_age,
                            "spouse": head_id})
            youngest_parent = min(head["age"], spouse_age)
            if i % 5 == 1 and youngest_parent >= gen.parent_gap:
                child_sex = dice.pick(f"scaled/{did}/child/sex", ["m", "f"], Purpose("dice-sex"))
                child_name = dice.pick(f"scaled/{did}/child/name", names[child_sex],
                                       Purpose("dice-name", sex=child_sex, count=len(names[child_sex])))
                child_id = unique_id(f"{slug(child_name)}-{did}", character_ids)
                character_ids.add(child_id)
                ages = list(range(0, youngest_parent - gen.parent_gap + 1, step))
                child_age = dice.pick(f"scaled/{did}/child/age", ages,
                                      Purpose("dice-gen-child-age", head=head_id, ages=ages))
                father, mother = (head_id, spouse_id) if sex == "m" else (spouse_id, head_id)
                members.append({"id": child_id, "name": child_name, "sex": child_sex, "age": child_age,
                                "father": father, "mother": mother})
        provinces: dict[str, Any] = {}
        for j in range(rules.start.provinces):
            k = i * rules.start.provinces + j
            town = numbered(TOWNS[k % len(TOWNS)], k // len(TOWNS))
            pid = unique_id(slug(town), province_ids)
            province_ids.add(pid)
            provinces[pid] = {"name": town}
        dynasties[did] = {"name": name, "player": None, "controller": "master" if i % 3 == 2 else "player",
                          "head": head, "members": members, "provinces": provinces}
    return {"title": f"Большая игра: {n} домов", "language": "ru", "rules": {}, "names": names,
            "dynasties": dynasties}


def write_scaled_scenario(path: Path, n: int, seed: int) -> Path:
    """The scenario of `scaled_scenario(n, seed)` as a YAML file that `dynasty new-game PATH` takes."""
    save_yaml(path, scaled_scenario(n, seed))
    return path
