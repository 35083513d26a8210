"""The shared vocabulary of master step 1 (ACT-0): what every action module and the dispatcher
(`dynasty.engine.actions`) speak of — an ordered action, its dice keys, a failed re-check, a skill check,
and the effects that many actions share (the moods of executing, the public action's traits and penalties).

Nothing here dispatches: the action modules import this one, and the dispatcher imports them all.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from dynasty.engine.context import Turn
from dynasty.engine.reputation import change_reputation
from dynasty.game.dice import HIDDEN, Purpose, term
from dynasty.game.rules import Rules
from dynasty.game.state import Character
from dynasty.orders import model as m

STEP = "actions"


@dataclass(frozen=True, slots=True)
class Ordered:
    """One action of one dynasty's orders; `n` counts its actions from 1, in file order."""

    dynasty: str
    n: int
    order: m.ActionOrder

    @property
    def action(self) -> str:
        return self.order.action

    @property
    def label(self) -> str:
        return f"{self.order.action}-{self.n}"


@dataclass
class Progress:
    """What step 1 has done so far that the next actions depend on."""

    #: DYN-5: how many actions each character has taken on (as executor or teacher), failed ones included
    slots: Counter[str] = field(default_factory=Counter)
    #: ACT table: (dynasty, action) of the once-per-turn actions already paid
    once: set[tuple[str, str]] = field(default_factory=set)


def action_key(t: Turn, did: str, n: int, action: str, what: str) -> str:
    """`t07/action/valois/study-2/check`."""
    return t.key("action", did, f"{action}-{n}", what)


@dataclass(frozen=True)
class Failure:
    """Why an action fails at resolution: a code (the `check` message code where one fits) and who."""

    reason: str
    who: str | None = None
    #: ACT-0, WAR-12: a war order that finds no war — how the war with `who` ended this turn: "peace" (a peace
    #: ended it), "left" (one of the two left it by a peace) or "none" (there was none this turn)
    war_end: str | None = None


#: The effect of one action (`resolve_<action>`), called by the dispatcher after ACT-0.
Resolver = Callable[[Turn, str, int, Any], None]
#: An action's own re-checks of its targets when its turn comes (ACT-0), beyond the executor's.
TargetCheck = Callable[[Turn, str, Any], "Failure | None"]


def member_failure(t: Turn, did: str, cid: str) -> Failure | None:
    """A target that must be a living member of the dynasty."""
    character = t.state.characters.get(cid)
    if character is None or not character.alive:
        return Failure("dead", cid)
    if character.dynasty != did:
        return Failure("not-own-member", cid)
    return None


def action_number(t: Turn, did: str, match: Callable[[m.ActionOrder], bool]) -> int | None:
    """The number, counted from 1 in `did`'s orders, of its first action that `match`es."""
    orders = t.orders.get(did)
    for index, action in enumerate(orders.actions if orders is not None else []):
        if match(action):
            return index + 1
    return None


def order_pending(t: Turn, other: str | None, match: Callable[[m.ActionOrder], bool]) -> bool:
    """The handshakes (marriage, peace): `other` ordered an action that `match`es this turn, and its turn has
    not come yet. The dispatcher's record of the actions resolved (`Turn.resolved`) says so, never the outcomes:
    an outcome of `other` that bears the same number may belong to another house's action (a discovered plot)."""
    if other is None:
        return False
    orders = t.orders.get(other)
    return any(match(action) and (other, index + 1) not in t.resolved
               for index, action in enumerate(orders.actions if orders is not None else []))


def execution_moods(t: Turn, cid: str, action: str, nth: int, *, executor: bool) -> list[tuple[int, str]]:
    """TRAIT-lazy: −2 for any action but the exempt ones; TRAIT-workaholic: −1 for his second action; the
    executor of entertain and pilgrimage +1. Causes are `trait.condition` as at step 4, or the action."""
    found: list[tuple[int, str]] = []
    for trait_id in t.state.characters[cid].traits:
        trait = t.rules.traits[trait_id]
        if "action" in trait.mood and action not in trait.exempt_actions:
            found.append((trait.mood["action"], f"{trait_id}.action"))
        if nth >= 2 and "second_action" in trait.mood:
            found.append((trait.mood["second_action"], f"{trait_id}.second_action"))
    mood = t.rules.actions.get(action).mood
    if executor and mood:
        found.append((mood, action))
    return [(amount, cause) for amount, cause in found if amount]


@dataclass(frozen=True)
class Check:
    """RULES "Dice": check (skill, TN) — 1d6 + skill + modifiers ≥ TN."""

    key: str
    roll: int
    skill: int
    bonus: int
    tn: int

    @property
    def total(self) -> int:
        return self.roll + self.skill + self.bonus

    @property
    def success(self) -> bool:
        return self.total >= self.tn

    def params(self) -> dict[str, Any]:
        return {"roll": self.roll, "skill": self.skill, "bonus": self.bonus, "total": self.total, "tn": self.tn,
                "success": self.success}


@dataclass(frozen=True)
class Modifier:
    """A term of a check beyond the die and the skill — the era's bonus, a bribe, a recruit's loyalty — and its
    words in the die's purpose; `hidden` when the roller may not know it (another house's loyalty, traits)."""

    amount: int
    words: Purpose
    hidden: bool = False


def era_modifier(amount: int) -> list[Modifier]:
    """ERA-2, ERA-3: the era's bonus to a check, none when it is 0."""
    return [Modifier(amount, term("dice-term-era", amount))] if amount else []


def skill_check(t: Turn, did: str, n: int, action: str, cid: str, *, modifiers: Sequence[Modifier] = (),
                tn: int | None = None, purpose: str | None = None, **facts: Any) -> Check:
    """The action's check: the executor's skill of the table, the TN of the table (or `tn`), the era's bonus
    (ERA-2) and further `modifiers`. Its die's purpose is the catalog's `dice-check-<action>` (or `purpose`)
    with the whole formula and `facts` (the target: a province, a technology, a house)."""
    rule = t.rules.actions.get(action)
    assert rule.skill is not None and rule.tn is not None, f"action '{action}' has no check"
    key = action_key(t, did, n, action, "check")
    skill = t.state.characters[cid].skills.get(rule.skill)
    terms = [*era_modifier(t.era.check_bonus.get(action, 0)), *modifiers]
    tn = rule.tn if tn is None else tn
    die = t.rules.checks.die
    hidden = [mod.words for mod in terms if mod.hidden]
    roll = t.dice.total(key, die, Purpose(
        purpose or f"dice-check-{action.replace('_', '-')}", by=cid, skill=rule.skill, value=skill, die=die, tn=tn,
        terms=[mod.words for mod in terms if not mod.hidden], **({HIDDEN: hidden} if hidden else {}), **facts))
    return Check(key, roll, skill, sum(mod.amount for mod in terms), tn)


def study_modifiers(rules: Rules, character: Character) -> list[Modifier]:
    """ACT-study, TRAIT-genius: a Genius studies with 1d6+2."""
    found = []
    for trait in character.traits:
        bonus = rules.traits[trait].study_bonus
        if bonus:
            found.append(Modifier(bonus, term("dice-term-trait", bonus, trait=trait)))
    return found


def skill_top(rules: Rules, character: Character) -> int:
    """SKILL-2, SKILL-4: 6, or 8 for a Genius."""
    return rules.limits.genius_skill_max if "genius" in character.traits else rules.limits.skill_max


def raise_skill(rules: Rules, character: Character, skill: str) -> int:
    """+1, never above the character's top (SKILL-2, SKILL-4); returns the new value."""
    value = max(character.skills.get(skill), min(skill_top(rules, character), character.skills.get(skill) + 1))
    character.skills.set(skill, value)
    return value


def own_loss(t: Turn, cid: str, amount: int) -> int:
    """TRAIT-beautiful, TRAIT-ugly, TRAIT-R2: a reputation loss whose only cause is his action is halved
    (rounded up in magnitude) or doubled."""
    if amount >= 0:
        return amount
    for trait_id in t.state.characters[cid].traits:
        factor = t.rules.traits[trait_id].reputation_loss_factor
        if factor is not None:
            amount = -math.ceil(-amount * factor)
    return amount


def public_action_penalties(t: Turn, did: str, cid: str, action: str) -> None:
    """TRAIT-bad_manners: −10 reputation to his dynasty for each public action he executes (TRAIT-R2: his own
    penalty, so Beautiful and Ugly apply to it)."""
    if not t.rules.actions.get(action).public or "bad_manners" not in t.state.characters[cid].traits:
        return
    loss = t.rules.traits["bad_manners"].reputation_loss
    if loss:
        change_reputation(t, did, own_loss(t, cid, loss), f"bad manners: {action} by {cid}")


def marriage_moods(t: Turn, first: str, second: str) -> None:
    """MAR-8: marrying a Beautiful spouse gives the other +3 mood; an Ugly one −3 (`spouse_on_marriage`)."""
    for cid, spouse in ((first, second), (second, first)):
        for trait_id in t.state.characters[spouse].traits:
            amount = t.rules.traits[trait_id].mood.get("spouse_on_marriage", 0)
            t.mood(cid, amount, f"{trait_id}.spouse_on_marriage")


def public_action_traits(t: Turn, did: str, others: list[str], order: m.PublicAction) -> None:
    """TRAIT-gossip, TRAIT-flatterer: a public action of `did` aimed at other dynasties (each once). Each
    living, capable Gossip of `did` costs each of them 10 reputation (doubled on `double_gossip`, at 10 to `did` for
    each doubled loss) and gets +1 mood once for the action; each living Flatterer gives each of them 5
    (tripled on `triple_flattery`, at 5 to `did` for each tripled gain)."""
    state, traits = t.state, t.rules.traits
    # our reading of a gap: only members aged 15+ gossip and flatter (AGE-1, AGE-2: a child takes part in no
    # action, and a baby Gossip spreading rumours is no one's idea of the rule)
    members = [cid for cid, c in state.characters.items()
               if c.alive and c.dynasty == did and c.age >= t.rules.age.capable]
    others = list(dict.fromkeys(other for other in others if other != did))
    gossip, flatterer = traits["gossip"], traits["flatterer"]
    for cid in [cid for cid in members if "gossip" in state.characters[cid].traits]:
        for other in others:
            loss = (gossip.reputation_loss or 0) * (2 if order.double_gossip else 1)
            # the other dynasty sees rumours after a public action of `did`, never whose trait caused them
            if loss and change_reputation(t, other, loss, f"rumours: {did}", source=did):
                t.lowered_other[did].add(cid)
            if order.double_gossip and gossip.doubling_cost:
                change_reputation(t, did, gossip.doubling_cost, f"gossip doubled: {cid}")
        if others:
            t.mood(cid, gossip.mood.get("public_action", 0), "gossip.public_action")
    for cid in [cid for cid in members if "flatterer" in state.characters[cid].traits]:
        for other in others:
            gain = (flatterer.reputation_gain or 0) * (3 if order.triple_flattery else 1)
            if gain and change_reputation(t, other, gain, f"praise: {did}", source=did) > 0:
                t.raised_other.add(cid)
                t.raised_by_other.add(other)
            if order.triple_flattery and flatterer.tripling_cost:
                change_reputation(t, did, flatterer.tripling_cost, f"flattery tripled: {cid}")

