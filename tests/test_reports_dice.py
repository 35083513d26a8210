"""What each die was for (`dynasty.game.dice.Purpose`, `locales/*/dice.ftl`), as the reports tell it: in the report's
language, naming people, houses and provinces as the report does; the GM with each check's whole formula, a
house's own report without another house's hidden facts (INFO-2); an older log, without the purpose's message,
still read (its English text, for the GM only).

The world of the intrigue tests (`tests.test_engine_intrigue`): the Valois (Louis, Anne, their son Charles) and
the Habsburgs (Rudolf, his son Ferdinand), at turn 5, the Age of Intrigue (ERA-3: discovery checks at −1)."""

from __future__ import annotations

from typing import Any

import pytest

from dynasty.game.campaign import GameSettings, NamePools, SeatSettings
from dynasty.game.dice import Dice, Purpose, term
from dynasty.game.named import state_names
from dynasty.game.rules import Rules
from dynasty.game.state import GameState
from dynasty.reports.build import build_dynasty_report, build_gm_report
from dynasty.reports.model import DiceView, DynastyReport, GmReport
from dynasty.reports.render import render
from dynasty.reports.texts import die_purpose
from dynasty.reports.words import Words
from dynasty.text.catalogs import Language
from tests.report_text import without_cited_rules
from tests.test_catalogs import CATALOGS
from tests.test_engine_actions import key, play
from tests.test_engine_intrigue import houses, spy

CHECK = key("valois", "spy-1", "check")
DISCOVERY = key("valois", "spy-1", "discovery")


def named(state: GameState) -> GameState:
    """Russian names, so that the sentences decline them."""
    for cid, name in {"louis": "Людовик", "anne": "Анна", "charles": "Карл", "rudolf": "Рудольф",
                      "ferdinand": "Фердинанд"}.items():
        state.characters[cid].name = name
    state.dynasties["valois"].name, state.dynasties["habsburg"].name = "Валуа", "Габсбурги"
    return state


def settings(state: GameState, language: Language) -> GameSettings:
    return GameSettings(title="Dice", scenario="test", seed=1, language=language,
                        names=NamePools(m=["Жан"], f=["Жанна"]),
                        dynasties={did: SeatSettings() for did in state.dynasties})


def spied(rules: Rules, check: int, discovery: int | None = None, **ferdinand: Any) -> tuple[GameState,
                                                                                           dict[str, Any]]:
    """Charles (intrigue 3) recruits Ferdinand as a spy; the state after it and the turn's log."""
    state = named(houses(**ferdinand).build())
    dice = {CHECK: check} | ({DISCOVERY: discovery} if discovery is not None else {})
    t = play(state, rules, {"valois": [spy()]}, dice=dice)
    return state, {"turn": 5, "outcomes": [o.to_data() for o in t.outcomes], "dice": t.dice.log()}


def reports(state: GameState, rules: Rules, log: dict[str, Any],
            language: Language) -> tuple[DynastyReport, GmReport]:
    return (build_dynasty_report(state, rules, settings(state, language), "valois", log),
            build_gm_report(state, rules, settings(state, language), log))


def gm_die(report: GmReport, die_key: str) -> DiceView:
    [found] = [d for d in report.dice if d.key == die_key]
    return found


def own_die(report: DynastyReport, die_key: str) -> DiceView:
    [found] = [d for h in report.happened for d in h.dice if d.key == die_key]
    return found


# -- INFO-2: the roller's own report never tells another house's hidden facts --------------------------------


def test_info_2_a_failed_spy_check_tells_the_gm_the_whole_formula_and_the_spy_no_hidden_value(rules: Rules) -> None:
    """ACT-spy: 6 + intrigue 3 − loyalty 2 − 3 (Devoted) = 4 < 5. The GM's table shows the whole formula; the
    acting house's report (Markdown, BBCode, JSON) shows its own roll, skill and TN, says that the recruit's
    loyalty and traits count, and never their values: it learned nothing of him (INFO-2)."""
    state, log = spied(rules, 6, loyalty=2, traits=["devoted"])
    mine, gm = reports(state, rules, log, "ru")
    assert gm_die(gm, CHECK).purpose == ("Карл вербует Фердинанда в шпионы: 1к6 + Интриги 3 − лояльность Фердинанда 2 "
                                         "− 3 за черту «Преданность» ≥ 5 (ACT-13)")
    told = own_die(mine, CHECK).purpose
    assert told == ("Карл вербует Фердинанда в шпионы: 1к6 + Интриги 3 − лояльность Фердинанда и поправки за его "
                    "черты (вам они не известны) ≥ 5 (ACT-13)")
    # the statements of the rules the report cites, at its end, are public rule texts, not facts of Ferdinand
    text = without_cited_rules(render(mine, "md", rules) + render(mine, "bbcode", rules)) + mine.model_dump_json()
    assert told in text
    assert "Преданность" not in text and "лояльность Фердинанда 2" not in text


def test_info_2_a_discovery_die_does_not_tell_the_spy_the_best_intrigue_of_the_other_house(rules: Rules) -> None:
    """ACT-0, ERA-3: the Habsburgs roll 2 + their best intrigue 3 − 1 = 4 < 8. The GM sees the 3; the Valois,
    who see the die, are told that the Habsburgs' best intrigue counts, not what it is."""
    state, log = spied(rules, 6, 2, loyalty=1)
    mine, gm = reports(state, rules, log, "ru")
    assert gm_die(gm, DISCOVERY).purpose == ("Заметят ли Габсбурги действие «Слежка» дома «Валуа»: 1к6 + Интриги 3 "
                                             "(лучшее значение у Габсбургов) − 1 за эпоху ≥ 8 (ACT-0)")
    assert own_die(mine, DISCOVERY).purpose == ("Заметят ли Габсбурги действие «Слежка» дома «Валуа»: 1к6 + Интриги "
                                                "(лучшее значение у Габсбургов; вам оно не известно) − 1 за эпоху ≥ 8 "
                                                "(ACT-0)")
    mine_en, gm_en = reports(state, rules, log, "en")
    assert gm_die(gm_en, DISCOVERY).purpose == ("Discovery of the Spy of Валуа by Габсбурги: 1d6 + Intrigue 3 (the "
                                                "best of Габсбурги) − 1 for the era ≥ 8 (ACT-0)")
    assert "Intrigue 3" not in own_die(mine_en, DISCOVERY).purpose


def test_info_2_the_hidden_terms_are_only_in_the_gms_messages() -> None:
    """Every message with hidden terms (`$hidden`) has a `-told` form for the roller, which does not use them
    and names nothing its GM form does not (but the skill and the factor of the loyalty, which the GM's form
    says within its hidden terms)."""
    for language in ("ru", "en"):
        catalog = CATALOGS[language]
        for name, (variables, _) in catalog.items():
            if name.startswith("dice-") and name.endswith("-told"):
                assert "hidden" not in variables, name
            if "hidden" in variables:
                twin = f"{name}-told"
                assert twin in catalog, twin
                assert catalog[twin][0] <= variables - {"hidden"} | {"skill", "factor"}, twin


# -- each kind of die, in Russian and in English --------------------------------------------------------------


def words(state: GameState, rules: Rules, language: Language) -> Words:
    return Words(language, state_names(state), rules)


def logged(purpose: Purpose, dice: str = "1d6") -> dict[str, Any]:
    """A die as the log keeps it."""
    roller = Dice(seed=1)
    roller.roll("t05/test", dice, purpose)
    [data] = roller.log()
    return data


@pytest.mark.parametrize(("purpose", "ru", "en"), [
    (Purpose("dice-check-pilgrimage", by="anne", skill="piety", value=6, die="1d6", tn=8, terms=[]),
     "Паломничество Анны: 1к6 + Набожность 6 ≥ 8 (ACT-18)",
     "Pilgrimage of Анна: 1d6 + Piety 6 ≥ 8 (ACT-pilgrimage)"),
    (Purpose("dice-check-research", by="anne", skill="learning", value=4, die="1d6", tn=9, technology="medicine",
             terms=[term("dice-term-era", 1)]),
     "Анна изучает технологию «Медицина»: 1к6 + Знание 4 + 1 за эпоху ≥ 9 (ACT-27)",
     "Анна researches Medicine: 1d6 + Learning 4 + 1 for the era ≥ 9 (ACT-research)"),
    (Purpose("dice-initiative", action="find_spouse", house="valois", n=1, die="1d6"),
     "Инициатива действия «Найти супруга» дома «Валуа» (действие 1): у кого больше, тот первый (ACT-0)",
     "Initiative of Find a spouse of Валуа (action 1): highest first (ACT-0)"),
    (Purpose("dice-sabotage-penalty", action="entertain", by="anne", die="1d4", loyalty=0, penalty=2,
             causes=["hot_tempered.reputation_damaged"], most=2),
     "Саботаж действия «Развлекаться»: Анна, 1к4 + лояльность 0 − штраф 2 за настроение: Вспыльчивая (пострадала "
     "репутация её рода); на 2 и меньше она бросает дело (SAB-1)",
     "Sabotage of Entertain: Анна, 1d4 + loyalty 0 − penalty 2 for the mood: Hot-tempered (her house's reputation "
     "suffered); on 2 or less the action is aborted (SAB-1)"),
    (Purpose("dice-old-age", who="anne", age=65, die="1d4", on=1),
     "Старость Анны (65 лет): 1к4, на 1 она умирает (AGE-5)",
     "Old age of Анна at 65: 1d4, death on 1 (AGE-5)"),
    (Purpose("dice-province-new-owner", province="anjou", options=["habsburg", "valois"]),
     "Кому достанется Анжу после восстания — по порядку: Габсбурги, Валуа (PROV-4)",
     "Who gets Анжу after its revolt — in order: Габсбурги, Валуа (PROV-4)"),
])
def test_a_purpose_in_each_language_with_the_reports_names(rules: Rules, purpose: Purpose, ru: str, en: str) -> None:
    """The log keeps the message and its facts; each report says them in its language, ids as names, the
    rules' ids (skills, actions, technologies, traits) by their names, dice in the language's notation."""
    state = named(houses().build())
    state.provinces["anjou"].name = "Анжу"
    die = logged(purpose)
    assert die_purpose(die, words(state, rules, "ru")) == ru
    assert die_purpose(die, words(state, rules, "en")) == en


def test_the_log_keeps_the_purpose_in_english_with_ids_and_as_its_message_and_facts(rules: Rules) -> None:
    die = logged(Purpose("dice-old-age", who="anne", age=65, die="1d4", on=1), "1d4")
    assert die["purpose"] == "Old age of anne at 65: 1d4, death on 1 (AGE-5)"
    assert die["purpose_id"] == "dice-old-age"
    assert die["purpose_args"] == {"who": "anne", "age": 65, "die": "1d4", "on": 1}


def test_an_older_log_without_the_purposes_message_still_renders(rules: Rules) -> None:
    """A log written before purposes kept their message has only the English text: the GM reads it as it is; a
    house's own report shows no purpose, for that text did not keep another house's hidden facts apart. A
    report of such a log still renders, in both formats."""
    state = named(houses().build())
    old = {"key": "t05/action/valois/spy-1/discovery", "dice": "1d6", "values": [4],
           "purpose": "discovery of valois's spy by habsburg: 1d6 + best intrigue 3 -1 era ≥ 8 (ACT-0)"}
    assert die_purpose(old, words(state, rules, "ru")) == old["purpose"]
    assert die_purpose(old, words(state, rules, "ru"), told=True) == ""
    state, log = spied(rules, 6, 2, loyalty=1)
    for die in log["dice"]:
        del die["purpose_id"], die["purpose_args"]
    english = next(die["purpose"] for die in log["dice"] if die["key"] == DISCOVERY)
    mine, gm = reports(state, rules, log, "ru")
    assert gm_die(gm, DISCOVERY).purpose == english
    assert english.startswith("Discovery of the spy of valois by habsburg: 1d6 + intrigue 3")
    assert own_die(mine, DISCOVERY).purpose == ""
    assert "- `t05/action/valois/spy-1/discovery` 1к6 = 2 (задан мастером)\n" in render(mine, "md", rules)  # scripted
    assert render(gm, "md", rules) and render(mine, "bbcode", rules)


def test_a_purpose_whose_facts_the_catalog_does_not_expect_falls_back_to_the_english_text(rules: Rules) -> None:
    """A log of another version of the program (a message that takes other facts) is read as an older one."""
    state = named(houses().build())
    die = {"key": "t05/x", "dice": "1d6", "values": [1], "purpose": "something",
           "purpose_id": "dice-old-age", "purpose_args": {"who": "anne"}}
    assert die_purpose(die, words(state, rules, "ru")) == "something"
    assert die_purpose(die, words(state, rules, "ru"), told=True) == ""


def test_every_action_with_a_check_has_a_purpose_message(rules: Rules) -> None:
    """ACT-0: `skill_check` names its die `dice-check-<action>`."""
    checked = [a for a in rules.actions.ids() if rules.actions.get(a).tn is not None]
    assert checked
    for action in checked:
        for language in ("ru", "en"):
            assert f"dice-check-{action.replace('_', '-')}" in CATALOGS[language], (language, action)
