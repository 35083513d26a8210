"""Words, with no game in them: the message catalogs of both languages (`catalogs`), Russian declension
(`declension`), ids made from names (`ids`), the nearest known word for a typo (`did_you_mean`), what a player
may write for others to read (`player_text`) and the escaping of Markdown and BBCode (`markup`).

The lowest floor but `dynasty.kept`: every other layer speaks through it, and it knows no state, rule or file."""
