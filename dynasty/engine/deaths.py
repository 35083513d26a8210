"""Master step 3 (TURN-2): aging (TURN-5), death rolls (AGE-5, AGE-6), the marriages that end (MAR-7),
succession (SUCC-3 .. SUCC-5) and extinction, and regencies (SUCC-6, SUCC-7)."""

from __future__ import annotations

from dynasty.engine.context import Turn
from dynasty.engine.reputation import change_reputation, defeat
from dynasty.game.dice import Purpose
from dynasty.game.state import Death
from dynasty.game.succession import default_heir, default_regent, lawful_heirs, needs_regent, unlawful_penalty

STEP = "deaths"


def age_and_die(t: Turn) -> None:
    """Age everyone, roll for the old, then give every dynasty whose head is dead a new one (whenever in
    the turn he died) and see that every child head has a regent and no grown head keeps one."""
    state, age = t.state, t.rules.age
    # TURN-5: before the death rolls, every living character ages 5 years
    for person in state.characters.values():
        if person.alive:
            person.age += age.turn_years
    # AGE-5, AGE-6: old age
    for cid, person in state.characters.items():
        if not person.alive:
            continue
        if person.age >= age.certain_death:  # AGE-6: nobody plays a turn at 75
            die(t, cid, "old_age")
            t.record(STEP, "death", person.dynasty, public=True, character=cid, age=person.age, cause="old_age")
        elif person.age in age.old_age_checks:  # AGE-5: on aging to 60, 65 or 70, 1d4; on 1 he dies
            key = t.key("death", cid)
            roll = t.dice.total(key, age.old_age_die, Purpose("dice-old-age", who=cid, age=person.age,
                                                              die=age.old_age_die, on=age.old_age_dies_on))
            if roll == age.old_age_dies_on:
                die(t, cid, "old_age")
                t.record(STEP, "death", person.dynasty, public=True, character=cid, age=person.age,
                         cause="old_age", roll=roll, dice=[key])
            else:
                t.record(STEP, "old-age-survived", person.dynasty, character=cid, age=person.age, roll=roll,
                         dice=[key])
    # SUCC-5: a dead head (of old age now, or earlier in the turn) is followed
    for did in state.living_dynasties():
        dynasty = state.dynasties[did]
        head = state.characters.get(dynasty.head) if dynasty.head is not None else None
        if dynasty.alive and (head is None or not head.alive):
            succeed(t, did)
    # SUCC-6, SUCC-7: regencies begin, change and end
    for did in state.living_dynasties():
        update_regency(t, did)


def die(t: Turn, cid: str, cause: str) -> None:
    """A character dies. MAR-7: his marriage ends, for the widow too; a general's war loses its general
    (WAR-14: that side fights without the bonus until another is named). The caller records the death."""
    state = t.state
    person = state.characters[cid]
    person.alive = False
    person.death = Death(turn=state.turn, cause=cause)
    if person.spouse is not None:
        widow = state.characters.get(person.spouse)
        if widow is not None and widow.spouse == cid:
            widow.spouse = None
        person.spouse = None
    for war in state.wars:
        for did, general in war.generals.items():
            if general == cid:
                war.generals[did] = None


def succeed(t: Turn, did: str) -> None:
    """SUCC-5: the order's named heir if lawful; with none named, the default heir (SUCC-3); a named heir
    who is not lawful, or with no lawful heir the eldest member, succeeds at the SUCC-4 price; with no
    living member the dynasty is extinct."""
    state, rules = t.state, t.rules
    dynasty = state.dynasties[did]
    lawful = lawful_heirs(state, rules, did)  # asked while the dead head is still the head
    order = t.orders.get(did)
    named = order.decisions.heir if order is not None else None
    if named is not None and not _living_member(t, did, named):
        t.record(STEP, "heir-not-valid", did, heir=named, reason="not a living member of the dynasty")
        named = None
    heir = named if named is not None else default_heir(state, rules, did)
    if heir is None:  # SUCC-5: no living member
        t.record(STEP, "extinct", did, public=True, previous=dynasty.head)
        defeat(t, did, "extinct")
        return
    is_lawful = heir in lawful
    how = ("named" if named is not None else "default") if is_lawful else \
        ("named-unlawful" if named is not None else "no-lawful-heir")
    previous = dynasty.head
    dynasty.head = heir
    if dynasty.regent == heir:
        dynasty.regent = None
    t.record(STEP, "new-head", did, public=True, head=heir, previous=previous, lawful=is_lawful, how=how)
    if not is_lawful:
        # SUCC-4: not enough reputation → the dynasty loses (change_reputation defeats it)
        change_reputation(t, did, -unlawful_penalty(rules, dynasty.reputation), "unlawful heir (SUCC-4)")


def update_regency(t: Turn, did: str) -> None:
    """SUCC-6: a head under 15 rules through a regent, who steps down when the head reaches 15; SUCC-7: the
    regent is the one the order names (a living capable member), else the one in office if he still can
    serve, else the eldest capable member; with none capable, any other member (SUCC-6)."""
    state, rules = t.state, t.rules
    dynasty = state.dynasties[did]
    current = dynasty.regent
    if not needs_regent(state, rules, did):
        if current is not None:
            dynasty.regent = None
            t.record(STEP, "regency-ends", did, regent=current, head=dynasty.head)
        return
    order = t.orders.get(did)
    named = order.decisions.regent if order is not None else None
    if named is not None and not _can_be_regent(t, did, named):
        t.record(STEP, "regent-not-valid", did, regent=named,
                 reason=f"not a living member of the dynasty aged {rules.age.capable}+ other than the head")
        named = None
    regent = named
    if regent is None and current is not None and _can_be_regent(t, did, current):
        regent = current
    if regent is None:
        regent = default_regent(state, rules, did)
    if regent is None:  # SUCC-6: "any member of the dynasty" when nobody is capable
        others = [cid for cid in state.members(did) if cid != dynasty.head]
        regent = max(others, key=lambda cid: state.characters[cid].age, default=None)
    if regent == current:
        return
    dynasty.regent = regent
    if regent is None:
        t.record(STEP, "no-regent", did, head=dynasty.head, previous=current)
    else:
        t.record(STEP, "regent", did, regent=regent, head=dynasty.head, previous=current,
                 named=regent == named)


def _living_member(t: Turn, did: str, cid: str) -> bool:
    person = t.state.characters.get(cid)
    return person is not None and person.alive and person.dynasty == did and cid != t.state.dynasties[did].head


def _can_be_regent(t: Turn, did: str, cid: str) -> bool:
    return _living_member(t, did, cid) and t.state.characters[cid].age >= t.rules.age.capable
