"""The sentences of a house's own happenings (dynasty.reports.sentences_home, catalog `home.ftl`): deaths and old age,
births, succession and regency, marriages to the minor nobility, learning, the church, provinces and the army,
visits and balls, failed and sabotaged actions, decisions, income, moods, loyalty, reputation, defeat, eras.
Each sentence is checked as a player reads it, in Russian and English, for a man and a woman: the verb agrees
with the person (нанесла визит), a house named in the plural agrees in the plural (Ярославичи потеряли), a sum
is counted (71 монета, 21 монету), people and places are named by name, never by id, and every cause the engine
records comes out as words. Numbers of the rules come from the rules data."""

from __future__ import annotations

import re
from typing import Any

import pytest

from dynasty.game.named import Names
from dynasty.game.rules import Rules, default_rules
from dynasty.reports.describe import alliance_text, era_effects, event_text, kin_word, mood_cause, reputation_cause
from dynasty.reports.sentences_home import FAILURES
from dynasty.reports.texts import happening_text
from dynasty.reports.words import Words
from dynasty.text.catalogs import Named

RU = Names({
    "olga": Named("Ольга", "person", "f"), "vsevolod": Named("Всеволод", "person", "m"),
    "rogneda": Named("Рогнеда", "person", "f"), "mstislav": Named("Мстислав", "person", "m"),
    "yaropolk": Named("Ярополк", "person", "m"), "feodosiya": Named("Феодосия", "person", "f"),
    "zvenislava": Named("Звенислава", "person", "f"), "igor": Named("Игорь", "person", "m"),
    "agafya": Named("Агафья", "person", "f"), "sofya": Named("Софья", "person", "f"),
    "oleg": Named("Олег", "person", "m"), "miloslava": Named("Милослава", "person", "f"),
    "yaroslavichi": Named("Ярославичи", "house"), "ryazanskie": Named("Рязанские", "house"),
    "rostislavichi": Named("Ростиславичи", "house"), "galitskie": Named("Галицкие", "house"),
    "rostov": Named("Ростов", "land"), "suzdal": Named("Суздаль", "land"), "tver": Named("Тверь", "land"),
})
EN = Names({
    "olga": Named("Blanche", "person", "f"), "vsevolod": Named("Louis", "person", "m"),
    "rogneda": Named("Anne", "person", "f"), "mstislav": Named("Charles", "person", "m"),
    "yaropolk": Named("Philip", "person", "m"), "feodosiya": Named("Marie", "person", "f"),
    "zvenislava": Named("Isabel", "person", "f"), "igor": Named("Henry", "person", "m"),
    "agafya": Named("Joan", "person", "f"), "sofya": Named("Margaret", "person", "f"),
    "oleg": Named("Robert", "person", "m"), "miloslava": Named("Eleanor", "person", "f"),
    "yaroslavichi": Named("Valois", "house"), "ryazanskie": Named("Tudor", "house"),
    "rostislavichi": Named("Habsburg", "house"), "galitskie": Named("Savoy", "house"),
    "rostov": Named("Anjou", "land"), "suzdal": Named("Burgundy", "land"), "tver": Named("Maine", "land"),
})
NAMES = {"ru": RU, "en": EN}
IDS = [i for i in RU.entries]


def said(language: str, kind: str, dynasty: str | None, rules: Rules | None = None, **params: Any) -> str:
    """The sentence of one outcome, as a report of that language shows it."""
    return happening_text({"kind": kind, "dynasty": dynasty, "params": params}, language,  # type: ignore[arg-type]
                          NAMES[language], rules)


def words(language: str, rules: Rules | None = None) -> Words:
    return Words(language, NAMES[language], rules)  # type: ignore[arg-type]


def reads_as_words(text: str, language: str) -> None:
    """No id, no code of the engine, no placeholder: a sentence a player reads."""
    assert not any(re.search(rf"\b{re.escape(i)}\b", text) for i in IDS), text
    assert "_" not in text and "{" not in text and "None" not in text, text
    if language == "ru":
        assert not re.search(r"[A-Za-z]{3,}", re.sub(r"\b[A-Z]+-[\w]+\b", "", text)), text


# -- deaths, old age, births (AGE-5, MAR-3) -------------------------------------------------------------------


def test_age_5_a_death_of_old_age_agrees_with_the_dead_and_counts_the_years() -> None:
    """AGE-5: "On aging to 60, 65 or 70, roll 1d4: on 1 the character dies of old age." — and the chronicle
    says who died, of which house, how old, in good Russian."""
    woman = said("ru", "death", "yaroslavichi", character="olga", age=70, cause="old_age")
    assert woman == "Ольга из рода Ярославичей умерла от старости в 70 лет."
    man = said("ru", "death", "yaroslavichi", character="vsevolod", age=71, cause="old_age")
    assert man == "Всеволод из рода Ярославичей умер от старости в 71 год."
    assert said("ru", "death", "yaroslavichi", character="vsevolod", age=62, cause="old_age").endswith("в 62 года.")
    assert said("en", "death", "yaroslavichi", character="olga", age=70, cause="old_age") == \
        "Blanche of the house of Valois died of old age at 70."
    murdered = said("ru", "death", "galitskie", character="agafya", age=35, cause="assassination")
    assert murdered == "Агафья из рода Галицких погибла от руки убийцы в 35 лет."


def test_age_5_an_old_age_roll_survived_quotes_the_rules_die() -> None:
    """AGE-5: the survivor's sentence names the roll and the face that kills, from the rules data."""
    rules = default_rules()
    woman = said("ru", "old-age-survived", "yaroslavichi", character="olga", age=65, roll=3)
    assert woman == (f"Ольге исполнилось 65 лет, и старость её пощадила: выпало 3, а смерть грозила лишь при "
                     f"{rules.age.old_age_dies_on}.")
    man = said("ru", "old-age-survived", "yaroslavichi", character="vsevolod", age=61, roll=2)
    assert man.startswith("Всеволоду исполнился 61 год, и старость его пощадила")
    assert said("en", "old-age-survived", "yaroslavichi", character="olga", age=65, roll=3) == \
        f"Blanche turned 65 and old age spared her: rolled 3, and death threatened only on {rules.age.old_age_dies_on}."
    changed = rules.model_copy(update={"age": rules.age.model_copy(update={"old_age_dies_on": 4})})
    assert said("ru", "old-age-survived", None, changed, character="olga", age=65, roll=3).endswith(
        "выпало 3, а смерть грозила лишь при 4.")


def test_mar_5_a_birth_names_the_house_and_agrees_with_the_child() -> None:
    """MAR-5: "The child's sex by 1d2 (1 boy, 2 girl)" — a daughter is born, a son is born."""
    girl = said("ru", "birth", "rostislavichi", child="sofya", father="oleg", mother="miloslava")
    assert girl == "В роду Ростиславичей у Олега и Милославы родилась дочь Софья."
    boy = said("ru", "birth", "rostislavichi", child="yaropolk", father="oleg", mother="miloslava")
    assert boy == "В роду Ростиславичей у Олега и Милославы родился сын Ярополк."
    assert said("en", "birth", "rostislavichi", child="sofya", father="oleg", mother="miloslava") == \
        "Robert and Eleanor of the house of Habsburg had a daughter, Margaret."


def test_mar_3_no_child_quotes_the_failing_face_of_the_rules() -> None:
    """MAR-3: "If no die shows 1, a child is born" — the face is the rules data's."""
    rules = default_rules()
    text = said("ru", "no-birth", "yaroslavichi", father="igor", mother="rogneda", values=[1, 3, 6])
    assert text == (f"У Игоря и Рогнеды в этом ходу ребёнка не будет: выпало 1, 3, 6, а среди них есть "
                    f"{rules.births.fails_on} (MAR-3).")
    changed = rules.model_copy(update={"births": rules.births.model_copy(update={"fails_on": 2})})
    assert "есть 2 (MAR-3)" in said("ru", "no-birth", None, changed, father="igor", mother="rogneda", values=[2])


# -- succession and regency (SUCC-1 .. SUCC-7) ---------------------------------------------------------------


def test_succ_3_a_lawful_heiress_becomes_head_as_a_woman() -> None:
    """SUCC-3: a daughter may be the lawful heir; the sentence calls her "законная наследница", never
    "наследник"."""
    text = said("ru", "new-head", "yaroslavichi", head="rogneda", previous="mstislav", how="default")
    assert text == "Главой Ярославичей после Мстислава стала законная наследница Рогнеда."
    assert said("ru", "new-head", "yaroslavichi", head="mstislav", previous="vsevolod", how="default") == \
        "Главой Ярославичей после Всеволода стал законный наследник Мстислав."
    assert said("en", "new-head", "yaroslavichi", head="rogneda", previous="mstislav", how="default") == \
        "Anne, the lawful heir, became head of the house of Valois after Charles."


def test_succ_1_an_abdication_agrees_with_the_one_who_abdicates() -> None:
    """SUCC-1: "a head aged 60+ may hand over power early" — she abdicated (отреклась), he became head."""
    text = said("ru", "new-head", "galitskie", head="agafya", previous="olga", how="abdicate")
    assert text == "Ольга отреклась от власти; главой Галицких стала Агафья."
    assert said("ru", "new-head", "galitskie", head="igor", previous="vsevolod", how="abdicate") == \
        "Всеволод отрёкся от власти; главой Галицких стал Игорь."


def test_succ_4_an_unlawful_or_eldest_head_cites_the_penalty_rule() -> None:
    """SUCC-4: a named heir who is not lawful, or the eldest member when no lawful heir is left."""
    named = said("ru", "new-head", "yaroslavichi", head="olga", previous="vsevolod", how="named-unlawful")
    assert named == "Главой Ярославичей после Всеволода стала Ольга — названная, но не законная наследница (SUCC-4)."
    eldest = said("ru", "new-head", "yaroslavichi", head="igor", previous="vsevolod", how="no-lawful-heir")
    assert eldest == ("Законных наследников у Ярославичей не осталось: главой после Всеволода стал старший в "
                      "династии — Игорь (SUCC-4).")


def test_succ_6_the_regent_sentence_agrees_with_her_sex() -> None:
    """SUCC-6: "If the new head is under 15, a regent is named" — she became regent for the young head."""
    woman = said("ru", "regent", "yaroslavichi", regent="olga", head="yaropolk", named=False)
    assert woman == "Ольга стала регентом при малолетнем главе Ярополке (SUCC-6)."
    man = said("ru", "regent", "yaroslavichi", regent="vsevolod", head="rogneda", named=True)
    assert man == "Всеволод, названный в приказах, стал регентом при малолетней главе Рогнеде (SUCC-7)."
    assert said("en", "regent", "yaroslavichi", regent="olga", head="yaropolk") == \
        "Blanche became regent for the young head Philip (SUCC-6)."
    ends = said("ru", "regency-ends", "yaroslavichi", head="rogneda", regent="vsevolod")
    assert ends == "Рогнеда выросла и правит без регента: регентство Всеволода окончено (SUCC-6)."
    with_regent = said("ru", "new-head", "yaroslavichi", head="rogneda", previous="mstislav", how="default",
                       regent="olga")
    assert with_regent.endswith(" Пока Рогнеда не вырастет, за неё правит регент Ольга (SUCC-6).")


def test_succ_6_the_regents_age_is_the_rules_data() -> None:
    """SUCC-6: any capable member "(15 or older)" — the age is `age.capable` of the rules."""
    rules = default_rules()
    text = said("ru", "regent-not-valid", "yaroslavichi", regent="olga")
    assert f"не моложе {rules.age.capable} лет" in text and text.startswith("Ольга не может быть регентом")
    changed = rules.model_copy(update={"age": rules.age.model_copy(update={"capable": 21})})
    assert "не моложе 21 года" in said("ru", "regent-not-valid", None, changed, regent="olga")


# -- marriage, learning, the church ---------------------------------------------------------------------------


def test_act_find_spouse_the_marriage_agrees_with_the_member() -> None:
    """ACT-find_spouse: the member marries someone of a minor noble family — she marries him (вышла замуж за),
    he marries her (женился на); never "Супруг(а)"."""
    wife = said("ru", "marriage", "yaroslavichi", action="find_spouse", husband="igor", wife="rogneda", spouse="igor")
    assert wife == "Рогнеда из рода Ярославичей вышла замуж за Игоря из мелкого дворянского рода."
    husband = said("ru", "marriage", "rostislavichi", action="find_spouse", husband="oleg", wife="miloslava",
                   spouse="miloslava")
    assert husband == "Олег из рода Ростиславичей женился на Милославе из мелкого дворянского рода."
    assert said("en", "marriage", "yaroslavichi", action="find_spouse", husband="igor", wife="rogneda",
                spouse="igor") == "Anne of the house of Valois married Henry, of a minor noble family."
    found = said("ru", "find_spouse", "yaroslavichi", by="rogneda", spouse="igor", skills={"combat": 3},
                 traits=["ugly"])
    assert found == ("Рогнеда нашла себе мужа из мелкого дворянского рода — Игоря. Его навыки: Бой 3; черты: "
                     "Уродливая внешность.")


def test_act_donate_counts_the_coins_in_the_accusative() -> None:
    """ACT-donate: пожертвовала 71 монету, 2 монеты, 5 монет — never "71 монет"."""
    for coins, counted in ((71, "71 монету"), (2, "2 монеты"), (5, "5 монет"), (11, "11 монет")):
        text = said("ru", "donate", "yaroslavichi", by="olga", coins=coins, applied=10)
        assert text == f"Ольга пожертвовала церкви {counted}: репутация +10."
    assert said("en", "donate", "yaroslavichi", by="vsevolod", coins=1, applied=1) == \
        "Louis donated 1 coin to the church: reputation +1."
    assert words("ru").coins(71) == "71 монета" and words("en").coins(71) == "71 coins"


def test_the_dice_arithmetic_of_a_check_stays_readable() -> None:
    """RULES "Dice": check (skill, TN) — 1d6 + skill + modifiers ≥ TN, with the era's bonus (ERA-2)."""
    check = {"roll": 4, "skill": 5, "bonus": 1, "total": 10, "tn": 8, "success": True}
    text = said("ru", "pilgrimage", "yaroslavichi", by="olga", applied=5, **check)
    assert text == ("Ольга совершила паломничество, и успешно: выпало 4, Набожность 5, +1 за эпоху — всего 10, а "
                    "нужно было 8.")
    failed = said("ru", "develop", "galitskie", by="vsevolod", province="suzdal", roll=2, skill=4, bonus=0,
                  total=6, tn=8, success=False)
    assert failed == "Всеволод пытался развить Суздаль, но неудачно: выпало 2, Знание 4 — всего 6, а нужно 8."
    assert said("en", "develop", "galitskie", by="vsevolod", province="suzdal", roll=2, skill=4, total=6, tn=8,
                success=False) == \
        "Louis tried to develop Burgundy and failed: rolled 2, Learning 4: only 6 in all, 8 needed."


def test_skill_4_study_agrees_with_the_student() -> None:
    text = said("ru", "study", "yaroslavichi", by="olga", skill="combat", roll=5, bonus=0, total=5, before=2, after=3)
    assert text == "Ольга изучала Бой: выпало 5 — больше, чем её Бой (2), и навык вырос до 3."
    failed = said("ru", "study", "yaroslavichi", by="igor", skill="combat", roll=1, bonus=2, total=3, before=3,
                  after=3)
    assert failed == ("Игорь изучал Бой: выпало 1 (+2 за черту «Гений», всего 3) — не больше, чем его Бой (3), так "
                      "что навык не вырос.")


# -- visits and balls (public) --------------------------------------------------------------------------------


def test_act_visit_the_visitor_agrees_and_both_houses_are_named() -> None:
    """ACT-visit is public: the chronicle names the visitor's house and the host's, and the verb agrees —
    never "нанёс(ла) визит"."""
    woman = said("ru", "visit", "ryazanskie", by="feodosiya", target="zvenislava", target_dynasty="rostislavichi")
    assert woman == "Феодосия из рода Рязанских нанесла визит Звениславе из рода Ростиславичей."
    man = said("ru", "visit", "yaroslavichi", by="vsevolod", target="agafya", target_dynasty="galitskie")
    assert man == "Всеволод из рода Ярославичей нанёс визит Агафье из рода Галицких."
    assert said("en", "visit", "ryazanskie", by="feodosiya", target="zvenislava", target_dynasty="rostislavichi") \
        == "Marie of the house of Tudor visited Isabel of the house of Habsburg."


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", "Ольга из рода Ярославичей дала бал, на который пришли Олег из рода Галицких, Игорь и Олег из рода "
           "Ростиславичей."),
    ("en", "Blanche of the house of Valois gave a ball, attended by Robert of the house of Savoy, Henry and "
           "Robert of the house of Habsburg."),
])
def test_act_ball_two_namesakes_among_the_guests_are_told_apart_by_their_houses(language: str, expected: str) -> None:
    """A ball of the example campaign had two Olegs among its guests: "гости: Агафья, Олег, Глеб, Владимир,
    Олег" said nothing of who came. Namesakes of a list are named with their houses, the others by name."""
    house = NAMES[language]
    names = Names({**house.entries,
                   "oleg-g": Named(str(house("oleg")), "person", "m", house=house("galitskie")),
                   "oleg-r": Named(str(house("oleg")), "person", "m", house=house("rostislavichi"))})
    told = happening_text({"kind": "ball", "dynasty": "yaroslavichi",
                           "params": {"by": "olga", "guests": ["oleg-g", "igor", "oleg-r"]}}, language,  # type: ignore[arg-type]
                          names)
    assert told == expected


def test_act_ball_the_host_agrees_and_a_missing_guest_too() -> None:
    """ACT-ball: she gave a ball (дала бал); a guest who did not come (не пришла) — an isolated one is only
    "not receiving" (INFO-1)."""
    assert said("ru", "ball", "yaroslavichi", by="olga", guests=["igor", "agafya"]) == \
        "Ольга из рода Ярославичей дала бал, на который пришли Игорь и Агафья."
    assert said("ru", "ball", "yaroslavichi", by="vsevolod", guests=["agafya"]).startswith("Всеволод из рода "
                                                                                          "Ярославичей дал бал")
    skipped = said("ru", "ball-guest-skipped", "yaroslavichi", n=2, guest="agafya", reason="not-received")
    assert skipped == "На бал не пришла Агафья: она не принимает приглашений."
    assert "изоляц" not in skipped
    dead = said("ru", "ball-guest-skipped", "yaroslavichi", n=2, guest="igor", reason="dead")
    assert dead == "На бал не пришёл Игорь: его нет в живых."
    assert said("en", "ball-guest-skipped", "yaroslavichi", n=2, guest="agafya", reason="too-young") == \
        "Joan did not come to the ball: she is too young for a ball (AGE-1)."
    assert not any("действие 2" in text.lower() for text in (skipped, dead))  # the deed, not its number


# -- failed and sabotaged actions (ACT-0, SAB-1) --------------------------------------------------------------


def test_act_0_a_failure_agrees_with_whom_it_names() -> None:
    """ACT-0: an action whose executor or target no longer qualifies fails; the reason agrees with him or
    her, and a sum is counted (DYN-7). The failure is told as the deed of its executor (`by`), never as
    "action N"; an old log without `by` tells the deed alone."""
    assert said("ru", "action-failed", "yaroslavichi", action="propose_marriage", n=1, reason="married",
                by="rogneda", who="agafya", ap=1) == \
        "Из сватовства Рогнеды ничего не вышло: Агафья уже замужем. Потрачено 1 ОД."
    assert said("ru", "action-failed", "yaroslavichi", action="propose_marriage", n=1, reason="married",
                by="sofya", who="oleg", ap=0) == "Из сватовства Софьи ничего не вышло: Олег уже женат."
    assert said("ru", "action-failed", "yaroslavichi", action="visit", n=3, reason="dead", by="vsevolod",
                who="olga") == "Из визита Всеволода ничего не вышло: Ольга мертва."
    assert said("ru", "action-failed", "yaroslavichi", action="visit", n=3, reason="dead", who="olga") == \
        "Из визита ничего не вышло: Ольга мертва."
    coins = said("ru", "action-failed", "yaroslavichi", action="ball", n=2, reason="not-enough-coins", by="olga",
                 coins=21, balance=5)
    assert coins == "Из бала Ольги ничего не вышло: это стоит 21 монету, а в казне 5 (DYN-7)."
    assert said("en", "action-failed", "yaroslavichi", action="visit", n=3, reason="dead", by="vsevolod",
                who="olga") == "Nothing came of Louis's visit: Blanche is dead."
    assert said("en", "action-failed", "yaroslavichi", action="visit", n=3, reason="dead", who="olga") == \
        "Nothing came of the visit: Blanche is dead."
    for language in ("ru", "en"):
        text = said(language, "action-failed", "yaroslavichi", action="visit", n=3, reason="dead", by="vsevolod",
                    who="olga")
        assert not re.search(r"(Действие|Action) 3", text, re.IGNORECASE), text


def test_arm_2_the_recruit_limit_is_the_rules_data() -> None:
    """ARMY-2: "at most 5 points per owned province per turn" — the number of the rules data."""
    rules = default_rules()
    text = said("ru", "action-failed", "yaroslavichi", action="recruit", n=1, reason="recruit-limit")
    assert f"не больше {rules.army.recruit_max_per_province} солдат на провинцию (ARMY-2)" in text
    changed = rules.model_copy(update={"army": rules.army.model_copy(update={"recruit_max_per_province": 1})})
    assert "не больше 1 солдата на провинцию" in said("ru", "action-failed", None, changed, action="recruit", n=1,
                                                      reason="recruit-limit")


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize("reason", FAILURES)
def test_act_0_every_failure_code_has_a_sentence_without_codes(reason: str, language: str) -> None:
    for who in ("olga", "vsevolod", None):
        text = said(language, "action-failed", "yaroslavichi", action="spy", n=2, reason=reason, who=who, coins=20,
                    balance=5, ap=2)
        assert reason not in text or (language == "en" and "-" not in reason), text  # "is dead" is English
        reads_as_words(text, language)


def test_sab_1_the_sabotage_roll_reads_as_arithmetic_with_its_causes() -> None:
    """SAB-1: "roll 1d4 + loyalty − (the size of the mood penalty ...). On 2 or less he aborts the action" —
    the 2 is the rules data; the penalty's causes come out in words."""
    rules = default_rules()
    params = {"action": "find_spouse", "n": 1, "by": "mstislav", "roll": 1, "loyalty": 0, "penalty": 2, "total": -1,
              "causes": [{"amount": -2, "cause": "hot_tempered.reputation_damaged"}], "ap": 5}
    text = said("ru", "sabotaged", "yaroslavichi", **params)
    assert text == (f"Мстислав уклонился от поиска супруги (SAB-1): выпало 1, с лояльностью 0 и за вычетом 2 "
                    f"(столько настроения он потерял бы) вышло −1, а при {rules.sabotage.aborts_at_most} и меньше дело "
                    f"бросают. Это настроение отняла бы черта «Вспыльчивый»: пострадала бы репутация Ярославичей. 5 ОД "
                    f"потрачены впустую.")
    kept = said("ru", "sabotage-failed", "yaroslavichi", action="entertain", n=2, by="rogneda", roll=4, loyalty=0,
                penalty=0, total=4)
    assert kept == ("Рогнеда нелояльна, но от развлечений не уклонилась (SAB-1): выпало 4, с лояльностью 0 вышло 4, "
                    "а дело бросают лишь при 2 и меньше.")
    assert said("en", "sabotage-failed", "yaroslavichi", action="entertain", n=2, by="rogneda", roll=4, loyalty=0,
                penalty=0, total=4).startswith("Anne is disloyal but did not shirk the entertainment (SAB-1): rolled 4")
    assert not re.search(r"[Дд]ействие \d", text + kept), (text, kept)  # a person's deed, never "action N"


# -- decisions, provinces, income (PROV-3 .. PROV-6, ECON-1) -------------------------------------------------


def test_prov_4_a_house_named_in_the_plural_agrees_in_the_plural() -> None:
    """PROV-4: a province lost to a revolt — "Ярославичи потеряли Ростов", never "потерял"; it stays in revolt
    for N turns, counted."""
    text = said("ru", "province-lost", "yaroslavichi", province="rostov", turns_in_revolt=2)
    assert text == ("Ярославичи потеряли Ростов: провинция пробудет в восстании 2 хода, затем отойдёт к другой "
                    "династии (PROV-4).")
    taken = said("ru", "province-taken", "galitskie", province="rostov", former_owner="yaroslavichi")
    assert taken == "Ростов после восстания против Ярославичей отходит к Галицким (PROV-4)."
    assert said("en", "province-lost", "yaroslavichi", province="rostov", turns_in_revolt=1).startswith(
        "Valois lost Anjou to a revolt: it stays in revolt for 1 turn,")


def test_prov_6_a_decision_by_default_says_so() -> None:
    """PROV-6: "Default decisions when an order file is missing or silent: famine — pay if affordable"."""
    text = said("ru", "famine", "yaroslavichi", province="suzdal", choice="pay", default=True, paid=15, loyalty=4,
                province_yield=20)
    assert text == ("В Суздале неурожай: казна заплатила 15 монет, и лояльность провинции выросла до 4; её обычный "
                    "доход — 20 монет, в этом ходу вдвое меньше. Решение принято по умолчанию (PROV-6).")
    refused = said("ru", "famine", "yaroslavichi", province="suzdal", choice="pay", paid=0,
                   reason="not enough coins", loyalty=2, province_yield=15)
    assert refused == ("В Суздале неурожай: на помощь не хватило монет, а это всё равно что отказ (DYN-7); "
                       "лояльность провинции упала до 2, а доход — до 15.")


def test_prov_3_a_revolt_counts_the_soldiers_it_costs() -> None:
    """PROV-3, PROV-4: the revolt's 3d6 is the soldiers it costs to suppress."""
    event = {"event": "revolt", "roll": 2, "applies": True, "decision": "revolt", "revolt_roll": [1, 2, 2]}
    text = event_text(words("ru"), "tver", event)
    assert text == ("Восстание в Твери (выпало 2): подавление обойдётся в 5 солдат; решите, подавить его или "
                    "уступить.")
    assert event_text(words("ru"), "tver", event, headed=False) == \
        "подавление обойдётся в 5 солдат; решите, подавить или уступить."
    suppressed = said("ru", "revolt", "yaroslavichi", province="tver", choice="suppress", suppressed=True,
                      revolt_roll=21, army=4)
    assert suppressed == "Восстание в Твери подавлено ценой 21 солдата; в армии теперь 4."


def test_econ_1_the_income_counts_coins_and_soldiers() -> None:
    """ECON-1: yield (halved by famine or disease), tax, upkeep; ARMY-3: the unpaid desert."""
    text = said("ru", "income", "yaroslavichi", gross=71, halved=["suzdal"], upkeep=15, deserters=1, balance=22,
                army=14)
    assert text == ("Провинции принесли 71 монету (Суздаль в этом ходу дал вдвое меньше), содержание армии стоило "
                    "15 монет, дезертировал 1 солдат без жалованья (ARMY-3); в казне теперь 22 монеты, в армии 14 "
                    "солдат.")
    # issue 26: the unit after the figure, and no «−0»
    assert said("en", "income", "yaroslavichi", gross=1, upkeep=0, balance=1, army=1) == \
        ("The provinces brought 1 coin, the army's upkeep cost 0 coins; the treasury now holds 1 coin, the army 1 "
         "soldier.")


# -- moods, loyalty, reputation (MOOD-3, MOOD-4, LOY-3, REP-*) -------------------------------------------------


def engine_mood_causes(rules: Rules) -> list[str]:
    """Every mood cause the engine records: `trait.condition` for each condition of the rules' traits (and
    the defensive forms of the war moods, `moods.war_mood`), `isolated`, and the actions that give a mood."""
    causes = ["isolated", *[a for a in rules.actions.ids() if rules.actions.get(a).mood]]
    for trait_id, trait in rules.traits.items():
        for condition in trait.mood:
            if condition in ("loyalty_holds_at", "defensive_relief"):  # numbers of the rules, not causes
                continue
            causes.append(f"{trait_id}.{condition}")
            if condition.startswith("war_") and "defensive_relief" in trait.mood:
                causes.append(f"{trait_id}.{condition}_defensive")
    return causes


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize("sex", ["m", "f"])
def test_mood_4_every_cause_the_engine_records_comes_out_in_words(language: str, sex: str) -> None:
    """MOOD-4: "each report lists the contributions, so a player can see why a mood is what it is" — in words
    of the report's language, agreeing with the character: no `war_first_turn_defensive`."""
    rules = default_rules()
    who = Named("Ольга" if sex == "f" else "Игорь", "person", sex)
    for cause in engine_mood_causes(rules):
        text = mood_cause(cause, words(language), who)
        assert text and "." not in text, (cause, text)
        reads_as_words(text, language)
    ru = words("ru")
    assert mood_cause("proud.raised_other", ru, Named("Ольга", "person", "f")) == \
        "Гордыня (подняла репутацию другой династии)"
    assert mood_cause("spendthrift.could_not", ru, Named("Игорь", "person", "m")) == \
        "Транжира (не смог растратить монеты)"
    assert mood_cause("pacifist.war_first_turn_defensive", ru) == "Пацифист (первый ход оборонительной войны)"


#: Every cause of a reputation change the engine records (`change_reputation(...)` in dynasty/engine), with
#: the ids of this test's names.
REPUTATION_CAUSES = [
    "find_spouse: rogneda", "unlawful heir (SUCC-4)", "spy discovered: agafya", "conspiracy discovered: igor",
    "gossip", "share: pilgrimage: olga", "defeat of galitskie: an ally lost", "defeat of galitskie: an enemy fell",
    "donate: igor", "pilgrimage: olga", "war drain: yaroslavichi-vs-rostislavichi (WAR-9)",
    "war on rostislavichi: close (WAR-10)", "war on galitskie: branch (WAR-10)", "famine in suzdal: paid",
    "famine in rostov: refused", "ball: miloslava", "cunning: vsevolod", "bad manners: propose_marriage by oleg",
    "rumours: rostislavichi", "gossip doubled: igor", "praise: yaroslavichi", "flattery tripled: olga",
]


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize("cause", REPUTATION_CAUSES)
def test_rep_1_every_cause_of_a_reputation_change_comes_out_in_words(cause: str, language: str) -> None:
    """REP-1: each change is reported with its cause — by name, in words (no "cunning: ratibor")."""
    text = reputation_cause(cause, words(language))
    reads_as_words(text, language)
    assert text != cause or cause == "gossip" and language == "en"


def test_rep_1_reputation_causes_name_people_in_their_case() -> None:
    ru = words("ru")
    assert reputation_cause("cunning: vsevolod", ru) == "хитрость главы Всеволода"
    assert reputation_cause("find_spouse: rogneda", ru) == "неравный брак Рогнеды"
    assert reputation_cause("famine in suzdal: paid", ru) == "помощь Суздалю в неурожай"
    assert reputation_cause("defeat of galitskie: an enemy fell", ru) == "пали ваши враги Галицкие"
    assert reputation_cause("spy discovered: agafya", ru) == "раскрытая интрига Агафьи («Слежка»)"
    text = said("ru", "reputation", "yaroslavichi", change=10, cause="donate: igor", reputation=70)
    assert text == "Репутация Ярославичей выросла на 10, до 70: пожертвование Игоря."
    own = happening_text({"kind": "reputation", "dynasty": "yaroslavichi",
                          "params": {"change": -10, "cause": "donate: igor", "reputation": 70}}, "ru", RU,
                         reader="yaroslavichi")
    assert own == "Ваша репутация упала на 10, до 70: пожертвование Игоря."  # the reader's own house: «ваша»


def test_loy_3_loyalty_shows_where_it_was_and_where_it_is() -> None:
    """LOY-3: "mood < 0 → loyalty −1 ... mood 0 → no change"."""
    assert said("ru", "loyalty", "yaroslavichi", character="olga", mood=-1, change=-1, loyalty=2) == \
        "Лояльность Ольги упала с 3 до 2: она недовольна (настроение −1, LOY-3)."
    assert said("ru", "loyalty", "yaroslavichi", character="igor", mood=1, change=1, loyalty=5) == \
        "Лояльность Игоря выросла с 4 до 5: он доволен (настроение +1, LOY-3)."
    assert said("ru", "loyalty", "yaroslavichi", character="igor", mood=1, change=0, loyalty=5) == \
        "Лояльность Игоря осталась 5 — выше не бывает (настроение +1, LOY-3)."
    assert said("en", "loyalty", "yaroslavichi", character="olga", mood=-1, change=-1, loyalty=2) == \
        "The loyalty of Blanche fell from 3 to 2: she is discontent (mood −1, LOY-3)."


def test_mood_3_the_ruling_mood_names_the_head_or_the_regent() -> None:
    """MOOD-3, SUCC-7: the head's mood, the regent's while there is one, sets the AP (DYN-4)."""
    assert said("ru", "ruling-mood", "yaroslavichi", ruler="agafya", role="head", mood=-1) == \
        "Настроение главы Ярославичей, Агафьи, — −1; оно уже отняло 2 ОД у этого хода (DYN-4)."
    assert said("ru", "ruling-mood", "yaroslavichi", ruler="vsevolod", role="regent", mood=2).startswith(
        "Настроение регента Ярославичей, Всеволода, — +2")


def test_trait_spendthrift_agrees_and_counts() -> None:
    """TRAIT-spendthrift, ECON-2: he spends his coins at step 4."""
    assert said("ru", "spendthrift", "galitskie", character="feodosiya", coins=10, spent=True, balance=64) == \
        "Феодосия (Транжира) растратила 10 монет; в казне теперь 64 монеты."
    assert said("ru", "spendthrift", "galitskie", character="igor", coins=10, spent=False) == \
        "Игорь (Транжира) хотел растратить 10 монет, но в казне не хватило денег."


# -- defeat, the end, eras, allies ---------------------------------------------------------------------------


def test_defeat_1_the_fall_of_a_house_agrees_in_the_plural() -> None:
    """DYN-2, DEFEAT-1, DEFEAT-2: the fallen house, who takes its provinces and coins."""
    text = said("ru", "defeat", "galitskie", cause="reputation", provinces={"rostislavichi": ["rostov", "suzdal"]},
                coins={"rostislavichi": 86}, killed=["olga"])
    limit = default_rules().limits.defeat_reputation
    assert text == (f"Галицкие выбывают из игры: репутация упала до {limit} (DYN-2). Ростиславичи получают провинции "
                    "Ростов и Суздаль, а также 86 монет. Вместе с родом погибла Ольга.")


def test_dyn_2_the_chronicle_says_the_reputation_a_house_fell_to_below_the_limit() -> None:
    """DYN-2: "Reputation ≤ 0 → the dynasty loses" — a house that fell to −5 is told at −5, with the limit (its
    reputation is public, INFO-3); one that fell to the limit itself is told it once."""
    limit = default_rules().limits.defeat_reputation
    assert limit == 0
    below = said("ru", "defeat", "galitskie", cause="reputation", reputation=-5)
    assert below == "Галицкие выбывают из игры: репутация упала до −5, а при 0 и ниже род выбывает (DYN-2)."
    at = said("en", "defeat", "galitskie", cause="reputation", reputation=0)
    assert at == "Savoy is out of the game: its reputation dropped to 0 (DYN-2)."


def test_defeat_5_the_winner_of_the_last_line() -> None:
    assert said("ru", "game-over", None, winners=["rostislavichi"], reason="last line") == \
        "Игра окончена: победили Ростиславичи — последний уцелевший род (DEFEAT-5)."


def test_era_6_the_eras_effects_are_the_rules_data() -> None:
    """ERA-6: "Each report names the current era and its effects" — quoted from the rules data."""
    rules = default_rules()
    era = next(e for e in rules.eras.values() if e.effects.discovery_bonus)
    effects = era_effects(era, rules, "ru")
    assert effects[-1].startswith("Их же труднее раскрыть: проверка раскрытия получает −"), effects
    assert "«Слежка», «Сплетни», «Заговор» и «Убийство» стоят на 1 ОД дешевле" in effects[0], effects
    for effect in effects:
        reads_as_words(effect, "ru")


def test_ally_5_kin_words_agree_with_the_relative() -> None:
    """ALLY-5: an ally by kinship — "в их роду Евфросиния, сестра вашего главы"."""
    kin = kin_word("sibling", "f", "ru")
    assert alliance_text(words("ru"), ours_is_head=True, kin=kin, who="Евфросиния") == \
        "в их роду Евфросиния, сестра вашего главы"
    assert kin_word("nephew_niece", "m", "ru") == "племянник" and kin_word("child", "f", "en") == "daughter"
    assert alliance_text(words("en"), ours_is_head=False, kin=kin_word("child", "m", "en"), who="Ivan") == \
        "their head's son Ivan is with you"
