"""Cadet branches (BRANCH-1 .. BRANCH-10, ACT-create_branch) and the Cunning head's relief (TRAIT-cunning).

Rulings made here (RULES is silent on them):

- BRANCH-2: only the chosen characters and their children and grandchildren go; a spouse who is not one
  of them stays with the dynasty (the outcome lists who stayed).
- BRANCH-6: "the main line" is the acting dynasty's main line (BRANCH-8, BRANCH-9): a branch founded by a
  branch starts with the reputation of the dynasty at the root.
- The branch starts with no technologies, no lord, no wars, AP 0 and ruling mood 0 (the next turn's start
  gives it its AP like every living dynasty). A member who was the dynasty's general in a war leaves that
  post empty; a member who was its regent is replaced by the default regent (SUCC-7).
- TRAIT-cunning: the relief is the head's own, given back to his dynasty only: it is not a new change, so
  it gives no BRANCH/VASSAL share (REP-3).
"""

from __future__ import annotations

from dynasty.engine.action_base import STEP, Failure, Resolver, TargetCheck
from dynasty.engine.context import Turn
from dynasty.engine.reputation import change_reputation
from dynasty.game.relations import main_line
from dynasty.game.state import Dynasty, GameState
from dynasty.game.succession import default_regent
from dynasty.orders import model as m
from dynasty.text.ids import slug, unique_id


def descendants(state: GameState, cid: str, depth: int) -> set[str]:
    """Children (depth 1), grandchildren (depth 2) ... of `cid`, living or dead, of any dynasty."""
    found: set[str] = set()
    frontier = {cid}
    for _ in range(depth):
        frontier = {k for k, c in state.characters.items() if c.father in frontier or c.mother in frontier}
        found |= frontier
    return found


def head_line_and_ancestors(state: GameState, head: str) -> set[str]:
    """BRANCH-3: the head, his children and grandchildren, his parents and grandparents."""
    found = {head} | descendants(state, head, 2)
    frontier = {head}
    for _ in range(2):
        frontier = {p for c in frontier for p in (state.characters[c].father, state.characters[c].mother)
                    if p is not None and p in state.characters}
        found |= frontier
    return found


def branch_people(state: GameState, did: str, chosen: list[str], forbidden: set[str]) -> list[str]:
    """BRANCH-2: the chosen and all their children and grandchildren who are living members of `did`, in
    state order."""
    people = set(chosen)
    for cid in chosen:
        people |= descendants(state, cid, 2)
    return [cid for cid, c in state.characters.items()
            if cid in people and c.alive and c.dynasty == did and cid not in forbidden]


def required_provinces(t: Turn, did: str) -> int:
    """BRANCH-4, BRANCH-5: a third of the dynasty's provinces, rounded down, at least 1."""
    rule = t.rules.branch
    return max(rule.min_provinces, len(t.state.dynasties[did].provinces) // rule.province_divisor)


def target_check(t: Turn, did: str, order: m.CreateBranch) -> Failure | None:
    """ACT-0: `check_create_branch` again, on the state as the action resolves (BRANCH-2 .. BRANCH-5)."""
    state = t.state
    dynasty = state.dynasties[did]
    forbidden = head_line_and_ancestors(state, dynasty.head) if dynasty.head else set()
    for cid in order.members:
        character = state.characters.get(cid)
        if character is None or not character.alive:
            return Failure("dead", cid)
        if character.dynasty != did:
            return Failure("not-own-member", cid)
        if cid in forbidden:
            return Failure("branch-forbidden", cid)
    people = branch_people(state, did, order.members, forbidden)
    if len(people) < t.rules.branch.min_members:
        return Failure("branch-small")
    for pid in order.provinces:
        province = state.provinces.get(pid)
        if province is None or province.owner != did:
            return Failure("not-own-province")
    if len(set(order.provinces)) < required_provinces(t, did):
        return Failure("branch-provinces")
    if order.head is not None and order.head not in people:
        return Failure("branch-head", order.head)
    if order.army > dynasty.army:
        return Failure("branch-army")
    return None


def branch_head(t: Turn, order: m.CreateBranch, people: list[str]) -> str:
    """BRANCH-5: the order's head, or else the eldest chosen character (the first listed among equals)."""
    if order.head is not None:
        return order.head
    chosen = list(dict.fromkeys(order.members))
    return max(chosen, key=lambda cid: (t.state.characters[cid].age, -chosen.index(cid)))


def resolve_create_branch(t: Turn, did: str, n: int, order: m.CreateBranch) -> None:
    """ACT-create_branch (BRANCH-1 .. BRANCH-6, BRANCH-8, BRANCH-10): a new dynasty, run by the master, with
    the chosen and their descendants, the listed provinces, its share of the army, the order's coins (already
    paid by the acting dynasty) and the main line's reputation; its main line is the acting dynasty."""
    state, rules = t.state, t.rules
    main = state.dynasties[did]
    forbidden = head_line_and_ancestors(state, main.head) if main.head else set()
    people = branch_people(state, did, order.members, forbidden)
    provinces = list(dict.fromkeys(order.provinces))
    owned_before = len(main.provinces)
    army = min(order.army, main.army) if order.army else main.army * len(provinces) // owned_before
    head = branch_head(t, order, people)
    head_name = state.characters[head].name
    new_id = unique_id(f"{did}-{slug(head_name)}", state.dynasties)
    reputation = state.dynasties[main_line(state, did)].reputation
    branch = Dynasty(name=f"{main.name} ({head_name})", head=head, reputation=reputation,
                     balance=order.coins, army=army, provinces=provinces, ap=0, ruling_mood=0, branch_of=did,
                     controller="master")
    state.dynasties[new_id] = branch
    for cid in people:
        state.characters[cid].dynasty = new_id
    for pid in provinces:
        state.provinces[pid].owner = new_id
    main.provinces = [pid for pid in main.provinces if pid not in provinces]
    main.army -= army
    if state.characters[head].age < rules.age.capable:  # SUCC-6: a child head needs a regent
        branch.regent = default_regent(state, rules, new_id)
    if main.regent in people:  # SUCC-7: the regent left; the eldest capable member who stayed
        main.regent = default_regent(state, rules, did)
    generals_left: list[str] = []
    for war in state.wars:
        general = war.generals.get(did)
        if general is not None and general in people:
            generals_left.append(general)
            war.generals[did] = None
    stayed = sorted({c.spouse for cid in people if (c := state.characters[cid]).spouse is not None
                     and state.characters[c.spouse].alive and state.characters[c.spouse].dynasty == did})
    if new_id not in t.orders:  # it plays no orders this turn; later steps may look for its (empty) file
        t.orders[new_id] = m.OrderFile(dynasty=new_id, turn=state.turn)
    t.record(STEP, "branch", did, public=True, concerns=[new_id], n=n, by=order.by, branch=new_id,
             name=branch.name, head=head, members=people, provinces=provinces, army=army, coins=order.coins,
             reputation=branch.reputation, spouses_stayed=stayed,
             **({"generals_left": generals_left} if generals_left else {}))


def cunning_relief(t: Turn) -> None:
    """TRAIT-cunning, TRAIT-R2: a living dynasty whose head is Cunning gets back up to 10 of the largest
    reputation loss of the turn (after Beautiful/Ugly, which applied when the loss happened), once, never
    more than the loss. The relief gives no shares (see the module's rulings)."""
    state = t.state
    for did in state.living_dynasties():
        dynasty = state.dynasties[did]
        head = state.characters.get(dynasty.head) if dynasty.head else None
        losses = t.reputation_lost.get(did)
        if head is None or not losses:
            continue
        relief_per_turn = max((t.rules.traits[trait].head_reputation_relief or 0 for trait in head.traits), default=0)
        if relief_per_turn <= 0:
            continue
        largest = min(amount for amount, _ in losses)
        relief = min(relief_per_turn, -largest)
        if relief <= 0:
            continue
        applied = change_reputation(t, did, relief, f"cunning: {dynasty.head}", shares=False)
        t.record("income", "cunning-relief", did, head=dynasty.head, largest_loss=largest, relief=relief,
                 applied=applied)


RESOLVERS: dict[str, Resolver] = {"create_branch": resolve_create_branch}
TARGET_CHECKS: dict[str, TargetCheck] = {"create_branch": target_check}
