"""What passes between houses as sentences: marriages between dynasties (MAR-1 .. MAR-8), cadet branches
(BRANCH-*), intrigue (spying, gossip, plots), and war and peace (WAR-1 .. WAR-14, SAB-4, PROV-2, VASSAL-5).
`AFFAIRS` maps each kind of outcome of `log.yaml` to its sentence (`texts.happening_text` tells them).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from dynasty.reports.words import Say, Words, signed
from dynasty.text.catalogs import Named
from dynasty.text.declension import Case


def join_sentences(*texts: str) -> str:
    """Whole sentences one after another; an empty one is left out."""
    return " ".join(text for text in texts if text)


def _value(p: Mapping[str, Any], key: str) -> Any:
    """A number of the outcome for a message; '?' when it is missing."""
    found = p.get(key)
    return "?" if found is None else found


def _names_in(w: Words, ids: Sequence[Any] | None, case: Case | None = None, *, you: bool = False) -> str:
    """Names as a list, in a Russian report in `case` (против Ярославичей и Ольговичей); '—' for none. With
    `you`, the reader's house is «вы» in that case (победа за вами и Галицкими)."""
    found = []
    for entity_id in ids or []:
        if you and w.yours(entity_id) == "yes":
            found.append(w.t("affairs-you", case=case or "nom"))
            continue
        named = w.n(entity_id)
        found.append(named.case(case) if case is not None and w.ru and isinstance(named, Named) else str(named))
    return w.listed(found)


def _side(w: Words, first: Any, second: Any, first_word: str, second_word: str) -> str:
    """Which of two houses is the reader's: `first_word`, `second_word`, or "no" for neither."""
    return first_word if w.yours(first) == "yes" else second_word if w.yours(second) == "yes" else "no"


def _payments(w: Words, terms: Mapping[str, Any], first: Any, second: Any, message_id: str = "affairs-terms-pay"
              ) -> list[str]:
    """What each house pays under terms (MAR-1, ACT-offer_peace): `pay` is the first's, `ask` the second's; in a
    list of terms, or (affairs-pays) a sentence each once paid. The reader's house pays or is paid: «вы платите»."""
    pay, ask = int(terms.get("pay", 0) or 0), int(terms.get("ask", 0) or 0)
    return [w.t(message_id, payer=w.n(payer), payee=w.n(payee), coins=coins,
                yours=_side(w, payer, payee, "payer", "payee"))
            for payer, payee, coins in ((first, second, pay), (second, first, ask)) if coins]


def _vassal_term(w: Words, terms: Mapping[str, Any], first: Any, second: Any) -> list[str]:
    """Which of the two houses becomes the other's vassal under terms (MAR-1, ACT-offer_peace), if one does."""
    vassal = terms.get("vassal")
    if not vassal:
        return []
    lord = second if vassal == first else first
    return [w.t("affairs-terms-vassal", vassal=w.n(vassal), lord=w.n(lord),
                yours=_side(w, vassal, lord, "vassal", "lord"))]


def _terms(w: Words, p: Mapping[str, Any], proposer_house: Any, target_house: Any) -> str:
    """The terms of a proposal (MAR-1): what each house pays and which becomes the other's vassal; '' for none."""
    parts = _payments(w, p, proposer_house, target_house) + _vassal_term(w, p, proposer_house, target_house)
    return w.t("affairs-terms", terms="; ".join(parts)) if parts else ""


def _marriage(w: Words, did: str | None, p: dict[str, Any]) -> str:
    husband, wife = w.n(p.get("husband")), w.n(p.get("wife"))
    if p.get("action") == "find_spouse":
        # ACT-find_spouse: the spouse comes from a minor noble family; the member is the other one
        spouse = p.get("spouse")
        member = p.get("wife") if spouse == p.get("husband") else p.get("husband")
        return w.t("home-marriage-found", by=w.n(member), spouse=w.n(spouse), dynasty=w.n(did), yours=w.yours(did))
    text = w.t("home-marriage", husband=husband, wife=wife)
    if p.get("action") in ("propose_marriage", "accept_marriage"):
        text += _marriage_terms(w, p)
    return text


# -- marriages between dynasties (MAR-1 .. MAR-8), cadet branches (BRANCH-*), intrigue ---------------------------


def _proposal(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return join_sentences(w.t("affairs-proposal", by=w.n(p.get("by")), house=w.n(did), target=w.n(p.get("target")),
                              target_house=w.n(p.get("target_dynasty")),
                              yours=_side(w, did, p.get("target_dynasty"), "by", "target")),
                          _terms(w, p, did, p.get("target_dynasty")))


def _ago(w: Words, turn: Any) -> str:
    """MAR-1: when a proposal was made, in words: this turn (the one the log resolved), the turn before, or
    earlier (then by its number)."""
    resolved = w.state.turn - 1 if w.state is not None else None
    if resolved is None or not isinstance(turn, int):
        return "earlier"
    return "this" if turn == resolved else "last" if turn == resolved - 1 else "earlier"


def _accept(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-accept-unanswered" if p.get("unanswered") else "affairs-accept", by=w.n(p.get("by")),
               house=w.n(did), target=w.n(p.get("target")), target_house=w.n(p.get("target_dynasty")),
               yours=_side(w, did, p.get("target_dynasty"), "by", "target"), proposed=_value(p, "proposed"),
               ago=_ago(w, p.get("proposed")))


def _proposal_lapsed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # each side is named as its reader knows it: his own people «ваш Мстислав», another house's with their house
    # (the sentence is read by both houses, and names repeat: two Olegs); the outcome does not carry the house
    # of the one proposed to: it is the one the state knows (public, INFO-3), or, without a state, her name's
    target = w.n(p.get("target"))
    target_house: Named | str = "—"
    whose = "bare"
    person = w.state.characters.get(str(p.get("target"))) if w.state is not None else None
    house_id = person.dynasty if person is not None else None
    if house_id:
        whose, target_house = ("yours" if w.yours(house_id) == "yes" else "house"), w.n(house_id)
    elif isinstance(target, Named) and target.house is not None:
        whose, target_house = "house", target.house
    return w.t("affairs-proposal-lapsed", by=w.n(p.get("by")), house=w.n(did), target=target,
               target_house=target_house, turn=_value(p, "turn"), yours=w.yours(did), whose=whose)


#: Why a wedding did not take place when its turn came (MAR-2, DYN-7): the engine's code and its message.
WEDDING_FAILURES: dict[str, str] = {
    code: f"affairs-wedding-failure-{code}"
    for code in ("dead", "married", "too-young", "same-sex", "same-dynasty", "not-enough-coins")}

#: VASSAL-6: why the vassalage of a marriage's or a peace's terms did not come into force.
VASSAL_REFUSALS: dict[str, str] = {
    "vassal-has-lord": "affairs-vassalage-refused-has-lord",
    "vassal-cycle": "affairs-vassalage-refused-cycle",
}


def _why(w: Words, failures: Mapping[str, str], p: Mapping[str, Any]) -> str:
    """Why a handshake failed, in the words of its table; a reason the table lacks is shown as recorded."""
    reason = str(p.get("reason", ""))
    failure = failures.get(reason)
    return w.t(failure) if failure else reason


def _marriage_failed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-wedding-failed", proposer=w.n(p.get("proposer")), target=w.n(p.get("target")),
               why=_why(w, WEDDING_FAILURES, p))


def _vassalage(w: Words, p: Mapping[str, Any], first: Any, second: Any) -> str:
    """VASSAL-3, VASSAL-6: the vassalage of the terms between the houses `first` and `second`, in force or
    refused (then the lord is the house that is not the vassal); '' when the terms named none."""
    vassal = p.get("vassal")
    if p.get("lord"):
        return w.t("affairs-vassalage", vassal=w.n(vassal), lord=w.n(p.get("lord")),
                   yours=_side(w, vassal, p.get("lord"), "vassal", "lord"))
    refused = p.get("vassalage_refused")
    if not refused:
        return ""
    lord = second if vassal == first else first
    yours = _side(w, vassal, lord, "vassal", "lord")
    refusal = VASSAL_REFUSALS.get(str(refused))
    if refusal is None:
        return w.t("affairs-vassalage-refused", vassal=w.n(vassal), lord=w.n(lord), why=str(refused), yours=yours)
    return w.t(refusal, vassal=w.n(vassal), lord=w.n(lord), yours=yours)


def _marriage_terms(w: Words, p: dict[str, Any]) -> str:
    """MAR-1, VASSAL-3: who moved, the coins of the terms, the vassalage: sentences that follow the wedding's,
    each after a space; '' for none."""
    proposer_house, target_house = p.get("proposer_dynasty"), p.get("target_dynasty")
    sentences = []
    moved = p.get("moved")
    if moved:
        home, left = ((target_house, proposer_house) if moved == p.get("proposer")
                      else (proposer_house, target_house))
        sentences.append(w.t("affairs-moved", who=w.n(moved), house=w.n(home),
                             yours=_side(w, home, left, "to", "from")))
    sentences += _payments(w, p, proposer_house, target_house, "affairs-pays")
    sentences.append(_vassalage(w, p, proposer_house, target_house))
    text = join_sentences(*sentences)
    return f" {text}" if text else ""


def _annul(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # public: the check's arithmetic (the executor's skill) is not shown; the acting dynasty has its dice
    own = p.get("by") is not None and p.get("by") == p.get("spouse")
    names = {"by": w.n(p.get("by")), "house": w.n(did), "spouse": w.n(p.get("spouse")),
             "partner": w.n(p.get("partner")), "yours": w.yours(did)}
    if not p.get("success"):
        return w.t("affairs-annul-own-refused" if own else "affairs-annul-refused", **names)
    returned = w.t("affairs-annul-returned", who=w.n(p.get("returned"))) if p.get("returned") else ""
    return join_sentences(w.t("affairs-annul-own" if own else "affairs-annul", **names), returned)


def _branch(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # public: the branch's army and coins are hidden facts (INFO-2) and are not shown
    head = p.get("head")
    others = [m for m in p.get("members") or [] if m != head]
    provinces = list(p.get("provinces") or [])
    sentences = [w.t("affairs-branch", by=w.n(p.get("by")), house=w.n(did), branch=w.n(p.get("branch")),
                     head=w.n(head), members=_names_in(w, others), count=len(others),
                     provinces=_names_in(w, provinces), n=len(provinces), reputation=_value(p, "reputation"),
                     yours=w.yours(did))]
    if p.get("spouses_stayed"):
        sentences.append(w.t("affairs-branch-spouses-stayed", spouses=_names_in(w, p.get("spouses_stayed"))))
    generals = list(p.get("generals_left") or [])
    if generals:
        sentences.append(w.t("affairs-branch-generals-left", generals=_names_in(w, generals), count=len(generals)))
    return join_sentences(*sentences)


def _cunning_relief(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-cunning-relief", head=w.n(p.get("head")), house=w.n(did), yours=w.yours(did),
               applied=int(p.get("applied", p.get("relief", 0)) or 0),
               largest=abs(int(p.get("largest_loss", 0) or 0)))


def _plot_check(w: Words, p: dict[str, Any]) -> str:
    """An intrigue check as the acting dynasty is told it: its own roll, skill, bribe and TN; the target's hidden
    modifiers (loyalty, traits) are not in the outcome and not shown."""
    if "roll" not in p:
        return "?"
    check = {"roll": _value(p, "roll"), "value": _value(p, "skill"), "tn": _value(p, "tn")}
    bribe = int(p.get("bribe", 0) or 0)
    if bribe and "bribe_bonus" in p:
        return w.t("affairs-plot-check-bribe", **check, bribe=bribe,
                   bonus_text=signed(int(p.get("bribe_bonus", 0) or 0)))
    return w.t("affairs-plot-check", **check)


def _plot_after(w: Words, did: str | None, p: dict[str, Any]) -> str:
    """What followed a successful plot: discovered or not (ACT-0), or the Insidious escape; '' when untold."""
    if p.get("escaped"):
        return w.t("affairs-plot-escaped", by=w.n(p.get("by")), trait=w.trait("insidious"))
    if p.get("discovered"):
        # what it cost the plotters is the reputation line that follows, folded into this sentence (`record.story`)
        return w.t("affairs-plot-found-out", house=w.n(p.get("target_dynasty")))
    if "discovered" in p:
        return w.t("affairs-plot-undiscovered")
    return ""


def _plot_failure(w: Words, p: dict[str, Any], action: str) -> str:
    """An automatic failure of an intrigue: an Honest or isolated recruit, a Paranoid target."""
    reason = str(p.get("reason", ""))
    agent = p.get("agent")
    recruit = agent if action == "assassinate" and agent else p.get("target")
    if reason == "refused":  # TRAIT-honest is hidden (INFO-2): he would not be turned, and no more
        return w.t("affairs-plot-refused", who=w.n(recruit))
    if reason == "isolated":
        # isolation in another house is hidden (INFO-3): the plotter learns only that he could not reach him
        if action == "assassinate" and agent:
            return w.t("affairs-plot-out-of-reach-agent", target=w.n(p.get("target")), agent=w.n(agent))
        return w.t("affairs-plot-out-of-reach", who=w.n(recruit))
    if reason == "paranoid":  # his traits are hidden (INFO-2): the plotter learns only that he was out of reach
        return w.t("affairs-plot-out-of-reach", who=w.n(p.get("target")))
    return reason


def _plot_names(w: Words, p: dict[str, Any]) -> dict[str, Any]:
    """Who plots against whom, for the intrigue messages."""
    return {"by": w.n(p.get("by")), "target": w.n(p.get("target")), "target_house": w.n(p.get("target_dynasty"))}


def _spy(w: Words, did: str | None, p: dict[str, Any]) -> str:
    names = _plot_names(w, p)
    if p.get("reason"):
        return w.t("affairs-spy-refused", **names, why=_plot_failure(w, p, "spy"))
    if not p.get("success"):
        return w.t("affairs-spy-failed", **names, check=_plot_check(w, p))
    return join_sentences(w.t("affairs-spy", **names, check=_plot_check(w, p), house=w.n(did), yours=w.yours(did),
                              members=_names_in(w, p.get("learned"), "gen")),
                      _plot_after(w, did, p))


def _gossip(w: Words, did: str | None, p: dict[str, Any]) -> str:
    names = {"by": w.n(p.get("by")), "target_house": w.n(p.get("target_dynasty")), "check": _plot_check(w, p)}
    if not p.get("success"):
        return w.t("affairs-gossip-failed", **names)
    applied = int(p.get("applied", 0) or 0)
    said = w.t("affairs-gossip", **names, loss=abs(applied)) if applied else w.t("affairs-gossip-no-effect", **names)
    return join_sentences(said, _plot_after(w, did, p))


def _conspiracy(w: Words, did: str | None, p: dict[str, Any]) -> str:
    names = {**_plot_names(w, p), "house": w.n(did), "yours": w.yours(did)}
    if p.get("reason"):
        bribe = int(p.get("bribe", 0) or 0)  # paid with the action
        return join_sentences(w.t("affairs-conspiracy-refused", **names, why=_plot_failure(w, p, "conspiracy")),
                          w.t("affairs-conspiracy-bribe-lost", bribe=bribe) if bribe else "")
    if not p.get("success"):
        return w.t("affairs-conspiracy-failed", **names, check=_plot_check(w, p))
    return join_sentences(w.t("affairs-conspiracy", **names, check=_plot_check(w, p)), _plot_after(w, did, p))


def _assassinate(w: Words, did: str | None, p: dict[str, Any]) -> str:
    names = {**_plot_names(w, p), "agent": w.n(p.get("agent"))}
    by_agent = bool(p.get("agent"))
    if p.get("reason"):
        return w.t("affairs-assassinate-agent-refused" if by_agent else "affairs-assassinate-mercenary-refused",
                   **names, why=_plot_failure(w, p, "assassinate"))
    if not p.get("success"):
        return w.t("affairs-assassinate-agent-failed" if by_agent else "affairs-assassinate-mercenary-failed",
                   **names, check=_plot_check(w, p))
    return join_sentences(w.t("affairs-assassinate-agent" if by_agent else "affairs-assassinate-mercenary", **names,
                          check=_plot_check(w, p)),
                      _plot_after(w, did, p))


def _plot_discovered(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-plot-discovered", house=w.n(did), action=w.action(p.get("action")), by=w.n(p.get("by")),
               plotter=w.n(p.get("plotter")), yours=_side(w, did, p.get("plotter"), "house", "plotter"))


def _spied_on(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-spied-on", house=w.n(did), trait=w.trait("paranoid"), recruiter=w.n(p.get("recruiter")),
               plotter=w.n(p.get("plotter")), spy=w.n(p.get("spy")), yours=w.yours(did))


def _defected(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # the house he joins is not among the params: it is not named
    return w.t("affairs-defected", who=w.n(p.get("character")), house=w.n(did), yours=w.yours(did))


# -- war and peace (WAR-1 .. WAR-14, SAB-4, PROV-2, VASSAL-5) ---------------------------------------------------


def _war_declared(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # public: a Hot-tempered declaration (WAR-13) is told like any other — the trait is hidden (INFO-2); the
    # attacker's own report told it just before, by his head's anger (`_hot_tempered`): not again
    attacker, defender = p.get("attacker", did), p.get("defender")
    yours = _side(w, attacker, defender, "attacker", "defender")
    in_anger = yours == "attacker" and p.get("cause") == "hot-tempered"
    sentences = [] if in_anger else [w.t("affairs-war-declared", attacker=w.n(attacker), defender=w.n(defender),
                                         yours=yours)]
    if len(p.get("attackers") or []) > 1 or len(p.get("defenders") or []) > 1:
        sentences.append(w.t("affairs-war-declared-vassals", attackers=_names_in(w, p.get("attackers"), you=True),
                             defenders=_names_in(w, p.get("defenders"), "gen", you=True)))
    sentences.append(w.t("affairs-war-first-battle-with", enemy=w.n(defender)) if in_anger
                     else w.t("affairs-war-first-battle"))
    return join_sentences(*sentences)


def _general_named(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-general-named-instead" if p.get("before") else "affairs-general-named",
               general=w.n(p.get("general")), enemy=w.n(p.get("war")), previous=w.n(p.get("before")))


def _war_joined(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-war-joined", house=w.n(did), lord=w.n(p.get("lord")),
               yours=_side(w, did, p.get("lord"), "house", "lord"),
               attackers=_names_in(w, p.get("attackers"), you=True),
               defenders=_names_in(w, p.get("defenders"), "gen", you=True))


def _war_drain(w: Words, did: str | None, p: dict[str, Any]) -> str:
    provinces = ", ".join(w.t("affairs-war-drain-province", province=w.n(pid), loyalty=loyalty)
                          for pid, loyalty in (p.get("provinces") or {}).items())
    facts = {"enemies": _names_in(w, p.get("enemies"), "gen"), "loss": abs(int(p.get("reputation", 0) or 0)),
             "house": w.n(did), "yours": w.yours(did)}
    if provinces:
        return w.t("affairs-war-drain-provinces", **facts, provinces=provinces)
    return w.t("affairs-war-drain", **facts)


def _capture(w: Words, c: Mapping[str, Any]) -> str:
    """PROV-2: a province taken in battle, or retaken with its loyalty of before."""
    return w.t("affairs-capture-retaken" if c.get("retaken") else "affairs-capture", province=w.n(c.get("province")),
               to=w.n(c.get("to")), loyalty=_value(c, "loyalty"), **{"from": w.n(c.get("from"))},
               yours=_side(w, c.get("to"), c.get("from"), "to", "from"))


def _battle(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # public (INFO-3): the sides' strengths, each dynasty's losses and the provinces taken; which general led,
    # his refusal and his combat stay in each side's own battle report
    strength = p.get("strength") or {}
    attackers = _battle_side(w, p.get("attackers"))
    sentences = [w.t("affairs-battle", attackers=attackers[:1].upper() + attackers[1:] if w.language == "en"
                     else attackers, defenders=_battle_side(w, p.get("defenders")),
                     attack=_value(strength, "attackers"), defence=_value(strength, "defenders"))]
    fallen = ", ".join(w.t("affairs-battle-loss", house=w.n(f.get("dynasty")), count=int(f.get("losses", 0) or 0),
                           yours=w.yours(f.get("dynasty")))
                       for f in p.get("forces") or [])
    if fallen:
        sentences.append(w.t("affairs-battle-losses", fallen=fallen))
    winner = p.get("winner")
    if winner is None:
        sentences.append(w.t("affairs-battle-draw", step=w.rules.war.capture_step))
    else:
        winners = _names_in(w, p.get(str(winner)), "ins", you=True)
        captures = "; ".join(_capture(w, c) for c in p.get("captures") or [])
        sentences.append(w.t("affairs-battle-won", winners=winners, captures=captures) if captures
                         else w.t("affairs-battle-won-nothing", winners=winners))
    return join_sentences(*sentences)


def _battle_side(w: Words, houses: Sequence[Any] | None) -> str:
    """A side of a battle as the chronicle names it (армии Ярославичей и Галицких), or as its reader's own
    report does (ваша армия и армия Галицких)."""
    ids = list(houses or [])
    mine = any(w.yours(h) == "yes" for h in ids)
    others = [h for h in ids if w.yours(h) != "yes"]
    return w.t("affairs-battle-side", yours="yes" if mine else "no", allies=_names_in(w, others, "gen"),
               count=len(others))


def _free_study(w: Words, general: Any, study: Mapping[str, Any]) -> str:
    """WAR-6: the general's free study of combat after the battle (the Study roll)."""
    bonus = int(study.get("bonus", 0) or 0)
    roll = study.get("roll")
    grew = study.get("after") != study.get("before")
    return w.t("affairs-free-study-up" if grew else "affairs-free-study-none", general=w.n(general),
               skill=w.skill("combat"), roll=roll, bonus=bonus, total=int(roll or 0) + bonus,
               level=_value(study, "before"), new_level=_value(study, "after"))


def _battle_report(w: Words, did: str | None, p: dict[str, Any]) -> str:
    """The battle as one side's own report tells it (INFO-5): its general, soldiers, bonus, losses, dice."""
    general = p.get("general")
    sentences = [w.t("affairs-battle-report-attacking" if p.get("side") == "attackers"
                     else "affairs-battle-report-defending",
                     enemies=_names_in(w, p.get("enemies"), "gen"), sent=int(p.get("sent", 0) or 0))]
    if general is None:
        sentences.append(w.t("affairs-battle-report-no-general"))
    elif p.get("refused"):
        sentences.append(w.t("affairs-battle-report-refused", general=w.n(general), skill=w.skill("combat")))
    else:
        sentences.append(w.t("affairs-battle-report-led", general=w.n(general), skill=w.skill("combat"),
                             combat=_value(p, "combat"), bonus=int(p.get("bonus", 0) or 0),
                             per=w.rules.war.bonus_per_soldiers))
    fortification = int(p.get("fortification", 0) or 0)
    if fortification:
        sentences.append(w.t("affairs-battle-report-fortification", fortification=fortification))
    sentences.append(w.t("affairs-battle-report-result", strength=_value(p, "strength"),
                         losses=int(p.get("losses", 0) or 0), army=_value(p, "army")))
    study = p.get("study")
    if isinstance(study, Mapping) and general is not None:
        sentences.append(_free_study(w, general, study))
    return join_sentences(*sentences)


def _general_roll(p: Mapping[str, Any]) -> dict[str, Any]:
    """SAB-4: the general's roll, his loyalty and their sum."""
    return {"roll": _value(p, "roll"), "loyalty": _value(p, "loyalty"), "total": _value(p, "total")}


def _general_refused(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-general-refused", general=w.n(p.get("general")), **_general_roll(p),
               most=w.rules.sabotage.aborts_at_most, skill=w.skill("combat"))


def _general_obeyed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-general-obeyed", general=w.n(p.get("general")), **_general_roll(p),
               most=w.rules.sabotage.aborts_at_most)


def _war_ended(w: Words, did: str | None, p: dict[str, Any]) -> str:
    attackers, defenders = list(p.get("attackers") or []), list(p.get("defenders") or [])
    mine = any(w.yours(d) == "yes" for d in attackers)
    enemies = defenders if mine else attackers if any(w.yours(d) == "yes" for d in defenders) else []
    sides = {"attackers": _names_in(w, attackers, "gen"), "defenders": _names_in(w, defenders, "gen"),
             "enemies": _names_in(w, enemies, "gen"), "yours": "yes" if enemies else "no"}
    reason = p.get("reason")
    if reason == "peace":
        return w.t("affairs-war-ended-peace", **sides)
    if reason == "no-provinces":
        return w.t("affairs-war-ended-no-provinces", **sides,
                   losers=_names_in(w, p.get(str(p.get("side"))), "gen", you=True))
    return w.t("affairs-war-ended", **sides, why=str(reason or "?"))


#: WAR-10: why a war among kin costs reputation, by the engine's relation.
WAR_PENALTIES: dict[str, str] = {kin: f"affairs-war-penalty-{kin}" for kin in ("branch", "close", "relative")}


def _war_penalty(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # an unknown relation has no words: KeyError, and the happening is told by `_generic`
    return w.t(WAR_PENALTIES[str(p.get("relation", ""))], enemy=w.n(p.get("enemy")), house=w.n(did),
               loss=abs(int(p.get("reputation", 0) or 0)), yours=w.yours(did))


#: WAR-13: what came of a Hot-tempered head's anger, by the engine's reason ("war": war was declared).
HOT_TEMPER: dict[str, str] = {
    reason: f"affairs-hot-tempered-{reason}" for reason in ("war", "calm", "target-gone", "already-at-war", "lord")}


def _hot_tempered(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # an unknown reason has no words: KeyError, and the happening is told by `_generic`
    reason = "war" if p.get("war") else str(p.get("reason", ""))
    return w.t(HOT_TEMPER[reason], head=w.n(p.get("head")), yours=w.yours(did),
               enemy=w.n(p.get("target")), house=w.n(did), damage=_value(p, "damage"), roll=_value(p, "roll"),
               on=w.rules.war.hot_tempered_war_on)


def peace_terms_text(w: Words, offerer: Any, receiver: Any, terms: Mapping[str, Any]) -> str:
    """The terms of an offer of peace (ACT-offer_peace), the offerer's, as a sentence: "Terms: Valois pays 20
    coins; Habsburg cedes Tyrol." A white peace says so."""
    parts = _payments(w, terms, offerer, receiver)
    if terms.get("cede"):
        parts.append(w.t("affairs-terms-cede", house=w.n(offerer), provinces=_names_in(w, terms.get("cede"), "acc"),
                         yours=w.yours(offerer)))
    if terms.get("claim"):
        parts.append(w.t("affairs-terms-cede", house=w.n(receiver),
                         provinces=_names_in(w, terms.get("claim"), "acc"), yours=w.yours(receiver)))
    parts += _vassal_term(w, terms, offerer, receiver)
    return w.t("affairs-terms", terms="; ".join(parts)) if parts else w.t("affairs-terms-none")


def offer_stands(w: Words, did: str | None, p: Mapping[str, Any]) -> bool:
    """ACT-offer_peace: whether the offer still waits for an answer in the next orders. An offer answered at once
    (the other side's acceptance or mirror offer that resolved before it) does not; nor one answered later in
    the same turn (its acceptance or mirror resolved after it: peace made, or failed) or void (the war ended):
    the state the report is of holds the offers that stand (public, INFO-3). Without the state, the outcome's
    `answered` tells only of the first."""
    if p.get("answered"):
        return False
    if w.state is None:
        return True
    return any(o.kind == "peace" and not o.accept and o.dynasty == did and o.target == p.get("to")
               for o in w.state.proposals)


def _peace_offer(w: Words, did: str | None, p: dict[str, Any]) -> str:
    to = p.get("to")
    yours = _side(w, did, to, "by", "to")
    answer = w.t("affairs-peace-offer-answer", to=w.n(to), yours=yours) if offer_stands(w, did, p) else ""
    plain = not any(p.get(term) for term in ("pay", "ask", "cede", "claim", "vassal"))
    return join_sentences(w.t("affairs-peace-offer", house=w.n(did), by=w.n(p.get("by")), to=w.n(to), yours=yours,
                              plain="yes" if plain else "no"),
                          "" if plain else peace_terms_text(w, did, to, p), answer)


def _peace_accept(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-peace-accept-unanswered" if p.get("unanswered") else "affairs-peace-accept",
               house=w.n(did), by=w.n(p.get("by")), offerer=w.n(p.get("offerer")), turn=_value(p, "offered"),
               ago=_ago(w, p.get("offered")), yours=_side(w, did, p.get("offerer"), "house", "offerer"))


def _other_side(w: Words, first: Any, second: Any) -> tuple[str, Named | str]:
    """Whether the reader's house is one of two (yes, no), and the other one."""
    mine = _side(w, first, second, "first", "second")
    return ("no", "—") if mine == "no" else ("yes", w.n(second if mine == "first" else first))


def _peace(w: Words, did: str | None, p: dict[str, Any]) -> str:
    offerer, receiver = p.get("offerer"), p.get("receiver")
    yours, other = _other_side(w, offerer, receiver)
    # WAR-12: a peace that ended the whole war says so; `record.story` leaves out the war's end
    sentences = [w.t("affairs-peace", offerer=w.n(offerer), receiver=w.n(receiver), yours=yours, other=other,
                     ended="yes" if p.get("war_ended") else "no")]
    sentences += _payments(w, p, offerer, receiver, "affairs-pays")
    for moved in p.get("provinces") or []:
        sentences.append(w.t("affairs-peace-province", province=w.n(moved.get("province")), to=w.n(moved.get("to")),
                             yours=_side(w, moved.get("to"), moved.get("from"), "to", "from"),
                             **{"from": w.n(moved.get("from"))}))
    sentences.append(_vassalage(w, p, offerer, receiver))
    left = list(p.get("left") or [])
    if p.get("war_ended"):
        pass
    elif len(left) == 1:
        sentences.append(w.t("affairs-peace-left-one", house=w.n(left[0]), yours=w.yours(left[0])))
    elif left:
        sentences.append(w.t("affairs-peace-left", houses=_names_in(w, left)))
    return join_sentences(*sentences)


#: WAR-12: why a peace agreed by both sides did not come about when it resolved.
PEACE_FAILURES: dict[str, str] = {
    code: f"affairs-peace-failure-{code}" for code in ("not-at-war", "not-enough-coins", "province-gone")}


def _peace_failed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    yours, other = _other_side(w, p.get("offerer"), p.get("receiver"))
    return w.t("affairs-peace-failed", offerer=w.n(p.get("offerer")), receiver=w.n(p.get("receiver")),
               why=_why(w, PEACE_FAILURES, p), yours=yours, other=other)


def _peace_offer_lapsed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-peace-accept-lapsed" if p.get("accept") else "affairs-peace-offer-lapsed",
               by=w.n(p.get("by")), to=w.n(p.get("to")), turn=_value(p, "turn"), house=w.n(did),
               yours=_side(w, did, p.get("to"), "by", "to"))


#: Each kind of outcome between houses, and how it is told.
AFFAIRS: dict[str, Say] = {
    "marriage": _marriage, "proposal": _proposal, "accept": _accept, "proposal-lapsed": _proposal_lapsed,
    "marriage-failed": _marriage_failed, "annul": _annul, "branch": _branch, "cunning-relief": _cunning_relief,
    "spy": _spy, "gossip": _gossip, "conspiracy": _conspiracy, "assassinate": _assassinate,
    "plot-discovered": _plot_discovered, "spied-on": _spied_on, "defected": _defected,
    "war-declared": _war_declared, "general-named": _general_named, "war-joined": _war_joined,
    "war-drain": _war_drain, "battle": _battle, "battle-report": _battle_report, "general-refused": _general_refused,
    "general-obeyed": _general_obeyed, "war-ended": _war_ended, "war-penalty": _war_penalty,
    "hot-tempered": _hot_tempered, "peace-offer": _peace_offer, "peace-accept": _peace_accept, "peace": _peace,
    "peace-failed": _peace_failed, "peace-offer-lapsed": _peace_offer_lapsed,
}
