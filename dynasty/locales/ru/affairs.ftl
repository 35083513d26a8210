# Дела между династиями: браки (MAR-*), побочные ветви (BRANCH-*), интриги, война (WAR-*) и мир.
# Летопись (public.md) показывает публичные события всем домам: они написаны в третьем лице.
# persons: $by $target $proposer $who $spouse $partner $head $agent $recruiter $spy $general $previous
# houses: $house $target_house $plotter $enemy $lord $vassal $payer $payee $offerer $receiver $to $from $attacker $defender $branch
# provinces: $province
# numbers: $coins $turn $proposed $reputation $applied $roll $value $tn $bribe $loss $loyalty $count $attack $defence $step $sent $strength $losses $army $combat $bonus $per $fortification $level $new_level $damage $on $most $n $rep $kin $total

## Условия брака и мира (MAR-1, VASSAL-3, ACT-offer_peace)

# $terms — условия через точку с запятой: «Галицкие платят 20 монет; Рязанские становятся вассалами Галицких»
affairs-terms = Условия: { $terms }.
affairs-terms-none = Условий нет.
affairs-terms-pay = { $payer } { GENDER($payer) ->
    [pl] платят
   *[other] платит
} { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
   *[many] { $coins } монет
}
affairs-terms-vassal = { $vassal } { GENDER($vassal) ->
    [pl] становятся вассалами
   *[other] становится вассалом
} { GEN($lord) }
# $provinces — провинции в винительном падеже через запятую
affairs-terms-cede = { $house } { GENDER($house) ->
    [pl] уступают
   *[other] уступает
} { $provinces }

## Сватовство и свадьба (MAR-1, MAR-2, DYN-7)

# $yours — из чьего отчёта: by — жених или невеста из дома читателя, target — его цель, no — ни то ни другое.
affairs-proposal = { $yours ->
    [by] { GENDER($by) ->
        [f] Ваша { $by } посваталась
       *[m] Ваш { $by } посватался
    } { TO($target) } из рода { GEN($target_house) }.
    [target] { $by } из рода { GEN($house) } { GENDER($by) ->
        [f] посваталась
       *[m] посватался
    } к { GENDER($target) ->
        [f] вашей { DAT($target) }
       *[m] вашему { DAT($target) }
    }.
   *[no] { $by } из рода { GEN($house) } { GENDER($by) ->
        [f] посваталась
       *[m] посватался
    } { TO($target) } из рода { GEN($target_house) }.
}
# $proposed — ход, на котором сделано сватовство; $ago — this (этот ход), last (прошлый) или earlier.
affairs-accept = { $yours ->
    [by] { GENDER($by) ->
        [f] Ваша { $by } приняла
       *[m] Ваш { $by } принял
    } сватовство { GEN($target) } из рода { GEN($target_house) }
    [target] { $by } из рода { GEN($house) } { GENDER($by) ->
        [f] приняла
       *[m] принял
    } сватовство { GENDER($target) ->
        [f] вашей { GEN($target) }
       *[m] вашего { GEN($target) }
    }
   *[no] { $by } из рода { GEN($house) } { GENDER($by) ->
        [f] приняла
       *[m] принял
    } сватовство { GEN($target) } из рода { GEN($target_house) }
}, { $ago ->
    [this] сделанное в этом ходу.
    [last] сделанное в прошлом ходу.
   *[earlier] сделанное на { $proposed }-м ходу.
}
affairs-accept-unanswered = { $by } из рода { GEN($house) } { GENDER($by) ->
    [f] была готова
   *[m] был готов
} ответить согласием на сватовство { GEN($target) } из рода { GEN($target_house) }, но сватовство в этом ходу не состоялось, и согласие утратило силу.
affairs-proposal-lapsed = Сватовство { GEN($by) } из рода { GEN($house) } { TO($target) } на { $turn }-м ходу осталось без ответа и утратило силу.

affairs-wedding-failed = Свадьба { GEN($proposer) } и { GEN($target) } не состоялась: { $why }.
affairs-wedding-failure-dead = один из них умер
affairs-wedding-failure-married = один из них уже состоит в браке
affairs-wedding-failure-too-young = один из них ещё слишком юн (AGE-1)
affairs-wedding-failure-same-sex = они одного пола (MAR-2)
affairs-wedding-failure-same-dynasty = теперь они из одной династии (MAR-2)
affairs-wedding-failure-not-enough-coins = на выполнение условий не хватает монет (DYN-7)

# После свадьбы и мира: кто переходит в другой дом, кто кому платит, кто становится вассалом.
affairs-moved = { $who } переходит { TO($house) }.
affairs-pays = { $payer } { GENDER($payer) ->
    [pl] платят
   *[other] платит
} { DAT($payee) } { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
   *[many] { $coins } монет
}.
affairs-vassalage = { $vassal } { GENDER($vassal) ->
    [pl] становятся вассалами
   *[other] становится вассалом
} { GEN($lord) } (VASSAL-3).
affairs-vassalage-refused-has-lord = { $vassal } не { GENDER($vassal) ->
    [pl] становятся вассалами
   *[other] становится вассалом
} { GEN($lord) }: у { GEN($vassal) } уже есть сюзерен (VASSAL-6).
affairs-vassalage-refused-cycle = { $vassal } не { GENDER($vassal) ->
    [pl] становятся вассалами
   *[other] становится вассалом
} { GEN($lord) }: { $lord } { GENDER($lord) ->
    [pl] сами — вассалы
   *[other] сам — вассал
} { GEN($vassal) } (VASSAL-6).
# $why — код отказа, которому программа не знает слов
affairs-vassalage-refused = { $vassal } не { GENDER($vassal) ->
    [pl] становятся вассалами
   *[other] становится вассалом
} { GEN($lord) }: { $why } (VASSAL-6).

## Расторжение брака (MAR-7): публично, без арифметики проверки

affairs-annul = { $by } из рода { GEN($house) } { GENDER($by) ->
    [f] добилась
   *[m] добился
} расторжения брака { GEN($spouse) } и { GEN($partner) } (MAR-7).
# «с»/«со» зависит от имени (со Святославом): предлог с именем здесь не пишется.
affairs-annul-own = { $by } из рода { GEN($house) } { GENDER($by) ->
    [f] добилась расторжения своего брака: { $partner } ей больше не муж (MAR-7).
   *[m] добился расторжения своего брака: { $partner } ему больше не жена (MAR-7).
}
affairs-annul-returned = { $who } возвращается в родную династию.
affairs-annul-refused = { $by } из рода { GEN($house) } { GENDER($by) ->
    [f] просила
   *[m] просил
} расторгнуть брак { GEN($spouse) } и { GEN($partner) }, но { GENDER($by) ->
    [f] получила
   *[m] получил
} отказ: брак остаётся в силе.
affairs-annul-own-refused = { $by } из рода { GEN($house) } { GENDER($by) ->
    [f] просила расторгнуть свой брак, но получила отказ: { $partner } остаётся её мужем.
   *[m] просил расторгнуть свой брак, но получил отказ: { $partner } остаётся его женой.
}

## Побочная ветвь (BRANCH-*): армия и казна ветви скрыты (INFO-2)

# $members, $provinces — имена через запятую
affairs-branch = По приказу { GEN($by) } { $house } { GENDER($house) ->
    [pl] основали
   *[other] основал
} побочную ветвь — { $branch }. Глава ветви — { $head }; члены: { $members }; провинции: { $provinces }; репутация — { $reputation }.
affairs-branch-spouses-stayed = В главной линии остаются их супруги: { $spouses }.
# $generals — имена через запятую, $count — сколько их
affairs-branch-generals-left = { $count ->
    [1] Генерал { $generals } уходит в ветвь и больше не командует в войне (WAR-14).
   *[other] Генералы { $generals } уходят в ветвь и больше не командуют в войнах (WAR-14).
}

## TRAIT-cunning

# $trait — название черты; $largest — самая большая потеря хода, со знаком: «−15»
affairs-cunning-relief = Черта «{ $trait }» главы { GEN($head) } возвращает { DAT($house) } { $applied ->
    [one] { $applied }
    [few] { $applied }
   *[many] { $applied }
} репутации из самой большой потери этого хода ({ $largest }) (TRAIT-cunning).

## Интриги: слежка, сплетни, заговор, убийство (ACT-0, INFO-2)

# Проверка, как её видит действующая династия: её бросок, навык и сложность; скрытые модификаторы цели не видны.
affairs-plot-check = выпало { $roll }, { $skill } { $value }, сложность { $tn }
affairs-plot-check-bribe = выпало { $roll }, { $skill } { $value }, взятка { $bribe ->
    [one] { $bribe } монета
    [few] { $bribe } монеты
   *[many] { $bribe } монет
} ({ $bonus_text }), сложность { $tn }
affairs-plot-escaped = { $by } { GENDER($by) ->
    [f] ускользнула от последствий и утратила
   *[m] ускользнул от последствий и утратил
} черту «{ $trait }» (TRAIT-insidious).
affairs-plot-found-out = { $house } { GENDER($house) ->
    [pl] раскрыли
   *[other] раскрыл
} интригу, и { $plotter } { GENDER($plotter) ->
    [pl] теряют
   *[other] теряет
} репутацию (ACT-0).
affairs-plot-undiscovered = Интрига осталась нераскрытой.

# Почему интрига не удалась сама собой: черта Честный и изоляция цели скрыты (INFO-2, INFO-3).
affairs-plot-refused = { $who } { GENDER($who) ->
    [f] отвергла
   *[m] отверг
} все предложения
affairs-plot-out-of-reach = до { GEN($who) } не удалось добраться
affairs-plot-out-of-reach-agent = не удалось добраться до { GEN($target) } или до { GEN($agent) }

# $why — причина неудачи; $check — проверка
affairs-spy-refused = { $by } { GENDER($by) ->
    [f] пыталась
   *[m] пытался
} завербовать { ACC($target) } из рода { GEN($target_house) } в шпионы, но неудачно: { $why }.
affairs-spy-failed = { $by } { GENDER($by) ->
    [f] пыталась
   *[m] пытался
} завербовать { ACC($target) } из рода { GEN($target_house) } в шпионы ({ $check }), но неудачно.
# $members — имена в родительном падеже через запятую
affairs-spy = { $by } { GENDER($by) ->
    [f] завербовала
   *[m] завербовал
} { ACC($target) } из рода { GEN($target_house) } в шпионы ({ $check }): теперь известны черты, лояльность и навыки { $members }, а также казна и армия { GEN($target_house) } (INFO-2).

affairs-gossip-failed = { $by } { GENDER($by) ->
    [f] распускала
   *[m] распускал
} слухи, порочащие { ACC($target_house) } ({ $check }), но им никто не поверил.
affairs-gossip = { $by } { GENDER($by) ->
    [f] распустила
   *[m] распустил
} слухи, порочащие { ACC($target_house) } ({ $check }): репутация { GEN($target_house) } падает на { $loss }.
affairs-gossip-no-effect = { $by } { GENDER($by) ->
    [f] распустила
   *[m] распустил
} слухи, порочащие { ACC($target_house) } ({ $check }), но репутации { GEN($target_house) } падать уже некуда.

affairs-conspiracy-refused = { $by } { GENDER($by) ->
    [f] пыталась
   *[m] пытался
} переманить { ACC($target) } из рода { GEN($target_house) } на сторону { GEN($house) }, но неудачно: { $why }.
affairs-conspiracy-failed = { $by } { GENDER($by) ->
    [f] пыталась
   *[m] пытался
} переманить { ACC($target) } из рода { GEN($target_house) } на сторону { GEN($house) } ({ $check }), но неудачно.
affairs-conspiracy = { $by } { GENDER($by) ->
    [f] переманила
   *[m] переманил
} { ACC($target) } из рода { GEN($target_house) } ({ $check }): { $target } переходит { TO($house) }.
affairs-conspiracy-bribe-lost = Взятка в { $bribe ->
    [one] { $bribe } монету
    [few] { $bribe } монеты
   *[many] { $bribe } монет
} потрачена впустую.

affairs-assassinate-mercenary-refused = { $by } { GENDER($by) ->
    [f] подослала
   *[m] подослал
} наёмного убийцу { TO($target) } из рода { GEN($target_house) }, но неудачно: { $why }.
affairs-assassinate-mercenary-failed = { $by } { GENDER($by) ->
    [f] подослала
   *[m] подослал
} наёмного убийцу { TO($target) } из рода { GEN($target_house) } ({ $check }), но покушение не удалось.
affairs-assassinate-mercenary = { $by } { GENDER($by) ->
    [f] подослала
   *[m] подослал
} наёмного убийцу { TO($target) } из рода { GEN($target_house) } ({ $check }): { $target } { GENDER($target) ->
    [f] убита
   *[m] убит
}.
affairs-assassinate-agent-refused = { $by } { GENDER($by) ->
    [f] склоняла
   *[m] склонял
} { ACC($agent) } убить { ACC($target) } из рода { GEN($target_house) }, но неудачно: { $why }.
affairs-assassinate-agent-failed = { $by } { GENDER($by) ->
    [f] склоняла
   *[m] склонял
} { ACC($agent) } убить { ACC($target) } из рода { GEN($target_house) } ({ $check }), но покушение не удалось.
affairs-assassinate-agent = { $by } { GENDER($by) ->
    [f] склонила
   *[m] склонил
} { ACC($agent) } убить { ACC($target) } из рода { GEN($target_house) } ({ $check }): { $target } { GENDER($target) ->
    [f] убита
   *[m] убит
}.

# $action — название действия
affairs-plot-discovered = { $house } { GENDER($house) ->
    [pl] раскрыли
   *[other] раскрыл
} интригу «{ $action }»: за ней стоит { $by } из рода { GEN($plotter) } (ACT-0).
affairs-spied-on = Один из { GEN($house) }, наделённый чертой «{ $trait }», заметил слежку: { $recruiter } из рода { GEN($plotter) } { GENDER($recruiter) ->
    [f] завербовала
   *[m] завербовал
} { ACC($spy) } (TRAIT-paranoid).
# Дом, к которому он переходит, не назван: его нет среди данных события.
affairs-defected = { $who } { GENDER($who) ->
    [f] изменила
   *[m] изменил
} { DAT($house) } и { GENDER($who) ->
    [f] перешла
   *[m] перешёл
} в другой дом.

## Война (WAR-1 .. WAR-14, SAB-4, PROV-2, VASSAL-5)

# $attackers — имена в именительном падеже, $defenders — в родительном, через запятую
# $yours — attacker, если войну объявил дом читателя, defender — если объявили ему, no — иначе.
affairs-war-declared = { $yours ->
    [attacker] Вы объявили войну { DAT($defender) }.
    [defender] { $attacker } { GENDER($attacker) ->
        [pl] объявили
       *[other] объявил
    } вам войну.
   *[no] { $attacker } { GENDER($attacker) ->
        [pl] объявили
       *[other] объявил
    } войну { DAT($defender) }.
}
affairs-war-declared-vassals = Вассалы выступают на стороне своих сюзеренов (VASSAL-5): { $attackers } против { $defenders }.
affairs-war-first-battle = Первая битва состоится по итогам этого хода (WAR-14).

affairs-general-named = { $general } { GENDER($general) ->
    [f] назначена
   *[m] назначен
} генералом в войне против { GEN($enemy) }. Генерал не выполняет других действий (WAR-1).
affairs-general-named-instead = { $general } { GENDER($general) ->
    [f] назначена
   *[m] назначен
} генералом в войне против { GEN($enemy) } вместо { GEN($previous) }. Генерал не выполняет других действий (WAR-1).

affairs-war-joined = { $house } { GENDER($house) ->
    [pl] вступают
   *[other] вступает
} в войну на стороне своего сюзерена, { GEN($lord) } (VASSAL-5): теперь воюют { $attackers } против { $defenders }.

# $enemies — имена в родительном падеже; $change — со знаком: «−10»; $provinces — «Суздаль — до 2, Ростов — до 1»
affairs-war-drain = Война против { $enemies } затягивается (WAR-9): репутация { $change }.
affairs-war-drain-provinces = Война против { $enemies } затягивается (WAR-9): репутация { $change }, лояльность провинций падает: { $provinces }.
affairs-war-drain-province = { $province } — до { $loyalty }

# Захват провинции в битве (PROV-2): часть перечня после «Победа за …:»
affairs-capture = { $province } переходит от { GEN($from) } { TO($to) }, лояльность { $loyalty } (PROV-2)
affairs-capture-retaken = { $to } { GENDER($to) ->
    [pl] отбивают
   *[other] отбивает
} { ACC($province) } у { GEN($from) }, лояльность восстановлена до { $loyalty } (PROV-2)

# Битва в летописи (INFO-3): силы сторон, потери и захваты; кто вёл войско — только в отчётах сторон.
# $attackers, $defenders — имена в родительном падеже; $winners — в творительном
affairs-battle = Войска { $attackers } сошлись в битве с войсками { $defenders }: сила сторон — { $attack } против { $defence }.
# $fallen — «Ярославичи — 15 солдат; Ростиславичи — 10 солдат»
affairs-battle-losses = Потери (WAR-7): { $fallen }.
affairs-battle-loss = { $house } — { $count ->
    [one] { $count } солдат
    [few] { $count } солдата
   *[many] { $count } солдат
}
affairs-battle-draw = Разница в силе меньше { $step }: ни одна провинция не меняет владельца (WAR-4).
affairs-battle-won-nothing = Победа за { $winners }, но захватывать больше нечего.
# $captures — захваты через точку с запятой
affairs-battle-won = Победа за { $winners } (WAR-4): { $captures }.

# Битва в отчёте одной стороны (INFO-5): её генерал, солдаты, бонус, потери.
# $enemies — имена в родительном падеже
affairs-battle-report-attacking = В битве против { $enemies } мы наступали: { $sent ->
    [0] в бой не пошёл ни один солдат
    [one] в бой пошёл { $sent } солдат
    [few] в бой пошли { $sent } солдата
   *[many] в бой пошли { $sent } солдат
}.
affairs-battle-report-defending = В битве против { $enemies } мы оборонялись: { $sent ->
    [0] в бой не пошёл ни один солдат
    [one] в бой пошёл { $sent } солдат
    [few] в бой пошли { $sent } солдата
   *[many] в бой пошли { $sent } солдат
}.
affairs-battle-report-no-general = Генерала не было, и войско сражалось без его бонуса (WAR-14).
affairs-battle-report-refused = Генерал { $general } { GENDER($general) ->
    [f] отказалась
   *[m] отказался
} сражаться: { GENDER($general) ->
    [f] её
   *[m] его
} навык «{ $skill }» считается равным 0, бонуса нет (SAB-4, WAR-6).
affairs-battle-report-led = Войско { GENDER($general) ->
    [f] вела
   *[m] вёл
} генерал { $general } ({ $skill } { $combat }): +{ $bonus } к силе — по { $combat } { $per ->
    [1] за каждого солдата в бою
    [one] за каждый полный { $per } солдат в бою
    [few] за каждые полные { $per } солдата в бою
   *[many] за каждые полные { $per } солдат в бою
} (WAR-3).
affairs-battle-report-fortification = Укрепления добавили ещё +{ $fortification }.
affairs-battle-report-result = Итоговая сила — { $strength }. { $losses ->
    [0] Потерь нет
    [one] Погиб { $losses } солдат
    [few] Погибли { $losses } солдата
   *[many] Погибли { $losses } солдат
} (WAR-7); в армии теперь { $army ->
    [one] { $army } солдат
    [few] { $army } солдата
   *[many] { $army } солдат
}.
# Бесплатная учёба генерала после битвы (WAR-6); $rolled — «5» или «5 + 2 = 7»
affairs-free-study-up = После битвы { $general } бесплатно { GENDER($general) ->
    [f] упражнялась
   *[m] упражнялся
} в навыке «{ $skill }»: выпало { $rolled }, больше { $level }, и навык вырос до { $new_level } (WAR-6).
affairs-free-study-none = После битвы { $general } бесплатно { GENDER($general) ->
    [f] упражнялась
   *[m] упражнялся
} в навыке «{ $skill }»: выпало { $rolled }, не больше { $level }, и навык не вырос (WAR-6).

# SAB-4: генерал с низкой лояльностью; $rolled — «1 + 1 = 2»
affairs-general-refused = Генерал { $general } { GENDER($general) ->
    [f] отказалась
   *[m] отказался
} сражаться ({ $rolled } ≤ { $most }, SAB-4): в битве { GENDER($general) ->
    [f] её
   *[m] его
} навык «{ $skill }» считается равным 0 (WAR-6).
affairs-general-obeyed = Генерал { $general }, несмотря на низкую лояльность, { GENDER($general) ->
    [f] повела
   *[m] повёл
} войско в бой ({ $rolled } > { $most }, SAB-4).

# WAR-12; $attackers, $defenders, $losers — имена в родительном падеже
affairs-war-ended-peace = Война { $attackers } против { $defenders } окончена миром (WAR-12).
affairs-war-ended-no-provinces = Война { $attackers } против { $defenders } окончена: у { $losers } не осталось ни одной провинции (WAR-12).
# $why — код причины, которому программа не знает слов
affairs-war-ended = Война { $attackers } против { $defenders } окончена: { $why } (WAR-12).

# WAR-10: война с роднёй; $change — со знаком: «−40»
affairs-war-penalty-branch = Война против { GEN($enemy) } идёт внутри одного дома, между главной линией и её ветвью: репутация { $change } (WAR-10).
affairs-war-penalty-close = Война против { GEN($enemy) } — война с близкой роднёй одного из глав: репутация { $change } (WAR-10).
affairs-war-penalty-relative = Война против { GEN($enemy) } — война с роднёй одного из глав: репутация { $change } (WAR-10).

# WAR-13: гнев Вспыльчивого главы; $trait — название черты
affairs-hot-tempered-war = Глава { $head } (черта «{ $trait }») { GENDER($head) ->
    [f] разгневалась
   *[m] разгневался
} на { ACC($enemy) } за потерю { $damage ->
    [one] { $damage }
   *[other] { $damage }
} репутации; выпало { $roll } — война объявлена (WAR-13).
affairs-hot-tempered-calm = Глава { $head } (черта «{ $trait }») { GENDER($head) ->
    [f] разгневалась
   *[m] разгневался
} на { ACC($enemy) } за потерю { $damage ->
    [one] { $damage }
   *[other] { $damage }
} репутации; выпало { $roll } — гнев утихает: войну объявляют, только если выпадет { $on } (WAR-13).
affairs-hot-tempered-target-gone = Глава { $head } (черта «{ $trait }») { GENDER($head) ->
    [f] разгневалась
   *[m] разгневался
} на { ACC($enemy) } за потерю { $damage ->
    [one] { $damage }
   *[other] { $damage }
} репутации; выпало { $roll }, но { $enemy } уже { GENDER($enemy) ->
    [pl] пали
   *[other] пал
} (WAR-13).
affairs-hot-tempered-already-at-war = Глава { $head } (черта «{ $trait }») { GENDER($head) ->
    [f] разгневалась
   *[m] разгневался
} на { ACC($enemy) } за потерю { $damage ->
    [one] { $damage }
   *[other] { $damage }
} репутации; выпало { $roll }, но война против { GEN($enemy) } и так идёт (WAR-13).
affairs-hot-tempered-lord = Глава { $head } (черта «{ $trait }») { GENDER($head) ->
    [f] разгневалась
   *[m] разгневался
} на { ACC($enemy) } за потерю { $damage ->
    [one] { $damage }
   *[other] { $damage }
} репутации; выпало { $roll }, но { $enemy } — сюзерен { GEN($house) }, а вассал на сюзерена войной не идёт (VASSAL-5).

## Мир (ACT-offer_peace, ACT-accept_peace, WAR-12)

affairs-peace-offer = От имени { GEN($house) } { $by } { GENDER($by) ->
    [f] предложила
   *[m] предложил
} мир { DAT($to) }.
affairs-peace-offer-answer = Принять его можно приказами этого хода.
affairs-peace-accept = От имени { GEN($house) } { $by } { GENDER($by) ->
    [f] приняла
   *[m] принял
} мир, предложенный { INS($offerer) } на { $turn }-м ходу.
affairs-peace-accept-unanswered = От имени { GEN($house) } { $by } { GENDER($by) ->
    [f] была готова
   *[m] был готов
} принять мир { GEN($offerer) }, но их предложение в этом ходу не состоялось, и согласие утратило силу ({ $turn }-й ход).
affairs-peace = { $offerer } и { $receiver } заключили мир.
affairs-peace-province = { $province } переходит от { GEN($from) } { TO($to) }.
affairs-peace-left-one = { $house } { GENDER($house) ->
    [pl] выходят
   *[other] выходит
} из войны; для остальных она продолжается (VASSAL-5).
# $houses — имена через запятую
affairs-peace-left = { $houses } выходят из войны; для остальных она продолжается (VASSAL-5).

affairs-peace-failed = Мир между { INS($offerer) } и { INS($receiver) } не состоялся: { $why }.
affairs-peace-failure-not-at-war = они больше не воюют
affairs-peace-failure-not-enough-coins = на выполнение условий не хватает монет (DYN-7)
affairs-peace-failure-province-gone = одна из провинций, названных в условиях, сменила владельца

affairs-peace-offer-lapsed = Предложение мира, которое { $by } { GENDER($by) ->
    [f] сделала
   *[m] сделал
} { DAT($to) } на { $turn }-м ходу, осталось без ответа и утратило силу.
affairs-peace-accept-lapsed = Согласие на мир, которое { $by } { GENDER($by) ->
    [f] дала
   *[m] дал
} { DAT($to) } на { $turn }-м ходу, утратило силу: { $to } мира не { GENDER($to) ->
    [pl] предлагали
   *[other] предлагал
}.

## Раздел «Войны» личного отчёта (WAR-1, WAR-9, WAR-11, WAR-14)

affairs-war-summary-new = Война начинается в этом ходу; первая битва — по итогам следующего (WAR-14).
affairs-war-summary = Война идёт уже { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
} (WAR-14). По итогам этого хода она отнимет { $rep ->
    [one] { $rep }
    [few] { $rep }
   *[many] { $rep }
} репутации и снизит лояльность каждой провинции на { $loyalty } (WAR-9), затем состоится битва (WAR-11).
# WAR-10: война с роднёй, чья потеря — наибольшая за ход; $rep — что эта война отнимет по WAR-9 (0 в первый
# ход), $kin — по WAR-10, $total — вместе. DYN-2: $total — что войны отнимут наверняка, $reputation — у дома.
affairs-war-kin = { $rep ->
    [0] Это война с роднёй: по итогам этого хода она отнимет у дома { $kin } репутации (WAR-10).
   *[other] Это война с роднёй: по итогам этого хода она отнимет ещё { $kin } репутации (WAR-10) — всего { $total }.
}
affairs-war-fatal = У дома { $reputation } репутации, а войны отнимут в этом ходу { $total }: если ничто не прибавит её раньше и мир не будет заключён, дом выбудет из игры (DYN-2).
# $action — название действия «Сменить генерала»
affairs-war-no-general = Генерала нет: ваша сторона сражается без бонуса генерала (WAR-14). Назначьте его действием «{ $action }»; генерал не выполняет других действий (WAR-1).
affairs-war-general = Генерал — { $general }, { $skill } { $combat }: +{ $combat } к силе { $per ->
    [1] за каждого солдата в бою
    [one] за каждый полный { $per } солдат в бою
    [few] за каждые полные { $per } солдата в бою
   *[many] за каждые полные { $per } солдат в бою
} (WAR-3).
affairs-war-general-disloyal = { GENDER($general) ->
    [f] Её лояльность — { $loyalty }: она может отказаться сражаться (SAB-4).
   *[m] Его лояльность — { $loyalty }: он может отказаться сражаться (SAB-4).
}
# PROV-2: в таблице провинций, после названия провинции
affairs-captured = { GENDER($province) ->
    [f] захвачена
    [n] захвачено
   *[m] захвачен
} на { $turn }-м ходу у { GEN($from) } (PROV-2)
affairs-peace-offer-standing = На { $turn }-м ходу { $by } от имени { GEN($offerer) } { GENDER($by) ->
    [f] предложила
   *[m] предложил
} мир { DAT($receiver) }.

## Событие, для которого у этой версии нет слов: его код и данные

# $kind — код события; $params — его данные
affairs-generic = { $house }: { $kind } ({ $params }).
affairs-generic-no-params = { $house }: { $kind }.
affairs-generic-nobody = { $kind } ({ $params }).
affairs-generic-bare = { $kind }.
