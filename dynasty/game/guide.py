"""The players' guide: every rule of the game as a short statement that players read, in their language.

The statements are data: one message `rule-<ID>` per rule ID in `locales/<language>/rules.ftl`, in the
catalog's order, and `rule-group-<GROUP>` for the title of the rules whose IDs begin with GROUP. Reports and
`check` cite rules as "(SAB-1)" — a Russian text gives an ID with an English word in it as a code without
words (ACT-study as ACT-3: `rule_codes`, `shown_id`); `dynasty rules` prints them by ID or by word, reports may
quote the rules a text cites (`cited_rules`, `rule_text`), and the reference part of `docs/guide.<language>.md`
is generated from the same catalog so that it never drifts from what the program says:

    python -m dynasty.game.guide docs/guide.ru.md docs/guide.en.md        (make docs)
"""

from __future__ import annotations

import argparse
import difflib
import re
import sys
from collections.abc import Iterator, Sequence
from functools import cache
from pathlib import Path

from dynasty.errors import DynastyError, display_path
from dynasty.text.catalogs import LANGUAGES, RULE_ALIASES, Language, message, message_ids, rule_codes

RULE = "rule-"
GROUP = "rule-group-"
#: IDs that texts cite but that have no statement of their own: a peace is accepted under the rule of its offer.
ALIASES = RULE_ALIASES
#: The guide's reference lies between these two lines; `make docs` writes it again.
BEGIN = "<!-- rules:begin -->"
END = "<!-- rules:end -->"
#: How many of the nearest IDs an unknown rule suggests.
SUGGESTIONS = 5

# A rule ID as texts cite it: capitals, a dash, then digits, letters or underscores ("SAB-1", "TRAIT-R1",
# "ACT-find_spouse", in Markdown "ACT-find\_spouse"); not inside a longer word or dice key.
_CITATION = re.compile(r"(?<![\w-])[A-Z]+-(?:[0-9A-Za-z]|\\?_)+")
# A player looks for "ребенок" as often as for "ребёнок", and for "find spouse" as for "find_spouse".
_FOLD = str.maketrans({"ё": "е", "_": " ", "−": "-"})


class UnknownRuleError(DynastyError):
    """`dynasty rules` was asked for a rule that no ID names and no statement mentions."""

    code = "unknown-rule"


class UnknownLanguageError(DynastyError):
    """A language the game has no catalog for."""

    code = "unknown-language"


@cache
def rule_ids() -> tuple[str, ...]:
    """Every rule ID, in the catalog's order (both languages list the same IDs in the same order: a test)."""
    return tuple(message_id.removeprefix(RULE) for message_id in message_ids("en")
                 if message_id.startswith(RULE) and not message_id.startswith(GROUP))


def group_of(rule_id: str) -> str:
    """SAB-1 → SAB, TRAIT-honest → TRAIT, ACT-find_spouse → ACT."""
    return rule_id.partition("-")[0]


def groups() -> list[str]:
    """The groups of rules, in the catalog's order."""
    return list(dict.fromkeys(group_of(rule_id) for rule_id in rule_ids()))


@cache
def _ids_by_casefold() -> dict[str, str]:
    named = {alias.casefold(): rule_id for alias, rule_id in ALIASES.items()}
    coded = {code.casefold(): ALIASES.get(rule_id, rule_id) for rule_id, code in rule_codes().items()}
    return named | coded | {rule_id.casefold(): rule_id for rule_id in rule_ids()}


def canonical_id(text: str) -> str | None:
    """The rule ID that `text` names, in any letter case (`sab-1` is SAB-1), or as a Russian text shows it
    (`ACT-3` is ACT-study), or None."""
    return _ids_by_casefold().get(text.strip().casefold())


def shown_id(rule_id: str, language: Language) -> str:
    """The ID as a text in `language` shows it: in Russian a code without English words (ACT-study → ACT-3),
    in English the ID itself."""
    return rule_codes().get(rule_id, rule_id) if language == "ru" else rule_id


def rule_text(rule_id: str, language: Language) -> str:
    """The short statement of a rule, on one line. The ID may be in any letter case; an unknown one is a defect
    of the caller (`CatalogError`), since texts cite only rules the catalog knows (`cited_rules`)."""
    known = canonical_id(rule_id) or rule_id
    return " ".join(message(language, RULE + known).split())


def group_title(group: str, language: Language) -> str:
    return message(language, GROUP + group)


def cited_rules(text: str) -> list[str]:
    """The rule IDs that `text` cites (as IDs or as a Russian text shows them, ACT-3), in the order they first
    appear; only IDs the catalog knows, so that "SHA-256" or "UTF-8" are not taken for rules."""
    found: list[str] = []
    for match in _CITATION.finditer(text):
        cited = match.group().replace("\\", "")
        rule_id = _ids_by_casefold().get(cited.casefold())
        if rule_id is not None and rule_id not in found:
            found.append(rule_id)
    return found


def _fold(text: str) -> str:
    return " ".join(text.casefold().translate(_FOLD).split())


@cache
def _searchable(rule_id: str) -> str:
    """What a word is looked for in: the ID, its group's title and the statement, in both languages."""
    parts = [rule_id]
    for language in LANGUAGES:
        parts += [group_title(group_of(rule_id), language), rule_text(rule_id, language)]
    return _fold(" ".join(parts))


def find_rules(query: str) -> list[str]:
    """The rules `query` asks for: the one it names (an ID in any letter case), else every rule whose ID, group
    title or statement, in Russian or English, has a word that begins with it (`саботаж` finds "саботажа",
    `war` finds WAR-1 but not "toward"). An empty query asks for every rule."""
    named = canonical_id(query)
    if named is not None:
        return [named]
    words = _fold(query)
    if not words:
        return list(rule_ids())
    starts_a_word = re.compile(r"(?<!\w)" + re.escape(words))
    return [rule_id for rule_id in rule_ids() if starts_a_word.search(_searchable(rule_id))]


def nearest_ids(query: str) -> list[str]:
    """The IDs spelled most like `query` (`SAB-9` → SAB-1 ... SAB-4), in the catalog's order."""
    by_casefold = {rule_id.casefold(): rule_id for rule_id in rule_ids()}
    near = set(difflib.get_close_matches(query.strip().casefold(), list(by_casefold), n=SUGGESTIONS, cutoff=0.5))
    return [rule_id for folded, rule_id in by_casefold.items() if folded in near]


def unknown_rule(query: str, language: Language) -> UnknownRuleError:
    """One sentence that quotes the query and says what to try instead."""
    nearest = nearest_ids(query)
    if nearest:
        return UnknownRuleError(message(language, "guide-no-rule-closest", query=query.strip(),
                                        closest=", ".join(nearest)))
    return UnknownRuleError(message(language, "guide-no-rule", query=query.strip()))


def _by_group(rule_ids: Sequence[str]) -> Iterator[tuple[str, list[str]]]:
    members: dict[str, list[str]] = {}
    for rule_id in rule_ids:
        members.setdefault(group_of(rule_id), []).append(rule_id)
    yield from members.items()


def render_text(rule_ids: Sequence[str], language: Language) -> str:
    """For a terminal: a rule alone as "SAB-1. statement"; several under the titles of their groups."""
    if len(rule_ids) == 1:
        return f"{shown_id(rule_ids[0], language)}. {rule_text(rule_ids[0], language)}\n"
    blocks = []
    for group, members in _by_group(rule_ids):
        lines = [f"{group_title(group, language)} ({group})"]
        lines += [f"  {shown_id(rule_id, language)}. {rule_text(rule_id, language)}" for rule_id in members]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def _markdown_escaped(text: str) -> str:
    return re.sub(r"([\\`*_\[\]<>])", r"\\\1", text)


def _markdown_label(rule_id: str, language: Language, *, both: bool) -> str:
    """**ACT-3.**, or with `both` (the guide) **ACT-3** (`ACT-study`). — the code a Russian text shows and the ID
    an English one does, both of which `dynasty rules` takes."""
    shown = shown_id(rule_id, language)
    if both and shown != rule_id:
        return f"**{shown}** (`{rule_id}`)."
    return f"**{shown}.**"


def render_markdown(rule_ids: Sequence[str], language: Language, *, both: bool = False) -> str:
    """For the players' guide: a heading per group, a list item per rule."""
    blocks = []
    for group, members in _by_group(rule_ids):
        items = [f"- {_markdown_label(rule_id, language, both=both)} {_markdown_escaped(rule_text(rule_id, language))}"
                 for rule_id in members]
        blocks.append(f"### {group_title(group, language)} ({group})\n\n" + "\n".join(items))
    return "\n\n".join(blocks) + "\n"


def rules_output(query: str, language: Language, *, markdown: bool = False) -> str:
    """What `dynasty rules QUERY` prints; nothing found is an `UnknownRuleError`."""
    found = find_rules(query)
    if not found:
        raise unknown_rule(query, language)
    return render_markdown(found, language) if markdown else render_text(found, language)


def as_language(text: str) -> Language:
    for language in LANGUAGES:
        if text == language:
            return language
    raise UnknownLanguageError(f"'{text}' is not a language of the game; write one of: {', '.join(LANGUAGES)}")


def with_reference(document: str, language: Language) -> str:
    """`document` (a guide in `language`) with its reference, between the BEGIN and END lines, generated again
    from the catalog."""
    start, end = document.find(BEGIN), document.find(END)
    if start < 0 or end < start:
        raise ValueError(f"the guide has no '{BEGIN}' line followed by an '{END}' line")
    head = document[: start + len(BEGIN)]
    return f"{head}\n\n{render_markdown(rule_ids(), language, both=True)}\n{document[end:]}"


def guide_file_language(path: Path) -> Language:
    """docs/guide.ru.md is in Russian, docs/guide.en.md in English."""
    return as_language(path.suffixes[-2].lstrip(".") if len(path.suffixes) >= 2 else "")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m dynasty.game.guide",
                                     description="Write the rules reference of the players' guides again.")
    parser.add_argument("guides", nargs="+", type=Path, help="guide files named guide.<language>.md")
    args = parser.parse_args(argv)
    for path in args.guides:
        try:
            text = path.read_text(encoding="utf-8")
            updated = with_reference(text, guide_file_language(path))
        except (OSError, ValueError) as error:
            print(f"{display_path(path)}: error: {error}", file=sys.stderr)
            return 1
        except DynastyError as error:
            print(f"{display_path(path)}: error: {error.message}", file=sys.stderr)
            return 1
        if updated != text:
            path.write_text(updated, encoding="utf-8")
            print(f"Written: {display_path(path)}")
        else:
            print(f"Up to date: {display_path(path)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
