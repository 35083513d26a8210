# Отчёты: почему действие не удалось, бросок саботажа.
# persons: $who $guest
# numbers: $n $roll $loyalty $penalty $total

## Почему действие не удалось, когда до него дошла очередь (ACT-0)

action-failure-target-child = { $who } — ребёнок; на ребёнка можно направить только визит (AGE-1)
# Изоляция в чужой династии скрыта (INFO-1): гость узнаёт лишь, что его не приняли.
action-failure-not-received = визит не состоялся: { $who } не принимает гостей
action-failure-agent-head = агент { $who } — глава своей династии, его не завербовать

ball-guest-not-received = Бал (действие { $n }): { $guest } не принимает приглашений.

## SAB-1: бросок саботажа

sabotage-roll = { $roll } + { $loyalty } − { $penalty } = { $total }
# $causes — причины штрафа к настроению через запятую: «Честный: династия интриговала −1, ...»
sabotage-roll-causes = { $roll } + { $loyalty } − { $penalty } ({ $causes }) = { $total }
sabotage-cause = { $cause } { $amount }
