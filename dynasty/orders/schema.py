"""`dynasty schema`: the JSON Schema of order files, for editors (yaml-language-server) to complete and
check as players type."""

from __future__ import annotations

import copy
from typing import Any

from dynasty.orders.model import ACTION_ADAPTER, ACTION_MODELS, OrderFile
from dynasty.orders.parse import normalise
from dynasty.rules import Rules

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
    schema["$schema"] = SCHEMA_DIALECT
    schema["title"] = "Dynasty Struggle order file"
    schema["description"] = "The orders of one dynasty for one turn (Борьба Династий)."
    return {"$schema": schema.pop("$schema"), **schema}
