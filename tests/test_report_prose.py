"""Reports that read as a game master's prose (issue 26, point 1): sentences about people, not action numbers;
the reader's own house addressed as «вы»; a change of reputation told once, with what caused it; the era
named once. Each case quotes the sentence a player reads, in Russian and in English."""

from __future__ import annotations

import re
from typing import Any

import pytest

from dynasty.game.rules import default_rules
from dynasty.reports.model import Happening, KnownFact
from dynasty.reports.record import TurnRecord, story
from dynasty.reports.render import render
from dynasty.reports.texts import happening_text
from dynasty.reports.words import Words, signed
from dynasty.text.catalogs import Named
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
    assert said[0].startswith("Мстислав уклонился от поиска супруги (SAB-1): выпало 1, с лояльностью 0 и за вычетом 2 "
                              "(столько настроения он потерял бы) вышло −1")
    assert said[1] == "Из сватовства ничего не вышло: Игорь уже женат. Потрачено 2 ОД."
    assert said[2] == ("Олег из рода Ростиславичей посватался к вашей Рогнеде. Тем временем люди Ростиславичей "
                       "пустили о вас слухи, и ваша репутация упала на 10 — до 105.")
    assert said[3].startswith("Вы объявили войну Ростиславичам.")
    assert said[4].endswith("стоит вам 40 репутации (WAR-10). Теперь ваша репутация — 65.")
    assert said[5] == "Лояльность Всеволода упала с 3 до 1: он недоволен (настроение −3, LOY-3)."
    assert said[6] == "Началась Эпоха интриг."
    assert len(said) == 7  # the two reputation lines joined the sentences that caused them


def test_the_hard_cases_in_english() -> None:
    said = [h.text for h in lines("en", "yaroslavichi", *TURN)]
    assert said[0].startswith("Charles shirked the search for a wife (SAB-1): rolled 1; with loyalty 0 less the 2 mood "
                              "he would have lost, that makes −1")
    assert said[1] == "Nothing came of the proposal of marriage: Henry is already married. 2 AP spent."
    assert said[2] == ("Robert of the house of Habsburg proposed marriage to your Anne. Meanwhile the people of "
                       "Habsburg spread rumours about you, and your reputation fell by 10, to 105.")
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
        assert said[0] == "Олег из рода Ростиславичей посватался к Рогнеде из рода Ярославичей."
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
    assert said == "Олег из рода Ростиславичей принял сватовство вашей Рогнеды, начатое на 1-м ходу."


def test_signed_never_prints_minus_zero() -> None:
    assert signed(0) == "0" and signed(-0) == "0" and signed(int(-0.0)) == "0"
    assert signed(-3) == "−3" and signed(2) == "+2"


# -- the second round: the reader's own house in births, marriages and successions; what he knows; relations --

BIRTH = {"child": "mstislav", "father": "igor", "mother": "rogneda"}
WEDDING = {"action": "find_spouse", "husband": "igor", "wife": "rogneda", "spouse": "igor"}
ABDICATION = {"how": "abdicate", "head": "mstislav", "previous": "vsevolod"}


@pytest.mark.parametrize(("language", "birth", "wedding", "abdication"), [
    ("ru", "У ваших Игоря и Рогнеды родился сын Мстислав.",
     "Ваша Рогнеда вышла замуж за Игоря из мелкого дворянского рода.",
     "Всеволод отрёкся от власти; новым главой стал ваш Мстислав."),
    ("en", "Your Henry and Anne had a son, Charles.", "Your Anne married Henry, of a minor noble family.",
     "Louis abdicated; your Charles became the new head."),
])
def test_the_readers_own_house_is_yours_in_a_birth_a_marriage_and_an_abdication(
        language: str, birth: str, wedding: str, abdication: str) -> None:
    """Not «В роду Ярославичей у Игоря и Рогнеды…» in the Yaroslavichi's own report: their own people are «ваши»."""
    assert told(language, "birth", "yaroslavichi", "yaroslavichi", **BIRTH) == birth
    assert told(language, "marriage", "yaroslavichi", "yaroslavichi", **WEDDING) == wedding
    assert told(language, "new-head", "yaroslavichi", "yaroslavichi", **ABDICATION) == abdication


def test_the_chronicle_and_another_house_tell_the_same_in_the_third_person() -> None:
    for reader in (None, "galitskie"):
        assert told("ru", "birth", "yaroslavichi", reader, **BIRTH) == \
            "В роду Ярославичей у Игоря и Рогнеды родился сын Мстислав."
        assert told("ru", "marriage", "yaroslavichi", reader, **WEDDING) == \
            "Рогнеда из рода Ярославичей вышла замуж за Игоря из мелкого дворянского рода."
        assert told("ru", "new-head", "yaroslavichi", reader, **ABDICATION) == \
            "Всеволод отрёкся от власти; главой Ярославичей стал Мстислав."
    assert told("en", "birth", "yaroslavichi", None, **BIRTH) == \
        "Henry and Anne of the house of Valois had a son, Charles."


def test_another_houses_member_is_always_of_the_house() -> None:
    """One form for another house's member: «Олег из рода Ростиславичей», as the rulebook says it."""
    proposal = told("ru", "proposal", "rostislavichi", "yaroslavichi", by="oleg", target="rogneda",
                    target_dynasty="yaroslavichi")
    assert proposal.startswith("Олег из рода Ростиславичей посватался к вашей Рогнеде")
    assert told("en", "proposal", "rostislavichi", "yaroslavichi", by="oleg", target="rogneda",
                target_dynasty="yaroslavichi").startswith("Robert of the house of Habsburg proposed marriage")


def _others_report(language: str) -> Any:
    from tests.test_reports_render import dynasty_report, habsburg, tudor
    facts = [KnownFact(subject="maximilian", fact="traits", value=["cunning"], turn=2, source="spy"),
             KnownFact(subject="maximilian", fact="loyalty", value=2, turn=2, source="spy"),
             KnownFact(subject="maximilian", fact="skills", value={"combat": 4}, turn=2, source="spy"),
             KnownFact(subject="maria", fact="loyalty", value=1, turn=3, source="visit")]
    at_peace = tudor().model_copy(update={"id": "savoy", "name": "Savoy", "wars": [], "known": facts,
                                          "members": [*tudor().members, *habsburg().members]})
    return dynasty_report(language, others=[habsburg(), tudor(), at_peace])


def test_info_4_what_you_know_of_one_who_has_died_says_so() -> None:
    """INFO-4: a fact learned of a member stays with his house after his death; the line says he has died, which
    the house's roster (INFO-3) already shows by his absence."""
    report = _others_report("ru")
    savoy = report.others[-1]
    report.others[-1] = savoy.model_copy(update={"members": [m for m in savoy.members if m.id != "maria"]})
    known = render(report, "md", default_rules()).split("### Savoy")[1]
    assert "- Maria (умерла; визит, 3-й ход): лояльность 1\n" in known
    assert "- Maximilian (слежка, 2-й ход)" in known


def test_what_you_know_is_one_line_a_person() -> None:
    """«Мстислав (слежка, 2-й ход): черты …; лояльность 2; навыки …», not his name once a fact."""
    text = render(_others_report("ru"), "md", default_rules())
    known = text.split("### Savoy")[1]
    assert "- Maximilian (слежка, 2-й ход): черты Хитрец; лояльность 2; навыки Бой 4\n" in known
    assert "- Maria (визит, 3-й ход): лояльность 1\n" in known
    assert known.count("- Maximilian") == 1


def test_what_you_know_learned_at_different_times_gives_each_fact_its_own_source() -> None:
    """«Феодосия: лояльность 3 (визит, 2-й ход); черты Лентяйка (визит, 3-й ход)», in the order learned — not
    one source after the name and another after a fact, which reads as a log."""
    from dynasty.reports.render import Words as ReportWords
    facts = [KnownFact(subject="anna", fact="loyalty", value=1, turn=3, source="visit"),
             KnownFact(subject="anna", fact="traits", value=["lazy"], turn=4, source="spy"),
             KnownFact(subject="anna", fact="mood", value=-1, turn=4, source="spy")]
    assert ReportWords("en", default_rules(), {}).known_people(facts) == [
        "anna: loyalty 1 (visit, turn 3); traits Lazy (spy, turn 4); mood −1 (spy, turn 4)"]
    anna = {"anna": Named("Анна", "person", "f")}
    assert ReportWords("ru", default_rules(), anna).known_people(facts[:2]) == [
        "Анна: лояльность 1 (визит, 3-й ход); черты Лентяйка (слежка, 4-й ход)"]


def test_what_you_know_of_a_house_gives_its_treasury_and_army_with_their_units() -> None:
    """«казна 40 монет; армия 15 солдат», as «Коротко» gives the reader's own."""
    from dynasty.reports.render import Words as ReportWords
    facts = [KnownFact(subject="tudor", fact="balance", value=40, turn=2, source="spy"),
             KnownFact(subject="tudor", fact="army", value=21, turn=2, source="spy")]
    tudor = {"tudor": Named("Ярославичи", "house")}
    assert ReportWords("ru", default_rules(), tudor).known_people(facts) == [
        "Ярославичи (слежка, 2-й ход): казна 40 монет; армия 21 солдат"]
    assert ReportWords("en", default_rules(), {}).known_people(facts) == [
        "tudor (spy, turn 2): treasury 40 coins; army 21 soldiers"]


@pytest.mark.parametrize("language", ["ru", "en"])
def test_a_house_at_peace_is_not_called_an_enemy(language: str) -> None:
    """ALLY-1's «враг» only means «not an ally»: the report says «воюет с вами» of a house at war with the
    reader."""
    text = render(_others_report(language), "md", default_rules())
    enemy = "воюет с вами" if language == "ru" else "at war with you"
    assert "### Savoy (`savoy`)\n" in text and "### Tudor (`tudor`)\n" in text  # a heading repeats no label
    assert f"- **Tudor** (`tudor`) — {enemy} · " in text
    line = next(line for line in text.splitlines() if line.startswith("- **Savoy**"))
    assert enemy not in line


# -- a trait named for a person agrees with his or her sex; named as a thing, it keeps its dictionary form --


def _members_and_known(language: str) -> list[str]:
    """The members table's rows and the lines of «Что вам известно» of a report with a man and a woman of the
    same traits, and a man and a woman of another house whose traits were spied out."""
    from dynasty.reports.model import MoodPart
    from tests.test_reports_render import dynasty_report, habsburg, member
    lazy = MoodPart(amount=-2, cause="lazy.action")
    members = [member("louis", "Louis", traits=["flatterer", "lazy"], roles=["head"], mood_parts=[lazy]),
               member("anne", "Anne", sex="f", traits=["flatterer", "lazy", "proud"], mood_parts=[lazy])]
    facts = [KnownFact(subject="maria", fact="traits", value=["gossip", "honest", "envious"], turn=2, source="spy"),
             KnownFact(subject="maximilian", fact="traits", value=["gossip", "honest"], turn=2, source="spy")]
    text = render(dynasty_report(language, members=members, others=[habsburg(facts)]), "md", default_rules())
    return [line for line in text.splitlines() if line.startswith(("| Louis", "| Anne", "- Maria", "- Maximilian"))]


def test_a_womans_traits_are_in_the_feminine_in_the_members_table_and_what_you_know() -> None:
    """Рогнеда «Льстица», not «Льстец»; «−2 Лентяйка (пришлось действовать)» among her mood's causes; another
    house's Maria «Сплетница, Честная»; a noun trait (Гордыня, Зависть) is the same for both sexes."""
    louis, anne, maria, maximilian = _members_and_known("ru")
    assert "| Льстица, Лентяйка, Гордыня |" in anne and "−2 Лентяйка (пришлось действовать)" in anne
    assert "| Льстец, Лентяй |" in louis and "−2 Лентяй (пришлось действовать)" in louis
    assert maria == "- Maria (слежка, 2-й ход): черты Сплетница, Честная, Зависть"
    assert maximilian == "- Maximilian (слежка, 2-й ход): черты Сплетник, Честный"


def test_english_trait_names_do_not_change_with_sex() -> None:
    louis, anne, maria, _ = _members_and_known("en")
    assert "| Flatterer, Lazy, Proud |" in anne and "−2 Lazy (had to act)" in anne
    assert "| Flatterer, Lazy |" in louis
    assert maria == "- Maria (spy, turn 2): traits Gossip, Honest, Envious"


def test_a_found_wifes_traits_agree_with_her_and_a_rule_names_the_trait_as_a_thing() -> None:
    """The spouse found is «Вспыльчивая»; a sentence that quotes the trait («черта «Вспыльчивый»») keeps the
    rules' name whoever has it."""
    found = told("ru", "find_spouse", "yaroslavichi", None, by="igor", spouse="rogneda", skills={"combat": 3},
                 traits=["hot_tempered", "ugly"])
    assert found == ("Игорь нашёл себе жену из мелкого дворянского рода — Рогнеду. Её навыки: Бой 3; черты: "
                     "Вспыльчивая, Уродливая внешность.")
    calm = told("ru", "hot-tempered", "yaroslavichi", None, head="rogneda", reason="calm", enemy="rostislavichi")
    assert calm.startswith("Глава Ярославичей Рогнеда, вспыльчивая нравом, разгневалась")
    words = Words("ru", NAMES["ru"])
    assert words.trait("hot_tempered") == "Вспыльчивый"
    assert words.traits(["hot_tempered", "spendthrift"], words.n("igor")) == "Вспыльчивый, Транжира"
    assert words.traits(["hot_tempered", "spendthrift"], words.n("rogneda")) == "Вспыльчивая, Транжира"


def test_sab_1_the_search_for_a_spouse_agrees_with_who_searches() -> None:
    """SAB-1, ACT-find_spouse: a man shirks the search for a wife («поиска супруги»), a woman the search for a
    husband («поиска супруга»); a deed without its doer keeps the common word."""
    sabotage = {"action": "find_spouse", "n": 1, "roll": 1, "loyalty": 0, "penalty": 2, "total": -1, "ap": 5}
    assert told("ru", "sabotaged", "yaroslavichi", "yaroslavichi", by="igor", **sabotage).startswith(
        "Игорь уклонился от поиска супруги (SAB-1): ")
    assert told("ru", "sabotaged", "yaroslavichi", "yaroslavichi", by="rogneda", **sabotage).startswith(
        "Рогнеда уклонилась от поиска супруга (SAB-1): ")
    assert told("en", "sabotaged", "yaroslavichi", "yaroslavichi", by="igor", **sabotage).startswith(
        "Henry shirked the search for a wife (SAB-1): ")
    failed = told("ru", "action-failed", "yaroslavichi", "yaroslavichi", action="find_spouse", n=1, reason="dead",
                  ap=5)
    assert failed.startswith("Из поиска супруга ничего не вышло")


def test_loy_1_loy_2_a_loyalty_held_at_its_bound_says_so() -> None:
    """LOY-1, LOY-2: loyalty is 0 to 5; a mood that pushes it past its bound leaves it there, and the sentence says
    why it did not move rather than that it «stayed as it was» against the mood."""
    floor = told("ru", "loyalty", "yaroslavichi", "yaroslavichi", character="rogneda", change=0, mood=-2, loyalty=0)
    assert floor == "Лояльность Рогнеды осталась 0 — ниже не бывает (настроение −2, LOY-3)."
    ceiling = told("en", "loyalty", "yaroslavichi", "yaroslavichi", character="igor", change=0, mood=1, loyalty=5)
    assert ceiling == "The loyalty of Henry stayed at 5, the highest it goes (mood +1, LOY-3)."
    kept = told("ru", "loyalty", "yaroslavichi", "yaroslavichi", character="igor", change=0, mood=-1, loyalty=3)
    assert kept == "Лояльность Игоря осталась прежней — 3 (настроение −1, LOY-3)."


# -- the fourth round: a birth told with its dice; a change of reputation after its cause; one wedding a line --


def test_mar_3_a_birth_is_told_in_its_house_with_the_dice_that_decided_it() -> None:
    """MAR-3: the couple's dice decided the birth, and the house's own report says so in the sentence; the dice
    that drew the child stay in the appendix; another house's report tells the birth without the dice."""
    birth = {"kind": "birth", "dynasty": "yaroslavichi", "public": True, "params": BIRTH,
             "dice": ["t05/birth/igor+rogneda"]}
    dice = [{"key": "t05/birth/igor+rogneda", "dice": "2d6", "values": [4, 6]},
            {"key": "t05/birth/igor+rogneda/sex", "dice": "1d2", "values": [1]}]
    record = TurnRecord([birth], dice, [], resolved=True)
    own = story(record, [(birth, True)], Words("ru", NAMES["ru"], reader="yaroslavichi"), told=True)  # type: ignore[arg-type]
    assert own[0].text == ("У ваших Игоря и Рогнеды родился сын Мстислав: выпало 4, 6 — ни одной единицы, а любая "
                           "единица оставила бы их без ребёнка (MAR-3).")
    english = story(record, [(birth, True)], Words("en", NAMES["en"], reader="yaroslavichi"), told=True)  # type: ignore[arg-type]
    assert english[0].text == ("Your Henry and Anne had a son, Charles: rolled 4, 6 — not a single 1, and any 1 "
                               "would have meant no child (MAR-3).")
    other = story(record, [(birth, False)], Words("ru", NAMES["ru"], reader="galitskie"), told=True)  # type: ignore[arg-type]
    assert other[0].text == "В роду Ярославичей у Игоря и Рогнеды родился сын Мстислав."


def test_a_reputation_change_logged_before_its_cause_is_told_with_it() -> None:
    """The engine logs a pilgrimage's gain of reputation before the pilgrimage: the report tells the pilgrimage
    and then what the reputation is now, in one line, not «Ваша репутация выросла на 5» above it."""
    gain = {"kind": "reputation", "dynasty": "yaroslavichi",
            "params": {"change": 5, "cause": "pilgrimage: igor", "reputation": 115}}
    pilgrimage = {"kind": "pilgrimage", "dynasty": "yaroslavichi",
                  "params": {"n": 1, "by": "igor", "applied": 5, "roll": 5, "skill": 5, "total": 10, "tn": 8,
                             "success": True}}
    said = [h.text for h in lines("ru", "yaroslavichi", gain, pilgrimage)]
    assert len(said) == 1 and said[0].startswith("Игорь совершил паломничество") and "115" in said[0]


def test_mar_1_a_spouse_found_is_one_line_not_a_wedding_and_a_search() -> None:
    """ACT-find_spouse: the search that found a spouse tells the marriage; the wedding is not told again above it
    in the house's report, while the chronicle, which does not see the search, keeps the wedding."""
    wedding = {"kind": "marriage", "dynasty": "yaroslavichi", "public": True, "params": {**WEDDING, "n": 1}}
    found = {"kind": "find_spouse", "dynasty": "yaroslavichi",
             "params": {"n": 1, "by": "rogneda", "spouse": "igor", "skills": {"combat": 1}, "traits": []}}
    own = [h.kind for h in lines("ru", "yaroslavichi", wedding, found)]
    assert own == ["find_spouse"]
    assert [h.kind for h in lines("ru", None, wedding)] == ["marriage"]


def test_age_5_a_death_of_old_age_is_told_in_its_house_with_its_die() -> None:
    """AGE-5: the die that ended a life stands in the sentence of the house's own report, as a birth's does; a
    death without a die (the age that ends every life) and another house's report tell the death alone."""
    death = {"kind": "death", "dynasty": "yaroslavichi", "public": True, "dice": ["t06/death/rogneda"],
             "params": {"character": "rogneda", "age": 70, "cause": "old_age", "roll": 1}}
    record = TurnRecord([death], [{"key": "t06/death/rogneda", "dice": "1d4", "values": [1]}], [], resolved=True)
    own = story(record, [(death, True)], Words("ru", NAMES["ru"], reader="yaroslavichi"), told=True)  # type: ignore[arg-type]
    assert own[0].text == "Ваша Рогнеда умерла от старости в 70 лет: выпало 1 — старость взяла своё (AGE-5)."
    other = story(record, [(death, False)], Words("ru", NAMES["ru"], reader="galitskie"), told=True)  # type: ignore[arg-type]
    assert other[0].text == "Рогнеда из рода Ярославичей умерла от старости в 70 лет."
