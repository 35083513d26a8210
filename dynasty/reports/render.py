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
from dynasty.game.guide import cited_rules, rule_ids, rule_text, shown_id
from dynasty.game.rules import SKILLS, Rules
from dynasty.game.rules import Named as RuleName
from dynasty.orders.spelling import offered_choice
from dynasty.reports.figures import ap_words
from dynasty.reports.model import (
    DiceView,
    DynastyReport,
    Formula,
    GmReport,
    KnownFact,
    MemberView,
    NameView,
    OtherDynastyView,
    PublicMember,
    PublicReport,
)
from dynasty.reports.words import dice_notation, label, person_trait
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

    def trait(self, trait_id: str, who: Named | str | None = None) -> str:
        """A trait by its rules' name; for a person (`who`, a `Named` person) in the form of his or her sex."""
        return person_trait(self.language, trait_id, self._ruled(self.rules.traits, trait_id), who)

    def skill(self, skill_id: str) -> str:
        return self._ruled(self.rules.skills, skill_id)

    def technology(self, tech_id: str) -> str:
        return self._ruled(self.rules.technologies, tech_id)

    def action(self, action_id: str) -> str:
        if action_id in self.rules.actions.ids():
            return self.rules.actions.get(action_id).name_in(self.language)
        return action_id

    def traits(self, ids: Iterable[str], who: Named | str | None = None) -> str:
        """A person's traits (`who`: a `Named` person), each agreeing with him or her: Рогнеда — «Льстица»."""
        return ", ".join(self.trait(t, who) for t in ids)

    def technologies(self, ids: Iterable[str]) -> str:
        return ", ".join(self.technology(t) for t in ids)

    def skills(self, values: Mapping[str, Any]) -> str:
        """`Combat 3, Learning 2, ...` in the rulebook's order of skills."""
        ordered = [s for s in SKILLS if s in values] + [s for s in values if s not in SKILLS]
        return ", ".join(f"{self.skill(s)} {values[s]}" for s in ordered)

    def dice(self, dice: str) -> str:
        """Dice as the players of the language write them: 2d6, in Russian 2к6."""
        return dice_notation(dice, self.language)

    # -- dice (INFO-5) -------------------------------------------------------------------------------------

    @staticmethod
    def told_dice(dice: Iterable[DiceView]) -> list[DiceView]:
        """The dice a report tells beside their happening: those that decided it, not those that drew a new
        person (`drawing`), which only the appendix lists."""
        return [d for d in dice if not drawing(d.key)]

    @staticmethod
    def die_note(die: DiceView, text: str) -> str:
        """What a player's report says of a die under its happening besides its dice and values: nothing when
        the happening's sentence tells the roll, else what the die was for in brief — its purpose up to the
        colon (`Старость Олега (60 лет)`). The whole purpose stands in the appendix «Кубики хода»."""
        if not die.purpose or tells_roll(text, die.values):
            return ""
        return die.purpose.partition(":")[0].strip()

    @classmethod
    def inline_dice(cls, dice: Iterable[DiceView], text: str) -> list[DiceView]:
        """The told dice a player's report puts in brackets at the end of the happening's sentence: those it
        shows without their purpose (`die_note`), so that a line of their own would only repeat the sentence."""
        return [d for d in cls.told_dice(dice) if not cls.die_note(d, text)]

    @classmethod
    def line_dice(cls, dice: Iterable[DiceView], text: str) -> list[DiceView]:
        """The told dice that stand on a line of their own under the happening, with what they were for."""
        return [d for d in cls.told_dice(dice) if cls.die_note(d, text)]

    def dice_in_text(self, dice: Iterable[DiceView], text: str) -> tuple[str, list[DiceView]]:
        """The dice of `inline_dice` named where the sentence tells their roll («выпало 3» → «на 1к6 выпало 3»,
        «rolled 3» → «rolled 3 on 1d6»), each once, and those it could not place (a die the GM chose keeps its
        bracket, which says so)."""
        left = []
        for d in dice:
            values = ", ".join(str(v) for v in d.values)
            said = re.compile(re.escape(self.t("dice-rolled", values=values)) + r"(?!\d|, \d)")
            match = None if d.chosen else said.search(text)
            if match is None:
                left.append(d)
                continue
            named = self.t("dice-rolled-on", die=self.dice(d.dice), values=values)
            text = text[:match.start()] + named + text[match.end():]
        return text, left

    @staticmethod
    def sentence_end(text: str) -> tuple[str, str]:
        """A happening's text split before its final stop (`Анна пощадила.` → `Анна пощадила`, `.`), where the
        dice of `inline_dice` go in brackets."""
        body = text.rstrip()
        end = len(body)
        while end and body[end - 1] in ".!?…":
            end -= 1
        return body[:end], body[end:]

    # -- figures at a glance --------------------------------------------------------------------------------

    def figure(self, figure: str, value: int) -> str:
        """`150 coins`, `15 soldiers`: a figure with its unit after it, agreeing with the number."""
        return self.t(f"report-figure-{figure}", n=value)

    def breakdown(self, figure: str, formula: Formula) -> str:
        """How a figure came to be, each term with its unit before its cause: `было 105; +60 монет: доход;
        −15 монет: содержание армии`. The start is the formula's own words when it is not the last report's
        figure (a branch's founding)."""
        if not formula.items:  # a formula given only in words
            return formula.text
        if figure == "ap":  # DYN-4: no start, its terms from the base up
            return ap_words(formula.items, self.language)
        start = formula.parts[0] if formula.parts else ""
        before = _BEFORE.fullmatch(start)
        terms = [self.t("report-figure-before", n=int(before.group(1))) if before else start]
        terms += [self.t(f"report-figure-term-{figure}", sign="+" if item.amount > 0 else "−", n=abs(item.amount),
                         what=item.text) for item in formula.items if item.amount]
        return "; ".join(t for t in terms if t)

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
            return self.t("report-mood-trait", trait=self.trait(trait, who),
                          condition=self._about("report-mood", condition, who))
        if cause in self.rules.actions.ids():
            return self.action(cause)
        return self._about("report-status", cause, who)

    # -- houses ---------------------------------------------------------------------------------------

    def relation(self, other: OtherDynastyView, reader: str | None = None) -> str:
        """How another house stands to the reader, agreeing with its name: `at war with you` / `воюют с вами`
        for a house at war with him (its wars are public, INFO-3) — of an ally (ALLY-1), whose relative the
        report names next, `though kin` / `хоть и родня`, never «союзники» of an enemy in the field; `allies` /
        `союзники` for an ally at peace; that the house is destroyed; '' for another house at peace with him: the
        rulebook's «враг» of ALLY-1 means only «not an ally», which reads as a war."""
        house = self.house(other.id, other.name)
        if not other.alive:
            return self.t("report-destroyed", house=house)
        at_war = reader is not None and any(reader in war.enemies for war in other.wars)
        if other.relation == "ally":
            return self.t("report-relation-kin-enemy" if at_war else "report-relation-ally", house=house)
        if at_war:
            return self.t("report-relation-enemy", house=house)
        return ""

    def fact(self, fact: str, value: Any, who: Named | str | None = None) -> str:
        """A learned fact's value in words (INFO-4): traits and technologies by name (traits agreeing with `who`,
        the person the fact is of), skills listed, a treasury and an army with their units (`40 coins`)."""
        none = message(self.language, "report-none")
        if fact == "traits" and isinstance(value, list):
            return self.traits((str(v) for v in value), who) or none
        if fact == "technologies" and isinstance(value, list):
            return self.technologies(str(v) for v in value) or none
        if fact == "skills" and isinstance(value, Mapping):
            return self.skills(value)
        if fact == "mood" and isinstance(value, int):
            return signed(value)
        figure = {"balance": "treasury", "army": "army"}.get(fact)  # a figure of «Коротко», with its unit
        if figure is not None and isinstance(value, int):
            return self.figure(figure, value)
        if isinstance(value, list):
            return ", ".join(str(v) for v in value)
        return str(value)

    def known_source(self, f: KnownFact) -> str:
        """How and when a fact was learned: `spying, turn 2` / `слежка, 2-й ход`."""
        action = self.action(f.source)
        return self.t("report-known-source", action=action[:1].lower() + action[1:], turn=f.turn)

    def known_people(self, facts: Iterable[KnownFact], house: OtherDynastyView | None = None) -> list[str]:
        """INFO-4, one line a person. Learned at one time, his facts share their source, which stands once after
        his name: `Mstislav (spying, turn 2): traits Wrathful; loyalty 2`; learned at different times, each fact
        carries its own, in the order learned: `Anna: loyalty 1 (visit, turn 3); traits Lazy (spying, turn 4)`.
        Given the `house` the facts are of, and its members listed (`roster`), one of them who is not among its
        living members has died since: `Miloslava (dead; ball, turn 3): …` — what the report itself shows, as a
        fact of a member stays with his house, living or dead (`houses.known_of`)."""
        living = {m.id for m in house.members} if house is not None and house.roster else None
        people: dict[str, list[KnownFact]] = {}
        for f in facts:
            people.setdefault(f.subject, []).append(f)
        lines = []
        for subject, known in people.items():
            shared = len({(f.turn, f.source) for f in known}) == 1
            items = [self.t("report-known-item" if shared else "report-known-item-source",
                            fact=self.label(f.fact), value=self.fact(f.fact, f.value, self.who(subject)),
                            source=self.known_source(f))
                     for f in known]
            dead = living is not None and house is not None and subject != house.id and subject not in living
            message_id = "report-known-person" + ("-dead" if dead else "") + ("" if shared else "-sources")
            lines.append(self.t(message_id, subject=self.who(subject), source=self.known_source(known[0]),
                                facts="; ".join(items)))
        return lines

    def offered(self, choice: str) -> str:
        """The word the text offers for a decision's choice: in Russian its Russian word (`заплатить`, which the
        orders take as they take `pay`), else the id the data holds."""
        return offered_choice(choice, self.language)

    def choice(self, choice: str) -> str | None:
        """What a decision's answer means, beside the word the orders take: a member's name, or the word of
        a choice (`pay` — заплатить); None when the answer says it itself."""
        if choice in self.names:
            return str(self.names[choice])
        word = self.label(choice)
        return None if word == choice else word


#: The words of a dice key, after its turn, kind and subject, that name a die drawing a new person — his name,
#: sex, age, kinship, skills and traits (GEN-2 .. GEN-5, AGE-8): `t05/birth/oleg+kseniya/skill/combat`,
#: `t05/action/olgovichi/find_spouse-1/spouse/age`; a key made at the game's start (`gen/...`) draws one too.
_DRAWING = frozenset({"name", "sex", "age", "kind", "skill", "trait", "spouse"})


#: The start of a figure's formula when it is the last report's figure: `105 было`, `105 before`.
_BEFORE = re.compile(r"(-?[0-9]+) (?:было|before)")


def tells_roll(text: str, values: Iterable[int]) -> bool:
    """Whether a happening's sentence tells what a die rolled: every value stands in it as a number of its own
    (`выпало 3`, `бросок 1 + лояльность 0`, `выпало 1, 6`), not a signed term (`−1`), a rule ID (`WAR-13`) or a
    part of dice (`1к6`)."""
    found = {int(n) for n in _NUMBER.findall(text)}
    wanted = list(values)
    return bool(wanted) and all(v in found for v in wanted)


#: A number standing on its own in a sentence: not after a sign, a hyphen or a letter, not before a letter.
_NUMBER = re.compile(r"(?<![\w\-−+.,])(\d+)(?![\w.]\d|\w)")


def drawing(key: str) -> bool:
    """Whether the die of `key` drew a new person (a newborn, a spouse, a kinsman) rather than decided a
    happening: the key names what it decides (CONTRACT "Dice")."""
    parts = key.split("/")
    return parts[0] == "gen" or any(part in _DRAWING for part in parts[3:])


def report_dice(report: DynastyReport | PublicReport) -> list[DiceView]:
    """Every die a player's report shows (his house's happenings, its fall; the chronicle's public happenings),
    once each, in the report's order: its appendix «Кости хода», where each die stands with its key."""
    items = list(report.happened)
    if isinstance(report, DynastyReport):
        if report.fall is not None:
            items = list(report.fall.steps) + items
    else:
        items = [item for item in items if item.public]
    seen: set[str] = set()
    found = []
    for item in items:
        for die in item.dice:
            if die.key not in seen:
                seen.add(die.key)
                found.append(die)
    return found


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
        extensions=["jinja2.ext.do"],
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


def render(report: Report, fmt: str, rules: Rules, *, orders: bool = True) -> str:
    """The report as Markdown (`md`: CommonMark with GFM tables) or BBCode (`bbcode`), in
    `report.language`. A dynasty's report ends with its order template, but not with `orders=False`: its posts,
    where the template is a post of its own (`reports.posts`)."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown report format '{fmt}'; formats: {', '.join(FORMATS)}")
    if report.language not in LANGUAGES:
        raise ValueError(f"unknown report language '{report.language}'; languages: {', '.join(LANGUAGES)}")
    chosen: Format = "md" if fmt == "md" else "bbcode"
    language: Language = "ru" if report.language == "ru" else "en"
    words = Words(language=language, rules=rules, names=report_names(report))
    env = _environment()
    context = {"r": report, "L": Labels(language), "w": words, "with_orders": orders}
    text = env.get_template(template_name(report, chosen)).render(context).rstrip("\n") + "\n"
    text += cited_rules_section(text, chosen, language)
    if isinstance(report, GmReport):  # the GM's report has its own table of every die, with keys
        return text
    dice = report_dice(report)
    if not dice:
        return text
    parts = env.get_template(f"_parts.{chosen}.j2").make_module(context)
    appendix = parts.dice_appendix(dice)  # type: ignore[attr-defined]  # a macro of the template
    return text + "\n" + str(appendix).strip("\n") + "\n"


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
        lines = [f"\n## {md_text(title)}\n"] + [
            f"- **{md_text(shown_id(rule_id, language))}.** {md_rule(rule_id, language)}" for rule_id in ordered]
    else:
        lines = [f"\n[b]{bb_text(title)}[/b]", "[list]"] + [
            f"[*][b]{shown_id(rule_id, language)}.[/b] {bb_text(rule_text(rule_id, language))}"
            for rule_id in ordered] + ["[/list]"]
    return "\n".join(lines) + "\n"
