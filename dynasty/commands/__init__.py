"""The command line: `cli` declares every command and prints what it returns; `usage` is the help and the usage
errors in the game's language. The commands whose work is more than a call get a module here: `new_game`,
`resolve`, `status`, `player_check` (a player's check against his own report), `verify` and `example` (the
example campaign of the repository, `python -m dynasty.commands.example`). The others call the package that does
the work: `check` and `take` (`dynasty.orders`), `report` (`dynasty.reports`), `bot` (`dynasty.bot`),
`simulate` (`dynasty.study`), `rules` (`dynasty.game.guide`).

The top floor: it may import every package, and none imports it."""
