"""Reports that read as a game master's prose (issue 26, point 1): sentences about people, not action numbers;
the reader's own house addressed as «вы»; a change of reputation told once, with what caused it; the era
named once. Each case quotes the sentence a player reads, in Russian and in English."""

from __future__ import annotations

import re
from typing import Any

import pytest

from dynasty.reports.model import Happening
from dynasty.reports.record import TurnRecord, story
from dynasty.reports.texts import happening_text
from dynasty.reports.words import Words, signed
from tests.test_reports_home import NAMES


def told(language: str, kind: str, dynasty: str | None, reader: str | None = None, **params: Any) -> str:
    """The sentence of one outcome as the report of `reader`'s house (None: the chronicle) shows it."""
    return happening_text({"kind": kind, "dynasty": dynasty, "params": params}, language,  # type: ignore[arg-type]
                          NAMES[language], None, reader)


def lines(language: str, reader: str | None, *outcomes: dict[str, Any]) -> list[Happening]:
    """A scripted turn's outcomes as the story of `reader`'s report."""
    record = TurnRecord(list(outcomes), [], [], resolved=True)
    words = Words(language, NAMES[language], reader=reader)  # type: ignore[arg-type]
    return story(record, [(o, False) for o in outcomes], words, told=reader is not None)


# A turn of the Yaroslavichi: a sabotaged and a failed action, a proposal to their daughter that cost them
# reputation, a war declared on kin with its WAR-10 penalty, a new era, a loyalty that fell.
TURN = [
    {"kind": "sabotaged", "dynasty": "yaroslavichi",
     "params": {"action": "find_spouse", "n": 1, "by": "mstislav", "roll": 1, "loyalty": 0, "penalty": 2,
                "total": -1, "causes": [{"amount": -2, "cause": "hot_tempered.reputation_damaged"}], "ap": 5}},
    {"kind": "action-failed", "dynasty": "yaroslavichi",
     "params": {"action": "propose_marriage", "n": 2, "reason": "married", "who": "igor", "ap": 2}},
    {"kind": "proposal", "dynasty": "rostislavichi", "public": True, "concerns": ["yaroslavichi"],
     "params": {"n": 1, "by": "oleg", "target": "rogneda", "target_dynasty": "yaroslavichi"}},
    {"kind": "reputation", "dynasty": "yaroslavichi",
     "params": {"change": -10, "cause": "rumours: rostislavichi", "reputation": 105}},
    {"kind": "war-declared", "dynasty": "yaroslavichi", "public": True, "concerns": ["rostislavichi"],
     "params": {"attacker": "yaroslavichi", "defender": "rostislavichi", "attackers": ["yaroslavichi"],
                "defenders": ["rostislavichi"]}},
    {"kind": "war-penalty", "dynasty": "yaroslavichi",
     "params": {"enemy": "rostislavichi", "relation": "close", "reputation": -40}},
    {"kind": "reputation", "dynasty": "yaroslavichi",
     "params": {"change": -40, "cause": "war on rostislavichi: close (WAR-10)", "reputation": 65}},
    {"kind": "loyalty", "dynasty": "yaroslavichi",
     "params": {"character": "vsevolod", "mood": -3, "change": -2, "loyalty": 1}},
    {"kind": "new-era", "dynasty": None, "public": True, "params": {"era": "intrigue"}},
]


@pytest.mark.parametrize("language", ["ru", "en"])
def test_no_action_is_told_by_its_number(language: str) -> None:
    """Players do not number their actions: a report names the person and the deed."""
    text = " ".join(h.text for h in lines(language, "yaroslavichi", *TURN))
    assert not re.search(r"Действие \d|действие \d|Action \d|action \d", text), text


def test_the_hard_cases_in_russian() -> None:
    said = [h.text for h in lines("ru", "yaroslavichi", *TURN)]
    assert said[0].startswith("Мстислав уклонился от поиска супруга: бросок 1 + лояльность 0 − штраф 2 = −1")
    assert said[1] == "Из сватовства ничего не вышло: Игорь уже женат. Потрачено 2 ОД."
    assert said[2] == ("Олег из Ростиславичей посватался к вашей Рогнеде. Это стоило вам 10 репутации "
                       "(слухи из окружения Ростиславичей), теперь она 105.")
    assert said[3].startswith("Вы объявили войну Ростиславичам.")
    assert said[4].endswith("репутация −40 (WAR-10). Теперь ваша репутация — 65.")
    assert said[5] == "Лояльность Всеволода упала с 3 до 1: он недоволен (настроение −3, LOY-3)."
    assert said[6] == "Началась Эпоха интриг."
    assert len(said) == 7  # the two reputation lines joined the sentences that caused them


def test_the_hard_cases_in_english() -> None:
    said = [h.text for h in lines("en", "yaroslavichi", *TURN)]
    assert said[0].startswith("Charles shirked the search for a spouse: roll 1 + loyalty 0 − penalty 2 = −1")
    assert said[1] == "Nothing came of the proposal of marriage: Henry is already married. 2 AP spent."
    assert said[2] == ("Robert of Habsburg proposed marriage to your Anne. It cost you 10 reputation "
                       "(rumours from the court of Habsburg); it is now 105.")
    assert said[3].startswith("You declared war on Habsburg.")
    assert said[4].endswith("Your reputation is now 65.")
    assert said[5] == "The loyalty of Louis fell from 3 to 1: he is discontent (mood −3, LOY-3)."
    assert said[6] == "The Age of Intrigue has begun."


@pytest.mark.parametrize("language", ["ru", "en"])
def test_no_reputation_line_repeats_its_cause(language: str) -> None:
    """A change of reputation is told with the sentence that caused it, never again on a line of its own."""
    for line in lines(language, "yaroslavichi", *TURN):
        assert not line.text.startswith(("Репутация", "Ваша репутация", "Reputation", "Your reputation")), line.text


@pytest.mark.parametrize("language", ["ru", "en"])
def test_the_era_is_named_once_without_its_effects(language: str) -> None:
    """ERA-6: every report's heading lists the era's effects; the story only says that it began."""
    said = told(language, "new-era", None, era="intrigue")
    assert "ОД" not in said and "AP" not in said and "ERA-6" not in said


def test_other_houses_stay_in_the_third_person() -> None:
    """The chronicle and another house's report tell the same outcome in the third person."""
    for reader in (None, "galitskie"):
        said = [h.text for h in lines("ru", reader, TURN[2], TURN[4])]
        assert said[0] == "Олег из Ростиславичей посватался к Рогнеде из Ярославичей."
        assert said[1].startswith("Ярославичи объявили войну Ростиславичам.")
    assert told("ru", "war-declared", "galitskie", "yaroslavichi", attacker="galitskie",
                defender="yaroslavichi").startswith("Галицкие объявили вам войну.")


def test_a_reputation_line_stays_when_nothing_before_caused_it() -> None:
    gossip = {"kind": "reputation", "dynasty": "yaroslavichi", "params": {"change": -5, "cause": "gossip",
                                                                          "reputation": 60}}
    assert [h.text for h in lines("ru", "yaroslavichi", TURN[7], gossip)][1] == \
        "Ваша репутация упала на 5, до 60: сплетни."


def test_the_end_of_a_line_is_told_once() -> None:
    extinct = {"kind": "extinct", "dynasty": "galitskie", "public": True, "params": {}}
    defeat = {"kind": "defeat", "dynasty": "galitskie", "public": True, "params": {"cause": "extinct"}}
    said = [h.text for h in lines("ru", None, extinct, defeat)]
    assert said == ["Род Галицких пресёкся — не осталось ни одного живого, и они выбывают из игры (SUCC-5)."]


def test_an_acceptance_says_whose_proposal_and_when() -> None:
    said = told("ru", "accept", "rostislavichi", "yaroslavichi", by="oleg", target="rogneda",
                target_dynasty="yaroslavichi", proposed=1)
    assert said == "Олег из Ростиславичей принял сватовство вашей Рогнеды, сделанное на 1-м ходу."


def test_signed_never_prints_minus_zero() -> None:
    assert signed(0) == "0" and signed(-0) == "0" and signed(int(-0.0)) == "0"
    assert signed(-3) == "−3" and signed(2) == "+2"
