"""The reports' view-models (CONTRACT "Reports", INFO-1 .. INFO-5, ERA-6, MOOD-4, ALLY-5, DYN-4): what each
reader is told, built from a scripted duel — a new game with a fixed seed, then turns resolved by the
engine — and the files `new-game`, `resolve` and `report` write."""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.commands.resolve import turn_log
from dynasty.engine.game_start import start_game
from dynasty.engine.turn import resolve
from dynasty.game.campaign import Campaign, GameSettings, SeatSettings
from dynasty.game.dice import Dice
from dynasty.game.learned import learn
from dynasty.game.rules import Rules
from dynasty.game.scenario import NamePools, load_scenario
from dynasty.game.state import GameState
from dynasty.orders.model import OrderFile
from dynasty.reports.build import (
    build_dynasty_report,
    build_gm_report,
    build_public_report,
)
from dynasty.reports.family import mermaid_tree, related_characters
from dynasty.reports.model import DynastyReport, Formula
from dynasty.reports.record import SHOWN_IN_FIGURES, turn_record
from dynasty.reports.texts import HAPPENINGS, happening_text
from dynasty.reports.words import display_names
from tests.order_fixture import order_state

from .conftest import SCENARIOS

SEED = 5  # the duel with this seed has births in both houses on turns 1 and 2
HIDDEN = {"traits", "loyalty", "skills", "mood", "mood_parts", "last_mood", "balance", "army", "technologies"}


@dataclass
class Played:
    """A duel: the state at the start of turn 1 and after each resolved turn, with the logs."""

    rules: Rules
    settings: GameSettings
    states: dict[int, GameState]
    logs: dict[int, dict[str, Any]]  # turn N → the log of resolving turn N
    new_game_log: dict[str, Any]

    def report(self, turn: int, did: str, language: str | None = None) -> DynastyReport:
        settings = self.settings if language is None else self.settings.model_copy(update={"language": language})
        return build_dynasty_report(self.states[turn], self.rules, settings, did, self.logs.get(turn - 1),
                                    self.new_game_log if turn == 1 else None)


def play(turns: int, orders: dict[int, dict[str, list[dict[str, Any]]]] | None = None,
         language: str = "en") -> Played:
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    game = start_game(loaded, "duel", seed=SEED)
    settings = game.settings.model_copy(update={"language": language})
    new_game_log = {"births": [{"child": b.child, "father": b.father, "mother": b.mother, "dynasty": b.dynasty}
                               for b in game.start.births], "dice": game.dice.log()}
    names = {"m": list(loaded.scenario.names.m), "f": list(loaded.scenario.names.f)}
    state = game.state
    states, logs = {1: copy.deepcopy(state)}, {}
    for turn in range(1, turns + 1):
        files = {did: OrderFile.model_validate({"dynasty": did, "turn": turn, "actions": actions})
                 for did, actions in (orders or {}).get(turn, {}).items()}
        dice = Dice(seed=SEED)
        result = resolve(state, files, loaded.rules, dice, names)
        logs[turn] = json.loads(json.dumps(turn_log(turn, result, dice)))  # as read back from log.yaml
        states[turn + 1] = copy.deepcopy(state)
    return Played(loaded.rules, settings, states, logs, new_game_log)


ACTIONS: dict[int, dict[str, list[dict[str, Any]]]] = {1: {
    "tverskie": [{"action": "study", "by": "mikhail", "skill": "learning"},
                 {"action": "entertain", "by": "kseniya"},
                 {"action": "recruit", "by": "mikhail", "points": 3}],
    "moskovskie": [{"action": "donate", "by": "ivan", "coins": 10}]}}


@pytest.fixture(scope="module")
def duel() -> Played:
    return play(2, ACTIONS)


def terms(formula: Formula) -> int:
    """The sum of a formula's parts: `8`, `+ 2 mood (2×1)`, `− 1 age (...)`, `30 before`."""
    total = 0
    for part in formula.parts:
        match = re.match(r"^([+−-]?) ?(\d+)", part)
        assert match is not None, part
        total += -int(match.group(2)) if match.group(1) in ("−", "-") else int(match.group(2))
    return total


def walk(data: Any, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], str]]:
    """Every key of a JSON tree with the path to it."""
    found = []
    if isinstance(data, dict):
        for key, value in data.items():
            found.append((path, key))
            found += walk(value, path + (key,))
    elif isinstance(data, list):
        for item in data:
            found += walk(item, path)
    return found


# -- the figures and how they were computed -----------------------------------------------------------------

@pytest.mark.parametrize("turn", [1, 2, 3])
@pytest.mark.parametrize("did", ["tverskie", "moskovskie"])
def test_dyn_4_the_ap_formula_sums_to_the_turns_ap(duel: Played, turn: int, did: str) -> None:
    """DYN-4: "Full AP of a turn = 8 + 2 × ruling mood + head's stewardship + LOY-5 bonus − AGE-4 penalty
    + technology/era modifiers" — the report shows each term, and they sum to the AP."""
    report = duel.report(turn, did)
    assert report.ap.value == duel.states[turn].dynasties[did].ap
    assert terms(report.ap) == report.ap.value
    assert report.ap.text.startswith(f"{report.ap.value} = 8 ")


def test_treasury_army_and_reputation_start_from_the_last_reports_figures(duel: Played) -> None:
    """CONTRACT "Reports": treasury, army and reputation "each with how it was computed" — the first term
    is the figure of the last report, and the terms sum to the figure now."""
    for did in ("tverskie", "moskovskie"):
        before, now = duel.states[1].dynasties[did], duel.states[2].dynasties[did]
        report = duel.report(2, did)
        for formula, old, new in ((report.treasury, before.balance, now.balance),
                                  (report.army, before.army, now.army),
                                  (report.reputation, before.reputation, now.reputation)):
            assert formula.value == new
            if formula.parts:
                assert formula.parts[0] == f"{old} before"
                assert terms(formula) == new
    tver = duel.report(2, "tverskie")
    assert any("Entertain" in p for p in tver.treasury.parts) and any("income" in p for p in tver.treasury.parts)
    assert "+ 3 Recruit" in tver.army.parts
    assert any("donation by" in p for p in duel.report(2, "moskovskie").reputation.parts)


def test_on_turn_1_the_figures_are_the_starting_ones(duel: Played) -> None:
    report = duel.report(1, "tverskie")
    assert report.treasury == Formula(value=30, before=30, parts=[], text="30")
    assert report.reputation.text == "80"


# -- what happened, and its dice (INFO-5) ---------------------------------------------------------------------

def test_info_5_own_events_and_births_carry_their_dice(duel: Played) -> None:
    """INFO-5: "A player always knows everything about his own dynasty, including the dice rolled for his
    own events, births, actions and checks." """
    for turn in (1, 2):
        report = duel.report(turn, "tverskie")
        events = [h for h in report.happened if h.kind == "event"]
        assert len(events) == len(duel.states[turn].dynasties["tverskie"].provinces)
        assert all(h.dice and h.dice[0].key.startswith(f"t{turn:02d}/province/") for h in events)
        own_births = [h for h in report.happened if h.kind == "birth" and h.dynasty == "tverskie"]
        assert own_births and all(h.dice for h in own_births)
        # a birth's dice: the roll, then the child's sex, name, skills and traits
        assert any(d.key.endswith("/sex") for d in own_births[0].dice)
    study = next(h for h in duel.report(2, "tverskie").happened if h.kind == "study")
    assert [d.key for d in study.dice] == ["t01/action/tverskie/study-1/study"]


def test_info_5_other_dynasties_births_are_told_without_their_dice(duel: Played) -> None:
    """INFO-5: "He never sees another dynasty's dice, except where a rule makes the result public" —
    INFO-3: births are public; their dice are not."""
    for turn in (1, 2):
        report = duel.report(turn, "tverskie")
        theirs = [h for h in report.happened if h.kind == "birth" and h.dynasty == "moskovskie"]
        assert theirs and all(h.public and not h.dice for h in theirs)


def test_info_5_no_die_of_another_dynasty_anywhere_in_a_private_report(duel: Played) -> None:
    """INFO-5: the keys of the other house's dice (its provinces, its couples, its actions) appear nowhere."""
    for turn in (1, 2, 3):
        report = duel.report(turn, "tverskie")
        keys = [d.key for h in report.happened for d in h.dice]
        assert keys
        theirs = ["moskovskie", "moskva", "kolomna", "mozhaysk", "ivan"]
        assert not [k for k in keys if any(word in k for word in theirs)], keys
        assert "moskovskie" not in json.dumps([h.model_dump() for h in report.happened if h.dice])


def test_info_5_the_gm_sees_every_die_and_every_outcome(duel: Played) -> None:
    gm = build_gm_report(duel.states[2], duel.rules, duel.settings, duel.logs[1])
    assert [d.key for d in gm.dice] == [d["key"] for d in duel.logs[1]["dice"]]
    assert any(h.kind == "initiative" for h in gm.happened)
    # what only the figures show (where they start, what each action cost) is in each dynasty's figures
    assert {h.kind for h in gm.happened} >= {o["kind"] for o in duel.logs[1]["outcomes"]} - SHOWN_IN_FIGURES
    assert not {h.kind for h in gm.happened} & SHOWN_IN_FIGURES
    assert [r.dynasty for r in gm.dynasties] == ["tverskie", "moskovskie"]
    assert set(gm.ap_spent) == {"tverskie", "moskovskie"}
    assert "mermaid" not in gm.family_tree and gm.family_tree.startswith("flowchart TD")


def test_prov_6_the_gm_report_lists_the_defaults_and_the_silent_dynasties() -> None:
    """PROV-6: "reports say which decisions were defaults"; a dynasty without orders plays the defaults."""
    played = play(1)
    gm = build_gm_report(played.states[2], played.rules, played.settings, played.logs[1])
    defaults = [o for o in played.logs[1]["outcomes"] if (o.get("params") or {}).get("default") is True]
    assert len(gm.defaults) == len(defaults) + 2
    silent = played.states[2].dynasties["tverskie"].name
    assert any(silent in line and "no orders" in line for line in gm.defaults)


def test_private_reports_skip_gm_only_and_other_private_outcomes(duel: Played) -> None:
    report = duel.report(2, "tverskie")
    kinds = {h.kind for h in report.happened}
    assert "initiative" not in kinds
    assert "donate" not in kinds  # a private action of the other house
    assert not any(h.dynasty == "moskovskie" and not h.public for h in report.happened)


def test_the_public_chronicle_tells_only_public_outcomes_without_dice(duel: Played) -> None:
    """CONTRACT: "The public chronicle lists births, deaths, marriages ... and nothing private."""
    public = build_public_report(duel.states[2], duel.rules, duel.settings, duel.logs[1])
    assert public.happened and all(h.public and not h.dice for h in public.happened)
    assert {h.kind for h in public.happened} <= {"birth", "death", "marriage", "new-head", "defeat", "extinct",
                                                 "province-lost", "province-taken", "game-over", "new-era"}
    assert [d.id for d in public.dynasties] == ["tverskie", "moskovskie"]
    assert all(d.relation == "" and d.known == [] for d in public.dynasties)
    keys = {key for _, key in walk(public.model_dump(mode="json"))}
    assert not keys & HIDDEN


# -- members (MOOD-4) and provinces ---------------------------------------------------------------------------

def test_mood_4_members_carry_their_mood_and_its_parts_after_a_resolved_turn(duel: Played) -> None:
    """MOOD-4: "each report lists the contributions, so a player can see why a mood is what it is." """
    report = duel.report(2, "tverskie")
    assert [m.id for m in report.members] == duel.states[2].members("tverskie")
    for member in report.members:
        if member.born == 2:  # born after the last step 4: no mood yet
            assert member.last_mood is None and member.mood_parts == []
            continue
        assert member.last_mood is not None
        assert sum(p.amount for p in member.mood_parts) == member.last_mood
    kseniya = next(m for m in report.members if m.id == "kseniya")
    assert "entertain" in {p.cause for p in kseniya.mood_parts}  # MOOD-4: executing Entertain gives +1
    head = next(m for m in report.members if m.id == "mikhail")
    assert [(p.amount, p.cause) for p in head.mood_parts] == [(-1, "workaholic.second_action")]
    assert all(m.last_mood is None and m.mood_parts == [] for m in duel.report(1, "tverskie").members)


def test_members_have_their_roles_status_and_everything_else(duel: Played) -> None:
    state = duel.states[1]
    report = duel.report(1, "tverskie")
    head = next(m for m in report.members if m.id == "mikhail")
    assert "head" in head.roles and head.spouse == "kseniya"
    assert head.traits == state.characters["mikhail"].traits
    assert head.skills == state.characters["mikhail"].skills.as_dict()
    children = [m for m in report.members if m.age < 15]
    assert children and all("child" in m.status for m in children)
    assert sum("heir" in m.roles for m in report.members) == 1


def test_provinces_show_loyalty_yield_and_this_turns_event(duel: Played) -> None:
    report = duel.report(2, "moskovskie")
    state = duel.states[2]
    assert [p.id for p in report.provinces] == state.dynasties["moskovskie"].provinces
    for view in report.provinces:
        event = state.provinces[view.id].event
        assert event is not None and view.event is not None
        assert (view.event.kind, view.event.roll, view.event.decision) == (event.kind, event.roll, event.decision)
        assert view.yield_ == state.provinces[view.id].yield_


def test_prov_6_decisions_pending_carry_their_default(duel: Played) -> None:
    """PROV-6: the decisions to take now, each with the default that applies when the orders say nothing."""
    state = duel.states[2]
    report = duel.report(2, "moskovskie")
    pending = {pid for pid in state.dynasties["moskovskie"].provinces
               if (e := state.provinces[pid].event) is not None and e.decision is not None}
    views = [d for d in report.decisions if d.province is not None]
    assert {d.province for d in views} == pending
    for view in views:
        assert view.default in view.choices
    heir = next(d for d in report.decisions if d.kind == "heir")
    assert heir.default in heir.choices


# -- the others: INFO-3, INFO-4, ALLY-5 -------------------------------------------------------------------------

def test_info_3_others_carry_public_facts_and_no_hidden_field(duel: Played) -> None:
    """INFO-3: "Everything else of another dynasty — traits, loyalty, mood, skills, treasury, army strength,
    technologies — is hidden until learned." Not a key of them under `others`, but inside `known`. The members
    of a house that is neither an ally nor kin, and of which nothing was learned, are the chronicle's."""
    for turn in (1, 2, 3):
        data = json.loads(duel.report(turn, "tverskie").model_dump_json())
        others = data["others"]
        leaks = [(path, key) for path, key in walk(others) if key in HIDDEN and "known" not in path]
        assert not leaks
        moscow = others[0]
        assert moscow["id"] == "moskovskie" and moscow["relation"] == "enemy"
        state = duel.states[turn]
        assert [m["id"] for m in moscow["members"]] == (state.members("moskovskie") if moscow["roster"] else [])
        chronicle = json.loads(build_public_report(state, duel.rules, duel.settings, duel.logs.get(turn - 1)
                                                   ).model_dump_json())
        listed = next(d for d in chronicle["dynasties"] if d["id"] == "moskovskie")
        assert [m["id"] for m in listed["members"]] == state.members("moskovskie")
        assert moscow["reputation"] == state.dynasties["moskovskie"].reputation
        assert moscow["provinces"] == state.dynasties["moskovskie"].provinces


def test_info_4_a_learned_fact_shows_with_the_turn_it_was_learned(duel: Played) -> None:
    """INFO-4: "A learned fact is shown with the turn it was learned ("loyalty 2, as of turn 7")"."""
    state = copy.deepcopy(duel.states[2])
    learn(state, "tverskie", "mariya-moskovskie", "loyalty", 4, "visit", turn=1)
    learn(state, "tverskie", "moskovskie", "army", 15, "spy")
    report = build_dynasty_report(state, duel.rules, duel.settings, "tverskie", duel.logs[1], None)
    known = report.others[0].known
    assert [(f.subject, f.fact, f.value, f.turn, f.source) for f in known] == [
        ("moskovskie", "army", 15, 2, "spy"), ("mariya-moskovskie", "loyalty", 4, 1, "visit")]
    other = build_dynasty_report(state, duel.rules, duel.settings, "moskovskie", duel.logs[1], None)
    assert other.others[0].known == []  # what tverskie learned is its own


def test_info_4_facts_about_a_character_follow_him_to_his_new_dynasty() -> None:
    """INFO-4: "Facts about a character disappear from no report when he changes dynasty." """
    state = order_state()
    learn(state, "valois", "margarethe", "traits", ["honest"], "visit")
    state.characters["margarethe"].dynasty = "tudor"
    report = build_dynasty_report(state, default_rules(), settings_for(state), "valois", None, None)
    tudor = next(o for o in report.others if o.id == "tudor")
    assert [f.subject for f in tudor.known] == ["margarethe"]


def default_rules() -> Rules:
    from dynasty.game.rules import default_rules as rules

    return rules()


def settings_for(state: GameState, language: str = "en") -> GameSettings:
    return GameSettings(title="Test", scenario="test", seed=1, language=language,  # type: ignore[arg-type]
                        names=NamePools(m=["Jean"], f=["Jeanne"]),
                        dynasties={did: SeatSettings() for did in state.dynasties})


@pytest.mark.parametrize(("language", "valois_reason", "habsburg_reason"), [
    ("en", "your head's daughter Isabelle is there", "their head's daughter Isabelle is with you"),
    ("ru", "в их роду Isabelle, дочь вашего главы", "в вашем роду Isabelle, дочь их главы"),
])
def test_ally_5_each_other_dynasty_is_ally_or_enemy_with_the_reason(language: str, valois_reason: str,
                                                                    habsburg_reason: str) -> None:
    """ALLY-5: "reports list each other dynasty as ally or enemy with the reason ("your head's daughter
    Anna is there")"; seen from the other side, the reason reads from there."""
    state = order_state()
    rules, settings = default_rules(), settings_for(state, language)
    valois = build_dynasty_report(state, rules, settings, "valois", None, None)
    relations = {o.id: (o.relation, o.reason) for o in valois.others}
    assert relations["habsburg"] == ("ally", valois_reason)
    assert relations["tudor"] == ("enemy", "")
    assert relations["york"][0] == ""  # destroyed: neither
    habsburg = build_dynasty_report(state, rules, settings, "habsburg", None, None)
    assert {o.id: (o.relation, o.reason) for o in habsburg.others}["valois"] == ("ally", habsburg_reason)


def test_wars_and_generals_in_a_private_report() -> None:
    state = order_state()
    report = build_dynasty_report(state, default_rules(), settings_for(state), "valois", None, None)
    assert [(w.enemy, w.side, w.general) for w in report.wars] == [("tudor", "attacker", "philippe")]
    philippe = next(m for m in report.members if m.id == "philippe")
    assert "general" in philippe.roles
    blanche = next(m for m in report.members if m.id == "blanche")
    assert "isolated" in blanche.status


# -- the era (ERA-6) -----------------------------------------------------------------------------------------

def test_era_6_each_report_names_the_era_and_its_effects(duel: Played) -> None:
    """ERA-6: "Each report names the current era and its effects; the public chronicle announces a new
    era." """
    for language, name, words in (("en", "Age of Discovery", "AP less"), ("ru", "Эпоха открытий", "ОД дешевле")):
        report = duel.report(2, "tverskie", language)
        assert report.era.id == "discovery" and report.era.name == name
        assert any(words in effect for effect in report.era.effects)
    public = build_public_report(duel.states[1], duel.rules, duel.settings, None, duel.new_game_log)
    assert public.happened[0].kind == "new-era" and "Age of Discovery" in public.happened[0].text


def test_era_6_the_chronicle_announces_a_new_era() -> None:
    """ERA-6: the chronicle says once that the era began; its effects are in the report's heading (`era`),
    not repeated in the line."""
    played = play(4)
    public = build_public_report(played.states[5], played.rules, played.settings, played.logs[4])
    announced = [h for h in public.happened if h.kind == "new-era"]
    assert len(announced) == 1 and announced[0].text == "The Age of Intrigue has begun."
    assert public.era.id == "intrigue"
    assert any("Spy" in effect for effect in public.era.effects)  # with its effects, in the heading


# -- texts, family trees, JSON ---------------------------------------------------------------------------

def test_every_outcome_kind_has_words_in_both_languages_and_an_unknown_one_never_fails() -> None:
    state = order_state()
    names = display_names(state)
    for kind in HAPPENINGS:
        for language in ("en", "ru"):
            text = happening_text({"kind": kind, "dynasty": "valois", "params": {}}, language, names)
            assert text and "{" not in text, (kind, text)
    odd = happening_text({"kind": "comet", "dynasty": "valois", "params": {"seen_by": "louis", "n": 3}}, "en", names)
    assert odd == "Valois: comet (seen_by: Louis, n: 3)."
    assert happening_text({}, "ru", names) == "?."


def test_happening_texts_name_people_by_name_not_id(duel: Played) -> None:
    report = duel.report(2, "tverskie", "ru")
    study = next(h for h in report.happened if h.kind == "study")
    assert study.text.startswith("Михаил") and "mikhail" not in study.text
    assert all("{" not in h.text for h in report.happened)


def test_the_family_tree_draws_the_dynasty_and_its_relatives_abroad() -> None:
    """INFO-3: family links are public — the private tree draws the members and the relatives of other
    houses linked to them; the GM's draws every house. Node ids are Mermaid-safe."""
    state = order_state()
    drawn = related_characters(state, "valois")
    assert {"louis", "anne", "robert", "isabelle"} <= drawn
    assert not {"rudolf", "max", "henry"} & drawn  # linked to isabelle, not to a valois member
    tree = mermaid_tree(state, drawn, "en")
    assert tree.startswith("flowchart TD\n")
    assert 'subgraph d_valois["Valois"]' in tree and "subgraph d_habsburg" in tree
    assert "c_louis --> c_isabelle" in tree and "c_louis ---|⚭| c_anne" in tree
    assert 'c_robert["Robert, 60 †"]' in tree and 'c_louis["Louis, 40, head"]' in tree  # names, not ids
    node_ids = re.findall(r"^\s*(\w[^\s\[]*)\[", tree, flags=re.M)
    assert node_ids and all(re.fullmatch(r"[A-Za-z0-9_]+", n) for n in node_ids)
    everyone = mermaid_tree(state, state.characters, "en")
    assert all(f'c_{cid}["{c.name}, {c.age}' in everyone for cid, c in state.characters.items())


def test_mermaid_ids_stay_unique_when_ids_differ_only_by_a_dash() -> None:
    state = order_state()
    state.characters["jean-x"] = state.characters["jean"].model_copy()
    state.characters["jean_x"] = state.characters["jean"].model_copy()
    tree = mermaid_tree(state, {"jean-x", "jean_x"}, "en")
    assert "c_jean_x[" in tree and "c_jean_x_2[" in tree


def test_the_json_report_round_trips(duel: Played) -> None:
    """CONTRACT: "`<id>.json` the same knowledge, machine-readable" — the view-model itself."""
    for turn in (1, 2, 3):
        report = duel.report(turn, "moskovskie", "ru")
        text = report.model_dump_json(indent=2)
        assert DynastyReport.model_validate_json(text) == report
        assert "Иван" in text  # UTF-8, readable


def test_the_template_is_the_order_template_of_the_turn(duel: Played) -> None:
    report = duel.report(2, "tverskie")
    assert report.template.startswith("# yaml-language-server")
    assert "dynasty: tverskie\nturn: 2\n" in report.template


def test_turn_record_adds_this_turns_events_and_births_only_once(duel: Played) -> None:
    record = turn_record(duel.states[2], duel.logs[1], None)
    events = [o["params"]["province"] for o in record.outcomes if o["kind"] == "event"]
    assert sorted(events) == sorted(duel.states[2].provinces)
    births = [o["params"]["child"] for o in record.outcomes if o["kind"] == "birth"]
    assert len(births) == len(set(births)) == sum(1 for c in duel.states[2].characters.values() if c.born == 2)


# -- the files: new-game, resolve, report ------------------------------------------------------------------

def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def expected_files(turn: int) -> set[str]:
    return {f"reports/turn-{turn:02d}/{name}" for name in (
        "tverskie.md", "tverskie.json", "tverskie.orders.yaml", "moskovskie.md", "moskovskie.json",
        "moskovskie.orders.yaml", "public.md", "public.json", "gm.md", "tverskie.ged", "moskovskie.ged", "gm.ged",
        "tverskie.svg", "moskovskie.svg", "gm.svg", "gm.png")}


def test_new_game_and_resolve_write_the_reports_and_force_rewrites_them_identically(tmp_path: Path) -> None:
    """CONTRACT: new-game "writes turn 1's state and reports"; resolve "writes log.yaml, turn N+1's state and
    reports"; the same inputs give the same bytes."""
    started = run("new-game", str(SCENARIOS / "duel.yaml"), "--seed", str(SEED), "--game", str(tmp_path))
    assert started.exit_code == 0, started.output
    assert expected_files(1) <= set(snapshot(tmp_path))
    assert "reports/turn-01/ (30 файлов)" in started.output  # a folder of many files (and the posts) by its count
    resolved = run("resolve", "1", "--yes", "--game", str(tmp_path))
    assert resolved.exit_code == 0, resolved.output
    assert "reports/turn-02/ (30 файлов)" in resolved.output and "turns/turn-02/state.yaml" in resolved.output
    first = snapshot(tmp_path / "reports")
    assert expected_files(2) <= {f"reports/{p}" for p in first}
    again = run("resolve", "1", "--yes", "--force", "--game", str(tmp_path))
    assert again.exit_code == 0, again.output
    assert snapshot(tmp_path / "reports") == first
    report = DynastyReport.model_validate_json(first["turn-02/tverskie.json"])
    assert report.turn == 2 and report.dynasty == "tverskie"
    assert first["turn-02/tverskie.orders.yaml"].decode() == report.template
    assert "Иван" in first["turn-02/moskovskie.json"].decode()
    # `report --write` renders the same files again from the stored state and log
    written = run("report", "2", "--write", "--game", str(tmp_path))
    assert written.exit_code == 0, written.output
    rewritten = run("report", "1", "--write", "--game", str(tmp_path))
    assert rewritten.exit_code == 0, rewritten.output
    assert snapshot(tmp_path / "reports") == first


def test_report_prints_a_dynasty_the_chronicle_or_the_gm_report(tmp_path: Path) -> None:
    """CONTRACT: `dynasty report TURN [--dynasty ID] [--format md|bbcode|json]`."""
    assert run("new-game", str(SCENARIOS / "duel.yaml"), "--seed", str(SEED), "--game", str(tmp_path)).exit_code == 0
    game = str(tmp_path)
    as_json = run("report", "1", "--dynasty", "tverskie", "--format", "json", "--game", game)
    assert as_json.exit_code == 0, as_json.output
    assert as_json.stdout == (tmp_path / "reports/turn-01/tverskie.json").read_text(encoding="utf-8")
    markdown = run("report", "turn-01", "--dynasty", "tverskie", "--game", game)
    assert markdown.stdout == (tmp_path / "reports/turn-01/tverskie.md").read_text(encoding="utf-8")
    assert run("report", "1", "--game", game).stdout == (tmp_path / "reports/turn-01/public.md").read_text(
        encoding="utf-8")
    assert run("report", "1", "--dynasty", "gm", "--game", game).stdout == (
        tmp_path / "reports/turn-01/gm.md").read_text(encoding="utf-8")
    bbcode = run("report", "1", "--dynasty", "moskovskie", "--format", "bbcode", "--game", game)
    assert bbcode.exit_code == 0 and "[b]" in bbcode.stdout
    public_json = json.loads(run("report", "1", "--format", "json", "--game", game).stdout)
    assert public_json["turn"] == 1 and "dynasties" in public_json


@pytest.mark.parametrize(("args", "says"), [
    (("report", "1", "--dynasty", "nobody"), "'nobody' — нет такой династии в ходе 1"),
    (("report", "7"), "у хода 7 нет состояния"),
    (("report", "1", "--format", "pdf"), "'pdf' — не формат отчёта"),
])
def test_report_errors_are_one_line_and_exit_1(tmp_path: Path, args: tuple[str, ...], says: str) -> None:
    assert run("new-game", str(SCENARIOS / "duel.yaml"), "--seed", str(SEED), "--game", str(tmp_path)).exit_code == 0
    result = run(*args, "--game", str(tmp_path))
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert len(result.stderr.splitlines()) == 1 and says in result.stderr


def test_reports_of_a_campaign_folder_use_its_language(tmp_path: Path) -> None:
    assert run("new-game", str(SCENARIOS / "duel.yaml"), "--seed", str(SEED), "--game", str(tmp_path)).exit_code == 0
    campaign = Campaign(tmp_path)
    data = json.loads((tmp_path / "reports/turn-01/tverskie.json").read_text(encoding="utf-8"))
    assert data["language"] == campaign.settings.language == "ru"
    assert data["era"]["name"] == "Эпоха открытий"
