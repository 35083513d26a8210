"""`dynasty schema`: the JSON Schema of order files, for editors (yaml-language-server) to complete and
check as players type."""

from __future__ import annotations

import copy
from typing import Any

from dynasty.game.rules import SKILLS, Rules
from dynasty.orders.model import ACTION_ADAPTER, ACTION_MODELS, OrderFile
from dynasty.orders.parse import normalise
from dynasty.orders.spelling import BOOL_FIELDS, CHOICES, KEY_WORDS, NO, SKILL_WORDS, WAR_KEYS, YES

SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"


def order_schema(rules: Rules) -> dict[str, Any]:
    """OrderFile's schema, with `actions` as the file writes them: one-key mappings, the key an action's
    English id or Russian name."""
    schema = OrderFile.model_json_schema(by_alias=True)
    defs: dict[str, Any] = schema.setdefault("$defs", {})
    action_schema = ACTION_ADAPTER.json_schema(by_alias=True)
    for name, definition in action_schema.get("$defs", {}).items():
        definition = copy.deepcopy(definition)
        if name in {model.__name__ for model in ACTION_MODELS.values()}:
            definition.get("properties", {}).pop("action", None)
            if "action" in definition.get("required", []):
                definition["required"].remove("action")
            definition["additionalProperties"] = False
        defs[name] = definition
    items = []
    for action_id, model in ACTION_MODELS.items():
        rule = rules.actions.get(action_id)
        russian = normalise(rule.ru)
        spellings = [action_id, rule.ru, rule.ru.replace(" ", "_"), russian, russian.replace(" ", "_")]
        for spelling in dict.fromkeys(spellings):
            items.append({
                "type": "object",
                "title": f"{action_id} — {rule.ru}",
                "properties": {spelling: {"$ref": f"#/$defs/{model.__name__}"}},
                "required": [spelling],
                "additionalProperties": False,
            })
    schema["properties"]["actions"] = {"type": "array", "items": {"oneOf": items}, "default": []}
    _spelled(schema, rules)
    schema["$schema"] = SCHEMA_DIALECT
    schema["title"] = "Dynasty Struggle order file"
    schema["description"] = "The orders of one dynasty for one turn (Борьба Династий)."
    return {"$schema": schema.pop("$schema"), **schema}


def _nullable(node: dict[str, Any]) -> dict[str, Any]:
    """A section that may be left empty in block style (`actions:` with nothing under it)."""
    return {"anyOf": [node, {"type": "null"}], **({"default": node.pop("default")} if "default" in node else {})}


def _spelled(schema: dict[str, Any], rules: Rules) -> None:
    """What `spelling` accepts, offered to editors: the Russian words beside the ids (skills, technologies,
    decisions, yes and no, a war order's keys), and sections left empty."""
    defs = schema["$defs"]
    for section in ("decisions", "actions", "war", "names"):
        schema["properties"][section] = _nullable(schema["properties"][section])
    decisions = defs["Decisions"]["properties"]
    for kind in ("famine", "disease", "volunteers", "revolt"):
        choices = decisions[kind]["additionalProperties"]
        choices["enum"] = [word for value in choices["enum"] for word in CHOICES[value]]
        decisions[kind] = _nullable(decisions[kind])
    skills = [word for sid in SKILLS
              for word in dict.fromkeys([sid, rules.skills[sid].ru, *SKILL_WORDS[sid]])]  # type: ignore[index]
    technologies = [word for tid, tech in rules.technologies.items() for word in (tid, tech.ru, tech.ru.lower())]
    booleans = {"anyOf": [{"type": "boolean"}, {"enum": [*YES, *NO]}]}
    for name, definition in defs.items():
        properties = definition.get("properties", {})
        if "skill" in properties:
            properties["skill"] = {**properties["skill"], "enum": skills}
        if "technology" in properties and name == "Research":
            properties["technology"] = {**properties["technology"], "enum": technologies}
        for field in BOOL_FIELDS & set(properties):
            properties[field] = {**booleans, "default": properties[field].get("default", False)}
        if "terms" in properties:
            properties["terms"] = _nullable(properties["terms"])
    war = defs["WarOrder"]["properties"]
    war["take"] = _nullable(war["take"])
    for key, words in WAR_KEYS.items():
        for word in words[1:]:
            war[word] = war[key]
    schema["properties"]["war"]["anyOf"][0]["additionalProperties"] = \
        _nullable(schema["properties"]["war"]["anyOf"][0]["additionalProperties"])
    for name, definition in defs.items():
        _russian_keys(definition, f"#/$defs/{name}")
    _russian_keys(schema, "#")


def _russian_keys(definition: dict[str, Any], at: str) -> None:
    """The Russian words of an object's keys (`spelling.KEY_WORDS`, as written and with a capital letter) beside
    its English ones, as one pattern a key that refers to the English key's schema (`at`: where the object is):
    an editor completes the English keys only, and accepts both; a required key is there in one spelling."""
    properties = definition.get("properties", {})
    spelled = {key: [w for word in KEY_WORDS[key] for w in dict.fromkeys([word, word.capitalize()])]
               for key in list(properties) if key in KEY_WORDS}
    for key, words in spelled.items():
        definition.setdefault("patternProperties", {})[f"^({'|'.join(words)})$"] = {
            "$ref": f"{at}/properties/{key}"}
    required = definition.get("required", [])
    either = [key for key in required if key in spelled]
    if either:
        definition["required"] = [key for key in required if key not in spelled]
        definition.setdefault("allOf", []).extend(
            {"anyOf": [{"required": [word]} for word in (key, *spelled[key])]} for key in either)
