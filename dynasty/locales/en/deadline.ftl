# Deadlines: when the orders of a turn are due (deadline: in turns/game.yaml), how long is left, and how
# status, resolve, the roll call and the reminders say so.
# numbers: $day $year $n $turn $days $hours $minutes
# The other variables are text: $weekday, $month, $clock (20:00), $zone (the time zone in words), $offset, $when (the deadline in
# words), $left (the time left in words).

deadline-when = { $weekday } { $day } { $month } { $year }, { $clock } { $zone }
deadline-zone-moscow = Moscow time
# $offset: the offset from UTC: +3, −5, +5:30.
deadline-zone-offset = (UTC{ $offset })
deadline-weekday-0 = Monday
deadline-weekday-1 = Tuesday
deadline-weekday-2 = Wednesday
deadline-weekday-3 = Thursday
deadline-weekday-4 = Friday
deadline-weekday-5 = Saturday
deadline-weekday-6 = Sunday
deadline-month-1 = January
deadline-month-2 = February
deadline-month-3 = March
deadline-month-4 = April
deadline-month-5 = May
deadline-month-6 = June
deadline-month-7 = July
deadline-month-8 = August
deadline-month-9 = September
deadline-month-10 = October
deadline-month-11 = November
deadline-month-12 = December
deadline-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
deadline-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
deadline-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
# The same minutes as "… ago" says them.
deadline-minutes-ago = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
deadline-less-than-a-minute = less than a minute
# $left: the time left in words ("2 days 3 hours").
deadline-left = The orders of turn { $turn } are due by { $when }; { $left } left.
deadline-passed = The orders of turn { $turn } were due by { $when }, { $left } ago.
