"""The reports' view-models (STYLE "One view-model per report"), built from the state at the start of a
turn, the log of the turn before (or, on turn 1, the new-game log) and what each dynasty has learned.

Fog of war (INFO-1 .. INFO-5) is decided here and only here: a `DynastyReport` gets its own dynasty whole,
its own dice, the outcomes that concern it and the public ones (without their dice); of another dynasty
only its public facts (INFO-3) and what it learned (`known`, INFO-4). The templates render what they get.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from dynasty.campaign import GameSettings
from dynasty.engine.action_points import AP_WORDS, ApBreakdown, turn_ap
from dynasty.knowledge import known_facts
from dynasty.orders.check import generals_at_war
from dynasty.orders.costs import famine_cost
from dynasty.orders.defaults import default_decisions
from dynasty.orders.messages import Language
from dynasty.orders.template import order_template
from dynasty.relations import alliance, inverse, members_by_dynasty
from dynasty.reports.family import mermaid_tree, related_characters
from dynasty.reports.model import (
    CaptureView,
    DecisionView,
    DiceView,
    DynastyReport,
    EraView,
    EventView,
    Formula,
    GmReport,
    Happening,
    KnownFact,
    MemberView,
    MoodPart,
    OtherDynastyView,
    OtherWarView,
    PeaceOfferView,
    ProvinceView,
    PublicMember,
    PublicReport,
    WarSides,
    WarView,
)
from dynasty.reports.texts import (
    Words,
    alliance_text,
    capture_text,
    decision_choices,
    decision_text,
    display_names,
    era_effects,
    event_text,
    happening_text,
    kin_word,
    peace_offer_text,
    reputation_cause,
    war_general_text,
    war_summary,
)
from dynasty.rules import Rules
from dynasty.state import GameState, LearnedFact, ProvinceEvent, War
from dynasty.succession import default_heir, unchanged

Outcome = dict[str, Any]

#: Outcomes only the GM sees, whoever they name.
GM_ONLY = frozenset({"initiative"})
#: Outcomes a private report shows elsewhere than in "happened" (each member's mood, MOOD-4).
SHOWN_WITH_MEMBERS = frozenset({"mood"})
#: Public outcomes whose dice each dynasty they concern sees (INFO-5: a battle's result is public — the
#: provinces it took by die).
SHARED_DICE = frozenset({"battle"})


# -- what happened since the last report -------------------------------------------------------------------


@dataclass(frozen=True)
class TurnRecord:
    """What happened since the last report: the outcomes and every die rolled for them."""

    outcomes: list[Outcome]
    dice: list[dict[str, Any]]
    missing: list[str]
    resolved: bool  # False on turn 1: nothing was resolved yet, only the start of the turn was rolled
    _dice_by_key: dict[str, list[int]] | None = field(default=None, compare=False, repr=False)
    _outcome_positions: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def dice_under(self, key: str) -> list[int]:
        """The positions in `dice` of the dice whose key is `key` or starts with `key/`. Every outcome
        of every report asks: an index by each '/'-prefix of each key, built once, spares a scan of every die
        each time (a turn's dice grow with the number of dynasties, and so do its outcomes)."""
        if self._dice_by_key is None:
            index: dict[str, list[int]] = {}
            for i, die in enumerate(self.dice):
                parts = str(die.get("key", "")).split("/")
                for n in range(1, len(parts) + 1):
                    index.setdefault("/".join(parts[:n]), []).append(i)
            object.__setattr__(self, "_dice_by_key", index)
        assert self._dice_by_key is not None
        return self._dice_by_key.get(key, [])

    # Each report reads the outcomes of its own dynasty: the positions of each dynasty's outcomes (and of the
    # public ones, the defeats, and those that name others in `concerns`), found in one pass, spare every
    # report a scan of every outcome. Each use below keeps its own test on the outcomes it is given: the
    # index only chooses which outcomes to look at, never which to keep.

    def _outcome_index(self) -> dict[str, Any]:
        index = self._outcome_positions
        if not index:
            own: dict[Any, list[int]] = {}
            named: dict[Any, list[int]] = {}
            everyone: list[int] = []  # public, or with `concerns` that is not a list of ids
            defeats: list[int] = []
            for i, o in enumerate(self.outcomes):
                dynasty, listed = o.get("dynasty"), o.get("concerns") or []
                if isinstance(dynasty, str) or dynasty is None:
                    own.setdefault(dynasty, []).append(i)
                else:
                    everyone.append(i)
                if o.get("kind") == "defeat":
                    defeats.append(i)
                if o.get("public") or not isinstance(listed, list) or not all(isinstance(d, str) for d in listed):
                    everyone.append(i)
                else:
                    for did in dict.fromkeys(listed):
                        named.setdefault(did, []).append(i)
            index.update(own=own, named=named, everyone=everyone, defeats=defeats)
        return index

    def moods(self) -> dict[str, dict[str, Any]]:
        """The params of each character's last `mood` outcome (MOOD-4), by character. Shared by the reports,
        which only read them."""
        index = self._outcome_index()
        if "moods" not in index:
            index["moods"] = {str(p.get("character")): p for p in (dict(o.get("params") or {}) for o in self.outcomes
                                                                   if o.get("kind") == "mood")}
        moods: dict[str, dict[str, Any]] = index["moods"]
        return moods

    def own_outcomes(self, dynasty_id: str) -> list[Outcome]:
        """A superset, in log order, of the outcomes whose `dynasty` is `dynasty_id`."""
        index = self._outcome_index()
        positions = sorted({*index["own"].get(dynasty_id, ()), *index["everyone"]})
        return [self.outcomes[i] for i in positions]

    def own_and_defeats(self, dynasty_id: str) -> list[Outcome]:
        """A superset, in log order, of the dynasty's outcomes and every defeat."""
        index = self._outcome_index()
        positions = sorted({*index["own"].get(dynasty_id, ()), *index["everyone"], *index["defeats"]})
        return [self.outcomes[i] for i in positions]

    def concerning(self, dynasty_id: str) -> list[Outcome]:
        """A superset, in log order, of the outcomes that concern the dynasty (`concerns`)."""
        index = self._outcome_index()
        positions = sorted({*index["own"].get(dynasty_id, ()), *index["named"].get(dynasty_id, ()),
                            *index["everyone"]})
        return [self.outcomes[i] for i in positions]


def _event_outcome(pid: str, owner: str, event: ProvinceEvent) -> Outcome:
    """A province's event of this turn, shaped as the log's `event` outcome (`record_turn_start`)."""
    return {"step": "next-turn", "kind": "event", "dynasty": owner,
            "params": {"province": pid, "event": event.kind, "roll": event.roll, "applies": event.applies,
                       "decision": event.decision, "revolt_roll": event.revolt_roll,
                       "army_change": event.army_change},
            "dice": [f"t{event.turn:02d}/province/{pid}/event"]}


def _birth_outcome(state: GameState, child: str, father: str | None, mother: str | None, dynasty: str) -> Outcome:
    return {"step": "next-turn", "kind": "birth", "dynasty": dynasty, "public": True,
            "params": {"child": child, "father": father, "mother": mother},
            "dice": [f"t{state.turn:02d}/birth/{father}+{mother}"]}


def turn_record(state: GameState, log: Mapping[str, Any] | None,
                new_game_log: Mapping[str, Any] | None) -> TurnRecord:
    """The log of the turn before (or the new-game log on turn 1), completed from the state with this turn's
    province events and births where the log does not list them."""
    source = log if log is not None else new_game_log or {}
    outcomes: list[Outcome] = [dict(o) for o in (log or {}).get("outcomes") or [] if isinstance(o, Mapping)]
    if log is None:
        for birth in (new_game_log or {}).get("births") or []:
            outcomes.append(_birth_outcome(state, birth["child"], birth.get("father"), birth.get("mother"),
                                           birth["dynasty"]))
    has_event = {o.get("params", {}).get("province") for o in outcomes if o.get("kind") == "event"}
    has_birth = {o.get("params", {}).get("child") for o in outcomes if o.get("kind") == "birth"}
    events = [_event_outcome(pid, p.owner, p.event) for pid, p in state.provinces.items()
              if p.event is not None and p.owner is not None and p.event.turn == state.turn and pid not in has_event]
    births = [_birth_outcome(state, cid, c.father, c.mother, c.dynasty) for cid, c in state.characters.items()
              if c.born == state.turn and cid not in has_birth]
    first_birth = next((i for i, o in enumerate(outcomes) if o.get("kind") == "birth"), len(outcomes))
    outcomes[first_birth:first_birth] = events
    outcomes += births
    dice = [dict(d) for d in source.get("dice") or [] if isinstance(d, Mapping)]
    outcomes += _unborn(state, outcomes, dice)
    if log is None:  # turn 1: the era begins (ERA-6), and the dice of the start of the game
        outcomes[:0] = [{"step": "new-game", "kind": "new-era", "dynasty": None, "public": True,
                         "params": {"era": state.era}}, *_generation(state, dice)]
    return TurnRecord(outcomes, dice, list((log or {}).get("missing_orders") or []), resolved=log is not None)


_BIRTH_KEY = re.compile(r"^t[0-9]+/birth/([^/+]+)\+([^/]+)$")


def _unborn(state: GameState, outcomes: list[Outcome], dice: list[dict[str, Any]]) -> list[Outcome]:
    """INFO-5: a couple's birth roll that gave no child is still the dice of its dynasty's births (MAR-3)."""
    used = {str(k) for o in outcomes if o.get("kind") == "birth" for k in o.get("dice") or []}
    found = []
    for die in dice:
        match = _BIRTH_KEY.match(str(die.get("key", "")))
        if match is None or die["key"] in used:
            continue
        father, mother = match.groups()
        if father not in state.characters or mother not in state.characters:
            continue
        found.append({"step": "next-turn", "kind": "no-birth", "dynasty": _couple_dynasty(state, father, mother),
                      "params": {"father": father, "mother": mother, "values": list(die.get("values") or [])},
                      "dice": [die["key"]]})
    return found


def _couple_dynasty(state: GameState, father: str, mother: str) -> str:
    """MAR-6: the mother's dynasty if she is its head, otherwise the father's."""
    mother_dynasty = state.characters[mother].dynasty
    dynasty = state.dynasties.get(mother_dynasty)
    if dynasty is not None and dynasty.head == mother:
        return mother_dynasty
    return state.characters[father].dynasty


def _generation(state: GameState, dice: list[dict[str, Any]]) -> list[Outcome]:
    """INFO-5, GEN-2 .. GEN-5: on turn 1, the dice that generated each dynasty's characters."""
    generated = set()  # the dynasties with a key `gen/<did>/...`
    for die in dice:
        parts = str(die.get("key", "")).split("/", 2)
        if len(parts) == 3 and parts[0] == "gen":
            generated.add(parts[1])
    return [{"step": "new-game", "kind": "generation", "dynasty": did, "params": {}, "dice": [f"gen/{did}"]}
            for did in state.dynasties if did in generated]


def dice_views(record: TurnRecord, outcome: Outcome) -> list[DiceView]:
    """The dice of an outcome: each key it names and the dice rolled under it (a birth's sex, name, skills
    and traits; a revolt's army), in the log's order."""
    keys = [str(k) for k in outcome.get("dice") or []]
    if not keys:
        return []
    positions = sorted({i for k in keys for i in record.dice_under(k)})
    return [_die_view(record.dice[i]) for i in positions]


def _die_view(die: Mapping[str, Any]) -> DiceView:
    return DiceView(key=str(die.get("key", "")), dice=str(die.get("dice", "")),
                    values=[int(v) for v in die.get("values") or []], purpose=str(die.get("purpose", "")))


def concerns(outcome: Outcome, dynasty_id: str) -> bool:
    """An outcome a dynasty learns of: its own, one that names it among those it concerns, or a public one."""
    return (outcome.get("dynasty") == dynasty_id or dynasty_id in (outcome.get("concerns") or [])
            or bool(outcome.get("public")))


def _happening(record: TurnRecord, outcome: Outcome, words: Words, *, with_dice: bool) -> Happening:
    return Happening(kind=str(outcome.get("kind", "?")),
                     text=happening_text(outcome, words.language, words.names, words.rules),
                     dice=dice_views(record, outcome) if with_dice else [],
                     public=bool(outcome.get("public")))


def private_happenings(record: TurnRecord, dynasty_id: str, words: Words) -> list[Happening]:
    """INFO-5: the dynasty's own outcomes with their dice; others that concern it, and public ones, without
    another dynasty's dice."""
    found = []
    for outcome in record.concerning(dynasty_id):
        kind = outcome.get("kind")
        if kind in GM_ONLY or kind in SHOWN_WITH_MEMBERS or not concerns(outcome, dynasty_id):
            continue
        shared = kind in SHARED_DICE and dynasty_id in (outcome.get("concerns") or [])
        found.append(_happening(record, outcome, words, with_dice=outcome.get("dynasty") == dynasty_id or shared))
    return found


def _own(record: TurnRecord, dynasty_id: str, *kinds: str) -> list[dict[str, Any]]:
    """The params of the dynasty's outcomes of these kinds, in log order."""
    return [dict(o.get("params") or {}) for o in record.own_outcomes(dynasty_id)
            if o.get("dynasty") == dynasty_id and o.get("kind") in kinds]


# -- the figures and how they were computed ---------------------------------------------------------------------


def _term(amount: int, what: str) -> str:
    return f"{'+' if amount >= 0 else '−'} {abs(amount)} {what}".rstrip()


def _formula(value: int, before: int | None, before_word: str, items: Sequence[tuple[int, str]]) -> Formula:
    """`80 = 45 before + 60 income − 15 upkeep`; with no item, just the value."""
    if not items:
        return Formula(value=value, parts=[], text=str(value))
    parts = ([f"{before} {before_word}"] if before is not None else []) + [_term(a, w) for a, w in items]
    if before is None:
        parts[0] = parts[0].removeprefix("+ ")
    return Formula(value=value, parts=parts, text=f"{value} = " + " ".join(parts))


def ap_formula(state: GameState, rules: Rules, dynasty_id: str, language: Language) -> Formula:
    """DYN-4: `14 = 8 + 2 mood (2×1) + 4 stewardship (head Louis) + 1 loyal (Anne) − 1 age (Louis, 50)`. A
    state whose AP a GM set by hand shows the difference as its own term."""
    breakdown: ApBreakdown = turn_ap(state, rules, dynasty_id)
    words = AP_WORDS.get(language, AP_WORDS["en"])
    parts = [str(breakdown.parts[0].amount)] + [
        _term(p.amount, words[p.kind]) + (f" ({words[p.role] + ' ' if p.role else ''}{p.detail})" if p.detail else "")
        for p in breakdown.parts[1:]]
    value = state.dynasties[dynasty_id].ap
    if value != breakdown.total:
        parts.append(_term(value - breakdown.total, "ГМ" if language == "ru" else "GM"))
    return Formula(value=value, parts=parts, text=f"{value} = " + " ".join(parts))


def _action_coins(rules: Rules, kind: str, p: Mapping[str, Any]) -> int:
    """The coins an executed action cost (ACT-0, DYN-7): the outcome's own figure where it records one."""
    if kind in ("recruit", "donate"):
        return int(p.get("coins", 0) or 0)
    if kind == "mentor":
        level = p.get("hired_teacher")
        return rules.actions.mentor.hired_teacher_coins.get(int(level), 0) if level is not None else 0
    if kind in rules.actions.ids():
        return rules.actions.get(kind).coins
    return 0


def treasury_formula(state: GameState, rules: Rules, record: TurnRecord, dynasty_id: str,
                     words: Words) -> Formula:
    """ECON-1, DYN-7: the balance, from the balance at the last report and every coin of the turn."""
    balance = state.dynasties[dynasty_id].balance
    if not record.resolved:
        return _formula(balance, None, "", [])
    items: list[tuple[int, str]] = []
    deserted = 0
    w = words
    for o in record.own_and_defeats(dynasty_id):
        kind, p = o.get("kind"), dict(o.get("params") or {})
        if kind == "defeat":  # DEFEAT-1, DEFEAT-2: coins of a fallen house (public)
            coins = int((p.get("coins") or {}).get(dynasty_id, 0) or 0)
            if coins:
                items.append((coins, w.say("from the fall of {d}", "от падения {d}", d=w.n(o.get("dynasty")))))
            continue
        if o.get("dynasty") != dynasty_id:
            continue
        if kind in ("famine", "disease") and p.get("paid"):
            items.append((-int(p["paid"]), w.say("{k} in {p}", "{k}, {p}", k=w.label(str(kind)),
                                                 p=w.n(p.get("province")))))
        elif kind == "sabotaged" and p.get("coins"):
            items.append((-int(p["coins"]), w.say("{a} (sabotaged)", "{a} (сорвано)", a=w.action(p.get("action")))))
        elif kind == "new-head" and p.get("how") == "abdicate" and rules.actions.abdicate.coins:
            items.append((-rules.actions.abdicate.coins, w.action("abdicate")))
        elif isinstance(kind, str) and kind in rules.actions.ids() and "n" in p:
            coins = _action_coins(rules, kind, p)
            if coins:
                who = f" ({w.n(p['by'])})" if p.get("by") else ""
                items.append((-coins, w.action(kind) + who))
        elif kind == "spendthrift" and p.get("spent"):
            items.append((-int(p.get("coins", 0) or 0), w.say("Spendthrift ({who})", "Транжира ({who})",
                                                              who=w.n(p.get("character")))))
        elif kind == "income":
            items.append((int(p.get("gross", 0) or 0), w.say("income", "доход")))
            if p.get("tax_paid"):
                items.append((-int(p["tax_paid"]), w.say("tax to {l}", "дань {l}", l=w.n(p.get("lord")))))
            for vassal, tax in (p.get("tax_received") or {}).items():
                items.append((int(tax), w.say("tax from {v}", "дань от {v}", v=w.n(vassal))))
            if p.get("deserters"):
                deserted += int(p["deserters"])
            else:
                items.append((-int(p.get("upkeep", 0) or 0), w.say("upkeep", "содержание армии")))
    if deserted:  # ARMY-3: the upkeep took all that was left; the figure before it is not in the log
        parts = [_term(a, t) for a, t in items]
        note = w.say("the upkeep took all that was left; {n} deserted (ARMY-3)",
                     "содержание армии забрало всё; дезертировали: {n} (ARMY-3)", n=w.soldiers(deserted))
        return Formula(value=balance, parts=[*parts, note], text=f"{balance}: " + "; ".join([*parts, note]))
    before = balance - sum(a for a, _ in items)
    return _formula(balance, before, w.say("before", "было"), items)


def army_formula(state: GameState, record: TurnRecord, dynasty_id: str, words: Words) -> Formula:
    """ARMY-1 .. ARMY-3, PROV-3: the army, from the army at the last report and every change since."""
    w = words
    army = state.dynasties[dynasty_id].army
    items: list[tuple[int, str]] = []
    for o in record.own_outcomes(dynasty_id):
        kind, p = o.get("kind"), dict(o.get("params") or {})
        if o.get("dynasty") != dynasty_id or kind == "event":
            continue
        if kind == "volunteers" and p.get("army_change"):
            items.append((int(p["army_change"]), w.say("volunteers in {p}", "добровольцы, {p}",
                                                       p=w.n(p.get("province")))))
        elif kind == "revolt" and p.get("army_change"):
            items.append((int(p["army_change"]), w.say("revolt in {p}", "восстание, {p}",
                                                       p=w.n(p.get("province")))))
        elif kind == "recruit":
            items.append((int(p.get("points", 0) or 0), w.action("recruit")))
        elif kind == "disband":
            items.append((-int(p.get("points", 0) or 0), w.action("disband")))
        elif kind == "income" and p.get("deserters"):
            items.append((-int(p["deserters"]), w.say("deserters, unpaid", "дезертиры без жалованья")))
    for pid in state.dynasties[dynasty_id].provinces:
        event = state.provinces[pid].event
        if event is not None and event.turn == state.turn and event.army_change:
            items.append((event.army_change, w.say("volunteers desert in {p}", "дезертиры, {p}", p=w.n(pid))))
    before = army - sum(a for a, _ in items)
    return _formula(army, before, w.say("before", "было"), items)


def reputation_formula(state: GameState, record: TurnRecord, dynasty_id: str, words: Words) -> Formula:
    """REP-1 .. REP-3: the reputation, with each change of the turn and its cause."""
    reputation = state.dynasties[dynasty_id].reputation
    items = [(int(p.get("change", 0) or 0), reputation_cause(str(p.get("cause", "")), words))
             for p in _own(record, dynasty_id, "reputation") if p.get("change")]
    before = reputation - sum(a for a, _ in items)
    return _formula(reputation, before, words.say("before", "было"), items)


# -- the dynasty itself (INFO-5) ---------------------------------------------------------------------------------


def era_view(state: GameState, rules: Rules, language: Language) -> EraView:
    """ERA-6: each report names the current era and its effects."""
    era = rules.eras[state.era]
    return EraView(id=state.era, name=era.ru if language == "ru" else era.en,
                   effects=era_effects(era, rules, language))


def member_views(state: GameState, rules: Rules, record: TurnRecord, dynasty_id: str,
                 words: Words) -> list[MemberView]:
    """Every living member with everything about him, and his mood of the last step 4 with its parts
    (MOOD-4)."""
    dynasty = state.dynasties[dynasty_id]
    heir = default_heir(state, rules, dynasty_id) if dynasty.alive else None
    generals = {war.generals.get(dynasty_id) for war in state.wars} & generals_at_war(state)
    moods = record.moods()
    views = []
    for cid in state.members(dynasty_id):
        person = state.characters[cid]
        roles = [role for role, holds in (("head", cid == dynasty.head), ("regent", cid == dynasty.regent),
                                          ("heir", cid == heir), ("general", cid in generals)) if holds]
        status = [s for s, holds in (("child", person.age < rules.age.capable), ("isolated", person.isolated))
                  if holds]
        mood = moods.get(cid)
        views.append(MemberView(
            id=cid, name=person.name, sex=person.sex, age=person.age, roles=roles, status=status,
            loyalty=person.loyalty, last_mood=int(mood["mood"]) if mood is not None and "mood" in mood else None,
            mood_parts=[MoodPart(amount=int(c.get("amount", 0)), cause=str(c.get("cause", "")))
                        for c in (mood or {}).get("contributions") or []],
            skills=person.skills.as_dict(), traits=list(person.traits), spouse=person.spouse,
            father=person.father, mother=person.mother, born=person.born))
    return views


def province_views(state: GameState, dynasty_id: str, words: Words) -> list[ProvinceView]:
    """PROV-3: the dynasty's provinces with loyalty, yield and this turn's event."""
    views = []
    for pid in state.dynasties[dynasty_id].provinces:
        province = state.provinces[pid]
        event = province.event
        event_view = None
        if event is not None and event.turn == state.turn:
            params = _event_outcome(pid, dynasty_id, event)["params"]
            event_view = EventView(kind=event.kind, roll=event.roll, applies=event.applies, decision=event.decision,
                                   revolt_roll=list(event.revolt_roll) if event.revolt_roll is not None else None,
                                   text=event_text(words, pid, params, headed=False))
        held = province.captured
        captured = None if held is None else CaptureView(turn=held.turn, former_owner=held.former_owner,
                                                         text=capture_text(words, held.turn, held.former_owner))
        views.append(ProvinceView(id=pid, name=province.name, loyalty=province.loyalty, yield_=province.yield_,
                                  event=event_view, captured=captured))
    return views


def decision_views(state: GameState, rules: Rules, dynasty_id: str, words: Words) -> list[DecisionView]:
    """PROV-3, PROV-4, PROV-6: the events waiting for an answer, with the default that applies when the
    orders say nothing; SUCC-5: the preferred heir; SUCC-7: the regent."""
    dynasty = state.dynasties[dynasty_id]
    defaults = default_decisions(state, rules, dynasty_id)
    views = []
    for kind in ("famine", "disease", "volunteers", "revolt"):
        answers: dict[str, str] = getattr(defaults, kind)
        for pid, default in answers.items():
            event = state.provinces[pid].event
            if kind == "famine":
                detail = words.say("paying costs {c}", "цена — {c}",
                                   c=words.coins(famine_cost(rules, dynasty.technologies)))
            elif kind == "disease":
                detail = words.say("paying costs {c}", "цена — {c}", c=words.coins(rules.events.disease.cost))
            elif kind == "revolt":
                detail = words.say("suppressing costs {s}", "подавление стоит {s}",
                                   s=words.soldiers(sum(event.revolt_roll or []) if event else 0))
            else:
                detail = words.say("army +{n}", "армия +{n}", n=rules.events.volunteers.army)
            views.append(DecisionView(kind=kind, province=pid, choices=decision_choices(kind), default=default,
                                      text=decision_text(words, kind, pid, default, detail)))
    others = [cid for cid in state.members(dynasty_id) if cid != dynasty.head]
    heir = default_heir(state, rules, dynasty_id)
    if heir is not None:
        views.append(DecisionView(kind="heir", province=None, choices=others, default=heir,
                                  text=decision_text(words, "heir", None, heir)))
    if dynasty.regent is not None:
        capable = [cid for cid in others if state.characters[cid].age >= rules.age.capable]
        views.append(DecisionView(kind="regent", province=None, choices=capable, default=dynasty.regent,
                                  text=decision_text(words, "regent", None, dynasty.regent)))
    return views


def war_sides(war: War, dynasty_id: str) -> tuple[str, list[str], list[str]] | None:
    """The dynasty's side in `war` (attacker | defender), its allies there and its enemies; None if it is not
    in it."""
    if dynasty_id in war.attackers:
        return "attacker", [d for d in war.attackers if d != dynasty_id], list(war.defenders)
    if dynasty_id in war.defenders:
        return "defender", [d for d in war.defenders if d != dynasty_id], list(war.attackers)
    return None


def peace_offer_views(state: GameState, words: Words) -> list[PeaceOfferView]:
    """ACT-offer_peace: the standing offers of peace (public, INFO-3): those of the last turn's orders, which
    this turn's orders may accept. An acceptance that waited for a mirror offer is no offer."""
    views = []
    for proposal in state.proposals:
        if proposal.kind != "peace" or proposal.accept or proposal.turn < state.turn - 1:
            continue
        terms = proposal.terms
        vassal = terms.get("vassal")
        views.append(PeaceOfferView(
            dynasty=proposal.dynasty, by=proposal.by, to=proposal.target, turn=proposal.turn,
            pay=int(terms.get("pay", 0) or 0), ask=int(terms.get("ask", 0) or 0),
            vassal=str(vassal) if vassal is not None else None, cede=[str(p) for p in terms.get("cede") or []],
            claim=[str(p) for p in terms.get("claim") or []],
            text=peace_offer_text(words, proposal.dynasty, proposal.target, proposal.by, proposal.turn, terms)))
    return views


def war_views(state: GameState, rules: Rules, dynasty_id: str, words: Words) -> list[WarView]:
    """Each war of the dynasty: its enemies and allies (VASSAL-5), its side, since when (WAR-14), its general
    or how to name one (WAR-1), the standing peace offers both ways, and the enemies' provinces for `take:`
    (WAR-5) — the ones they took from us that a retake this turn restores (PROV-2) apart."""
    era = rules.eras.get(state.era)
    drain = era.effects.war_drain_reputation if era is not None else None
    offers = peace_offer_views(state, words)
    views = []
    for war in state.wars:
        found = war_sides(war, dynasty_id)
        if found is None:
            continue
        side, allies, enemies = found
        general = war.generals.get(dynasty_id)
        person = state.characters.get(general) if general is not None else None
        if person is None or not person.alive or person.dynasty != dynasty_id:  # WAR-1: he commands no more
            general, person = None, None
        living = [e for e in enemies if e in state.dynasties and state.dynasties[e].alive]
        retake = [pid for e in living for pid in state.dynasties[e].provinces
                  for held in (state.provinces[pid].captured,)
                  if held is not None and held.former_owner == dynasty_id
                  and state.turn - held.turn <= rules.war.retake_within_turns]
        views.append(WarView(
            enemy=enemies[0] if enemies else "", side=side, started=war.started, general=general,
            enemies=enemies, allies=allies, war_turns=state.turn - war.started,
            summary=war_summary(words, state.turn - war.started,
                                drain if drain is not None else rules.war.drain_reputation),
            # SAB-4, LOY-4: the head never refuses
            general_text=war_general_text(words, general, person.skills.combat if person else None,
                                          person.loyalty if person and general != state.dynasties[dynasty_id].head
                                          else None),
            offers_received=[o for o in offers if o.to == dynasty_id and o.dynasty in enemies],
            offers_made=[o for o in offers if o.dynasty == dynasty_id and o.to in enemies],
            enemy_provinces={e: list(state.dynasties[e].provinces) for e in living},
            retake=retake))
    return views


def other_wars(state: GameState, dynasty_id: str, index: StateIndex | None = None) -> list[OtherWarView]:
    """INFO-3: the wars of a dynasty as everyone knows them."""
    if index is not None:
        return list(index.wars.get(dynasty_id, ()))
    views = []
    for war in state.wars:
        found = war_sides(war, dynasty_id)
        if found is not None:
            side, allies, enemies = found
            views.append(OtherWarView(side=side, enemies=enemies, allies=allies, started=war.started))
    return views


# -- the others: public facts (INFO-3) and what was learned (INFO-4) -------------------------------------------


def public_members(state: GameState, dynasty_id: str, index: StateIndex | None = None) -> list[PublicMember]:
    """INFO-3: names, sex, ages and family links of the living members; nothing else."""
    if index is not None:
        return list(index.public_members(dynasty_id))
    head = state.dynasties[dynasty_id].head
    return [PublicMember(id=cid, name=c.name, sex=c.sex, age=c.age, father=c.father, mother=c.mother,
                         spouse=c.spouse, head=cid == head)
            for cid in state.members(dynasty_id) for c in (state.characters[cid],)]


def known_of(state: GameState, reader: str, dynasty_id: str, index: StateIndex | None = None) -> list[KnownFact]:
    """INFO-4: what `reader` learned of the dynasty and of its members (living or dead), each with its turn."""
    if index is not None:
        learned = index.learned(reader)
        return [KnownFact(subject=f.subject, fact=f.fact, value=f.value, turn=f.turn, source=f.source)
                for subject in [dynasty_id, *index.everyone.get(dynasty_id, ())] for f in learned.get(subject, ())]
    subjects = [dynasty_id] + [cid for cid, c in state.characters.items() if c.dynasty == dynasty_id]
    return [KnownFact(subject=f.subject, fact=f.fact, value=f.value, turn=f.turn, source=f.source)
            for subject in subjects for f in known_facts(state, reader, subject)]


class StateIndex:
    """The state's characters, wars and knowledge by dynasty, built once for the many reports of one state.

    Every private report shows every other house's public facts (INFO-3) and what its reader learned
    (INFO-4); looked up by scanning the whole state for each house of each report, they made a turn's reports
    cubic in the number of dynasties. The index holds what those scans found, in the same (state) order, and
    the public views, which are the same in every report. Valid while the state does not change."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.living = members_by_dynasty(state)  # living members, state order (= `state.members`)
        self.everyone: dict[str, list[str]] = {}  # members living or dead, state order
        for cid, person in state.characters.items():
            self.everyone.setdefault(person.dynasty, []).append(cid)
        self.wars: dict[str, list[OtherWarView]] = {}
        for war in state.wars:
            for did in dict.fromkeys([*war.attackers, *war.defenders]):
                found = war_sides(war, did)
                assert found is not None
                side, allies, enemies = found
                self.wars.setdefault(did, []).append(
                    OtherWarView(side=side, enemies=enemies, allies=allies, started=war.started))
        self._public: dict[str, list[PublicMember]] = {}
        self._learned: dict[str, dict[str, list[LearnedFact]]] = {}

    def public_members(self, dynasty_id: str) -> list[PublicMember]:
        views = self._public.get(dynasty_id)
        if views is None:
            head = self.state.dynasties[dynasty_id].head
            views = self._public[dynasty_id] = [
                PublicMember(id=cid, name=c.name, sex=c.sex, age=c.age, father=c.father, mother=c.mother,
                             spouse=c.spouse, head=cid == head)
                for cid in self.living.get(dynasty_id, ()) for c in (self.state.characters[cid],)]
        return views

    def learned(self, reader: str) -> dict[str, list[LearnedFact]]:
        """The reader's facts by subject, each list in the order learned (= `known_facts`)."""
        by_subject = self._learned.get(reader)
        if by_subject is None:
            by_subject = self._learned[reader] = {}
            for fact in self.state.knowledge.get(reader, []):
                by_subject.setdefault(fact.subject, []).append(fact)
        return by_subject


def relation_to(state: GameState, reader: str, other: str, words: Words,
                members: Mapping[str, Sequence[str]]) -> tuple[str, str]:
    """ALLY-1, ALLY-5: ally (with the reason) or enemy; a fallen dynasty is neither."""
    if not state.dynasties[other].alive or not state.dynasties[reader].alive:
        return "", ""
    reason = alliance(state, reader, other, members=members)
    if reason is None:
        return "enemy", ""
    head = state.dynasties[reader].head
    if reason.ours == head:  # `theirs` is `kind` of our head
        person = state.characters[reason.theirs]
        return "ally", alliance_text(words, ours_is_head=True, kin=kin_word(reason.kind, person.sex, words.language),
                                     who=words.n(reason.theirs))
    # `theirs` is their head, `kind` of our member: our member is inverse(kind) of their head
    person = state.characters[reason.ours]
    return "ally", alliance_text(words, ours_is_head=False,
                                 kin=kin_word(inverse(reason.kind), person.sex, words.language),
                                 who=words.n(reason.ours))


def other_view(state: GameState, dynasty_id: str, *, relation: str = "", reason: str = "",
               known: list[KnownFact] | None = None, index: StateIndex | None = None) -> OtherDynastyView:
    dynasty = state.dynasties[dynasty_id]
    return OtherDynastyView(id=dynasty_id, name=dynasty.name, alive=dynasty.alive, head=dynasty.head,
                            relation=relation, reason=reason, reputation=dynasty.reputation,
                            provinces=list(dynasty.provinces), lord=dynasty.lord, branch_of=dynasty.branch_of,
                            members=public_members(state, dynasty_id, index), known=known or [],
                            wars=other_wars(state, dynasty_id, index))


# -- the three reports -------------------------------------------------------------------------------------------


def _language(settings: GameSettings) -> Language:
    return "ru" if settings.language == "ru" else "en"


def build_dynasty_report(state: GameState, rules: Rules, settings: GameSettings, did: str,
                         log: Mapping[str, Any] | None, new_game_log: Mapping[str, Any] | None = None,
                         *, record: TurnRecord | None = None, index: StateIndex | None = None) -> DynastyReport:
    """The private report of `did` at the start of `state.turn`; `log` is the log of the turn before (None on
    turn 1, when `new_game_log` gives the dice of the turn's events and births). The callers that build the
    reports of every dynasty pass the turn's `record` and the state's `index` once for all."""
    if did not in state.dynasties:
        raise KeyError(f"'{did}' is no dynasty of this game")
    language = _language(settings)
    words = Words(language, display_names(state), rules)
    record = record if record is not None else turn_record(state, log, new_game_log)
    dynasty = state.dynasties[did]
    index = index if index is not None else StateIndex(state)
    others = []
    for other in state.dynasties:
        if other == did:
            continue
        relation, reason = relation_to(state, did, other, words, index.living)
        others.append(other_view(state, other, relation=relation, reason=reason,
                                 known=known_of(state, did, other, index), index=index))
    with unchanged(state):  # the heirs of every dynasty are asked for several times
        return DynastyReport(
            language=language, game=settings.title, turn=state.turn, era=era_view(state, rules, language),
            dynasty=did, name=dynasty.name, head=dynasty.head, regent=dynasty.regent, lord=dynasty.lord,
            branch_of=dynasty.branch_of, rules=dict(settings.rules),
            ap=ap_formula(state, rules, did, language),
            treasury=treasury_formula(state, rules, record, did, words),
            army=army_formula(state, record, did, words),
            reputation=reputation_formula(state, record, did, words),
            technologies=list(dynasty.technologies),
            happened=private_happenings(record, did, words),
            members=member_views(state, rules, record, did, words),
            provinces=province_views(state, did, words),
            decisions=decision_views(state, rules, did, words) if dynasty.alive else [],
            wars=war_views(state, rules, did, words),
            others=others,
            family_tree=mermaid_tree(state, related_characters(state, did), language),
            template=order_template(state, rules, did, language) if dynasty.alive else "",
        )


def build_public_report(state: GameState, rules: Rules, settings: GameSettings, log: Mapping[str, Any] | None,
                        new_game_log: Mapping[str, Any] | None = None) -> PublicReport:
    """The chronicle (INFO-3): the public outcomes without their dice, and every dynasty's public facts."""
    language = _language(settings)
    words = Words(language, display_names(state), rules)
    record = turn_record(state, log, new_game_log)
    happened = [_happening(record, o, words, with_dice=False) for o in record.outcomes
                if o.get("public") and o.get("kind") not in GM_ONLY]
    return PublicReport(language=language, game=settings.title, turn=state.turn,
                        era=era_view(state, rules, language), happened=happened,
                        dynasties=[other_view(state, did) for did in state.dynasties],
                        wars=[WarSides(attackers=list(war.attackers), defenders=list(war.defenders),
                                       started=war.started) for war in state.wars])


def ap_spent(state: GameState, log: Mapping[str, Any] | None) -> dict[str, int]:
    """The AP each dynasty spent in the turn before: the log's `ap_spent` when it has one, else the AP the
    outcomes carry (a failed or sabotaged action records its AP; an executed one does not)."""
    spent: dict[str, int] = {did: 0 for did in state.dynasties}
    if log is None:
        return spent
    recorded = log.get("ap_spent")
    if isinstance(recorded, Mapping):
        for did, ap in recorded.items():
            spent[str(did)] = int(ap)
        return spent
    for o in log.get("outcomes") or []:
        ap = (o.get("params") or {}).get("ap")
        if o.get("dynasty") is not None and isinstance(ap, int):
            spent[str(o["dynasty"])] = spent.get(str(o["dynasty"]), 0) + ap
    return spent


def default_texts(record: TurnRecord, words: Words) -> list[str]:
    """PROV-6: the decisions taken by default, and the dynasties that sent no orders."""
    texts = [happening_text(o, words.language, words.names, words.rules) for o in record.outcomes
             if (o.get("params") or {}).get("default") is True]
    for did in record.missing:
        texts.append(words.say("{d} sent no orders: no actions, the default decisions.",
                               "{d}: приказов нет — без действий, решения по умолчанию.", d=words.n(did)))
    return texts


def build_gm_report(state: GameState, rules: Rules, settings: GameSettings, log: Mapping[str, Any] | None,
                    new_game_log: Mapping[str, Any] | None = None, *, record: TurnRecord | None = None,
                    reports: Mapping[str, DynastyReport] | None = None) -> GmReport:
    """Everything: every outcome with its dice, every die, each living dynasty's full report, the AP spent,
    the defaults, and every house's family tree. `reports` are the dynasties' reports already built from the
    same state, logs and `record` (`write.report_texts`): the GM's report holds the same ones."""
    language = _language(settings)
    words = Words(language, display_names(state), rules)
    record = record if record is not None else turn_record(state, log, new_game_log)
    index = StateIndex(state) if reports is None else None
    happened = []
    for outcome in record.outcomes:
        happening = _happening(record, outcome, words, with_dice=True)
        owner = outcome.get("dynasty")
        if owner is not None and words.n(owner) not in happening.text:  # the GM reads every house's outcomes
            happening.text = f"{words.n(owner)}: {happening.text}"
        happened.append(happening)
    return GmReport(
        language=language, game=settings.title, turn=state.turn, era=era_view(state, rules, language),
        happened=happened,
        dice=[_die_view(d) for d in record.dice],
        dynasties=[reports[did] if reports is not None and did in reports
                   else build_dynasty_report(state, rules, settings, did, log, new_game_log, record=record,
                                             index=index)
                   for did in state.living_dynasties()],
        ap_spent=ap_spent(state, log),
        defaults=default_texts(record, words),
        family_tree=mermaid_tree(state, state.characters, language),
    )
