# The order template (`dynasty template`): the comments of the file a player edits and sends to the game master.
# Signed numbers ($rep, $loyalty, ...) are text like "+10" or "−2".
# persons: $who $heir
# houses: $house
# provinces: $province
# numbers: $turn $balance $army $cost $coins $low $high $age

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
template-heir = preferred heir (SUCC-5); the default is { $heir } ({ $heir_id })

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
template-example = Write actions as, for example:
template-war = battle orders (WAR-2): soldiers sent, provinces wanted
template-names = names of this turn's newborns (the default drawn; change it if you wish)
