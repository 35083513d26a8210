# What each die was rolled for (`log.yaml`, the dice table of the GM's report, the dice of a house's report): a
# message for each kind of roll, with its whole formula, so that the GM can check every die from the table.
# $die — the dice as the report's language writes them (1d6, 2d6); $skill, $trait, $action, $technology — names
# from the rules; $terms — the formula's other terms, each with its sign (" + 1 for the era"), already joined
# with spaces; $hidden — the terms the roller does not know (another house's member's loyalty and traits,
# another house's best intrigue): only the GM sees them, and a house's report takes instead of such a message
# its "-told" variant without them (INFO-2).
# $options, $skills, $ages, $values — what the die picks from, in order, joined with commas; $causes — the
# causes of the mood penalty, joined with commas; $sign — "+" or "−"; $change — a signed number (−1); $sex — m
# or f.
# persons: $by $who $target $agent $spouse $father $mother $head $general
# houses: $house $target_house $winner $attacker $defender $ally $enemy
# provinces: $province
# numbers: $value $tn $n $age $on $most $loyalty $penalty $count $coins $factor $spread $step $low

## A die named in the sentence that tells what it rolled (INFO-5)

dice-rolled = rolled { $values }
dice-rolled-on = rolled { $values } on { $die }
# A birth (MAR-3) told with the couple's dice: $n — how many dice.
dice-birth-told = rolled { $values }{ $n ->
    [one] , and only a { $on } would have meant no child
   *[other] {" "}— not a single { $on }, and any { $on } would have meant no child
} (MAR-3)
# A death of old age (AGE-5) told with its die.
dice-death-told = rolled { $values }: old age took its toll (AGE-5)

## The terms of formulas

dice-term-era = { $sign } { $n } for the era
dice-term-trait = { $sign } { $n } for { $trait }
dice-term-bribe = + { $n } for the bribe ({ $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
})
dice-term-loyalty = − { $factor ->
    [1] the loyalty
   *[other] { $factor } × the loyalty
} of { $who } { $value }
dice-term-best = + { $skill } { $n } (the best of { $house })

## The checks of actions (ACT-0): 1d6 + the executor's skill and modifiers ≥ the TN

dice-check-pilgrimage = Pilgrimage of { $by }: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-pilgrimage)
dice-check-develop = { $by } develops { $province }: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-develop)
dice-check-pacify = { $by } pacifies { $province }: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-pacify)
dice-check-research = { $by } researches { $technology }: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-research)
dice-check-annul = Annulment of the marriage of { $spouse }, asked by { $by }: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-annul)
dice-check-gossip = Gossip by { $by } against { $target_house }: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-gossip)
dice-check-assassinate = { $by } hires an assassin against { $target }: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-assassinate)
dice-check-assassinate-head = { $by } hires an assassin against { $target }, the head of a house: { $die } + { $skill } { $value }{ $terms } ≥ { $tn } (ACT-assassinate)
dice-check-spy = { $by } recruits { $target } as a spy: { $die } + { $skill } { $value }{ $terms }{ $hidden } ≥ { $tn } (ACT-spy)
dice-check-spy-told = { $by } recruits { $target } as a spy: { $die } + { $skill } { $value }{ $terms } − the loyalty of { $target } and the modifiers for the traits (unknown to you) ≥ { $tn } (ACT-spy)
dice-check-conspiracy = { $by } incites { $target } to defect: { $die } + { $skill } { $value }{ $terms }{ $hidden } ≥ { $tn } (ACT-conspiracy)
dice-check-conspiracy-told = { $by } incites { $target } to defect: { $die } + { $skill } { $value }{ $terms } − { $factor ->
    [1] the loyalty
   *[other] { $factor } × the loyalty
} of { $target } and the modifiers for the traits (unknown to you) ≥ { $tn } (ACT-conspiracy)
dice-check-assassinate-agent = { $by } recruits { $agent } to kill { $target }: { $die } + { $skill } { $value }{ $terms }{ $hidden } ≥ { $tn } (ACT-assassinate)
dice-check-assassinate-agent-told = { $by } recruits { $agent } to kill { $target }: { $die } + { $skill } { $value }{ $terms } − the loyalty of { $agent } and the modifiers for the traits (unknown to you) ≥ { $tn } (ACT-assassinate)

## What follows an action: the discovery of a plot, the Insidious's escape, sabotage, initiative

dice-discovery = Discovery of the { $action } of { $house } by { $target_house }: { $die }{ $hidden }{ $terms } ≥ { $tn } (ACT-0)
dice-discovery-told = Discovery of the { $action } of { $house } by { $target_house }: { $die } + { $skill } (the best of { $target_house }, unknown to you){ $terms } ≥ { $tn } (ACT-0)
dice-escape = Does { $by } escape the consequences: { $die }, on { $on } all of them are avoided and the trait { $trait } is lost (TRAIT-insidious)
dice-sabotage = Sabotage of { $action }: { $by }, { $die } + loyalty { $loyalty }; on { $most } or less the action is aborted (SAB-1)
dice-sabotage-penalty = Sabotage of { $action }: { $by }, { $die } + loyalty { $loyalty } − penalty { $penalty } for the mood: { $causes }; on { $most } or less the action is aborted (SAB-1)
dice-initiative = Initiative of { $action } of { $house } (action { $n }): highest first (ACT-0)
dice-study = Study by { $by }: if { $die }{ $terms } > { $skill } { $value }, the skill rises by 1 (ACT-study)

## War

dice-war-refusal = Does general { $general } obey: { $die } + loyalty { $loyalty }; on { $most } or less the general refuses to lead the army (SAB-4)
dice-war-study = General { $general } learns in battle: if { $die }{ $terms } > { $skill } { $value }, the skill rises by 1 (WAR-6)
dice-war-take = Which province { $winner } takes in the war of { $attacker } on { $defender } — in order: { $options } (WAR-5)
dice-hot-tempered = { $trait } { $head }: { $enemy } damaged the reputation of { $house }; { $die }, on { $on } war (WAR-13)

## Provinces and a house's defeat

dice-province-event = Event in { $province }: { $die } on the table of events (PROV-3)
dice-revolt-army = Revolt in { $province }: the soldiers that suppressing it costs — { $die } (PROV-4)
dice-province-new-owner = Who gets { $province } after its revolt — in order: { $options } (PROV-4)
dice-defeat-province = Which province of { $house } goes to { $ally } — in order: { $options } (DEFEAT-1)
dice-defeat-remainder = Who gets what is left of { $house } — in order: { $options } (DEFEAT-2)

## Births, old age and new people (GEN-*)

dice-old-age = Old age of { $who } at { $age }: { $die }, death on { $on } (AGE-5)
dice-birth = Birth roll of { $father } and { $mother }: { $die }, a child unless a { $on } shows (MAR-3)
dice-sex = Sex: 1 male, 2 female (GEN-5)
dice-name = { $sex ->
    [f] A woman's
   *[m] A man's
} name: one of the { $count } not yet taken in the family, in the order of the scenario's list (GEN-5)
dice-gen-skill = { $skill }: { $die }, the lower die counts (GEN-2)
dice-gen-rescue = Every skill at most { $most }: which becomes { $value } — in order: { $skills } (GEN-2)
dice-gen-trait-first = First trait: one of { $count } in the order of the rules (GEN-3)
dice-gen-trait-second = Second trait, not of the category of { $trait }: one of { $count } in the order of the rules (GEN-3)
dice-gen-trait-skill = { $trait }: skill { $n } to change by { $change } — in order: { $skills } (GEN-4)
dice-gen-kin = Kin of { $head }: 1 a child, 2 a brother or sister (GEN-5)
dice-gen-spouse-age = Age of the spouse of { $head }: { $age } ± { $spread } in steps of { $step }, at least { $low } (GEN-5)
dice-gen-sibling-age = Age of a brother or sister of { $head }: { $age } ± { $spread } in steps of { $step }, at least { $low } (GEN-5)
dice-gen-child-age = Age of a child of { $head } — in order: { $ages } (GEN-5)
dice-spouse-age = Age of the new spouse of { $by } — in order: { $ages } (AGE-8)

## The heads of houses of a large game (`dynasty.study.scaled`, GEN-1)

dice-head-traits = The head's traits: 1 a positive and a negative, 2 two neutral (GEN-1)
dice-head-trait = The head's trait { $n }: one of { $count } in the order of the rules (GEN-1)
dice-head-skill = The head's { $skill } — in order: { $values } (GEN-1)
dice-head-age = The head's age — in order: { $ages } (GEN-1)
dice-head-spouse-age = How many years the spouse is younger than the head — in order: { $ages } (GEN-5)
