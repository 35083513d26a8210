"""Issue 26, point 6: typography as a Russian typesetter would — units after the headline figures, agreeing
with the number; a breakdown whose terms carry their unit; nested lists that are nested in Markdown (checked
with markdown-it) and in BBCode ([list] inside [*])."""

from __future__ import annotations

import pytest

from dynasty.reports.model import Formula, FormulaItem, WarView
from dynasty.reports.render import render
from tests.test_reports_render import RULES, dynasty_report, md_tokens


@pytest.mark.parametrize(("coins", "said"), [(1, "1 монета"), (3, "3 монеты"), (150, "150 монет"), (21, "21 монета")])
def test_the_treasury_says_its_unit_after_the_figure(coins: int, said: str) -> None:
    report = dynasty_report("ru").model_copy(
        update={"treasury": Formula(value=coins, before=coins, parts=[], text=str(coins))})
    assert f"**Казна: {said}** — без изменений" in render(report, "md", RULES)


def test_a_breakdown_puts_each_term_s_unit_after_its_signed_figure() -> None:
    treasury = Formula(value=150, before=105, parts=["105 было", "+ 60 доход", "− 15 содержание армии"],
                       items=[FormulaItem(amount=60, kind="income", text="доход"),
                              FormulaItem(amount=-15, kind="upkeep", text="содержание армии")],
                       text="150 = 105 было + 60 доход − 15 содержание армии")
    text = render(dynasty_report("ru").model_copy(update={"treasury": treasury}), "md", RULES)
    assert "**Казна: 150 монет** — было 105; +60 монет: доход; −15 монет: содержание армии" in text
    assert "−0" not in text and "- 15" not in text


def war(**details: object) -> WarView:
    return WarView(enemy="tudor", side="defender", started=5, general=None, enemies=["tudor"],
                   summary="The war has gone on for 1 turn.", general_text="No general.",
                   retake=["anjou"], **details)  # type: ignore[arg-type]


def test_a_war_s_details_are_a_list_nested_under_it_in_markdown() -> None:
    """The editor found «…вы на стороне обороняющихся.  - Война идёт уже 1 ход» glued into one line."""
    text = render(dynasty_report("en").model_copy(update={"wars": [war()]}), "md", RULES)
    section = text[text.index("## Wars"):text.index("## Other")]
    tokens = md_tokens(section)
    levels = [t.level for t in tokens if t.type == "bullet_list_open"]
    assert levels[:2] == [0, 2], levels  # the war's list, and its details' list inside its item
    items = [t.content for t in tokens if t.type == "inline"]
    assert items[2] == "The war has gone on for 1 turn." and not any("  - " in i for i in items)


def test_a_war_s_details_are_a_list_nested_under_it_in_bbcode() -> None:
    text = render(dynasty_report("en").model_copy(update={"wars": [war()]}), "bbcode", RULES)
    section = text[text.index("[b]Wars[/b]"):]
    assert "[list]\n[*]" in section and "\n[list]\n[*]The war has gone on for 1 turn." in section
