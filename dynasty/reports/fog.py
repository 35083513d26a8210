"""What a dynasty knows at the start of a turn, as data: the one place where fog of war (INFO-1 .. INFO-5) is
decided.

A `DynastyKnowledge` holds the dynasty itself whole (INFO-5: its members, provinces, figures, decisions and
wars); of every other dynasty only its public facts (INFO-3) and what the reader learned, each with its turn
(INFO-2, INFO-4); and the proposals of marriage and the offers of peace that stand. It holds no sentence.
`seen_outcomes` gives the outcomes since the last report that the reader learns of, with whether it may see
their dice (INFO-5).

Two readers use it. The private report (`reports.build`) puts it into words, adding only texts and names
(public, INFO-3). The built-in player (`dynasty.bot`) decides from it, and from `known_state`, the game state
as the dynasty knows it, in which every hidden value of another dynasty is a placeholder (`reports.stand_ins`)
— the very state that a player's own check rebuilds from his JSON report and the chronicle's data
(`commands.player_check.state_from_report`). Every house's public facts, indexed once per state, are in
`reports.houses`.
"""

from __future__ import annotations

from collections.abc import Container, Mapping
from dataclasses import dataclass, field
from typing import Any

from dynasty.game.relations import main_line
from dynasty.game.rules import Rules
from dynasty.game.state import SCHEMA_VERSION, Character, Death, GameState, Province, ProvinceEvent, War, built
from dynasty.game.succession import HeirOutlook, default_heir, heir_outlook
from dynasty.game.war_costs import kin_loss
from dynasty.orders.defaults import default_decisions
from dynasty.reports.describe import decision_choices
from dynasty.reports.houses import (
    OtherDynasty,
    StateIndex,
    known_of,
    learned_houses,
    relation_to,
    relative_houses,
    war_sides,
)
from dynasty.reports.model import MemberView, MoodPart, ProposalView
from dynasty.reports.record import (
    GM_ONLY,
    SHARED_DICE,
    SHOWN_IN_FIGURES,
    SHOWN_WITH_MEMBERS,
    Outcome,
    TurnRecord,
    concerns,
)
from dynasty.reports.stand_ins import (
    HouseStandIns,
    link_death,
    link_stand_ins,
    make_character,
    make_dynasty,
    make_province,
    make_skills,
    stand_in,
    stand_in_dynasty,
    stand_in_province,
)

# -- the dynasty itself (INFO-5) ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Captured:
    """PROV-2 (public): when a province of ours was taken in battle, and from whom."""

    turn: int
    former_owner: str


@dataclass(frozen=True, slots=True)
class ProvinceFacts:
    """PROV-3: one of the dynasty's provinces, with this turn's event (the state's, read only)."""

    id: str
    name: str
    loyalty: int
    yield_: int
    event: ProvinceEvent | None
    captured: Captured | None = None


@dataclass(frozen=True, slots=True)
class DecisionFacts:
    """A decision to take now (PROV-3, PROV-4, PROV-6; SUCC-5 the heir, SUCC-7 the regent), with the default
    that applies when the orders say nothing."""

    kind: str
    province: str | None
    choices: list[str]
    default: str
    heir: HeirOutlook | None = None  # SUCC-3..5: the lawful heirs, or the price of none (the heir's decision)


@dataclass(frozen=True, slots=True)
class PeaceOffer:
    """ACT-offer_peace: a standing offer of peace (public, INFO-3), with the offerer's terms."""

    dynasty: str  # who offers
    by: str
    to: str  # the dynasty it is offered to
    turn: int
    pay: int
    ask: int
    vassal: str | None
    cede: list[str]
    claim: list[str]
    terms: Mapping[str, Any]  # as the proposal holds them


@dataclass(frozen=True, slots=True)
class WarFacts:
    """One war of the dynasty (WAR-1 .. WAR-14, VASSAL-5)."""

    enemy: str  # the leader of the other side
    side: str  # attacker | defender
    started: int
    general: str | None  # our general, while he commands (WAR-1); None: no general's bonus
    enemies: list[str]
    allies: list[str]
    war_turns: int
    offers_received: list[PeaceOffer]
    offers_made: list[PeaceOffer]
    enemy_provinces: dict[str, list[str]]  # by living enemy, its provinces (public), for `take:` (WAR-5)
    retake: list[str]  # our provinces they took that a retake this turn restores (PROV-2)


@dataclass(frozen=True, slots=True)
class Seen:
    """An outcome since the last report that the reader learns of; its dice only where it may see them
    (INFO-5: its own, and a battle's that concerns it)."""

    outcome: Outcome
    with_dice: bool


@dataclass(frozen=True)
class DynastyKnowledge:
    """Everything one dynasty knows at the start of a turn, as data."""

    turn: int
    era: str
    dynasty: str
    name: str
    alive: bool
    head: str | None
    regent: str | None
    lord: str | None
    branch_of: str | None
    reputation: int
    balance: int
    army: int
    ap: int
    technologies: list[str]
    members: list[MemberView]  # the living members, everything about them
    provinces: list[ProvinceFacts]
    decisions: list[DecisionFacts]
    wars: list[WarFacts]
    others: list[OtherDynasty]  # every other dynasty of the game, living or fallen, in the state's order
    proposals: list[ProposalView]  # the marriage proposals told since the last report, and the lapsed ones
    #: the houses that hold a relative of one of its living members (ALLY-3: kin of any kind, the spouse too)
    relatives: frozenset[str] = frozenset()
    #: WAR-10: what a war it declared on each of those houses would cost it every war turn, for kin of either
    #: head on the other side (family links are public, INFO-3); a house not named costs nothing of the kind
    war_kin: Mapping[str, int] = field(default_factory=dict)
    #: the reputation other dynasties took from it since its last report (their gossip, their Gossips' rumours:
    #: the changes its report shows with their source)
    hit_by_others: int = 0
    #: the houses of note to it: allies and relatives, the houses it learned something of, those of its wars,
    #: its lord and vassals, the house it branched from and its own branches, those of its marriage proposals
    noted: frozenset[str] = frozenset()
    _state: list[GameState] = field(default_factory=list, compare=False, repr=False)

    def lawful_heirs(self) -> list[str]:
        """SUCC-3: its lawful heirs, the default first, as the heir's decision tells them (none without one)."""
        heir = next((d.heir for d in self.decisions if d.kind == "heir"), None)
        return list(heir.lawful) if heir is not None else []

    def known_state(self) -> GameState:
        """The game state as the dynasty knows it (built once, then shared: never change it)."""
        if not self._state:
            self._state.append(known_state(self))
        return self._state[0]


# -- the dynasty's own facts (INFO-5) ----------------------------------------------------------------------------


def member_facts(state: GameState, rules: Rules, record: TurnRecord, dynasty_id: str,
                 index: StateIndex) -> list[MemberView]:
    """Every living member with everything about him, and his mood of the last step 4 with its parts
    (MOOD-4)."""
    dynasty = state.dynasties[dynasty_id]
    heir = default_heir(state, rules, dynasty_id) if dynasty.alive else None
    generals = {war.generals.get(dynasty_id) for war in state.wars} & index.generals()
    moods = record.moods()
    parts: dict[tuple[int, str], MoodPart] = record.derived("mood parts", lambda _: {})  # (`mood_part`)
    views = []
    head, regent, capable = dynasty.head, dynasty.regent, rules.age.capable
    for cid in index.living.get(dynasty_id, ()):
        person = state.characters[cid]
        roles = ["head"] if cid == head else []
        if cid == regent:
            roles.append("regent")
        if cid == heir:
            roles.append("heir")
        if cid in generals:
            roles.append("general")
        status = ["child"] if person.age < capable else []
        if person.isolated:
            status.append("isolated")
        mood = moods.get(cid)
        # built unvalidated (`state.built`): every value is the state's, or made an int or a str here
        views.append(built(MemberView, {
            "id": cid, "name": person.name, "sex": person.sex, "age": person.age, "roles": roles,
            "status": status, "loyalty": person.loyalty,
            "last_mood": None if mood is None or "mood" not in mood else int(mood["mood"]),
            "mood_parts": [] if mood is None else [mood_part(parts, int(c.get("amount", 0)), str(c.get("cause", "")))
                                                   for c in mood.get("contributions") or ()],
            "skills": person.skills.as_dict(), "traits": list(person.traits), "spouse": person.spouse,
            "father": person.father, "mother": person.mother, "born": person.born}))
    return views


def mood_part(parts: dict[tuple[int, str], MoodPart], amount: int, cause: str) -> MoodPart:
    """One part of a mood (MOOD-4): one view of each amount and cause in `parts`, which every member of a turn
    shares (the reports only read them; a turn gives many members the same few parts)."""
    found = parts.get((amount, cause))
    if found is None:
        found = parts[amount, cause] = built(MoodPart, {"amount": amount, "cause": cause})
    return found


def province_facts(state: GameState, dynasty_id: str) -> list[ProvinceFacts]:
    """PROV-3: the dynasty's provinces with loyalty, yield and this turn's event; PROV-2: which were taken in
    battle, when and from whom (not their loyalty before, which was the former owner's)."""
    found = []
    for pid in state.dynasties[dynasty_id].provinces:
        province = state.provinces[pid]
        event = province.event if province.event is not None and province.event.turn == state.turn else None
        held = province.captured
        found.append(ProvinceFacts(id=pid, name=province.name, loyalty=province.loyalty, yield_=province.yield_,
                                   event=event,
                                   captured=None if held is None else Captured(held.turn, held.former_owner)))
    return found


def decision_facts(state: GameState, rules: Rules, dynasty_id: str,
                   index: StateIndex | None = None) -> list[DecisionFacts]:
    """PROV-3, PROV-4, PROV-6: the events waiting for an answer, with the default that applies when the orders
    say nothing; SUCC-5: the preferred heir; SUCC-7: the regent. (`index`: the state's, when one is made.)"""
    dynasty = state.dynasties[dynasty_id]
    defaults = default_decisions(state, rules, dynasty_id)
    found = []
    for kind in ("famine", "disease", "volunteers", "revolt"):
        answers: dict[str, str] = getattr(defaults, kind)
        for pid, default in answers.items():
            found.append(DecisionFacts(kind=kind, province=pid, choices=decision_choices(kind), default=default))
    members = index.living.get(dynasty_id, []) if index is not None else state.members(dynasty_id)
    others = [cid for cid in members if cid != dynasty.head]
    outlook = heir_outlook(state, rules, dynasty_id)  # SUCC-5: the default heir, or the eldest at the SUCC-4 price
    if outlook.successor is not None:
        found.append(DecisionFacts(kind="heir", province=None, choices=others, default=outlook.successor,
                                   heir=outlook))
    if dynasty.regent is not None:
        capable = [cid for cid in others if state.characters[cid].age >= rules.age.capable]
        found.append(DecisionFacts(kind="regent", province=None, choices=capable, default=dynasty.regent))
    return found


def peace_offers(state: GameState) -> list[PeaceOffer]:
    """ACT-offer_peace: the standing offers of peace (public, INFO-3): those of the last turn's orders, which
    this turn's orders may accept. An acceptance that waited for a mirror offer is no offer."""
    found = []
    for proposal in state.proposals:
        if proposal.kind != "peace" or proposal.accept or proposal.turn < state.turn - 1:
            continue
        terms = proposal.terms
        vassal = terms.get("vassal")
        found.append(PeaceOffer(
            dynasty=proposal.dynasty, by=proposal.by, to=proposal.target, turn=proposal.turn,
            pay=int(terms.get("pay", 0) or 0), ask=int(terms.get("ask", 0) or 0),
            vassal=str(vassal) if vassal is not None else None, cede=[str(p) for p in terms.get("cede") or []],
            claim=[str(p) for p in terms.get("claim") or []], terms=terms))
    return found


def war_facts(state: GameState, rules: Rules, dynasty_id: str) -> list[WarFacts]:
    """Each war of the dynasty: its enemies and allies (VASSAL-5), its side, since when (WAR-14), its general
    (WAR-1), the standing peace offers both ways, and the enemies' provinces for `take:` (WAR-5) — the ones
    they took from us that a retake this turn restores (PROV-2) apart."""
    offers = peace_offers(state) if state.proposals else []
    found = []
    for war in state.wars:
        sides = war_sides(war, dynasty_id)
        if sides is None:
            continue
        side, allies, enemies = sides
        general = war.generals.get(dynasty_id)
        person = state.characters.get(general) if general is not None else None
        if person is None or not person.alive or person.dynasty != dynasty_id:  # WAR-1: he commands no more
            general = None
        living = [e for e in enemies if e in state.dynasties and state.dynasties[e].alive]
        retake = [pid for e in living for pid in state.dynasties[e].provinces
                  for held in (state.provinces[pid].captured,)
                  if held is not None and held.former_owner == dynasty_id
                  and state.turn - held.turn <= rules.war.retake_within_turns]
        found.append(WarFacts(
            enemy=enemies[0] if enemies else "", side=side, started=war.started, general=general,
            enemies=enemies, allies=allies, war_turns=state.turn - war.started,
            offers_received=[o for o in offers if o.to == dynasty_id and o.dynasty in enemies],
            offers_made=[o for o in offers if o.dynasty == dynasty_id and o.to in enemies],
            enemy_provinces={e: list(state.dynasties[e].provinces) for e in living}, retake=retake))
    return found


# -- what happened since the last report -------------------------------------------------------------------------


def seen_outcomes(record: TurnRecord, dynasty_id: str, public_of: frozenset[str] | None = None) -> list[Seen]:
    """INFO-5: the dynasty's own outcomes with their dice; others that concern it, and public ones, without
    another dynasty's dice (a battle's are shared by the sides it concerns). The GM's own outcomes, the moods
    (shown with the members) and the figures' outcomes (shown in the figures) are not told here. With
    `public_of`, a superset of the public ones that name the dynasty or one of these houses, or the whole
    game (what a big game's report tells: `TurnRecord.concerning`)."""
    found = []
    for outcome in record.concerning(dynasty_id, public_of):
        kind = outcome.get("kind")
        if kind in GM_ONLY or kind in SHOWN_WITH_MEMBERS or kind in SHOWN_IN_FIGURES \
                or not concerns(outcome, dynasty_id):
            continue
        shared = kind in SHARED_DICE and dynasty_id in (outcome.get("concerns") or [])
        found.append(Seen(outcome, with_dice=outcome.get("dynasty") == dynasty_id or shared))
    return found


def proposals_told(record: TurnRecord, dynasty_id: str) -> list[ProposalView]:
    """The proposals of marriage told since the last report (public), and those that lapsed that concern the
    dynasty, in log order, as data: what `seen_outcomes` tells of them."""
    return [view for outcome, view in record.derived("proposals", _proposal_views) if concerns(outcome, dynasty_id)]


def _proposal_views(record: TurnRecord) -> list[tuple[Outcome, ProposalView]]:
    """Every proposal and lapse of the record with its view, made once for all readers."""
    found = []
    for outcome in record.of_kind("proposal", "proposal-lapsed"):
        p = outcome.get("params") or {}
        found.append((outcome, ProposalView(
            by=str(p.get("by", "")), target=str(p.get("target", "")),
            by_dynasty=outcome.get("dynasty"), target_dynasty=p.get("target_dynasty"),
            pay=int(p.get("pay", 0) or 0), ask=int(p.get("ask", 0) or 0), vassal=p.get("vassal"),
            lapsed=outcome.get("kind") == "proposal-lapsed")))
    return found


# -- the whole ---------------------------------------------------------------------------------------------------


def dynasty_knowledge(state: GameState, rules: Rules, dynasty_id: str, record: TurnRecord,
                      index: StateIndex | None = None) -> DynastyKnowledge:
    """What `dynasty_id` knows at the start of `state.turn`; `record` is what happened since its last report
    (`reports.record.turn_record`). The callers that ask for every dynasty of one state pass its `index` once
    for all (and hold the state `succession.unchanged`)."""
    if dynasty_id not in state.dynasties:
        raise KeyError(f"'{dynasty_id}' is no dynasty of this game")
    index = index if index is not None else StateIndex(state)
    dynasty = state.dynasties[dynasty_id]
    # ALLY-1: an ally holds a close relative of the reader's head, or the reader one of its head's, so only the
    # houses of the reader's relatives may be allies; the others are enemies (or, fallen, neither)
    relatives = relative_houses(index, dynasty_id)
    learned = learned_houses(index, dynasty_id)
    others = []
    for other in state.dynasties:
        if other == dynasty_id:
            continue
        if other in relatives or other in learned:
            relation_, reason = relation_to(index, dynasty_id, other)
            # the public facts every reader shares, with this reader's relation and what it learned (INFO-4)
            others.append(index.seen_by_all(other, "").read_by(relation_, reason, known_of(index, dynasty_id, other)))
        else:
            both_alive = dynasty.alive and state.dynasties[other].alive
            others.append(index.seen_by_all(other, "enemy" if both_alive else ""))
    wars = war_facts(state, rules, dynasty_id)
    proposals = proposals_told(record, dynasty_id)
    noted = relatives | learned | {o.id for o in others if o.relation == "ally"}
    noted |= {d for war in wars for d in (*war.enemies, *war.allies)}
    noted |= {d for d in (dynasty.lord, dynasty.branch_of) if d is not None} | set(index.sworn(dynasty_id))
    noted |= {d for p in proposals for d in (p.by_dynasty, p.target_dynasty) if d is not None}
    noted.discard(dynasty_id)
    return DynastyKnowledge(
        turn=state.turn, era=state.era, dynasty=dynasty_id, name=dynasty.name, alive=dynasty.alive,
        head=dynasty.head, regent=dynasty.regent, lord=dynasty.lord, branch_of=dynasty.branch_of,
        reputation=dynasty.reputation, balance=dynasty.balance, army=dynasty.army, ap=dynasty.ap,
        technologies=list(dynasty.technologies),
        members=member_facts(state, rules, record, dynasty_id, index),
        provinces=province_facts(state, dynasty_id),
        decisions=decision_facts(state, rules, dynasty_id, index) if dynasty.alive else [],
        wars=wars, others=others, proposals=proposals, relatives=frozenset(relatives),
        war_kin=attack_kin(state, rules, dynasty_id, relatives, index),
        hit_by_others=hit_by_others(record, dynasty_id),
        noted=frozenset(d for d in noted if d in state.dynasties))


def hit_by_others(record: TurnRecord, dynasty_id: str) -> int:
    """INFO-5: the reputation the dynasty lost since its last report by the acts of other dynasties."""
    lost: dict[str, int] = record.derived("hit-by-others", _hit_by_others)
    return lost.get(dynasty_id, 0)


def _hit_by_others(record: TurnRecord) -> dict[str, int]:
    """`hit_by_others` of every dynasty, found in one pass."""
    lost: dict[str, int] = {}
    for o in record.of_kind("reputation"):
        params = o.get("params") or {}
        source, dynasty = params.get("source"), o.get("dynasty")
        if source not in (None, dynasty) and int(params.get("change", 0)) < 0:
            lost[str(dynasty)] = lost.get(str(dynasty), 0) - int(params["change"])
    return lost


def attack_kin(state: GameState, rules: Rules, dynasty_id: str, relatives: set[str],
               index: StateIndex) -> dict[str, int]:
    """WAR-10: for each living house that holds a relative of one of the dynasty's members, what attacking it
    would cost each war turn, where it would cost anything (`war_costs.kin_loss`): between branches of one
    house its loss; else for a close relative of either head on the other side, or another relative — found
    through the family links of the two heads (`StateIndex.close_kin`, `StateIndex.related_in`), as `relation` reads
    them."""
    found = {}
    ours = set(index.living.get(dynasty_id, ()))
    head = state.dynasties[dynasty_id].head
    root = main_line(state, dynasty_id)
    for other in sorted(relatives):
        if not state.dynasties[other].alive:
            continue
        if main_line(state, other) == root:
            loss = kin_loss(state, rules, dynasty_id, other, attacking=True, members=index.living)
            if loss is not None:
                found[other] = loss[0]
            continue
        theirs = set(index.living.get(other, ()))
        their_head = state.dynasties[other].head
        pairs = [(h, members) for h, members in ((head, theirs), (their_head, ours)) if h is not None]
        if any(not index.close_kin(h).isdisjoint(members) for h, members in pairs):
            found[other] = rules.war.close_relative
        elif any(index.related_in(h, house) for h, house in ((head, other), (their_head, dynasty_id))
                 if h is not None):
            found[other] = rules.war.other_relative
    return found


# -- the state as the dynasty knows it ---------------------------------------------------------------------------


def house_stand_ins(other: OtherDynasty, living: Container[str], death: Death) -> HouseStandIns:
    """Another house as the state a dynasty knows holds it: its public facts, hidden values placeholders, and the
    dead its members link to who are not among the `living` of the game."""
    members = {p.id: stand_in(p, other.id) for p in other.members}
    return HouseStandIns(
        dynasty=stand_in_dynasty(name=other.name, head=other.head, reputation=other.reputation,
                                 provinces=list(other.provinces), lord=other.lord, branch_of=other.branch_of,
                                 alive=other.alive),
        members=members, provinces={pid: stand_in_province(pid, other.id) for pid in other.provinces},
        links=link_stand_ins(members.values(), living, death))


def known_state(knowledge: DynastyKnowledge) -> GameState:
    """The game state as the dynasty knows it, from its knowledge alone: its own dynasty whole (INFO-5); of the
    others their public facts (INFO-3), every hidden value a placeholder (`HIDDEN_*`: no skills, traits,
    treasury or army, a middling loyalty); a dead relative known by a link only is a dead placeholder, so that
    every link points at a character (siblings still share a parent). The same state as a player's own check
    rebuilds from the JSON report (`commands.player_check.state_from_report`), built without validation: the
    knowledge is the program's own."""
    me = knowledge.dynasty
    characters: dict[str, Character] = {}
    for member in knowledge.members:
        characters[member.id] = make_character(
            name=member.name, sex=member.sex, age=member.age, dynasty=me, born=member.born,
            mood=member.last_mood or 0, loyalty=member.loyalty, skills=make_skills(member.skills),
            traits=list(member.traits), father=member.father, mother=member.mother, spouse=member.spouse,
            isolated="isolated" in member.status)
    provinces: dict[str, Province] = {}
    for view in knowledge.provinces:
        event = view.event
        known_event = None if event is None else built(ProvinceEvent, {
            "turn": knowledge.turn, "roll": event.roll, "kind": event.kind, "applies": event.applies,
            "revolt_roll": list(event.revolt_roll) if event.revolt_roll is not None else None,
            "decision": event.decision, "army_change": 0, "yield_before": None})
        provinces[view.id] = make_province(view.name, me, view.loyalty, view.yield_, known_event)
    dynasties = {me: make_dynasty(
        name=knowledge.name, head=knowledge.head, regent=knowledge.regent, reputation=knowledge.reputation,
        balance=knowledge.balance, army=knowledge.army, provinces=[p.id for p in knowledge.provinces],
        ap=knowledge.ap, technologies=list(knowledge.technologies), lord=knowledge.lord,
        branch_of=knowledge.branch_of, alive=any(c.alive for c in characters.values()))}
    own = list(characters.values())
    death = link_death(knowledge.turn)
    living = {*characters, *(member.id for other in knowledge.others for member in other.members)}
    houses = []
    for other in knowledge.others:  # INFO-3: the public facts; what is hidden is a placeholder
        if other.id in dynasties:
            continue
        house = house_stand_ins(other, living, death)
        houses.append(house)
        characters.update(house.members)  # a character is of one house: no house holds another's members
        if provinces.keys().isdisjoint(house.provinces):
            provinces.update(house.provinces)
            dynasties[other.id] = house.dynasty
        else:  # a province that two houses list (a state edited by hand) stays the first's
            owned = [pid for pid in other.provinces if pid not in provinces]
            provinces.update((pid, house.provinces[pid]) for pid in owned)
            dynasties[other.id] = stand_in_dynasty(
                name=other.name, head=other.head, reputation=other.reputation, provinces=owned, lord=other.lord,
                branch_of=other.branch_of, alive=other.alive)
    # the dead known by a link only: those of our members, then each house's in turn (found once for all)
    characters.update(link_stand_ins(own, characters, death))
    for house in houses:
        for link, placeholder in house.links.items():
            if link not in characters:
                characters[link] = placeholder
    wars = []
    for war in knowledge.wars:
        ours, theirs = [me, *war.allies], list(war.enemies or [war.enemy])
        attackers, defenders = (ours, theirs) if war.side == "attacker" else (theirs, ours)
        # WAR-1: only the reader's own general is his to know and to be busy
        wars.append(built(War, {"attackers": attackers, "defenders": defenders, "generals": {me: war.general},
                                 "started": war.started}))
    return built(GameState, {
        "schema_version": SCHEMA_VERSION, "turn": knowledge.turn, "era": knowledge.era, "dynasties": dynasties,
        "characters": characters, "provinces": provinces, "wars": wars, "knowledge": {}, "winners": [],
        "proposals": []})
