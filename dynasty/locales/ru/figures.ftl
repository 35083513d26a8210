# Отчёты: слагаемые показателей — казны, армии, репутации (ECON-1, ARMY-1, REP-1). Каждый показатель
# начинается с того, что показал прошлый отчёт, и перечисляет все изменения с тех пор.
# Переменные: $n — число; $husband, $wife, $house, $branch — имена; $enemies — династии через запятую.
# persons: $husband $wife $who
# houses: $house $branch
# provinces: $province
# numbers: $n $age $per $deserters $ap $loyalty

## С чего начинается показатель

# Первый отчёт побочной ветви: казна, армия и репутация, с которыми её основали (BRANCH-5, BRANCH-6).
figures-at-founding = { $n } при основании ветви

## Монеты между династиями

# Приданое и выкуп по брачному договору (MAR, VASSAL-3): со знаком «+» получено, с «−» уплачено.
figures-marriage-terms = брачный договор: { $husband } и { $wife }
# Монеты по условиям мира (ACT-offer_peace, WAR-12).
figures-peace-terms = условия мира { WITH($house) }
# Казна павшей династии (DEFEAT-1, DEFEAT-2): кому отошли её монеты. $share: ally — доля союзника,
# rest — остаток, одной династии (по броску, если их несколько), both — союзнику и доля, и остаток.
figures-fallen-coins = { $share ->
    [ally] отошли { DAT($house) } при падении рода — доля союзника (DEFEAT-1)
    [both] отошли { DAT($house) } при падении рода — доля союзника и остаток (DEFEAT-1, DEFEAT-2)
   *[rest] отошли { DAT($house) } при падении рода — остаток (DEFEAT-2)
}
# Монеты, полученные от павшей династии (DEFEAT-1, DEFEAT-2).
figures-fallen-share = от падения { GEN($house) }
# DEFEAT-5: когда пали все, монеты отдать некому.
figures-fallen-coins-lost = пропали при падении рода: не осталось династии, которой их отдать (DEFEAT-5)

## Дань (VASSAL-2, VASSAL-4)

figures-tax-paid = дань { DAT($house) }
figures-tax-received = дань от { GEN($house) }

## Армия

# Доля армии, ушедшая в новую побочную ветвь (BRANCH-5).
figures-branch-share = доля новой ветви { $branch }
# Половина отправленных в битву гибнет (WAR-7).
figures-battle-losses = потери в битве { WITH($enemies) }
# ARMY-3: жалованья не хватило — казна пуста, неоплаченные солдаты ушли.
figures-upkeep-deserted =
    содержание армии — всё, что было в казне; { $deserters ->
        [one] дезертировал { $deserters } солдат
        [few] дезертировали { $deserters } солдата
       *[many] дезертировали { $deserters } солдат
    } (ARMY-3)

## Расхождение

# Изменение, которого отчёт не знает (так быть не должно): показано, чтобы сумма сходилась честно.
figures-unexplained = прочие изменения (в отчёте не расписаны)

## Очки действий хода (DYN-4): каждое слагаемое

figures-ap-base = база
# Очки действий одной строкой: базовые, затем каждое слагаемое со знаком и тем, за что оно (сообщения ниже),
# через запятую: «8 базовых, +4 за настроение главы, равное +2 (по 2 ОД за единицу), +3 за Управление Мстислава». $sign — «+» или «−».
figures-ap-first = { $n } { $n ->
    [one] базовое
   *[other] базовых
}
figures-ap-term = { $sign }{ $n } { $what }
# Очки действий с их слагаемыми, в шапке файла приказов: «16 — 8 базовых, +4 за …».
figures-ap-line = { $ap } — { $terms }
# $mood — настроение главы (регента) со знаком, $per — сколько ОД даёт единица настроения.
figures-ap-mood = за настроение { $role ->
    [regent] регента
   *[head] главы
}, равное { $mood } (по { $per } ОД за единицу)
figures-ap-stewardship = за Управление { $role ->
    [regent] регента { GEN($who) }
   *[head] { GEN($who) }
}
figures-ap-age = за возраст { $role ->
    [regent] регента { GEN($who) }
   *[head] главы { GEN($who) }
} ({ $age ->
    [one] { $age } год
    [few] { $age } года
   *[many] { $age } лет
}, AGE-4)
# Член династии с лояльностью 5 (LOY-5): $who — он, $loyalty — его лояльность; по слагаемому на каждого.
figures-ap-loyal = за лояльность { GEN($who) } ({ $loyalty })
figures-ap-technology = за технологию «{ $technology }»
figures-ap-minimum = до нуля (меньше нуля очков не бывает)
figures-ap-gm = по решению мастера

## Что изменило показатель в провинции (PROV-3)

# Монеты, заплаченные за провинцию в неурожай или болезнь; $event — famine или disease.
figures-province-paid = { $event ->
    [famine] помощь { DAT($province) } в неурожай
   *[disease] лечение болезни { IN($province) }
}
figures-province-volunteers = добровольцы из { GEN($province) }
figures-province-revolt = восстание { IN($province) }
figures-province-deserters = добровольцы из { GEN($province) } разбежались
