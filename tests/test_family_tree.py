"""The family tree as indented text (`family.text_tree`), for the forums, which draw no Mermaid: every marriage
is drawn — one that death ended too, known by its children — the dead with †, people by name, never by id."""

from __future__ import annotations

from dynasty.game.state import Death, GameState
from dynasty.reports.family import related_characters, text_tree

from .builders import StateBuilder
from .order_fixture import order_state

DEAD = {"alive": False, "death": Death(turn=2, cause="old age")}


def widow() -> GameState:
    """Ivan died (MAR-7 ended his marriage: neither spouse names the other); Maria his widow lives on."""
    return (StateBuilder(turn=3).dynasty("rurik", head="petr")
            .person("ivan", "rurik", age=60, **DEAD)
            .person("maria", "rurik", sex="f", age=55)
            .person("petr", "rurik", age=30, father="ivan", mother="maria")
            .person("olga", "rurik", sex="f", age=25, father="ivan", mother="maria")
            .build())


def remarried() -> GameState:
    """Anna had Gleb and Olga by Boris, who died; she married Igor and had Yaroslav."""
    return (StateBuilder(turn=3).dynasty("rurik", head="anna")
            .person("boris", "rurik", age=55, **DEAD)
            .person("anna", "rurik", sex="f", age=50)
            .person("gleb", "rurik", age=25, father="boris", mother="anna")
            .person("olga", "rurik", sex="f", age=20, father="boris", mother="anna")
            .person("igor", "rurik", age=45, spouse="anna")
            .person("yaroslav", "rurik", age=5, father="igor", mother="anna")
            .build())


def test_a_widows_late_husband_stands_beside_her_with_their_children() -> None:
    state = widow()
    assert text_tree(state, state.characters, "en", home="rurik") == (
        "Ivan, 60 † ⚭ Maria, 55\n"
        "├─ Petr, 30, head\n"
        "└─ Olga, 25\n")


def test_two_marriages_each_with_its_children() -> None:
    """The one with the most marriages heads the tree, each marriage a line of its own with its children."""
    state = remarried()
    assert text_tree(state, state.characters, "en", home="rurik") == (
        "Anna, 50, head\n"
        "├─ ⚭ Boris, 55 †\n"
        "│  ├─ Gleb, 25\n"
        "│  └─ Olga, 20\n"
        "└─ ⚭ Igor, 45\n"
        "   └─ Yaroslav, 5\n")


def test_a_second_marriage_of_a_descendant_is_drawn_under_her_parents() -> None:
    state = remarried()
    b = StateBuilder(turn=3).dynasty("rurik", head="vsevolod")
    b.characters = {"vsevolod": state.characters["boris"].model_copy(update={"name": "Vsevolod", "age": 80}),
                    **state.characters}
    b.characters["anna"] = b.characters["anna"].model_copy(update={"father": "vsevolod"})
    tree = text_tree(b.build(check=False), b.characters, "en", home="rurik")
    assert tree == ("Vsevolod, 80 †\n"
                    "└─ Anna, 50\n"
                    "   ├─ ⚭ Boris, 55 †\n"
                    "   │  ├─ Gleb, 25\n"
                    "   │  └─ Olga, 20\n"
                    "   └─ ⚭ Igor, 45\n"
                    "      └─ Yaroslav, 5\n")


def test_the_private_tree_draws_the_relatives_abroad_with_their_house() -> None:
    """INFO-3: a private report's tree shows its house and the relatives of other houses linked to it
    (`related_characters`), each of another house with the name of that house."""
    state = order_state()
    tree = text_tree(state, related_characters(state, "valois"), "en", home="valois")
    lines = tree.splitlines()
    assert lines[0] == "Louis, 40, head ⚭ Anne, 40"
    assert "└─ Isabelle, 20 (Habsburg)" in lines
    assert "Robert, 60 †" in lines  # a dead member with no family drawn stands alone
    # her husband and her son are no kin of a Valois member; ids are never shown
    assert "Rudolf" not in tree and "Max" not in tree and "louis" not in tree


def test_the_gm_tree_draws_every_house_under_its_name_a_fallen_one_with_a_cross() -> None:
    state = widow()
    state.dynasties["rurik"].alive = False
    tree = text_tree(state, state.characters, "ru")
    assert tree.startswith("Rurik †\n\nIvan, 60 † ⚭ Maria, 55\n")


def test_the_russian_tree_says_who_heads_the_house() -> None:
    state = widow()
    state.characters["petr"].name = "Пётр"
    assert "├─ Пётр, 30, глава\n" in text_tree(state, state.characters, "ru", home="rurik")


def test_nobody_drawn_gives_no_tree() -> None:
    assert text_tree(widow(), [], "en", home="rurik") == ""
