# Сроки приказов: когда приказы хода должны быть у мастера (deadline: в turns/game.yaml), сколько осталось,
# и как об этом говорят status, resolve, перекличка и напоминания.
# numbers: $day $year $n $turn $days $hours $minutes
# Прочие переменные — текст: $weekday, $month (в родительном падеже), $clock (20:00), $zone (часовой пояс словами), $offset,
# $when (срок словами), $left (остаток словами).

deadline-when = { $weekday }, { $day } { $month } { $year }, { $clock } { $zone }
deadline-zone-moscow = по московскому времени
# $offset — смещение от UTC: +3, −5, +5:30.
deadline-zone-offset = (UTC{ $offset })
deadline-weekday-0 = понедельник
deadline-weekday-1 = вторник
deadline-weekday-2 = среда
deadline-weekday-3 = четверг
deadline-weekday-4 = пятница
deadline-weekday-5 = суббота
deadline-weekday-6 = воскресенье
deadline-month-1 = января
deadline-month-2 = февраля
deadline-month-3 = марта
deadline-month-4 = апреля
deadline-month-5 = мая
deadline-month-6 = июня
deadline-month-7 = июля
deadline-month-8 = августа
deadline-month-9 = сентября
deadline-month-10 = октября
deadline-month-11 = ноября
deadline-month-12 = декабря
deadline-days = { $n ->
    [one] { $n } день
    [few] { $n } дня
   *[many] { $n } дней
}
deadline-hours = { $n ->
    [one] { $n } час
    [few] { $n } часа
   *[many] { $n } часов
}
deadline-minutes = { $n ->
    [one] { $n } минута
    [few] { $n } минуты
   *[many] { $n } минут
}
# Те же минуты в винительном падеже: «21 минуту назад».
deadline-minutes-ago = { $n ->
    [one] { $n } минуту
    [few] { $n } минуты
   *[many] { $n } минут
}
deadline-less-than-a-minute = меньше минуты
# $left — остаток словами («2 дня 3 часа»).
deadline-left = Срок приказов хода { $turn } — { $when }; до срока — { $left }.
deadline-passed = Срок приказов хода { $turn } — { $when } — прошёл { $left } назад.
