"""The game's model, which every step of a turn, every check and every report stands on: the rules data
(`rules`, from `data/rules.yaml`, with a scenario's `rule_overrides`) and the rules stated in words (`guide`);
the state (`state`, checked whole by `state_check`) and what each house has learned in it (`learned`); the dice
(`dice`); scenarios and the characters they generate (`scenario`, `generation`); the pure queries of the rules
that the engine, the order checks, the reports and the built-in player all ask — family and alliances
(`relations`), lawful heirs (`succession`), the AP of a turn (`action_points`), what a war costs each war turn
(`war_costs`); the game folder and its `turns/game.yaml` (`campaign`); and who a sentence names (`named`).

It changes nothing by itself: the engine (`dynasty.engine`) applies the rules, and reports put them in words."""
