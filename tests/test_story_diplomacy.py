"""A scripted story across two turns (the diplomacy and intrigue issue's "done when"): two houses marry and
become allies, and both reports say why; a third house spies on one of them and is discovered; a gossip
between the allies is discovered and costs double (ALLY-4). The dice that decide the story are scripted
by key; the rest come from the seed and only touch what the story does not look at."""

from __future__ import annotations

from typing import Any

from dynasty.engine.turn import resolve
from dynasty.game.campaign import GameSettings
from dynasty.game.dice import Dice
from dynasty.game.relations import alliance
from dynasty.game.rules import default_rules
from dynasty.game.scenario import NamePools
from dynasty.game.state import GameState
from dynasty.orders.model import OrderFile
from dynasty.reports.build import build_dynasty_report

from .builders import StateBuilder, skills

NAMES = {"m": ["Ivan", "Petr"], "f": ["Anna", "Olga"]}
SETTINGS = GameSettings(title="Story", scenario="story", seed=5, language="en",
                        names=NamePools(m=NAMES["m"], f=NAMES["f"]),
                        dynasties={"valois": {}, "habsburg": {}, "tudor": {}})  # type: ignore[dict-item]


def three_houses() -> GameState:
    """Valois and Habsburg, each with an unmarried child of the head; Tudor with a spy."""
    b = (StateBuilder()
         .dynasty("valois", head="louis").couple("louis", "anne", "valois", age=45)
         .person("charles", "valois", age=20, father="louis", mother="anne")
         .person("jean", "valois", age=30, skill_values=skills(intrigue=5))
         .dynasty("habsburg", head="rudolf").couple("rudolf", "maria", "habsburg", age=45)
         .person("marie", "habsburg", sex="f", age=20, father="rudolf", mother="maria")
         .dynasty("tudor", head="henry").couple("henry", "catherine", "tudor", age=40)
         .person("thomas", "tudor", age=30, skill_values=skills(intrigue=6))
         .province("anjou", "valois").province("tyrol", "habsburg").province("kent", "tudor"))
    state = b.build()
    for cid in ("louis", "anne", "charles", "jean", "rudolf", "maria", "marie", "henry", "catherine", "thomas"):
        state.characters[cid].traits = []  # no trait to disturb the story
    return state


def orders(turn: int, **by_dynasty: list[dict[str, Any]]) -> dict[str, OrderFile]:
    return {did: OrderFile.model_validate({"dynasty": did, "turn": turn, "actions": actions})
            for did, actions in by_dynasty.items()}


def test_story_marriage_alliance_spy_discovered_gossip_between_allies_costs_double() -> None:
    """MAR-1, ALLY-1, ALLY-4, ALLY-5, ACT-spy, ACT-gossip, INFO-2: the story of the issue, turn by turn."""
    rules = default_rules()
    state = three_houses()
    assert alliance(state, "valois", "habsburg") is None

    # Turn 1: the mirror proposals marry Charles and Marie at once; Thomas spies on Anne and is discovered.
    dice = Dice.scripted({
        "t01/action/tudor/spy-1/check": 6,  # 6 + intrigue 6 − loyalty 3 ≥ 5
        "t01/action/tudor/spy-1/discovery": 6,  # 6 + Jean's intrigue 5 ≥ 8
    }, seed=5, strict=False)
    t1 = resolve(state, orders(
        1,
        valois=[{"action": "propose_marriage", "by": "charles", "target": "marie"}],
        habsburg=[{"action": "propose_marriage", "by": "marie", "target": "charles"}],
        tudor=[{"action": "spy", "by": "thomas", "target": "anne"}],
    ), rules, dice, NAMES)
    assert state.characters["marie"].spouse == "charles" and state.characters["marie"].dynasty == "valois"  # MAR-1
    assert any(o.kind == "marriage" and o.public for o in t1.outcomes)
    reason = alliance(state, "valois", "habsburg")  # ALLY-1: Valois now holds Rudolf's daughter
    assert reason is not None and {reason.ours, reason.theirs} == {"marie", "rudolf"}
    discovered = [o for o in t1.outcomes if o.kind == "plot-discovered"]
    assert discovered and discovered[0].params.get("executor", discovered[0].params.get("by")) == "thomas"
    assert "valois" in (discovered[0].concerns + [discovered[0].dynasty])
    assert any(f.subject == "anne" and f.fact == "traits" for f in state.knowledge.get("tudor", []))  # INFO-2

    # ALLY-5: both reports say ally, and why.
    for reader, other in (("valois", "habsburg"), ("habsburg", "valois")):
        report = build_dynasty_report(state, rules, SETTINGS, reader, None)
        view = next(o for o in report.others if o.id == other)
        assert view.relation == "ally" and "Marie" in view.reason and "daughter" in view.reason
        assert next(o for o in report.others if o.id == "tudor").relation == "enemy"

    # Turn 2: Jean gossips about the allies and is discovered: the −20 penalty is doubled (ALLY-4).
    dice = Dice.scripted({
        "t02/action/valois/gossip-1/check": 6,
        "t02/action/valois/gossip-1/discovery": 6,
    }, seed=5, strict=False)
    t2 = resolve(state, orders(2, valois=[{"action": "gossip", "by": "jean", "target": "habsburg"}]),
                 rules, dice, NAMES)
    penalty = rules.actions.gossip.discovery_penalty
    assert penalty is not None
    losses = [o.params["change"] for o in t2.outcomes
              if o.kind == "reputation" and o.dynasty == "valois" and "share" not in str(o.params["cause"])
              and o.params["change"] < 0]
    assert 2 * penalty in losses, losses
    assert any(o.kind == "plot-discovered" for o in t2.outcomes)
