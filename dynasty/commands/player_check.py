"""`dynasty check TURN FILE --report ID.json`: the player's check, against his JSON report.

A player has his report, not the game state. The report holds everything of his own dynasty (INFO-5) and
the public facts of the others (INFO-3) — the members of some of them only: every house's members are in
the chronicle's data of the turn (`public.json`, beside the report or named with `--chronicle`), which the
check reads for the houses the report does not give in full. `state_from_report` rebuilds from the two a
game state that holds exactly that, and the GM's checker (`check_parsed`) runs on it unchanged, so the
messages are the GM's.

The checker reads of another dynasty only its public facts (names, sex, ages, family links, heads,
provinces and who holds them, wars, whether it still lives). What the report does not hold is filled
with placeholders that the checker does not read for another dynasty: a province's loyalty and yield, a
member's skills, traits and loyalty, a dynasty's treasury, army and AP. (One exception, a bug of the
checker: a member of another dynasty wrongly named as executor is an error either way, but `study`,
`mentor` and the AP total then read his skills and traits.) What needs facts the report does not hold —
the wars of one's lord (VASSAL-5), a province in revolt, the dead (a report lists the living) — is left
to the GM's check, and the output says so.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar, cast

from pydantic import BaseModel, ValidationError

from dynasty.errors import DynastyError, Location, ProblemsError, Sentence, display_path
from dynasty.game.campaign import GameSettings, parse_turn
from dynasty.game.rules import SKILLS, Rules, load_rules
from dynasty.game.state import (
    SCHEMA_VERSION,
    Character,
    Death,
    Dynasty,
    GameState,
    Province,
    ProvinceEvent,
    Skills,
    War,
)
from dynasty.orders import FileCheck, file_lines, written_names
from dynasty.orders.check import check_parsed
from dynasty.orders.messages import Language, summary, text
from dynasty.orders.parse import parse_orders, value_problem
from dynasty.orders.reply import echo_lines, understood
from dynasty.reports.model import DynastyReport, MemberView, OtherDynastyView, PublicReport
from dynasty.store.yaml_io import dotted, read_text
from dynasty.text.catalogs import LANGUAGES

#: What the report does not tell of another dynasty, and the checker never reads of it (INFO-3).
HIDDEN_SKILL = 1
HIDDEN_LOYALTY = 3
HIDDEN_PROVINCE_LOYALTY = 3
HIDDEN_PROVINCE_YIELD = 1
#: The cause of death of a relative the report names but does not list (a dead parent, say).
UNLISTED = "unlisted in the report"
#: A report is the program's output, larger than an order file may be (the chronicle's data too).
REPORT_MAX_BYTES = 16 << 20
#: The chronicle's data, in the reports folder of a turn and where the check looks for it beside a report.
CHRONICLE_FILE = "public.json"
#: The language of what is said about a report before its own language is known: the games' default.
DEFAULT_LANGUAGE: Language = GameSettings.model_fields["language"].default


class ReportError(DynastyError):
    """The file given as `--report` is missing, or not a dynasty's JSON report, or not of this turn. Its sentence
    is in the report's language (or --lang), `language`, which the CLI says its label in (`error:`, `ошибка:`)."""

    code = "report"

    def __init__(self, text: Sentence, location: Location | None = None, *, language: Language) -> None:
        super().__init__(text, location)
        self.language = language

    def render(self, language: Language) -> str:
        """Said whole in the language its sentence was put in, its label too, whatever the command's language."""
        return super().render(self.language)


@dataclass(frozen=True)
class Placeholders:
    """The values of what the report hides; any values give the same check (tests vary them)."""

    skill: int = HIDDEN_SKILL
    traits: tuple[str, ...] = ()
    loyalty: int = HIDDEN_LOYALTY
    province_loyalty: int = HIDDEN_PROVINCE_LOYALTY
    province_yield: int = HIDDEN_PROVINCE_YIELD
    balance: int = 0
    army: int = 0
    ap: int = 0


def _language_of(data: Any) -> Language:
    """The language a report's data names, when it names one we speak."""
    language = data.get("language") if isinstance(data, dict) else None
    return cast(Language, language) if language in LANGUAGES else DEFAULT_LANGUAGE


def _json_of(path: Path) -> Any:
    shown = display_path(path)
    try:
        text_read = read_text(path, REPORT_MAX_BYTES)
    except DynastyError as exc:
        reason = exc.sentence(DEFAULT_LANGUAGE)
        raise ReportError(text(DEFAULT_LANGUAGE, "report-unreadable", reason=reason), Location(shown),
                          language=DEFAULT_LANGUAGE) from None
    try:
        return json.loads(text_read)
    except json.JSONDecodeError as exc:
        if text_read.lstrip()[:1] not in ("{", "["):  # the report's text (.md, .bbcode, a forum post), not its data
            beside = path.with_suffix(".json")
            said = (text(DEFAULT_LANGUAGE, "report-is-text-beside", json=display_path(beside)) if beside.is_file()
                    else text(DEFAULT_LANGUAGE, "report-is-text"))
            raise ReportError(said, Location(shown), language=DEFAULT_LANGUAGE) from None
        raise ReportError(text(DEFAULT_LANGUAGE, "report-not-json"), Location(shown, exc.lineno),
                          language=DEFAULT_LANGUAGE) from None
    except RecursionError:  # brackets nested without end: no report nests so deep
        raise ReportError(text(DEFAULT_LANGUAGE, "report-too-deep"), Location(shown),
                          language=DEFAULT_LANGUAGE) from None


def load_report(path: Path) -> DynastyReport:
    """Read a JSON report; a file that is missing or is not a dynasty's report is one `ReportError`."""
    shown = display_path(path)
    data = _json_of(path)
    language = _language_of(data)
    try:
        report = DynastyReport.model_validate(data)
    except RecursionError:
        raise ReportError(text(language, "report-too-deep"), Location(shown), language=language) from None
    except ValidationError as exc:
        first = exc.errors()[0]
        place = dotted(first["loc"]) or text(language, "report-what-report")
        raise ReportError(text(language, "report-not-report", place=place,
                               problem=value_problem(first, None, language), more=exc.error_count() - 1),
                          Location(shown), language=language) from None
    if report.language not in LANGUAGES:
        raise ReportError(text(language, "report-language", language=report.language), Location(shown),
                          language=language)
    return report


def needs_chronicle(report: DynastyReport) -> bool:
    """Whether the report leaves some house's members to the chronicle (a report of schema 1 gave them all)."""
    return report.unlisted > 0 or any(not other.roster for other in report.others)


def load_chronicle(path: Path, report: DynastyReport) -> PublicReport:
    """Read the chronicle's data of the report's turn; a file that is not that is one `ReportError`."""
    shown = display_path(path)
    language = cast(Language, report.language)
    data = _json_of(path)
    try:
        chronicle = PublicReport.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        place = dotted(first["loc"]) or "public.json"
        raise ReportError(text(language, "report-not-chronicle", place=place,
                               problem=value_problem(first, None, language)), Location(shown),
                          language=language) from None
    if chronicle.turn != report.turn:
        raise ReportError(text(language, "report-chronicle-turn", chronicle_turn=chronicle.turn,
                               report_turn=report.turn), Location(shown), language=language)
    return chronicle


def find_chronicle(report_path: Path, report: DynastyReport, given: Path | None) -> PublicReport | None:
    """The chronicle's data the check reads: the file given, else `public.json` beside the report; None when the
    report gives every house's members itself and none was given."""
    if given is None and not needs_chronicle(report):
        return None
    path = given if given is not None else report_path.parent / CHRONICLE_FILE
    if given is None and not path.exists():
        language = cast(Language, report.language)
        raise ReportError(text(language, "report-no-chronicle", chronicle=display_path(path)),
                          Location(display_path(report_path)), language=language)
    return load_chronicle(path, report)


M = TypeVar("M", bound=BaseModel)


def _valid(model: type[M], data: dict[str, Any], what: str, language: Language, inside: tuple[str, ...] = ()) -> M:
    """A model of the state from the report's data; what does not fit is one `ReportError` naming it (`what`,
    a phrase of the catalog, and the field `inside` it)."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise ReportError(text(language, "report-broken", what=what, place=dotted((*inside, *first["loc"])),
                               problem=value_problem(first, None, language)), language=language) from None


def _skills(values: dict[str, int], what: str, language: Language) -> Skills:
    return _valid(Skills, dict(values), what, language, ("skills",))


def _own_member(report: DynastyReport, member: MemberView) -> Character:
    """INFO-5: a member of the reader's dynasty, with everything the report tells of him."""
    language = cast(Language, report.language)
    alive = "dead" not in member.status
    what = text(language, "report-what-member", id=member.id)
    return _valid(Character, {
        "name": member.name, "sex": member.sex, "age": member.age, "dynasty": report.dynasty,
        "birth_dynasty": None, "alive": alive,
        "death": None if alive else Death(turn=report.turn, cause=UNLISTED),
        "born": member.born, "mood": member.last_mood or 0, "loyalty": member.loyalty,
        "skills": _skills(member.skills, what, language), "traits": list(member.traits),
        "father": member.father, "mother": member.mother, "spouse": member.spouse,
        "isolated": "isolated" in member.status,
    }, what, language)


def state_from_report(report: DynastyReport, placeholders: Placeholders = Placeholders(),
                      chronicle: PublicReport | None = None) -> tuple[GameState, Rules]:
    """The game state as the reader of `report` knows it, and the campaign's rules: the houses the report
    does not give in full are read from the `chronicle`'s data of the same turn. Raises `ReportError` (with
    no location: the caller names the file) when the report does not hold together."""
    language = cast(Language, report.language)
    try:
        rules = load_rules(report.rules)
    except ProblemsError as exc:
        raise ReportError(text(language, "report-rules", detail=exc.problems[0].message), language=language) from None
    except DynastyError as exc:
        raise ReportError(text(language, "report-rules", detail=exc.message), language=language) from None
    try:
        state = _state(report, rules, placeholders, chronicle)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise ReportError(text(language, "report-broken", what=text(language, "report-what-report"),
                               place=dotted(first["loc"]), problem=value_problem(first, None, language)),
                          language=language) from None
    problems = _unknown_ids(report, state, rules)
    if problems:
        raise ReportError("; ".join(problems), language=language)
    return state, rules


def _others(report: DynastyReport, chronicle: PublicReport | None) -> list[OtherDynastyView]:
    """The other houses in the state's order with their members: the report's view of a house it gives in
    full, the chronicle's of the others (INFO-3: the same public facts)."""
    if chronicle is None:
        return list(report.others)
    given = {other.id: other for other in report.others if other.roster}
    return [given.get(house.id, house) for house in chronicle.dynasties if house.id != report.dynasty]


def _state(report: DynastyReport, rules: Rules, hidden: Placeholders, chronicle: PublicReport | None) -> GameState:
    language = cast(Language, report.language)
    characters: dict[str, Character] = {}
    for member in report.members:
        characters[member.id] = _own_member(report, member)
    provinces: dict[str, Province] = {}
    for view in report.provinces:
        event = None
        if view.event is not None:
            event = _valid(ProvinceEvent, {
                "turn": report.turn, "roll": view.event.roll, "kind": view.event.kind,
                "applies": view.event.applies, "revolt_roll": view.event.revolt_roll,
                "decision": view.event.decision}, text(language, "report-what-event", id=view.id), language)
        provinces[view.id] = _valid(Province, {"name": view.name, "owner": report.dynasty, "loyalty": view.loyalty,
                                               "yield": view.yield_, "event": event},
                                    text(language, "report-what-province", id=view.id), language)
    dynasties = {report.dynasty: Dynasty(
        name=report.name, head=report.head, regent=report.regent, reputation=report.reputation.value,
        balance=report.treasury.value, army=report.army.value, provinces=[p.id for p in report.provinces],
        ap=report.ap.value, technologies=list(report.technologies), lord=report.lord, branch_of=report.branch_of,
        alive=any(c.alive for c in characters.values()))}

    for other in _others(report, chronicle):
        if other.id in dynasties:
            continue
        # INFO-3: the public facts; what is hidden is a placeholder the checker never reads
        for public in other.members:
            if public.id in characters:
                continue
            what = text(language, "report-what-other", id=public.id, dynasty_id=other.id)
            characters[public.id] = _valid(Character, {
                "name": public.name, "sex": public.sex, "age": public.age, "dynasty": other.id,
                "birth_dynasty": None, "loyalty": hidden.loyalty,
                "skills": _skills(dict.fromkeys(SKILLS, hidden.skill), what, language), "traits": list(hidden.traits),
                "father": public.father, "mother": public.mother, "spouse": public.spouse}, what, language)
        owned = [pid for pid in other.provinces if pid not in provinces]
        for pid in owned:
            provinces[pid] = _valid(Province, {"name": pid, "owner": other.id, "loyalty": hidden.province_loyalty,
                                               "yield": hidden.province_yield},
                                    text(language, "report-what-province", id=pid), language)
        dynasties[other.id] = Dynasty(
            name=other.name, head=other.head, reputation=other.reputation, balance=hidden.balance,
            army=hidden.army, provinces=owned, ap=hidden.ap, lord=other.lord, branch_of=other.branch_of,
            alive=other.alive)

    _add_unlisted_relatives(report, characters, hidden, language)

    wars = []
    for war in report.wars:
        ours, theirs = [report.dynasty, *war.allies], list(war.enemies or [war.enemy])
        attackers, defenders = (ours, theirs) if war.side == "attacker" else (theirs, ours)
        # WAR-1: only the reader's own general is his to know and to be busy
        wars.append(War(attackers=attackers, defenders=defenders, generals={report.dynasty: war.general},
                        started=war.started))

    return GameState(schema_version=SCHEMA_VERSION, turn=report.turn, era=report.era.id, dynasties=dynasties,
                     characters=characters, provinces=provinces, wars=wars, knowledge={})


def _add_unlisted_relatives(report: DynastyReport, characters: dict[str, Character], hidden: Placeholders,
                            language: Language) -> None:
    """A parent or spouse the report names but does not list (the dead, mostly) becomes a dead placeholder,
    so that every link points at a character: siblings still share a parent."""
    for person in list(characters.values()):
        for role, link in (("father", person.father), ("mother", person.mother), ("spouse", person.spouse)):
            if link is None or link in characters:
                continue
            sex = "m" if role == "father" else "f" if role == "mother" else ("f" if person.sex == "m" else "m")
            what = text(language, "report-what-relative", role=role, id=link, sex=sex)
            characters[link] = _valid(Character, {
                "name": link, "sex": sex, "age": 0, "dynasty": person.dynasty, "birth_dynasty": None,
                "alive": False, "death": Death(turn=report.turn, cause=UNLISTED), "loyalty": hidden.loyalty,
                "skills": _skills(dict.fromkeys(SKILLS, hidden.skill), what, language), "traits": []}, what, language)


def _unknown_ids(report: DynastyReport, state: GameState, rules: Rules) -> list[str]:
    """What the checker looks up in the rules or among the reader's members, and must find there."""
    language = cast(Language, report.language)
    found: list[str] = []
    if report.era.id not in rules.eras:
        found.append(text(language, "report-era", id=report.era.id, known=", ".join(rules.eras)))
    for tech in report.technologies:
        if tech not in rules.technologies:
            found.append(text(language, "report-technology", id=tech))
    for member in report.members:
        for trait in member.traits:
            if trait not in rules.traits:
                found.append(text(language, "report-trait", id=trait, member_id=member.id))
    for role, cid in (("head", report.head), ("regent", report.regent)):
        if cid is not None and (cid not in state.characters or state.characters[cid].dynasty != report.dynasty):
            found.append(text(language, f"report-{role}", id=cid))
    return found


@dataclass
class ReportCheck:
    """The player's check of his order files against his report."""

    turn: int
    language: Language
    dynasty: str
    files: list[FileCheck] = field(default_factory=list)

    @property
    def errors(self) -> int:
        return sum(f.errors for f in self.files)

    def render(self) -> str:
        """As the GM's check (`path:line: error|warning: message`, then a summary), and a last line saying
        that what needs hidden facts is left to the GM's check."""
        lines = file_lines(self.files, self.language)
        lines.append(summary("total", self.language, files=len(self.files), errors=self.errors,
                             warnings=sum(f.warnings for f in self.files)))
        lines.append(summary("player", self.language, turn=self.turn))
        return "\n".join(lines)


def _check_file(path: Path, report: DynastyReport, state: GameState, rules: Rules, echo: bool = False,
                language: Language | None = None) -> FileCheck:
    language = language or cast(Language, report.language)
    parsed = parse_orders(path, rules, language, names=written_names(state))
    problems = check_parsed(parsed, state, rules, language, turn=report.turn, expected_dynasty=report.dynasty)
    checked = FileCheck(parsed.path, parsed.orders.dynasty if parsed.orders else None, problems, parsed=parsed)
    understood_now = understood(parsed, state, rules, report.dynasty) if echo else None
    if understood_now is not None:
        checked.echo = echo_lines(understood_now, language)
    return checked


def _prepared(report_path: Path, chronicle_path: Path | None = None) -> tuple[DynastyReport, GameState, Rules]:
    report = load_report(report_path)
    chronicle = find_chronicle(report_path, report, chronicle_path)
    try:
        state, rules = state_from_report(report, chronicle=chronicle)
    except ReportError as exc:
        raise ReportError(exc.message, Location(display_path(report_path)), language=exc.language) from None
    return report, state, rules


def check_against_report(path: Path, report_path: Path, chronicle_path: Path | None = None) -> FileCheck:
    """Check one order file against what the JSON report at `report_path` holds (and the chronicle's data)."""
    report, state, rules = _prepared(report_path, chronicle_path)
    return _check_file(path, report, state, rules)


def check_with_report(report_path: Path, turn_text: str, files: list[Path], *, echo: bool = False,
                      language: Language | None = None, chronicle_path: Path | None = None) -> ReportCheck:
    """`dynasty check TURN FILE... --report R [--chronicle C]`: TURN must be the report's turn; no game folder is
    needed. It speaks `language` (`--lang`), else the report's."""
    report, state, rules = _prepared(report_path, chronicle_path)
    language = language or cast(Language, report.language)
    turn = parse_turn(turn_text)
    if turn != report.turn:
        raise ReportError(text(language, "report-turn", report_turn=report.turn, turn=turn),
                          Location(display_path(report_path)), language=language)
    if not files:
        raise ReportError(text(language, "report-no-orders", report_turn=report.turn,
                               report=display_path(report_path)), language=language)
    result = ReportCheck(report.turn, language, report.dynasty)
    for path in files:
        result.files.append(_check_file(path, report, state, rules, echo, language))
    return result
