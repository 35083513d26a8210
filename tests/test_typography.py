"""Issue 26, point 6: typography as a Russian typesetter would — units after the headline figures, agreeing
with the number; a breakdown whose terms carry their unit; nested lists that are nested in Markdown (checked
with markdown-it) and in BBCode ([list] inside [*])."""

from __future__ import annotations

import re

import pytest

from dynasty.reports.model import Formula, FormulaItem, WarView
from dynasty.reports.render import render
from tests.test_catalogs import HOUSES, PEOPLE, PROVINCES, rendered
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


def test_a_war_s_details_stay_nested_in_bbcode_whatever_it_holds() -> None:
    """The BBCode list of a war's details does not rely on blank lines: with every detail, and with none but a
    peace offer, each detail is its own [*] inside the war's [*], and no line is glued to the next."""
    full = war(allies=["habsburg"], enemy_provinces={"tudor": ["anjou"]})
    for shown in (full, WarView(enemy="tudor", side="attacker", started=5, general="louis", enemies=[],
                                general_text="", summary="", retake=[])):
        text = render(dynasty_report("en").model_copy(update={"wars": [shown]}), "bbcode", RULES)
        section = text[text.index("[b]Wars[/b]"):text.index("[b]Other")]
        lines = section.strip().split("\n")
        assert lines[1] == "[list]" and lines[-1] == "[/list]" and lines[2].startswith("[*]")
        assert all(line in ("[list]", "[/list]") or line.startswith("[*]") for line in lines[1:]), lines
        assert section.count("[list]") == section.count("[/list]")
    assert "[*]The war has gone on for 1 turn.\n[*]" in render(
        dynasty_report("en").model_copy(update={"wars": [full]}), "bbcode", RULES)


def test_the_action_points_read_as_their_terms_with_what_each_is_for() -> None:
    """Issue 26: «16 — 16 = 8 база + 4 настроение (+2 × 2) + …» reads as the others: each term and its cause."""
    ap = Formula(value=16, parts=["8 база"], text="16 = 8 база + 4 за настроение главы (+2 × 2)",
                 items=[FormulaItem(amount=8, kind="base", text="база"),
                        FormulaItem(amount=4, kind="mood", text="за настроение главы (+2 × 2)"),
                        FormulaItem(amount=3, kind="stewardship", text="за Управление Мстислава"),
                        FormulaItem(amount=-1, kind="age", text="за возраст главы Мстислава (50 лет, AGE-4)")])
    text = render(dynasty_report("ru").model_copy(update={"ap": ap}), "md", RULES)
    assert ("**Очки действий: 16** — 8 базовых, +4 за настроение главы (+2 × 2), +3 за Управление Мстислава, "
            "−1 за возраст главы Мстислава (50 лет, AGE-4)") in text


#: A straight-quoted piece of a Russian message: 'слово' or "слово", not an apostrophe inside a word.
_STRAIGHT_QUOTED = re.compile(r"""(?<![\w'"])(['"])(?=\S)([^'"\n]*?\S)\1(?!\w)""")
_CODE_SPAN = re.compile(r"(`+)(?!`).+?(?<!`)\1")
#: What a quote may hold and still be no prose: what is typed — an order file's line, a command, an id, a
#: placeholder (Latin letters, digits, <>, {}, a colon, a slash...) — or the input an error quotes (a name).
_TYPED = re.compile(r"[A-Za-z0-9<>{}:/_.=\-]")


def test_russian_prose_quotes_with_guillemets_not_straight_quotes() -> None:
    """In Russian prose a quotation stands in «ёлочки»; straight quotes are left to what is typed as it stands
    (a command line, a line of the order file) and to the input an error quotes back."""
    names = {PEOPLE["m"][0], PEOPLE["f"][0], HOUSES[0], PROVINCES[0]}
    found = []
    for line in rendered("ru").splitlines():
        for quoted in _STRAIGHT_QUOTED.finditer(_CODE_SPAN.sub("", line.split(": ", 1)[-1])):
            if not _TYPED.search(quoted.group(2)) and quoted.group(2) not in names:
                found.append(f"{line.split(':')[0]}: {quoted.group(0)}")
    assert found == []
