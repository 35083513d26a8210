# Для чего брошен каждый кубик (`log.yaml`, таблица костей в отчёте ведущего, кости в отчёте дома): по сообщению
# на каждый род броска, с его полной формулой, чтобы ведущий мог проверить любой бросок по таблице.
# $die — кости в записи языка отчёта (1к6, 2к6); $skill, $trait, $action, $technology — названия из правил;
# $terms — прочие слагаемые формулы, каждое со своим знаком (« + 1 за эпоху»), уже через пробел; $hidden —
# слагаемые, которых бросающий не знает (лояльность и черты чужого человека, лучшие Интриги чужого дома): их
# видит только ведущий, а отчёт дома берёт вместо такого сообщения его вариант «-told» без них (INFO-2).
# $options, $skills, $ages, $values — то, из чего выбирает кубик, по порядку, через запятую; $causes — причины
# штрафа к настроению через запятую; $sign — «+» или «−»; $change — число со знаком (−1); $sex — m или f.
# persons: $by $who $target $agent $spouse $father $mother $head $general
# houses: $house $target_house $winner $attacker $defender $ally $enemy
# provinces: $province
# numbers: $value $tn $n $age $on $most $loyalty $penalty $count $coins $factor $spread $step $low

## Кубик, названный в предложении, которое говорит, что выпало (INFO-5)

dice-rolled = выпало { $values }
dice-rolled-on = на { $die } выпало { $values }
# Рождение (MAR-3), сказанное с кубиками пары: $n — сколько кубиков.
dice-birth-told = выпало { $values }{ $n ->
    [one] , а ребёнка не было бы лишь при { $on }
   *[other] { $on ->
        [1] {" "}— ни одной единицы, а любая единица оставила бы их без ребёнка
       *[other] {" "}— ни одного { $on }, а любое { $on } оставило бы их без ребёнка
    }
} (MAR-3)

# Смерть от старости (AGE-5), сказанная с её кубиком.
dice-death-told = выпало { $values } — старость взяла своё (AGE-5)

## Слагаемые формул

dice-term-era = { $sign } { $n } за эпоху
dice-term-trait = { $sign } { $n } за черту «{ $trait }»
dice-term-bribe = + { $n } за подкуп ({ $coins ->
    [one] { $coins } монета
    [few] { $coins } монеты
   *[many] { $coins } монет
})
dice-term-loyalty = − { $factor ->
    [1] лояльность
   *[other] { $factor } × лояльность
} { GEN($who) } { $value }
dice-term-best = + { $skill } { $n } (лучшее значение у { GEN($house) })

## Проверки действий (ACT-0): 1к6 + навык исполнителя и поправки ≥ сложность

dice-check-pilgrimage = Паломничество { GEN($by) }: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-pilgrimage)
dice-check-develop = { $by } развивает { ACC($province) }: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-develop)
dice-check-pacify = { $by } успокаивает { ACC($province) }: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-pacify)
dice-check-research = { $by } изучает технологию «{ $technology }»: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-research)
dice-check-annul = Расторжение брака { GEN($spouse) }, просит { $by }: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-annul)
dice-check-gossip = Сплетни { GEN($by) } против { GEN($target_house) }: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-gossip)
dice-check-assassinate = { $by } нанимает убийцу против { GEN($target) }: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-assassinate)
dice-check-assassinate-head = { $by } нанимает убийцу против { GEN($target) }, главы династии: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-assassinate)
dice-check-spy = { $by } вербует { ACC($target) } в шпионы: { $die } + { $skill } { $value }{ $terms }{ $hidden } ≥ { $tn } (ACT-spy)
dice-check-spy-told = { $by } вербует { ACC($target) } в шпионы: { $die } + { $skill } { $value }{ $terms } − лояльность { GEN($target) } и поправки за { GENDER($target) ->
    [f] её
   *[m] его
} черты (вам они не известны) ≥ { $tn } (ACT-spy)
dice-check-conspiracy = { $by } склоняет { ACC($target) } к измене: { $die } + { $skill } { $value }{ $terms }{ $hidden } ≥ { $tn } (ACT-conspiracy)
dice-check-conspiracy-told = { $by } склоняет { ACC($target) } к измене: { $die } + { $skill } { $value }{ $terms } − { $factor ->
    [1] лояльность
   *[other] { $factor } × лояльность
} { GEN($target) } и поправки за { GENDER($target) ->
    [f] её
   *[m] его
} черты (вам они не известны) ≥ { $tn } (ACT-conspiracy)
dice-check-assassinate-agent = { $by } вербует { ACC($agent) }, чтобы убить { ACC($target) }: { $die } + { $skill } { $value }{ $terms }{ $hidden } ≥ { $tn } (ACT-assassinate)
dice-check-assassinate-agent-told = { $by } вербует { ACC($agent) }, чтобы убить { ACC($target) }: { $die } + { $skill } { $value }{ $terms } − лояльность { GEN($agent) } и поправки за { GENDER($agent) ->
    [f] её
   *[m] его
} черты (вам они не известны) ≥ { $tn } (ACT-assassinate)

## Что следует за действием: раскрытие интриги, уловка Коварного, саботаж, инициатива

dice-discovery = { GENDER($target_house) ->
    [pl] Заметят
   *[other] Заметит
} ли { $target_house } действие «{ $action }» { GEN($house) }: { $die }{ $hidden }{ $terms } ≥ { $tn } (ACT-0)
dice-discovery-told = { GENDER($target_house) ->
    [pl] Заметят
   *[other] Заметит
} ли { $target_house } действие «{ $action }» { GEN($house) }: { $die } + { $skill } (лучшее значение у { GEN($target_house) }; вам оно не известно){ $terms } ≥ { $tn } (ACT-0)
dice-escape = Уйдёт ли { $by } от последствий: { $die }, на { $on } { GENDER($by) ->
    [f] она избегает
   *[m] он избегает
} их всех и теряет черту «{ $trait }» (TRAIT-insidious)
dice-sabotage = Саботаж действия «{ $action }»: { $by }, { $die } + лояльность { $loyalty }; на { $most } и меньше { GENDER($by) ->
    [f] она
   *[m] он
} бросает дело (SAB-1)
dice-sabotage-penalty = Саботаж действия «{ $action }»: { $by }, { $die } + лояльность { $loyalty } − штраф { $penalty } за настроение: { $causes }; на { $most } и меньше { GENDER($by) ->
    [f] она
   *[m] он
} бросает дело (SAB-1)
dice-initiative = Инициатива действия «{ $action }» { GEN($house) } (действие { $n }): у кого больше, тот первый (ACT-0)
dice-study = Учёба { GEN($by) }: если { $die }{ $terms } > { $skill } { $value }, навык вырастет на 1 (ACT-study)

## Война

dice-war-refusal = Послушается ли генерал { $general }: { $die } + лояльность { $loyalty }; на { $most } и меньше { GENDER($general) ->
    [f] она отказывается
   *[m] он отказывается
} вести армию (SAB-4)
dice-war-study = Генерал { $general } учится в бою: если { $die }{ $terms } > { $skill } { $value }, навык вырастет на 1 (WAR-6)
dice-war-take = Какую провинцию { GENDER($winner) ->
    [pl] берут
   *[other] берёт
} { $winner } в войне { GEN($attacker) } { WITH($defender) } — по порядку: { $options } (WAR-5)
dice-hot-tempered = Черта «{ $trait }» { GEN($head) }: { $enemy } { GENDER($enemy) ->
    [pl] задели
    [f] задела
    [n] задело
   *[other] задел
} репутацию { GEN($house) }; { $die }, на { $on } — война (WAR-13)

## Провинции и поражение дома

dice-province-event = Событие { IN($province) }: { $die } по таблице событий (PROV-3)
dice-revolt-army = Восстание { IN($province) }: во сколько солдат обойдётся подавление — { $die } (PROV-4)
dice-province-new-owner = Кому достанется { $province } после восстания — по порядку: { $options } (PROV-4)
dice-defeat-province = Какую провинцию { GEN($house) } { GENDER($ally) ->
    [pl] получат
   *[other] получит
} { $ally } — по порядку: { $options } (DEFEAT-1)
dice-defeat-remainder = Кому достанется остаток { GEN($house) } — по порядку: { $options } (DEFEAT-2)

## Рождения, старость и новые люди (GEN-*)

dice-old-age = Старость { GEN($who) } ({ $age ->
    [one] { $age } год
    [few] { $age } года
   *[many] { $age } лет
}): { $die }, на { $on } { GENDER($who) ->
    [f] она умирает
   *[m] он умирает
} (AGE-5)
dice-birth = Рождение у { GEN($father) } и { GEN($mother) }: { $die }, ребёнок родится, если ни на одном кубике не выпадет { $on } (MAR-3)
dice-sex = Пол: 1 — мужской, 2 — женский (GEN-5)
dice-name = { $sex ->
    [f] Женское
   *[m] Мужское
} имя: одно из { $count }, ещё не занятых в семье, по порядку списка сценария (GEN-5)
dice-gen-skill = { $skill }: { $die }, в зачёт идёт меньший кубик (GEN-2)
dice-gen-rescue = Все навыки не выше { $most }: какой из них станет { $value } — по порядку: { $skills } (GEN-2)
dice-gen-trait-first = Первая черта: одна из { $count } по порядку правил (GEN-3)
dice-gen-trait-second = Вторая черта, не из категории черты «{ $trait }»: одна из { $count } по порядку правил (GEN-3)
dice-gen-trait-skill = Черта «{ $trait }»: { $n }-й навык, который изменится на { $change }, — по порядку: { $skills } (GEN-4)
dice-gen-kin = Родственник { GEN($head) }: 1 — ребёнок, 2 — брат или сестра (GEN-5)
dice-gen-spouse-age = Возраст { GENDER($head) ->
    [f] супруга
   *[m] супруги
} { GEN($head) }: { $age } ± { $spread } с шагом { $step }, не меньше { $low } (GEN-5)
dice-gen-sibling-age = Возраст брата или сестры { GEN($head) }: { $age } ± { $spread } с шагом { $step }, не меньше { $low } (GEN-5)
dice-gen-child-age = Возраст ребёнка { GEN($head) } — по порядку: { $ages } (GEN-5)
dice-spouse-age = Возраст { GENDER($by) ->
    [f] нового супруга
   *[m] новой супруги
} { GEN($by) } — по порядку: { $ages } (AGE-8)

## Главы домов большой игры (`dynasty.study.scaled`, GEN-1)

dice-head-traits = Черты главы: 1 — положительная и отрицательная, 2 — две нейтральные (GEN-1)
dice-head-trait = Черта главы № { $n }: одна из { $count } по порядку правил (GEN-1)
dice-head-skill = { $skill } главы — по порядку: { $values } (GEN-1)
dice-head-age = Возраст главы — по порядку: { $ages } (GEN-1)
dice-head-spouse-age = На сколько лет супруг моложе главы — по порядку: { $ages } (GEN-5)
