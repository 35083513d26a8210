# The reply to a player's orders (`dynasty take`, `dynasty check --echo`): his errors and warnings, then how his
# orders were understood: each action with its executor and cost, the totals of AP and coins, the decisions
# (his and the defaults), the battle orders and the names. $skill, $technology: names in the game's language;
# $terms: the terms, each as reply-term-*, separated by commas; $guests, $members, $provinces, $take: names.
# persons: $by $target $teacher $heir $child $spouse $agent $general $regent
# houses: $house $dynasty
# provinces: $province
# numbers: $turn $ap $spent $coins $balance $level $points $bribe $send $line $n $errors $warnings $pay $ask $extra $mood $base $penalty $reputation $loyalty $drop $paid_drop $army $fell $next

## The reply's title

reply-title-ok = The orders of { $dynasty } for turn { $turn } are in.
reply-title-warnings = The orders of { $dynasty } for turn { $turn } are in, but see the { $warnings ->
    [one] warning
   *[other] warnings
} below.
reply-title-errors = The orders of { $dynasty } for turn { $turn } have { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}: correct { $errors ->
    [one] it
   *[other] them
} and send the orders again.
reply-title-unknown = The orders for turn { $turn } could not be read: correct the errors and send them again.
# To the player of a fallen house (DYN-2, SUCC-5): the orders are not taken. $fell: the turn it fell, $next: the
# turn of its last report, $fell_to: its reputation at the fall (text with its sign: −5).
reply-title-fallen = The orders of { $dynasty } for turn { $turn } are not taken.
reply-fallen = Your house left the game on turn { $fell }; orders are no longer taken, your last report is among the reports of turn { $next }.
reply-fallen-reputation = Your house left the game on turn { $fell }: its reputation fell to { $fell_to } (DYN-2); orders are no longer taken, your last report is among the reports of turn { $next }.
reply-fallen-extinct = Your house left the game on turn { $fell }: no living member was left (SUCC-5); orders are no longer taken, your last report is among the reports of turn { $next }.
reply-errors = Errors:
reply-warnings = Warnings:
# $text: the line of the orders as the player wrote it; $message: what is wrong with it.
reply-problem-line = line { $line } ({ $text }): { $message }
reply-problem = { $message }

## What was understood

reply-understood = How the orders were understood:
reply-no-actions = No actions.
# $order: one of reply-order-*, $cost: reply-cost*.
reply-action = { $by }: { $order } — { $cost }
reply-action-nobody = { $order } — { $cost }
# An executor who is not of the orders' dynasty: his id is given too.
reply-action-stranger = { $by } ({ $by_id }): { $order } — { $cost }
reply-cost = { $ap } AP
reply-cost-coins = { $ap } AP and { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}
# A member's second action this turn (TRAIT-workaholic): $cost, reply-cost*; $trait, the trait; $extra, the AP
# over the price; $mood, how much his mood drops; $rule, the trait's rule id.
reply-cost-second = { $cost } (a second action this turn, trait “{ $trait }”: +{ $extra } AP, { $rule })
reply-cost-second-mood = { $cost } (a second action this turn, trait “{ $trait }”: +{ $extra } AP and mood −{ $mood }, { $rule })
reply-total = Total: { $spent } AP of { $ap }; { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
} of the { $balance } in the treasury.
reply-total-decisions = Total: { $spent } AP of { $ap }; { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
} of the { $balance } in the treasury, decisions included.

reply-order-find_spouse = seeking a { GENDER($by) ->
    [f] husband
   *[m] wife
}
reply-order-mentor = learning { $skill } from { $teacher }
reply-order-mentor-hired = learning { $skill } from a hired teacher of level { $level }
reply-order-study = studying { $skill }
reply-order-entertain = entertainment
reply-order-isolate = isolating { $target }
reply-order-release = releasing { $target }
reply-order-abdicate = abdicating for { $heir }
reply-order-create_branch = a cadet branch: { $members }; provinces: { $provinces }
reply-order-name = naming { $child } “{ $name }”
reply-order-visit = a visit to { $target }
reply-order-ball = a ball; guests: { $guests }
reply-order-propose_marriage = proposing to { $target }
reply-order-propose_marriage-terms = proposing to { $target } on terms: { $terms }
reply-order-accept_marriage = accepting a marriage with { $target }
# The terms of the standing proposal as the accepting side sees them: it pays the dowry asked.
reply-order-accept_marriage-terms = accepting a marriage with { $target } on terms: { $terms }
reply-order-spy = spying: recruiting { $target }
reply-order-gossip = gossip about { $house }
reply-order-conspiracy = a conspiracy to win { $target } over, with a bribe of { $bribe ->
    [one] { $bribe } coin
   *[other] { $bribe } coins
}
reply-order-assassinate = the assassination of { $target } by a mercenary
reply-order-assassinate-agent = the assassination of { $target } by { $agent }
reply-order-donate = a donation
reply-order-pilgrimage = a pilgrimage
reply-order-annul = annulling the marriage of { $spouse }
reply-order-declare_war = declaring war on { $house }, general { $general }
reply-order-general = a new general in the war with { $house }: { $general }
reply-order-offer_peace = offering peace to { $house }
reply-order-offer_peace-terms = offering peace to { $house } on terms: { $terms }
reply-order-accept_peace = accepting peace with { $house }
reply-order-recruit = recruiting { $points ->
    [one] { $points } soldier
   *[other] { $points } soldiers
}
reply-order-disband = disbanding { $points ->
    [one] { $points } soldier
   *[other] { $points } soldiers
}
reply-order-develop = developing { $province }
reply-order-pacify = pacifying { $province }
reply-order-research = researching { $technology }

reply-term-pay = we pay { $pay ->
    [one] { $pay } coin
   *[other] { $pay } coins
}
reply-term-ask = they pay us { $ask ->
    [one] { $ask } coin
   *[other] { $ask } coins
}
reply-term-vassal = { $house } { GENDER($house) ->
    [pl] become
   *[other] becomes
} the vassal
reply-term-cede = we cede { $provinces }
reply-term-claim = we take { $provinces }

## Decisions

reply-decisions = Decisions:
# $kind: famine, disease, volunteers or revolt; $choice: pay, refuse, accept, suppress or yield.
reply-decision = { $kind ->
    [famine] Famine
    [disease] Disease
    [volunteers] Volunteers
   *[revolt] Revolt
} in { $province }: { $choice ->
    [pay] pay
    [refuse] refuse
    [accept] accept
    [suppress] suppress
   *[yield] yield
}
reply-decision-coins = { $kind ->
    [famine] Famine
    [disease] Disease
    [volunteers] Volunteers
   *[revolt] Revolt
} in { $province }: { $choice ->
    [pay] pay
    [refuse] refuse
    [accept] accept
    [suppress] suppress
   *[yield] yield
} ({ $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
})
# A decision the orders leave out: $decision, reply-decision or reply-decision-coins.
reply-default = { $decision } — the default (PROV-6)
# What a decision risks (PROV-3, PROV-4, PROV-5): $decision, reply-decision; $loss, one of reply-loss-*.
reply-decision-loss = { $decision } ({ $loss })
reply-loss-famine = reputation −{ $reputation }, loyalty −{ $loyalty }, the province's yield −{ $drop } for good
reply-loss-disease = the province's yield −{ $drop } for good; if paid, { $paid_drop ->
    [0] no loss
   *[other] −{ $paid_drop }
}
reply-loss-suppress = army −{ $army }
reply-loss-yield = the province is lost
# SUCC-3 … SUCC-5, DYN-2: $others, the other lawful heirs, separated by commas; $base, the first part of the
# SUCC-4 price; $penalty, the whole price at today's reputation $reputation.
reply-heir = Heir: { $heir }
reply-heir-default = No heir named: by law { $heir } succeeds, the only lawful heir (SUCC-3, SUCC-5)
reply-heir-default-others = No heir named: by law { $heir } succeeds; the other lawful heirs: { $others } (SUCC-3, SUCC-5)
reply-heir-none = No heir named, and there is no lawful heir (SUCC-3): should the head die, { $heir } succeeds (not a lawful heir): this would cost the house { $penalty } of its { $reputation } reputation — { $base } and half of what is left (SUCC-4)
reply-heir-none-fatal = No heir named, and there is no lawful heir (SUCC-3): should the head die, { $heir } succeeds (not a lawful heir): this would cost { $penalty } reputation ({ $base } and half of what is left), and the house has { $reputation }: it would be out of the game (SUCC-4, DYN-2)
reply-heir-unlawful = Heir: { $heir } — not a lawful heir: should the head die, this would cost the house { $penalty } of its { $reputation } reputation — { $base } and half of what is left (SUCC-4)
reply-heir-unlawful-fatal = Heir: { $heir } — not a lawful heir: should the head die, this would cost { $penalty } reputation ({ $base } and half of what is left), and the house has { $reputation }: it would be out of the game (SUCC-4, DYN-2)
reply-regent = Regent: { $regent }

## War and names

reply-war = Battle with { $house }: { $send ->
    [one] { $send } soldier goes
   *[other] { $send } soldiers go
} into battle
reply-war-take = Battle with { $house }: { $send ->
    [one] { $send } soldier goes
   *[other] { $send } soldiers go
} into battle; to take: { $take }
reply-war-default = Battle with { $house }: the whole army goes into battle, split evenly between the wars (WAR-11)
reply-name = Name of { $child }: “{ $name }”

## Refused: orders the check turned down, with the reason

reply-refused = Refused:
reply-war-refused-declared = Battle with { $house }: the war is declared in these same orders, and its first battle is fought only when the next turn is resolved — give the battle order then (WAR-14)
reply-war-refused = Battle with { $house }: you are not at war with { $house } (WAR-2)
