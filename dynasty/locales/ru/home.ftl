# Отчёты: события рода и дома — смерти, рождения, наследование, регентство, браки с мелкой знатью, учёба,
# церковь, провинции, войско, визиты и балы; почему действие не удалось, саботаж, инициатива, решения по
# событиям провинций, доход, настроение, лояльность, репутация и их причины, поражение, конец игры, эпохи,
# родство союзников.
# persons: $who $by $target $child $father $mother $head $previous $regent $spouse $teacher $husband $wife $guest $ruler $heir $other
# houses: $dynasty $host $former $lord $vassal $receiver $attacker $defender $winner $source $house
# provinces: $province
# numbers: $n $age $roll $dies_on $value $total $tn $before $after $level $coins $balance $points $army $turns $ap $gross $tax $upkeep $loyalty $penalty $reputation $capable $min_age $limit $gap $most $count $drop $province_yield $fails_on $least $base $revolt_at $accept_at $desert_at $paid_drop $loss

## Слова и арифметика бросков

home-coins = { $n ->
    [one] { $n } монета
    [few] { $n } монеты
   *[many] { $n } монет
}
home-soldiers = { $n ->
    [one] { $n } солдат
    [few] { $n } солдата
   *[many] { $n } солдат
}
home-turns = { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
}
# Проверка навыка: 1к6 + навык (+ бонус эпохи, ERA-2) против сложности; $skill — название навыка, $value — его
# значение, $result — success или failure, $bonus — бонус эпохи со знаком: «+1».
home-check = выпало { $roll }, { $skill } { $value } — { $result ->
        [success] всего { $total }, а нужно было { $tn }
       *[failure] всего { $total }, а нужно { $tn }
    }
home-check-bonus = выпало { $roll }, { $skill } { $value }, { $bonus } за эпоху — { $result ->
        [success] всего { $total }, а нужно было { $tn }
       *[failure] всего { $total }, а нужно { $tn }
    }
# Навык проверки, когда действие неизвестно.
home-check-skill = навык
# Список из нескольких имён: «Суздаль и Ростов», «Суздаль, Ростов и Владимир»; $first — все, кроме последнего, через запятую.
home-list-and = { $first } и { $last }
# Имя дома в родительном падеже — для списка домов.
home-house-gen = { GEN($dynasty) }
home-action-quoted = «{ $action }»
# Один из двух тёзок в списке имён: с его родом («гости: Олег из рода Галицких, Олег из рода Ростиславичей»).
home-namesake = { $who } из рода { GEN($dynasty) }

## Смерть и старость (AGE-5)

home-death-old-age = { $yours ->
        [yes] { GENDER($who) ->
            [f] Ваша
           *[m] Ваш
        } { $who }
       *[no] { $who } из рода { GEN($dynasty) }
    } { GENDER($who) ->
        [f] умерла
       *[m] умер
    } от старости в { $age } { $age ->
        [one] год
        [few] года
       *[many] лет
    }.
home-death-assassination = { $yours ->
        [yes] { GENDER($who) ->
            [f] Ваша
           *[m] Ваш
        } { $who }
       *[no] { $who } из рода { GEN($dynasty) }
    } { GENDER($who) ->
        [f] погибла
       *[m] погиб
    } от руки убийцы в { $age } { $age ->
        [one] год
        [few] года
       *[many] лет
    }.
home-death-defeat = { $yours ->
        [yes] { GENDER($who) ->
            [f] Ваша
           *[m] Ваш
        } { $who }
       *[no] { $who } из рода { GEN($dynasty) }
    } { GENDER($who) ->
        [f] погибла
       *[m] погиб
    } вместе со своим родом в { $age } { $age ->
        [one] год
        [few] года
       *[many] лет
    }.
home-death = { $yours ->
        [yes] { GENDER($who) ->
            [f] Ваша
           *[m] Ваш
        } { $who }
       *[no] { $who } из рода { GEN($dynasty) }
    } { GENDER($who) ->
        [f] умерла
       *[m] умер
    } в { $age } { $age ->
        [one] год
        [few] года
       *[many] лет
    }.
home-old-age-survived = { DAT($who) } { $age ->
        [one] исполнился
       *[many] исполнилось
    } { $age } { $age ->
        [one] год
        [few] года
       *[many] лет
    }, и старость { GENDER($who) ->
        [f] её
       *[m] его
    } пощадила: выпало { $roll }, а смерть грозила лишь при { $dies_on }.

## Рождение, наследование, регентство (SUCC-*)

home-birth = { $yours ->
        [yes] У ваших { GEN($father) } и { GEN($mother) }
       *[no] В роду { GEN($dynasty) } у { GEN($father) } и { GEN($mother) }
    } { GENDER($child) ->
        [f] родилась дочь
       *[m] родился сын
    } { $child }.
home-new-head-default = Главой { GEN($dynasty) } после { GEN($previous) } { GENDER($head) ->
        [f] стала законная наследница
       *[m] стал законный наследник
    } { $head }.
home-new-head-named = Главой { GEN($dynasty) } после { GEN($previous) } { GENDER($head) ->
        [f] стала названная наследница
       *[m] стал названный наследник
    } { $head } (SUCC-5).
home-new-head-named-unlawful = Главой { GEN($dynasty) } после { GEN($previous) } { GENDER($head) ->
        [f] стала { $head } — названная, но не законная наследница
       *[m] стал { $head } — названный, но не законный наследник
    } (SUCC-4).
home-new-head-no-lawful-heir = Законных наследников у { GEN($dynasty) } не осталось: главой после { GEN($previous) } { GENDER($head) ->
        [f] стала старшая в династии — { $head }
       *[m] стал старший в династии — { $head }
    } (SUCC-4).
home-new-head-abdicate = { $previous } { GENDER($previous) ->
        [f] отреклась
       *[m] отрёкся
    } от власти; { $yours ->
        [yes] новым главой { GENDER($head) ->
            [f] стала ваша
           *[m] стал ваш
        }
       *[no] главой { GEN($dynasty) } { GENDER($head) ->
            [f] стала
           *[m] стал
        }
    } { $head }.
home-new-head-regent = Пока { $head } не вырастет, за { GENDER($head) ->
        [f] неё
       *[m] него
    } правит регент { $regent } (SUCC-6).
home-heir-not-valid = { GENDER($who) ->
        [f] Названная наследница
       *[m] Названный наследник
    } { $who } не может наследовать: { GENDER($who) ->
        [f] её
       *[m] его
    } нет среди живых членов династии (SUCC-5).
home-extinct = Род { GEN($dynasty) } пресёкся: не осталось ни одного живого члена (SUCC-5).
home-regent = { $regent } { GENDER($regent) ->
        [f] стала
       *[m] стал
    } регентом при { GENDER($head) ->
        [f] малолетней
       *[m] малолетнем
    } главе { PREP($head) } (SUCC-6).
home-regent-named = { $regent }, { GENDER($regent) ->
        [f] названная в приказах, стала
       *[m] названный в приказах, стал
    } регентом при { GENDER($head) ->
        [f] малолетней
       *[m] малолетнем
    } главе { PREP($head) } (SUCC-7).
home-regency-ends = { $head } { GENDER($head) ->
        [f] выросла
       *[m] вырос
    } и правит без регента: регентство { GEN($regent) } окончено (SUCC-6).
home-regent-not-valid = { $regent } не может быть регентом: им становится только живой член династии не моложе { $capable } { $capable ->
        [one] года
       *[many] лет
    }, кроме главы (SUCC-6).
home-no-regent = У { GENDER($head) ->
        [f] малолетней
       *[m] малолетнего
    } главы { GEN($head) } нет регента: в роду некому им стать (SUCC-6).

## Браки, учёба, церковь

# ACT-find_spouse: $by — член рода, $spouse — супруг или супруга из мелкого дворянского рода.
home-marriage-found = { $yours ->
        [yes] { GENDER($by) ->
            [f] Ваша
           *[m] Ваш
        } { $by }
       *[no] { $by } из рода { GEN($dynasty) }
    } { GENDER($by) ->
        [f] вышла замуж за { ACC($spouse) }
       *[m] женился на { PREP($spouse) }
    } из мелкого дворянского рода.
home-marriage = { $husband } и { $wife } вступили в брак.
home-find-spouse = { $yours ->
        [yes] { GENDER($by) ->
            [f] Ваша
           *[m] Ваш
        } { $by }
       *[no] { $by }
    } { GENDER($by) ->
        [f] нашла себе мужа
       *[m] нашёл себе жену
    } из мелкого дворянского рода — { ACC($spouse) }. { GENDER($spouse) ->
        [f] Её
       *[m] Его
    } навыки: { $skills }; черты: { $traits }.
home-mentor = { $by } { GENDER($by) ->
        [f] училась
       *[m] учился
    } у { GEN($teacher) }, и навык «{ $skill }» вырос с { $before } до { $after }.
home-mentor-hired = { $by } { GENDER($by) ->
        [f] училась
       *[m] учился
    } у нанятого учителя { $level }-го уровня, и навык «{ $skill }» вырос с { $before } до { $after }.
# $rolled — выпавшее число, с бонусом черты — home-study-rolled-bonus: «5 (+2 за черту «Гений», всего 7)».
home-study = { $by } { GENDER($by) ->
        [f] изучала
       *[m] изучал
    } { $skill }: выпало { $rolled } — больше, чем { GENDER($by) ->
        [f] её
       *[m] его
    } { $skill } ({ $before }), и навык вырос до { $after }.
home-study-failed = { $by } { GENDER($by) ->
        [f] изучала
       *[m] изучал
    } { $skill }: выпало { $rolled } — не больше, чем { GENDER($by) ->
        [f] её
       *[m] его
    } { $skill } ({ $before }), так что навык не вырос.
# Бросок с бонусом черты (TRAIT-genius): $bonus — бонус со знаком, $trait — черта.
home-study-rolled-bonus = { $roll } ({ $bonus } за черту «{ $trait }», всего { $total })
home-entertain = { $by } { GENDER($by) ->
        [f] устроила
       *[m] устроил
    } развлечения, и { GENDER($by) ->
        [f] её
       *[m] его
    } настроение { $way ->
        [up] выросло на { $n }
        [down] упало на { $n }
       *[none] не изменилось
    }.
home-isolate = { $by } { GENDER($by) ->
        [f] велела
       *[m] велел
    } изолировать { ACC($target) }.
home-release = { $target } { GENDER($target) ->
        [f] освобождена
       *[m] освобождён
    } из изоляции.
home-name = { GENDER($child) ->
        [f] Новорождённой дочери
       *[m] Новорождённому сыну
    } дали имя { $name } (прежде — { $old_name }).
home-name-failed = { $child } не { GENDER($child) ->
        [f] получила
       *[m] получил
    } имя «{ $name }»: имя дают только ребёнку, родившемуся в этом ходу.
home-donate = { $by } { GENDER($by) ->
        [f] пожертвовала
       *[m] пожертвовал
    } церкви { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    }: репутация { $gain }.
home-pilgrimage = { $by } { GENDER($by) ->
        [f] совершила
       *[m] совершил
    } паломничество, и успешно: { $check }.
home-pilgrimage-failed = { $by } { GENDER($by) ->
        [f] совершила
       *[m] совершил
    } паломничество, но без успеха: { $check }.

## Провинции и войско

home-develop = { $by } { GENDER($by) ->
        [f] развила
       *[m] развил
    } { ACC($province) }: { $check }; { $grew ->
        [yes] доход провинции вырос с { $before } до { $after }
       *[no] доход провинции и так на пределе — { $after }
    }.
home-develop-failed = { $by } { GENDER($by) ->
        [f] пыталась
       *[m] пытался
    } развить { ACC($province) }, но неудачно: { $check }.
home-pacify = { $by } { GENDER($by) ->
        [f] успокоила
       *[m] успокоил
    } { ACC($province) }: { $check }; { $grew ->
        [yes] лояльность провинции выросла с { $before } до { $after }
       *[no] лояльность провинции и так на пределе — { $after }
    }.
home-pacify-failed = { $by } { GENDER($by) ->
        [f] пыталась
       *[m] пытался
    } успокоить { ACC($province) }, но неудачно: { $check }.
home-research = { $by } { GENDER($by) ->
        [f] изучила
       *[m] изучил
    } технологию «{ $tech }»: { $check }.
home-research-failed = { $by } { GENDER($by) ->
        [f] пыталась
       *[m] пытался
    } изучить технологию «{ $tech }», но неудачно: { $check }.
home-recruit = { $by } { GENDER($by) ->
        [f] провела
       *[m] провёл
    } набор: в армию { $points ->
        [one] вступил { $points } солдат
        [few] вступили { $points } солдата
       *[many] вступили { $points } солдат
    } за { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    }; теперь в ней { $army } { $army ->
        [one] солдат
        [few] солдата
       *[many] солдат
    }.
home-disband = { $points ->
        [one] Распущен { $points } солдат
        [few] Распущены { $points } солдата
       *[many] Распущено { $points } солдат
    }: в армии теперь { $army }.

## Визиты и балы (публичные)

home-visit = { $yours ->
        [yes] { GENDER($by) ->
            [f] Ваша
           *[m] Ваш
        } { $by }
       *[no] { $by } из рода { GEN($dynasty) }
    } { GENDER($by) ->
        [f] нанесла
       *[m] нанёс
    } визит { DAT($target) }.
home-visit-house = { $yours ->
        [yes] { GENDER($by) ->
            [f] Ваша
           *[m] Ваш
        } { $by }
       *[no] { $by } из рода { GEN($dynasty) }
    } { GENDER($by) ->
        [f] нанесла
       *[m] нанёс
    } визит { $hosted ->
        [yes] { GENDER($target) ->
            [f] вашей
           *[m] вашему
        } { DAT($target) }
       *[no] { DAT($target) } из рода { GEN($host) }
    }.
home-ball = { $yours ->
        [yes] { GENDER($by) ->
            [f] Ваша
           *[m] Ваш
        } { $by }
       *[no] { $by } из рода { GEN($dynasty) }
    } { GENDER($by) ->
        [f] дала
       *[m] дал
    } бал, на который { $count ->
        [one] пришёл единственный гость —
       *[other] пришли
    } { $guests }.
# Гости бала: $guest — гость династии читателя (yours: yes — «ваш Олег») или гости другой ($house — «Агафья и Олег из рода Галицких»).
home-ball-guest-named = { $yours ->
        [yes] { GENDER($guest) ->
            [f] ваша
           *[m] ваш
        } { $guest }
       *[no] { $guest } из рода { GEN($house) }
    }
home-ball-guest = На бал не { GENDER($guest) ->
        [f] пришла
       *[m] пришёл
    } { $guest }.
home-ball-guest-dead = На бал не { GENDER($guest) ->
        [f] пришла { $guest }: её
       *[m] пришёл { $guest }: его
    } нет в живых.
home-ball-guest-not-other-dynasty = На бал не { GENDER($guest) ->
        [f] пришла { $guest }: она
       *[m] пришёл { $guest }: он
    } не член другой живой династии.
home-ball-guest-not-received = На бал не { GENDER($guest) ->
        [f] пришла { $guest }: она
       *[m] пришёл { $guest }: он
    } не принимает приглашений.
home-ball-guest-too-young = На бал не { GENDER($guest) ->
        [f] пришла { $guest }: она слишком юна
       *[m] пришёл { $guest }: он слишком юн
    } для бала (AGE-1).

## Почему действие не удалось, когда до него дошла очередь (ACT-0)

home-failed = Из { $deed } ничего не вышло.
home-failed-ap = Потрачено { $ap } ОД.

# Дело, о котором речь (ACT-*), в родительном падеже: «из сватовства ничего не вышло»; с исполнителем —
# home-deed-by («сватовства Рогнеды»), без него — home-deed-alone; home-deed — действие без своего слова.
home-deed = действия «{ $action }»
home-deed-by = { $deed } { GEN($by) }
home-deed-alone = { $deed }
home-deed-find-spouse = поиска { $sex ->
        [m] супруги
       *[other] супруга
    }
home-deed-mentor = учёбы у наставника
home-deed-study = учёбы
home-deed-entertain = развлечений
home-deed-isolate = изоляции
home-deed-release = освобождения из изоляции
home-deed-abdicate = отречения
home-deed-create-branch = создания побочной ветви
home-deed-name = наречения имени
home-deed-visit = визита
home-deed-ball = бала
home-deed-propose-marriage = сватовства
home-deed-accept-marriage = согласия на брак
home-deed-spy = слежки
home-deed-gossip = сплетен
home-deed-conspiracy = заговора
home-deed-assassinate = покушения
home-deed-donate = пожертвования
home-deed-pilgrimage = паломничества
home-deed-annul = расторжения брака
home-deed-declare-war = объявления войны
home-deed-general = смены генерала
home-deed-offer-peace = предложения мира
home-deed-accept-peace = заключения мира
home-deed-recruit = набора в армию
home-deed-disband = роспуска армии
home-deed-develop = развития провинции
home-deed-pacify = успокоения провинции
home-deed-research = изучения технологии
home-failed-dead = Из { $deed } ничего не вышло: { $who } { GENDER($who) ->
        [f] мертва
       *[m] мёртв
    }.
home-failed-not-own-member = Из { $deed } ничего не вышло: { $who } не член династии.
home-failed-too-young = Из { $deed } ничего не вышло: { $who } { GENDER($who) ->
        [f] слишком молода
       *[m] слишком молод
    } для действий (AGE-2).
home-failed-isolated = Из { $deed } ничего не вышло: { $who } в изоляции.
home-failed-general-busy = Из { $deed } ничего не вышло: { $who } командует армией на войне (WAR-1).
home-failed-executor-busy = Из { $deed } ничего не вышло: { $who } уже { GENDER($who) ->
        [f] исполнила
       *[m] исполнил
    } действие в этом ходу (DYN-5).
home-failed-married = Из { $deed } ничего не вышло: { $who } уже { GENDER($who) ->
        [f] замужем
       *[m] женат
    }.
home-failed-isolate-head-or-heir = Из { $deed } ничего не вышло: { $who } — { GENDER($who) ->
        [f] глава или наследница, её
       *[m] глава или наследник, его
    } не изолировать.
home-failed-already-isolated = Из { $deed } ничего не вышло: { $who } уже в изоляции.
home-failed-not-isolated = Из { $deed } ничего не вышло: { $who } не в изоляции.
home-failed-not-head = Из { $deed } ничего не вышло: { $who } не глава династии.
home-failed-abdicate-age = Из { $deed } ничего не вышло: { $who } { GENDER($who) ->
        [f] слишком молода
       *[m] слишком молод
    } для отречения — отречься можно с { $min_age } { $min_age ->
        [one] года
       *[many] лет
    } (SUCC-1).
home-failed-heir-is-head = Из { $deed } ничего не вышло: { $who } уже глава.
home-failed-not-newborn = Из { $deed } ничего не вышло: { $who } { GENDER($who) ->
        [f] родилась
       *[m] родился
    } не в этом ходу.
home-failed-not-own-province = Из { $deed } ничего не вышло: провинция больше не принадлежит династии.
home-failed-unknown-technology = Из { $deed } ничего не вышло: такой технологии нет.
home-failed-research-known = Из { $deed } ничего не вышло: эта технология уже изучена.
home-failed-recruit-limit = Из { $deed } ничего не вышло: за ход можно набрать не больше { $limit } { $limit ->
        [one] солдата
       *[many] солдат
    } на провинцию (ARMY-2).
home-failed-mentor-self = Из { $deed } ничего не вышло: { $who } не может учить { GENDER($who) ->
        [f] саму
       *[m] самого
    } себя.
home-failed-hired-level = Из { $deed } ничего не вышло: учителя такого уровня не нанять.
home-failed-mentor-gap = Из { $deed } ничего не вышло: навык учителя должен быть хотя бы на { $gap } выше, чем у { GEN($who) }.
home-failed-not-enough-coins = Из { $deed } ничего не вышло: это стоит { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    }, а в казне { $balance } (DYN-7).
home-failed-dynasty-gone = Из { $deed } ничего не вышло: династия пала.
home-failed-once-per-turn = Из { $deed } ничего не вышло: такое можно совершить только раз за ход.
home-failed-not-other-dynasty = Из { $deed } ничего не вышло: { $who } не член другой живой династии.
home-failed-not-other-dynasty-nobody = Из { $deed } ничего не вышло: цель — не другая живая династия.
home-failed-no-valid-guest = Из { $deed } ничего не вышло: ни один приглашённый гость не может прийти (первый из них — { $who }).
home-failed-no-valid-guest-nobody = Из { $deed } ничего не вышло: ни один приглашённый гость не может прийти.
home-failed-same-sex = Из { $deed } ничего не вышло: { $who } того же пола (MAR-2).
home-failed-no-proposal = Из { $deed } ничего не вышло: { $who } не { GENDER($who) ->
        [f] делала
       *[m] делал
    } предложения брака, которое можно принять.
home-failed-not-married = Из { $deed } ничего не вышло: { $who } не { GENDER($who) ->
        [f] замужем
       *[m] женат
    }.
home-failed-terms-vassal = Из { $deed } ничего не вышло: вассалом по условиям может стать только одна из двух династий.
home-failed-target-head = Из { $deed } ничего не вышло: { $who } — глава своей династии.
home-failed-target-child = Из { $deed } ничего не вышло: { $who } — ребёнок, а на ребёнка можно направить только визит (AGE-1).
# Изоляция в чужой династии скрыта (INFO-1): гость узнаёт лишь, что его не приняли.
home-failed-not-received = Из { $deed } ничего не вышло: { $who } не принимает гостей.
home-failed-agent-head = Из { $deed } ничего не вышло: агент { $who } — глава своей династии, { GENDER($who) ->
        [f] её
       *[m] его
    } не завербовать.
home-failed-agent-dynasty = Из { $deed } ничего не вышло: агент { $who } не из династии цели.
home-failed-agent-is-target = Из { $deed } ничего не вышло: агент { $who } и есть цель.
home-failed-branch-forbidden = Из { $deed } ничего не вышло: { $who } — глава династии или { GENDER($who) ->
        [f] дочь, внучка, мать или бабушка
       *[m] сын, внук, отец или дед
    } главы (BRANCH-3).
home-failed-branch-small = Из { $deed } ничего не вышло: в ветви слишком мало людей (BRANCH-2).
home-failed-branch-provinces = Из { $deed } ничего не вышло: ветви отходит слишком мало провинций (BRANCH-4).
home-failed-branch-head = Из { $deed } ничего не вышло: { $who } не уходит в ветвь и не может её возглавить.
home-failed-branch-army = Из { $deed } ничего не вышло: ветви отдаётся больше солдат, чем есть в армии.
home-failed-already-at-war = Из { $deed } ничего не вышло: с этой династией уже идёт война.
home-failed-war-on-lord = Из { $deed } ничего не вышло: вассал не может объявить войну своему сюзерену (VASSAL-5).
# $dynasty — дом, названный в действии; $war_end — как окончилась война с ним в этом ходу: peace — миром,
# left — мир вывел из неё одну из сторон, none — войны не было (другое — неизвестно).
home-failed-not-at-war = Из { $deed } ничего не вышло: { $war_end ->
        [peace] войны { WITH($dynasty) } уже нет — раньше в этом ходу она окончилась миром (WAR-12).
        [left] войны { WITH($dynasty) } уже нет — раньше в этом ходу мир вывел из неё одну из сторон (WAR-12, VASSAL-5).
        [none] войны { WITH($dynasty) } не было ни в начале хода, ни когда до действия дошла очередь (ACT-0).
       *[other] войны { WITH($dynasty) } к этому времени не было.
    }
home-failed-not-at-war-nobody = Из { $deed } ничего не вышло: с этой династией войны нет.
home-failed-vassal-peace = Из { $deed } ничего не вышло: { GENDER($lord) ->
        [pl] сюзерены { $lord } воюют
       *[other] сюзерен { $lord } воюет
    } с ними, а вассал не заключает сепаратного мира (VASSAL-5).
home-failed-no-peace-offer = Из { $deed } ничего не вышло: эта династия мира не предлагала.

## Саботаж (SAB-1)

# SAB-1: $roll — выпавшее на кубике, $penalty — штраф к настроению (без знака), $total — итог со знаком.
home-sabotage-roll = выпало { $roll }, с лояльностью { $loyalty } { $penalty ->
        [0] вышло { $total }
       *[other] и за вычетом { $penalty } (столько настроения { $shirked ->
            [yes] { GENDER($who) ->
                [f] она потеряла бы
               *[m] он потерял бы
            }
           *[no] { GENDER($who) ->
                [f] она теряет
               *[m] он теряет
            }
        }) вышло { $total }
    }
home-sabotage-penalty = Штраф — от черт: { $causes }.
# Штраф от одной черты: $trait — черта, $condition — почему она даёт штраф (home-sabotage-if-*).
home-sabotage-penalty-one = Это настроение { $shirked ->
        [yes] отняла бы
       *[no] отнимает
    } черта «{ $trait }»: { $condition }.
home-sabotage-penalty-plain = Штраф к настроению: { $cause }.
home-sabotage-cause = «{ $trait }» ({ $condition }) { $amount }
home-sabotage-cause-plain = { $cause } { $amount }
# Одно из условий одной черты, когда их несколько: «династия плела бы интриги (−1)».
home-sabotage-condition = { $condition } ({ $amount })
# Почему черта даёт штраф за это дело (SAB-1); $shirked — yes, если дело брошено (тогда — «бы»), $who — исполнитель.
home-sabotage-if-action = { GENDER($who) ->
        [f] ей
       *[m] ему
    } { $shirked ->
        [yes] пришлось бы взяться за дело
       *[no] пришлось взяться за дело
    }
home-sabotage-if-second-action = { $shirked ->
        [yes] это было бы { GENDER($who) ->
            [f] её
           *[m] его
        } второе дело за ход
       *[no] это { GENDER($who) ->
            [f] её
           *[m] его
        } второе дело за ход
    }
home-sabotage-if-reputation-damaged = { $shirked ->
        [yes] пострадала бы
       *[no] пострадала
    } { $yours ->
        [yes] ваша репутация
       *[no] репутация { GEN($dynasty) }
    }
home-sabotage-if-dynasty-plotted = { $shirked ->
        [yes] династия плела бы интриги
       *[no] династия плела интриги
    }
home-sabotage-if-own-plot = { $shirked ->
        [yes] { GENDER($who) ->
            [f] она сама плела бы интригу
           *[m] он сам плёл бы интригу
        }
       *[no] { GENDER($who) ->
            [f] она сама плела интригу
           *[m] он сам плёл интригу
        }
    }
home-sabotage-if-raised-other = { $shirked ->
        [yes] { GENDER($who) ->
            [f] она подняла бы
           *[m] он поднял бы
        } репутацию другой династии
       *[no] { GENDER($who) ->
            [f] она подняла
           *[m] он поднял
        } репутацию другой династии
    }
home-sabotaged = { $by } { GENDER($by) ->
        [f] уклонилась
       *[m] уклонился
    } от { $deed } (SAB-1): { $roll }, а при { $most } и меньше дело бросают.
home-sabotaged-spent-ap = { $ap } ОД { $ap ->
        [one] потрачено
       *[other] потрачены
    } впустую.
home-sabotaged-spent = { $ap } ОД и { $coins } { $coins ->
        [one] монета
        [few] монеты
       *[many] монет
    } потрачены впустую.
home-sabotaged-spent-coins = { $coins } { $coins ->
        [one] монета потрачена
        [few] монеты потрачены
       *[many] монет потрачены
    } впустую.
home-sabotage-failed = { $by } { GENDER($by) ->
        [f] нелояльна, но от { $deed } не уклонилась
       *[m] нелоялен, но от { $deed } не уклонился
    } (SAB-1): { $roll }, а дело бросают лишь при { $most } и меньше.

## Инициатива (ACT-0, только для ведущего)

home-initiative = Порядок действий группы «{ $group }» (ACT-0): { $order }.
home-initiative-entry = { $dynasty }, действие { $n } («{ $action }»): { $by }, навык { $value }, репутация { $reputation }
home-initiative-entry-roll = { $dynasty }, действие { $n } («{ $action }»): { $by }, навык { $value }, репутация { $reputation }, бросок { $roll }

## Решения по событиям провинций (PROV-3 … PROV-6)

home-decision-by-default = Решение принято по умолчанию (PROV-6).
# $yours — yes в отчёте самого дома; $way — что стало с лояльностью провинции: up, down, top (выше не бывает),
# bottom (ниже не бывает), same; $fell — yes, если доход упал (no: он уже на нижнем пределе).
home-famine-paid = { IN($province, upper: 1) } неурожай: { $yours ->
        [yes] вы заплатили
       *[no] казна заплатила
    } { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    }, и лояльность провинции { $way ->
        [up] выросла до { $loyalty }
        [top] теперь { $loyalty } — выше не бывает
       *[same] осталась { $loyalty }
    }; её обычный доход — { $province_yield } { $province_yield ->
        [one] монета
        [few] монеты
       *[many] монет
    }, в этом ходу вдвое меньше.
home-famine-refused = { IN($province, upper: 1) } неурожай: { $yours ->
        [yes] в помощи вы отказали
       *[no] в помощи отказано
    }, и лояльность провинции { $way ->
        [down] упала до { $loyalty }
        [bottom] теперь { $loyalty } — ниже не бывает
       *[same] осталась { $loyalty }
    }, { $fell ->
        [yes] а доход — до { $province_yield }
       *[no] а доход теперь { $province_yield }
    }.
home-famine-no-coins = { IN($province, upper: 1) } неурожай: на помощь не хватило монет, а это всё равно что отказ (DYN-7); лояльность провинции { $way ->
        [down] упала до { $loyalty }
        [bottom] теперь { $loyalty } — ниже не бывает
       *[same] осталась { $loyalty }
    }, { $fell ->
        [yes] а доход — до { $province_yield }
       *[no] а доход теперь { $province_yield }
    }.
home-disease-paid = { IN($province, upper: 1) } болезнь: { $yours ->
        [yes] вы заплатили
       *[no] казна заплатила
    } { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    }, и { $drop ->
        [0] доход провинции не упал — { $province_yield }
       *[other] доход провинции упал только на { $drop }, до { $province_yield }
    }.
home-disease-refused = { IN($province, upper: 1) } болезнь: { $yours ->
        [yes] на лечение вы не дали денег
       *[no] в лечении отказано
    }, и { $drop ->
        [0] доход провинции всё же не упал — { $province_yield }
       *[other] доход провинции упал на { $drop }, до { $province_yield }
    }.
home-disease-no-coins = { IN($province, upper: 1) } болезнь: на лечение не хватило монет, а это всё равно что отказ (DYN-7); { $drop ->
        [0] доход провинции всё же не упал — { $province_yield }
       *[other] доход провинции упал на { $drop }, до { $province_yield }
    }.
home-volunteers-accepted = В армию { $points ->
        [one] пришёл { $points } доброволец
        [few] пришли { $points } добровольца
       *[many] пришли { $points } добровольцев
    } из { GEN($province) }; теперь в ней { $army } { $army ->
        [one] солдат
        [few] солдата
       *[many] солдат
    }.
home-volunteers-refused = Добровольцам из { GEN($province) } отказано; в армии по-прежнему { $army } { $army ->
        [one] солдат
        [few] солдата
       *[many] солдат
    }.
home-revolt-suppressed = Восстание { IN($province) } подавлено ценой { $points } { $points ->
        [one] солдата
       *[many] солдат
    }; в армии теперь { $army }.
home-revolt-not-suppressed = Восстание { IN($province) } подавить не удалось: нужно не меньше { $points } { $points ->
        [one] солдата
       *[many] солдат
    }, а армии не хватило; в армии { $army }.
home-revolt-yielded = Восставшим { IN($province) } уступили; в армии { $army }.
home-province-lost = { $dynasty } { GENDER($dynasty) ->
        [pl] потеряли
       *[other] потерял
    } { ACC($province) }: провинция пробудет в восстании { $turns } { $turns ->
        [one] ход
        [few] хода
       *[many] ходов
    }, затем отойдёт к другой династии (PROV-4).
home-province-taken = { $province } после восстания против { GEN($former) } отходит { TO($dynasty) } (PROV-4).

## Доход, траты, настроение, лояльность, репутация

# $items — статьи дохода через запятую (сообщения home-income-*), первая — с заглавной буквы.
home-income = { $items }; в казне теперь { $balance } { $balance ->
        [one] монета
        [few] монеты
       *[many] монет
    }, в армии { $army } { $army ->
        [one] солдат
        [few] солдата
       *[many] солдат
    }.
home-income-gross = Провинции принесли { $gross } { $gross ->
        [one] монету
        [few] монеты
       *[many] монет
    }
home-income-gross-halved = Провинции принесли { $gross } { $gross ->
        [one] монету
        [few] монеты
       *[many] монет
    } ({ $province } в этом ходу { GENDER($province) ->
        [f] дала
        [n] дало
        [pl] дали
       *[m] дал
    } вдвое меньше)
# Несколько провинций с доходом вдвое меньше: $provinces — их названия (home-list-and).
home-income-gross-halved-many = Провинции принесли { $gross } { $gross ->
        [one] монету
        [few] монеты
       *[many] монет
    } ({ $provinces } в этом ходу дали вдвое меньше)
home-income-tax-paid = дань { DAT($lord) } — { $tax } { $tax ->
        [one] монета
        [few] монеты
       *[many] монет
    }
home-income-tax-received = дань от { GEN($vassal) } — { $tax } { $tax ->
        [one] монета
        [few] монеты
       *[many] монет
    }
home-income-upkeep = содержание армии стоило { $upkeep } { $upkeep ->
        [one] монету
        [few] монеты
       *[many] монет
    }
home-income-deserters = { $points ->
        [one] дезертировал { $points } солдат
        [few] дезертировали { $points } солдата
       *[many] дезертировали { $points } солдат
    } без жалованья (ARMY-3)
home-spendthrift = { $who } ({ $trait }) { GENDER($who) ->
        [f] растратила
       *[m] растратил
    } { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    }; в казне теперь { $balance } { $balance ->
        [one] монета
        [few] монеты
       *[many] монет
    }.
home-spendthrift-could-not = { $who } ({ $trait }) { GENDER($who) ->
        [f] хотела
       *[m] хотел
    } растратить { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    }, но в казне не хватило денег.
home-mood = Настроение { GEN($who) }: { $mood }.
# $parts — слагаемые настроения через запятую (home-mood-part).
home-mood-parts = Настроение { GEN($who) } { $mood }: { $parts }.
home-mood-part = { $amount } { $cause }
home-ruling-mood = Настроение { $yours ->
        [yes] вашего главы
       *[no] главы { GEN($dynasty) }
    }, { GEN($ruler) }, — { $mood }{ $way ->
        [up] ; оно уже прибавило { $ap } ОД к этому ходу
        [down] ; оно уже отняло { $ap } ОД у этого хода
       *[none] : на ОД этого хода оно не влияет
    } (DYN-4).
home-ruling-mood-regent = Настроение { $yours ->
        [yes] вашего регента
       *[no] регента { GEN($dynasty) }
    }, { GEN($ruler) }, — { $mood }{ $way ->
        [up] ; оно уже прибавило { $ap } ОД к этому ходу
        [down] ; оно уже отняло { $ap } ОД у этого хода
       *[none] : на ОД этого хода оно не влияет
    } (DYN-4).
# $way — down или up; $before — прежняя лояльность.
home-loyalty = { $way ->
        [down] Лояльность { GEN($who) } упала с { $before } до { $loyalty }: { GENDER($who) ->
            [f] она недовольна
           *[m] он недоволен
        }
       *[up] Лояльность { GEN($who) } выросла с { $before } до { $loyalty }: { GENDER($who) ->
            [f] она довольна
           *[m] он доволен
        }
    } (настроение { $mood }, LOY-3).
home-loyalty-kept = Лояльность { GEN($who) } { $bound ->
        [floor] осталась { $loyalty } — ниже не бывает
        [ceiling] осталась { $loyalty } — выше не бывает
       *[none] осталась прежней — { $loyalty }
    } (настроение { $mood }, LOY-3).
# $yours — yes в отчёте самого дома; $loss — потеря со знаком минус убрана, $way — down или up.
home-reputation = { $yours ->
        [yes] Ваша репутация
       *[no] Репутация { GEN($dynasty) }
    } { $way ->
        [down] упала на { $loss }
       *[up] выросла на { $loss }
    }, до { $reputation }: { $cause }.
# Перемена репутации, вызванная событием предыдущего предложения: одной строкой с ним. -told — когда то
# предложение уже сказало причину; -caused — с причиной; -told-mismatch — после поиска супруга (неравный брак);
# -told-rumours, -told-praise — слухи и похвалы, пущенные людьми другого дома ($source) после его публичного действия.
home-reputation-told = { $yours ->
        [yes] Ваша репутация
       *[no] Репутация { GEN($dynasty) }
    } { $way ->
        [down] упала
       *[up] выросла
    } на { $loss } — до { $reputation }.
home-reputation-caused = { $yours ->
        [yes] Ваша репутация
       *[no] Репутация { GEN($dynasty) }
    } { $way ->
        [down] упала
       *[up] выросла
    } на { $loss } — до { $reputation }: { $cause }.
home-reputation-told-mismatch = Брак этот неравный и стоил { $yours ->
        [yes] вам
       *[no] { DAT($dynasty) }
    } { $loss } репутации: теперь { $yours ->
        [yes] ваша репутация
       *[no] их репутация
    } — { $reputation }.
home-reputation-told-rumours = Тем временем люди { GEN($source) } пустили { $yours ->
        [yes] о вас слухи, и ваша репутация
       *[no] слухи о { PREP($dynasty) }, и их репутация
    } упала на { $loss } — до { $reputation }.
home-reputation-told-praise = Тем временем люди { GEN($source) } стали хвалить { $yours ->
        [yes] вас, и ваша репутация
       *[no] { ACC($dynasty) }, и их репутация
    } выросла на { $loss } — до { $reputation }.
home-reputation-now = { $yours ->
        [yes] Теперь ваша репутация — { $reputation }.
       *[no] Теперь репутация { GEN($dynasty) } — { $reputation }.
    }

## Причины настроения (MOOD-4): черта и её условие; $who — тот, чьё это настроение

home-mood-trait = { $trait } ({ $condition })
home-mood-isolated = в изоляции
# TRAIT-*_fertility: «брак», не «женат» — тот же штраф назван и там, где брак ещё впереди: саботаж действия,
# которое его заключает (SAB-1).
home-mood-married = { $trait } (брак)
home-mood-spouse-on-marriage = { $trait } у { GENDER($who) ->
        [f] мужа
       *[m] жены
    } (свадьба)
home-mood-dynasty-plotted = { $trait } (династия плела интриги)
home-mood-own-plot = { $trait } ({ GENDER($who) ->
        [f] сама плела интригу
       *[m] сам плёл интригу
    })
home-mood-otherwise = { $trait } (в остальном)
home-mood-otherwise-honest = { $trait } (династия не плела интриг)
home-mood-otherwise-cunning = { $trait } (династия не плела интриг)
home-mood-otherwise-lazy = { $trait } (обошлось без дел)
home-mood-otherwise-paranoid = { $trait } (никто не вмешивался)
home-mood-second-action = { $trait } (второе действие за ход)
home-mood-war-first-turn = { $trait } (первый ход войны)
home-mood-war-later-turn = { $trait } (война продолжается)
home-mood-war-first-turn-defensive = { $trait } (первый ход оборонительной войны)
home-mood-war-later-turn-defensive = { $trait } (оборонительная война продолжается)
home-mood-no-war = { $trait } (войны нет)
home-mood-public-action = { $trait } (публичное действие)
home-mood-raised-other = { $trait } ({ GENDER($who) ->
        [f] подняла
       *[m] поднял
    } репутацию другой династии)
home-mood-raised-by-other = { $trait } (другая династия подняла репутацию рода)
home-mood-interacted = { $trait } (другая династия вмешалась в дела рода)
home-mood-per-visit = { $trait } (визит гостя)
home-mood-not-head = { $trait } (не глава)
home-mood-poorer = { $trait } (другая династия богаче)
home-mood-action = { $trait } (пришлось действовать)
home-mood-spent = { $trait } ({ GENDER($who) ->
        [f] растратила
       *[m] растратил
    } монеты)
home-mood-could-not = { $trait } (не { GENDER($who) ->
        [f] смогла
       *[m] смог
    } растратить монеты)
home-mood-reputation-damaged = { $trait } (пострадала репутация { GENDER($who) ->
        [f] её
       *[m] его
    } рода)
home-mood-at-war = { $trait } (идёт война)

## Причины перемен репутации

# REP-3: доля от перемены у ветви, главной линии или вассала; $cause — её причина.
home-reputation-share = доля по REP-3: { $cause }
home-reputation-famine-paid = помощь { DAT($province) } в неурожай
home-reputation-famine-refused = отказ { DAT($province) } в помощи при неурожае
home-reputation-unlawful-heir = незаконное наследование (SUCC-4)
home-reputation-bad-manners = ужасные манеры { GEN($who) } («{ $action }»)
# TRAIT-gossip, TRAIT-flatterer: чья это черта, другой дом не узнаёт.
home-reputation-rumours = слухи из окружения { GEN($dynasty) }
home-reputation-praise = похвалы из окружения { GEN($dynasty) }
home-reputation-gossip-doubled = удвоенные сплетни { GEN($who) }
home-reputation-flattery-tripled = утроенная лесть { GEN($who) }
# ACT-gossip у цели: кто распустил сплетни, остаётся тайной.
home-reputation-gossip = сплетни
home-reputation-ally-fell = { GENDER($dynasty) ->
        [pl] пали ваши союзники { $dynasty }
       *[other] пал ваш союзник { $dynasty }
    }
home-reputation-enemy-fell = { GENDER($dynasty) ->
        [pl] пали ваши враги { $dynasty }
       *[other] пал ваш враг { $dynasty }
    }
home-reputation-war-drain = тяготы войны { GEN($attacker) } против { GEN($defender) } (WAR-9)
home-reputation-war-on-branch = война внутри рода — { WITH($dynasty) } (WAR-10)
home-reputation-war-on-kin = война с роднёй — { INS($dynasty) } (WAR-10)
home-reputation-cunning = хитрость главы { GEN($who) }
home-reputation-discovered = раскрытая интрига { GEN($who) } («{ $action }»)
home-reputation-find-spouse = неравный брак { GEN($who) }
home-reputation-donate = пожертвование { GEN($who) }
home-reputation-pilgrimage = паломничество { GEN($who) }
home-reputation-ball = бал { GEN($who) }
home-reputation-action = «{ $action }»: { $who }

## Поражение, конец игры, эпохи, рождения, начало игры

home-defeat = { $dynasty } { GENDER($dynasty) ->
        [pl] выбывают
       *[other] выбывает
    } из игры.
home-defeat-reputation = { $dynasty } { GENDER($dynasty) ->
        [pl] выбывают
       *[other] выбывает
    } из игры: репутация упала до { $reputation } (DYN-2).
home-defeat-reputation-below = { $dynasty } { GENDER($dynasty) ->
        [pl] выбывают
       *[other] выбывает
    } из игры: репутация упала до { $reputation }, а при { $limit } и ниже род выбывает (DYN-2).
home-defeat-extinct = Род { GEN($dynasty) } пресёкся — не осталось ни одного живого, и { GENDER($dynasty) ->
        [pl] они выбывают
       *[other] он выбывает
    } из игры (SUCC-5).
home-defeat-provinces = { $receiver } { GENDER($receiver) ->
        [pl] получают
       *[other] получает
    } { $count ->
        [1] провинцию
       *[other] провинции
    } { $provinces }.
# Провинции и монеты одному и тому же дому — одним предложением.
home-defeat-provinces-coins = { $receiver } { GENDER($receiver) ->
        [pl] получают
       *[other] получает
    } { $count ->
        [1] провинцию
       *[other] провинции
    } { $provinces }, а также { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    }.
home-defeat-coins = { $receiver } { GENDER($receiver) ->
        [pl] получают
       *[other] получает
    } { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    }.
home-defeat-killed-one = Вместе с родом { GENDER($who) ->
        [f] погибла
       *[m] погиб
    } { $who }.
home-defeat-killed = Вместе с родом погибли: { $people }.
home-defeat-freed = Независимость получили: { $houses }.
home-defeat-wars-ended = Окончены войны, которые против { GEN($dynasty) } вели { $houses }.
home-game-over-last-line = Игра окончена: { GENDER($winner) ->
        [pl] победили
       *[other] победил
    } { $winner } — последний уцелевший род (DEFEAT-5).
home-game-over-most-provinces = Игра окончена: все оставшиеся династии пали разом, и { $count ->
        [1] победила династия
       *[other] победили династии
    } с наибольшим числом провинций — { $winners } (DEFEAT-5).
home-new-era = Началась { $era }.
home-no-birth = У { GEN($father) } и { GEN($mother) } в этом ходу ребёнка не будет: выпало { $values }, а среди них есть { $fails_on } (MAR-3).
home-generation = В начале игры кубики определили для { GEN($dynasty) } то, чего нет в сценарии: навыки, черты и родню (GEN-2 … GEN-5).
# $defenders — дома-противники через запятую, в родительном падеже.
home-battle-not-resolved = Война { GEN($dynasty) } против { $defenders }: битвы эта версия программы пока не разыгрывает.

## События провинций (PROV-3)

home-event-none = { IN($province, upper: 1) } спокойный год (выпало { $roll }).
home-event-famine = Неурожай { IN($province) } (выпало { $roll }).
home-event-famine-decide-pay = Неурожай { IN($province) } (выпало { $roll }): решите, заплатить или отказаться; доход провинции в этом ходу вдвое меньше.
home-event-famine-no-effect = { IN($province, upper: 1) } выпало { $roll } — неурожай, но при такой лояльности он обошёлся без последствий.
home-event-disease = Болезнь { IN($province) } (выпало { $roll }).
home-event-disease-decide-pay = Болезнь { IN($province) } (выпало { $roll }): решите, заплатить или отказаться; доход провинции в этом ходу вдвое меньше.
home-event-disease-no-effect = { IN($province, upper: 1) } выпало { $roll } — болезнь, но при такой лояльности она обошлась без последствий.
home-event-volunteers = { IN($province, upper: 1) } собрались добровольцы (выпало { $roll }).
home-event-volunteers-decide-accept = { IN($province, upper: 1) } собрались добровольцы (выпало { $roll }): решите, принять их или отказаться.
home-event-volunteers-no-effect = { IN($province, upper: 1) } выпало { $roll } — добровольцы, но при такой лояльности никто не пришёл.
home-event-volunteers-desert = { IN($province, upper: 1) } выпало { $roll } — добровольцы, но при такой лояльности вместо них дезертиры: армия { $change }.
# С лояльностью провинции и порогами правил (PROV-3, ERA-5).
home-event-revolt-no-effect-loyalty = { IN($province, upper: 1) } выпало { $roll } — это восстание, но оно поднимается лишь при лояльности { $revolt_at } и ниже, а там лояльность { $loyalty }: всё спокойно.
home-event-volunteers-no-effect-loyalty = { IN($province, upper: 1) } выпало { $roll } — это набор добровольцев, но никто не пришёл: они идут в армию лишь при лояльности { $accept_at } и выше, а там она { $loyalty }.
home-event-volunteers-desert-loyalty = { IN($province, upper: 1) } выпало { $roll } — добровольцы, но вместо них дезертиры: при лояльности { $desert_at } и ниже солдаты бегут, а там { $loyalty }; армия { $change }.
home-event-revolt = Восстание { IN($province) } (выпало { $roll }).
home-event-revolt-decide-revolt = Восстание { IN($province) } (выпало { $roll }): подавление обойдётся в { $points } { $points ->
        [one] солдата
        [few] солдата
       *[many] солдат
    }; решите, подавить его или уступить.
home-event-revolt-no-effect = { IN($province, upper: 1) } выпало { $roll } — это восстание, но при такой лояльности оно не поднимается.
# Событие, которого нет в списке: $event — его название.
home-event-other = { $province }: { $event } (выпало { $roll }).
home-event-other-decide-pay = { $province }: { $event } (выпало { $roll }) — решите, заплатить или отказаться; доход провинции в этом ходу вдвое меньше.
home-event-other-decide-accept = { $province }: { $event } (выпало { $roll }) — решите, принять или отказаться.
home-event-other-decide-revolt = { $province }: { $event } (выпало { $roll }) — подавление обойдётся в { $points } { $points ->
        [one] солдата
        [few] солдата
       *[many] солдат
    }; решите, подавить или уступить.
home-event-other-no-effect = { IN($province, upper: 1) } выпало { $roll } — { $event }, но при такой лояльности без последствий.
home-event-other-desert = { IN($province, upper: 1) } выпало { $roll } — { $event }, но при такой лояльности вместо него дезертиры: армия { $change }.
# Что событие делает — в таблице провинций, где провинция и бросок показаны рядом.
home-event-effect-decide-pay = решите, заплатить или отказаться; доход в этом ходу вдвое меньше.
home-event-effect-decide-accept = решите, принять или отказаться.
home-event-effect-decide-revolt = подавление обойдётся в { $points } { $points ->
        [one] солдата
        [few] солдата
       *[many] солдат
    }; решите, подавить или уступить.
home-event-effect-no-effect = при такой лояльности без последствий.
home-event-effect-desert = при такой лояльности вместо добровольцев — дезертиры: армия { $change }.
home-event-effect-no-effect-revolt-loyalty = не поднялось: лояльность { $loyalty }, а нужно { $revolt_at } и ниже
home-event-effect-no-effect-volunteers-loyalty = не пришли: лояльность { $loyalty }, а нужно { $accept_at } и выше
home-event-effect-desert-loyalty = дезертиры: лояльность { $loyalty }, а при { $desert_at } и ниже солдаты бегут; армия { $change }

## Решения хода (PROV-6, SUCC-5, SUCC-7)

# SUCC-3 … SUCC-5, DYN-2: $others — другие законные наследники через запятую; $base — первая часть цены SUCC-4,
# $penalty — вся цена при нынешней репутации $reputation.
home-decision-heir = Кто унаследует власть (SUCC-5)? По закону — { $heir }: других законных наследников нет, а любой другой член династии станет главой лишь со штрафом (SUCC-3, SUCC-4).
# $count — сколько других законных наследников, $other — первый из них (его пол выбирает слова).
home-decision-heirs = Кто унаследует власть (SUCC-5)? По закону — { $heir }; { $count ->
        [one] { GENDER($other) ->
            [f] есть и другая законная наследница
           *[m] есть и другой законный наследник
        }
       *[other] другие законные наследники
    } — { $others }, а любой другой член династии станет главой лишь со штрафом (SUCC-3, SUCC-4).
home-decision-heir-unlawful = Кто унаследует власть (SUCC-5)? Законных наследников нет (SUCC-3): если глава умрёт, наследует { $heir } ({ GENDER($heir) ->
        [f] не законная наследница
       *[m] не законный наследник
    }): это будет стоить { $penalty } репутации из { $reputation } — { $base } и половина того, что останется (SUCC-4).
home-decision-heir-unlawful-fatal = Кто унаследует власть (SUCC-5)? Законных наследников нет (SUCC-3): если глава умрёт, наследует { $heir } ({ GENDER($heir) ->
        [f] не законная наследница
       *[m] не законный наследник
    }): это будет стоить { $penalty } репутации ({ $base } и половина того, что останется), а у вас всего { $reputation } — ваша династия выбудет из игры (SUCC-4, DYN-2).
home-decision-regent = Регент (SUCC-7): по умолчанию — { $regent }.
# $event — название события с заглавной буквы, $choices — ответы через « / », $default — ответ по умолчанию.
home-decision-event = { $event } { IN($province) }: { $choices }; по умолчанию — { $default }.
home-decision-event-detail = { $event } { IN($province) }: { $choices }; по умолчанию — { $default } ({ $detail }).
# Чего стоит решение, в числах правил (PROV-3 … PROV-5); $loyalty_change, $yield_change, $reputation_change — со знаком.
home-decision-risk-famine = При отказе — лояльность { $loyalty_change }, доход провинции { $yield_change } навсегда, репутация { $reputation_change } (PROV-3, PROV-5); если к сроку в казне не хватит монет, это тоже отказ (DYN-7).
home-decision-risk-disease = При отказе доход провинции упадёт на { $drop } навсегда, { $paid_drop ->
        [0] при оплате не упадёт
       *[other] при оплате — на { $paid_drop }
    } (PROV-3, PROV-5).
home-decision-risk-revolt = Если уступить, провинция потеряна: { $turns } { $turns ->
        [one] ход
        [few] хода
       *[many] ходов
    } она пробудет в восстании, затем отойдёт другой династии (PROV-4).
home-decision-risk-revolt-default = Армии на подавление не хватает, и провинция будет потеряна: { $turns } { $turns ->
        [one] ход
        [few] хода
       *[many] ходов
    } она пробудет в восстании, затем отойдёт другой династии (PROV-4).

## Особенности эпохи (ERA-2 … ERA-6); $actions — названия действий в кавычках через запятую

# $count — сколько действий в $actions.
home-era-cheaper = { $actions } { $count ->
        [one] стоит
       *[other] стоят
    } на { $n } ОД дешевле (но не меньше { $least } ОД).
home-era-dearer = { $actions } { $count ->
        [one] стоит
       *[other] стоят
    } на { $n } ОД дороже.
home-era-ap = { $actions } { $count ->
        [one] стоит
       *[other] стоят
    } { $n } ОД.
home-era-check = Проверка { $count ->
        [one] действия
       *[other] действий
    } { $actions } получает { $bonus }.
# $way — harder (раскрыть труднее) или easier.
home-era-discovery = { $count ->
        [one] Действие
       *[other] Действия
    } { $actions } раскрыть { $way ->
        [harder] труднее
       *[easier] легче
    }: проверка раскрытия получает { $bonus }.
# Те же действия, что названы строкой выше.
home-era-discovery-same = Их же { $way ->
        [harder] труднее
       *[easier] легче
    } раскрыть: проверка раскрытия получает { $bonus }.
home-era-coins = { $actions } стоит { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    }.
home-era-coins-per-soldier = { $actions }: { $coins } { $coins ->
        [one] монета
        [few] монеты
       *[many] монет
    } за солдата.
home-era-war-drain = Каждый ход войны отнимает { $n } репутации (WAR-9).
home-era-revolt-roll = Провинция восстаёт, если на кубике события выпало от 1 до { $n }.
home-era-revolt-loyalty = Восстания случаются при лояльности { $n } и ниже.
home-era-desert-loyalty = Добровольцы дезертируют при лояльности { $n } и ниже.

## Родство союзников (ALLY-5); $who — родственник, чей пол выбирает слово

home-kin-parent = { GENDER($who) ->
        [f] мать
       *[m] отец
    }
home-kin-child = { GENDER($who) ->
        [f] дочь
       *[m] сын
    }
home-kin-sibling = { GENDER($who) ->
        [f] сестра
       *[m] брат
    }
home-kin-spouse = { GENDER($who) ->
        [f] жена
       *[m] муж
    }
home-kin-grandparent = { GENDER($who) ->
        [f] бабушка
       *[m] дед
    }
home-kin-grandchild = { GENDER($who) ->
        [f] внучка
       *[m] внук
    }
home-kin-uncle-aunt = { GENDER($who) ->
        [f] тётя
       *[m] дядя
    }
home-kin-nephew-niece = { GENDER($who) ->
        [f] племянница
       *[m] племянник
    }
home-kin-cousin = { GENDER($who) ->
        [f] двоюродная сестра
       *[m] двоюродный брат
    }
# $kin — слово родства (home-kin-*), $relative — имя родственника.
home-ally-ours = в их роду { $relative }, { $kin } вашего главы
home-ally-theirs = в вашем роду { $relative }, { $kin } их главы

## Кто ходит за династию игрока (absence: и away: в turns/game.yaml)

home-seat-silent = Игрок { GEN($dynasty) } не присылает приказов { $turns } { $turns ->
    [one] ход
    [few] хода
   *[many] ходов
} подряд: теперь за династию ходит встроенный игрок мастера, пока игрок не пришлёт приказы.
home-seat-away = Игрок { GEN($dynasty) } в отъезде: пока его нет, за династию ходит встроенный игрок мастера.
home-seat-given-up = Игрок { GEN($dynasty) } не присылает приказов { $turns } { $turns ->
    [one] ход
    [few] хода
   *[many] ходов
} подряд: династия отдана мастеру.
home-seat-back = Игрок { GEN($dynasty) } вернулся и снова сам ведёт свою династию.
