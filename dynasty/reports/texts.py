"""The words of the reports, in Russian and English (CONTRACT "Reports": `turns/game.yaml` chooses).

The builder (`build.py`) turns every fact into text here, so that the view-models carry finished sentences
and the templates compute nothing. Every name is shown with its id, "Name (id)". The Russian sentences are
written as "subject: predicate" so that they need neither declension nor gender agreement.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from dynasty import naming
from dynasty.declension import Case
from dynasty.dice import Fact, Purpose
from dynasty.l10n import CatalogError, Named, has_message, message
from dynasty.naming import state_names
from dynasty.orders.messages import Language
from dynasty.rules import Era, Rules, default_rules
from dynasty.state import GameState

Names = Callable[[str], Named]

#: The ids the view-models and outcomes carry that have a word of their own (roles, statuses, relations, facts,
#: event kinds, decisions and their choices, section titles, groups of actions): each is the message
#: `report-label-<key>` of the catalog (`locales/*/report.ftl`, a dot of the key written as a dash).
LABELS: frozenset[str] = frozenset({
    "head", "regent", "general", "child", "isolated", "ally", "enemy", "attacker", "defender",
    "traits", "loyalty", "skills", "mood", "balance", "army", "technologies",
    "none", "famine", "disease", "volunteers", "revolt", "pay", "refuse", "accept", "suppress", "yield",
    "turn", "era", "ap", "treasury", "reputation", "happened", "members", "provinces", "decisions", "wars",
    "others", "known", "family_tree", "template", "dice", "chronicle", "ap_spent", "defaults",
    "technologies_title", "age", "father", "mother", "yield_", "lord",
    "group.household", "group.church", "group.intrigue", "group.diplomacy", "group.learning", "group.provinces",
    "group.military",
})


def label(key: str, language: Language) -> str:
    """The word for an id the view-models carry; the id itself when there is none."""
    if key not in LABELS:
        return key
    return message(language, "report-label-" + key.replace(".", "-"))


def display_names(state: GameState) -> Names:
    """The names of the state's characters, houses and provinces, by id (`naming.state_names`)."""
    return state_names(state)


_DICE = re.compile(r"\b(\d*)d(\d+)\b")


def dice_notation(dice: str, language: Language) -> str:
    """Dice as the players of the language write them: 2d6, in Russian 2к6."""
    return _DICE.sub(r"\1к\2", dice) if language == "ru" else dice


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
        return ", ".join(self.name(i) for i in ids or []) or "—"

    def name(self, entity_id: Any) -> str:
        """The name of an id in the nominative."""
        named = self.n(entity_id)
        return named.text if isinstance(named, Named) else named

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


def _sentences(*texts: str) -> str:
    """Whole sentences one after another; an empty one is left out."""
    return " ".join(text for text in texts if text)


def _value(p: Mapping[str, Any], key: str) -> Any:
    """A number of the outcome for a message; '?' when it is missing."""
    found = p.get(key)
    return "?" if found is None else found


def _names_in(w: Words, ids: Sequence[Any] | None, case: Case | None = None) -> str:
    """Names joined by commas, in a Russian report in `case` (против Ярославичей, Ольговичей); '—' for none."""
    found = []
    for entity_id in ids or []:
        named = w.n(entity_id)
        found.append(named.case(case) if case is not None and w.ru and isinstance(named, Named) else str(named))
    return ", ".join(found) or "—"


def _terms(w: Words, p: Mapping[str, Any], proposer_house: Any, target_house: Any) -> str:
    """The terms of a proposal (MAR-1): what each house pays and which becomes the other's vassal; '' for none."""
    parts = []
    pay, ask = int(p.get("pay", 0) or 0), int(p.get("ask", 0) or 0)
    if pay:
        parts.append(w.t("affairs-terms-pay", payer=w.n(proposer_house), coins=pay))
    if ask:
        parts.append(w.t("affairs-terms-pay", payer=w.n(target_house), coins=ask))
    vassal = p.get("vassal")
    if vassal:
        lord = target_house if vassal == proposer_house else proposer_house
        parts.append(w.t("affairs-terms-vassal", vassal=w.n(vassal), lord=w.n(lord)))
    return w.t("affairs-terms", terms="; ".join(parts)) if parts else ""


def _proposal(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return _sentences(w.t("affairs-proposal", by=w.n(p.get("by")), house=w.n(did), target=w.n(p.get("target")),
                          target_house=w.n(p.get("target_dynasty"))),
                      _terms(w, p, did, p.get("target_dynasty")))


def _accept(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-accept-unanswered" if p.get("unanswered") else "affairs-accept", by=w.n(p.get("by")),
               house=w.n(did), target=w.n(p.get("target")),
               target_house=w.n(p.get("target_dynasty")), proposed=_value(p, "proposed"))


def _proposal_lapsed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # the suitor's house is named: the sentence is also read by the other house, and names repeat (two Olegs)
    return w.t("affairs-proposal-lapsed", by=w.n(p.get("by")), house=w.n(did), target=w.n(p.get("target")),
               turn=_value(p, "turn"))


#: Why a wedding did not take place when its turn came (MAR-2, DYN-7): the engine's code and its message.
WEDDING_FAILURES: dict[str, str] = {
    "dead": "affairs-wedding-failure-dead",
    "married": "affairs-wedding-failure-married",
    "too-young": "affairs-wedding-failure-too-young",
    "same-sex": "affairs-wedding-failure-same-sex",
    "same-dynasty": "affairs-wedding-failure-same-dynasty",
    "not-enough-coins": "affairs-wedding-failure-not-enough-coins",
}

#: VASSAL-6: why the vassalage of a marriage's or a peace's terms did not come into force.
VASSAL_REFUSALS: dict[str, str] = {
    "vassal-has-lord": "affairs-vassalage-refused-has-lord",
    "vassal-cycle": "affairs-vassalage-refused-cycle",
}


def _marriage_failed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    reason = str(p.get("reason", ""))
    failure = WEDDING_FAILURES.get(reason)
    return w.t("affairs-wedding-failed", proposer=w.n(p.get("proposer")), target=w.n(p.get("target")),
               why=w.t(failure) if failure else reason)


def _vassalage(w: Words, p: Mapping[str, Any], first: Any, second: Any) -> str:
    """VASSAL-3, VASSAL-6: the vassalage of the terms between the houses `first` and `second`, in force or
    refused (then the lord is the house that is not the vassal); '' when the terms named none."""
    vassal = p.get("vassal")
    if p.get("lord"):
        return w.t("affairs-vassalage", vassal=w.n(vassal), lord=w.n(p.get("lord")))
    refused = p.get("vassalage_refused")
    if not refused:
        return ""
    lord = second if vassal == first else first
    refusal = VASSAL_REFUSALS.get(str(refused))
    if refusal is None:
        return w.t("affairs-vassalage-refused", vassal=w.n(vassal), lord=w.n(lord), why=str(refused))
    return w.t(refusal, vassal=w.n(vassal), lord=w.n(lord))


def _marriage_terms(w: Words, p: dict[str, Any]) -> str:
    """MAR-1, VASSAL-3: who moved, the coins of the terms, the vassalage: sentences that follow the wedding's,
    each after a space; '' for none."""
    proposer_house, target_house = p.get("proposer_dynasty"), p.get("target_dynasty")
    sentences = []
    moved = p.get("moved")
    if moved:
        home = target_house if moved == p.get("proposer") else proposer_house
        sentences.append(w.t("affairs-moved", who=w.n(moved), house=w.n(home)))
    pay, ask = int(p.get("pay", 0) or 0), int(p.get("ask", 0) or 0)
    if pay:
        sentences.append(w.t("affairs-pays", payer=w.n(proposer_house), payee=w.n(target_house), coins=pay))
    if ask:
        sentences.append(w.t("affairs-pays", payer=w.n(target_house), payee=w.n(proposer_house), coins=ask))
    sentences.append(_vassalage(w, p, proposer_house, target_house))
    text = _sentences(*sentences)
    return f" {text}" if text else ""


def _annul(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # public: the check's arithmetic (the executor's skill) is not shown; the acting dynasty has its dice
    own = p.get("by") is not None and p.get("by") == p.get("spouse")
    names = {"by": w.n(p.get("by")), "house": w.n(did), "spouse": w.n(p.get("spouse")),
             "partner": w.n(p.get("partner"))}
    if not p.get("success"):
        return w.t("affairs-annul-own-refused" if own else "affairs-annul-refused", **names)
    returned = w.t("affairs-annul-returned", who=w.n(p.get("returned"))) if p.get("returned") else ""
    return _sentences(w.t("affairs-annul-own" if own else "affairs-annul", **names), returned)


def _branch(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # public: the branch's army and coins are hidden facts (INFO-2) and are not shown
    sentences = [w.t("affairs-branch", by=w.n(p.get("by")), house=w.n(did), branch=w.n(p.get("branch")),
                     head=w.n(p.get("head")), members=_names_in(w, p.get("members")),
                     provinces=_names_in(w, p.get("provinces")), reputation=_value(p, "reputation"))]
    if p.get("spouses_stayed"):
        sentences.append(w.t("affairs-branch-spouses-stayed", spouses=_names_in(w, p.get("spouses_stayed"))))
    generals = list(p.get("generals_left") or [])
    if generals:
        sentences.append(w.t("affairs-branch-generals-left", generals=_names_in(w, generals), count=len(generals)))
    return _sentences(*sentences)


def _cunning_relief(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-cunning-relief", trait=w.trait("cunning"), head=w.n(p.get("head")), house=w.n(did),
               applied=int(p.get("applied", p.get("relief", 0)) or 0),
               largest=signed(int(p.get("largest_loss", 0) or 0)))


def _plot_check(w: Words, p: dict[str, Any]) -> str:
    """An intrigue check as the acting dynasty is told it: its own roll, skill, bribe and TN; the target's hidden
    modifiers (loyalty, traits) are not in the outcome and not shown."""
    if "roll" not in p:
        return "?"
    check = {"roll": _value(p, "roll"), "skill": w.skill("intrigue"), "value": _value(p, "skill"),
             "tn": _value(p, "tn")}
    bribe = int(p.get("bribe", 0) or 0)
    if bribe and "bribe_bonus" in p:
        return w.t("affairs-plot-check-bribe", **check, bribe=bribe,
                   bonus_text=signed(int(p.get("bribe_bonus", 0) or 0)))
    return w.t("affairs-plot-check", **check)


def _plot_after(w: Words, did: str | None, p: dict[str, Any]) -> str:
    """What followed a successful plot: discovered or not (ACT-0), or the Insidious escape; '' when untold."""
    if p.get("escaped"):
        return w.t("affairs-plot-escaped", by=w.n(p.get("by")), trait=w.trait("insidious"))
    if p.get("discovered"):
        return w.t("affairs-plot-found-out", house=w.n(p.get("target_dynasty")), plotter=w.n(did))
    if "discovered" in p:
        return w.t("affairs-plot-undiscovered")
    return ""


def _plot_failure(w: Words, p: dict[str, Any], action: str) -> str:
    """An automatic failure of an intrigue: an Honest or isolated recruit, a Paranoid target."""
    reason = str(p.get("reason", ""))
    agent = p.get("agent")
    recruit = agent if action == "assassinate" and agent else p.get("target")
    if reason == "refused":  # TRAIT-honest is hidden (INFO-2): he would not be turned, and no more
        return w.t("affairs-plot-refused", who=w.n(recruit))
    if reason == "isolated":
        # isolation in another house is hidden (INFO-3): the plotter learns only that he could not reach him
        if action == "assassinate" and agent:
            return w.t("affairs-plot-out-of-reach-agent", target=w.n(p.get("target")), agent=w.n(agent))
        return w.t("affairs-plot-out-of-reach", who=w.n(recruit))
    if reason == "paranoid":  # his traits are hidden (INFO-2): the plotter learns only that he was out of reach
        return w.t("affairs-plot-out-of-reach", who=w.n(p.get("target")))
    return reason


def _plot_names(w: Words, p: dict[str, Any]) -> dict[str, Any]:
    """Who plots against whom, for the intrigue messages."""
    return {"by": w.n(p.get("by")), "target": w.n(p.get("target")), "target_house": w.n(p.get("target_dynasty"))}


def _spy(w: Words, did: str | None, p: dict[str, Any]) -> str:
    names = _plot_names(w, p)
    if p.get("reason"):
        return w.t("affairs-spy-refused", **names, why=_plot_failure(w, p, "spy"))
    if not p.get("success"):
        return w.t("affairs-spy-failed", **names, check=_plot_check(w, p))
    return _sentences(w.t("affairs-spy", **names, check=_plot_check(w, p),
                          members=_names_in(w, p.get("learned"), "gen")),
                      _plot_after(w, did, p))


def _gossip(w: Words, did: str | None, p: dict[str, Any]) -> str:
    names = {"by": w.n(p.get("by")), "target_house": w.n(p.get("target_dynasty")), "check": _plot_check(w, p)}
    if not p.get("success"):
        return w.t("affairs-gossip-failed", **names)
    applied = int(p.get("applied", 0) or 0)
    said = w.t("affairs-gossip", **names, loss=abs(applied)) if applied else w.t("affairs-gossip-no-effect", **names)
    return _sentences(said, _plot_after(w, did, p))


def _conspiracy(w: Words, did: str | None, p: dict[str, Any]) -> str:
    names = {**_plot_names(w, p), "house": w.n(did)}
    if p.get("reason"):
        bribe = int(p.get("bribe", 0) or 0)  # paid with the action
        return _sentences(w.t("affairs-conspiracy-refused", **names, why=_plot_failure(w, p, "conspiracy")),
                          w.t("affairs-conspiracy-bribe-lost", bribe=bribe) if bribe else "")
    if not p.get("success"):
        return w.t("affairs-conspiracy-failed", **names, check=_plot_check(w, p))
    return _sentences(w.t("affairs-conspiracy", **names, check=_plot_check(w, p)), _plot_after(w, did, p))


def _assassinate(w: Words, did: str | None, p: dict[str, Any]) -> str:
    names = {**_plot_names(w, p), "agent": w.n(p.get("agent"))}
    by_agent = bool(p.get("agent"))
    if p.get("reason"):
        return w.t("affairs-assassinate-agent-refused" if by_agent else "affairs-assassinate-mercenary-refused",
                   **names, why=_plot_failure(w, p, "assassinate"))
    if not p.get("success"):
        return w.t("affairs-assassinate-agent-failed" if by_agent else "affairs-assassinate-mercenary-failed",
                   **names, check=_plot_check(w, p))
    return _sentences(w.t("affairs-assassinate-agent" if by_agent else "affairs-assassinate-mercenary", **names,
                          check=_plot_check(w, p)),
                      _plot_after(w, did, p))


def _plot_discovered(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-plot-discovered", house=w.n(did), action=w.action(p.get("action")), by=w.n(p.get("by")),
               plotter=w.n(p.get("plotter")))


def _spied_on(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-spied-on", house=w.n(did), trait=w.trait("paranoid"), recruiter=w.n(p.get("recruiter")),
               plotter=w.n(p.get("plotter")), spy=w.n(p.get("spy")))


def _defected(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # the house he joins is not among the params: it is not named
    return w.t("affairs-defected", who=w.n(p.get("character")), house=w.n(did))


# -- war and peace (WAR-1 .. WAR-14, SAB-4, PROV-2, VASSAL-5) ---------------------------------------------------


def _war_declared(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # public: a Hot-tempered declaration (WAR-13) is told like any other — the trait is hidden (INFO-2)
    sentences = [w.t("affairs-war-declared", attacker=w.n(p.get("attacker", did)), defender=w.n(p.get("defender")))]
    if len(p.get("attackers") or []) > 1 or len(p.get("defenders") or []) > 1:
        sentences.append(w.t("affairs-war-declared-vassals", attackers=_names_in(w, p.get("attackers")),
                             defenders=_names_in(w, p.get("defenders"), "gen")))
    sentences.append(w.t("affairs-war-first-battle"))
    return _sentences(*sentences)


def _general_named(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-general-named-instead" if p.get("before") else "affairs-general-named",
               general=w.n(p.get("general")), enemy=w.n(p.get("war")), previous=w.n(p.get("before")))


def _war_joined(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-war-joined", house=w.n(did), lord=w.n(p.get("lord")),
               attackers=_names_in(w, p.get("attackers")), defenders=_names_in(w, p.get("defenders"), "gen"))


def _war_drain(w: Words, did: str | None, p: dict[str, Any]) -> str:
    provinces = ", ".join(w.t("affairs-war-drain-province", province=w.n(pid), loyalty=loyalty)
                          for pid, loyalty in (p.get("provinces") or {}).items())
    facts = {"enemies": _names_in(w, p.get("enemies"), "gen"), "change": signed(int(p.get("reputation", 0) or 0))}
    if provinces:
        return w.t("affairs-war-drain-provinces", **facts, provinces=provinces)
    return w.t("affairs-war-drain", **facts)


def _capture(w: Words, c: Mapping[str, Any]) -> str:
    """PROV-2: a province taken in battle, or retaken with its loyalty of before."""
    return w.t("affairs-capture-retaken" if c.get("retaken") else "affairs-capture", province=w.n(c.get("province")),
               to=w.n(c.get("to")), loyalty=_value(c, "loyalty"), **{"from": w.n(c.get("from"))})


def _battle(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # public (INFO-3): the sides' strengths, each dynasty's losses and the provinces taken; which general led,
    # his refusal and his combat stay in each side's own battle report
    strength = p.get("strength") or {}
    sentences = [w.t("affairs-battle", attackers=_names_in(w, p.get("attackers"), "gen"),
                     defenders=_names_in(w, p.get("defenders"), "gen"), attack=_value(strength, "attackers"),
                     defence=_value(strength, "defenders"))]
    fallen = "; ".join(w.t("affairs-battle-loss", house=w.n(f.get("dynasty")), count=int(f.get("losses", 0) or 0))
                       for f in p.get("forces") or [])
    if fallen:
        sentences.append(w.t("affairs-battle-losses", fallen=fallen))
    winner = p.get("winner")
    if winner is None:
        sentences.append(w.t("affairs-battle-draw", step=w.rules.war.capture_step))
    else:
        winners = _names_in(w, p.get(str(winner)), "ins")
        captures = "; ".join(_capture(w, c) for c in p.get("captures") or [])
        sentences.append(w.t("affairs-battle-won", winners=winners, captures=captures) if captures
                         else w.t("affairs-battle-won-nothing", winners=winners))
    return _sentences(*sentences)


def _free_study(w: Words, general: Any, study: Mapping[str, Any]) -> str:
    """WAR-6: the general's free study of combat after the battle (the Study roll)."""
    bonus = int(study.get("bonus", 0) or 0)
    roll = study.get("roll")
    rolled = f"{roll} + {bonus} = {int(roll or 0) + bonus}" if bonus else f"{roll}"
    grew = study.get("after") != study.get("before")
    return w.t("affairs-free-study-up" if grew else "affairs-free-study-none", general=w.n(general),
               skill=w.skill("combat"), rolled=rolled, level=_value(study, "before"), new_level=_value(study, "after"))


def _battle_report(w: Words, did: str | None, p: dict[str, Any]) -> str:
    """The battle as one side's own report tells it (INFO-5): its general, soldiers, bonus, losses, dice."""
    general = p.get("general")
    sentences = [w.t("affairs-battle-report-attacking" if p.get("side") == "attackers"
                     else "affairs-battle-report-defending",
                     enemies=_names_in(w, p.get("enemies"), "gen"), sent=int(p.get("sent", 0) or 0))]
    if general is None:
        sentences.append(w.t("affairs-battle-report-no-general"))
    elif p.get("refused"):
        sentences.append(w.t("affairs-battle-report-refused", general=w.n(general), skill=w.skill("combat")))
    else:
        sentences.append(w.t("affairs-battle-report-led", general=w.n(general), skill=w.skill("combat"),
                             combat=_value(p, "combat"), bonus=int(p.get("bonus", 0) or 0),
                             per=w.rules.war.bonus_per_soldiers))
    fortification = int(p.get("fortification", 0) or 0)
    if fortification:
        sentences.append(w.t("affairs-battle-report-fortification", fortification=fortification))
    sentences.append(w.t("affairs-battle-report-result", strength=_value(p, "strength"),
                         losses=int(p.get("losses", 0) or 0), army=_value(p, "army")))
    study = p.get("study")
    if isinstance(study, Mapping) and general is not None:
        sentences.append(_free_study(w, general, study))
    return _sentences(*sentences)


def _general_roll(w: Words, p: Mapping[str, Any]) -> str:
    return f"{p.get('roll')} + {p.get('loyalty')} = {p.get('total')}"


def _general_refused(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-general-refused", general=w.n(p.get("general")), rolled=_general_roll(w, p),
               most=w.rules.sabotage.aborts_at_most, skill=w.skill("combat"))


def _general_obeyed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-general-obeyed", general=w.n(p.get("general")), rolled=_general_roll(w, p),
               most=w.rules.sabotage.aborts_at_most)


def _war_ended(w: Words, did: str | None, p: dict[str, Any]) -> str:
    sides = {"attackers": _names_in(w, p.get("attackers"), "gen"), "defenders": _names_in(w, p.get("defenders"), "gen")}
    reason = p.get("reason")
    if reason == "peace":
        return w.t("affairs-war-ended-peace", **sides)
    if reason == "no-provinces":
        return w.t("affairs-war-ended-no-provinces", **sides, losers=_names_in(w, p.get(str(p.get("side"))), "gen"))
    return w.t("affairs-war-ended", **sides, why=str(reason or "?"))


#: WAR-10: why a war among kin costs reputation, by the engine's relation.
WAR_PENALTIES: dict[str, str] = {
    "branch": "affairs-war-penalty-branch",
    "close": "affairs-war-penalty-close",
    "relative": "affairs-war-penalty-relative",
}


def _war_penalty(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # an unknown relation has no words: KeyError, and the happening is told by `_generic`
    return w.t(WAR_PENALTIES[str(p.get("relation", ""))], enemy=w.n(p.get("enemy")),
               change=signed(int(p.get("reputation", 0) or 0)))


#: WAR-13: what came of a Hot-tempered head's anger, by the engine's reason ("war": war was declared).
HOT_TEMPER: dict[str, str] = {
    "war": "affairs-hot-tempered-war",
    "calm": "affairs-hot-tempered-calm",
    "target-gone": "affairs-hot-tempered-target-gone",
    "already-at-war": "affairs-hot-tempered-already-at-war",
    "lord": "affairs-hot-tempered-lord",
}


def _hot_tempered(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # an unknown reason has no words: KeyError, and the happening is told by `_generic`
    reason = "war" if p.get("war") else str(p.get("reason", ""))
    return w.t(HOT_TEMPER[reason], trait=w.trait("hot_tempered"), head=w.n(p.get("head")),
               enemy=w.n(p.get("target")), house=w.n(did), damage=_value(p, "damage"), roll=_value(p, "roll"),
               on=w.rules.war.hot_tempered_war_on)


def peace_terms_text(w: Words, offerer: Any, receiver: Any, terms: Mapping[str, Any]) -> str:
    """The terms of an offer of peace (ACT-offer_peace), the offerer's, as a sentence: "Terms: Valois pays 20
    coins; Habsburg cedes Tyrol." A white peace says so."""
    parts = []
    pay, ask = int(terms.get("pay", 0) or 0), int(terms.get("ask", 0) or 0)
    if pay:
        parts.append(w.t("affairs-terms-pay", payer=w.n(offerer), coins=pay))
    if ask:
        parts.append(w.t("affairs-terms-pay", payer=w.n(receiver), coins=ask))
    if terms.get("cede"):
        parts.append(w.t("affairs-terms-cede", house=w.n(offerer), provinces=_names_in(w, terms.get("cede"), "acc")))
    if terms.get("claim"):
        parts.append(w.t("affairs-terms-cede", house=w.n(receiver),
                         provinces=_names_in(w, terms.get("claim"), "acc")))
    vassal = terms.get("vassal")
    if vassal:
        lord = receiver if vassal == offerer else offerer
        parts.append(w.t("affairs-terms-vassal", vassal=w.n(vassal), lord=w.n(lord)))
    return w.t("affairs-terms", terms="; ".join(parts)) if parts else w.t("affairs-terms-none")


def _peace_offer(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # an offer answered at once (the other side's acceptance or mirror offer) is not told as standing
    answer = "" if p.get("answered") else w.t("affairs-peace-offer-answer")
    return _sentences(w.t("affairs-peace-offer", house=w.n(did), by=w.n(p.get("by")), to=w.n(p.get("to"))),
                      peace_terms_text(w, did, p.get("to"), p), answer)


def _peace_accept(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-peace-accept-unanswered" if p.get("unanswered") else "affairs-peace-accept",
               house=w.n(did), by=w.n(p.get("by")), offerer=w.n(p.get("offerer")), turn=_value(p, "offered"))


def _peace(w: Words, did: str | None, p: dict[str, Any]) -> str:
    offerer, receiver = p.get("offerer"), p.get("receiver")
    sentences = [w.t("affairs-peace", offerer=w.n(offerer), receiver=w.n(receiver))]
    pay, ask = int(p.get("pay", 0) or 0), int(p.get("ask", 0) or 0)
    if pay:
        sentences.append(w.t("affairs-pays", payer=w.n(offerer), payee=w.n(receiver), coins=pay))
    if ask:
        sentences.append(w.t("affairs-pays", payer=w.n(receiver), payee=w.n(offerer), coins=ask))
    for moved in p.get("provinces") or []:
        sentences.append(w.t("affairs-peace-province", province=w.n(moved.get("province")), to=w.n(moved.get("to")),
                             **{"from": w.n(moved.get("from"))}))
    sentences.append(_vassalage(w, p, offerer, receiver))
    left = list(p.get("left") or [])
    if p.get("war_ended"):
        pass  # the end of the war is told once, by its own sentence (WAR-12)
    elif len(left) == 1:
        sentences.append(w.t("affairs-peace-left-one", house=w.n(left[0])))
    elif left:
        sentences.append(w.t("affairs-peace-left", houses=_names_in(w, left)))
    return _sentences(*sentences)


#: WAR-12: why a peace agreed by both sides did not come about when it resolved.
PEACE_FAILURES: dict[str, str] = {
    "not-at-war": "affairs-peace-failure-not-at-war",
    "not-enough-coins": "affairs-peace-failure-not-enough-coins",
    "province-gone": "affairs-peace-failure-province-gone",
}


def _peace_failed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    reason = str(p.get("reason", ""))
    failure = PEACE_FAILURES.get(reason)
    return w.t("affairs-peace-failed", offerer=w.n(p.get("offerer")), receiver=w.n(p.get("receiver")),
               why=w.t(failure) if failure else reason)


def _peace_offer_lapsed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-peace-accept-lapsed" if p.get("accept") else "affairs-peace-offer-lapsed",
               by=w.n(p.get("by")), to=w.n(p.get("to")), turn=_value(p, "turn"))


# -- the wars section of a private report (WAR-1, WAR-9, WAR-11, WAR-14) ---------------------------------------


def war_summary(w: Words, war_turns: int, drain_reputation: int) -> str:
    """How far the war is, and what the turn brings: a battle and WAR-9's drain."""
    if war_turns < 1:
        return w.t("affairs-war-summary-new")
    return w.t("affairs-war-summary", n=war_turns, rep=drain_reputation, loyalty=w.rules.war.drain_loyalty)


def war_general_text(w: Words, general: str | None, combat: int | None, loyalty: int | None) -> str:
    """WAR-1, WAR-3, WAR-14: the side's general and what he brings; none → fighting without the bonus."""
    if general is None:
        return w.t("affairs-war-no-general", action=w.action("general"))
    said = w.t("affairs-war-general", general=w.n(general), skill=w.skill("combat"),
               combat=combat if combat is not None else "?", per=w.rules.war.bonus_per_soldiers)
    if loyalty is not None and loyalty <= w.rules.sabotage.max_loyalty:
        return _sentences(said, w.t("affairs-war-general-disloyal", general=w.n(general), loyalty=loyalty))
    return said


def capture_text(w: Words, turn: int, former_owner: str, province: str | None = None) -> str:
    """PROV-2 (public): when and from whom a province was taken in battle, after the province's name; the
    Russian participle agrees with the province."""
    return w.t("affairs-captured", province=w.n(province), turn=turn, **{"from": w.n(former_owner)})


def peace_offer_text(w: Words, offerer: str, receiver: str, by: str, turn: int, terms: Mapping[str, Any]) -> str:
    """A standing offer of peace (public, INFO-3) with its terms."""
    return _sentences(w.t("affairs-peace-offer-standing", turn=turn, by=w.n(by), offerer=w.n(offerer),
                          receiver=w.n(receiver)),
                      peace_terms_text(w, offerer, receiver, terms))

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
    """A kind this version has no sentence for: its code and its parameters, with the names of the ids."""
    params = ", ".join(f"{k}: {_value_text(w, v)}" for k, v in p.items())
    if did:
        return w.t("affairs-generic" if params else "affairs-generic-no-params", house=w.n(did), kind=kind,
                   params=params)
    return w.t("affairs-generic-nobody" if params else "affairs-generic-bare", kind=kind, params=params)


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


# -- what each die was for -------------------------------------------------------------------------------------


def die_purpose(die: Mapping[str, Any], words: Words, *, told: bool = False) -> str:
    """What a die of the log was for (`dice.Purpose`), in the report's language, naming people, houses and
    provinces as the report does. `told`: the roller's own report, which tells the purpose without another
    house's hidden facts (INFO-2: the recruit's loyalty and traits, the best intrigue of the house that may
    discover a plot). A log written before purposes kept their message (no `purpose_id`) has only its English
    text: the GM reads it; a house's report shows none, for that text did not keep the hidden facts apart."""
    english = str(die.get("purpose", ""))
    fallback = "" if told else english
    purpose = Purpose.from_data(die.get("purpose_id"), die.get("purpose_args"))
    if purpose is None:
        return fallback
    if told:
        purpose = purpose.told()
    if not has_message(words.language, purpose.id):
        return fallback
    try:
        return purpose.words(words.language, _purpose_fact(words, purpose))
    except CatalogError:  # facts that the message does not expect: a log of another version of the program
        return fallback


def _purpose_fact(w: Words, purpose: Purpose) -> Fact:
    """How the report puts a purpose's facts into words: a skill's, trait's, action's or technology's id by its
    name in the rules, dice in the language's notation, a cause of a mood penalty in words, an id of a person,
    house or province as the report names it; the rest (numbers, signs) as it is."""
    by = w.n(purpose.args.get("by"))
    known = w.names if isinstance(w.names, naming.Names) else None
    ruled: dict[str, Callable[[Any], str]] = {"skill": w.skill, "skills": w.skill, "trait": w.trait,
                                              "action": w.action, "technology": w.technology}

    def fact(name: str, value: Any) -> Any:
        if not isinstance(value, str):
            return value
        if name in ruled:
            return ruled[name](value)
        if name == "die":
            return dice_notation(value, w.language)
        if name == "causes":
            return mood_cause(value, w, by)
        if known is not None and value in known:
            return known(value)
        return value

    return fact


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
