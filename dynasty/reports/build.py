"""The reports' view-models (STYLE "One view-model per report"), built from the state at the start of a
turn, the log of the turn before (or, on turn 1, the new-game log) and what each dynasty has learned.

Fog of war (INFO-1 .. INFO-5) is decided here and only here: a `DynastyReport` gets its own dynasty whole,
its own dice, the outcomes that concern it and the public ones (without their dice); of another dynasty
only its public facts (INFO-3) and what it learned (`known`, INFO-4). The templates render what they get.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from dynasty.campaign import GameSettings
from dynasty.knowledge import known_facts
from dynasty.l10n import Named
from dynasty.naming import state_names
from dynasty.orders.costs import famine_cost
from dynasty.orders.defaults import default_decisions
from dynasty.orders.messages import Language
from dynasty.orders.template import order_template
from dynasty.relations import alliance, generals_at_war, inverse, members_by_dynasty
from dynasty.reports.family import mermaid_tree, related_characters, text_tree
from dynasty.reports.figures import ap_formula, army_formula, reputation_formula, treasury_formula
from dynasty.reports.model import (
    CaptureView,
    DecisionView,
    DynastyReport,
    EraView,
    EventView,
    GmReport,
    KnownFact,
    MemberView,
    MoodPart,
    NameView,
    OtherDynastyView,
    OtherWarView,
    PeaceOfferView,
    ProvinceView,
    PublicMember,
    PublicReport,
    WarSides,
    WarView,
)
from dynasty.reports.record import (
    GM_ONLY,
    SHOWN_IN_FIGURES,
    TurnRecord,
    die_view,
    event_outcome,
    happening_view,
    private_happenings,
    proposal_views,
    turn_record,
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
    war_general_text,
    war_summary,
)
from dynasty.rules import Rules
from dynasty.state import GameState, LearnedFact, War
from dynasty.succession import default_heir, unchanged

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
            params = event_outcome(pid, dynasty_id, event)["params"]
            event_view = EventView(kind=event.kind, roll=event.roll, applies=event.applies, decision=event.decision,
                                   revolt_roll=list(event.revolt_roll) if event.revolt_roll is not None else None,
                                   text=event_text(words, pid, params, headed=False))
        held = province.captured
        captured = None if held is None else CaptureView(turn=held.turn, former_owner=held.former_owner,
                                                         text=capture_text(words, held.turn, held.former_owner, pid))
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
                                     who=str(words.n(reason.theirs)))
    # `theirs` is their head, `kind` of our member: our member is inverse(kind) of their head
    person = state.characters[reason.ours]
    return "ally", alliance_text(words, ours_is_head=False,
                                 kin=kin_word(inverse(reason.kind), person.sex, words.language),
                                 who=str(words.n(reason.ours)))


def other_view(state: GameState, dynasty_id: str, *, relation: str = "", reason: str = "",
               known: list[KnownFact] | None = None, index: StateIndex | None = None) -> OtherDynastyView:
    dynasty = state.dynasties[dynasty_id]
    return OtherDynastyView(id=dynasty_id, name=dynasty.name, alive=dynasty.alive, head=dynasty.head,
                            relation=relation, reason=reason, reputation=dynasty.reputation,
                            provinces=list(dynasty.provinces), lord=dynasty.lord, branch_of=dynasty.branch_of,
                            members=public_members(state, dynasty_id, index), known=known or [],
                            wars=other_wars(state, dynasty_id, index))


# -- the names of the ids a report refers to ---------------------------------------------------------------------


def name_views(state: GameState, words: Words, ids: Iterable[str | None],
               named: Iterable[str] = ()) -> dict[str, NameView]:
    """How the report names the ids it refers to: every house (with the forms of its name, for the cases), and
    each character or province of `ids` that the report does not name already (`named`: its members and
    provinces) — the dead, the provinces of other houses. Names and sexes are public (INFO-3)."""
    skip = set(named)
    views: dict[str, NameView] = {}
    for entity_id in [*state.dynasties, *ids]:
        if entity_id is None or entity_id in views or (entity_id in skip and entity_id not in state.dynasties):
            continue
        if entity_id in state.characters or entity_id in state.dynasties or entity_id in state.provinces:
            found = words.n(entity_id)
            if isinstance(found, Named):
                views[entity_id] = NameView(name=found.text, kind=found.kind, sex=found.sex, forms=dict(found.forms))
    return views


def _other_ids(others: Iterable[OtherDynastyView]) -> tuple[list[str | None], list[str]]:
    """The ids the views of other houses refer to, and those they name themselves."""
    ids: list[str | None] = []
    named: list[str] = []
    for other in others:
        named += [m.id for m in other.members]
        ids += [other.head, other.lord, other.branch_of, *other.provinces, *(f.subject for f in other.known)]
        ids += [link for m in other.members for link in (m.father, m.mother, m.spouse)]
        ids += [d for war in other.wars for d in (*war.enemies, *war.allies)]
    return ids, named


def dynasty_name_views(state: GameState, words: Words, report: DynastyReport) -> dict[str, NameView]:
    ids, named = _other_ids(report.others)
    named += [m.id for m in report.members] + [p.id for p in report.provinces]
    ids += [report.head, report.regent, report.lord, report.branch_of]
    ids += [link for m in report.members for link in (m.father, m.mother, m.spouse)]
    ids += [p.captured.former_owner for p in report.provinces if p.captured is not None]
    ids += [choice for d in report.decisions for choice in d.choices]
    for war in report.wars:
        ids += [war.enemy, war.general, *war.enemies, *war.allies, *war.retake, *war.enemy_provinces]
        ids += [pid for pids in war.enemy_provinces.values() for pid in pids]
        for offer in [*war.offers_received, *war.offers_made]:
            ids += [offer.dynasty, offer.by, offer.to, offer.vassal, *offer.cede, *offer.claim]
    for proposal in report.proposals:
        ids += [proposal.by, proposal.target, proposal.by_dynasty, proposal.target_dynasty, proposal.vassal]
    return name_views(state, words, ids, named)


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
    words = Words(language, state_names(state), rules)
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
        drawn = related_characters(state, did)
        report = DynastyReport(
            language=language, game=settings.title, turn=state.turn, era=era_view(state, rules, language),
            dynasty=did, name=dynasty.name, head=dynasty.head, regent=dynasty.regent, lord=dynasty.lord,
            branch_of=dynasty.branch_of, rules=dict(settings.rules),
            ap=ap_formula(state, rules, did, words),
            treasury=treasury_formula(state, rules, record, did, words),
            army=army_formula(state, record, did, words),
            reputation=reputation_formula(state, record, did, words),
            technologies=list(dynasty.technologies),
            happened=private_happenings(record, did, words),
            proposals=proposal_views(record, did),
            members=member_views(state, rules, record, did, words),
            provinces=province_views(state, did, words),
            decisions=decision_views(state, rules, did, words) if dynasty.alive else [],
            wars=war_views(state, rules, did, words),
            others=others,
            family_tree=mermaid_tree(state, drawn, language),
            family_text=text_tree(state, drawn, language, home=did),
            template=order_template(state, rules, did, language) if dynasty.alive else "",
        )
    report.names = dynasty_name_views(state, words, report)
    return report


def build_public_report(state: GameState, rules: Rules, settings: GameSettings, log: Mapping[str, Any] | None,
                        new_game_log: Mapping[str, Any] | None = None) -> PublicReport:
    """The chronicle (INFO-3): the public outcomes without their dice, and every dynasty's public facts."""
    language = _language(settings)
    words = Words(language, display_names(state), rules)
    record = turn_record(state, log, new_game_log)
    happened = [happening_view(record, o, words, with_dice=False) for o in record.outcomes
                if o.get("public") and o.get("kind") not in GM_ONLY]
    dynasties = [other_view(state, did) for did in state.dynasties]
    ids, named = _other_ids(dynasties)
    return PublicReport(language=language, game=settings.title, turn=state.turn,
                        era=era_view(state, rules, language), happened=happened, dynasties=dynasties,
                        wars=[WarSides(attackers=list(war.attackers), defenders=list(war.defenders),
                                       started=war.started) for war in state.wars],
                        names=name_views(state, words, ids, named))


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
        if outcome.get("kind") in SHOWN_IN_FIGURES:
            continue
        happening = happening_view(record, outcome, words, with_dice=True)
        owner = outcome.get("dynasty")
        if owner is not None and not words.names_in(happening.text, owner):  # the GM reads every house's outcomes
            happening.text = f"{words.n(owner)}: {happening.text}"
        happened.append(happening)
    return GmReport(
        language=language, game=settings.title, turn=state.turn, era=era_view(state, rules, language),
        happened=happened,
        dice=[die_view(d, words) for d in record.dice],
        dynasties=[reports[did] if reports is not None and did in reports
                   else build_dynasty_report(state, rules, settings, did, log, new_game_log, record=record,
                                             index=index)
                   for did in state.living_dynasties()],
        ap_spent=ap_spent(state, log),
        defaults=default_texts(record, words),
        family_tree=mermaid_tree(state, state.characters, language),
        family_text=text_tree(state, state.characters, language),
        names=name_views(state, words, []),
    )
