# Ответ игроку на его приказы (`dynasty take`, `dynasty check --echo`): его ошибки и предупреждения, а затем —
# как поняты приказы: каждое действие с исполнителем и ценой, итоги ОД и монет, решения (принятые им и по
# умолчанию), приказы на битву и имена. $skill, $technology — названия на языке игры; $terms — условия,
# каждое как reply-term-*, через запятую; $guests, $members, $provinces, $take — имена через запятую.
# persons: $by $target $teacher $heir $child $spouse $agent $general $regent
# houses: $house $dynasty
# provinces: $province
# numbers: $turn $ap $spent $coins $balance $level $points $bribe $send $line $n $errors $warnings $pay $ask $extra $mood $base $penalty $reputation $loyalty $drop $paid_drop $army $fell $next

## Заголовок ответа

reply-title-ok = Приказы { GEN($dynasty) } на ход { $turn } приняты.
reply-title-warnings = Приказы { GEN($dynasty) } на ход { $turn } приняты, но взгляните на { $warnings ->
    [1] предупреждение
   *[other] предупреждения
} ниже.
reply-title-errors = Приказы { GEN($dynasty) } на ход { $turn }: { $errors ->
    [one] { $errors } ошибка
    [few] { $errors } ошибки
   *[many] { $errors } ошибок
} — исправьте { $errors ->
    [1] её
   *[other] их
} и пришлите приказы заново.
reply-title-unknown = Приказы на ход { $turn } не прочитаны: исправьте ошибки и пришлите их заново.
# Игроку выбывшей династии (DYN-2, SUCC-5): приказы не приняты. $fell — ход падения, $next — ход его последнего
# отчёта, $fell_to — репутация при падении (текст со знаком: −5).
reply-title-fallen = Приказы { GEN($dynasty) } на ход { $turn } не приняты.
reply-fallen = Ваш род выбыл из игры на { $fell }-м ходу; приказы больше не принимаются, ваш последний отчёт — в отчётах { $next }-го хода.
reply-fallen-reputation = Ваш род выбыл из игры на { $fell }-м ходу: репутация упала до { $fell_to } (DYN-2); приказы больше не принимаются, ваш последний отчёт — в отчётах { $next }-го хода.
reply-fallen-extinct = Ваш род выбыл из игры на { $fell }-м ходу: в роду не осталось ни одного живого члена (SUCC-5); приказы больше не принимаются, ваш последний отчёт — в отчётах { $next }-го хода.
reply-errors = Ошибки:
reply-warnings = Предупреждения:
# $text — строка приказов, как её написал игрок; $message — что с ней не так.
reply-problem-line = строка { $line } ({ $text }): { $message }
reply-problem = { $message }

## Что понято

reply-understood = Как поняты приказы:
reply-no-actions = Действий нет.
# $order — одно из reply-order-*, $cost — reply-cost*.
reply-action = { $by }: { $order } — { $cost }
reply-action-nobody = { $order } — { $cost }
# Исполнитель не из династии приказов: названы и его id.
reply-action-stranger = { $by } ({ $by_id }): { $order } — { $cost }
reply-cost = { $ap } ОД
reply-cost-coins = { $ap } ОД и { $coins ->
    [one] { $coins } монета
    [few] { $coins } монеты
   *[many] { $coins } монет
}
# Второе действие члена династии за ход (TRAIT-workaholic): $cost — reply-cost*, $trait — черта, $extra — ОД
# сверх цены, $mood — на сколько упадёт его настроение, $rule — id правила черты.
reply-cost-second = { $cost } (второе действие за ход, черта «{ $trait }»: +{ $extra } ОД, { $rule })
reply-cost-second-mood = { $cost } (второе действие за ход, черта «{ $trait }»: +{ $extra } ОД и настроение −{ $mood }, { $rule })
reply-total = Итого: { $spent } ОД из { $ap }; { $coins ->
    [one] { $coins } монета
    [few] { $coins } монеты
   *[many] { $coins } монет
} из { $balance } в казне.
reply-total-decisions = Итого: { $spent } ОД из { $ap }; { $coins ->
    [one] { $coins } монета
    [few] { $coins } монеты
   *[many] { $coins } монет
} из { $balance } в казне, с решениями.

reply-order-find_spouse = { GENDER($by) ->
    [f] поиск мужа
   *[m] поиск жены
}
reply-order-mentor = обучение навыку «{ $skill }» у { GEN($teacher) }
reply-order-mentor-hired = обучение навыку «{ $skill }» у нанятого учителя уровня { $level }
reply-order-study = обучение навыку «{ $skill }»
reply-order-entertain = развлечения
reply-order-isolate = изоляция { GEN($target) }
reply-order-release = освобождение { GEN($target) }
reply-order-abdicate = отречение в пользу { GEN($heir) }
reply-order-create_branch = побочная ветвь: { $members }; провинции: { $provinces }
reply-order-name = имя { DAT($child) }: «{ $name }»
reply-order-visit = визит { TO($target) }
reply-order-ball = бал, гости: { $guests }
reply-order-propose_marriage = сватовство { TO($target) }
reply-order-propose_marriage-terms = сватовство { TO($target) } на условиях: { $terms }
reply-order-accept_marriage = согласие на брак { WITH($target) }
# Условия стоящего предложения, как их видит принимающая сторона: приданое, которое просят, платит она.
reply-order-accept_marriage-terms = согласие на брак { WITH($target) } на условиях: { $terms }
reply-order-spy = слежка: вербовка { GEN($target) }
reply-order-gossip = сплетни { ABOUT($house) }
reply-order-conspiracy = заговор: переманить { ACC($target) }, взятка { $bribe ->
    [one] { $bribe } монета
    [few] { $bribe } монеты
   *[many] { $bribe } монет
}
reply-order-assassinate = убийство { GEN($target) } руками наёмника
reply-order-assassinate-agent = убийство { GEN($target) } руками { GEN($agent) }
reply-order-donate = пожертвование
reply-order-pilgrimage = паломничество
reply-order-annul = расторжение брака { GEN($spouse) }
reply-order-declare_war = объявление войны { DAT($house) }, генерал — { $general }
reply-order-general = новый генерал в войне { WITH($house) } — { $general }
reply-order-offer_peace = предложение мира { DAT($house) }
reply-order-offer_peace-terms = предложение мира { DAT($house) } на условиях: { $terms }
reply-order-accept_peace = согласие на мир { WITH($house) }
reply-order-recruit = набор в армию: { $points ->
    [one] { $points } солдат
    [few] { $points } солдата
   *[many] { $points } солдат
}
reply-order-disband = роспуск { $points ->
    [one] { $points } солдата
   *[other] { $points } солдат
}
reply-order-develop = развитие { GEN($province) }
reply-order-pacify = успокоение { GEN($province) }
reply-order-research = изучение технологии «{ $technology }»

reply-term-pay = мы платим { $pay ->
    [one] { $pay } монету
    [few] { $pay } монеты
   *[many] { $pay } монет
}
reply-term-ask = нам платят { $ask ->
    [one] { $ask } монету
    [few] { $ask } монеты
   *[many] { $ask } монет
}
reply-term-vassal = вассалом { GENDER($house) ->
    [pl] становятся
   *[other] становится
} { $house }
reply-term-cede = мы отдаём { $provinces }
reply-term-claim = мы забираем { $provinces }

## Решения

reply-decisions = Решения:
# $kind — famine, disease, volunteers или revolt; $choice — pay, refuse, accept, suppress или yield.
reply-decision = { $kind ->
    [famine] Неурожай
    [disease] Болезнь
    [volunteers] Добровольцы
   *[revolt] Восстание
} { IN($province) }: { $choice ->
    [pay] заплатить
    [refuse] отказаться
    [accept] принять
    [suppress] подавить
   *[yield] уступить
}
reply-decision-coins = { $kind ->
    [famine] Неурожай
    [disease] Болезнь
    [volunteers] Добровольцы
   *[revolt] Восстание
} { IN($province) }: { $choice ->
    [pay] заплатить
    [refuse] отказаться
    [accept] принять
    [suppress] подавить
   *[yield] уступить
} ({ $coins ->
    [one] { $coins } монета
    [few] { $coins } монеты
   *[many] { $coins } монет
})
# Решение, которого нет в приказах: $decision — reply-decision или reply-decision-coins.
reply-default = { $decision } — по умолчанию (PROV-6)
# Чем решение грозит (PROV-3, PROV-4, PROV-5): $decision — reply-decision, $loss — одно из reply-loss-*.
reply-decision-loss = { $decision } ({ $loss })
reply-loss-famine = репутация −{ $reputation }, лояльность −{ $loyalty }, доход провинции −{ $drop } навсегда
reply-loss-disease = доход провинции −{ $drop } навсегда, а при оплате { $paid_drop ->
    [0] без потерь
   *[other] −{ $paid_drop }
}
reply-loss-suppress = армия −{ $army }
reply-loss-yield = провинция будет потеряна
# SUCC-3 … SUCC-5, DYN-2: $others — другие законные наследники через запятую; $base — первая часть цены SUCC-4,
# $penalty — вся цена при нынешней репутации $reputation.
reply-heir = Наследник: { $heir }
reply-heir-default = Наследник не назван: по закону наследует { $heir }, других законных наследников нет (SUCC-3, SUCC-5)
reply-heir-default-others = Наследник не назван: по закону наследует { $heir }; другие законные наследники: { $others } (SUCC-3, SUCC-5)
reply-heir-none = Наследник не назван, а законных наследников нет (SUCC-3): если глава умрёт, наследует { $heir } ({ GENDER($heir) ->
        [f] не законная наследница
       *[m] не законный наследник
    }): это будет стоить { $penalty } репутации из { $reputation } — { $base } и половина того, что останется (SUCC-4)
reply-heir-none-fatal = Наследник не назван, а законных наследников нет (SUCC-3): если глава умрёт, наследует { $heir } ({ GENDER($heir) ->
        [f] не законная наследница
       *[m] не законный наследник
    }): это будет стоить { $penalty } репутации ({ $base } и половина того, что останется), а у вас { $reputation } — ваша династия выбудет из игры (SUCC-4, DYN-2)
reply-heir-unlawful = Наследник: { $heir } — { GENDER($heir) ->
        [f] не законная наследница
       *[m] не законный наследник
    }: если глава умрёт, это будет стоить { $penalty } репутации из { $reputation } — { $base } и половина того, что останется (SUCC-4)
reply-heir-unlawful-fatal = Наследник: { $heir } — { GENDER($heir) ->
        [f] не законная наследница
       *[m] не законный наследник
    }: если глава умрёт, это будет стоить { $penalty } репутации ({ $base } и половина того, что останется), а у вас { $reputation } — ваша династия выбудет из игры (SUCC-4, DYN-2)
reply-regent = Регент: { $regent }

## Война и имена

reply-war = Битва { WITH($house) }: в бой { $send ->
    [one] идёт { $send } солдат
    [few] идут { $send } солдата
   *[many] идут { $send } солдат
}
reply-war-take = Битва { WITH($house) }: в бой { $send ->
    [one] идёт { $send } солдат
    [few] идут { $send } солдата
   *[many] идут { $send } солдат
}; взять: { $take }
reply-war-default = Битва { WITH($house) }: в бой идёт вся армия, поровну между войнами (WAR-11)
reply-name = Имя { DAT($child) }: «{ $name }»

## Не принято: приказы, которые проверка отвергла, с причиной

reply-refused = Не принято:
reply-war-refused-declared = Битва { WITH($house) }: война объявлена в этих же приказах, и первая битва будет лишь по итогам следующего хода — приказ на битву дайте тогда (WAR-14)
reply-war-refused = Битва { WITH($house) }: вы не воюете { WITH($house) } (WAR-2)
