# The order template (`dynasty template`): the comments of the file a player edits and sends to the game master.
# Signed numbers ($rep, $loyalty, ...) are text like "+10" or "−2".
# persons: $who $heir $regent
# houses: $house
# provinces: $province
# numbers: $turn $balance $army $cost $coins $low $high $age $base $penalty $reputation

template-title = Orders of { $house } ({ $house_id }) for turn { $turn } — { $era }.
# $ap: how the turn's AP are computed.
template-means = AP: { $ap }. Treasury: { $balance ->
    [one] { $balance } coin
   *[other] { $balance } coins
}. Army: { $army ->
    [one] { $army } soldier
   *[other] { $army } soldiers
}.

## Decisions on the provinces' events (PROV-3, PROV-4): what to write and what it does.

template-famine = famine in { $province }: pay — pay { $cost ->
    [one] { $cost } coin
   *[other] { $cost } coins
} (reputation { $rep }, loyalty { $loyalty }) or refuse (reputation { $refuse_rep }, loyalty { $refuse_loyalty }, yield { $refuse_yield })
template-disease = disease in { $province }: pay — pay { $cost ->
    [one] { $cost } coin
   *[other] { $cost } coins
} (yield { $paid } instead of { $unpaid }) or refuse
template-volunteers = volunteers in { $province }: accept (army { $gain }) or refuse
template-revolt = revolt in { $province }: suppress (army { $loss }) or yield (the province is lost)
# SUCC-3 … SUCC-5, DYN-2: $others, the other lawful heirs with their ids, separated by commas; $base, the first
# part of the SUCC-4 price; $penalty, the whole price at today's reputation $reputation.
template-heir = preferred heir (SUCC-5); by law { $heir } ({ $heir_id }), the only lawful heir (SUCC-3)
template-heirs = preferred heir (SUCC-5); by law { $heir } ({ $heir_id }); the other lawful heirs: { $others } (SUCC-3)
template-heir-unlawful = preferred heir (SUCC-5); there is no lawful heir (SUCC-3): should the head die, { $heir } ({ $heir_id }, not a lawful heir) succeeds: this would cost the house { $penalty } of its { $reputation } reputation — { $base } and half of what is left (SUCC-4)
template-heir-unlawful-fatal = preferred heir (SUCC-5); there is no lawful heir (SUCC-3): should the head die, { $heir } ({ $heir_id }, not a lawful heir) succeeds: this would cost { $penalty } reputation ({ $base } and half of what is left), and the house has { $reputation }: it would be out of the game (SUCC-4, DYN-2)

## Who may do what

template-members = Who may do what (AP after the era and traits; coins on top of the AP):
template-member = { $who_id } — { $who }, { $age }
template-member-head = { $who_id } — { $who }, { $age }, head
# $member: one of template-member*.
template-member-acts = { $member }:
template-member-isolated = { $member }: isolated, acts after '- release: {"{"}target: { $who_id }{"}"}'
template-member-general = { $member }: general at war, executes no action
# $actions: the actions, each as template-action*, separated by commas.
template-ap-group = { $ap } AP: { $actions }
template-action = { $name } ({ $id })
# An action whose name is its id.
template-action-id = { $id }
template-action-id-priced = { $id } ({ $price })
# $price: one of template-price-*.
template-action-priced = { $name } ({ $id }, { $price })
template-price = { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}
template-price-range = { $low }–{ $high ->
    [one] { $high } coin
   *[other] { $high } coins
}
template-price-per-soldier = { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
} per soldier
template-price-bribe = a bribe of { $low }–{ $high ->
    [one] { $high } coin
   *[other] { $high } coins
}
template-price-mercenary = a mercenary, { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}
template-price-hired-teacher = a hired teacher, { $low }–{ $high ->
    [one] { $high } coin
   *[other] { $high } coins
}

template-how = Lines with "##" explain. Lines with one "#" are examples: remove the "# " at the start of the line and write your ids. Indent with spaces only.
template-regent = regent while the head is a child (SUCC-7); by default { $regent } ({ $regent_id })
template-nobody = no one can act this turn
template-examples = What the actions do and how to write them (remove the "# " before an example line):
# $name: the action's name, $id its id, $cost one of template-cost*, $does one of template-does-*.
template-told = { $name } ({ $id }), { $cost }: { $does }
# An action whose name is its id.
template-told-id = { $id }, { $cost }: { $does }
# $ap: the AP, or their range over the members ("2–4"); $price: one of template-price-*.
template-cost = { $ap } AP
template-cost-priced = { $ap } AP, { $price }

## What the actions do, in a few words.

template-does-find_spouse = marry someone of a minor noble family; reputation falls
template-does-mentor = learn a skill from a member (teacher) or a hired teacher (hired_teacher: his level)
template-does-study = a roll to raise a skill
template-does-entertain = the executor's mood rises
template-does-isolate = isolate a member of your dynasty (not the head nor the heir)
template-does-release = free an isolated member
template-does-abdicate = the head hands power to the heir
template-does-create_branch = found a cadet branch with members and provinces
template-does-name = name a newborn
template-does-visit = visit a member of another dynasty and learn his traits and loyalty; public
template-does-ball = invite guests of other dynasties and learn their traits and loyalty; reputation for the house; public
template-does-propose_marriage = propose a marriage to a member of another dynasty, with terms if you wish; public
template-does-accept_marriage = accept a proposal of marriage; public
template-does-spy = recruit a spy in another dynasty and learn its secrets
template-does-gossip = spread rumours: another dynasty loses reputation
template-does-conspiracy = win a member of another dynasty over to yours with a bribe
template-does-assassinate = kill a member of another dynasty by a mercenary (mercenary) or an agent (agent)
template-does-donate = a gift to the church for reputation; once a turn
template-does-pilgrimage = the executor's mood, and reputation if it succeeds; once a turn
template-does-annul = end a member's marriage; public
template-does-declare_war = declare war and name a general; public
template-does-general = name a new general for a war
template-does-offer_peace = offer peace, with terms if you wish; public
template-does-accept_peace = accept an offer of peace; public
template-does-recruit = recruit soldiers into the army
template-does-disband = disband part of the army
template-does-develop = raise a province's yield
template-does-pacify = raise a province's loyalty
template-does-research = research a technology

template-war = battle orders (WAR-2): soldiers sent, provinces wanted (in order)
template-take = { $province } — a province of { $house }
template-names = names of this turn's newborns (the default drawn; change it if you wish)

## Placeholders in the examples: what the player writes himself.

template-placeholder-person = <character id>
template-placeholder-member = <member id>
template-placeholder-house = <dynasty id>
template-placeholder-province = <province id>
template-placeholder-technology = <technology id>
template-placeholder-name = <name>
