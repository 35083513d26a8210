"""Order files: text → typed orders, with every problem at its line.

A player may paste a whole forum message: greetings, the orders in a fenced ```yaml block, more text. Such
a file is read from its fenced block, and lines still count in the file as saved.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from dynasty.errors import DynastyError, Location, Problem, display_path
from dynasty.orders.messages import Language, say
from dynasty.orders.model import ACTION_MODELS, OrderFile
from dynasty.rules import Rules
from dynasty.yamlio import MAX_INPUT_BYTES, Document, dotted, parse_yaml, read_text

_FENCE = re.compile(r"^\s*(```+|~~~+)\s*([A-Za-z0-9_.-]*)\s*$")


def fenced_block(text: str) -> tuple[str, int] | None:
    """The orders of a pasted message: the first fenced block marked yaml (else the first fenced block),
    with the number of lines before it."""
    lines = text.split("\n")  # only \n ends a line, as in the YAML parser's and editors' line numbers
    blocks: list[tuple[str, int, int]] = []  # language, first line, end line (exclusive)
    i = 0
    while i < len(lines):
        opening = _FENCE.match(lines[i])
        if opening:
            fence, language = opening.group(1), opening.group(2).lower()
            j = i + 1
            while j < len(lines) and not (lines[j].strip().startswith(fence[:3])
                                          and lines[j].strip().strip(fence[0]) == ""):
                j += 1
            blocks.append((language, i + 1, j))
            i = j + 1
        else:
            i += 1
    if not blocks:
        return None
    chosen = next((b for b in blocks if b[0] in ("yaml", "yml")), blocks[0])
    _, first, end = chosen
    return "\n".join(lines[first:end]) + ("\n" if end < len(lines) else ""), first


def action_names(rules: Rules) -> dict[str, str]:
    """Every accepted spelling of an action name → its id: the English id, the Russian name (any case,
    `_` or space), from the rules data."""
    names: dict[str, str] = {}
    for action_id in rules.actions.ids():
        rule = rules.actions.get(action_id)
        for spelling in (action_id, rule.ru, rule.en):
            names[normalise(spelling)] = action_id
    return names


def normalise(name: str) -> str:
    return " ".join(name.replace("_", " ").replace("-", " ").lower().split())


@dataclass
class ParsedOrders:
    """An order file after parsing: the typed orders (None when the file could not be read as orders),
    and the problems found on the way."""

    path: str
    orders: OrderFile | None
    doc: Document | None
    problems: list[Problem] = field(default_factory=list)
    #: for each action of `orders.actions`, its index in the file's `actions:` list and the name written
    action_places: list[tuple[int, str]] = field(default_factory=list)

    def location(self, loc: tuple[str | int, ...]) -> Location:
        if self.doc is None:
            return Location(self.path)
        return self.doc.location(loc)

    def action_location(self, n: int, *fields: str | int) -> Location:
        """The line of action n (as in `orders.actions`), or of one of its fields."""
        index, written = self.action_places[n]
        return self.location(("actions", index, written, *fields))


def parse_orders_text(text: str, shown: str, rules: Rules, language: Language) -> ParsedOrders:
    block = fenced_block(text)
    source, offset = block if block is not None else (text, 0)
    try:
        doc = parse_yaml(source, shown, offset)
    except DynastyError as exc:
        location = exc.location or Location(shown)
        detail = exc.message.removeprefix("malformed YAML: ")
        return ParsedOrders(shown, None, None, [Problem("yaml-syntax", say("yaml-syntax", language,
                                                                            detail=detail), location)])
    parsed = ParsedOrders(shown, None, doc)
    if not isinstance(doc.data, Mapping):
        where = Location(shown, offset + 1)
        parsed.problems.append(Problem("not-orders", say("not-orders", language), where))
        return parsed
    data = dict(doc.data)
    actions = data.get("actions")
    if isinstance(actions, list):
        data["actions"] = _actions(actions, parsed, rules, language)
    try:
        parsed.orders = OrderFile.model_validate(data)
    except ValidationError as exc:
        for err in exc.errors():
            parsed.problems.append(_schema_problem(err, parsed, language))
        # keep what validated: the checks below run on a file without its broken actions
        good = [a for i, a in enumerate(data.get("actions") or []) if not _has_error(exc, i)] \
            if isinstance(data.get("actions"), list) else []
        kept_places = [p for i, p in enumerate(parsed.action_places) if not _has_error(exc, i)]
        retry = {**data, "actions": good}
        try:
            parsed.orders = OrderFile.model_validate(retry)
            parsed.action_places = kept_places
        except ValidationError:
            parsed.orders = None
    return parsed


def _has_error(exc: ValidationError, index: int) -> bool:
    return any(len(e["loc"]) >= 2 and e["loc"][0] == "actions" and e["loc"][1] == index for e in exc.errors())


def _actions(items: list[Any], parsed: ParsedOrders, rules: Rules, language: Language) -> list[dict[str, Any]]:
    """`- visit: {by: x}` → `{"action": "visit", "by": "x"}`; unknown names and wrong shapes are problems."""
    names = action_names(rules)
    normalised: list[dict[str, Any]] = []
    for index, item in enumerate(items):
        where = parsed.location(("actions", index))
        if not isinstance(item, Mapping) or len(item) != 1:
            parsed.problems.append(Problem("action-shape", say("action-shape", language), where))
            continue
        written, params = next(iter(item.items()))
        action_id = names.get(normalise(str(written)))
        if action_id is None:
            close = difflib.get_close_matches(normalise(str(written)), list(names), n=1)
            hint = names[close[0]] if close else None
            parsed.problems.append(Problem("unknown-action", say(
                "unknown-action", language, name=written, hint=hint,
                known=", ".join(ACTION_MODELS)), parsed.location(("actions", index, written))))
            continue
        if params is None:
            params = {}
        if not isinstance(params, Mapping):
            parsed.problems.append(Problem("action-params", say("action-params", language, name=written),
                                           parsed.location(("actions", index, written))))
            continue
        if "action" in params:
            parsed.problems.append(Problem("unknown-field", say("unknown-field", language, field="action",
                                                               where=f"actions[{index}].{written}"),
                                           parsed.location(("actions", index, written, "action"))))
            continue
        normalised.append({"action": action_id, **params})
        parsed.action_places.append((index, str(written)))
    return normalised


def _schema_problem(err: Mapping[str, Any], parsed: ParsedOrders, language: Language) -> Problem:
    loc = tuple(err["loc"])
    if len(loc) >= 2 and loc[0] == "actions" and isinstance(loc[1], int) and loc[1] < len(parsed.action_places):
        index, written = parsed.action_places[loc[1]]
        # pydantic names the union member by its tag: ('actions', n, 'visit', 'by') → the written name
        rest = loc[3:] if len(loc) >= 3 and loc[2] in ACTION_MODELS else loc[2:]
        file_loc: tuple[str | int, ...] = ("actions", index, written, *rest)
    else:
        file_loc = loc
    where = parsed.location(file_loc)
    kind = err["type"]
    shown = dotted(file_loc)
    if kind == "missing":
        return Problem("missing-field", say("missing-field", language, field=loc[-1],
                                            where=dotted(file_loc[:-1])), where)
    if kind == "extra_forbidden":
        return Problem("unknown-field", say("unknown-field", language, field=loc[-1],
                                            where=dotted(file_loc[:-1])), where)
    got = err.get("input")
    detail = str(err["msg"]).removeprefix("Value error, ")
    return Problem("bad-value", say("bad-value", language, field=shown, detail=detail,
                                    got="" if isinstance(got, (dict, list)) or got is None else repr(got)), where)


def parse_orders(path: Path, rules: Rules, language: Language) -> ParsedOrders:
    """Read an order file; a file that cannot be read at all is one problem, never an exception."""
    shown = display_path(path)
    try:
        text = read_text(path, MAX_INPUT_BYTES)
    except DynastyError as exc:
        return ParsedOrders(shown, None, None, [Problem(
            "unreadable", say("unreadable", language, detail=exc.message), exc.location or Location(shown))])
    return parse_orders_text(text, shown, rules, language)
