"""Defeat (DYN-2, DEFEAT-1 .. DEFEAT-4) whatever its cause, and the end of the game (DEFEAT-5).

A defeat may happen in any step (a reputation at 0, REP-1; an extinct dynasty or an unpaid SUCC-4
penalty, SUCC-5): it applies at once. This module is the fall itself — goods shared, members dead, ties
ended; the reputation changes that follow it, which may defeat others in turn, are applied by
`dynasty.engine.reputation.defeat`, so that the two modules do not import each other.
"""

from __future__ import annotations

from dynasty.engine.context import Turn
from dynasty.game.dice import Purpose
from dynasty.game.relations import alliance, main_line, members_by_dynasty
from dynasty.game.state import Death


def fall(t: Turn, dynasty_id: str, cause: str) -> tuple[list[str], list[str]] | None:
    """DYN-2: the dynasty loses at once. Its goods go to its allies and to one random dynasty (DEFEAT-1,
    DEFEAT-2), its members die and its ties end (DEFEAT-4). Returns its allies and its enemies as they
    stood before its members died (DEFEAT-1, ALLY-1), or None for a dynasty already defeated."""
    state = t.state
    dynasty = state.dynasties[dynasty_id]
    if not dynasty.alive or dynasty_id in t.defeated:
        return None
    living = members_by_dynasty(state)
    others = [did for did in state.living_dynasties() if did != dynasty_id]
    allies = [did for did in others if alliance(state, dynasty_id, did, members=living) is not None]
    enemies = [did for did in others if did not in allies]

    dynasty.alive = False
    dynasty.defeat = Death(turn=state.turn, cause=cause)
    t.provinces_before_defeat[dynasty_id] = len(dynasty.provinces)
    t.defeated.append(dynasty_id)

    provinces, coins, dice = _share_goods(t, dynasty_id, allies)
    killed = _kill_members(t, dynasty_id)
    freed_branches = [did for did, d in state.dynasties.items() if d.branch_of == dynasty_id]
    freed_vassals = [did for did, d in state.dynasties.items() if d.lord == dynasty_id]
    # DEFEAT-4: its cadet branches and vassals become independent
    for did in freed_branches:
        state.dynasties[did].branch_of = None
    for did in freed_vassals:
        state.dynasties[did].lord = None
    wars_ended = _leave_wars(t, dynasty_id)
    t.record("defeat", "defeat", dynasty_id, public=True, dice=dice, cause=cause, reputation=dynasty.reputation,
             allies=allies, provinces=provinces, coins=coins, killed=killed, freed_branches=freed_branches,
             freed_vassals=freed_vassals, wars_ended=wars_ended)
    return allies, enemies


def _share_goods(t: Turn, dynasty_id: str,
                 allies: list[str]) -> tuple[dict[str, list[str]], dict[str, int], list[str]]:
    """DEFEAT-1: provinces and coins shared equally among the living allies, who choose provinces in the
    order of their reputation, highest first (ties by id), one each in turn, each by its `take:`
    preference, else at random. DEFEAT-2: what cannot be shared equally — the provinces and coins left —
    goes, all of it, to one random living dynasty, even an unrelated one; with no allies, everything.
    Returns the provinces and coins each receiver got, and the dice keys rolled."""
    state = t.state
    dynasty = state.dynasties[dynasty_id]
    left = list(dynasty.provinces)
    coins = dynasty.balance
    dynasty.provinces = []
    dynasty.balance = 0
    received: dict[str, list[str]] = {}
    got_coins: dict[str, int] = {}
    dice: list[str] = []

    def give(receiver: str, pid: str) -> None:
        state.provinces[pid].owner = receiver
        state.dynasties[receiver].provinces.append(pid)
        received.setdefault(receiver, []).append(pid)
        left.remove(pid)

    def give_coins(receiver: str, amount: int) -> None:
        if amount > 0:
            state.dynasties[receiver].balance += amount
            got_coins[receiver] = got_coins.get(receiver, 0) + amount

    if allies:
        share = len(left) // len(allies)
        choosing = sorted(allies, key=lambda did: (-state.dynasties[did].reputation, did))
        picks = 0
        for _ in range(share):
            for ally in choosing:
                picks += 1
                wanted = _wanted(t, ally, left)
                if wanted is None:
                    key = t.key("defeat", dynasty_id, "province", picks)
                    options = sorted(left)
                    wanted = t.dice.pick(key, options, Purpose("dice-defeat-province", house=dynasty_id, ally=ally,
                                                               options=options))
                    if len(options) > 1:
                        dice.append(key)
                give(ally, wanted)
        for ally in allies:
            give_coins(ally, coins // len(allies))
        coins -= coins // len(allies) * len(allies)

    candidates = sorted(did for did in state.living_dynasties() if did != dynasty_id)
    if (left or coins > 0) and candidates:
        key = t.key("defeat", dynasty_id, "remainder")
        receiver = t.dice.pick(key, candidates, Purpose("dice-defeat-remainder", house=dynasty_id,
                                                        options=candidates))
        if len(candidates) > 1:
            dice.append(key)
        for pid in list(left):
            give(receiver, pid)
        give_coins(receiver, coins)
    elif left:  # nobody is left to take them: the game is over (DEFEAT-5)
        dynasty.provinces = left
    return received, got_coins, dice


def _wanted(t: Turn, ally: str, left: list[str]) -> str | None:
    """DEFEAT-1 ruling: the first province still to share that the ally's `take:` lists name, in the order
    of its war orders."""
    order = t.orders.get(ally)
    if order is None:
        return None
    for war_order in order.war.values():
        for pid in war_order.take:
            if pid in left:
                return pid
    return None


def _kill_members(t: Turn, dynasty_id: str) -> list[str]:
    """DEFEAT-4: its members die, except those married into other dynasties (members of those); their
    marriages end on both sides."""
    state = t.state
    killed = state.members(dynasty_id)
    for cid in killed:
        person = state.characters[cid]
        person.alive = False
        person.death = Death(turn=state.turn, cause="defeat")
        if person.spouse is not None and person.spouse in state.characters:
            state.characters[person.spouse].spouse = None
        person.spouse = None
    return killed


def _leave_wars(t: Turn, dynasty_id: str) -> list[str]:
    """WAR-12: a war ends when one side is destroyed; a side with others fights on without it. Returns the
    dynasties whose war against it ended."""
    state = t.state
    ended: list[str] = []
    kept = []
    for war in state.wars:
        if war.attackers == [dynasty_id] or war.defenders == [dynasty_id]:
            other_side = war.defenders if war.attackers == [dynasty_id] else war.attackers
            ended += [did for did in other_side if did != dynasty_id and did not in ended]
            continue
        war.attackers = [did for did in war.attackers if did != dynasty_id]
        war.defenders = [did for did in war.defenders if did != dynasty_id]
        war.generals.pop(dynasty_id, None)
        kept.append(war)
    state.wars = kept
    return ended


def check_victory(t: Turn) -> None:
    """DEFEAT-5: "The game is won by the last surviving dynasty; if all remaining dynasties lose in the
    same turn, the one with more provinces wins; a dynasty and only its cadet branches left win together."""
    state = t.state
    if state.winners:
        return
    living = state.living_dynasties()
    if living:
        lines = {main_line(state, did) for did in living}
        if len(lines) > 1:
            return
        state.winners = sorted(living)
        t.record("victory", "game-over", None, public=True, winners=list(state.winners), reason="last line")
        return
    fallen = [did for did in t.defeated if did in t.provinces_before_defeat]
    if not fallen:
        return
    most = max(t.provinces_before_defeat[did] for did in fallen)
    state.winners = sorted(did for did in fallen if t.provinces_before_defeat[did] == most)
    t.record("victory", "game-over", None, public=True, winners=list(state.winners),
             reason="most provinces", provinces={did: t.provinces_before_defeat[did] for did in fallen})
