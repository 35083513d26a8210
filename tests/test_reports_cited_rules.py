"""A report that cites rule IDs ends with the short statement of each rule it cited, in the report's language,
so that a player reads what "SAB-1" says without leaving his report (`render.cited_rules_section`)."""

from __future__ import annotations

import re
from pathlib import Path

from dynasty.game.guide import canonical_id, cited_rules, rule_text, shown_id
from dynasty.reports.render import cited_rules_section, md_rule
from dynasty.text.catalogs import message

REPO = Path(__file__).resolve().parent.parent
TITLE = message("ru", "report-cited-rules")


def test_every_example_report_ends_with_the_rules_it_cites_and_no_other() -> None:
    reports = sorted((REPO / "reports").glob("turn-*/*.md"))
    assert reports
    for path in reports:
        text = path.read_text(encoding="utf-8")
        body, _, section = text.partition(f"\n## {TITLE}\n")
        listed = re.findall(r"^- \*\*([A-Z]+-[A-Za-z0-9_\\]+)\.\*\*", section, flags=re.MULTILINE)
        # A Russian report lists a rule as its text shows it: ACT-study as ACT-3 (issue 26).
        rules = {rule.replace("\\", ""): canonical_id(rule.replace("\\", "")) for rule in listed}
        assert all(rules[shown] is not None and shown_id(rules[shown] or "", "ru") == shown for shown in rules)
        assert set(rules.values()) == set(cited_rules(body)), path.name
        for rule_id in rules.values():
            assert md_rule(rule_id or "", "ru") in section


def test_a_text_that_cites_no_rule_gets_no_section_and_bbcode_gets_a_list() -> None:
    assert cited_rules_section("Nothing to cite here.\n", "md", "en") == ""
    bbcode = cited_rules_section("It failed (SAB-1).\n", "bbcode", "en")
    assert bbcode.startswith("\n[b]The rules this report cites[/b]\n[list]\n[*][b]SAB-1.[/b] ")
    assert rule_text("SAB-1", "en") in bbcode and bbcode.endswith("[/list]\n")
