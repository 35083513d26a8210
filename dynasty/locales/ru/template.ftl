# Шаблон приказов (`dynasty template`): комментарии в файле, который игрок правит и присылает мастеру.
# Числа со знаком ($rep, $loyalty, ...) — текст вида «+10» или «−2».
# persons: $who $heir $regent
# houses: $house
# provinces: $province
# numbers: $turn $balance $army $cost $coins $low $high $age $base $penalty $reputation

template-title = Приказы { GEN($house) } ({ $house_id }) на ход { $turn } — { $era }.
# $ap — расчёт ОД хода.
template-means = ОД: { $ap }. Казна: { $balance ->
    [one] { $balance } монета
    [few] { $balance } монеты
   *[many] { $balance } монет
}. Армия: { $army ->
    [one] { $army } солдат
    [few] { $army } солдата
   *[many] { $army } солдат
}.

## Решения по событиям провинций (PROV-3, PROV-4): что написать и что это даст.

template-famine = неурожай { IN($province) }: заплатить { $cost ->
    [one] { $cost } монету
    [few] { $cost } монеты
   *[many] { $cost } монет
} (репутация { $rep }, лояльность { $loyalty }) или отказаться (репутация { $refuse_rep }, лояльность { $refuse_loyalty }, доход { $refuse_yield })
template-disease = болезнь { IN($province) }: заплатить { $cost ->
    [one] { $cost } монету
    [few] { $cost } монеты
   *[many] { $cost } монет
} (доход { $paid } вместо { $unpaid }) или отказаться
template-volunteers = добровольцы { IN($province) }: принять (армия { $gain }) или отказаться
template-revolt = восстание { IN($province) }: подавить (армия { $loss }) или уступить (провинция будет потеряна)
# SUCC-3 … SUCC-5, DYN-2: $others — другие законные наследники с их id через запятую; $base — первая часть
# цены SUCC-4, $penalty — вся цена при нынешней репутации $reputation.
template-heir = желаемый наследник (SUCC-5); по закону — { $heir } ({ $heir_id }), других законных наследников нет (SUCC-3)
template-heirs = желаемый наследник (SUCC-5); по закону — { $heir } ({ $heir_id }); другие законные наследники: { $others } (SUCC-3)
template-heir-unlawful = желаемый наследник (SUCC-5); законных наследников нет (SUCC-3): если глава умрёт, наследует { $heir } ({ $heir_id }, { GENDER($heir) ->
        [f] не законная наследница
       *[m] не законный наследник
    }): это будет стоить { $penalty } репутации из { $reputation } — { $base } и половина того, что останется (SUCC-4)
template-heir-unlawful-fatal = желаемый наследник (SUCC-5); законных наследников нет (SUCC-3): если глава умрёт, наследует { $heir } ({ $heir_id }, { GENDER($heir) ->
        [f] не законная наследница
       *[m] не законный наследник
    }): это будет стоить { $penalty } репутации ({ $base } и половина того, что останется), а у вас { $reputation } — ваша династия выбудет из игры (SUCC-4, DYN-2)

## Кто что может

template-members = Кто что может (ОД с учётом эпохи и черт; монеты — сверх ОД):
template-member = { $who_id } — { $who }, { $age ->
    [one] { $age } год
    [few] { $age } года
   *[many] { $age } лет
}
template-member-head = { $who_id } — { $who }, { $age ->
    [one] { $age } год
    [few] { $age } года
   *[many] { $age } лет
}, глава
# $member — одно из template-member*.
template-member-acts = { $member }:
template-member-isolated = { $member }: в изоляции, сможет действовать после приказа '- release: {"{"}target: { $who_id }{"}"}'
template-member-general = { $member }: генерал на войне, действий не выполняет
# $actions — действия через запятую, каждое как template-action*.
template-ap-group = { $ap } ОД: { $actions }
template-action = { $name } ({ $id })
# Действие, чьё название совпадает с id.
template-action-id = { $id }
template-action-id-priced = { $id } ({ $price })
# $price — одно из template-price-*.
template-action-priced = { $name } ({ $id }, { $price })
template-price = { $coins ->
    [one] { $coins } монета
    [few] { $coins } монеты
   *[many] { $coins } монет
}
template-price-range = { $low }–{ $high ->
    [one] { $high } монета
    [few] { $high } монеты
   *[many] { $high } монет
}
template-price-per-soldier = { $coins ->
    [one] { $coins } монета
    [few] { $coins } монеты
   *[many] { $coins } монет
} за солдата
template-price-bribe = взятка { $low }–{ $high ->
    [one] { $high } монета
    [few] { $high } монеты
   *[many] { $high } монет
}
template-price-mercenary = наёмник — { $coins ->
    [one] { $coins } монета
    [few] { $coins } монеты
   *[many] { $coins } монет
}
template-price-hired-teacher = нанятый учитель — { $low }–{ $high ->
    [one] { $high } монета
    [few] { $high } монеты
   *[many] { $high } монет
}

template-how = Строки с «##» — пояснения. Строки с одним «#» — примеры: уберите «# » в начале строки и впишите свои id. Отступы — только пробелы.
template-regent = регент, пока глава — ребёнок (SUCC-7); по умолчанию — { $regent } ({ $regent_id })
template-nobody = в этом ходу действовать некому
template-examples = Что дают действия и как их записать (уберите «# » перед строкой примера):
# $name — название действия, $id — его id, $cost — template-cost*, $does — одно из template-does-*.
template-told = { $name } ({ $id }), { $cost }: { $does }
# Действие, чьё название совпадает с id.
template-told-id = { $id }, { $cost }: { $does }
# $ap — число ОД или их разброс у разных членов династии («2–4»); $price — одно из template-price-*.
template-cost = { $ap } ОД
template-cost-priced = { $ap } ОД, { $price }

## Что делают действия: несколько слов о каждом.

template-does-find_spouse = вступить в брак с человеком из мелкого дворянского рода; репутация падает
template-does-mentor = учиться навыку у члена династии (teacher) или у нанятого учителя (hired_teacher: его уровень)
template-does-study = бросок на рост навыка
template-does-entertain = настроение исполнителя растёт
template-does-isolate = изолировать члена своей династии (не главу и не наследника)
template-does-release = освободить изолированного
template-does-abdicate = глава передаёт власть наследнику
template-does-create_branch = основать побочную ветвь из членов династии и провинций
template-does-name = дать имя новорождённому
template-does-visit = навестить члена другой династии и узнать его черты и лояльность; публично
template-does-ball = пригласить гостей из других династий и узнать их черты и лояльность; династии — репутация; публично
template-does-propose_marriage = предложить брак члену другой династии, по желанию с условиями (terms); публично
template-does-accept_marriage = принять предложение брака; публично
template-does-spy = завербовать шпиона в другой династии и узнать её тайны
template-does-gossip = распустить слухи: другая династия теряет репутацию
template-does-conspiracy = переманить члена другой династии в свою за взятку
template-does-assassinate = убить члена другой династии наёмником (mercenary) или агентом (agent)
template-does-donate = пожертвование церкви ради репутации; раз за ход
template-does-pilgrimage = настроение исполнителя, а при удаче и репутация; раз за ход
template-does-annul = расторгнуть брак члена династии; публично
template-does-declare_war = объявить войну и назначить генерала; публично
template-does-general = назначить нового генерала на войну
template-does-offer_peace = предложить мир, по желанию с условиями (terms); публично
template-does-accept_peace = принять предложенный мир; публично
template-does-recruit = набрать солдат в армию
template-does-disband = распустить часть армии
template-does-develop = поднять доход провинции
template-does-pacify = поднять лояльность провинции
template-does-research = изучить технологию

template-war = приказы на битву (WAR-2): сколько солдат отправить, какие провинции взять (по порядку)
template-take = { $province } — провинция { GEN($house) }
template-names = имена новорождённых (выбрано по умолчанию; можно изменить)

## Заготовки в примерах: то, что игрок впишет сам.

template-placeholder-person = <id персонажа>
template-placeholder-member = <id члена династии>
template-placeholder-house = <id династии>
template-placeholder-province = <id провинции>
template-placeholder-technology = <id технологии>
template-placeholder-name = <имя>
