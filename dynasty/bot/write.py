"""The bot's order files: the text of a plan (the CONTRACT's format, with the bot's mark and a comment saying
why each action), and `dynasty bot`, which writes them — never over a player's file, nor over one the GM
wrote."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dynasty.bot.personality import characters
from dynasty.bot.plan import BotPlan
from dynasty.bot.play import bot_plans
from dynasty.errors import CampaignError, DynastyError, Location, display_path, one_line
from dynasty.game.campaign import Campaign
from dynasty.game.state import GameState
from dynasty.orders import model as m
from dynasty.orders.check import check_parsed
from dynasty.orders.intake import pick_dynasty, turn_files
from dynasty.orders.messages import Language
from dynasty.orders.parse import parse_orders_text
from dynasty.reports.write import load_logs
from dynasty.store.disk import refuse_outside
from dynasty.store.transaction import Transaction, game_lock
from dynasty.store.yaml_io import dump_yaml, read_text
from dynasty.text.catalogs import Text

#: The first line of every order file the bot writes; `dynasty bot` replaces only files that begin with it.
BOT_MARK = "# Orders written by the built-in player (dynasty bot)"

#: strings written unquoted (ids, skill names); anything else is quoted, and so are YAML's special words
_PLAIN = re.compile(r"[a-z][a-z0-9_-]*")
_YAML_WORDS = frozenset({"true", "false", "null", "yes", "no", "on", "off", "y", "n"})

def action_mapping(order: m.ActionOrder) -> dict[str, Any]:
    """An action as the order file writes it: a one-key mapping `{visit: {by: ..., target: ...}}`."""
    params = order.model_dump(mode="json", by_alias=True, exclude_defaults=True)
    params.pop("action", None)
    return {order.action: params}


def _yaml_lines(data: Mapping[str, Any]) -> list[str]:
    return dump_yaml(dict(data)).rstrip("\n").split("\n")


def _flow(value: Any) -> str:
    """A value on one line in YAML's flow style: `{by: charles, guests: [anna, marie]}`."""
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{_flow(k)}: {_flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    if isinstance(value, str):
        if _PLAIN.fullmatch(value) and value not in _YAML_WORDS:
            return value
        return json.dumps(value, ensure_ascii=False)  # a JSON string is a YAML double-quoted scalar
    return json.dumps(value)  # numbers, true, false, null


def orders_text(plan: BotPlan, name: str, language: Language) -> str:
    """The order file of a plan: the bot's mark, the CONTRACT's format, one comment per action saying why."""
    orders = plan.orders
    ru = language == "ru"
    lines = [BOT_MARK,
             "# " + (f"Приказы: {one_line(name)} ({orders.dynasty}), ход {orders.turn}. ГМ может их править; "
                     "'dynasty bot' перепишет файл, пока первая строка на месте."
                     if ru else f"Orders of {one_line(name)} ({orders.dynasty}), turn {orders.turn}. The GM may edit "
                                "them; 'dynasty bot' rewrites the file while its first line stays."),
             f"dynasty: {orders.dynasty}", f"turn: {orders.turn}"]
    decisions = orders.decisions.model_dump(mode="json", exclude_defaults=True)
    lines += _yaml_lines({"decisions": decisions}) if decisions else ["decisions: {}"]
    if orders.actions:
        lines.append("actions:")
        for i, order in enumerate(orders.actions):
            why = plan.reasons[i][1 if ru else 0] if i < len(plan.reasons) else ""
            lines.append(f"  - {_flow(action_mapping(order))[1:-1]}" + (f"  # {one_line(why)}" if why else ""))
    else:
        lines.append("actions: []")
    lines.append("war:" if orders.war else "war: {}")
    lines += [f"  {_flow(did)}: {_flow(order.model_dump(mode='json', exclude_defaults=True))}"
              for did, order in orders.war.items()]
    return "\n".join(lines) + "\n"


def _controller(campaign: Campaign, state: GameState, did: str) -> str:
    """BRANCH-10: who gives a dynasty's orders: its seat in `turns/game.yaml`, else the state's (a cadet
    branch is first run by the master, BRANCH-1)."""
    seat = campaign.settings.dynasties.get(did)
    return seat.controller if seat is not None else state.dynasties[did].controller


def write_bot_orders(campaign: Campaign, turn_text: str, dynasties: list[str] | None) -> list[Path]:
    """`dynasty bot TURN [--dynasty ID ...]`: write `turns/turn-NN/orders/<id>.yaml` for the master-run
    dynasties (BRANCH-10), or for the ones named. Never touches a player's file: refuses, writing nothing,
    when an order file of a player-run dynasty exists, or one the bot did not write."""
    with game_lock(campaign.root, exclusive=True):
        return _write_bot_orders(campaign, turn_text, dynasties)


def _write_bot_orders(campaign: Campaign, turn_text: str, dynasties: list[str] | None) -> list[Path]:
    turn = campaign.pick_turn(turn_text)
    latest = campaign.latest_turn()
    if turn != latest:
        raise CampaignError(Text("cli-bot-not-latest", turn=turn, latest=latest))
    state = campaign.load_state(turn)
    if state.winners:
        raise CampaignError(Text("cli-game-over"))
    rules, settings = campaign.rules, campaign.settings
    if dynasties:
        chosen = list(dict.fromkeys(pick_dynasty(did, state, campaign.players()) for did in dynasties))
        for did in chosen:
            if not state.dynasties[did].alive:
                raise CampaignError(Text("cli-dynasty-destroyed", id=did))
    else:
        chosen = [did for did in state.living_dynasties() if _controller(campaign, state, did) == "master"]
    for did in chosen:
        _refuse_overwrite(campaign, turn, state, did)
    log, _ = load_logs(campaign, turn)
    language: Language = "ru" if settings.language == "ru" else "en"
    texts = []
    for did, plan in bot_plans(state, rules, chosen, log, characters(campaign.personalities())).items():
        text = orders_text(plan, state.dynasties[did].name, language)
        path = campaign.order_path(turn, did)
        parsed = parse_orders_text(text, display_path(path), rules, language)
        problems = [p for p in check_parsed(parsed, state, rules, language, turn=turn, expected_dynasty=did)
                    if p.severity == "error"]
        if problems:  # a bug of ours, never the user's input: say so plainly
            raise AssertionError(f"the bot wrote orders that 'dynasty check' refuses: {problems[0]}")
        texts.append((path, text))
    with Transaction(campaign.root, f"bot {turn}") as transaction:
        for path, text in texts:
            transaction.write(path, text)
    return transaction.paths


def _refuse_overwrite(campaign: Campaign, turn: int, state: GameState, did: str) -> None:
    """CONTRACT: the program never rewrites a player's order file; nor one the GM wrote for a master-run
    dynasty (a file the bot wrote begins with `BOT_MARK`)."""
    files = turn_files(campaign.orders_dir(turn), state, campaign.players(), campaign.settings.language)
    path = files.by_dynasty.get(did)
    if path is None:
        return
    where = Location(display_path(path))
    if _controller(campaign, state, did) != "master":
        raise CampaignError(Text("cli-bot-player-file", id=did), where)
    refuse_outside(path, campaign.root)
    try:
        first = read_text(path, within=campaign.root).split("\n", 1)[0].strip()
    except DynastyError:
        first = ""
    if first != BOT_MARK:
        raise CampaignError(Text("cli-bot-foreign-file", id=did, mark=BOT_MARK), where)
