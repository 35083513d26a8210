"""Fuzzing `check` (issue: "a hypothesis test builds random order files from the model and the checker never
crashes"): whatever a player writes, parsing and checking return problems — each with its file, a line
inside the file, a message and a severity — and never raise."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dynasty.engine.game_start import start_game
from dynasty.errors import Problem
from dynasty.game.rules import SKILLS, Rules
from dynasty.game.scenario import load_scenario
from dynasty.game.state import GameState, War
from dynasty.orders import model as m
from dynasty.orders.check import check_parsed
from dynasty.orders.messages import MESSAGES
from dynasty.orders.parse import parse_orders_text
from dynasty.store.yaml_io import dump_yaml
from tests.conftest import SCENARIOS

SHOWN = "turns/turn-01/orders/tverskie.yaml"
FUZZ = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@cache
def _states() -> tuple[list[GameState], Rules]:
    """The duel scenario, seed 1, as new-game leaves it; the same with a war between the two houses; and
    the same with the odd cases the checker looks for (an isolated member, a disloyal one, a vassal, a
    technology known, a province at its top loyalty and yield)."""
    game = start_game(load_scenario(SCENARIOS / "duel.yaml"), "duel", 1)
    state, rules = game.state, game.rules
    at_war = state.model_copy(deep=True)
    head = at_war.dynasties["tverskie"].head
    others = [cid for cid in at_war.members("tverskie")
              if cid != head and at_war.characters[cid].age >= rules.age.capable]
    at_war.wars.append(War(attackers=["tverskie"], defenders=["moskovskie"],
                           generals={"tverskie": others[0], "moskovskie": None}, started=1))
    odd = state.model_copy(deep=True)
    odd.characters[others[0]].isolated = True
    odd.characters[others[-1]].loyalty = 1
    odd.dynasties["tverskie"].lord = "moskovskie"
    odd.dynasties["tverskie"].technologies = ["medicine"]
    province = odd.provinces[odd.dynasties["tverskie"].provinces[0]]
    province.loyalty, province.yield_ = rules.limits.province_loyalty_max, rules.actions.develop.yield_max
    return [state, at_war, odd], rules


STATES, RULES = _states()
STATE, AT_WAR, ODD = STATES
CHARACTERS = sorted(STATE.characters)
DYNASTIES = sorted(STATE.dynasties)
PROVINCES = sorted(STATE.provinces)
TECHNOLOGIES = sorted(RULES.technologies)
ACTIONS = list(m.ACTION_MODELS)


def _fields(model: type[Any]) -> list[str]:
    return [f.alias or name for name, f in model.model_fields.items() if name != "action"]


FIELDS = {action_id: _fields(model) for action_id, model in m.ACTION_MODELS.items()}
ALL_FIELDS = sorted({f for fields in FIELDS.values() for f in fields} | set(_fields(m.PeaceTerms)))


def mostly(good: st.SearchStrategy[Any], bad: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """`good` nine times in ten: a file with a mistake in every line stops at parsing and checks nothing."""
    return st.integers(0, 9).flatmap(lambda k: good if k else bad)


# -- values: valid ids of the state, unknown ids, numbers in and out of range, wrong types -----------

#: unknown ids and names: any text but line breaks (a quoted id holding one is pinned by an xfail test below)
junk_text = st.text(st.characters(blacklist_characters="\n\r\x85\u2028\u2029"), max_size=12)
numbers = st.one_of(st.integers(-3, 60), st.integers(), st.sampled_from([0, 1, 2, 5, 10, 15, 20, 100, 10**6 + 1]))
scalars = st.one_of(junk_text, numbers, st.booleans(), st.none(), st.floats(allow_nan=True))
anything = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.one_of(st.sampled_from(ALL_FIELDS), junk_text), inner, max_size=4)),
    max_leaves=8,
)
characters = st.sampled_from(CHARACTERS)
dynasties = st.sampled_from(DYNASTIES)
provinces = st.sampled_from(PROVINCES)
#: any id of the state (so also the wrong kind: a province where a character is asked), or an unknown one
ids = mostly(st.one_of(characters, characters, dynasties, provinces), junk_text)
counts = mostly(st.integers(0, 60), numbers)
terms = st.fixed_dictionaries({}, optional={
    "pay": counts, "ask": counts, "vassal": mostly(dynasties, ids),
    "cede": st.lists(mostly(provinces, ids), max_size=3), "claim": st.lists(mostly(provinces, ids), max_size=3),
    "tribute": anything})

#: per field, the right kind of value — which may still break a rule of the state
TYPED: dict[str, st.SearchStrategy[Any]] = {
    "skill": mostly(st.sampled_from(list(SKILLS)), junk_text),
    "technology": mostly(st.sampled_from(TECHNOLOGIES), junk_text),
    "on": mostly(dynasties, ids), "to": mostly(dynasties, ids), "from": mostly(dynasties, ids),
    "war": mostly(dynasties, ids), "province": mostly(provinces, ids),
    "guests": st.lists(ids, max_size=7), "members": st.lists(ids, max_size=4),
    "provinces": st.lists(mostly(provinces, ids), max_size=4),
    "terms": terms, "mercenary": st.booleans(), "double_gossip": st.booleans(), "triple_flattery": st.booleans(),
    "points": counts, "coins": counts, "bribe": counts, "army": counts,
    "hired_teacher": mostly(st.integers(1, 8), numbers),
    "name": mostly(st.sampled_from(["Всеволод", "Anne"]), junk_text),
}


def _value(field: str) -> st.SearchStrategy[Any]:
    """Mostly the right kind of value for the field, sometimes anything at all."""
    return mostly(TYPED.get(field, ids), anything)


def _params(action_id: str) -> st.SearchStrategy[Any]:
    """Each field of the action present nine times in ten (so some are missing), sometimes an extra one;
    rarely not a mapping at all."""
    @st.composite
    def build(draw: st.DrawFn) -> dict[Any, Any]:
        params = {f: draw(_value(f)) for f in FIELDS[action_id] if draw(st.integers(0, 9))}
        if not draw(st.integers(0, 9)):
            params[draw(st.one_of(st.sampled_from(ALL_FIELDS + ["action"]), junk_text))] = draw(anything)
        return params
    return mostly(build(), anything)


def _spelling(action_id: str) -> st.SearchStrategy[str]:
    ru = RULES.actions.get(action_id).ru
    return st.sampled_from([action_id, action_id, ru, ru.lower(), ru.upper(), ru.replace(" ", "_"),
                            action_id.replace("_", " ").title()])


@st.composite
def action_items(draw: st.DrawFn) -> Any:
    action_id = draw(st.sampled_from(ACTIONS))
    kind = draw(st.integers(0, 19))
    if kind <= 16:  # a known action, in some spelling, with fuzzed params
        return {draw(_spelling(action_id)): draw(_params(action_id))}
    if kind == 17:  # an unknown or misspelt name
        return {draw(st.one_of(junk_text, st.sampled_from(["vizit", "визитт", "stdy", "action"]))): draw(anything)}
    if kind == 18:  # two actions in one item
        other = draw(st.sampled_from(ACTIONS))
        return {action_id: draw(_params(action_id)), other: draw(_params(other))}
    return draw(anything)  # not a mapping at all


decision_answers = mostly(st.sampled_from(["pay", "refuse", "accept", "suppress", "yield"]), anything)
province_keys = mostly(provinces, junk_text)
decisions = mostly(
    st.fixed_dictionaries({}, optional={
        "famine": st.dictionaries(province_keys, decision_answers, max_size=3),
        "disease": st.dictionaries(province_keys, decision_answers, max_size=3),
        "volunteers": st.dictionaries(province_keys, decision_answers, max_size=3),
        "revolt": st.dictionaries(province_keys, decision_answers, max_size=3),
        "heir": ids, "regent": ids,
    }),
    anything,
)
war = mostly(
    st.dictionaries(mostly(dynasties, junk_text),
                    mostly(st.fixed_dictionaries({}, optional={"send": counts,
                                                               "take": st.lists(mostly(provinces, ids), max_size=3)}),
                           anything),
                    max_size=3),
    anything,
)
names = mostly(st.dictionaries(mostly(characters, junk_text), mostly(st.just("Всеволод"), anything), max_size=3),
               anything)


@st.composite
def order_files(draw: st.DrawFn) -> dict[Any, Any]:
    data: dict[Any, Any] = {
        "dynasty": draw(mostly(dynasties, anything)),
        "turn": draw(mostly(st.just(1), numbers)),
    }
    optional = {"decisions": decisions, "actions": mostly(st.lists(action_items(), max_size=8), anything),
                "war": war, "names": names}
    for key, strategy in optional.items():
        if draw(st.integers(0, 3)):
            data[key] = draw(strategy)
    if not draw(st.integers(0, 19)):
        data[draw(junk_text)] = draw(anything)  # an unknown section
    return data


#: Characters that str.splitlines() (and so parse.fenced_block) breaks lines at, besides "\n".
UNUSUAL_BREAKS = "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


def max_line(text: str) -> int:
    """The last line a problem may point at: the file's last line as an editor counts it (line feeds; the
    empty line after a final newline included). Where parse.fenced_block is known to count more (other line
    separators, or a file without a final newline — see the xfail tests in test_orders_parse.py), the bound
    is the count of str.splitlines(), plus the line after it."""
    if text.endswith("\n") and not any(ch in text for ch in UNUSUAL_BREAKS):
        return text.count("\n") + 1
    return len(text.splitlines()) + 1


def assert_well_formed(problems: list[Problem], text: str, *, one_line: bool = True) -> None:
    """Every problem names the file, a line inside it (or no line), a known kind, a message (on one line,
    when the input holds no line break inside a quoted string), a severity."""
    last_line = max_line(text)
    for problem in problems:
        assert problem.severity in ("error", "warning"), problem
        assert isinstance(problem.message, str) and problem.message.strip(), problem
        if one_line:  # `check` "prints every problem, one a line"
            assert "\n" not in problem.message, problem
        assert problem.code in MESSAGES, problem
        assert problem.location.path == SHOWN, problem
        line = problem.location.line
        assert line is None or 1 <= line <= last_line, (problem, last_line)
        shown = f"{SHOWN}:{line}" if line is not None else SHOWN
        assert str(problem) == f"{shown}: {problem.severity}: {problem.message}"
    lines = [p.location.line or 0 for p in problems]
    assert lines == sorted(lines)  # check_parsed: "in file order"


def check_text(text: str, state: GameState, expected: str | None, language: str = "en") -> list[Problem]:
    parsed = parse_orders_text(text, SHOWN, RULES, language)  # type: ignore[arg-type]
    return check_parsed(parsed, state, RULES, language, turn=1, expected_dynasty=expected)  # type: ignore[arg-type]


def fuzz_check(text: str, state: GameState, expected: str | None, language: str = "en") -> list[Problem]:
    """check_text: any exception is a crash the fuzz has found."""
    return check_text(text, state, expected, language)


# -- (a) random order files built from the model ------------------------------------------------------

@settings(FUZZ, max_examples=300)
@given(data=order_files(), state=st.sampled_from(STATES), expected=st.sampled_from([*DYNASTIES, None]),
       language=st.sampled_from(["en", "ru"]), pasted=st.booleans())
def test_random_order_files_never_crash_check(data: dict[Any, Any], state: GameState, expected: str | None,
                                              language: str, pasted: bool) -> None:
    """Issue: "a hypothesis test builds random order files from the model and the checker never crashes":
    valid ids of a new duel game, unknown ids, numbers out of range, wrong types, missing and extra keys;
    a mapping always gives every problem a line."""
    text = dump_yaml(data)
    if pasted:
        text = f"Привет!\n\nВот приказы:\n```yaml\n{text}```\nПока.\n"
    problems = check_text(text, state, expected, language)
    assert_well_formed(problems, text)
    assert all(p.location.line is not None for p in problems)
    if not isinstance(data.get("turn"), int) or isinstance(data.get("turn"), bool):
        assert any(p.severity == "error" for p in problems)


#: per field, a value the model accepts — of the right type, naming something of the state
WELL_TYPED: dict[str, st.SearchStrategy[Any]] = {
    "skill": st.sampled_from(list(SKILLS)), "technology": st.sampled_from(TECHNOLOGIES),
    "on": dynasties, "to": dynasties, "from": dynasties, "war": dynasties, "province": provinces,
    "guests": st.lists(characters, min_size=1, max_size=6), "members": st.lists(characters, min_size=1, max_size=3),
    "provinces": st.lists(provinces, min_size=1, max_size=3),
    "mercenary": st.booleans(), "double_gossip": st.booleans(), "triple_flattery": st.booleans(),
    "points": st.integers(1, 40), "coins": st.integers(0, 60), "bribe": st.integers(0, 60), "army": st.integers(0, 20),
    "hired_teacher": st.integers(1, 8), "name": st.sampled_from(["Всеволод", "Anne"]),
}
WELL_TYPED_TERMS = {
    "pay": st.integers(0, 40), "ask": st.integers(0, 40), "vassal": dynasties,
    "cede": st.lists(provinces, max_size=2), "claim": st.lists(provinces, max_size=2),
}


@settings(FUZZ, max_examples=150)
@given(data=st.data(), state=st.sampled_from(STATES))
def test_random_well_typed_actions_never_crash_check(data: st.DataObject, state: GameState) -> None:
    """Every field present and of the right type, naming ids of the state: no action is dropped at parsing,
    so each one reaches its checks (ACT-0 and the action table) — the deep paths of the checker."""
    actions = []
    for action_id in data.draw(st.lists(st.sampled_from(ACTIONS), min_size=1, max_size=6)):
        params: dict[str, Any] = {}
        for field in FIELDS[action_id]:
            if field == "terms":
                allowed = _fields(m.PeaceTerms if action_id == "offer_peace" else m.MarriageTerms)
                params[field] = data.draw(st.fixed_dictionaries(
                    {}, optional={k: v for k, v in WELL_TYPED_TERMS.items() if k in allowed}))
            else:  # a character for `by`, `target` and the like; sometimes a dynasty (gossip's target)
                params[field] = data.draw(WELL_TYPED.get(field, st.one_of(characters, characters, dynasties)))
        if action_id == "mentor":  # a teacher or a hired one, not both
            params.pop(data.draw(st.sampled_from(["teacher", "hired_teacher"])))
        if action_id == "assassinate":  # a mercenary or an agent, not both
            params.pop("agent") if params["mercenary"] else params.pop("mercenary")
        actions.append({action_id: params})
    text = dump_yaml({"dynasty": "tverskie", "turn": 1, "actions": actions,
                      "war": {"moskovskie": {"send": data.draw(st.integers(0, 20)), "take": ["moskva"]}}})
    parsed = parse_orders_text(text, SHOWN, RULES, "ru")
    assert parsed.problems == [], [str(p) for p in parsed.problems]
    assert parsed.orders is not None and len(parsed.orders.actions) == len(actions)
    problems = check_parsed(parsed, state, RULES, "ru", turn=1, expected_dynasty="tverskie")
    assert_well_formed(problems, text)


# -- (b) random text ---------------------------------------------------------------------------------

YAMLISH = st.sampled_from([
    "dynasty: tverskie\n", "turn: 1\n", "actions:\n", "  - ", "visit: ", "{by: mikhail, target: ivan}", "визит",
    "[", "]", "{", "}", ":", ": ", ",", "-", "- ", "#", "&a ", "*a", "!!str ", "!!int ", "!!binary ", "|", ">",
    "'", '"', "\n", "  ", "\t", "```yaml\n", "```\n", "~~~\n", "---\n", "...\n", "%YAML 1.2\n", "\\", "\x00",
    "\ufeff", "\u2028", "null", "true", "1e3", ".inf", "0x1F", "2024-01-01", "by", "study", "skill: magic",
])


@FUZZ
@given(text=st.text(max_size=300), language=st.sampled_from(["en", "ru"]))
def test_random_text_never_crashes_check(text: str, language: str) -> None:
    problems = fuzz_check(text, STATE, "tverskie", language)
    if problems is not None:
        assert_well_formed(problems, text, one_line=False)


@FUZZ
@given(tokens=st.lists(YAMLISH, max_size=40), at_war=st.booleans())
def test_random_yamlish_text_never_crashes_check(tokens: list[str], at_war: bool) -> None:
    text = "".join(tokens)
    problems = fuzz_check(text, AT_WAR if at_war else STATE, "tverskie")
    if problems is not None:
        assert_well_formed(problems, text, one_line=False)


@FUZZ
@given(raw=st.binary(max_size=200))
def test_random_bytes_decoded_never_crash_check(raw: bytes) -> None:
    """Bytes as a forum paste may garble them: whatever decodes (with replacement characters)."""
    text = raw.decode("utf-8", errors="replace")
    problems = fuzz_check(text, STATE, None)
    if problems is not None:
        assert_well_formed(problems, text, one_line=False)


# -- crashes found by fuzzing -------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "? [a, b]\n: c\n",
    "dynasty: tverskie\nturn: 1\nactions:\n  - {[visit]: {by: mikhail}}\n",
    "dynasty: tverskie\nturn: 1\nnames: {? {child-1: 1} : Vasily}\n",
    "[a]: 1\n",
    "{{visit: [dynasty: tverskie\n",  # a mapping key holding a list: ruamel's own constructor cannot hash it
    "{[dynasty: tverskie\n",
])
def test_complex_mapping_key_is_a_problem_not_a_crash(text: str) -> None:
    """CONTRACT Commands: "never a Python traceback for bad input" — a YAML complex key is bad input."""
    problems = check_text(text, STATE, "tverskie")
    assert problems and all(p.severity == "error" for p in problems)
    assert_well_formed(problems, text)


@pytest.mark.parametrize("depth", [600])
def test_deeply_nested_yaml_is_a_problem_not_a_crash(depth: int) -> None:
    text = "[" * depth + "]" * depth + "\n"
    problems = check_text(text, STATE, "tverskie")
    assert [p.code for p in problems] in (["yaml-syntax"], ["not-orders"])


@pytest.mark.parametrize("value", ["!!int", "!!int abc", "!!int 0x", "!!int 1:30", "!!float x", "!!float",
                                   "!!bool maybe"])
def test_explicit_tag_with_a_bad_value_is_a_problem_not_a_crash(value: str) -> None:
    text = f"dynasty: tverskie\nturn: {value}\n"
    problems = check_text(text, STATE, "tverskie")
    assert [(p.code, p.location.line) for p in problems] in ([("yaml-syntax", 2)], [("bad-value", 2)])


@pytest.mark.parametrize("text", [
    "<<: {bogus: 1}\ndynasty: tverskie\nturn: 1\n",
    "dynasty: tverskie\nturn: 1\nactions:\n  - visit: {<<: {by: nobody}, target: ivan}\n",
])
def test_merge_key_problem_is_reported_not_a_crash(text: str) -> None:
    problems = check_text(text, STATE, "tverskie")
    assert any(p.severity == "error" for p in problems)
    assert_well_formed(problems, text)


@pytest.mark.parametrize("text", [
    'dynasty: tverskie\nturn: 1\nactions:\n  - visit: {by: "mi\\nkhail", target: ivan}\n',
    'dynasty: tverskie\nturn: 1\n"a\\nb": 1\n',
    'dynasty: tverskie\nturn: 1\nactions:\n  - "vi\\nsit": {by: mikhail}\n',
])
def test_a_quoted_line_break_in_the_input_keeps_each_problem_on_one_line(text: str) -> None:
    """CONTRACT `check`: "prints every problem, one a line"."""
    problems = check_text(text, STATE, "tverskie")
    assert any(p.severity == "error" for p in problems)
    assert_well_formed(problems, text)
