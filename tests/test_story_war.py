"""A scripted three-house war from the declaration to a defeat (the war issue's "done when"), through the
whole turn engine: every die is scripted by key (strict), the province events to "nothing happens".

The world, turn 5: the Valois (King Louis, his son Charles the general) and their vassal Savoy declare war
on the Habsburgs, a worn-out house (reputation 25, six barren provinces, no army, 30 coins). Rudolf of
Habsburg's sisters head the Tudors and the Burgundians: his allies (ALLY-1), who stay out of the war.
- Turn 5: Louis declares war; Savoy joins as the Valois' vassal (VASSAL-5); no battle yet (WAR-14).
- Turn 6: the drain (WAR-9), then the first battle: 8 Valois soldiers take Tyrol (WAR-4), 4 die (WAR-7).
- Turn 7: the drain again; a battle of 4 against nothing takes nothing.
- Turn 8: the drain brings the Habsburgs to −5: defeated (DYN-2) with 5 provinces and 30 coins and 2
  allies, shared as DEFEAT-2's example says: 2 provinces and 15 coins to each ally, the fifth province to
  one random dynasty; the allies lose 30 (DEFEAT-1), the enemies gain 15 (DEFEAT-3); the war ends (WAR-12).
"""

from __future__ import annotations

from typing import Any

from dynasty.engine.turn import resolve
from dynasty.game.dice import Dice
from dynasty.game.relations import alliance
from dynasty.game.rules import default_rules
from dynasty.game.state import Death, GameState
from dynasty.game.state_check import state_problems
from dynasty.orders.model import OrderFile

from .builders import StateBuilder, skills

NAMES = {"m": ["Ivan", "Petr"], "f": ["Anna", "Olga"]}
HABSBURG_LANDS = ["tyrol", "styria", "carinthia", "bohemia", "austria", "moravia"]


def world() -> GameState:
    b = (StateBuilder(turn=5)
         .dynasty("valois", head="louis", army=20)
         .person("louis", "valois", age=35)
         .person("charles", "valois", age=15, father="louis", skill_values=skills(combat=5))
         .province("anjou", "valois").province("berry", "valois")
         .dynasty("savoy", head="amadeus", army=0, lord="valois")
         .person("amadeus", "savoy", age=30).province("turin", "savoy")
         .dynasty("habsburg", head="rudolf", reputation=25, army=0)
         .person("maximilian", "habsburg", age=70, alive=False, death=Death(turn=0, cause="before_game"))
         .person("rudolf", "habsburg", age=35, father="maximilian")
         .dynasty("tudor", head="anna", reputation=90)
         .person("anna", "tudor", sex="f", age=30, father="maximilian", birth_dynasty="habsburg")
         .province("kent", "tudor")
         .dynasty("burgundy", head="eleonore")
         .person("eleonore", "burgundy", sex="f", age=30, father="maximilian", birth_dynasty="habsburg")
         .province("dijon", "burgundy"))
    for pid in HABSBURG_LANDS:
        b.province(pid, "habsburg", yield_=0)
    state = b.build()
    for person in state.characters.values():
        person.traits = []  # no trait to disturb the story
    return state


def orders(turn: int, **by_dynasty: dict[str, Any]) -> dict[str, OrderFile]:
    return {did: OrderFile.model_validate({"dynasty": did, "turn": turn, **content})
            for did, content in by_dynasty.items()}


def quiet_events(state: GameState, turn: int) -> dict[str, int]:
    """PROV-3: 5 on the 1d12 of every province (4–7: nothing) at the start of `turn`."""
    return {f"t{turn:02d}/province/{pid}/event": 5 for pid in state.provinces}


def play(state: GameState, dice: dict[str, int], **by_dynasty: dict[str, Any]) -> list[dict[str, Any]]:
    """Resolve the state's turn; every scripted die must be rolled and nothing else; the state stays valid."""
    rules = default_rules()
    scripted = Dice.scripted({**dice, **quiet_events(state, state.turn + 1)})
    t = resolve(state, orders(state.turn, **by_dynasty), rules, scripted, NAMES)
    assert not scripted.unused_overrides()
    assert not state_problems(state, rules), [str(p) for p in state_problems(state, rules)]
    return [o.to_data() for o in t.outcomes]


def kinds(outcomes: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [o["params"] for o in outcomes if o["kind"] == kind]


def test_story_war_from_declaration_to_defeat_shares_as_defeat_2_says() -> None:
    """WAR-1, WAR-3, WAR-4, WAR-7, WAR-9, WAR-12, WAR-14, VASSAL-5, DEFEAT-1 .. DEFEAT-3 — and DEFEAT-2's
    example: 5 provinces, 30 coins, 2 allies → 2 provinces and 15 coins each, the fifth to a random dynasty."""
    state = world()
    assert alliance(state, "habsburg", "tudor") is not None and alliance(state, "habsburg", "burgundy") is not None
    assert alliance(state, "habsburg", "valois") is None

    # Turn 5: the declaration; Savoy joins its lord; no drain and no battle in the first war turn.
    happened = play(state, {}, valois={"actions": [
        {"action": "declare_war", "by": "louis", "on": "habsburg", "general": "charles"}]})
    (war,) = state.wars
    assert (war.attackers, war.defenders, war.started) == (["valois", "savoy"], ["habsburg"], 5)
    assert not kinds(happened, "battle") and state.dynasties["habsburg"].reputation == 25

    # Turn 6: drain −10; 8 sent + combat 5 × 0 full tens = 8 against 0: Tyrol is taken, 4 Valois die.
    happened = play(state, {"t06/war/valois-vs-habsburg/valois/study": 1},
                    valois={"war": {"habsburg": {"send": 8, "take": ["tyrol"]}}})
    (battle,) = kinds(happened, "battle")
    assert battle["strength"] == {"attackers": 8, "defenders": 0}
    assert battle["captures"] == [{"province": "tyrol", "from": "habsburg", "to": "valois", "loyalty": 2,
                                   "retaken": False}]
    assert state.dynasties["valois"].army == 16 and state.dynasties["habsburg"].reputation == 15
    assert len(state.dynasties["habsburg"].provinces) == 5

    # Turn 7: drain −10; 4 against 0 takes nothing (4 < 5).
    happened = play(state, {"t07/war/valois-vs-habsburg/valois/study": 1},
                    valois={"war": {"habsburg": {"send": 4}}})
    assert kinds(happened, "battle")[0]["captures"] == []
    assert state.dynasties["habsburg"].reputation == 5 and state.dynasties["habsburg"].balance == 30

    # Turn 8: the drain defeats them. The allies choose in reputation order (Tudor 90, then Burgundy), each
    # pick by die among the provinces left (sorted: austria, bohemia, carinthia, moravia, styria); the
    # fifth goes to one random dynasty of the living (burgundy, savoy, tudor, valois): the 4th, Valois.
    happened = play(state, {"t08/defeat/habsburg/province/1": 1, "t08/defeat/habsburg/province/2": 1,
                            "t08/defeat/habsburg/province/3": 1, "t08/defeat/habsburg/province/4": 1,
                            "t08/defeat/habsburg/remainder": 4})
    (defeat,) = kinds(happened, "defeat")
    assert defeat["cause"] == "reputation" and defeat["allies"] == ["tudor", "burgundy"]
    assert defeat["provinces"] == {"tudor": ["austria", "carinthia"], "burgundy": ["bohemia", "moravia"],
                                   "valois": ["styria"]}
    assert defeat["coins"] == {"tudor": 15, "burgundy": 15}
    assert defeat["wars_ended"] == ["valois", "savoy"] and state.wars == []
    assert not state.dynasties["habsburg"].alive and not state.characters["rudolf"].alive
    assert not kinds(happened, "battle")  # the war ended before its battle
    # DEFEAT-1: −30 for each ally; DEFEAT-3: +15 for each enemy (after this turn's drain of −10)
    assert state.dynasties["tudor"].reputation == 90 - 30
    assert state.dynasties["burgundy"].reputation == 80 - 30
    assert [o["change"] for o in kinds(happened, "reputation")
            if o["cause"] == "defeat of habsburg: an enemy fell"] == [15, 15]
