"""The fast YAML paths (`dynasty.store.yaml_fast`, `dynasty.store.yaml_emit`, issue 8) give ruamel's results
exactly: the same data for every text they accept (and they accept nothing ruamel refuses), the same bytes for
every document they write."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ruamel.yaml import YAML

from dynasty.game.rules import rules_text
from dynasty.store import yaml_emit, yaml_fast
from dynasty.store.yaml_io import _forced_double, _plain, _refuse_features, _ruamel_dump, dump_yaml, parse_yaml

REPO = Path(__file__).resolve().parent.parent

# strings that YAML reads in more than one way, and characters it treats apart
TRICKY = ["", " ", "yes", "no", "on", "true", "True", "FALSE", "null", "Null", "~", "0", "-1", "+1", "007", "0o7",
          "0x1F", "1_000", "1.5", "1e3", ".inf", "-.inf", ".nan", "2026-05-01", "12:30", "<<", "=", "-", "- x",
          "? x", ": x", "a: b", "a:b", "a #b", "a#b", "#a", "[a]", "{a}", "a, b", "a,b", "'a'", '"a"', "it's",
          'say "hi"', "back\\slash", "tab\tin", "line\nbreak", "trailing ", " leading", "!tag", "&anchor",
          "*alias", "%pct", "@at", "`tick", "|pipe", ">gt", "Всеволод", "Ольга (olga)", "t01/province/x/event",
          "vsevolod+anna", "\u00a0nbsp", "\u2028", "\ufeff", "é", "日本", "😀", "a\x85b", "x" * 150, "...", "...x",
          "---", "..", ".", "a...", "(a)", "+", "/"]
ALPHABET = st.sampled_from(list("ab -_:#,[]{}'\"!&*?|>%@`~./+()\\\t\n0159eEАяё\u00a0\u2028"))
TEXT = st.one_of(st.sampled_from(TRICKY), st.text(ALPHABET, max_size=12))
SCALAR = st.one_of(TEXT, st.integers(-10**6, 10**6), st.booleans(), st.none(),
                   st.floats(allow_nan=False, allow_infinity=False, width=32))
KEY = st.one_of(TEXT, st.integers(-100, 100))
DATA = st.recursive(SCALAR, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                     st.dictionaries(KEY, inner, max_size=4)), max_leaves=25)


def typed(value: Any) -> Any:
    """The value with the type of every scalar, so that 1, 1.0 and True differ."""
    if isinstance(value, dict):
        return {typed(k): typed(v) for k, v in value.items()}
    if isinstance(value, list):
        return [typed(v) for v in value]
    return (type(value).__name__, value)


def safe_load(text: str) -> Any:
    return YAML(typ="safe", pure=True).load(text)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.dictionaries(KEY, DATA, min_size=1, max_size=5), st.lists(DATA, min_size=1, max_size=4)))
def test_the_fast_emitter_writes_ruamels_bytes(data: Any) -> None:
    assert dump_yaml(data) == _ruamel_dump(data)


@settings(max_examples=500, deadline=None)
@given(st.one_of(st.sampled_from(TRICKY), st.text(st.sampled_from(list("aZ09_./+()- яЁé\u00a0\u2028\ufffd\ue000")),
                                                  min_size=1, max_size=8)))
def test_strings_written_plain_without_asking_ruamel_are_plain_for_ruamel(value: str) -> None:
    """The emitter's shortcut (`_plain_everywhere`): a string it writes as it is, ruamel writes as it is in
    every context (block or flow, key or value)."""
    emitter = yaml_emit.Emitter(_ruamel_dump, lambda s: False)
    if emitter._plain_everywhere(value):
        keys = (yaml_emit.BLOCK_KEY, yaml_emit.FLOW_KEY) if len(value) <= 100 else ()  # longer keys: ruamel's way
        for context in (yaml_emit.BLOCK, yaml_emit.FLOW, *keys):
            assert emitter._oracle(value, context) == value, context


def test_the_strings_a_document_quotes_are_asked_of_ruamel_together() -> None:
    """A turn's log quotes every die's purpose: the strings of a document that are not plain everywhere are
    asked of ruamel in one small document a context (block or flow, key or value), not one a string, and are
    written as ruamel writes the whole document."""
    quoted = ["a: b", "a, b", "it's", 'say "hi"', "#a", "yes", "null", "1.5", "- x", "? x", "[a]", "{a}", "'a'",
              "%pct", "@at", "a #b", "Всеволод: князь", "tab\tin", " leading", "...x", "Event in suzdal: 1d12 (PROV-3)"]
    data = {"values": {**{f"k{i}": value for i, value in enumerate(quoted)}, "z": []},
            "keys": {**{value: i for i, value in enumerate(quoted)}, "z": []},
            "flow": [value for value in quoted if not _forced_double(value)],
            "flow_keys": [{value: 1 for value in quoted if not _forced_double(value)}]}
    asked: list[Any] = []

    def ruamel(document: Any) -> str:
        asked.append(document)
        return _ruamel_dump(document)

    emitter = yaml_emit.Emitter(ruamel, _forced_double)
    assert emitter.dump(data) == _ruamel_dump(data)
    assert len(asked) == 4
    asked.clear()
    assert emitter.dump(data) == _ruamel_dump(data)  # remembered
    assert not asked


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(KEY, DATA, min_size=1, max_size=5))
def test_the_fast_loader_reads_what_ruamel_reads_from_our_files(data: Any) -> None:
    """Our own files (states, logs): whatever the fast loader takes, it reads as ruamel's safe loader does."""
    text = _ruamel_dump(data)
    try:
        fast = yaml_fast.load(text)
    except yaml_fast.Unsupported:
        return
    assert typed(fast) == typed(safe_load(text))


# Fragments of YAML written by hand: indentation, comments, flow collections over lines, quotes, and errors.
LINES = st.sampled_from([
    "a: 1", "b: x y", "c:", "  d: 2", "  - e", "- f", "- g: 3", "  h: [1, 2]", "i: {j: k, l: [m]}", "n: 'o p'",
    'q: "r\\ts"', "# comment", "", "t: u # note", "v: {w: 1,", "   x: 2}", "y: [", "  z]", "a: b: c", "  - - d",
    "e: &anchor 1", "f: *anchor", "g: !tag h", "<<: {i: 1}", "? j", "k:  l", "m:\tn", "o: 'p", "q: \"r",
    "a: 1", "s: -1", "t: 1.5", "u: 0x10", "v: yes", "w: ~", "x: 2026-01-01", "- ", "-", "y: - z", "{a: 1}: b",
    " c: 1", "d:  # note", "  e", "f: [g, {h: i}]", "j: {k: [l, m]}", "n: ''", "o: \"\"", "p: 'it''s'",
    "q: \"\\u00e9\\x41\"", "r: \"\\z\"", "--- ", "...", "%YAML 1.2", "s: t:", "u: v #", "w: 'x' y",
])


@settings(max_examples=1500, deadline=None)
@given(st.lists(LINES, min_size=1, max_size=8))
def test_the_fast_loader_takes_only_what_ruamel_takes_and_reads_it_the_same(lines: list[str]) -> None:
    """Untrusted text (orders, scenarios, dice, settings): a text the fast path accepts is one that ruamel's
    round-trip loader and `_refuse_features` accept too, with the same plain data, and the safe loader agrees."""
    text = "\n".join(lines) + "\n"
    try:
        fast = yaml_fast.load(text)
    except yaml_fast.Unsupported:
        return
    _refuse_features(text, "test.yaml", 0)  # raises if ruamel's features check refuses it
    assert typed(fast) == typed(_plain(YAML(typ="rt").load(text)))
    assert typed(fast) == typed(safe_load(text))


@pytest.mark.parametrize("text", [
    "a: 1\na: 2\n",  # a duplicate key: ruamel's error, with its line
    "a: [1, 2\n",  # an unclosed flow sequence
    "a:\n  b: 1\n c: 2\n",  # bad indentation
    "a: *x\n",  # an alias
    "a: !!str 1\n",  # a tag
    "a: |\n  text\n",  # a block scalar
])
def test_the_fast_loader_leaves_errors_and_features_to_ruamel(text: str) -> None:
    with pytest.raises(yaml_fast.Unsupported):
        yaml_fast.load(text)


def test_the_rules_file_and_the_scenarios_take_the_fast_path() -> None:
    """What every command reads: the rules (comments, flow mappings over several lines) and the scenarios."""
    texts = [rules_text()] + [p.read_text(encoding="utf-8") for p in sorted((REPO / "scenarios").glob("*.yaml"))]
    for text in texts:
        fast = yaml_fast.load(text)
        assert typed(fast) == typed(_plain(YAML(typ="rt").load(text)))


def test_parse_yaml_keeps_line_numbers_on_the_fast_path() -> None:
    """The node tree for line numbers is built when a line is asked for."""
    doc = parse_yaml("dynasty: valois\nactions:\n  - visit: {by: louis, target: anna}\n", "orders.yaml", 10)
    assert doc.data == {"dynasty": "valois", "actions": [{"visit": {"by": "louis", "target": "anna"}}]}
    assert doc.line_of(("actions", 0)) == 13


def test_a_shared_list_is_left_to_ruamel_which_writes_an_anchor() -> None:
    shared = [1, 2]
    text = dump_yaml({"a": shared, "b": shared, "c": [{"d": 1}]})
    assert text == _ruamel_dump({"a": shared, "b": shared, "c": [{"d": 1}]})
    assert "&id001" in text


def test_long_lines_are_left_to_ruamel() -> None:
    data = {"a": ["word " * 900, {"b": 1}], "c": {"d": "x" * 5000, "e": [1]}}
    assert dump_yaml(data) == _ruamel_dump(data)


def test_a_state_file_round_trips_through_both_paths(tmp_path: Path) -> None:
    """A campaign's files as the program writes them: read fast, written fast, the same bytes again."""
    from dynasty.engine.game_start import start_game
    from dynasty.game.scenario import load_scenario

    game = start_game(load_scenario(REPO / "scenarios" / "classic.yaml"), "classic", seed=5)
    data = game.state.to_data()
    text = dump_yaml(data)
    assert text == _ruamel_dump(data)
    assert typed(yaml_fast.load(text)) == typed(safe_load(text))
    out = io.StringIO(text)
    assert dump_yaml(yaml_fast.load(out.read())) == text
