"""The words of the reports, in Russian and English (CONTRACT "Reports": `turns/game.yaml` chooses).

The builder (`build.py`) turns every fact into text here, so that the view-models carry finished sentences
and the templates compute nothing. Every name is shown with its id, "Name (id)". The Russian sentences are
written as "subject: predicate" so that they need neither declension nor gender agreement.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from dynasty.l10n import Named, has_message, message
from dynasty.naming import state_names
from dynasty.orders.messages import Language
from dynasty.rules import Era, Rules, default_rules
from dynasty.state import GameState

Names = Callable[[str], Named]

#: Labels the renderer may use for the ids the view-models carry (roles, statuses, relations, facts, event
#: kinds, decisions and their choices, section titles): `label(key, language)`.
LABELS: dict[str, tuple[str, str]] = {
    # roles and statuses of members (MemberView.roles, MemberView.status)
    "head": ("head", "глава"),
    "regent": ("regent", "регент"),
    "heir": ("heir", "наследник"),
    "general": ("general", "генерал"),
    "child": ("child", "ребёнок"),
    "isolated": ("isolated", "в изоляции"),
    "dead": ("dead", "мёртв"),
    # relations (OtherDynastyView.relation)
    "ally": ("ally", "союзник"),
    "enemy": ("enemy", "враг"),
    "defeated": ("defeated", "побеждена"),
    # sides of a war (WarView.side)
    "attacker": ("attacker", "нападающий"),
    "defender": ("defender", "защищающийся"),
    # learned facts (KnownFact.fact)
    "traits": ("traits", "черты"),
    "loyalty": ("loyalty", "лояльность"),
    "skills": ("skills", "навыки"),
    "mood": ("mood", "настроение"),
    "balance": ("treasury", "казна"),
    "army": ("army", "армия"),
    "technologies": ("technologies", "технологии"),
    # province events (EventView.kind) and decisions (DecisionView.kind, .choices)
    "none": ("quiet year", "спокойный год"),
    "famine": ("famine", "неурожай"),
    "disease": ("disease", "болезнь"),
    "volunteers": ("volunteers", "добровольцы"),
    "revolt": ("revolt", "восстание"),
    "pay": ("pay", "заплатить"),
    "refuse": ("refuse", "отказаться"),
    "accept": ("accept", "принять"),
    "suppress": ("suppress", "подавить"),
    "yield": ("yield", "уступить"),
    # sections and figures
    "turn": ("Turn", "Ход"),
    "era": ("Era", "Эпоха"),
    "ap": ("AP", "ОД"),
    "treasury": ("Treasury", "Казна"),
    "reputation": ("Reputation", "Репутация"),
    "happened": ("What happened", "Что произошло"),
    "members": ("Members", "Члены династии"),
    "provinces": ("Provinces", "Провинции"),
    "decisions": ("Decisions", "Решения"),
    "wars": ("Wars", "Войны"),
    "others": ("Other dynasties", "Другие династии"),
    "known": ("What you know", "Что вам известно"),
    "family_tree": ("Family tree", "Родословное древо"),
    "template": ("Order template", "Шаблон приказов"),
    "dice": ("Dice", "Кости"),
    "chronicle": ("Chronicle", "Летопись"),
    "ap_spent": ("AP spent", "Потрачено ОД"),
    "defaults": ("Decisions by default", "Решения по умолчанию"),
    "technologies_title": ("Technologies", "Технологии"),
    "age": ("age", "возраст"),
    "spouse": ("spouse", "супруг(а)"),
    "father": ("father", "отец"),
    "mother": ("mother", "мать"),
    "born": ("born on turn", "родился на ходу"),
    "yield_": ("yield", "доход"),
    "lord": ("lord", "сюзерен"),
    "branch_of": ("cadet branch of", "побочная ветвь"),
    "as_of": ("as of turn", "на ходу"),
    "m": ("man", "мужчина"),
    # the groups of actions, in the order they resolve (ACT-0)
    "group.household": ("household", "дом"),
    "group.church": ("church", "церковь"),
    "group.intrigue": ("intrigue", "интриги"),
    "group.diplomacy": ("diplomacy", "дипломатия"),
    "group.learning": ("learning", "учёба"),
    "group.provinces": ("provinces", "провинции"),
    "group.military": ("military", "войско"),
    "f": ("woman", "женщина"),
}


def label(key: str, language: Language) -> str:
    """The word for an id the view-models carry; the id itself when there is none."""
    pair = LABELS.get(key)
    if pair is None:
        return key
    return pair[1] if language == "ru" else pair[0]


def display_names(state: GameState) -> Names:
    """The names of the state's characters, houses and provinces, by id (`naming.state_names`)."""
    return state_names(state)


def signed(n: int) -> str:
    """+3, −2, 0 (a true minus sign)."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


class Words:
    """The vocabulary of one report: its language, its names and the rules' names of things."""

    def __init__(self, language: Language, names: Names, rules: Rules | None = None) -> None:
        self.language: Language = "ru" if language == "ru" else "en"
        self.ru = self.language == "ru"
        self.names = names
        self.rules = rules if rules is not None else default_rules()

    def say(self, en: str, ru: str, **params: Any) -> str:
        return (ru if self.ru else en).format(**params)

    def n(self, entity_id: Any) -> Named | str:
        """The name of an id, for a sentence; '—' for none."""
        if entity_id is None or entity_id == "":
            return "—"
        return self.names(str(entity_id))

    def t(self, message_id: str, **args: Any) -> str:
        """The catalog's sentence `message_id` in the report's language (`dynasty.l10n`); a fact the outcome
        lacks reads "?", so that a malformed outcome still gives a sentence."""
        return message(self.language, message_id, {k: "?" if v is None else v for k, v in args.items()})

    def names_in(self, text: str, entity_id: Any) -> bool:
        """Whether a sentence names `entity_id` in any of its forms (Ярославичи, Ярославичей, Ярославичам ...)."""
        named = self.n(entity_id)
        forms = {str(named)}
        if isinstance(named, Named) and self.ru:
            forms |= {named.case(case) for case in ("gen", "dat", "acc", "ins", "prep")}
        return any(form in text for form in forms)

    def many(self, ids: Sequence[Any] | None) -> str:
        return ", ".join(str(self.n(i)) for i in ids or []) or "—"

    def _named(self, table: Mapping[Any, Any], key: Any) -> str:
        entity = table.get(str(key))
        if entity is None:
            return str(key)
        return str(entity.ru if self.ru else entity.en)

    def action(self, action_id: Any) -> str:
        if action_id in self.rules.actions.ids():
            rule = self.rules.actions.get(str(action_id))
            return rule.ru if self.ru else rule.en
        return str(action_id)

    def skill(self, skill_id: Any) -> str:
        return self._named(self.rules.skills, skill_id)

    def trait(self, trait_id: Any) -> str:
        return self._named(self.rules.traits, trait_id)

    def technology(self, tech_id: Any) -> str:
        return self._named(self.rules.technologies, tech_id)

    def era(self, era_id: Any) -> str:
        return self._named(self.rules.eras, era_id)

    def label(self, key: str) -> str:
        return label(key, self.language)

    def coins(self, n: int) -> str:
        """"21 монета", "5 coins": a sum standing alone (in a sentence, the catalog declines it itself)."""
        return self.t("home-coins", n=n)

    def soldiers(self, n: int) -> str:
        return self.t("home-soldiers", n=n)

    def turns(self, n: int) -> str:
        return self.t("home-turns", n=n)

    def check(self, p: Mapping[str, Any]) -> str:
        """A skill check's arithmetic: "бросок 4 + навык 3 + 1 за эпоху = 8 ≥ 8" (the bonus is the era's, ERA-2)."""
        if "roll" not in p or "tn" not in p:
            return ""
        bonus = int(p.get("bonus", 0) or 0)
        facts = {"roll": p["roll"], "value": p.get("skill", 0), "total": p.get("total"), "tn": p["tn"],
                 "sign": "≥" if p.get("success") else "<"}
        if bonus:
            return self.t("home-check-bonus", bonus=f"{'+' if bonus > 0 else '−'} {abs(bonus)}", **facts)
        return self.t("home-check", **facts)

    def house_in(self, case: str, house_id: Any) -> str:
        """A house's name in a case, for a list of names ("против Ольговичей, Галицких")."""
        return self.t(f"home-house-{case}", dynasty=self.n(house_id))

    def quoted_actions(self, action_ids: Sequence[Any]) -> str:
        """Actions' names as a list: «Слежка», «Сплетни» in Russian."""
        return ", ".join(self.t("home-action-quoted", action=self.action(a)) for a in action_ids)


# -- the happenings ----------------------------------------------------------------------------------------

Say = Callable[[Words, str | None, dict[str, Any]], str]


def _number(p: Mapping[str, Any], key: str, default: int = 0) -> int:
    """A count the outcome carries, 0 (or `default`) when it has none."""
    return int(p.get(key, default) or 0)


def _death(w: Words, did: str | None, p: dict[str, Any]) -> str:
    cause = str(p.get("cause", ""))
    sentence = f"home-death-{cause.replace('_', '-')}"
    if not has_message(w.language, sentence):
        sentence = "home-death"
    return w.t(sentence, who=w.n(p.get("character")), dynasty=w.n(did), age=p.get("age"))


def _old_age_survived(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-old-age-survived", who=w.n(p.get("character")), age=p.get("age"), roll=p.get("roll"),
               dies_on=w.rules.age.old_age_dies_on)


def _birth(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-birth", child=w.n(p.get("child")), father=w.n(p.get("father")), mother=w.n(p.get("mother")),
               dynasty=w.n(did))


#: SUCC-3 .. SUCC-5, SUCC-1: how the new head came to power, by the code the engine records.
_HOW = ("default", "named", "named-unlawful", "no-lawful-heir", "abdicate")


def _new_head(w: Words, did: str | None, p: dict[str, Any]) -> str:
    how = str(p.get("how", "default"))
    text = w.t(f"home-new-head-{how if how in _HOW else 'default'}", dynasty=w.n(did), head=w.n(p.get("head")),
               previous=w.n(p.get("previous")))
    if p.get("regent"):
        text += " " + w.t("home-new-head-regent", head=w.n(p.get("head")), regent=w.n(p.get("regent")))
    return text


def _heir_not_valid(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-heir-not-valid", who=w.n(p.get("heir")))


def _extinct(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-extinct", dynasty=w.n(did))


def _regent(w: Words, did: str | None, p: dict[str, Any]) -> str:
    sentence = "home-regent-named" if p.get("named") else "home-regent"
    return w.t(sentence, regent=w.n(p.get("regent")), head=w.n(p.get("head")))


def _regency_ends(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-regency-ends", head=w.n(p.get("head")), regent=w.n(p.get("regent")))


def _regent_not_valid(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-regent-not-valid", regent=w.n(p.get("regent")), capable=w.rules.age.capable)


def _no_regent(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-no-regent", head=w.n(p.get("head")))


def _marriage(w: Words, did: str | None, p: dict[str, Any]) -> str:
    husband, wife = w.n(p.get("husband")), w.n(p.get("wife"))
    if p.get("action") == "find_spouse":
        # ACT-find_spouse: the spouse comes from a minor noble family; the member is the other one
        spouse = p.get("spouse")
        member = p.get("wife") if spouse == p.get("husband") else p.get("husband")
        return w.t("home-marriage-found", by=w.n(member), spouse=w.n(spouse), dynasty=w.n(did))
    text = w.t("home-marriage", husband=husband, wife=wife)
    if p.get("action") in ("propose_marriage", "accept_marriage"):
        text += _marriage_terms(w, p)
    return text


def _find_spouse(w: Words, did: str | None, p: dict[str, Any]) -> str:
    skills = p.get("skills") or {}
    skill_text = ", ".join(f"{w.skill(s)} {v}" for s, v in skills.items())
    traits = ", ".join(w.trait(t) for t in p.get("traits") or [])
    return w.t("home-find-spouse", by=w.n(p.get("by")), spouse=w.n(p.get("spouse")), skills=skill_text or "—",
               traits=traits or "—")


def _mentor(w: Words, did: str | None, p: dict[str, Any]) -> str:
    facts = {"by": w.n(p.get("by")), "skill": w.skill(p.get("skill")), "before": p.get("before"),
             "after": p.get("after")}
    if p.get("teacher"):
        return w.t("home-mentor", teacher=w.n(p.get("teacher")), **facts)
    return w.t("home-mentor-hired", level=p.get("hired_teacher"), **facts)


def _study(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # SKILL-4: a roll over the skill raises it by one (TRAIT-genius adds to the roll)
    bonus = _number(p, "bonus")
    rolled = f"{p.get('roll')}" + (f" + {bonus} = {p.get('total')}" if bonus else "")
    sentence = "home-study" if p.get("after") != p.get("before") else "home-study-failed"
    return w.t(sentence, by=w.n(p.get("by")), skill=w.skill(p.get("skill")), rolled=rolled, before=p.get("before"),
               after=p.get("after"))


def _entertain(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-entertain", by=w.n(p.get("by")), mood=signed(_number(p, "mood")))


def _isolate(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-isolate", target=w.n(p.get("target")), by=w.n(p.get("by")))


def _release(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-release", target=w.n(p.get("target")))


def _name(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-name", child=w.n(p.get("child")), name=p.get("name"), old_name=p.get("previous"))


def _name_failed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-name-failed", child=w.n(p.get("child")), name=p.get("name"))


def _donate(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-donate", by=w.n(p.get("by")), coins=_number(p, "coins"),
               gain=signed(int(p.get("applied", p.get("gain", 0)) or 0)))


def _pilgrimage(w: Words, did: str | None, p: dict[str, Any]) -> str:
    if p.get("success"):
        return w.t("home-pilgrimage", by=w.n(p.get("by")), check=w.check(p), gain=signed(_number(p, "applied")))
    return w.t("home-pilgrimage-failed", by=w.n(p.get("by")), check=w.check(p))


def _develop(w: Words, did: str | None, p: dict[str, Any]) -> str:
    facts = {"by": w.n(p.get("by")), "province": w.n(p.get("province")), "check": w.check(p)}
    if p.get("success"):
        return w.t("home-develop", before=p.get("before"), after=p.get("after"), **facts)
    return w.t("home-develop-failed", **facts)


def _pacify(w: Words, did: str | None, p: dict[str, Any]) -> str:
    facts = {"by": w.n(p.get("by")), "province": w.n(p.get("province")), "check": w.check(p)}
    if p.get("success"):
        return w.t("home-pacify", before=p.get("before"), after=p.get("after"), **facts)
    return w.t("home-pacify-failed", **facts)


def _research(w: Words, did: str | None, p: dict[str, Any]) -> str:
    sentence = "home-research" if p.get("success") else "home-research-failed"
    return w.t(sentence, by=w.n(p.get("by")), tech=w.technology(p.get("technology")), check=w.check(p))


def _recruit(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-recruit", by=w.n(p.get("by")), points=_number(p, "points"), coins=_number(p, "coins"),
               army=p.get("army"))


def _disband(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-disband", points=_number(p, "points"), army=p.get("army"))


def _visit(w: Words, did: str | None, p: dict[str, Any]) -> str:
    facts = {"by": w.n(p.get("by")), "target": w.n(p.get("target")), "dynasty": w.n(did)}
    if p.get("target_dynasty"):
        return w.t("home-visit-house", host=w.n(p.get("target_dynasty")), **facts)
    return w.t("home-visit", **facts)


def _ball(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-ball", by=w.n(p.get("by")), dynasty=w.n(did), guests=w.many(p.get("guests")))


#: ACT-visit, ACT-ball: why an invited guest did not come (`diplomacy.guest_failure`); isolation in another
#: house is hidden (INFO-1): he was just not received.
_GUEST_FAILURES = ("dead", "not-other-dynasty", "not-received", "too-young")


def _ball_guest_skipped(w: Words, did: str | None, p: dict[str, Any]) -> str:
    reason = str(p.get("reason", ""))
    sentence = f"home-ball-guest-{reason}" if reason in _GUEST_FAILURES else "home-ball-guest"
    return w.t(sentence, n=p.get("n"), guest=w.n(p.get("guest")))


#: Why an action failed when its turn came (ACT-0, DYN-5, DYN-7 ...), by the code the engine records: each has
#: its sentence `home-failed-<code>` (`home-failed-<code>-nobody` when the outcome names no one).
FAILURES: tuple[str, ...] = (
    "dead", "not-own-member", "too-young", "isolated", "general-busy", "executor-busy", "married",
    "isolate-head-or-heir", "already-isolated", "not-isolated", "not-head", "abdicate-age", "heir-is-head",
    "not-newborn", "not-own-province", "unknown-technology", "research-known", "recruit-limit", "mentor-self",
    "hired-level", "mentor-gap", "not-enough-coins", "dynasty-gone", "once-per-turn", "not-other-dynasty",
    "no-valid-guest", "same-sex", "no-proposal", "not-married", "terms-vassal", "target-head", "target-child",
    "not-received", "agent-head", "agent-dynasty", "agent-is-target", "branch-forbidden", "branch-small",
    "branch-provinces", "branch-head", "branch-army",
    # war and peace (ACT-declare_war, ACT-general, ACT-offer_peace, ACT-accept_peace, VASSAL-5)
    "already-at-war", "war-on-lord", "not-at-war", "vassal-peace", "no-peace-offer",
)


def _action_failed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    reason = str(p.get("reason", ""))
    who = p.get("who")
    sentence = f"home-failed-{reason}" if reason in FAILURES else "home-failed"
    if who is None and has_message(w.language, f"{sentence}-nobody"):
        sentence = f"{sentence}-nobody"
    rules = w.rules
    text = w.t(sentence, action=w.action(p.get("action")), n=p.get("n"), who=w.n(who), lord=w.n(who),
               coins=p.get("coins"), balance=p.get("balance"), min_age=rules.succession.abdicate_min_age,
               limit=rules.army.recruit_max_per_province, gap=rules.actions.mentor.skill_gap)
    ap = _number(p, "ap")
    if ap:
        text += " " + w.t("home-failed-ap", ap=ap)
    return text


def _arithmetic(n: Any) -> Any:
    """A term of a roll's sum: a negative one with a true minus sign (−1)."""
    return f"−{-n}" if isinstance(n, int) and n < 0 else n


def _sabotage(w: Words, sentence: str, p: dict[str, Any]) -> list[str]:
    """SAB-1: the sentence with the roll, then the causes of the mood penalty."""
    roll = w.t("home-sabotage-roll", **{k: _arithmetic(p.get(k)) for k in ("roll", "loyalty", "penalty", "total")})
    by = w.n(p.get("by"))
    texts = [w.t(sentence, action=w.action(p.get("action")), n=p.get("n"), by=by, roll=roll,
                 most=w.rules.sabotage.aborts_at_most)]
    causes = [w.t("home-sabotage-cause", cause=mood_cause(str(c.get("cause", "")), w, by),
                  amount=signed(int(c.get("amount", 0) or 0))) for c in p.get("causes") or []]
    if causes:
        texts.append(w.t("home-sabotage-penalty", causes=", ".join(causes)))
    return texts


def _sabotaged(w: Words, did: str | None, p: dict[str, Any]) -> str:
    texts = _sabotage(w, "home-sabotaged", p)
    ap, coins = _number(p, "ap"), _number(p, "coins")
    if ap and coins:
        texts.append(w.t("home-sabotaged-spent", ap=ap, coins=coins))
    elif ap:
        texts.append(w.t("home-failed-ap", ap=ap))
    elif coins:
        texts.append(w.t("home-sabotaged-spent-coins", coins=coins))
    return " ".join(texts)


def _sabotage_failed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return " ".join(_sabotage(w, "home-sabotage-failed", p))


def _initiative(w: Words, did: str | None, p: dict[str, Any]) -> str:
    entries = []
    for e in p.get("order") or []:
        facts = {"dynasty": w.n(e.get("dynasty")), "action": w.action(e.get("action")), "n": e.get("n"),
                 "by": w.n(e.get("by")), "value": e.get("skill"), "reputation": e.get("reputation")}
        if "roll" in e:
            entries.append(w.t("home-initiative-entry-roll", roll=e["roll"], **facts))
        else:
            entries.append(w.t("home-initiative-entry", **facts))
    group = str(p.get("group", ""))
    return w.t("home-initiative", group=w.label(f"group.{group}") if f"group.{group}" in LABELS else group,
               order="; ".join(entries) or "—")


def _decided(w: Words, text: str, p: dict[str, Any]) -> str:
    """PROV-6: a decision taken by default says so."""
    return f"{text} {w.t('home-decision-by-default')}" if p.get("default") else text


def _famine(w: Words, did: str | None, p: dict[str, Any]) -> str:
    paid = _number(p, "paid")
    if paid:
        sentence = "home-famine-paid"
    elif p.get("reason") == "not enough coins":  # DYN-7: it counts as refused
        sentence = "home-famine-no-coins"
    else:
        sentence = "home-famine-refused"
    return _decided(w, w.t(sentence, province=w.n(p.get("province")), coins=paid, loyalty=p.get("loyalty"),
                           province_yield=p.get("province_yield")), p)


def _disease(w: Words, did: str | None, p: dict[str, Any]) -> str:
    paid = _number(p, "paid")
    if paid:
        sentence = "home-disease-paid"
    elif p.get("reason") == "not enough coins":
        sentence = "home-disease-no-coins"
    else:
        sentence = "home-disease-refused"
    return _decided(w, w.t(sentence, province=w.n(p.get("province")), coins=paid, drop=p.get("yield_drop"),
                           province_yield=p.get("province_yield")), p)


def _volunteers(w: Words, did: str | None, p: dict[str, Any]) -> str:
    sentence = "home-volunteers-accepted" if p.get("choice") == "accept" else "home-volunteers-refused"
    return _decided(w, w.t(sentence, province=w.n(p.get("province")), points=_number(p, "army_change"),
                           army=p.get("army")), p)


def _revolt(w: Words, did: str | None, p: dict[str, Any]) -> str:
    if p.get("suppressed"):
        sentence = "home-revolt-suppressed"
    elif p.get("choice") == "suppress":  # PROV-4: the army was too small
        sentence = "home-revolt-not-suppressed"
    else:
        sentence = "home-revolt-yielded"
    return _decided(w, w.t(sentence, province=w.n(p.get("province")), points=_number(p, "revolt_roll"),
                           army=p.get("army")), p)


def _province_lost(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-province-lost", dynasty=w.n(did), province=w.n(p.get("province")),
               turns=_number(p, "turns_in_revolt"))


def _province_taken(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-province-taken", province=w.n(p.get("province")), former=w.n(p.get("former_owner")),
               dynasty=w.n(did))


def _income(w: Words, did: str | None, p: dict[str, Any]) -> str:
    """ECON-1: the income of the turn, item by item, then the treasury and the army."""
    if p.get("halved"):
        items = [w.t("home-income-gross-halved", gross=p.get("gross"), provinces=w.many(p.get("halved")))]
    else:
        items = [w.t("home-income-gross", gross=p.get("gross"))]
    if p.get("tax_paid"):
        items.append(w.t("home-income-tax-paid", lord=w.n(p.get("lord")), tax=p["tax_paid"]))
    for vassal, tax in (p.get("tax_received") or {}).items():
        items.append(w.t("home-income-tax-received", vassal=w.n(vassal), tax=tax))
    items.append(w.t("home-income-upkeep", upkeep=p.get("upkeep")))
    if p.get("deserters"):
        items.append(w.t("home-income-deserters", points=int(p["deserters"])))
    return w.t("home-income", items="; ".join(items), balance=p.get("balance"), army=p.get("army"))


def _spendthrift(w: Words, did: str | None, p: dict[str, Any]) -> str:
    sentence = "home-spendthrift" if p.get("spent") else "home-spendthrift-could-not"
    return w.t(sentence, who=w.n(p.get("character")), trait=w.trait("spendthrift"), coins=_number(p, "coins"),
               balance=p.get("balance"))


def _mood(w: Words, did: str | None, p: dict[str, Any]) -> str:
    who = w.n(p.get("character"))
    parts = [w.t("home-mood-part", amount=signed(int(c.get("amount", 0) or 0)),
                 cause=mood_cause(str(c.get("cause", "")), w, who)) for c in p.get("contributions") or []]
    mood = signed(_number(p, "mood"))
    if parts:
        return w.t("home-mood-parts", who=who, mood=mood, parts=", ".join(parts))
    return w.t("home-mood", who=who, mood=mood)


def _ruling_mood(w: Words, did: str | None, p: dict[str, Any]) -> str:
    sentence = "home-ruling-mood-regent" if p.get("role") == "regent" else "home-ruling-mood"
    return w.t(sentence, mood=signed(_number(p, "mood")), ruler=w.n(p.get("ruler")))


def _loyalty(w: Words, did: str | None, p: dict[str, Any]) -> str:
    change = _number(p, "change")
    facts = {"who": w.n(p.get("character")), "mood": signed(_number(p, "mood")), "loyalty": p.get("loyalty")}
    if change:
        return w.t("home-loyalty", before=_number(p, "loyalty") - change, **facts)
    return w.t("home-loyalty-kept", **facts)


def _reputation(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-reputation", change=signed(_number(p, "change")),
               cause=reputation_cause(str(p.get("cause", "")), w), reputation=p.get("reputation"))


def _defeat(w: Words, did: str | None, p: dict[str, Any]) -> str:
    """DYN-2, DEFEAT-1 .. DEFEAT-4: the fall, then who takes what, who perished, who is free."""
    house = w.n(did)
    cause = str(p.get("cause", ""))
    sentence = f"home-defeat-{cause}" if cause in ("reputation", "extinct") else "home-defeat"
    texts = [w.t(sentence, dynasty=house, limit=w.rules.limits.defeat_reputation)]
    for receiver, provinces in (p.get("provinces") or {}).items():
        texts.append(w.t("home-defeat-provinces", receiver=w.n(receiver), provinces=w.many(provinces),
                         count=len(provinces or [])))
    for receiver, coins in (p.get("coins") or {}).items():
        texts.append(w.t("home-defeat-coins", receiver=w.n(receiver), coins=int(coins)))
    killed = list(p.get("killed") or [])
    if len(killed) == 1:
        texts.append(w.t("home-defeat-killed-one", who=w.n(killed[0])))
    elif killed:
        texts.append(w.t("home-defeat-killed", people=w.many(killed)))
    freed = [*(p.get("freed_branches") or []), *(p.get("freed_vassals") or [])]
    if freed:
        texts.append(w.t("home-defeat-freed", houses=w.many(freed), count=len(freed)))
    if p.get("wars_ended"):
        texts.append(w.t("home-defeat-wars-ended", dynasty=house, houses=w.many(p.get("wars_ended"))))
    return " ".join(texts)


def _game_over(w: Words, did: str | None, p: dict[str, Any]) -> str:
    winners = list(p.get("winners") or [])
    if p.get("reason") == "last line" and len(winners) == 1:
        return w.t("home-game-over-last-line", winner=w.n(winners[0]))
    return w.t("home-game-over-most-provinces", winners=w.many(winners), count=len(winners))


def _new_era(w: Words, did: str | None, p: dict[str, Any]) -> str:
    era_id = p.get("era")
    effects = []
    if era_id in w.rules.eras:
        effects = era_effects(w.rules.eras[str(era_id)], w.rules, w.language)
    return " ".join([w.t("home-new-era", era=w.era(era_id)), *effects])


def _event(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return event_text(w, p.get("province"), p)


def _no_birth(w: Words, did: str | None, p: dict[str, Any]) -> str:
    values = ", ".join(str(v) for v in p.get("values") or [])
    return w.t("home-no-birth", father=w.n(p.get("father")), mother=w.n(p.get("mother")), values=values or "—",
               fails_on=w.rules.births.fails_on)


def _generation(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-generation", dynasty=w.n(did))


def _battle_not_resolved(w: Words, did: str | None, p: dict[str, Any]) -> str:
    defenders = ", ".join(w.house_in("gen", d) for d in p.get("concerns") or []) or "—"
    return w.t("home-battle-not-resolved", dynasty=w.n(did), defenders=defenders)


# -- marriages between dynasties (MAR-1 .. MAR-8), cadet branches (BRANCH-*), intrigue ---------------------------


def _terms(w: Words, p: dict[str, Any]) -> str:
    """The terms of a proposal: what the proposer pays and asks, and who becomes a vassal."""
    parts = []
    if int(p.get("pay", 0) or 0):
        parts.append(w.say("pays {c}", "платит {c}", c=w.coins(int(p["pay"]))))
    if int(p.get("ask", 0) or 0):
        parts.append(w.say("asks {c}", "просит {c}", c=w.coins(int(p["ask"]))))
    if p.get("vassal"):
        parts.append(w.say("{v} becomes a vassal", "вассал — {v}", v=w.n(p.get("vassal"))))
    return w.say("; terms: {t}", "; условия: {t}", t=", ".join(parts)) if parts else ""


def _proposal(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{by} proposed marriage to {target} of {dynasty}{terms}.",
                 "{by}: предложение брака — {target}, династия {dynasty}{terms}.",
                 by=w.n(p.get("by")), target=w.n(p.get("target")), dynasty=w.n(p.get("target_dynasty")),
                 terms=_terms(w, p))


def _accept(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{by} accepted the marriage proposal of {target} of {dynasty} (turn {proposed}).",
                 "{by}: согласие на брак; предложение — {target}, династия {dynasty} (ход {proposed}).",
                 by=w.n(p.get("by")), target=w.n(p.get("target")), dynasty=w.n(p.get("target_dynasty")),
                 proposed=p.get("proposed", "?"))


def _proposal_lapsed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("The marriage proposal of {by} to {target} (turn {turn}) lapsed unanswered.",
                 "Предложение брака истекло без ответа: {by} → {target} (ход {turn}).",
                 by=w.n(p.get("by")), target=w.n(p.get("target")), turn=p.get("turn", "?"))


#: Why a wedding did not take place when its turn came (MAR-2, DYN-7), by the code the engine records.
WEDDING_FAILURES: dict[str, tuple[str, str]] = {
    "dead": ("one of them is dead", "один из них мёртв"),
    "married": ("one of them is already married", "один из них уже в браке"),
    "too-young": ("one of them is too young (AGE-1)", "один из них слишком юн (AGE-1)"),
    "same-sex": ("they are of the same sex (MAR-2)", "они одного пола (MAR-2)"),
    "same-dynasty": ("they are now of the same dynasty (MAR-2)", "теперь они из одной династии (MAR-2)"),
    "not-enough-coins": ("the terms could not be paid in full (DYN-7)", "условия нельзя оплатить полностью (DYN-7)"),
}

#: VASSAL-6: why the vassalage of a marriage's terms did not come into force.
VASSAL_REFUSALS: dict[str, tuple[str, str]] = {
    "vassal-has-lord": ("the vassal already has a lord (VASSAL-6)", "у вассала уже есть сюзерен (VASSAL-6)"),
    "vassal-cycle": ("the lord is the vassal's own vassal (VASSAL-6)", "сюзерен — сам вассал этой династии (VASSAL-6)"),
}


def _marriage_failed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    reason = str(p.get("reason", ""))
    en, ru = WEDDING_FAILURES.get(reason, (reason, reason))
    return w.say("The wedding of {proposer} and {target} did not take place: {why}.",
                 "Свадьба не состоялась: {proposer} и {target} — {why}.",
                 proposer=w.n(p.get("proposer")), target=w.n(p.get("target")), why=ru if w.ru else en)


def _marriage_terms(w: Words, p: dict[str, Any]) -> str:
    """MAR-1, VASSAL-3: who moved, the coins of the terms, the vassalage."""
    text = ""
    moved = p.get("moved")
    if moved:
        home = p.get("target_dynasty") if moved == p.get("proposer") else p.get("proposer_dynasty")
        text += w.say(" {who} joins {dynasty}.", " {who} переходит в династию {dynasty}.",
                      who=w.n(moved), dynasty=w.n(home))
    pay, ask = int(p.get("pay", 0) or 0), int(p.get("ask", 0) or 0)
    if pay:
        text += w.say(" {a} pays {b} {c}.", " {a} платит {c}; получатель — {b}.", a=w.n(p.get("proposer_dynasty")),
                      b=w.n(p.get("target_dynasty")), c=w.coins(pay))
    if ask:
        text += w.say(" {a} pays {b} {c}.", " {a} платит {c}; получатель — {b}.", a=w.n(p.get("target_dynasty")),
                      b=w.n(p.get("proposer_dynasty")), c=w.coins(ask))
    if p.get("lord"):
        text += w.say(" {v} becomes a vassal of {lord} (VASSAL-3).", " {v}: вассал, сюзерен — {lord} (VASSAL-3).",
                      v=w.n(p.get("vassal")), lord=w.n(p.get("lord")))
    elif p.get("vassalage_refused"):
        refused = str(p.get("vassalage_refused"))
        en, ru = VASSAL_REFUSALS.get(refused, (refused, refused))
        text += w.say(" {v} does not become a vassal: {why}.", " {v}: вассалитета нет — {why}.",
                      v=w.n(p.get("vassal")), why=ru if w.ru else en)
    return text


def _annul(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # public: the check's arithmetic (the executor's skill) is not shown; the acting dynasty has its dice
    if p.get("success"):
        text = w.say("{by} had the marriage of {spouse} and {partner} annulled (MAR-7).",
                     "{by}: расторжение брака — {spouse} и {partner}: брак расторгнут (MAR-7).",
                     by=w.n(p.get("by")), spouse=w.n(p.get("spouse")), partner=w.n(p.get("partner")))
        if p.get("returned"):
            text += w.say(" {who} returns to the dynasty of birth.", " {who} возвращается в родную династию.",
                          who=w.n(p.get("returned")))
        return text
    return w.say("{by} sought to annul the marriage of {spouse} and {partner}: refused; the marriage stands.",
                 "{by}: расторжение брака — {spouse} и {partner}: отказ, брак в силе.",
                 by=w.n(p.get("by")), spouse=w.n(p.get("spouse")), partner=w.n(p.get("partner")))


def _branch(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # public: the branch's army and coins are hidden facts (INFO-2) and are not shown
    text = w.say("{dynasty} founded a cadet branch, {branch}, on the order of {by}: head {head}; members {members}; "
                 "provinces {provinces}; reputation {reputation}.",
                 "{dynasty}: основана побочная ветвь {branch}, приказ отдал {by}; глава — {head}; члены: {members}; "
                 "провинции: {provinces}; репутация {reputation}.",
                 dynasty=w.n(did), branch=w.n(p.get("branch")), by=w.n(p.get("by")), head=w.n(p.get("head")),
                 members=w.many(p.get("members")), provinces=w.many(p.get("provinces")),
                 reputation=p.get("reputation", "?"))
    if p.get("spouses_stayed"):
        text += w.say(" Spouses who stay in the main line: {s}.", " Супруги, оставшиеся в главной линии: {s}.",
                      s=w.many(p.get("spouses_stayed")))
    if p.get("generals_left"):
        text += w.say(" Generals who left their wars: {g} (WAR-14).", " Генералы, покинувшие войны: {g} (WAR-14).",
                      g=w.many(p.get("generals_left")))
    return text


def _cunning_relief(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{dynasty}: the {trait} head {head} wins back {applied} reputation of the turn's largest loss "
                 "({loss}) (TRAIT-cunning).",
                 "{dynasty}: глава {head} ({trait}) возвращает репутацию {applied} из наибольшей потери хода "
                 "({loss}) (TRAIT-cunning).",
                 dynasty=w.n(did), trait=w.trait("cunning"), head=w.n(p.get("head")),
                 applied=signed(int(p.get("applied", p.get("relief", 0)) or 0)),
                 loss=signed(int(p.get("largest_loss", 0) or 0)))


def _plot_check(w: Words, p: dict[str, Any]) -> str:
    """An intrigue check as the acting dynasty is told it: its own roll, skill and TN; the target's hidden
    modifiers (loyalty, traits) are not in the outcome and not shown."""
    if "roll" not in p:
        return ""
    return w.say("roll {roll}, {skill} {value}, TN {tn}", "выпало {roll}, {skill} {value}, сложность {tn}",
                 roll=p.get("roll"), skill=w.skill("intrigue"), value=p.get("skill", "?"), tn=p.get("tn", "?"))


def _plot_after(w: Words, p: dict[str, Any], dynasty: Any) -> str:
    """What followed a successful plot: discovered or not (ACT-0), or the Insidious escape."""
    if p.get("escaped"):
        return w.say(" {by} slipped away from the consequences and is no longer {trait} (TRAIT-insidious).",
                     " {by}: уход от последствий; черта «{trait}» утрачена (TRAIT-insidious).",
                     by=w.n(p.get("by")), trait=w.trait("insidious"))
    if p.get("discovered"):
        return w.say(" {d} discovered it: reputation penalty (ACT-0).", " {d}: интрига раскрыта — штраф к репутации "
                     "(ACT-0).", d=w.n(dynasty))
    if "discovered" in p:
        return w.say(" It went undiscovered.", " Интрига не раскрыта.")
    return ""


def _plot_failure(w: Words, p: dict[str, Any], action: str) -> str:
    """An automatic failure of an intrigue: an Honest or isolated recruit, a Paranoid target."""
    reason = str(p.get("reason", ""))
    agent = p.get("agent")
    recruit = agent if action == "assassinate" and agent else p.get("target")
    if reason == "refused":
        return w.say("{who} would not be turned", "{who} отказался от любых предложений", who=w.n(recruit))
    if reason == "isolated":
        # isolation in another house is hidden (INFO-3): the plotter learns only that he could not reach him
        if action == "assassinate":
            return w.say("{target} or the agent {agent} was out of reach", "{target} или агент {agent} — вне "
                         "досягаемости", target=w.n(p.get("target")), agent=w.n(agent))
        return w.say("{who} was out of reach", "{who} — вне досягаемости", who=w.n(recruit))
    if reason == "paranoid":  # his traits are hidden (INFO-2): the plotter learns only that he was out of reach
        return w.say("{who} was out of reach", "{who} — вне досягаемости", who=w.n(p.get("target")))
    return reason


def _spy(w: Words, did: str | None, p: dict[str, Any]) -> str:
    head = w.say("{by} tried to recruit {target} of {dynasty} as a spy",
                 "{by}: вербовка шпиона — {target}, династия {dynasty}",
                 by=w.n(p.get("by")), target=w.n(p.get("target")), dynasty=w.n(p.get("target_dynasty")))
    if p.get("reason"):
        return w.say("{head}: failed — {why}.", "{head}: неудача — {why}.", head=head, why=_plot_failure(w, p, "spy"))
    if not p.get("success"):
        return w.say("{head} ({check}): failed.", "{head} ({check}): неудача.", head=head, check=_plot_check(w, p))
    return w.say("{head} ({check}): success — learned the traits, loyalty and skills of {members}, and the treasury "
                 "and army of {dynasty} (INFO-2).{after}",
                 "{head} ({check}): успех — известны черты, лояльность и навыки: {members}; казна и армия "
                 "династии {dynasty} (INFO-2).{after}",
                 head=head, check=_plot_check(w, p), members=w.many(p.get("learned")),
                 dynasty=w.n(p.get("target_dynasty")), after=_plot_after(w, p, p.get("target_dynasty")))


def _gossip(w: Words, did: str | None, p: dict[str, Any]) -> str:
    head = w.say("{by} spread gossip about {dynasty}", "{by}: сплетни о династии {dynasty}",
                 by=w.n(p.get("by")), dynasty=w.n(p.get("target_dynasty")))
    if not p.get("success"):
        return w.say("{head} ({check}): nobody believed it.", "{head} ({check}): никто не поверил.",
                     head=head, check=_plot_check(w, p))
    return w.say("{head} ({check}): its reputation {applied}.{after}",
                 "{head} ({check}): её репутация {applied}.{after}",
                 head=head, check=_plot_check(w, p), applied=signed(int(p.get("applied", 0) or 0)),
                 after=_plot_after(w, p, p.get("target_dynasty")))


def _conspiracy(w: Words, did: str | None, p: dict[str, Any]) -> str:
    bribe = int(p.get("bribe", 0) or 0)
    bribe_text = w.say("; bribe {c}", "; взятка {c}", c=w.coins(bribe)) if bribe else ""
    if bribe and "bribe_bonus" in p:
        bribe_text += f" ({signed(int(p.get('bribe_bonus', 0) or 0))})"
    head = w.say("{by} plotted to win over {target} of {dynasty}{bribe}",
                 "{by}: заговор — {target}, династия {dynasty}{bribe}",
                 by=w.n(p.get("by")), target=w.n(p.get("target")), dynasty=w.n(p.get("target_dynasty")),
                 bribe=bribe_text)
    if p.get("reason"):
        return w.say("{head}: failed — {why}.", "{head}: неудача — {why}.", head=head,
                     why=_plot_failure(w, p, "conspiracy"))
    if not p.get("success"):
        return w.say("{head} ({check}): failed.", "{head} ({check}): неудача.", head=head, check=_plot_check(w, p))
    return w.say("{head} ({check}): success — {target} joins {ours}.{after}",
                 "{head} ({check}): успех — {target} переходит в династию {ours}.{after}",
                 head=head, check=_plot_check(w, p), target=w.n(p.get("target")), ours=w.n(did),
                 after=_plot_after(w, p, p.get("target_dynasty")))


def _assassinate(w: Words, did: str | None, p: dict[str, Any]) -> str:
    if p.get("agent"):
        means = w.say("through the agent {a}", "через агента {a}", a=w.n(p.get("agent")))
    else:
        means = w.say("by a mercenary", "руками наёмника")
    head = w.say("{by} ordered the assassination of {target} of {dynasty} {means}",
                 "{by}: покушение на {target}, династия {dynasty}, {means}",
                 by=w.n(p.get("by")), target=w.n(p.get("target")), dynasty=w.n(p.get("target_dynasty")), means=means)
    if p.get("reason"):
        return w.say("{head}: failed — {why}.", "{head}: неудача — {why}.", head=head,
                     why=_plot_failure(w, p, "assassinate"))
    if not p.get("success"):
        return w.say("{head} ({check}): failed.", "{head} ({check}): неудача.", head=head, check=_plot_check(w, p))
    return w.say("{head} ({check}): {target} is dead.{after}", "{head} ({check}): {target} — мёртв(а).{after}",
                 head=head, check=_plot_check(w, p), target=w.n(p.get("target")),
                 after=_plot_after(w, p, p.get("target_dynasty")))


def _plot_discovered(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{dynasty} uncovered a plot: {action} by {by} of {plotter} (ACT-0).",
                 "{dynasty}: раскрыта интрига — {action}; исполнитель {by}, династия {plotter} (ACT-0).",
                 dynasty=w.n(did), action=w.action(p.get("action")), by=w.n(p.get("by")),
                 plotter=w.n(p.get("plotter")))


def _spied_on(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{dynasty}: a {trait} member noticed the spying — {recruiter} of {plotter} recruited {spy} "
                 "(TRAIT-paranoid).",
                 "{dynasty}: член династии с чертой «{trait}» замечает слежку — {recruiter}, династия {plotter}, "
                 "вербует шпиона: {spy} (TRAIT-paranoid).",
                 dynasty=w.n(did), trait=w.trait("paranoid"), recruiter=w.n(p.get("recruiter")),
                 plotter=w.n(p.get("plotter")), spy=w.n(p.get("spy")))


def _defected(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # the house he joins is not among the params: it is not named
    return w.say("Defection: {who} leaves {dynasty} for another house.",
                 "Измена: {who} покидает династию {dynasty} ради другой.",
                 who=w.n(p.get("character")), dynasty=w.n(did))


# -- war and peace (WAR-1 .. WAR-14, SAB-4, PROV-2, VASSAL-5) ---------------------------------------------------

_SIDES: dict[str, tuple[str, str]] = {"attackers": ("the attackers", "нападающие"),
                                      "defenders": ("the defenders", "обороняющиеся")}
#: "у нападающих": the Russian genitive of a side, after "у"
_SIDES_OF: dict[str, tuple[str, str]] = {"attackers": ("the attackers", "нападающих"),
                                         "defenders": ("the defenders", "обороняющихся")}


def _pick(w: Words, table: Mapping[str, tuple[str, str]], key: Any) -> str:
    en, ru = table.get(str(key), (str(key), str(key)))
    return ru if w.ru else en


def _war_sides(w: Words, p: Mapping[str, Any]) -> str:
    """`Valois (valois), Savoy (savoy) against Habsburg (habsburg)`."""
    return w.say("{a} against {d}", "{a} против {d}", a=w.many(p.get("attackers")), d=w.many(p.get("defenders")))


def _war_declared(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # public: a Hot-tempered declaration (WAR-13) is told like any other — the trait is hidden (INFO-2)
    text = w.say("War: {attacker} declares war on {defender}.", "Объявлена война: {attacker} против {defender}.",
                 attacker=w.n(p.get("attacker", did)), defender=w.n(p.get("defender")))
    if len(p.get("attackers") or []) > 1 or len(p.get("defenders") or []) > 1:
        text += w.say(" Vassals stand by their lords (VASSAL-5): {sides}.",
                      " Вассалы выступают на стороне сюзеренов (VASSAL-5): {sides}.", sides=_war_sides(w, p))
    return text + w.say(" The first battle is fought at the end of this turn (WAR-14).",
                        " Первое сражение — по итогам этого хода (WAR-14).")


def _general_named(w: Words, did: str | None, p: dict[str, Any]) -> str:
    instead = w.say(", in place of {b}", " вместо {b}", b=w.n(p.get("before"))) if p.get("before") else ""
    return w.say("{general} commands in the war against {enemy}{instead}; a general executes no other action "
                 "(WAR-1).",
                 "{general} — генерал в войне против {enemy}{instead}; генерал не выполняет других действий "
                 "(WAR-1).",
                 general=w.n(p.get("general")), enemy=w.n(p.get("war")), instead=instead)


def _war_joined(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{vassal} joins the war at the side of its lord {lord} (VASSAL-5): {sides}.",
                 "{vassal} вступает в войну на стороне своего сюзерена — {lord} (VASSAL-5): {sides}.",
                 vassal=w.n(did), lord=w.n(p.get("lord")), sides=_war_sides(w, p))


def _war_drain(w: Words, did: str | None, p: dict[str, Any]) -> str:
    provinces = ", ".join(f"{w.n(pid)} → {loyalty}" for pid, loyalty in (p.get("provinces") or {}).items())
    text = w.say("The war against {enemies} drags on (WAR-9): reputation {rep}",
                 "Война против {enemies} затягивается (WAR-9): репутация {rep}",
                 enemies=w.many(p.get("enemies")), rep=signed(int(p.get("reputation", 0) or 0)))
    if provinces:
        text += w.say("; the provinces' loyalty falls: {p}", "; лояльность провинций падает: {p}", p=provinces)
    return text + "."


def _capture(w: Words, c: Mapping[str, Any]) -> str:
    """PROV-2: a province taken in battle, or retaken with its loyalty of before."""
    if c.get("retaken"):
        return w.say("{province} is retaken by {to} from {former}, its loyalty restored to {loyalty} (PROV-2)",
                     "{province} отбита: {former} → {to}, лояльность восстановлена до {loyalty} (PROV-2)",
                     province=w.n(c.get("province")), former=w.n(c.get("from")), to=w.n(c.get("to")),
                     loyalty=c.get("loyalty"))
    return w.say("{province} passes from {former} to {to}, loyalty {loyalty} (PROV-2)",
                 "{province}: {former} → {to}, лояльность {loyalty} (PROV-2)",
                 province=w.n(c.get("province")), former=w.n(c.get("from")), to=w.n(c.get("to")),
                 loyalty=c.get("loyalty"))


def _battle(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # public (INFO-3): the sides' strengths, each dynasty's losses and the provinces taken; which general led,
    # his refusal and his combat stay in each side's own battle report
    strength = p.get("strength") or {}
    text = w.say("Battle: {sides}. Strength {a} against {d}.", "Битва: {sides}. Сила сторон: {a} против {d}.",
                 sides=_war_sides(w, p), a=strength.get("attackers", "?"), d=strength.get("defenders", "?"))
    losses = "; ".join(f"{w.n(f.get('dynasty'))} — {w.soldiers(int(f.get('losses', 0) or 0))}"
                       for f in p.get("forces") or [])
    if losses:
        text += w.say(" Fallen (WAR-7): {losses}.", " Потери (WAR-7): {losses}.", losses=losses)
    winner = p.get("winner")
    if winner is None:
        return text + w.say(" The difference is under {step}: no province changes hands (WAR-4).",
                            " Разница меньше {step}: провинции остаются у прежних владельцев (WAR-4).",
                            step=w.rules.war.capture_step)
    side = _pick(w, _SIDES, winner)
    side = side if w.ru else side.capitalize()
    captures = "; ".join(_capture(w, c) for c in p.get("captures") or [])
    if not captures:
        return text + w.say(" {side} win, but there is no province left to take.",
                            " Побеждают {side}, но захватывать больше нечего.", side=side)
    return text + w.say(" {side} win (WAR-4): {captures}.", " Побеждают {side} (WAR-4). Захвачены провинции — "
                        "{captures}.", side=side, captures=captures)


def _free_study(w: Words, general: Any, study: Mapping[str, Any]) -> str:
    """WAR-6: the general's free study of combat after the battle (the Study roll)."""
    bonus = int(study.get("bonus", 0) or 0)
    roll = study.get("roll")
    rolled = f"{roll} + {bonus} = {int(roll or 0) + bonus}" if bonus else f"{roll}"
    if study.get("after") != study.get("before"):
        return w.say(" After the battle {g} studied {skill} for free: rolled {rolled}, over {before} — {skill} is "
                     "now {after} (WAR-6).",
                     " После битвы — бесплатная учёба генерала {g} ({skill}): выпало {rolled}, больше {before} — "
                     "теперь {after} (WAR-6).",
                     g=w.n(general), skill=w.skill("combat"), rolled=rolled, before=study.get("before"),
                     after=study.get("after"))
    return w.say(" After the battle {g} studied {skill} for free: rolled {rolled}, not over {before} — no progress "
                 "(WAR-6).",
                 " После битвы — бесплатная учёба генерала {g} ({skill}): выпало {rolled}, не больше {before} — без "
                 "успеха (WAR-6).",
                 g=w.n(general), skill=w.skill("combat"), rolled=rolled, before=study.get("before"))


def _battle_report(w: Words, did: str | None, p: dict[str, Any]) -> str:
    """The battle as one side's own report tells it (INFO-5): its general, soldiers, bonus, losses, dice."""
    general = p.get("general")
    per = w.rules.war.bonus_per_soldiers
    if general is None:
        command = w.say("no general, no bonus (WAR-14)", "генерала нет — без бонуса (WAR-14)")
    elif p.get("refused"):
        command = w.say("general {g} refused to fight and counts with combat 0: no bonus (SAB-4, WAR-6)",
                        "генерал {g} отказывается сражаться, его бой считается равным 0 — без бонуса (SAB-4, WAR-6)",
                        g=w.n(general))
    else:
        command = w.say("general {g}, {skill} {c}: +{bonus} ({c} for each full {per} sent, WAR-3)",
                        "генерал {g}, {skill} {c}: +{bonus} ({c} за каждые полные {per}, WAR-3)",
                        g=w.n(general), skill=w.skill("combat"), c=p.get("combat"), bonus=p.get("bonus", 0),
                        per=w.soldiers(per))
    fortification = int(p.get("fortification", 0) or 0)
    fort = w.say("; fortification +{f}", "; укрепления +{f}", f=fortification) if fortification else ""
    side = w.say("attacking", "мы нападаем") if p.get("side") == "attackers" else w.say("defending",
                                                                                      "мы обороняемся")
    text = w.say("Our battle against {enemies} ({side}): {sent} sent; {command}{fort}; strength {strength}. "
                 "Fallen: {losses} (WAR-7); the army is now {army}.",
                 "Наша битва против {enemies} ({side}): отправлено {sent}; {command}{fort}; сила {strength}. "
                 "Потери — {losses} (WAR-7); в армии теперь {army}.",
                 enemies=w.many(p.get("enemies")), side=side, sent=w.soldiers(int(p.get("sent", 0) or 0)),
                 command=command, fort=fort, strength=p.get("strength"),
                 losses=w.soldiers(int(p.get("losses", 0) or 0)), army=p.get("army"))
    study = p.get("study")
    if isinstance(study, Mapping) and general is not None:
        text += _free_study(w, general, study)
    return text


def _general_roll(w: Words, p: Mapping[str, Any]) -> str:
    return f"{p.get('roll')} + {p.get('loyalty')} = {p.get('total')}"


def _general_refused(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("General {g} refused to fight ({roll} ≤ {most}, SAB-4): in the battle the general's combat "
                 "counts as 0 (WAR-6).",
                 "Генерал {g} отказывается сражаться ({roll} ≤ {most}, SAB-4): в битве бой генерала считается "
                 "равным 0 (WAR-6).",
                 g=w.n(p.get("general")), roll=_general_roll(w, p), most=w.rules.sabotage.aborts_at_most)


def _general_obeyed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("General {g} is disloyal but led the army into battle ({roll} > {most}, SAB-4).",
                 "Генерал {g}, несмотря на низкую лояльность, ведёт войско в бой ({roll} > {most}, SAB-4).",
                 g=w.n(p.get("general")), roll=_general_roll(w, p), most=w.rules.sabotage.aborts_at_most)


def _war_ended(w: Words, did: str | None, p: dict[str, Any]) -> str:
    if p.get("reason") == "peace":
        why = w.say("peace is made", "заключён мир")
    elif p.get("reason") == "no-provinces":
        why = w.say("{side} hold no province", "у {side} не осталось ни одной провинции",
                    side=_pick(w, _SIDES_OF, p.get("side")))
    else:
        why = str(p.get("reason", ""))
    return w.say("The war of {sides} is over: {why} (WAR-12).", "Война окончена: {sides} — {why} (WAR-12).",
                 sides=_war_sides(w, p), why=why)


#: WAR-10: why a war among kin costs reputation.
WAR_PENALTIES: dict[str, tuple[str, str]] = {
    "branch": ("{enemy} is of our own house, a main line and its branch",
               "{enemy} — тот же дом: главная линия и её ветвь"),
    "close": ("{enemy} and we share close kin of a head", "{enemy} — близкая родня одного из глав"),
    "relative": ("{enemy} and we share kin of a head", "{enemy} — родня одного из глав"),
}


def _war_penalty(w: Words, did: str | None, p: dict[str, Any]) -> str:
    en, ru = WAR_PENALTIES.get(str(p.get("relation", "")), ("{enemy}", "{enemy}"))
    return w.say("War among kin (WAR-10): {why}; reputation {rep}.", "Война с роднёй (WAR-10): {why}; репутация {rep}.",
                 why=(ru if w.ru else en).format(enemy=w.n(p.get("enemy"))),
                 rep=signed(int(p.get("reputation", 0) or 0)))


#: WAR-13: what came of a Hot-tempered head's anger, by the engine's reason (None: war).
HOT_TEMPER: dict[str, tuple[str, str]] = {
    "war": ("war is declared on them (WAR-13)", "объявлена война (WAR-13)"),
    "calm": ("the anger passes (war only on a {on})", "гнев утихает (война — только если выпадет {on})"),
    "target-gone": ("but that house has fallen", "но эта династия уже пала"),
    "already-at-war": ("we are already at war with them", "с ней и так идёт война"),
    "lord": ("but it is our lord (VASSAL-5)", "но это наш сюзерен (VASSAL-5)"),
}


def _hot_tempered(w: Words, did: str | None, p: dict[str, Any]) -> str:
    reason = "war" if p.get("war") else str(p.get("reason", ""))
    en, ru = HOT_TEMPER.get(reason, (reason, reason))
    return w.say("The {trait} head {head} is enraged at {target} for {damage} reputation lost (rolled {roll}): "
                 "{what}.",
                 "Гнев главы {head} ({trait}): урон нашей репутации {damage}, виновник — {target}; выпало {roll} — "
                 "{what}.",
                 trait=w.trait("hot_tempered"), head=w.n(p.get("head")), target=w.n(p.get("target")),
                 damage=p.get("damage"), roll=p.get("roll"),
                 what=(ru if w.ru else en).format(on=w.rules.war.hot_tempered_war_on))


def peace_terms_text(w: Words, offerer: Any, receiver: Any, terms: Mapping[str, Any]) -> str:
    """The terms of an offer of peace (ACT-offer_peace), the offerer's: "; terms: Valois (valois) pays 20
    coins, Habsburg (habsburg) cedes Tyrol (tyrol)"; a white peace says so."""
    parts = []
    pay, ask = int(terms.get("pay", 0) or 0), int(terms.get("ask", 0) or 0)
    if pay:
        parts.append(w.say("{d} pays {c}", "{d} платит {c}", d=w.n(offerer), c=w.coins(pay)))
    if ask:
        parts.append(w.say("{d} pays {c}", "{d} платит {c}", d=w.n(receiver), c=w.coins(ask)))
    if terms.get("cede"):
        parts.append(w.say("{d} cedes {p}", "{d} уступает {p}", d=w.n(offerer), p=w.many(terms.get("cede"))))
    if terms.get("claim"):
        parts.append(w.say("{d} cedes {p}", "{d} уступает {p}", d=w.n(receiver), p=w.many(terms.get("claim"))))
    vassal = terms.get("vassal")
    if vassal:
        lord = receiver if vassal == offerer else offerer
        parts.append(w.say("{v} becomes a vassal of {lord}", "{v} — вассал, сюзерен — {lord}", v=w.n(vassal),
                           lord=w.n(lord)))
    if not parts:
        return w.say(", with no terms", ", без условий")
    return w.say("; terms: {t}", "; условия: {t}", t="; ".join(parts))


def _peace_offer(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{dynasty} offers peace to {to}, through {by}{terms}. It may be accepted in this turn's orders.",
                 "Предложение мира: {dynasty} → {to}, от имени дома — {by}{terms}. Принять его можно в приказах "
                 "этого хода.",
                 by=w.n(p.get("by")), dynasty=w.n(did), to=w.n(p.get("to")),
                 terms=peace_terms_text(w, did, p.get("to"), p))


def _peace_accept(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{dynasty} accepts the peace offered by {offerer} in turn {turn}, through {by}.",
                 "{dynasty} принимает мир, предложенный династией {offerer} в ходу {turn}; от имени дома — {by}.",
                 by=w.n(p.get("by")), dynasty=w.n(did), offerer=w.n(p.get("offerer")), turn=p.get("offered", "?"))


def _peace(w: Words, did: str | None, p: dict[str, Any]) -> str:
    offerer, receiver = p.get("offerer"), p.get("receiver")
    text = w.say("Peace between {a} and {b}.", "Заключён мир: {a} и {b}.", a=w.n(offerer), b=w.n(receiver))
    pay, ask = int(p.get("pay", 0) or 0), int(p.get("ask", 0) or 0)
    if pay:
        text += w.say(" {a} pays {b} {c}.", " {a} платит {c}; получатель — {b}.", a=w.n(offerer), b=w.n(receiver),
                      c=w.coins(pay))
    if ask:
        text += w.say(" {a} pays {b} {c}.", " {a} платит {c}; получатель — {b}.", a=w.n(receiver), b=w.n(offerer),
                      c=w.coins(ask))
    for moved in p.get("provinces") or []:
        text += w.say(" {p} passes from {a} to {b}.", " {p}: {a} → {b}.", p=w.n(moved.get("province")),
                      a=w.n(moved.get("from")), b=w.n(moved.get("to")))
    if p.get("lord"):
        text += w.say(" {v} becomes a vassal of {lord} (VASSAL-3).", " {v}: вассал, сюзерен — {lord} (VASSAL-3).",
                      v=w.n(p.get("vassal")), lord=w.n(p.get("lord")))
    elif p.get("vassalage_refused"):
        refused = str(p.get("vassalage_refused"))
        en, ru = VASSAL_REFUSALS.get(refused, (refused, refused))
        text += w.say(" {v} does not become a vassal: {why}.", " {v}: вассалитета нет — {why}.",
                      v=w.n(p.get("vassal")), why=ru if w.ru else en)
    if p.get("war_ended"):
        text += w.say(" The war is over.", " Война окончена.")
    elif p.get("left"):
        text += w.say(" Out of the war: {left}; it goes on for the others (VASSAL-5).",
                      " Из войны выходят: {left}; для остальных она продолжается (VASSAL-5).",
                      left=w.many(p.get("left")))
    return text


#: WAR-12: why a peace agreed by both sides did not come about when it resolved.
PEACE_FAILURES: dict[str, tuple[str, str]] = {
    "not-at-war": ("they are no longer at war", "они больше не воюют"),
    "not-enough-coins": ("the terms could not be paid in full (DYN-7)", "условия нельзя оплатить полностью (DYN-7)"),
    "province-gone": ("a province of the terms has changed hands", "провинция из условий сменила владельца"),
}


def _peace_failed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    reason = str(p.get("reason", ""))
    en, ru = PEACE_FAILURES.get(reason, (reason, reason))
    return w.say("Peace between {a} and {b} did not come about: {why}.", "Мир не состоялся: {a} и {b} — {why}.",
                 a=w.n(p.get("offerer")), b=w.n(p.get("receiver")), why=ru if w.ru else en)


def _peace_offer_lapsed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # the other dynasty is named first: the sentence is about an offer that no longer stands
    if p.get("accept"):
        return w.say("{to} made no offer of peace for the acceptance of {by} (turn {turn}) to meet: it lapsed.",
                     "{to}: мира не предлагали — согласие на мир от {by} (ход {turn}) истекло.",
                     to=w.n(p.get("to")), by=w.n(p.get("by")), turn=p.get("turn", "?"))
    return w.say("{to} did not answer the offer of peace of {by} (turn {turn}): it lapsed.",
                 "{to}: предложение мира от {by} (ход {turn}) осталось без ответа и истекло.",
                 to=w.n(p.get("to")), by=w.n(p.get("by")), turn=p.get("turn", "?"))


# -- the wars section of a private report (WAR-1, WAR-9, WAR-11, WAR-14) ---------------------------------------


def war_summary(w: Words, war_turns: int, drain_reputation: int) -> str:
    """How far the war is, and what the turn brings: a battle and WAR-9's drain."""
    if war_turns < 1:
        return w.say("It begins this turn; its first battle comes at the end of the next (WAR-14).",
                     "Она начинается в этом ходу; первое сражение — по итогам следующего (WAR-14).")
    return w.say("War turns so far: {n} (WAR-14). At the end of this turn the war drains {rep} reputation and "
                 "{loyalty} loyalty in each province (WAR-9), then a battle is fought (WAR-11).",
                 "Военных ходов позади: {n} (WAR-14). По итогам этого хода война отнимет {rep} репутации и снизит "
                 "лояльность каждой провинции на {loyalty} (WAR-9), затем состоится сражение (WAR-11).",
                 n=war_turns, rep=drain_reputation, loyalty=w.rules.war.drain_loyalty)


def war_general_text(w: Words, general: str | None, combat: int | None, loyalty: int | None) -> str:
    """WAR-1, WAR-3, WAR-14: the side's general and what he brings; none → fighting without the bonus."""
    if general is None:
        return w.say("No general: your side fights without the general's bonus (WAR-14). Name one with the action "
                     "«{action}»; a general executes no other action (WAR-1).",
                     "Генерала нет: ваша сторона сражается без бонуса генерала (WAR-14). Назначьте его действием "
                     "«{action}»; генерал не выполняет других действий (WAR-1).",
                     action=w.action("general"))
    text = w.say("{g}, {skill} {c}: +{c} strength for each full {per} sent (WAR-3).",
                 "{g}, {skill} {c}: +{c} к силе за каждые полные {per} (WAR-3).",
                 g=w.n(general), skill=w.skill("combat"), c=combat, per=w.soldiers(w.rules.war.bonus_per_soldiers))
    if loyalty is not None and loyalty <= w.rules.sabotage.max_loyalty:
        text += w.say(" Loyalty {l}: the general may refuse to fight (SAB-4).",
                      " Лояльность {l}: генерал может отказаться сражаться (SAB-4).", l=loyalty)
    return text


def capture_text(w: Words, turn: int, former_owner: str) -> str:
    """PROV-2 (public): when and from whom a province was taken in battle."""
    return w.say("captured in turn {turn} from {former} (PROV-2)", "захвачена в ходу {turn} у {former} (PROV-2)",
                 turn=turn, former=w.n(former_owner))


def peace_offer_text(w: Words, offerer: str, receiver: str, by: str, turn: int, terms: Mapping[str, Any]) -> str:
    """A standing offer of peace (public, INFO-3) with its terms."""
    return w.say("{offerer} offers peace to {receiver} in turn {turn}, through {by}{terms}.",
                 "Предложение мира (ход {turn}): {offerer} → {receiver}, от имени дома — {by}{terms}.",
                 by=w.n(by), offerer=w.n(offerer), receiver=w.n(receiver), turn=turn,
                 terms=peace_terms_text(w, offerer, receiver, terms))


HAPPENINGS: dict[str, Say] = {
    "death": _death, "old-age-survived": _old_age_survived, "birth": _birth, "new-head": _new_head,
    "heir-not-valid": _heir_not_valid, "extinct": _extinct, "regent": _regent, "regency-ends": _regency_ends,
    "regent-not-valid": _regent_not_valid, "no-regent": _no_regent, "marriage": _marriage,
    "find_spouse": _find_spouse, "mentor": _mentor, "study": _study, "entertain": _entertain, "isolate": _isolate,
    "release": _release, "name": _name, "name-failed": _name_failed, "donate": _donate, "pilgrimage": _pilgrimage,
    "develop": _develop, "pacify": _pacify, "research": _research, "recruit": _recruit, "disband": _disband,
    "visit": _visit, "ball": _ball, "ball-guest-skipped": _ball_guest_skipped,
    "action-failed": _action_failed, "sabotaged": _sabotaged,
    "sabotage-failed": _sabotage_failed, "initiative": _initiative, "famine": _famine, "disease": _disease,
    "volunteers": _volunteers, "revolt": _revolt, "province-lost": _province_lost,
    "province-taken": _province_taken, "income": _income, "spendthrift": _spendthrift, "mood": _mood,
    "ruling-mood": _ruling_mood, "loyalty": _loyalty, "reputation": _reputation, "defeat": _defeat,
    "game-over": _game_over, "new-era": _new_era, "event": _event, "battle-not-resolved": _battle_not_resolved,
    "no-birth": _no_birth, "generation": _generation, "proposal": _proposal, "accept": _accept,
    "proposal-lapsed": _proposal_lapsed, "marriage-failed": _marriage_failed, "annul": _annul, "branch": _branch,
    "cunning-relief": _cunning_relief, "spy": _spy, "gossip": _gossip, "conspiracy": _conspiracy,
    "assassinate": _assassinate, "plot-discovered": _plot_discovered, "spied-on": _spied_on,
    "defected": _defected, "war-declared": _war_declared, "general-named": _general_named,
    "war-joined": _war_joined, "war-drain": _war_drain, "battle": _battle, "battle-report": _battle_report,
    "general-refused": _general_refused, "general-obeyed": _general_obeyed, "war-ended": _war_ended,
    "war-penalty": _war_penalty, "hot-tempered": _hot_tempered, "peace-offer": _peace_offer,
    "peace-accept": _peace_accept, "peace": _peace, "peace-failed": _peace_failed,
    "peace-offer-lapsed": _peace_offer_lapsed,
}


def _value_text(w: Words, value: Any) -> str:
    if isinstance(value, str):
        return str(w.n(value))
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_value_text(w, v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_value_text(w, v)}" for k, v in value.items()) + "}"
    return str(value)


def _generic(w: Words, kind: str, did: str | None, p: Mapping[str, Any]) -> str:
    """A kind this version has no sentence for: its name and its parameters, names shown with their ids."""
    params = ", ".join(f"{k}: {_value_text(w, v)}" for k, v in p.items())
    who = f"{w.n(did)}: " if did else ""
    return f"{who}{kind}" + (f" ({params})" if params else "") + "."


def happening_text(outcome_data: Mapping[str, Any], language: Language, names: Names,
                   rules: Rules | None = None) -> str:
    """One outcome of `log.yaml` (`{step, kind, dynasty, params, public, dice, concerns}`) as a sentence.
    A kind without a sentence gets a readable generic one; a malformed outcome never raises."""
    words = Words(language, names, rules)
    kind = str(outcome_data.get("kind", "?"))
    did = outcome_data.get("dynasty")
    params = dict(outcome_data.get("params") or {})
    if "concerns" in outcome_data and kind == "battle-not-resolved":
        params.setdefault("concerns", list(outcome_data.get("concerns") or []))
    say = HAPPENINGS.get(kind)
    if say is not None:
        try:
            return say(words, did, params)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            pass
    return _generic(words, kind, did, params)


# -- causes of moods and reputation --------------------------------------------------------------------------


#: MOOD-4: the causes of a mood that are a state of the character, not a trait's (ACT-isolate: −1 each turn).
_MOOD_STATES = ("isolated",)


def mood_cause(cause: str, words: Words, who: Named | str = "—") -> str:
    """MOOD-4: why a mood changed, as the engine records it, in words — `envious.not_head` → "Зависть (не
    глава)", `isolated` → "в изоляции", an action's id → its name. `who` is the character whose mood it is:
    the words agree with him or her. A cause the catalog has no words for is shown as it is."""
    w = words
    trait_id, _, condition = cause.partition(".")
    if condition and trait_id in w.rules.traits:
        key = condition.replace("_", "-")
        for sentence in (f"home-mood-{key}-{trait_id.replace('_', '-')}", f"home-mood-{key}"):
            if has_message(w.language, sentence):
                return w.t(sentence, trait=w.trait(trait_id), who=who)
        return w.t("home-mood-trait", trait=w.trait(trait_id), condition=condition)
    if cause in _MOOD_STATES:
        return w.t(f"home-mood-{cause}", who=who)
    if cause in w.rules.actions.ids():
        return w.action(cause)
    return cause


#: The engine's causes of a reputation change (`t.record("reputation", ...)`: `find_spouse: louis`, `famine in
#: anjou: paid`, `war on habsburg: close (WAR-10)`) and their words.
_CAUSES: list[tuple[re.Pattern[str], Callable[[Words, re.Match[str]], str]]] = [
    (re.compile(r"^share: (.+)$"),  # REP-3
     lambda w, m: w.t("home-reputation-share", cause=reputation_cause(m.group(1), w))),
    (re.compile(r"^famine in ([^:]+): (paid|refused)$"),
     lambda w, m: w.t(f"home-reputation-famine-{m.group(2)}", province=w.n(m.group(1)))),
    (re.compile(r"^unlawful heir \(SUCC-4\)$"),
     lambda w, m: w.t("home-reputation-unlawful-heir")),
    (re.compile(r"^bad manners: (\w+) by (.+)$"),
     lambda w, m: w.t("home-reputation-bad-manners", who=w.n(m.group(2)), action=w.action(m.group(1)))),
    (re.compile(r"^rumours: (.+)$"),  # TRAIT-gossip, as the other dynasty sees it: whose trait stays hidden
     lambda w, m: w.t("home-reputation-rumours", dynasty=w.n(m.group(1)))),
    (re.compile(r"^praise: (.+)$"),  # TRAIT-flatterer, as the other dynasty sees it
     lambda w, m: w.t("home-reputation-praise", dynasty=w.n(m.group(1)))),
    (re.compile(r"^gossip doubled: (.+)$"),  # the acting dynasty's own cost
     lambda w, m: w.t("home-reputation-gossip-doubled", who=w.n(m.group(1)))),
    (re.compile(r"^flattery tripled: (.+)$"),
     lambda w, m: w.t("home-reputation-flattery-tripled", who=w.n(m.group(1)))),
    (re.compile(r"^gossip$"),  # ACT-gossip on the target: who spread it stays hidden
     lambda w, m: w.t("home-reputation-gossip")),
    (re.compile(r"^defeat of (.+): an ally lost$"),  # DEFEAT-1
     lambda w, m: w.t("home-reputation-ally-fell", dynasty=w.n(m.group(1)))),
    (re.compile(r"^defeat of (.+): an enemy fell$"),  # DEFEAT-3
     lambda w, m: w.t("home-reputation-enemy-fell", dynasty=w.n(m.group(1)))),
    (re.compile(r"^war drain: (.+?)-vs-(.+) \(WAR-9\)$"),  # the war is named by its two leaders
     lambda w, m: w.t("home-reputation-war-drain", attacker=w.n(m.group(1)), defender=w.n(m.group(2)))),
    (re.compile(r"^war on (.+): branch \(WAR-10\)$"),
     lambda w, m: w.t("home-reputation-war-on-branch", dynasty=w.n(m.group(1)))),
    (re.compile(r"^war on (.+): (?:close|relative) \(WAR-10\)$"),
     lambda w, m: w.t("home-reputation-war-on-kin", dynasty=w.n(m.group(1)))),
    (re.compile(r"^cunning: (.+)$"),  # TRAIT-cunning: the head wins back part of the largest loss
     lambda w, m: w.t("home-reputation-cunning", who=w.n(m.group(1)), trait=w.trait("cunning"))),
    (re.compile(r"^(\w+) discovered: (.+)$"),  # ACT-0: a discovered plot
     lambda w, m: w.t("home-reputation-discovered", who=w.n(m.group(2)), action=w.action(m.group(1)))),
    (re.compile(r"^(\w+): (.+)$"),  # an action of a member: find_spouse, donate, pilgrimage, ball ...
     lambda w, m: _action_cause(w, m.group(1), m.group(2))),
]


def _action_cause(w: Words, action: str, who: str) -> str:
    if action not in w.rules.actions.ids():
        return f"{action}: {who}"
    sentence = f"home-reputation-{action.replace('_', '-')}"
    if not has_message(w.language, sentence):
        sentence = "home-reputation-action"
    return w.t(sentence, who=w.n(who), action=w.action(action))


def reputation_cause(cause: str, words: Words) -> str:
    """The engine's cause of a reputation change (`find_spouse: louis`, `famine in anjou: paid`) in words."""
    for pattern, say in _CAUSES:
        match = pattern.match(cause)
        if match is not None:
            return say(words, match)
    return cause


# -- province events, decisions, eras ---------------------------------------------------------------------------

_CHOICES = {"famine": ("pay", "refuse"), "disease": ("pay", "refuse"), "volunteers": ("accept", "refuse"),
            "revolt": ("suppress", "yield")}


def decision_choices(kind: str) -> list[str]:
    """PROV-3, PROV-4: the answers a decision takes."""
    return list(_CHOICES.get(kind, ()))


def _event_effect(p: Mapping[str, Any], kind: str) -> str:
    """What a province's event does (PROV-3): the key of its sentence, '' for a quiet year."""
    if int(p.get("army_change", 0) or 0):
        return "desert"
    if not p.get("applies", True) and kind != "none":
        return "no-effect"
    decision = p.get("decision")
    if decision == "revolt":
        return "decide-revolt"
    if decision in ("famine", "disease"):
        return "decide-pay"
    if decision == "volunteers":
        return "decide-accept"
    return ""


_EVENTS = ("none", "famine", "disease", "volunteers", "revolt")


def event_text(words: Words, province: Any, p: Mapping[str, Any], *, headed: bool = True) -> str:
    """PROV-3: a province's event of this turn with its roll and what it asks for; `headed=False` gives only
    what it does (the province and the roll are shown beside it)."""
    w = words
    kind = str(p.get("event", p.get("kind", "none")))
    effect = _event_effect(p, kind)
    facts = {"province": w.n(province), "roll": p.get("roll"), "event": w.label(kind),
             "change": signed(int(p.get("army_change", 0) or 0)), "points": sum(p.get("revolt_roll") or [])}
    if not headed:
        return w.t(f"home-event-effect-{effect}", **facts) if effect else ""
    sentence = f"home-event-{kind}{f'-{effect}' if effect else ''}"
    if kind not in _EVENTS or not has_message(w.language, sentence):
        sentence = f"home-event-other{f'-{effect}' if effect else ''}"
    return w.t(sentence, **facts)


def decision_text(words: Words, kind: str, province: str | None, default: str, detail: str = "") -> str:
    """A decision to take now and its default (PROV-6, SUCC-5)."""
    w = words
    if kind == "heir":
        return w.t("home-decision-heir", heir=w.n(default))
    if kind == "regent":
        return w.t("home-decision-regent", regent=w.n(default))
    facts = {"event": w.label(kind).capitalize(), "province": w.n(province),
             "choices": " / ".join(w.label(c) for c in decision_choices(kind)), "default": w.label(default)}
    if detail:
        return w.t("home-decision-event-detail", detail=detail, **facts)
    return w.t("home-decision-event", **facts)


def era_effects(era: Era, rules: Rules, language: Language) -> list[str]:
    """ERA-2 .. ERA-6: an era's effects as sentences, read from the rules data."""
    w = Words(language, lambda entity_id: Named(entity_id, "person"), rules)
    effects = era.effects
    found: list[str] = []
    by_delta: dict[int, list[str]] = {}
    for action, delta in effects.ap_delta.items():
        by_delta.setdefault(delta, []).append(action)
    for delta, actions in by_delta.items():
        if delta < 0:
            found.append(w.t("home-era-cheaper", actions=w.quoted_actions(actions), n=-delta, least=effects.ap_min))
        else:
            found.append(w.t("home-era-dearer", actions=w.quoted_actions(actions), n=delta))
    for action, ap in effects.ap_set.items():
        found.append(w.t("home-era-ap", actions=w.quoted_actions([action]), n=ap))
    for action, bonus in effects.check_bonus.items():
        found.append(w.t("home-era-check", actions=w.quoted_actions([action]), bonus=signed(bonus)))
    by_bonus: dict[int, list[str]] = {}
    for action, bonus in effects.discovery_bonus.items():
        by_bonus.setdefault(bonus, []).append(action)
    for bonus, actions in by_bonus.items():
        found.append(w.t("home-era-discovery", actions=w.quoted_actions(actions), bonus=signed(bonus)))
    for action, coins in effects.coins_set.items():
        sentence = "home-era-coins-per-soldier" if action == "recruit" else "home-era-coins"
        found.append(w.t(sentence, actions=w.quoted_actions([action]), coins=coins))
    if effects.war_drain_reputation is not None:
        found.append(w.t("home-era-war-drain", n=effects.war_drain_reputation))
    if effects.revolt_max_roll is not None:
        found.append(w.t("home-era-revolt-roll", n=effects.revolt_max_roll))
    if effects.revolt_at_loyalty is not None:
        found.append(w.t("home-era-revolt-loyalty", n=effects.revolt_at_loyalty))
    if effects.desert_at_loyalty is not None:
        found.append(w.t("home-era-desert-loyalty", n=effects.desert_at_loyalty))
    return found


# -- relations (ALLY-5) --------------------------------------------------------------------------------------------

#: ALLY-5: the kinds of kinship that make an ally, each a word of the catalog (`home-kin-<kind>`) for a man and a
#: woman.
_KIN = ("parent", "child", "sibling", "spouse", "grandparent", "grandchild", "uncle_aunt", "nephew_niece", "cousin")


def kin_word(kind: str, sex: str, language: Language) -> str:
    """"daughter" for a woman who is a `child`."""
    if kind not in _KIN:
        return kind
    return message(language, f"home-kin-{kind.replace('_', '-')}", who=Named("", "person", sex))


def alliance_text(words: Words, *, ours_is_head: bool, kin: str, who: str) -> str:
    """ALLY-5: why another dynasty is an ally: "your head's daughter Anna is there", or "their head's son
    Ivan is with you"."""
    return words.t("home-ally-ours" if ours_is_head else "home-ally-theirs", kin=kin, relative=who)
