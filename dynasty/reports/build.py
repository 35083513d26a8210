"""The reports' view-models (STYLE "One view-model per report"), built from the state at the start of a
turn, the log of the turn before (or, on turn 1, the new-game log) and what each dynasty has learned.

What a dynasty may know is decided in `reports.fog` only (fog of war, INFO-1 .. INFO-5): a
`DynastyReport` is its `DynastyKnowledge` in words — its own dynasty whole, its own dice, the outcomes that
concern it and the public ones (without their dice); of another dynasty only its public facts (INFO-3) and
what it learned (`known`, INFO-4). Words add names, which are public. The templates render what they get.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from dynasty.game.campaign import GameSettings
from dynasty.game.dice import commitment
from dynasty.game.named import state_names
from dynasty.game.relations import AllianceReason, inverse
from dynasty.game.rules import Rules
from dynasty.game.state import GameState
from dynasty.game.succession import unchanged
from dynasty.game.war_costs import WarLosses, drain_loss, war_losses
from dynasty.orders.costs import famine_cost
from dynasty.orders.messages import Language
from dynasty.reports.describe import alliance_text, decision_text, era_effects, event_text, heir_text, kin_word
from dynasty.reports.family import kin_views, mermaid_tree, related_characters, text_tree
from dynasty.reports.figures import ap_formula, army_formula, reputation_formula, treasury_formula
from dynasty.reports.fog import (
    DecisionFacts,
    DynastyKnowledge,
    PeaceOffer,
    ProvinceFacts,
    WarFacts,
    dynasty_knowledge,
    seen_outcomes,
)
from dynasty.reports.houses import OtherDynasty, StateIndex, public_facts
from dynasty.reports.model import (
    CaptureView,
    DecisionView,
    DynastyReport,
    EraView,
    EventView,
    FallView,
    Formula,
    GmReport,
    KnownFact,
    NameView,
    OtherDynastyView,
    PeaceOfferView,
    ProvinceView,
    PublicReport,
    WarSides,
    WarView,
)
from dynasty.reports.order_template import order_template
from dynasty.reports.record import (
    GM_ONLY,
    SHOWN_IN_FIGURES,
    TurnRecord,
    die_view,
    event_outcome,
    happening_view,
    story,
    turn_record,
)
from dynasty.reports.sentences_affairs import join_sentences
from dynasty.reports.texts import capture_text, happening_text, peace_offer_text, war_general_text, war_summary
from dynasty.reports.words import Words, display_names, signed
from dynasty.text.catalogs import Named

__all__ = ["StateIndex", "build_dynasty_report", "build_gm_report", "build_public_report"]

# -- the dynasty itself (INFO-5), in words ------------------------------------------------------------------------


def era_view(state: GameState, rules: Rules, language: Language) -> EraView:
    """ERA-6: each report names the current era and its effects."""
    era = rules.eras[state.era]
    return EraView(id=state.era, name=era.name_in(language),
                   effects=era_effects(era, rules, language))


def province_view(province: ProvinceFacts, dynasty_id: str, words: Words,
                  record: TurnRecord | None = None) -> ProvinceView:
    """PROV-3: a province with loyalty, yield and this turn's event (its die marked when the GM chose it, as the
    turn's `record` tells); PROV-2: when and from whom it was taken."""
    pid, event = province.id, province.event
    event_view = None
    if event is not None:
        outcome = event_outcome(pid, dynasty_id, event)
        params = outcome["params"]
        event_view = EventView(kind=event.kind, roll=event.roll, applies=event.applies, decision=event.decision,
                               revolt_roll=list(event.revolt_roll) if event.revolt_roll is not None else None,
                               text=event_text(words, pid, params, headed=False),
                               chosen=record is not None and record.chosen_under(outcome["dice"]))
    held = province.captured
    captured = None if held is None else CaptureView(turn=held.turn, former_owner=held.former_owner,
                                                     text=capture_text(words, held.turn, held.former_owner, pid))
    return ProvinceView(id=pid, name=province.name, loyalty=province.loyalty, yield_=province.yield_,
                        event=event_view, captured=captured)


def decision_view(state: GameState, rules: Rules, dynasty_id: str, decision: DecisionFacts,
                  words: Words) -> DecisionView:
    """A decision with its default and what each answer costs (PROV-3, PROV-4, PROV-6, SUCC-5, SUCC-7)."""
    kind, pid = decision.kind, decision.province
    if kind in ("heir", "regent") or pid is None:
        text = heir_text(words, decision.heir) if decision.heir is not None else \
            decision_text(words, kind, None, decision.default)  # SUCC-3..5: the lawful heirs, or the price of none
        return DecisionView(kind=kind, province=pid, choices=decision.choices, default=decision.default, text=text)
    if kind == "famine":
        technologies = state.dynasties[dynasty_id].technologies
        detail = words.say("paying costs {c}", "цена — {c}", c=words.coins(famine_cost(rules, technologies)))
    elif kind == "disease":
        detail = words.say("paying costs {c}", "цена — {c}", c=words.coins(rules.events.disease.cost))
    elif kind == "revolt":
        event = state.provinces[pid].event
        detail = words.say("suppressing costs {s}", "подавление стоит {s}",
                           s=words.soldiers(sum(event.revolt_roll or []) if event else 0))
    else:
        detail = words.say("army +{n}", "армия +{n}", n=rules.events.volunteers.army)
    # the data keeps the ids (scripts read them); a Russian report's text offers the Russian words (`offered`)
    return DecisionView(kind=kind, province=pid, choices=decision.choices, default=decision.default,
                        text=decision_text(words, kind, pid, decision.default, detail))


def peace_offer_view(offer: PeaceOffer, words: Words) -> PeaceOfferView:
    """ACT-offer_peace: a standing offer of peace (public, INFO-3), with its terms in words."""
    return PeaceOfferView(dynasty=offer.dynasty, by=offer.by, to=offer.to, turn=offer.turn, pay=offer.pay,
                          ask=offer.ask, vassal=offer.vassal, cede=offer.cede, claim=offer.claim,
                          text=peace_offer_text(words, offer.dynasty, offer.to, offer.by, offer.turn, offer.terms))


def war_view(state: GameState, rules: Rules, known: DynastyKnowledge, war: WarFacts, words: Words) -> WarView:
    """A war of the dynasty with how far it is (WAR-9, WAR-11) and its general's bonus (WAR-1, WAR-3, WAR-14)."""
    person = state.characters[war.general] if war.general is not None else None
    return WarView(
        enemy=war.enemy, side=war.side, started=war.started, general=war.general, enemies=war.enemies,
        allies=war.allies, war_turns=war.war_turns,
        summary=join_sentences(
            war_summary(words, war.war_turns, drain_loss(rules, state.era)),
            *war_losses_text(state, known, war, words, war_losses(state, rules, known.dynasty))),
        # SAB-4, LOY-4: the head never refuses
        general_text=war_general_text(words, war.general, person.skills.combat if person else None,
                                      person.loyalty if person and war.general != known.head else None),
        offers_received=[peace_offer_view(o, words) for o in war.offers_received],
        offers_made=[peace_offer_view(o, words) for o in war.offers_made],
        enemy_provinces=war.enemy_provinces, retake=war.retake)


# -- the others: public facts (INFO-3) and what was learned (INFO-4), in words ---------------------------------


def war_losses_text(state: GameState, known: DynastyKnowledge, war: WarFacts, words: Words,
                    losses: WarLosses) -> list[str]:
    """WAR-10: the war against relatives that costs the house its one relation loss of the turn, with what this
    war takes in all; DYN-2: where the wars' sure losses reach the house's reputation, that the house falls —
    told once, at that war (else at the first war that drains)."""
    said: list[str] = []
    drain = losses.drain // len(losses.wars) if war.enemy in losses.wars else 0  # WAR-9: the same in each war
    if losses.kin and losses.kin_war == war.enemy:
        said.append(words.t("affairs-war-kin", rep=drain, kin=losses.kin, total=drain + losses.kin))
    reputation = state.dynasties[known.dynasty].reputation
    told_at = losses.kin_war or (losses.wars[0] if losses.wars else None)
    if losses.total and reputation - losses.total <= 0 and told_at == war.enemy:
        said.append(words.t("affairs-war-fatal", reputation=reputation, total=losses.total))
    return said


def alliance_reason(state: GameState, reader: str, reason: AllianceReason | None, words: Words) -> str:
    """ALLY-5: why another dynasty is an ally, in words; empty for an enemy."""
    if reason is None:
        return ""
    head = state.dynasties[reader].head
    if reason.ours == head:  # `theirs` is `kind` of our head
        person = state.characters[reason.theirs]
        return alliance_text(words, ours_is_head=True, kin=kin_word(reason.kind, person.sex, words.language),
                             who=str(words.n(reason.theirs)))
    # `theirs` is their head, `kind` of our member: our member is inverse(kind) of their head
    person = state.characters[reason.ours]
    return alliance_text(words, ours_is_head=False, kin=kin_word(inverse(reason.kind), person.sex, words.language),
                         who=str(words.n(reason.ours)))


#: A game of at most this many houses lists every other house in each private report, a line each, and tells
#: every house's public news, as today's forum games of a handful of houses want; a bigger game lists the
#: houses of note to the reader (`DynastyKnowledge.noted`) and their news, and leaves the others to the
#: chronicle, so that a report grows with what its reader knows and not with the number of houses.
EVERY_HOUSE_UP_TO = 24


def in_full(other: OtherDynasty, known: DynastyKnowledge) -> bool:
    """Whether the private report gives another house's members (INFO-1, INFO-3), not only its line: an ally,
    a house of the reader's relatives, or one it learned something of. Every house's members are in the
    chronicle."""
    return other.relation == "ally" or other.id in known.relatives or bool(other.known)


def other_view(other: OtherDynasty, reason: str = "", *, roster: bool = True) -> OtherDynastyView:
    return OtherDynastyView(id=other.id, name=other.name, alive=other.alive, head=other.head,
                            relation=other.relation, reason=reason, reputation=other.reputation,
                            provinces=other.provinces, lord=other.lord, branch_of=other.branch_of,
                            roster=roster, members=other.members if roster else [], wars=other.wars,
                            known=[KnownFact(subject=f.subject, fact=f.fact, value=f.value, turn=f.turn,
                                             source=f.source) for f in other.known])


def told_to(outcome: Mapping[str, Any], reader: str, noted: frozenset[str]) -> bool:
    """Whether a big game's private report tells an outcome: one of the reader's, or of a house of note to it,
    or of the whole game (a new era); the other houses' news are in the chronicle."""
    houses = [outcome.get("dynasty"), *(outcome.get("concerns") or [])]
    return outcome.get("dynasty") is None or any(h == reader or h in noted for h in houses)


# -- the names of the ids a report refers to ---------------------------------------------------------------------


def name_views(state: GameState, words: Words, ids: Iterable[str | None],
               named: Iterable[str] = (), houses: Iterable[str] | None = None) -> dict[str, NameView]:
    """How the report names the ids it refers to: every house of `houses` (by default every house of the game)
    with the forms of its name, for the cases, and each character or province of `ids` that the report does
    not name already (`named`: its members and provinces) — the dead, the provinces of other houses. Names
    and sexes are public (INFO-3)."""
    skip = set(named)
    views: dict[str, NameView] = {}
    for entity_id in [*(state.dynasties if houses is None else houses), *ids]:
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
        ids += [other.id, other.head, other.lord, other.branch_of, *other.provinces,
                *(f.subject for f in other.known)]
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
    for happening in report.happened:
        ids.append(happening.dynasty)
    return name_views(state, words, ids, named, houses=[report.dynasty])


# -- the three reports -------------------------------------------------------------------------------------------


def _language(settings: GameSettings) -> Language:
    return "ru" if settings.language == "ru" else "en"


def build_dynasty_report(state: GameState, rules: Rules, settings: GameSettings, did: str,
                         log: Mapping[str, Any] | None, new_game_log: Mapping[str, Any] | None = None,
                         *, record: TurnRecord | None = None, index: StateIndex | None = None) -> DynastyReport:
    """The private report of `did` at the start of `state.turn`: what it knows (`fog.dynasty_knowledge`),
    in words. `log` is the log of the turn before (None on turn 1, when `new_game_log` gives the dice of the
    turn's events and births). The callers that build the reports of every dynasty pass the turn's `record`
    and the state's `index` once for all."""
    if did not in state.dynasties:
        raise KeyError(f"'{did}' is no dynasty of this game")
    language = _language(settings)
    words = Words(language, state_names(state), rules, reader=did)  # the report says «вы» to its house
    record = record if record is not None else turn_record(state, log, new_game_log)
    index = index if index is not None else StateIndex(state)
    with unchanged(state):  # the heirs of every dynasty are asked for several times
        known = dynasty_knowledge(state, rules, did, record, index)
        every = len(state.dynasties) <= EVERY_HOUSE_UP_TO
        shown = [o for o in known.others if every or o.id in known.noted]
        drawn = related_characters(state, did)
        report = DynastyReport(
            language=language, game=settings.title, turn=known.turn, era=era_view(state, rules, language),
            dynasty=did, name=known.name, head=known.head, regent=known.regent, lord=known.lord,
            branch_of=known.branch_of, rules=dict(settings.rules),
            # a fallen house has no turn to play: no AP (DYN-2)
            ap=ap_formula(state, rules, did, words) if known.alive else Formula(value=0, parts=[], text="0"),
            treasury=treasury_formula(state, rules, record, did, words),
            army=army_formula(state, record, did, words),
            reputation=reputation_formula(state, record, did, words),
            technologies=list(known.technologies),
            happened=story(record, [(seen.outcome, seen.with_dice)
                                    for seen in seen_outcomes(record, did, None if every else known.noted)
                                    if every or told_to(seen.outcome, did, known.noted)], words, told=True),
            proposals=[p for p in known.proposals
                       if every or p.by_dynasty in known.noted or p.target_dynasty in known.noted
                       or did in (p.by_dynasty, p.target_dynasty)],
            members=known.members,
            provinces=[province_view(p, did, words, record) for p in known.provinces],
            decisions=[decision_view(state, rules, did, d, words) for d in known.decisions],
            wars=[war_view(state, rules, known, war, words) for war in known.wars],
            others=[other_view(o, alliance_reason(state, did, o.alliance, words), roster=in_full(o, known))
                    for o in shown],
            unlisted=len(known.others) - len(shown),
            family_tree=mermaid_tree(state, drawn, language),
            family_text=text_tree(state, drawn, language, home=did),
            family=kin_views(state, drawn, [m.id for m in known.members if "heir" in m.roles]),
            template=order_template(state, rules, did, language) if known.alive else "",
            no_orders=no_orders_text(record, did, words, state.turn - 1, state.dynasties[did].missed_turns),
        )
        report.fall = fall_view(state, rules, record, did, words, report.reputation)
    report.names = dynasty_name_views(state, words, report)
    return report


#: The outcomes of the house's own that led to its fall, by the fall's cause: each change of its reputation, or
#: the deaths of its last members and the end of its line (SUCC-5); the fall itself, in any case.
_FALL_STEPS = {"reputation": frozenset({"reputation", "defeat"}),
               "extinct": frozenset({"death", "extinct", "defeat"})}


def fall_view(state: GameState, rules: Rules, record: TurnRecord, did: str, words: Words,
              reputation: Formula) -> FallView | None:
    """DYN-2, DEFEAT-1 .. DEFEAT-4: the last report of a fallen house says when and why it fell — for a
    reputation at the limit, the figure with every change that led there — and, the turn it fell, each step
    of its own with its dice (INFO-5: the house's own outcomes; where its goods went is public)."""
    dynasty = state.dynasties[did]
    if dynasty.alive:
        return None
    turn = dynasty.defeat.turn if dynasty.defeat is not None else state.turn - 1
    cause = dynasty.defeat.cause if dynasty.defeat is not None else ""
    if cause == "reputation":
        text = words.t("report-fall-reputation", turn=turn, reputation=signed(dynasty.reputation),
                       limit=rules.limits.defeat_reputation, formula=reputation.text)
    elif cause == "extinct":
        text = words.t("report-fall-extinct", turn=turn)
    else:
        text = words.t("report-fall", turn=turn)
    kinds = _FALL_STEPS.get(cause, frozenset({"defeat"}))
    steps = [happening_view(record, seen.outcome, words, with_dice=seen.with_dice, told=True)
             for seen in seen_outcomes(record, did)
             if record.resolved and turn == state.turn - 1
             and seen.outcome.get("dynasty") == did and seen.outcome.get("kind") in kinds]
    return FallView(turn=turn, cause=cause, text=text, steps=steps)


def no_orders_text(record: TurnRecord, did: str, words: Words, turn: int, missed: int = 0) -> str | None:
    """TURN-4, PROV-6: a house that sent no orders for `turn` (the turn before the report's) is told so, with what
    was played for it — no actions, and each decision taken by default; or, the `missed`-th turn in a row, the
    built-in player's turn, and why (`absence:` of the settings)."""
    if not record.resolved or did not in record.missing:
        return None
    how = record.played_for.get(did)
    if how is not None:  # the built-in player played it: its deeds are told among the turn's happenings
        return words.t("report-no-orders-bot", turn=turn, how=how, turns=missed)
    taken = [(str(o.get("kind")), dict(o.get("params") or {})) for o in record.own_outcomes(did)
             if o.get("dynasty") == did and o.get("kind") in ("famine", "disease", "volunteers", "revolt")]
    defaults = [(kind, p) for kind, p in taken if p.get("default") is True]
    decisions = "; ".join(words.t("report-no-orders-decision", event=words.label(kind),
                                  province=words.name(p.get("province")), choice=words.label(str(p.get("choice"))))
                          for kind, p in defaults)
    return words.t("report-no-orders", turn=turn, n=len(defaults), decisions=decisions)


def build_public_report(state: GameState, rules: Rules, settings: GameSettings, log: Mapping[str, Any] | None,
                        new_game_log: Mapping[str, Any] | None = None, *, record: TurnRecord | None = None,
                        index: StateIndex | None = None) -> PublicReport:
    """The chronicle (INFO-3): the public outcomes without their dice, and every dynasty's public facts. The
    callers that build every report pass the turn's `record` and the state's `index` once for all."""
    language = _language(settings)
    words = Words(language, display_names(state), rules)
    record = record if record is not None else turn_record(state, log, new_game_log)
    happened = story(record, [(o, False) for o in record.outcomes if o.get("public") and o.get("kind") not in GM_ONLY],
                     words, told=False)
    index = index if index is not None else StateIndex(state)
    dynasties = [other_view(public_facts(index, did)) for did in state.dynasties]
    ids, named = _other_ids(dynasties)
    return PublicReport(language=language, game=settings.title, turn=state.turn,
                        era=era_view(state, rules, language), happened=happened, chosen_dice=record.chosen,
                        dice_commitment=commitment(settings.seed) if state.turn == 1 else None, dynasties=dynasties,
                        wars=[WarSides(attackers=list(war.attackers), defenders=list(war.defenders),
                                       started=war.started) for war in state.wars],
                        names=name_views(state, words, ids, named))


def ap_had(log: Mapping[str, Any] | None) -> dict[str, int]:
    """DYN-4: the AP each dynasty had for the turn the log resolved, as its report showed them (the log's
    `figures`; a log written before they held AP gives none)."""
    return {str(o["dynasty"]): int(o["params"]["ap"]) for o in (log or {}).get("outcomes") or []
            if o.get("kind") == "figures" and "ap" in (o.get("params") or {})}


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
    dynasties = [reports[did] if reports is not None and did in reports
                 else build_dynasty_report(state, rules, settings, did, log, new_game_log, record=record, index=index)
                 for did in state.living_dynasties()]
    return GmReport(
        language=language, game=settings.title, turn=state.turn, era=era_view(state, rules, language),
        happened=happened,
        dice=[die_view(d, words) for d in record.dice],
        dynasties=dynasties,
        ap_spent=ap_spent(state, log),
        ap_turn=state.turn - 1 if log is not None else None,  # AP spent in the turn before, beside this turn's
        ap_had=ap_had(log),
        ap={report.dynasty: report.ap.value for report in dynasties},
        defaults=default_texts(record, words),
        family_tree=mermaid_tree(state, state.characters, language),
        family_text=text_tree(state, state.characters, language),
        names=name_views(state, words, []),
    )
