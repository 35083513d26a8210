"""Order templates (`dynasty template`) and the JSON Schema of order files (`dynasty schema`).

Issue: "every template of the shipped scenarios passes `check`"; templates start with the
yaml-language-server `$schema` comment; `dynasty schema` prints the JSON Schema of order files.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from dynasty.engine.game_start import GameStart, start_game
from dynasty.game.relations import enemies_of
from dynasty.game.rules import Rules
from dynasty.game.scenario import LoadedScenario, load_scenario
from dynasty.game.state import GameState, War
from dynasty.orders import model as m
from dynasty.orders.check import check_parsed
from dynasty.orders.costs import action_ap
from dynasty.orders.defaults import default_decisions
from dynasty.orders.parse import normalise, parse_orders_text
from dynasty.orders.schema import SCHEMA_DIALECT, order_schema
from dynasty.reports.order_template import SCHEMA_FILE, order_template
from dynasty.store.yaml_io import dump_yaml, parse_yaml
from tests.conftest import SCENARIOS

SEEDS = range(1, 9)
LANGUAGES = ("en", "ru")


@cache
def _scenario(name: str) -> LoadedScenario:
    return load_scenario(SCENARIOS / f"{name}.yaml")


@cache
def _game(name: str, seed: int) -> GameStart:
    return start_game(_scenario(name), name, seed)


_VALIDATORS: dict[int, tuple[Rules, Draft202012Validator]] = {}


def _validator(rules: Rules) -> Draft202012Validator:
    """One validator per rules object (Rules is not hashable, so keyed by identity)."""
    kept = _VALIDATORS.get(id(rules))
    if kept is None or kept[0] is not rules:
        kept = _VALIDATORS[id(rules)] = (rules, Draft202012Validator(order_schema(rules)))
    return kept[1]


def schema_errors(rules: Rules, data: Any) -> list[str]:
    return [error.message for error in _validator(rules).iter_errors(data)]


def check_template(state: GameState, rules: Rules, did: str, language: str) -> tuple[str, Any]:
    """The template's text, after asserting that it parses and passes `check` with no error."""
    text = order_template(state, rules, did, language)  # type: ignore[arg-type]
    shown = f"turns/turn-{state.turn:02d}/orders/{did}.yaml"
    parsed = parse_orders_text(text, shown, rules, language)  # type: ignore[arg-type]
    assert parsed.problems == [], [str(p) for p in parsed.problems]
    problems = check_parsed(parsed, state, rules, language, turn=state.turn,  # type: ignore[arg-type]
                            expected_dynasty=did)
    errors = [str(p) for p in problems if p.severity == "error"]
    assert errors == [], f"{did} ({language}):\n{text}\n" + "\n".join(errors)
    assert parsed.orders is not None
    return text, parsed


def living_dynasties(state: GameState) -> list[str]:
    return [did for did, d in state.dynasties.items() if d.alive]


def with_war(state: GameState, attacker: str, defenders: list[str], general: str | None = None) -> GameState:
    """The state with one more war (WAR-1: the attacker's general, none yet for the defenders)."""
    changed = state.model_copy(deep=True)
    generals: dict[str, str | None] = {attacker: general, **{d: None for d in defenders}}
    changed.wars.append(War(attackers=[attacker], defenders=defenders, generals=generals, started=state.turn))
    return changed


# -- every template of the shipped scenarios ------------------------------------------------------

@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", ["classic", "duel"])
def test_every_template_of_the_shipped_scenarios_passes_check(name: str, seed: int) -> None:
    """Issue: "every template of the shipped scenarios passes `check`"; template.py: "`check` accepts it as
    it stands" — in both languages, with the turn's default decisions (PROV-6) written out."""
    game = _game(name, seed)
    state, rules = game.state, game.rules
    for did in living_dynasties(state):
        for language in LANGUAGES:
            text, parsed = check_template(state, rules, did, language)
            orders = parsed.orders
            assert text.startswith(f"# yaml-language-server: $schema={SCHEMA_FILE}\n")
            assert orders.dynasty == did and orders.turn == state.turn
            # PROV-6: the decisions are the defaults, "what a dynasty that says nothing decides"
            assert orders.decisions == default_decisions(state, rules, did)
            assert orders.actions == []
            # the file as written is valid under the JSON Schema the editor uses
            assert schema_errors(rules, parsed.doc.data) == []


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", ["classic", "duel"])
def test_template_names_every_capable_member_and_no_child_as_actor(name: str, seed: int) -> None:
    """template.py: "each capable member is listed in a comment with what he may do and at what cost"
    (ACT-0: an executor is a living, capable (15+) member); members who may do the same share one list."""
    game = _game(name, seed)
    state, rules = game.state, game.rules
    for did in living_dynasties(state):
        for language in LANGUAGES:
            text = order_template(state, rules, did, language)
            comments = "\n".join(line for line in text.splitlines() if line.lstrip().startswith("#"))
            for cid, character in state.characters.items():
                listed = re.search(rf"^\s*##\s+(?:.*; )?{re.escape(cid)} — {re.escape(character.name)}, "
                                   rf"{character.age}\b", comments, re.MULTILINE)
                capable = character.alive and character.age >= rules.age.capable
                assert bool(listed) == (character.dynasty == did and capable), (did, cid, language)


#: A line of a member's actions at one AP cost: `  ##     2 ОД: Визит (visit), Развлекаться (entertain, 10 монет)`.
AP_LINE = re.compile(r"^\s*##\s+(\d+) (AP|ОД): (.+)$")
ACTION_ENTRY = re.compile(r"([^,()]+?)(?: \(([^)]*)\))?(?:, |$)")


def action_entries(listed: str) -> list[tuple[str, str, str | None]]:
    """`Визит (visit), Бал (ball, 20 монет), gossip, recruit (2 coins per soldier)` → (name, id, price); an
    action whose name is its id is listed by its id alone."""
    entries = []
    for head, inside in ACTION_ENTRY.findall(listed):
        if head in m.ACTION_MODELS:
            entries.append((head, head, inside or None))
        else:
            action_id, _, price = inside.partition(", ")
            entries.append((head, action_id, price or None))
    return entries


@pytest.mark.parametrize("language", LANGUAGES)
def test_template_lists_each_action_by_its_name_and_id_with_its_ap_and_coins(language: str) -> None:
    """template.py: "each capable member is listed in a comment with what he may do and at what cost" — each
    action by its name in the game's language and its id (what he writes), under its AP for him, with its
    coins where it costs any (the action table)."""
    game = _game("duel", 1)
    state, rules = game.state, game.rules
    text = order_template(state, rules, "tverskie", language)  # type: ignore[arg-type]
    head_id = state.dynasties["tverskie"].head or ""
    listed: dict[str, tuple[int, str | None]] = {}  # the head's
    member = None
    for line in text.splitlines():
        listing = re.match(r"^\s*##\s{3}(\S+) — ", line)
        member = listing.group(1) if listing else member
        ap_line = AP_LINE.match(line)
        if ap_line is None or member != head_id:
            continue
        for name, action_id, coins in action_entries(ap_line.group(3)):
            rule = rules.actions.get(action_id)
            assert name in ((rule.ru if language == "ru" else rule.en), action_id)
            assert name != action_id or normalise(rule.en if language == "en" else rule.ru) == normalise(action_id)
            listed[action_id] = (int(ap_line.group(1)), coins)
    head = state.characters[head_id]
    assert listed["visit"] == (action_ap(rules, state.era, "visit", head), None)
    coins = "монет" if language == "ru" else "coins"
    assert listed["entertain"] == (action_ap(rules, state.era, "entertain", head),
                                   f"{rules.actions.entertain.coins} {coins}")
    donate = rules.actions.donate
    assert listed["donate"][1] == f"{donate.coins_min}–{donate.coins_max} {coins}"


def test_template_differs_by_language_but_not_in_its_orders() -> None:
    """CONTRACT Reports: "Languages: `ru` and `en`" — the comments change, and the words of the choices (issue 26:
    `заплатить` in Russian, `pay` in English), but not the orders they say."""
    game = _game("duel", 1)
    state, rules = game.state, game.rules
    for did in living_dynasties(state):
        en, en_parsed = check_template(state, rules, did, "en")
        ru, ru_parsed = check_template(state, rules, did, "ru")
        assert en != ru
        assert "Orders of" in en and "Приказы" in ru
        assert en_parsed.orders == ru_parsed.orders


def test_template_schema_comment_names_the_schema_given() -> None:
    """Editors (yaml-language-server) read the schema named in the first line."""
    game = _game("duel", 1)
    text = order_template(game.state, game.rules, "tverskie", "en", schema="../../order.schema.json")
    assert text.splitlines()[0] == "# yaml-language-server: $schema=../../order.schema.json"


def test_template_names_this_turns_newborns() -> None:
    """GEN-6, MAR-5: the player names the children born at this turn's births; the template lists them
    under `names:` with the name drawn, and `check` accepts them."""
    seen = 0
    for name in ("classic", "duel"):
        for seed in SEEDS:
            game = _game(name, seed)
            state, rules = game.state, game.rules
            for did in living_dynasties(state):
                _, parsed = check_template(state, rules, did, "en")
                born = {cid: c.name for cid, c in state.characters.items()
                        if c.dynasty == did and c.alive and c.born == state.turn}
                assert parsed.orders.names == born
                assert born == {b.child: state.characters[b.child].name for b in game.start.births
                                if b.dynasty == did and state.characters[b.child].alive}
                seen += len(born)
    assert seen > 0  # the seeds do roll births


def test_template_without_newborns_has_no_names_section() -> None:
    """Block style only: a section with nothing to say is left out rather than written `names: {}`."""
    for seed in SEEDS:
        game = _game("duel", seed)
        for did in living_dynasties(game.state):
            if not any(b.dynasty == did for b in game.start.births):
                text = order_template(game.state, game.rules, did, "en")
                assert not re.search(r"^names:", text, re.MULTILINE) and "{}" not in text and "[]" not in text
                return
    pytest.fail("no dynasty without a birth in the seeds")


# -- a template that survives editing ---------------------------------------------------------------

def uncommented(text: str, index: int) -> str:
    """The template with line `index` uncommented as a player does it: its first "#" taken away, with the
    space after it."""
    lines = text.split("\n")
    line = lines[index]
    at = line.index("#")
    lines[index] = line[:at] + line[at + 1:].removeprefix(" ")
    return "\n".join(lines)


def templates_of_several_states() -> list[tuple[str, GameState, Rules, str]]:
    """Templates of new games of both scenarios, of the example campaign's latest turn, and of a state at
    war (a `war:` section), a regency and this turn's newborns among them."""
    found = []
    for name, seed in (("classic", 1), ("classic", 2), ("duel", 1), ("duel", 3)):
        game = _game(name, seed)
        for did in living_dynasties(game.state):
            found.append((f"{name}-{seed}-{did}", game.state, game.rules, did))
    game = _game("duel", 1)
    at_war = with_war(game.state, "tverskie", ["moskovskie"])
    found += [(f"war-{did}", at_war, game.rules, did) for did in ("tverskie", "moskovskie")]
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_uncommenting_any_line_of_a_template_keeps_it_valid_yaml(language: str) -> None:
    """Issue "A template that survives editing": for every commented line of templates of several states,
    uncommenting it gives no YAML error — an example becomes an order line where it stands, an explanation
    (##) stays a comment."""
    for label, state, rules, did in templates_of_several_states():
        text = order_template(state, rules, did, language)  # type: ignore[arg-type]
        for index, line in enumerate(text.split("\n")):
            if not line.lstrip().startswith("#"):
                continue
            edited = uncommented(text, index)
            parsed = parse_orders_text(edited, "x.yaml", rules, language)  # type: ignore[arg-type]
            syntax = [str(p) for p in parsed.problems if p.code == "yaml-syntax"]
            assert syntax == [], f"{label}, line {index + 1}: {line!r}: {syntax}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_example_of_a_template_uncommented_is_read_as_an_order(language: str) -> None:
    """The examples under `actions:` are whole lines at the right indentation: uncommented, each is one more
    action of the file (its placeholders aside, which `check` then names), and the heir's line is the heir."""
    game = _game("duel", 1)
    state, rules = game.state, game.rules
    for did in living_dynasties(state):
        text = order_template(state, rules, did, language)  # type: ignore[arg-type]
        lines = text.split("\n")
        examples = [i for i, line in enumerate(lines) if re.match(r"^  # - ", line)]
        assert len(examples) >= 20
        for index in examples:
            parsed = parse_orders_text(uncommented(text, index), "x.yaml", rules, language)  # type: ignore[arg-type]
            assert parsed.orders is not None
            action = lines[index].split("- ", 1)[1].split(":", 1)[0]
            assert [a.action for a in parsed.orders.actions] == [action], lines[index]
        heir = next(i for i, line in enumerate(lines) if line.startswith("  # heir: "))
        parsed = parse_orders_text(uncommented(text, heir), "x.yaml", rules, language)  # type: ignore[arg-type]
        assert parsed.orders is not None and parsed.orders.decisions.heir == lines[heir].split()[2]


@pytest.mark.parametrize("language", LANGUAGES)
def test_actions_added_under_actions_are_read_in_block_style(language: str) -> None:
    """Issue: "adding `- визит: ...` under `actions:`" — gives a valid file, read with the Russian name."""
    game = _game("duel", 1)
    state, rules = game.state, game.rules
    head = state.dynasties["tverskie"].head
    text = order_template(state, rules, "tverskie", language)  # type: ignore[arg-type]
    edited = text.replace("actions:\n", f"actions:\n  - визит: {{by: {head}, target: ivan}}\n"
                                         f"  - обучение: {{by: {head}, skill: управление}}\n", 1)
    parsed = parse_orders_text(edited, "x.yaml", rules, language)  # type: ignore[arg-type]
    assert parsed.problems == [], [str(p) for p in parsed.problems]
    assert parsed.orders is not None
    assert [(a.action, getattr(a, "skill", None)) for a in parsed.orders.actions] == \
        [("visit", None), ("study", "stewardship")]


@pytest.mark.parametrize("language", LANGUAGES)
def test_template_tells_each_action_with_name_id_ap_coins_and_what_it_does(language: str) -> None:
    """Issue: "the list of what each member can do gives, in the game's language, each action's name and id,
    AP, coins and a few words of what it does" — each explanation line, then its example."""
    game = _game("duel", 1)
    state, rules = game.state, game.rules
    text = order_template(state, rules, "tverskie", language)  # type: ignore[arg-type]
    lines = text.split("\n")
    ap = "ОД" if language == "ru" else "AP"
    told = {}
    for i, line in enumerate(lines):
        example = re.match(r"^  # - (\w+): ", line)
        if example:
            note = re.match(rf"^  ## (.+) \((\w+)\), ([0-9–]+) {ap}(, .+)?: (.+)$", lines[i - 1]) \
                or re.match(rf"^  ## ()(\w+), ([0-9–]+) {ap}(, .+)?: (.+)$", lines[i - 1])  # a name that is its id
            assert note is not None, lines[i - 1]
            name, action_id, _, price, does = note.groups()
            rule = rules.actions.get(action_id)
            assert action_id == example.group(1) and name in ("", rule.ru if language == "ru" else rule.en)
            assert does.strip()
            told[action_id] = price
    coins = "монет" if language == "ru" else "coins"
    assert told["ball"] == f", {rules.actions.ball.coins} {coins}" and told["visit"] is None
    assert {"visit", "study", "recruit", "research", "disband"} <= set(told)


# -- wars --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("language", LANGUAGES)
def test_template_with_a_war_sends_the_army_and_passes_check(language: str) -> None:
    """WAR-2: "the dynasty chooses how many soldiers go into battle"; WAR-11: "default: the whole army" —
    the template has a `war:` entry for the enemy and still passes check; the general (WAR-1) executes no
    action and is shown as such."""
    game = _game("duel", 1)
    rules = game.rules
    general = next(cid for cid in game.state.members("tverskie")
                   if cid != game.state.dynasties["tverskie"].head and game.state.characters[cid].age >= 15)
    state = with_war(game.state, "tverskie", ["moskovskie"], general=general)
    for did, enemy in (("tverskie", "moskovskie"), ("moskovskie", "tverskie")):
        text, parsed = check_template(state, rules, did, language)
        assert parsed.orders.war == {enemy: m.WarOrder(send=state.dynasties[did].army, take=[])}
        assert schema_errors(rules, parsed.doc.data) == []
        assert re.search(r"^war:", text, re.MULTILINE)
    text = order_template(state, rules, "tverskie", language)
    busy = "general at war" if language == "en" else "генерал на войне"
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if re.match(rf"^\s*##\s+{re.escape(general)} — ", line))
    assert busy in lines[at]
    assert not AP_LINE.match(lines[at + 1])  # no list of actions follows


def test_template_with_two_wars_splits_the_army_evenly() -> None:
    """WAR-11: "default: the whole army, split evenly across simultaneous wars" — each war gets the same
    share, and the file passes check."""
    game = _game("classic", 1)
    rules = game.rules
    first, second, third, *_ = living_dynasties(game.state)
    state = with_war(with_war(game.state, first, [second]), third, [first])
    state.dynasties[first].army = 16
    _, parsed = check_template(state, rules, first, "en")
    assert set(parsed.orders.war) == enemies_of(state, first) == {second, third}
    assert [order.send for order in parsed.orders.war.values()] == [8, 8]
    assert all(order.take == [] for order in parsed.orders.war.values())


def test_template_with_two_wars_sends_the_whole_odd_army() -> None:
    """WAR-11: "default: the whole army, split evenly across simultaneous wars" — with an odd army the
    shares differ by at most one and add up to the whole army."""
    game = _game("classic", 1)
    first, second, third, *_ = living_dynasties(game.state)
    state = with_war(with_war(game.state, first, [second]), third, [first])
    state.dynasties[first].army = 15
    _, parsed = check_template(state, game.rules, first, "en")
    sends = [order.send or 0 for order in parsed.orders.war.values()]
    assert sum(sends) == 15 and max(sends) - min(sends) <= 1


# -- the JSON Schema -------------------------------------------------------------------------------

CONTRACT_EXAMPLE = """\
dynasty: valois
turn: 7
decisions:
  famine: {burgundy: pay}          # pay | refuse            (PROV-3)
  disease: {anjou: pay}            # pay | refuse
  volunteers: {anjou: accept}      # accept | refuse
  revolt: {normandy: suppress}     # suppress | yield
  heir: louis-2                    # preferred heir          (SUCC-5)
actions:
  - visit: {by: charles, target: maria-habsburg}
  - mentor: {by: jean, teacher: jeanne, skill: intrigue}
  - mentor: {by: marie, hired_teacher: 5, skill: piety}
  - propose_marriage: {by: henri, target: anna-tudor, terms: {ask: 20}}
  - declare_war: {by: louis, on: habsburg, general: philippe}
war:
  habsburg: {send: 20, take: [alsace, lorraine]}
names:
  child-12: Philippe
"""


ACTION_SAMPLES: dict[str, dict[str, Any]] = {  # each action with valid params
    "find_spouse": {"by": "a"}, "mentor": {"by": "a", "skill": "piety", "teacher": "b"},
    "study": {"by": "a", "skill": "combat"}, "entertain": {"by": "a"}, "isolate": {"by": "a", "target": "b"},
    "release": {"target": "b"}, "abdicate": {"by": "a", "heir": "b"},
    "create_branch": {"by": "a", "members": ["b"], "provinces": ["p"], "coins": 10, "army": 2},
    "name": {"by": "a", "child": "c", "name": "Anne"}, "visit": {"by": "a", "target": "b"},
    "ball": {"by": "a", "guests": ["b", "c"]}, "propose_marriage": {"by": "a", "target": "b"},
    "accept_marriage": {"by": "a", "target": "b"}, "spy": {"by": "a", "target": "b"},
    "gossip": {"by": "a", "target": "d"}, "conspiracy": {"by": "a", "target": "b", "bribe": 10},
    "assassinate": {"by": "a", "target": "b", "mercenary": True}, "donate": {"by": "a", "coins": 10},
    "pilgrimage": {"by": "a"}, "annul": {"by": "a", "spouse": "b"},
    "declare_war": {"by": "a", "on": "d", "general": "b"}, "general": {"by": "a", "war": "d", "general": "b"},
    "offer_peace": {"by": "a", "to": "d", "terms": {"cede": ["p"], "claim": ["q"], "pay": 5}},
    "accept_peace": {"by": "a", "from": "d"}, "recruit": {"by": "a", "points": 3}, "disband": {"points": 3},
    "develop": {"by": "a", "province": "p"}, "pacify": {"by": "a", "province": "p"},
    "research": {"by": "a", "technology": "medicine"},
    }


def test_schema_is_a_valid_draft_2020_12_schema(rules: Rules) -> None:
    """`dynasty schema` "prints the JSON Schema of order files (editors use it for completion)"."""
    schema = order_schema(rules)
    assert schema["$schema"] == SCHEMA_DIALECT == "https://json-schema.org/draft/2020-12/schema"
    assert next(iter(schema)) == "$schema"
    Draft202012Validator.check_schema(schema)
    assert set(schema["properties"]) == {"dynasty", "turn", "decisions", "actions", "war", "names"}


def test_schema_accepts_the_contract_example(rules: Rules) -> None:
    """CONTRACT "Order files": the example order file is valid under the schema."""
    data = parse_yaml(CONTRACT_EXAMPLE, "example.yaml").data
    assert schema_errors(rules, data) == []


def test_schema_accepts_every_action_with_its_required_fields(rules: Rules) -> None:
    assert set(ACTION_SAMPLES) == set(m.ACTION_MODELS)
    for action_id, params in ACTION_SAMPLES.items():
        assert m.ACTION_ADAPTER.validate_python({"action": action_id, **params})  # the parser's model agrees
        data = {"dynasty": "x", "turn": 1, "actions": [{action_id: params}]}
        assert schema_errors(rules, data) == [], action_id


@pytest.mark.parametrize("action, why", [
    ({"vizit": {"by": "a", "target": "b"}}, "unknown action key"),
    ({"visit": {"target": "b"}}, "missing by"),
    ({"visit": {"by": "a"}}, "missing target"),
    ({"visit": {"by": "a", "target": "b", "with": "c"}}, "extra field"),
    ({"visit": {"by": "a", "target": "b"}, "study": {"by": "a", "skill": "piety"}}, "two actions in one item"),
    ({"study": {"by": "a", "skill": "magic"}}, "unknown skill"),
    ({"donate": {"by": "a", "coins": -5}}, "negative coins"),
    ({"visit": {"action": "spy", "by": "a", "target": "b"}}, "action field inside the params"),
    ({"accept_peace": {"by": "a", "from_": "d"}}, "the Python name instead of `from`"),
    ("visit", "a bare name"),
])
def test_schema_refuses_a_bad_action(action: Any, why: str, rules: Rules) -> None:
    data = {"dynasty": "x", "turn": 1, "actions": [action]}
    assert schema_errors(rules, data) != [], why


@pytest.mark.parametrize("data, why", [
    ({"turn": 1}, "missing dynasty"),
    ({"dynasty": "x"}, "missing turn"),
    ({"dynasty": "x", "turn": 0}, "turn below 1"),
    ({"dynasty": "x", "turn": 1, "orders": []}, "unknown top-level field"),
    ({"dynasty": "x", "turn": 1, "decisions": {"famine": {"p": "maybe"}}}, "bad decision"),
    ({"dynasty": "x", "turn": 1, "decisions": {"plague": {}}}, "unknown decision"),
    ({"dynasty": "x", "turn": 1, "war": {"d": {"send": -1}}}, "negative send"),
    ({"dynasty": "x", "turn": 1, "war": {"d": {"send": 5, "retreat": True}}}, "extra war field"),
    ({"dynasty": "x", "turn": 1, "names": {"child-1": ""}}, "empty name"),
])
def test_schema_refuses_a_bad_file(data: dict[str, Any], why: str, rules: Rules) -> None:
    assert schema_errors(rules, data) != [], why


def test_schema_accepts_russian_action_names(rules: Rules) -> None:
    """CONTRACT: "action names also accept their Russian name from RULES.md (for example `визит` for
    `visit`)" — the schema offers the lowercase Russian name of every action."""
    data = {"dynasty": "x", "turn": 1, "actions": [
        {"визит": {"by": "a", "target": "b"}},
        {"найти супруга": {"by": "a"}},
        {"распустить войско": {"points": 2}},
        {"заключить мир": {"by": "a", "from": "d"}},
    ]}
    assert schema_errors(rules, data) == []
    keys = set()
    for item in order_schema(rules)["properties"]["actions"]["anyOf"][0]["items"]["oneOf"]:
        keys |= set(item["properties"])
    for action_id in m.ACTION_MODELS:
        assert action_id in keys and normalise(rules.actions.get(action_id).ru) in keys


def test_schema_accepts_the_russian_names_the_parser_accepts(rules: Rules) -> None:
    """Issue: "action names accepted in English and in Russian"; the schema should not refuse a file that
    `check` reads — here each action's Russian name as the rules data spells it, and with `_`."""
    for action_id, params in ACTION_SAMPLES.items():
        rule = rules.actions.get(action_id)
        for spelling in (rule.ru, rule.ru.replace(" ", "_")):
            text = dump_yaml({"dynasty": "x", "turn": 1, "actions": [{spelling: params}]})
            parsed = parse_orders_text(text, "x.yaml", rules, "en")
            assert parsed.problems == [], spelling  # check reads it
            assert schema_errors(rules, parsed.doc.data) == [], spelling
