# Шаблон приказов (`dynasty template`): комментарии в файле, который игрок правит и присылает мастеру.
# Числа со знаком ($rep, $loyalty, ...) — текст вида «+10» или «−2».
# persons: $who $heir
# houses: $house
# provinces: $province
# numbers: $turn $balance $army $cost $coins $low $high $age

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

template-famine = неурожай в { PREP($province) }: pay — заплатить { $cost ->
    [one] { $cost } монету
    [few] { $cost } монеты
   *[many] { $cost } монет
} (репутация { $rep }, лояльность { $loyalty }) или refuse — отказаться (репутация { $refuse_rep }, лояльность { $refuse_loyalty }, доход { $refuse_yield })
template-disease = болезнь в { PREP($province) }: pay — заплатить { $cost ->
    [one] { $cost } монету
    [few] { $cost } монеты
   *[many] { $cost } монет
} (доход { $paid } вместо { $unpaid }) или refuse — отказаться
template-volunteers = добровольцы в { PREP($province) }: accept — принять (армия { $gain }) или refuse — отказаться
template-revolt = восстание в { PREP($province) }: suppress — подавить (армия { $loss }) или yield — уступить (провинция будет потеряна)
template-heir = желаемый наследник (SUCC-5); по закону — { $heir } ({ $heir_id })

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
template-example = Действия записываются так, например:
template-war = приказы на битву (WAR-2): сколько солдат отправить, какие провинции взять
template-names = имена новорождённых (выбрано по умолчанию; можно изменить)
