"""`dynasty template`: a filled-in order file for one dynasty and turn, right as it stands.

The pending decisions carry their defaults (PROV-6), each capable member is listed in a comment with
what he may do and at what cost, each action he may take is told in a few words with an example line to
uncomment, and the AP and coins of the turn are at the top. Block style only, so that the natural edits
(uncommenting a line, adding actions under `actions:`) keep the file valid.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache

from dynasty.game.action_points import turn_ap
from dynasty.game.named import Names, state_names
from dynasty.game.relations import enemies_of, generals_at_war
from dynasty.game.rules import Rules
from dynasty.game.state import Character, GameState
from dynasty.game.succession import HeirOutlook, default_regent, heir_outlook, needs_regent
from dynasty.orders.costs import action_ap, famine_cost, recruit_price
from dynasty.orders.defaults import default_decisions
from dynasty.orders.messages import Language
from dynasty.orders.parse import normalise
from dynasty.orders.spelling import offered_choice
from dynasty.reports.figures import ap_text
from dynasty.reports.words import Words
from dynasty.text.catalogs import message

SCHEMA_FILE = "order.schema.json"


def _t(language: Language, key: str, /, **params: object) -> str:
    """The catalog's `template-<key>`. Most of a template's lines are the same for every member and every
    house (an action's name and price, what it does): each is put into words once."""
    try:
        return _said(language, key, tuple(sorted(params.items())))
    except TypeError:  # a name (`Named`) among the facts: said each time
        return message(language, f"template-{key}", params)


@lru_cache(maxsize=4096)
def _said(language: Language, key: str, params: tuple[tuple[str, object], ...]) -> str:
    return message(language, f"template-{key}", dict(params))


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{-n}"


def _inline(data: object) -> str:
    """A value on one line, as YAML reads it back (JSON is YAML)."""
    return json.dumps(data, ensure_ascii=False)


def _price(rules: Rules, era: str, action_id: str, language: Language) -> str | None:
    """What an action costs in coins on top of its AP (ACT-0, the action table), if anything."""
    actions = rules.actions
    if action_id == "recruit":
        return _t(language, "price-per-soldier", coins=recruit_price(rules, era))
    if action_id == "donate":
        return _t(language, "price-range", low=actions.donate.coins_min, high=actions.donate.coins_max)
    if action_id == "conspiracy":
        return _t(language, "price-bribe", low=actions.conspiracy.bribe_min, high=actions.conspiracy.bribe_max)
    if action_id == "assassinate":
        return _t(language, "price-mercenary", coins=actions.assassinate.mercenary_coins)
    if action_id == "mentor":
        prices = actions.mentor.hired_teacher_coins.values()
        return _t(language, "price-hired-teacher", low=min(prices), high=max(prices))
    coins = actions.get(action_id).coins
    return _t(language, "price", coins=coins) if coins else None


def _action(rules: Rules, era: str, action_id: str, language: Language) -> str:
    """An action as the list names it: its name in the language and its id (the id alone where the name is
    the same word: "gossip", not "Gossip (gossip)"), and its price."""
    rule = rules.actions.get(action_id)
    name = rule.name_in(language)
    price = _price(rules, era, action_id, language)
    if normalise(name) == normalise(action_id):
        return _t(language, "action-id", id=action_id) if price is None else \
            _t(language, "action-id-priced", id=action_id, price=price)
    if price is None:
        return _t(language, "action", name=name, id=action_id)
    return _t(language, "action-priced", name=name, id=action_id, price=price)


@dataclass(frozen=True)
class Household:
    """What the template asks of a dynasty's members, found in one pass over the characters (a big game holds
    thousands of them, and each house's template asked again for each action)."""

    living: dict[str, Character]  # the living members, in state order
    married: bool  # one of them has a spouse (ACT-annul)
    newborn: str | None  # the first born this turn, living or not (ACT-name: one is to be named)
    isolated: str | None  # the first isolated one (ACT-release)
    at_war: bool

    @staticmethod
    def of(state: GameState, dynasty_id: str) -> Household:
        living: dict[str, Character] = {}
        newborn = None
        for cid in state.members(dynasty_id, living=False):
            person = state.characters[cid]
            if person.alive:
                living[cid] = person
            if newborn is None and person.born == state.turn:
                newborn = cid
        return Household(living=living, married=any(c.spouse for c in living.values()), newborn=newborn,
                         isolated=next((cid for cid, c in living.items() if c.isolated), None),
                         at_war=bool(enemies_of(state, dynasty_id)))


def available(state: GameState, rules: Rules, dynasty_id: str, cid: str, character: Character,
              household: Household | None = None) -> list[str]:
    """The actions a capable member may execute this turn, in the rules' order."""
    dynasty = state.dynasties[dynasty_id]
    house = household if household is not None else Household.of(state, dynasty_id)
    found = []
    for action_id in rules.actions.ids():
        if action_id in ("release", "disband"):  # they have no executor
            continue
        if action_id == "abdicate" and (cid != dynasty.head or character.age < rules.succession.abdicate_min_age):
            continue
        if action_id in ("find_spouse", "propose_marriage", "accept_marriage") and character.spouse is not None:
            continue
        if action_id == "annul" and not house.married:
            continue
        if action_id in ("general", "offer_peace", "accept_peace") and not house.at_war:
            continue
        if action_id == "name" and house.newborn is None:
            continue
        found.append(action_id)
    return found


def member_actions(state: GameState, rules: Rules, dynasty_id: str, cid: str, character: Character,
                   language: Language = "en", household: Household | None = None) -> list[str]:
    """The actions a member may execute, one line per AP cost: `2 AP: Visit (visit), ...`."""
    by_cost: dict[int, list[str]] = defaultdict(list)
    for action_id in available(state, rules, dynasty_id, cid, character, household):
        by_cost[action_ap(rules, state.era, action_id, character)].append(_action(rules, state.era, action_id,
                                                                                  language))
    return [_t(language, "ap-group", ap=str(cost), actions=", ".join(actions))
            for cost, actions in sorted(by_cost.items())]


#: Lines of the template that explain open with two hashes; those with one are examples: a player who
#: uncomments an example (takes away its "# ") gets a valid line, and one who uncomments an explanation gets
#: a comment still.
NOTE = "## "
EXAMPLE = "# "


def order_template(state: GameState, rules: Rules, dynasty_id: str, language: Language,
                   schema: str = SCHEMA_FILE) -> str:
    """The order file text. `check` accepts it as it stands. Block style only: every section holds its lines
    below it, so that a line added under `actions:` or an example uncommented where it stands is valid."""
    dynasty = state.dynasties[dynasty_id]
    names = state_names(state)
    era = rules.eras[state.era]
    lines = [f"# yaml-language-server: $schema={schema}",
             NOTE + _t(language, "title", house=names(dynasty_id), house_id=dynasty_id, turn=state.turn,
                       era=era.name_in(language)),
             NOTE + _t(language, "means", ap=ap_text(turn_ap(state, rules, dynasty_id), Words(language, names, rules)),
                       balance=dynasty.balance, army=dynasty.army),
             NOTE + _t(language, "how"),
             f"dynasty: {dynasty_id}", f"turn: {state.turn}"]
    lines += _decisions(state, rules, dynasty_id, language)
    lines += _actions(state, rules, dynasty_id, language)
    lines += _war(state, dynasty_id, language)
    newborns = {cid: c.name for cid in state.members(dynasty_id) for c in (state.characters[cid],)
                if c.born == state.turn}
    if newborns:
        lines.append("names:  # " + _t(language, "names"))
        for cid, name in newborns.items():
            lines.append(f"  {cid}: {_inline(name)}")
    return "\n".join(lines) + "\n"


def _decisions(state: GameState, rules: Rules, dynasty_id: str, language: Language) -> list[str]:
    """PROV-3, PROV-4: the pending decisions with their defaults (PROV-6), each choice explained; SUCC-5,
    SUCC-7: the heir (and the regent, when one may rule) as examples."""
    dynasty = state.dynasties[dynasty_id]
    names = state_names(state)
    decisions = default_decisions(state, rules, dynasty_id)
    lines = ["decisions:"]
    events = rules.events
    for kind in ("famine", "disease", "volunteers", "revolt"):
        answers: dict[str, str] = getattr(decisions, kind)
        if not answers:
            continue
        lines.append(f"  {kind}:")
        for pid, choice in answers.items():
            province = names(pid)
            event = state.provinces[pid].event
            if kind == "famine":
                famine = events.famine
                note = _t(language, "famine", province=province, cost=famine_cost(rules, dynasty.technologies),
                          rep=_signed(famine.pay_reputation), loyalty=_signed(famine.pay_loyalty),
                          refuse_rep=_signed(famine.refuse_reputation), refuse_loyalty=_signed(famine.refuse_loyalty),
                          refuse_yield=_signed(famine.refuse_yield))
            elif kind == "disease":
                note = _t(language, "disease", province=province, cost=events.disease.cost,
                          paid=_signed(-events.disease.paid_yield_drop), unpaid=_signed(-events.disease.yield_drop))
            elif kind == "volunteers":
                note = _t(language, "volunteers", province=province, gain=_signed(events.volunteers.army))
            else:
                loss = sum(event.revolt_roll or []) if event else 0
                note = _t(language, "revolt", province=province, loss=_signed(-loss))
            lines.append(f"    {pid}: {offered_choice(choice, language)}  # {note}")
    outlook = heir_outlook(state, rules, dynasty_id)
    if outlook.successor is not None:
        lines.append(f"  {EXAMPLE}heir: {outlook.successor}  # " + _heir_note(outlook, rules, names, language))
    if needs_regent(state, rules, dynasty_id):
        regent = default_regent(state, rules, dynasty_id)
        if regent is not None:
            lines.append(f"  {EXAMPLE}regent: {regent}  # " + _t(language, "regent", regent=names(regent),
                                                                 regent_id=regent))
    return lines


def _heir_note(outlook: HeirOutlook, rules: Rules, names: Names, language: Language) -> str:
    """SUCC-3: the lawful heirs, the default first, with their ids; with none (SUCC-5), who succeeds all the same
    and what SUCC-4 would cost at today's reputation, and whether it would end the house (DYN-2)."""
    if outlook.lawful:
        heir, *others = outlook.lawful
        if not others:
            return _t(language, "heir", heir=names(heir), heir_id=heir)
        return _t(language, "heirs", heir=names(heir), heir_id=heir,
                  others=", ".join(f"{names(cid)} ({cid})" for cid in others))
    successor = outlook.successor or ""
    return _t(language, "heir-unlawful-fatal" if outlook.ends_house else "heir-unlawful", heir=names(successor),
              heir_id=successor, base=rules.succession.unlawful_penalty, penalty=outlook.penalty,
              reputation=outlook.reputation)


def _capable(household: Household, rules: Rules) -> dict[str, Character]:
    return {cid: c for cid, c in household.living.items() if c.age >= rules.age.capable}


def _actions(state: GameState, rules: Rules, dynasty_id: str, language: Language) -> list[str]:
    """Who may do what (each member, by AP, with coins), then each action he may take: what it does, and an
    example line to uncomment."""
    dynasty = state.dynasties[dynasty_id]
    names = state_names(state)
    house = Household.of(state, dynasty_id)
    lines = ["actions:", f"  {NOTE}" + _t(language, "members")]
    generals = generals_at_war(state)
    able: dict[str, str] = {}  # each action, and the first member who may take it
    costs: dict[str, set[int]] = defaultdict(set)  # each action's AP for the members who may take it
    listing: list[str | tuple[list[str], tuple[str, ...]]] = []  # a line, or members who may do the same
    for cid, character in _capable(house, rules).items():
        member = _t(language, "member-head" if cid == dynasty.head else "member", who=names(cid), who_id=cid,
                    age=character.age)
        if character.isolated:
            listing.append(_t(language, "member-isolated", member=member, who_id=cid))
        elif cid in generals:
            listing.append(_t(language, "member-general", member=member))
        else:
            can = tuple(member_actions(state, rules, dynasty_id, cid, character, language, house))
            same = next((entry for entry in listing if not isinstance(entry, str) and entry[1] == can), None)
            if same is None:
                listing.append(([member], can))
            else:
                same[0].append(member)
            for action_id in available(state, rules, dynasty_id, cid, character, house):
                able.setdefault(action_id, cid)
                costs[action_id].add(action_ap(rules, state.era, action_id, character))
    for entry in listing:  # members who may do the same are told together, their actions once
        if isinstance(entry, str):
            lines.append(f"  {NOTE}  {entry}")
        else:
            lines.append(f"  {NOTE}  " + _t(language, "member-acts", member="; ".join(entry[0])))
            lines += [f"  {NOTE}    {line}" for line in entry[1]]
    if not able:
        lines.append(f"  {NOTE}" + _t(language, "nobody"))
    if house.isolated is not None:
        able["release"] = ""
    if dynasty.army > 0:
        able["disband"] = ""
    for action_id in ("release", "disband"):
        costs[action_id].add(action_ap(rules, state.era, action_id, None))
    if able:
        lines.append(f"  {NOTE}" + _t(language, "examples"))
    for action_id in rules.actions.ids():
        if action_id not in able:
            continue
        rule = rules.actions.get(action_id)
        name = rule.name_in(language)
        low, high = min(costs[action_id]), max(costs[action_id])
        price = _price(rules, state.era, action_id, language)
        cost = {"ap": str(low) if low == high else f"{low}–{high}", **({"price": price} if price else {})}
        told = {"id": action_id, "cost": _t(language, "cost-priced" if price else "cost", **cost),
                "does": _t(language, f"does-{action_id}")}
        if normalise(name) == normalise(action_id):  # the id alone where the name is the same word (gossip)
            lines.append(f"  {NOTE}" + _t(language, "told-id", **told))
        else:
            lines.append(f"  {NOTE}" + _t(language, "told", name=name, **told))
        params = _example(state, rules, dynasty_id, action_id, able[action_id], language, house)
        lines.append(f"  {EXAMPLE}- {action_id}: {params}")
    return lines


def _example(state: GameState, rules: Rules, dynasty_id: str, action_id: str, by: str, language: Language,
             household: Household) -> str:
    """An action's parameters as an example writes them, on one line: the ids the player has (his member, his
    province, the enemy), and a placeholder for what he chooses."""
    dynasty = state.dynasties[dynasty_id]

    def placeholder(kind: str) -> str:
        return _t(language, f"placeholder-{kind}")

    enemies = sorted(enemies_of(state, dynasty_id))
    enemy = enemies[0] if enemies else placeholder("house")
    province = dynasty.provinces[0] if dynasty.provinces else placeholder("province")
    person, member, house = placeholder("person"), placeholder("member"), placeholder("house")
    newborn = next((cid for cid, c in household.living.items() if c.born == state.turn), placeholder("member"))
    proposer = next((p for p in state.proposals if p.kind == "marriage" and not p.accept
                     and state.characters.get(p.target) is not None
                     and state.characters[p.target].dynasty == dynasty_id), None)
    isolated = household.isolated or member
    heir = heir_outlook(state, rules, dynasty_id).lawful_default or member  # SUCC-4: abdicate to a lawful heir
    skill = "learning"
    params: dict[str, str] = {
        "find_spouse": f"{{by: {by}}}",
        "mentor": f"{{by: {by}, skill: {skill}, teacher: {member}}}",
        "study": f"{{by: {by}, skill: {skill}}}",
        "entertain": f"{{by: {by}}}",
        "isolate": f"{{by: {by}, target: {member}}}",
        "release": f"{{target: {isolated}}}",
        "abdicate": f"{{by: {by}, heir: {heir}}}",
        "create_branch": f"{{by: {by}, members: [{member}], provinces: [{placeholder('province')}]}}",
        "name": f"{{by: {by}, child: {newborn}, name: {placeholder('name')}}}",
        "visit": f"{{by: {by}, target: {person}}}",
        "ball": f"{{by: {by}, guests: [{person}, {person}]}}",
        "propose_marriage": f"{{by: {by}, target: {person}}}",
        "accept_marriage": f"{{by: {proposer.target}, target: {proposer.by}}}" if proposer is not None
        else f"{{by: {by}, target: {person}}}",
        "spy": f"{{by: {by}, target: {person}}}",
        "gossip": f"{{by: {by}, target: {house}}}",
        "conspiracy": f"{{by: {by}, target: {person}, bribe: {rules.actions.conspiracy.bribe_min}}}",
        "assassinate": f"{{by: {by}, target: {person}, mercenary: true}}",
        "donate": f"{{by: {by}, coins: {rules.actions.donate.coins_min}}}",
        "pilgrimage": f"{{by: {by}}}",
        "annul": f"{{by: {by}, spouse: {member}}}",
        "declare_war": f"{{by: {by}, on: {house}, general: {member}}}",
        "general": f"{{by: {by}, war: {enemy}, general: {member}}}",
        "offer_peace": f"{{by: {by}, to: {enemy}}}",
        "accept_peace": f"{{by: {by}, from: {enemy}}}",
        "recruit": f"{{by: {by}, points: 1}}",
        "disband": "{points: 1}",
        "develop": f"{{by: {by}, province: {province}}}",
        "pacify": f"{{by: {by}, province: {province}}}",
        "research": f"{{by: {by}, technology: {placeholder('technology')}}}",
    }
    return params[action_id]


def _war(state: GameState, dynasty_id: str, language: Language) -> list[str]:
    """WAR-2, WAR-5, WAR-11: one entry per war, named by the other side's leader (its vassals fight under it,
    VASSAL-5): the army sent, and the enemy's provinces as examples of what to take."""
    dynasty = state.dynasties[dynasty_id]
    names = state_names(state)
    leaders = [war.defenders[0] if dynasty_id in war.attackers else war.attackers[0]
               for war in state.wars if dynasty_id in war.attackers + war.defenders]
    if not leaders:
        return []
    # WAR-11: the whole army, split evenly across the wars (the first ones get what does not divide)
    share, rest = divmod(dynasty.army, len(leaders))
    lines = ["war:  # " + _t(language, "war")]
    for i, did in enumerate(leaders):
        lines += [f"  {did}:", f"    send: {share + (1 if i < rest else 0)}", "    take:"]
        sides = {did} | {d for d in enemies_of(state, dynasty_id)}
        for pid, province in state.provinces.items():
            if province.owner in sides:
                lines.append(f"      {EXAMPLE}- {pid}  # " + _t(language, "take", province=names(pid),
                                                                 house=names(province.owner or did)))
    return lines
