"""Reports as text: the view-models of `dynasty.reports.model` rendered to Markdown or BBCode, in the
report's language.

The templates (`reports/templates/*.j2`, one per report kind and format) only render the view-model: every
game fact is already in it. This module gives them the words — headings, table headers and the words for ids
from the catalog (`locales/*/report.ftl`), agreeing with the people and houses they speak of; the names of
traits, skills, actions and technologies from the rules data; people, houses and provinces by name — and the
escaping filters for Markdown and BBCode. Undefined variables are errors (StrictUndefined), so a template can
never silently print nothing where a fact was meant.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

from jinja2 import BytecodeCache, Environment, PackageLoader, StrictUndefined
from jinja2.bccache import Bucket

from dynasty import kept
from dynasty.game.guide import cited_rules, rule_ids, rule_text
from dynasty.game.rules import SKILLS, Rules
from dynasty.game.rules import Named as RuleName
from dynasty.reports.model import (
    DynastyReport,
    GmReport,
    KnownFact,
    MemberView,
    NameView,
    OtherDynastyView,
    PublicMember,
    PublicReport,
)
from dynasty.reports.words import dice_notation, label
from dynasty.text.catalogs import LANGUAGES, Language, Named, has_message, message
from dynasty.text.declension import Case
from dynasty.text.markup import bb_code, bb_text, md_cell, md_code, md_fence, md_text

Report = DynastyReport | PublicReport | GmReport
Format = Literal["md", "bbcode"]
FORMATS: tuple[Format, ...] = ("md", "bbcode")

_SEX = {"m": "♂", "f": "♀"}


def sex_sign(sex: str) -> str:
    """♂ or ♀ beside a name."""
    return _SEX.get(sex, sex)


class Labels:
    """The fixed words of the reports: `L.glance` in a template is the catalog's `report-glance` in the report's
    language (`locales/*/report.ftl`); a word missing from the catalog is an error, never a blank."""

    def __init__(self, language: Language) -> None:
        self._language = language

    def __getattr__(self, key: str) -> str:
        if key.startswith("__"):
            raise AttributeError(key)
        return message(self._language, "report-" + key.replace("_", "-"))


@dataclass(frozen=True)
class Words:
    """What the templates call to put ids into words: the report's language, the rules' names, and the names
    of the characters, houses and provinces the report itself refers to (`report_names`)."""

    language: Language
    rules: Rules
    names: Mapping[str, Named]

    def t(self, message_id: str, **args: Any) -> str:
        """The catalog's message `message_id` in the report's language."""
        return message(self.language, message_id, args)

    def _ruled(self, table: Mapping[Any, RuleName], key: str) -> str:
        item = table.get(key)
        return key if item is None else item.name_in(self.language)

    def trait(self, trait_id: str) -> str:
        return self._ruled(self.rules.traits, trait_id)

    def skill(self, skill_id: str) -> str:
        return self._ruled(self.rules.skills, skill_id)

    def technology(self, tech_id: str) -> str:
        return self._ruled(self.rules.technologies, tech_id)

    def action(self, action_id: str) -> str:
        if action_id in self.rules.actions.ids():
            return self.rules.actions.get(action_id).name_in(self.language)
        return action_id

    def traits(self, ids: Iterable[str]) -> str:
        return ", ".join(self.trait(t) for t in ids)

    def technologies(self, ids: Iterable[str]) -> str:
        return ", ".join(self.technology(t) for t in ids)

    def skills(self, values: Mapping[str, Any]) -> str:
        """`Combat 3, Learning 2, ...` in the rulebook's order of skills."""
        ordered = [s for s in SKILLS if s in values] + [s for s in values if s not in SKILLS]
        return ", ".join(f"{self.skill(s)} {values[s]}" for s in ordered)

    def dice(self, dice: str) -> str:
        """Dice as the players of the language write them: 2d6, in Russian 2к6."""
        return dice_notation(dice, self.language)

    def label(self, key: str) -> str:
        """The word for an id of the data (an event's kind, a choice, a fact): `words.label`."""
        return label(key, self.language)

    # -- names -----------------------------------------------------------------------------------------

    def who(self, ident: str | None) -> Named | str:
        """The name of a character, house or province the report refers to; '—' for none, the id itself when
        the report does not know it."""
        if ident is None or ident == "":
            return "—"
        return self.names.get(ident) or Named(ident, "person")

    def many(self, idents: Iterable[str]) -> str:
        """`Valois, Savoy`; '—' for none."""
        return ", ".join(str(self.who(i)) for i in idents) or "—"

    def cased(self, idents: Iterable[str], case: Case) -> str:
        """Names in a Russian case (против Ольговичей, с Ольговичами), joined by commas; English names stay."""
        found = [self.who(i) for i in idents]
        if self.language == "ru":
            return ", ".join(n.case(case) if isinstance(n, Named) else n for n in found) or "—"
        return ", ".join(str(n) for n in found) or "—"

    @staticmethod
    def person(member: MemberView | PublicMember) -> Named:
        return Named(member.name, "person", member.sex)

    def house(self, ident: str, name: str) -> Named:
        found = self.names.get(ident)
        return found if found is not None else Named(name, "house")

    # -- words that agree with a member -----------------------------------------------------------------

    def _about(self, prefix: str, key: str, who: Named) -> str:
        message_id = f"{prefix}-{key}"
        return self.t(message_id, who=who) if has_message(self.language, message_id) else key

    def roles(self, member: MemberView) -> str:
        """`head, heir` / `наследница, в изоляции`: his roles and statuses, in words that agree with him."""
        who = self.person(member)
        words = [self._about("report-role", r, who) for r in member.roles]
        words += [self._about("report-status", s, who) for s in member.status]
        return ", ".join(words) or "—"

    def age(self, member: MemberView) -> str:
        if member.born is None:
            return str(member.age)
        return self.t("report-member-born", age=member.age, who=self.person(member), turn=member.born)

    def spouse(self, ident: str | None) -> str:
        if ident is None:
            return "—"
        spouse = self.who(ident)
        return self.t("report-spouse", spouse=spouse) if isinstance(spouse, Named) else spouse

    def cause(self, cause: str, member: MemberView) -> str:
        """Why a mood changed: `lazy.otherwise` → `Lazy (otherwise)`, an action's id → its name, a status
        (`isolated`) → its word; any other cause is shown as the view-model has it."""
        who = self.person(member)
        trait, dot, condition = cause.partition(".")
        if dot and trait in self.rules.traits:
            return self.t("report-mood-trait", trait=self.trait(trait),
                          condition=self._about("report-mood", condition, who))
        if cause in self.rules.actions.ids():
            return self.action(cause)
        return self._about("report-status", cause, who)

    # -- houses ---------------------------------------------------------------------------------------

    def relation(self, other: OtherDynastyView) -> str:
        """`enemy` / `враги`: the relation, or that the house is destroyed, agreeing with its name."""
        house = self.house(other.id, other.name)
        if not other.alive:
            return self.t("report-destroyed", house=house)
        if other.relation in ("ally", "enemy"):
            return self.t(f"report-relation-{other.relation}", house=house)
        return other.relation

    def fact(self, fact: str, value: Any) -> str:
        """A learned fact's value in words (INFO-4): traits and technologies by name, skills listed."""
        none = message(self.language, "report-none")
        if fact == "traits" and isinstance(value, list):
            return self.traits(str(v) for v in value) or none
        if fact == "technologies" and isinstance(value, list):
            return self.technologies(str(v) for v in value) or none
        if fact == "skills" and isinstance(value, Mapping):
            return self.skills(value)
        if fact == "mood" and isinstance(value, int):
            return signed(value)
        if isinstance(value, list):
            return ", ".join(str(v) for v in value)
        return str(value)

    def known(self, f: KnownFact) -> str:
        """INFO-4: `Maximilian: loyalty 2 (learned on turn 5; source: Visit)`."""
        return self.t("report-known-fact", subject=self.who(f.subject), fact=self.label(f.fact),
                      value=self.fact(f.fact, f.value), turn=f.turn, source=self.action(f.source))

    def choice(self, choice: str) -> str | None:
        """What a decision's answer means, beside the word the orders take: a member's name, or the word of
        a choice (`pay` — заплатить); None when the answer says it itself."""
        if choice in self.names:
            return str(self.names[choice])
        word = self.label(choice)
        return None if word == choice else word


def signed(value: int) -> str:
    """+2, 0, −1: a change or a mood."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"−{-value}"
    return "0"


#: The templates' folder: their compiled forms are kept beside it (`dynasty.kept`).
TEMPLATES = Path(__file__).resolve().parent / "templates"


class _KeptBytecode(BytecodeCache):
    """Jinja2 compiles a template in pure Python (most of a short turn's rendering); its compiled form is kept
    between runs as `kept` keeps files, and Jinja2 recompiles when the template's source changed."""

    def __init__(self) -> None:
        self.places = kept.folders(TEMPLATES, "templates")

    def load_bytecode(self, bucket: Bucket) -> None:
        data = kept.read(self.places, f"{bucket.key}.jinja")
        if data is not None:
            bucket.bytecode_from_string(data)

    def dump_bytecode(self, bucket: Bucket) -> None:
        kept.keep(self.places, f"{bucket.key}.jinja", bucket.bytecode_to_string())


@cache
def _environment() -> Environment:
    env = Environment(
        loader=PackageLoader("dynasty", "reports/templates"),
        bytecode_cache=_KeptBytecode(),
        undefined=StrictUndefined,
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(md=md_text, cell=md_cell, code=md_code, fence=md_fence, bb=bb_text, bbcode=bb_code,
                       signed=signed, sex=sex_sign)
    return env


# -- names the report refers to ------------------------------------------------------------------------

def _named(view: NameView) -> Named:
    kind = view.kind if view.kind in ("person", "house", "land") else "person"
    forms = {case: form for case, form in view.forms.items() if case in ("gen", "dat", "acc", "ins", "prep")}
    return Named(view.name, kind, view.sex, forms)  # type: ignore[arg-type]


def _other_names(others: Iterable[OtherDynastyView], names: dict[str, Named]) -> None:
    for other in others:
        names.setdefault(other.id, Named(other.name, "house"))
        for member in other.members:
            names.setdefault(member.id, Named(member.name, "person", member.sex))


def _dynasty_names(report: DynastyReport, names: dict[str, Named]) -> None:
    for ident, view in report.names.items():
        names.setdefault(ident, _named(view))
    names.setdefault(report.dynasty, Named(report.name, "house"))
    for member in report.members:
        names.setdefault(member.id, Named(member.name, "person", member.sex))
    for province in report.provinces:
        names.setdefault(province.id, Named(province.name, "land"))
    _other_names(report.others, names)


def report_names(report: Report) -> dict[str, Named]:
    """Every id the report refers to, with its name: what `Words.who` shows. Taken from the view-model only
    (its `names` first, which know the forms of a name), so no report can show a name its reader does not
    know."""
    names: dict[str, Named] = {}
    if isinstance(report, DynastyReport):
        _dynasty_names(report, names)
        return names
    for ident, view in report.names.items():
        names.setdefault(ident, _named(view))
    if isinstance(report, PublicReport):
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
    if report.language not in LANGUAGES:
        raise ValueError(f"unknown report language '{report.language}'; languages: {', '.join(LANGUAGES)}")
    chosen: Format = "md" if fmt == "md" else "bbcode"
    language: Language = "ru" if report.language == "ru" else "en"
    words = Words(language=language, rules=rules, names=report_names(report))
    template = _environment().get_template(template_name(report, chosen))
    text = template.render(r=report, L=Labels(language), w=words).rstrip("\n") + "\n"
    return text + cited_rules_section(text, chosen, language)


#: What a player writes in his orders, quoted in a rule's statement (`decisions: heir`): shown as code — a
#: section of the order file and its key, not any two words around a colon ("public to everyone: each...").
_ORDER_SYNTAX = re.compile(r"\b((?:decisions|actions|war|names): [a-z_]+)\b")


def md_rule(rule_id: str, language: Language) -> str:
    """A rule's statement in Markdown, with what a player writes in his orders as code."""
    return _ORDER_SYNTAX.sub(r"`\1`", md_text(rule_text(rule_id, language)))


def cited_rules_section(text: str, fmt: Format, language: Language) -> str:
    """The short statement of every rule the report cites (SAB-1, WAR-11 ...), in the rules' order, so that
    a player can read what a rule ID says without leaving the report; '' when it cites none."""
    cited = set(cited_rules(text))
    if not cited:
        return ""
    ordered = [rule_id for rule_id in rule_ids() if rule_id in cited]
    title = message(language, "report-cited-rules")
    if fmt == "md":
        lines = [f"\n## {md_text(title)}\n"] + [f"- **{rule_id}.** {md_rule(rule_id, language)}"
                                               for rule_id in ordered]
    else:
        lines = [f"\n[b]{bb_text(title)}[/b]", "[list]"] + [
            f"[*][b]{rule_id}.[/b] {bb_text(rule_text(rule_id, language))}" for rule_id in ordered] + ["[/list]"]
    return "\n".join(lines) + "\n"
