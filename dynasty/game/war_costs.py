"""What a dynasty's wars cost it in reputation each war turn (WAR-9, WAR-10, WAR-14, ERA-4), in the numbers of
the rules data: the engine's war step takes them, and the order checks and the reports foresee the same figures.

Family links and wars are public (INFO-3): anyone may work these out for any house.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from dynasty.game.relations import is_close, main_line, members_by_dynasty, relatives_between
from dynasty.game.rules import Rules
from dynasty.game.state import GameState, War

#: WAR-10's kinds of relation between two sides: branches of one house, a close relative, another relative
KinKind = Literal["branch", "close", "relative"]


def side_of(war: War, did: str) -> str | None:
    if did in war.attackers:
        return "attackers"
    if did in war.defenders:
        return "defenders"
    return None


def enemies_in(war: War, did: str) -> list[str]:
    """The dynasties on the other side of `war` from `did` (none if it is not in it)."""
    side = side_of(war, did)
    if side is None:
        return []
    return list(war.defenders if side == "attackers" else war.attackers)


def leader_against(war: War, did: str) -> str:
    """The leader of the other side from `did` (a war is named by it in reports and orders)."""
    return war.defenders[0] if did in war.attackers else war.attackers[0]


def drain_loss(rules: Rules, era: str) -> int:
    """WAR-9: the reputation each war past its first turn takes; the era's own figure where it sets one (ERA-4)."""
    effects = rules.eras[era].effects if era in rules.eras else None
    own = effects.war_drain_reputation if effects is not None else None
    return rules.war.drain_reputation if own is None else own


def kin_loss(state: GameState, rules: Rules, did: str, enemy: str, *, attacking: bool,
             members: dict[str, list[str]] | None = None) -> tuple[int, KinKind] | None:
    """WAR-10: the loss `did` pays each war turn for fighting `enemy`: −60 to the attacker, −30 to the defender
    between branches of one house; −40 for a close relative of either head on the other side, −20 for another,
    the attacker only. None where no such loss applies."""
    if main_line(state, did) == main_line(state, enemy):
        return (rules.war.branch_attacker if attacking else rules.war.branch_defender), "branch"
    if not attacking:
        return None
    relation = relatives_between(state, did, enemy, members=members)
    if relation is None:
        return None
    return (rules.war.close_relative, "close") if is_close(relation) else (rules.war.other_relative, "relative")


@dataclass(frozen=True)
class WarLosses:
    """The reputation the dynasty's wars will surely take when this turn is resolved (master step 2): WAR-9's
    drain of each war past its first turn, and WAR-10's one loss, the largest of its wars (against `kin_war`,
    the leader of that war's other side)."""

    drain: int = 0
    kin: int = 0
    kin_war: str | None = None
    wars: tuple[str, ...] = ()  # the leader of the other side of each war that drains (WAR-9)

    @property
    def total(self) -> int:
        return self.drain + self.kin


def war_losses(state: GameState, rules: Rules, dynasty_id: str) -> WarLosses:
    """WAR-9, WAR-10, WAR-14, ERA-4, as the engine's war step applies them to the state's wars: the drain in
    every war that started before this turn, and the largest relation loss of all of them. Peace made at step 1
    would spare both; these are the losses if the wars go on."""
    dynasty = state.dynasties.get(dynasty_id)
    if dynasty is None or not dynasty.alive:
        return WarLosses()
    drain_each = drain_loss(rules, state.era)
    living = members_by_dynasty(state)
    drain, kin, kin_war = 0, 0, None
    drained: list[str] = []
    for war in state.wars:
        enemies = [d for d in enemies_in(war, dynasty_id) if d in state.dynasties and state.dynasties[d].alive]
        if not enemies:
            continue
        if war.started < state.turn:  # WAR-14: from its second war turn
            drain += drain_each
            drained.append(leader_against(war, dynasty_id))
        attacking = dynasty_id in war.attackers
        for enemy in enemies:
            found = kin_loss(state, rules, dynasty_id, enemy, attacking=attacking, members=living)
            if found is not None and found[0] > kin:
                kin, kin_war = found[0], leader_against(war, dynasty_id)
    return WarLosses(drain, kin, kin_war, tuple(drained))
