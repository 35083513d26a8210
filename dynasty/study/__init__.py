"""Studies of the rules, played in memory by the built-in player: `simulate` plays many games (and two rule
sets on the same seeds), `summary` prints what they show, with the intervals of `statistics`; `scaled` makes
the large generated games of the benchmark."""
