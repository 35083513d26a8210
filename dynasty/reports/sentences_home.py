"""The happenings of a dynasty's own life as sentences: deaths and births, heads, heirs and regents, the
actions of its household and lands, provinces' events, income, moods, loyalty and reputation, defeat and
eras. `HOME` maps each kind of outcome of `log.yaml` to its sentence (`texts.happening_text` tells them).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dynasty.reports.describe import event_text, mood_cause, reputation_cause
from dynasty.reports.words import LABELS, Say, Words, signed
from dynasty.text.catalogs import Named, has_message


def _number(p: Mapping[str, Any], key: str, default: int = 0) -> int:
    """A count the outcome carries, 0 (or `default`) when it has none."""
    return int(p.get(key, default) or 0)


def _death(w: Words, did: str | None, p: dict[str, Any]) -> str:
    cause = str(p.get("cause", ""))
    sentence = f"home-death-{cause.replace('_', '-')}"
    if not has_message(w.language, sentence):
        sentence = "home-death"
    return w.t(sentence, who=w.n(p.get("character")), dynasty=w.n(did), yours=w.yours(did), age=p.get("age"))


def _old_age_survived(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-old-age-survived", who=w.n(p.get("character")), age=p.get("age"), roll=p.get("roll"),
               dies_on=w.rules.age.old_age_dies_on)


def _birth(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-birth", child=w.n(p.get("child")), father=w.n(p.get("father")), mother=w.n(p.get("mother")),
               dynasty=w.n(did), yours=w.yours(did))


#: SUCC-3 .. SUCC-5, SUCC-1: how the new head came to power, by the code the engine records.
_HOW = ("default", "named", "named-unlawful", "no-lawful-heir", "abdicate")


def _new_head(w: Words, did: str | None, p: dict[str, Any]) -> str:
    how = str(p.get("how", "default"))
    text = w.t(f"home-new-head-{how if how in _HOW else 'default'}", dynasty=w.n(did), head=w.n(p.get("head")),
               previous=w.n(p.get("previous")), yours=w.yours(did))
    if p.get("regent"):
        text += " " + w.t("home-new-head-regent", head=w.n(p.get("head")), regent=w.n(p.get("regent")))
    return text


def _heir_not_valid(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-heir-not-valid", who=w.n(p.get("heir")))


def _seat(w: Words, did: str | None, p: dict[str, Any]) -> str:
    """Who plays a player's house: the built-in player for an absence, a silence or for good, or its player back."""
    how = p.get("how") if p.get("how") in ("away", "given-up", "back") else "silent"
    return w.t(f"home-seat-{how}", dynasty=w.n(did), turns=p.get("missed") or 0)


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




def _find_spouse(w: Words, did: str | None, p: dict[str, Any]) -> str:
    skills = p.get("skills") or {}
    skill_text = ", ".join(f"{w.skill(s)} {v}" for s, v in skills.items())
    traits = w.traits(p.get("traits"), w.n(p.get("spouse")))
    return w.t("home-find-spouse", by=w.n(p.get("by")), spouse=w.n(p.get("spouse")), skills=skill_text or "—",
               traits=traits or "—", yours=w.yours(did))


def _mentor(w: Words, did: str | None, p: dict[str, Any]) -> str:
    facts = {"by": w.n(p.get("by")), "skill": w.skill(p.get("skill")), "before": p.get("before"),
             "after": p.get("after")}
    if p.get("teacher"):
        return w.t("home-mentor", teacher=w.n(p.get("teacher")), **facts)
    return w.t("home-mentor-hired", level=p.get("hired_teacher"), **facts)


def _study(w: Words, did: str | None, p: dict[str, Any]) -> str:
    # SKILL-4: a roll over the skill raises it by one (TRAIT-genius adds to the roll)
    bonus = _number(p, "bonus")
    rolled: Any = p.get("roll")
    if bonus:
        by = w.n(p.get("by"))
        trait = next((t for t, rule in w.rules.traits.items() if rule.study_bonus == bonus), None)
        rolled = w.t("home-study-rolled-bonus", roll=p.get("roll"), bonus=signed(bonus), total=p.get("total"),
                     trait=w.trait(trait, by) if trait else "?")
    sentence = "home-study" if p.get("after") != p.get("before") else "home-study-failed"
    return w.t(sentence, by=w.n(p.get("by")), skill=w.skill(p.get("skill")), rolled=rolled, before=p.get("before"),
               after=p.get("after"))


def _entertain(w: Words, did: str | None, p: dict[str, Any]) -> str:
    mood = _number(p, "mood")
    return w.t("home-entertain", by=w.n(p.get("by")), n=abs(mood),
               way="up" if mood > 0 else "down" if mood < 0 else "none")


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
    check = w.check(p, "pilgrimage")
    if p.get("success"):
        return w.t("home-pilgrimage", by=w.n(p.get("by")), check=check)
    return w.t("home-pilgrimage-failed", by=w.n(p.get("by")), check=check)


def _improved(w: Words, action: str, p: dict[str, Any]) -> str:
    """ACT-develop, ACT-pacify: the check, and on success what it raised — or that it was already at its
    limit (the rules' highest yield; PROV-7's highest loyalty)."""
    facts = {"by": w.n(p.get("by")), "province": w.n(p.get("province")), "check": w.check(p, action)}
    if p.get("success"):
        grew = "yes" if _number(p, "after") > _number(p, "before") else "no"
        return w.t(f"home-{action}", before=p.get("before"), after=p.get("after"), grew=grew, **facts)
    return w.t(f"home-{action}-failed", **facts)


def _develop(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return _improved(w, "develop", p)


def _pacify(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return _improved(w, "pacify", p)


def _research(w: Words, did: str | None, p: dict[str, Any]) -> str:
    sentence = "home-research" if p.get("success") else "home-research-failed"
    return w.t(sentence, by=w.n(p.get("by")), tech=w.technology(p.get("technology")), check=w.check(p, "research"))


def _recruit(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-recruit", by=w.n(p.get("by")), points=_number(p, "points"), coins=_number(p, "coins"),
               army=p.get("army"))


def _disband(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-disband", points=_number(p, "points"), army=p.get("army"))


def _visit(w: Words, did: str | None, p: dict[str, Any]) -> str:
    facts = {"by": w.n(p.get("by")), "target": w.n(p.get("target")), "dynasty": w.n(did), "yours": w.yours(did)}
    if p.get("target_dynasty"):
        return w.t("home-visit-house", host=w.n(p.get("target_dynasty")), hosted=w.yours(p.get("target_dynasty")),
                   **facts)
    return w.t("home-visit", **facts)


def _ball(w: Words, did: str | None, p: dict[str, Any]) -> str:
    guests = [str(g) for g in p.get("guests") or []]
    return w.t("home-ball", by=w.n(p.get("by")), dynasty=w.n(did), yours=w.yours(did), count=len(guests),
               guests=_guests(w, guests))


def _guests(w: Words, guests: list[str]) -> str:
    """A ball's guests with their houses (INFO-3: whose member each is, everyone knows), each house named once
    after its people, in the order they are listed: «Агафья и Олег из рода Галицких, ваш Мстислав и Глеб из рода
    Рязанских»; a guest whose house the names do not tell, by name alone."""
    # by the house's name (a `Named` holds a mapping: it is no key), each with the house and its guests
    by_house: dict[str | None, tuple[Named | None, list[Named | str]]] = {}
    for guest in guests:
        named = w.n(guest)
        house = named.house if isinstance(named, Named) else None
        by_house.setdefault(str(house) if house is not None else None, (house, []))[1].append(named)
    groups: list[str] = []
    for house, people in by_house.values():
        if house is None:
            groups += [str(n) for n in people]
        elif w.reader is not None and house == w.n(w.reader):  # each his own «ваш», «ваша»
            groups += [w.t("home-ball-guest-named", guest=n, yours="yes", house=house) for n in people]
        else:
            groups.append(w.t("home-ball-guest-named", guest=w.listed([str(n) for n in people]), yours="no",
                              house=house))
    return w.listed(groups)


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
    # a failure that names a house: `who` is that house (VASSAL-5: the lord at war; ACT-general, ACT-offer_peace,
    # ACT-accept_peace: the house the action named, with how its war ended this turn — `war_end`)
    # ACT-0: the deed, by whom when the record knows it (the house's own orders), not the action's number
    text = w.t(sentence, deed=w.deed(p.get("action"), p.get("by")), action=w.action(p.get("action")), n=p.get("n"),
               who=w.n(who), lord=w.n(who),
               dynasty=w.n(who), war_end=str(p.get("war_end") or "unknown"),
               coins=p.get("coins"), balance=p.get("balance"), min_age=rules.succession.abdicate_min_age,
               limit=rules.army.recruit_max_per_province, gap=rules.actions.mentor.skill_gap)
    ap = _number(p, "ap")
    if ap:
        text += " " + w.t("home-failed-ap", ap=ap)
    return text


def _arithmetic(n: Any) -> Any:
    """A term of a roll's sum: a negative one with a true minus sign (−1)."""
    return f"−{-n}" if isinstance(n, int) and n < 0 else n


def _penalty_cause(w: Words, cause: str, by: Named | str, shirked: bool, did: str | None) -> tuple[str, str] | None:
    """SAB-1: a cause of the mood penalty as its trait and why the trait minds the deed («Вспыльчивый», «пострадала
    бы репутация его рода»), when the catalog has words for that condition; None otherwise."""
    trait_id, _, condition = cause.partition(".")
    key = f"home-sabotage-if-{condition.replace('_', '-')}"
    if not condition or trait_id not in w.rules.traits or not has_message(w.language, key):
        return None
    return w.trait(trait_id, by), w.t(key, shirked="yes" if shirked else "no", who=by, yours=w.yours(did),
                                      dynasty=w.n(did))


def _sabotage(w: Words, did: str | None, sentence: str, p: dict[str, Any], *, shirked: bool) -> list[str]:
    """SAB-1: the sentence with the roll, then the traits the mood penalty comes from."""
    by = w.n(p.get("by"))
    roll = w.t("home-sabotage-roll", **{k: _arithmetic(p.get(k)) for k in ("roll", "loyalty", "penalty", "total")},
               who=by, shirked="yes" if shirked else "no")
    texts = [w.t(sentence, deed=w.deed(p.get("action"), doer=p.get("by")), action=w.action(p.get("action")),
                 n=p.get("n"), by=by,
                 roll=roll, most=w.rules.sabotage.aborts_at_most)]
    causes = [(str(c.get("cause", "")), signed(int(c.get("amount", 0) or 0))) for c in p.get("causes") or []]
    splits = [_penalty_cause(w, cause, by, shirked, did) for cause, _ in causes]
    traits = {split[0] for split in splits if split is not None}
    if causes and None not in splits and len(traits) == 1:  # one trait: the penalty's size is said already
        conditions = [split[1] for split in splits if split is not None]
        if len(conditions) > 1:
            conditions = [w.t("home-sabotage-condition", condition=c, amount=a)
                          for c, (_, a) in zip(conditions, causes, strict=True)]
        texts.append(w.t("home-sabotage-penalty-one", trait=traits.pop(), condition=", ".join(conditions),
                         shirked="yes" if shirked else "no"))
    elif len(causes) == 1:
        texts.append(w.t("home-sabotage-penalty-plain", cause=mood_cause(causes[0][0], w, by)))
    elif causes:
        parts = [w.t("home-sabotage-cause", trait=split[0], condition=split[1], amount=amount) if split else
                 w.t("home-sabotage-cause-plain", cause=mood_cause(cause, w, by), amount=amount)
                 for (cause, amount), split in zip(causes, splits, strict=True)]
        texts.append(w.t("home-sabotage-penalty", causes=", ".join(parts)))
    return texts


def _sabotaged(w: Words, did: str | None, p: dict[str, Any]) -> str:
    texts = _sabotage(w, did, "home-sabotaged", p, shirked=True)
    ap, coins = _number(p, "ap"), _number(p, "coins")
    if ap and coins:
        texts.append(w.t("home-sabotaged-spent", ap=ap, coins=coins))
    elif ap:
        texts.append(w.t("home-sabotaged-spent-ap", ap=ap))
    elif coins:
        texts.append(w.t("home-sabotaged-spent-coins", coins=coins))
    return " ".join(texts)


def _sabotage_failed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return " ".join(_sabotage(w, did, "home-sabotage-failed", p, shirked=False))


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


def _relief(w: Words, did: str | None, p: dict[str, Any], event: str, **facts: Any) -> str:
    """A famine's or a disease's decision: paid, refused, or refused for want of coins (DYN-7)."""
    paid = _number(p, "paid")
    outcome = "paid" if paid else "no-coins" if p.get("reason") == "not enough coins" else "refused"
    return _decided(w, w.t(f"home-{event}-{outcome}", province=w.n(p.get("province")), coins=paid,
                           province_yield=p.get("province_yield"), yours=w.yours(did), **facts), p)


def _famine(w: Words, did: str | None, p: dict[str, Any]) -> str:
    """PROV-3: paying raises the province's loyalty, refusing lowers it and the yield (PROV-5, PROV-7). The
    outcome records them after the change: at a bound, the sentence does not claim that they moved."""
    famine, limits = w.rules.events.famine, w.rules.limits
    loyalty = _number(p, "loyalty")
    change = famine.pay_loyalty if _number(p, "paid") else famine.refuse_loyalty
    way = "same" if not change else \
        ("top" if loyalty >= limits.province_loyalty_max else "up") if change > 0 else \
        ("bottom" if loyalty <= limits.province_loyalty_min else "down")
    fell = "yes" if famine.refuse_yield and _number(p, "province_yield") > limits.province_yield_min else "no"
    return _relief(w, did, p, "famine", loyalty=p.get("loyalty"), way=way, fell=fell)


def _disease(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return _relief(w, did, p, "disease", drop=p.get("yield_drop"))


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
    halved = list(p.get("halved") or [])
    if len(halved) == 1:
        items = [w.t("home-income-gross-halved", gross=p.get("gross"), province=w.n(halved[0]))]
    elif halved:
        items = [w.t("home-income-gross-halved-many", gross=p.get("gross"),
                     provinces=w.t("home-list-and", first=w.many(halved[:-1]), last=w.many(halved[-1:])))]
    else:
        items = [w.t("home-income-gross", gross=p.get("gross"))]
    if p.get("tax_paid"):
        items.append(w.t("home-income-tax-paid", lord=w.n(p.get("lord")), tax=p["tax_paid"]))
    for vassal, tax in (p.get("tax_received") or {}).items():
        items.append(w.t("home-income-tax-received", vassal=w.n(vassal), tax=tax))
    items.append(w.t("home-income-upkeep", upkeep=p.get("upkeep")))
    if p.get("deserters"):
        items.append(w.t("home-income-deserters", points=int(p["deserters"])))
    return w.t("home-income", items=", ".join(items), balance=p.get("balance"), army=p.get("army"))


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
    """DYN-4: the ruling mood, and which way it moved the turn's AP."""
    sentence = "home-ruling-mood-regent" if p.get("role") == "regent" else "home-ruling-mood"
    mood = _number(p, "mood")
    return w.t(sentence, mood=signed(mood), ruler=w.n(p.get("ruler")), yours=w.yours(did), dynasty=w.n(did),
               way="up" if mood > 0 else "down" if mood < 0 else "none", ap=abs(mood) * w.rules.ap.per_ruling_mood)


def _loyalty(w: Words, did: str | None, p: dict[str, Any]) -> str:
    change = _number(p, "change")
    facts = {"who": w.n(p.get("character")), "mood": signed(_number(p, "mood")), "loyalty": p.get("loyalty")}
    if change:  # LOY-3: the mood moved it
        return w.t("home-loyalty", before=_number(p, "loyalty") - change, way="down" if change < 0 else "up", **facts)
    # LOY-1, LOY-2: a mood that could not move it further than its bound says so
    loyalty, mood, limits = _number(p, "loyalty"), _number(p, "mood"), w.rules.limits
    bound = "floor" if mood < 0 and loyalty <= limits.loyalty_min else \
        "ceiling" if mood > 0 and loyalty >= limits.loyalty_max else "none"
    return w.t("home-loyalty-kept", bound=bound, **facts)


def reputation_facts(w: Words, did: str | None, p: Mapping[str, Any]) -> dict[str, Any]:
    """A change of reputation as the catalog tells it: whose (the reader's own: «ваша»), which way, by how much,
    why, and what it is now."""
    change = _number(p, "change")
    cause = str(p.get("cause", ""))  # `rumours: <house>`: the house whose people spread them, if not in `source`
    return {"yours": w.yours(did), "dynasty": w.n(did), "way": "down" if change < 0 else "up", "loss": abs(change),
            "cause": reputation_cause(str(p.get("cause", "")), w), "reputation": p.get("reputation"),
            "source": w.n(p.get("source") or cause.partition(": ")[2] or None)}


def _reputation(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("home-reputation", **reputation_facts(w, did, p))


def _defeat(w: Words, did: str | None, p: dict[str, Any]) -> str:
    """DYN-2, DEFEAT-1 .. DEFEAT-4: the fall, then who takes what, who perished, who is free."""
    house = w.n(did)
    cause = str(p.get("cause", ""))
    sentence = f"home-defeat-{cause}" if cause in ("reputation", "extinct") else "home-defeat"
    # DYN-2: the reputation it fell to (public, INFO-3); a log written before it was recorded says the limit
    reputation = p.get("reputation", w.rules.limits.defeat_reputation)
    if cause == "reputation" and reputation < w.rules.limits.defeat_reputation:
        sentence = "home-defeat-reputation-below"
    shown = signed(reputation) if reputation < 0 else reputation  # a true minus sign
    texts = [w.t(sentence, dynasty=house, limit=w.rules.limits.defeat_reputation, reputation=shown)]
    coins = dict(p.get("coins") or {})
    for receiver, provinces in (p.get("provinces") or {}).items():
        named = {"receiver": w.n(receiver), "provinces": w.listed([str(w.n(pid)) for pid in provinces or []]),
                 "count": len(provinces or [])}
        if receiver in coins:  # one sentence for what one house takes
            texts.append(w.t("home-defeat-provinces-coins", coins=int(coins.pop(receiver)), **named))
        else:
            texts.append(w.t("home-defeat-provinces", **named))
    for receiver, amount in coins.items():
        texts.append(w.t("home-defeat-coins", receiver=w.n(receiver), coins=int(amount)))
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
    # ERA-6: the era's effects are in every report's heading; the chronicle of the turn names the era once
    return w.t("home-new-era", era=w.era(era_id))


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


#: Each kind of outcome of a dynasty's own life, and how it is told.
HOME: dict[str, Say] = {
    "death": _death,
    "old-age-survived": _old_age_survived,
    "birth": _birth,
    "new-head": _new_head,
    "heir-not-valid": _heir_not_valid,
    "extinct": _extinct,
    "seat": _seat,
    "regent": _regent,
    "regency-ends": _regency_ends,
    "regent-not-valid": _regent_not_valid,
    "no-regent": _no_regent,
    "find_spouse": _find_spouse,
    "mentor": _mentor,
    "study": _study,
    "entertain": _entertain,
    "isolate": _isolate,
    "release": _release,
    "name": _name,
    "name-failed": _name_failed,
    "donate": _donate,
    "pilgrimage": _pilgrimage,
    "develop": _develop,
    "pacify": _pacify,
    "research": _research,
    "recruit": _recruit,
    "disband": _disband,
    "visit": _visit,
    "ball": _ball,
    "ball-guest-skipped": _ball_guest_skipped,
    "action-failed": _action_failed,
    "sabotaged": _sabotaged,
    "sabotage-failed": _sabotage_failed,
    "initiative": _initiative,
    "famine": _famine,
    "disease": _disease,
    "volunteers": _volunteers,
    "revolt": _revolt,
    "province-lost": _province_lost,
    "province-taken": _province_taken,
    "income": _income,
    "spendthrift": _spendthrift,
    "mood": _mood,
    "ruling-mood": _ruling_mood,
    "loyalty": _loyalty,
    "reputation": _reputation,
    "defeat": _defeat,
    "game-over": _game_over,
    "new-era": _new_era,
    "event": _event,
    "battle-not-resolved": _battle_not_resolved,
    "no-birth": _no_birth,
    "generation": _generation,
}
