"""Family links (CHAR-3, ALLY-2, ALLY-3) and alliances (ALLY-1, ALLY-5): `dynasty.game.relations`."""

from __future__ import annotations

from typing import Any

import pytest

from dynasty.game.relations import (
    CLOSE,
    KINDS,
    AllianceReason,
    alliance,
    inverse,
    is_close,
    members_by_dynasty,
    relation,
    relatives_between,
)
from dynasty.game.state import Death, GameState
from tests.builders import StateBuilder, two_houses

DEAD = Death(turn=0, cause="x")


def three_generations(*, grandparents_alive: bool = True) -> StateBuilder:
    """Robert and Blanche; their sons Louis (head) and Charles, each married; Louis's Philippe and Marie,
    Charles's Jean."""
    gone: dict[str, Any] = {} if grandparents_alive else {"alive": False, "death": DEAD}
    parents: dict[str, Any] = {"father": "robert", "mother": "blanche"}
    return (StateBuilder().dynasty("valois", head="louis")
            .person("robert", "valois", age=70, **gone)
            .person("blanche", "valois", sex="f", age=65, spouse="robert", **gone)
            .person("louis", "valois", age=45, **parents)
            .person("anne", "valois", sex="f", age=40, spouse="louis")
            .person("charles", "valois", age=40, **parents)
            .person("jeanne", "valois", sex="f", age=40, spouse="charles")
            .person("philippe", "valois", age=20, father="louis", mother="anne")
            .person("marie", "valois", sex="f", age=15, father="louis", mother="anne")
            .person("jean", "valois", age=15, father="charles", mother="jeanne"))


# -- relation -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("a", "b", "kind"), [
    ("philippe", "louis", "parent"),
    ("philippe", "anne", "parent"),
    ("louis", "philippe", "child"),
    ("philippe", "marie", "sibling"),
    ("louis", "charles", "sibling"),
    ("louis", "anne", "spouse"),
    ("anne", "louis", "spouse"),
    ("philippe", "robert", "grandparent"),
    ("blanche", "jean", "grandchild"),
    ("philippe", "charles", "uncle_aunt"),
    ("marie", "charles", "uncle_aunt"),
    ("charles", "marie", "nephew_niece"),
    ("philippe", "jean", "cousin"),
    ("jean", "marie", "cousin"),
    ("anne", "jeanne", None),  # sisters-in-law are no relatives
    ("anne", "charles", None),
    ("philippe", "jeanne", None),  # an uncle's wife is no aunt: only blood and one's own spouse
    ("louis", "louis", None),
])
def test_ally_3_relations_from_parents_and_marriages(a: str, b: str, kind: str | None) -> None:
    """ALLY-3: "Other relatives: grandparents, grandchildren, uncles and aunts, nephews and nieces, cousins,
    and the spouse."""
    assert relation(three_generations().build(), a, b) == kind


def test_ally_2_close_relatives() -> None:
    """ALLY-2: "Close relatives: son, daughter, parent, brother, sister.\""""
    assert {"parent", "child", "sibling"} == CLOSE
    assert [kind for kind in KINDS if is_close(kind)] == ["parent", "child", "sibling"]
    assert not is_close("spouse") and not is_close("cousin") and not is_close(None)


def test_ally_3_kinds_seen_from_the_other_side() -> None:
    """ALLY-3: "Relations are computed from recorded parents and marriages" — the same link, both ways."""
    state = three_generations().build()
    for a in state.characters:
        for b in state.characters:
            kind = relation(state, a, b)
            assert relation(state, b, a) == (inverse(kind) if kind else None), (a, b)


def test_ally_3_half_siblings_are_close() -> None:
    """ALLY-3: "Half-siblings (one shared parent) are brothers and sisters, hence close.\""""
    state = (three_generations()
             .person("margot", "valois", sex="f", age=50)
             .person("isabelle", "valois", sex="f", age=30, father="robert", mother="margot")
             .person("agnes", "valois", sex="f", age=15, father="robert", mother="margot")
             .build(check=False))
    assert relation(state, "louis", "isabelle") == "sibling"
    assert relation(state, "isabelle", "charles") == "sibling"
    assert relation(state, "philippe", "isabelle") == "uncle_aunt"  # a half-sister of his father
    assert relation(state, "isabelle", "jean") == "nephew_niece"
    assert relation(state, "isabelle", "agnes") == "sibling"  # full sisters too


def test_ally_3_half_cousins_are_cousins() -> None:
    """ALLY-3: "Half-siblings (one shared parent) are brothers and sisters" — so their children are cousins."""
    state = (three_generations()
             .person("margot", "valois", sex="f", age=50)
             .person("henri", "valois", age=30, father="robert", mother="margot")
             .person("guy", "valois", age=10, father="henri")
             .build(check=False))
    assert relation(state, "guy", "philippe") == "cousin"


def test_ally_3_dead_parents_still_link_the_living() -> None:
    """ALLY-3: "computed from recorded parents and marriages, among living characters only" — the link may
    pass through the dead."""
    state = three_generations(grandparents_alive=False).build()
    assert relation(state, "louis", "charles") == "sibling"
    assert relation(state, "philippe", "jean") == "cousin"
    assert relation(state, "philippe", "charles") == "uncle_aunt"
    assert relation(state, "philippe", "robert") is None  # a dead grandfather is no relative any more


def test_ally_3_the_dead_are_no_relatives() -> None:
    """ALLY-3: "Relations are computed ... among living characters only.\""""
    state = (three_generations()
             .person("hugues", "valois", age=10, father="louis", mother="anne", alive=False, death=DEAD)
             .build())
    assert relation(state, "louis", "hugues") is None
    assert relation(state, "hugues", "louis") is None
    assert relation(state, "hugues", "philippe") is None
    assert relation(state, "louis", "nobody") is None


def test_ally_3_the_closest_link_wins() -> None:
    """ALLY-3: a cousin who is also one's spouse is the spouse ("and the spouse")."""
    state = (three_generations()
             .person("catherine", "valois", sex="f", age=20, father="charles", mother="jeanne", spouse="philippe")
             .build(check=False))
    state.characters["philippe"].spouse = "catherine"
    assert relation(state, "philippe", "catherine") == "spouse"
    assert relation(state, "jean", "catherine") == "sibling"


# -- alliance -----------------------------------------------------------------------------------------------

def daughter_married_abroad() -> GameState:
    """Louis of Valois's daughter Marie married Albert, son of Rudolf of Habsburg, and joined his house."""
    return (two_houses()
            .person("albert", "habsburg", age=20, father="rudolf", mother="maria")
            .person("marie", "habsburg", sex="f", age=20, father="louis", mother="anne", spouse="albert",
                    birth_dynasty="valois")
            .build())


def test_ally_1_our_heads_daughter_in_their_house() -> None:
    """ALLY-1: "Another dynasty is an ally if it has at least one close relative of your current head.\""""
    state = daughter_married_abroad()
    assert alliance(state, "valois", "habsburg") == AllianceReason(ours="louis", theirs="marie", kind="child")


def test_ally_1_their_heads_daughter_in_our_house() -> None:
    """ALLY-1: "... or you have at least one close relative of its head.\""""
    state = daughter_married_abroad()
    assert alliance(state, "habsburg", "valois") == AllianceReason(ours="marie", theirs="louis", kind="parent")


def test_ally_1_their_heads_brother_in_our_house() -> None:
    """ALLY-1: "... or you have at least one close relative of its head" — his brother married our queen."""
    state = (StateBuilder()
             .dynasty("bretagne", head="anne").person("anne", "bretagne", sex="f", age=30)
             .dynasty("habsburg", head="rudolf")
             .person("max", "habsburg", age=70, alive=False, death=DEAD)
             .person("rudolf", "habsburg", age=40, father="max")
             .person("ernst", "bretagne", age=35, father="max", spouse="anne", birth_dynasty="habsburg")
             .build())
    assert alliance(state, "bretagne", "habsburg") == AllianceReason(ours="ernst", theirs="rudolf", kind="sibling")
    assert alliance(state, "habsburg", "bretagne") == AllianceReason(ours="rudolf", theirs="ernst", kind="sibling")


def test_ally_1_unrelated_houses_are_enemies() -> None:
    """ALLY-1: "Otherwise it is an enemy.\""""
    state = two_houses().build()
    assert alliance(state, "valois", "habsburg") is None
    assert alliance(state, "habsburg", "valois") is None
    assert alliance(state, "valois", "valois") is None  # a dynasty is not its own ally


def test_ally_2_a_married_head_is_no_ally() -> None:
    """ALLY-2: "Close relatives: son, daughter, parent, brother, sister" — a spouse is not one."""
    state = (StateBuilder()
             .dynasty("bretagne", head="anne").person("anne", "bretagne", sex="f", age=30)
             .dynasty("valois", head="louis").person("louis", "valois", age=30, spouse="anne")
             .build())
    assert alliance(state, "valois", "bretagne") is None
    assert relatives_between(state, "valois", "bretagne") == "spouse"


def test_ally_1_only_a_living_relative_of_the_current_head() -> None:
    """ALLY-1: "at least one close relative of your current head" (ALLY-3: "among living characters only")."""
    state = daughter_married_abroad()
    state.characters["marie"].alive = False
    state.characters["marie"].death = DEAD
    state.characters["albert"].spouse = None
    state.characters["marie"].spouse = None
    assert alliance(state, "valois", "habsburg") is None
    assert alliance(state, "habsburg", "valois") is None


def test_ally_1_no_allies_for_dead_or_headless_houses() -> None:
    """ALLY-1: alliances bind a dynasty's current head; a defeated or headless house has none."""
    state = daughter_married_abroad()
    state.dynasties["habsburg"].alive = False
    assert alliance(state, "valois", "habsburg") is None
    assert relatives_between(state, "valois", "habsburg") is None
    state.dynasties["habsburg"].alive = True
    state.dynasties["valois"].head = None
    assert alliance(state, "valois", "habsburg") is None
    assert alliance(state, "valois", "nowhere") is None


def test_ally_5_the_first_reason_in_state_order() -> None:
    """ALLY-5: "reports list each other dynasty as ally or enemy with the reason" — one reason, always the
    same: our head's relatives first, in state order."""
    state = (two_houses()
             .person("sophie", "habsburg", sex="f", age=15, father="louis", mother="anne")
             .person("claude", "habsburg", sex="f", age=20, father="louis", mother="anne")
             .person("karl", "valois", age=30, father="rudolf")
             .build(check=False))
    assert alliance(state, "valois", "habsburg") == AllianceReason("louis", "sophie", "child")
    assert alliance(state, "habsburg", "valois") == AllianceReason("rudolf", "karl", "child")
    members = members_by_dynasty(state)
    assert alliance(state, "valois", "habsburg", members=members) == AllianceReason("louis", "sophie", "child")


def test_ally_5_alliance_follows_a_change_of_head() -> None:
    """ALLY-5: "Alliances are re-evaluated whenever heads or memberships change.\""""
    state = daughter_married_abroad()
    state.dynasties["valois"].head = "anne"
    assert alliance(state, "valois", "habsburg") == AllianceReason("anne", "marie", "child")
    state.characters["marie"].dynasty = "valois"
    assert alliance(state, "valois", "habsburg") is None


# -- relatives between two houses (WAR-10) -----------------------------------------------------------------

def test_ally_3_relatives_between_distant() -> None:
    """ALLY-3: "Other relatives: ... cousins" — related, yet not allies."""
    state = (three_generations()
             .dynasty("habsburg", head="rudolf").person("rudolf", "habsburg", age=40)
             .build())
    state.characters["jean"].dynasty = "habsburg"  # Louis's nephew moved away
    assert alliance(state, "valois", "habsburg") is None
    assert relatives_between(state, "valois", "habsburg") == "nephew_niece"
    assert relatives_between(state, "habsburg", "valois") == "nephew_niece"
    state.characters["louis"].alive = False
    state.characters["louis"].death = DEAD
    state.dynasties["valois"].head = "philippe"  # his son Philippe is Jean's cousin
    assert relatives_between(state, "valois", "habsburg") == "cousin"


def test_ally_2_relatives_between_close() -> None:
    """ALLY-2: "Close relatives: son, daughter, parent, brother, sister" — the closest link is reported."""
    state = (two_houses()
             .person("albert", "habsburg", age=20, father="rudolf", mother="maria")
             .person("marie", "habsburg", sex="f", age=20, father="louis", mother="anne", spouse="albert")
             .build())
    assert relatives_between(state, "valois", "habsburg") == "child"
    assert relatives_between(state, "habsburg", "valois") == "child"
    assert is_close(relatives_between(state, "valois", "habsburg"))


def test_ally_3_relatives_between_unrelated() -> None:
    """ALLY-3: none of the listed relations between the houses: no relatives."""
    state = two_houses().build()
    assert relatives_between(state, "valois", "habsburg") is None
    assert relatives_between(state, "valois", "valois") is None
