"""The words for the state of things a report describes: the causes of moods (MOOD-4) and of reputation,
province events and the decisions they ask (PROV-3), eras' effects (ERA-*), and kinship and alliances
(ALLY-5).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from dynasty.game.rules import Era, Rules
from dynasty.game.succession import HeirOutlook
from dynasty.orders.costs import disease_drops
from dynasty.orders.messages import Language
from dynasty.reports.words import Words, signed
from dynasty.text.catalogs import Named, has_message, message

# -- causes of moods and reputation --------------------------------------------------------------------------


#: MOOD-4: the causes of a mood that are a state of the character, not a trait's (ACT-isolate: −1 each turn).
_MOOD_STATES = ("isolated",)


def mood_cause(cause: str, words: Words, who: Named | str = "—") -> str:
    """MOOD-4: why a mood changed, as the engine records it, in words — `envious.not_head` → "Зависть (не
    глава)", `isolated` → "в изоляции", an action's id → its name. `who` is the character whose mood it is:
    the words agree with him or her. A cause the catalog has no words for is shown as it is."""
    w = words
    trait_id, _, condition = cause.partition(".")
    if condition and trait_id in w.rules.traits:
        key = condition.replace("_", "-")
        for sentence in (f"home-mood-{key}-{trait_id.replace('_', '-')}", f"home-mood-{key}"):
            if has_message(w.language, sentence):
                return w.t(sentence, trait=w.trait(trait_id, who), who=who)
        return w.t("home-mood-trait", trait=w.trait(trait_id, who), condition=condition)
    if cause in _MOOD_STATES:
        return w.t(f"home-mood-{cause}", who=who)
    if cause in w.rules.actions.ids():
        return w.action(cause)
    return cause


#: The engine's causes of a reputation change (`t.record("reputation", ...)`: `find_spouse: louis`, `famine in
#: anjou: paid`, `war on habsburg: close (WAR-10)`) and their words.
_CAUSES: list[tuple[re.Pattern[str], Callable[[Words, re.Match[str]], str]]] = [
    (re.compile(r"^share: (.+)$"),  # REP-3
     lambda w, m: w.t("home-reputation-share", cause=reputation_cause(m.group(1), w))),
    (re.compile(r"^famine in ([^:]+): (paid|refused)$"),
     lambda w, m: w.t(f"home-reputation-famine-{m.group(2)}", province=w.n(m.group(1)))),
    (re.compile(r"^unlawful heir \(SUCC-4\)$"),
     lambda w, m: w.t("home-reputation-unlawful-heir")),
    (re.compile(r"^bad manners: (\w+) by (.+)$"),
     lambda w, m: w.t("home-reputation-bad-manners", who=w.n(m.group(2)), action=w.action(m.group(1)))),
    (re.compile(r"^rumours: (.+)$"),  # TRAIT-gossip, as the other dynasty sees it: whose trait stays hidden
     lambda w, m: w.t("home-reputation-rumours", dynasty=w.n(m.group(1)))),
    (re.compile(r"^praise: (.+)$"),  # TRAIT-flatterer, as the other dynasty sees it
     lambda w, m: w.t("home-reputation-praise", dynasty=w.n(m.group(1)))),
    (re.compile(r"^gossip doubled: (.+)$"),  # the acting dynasty's own cost
     lambda w, m: w.t("home-reputation-gossip-doubled", who=w.n(m.group(1)))),
    (re.compile(r"^flattery tripled: (.+)$"),
     lambda w, m: w.t("home-reputation-flattery-tripled", who=w.n(m.group(1)))),
    (re.compile(r"^gossip$"),  # ACT-gossip on the target: who spread it stays hidden
     lambda w, m: w.t("home-reputation-gossip")),
    (re.compile(r"^defeat of (.+): an ally lost$"),  # DEFEAT-1
     lambda w, m: w.t("home-reputation-ally-fell", dynasty=w.n(m.group(1)))),
    (re.compile(r"^defeat of (.+): an enemy fell$"),  # DEFEAT-3
     lambda w, m: w.t("home-reputation-enemy-fell", dynasty=w.n(m.group(1)))),
    (re.compile(r"^war drain: (.+?)-vs-(.+) \(WAR-9\)$"),  # the war is named by its two leaders
     lambda w, m: w.t("home-reputation-war-drain", attacker=w.n(m.group(1)), defender=w.n(m.group(2)))),
    (re.compile(r"^war on (.+): branch \(WAR-10\)$"),
     lambda w, m: w.t("home-reputation-war-on-branch", dynasty=w.n(m.group(1)))),
    (re.compile(r"^war on (.+): (?:close|relative) \(WAR-10\)$"),
     lambda w, m: w.t("home-reputation-war-on-kin", dynasty=w.n(m.group(1)))),
    (re.compile(r"^cunning: (.+)$"),  # TRAIT-cunning: the head wins back part of the largest loss
     lambda w, m: w.t("home-reputation-cunning", who=w.n(m.group(1)), trait=w.trait("cunning"))),
    (re.compile(r"^(\w+) discovered: (.+)$"),  # ACT-0: a discovered plot
     lambda w, m: w.t("home-reputation-discovered", who=w.n(m.group(2)), action=w.action(m.group(1)))),
    (re.compile(r"^(\w+): (.+)$"),  # an action of a member: find_spouse, donate, pilgrimage, ball ...
     lambda w, m: _action_cause(w, m.group(1), m.group(2))),
]


def _action_cause(w: Words, action: str, who: str) -> str:
    if action not in w.rules.actions.ids():
        return f"{action}: {who}"
    sentence = f"home-reputation-{action.replace('_', '-')}"
    if not has_message(w.language, sentence):
        sentence = "home-reputation-action"
    return w.t(sentence, who=w.n(who), action=w.action(action))


def reputation_cause(cause: str, words: Words) -> str:
    """The engine's cause of a reputation change (`find_spouse: louis`, `famine in anjou: paid`) in words."""
    for pattern, say in _CAUSES:
        match = pattern.match(cause)
        if match is not None:
            return say(words, match)
    return cause


# -- province events, decisions, eras ---------------------------------------------------------------------------

_CHOICES = {"famine": ("pay", "refuse"), "disease": ("pay", "refuse"), "volunteers": ("accept", "refuse"),
            "revolt": ("suppress", "yield")}


def decision_choices(kind: str) -> list[str]:
    """PROV-3, PROV-4: the answers a decision takes."""
    return list(_CHOICES.get(kind, ()))


def _event_effect(p: Mapping[str, Any], kind: str) -> str:
    """What a province's event does (PROV-3): the key of its sentence, '' for a quiet year."""
    if int(p.get("army_change", 0) or 0):
        return "desert"
    if not p.get("applies", True) and kind != "none":
        return "no-effect"
    decision = p.get("decision")
    if decision == "revolt":
        return "decide-revolt"
    if decision in ("famine", "disease"):
        return "decide-pay"
    if decision == "volunteers":
        return "decide-accept"
    return ""


_EVENTS = ("none", "famine", "disease", "volunteers", "revolt")


def event_thresholds(rules: Rules, era_id: str | None) -> dict[str, int]:
    """PROV-3, ERA-5: the loyalties an event's effect turns on — a revolt breaks out at `revolt_at` and below,
    volunteers join at `accept_at` and above, and desert at `desert_at` and below — in the era `era_id`."""
    events = rules.events
    era = rules.eras[era_id].effects if era_id is not None and era_id in rules.eras else None
    revolt_at = era.revolt_at_loyalty if era is not None and era.revolt_at_loyalty is not None else None
    desert_at = era.desert_at_loyalty if era is not None and era.desert_at_loyalty is not None else None
    return {"revolt_at": events.revolt.at_loyalty if revolt_at is None else revolt_at,
            "accept_at": events.volunteers.accept_at_loyalty,
            "desert_at": events.volunteers.desert_at_loyalty if desert_at is None else desert_at}


def event_loyalty(words: Words, province: Any, kind: str, p: Mapping[str, Any]) -> int | None:
    """PROV-3: the province's loyalty when its event was rolled: the outcome's (`loyalty`), else the state's when
    its event of the province is this one — the events are rolled last in a turn (TURN-3), so the loyalty has
    not changed since. None when neither tells. Only the province's owner and the GM read its event."""
    if isinstance(p.get("loyalty"), int):
        return int(p["loyalty"])
    state = words.state
    if state is None:
        return None
    found = state.provinces.get(str(province))
    event = found.event if found is not None else None
    if found is None or event is None or event.turn != state.turn or event.kind != kind or event.roll != p.get("roll"):
        return None
    return found.loyalty


def _loyalty_facts(words: Words, province: Any, kind: str, effect: str, p: Mapping[str, Any]) -> dict[str, int]:
    """PROV-3: for an event that loyalty left without effect (a revolt, volunteers) or turned into deserters, the
    province's loyalty and the thresholds of the rules data; {} when the loyalty is not known."""
    if effect not in ("no-effect", "desert") or kind not in ("revolt", "volunteers"):
        return {}
    loyalty = event_loyalty(words, province, kind, p)
    if loyalty is None:
        return {}
    era = p.get("era") or (words.state.era if words.state is not None else None)
    return {"loyalty": loyalty, **event_thresholds(words.rules, str(era) if era else None)}


def event_text(words: Words, province: Any, p: Mapping[str, Any], *, headed: bool = True) -> str:
    """PROV-3: a province's event of this turn with its roll and what it asks for; `headed=False` gives only
    what it does (the province and the roll are shown beside it). An event that the province's loyalty left
    without effect, or turned into deserters, says that loyalty and the threshold of the rules (PROV-3, ERA-5)."""
    w = words
    kind = str(p.get("event", p.get("kind", "none")))
    effect = _event_effect(p, kind)
    facts = {"province": w.n(province), "roll": p.get("roll"), "event": w.label(kind),
             "change": signed(int(p.get("army_change", 0) or 0)), "points": sum(p.get("revolt_roll") or [])}
    loyalty = _loyalty_facts(w, province, kind, effect, p)
    if loyalty:
        which = f"{effect}-{kind}" if effect == "no-effect" else effect
        if not headed:
            return w.t(f"home-event-effect-{which}-loyalty", **facts, **loyalty)
        return w.t(f"home-event-{kind}-{effect}-loyalty", **facts, **loyalty)
    if not headed:
        return w.t(f"home-event-effect-{effect}", **facts) if effect else ""
    sentence = f"home-event-{kind}{f'-{effect}' if effect else ''}"
    if kind not in _EVENTS or not has_message(w.language, sentence):
        sentence = f"home-event-other{f'-{effect}' if effect else ''}"
    return w.t(sentence, **facts)


def decision_text(words: Words, kind: str, province: str | None, default: str, detail: str = "") -> str:
    """A decision to take now and its default (PROV-6, SUCC-7); the heir's is `heir_text`."""
    w = words
    if kind == "regent":
        return w.t("home-decision-regent", regent=w.n(default))
    facts = {"event": w.label(kind).capitalize(), "province": w.n(province),
             "choices": " / ".join(w.label(c) for c in decision_choices(kind)), "default": w.label(default)}
    said = w.t("home-decision-event-detail", detail=detail, **facts) if detail else w.t("home-decision-event", **facts)
    risk = decision_risk(w, kind, province, default)  # whole sentences, one after the other
    return f"{said} {risk}" if risk else said


def _technologies(words: Words, province: str | None) -> list[str]:
    """The technologies of the province's owner, as the state the words are of holds them ([] without it): the
    reader's own, for a decision is only his."""
    state = words.state
    found = state.provinces.get(str(province)) if state is not None and province is not None else None
    owner = state.dynasties.get(found.owner) if state is not None and found is not None and found.owner else None
    return list(owner.technologies) if owner is not None else []


def decision_risk(words: Words, kind: str, province: str | None, default: str) -> str:
    """What an event's decision may cost, in the numbers of the rules data: a famine refused (PROV-3, PROV-5),
    a disease refused or paid (PROV-3, PROV-5), a revolt yielded — by default when the army is too small
    (PROV-4); '' for volunteers, whose refusal costs nothing."""
    w, events = words, words.rules.events
    if kind == "famine":
        famine = events.famine
        return w.t("home-decision-risk-famine", loyalty_change=signed(famine.refuse_loyalty),
                   yield_change=signed(famine.refuse_yield), reputation_change=signed(famine.refuse_reputation))
    if kind == "disease":
        drop, paid_drop = disease_drops(w.rules, _technologies(w, province))
        return w.t("home-decision-risk-disease", drop=drop, paid_drop=paid_drop)
    if kind == "revolt":
        sentence = "home-decision-risk-revolt-default" if default == "yield" else "home-decision-risk-revolt"
        return w.t(sentence, turns=events.revolt.turns_in_revolt)
    return ""


def heir_text(words: Words, outlook: HeirOutlook) -> str:
    """SUCC-3..SUCC-5: who succeeds if the head dies now: the lawful heirs, the default first; with none, who
    succeeds all the same, and the SUCC-4 price at today's reputation, and whether it ends the house (DYN-2)."""
    w = words
    if outlook.lawful:
        others = outlook.lawful[1:]
        if not others:
            return w.t("home-decision-heir", heir=w.n(outlook.lawful[0]))
        return w.t("home-decision-heirs", heir=w.n(outlook.lawful[0]), others=w.listed([str(w.n(o)) for o in others]),
                   count=len(others), other=w.n(others[0]))
    fatal = "-fatal" if outlook.ends_house else ""
    return w.t(f"home-decision-heir-unlawful{fatal}", heir=w.n(outlook.successor),
               base=w.rules.succession.unlawful_penalty, penalty=outlook.penalty, reputation=outlook.reputation)


def era_effects(era: Era, rules: Rules, language: Language) -> list[str]:
    """ERA-2 .. ERA-6: an era's effects as sentences, read from the rules data."""
    w = Words(language, lambda entity_id: Named(entity_id, "person"), rules)
    effects = era.effects
    found: list[str] = []
    by_delta: dict[int, list[str]] = {}
    for action, delta in effects.ap_delta.items():
        by_delta.setdefault(delta, []).append(action)
    for delta, actions in by_delta.items():
        if delta < 0:
            found.append(w.t("home-era-cheaper", actions=w.quoted_actions(actions), n=-delta, least=effects.ap_min,
                             count=len(actions)))
        else:
            found.append(w.t("home-era-dearer", actions=w.quoted_actions(actions), n=delta, count=len(actions)))
    for action, ap in effects.ap_set.items():
        found.append(w.t("home-era-ap", actions=w.quoted_actions([action]), n=ap, count=1))
    for action, bonus in effects.check_bonus.items():
        found.append(w.t("home-era-check", actions=w.quoted_actions([action]), bonus=signed(bonus), count=1))
    by_bonus: dict[int, list[str]] = {}
    for action, bonus in effects.discovery_bonus.items():
        by_bonus.setdefault(bonus, []).append(action)
    # the actions of the line just before, when it is the only one above that names actions
    named = [sorted(actions) for actions in by_delta.values()] if not effects.ap_set and not effects.check_bonus else []
    for bonus, actions in by_bonus.items():
        way = "harder" if bonus < 0 else "easier"
        if named == [sorted(actions)]:  # the same actions as the line before: «Их же труднее раскрыть…»
            found.append(w.t("home-era-discovery-same", bonus=signed(bonus), way=way))
            continue
        found.append(w.t("home-era-discovery", actions=w.quoted_actions(actions), bonus=signed(bonus),
                         count=len(actions), way=way))
    for action, coins in effects.coins_set.items():
        sentence = "home-era-coins-per-soldier" if action == "recruit" else "home-era-coins"
        found.append(w.t(sentence, actions=w.quoted_actions([action]), coins=coins))
    if effects.war_drain_reputation is not None:
        found.append(w.t("home-era-war-drain", n=effects.war_drain_reputation))
    if effects.revolt_max_roll is not None:
        found.append(w.t("home-era-revolt-roll", n=effects.revolt_max_roll))
    if effects.revolt_at_loyalty is not None:
        found.append(w.t("home-era-revolt-loyalty", n=effects.revolt_at_loyalty))
    if effects.desert_at_loyalty is not None:
        found.append(w.t("home-era-desert-loyalty", n=effects.desert_at_loyalty))
    return found


# -- relations (ALLY-5) --------------------------------------------------------------------------------------------

#: ALLY-5: the kinds of kinship that make an ally, each a word of the catalog (`home-kin-<kind>`) for a man and a
#: woman.
_KIN = ("parent", "child", "sibling", "spouse", "grandparent", "grandchild", "uncle_aunt", "nephew_niece", "cousin")


def kin_word(kind: str, sex: str, language: Language) -> str:
    """"daughter" for a woman who is a `child`."""
    if kind not in _KIN:
        return kind
    return message(language, f"home-kin-{kind.replace('_', '-')}", who=Named("", "person", sex))


def alliance_text(words: Words, *, ours_is_head: bool, kin: str, who: str) -> str:
    """ALLY-5: why another dynasty is an ally: "your head's daughter Anna is there", or "their head's son
    Ivan is with you"."""
    return words.t("home-ally-ours" if ours_is_head else "home-ally-theirs", kin=kin, relative=who)
