"""The words of `check` in a Russian game (STYLE "The words"; `dynasty/locales/ru/check.ftl`): a message
names a character "Имя (id)" — the id is what the player fixes — with the grammar around it right for a man
and for a woman (мёртв / мертва, женат / замужем, занят / занята), ages with their plural (1 год, 2 года,
5 лет), houses in their cases (из Габсбургов), and positions counted as a person counts (действие 2)."""

from __future__ import annotations

import pytest

from dynasty.game.rules import default_rules
from dynasty.game.state import Death, GameState
from dynasty.orders.check import check_parsed
from dynasty.orders.parse import parse_orders_text
from tests.order_fixture import order_state

RULES = default_rules()


def messages(state: GameState, body: str, code: str) -> list[str]:
    """The messages of `code` for valois's orders of a Russian game; `body` follows `dynasty:` and `turn:`."""
    text = f"dynasty: valois\nturn: {state.turn}\n{body}"
    parsed = parse_orders_text(text, "valois.yaml", RULES, "ru")
    problems = check_parsed(parsed, state, RULES, "ru", turn=state.turn, expected_dynasty="valois")
    return [p.message for p in problems if p.code == code]


def actions(*lines: str) -> str:
    return "actions:\n" + "".join(f"  - {line}\n" for line in lines)


def russian() -> GameState:
    return order_state(language="ru")


def test_dead_agrees_with_a_man_and_a_woman() -> None:
    state = russian()
    state.characters["anne"].alive = False
    state.characters["anne"].death = Death(turn=2, cause="old age")
    assert messages(state, actions("visit: {by: robert, target: rudolf}"), "dead") == ["Роберт (robert) мёртв"]
    assert messages(state, actions("visit: {by: anne, target: rudolf}"), "dead") == ["Анна (anne) мертва"]


@pytest.mark.parametrize("age, years", [(1, "1 год"), (2, "2 года"), (5, "5 лет"), (11, "11 лет"), (14, "14 лет")])
def test_too_young_gives_the_age_with_its_plural(age: int, years: str) -> None:
    """AGE-2: the age in the dative construction (Карлу 10 лет) with the plural of years."""
    state = russian()
    state.characters["charles"].age = age
    assert messages(state, actions("pilgrimage: {by: charles}"), "too-young") == \
        [f"Карлу (charles) {years}, а действовать можно с 15 лет (AGE-2)"]


def test_target_child_of_a_girl_and_a_boy() -> None:
    """AGE-1: only a visit may target a child; the action named in Russian, from the rules data."""
    state = russian()
    assert messages(state, actions("isolate: {by: louis, target: agnes}"), "target-child") == \
        ["Агнессе (agnes) 0 лет: это ребёнок, а на ребёнка можно направить только действие «Визит» (AGE-1)"]
    assert messages(state, actions("spy: {by: louis, target: max}"), "target-child") == \
        ["Максимилиану (max) 5 лет: это ребёнок, а на ребёнка можно направить только действие «Визит» (AGE-1)"]


def test_married_is_zhenat_for_a_man_and_zamuzhem_for_a_woman() -> None:
    """MAR-2: the spouse in the case the verb asks for (женат на Анне, замужем за Людовиком)."""
    state = russian()
    assert messages(state, actions("find_spouse: {by: louis}"), "married") == \
        ["Людовик (louis) уже женат на Анне (anne); вступить в брак могут только свободные (MAR-2)"]
    assert messages(state, actions("find_spouse: {by: anne}"), "married") == \
        ["Анна (anne) уже замужем за Людовиком (louis); вступить в брак могут только свободные (MAR-2)"]


def test_not_married_for_a_woman_and_a_man() -> None:
    state = russian()
    assert messages(state, actions("annul: {by: louis, spouse: marie}"), "not-married") == \
        ["Мария (marie) не замужем: расторгать нечего"]
    assert messages(state, actions("annul: {by: louis, spouse: pierre}"), "not-married") == \
        ["Пьер (pierre) не женат: расторгать нечего"]


def test_isolated_tells_how_to_release_her_or_him() -> None:
    state = russian()
    state.characters["pierre"].isolated = True
    assert messages(state, actions("pilgrimage: {by: blanche}"), "isolated") == \
        ["Бланка (blanche) в изоляции и ничего не выполняет; сначала освободите её приказом "
         "'- release: {target: blanche}'"]
    assert messages(state, actions("pilgrimage: {by: pierre}"), "isolated") == \
        ["Пьер (pierre) в изоляции и ничего не выполняет; сначала освободите его приказом "
         "'- release: {target: pierre}'"]


def test_executor_busy_is_zanyat_or_zanyata_with_the_plural_of_actions() -> None:
    """DYN-5: one action a turn, two for a Workaholic."""
    state = russian()
    assert messages(state, actions("pilgrimage: {by: marie}", "entertain: {by: marie}"), "executor-busy") == \
        ["Мария (marie) уже занята в действии 1, а за ход она может выполнить 1 действие (DYN-5)"]
    three = actions("pilgrimage: {by: jean}", "entertain: {by: jean}", "study: {by: jean, skill: piety}")
    assert messages(state, three, "executor-busy") == \
        ["Жан (jean) уже занят в действии 1, а за ход он может выполнить 2 действия (DYN-5)"]


def test_may_sabotage_names_him_or_her_in_the_genitive() -> None:
    """SAB-1: a member with loyalty 1 may sabotage; SAB-3: the action's AP and coins are lost then."""
    state = russian()
    state.characters["marie"].loyalty = 1
    assert messages(state, actions("pilgrimage: {by: gaston}"), "may-sabotage") == \
        ["у Гастона (gaston) лояльность 1: он может сорвать это действие, и тогда пропадут 3 ОД (SAB-1, SAB-3)"]
    assert messages(state, actions("accept_peace: {by: marie, from: tudor}"), "may-sabotage") == \
        ["у Марии (marie) лояльность 1: она может сорвать это действие, и тогда мир не будет заключён (SAB-1, SAB-3)"]
    assert messages(state, actions("pilgrimage: {by: marie}"), "may-sabotage") == \
        ["у Марии (marie) лояльность 1: она может сорвать это действие, и тогда пропадут 3 ОД (SAB-1, SAB-3)"]
    assert messages(state, actions("entertain: {by: marie}"), "may-sabotage") == \
        ["у Марии (marie) лояльность 1: она может сорвать это действие, и тогда пропадут 2 ОД и 10 монет "
         "(SAB-1, SAB-3)"]


def test_heir_unlawful_is_naslednitsa_for_a_woman_succ_4() -> None:
    """SUCC-4: "80 reputation plus half (rounded up) of what remains" — at 103, 80 + 12 = 92; the 80 comes from
    the rules data. (The war with the Tudors takes 10 more this turn, WAR-9: 102 would end the house, DYN-2.)"""
    state = russian()
    state.dynasties["valois"].reputation = 103
    penalty = RULES.succession.unlawful_penalty
    assert messages(state, "decisions: {heir: marie}\n", "heir-unlawful") == \
        [f"Мария (marie) — не законная наследница: такое наследование будет стоить 92 репутации ({penalty} и "
         "половина того, что останется; SUCC-4)"]
    assert messages(state, "decisions: {heir: pierre}\n", "heir-unlawful") == \
        [f"Пьер (pierre) — не законный наследник: такое наследование будет стоить 92 репутации ({penalty} и "
         "половина того, что останется; SUCC-4)"]


def test_dyn_2_heir_unlawful_when_the_reputation_is_not_enough_says_the_house_would_fall() -> None:
    """SUCC-4: "if reputation is not enough, the dynasty loses at once"; DYN-2: reputation ≤ 0 → it loses."""
    state = russian()
    state.dynasties["valois"].reputation = 60
    assert messages(state, "decisions: {heir: marie}\n", "heir-unlawful") == \
        ["Мария (marie) — не законная наследница: такое наследование будет стоить 80 репутации (80 и "
         "половина того, что останется; SUCC-4); репутация 60: это может довести её до 0, и ваша династия выбудет "
         "из игры (DYN-2)"]


def test_war_10_war_on_relatives_gives_the_loss_of_each_war_turn() -> None:
    """WAR-10: "the enemy has a close relative of your head ...: −40, attacker only" — Isabelle, the head's
    daughter, is with the Habsburgs."""
    state = russian()
    assert messages(state, actions("declare_war: {by: louis, on: habsburg, general: jean}"), "war-on-relatives") == \
        ["у Габсбургов (habsburg) дочь вашего главы — Изабелла (isabelle): война с роднёй обойдётся в "
         f"{RULES.war.close_relative} репутации за каждый ход войны, начиная с этого (WAR-10)"]


def test_dyn_2_losses_of_one_turn_together_could_end_the_house() -> None:
    """DYN-2 with ALLY-4, WAR-10 and WAR-9: at 70 reputation a war on kin (−40) and a discovered spy on an ally
    (−40) could take 80, and the war with the Tudors surely takes 10; each warning says so, with the sum."""
    state = russian()
    state.dynasties["valois"].reputation = 70
    body = actions("declare_war: {by: louis, on: habsburg, general: jean}", "spy: {by: pierre, target: ferdinand}")
    together = "; репутация 70: вместе с другими возможными потерями этого хода (всего 90, из них 10 войны " \
               "отнимут наверняка) это может довести её до 0, и ваша династия выбудет из игры (DYN-2)"
    assert [m.endswith(together) for m in messages(state, body, "war-on-relatives") + messages(state, body,
                                                                                              "plot-ally")] == \
        [True, True]
    state.dynasties["valois"].reputation = 91
    assert [m for m in messages(state, body, "plot-ally") if "DYN-2" in m] == []


def test_not_newborn_rodilas_and_rodilsya() -> None:
    state = russian()
    assert messages(state, "names: {marie: Жанна, charles: Жан}\n", "not-newborn") == [
        "Мария (marie) родилась не в этом ходу, а имя дают только тем, кто родился в ходу 3 (MAR-5)",
        "Карл (charles) родился не в этом ходу, а имя дают только тем, кто родился в ходу 3 (MAR-5)"]


def test_regent_too_young_ei_budet_5_let() -> None:
    """SUCC-6: judged after the turn's aging."""
    state = russian()
    assert messages(state, "decisions: {regent: agnes}\n", "regent-too-young") == \
        ["Агнесса (agnes) не может быть регентом: к началу регентства, уже после старения этого хода, ей будет "
         "5 лет, а регенту нужно не меньше 15 лет (SUCC-6)"]


def test_houses_in_their_cases_and_in_the_plural() -> None:
    """A house named in the plural agrees in the plural (Йорки уничтожены) and takes its case (из Габсбургов,
    с Тюдорами)."""
    state = russian()
    assert messages(state, actions("visit: {by: louis, target: rudolf}", "gossip: {by: anne, target: york}"),
                    "dynasty-gone") == ["Йорки (york) уничтожены: этой династии больше нет"]
    assert messages(state, actions("pilgrimage: {by: rudolf}"), "not-own-member") == \
        ["Рудольф (rudolf) — из Габсбургов (habsburg), а не из вашей династии"]
    assert messages(state, actions("declare_war: {by: louis, on: tudor, general: pierre}"), "already-at-war") == \
        ["вы уже воюете с Тюдорами (tudor)"]


def test_plot_against_an_ally_names_the_kin_that_makes_it() -> None:
    """ALLY-1, ALLY-4: Isabelle, the head's daughter, is with the Habsburgs."""
    state = russian()
    assert messages(state, actions("spy: {by: pierre, target: ferdinand}"), "plot-ally") == \
        ["Габсбурги (habsburg) — ваши союзники: в их роду Изабелла (isabelle), дочь вашего главы; если действие "
         "«Слежка» раскроют, это обойдётся в 40 репутации вместо 20 (ALLY-4)"]


def test_ally_4_the_doubled_penalty_counts_the_executors_own_traits_and_may_end_the_house() -> None:
    """ALLY-4 with TRAIT-R2: an Ugly spy's discovery penalty is doubled again (−20 × 2 × 2); DYN-2: at 35
    reputation that loss alone would end the house."""
    state = russian()
    state.characters["pierre"].traits = ["ugly"]
    state.dynasties["valois"].reputation = 35
    assert messages(state, actions("spy: {by: pierre, target: ferdinand}"), "plot-ally") == \
        ["Габсбурги (habsburg) — ваши союзники: в их роду Изабелла (isabelle), дочь вашего главы; если действие "
         "«Слежка» раскроют, это обойдётся в 80 репутации вместо 40 (ALLY-4); репутация 35: это может довести её "
         "до 0, и ваша династия выбудет из игры (DYN-2)"]


def test_war_14_a_battle_order_beside_the_declaration_says_when_the_first_battle_is() -> None:
    """WAR-14: "the first battle is fought when turn N+1 is resolved"."""
    state = russian()
    body = actions("declare_war: {by: louis, on: habsburg, general: jean}") + "war:\n  habsburg: {send: 5}\n"
    assert messages(state, body, "not-at-war") == \
        [f"война с Габсбургами (habsburg) начнётся по итогам этого, {state.turn}-го хода, а первая битва будет "
         f"по итогам {state.turn + 1}-го: приказ о бое дайте в приказах {state.turn + 1}-го хода (WAR-14)"]


def test_a_bad_value_counts_the_action_as_a_person_counts_and_translates_the_choices() -> None:
    """No `actions[1]` and no pydantic English: the second action is "действие 2", and the skills it may
    take are given with their Russian names."""
    state = russian()
    body = actions("pilgrimage: {by: louis}", "study: {by: pierre, skill: magic}")
    assert messages(state, body, "bad-value") == [
        "действие 2 ('study'), поле 'skill': 'magic' — не годится; можно: 'combat' (бой), 'learning' (знание), "
        "'intrigue' (интриги), 'piety' (набожность), 'stewardship' (управление)"]
    assert messages(state, "decisions:\n  famine: {anjou: maybe}\n", "bad-value") == \
        ["поле 'decisions.famine.anjou': 'maybe' — не годится; можно: 'pay' (заплатить), 'refuse' (отказаться)"]


@pytest.mark.parametrize("body, expected", [
    (actions("recruit: {by: louis, points: many}"),
     "действие 1 ('recruit'), поле 'points': нужно целое число, а не 'many'"),
    (actions("donate: {by: louis, coins: -5}"),
     "действие 1 ('donate'), поле 'coins': нужно число не меньше 0, а не -5"),
    (actions("mentor: {by: louis, skill: piety, hired_teacher: 200}"),
     "действие 1 ('mentor'), поле 'hired_teacher': нужно число не больше 99, а не 200"),
    (actions("ball: {by: louis, guests: []}"),
     "действие 1 ('ball'), поле 'guests': в списке нужно не меньше 1 пункта"),
    (actions("visit: {by: louis, target: rudolf, double_gossip: 1}"),
     "действие 1 ('visit'), поле 'double_gossip': нужно 'true' или 'false', а не 1"),
    (actions("visit: {by: 5, target: rudolf}"), "действие 1 ('visit'), поле 'by': нужен текст, а не 5"),
    (actions("visit: {by: , target: rudolf}"), "действие 1 ('visit'), поле 'by': нужен текст, а не пустое значение"),
    (actions("ball: {by: louis, guests: [rudolf, 7]}"),
     "действие 1 ('ball'), поле 'guests', пункт 2: нужен текст, а не 7"),
    (actions("mentor: {by: louis, skill: piety, teacher: jean, hired_teacher: 5}"),
     "действие 1 ('mentor'): укажите либо 'teacher' (учитель из вашей династии), либо 'hired_teacher' (уровень "
     "нанятого учителя) — что-то одно"),
    ("decisions: [famine]\n", "поле 'decisions': нужен словарь вида {ключ: значение}, а не [\"famine\"]"),
    ("war:\n  tudor: {send: 5, take: kent}\n", "поле 'war.tudor.take': нужен список в квадратных скобках, а не 'kent'"),
    ("names: {agnes: ''}\n", "поле 'names.agnes': текст не может быть короче 1 символа"),
    (f"names: {{agnes: {'Я' * 61}}}\n", "поле 'names.agnes': текст не может быть длиннее 60 символов"),
])
def test_a_bad_value_of_each_kind_reads_in_russian(body: str, expected: str) -> None:
    """Every kind of pydantic error of an order file, in the catalog's words (never pydantic's English)."""
    assert messages(russian(), body, "bad-value") == [expected]


def test_missing_and_unknown_fields_count_the_action_and_say_what_is_right() -> None:
    state = russian()
    assert messages(state, actions("pilgrimage: {by: louis}", "visit: {by: louis}"), "missing-field") == \
        ["в действии 2 ('visit') не хватает поля 'target'"]
    assert messages(state, actions("visit: {by: louis, whom: rudolf}"), "unknown-field") == \
        ["'whom' — лишнее поле в действии 1 ('visit'); у этого действия есть поля: 'by', 'target', 'double_gossip', "
         "'triple_flattery'"]
    assert messages(state, "war:\n  tudor: {send: 5, retreat: true}\n", "unknown-field") == \
        ["'retreat' — лишнее поле в 'war.tudor'; там есть поля: 'send', 'take'"]


def test_every_code_and_summary_has_its_sentence_in_both_languages() -> None:
    """messages.py: a stable code per kind of problem; its sentence is the catalog's `check-<code>`."""
    from dynasty.orders.messages import MESSAGES, SUMMARIES
    from dynasty.text.catalogs import LANGUAGES, has_message

    told_by_the_reader = {"yaml-syntax"}  # the YAML reader's own sentence (`yaml_io`, cli-yaml-*)
    for language in LANGUAGES:
        assert [c for c in MESSAGES if c not in told_by_the_reader and not has_message(language, f"check-{c}")] == []
        assert [c for c in SUMMARIES if not has_message(language, f"check-summary-{c}")] == []


def test_the_summary_counts_files_errors_and_warnings_with_their_plurals() -> None:
    from dynasty.orders.messages import summary

    assert summary("total", "ru", files=1, errors=2, warnings=5) == \
        "проверен 1 файл приказов: 2 ошибки, 5 предупреждений"
    assert summary("total", "ru", files=21, errors=1, warnings=0) == \
        "проверен 21 файл приказов: 1 ошибка, 0 предупреждений"
    assert summary("total", "en", files=1, errors=1, warnings=2) == "1 order file checked: 1 error, 2 warnings"
