# The command line: what the commands print (new-game, resolve, status, check-state, rollback, report, bot,
# simulate) and the errors they report: files, YAML, scenarios, states, dice, rules.
# Errors quote ids and fields as the file writes them: it is the file that gets mended.
# persons: $who $head $spouse $parent
# houses: $house
# provinces: $province
# numbers: $n $turn $latest $next $seed $ap $age $capable $death $step $value $low $high $most $least $version
# numbers: $size $byte $levels $count $sides $start $others $gap $parent_age $sent $living $invalid $dynasties
# numbers: $files $seeded $seeds $seatings
# numbers: $provinces $played $wars $won $turns $first $code $state_turn $born $died $started $learned $last

## Shared

# The label of a problem's line: `path:line: error: …` (check, resolve and the other commands).
cli-label-error = error
cli-label-warning = warning
cli-none = none
cli-and-more = { $names } and { $n } more
cli-house = { $house } ({ $id })
cli-person-of-house = { $who } ({ $id }, { $house })
cli-written = { $n ->
    [one] { $n } file written
   *[other] { $n } files written
}: { $files }
cli-written-folder = { $folder } ({ $n ->
    [one] { $n } file
   *[other] { $n } files
})
cli-game-over = the game is over; 'dynasty status' says who won
cli-game-won = The game is over. { $n ->
    [1] Winner
   *[other] Winners
}: { $houses }
cli-unknown-dynasty = '{ $id }' is no dynasty of this game; dynasties: { $known }
cli-unknown-dynasty-hint = '{ $id }' is no dynasty of this game; did you mean '{ $hint }'? Dynasties: { $known }
cli-ambiguous-dynasty = '{ $id }' fits more than one dynasty — { $houses }: name the one you mean by its id
cli-player-reads-as-house = the forum name '{ $player }' of the player of { $house } ({ $house_id }) reads as { $kind ->
    [id] the id
    [name] the name
   *[player] the player's name
} of { $other } ({ $other_id }): a file or a command with that name would stand for two dynasties — write the name so that it cannot be taken for another (for example '{ $player } (player)')
cli-dynasty-destroyed = dynasty '{ $id }' has been destroyed and gives no orders
cli-bad-turn = '{ $text }' is not a turn; write it as 7, turn-7 or turn-07
cli-no-campaign = no campaign here: { $settings } is missing; start one with 'dynasty new-game SCENARIO', or point at one with --game DIR
cli-check-no-campaign = no campaign here ({ $settings } is missing). A player checks his orders against his report: 'dynasty check { $turn } { $orders } --report { $report }'; the game master, in the campaign's folder or with --game DIR
cli-check-orders-placeholder = ORDERS.yaml
cli-no-turns = the campaign in { $folder } has no turn with a state.yaml
cli-turn-without-state = turn { $turn } has no state ({ $path }); turns with a state: { $known }
cli-cannot-write = cannot write { $path }: { $reason }

## Writing into the game folder: a command writes everything or nothing, and alone

# $reason is one of the cli-write-* messages: why the write failed.
cli-write-no-space = the disk is full
cli-write-read-only = the file system is read-only
cli-write-no-permission = no permission to write
cli-write-is-folder = a folder stands where the file goes
cli-write-not-a-folder = { $folder } is a file, where a folder must be
cli-write-name-too-long = the file name is too long
cli-write-io = input/output error: the disk is failing or gone
cli-write-system = system error { $code }
cli-game-busy = another command is changing the game folder { $folder } right now; run this one again when it has finished
cli-recovered-finished = The interrupted command '{ $command }' was finished: all its files are in place.
cli-recovered-discarded = The interrupted command '{ $command }' was undone: none of its files was written, the game folder is as it was before it.
cli-recovery-failed = cannot finish the interrupted command '{ $command }': cannot write { $path }: { $reason }; mend that and run any command again
cli-transaction-unreadable = { $folder } holds an unfinished write that cannot be read; move that folder elsewhere and check the game with 'dynasty status'
cli-link-leaves-game = a symbolic link leads out of the game folder (to { $target }); the program reads and writes inside the game folder only

## Files and YAML

cli-file-not-found = file not found
cli-file-no-permission = no permission to read the file
cli-file-unreadable = cannot read the file ({ $reason })
cli-file-is-folder = is a folder, not a file
cli-file-too-large = file is { $size } { $size ->
    [one] byte
   *[other] bytes
}; at most { $most } { $most ->
    [one] is
   *[other] are
} accepted
cli-file-not-regular = this is no regular file but a device, a pipe or a socket; a regular file is needed
cli-file-too-large-read = the file is longer than { $most } { $most ->
    [one] byte
   *[other] bytes
}, the most such a file may be
cli-file-not-utf8 = not UTF-8 text (byte { $byte }); save it as UTF-8
cli-file-not-text = the file cannot be read as text, in UTF-8 or any other known encoding: open it in an editor and save it as UTF-8
cli-file-empty = the file is empty
cli-yaml-malformed-plain = malformed YAML: check the indentation (spaces only, the same for lines of one level), a colon and a space after each key, and that quotes and brackets are closed
cli-yaml-tab = malformed YAML: { $n ->
    [1] the line is indented with a tab
   *[other] lines { $lines } are indented with tabs
}, and YAML indents with spaces only: put two spaces for each tab
cli-yaml-tab-inside = malformed YAML: a tab in the line, which YAML does not take: put a space instead
cli-yaml-reserved-character = malformed YAML: a value cannot begin with '{ $character }': put it in quotes
# $fixed — the line as it should be written.
cli-yaml-colon-space = malformed YAML: a colon needs a space after it: '{ $fixed }'
cli-yaml-no-colon = malformed YAML: no colon after '{ $key }': '{ $fixed }'
cli-yaml-prose = malformed YAML: this line is words of a post, not orders: put the orders in a code block ([code]…[/code] or ```yaml … ```) and the words outside it
cli-yaml-action-braces = malformed YAML: an action's parameters go in braces: '{ $fixed }'
cli-yaml-value-colon = malformed YAML: the value holds a colon: put it in quotes — '{ $fixed }'
cli-yaml-empty-then-lines = malformed YAML: '{ $written }' says there is nothing here, yet lines follow: remove '{ $brackets }' — '{ $fixed }'
cli-yaml-indentation = malformed YAML: this line is indented unlike its neighbours: lines of one level have the same indentation, in spaces only (two a level in the template)
cli-yaml-after-quote = malformed YAML: text after the closing quote: put the whole value in quotes
cli-yaml-extra-bracket = malformed YAML: a closing '{ $bracket }' too many
cli-yaml-unclosed-quote = malformed YAML: the quote { $quote } is not closed: close it on the same line
cli-yaml-unclosed-bracket = malformed YAML: the '{ $bracket }' is not closed: close it with '{ $closing }' on the same line
cli-yaml-brackets = malformed YAML: brackets do not pair: '{"{"}' closes with '{"}"}', '[' with ']'
cli-yaml-dash-space = malformed YAML: the dash that begins a list item needs a space after it: '{ $fixed }'
cli-yaml-typographic-dash = malformed YAML: a list item begins with a hyphen '-', not the dash '{ $dash }' (autocorrect puts it): '{ $fixed }'
cli-yaml-duplicate-key = the key '{ $key }' is already written on line { $first }; write each key once
cli-yaml-duplicate-key-plain = the key '{ $key }' is written twice; write each key once
cli-yaml-bad-character = malformed YAML: character { $character } is not allowed in YAML text: remove it
cli-yaml-alias = YAML aliases ('{ $alias }') are not accepted; write the value out
cli-yaml-tag = YAML tags ('{ $tag }') are not accepted; write plain values
cli-yaml-merge-key = YAML merge keys ('<<') are not accepted; write the keys out
cli-yaml-too-deep = nested more than { $levels } { $levels ->
    [one] level
   *[other] levels
} deep
cli-yaml-complex-key = a key must be a plain value, not a list or a mapping

## A file's fields: what is missing, what is unknown, what is wrong with a value

cli-schema-not-mapping = the file must be a mapping of fields ('key: value' lines)
cli-schema-missing-field = missing field '{ $field }'
cli-schema-missing-field-in = missing field '{ $field }' in { $where }
cli-schema-unknown-field = unknown field '{ $field }'
cli-schema-unknown-field-in = unknown field '{ $field }' in { $where }
# $wanted is one of the cli-value-* messages: what the value should be.
cli-schema-bad-value = { $field }: { $wanted }
cli-schema-bad-value-got = { $field }: { $wanted } (got { $got })
cli-value-int = must be a whole number
cli-value-number = must be a number
cli-value-text = must be text
cli-value-bool = must be true or false
cli-value-list = must be a list
cli-value-mapping = must be a mapping ('key: value' lines)
cli-value-at-least = must be at least { $least }
cli-value-above = must be greater than { $least }
cli-value-at-most = must be at most { $most }
cli-value-below = must be less than { $most }
cli-value-too-few = must have at least { $least } { $least ->
    [one] item
   *[other] items
}
cli-value-too-short = must be at least { $least } { $least ->
    [one] character
   *[other] characters
} long
cli-value-one-of = must be one of { $choices }
cli-value-one-of-maybe = must be one of { $choices }; perhaps '{ $maybe }'?
cli-value-control-character = the text holds a control character (code { $code }); names and texts are written without control characters
cli-value-web-address = the text holds a web address ('://' or 'www.'); a name cannot be a link
cli-value-e-mail-address = the text holds an e-mail address (like name@example.com), which forums make a link of; a name cannot be a link
cli-value-other = { $detail }

## Scenarios (new-game, simulate)

cli-scenario-not-found = no scenario '{ $name }': looked for { $paths }
# $problem is one of the problems below, of the head or of another character of the dynasty.
cli-scenario-head-problem = dynasty '{ $dynasty }' head: { $problem }
cli-scenario-person-problem = dynasty '{ $dynasty }', '{ $id }': { $problem }
cli-scenario-head-traits-required = 'traits' is required; the player designs the head (GEN-1)
cli-scenario-head-traits = traits must be one positive and one negative, or two different neutral ones (GEN-1); got { $got }
cli-scenario-trait-of-category = { $trait } ({ $category })
cli-trait-positive = positive
cli-trait-negative = negative
cli-trait-neutral = neutral
cli-scenario-head-skills-required = 'skills' is required: the values { $values }, one per skill (GEN-1)
cli-scenario-head-skills = skills must be the values { $values }, one per skill (GEN-1); got { $got }
cli-scenario-head-too-young = age { $age } is below { $least } (GEN-1)
cli-scenario-bad-dynasty-id = dynasty id '{ $id }' must be lowercase Latin letters, digits, '-' or '_'
cli-dynasty-id-reserved = dynasty id '{ $id }' cannot be used: the folder of the reports keeps the names { $reserved } for its own files (the game master's report, the chronicle, the forum's posts); give the dynasty another id
cli-scenario-bad-province-id = province id '{ $id }' must be lowercase Latin letters, digits, '-' or '_'
cli-scenario-bad-character-id = character id '{ $id }' must be lowercase Latin letters, digits, '-' or '_', starting with a letter
cli-scenario-province-twice = province id '{ $id }' is used twice (also in dynasty '{ $dynasty }'); ids must be unique
cli-scenario-character-twice = character id '{ $id }' is used twice (also in dynasty '{ $dynasty }'); ids must be unique
cli-scenario-too-many-members = dynasty '{ $dynasty }' lists { $n } { $n ->
    [one] member
   *[other] members
}; a dynasty starts with { $start } { $start ->
    [one] character
   *[other] characters
}, the head and { $others } { $others ->
    [one] other
   *[other] others
} (DYN-1)
cli-scenario-province-count = dynasty '{ $dynasty }' has { $n } { $n ->
    [one] province
   *[other] provinces
}; a dynasty starts with { $start } (DYN-1)
cli-age-step = age { $age } is not a multiple of { $step } (AGE-8)
cli-scenario-too-old = age { $age }: nobody plays a turn at { $death } (AGE-6)
cli-unknown-trait = trait '{ $trait }' is unknown; traits are { $known }
cli-unknown-trait-hint = trait '{ $trait }' is unknown; did you mean '{ $hint }'? Traits are { $known }
cli-scenario-member-traits = a character has 2 traits of two different categories (GEN-3); got { $got }
cli-scenario-skill-range = { $skill } { $value } is outside { $low }–{ $high } (SKILL-1)
cli-scenario-not-a-choosing-trait = '{ $trait }' is not one of this character's traits that lets the player choose skills
cli-scenario-trait-skills = { $trait } changes { $n } different { $n ->
    [one] skill
   *[other] skills
} other than { $skills } (GEN-4)
cli-scenario-not-in-family = { $field } '{ $id }' is not the head or a member of this dynasty
cli-scenario-father-of-wrong-sex = father '{ $id }' is female
cli-scenario-mother-of-wrong-sex = mother '{ $id }' is male
cli-scenario-parent-too-young = { $field } '{ $parent }' ({ $parent_age }) must be at least { $gap } { $gap ->
    [one] year
   *[other] years
} older than '{ $id }' ({ $age }) (AGE-3)
cli-scenario-sibling-and-parents = give either 'sibling_of' or the parents, not both
cli-scenario-sibling-chain = name the same character as '{ $id }' does
cli-scenario-spouse-same-sex = spouse '{ $id }' is of the same sex (MAR-2)
cli-scenario-spouse-married-elsewhere = spouse '{ $spouse }' is married to '{ $other }'
cli-scenario-spouses-too-young = both spouses must be at least { $capable } (MAR-2)

## Rules (a scenario's rules:)

cli-rules-not-mapping = 'rules' must be a mapping of overrides
cli-rules-unknown-key = unknown rules key '{ $key }'; { $section } has: { $known }
cli-rules-unknown-key-in-value = unknown rules key '{ $key }'; { $section } is a single value
cli-rules-event-rows = event table rows must have increasing 'max'
cli-rules-event-table-end = event table must end at { $sides }, the sides of { $die }
cli-rules-skills = skills must be exactly { $skills }
cli-rules-eras-order = eras must start at turn 1 and be listed in increasing 'from_turn'
cli-rules-era-action = era '{ $era }' names unknown action '{ $action }'
cli-rules-trait-action = trait '{ $trait }' names unknown action '{ $action }'
cli-rules-no-trait-in-category = no trait in the '{ $category }' category

## States (check-state, and every command that reads one)

cli-state-ok = { $path }: ok — turn { $turn }, { $dynasties } { $dynasties ->
    [one] dynasty
   *[other] dynasties
}, { $living } living { $living ->
    [one] character
   *[other] characters
}, { $provinces } { $provinces ->
    [one] province
   *[other] provinces
}
cli-state-schema-version = this program reads schema_version { $version }
cli-state-turn-not-folder = turn: { $state_turn }, but the file lies in the folder of turn { $turn }; each turn's folder holds that turn's state
cli-state-unknown-era = era '{ $era }' is unknown; eras are { $known }
cli-state-wrong-era = turn { $turn } is in era '{ $expected }', not '{ $era }' (ERA-1)
cli-state-bad-id = id '{ $id }' must be lowercase letters, digits, '-' or '_', starting with a letter
cli-state-no-character = { $field } '{ $id }' is no character of this state
cli-state-dead = { $field } '{ $who }' is dead
cli-state-no-dynasty = { $field } '{ $id }' is no dynasty of this state
cli-state-alive-in-destroyed = '{ $who }' is alive but { GENDER($who) ->
    [f] her
   *[m] his
} dynasty '{ $dynasty }' was destroyed (DEFEAT-4)
cli-state-father-not-male = father '{ $id }' is not male
cli-state-mother-not-female = mother '{ $id }' is not female
cli-state-spouse-unmarried = spouse '{ $spouse }' is married to no one, not '{ $id }'
cli-state-spouse-married-elsewhere = spouse '{ $spouse }' is married to '{ $other }', not '{ $id }'
cli-state-spouses-same-sex = '{ $id }' and spouse '{ $other }' are of the same sex (MAR-2)
cli-state-married-too-young = '{ $id }' is { $age }; only characters aged { $capable }+ marry (MAR-2, AGE-2)
cli-state-married-to-the-dead = a marriage ends with death (MAR-7); a living character cannot be married to a dead one
cli-state-too-old = a living character cannot be { $age }; at { $death } everyone dies (AGE-6)
cli-state-dead-without-death = a dead character needs 'death'
cli-state-living-with-death = a living character cannot have 'death'
cli-state-loyalty-range = loyalty { $value } is outside { $low }–{ $high } (LOY-1, LOY-2)
cli-state-skill-range = { $skill } { $value } is outside { $low }–{ $high } (SKILL-1, SKILL-4)
cli-state-trait-twice = a trait is listed twice
cli-state-no-head = living dynasty '{ $dynasty }' has no head (CHAR-1)
cli-state-no-members = living dynasty '{ $dynasty }' has no living member (CHAR-1)
cli-state-member-elsewhere = { $field } '{ $id }' is a member of '{ $other }', not of '{ $dynasty }'
cli-state-regent-needed = head '{ $id }' is { $age }; a head under { $capable } needs a regent while there is another member (SUCC-6)
cli-state-own-lord = dynasty '{ $dynasty }' cannot be its own lord or branch
cli-state-reputation-above = reputation { $value } is above { $most } (REP-2)
cli-state-reputation-defeat = reputation { $value } means defeat (DYN-2); the dynasty should not be alive
cli-state-balance-below = balance { $value } is below { $least } (DYN-7)
cli-state-army-negative = army { $value } is negative
cli-state-ap-below = AP { $value } is below { $least } (DYN-4)
cli-state-unknown-technology = technology '{ $technology }' is unknown; technologies are { $known }
cli-state-no-province = province '{ $id }' is no province of this state
cli-state-province-owned-by = province '{ $id }' is owned by '{ $owner }', not '{ $dynasty }'
cli-state-province-unowned = province '{ $id }' is listed by '{ $dynasty }' but has no owner
cli-state-owner-lacks-province = owner '{ $owner }' does not list province '{ $id }'
cli-state-province-loyalty-range = loyalty { $value } is outside { $low }–{ $high } (PROV-7)
cli-state-province-abandoned = province '{ $id }' has no owner and is not in revolt (PROV-4)
cli-state-province-owned-in-revolt = province '{ $id }' is owned by '{ $owner }' and in revolt at once
cli-state-yield-below = yield { $value } is below { $least } (PROV-5)
cli-state-general-elsewhere = general '{ $id }' is a member of '{ $other }', not of '{ $dynasty }' (WAR-1)
cli-state-unknown-subject = subject '{ $id }' is no character or dynasty
cli-state-vassal-cycle = vassalage of '{ $dynasty }' forms a cycle (VASSAL-6)
cli-state-trait-count = the character has { $n } { $n ->
    [one] trait
   *[other] traits
}, and nobody has more than two (CHAR-2)
cli-state-born-later = born: { $born } is after the state's turn { $turn }
cli-state-died-later = a death on turn { $died } is after the state's turn { $turn }
cli-state-own-ancestor = '{ $id }' is his own ancestor: the parents (father, mother) go round in a circle
cli-state-technology-twice = the technology '{ $technology }' is listed twice
cli-state-destroyed-with-provinces = the destroyed dynasty '{ $dynasty }' cannot hold provinces: they go to others (DEFEAT-2)
cli-state-regent-for-adult = the head '{ $id }' is { $age }: only a head under { $capable } has a regent (SUCC-6)
cli-state-province-twice = the province '{ $id }' is listed twice
cli-state-war-side-twice = the dynasty '{ $dynasty }' is listed twice in '{ $side }'
cli-state-war-both-sides = the dynasty '{ $dynasty }' stands on both sides of this war, and no dynasty is at war with itself (WAR-1)
cli-state-war-twice = '{ $dynasty }' and '{ $enemy }' are already at war with each other in another war of the list; two dynasties fight one war
cli-state-war-later = started: { $started } is after the state's turn { $turn }
cli-state-general-outside-war = generals: the dynasty '{ $dynasty }' is not in this war; its sides name the generals (WAR-1)
cli-state-unknown-fact = fact: '{ $fact }' cannot be learned of '{ $id }'; what can: { $known } (INFO-2)
cli-state-fact-of-own = the dynasty '{ $dynasty }' knows '{ $id }' whole anyway: itself or its own member (INFO-5)
cli-state-fact-later = a fact learned on turn { $learned }, after the state's turn { $turn }
cli-state-fact-value = value: { $fact ->
    [traits] a list of traits is needed
    [skills] a mapping of all five skills to numbers is needed
    [technologies] a list of technologies is needed
   *[other] a whole number is needed
} (INFO-4)

## Dice chosen by the GM (--dice, dice.yaml)

cli-dice-count = dice '{ $key }' rolls { $dice } ({ $count } { $count ->
    [one] die
   *[other] dice
}) but { $n } { $n ->
    [one] value is
   *[other] values are
} given
cli-dice-out-of-range = dice '{ $key }' rolls { $dice }; { $value } is not between 1 and { $sides }
cli-dice-not-scripted = dice '{ $key }' ({ $dice }, { $purpose }) was rolled but is not scripted
cli-dice-never-rolled = dice '{ $key }' were chosen but no such die was rolled
cli-dice-never-rolled-hint = dice '{ $key }' were chosen but no such die was rolled; did you mean '{ $hint }'?
cli-dice-unused = not used: dice '{ $key }' were chosen, but the turn rolled no such die
cli-dice-unused-hint = not used: dice '{ $key }' were chosen, but the turn rolled no such die; did you mean '{ $hint }'?
cli-dice-file-not-mapping = a dice file maps dice keys to values, like 't07/province/anjou/event: 9'
cli-dice-bad-key = { $key } is not a dice key like 't07/province/anjou/event'
cli-dice-bad-key-hint = { $key } is not a dice key like 't07/province/anjou/event'; did you mean '{ $hint }'?
cli-dice-bad-value = dice '{ $key }': { $written } is not a whole number or a list of them

## new-game

cli-new-game-refused = { $folder } already holds a campaign (its turns/ folder); start a new one in an empty folder (--game DIR)
cli-new-game = New campaign “{ $title }” from the scenario '{ $scenario }'.
cli-new-game-secret = The dice seed, the master's secret, is written in { $settings } (seed): show it to nobody until the game is over. The first chronicle publishes its SHA-256 fingerprint: { $commitment }.
cli-guessable-seed = the dice seed { $seed } is easy to guess: from the dice of his own report a player finds it in minutes, and with it every future die and what other houses rolled in secret. Such a seed is for trials and examples; start a real game with 'dynasty new-game' without --seed.
cli-new-game-turn = Turn { $turn }, { $era }. { $n } { $n ->
    [one] dynasty
   *[other] dynasties
}:
cli-new-game-dynasty = head { $head } ({ $id }), { $ap } AP; events: { $events }
cli-new-game-event = { $province }: { $event }
cli-event-none = a quiet year
cli-event-famine = famine
cli-event-disease = disease
cli-event-volunteers = volunteers
cli-event-revolt = revolt

## What happened in the turn (new-game, resolve)

cli-births = { $n ->
    [one] { $n } birth
   *[other] { $n } births
}: { $names }
cli-deaths = { $n ->
    [one] { $n } death
   *[other] { $n } deaths
}: { $names }
cli-new-heads = { $n ->
    [one] { $n } new head
   *[other] { $n } new heads
}: { $names }
cli-defeats = { $n ->
    [one] { $n } dynasty defeated
   *[other] { $n } dynasties defeated
}: { $names }

## resolve, rollback

cli-resolved = Turn { $turn } resolved: now turn { $next }, { $era }.
cli-resolved-new-era = A new era: { $era }.
# A house that fell in the turn gets its last report (DYN-2): the GM sends it to its player. $files: the report's
# files and the posts folder, joined by commas.
cli-resolved-fallen = The last report of { $house } ({ $id }), out of the game, to send to its player: { $files }
cli-resolved-no-orders = { $n ->
    [one] { $n } dynasty sent no orders and played
   *[other] { $n } dynasties sent no orders and played
} the defaults: { $houses }
cli-resolved-stand-in = { $n ->
    [one] The built-in player played { $n } house without orders
   *[other] The built-in player played { $n } houses without orders
} (absence: and away: in turns/game.yaml): { $houses }
cli-resolve-no-state = turn { $turn } has no state; the latest turn is { $latest }
cli-resolve-already-resolved = turn { $turn } was already resolved (turn { $latest } exists); 'dynasty resolve { $turn } --force' resolves it again, replacing turn { $latest }
cli-resolve-not-latest = turn { $turn } is not the latest turn ({ $latest }); 'dynasty rollback { $turn }' first moves the turns after it into the archive
cli-resolve-orders-have-errors = { $n ->
    [one] { $n } error
   *[other] { $n } errors
} in the orders ({ $files }); nothing was resolved. Run 'dynasty check { $turn }' to see { $n ->
    [one] it
   *[other] them
}
cli-resolve-archived = The files replaced were moved into the archive { $archive }: { $paths }
cli-resolve-missing = { $n ->
    [one] { $n } dynasty sent no orders
   *[other] { $n } dynasties sent no orders
}: { $houses }. A dynasty without orders plays the turn by default: no actions, the default decisions.
cli-resolve-question = Resolve turn { $turn } and play the defaults for { $n ->
    [one] it
   *[other] them
}? [y/N]{" "}
cli-resolve-declined = Turn { $turn } was not resolved. 'dynasty take { $turn }' takes orders in from the players' posts; 'dynasty resolve { $turn } --yes' resolves the turn without the missing orders and asks nothing.
cli-resolve-orders-gone = while you answered, the order files of these dynasties left the orders folder: { $houses }; turn { $turn } was not resolved — run 'dynasty resolve { $turn }' again
cli-dry-run = Turn { $turn } played in memory (--dry-run): it would be turn { $next }, { $era }. Nothing was written.
cli-dry-run-dice = { $n ->
    [one] { $n } die was rolled
   *[other] { $n } dice were rolled
} (key, dice, value, what for). To take a die rolled on the forum, write its key and value into { $file }; a die taken from there is marked "chosen by the GM".
cli-dry-run-no-dice = No die was rolled.
cli-dry-run-die = { $key } { $dice } = { $values } — { $purpose }
cli-dry-run-die-chosen = { $key } { $dice } = { $values } (chosen by the GM) — { $purpose }
cli-rollback-moved = Moved into { $archive }: { $paths }
cli-rollback-no-state = turn { $turn } has no state; turns with a state: { $known }
cli-rollback-nothing = turn { $turn } is the latest turn and was not resolved; there is nothing to roll back

## status

cli-status-title = { $title } — turn { $turn }, { $era }
cli-status-title-earlier = { $title } — turn { $turn } (the latest turn is { $latest }), { $era }
cli-status-col-dynasty = dynasty
cli-status-col-name = name
cli-status-col-head = head
cli-status-col-reputation = rep
cli-status-col-provinces = prov
cli-status-col-army = army
cli-status-col-ap = AP
cli-status-col-player = played by
cli-status-col-orders = orders
cli-status-col-missed = missed
cli-status-master = master
cli-status-player-and-master = { $player } (master)
cli-status-defeated = defeated
cli-status-orders-missing = missing
cli-status-orders-errors = { $n ->
    [one] { $n } error
   *[other] { $n } errors
}
cli-status-orders-warnings = { $n ->
    [one] { $n } warning
   *[other] { $n } warnings
}
cli-status-orders-fine = fine
cli-status-orders = Orders in: { $sent } of { $living }.
cli-status-orders-with-errors = Orders in: { $sent } of { $living }; { $invalid } { $invalid ->
    [one] file has
   *[other] files have
} errors (run 'dynasty check { $turn }').
cli-status-province = { $province } ({ $id }, { $house })
cli-status-decisions = { $n ->
    [one] { $n } province waits
   *[other] { $n } provinces wait
} for a decision: { $provinces }; without an answer in the orders, the default is taken.
cli-status-no-decisions = No province waits for a decision.

## report, bot

cli-report-bad-format = '{ $format }' is not a report format; formats: md, bbcode, json
cli-report-unknown-dynasty = '{ $id }' is no dynasty of turn { $turn }; dynasties: { $known } (or 'gm' for the GM's report)
cli-report-no-renderer = the { $format } renderer is not installed; use --format json
cli-report-posts-archived = The earlier posts for the forum were moved into the archive { $archive }: the new ones do not replace them one for one.
cli-report-post-too-long = part { $n } of { $total } is longer than { $most } { $most ->
    [one] character
   *[other] characters
}: it holds a table, a list or a code block that cannot be cut; raise --max-chars or split it by hand
cli-posts-too-long = These posts for the forum are longer than { $most } { $most ->
    [one] character
   *[other] characters
}, for they hold a table, a list or a code block that cannot be cut: { $files }. Raise forum.max_chars in turns/game.yaml if the forum allows it, or split them by hand.
cli-bot-nobody = No master-run dynasty to play; name one with --dynasty <id>.
cli-bot-not-latest = turn { $turn } is not the latest turn ({ $latest }); the bot writes the orders of the turn to resolve, { $latest }
cli-bot-player-file = '{ $id }' is player-run and its order file exists; the bot never overwrites a player's orders
cli-bot-foreign-file = this order file of '{ $id }' was not written by the bot (its first line is not '{ $mark }'); delete it to let the bot write new orders

## simulate

cli-simulate-progress = Simulating
cli-simulate-no-distributed = --scheduler needs the distributed package: install it with 'pip install distributed'
cli-simulate-scheduler-unreachable = the Dask scheduler at { $address } does not answer: { $reason }
cli-simulate-title = { $scenario }: { $n } { $n ->
    [one] game
   *[other] games
} of up to { $turns } { $turns ->
    [one] turn
   *[other] turns
}
cli-simulate-totals = turns played: { $played }; wars declared: { $wars }; games won outright: { $won }
cli-simulate-col-dynasty = dynasty
cli-simulate-col-wins = wins
cli-simulate-col-alive = alive at end
cli-simulate-col-survived = turns survived
cli-simulate-col-defeats = defeats by cause
cli-simulate-col-turn = turn { $turn }
cli-simulate-col-action = action
cli-simulate-col-used = used
cli-simulate-col-per-turn = per turn
cli-simulate-col-succeeded = succeeded
cli-simulate-cause = { $cause }: { $n }
cli-defeat-cause-reputation = reputation
cli-defeat-cause-extinct = extinct
cli-simulate-over-time = reputation/provinces at the start of a turn (mean over the games where the dynasty lives):
cli-simulate-actions = actions the bot ordered:
cli-simulate-action = { $name } ({ $id })
cli-simulate-check-errors = errors 'dynasty check' found in the bot's orders: { $n }

## Taking a post in (take)

cli-take-not-latest = turn { $turn } is resolved already: orders are taken for turn { $latest }; if the post came in time, undo the resolution with 'dynasty rollback { $turn }' (the turns after turn { $turn } go to the archive, nothing is deleted) and take the post again: 'dynasty take { $turn }'
cli-take-whose = cannot tell whose orders these are: they have no line 'dynasty: <id>' (or 'династия: <name>') naming a dynasty of the game; name the dynasty (--dynasty ID) or the player (--player NAME); the dynasties: { $known }
cli-take-unknown = '{ $given }' is neither a dynasty nor a player of this game; the dynasties: { $known }
cli-take-unknown-hint = '{ $given }' is neither a dynasty nor a player of this game; did you mean '{ $hint }'? The dynasties: { $known }
cli-take-no-sender = who sent the post is not said: its 'dynasty:' line names { $house } ({ $id }), but any player may write that line — name the sender: --player NAME or --dynasty { $id } (or save the post in a file named after the player)
cli-take-sender-question = The post's orders are for { $house } ({ $id }). Did the player of that house send it? [y/N]{" "}
cli-take-sender-question-player = The post's orders are for { $house } ({ $id }). Did { $player } send it? [y/N]{" "}
cli-take-sender-declined = nothing is saved; name who sent the post: --player NAME or --dynasty ID
cli-take-saved = The orders of { $house } ({ $id }) are saved: { $path }
cli-take-archived = The former orders of { $house } are kept in the archive: { $paths }
cli-take-not-saved = Nothing saved: the orders are not taken. The reply for the player, with the reason, is below.

cli-simulate-col-win-rate = win rate
cli-simulate-col-cause = cause
cli-simulate-col-defeated = defeated
cli-simulate-col-share = share of the dynasties
cli-simulate-col-compared = compared
cli-simulate-col-a = A
cli-simulate-col-b = B
cli-simulate-col-difference = B − A (95% CI)
cli-simulate-col-verdict = larger than chance?
cli-simulate-interval = In brackets, the 95% confidence interval: the true value lies in it 19 times out of 20. Differences of shares are in percentage points.
cli-simulate-wins-even = No dynasty wins more or less often than the dynasties' average ({ $average }) by more than chance.
cli-simulate-wins-more = { $n ->
    [1] { $dynasties } wins
   *[other] { $dynasties } win
} more often than the dynasties' average ({ $average }), by more than chance.
cli-simulate-wins-less = { $n ->
    [1] { $dynasties } wins
   *[other] { $dynasties } win
} less often than the dynasties' average ({ $average }), by more than chance.
cli-simulate-alive-even = No dynasty lives to the end of the games more or less often than the average ({ $average }) by more than chance.
cli-simulate-alive-more = { $n ->
    [1] { $dynasties } lives
   *[other] { $dynasties } live
} to the end of the games more often than the average ({ $average }), by more than chance.
cli-simulate-alive-less = { $n ->
    [1] { $dynasties } lives
   *[other] { $dynasties } live
} to the end of the games less often than the average ({ $average }), by more than chance.
cli-simulate-survived-even = No dynasty lasts more or fewer turns than the average ({ $average } turns) by more than chance.
cli-simulate-survived-more = { $n ->
    [1] { $dynasties } lasts
   *[other] { $dynasties } last
} more turns than the average ({ $average } turns), by more than chance.
cli-simulate-survived-less = { $n ->
    [1] { $dynasties } lasts
   *[other] { $dynasties } last
} fewer turns than the average ({ $average } turns), by more than chance.
cli-simulate-few-games = { $n ->
    [one] { $n } game is
   *[other] { $n } games are
} few: the intervals are wide and show only large differences; play more games to tell smaller ones.
cli-simulate-causes = causes of defeat (share of the dynasties of all the games):
cli-simulate-compare-title = { $scenario }: the same games ({ $n }, each of up to { $turns } { $turns ->
    [one] turn
   *[other] turns
}) under the scenario's rules (A) and with the changes of { $rules } (B)
cli-simulate-compare-set = { $set }: { $totals }
cli-simulate-compare-wins = win rate:
cli-simulate-compare-alive = alive at the end:
cli-simulate-compare-survived = turns survived (mean):
cli-simulate-compare-causes = causes of defeat (share of the dynasties):
cli-simulate-compare-games = the games:
cli-simulate-compare-actions = actions (ordered per turn; share succeeded):
cli-simulate-beyond-chance = yes
cli-simulate-within-chance = no
cli-simulate-row-won = won outright
cli-simulate-row-wars = wars declared
cli-simulate-row-turns = turns played
cli-simulate-row-used = { $action }, per turn
cli-simulate-row-succeeded = { $action }, succeeded
cli-simulate-compare-item = { $section }: { $rows }
cli-simulate-compare-verdict = Differences larger than chance (95%): { $items }.
cli-simulate-compare-no-verdict = No difference between the two rule sets is larger than chance (95%) in { $n } { $n ->
    [one] game
   *[other] games
}.

## simulate --players: a tournament of the built-in player's characters

cli-tournament-title = { $scenario }: a tournament of { $players }; { $seeds } { $seeds ->
    [one] seed
   *[other] seeds
} × { $seatings } { $seatings ->
    [one] seating
   *[other] seatings
} = { $n } { $n ->
    [one] game
   *[other] games
}, each of up to { $turns } { $turns ->
    [one] turn
   *[other] turns
}
cli-tournament-ended = games won outright: { $won } of { $n }, { $share }
cli-tournament-open = { $n ->
    [one] the game
   *[other] the games
} without a winner ended with { $alive } dynasties alive (mean)
cli-simulate-col-player = character
cli-simulate-col-houses = houses
cli-simulate-col-reputation = reputation at end
cli-simulate-col-falls = fell to reputation: own / succession / others
cli-tournament-falls = Reputation at the end counts a fallen house's as 0. Falls to reputation: "own" — its own acts cost it at least half of what it lost in its last 5 turns (a spouse bought, a plot discovered, a Bad-mannered member, a war it declared by its orders, an abdication to an heir who is not lawful); "succession" — the turn its new head was not lawful; "others" — the rest (gossip and rumours of other houses, an ally lost, a war declared on it, famine).
cli-tournament-against = { $first } against { $second }, seed by seed ({ $seeds } { $seeds ->
    [one] seed
   *[other] seeds
}, each the mean of its seatings):
cli-tournament-col-difference = { $first } − { $second } (95% CI)
cli-tournament-row-wins = games won
cli-tournament-row-alive = houses alive at the end
cli-tournament-row-reputation = reputation at the end
cli-simulate-unknown-player = --players: no character '{ $written }'; the characters are { $known }
cli-simulate-players-and-compare = --players and --compare do not go together: a tournament plays one rule set

## simulate --pictures: the pictures' words

cli-simulate-picture-survival = Dynasties alive at the start of each turn: { $scenario }, { $n } { $n ->
    [one] game
   *[other] games
}
cli-simulate-picture-causes = Causes of defeat: { $scenario }, { $n } { $n ->
    [one] game
   *[other] games
}
cli-simulate-picture-reputation = Mean reputation at the start of each turn: { $scenario }, { $n } { $n ->
    [one] game
   *[other] games
}
cli-simulate-picture-turn = turn
cli-simulate-picture-alive = alive (share of the games)
cli-simulate-picture-share = share of the dynasties of all the games
cli-simulate-picture-reputation-axis = reputation (mean over the games where the dynasty lives)
cli-simulate-picture-all = all dynasties
cli-simulate-picture-set-a = A: the scenario's rules
cli-simulate-picture-set-b = B: with the changes of { $rules }
cli-simulate-picture-note = Bands and whiskers: the 95% confidence interval (the true value lies in it 19 times out of 20).
cli-simulate-picture-no-defeats = No dynasty was defeated.

## Revealing the seed and checking the dice (reveal, verify)

cli-reveal-early = the game goes on (turn { $turn }): whoever learns the seed now computes every future die and the secret rolls of every house — reveal it when the game is over.
cli-reveal-refused = the seed is not revealed: the game goes on, and there is nobody here to ask; to reveal it all the same, add --yes
cli-reveal-question = Reveal the seed now? [y/N]{" "}
cli-reveal-declined = The seed is not revealed.
cli-reveal-heading = The dice seed revealed
cli-reveal-post = Every die of the game came from the seed { $secret }. Its SHA-256 fingerprint — { $commitment } — was published in the first chronicle, before the first turn. To check the dice of your reports: 'dynasty verify { $secret } FILES' (reports, chronicles, their copies from the forum) — or by hand, as the players' guide explains.
cli-verify-bad-commitment = '{ $written }' is no fingerprint: --commitment takes 64 hex digits, as the first chronicle gives them
cli-verify-not-json = the file does not read as JSON
cli-verify-no-commitment = The files hold no fingerprint of the seed: give the first chronicle (public.md, public.json or its post) or --commitment. Without it the check does not prove that the seed was not swapped; this seed's fingerprint is { $fingerprint }.
cli-verify-commitment-holds = The seed is the right one: its SHA-256 fingerprint is the one the first chronicle published ({ $commitment }).
cli-verify-commitment-broken = The seed is NOT the one the first chronicle promised: its fingerprint is { $fingerprint }, and the one published was { $published }.
cli-verify-no-dice = No die was found in the { $files ->
    [one] file
   *[other] files
}: give reports whose dice are written with their keys (🎲 t07/… 1d12 = 6), or their JSON.
cli-verify-dice = { $n ->
    [one] { $n } die
   *[other] { $n } dice
} checked in { $files ->
    [one] { $files } file
   *[other] { $files } files
}; from the seed: { $seeded }.
cli-verify-chosen = Chosen by the GM, and marked so by the reports ("chosen by the GM"): { $n }
cli-verify-unmarked = Not from the seed, and not marked so by the reports: { $n }
cli-verify-die = { $key } { $dice }: { $shown } in the report, { $seeded } from the seed ({ $where })
cli-verify-holds = The dice are fair: each came from the seed or is marked as chosen by the GM.
cli-verify-fails = The check failed: see above.

## Deadlines (deadline: in turns/game.yaml)

# $houses: a list of "House (id, player Nick)"; $player: the player's forum name.
cli-status-silent-house = { $house } ({ $id }, player { $player })
cli-status-silent = { $n ->
    [one] Sent nothing yet
   *[other] Sent nothing yet ({ $n })
}: { $houses }.

cli-status-stand-in-away = { $player } (away: the master plays)
cli-status-stand-in-silent = { $player } (silent: the master plays)
cli-status-stand-in-given-up = { $player } (given up to the master)
settings-deadline-clock = '{ $written }' is not a time of day; write it like 20:00
settings-deadline-moment = '{ $written }' is not a date and time; write it like 2027-01-10 20:00
settings-deadline-zone = '{ $written }' is not a time zone; write an IANA name such as Europe/Moscow
settings-deadline-weekly = not a weekday and a time; write it like 'sunday 20:00'
settings-deadline-weekly-maybe = not a weekday and a time; did you mean '{ $maybe }'?
settings-deadline-night = '{ $written }' is not the hours of a night; write them like 23:00-08:00
settings-deadline-unanchored = 'weekly' has nothing to count from: give 'start' (the date from which turn 1's deadline is counted) or a turn's deadline in 'turns'
settings-away-shape = away: write the first and last turn away, [8, 10], or one turn, [8]; this has { $n }
settings-away-order = away: [{ $first }, { $last }]: the first turn away comes after the last; write [{ $last }, { $first }]
settings-bad-now = DYNASTY_NOW = '{ $written }' is not a date and time; write it like 2026-12-06T18:00+03:00

# resolve without --yes: the guards against an empty turn and a turn resolved early. $left: the deadline sentence.
cli-resolve-most-silent = Turn { $turn } not resolved: { $n } of { $living } players' houses sent nothing, more than half. If that is what you mean, run resolve with --yes.
cli-resolve-before-deadline = Turn { $turn } not resolved: the orders are not due yet. { $left } To resolve the turn early, run resolve with --yes.
cli-resolve-early-question = { $left } Resolve turn { $turn } now, before the deadline? [y/N]{" "}
cli-resolve-early-declined = Turn { $turn } not resolved: waiting for the deadline.
