# Affairs between dynasties: marriages (MAR-*), cadet branches (BRANCH-*), intrigue, war (WAR-*) and peace.
# The chronicle (public.md) shows the public happenings to every house: they are told in the third person. A
# house's own report calls it "you", its people "your Oleg", another house's "Oleg of the house of Rostislavichi".
# persons: $by $target $proposer $who $spouse $partner $head $agent $recruiter $spy $general $previous
# houses: $house $target_house $plotter $enemy $lord $vassal $payer $payee $offerer $receiver $to $from $attacker $defender $branch $other
# provinces: $province
# numbers: $coins $turn $proposed $reputation $applied $roll $value $tn $bribe $loss $loyalty $count $attack $defence $step $sent $strength $losses $army $combat $bonus $per $fortification $level $new_level $damage $on $most $n $rep $kin $total $largest

## Lists and "you"

# The reader's house among a list of houses, in the list's case ($case: nom, gen, dat, acc, ins).
affairs-you = { $case ->
   *[nom] you
}

## The terms of a marriage or a peace (MAR-1, VASSAL-3, ACT-offer_peace)

# $terms — the terms, joined by semicolons: "Galitskie pays 20 coins; Ryazanskie becomes a vassal of Galitskie"
affairs-terms = Terms: { $terms }.
affairs-terms-none = No terms.
# $yours: payer when the reader's house pays.
affairs-terms-pay = { $yours ->
    [payer] you pay
   *[no] { $payer } { GENDER($payer) ->
        [pl] pay
       *[other] pays
    }
} { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}
# $yours: vassal — the reader's house becomes the vassal, lord — the lord, no — neither.
affairs-terms-vassal = { $yours ->
    [vassal] you become vassals of { $lord }
    [lord] { $vassal } { GENDER($vassal) ->
        [pl] become your vassals
       *[other] becomes your vassal
    }
   *[no] { $vassal } { GENDER($vassal) ->
        [pl] become vassals
       *[other] becomes a vassal
    } of { $lord }
}
# $provinces — the provinces, joined by commas; $yours: yes when the reader's house cedes them
affairs-terms-cede = { $yours ->
    [yes] you cede { $provinces }
   *[no] { $house } { GENDER($house) ->
        [pl] cede
       *[other] cedes
    } { $provinces }
}

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
affairs-accept-unanswered = { $yours ->
    [by] Your { $by } was ready to accept the proposal of { $target } of the house of { $target_house }
    [target] { $by } of the house of { $house } was ready to accept the proposal of your { $target }
   *[no] { $by } of the house of { $house } was ready to accept the proposal of { $target } of the house of { $target_house }
}, but no proposal came this turn, and the acceptance lapsed.
# $yours: yes when the suitor is of the reader's house; $whose: whose the one proposed to is — yours (the
# reader's house), house (of $target_house) or bare (unknown).
affairs-proposal-lapsed = { $yours ->
    [yes] Your { $by }'s
   *[no] The
} proposal of marriage to { $whose ->
    [yours] your { $target }
    [house] { $target } of the house of { $target_house }
   *[bare] { $target }
}{ $yours ->
    [yes] {""}
   *[no] {" "}by { $by } of the house of { $house }
}, made in turn { $turn }, went unanswered and lapsed.

affairs-wedding-failed = The wedding of { $proposer } and { $target } did not take place: { $why }.
affairs-wedding-failure-dead = one of them has died
affairs-wedding-failure-married = one of them is already married
affairs-wedding-failure-too-young = one of them is too young (AGE-1)
affairs-wedding-failure-same-sex = they are of the same sex (MAR-2)
affairs-wedding-failure-same-dynasty = they are now of the same dynasty (MAR-2)
affairs-wedding-failure-not-enough-coins = the terms could not be paid in full (DYN-7)

# After a wedding or a peace: who moves to the other house, who pays whom, who becomes a vassal.
# $yours: to — the one who moves joins the reader's house, from — leaves it, no — neither.
affairs-moved = { $yours ->
    [to] { $who } joins your house.
    [from] Your { $who } joins { $house }.
   *[no] { $who } joins { $house }.
}
# $yours: payer — the reader's house pays, payee — it is paid, no — neither.
affairs-pays = { $yours ->
    [payer] You pay { $payee } { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    }.
    [payee] { $payer } { GENDER($payer) ->
        [pl] pay
       *[other] pays
    } you { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    }.
   *[no] { $payer } { GENDER($payer) ->
        [pl] pay
       *[other] pays
    } { $payee } { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    }.
}
# $yours: vassal — the reader's house becomes the vassal, lord — the lord, no — neither.
affairs-vassalage = { $yours ->
    [vassal] You become vassals of { $lord } (VASSAL-3).
    [lord] { $vassal } { GENDER($vassal) ->
        [pl] become your vassals
       *[other] becomes your vassal
    } (VASSAL-3).
   *[no] { $vassal } { GENDER($vassal) ->
        [pl] become vassals
       *[other] becomes a vassal
    } of { $lord } (VASSAL-3).
}
affairs-vassalage-refused-has-lord = { $yours ->
    [vassal] You do not become vassals of { $lord }: you already have a lord (VASSAL-6).
    [lord] { $vassal } { GENDER($vassal) ->
        [pl] do not become your vassals
       *[other] does not become your vassal
    }: { $vassal } { GENDER($vassal) ->
        [pl] already have
       *[other] already has
    } a lord (VASSAL-6).
   *[no] { $vassal } { GENDER($vassal) ->
        [pl] do not become vassals
       *[other] does not become a vassal
    } of { $lord }: { $vassal } { GENDER($vassal) ->
        [pl] already have
       *[other] already has
    } a lord (VASSAL-6).
}
affairs-vassalage-refused-cycle = { $yours ->
    [vassal] You do not become vassals of { $lord }: { $lord } { GENDER($lord) ->
        [pl] are themselves your vassals
       *[other] is itself your vassal
    } (VASSAL-6).
    [lord] { $vassal } { GENDER($vassal) ->
        [pl] do not become your vassals
       *[other] does not become your vassal
    }: you are yourselves vassals of { $vassal } (VASSAL-6).
   *[no] { $vassal } { GENDER($vassal) ->
        [pl] do not become vassals
       *[other] does not become a vassal
    } of { $lord }: { $lord } { GENDER($lord) ->
        [pl] are themselves vassals
       *[other] is itself a vassal
    } of { $vassal } (VASSAL-6).
}
# $why — a refusal's code the program has no words for
affairs-vassalage-refused = { $yours ->
    [vassal] You do not become vassals of { $lord }: { $why } (VASSAL-6).
    [lord] { $vassal } { GENDER($vassal) ->
        [pl] do not become your vassals
       *[other] does not become your vassal
    }: { $why } (VASSAL-6).
   *[no] { $vassal } { GENDER($vassal) ->
        [pl] do not become vassals
       *[other] does not become a vassal
    } of { $lord }: { $why } (VASSAL-6).
}

## Annulment (MAR-7): public, without the check's arithmetic

# $yours: yes when the one who sought it is of the reader's house.
affairs-annul = { $yours ->
    [yes] Your { $by }
   *[no] { $by } of the house of { $house }
} had the marriage of { $spouse } and { $partner } annulled (MAR-7).
affairs-annul-own = { $yours ->
    [yes] Your { $by }
   *[no] { $by } of the house of { $house }
} had { GENDER($by) ->
    [f] her
   *[m] his
} marriage to { $partner } annulled (MAR-7).
affairs-annul-returned = { $who } returns to { GENDER($who) ->
    [f] her
   *[m] his
} dynasty of birth.
affairs-annul-refused = { $yours ->
    [yes] Your { $by }
   *[no] { $by } of the house of { $house }
} sought to annul the marriage of { $spouse } and { $partner }, but was refused: the marriage stands.
affairs-annul-own-refused = { $yours ->
    [yes] Your { $by }
   *[no] { $by } of the house of { $house }
} sought to annul { GENDER($by) ->
    [f] her marriage, but was refused: { $partner } remains her husband.
   *[m] his marriage, but was refused: { $partner } remains his wife.
}

## A cadet branch (BRANCH-*): its army and coins are hidden (INFO-2)

# $yours: yes when the reader's house founded it; $members — the branch's other members, $count — how many;
# $provinces — its provinces, $n — how many.
affairs-branch = On the order of { $by }, { $yours ->
    [yes] you
   *[no] { $house }
} founded a cadet branch, { $branch }. { $head } heads it{ $count ->
    [0] {""}
   *[other] , with { $members }
}; { $n ->
    [0] it holds no province
    [1] it holds { $provinces }
   *[other] it holds { $provinces }
}, and its reputation is { $reputation }.
affairs-branch-spouses-stayed = Their spouses stay in the main line: { $spouses }.
# $generals — names joined by commas, $count — how many
affairs-branch-generals-left = { $count ->
    [1] General { $generals } leaves with the branch and no longer commands in the war (WAR-14).
   *[other] Generals { $generals } leave with the branch and no longer command in their wars (WAR-14).
}

## TRAIT-cunning

# $yours: yes when the head is the reader's house's; $largest — the turn's largest loss, unsigned
affairs-cunning-relief = { $yours ->
    [yes] The cunning of your head { $head } softened the turn's largest loss of reputation: of the { $largest } lost, { $applied } came back to you (TRAIT-cunning).
   *[no] The cunning of { $head }, head of { $house }, softened the house's largest loss of reputation this turn: of the { $largest } lost, { $applied } came back (TRAIT-cunning).
}

## Intrigue: spy, gossip, conspiracy, assassination (ACT-0, INFO-2)

# The check as the acting dynasty sees it: its roll, skill and TN; the target's hidden modifiers are not shown.
affairs-plot-check = rolled { $roll } with Intrigue { $value } against difficulty { $tn }
affairs-plot-check-bribe = rolled { $roll } with Intrigue { $value } and a bribe of { $bribe ->
    [one] { $bribe } coin
   *[other] { $bribe } coins
} ({ $bonus_text }) against difficulty { $tn }
affairs-plot-escaped = { $by } slipped away from the consequences and is no longer { $trait } (TRAIT-insidious).
# What the discovery cost is told by the line of reputation that follows this one (ACT-0).
affairs-plot-found-out = But { $house } discovered the plot (ACT-0).
affairs-plot-undiscovered = The plot went undiscovered.

# Why a plot failed of itself: the Honest trait and the target's isolation are hidden (INFO-2, INFO-3).
affairs-plot-refused = { $who } would not be turned
affairs-plot-out-of-reach = { $who } was out of reach
affairs-plot-out-of-reach-agent = { $target } or { $agent } was out of reach

# $why — why it failed; $check — the check
affairs-spy-refused = { $by } tried to recruit { $target } of the house of { $target_house } as a spy, but failed: { $why }.
affairs-spy-failed = { $by } tried to recruit { $target } of the house of { $target_house } as a spy, but failed: { $check }.
# $members — names joined by commas; $yours: yes when the reader's house recruited the spy
affairs-spy = { $by } recruited { $target } of the house of { $target_house } as a spy: { $check }. { $yours ->
    [yes] You
   *[no] { $house }
} now know the traits, loyalty and skills of { $members }, and the treasury and army of { $target_house } (INFO-2).

affairs-gossip-failed = { $by } spread gossip about { $target_house }, but nobody believed it: { $check }.
affairs-gossip = { $by } spread gossip about { $target_house }: { $check }, and the reputation of { $target_house } fell by { $loss }.
affairs-gossip-no-effect = { $by } spread gossip about { $target_house }: { $check }, but the reputation of { $target_house } can fall no lower.

# $yours: yes when the reader's house was the one to win the target over.
affairs-conspiracy-refused = { $by } tried to win { $target } of the house of { $target_house } over to { $yours ->
    [yes] your side
   *[no] { $house }
}, but failed: { $why }.
affairs-conspiracy-failed = { $by } tried to win { $target } of the house of { $target_house } over to { $yours ->
    [yes] your side
   *[no] { $house }
}, but failed: { $check }.
affairs-conspiracy = { $by } won { $target } of the house of { $target_house } over: { $check }, and { $target } joins { $yours ->
    [yes] your house
   *[no] { $house }
}.
affairs-conspiracy-bribe-lost = The bribe of { $bribe ->
    [one] { $bribe } coin
   *[other] { $bribe } coins
} was spent in vain.

affairs-assassinate-mercenary-refused = { $by } sent a hired killer after { $target } of the house of { $target_house }, but failed: { $why }.
affairs-assassinate-mercenary-failed = { $by } sent a hired killer after { $target } of the house of { $target_house }, but the attempt failed: { $check }.
affairs-assassinate-mercenary = { $by } sent a hired killer after { $target } of the house of { $target_house }: { $check }, and { $target } is dead.
affairs-assassinate-agent-refused = { $by } tried to get { $agent } to kill { $target } of the house of { $target_house }, but failed: { $why }.
affairs-assassinate-agent-failed = { $by } tried to get { $agent } to kill { $target } of the house of { $target_house }, but the attempt failed: { $check }.
affairs-assassinate-agent = { $by } got { $agent } to kill { $target } of the house of { $target_house }: { $check }, and { $target } is dead.

# $action — the action's name; $yours: house — the reader's house uncovered it, plotter — the plot was its own.
affairs-plot-discovered = { $yours ->
    [house] You uncovered a plot ({ $action }) by { $by } of the house of { $plotter } (ACT-0).
    [plotter] { $house } uncovered the plot ({ $action }) and learned that your { $by } was behind it (ACT-0).
   *[no] { $house } uncovered a plot ({ $action }) by { $by } of the house of { $plotter } (ACT-0).
}
# $yours: yes when the reader's house noticed the spying.
affairs-spied-on = { $yours ->
    [yes] One of yours, with the trait “{ $trait }”, noticed the spying: { $recruiter } of the house of { $plotter } recruited your { $spy } as a spy (TRAIT-paranoid).
   *[no] One of { $house }, with the trait “{ $trait }”, noticed the spying: { $recruiter } of the house of { $plotter } recruited { $spy } as a spy (TRAIT-paranoid).
}
# The house he joins is not among the outcome's facts: it is not named. $yours: yes when he left the reader.
affairs-defected = { $yours ->
    [yes] Your { $who } betrayed you and went over to another house.
   *[no] { $who } betrayed { $house } and went over to another house.
}

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
# After the line of a Hot-tempered head's anger (WAR-13), which already said that he declared war.
affairs-war-first-battle-with = The first battle with { $enemy } comes at the end of this turn (WAR-14).

affairs-general-named = { $general } is named general in the war against { $enemy }; a general executes no other action (WAR-1).
affairs-general-named-instead = { $general } is named general in the war against { $enemy } in place of { $previous }; a general executes no other action (WAR-1).

# $yours: house — the reader's house joins the war, lord — it is the lord, no — neither.
affairs-war-joined = { $yours ->
    [house] You join the war at the side of your lord, { $lord } (VASSAL-5): it is now { $attackers } against { $defenders }.
    [lord] { $house }, your { GENDER($house) ->
        [pl] vassals, join
       *[other] vassal, joins
    } the war at your side (VASSAL-5): it is now { $attackers } against { $defenders }.
   *[no] { $house } { GENDER($house) ->
        [pl] join the war at the side of their lord
       *[other] joins the war at the side of its lord
    }, { $lord } (VASSAL-5): it is now { $attackers } against { $defenders }.
}

# $enemies — names joined by commas; $loss — the reputation lost; $provinces — "Suzdal to 2, Rostov to 1"
# $yours: yes when the war drags on for the reader's house.
affairs-war-drain = The war against { $enemies } drags on: { $yours ->
    [yes] you lose
   *[no] { $house } { GENDER($house) ->
        [pl] lose
       *[other] loses
    }
} { $loss } reputation (WAR-9).
affairs-war-drain-provinces = The war against { $enemies } drags on: { $yours ->
    [yes] you lose
   *[no] { $house } { GENDER($house) ->
        [pl] lose
       *[other] loses
    }
} { $loss } reputation, and the provinces' loyalty falls: { $provinces } (WAR-9).
affairs-war-drain-province = { $province } to { $loyalty }

# A province taken in battle (PROV-2): an item of the list after "Victory goes to …:"
# $yours: to — the province goes to the reader's house, from — it loses it, no — neither.
affairs-capture = { $yours ->
    [to] { $province } passes to you from { $from } with loyalty { $loyalty } (PROV-2)
    [from] { $province } passes from you to { $to } with loyalty { $loyalty } (PROV-2)
   *[no] { $province } passes from { $from } to { $to } with loyalty { $loyalty } (PROV-2)
}
affairs-capture-retaken = { $yours ->
    [to] you retake { $province } from { $from } with its former loyalty of { $loyalty } (PROV-2)
    [from] { $to } { GENDER($to) ->
        [pl] retake
       *[other] retakes
    } { $province } from you with its former loyalty of { $loyalty } (PROV-2)
   *[no] { $to } { GENDER($to) ->
        [pl] retake
       *[other] retakes
    } { $province } from { $from } with its former loyalty of { $loyalty } (PROV-2)
}

# A battle in the chronicle (INFO-3): the sides' strengths, the losses and the captures; who led an army is
# told only in the sides' own reports.
# $attackers — "the armies of Yaroslavichi" or "your armies" (affairs-battle-side), $defenders — the same
# (affairs-battle-side-ins)
affairs-battle = { $attackers } met { $defenders } in battle: strength { $attack } against { $defence }.
# $yours: yes when the reader's house is on this side; $allies — the side's other houses, $count — how many.
affairs-battle-side = { $yours ->
    [yes] { $count ->
        [0] your army
        [one] your army and the army of { $allies }
       *[other] your army and the armies of { $allies }
    }
   *[no] { $count ->
        [one] the army of { $allies }
       *[other] the armies of { $allies }
    }
}
# $fallen — "Yaroslavichi — 15 soldiers, Rostislavichi — 10 soldiers"
affairs-battle-losses = Fallen: { $fallen } (WAR-7).
affairs-battle-loss = { $yours ->
    [yes] you —
   *[no] { $house } —
} { $count ->
    [0] not a soldier
    [one] { $count } soldier
   *[other] { $count } soldiers
}
affairs-battle-draw = The difference is under { $step }: no province changes hands (WAR-4).
affairs-battle-won-nothing = Victory goes to { $winners }, but there is no province left to take.
# $captures — the captures, joined by semicolons
affairs-battle-won = Victory goes to { $winners } (WAR-4): { $captures }.

# The battle in one side's own report (INFO-5): its general, soldiers, bonus, losses.
# $enemies — names joined by commas
affairs-battle-report-attacking = In the battle against { $enemies } you attacked: { $sent ->
    [0] no soldier went into battle
    [one] { $sent } soldier went into battle
   *[other] { $sent } soldiers went into battle
}.
affairs-battle-report-defending = In the battle against { $enemies } you defended: { $sent ->
    [0] no soldier went into battle
    [one] { $sent } soldier went into battle
   *[other] { $sent } soldiers went into battle
}.
affairs-battle-report-no-general = There was no general, and the army fought without a general's bonus (WAR-14).
affairs-battle-report-refused = General { $general } refused to fight, and { GENDER($general) ->
    [f] her
   *[m] his
} { $skill } counted as 0: no bonus (SAB-4, WAR-6).
affairs-battle-report-led = General { $general } led the army ({ $skill } { $combat }), which gave +{ $bonus } strength: { $combat } for { $per ->
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
# The general's free study after the battle (WAR-6): $roll — the roll, $bonus — what is added, $total — both.
affairs-free-study-up = After the battle { $general } studied { $skill } for free: rolled { $roll }{ $bonus ->
    [0] {""}
   *[other] , +{ $bonus } makes { $total }
}, over { $level }, and { GENDER($general) ->
    [f] her
   *[m] his
} { $skill } is now { $new_level } (WAR-6).
affairs-free-study-none = After the battle { $general } studied { $skill } for free: rolled { $roll }{ $bonus ->
    [0] {""}
   *[other] , +{ $bonus } makes { $total }
}, not over { $level }, and no progress (WAR-6).

# SAB-4: a general of low loyalty; $roll — the roll, $loyalty — his loyalty, $total — both
affairs-general-refused = General { $general } refused to fight: rolled { $roll }, with loyalty { $loyalty } that makes { $total }, and on { $most } or less a general gives up (SAB-4). In the battle { GENDER($general) ->
    [f] her
   *[m] his
} { $skill } counts as 0 (WAR-6).
affairs-general-obeyed = General { $general } is disloyal but led the army into battle: rolled { $roll }, with loyalty { $loyalty } that makes { $total }, over { $most } (SAB-4).

# WAR-12; $attackers, $defenders, $losers — names joined by commas; $yours: yes when the reader's house was at
# war: then $enemies are its enemies
affairs-war-ended-peace = { $yours ->
    [yes] Your war against { $enemies } ended in peace (WAR-12).
   *[no] The war of { $attackers } against { $defenders } ended in peace (WAR-12).
}
affairs-war-ended-no-provinces = { $yours ->
    [yes] Your war against { $enemies } is over: no province is left to { $losers } (WAR-12).
   *[no] The war of { $attackers } against { $defenders } is over: no province is left to { $losers } (WAR-12).
}
# $why — a reason's code the program has no words for
affairs-war-ended = { $yours ->
    [yes] Your war against { $enemies } is over: { $why } (WAR-12).
   *[no] The war of { $attackers } against { $defenders } is over: { $why } (WAR-12).
}

# WAR-10: a war among kin; $loss — what it costs; $yours: yes when the reader's house wages it
affairs-war-penalty-branch = The war against { $enemy } is fought within one house, between a main line and its branch, and it costs { $yours ->
    [yes] you
   *[no] { $house }
} { $loss } reputation (WAR-10).
affairs-war-penalty-close = The war against { $enemy } is a war on close kin, and it costs { $yours ->
    [yes] you
   *[no] { $house }
} { $loss } reputation (WAR-10).
affairs-war-penalty-relative = The war against { $enemy } is a war on kin, and it costs { $yours ->
    [yes] you
   *[no] { $house }
} { $loss } reputation (WAR-10).

# WAR-13: the anger of a Hot-tempered head; $yours: yes when he heads the reader's house
affairs-hot-tempered-war = { $yours ->
    [yes] Your head { $head },
   *[no] { $head }, head of { $house },
} quick to anger, flew into a rage at { $enemy } over the { $damage } reputation lost: rolled { $roll }, and { GENDER($head) ->
    [f] she
   *[m] he
} declared war on them (WAR-13).
affairs-hot-tempered-calm = { $yours ->
    [yes] Your head { $head },
   *[no] { $head }, head of { $house },
} quick to anger, flew into a rage at { $enemy } over the { $damage } reputation lost, but rolled { $roll }, and the anger passed: it would have been war only on a { $on } (WAR-13).
affairs-hot-tempered-target-gone = { $yours ->
    [yes] Your head { $head },
   *[no] { $head }, head of { $house },
} quick to anger, flew into a rage at { $enemy } over the { $damage } reputation lost: rolled { $roll }, but { $enemy } { GENDER($enemy) ->
    [pl] have fallen
   *[other] has fallen
} (WAR-13).
affairs-hot-tempered-already-at-war = { $yours ->
    [yes] Your head { $head },
   *[no] { $head }, head of { $house },
} quick to anger, flew into a rage at { $enemy } over the { $damage } reputation lost: rolled { $roll }, but the war with { $enemy } is already on (WAR-13).
affairs-hot-tempered-lord = { $yours ->
    [yes] Your head { $head },
   *[no] { $head }, head of { $house },
} quick to anger, flew into a rage at { $enemy } over the { $damage } reputation lost: rolled { $roll }, but { $enemy } { GENDER($enemy) ->
    [pl] are the lords
   *[other] is the lord
} of { $yours ->
    [yes] your house
   *[no] { $house }
}, and a vassal never makes war on its lord (VASSAL-5).

## Peace (ACT-offer_peace, ACT-accept_peace, WAR-12)

# $yours: by — the reader's house offers peace, to — it is offered peace, no — neither; $plain: yes without terms
affairs-peace-offer = { $yours ->
    [by] On your behalf, { $by } offered { $to } peace{ $plain ->
        [yes] {" "}without terms.
       *[no] .
    }
    [to] On behalf of { $house }, { $by } offered you peace{ $plain ->
        [yes] {" "}without terms.
       *[no] .
    }
   *[no] On behalf of { $house }, { $by } offered { $to } peace{ $plain ->
        [yes] {" "}without terms.
       *[no] .
    }
}
# $yours: by when the reader's house made the offer: then the answer is $to's
affairs-peace-offer-answer = { $yours ->
    [by] { $to } may accept it in this turn's orders.
   *[no] It may be accepted in this turn's orders.
}
# $yours: house — the reader's house accepted, offerer — its offer was accepted, no — neither; $ago: this, last,
# earlier
affairs-peace-accept = { $yours ->
    [house] On your behalf, { $by } accepted the peace that { $offerer } offered { $ago ->
        [this] this turn.
        [last] the turn before.
       *[earlier] in turn { $turn }.
    }
    [offerer] On behalf of { $house }, { $by } accepted the peace you offered { $ago ->
        [this] this turn.
        [last] the turn before.
       *[earlier] in turn { $turn }.
    }
   *[no] On behalf of { $house }, { $by } accepted the peace that { $offerer } offered { $ago ->
        [this] this turn.
        [last] the turn before.
       *[earlier] in turn { $turn }.
    }
}
affairs-peace-accept-unanswered = { $yours ->
    [house] On your behalf, { $by } was ready to accept peace with { $offerer }, but { $offerer } made no offer this turn, and the acceptance lapsed.
    [offerer] On behalf of { $house }, { $by } was ready to accept your peace, but you made no offer this turn, and the acceptance lapsed.
   *[no] On behalf of { $house }, { $by } was ready to accept peace with { $offerer }, but { $offerer } made no offer this turn, and the acceptance lapsed.
}
# $yours: yes when the reader's house made peace: then $other is its former enemy; $ended: yes when the peace
# ended the whole war
affairs-peace = { $yours ->
    [yes] You made peace with { $other }{ $ended ->
        [yes] , and the war is over (WAR-12).
       *[no] .
    }
   *[no] { $offerer } and { $receiver } made peace{ $ended ->
        [yes] , and the war between them is over (WAR-12).
       *[no] .
    }
}
# $yours: to — the province goes to the reader's house, from — it gives it up, no — neither
affairs-peace-province = { $yours ->
    [to] { $province } passes to you from { $from }.
    [from] { $province } passes from you to { $to }.
   *[no] { $province } passes from { $from } to { $to }.
}
# $yours: yes when the reader's house leaves the war
affairs-peace-left-one = { $yours ->
    [yes] You leave the war; it goes on for the others (VASSAL-5).
   *[no] { $house } { GENDER($house) ->
        [pl] leave the war
       *[other] leaves the war
    }; it goes on for the others (VASSAL-5).
}
# $houses — names joined by commas
affairs-peace-left = { $houses } leave the war; it goes on for the others (VASSAL-5).

# $yours: yes when the reader's house was to make it: then $other is the other side
affairs-peace-failed = { $yours ->
    [yes] Peace with { $other } did not come about: { $why }.
   *[no] Peace between { $offerer } and { $receiver } did not come about: { $why }.
}
affairs-peace-failure-not-at-war = the war is already over
affairs-peace-failure-not-enough-coins = the terms could not be paid in full (DYN-7)
affairs-peace-failure-province-gone = a province of the terms has changed hands

# $yours: by — the offer was made by the reader's house's member, to — to the reader's house, no — neither
affairs-peace-offer-lapsed = { $yours ->
    [by] The offer of peace that your { $by } made to { $to } in turn { $turn } went unanswered and lapsed.
    [to] The offer of peace that { $by } of the house of { $house } made to you in turn { $turn } went unanswered and lapsed.
   *[no] The offer of peace that { $by } of the house of { $house } made to { $to } in turn { $turn } went unanswered and lapsed.
}
affairs-peace-accept-lapsed = { $yours ->
    [by] The acceptance of peace that your { $by } gave { $to } in turn { $turn } lapsed: { $to } made no offer of peace to meet it.
    [to] The acceptance of peace that { $by } of the house of { $house } gave you in turn { $turn } lapsed: you made no offer of peace to meet it.
   *[no] The acceptance of peace that { $by } of the house of { $house } gave { $to } in turn { $turn } lapsed: { $to } made no offer of peace to meet it.
}

## The wars section of a private report (WAR-1, WAR-9, WAR-11, WAR-14)

affairs-war-summary-new = The war begins this turn; its first battle comes at the end of the next (WAR-14).
# $n — how many turns of the war are behind; this turn is its ($n + 1)th.
affairs-war-summary = { $n ->
    [1] The first turn of the war is behind
    [one] { $n } turn of the war is behind
   *[other] { $n } turns of the war are behind
} (WAR-14). At the end of this turn { $rep ->
    [0] a battle is fought (WAR-11).
   *[other] the war takes { $rep } reputation from you and { $loyalty } loyalty from each of your provinces (WAR-9), and then a battle is fought (WAR-11).
}
# WAR-10: the war against relatives whose loss is the turn's largest; $rep, what this war takes by WAR-9 (0 in
# its first turn), $kin, by WAR-10, $total, both. DYN-2: $total, what the wars surely take, $reputation, the house's.
affairs-war-kin = { $rep ->
    [0] This is a war against relatives, and at the end of this turn it costs you { $kin } reputation (WAR-10).
   *[other] This is a war against relatives, so it takes { $kin } reputation more (WAR-10): { $total } this turn in all.
}
affairs-war-fatal = You have { $reputation } reputation, and the wars take { $total } this turn: unless something raises it first or peace is made, you will be out of the game (DYN-2).
# $action — the name of the action that names a general
affairs-war-no-general = There is no general, and the army will fight without a general's bonus (WAR-14). Name one with the action “{ $action }”; a general executes no other action (WAR-1).
affairs-war-general = General { $general } ({ $skill } { $combat }): +{ $combat } strength for { $per ->
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
