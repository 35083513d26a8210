"""`dynasty template`: a filled-in order file for one dynasty and turn, right as it stands.

The pending decisions carry their defaults (PROV-6), each capable member is listed in a comment with
what he may do and at what cost, and the AP and coins of the turn are at the top.
"""

from __future__ import annotations

import json
from collections import defaultdict

from dynasty.engine.action_points import turn_ap
from dynasty.orders.costs import action_ap, famine_cost
from dynasty.orders.defaults import default_decisions
from dynasty.orders.messages import Language
from dynasty.relations import enemies_of, generals_at_war
from dynasty.rules import Rules
from dynasty.state import Character, GameState
from dynasty.succession import default_heir

SCHEMA_FILE = "order.schema.json"

_TEXT = {
    "title": ("Orders of {name} ({id}), turn {turn} — {era}.", "Приказы: {name} ({id}), ход {turn} — {era}."),
    "means": ("AP: {ap}. Treasury: {balance} coins. Army: {army}.", "ОД: {ap}. Казна: {balance} монет. Армия: {army}."),
    "famine": ("famine in {p}: pay {cost} coins (+{rep} reputation, loyalty +{loy}) or refuse ({rrep} reputation, "
               "loyalty {rloy}, yield {ryield})",
               "неурожай в {p}: pay — {cost} монет (+{rep} репутации, лояльность +{loy}) или refuse ({rrep} "
               "репутации, лояльность {rloy}, доход {ryield})"),
    "disease": ("disease in {p}: pay {cost} coins (yield −{paid} instead of −{drop}) or refuse",
                "болезнь в {p}: pay — {cost} монет (доход −{paid} вместо −{drop}) или refuse"),
    "volunteers": ("volunteers in {p}: accept (+{army} army) or refuse",
                   "добровольцы в {p}: accept (+{army} к армии) или refuse"),
    "revolt": ("revolt in {p}: suppress (army −{cost}) or yield (the province is lost)",
               "восстание в {p}: suppress (армия −{cost}) или yield (провинция потеряна)"),
    "heir": ("preferred heir (SUCC-5); the default is {heir}", "желаемый наследник (SUCC-5); по закону — {heir}"),
    "members": ("Who may do what (AP after the era and traits):", "Кто что может (ОД с учётом эпохи и черт):"),
    "head": ("head", "глава"),
    "cannot": ("{who}: acts after 'release'", "{who}: сможет действовать после 'release'"),
    "general": ("{who}: general at war, executes no action", "{who}: генерал на войне, действий не выполняет"),
    "example": ("Write actions as, for example:", "Действия записываются так, например:"),
    "war": ("battle orders (WAR-2): soldiers sent, provinces wanted", "приказы на битву (WAR-2): сколько солдат, "
            "какие провинции взять"),
    "names": ("names of this turn's newborns (the default drawn; change it if you wish)",
              "имена новорождённых (выбрано по умолчанию; можно изменить)"),
}


def _t(key: str, language: Language, **params: object) -> str:
    en, ru = _TEXT[key]
    return (ru if language == "ru" else en).format(**params)


def _inline(data: object) -> str:
    """A value on one line, as YAML reads it back (JSON is YAML)."""
    return json.dumps(data, ensure_ascii=False)


def member_actions(state: GameState, rules: Rules, dynasty_id: str, cid: str, character: Character) -> str:
    """The actions a member may execute, grouped by AP cost: `2 AP: visit, study, ...`."""
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
        by_cost[action_ap(rules, state.era, action_id, character)].append(action_id)
    return "; ".join(f"{cost}: {', '.join(ids)}" for cost, ids in sorted(by_cost.items()))


def order_template(state: GameState, rules: Rules, dynasty_id: str, language: Language,
                   schema: str = SCHEMA_FILE) -> str:
    """The order file text. `check` accepts it as it stands."""
    dynasty = state.dynasties[dynasty_id]
    era = rules.eras[state.era]
    lines = [f"# yaml-language-server: $schema={schema}",
             "# " + _t("title", language, name=dynasty.name, id=dynasty_id, turn=state.turn,
                       era=era.ru if language == "ru" else era.en),
             "# " + _t("means", language, ap=turn_ap(state, rules, dynasty_id).render(language),
                       balance=dynasty.balance,
                       army=dynasty.army),
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
            name = state.provinces[pid].name
            event = state.provinces[pid].event
            if kind == "famine":
                note = _t("famine", language, p=name, cost=famine_cost(rules, dynasty.technologies),
                          rep=events.famine.pay_reputation, loy=events.famine.pay_loyalty,
                          rrep=events.famine.refuse_reputation, rloy=events.famine.refuse_loyalty,
                          ryield=events.famine.refuse_yield)
            elif kind == "disease":
                note = _t("disease", language, p=name, cost=events.disease.cost, paid=events.disease.paid_yield_drop,
                          drop=events.disease.yield_drop)
            elif kind == "volunteers":
                note = _t("volunteers", language, p=name, army=events.volunteers.army)
            else:
                note = _t("revolt", language, p=name, cost=sum(event.revolt_roll or []) if event else 0)
            lines.append(f"    {pid}: {choice}  # {note}")
    if len(lines) == opened:
        lines[-1] = "decisions: {}"
    heir = default_heir(state, rules, dynasty_id)
    if heir is not None:
        lines.append(f"  # heir: {heir}  # " + _t("heir", language, heir=f"{state.characters[heir].name} ({heir})"))

    lines.append("actions: []")
    lines.append("# " + _t("members", language))
    generals = generals_at_war(state)
    for cid, character in state.characters.items():
        if character.dynasty != dynasty_id or not character.alive or character.age < rules.age.capable:
            continue
        who = f"{cid} — {character.name}, {character.age}" + (
            f", {_t('head', language)}" if cid == dynasty.head else "")
        if character.isolated:
            lines.append("#   " + _t("cannot", language, who=who))
        elif cid in generals:
            lines.append("#   " + _t("general", language, who=who))
        else:
            lines.append(f"#   {who}: {member_actions(state, rules, dynasty_id, cid, character)}")
    lines.append("# " + _t("example", language))
    lines.append("#   - visit: {by: <id>, target: <id>}")
    lines.append("#   - study: {by: <id>, skill: learning}")

    # one entry per war, named by the other side's leader (its vassals fight under it, VASSAL-5)
    leaders = [war.defenders[0] if dynasty_id in war.attackers else war.attackers[0]
               for war in state.wars if dynasty_id in war.attackers + war.defenders]
    if leaders:
        # WAR-11: the whole army, split evenly across the wars (the first ones get what does not divide)
        share, rest = divmod(dynasty.army, len(leaders))
        lines.append("war:  # " + _t("war", language))
        for i, did in enumerate(leaders):
            lines.append(f"  {did}: {_inline({'send': share + (1 if i < rest else 0), 'take': []})}")
    else:
        lines.append("war: {}")
    newborns = {cid: c.name for cid, c in state.characters.items()
                if c.dynasty == dynasty_id and c.born == state.turn and c.alive}
    if newborns:
        lines.append("names:  # " + _t("names", language))
        for cid, name in newborns.items():
            lines.append(f"  {cid}: {_inline(name)}")
    else:
        lines.append("names: {}")
    return "\n".join(lines) + "\n"
