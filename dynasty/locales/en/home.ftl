# Reports: what happens in the house — deaths, births, succession, regencies, marriages to the minor
# nobility, learning, the church, provinces, the army, visits and balls; why an action failed, sabotage,
# initiative, decisions on provinces' events, income, mood, loyalty, reputation and their causes, defeat, the
# end of the game, eras, the kinship of allies.
# persons: $who $by $target $child $father $mother $head $previous $regent $spouse $teacher $husband $wife $guest $ruler $heir $other
# houses: $dynasty $host $former $lord $vassal $receiver $attacker $defender $winner $source $house
# provinces: $province
# numbers: $n $age $roll $dies_on $value $total $tn $before $after $level $coins $balance $points $army $turns $ap $gross $tax $upkeep $loyalty $penalty $reputation $capable $min_age $limit $gap $most $count $drop $province_yield $fails_on $least $base $revolt_at $accept_at $desert_at $paid_drop $loss

## Words and the arithmetic of rolls

home-coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
home-soldiers = { $n ->
    [one] { $n } soldier
   *[other] { $n } soldiers
}
home-turns = { $n ->
    [one] { $n } turn
   *[other] { $n } turns
}
# A skill check: 1d6 + skill (+ the era's bonus, ERA-2) against the TN; $skill is the skill's name, $value its level,
# $result success or failure, $bonus the era's bonus with its sign: "+1".
home-check = rolled { $roll }, { $skill } { $value }: { $result ->
        [success] { $total } in all, { $tn } needed
       *[failure] only { $total } in all, { $tn } needed
    }
home-check-bonus = rolled { $roll }, { $skill } { $value }, { $bonus } for the era: { $result ->
        [success] { $total } in all, { $tn } needed
       *[failure] only { $total } in all, { $tn } needed
    }
# The check's skill when the action is not known.
home-check-skill = skill
# A list of several names: "Suzdal and Rostov", "Suzdal, Rostov and Vladimir"; $first: all but the last, joined by commas.
home-list-and = { $first } and { $last }
# A house's name in the genitive (Russian) — for a list of houses.
home-house-gen = { GEN($dynasty) }
home-action-quoted = { $action }
# One of two namesakes in a list of names: with his house ("guests: Oleg of the house of Galitskie, Oleg of the house of Rostislavichi").
home-namesake = { $who } of the house of { $dynasty }

## Death and old age (AGE-5)

home-death-old-age = { $yours ->
        [yes] Your { $who }
       *[no] { $who } of the house of { $dynasty }
    } died of old age at { $age }.
home-death-assassination = { $yours ->
        [yes] Your { $who }
       *[no] { $who } of the house of { $dynasty }
    } was murdered at { $age }.
home-death-defeat = { $yours ->
        [yes] Your { $who }
       *[no] { $who } of the house of { $dynasty }
    } perished with the house at { $age }.
home-death = { $yours ->
        [yes] Your { $who }
       *[no] { $who } of the house of { $dynasty }
    } died at { $age }.
home-old-age-survived = { $who } turned { $age } and old age spared { GENDER($who) ->
        [f] her
       *[m] him
    }: rolled { $roll }, and death threatened only on { $dies_on }.

## Birth, succession, regency (SUCC-*)

home-birth = { $yours ->
        [yes] Your { $father } and { $mother }
       *[no] { $father } and { $mother } of the house of { $dynasty }
    } had { GENDER($child) ->
        [f] a daughter
       *[m] a son
    }, { $child }.
home-new-head-default = { $head }, the lawful heir, became head of the house of { $dynasty } after { $previous }.
home-new-head-named = { $head }, the named heir, became head of the house of { $dynasty } after { $previous } (SUCC-5).
home-new-head-named-unlawful = { $head }, named heir but not a lawful one, became head of the house of { $dynasty } after { $previous } (SUCC-4).
home-new-head-no-lawful-heir = The house of { $dynasty } had no lawful heir left: { $head }, the eldest member, became head after { $previous } (SUCC-4).
home-new-head-abdicate = { $yours ->
        [yes] { $previous } abdicated; your { $head } became the new head.
       *[no] { $previous } abdicated; { $head } became head of the house of { $dynasty }.
    }
home-new-head-regent = Until { $head } comes of age, { $regent } rules as regent (SUCC-6).
home-heir-not-valid = The named heir { $who } cannot succeed: { GENDER($who) ->
        [f] she is
       *[m] he is
    } not a living member of the dynasty (SUCC-5).
home-extinct = The line of { $dynasty } is extinct: no living member is left (SUCC-5).
home-regent = { $regent } became regent for the young head { $head } (SUCC-6).
home-regent-named = { $regent }, named in the orders, became regent for the young head { $head } (SUCC-7).
home-regency-ends = { $head } has come of age and rules alone: the regency of { $regent } is over (SUCC-6).
home-regent-not-valid = { $regent } cannot be regent: only a living member of the dynasty aged { $capable } or over, other than the head, can (SUCC-6).
home-no-regent = The young head { $head } has no regent: nobody in the dynasty can serve (SUCC-6).

## Marriages, learning, the church

# ACT-find_spouse: $by is the member, $spouse the husband or wife from a minor noble family.
home-marriage-found = { $yours ->
        [yes] Your { $by }
       *[no] { $by } of the house of { $dynasty }
    } married { $spouse }, of a minor noble family.
home-marriage = { $husband } and { $wife } married.
home-find-spouse = { $yours ->
        [yes] Your { $by }
       *[no] { $by }
    } found { GENDER($by) ->
        [f] a husband
       *[m] a wife
    } of a minor noble family, { $spouse }. { GENDER($spouse) ->
        [f] Her
       *[m] His
    } skills: { $skills }; traits: { $traits }.
home-mentor = { $by } was taught { $skill } by { $teacher }, and it rose from { $before } to { $after }.
home-mentor-hired = { $by } was taught { $skill } by a hired teacher of level { $level }, and it rose from { $before } to { $after }.
# $rolled is the number rolled; with a trait's bonus, home-study-rolled-bonus: "5 (+2 for the trait Genius, 7 in all)".
home-study = { $by } studied { $skill }: rolled { $rolled } — more than { GENDER($by) ->
        [f] her
       *[m] his
    } { $skill } ({ $before }), so the skill rose to { $after }.
home-study-failed = { $by } studied { $skill }: rolled { $rolled } — no more than { GENDER($by) ->
        [f] her
       *[m] his
    } { $skill } ({ $before }), so the skill did not grow.
# A roll with a trait's bonus (TRAIT-genius): $bonus with its sign, $trait the trait.
home-study-rolled-bonus = { $roll } ({ $bonus } for the trait { $trait }, { $total } in all)
home-entertain = { $by } held an entertainment, and { GENDER($by) ->
        [f] her
       *[m] his
    } mood { $way ->
        [up] rose by { $n }
        [down] fell by { $n }
       *[none] stayed the same
    }.
home-isolate = { $target } is isolated on the order of { $by }.
home-release = { $target } is released from isolation.
home-name = The newborn { GENDER($child) ->
        [f] daughter
       *[m] son
    } is named { $name } (was { $old_name }).
home-name-failed = { $child } could not be named { $name }: only a child born this turn is named.
home-donate = { $by } donated { $coins } { $coins ->
        [one] coin
       *[other] coins
    } to the church: reputation { $gain }.
home-pilgrimage = { $by } went on a pilgrimage, and it went well: { $check }.
home-pilgrimage-failed = { $by } went on a pilgrimage, to no avail: { $check }.

## Provinces and the army

home-develop = { $by } developed { $province }: { $check }; { $grew ->
        [yes] the province's yield rose from { $before } to { $after }
       *[no] the province's yield is at its limit already, { $after }
    }.
home-develop-failed = { $by } tried to develop { $province } and failed: { $check }.
home-pacify = { $by } pacified { $province }: { $check }; { $grew ->
        [yes] the province's loyalty rose from { $before } to { $after }
       *[no] the province's loyalty is at its limit already, { $after }
    }.
home-pacify-failed = { $by } tried to pacify { $province } and failed: { $check }.
home-research = { $by } researched { $tech } and learned it: { $check }.
home-research-failed = { $by } tried to research { $tech } and failed: { $check }.
home-recruit = { $by } recruited { $points } { $points ->
        [one] soldier
       *[other] soldiers
    } for { $coins } { $coins ->
        [one] coin
       *[other] coins
    }; the army now has { $army } { $army ->
        [one] soldier
       *[other] soldiers
    }.
home-disband = { $points } { $points ->
        [one] soldier
       *[other] soldiers
    } disbanded: the army is now { $army }.

## Visits and balls (public)

home-visit = { $yours ->
        [yes] Your { $by }
       *[no] { $by } of the house of { $dynasty }
    } visited { $target }.
home-visit-house = { $yours ->
        [yes] Your { $by }
       *[no] { $by } of the house of { $dynasty }
    } visited { $hosted ->
        [yes] your { $target }
       *[no] { $target } of the house of { $host }
    }.
home-ball = { $yours ->
        [yes] Your { $by }
       *[no] { $by } of the house of { $dynasty }
    } gave a ball, attended by { $count ->
        [one] a single guest, { $guests }
       *[other] { $guests }
    }.
# A guest of a ball: $guest of the reader's house (yours: yes — "your Oleg") or another ($house).
home-ball-guest-named = { $yours ->
        [yes] your { $guest }
       *[no] { $guest } of the house of { $house }
    }
home-ball-guest = { $guest } did not come to the ball.
home-ball-guest-dead = { $guest } did not come to the ball: { GENDER($guest) ->
        [f] she is
       *[m] he is
    } dead.
home-ball-guest-not-other-dynasty = { $guest } did not come to the ball: { GENDER($guest) ->
        [f] she is
       *[m] he is
    } not a member of another living dynasty.
home-ball-guest-not-received = { $guest } did not come to the ball: { GENDER($guest) ->
        [f] she accepts
       *[m] he accepts
    } no invitations.
home-ball-guest-too-young = { $guest } did not come to the ball: { GENDER($guest) ->
        [f] she is
       *[m] he is
    } too young for a ball (AGE-1).

## Why an action failed when its turn came (ACT-0)

home-failed = Nothing came of { $deed }.
home-failed-ap = { $ap } AP spent.

# The deed a sentence is about (ACT-*): "nothing came of the proposal"; with its doer home-deed-by
# ("Rogneda's proposal"), without home-deed-alone; home-deed for an action without a word of its own.
home-deed = action { $action }
home-deed-by = { $by }'s { $deed }
home-deed-alone = the { $deed }
home-deed-find-spouse = { $sex ->
        [m] search for a wife
        [f] search for a husband
       *[other] search for a spouse
    }
home-deed-mentor = mentoring
home-deed-study = study
home-deed-entertain = entertainment
home-deed-isolate = isolation
home-deed-release = release from isolation
home-deed-abdicate = abdication
home-deed-create-branch = founding of a cadet branch
home-deed-name = naming
home-deed-visit = visit
home-deed-ball = ball
home-deed-propose-marriage = proposal of marriage
home-deed-accept-marriage = acceptance of a marriage
home-deed-spy = spying
home-deed-gossip = gossip
home-deed-conspiracy = conspiracy
home-deed-assassinate = attempt on a life
home-deed-donate = donation
home-deed-pilgrimage = pilgrimage
home-deed-annul = annulment
home-deed-declare-war = declaration of war
home-deed-general = change of general
home-deed-offer-peace = offer of peace
home-deed-accept-peace = acceptance of peace
home-deed-recruit = recruiting
home-deed-disband = disbanding
home-deed-develop = development of a province
home-deed-pacify = pacifying of a province
home-deed-research = research
home-failed-dead = Nothing came of { $deed }: { $who } is dead.
home-failed-not-own-member = Nothing came of { $deed }: { $who } is not a member of the dynasty.
home-failed-too-young = Nothing came of { $deed }: { $who } is too young to act (AGE-2).
home-failed-isolated = Nothing came of { $deed }: { $who } is isolated.
home-failed-general-busy = Nothing came of { $deed }: { $who } is a general at war (WAR-1).
home-failed-executor-busy = Nothing came of { $deed }: { $who } has no action left this turn (DYN-5).
home-failed-married = Nothing came of { $deed }: { $who } is already married.
home-failed-isolate-head-or-heir = Nothing came of { $deed }: { $who } is the head or the heir and cannot be isolated.
home-failed-already-isolated = Nothing came of { $deed }: { $who } is already isolated.
home-failed-not-isolated = Nothing came of { $deed }: { $who } is not isolated.
home-failed-not-head = Nothing came of { $deed }: { $who } is not the head.
home-failed-abdicate-age = Nothing came of { $deed }: { $who } is too young to abdicate; a head may abdicate from the age of { $min_age } (SUCC-1).
home-failed-heir-is-head = Nothing came of { $deed }: { $who } is already the head.
home-failed-not-newborn = Nothing came of { $deed }: { $who } was not born this turn.
home-failed-not-own-province = Nothing came of { $deed }: the province is no longer ours.
home-failed-unknown-technology = Nothing came of { $deed }: there is no such technology.
home-failed-research-known = Nothing came of { $deed }: the technology is already known.
home-failed-recruit-limit = Nothing came of { $deed }: no more than { $limit } { $limit ->
        [one] soldier
       *[other] soldiers
    } per province may be recruited in a turn (ARMY-2).
home-failed-mentor-self = Nothing came of { $deed }: { $who } cannot teach { GENDER($who) ->
        [f] herself
       *[m] himself
    }.
home-failed-hired-level = Nothing came of { $deed }: no teacher of that level can be hired.
home-failed-mentor-gap = Nothing came of { $deed }: the teacher's skill must be at least { $gap } above that of { $who }.
home-failed-not-enough-coins = Nothing came of { $deed }: it costs { $coins } { $coins ->
        [one] coin
       *[other] coins
    }, and the treasury holds { $balance } (DYN-7).
home-failed-dynasty-gone = Nothing came of { $deed }: the dynasty has fallen.
home-failed-once-per-turn = Nothing came of { $deed }: it can be done only once a turn.
home-failed-not-other-dynasty = Nothing came of { $deed }: { $who } is not a member of another living dynasty.
home-failed-not-other-dynasty-nobody = Nothing came of { $deed }: the target is not another living dynasty.
home-failed-no-valid-guest = Nothing came of { $deed }: no invited guest can come (the first of them: { $who }).
home-failed-no-valid-guest-nobody = Nothing came of { $deed }: no invited guest can come.
home-failed-same-sex = Nothing came of { $deed }: { $who } is of the same sex (MAR-2).
home-failed-no-proposal = Nothing came of { $deed }: { $who } made no standing proposal of marriage to accept.
home-failed-not-married = Nothing came of { $deed }: { $who } is not married.
home-failed-terms-vassal = Nothing came of { $deed }: the vassal in the terms must be one of the two dynasties.
home-failed-target-head = Nothing came of { $deed }: { $who } heads { GENDER($who) ->
        [f] her
       *[m] his
    } dynasty.
home-failed-target-child = Nothing came of { $deed }: { $who } is a child, and only a visit may be aimed at a child (AGE-1).
# Isolation in another house is hidden (INFO-1): the guest learns only that he was not received.
home-failed-not-received = Nothing came of { $deed }: { $who } receives no guests.
home-failed-agent-head = Nothing came of { $deed }: the agent { $who } heads { GENDER($who) ->
        [f] her
       *[m] his
    } dynasty and cannot be recruited.
home-failed-agent-dynasty = Nothing came of { $deed }: the agent { $who } is not a member of the target's dynasty.
home-failed-agent-is-target = Nothing came of { $deed }: the agent { $who } is the target.
home-failed-branch-forbidden = Nothing came of { $deed }: { $who } is the head, or the head's { GENDER($who) ->
        [f] daughter, granddaughter, mother or grandmother
       *[m] son, grandson, father or grandfather
    } (BRANCH-3).
home-failed-branch-small = Nothing came of { $deed }: too few people for the branch (BRANCH-2).
home-failed-branch-provinces = Nothing came of { $deed }: too few provinces for the branch (BRANCH-4).
home-failed-branch-head = Nothing came of { $deed }: { $who } does not go to the branch and cannot head it.
home-failed-branch-army = Nothing came of { $deed }: the branch is given more army than there is.
home-failed-already-at-war = Nothing came of { $deed }: a war with that dynasty is already under way.
home-failed-war-on-lord = Nothing came of { $deed }: a vassal cannot declare war on its lord (VASSAL-5).
# $dynasty — the house the action named; $war_end — how the war with it ended this turn: peace — by peace,
# left — a peace took one side out of it, none — there was no war (anything else — not known).
home-failed-not-at-war = Nothing came of { $deed }: { $war_end ->
        [peace] the war with { $dynasty } is over: earlier this turn it ended in peace (WAR-12).
        [left] the war with { $dynasty } is over: earlier this turn a peace took one side out of it (WAR-12, VASSAL-5).
        [none] there was no war with { $dynasty }, neither at the start of the turn nor when the action's turn came (ACT-0).
       *[other] there was no war with { $dynasty } by then.
    }
home-failed-not-at-war-nobody = Nothing came of { $deed }: there is no war with that dynasty.
home-failed-vassal-peace = Nothing came of { $deed }: the lord { $lord } is at war with them, and a vassal makes no separate peace (VASSAL-5).
home-failed-no-peace-offer = Nothing came of { $deed }: that dynasty made no offer of peace to accept.

## Sabotage (SAB-1)

# SAB-1: $roll is the die, $penalty the mood penalty (without its sign), $total the sum with its sign.
home-sabotage-roll = rolled { $roll }; with loyalty { $loyalty } { $penalty ->
        [0] that makes { $total }
       *[other] less the { $penalty } mood { GENDER($who) ->
            [f] she
           *[m] he
        } { $shirked ->
            [yes] would have lost
           *[no] loses
        }, that makes { $total }
    }
home-sabotage-penalty = The penalty comes from the traits: { $causes }.
# A penalty from one trait: $trait is the trait, $condition why it gives the penalty (home-sabotage-if-*).
home-sabotage-penalty-one = That mood { $shirked ->
        [yes] would have been taken
       *[no] is taken
    } by the trait { $trait }: { $condition }.
home-sabotage-penalty-plain = The mood penalty: { $cause }.
home-sabotage-cause = { $trait } ({ $condition }) { $amount }
home-sabotage-cause-plain = { $cause } { $amount }
# One of a trait's conditions, when there are several: "the dynasty would have plotted (−1)".
home-sabotage-condition = { $condition } ({ $amount })
# Why a trait gives a penalty for the deed (SAB-1); $shirked: yes when the deed was dropped (then "would"), $who the executor.
home-sabotage-if-action = { $shirked ->
        [yes] { GENDER($who) ->
            [f] she
           *[m] he
        } would have had to act
       *[no] { GENDER($who) ->
            [f] she
           *[m] he
        } had to act
    }
home-sabotage-if-second-action = { $shirked ->
        [yes] it would have been { GENDER($who) ->
            [f] her
           *[m] his
        } second deed of the turn
       *[no] it was { GENDER($who) ->
            [f] her
           *[m] his
        } second deed of the turn
    }
home-sabotage-if-reputation-damaged = { $yours ->
        [yes] your reputation
       *[no] the reputation of { $dynasty }
    } { $shirked ->
        [yes] would have suffered
       *[no] suffered
    }
home-sabotage-if-dynasty-plotted = { $shirked ->
        [yes] the dynasty would have plotted
       *[no] the dynasty plotted
    }
home-sabotage-if-own-plot = { $shirked ->
        [yes] { GENDER($who) ->
            [f] she
           *[m] he
        } would have plotted { GENDER($who) ->
            [f] herself
           *[m] himself
        }
       *[no] { GENDER($who) ->
            [f] she
           *[m] he
        } plotted { GENDER($who) ->
            [f] herself
           *[m] himself
        }
    }
home-sabotage-if-raised-other = { $shirked ->
        [yes] { GENDER($who) ->
            [f] she
           *[m] he
        } would have raised another house's reputation
       *[no] { GENDER($who) ->
            [f] she
           *[m] he
        } raised another house's reputation
    }
home-sabotaged = { $by } shirked { $deed } (SAB-1): { $roll }, and at { $most } or less the task is dropped.
home-sabotaged-spent-ap = { $ap } AP wasted.
home-sabotaged-spent = { $ap } AP and { $coins } { $coins ->
        [one] coin
       *[other] coins
    } wasted.
home-sabotaged-spent-coins = { $coins } { $coins ->
        [one] coin
       *[other] coins
    } wasted.
home-sabotage-failed = { $by } is disloyal but did not shirk { $deed } (SAB-1): { $roll }, and the task is dropped only at { $most } or less.

## Initiative (ACT-0, for the game master)

home-initiative = Initiative, { $group } actions (ACT-0): { $order }.
home-initiative-entry = { $dynasty }, action { $n } ({ $action }): { $by }, skill { $value }, reputation { $reputation }
home-initiative-entry-roll = { $dynasty }, action { $n } ({ $action }): { $by }, skill { $value }, reputation { $reputation }, roll { $roll }

## Decisions on provinces' events (PROV-3 … PROV-6)

home-decision-by-default = Decided by default (PROV-6).
# $yours: yes in the house's own report; $way: what became of the province's loyalty — up, down, top (as high as
# it goes), bottom (as low as it goes), same; $fell: yes when the yield fell (no: it is at its floor).
home-famine-paid = Famine in { $province }: { $yours ->
        [yes] you paid
       *[no] the treasury paid
    } { $coins } { $coins ->
        [one] coin
       *[other] coins
    }, and the province's loyalty { $way ->
        [up] rose to { $loyalty }
        [top] is now { $loyalty }, as high as it goes
       *[same] stays { $loyalty }
    }; its usual yield is { $province_yield } coins, halved this turn.
home-famine-refused = Famine in { $province }: { $yours ->
        [yes] you refused relief
       *[no] relief was refused
    }, and the province's loyalty { $way ->
        [down] fell to { $loyalty }
        [bottom] is now { $loyalty }, as low as it goes
       *[same] stays { $loyalty }
    }, { $fell ->
        [yes] its yield to { $province_yield }
       *[no] its yield is now { $province_yield }
    }.
home-famine-no-coins = Famine in { $province }: there were not enough coins for relief, which counts as a refusal (DYN-7); the province's loyalty { $way ->
        [down] fell to { $loyalty }
        [bottom] is now { $loyalty }, as low as it goes
       *[same] stays { $loyalty }
    }, { $fell ->
        [yes] its yield to { $province_yield }
       *[no] its yield is now { $province_yield }
    }.
home-disease-paid = Disease in { $province }: { $yours ->
        [yes] you paid
       *[no] the treasury paid
    } { $coins } { $coins ->
        [one] coin
       *[other] coins
    }, and { $drop ->
        [0] the province's yield did not fall: { $province_yield }
       *[other] the province's yield fell by only { $drop }, to { $province_yield }
    }.
home-disease-refused = Disease in { $province }: { $yours ->
        [yes] you paid nothing for treatment
       *[no] treatment was refused
    }, and { $drop ->
        [0] the province's yield did not fall all the same: { $province_yield }
       *[other] the province's yield fell by { $drop }, to { $province_yield }
    }.
home-disease-no-coins = Disease in { $province }: there were not enough coins for treatment, which counts as a refusal (DYN-7); { $drop ->
        [0] the province's yield did not fall all the same: { $province_yield }
       *[other] the province's yield fell by { $drop }, to { $province_yield }
    }.
home-volunteers-accepted = { $points } { $points ->
        [one] volunteer
       *[other] volunteers
    } from { $province } joined the army, which now has { $army } { $army ->
        [one] soldier
       *[other] soldiers
    }.
home-volunteers-refused = Volunteers from { $province } were turned away; the army stays at { $army }.
home-revolt-suppressed = The revolt in { $province } was put down at the cost of { $points } { $points ->
        [one] soldier
       *[other] soldiers
    }; the army is now { $army }.
home-revolt-not-suppressed = The revolt in { $province } could not be put down: it takes { $points } { $points ->
        [one] soldier
       *[other] soldiers
    }, more than the army had; army { $army }.
home-revolt-yielded = The rebels of { $province } were yielded to; army { $army }.
home-province-lost = { $dynasty } lost { $province } to a revolt: it stays in revolt for { $turns } { $turns ->
        [one] turn
       *[other] turns
    }, then goes to another house (PROV-4).
home-province-taken = { $province }, in revolt against { $former }, goes to { $dynasty } (PROV-4).

## Income, spending, mood, loyalty, reputation

# $items: the items of the income, joined by commas (home-income-* messages), the first capitalised.
home-income = { $items }; the treasury now holds { $balance } { $balance ->
        [one] coin
       *[other] coins
    }, the army { $army } { $army ->
        [one] soldier
       *[other] soldiers
    }.
home-income-gross = The provinces brought { $gross } { $gross ->
        [one] coin
       *[other] coins
    }
home-income-gross-halved = The provinces brought { $gross } { $gross ->
        [one] coin
       *[other] coins
    } ({ $province } gave half this turn)
# Several provinces yielding half: $provinces — their names (home-list-and).
home-income-gross-halved-many = The provinces brought { $gross } { $gross ->
        [one] coin
       *[other] coins
    } ({ $provinces } gave half this turn)
home-income-tax-paid = tax to { $lord } of { $tax } { $tax ->
        [one] coin
       *[other] coins
    }
home-income-tax-received = tax from { $vassal } of { $tax } { $tax ->
        [one] coin
       *[other] coins
    }
home-income-upkeep = the army's upkeep cost { $upkeep } { $upkeep ->
        [one] coin
       *[other] coins
    }
home-income-deserters = { $points } { $points ->
        [one] soldier
       *[other] soldiers
    } deserted for want of pay (ARMY-3)
home-spendthrift = { $who } ({ $trait }) spent { $coins } { $coins ->
        [one] coin
       *[other] coins
    }: the treasury holds { $balance }.
home-spendthrift-could-not = { $who } ({ $trait }) wanted to spend { $coins } { $coins ->
        [one] coin
       *[other] coins
    }, but the treasury had not enough.
home-mood = Mood of { $who }: { $mood }.
# $parts: the parts of the mood, joined by commas (home-mood-part).
home-mood-parts = Mood of { $who } { $mood }: { $parts }.
home-mood-part = { $amount } { $cause }
home-ruling-mood = The mood of { $yours ->
        [yes] your head
       *[no] the head of { $dynasty }
    }, { $ruler }, is { $mood }{ $way ->
        [up] ; it has already added { $ap } AP to this turn
        [down] ; it has already taken { $ap } AP from this turn
       *[none] : it does not change this turn's AP
    } (DYN-4).
home-ruling-mood-regent = The mood of { $yours ->
        [yes] your regent
       *[no] the regent of { $dynasty }
    }, { $ruler }, is { $mood }{ $way ->
        [up] ; it has already added { $ap } AP to this turn
        [down] ; it has already taken { $ap } AP from this turn
       *[none] : it does not change this turn's AP
    } (DYN-4).
# $way: down or up; $before: the loyalty before.
home-loyalty = { $way ->
        [down] The loyalty of { $who } fell from { $before } to { $loyalty }: { GENDER($who) ->
            [f] she is
           *[m] he is
        } discontent
       *[up] The loyalty of { $who } rose from { $before } to { $loyalty }: { GENDER($who) ->
            [f] she is
           *[m] he is
        } content
    } (mood { $mood }, LOY-3).
home-loyalty-kept = The loyalty of { $who } stayed at { $loyalty }{ $bound ->
        [floor] , the lowest it goes
        [ceiling] , the highest it goes
       *[none] {""}
    } (mood { $mood }, LOY-3).
# $yours: yes in the house's own report; $loss: the change without its sign; $way: down or up.
home-reputation = { $yours ->
        [yes] Your reputation
       *[no] The reputation of { $dynasty }
    } { $way ->
        [down] fell by { $loss }
       *[up] rose by { $loss }
    }, to { $reputation }: { $cause }.
# A change of reputation that the event of the sentence before caused: on one line with it. -told: that
# sentence said the cause already; -caused: with its cause; -told-mismatch: after a search for a spouse (a match
# beneath one's rank); -told-rumours, -told-praise: rumours and praise spread by another house's people ($source)
# after its public act.
home-reputation-told = { $yours ->
        [yes] Your reputation
       *[no] The reputation of { $dynasty }
    } { $way ->
        [down] fell
       *[up] rose
    } by { $loss }, to { $reputation }.
home-reputation-caused = { $yours ->
        [yes] Your reputation
       *[no] The reputation of { $dynasty }
    } { $way ->
        [down] fell
       *[up] rose
    } by { $loss }, to { $reputation }: { $cause }.
home-reputation-told-mismatch = The match is beneath { $yours ->
        [yes] your rank and cost you
       *[no] the rank of { $dynasty } and cost them
    } { $loss } reputation; it is now { $reputation }.
home-reputation-told-rumours = Meanwhile the people of { $source } spread rumours about { $yours ->
        [yes] you, and your reputation
       *[no] { $dynasty }, and their reputation
    } fell by { $loss }, to { $reputation }.
home-reputation-told-praise = Meanwhile the people of { $source } praised { $yours ->
        [yes] you, and your reputation
       *[no] { $dynasty }, and their reputation
    } rose by { $loss }, to { $reputation }.
home-reputation-now = { $yours ->
        [yes] Your reputation is now { $reputation }.
       *[no] The reputation of { $dynasty } is now { $reputation }.
    }

## Causes of a mood (MOOD-4): a trait and its condition; $who is the one whose mood it is

home-mood-trait = { $trait } ({ $condition })
home-mood-isolated = isolated
# TRAIT-*_fertility: "marriage", not "a married man": the same penalty is named where the marriage is still to
# come, in the sabotage of the act that makes it (SAB-1).
home-mood-married = { $trait } (marriage)
home-mood-spouse-on-marriage = { $trait } { GENDER($who) ->
        [f] husband
       *[m] wife
    } (wedding)
home-mood-dynasty-plotted = { $trait } (the dynasty plotted)
home-mood-own-plot = { $trait } ({ GENDER($who) ->
        [f] her
       *[m] his
    } own plot)
home-mood-otherwise = { $trait } (otherwise)
home-mood-otherwise-honest = { $trait } (the dynasty did not plot)
home-mood-otherwise-cunning = { $trait } (the dynasty did not plot)
home-mood-otherwise-lazy = { $trait } (no work to do)
home-mood-otherwise-paranoid = { $trait } (nobody meddled)
home-mood-second-action = { $trait } (a second action this turn)
home-mood-war-first-turn = { $trait } (the first turn of a war)
home-mood-war-later-turn = { $trait } (a war goes on)
home-mood-war-first-turn-defensive = { $trait } (the first turn of a defensive war)
home-mood-war-later-turn-defensive = { $trait } (a defensive war goes on)
home-mood-no-war = { $trait } (no war)
home-mood-public-action = { $trait } (a public action)
home-mood-raised-other = { $trait } ({ GENDER($who) ->
        [f] she
       *[m] he
    } raised another house's reputation)
home-mood-raised-by-other = { $trait } (another house raised ours)
home-mood-interacted = { $trait } (another house meddled with ours)
home-mood-per-visit = { $trait } (a visitor)
home-mood-not-head = { $trait } (not the head)
home-mood-poorer = { $trait } (another house is richer)
home-mood-action = { $trait } (had to act)
home-mood-spent = { $trait } ({ GENDER($who) ->
        [f] she
       *[m] he
    } spent coins)
home-mood-could-not = { $trait } ({ GENDER($who) ->
        [f] she
       *[m] he
    } could not spend)
home-mood-reputation-damaged = { $trait } ({ GENDER($who) ->
        [f] her
       *[m] his
    } house's reputation suffered)
home-mood-at-war = { $trait } (at war)

## Causes of a change of reputation

# REP-3: a share of a change of a branch, the main line or a vassal; $cause is its cause.
home-reputation-share = share by REP-3: { $cause }
home-reputation-famine-paid = famine relief in { $province }
home-reputation-famine-refused = famine relief refused in { $province }
home-reputation-unlawful-heir = unlawful succession (SUCC-4)
home-reputation-bad-manners = bad manners of { $who } ({ $action })
# TRAIT-gossip, TRAIT-flatterer: the other house never learns whose trait it was.
home-reputation-rumours = rumours from the court of { $dynasty }
home-reputation-praise = praise from the court of { $dynasty }
home-reputation-gossip-doubled = doubled gossip of { $who }
home-reputation-flattery-tripled = tripled flattery of { $who }
# ACT-gossip on its target: who spread it stays hidden.
home-reputation-gossip = gossip
home-reputation-ally-fell = your ally { $dynasty } fell
home-reputation-enemy-fell = your enemy { $dynasty } fell
home-reputation-war-drain = the burden of the war of { $attacker } against { $defender } (WAR-9)
home-reputation-war-on-branch = war within the line, on { $dynasty } (WAR-10)
home-reputation-war-on-kin = war on a kindred house, { $dynasty } (WAR-10)
home-reputation-cunning = the cunning of the head, { $who }
home-reputation-discovered = the discovered plot of { $who } ({ $action })
home-reputation-find-spouse = the marriage of { $who } beneath the house
home-reputation-donate = donation by { $who }
home-reputation-pilgrimage = pilgrimage of { $who }
home-reputation-ball = ball given by { $who }
home-reputation-action = { $action }: { $who }

## Defeat, the end of the game, eras, births, the start of the game

home-defeat = { $dynasty } is out of the game.
home-defeat-reputation = { $dynasty } is out of the game: its reputation dropped to { $reputation } (DYN-2).
home-defeat-reputation-below = { $dynasty } is out of the game: its reputation dropped to { $reputation }, and a house falls at { $limit } or below (DYN-2).
home-defeat-extinct = The line of { $dynasty } is extinct, no one of it left alive, and it is out of the game (SUCC-5).
home-defeat-provinces = { $receiver } receives { $count ->
        [1] the province
       *[other] the provinces
    } { $provinces }.
# Provinces and coins to the same house, in one sentence.
home-defeat-provinces-coins = { $receiver } receives { $count ->
        [1] the province
       *[other] the provinces
    } { $provinces }, and { $coins } { $coins ->
        [one] coin
       *[other] coins
    } too.
home-defeat-coins = { $receiver } receives { $coins } { $coins ->
        [one] coin
       *[other] coins
    }.
home-defeat-killed-one = { $who } perished with the house.
home-defeat-killed = Perished with the house: { $people }.
home-defeat-freed = Now independent: { $houses }.
home-defeat-wars-ended = The wars that { $houses } waged against { $dynasty } are over.
home-game-over-last-line = The game is over: { $winner } won, the last house standing (DEFEAT-5).
home-game-over-most-provinces = The game is over: all the remaining houses fell at once, and { $count ->
        [1] the house
       *[other] the houses
    } with the most provinces won: { $winners } (DEFEAT-5).
home-new-era = The { $era } has begun.
home-no-birth = No child for { $father } and { $mother } this turn: rolled { $values }, and a { $fails_on } showed (MAR-3).
home-generation = At the start of the game the dice drew for { $dynasty } what the scenario left out: skills, traits and relatives (GEN-2 … GEN-5).
# $defenders: the houses it is fought against, joined by commas.
home-battle-not-resolved = The war of { $dynasty } against { $defenders }: this version does not resolve battles yet.

## Provinces' events (PROV-3)

home-event-none = A quiet year in { $province } (rolled { $roll }).
home-event-famine = Famine in { $province } (rolled { $roll }).
home-event-famine-decide-pay = Famine in { $province } (rolled { $roll }): decide to pay or refuse; the province's income is halved this turn.
home-event-famine-no-effect = { $province } rolled { $roll } — famine, but at this loyalty it passed without effect.
home-event-disease = Disease in { $province } (rolled { $roll }).
home-event-disease-decide-pay = Disease in { $province } (rolled { $roll }): decide to pay or refuse; the province's income is halved this turn.
home-event-disease-no-effect = { $province } rolled { $roll } — disease, but at this loyalty it passed without effect.
home-event-volunteers = Volunteers gathered in { $province } (rolled { $roll }).
home-event-volunteers-decide-accept = Volunteers gathered in { $province } (rolled { $roll }): decide to accept them or refuse.
home-event-volunteers-no-effect = { $province } rolled { $roll } — volunteers, but at this loyalty nobody came.
home-event-volunteers-desert = { $province } rolled { $roll } — volunteers, but at this loyalty deserters came instead: army { $change }.
# With the province's loyalty and the rules' thresholds (PROV-3, ERA-5).
home-event-revolt-no-effect-loyalty = { $province } rolled { $roll } — a revolt, but one rises only at loyalty { $revolt_at } or lower, and loyalty there is { $loyalty }: all is calm.
home-event-volunteers-no-effect-loyalty = { $province } rolled { $roll } — volunteers, but nobody came: volunteers join the army only at loyalty { $accept_at } or higher, and there it is { $loyalty }.
home-event-volunteers-desert-loyalty = { $province } rolled { $roll } — volunteers, but deserters came instead: soldiers desert at loyalty { $desert_at } or lower, and there it is { $loyalty }; army { $change }.
home-event-revolt = Revolt in { $province } (rolled { $roll }).
home-event-revolt-decide-revolt = Revolt in { $province } (rolled { $roll }): putting it down costs { $points } { $points ->
        [one] soldier
       *[other] soldiers
    }; decide to suppress or yield.
home-event-revolt-no-effect = { $province } rolled { $roll } — a revolt, but at this loyalty none rises.
# An event not in the list: $event is its name.
home-event-other = { $province }: { $event } (rolled { $roll }).
home-event-other-decide-pay = { $province }: { $event } (rolled { $roll }) — decide to pay or refuse; the province's income is halved this turn.
home-event-other-decide-accept = { $province }: { $event } (rolled { $roll }) — decide to accept or refuse.
home-event-other-decide-revolt = { $province }: { $event } (rolled { $roll }) — putting it down costs { $points } { $points ->
        [one] soldier
       *[other] soldiers
    }; decide to suppress or yield.
home-event-other-no-effect = { $province } rolled { $roll } — { $event }, but at this loyalty without effect.
home-event-other-desert = { $province } rolled { $roll } — { $event }, but at this loyalty deserters came instead: army { $change }.
# What the event does — in the provinces' table, where the province and the roll stand beside it.
home-event-effect-decide-pay = decide: pay or refuse; the income is halved this turn.
home-event-effect-decide-accept = decide: accept or refuse.
home-event-effect-decide-revolt = putting it down costs { $points } { $points ->
        [one] soldier
       *[other] soldiers
    }; decide: suppress or yield.
home-event-effect-no-effect = no effect at this loyalty.
home-event-effect-desert = deserters instead of volunteers at this loyalty: army { $change }.
home-event-effect-no-effect-revolt-loyalty = none rose: loyalty { $loyalty }, and it takes { $revolt_at } or lower
home-event-effect-no-effect-volunteers-loyalty = nobody came: loyalty { $loyalty }, and it takes { $accept_at } or higher
home-event-effect-desert-loyalty = deserters: loyalty { $loyalty }, and soldiers desert at { $desert_at } or lower; army { $change }

## The turn's decisions (PROV-6, SUCC-5, SUCC-7)

# SUCC-3 … SUCC-5, DYN-2: $others, the other lawful heirs, separated by commas; $base, the first part of the
# SUCC-4 price; $penalty, the whole price at today's reputation $reputation.
home-decision-heir = Who will inherit (SUCC-5)? By law { $heir }, the only lawful heir; any other member would become head only with a penalty (SUCC-3, SUCC-4).
home-decision-heirs = Who will inherit (SUCC-5)? By law { $heir }; { $count ->
        [one] { GENDER($other) ->
            [f] the other lawful heir is
           *[m] the other lawful heir is
        }
       *[other] the other lawful heirs are
    } { $others }, and any other member would become head only with a penalty (SUCC-3, SUCC-4).
home-decision-heir-unlawful = Who will inherit (SUCC-5)? There is no lawful heir (SUCC-3): should the head die, { $heir } succeeds (not a lawful heir): this would cost the house { $penalty } of its { $reputation } reputation — { $base } and half of what is left (SUCC-4).
home-decision-heir-unlawful-fatal = Who will inherit (SUCC-5)? There is no lawful heir (SUCC-3): should the head die, { $heir } succeeds (not a lawful heir): this would cost { $penalty } reputation ({ $base } and half of what is left), and the house has { $reputation }: it would be out of the game (SUCC-4, DYN-2).
home-decision-regent = Regent (SUCC-7): by default { $regent }.
# $event: the event's name, capitalized; $choices: the answers joined by " / "; $default: the default answer.
home-decision-event = { $event } in { $province }: { $choices }; by default { $default }.
home-decision-event-detail = { $event } in { $province }: { $choices }; by default { $default } ({ $detail }).
# What a decision may cost, in the rules' numbers (PROV-3 … PROV-5); $loyalty_change, $yield_change, $reputation_change — signed.
home-decision-risk-famine = Refusing costs loyalty { $loyalty_change }, the province's yield { $yield_change } for good and reputation { $reputation_change } (PROV-3, PROV-5); if the treasury cannot pay when the time comes, that is a refusal too (DYN-7).
home-decision-risk-disease = Refusing lowers the province's yield by { $drop } for good; { $paid_drop ->
        [0] paying, not at all
       *[other] paying, by { $paid_drop }
    } (PROV-3, PROV-5).
home-decision-risk-revolt = Yielding loses the province: it stays in revolt for { $turns } { $turns ->
        [one] turn
       *[other] turns
    }, then goes to another dynasty (PROV-4).
home-decision-risk-revolt-default = The army is too small to put the revolt down, and the province will be lost: it stays in revolt for { $turns } { $turns ->
        [one] turn
       *[other] turns
    }, then goes to another dynasty (PROV-4).

## An era's effects (ERA-2 … ERA-6); $actions: the names of actions, joined by commas

# $count: how many actions $actions names.
home-era-cheaper = { $actions } { $count ->
        [one] costs
       *[other] cost
    } { $n } AP less (but at least { $least } AP).
home-era-dearer = { $actions } { $count ->
        [one] costs
       *[other] cost
    } { $n } AP more.
home-era-ap = { $actions } { $count ->
        [one] costs
       *[other] cost
    } { $n } AP.
home-era-check = The { $count ->
        [one] check
       *[other] checks
    } of { $actions } { $count ->
        [one] gets
       *[other] get
    } { $bonus }.
# $way: harder (to find out) or easier.
home-era-discovery = { $actions } { $count ->
        [one] is
       *[other] are
    } { $way ->
        [harder] harder
       *[easier] easier
    } to find out: the discovery check gets { $bonus }.
# The same actions as the line above names.
home-era-discovery-same = They are also { $way ->
        [harder] harder
       *[easier] easier
    } to find out: the discovery check gets { $bonus }.
home-era-coins = { $actions } costs { $coins } { $coins ->
        [one] coin
       *[other] coins
    }.
home-era-coins-per-soldier = { $actions }: { $coins } { $coins ->
        [one] coin
       *[other] coins
    } per soldier.
home-era-war-drain = Each turn of war takes { $n } reputation (WAR-9).
home-era-revolt-roll = A province revolts on an event roll of 1 to { $n }.
home-era-revolt-loyalty = Revolts happen at loyalty { $n } or lower.
home-era-desert-loyalty = Volunteers desert at loyalty { $n } or lower.

## The kinship of allies (ALLY-5); $who is the relative whose sex picks the word

home-kin-parent = { GENDER($who) ->
        [f] mother
       *[m] father
    }
home-kin-child = { GENDER($who) ->
        [f] daughter
       *[m] son
    }
home-kin-sibling = { GENDER($who) ->
        [f] sister
       *[m] brother
    }
home-kin-spouse = { GENDER($who) ->
        [f] wife
       *[m] husband
    }
home-kin-grandparent = { GENDER($who) ->
        [f] grandmother
       *[m] grandfather
    }
home-kin-grandchild = { GENDER($who) ->
        [f] granddaughter
       *[m] grandson
    }
home-kin-uncle-aunt = { GENDER($who) ->
        [f] aunt
       *[m] uncle
    }
home-kin-nephew-niece = { GENDER($who) ->
        [f] niece
       *[m] nephew
    }
home-kin-cousin = { GENDER($who) ->
        [f] cousin
       *[m] cousin
    }
# $kin: the word of kinship (home-kin-*); $relative: the relative's name.
home-ally-ours = your head's { $kin } { $relative } is there
home-ally-theirs = their head's { $kin } { $relative } is with you

## Who plays a player's house (absence: and away: in turns/game.yaml)

home-seat-silent = The player of { $dynasty } has sent no orders for { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} in a row: the master's built-in player now plays the house until its player sends orders.
home-seat-away = The player of { $dynasty } is away: the master's built-in player plays the house until he is back.
home-seat-given-up = The player of { $dynasty } has sent no orders for { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} in a row: the house is given up to the master.
home-seat-back = The player of { $dynasty } is back and leads his house again.
