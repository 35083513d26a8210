"""Names in prose (`dynasty.game.named`): every person, house and province by id, with what a sentence needs to
agree with it and decline it."""

from __future__ import annotations

import pytest

from dynasty.game.named import state_names
from dynasty.game.state import GameState
from dynasty.text.catalogs import Named, message, preposition_before
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


# -- prepositions that take a vowel before a name (во Владимире, со Святославом) ------------------------------

@pytest.mark.parametrize(("preposition", "words", "written"), [
    ("в", "Суздале", "в"), ("в", "Владимире", "во"), ("в", "Вязьме", "в"), ("в", "Пскове", "во"),
    ("в", "Франции", "во"), ("с", "Ратибором", "с"), ("с", "Святославом", "со"), ("с", "Всеславичами", "со"),
    ("с", "Звенигородом", "со"), ("с", "Сергеем", "с"), ("к", "Всеволоду", "ко"), ("к", "Ольге", "к"),
    ("о", "Ольговичах", "об"), ("о", "Игоре", "об"), ("о", "Ярославичах", "о"), ("о", "Евпраксии", "о"),
    ("в", "Normandy", "в"),
])
def test_a_preposition_takes_its_vowel_where_russian_writes_it(preposition: str, words: str, written: str) -> None:
    assert preposition_before(preposition, words) == written


def test_the_catalogs_write_the_preposition_a_name_needs() -> None:
    """The catalog's IN, WITH, TO and ABOUT decline the name and put the preposition before it as Russian
    writes it; a sentence may open with it (`upper`). English names keep their prepositions."""
    vladimir, vseslavichi = Named("Владимир", "land"), Named("Всеславичи", "house")
    assert message("ru", "home-event-none", province=vladimir, roll=4) == "Во Владимире спокойный год (выпало 4)."
    assert message("ru", "reply-order-gossip", house=Named("Ольговичи", "house")) == "сплетни об Ольговичах"
    assert message("ru", "check-not-at-war", house=vseslavichi, house_id="vseslavichi") == (
        "вы не воюете со Всеславичами (vseslavichi)")
    assert message("ru", "report-war-defender", enemies="Всеславичами", turn=3) == (
        "Война со Всеславичами — с 3-го хода; вы на стороне обороняющихся.")
    assert message("en", "check-not-at-war", house=Named("Vseslavichi", "house"), house_id="vseslavichi") == (
        "you are not at war with Vseslavichi (vseslavichi)")
