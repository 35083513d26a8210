"""A scenario's overrides of the rules data (its `rules:` section, or a campaign's), merged over the defaults
before the rules are validated (`rules.load_rules`): which keys are known comes from the rules models, so that
an unknown key is an error that names it and the keys known there."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import UnionType
from typing import Any, Union, get_args, get_origin

from pydantic import BaseModel

from dynasty.store.yaml_io import dotted


def _unwrap(annotation: Any) -> Any:
    """`X | None` → X."""
    if get_origin(annotation) in (Union, UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return args[0]
    return annotation


def merge_overrides(base: Mapping[Any, Any], override: Mapping[Any, Any], shape: Any,
                    loc: tuple[str | int, ...] = ()) -> dict[Any, Any]:
    """`override` over `base`, recursively for mappings. What keys are known comes from the model
    (`shape`, at the top `rules.Rules`): a model's fields; the existing entries of a table of models (eras,
    traits, actions...); any key of a plain table of numbers (an era's `ap_delta`, a trait's `skills`)."""
    shape = _unwrap(shape)
    merged = dict(base)
    for key, value in override.items():
        here = loc + (key,)
        if isinstance(shape, type) and issubclass(shape, BaseModel):
            if key not in shape.model_fields:
                raise UnknownRulesKey(here, list(shape.model_fields))
            inner = shape.model_fields[key].annotation
        elif get_origin(shape) is dict:
            inner = _unwrap(get_args(shape)[1])
            if isinstance(inner, type) and issubclass(inner, BaseModel) and key not in base:
                raise UnknownRulesKey(here, [str(k) for k in base])
        else:
            raise UnknownRulesKey(here, [])
        current = base.get(key)
        if isinstance(value, Mapping) and (isinstance(current, Mapping) or current is None) \
                and _is_mapping_shape(inner):
            merged[key] = merge_overrides(current or {}, value, inner, here)
        else:
            merged[key] = value
    return merged


def _is_mapping_shape(shape: Any) -> bool:
    shape = _unwrap(shape)
    return get_origin(shape) is dict or (isinstance(shape, type) and issubclass(shape, BaseModel))


class UnknownRulesKey(Exception):
    """A key of the overrides that the rules do not have: where it is, and the keys known there."""

    def __init__(self, loc: tuple[str | int, ...], known: Sequence[str]) -> None:
        super().__init__(dotted(loc))
        self.loc = loc
        self.known = known
