# Отчёты: их разметка — заголовки, подписи таблиц, роли и положение членов династии, отношения, события,
# известные факты, причины настроения, родословное древо; слова для идентификаторов (`label`).
# persons: $who $spouse $general $subject
# houses: $house $enemy
# numbers: $turn $age $spent $ap $n $total $limit $wars $turns
# Прочие переменные — текст: $game, $person (подпись в древе), списки имён ($enemies — в творительном
# падеже, $defenders — в родительном, $attackers, $allies), $trait, $condition, $fact, $value, $source, $facts, $action.

## Заголовки

report-title = { $house } — ход { $turn }
report-chronicle-title = Летопись: { $game } — ход { $turn }
report-gm-title = Отчёт мастера: { $game } — ход { $turn }
report-game = Игра
report-no-era-effects = без особенностей

## Коротко

report-glance = Коротко
report-ap = Очки действий
report-treasury = Казна
report-army = Армия
report-reputation = Репутация
report-head = Глава
report-regent = Регент
report-lord = Сюзерен
report-branch-of = Побочная ветвь { GEN($house) }
report-technologies = Технологии
# A figure that nothing changed since the last report: said instead of its formula.
report-unchanged = без изменений
# «Коротко»: показатель с единицей после числа («Казна: 150 монет») и его слагаемые («+60 монет: доход»);
# $n — число без знака, $sign — «+» или «−», $what — причина.
report-figure-before = было { $n }
report-figure-treasury = { $n ->
    [one] { $n } монета
    [few] { $n } монеты
   *[many] { $n } монет
}
report-figure-army = { $n ->
    [one] { $n } солдат
    [few] { $n } солдата
   *[many] { $n } солдат
}
report-figure-reputation = { $n }
report-figure-term-treasury = { $sign }{ $n ->
    [one] { $n } монета
    [few] { $n } монеты
   *[many] { $n } монет
}: { $what }
report-figure-term-army = { $sign }{ $n ->
    [one] { $n } солдат
    [few] { $n } солдата
   *[many] { $n } солдат
}: { $what }
report-figure-term-reputation = { $sign }{ $n }: { $what }
report-none = нет
# $how — почему за династию ходил встроенный игрок: away (отъезд), silent (молчание), given-up (династия отдана
# мастеру); $turns — сколько ходов подряд нет приказов.
report-no-orders-bot = Приказов на { $turn }-й ход от вас не пришло: { $how ->
    [away] вы в отъезде, и за вашу династию ходил встроенный игрок мастера
    [given-up] династия отдана мастеру, и за неё ходит встроенный игрок
   *[silent] вы не присылаете приказов уже { $turns } { $turns ->
        [one] ход
        [few] хода
       *[many] ходов
    } подряд, и за вашу династию ходил встроенный игрок мастера
}. Что он сделал, сказано ниже; первые же ваши приказы вернут династию вам.
# Династия не прислала приказов на прошлый ход (TURN-4, PROV-6): что за него сыграно. $decisions — решения по
# умолчанию через точку с запятой, каждое — report-no-orders-decision; $n — сколько их.
report-no-orders = { $n ->
    [0] Приказов на { $turn }-й ход от вас не пришло: за вашу династию сыграно по умолчанию — без действий; решений ход не требовал.
   *[other] Приказов на { $turn }-й ход от вас не пришло: за вашу династию сыграно по умолчанию — без действий; решения по умолчанию: { $decisions }.
}
# $event — событие (неурожай), $province — провинция, $choice — принятое решение (заплатить).
report-no-orders-decision = { $event }, { $province } — { $choice }

## Падение династии (DYN-2, DEFEAT-1 .. DEFEAT-4): последний отчёт выбывшей династии

report-fall-title = Ваш род пал
# $reputation — репутация при падении (со знаком: −5), $limit — порог поражения, $formula — репутация со всеми слагаемыми.
report-fall-reputation = Ваш род выбыл из игры на { $turn }-м ходу: репутация упала до { $reputation }, а при { $limit } и ниже род выбывает (DYN-2). Репутация: { $formula }.
report-fall-extinct = Ваш род выбыл из игры на { $turn }-м ходу: в роду не осталось ни одного живого члена (SUCC-5).
report-fall = Ваш род выбыл из игры на { $turn }-м ходу.
report-fall-steps = Как это случилось
report-fall-end = Это последний отчёт вашей династии: приказов от неё больше не ждут. Летопись хода, как и прежде, открыта всем.

## Что произошло

report-happened = Что произошло
report-nothing-happened = Ничего примечательного.
report-public = публично
report-private = тайно

## Решения

report-decisions = Решения этого хода
report-decisions-hint = Впишите их в раздел `decisions:` приказов; без ответа действует решение по умолчанию.
report-no-decisions = На этом ходу решать нечего.
# Перед ключом решения в приказах и его вариантами: «Ответ — `decisions.heir`: варианты …».
report-decision-answer = Ответ —
report-choices = варианты
report-default = по умолчанию

## Члены династии

report-members = Члены династии
report-col-name = Имя
# Столбец идентификаторов, которыми игрок называет людей и провинции в приказах.
report-col-id = Код
report-col-age = Возраст
report-col-roles = Роль / положение
report-col-loyalty = Лояльность
report-col-mood = Настроение
report-col-skills = Навыки
report-col-traits = Черты
report-col-spouse = Брак
report-col-father = Отец
report-col-mother = Мать
report-member-born = { $age } ({ GENDER($who) ->
    [f] родилась
   *[m] родился
} на { $turn }-м ходу)
report-spouse = { GENDER($spouse) ->
    [f] супруга
   *[m] супруг
} { $spouse }

report-role-head = глава
report-role-regent = регент
report-role-heir = { GENDER($who) ->
    [f] наследница
   *[m] наследник
}
report-role-general = генерал
report-status-child = ребёнок
report-status-isolated = в изоляции
report-status-dead = { GENDER($who) ->
    [f] умерла
   *[m] умер
}
report-status-adult = { GENDER($who) ->
    [f] взрослая
   *[m] взрослый
}
report-status-married = { GENDER($who) ->
    [f] замужем
   *[m] женат
}
report-status-widowed = { GENDER($who) ->
    [f] вдова
   *[m] вдовец
}
report-status-captive = в плену

## Черта, названная у человека (`Words.trait` с человеком): согласуется с его полом — Анастасия «Смышлёная»,
## Рогнеда «Льстица»; $trait — название черты в правилах (мужской род), им черта названа как вещь («черта
## «Вспыльчивый»»). Черты-существительные (Гордыня, Зависть, Транжира, Гений) одни для обоих полов и сообщения не имеют.

report-trait-cunning = { GENDER($who) ->
    [f] Хитрица
   *[m] { $trait }
}
report-trait-smart = { GENDER($who) ->
    [f] Смышлёная
   *[m] { $trait }
}
report-trait-workaholic = { GENDER($who) ->
    [f] Трудоголичка
   *[m] { $trait }
}
report-trait-honest = { GENDER($who) ->
    [f] Честная
   *[m] { $trait }
}
report-trait-pacifist = { GENDER($who) ->
    [f] Пацифистка
   *[m] { $trait }
}
report-trait-gossip = { GENDER($who) ->
    [f] Сплетница
   *[m] { $trait }
}
report-trait-flatterer = { GENDER($who) ->
    [f] Льстица
   *[m] { $trait }
}
report-trait-recluse = { GENDER($who) ->
    [f] Затворница
   *[m] { $trait }
}
report-trait-lazy = { GENDER($who) ->
    [f] Лентяйка
   *[m] { $trait }
}
report-trait-hot-tempered = { GENDER($who) ->
    [f] Вспыльчивая
   *[m] { $trait }
}

## Причины настроения: черта и её условие — «Зависть (не глава)»

report-mood-trait = { $trait } ({ $condition })
report-mood-married = { GENDER($who) ->
    [f] замужем
   *[m] женат
}
report-mood-otherwise = спокойный ход
report-mood-not_head = не глава
report-mood-poorer = другая династия богаче
report-mood-spent = { GENDER($who) ->
    [f] растратила
   *[m] растратил
} монеты
report-mood-could_not = { GENDER($who) ->
    [f] не смогла
   *[m] не смог
} растратить монеты
report-mood-reputation_damaged = репутация пострадала
report-mood-at_war = война
report-mood-war_first_turn = первый ход войны
report-mood-war_later_turn = война продолжается
report-mood-war_first_turn_defensive = первый ход оборонительной войны
report-mood-war_later_turn_defensive = оборонительная война продолжается
report-mood-no_war = нет войны
report-mood-defensive_relief = оборонительная война
report-mood-dynasty_plotted = династия интриговала
report-mood-own_plot = { GENDER($who) ->
    [f] сама интриговала
   *[m] сам интриговал
}
report-mood-public_action = публичное действие
report-mood-raised_other = { GENDER($who) ->
    [f] подняла
   *[m] поднял
} репутацию другой династии
report-mood-raised_by_other = другая династия подняла нашу репутацию
report-mood-interacted = другая династия вмешалась в наши дела
report-mood-per_visit = визит
# Черта супруга, увиденная на свадьбе (Красота, Уродливая внешность).
report-mood-spouse_on_marriage = внешность { GENDER($who) ->
    [f] супруга
   *[m] супруги
} на свадьбе
report-mood-action = пришлось действовать
report-mood-second_action = второе действие
report-mood-loyalty_holds_at = лояльность держится

## Провинции

report-provinces = Провинции
report-col-province = Провинция
report-col-yield = Доход
report-col-event = Событие
report-no-provinces = Провинций нет.

## Войны

report-wars = Войны
report-no-wars = Войн нет.
report-war-attacker = Война { WITH($enemies) } — с { $turn }-го хода; вы на стороне нападающих.
report-war-defender = Война { WITH($enemies) } — с { $turn }-го хода; вы на стороне обороняющихся.
report-war-general = Генерал — { $general }.
report-war-no-general = Генерала нет.
report-allies-in-war = Союзники в этой войне
report-to-accept = Чтобы принять
report-your-peace-offer = Ваше предложение мира
report-enemy-provinces = Провинции противника, которые можно взять
report-retake = Недавно отняты у вас: если отбить их на этом ходу, к ним вернётся прежняя лояльность (PROV-2)
report-battle-orders = Приказ на битву
# $wars — сколько войн у читателя, $enemy — противник этой войны.
report-battle-orders-hint = { $wars ->
    [one] без него в бой { WITH($enemy) } пойдёт вся армия (WAR-11)
   *[other] без него армия делится поровну между вашими войнами (WAR-11)
}
# Война другой династии, как её знают все (INFO-3).
report-other-war-attacker = Война { WITH($enemies) } — с { $turn }-го хода, на стороне нападающих.
report-other-war-defender = Война { WITH($enemies) } — с { $turn }-го хода, на стороне обороняющихся.
report-other-war-allies = Союзники: { $allies }.
report-chronicle-war = { $attackers } против { $defenders } — с { $turn }-го хода
report-at-war = война с { $enemies }

## Другие династии

report-others = Другие династии
report-no-others = Других династий нет.
report-relation-ally = { GENDER($house) ->
    [pl] ваши союзники
   *[other] ваш союзник
}
# Династия, которая воюет с читателем (его войны публичны, INFO-3); воюющий с ним союзник (ALLY-1) — родня, и
# после этих слов отчёт говорит, кто там из родни.
report-relation-enemy = { GENDER($house) ->
    [pl] воюют с вами
   *[other] воюет с вами
}
report-relation-kin-enemy = { GENDER($house) ->
    [pl] воюют с вами, хоть и родня
   *[other] воюет с вами, хоть и родня
}
report-destroyed = { GENDER($house) ->
    [pl] уничтожены
   *[other] уничтожен
}
# Где составы династий: частный отчёт даёт членов не всех династий, летопись — всех.
report-rosters-where = Составы всех династий — имена, возраст, родство и коды для приказов — в летописи хода. Ниже подробно — союзники, династии ваших родственников и те, о ком вы что-то разведали.
# В большой игре отчёт называет только династии, которые вас касаются.
report-others-unlisted = { $n ->
    [1] Ещё одна династия есть только в летописи хода: она вам не союзник (ALLY-1), родни, войн и сватовства у вас с ней нет, и вы о ней пока ничего не разведали.
    [one] Ещё { $n } династия есть только в летописи хода: они вам не союзники (ALLY-1), родни, войн и сватовства у вас с ними нет, и вы о них пока ничего не разведали.
    [few] Ещё { $n } династии есть только в летописи хода: они вам не союзники (ALLY-1), родни, войн и сватовства у вас с ними нет, и вы о них пока ничего не разведали.
   *[many] Ещё { $n } династий есть только в летописи хода: они вам не союзники (ALLY-1), родни, войн и сватовства у вас с ними нет, и вы о них пока ничего не разведали.
}
report-known = Что вам известно
report-nothing-known = Пока ничего не разведано.
# Что вам известно о человеке, одной строкой (INFO-4): $source — как и когда узнано всё, $facts — узнанное
# через «; » (report-known-item).
report-known-person = { $subject } ({ $source }): { $facts }
# То же, если узнанное узнано в разное время: у каждого своё, по порядку (report-known-item-source).
report-known-person-sources = { $subject }: { $facts }
# Тот же человек, если его уже нет в живых (его нет в составе династии, которую показывает отчёт).
report-known-person-dead = { $subject } ({ GENDER($subject) ->
    [f] умерла
   *[m] умер
}; { $source }): { $facts }
report-known-person-dead-sources = { $subject } ({ GENDER($subject) ->
    [f] умерла
   *[m] умер
}): { $facts }
# $fact — что узнано («черты»), $value — что именно («Хитрец», «40 монет»).
report-known-item = { $fact } { $value }
report-known-item-source = { $fact } { $value } ({ $source })
# $action — действие, которым узнали, со строчной буквы («слежка»).
report-known-source = { $action }, { $turn }-й ход

## Родословное древо

report-family-tree = Родословное древо
report-all-houses-tree = Родословное древо всех династий
report-tree-person = { $who }, { $age }
report-tree-dead = { $who }, { $age } †
report-tree-head = { $who }, { $age }, глава
report-tree-of-house = { $person } ({ $house })
report-tree-house = { $house }
report-tree-house-fallen = { $house } †

## Родословное древо в картинке

# $house — название династии (в именительном падеже в подписи), $turn — ход.
tree-title-house = Родословное древо { GEN($house) } — ход { $turn }
tree-title-gm = Родословное древо всех династий — ход { $turn }
tree-newborn = { GENDER($who) ->
    [f] новорождённая
   *[m] новорождённый
}
tree-age = { $age ->
    [one] { $age } год
    [few] { $age } года
   *[many] { $age } лет
}
# Умерший с известным ходом смерти $turn: возраст $age — на момент смерти.
tree-died = † в { $age ->
    [one] { $age } год
    [few] { $age } года
   *[many] { $age } лет
}, { $turn }-й ход
# Умерший до начала игры или с неизвестным ходом смерти.
tree-dead = † в { $age ->
    [one] { $age } год
    [few] { $age } года
   *[many] { $age } лет
}
tree-heir = { GENDER($who) ->
    [f] наследница
   *[m] наследник
}
tree-own = ваша династия
tree-branch-of = младшая ветвь { GEN($house) }
tree-vassal-of = вассал { GEN($house) }
tree-fallen = династия пала
tree-key = ♛ — глава · рамка толще — наследник · † — умершие (возраст и ход смерти) · красная линия — брак, пунктир — брак тех, кто стоит под своими родителями

## Файл родословной (GEDCOM)

gedcom-turns = Даты здесь — ходы игры, а не годы календаря: у рождения и смерти указан ход, когда они случились.
gedcom-born = { $sex ->
    [f] родилась
   *[m] родился
} на { $turn }-м ходу
# $age — возраст на ход отчёта $turn, для родившихся до начала игры или тех, чей ход рождения не сообщён.
gedcom-age = { $age ->
    [one] { $age } год
    [few] { $age } года
   *[many] { $age } лет
} на { $turn }-м ходу
gedcom-died = { $sex ->
    [f] умерла
   *[m] умер
} на { $turn }-м ходу

## Шаблон приказов

report-template = Шаблон приказов
report-template-hint = Заполните его и отправьте мастеру.

## Летопись и отчёт мастера

report-dynasties = Династии
report-rosters = Составы династий
report-rosters-hint = Ниже — состав каждой династии. Имена, возраст и родство знают все (INFO-3); коды нужны для приказов.
report-col-dynasty = Династия
report-dice = Кубики
report-no-dice = Кубики не бросались.
report-col-dice-key = Ключ
report-col-dice-values = Выпало
report-col-dice-purpose = Для чего
report-ap-spent = Потрачено очков действий
report-ap-of = { $spent } из { $ap }
# Столбцы таблицы ОД в отчёте мастера: потраченные на прошлом ходу и ОД нового хода — числа разных ходов.
report-col-ap-spent-in = Потрачено на { $turn }-м ходу
report-col-ap-of-turn = ОД на { $turn }-й ход
report-no-ap-spent = Ходов ещё не было: очки действий не тратились.
report-defaults = Решения по умолчанию
report-no-defaults = Нет.
report-post-part = Часть { $n } из { $total }
report-die-chosen = задан мастером
report-happening-chosen = 🎲 кубик задан мастером
# Приложение в конце отчёта династии и летописи: каждый кубик с его ключом, для тех, кто проверяет их
# (`dynasty verify`); в тексте отчёта кубик показан без ключа.
report-dice-appendix = Кубики хода
report-dice-appendix-hint = Для тех, кто проверяет кубики: ключ каждого, что выпало и для чего он брошен. Когда мастер откроет зерно кампании, команда `dynasty verify` пересчитает их все.
# Кубики, которые создали нового человека (имя, пол, возраст, навыки, черты), — одним упоминанием.
report-dice-drawn = { $n ->
    [one] ещё { $n } бросок (имя, навыки, черты) — в приложении «Кубики хода»
    [few] ещё { $n } броска (имя, навыки, черты) — в приложении «Кубики хода»
   *[many] ещё { $n } бросков (имя, навыки, черты) — в приложении «Кубики хода»
}
report-chronicle-chosen-dice = { $n ->
    [one] Значение { $n } кубика этого хода задал мастер
   *[other] Значения { $n } кубиков этого хода задал мастер
}, остальные бросила программа по зерну кампании; в отчётах такие кубики помечены словами «задан мастером».

report-chronicle-commitment = Все кубики этой игры программа выводит из зерна — секрета мастера. По отпечатку зерна его не узнать, но и подменить зерно мастер не сможет: у другого зерна другой отпечаток.
report-chronicle-commitment-label = Отпечаток зерна по SHA-256
report-chronicle-commitment-check = Когда игра кончится, мастер откроет зерно, и каждый сможет проверить им все кубики своих отчётов — программой или вручную, как объясняет руководство игрока.

## Слова для идентификаторов, которые несут данные отчёта (`texts.label`)

report-label-head = глава
report-label-regent = регент
report-label-general = генерал
report-label-child = ребёнок
report-label-isolated = в изоляции
report-label-ally = союзник
report-label-enemy = враг
report-label-attacker = нападающий
report-label-defender = обороняющийся
report-label-traits = черты
report-label-loyalty = лояльность
report-label-skills = навыки
report-label-mood = настроение
report-label-balance = казна
report-label-army = армия
report-label-technologies = технологии
report-label-none = спокойный год
report-label-famine = неурожай
report-label-disease = болезнь
report-label-volunteers = добровольцы
report-label-revolt = восстание
report-label-pay = заплатить
report-label-refuse = отказаться
report-label-accept = принять
report-label-suppress = подавить
report-label-yield = уступить
report-label-turn = Ход
report-label-era = Эпоха
report-label-ap = ОД
report-label-treasury = Казна
report-label-reputation = Репутация
report-label-happened = Что произошло
report-label-members = Члены династии
report-label-provinces = Провинции
report-label-decisions = Решения
report-label-wars = Войны
report-label-others = Другие династии
report-label-known = Что вам известно
report-label-family_tree = Родословное древо
report-label-template = Шаблон приказов
report-label-dice = Кубики
report-label-chronicle = Летопись
report-label-ap_spent = Потрачено ОД
report-label-defaults = Решения по умолчанию
report-label-technologies_title = Технологии
report-label-age = возраст
report-label-father = отец
report-label-mother = мать
report-label-yield_ = доход
report-label-lord = сюзерен
# Группы действий в порядке, в котором они исполняются (ACT-0).
report-label-group-household = династия
report-label-group-church = церковь
report-label-group-intrigue = интриги
report-label-group-diplomacy = дипломатия
report-label-group-learning = учёба
report-label-group-provinces = провинции
report-label-group-military = армия

# Правила, на которые ссылается отчёт, в его конце (их краткие формулировки из rules.ftl).
report-cited-rules = Правила, упомянутые в отчёте
