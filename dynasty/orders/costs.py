"""What an order costs in AP and coins (ACT-0, the action table, ERA-2..4, TRAIT-smart, TRAIT-workaholic,
PROV-3 decisions, technologies). `check` adds them up; the turn engine pays them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Protocol

from dynasty.game.rules import Rules
from dynasty.game.state import GameState, Proposal
from dynasty.orders.model import (
    ACTION_MODELS,
    AcceptMarriage,
    ActionOrder,
    Assassinate,
    Conspiracy,
    CreateBranch,
    Decisions,
    Donate,
    Mentor,
    OfferPeace,
    ProposeMarriage,
    Recruit,
)


class Executor(Protocol):
    """Who executes an action, as far as its AP go: his traits (a character of the state, or a member's view)."""

    @property
    def traits(self) -> list[str]: ...


def action_ap(rules: Rules, era: str, action_id: str, executor: Executor | None, nth: int = 1) -> int:
    """The AP of one action: the table's cost, then the era's (ERA-2..4, never below the era's minimum),
    then Smart (−2, not below 2; an action of 2 AP or less is unchanged), then +2 for a Workaholic's
    second action."""
    cost = rules.actions.get(action_id).ap
    effects = rules.eras[era].effects
    if action_id in effects.ap_set:
        cost = effects.ap_set[action_id]
    elif action_id in effects.ap_delta and cost > 0:
        cost = max(effects.ap_min, cost + effects.ap_delta[action_id])
    if executor is not None:
        for trait_id in executor.traits:
            trait = rules.traits[trait_id]
            if trait.ap_discount and trait.ap_floor is not None and cost > trait.ap_floor:
                cost = max(trait.ap_floor, cost - trait.ap_discount)
        if nth >= 2:
            cost += sum(rules.traits[t].extra_ap or 0 for t in executor.traits)
    return cost


def recruit_price(rules: Rules, era: str) -> int:
    """ARMY-2: coins per point; ERA-4 may change it."""
    return rules.eras[era].effects.coins_set.get("recruit", rules.actions.recruit.coins_per_point)


#: the actions whose order says what they cost (`action_coins`); every other costs the table's coins
PRICED_BY_ORDER: tuple[type[ActionOrder], ...] = (Recruit, Donate, Conspiracy, Assassinate, Mentor, CreateBranch)


def least_coins(rules: Rules, action_id: str) -> int:
    """The coins an action costs whatever its order says (0 where the order says it: `PRICED_BY_ORDER`; the
    terms of a proposal or an offer of peace may add theirs)."""
    return 0 if ACTION_MODELS[action_id] in PRICED_BY_ORDER else rules.actions.get(action_id).coins


def action_coins(rules: Rules, era: str, order: ActionOrder) -> int:
    """The coins one action costs when it resolves (DYN-7: unpaid, it fails)."""
    rule = rules.actions.get(order.action)
    if isinstance(order, Recruit):
        return order.points * recruit_price(rules, era)
    if isinstance(order, Donate):
        return order.coins
    if isinstance(order, Conspiracy):
        return order.bribe
    if isinstance(order, Assassinate):
        return rules.actions.assassinate.mercenary_coins if order.mercenary else 0
    if isinstance(order, Mentor):
        if order.hired_teacher is None:
            return 0
        return rules.actions.mentor.hired_teacher_coins.get(order.hired_teacher, 0)
    if isinstance(order, CreateBranch):
        return order.coins
    return rule.coins


def actions_costs(state: GameState, rules: Rules, dynasty_id: str,
                  actions: Sequence[ActionOrder]) -> list[tuple[int, int]]:
    """The AP and the coins of each action of one dynasty's orders, in order: a member's second action costs
    a Workaholic more (DYN-5), teaching takes one of the teacher's actions, and the terms of a proposal or an
    offer of peace pay what they promise; accepting a proposal pays the dowry it asks. Another dynasty's member
    wrongly named as executor pays as nobody: his traits stay hidden (INFO-3)."""
    nth: Counter[str] = Counter()
    found = []
    for order in actions:
        executor = state.characters.get(order.executor) if order.executor else None
        if executor is not None and executor.dynasty != dynasty_id:
            executor = None
        if order.executor:
            nth[order.executor] += 1
        ap = action_ap(rules, state.era, order.action, executor, nth[order.executor or ""])
        if isinstance(order, Mentor) and order.teacher:  # DYN-5: teaching takes one of his actions too
            nth[order.teacher] += 1
        coins = action_coins(rules, state.era, order)
        if isinstance(order, ProposeMarriage | OfferPeace):
            coins += order.terms.pay
        elif isinstance(order, AcceptMarriage):
            coins += accepted_dowry(state, order)
        found.append((ap, coins))
    return found


def standing_proposal(state: GameState, order: AcceptMarriage) -> Proposal | None:
    """ACT-accept_marriage: the standing proposal (public, INFO-3) of the target to the executor that the order
    accepts; None when there is none yet (the mirror proposal of this turn is not known)."""
    return next((p for p in state.proposals if p.kind == "marriage" and not p.accept and p.by == order.target
                 and p.target == order.by and p.turn >= state.turn - 1), None)  # an older one lapses


def accepted_dowry(state: GameState, order: AcceptMarriage) -> int:
    """ACT-propose_marriage terms: the dowry the proposer asks (`ask`) is paid by the side that accepts."""
    proposal = standing_proposal(state, order)
    return int(proposal.terms.get("ask", 0) or 0) if proposal is not None else 0


def decision_coins(state: GameState, rules: Rules, dynasty_id: str, kind: str, pid: str, choice: str) -> int:
    """PROV-3: what one decision pays: a famine or a disease paid for in a province of the dynasty where it
    is pending."""
    if choice != "pay" or not _pending(state, dynasty_id, pid, kind):
        return 0
    if kind == "famine":
        return famine_cost(rules, state.dynasties[dynasty_id].technologies)
    return rules.events.disease.cost if kind == "disease" else 0


def famine_cost(rules: Rules, technologies: list[str]) -> int:
    """PROV-3: paying for a famine; irrigation makes it cheaper."""
    costs = [rules.technologies[t].famine_cost for t in technologies if rules.technologies[t].famine_cost]
    return min([rules.events.famine.cost, *[c for c in costs if c is not None]])


def disease_drops(rules: Rules, technologies: list[str]) -> tuple[int, int]:
    """PROV-3 ruling: the one-time yield drop of a disease, unpaid and paid; medicine lowers both. The engine
    applies it; the reply and the report say it."""
    disease = rules.events.disease
    unpaid, paid = disease.yield_drop, disease.paid_yield_drop
    for tech_id in technologies:
        tech = rules.technologies[tech_id]
        if tech.disease_yield_drop is not None:
            unpaid = min(unpaid, tech.disease_yield_drop)
        if tech.disease_paid_yield_drop is not None:
            paid = min(paid, tech.disease_paid_yield_drop)
    return unpaid, paid


def decisions_coins(state: GameState, rules: Rules, dynasty_id: str, decisions: Decisions) -> int:
    """The coins of the decisions that pay (famine, disease)."""
    return pending_coins(rules, famine_cost(rules, state.dynasties[dynasty_id].technologies), decisions,
                         lambda pid, kind: _pending(state, dynasty_id, pid, kind))


def pending_coins(rules: Rules, famine_price: int, decisions: Decisions, pending: Callable[[str, str], bool]) -> int:
    """`decisions_coins` of a house that pays `famine_price` a famine (`famine_cost` of its technologies),
    `pending(province, kind)` telling where a famine or a disease waits for its answer."""
    total = 0
    for pid, choice in decisions.famine.items():
        if choice == "pay" and pending(pid, "famine"):
            total += famine_price
    for pid, choice in decisions.disease.items():
        if choice == "pay" and pending(pid, "disease"):
            total += rules.events.disease.cost
    return total


def _pending(state: GameState, dynasty_id: str, pid: str, decision: str) -> bool:
    province = state.provinces.get(pid)
    return (province is not None and province.owner == dynasty_id and province.event is not None
            and province.event.decision == decision)
