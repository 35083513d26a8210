"""Every name of the shipped scenarios in every case (`dynasty.text.declension`): the people of both sexes — the
designed characters and the pools that newborns are named from —, the houses, the provinces, and the houses
a scaled game names after the pools' men. A Russian sentence never leaves such a name in the nominative where
the case changes it (за Василька, от падения Всеславичей, нашёл себе жену — Евпраксию), and never falls back
to a word before it (провинции «Х»)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dynasty.game.scenario import load_scenario
from dynasty.study.scaled import house_name
from dynasty.text.catalogs import Named, message
from dynasty.text.declension import CASES, Kind

SCENARIOS = sorted((Path(__file__).resolve().parent.parent / "scenarios").glob("*.yaml"))

#: Names of the scenarios that Russian does not decline, each with why. None so far: a name added here must
#: truly keep its form in every case (a foreign woman's name in a consonant, Бланш; a name in -о, -и, -у).
INDECLINABLE: dict[str, str] = {}


def shipped_names() -> list[Named]:
    """Each name of the shipped scenarios once, as the reports name it (with the forms the scenario gives)."""
    found: dict[tuple[str, str, str | None], Named] = {}

    def add(named: Named) -> None:
        found.setdefault((named.text, named.kind, named.sex), named)

    for path in SCENARIOS:
        scenario = load_scenario(path).scenario
        for dynasty in scenario.dynasties.values():
            add(Named(dynasty.name, "house", forms=dict(dynasty.forms)))
            for person in (dynasty.head, *dynasty.members):
                add(Named(person.name, "person", person.sex, forms=dict(person.forms)))
            for province in dynasty.provinces.values():
                add(Named(province.name, "land", forms=dict(province.forms)))
        for sex, pool in (("m", scenario.names.m), ("f", scenario.names.f)):
            for name in pool:
                add(Named(name, "person", sex))
        for name in scenario.names.m:  # a scaled game's houses (`dynasty.study.scaled`): Васильковичи
            add(Named(house_name(name), "house"))
    return list(found.values())


def may_stay(named: Named, case: str) -> bool:
    """Whether Russian keeps the nominative in `case`: a town or land that is not in -а/-я in the accusative
    (захватил Курск, Тверь, Новгород-Северский), and the truly indeclinable."""
    if named.text in INDECLINABLE:
        return True
    return case == "acc" and named.kind == "land" and not named.text.endswith(("а", "я"))


@pytest.mark.parametrize("named", shipped_names(), ids=lambda named: f"{named.kind}-{named.sex or ''}-{named.text}")
def test_every_name_of_the_shipped_scenarios_is_declined_in_every_case(named: Named) -> None:
    forms = {case: named.case(case) for case in CASES}
    assert all("«" not in form for form in forms.values()), forms  # declined, not "провинции «Х»"
    stays = [case for case, form in forms.items() if form == named.text and not may_stay(named, case)]
    assert stays == [], f"{named.text} stays in the nominative in {stays}: {forms}"


def test_the_indeclinable_are_names_of_the_scenarios() -> None:
    names = {named.text for named in shipped_names()}
    assert set(INDECLINABLE) <= names


def forms_of(name: str, kind: Kind, sex: str | None = None) -> str:
    named = Named(name, kind, sex)
    return " ".join(named.case(case) for case in CASES)


@pytest.mark.parametrize(("name", "sex", "expected"), [
    # gen, dat, acc, ins, prep
    ("Василько", "m", "Василька Васильку Василька Васильком Васильке"),
    ("Святополк", "m", "Святополка Святополку Святополка Святополком Святополке"),
    ("Ярополк", "m", "Ярополка Ярополку Ярополка Ярополком Ярополке"),
    ("Всеволод", "m", "Всеволода Всеволоду Всеволода Всеволодом Всеволоде"),
    ("Лев", "m", "Льва Льву Льва Львом Льве"),
    ("Игорь", "m", "Игоря Игорю Игоря Игорем Игоре"),
    ("Рогнеда", "f", "Рогнеды Рогнеде Рогнеду Рогнедой Рогнеде"),
    ("Евпраксия", "f", "Евпраксии Евпраксии Евпраксию Евпраксией Евпраксии"),
    ("Звенислава", "f", "Звениславы Звениславе Звениславу Звениславой Звениславе"),
    ("Предслава", "f", "Предславы Предславе Предславу Предславой Предславе"),
    ("Малуша", "f", "Малуши Малуше Малушу Малушей Малуше"),
    ("Агафья", "f", "Агафьи Агафье Агафью Агафьей Агафье"),
])
def test_the_hard_names_of_the_pools(name: str, sex: str, expected: str) -> None:
    assert forms_of(name, "person", sex) == expected


@pytest.mark.parametrize(("name", "sex", "expected"), [
    ("Всеволодко", "m", "Всеволодка Всеволодку Всеволодка Всеволодком Всеволодке"),  # -ко, as Василько
    ("Ингварь", "m", "Ингваря Ингварю Ингваря Ингварем Ингваре"),  # a man's name in -ь
    ("Никита", "m", "Никиты Никите Никиту Никитой Никите"),  # a man's name in -а: Никиту, not Никиты
    ("Добрыня", "m", "Добрыни Добрыне Добрыню Добрыней Добрыне"),
    ("Гореслава", "f", "Гореславы Гореславе Гореславу Гореславой Гореславе"),
    ("Бланш", "f", "Бланш Бланш Бланш Бланш Бланш"),  # a foreign woman's name in a consonant does not decline
    ("Бруно", "m", "Бруно Бруно Бруно Бруно Бруно"),  # nor a foreign man's in -о
])
def test_a_name_the_dictionary_does_not_know_is_declined_by_its_ending_and_sex(name: str, sex: str,
                                                                               expected: str) -> None:
    assert forms_of(name, "person", sex) == expected


@pytest.mark.parametrize(("name", "expected"), [
    ("Всеславичи", "Всеславичей Всеславичам Всеславичей Всеславичами Всеславичах"),
    ("Ярославичи", "Ярославичей Ярославичам Ярославичей Ярославичами Ярославичах"),
    ("Рязанские", "Рязанских Рязанским Рязанских Рязанскими Рязанских"),
    ("Всеволодичи II", "Всеволодичей II Всеволодичам II Всеволодичей II Всеволодичами II Всеволодичах II"),  # scaled
    ("Ярославичи (Мстислав)",  # a branch (BRANCH-5): its founder's name in brackets stays
     "Ярославичей (Мстислав) Ярославичам (Мстислав) Ярославичей (Мстислав) Ярославичами (Мстислав) "
     "Ярославичах (Мстислав)"),
])
def test_houses_decline_in_the_plural_as_people(name: str, expected: str) -> None:
    assert forms_of(name, "house") == expected
    assert Named(name, "house").gender == "pl"


@pytest.mark.parametrize(("name", "expected"), [
    # the scenario gives these forms; the library finds the same without them
    ("Новгород-Северский",
     "Новгорода-Северского Новгороду-Северскому Новгород-Северский Новгородом-Северским Новгороде-Северском"),
    ("Микулин", "Микулина Микулину Микулин Микулином Микулине"),  # a town, not the surname: под Микулином
    ("Владимир", "Владимира Владимиру Владимир Владимиром Владимире"),  # the town, not the man: захватил Владимир
    ("Тверь", "Твери Твери Тверь Тверью Твери"),
    ("Москва", "Москвы Москве Москву Москвой Москве"),
])
def test_provinces_decline_as_towns(name: str, expected: str) -> None:
    assert forms_of(name, "land") == expected


def test_the_spouse_found_is_named_in_the_accusative() -> None:
    """ACT-find_spouse: «нашёл себе жену … — Евпраксию», «нашла себе мужа … — Василька»."""
    said = message("ru", "home-find-spouse", by=Named("Мстислав", "person", "m"),
                   spouse=Named("Евпраксия", "person", "f"), skills="—", traits="—", yours="yes")
    assert said.startswith("Ваш Мстислав нашёл себе жену из мелкого дворянского рода — Евпраксию.")
    said = message("ru", "home-find-spouse", by=Named("Рогнеда", "person", "f"),
                   spouse=Named("Василько", "person", "m"), skills="—", traits="—", yours="no")
    assert said.startswith("Рогнеда нашла себе мужа из мелкого дворянского рода — Василька.")
