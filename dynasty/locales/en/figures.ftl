# Reports: the terms of the figures — treasury, army, reputation (ECON-1, ARMY-1, REP-1). Each figure starts
# from what the last report showed and lists every change since.
# Variables: $n — a number; $husband, $wife, $house, $branch — names; $enemies — houses, joined by commas.
# persons: $husband $wife $who
# houses: $house $branch
# provinces: $province
# numbers: $n $age $per $deserters $ap $loyalty

## Where a figure starts

# A cadet branch's first report: the coins, army and reputation it was founded with (BRANCH-5, BRANCH-6).
figures-at-founding = { $n } at the founding

## Coins between houses

# Dowry and bride price of a marriage's terms (MAR, VASSAL-3): "+" received, "−" paid.
figures-marriage-terms = marriage terms: { $husband } and { $wife }
# Coins of the terms of peace (ACT-offer_peace, WAR-12).
figures-peace-terms = terms of peace with { $house }
# The treasury of a fallen house (DEFEAT-1, DEFEAT-2): who got its coins. $share: ally — an ally's share,
# rest — what was left, to one house (by a die when there are several), both — an ally got both.
figures-fallen-coins = { $share ->
    [ally] to { $house } at the fall — an ally's share (DEFEAT-1)
    [both] to { $house } at the fall — an ally's share and the rest (DEFEAT-1, DEFEAT-2)
   *[rest] to { $house } at the fall — the rest (DEFEAT-2)
}
# Coins received from a fallen house (DEFEAT-1, DEFEAT-2).
figures-fallen-share = from the fall of { $house }
# DEFEAT-5: when every house fell, nobody was left to take the coins.
figures-fallen-coins-lost = lost at the fall: no house was left to take them (DEFEAT-5)

## Tax (VASSAL-2, VASSAL-4)

figures-tax-paid = tax to { $house }
figures-tax-received = tax from { $house }

## The army

# The share of the army that went to a new cadet branch (BRANCH-5).
figures-branch-share = share of the new branch { $branch }
# Half of those sent into battle die (WAR-7).
figures-battle-losses = losses in the battle against { $enemies }
# ARMY-3: the upkeep could not be paid in full — the treasury is empty and the unpaid soldiers left.
figures-upkeep-deserted =
    upkeep, all that was left; { $deserters ->
        [one] one soldier deserted
       *[other] { $deserters } soldiers deserted
    } (ARMY-3)

## A difference

# A change the report does not know of (it should never happen): shown so that the sum is honest.
figures-unexplained = other changes (not itemised)

## The AP of the turn (DYN-4): each term

figures-ap-base = base
# The AP in one line: the base, then each term with its sign and what it is for (the messages below), joined by
# commas: "8 base, +4 for the head's mood of +2 (2 AP a point), +3 for Mstislav's Stewardship". $sign: "+" or "−".
figures-ap-first = { $n } base
figures-ap-term = { $sign }{ $n } { $what }
# The AP with its terms, at the head of the order file: "16 — 8 base, +4 for …".
figures-ap-line = { $ap } — { $terms }
# $mood: the ruling mood with its sign; $per: the AP a point of mood gives.
figures-ap-mood = for the { $role ->
    [regent] regent's
   *[head] head's
} mood of { $mood } ({ $per } AP a point)
figures-ap-stewardship = for { $role ->
    [regent] the regent { $who }'s
   *[head] { $who }'s
} Stewardship
figures-ap-age = for { $role ->
    [regent] the regent { $who }'s
   *[head] the head { $who }'s
} age ({ $age }, AGE-4)
# A member with loyalty 5 (LOY-5): $who is the member, $loyalty his loyalty; a term for each.
figures-ap-loyal = for { $who }'s loyalty ({ $loyalty })
figures-ap-technology = for the technology { $technology }
figures-ap-minimum = up to zero (AP are never below zero)
figures-ap-gm = by the game master's decision

## What changed a figure in a province (PROV-3)

# The coins paid for a province in a famine or a disease; $event — famine or disease.
figures-province-paid = { $event ->
    [famine] famine relief in { $province }
   *[disease] fighting disease in { $province }
}
figures-province-volunteers = volunteers from { $province }
figures-province-revolt = revolt in { $province }
figures-province-deserters = volunteers from { $province } deserted
