# The command line's own words: what `dynasty --help` and `dynasty COMMAND --help` print, and the usage errors
# (a command or an option mistyped, an argument missing, a value that is not a number), one line each.
# Commands, options and paths stay as they are typed; the placeholders (TURN, FILE) are the language's own.
# numbers: $n $least $most

## The help of the program and of a command

help-program = dynasty, the turn processor of Dynasty Struggle (Борьба Династий), a strategy game played by post on a forum.
help-usage = Usage: { $line }
help-commands = Commands:
help-arguments = Arguments:
help-options = Options:
help-placeholder-command = COMMAND
help-placeholder-options = OPTIONS
help-a-turn = A turn of the game master: 'dynasty take 3' for each player's post, 'dynasty status' for what is missing, 'dynasty resolve 3', then the posts of reports/turn-04/posts/ to the forum.
help-more = The help of a command: { $example }
help-envvar = Environment variable: { $name }.
help-default = Default: { $value }.
help-opt-help = Show this help and exit.
help-opt-version = Print the version and exit.

## Commands: a line for the list, then the whole description

help-list-new-game = Start a campaign from a scenario.
help-cmd-new-game = Start a campaign: check the scenario, generate what it leaves out, roll turn 1's events and births.
help-list-status = The campaign at a glance: turn, era, houses, whose orders are in.
help-cmd-status = The campaign at a glance: turn, era, dynasties, whose orders are in.
help-list-roll-call = Write the turn's roll call: the post for the game's thread and the reminders to players.
help-cmd-roll-call = Write the roll call of the turn that waits for orders into reports/turn-NN/roll-call/: the post for the game's thread (which players have sent their orders, which have not yet, the deadline and the time left) and a reminder to each player whose house has sent nothing; print the post, to copy to the forum. The roll call never says what the orders hold nor whether they have errors.
help-list-check-state = Check a state file after a hand edit.
help-cmd-check-state = Validate a state file after a hand edit: types, references between ids, rule limits.
help-list-resolve = Resolve a turn and write the reports.
help-cmd-resolve = Resolve a turn (TURN-4): decisions, actions, war, deaths, moods, income, then the next turn's events; write the next turn's state and every report.
help-list-rollback = Go back to a turn, to resolve it again.
help-cmd-rollback = Move the turns after TURN into turns/archive/ (nothing is deleted), so TURN can be resolved again.
help-list-check = Check order files: every mistake, with its line.
help-cmd-check = Check order files against the rules and the turn's state (or your report): every mistake, with its line.
help-list-take = Take a pasted forum post in as a player's orders.
help-cmd-take = Take a pasted forum post in: find the orders and whose they are, save them as the turn's order file (a file replaced is kept in turns/archive/orders/), check them, and print the reply for the player.
help-list-template = Print a dynasty's order template.
help-cmd-template = Print a dynasty's order template for a turn, in the game's language: decisions with their defaults, who may do what.
help-list-report = Print or write a turn's reports again.
help-cmd-report = Render a turn's reports again, in the game's language, from its stored state and log: to the screen, or with --write to reports/turn-NN/.
help-list-schema = Print the JSON Schema of order files.
help-cmd-schema = Print the JSON Schema of order files (save it as order.schema.json next to your orders).
help-list-rules = Print rules of the players' guide.
help-cmd-rules = Print rules of the players' guide in the game's language: every rule, the rule an ID names, or the rules that mention a word.
help-list-simulate = Play whole games with the built-in player, for statistics.
help-cmd-simulate = Play whole games in memory with the built-in player and print who wins, how long dynasties last, reputation and provinces over time, causes of defeat, and how often each action is used and succeeds, each with its 95% confidence interval; with --compare, the differences a second rule set makes.
help-list-reveal = Reveal the dice seed once the game is over.
help-cmd-reveal = Print the post for the game's thread that reveals the dice seed, so that anyone can check the dice of his reports (dynasty verify). While the game goes on, the command says what revealing tells and asks.
help-list-verify = Check the dice of reports against the revealed seed.
help-cmd-verify = Check the dice of reports against the revealed seed: the seed must give the fingerprint of the first chronicle, and every die of the files is computed again from it; the dice that are not the seed's are listed. No game folder is needed. Exit code 1 when the fingerprint differs or a die is not the seed's and not marked "chosen by the GM".
help-list-bot = Write orders with the built-in player.
help-cmd-bot = Write orders with the built-in player (BRANCH-10): for the master-run dynasties, or the ones named. Never overwrites a player's order file.

## Arguments and options: a command's own (help-arg-COMMAND-NAME), else one every command shares (help-arg-NAME)

help-arg-game = The game folder (default: the current folder).
help-arg-lang = The language of the command's messages, ru or en (default: the game's).
help-arg-turn = The turn (7, turn-7, turn-07).
help-arg-new-game-scenario = A scenario name from scenarios/ (classic, duel) or a path.
help-arg-new-game-seed = A dice seed for trials and examples: the same seed gives the same dice, but a player finds it from the dice of his report (default: a secret nobody can guess).
help-arg-new-game-dice = Dice chosen by the GM, by key (YAML).
help-arg-status-turn = The turn (7, turn-7, turn-07); default the latest.
help-arg-roll-call-turn = The turn that waits for orders (7, turn-7, turn-07); default the latest.
help-arg-check-state-turn = The turn whose state.yaml to check (7, turn-7, turn-07).
help-arg-resolve-turn = The turn to resolve (7, turn-7, turn-07).
help-arg-resolve-dice = Dice chosen by the GM, by key (default: the turn's dice.yaml, if any).
help-arg-resolve-force = Resolve the latest resolved turn again; what it replaces is moved into turns/archive/.
help-arg-resolve-yes = Do not ask when dynasties sent no orders: they play the defaults (asked only on a terminal).
help-arg-resolve-dry-run = Play the turn in memory and write nothing: print the summary and every die rolled (key, dice, value, what for), so that the dice rolled on the forum can be written into the dice file first.
help-arg-rollback-turn = The turn to go back to (7, turn-7, turn-07).
help-arg-check-turn = The turn whose orders to check (7, turn-7, turn-07).
help-arg-check-files = Order files to check (default: all of the turn's).
help-arg-check-report-file = A player's check: against your JSON report (reports/turn-07/<id>.json) instead of the game's state; needs no game folder.
help-arg-check-chronicle = With --report: the chronicle's data of the turn (reports/turn-07/public.json), which holds the members of the houses your report does not list (default: public.json beside the report).
help-arg-check-echo = Also print, under each file's problems, how its orders were understood: each action with its cost, the totals, the decisions.
help-arg-take-turn = The turn whose orders these are (7, turn-7, turn-07).
help-arg-take-post = The file the post was saved in, or - for standard input (the default).
help-arg-take-dynasty = Who sent the post: a dynasty's id or name (default: the name of the post's file; the orders' 'dynasty:' line the GM confirms on a terminal).
help-arg-take-player = Who sent the post: the player's forum name (turns/game.yaml).
help-arg-take-fmt = The reply as md or bbcode (default: the game's forum format, forum: in turns/game.yaml).
help-arg-template-dynasty = Whose template: the dynasty's id or name.
help-arg-report-dynasty = Whose report: a dynasty's id, or gm for the GM's report (default: the public chronicle).
help-arg-report-fmt = md, bbcode or json (default: md; the posts of --write: the game's forum format).
help-arg-report-write = Rewrite the turn's reports folder instead of printing: the reports in the format, the JSON reports, the order templates and the posts for the forum (posts/).
help-arg-report-max-chars = Split into posts of at most this many characters, each headed 'part 1 of 3', as the game's forum shows them (forum: in turns/game.yaml: no tables where it draws none, and so on); by default printed whole, and the posts of --write under that forum's limit.
help-arg-rules-query = A rule ID in any letter case (SAB-1, sab-1), or a word in Russian or English (саботаж, шпион, war) to find every rule that mentions it; none: every rule.
help-arg-rules-markdown = Print Markdown, as in the players' guide.
help-arg-simulate-scenario = A scenario file or name (classic, duel).
help-arg-simulate-turns = Turns per game.
help-arg-simulate-games = How many games.
help-arg-simulate-seed = The first game's seed; each next game's is one more.
help-arg-simulate-compare = A YAML file of rules overrides (a scenario's rules: section): play the same seeds under the scenario's rules and with these changes, and print the differences.
help-arg-simulate-workers = Processes that play games side by side (default: the machine's cores); the results are those of a serial run.
help-arg-simulate-csv-file = Also write one row per dynasty, turn and game to this CSV file.
help-arg-simulate-pictures = Also draw the figures — dynasties alive at each turn, causes of defeat, mean reputation, with their 95% intervals (with --compare, both rule sets) — as PNG and SVG files in this folder.
help-arg-simulate-scheduler = Play the games on a Dask cluster: its scheduler's address, e.g. tcp://10.0.0.5:8786 (needs the distributed package, and this program on the cluster's machines); the results are those of this machine.
help-arg-simulate-players = A tournament of the built-in player's characters, separated by commas (balanced, cautious, ambitious, devious, today): each seed is played once in each seating of them, and the first character is compared with each other one, seed by seed, with 95% intervals.
help-arg-simulate-check = Check every order file the bot writes, like a player's; exit 1 if one has an error.
help-arg-reveal-yes = Do not ask while the game goes on.
help-arg-reveal-fmt = The post in md or bbcode (default: the game's forum format).
help-arg-verify-secret = The revealed dice seed.
help-arg-verify-files = Reports and chronicles: .md, .bbcode, .json, .yaml logs, or the text of posts copied from the forum.
help-arg-verify-published = The seed's fingerprint (SHA-256, 64 hex digits), when the first chronicle is not among the files.
help-arg-bot-turn = The turn to write orders for (7, turn-7, turn-07).
help-arg-bot-dynasty = A dynasty to play (repeat for several; default: every master-run dynasty).

## Placeholders of the values: a command's own (help-meta-COMMAND-NAME), else a shared one (help-meta-NAME)

help-meta-turn = TURN
help-meta-game = FOLDER
help-meta-lang = LANGUAGE
help-meta-dice = FILE
help-meta-seed = NUMBER
help-meta-scenario = SCENARIO
help-meta-files = FILE
help-meta-report-file = FILE
help-meta-chronicle = FILE
help-meta-post = FILE
help-meta-dynasty = DYNASTY
help-meta-player = PLAYER
help-meta-fmt = FORMAT
help-meta-max-chars = NUMBER
help-meta-query = ID-OR-WORD
help-meta-turns = NUMBER
help-meta-games = NUMBER
help-meta-compare = FILE
help-meta-workers = NUMBER
help-meta-csv-file = FILE
help-meta-pictures = FOLDER
help-meta-scheduler = ADDRESS
help-meta-players = CHARACTERS
help-meta-secret = SEED
help-meta-published = FINGERPRINT

## Usage errors: one line, the command as typed before it, the help to read after it

usage-line = { $problem }. See: { $help }
usage-line-guess = { $problem }; did you mean { $guess }? See: { $help }
usage-unknown-command = there is no command '{ $written }'
usage-unknown-option = there is no option '{ $written }'
usage-missing-argument = the argument { $placeholder } is missing: '{ $usage }'
usage-option-after-command = { $option } goes after the command: '{ $example }'
usage-needs-value = { $option } needs a value: '{ $option } { $placeholder }'
usage-takes-no-value = { $option } takes no value: write it alone
usage-not-a-number = { $option }: '{ $value }' is not a whole number
usage-too-small = { $option }: { $value } is less than { $least }
usage-out-of-range = { $option }: { $value } is not within { $least } to { $most }
usage-not-a-choice = { $option }: '{ $value }' is none of { $choices }
usage-bad-value = { $option }: '{ $value }' is not a value it takes
usage-extra = { $n ->
    [one] one word too many
   *[other] { $n } words too many
}: '{ $words }'
usage-wrong = the command is not written as it takes
usage-aborted = aborted
