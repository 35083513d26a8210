"""Issue 26: a Russian reader reads no English word in a rule ID. A Russian text shows an ID whose tail is a word
(ACT-study, TRAIT-cunning) as a code without words (ACT-3, TRAIT-3): `dynasty rules` takes both, and a
report's "rules cited" section finds the rule from the code; English keeps the IDs."""

from __future__ import annotations

import re

from dynasty.errors import Location, Problem
from dynasty.game.guide import canonical_id, cited_rules, rule_ids, rules_output, shown_id, with_reference
from dynasty.text.catalogs import message, rule_codes, wordless_rule_ids
from tests.test_catalogs import rendered

WORD_ID = re.compile(r"(?<![\w-])[A-Z]+-[a-z][a-z_]*")


def test_no_russian_catalog_message_shows_a_rule_id_with_an_english_word() -> None:
    assert WORD_ID.findall(rendered("ru")) == []


def test_english_messages_keep_the_canonical_ids() -> None:
    assert "(ACT-study)" in message("en", "dice-study", by="Oleg", die="1d6", terms="", skill="Learning", value=2)
    assert "ACT-study" in rendered("en")


def test_every_word_id_has_a_wordless_code_that_names_no_other_rule() -> None:
    words = [rule_id for rule_id in rule_ids() if WORD_ID.fullmatch(rule_id)]
    codes = rule_codes()
    assert sorted(words) == sorted(rule_id for rule_id in codes if rule_id in rule_ids())
    assert not set(codes.values()) & set(rule_ids())
    assert len({codes[rule_id] for rule_id in words}) == len(words)
    assert codes["ACT-study"] == "ACT-3" and codes["ACT-find_spouse"] == "ACT-1"
    assert codes["TRAIT-cunning"] == "TRAIT-3" and codes["ACT-accept_peace"] == codes["ACT-offer_peace"]


def test_the_rules_command_takes_the_code_and_the_id_and_shows_the_code_in_russian() -> None:
    assert canonical_id("ACT-3") == canonical_id("act-study") == "ACT-study"
    assert rules_output("ACT-3", "ru").startswith("ACT-3. ")
    assert rules_output("ACT-3", "en").startswith("ACT-study. ")
    assert shown_id("SAB-1", "ru") == "SAB-1"


def test_a_report_cites_the_rule_its_code_names() -> None:
    assert cited_rules(wordless_rule_ids("навык вырастет (ACT-study), хитрец (TRAIT-cunning), SAB-1")) == [
        "ACT-study", "TRAIT-cunning", "SAB-1"]


def test_the_russian_guide_shows_the_code_and_the_id() -> None:
    text = with_reference("<!-- rules:begin -->\n<!-- rules:end -->\n", "ru")
    assert "- **ACT-3** (`ACT-study`)." in text
    assert "- **SAB-1.**" in text


def test_a_problem_is_labelled_in_its_readers_language_after_path_and_line() -> None:
    problem = Problem("x", "не годится", Location("orders/a.yaml", 3), "warning")
    assert problem.render("ru") == "orders/a.yaml:3: предупреждение: не годится"
    assert problem.render("en") == "orders/a.yaml:3: warning: не годится"
    assert Problem("x", "нет", Location("a.yaml", 1)).render("ru") == "a.yaml:1: ошибка: нет"
