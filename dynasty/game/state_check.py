"""A state's checks, and how a state file is loaded (CONTRACT "State and log").

Parse, then check: the models of `dynasty.game.state` check types and unknown fields; `state_problems` then checks
what needs the whole state or the rules data (references between ids, rule limits) and reports every problem
at once, each with its line, so that a game master's hand edit is easy to mend.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from dynasty.errors import Location, Problem, ProblemsError
from dynasty.game.rules import SKILLS, Rules
from dynasty.game.state import (
    CHARACTER_FACTS,
    DYNASTY_FACTS,
    ID_PATTERN,
    TRAITS,
    GameState,
    LearnedFact,
    unknown_trait,
)
from dynasty.store.yaml_io import Document, load_yaml, validate_document
from dynasty.text.catalogs import Named, Text

#: Ids no dynasty may take: a dynasty's reports are `<id>.md`, `<id>.json` and `<id>.orders.yaml` in the folder of
#: a turn's reports, which also holds the game master's `gm.md`, the chronicle's `public.md` and `public.json`
#: and the forum's `posts/` (`reports.write`).
RESERVED_DYNASTY_IDS = ("gm", "public", "posts")


def reserved_dynasty_id(did: str) -> Text | None:
    """What is wrong with a dynasty id that a file of the reports' own would take, if it is one of those."""
    if did not in RESERVED_DYNASTY_IDS:
        return None
    return Text("cli-dynasty-id-reserved", id=did, reserved=", ".join(RESERVED_DYNASTY_IDS))


def state_problems(state: GameState, rules: Rules, doc: Document | None = None) -> list[Problem]:
    """Every reference and rule limit the state breaks, each with its line when `doc` is given. The problems
    quote ids and fields as the file writes them: it is the file that the game master mends."""
    problems: list[Problem] = []

    def add(loc: tuple[str | int, ...], text: Text) -> None:
        where = doc.location(loc) if doc else Location("state", None, ".".join(map(str, loc)))
        problems.append(Problem("state", text, where))

    def person(cid: str) -> Named:
        """A character's id as a sentence quotes it, with the sex a Russian verb agrees with."""
        found = state.characters.get(cid)
        return Named(cid, "person", found.sex if found is not None else "m")

    limits = rules.limits
    step = rules.age.turn_years
    if state.era not in rules.eras:
        add(("era",), Text("cli-state-unknown-era", era=state.era, known=", ".join(rules.eras)))
    elif state.era != rules.era_for(state.turn):
        add(("era",), Text("cli-state-wrong-era", turn=state.turn, expected=rules.era_for(state.turn), era=state.era))

    for table in ("dynasties", "characters", "provinces"):
        for key in getattr(state, table):
            if not ID_PATTERN.match(key):
                add((table, key), Text("cli-state-bad-id", id=key))
    for did in state.dynasties:
        reserved = reserved_dynasty_id(did)
        if reserved is not None:
            add(("dynasties", did), reserved)

    def character_ref(loc: tuple[str | int, ...], cid: str | None, *, alive: bool = False,
                      field: str | None = None) -> None:
        """`field`: the file's key that names the character (default: the last of `loc`)."""
        if cid is None:
            return
        other = state.characters.get(cid)
        if other is None:
            add(loc, Text("cli-state-no-character", field=field or str(loc[-1]), id=cid))
        elif alive and not other.alive:
            add(loc, Text("cli-state-dead", field=field or str(loc[-1]), who=person(cid)))

    def dynasty_ref(loc: tuple[str | int, ...], did: str | None, field: str | None = None) -> None:
        if did is not None and did not in state.dynasties:
            add(loc, Text("cli-state-no-dynasty", field=field or str(loc[-1]), id=did))

    for cid, ch in state.characters.items():
        base = ("characters", cid)
        dynasty_ref(base + ("dynasty",), ch.dynasty)
        if ch.alive and ch.dynasty in state.dynasties and not state.dynasties[ch.dynasty].alive:
            add(base + ("dynasty",), Text("cli-state-alive-in-destroyed", who=person(cid), dynasty=ch.dynasty))
        dynasty_ref(base + ("birth_dynasty",), ch.birth_dynasty)
        character_ref(base + ("father",), ch.father)
        character_ref(base + ("mother",), ch.mother)
        character_ref(base + ("spouse",), ch.spouse)
        if ch.father is not None and ch.father in state.characters and state.characters[ch.father].sex != "m":
            add(base + ("father",), Text("cli-state-father-not-male", id=ch.father))
        if ch.mother is not None and ch.mother in state.characters and state.characters[ch.mother].sex != "f":
            add(base + ("mother",), Text("cli-state-mother-not-female", id=ch.mother))
        if ch.spouse is not None and ch.spouse in state.characters:
            partner = state.characters[ch.spouse]
            if partner.spouse is None:
                add(base + ("spouse",), Text("cli-state-spouse-unmarried", spouse=person(ch.spouse), id=cid))
            elif partner.spouse != cid:
                add(base + ("spouse",), Text("cli-state-spouse-married-elsewhere", spouse=person(ch.spouse),
                                             other=partner.spouse, id=cid))
            elif partner.sex == ch.sex:
                add(base + ("spouse",), Text("cli-state-spouses-same-sex", id=cid, other=ch.spouse))
            if ch.alive and ch.age < rules.age.capable:
                add(base + ("spouse",), Text("cli-state-married-too-young", id=cid, age=ch.age,
                                             capable=rules.age.capable))
            if ch.alive != partner.alive:
                add(base + ("spouse",), Text("cli-state-married-to-the-dead"))
        if ch.age % step != 0:
            add(base + ("age",), Text("cli-age-step", age=ch.age, step=step))
        if ch.alive and ch.age >= rules.age.certain_death:
            add(base + ("age",), Text("cli-state-too-old", age=ch.age, death=rules.age.certain_death))
        if ch.alive == (ch.death is not None):
            add(base + ("death",), Text("cli-state-living-with-death" if ch.alive else "cli-state-dead-without-death"))
        if not limits.loyalty_min <= ch.loyalty <= limits.loyalty_max:
            add(base + ("loyalty",), Text("cli-state-loyalty-range", value=ch.loyalty, low=limits.loyalty_min,
                                          high=limits.loyalty_max))
        top = limits.genius_skill_max if "genius" in ch.traits else limits.skill_max
        for skill in SKILLS:
            value = ch.skills.get(skill)
            if not limits.skill_min <= value <= top:
                add(base + ("skills", skill), Text("cli-state-skill-range", skill=skill, value=value,
                                                   low=limits.skill_min, high=top))
        for i, trait in enumerate(ch.traits):
            if trait not in rules.traits:
                add(base + ("traits", i), unknown_trait(trait, rules))
        if len(set(ch.traits)) != len(ch.traits):
            add(base + ("traits",), Text("cli-state-trait-twice"))
        if len(ch.traits) > TRAITS:  # CHAR-2
            add(base + ("traits",), Text("cli-state-trait-count", n=len(ch.traits)))
        if ch.born is not None and ch.born > state.turn:
            add(base + ("born",), Text("cli-state-born-later", born=ch.born, turn=state.turn))
        if ch.death is not None and ch.death.turn > state.turn:
            add(base + ("death", "turn"), Text("cli-state-died-later", died=ch.death.turn, turn=state.turn))

    living: dict[str, list[str]] = {}
    for cid, c in state.characters.items():
        if c.alive:
            living.setdefault(c.dynasty, []).append(cid)
    for did, dyn in state.dynasties.items():
        base = ("dynasties", did)
        members = living.get(did, [])
        if dyn.alive:
            if dyn.head is None:
                add(base + ("head",), Text("cli-state-no-head", dynasty=did))
            if not members:
                add(base, Text("cli-state-no-members", dynasty=did))
        for field_name in ("head", "regent"):
            cid = getattr(dyn, field_name)
            if cid is None:
                continue
            character_ref(base + (field_name,), cid, alive=dyn.alive)
            if cid in state.characters and state.characters[cid].dynasty != did:
                add(base + (field_name,), Text("cli-state-member-elsewhere", field=field_name, id=cid,
                                               other=state.characters[cid].dynasty, dynasty=did))
        head = state.characters.get(dyn.head) if dyn.head else None
        others = [cid for cid in members if cid != dyn.head]
        if dyn.alive and head is not None and head.age < rules.age.capable and dyn.regent is None and others:
            add(base + ("regent",), Text("cli-state-regent-needed", id=dyn.head, age=head.age,
                                         capable=rules.age.capable))
        dynasty_ref(base + ("lord",), dyn.lord)
        dynasty_ref(base + ("branch_of",), dyn.branch_of)
        if dyn.lord == did or dyn.branch_of == did:
            add(base, Text("cli-state-own-lord", dynasty=did))
        if dyn.reputation > limits.reputation_max:
            add(base + ("reputation",), Text("cli-state-reputation-above", value=dyn.reputation,
                                             most=limits.reputation_max))
        if dyn.alive and dyn.reputation <= limits.defeat_reputation:
            add(base + ("reputation",), Text("cli-state-reputation-defeat", value=dyn.reputation))
        if dyn.balance < limits.balance_min:
            add(base + ("balance",), Text("cli-state-balance-below", value=dyn.balance, least=limits.balance_min))
        if dyn.army < 0:
            add(base + ("army",), Text("cli-state-army-negative", value=dyn.army))
        if dyn.ap < rules.ap.minimum:
            add(base + ("ap",), Text("cli-state-ap-below", value=dyn.ap, least=rules.ap.minimum))
        for i, tech in enumerate(dyn.technologies):
            if tech not in rules.technologies:
                add(base + ("technologies", i), Text("cli-state-unknown-technology", technology=tech,
                                                     known=", ".join(rules.technologies)))
            elif tech in dyn.technologies[:i]:
                add(base + ("technologies", i), Text("cli-state-technology-twice", technology=tech))
        if not dyn.alive and dyn.provinces:  # DEFEAT-2: a fallen house's lands went to others
            add(base + ("provinces",), Text("cli-state-destroyed-with-provinces", dynasty=did))
        if dyn.regent is not None and head is not None and head.age >= rules.age.capable:
            add(base + ("regent",), Text("cli-state-regent-for-adult", id=dyn.head, age=head.age,
                                         capable=rules.age.capable))
        for i, pid in enumerate(dyn.provinces):
            if pid in dyn.provinces[:i]:
                add(base + ("provinces", i), Text("cli-state-province-twice", id=pid))
            elif pid not in state.provinces:
                add(base + ("provinces", i), Text("cli-state-no-province", id=pid))
            elif (owner := state.provinces[pid].owner) != did:
                add(base + ("provinces", i), Text("cli-state-province-owned-by", id=pid, owner=owner, dynasty=did)
                    if owner is not None else Text("cli-state-province-unowned", id=pid, dynasty=did))
    _check_vassal_cycles(state, add)
    _check_ancestors(state, add)

    for pid, prov in state.provinces.items():
        base = ("provinces", pid)
        dynasty_ref(base + ("owner",), prov.owner)
        if prov.owner in state.dynasties and pid not in state.dynasties[prov.owner].provinces:
            add(base + ("owner",), Text("cli-state-owner-lacks-province", owner=prov.owner, id=pid))
        if not limits.province_loyalty_min <= prov.loyalty <= limits.province_loyalty_max:
            add(base + ("loyalty",), Text("cli-state-province-loyalty-range", value=prov.loyalty,
                                          low=limits.province_loyalty_min, high=limits.province_loyalty_max))
        if prov.owner is None and prov.revolt is None:
            add(base + ("owner",), Text("cli-state-province-abandoned", id=pid))
        if prov.owner is not None and prov.revolt is not None:
            add(base + ("revolt",), Text("cli-state-province-owned-in-revolt", id=pid, owner=prov.owner))
        if prov.yield_ < limits.province_yield_min:
            add(base + ("yield",), Text("cli-state-yield-below", value=prov.yield_, least=limits.province_yield_min))
        if prov.captured is not None:
            dynasty_ref(base + ("captured", "former_owner"), prov.captured.former_owner)

    _check_wars(state, add, dynasty_ref, character_ref)
    for i, did in enumerate(state.winners):
        dynasty_ref(("winners", i), did, "winners")

    for i, proposal in enumerate(state.proposals):
        dynasty_ref(("proposals", i, "dynasty"), proposal.dynasty)
        character_ref(("proposals", i, "by"), proposal.by)
        if proposal.kind == "peace":
            dynasty_ref(("proposals", i, "target"), proposal.target)
        else:
            character_ref(("proposals", i, "target"), proposal.target)
        vassal = proposal.terms.get("vassal")
        if vassal is not None:
            dynasty_ref(("proposals", i, "terms", "vassal"), str(vassal))

    for did, facts in state.knowledge.items():
        dynasty_ref(("knowledge", did), did, "knowledge")
        for i, fact in enumerate(facts):
            _check_fact(state, rules, did, i, fact, add)
    return problems


def _check_wars(state: GameState, add: Any, dynasty_ref: Any, character_ref: Any) -> None:
    """WAR-1: two sides of different dynasties, one war between two dynasties, begun by now; a general
    commands for a dynasty of the war, from among its members."""
    fought: dict[frozenset[str], int] = {}
    for i, war in enumerate(state.wars):
        for side in ("attackers", "defenders"):
            for j, did in enumerate(getattr(war, side)):
                dynasty_ref(("wars", i, side, j), did, side)
                if did in getattr(war, side)[:j]:
                    add(("wars", i, side, j), Text("cli-state-war-side-twice", dynasty=did, side=side))
        for j, did in enumerate(war.defenders):
            if did in war.attackers:
                add(("wars", i, "defenders", j), Text("cli-state-war-both-sides", dynasty=did))
        for attacker in dict.fromkeys(war.attackers):
            for defender in dict.fromkeys(war.defenders):
                pair = frozenset((attacker, defender))
                if len(pair) == 2 and pair in fought and fought[pair] != i:
                    add(("wars", i), Text("cli-state-war-twice", dynasty=attacker, enemy=defender, other=fought[pair]))
                fought.setdefault(pair, i)
        if war.started > state.turn:
            add(("wars", i, "started"), Text("cli-state-war-later", started=war.started, turn=state.turn))
        for did, general in war.generals.items():
            dynasty_ref(("wars", i, "generals", did), did, "generals")
            if did in state.dynasties and did not in war.attackers and did not in war.defenders:
                add(("wars", i, "generals", did), Text("cli-state-general-outside-war", dynasty=did))
            character_ref(("wars", i, "generals", did), general, alive=True, field="general")
            if general in state.characters and state.characters[general].dynasty != did:
                add(("wars", i, "generals", did), Text("cli-state-general-elsewhere", id=general,
                                                       other=state.characters[general].dynasty, dynasty=did))


#: What a learned fact's value is (INFO-4): the type of each fact, and for a list, of its items.
_FACT_VALUES: dict[str, tuple[type, type | None]] = {
    "traits": (list, str), "loyalty": (int, None), "skills": (dict, int), "mood": (int, None),
    "balance": (int, None), "army": (int, None), "technologies": (list, str)}


def _check_fact(state: GameState, rules: Rules, learner: str, i: int, fact: LearnedFact, add: Any) -> None:
    """INFO-2, INFO-4: a fact that can be learned, of a character or a dynasty that exists, learned by now, of
    another dynasty (its own it knows whole, INFO-5), with a value of the fact's kind."""
    base = ("knowledge", learner, i)
    kinds: tuple[str, ...]
    if fact.subject in state.characters:
        kinds, own = CHARACTER_FACTS, state.characters[fact.subject].dynasty == learner
    elif fact.subject in state.dynasties:
        kinds, own = DYNASTY_FACTS, fact.subject == learner
    else:
        add(base + ("subject",), Text("cli-state-unknown-subject", id=fact.subject))
        return
    if fact.fact not in kinds:
        add(base + ("fact",), Text("cli-state-unknown-fact", fact=fact.fact, id=fact.subject,
                                   known=", ".join(kinds)))
        return
    if own:
        add(base + ("subject",), Text("cli-state-fact-of-own", dynasty=learner, id=fact.subject))
    if fact.turn > state.turn:
        add(base + ("turn",), Text("cli-state-fact-later", learned=fact.turn, turn=state.turn))
    kind, item = _FACT_VALUES[fact.fact]
    value = fact.value
    items = list(value.values()) if isinstance(value, dict) else value if isinstance(value, list) else []
    well_made = (isinstance(value, kind) and not isinstance(value, bool)
                 and (item is None or all(isinstance(v, item) and not isinstance(v, bool) for v in items)))
    if well_made and fact.fact == "skills":
        well_made = set(value) == set(SKILLS)
    if well_made and fact.fact == "traits":
        well_made = all(t in rules.traits for t in value)
    if well_made and fact.fact == "technologies":
        well_made = all(t in rules.technologies for t in value)
    if not well_made:
        add(base + ("value",), Text("cli-state-fact-value", fact=fact.fact))


def _check_ancestors(state: GameState, add: Any) -> None:
    """CHAR-3: nobody is his own ancestor (one problem for the first circle of parents found)."""
    def parents(cid: str) -> Iterator[str]:
        person = state.characters[cid]
        return iter([p for p in (person.father, person.mother) if p is not None and p in state.characters])

    seen: dict[str, bool] = {}  # False while his ancestors are being walked, True once done
    for start in state.characters:
        if start in seen:
            continue
        seen[start] = False
        stack = [(start, parents(start))]
        while stack:
            cid, ahead = stack[-1]
            parent = next(ahead, None)
            if parent is None:
                seen[cid] = True
                stack.pop()
            elif parent not in seen:
                seen[parent] = False
                stack.append((parent, parents(parent)))
            elif not seen[parent]:
                add(("characters", parent), Text("cli-state-own-ancestor", id=parent))
                return


def _check_vassal_cycles(state: GameState, add: Any) -> None:
    """VASSAL-6: vassalage never forms a cycle."""
    for did in state.dynasties:
        seen = {did}
        lord = state.dynasties[did].lord
        while lord is not None and lord in state.dynasties:
            if lord in seen:
                add(("dynasties", did, "lord"), Text("cli-state-vassal-cycle", dynasty=did))
                break
            seen.add(lord)
            lord = state.dynasties[lord].lord


def load_state(path: Path, rules: Rules, *, within: Path | None = None, turn: int | None = None) -> GameState:
    """Load and check a state file; every problem is reported with its line. `within`: the game folder, which
    the path must not leave by a link; `turn`: the turn of the folder the file lies in, which it must be."""
    doc = load_yaml(path, trusted=True, within=within)
    state = validate_document(GameState, doc)
    problems = state_problems(state, rules, doc)
    if turn is not None and state.turn != turn:
        problems.insert(0, Problem("state", Text("cli-state-turn-not-folder", state_turn=state.turn, turn=turn),
                                   doc.location(("turn",))))
    if problems:
        raise ProblemsError(problems)
    return state


