"""The bot's turn: each priority adds to one plan, in the order of the package's docstring (`dynasty.bot`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dynasty.bot.decisions import plan_decisions
from dynasty.bot.household import (
    plan_abdication,
    plan_develop,
    plan_donation,
    plan_entertainment,
    plan_pacify_disloyal,
    plan_pacify_revolts,
    plan_pilgrimage,
    plan_recruits,
    plan_research,
)
from dynasty.bot.intrigue import plan_ball_or_visit, plan_ending, plan_intrigue
from dynasty.bot.marriages import plan_marriages
from dynasty.bot.personality import BALANCED, Personality
from dynasty.bot.plan import BotPlan, Plan
from dynasty.bot.standing import plan_reputation, plan_succession
from dynasty.bot.training import plan_training
from dynasty.bot.war import plan_battles, plan_declare_war, plan_generals, plan_peace
from dynasty.game.rules import Rules
from dynasty.game.state import GameState
from dynasty.game.succession import unchanged
from dynasty.orders import model as m
from dynasty.reports.fog import DynastyKnowledge, dynasty_knowledge
from dynasty.reports.houses import StateIndex
from dynasty.reports.record import TurnRecord, turn_record


def bot_plan(knowledge: DynastyKnowledge, rules: Rules, personality: Personality = BALANCED) -> BotPlan:
    """The orders of the dynasty for the turn of its knowledge, played in `personality`'s character, with the
    reason of each action."""
    plan = Plan(knowledge, rules, personality)
    if knowledge.head is None or not plan.members:
        return BotPlan(m.OrderFile(dynasty=plan.me, turn=plan.turn))
    plan_decisions(plan)  # 1. the pending events, the heir
    plan_succession(plan)  # ... with no lawful heir, one who founds a lawful line
    plan_battles(plan)  # 2. war
    plan_generals(plan)
    plan_peace(plan)
    plan_marriages(plan)  # 3. marriages
    plan_reputation(plan)  # ... then reputation, when it nears the floor
    plan_declare_war(plan, ending=True)  # ... the war of a character that ends rivals, before its gossip
    plan_ending(plan)  # ... and the gossip at the rival being ended
    plan_abdication(plan)  # 4. the house, the provinces, the army
    plan_pacify_revolts(plan)
    plan_recruits(plan)
    plan_declare_war(plan)
    # 5. intrigue, church, learning, diplomacy; 6. every member still free trains: each an action of a member,
    # so that once none has an action left (DYN-5) the rest have nothing to add
    for priority in (plan_intrigue, plan_pilgrimage, plan_entertainment, plan_develop, plan_research,
                     plan_pacify_disloyal, plan_ball_or_visit, plan_donation, plan_training):
        if not plan.anyone_free():
            break
        priority(plan)
    return plan.result()


def bot_orders(knowledge: DynastyKnowledge, rules: Rules, personality: Personality = BALANCED) -> m.OrderFile:
    """The orders of the dynasty for the turn of its knowledge, decided from that alone (INFO-1 .. INFO-5)."""
    return bot_plan(knowledge, rules, personality).orders


def knowledge_for(state: GameState, rules: Rules, dynasty_id: str, log: Mapping[str, Any] | None, *,
                  record: TurnRecord | None = None, index: StateIndex | None = None) -> DynastyKnowledge:
    """What `dynasty_id` knows at `state.turn` (`reports.fog`), with `log`, the log of the turn before —
    what its report tells, without the words. The callers that play every dynasty of a state pass the turn's
    `record` and the state's `index` once for all."""
    record = record if record is not None else turn_record(state, log, None)
    return dynasty_knowledge(state, rules, dynasty_id, record, index)


def bot_plans(state: GameState, rules: Rules, dynasties: list[str], log: Mapping[str, Any] | None,
              personalities: Mapping[str, Personality] | None = None) -> dict[str, BotPlan]:
    """The plan of each of `dynasties` at `state.turn`, each decided from what that dynasty knows (with `log`, the
    log of the turn before), in its character (`personalities`, else `balanced`): the turn's record and the
    state's index made once for all."""
    record, index = turn_record(state, log, None), StateIndex(state)
    characters = personalities or {}
    with unchanged(state):  # the heirs of every dynasty are asked for again and again
        return {did: bot_plan(knowledge_for(state, rules, did, log, record=record, index=index), rules,
                              characters.get(did, BALANCED))
                for did in dynasties}


def bot_orders_for(state: GameState, rules: Rules, dynasty_id: str, log: Mapping[str, Any] | None,
                   personality: Personality = BALANCED) -> m.OrderFile:
    """The bot's orders for `dynasty_id` at `state.turn`: what the dynasty knows is gathered (with `log`, the
    log of the turn before), and the bot reads only that."""
    return bot_orders(knowledge_for(state, rules, dynasty_id, log), rules, personality)
