# The roll call (dynasty roll-call): the post for the game's thread — which players have sent their orders for the
# turn and which have not yet, with the deadline — and a reminder to each player whose house has sent nothing.
# Names only: not a word of what the orders say, nor whether they have errors. The master's houses are left out.
# houses: $house
# numbers: $turn $n $total $latest
# $houses: a list of "House (player)", separated by commas; $player: a player's forum name; $archive: a folder.

## The post for the game's thread

rollcall-title = Roll call: turn { $turn }
rollcall-no-deadline = No deadline is set for the orders of turn { $turn }.
rollcall-sent = Orders in ({ $n } of { $total }): { $houses }.
rollcall-sent-nobody = No orders for turn { $turn } have come in yet.
rollcall-missing = Not in yet ({ $n } of { $total }): { $houses }.
rollcall-missing-nobody = Everyone has sent their orders.
rollcall-no-players = The master runs every house of this game: there is nobody to call.
rollcall-away = Away (the master plays for them): { $houses }.
rollcall-house-player = { $house } ({ $player })

## The reminder to a player, as a private message

rollcall-reminder-title = Reminder: your orders for turn { $turn }
rollcall-reminder-missing = The master has not received the orders of { $house } for turn { $turn } yet.
rollcall-reminder-then-silent = If no orders come this time either, the master's built-in player will play turn { $turn } for your house.
rollcall-reminder-then-given-up = If no orders come this time either, your house will be given up to the master.
rollcall-reminder-how = How to send them: take the order template at the end of your report for turn { $turn }, write your orders into it and send it to the master as a private message — a reply to this one will do. Keep the template inside its code block, as it stands in the report.

## What the command prints

rollcall-not-latest = turn { $turn } has already been resolved; the roll call is for the turn that waits for orders, now turn { $latest }
rollcall-archived = The earlier roll call was moved to the archive { $archive }: the new one replaces it whole.
