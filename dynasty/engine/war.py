"""Master step 2 (TURN-2): war (WAR-1 .. WAR-14, SAB-4, PROV-2, VASSAL-5).

In order, for the wars in the state:
1. VASSAL-5: every vassal stands in its lord's wars, on the lord's side (`join_vassals`);
2. WAR-9: from a war's second turn, both sides lose loyalty in each province and reputation (`drain`);
3. WAR-11: one battle per war fought since an earlier resolution (WAR-14), with the soldiers the orders
   send, or the whole army split evenly across simultaneous wars (`soldiers_sent`); WAR-3, WAR-8 strength,
   SAB-4 and WAR-6 the general's refusal and free study, WAR-4 and WAR-5 captures, PROV-2 loyalty, WAR-7
   casualties (`battle`);
4. WAR-12: a war ends when a side holds no province (a destroyed side leaves it at its defeat);
5. WAR-13: a Hot-tempered head whose dynasty another dynasty damaged may declare war on it (`hot_tempers`);
6. WAR-10: each dynasty at war pays the largest relation penalty of its wars, once (`relation_penalties`).

Wars are declared and peace is made by actions (step 1, `dynasty.engine.peace`). Dice keys name the war by
its two leaders: `t09/war/valois-vs-habsburg/battle/take-1`, `t09/war/valois-vs-habsburg/valois/refusal`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from dynasty.engine.action_base import raise_skill, study_modifiers
from dynasty.engine.context import Turn
from dynasty.engine.reputation import change_reputation
from dynasty.game.dice import Purpose
from dynasty.game.relations import lords_of, members_by_dynasty
from dynasty.game.state import Capture, GameState, War
from dynasty.game.war_costs import drain_loss, enemies_in, kin_loss, side_of

STEP = "war"


# -- who is at war with whom --------------------------------------------------------------------------------


def war_name(war: War) -> str:
    """The war's name in dice keys: its two leaders."""
    return f"{war.attackers[0]}-vs-{war.defenders[0]}"


def war_between(state: GameState, a: str, b: str) -> War | None:
    """The war in which `a` and `b` fight on opposite sides, if any."""
    for war in state.wars:
        if b in enemies_in(war, a):
            return war
    return None


def start_war(t: Turn, attacker: str, defender: str, general: str | None, *, cause: str,
              n: int | None = None) -> War:
    """WAR-14: a war starts when the turn of its declaration resolves: that turn is its first war turn.
    VASSAL-5: each side's vassals (and theirs) join it — a dynasty under both leaders goes with the nearer."""
    state = t.state
    attackers, defenders = [attacker], [defender]
    for did in state.living_dynasties():
        if did in (attacker, defender):
            continue
        for lord in lords_of(state, did):
            if lord in (attacker, defender):
                enemy = defender if lord == attacker else attacker
                if war_between(state, did, enemy) is None:
                    (attackers if lord == attacker else defenders).append(did)
                break
    war = War(attackers=attackers, defenders=defenders,
              generals={did: (general if did == attacker else None) for did in attackers + defenders},
              started=t.turn)
    state.wars.append(war)
    t.record(STEP if n is None else "actions", "war-declared", attacker, public=True, concerns=[defender],
             n=n, attacker=attacker, defender=defender, attackers=attackers, defenders=defenders, cause=cause)
    if general is not None:
        t.record(STEP if n is None else "actions", "general-named", attacker, war=defender, general=general,
                 before=None)
    return war


def end_war(t: Turn, war: War, reason: str, **params: Any) -> None:
    """WAR-12: the war ends; its generals are free again, and peace offers between its sides lapse."""
    state = t.state
    if war not in state.wars:
        return
    state.wars.remove(war)
    sides = set(war.attackers) | set(war.defenders)
    state.proposals = [p for p in state.proposals
                       if not (p.kind == "peace" and p.dynasty in sides and p.target in sides)]
    t.record(STEP, "war-ended", war.attackers[0], public=True, concerns=[d for d in sides if d != war.attackers[0]],
             attackers=list(war.attackers), defenders=list(war.defenders), reason=reason, **params)


def join_vassals(t: Turn) -> None:
    """VASSAL-5: a vassal is at war with whomever its lord is at war with, on the lord's side — also in a war
    that began before the vassalage (a marriage's or a peace's terms)."""
    state = t.state
    changed = True
    while changed:  # a vassal's own vassals follow it in turn
        changed = False
        for war in list(state.wars):
            for side in ("attackers", "defenders"):
                members: list[str] = getattr(war, side)
                enemies = enemies_in(war, members[0])
                for did in state.living_dynasties():
                    if did in members or did in enemies or state.dynasties[did].lord not in members:
                        continue
                    if any(war_between(state, did, enemy) is not None for enemy in enemies):
                        continue
                    members.append(did)
                    war.generals.setdefault(did, None)
                    changed = True
                    t.record(STEP, "war-joined", did, public=True, concerns=list(enemies),
                             lord=state.dynasties[did].lord, side=side, attackers=list(war.attackers),
                             defenders=list(war.defenders))


def prune_generals(state: GameState) -> None:
    """WAR-1: a general who died, or left his dynasty (a marriage, a conspiracy), commands no more."""
    for war in state.wars:
        for did, general in list(war.generals.items()):
            person = state.characters.get(general) if general is not None else None
            if general is not None and (person is None or not person.alive or person.dynasty != did):
                war.generals[did] = None


# -- step 2 ---------------------------------------------------------------------------------------------


def resolve_war(t: Turn) -> None:
    state = t.state
    join_vassals(t)
    prune_generals(state)
    fighting = [war for war in state.wars if war.started < t.turn]  # WAR-14: not in its first turn
    for war in fighting:
        drain(t, war)
    battles = [war for war in fighting if war in state.wars]  # a defeat in the drain may have ended some
    sent = soldiers_sent(t, battles)
    for i, war in enumerate(battles):
        battle(t, war, {did: number for (j, did), number in sent.items() if j == i})
    for war in list(state.wars):  # WAR-12: a side that holds no province
        landless = [side for side in ("attackers", "defenders")
                    if not any(state.dynasties[did].provinces for did in getattr(war, side) if t.alive(did))]
        if landless:
            end_war(t, war, "no-provinces", side=landless[0])
    hot_tempers(t)
    relation_penalties(t)


def drain(t: Turn, war: War) -> None:
    """WAR-9: from the second turn of a war, at the start of each war turn, each dynasty of both sides loses
    1 loyalty in each of its provinces (PROV-7: not below 1) and 10 reputation (ERA-4: 5)."""
    state, rules = t.state, t.rules
    loss = drain_loss(rules, state.era)
    for did in war.attackers + war.defenders:
        if not t.alive(did) or war not in state.wars:
            continue
        provinces = {}
        for pid in state.dynasties[did].provinces:
            province = state.provinces[pid]
            before = province.loyalty
            province.loyalty = max(rules.limits.province_loyalty_min, before - rules.war.drain_loyalty)
            provinces[pid] = province.loyalty
        t.record(STEP, "war-drain", did, enemies=enemies_in(war, did), provinces=provinces, reputation=-loss)
        change_reputation(t, did, -loss, f"war drain: {war_name(war)} (WAR-9)")


def soldiers_sent(t: Turn, wars: list[War]) -> dict[tuple[int, str], int]:
    """WAR-2, WAR-11: by (war's index in `wars`, dynasty), the soldiers sent into its battle: what its orders
    for that war say (`war: {<an enemy>: {send: N}}`, the sends of entries naming dynasties of the same side
    added up), in war order while the army lasts; the rest of the
    army split evenly across the wars it gave no number for, the first wars taking the remainder."""
    state = t.state
    sent: dict[tuple[int, str], int] = {}
    for did in state.living_dynasties():
        mine = [i for i, war in enumerate(wars) if side_of(war, did) is not None]
        if not mine:
            continue
        left = state.dynasties[did].army
        orders = t.orders.get(did)
        unsaid: list[int] = []
        for i in mine:
            # an order may name the war by any dynasty of the other side, or by several: their sends add up
            sends = [order.send for enemy, order in (orders.war.items() if orders is not None else [])
                     if enemy in enemies_in(wars[i], did) and order.send is not None]
            number = sum(sends) if sends else None
            if number is None:
                unsaid.append(i)
            else:
                sent[i, did] = min(number, left)
                left -= sent[i, did]
        for j, i in enumerate(unsaid):
            sent[i, did] = left // len(unsaid) + (1 if j < left % len(unsaid) else 0)
    return sent


@dataclass
class Force:
    """One dynasty's part in a battle (WAR-3, WAR-8)."""

    dynasty: str
    sent: int
    general: str | None = None
    combat: int = 0
    refused: bool = False
    bonus: int = 0
    fortification: int = 0

    @property
    def strength(self) -> int:
        return self.sent + self.bonus + self.fortification


def force(t: Turn, war: War, did: str, sent: int, dice: list[str]) -> Force:
    """WAR-3: soldiers sent + the general's combat for every full 10 sent; SAB-4, WAR-6: a general with
    loyalty ≤ 1 (LOY-4: never the head) may refuse — the SAB-1 roll — and then counts with combat 0;
    the fortification technology: +5 when defending, with soldiers in the field (WAR-11: none sent, 0)."""
    state, rules = t.state, t.rules
    found = Force(did, sent)
    general = war.generals.get(did)
    person = state.characters.get(general) if general is not None else None
    if person is not None and person.alive and person.dynasty == did:
        found.general, found.combat = general, person.skills.combat
        sabotage = rules.sabotage
        if general != state.dynasties[did].head and person.loyalty <= sabotage.max_loyalty:
            key = t.key("war", war_name(war), did, "refusal")
            roll = t.dice.total(key, sabotage.die, Purpose("dice-war-refusal", general=general, die=sabotage.die,
                                                           loyalty=person.loyalty, most=sabotage.aborts_at_most))
            dice.append(key)
            found.refused = roll + person.loyalty <= sabotage.aborts_at_most
            t.record(STEP, "general-refused" if found.refused else "general-obeyed", did, general=general,
                     roll=roll, loyalty=person.loyalty, total=roll + person.loyalty, dice=[key])
    if found.general is not None and not found.refused:
        found.bonus = found.combat * (sent // rules.war.bonus_per_soldiers)
    if sent > 0 and did in war.defenders:
        found.fortification = sum(rules.technologies[tech].defense_strength or 0
                                  for tech in state.dynasties[did].technologies if tech in rules.technologies)
    return found


def captures(rules_step: int, difference: int) -> int:
    """WAR-4: 5 or more → 1 province, 15 → 2, 30 → 3, 50 → 4 ...: the thresholds are the step times the
    triangular numbers."""
    count = 0
    while difference >= rules_step * (count + 1) * (count + 2) // 2:
        count += 1
    return count


def battle(t: Turn, war: War, sent: dict[str, int]) -> None:
    """One battle of `war` with the soldiers each dynasty sent (WAR-3 .. WAR-8, PROV-2, WAR-6)."""
    state, rules = t.state, t.rules
    private_dice: dict[str, list[str]] = {}
    forces: dict[str, list[Force]] = {}
    for side in ("attackers", "defenders"):
        forces[side] = []
        for did in getattr(war, side):
            if not t.alive(did):
                continue
            private_dice[did] = []
            forces[side].append(force(t, war, did, sent.get(did, 0), private_dice[did]))
    strength = {side: sum(f.strength for f in forces[side]) for side in forces}
    difference = abs(strength["attackers"] - strength["defenders"])
    count = captures(rules.war.capture_step, difference)
    winner = None if count == 0 else "attackers" if strength["attackers"] > strength["defenders"] else "defenders"
    public_dice: list[str] = []
    taken = take_provinces(t, war, winner, count, public_dice) if winner is not None else []
    # WAR-7: win or not, half (rounded up) of those sent die, on both sides
    losses: dict[str, int] = {}
    for side in forces:
        for f in forces[side]:
            dynasty = state.dynasties[f.dynasty]
            losses[f.dynasty] = min(dynasty.army, math.ceil(f.sent / rules.war.casualties_divisor))
            dynasty.army -= losses[f.dynasty]
    t.record(STEP, "battle", war.attackers[0], public=True, dice=public_dice,
             concerns=[d for d in war.attackers + war.defenders if d != war.attackers[0]],
             attackers=list(war.attackers), defenders=list(war.defenders),
             forces=[{"dynasty": f.dynasty, "side": side, "sent": f.sent, "strength": f.strength,
                      "losses": losses[f.dynasty]} for side in forces for f in forces[side]],
             strength=strength, difference=difference, winner=winner, captures=taken)
    for side in forces:
        for f in forces[side]:
            study = free_study(t, war, f, private_dice[f.dynasty])
            t.record(STEP, "battle-report", f.dynasty, dice=private_dice[f.dynasty], side=side,
                     enemies=enemies_in(war, f.dynasty), sent=f.sent, general=f.general, combat=f.combat,
                     refused=f.refused, bonus=f.bonus, fortification=f.fortification, strength=f.strength,
                     losses=losses[f.dynasty], army=state.dynasties[f.dynasty].army, **study)


def take_provinces(t: Turn, war: War, winner: str, count: int, dice: list[str]) -> list[dict[str, Any]]:
    """WAR-5, WAR-8: the stronger side takes `count` provinces of any dynasty of the weaker side — by its
    orders' `take:` lists (the side's dynasties in side order, each list in preference order; a province
    goes to the dynasty that named it), the rest at random, to the side's leader. PROV-2: loyalty 2, or
    the loyalty before if its former owner retakes it within a turn."""
    state = t.state
    winners = [did for did in getattr(war, winner) if t.alive(did)]
    losers = [did for did in getattr(war, "defenders" if winner == "attackers" else "attackers") if t.alive(did)]
    open_ = [pid for did in losers for pid in state.dynasties[did].provinces]
    wanted: list[tuple[str, str]] = []
    for did in winners:
        orders = t.orders.get(did)
        for enemy, order in (orders.war.items() if orders is not None else []):
            if enemy in enemies_in(war, did):
                wanted += [(pid, did) for pid in order.take]
    taken: list[dict[str, Any]] = []
    for pid, did in wanted:
        if len(taken) < count and pid in open_:
            taken.append(capture(t, pid, did))
            open_.remove(pid)
    pick = 0
    while len(taken) < count and open_ and winners:
        pick += 1
        key = t.key("war", war_name(war), "battle", f"take-{pick}")
        options = sorted(open_)
        pid = t.dice.pick(key, options, Purpose("dice-war-take", winner=winners[0], attacker=war.attackers[0],
                                                defender=war.defenders[0], options=options))
        if len(options) > 1:
            dice.append(key)
        taken.append(capture(t, pid, winners[0]))
        open_.remove(pid)
    return taken


def capture(t: Turn, pid: str, receiver: str) -> dict[str, Any]:
    """PROV-2: a province changes hands in battle."""
    state, rules = t.state, t.rules
    province = state.provinces[pid]
    former = province.owner
    assert former is not None
    state.dynasties[former].provinces.remove(pid)
    state.dynasties[receiver].provinces.append(pid)
    province.owner = receiver
    before = province.loyalty
    held = province.captured
    if (held is not None and held.former_owner == receiver
            and t.turn - held.turn <= rules.war.retake_within_turns):
        province.loyalty = held.loyalty
        province.captured = None
        retaken = True
    else:
        province.loyalty = rules.war.captured_loyalty
        province.captured = Capture(turn=t.turn, former_owner=former, loyalty=before)
        retaken = False
    return {"province": pid, "from": former, "to": receiver, "loyalty": province.loyalty, "retaken": retaken}


def free_study(t: Turn, war: War, f: Force, dice: list[str]) -> dict[str, Any]:
    """WAR-6: after a battle the general may study Combat for free — the Study roll (ACT-study: 1d6, a Genius
    +2) above his combat raises it by 1. Our reading: a general who refused did not fight and does not
    study, nor does one whose dynasty sent nobody."""
    rules = t.rules
    if f.general is None or f.refused or f.sent == 0:
        return {}
    person = t.state.characters[f.general]
    key = t.key("war", war_name(war), f.dynasty, "study")
    before = person.skills.combat
    modifiers = study_modifiers(rules, person)
    bonus = sum(mod.amount for mod in modifiers)
    roll = t.dice.total(key, rules.actions.study.die, Purpose(
        "dice-war-study", general=f.general, die=rules.actions.study.die, terms=[mod.words for mod in modifiers],
        skill="combat", value=before))
    dice.append(key)
    after = raise_skill(rules, person, "combat") if roll + bonus > before else before
    return {"study": {"roll": roll, "bonus": bonus, "before": before, "after": after}}


# -- WAR-13, WAR-10 ----------------------------------------------------------------------------------------


def hot_tempers(t: Turn) -> None:
    """WAR-13: a Hot-tempered head whose dynasty's reputation another dynasty damaged this turn rolls 1d6; on
    1 his dynasty declares war, without AP, on the dynasty that did the most damage (on a tie, the one that
    damaged it first in the turn); none when the damage had no dynasty behind it. The war starts now (WAR-14)."""
    state, rules = t.state, t.rules
    for did in state.living_dynasties():
        head = state.dynasties[did].head
        person = state.characters.get(head) if head is not None else None
        if person is None or not person.alive or "hot_tempered" not in person.traits:
            continue
        damage: dict[str, int] = {}
        for amount, source in t.reputation_lost.get(did, []):
            if source is not None and source != did and amount < 0:
                damage[source] = damage.get(source, 0) - amount
        if not damage:
            continue
        target = max(damage, key=lambda source: damage[source])  # dicts keep the order of first damage
        key = t.key("war", did, "hot-tempered")
        die = rules.war.hot_tempered_die
        roll = t.dice.total(key, die, Purpose("dice-hot-tempered", trait="hot_tempered", head=head, house=did,
                                              enemy=target, die=die, on=rules.war.hot_tempered_war_on))
        reason = None
        if roll != rules.war.hot_tempered_war_on:
            reason = "calm"
        elif not t.alive(target):
            reason = "target-gone"
        elif war_between(state, did, target) is not None:
            reason = "already-at-war"
        elif target in lords_of(state, did):
            reason = "lord"  # VASSAL-5: a vassal never declares war on its lord
        t.record(STEP, "hot-tempered", did, head=head, target=target, damage=damage[target], roll=roll,
                 war=reason is None, reason=reason, dice=[key])
        if reason is None:
            start_war(t, did, target, None, cause="hot-tempered")


def relation_penalties(t: Turn) -> None:
    """WAR-10: in each war turn (the first included) a dynasty at war pays one extra loss, the largest of its
    wars: a war between a main line and its branch (or two branches of one house) −60 to the attacker, −30 to
    the defender, without the BRANCH-7 shares; a close relative of either head on the other side −40, another
    relative −20, the attacker only. A vassal that joined its lord's side counts as that side."""
    state, rules = t.state, t.rules
    living = members_by_dynasty(state)
    worst: dict[str, tuple[int, str, str]] = {}
    for war in state.wars:
        for did in war.attackers + war.defenders:
            if not t.alive(did):
                continue
            attacking = did in war.attackers
            for enemy in enemies_in(war, did):
                if not t.alive(enemy):
                    continue
                found = kin_loss(state, rules, did, enemy, attacking=attacking, members=living)
                if found is None:
                    continue
                amount, kind = found
                if amount > worst.get(did, (0, "", ""))[0]:
                    worst[did] = (amount, kind, enemy)
    for did, (amount, relation, enemy) in worst.items():
        if not t.alive(did):
            continue
        t.record(STEP, "war-penalty", did, enemy=enemy, relation=relation, reputation=-amount)
        change_reputation(t, did, -amount, f"war on {enemy}: {relation} (WAR-10)", branch_shares=relation != "branch")
