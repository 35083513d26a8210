"""The messages of `check`, in the game's language (CONTRACT: `turns/game.yaml` chooses ru or en).

Each message kind has a stable code; tests and tools match on the code. The sentences live in the catalog
`dynasty/locales/<language>/check.ftl` as `check-<code>` (and `check-<code>-<variant>` where one kind of
mistake reads differently in different places): each quotes the input and says what would be right.
"""

from __future__ import annotations

from typing import Any

from dynasty.errors import one_line
from dynasty.text.catalogs import Language, message

__all__ = ["MESSAGES", "SUMMARIES", "Language", "say", "summary", "text"]

#: Every kind of problem `check` reports, by its stable code.
MESSAGES: tuple[str, ...] = (
    # reading the file
    "unreadable", "encoding", "yaml-syntax", "not-orders", "no-orders-block", "orders-in-quote", "after-code-box",
    "orders-blocks", "action-shape", "action-params",
    "unknown-action", "missing-field",
    "unknown-field", "bad-value",
    # the file's place
    "wrong-dynasty", "wrong-turn", "file-name",
    # references
    "unknown-character", "unknown-dynasty", "unknown-province", "unknown-technology", "dead", "dynasty-gone",
    "not-own-member", "too-young", "target-own", "target-self", "target-child", "target-head", "not-own-province",
    # decisions
    "no-such-event", "decision-default", "heir-is-head", "heir-unlawful", "regent-unneeded", "regent-is-head",
    "regent-too-young",
    # executors
    "isolated", "general-busy", "executor-busy", "may-sabotage", "general-may-refuse", "once-per-turn",
    # actions
    "married", "same-sex", "not-married", "mentor-self", "mentor-gap", "hired-level", "study-max",
    "isolate-head-or-heir", "already-isolated", "not-isolated", "not-head", "abdicate-age", "branch-forbidden",
    "branch-small", "branch-provinces", "branch-head", "branch-army", "not-newborn", "ball-guests", "listed-twice",
    "terms-vassal", "plot-ally", "plot-discovery", "bribe-range", "agent-dynasty", "agent-head", "agent-is-target",
    "donate-coins",
    "already-at-war", "war-on-lord", "war-on-relatives", "not-at-war", "vassal-peace", "claim-not-theirs",
    "recruit-limit", "disband-too-many", "no-peace-offer", "no-proposal", "develop-max", "pacify-max",
    "research-known",
    "take-not-enemy", "send-exceeds-army", "war-losses",
    # the budget
    "ap-exceeded", "ap-unspent", "coins-exceeded",
)

#: The summary lines of `check`: `check-summary-<code>`.
SUMMARIES: tuple[str, ...] = ("total", "missing", "none", "player")


def text(language: Language, name: str, /, **params: Any) -> str:
    """The catalog's `check-<name>`: a part of a message (a place in the file, a value's problem, a list item)
    or a whole one; quoted input cannot break it over two lines."""
    safe = {k: one_line(v) if isinstance(v, str) else v for k, v in params.items()}
    return message(language, f"check-{name}", safe)


def say(code: str, language: Language, /, *, variant: str | None = None, **params: Any) -> str:
    """The message of `code` in `language` (its `variant`, when one kind of mistake reads differently in
    different places: `missing-field` in an action, `unknown-character` with a hint)."""
    if code not in MESSAGES:
        raise KeyError(f"no check message '{code}'")
    return text(language, f"{code}-{variant}" if variant else code, **params)


def summary(code: str, language: Language, /, **params: Any) -> str:
    if code not in SUMMARIES:
        raise KeyError(f"no check summary '{code}'")
    return text(language, f"summary-{code}", **params)
