"""Order files: text → typed orders, with every problem at its line.

A player may paste a whole forum message: greetings, the orders in a fenced ```yaml block, more text. Such
a file is read from its fenced block, and lines still count in the file as saved.
"""

from __future__ import annotations

import difflib
import json
import re
import types
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError

from dynasty.errors import DynastyError, Location, Problem, display_path
from dynasty.orders.messages import Language, say, text
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
        return ParsedOrders(shown, None, None, [Problem("yaml-syntax", exc.sentence(language), location)])
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
            parsed.problems.append(_schema_problem(err, parsed, rules, language))
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
            parsed.problems.append(Problem("unknown-action", _unknown_action(str(written), rules, language),
                                           parsed.location(("actions", index, written))))
            continue
        if params is None:
            params = {}
        if not isinstance(params, Mapping):
            parsed.problems.append(Problem("action-params", say("action-params", language, action=str(written)),
                                           parsed.location(("actions", index, written))))
            continue
        if "action" in params:
            parsed.problems.append(Problem("unknown-field", say(
                "unknown-field", language, variant="action", field="action", n=index + 1, action=str(written),
                fields=_fields_text(ACTION_MODELS[action_id], language)),
                parsed.location(("actions", index, written, "action"))))
            continue
        normalised.append({"action": action_id, **params})
        parsed.action_places.append((index, str(written)))
    return normalised


def _unknown_action(written: str, rules: Rules, language: Language) -> str:
    """An unknown action, with the closest name as it would be written (the id, or the Russian name when the
    closest is the Russian name) and every action by its name and id."""
    names = action_names(rules)
    known = ", ".join(text(language, "list-item", name=_in_language(rules.actions.get(a), language), id=a)
                      for a in rules.actions.ids())
    close = difflib.get_close_matches(normalise(written), list(names), n=1)
    if not close:
        return say("unknown-action", language, name=written, known=known)
    action_id = names[close[0]]
    hint = close[0] if close[0] == normalise(rules.actions.get(action_id).ru) else action_id
    return say("unknown-action", language, variant="hint", name=written, hint=hint, known=known)


def _in_language(entry: Any, language: Language) -> str:
    """The name of a rules entry (an action, a skill) in the language."""
    return str(entry.ru if language == "ru" else entry.en)


def _schema_problem(err: Mapping[str, Any], parsed: ParsedOrders, rules: Rules, language: Language) -> Problem:
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
    if kind in ("missing", "extra_forbidden"):
        code = "missing-field" if kind == "missing" else "unknown-field"
        name, container = str(file_loc[-1]), file_loc[:-1]
        model = _model_at(loc[:-1])
        fields = {"fields": _fields_text(model, language)} if code == "unknown-field" and model is not None else {}
        if code == "unknown-field" and not fields:
            return Problem(code, say("bad-value", language, place=place(file_loc, language),
                                     problem=value_problem(err, rules, language)), where)
        if not container:
            return Problem(code, say(code, language, field=name, **fields), where)
        if _in_action(container) and len(container) == 3:
            return Problem(code, say(code, language, variant="action", field=name, n=int(container[1]) + 1,
                                     action=str(container[2]), **fields), where)
        inner = container[3:] if _in_action(container) else container
        return Problem(code, say(code, language, variant="in", field=name, where=_dotted(inner), **fields), where)
    return Problem("bad-value", say("bad-value", language, place=place(file_loc, language),
                                    problem=value_problem(err, rules, language)), where)


# -- the words of a schema problem -----------------------------------------------------------------------

#: The lists of an order file: a number after one of them is a position in it, shown as a person counts.
_LISTS = frozenset({"actions", "members", "provinces", "guests", "take", "cede", "claim"})


def _in_action(loc: tuple[str | int, ...]) -> bool:
    return len(loc) >= 3 and loc[0] == "actions" and isinstance(loc[1], int)


def _dotted(loc: tuple[str | int, ...]) -> str:
    """Keys joined by dots, a position in a list counted from 1: `war.tudor.take[2]`."""
    shown: list[str | int] = []
    for i, part in enumerate(loc):
        shown.append(part + 1 if isinstance(part, int) and i > 0 and loc[i - 1] in _LISTS else str(part))
    return dotted(shown)


def place(file_loc: tuple[str | int, ...], language: Language) -> str:
    """Where in the file a value is, as a person counts: "action 2 ('study'), field 'skill'"."""
    loc, key = (file_loc[:-1], True) if file_loc and file_loc[-1] == "[key]" else (file_loc, False)
    if key:  # a key of a mapping, not its value: pydantic's loc holds the key itself before '[key]'
        return text(language, "place-key", field=_dotted(loc[:-1]) or "—")
    rest = loc[3:] if _in_action(loc) else loc
    item = None
    last = rest[-1] if rest else None
    if isinstance(last, int) and len(rest) >= 2 and rest[-2] in _LISTS:
        rest, item = rest[:-1], last + 1
    if _in_action(loc):
        action = {"n": int(loc[1]) + 1, "action": str(loc[2])}
        if not rest:
            return text(language, "place-action", **action)
        if item is not None:
            return text(language, "place-action-item", field=_dotted(rest), item=item, **action)
        return text(language, "place-action-field", field=_dotted(rest), **action)
    if not rest:
        return text(language, "place-file")
    if item is not None:
        return text(language, "place-item", field=_dotted(rest), item=item)
    return text(language, "place-field", field=_dotted(rest))


#: pydantic's error types → the catalog's `check-value-<name>`, and the context key of their limit.
_VALUE_PROBLEMS: dict[str, tuple[str, str | None]] = {
    "missing": ("missing", None), "extra_forbidden": ("extra", None), "literal_error": ("literal", None),
    "int_type": ("int", None), "int_parsing": ("int", None), "int_from_float": ("int", None),
    "string_type": ("string", None), "bool_type": ("bool", None), "bool_parsing": ("bool", None),
    "dict_type": ("dict", None), "model_type": ("dict", None), "model_attributes_type": ("dict", None),
    "list_type": ("list", None),
    "greater_than_equal": ("ge", "ge"), "greater_than": ("gt", "gt"), "less_than_equal": ("le", "le"),
    "less_than": ("lt", "lt"), "too_short": ("too-short", "min_length"), "too_long": ("too-long", "max_length"),
    "string_too_short": ("string-too-short", "min_length"), "string_too_long": ("string-too-long", "max_length"),
    "mentor_teacher": ("mentor-teacher", None), "assassinate_means": ("assassinate-means", None),
    "control_character": ("control-character", None), "web_address": ("web-address", None),
}
_SHOWN_AT_MOST = 40


def got(value: Any, language: Language) -> str:
    """A value as the player wrote it: text in quotes, a number or true/false as it is, a list or mapping
    on one line (cut when long)."""
    if value is None:
        return text(language, "got-empty")
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    shown = f"'{value}'" if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    return shown if len(shown) <= _SHOWN_AT_MOST else shown[:_SHOWN_AT_MOST - 1] + "…"


def value_problem(err: Mapping[str, Any], rules: Rules | None, language: Language) -> str:
    """What is wrong with one value, from pydantic's error: its type and context, never its English text."""
    name, limit_key = _VALUE_PROBLEMS.get(err["type"], ("other", None))
    ctx = err.get("ctx") or {}
    args: dict[str, Any] = {}
    if name not in ("missing", "extra", "mentor-teacher", "assassinate-means"):
        args["got"] = got(err.get("input"), language)
    if limit_key is not None:
        limit = ctx.get(limit_key)
        if not isinstance(limit, int):
            return text(language, "value-other", got=args["got"])
        args["limit"] = limit
    if name in ("too-short", "too-long", "string-too-short", "string-too-long"):
        args.pop("got")
    if name == "control-character":
        args["code"] = ctx.get("code", 0)
    if name == "literal":
        values = re.findall(r"'([^']*)'", str(ctx.get("expected", "")))
        args["choices"] = ", ".join(_choice(value, rules, language) for value in values)
    return text(language, f"value-{name}", **args)


def _choice(value: str, rules: Rules | None, language: Language) -> str:
    """A value that may be written, with what it means when that is not the same word: 'pay' (заплатить)."""
    skills = {str(k): v for k, v in rules.skills.items()} if rules is not None else {}
    meaning = _in_language(skills[value], language) if value in skills \
        else text(language, "choice-meaning", value=value)
    if meaning.lower() == value.lower():
        return text(language, "choice", value=value)
    return text(language, "choice-glossed", value=value, meaning=meaning.lower())


def _unwrap(node: Any) -> Any:
    """A field's type without `Annotated` and without `None` in a union."""
    while True:
        origin = get_origin(node)
        if origin is Annotated:
            node = get_args(node)[0]
        elif origin in (Union, types.UnionType):
            kept = [a for a in get_args(node) if a is not type(None)]
            if len(kept) != 1:
                return node
            node = kept[0]
        else:
            return node


def _model_at(loc: tuple[str | int, ...]) -> type[BaseModel] | None:
    """The model of the order file at pydantic's `loc` (an action by its tag), or None."""
    node: Any = OrderFile
    for part in loc:
        node = _unwrap(node)
        origin = get_origin(node)
        if isinstance(node, type) and issubclass(node, BaseModel):
            found = [f for name, f in node.model_fields.items() if (f.alias or name) == part]
            if not found:
                return None
            node = found[0].annotation
        elif origin is list:
            node = get_args(node)[0]
        elif origin is dict:
            node = get_args(node)[1]
        elif origin in (Union, types.UnionType) and isinstance(part, str) and part in ACTION_MODELS:
            node = ACTION_MODELS[part]
        else:
            return None
    node = _unwrap(node)
    return node if isinstance(node, type) and issubclass(node, BaseModel) else None


def _fields_text(model: type[BaseModel], language: Language) -> str:
    """The fields of a model, each quoted as the player writes it."""
    return ", ".join(text(language, "choice", value=name) for name in _fields_of(model))


def _fields_of(model: type[BaseModel]) -> list[str]:
    """The fields a player may write in a model, as he writes them (`from`, not `from_`): those he must
    write first."""
    fields = [(not f.is_required(), f.alias or name) for name, f in model.model_fields.items() if name != "action"]
    return [name for _, name in sorted(fields, key=lambda field: field[0])]


def parse_orders(path: Path, rules: Rules, language: Language, *, within: Path | None = None) -> ParsedOrders:
    """Read an order file; a file that cannot be read at all (a device, a pipe, a link out of the game folder
    `within`) is one problem, never an exception."""
    shown = display_path(path)
    try:
        text = read_text(path, MAX_INPUT_BYTES, within=within)
    except DynastyError as exc:
        return ParsedOrders(shown, None, None, [Problem(
            "unreadable", say("unreadable", language, reason=exc.sentence(language)),
            exc.location or Location(shown))])
    return parse_orders_text(text, shown, rules, language)
