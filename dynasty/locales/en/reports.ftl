# Reports: why an action failed, the sabotage roll.
# persons: $who $guest
# numbers: $n $roll $loyalty $penalty $total

## Why an action failed when its turn came (ACT-0)

action-failure-target-child = { $who } is a child; only a visit may be aimed at a child (AGE-1)
# Isolation in another house is hidden (INFO-1): the guest learns only that he was not received.
action-failure-not-received = the visit could not take place: { $who } receives no guests
action-failure-agent-head = the agent { $who } heads his dynasty and cannot be recruited

ball-guest-not-received = Ball (action { $n }): { $guest } accepts no invitations.

## SAB-1: the sabotage roll

sabotage-roll = { $roll } + { $loyalty } − { $penalty } = { $total }
# $causes — the causes of the mood penalty, joined by commas: "Honest: the dynasty plotted −1, ..."
sabotage-roll-causes = { $roll } + { $loyalty } − { $penalty } ({ $causes }) = { $total }
sabotage-cause = { $cause } { $amount }
