"""Files and their safety: YAML read with every error at its line and written atomically (`yaml_io`, with its
fast paths `yaml_fast` and `yaml_emit`, and its mistakes put in a player's words by `yaml_mistakes`), every
change to a game folder's disk (`disk`), and the transactions that make a command's writes whole or nothing
(`transaction`).

It knows files, never what they mean: the game's models stand above it (`dynasty.game`)."""
