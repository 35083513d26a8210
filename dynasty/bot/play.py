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
from dynasty.bot.intrigue import plan_ball_or_visit, plan_intrigue
from dynasty.bot.marriages import plan_marriages
from dynasty.bot.plan import BotPlan, Plan
from dynasty.bot.training import plan_training
from dynasty.bot.war import plan_battles, plan_declare_war, plan_generals, plan_peace
from dynasty.campaign import GameSettings
from dynasty.orders import model as m
from dynasty.reports.build import build_dynasty_report
from dynasty.reports.model import DynastyReport
from dynasty.rules import Rules
from dynasty.state import GameState


def bot_plan(report: DynastyReport, rules: Rules) -> BotPlan:
    """The orders of the report's dynasty for the report's turn, with the reason of each action."""
    plan = Plan(report, rules)
    if report.head is None or not plan.members:
        return BotPlan(m.OrderFile(dynasty=plan.me, turn=plan.turn))
    plan_decisions(plan)  # 1. the pending events, the heir
    plan_battles(plan)  # 2. war
    plan_generals(plan)
    plan_peace(plan)
    plan_marriages(plan)  # 3. marriages
    plan_abdication(plan)  # 4. the house, the provinces, the army
    plan_pacify_revolts(plan)
    plan_recruits(plan)
    plan_declare_war(plan)
    plan_intrigue(plan)  # 5. intrigue, church, learning, diplomacy
    plan_pilgrimage(plan)
    plan_entertainment(plan)
    plan_develop(plan)
    plan_research(plan)
    plan_pacify_disloyal(plan)
    plan_ball_or_visit(plan)
    plan_donation(plan)
    plan_training(plan)  # 6. every member still free trains
    return plan.result()


def bot_orders(report: DynastyReport, rules: Rules) -> m.OrderFile:
    """The orders of the report's dynasty for the report's turn, decided from the report alone (INFO-1 ..
    INFO-5)."""
    return bot_plan(report, rules).orders


def bot_orders_for(state: GameState, rules: Rules, settings: GameSettings, dynasty_id: str,
                   log: Mapping[str, Any] | None) -> m.OrderFile:
    """The bot's orders for `dynasty_id` at `state.turn`: its report is built (with `log`, the log of the
    turn before), and the bot reads only that."""
    return bot_orders(build_dynasty_report(state, rules, settings, dynasty_id, log), rules)
