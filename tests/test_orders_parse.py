"""Reading order files (CONTRACT "Order files"): a pasted forum message is read from its fenced block with
lines counted in the file as saved; action names in English or Russian; every shape mistake is one problem
at its line, and the rest of the file is still read."""

from __future__ import annotations

from pathlib import Path

import pytest

from dynasty.errors import Location
from dynasty.game.rules import Rules
from dynasty.orders import model as m
from dynasty.orders import post
from dynasty.orders.check import check_parsed
from dynasty.orders.parse import ParsedOrders, action_names, fenced_block, normalise, parse_orders, parse_orders_text
from tests.builders import two_houses

SHOWN = "orders/valois.yaml"

ORDERS = """\
dynasty: valois
turn: 1
actions:
  - study: {by: louis, skill: learning}
"""


def line_of(text: str, needle: str, nth: int = 1) -> int:
    """The 1-based line of the nth occurrence of `needle` in the file as saved (lines end with "\\n")."""
    at = -1
    for _ in range(nth):
        at = text.index(needle, at + 1)
    return text[:at].count("\n") + 1


def parse(text: str, rules: Rules, language: str = "en") -> ParsedOrders:
    return parse_orders_text(text, SHOWN, rules, language)  # type: ignore[arg-type]


def codes(parsed: ParsedOrders) -> list[str]:
    return [p.code for p in parsed.problems]


# -- a pasted forum message ---------------------------------------------------------------------------

PASTED = """\
Добрый день, мастер!

Вот приказы Валуа на этот ход:

```yaml
dynasty: valois
turn: 1
actions:
  - study: {by: louis, skill: learning}
  - study:
      by: anne
      skill: magic
```

Спасибо, и удачи всем!
```
это не приказы
```
"""


def test_pasted_message_is_read_from_its_yaml_block_with_lines_of_the_whole_file(rules: Rules) -> None:
    """Issue: "a file that holds a whole pasted forum message (greetings, then the orders in a fenced ```yaml
    block, then more text) is read from its fenced block and line numbers in errors still point into the
    file as saved"."""
    parsed = parse(PASTED, rules)
    assert parsed.orders is not None
    assert parsed.orders.dynasty == "valois" and parsed.orders.turn == 1
    assert [a.action for a in parsed.orders.actions] == ["study"]  # the broken second study is dropped
    assert codes(parsed) == ["bad-value"]
    problem = parsed.problems[0]
    assert problem.location.path == SHOWN
    assert problem.location.line == line_of(PASTED, "skill: magic") == 12
    assert "magic" in problem.message
    # the kept action still knows its own line in the whole file
    assert parsed.action_location(0).line == line_of(PASTED, "- study: {by: louis")


def test_pasted_message_yaml_syntax_error_counts_lines_in_the_whole_file(rules: Rules) -> None:
    """Issue: line numbers in errors of a pasted message "still point into the file as saved"."""
    text = "Hello!\nHere they are:\n\n```yaml\ndynasty: valois\nturn: 1\nactions: [study: {by: louis\n```\nBye\n"
    parsed = parse(text, rules)
    assert codes(parsed)[:2] == ["yaml-syntax", "yaml-syntax"]  # the '{' and the '[' left open, on their line
    assert [p.location.line for p in parsed.problems[:2]] == [line_of(text, "actions:")] * 2
    # read as mended, the rest is still checked; what the guessed brackets leave out of the line is not told
    assert parsed.orders is not None and codes(parsed) == ["yaml-syntax", "yaml-syntax"]


def test_pasted_message_alias_is_refused_at_its_line_in_the_whole_file(rules: Rules) -> None:
    """yaml_io: untrusted files refuse YAML aliases (alias bombs); the line is in the file as saved."""
    text = "Hi\n\n```yaml\ndynasty: &me valois\nturn: 1\nnames: {child-1: *me}\n```\n"
    parsed = parse(text, rules)
    assert parsed.orders is None
    assert codes(parsed) == ["yaml-syntax"]
    assert "alias" in parsed.problems[0].message
    assert parsed.problems[0].location.line == line_of(text, "*me")


def test_pasted_message_whose_block_is_no_mapping_is_not_orders_at_the_block_line(rules: Rules) -> None:
    """A fenced block that holds a list: 'not-orders', at the block's first line in the whole file."""
    text = "Hi\n\n```yaml\n- visit\n- study\n```\n"
    parsed = parse(text, rules)
    assert parsed.orders is None
    assert codes(parsed) == ["not-orders"]
    assert parsed.problems[0].location.line == line_of(text, "- visit")


@pytest.mark.parametrize("opening, closing", [
    ("```yaml", "```"), ("```yml", "```"), ("```YAML", "```"), ("```", "```"), ("~~~", "~~~"),
    ("~~~yaml", "~~~"), ("````yaml", "````"), ("  ```yaml", "  ```"),
])
def test_fenced_block_kinds(opening: str, closing: str, rules: Rules) -> None:
    """Issue: the orders of a pasted message are in a fenced block: ```yaml, ```yml, ``` (no language) and
    ~~~ fences all hold orders."""
    text = f"Greetings.\nMore greetings.\n{opening}\n{ORDERS}{closing}\nRegards\n"
    block = fenced_block(text)
    assert block == (ORDERS, 3)
    parsed = parse(text.replace("skill: learning", "skill: magic"), rules)
    assert codes(parsed) == ["bad-value"]
    assert parsed.problems[0].location.line == 7  # 3 lines before the block, the action is its 4th line


def test_fenced_block_tilde_fence_is_not_closed_by_backticks() -> None:
    """A ~~~ block runs to its own closing fence; a ``` line inside it is content."""
    text = "~~~\ndynasty: valois\n```\nturn: 1\n~~~\n"
    assert fenced_block(text) == ("dynasty: valois\n```\nturn: 1\n", 1)


def test_fenced_block_unclosed_runs_to_the_end_of_the_file(rules: Rules) -> None:
    """A player who forgets the closing fence still gets his orders read."""
    text = "Hi!\n```yaml\n" + ORDERS
    assert fenced_block(text) == (ORDERS, 2)
    parsed = parse(text, rules)
    assert parsed.problems == [] and parsed.orders is not None and len(parsed.orders.actions) == 1


@pytest.mark.parametrize("first", ["```text", "```", "```python", "~~~"])
def test_two_fenced_blocks_the_yaml_one_is_chosen(first: str, rules: Rules) -> None:
    """parse.fenced_block: "the first fenced block marked yaml (else the first fenced block)"."""
    closing = "~~~" if first.startswith("~") else "```"
    text = f"Look at this:\n{first}\nnot: [orders\n{closing}\nand the orders:\n```yaml\n{ORDERS}```\n"
    assert fenced_block(text) == (ORDERS, 6)
    parsed = parse(text, rules)
    assert parsed.problems == []
    assert parsed.orders is not None and parsed.orders.dynasty == "valois"
    assert parsed.action_location(0).line == line_of(text, "- study")


def test_two_fenced_blocks_without_yaml_the_first_is_chosen() -> None:
    text = "a\n```\nfirst: 1\n```\nb\n```text\nsecond: 2\n```\n"
    assert fenced_block(text) == ("first: 1\n", 2)



# -- the searches of a post read as they did before they were made linear (tests/test_linear_time.py) ------

@pytest.mark.parametrize("text, language", [
    ("```yaml   \nx: 1\n```\n", "yaml"), ("``` \t yml\nx: 1\n```\n", "yml"), ("~~~   \nx: 1\n~~~\n", ""),
])
def test_a_fence_may_have_spaces_around_its_language(text: str, language: str) -> None:
    found = post.fenced_block(text)
    assert found is not None and found.source == "x: 1\n"
    assert post._FENCE.match(text.split("\n")[0]).group(2) == language  # type: ignore[union-attr]


@pytest.mark.parametrize("title", ["Код: Выделить всё", "code:", "CODE: select all  expand", "Код: развернуть",
                                   "  код :  выделить   все   развернуть  "])
def test_a_copied_code_box_title_may_leave_out_each_of_its_words(title: str) -> None:
    assert post.code_box(f"Ратиборыч писал:\n{title}\nx: 1\n") == post.OrdersText("x: 1\n", 2, "code-box")


@pytest.mark.parametrize("text, body, offset", [
    ("[codex] and [code]x: 1[/code]", "x: 1\n", 0),  # a tag whose name only begins as code's is passed over
    ("[CODE=yaml]\nx: 1\n[/code]\n", "x: 1\n", 1),
    ("a\n[pre class=x]\nx: 1\n", "x: 1\n", 2),  # never closed: to the end of the post
    ("[code=yaml\nx: 1\n] y: 2\n[/code]", " y: 2\n", 2),  # an opening tag goes on to the first ']'
])
def test_a_bbcode_block_opens_at_the_first_tag_that_reaches_a_bracket(text: str, body: str, offset: int) -> None:
    assert post.bbcode_block(text) == post.OrdersText(body, offset, "bbcode")


@pytest.mark.parametrize("text", ["[code=yaml\nx: 1\n", "[code=" * 5, "[code x: 1", "[coder]x: 1[/code]"])
def test_no_bbcode_block_without_a_whole_opening_tag(text: str) -> None:
    assert post.bbcode_block(text) is None


@pytest.mark.parametrize("text, written", [
    ("dynasty: belozerskie\n", "belozerskie"),
    ("Добрый вечер!\n\n  Династия:  'Белозерские' # мой дом\n", "Белозерские"),
    ("dynasty:\n\n  belozerskie\n", "belozerskie"),  # YAML's value may be on a line below its key
    ("turn: 5\n# dynasty: tverskie\nx: dynasty: y\n", None),  # a comment, or a key not opening its line
    ("dynasty: # забыл\n", None),
    ("\n \n\t\n", None),
])
def test_the_dynasty_written_is_the_word_after_the_key_that_opens_a_line(text: str, written: str | None) -> None:
    assert post.dynasty_written(text) == written


@pytest.mark.parametrize("text, looks", [
    ("Привет!\n\n   actions:\n", True), ("Привет!\n\tХОД :\n", True), ("Привет! dynasty: x\n", False),
    ("Привет!\n" + "\n" * 5 + "пока\n", False),
])
def test_orders_without_a_code_block_are_told_by_a_line_that_opens_with_a_key(text: str, looks: bool) -> None:
    assert post.looks_like_orders(text) is looks

def test_plain_yaml_file_is_read_unchanged(rules: Rules) -> None:
    """A file with no fence is the orders themselves; lines count from the top."""
    assert fenced_block(ORDERS) is None
    text = ORDERS.replace("skill: learning", "skill: magic")
    parsed = parse(text, rules)
    assert parsed.orders is not None and parsed.orders.actions == []
    assert codes(parsed) == ["bad-value"]
    assert parsed.problems[0].location.line == line_of(text, "skill: magic") == 4


def test_plain_yaml_file_with_comments_and_a_backtick_in_a_comment_is_not_a_pasted_message(rules: Rules) -> None:
    text = "# orders, see ``` in the forum rules\n" + ORDERS
    assert fenced_block(text) is None
    assert parse(text, rules).problems == []


def test_pasted_message_with_windows_line_ends_keeps_its_lines(rules: Rules, tmp_path: Path) -> None:
    """A message saved on Windows (CRLF) counts lines as an editor shows them."""
    path = tmp_path / "valois.yaml"
    path.write_bytes(PASTED.replace("\n", "\r\n").encode("utf-8"))
    parsed = parse_orders(path, rules, "en")
    assert codes(parsed) == ["bad-value"]
    assert parsed.problems[0].location.line == line_of(PASTED, "skill: magic")


@pytest.mark.parametrize("separator", ["\u2028", "\x0c"])
def test_pasted_message_with_an_unusual_separator_in_the_greeting_keeps_its_lines(separator: str,
                                                                                   rules: Rules) -> None:
    """Issue: "line numbers in errors still point into the file as saved" — a greeting copied from a web
    page may hold a LINE SEPARATOR (U+2028) or a form feed, which no editor counts as a new line."""
    text = f"Добрый день!{separator}Вот приказы:\n```yaml\n" + ORDERS.replace("learning", "magic") + "```\n"
    parsed = parse(text, rules)
    assert codes(parsed) == ["bad-value"]
    assert parsed.problems[0].location.line == line_of(text, "skill: magic") == 6


def test_unclosed_fence_without_final_newline_error_is_on_the_last_line(rules: Rules) -> None:
    """Issue: line numbers "still point into the file as saved": a file of 5 lines has no line 6."""
    text = "Hi!\n```yaml\ndynasty: valois\nturn: 1\nactions: ["
    parsed = parse(text, rules)
    assert codes(parsed) == ["yaml-syntax"]
    assert parsed.problems[0].location.line == 5


@pytest.mark.parametrize("char", ["\x00", "\x07", "\x1b", "\x7f"])
def test_control_character_is_one_line_problem_at_its_line(char: str, rules: Rules) -> None:
    """CONTRACT `check`: "prints every problem, one a line, as `path:line: error|warning: message`"."""
    text = f"dynasty: valois\nturn: 1\nnames: {{child-1: 'Lou{char}is'}}\n"
    parsed = parse(text, rules)
    assert codes(parsed) == ["yaml-syntax"]
    assert "\n" not in parsed.problems[0].message
    assert parsed.problems[0].location.line == 3


# -- action names -------------------------------------------------------------------------------------

@pytest.mark.parametrize("written, action_id", [
    ("visit", "visit"), ("Визит", "visit"), ("визит", "visit"), ("ВИЗИТ", "visit"), (" визит ", "visit"),
    ("find_spouse", "find_spouse"), ("find spouse", "find_spouse"), ("Find_Spouse", "find_spouse"),
    ("Найти супруга", "find_spouse"), ("найти супруга", "find_spouse"), ("найти_супруга", "find_spouse"),
    ("НАЙТИ_СУПРУГА", "find_spouse"), ("найти  супруга", "find_spouse"),
    ("объявить войну", "declare_war"), ("Набор_войска", "recruit"),
])
def test_action_names_in_english_and_russian_map_to_the_ids(written: str, action_id: str, rules: Rules) -> None:
    """CONTRACT "Order files": "action names also accept their Russian name from RULES.md (for example
    `визит` for `visit`)" — in any case, with `_` or spaces."""
    text = f'dynasty: valois\nturn: 1\nactions:\n  - "{written}": {{by: louis}}\n'
    parsed = parse(text, rules)
    assert action_names(rules)[normalise(written)] == action_id
    # the name resolved to the right model: its own fields are asked for, nothing else
    model = m.ACTION_MODELS[action_id]
    required = {f.alias or n for n, f in model.model_fields.items() if f.is_required() and n not in ("action", "by")}
    missing = {p.message.split("'")[1] for p in parsed.problems if p.code == "missing-field"}
    assert missing == required
    assert all(p.code == "missing-field" for p in parsed.problems)
    if not required:
        assert parsed.orders is not None and [a.action for a in parsed.orders.actions] == [action_id]
        assert parsed.action_places == [(0, written)]


def test_every_action_russian_name_from_the_rules_maps_to_its_id(rules: Rules) -> None:
    """CONTRACT: each action's Russian name in the rules data is accepted, for every action of the model."""
    names = action_names(rules)
    for action_id in m.ACTION_MODELS:
        rule = rules.actions.get(action_id)
        for spelling in (action_id, rule.ru, rule.ru.lower(), rule.ru.upper(), rule.ru.replace(" ", "_"), rule.en):
            assert names[normalise(spelling)] == action_id, spelling
    assert set(names.values()) == set(m.ACTION_MODELS)


def test_russian_action_name_in_a_file_parses_like_the_english_one(rules: Rules) -> None:
    english = parse(ORDERS.replace("study:", "visit:").replace("skill: learning", "target: rudolf"), rules)
    russian = parse(ORDERS.replace("study:", "Визит:").replace("skill: learning", "target: rudolf"), rules)
    assert english.problems == russian.problems == []
    assert english.orders == russian.orders
    assert russian.orders is not None and isinstance(russian.orders.actions[0], m.Visit)
    assert russian.action_places == [(0, "Визит")]


@pytest.mark.parametrize("written, hint, language, expected", [
    ("vizit", "visit", "en", "did you mean 'visit'?"),
    ("vistit", "visit", "en", "did you mean 'visit'?"),
    ("визитт", "visit", "ru", "может быть, 'визит'?"),  # the Russian name, as he writes it
    ("найти супргуа", "find_spouse", "ru", "может быть, 'найти супруга'?"),
    ("vizit", "visit", "ru", "может быть, 'visit'?"),
    # a word for the action that is not its name: a player's "учиться" is Study ("Обучение")
    ("учиться", "study", "ru", "может быть, 'обучение'?"),
    ("Сватовство", "propose_marriage", "ru", "может быть, 'посвататься'?"),
    ("набор", "recruit", "ru", "может быть, 'набор войска'?"),
    ("учиться", "study", "en", "did you mean 'study'?"),
])
def test_unknown_action_suggests_the_closest(written: str, hint: str, language: str, expected: str,
                                             rules: Rules) -> None:
    """CONTRACT: a mistake "says what would be right": an unknown action names the closest one."""
    text = f"dynasty: valois\nturn: 1\nactions:\n  - {written}: {{by: louis}}\n"
    parsed = parse(text, rules, language)
    assert codes(parsed) == ["unknown-action"]
    problem = parsed.problems[0]
    assert f"'{written}'" in problem.message and expected in problem.message
    assert problem.location.line == 4 and problem.severity == "error"
    assert parsed.orders is not None and parsed.orders.actions == []


@pytest.mark.parametrize("language", ["ru", "en"])
def test_uchyoba_the_name_a_russian_report_gives_study_is_accepted_as_study(language: str, rules: Rules) -> None:
    """Issue 26: "`учёба` is accepted as an action name" — the word a Russian report uses for Study reads as
    Study in an order file, with no problem, whatever the language of the messages."""
    english = parse(ORDERS, rules, language)
    russian = parse(ORDERS.replace("study:", "учёба:"), rules, language)
    assert english.problems == russian.problems == []
    assert russian.orders is not None and russian.orders == english.orders
    assert isinstance(russian.orders.actions[0], m.Study)


def test_the_other_words_for_actions_name_no_action_and_each_means_one(rules: Rules) -> None:
    """`spelling.ACTION_WORDS` are only guesses for "did you mean": none is an action's own name (which is
    accepted as it is), and no word means two actions."""
    from dynasty.orders.parse import action_names
    from dynasty.orders.spelling import ACTION_WORDS
    from dynasty.text.did_you_mean import fold

    words = [fold(word) for spellings in ACTION_WORDS.values() for word in spellings]
    assert not set(words) & set(action_names(rules)) and len(words) == len(set(words))
    assert set(ACTION_WORDS) <= set(rules.actions.ids())


def test_unknown_action_far_from_every_name_lists_the_actions(rules: Rules) -> None:
    parsed = parse("dynasty: valois\nturn: 1\nactions:\n  - qqqqqqqq: {}\n", rules)
    assert codes(parsed) == ["unknown-action"]
    assert "did you mean" not in parsed.problems[0].message
    assert all(a in parsed.problems[0].message for a in m.ACTION_MODELS)


# -- shapes ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("item", [
    "{visit: {by: louis, target: rudolf}, study: {by: anne, skill: piety}}",  # two keys
    "{}",  # no key
    "visit",  # a bare name
    "[visit, {by: louis}]",  # a list
    "42",
])
def test_action_item_not_a_one_key_mapping_is_action_shape(item: str, rules: Rules) -> None:
    """CONTRACT: an action is written `- visit: {by: charles, target: maria-habsburg}`."""
    text = f"dynasty: valois\nturn: 1\nactions:\n  - study: {{by: anne, skill: piety}}\n  - {item}\n"
    parsed = parse(text, rules)
    assert codes(parsed) == ["action-shape"]
    assert parsed.problems[0].location.line == 5
    assert "- visit: {by: <id>, target: <id>}" in parsed.problems[0].message
    assert parsed.orders is not None and [a.action for a in parsed.orders.actions] == ["study"]


@pytest.mark.parametrize("params", ["louis", "[louis, rudolf]", "3", "true"])
def test_action_params_not_a_mapping_is_an_action_shape_problem(params: str, rules: Rules) -> None:
    """An action's parameters are a mapping, `{by: <id>, ...}`: anything else is refused at the action."""
    text = f"dynasty: valois\nturn: 1\nactions:\n  - visit: {params}\n"
    parsed = parse(text, rules)
    assert codes(parsed) == ["action-params"]
    assert "'visit'" in parsed.problems[0].message and "{by: <id>}" in parsed.problems[0].message
    assert parsed.problems[0].location.line == 4


def test_action_with_no_params_asks_for_its_fields(rules: Rules) -> None:
    """`- pilgrimage:` with nothing after it is a pilgrimage without its executor."""
    parsed = parse("dynasty: valois\nturn: 1\nactions:\n  - pilgrimage:\n  - disband: {points: 2}\n", rules)
    assert codes(parsed) == ["missing-field"]
    assert "'by'" in parsed.problems[0].message and "action 1 ('pilgrimage')" in parsed.problems[0].message
    assert parsed.problems[0].location.line == 4
    assert parsed.orders is not None and [a.action for a in parsed.orders.actions] == ["disband"]
    assert parsed.action_places == [(1, "disband")]


def test_action_key_inside_params_is_refused_at_its_line(rules: Rules) -> None:
    """Parsing writes the action's name into the `action` field; a file may not smuggle in another."""
    text = "dynasty: valois\nturn: 1\nactions:\n  - visit:\n      by: louis\n      action: spy\n      target: rudolf\n"
    parsed = parse(text, rules)
    assert codes(parsed) == ["unknown-field"]
    assert "'action'" in parsed.problems[0].message
    assert parsed.problems[0].location.line == line_of(text, "action: spy")
    assert parsed.orders is not None and parsed.orders.actions == []


def test_yaml_alias_is_refused(rules: Rules) -> None:
    """yaml_io: "refuses aliases (alias bombs)" — one yaml-syntax problem at the alias, nothing parsed."""
    text = "dynasty: valois\nturn: 1\nactions:\n  - visit: &v {by: louis, target: rudolf}\n  - visit: *v\n"
    parsed = parse(text, rules)
    assert parsed.orders is None
    assert codes(parsed) == ["yaml-syntax"]
    assert parsed.problems[0].location.line == 5
    assert "'*v'" in parsed.problems[0].message


@pytest.mark.parametrize("action, params, field, line", [
    ("study", "by: louis\n      skill: magic", "skill: magic", "skill"),
    ("donate", "by: louis\n      coins: -5", "coins: -5", "coins"),
    ("recruit", "by: louis\n      points: many", "points: many", "points"),
    ("mentor", "by: louis\n      skill: piety\n      hired_teacher: 200", "hired_teacher: 200", "hired_teacher"),
    ("propose_marriage", "by: louis\n      target: maria\n      terms: {pay: lots}", "terms: {pay: lots}", "pay"),
    ("ball", "by: louis\n      guests: []", "guests: []", "guests"),
    ("visit", "by: louis\n      target: rudolf\n      double_gossip: 1", "double_gossip: 1", "double_gossip"),
])
def test_bad_param_value_points_at_its_line(action: str, params: str, field: str, line: str,
                                            rules: Rules) -> None:
    """CONTRACT Commands: `check` prints every problem "as `path:line: error|warning: message`" — a bad
    parameter at the parameter's own line, naming the action as written and counting it as a person counts
    (the second action is "action 2")."""
    text = f"dynasty: valois\nturn: 1\nactions:\n  - entertain: {{by: anne}}\n  - {action}:\n      {params}\n"
    parsed = parse(text, rules)
    assert codes(parsed) == ["bad-value"], parsed.problems
    problem = parsed.problems[0]
    assert problem.location.line == line_of(text, field)
    assert problem.message.startswith(f"action 2 ('{action}'), field '") and line in problem.message
    assert parsed.orders is not None and [a.action for a in parsed.orders.actions] == ["entertain"]


def test_model_validator_error_points_at_the_action(rules: Rules) -> None:
    """ACT mentor: "`teacher` (a member) or `hired_teacher` (a level)" — not both; the message says so."""
    text = ("dynasty: valois\nturn: 1\nactions:\n"
            "  - mentor: {by: louis, skill: piety, teacher: anne, hired_teacher: 5}\n")
    parsed = parse(text, rules)
    assert codes(parsed) == ["bad-value"]
    assert parsed.problems[0].location.line == 4
    assert "either 'teacher'" in parsed.problems[0].message


def test_missing_and_unknown_params_point_at_their_lines(rules: Rules) -> None:
    text = ("dynasty: valois\nturn: 1\nactions:\n  - visit:\n      by: louis\n"
            "  - declare_war:\n      by: louis\n      on: habsburg\n      general: anne\n      army: 5\n")
    parsed = parse(text, rules)
    assert sorted(codes(parsed)) == ["missing-field", "unknown-field"]
    missing = next(p for p in parsed.problems if p.code == "missing-field")
    unknown = next(p for p in parsed.problems if p.code == "unknown-field")
    assert "'target'" in missing.message and missing.location.line == line_of(text, "- visit")
    assert "'army'" in unknown.message and unknown.location.line == line_of(text, "army: 5")


def test_russian_name_with_bad_param_names_the_action_as_written(rules: Rules) -> None:
    text = "dynasty: valois\nturn: 1\nactions:\n  - Обучение:\n      by: louis\n      skill: magic\n"
    parsed = parse(text, rules, "ru")
    assert codes(parsed) == ["bad-value"]
    assert parsed.problems[0].message.startswith(
        "действие 1 ('Обучение'), поле 'skill': 'magic' — не годится; можно: 'combat' (бой), 'learning' (знание)")
    assert parsed.problems[0].location.line == 6


def test_accept_peace_takes_from(rules: Rules) -> None:
    """CONTRACT: accept_peace has `by`, `from` (the dynasty that offered); `from` is a Python keyword."""
    parsed = parse("dynasty: valois\nturn: 1\nactions:\n  - accept_peace: {by: louis, from: habsburg}\n", rules)
    assert parsed.problems == []
    assert parsed.orders is not None
    action = parsed.orders.actions[0]
    assert isinstance(action, m.AcceptPeace) and action.from_ == "habsburg"


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n", "---\n"])
def test_empty_file_is_not_orders(text: str, rules: Rules) -> None:
    parsed = parse(text, rules)
    assert parsed.orders is None
    assert codes(parsed) == ["not-orders"]
    assert parsed.problems[0].location == Location(SHOWN, 1)


@pytest.mark.parametrize("text", ["- visit: {by: louis}\n- study: {by: anne}\n", "just some words\n", "42\n"])
def test_yaml_that_is_no_mapping_is_not_orders(text: str, rules: Rules) -> None:
    parsed = parse(text, rules, "ru")
    assert parsed.orders is None
    assert codes(parsed) == ["not-orders"]
    assert parsed.problems[0].location.line == 1
    assert parsed.problems[0].message.startswith("это не файл приказов: в нём должны быть строки 'dynasty: ")


def test_unknown_top_level_field_and_missing_turn(rules: Rules) -> None:
    """Both told; the turn that cannot be read is left unchecked, and the rest of the file is still read."""
    text = "dynasty: valois\nactoins:\n  - visit: {by: louis, target: rudolf}\n"
    parsed = parse(text, rules)
    assert parsed.orders is not None and parsed.unread == {"turn"}
    assert sorted((p.code, p.location.line) for p in parsed.problems) == [("missing-field", 1),
                                                                          ("unknown-field", 2)]


def test_prov_6_a_province_written_as_a_decision_is_told_how_decisions_are_written(rules: Rules) -> None:
    """A player writes `chernigov: платим` under `decisions:`; the decision goes under the kind of event, then
    the province (PROV-6): the error says so with an example, not only that the field is unknown."""
    parsed = parse("dynasty: valois\nturn: 3\ndecisions:\n  chernigov: платим\n", rules, "ru")
    [problem] = parsed.problems
    assert (problem.code, problem.location.line) == ("unknown-field", 4)
    assert problem.message.startswith("'chernigov' — так в 'decisions' не пишут: сначала вид события, под ним "
                                      "провинция и решение, например «famine: {suzdal: pay}»")
    mistyped = parse("dynasty: valois\nturn: 3\ndecisions:\n  famin: {suzdal: pay}\n", rules, "ru")
    assert "может быть, 'famine'?" in mistyped.problems[0].message  # a near miss keeps its did-you-mean


def test_bad_decision_value_points_at_its_line(rules: Rules) -> None:
    text = "dynasty: valois\nturn: 1\ndecisions:\n  famine:\n    anjou: maybe\nactions: []\n"
    parsed = parse(text, rules)
    assert codes(parsed) == ["bad-value"]
    assert parsed.problems[0].location.line == 5
    assert parsed.problems[0].message == \
        "field 'decisions.famine.anjou': 'maybe' will not do; choose one of 'pay', 'refuse'"


def test_broken_actions_are_dropped_and_the_rest_is_still_checked(rules: Rules) -> None:
    """A file with one unknown action and one valid action: a problem for the first, and the second parsed,
    at its own line, and checked against the state."""
    text = ("dynasty: valois\nturn: 1\nactions:\n"
            "  - vizit: {by: louis, target: rudolf}\n  - study: {by: louis, skill: piety}\n")
    parsed = parse(text, rules)
    assert codes(parsed) == ["unknown-action"]
    assert parsed.orders is not None
    assert [type(a) for a in parsed.orders.actions] == [m.Study]
    assert parsed.action_places == [(1, "study")]
    assert parsed.action_location(0).line == 5


def test_after_a_dropped_action_check_errors_point_at_the_right_lines(rules: Rules) -> None:
    """Dropping a broken action must not shift the lines of the actions after it: each check error is on
    the line of the action it is about."""
    state = two_houses(rules).build()
    text = ("dynasty: valois\nturn: 1\nactions:\n"
            "  - study: {by: louis, skill: magic}\n"      # dropped: bad skill
            "  - visit: {by: anne, target: nobody}\n"     # kept: unknown character
            "  - frobnicate: {by: louis}\n"               # dropped: unknown action
            "  - spy: {by: louis, target: rudolf}\n")     # kept: a head cannot be spied on
    parsed = parse(text, rules)
    problems = check_parsed(parsed, state, rules, "en", turn=1, expected_dynasty="valois")
    found = {(p.code, p.location.line) for p in problems if p.severity == "error"}
    assert ("bad-value", 4) in found
    assert ("unknown-character", 5) in found
    assert ("unknown-action", 6) in found
    assert ("target-head", 7) in found
    assert [p.location.line for p in problems] == sorted(p.location.line or 0 for p in problems)


def test_every_problem_of_parsing_says_where_and_is_an_error(rules: Rules) -> None:
    text = ("dynasty: valois\nturn: 1\nbogus: 1\ndecisions: {famine: {anjou: maybe}}\nactions:\n"
            "  - vizit: {}\n  - visit: 3\n  - {a: 1, b: 2}\n  - study: {by: louis, skill: magic}\n"
            "war: {habsburg: {send: -1}}\nnames: {child-1: ''}\n")
    parsed = parse(text, rules)
    assert len(parsed.problems) == 8
    for problem in parsed.problems:
        assert problem.severity == "error" and problem.message
        assert problem.location.path == SHOWN and problem.location.line is not None
        assert str(problem).startswith(f"{SHOWN}:{problem.location.line}: error: ")
    # what the model refused is left out, and the rest is still checked (issue: every error in one run)
    assert parsed.orders is not None and parsed.orders.actions == [] and parsed.orders.decisions.famine == {}


def test_file_that_cannot_be_read_is_one_problem(rules: Rules, tmp_path: Path) -> None:
    """parse_orders: "a file that cannot be read at all is one problem, never an exception"."""
    bad = tmp_path / "valois.yaml"
    bad.write_bytes(b"dynasty: valois\n\xff\xfe\x00turn: 1\n")
    parsed = parse_orders(bad, rules, "en")
    assert parsed.orders is None and codes(parsed) == ["unreadable"]
    assert "UTF-8" in parsed.problems[0].message
    missing = parse_orders(tmp_path / "nowhere.yaml", rules, "ru")
    assert codes(missing) == ["unreadable"] and "не читается" in missing.problems[0].message


@pytest.mark.parametrize("text", ["dynasty: valois\nturn: 1\n2024-01-01\n", "dynasty: valois\nturn: 1\n"
                                  "decisions:\n  2024-01-01: 3\n"])
def test_a_key_yaml_reads_as_a_date_is_an_unknown_field_not_a_crash(text: str, rules: Rules) -> None:
    """A line `2024-01-01` (or a key like it) is read by YAML as a date: the file still gets its problems, one
    of them naming the field as written (found by the fuzz of tests/test_orders_fuzz.py)."""
    parsed = parse(text, rules)
    assert any("'2024-01-01'" in p.message and p.code == "unknown-field" for p in parsed.problems), parsed.problems
