"""Default decisions (PROV-4, PROV-6): what a dynasty that says nothing decides. The template writes
them out; the turn engine takes them for missing or silent order files."""

from __future__ import annotations

from dynasty.game.rules import Rules
from dynasty.game.state import GameState
from dynasty.orders.costs import famine_cost
from dynasty.orders.model import Decisions, no_decisions


def default_decisions(state: GameState, rules: Rules, dynasty_id: str) -> Decisions:
    """PROV-6: famine and disease — pay if affordable (in province order, from the balance left);
    volunteers — accept. PROV-4: revolt — suppress if the army is large enough, else yield."""
    dynasty = state.dynasties[dynasty_id]
    balance, army = dynasty.balance, dynasty.army
    decisions = no_decisions()
    for pid in dynasty.provinces:
        event = state.provinces[pid].event
        if event is None or event.decision is None:
            continue
        if event.decision == "famine":
            cost = famine_cost(rules, dynasty.technologies)
            decisions.famine[pid] = "pay" if balance >= cost else "refuse"
            balance -= cost if balance >= cost else 0
        elif event.decision == "disease":
            cost = rules.events.disease.cost
            decisions.disease[pid] = "pay" if balance >= cost else "refuse"
            balance -= cost if balance >= cost else 0
        elif event.decision == "volunteers":
            decisions.volunteers[pid] = "accept"
        elif event.decision == "revolt":
            needed = sum(event.revolt_roll or [])
            decisions.revolt[pid] = "suppress" if army >= needed else "yield"
            army -= needed if army >= needed else 0
    return decisions
