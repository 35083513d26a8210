# `dynasty check`: what is wrong in an order file and how to write it right. Each message quotes what the
# player wrote (an id, a value) and names a character, dynasty or province as "Name (id)": the id is what he
# fixes in the file. Message check-<code>: the code of dynasty/orders/messages.py.
# persons: $who $spouse $executor $student $relative $person $member $by
# houses: $house $lord $ours $theirs
# provinces: $province
# numbers: $age $capable $first $limit $loyalty $level $teaching $gap $top $minimum $count $army $have $turn $low $high $bribe $step $coins $held $points $spent $ap $left $balance $sent $penalty $files $errors $warnings $size $byte $n $item $more $report_turn $code $chronicle_turn $sure $drain $kin_loss $wars $combat $per $line

## Reading the file

# $reason: why the file cannot be read, in a phrase.
check-unreadable = the order file cannot be read: { $reason }
# A file not in UTF-8, yet read: $encoding, the encoding (utf-16, cp1251, koi8-r).
check-encoding = the file is saved in { $encoding ->
    [utf-16] UTF-16 (Notepad calls it "Unicode")
    [koi8-r] KOI8-R
   *[cp1251] Windows-1251
} and was read as such; save orders as UTF-8
check-no-orders-block = the orders are not in a code block and cannot be told from the words of the post: put the orders in a code block — [code]…[/code] or ```yaml … ``` — and greetings and comments outside it

check-not-orders = this is not an order file: it holds the lines 'dynasty: <dynasty id>' and 'turn: <turn number>', then 'decisions:', 'actions:', 'war:' and 'names:'
# The only orders are inside a quote ([quote]…[/quote], or Markdown lines begun with '>'): someone else's text.
check-orders-in-quote = the only orders in this post are inside a quote ([quote]…[/quote], or lines that begin with '>'), and a quote is someone else's text, not orders: write your orders outside the quote, in a code block — [code]…[/code] or ```yaml … ```
# A copied phpBB code box ("Code: Select all") marks no end: the orders end where their YAML does. $line: the line
# of the post (as pasted) where the words after the box begin; $text: its beginning.
check-after-code-box = the text from line { $line } of the post on ('{ $text }') is not YAML but words after the code box, and is left out of the orders
# Orders in several code blocks of one post ($count): one is read, the one from line $line.
check-orders-blocks = this post holds orders in { $count } code { $count ->
    [one] block
   *[other] blocks
}, and only the block from line { $line } is read: send your orders in one block
check-action-shape = each action is one line like '- visit: {"{"}by: <id>, target: <id>{"}"}'
check-action-params = the parameters of the action '{ $action }' go in braces, for example: '- { $action }: {"{"}by: <id>{"}"}'
# $known: every action, each as check-list-item, separated by commas.
check-unknown-action = '{ $name }' is not an action. Actions: { $known }
check-unknown-action-hint = '{ $name }' is not an action; did you mean '{ $hint }'?
# A list item: the name in the game's language and the id that orders use.
check-list-item = { $name } ({ $id })

## Fields of the file. $n: the action's number in the list of actions, counting from 1; $action: its name as written.

check-missing-field = '{ $field }' is missing
check-missing-field-action = '{ $field }' is missing in action { $n } ('{ $action }')
check-missing-field-in = '{ $field }' is missing in '{ $where }'
# $fields: the fields there are here, separated by commas.
check-unknown-field = '{ $field }' is not a field of an order file; its fields: { $fields }
check-unknown-field-action = '{ $field }' is not a field of action { $n } ('{ $action }'); its fields: { $fields }
check-unknown-field-in = '{ $field }' is not a field of '{ $where }'; its fields: { $fields }
# $hint: the field most likely meant.
check-unknown-field-hint = '{ $field }' is not a field of an order file; did you mean '{ $hint }'? Its fields: { $fields }
check-unknown-field-action-hint = '{ $field }' is not a field of action { $n } ('{ $action }'); did you mean '{ $hint }'? Its fields: { $fields }
check-unknown-field-in-hint = '{ $field }' is not a field of '{ $where }'; did you mean '{ $hint }'? Its fields: { $fields }
check-unknown-field-decisions = '{ $field }' does not go there: 'decisions' holds the kind of event, and under it the province and the choice, as in 'famine: { "{" }suzdal: pay{ "}" }' of the order template. Its fields: { $fields }

# A wrong value: where ($place, one of check-place-*) and what is wrong ($problem, one of check-value-*).
check-bad-value = { $place }: { $problem }
check-place-file = the order file
check-place-action = action { $n } ('{ $action }')
check-place-action-field = action { $n } ('{ $action }'), field '{ $field }'
check-place-action-item = action { $n } ('{ $action }'), field '{ $field }', item { $item }
check-place-field = field '{ $field }'
check-place-item = field '{ $field }', item { $item }
check-place-key = a key of '{ $field }'

# $got: the value as the player wrote it (quoted if it is text), or check-got-empty.
check-got-empty = an empty value
# $choices: the values allowed, each as check-choice or check-choice-glossed, separated by commas.
check-value-literal = { $got } will not do; choose one of { $choices }
check-value-literal-hint = { $got } will not do; did you mean '{ $hint }'? Choose one of { $choices }
check-choice = '{ $value }'
check-choice-glossed = '{ $value }' ({ $meaning })
# What the words of the decisions mean; a word not listed here stays as it is.
check-choice-meaning = { $value ->
    [pay] pay
    [refuse] refuse
    [accept] accept
    [suppress] suppress
    [yield] yield
   *[other] { $value }
}
check-value-int = a whole number is needed, not { $got }
check-value-string = a text is needed, not { $got }
check-value-bool = 'true' or 'false' is needed, not { $got }
check-value-dict = a mapping like {"{"}key: value{"}"} is needed, not { $got }
check-value-list = a list in square brackets is needed, not { $got }
check-value-ge = a number of at least { $limit } is needed, not { $got }
check-value-gt = a number above { $limit } is needed, not { $got }
check-value-le = a number of at most { $limit } is needed, not { $got }
check-value-lt = a number below { $limit } is needed, not { $got }
check-value-too-short = the list needs at least { $limit ->
    [one] { $limit } item
   *[other] { $limit } items
}
check-value-too-long = the list may have at most { $limit ->
    [one] { $limit } item
   *[other] { $limit } items
}
check-value-string-too-short = the text may not be shorter than { $limit ->
    [one] { $limit } character
   *[other] { $limit } characters
}
check-value-string-too-long = the text may not be longer than { $limit ->
    [one] { $limit } character
   *[other] { $limit } characters
}
check-value-missing = the field is missing
check-value-extra = no such field
check-value-mentor-teacher = give either 'teacher' (a member of your dynasty) or 'hired_teacher' (the level of a hired teacher), not both or none
check-value-assassinate-means = give either 'mercenary: true' (a mercenary) or 'agent' (an agent of the target's dynasty), not both or none
check-value-control-character = { $got } holds a control character (code { $code }); names are written without control characters
check-value-web-address = { $got } holds a web address ('://' or 'www.'); a name cannot be a link
check-value-e-mail-address = { $got } holds an e-mail address (like name@example.com), which forums make a link of; a name cannot be a link
check-value-other = the value { $got } will not do

## The file's place

check-wrong-dynasty = the file says 'dynasty: { $written }' but these are the orders of { GEN($house) } ({ $house_id }): write 'dynasty: { $house_id }'
check-wrong-turn = the file says 'turn: { $written }' but these are the orders for turn { $turn }: write 'turn: { $turn }'
# The name of a file in the orders folder: $name, the file's name (without suffix); $expected, the dynasties.
check-file-name = the file is named '{ $name }', which is the name of no dynasty of this game and of no player: name it after its dynasty's id — { $expected }
check-file-name-hint = the file is named '{ $name }', which is the name of no dynasty of this game and of no player; are these the orders of { $house }? Then name it { $house_id }.yaml; the dynasties: { $expected }
# $file: the file of the same dynasty read already.
check-file-name-ambiguous = the file is named '{ $name }', which may stand for more than one dynasty — { $houses }: name it after its dynasty's id
check-file-name-twice = these too are orders of { $house } ({ $house_id }), as the file '{ $file }' is: a dynasty has one order file — keep the right one in the folder

## References to characters, dynasties, provinces

check-unknown-character = there is no character '{ $id }' in this game
check-unknown-character-hint = there is no character '{ $id }' in this game; did you mean { $person } ({ $person_id })?
check-unknown-character-name = '{ $id }' is a name, and a character's id is wanted here: did you mean { $person_id } ({ $person } of { $house })?
check-unknown-dynasty = there is no dynasty '{ $id }' in this game
check-unknown-dynasty-hint = there is no dynasty '{ $id }' in this game; did you mean { $house } ({ $house_id })?
check-unknown-dynasty-name = '{ $id }' is a name, and a dynasty's id is wanted here: did you mean { $house_id } ({ $house })?
check-unknown-province = there is no province '{ $id }' in this game
check-unknown-province-hint = there is no province '{ $id }' in this game; did you mean { $province } ({ $province_id })?
check-unknown-province-name = '{ $id }' is a name, and a province's id is wanted here: did you mean { $province_id } ({ $province })?
check-unknown-technology = there is no technology '{ $id }'; technologies: { $known }
# $technology: the technology's name in the game's language.
check-unknown-technology-hint = there is no technology '{ $id }'; did you mean { $technology } ({ $technology_id })? Technologies: { $known }
check-dead = { $who } ({ $who_id }) is dead
check-dynasty-gone = { $house } ({ $house_id }) { GENDER($house) ->
    [pl] have
   *[other] has
} been destroyed: this dynasty is no more
check-not-own-member = { $who } ({ $who_id }) is a member of { $house } ({ $house_id }), not of your dynasty
check-not-own-member-hint = { $who } ({ $who_id }) is a member of { $house } ({ $house_id }), not of your dynasty; did you mean { $member } ({ $member_id })?
check-too-young = { $who } ({ $who_id }) is { $age ->
    [one] { $age } year
   *[other] { $age } years
} old; only characters aged { $capable } or over act (AGE-2)
# $action: the action's name in the game's language.
check-target-own = { $who } ({ $who_id }) is of your own dynasty, and the action “{ $action }” aims at a member of another dynasty
check-target-self = an action cannot aim at your own dynasty; name another one
# $visit: the name of the action Visit in the rules.
check-target-child = { $who } ({ $who_id }) is { $age ->
    [one] { $age } year
   *[other] { $age } years
} old, a child: only the action “{ $visit }” may target a child (AGE-1)
check-target-head = { $who } ({ $who_id }) is the head of { GENDER($who) ->
    [f] her
   *[m] his
} dynasty, and the action “{ $action }” aims at a member who is not the head
check-not-own-province = the province '{ $id }' belongs to { $house } ({ $house_id }), not to you
check-not-own-province-free = the province '{ $id }' is not yours: it belongs to no one now

## Decisions. $kind: the event decided (famine, disease, volunteers, revolt); $happened: the turn's event.

check-no-such-event = there is no { $kind ->
    [famine] famine
    [disease] disease
    [volunteers] offer of volunteers
   *[revolt] revolt
} to decide in { $province } ({ $province_id }) this turn ({ $happened ->
    [famine] its event is a famine
    [disease] its event is a disease
    [volunteers] its event is volunteers
    [revolt] its event is a revolt
   *[none] all is quiet there
}); remove this line
check-decision-default = no decision on the { $kind ->
    [famine] famine
    [disease] disease
    [volunteers] volunteers
   *[revolt] revolt
} in { $province } ({ $province_id }): the default, '{ $default }', applies (PROV-6)
check-heir-is-head = { $who } ({ $who_id }) is the head; name another member as heir
check-heir-unlawful = { $who } ({ $who_id }) is not a lawful heir: this succession would cost { $loss } reputation ({ $penalty } and half of what is left; SUCC-4){ $fall }
check-regent-unneeded = neither the head nor the heir will be under { $capable } this turn: no regent is needed (SUCC-6)
check-regent-is-head = { $who } ({ $who_id }) is the head; name another member as regent (SUCC-7)
check-regent-too-young = { $who } ({ $who_id }) cannot be regent: when a regency begins, after this turn's aging, { GENDER($who) ->
    [f] she
   *[m] he
} will be { $age ->
    [one] { $age } year
   *[other] { $age } years
} old, and a regent must be { $capable } or older (SUCC-6)

## Executors

check-isolated = { $who } ({ $who_id }) is isolated and executes nothing; first release { GENDER($who) ->
    [f] her
   *[m] him
} with '- release: {"{"}target: { $who_id }{"}"}'
check-general-busy = { $who } ({ $who_id }) is a general at war and cannot execute actions (WAR-1)
check-executor-busy = { $who } ({ $who_id }) already acts in action { $first }, and { GENDER($who) ->
    [f] she
   *[m] he
} can execute { $limit ->
    [one] { $limit } action
   *[other] { $limit } actions
} a turn (DYN-5)
check-may-sabotage = { $who } ({ $who_id }) has loyalty { $loyalty }: { GENDER($who) ->
    [f] she
   *[m] he
} may sabotage this action, and then { $ap ->
    [0] { $coins ->
        [0] { $kind ->
            [accept_peace] no peace is made
            [disband] the army is not disbanded
            [name] the child stays unnamed
           *[other] the action “{ $action }” is not carried out
        }
        [one] { $coins } coin is lost
       *[other] { $coins } coins are lost
    }
   *[other] { $coins ->
        [0] { $ap } AP { $ap ->
            [one] is
           *[other] are
        } lost
        [one] { $ap } AP and { $coins } coin are lost
       *[other] { $ap } AP and { $coins } coins are lost
    }
} (SAB-1, SAB-3)
# SAB-4, WAR-6, WAR-3: $combat, the general's combat skill; $per, the soldiers per point of the bonus.
check-general-may-refuse = the general { $who } ({ $who_id }) has loyalty { $loyalty } and may refuse to fight the battle with { $house } ({ $house_id }); your side then loses the general's bonus: +{ $combat } strength { $per ->
    [1] for each soldier in battle
    [one] for every full { $per } soldier in battle
   *[other] for every full { $per } soldiers in battle
} (SAB-4, WAR-6)
check-once-per-turn = the action “{ $action }” can be ordered once a turn

## Actions

check-married = { $who } ({ $who_id }) is already married to { $spouse } ({ $spouse_id }); only the unmarried marry (MAR-2)
check-same-sex = { $who } ({ $who_id }) and { $executor } ({ $executor_id }) are of the same sex, and a marriage joins a man and a woman (MAR-2)
check-not-married = { $who } ({ $who_id }) is not married; there is no marriage to annul
check-mentor-self = the teacher and the student are one person; name another teacher
# $skill: the skill's name in the game's language.
check-mentor-gap = { $student } ({ $student_id }) has { $skill } { $level } and the teacher { $teaching }; a teacher must be at least { $gap } above the student
# $levels: the levels, each as check-hired-level-item, separated by commas.
check-hired-level = no teacher of level { $level } can be hired; the levels that can: { $levels }
check-hired-level-item = { $level } ({ $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
})
check-study-max = { $who } ({ $who_id }) already has { $skill } { $top }; study cannot raise it
# $role: head or heir.
check-isolate-head-or-heir = { $who } ({ $who_id }) is the { $role ->
    [head] head
   *[heir] heir
} and cannot be isolated
check-already-isolated = { $who } ({ $who_id }) is already isolated
check-not-isolated = { $who } ({ $who_id }) is not isolated; there is no one to release
check-not-head = { $who } ({ $who_id }) is not the head; only the head abdicates
check-abdicate-age = { $who } ({ $who_id }) is { $age ->
    [one] { $age } year
   *[other] { $age } years
} old; a head may abdicate from { $minimum } (SUCC-1)
# $relation: what he is to the head: head, child, grandchild, parent, grandparent.
check-branch-forbidden = { $who } ({ $who_id }) is { $relation ->
    [head] the head
    [child] the head's { GENDER($who) ->
        [f] daughter
       *[m] son
    }
    [grandchild] the head's { GENDER($who) ->
        [f] granddaughter
       *[m] grandson
    }
    [parent] the head's { GENDER($who) ->
        [f] mother
       *[m] father
    }
   *[grandparent] the head's { GENDER($who) ->
        [f] grandmother
       *[m] grandfather
    }
}, and neither the head nor the head's children, grandchildren, parents or grandparents go to a branch (BRANCH-3)
check-branch-small = the branch would have { $count ->
    [one] { $count } person
   *[other] { $count } people
}; it needs at least { $minimum }, counting children and grandchildren (BRANCH-2)
check-branch-provinces = the branch gets { $count ->
    [one] { $count } province
   *[other] { $count } provinces
}; it needs at least { $minimum } (BRANCH-4)
check-branch-head = { $who } ({ $who_id }) does not go to the branch; its head must be one of its people
check-branch-army = the branch is given { $army ->
    [one] { $army } soldier
   *[other] { $army } soldiers
} but your army is { $have }
check-not-newborn = { $who } ({ $who_id }) was not born this turn; only the children born in turn { $turn } are named (MAR-5)
check-ball-guests = a ball has { $low } to { $high ->
    [one] { $high } guest
   *[other] { $high } guests
}, and { $count ->
    [one] { $count } is listed
   *[other] { $count } are listed
}
check-listed-twice = the guest '{ $id }' is listed twice
check-terms-vassal = the vassal in the terms must be one of the two sides, { $ours } ({ $ours_id }) or { $theirs } ({ $theirs_id }), not '{ $id }'
# Alliance (ALLY-1, ALLY-2): $kin is what $relative is to the head (parent, child, sibling). In check-plot-ally
# $relative is in that dynasty, kin of your head; in check-plot-ally-theirs with you, kin of their head.
check-plot-ally = { $house } ({ $house_id }) { GENDER($house) ->
    [pl] are your allies
   *[other] is your ally
}: your head's { $kin ->
    [parent] { GENDER($relative) ->
        [f] mother
       *[m] father
    }
    [child] { GENDER($relative) ->
        [f] daughter
       *[m] son
    }
   *[sibling] { GENDER($relative) ->
        [f] sister
       *[m] brother
    }
} { $relative } ({ $relative_id }) is there; if this action “{ $action }” is discovered, it will cost { $loss } reputation instead of { $base } (ALLY-4){ $fall }
# ACT-0: a discovered plot against an enemy costs the action table's penalty (with the executor's traits,
# TRAIT-R2); warned of only where it could end the house ($fall, DYN-2).
check-plot-discovery = if the action “{ $action }” against { $house } ({ $house_id }) is discovered, it costs { $loss } reputation (ACT-0){ $fall }
check-plot-ally-theirs = { $house } ({ $house_id }) { GENDER($house) ->
    [pl] are your allies
   *[other] is your ally
}: their head's { $kin ->
    [parent] { GENDER($relative) ->
        [f] mother
       *[m] father
    }
    [child] { GENDER($relative) ->
        [f] daughter
       *[m] son
    }
   *[sibling] { GENDER($relative) ->
        [f] sister
       *[m] brother
    }
} { $relative } ({ $relative_id }) is with you; if this action “{ $action }” is discovered, it will cost { $loss } reputation instead of { $base } (ALLY-4){ $fall }
check-bribe-range = a bribe is { $low } to { $high ->
    [one] { $high } coin
   *[other] { $high } coins
}, not { $bribe }
check-agent-dynasty = { $who } ({ $who_id }) is not of { $house } ({ $house_id }); the agent must be a member of the target's dynasty
check-agent-head = { $who } ({ $who_id }) is the head of { GENDER($who) ->
    [f] her
   *[m] his
} dynasty; an agent is recruited as a spy is, and a head is never recruited
check-agent-is-target = the agent and the target are one person; name another member of the target's dynasty as agent
check-donate-coins = a donation is { $low } to { $high ->
    [one] { $high } coin
   *[other] { $high } coins
} in steps of { $step }, not { $coins }
check-already-at-war = you are already at war with { $house } ({ $house_id })
check-war-on-lord = { $house } ({ $house_id }) { GENDER($house) ->
    [pl] are
   *[other] is
} your lord, and a vassal cannot declare war on its lord (VASSAL-5)
# Relatives (ALLY-3): $kin is what $relative is to the head: parent, child, sibling, spouse, grandparent,
# grandchild, uncle_aunt, nephew_niece, cousin.
check-war-on-relatives = your head's { $kin ->
    [parent] { GENDER($relative) ->
        [f] mother
       *[m] father
    }
    [child] { GENDER($relative) ->
        [f] daughter
       *[m] son
    }
    [spouse] { GENDER($relative) ->
        [f] wife
       *[m] husband
    }
    [grandparent] { GENDER($relative) ->
        [f] grandmother
       *[m] grandfather
    }
    [grandchild] { GENDER($relative) ->
        [f] granddaughter
       *[m] grandson
    }
    [uncle_aunt] { GENDER($relative) ->
        [f] aunt
       *[m] uncle
    }
    [nephew_niece] { GENDER($relative) ->
        [f] niece
       *[m] nephew
    }
    [cousin] cousin
   *[sibling] { GENDER($relative) ->
        [f] sister
       *[m] brother
    }
} { $relative } ({ $relative_id }) is with { $house } ({ $house_id }): a war among kin will cost { $loss } reputation every war turn, this one included (WAR-10){ $fall }
check-war-on-relatives-theirs = the { $kin ->
    [parent] { GENDER($relative) ->
        [f] mother
       *[m] father
    }
    [child] { GENDER($relative) ->
        [f] daughter
       *[m] son
    }
    [spouse] { GENDER($relative) ->
        [f] wife
       *[m] husband
    }
    [grandparent] { GENDER($relative) ->
        [f] grandmother
       *[m] grandfather
    }
    [grandchild] { GENDER($relative) ->
        [f] granddaughter
       *[m] grandson
    }
    [uncle_aunt] { GENDER($relative) ->
        [f] aunt
       *[m] uncle
    }
    [nephew_niece] { GENDER($relative) ->
        [f] niece
       *[m] nephew
    }
    [cousin] cousin
   *[sibling] { GENDER($relative) ->
        [f] sister
       *[m] brother
    }
} of the head of { $house } ({ $house_id }), { $relative } ({ $relative_id }), is with you: a war among kin will cost { $loss } reputation every war turn, this one included (WAR-10){ $fall }
check-not-at-war = you are not at war with { $house } ({ $house_id })
# A battle order in the same orders that declare the war: $turn is this turn, $battle the turn of the first battle.
check-not-at-war-declared = the war with { $house } ({ $house_id }) starts when this turn, turn { $turn }, is resolved, and its first battle is fought when turn { $battle } is resolved: give the battle order in your orders for turn { $battle } (WAR-14)
check-vassal-peace = a vassal makes no separate peace: your lord, { $lord } ({ $lord_id }), makes it (VASSAL-5)
check-claim-not-theirs = the province '{ $id }' is not held by { $house } ({ $house_id })
check-recruit-limit = with { $held ->
    [one] { $held } province
   *[other] { $held } provinces
} at most { $limit } can be recruited a turn, not { $points } (ARMY-2)
check-disband-too-many = the army is { $army }; { $points } cannot be disbanded
# $who has proposed (or not) to $by, who accepts.
check-no-proposal = { $who } ({ $who_id }) did not propose to { $by } ({ $by_id }) last turn: the marriage happens only if { GENDER($who) ->
    [f] she proposes
   *[m] he proposes
} in this same turn (ACT-accept_marriage)
# The game master's check, which sees every house's orders: $house is the house of $who, $turn this turn.
check-no-proposal-none = { $who } ({ $who_id }) proposed to { $by } ({ $by_id }) neither last turn nor in the orders of { $house } ({ $house_id }) for turn { $turn }: there is nothing to accept (ACT-accept_marriage)
check-no-peace-offer = { $house } ({ $house_id }) { GENDER($house) ->
    [pl] have
   *[other] has
} no offer of peace to you from last turn: this accepts only an offer they order this same turn (ACT-accept_peace)
check-no-peace-offer-none = { $house } ({ $house_id }) offered you peace neither last turn nor in their orders for turn { $turn }: there is nothing to accept (ACT-accept_peace)
check-develop-max = { $province } ({ $province_id }) already yields { $top ->
    [one] { $top } coin
   *[other] { $top } coins
}, the most there is; developing cannot raise it
check-pacify-max = { $province } ({ $province_id }) already has the highest loyalty, { $top }
# $technology: the technology's name in the game's language.
check-research-known = you already have the technology “{ $technology }” ({ $id })
check-take-not-enemy = the province '{ $id }' is not held by your enemies in this war
# $changed: yes when this turn's orders recruit or disband.
check-send-exceeds-army = { $sent ->
    [one] { $sent } soldier is
   *[other] { $sent } soldiers are
} sent but the army is { $army }{ $changed ->
    [yes] {" "}with this turn's recruits and disbandments
   *[no] {""}
}

# DYN-2: the tail of a warning of a loss of reputation, when it could reach 0. $reputation, the reputation now;
# $total, the loss (alone, with what the wars will surely take, or with every possible loss of the turn);
# $sure, what the wars will surely take (WAR-9, WAR-10); $together: no (the loss alone), sure (with the wars'
# losses), yes (with every possible loss), war (the wars' losses alone take the reputation to 0).
check-fall = ; { $together ->
    [yes] reputation { $reputation }: with the turn's other possible losses (up to { $total } in all{ $sure ->
        [0] {""}
       *[other] , { $sure } of it surely taken by the wars
    }) this could take it to 0, and the house would be out of the game (DYN-2)
    [sure] reputation { $reputation }: with what the wars will surely take ({ $sure }) this comes to { $total }, which could take it to 0, and the house would be out of the game (DYN-2)
    [war] and the house has only { $reputation } reputation: unless something raises it first, the house will be out of the game (DYN-2)
   *[no] reputation { $reputation }: this could take it to 0, and the house would be out of the game (DYN-2)
}

# WAR-9, WAR-10, WAR-14: what the wars will surely take when this turn is resolved, unless peace is made first;
# $total, all of it; $drain, WAR-9's for $wars wars past their first turn; $kin_loss, WAR-10's for a war against
# relatives ($house, that war's other side). $fall, the tail check-fall.
check-war-losses = unless peace is made first, the house will lose { $total } reputation to war when this turn is resolved: { $drain ->
    [0] a war against relatives, with { $house } ({ $house_id }) (WAR-10)
   *[other] { $drain } for { $wars ->
        [one] a war past its first turn
       *[other] wars past their first turn
    } (WAR-9) and { $kin_loss } for a war against relatives, with { $house } ({ $house_id }) (WAR-10)
}{ $fall }
check-war-losses-drain = unless peace is made first, the house will lose { $total } reputation to { $wars ->
    [one] war
   *[other] its wars
} when this turn is resolved (WAR-9){ $fall }

## The budget

check-ap-exceeded = the actions cost { $spent } AP; you have { $ap } this turn (DYN-4)
check-ap-unspent = { $left } of { $ap } AP { $left ->
    [one] is
   *[other] are
} left unspent; unspent AP are lost (DYN-6)
check-coins-exceeded = the orders cost { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}; the treasury has { $balance } (DYN-7)

## Summaries

check-summary-total = { $files ->
    [one] { $files } order file checked
   *[other] { $files } order files checked
}: { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}, { $warnings ->
    [one] { $warnings } warning
   *[other] { $warnings } warnings
}
# $dynasties: the dynasties, each as check-list-item, separated by commas.
check-summary-missing = no orders yet from: { $dynasties }; without orders a dynasty takes no action and the default decisions
check-summary-none = no order files in { $folder }
check-summary-player = checked against your report of turn { $turn }: what needs facts hidden from you is left to the game master's check

## A player's check against his report (--report)

check-report-unreadable = cannot read the report: { $reason }
check-report-not-json = the report is damaged: it is not JSON
check-report-is-text-beside = this is the report's text, and the check needs its data: take { $json } — '--report { $json }'
check-report-is-text = this is the report's text, and the check needs its data, your dynasty's JSON file (reports/turn-NN/<id>.json); ask the game master for it
check-report-too-deep = the report is damaged: its brackets nest deeper than in any report
check-report-not-report = not a dynasty's JSON report (reports/turn-NN/<id>.json): { $place }: { $problem }{ $more ->
    [0] {""}
    [one] {" "}(and { $more } more error)
   *[other] {" "}(and { $more } more errors)
}
check-report-language = the report's language '{ $language }' is neither 'ru' nor 'en'
# $detail: what is wrong with the report's rules, as the rules' check says.
check-report-rules = the report's rules do not load: { $detail }
# $what: one of check-report-what-*; $place: the field inside it.
check-report-broken = the report does not hold together: { $what }, { $place }: { $problem }
check-report-what-member = your member '{ $id }'
check-report-what-other = member '{ $id }' of '{ $dynasty_id }'
check-report-what-province = province '{ $id }'
check-report-what-event = the event of province '{ $id }'
check-report-what-relative = { $role ->
    [father] the father '{ $id }'
    [mother] the mother '{ $id }'
   *[spouse] { $sex ->
        [f] the wife '{ $id }'
       *[m] the husband '{ $id }'
    }
}
check-report-what-report = the report
check-report-era = the report's era '{ $id }' is unknown; eras: { $known }
check-report-technology = the report's technology '{ $id }' is unknown
check-report-trait = the trait '{ $id }' of '{ $member_id }' in the report is unknown
check-report-head = the head '{ $id }' is not among the report's members
check-report-regent = the regent '{ $id }' is not among the report's members
check-report-turn = the report is of turn { $report_turn }, not of turn { $turn }; check the orders of turn { $report_turn }, or take the report of turn { $turn }
check-report-no-orders = name the order file to check: dynasty check { $report_turn } ORDERS.yaml --report { $report }
# The chronicle's data (public.json): the members of every house, some of which a private report leaves out.
check-report-no-chronicle = the report gives the members of some houses only, and the check needs them all — they are in the chronicle's data of the turn: save the turn's public.json beside your report ({ $chronicle }) or name the file: --chronicle FILE
check-report-not-chronicle = not the chronicle's data of a turn (reports/turn-NN/public.json): { $place }: { $problem }
check-report-chronicle-turn = the chronicle's data is of turn { $chronicle_turn }, the report of turn { $report_turn }: take the public.json of the same turn
