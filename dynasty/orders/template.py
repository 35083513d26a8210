"""`dynasty template`: a filled-in order file for one dynasty and turn, right as it stands.

The pending decisions carry their defaults (PROV-6), each capable member is listed in a comment with
what he may do and at what cost, and the AP and coins of the turn are at the top.
"""

from __future__ import annotations

import json
from collections import defaultdict

from dynasty.engine.action_points import turn_ap
from dynasty.l10n import message
from dynasty.naming import state_names
from dynasty.orders.costs import action_ap, famine_cost, recruit_price
from dynasty.orders.defaults import default_decisions
from dynasty.orders.messages import Language
from dynasty.orders.parse import normalise
from dynasty.relations import enemies_of, generals_at_war
from dynasty.reports.figures import ap_text
from dynasty.reports.texts import Words
from dynasty.rules import Rules
from dynasty.state import Character, GameState
from dynasty.succession import default_heir

SCHEMA_FILE = "order.schema.json"


def _t(language: Language, key: str, /, **params: object) -> str:
    """The catalog's `template-<key>`."""
    return message(language, f"template-{key}", params)


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
    name = rule.ru if language == "ru" else rule.en
    price = _price(rules, era, action_id, language)
    if normalise(name) == normalise(action_id):
        return _t(language, "action-id", id=action_id) if price is None else \
            _t(language, "action-id-priced", id=action_id, price=price)
    if price is None:
        return _t(language, "action", name=name, id=action_id)
    return _t(language, "action-priced", name=name, id=action_id, price=price)


def member_actions(state: GameState, rules: Rules, dynasty_id: str, cid: str, character: Character,
                   language: Language = "en") -> list[str]:
    """The actions a member may execute, one line per AP cost: `2 AP: Visit (visit), ...`."""
    dynasty = state.dynasties[dynasty_id]
    by_cost: dict[int, list[str]] = defaultdict(list)
    for action_id in rules.actions.ids():
        if action_id in ("release", "disband"):  # they have no executor
            continue
        if action_id == "abdicate" and (cid != dynasty.head or character.age < rules.succession.abdicate_min_age):
            continue
        if action_id in ("find_spouse", "propose_marriage", "accept_marriage") and character.spouse is not None:
            continue
        if action_id in ("general", "offer_peace", "accept_peace") and not enemies_of(state, dynasty_id):
            continue
        if action_id == "name" and not any(c.born == state.turn for c in state.characters.values()
                                           if c.dynasty == dynasty_id):
            continue
        by_cost[action_ap(rules, state.era, action_id, character)].append(_action(rules, state.era, action_id,
                                                                                  language))
    return [_t(language, "ap-group", ap=str(cost), actions=", ".join(actions))
            for cost, actions in sorted(by_cost.items())]


def order_template(state: GameState, rules: Rules, dynasty_id: str, language: Language,
                   schema: str = SCHEMA_FILE) -> str:
    """The order file text. `check` accepts it as it stands."""
    dynasty = state.dynasties[dynasty_id]
    names = state_names(state)
    era = rules.eras[state.era]
    lines = [f"# yaml-language-server: $schema={schema}",
             "# " + _t(language, "title", house=names(dynasty_id), house_id=dynasty_id, turn=state.turn,
                       era=era.ru if language == "ru" else era.en),
             "# " + _t(language, "means", ap=ap_text(turn_ap(state, rules, dynasty_id), Words(language, names, rules)),
                       balance=dynasty.balance, army=dynasty.army),
             f"dynasty: {dynasty_id}", f"turn: {state.turn}"]

    decisions = default_decisions(state, rules, dynasty_id)
    lines.append("decisions:")
    opened = len(lines)
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
            lines.append(f"    {pid}: {choice}  # {note}")
    if len(lines) == opened:
        lines[-1] = "decisions: {}"
    heir = default_heir(state, rules, dynasty_id)
    if heir is not None:
        lines.append(f"  # heir: {heir}  # " + _t(language, "heir", heir=names(heir), heir_id=heir))

    lines.append("actions: []")
    lines.append("# " + _t(language, "members"))
    generals = generals_at_war(state)
    for cid, character in state.characters.items():
        if character.dynasty != dynasty_id or not character.alive or character.age < rules.age.capable:
            continue
        member = _t(language, "member-head" if cid == dynasty.head else "member", who=names(cid), who_id=cid,
                    age=character.age)
        if character.isolated:
            lines.append("#   " + _t(language, "member-isolated", member=member, who_id=cid))
        elif cid in generals:
            lines.append("#   " + _t(language, "member-general", member=member))
        else:
            lines.append("#   " + _t(language, "member-acts", member=member))
            lines += [f"#     {line}" for line in member_actions(state, rules, dynasty_id, cid, character, language)]
    lines.append("# " + _t(language, "example"))
    lines.append("#   - visit: {by: <id>, target: <id>}")
    lines.append("#   - study: {by: <id>, skill: learning}")

    # one entry per war, named by the other side's leader (its vassals fight under it, VASSAL-5)
    leaders = [war.defenders[0] if dynasty_id in war.attackers else war.attackers[0]
               for war in state.wars if dynasty_id in war.attackers + war.defenders]
    if leaders:
        # WAR-11: the whole army, split evenly across the wars (the first ones get what does not divide)
        share, rest = divmod(dynasty.army, len(leaders))
        lines.append("war:  # " + _t(language, "war"))
        for i, did in enumerate(leaders):
            lines.append(f"  {did}: {_inline({'send': share + (1 if i < rest else 0), 'take': []})}")
    else:
        lines.append("war: {}")
    newborns = {cid: c.name for cid, c in state.characters.items()
                if c.dynasty == dynasty_id and c.born == state.turn and c.alive}
    if newborns:
        lines.append("names:  # " + _t(language, "names"))
        for cid, name in newborns.items():
            lines.append(f"  {cid}: {_inline(name)}")
    else:
        lines.append("names: {}")
    return "\n".join(lines) + "\n"
