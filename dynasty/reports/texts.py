"""The words of the reports, in Russian and English (CONTRACT "Reports": `turns/game.yaml` chooses).

The builder (`build.py`) turns every fact into text through these modules, so that the view-models carry
finished sentences and the templates compute nothing: `words` (the vocabulary), `sentences_home` and
`sentences_affairs` (one sentence per kind of outcome), `describe` (causes of moods and reputation, province
events and decisions, eras, relations), and here the wars section of a private report, any outcome of
`log.yaml` told as a sentence (`happening_text`), and what each die was for (`die_purpose`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from dynasty.game import named
from dynasty.game.dice import Fact, Purpose
from dynasty.game.rules import Rules
from dynasty.orders.messages import Language
from dynasty.reports.describe import mood_cause
from dynasty.reports.sentences_affairs import AFFAIRS, join_sentences, peace_terms_text
from dynasty.reports.sentences_home import HOME
from dynasty.reports.words import Names, Say, Words, dice_notation
from dynasty.text.catalogs import CatalogError, has_message

# -- the wars section of a private report (WAR-1, WAR-9, WAR-11, WAR-14) ---------------------------------------


def war_summary(w: Words, war_turns: int, drain_reputation: int) -> str:
    """How far the war is, and what the turn brings: a battle and WAR-9's drain."""
    if war_turns < 1:
        return w.t("affairs-war-summary-new")
    return w.t("affairs-war-summary", n=war_turns, rep=drain_reputation, loyalty=w.rules.war.drain_loyalty)


def war_general_text(w: Words, general: str | None, combat: int | None, loyalty: int | None) -> str:
    """WAR-1, WAR-3, WAR-14: the side's general and what he brings; none → fighting without the bonus."""
    if general is None:
        return w.t("affairs-war-no-general", action=w.action("general"))
    said = w.t("affairs-war-general", general=w.n(general), skill=w.skill("combat"),
               combat=combat if combat is not None else "?", per=w.rules.war.bonus_per_soldiers)
    if loyalty is not None and loyalty <= w.rules.sabotage.max_loyalty:
        return join_sentences(said, w.t("affairs-war-general-disloyal", general=w.n(general), loyalty=loyalty))
    return said


def capture_text(w: Words, turn: int, former_owner: str, province: str | None = None) -> str:
    """PROV-2 (public): when and from whom a province was taken in battle, after the province's name; the
    Russian participle agrees with the province."""
    return w.t("affairs-captured", province=w.n(province), turn=turn, **{"from": w.n(former_owner)})


def peace_offer_text(w: Words, offerer: str, receiver: str, by: str, turn: int, terms: Mapping[str, Any]) -> str:
    """A standing offer of peace (public, INFO-3) with its terms."""
    return join_sentences(w.t("affairs-peace-offer-standing", turn=turn, by=w.n(by), offerer=w.n(offerer),
                          receiver=w.n(receiver)),
                      peace_terms_text(w, offerer, receiver, terms))



#: Every kind of outcome that has a sentence of its own.
HAPPENINGS: dict[str, Say] = {**HOME, **AFFAIRS}


def _value_text(w: Words, value: Any) -> str:
    if isinstance(value, str):
        return str(w.n(value))
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_value_text(w, v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_value_text(w, v)}" for k, v in value.items()) + "}"
    return str(value)


def _generic(w: Words, kind: str, did: str | None, p: Mapping[str, Any]) -> str:
    """A kind this version has no sentence for: its code and its parameters, with the names of the ids."""
    params = ", ".join(f"{k}: {_value_text(w, v)}" for k, v in p.items())
    if did:
        return w.t("affairs-generic" if params else "affairs-generic-no-params", house=w.n(did), kind=kind,
                   params=params)
    return w.t("affairs-generic-nobody" if params else "affairs-generic-bare", kind=kind, params=params)


def happening_text(outcome_data: Mapping[str, Any], language: Language, names: Names,
                   rules: Rules | None = None, reader: str | None = None) -> str:
    """One outcome of `log.yaml` (`{step, kind, dynasty, params, public, dice, concerns}`) as a sentence, told to
    `reader`'s house («вы») or, with None, to all in the third person. A kind without a sentence gets a
    readable generic one; a malformed outcome never raises."""
    words = Words(language, names, rules, reader=reader)
    kind = str(outcome_data.get("kind", "?"))
    did = outcome_data.get("dynasty")
    params = dict(outcome_data.get("params") or {})
    if "concerns" in outcome_data and kind == "battle-not-resolved":
        params.setdefault("concerns", list(outcome_data.get("concerns") or []))
    say = HAPPENINGS.get(kind)
    if say is not None:
        try:
            return say(words, did, params)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            pass
    return _generic(words, kind, did, params)


# -- what each die was for -------------------------------------------------------------------------------------


def die_purpose(die: Mapping[str, Any], words: Words, *, told: bool = False) -> str:
    """What a die of the log was for (`dice.Purpose`), in the report's language, naming people, houses and
    provinces as the report does. `told`: the roller's own report, which tells the purpose without another
    house's hidden facts (INFO-2: the recruit's loyalty and traits, the best intrigue of the house that may
    discover a plot). A log written before purposes kept their message (no `purpose_id`) has only its English
    text: the GM reads it; a house's report shows none, for that text did not keep the hidden facts apart."""
    english = str(die.get("purpose", ""))
    fallback = "" if told else english
    purpose = Purpose.from_data(die.get("purpose_id"), die.get("purpose_args"))
    if purpose is None:
        return fallback
    if told:
        purpose = purpose.told()
    if not has_message(words.language, purpose.id):
        return fallback
    try:
        return purpose.words(words.language, _purpose_fact(words, purpose))
    except CatalogError:  # facts that the message does not expect: a log of another version of the program
        return fallback


def _purpose_fact(w: Words, purpose: Purpose) -> Fact:
    """How the report puts a purpose's facts into words: a skill's, trait's, action's or technology's id by its
    name in the rules, dice in the language's notation, a cause of a mood penalty in words, an id of a person,
    house or province as the report names it; the rest (numbers, signs) as it is."""
    by = w.n(purpose.args.get("by"))
    known = w.names if isinstance(w.names, named.Names) else None
    ruled: dict[str, Callable[[Any], str]] = {"skill": w.skill, "skills": w.skill, "trait": w.trait,
                                              "action": w.action, "technology": w.technology}

    def fact(name: str, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        if name in ruled:
            return ruled[name](value)
        if name == "die":
            return dice_notation(value, w.language)
        if name == "causes":
            return mood_cause(value, w, by)
        if known is not None and value in known:
            return known(value)
        return value

    return fact
