# Дела между династиями: браки (MAR-*), побочные ветви (BRANCH-*), интриги, война (WAR-*) и мир.
# Летопись (public.md) показывает публичные события всем домам: они написаны в третьем лице. Личный отчёт
# говорит своему дому «вы», о его людях — «ваш Олег», о человеке другого дома — «Олег из рода Ростиславичей».
# persons: $by $target $proposer $who $spouse $partner $head $agent $recruiter $spy $general $previous
# houses: $house $target_house $plotter $enemy $lord $vassal $payer $payee $offerer $receiver $to $from $attacker $defender $branch $other
# provinces: $province
# numbers: $coins $turn $proposed $reputation $applied $roll $value $tn $bribe $loss $loyalty $count $attack $defence $step $sent $strength $losses $army $combat $bonus $per $fortification $level $new_level $damage $on $most $n $rep $kin $total $largest

## Списки и «вы»

# Дом читателя в перечне домов, в падеже перечня ($case: nom, gen, dat, acc, ins).
affairs-you = { $case ->
    [gen] вас
    [dat] вам
    [acc] вас
    [ins] вами
   *[nom] вы
}

## Условия брака и мира (MAR-1, VASSAL-3, ACT-offer_peace)

# $terms — условия через точку с запятой: «Галицкие платят 20 монет; Рязанские становятся вассалами Галицких»
affairs-terms = Условия: { $terms }.
affairs-terms-none = Условий нет.
# $yours — payer, если платит дом читателя.
affairs-terms-pay = { $yours ->
    [payer] вы платите
   *[no] { $payer } { GENDER($payer) ->
        [pl] платят
       *[other] платит
    }
} { $coins ->
    [one] { $coins } монету
    [few] { $coins } монеты
   *[many] { $coins } монет
}
# $yours — vassal: вассалом становится дом читателя, lord: он становится сюзереном, no — ни то ни другое.
affairs-terms-vassal = { $yours ->
    [vassal] вы становитесь вассалами { GEN($lord) }
    [lord] { $vassal } { GENDER($vassal) ->
        [pl] становятся вашими вассалами
       *[other] становится вашим вассалом
    }
   *[no] { $vassal } { GENDER($vassal) ->
        [pl] становятся вассалами
       *[other] становится вассалом
    } { GEN($lord) }
}
# $provinces — провинции в винительном падеже через запятую; $yours — yes, если уступает дом читателя
affairs-terms-cede = { $yours ->
    [yes] вы уступаете { $provinces }
   *[no] { $house } { GENDER($house) ->
        [pl] уступают
       *[other] уступает
    } { $provinces }
}

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
    [this] начатое в этом ходу.
    [last] начатое в прошлом ходу.
   *[earlier] начатое на { $proposed }-м ходу.
}
affairs-accept-unanswered = { $yours ->
    [by] { GENDER($by) ->
        [f] Ваша { $by } была готова
       *[m] Ваш { $by } был готов
    } принять сватовство { GEN($target) } из рода { GEN($target_house) }
    [target] { $by } из рода { GEN($house) } { GENDER($by) ->
        [f] была готова
       *[m] был готов
    } принять сватовство { GENDER($target) ->
        [f] вашей { GEN($target) }
       *[m] вашего { GEN($target) }
    }
   *[no] { $by } из рода { GEN($house) } { GENDER($by) ->
        [f] была готова
       *[m] был готов
    } принять сватовство { GEN($target) } из рода { GEN($target_house) }
}, но сватовства в этом ходу так и не последовало, и согласие утратило силу.
# $yours — yes, если сватался человек дома читателя; $whose — чей тот, к кому сватались: yours (дома
# читателя), house (дома $target_house) или bare (дом неизвестен).
affairs-proposal-lapsed = Сватовство { $yours ->
    [yes] { GENDER($by) ->
        [f] вашей
       *[m] вашего
    } { GEN($by) }
   *[no] { GEN($by) } из рода { GEN($house) }
} { $whose ->
    [yours] к { GENDER($target) ->
        [f] вашей
       *[m] вашему
    } { DAT($target) }
    [house] { TO($target) } из рода { GEN($target_house) }
   *[bare] { TO($target) }
}, начатое на { $turn }-м ходу, осталось без ответа и утратило силу.

affairs-wedding-failed = Свадьба { GEN($proposer) } и { GEN($target) } не состоялась: { $why }.
affairs-wedding-failure-dead = один из них умер
affairs-wedding-failure-married = один из них уже состоит в браке
affairs-wedding-failure-too-young = один из них ещё слишком юн (AGE-1)
affairs-wedding-failure-same-sex = они одного пола (MAR-2)
affairs-wedding-failure-same-dynasty = теперь они из одной династии (MAR-2)
affairs-wedding-failure-not-enough-coins = на выполнение условий не хватает монет (DYN-7)

# После свадьбы и мира: кто переходит в другой дом, кто кому платит, кто становится вассалом.
# $yours — to: переходит в дом читателя, from: уходит из него, no — ни то ни другое.
affairs-moved = { $yours ->
    [to] { $who } переходит в ваш род.
    [from] { GENDER($who) ->
        [f] Ваша
       *[m] Ваш
    } { $who } переходит { TO($house) }.
   *[no] { $who } переходит { TO($house) }.
}
# $yours — payer: платит дом читателя, payee: платят ему, no — ни то ни другое.
affairs-pays = { $yours ->
    [payer] Вы платите { DAT($payee) } { $coins ->
        [one] { $coins } монету
        [few] { $coins } монеты
       *[many] { $coins } монет
    }.
    [payee] { $payer } { GENDER($payer) ->
        [pl] платят
       *[other] платит
    } вам { $coins ->
        [one] { $coins } монету
        [few] { $coins } монеты
       *[many] { $coins } монет
    }.
   *[no] { $payer } { GENDER($payer) ->
        [pl] платят
       *[other] платит
    } { DAT($payee) } { $coins ->
        [one] { $coins } монету
        [few] { $coins } монеты
       *[many] { $coins } монет
    }.
}
# $yours — vassal: вассалом становится дом читателя, lord: сюзереном, no — ни то ни другое.
affairs-vassalage = { $yours ->
    [vassal] Вы становитесь вассалами { GEN($lord) } (VASSAL-3).
    [lord] { $vassal } { GENDER($vassal) ->
        [pl] становятся вашими вассалами
       *[other] становится вашим вассалом
    } (VASSAL-3).
   *[no] { $vassal } { GENDER($vassal) ->
        [pl] становятся вассалами
       *[other] становится вассалом
    } { GEN($lord) } (VASSAL-3).
}
affairs-vassalage-refused-has-lord = { $yours ->
    [vassal] Вы не становитесь вассалами { GEN($lord) }: у вас уже есть сюзерен (VASSAL-6).
    [lord] { $vassal } не { GENDER($vassal) ->
        [pl] становятся вашими вассалами
       *[other] становится вашим вассалом
    }: у { GEN($vassal) } уже есть сюзерен (VASSAL-6).
   *[no] { $vassal } не { GENDER($vassal) ->
        [pl] становятся вассалами
       *[other] становится вассалом
    } { GEN($lord) }: у { GEN($vassal) } уже есть сюзерен (VASSAL-6).
}
affairs-vassalage-refused-cycle = { $yours ->
    [vassal] Вы не становитесь вассалами { GEN($lord) }: { $lord } { GENDER($lord) ->
        [pl] сами — ваши вассалы
       *[other] сам — ваш вассал
    } (VASSAL-6).
    [lord] { $vassal } не { GENDER($vassal) ->
        [pl] становятся вашими вассалами
       *[other] становится вашим вассалом
    }: вы сами — вассалы { GEN($vassal) } (VASSAL-6).
   *[no] { $vassal } не { GENDER($vassal) ->
        [pl] становятся вассалами
       *[other] становится вассалом
    } { GEN($lord) }: { $lord } { GENDER($lord) ->
        [pl] сами — вассалы
       *[other] сам — вассал
    } { GEN($vassal) } (VASSAL-6).
}
# $why — код отказа, которому программа не знает слов
affairs-vassalage-refused = { $yours ->
    [vassal] Вы не становитесь вассалами { GEN($lord) }: { $why } (VASSAL-6).
    [lord] { $vassal } не { GENDER($vassal) ->
        [pl] становятся вашими вассалами
       *[other] становится вашим вассалом
    }: { $why } (VASSAL-6).
   *[no] { $vassal } не { GENDER($vassal) ->
        [pl] становятся вассалами
       *[other] становится вассалом
    } { GEN($lord) }: { $why } (VASSAL-6).
}

## Расторжение брака (MAR-7): публично, без арифметики проверки

# $yours — yes, если добивался человек дома читателя.
affairs-annul = { $yours ->
    [yes] { GENDER($by) ->
        [f] Ваша { $by } добилась
       *[m] Ваш { $by } добился
    }
   *[no] { $by } из рода { GEN($house) } { GENDER($by) ->
        [f] добилась
       *[m] добился
    }
} расторжения брака { GEN($spouse) } и { GEN($partner) } (MAR-7).
# «с»/«со» зависит от имени (со Святославом): предлог с именем здесь не пишется.
affairs-annul-own = { $yours ->
    [yes] { GENDER($by) ->
        [f] Ваша { $by }
       *[m] Ваш { $by }
    }
   *[no] { $by } из рода { GEN($house) }
} { GENDER($by) ->
    [f] добилась расторжения своего брака: { $partner } ей больше не муж (MAR-7).
   *[m] добился расторжения своего брака: { $partner } ему больше не жена (MAR-7).
}
affairs-annul-returned = { $who } возвращается в родную династию.
affairs-annul-refused = { $yours ->
    [yes] { GENDER($by) ->
        [f] Ваша { $by }
       *[m] Ваш { $by }
    }
   *[no] { $by } из рода { GEN($house) }
} { GENDER($by) ->
    [f] просила
   *[m] просил
} расторгнуть брак { GEN($spouse) } и { GEN($partner) }, но { GENDER($by) ->
    [f] получила
   *[m] получил
} отказ: брак остаётся в силе.
affairs-annul-own-refused = { $yours ->
    [yes] { GENDER($by) ->
        [f] Ваша { $by }
       *[m] Ваш { $by }
    }
   *[no] { $by } из рода { GEN($house) }
} { GENDER($by) ->
    [f] просила расторгнуть свой брак, но получила отказ: { $partner } остаётся её мужем.
   *[m] просил расторгнуть свой брак, но получил отказ: { $partner } остаётся его женой.
}

## Побочная ветвь (BRANCH-*): армия и казна ветви скрыты (INFO-2)

# $yours — yes, если ветвь основал дом читателя; $members — имена остальных членов ветви, $count — сколько их;
# $provinces — её провинции, $n — сколько их.
affairs-branch = По приказу { GEN($by) } { $yours ->
    [yes] вы основали
   *[no] { $house } { GENDER($house) ->
        [pl] основали
       *[other] основал
    }
} побочную ветвь — { $branch }. Во главе ветви — { $head }{ $count ->
    [0] {""}
   *[other] , с { GENDER($head) ->
        [f] ней
       *[m] ним
    } — { $members }
}; { $n ->
    [0] провинций у неё нет
    [1] ей отошла провинция { $provinces }
   *[other] ей отошли провинции { $provinces }
}, а репутация ветви — { $reputation }.
affairs-branch-spouses-stayed = В главной линии остаются их супруги: { $spouses }.
# $generals — имена через запятую, $count — сколько их
affairs-branch-generals-left = { $count ->
    [1] Генерал { $generals } уходит в ветвь и больше не командует в войне (WAR-14).
   *[other] Генералы { $generals } уходят в ветвь и больше не командуют в войнах (WAR-14).
}

## TRAIT-cunning

# $yours — yes, если глава — глава дома читателя; $largest — самая большая потеря хода, без знака
affairs-cunning-relief = { $yours ->
    [yes] Хитрость { GENDER($head) ->
        [f] вашей
       *[m] вашего
    } главы { GEN($head) } смягчила самую большую потерю репутации за этот ход: из { $largest } вам вернулось { $applied } (TRAIT-cunning).
   *[no] Хитрость { GEN($head) }, главы { GEN($house) }, смягчила { GENDER($house) ->
        [pl] их
       *[other] его
    } самую большую потерю репутации за этот ход: из { $largest } вернулось { $applied } (TRAIT-cunning).
}

## Интриги: слежка, сплетни, заговор, убийство (ACT-0, INFO-2)

# Проверка, как её видит действующая династия: её бросок, навык и сложность; скрытые модификаторы цели не видны.
affairs-plot-check = выпало { $roll } при Интригах { $value } и сложности { $tn }
affairs-plot-check-bribe = выпало { $roll } при Интригах { $value }, взятке в { $bribe ->
    [one] { $bribe } монету
    [few] { $bribe } монеты
   *[many] { $bribe } монет
} ({ $bonus_text }) и сложности { $tn }
affairs-plot-escaped = { $by } { GENDER($by) ->
    [f] ускользнула от последствий и утратила
   *[m] ускользнул от последствий и утратил
} черту «{ $trait }» (TRAIT-insidious).
# Чего стоило раскрытие, говорит строка о репутации, которая следует за этой (ACT-0).
affairs-plot-found-out = Однако { $house } { GENDER($house) ->
    [pl] раскрыли
   *[other] раскрыл
} интригу (ACT-0).
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
} завербовать в шпионы { ACC($target) } из рода { GEN($target_house) }, но неудачно: { $why }.
affairs-spy-failed = { $by } { GENDER($by) ->
    [f] пыталась
   *[m] пытался
} завербовать в шпионы { ACC($target) } из рода { GEN($target_house) }, но неудачно: { $check }.
# $members — имена в родительном падеже; $yours — yes, если шпиона завербовал дом читателя
affairs-spy = { $by } { GENDER($by) ->
    [f] завербовала
   *[m] завербовал
} в шпионы { ACC($target) } из рода { GEN($target_house) }: { $check }. Теперь { $yours ->
    [yes] вам
   *[no] { DAT($house) }
} известны черты, лояльность и навыки { $members }, а также казна и армия { GEN($target_house) } (INFO-2).

affairs-gossip-failed = { $by } { GENDER($by) ->
    [f] распускала
   *[m] распускал
} слухи { ABOUT($target_house) }, но им никто не поверил: { $check }.
affairs-gossip = { $by } { GENDER($by) ->
    [f] распустила
   *[m] распустил
} слухи { ABOUT($target_house) }: { $check }, и репутация { GEN($target_house) } упала на { $loss }.
affairs-gossip-no-effect = { $by } { GENDER($by) ->
    [f] распустила
   *[m] распустил
} слухи { ABOUT($target_house) }: { $check }, но репутации { GEN($target_house) } падать уже некуда.

# $yours — yes, если переманивал дом читателя.
affairs-conspiracy-refused = { $by } { GENDER($by) ->
    [f] пыталась
   *[m] пытался
} переманить { ACC($target) } из рода { GEN($target_house) } { $yours ->
    [yes] на вашу сторону
   *[no] на сторону { GEN($house) }
}, но неудачно: { $why }.
affairs-conspiracy-failed = { $by } { GENDER($by) ->
    [f] пыталась
   *[m] пытался
} переманить { ACC($target) } из рода { GEN($target_house) } { $yours ->
    [yes] на вашу сторону
   *[no] на сторону { GEN($house) }
}, но неудачно: { $check }.
affairs-conspiracy = { $by } { GENDER($by) ->
    [f] переманила
   *[m] переманил
} { ACC($target) } из рода { GEN($target_house) }: { $check }, и { $target } переходит { $yours ->
    [yes] к вам
   *[no] { TO($house) }
}.
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
} наёмного убийцу { TO($target) } из рода { GEN($target_house) }, но покушение не удалось: { $check }.
affairs-assassinate-mercenary = { $by } { GENDER($by) ->
    [f] подослала
   *[m] подослал
} наёмного убийцу { TO($target) } из рода { GEN($target_house) }: { $check }, и { $target } { GENDER($target) ->
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
} { ACC($agent) } убить { ACC($target) } из рода { GEN($target_house) }, но покушение не удалось: { $check }.
affairs-assassinate-agent = { $by } { GENDER($by) ->
    [f] склонила
   *[m] склонил
} { ACC($agent) } убить { ACC($target) } из рода { GEN($target_house) }: { $check }, и { $target } { GENDER($target) ->
    [f] убита
   *[m] убит
}.

# $action — название действия; $yours — house: интригу раскрыл дом читателя, plotter: её плёл он, no — иначе.
affairs-plot-discovered = { $yours ->
    [house] Вы раскрыли интригу «{ $action }»: за ней стоит { $by } из рода { GEN($plotter) } (ACT-0).
    [plotter] { $house } { GENDER($house) ->
        [pl] раскрыли интригу «{ $action }» и узнали
       *[other] раскрыл интригу «{ $action }» и узнал
    }, что за ней стоит { GENDER($by) ->
        [f] ваша
       *[m] ваш
    } { $by } (ACT-0).
   *[no] { $house } { GENDER($house) ->
        [pl] раскрыли
       *[other] раскрыл
    } интригу «{ $action }»: за ней стоит { $by } из рода { GEN($plotter) } (ACT-0).
}
# $yours — yes, если слежку заметил дом читателя.
affairs-spied-on = { $yours ->
    [yes] Кто-то из ваших с чертой «{ $trait }» заметил слежку: { $recruiter } из рода { GEN($plotter) } { GENDER($recruiter) ->
        [f] завербовала
       *[m] завербовал
    } в шпионы { GENDER($spy) ->
        [f] вашу
       *[m] вашего
    } { ACC($spy) } (TRAIT-paranoid).
   *[no] Кто-то из { GEN($house) } с чертой «{ $trait }» заметил слежку: { $recruiter } из рода { GEN($plotter) } { GENDER($recruiter) ->
        [f] завербовала
       *[m] завербовал
    } в шпионы { ACC($spy) } (TRAIT-paranoid).
}
# Дом, к которому он переходит, не назван: его нет среди данных события. $yours — yes, если он ушёл от читателя.
affairs-defected = { $yours ->
    [yes] { GENDER($who) ->
        [f] Ваша { $who } изменила вам и перешла в другую династию.
       *[m] Ваш { $who } изменил вам и перешёл в другую династию.
    }
   *[no] { $who } { GENDER($who) ->
        [f] изменила
       *[m] изменил
    } { DAT($house) } и { GENDER($who) ->
        [f] перешла
       *[m] перешёл
    } в другую династию.
}

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
# После строки о гневе вспыльчивого главы (WAR-13), которая уже сказала, что он объявил войну.
affairs-war-first-battle-with = Первая битва { WITH($enemy) } состоится по итогам этого хода (WAR-14).

affairs-general-named = Генералом в войне против { GEN($enemy) } { GENDER($general) ->
    [f] назначена
   *[m] назначен
} { $general }; других действий генерал не выполняет (WAR-1).
affairs-general-named-instead = Генералом в войне против { GEN($enemy) } вместо { GEN($previous) } { GENDER($general) ->
    [f] назначена
   *[m] назначен
} { $general }; других действий генерал не выполняет (WAR-1).

# $yours — house: в войну вступает дом читателя, lord: он сюзерен, no — иначе.
affairs-war-joined = { $yours ->
    [house] Вы вступаете в войну на стороне своего сюзерена, { GEN($lord) } (VASSAL-5): теперь воюют { $attackers } против { $defenders }.
    [lord] { $house }, { GENDER($house) ->
        [pl] ваши вассалы, вступают
       *[other] ваш вассал, вступает
    } в войну на вашей стороне (VASSAL-5): теперь воюют { $attackers } против { $defenders }.
   *[no] { $house } { GENDER($house) ->
        [pl] вступают
       *[other] вступает
    } в войну на стороне своего сюзерена, { GEN($lord) } (VASSAL-5): теперь воюют { $attackers } против { $defenders }.
}

# $enemies — имена в родительном падеже; $loss — потеря репутации; $provinces — «Суздаль — до 2, Ростов — до 1»
# $yours — yes, если война затягивается для дома читателя.
affairs-war-drain = Война против { $enemies } затягивается: { $yours ->
    [yes] вы теряете
   *[no] { $house } { GENDER($house) ->
        [pl] теряют
       *[other] теряет
    }
} { $loss } репутации (WAR-9).
affairs-war-drain-provinces = Война против { $enemies } затягивается: { $yours ->
    [yes] вы теряете
   *[no] { $house } { GENDER($house) ->
        [pl] теряют
       *[other] теряет
    }
} { $loss } репутации, а лояльность провинций падает: { $provinces } (WAR-9).
affairs-war-drain-province = { $province } — до { $loyalty }

# Захват провинции в битве (PROV-2): часть перечня после «Победа за …:»
# $yours — to: провинция достаётся дому читателя, from: он её теряет, no — иначе.
affairs-capture = { $yours ->
    [to] { $province } переходит к вам от { GEN($from) } с лояльностью { $loyalty } (PROV-2)
    [from] { $province } переходит от вас { TO($to) } с лояльностью { $loyalty } (PROV-2)
   *[no] { $province } переходит от { GEN($from) } { TO($to) } с лояльностью { $loyalty } (PROV-2)
}
affairs-capture-retaken = { $yours ->
    [to] вы отбиваете { ACC($province) } у { GEN($from) } с прежней лояльностью { $loyalty } (PROV-2)
    [from] { $to } { GENDER($to) ->
        [pl] отбивают
       *[other] отбивает
    } у вас { ACC($province) } с прежней лояльностью { $loyalty } (PROV-2)
   *[no] { $to } { GENDER($to) ->
        [pl] отбивают
       *[other] отбивает
    } { ACC($province) } у { GEN($from) } с прежней лояльностью { $loyalty } (PROV-2)
}

# Битва в летописи (INFO-3): силы сторон, потери и захваты; кто вёл войско — только в отчётах сторон.
# $attackers — «войска Ярославичей» или «ваши войска» (affairs-battle-side), $defenders — то же в творительном
# падеже (affairs-battle-side-ins); $winners — имена в творительном падеже
affairs-battle = В битве сошлись { $attackers } и { $defenders }: сила сторон — { $attack } против { $defence }.
# $yours — yes, если на этой стороне дом читателя; $allies — остальные дома стороны в родительном падеже, $count —
# сколько их.
affairs-battle-side = { $yours ->
    [yes] { $count ->
        [0] ваша армия
        [one] ваша армия и армия { $allies }
       *[other] ваша армия и армии { $allies }
    }
   *[no] { $count ->
        [one] армия { $allies }
       *[other] армии { $allies }
    }
}
# $fallen — «у Ярославичей — 15 солдат, у Ростиславичей — 10 солдат»
affairs-battle-losses = Потери: { $fallen } (WAR-7).
affairs-battle-loss = { $yours ->
    [yes] у вас
   *[no] у { GEN($house) }
} — { $count ->
    [0] ни одного солдата
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
affairs-battle-report-attacking = В битве против { $enemies } вы наступали: { $sent ->
    [0] в бой не пошёл ни один солдат
    [one] в бой пошёл { $sent } солдат
    [few] в бой пошли { $sent } солдата
   *[many] в бой пошли { $sent } солдат
}.
affairs-battle-report-defending = В битве против { $enemies } вы оборонялись: { $sent ->
    [0] в бой не пошёл ни один солдат
    [one] в бой пошёл { $sent } солдат
    [few] в бой пошли { $sent } солдата
   *[many] в бой пошли { $sent } солдат
}.
affairs-battle-report-no-general = Генерала не было, и армия сражалась без его прибавки (WAR-14).
affairs-battle-report-refused = Генерал { $general } { GENDER($general) ->
    [f] отказалась
   *[m] отказался
} сражаться, и { GENDER($general) ->
    [f] её
   *[m] его
} навык «{ $skill }» считался равным 0: прибавки не было (SAB-4, WAR-6).
affairs-battle-report-led = Армию { GENDER($general) ->
    [f] вела
   *[m] вёл
} генерал { $general } ({ $skill } { $combat }), и это дало +{ $bonus } к силе: по { $combat } { $per ->
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
# Бесплатная учёба генерала после битвы (WAR-6): $roll — что выпало, $bonus — прибавка, $total — вместе.
affairs-free-study-up = После битвы { $general } бесплатно { GENDER($general) ->
    [f] упражнялась
   *[m] упражнялся
} в навыке «{ $skill }»: выпало { $roll }{ $bonus ->
    [0] {""}
   *[other] , с прибавкой +{ $bonus } — { $total }
}, больше { $level }, и навык вырос до { $new_level } (WAR-6).
affairs-free-study-none = После битвы { $general } бесплатно { GENDER($general) ->
    [f] упражнялась
   *[m] упражнялся
} в навыке «{ $skill }»: выпало { $roll }{ $bonus ->
    [0] {""}
   *[other] , с прибавкой +{ $bonus } — { $total }
}, не больше { $level }, и навык не вырос (WAR-6).

# SAB-4: генерал с низкой лояльностью; $roll — что выпало, $loyalty — его лояльность, $total — вместе
affairs-general-refused = Генерал { $general } { GENDER($general) ->
    [f] отказалась
   *[m] отказался
} сражаться: выпало { $roll }, с лояльностью { $loyalty } — { $total }, а при { $most } и меньше генерал бросает дело (SAB-4). В битве { GENDER($general) ->
    [f] её
   *[m] его
} навык «{ $skill }» считается равным 0 (WAR-6).
affairs-general-obeyed = Генерал { $general }, несмотря на низкую лояльность, { GENDER($general) ->
    [f] повела
   *[m] повёл
} армию в бой: выпало { $roll }, с лояльностью { $loyalty } — { $total }, больше { $most } (SAB-4).

# WAR-12; $attackers, $defenders, $losers — имена в родительном падеже; $yours — yes, если дом читателя
# воевал: тогда $enemies — его враги в родительном падеже
affairs-war-ended-peace = { $yours ->
    [yes] Ваша война против { $enemies } окончена миром (WAR-12).
   *[no] Война { $attackers } против { $defenders } окончена миром (WAR-12).
}
affairs-war-ended-no-provinces = { $yours ->
    [yes] Ваша война против { $enemies } окончена: у { $losers } не осталось ни одной провинции (WAR-12).
   *[no] Война { $attackers } против { $defenders } окончена: у { $losers } не осталось ни одной провинции (WAR-12).
}
# $why — код причины, которому программа не знает слов
affairs-war-ended = { $yours ->
    [yes] Ваша война против { $enemies } окончена: { $why } (WAR-12).
   *[no] Война { $attackers } против { $defenders } окончена: { $why } (WAR-12).
}

# WAR-10: война с роднёй; $loss — сколько репутации она стоит; $yours — yes, если воюет дом читателя
affairs-war-penalty-branch = Война против { GEN($enemy) } идёт внутри одной династии, между главной линией и её ветвью, и { $yours ->
    [yes] стоит вам
   *[no] стоит { DAT($house) }
} { $loss } репутации (WAR-10).
affairs-war-penalty-close = Война против { GEN($enemy) } — это война с близкой роднёй, и она { $yours ->
    [yes] стоит вам
   *[no] стоит { DAT($house) }
} { $loss } репутации (WAR-10).
affairs-war-penalty-relative = Война против { GEN($enemy) } — это война с роднёй, и она { $yours ->
    [yes] стоит вам
   *[no] стоит { DAT($house) }
} { $loss } репутации (WAR-10).

# WAR-13: гнев Вспыльчивого главы; $yours — yes, если это глава дома читателя
affairs-hot-tempered-war = { $yours ->
    [yes] { GENDER($head) ->
        [f] Ваша глава
       *[m] Ваш глава
    }
   *[no] Глава { GEN($house) }
} { $head }, { GENDER($head) ->
    [f] вспыльчивая нравом, разгневалась
   *[m] вспыльчивый нравом, разгневался
} на { ACC($enemy) } за потерю { $damage } репутации: выпало { $roll }, и { GENDER($head) ->
    [f] она
   *[m] он
} { GENDER($head) ->
    [f] объявила
   *[m] объявил
} { GENDER($enemy) ->
    [pl] им
   *[other] ему
} войну (WAR-13).
affairs-hot-tempered-calm = { $yours ->
    [yes] { GENDER($head) ->
        [f] Ваша глава
       *[m] Ваш глава
    }
   *[no] Глава { GEN($house) }
} { $head }, { GENDER($head) ->
    [f] вспыльчивая нравом, разгневалась
   *[m] вспыльчивый нравом, разгневался
} на { ACC($enemy) } за потерю { $damage } репутации, но выпало { $roll }, и гнев утих: до войны дошло бы, только если бы выпало { $on } (WAR-13).
affairs-hot-tempered-target-gone = { $yours ->
    [yes] { GENDER($head) ->
        [f] Ваша глава
       *[m] Ваш глава
    }
   *[no] Глава { GEN($house) }
} { $head }, { GENDER($head) ->
    [f] вспыльчивая нравом, разгневалась
   *[m] вспыльчивый нравом, разгневался
} на { ACC($enemy) } за потерю { $damage } репутации: выпало { $roll }, но { $enemy } уже { GENDER($enemy) ->
    [pl] пали
   *[other] пал
} (WAR-13).
affairs-hot-tempered-already-at-war = { $yours ->
    [yes] { GENDER($head) ->
        [f] Ваша глава
       *[m] Ваш глава
    }
   *[no] Глава { GEN($house) }
} { $head }, { GENDER($head) ->
    [f] вспыльчивая нравом, разгневалась
   *[m] вспыльчивый нравом, разгневался
} на { ACC($enemy) } за потерю { $damage } репутации: выпало { $roll }, но война { WITH($enemy) } и так идёт (WAR-13).
affairs-hot-tempered-lord = { $yours ->
    [yes] { GENDER($head) ->
        [f] Ваша глава
       *[m] Ваш глава
    }
   *[no] Глава { GEN($house) }
} { $head }, { GENDER($head) ->
    [f] вспыльчивая нравом, разгневалась
   *[m] вспыльчивый нравом, разгневался
} на { ACC($enemy) } за потерю { $damage } репутации: выпало { $roll }, но { $enemy } — { GENDER($enemy) ->
    [pl] { $yours ->
        [yes] ваши сюзерены
       *[no] сюзерены { GEN($house) }
    }
   *[other] { $yours ->
        [yes] ваш сюзерен
       *[no] сюзерен { GEN($house) }
    }
}, а вассал на сюзерена войной не идёт (VASSAL-5).

## Мир (ACT-offer_peace, ACT-accept_peace, WAR-12)

# $yours — by: мир предлагает дом читателя, to: ему, no — иначе; $plain — yes, если условий нет
affairs-peace-offer = { $yours ->
    [by] От вашего имени { $by } { GENDER($by) ->
        [f] предложила
       *[m] предложил
    } { DAT($to) } { $plain ->
        [yes] мир без условий
       *[no] мир
    }.
    [to] { $by } от имени { GEN($house) } { GENDER($by) ->
        [f] предложила
       *[m] предложил
    } вам { $plain ->
        [yes] мир без условий
       *[no] мир
    }.
   *[no] { $by } от имени { GEN($house) } { GENDER($by) ->
        [f] предложила
       *[m] предложил
    } { DAT($to) } { $plain ->
        [yes] мир без условий
       *[no] мир
    }.
}
# $yours — by, если мир предложил дом читателя: тогда ответ за $to
affairs-peace-offer-answer = { $yours ->
    [by] { $to } { GENDER($to) ->
        [pl] могут
       *[other] может
    } принять его приказами этого хода.
   *[no] Принять его можно приказами этого хода.
}
# $yours — house: мир принял дом читателя, offerer: принят его мир, no — иначе; $ago — this, last, earlier
affairs-peace-accept = { $yours ->
    [house] От вашего имени { $by } { GENDER($by) ->
        [f] приняла
       *[m] принял
    } мир, { $ago ->
        [this] предложенный { INS($offerer) } в этом ходу.
        [last] предложенный { INS($offerer) } в прошлом ходу.
       *[earlier] предложенный { INS($offerer) } на { $turn }-м ходу.
    }
    [offerer] { $by } от имени { GEN($house) } { GENDER($by) ->
        [f] приняла
       *[m] принял
    } мир, { $ago ->
        [this] который вы предложили в этом ходу.
        [last] который вы предложили в прошлом ходу.
       *[earlier] который вы предложили на { $turn }-м ходу.
    }
   *[no] { $by } от имени { GEN($house) } { GENDER($by) ->
        [f] приняла
       *[m] принял
    } мир, { $ago ->
        [this] предложенный { INS($offerer) } в этом ходу.
        [last] предложенный { INS($offerer) } в прошлом ходу.
       *[earlier] предложенный { INS($offerer) } на { $turn }-м ходу.
    }
}
affairs-peace-accept-unanswered = { $yours ->
    [house] От вашего имени { $by } { GENDER($by) ->
        [f] была готова
       *[m] был готов
    } принять мир { WITH($offerer) }, но { $offerer } в этом ходу мира так и не { GENDER($offerer) ->
        [pl] предложили
       *[other] предложил
    }, и согласие утратило силу.
    [offerer] { $by } от имени { GEN($house) } { GENDER($by) ->
        [f] была готова
       *[m] был готов
    } принять ваш мир, но в этом ходу вы его так и не предложили, и согласие утратило силу.
   *[no] { $by } от имени { GEN($house) } { GENDER($by) ->
        [f] была готова
       *[m] был готов
    } принять мир { WITH($offerer) }, но { $offerer } в этом ходу мира так и не { GENDER($offerer) ->
        [pl] предложили
       *[other] предложил
    }, и согласие утратило силу.
}
# $yours — yes, если мир заключил дом читателя: тогда $other — его бывший враг; $ended — yes, если мир
# окончил всю войну
affairs-peace = { $yours ->
    [yes] Вы заключили мир { WITH($other) }{ $ended ->
        [yes] , и война окончена (WAR-12).
       *[no] .
    }
   *[no] { $offerer } и { $receiver } заключили мир{ $ended ->
        [yes] , и война между ними окончена (WAR-12).
       *[no] .
    }
}
# $yours — to: провинция достаётся дому читателя, from: он её отдаёт, no — иначе
affairs-peace-province = { $yours ->
    [to] { $province } переходит к вам от { GEN($from) }.
    [from] { $province } переходит от вас { TO($to) }.
   *[no] { $province } переходит от { GEN($from) } { TO($to) }.
}
# $yours — yes, если из войны выходит дом читателя
affairs-peace-left-one = { $yours ->
    [yes] Вы выходите из войны; для остальных она продолжается (VASSAL-5).
   *[no] { $house } { GENDER($house) ->
        [pl] выходят
       *[other] выходит
    } из войны; для остальных она продолжается (VASSAL-5).
}
# $houses — имена через запятую
affairs-peace-left = { $houses } выходят из войны; для остальных она продолжается (VASSAL-5).

# $yours — yes, если мир заключал дом читателя: тогда $other — другая сторона
affairs-peace-failed = { $yours ->
    [yes] Мир { WITH($other) } не состоялся: { $why }.
   *[no] Мир между { INS($offerer) } и { INS($receiver) } не состоялся: { $why }.
}
affairs-peace-failure-not-at-war = войны уже нет
affairs-peace-failure-not-enough-coins = на выполнение условий не хватает монет (DYN-7)
affairs-peace-failure-province-gone = одна из провинций, названных в условиях, сменила владельца

# $yours — by: предложение сделал человек дома читателя, to: предложение сделано ему, no — иначе
affairs-peace-offer-lapsed = { $yours ->
    [by] Предложение мира, которое { GENDER($by) ->
        [f] ваша { $by } сделала
       *[m] ваш { $by } сделал
    } { DAT($to) } на { $turn }-м ходу, осталось без ответа и утратило силу.
    [to] Предложение мира, которое { $by } из рода { GEN($house) } { GENDER($by) ->
        [f] сделала
       *[m] сделал
    } вам на { $turn }-м ходу, осталось без ответа и утратило силу.
   *[no] Предложение мира, которое { $by } из рода { GEN($house) } { GENDER($by) ->
        [f] сделала
       *[m] сделал
    } { DAT($to) } на { $turn }-м ходу, осталось без ответа и утратило силу.
}
affairs-peace-accept-lapsed = { $yours ->
    [by] Согласие на мир, которое { GENDER($by) ->
        [f] ваша { $by } дала
       *[m] ваш { $by } дал
    } { DAT($to) } на { $turn }-м ходу, утратило силу: { $to } мира так и не { GENDER($to) ->
        [pl] предложили
       *[other] предложил
    }.
    [to] Согласие на мир, которое { $by } из рода { GEN($house) } { GENDER($by) ->
        [f] дала
       *[m] дал
    } вам на { $turn }-м ходу, утратило силу: вы мира так и не предложили.
   *[no] Согласие на мир, которое { $by } из рода { GEN($house) } { GENDER($by) ->
        [f] дала
       *[m] дал
    } { DAT($to) } на { $turn }-м ходу, утратило силу: { $to } мира так и не { GENDER($to) ->
        [pl] предложили
       *[other] предложил
    }.
}

## Раздел «Войны» личного отчёта (WAR-1, WAR-9, WAR-11, WAR-14)

affairs-war-summary-new = Война начинается в этом ходу; первая битва — по итогам следующего (WAR-14).
# $n — сколько ходов войны позади; этот ход — её ($n + 1)-й.
affairs-war-summary = { $n ->
    [1] Позади первый ход войны
    [one] Позади { $n } ход войны
    [few] Позади { $n } хода войны
   *[many] Позади { $n } ходов войны
} (WAR-14). По итогам этого хода { $rep ->
    [0] состоится битва (WAR-11).
   *[other] война отнимет у вас { $rep } репутации и по { $loyalty } лояльности в каждой провинции (WAR-9), а затем состоится битва (WAR-11).
}
# WAR-10: война с роднёй, чья потеря — наибольшая за ход; $rep — что эта война отнимет по WAR-9 (0 в первый
# ход), $kin — по WAR-10, $total — вместе. DYN-2: $total — что войны отнимут наверняка, $reputation — у дома.
affairs-war-kin = { $rep ->
    [0] Это война с роднёй, и по итогам этого хода она отнимет у вас { $kin } репутации (WAR-10).
   *[other] Это война с роднёй, поэтому она отнимет ещё { $kin } репутации (WAR-10) — всего { $total } за ход.
}
affairs-war-fatal = У вас { $reputation } репутации, а войны отнимут в этом ходу { $total }: если ничто не прибавит её раньше и мир не будет заключён, вы выбудете из игры (DYN-2).
# $action — название действия «Сменить генерала»
affairs-war-no-general = Генерала нет, и армия будет сражаться без его прибавки (WAR-14). Назначьте генерала действием «{ $action }»; других действий он выполнять не будет (WAR-1).
affairs-war-general = Генерал — { $general } ({ $skill } { $combat }): +{ $combat } к силе { $per ->
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
