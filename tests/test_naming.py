"""Names in prose (`dynasty.naming`): every person, house and province by id, with what a sentence needs to
agree with it and decline it."""

from __future__ import annotations

from dynasty.l10n import Named
from dynasty.naming import state_names
from dynasty.state import GameState
from tests.builders import StateBuilder


def two_olegs() -> GameState:
    state = (StateBuilder().dynasty("olgovichi", head="oleg", name="Ольговичи")
             .person("oleg", "olgovichi", name="Олег", age=40)
             .dynasty("rostislavichi", head="davyd", name="Ростиславичи")
             .person("davyd", "rostislavichi", name="Давыд", age=40)
             .person("olga", "rostislavichi", name="Ольга", sex="f", age=20)
             .province("kursk", "olgovichi").province("smolensk", "rostislavichi").build())
    state.provinces["kursk"].name, state.provinces["smolensk"].name = "Курск", "Смоленск"
    return state


def test_people_houses_and_provinces_are_named_with_their_kind_sex_and_cases() -> None:
    names = state_names(two_olegs())
    assert names("olga") == Named("Ольга", "person", "f")
    assert names("olga").case("dat") == "Ольге" and names("oleg").case("gen") == "Олега"
    assert names("rostislavichi") == Named("Ростиславичи", "house")
    assert names("rostislavichi").gender == "pl" and names("rostislavichi").case("ins") == "Ростиславичами"
    assert names("smolensk").kind == "land" and names("smolensk").case("prep") == "Смоленске"


def test_an_unknown_id_is_named_by_itself() -> None:
    assert state_names(two_olegs())("nobody") == Named("nobody", "person")


def test_the_forms_a_scenario_gives_win_over_the_library() -> None:
    state = two_olegs()
    state.dynasties["olgovichi"].forms = {"gen": "Ольговичей-Святославичей"}
    assert state_names(state)("olgovichi").case("gen") == "Ольговичей-Святославичей"


def test_a_russian_name_the_dictionary_does_not_know_is_declined_as_names_of_its_ending_are() -> None:
    """Names of the scenario's pools the morphology dictionary does not know (Малуша, a woman's Всеслава) are
    declined regularly; a woman's name ending in a consonant keeps its form, as Russian does (Бланш)."""
    assert Named("Малуша", "person", "f").case("ins") == "Малушей"
    assert Named("Всеслава", "person", "f").case("dat") == "Всеславе"
    assert Named("Гостомысл", "person", "m").case("gen") == "Гостомысла"
    assert Named("Бланш", "person", "f").case("dat") == "Бланш"
