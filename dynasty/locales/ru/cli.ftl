# Командная строка: что печатают команды (new-game, resolve, status, check-state, rollback, report, bot,
# simulate) и ошибки, о которых они сообщают: файлы, YAML, сценарии, состояния, броски, правила.
# Ошибки цитируют id и поля так, как они записаны в файле: исправлять будут именно файл.
# persons: $who $head $spouse $parent
# houses: $house
# provinces: $province
# numbers: $n $turn $latest $next $seed $ap $age $capable $death $step $value $low $high $most $least $version
# numbers: $size $byte $levels $count $sides $start $others $gap $parent_age $sent $living $invalid $dynasties
# numbers: $files $seeded $seeds $seatings
# numbers: $provinces $played $wars $won $turns $first $code $state_turn $born $died $started $learned $last

## Общее

# Метка строки проблемы: `путь:строка: ошибка: …` (check, resolve и другие команды).
cli-label-error = ошибка
cli-label-warning = предупреждение
cli-none = нет
cli-and-more = { $names } и ещё { $n }
cli-house = { $house } ({ $id })
cli-person-of-house = { $who } ({ $id }, { $house })
cli-written = { $n ->
    [one] Записан { $n } файл
    [few] Записаны { $n } файла
   *[many] Записано { $n } файлов
}: { $files }
cli-written-folder = { $folder } ({ $n ->
    [one] { $n } файл
    [few] { $n } файла
   *[many] { $n } файлов
})
cli-game-over = игра окончена; кто победил, покажет 'dynasty status'
cli-game-won = Игра окончена. { $n ->
    [1] Победитель
   *[other] Победители
}: { $houses }
cli-unknown-dynasty = '{ $id }' — нет такой династии; династии: { $known }
cli-unknown-dynasty-hint = '{ $id }' — нет такой династии; может быть, '{ $hint }'? Династии: { $known }
cli-ambiguous-dynasty = '{ $id }' подходит не к одной династии — { $houses }: назовите нужную по id
cli-player-reads-as-house = ник '{ $player }' игрока { GEN($house) } ({ $house_id }) читается как { $kind ->
    [id] id
    [name] название
   *[player] ник игрока
} { GEN($other) } ({ $other_id }): файл или команда с этим именем значили бы две династии — запишите ник так, чтобы его нельзя было спутать (например, '{ $player } (игрок)')
cli-dynasty-destroyed = династия '{ $id }' уничтожена и приказов не отдаёт
cli-bad-turn = '{ $text }' — не ход; пишите 7, turn-7 или turn-07
cli-no-campaign = здесь нет кампании: нет файла { $settings }; начните её командой 'dynasty new-game СЦЕНАРИЙ' или укажите папку кампании: --game ПАПКА
cli-check-no-campaign = здесь нет кампании (нет файла { $settings }). Игрок проверяет приказы по своему отчёту: 'dynasty check { $turn } { $orders } --report { $report }'; мастер — в папке кампании или с --game ПАПКА
cli-check-orders-placeholder = ПРИКАЗЫ.yaml
cli-no-turns = в кампании { $folder } нет ни одного хода с файлом state.yaml
cli-turn-without-state = у хода { $turn } нет состояния ({ $path }); ходы с состоянием: { $known }
cli-cannot-write = не удаётся записать { $path }: { $reason }

## Запись в папку игры: команда пишет всё или ничего, и одна

# $reason — одно из сообщений cli-write-*: почему не удалось записать.
cli-write-no-space = на диске нет места
cli-write-read-only = файловая система доступна только для чтения
cli-write-no-permission = нет прав на запись
cli-write-is-folder = на месте файла — папка
cli-write-not-a-folder = { $folder } — файл, а на его месте должна быть папка
cli-write-name-too-long = слишком длинное имя файла
cli-write-io = ошибка ввода-вывода: диск неисправен или отключён
cli-write-system = системная ошибка { $code }
cli-game-busy = с папкой игры { $folder } сейчас работает другая команда, которая её меняет; повторите, когда та закончит
cli-recovered-finished = Прерванная команда '{ $command }' доведена до конца: все её файлы на месте.
cli-recovered-discarded = Прерванная команда '{ $command }' отменена: ни один её файл не записан, папка игры такая же, как до неё.
cli-recovery-failed = не удаётся довести до конца прерванную команду '{ $command }': не удаётся записать { $path }: { $reason }; устраните причину и запустите любую команду снова
cli-transaction-unreadable = в { $folder } лежит незаконченная запись, которую не удаётся прочесть; перенесите эту папку в другое место и проверьте игру командой 'dynasty status'
cli-link-leaves-game = символическая ссылка ведёт за пределы папки игры (на { $target }); программа читает и пишет только внутри папки игры

## Файлы и YAML

cli-file-not-found = файл не найден
cli-file-no-permission = нет прав на чтение файла
cli-file-unreadable = файл не читается ({ $reason })
cli-file-is-folder = это папка, а не файл
cli-file-too-large = в файле { $size } { $size ->
    [one] байт
    [few] байта
   *[many] байт
}, а принимается не больше { $most } { $most ->
    [one] байта
   *[other] байт
}
cli-file-not-regular = это не обычный файл, а устройство, канал или сокет; нужен обычный файл
cli-file-too-large-read = файл длиннее { $most } { $most ->
    [one] байта
   *[other] байт
}: это предел для такого файла
cli-file-not-utf8 = файл не в кодировке UTF-8 (байт { $byte }); сохраните его в UTF-8
cli-file-not-text = файл не читается как текст ни в UTF-8, ни в другой известной кодировке: откройте его в редакторе и сохраните в кодировке UTF-8
cli-file-empty = файл пуст
cli-yaml-malformed-plain = строка не читается как YAML: проверьте отступы (только пробелы, одинаковые у строк одного уровня), двоеточие с пробелом после каждого ключа, закрытые кавычки и скобки
cli-yaml-tab = { $n ->
    [1] отступ сделан табуляцией
   *[other] отступы в строках { $lines } сделаны табуляцией
}, а в YAML отступ делают только пробелами: замените каждую табуляцию двумя пробелами
cli-yaml-tab-inside = в строке табуляция, а YAML её не принимает: поставьте вместо неё пробел
cli-yaml-reserved-character = значение не может начинаться с «{ $character }»: возьмите его в кавычки
# $fixed — строка, как её надо написать.
cli-yaml-colon-space = после двоеточия нужен пробел: '{ $fixed }'
cli-yaml-no-colon = после '{ $key }' нет двоеточия: '{ $fixed }'
cli-yaml-prose = эта строка — не приказ, а слова сообщения: приказы вставляют в блок кода ([code]…[/code] или ```yaml … ```), а слова пишут вне его
cli-yaml-action-braces = параметры действия пишутся в фигурных скобках: '{ $fixed }'
cli-yaml-value-colon = в значении есть двоеточие: возьмите значение в кавычки — '{ $fixed }'
cli-yaml-empty-then-lines = '{ $written }' значит, что здесь пусто, а ниже есть строки: уберите '{ $brackets }' — '{ $fixed }'
cli-yaml-indentation = отступ этой строки не совпадает с соседними: у строк одного уровня отступ одинаковый и только из пробелов (в шаблоне — по два на уровень)
cli-yaml-after-quote = после закрывающей кавычки ещё текст: возьмите в кавычки всё значение
cli-yaml-extra-bracket = лишняя закрывающая скобка «{ $bracket }»
cli-yaml-unclosed-quote = кавычка { $quote } не закрыта: закройте её в той же строке
cli-yaml-unclosed-bracket = скобка «{ $bracket }» не закрыта: закройте её скобкой «{ $closing }» в той же строке
cli-yaml-brackets = скобки не парные: «{"{"}» закрывают «{"}"}», а «[» — «]»
cli-yaml-dash-space = после дефиса, с которого начинается пункт списка, нужен пробел: '{ $fixed }'
cli-yaml-typographic-dash = пункт списка начинается с дефиса «-», а здесь тире «{ $dash }» (его ставит автозамена): '{ $fixed }'
cli-yaml-duplicate-key = ключ '{ $key }' уже записан в строке { $first }: каждый ключ пишется один раз
cli-yaml-duplicate-key-plain = ключ '{ $key }' повторяется; каждый ключ пишется один раз
cli-yaml-bad-character = в тексте недопустимый символ { $character }: удалите его
cli-yaml-alias = ссылки YAML ('{ $alias }') не принимаются; напишите значение полностью
cli-yaml-tag = теги YAML ('{ $tag }') не принимаются; пишите простые значения
cli-yaml-merge-key = ключи слияния YAML ('<<') не принимаются; выпишите ключи полностью
cli-yaml-too-deep = вложенность глубже { $levels } { $levels ->
    [one] уровня
   *[other] уровней
}
cli-yaml-complex-key = ключ должен быть простым значением, а не списком или словарём

## Поля файла: чего не хватает, что лишнее, что не так со значением

cli-schema-not-mapping = файл должен быть словарём полей (строки «ключ: значение»)
cli-schema-missing-field = не хватает поля '{ $field }'
cli-schema-missing-field-in = в { $where } не хватает поля '{ $field }'
cli-schema-unknown-field = лишнее поле '{ $field }'
cli-schema-unknown-field-in = лишнее поле '{ $field }' в { $where }
# $wanted — одно из сообщений cli-value-*: каким должно быть значение.
cli-schema-bad-value = { $field }: { $wanted }
cli-schema-bad-value-got = { $field }: { $wanted } (записано { $got })
cli-value-int = нужно целое число
cli-value-number = нужно число
cli-value-text = нужен текст
cli-value-bool = нужно true или false
cli-value-list = нужен список
cli-value-mapping = нужен словарь (строки «ключ: значение»)
cli-value-at-least = должно быть не меньше { $least }
cli-value-above = должно быть больше { $least }
cli-value-at-most = должно быть не больше { $most }
cli-value-below = должно быть меньше { $most }
cli-value-too-few = должно быть не меньше { $least } { $least ->
    [one] элемента
   *[other] элементов
}
cli-value-too-short = должно быть не короче { $least } { $least ->
    [one] символа
   *[other] символов
}
cli-value-one-of = допустимые значения: { $choices }
cli-value-one-of-maybe = допустимые значения: { $choices }; может быть, '{ $maybe }'?
cli-value-control-character = в тексте управляющий символ (код { $code }); имена и тексты пишутся без управляющих символов
cli-value-web-address = в тексте адрес сайта ('://' или 'www.'); имя не может быть ссылкой
cli-value-e-mail-address = в тексте адрес электронной почты (вида имя@почта.рф), а форумы делают из него ссылку; имя не может быть ссылкой
cli-value-other = неверное значение: { $detail }

## Сценарий (new-game, simulate)

cli-scenario-not-found = сценарий '{ $name }' не найден; искали: { $paths }
# $problem — одна из проблем ниже, о главе или о другом персонаже династии.
cli-scenario-head-problem = династия '{ $dynasty }', глава: { $problem }
cli-scenario-person-problem = династия '{ $dynasty }', '{ $id }': { $problem }
cli-scenario-head-traits-required = нужно поле 'traits': главу придумывает игрок (GEN-1)
cli-scenario-head-traits = черты главы — одна положительная и одна отрицательная или две разные нейтральные (GEN-1); указано: { $got }
cli-scenario-trait-of-category = { $trait } ({ $category })
cli-trait-positive = положительная
cli-trait-negative = отрицательная
cli-trait-neutral = нейтральная
cli-scenario-head-skills-required = нужно поле 'skills': значения { $values }, по одному на навык (GEN-1)
cli-scenario-head-skills = навыки главы — значения { $values }, по одному на навык (GEN-1); указано: { $got }
cli-scenario-head-too-young = возраст { $age } меньше { $least } (GEN-1)
cli-scenario-bad-dynasty-id = id династии '{ $id }' должен состоять из строчных латинских букв, цифр, '-' или '_'
cli-dynasty-id-reserved = id династии '{ $id }' занят: имена { $reserved } носят собственные файлы папки отчётов (отчёт мастера, летопись, посты для форума); дайте династии другой id
cli-scenario-bad-province-id = id провинции '{ $id }' должен состоять из строчных латинских букв, цифр, '-' или '_'
cli-scenario-bad-character-id = id персонажа '{ $id }' должен состоять из строчных латинских букв, цифр, '-' или '_' и начинаться с буквы
cli-scenario-province-twice = id провинции '{ $id }' встречается дважды (ещё в династии '{ $dynasty }'); id не должны повторяться
cli-scenario-character-twice = id персонажа '{ $id }' встречается дважды (ещё в династии '{ $dynasty }'); id не должны повторяться
cli-scenario-too-many-members = в списке members династии '{ $dynasty }' { $n ->
    [one] { $n } персонаж
    [few] { $n } персонажа
   *[many] { $n } персонажей
}, а династия начинает игру с { $start } { $start ->
    [one] персонажем
   *[other] персонажами
}: главой и ещё { $others } (DYN-1)
cli-scenario-province-count = у династии '{ $dynasty }' { $n ->
    [one] { $n } провинция
    [few] { $n } провинции
   *[many] { $n } провинций
}, а династия начинает игру с { $start } { $start ->
    [one] провинцией
   *[other] провинциями
} (DYN-1)
cli-age-step = возраст { $age } не кратен { $step } (AGE-8)
cli-scenario-too-old = возраст { $age }: до { $death } { $death ->
    [one] года
   *[other] лет
} никто не доживает (AGE-6)
cli-unknown-trait = черта '{ $trait }' неизвестна; черты: { $known }
cli-unknown-trait-hint = черта '{ $trait }' неизвестна; может быть, '{ $hint }'? Черты: { $known }
cli-scenario-member-traits = у персонажа 2 черты двух разных категорий (GEN-3); указано: { $got }
cli-scenario-skill-range = навык { $skill }: { $value } вне пределов { $low }–{ $high } (SKILL-1)
cli-scenario-not-a-choosing-trait = '{ $trait }' — не та черта этого персонажа, что позволяет игроку выбрать навыки
cli-scenario-trait-skills = черта «{ $trait }» меняет { $n } { $n ->
    [one] разный навык
    [few] разных навыка
   *[many] разных навыков
}, не считая { $skills } (GEN-4)
cli-scenario-not-in-family = { $field }: '{ $id }' — не глава и не член этой династии
cli-scenario-father-of-wrong-sex = father: '{ $id }' — женщина
cli-scenario-mother-of-wrong-sex = mother: '{ $id }' — мужчина
cli-scenario-parent-too-young = { $field }: '{ $parent }' ({ $parent_age }) { GENDER($parent) ->
    [f] должна
   *[m] должен
} быть старше '{ $id }' ({ $age }) хотя бы на { $gap } { $gap ->
    [one] год
    [few] года
   *[many] лет
} (AGE-3)
cli-scenario-sibling-and-parents = укажите либо 'sibling_of', либо родителей, но не то и другое вместе
cli-scenario-sibling-chain = укажите того же персонажа, что и '{ $id }'
cli-scenario-spouse-same-sex = spouse: '{ $id }' того же пола (MAR-2)
cli-scenario-spouse-married-elsewhere = spouse: '{ $spouse }' { GENDER($spouse) ->
    [f] замужем за '{ $other }'
   *[m] женат на '{ $other }'
}
cli-scenario-spouses-too-young = обоим супругам должно быть не меньше { $capable } { $capable ->
    [one] года
   *[other] лет
} (MAR-2)

## Правила (rules: в сценарии)

cli-rules-not-mapping = 'rules' — это словарь изменений правил
cli-rules-unknown-key = неизвестный ключ правил '{ $key }'; в { $section } есть: { $known }
cli-rules-unknown-key-in-value = неизвестный ключ правил '{ $key }'; { $section } — одно значение, без вложенных ключей
cli-rules-event-rows = строки таблицы событий должны идти по возрастанию 'max'
cli-rules-event-table-end = таблица событий должна кончаться на { $sides } — числе граней { $die }
cli-rules-skills = навыки должны быть ровно такие: { $skills }
cli-rules-eras-order = эпохи должны начинаться с хода 1 и идти по возрастанию 'from_turn'
cli-rules-era-action = эпоха '{ $era }' называет неизвестное действие '{ $action }'
cli-rules-trait-action = черта '{ $trait }' называет неизвестное действие '{ $action }'
cli-rules-no-trait-in-category = нет ни одной черты категории '{ $category }'

## Состояние (check-state и все команды, что его читают)

cli-state-ok = { $path }: всё в порядке — ход { $turn }, { $dynasties ->
    [one] { $dynasties } династия
    [few] { $dynasties } династии
   *[many] { $dynasties } династий
}, { $living ->
    [one] { $living } живой персонаж
    [few] { $living } живых персонажа
   *[many] { $living } живых персонажей
}, { $provinces ->
    [one] { $provinces } провинция
    [few] { $provinces } провинции
   *[many] { $provinces } провинций
}
cli-state-schema-version = программа читает schema_version { $version }
cli-state-turn-not-folder = turn: { $state_turn }, а файл лежит в папке хода { $turn }; в папке каждого хода — состояние этого хода
cli-state-unknown-era = эпоха '{ $era }' неизвестна; эпохи: { $known }
cli-state-wrong-era = ход { $turn } приходится на эпоху '{ $expected }', а не '{ $era }' (ERA-1)
cli-state-bad-id = id '{ $id }' должен состоять из строчных латинских букв, цифр, '-' или '_' и начинаться с буквы
cli-state-no-character = { $field }: '{ $id }' — нет такого персонажа
cli-state-dead = { $field }: '{ $who }' { GENDER($who) ->
    [f] мертва
   *[m] мёртв
}
cli-state-no-dynasty = { $field }: '{ $id }' — нет такой династии
cli-state-alive-in-destroyed = '{ $who }' { GENDER($who) ->
    [f] жива, а её
   *[m] жив, а его
} династия '{ $dynasty }' уничтожена (DEFEAT-4)
cli-state-father-not-male = father: '{ $id }' — не мужчина
cli-state-mother-not-female = mother: '{ $id }' — не женщина
cli-state-spouse-unmarried = spouse: { GENDER($spouse) ->
    [f] '{ $spouse }' не замужем, а '{ $id }' записан её мужем
   *[m] '{ $spouse }' не женат, а '{ $id }' записана его женой
}
cli-state-spouse-married-elsewhere = spouse: { GENDER($spouse) ->
    [f] '{ $spouse }' замужем за '{ $other }', а не за '{ $id }'
   *[m] '{ $spouse }' женат на '{ $other }', а не на '{ $id }'
}
cli-state-spouses-same-sex = супруги '{ $id }' и '{ $other }' одного пола (MAR-2)
cli-state-married-too-young = персонажу '{ $id }' { $age } { $age ->
    [one] год
    [few] года
   *[many] лет
}, а в брак вступают с { $capable } { $capable ->
    [one] года
   *[other] лет
} (MAR-2, AGE-2)
cli-state-married-to-the-dead = брак кончается со смертью (MAR-7): живой персонаж не может состоять в браке с умершим
cli-state-too-old = живому персонажу не может быть { $age } { $age ->
    [one] год
    [few] года
   *[many] лет
}: в { $death } { $death ->
    [one] год
    [few] года
   *[many] лет
} персонажи умирают (AGE-6)
cli-state-dead-without-death = у умершего персонажа должно быть поле 'death'
cli-state-living-with-death = у живого персонажа не может быть поля 'death'
cli-state-loyalty-range = лояльность { $value } вне пределов { $low }–{ $high } (LOY-1, LOY-2)
cli-state-skill-range = навык { $skill }: { $value } вне пределов { $low }–{ $high } (SKILL-1, SKILL-4)
cli-state-trait-twice = черта указана дважды
cli-state-no-head = у живой династии '{ $dynasty }' нет главы (CHAR-1)
cli-state-no-members = в живой династии '{ $dynasty }' нет ни одного живого члена (CHAR-1)
cli-state-member-elsewhere = { $field }: '{ $id }' — член династии '{ $other }', а не '{ $dynasty }'
cli-state-regent-needed = главе '{ $id }' { $age } { $age ->
    [one] год
    [few] года
   *[many] лет
}; главе младше { $capable } { $capable ->
    [one] года
   *[other] лет
} нужен регент, пока в династии есть кто-то ещё (SUCC-6)
cli-state-own-lord = династия '{ $dynasty }' не может быть сюзереном или ветвью самой себя
cli-state-reputation-above = репутация { $value } выше { $most } (REP-2)
cli-state-reputation-defeat = репутация { $value } означает поражение (DYN-2); династия не может оставаться в игре
cli-state-balance-below = казна { $value } меньше { $least } (DYN-7)
cli-state-army-negative = армия не может быть отрицательной ({ $value })
cli-state-ap-below = ОД { $value } меньше { $least } (DYN-4)
cli-state-unknown-technology = технология '{ $technology }' неизвестна; технологии: { $known }
cli-state-no-province = '{ $id }' — нет такой провинции
cli-state-province-owned-by = провинция '{ $id }' принадлежит '{ $owner }', а не '{ $dynasty }'
cli-state-province-unowned = провинция '{ $id }' есть в списке '{ $dynasty }', но у неё нет владельца
cli-state-owner-lacks-province = в списке провинций владельца '{ $owner }' нет '{ $id }'
cli-state-province-loyalty-range = лояльность { $value } вне пределов { $low }–{ $high } (PROV-7)
cli-state-province-abandoned = у провинции '{ $id }' нет владельца, и она не охвачена восстанием (PROV-4)
cli-state-province-owned-in-revolt = провинция '{ $id }' одновременно принадлежит '{ $owner }' и охвачена восстанием
cli-state-yield-below = доход { $value } меньше { $least } (PROV-5)
cli-state-general-elsewhere = генерал '{ $id }' — член династии '{ $other }', а не '{ $dynasty }' (WAR-1)
cli-state-unknown-subject = subject: '{ $id }' — не персонаж и не династия
cli-state-vassal-cycle = вассальные связи '{ $dynasty }' замыкаются в круг (VASSAL-6)
cli-state-trait-count = у персонажа { $n } { $n ->
    [one] черта
    [few] черты
   *[many] черт
}, а больше двух черт не бывает (CHAR-2)
cli-state-born-later = born: { $born } — рождение позже нынешнего хода { $turn }
cli-state-died-later = смерть на ходу { $died } — позже нынешнего хода { $turn }
cli-state-own-ancestor = '{ $id }' оказывается собственным предком: родители (father, mother) замыкаются в круг
cli-state-technology-twice = технология '{ $technology }' указана дважды
cli-state-destroyed-with-provinces = уничтоженная династия '{ $dynasty }' не может владеть провинциями: они переходят к другим (DEFEAT-2)
cli-state-regent-for-adult = главе '{ $id }' { $age } { $age ->
    [one] год
    [few] года
   *[many] лет
}: регент нужен только главе младше { $capable } { $capable ->
    [one] года
   *[other] лет
} (SUCC-6)
cli-state-province-twice = провинция '{ $id }' указана в списке дважды
cli-state-war-side-twice = династия '{ $dynasty }' указана в '{ $side }' дважды
cli-state-war-both-sides = династия '{ $dynasty }' стоит на обеих сторонах этой войны, а сама с собой династия не воюет (WAR-1)
cli-state-war-twice = '{ $dynasty }' и '{ $enemy }' уже воюют друг с другом в другой войне списка; между двумя династиями идёт одна война
cli-state-war-later = started: { $started } — война начинается позже нынешнего хода { $turn }
cli-state-general-outside-war = generals: династия '{ $dynasty }' в этой войне не участвует; генералов назначают её стороны (WAR-1)
cli-state-unknown-fact = fact: '{ $fact }' — этого о '{ $id }' узнать нельзя; можно узнать: { $known } (INFO-2)
cli-state-fact-of-own = династия '{ $dynasty }' и так знает всё о '{ $id }': это она сама или её член (INFO-5)
cli-state-fact-later = сведение получено на ходу { $learned } — позже нынешнего хода { $turn }
cli-state-fact-value = value: { $fact ->
    [traits] нужен список черт
    [skills] нужен словарь всех пяти навыков с числами
    [technologies] нужен список технологий
   *[other] нужно целое число
} (INFO-4)

## Броски, выбранные мастером (--dice, dice.yaml)

cli-dice-count = бросок '{ $key }' — это { $dice } ({ $count } { $count ->
    [one] кубик
    [few] кубика
   *[many] кубиков
}), а задано { $n } { $n ->
    [one] значение
    [few] значения
   *[many] значений
}
cli-dice-out-of-range = бросок '{ $key }' — это { $dice }; значение { $value } не от 1 до { $sides }
cli-dice-not-scripted = бросок '{ $key }' ({ $dice }, { $purpose }) сделан, но не задан
cli-dice-never-rolled = для броска '{ $key }' задано значение, но такого броска не было
cli-dice-never-rolled-hint = для броска '{ $key }' задано значение, но такого броска не было; может быть, '{ $hint }'?
cli-dice-unused = не использован: бросок '{ $key }' задан, но в этом ходе такого броска не было
cli-dice-unused-hint = не использован: бросок '{ $key }' задан, но в этом ходе такого броска не было; может быть, '{ $hint }'?
cli-dice-file-not-mapping = в файле бросков каждая строка — ключ броска и значение, например 't07/province/anjou/event: 9'
cli-dice-bad-key = { $key } — не ключ броска вида 't07/province/anjou/event'
cli-dice-bad-key-hint = { $key } — не ключ броска вида 't07/province/anjou/event'; может быть, '{ $hint }'?
cli-dice-bad-value = бросок '{ $key }': { $written } — не целое число и не список целых чисел

## new-game

cli-new-game-refused = в папке { $folder } уже есть кампания (папка turns/); новую начните в пустой папке (--game ПАПКА)
cli-new-game = Новая кампания «{ $title }» по сценарию '{ $scenario }'.
cli-new-game-secret = Зерно кампании, секрет мастера, записано в { $settings }: не показывайте его никому, пока игра не кончится. Первая летопись публикует его отпечаток SHA-256: { $commitment }.
cli-guessable-seed = зерно кампании { $seed } легко угадать: по кубикам своего отчёта игрок найдёт его за минуты и узнает все будущие броски и тайные броски других династий. Такое зерно — для проб и примеров; настоящую игру начинайте командой 'dynasty new-game' без --seed.
cli-new-game-turn = Ход { $turn }, { $era }. { $n ->
    [one] { $n } династия
    [few] { $n } династии
   *[many] { $n } династий
}:
cli-new-game-dynasty = глава { $head } ({ $id }), { $ap } ОД; события: { $events }
cli-new-game-event = { $province }: { $event }
cli-event-none = спокойный год
cli-event-famine = неурожай
cli-event-disease = болезнь
cli-event-volunteers = добровольцы
cli-event-revolt = восстание

## Что случилось за ход (new-game, resolve)

cli-births = { $n ->
    [one] Родился { $n } ребёнок
    [few] Родились { $n } ребёнка
   *[many] Родилось { $n } детей
}: { $names }
cli-deaths = { $n ->
    [one] Умер { $n } персонаж
    [few] Умерли { $n } персонажа
   *[many] Умерло { $n } персонажей
}: { $names }
cli-new-heads = { $n ->
    [one] { $n } новый глава
    [few] { $n } новых главы
   *[many] { $n } новых глав
}: { $names }
cli-defeats = { $n ->
    [one] Выбыла из игры { $n } династия
    [few] Выбыли из игры { $n } династии
   *[many] Выбыло из игры { $n } династий
}: { $names }

## resolve, rollback

cli-resolved = Ход { $turn } обработан; теперь ход { $next }, { $era }.
cli-resolved-new-era = Новая эпоха: { $era }.
# Династия, павшая в этом ходу, получает последний отчёт (DYN-2): мастер отправляет его игроку. $files — файлы
# отчёта и папка постов через запятую.
cli-resolved-fallen = Последний отчёт для { GEN($house) } ({ $id }), { GENDER($house) ->
        [pl] выбывших
        [f] выбывшей
       *[other] выбывшего
    } из игры, — отправьте его игроку: { $files }
cli-resolved-no-orders = { $n ->
    [one] { $n } династия не прислала приказов и сыграла
    [few] { $n } династии не прислали приказов и сыграли
   *[many] { $n } династий не прислали приказов и сыграли
} по умолчанию: { $houses }
cli-resolved-stand-in = { $n ->
    [one] За { $n } династию без приказов сыграл
    [few] За { $n } династии без приказов сыграл
   *[many] За { $n } династий без приказов сыграл
} встроенный игрок (absence: и away: в turns/game.yaml): { $houses }
cli-resolve-no-state = у хода { $turn } нет состояния; последний ход — { $latest }
cli-resolve-already-resolved = ход { $turn } уже обработан (есть ход { $latest }); 'dynasty resolve { $turn } --force' обработает его заново, заменив ход { $latest }
cli-resolve-not-latest = ход { $turn } не последний (последний — { $latest }); сначала 'dynasty rollback { $turn }' перенесёт следующие за ним ходы в архив
cli-resolve-orders-have-errors = { $n ->
    [one] в приказах { $n } ошибка
    [few] в приказах { $n } ошибки
   *[many] в приказах { $n } ошибок
} ({ $files }); ход не обработан. { $n ->
    [one] Её
   *[other] Их
} покажет 'dynasty check { $turn }'
cli-resolve-archived = Заменённые файлы перенесены в архив { $archive }: { $paths }
cli-resolve-missing = { $n ->
    [one] Не прислала приказов { $n } династия
    [few] Не прислали приказов { $n } династии
   *[many] Не прислали приказов { $n } династий
}: { $houses }. Без приказов династия играет ход по умолчанию: без действий, с решениями по умолчанию.
cli-resolve-question = { $n ->
    [1] Обработать ход { $turn } и сыграть за неё по умолчанию?
   *[other] Обработать ход { $turn } и сыграть за них по умолчанию?
} [д/Н]{" "}
cli-resolve-declined = Ход { $turn } не обработан. Приказы из сообщений игроков принимает 'dynasty take { $turn }'; обработать ход без недостающих приказов, не спрашивая, — 'dynasty resolve { $turn } --yes'.
cli-resolve-orders-gone = пока вы отвечали, из папки приказов пропали файлы этих династий: { $houses }; ход { $turn } не обработан — запустите 'dynasty resolve { $turn }' снова
cli-dry-run = Ход { $turn } разыгран в памяти (--dry-run): был бы ход { $next }, { $era }. Ничего не записано.
cli-dry-run-dice = { $n ->
    [one] Сделан { $n } бросок
    [few] Сделано { $n } броска
   *[many] Сделано { $n } бросков
} (ключ, кубики, значение, зачем). Чтобы взять бросок, сделанный на форуме, впишите его ключ и значение в { $file }; взятый оттуда бросок помечен «задан мастером».
cli-dry-run-no-dice = Ни одного броска.
cli-dry-run-die = { $key } { $dice } = { $values } — { $purpose }
cli-dry-run-die-chosen = { $key } { $dice } = { $values } (задан мастером) — { $purpose }
cli-rollback-moved = Перенесено в { $archive }: { $paths }
cli-rollback-no-state = у хода { $turn } нет состояния; ходы с состоянием: { $known }
cli-rollback-nothing = ход { $turn } — последний и ещё не обработан; откатывать нечего

## status

cli-status-title = { $title } — ход { $turn }, { $era }
cli-status-title-earlier = { $title } — ход { $turn } (последний ход — { $latest }), { $era }
cli-status-col-dynasty = династия
cli-status-col-name = название
cli-status-col-head = глава
cli-status-col-reputation = реп.
cli-status-col-provinces = пров.
cli-status-col-army = армия
cli-status-col-ap = ОД
cli-status-col-player = игрок
cli-status-col-orders = приказы
cli-status-col-missed = пропуски
cli-status-master = мастер
cli-status-player-and-master = { $player } (мастер)
cli-status-defeated = выбыла
cli-status-orders-missing = нет
cli-status-orders-errors = { $n ->
    [one] { $n } ошибка
    [few] { $n } ошибки
   *[many] { $n } ошибок
}
cli-status-orders-warnings = { $n ->
    [one] { $n } предупреждение
    [few] { $n } предупреждения
   *[many] { $n } предупреждений
}
cli-status-orders-fine = в порядке
cli-status-orders = Приказы прислали { $sent } из { $living } { $living ->
    [one] династии
   *[other] династий
}.
cli-status-orders-with-errors = Приказы прислали { $sent } из { $living } { $living ->
    [one] династии
   *[other] династий
}; с ошибками { $invalid } { $invalid ->
    [one] файл
    [few] файла
   *[many] файлов
} (см. 'dynasty check { $turn }').
cli-status-province = { $province } ({ $id }, { $house })
cli-status-decisions = { $n ->
    [one] Решения ждёт { $n } провинция
    [few] Решения ждут { $n } провинции
   *[many] Решения ждут { $n } провинций
}: { $provinces }; без ответа в приказах будет принято решение по умолчанию.
cli-status-no-decisions = Решений не ждёт ни одна провинция.

## report, bot

cli-report-bad-format = '{ $format }' — не формат отчёта; форматы: md, bbcode, json
cli-report-unknown-dynasty = '{ $id }' — нет такой династии в ходе { $turn }; династии: { $known } (или 'gm' — отчёт мастера)
cli-report-no-renderer = модуль отчётов в формате { $format } не установлен; используйте --format json
cli-report-posts-archived = Прежние сообщения для форума перенесены в архив { $archive }: новые их заменяют не один к одному.
cli-report-post-too-long = часть { $n } из { $total } длиннее { $most } { $most ->
    [one] знака
   *[other] знаков
}: в ней таблица, список или блок кода, которые нельзя разрезать; увеличьте --max-chars или разделите её вручную
cli-posts-too-long = Эти сообщения для форума длиннее { $most } { $most ->
    [one] знака
   *[other] знаков
}, потому что в них таблица, список или блок кода, которые нельзя разрезать: { $files }. Увеличьте forum.max_chars в turns/game.yaml, если форум это позволяет, или разделите их вручную.
cli-bot-nobody = Нет династий под управлением мастера; укажите нужную: --dynasty <id>
cli-bot-not-latest = ход { $turn } не последний (последний — { $latest }); бот пишет приказы хода, который предстоит обработать, — { $latest }
cli-bot-player-file = '{ $id }' — династия игрока, и её файл приказов уже есть; бот никогда не перезаписывает приказы игрока
cli-bot-foreign-file = этот файл приказов '{ $id }' написан не ботом (его первая строка — не '{ $mark }'); удалите его, чтобы бот написал новые приказы

## simulate

cli-simulate-progress = Симуляция
cli-simulate-no-distributed = для --scheduler нужен пакет distributed: установите его командой 'pip install distributed'
cli-simulate-scheduler-unreachable = планировщик Dask по адресу { $address } не отвечает: { $reason }
cli-simulate-title = { $scenario }: { $n ->
    [one] { $n } партия
    [few] { $n } партии
   *[many] { $n } партий
}, в каждой не больше { $turns } { $turns ->
    [one] хода
   *[other] ходов
}
cli-simulate-totals = сыграно ходов: { $played }; объявлено войн: { $wars }; партий с победителем: { $won }
cli-simulate-col-dynasty = династия
cli-simulate-col-wins = победы
cli-simulate-col-alive = жива к концу
cli-simulate-col-survived = ходов в игре
cli-simulate-col-defeats = причины поражений
cli-simulate-col-turn = ход { $turn }
cli-simulate-col-action = действие
cli-simulate-col-used = раз
cli-simulate-col-per-turn = за ход
cli-simulate-col-succeeded = успешно
cli-simulate-cause = { $cause }: { $n }
cli-defeat-cause-reputation = репутация
cli-defeat-cause-extinct = род пресёкся
cli-simulate-over-time = репутация/провинции в начале хода (в среднем по партиям, где династия жива):
cli-simulate-actions = действия, которые отдавал бот:
cli-simulate-action = { $name } ({ $id })
cli-simulate-check-errors = ошибок, которые 'dynasty check' нашёл в приказах бота: { $n }

## Приём сообщения с приказами (take)

cli-take-not-latest = ход { $turn } уже обсчитан: приказы принимаются на ход { $latest }; если пост пришёл вовремя, отмените обсчёт командой 'dynasty rollback { $turn }' (ходы после { $turn }-го уйдут в архив, ничего не удалится) и примите пост снова: 'dynasty take { $turn }'
cli-take-whose = не понять, чьи это приказы: в них нет строки 'dynasty: <id>' (или 'династия: <название>') с династией игры; назовите династию (--dynasty ID) или игрока (--player НИК); династии: { $known }
cli-take-unknown = '{ $given }' — не династия и не игрок этой игры; династии: { $known }
cli-take-unknown-hint = '{ $given }' — не династия и не игрок этой игры; может быть, '{ $hint }'? Династии: { $known }
cli-take-no-sender = не сказано, кто прислал пост: строка 'dynasty:' называет { ACC($house) } ({ $id }), но её может написать любой игрок — назовите отправителя: --player НИК или --dynasty { $id } (или сохраните пост в файл с ником игрока)
cli-take-sender-question = Приказы в посте — за { ACC($house) } ({ $id }). Их прислал игрок этой династии? [д/Н]{" "}
cli-take-sender-question-player = Приказы в посте — за { ACC($house) } ({ $id }). Их прислал { $player }? [д/Н]{" "}
cli-take-sender-declined = ничего не сохранено; назовите, кто прислал пост: --player НИК или --dynasty ID
cli-take-saved = Приказы { GEN($house) } ({ $id }) сохранены: { $path }
cli-take-archived = Прежние приказы { GEN($house) } сохранены в архиве: { $paths }
cli-take-not-saved = Ничего не сохранено: приказы не приняты. Ответ игроку, с причиной, — ниже.

cli-simulate-col-win-rate = доля побед
cli-simulate-col-cause = причина
cli-simulate-col-defeated = поражений
cli-simulate-col-share = доля от всех династий
cli-simulate-col-compared = что сравниваем
cli-simulate-col-a = A
cli-simulate-col-b = B
cli-simulate-col-difference = B − A (95% ДИ)
cli-simulate-col-verdict = больше случайного?
cli-simulate-interval = В скобках — 95-процентный доверительный интервал: истинное значение попадает в него 19 раз из 20. Разности долей — в процентных пунктах.
cli-simulate-wins-even = Ни одна династия не побеждает чаще или реже среднего по династиям ({ $average }) сверх случайного разброса.
cli-simulate-wins-more = { $n ->
    [1] { $dynasties } побеждает
   *[other] { $dynasties } побеждают
} чаще среднего по династиям ({ $average }), и это больше случайного разброса.
cli-simulate-wins-less = { $n ->
    [1] { $dynasties } побеждает
   *[other] { $dynasties } побеждают
} реже среднего по династиям ({ $average }), и это больше случайного разброса.
cli-simulate-alive-even = Ни одна династия не доживает до конца партии чаще или реже среднего ({ $average }) сверх случайного разброса.
cli-simulate-alive-more = { $n ->
    [1] { $dynasties } доживает
   *[other] { $dynasties } доживают
} до конца партии чаще среднего ({ $average }), и это больше случайного разброса.
cli-simulate-alive-less = { $n ->
    [1] { $dynasties } доживает
   *[other] { $dynasties } доживают
} до конца партии реже среднего ({ $average }), и это больше случайного разброса.
cli-simulate-survived-even = Ни одна династия не держится в игре дольше или меньше среднего ({ $average } хода) сверх случайного разброса.
cli-simulate-survived-more = { $n ->
    [1] { $dynasties } держится
   *[other] { $dynasties } держатся
} в игре дольше среднего ({ $average } хода), и это больше случайного разброса.
cli-simulate-survived-less = { $n ->
    [1] { $dynasties } держится
   *[other] { $dynasties } держатся
} в игре меньше среднего ({ $average } хода), и это больше случайного разброса.
cli-simulate-few-games = { $n ->
    [one] { $n } партия
    [few] { $n } партии
   *[many] { $n } партий
} — это мало: интервалы широки и показывают лишь большие различия; чтобы различить меньшие, сыграйте больше партий.
cli-simulate-causes = причины поражений (доля от всех династий всех партий):
cli-simulate-compare-title = { $scenario }: одни и те же партии ({ $n }, в каждой не больше { $turns } { $turns ->
    [one] хода
   *[other] ходов
}) по правилам сценария (A) и с изменениями из { $rules } (B)
cli-simulate-compare-set = { $set }: { $totals }
cli-simulate-compare-wins = доля побед:
cli-simulate-compare-alive = дожили до конца:
cli-simulate-compare-survived = ходов в игре (в среднем):
cli-simulate-compare-causes = причины поражений (доля от всех династий):
cli-simulate-compare-games = партии:
cli-simulate-compare-actions = действия (сколько раз за ход; доля успешных):
cli-simulate-beyond-chance = да
cli-simulate-within-chance = нет
cli-simulate-row-won = с победителем
cli-simulate-row-wars = объявлено войн
cli-simulate-row-turns = сыграно ходов
cli-simulate-row-used = { $action }, за ход
cli-simulate-row-succeeded = { $action }, успешно
cli-simulate-compare-item = { $section }: { $rows }
cli-simulate-compare-verdict = Различия больше случайного разброса (95%): { $items }.
cli-simulate-compare-no-verdict = Ни одно различие между двумя наборами правил не превышает случайного разброса (95%) за { $n } { $n ->
    [one] партию
    [few] партии
   *[many] партий
}.

## simulate --players: турнир характеров встроенного игрока

cli-tournament-title = { $scenario }: турнир характеров { $players }; { $seeds } { $seeds ->
    [one] зерно
    [few] зерна
   *[many] зёрен
} × { $seatings } { $seatings ->
    [one] рассадка
    [few] рассадки
   *[many] рассадок
} = { $n } { $n ->
    [one] партия
    [few] партии
   *[many] партий
}, в каждой не больше { $turns } { $turns ->
    [one] хода
   *[other] ходов
}
cli-tournament-ended = партий с победителем: { $won } из { $n }, { $share }
cli-tournament-open = { $n ->
    [one] партия без победителя закончилась
   *[other] партии без победителя закончились
}, когда живых династий оставалось в среднем { $alive }
cli-simulate-col-player = характер
cli-simulate-col-houses = династий
cli-simulate-col-reputation = репутация в конце
cli-simulate-col-falls = пали от репутации: сами / наследование / другие
cli-tournament-falls = В репутации в конце у павшей династии считается 0. Падения от репутации: «сами» — её собственные действия стоили ей не меньше половины того, что она потеряла за последние 5 ходов (купленный супруг, раскрытая интрига, член династии с дурными манерами, объявленная ею по приказу война, отречение в пользу незаконного наследника); «наследование» — в ход, когда новый глава был незаконным; «другие» — остальные (сплетни и слухи других династий, потеря союзника, объявленная ей война, голод).
cli-tournament-against = { $first } против { $second }, зерно за зерном ({ $seeds } { $seeds ->
    [one] зерно
    [few] зерна
   *[many] зёрен
}, по каждому — среднее его рассадок):
cli-tournament-col-difference = { $first } − { $second } (95% ДИ)
cli-tournament-row-wins = выигранные партии
cli-tournament-row-alive = живые династии в конце
cli-tournament-row-reputation = репутация в конце
cli-simulate-unknown-player = --players: нет характера «{ $written }»; характеры: { $known }
cli-simulate-players-and-compare = --players и --compare вместе не задаются: турнир играют по одному набору правил

## simulate --pictures: слова рисунков

cli-simulate-picture-survival = Живые династии в начале каждого хода: { $scenario }, { $n ->
    [one] { $n } партия
    [few] { $n } партии
   *[many] { $n } партий
}
cli-simulate-picture-causes = Причины поражений: { $scenario }, { $n ->
    [one] { $n } партия
    [few] { $n } партии
   *[many] { $n } партий
}
cli-simulate-picture-reputation = Средняя репутация в начале каждого хода: { $scenario }, { $n ->
    [one] { $n } партия
    [few] { $n } партии
   *[many] { $n } партий
}
cli-simulate-picture-turn = ход
cli-simulate-picture-alive = жива (доля партий)
cli-simulate-picture-share = доля от всех династий всех партий
cli-simulate-picture-reputation-axis = репутация (в среднем по партиям, где династия жива)
cli-simulate-picture-all = все династии
cli-simulate-picture-set-a = A: правила сценария
cli-simulate-picture-set-b = B: с изменениями из { $rules }
cli-simulate-picture-note = Полосы и усы — 95-процентный доверительный интервал (истинное значение попадает в него 19 раз из 20).
cli-simulate-picture-no-defeats = Ни одна династия не потерпела поражения.

## Открыть зерно и проверить кубики (reveal, verify)

cli-reveal-early = игра ещё идёт (ход { $turn }): кто узнает зерно сейчас, вычислит все будущие кубики и тайные броски каждой династии — открывайте его, когда игра кончится.
cli-reveal-refused = зерно не открыто: игра ещё идёт, а спросить мастера здесь некому; чтобы открыть его всё равно, добавьте --yes
cli-reveal-question = Открыть зерно сейчас? [д/Н]{" "}
cli-reveal-declined = Зерно кампании не открыто.
cli-reveal-heading = Зерно кампании открыто
cli-reveal-post = Все кубики игры программа выводила из зерна { $secret }. Его отпечаток SHA-256 — { $commitment } — был опубликован в первой летописи, до первого хода. Проверить кубики своих отчётов: 'dynasty verify { $secret } ФАЙЛЫ' (отчёты, летописи, их копии с форума) — или вручную, как объясняет руководство игрока.
cli-verify-bad-commitment = '{ $written }' — не отпечаток: --commitment ждёт 64 шестнадцатеричные цифры, как в первой летописи
cli-verify-not-json = файл не читается как JSON
cli-verify-no-commitment = В файлах нет отпечатка зерна: дайте первую летопись (public.md, public.json или её пост) или --commitment. Без него проверка не доказывает, что зерно не подменили; отпечаток этого зерна — { $fingerprint }.
cli-verify-commitment-holds = Зерно верное: его отпечаток SHA-256 совпадает с опубликованным в первой летописи ({ $commitment }).
cli-verify-commitment-broken = Зерно НЕ то, что обещала первая летопись: его отпечаток — { $fingerprint }, а опубликован был { $published }.
cli-verify-no-dice = В { $files ->
    [one] файле
   *[other] файлах
} не нашлось ни одного кубика: дайте отчёты, где кубики записаны с ключами (🎲 t07/… 1к12 = 6), или их JSON.
cli-verify-dice = Проверено { $n ->
    [one] { $n } кубик
    [few] { $n } кубика
   *[many] { $n } кубиков
} из { $files ->
    [one] { $files } файла
   *[other] { $files } файлов
}; выпали по зерну: { $seeded }.
cli-verify-chosen = Задал мастер, и отчёты это помечают («задан мастером»): { $n }
cli-verify-unmarked = Выпали не по зерну, а отчёты этого не помечают: { $n }
cli-verify-die = { $key } { $dice }: в отчёте { $shown }, по зерну { $seeded } ({ $where })
cli-verify-holds = Кубики честные: каждый выпал по зерну или помечен как заданный мастером.
cli-verify-fails = Проверка не пройдена: см. выше.

## Сроки приказов (deadline: в turns/game.yaml)

# $houses — список «Династия (id, игрок Ник)»; $player — имя игрока на форуме.
cli-status-silent-house = { $house } ({ $id }, игрок { $player })
cli-status-silent = { $n ->
    [one] Ничего не прислала
   *[other] Ничего не прислали
}: { $houses }.

cli-status-stand-in-away = { $player } (в отъезде: ходит мастер)
cli-status-stand-in-silent = { $player } (молчит: ходит мастер)
cli-status-stand-in-given-up = { $player } (отдана мастеру)
settings-deadline-clock = «{ $written }» — не время суток; пишите как 20:00
settings-deadline-moment = «{ $written }» — не дата и время; пишите как 2027-01-10 20:00
settings-deadline-zone = «{ $written }» — не часовой пояс; пишите название из базы IANA, например Europe/Moscow
settings-deadline-weekly = не день недели и время; пишите как «sunday 20:00» или «воскресенье 20:00»
settings-deadline-weekly-maybe = не день недели и время; может быть, «{ $maybe }»?
settings-deadline-night = «{ $written }» — не часы ночи; пишите как 23:00-08:00
settings-deadline-unanchored = у «weekly» нет начала отсчёта: укажите «start» (дату, от которой считается срок 1-го хода) или срок какого-нибудь хода в «turns»
settings-away-shape = away: пишите первый и последний ход отсутствия, [8, 10], или один ход, [8]; здесь ходов { $n }
settings-away-order = away: [{ $first }, { $last }] — первый ход отсутствия позже последнего; пишите [{ $last }, { $first }]
settings-bad-now = DYNASTY_NOW = «{ $written }» — не дата и время; пишите как 2026-12-06T18:00+03:00

# resolve без --yes: защита от пустого хода и хода раньше срока. $left — предложение о сроке и остатке.
cli-resolve-most-silent = Ход { $turn } не обработан: { $n } из { $living } { $living ->
    [one] династии
   *[other] династий
} игроков ничего не { $n ->
    [one] прислала
   *[other] прислали
} — больше половины. Если так и задумано, запустите resolve с --yes.
cli-resolve-before-deadline = Ход { $turn } не обработан: срок приказов ещё не наступил. { $left } Чтобы обработать ход раньше срока, запустите resolve с --yes.
cli-resolve-early-question = { $left } Обработать ход { $turn } сейчас, раньше срока? [д/Н]{" "}
cli-resolve-early-declined = Ход { $turn } не обработан: ждём срока.
