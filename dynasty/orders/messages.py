"""The messages of `check`, in the game's language (CONTRACT: `turns/game.yaml` chooses ru or en).

Each message kind has a stable code; tests and tools match on the code. Each message quotes the input
and says what would be right.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from dynasty.errors import one_line

Language = Literal["ru", "en"]
Render = Callable[[dict[str, Any]], str]


def _hint(p: dict[str, Any], en: bool) -> str:
    if not p.get("hint"):
        return ""
    return f"; did you mean '{p['hint']}'?" if en else f"; может быть, '{p['hint']}'?"


MESSAGES: dict[str, tuple[Render, Render]] = {
    # -- reading the file ------------------------------------------------------------------------
    "unreadable": (lambda p: f"cannot read the order file: {p['detail']}",
                   lambda p: f"файл приказов не читается: {p['detail']}"),
    "yaml-syntax": (lambda p: f"malformed YAML: {p['detail']}",
                    lambda p: f"ошибка YAML: {p['detail']}"),
    "not-orders": (lambda p: "an order file is a mapping: 'dynasty:', 'turn:', 'decisions:', 'actions:' ...",
                   lambda p: "файл приказов — это словарь: 'dynasty:', 'turn:', 'decisions:', 'actions:' ..."),
    "action-shape": (lambda p: "each action is one line like '- visit: {by: <id>, target: <id>}'",
                     lambda p: "каждое действие — одна запись вида '- visit: {by: <id>, target: <id>}'"),
    "action-params": (lambda p: f"the parameters of '{p['name']}' must be a mapping like {{by: <id>}}",
                      lambda p: f"параметры '{p['name']}' записываются словарём, например {{by: <id>}}"),
    "unknown-action": (lambda p: f"'{p['name']}' is not an action{_hint(p, True)} Actions: {p['known']}",
                       lambda p: f"'{p['name']}' — не действие{_hint(p, False)} Действия: {p['known']}"),
    "missing-field": (lambda p: f"'{p['field']}' is missing" + (f" in {p['where']}" if p["where"] else ""),
                      lambda p: (f"в {p['where']} не хватает" if p["where"] else "не хватает")
                      + f" поля '{p['field']}'"),
    "unknown-field": (lambda p: f"'{p['field']}' is not a field" + (f" of {p['where']}" if p["where"] else
                                                                     " of an order file"),
                      lambda p: f"'{p['field']}' — лишнее поле" + (f" в {p['where']}" if p["where"] else "")),
    "bad-value": (lambda p: f"{p['field']}: {p['detail']}" + (f" (got {p['got']})" if p["got"] else ""),
                  lambda p: f"{p['field']}: неверное значение — {p['detail']}"
                  + (f" (записано {p['got']})" if p["got"] else "")),
    # -- the file's place ------------------------------------------------------------------------
    "wrong-dynasty": (lambda p: f"the file says 'dynasty: {p['written']}' but it is the orders of "
                                f"'{p['expected']}'; write 'dynasty: {p['expected']}'",
                      lambda p: f"в файле 'dynasty: {p['written']}', а это приказы '{p['expected']}'; "
                                f"напишите 'dynasty: {p['expected']}'"),
    "wrong-turn": (lambda p: f"the file says 'turn: {p['written']}' but these are the orders of turn "
                             f"{p['expected']}",
                   lambda p: f"в файле 'turn: {p['written']}', а это приказы хода {p['expected']}"),
    # -- references ------------------------------------------------------------------------------
    "unknown-character": (lambda p: f"'{p['id']}' is no character of this game{_hint(p, True)}",
                          lambda p: f"'{p['id']}' — нет такого персонажа{_hint(p, False)}"),
    "unknown-dynasty": (lambda p: f"'{p['id']}' is no dynasty of this game{_hint(p, True)}",
                        lambda p: f"'{p['id']}' — нет такой династии{_hint(p, False)}"),
    "unknown-province": (lambda p: f"'{p['id']}' is no province of this game{_hint(p, True)}",
                         lambda p: f"'{p['id']}' — нет такой провинции{_hint(p, False)}"),
    "unknown-technology": (lambda p: f"'{p['id']}' is no technology; technologies: {p['known']}",
                           lambda p: f"'{p['id']}' — нет такой технологии; технологии: {p['known']}"),
    "dead": (lambda p: f"{p['who']} is dead",
             lambda p: f"{p['who']} мёртв"),
    "dynasty-gone": (lambda p: f"dynasty '{p['id']}' has been destroyed",
                     lambda p: f"династия '{p['id']}' уничтожена"),
    "not-own-member": (lambda p: f"{p['who']} is a member of '{p['dynasty']}', not of '{p['ours']}'",
                       lambda p: f"{p['who']} — из династии '{p['dynasty']}', а не '{p['ours']}'"),
    "too-young": (lambda p: f"{p['who']} is {p['age']}; only characters aged {p['capable']}+ act (AGE-2)",
                  lambda p: f"{p['who']} {p['age']} лет; действовать можно с {p['capable']} лет (AGE-2)"),
    "target-own": (lambda p: f"{p['who']} is of your own dynasty; '{p['action']}' aims at another dynasty",
                   lambda p: f"{p['who']} — из вашей династии; '{p['action']}' направлено на другую династию"),
    "target-self": (lambda p: "your own dynasty cannot be the target; name another dynasty",
                    lambda p: "нельзя направить действие на свою династию; укажите другую"),
    "target-child": (lambda p: f"{p['who']} is {p['age']}; only 'visit' may target a child (AGE-1)",
                     lambda p: f"{p['who']} {p['age']} лет; на ребёнка можно направить только 'visit' (AGE-1)"),
    "target-head": (lambda p: f"{p['who']} is the head of his dynasty; '{p['action']}' aims at a member who "
                              "is not the head",
                    lambda p: f"{p['who']} — глава династии; '{p['action']}' направляется на члена династии, "
                              "не главу"),
    "not-own-province": (lambda p: f"province '{p['id']}' belongs to '{p['owner']}', not to you",
                         lambda p: f"провинция '{p['id']}' принадлежит '{p['owner']}', а не вам"),
    # -- decisions -------------------------------------------------------------------------------
    "no-such-event": (lambda p: f"there is no {p['kind']} to decide in '{p['province']}' this turn (its event: "
                                f"{p['happened']}); remove this line",
                      lambda p: f"в '{p['province']}' в этот ход нет события '{p['kind']}' (событие: "
                                f"{p['happened']}); уберите эту строку"),
    "decision-default": (lambda p: f"no decision for the {p['kind']} in '{p['province']}': the default "
                                   f"'{p['default']}' applies (PROV-6)",
                         lambda p: f"нет решения по событию '{p['kind']}' в '{p['province']}': будет принято "
                                   f"решение по умолчанию '{p['default']}' (PROV-6)"),
    "heir-is-head": (lambda p: f"{p['who']} is the head; name another member as heir",
                     lambda p: f"{p['who']} — сам глава; наследником назовите другого"),
    "heir-unlawful": (lambda p: f"{p['who']} is not a lawful heir: this succession costs {p['penalty']} "
                                "reputation and half of the rest (SUCC-4)",
                      lambda p: f"{p['who']} — не законный наследник: это стоит {p['penalty']} репутации и "
                                "половину остатка (SUCC-4)"),
    "regent-unneeded": (lambda p: f"neither the head nor his heir will be under {p['capable']} this turn: no regent "
                                  "is needed (SUCC-6)",
                        lambda p: f"ни главе, ни наследнику в этом ходу не будет меньше {p['capable']} лет: регент "
                                  "не нужен (SUCC-6)"),
    "regent-is-head": (lambda p: f"{p['who']} is the head; name another member as regent (SUCC-7)",
                       lambda p: f"{p['who']} — сам глава; регентом назовите другого (SUCC-7)"),
    "regent-too-young": (lambda p: f"{p['who']} will be {p['age']} when a regency begins, after this turn's aging; "
                                   f"a regent must be {p['capable']} or older (SUCC-6)",
                         lambda p: f"{p['who']} ещё не может быть регентом: к началу регентства, после старения "
                                   f"этого хода, возраст — {p['age']}, а нужно не меньше {p['capable']} (SUCC-6)"),
    # -- executors -------------------------------------------------------------------------------
    "isolated": (lambda p: f"{p['who']} is isolated and executes nothing; order 'release' first",
                 lambda p: f"{p['who']} изолирован и ничего не делает; сначала прикажите 'release'"),
    "general-busy": (lambda p: f"{p['who']} is a general at war and cannot execute actions (WAR-1)",
                     lambda p: f"{p['who']} — генерал на войне и не может выполнять действия (WAR-1)"),
    "executor-busy": (lambda p: f"{p['who']} already acts on line {p['first']}; a character executes "
                                f"{p['limit']} action(s) a turn (DYN-5; a Workaholic two)",
                      lambda p: f"{p['who']} уже занят в действии на строке {p['first']}; персонаж выполняет "
                                f"действий за ход: {p['limit']} (DYN-5; трудоголик — два)"),
    "may-sabotage": (lambda p: f"{p['who']} has loyalty {p['loyalty']} and may sabotage this action (SAB-1)",
                     lambda p: f"у {p['who']} лояльность {p['loyalty']}: он может сорвать действие (SAB-1)"),
    "once-per-turn": (lambda p: f"'{p['action']}' can be ordered once a turn",
                      lambda p: f"'{p['action']}' можно приказать один раз за ход"),
    # -- actions ---------------------------------------------------------------------------------
    "married": (lambda p: f"{p['who']} is married to {p['spouse']}; only the unmarried marry (MAR-2)",
                lambda p: f"{p['who']} в браке с {p['spouse']}; жениться могут только свободные (MAR-2)"),
    "same-sex": (lambda p: f"{p['who']} and {p['executor']} are of the same sex (MAR-2)",
                 lambda p: f"{p['who']} и {p['executor']} одного пола (MAR-2)"),
    "not-married": (lambda p: f"{p['who']} is not married; there is no marriage to annul",
                    lambda p: f"{p['who']} не в браке; расторгать нечего"),
    "mentor-self": (lambda p: "the teacher and the student must be two people",
                    lambda p: "учитель и ученик должны быть разными людьми"),
    "mentor-gap": (lambda p: f"{p['student']} has {p['skill']} {p['level']} and the teacher {p['teaching']}; "
                             f"a teacher must be at least {p['gap']} above the student",
                   lambda p: f"у {p['student']} {p['skill']} {p['level']}, у учителя {p['teaching']}; учитель "
                             f"должен быть выше ученика хотя бы на {p['gap']}"),
    "hired-level": (lambda p: f"no teacher of level {p['level']} can be hired; levels and prices: {p['levels']}",
                    lambda p: f"учителя уровня {p['level']} не нанять; уровни и цены: {p['levels']}"),
    "study-max": (lambda p: f"{p['who']} already has {p['skill']} {p['top']}; study cannot raise it",
                  lambda p: f"у {p['who']} уже {p['skill']} {p['top']}; обучение его не поднимет"),
    "isolate-head-or-heir": (lambda p: f"{p['who']} is the head or the heir and cannot be isolated",
                             lambda p: f"{p['who']} — глава или наследник, его нельзя изолировать"),
    "already-isolated": (lambda p: f"{p['who']} is already isolated",
                         lambda p: f"{p['who']} уже изолирован"),
    "not-isolated": (lambda p: f"{p['who']} is not isolated; there is no one to release",
                     lambda p: f"{p['who']} не изолирован; освобождать некого"),
    "not-head": (lambda p: f"{p['who']} is not the head; only the head abdicates",
                 lambda p: f"{p['who']} не глава; отречься может только глава"),
    "abdicate-age": (lambda p: f"{p['who']} is {p['age']}; a head may abdicate from {p['minimum']} (SUCC-1)",
                     lambda p: f"{p['who']} {p['age']} лет; отречься можно с {p['minimum']} (SUCC-1)"),
    "branch-forbidden": (lambda p: f"{p['who']} is the head, his child or grandchild, or his parent or "
                                   "grandparent, and cannot go to a branch (BRANCH-3)",
                         lambda p: f"{p['who']} — глава, его ребёнок, внук, родитель или дед; в побочную ветвь "
                                   "нельзя (BRANCH-3)"),
    "branch-small": (lambda p: f"the branch would have {p['count']} people; it needs at least {p['minimum']}, "
                               "counting children and grandchildren (BRANCH-2)",
                     lambda p: f"в ветви будет {p['count']} чел.; нужно не меньше {p['minimum']}, считая детей и "
                               "внуков (BRANCH-2)"),
    "branch-provinces": (lambda p: f"the branch gets {p['count']} province(s); it needs at least {p['minimum']}, "
                                   "a third of yours (BRANCH-4)",
                         lambda p: f"ветви отходит провинций: {p['count']}; нужно не меньше {p['minimum']}, "
                                   "трети ваших (BRANCH-4)"),
    "branch-head": (lambda p: f"{p['who']} does not go to the branch; its head must be one of its people",
                    lambda p: f"{p['who']} не уходит в ветвь; её главой может быть только её член"),
    "branch-army": (lambda p: f"the branch is given army {p['army']} but you have {p['have']}",
                    lambda p: f"ветви отдаётся армия {p['army']}, а у вас {p['have']}"),
    "not-newborn": (lambda p: f"{p['who']} was not born this turn (turn {p['turn']}); only newborns are named",
                    lambda p: f"{p['who']} родился не в этот ход ({p['turn']}); имя дают только новорождённым"),
    "ball-guests": (lambda p: f"a ball has {p['low']}–{p['high']} guests; {p['count']} are listed",
                    lambda p: f"на бал приглашают от {p['low']} до {p['high']} гостей; указано {p['count']}"),
    "listed-twice": (lambda p: f"'{p['id']}' is listed twice",
                     lambda p: f"'{p['id']}' указан дважды"),
    "terms-vassal": (lambda p: f"the vassal in the terms must be '{p['ours']}' or '{p['theirs']}', not "
                               f"'{p['id']}'",
                     lambda p: f"вассалом по условиям может стать '{p['ours']}' или '{p['theirs']}', но не "
                               f"'{p['id']}'"),
    "plot-ally": (lambda p: f"'{p['dynasty']}' is your ally ({p['why']}): if this {p['action']} is "
                            "discovered, its penalty is doubled (ALLY-4)",
                  lambda p: f"'{p['dynasty']}' — ваш союзник ({p['why']}): если '{p['action']}' раскроют, штраф "
                            "удвоится (ALLY-4)"),
    "bribe-range": (lambda p: f"a bribe is {p['low']}–{p['high']} coins, not {p['bribe']}",
                    lambda p: f"взятка — от {p['low']} до {p['high']} монет, а не {p['bribe']}"),
    "agent-dynasty": (lambda p: f"the agent {p['who']} must be a member of the target's dynasty '{p['dynasty']}'",
                      lambda p: f"агент {p['who']} должен быть из династии цели, '{p['dynasty']}'"),
    "agent-head": (lambda p: f"{p['who']} is the head of his dynasty; an agent is recruited as a spy is, and a head "
                             "is never recruited",
                   lambda p: f"{p['who']} — глава своей династии; агента вербуют как шпиона, а главу не завербовать"),
    "agent-is-target": (lambda p: "the agent cannot be the target himself",
                        lambda p: "агент не может быть самой целью"),
    "donate-coins": (lambda p: f"a donation is {p['low']}–{p['high']} coins in steps of {p['step']}, not "
                               f"{p['coins']}",
                     lambda p: f"пожертвование — от {p['low']} до {p['high']} монет, кратно {p['step']}, а не "
                               f"{p['coins']}"),
    "already-at-war": (lambda p: f"you are already at war with '{p['id']}'",
                       lambda p: f"вы уже воюете с '{p['id']}'"),
    "war-on-lord": (lambda p: f"'{p['id']}' is your lord; a vassal cannot declare war on its lord (VASSAL-5)",
                    lambda p: f"'{p['id']}' — ваш сюзерен; вассал не объявляет ему войну (VASSAL-5)"),
    "war-on-relatives": (lambda p: f"'{p['id']}' holds a relative of a head ({p['kind']}): this war costs you "
                                   "reputation every war turn (WAR-10)",
                         lambda p: f"в '{p['id']}' есть родственник главы ({p['kind']}): война будет стоить "
                                   "репутации каждый ход (WAR-10)"),
    "not-at-war": (lambda p: f"you are not at war with '{p['id']}'",
                   lambda p: f"вы не воюете с '{p['id']}'"),
    "vassal-peace": (lambda p: f"a vassal makes no separate peace; your lord '{p['lord']}' makes it (VASSAL-5)",
                     lambda p: f"вассал не заключает сепаратный мир; мир заключает сюзерен '{p['lord']}' "
                               "(VASSAL-5)"),
    "claim-not-theirs": (lambda p: f"province '{p['id']}' is not held by '{p['dynasty']}'",
                         lambda p: f"провинция '{p['id']}' не принадлежит '{p['dynasty']}'"),
    "recruit-limit": (lambda p: f"at most {p['limit']} points can be recruited with {p['provinces']} "
                                f"province(s) (ARMY-2), not {p['points']}",
                      lambda p: f"при {p['provinces']} провинциях можно набрать не больше {p['limit']} (ARMY-2), "
                                f"а не {p['points']}"),
    "disband-too-many": (lambda p: f"the army is {p['army']}; {p['points']} cannot be disbanded",
                         lambda p: f"армия — {p['army']}; распустить {p['points']} нельзя"),
    "no-peace-offer": (lambda p: f"'{p['id']}' has no standing offer of peace to you: this accepts only an "
                                 "offer they order this same turn (ACT-accept_peace)",
                       lambda p: f"у '{p['id']}' нет действующего предложения мира вам: согласие сработает, только "
                                 "если они предложат мир в этом же ходу (ACT-accept_peace)"),
    "develop-max": (lambda p: f"'{p['id']}' already yields {p['top']}; developing cannot raise it",
                    lambda p: f"'{p['id']}' уже приносит {p['top']}; развитие не поднимет доход"),
    "pacify-max": (lambda p: f"'{p['id']}' already has loyalty {p['top']}",
                   lambda p: f"у '{p['id']}' уже лояльность {p['top']}"),
    "research-known": (lambda p: f"you already have '{p['id']}'",
                       lambda p: f"технология '{p['id']}' у вас уже есть"),
    "take-not-enemy": (lambda p: f"'{p['id']}' is not a province of your enemies in this war",
                       lambda p: f"'{p['id']}' — не провинция ваших противников в этой войне"),
    "send-exceeds-army": (lambda p: f"{p['sent']} soldiers are sent but the army is {p['army']}"
                                    + (" with this turn's recruits and disbandments" if p.get("changed") else ""),
                          lambda p: f"в бой отправлено {p['sent']}, а армия"
                                    + (" с набором и роспуском этого хода" if p.get("changed") else "")
                                    + f" — {p['army']}"),
    # -- budget ----------------------------------------------------------------------------------
    "ap-exceeded": (lambda p: f"the actions cost {p['spent']} AP; you have {p['ap']} this turn (DYN-4)",
                    lambda p: f"действия стоят {p['spent']} ОД; в этот ход у вас {p['ap']} (DYN-4)"),
    "ap-unspent": (lambda p: f"{p['left']} of {p['ap']} AP are left unspent; they are lost (DYN-6)",
                   lambda p: f"не потрачено {p['left']} из {p['ap']} ОД; они сгорят (DYN-6)"),
    "coins-exceeded": (lambda p: f"the orders cost {p['coins']} coins; the treasury has {p['balance']} (DYN-7)",
                       lambda p: f"приказы стоят {p['coins']} монет; в казне {p['balance']} (DYN-7)"),
}

SUMMARY: dict[str, tuple[Render, Render]] = {
    "file": (lambda p: f"{p['path']}: {p['errors']} error(s), {p['warnings']} warning(s)",
             lambda p: f"{p['path']}: ошибок {p['errors']}, предупреждений {p['warnings']}"),
    "total": (lambda p: f"{p['files']} order file(s) checked: {p['errors']} error(s), {p['warnings']} warning(s)",
              lambda p: f"проверено файлов приказов: {p['files']}; ошибок {p['errors']}, предупреждений "
                        f"{p['warnings']}"),
    "missing": (lambda p: f"no orders yet from: {p['dynasties']} (they would play the defaults)",
                lambda p: f"ещё нет приказов от: {p['dynasties']} (они сыграют по умолчанию)"),
    "none": (lambda p: f"no order files in {p['folder']}",
             lambda p: f"в {p['folder']} нет файлов приказов"),
    "player": (lambda p: f"checked against your report of turn {p['turn']}: what needs facts hidden from you is "
                         "left to the game master's check",
               lambda p: f"проверено по вашему отчёту хода {p['turn']}: то, что требует скрытых от вас сведений, "
                         "проверит мастер"),
}


def say(code: str, language: Language, **params: Any) -> str:
    """The message of `code` in `language`; quoted input cannot break it over two lines."""
    en, ru = MESSAGES[code]
    safe = {k: one_line(v) if isinstance(v, str) else v for k, v in params.items()}
    return (ru if language == "ru" else en)(safe)


def summary(code: str, language: Language, **params: Any) -> str:
    en, ru = SUMMARY[code]
    return (ru if language == "ru" else en)(params)
