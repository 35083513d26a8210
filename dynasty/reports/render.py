"""Reports as text: the view-models of `dynasty.reports.model` rendered to Markdown or BBCode, in the
report's language.

The templates (`reports/templates/*.j2`, one per report kind and format) only render the view-model: every
game fact is already in it. This module gives them the words — headings and terms per language, and the
names of traits, skills, actions and technologies from the rules data — and the escaping filters for
Markdown and BBCode. Undefined variables are errors (StrictUndefined), so a template can never silently
print nothing where a fact was meant.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from jinja2 import Environment, PackageLoader, StrictUndefined

from dynasty.reports.model import DynastyReport, GmReport, OtherDynastyView, PublicReport
from dynasty.rules import SKILLS, Named, Rules

Report = DynastyReport | PublicReport | GmReport
Format = Literal["md", "bbcode"]
FORMATS: tuple[Format, ...] = ("md", "bbcode")
LANGUAGES = ("ru", "en")

#: Headings and fixed words of the reports. Both languages have the same keys (a test checks it).
LABELS: dict[str, dict[str, str]] = {
    "en": {
        "turn": "turn",
        "turn_title": "Turn",
        "game": "Game",
        "no_era_effects": "no special effects",
        "glance": "At a glance",
        "ap": "Action points",
        "treasury": "Treasury",
        "army": "Army",
        "reputation": "Reputation",
        "head": "Head",
        "regent": "Regent",
        "lord": "Lord",
        "branch_of": "Cadet branch of",
        "technologies": "Technologies",
        "none": "none",
        "happened": "What happened",
        "nothing_happened": "Nothing of note.",
        "decisions": "Decisions to take",
        "decisions_hint": "Write them under `decisions:` in your orders; without an answer the default is taken.",
        "no_decisions": "No decision to take this turn.",
        "choices": "choices",
        "default": "default",
        "members": "Members",
        "name": "Name",
        "age": "Age",
        "roles": "Role / status",
        "loyalty": "Loyalty",
        "mood": "Mood",
        "skills": "Skills",
        "traits": "Traits",
        "spouse": "Spouse",
        "father": "Father",
        "mother": "Mother",
        "born_turn": "born turn",
        "provinces": "Provinces",
        "province": "Province",
        "yield": "Yield",
        "event": "Event",
        "no_provinces": "No provinces.",
        "wars": "Wars",
        "no_wars": "At peace.",
        "war_against": "War against",
        "allies_in_war": "Allies in this war",
        "allies": "allies",
        "to_accept": "To accept it",
        "your_peace_offer": "Your offer of peace",
        "enemy_provinces": "Enemy provinces to take",
        "retake": "Lately taken from you: retaken this turn, they get their former loyalty back (PROV-2)",
        "battle_orders": "Battle orders",
        "battle_orders_hint": "without them the whole army is split evenly across your wars (WAR-11)",
        "at_war_with": "at war with",
        "against": "against",
        "since_turn": "since turn",
        "general": "general",
        "others": "Other dynasties",
        "no_others": "No other dynasty.",
        "destroyed": "destroyed",
        "known": "What you know",
        "nothing_known": "Nothing learned yet.",
        "learned_turn": "learned turn",
        "family_tree": "Family tree",
        "template": "Order template",
        "template_hint": "Fill it in and send it to the game master.",
        "chronicle": "Chronicle",
        "dynasties": "Dynasties",
        "dynasty": "Dynasty",
        "gm_report": "Game master's report",
        "dice": "Dice",
        "no_dice": "No die was rolled.",
        "dice_key": "Key",
        "dice_values": "Values",
        "dice_purpose": "Purpose",
        "ap_spent": "Action points spent",
        "ap_of": "of",
        "defaults": "Defaults taken",
        "no_defaults": "None.",
        "public": "public",
        "private": "private",
        "all_houses_tree": "Family tree of all houses",
    },
    "ru": {
        "turn": "ход",
        "turn_title": "Ход",
        "game": "Игра",
        "no_era_effects": "без особенностей",
        "glance": "Коротко",
        "ap": "Очки действий",
        "treasury": "Казна",
        "army": "Армия",
        "reputation": "Репутация",
        "head": "Глава",
        "regent": "Регент",
        "lord": "Сюзерен",
        "branch_of": "Побочная ветвь династии",
        "technologies": "Технологии",
        "none": "нет",
        "happened": "Что произошло",
        "nothing_happened": "Ничего примечательного.",
        "decisions": "Решения этого хода",
        "decisions_hint": "Впишите их в раздел `decisions:` приказов; без ответа действует решение по умолчанию.",
        "no_decisions": "В этом ходу решать нечего.",
        "choices": "варианты",
        "default": "по умолчанию",
        "members": "Члены династии",
        "name": "Имя",
        "age": "Возраст",
        "roles": "Роль / положение",
        "loyalty": "Лояльность",
        "mood": "Настроение",
        "skills": "Навыки",
        "traits": "Черты",
        "spouse": "Супруг(а)",
        "father": "Отец",
        "mother": "Мать",
        "born_turn": "родился в ход",
        "provinces": "Провинции",
        "province": "Провинция",
        "yield": "Доход",
        "event": "Событие",
        "no_provinces": "Провинций нет.",
        "wars": "Войны",
        "no_wars": "Войн нет.",
        "war_against": "Война с",
        "allies_in_war": "Союзники в этой войне",
        "allies": "союзники",
        "to_accept": "Чтобы принять",
        "your_peace_offer": "Ваше предложение мира",
        "enemy_provinces": "Провинции противника, которые можно взять",
        "retake": "Недавно отняты у вас: если отбить их в этом ходу, к ним вернётся прежняя лояльность (PROV-2)",
        "battle_orders": "Приказ на битву",
        "battle_orders_hint": "без него вся армия делится поровну между вашими войнами (WAR-11)",
        "at_war_with": "воюет с",
        "against": "против",
        "since_turn": "с хода",
        "general": "генерал",
        "others": "Другие династии",
        "no_others": "Других династий нет.",
        "destroyed": "уничтожена",
        "known": "Что вам известно",
        "nothing_known": "Пока ничего не разведано.",
        "learned_turn": "узнано в ход",
        "family_tree": "Родословное древо",
        "template": "Шаблон приказов",
        "template_hint": "Заполните его и отправьте мастеру.",
        "chronicle": "Летопись",
        "dynasties": "Династии",
        "dynasty": "Династия",
        "gm_report": "Отчёт мастера",
        "dice": "Кубики",
        "no_dice": "Кубики не бросались.",
        "dice_key": "Ключ",
        "dice_values": "Выпало",
        "dice_purpose": "Для чего",
        "ap_spent": "Потрачено очков действий",
        "ap_of": "из",
        "defaults": "Решения по умолчанию",
        "no_defaults": "Нет.",
        "public": "публично",
        "private": "тайно",
        "all_houses_tree": "Родословное древо всех домов",
    },
}

#: Words for the ids the view-models carry (roles, statuses, relations, sides, events, learned facts).
#: An id missing here is shown as is.
TERMS: dict[str, dict[str, dict[str, str]]] = {
    "en": {
        "role": {"head": "head", "regent": "regent", "heir": "heir", "general": "general"},
        "status": {"child": "child", "isolated": "isolated", "dead": "dead", "adult": "adult",
                   "married": "married", "widowed": "widowed", "captive": "captive"},
        "relation": {"ally": "ally", "enemy": "enemy"},
        "side": {"attacker": "attacker", "defender": "defender"},
        "sex": {"m": "♂", "f": "♀"},
        "event": {"revolt": "revolt", "none": "quiet", "famine": "famine", "volunteers": "volunteers",
                  "disease": "disease"},
        "fact": {"traits": "traits", "loyalty": "loyalty", "skills": "skills", "mood": "mood",
                 "balance": "treasury", "army": "army", "technologies": "technologies"},
        # the conditions of the traits' moods in the rules data (`trait.condition` causes of a mood)
        "mood": {"married": "married", "otherwise": "otherwise", "not_head": "not the head",
                 "poorer": "poorer than another dynasty", "spent": "spent his coins",
                 "could_not": "could not spend", "reputation_damaged": "reputation damaged", "at_war": "at war",
                 "war_first_turn": "a war begins", "war_later_turn": "a war goes on", "no_war": "no war",
                 "defensive_relief": "a defensive war", "dynasty_plotted": "his dynasty plotted",
                 "own_plot": "his own plot", "public_action": "a public action",
                 "raised_other": "another was favoured", "raised_by_other": "favoured by another",
                 "interacted": "met people", "per_visit": "a visit", "spouse_on_marriage": "the marriage",
                 "action": "an action", "second_action": "a second action", "loyalty_holds_at": "loyalty holds"},
    },
    "ru": {
        "role": {"head": "глава", "regent": "регент", "heir": "наследник", "general": "генерал"},
        "status": {"child": "ребёнок", "isolated": "в изоляции", "dead": "умер", "adult": "взрослый",
                   "married": "в браке", "widowed": "вдов", "captive": "в плену"},
        "relation": {"ally": "союзник", "enemy": "враг"},
        "side": {"attacker": "нападающий", "defender": "обороняющийся"},
        "sex": {"m": "♂", "f": "♀"},
        "event": {"revolt": "восстание", "none": "спокойно", "famine": "неурожай", "volunteers": "добровольцы",
                  "disease": "болезнь"},
        "fact": {"traits": "черты", "loyalty": "лояльность", "skills": "навыки", "mood": "настроение",
                 "balance": "казна", "army": "армия", "technologies": "технологии"},
        "mood": {"married": "в браке", "otherwise": "в остальном", "not_head": "не глава",
                 "poorer": "беднее другой династии", "spent": "потратил деньги",
                 "could_not": "не смог потратить", "reputation_damaged": "урон репутации", "at_war": "война",
                 "war_first_turn": "начало войны", "war_later_turn": "война продолжается", "no_war": "нет войны",
                 "defensive_relief": "оборонительная война", "dynasty_plotted": "династия плела интриги",
                 "own_plot": "собственная интрига", "public_action": "публичное действие",
                 "raised_other": "возвысили другого", "raised_by_other": "возвышен другим",
                 "interacted": "общение", "per_visit": "визит", "spouse_on_marriage": "брак",
                 "action": "действие", "second_action": "второе действие",
                 "loyalty_holds_at": "лояльность держится"},
    },
}


@dataclass(frozen=True)
class Words:
    """What the templates call to put ids into words: the report's language, the rules' names, and the
    names of the characters and dynasties the report itself mentions."""

    language: str
    rules: Rules
    names: Mapping[str, str]

    def _named(self, table: Mapping[Any, Named], key: str) -> str:
        item = table.get(key)
        return key if item is None else str(getattr(item, self.language))

    def trait(self, trait_id: str) -> str:
        return self._named(self.rules.traits, trait_id)

    def skill(self, skill_id: str) -> str:
        return self._named(self.rules.skills, skill_id)

    def technology(self, tech_id: str) -> str:
        return self._named(self.rules.technologies, tech_id)

    def action(self, action_id: str) -> str:
        if action_id in self.rules.actions.ids():
            return str(getattr(self.rules.actions.get(action_id), self.language))
        return action_id

    def traits(self, ids: Iterable[str]) -> str:
        return ", ".join(self.trait(t) for t in ids)

    def technologies(self, ids: Iterable[str]) -> str:
        return ", ".join(self.technology(t) for t in ids)

    def skills(self, values: Mapping[str, Any]) -> str:
        """`Combat 3, Learning 2, ...` in the rulebook's order of skills."""
        ordered = [s for s in SKILLS if s in values] + [s for s in values if s not in SKILLS]
        return ", ".join(f"{self.skill(s)} {values[s]}" for s in ordered)

    def term(self, group: str, key: str) -> str:
        return TERMS[self.language][group].get(key, key)

    def terms(self, group: str, keys: Iterable[str]) -> str:
        return ", ".join(self.term(group, k) for k in keys)

    def who(self, ident: str | None) -> str:
        """`Louis (louis)` for a character or dynasty the report names, the bare id otherwise."""
        if ident is None:
            return "—"
        name = self.names.get(ident)
        return ident if name is None or name == ident else f"{name} ({ident})"

    def many(self, idents: Iterable[str]) -> str:
        """`Valois (valois), Savoy (savoy)`; '—' for none."""
        return ", ".join(self.who(i) for i in idents) or "—"

    def fact(self, fact: str, value: Any) -> str:
        """A learned fact's value in words (INFO-4): traits and technologies by name, skills listed."""
        if fact == "traits" and isinstance(value, list):
            return self.traits(str(v) for v in value) or LABELS[self.language]["none"]
        if fact == "technologies" and isinstance(value, list):
            return self.technologies(str(v) for v in value) or LABELS[self.language]["none"]
        if fact == "skills" and isinstance(value, Mapping):
            return self.skills(value)
        if fact == "mood" and isinstance(value, int):
            return signed(value)
        if isinstance(value, list):
            return ", ".join(str(v) for v in value)
        return str(value)

    def cause(self, cause: str) -> str:
        """Why a mood changed: `lazy.otherwise` → `Lazy (otherwise)`, an action's id → its name, a status
        (`isolated`) → its word; any other cause is shown as the view-model has it."""
        trait, dot, condition = cause.partition(".")
        if dot and trait in self.rules.traits:
            return f"{self.trait(trait)} ({self.term('mood', condition)})"
        if cause in self.rules.actions.ids():
            return self.action(cause)
        return self.term("status", cause)

    def source(self, source: str) -> str:
        """How a fact was learned: the name of the action when it is one (visit, spy, ball)."""
        return self.action(source)



def signed(value: int) -> str:
    """+2, 0, −1: a change or a mood."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"−{-value}"
    return "0"


# -- escaping ---------------------------------------------------------------------------------------

_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|#&~])")


def md_text(value: object) -> str:
    """Text from the game (names, happenings) made inert in Markdown: punctuation that could start markup
    is backslash-escaped, and newlines become spaces so a line stays a line."""
    if type(value) is str:  # the same names come back in every report of a turn: remembered
        escaped = _md_escaped.get(value)
        if escaped is None:
            if len(_md_escaped) >= _MD_MEMO_SIZE:
                _md_escaped.clear()
            escaped = _md_escaped[value] = _MD_SPECIAL.sub(r"\\\1", " ".join(value.splitlines()))
        return escaped
    text = " ".join(str(value).splitlines())
    return _MD_SPECIAL.sub(r"\\\1", text)


_md_escaped: dict[str, str] = {}
_MD_MEMO_SIZE = 100_000


def md_cell(value: object) -> str:
    """A GFM table cell: `|` would end the cell and a newline the row; both are neutralised."""
    return md_text(value)


def md_code(value: object) -> str:
    """An inline code span around `value` (ids, dice keys), long enough for backticks inside; a `|` is
    escaped so the span may stand in a table cell."""
    text = " ".join(str(value).splitlines())
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    ticks = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}".replace("|", "\\|")


def md_fence(value: object, info: str = "") -> str:
    """A fenced code block (the family tree, the order template) with a fence longer than any run of
    backticks in the text."""
    text = str(value).rstrip("\n")
    longest = max((len(run) for run in re.findall(r"`{3,}", text)), default=2)
    fence = "`" * (longest + 1)
    return f"{fence}{info}\n{text}\n{fence}"


def bb_text(value: object) -> str:
    """Text from the game made inert in BBCode: brackets become their full-width look-alikes, so a name
    like `[b]` opens no tag; newlines become spaces."""
    text = " ".join(str(value).splitlines())
    return text.replace("[", "［").replace("]", "］")


def bb_code(value: object) -> str:
    """Text inside [code]...[/code]: kept as is except a closing `[/code]`, which would end the block."""
    text = str(value).rstrip("\n")
    return re.sub(r"\[/code", "［/code", text, flags=re.IGNORECASE)


@cache
def _environment() -> Environment:
    env = Environment(
        loader=PackageLoader("dynasty", "reports/templates"),
        undefined=StrictUndefined,
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(md=md_text, cell=md_cell, code=md_code, fence=md_fence, bb=bb_text, bbcode=bb_code,
                       signed=signed)
    return env


# -- names the report mentions ---------------------------------------------------------------------

def _other_names(others: Iterable[OtherDynastyView], names: dict[str, str]) -> None:
    for other in others:
        names.setdefault(other.id, other.name)
        for member in other.members:
            names.setdefault(member.id, member.name)


def _dynasty_names(report: DynastyReport, names: dict[str, str]) -> None:
    names.setdefault(report.dynasty, report.name)
    for member in report.members:
        names.setdefault(member.id, member.name)
    for province in report.provinces:
        names.setdefault(province.id, province.name)
    _other_names(report.others, names)


def report_names(report: Report) -> dict[str, str]:
    """Every id the report itself names, with its name: what `Words.who` shows next to an id. Taken from
    the view-model only, so no report can show a name its reader does not know."""
    names: dict[str, str] = {}
    if isinstance(report, DynastyReport):
        _dynasty_names(report, names)
    elif isinstance(report, PublicReport):
        _other_names(report.dynasties, names)
    else:
        for dynasty in report.dynasties:
            _dynasty_names(dynasty, names)
    return names


def template_name(report: Report, fmt: Format) -> str:
    kind = "dynasty" if isinstance(report, DynastyReport) else "public" if isinstance(report, PublicReport) \
        else "gm"
    return f"{kind}.{fmt}.j2"


def render(report: Report, fmt: str, rules: Rules) -> str:
    """The report as Markdown (`md`: CommonMark with GFM tables) or BBCode (`bbcode`), in
    `report.language`."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown report format '{fmt}'; formats: {', '.join(FORMATS)}")
    if report.language not in LABELS:
        raise ValueError(f"unknown report language '{report.language}'; languages: {', '.join(LANGUAGES)}")
    chosen: Format = "md" if fmt == "md" else "bbcode"
    words = Words(language=report.language, rules=rules, names=report_names(report))
    template = _environment().get_template(template_name(report, chosen))
    text = template.render(r=report, L=LABELS[report.language], w=words)
    return text.rstrip("\n") + "\n"
