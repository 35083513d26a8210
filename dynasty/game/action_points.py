"""The AP of a turn (DYN-3, DYN-4, LOY-5, LOY-6, AGE-4, SUCC-7, technologies), with how it was computed,
so that a report can show each term (`dynasty.reports.figures.ap_items` puts them in words)."""

from __future__ import annotations

from dataclasses import dataclass, field

from dynasty.game.rules import Rules
from dynasty.game.state import GameState, hold, release


@dataclass(frozen=True, slots=True)
class ApPart:
    """One term of the AP sum: `kind` names it (base, mood, stewardship, age, loyal, technology, minimum); the
    facts a report needs to put it in words: the ruler and his role (SUCC-7), the ruling mood and its factor,
    his age, the loyal members, the technology."""

    kind: str
    amount: int
    who: str | None = None
    role: str = ""  # "head" or "regent" for the ruler's terms (SUCC-7)
    mood: int = 0
    per: int = 0
    age: int = 0
    members: tuple[str, ...] = ()
    technology: str | None = None


@dataclass(frozen=True)
class ApBreakdown:
    parts: list[ApPart] = field(default_factory=list)
    total: int = 0


def ruler(state: GameState, dynasty_id: str) -> str | None:
    """SUCC-7: while there is a regent, his mood, stewardship and age replace the head's."""
    dynasty = state.dynasties[dynasty_id]
    return dynasty.regent or dynasty.head


def turn_ap(state: GameState, rules: Rules, dynasty_id: str) -> ApBreakdown:
    """DYN-4: 8 + 2 × ruling mood + ruler's stewardship + LOY-5 bonus − AGE-4 penalty + technologies;
    never below the minimum."""
    dynasty = state.dynasties[dynasty_id]
    ap = rules.ap
    parts = [ApPart("base", ap.base)]
    parts.append(ApPart("mood", ap.per_ruling_mood * dynasty.ruling_mood, mood=dynasty.ruling_mood,
                        per=ap.per_ruling_mood))
    ruler_id = ruler(state, dynasty_id)
    if ruler_id is not None:
        ruling = state.characters[ruler_id]
        role = "regent" if dynasty.regent else "head"
        parts.append(ApPart("stewardship", ruling.skills.stewardship, who=ruler_id, role=role))
        # AGE-4: a head aged 50 gives −1 AP, and another −1 for every 5 years beyond
        if ruling.age >= rules.age.head_ap_penalty_from:
            steps = (ruling.age - rules.age.head_ap_penalty_from) // rules.age.turn_years + 1
            parts.append(ApPart("age", -steps * rules.age.head_ap_penalty_step, who=ruler_id, role=role,
                                age=ruling.age))
    # LOY-5, LOY-6: each living capable member other than the head with loyalty 5 gives +1
    loyal = [cid for cid in state.members(dynasty_id) for c in (state.characters[cid],)
             if cid != dynasty.head and c.age >= rules.age.capable and c.loyalty >= ap.loyal_level]
    if loyal:
        parts.append(ApPart("loyal", ap.per_loyal_member * len(loyal), members=tuple(loyal)))
    for tech in dynasty.technologies:
        bonus = rules.technologies[tech].ap
        if bonus:
            parts.append(ApPart("technology", bonus, technology=tech))
    total = sum(p.amount for p in parts)
    if total < ap.minimum:  # DYN-4: never below 0; the report shows the difference as its own term
        parts.append(ApPart("minimum", ap.minimum - total))
        total = ap.minimum
    return ApBreakdown(parts, total)


def set_turn_ap(state: GameState, rules: Rules) -> None:
    holding = hold(state)  # the members of every dynasty are asked: found in one pass over the characters
    try:
        for dynasty_id, dynasty in state.dynasties.items():
            if dynasty.alive:
                dynasty.ap = turn_ap(state, rules, dynasty_id).total
    finally:
        if holding:
            release(state)
