# Affairs between dynasties: marriages (MAR-*), cadet branches (BRANCH-*), intrigue, war (WAR-*) and peace.
# The chronicle (public.md) shows the public happenings to every house: they are told in the third person.
# persons: $by $target $proposer $who $spouse $partner $head $agent $recruiter $spy $general $previous
# houses: $house $target_house $plotter $enemy $lord $vassal $payer $payee $offerer $receiver $to $from $attacker $defender $branch
# provinces: $province
# numbers: $coins $turn $proposed $reputation $applied $roll $value $tn $bribe $loss $loyalty $count $attack $defence $step $sent $strength $losses $army $combat $bonus $per $fortification $level $new_level $damage $on $most $n $rep $kin $total

## The terms of a marriage or a peace (MAR-1, VASSAL-3, ACT-offer_peace)

# $terms — the terms, joined by semicolons: "Galitskie pays 20 coins; Ryazanskie becomes a vassal of Galitskie"
affairs-terms = Terms: { $terms }.
affairs-terms-none = No terms.
affairs-terms-pay = { $payer } { GENDER($payer) ->
    [pl] pay
   *[other] pays
} { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}
affairs-terms-vassal = { $vassal } { GENDER($vassal) ->
    [pl] become vassals
   *[other] becomes a vassal
} of { $lord }
# $provinces — the provinces, joined by commas
affairs-terms-cede = { $house } { GENDER($house) ->
    [pl] cede
   *[other] cedes
} { $provinces }

## Proposals and weddings (MAR-1, MAR-2, DYN-7)

# $yours: by — the suitor is of the reader's house, target — the one proposed to is, no — neither.
affairs-proposal = { $yours ->
    [by] Your { $by } proposed marriage to { $target } of the house of { $target_house }.
    [target] { $by } of the house of { $house } proposed marriage to your { $target }.
   *[no] { $by } of the house of { $house } proposed marriage to { $target } of the house of { $target_house }.
}
# $proposed: the turn of the proposal; $ago: this (this turn), last (the turn before) or earlier.
affairs-accept = { $yours ->
    [by] Your { $by } accepted the proposal of { $target } of the house of { $target_house }
    [target] { $by } of the house of { $house } accepted the proposal of your { $target }
   *[no] { $by } of the house of { $house } accepted the proposal of { $target } of the house of { $target_house }
}, { $ago ->
    [this] made this turn.
    [last] made the turn before.
   *[earlier] made in turn { $proposed }.
}
affairs-accept-unanswered = { $by } of the house of { $house } was ready to accept the marriage proposal of { $target } of the house of { $target_house }, but the proposal did not come about this turn, and the acceptance lapsed.
affairs-proposal-lapsed = The marriage proposal of { $by } of the house of { $house } to { $target } in turn { $turn } went unanswered and lapsed.

affairs-wedding-failed = The wedding of { $proposer } and { $target } did not take place: { $why }.
affairs-wedding-failure-dead = one of them has died
affairs-wedding-failure-married = one of them is already married
affairs-wedding-failure-too-young = one of them is too young (AGE-1)
affairs-wedding-failure-same-sex = they are of the same sex (MAR-2)
affairs-wedding-failure-same-dynasty = they are now of the same dynasty (MAR-2)
affairs-wedding-failure-not-enough-coins = the terms could not be paid in full (DYN-7)

# After a wedding or a peace: who moves to the other house, who pays whom, who becomes a vassal.
affairs-moved = { $who } joins { $house }.
affairs-pays = { $payer } { GENDER($payer) ->
    [pl] pay
   *[other] pays
} { $payee } { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}.
affairs-vassalage = { $vassal } { GENDER($vassal) ->
    [pl] become vassals
   *[other] becomes a vassal
} of { $lord } (VASSAL-3).
affairs-vassalage-refused-has-lord = { $vassal } { GENDER($vassal) ->
    [pl] do not become vassals
   *[other] does not become a vassal
} of { $lord }: { $vassal } { GENDER($vassal) ->
    [pl] already have
   *[other] already has
} a lord (VASSAL-6).
affairs-vassalage-refused-cycle = { $vassal } { GENDER($vassal) ->
    [pl] do not become vassals
   *[other] does not become a vassal
} of { $lord }: { $lord } { GENDER($lord) ->
    [pl] are themselves vassals
   *[other] is itself a vassal
} of { $vassal } (VASSAL-6).
# $why — a refusal's code the program has no words for
affairs-vassalage-refused = { $vassal } { GENDER($vassal) ->
    [pl] do not become vassals
   *[other] does not become a vassal
} of { $lord }: { $why } (VASSAL-6).

## Annulment (MAR-7): public, without the check's arithmetic

affairs-annul = { $by } of the house of { $house } had the marriage of { $spouse } and { $partner } annulled (MAR-7).
affairs-annul-own = { $by } of the house of { $house } had { GENDER($by) ->
    [f] her
   *[m] his
} marriage to { $partner } annulled (MAR-7).
affairs-annul-returned = { $who } returns to { GENDER($who) ->
    [f] her
   *[m] his
} dynasty of birth.
affairs-annul-refused = { $by } of the house of { $house } sought to annul the marriage of { $spouse } and { $partner }, but was refused: the marriage stands.
affairs-annul-own-refused = { $by } of the house of { $house } sought to annul { GENDER($by) ->
    [f] her marriage, but was refused: { $partner } remains her husband.
   *[m] his marriage, but was refused: { $partner } remains his wife.
}

## A cadet branch (BRANCH-*): its army and coins are hidden (INFO-2)

# $members, $provinces — names joined by commas
affairs-branch = On the order of { $by }, { $house } founded a cadet branch, { $branch }. Its head is { $head }; members: { $members }; provinces: { $provinces }; reputation { $reputation }.
affairs-branch-spouses-stayed = Their spouses stay in the main line: { $spouses }.
# $generals — names joined by commas, $count — how many
affairs-branch-generals-left = { $count ->
    [1] General { $generals } leaves with the branch and no longer commands in the war (WAR-14).
   *[other] Generals { $generals } leave with the branch and no longer command in their wars (WAR-14).
}

## TRAIT-cunning

# $trait — the trait's name; $largest — the turn's largest loss, signed: "−15"
affairs-cunning-relief = { $head }, the { $trait } head of { $house }, wins back { $applied } reputation of the turn's largest loss ({ $largest }) (TRAIT-cunning).

## Intrigue: spy, gossip, conspiracy, assassination (ACT-0, INFO-2)

# The check as the acting dynasty sees it: its roll, skill and TN; the target's hidden modifiers are not shown.
affairs-plot-check = roll { $roll }, { $skill } { $value }, TN { $tn }
affairs-plot-check-bribe = roll { $roll }, { $skill } { $value }, bribe { $bribe ->
    [one] { $bribe } coin
   *[other] { $bribe } coins
} ({ $bonus_text }), TN { $tn }
affairs-plot-escaped = { $by } slipped away from the consequences and is no longer { $trait } (TRAIT-insidious).
affairs-plot-found-out = { $house } discovered the plot, and { $plotter } { GENDER($plotter) ->
    [pl] lose
   *[other] loses
} reputation (ACT-0).
affairs-plot-undiscovered = The plot went undiscovered.

# Why a plot failed of itself: the Honest trait and the target's isolation are hidden (INFO-2, INFO-3).
affairs-plot-refused = { $who } would not be turned
affairs-plot-out-of-reach = { $who } was out of reach
affairs-plot-out-of-reach-agent = { $target } or { $agent } was out of reach

# $why — why it failed; $check — the check
affairs-spy-refused = { $by } tried to recruit { $target } of the house of { $target_house } as a spy, but failed: { $why }.
affairs-spy-failed = { $by } tried to recruit { $target } of the house of { $target_house } as a spy ({ $check }), but failed.
# $members — names joined by commas
affairs-spy = { $by } recruited { $target } of the house of { $target_house } as a spy ({ $check }): the traits, loyalty and skills of { $members }, and the treasury and army of { $target_house }, are now known (INFO-2).

affairs-gossip-failed = { $by } spread gossip about { $target_house } ({ $check }), but nobody believed it.
affairs-gossip = { $by } spread gossip about { $target_house } ({ $check }): the reputation of { $target_house } falls by { $loss }.
affairs-gossip-no-effect = { $by } spread gossip about { $target_house } ({ $check }), but the reputation of { $target_house } can fall no lower.

affairs-conspiracy-refused = { $by } tried to win { $target } of the house of { $target_house } over to { $house }, but failed: { $why }.
affairs-conspiracy-failed = { $by } tried to win { $target } of the house of { $target_house } over to { $house } ({ $check }), but failed.
affairs-conspiracy = { $by } won { $target } of the house of { $target_house } over ({ $check }): { $target } joins { $house }.
affairs-conspiracy-bribe-lost = The bribe of { $bribe ->
    [one] { $bribe } coin
   *[other] { $bribe } coins
} was spent in vain.

affairs-assassinate-mercenary-refused = { $by } sent a hired killer after { $target } of the house of { $target_house }, but failed: { $why }.
affairs-assassinate-mercenary-failed = { $by } sent a hired killer after { $target } of the house of { $target_house } ({ $check }), but the attempt failed.
affairs-assassinate-mercenary = { $by } sent a hired killer after { $target } of the house of { $target_house } ({ $check }): { $target } is dead.
affairs-assassinate-agent-refused = { $by } tried to get { $agent } to kill { $target } of the house of { $target_house }, but failed: { $why }.
affairs-assassinate-agent-failed = { $by } tried to get { $agent } to kill { $target } of the house of { $target_house } ({ $check }), but the attempt failed.
affairs-assassinate-agent = { $by } got { $agent } to kill { $target } of the house of { $target_house } ({ $check }): { $target } is dead.

# $action — the action's name
affairs-plot-discovered = { $house } uncovered a plot ({ $action }) by { $by } of the house of { $plotter } (ACT-0).
affairs-spied-on = A { $trait } member of { $house } noticed the spying: { $recruiter } of the house of { $plotter } recruited { $spy } (TRAIT-paranoid).
# The house he joins is not among the outcome's facts: it is not named.
affairs-defected = { $who } betrayed { $house } and went over to another house.

## War (WAR-1 .. WAR-14, SAB-4, PROV-2, VASSAL-5)

# $attackers, $defenders — names joined by commas
# $yours: attacker — the reader's house declared it, defender — war was declared on it, no — neither.
affairs-war-declared = { $yours ->
    [attacker] You declared war on { $defender }.
    [defender] { $attacker } declared war on you.
   *[no] { $attacker } declared war on { $defender }.
}
affairs-war-declared-vassals = Vassals stand by their lords (VASSAL-5): { $attackers } against { $defenders }.
affairs-war-first-battle = The first battle is fought at the end of this turn (WAR-14).

affairs-general-named = { $general } is named general in the war against { $enemy }. A general executes no other action (WAR-1).
affairs-general-named-instead = { $general } is named general in the war against { $enemy } in place of { $previous }. A general executes no other action (WAR-1).

affairs-war-joined = { $house } { GENDER($house) ->
    [pl] join the war at the side of their lord
   *[other] joins the war at the side of its lord
}, { $lord } (VASSAL-5): it is now { $attackers } against { $defenders }.

# $enemies — names joined by commas; $change — signed: "−10"; $provinces — "Suzdal to 2, Rostov to 1"
affairs-war-drain = The war against { $enemies } drags on (WAR-9): reputation { $change }.
affairs-war-drain-provinces = The war against { $enemies } drags on (WAR-9): reputation { $change }; the provinces' loyalty falls: { $provinces }.
affairs-war-drain-province = { $province } to { $loyalty }

# A province taken in battle (PROV-2): an item of the list after "Victory goes to …:"
affairs-capture = { $province } passes from { $from } to { $to }, loyalty { $loyalty } (PROV-2)
affairs-capture-retaken = { $to } { GENDER($to) ->
    [pl] retake
   *[other] retakes
} { $province } from { $from }, its loyalty restored to { $loyalty } (PROV-2)

# A battle in the chronicle (INFO-3): the sides' strengths, the losses and the captures; who led an army is
# told only in the sides' own reports.
affairs-battle = The armies of { $attackers } met the armies of { $defenders } in battle: strength { $attack } against { $defence }.
# $fallen — "Yaroslavichi — 15 soldiers; Rostislavichi — 10 soldiers"
affairs-battle-losses = Fallen (WAR-7): { $fallen }.
affairs-battle-loss = { $house } — { $count ->
    [one] { $count } soldier
   *[other] { $count } soldiers
}
affairs-battle-draw = The difference is under { $step }: no province changes hands (WAR-4).
affairs-battle-won-nothing = Victory goes to { $winners }, but there is no province left to take.
# $captures — the captures, joined by semicolons
affairs-battle-won = Victory goes to { $winners } (WAR-4): { $captures }.

# The battle in one side's own report (INFO-5): its general, soldiers, bonus, losses.
# $enemies — names joined by commas
affairs-battle-report-attacking = In the battle against { $enemies } we attacked: { $sent ->
    [0] no soldier went into battle
    [one] { $sent } soldier went into battle
   *[other] { $sent } soldiers went into battle
}.
affairs-battle-report-defending = In the battle against { $enemies } we defended: { $sent ->
    [0] no soldier went into battle
    [one] { $sent } soldier went into battle
   *[other] { $sent } soldiers went into battle
}.
affairs-battle-report-no-general = We had no general, and so no general's bonus (WAR-14).
affairs-battle-report-refused = General { $general } refused to fight: { GENDER($general) ->
    [f] her
   *[m] his
} { $skill } counts as 0, no bonus (SAB-4, WAR-6).
affairs-battle-report-led = General { $general } led the army ({ $skill } { $combat }): +{ $bonus } strength, { $combat } for { $per ->
    [one] each soldier sent
   *[other] each full { $per } soldiers sent
} (WAR-3).
affairs-battle-report-fortification = Fortifications added +{ $fortification }.
affairs-battle-report-result = Total strength { $strength }. { $losses ->
    [0] No one fell
    [one] { $losses } soldier fell
   *[other] { $losses } soldiers fell
} (WAR-7); the army now has { $army ->
    [one] { $army } soldier
   *[other] { $army } soldiers
}.
# The general's free study after the battle (WAR-6); $rolled — "5" or "5 + 2 = 7"
affairs-free-study-up = After the battle { $general } studied { $skill } for free: rolled { $rolled }, over { $level } — { GENDER($general) ->
    [f] her
   *[m] his
} { $skill } is now { $new_level } (WAR-6).
affairs-free-study-none = After the battle { $general } studied { $skill } for free: rolled { $rolled }, not over { $level } — no progress (WAR-6).

# SAB-4: a general of low loyalty; $rolled — "1 + 1 = 2"
affairs-general-refused = General { $general } refused to fight ({ $rolled } ≤ { $most }, SAB-4): in the battle { GENDER($general) ->
    [f] her
   *[m] his
} { $skill } counts as 0 (WAR-6).
affairs-general-obeyed = General { $general } is disloyal but led the army into battle ({ $rolled } > { $most }, SAB-4).

# WAR-12; $attackers, $defenders, $losers — names joined by commas
affairs-war-ended-peace = The war of { $attackers } against { $defenders } ended in peace (WAR-12).
affairs-war-ended-no-provinces = The war of { $attackers } against { $defenders } is over: no province is left to { $losers } (WAR-12).
# $why — a reason's code the program has no words for
affairs-war-ended = The war of { $attackers } against { $defenders } is over: { $why } (WAR-12).

# WAR-10: a war among kin; $change — signed: "−40"
affairs-war-penalty-branch = The war against { $enemy } is fought within one house, between a main line and its branch: reputation { $change } (WAR-10).
affairs-war-penalty-close = The war against { $enemy } is a war on close kin of one of the heads: reputation { $change } (WAR-10).
affairs-war-penalty-relative = The war against { $enemy } is a war on kin of one of the heads: reputation { $change } (WAR-10).

# WAR-13: the anger of a Hot-tempered head; $trait — the trait's name
affairs-hot-tempered-war = The { $trait } head { $head } is enraged at { $enemy } for { $damage } reputation lost; rolled { $roll } — war is declared (WAR-13).
affairs-hot-tempered-calm = The { $trait } head { $head } is enraged at { $enemy } for { $damage } reputation lost; rolled { $roll } — the anger passes: war comes only on a { $on } (WAR-13).
affairs-hot-tempered-target-gone = The { $trait } head { $head } is enraged at { $enemy } for { $damage } reputation lost; rolled { $roll }, but { $enemy } { GENDER($enemy) ->
    [pl] have fallen
   *[other] has fallen
} (WAR-13).
affairs-hot-tempered-already-at-war = The { $trait } head { $head } is enraged at { $enemy } for { $damage } reputation lost; rolled { $roll }, but the war with { $enemy } is already on (WAR-13).
affairs-hot-tempered-lord = The { $trait } head { $head } is enraged at { $enemy } for { $damage } reputation lost; rolled { $roll }, but { $enemy } { GENDER($enemy) ->
    [pl] are the lords
   *[other] is the lord
} of { $house }, and a vassal never makes war on its lord (VASSAL-5).

## Peace (ACT-offer_peace, ACT-accept_peace, WAR-12)

affairs-peace-offer = On behalf of { $house }, { $by } offered peace to { $to }.
affairs-peace-offer-answer = It may be accepted in this turn's orders.
affairs-peace-accept = On behalf of { $house }, { $by } accepted the peace offered by { $offerer } in turn { $turn }.
affairs-peace-accept-unanswered = On behalf of { $house }, { $by } was ready to accept the peace of { $offerer }, but their offer did not come about this turn, and the acceptance lapsed (turn { $turn }).
affairs-peace = { $offerer } and { $receiver } made peace.
affairs-peace-province = { $province } passes from { $from } to { $to }.
affairs-peace-left-one = { $house } { GENDER($house) ->
    [pl] leave the war
   *[other] leaves the war
}; it goes on for the others (VASSAL-5).
# $houses — names joined by commas
affairs-peace-left = { $houses } leave the war; it goes on for the others (VASSAL-5).

affairs-peace-failed = Peace between { $offerer } and { $receiver } did not come about: { $why }.
affairs-peace-failure-not-at-war = they are no longer at war
affairs-peace-failure-not-enough-coins = the terms could not be paid in full (DYN-7)
affairs-peace-failure-province-gone = a province of the terms has changed hands

affairs-peace-offer-lapsed = The offer of peace that { $by } made to { $to } in turn { $turn } went unanswered and lapsed.
affairs-peace-accept-lapsed = The acceptance of peace that { $by } gave { $to } in turn { $turn } lapsed: { $to } made no offer of peace to meet it.

## The wars section of a private report (WAR-1, WAR-9, WAR-11, WAR-14)

affairs-war-summary-new = The war begins this turn; its first battle comes at the end of the next (WAR-14).
affairs-war-summary = The war has lasted { $n ->
    [one] { $n } turn
   *[other] { $n } turns
} (WAR-14). At the end of this turn it drains { $rep } reputation and { $loyalty } loyalty in each province (WAR-9), then a battle is fought (WAR-11).
# WAR-10: the war against relatives whose loss is the turn's largest; $rep, what this war takes by WAR-9 (0 in
# its first turn), $kin, by WAR-10, $total, both. DYN-2: $total, what the wars surely take, $reputation, the house's.
affairs-war-kin = { $rep ->
    [0] This is a war against relatives: at the end of this turn it costs the house { $kin } reputation (WAR-10).
   *[other] This is a war against relatives: at the end of this turn it costs { $kin } reputation more (WAR-10), { $total } in all.
}
affairs-war-fatal = The house has { $reputation } reputation, and the wars take { $total } this turn: unless something raises it first or peace is made, the house will be out of the game (DYN-2).
# $action — the name of the action that names a general
affairs-war-no-general = No general: your side fights without the general's bonus (WAR-14). Name one with the action “{ $action }”; a general executes no other action (WAR-1).
affairs-war-general = General { $general }, { $skill } { $combat }: +{ $combat } strength for { $per ->
    [one] each soldier sent
   *[other] each full { $per } soldiers sent
} (WAR-3).
affairs-war-general-disloyal = { GENDER($general) ->
    [f] Her loyalty is { $loyalty }: she may refuse to fight (SAB-4).
   *[m] His loyalty is { $loyalty }: he may refuse to fight (SAB-4).
}
# PROV-2: in the table of provinces, after the province's name. An English participle does not agree with
# the province; the Russian one does, so the message reads $province here too.
affairs-captured = { GENDER($province) ->
   *[other] captured
} in turn { $turn } from { $from } (PROV-2)
affairs-peace-offer-standing = In turn { $turn }, { $by } offered peace to { $receiver } on behalf of { $offerer }.

## A happening this version has no sentence for: its code and its facts

# $kind — the happening's code; $params — its facts
affairs-generic = { $house }: { $kind } ({ $params }).
affairs-generic-no-params = { $house }: { $kind }.
affairs-generic-nobody = { $kind } ({ $params }).
affairs-generic-bare = { $kind }.
