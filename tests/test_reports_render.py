"""Rendering the reports' view-models to Markdown and BBCode (CONTRACT "Reports"; STYLE "One view-model per
report": templates only render it).

The view-models are built by hand here, so these tests depend on the renderer alone.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest
from markdown_it import MarkdownIt
from markdown_it.token import Token

from dynasty.game.rules import Rules, default_rules
from dynasty.reports.model import (
    DecisionView,
    DiceView,
    DynastyReport,
    EraView,
    EventView,
    Formula,
    GmReport,
    Happening,
    KnownFact,
    MemberView,
    MoodPart,
    NameView,
    OtherDynastyView,
    OtherWarView,
    ProvinceView,
    PublicMember,
    PublicReport,
    WarSides,
    WarView,
)
from dynasty.reports.render import Report, render
from dynasty.text.catalogs import message
from dynasty.text.markup import bb_text, md_cell

RULES = default_rules()
LANGUAGES = ("ru", "en")
FORMATS = ("md", "bbcode")
KINDS = ("dynasty", "public", "gm")

TEMPLATE = """# yaml-language-server: $schema=order.schema.json
dynasty: valois
turn: 7
decisions:
  famine: {anjou: pay}      # pay | refuse
actions: []
"""

TREE = """flowchart TD
  louis["Louis"] --- anne["Anne"]
  louis --> charles["Charles"]"""

TEXT_TREE = """Louis, 35, head ⚭ Anne, 30
└─ Charles, 15"""

#: The names of the ids the hand-built reports refer to but do not name themselves (`DynastyReport.names`).
NAMES = {"austria": NameView(name="Austria", kind="land"), "tyrol": NameView(name="Tyrol", kind="land"),
         "wessex": NameView(name="Wessex", kind="land"),
         "philip": NameView(name="Philip", kind="person", sex="m")}


def word(language: str, key: str) -> str:
    """A fixed word of the reports: `L.key` in the templates, the catalog's `report-<key>`."""
    return message("ru" if language == "ru" else "en", "report-" + key.replace("_", "-"))


# -- builders: small view-models, each saying only what a test needs ---------------------------------

def era(language: str = "en") -> EraView:
    names = {"en": ("Age of Intrigue", ["Spy, Gossip, Conspiracy and Assassinate cost 1 AP less",
                                         "discovery checks of intrigue are 1 easier"]),
             "ru": ("Эпоха интриг", ["Слежка, Сплетни, Заговор и Убийство стоят на 1 ОД меньше",
                                      "раскрыть интригу на 1 легче"])}
    name, effects = names[language]
    return EraView(id="intrigue", name=name, effects=effects)


def formula(value: int, text: str) -> Formula:
    return Formula(value=value, parts=[text], text=text)


def die(key: str, dice: str, *values: int, purpose: str = "event") -> DiceView:
    return DiceView(key=key, dice=dice, values=list(values), purpose=purpose)


def member(cid: str, name: str, *, age: int = 30, sex: str = "m", traits: list[str] | None = None,
           roles: list[str] | None = None, status: list[str] | None = None, spouse: str | None = None,
           **fields: Any) -> MemberView:
    base: dict[str, Any] = {
        "loyalty": 3, "last_mood": 1, "mood_parts": [MoodPart(amount=2, cause="entertain"),
                                                      MoodPart(amount=-1, cause="lazy.otherwise")],
        "skills": {"combat": 3, "learning": 2, "intrigue": 5, "piety": 1, "stewardship": 4},
        "father": None, "mother": None, "born": None}
    base.update(fields)
    return MemberView(id=cid, name=name, sex=sex, age=age, roles=roles or [], status=status or [],
                      traits=traits if traits is not None else [], spouse=spouse, **base)


def habsburg(known: list[KnownFact] | None = None, name: str = "Habsburg") -> OtherDynastyView:
    return OtherDynastyView(
        id="habsburg", name=name, alive=True, head="maximilian", relation="ally",
        reason="your head's daughter Maria is there", reputation=95, provinces=["austria", "tyrol"],
        lord=None, branch_of=None,
        members=[PublicMember(id="maximilian", name="Maximilian", sex="m", age=40, father=None, mother=None,
                              spouse="maria", head=True),
                 PublicMember(id="maria", name="Maria", sex="f", age=20, father="louis", mother="anne",
                              spouse="maximilian", head=False)],
        known=known if known is not None else [
            KnownFact(subject="maximilian", fact="loyalty", value=2, turn=5, source="visit"),
            KnownFact(subject="maximilian", fact="traits", value=["cunning", "proud"], turn=6, source="spy"),
            KnownFact(subject="habsburg", fact="technologies", value=["medicine"], turn=6, source="spy")])


def tudor() -> OtherDynastyView:
    return OtherDynastyView(
        id="tudor", name="Tudor", alive=True, head="henry", relation="enemy", reason="", reputation=60,
        provinces=["wessex"], lord=None, branch_of=None,
        members=[PublicMember(id="henry", name="Henry", sex="m", age=45, father=None, mother=None, spouse=None,
                              head=True)],
        known=[], wars=[OtherWarView(side="defender", enemies=["valois"], allies=[], started=5)])


def dynasty_report(language: str = "en", *, name: str = "Valois", members: list[MemberView] | None = None,
                   others: list[OtherDynastyView] | None = None) -> DynastyReport:
    event_die = die("t07/province/anjou/event", "1d12", 9)
    return DynastyReport(
        language=language, game="The Classic", turn=7, era=era(language), dynasty="valois", name=name,
        head="louis", regent=None, lord=None, branch_of=None, rules={},
        ap=formula(14, "AP 14 = 8 + 2 mood (2×1) + 4 stewardship (head Louis)"),
        treasury=formula(35, "35 = 30 + 25 income − 20 upkeep"),
        army=formula(15, "15 = 15"),
        reputation=formula(85, "85 = 80 + 5 ball"),
        technologies=["irrigation"],
        happened=[
            Happening(kind="event", text="Famine in Anjou.", dice=[event_die], public=False),
            Happening(kind="visit", text="Charles visited Maria of Habsburg.",
                      dice=[die("t06/action/valois/visit-1/check", "2d6", 3, 4, purpose="check")], public=True),
            Happening(kind="birth", text="Anne gave birth to a son.", dice=[], public=True)],
        members=members if members is not None else [
            member("louis", "Louis", age=35, traits=["cunning", "lazy"], roles=["head"], spouse="anne"),
            member("anne", "Anne", sex="f", traits=["smart", "envious"], spouse="louis"),
            member("charles", "Charles", age=15, traits=["beautiful"], roles=["heir"], father="louis",
                   mother="anne", last_mood=None, mood_parts=[]),
            member("child-12", "child-12", age=0, status=["child"], father="louis", mother="anne", born=7,
                   last_mood=None, mood_parts=[])],
        provinces=[
            ProvinceView(id="anjou", name="Anjou", loyalty=3, yield_=20,
                         event=EventView(kind="famine", roll=9, applies=True, decision="pay", revolt_roll=None,
                                         text="famine: pay 10 coins or refuse")),
            ProvinceView(id="burgundy", name="Burgundy", loyalty=4, yield_=25, event=None)],
        decisions=[
            DecisionView(kind="famine", province="anjou", choices=["pay", "refuse"], default="pay",
                         text="Famine in Anjou: pay 10 coins or refuse"),
            DecisionView(kind="heir", province=None, choices=["charles"], default="charles",
                         text="Preferred heir")],
        wars=[WarView(enemy="tudor", side="attacker", started=5, general="louis")],
        others=others if others is not None else [habsburg(), tudor()],
        family_tree=TREE,
        family_text=TEXT_TREE,
        template=TEMPLATE,
        names=NAMES)


def public_report(language: str = "en") -> PublicReport:
    habs = habsburg(known=[])
    return PublicReport(
        language=language, game="The Classic", turn=7, era=era(language),
        happened=[Happening(kind="visit", text="Charles of Valois visited Maria of Habsburg.", public=True),
                  Happening(kind="war", text="Valois declared war on Tudor.", public=True,
                            dice=[die("t06/war/valois-tudor/battle", "2d6", 5, 6, purpose="battle")])],
        dynasties=[habs, tudor(),
                   OtherDynastyView(id="valois", name="Valois", alive=True, head="louis", relation="enemy",
                                    reason="", reputation=85, provinces=["anjou", "burgundy"], lord=None,
                                    branch_of=None, known=[],
                                    members=[PublicMember(id="louis", name="Louis", sex="m", age=35, father=None,
                                                          mother=None, spouse=None, head=True)])],
        names=NAMES)


def gm_report(language: str = "en") -> GmReport:
    private = dynasty_report(language)
    return GmReport(
        language=language, game="The Classic", turn=7, era=era(language),
        happened=private.happened,
        dice=[d for h in private.happened for d in h.dice],
        dynasties=[private],
        ap_spent={"valois": 12, "habsburg": 9},
        ap={private.dynasty: private.ap.value},
        ap_turn=6,
        ap_had={"valois": 14},
        defaults=["habsburg: famine in tyrol: pay"],
        family_tree=TREE,
        family_text=TEXT_TREE)


def report_of(kind: str, language: str) -> Report:
    if kind == "dynasty":
        return dynasty_report(language)
    if kind == "public":
        return public_report(language)
    return gm_report(language)


# -- helpers ---------------------------------------------------------------------------------------

def md_tokens(text: str) -> list[Token]:
    return MarkdownIt("commonmark").enable("table").parse(text)


def fences(tokens: list[Token]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for token in tokens:
        if token.type == "fence":
            found.setdefault(token.info.strip(), []).append(token.content)
    return found


def tables(tokens: list[Token]) -> list[list[list[str]]]:
    """Each table as rows of cell texts (the inline source of each th/td)."""
    result: list[list[list[str]]] = []
    row: list[str] = []
    in_cell = False
    for token in tokens:
        if token.type == "table_open":
            result.append([])
        elif token.type == "tr_open":
            row = []
        elif token.type == "tr_close":
            result[-1].append(row)
        elif token.type in ("th_open", "td_open"):
            in_cell = True
        elif token.type in ("th_close", "td_close"):
            in_cell = False
        elif token.type == "inline" and in_cell:
            row.append(token.content)
    return result


BB_TAG = re.compile(r"\[(/?)([a-z*]+)(?:=[^\]]*)?\]")


def bb_tag_counts(text: str) -> tuple[Counter[str], Counter[str]]:
    opened: Counter[str] = Counter()
    closed: Counter[str] = Counter()
    for slash, tag in BB_TAG.findall(text):
        if tag == "*":
            continue
        (closed if slash else opened)[tag] += 1
    return opened, closed


# -- every kind, format and language renders --------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("kind", KINDS)
def test_every_report_kind_renders_in_every_format_and_language(kind: str, fmt: str, language: str) -> None:
    """StrictUndefined: a template that used a missing variable or label would raise here."""
    text = render(report_of(kind, language), fmt, RULES)
    assert text.endswith("\n") and not text.endswith("\n\n")
    assert "\n\n\n" not in text.split("```")[0]


def test_every_word_the_templates_ask_for_is_in_both_catalogs() -> None:
    """Sentences live in catalogs: each `L.key` and `w.t("report-...")` of the templates is a message of
    both languages (the catalog test checks that both have the same messages)."""
    from pathlib import Path

    from dynasty.text.catalogs import has_message

    folder = Path(__file__).resolve().parent.parent / "dynasty" / "reports" / "templates"
    wanted: set[str] = set()
    for path in folder.glob("*.j2"):
        text = path.read_text(encoding="utf-8")
        wanted |= {"report-" + key.replace("_", "-") for key in re.findall(r"\bL\.(\w+)", text)}
        # a message id made of a prefix and an id of the data ("report-war-" ~ side) is checked below
        wanted |= {m for m in re.findall(r'w\.t\("(report-[\w-]+)"', text) if not m.endswith("-")}
    assert len(wanted) > 50
    for language in LANGUAGES:
        assert sorted(m for m in wanted if not has_message(language, m)) == [], language  # type: ignore[arg-type]


def test_every_role_status_side_and_mood_condition_the_game_gives_has_its_words() -> None:
    """The ids the view-models carry (MemberView.roles and .status, WarView.side, the `trait.condition` causes
    of a mood, MOOD-3) each have their words; a member's words agree with his sex."""
    from dynasty.text.catalogs import has_message

    conditions = {c for trait in RULES.traits.values() for c in trait.mood}
    conditions |= {"war_first_turn_defensive", "war_later_turn_defensive"}
    ids = [f"report-role-{r}" for r in ("head", "regent", "heir", "general")]
    ids += [f"report-status-{s}" for s in ("child", "isolated")]
    ids += [f"report-{war}-{side}" for war in ("war", "other-war") for side in ("attacker", "defender")]
    ids += [f"report-mood-{c}" for c in sorted(conditions)]
    for language in LANGUAGES:
        assert [i for i in ids if not has_message(language, i)] == [], language  # type: ignore[arg-type]


def test_an_unknown_format_is_refused() -> None:
    with pytest.raises(ValueError, match="'pdf'"):
        render(dynasty_report(), "pdf", RULES)


def test_an_unknown_language_is_refused() -> None:
    report = dynasty_report().model_copy(update={"language": "de"})
    with pytest.raises(ValueError, match="'de'"):
        render(report, "md", RULES)


# -- Markdown structure -----------------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_private_md_parses_with_tables_and_the_mermaid_and_yaml_blocks(language: str) -> None:
    tokens = md_tokens(render(dynasty_report(language), "md", RULES))
    kinds = [t.type for t in tokens]
    # members, provinces, and a members table per other dynasty with members
    assert kinds.count("table_open") == 4
    blocks = fences(tokens)
    assert blocks["mermaid"] == [TREE + "\n"]
    assert blocks[""] == [TEXT_TREE + "\n"]  # the tree as text too, for viewers that draw no Mermaid
    assert blocks["yaml"] == [TEMPLATE]


def test_the_order_template_is_the_last_block_of_the_private_report_before_its_dice() -> None:
    """The template closes the report; only the appendix of the dice's keys, for those who check them,
    follows it."""
    text = render(dynasty_report(), "md", RULES)
    report, appendix = text.split("\n## Dice of the turn\n")
    assert "`t07/province/anjou/event` 1d12 = 9" in appendix
    tokens = md_tokens(report)
    last_block = [t for t in tokens if t.level == 0 and t.type not in ("paragraph_close",)][-1]
    assert last_block.type == "fence" and last_block.info == "yaml"
    assert last_block.content == TEMPLATE


def test_the_private_report_follows_the_contract_order() -> None:
    """Title and era, at a glance, what happened, decisions, members, provinces, wars, others, tree,
    template."""
    text = render(dynasty_report(), "md", RULES)
    headings = [line for line in text.splitlines() if line.startswith("## ") or line.startswith("# ")]
    expected = [word("en", key) for key in ("glance", "happened", "decisions", "members", "provinces", "wars",
                                            "others", "family_tree", "template")]
    positions = [next(i for i, h in enumerate(headings) if label in h) for label in expected]
    assert headings[0] == "# Valois — turn 7"
    assert positions == sorted(positions)


@pytest.mark.parametrize("fmt", FORMATS)
def test_decisions_come_before_the_members_table(fmt: str) -> None:
    text = render(dynasty_report(), fmt, RULES)
    decision = text.index("Famine in Anjou: pay 10 coins or refuse")
    assert decision < text.index(word("en", "members"))
    assert decision < text.index(word("en", "col_roles"))  # the header of the members table


def test_decisions_show_their_choices_their_default_and_where_to_answer() -> None:
    text = render(dynasty_report(), "md", RULES)
    line = next(line for line in text.splitlines() if "Famine in Anjou" in line and "decisions." in line)
    assert "`decisions.famine.anjou`" in line
    assert "`pay` / `refuse`" in line
    assert "default: `pay`" in line
    heir = next(line for line in text.splitlines() if "Preferred heir" in line)
    assert "`decisions.heir`" in heir and "`charles` (Charles)" in heir  # the id to write, and who it is


@pytest.mark.parametrize("language", ["ru", "en"])
def test_a_decision_is_a_whole_sentence_then_its_answer(language: str) -> None:
    """«1. **Вопрос.** Ответ — `decisions.heir`: варианты …», not a stop and then a dash: a question given without
    its final stop gets one, one that has it keeps it."""
    report = dynasty_report(language)
    report.decisions[1] = report.decisions[1].model_copy(update={"text": "Preferred heir?"})
    answer = "Ответ —" if language == "ru" else "Answer:"
    md = render(report, "md", RULES)
    assert f"1. **Famine in Anjou: pay 10 coins or refuse.** {answer} `decisions.famine.anjou`: " in md
    assert f"2. **Preferred heir?** {answer} `decisions.heir`: " in md
    bbcode = render(report, "bbcode", RULES)
    assert f"[*][b]Famine in Anjou: pay 10 coins or refuse.[/b] {answer} decisions.famine.anjou: " in bbcode


def test_a_russian_decision_offers_the_russian_words_the_orders_take() -> None:
    """Issue 26: a Russian report offers the Russian answers first (no English word in its prose); the order file
    takes them as it takes the ids (`orders/spelling.py`), and the JSON keeps the ids for scripts."""
    report = dynasty_report("ru")
    text = render(report, "md", RULES)
    line = next(line for line in text.splitlines() if "`decisions.famine.anjou`" in line)
    assert "варианты `заплатить` / `отказаться`" in line and "**по умолчанию: `заплатить`**" in line
    assert "`pay`" not in line and "`refuse`" not in line
    assert '"pay"' in report.model_dump_json()


def test_a_pipe_in_a_name_does_not_break_the_members_table() -> None:
    members = [member("louis", "Louis | the Bold", traits=["cunning"], roles=["head"]),
               member("anne", "Anne\nof Brittany", sex="f")]
    tokens = md_tokens(render(dynasty_report(members=members), "md", RULES))
    members_table = tables(tokens)[0]
    assert all(len(row) == 9 for row in members_table)
    assert members_table[1][0] == "Louis | the Bold ♂"  # the escaped pipe stays in its cell
    assert members_table[2][0].startswith("Anne of Brittany ♀")


def test_a_pipe_in_another_dynastys_name_does_not_break_the_chronicle_table() -> None:
    report = public_report()
    report.dynasties[0] = habsburg(known=[], name="Habs|burg")
    tokens = md_tokens(render(report, "md", RULES))
    houses, *rosters = tables(tokens)
    assert all(len(row) == 4 for row in houses)
    assert rosters and all(len(row) == 6 for roster in rosters for row in roster)


def test_markdown_in_a_name_stays_text() -> None:
    tokens = md_tokens(render(dynasty_report(name="*Valois* [x](http://evil)"), "md", RULES))
    assert not any(t.type in ("em_open", "link_open") for block in tokens for t in (block.children or []))


def test_md_cell_escapes_pipes_and_newlines() -> None:
    assert md_cell("a|b\nc") == "a\\|b c"


# -- what each section shows -------------------------------------------------------------------------

@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_era_6_each_report_names_the_era_and_its_effects(fmt: str, language: str) -> None:
    """ERA-6: each report names the current era and its effects; the public chronicle announces a new
    era."""
    expected = era(language)
    for kind in KINDS:
        text = render(report_of(kind, language), fmt, RULES)
        assert expected.name in text, kind
        for effect in expected.effects:
            assert effect in text, (kind, effect)


def test_at_a_glance_shows_each_figure_with_its_formula() -> None:
    text = render(dynasty_report(), "md", RULES)
    glance = text[text.index(word("en", "glance")):text.index(word("en", "happened"))]
    assert "**Action points: 14** — AP 14 = 8 + 2 mood (2×1) + 4 stewardship (head Louis)" in glance
    assert "**Treasury: 35 coins** — 35 = 30 + 25 income − 20 upkeep" in glance
    assert "**Army: 15 soldiers**" in glance and "**Reputation: 85** — 85 = 80 + 5 ball" in glance
    assert "Irrigation" in glance


@pytest.mark.parametrize(("fmt", "language", "expected"), [("md", "ru", "**Армия: 15 солдат** — без изменений"),
                                                             ("bbcode", "en", "[b]Army: 15 soldiers[/b] — unchanged")])
def test_a_figure_nothing_changed_says_so_rather_than_repeat_itself(fmt: str, language: str, expected: str) -> None:
    """'Армия: 15 — 15' read as a misprint: a figure with no change since the last report says so."""
    report = dynasty_report(language).model_copy(update={"army": Formula(value=15, before=15, parts=[], text="15")})
    assert expected in render(report, fmt, RULES)


def test_info_5_a_die_of_a_happening_stands_on_its_own_line_in_bbcode() -> None:
    """In a BBCode list the die follows its happening on a line of its own, not glued to its last word."""
    bb = render(dynasty_report(), "bbcode", RULES)
    lines = [line for line in bb.splitlines() if "🎲 " in line and "[td]" not in line]
    assert lines and all(line.startswith("🎲 ") for line in lines), lines


def test_info_5_happenings_show_their_dice_compactly() -> None:
    """INFO-5: a player knows the dice rolled for his own events, births, actions and checks: beside the
    happening without their keys, which the appendix lists."""
    text = render(dynasty_report(), "md", RULES)
    assert "Famine in Anjou.\\\n  🎲 1d12 = 9 — event\n" in text
    assert "🎲 2d6 = 3, 4 — check" in text
    assert "- `t06/action/valois/visit-1/check` 2d6 = 3, 4 — check" in text
    bb = render(dynasty_report(), "bbcode", RULES)
    assert "Famine in Anjou.\n🎲 1d12 = 9 — event\n" in bb and "[*]t07/province/anjou/event 1d12 = 9 — event" in bb


@pytest.mark.parametrize("fmt", FORMATS)
def test_trait_and_skill_names_are_russian_in_a_russian_report(fmt: str) -> None:
    text = render(dynasty_report("ru"), fmt, RULES)
    for russian in ("Хитрец", "Лентяй", "Смышлёная", "Зависть", "Интриги", "Управление", "Ирригация"):
        assert russian in text, russian
    assert "Cunning" not in text and "Intrigue 5" not in text


@pytest.mark.parametrize("fmt", FORMATS)
def test_trait_and_skill_names_are_english_in_an_english_report(fmt: str) -> None:
    text = render(dynasty_report("en"), fmt, RULES)
    for english in ("Cunning", "Lazy", "Smart", "Envious", "Intrigue 5", "Stewardship 4", "Irrigation"):
        assert english in text, english
    assert "Хитрец" not in text


def test_trait_names_come_from_the_rules_data() -> None:
    """Rules are data: a campaign that renames a trait sees the new name in its reports."""
    data = RULES.model_dump()
    data["traits"]["cunning"]["en"] = "Sly"
    renamed = Rules.model_validate(data, strict=False)
    assert "Sly" in render(dynasty_report(), "md", renamed)


def test_members_table_shows_age_roles_loyalty_mood_parts_skills_traits_and_spouse() -> None:
    tokens = md_tokens(render(dynasty_report(), "md", RULES))
    header, louis, anne, charles, child = tables(tokens)[0]
    assert header == ["Name", "Id", "Age", "Role / status", "Loyalty", "Mood", "Skills", "Traits", "Spouse"]
    assert louis[:5] == ["Louis ♂", "`louis`", "35", "head", "3"]  # the id apart, in code, for the orders
    assert louis[5] == "+1: +2 Entertain; −1 Lazy (a quiet turn)"
    assert louis[6] == "Combat 3, Learning 2, Intrigue 5, Piety 1, Stewardship 4"
    assert louis[7] == "Cunning, Lazy" and louis[8] == "Anne"
    assert charles[3] == "heir" and charles[5] == "—"
    assert child[2] == "0 (born on turn 7)" and child[3] == "child"


def test_a_russian_members_table_agrees_with_each_members_sex() -> None:
    """Roles, statuses, births and spouses agree with the person: наследник / наследница, родился / родилась,
    супруг / супруга."""
    members = [member("louis", "Людовик", roles=["head"], spouse="anne"),
               member("anne", "Анна", sex="f", roles=["heir"], spouse="louis", born=2),
               member("charles", "Карл", roles=["heir"], born=3),
               member("marie", "Мария", sex="f", status=["child", "isolated"], mood_parts=[
                   MoodPart(amount=1, cause="spendthrift.spent"), MoodPart(amount=-2, cause="spendthrift.could_not")])]
    tokens = md_tokens(render(dynasty_report("ru", members=members), "md", RULES))
    header, louis, anne, charles, marie = tables(tokens)[0]
    assert header[1] == "Код" and header[8] == "Брак"
    assert louis[8] == "супруга Анна" and anne[8] == "супруг Людовик"
    assert anne[2] == "30 (родилась на 2-м ходу)" and anne[3] == "наследница"
    assert charles[2] == "30 (родился на 3-м ходу)" and charles[3] == "наследник"
    assert marie[3] == "ребёнок, в изоляции"
    assert marie[5] == "+1: +1 Транжира (растратила монеты); −2 Транжира (не смогла растратить монеты)"


def test_provinces_table_shows_loyalty_yield_and_the_event_of_the_turn() -> None:
    tokens = md_tokens(render(dynasty_report(), "md", RULES))
    header, anjou, burgundy = tables(tokens)[1]
    assert header == ["Province", "Id", "Loyalty", "Yield", "Event"]
    assert anjou[:4] == ["Anjou", "`anjou`", "3", "20"]
    assert "famine (🎲 9)" in anjou[4] and "`pay`" in anjou[4]
    assert burgundy == ["Burgundy", "`burgundy`", "4", "25", "—"]


def test_wars_name_the_enemy_the_side_and_the_general() -> None:
    text = render(dynasty_report("ru"), "md", RULES)
    line = next(line for line in text.splitlines() if line.startswith("- Война с"))
    assert line == "- Война с Tudor — с 5-го хода; вы на стороне нападающих. Генерал — Louis."


def test_a_war_names_the_enemies_in_the_case_the_sentence_wants() -> None:
    """Война с Ольговичами (instrumental); the chronicle: Ярославичи против Ольговичей (genitive)."""
    others = [habsburg(), tudor().model_copy(update={"name": "Ольговичи"})]
    text = render(dynasty_report("ru", others=others), "md", RULES)
    assert "- Война с Ольговичами — с 5-го хода; вы на стороне нападающих." in text
    assert "- **Ольговичи** (`tudor`) — воюют с вами · " in text  # a house named in the plural: воюют, not воюет
    chronicle = public_report("ru")
    chronicle.wars = [WarSides(attackers=["valois"], defenders=["tudor"], started=5)]
    chronicle.dynasties[1] = chronicle.dynasties[1].model_copy(update={"name": "Ольговичи"})
    assert "- Valois против Ольговичей — с 5-го хода" in render(chronicle, "md", RULES)


def test_other_dynasties_show_relation_reason_head_reputation_provinces_and_members() -> None:
    """Each other house in a line — relation and its reason, head, reputation, provinces — then the members of
    those the report gives in full; the report says where every house's members are."""
    text = render(dynasty_report(), "md", RULES)
    assert "- **Habsburg** (`habsburg`) — your ally: your head's daughter Maria is there · Head: Maximilian · " \
           "Reputation: 95 · Provinces: Austria, Tyrol\n" in text  # named by `names`: the view has their ids
    assert "- **Tudor** (`tudor`) — at war with you · Head: Henry · Reputation: 60 · Provinces: Wessex" \
        in text  # at war with the reader
    assert "### Habsburg (`habsburg`)\n" in text and "### Tudor (`tudor`)\n" in text  # the line says why
    assert "are in the turn's chronicle" in text
    tokens = md_tokens(text)
    habsburg_members = tables(tokens)[2]
    assert habsburg_members[0] == ["Name", "Id", "Age", "Father", "Mother", "Spouse"]
    assert habsburg_members[2] == ["Maria ♀", "`maria`", "20", "Louis", "Anne", "Maximilian"]


def test_people_houses_and_provinces_are_named_by_name_not_id() -> None:
    """Ids stand only where the orders need them (the id columns, in code); a dead father named nowhere else
    in the report is named by the report's `names`."""
    report = dynasty_report()
    report.others[0].members[1] = report.others[0].members[1].model_copy(update={"father": "philip"})
    text = render(report, "md", RULES)
    tokens = md_tokens(text)
    assert tables(tokens)[2][2][3] == "Philip"
    prose = re.sub(r"`[^`]*`", "", text.split("```")[0])  # what is left out of code and code blocks
    for ident in ("(louis)", "(maximilian)", "(habsburg)", "(anjou)", "philip", "austria"):
        assert ident not in prose, ident


@pytest.mark.parametrize("fmt", FORMATS)
def test_info_4_known_facts_show_the_turn_they_were_learned(fmt: str) -> None:
    """INFO-4: a learned fact is shown with the turn it was learned and how, a person's facts in one line: their
    source once after his name when they share it, else after each fact."""
    en = render(dynasty_report("en"), fmt, RULES)
    assert "Maximilian: loyalty 2 (visit, turn 5); traits Cunning, Proud (spy, turn 6)" in en
    assert "Habsburg (spy, turn 6): technologies Medicine" in en
    ru = render(dynasty_report("ru"), fmt, RULES)
    assert "Maximilian: лояльность 2 (визит, 5-й ход); черты Хитрец, Гордыня (слежка, 6-й ход)" in ru


def test_info_4_known_skills_are_listed_by_name() -> None:
    """INFO-4: learned skills read like the members table's."""
    fact = KnownFact(subject="maximilian", fact="skills", value={"combat": 4, "piety": 2}, turn=3, source="spy")
    text = render(dynasty_report(others=[habsburg(known=[fact])]), "md", RULES)
    assert "Maximilian (spy, turn 3): skills Combat 4, Piety 2" in text


def test_a_dynasty_with_nothing_learned_says_so() -> None:
    text = render(dynasty_report(), "md", RULES)
    tudor_part = text[text.index("### Tudor (`tudor`)"):text.index(word("en", "family_tree"))]
    assert word("en", "nothing_known") in tudor_part


# -- the chronicle and the GM report -----------------------------------------------------------------

def test_public_chronicle_lists_public_happenings_and_a_table_of_dynasties() -> None:
    """The chronicle: the public happenings, a table of the houses, and each house's members (INFO-1, INFO-3),
    once for every player — the private reports give only some houses' members."""
    text = render(public_report(), "md", RULES)
    tokens = md_tokens(text)
    table, habsburg_members, *_ = tables(tokens)
    assert table[0] == ["Dynasty", "Head", "Reputation", "Provinces"]
    assert table[1] == ["Habsburg", "Maximilian", "95", "Austria, Tyrol"]
    assert "### Habsburg (`habsburg`)" in text
    assert habsburg_members[0] == ["Name", "Id", "Age", "Father", "Mother", "Spouse"]
    assert habsburg_members[2][:3] == ["Maria ♀", "`maria`", "20"]
    assert "Charles of Valois visited Maria of Habsburg." in text
    assert "🎲 2d6 = 5, 6" in text and "- `t06/war/valois-tudor/battle` 2d6 = 5, 6 — battle" in text
    assert text.index("Valois declared war") < text.index("| Dynasty |")


def test_public_chronicle_shows_no_happening_not_marked_public() -> None:
    """INFO-3: the chronicle tells nothing private, even if handed a private happening."""
    report = public_report()
    report.happened.append(Happening(kind="spy", text="Secret spying.", public=False))
    assert "Secret spying" not in render(report, "md", RULES)
    assert "Secret spying" not in render(report, "bbcode", RULES)


def test_gm_report_has_the_dice_table_ap_spent_defaults_and_each_dynastys_report() -> None:
    text = render(gm_report(), "md", RULES)
    tokens = md_tokens(text)
    all_tables = tables(tokens)
    dice_table = all_tables[0]
    assert dice_table[0] == ["Key", "Dice", "Values", "Purpose"]
    assert ["`t06/action/valois/visit-1/check`", "2d6", "3, 4", "check"] in dice_table
    ap_table = all_tables[1]
    # DYN-4: what was spent in turn 6 out of the AP of turn 6, beside the AP of turn 7
    assert ap_table[0] == ["Dynasty", "Spent in turn 6", "AP for turn 7"]
    assert ["Valois", "12 of 14", str(gm_report().dynasties[0].ap.value)] in ap_table
    assert ["Habsburg", "9", "—"] in ap_table
    assert "- habsburg: famine in tyrol: pay" in text
    # the private report's parts, one heading level down
    assert "### Decisions to take" in text.replace("⚠️ ", "")
    # each dynasty's view of the others in brief: the relation and what it learned, no public member tables
    assert "- Habsburg (`habsburg`) — your ally" in text and "#### Habsburg" not in text
    assert "  - Maximilian: loyalty 2 (visit, turn 5)" in text
    assert "## Valois\n" in text
    assert fences(tokens)["mermaid"] == [TREE + "\n"] and fences(tokens)[""] == [TEXT_TREE + "\n"]
    assert "yaml" not in fences(tokens)


def test_gm_report_marks_each_happening_public_or_private() -> None:
    text = render(gm_report(), "md", RULES)
    assert "- *private:* Famine in Anjou." in text
    assert "- *public:* Anne gave birth to a son." in text


# -- BBCode -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", KINDS)
def test_bbcode_tags_are_balanced(kind: str, language: str) -> None:
    opened, closed = bb_tag_counts(render(report_of(kind, language), "bbcode", RULES))
    assert opened == closed
    assert opened["b"] > 0


def test_bbcode_text_in_brackets_opens_no_tag() -> None:
    members = [member("louis", "[b]Louis[/b] [url=x]", roles=["head"])]
    text = render(dynasty_report(members=members, name="[i]Valois"), "bbcode", RULES)
    opened, closed = bb_tag_counts(text)
    assert opened == closed
    assert "[b]Louis" not in text and bb_text("[b]Louis[/b]") in text


@pytest.mark.parametrize("kind", ["dynasty", "gm"])
def test_bbcode_puts_the_text_tree_and_the_template_in_code_blocks_the_template_last(kind: str) -> None:
    """Forums draw no Mermaid: a post carries the tree as text, never Mermaid's source."""
    text = render(report_of(kind, "en"), "bbcode", RULES)
    assert f"[code]{TEXT_TREE}[/code]" in text
    assert "flowchart" not in text and "mermaid" not in text
    if kind == "dynasty":
        assert text.split("[b]Dice of the turn[/b]")[0].rstrip().endswith(f"[code]{TEMPLATE.rstrip()}[/code]")


def test_bbcode_uses_tables_for_members_and_provinces() -> None:
    text = render(dynasty_report(), "bbcode", RULES)
    assert text.count("[table]") == 4
    assert "[td]Louis ♂[/td][td]louis[/td]" in text


# -- edge cases ---------------------------------------------------------------------------------------

def empty_dynasty_report(language: str) -> DynastyReport:
    return dynasty_report(language, members=[], others=[]).model_copy(update={
        "head": None, "happened": [], "provinces": [], "decisions": [], "wars": [], "technologies": [],
        "era": EraView(id="discovery", name="Age of Discovery", effects=[])})


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_empty_sections_say_so(fmt: str, language: str) -> None:
    text = render(empty_dynasty_report(language), fmt, RULES)
    for key in ("nothing_happened", "no_decisions", "no_provinces", "no_wars", "no_others", "no_era_effects"):
        assert word(language, key) in text, key
    gm = GmReport(language=language, game="g", turn=1, era=era(language), happened=[], dice=[],
                  dynasties=[empty_dynasty_report(language)], ap_spent={}, defaults=[], family_tree="")
    text = render(gm, fmt, RULES)
    assert word(language, "no_dice") in text and word(language, "no_defaults") in text


def test_a_template_with_backtick_fences_keeps_its_yaml_block_whole() -> None:
    template = "dynasty: valois\n# note: ```not a fence end```\n```\nturn: 7\n"
    report = dynasty_report().model_copy(update={"template": template})
    blocks = fences(md_tokens(render(report, "md", RULES)))
    assert blocks["yaml"] == [template]


def test_mood_causes_of_traits_are_named_in_the_language() -> None:
    """MOOD-3: a member's mood shows its parts; a trait's cause reads as the trait and its condition."""
    members = [member("anne", "Anne", mood_parts=[MoodPart(amount=-1, cause="envious.poorer"),
                                                  MoodPart(amount=-1, cause="isolated"),
                                                  MoodPart(amount=1, cause="a gift from the GM")])]
    ru = render(dynasty_report("ru", members=members), "md", RULES)
    assert "−1 Зависть (другая династия богаче); −1 в изоляции; +1 a gift from the GM" in ru


def test_info_3_the_chronicle_shows_no_learned_fact() -> None:
    """INFO-3: the chronicle holds public facts only, even if a dynasty arrives with learned facts."""
    report = public_report()
    report.dynasties[0] = habsburg()
    for fmt in FORMATS:
        text = render(report, fmt, RULES)
        assert "(visit, turn 5)" not in text and "Cunning" not in text


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_house_given_in_a_line_only_leaves_its_members_to_the_chronicle(fmt: str) -> None:
    """A house that is neither an ally nor kin, and of which nothing was learned, stands in a line; a big
    game's report says how many more houses only the chronicle lists, and that none of them is an ally."""
    line_only = tudor().model_copy(update={"roster": False, "members": [], "known": []})
    report = dynasty_report("ru", others=[habsburg(), line_only])
    report.unlisted = 22
    report.names["henry"] = NameView(name="Henry", kind="person", sex="m")  # as `build` names a line's head
    text = render(report, fmt, RULES)
    assert "Henry" in text  # its head, in its line
    assert "henry" not in text  # no member's id: the chronicle has them
    assert "Ещё 22 династии есть только в летописи хода" in text and "не союзники (ALLY-1)" in text
    assert "Составы всех династий" in text
    assert "maximilian" in text  # the ally's members stay
