"""The sentences of the outcome kinds of marriages, intrigue and branches (dynasty.reports.sentences_affairs): each kind
gets its own sentence in both languages, never the generic fallback, with every name it carries shown as
"Name (id)"; the failure codes of the new modules have words; nothing but the outcome's params is shown."""

from __future__ import annotations

from typing import Any

import pytest

from dynasty.reports.sentences_affairs import VASSAL_REFUSALS, WEDDING_FAILURES
from dynasty.reports.sentences_home import FAILURES
from dynasty.reports.texts import HAPPENINGS, _generic, happening_text
from dynasty.reports.words import Words
from dynasty.text.catalogs import message


def names(entity_id: str) -> str:
    return f"N-{entity_id} ({entity_id})"


def shown(entity_id: str) -> str:
    return names(entity_id)


CHECK_OK = {"roll": 5, "skill": 3, "tn": 7, "success": True}
CHECK_BAD = {"roll": 1, "skill": 3, "tn": 7, "success": False}

#: kind, acting dynasty, params, the ids whose names the sentence must show
CASES: list[tuple[str, str, dict[str, Any], list[str]]] = [
    ("proposal", "valois", {"n": 1, "by": "louis", "target": "anna", "target_dynasty": "habsburg", "pay": 20,
                            "ask": 0, "vassal": "habsburg"}, ["louis", "anna", "habsburg"]),
    ("accept", "habsburg", {"n": 1, "by": "anna", "target": "louis", "target_dynasty": "valois", "proposed": 3},
     ["anna", "louis", "valois"]),
    ("proposal-lapsed", "valois", {"by": "louis", "target": "anna", "turn": 2}, ["louis", "anna"]),
    ("marriage-failed", "valois", {"action": "propose_marriage", "n": 1, "proposer": "louis", "target": "anna",
                                   "reason": "same-dynasty", "pay": 0, "ask": 0}, ["louis", "anna"]),
    ("marriage", "valois", {"action": "propose_marriage", "n": 1, "husband": "louis", "wife": "anna",
                            "proposer": "louis", "proposer_dynasty": "valois", "target": "anna",
                            "target_dynasty": "habsburg", "moved": "anna", "pay": 20, "ask": 5,
                            "vassal": "habsburg", "lord": "valois", "vassalage_refused": None},
     ["louis", "anna", "valois", "habsburg"]),
    ("annul", "valois", {"n": 1, "by": "louis", "spouse": "robert", "partner": "anna", "returned": "anna",
                         **CHECK_OK}, ["louis", "robert", "anna"]),
    ("annul", "valois", {"n": 1, "by": "louis", "spouse": "robert", "partner": "anna", "returned": None,
                         **CHECK_BAD}, ["louis", "robert", "anna"]),
    ("spy", "valois", {"n": 1, "by": "louis", "target": "max", "target_dynasty": "habsburg", **CHECK_OK,
                       "learned": ["max", "rudolf"], "discovered": True}, ["louis", "max", "rudolf", "habsburg"]),
    ("spy", "valois", {"n": 1, "by": "louis", "target": "max", "target_dynasty": "habsburg", **CHECK_BAD},
     ["louis", "max", "habsburg"]),
    ("spy", "valois", {"n": 1, "by": "louis", "target": "max", "target_dynasty": "habsburg", "success": False,
                       "reason": "refused"}, ["louis", "max", "habsburg"]),
    ("spy", "valois", {"n": 1, "by": "louis", "target": "max", "target_dynasty": "habsburg", "success": False,
                       "reason": "isolated"}, ["louis", "max", "habsburg"]),
    ("gossip", "valois", {"n": 1, "by": "louis", "target_dynasty": "habsburg", **CHECK_OK, "applied": -15,
                          "discovered": False}, ["louis", "habsburg"]),
    ("gossip", "valois", {"n": 1, "by": "louis", "target_dynasty": "habsburg", **CHECK_BAD}, ["louis", "habsburg"]),
    ("conspiracy", "valois", {"n": 1, "by": "louis", "target": "max", "target_dynasty": "habsburg", "bribe": 20,
                              **CHECK_OK, "bribe_bonus": 2, "discovered": True, "escaped": True},
     ["louis", "max", "habsburg", "valois"]),
    ("conspiracy", "valois", {"n": 1, "by": "louis", "target": "max", "target_dynasty": "habsburg", "bribe": 0,
                              **CHECK_BAD, "bribe_bonus": 0}, ["louis", "max", "habsburg"]),
    ("conspiracy", "valois", {"n": 1, "by": "louis", "target": "max", "target_dynasty": "habsburg", "bribe": 0,
                              "success": False, "reason": "refused"}, ["louis", "max", "habsburg"]),
    ("assassinate", "valois", {"n": 1, "by": "louis", "target": "rudolf", "target_dynasty": "habsburg",
                               "mercenary": True, "agent": None, **CHECK_OK, "discovered": False},
     ["louis", "rudolf", "habsburg"]),
    ("assassinate", "valois", {"n": 1, "by": "louis", "target": "rudolf", "target_dynasty": "habsburg",
                               "mercenary": False, "agent": "max", **CHECK_BAD}, ["louis", "rudolf", "max"]),
    ("assassinate", "valois", {"n": 1, "by": "louis", "target": "rudolf", "target_dynasty": "habsburg",
                               "mercenary": True, "agent": None, "success": False, "reason": "paranoid"},
     ["louis", "rudolf", "habsburg"]),
    ("assassinate", "valois", {"n": 1, "by": "louis", "target": "rudolf", "target_dynasty": "habsburg",
                               "mercenary": False, "agent": "max", "success": False, "reason": "isolated"},
     ["louis", "rudolf", "max"]),
    ("assassinate", "valois", {"n": 1, "by": "louis", "target": "rudolf", "target_dynasty": "habsburg",
                               "mercenary": False, "agent": "max", "success": False, "reason": "refused"},
     ["louis", "max"]),
    ("plot-discovered", "habsburg", {"action": "spy", "by": "louis", "plotter": "valois", "n": 1},
     ["habsburg", "louis", "valois"]),
    ("spied-on", "habsburg", {"action": "spy", "recruiter": "louis", "spy": "max", "plotter": "valois"},
     ["habsburg", "louis", "max", "valois"]),
    ("defected", "habsburg", {"character": "max"}, ["max", "habsburg"]),
    ("branch", "valois", {"n": 1, "by": "louis", "branch": "valois-robert", "name": "Valois (Robert)",
                          "head": "robert", "members": ["robert", "isabelle"], "provinces": ["anjou"], "army": 7,
                          "coins": 30, "reputation": 50, "spouses_stayed": ["anne"], "generals_left": ["robert"]},
     ["valois", "louis", "valois-robert", "robert", "isabelle", "anjou", "anne"]),
    ("cunning-relief", "valois", {"head": "louis", "largest_loss": -15, "relief": 10, "applied": 10},
     ["valois", "louis"]),
]


def outcome(kind: str, did: str, params: dict[str, Any]) -> dict[str, Any]:
    return {"step": "actions", "kind": kind, "dynasty": did, "params": params}


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize(("kind", "did", "params", "ids"), CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_each_new_kind_has_its_own_sentence_with_the_names(kind: str, did: str, params: dict[str, Any],
                                                           ids: list[str], language: str) -> None:
    assert kind in HAPPENINGS
    text = happening_text(outcome(kind, did, params), language, names)  # type: ignore[arg-type]
    generic = _generic(Words(language, names), kind, did, params)  # type: ignore[arg-type]
    assert text and text != generic
    assert "{" not in text and "None" not in text, text
    for entity_id in ids:
        assert shown(entity_id) in text, (entity_id, text)
    if language == "ru":
        assert any("а" <= ch <= "я" for ch in text.lower()), text


def test_the_two_languages_differ() -> None:
    for kind, did, params, _ in CASES:
        en = happening_text(outcome(kind, did, params), "en", names)
        ru = happening_text(outcome(kind, did, params), "ru", names)
        assert en != ru, kind


def test_info_2_a_failure_on_an_honest_target_does_not_name_his_trait() -> None:
    """TRAIT-honest is hidden (INFO-2): the plotter learns that the man would not be turned, not why."""
    for kind in ("spy", "conspiracy"):
        p = {"by": "louis", "target": "max", "target_dynasty": "habsburg", "success": False, "reason": "refused"}
        for language in ("en", "ru"):
            text = happening_text(outcome(kind, "valois", p), language, names)  # type: ignore[arg-type]
            assert "honest" not in text.lower() and "честн" not in text.lower(), text
            assert shown("max") in text, text


def test_raw_reason_codes_are_put_into_words() -> None:
    for reason in ("refused", "isolated"):
        for kind in ("spy", "conspiracy"):
            p = {"by": "louis", "target": "max", "target_dynasty": "habsburg", "success": False, "reason": reason}
            assert f"— {reason}." not in happening_text(outcome(kind, "valois", p), "en", names)
    p = {"by": "louis", "target": "rudolf", "target_dynasty": "habsburg", "mercenary": True, "success": False,
         "reason": "paranoid"}
    assert "— paranoid." not in happening_text(outcome("assassinate", "valois", p), "en", names)
    for reason in WEDDING_FAILURES:
        p = {"proposer": "louis", "target": "anna", "reason": reason}
        for language in ("en", "ru"):
            text = happening_text(outcome("marriage-failed", "valois", p), language, names)  # type: ignore[arg-type]
            assert text.endswith(f"{message(language, WEDDING_FAILURES[reason])}."), text  # type: ignore[arg-type]
            assert not text.endswith(f": {reason}."), text
    for refused in VASSAL_REFUSALS:
        p = {"action": "accept_marriage", "husband": "louis", "wife": "anna", "proposer": "anna",
             "proposer_dynasty": "habsburg", "target": "louis", "target_dynasty": "valois", "vassal": "valois",
             "lord": None, "vassalage_refused": refused}
        for language in ("en", "ru"):
            text = happening_text(outcome("marriage", "valois", p), language, names)
            assert refused not in text and shown("valois") in text, text


NEW_FAILURES = ["no-proposal", "not-other-dynasty", "no-valid-guest", "same-sex", "not-married", "terms-vassal",
                "target-head", "agent-dynasty", "agent-is-target", "branch-forbidden", "branch-small",
                "branch-provinces", "branch-head", "branch-army"]


@pytest.mark.parametrize("reason", NEW_FAILURES)
def test_failure_codes_of_the_new_modules_have_words(reason: str) -> None:
    assert reason in FAILURES
    for language in ("en", "ru"):
        p = {"action": "spy", "n": 2, "reason": reason, "who": "max", "ap": 2}
        text = happening_text(outcome("action-failed", "valois", p), language, names)  # type: ignore[arg-type]
        assert reason not in text and "{" not in text, text
        other = happening_text(outcome("action-failed", "valois", {**p, "who": "rudolf"}), language, names)  # type: ignore[arg-type]
        if other != text:  # the sentence names who it failed on
            assert shown("max") in text


def test_public_sentences_show_no_hidden_numbers() -> None:
    """INFO-2: a branch's army and coins, and the executor's skill in a public annulment, stay out."""
    branch = dict(CASES[[c[0] for c in CASES].index("branch")][2], army=777, coins=888)
    annul = {"by": "louis", "spouse": "robert", "partner": "anna", "roll": 4, "skill": 9, "tn": 8, "success": True}
    for language in ("en", "ru"):
        text = happening_text(outcome("branch", "valois", branch), language, names)  # type: ignore[arg-type]
        assert "777" not in text and "888" not in text
        text = happening_text(outcome("annul", "valois", annul), language, names)  # type: ignore[arg-type]
        assert "9" not in text.replace(shown("louis"), "")


def test_defected_does_not_name_the_house_he_joins() -> None:
    data = {"kind": "defected", "dynasty": "habsburg", "params": {"character": "max"}, "concerns": ["valois"]}
    for language in ("en", "ru"):
        assert "valois" not in happening_text(data, language, names)  # type: ignore[arg-type]


def test_empty_params_never_fail() -> None:
    for kind in {c[0] for c in CASES}:
        for language in ("en", "ru"):
            text = happening_text(outcome(kind, "valois", {}), language, names)  # type: ignore[arg-type]
            assert text and "{" not in text
