"""Message catalogs: the sentences that players and the game master read, one Project Fluent catalog per
language (`dynasty/locales/<language>/*.ftl`).

The code hands a message its facts — who (a `Named` person, house or land, which knows its sex and its
cases), how many, which house — and the catalog of each language makes the sentence with its own plurals
(CLDR: 1 монета, 2 монеты, 5 монет, 21 монета) and agreement (нанёс / нанесла):

    visit = { $by } { GENDER($by) ->
        [f] нанесла
       *[m] нанёс
    } визит { DAT($target) }

`GEN`, `DAT`, `ACC`, `INS` and `PREP` put a name in a case (`declension`); `GENDER` gives `m`, `f`, `n` or
`pl` for a selector. In English the case functions give the name as it is. Fluent is loaded only when a
text is first asked for.
"""

from __future__ import annotations

import gc
import pickle
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from dynasty import kept
from dynasty.text.declension import Case, Kind, declined, house_gender, land_gender

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle
    from fluent.syntax.ast import Resource as FluentResource

Language = Literal["ru", "en"]
LANGUAGES: tuple[Language, ...] = ("ru", "en")
LOCALES = Path(__file__).resolve().parent.parent / "locales"

#: When a Russian name of a house or a land cannot be declined with confidence, a word that takes the case
#: stands before it, and the name follows in the nominative, in quotes: "против дома «Х»".
_HEAD_WORDS: dict[str, dict[Case | Literal["nom"], str]] = {
    "house": {"nom": "дом", "gen": "дома", "dat": "дому", "acc": "дом", "ins": "домом", "prep": "доме"},
    "land": {"nom": "провинция", "gen": "провинции", "dat": "провинции", "acc": "провинцию", "ins": "провинцией",
             "prep": "провинции"},
}


class CatalogError(Exception):
    """A catalog that does not parse, or a message that is missing or cannot be formatted: a defect of the
    program, never of the user's input."""


@dataclass(frozen=True)
class Named:
    """A person, house or land as a sentence names it: its name, what it is, its sex (a person's), and the
    forms of its name that a scenario gave, if any."""

    text: str
    kind: Kind
    sex: str | None = None
    forms: Mapping[Case, str] = field(default_factory=dict)
    #: A person's house, where it is known: what tells two namesakes of a list apart (`Words.many`).
    house: Named | None = field(default=None, compare=False)

    @property
    def gender(self) -> str:
        """`m`, `f` or `pl`: what a verb or adjective agrees with."""
        if self.kind == "person":
            return "f" if self.sex == "f" else "m"
        if self.kind == "house":
            return house_gender(self.text)
        return land_gender(self.text)

    def case(self, case: Case) -> str:
        """The Russian name in `case`: the scenario's form, else the library's; a person whose name cannot
        be declined keeps it (Бланш); a house or land gets a word before it that takes the case."""
        if case in self.forms:
            return self.forms[case]
        forms = declined(self.text, self.kind, self.sex)
        if forms is not None:
            return forms[case]
        if self.kind == "person":
            return self.text
        return f"{_HEAD_WORDS[self.kind][case]} «{self.text}»"

    def __str__(self) -> str:
        return self.text


@cache
def _fluent_named_type() -> type:
    """A `Named` as a Fluent value: it prints as its name, and the catalog's functions can read it."""
    from fluent.runtime.types import FluentType

    class FluentNamed(FluentType):
        def __init__(self, value: Named) -> None:
            self.value = value

        def format(self, locale: Any) -> str:
            return self.value.text

    return FluentNamed


def _functions(language: Language) -> dict[str, Callable[..., Any]]:
    """The catalog's functions: the cases (Russian only; English names stay as they are) and GENDER."""

    def named_of(value: Any) -> Named | None:
        inner = getattr(value, "value", None)
        return inner if isinstance(inner, Named) else None

    def case_function(case: Case) -> Callable[[Any], str]:
        def function(value: Any) -> str:
            named = named_of(value)
            if named is None:
                return str(value if isinstance(value, str) else getattr(value, "value", value))
            return named.case(case) if language == "ru" else named.text
        return function

    def gender(value: Any) -> str:
        named = named_of(value)
        return named.gender if named is not None else "m"

    def with_preposition(preposition: str, case: Case) -> Callable[..., str]:
        declined = case_function(case)

        def function(value: Any, upper: Any = 0) -> str:
            words = declined(value)
            said = f"{preposition_before(preposition, words)} {words}"
            return said[:1].upper() + said[1:] if upper else said
        return function

    return {"GEN": case_function("gen"), "DAT": case_function("dat"), "ACC": case_function("acc"),
            "INS": case_function("ins"), "PREP": case_function("prep"), "GENDER": gender,
            "IN": with_preposition("в", "prep"), "WITH": with_preposition("с", "ins"),
            "TO": with_preposition("к", "dat"), "ABOUT": with_preposition("о", "prep")}


#: Where a Russian preposition takes its vowel: во Владимире, со Святославом, ко Всеволоду, об Ольговичах.
_FULLER = {
    "в": ("во", re.compile(r"[вф][бвгджзйклмнпрстфхцчшщ]|мн|льв|пск|рж", re.IGNORECASE)),
    "с": ("со", re.compile(r"[сзшжщ][бвгджзйклмнпрстфхцчшщ]|вс|мн|льв", re.IGNORECASE)),
    "к": ("ко", re.compile(r"вс|вт|мн|льв", re.IGNORECASE)),
    "о": ("об", re.compile(r"[аоуэиы]", re.IGNORECASE)),
}


def preposition_before(preposition: str, words: str) -> str:
    """`preposition` (в, с, к, о) as Russian writes it before `words`: "во Владимире", "со Святославом", "ко
    Всеволоду", "об Ольговичах"; as it is before other words and in other languages' words."""
    fuller, before = _FULLER[preposition]
    return fuller if before.match(words) else preposition


def catalog_files(language: Language) -> list[Path]:
    return sorted((LOCALES / language).glob("*.ftl"))


#: A message's first line in a catalog file: its id, then `=`.
_MESSAGE_LINE = re.compile(r"^([a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)


@cache
def _index(language: Language) -> dict[str, Path]:
    """Which catalog file of a language holds each message, read from the files' lines without parsing them:
    a command parses only the files of the messages it says (check: check.ftl and cli.ftl)."""
    return {match.group(1): path for path in catalog_files(language)
            for match in _MESSAGE_LINE.finditer(path.read_text(encoding="utf-8"))}


def message_ids(language: Language) -> list[str]:
    """Every message id of a language's catalog, file by file (in name order), each file in its own order:
    a catalog that lists things (the rules) is read as a list."""
    return list(_index(language))


class _Catalog:
    """The catalog of one language as Fluent holds it, its files parsed one by one as their messages are
    first asked for; a file with a syntax error is refused."""

    def __init__(self, language: Language) -> None:
        from fluent.runtime import FluentBundle

        _allow_long_values()
        self.fluent = FluentBundle([language], functions=_functions(language), use_isolating=False)
        self.loaded: set[Path] = set()

    def load(self, path: Path) -> None:
        if path in self.loaded:
            return
        self.fluent.add_resource(parsed_catalog(path))
        self.loaded.add(path)

    def with_message(self, language: Language, message_id: str) -> FluentBundle:
        if not self.fluent.has_message(message_id):
            path = _index(language).get(message_id)
            if path is not None:
                self.load(path)
        return self.fluent


# -- parsed catalogs, kept between runs (`dynasty.kept`) -----------------------------------------------------


@cache
def _parser_key() -> bytes:
    """What a parsed catalog depends on besides its file: the parser's AST classes and the pickle format."""
    from fluent.syntax import ast

    return Path(ast.__file__).read_bytes() + f"{sys.version_info[:2]}/{pickle.HIGHEST_PROTOCOL}".encode()


def parsed_catalog(path: Path, places: list[Path] | None = None) -> FluentResource:
    """The catalog file `path` as fluent.syntax parses it (a file with a syntax error is refused): its kept
    parsed form when there is one for this very content, else parsed and kept for the next run (`places`:
    where, by default `kept.folders` of its folder). fluent.syntax parses in pure Python, 20–60 ms a file."""
    source = path.read_bytes()
    name = f"{path.stem}.{kept.digest(source, _parser_key())}.pickle"
    places = kept.folders(path.parent, f"catalogs/{path.parent.name}") if places is None else places
    data = kept.read(places, name)
    resource = _unpickled(data) if data is not None else None
    if resource is None:
        resource = _parse(path, source)
        kept.keep(places, name, pickle.dumps(resource, protocol=pickle.HIGHEST_PROTOCOL), stale=f"{path.stem}.*.pickle")
    return resource


def _parse(path: Path, source: bytes) -> FluentResource:
    from fluent.syntax import FluentParser, ast

    resource = FluentParser(with_spans=False).parse(source.decode("utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    if junk:
        raise CatalogError(f"{path}: cannot parse {(junk[0].content or '').strip()[:60]!r}")
    return resource


def _unpickled(data: bytes) -> FluentResource | None:
    """A kept parsed catalog, or None when the data is not one (truncated, or of another program)."""
    from fluent.syntax import ast

    collecting = gc.isenabled()
    gc.disable()  # thousands of small nodes, none of them garbage: the collector would only walk them
    try:
        found = pickle.loads(data)
    except Exception:
        return None
    finally:
        if collecting:
            gc.enable()
    return found if isinstance(found, ast.Resource) else None


@cache
def _catalog(language: Language) -> _Catalog:
    return _Catalog(language)


#: The longest text one value of a message may hold. fluent.runtime refuses a value over 2,500 characters, a
#: guard against a catalog that expands without end; our values are the program's own lists (the births of
#: a 200-house game, the files written), which may be long but never grow by themselves.
LONGEST_VALUE = 10_000_000


def _allow_long_values() -> None:
    from fluent.runtime import resolver

    resolver.MAX_PART_LENGTH = max(resolver.MAX_PART_LENGTH, LONGEST_VALUE)


def bundle(language: Language) -> FluentBundle:
    """The whole catalog of one language, every file of its folder parsed."""
    catalog = _catalog(language)
    for path in catalog_files(language):
        catalog.load(path)
    return catalog.fluent


def has_message(language: Language, message_id: str) -> bool:
    return _catalog(language).with_message(language, message_id).has_message(message_id)


def _fluent_value(value: Any) -> Any:
    """What Fluent takes: a `Named` as a Fluent value the functions can read; a whole number without digit
    grouping (a treasury of 1500, not "1 500"); text as it is."""
    from fluent.runtime.types import fluent_number

    if isinstance(value, Named):
        return _fluent_named_type()(value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    return value


def message(language: Language, message_id: str, args: Mapping[str, Any] | None = None, /, **kwargs: Any) -> str:
    """The sentence `message_id` of `language` with its facts; a missing message or variable is a defect."""
    values = {**(args or {}), **kwargs}
    if all(value is None for value in values.values()):
        return _fixed(language, message_id)
    return _formatted(_catalog(language).with_message(language, message_id), language, message_id, values)


@cache
def _fixed(language: Language, message_id: str) -> str:
    """A message without facts (a heading, a table's column, a word of a template): the same text every time it
    is asked for, and reports ask for a few hundred such, again and again. Formatted once."""
    return _formatted(_catalog(language).with_message(language, message_id), language, message_id, {})


#: A command's one-line summary names at most this many people or houses of a list, then says how many more.
LISTED_AT_MOST = 12


def some_of(language: Language, items: Sequence[str], most: int = LISTED_AT_MOST) -> str:
    """A list for a one-line summary: its first `most` items joined with ", ", then how many more there are —
    so that a big game's summary stays a line (and within the catalog's limit of a value's length)."""
    if len(items) <= most:
        return ", ".join(items)
    return message(language, "cli-and-more", names=", ".join(items[:most]), n=len(items) - most)


def file_message(language: Language, stem: str, message_id: str, args: Mapping[str, Any]) -> str:
    """`message` from one catalog file (`dice` for `locales/<language>/dice.ftl`): the log's English purposes of
    the dice of a game played in Russian parse no other English file."""
    catalog = _catalog(language)
    catalog.load(LOCALES / language / f"{stem}.ftl")
    return _formatted(catalog.fluent, language, message_id, args)


def _formatted(fluent: FluentBundle, language: Language, message_id: str, values: Mapping[str, Any]) -> str:
    if not fluent.has_message(message_id):
        raise CatalogError(f"no message '{message_id}' in the '{language}' catalog")
    pattern = fluent.get_message(message_id).value
    if pattern is None:
        raise CatalogError(f"message '{message_id}' of the '{language}' catalog has no value")
    text, errors = fluent.format_pattern(pattern, {k: _fluent_value(v) for k, v in values.items() if v is not None})
    if errors:
        raise CatalogError(f"message '{message_id}' of the '{language}' catalog: {errors[0]}")
    return wordless_rule_ids(str(text)) if language == "ru" else str(text)


# -- rule IDs as a Russian reader sees them ------------------------------------------------------------------

#: IDs that texts cite but that have no statement of their own: a peace is accepted under the rule of its offer.
RULE_ALIASES = {"ACT-peace": "ACT-offer_peace", "ACT-accept_peace": "ACT-offer_peace"}
#: A rule ID whose tail is an English word ("ACT-study", "TRAIT-hot_tempered"), not inside a longer word.
_WORD_RULE_ID = re.compile(r"(?<![\w-])[A-Z]+-[a-z][a-z_]*(?![\w-])")


@cache
def rule_codes() -> dict[str, str]:
    """The code a Russian text shows for each rule ID whose tail is an English word: its group and its number in
    the rules catalog's order (ACT-0, then ACT-find_spouse is ACT-1, ACT-study ACT-3; TRAIT-high_fertility is
    TRAIT-1), so that a Russian reader reads no English word; an alias gets the code of its rule. IDs without
    words (SAB-1, TRAIT-R1) stay as they are. `dynasty rules` takes either."""
    ids = [message_id.removeprefix("rule-") for message_id in _index("en")
           if message_id.startswith("rule-") and not message_id.startswith("rule-group-")]
    taken = set(ids)
    codes: dict[str, str] = {}
    groups: dict[str, list[str]] = {}
    for rule_id in ids:
        groups.setdefault(rule_id.partition("-")[0], []).append(rule_id)
    for group, members in groups.items():
        first = members[0].partition("-")[2]
        start = int(first) if first.isdigit() else 1
        for number, rule_id in enumerate(members, start):
            code = f"{group}-{number}"
            if _WORD_RULE_ID.fullmatch(rule_id) and code not in taken:
                codes[rule_id] = code
    return codes | {alias: codes[rule_id] for alias, rule_id in RULE_ALIASES.items() if rule_id in codes}


def wordless_rule_ids(text: str) -> str:
    """`text` with every rule ID that has an English word in it given as its code (`rule_codes`)."""
    if "-" not in text:
        return text
    codes = rule_codes()
    return _WORD_RULE_ID.sub(lambda match: codes.get(match.group(), match.group()), text)


def first_language(*choices: str | None) -> Language:
    """The first of `choices` that is a language of the catalogs; Russian when none is (the game's own)."""
    for choice in choices:
        for language in LANGUAGES:
            if choice == language:
                return language
    return "ru"


@dataclass(frozen=True)
class Term:
    """A name the rules data gives in each language (a trait, a skill, an era), for a sentence's facts."""

    ru: str
    en: str

    def __str__(self) -> str:
        return self.en


class Text:
    """A sentence not yet in words: a catalog message and its facts. An error raised deep in the library does
    not know who will read it; the command that prints it puts it into words in its reader's language. A fact
    that is itself a `Text` or a `Term` is put into words in the same language; a list of them is joined with
    ", "."""

    def __init__(self, message_id: str, /, **args: Any) -> None:
        self.id = message_id
        self.args = args

    def words(self, language: Language) -> str:
        return message(language, self.id, {key: _in(language, value) for key, value in self.args.items()})

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.id, self.args) == (other.id, other.args)

    def __hash__(self) -> int:
        return hash(self.id)

    def __repr__(self) -> str:
        return f"Text({self.id!r}, {', '.join(f'{k}={v!r}' for k, v in self.args.items())})"


def _in(language: Language, value: Any) -> Any:
    if isinstance(value, Text):
        return value.words(language)
    if isinstance(value, Term):
        return value.ru if language == "ru" else value.en
    if isinstance(value, (list, tuple)):
        return ", ".join(str(_in(language, item)) for item in value)
    return value
