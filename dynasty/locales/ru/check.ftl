# `dynasty check`: что не так в файле приказов и как написать правильно. Каждое сообщение цитирует то,
# что написал игрок (id, значение), и называет персонажа, династию или провинцию «Имя (id)»: id — то,
# что он исправит в файле. Сообщение check-<код> — код из dynasty/orders/messages.py.
# persons: $who $spouse $executor $student $relative $person $member $by
# houses: $house $lord $ours $theirs
# provinces: $province
# numbers: $age $capable $first $limit $loyalty $level $teaching $gap $top $minimum $count $army $have $turn $low $high $bribe $step $coins $held $points $spent $ap $left $balance $sent $penalty $files $errors $warnings $size $byte $n $item $more $report_turn $code $chronicle_turn $sure $drain $kin_loss $wars $combat $per $line

## Чтение файла

# $reason — почему файл не читается, одной фразой.
check-unreadable = файл приказов не читается: { $reason }
# Файл не в UTF-8, но прочитан: $encoding — в какой кодировке (utf-16, cp1251, koi8-r).
check-encoding = файл сохранён в кодировке { $encoding ->
    [utf-16] UTF-16 (в Блокноте она зовётся «Юникод»)
    [koi8-r] KOI8-R
   *[cp1251] Windows-1251
} и прочитан в ней; сохраняйте приказы в UTF-8
check-no-orders-block = приказы не в блоке кода, и их не отделить от слов сообщения: вставьте приказы в блок кода — [code]…[/code] или ```yaml … ``` — а приветствия и пояснения пишите вне его

check-not-orders = это не файл приказов: в нём должны быть строки 'dynasty: <id династии>' и 'turn: <номер хода>', а за ними 'decisions:', 'actions:', 'war:' и 'names:'
# Приказы есть только внутри цитаты ([quote]…[/quote] или строк Markdown, начатых с «>»): чужой текст, не приказы.
check-orders-in-quote = приказы в этом сообщении есть только внутри цитаты ([quote]…[/quote] или строк, начатых с «>»), а цитата — чужой текст и за приказы не считается: напишите свои приказы вне цитаты, в блоке кода — [code]…[/code] или ```yaml … ```
# Скопированный блок кода phpBB («Код: Выделить всё») не отмечает своего конца: приказы кончаются там, где кончается
# YAML. $line — строка сообщения (как оно вставлено), с которой начались слова после блока; $text — её начало.
check-after-code-box = текст со строки { $line } сообщения ('{ $text }') и ниже — не YAML, а слова после блока кода, и в приказы он не вошёл
# Приказы в нескольких блоках кода одного сообщения ($count): прочитан один, тот, что начинается со строки $line.
check-orders-blocks = приказы есть в { $count } { $count ->
    [one] блоке
   *[other] блоках
} кода этого сообщения, а прочитан только блок со строки { $line }: присылайте приказы одним блоком
check-action-shape = каждое действие — одна строка вида '- visit: {"{"}by: <id>, target: <id>{"}"}'
check-action-params = параметры действия '{ $action }' пишутся в фигурных скобках, например: '- { $action }: {"{"}by: <id>{"}"}'
# $known — все действия через запятую, каждое как check-list-item.
check-unknown-action = '{ $name }' — нет такого действия. Действия: { $known }
check-unknown-action-hint = '{ $name }' — нет такого действия; может быть, '{ $hint }'?
# Элемент списка: название на языке игры и id, который пишут в приказах.
check-list-item = { $name } ({ $id })

## Поля файла. $n — номер действия в списке actions, считая с 1; $action — название, как его написал игрок.

check-missing-field = не хватает поля '{ $field }'
check-missing-field-action = в действии { $n } ('{ $action }') не хватает поля '{ $field }'
check-missing-field-in = в '{ $where }' не хватает поля '{ $field }'
# $fields — поля, которые здесь есть, через запятую.
check-unknown-field = '{ $field }' — лишнее поле; в файле приказов есть поля: { $fields }
check-unknown-field-action = '{ $field }' — лишнее поле в действии { $n } ('{ $action }'); у этого действия есть поля: { $fields }
check-unknown-field-in = '{ $field }' — лишнее поле в '{ $where }'; там есть поля: { $fields }
# $hint — поле, которое, вероятно, имелось в виду.
check-unknown-field-hint = '{ $field }' — лишнее поле; может быть, '{ $hint }'? В файле приказов есть поля: { $fields }
check-unknown-field-action-hint = '{ $field }' — лишнее поле в действии { $n } ('{ $action }'); может быть, '{ $hint }'? У этого действия есть поля: { $fields }
check-unknown-field-in-hint = '{ $field }' — лишнее поле в '{ $where }'; может быть, '{ $hint }'? Там есть поля: { $fields }
check-unknown-field-decisions = '{ $field }' — так в 'decisions' не пишут: сначала вид события, под ним провинция и решение, например «famine: { "{" }suzdal: pay{ "}" }», как в шаблоне приказов. В 'decisions' есть поля: { $fields }

# Неверное значение: где ($place, одно из check-place-*) и что не так ($problem, одно из check-value-*).
check-bad-value = { $place }: { $problem }
check-place-file = файл приказов
check-place-action = действие { $n } ('{ $action }')
check-place-action-field = действие { $n } ('{ $action }'), поле '{ $field }'
check-place-action-item = действие { $n } ('{ $action }'), поле '{ $field }', пункт { $item }
check-place-field = поле '{ $field }'
check-place-item = поле '{ $field }', пункт { $item }
check-place-key = ключ в '{ $field }'

# $got — значение, как его записал игрок (в кавычках, если это текст), или check-got-empty.
check-got-empty = пустое значение
# $choices — допустимые значения через запятую, каждое как check-choice или check-choice-glossed.
check-value-literal = { $got } — не годится; можно: { $choices }
check-value-literal-hint = { $got } — не годится; может быть, '{ $hint }'? Можно: { $choices }
check-choice = '{ $value }'
check-choice-glossed = '{ $value }' ({ $meaning })
# Что значат слова, которые пишут в решениях; слово, которого здесь нет, остаётся как есть.
check-choice-meaning = { $value ->
    [pay] заплатить
    [refuse] отказаться
    [accept] принять
    [suppress] подавить
    [yield] уступить
   *[other] { $value }
}
check-value-int = нужно целое число, а не { $got }
check-value-string = нужен текст, а не { $got }
check-value-bool = нужно 'true' или 'false', а не { $got }
check-value-dict = нужен словарь вида {"{"}ключ: значение{"}"}, а не { $got }
check-value-list = нужен список в квадратных скобках, а не { $got }
check-value-ge = нужно число не меньше { $limit }, а не { $got }
check-value-gt = нужно число больше { $limit }, а не { $got }
check-value-le = нужно число не больше { $limit }, а не { $got }
check-value-lt = нужно число меньше { $limit }, а не { $got }
check-value-too-short = в списке нужно не меньше { $limit ->
    [one] { $limit } пункта
   *[other] { $limit } пунктов
}
check-value-too-long = в списке может быть не больше { $limit ->
    [one] { $limit } пункта
   *[other] { $limit } пунктов
}
check-value-string-too-short = текст не может быть короче { $limit ->
    [one] { $limit } символа
   *[other] { $limit } символов
}
check-value-string-too-long = текст не может быть длиннее { $limit ->
    [one] { $limit } символа
   *[other] { $limit } символов
}
check-value-missing = поля нет
check-value-extra = лишнее поле
check-value-mentor-teacher = укажите либо 'teacher' (учитель из вашей династии), либо 'hired_teacher' (уровень нанятого учителя) — что-то одно
check-value-assassinate-means = укажите либо 'mercenary: true' (наёмник), либо 'agent' (агент из династии цели) — что-то одно
check-value-control-character = в { $got } есть управляющий символ (код { $code }); имена пишутся без управляющих символов
check-value-web-address = в { $got } есть адрес сайта ('://' или 'www.'); имя не может быть ссылкой
check-value-e-mail-address = в { $got } есть адрес электронной почты (вида имя@почта.рф), а форумы делают из него ссылку; имя не может быть ссылкой
check-value-other = значение { $got } не годится

## Место файла

check-wrong-dynasty = в файле написано 'dynasty: { $written }', а это приказы { GEN($house) } ({ $house_id }): напишите 'dynasty: { $house_id }'
check-wrong-turn = в файле написано 'turn: { $written }', а это приказы на ход { $turn }: напишите 'turn: { $turn }'
# Имя файла в папке приказов: $name — как назван файл (без расширения); $expected — династии через запятую.
check-file-name = файл назван '{ $name }', а так не зовут ни одну династию игры и ни одного игрока: назовите его по id династии — { $expected }
check-file-name-hint = файл назван '{ $name }', а так не зовут ни одну династию игры и ни одного игрока; может быть, это приказы { GEN($house) }? Тогда назовите его { $house_id }.yaml; династии игры: { $expected }
# $file — уже прочитанный файл той же династии.
check-file-name-ambiguous = файл назван '{ $name }', а так можно назвать не одну династию — { $houses }: назовите его по id династии
check-file-name-twice = это тоже приказы { GEN($house) } ({ $house_id }), как и файл '{ $file }': у династии один файл приказов — оставьте в папке нужный

## Ссылки на персонажей, династии, провинции

check-unknown-character = персонажа '{ $id }' в игре нет
check-unknown-character-hint = персонажа '{ $id }' в игре нет; может быть, { $person } ({ $person_id })?
check-unknown-character-name = '{ $id }' — это имя, а здесь нужен код персонажа: может быть, { $person_id } ({ $person } из { GEN($house) })?
check-unknown-dynasty = династии '{ $id }' в игре нет
check-unknown-dynasty-hint = династии '{ $id }' в игре нет; может быть, { $house } ({ $house_id })?
check-unknown-dynasty-name = '{ $id }' — это имя, а здесь нужен код династии: может быть, { $house_id } ({ $house })?
check-unknown-province = провинции '{ $id }' в игре нет
check-unknown-province-hint = провинции '{ $id }' в игре нет; может быть, { $province } ({ $province_id })?
check-unknown-province-name = '{ $id }' — это имя, а здесь нужен код провинции: может быть, { $province_id } ({ $province })?
check-unknown-technology = технологии '{ $id }' нет; технологии: { $known }
# $technology — название технологии на языке игры.
check-unknown-technology-hint = технологии '{ $id }' нет; может быть, «{ $technology }» ({ $technology_id })? Технологии: { $known }
check-dead = { $who } ({ $who_id }) { GENDER($who) ->
    [f] мертва
   *[m] мёртв
}
check-dynasty-gone = { $house } ({ $house_id }) { GENDER($house) ->
    [pl] уничтожены
   *[other] уничтожен
}: этой династии больше нет
check-not-own-member = { $who } ({ $who_id }) — из { GEN($house) } ({ $house_id }), а не из вашей династии
check-not-own-member-hint = { $who } ({ $who_id }) — из { GEN($house) } ({ $house_id }), а не из вашей династии; может быть, { $member } ({ $member_id })?
check-too-young = { DAT($who) } ({ $who_id }) { $age ->
    [one] { $age } год
    [few] { $age } года
   *[many] { $age } лет
}, а действовать можно с { $capable ->
    [one] { $capable } года
   *[other] { $capable } лет
} (AGE-2)
# $action — название действия на языке игры.
check-target-own = { $who } ({ $who_id }) — из вашей династии, а действие «{ $action }» направляют на члена другой династии
check-target-self = действие нельзя направить на свою династию; укажите другую
# $visit — название действия «Визит» из правил.
check-target-child = { DAT($who) } ({ $who_id }) { $age ->
    [one] { $age } год
    [few] { $age } года
   *[many] { $age } лет
}: это ребёнок, а на ребёнка можно направить только действие «{ $visit }» (AGE-1)
check-target-head = { $who } ({ $who_id }) — глава своей династии, а действие «{ $action }» направляют на члена династии, но не на главу
check-not-own-province = провинция '{ $id }' принадлежит { DAT($house) } ({ $house_id }), а не вам
check-not-own-province-free = провинция '{ $id }' не ваша: сейчас она ничья

## Решения. $kind — событие, о котором решение (famine, disease, volunteers, revolt); $happened — событие хода.

check-no-such-event = { IN($province) } ({ $province_id }) в этот ход нет { $kind ->
    [famine] неурожая
    [disease] болезни
    [volunteers] добровольцев
   *[revolt] восстания
} — { $happened ->
    [famine] там неурожай
    [disease] там болезнь
    [volunteers] там добровольцы
    [revolt] там восстание
   *[none] там всё спокойно
}; уберите эту строку
check-decision-default = нет решения о { $kind ->
    [famine] неурожае
    [disease] болезни
    [volunteers] добровольцах
   *[revolt] восстании
} { IN($province) } ({ $province_id }): по умолчанию будет выбрано '{ $default }' — { $default ->
    [pay] заплатить
    [refuse] отказаться
    [accept] принять
    [suppress] подавить
   *[yield] уступить
} (PROV-6)
check-heir-is-head = { $who } ({ $who_id }) — { GENDER($who) ->
    [f] сама
   *[m] сам
} глава династии; наследником назовите другого члена династии
check-heir-unlawful = { $who } ({ $who_id }) — не { GENDER($who) ->
    [f] законная наследница
   *[m] законный наследник
}: такое наследование будет стоить { $loss } репутации ({ $penalty } и половина того, что останется; SUCC-4){ $fall }
check-regent-unneeded = ни главе, ни наследнику в этом ходу не будет меньше { $capable ->
    [one] { $capable } года
   *[other] { $capable } лет
}: регент не нужен (SUCC-6)
check-regent-is-head = { $who } ({ $who_id }) — { GENDER($who) ->
    [f] сама
   *[m] сам
} глава династии; регентом назовите другого члена династии (SUCC-7)
check-regent-too-young = { $who } ({ $who_id }) не может быть регентом: к началу регентства, уже после старения этого хода, { GENDER($who) ->
    [f] ей
   *[m] ему
} будет { $age ->
    [one] { $age } год
    [few] { $age } года
   *[many] { $age } лет
}, а регенту нужно не меньше { $capable ->
    [one] { $capable } года
   *[other] { $capable } лет
} (SUCC-6)

## Исполнители

check-isolated = { $who } ({ $who_id }) в изоляции и ничего не выполняет; сначала освободите { GENDER($who) ->
    [f] её
   *[m] его
} приказом '- release: {"{"}target: { $who_id }{"}"}'
check-general-busy = { $who } ({ $who_id }) — генерал на войне и не может выполнять действия (WAR-1)
check-executor-busy = { $who } ({ $who_id }) уже { GENDER($who) ->
    [f] занята
   *[m] занят
} в действии { $first }, а за ход { GENDER($who) ->
    [f] она может выполнить
   *[m] он может выполнить
} { $limit ->
    [one] { $limit } действие
    [few] { $limit } действия
   *[many] { $limit } действий
} (DYN-5)
check-may-sabotage = у { GEN($who) } ({ $who_id }) лояльность { $loyalty }: { GENDER($who) ->
    [f] она может
   *[m] он может
} сорвать это действие, и тогда { $ap ->
    [0] { $coins ->
        [0] { $kind ->
            [accept_peace] мир не будет заключён
            [disband] армия не будет распущена
            [name] ребёнок останется без имени
           *[other] действие «{ $action }» не будет выполнено
        }
        [one] пропадёт { $coins } монета
        [few] пропадут { $coins } монеты
       *[many] пропадут { $coins } монет
    }
   *[other] { $coins ->
        [0] { $ap ->
            [one] пропадёт
           *[other] пропадут
        } { $ap } ОД
        [one] пропадут { $ap } ОД и { $coins } монета
        [few] пропадут { $ap } ОД и { $coins } монеты
       *[many] пропадут { $ap } ОД и { $coins } монет
    }
} (SAB-1, SAB-3)
# SAB-4, WAR-6, WAR-3: $combat — боевой навык генерала, $per — за сколько солдат даётся прибавка.
check-general-may-refuse = генерал { $who } ({ $who_id }) с лояльностью { $loyalty } может отказаться сражаться в бою { WITH($house) } ({ $house_id }), и тогда ваша сторона лишится прибавки генерала: +{ $combat } к силе { $per ->
    [1] за каждого солдата в бою
    [one] за каждый полный { $per } солдат в бою
    [few] за каждые полные { $per } солдата в бою
   *[many] за каждые полные { $per } солдат в бою
} (SAB-4, WAR-6)
check-once-per-turn = действие «{ $action }» можно приказать только раз за ход

## Действия

check-married = { $who } ({ $who_id }) уже { GENDER($who) ->
    [f] замужем за { INS($spouse) }
   *[m] женат на { PREP($spouse) }
} ({ $spouse_id }); вступить в брак могут только свободные (MAR-2)
check-same-sex = { $who } ({ $who_id }) и { $executor } ({ $executor_id }) одного пола, а брак заключают мужчина и женщина (MAR-2)
check-not-married = { $who } ({ $who_id }) не { GENDER($who) ->
    [f] замужем
   *[m] женат
}: расторгать нечего
check-mentor-self = учитель и ученик — один и тот же человек; учителем назовите другого
# $skill — название навыка на языке игры.
check-mentor-gap = у { GEN($student) } ({ $student_id }) навык «{ $skill }» — { $level }, у учителя — { $teaching }, а учитель должен превосходить ученика хотя бы на { $gap }
# $levels — уровни через запятую, каждый как check-hired-level-item.
check-hired-level = учителя уровня { $level } не нанять; можно нанять учителя уровня { $levels }
check-hired-level-item = { $level } ({ $coins ->
    [one] { $coins } монета
    [few] { $coins } монеты
   *[many] { $coins } монет
})
check-study-max = у { GEN($who) } ({ $who_id }) навык «{ $skill }» уже { $top } — выше обучение его не поднимет
# $role — head (глава) или heir (наследник).
check-isolate-head-or-heir = { $who } ({ $who_id }) — { $role ->
    [head] глава династии
   *[heir] { GENDER($who) ->
        [f] наследница
       *[m] наследник
    }
}; { GENDER($who) ->
    [f] её
   *[m] его
} нельзя изолировать
check-already-isolated = { $who } ({ $who_id }) уже в изоляции
check-not-isolated = { $who } ({ $who_id }) не в изоляции; освобождать не нужно
check-not-head = { $who } ({ $who_id }) не глава династии, а отречься может только глава
check-abdicate-age = { DAT($who) } ({ $who_id }) { $age ->
    [one] { $age } год
    [few] { $age } года
   *[many] { $age } лет
}, а отречься можно с { $minimum ->
    [one] { $minimum } года
   *[other] { $minimum } лет
} (SUCC-1)
# $relation — кем он приходится главе: head, child, grandchild, parent, grandparent.
check-branch-forbidden = { $who } ({ $who_id }) — { $relation ->
    [head] глава династии
    [child] { GENDER($who) ->
        [f] дочь главы
       *[m] сын главы
    }
    [grandchild] { GENDER($who) ->
        [f] внучка главы
       *[m] внук главы
    }
    [parent] { GENDER($who) ->
        [f] мать главы
       *[m] отец главы
    }
   *[grandparent] { GENDER($who) ->
        [f] бабушка главы
       *[m] дед главы
    }
}, а в побочную ветвь нельзя отправить ни главу, ни детей и внуков главы, ни родителей, дедов и бабушек главы (BRANCH-3)
check-branch-small = в ветви { $count ->
    [one] будет { $count } человек
    [few] будет { $count } человека
   *[many] будет { $count } человек
}, а нужно не меньше { $minimum }, считая детей и внуков (BRANCH-2)
check-branch-provinces = ветви { $count ->
    [one] отходит { $count } провинция
    [few] отходят { $count } провинции
   *[many] отходят { $count } провинций
}, а нужно не меньше { $minimum } (BRANCH-4)
check-branch-head = { $who } ({ $who_id }) не уходит в ветвь, а главой ветви может стать только тот, кто в неё уходит
check-branch-army = ветви отдаётся { $army ->
    [one] { $army } солдат
    [few] { $army } солдата
   *[many] { $army } солдат
}, а в вашей армии { $have }
check-not-newborn = { $who } ({ $who_id }) { GENDER($who) ->
    [f] родилась
   *[m] родился
} не в этом ходу, а имя дают только тем, кто родился в ходу { $turn } (MAR-5)
check-ball-guests = на бал приглашают от { $low } до { $high ->
    [one] { $high } гостя
   *[other] { $high } гостей
}, а { $count ->
    [one] указан { $count } гость
    [few] указано { $count } гостя
   *[many] указано { $count } гостей
}
check-listed-twice = гость '{ $id }' указан дважды
check-terms-vassal = вассалом по условиям может стать только одна из двух сторон — { $ours } ({ $ours_id }) или { $theirs } ({ $theirs_id }), а не '{ $id }'
# Союз (ALLY-1, ALLY-2): $kin — кем $relative приходится главе (parent, child, sibling). В check-plot-ally
# $relative — в той династии, родня вашего главы; в check-plot-ally-theirs — у вас, родня их главы.
check-plot-ally = { $house } ({ $house_id }) { GENDER($house) ->
    [pl] — ваши союзники
   *[other] — ваш союзник
}: в их роду { $relative } ({ $relative_id }), { $kin ->
    [parent] { GENDER($relative) ->
        [f] мать
       *[m] отец
    }
    [child] { GENDER($relative) ->
        [f] дочь
       *[m] сын
    }
   *[sibling] { GENDER($relative) ->
        [f] сестра
       *[m] брат
    }
} вашего главы; если действие «{ $action }» раскроют, это обойдётся в { $loss } репутации вместо { $base } (ALLY-4){ $fall }
# ACT-0: раскрытое действие против врага стоит штрафа из таблицы действий (с чертами исполнителя, TRAIT-R2);
# предупреждение — только когда это может закончить игру династии ($fall, DYN-2).
check-plot-discovery = если действие «{ $action }» против { GEN($house) } ({ $house_id }) раскроют, это обойдётся в { $loss } репутации (ACT-0){ $fall }
check-plot-ally-theirs = { $house } ({ $house_id }) { GENDER($house) ->
    [pl] — ваши союзники
   *[other] — ваш союзник
}: в вашем роду { $relative } ({ $relative_id }), { $kin ->
    [parent] { GENDER($relative) ->
        [f] мать
       *[m] отец
    }
    [child] { GENDER($relative) ->
        [f] дочь
       *[m] сын
    }
   *[sibling] { GENDER($relative) ->
        [f] сестра
       *[m] брат
    }
} их главы; если действие «{ $action }» раскроют, это обойдётся в { $loss } репутации вместо { $base } (ALLY-4){ $fall }
check-bribe-range = взятка — от { $low } до { $high ->
    [one] { $high } монеты
   *[other] { $high } монет
}, а не { $bribe }
check-agent-dynasty = { $who } ({ $who_id }) — не из { GEN($house) } ({ $house_id }), а агентом может быть только член династии цели
check-agent-head = { $who } ({ $who_id }) — глава своей династии; агента вербуют как шпиона, а главу не завербовать
check-agent-is-target = агент и цель — один и тот же человек; агентом назовите другого члена династии цели
check-donate-coins = пожертвование — от { $low } до { $high ->
    [one] { $high } монеты
   *[other] { $high } монет
}, кратное { $step }, а не { $coins }
check-already-at-war = вы уже воюете { WITH($house) } ({ $house_id })
check-war-on-lord = { $house } ({ $house_id }) { GENDER($house) ->
    [pl] — ваши сюзерены
   *[other] — ваш сюзерен
}, а вассал не объявляет войну своему сюзерену (VASSAL-5)
# Родня (ALLY-3): $kin — кем $relative приходится главе: parent, child, sibling, spouse, grandparent, grandchild,
# uncle_aunt, nephew_niece, cousin.
check-war-on-relatives = у { GEN($house) } ({ $house_id }) { $kin ->
    [parent] { GENDER($relative) ->
        [f] мать
       *[m] отец
    }
    [child] { GENDER($relative) ->
        [f] дочь
       *[m] сын
    }
    [spouse] { GENDER($relative) ->
        [f] жена
       *[m] муж
    }
    [grandparent] { GENDER($relative) ->
        [f] бабушка
       *[m] дед
    }
    [grandchild] { GENDER($relative) ->
        [f] внучка
       *[m] внук
    }
    [uncle_aunt] { GENDER($relative) ->
        [f] тётя
       *[m] дядя
    }
    [nephew_niece] { GENDER($relative) ->
        [f] племянница
       *[m] племянник
    }
    [cousin] { GENDER($relative) ->
        [f] двоюродная сестра
       *[m] двоюродный брат
    }
   *[sibling] { GENDER($relative) ->
        [f] сестра
       *[m] брат
    }
} вашего главы — { $relative } ({ $relative_id }): война с роднёй обойдётся в { $loss } репутации за каждый ход войны, начиная с этого (WAR-10){ $fall }
check-war-on-relatives-theirs = у вас { $kin ->
    [parent] { GENDER($relative) ->
        [f] мать
       *[m] отец
    }
    [child] { GENDER($relative) ->
        [f] дочь
       *[m] сын
    }
    [spouse] { GENDER($relative) ->
        [f] жена
       *[m] муж
    }
    [grandparent] { GENDER($relative) ->
        [f] бабушка
       *[m] дед
    }
    [grandchild] { GENDER($relative) ->
        [f] внучка
       *[m] внук
    }
    [uncle_aunt] { GENDER($relative) ->
        [f] тётя
       *[m] дядя
    }
    [nephew_niece] { GENDER($relative) ->
        [f] племянница
       *[m] племянник
    }
    [cousin] { GENDER($relative) ->
        [f] двоюродная сестра
       *[m] двоюродный брат
    }
   *[sibling] { GENDER($relative) ->
        [f] сестра
       *[m] брат
    }
} главы { GEN($house) } ({ $house_id }) — { $relative } ({ $relative_id }): война с роднёй обойдётся в { $loss } репутации за каждый ход войны, начиная с этого (WAR-10){ $fall }
check-not-at-war = вы не воюете { WITH($house) } ({ $house_id })
# Приказ о бое в тех же приказах, что объявляют войну: $turn — этот ход, $battle — ход первой битвы.
check-not-at-war-declared = война { WITH($house) } ({ $house_id }) начнётся по итогам этого, { $turn }-го хода, а первая битва будет по итогам { $battle }-го: приказ о бое дайте в приказах { $battle }-го хода (WAR-14)
check-vassal-peace = вассал не заключает сепаратный мир: мир заключает ваш сюзерен — { $lord } ({ $lord_id }) (VASSAL-5)
check-claim-not-theirs = провинция '{ $id }' не принадлежит { DAT($house) } ({ $house_id })
check-recruit-limit = с { $held ->
    [one] { $held } провинцией
   *[other] { $held } провинциями
} за ход можно набрать в армию не больше { $limit }, а приказано { $points } (ARMY-2)
check-disband-too-many = в армии { $army }, распустить { $points } нельзя
# $who посватался (или нет) к $by — исполнителю согласия.
check-no-proposal = { $who } ({ $who_id }) не { GENDER($who) ->
    [f] сваталась
   *[m] сватался
} { TO($by) } ({ $by_id }) в прошлом ходу: брак заключится, только если { GENDER($who) ->
    [f] она посватается
   *[m] он посватается
} в этом же ходу (ACT-accept_marriage)
# Проверка мастера, который видит приказы всех династий: $house — династия $who, $turn — этот ход.
check-no-proposal-none = { $who } ({ $who_id }) не { GENDER($who) ->
    [f] сваталась
   *[m] сватался
} { TO($by) } ({ $by_id }) ни в прошлом ходу, ни в приказах { GEN($house) } ({ $house_id }) на ход { $turn }: согласию нечего принять (ACT-accept_marriage)
check-no-peace-offer = { $house } ({ $house_id }) не { GENDER($house) ->
    [pl] предлагали вам мира в прошлом ходу: согласие сработает, только если они предложат мир
   *[other] предлагал вам мира в прошлом ходу: согласие сработает, только если он предложит мир
} в этом же ходу (ACT-accept_peace)
check-no-peace-offer-none = { $house } ({ $house_id }) не { GENDER($house) ->
    [pl] предлагали
   *[other] предлагал
} вам мира ни в прошлом ходу, ни в приказах на ход { $turn }: согласию нечего принять (ACT-accept_peace)
check-develop-max = { $province } ({ $province_id }) уже { $top ->
    [one] приносит { $top } монету
    [few] приносит { $top } монеты
   *[many] приносит { $top } монет
} — это предел, развитие доход не поднимет
check-pacify-max = у { GEN($province) } ({ $province_id }) уже наибольшая лояльность — { $top }
# $technology — название технологии на языке игры.
check-research-known = технология «{ $technology }» ({ $id }) у вас уже есть
check-take-not-enemy = провинция '{ $id }' не принадлежит вашим противникам в этой войне
# $changed — yes, если в этом ходу армию набирают или распускают.
check-send-exceeds-army = в бой { $sent ->
    [one] отправлен { $sent } солдат
    [few] отправлено { $sent } солдата
   *[many] отправлено { $sent } солдат
}, а в армии { $changed ->
    [yes] с набором и роспуском этого хода { $army }
   *[no] { $army }
}

# DYN-2: хвост предупреждения о потере репутации, когда она может дойти до 0. $reputation — репутация сейчас,
# $total — потеря (одна, с тем, что наверняка отнимут войны, или со всеми возможными потерями этого хода),
# $sure — что войны отнимут наверняка (WAR-9, WAR-10); $together — no (одна потеря), sure (с потерями от войн),
# yes (со всеми возможными потерями), war (одни потери от войн уже доводят репутацию до 0).
check-fall = ; { $together ->
    [yes] репутация { $reputation }: вместе с другими возможными потерями этого хода (всего { $total }{ $sure ->
        [0] {""}
       *[other] , из них { $sure } войны отнимут наверняка
    }) это может довести её до 0, и ваша династия выбудет из игры (DYN-2)
    [sure] репутация { $reputation }: вместе с тем, что войны отнимут наверняка ({ $sure }), это { $total } — так она может дойти до 0, и ваша династия выбудет из игры (DYN-2)
    [war] а у вас всего { $reputation } репутации: если ничто не прибавит её раньше, ваша династия выбудет из игры (DYN-2)
   *[no] репутация { $reputation }: это может довести её до 0, и ваша династия выбудет из игры (DYN-2)
}

# WAR-9, WAR-10, WAR-14: что войны наверняка отнимут по итогам этого хода, если мир не будет заключён раньше;
# $total — всё вместе, $drain — по WAR-9 за $wars войн, идущих не первый ход, $kin_loss — по WAR-10 за войну
# с роднёй ($house — другая сторона этой войны). $fall — хвост check-fall.
check-war-losses = по итогам этого хода, если раньше не будет заключён мир, вы потеряете на войне { $total } репутации: { $drain ->
    [0] война с роднёй — { WITH($house) } ({ $house_id }) (WAR-10)
   *[other] { $drain } за { $wars ->
        [one] войну, идущую не первый ход
       *[other] войны, идущие не первый ход
    } (WAR-9) и { $kin_loss } за войну с роднёй — { WITH($house) } ({ $house_id }) (WAR-10)
}{ $fall }
check-war-losses-drain = по итогам этого хода, если раньше не будет заключён мир, вы потеряете на { $wars ->
    [one] войне
   *[other] войнах
} { $total } репутации (WAR-9){ $fall }

## Бюджет

check-ap-exceeded = действия стоят { $spent } ОД, а в этот ход у вас { $ap } ОД (DYN-4)
check-ap-unspent = не потрачено { $left } ОД из { $ap }; неизрасходованные ОД сгорают (DYN-6)
check-coins-exceeded = приказы стоят { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
   *[many] { $coins } монет
}, а в казне { $balance ->
    [one] { $balance } монета
    [few] { $balance } монеты
   *[many] { $balance } монет
} (DYN-7)

## Итоги проверки

check-summary-total = { $files ->
    [one] проверен { $files } файл приказов
    [few] проверено { $files } файла приказов
   *[many] проверено { $files } файлов приказов
}: { $errors ->
    [one] { $errors } ошибка
    [few] { $errors } ошибки
   *[many] { $errors } ошибок
}, { $warnings ->
    [one] { $warnings } предупреждение
    [few] { $warnings } предупреждения
   *[many] { $warnings } предупреждений
}
# $dynasties — династии через запятую, каждая как check-list-item.
check-summary-missing = ещё не прислали приказы: { $dynasties }; без приказов ход пройдёт без действий, с решениями по умолчанию
check-summary-none = в { $folder } нет файлов приказов
check-summary-player = проверено по вашему отчёту хода { $turn }: то, что требует скрытых от вас сведений, проверит мастер

## Проверка игрока по своему отчёту (--report)

check-report-unreadable = отчёт не читается: { $reason }
check-report-not-json = отчёт повреждён: это не JSON
check-report-is-text-beside = это текст отчёта, а проверке нужны его данные: возьмите { $json } — '--report { $json }'
check-report-is-text = это текст отчёта, а проверке нужны его данные — файл JSON вашей династии (reports/turn-NN/<id>.json); попросите его у мастера
check-report-too-deep = отчёт повреждён: скобки вложены глубже, чем в любом отчёте
check-report-not-report = это не JSON-отчёт династии (reports/turn-NN/<id>.json): { $place }: { $problem }{ $more ->
    [0] {""}
    [one] {" "}(и ещё { $more } ошибка)
    [few] {" "}(и ещё { $more } ошибки)
   *[many] {" "}(и ещё { $more } ошибок)
}
check-report-language = язык отчёта '{ $language }' — ни 'ru', ни 'en'
# $detail — что не так в правилах отчёта, как говорит проверка правил.
check-report-rules = правила в отчёте не загружаются: { $detail }
# $what — одно из check-report-what-*; $place — поле внутри него.
check-report-broken = отчёт противоречит сам себе: { $what }, { $place }: { $problem }
check-report-what-member = член вашей династии '{ $id }'
check-report-what-other = член '{ $id }' династии '{ $dynasty_id }'
check-report-what-province = провинция '{ $id }'
check-report-what-event = событие провинции '{ $id }'
check-report-what-relative = { $role ->
    [father] отец '{ $id }'
    [mother] мать '{ $id }'
   *[spouse] { $sex ->
        [f] жена '{ $id }'
       *[m] муж '{ $id }'
    }
}
check-report-what-report = отчёт
check-report-era = в отчёте неизвестная эпоха '{ $id }'; эпохи: { $known }
check-report-technology = в отчёте неизвестная технология '{ $id }'
check-report-trait = в отчёте неизвестная черта '{ $id }' у '{ $member_id }'
check-report-head = глава '{ $id }' не числится среди членов вашей династии в отчёте
check-report-regent = регент '{ $id }' не числится среди членов вашей династии в отчёте
check-report-turn = это отчёт хода { $report_turn }, а не хода { $turn }: проверяйте приказы на ход { $report_turn } или возьмите отчёт хода { $turn }
check-report-no-orders = укажите файл приказов: dynasty check { $report_turn } ПРИКАЗЫ.yaml --report { $report }
# Данные летописи (public.json): составы всех династий, которых нет в частном отчёте.
check-report-no-chronicle = отчёт даёт составы не всех династий, а проверке нужны все — они в данных летописи хода: положите public.json из папки отчётов хода рядом с отчётом ({ $chronicle }) или укажите файл: --chronicle ФАЙЛ
check-report-not-chronicle = это не данные летописи хода (reports/turn-NN/public.json): { $place }: { $problem }
check-report-chronicle-turn = данные летописи — хода { $chronicle_turn }, а отчёт — хода { $report_turn }: возьмите public.json того же хода
