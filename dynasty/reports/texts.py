"""The words of the reports, in Russian and English (CONTRACT "Reports": `turns/game.yaml` chooses).

The builder (`build.py`) turns every fact into text here, so that the view-models carry finished sentences
and the templates compute nothing. Every name is shown with its id, "Name (id)". The Russian sentences are
written as "subject: predicate" so that they need neither declension nor gender agreement.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from dynasty.declension import Case
from dynasty.l10n import Named, has_message, message
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


def plural_ru(n: int, one: str, few: str, many: str) -> str:
    """1 монета, 2 монеты, 5 монет."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


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
        """The catalog's sentence `message_id` in the report's language (`dynasty.l10n`)."""
        return message(self.language, message_id, args)

    def many(self, ids: Sequence[Any] | None) -> str:
        return ", ".join(self.name(i) for i in ids or []) or "—"

    def name(self, entity_id: Any) -> str:
        """The name of an id in the nominative, with its house when another has the same name."""
        named = self.n(entity_id)
        return named.display(self.language) if isinstance(named, Named) else named

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
        if self.ru:
            return f"{n} {plural_ru(n, 'монета', 'монеты', 'монет')}"
        return f"{n} coin" if abs(n) == 1 else f"{n} coins"

    def soldiers(self, n: int) -> str:
        if self.ru:
            return f"{n} {plural_ru(n, 'солдат', 'солдата', 'солдат')}"
        return f"{n} soldier" if abs(n) == 1 else f"{n} soldiers"

    def turns(self, n: int) -> str:
        if self.ru:
            return f"{n} {plural_ru(n, 'ход', 'хода', 'ходов')}"
        return f"{n} turn" if abs(n) == 1 else f"{n} turns"

    def years(self, n: int) -> str:
        if self.ru:
            return f"{n} {plural_ru(n, 'год', 'года', 'лет')}"
        return f"aged {n}"

    def check(self, p: Mapping[str, Any]) -> str:
        """A skill check's arithmetic: `1d6 4 + 3 + 1 = 8 ≥ 8`."""
        if "roll" not in p or "tn" not in p:
            return ""
        bonus = int(p.get("bonus", 0) or 0)
        sign = "≥" if p.get("success") else "<"
        bonus_text = f" {'+' if bonus >= 0 else '−'} {abs(bonus)}" if bonus else ""
        word = "проверка" if self.ru else "check"
        return f"{word} {p['roll']} + {p.get('skill', 0)}{bonus_text} = {p.get('total')} {sign} {p['tn']}"


# -- the happenings ----------------------------------------------------------------------------------------

Say = Callable[[Words, str | None, dict[str, Any]], str]


def _death(w: Words, did: str | None, p: dict[str, Any]) -> str:
    cause = str(p.get("cause", ""))
    causes = {"old_age": ("of old age", "от старости"), "defeat": ("with the fall of the house", "с гибелью рода")}
    en, ru = causes.get(cause, (cause, cause))
    return w.say("Death: {who}, {age}, {cause}.", "Смерть: {who}, {age}, {cause}.",
                 who=w.n(p.get("character")), age=w.years(int(p.get("age", 0))), cause=ru if w.ru else en)


def _old_age_survived(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{who} turned {age} and lived on (old-age roll {roll}).",
                 "{who}: {age}, проверка старости пройдена (выпало {roll}).",
                 who=w.n(p.get("character")), age=w.years(int(p.get("age", 0))), roll=p.get("roll"))


def _birth(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("Birth: {child}, child of {father} and {mother}, in {dynasty}.",
                 "Рождение: {child}; родители — {father} и {mother}; династия {dynasty}.",
                 child=w.n(p.get("child")), father=w.n(p.get("father")), mother=w.n(p.get("mother")),
                 dynasty=w.n(did))


_HOW = {
    "default": ("the lawful heir", "законный наследник"),
    "named": ("the named heir", "названный наследник"),
    "named-unlawful": ("named, not a lawful heir (SUCC-4)", "назван, но не законный наследник (SUCC-4)"),
    "no-lawful-heir": ("no lawful heir was left: the eldest member (SUCC-4)",
                       "законных наследников нет: старший член династии (SUCC-4)"),
    "abdicate": ("the head abdicated", "глава отрёкся от власти"),
}


def _new_head(w: Words, did: str | None, p: dict[str, Any]) -> str:
    how = str(p.get("how", "default"))
    en, ru = _HOW.get(how, (how, how))
    text = w.say("{dynasty}: new head {head}, after {previous} — {how}.",
                 "{dynasty}: новый глава — {head}; прежний — {previous}; {how}.",
                 dynasty=w.n(did), head=w.n(p.get("head")), previous=w.n(p.get("previous")), how=ru if w.ru else en)
    if p.get("regent"):
        text += w.say(" Regent: {regent}.", " Регент: {regent}.", regent=w.n(p.get("regent")))
    return text


def _heir_not_valid(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("The named heir {heir} cannot succeed: not a living member of the dynasty.",
                 "Названный наследник {heir} не может наследовать: не живой член династии.", heir=w.n(p.get("heir")))


def _extinct(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{dynasty}: no living member is left — the line is extinct.",
                 "{dynasty}: не осталось ни одного живого члена — род пресёкся.", dynasty=w.n(did))


def _regent(w: Words, did: str | None, p: dict[str, Any]) -> str:
    text = w.say("{dynasty}: {regent} is regent for the head {head}.",
                 "{dynasty}: регент — {regent}, глава — {head}.",
                 dynasty=w.n(did), regent=w.n(p.get("regent")), head=w.n(p.get("head")))
    if p.get("named"):
        text += w.say(" (named in the orders)", " (назван в приказах)")
    return text


def _regency_ends(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{dynasty}: the head {head} comes of age; the regency of {regent} ends.",
                 "{dynasty}: глава {head} правит без регента; регентство окончено ({regent}).",
                 dynasty=w.n(did), head=w.n(p.get("head")), regent=w.n(p.get("regent")))


def _regent_not_valid(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("The named regent {regent} cannot serve: {reason}.",
                 "Названный регент {regent} не может им быть: нужен живой член династии от 15 лет, не глава.",
                 regent=w.n(p.get("regent")), reason=p.get("reason", ""))


def _no_regent(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{dynasty}: the head {head} has no regent — nobody can serve.",
                 "{dynasty}: у главы {head} нет регента — никто не может им быть.",
                 dynasty=w.n(did), head=w.n(p.get("head")))


def _marriage(w: Words, did: str | None, p: dict[str, Any]) -> str:
    text = w.say("Marriage: {husband} and {wife}.", "Брак: {husband} и {wife}.",
                 husband=w.n(p.get("husband")), wife=w.n(p.get("wife")))
    if p.get("action") == "find_spouse":
        text += w.say(" The spouse, {spouse}, comes from a minor noble family.",
                      " Супруг(а) {spouse} — из мелкого дворянского рода.", spouse=w.n(p.get("spouse")))
    elif p.get("action") in ("propose_marriage", "accept_marriage"):
        text += _marriage_terms(w, p)
    return text


def _find_spouse(w: Words, did: str | None, p: dict[str, Any]) -> str:
    skills = p.get("skills") or {}
    skill_text = ", ".join(f"{w.skill(s)} {v}" for s, v in skills.items())
    traits = ", ".join(w.trait(t) for t in p.get("traits") or [])
    return w.say("{by} found a spouse: {spouse}; skills {skills}; traits {traits}.",
                 "{by}: найдена пара — {spouse}; навыки: {skills}; черты: {traits}.",
                 by=w.n(p.get("by")), spouse=w.n(p.get("spouse")), skills=skill_text or "—", traits=traits or "—")


def _mentor(w: Words, did: str | None, p: dict[str, Any]) -> str:
    if p.get("teacher"):
        teacher = w.say("teacher {t}", "наставник {t}", t=w.n(p.get("teacher")))
    else:
        teacher = w.say("a hired teacher of level {t}", "нанятый учитель уровня {t}", t=p.get("hired_teacher"))
    return w.say("{by} was taught {skill} by {teacher}: {before} → {after}.",
                 "{by}: обучение ({skill}), {teacher}: {before} → {after}.",
                 by=w.n(p.get("by")), skill=w.skill(p.get("skill")), teacher=teacher, before=p.get("before"),
                 after=p.get("after"))


def _study(w: Words, did: str | None, p: dict[str, Any]) -> str:
    bonus = int(p.get("bonus", 0) or 0)
    rolled = f"{p.get('roll')}" + (f" + {bonus} = {p.get('total')}" if bonus else "")
    if p.get("after") != p.get("before"):
        return w.say("{by} studied {skill}: rolled {rolled} over {before} — {skill} is now {after}.",
                     "{by}: учёба ({skill}) — выпало {rolled}, больше {before}: теперь {after}.",
                     by=w.n(p.get("by")), skill=w.skill(p.get("skill")), rolled=rolled, before=p.get("before"),
                     after=p.get("after"))
    return w.say("{by} studied {skill}: rolled {rolled}, not over {before} — no progress.",
                 "{by}: учёба ({skill}) — выпало {rolled}, не больше {before}: без успеха.",
                 by=w.n(p.get("by")), skill=w.skill(p.get("skill")), rolled=rolled, before=p.get("before"))


def _entertain(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{by} held an entertainment (mood {mood}).", "{by}: развлечения (настроение {mood}).",
                 by=w.n(p.get("by")), mood=signed(int(p.get("mood", 0) or 0)))


def _isolate(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{target} is isolated, on the order of {by}.", "Изоляция: {target}; приказ отдал {by}.",
                 target=w.n(p.get("target")), by=w.n(p.get("by")))


def _release(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{target} is released from isolation.", "Освобождение из изоляции: {target}.",
                 target=w.n(p.get("target")))


def _name(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("The child {child} is named {name} (was {previous}).",
                 "Имя ребёнку {child}: {name} (было {previous}).",
                 child=p.get("child"), name=p.get("name"), previous=p.get("previous"))


def _name_failed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{child} could not be named {name}: only a child born this turn is named.",
                 "{child}: имя «{name}» не дано — имя дают только ребёнку, родившемуся в этот ход.",
                 child=w.n(p.get("child")), name=p.get("name"))


def _donate(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{by} donated {coins}: reputation {gain}.", "{by}: пожертвование {coins} — репутация {gain}.",
                 by=w.n(p.get("by")), coins=w.coins(int(p.get("coins", 0) or 0)),
                 gain=signed(int(p.get("applied", p.get("gain", 0)) or 0)))


def _pilgrimage(w: Words, did: str | None, p: dict[str, Any]) -> str:
    if p.get("success"):
        return w.say("{by} went on a pilgrimage ({check}): reputation {gain}.",
                     "{by}: паломничество ({check}) — репутация {gain}.",
                     by=w.n(p.get("by")), check=w.check(p), gain=signed(int(p.get("applied", 0) or 0)))
    return w.say("{by} went on a pilgrimage ({check}): no gain.", "{by}: паломничество ({check}) — без успеха.",
                 by=w.n(p.get("by")), check=w.check(p))


def _develop(w: Words, did: str | None, p: dict[str, Any]) -> str:
    if p.get("success"):
        return w.say("{by} developed {province} ({check}): yield {before} → {after}.",
                     "{by}: развитие провинции {province} ({check}) — доход {before} → {after}.",
                     by=w.n(p.get("by")), province=w.n(p.get("province")), check=w.check(p),
                     before=p.get("before"), after=p.get("after"))
    return w.say("{by} tried to develop {province} ({check}): failed.",
                 "{by}: развитие провинции {province} ({check}) — неудача.",
                 by=w.n(p.get("by")), province=w.n(p.get("province")), check=w.check(p))


def _pacify(w: Words, did: str | None, p: dict[str, Any]) -> str:
    if p.get("success"):
        return w.say("{by} pacified {province} ({check}): loyalty {before} → {after}.",
                     "{by}: успокоение провинции {province} ({check}) — лояльность {before} → {after}.",
                     by=w.n(p.get("by")), province=w.n(p.get("province")), check=w.check(p),
                     before=p.get("before"), after=p.get("after"))
    return w.say("{by} tried to pacify {province} ({check}): failed.",
                 "{by}: успокоение провинции {province} ({check}) — неудача.",
                 by=w.n(p.get("by")), province=w.n(p.get("province")), check=w.check(p))


def _research(w: Words, did: str | None, p: dict[str, Any]) -> str:
    if p.get("success"):
        return w.say("{by} researched {tech} ({check}): learned.", "{by}: изучение «{tech}» ({check}) — изучено.",
                     by=w.n(p.get("by")), tech=w.technology(p.get("technology")), check=w.check(p))
    return w.say("{by} researched {tech} ({check}): failed.", "{by}: изучение «{tech}» ({check}) — неудача.",
                 by=w.n(p.get("by")), tech=w.technology(p.get("technology")), check=w.check(p))


def _recruit(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{by} recruited {points} for {coins}: army {army}.",
                 "{by}: набор войска — {points} за {coins}; армия {army}.",
                 by=w.n(p.get("by")), points=w.soldiers(int(p.get("points", 0) or 0)),
                 coins=w.coins(int(p.get("coins", 0) or 0)), army=p.get("army"))


def _disband(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{points} disbanded: army {army}.", "Роспуск войска: {points}; армия {army}.",
                 points=w.soldiers(int(p.get("points", 0) or 0)), army=p.get("army"))


def _visit(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{by} visited {target}.", "{by} нанёс(ла) визит: {target}.",
                 by=w.n(p.get("by")), target=w.n(p.get("target")))


def _ball(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{by} gave a ball; guests: {guests}.", "{by} дал(а) бал; гости: {guests}.",
                 by=w.n(p.get("by")), guests=w.many(p.get("guests")) or "—")


def _ball_guest_skipped(w: Words, did: str | None, p: dict[str, Any]) -> str:
    reason = str(p.get("reason", ""))
    if reason == "not-received":
        return message(w.language, "ball-guest-not-received", n=p.get("n"), guest=w.n(p.get("guest")))
    en, ru = FAILURES.get(reason, (reason, reason))
    why = (ru if w.ru else en).format(who=w.n(p.get("guest")), coins="?", balance="?")
    return w.say("Ball (action {n}): {guest} did not come — {why}.",
                 "Бал (действие {n}): {guest} не пришёл(ла) — {why}.", n=p.get("n"), guest=w.n(p.get("guest")), why=why)


#: Why an action failed when its turn came (ACT-0, DYN-5, DYN-7 ...), by the code the engine records.
FAILURES: dict[str, tuple[str, str]] = {
    "dead": ("{who} is dead", "{who} — мёртв(а)"),
    "not-own-member": ("{who} is not a member of the dynasty", "{who} — не член династии"),
    "too-young": ("{who} is too young to act (AGE-2)", "{who} — слишком юн(а) для действий (AGE-2)"),
    "isolated": ("{who} is isolated", "{who} — в изоляции"),
    "general-busy": ("{who} is a general at war (WAR-1)", "{who} — генерал на войне (WAR-1)"),
    "executor-busy": ("{who} has no action left this turn (DYN-5)", "{who} уже исчерпал(а) действия хода (DYN-5)"),
    "married": ("{who} is already married", "{who} — уже в браке"),
    "isolate-head-or-heir": ("{who} is the head or the heir", "{who} — глава или наследник"),
    "already-isolated": ("{who} is already isolated", "{who} — уже в изоляции"),
    "not-isolated": ("{who} is not isolated", "{who} — не в изоляции"),
    "not-head": ("{who} is not the head", "{who} — не глава"),
    "abdicate-age": ("{who} is too young to abdicate (SUCC-1)", "{who} — слишком молод(а) для отречения (SUCC-1)"),
    "heir-is-head": ("{who} is already the head", "{who} — уже глава"),
    "not-newborn": ("{who} was not born this turn", "{who}: рождение не в этот ход"),
    "not-own-province": ("the province is no longer ours", "провинция больше не наша"),
    "unknown-technology": ("no such technology", "нет такой технологии"),
    "research-known": ("the technology is already known", "технология уже изучена"),
    "recruit-limit": ("more than 5 soldiers per province this turn (ARMY-2)",
                      "больше 5 солдат на провинцию за ход (ARMY-2)"),
    "mentor-self": ("{who} cannot teach himself", "{who} не может учить сам(а) себя"),
    "hired-level": ("no hired teacher of that level", "нет нанятого учителя такого уровня"),
    "mentor-gap": ("the teacher is not 3 levels above the student", "учитель не на 3 уровня выше ученика"),
    "not-enough-coins": ("not enough coins ({coins} needed, {balance} in the treasury; DYN-7)",
                         "не хватает монет (нужно {coins}, в казне {balance}; DYN-7)"),
    "dynasty-gone": ("the dynasty has fallen", "династия пала"),
    "once-per-turn": ("only once a turn", "только раз за ход"),
    "not-other-dynasty": ("{who} is not a member of another living dynasty",
                          "{who} — не член другой живой династии"),
    "no-valid-guest": ("no invited guest can come (first: {who})", "ни один гость не может прийти (первый: {who})"),
    "same-sex": ("{who} is of the same sex (MAR-2)", "{who} — того же пола (MAR-2)"),
    "no-proposal": ("{who} has no standing proposal to accept", "{who}: нет действующего предложения брака"),
    "not-married": ("{who} is not married", "{who} — не в браке"),
    "terms-vassal": ("the vassal in the terms must be one of the two dynasties",
                     "вассалом по условиям может стать только одна из двух династий"),
    "target-head": ("{who} is the head of the dynasty", "{who} — глава династии"),
    "agent-dynasty": ("the agent {who} is not a member of the target's dynasty",
                      "агент {who} — не из династии цели"),
    "agent-is-target": ("the agent {who} is the target", "агент {who} — сама цель"),
    "branch-forbidden": ("{who} is the head, his child or grandchild, or his parent or grandparent (BRANCH-3)",
                         "{who} — глава, его ребёнок, внук, родитель или дед (BRANCH-3)"),
    "branch-small": ("too few people for the branch (BRANCH-2)", "в ветви слишком мало людей (BRANCH-2)"),
    "branch-provinces": ("too few provinces for the branch (BRANCH-4)",
                         "ветви отходит слишком мало провинций (BRANCH-4)"),
    "branch-head": ("{who} does not go to the branch and cannot head it",
                    "{who} не уходит в ветвь и не может её возглавить"),
    "branch-army": ("the branch is given more army than there is", "ветви отдаётся больше войска, чем есть"),
    # war and peace (ACT-declare_war, ACT-general, ACT-offer_peace, ACT-accept_peace, VASSAL-5)
    "already-at-war": ("we are already at war with that dynasty", "с этой династией уже идёт война"),
    "war-on-lord": ("a vassal cannot declare war on its lord (VASSAL-5)",
                    "вассал не может объявить войну своему сюзерену (VASSAL-5)"),
    "not-at-war": ("we are not at war with that dynasty", "с этой династией войны нет"),
    "vassal-peace": ("our lord {who} is at war with them, and a vassal makes no separate peace (VASSAL-5)",
                     "наш сюзерен {who} воюет с ними, а вассал не заключает сепаратного мира (VASSAL-5)"),
    "no-peace-offer": ("that dynasty made no offer of peace to accept", "эта династия мира не предлагала"),
}


def _action_failed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    reason = str(p.get("reason", ""))
    if has_message(w.language, f"action-failure-{reason}"):
        why = message(w.language, f"action-failure-{reason}", who=w.n(p.get("who")))
    else:
        en, ru = FAILURES.get(reason, (reason, reason))
        why = (ru if w.ru else en).format(who=w.n(p.get("who")), coins=p.get("coins", "?"),
                                          balance=p.get("balance", "?"))
    ap = int(p.get("ap", 0) or 0)
    text = w.say("{action} (action {n}) failed: {why}.", "{action} (действие {n}) не удалось: {why}.",
                 action=w.action(p.get("action")), n=p.get("n"), why=why)
    if ap:
        text += w.say(" Its {ap} AP are spent.", " Потрачено ОД: {ap}.", ap=ap)
    return text


def _sabotage_roll(w: Words, p: dict[str, Any]) -> str:
    """SAB-1: the roll, with the causes of the mood penalty."""
    causes = [message(w.language, "sabotage-cause", cause=mood_cause(str(c.get("cause", "")), w),
                      amount=signed(int(c.get("amount", 0) or 0))) for c in p.get("causes") or []]
    values = {k: p[k] for k in ("roll", "loyalty", "penalty", "total")}
    if causes:
        return message(w.language, "sabotage-roll-causes", values, causes=", ".join(causes))
    return message(w.language, "sabotage-roll", values)


def _sabotaged(w: Words, did: str | None, p: dict[str, Any]) -> str:
    text = w.say("{action} (action {n}) was sabotaged by {by} ({roll} ≤ 2, SAB-1).",
                 "{action} (действие {n}) сорвано: {by} саботирует ({roll} ≤ 2, SAB-1).",
                 action=w.action(p.get("action")), n=p.get("n"), by=w.n(p.get("by")), roll=_sabotage_roll(w, p))
    if p.get("ap") or p.get("coins"):
        text += w.say(" Spent: {ap} AP, {coins}.", " Потрачено: {ap} ОД, {coins}.",
                      ap=p.get("ap", 0), coins=w.coins(int(p.get("coins", 0) or 0)))
    return text


def _sabotage_failed(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{by} is disloyal but carried out {action} (action {n}) ({roll} > 2, SAB-1).",
                 "{by}: нелоялен(а), но выполняет «{action}» (действие {n}) ({roll} > 2, SAB-1).",
                 by=w.n(p.get("by")), action=w.action(p.get("action")), n=p.get("n"), roll=_sabotage_roll(w, p))


def _initiative(w: Words, did: str | None, p: dict[str, Any]) -> str:
    entries = []
    for e in p.get("order") or []:
        roll = w.say(", roll {r}", ", бросок {r}", r=e["roll"]) if "roll" in e else ""
        entries.append(w.say("{dynasty}: {action} (action {n}) by {by} (skill {skill}, reputation {rep}{roll})",
                             "{dynasty}: {action} (действие {n}), исполнитель {by} (навык {skill}, репутация "
                             "{rep}{roll})",
                             dynasty=w.n(e.get("dynasty")), action=w.action(e.get("action")), n=e.get("n"),
                             by=w.n(e.get("by")), skill=e.get("skill"), rep=e.get("reputation"), roll=roll))
    group = str(p.get("group", ""))
    return w.say("Initiative, {group} actions (ACT-0): {order}.", "Инициатива, {group} (ACT-0): {order}.",
                 group=w.label(f"group.{group}") if f"group.{group}" in LABELS else group,
                 order="; ".join(entries) or "—")


def _decision_how(w: Words, p: dict[str, Any]) -> str:
    parts = []
    if p.get("default"):
        parts.append(w.say("by default, PROV-6", "по умолчанию, PROV-6"))
    if p.get("reason") == "not enough coins":
        parts.append(w.say("not enough coins: refused", "не хватило монет: отказ"))
    elif p.get("reason") == "army too small":
        parts.append(w.say("the army was too small", "армии не хватило"))
    return f" ({'; '.join(parts)})" if parts else ""


def _famine(w: Words, did: str | None, p: dict[str, Any]) -> str:
    paid = int(p.get("paid", 0) or 0)
    choice = w.say("paid {c}", "заплачено {c}", c=w.coins(paid)) if paid else w.say("refused", "отказ")
    return w.say("Famine in {province}: {choice}{how}; loyalty {loyalty}, yield {yield_}.",
                 "Неурожай, {province}: {choice}{how}; лояльность {loyalty}, доход {yield_}.",
                 province=w.n(p.get("province")), choice=choice, how=_decision_how(w, p), loyalty=p.get("loyalty"),
                 yield_=p.get("province_yield"))


def _disease(w: Words, did: str | None, p: dict[str, Any]) -> str:
    paid = int(p.get("paid", 0) or 0)
    choice = w.say("paid {c}", "заплачено {c}", c=w.coins(paid)) if paid else w.say("refused", "отказ")
    return w.say("Disease in {province}: {choice}{how}; yield −{drop}, now {yield_}.",
                 "Болезнь, {province}: {choice}{how}; доход −{drop}, теперь {yield_}.",
                 province=w.n(p.get("province")), choice=choice, how=_decision_how(w, p), drop=p.get("yield_drop"),
                 yield_=p.get("province_yield"))


def _volunteers(w: Words, did: str | None, p: dict[str, Any]) -> str:
    if p.get("choice") == "accept":
        choice = w.say("accepted, army +{n}", "приняты, армия +{n}", n=p.get("army_change"))
    else:
        choice = w.say("refused", "отказ")
    return w.say("Volunteers in {province}: {choice}{how}; army {army}.",
                 "Добровольцы, {province}: {choice}{how}; армия {army}.",
                 province=w.n(p.get("province")), choice=choice, how=_decision_how(w, p), army=p.get("army"))


def _revolt(w: Words, did: str | None, p: dict[str, Any]) -> str:
    if p.get("suppressed"):
        choice = w.say("suppressed, {s} lost", "подавлено, потеряно {s}", s=w.soldiers(int(p.get("revolt_roll", 0))))
    elif p.get("choice") == "suppress":
        choice = w.say("not suppressed ({s} needed)", "не подавлено (нужно {s})",
                       s=w.soldiers(int(p.get("revolt_roll", 0))))
    else:
        choice = w.say("yielded", "уступлено")
    return w.say("Revolt in {province}: {choice}{how}; army {army}.",
                 "Восстание, {province}: {choice}{how}; армия {army}.",
                 province=w.n(p.get("province")), choice=choice, how=_decision_how(w, p), army=p.get("army"))


def _province_lost(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{dynasty} lost {province} to a revolt: in revolt for {turns}, then it goes to another house "
                 "(PROV-4).",
                 "{dynasty}: провинция {province} потеряна — восстание на {turns}, затем она перейдёт к другой "
                 "династии (PROV-4).",
                 dynasty=w.n(did), province=w.n(p.get("province")), turns=w.turns(int(p.get("turns_in_revolt", 0))))


def _province_taken(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{province}, in revolt against {former}, goes to {dynasty} (PROV-4).",
                 "{province}: после восстания против {former} переходит к династии {dynasty} (PROV-4).",
                 province=w.n(p.get("province")), former=w.n(p.get("former_owner")), dynasty=w.n(did))


def _income(w: Words, did: str | None, p: dict[str, Any]) -> str:
    parts = [w.say("income {gross}", "доход {gross}", gross=p.get("gross"))]
    if p.get("halved"):
        parts.append(w.say("halved in {p}", "вдвое меньше: {p}", p=w.many(p.get("halved"))))
    if p.get("tax_paid"):
        parts.append(w.say("tax to {lord} −{tax}", "дань {lord} −{tax}", lord=w.n(p.get("lord")), tax=p["tax_paid"]))
    for vassal, tax in (p.get("tax_received") or {}).items():
        parts.append(w.say("tax from {v} +{tax}", "дань от {v} +{tax}", v=w.n(vassal), tax=tax))
    parts.append(w.say("upkeep −{u}", "содержание армии −{u}", u=p.get("upkeep")))
    if p.get("deserters"):
        parts.append(w.say("{n} deserted for want of pay (ARMY-3)", "дезертировали без жалованья: {n} (ARMY-3)",
                           n=w.soldiers(int(p["deserters"]))))
    return w.say("{dynasty}: {parts}; treasury {balance}, army {army}.",
                 "{dynasty}: {parts}; казна {balance}, армия {army}.",
                 dynasty=w.n(did), parts=", ".join(parts), balance=p.get("balance"), army=p.get("army"))


def _spendthrift(w: Words, did: str | None, p: dict[str, Any]) -> str:
    if p.get("spent"):
        return w.say("{who} spent {coins} (Spendthrift): treasury {balance}.",
                     "{who}: растрачено {coins} (Транжира); казна {balance}.",
                     who=w.n(p.get("character")), coins=w.coins(int(p.get("coins", 0) or 0)), balance=p.get("balance"))
    return w.say("{who} wanted to spend {coins} (Spendthrift), but the treasury had not enough.",
                 "{who}: хотел(а) растратить {coins} (Транжира), но в казне не хватило.",
                 who=w.n(p.get("character")), coins=w.coins(int(p.get("coins", 0) or 0)))


def _mood(w: Words, did: str | None, p: dict[str, Any]) -> str:
    parts = [f"{signed(int(c.get('amount', 0)))} {mood_cause(str(c.get('cause', '')), w)}"
             for c in p.get("contributions") or []]
    return w.say("{who}: mood {mood}{parts}.", "{who}: настроение {mood}{parts}.",
                 who=w.n(p.get("character")), mood=signed(int(p.get("mood", 0) or 0)),
                 parts=f" ({', '.join(parts)})" if parts else "")


def _ruling_mood(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{dynasty}: ruling mood {mood} ({role} {ruler}); it sets the AP of the coming turn (DYN-4).",
                 "{dynasty}: правящее настроение {mood} ({role} {ruler}); от него ОД следующего хода (DYN-4).",
                 dynasty=w.n(did), mood=signed(int(p.get("mood", 0) or 0)), role=w.label(str(p.get("role", "head"))),
                 ruler=w.n(p.get("ruler")))


def _loyalty(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{who}: mood {mood}, loyalty {change} → {loyalty} (LOY-3).",
                 "{who}: настроение {mood}, лояльность {change} → {loyalty} (LOY-3).",
                 who=w.n(p.get("character")), mood=signed(int(p.get("mood", 0) or 0)),
                 change=signed(int(p.get("change", 0) or 0)), loyalty=p.get("loyalty"))


def _reputation(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{dynasty}: reputation {change} ({cause}) → {reputation}.",
                 "{dynasty}: репутация {change} ({cause}) → {reputation}.",
                 dynasty=w.n(did), change=signed(int(p.get("change", 0) or 0)),
                 cause=reputation_cause(str(p.get("cause", "")), w), reputation=p.get("reputation"))


_DEFEAT_CAUSES = {"reputation": ("its reputation fell to 0", "репутация упала до 0"),
                  "extinct": ("no living member is left", "не осталось живых членов")}


def _defeat(w: Words, did: str | None, p: dict[str, Any]) -> str:
    cause = str(p.get("cause", ""))
    en, ru = _DEFEAT_CAUSES.get(cause, (cause, cause))
    text = w.say("{dynasty} is defeated: {cause}.", "{dynasty}: поражение — {cause}.", dynasty=w.n(did),
                 cause=ru if w.ru else en)
    for receiver, provinces in (p.get("provinces") or {}).items():
        text += w.say(" {r} takes {p}.", " {r}: получены провинции {p}.", r=w.n(receiver), p=w.many(provinces))
    for receiver, coins in (p.get("coins") or {}).items():
        text += w.say(" {r} takes {c}.", " {r}: получено {c}.", r=w.n(receiver), c=w.coins(int(coins)))
    if p.get("killed"):
        text += w.say(" Perished: {k}.", " Погибли: {k}.", k=w.many(p.get("killed")))
    if p.get("freed_branches") or p.get("freed_vassals"):
        text += w.say(" Now independent: {d}.", " Теперь независимы: {d}.",
                      d=w.many([*(p.get("freed_branches") or []), *(p.get("freed_vassals") or [])]))
    if p.get("wars_ended"):
        text += w.say(" The wars of {d} against it end.", " Окончены войны против неё: {d}.",
                      d=w.many(p.get("wars_ended")))
    return text


def _game_over(w: Words, did: str | None, p: dict[str, Any]) -> str:
    reasons = {"last line": ("the last house standing", "последний уцелевший род"),
               "most provinces": ("all fell at once; the most provinces", "все пали разом; больше всех провинций")}
    reason = str(p.get("reason", ""))
    en, ru = reasons.get(reason, (reason, reason))
    return w.say("The game is over. Won: {winners} ({reason}, DEFEAT-5).",
                 "Игра окончена. Победа: {winners} ({reason}, DEFEAT-5).",
                 winners=w.many(p.get("winners")), reason=ru if w.ru else en)


def _new_era(w: Words, did: str | None, p: dict[str, Any]) -> str:
    era_id = p.get("era")
    effects = []
    if era_id in w.rules.eras:
        effects = era_effects(w.rules.eras[str(era_id)], w.rules, w.language)
    text = w.say("A new era begins: {era} (ERA-6).", "Начинается новая эпоха: {era} (ERA-6).", era=w.era(era_id))
    if effects:
        text += " " + " ".join(effects)
    return text


def _event(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return event_text(w, p.get("province"), p)


def _no_birth(w: Words, did: str | None, p: dict[str, Any]) -> str:
    values = ", ".join(str(v) for v in p.get("values") or [])
    return w.say("{father} and {mother}: no child this turn (rolled {values}; a 1 showed, MAR-3).",
                 "{father} и {mother}: в этот ход без ребёнка (выпало {values}; есть 1, MAR-3).",
                 father=w.n(p.get("father")), mother=w.n(p.get("mother")), values=values or "—")


def _generation(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("{dynasty}: at the start of the game the dice drew what the scenario left out — skills, traits "
                 "and relatives (GEN-2 … GEN-5).",
                 "{dynasty}: в начале игры кубики определили то, чего нет в сценарии, — навыки, черты и "
                 "родственников (GEN-2 … GEN-5).", dynasty=w.n(did))


def _battle_not_resolved(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.say("The war of {attacker} against {defenders}: battles are not resolved by this version yet.",
                 "Война {attacker} против {defenders}: битвы этой версией программы пока не разыгрываются.",
                 attacker=w.n(did), defenders=w.many(p.get("concerns") or []))


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
    return w.t("affairs-accept", by=w.n(p.get("by")), house=w.n(did), target=w.n(p.get("target")),
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
    return _sentences(w.t("affairs-peace-offer", house=w.n(did), by=w.n(p.get("by")), to=w.n(p.get("to"))),
                      peace_terms_text(w, did, p.get("to"), p), w.t("affairs-peace-offer-answer"))


def _peace_accept(w: Words, did: str | None, p: dict[str, Any]) -> str:
    return w.t("affairs-peace-accept", house=w.n(did), by=w.n(p.get("by")), offerer=w.n(p.get("offerer")),
               turn=_value(p, "offered"))


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
        sentences.append(w.t("affairs-peace-war-over"))
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

#: MOOD-4: the conditions of the traits' moods (`trait.condition`), and the other causes the engine records.
MOOD_CONDITIONS: dict[str, tuple[str, str]] = {
    "married": ("married", "в браке"),
    "spouse_on_marriage": ("the spouse's looks at the wedding", "внешность супруга при свадьбе"),
    "dynasty_plotted": ("the dynasty plotted", "династия интриговала"),
    "own_plot": ("his own plot", "собственная интрига"),
    "otherwise": ("a quiet turn", "спокойный ход"),
    "second_action": ("a second action", "второе действие"),
    "war_first_turn": ("the first turn of a war", "первый ход войны"),
    "war_later_turn": ("a war goes on", "война продолжается"),
    "war_first_turn_defensive": ("the first turn of a defensive war", "первый ход оборонительной войны"),
    "war_later_turn_defensive": ("a defensive war goes on", "оборонительная война продолжается"),
    "no_war": ("no war", "нет войны"),
    "public_action": ("a public action", "публичное действие"),
    "raised_other": ("raised another house's reputation", "поднял(а) репутацию другой династии"),
    "raised_by_other": ("another house raised ours", "другая династия подняла нашу репутацию"),
    "interacted": ("another house approached us", "другая династия вмешалась в наши дела"),
    "per_visit": ("a visit", "визит"),
    "not_head": ("not the head", "не глава"),
    "poorer": ("another house is richer", "другая династия богаче"),
    "action": ("had to act", "пришлось действовать"),
    "spent": ("spent coins", "растратил(а) монеты"),
    "could_not": ("could not spend", "не смог(ла) растратить"),
    "reputation_damaged": ("the reputation was damaged", "репутация пострадала"),
    "at_war": ("at war", "война"),
    "isolated": ("isolated", "в изоляции"),
}


def mood_cause(cause: str, words: Words) -> str:
    """`envious.not_head` → "Envious: not the head"; an action id → its name; anything else as it is."""
    if cause in MOOD_CONDITIONS:
        en, ru = MOOD_CONDITIONS[cause]
        return ru if words.ru else en
    trait_id, _, condition = cause.partition(".")
    if condition and trait_id in words.rules.traits:
        en, ru = MOOD_CONDITIONS.get(condition, (condition, condition))
        return f"{words.trait(trait_id)}: {ru if words.ru else en}"
    if cause in words.rules.actions.ids():
        return words.action(cause)
    return cause


_CAUSES: list[tuple[re.Pattern[str], Callable[[Words, re.Match[str]], str]]] = [
    (re.compile(r"^share: (.+)$"),
     lambda w, m: w.say("share of {c}", "доля от: {c}", c=reputation_cause(m.group(1), w))),
    (re.compile(r"^famine in ([^:]+): (paid|refused)$"),
     lambda w, m: w.say("famine in {p}: {how}", "неурожай, {p}: {how}", p=w.n(m.group(1)),
                        how=w.say("paid", "заплачено") if m.group(2) == "paid" else w.say("refused", "отказ"))),
    (re.compile(r"^unlawful heir \(SUCC-4\)$"),
     lambda w, m: w.say("an unlawful heir (SUCC-4)", "незаконный наследник (SUCC-4)")),
    (re.compile(r"^bad manners: (\w+) by (.+)$"),
     lambda w, m: w.say("bad manners of {who}: {action}", "ужасные манеры {who}: {action}",
                        who=w.n(m.group(2)), action=w.action(m.group(1)))),
    (re.compile(r"^rumours: (.+)$"),  # TRAIT-gossip, as the other dynasty sees it: whose trait stays hidden
     lambda w, m: w.say("rumours after a public action of {d}", "слухи после публичного действия: {d}",
                        d=w.n(m.group(1)))),
    (re.compile(r"^praise: (.+)$"),  # TRAIT-flatterer, as the other dynasty sees it
     lambda w, m: w.say("praise after a public action of {d}", "похвалы после публичного действия: {d}",
                        d=w.n(m.group(1)))),
    (re.compile(r"^(gossip|flattery) (doubled|tripled): (.+)$"),  # the acting dynasty's own cost
     lambda w, m: w.say("{who}'s {what} {how}", "{who}: {what} ({how})", who=w.n(m.group(3)),
                        what=w.say(m.group(1), "сплетни" if m.group(1) == "gossip" else "лесть"),
                        how=w.say(m.group(2), "вдвое" if m.group(2) == "doubled" else "втрое"))),
    (re.compile(r"^defeat of (.+): an ally lost$"),
     lambda w, m: w.say("an ally fell: {d}", "пал союзник: {d}", d=w.n(m.group(1)))),
    (re.compile(r"^defeat of (.+): an enemy fell$"),
     lambda w, m: w.say("an enemy fell: {d}", "пал враг: {d}", d=w.n(m.group(1)))),
    (re.compile(r"^war drain: (.+?)-vs-(.+) \(WAR-9\)$"),  # the war is named by its two leaders
     lambda w, m: w.say("war drain: {a} against {b}, WAR-9", "истощение войной: {a} против {b}, WAR-9",
                        a=w.n(m.group(1)), b=w.n(m.group(2)))),
    (re.compile(r"^war on (.+): (?:branch|close|relative) \(WAR-10\)$"),
     lambda w, m: w.say("war among kin: {d}, WAR-10", "война с роднёй: {d}, WAR-10", d=w.n(m.group(1)))),
    (re.compile(r"^(\w+): (.+)$"),
     lambda w, m: f"{w.action(m.group(1))}: {w.n(m.group(2))}" if m.group(1) in w.rules.actions.ids()
     else m.group(0)),
]


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


def event_text(words: Words, province: Any, p: Mapping[str, Any], *, headed: bool = True) -> str:
    """PROV-3: a province's event of this turn with its roll and what it asks for; `headed=False` gives only
    what it does (the province and the roll are shown beside it)."""
    w = words
    kind = str(p.get("event", p.get("kind", "none")))
    head = w.say("{province}: {event} (roll {roll})", "{province}: {event} (выпало {roll})",
                 province=w.n(province), event=w.label(kind), roll=p.get("roll"))
    army_change = int(p.get("army_change", 0) or 0)
    if army_change:
        effect = w.say("volunteers desert: army {n}.", "добровольцы дезертируют: армия {n}.", n=signed(army_change))
    elif not p.get("applies", True) and kind != "none":
        effect = w.say("no effect at this province's loyalty.", "при этой лояльности без последствий.")
    elif p.get("decision") == "revolt":
        effect = w.say("suppressing it costs {n}; decide: suppress or yield.",
                       "подавление стоит {n}; решите: подавить или уступить.",
                       n=w.soldiers(sum(p.get("revolt_roll") or [])))
    elif p.get("decision") in ("famine", "disease"):
        effect = w.say("decide: pay or refuse; the income is halved this turn.",
                       "решите: заплатить или отказаться; доход в этот ход вдвое меньше.")
    elif p.get("decision") == "volunteers":
        effect = w.say("decide: accept or refuse.", "решите: принять или отказаться.")
    else:
        effect = ""
    if not headed:
        return effect
    return f"{head} — {effect}" if effect else f"{head}."


def decision_text(words: Words, kind: str, province: str | None, default: str, detail: str = "") -> str:
    """A decision to take now and its default (PROV-6, SUCC-5)."""
    w = words
    if kind == "heir":
        return w.say("Preferred heir (SUCC-5): by default {heir}.", "Желаемый наследник (SUCC-5): по закону — {heir}.",
                     heir=w.n(default))
    if kind == "regent":
        return w.say("Regent (SUCC-7): by default {regent}.", "Регент (SUCC-7): по умолчанию — {regent}.",
                     regent=w.n(default))
    choices = " / ".join(w.label(c) for c in decision_choices(kind))
    return w.say("{event} in {province}: {choices}; by default {default}{detail}.",
                 "{event}, {province}: {choices}; по умолчанию — {default}{detail}.",
                 event=w.label(kind).capitalize(), province=w.n(province), choices=choices,
                 default=w.label(default), detail=f" ({detail})" if detail else "")


def era_effects(era: Era, rules: Rules, language: Language) -> list[str]:
    """ERA-2 .. ERA-6: an era's effects as sentences, read from the rules data."""
    w = Words(language, lambda entity_id: Named(entity_id, "person"), rules)
    effects = era.effects
    found: list[str] = []
    by_delta: dict[int, list[str]] = {}
    for action, delta in effects.ap_delta.items():
        by_delta.setdefault(delta, []).append(w.action(action))
    for delta, actions in by_delta.items():
        if delta < 0:
            found.append(w.say("{a}: {n} AP less (at least {m}).", "{a}: на {n} ОД дешевле (не меньше {m}).",
                               a=", ".join(actions), n=-delta, m=effects.ap_min))
        else:
            found.append(w.say("{a}: {n} AP more.", "{a}: на {n} ОД дороже.", a=", ".join(actions), n=delta))
    for action, ap in effects.ap_set.items():
        found.append(w.say("{a} costs {n} AP.", "{a} стоит {n} ОД.", a=w.action(action), n=ap))
    for action, bonus in effects.check_bonus.items():
        found.append(w.say("{a}: checks {b}.", "{a}: проверки {b}.", a=w.action(action), b=signed(bonus)))
    by_bonus: dict[int, list[str]] = {}
    for action, bonus in effects.discovery_bonus.items():
        by_bonus.setdefault(bonus, []).append(w.action(action))
    for bonus, actions in by_bonus.items():
        found.append(w.say("Discovery checks against {a}: {b}.", "Проверки раскрытия против «{a}»: {b}.",
                           a=", ".join(actions), b=signed(bonus)))
    for action, coins in effects.coins_set.items():
        if action == "recruit":
            found.append(w.say("{a} costs {c} per soldier.", "{a}: {c} за солдата.", a=w.action(action),
                               c=w.coins(coins)))
        else:
            found.append(w.say("{a} costs {c}.", "{a} стоит {c}.", a=w.action(action), c=w.coins(coins)))
    if effects.war_drain_reputation is not None:
        found.append(w.say("A war costs {n} reputation a turn (WAR-9).", "Война стоит {n} репутации за ход (WAR-9).",
                           n=effects.war_drain_reputation))
    if effects.revolt_max_roll is not None:
        found.append(w.say("A province revolts on 1–{n}.", "Провинция восстаёт при 1–{n}.", n=effects.revolt_max_roll))
    if effects.revolt_at_loyalty is not None:
        found.append(w.say("Revolts apply at loyalty ≤ {n}.", "Восстания случаются при лояльности ≤ {n}.",
                           n=effects.revolt_at_loyalty))
    if effects.desert_at_loyalty is not None:
        found.append(w.say("Volunteers desert at loyalty ≤ {n}.", "Добровольцы дезертируют при лояльности ≤ {n}.",
                           n=effects.desert_at_loyalty))
    return found


# -- relations (ALLY-5) --------------------------------------------------------------------------------------------

_KIN: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    # kind: ((en male, en female), (ru male, ru female))
    "parent": (("father", "mother"), ("отец", "мать")),
    "child": (("son", "daughter"), ("сын", "дочь")),
    "sibling": (("brother", "sister"), ("брат", "сестра")),
    "spouse": (("husband", "wife"), ("муж", "жена")),
    "grandparent": (("grandfather", "grandmother"), ("дед", "бабушка")),
    "grandchild": (("grandson", "granddaughter"), ("внук", "внучка")),
    "uncle_aunt": (("uncle", "aunt"), ("дядя", "тётя")),
    "nephew_niece": (("nephew", "niece"), ("племянник", "племянница")),
    "cousin": (("cousin", "cousin"), ("двоюродный брат", "двоюродная сестра")),
}


def kin_word(kind: str, sex: str, language: Language) -> str:
    """"daughter" for a woman who is a `child`."""
    en, ru = _KIN.get(kind, ((kind, kind), (kind, kind)))
    pair = ru if language == "ru" else en
    return pair[1] if sex == "f" else pair[0]


def alliance_text(words: Words, *, ours_is_head: bool, kin: str, who: str) -> str:
    """ALLY-5: why another dynasty is an ally: "your head's daughter Anna (anna) is there", or "their head's
    son Ivan (ivan) is with you"."""
    if ours_is_head:
        return words.say("your head's {kin} {who} is there", "там {kin} вашего главы — {who}", kin=kin, who=who)
    return words.say("their head's {kin} {who} is with you", "у вас {kin} их главы — {who}", kin=kin, who=who)
