"""The players' guide: the rules as players read them (`locales/<language>/rules.ftl`), `dynasty rules`, the
rule IDs a text cites, and the guides in docs/ that embed the rules."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.game.guide import (
    BEGIN,
    END,
    canonical_id,
    cited_rules,
    find_rules,
    group_of,
    group_title,
    groups,
    render_markdown,
    rule_ids,
    rule_text,
    shown_id,
    with_reference,
)
from dynasty.game.rules import Rules, default_rules
from dynasty.text.catalogs import LANGUAGES, LOCALES, Language
from tests.conftest import REPO, SCENARIOS

DOCS = REPO / "docs"


def run(*args: str, env: dict[str, str | None] | None = None) -> Result:
    """The command line, with no language asked for unless `env` asks."""
    return CliRunner().invoke(app, list(args), env={"DYNASTY_LANG": None, **(env or {})})


class Variables(Visitor):
    """The variables a message uses, `$query` and the like."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def catalog(language: Language, name: str) -> dict[str, set[str]]:
    """The messages of one catalog file, in its order, each with the variables it uses."""
    resource = FluentParser().parse((LOCALES / language / name).read_text(encoding="utf-8"))
    found: dict[str, set[str]] = {}
    for entry in resource.body:
        assert not isinstance(entry, ast.Junk), entry.content
        if isinstance(entry, ast.Message):
            variables = Variables()
            variables.visit(entry)
            found[entry.id.name] = variables.names
    return found


def english_game(tmp_path: Path, language: str = "en") -> Path:
    """A duel campaign whose `turns/game.yaml` says `language: <language>`."""
    result = run("new-game", str(SCENARIOS / "duel.yaml"), "--seed", "3", "--game", str(tmp_path))
    assert result.exit_code == 0, result.output
    settings = tmp_path / "turns" / "game.yaml"
    text = settings.read_text(encoding="utf-8")
    settings.write_text(re.sub(r"^language: (ru|en)$", f"language: {language}", text, flags=re.MULTILINE),
                        encoding="utf-8")
    return tmp_path


# -- the catalog --------------------------------------------------------------------------------------

def test_both_languages_have_the_same_rule_messages_in_the_same_order_with_no_variables() -> None:
    """Every rule, and every group's title, is stated in Russian and in English; a statement is a fixed text."""
    ru, en = catalog("ru", "rules.ftl"), catalog("en", "rules.ftl")
    assert list(ru) == list(en)
    assert all(name.startswith("rule-") for name in ru)
    assert {name: variables for name, variables in ru.items() if variables} == {}
    assert {name: variables for name, variables in en.items() if variables} == {}


def test_the_guides_messages_are_in_both_languages_with_the_same_variables() -> None:
    assert catalog("ru", "guide.ftl") == catalog("en", "guide.ftl")


def test_the_catalog_knows_every_rule_of_each_group_in_the_rulebooks_order() -> None:
    """The catalog lists 182 rules in 24 groups, one group after another; each group has a title and a rule."""
    ids = rule_ids()
    assert len(ids) == len(set(ids)) == 182
    assert groups() == ["TURN", "CHAR", "MOOD", "LOY", "SAB", "SKILL", "AGE", "INFO", "DYN", "REP", "ECON", "GEN",
                        "SUCC", "MAR", "ALLY", "BRANCH", "VASSAL", "PROV", "ARMY", "WAR", "DEFEAT", "TRAIT", "ERA",
                        "ACT"]
    assert [group_of(rule_id) for rule_id in ids] == sorted((group_of(r) for r in ids), key=groups().index)
    for group in groups():
        assert group_title(group, "ru") and group_title(group, "en")
    assert {"SAB-1", "WAR-11", "TRAIT-honest", "TRAIT-R2", "ACT-0", "ACT-spy", "ACT-find_spouse", "ERA-3",
            "BRANCH-10", "WAR-14"} <= set(ids)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_statement_is_one_short_line_of_plain_words(language: Language) -> None:
    """A statement is read on a terminal and in a list item of the guide: one line, a few sentences."""
    for rule_id in rule_ids():
        text = rule_text(rule_id, language)
        assert "\n" not in text and "  " not in text, rule_id
        assert 20 < len(text) <= 800, (rule_id, len(text))
        assert text[-1] in ".)", rule_id


def test_trait_statements_begin_with_the_traits_names_of_the_rules_data(rules: Rules) -> None:
    """Names as players see them in reports: «Лентяй», Lazy."""
    assert {f"TRAIT-{trait}" for trait in rules.traits} <= set(rule_ids())
    for trait_id, trait in rules.traits.items():
        assert rule_text(f"TRAIT-{trait_id}", "ru").startswith(f"«{trait.ru}» ("), trait_id
        assert rule_text(f"TRAIT-{trait_id}", "en").startswith(f"{trait.en} ("), trait_id


ACTIONS_STATED_ELSEWHERE = {"release": "ACT-isolate", "accept_peace": "ACT-offer_peace"}


@pytest.mark.parametrize("action_id", default_rules().actions.ids())
def test_action_statements_give_the_names_costs_and_target_numbers_of_the_rules_data(action_id: str) -> None:
    """The [house] numbers of an action (AP, coins, TN, discovery TN and penalty) are those of rules.yaml."""
    action: Any = default_rules().actions.get(action_id)
    rule_id = ACTIONS_STATED_ELSEWHERE.get(action_id, f"ACT-{action_id}")
    ru, en = rule_text(rule_id, "ru"), rule_text(rule_id, "en")
    if action_id in ACTIONS_STATED_ELSEWHERE:
        assert f"«{action.ru}» ({action.ap} ОД)" in ru and f"{action.en} ({action.ap} AP)" in en
        return
    assert ru.startswith(f"«{action.ru}» ({action.ap} ОД") and en.startswith(f"{action.en} ({action.ap} AP")
    assert ("публичное" in ru and "public" in en) == action.public
    if action.coins:
        assert f"{action.coins} монет" in ru and f"{action.coins} coins" in en
    if action.tn is not None:
        assert f"сложность {action.tn}" in ru and f"TN {action.tn}" in en
    if action.discovery_tn is not None:
        assert f"Раскрытие — сложность {action.discovery_tn}, штраф −{-action.discovery_penalty} репутации" in ru
        assert f"Discovery TN {action.discovery_tn}, penalty −{-action.discovery_penalty} reputation" in en
    for name in ("reputation", "mood", "mood_per_turn", "yield_gain", "yield_max", "loyalty_gain", "head_tn",
                 "mercenary_coins", "agent_tn", "bribe_min", "bribe_max", "bribe_per_point", "bribe_max_bonus",
                 "loyalty_factor", "new_loyalty", "coins_per_point", "coins_min", "coins_max", "coins_step",
                 "coins_per_reputation", "pious_at", "min_guests", "max_guests", "skill_gap", "reputation_head",
                 "reputation_head_child", "reputation_other", "skill_cap", "age_spread"):
        value = getattr(action, name, None)
        if value is not None:
            assert re.search(rf"(?<!\d)(?<!\d[.,]){abs(value)}(?!\d|[.,]\d)", ru), (name, value)
            assert re.search(rf"(?<!\d)(?<!\d[.,]){abs(value)}(?!\d|[.,]\d)", en), (name, value)
    for level, coins in getattr(action, "hired_teacher_coins", {}).items():
        assert f"{level} — {coins}" in ru and f"{level} for {coins}" in en


def house_numbers(rules: Rules) -> list[tuple[str, str, str]]:
    """[house] rules outside the actions: the rule, and how each language writes its number."""
    war = rules.eras["war"].effects
    anarchy = rules.eras["anarchy"].effects
    return [
        ("REP-2", f"{rules.limits.reputation_max}", f"{rules.limits.reputation_max}"),
        ("VASSAL-4", f"{rules.vassal.tax_percent}%", f"{rules.vassal.tax_percent}%"),
        ("ARMY-2", f"{rules.actions.recruit.coins_per_point} монеты за единицу",
         f"{rules.actions.recruit.coins_per_point} coins a point"),
        ("ARMY-2", f"не больше {rules.army.recruit_max_per_province} единиц",
         f"at most {rules.army.recruit_max_per_province} points"),
        ("ERA-4", f"«Объявить войну» стоит {war.ap_set['declare_war']} ОД",
         f"Declare war costs {war.ap_set['declare_war']} AP"),
        ("ERA-4", f"{war.coins_set['recruit']} монету за единицу", f"{war.coins_set['recruit']} coin a point"),
        ("ERA-4", f"WAR-9 — {war.war_drain_reputation}", f"WAR-9 is {war.war_drain_reputation}"),
        ("ERA-5", f"при 1–{anarchy.revolt_max_roll}", f"on 1–{anarchy.revolt_max_roll}"),
        ("ERA-5", f"лояльности {anarchy.revolt_at_loyalty} и ниже", f"loyalty {anarchy.revolt_at_loyalty} or less"),
    ]


def test_house_rules_numbers_are_those_of_the_rules_data(rules: Rules) -> None:
    for rule_id, ru, en in house_numbers(rules):
        assert ru in rule_text(rule_id, "ru"), (rule_id, ru)
        assert en in rule_text(rule_id, "en"), (rule_id, en)


# -- cited_rules ----------------------------------------------------------------------------------------

def test_cited_rules_are_the_known_ids_in_order_of_first_appearance() -> None:
    text = ("Agafya: loyalty 0 (LOY-3); sabotaged (SAB-1, roll 2); again (LOY-3). Key SHA-256, UTF-8, XYZ-1; "
            "die t07/action/valois/spy-1/check; peace accepted (ACT-accept_peace); GEN-2..GEN-5; "
            "age of the new spouse (ACT-find\\_spouse)")
    assert cited_rules(text) == ["LOY-3", "SAB-1", "ACT-offer_peace", "GEN-2", "GEN-5", "ACT-find_spouse"]
    assert cited_rules("no rule here; sab-1 in lower case is no citation") == []


def test_every_rule_the_example_campaigns_reports_cite_is_in_the_catalog() -> None:
    """A player can look up whatever a report cites: every "(ID" of the example reports is a rule, an alias or
    the code a Russian text shows for an ID with a word (ACT-3 for ACT-study), which `dynasty rules` takes."""
    cited: set[str] = set()
    for path in sorted((REPO / "reports").rglob("*.md")):
        cited |= {m.replace("\\", "") for m in re.findall(r"\(([A-Z]+-(?:[0-9A-Za-z]|\\?_)+)", path.read_text())}
    assert cited, "the example campaign's reports cite rules"
    assert {rule_id for rule_id in cited if canonical_id(rule_id) is None} == set()
    report = (REPO / "reports" / "turn-07" / "galitskie.md").read_text(encoding="utf-8")
    assert {"DYN-4", "MAR-3", "SUCC-3", "SUCC-4", "SUCC-5", "ACT-study", "PROV-3"} <= set(cited_rules(report))


# -- finding rules ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("query", ["SAB-1", "sab-1", " Sab-1 "])
def test_an_id_in_any_letter_case_finds_that_rule_alone(query: str) -> None:
    assert find_rules(query) == ["SAB-1"]


def test_an_alias_finds_the_rule_that_states_it() -> None:
    assert find_rules("act-accept_peace") == ["ACT-offer_peace"]


@pytest.mark.parametrize(("word", "expected"), [
    ("саботаж", {"SAB-1", "SAB-2", "SAB-3", "SAB-4"}),
    ("САБОТАЖ", {"SAB-1", "SAB-4"}),
    ("шпион", {"ACT-spy", "TRAIT-paranoid"}),
    ("war", {"WAR-1", "WAR-14", "ACT-declare_war", "ERA-4"}),
    ("find spouse", {"ACT-find_spouse"}),
    ("ребенок", {"MAR-6"}),
])
def test_a_word_finds_every_rule_whose_id_title_or_statement_has_it(word: str, expected: set[str]) -> None:
    assert expected <= set(find_rules(word))


def test_a_word_matches_the_beginning_of_a_word_only() -> None:
    """A short word must not find every rule that holds it somewhere inside a longer one: "ctio" is in
    "action", "acti" begins it."""
    assert find_rules("ctio") == []
    assert "ACT-0" in find_rules("acti")


# -- dynasty rules ------------------------------------------------------------------------------------------

def test_dynasty_rules_sab_1_prints_that_rule_in_russian_outside_a_game(tmp_path: Path) -> None:
    """CONTRACT: `dynasty rules [ID|WORD]` "prints rules from the players' guide in the game's language";
    without a game, Russian."""
    result = run("rules", "SAB-1", "--game", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert result.stdout == f"SAB-1. {rule_text('SAB-1', 'ru')}\n"
    assert "лояльностью 1 или ниже" in result.stdout
    assert run("rules", "sab-1", "--game", str(tmp_path)).stdout == result.stdout


def test_dynasty_rules_with_a_russian_word_prints_every_rule_that_mentions_it_under_its_title(
        tmp_path: Path) -> None:
    result = run("rules", "саботаж", "--game", str(tmp_path))
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "Саботаж (SAB)"
    for rule_id in ("SAB-1", "SAB-2", "SAB-3", "SAB-4"):
        assert f"  {rule_id}. {rule_text(rule_id, 'ru')}" in lines


def test_dynasty_rules_without_an_argument_prints_every_rule_grouped(tmp_path: Path) -> None:
    result = run("rules", "--game", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert sum(1 for line in result.stdout.splitlines() if re.match(r"^  [A-Z]+-\S+\. ", line)) == len(rule_ids())
    for group in groups():
        assert f"{group_title(group, 'ru')} ({group})" in result.stdout


@pytest.mark.parametrize(("query", "nearest"), [("SAB-9", "SAB-1"), ("trait-honset", "TRAIT-honest")])
def test_an_unknown_id_is_one_line_naming_the_nearest_ids_exit_1(query: str, nearest: str, tmp_path: Path) -> None:
    result = run("rules", query, "--game", str(tmp_path))
    assert result.exit_code == 1
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert f"«{query}»" in lines[0] and shown_id(nearest, "ru") in lines[0] and "Traceback" not in lines[0]


def test_a_word_no_rule_mentions_is_one_line_suggesting_the_whole_list(tmp_path: Path) -> None:
    result = run("rules", "абракадабра", "--game", str(tmp_path), "--lang", "en")
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        "error: No rule matches 'абракадабра': there is no such ID and no rule mentions it; 'dynasty rules' with "
        "no argument lists every rule."]


def test_in_an_english_game_dynasty_rules_speaks_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The game's language: `language: en` in turns/game.yaml, in the current folder or with --game."""
    game = english_game(tmp_path)
    result = run("rules", "SAB-1", "--game", str(game))
    assert result.exit_code == 0, result.output
    assert result.stdout == f"SAB-1. {rule_text('SAB-1', 'en')}\n"
    monkeypatch.chdir(game)
    assert run("rules", "sabotage").stdout.splitlines()[0] == "Sabotage (SAB)"
    assert run("rules", "шпион").stdout.splitlines()[0] == "Traits (TRAIT)"  # a Russian word, shown in English


def test_lang_and_dynasty_lang_override_the_games_language(tmp_path: Path) -> None:
    """CONTRACT: "`--lang ru|en` and `DYNASTY_LANG` for the language of command output (default: the game's)"."""
    game = english_game(tmp_path)
    russian = f"SAB-1. {rule_text('SAB-1', 'ru')}\n"
    assert run("rules", "SAB-1", "--game", str(game), "--lang", "ru").stdout == russian
    assert run("rules", "SAB-1", "--game", str(game), env={"DYNASTY_LANG": "ru"}).stdout == russian
    assert run("rules", "SAB-1", "--lang", "fr").exit_code == 2


def test_dynasty_rules_markdown_is_the_guides_reference(tmp_path: Path) -> None:
    result = run("rules", "--markdown", "--lang", "en", "--game", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert result.stdout == render_markdown(rule_ids(), "en")
    assert "- **ACT-find_spouse.** Find a spouse (5 AP, public)" in result.stdout


# -- the guides -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_the_guides_rules_reference_is_what_the_catalog_generates(language: Language) -> None:
    """docs/guide.<language>.md embeds `dynasty rules --markdown` between its markers; `make docs` rewrites it."""
    text = (DOCS / f"guide.{language}.md").read_text(encoding="utf-8")
    assert text.count(BEGIN) == text.count(END) == 1
    assert with_reference(text, language) == text, "run 'make docs'"
    for rule_id in rule_ids():
        shown = shown_id(rule_id, language)  # Russian: the code and the ID, `- **ACT-3** (`ACT-study`). `
        assert (f"- **{rule_id}.** " if shown == rule_id else f"- **{shown}** (`{rule_id}`). ") in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_guides_table_of_actions_names_every_action_of_the_rules_data(language: Language, rules: Rules) -> None:
    """An order may name an action by its id or by its Russian name: the guide's table gives both."""
    text = (DOCS / f"guide.{language}.md").read_text(encoding="utf-8")
    for action_id in rules.actions.ids():
        assert f"| `{action_id}` | {rules.actions.get(action_id).ru} |" in text, action_id


def test_the_readme_points_to_both_guides_and_documents_dynasty_rules() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "docs/guide.ru.md" in readme and "docs/guide.en.md" in readme
    assert "dynasty rules" in readme
    for link in re.findall(r"\]\(([^)]+)\)", readme):
        assert not re.match(r"^(/|\.\./|[a-z]+:)", link), link
        assert (REPO / link).exists(), link
