"""Order files: text → typed orders, with every problem at its line.

A player may paste a whole forum post (`post`): the orders are read from its code block, and lines still count
in the text as saved. The YAML is read mending what can be mended (`yaml_mistakes`), so that one run finds every
mistake; the values are read in the player's spelling (`spelling`: Russian words, any letter case); what the
model refuses is told and left out, and the rest is still checked.
"""

from __future__ import annotations

import difflib
import json
import re
import types
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError

from dynasty.errors import DynastyError, Location, Problem, YamlSyntaxError, display_path
from dynasty.game.rules import Rules
from dynasty.orders.messages import Language, say, text
from dynasty.orders.model import ACTION_MODELS, OrderFile
from dynasty.orders.post import (
    Decoded,
    NotText,
    decode,
    looks_like_orders,
    missing_orders,
    orders_text,
    post_warnings,
)
from dynasty.orders.post import fenced_block as _fenced
from dynasty.orders.spelling import ACTION_NAMES, ACTION_WORDS, CHOICES, Canonical, WrittenNames, canonical, vocabulary
from dynasty.store.yaml_io import MAX_INPUT_BYTES, Document, dotted, parse_yaml_mending, read_bytes
from dynasty.store.yaml_mistakes import lint
from dynasty.text.catalogs import Text
from dynasty.text.did_you_mean import closest, fold


def fenced_block(text: str) -> tuple[str, int] | None:
    """The orders of a pasted message: the first fenced block marked yaml (else the first fenced block),
    with the number of lines before it."""
    found = _fenced(text)
    return None if found is None else (found.source, found.offset)


def action_names(rules: Rules) -> dict[str, str]:
    """Every accepted spelling of an action name → its id: the English id, the Russian name (any case,
    `_` or space), from the rules data, and the other names a Russian report gives it (`ACTION_NAMES`)."""
    names: dict[str, str] = {}
    for action_id in rules.actions.ids():
        rule = rules.actions.get(action_id)
        for spelling in (action_id, rule.ru, rule.en, *ACTION_NAMES.get(action_id, ())):
            names[normalise(spelling)] = action_id
    return names


def normalise(name: str) -> str:
    return fold(name)


#: A placeholder for `dynasty:` or `turn:` that cannot be read, so that the rest of the file is still checked.
_UNREAD = {"dynasty": "-", "turn": 1}


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
    #: the keys written otherwise than the model names them (Russian words, another letter case)
    spelled: Canonical | None = None
    #: what the model refused and the orders leave out: paths of the canonical file
    dropped: set[tuple[str | int, ...]] = field(default_factory=set)
    #: `dynasty` or `turn` when the file's value could not be read (the orders hold a placeholder)
    unread: set[str] = field(default_factory=set)
    #: the encoding the file was read in, when it was not UTF-8
    encoding: str | None = None
    #: the text as given (a whole post, perhaps), whose lines the problems count
    text: str = ""
    #: the actions the model refused, as written: index in the file, name written, action id (None when
    #: the name is unknown), parameters — their references are still checked
    refused: list[tuple[int, str, str | None, dict[str, Any]]] = field(default_factory=list)

    def location(self, loc: tuple[str | int, ...]) -> Location:
        if self.doc is None:
            return Location(self.path)
        return self.doc.location(self.spelled.as_written(loc) if self.spelled is not None else loc)

    def action_location(self, n: int, *fields: str | int) -> Location:
        """The line of action n (as in `orders.actions`), or of one of its fields."""
        index, written = self.action_places[n]
        return self.location(("actions", index, written, *fields))

    @property
    def errors(self) -> bool:
        return any(p.severity == "error" for p in self.problems)

    def dropped_under(self, *loc: str | int) -> bool:
        """Whether the model refused something at `loc` or within it."""
        return any(path[:len(loc)] == loc or loc[:len(path)] == path for path in self.dropped)


def parse_orders_text(text: str, shown: str, rules: Rules, language: Language,
                      names: WrittenNames | None = None) -> ParsedOrders:
    """An order file's text (or a pasted post) → typed orders and every problem found on the way; `names`: the
    game's provinces and dynasties, which a player may write by name."""
    found = orders_text(text)
    if found is None:
        code = missing_orders(text)
        return ParsedOrders(shown, None, None, [Problem(code, say(code, language), Location(shown, 1))], text=text)
    source, offset = found.source, found.offset
    source, linted = lint(source)
    problems = post_warnings(found, language, shown)  # what the post holds beside the orders read
    problems += [Problem("yaml-syntax", mistake.text.words(language), Location(shown, (mistake.line or 1) + offset))
                 for mistake in linted]
    doc, mistakes = parse_yaml_mending(source, shown, offset)
    problems += [Problem("yaml-syntax", exc.sentence(language), exc.location or Location(shown)) for exc in mistakes]
    parsed = ParsedOrders(shown, None, doc, sorted(problems, key=lambda p: p.location.line or 0), text=text)
    if doc is None:
        return parsed
    if not isinstance(doc.data, Mapping):
        where = Location(shown, offset + 1)
        code = "no-orders-block" if isinstance(doc.data, str) and looks_like_orders(text) else "not-orders"
        parsed.problems.append(Problem(code, say(code, language), where))
        return parsed
    parsed.spelled = canonical(doc.data, rules, names)
    data = dict(parsed.spelled.data)
    actions = data.get("actions")
    if isinstance(actions, list):
        data["actions"] = _actions(actions, parsed, rules, language)
    _validate(data, parsed, rules, language)
    # a line mended by a guess (a bracket closed, a line re-indented) was told as malformed: what its guessed
    # shape lacks is not told too
    guessed = {exc.location.line for exc in mistakes if exc.location is not None and isinstance(exc.text, Text)
               and exc.text.id in _GUESSES}
    parsed.problems = [p for p in parsed.problems if p.code not in _SHAPE_CODES or p.location.line not in guessed]
    return parsed


#: The YAML mistakes whose mending guesses at what was meant.
_GUESSES = frozenset({"cli-yaml-unclosed-bracket", "cli-yaml-unclosed-quote", "cli-yaml-brackets",
                      "cli-yaml-indentation", "cli-yaml-extra-bracket"})
#: The problems of the file's shape, which a guessed mending may cause.
_SHAPE_CODES = frozenset({"missing-field", "unknown-field", "bad-value", "action-shape", "action-params",
                          "not-orders"})


def _validate(data: dict[str, Any], parsed: ParsedOrders, rules: Rules, language: Language) -> None:
    """The model's verdict: every refusal is a problem, and what it refused is left out — an action, a
    decision, a war order, a name — so that the rest is still checked. A `dynasty:` or `turn:` that cannot be
    read is replaced by a placeholder and left unchecked."""
    places = list(parsed.action_places)
    data = _keys_as_text(data)
    for attempt in range(5):
        try:
            parsed.orders = OrderFile.model_validate(data)
            parsed.action_places = places
            return
        except ValidationError as exc:
            errors = exc.errors()
            if attempt == 0:
                parsed.problems += [_schema_problem(err, parsed, rules, language) for err in _told(errors)]
            data, places = _without(data, places, [tuple(err["loc"]) for err in errors], parsed)
    parsed.orders = None


def _told(errors: list[Any]) -> list[Any]:
    """The model's errors as they are told: a field missing where an unknown field was most likely meant for
    it (`targte` for `target`) is told once, by the unknown field's did-you-mean."""
    meant: set[tuple[Any, ...]] = set()
    for err in errors:
        loc = tuple(err["loc"])
        model = _model_at(loc[:-1]) if err["type"] == "extra_forbidden" else None
        if model is not None:
            hint = closest(str(loc[-1]), {f: [] for f in _fields_of(model)})
            if hint is not None:
                meant.add((*loc[:-1], hint))
    return [err for err in errors if not (err["type"] == "missing" and tuple(err["loc"]) in meant)]


_DROP = object()


def _without(data: dict[str, Any], places: list[tuple[int, str]], locs: list[tuple[str | int, ...]],
             parsed: ParsedOrders) -> tuple[dict[str, Any], list[tuple[int, str]]]:
    """The file without what the model refused at `locs`: an action whole, anything else at its place."""
    data = json.loads(json.dumps(data, default=str))  # a copy; the values are plain YAML data
    bad_actions: set[int] = set()
    for loc in locs:
        if loc and loc[0] == "actions" and len(loc) >= 2 and isinstance(loc[1], int):
            bad_actions.add(loc[1])
            continue
        if loc and loc[0] in _UNREAD and len(loc) == 1:
            data[str(loc[0])] = _UNREAD[str(loc[0])]
            parsed.unread.add(str(loc[0]))
            continue
        path = loc[:-1] if loc and loc[-1] == "[key]" else loc
        _mark(data, path)
        parsed.dropped.add(tuple(str(p) if not isinstance(p, int) else p for p in path))
    if bad_actions and isinstance(data.get("actions"), list):
        parsed.dropped |= {("actions", places[i][0]) for i in bad_actions if i < len(places)}
        parsed.refused += [(places[i][0], places[i][1], str(data["actions"][i].get("action")),
                            {k: v for k, v in data["actions"][i].items() if k != "action"})
                           for i in sorted(bad_actions) if i < len(places) and isinstance(data["actions"][i], dict)]
        data["actions"] = [a for i, a in enumerate(data["actions"]) if i not in bad_actions]
        places = [p for i, p in enumerate(places) if i not in bad_actions]
    return _swept(data), places


def _keys_as_text(data: Any) -> Any:
    """YAML data whose every key is text: `2024-01-01:` is read as a date, which JSON cannot hold as a key."""
    if isinstance(data, dict):
        return {k if isinstance(k, str | int | float | bool) or k is None else str(k): _keys_as_text(v)
                for k, v in data.items()}
    if isinstance(data, list):
        return [_keys_as_text(v) for v in data]
    return data


def _mark(data: Any, path: tuple[str | int, ...]) -> None:
    """Marks the element at `path` to be swept out, if it is there."""
    node = data
    for part in path[:-1]:
        node = _child(node, part)
        if node is _DROP:
            return
    if path and _child(node, path[-1]) is not _DROP:
        node[path[-1]] = _DROP


def _child(node: Any, part: str | int) -> Any:
    if isinstance(node, dict) and part in node:
        return node[part]
    if isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
        return node[part]
    return _DROP


def _swept(node: Any) -> Any:
    if isinstance(node, dict):
        return {k: _swept(v) for k, v in node.items() if v is not _DROP}
    if isinstance(node, list):
        return [_swept(v) for v in node if v is not _DROP]
    return node


def _actions(items: list[Any], parsed: ParsedOrders, rules: Rules, language: Language) -> list[dict[str, Any]]:
    """`- visit: {by: x}` → `{"action": "visit", "by": "x"}`; unknown names and wrong shapes are problems."""
    names = action_names(rules)

    @cache
    def known() -> str:  # every action, listed once for the file however many names it does not know
        return ", ".join(text(language, "list-item", name=rules.actions.get(a).name_in(language), id=a)
                         for a in rules.actions.ids())

    @cache
    def unknown_action(written: str) -> str:  # told once, however often the file writes it
        return _unknown_action(written, rules, language, names, known())

    normalised: list[dict[str, Any]] = []
    for index, item in enumerate(items):
        if not isinstance(item, Mapping) or len(item) != 1:
            where = parsed.location(("actions", index))  # a line is looked up only for a problem: it builds the tree
            parsed.problems.append(Problem("action-shape", say("action-shape", language), where))
            parsed.dropped.add(("actions", index))
            continue
        written, params = next(iter(item.items()))
        action_id = names.get(normalise(str(written)))
        if action_id is None:
            parsed.problems.append(Problem("unknown-action", unknown_action(str(written)),
                                           parsed.location(("actions", index, written))))
            parsed.dropped.add(("actions", index))
            if isinstance(params, Mapping):
                parsed.refused.append((index, str(written), None, dict(params)))
            continue
        if params is None:
            params = {}
        if not isinstance(params, Mapping):
            parsed.problems.append(Problem("action-params", say("action-params", language, action=str(written)),
                                           parsed.location(("actions", index, written))))
            parsed.dropped.add(("actions", index))
            continue
        if "action" in params:
            parsed.problems.append(Problem("unknown-field", say(
                "unknown-field", language, variant="action", field="action", n=index + 1, action=str(written),
                fields=_fields_text(ACTION_MODELS[action_id], language)),
                parsed.location(("actions", index, written, "action"))))
            parsed.dropped.add(("actions", index))
            continue
        normalised.append({"action": action_id, **params})
        parsed.action_places.append((index, str(written)))
    return normalised


def _unknown_action(written: str, rules: Rules, language: Language, names: Mapping[str, str], known: str) -> str:
    """An unknown action: the closest of the action `names` as it would be written (the id, or the Russian name
    when the closest is the Russian name); every action by its name and id (`known`) only when none is close, so
    that a slip of the hand gets one short line in the player's reply, not the list of 29 actions."""
    meant = _ACTION_WORDS.get(normalise(written))
    if meant is not None and meant in rules.actions.ids():  # a word for the action, not its name: its name
        return say("unknown-action", language, variant="hint", name=written,
                   hint=normalise(rules.actions.get(meant).ru) if language == "ru" else meant)
    close = difflib.get_close_matches(normalise(written), list(names), n=1)
    if not close:
        return say("unknown-action", language, name=written, known=known)
    action_id = names[close[0]]
    hint = close[0] if close[0] == normalise(rules.actions.get(action_id).ru) else action_id
    return say("unknown-action", language, variant="hint", name=written, hint=hint)


#: Other words for the actions (`spelling.ACTION_WORDS`), folded, to the action each means.
_ACTION_WORDS = {fold(word): action_id for action_id, words in ACTION_WORDS.items() for word in words}


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
        meant = closest(name, {f: [] for f in _fields_of(model)}) if code == "unknown-field" and model else None
        hint = {"hint": meant} if meant is not None else {}
        if not container:
            return Problem(code, say(code, language, variant="hint" if hint else None, field=name, **fields, **hint),
                           where)
        if _in_action(container) and len(container) == 3:
            return Problem(code, say(code, language, variant="action-hint" if hint else "action", field=name,
                                     n=int(container[1]) + 1, action=str(container[2]), **fields, **hint), where)
        inner = container[3:] if _in_action(container) else container
        if inner == ("decisions",) and not hint:  # a province written where the kind of event goes (PROV-6)
            return Problem(code, say(code, language, variant="decisions", field=name, **fields), where)
        return Problem(code, say(code, language, variant="in-hint" if hint else "in", field=name, where=_dotted(inner),
                                 **fields, **hint), where)
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
    "e_mail_address": ("e-mail-address", None),
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
        hint = _meant(err.get("input"), values, rules, language)
        if hint is not None:
            return text(language, "value-literal-hint", hint=hint, **args)
    return text(language, f"value-{name}", **args)


def _meant(written: Any, values: list[str], rules: Rules | None, language: Language) -> str | None:
    """The allowed value a mistyped one most likely means, as the player would write it: in a Russian game
    its Russian word (`управление`, `заплатить`), else its id."""
    if not isinstance(written, str) or rules is None:
        return None
    words = vocabulary(rules)
    spellings = {value: [*CHOICES.get(value, ()), *words.spellings("skill", value)] for value in values}
    meant = closest(written, spellings)
    if meant is None:
        return None
    # as he would write it: the spelling nearest to his (платм → платим, refuce → refuse)
    nearest = difflib.get_close_matches(fold(written), [meant, *spellings[meant]], n=1, cutoff=0.5)
    if nearest:
        return nearest[0]
    russian = [word for word in spellings[meant] if re.search("[а-яё]", word)]
    return russian[0] if language == "ru" and russian else meant


def _choice(value: str, rules: Rules | None, language: Language) -> str:
    """A value that may be written, with what it means when that is not the same word: 'pay' (заплатить)."""
    skills = {str(k): v for k, v in rules.skills.items()} if rules is not None else {}
    meaning = skills[value].name_in(language) if value in skills \
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


def parse_orders(path: Path, rules: Rules, language: Language, *, within: Path | None = None,
                 names: WrittenNames | None = None) -> ParsedOrders:
    """Read an order file in whatever encoding it was saved (`post.decode`): one not in UTF-8 draws a warning
    that says how it was read; a file that cannot be read at all (a device, a pipe, a link out of the game
    folder `within`) is one problem, never an exception."""
    shown = display_path(path)
    try:
        decoded = read_orders_file(path, within=within)
    except DynastyError as exc:
        return ParsedOrders(shown, None, None, [Problem(
            "unreadable", say("unreadable", language, reason=exc.sentence(language)),
            exc.location or Location(shown))])
    parsed = parse_orders_text(decoded.text, shown, rules, language, names)
    if decoded.encoding is not None:
        parsed.encoding = decoded.encoding
        parsed.problems.insert(0, Problem("encoding", say("encoding", language, encoding=decoded.encoding),
                                          Location(shown, 1), "warning"))
    return parsed


def read_orders_file(path: Path, *, within: Path | None = None) -> Decoded:
    """The text of an order file or a saved post, decoded (`post.decode`): a regular file, read up to the
    limit (`yaml_io.read_bytes`), that does not lead out of the game folder `within` by a link."""
    shown = display_path(path)
    data = read_bytes(path, MAX_INPUT_BYTES, within=within)
    try:
        return decode(data)
    except NotText:
        raise YamlSyntaxError(Text("cli-file-not-text"), Location(shown)) from None
