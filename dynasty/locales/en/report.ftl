# Reports: their layout — headings, table headers, the roles and status of members, relations, events,
# learned facts, the causes of moods, the family tree; the words for ids (`label`).
# persons: $who $spouse $general $subject
# houses: $house $enemy
# numbers: $turn $age $spent $ap $n $total $limit $wars $turns
# The other variables are text: $game, $person (a label of the tree), lists of names ($enemies, $defenders,
# $attackers, $allies), $trait, $condition, $fact, $value, $source, $facts, $action.

## Headings

report-title = { $house } — turn { $turn }
report-chronicle-title = Chronicle: { $game } — turn { $turn }
report-gm-title = Game master's report: { $game } — turn { $turn }
report-game = Game
report-no-era-effects = no special effects

## At a glance

report-glance = At a glance
report-ap = Action points
report-treasury = Treasury
report-army = Army
report-reputation = Reputation
report-head = Head
report-regent = Regent
report-lord = Lord
report-branch-of = Cadet branch of { $house }
report-technologies = Technologies
# A figure that nothing changed since the last report: said instead of its formula.
report-unchanged = unchanged
# At a glance: a figure with its unit after the number ("Treasury: 150 coins") and its terms ("+60 coins:
# income"); $n is the number without its sign, $sign "+" or "−", $what the cause.
report-figure-before = { $n } before
report-figure-treasury = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
report-figure-army = { $n ->
    [one] { $n } soldier
   *[other] { $n } soldiers
}
report-figure-reputation = { $n }
report-figure-term-treasury = { $sign }{ $n ->
    [one] { $n } coin
   *[other] { $n } coins
}: { $what }
report-figure-term-army = { $sign }{ $n ->
    [one] { $n } soldier
   *[other] { $n } soldiers
}: { $what }
report-figure-term-reputation = { $sign }{ $n }: { $what }
report-none = none
# $how: why the built-in player played the house: away, silent, given-up; $turns: the turns in a row without orders.
report-no-orders-bot = No orders of yours came for turn { $turn }: { $how ->
    [away] you are away, and the master's built-in player played your house
    [given-up] the house is given up to the master, and the built-in player plays it
   *[silent] you have sent no orders for { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    } in a row, and the master's built-in player played your house
}. What it did is told below; your first orders give the house back to you.
# A house sent no orders for the turn before (TURN-4, PROV-6): what was played for it. $decisions: the default
# decisions, joined by semicolons, each a report-no-orders-decision; $n: how many.
report-no-orders = { $n ->
    [0] No orders came from you for turn { $turn }: your house played the defaults — no actions; the turn asked for no decision.
   *[other] No orders came from you for turn { $turn }: your house played the defaults — no actions; default decisions: { $decisions }.
}
# $event: the event (famine), $province: the province, $choice: the decision taken (pay).
report-no-orders-decision = { $event }, { $province } — { $choice }

## The fall of a house (DYN-2, DEFEAT-1 .. DEFEAT-4): the last report of a fallen house

report-fall-title = Your house has fallen
# $reputation: the reputation at the fall (signed: −5), $limit: the defeat threshold, $formula: the reputation with its items.
report-fall-reputation = Your house left the game on turn { $turn }: its reputation fell to { $reputation }, and a house with { $limit } or less falls (DYN-2). Reputation: { $formula }.
report-fall-extinct = Your house left the game on turn { $turn }: no living member was left (SUCC-5).
report-fall = Your house left the game on turn { $turn }.
report-fall-steps = How it came to this
report-fall-end = This is your house's last report: no more orders are expected from it. The turn's chronicle stays open to all, as before.

## What happened

report-happened = What happened
report-nothing-happened = Nothing of note.
report-public = public
report-private = private

## Decisions

report-decisions = Decisions to take
report-decisions-hint = Write them under `decisions:` in your orders; without an answer the default is taken.
report-no-decisions = No decision to take this turn.
# Before a decision's key in the orders and its choices: "Answer: `decisions.heir`: choices …".
report-decision-answer = Answer:
report-choices = choices
report-default = default

## Members

# Where Russian agrees with a person's sex and English does not, both variants of a selector are the same.

report-members = Members
report-col-name = Name
# The column of the ids a player names people and provinces by in his orders.
report-col-id = Id
report-col-age = Age
report-col-roles = Role / status
report-col-loyalty = Loyalty
report-col-mood = Mood
report-col-skills = Skills
report-col-traits = Traits
report-col-spouse = Spouse
report-col-father = Father
report-col-mother = Mother
report-member-born = { $age } ({ GENDER($who) ->
    [f] born on turn { $turn }
   *[m] born on turn { $turn }
})
report-spouse = { $spouse }

report-role-head = head
report-role-regent = regent
report-role-heir = { GENDER($who) ->
    [f] heiress
   *[m] heir
}
report-role-general = general
report-status-child = child
report-status-isolated = isolated
report-status-dead = { GENDER($who) ->
    [f] dead
   *[m] dead
}
report-status-adult = { GENDER($who) ->
    [f] adult
   *[m] adult
}
report-status-married = { GENDER($who) ->
    [f] married
   *[m] married
}
report-status-widowed = { GENDER($who) ->
    [f] widow
   *[m] widower
}
report-status-captive = captive

## A trait named for a person (`Words.trait` with a person), agreeing with his or her sex in languages that
## need it; $trait is the rules' name of the trait, which names it as a thing. English names do not change.

report-trait-cunning = { GENDER($who) ->
    [f] { $trait }
   *[m] { $trait }
}
report-trait-smart = { GENDER($who) ->
    [f] { $trait }
   *[m] { $trait }
}
report-trait-workaholic = { GENDER($who) ->
    [f] { $trait }
   *[m] { $trait }
}
report-trait-honest = { GENDER($who) ->
    [f] { $trait }
   *[m] { $trait }
}
report-trait-pacifist = { GENDER($who) ->
    [f] { $trait }
   *[m] { $trait }
}
report-trait-gossip = { GENDER($who) ->
    [f] { $trait }
   *[m] { $trait }
}
report-trait-flatterer = { GENDER($who) ->
    [f] { $trait }
   *[m] { $trait }
}
report-trait-recluse = { GENDER($who) ->
    [f] { $trait }
   *[m] { $trait }
}
report-trait-lazy = { GENDER($who) ->
    [f] { $trait }
   *[m] { $trait }
}
report-trait-hot-tempered = { GENDER($who) ->
    [f] { $trait }
   *[m] { $trait }
}

## The causes of a mood: a trait and its condition — "Envious (not the head)"

report-mood-trait = { $trait } ({ $condition })
report-mood-married = { GENDER($who) ->
    [f] married
   *[m] married
}
report-mood-otherwise = a quiet turn
report-mood-not_head = not the head
report-mood-poorer = another house is richer
report-mood-spent = spent { GENDER($who) ->
    [f] her
   *[m] his
} coins
report-mood-could_not = could not spend { GENDER($who) ->
    [f] her
   *[m] his
} coins
report-mood-reputation_damaged = the reputation was damaged
report-mood-at_war = at war
report-mood-war_first_turn = the first turn of a war
report-mood-war_later_turn = a war goes on
report-mood-war_first_turn_defensive = the first turn of a defensive war
report-mood-war_later_turn_defensive = a defensive war goes on
report-mood-no_war = no war
report-mood-defensive_relief = a defensive war
report-mood-dynasty_plotted = the dynasty plotted
report-mood-own_plot = { GENDER($who) ->
    [f] her
   *[m] his
} own plot
report-mood-public_action = a public action
report-mood-raised_other = raised { GENDER($who) ->
    [f] another house's reputation
   *[m] another house's reputation
}
report-mood-raised_by_other = another house raised ours
report-mood-interacted = another house approached us
report-mood-per_visit = a visit
# A trait of the spouse, seen at the wedding (Beautiful, Ugly).
report-mood-spouse_on_marriage = { GENDER($who) ->
    [f] her husband's
   *[m] his wife's
} looks at the wedding
report-mood-action = had to act
report-mood-second_action = a second action
report-mood-loyalty_holds_at = loyalty holds

## Provinces

report-provinces = Provinces
report-col-province = Province
report-col-yield = Yield
report-col-event = Event
report-no-provinces = No provinces.

## Wars

report-wars = Wars
report-no-wars = At peace.
report-war-attacker = War against { $enemies } since turn { $turn }; you are on the attacking side.
report-war-defender = War against { $enemies } since turn { $turn }; you are on the defending side.
report-war-general = General: { $general }.
report-war-no-general = No general.
report-allies-in-war = Allies in this war
report-to-accept = To accept it
report-your-peace-offer = Your offer of peace
report-enemy-provinces = Enemy provinces to take
report-retake = Lately taken from you: retaken this turn, they get their former loyalty back (PROV-2)
report-battle-orders = Battle orders
# $wars: how many wars the reader has; $enemy: the enemy of this war.
report-battle-orders-hint = { $wars ->
    [one] without them the whole army goes to battle against { $enemy } (WAR-11)
   *[other] without them the whole army is split evenly across your wars (WAR-11)
}
# Another dynasty's war as everyone knows it (INFO-3).
report-other-war-attacker = War against { $enemies } since turn { $turn }, on the attacking side.
report-other-war-defender = War against { $enemies } since turn { $turn }, on the defending side.
report-other-war-allies = Allies: { $allies }.
report-chronicle-war = { $attackers } against { $defenders } since turn { $turn }
report-at-war = at war with { $enemies }

## Other dynasties

report-others = Other dynasties
report-no-others = No other dynasty.
report-relation-ally = { GENDER($house) ->
    [pl] your allies
   *[other] your ally
}
# A house at war with the reader (its wars are public, INFO-3); an ally (ALLY-1) at war with him is kin, and the
# report says after these words which relative is there.
report-relation-enemy = { GENDER($house) ->
    [pl] at war with you
   *[other] at war with you
}
report-relation-kin-enemy = { GENDER($house) ->
    [pl] at war with you, though kin
   *[other] at war with you, though kin
}
report-destroyed = { GENDER($house) ->
    [pl] destroyed
   *[other] destroyed
}
# Where the houses' members are: a private report gives some houses' members, the chronicle every house's.
report-rosters-where = The members of every house — names, ages, family links and the ids for orders — are in the turn's chronicle. Below in full: your allies, the houses of your relatives and those you have learned something of.
# In a big game a report names only the houses that concern its reader.
report-others-unlisted = { $n ->
    [one] One more house is only in the turn's chronicle: it is not your ally (ALLY-1), you have no kin, war or proposal of marriage with it, and you have learned nothing of it yet.
   *[other] { $n } more houses are only in the turn's chronicle: they are not your allies (ALLY-1), you have no kin, war or proposal of marriage with them, and you have learned nothing of them yet.
}
report-known = What you know
report-nothing-known = Nothing learned yet.
# What you know of a person, in one line (INFO-4): $source is how and when all of it was learned, $facts the
# facts joined by "; " (report-known-item).
report-known-person = { $subject } ({ $source }): { $facts }
# The same when the facts were learned at different times: each with its own source, in order
# (report-known-item-source).
report-known-person-sources = { $subject }: { $facts }
# The same person when he is dead (he is not among the members of the house the report shows).
report-known-person-dead = { $subject } ({ GENDER($subject) ->
    [f] dead
   *[m] dead
}; { $source }): { $facts }
report-known-person-dead-sources = { $subject } ({ GENDER($subject) ->
    [f] dead
   *[m] dead
}): { $facts }
# $fact: what was learned ("traits"); $value: the value ("Cunning", "40 coins").
report-known-item = { $fact } { $value }
report-known-item-source = { $fact } { $value } ({ $source })
# $action: the action that told it, in lower case ("spying").
report-known-source = { $action }, turn { $turn }

## The family tree

report-family-tree = Family tree
report-all-houses-tree = Family tree of all houses
report-tree-person = { $who }, { $age }
report-tree-dead = { $who }, { $age } †
report-tree-head = { $who }, { $age }, head
report-tree-of-house = { $person } ({ $house })
report-tree-house = { $house }
report-tree-house-fallen = { $house } †

## The family tree drawn

# $house: the house's name; $turn: the turn.
tree-title-house = Family tree of { $house } — turn { $turn }
tree-title-gm = Family tree of all houses — turn { $turn }
tree-newborn = { GENDER($who) ->
    [f] newborn
   *[m] newborn
}
tree-age = aged { $age }
# The dead whose turn of death $turn is known: $age is the age at death.
tree-died = † at { $age }, turn { $turn }
# The dead before the game began, or whose turn of death is not known.
tree-dead = † at { $age }
tree-heir = { GENDER($who) ->
    [f] heiress
   *[m] heir
}
tree-own = your house
tree-branch-of = cadet branch of { $house }
tree-vassal-of = vassal of { $house }
tree-fallen = the house has fallen
tree-key = ♛ head · thicker border: heir · † the dead (age and turn of death) · red line: marriage; dashed: spouses who each stand under their parents

## The genealogy file (GEDCOM)

gedcom-turns = Dates are the game's turns, not calendar years: a birth or a death tells the turn it happened on.
gedcom-born = { $sex ->
    [f] she was born
   *[m] he was born
} on turn { $turn }
# $age: the age at the report's turn $turn, for those born before the game began or whose birth turn is not told.
gedcom-age = aged { $age } on turn { $turn }
gedcom-died = { $sex ->
    [f] she died
   *[m] he died
} on turn { $turn }

## The order template

report-template = Order template
report-template-hint = Fill it in and send it to the game master.

## The chronicle and the GM's report

report-dynasties = Dynasties
report-rosters = The houses' members
report-rosters-hint = Below, the members of each house. Names, ages and family links are known to everyone (INFO-3); the ids are for orders.
report-col-dynasty = Dynasty
report-dice = Dice
report-no-dice = No die was rolled.
report-col-dice-key = Key
report-col-dice-values = Values
report-col-dice-purpose = Purpose
report-ap-spent = Action points spent
report-ap-of = { $spent } of { $ap }
# The columns of the GM's AP table: spent in the turn before, and the new turn's AP — figures of two turns.
report-col-ap-spent-in = Spent in turn { $turn }
report-col-ap-of-turn = AP for turn { $turn }
report-no-ap-spent = No turn was played yet: no action points were spent.
report-defaults = Defaults taken
report-no-defaults = None.
report-post-part = Part { $n } of { $total }
report-die-chosen = chosen by the GM
report-happening-chosen = 🎲 a die chosen by the GM
# The appendix at the end of a house's report and of the chronicle: every die with its key, for those who
# check them (`dynasty verify`); the report's text shows a die without its key.
report-dice-appendix = Dice of the turn
report-dice-appendix-hint = For those who check the dice: each die's key, what it rolled and what it was for. Once the GM reveals the campaign's secret, `dynasty verify` computes them all again.
# The dice that drew a new person (name, sex, age, skills, traits), in one mention.
report-dice-drawn = { $n ->
    [one] { $n } more die (name, skills, traits) — in the appendix “Dice of the turn”
   *[other] { $n } more dice (name, skills, traits) — in the appendix “Dice of the turn”
}
report-chronicle-chosen-dice = { $n ->
    [one] { $n } die of this turn was chosen by the GM
   *[other] { $n } dice of this turn were chosen by the GM
}; the program rolled the others from the campaign's seed, and the reports mark those dice "chosen by the GM".

report-chronicle-commitment = The program draws every die of this game from a seed, the master's secret. The seed's fingerprint does not tell the seed, but the master cannot swap the seed either: another seed has another fingerprint.
report-chronicle-commitment-label = The seed's SHA-256 fingerprint
report-chronicle-commitment-check = When the game is over, the master reveals the seed, and anyone can check with it every die of his reports — with the program, or by hand as the players' guide explains.

## Words for the ids the reports' data carry (`texts.label`)

report-label-head = head
report-label-regent = regent
report-label-general = general
report-label-child = child
report-label-isolated = isolated
report-label-ally = ally
report-label-enemy = enemy
report-label-attacker = attacker
report-label-defender = defender
report-label-traits = traits
report-label-loyalty = loyalty
report-label-skills = skills
report-label-mood = mood
report-label-balance = treasury
report-label-army = army
report-label-technologies = technologies
report-label-none = quiet year
report-label-famine = famine
report-label-disease = disease
report-label-volunteers = volunteers
report-label-revolt = revolt
report-label-pay = pay
report-label-refuse = refuse
report-label-accept = accept
report-label-suppress = suppress
report-label-yield = yield
report-label-turn = Turn
report-label-era = Era
report-label-ap = AP
report-label-treasury = Treasury
report-label-reputation = Reputation
report-label-happened = What happened
report-label-members = Members
report-label-provinces = Provinces
report-label-decisions = Decisions
report-label-wars = Wars
report-label-others = Other dynasties
report-label-known = What you know
report-label-family_tree = Family tree
report-label-template = Order template
report-label-dice = Dice
report-label-chronicle = Chronicle
report-label-ap_spent = AP spent
report-label-defaults = Decisions by default
report-label-technologies_title = Technologies
report-label-age = age
report-label-father = father
report-label-mother = mother
report-label-yield_ = yield
report-label-lord = lord
# The groups of actions, in the order they resolve (ACT-0).
report-label-group-household = household
report-label-group-church = church
report-label-group-intrigue = intrigue
report-label-group-diplomacy = diplomacy
report-label-group-learning = learning
report-label-group-provinces = provinces
report-label-group-military = military

# The rules cited by the report, at its end (their short statements from rules.ftl).
report-cited-rules = The rules this report cites
