"""Names in prose (`dynasty.naming`): every person, house and province by id, with what a sentence needs to
agree with it and decline it; a name that people of two houses share is told with the house."""

from __future__ import annotations

from dynasty.l10n import Named, message
from dynasty.naming import state_names
from dynasty.state import GameState
from tests.builders import StateBuilder


def two_olegs() -> StateBuilder:
    return (StateBuilder().dynasty("olgovichi", head="oleg", name="Ольговичи")
            .person("oleg", "olgovichi", name="Олег", age=40)
            .dynasty("rostislavichi", head="davyd", name="Ростиславичи")
            .person("davyd", "rostislavichi", name="Давыд", age=40)
            .person("oleg-rostislavichi", "rostislavichi", name="Олег", age=20)
            .province("kursk", "olgovichi").province("smolensk", "rostislavichi"))


def state_of_two_olegs() -> GameState:
    state = two_olegs().build()
    state.provinces["kursk"].name, state.provinces["smolensk"].name = "Курск", "Смоленск"
    return state


def test_a_name_two_houses_share_is_told_with_the_house() -> None:
    names = state_names(state_of_two_olegs())
    assert names("oleg").display("ru") == "Олег из Ольговичей"
    assert names("oleg-rostislavichi").case("dat") == "Олегу из Ростиславичей"
    assert names("oleg-rostislavichi").display("en") == "Олег of Ростиславичи"
    assert names("davyd").display("ru") == "Давыд"  # his name is his alone


def test_a_message_tells_the_house_of_a_shared_name_in_every_case() -> None:
    names = state_names(state_of_two_olegs())
    from fluent.runtime import FluentResource

    from dynasty.l10n import bundle

    bundle("ru").add_resource(FluentResource("test-naming-visit = визит к { DAT($who) }: { $who } рад\n"))
    text = message("ru", "test-naming-visit", who=names("oleg-rostislavichi"))
    assert text == "визит к Олегу из Ростиславичей: Олег из Ростиславичей рад"


def test_houses_and_provinces_are_named_with_their_kind() -> None:
    names = state_names(state_of_two_olegs())
    assert names("rostislavichi") == Named("Ростиславичи", "house")
    assert names("smolensk").kind == "land" and names("smolensk").case("prep") == "Смоленске"
    assert names("nobody") == Named("nobody", "person")
