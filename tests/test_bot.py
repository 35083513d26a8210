"""The built-in player (BRANCH-10, CONTRACT `dynasty bot`): legal orders over whole games, decided from what
the dynasty knows only (INFO-1 .. INFO-5: the data its own report puts in words), deterministic, and the
command that writes them without ever touching a player's file.

Every assertion holds for any dice: the long games are played with seeded dice, and what they assert is that
each order file the bot writes passes `dynasty check` — whatever happened in the game.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner, Result

from dynasty.bot import BOT_MARK, BotPlan, bot_orders, bot_orders_for, bot_plan, knowledge_for, orders_text
from dynasty.bot.personality import BALANCED, PERSONALITIES, TODAY, Personality
from dynasty.bot.plan import stable_hash, stable_hasher
from dynasty.commands.cli import app
from dynasty.commands.player_check import state_from_report
from dynasty.commands.resolve import turn_log
from dynasty.engine.game_start import start_game
from dynasty.engine.turn import resolve
from dynasty.errors import Problem
from dynasty.game.campaign import Campaign, GameSettings, SeatSettings
from dynasty.game.dice import Dice
from dynasty.game.learned import learn
from dynasty.game.rules import Rules, default_rules
from dynasty.game.scenario import NamePools, load_scenario
from dynasty.game.state import GameState, Proposal, ProvinceEvent, War
from dynasty.orders import model as m
from dynasty.orders.check import check_parsed
from dynasty.orders.costs import action_ap, action_coins, decisions_coins
from dynasty.orders.parse import parse_orders_text
from dynasty.reports.build import build_dynasty_report, build_public_report
from dynasty.reports.fog import DynastyKnowledge
from dynasty.reports.model import DynastyReport
from tests.builders import StateBuilder, hide_differently, skills
from tests.order_fixture import order_state

from .conftest import SCENARIOS

# -- helpers ----------------------------------------------------------------------------------------------------


def settings_for(state: GameState, language: str = "en", master: tuple[str, ...] = ()) -> GameSettings:
    return GameSettings(title="Bot tests", scenario="test", seed=1, language=language,  # type: ignore[arg-type]
                        names=NamePools(m=["Jean"], f=["Jeanne"]),
                        dynasties={did: SeatSettings(controller="master" if did in master else "player")
                                   for did in state.dynasties})


def report_of(state: GameState, did: str, log: dict[str, Any] | None = None, language: str = "en") -> DynastyReport:
    return build_dynasty_report(state, default_rules(), settings_for(state, language), did, log)


def knowledge_of(state: GameState, did: str, log: dict[str, Any] | None = None) -> DynastyKnowledge:
    return knowledge_for(state, default_rules(), did, log)


def plan_of(state: GameState, did: str, log: dict[str, Any] | None = None,
            personality: Personality = BALANCED) -> BotPlan:
    return bot_plan(knowledge_of(state, did, log), default_rules(), personality)


def problems(plan: BotPlan, state: GameState, rules: Rules, report: DynastyReport, language: str = "en") -> list[str]:
    """The errors of the bot's order file, as written, by the GM's check (the state) and by the player's own
    check (his report and the chronicle's data); and the file must read back as the orders the bot meant."""
    did = plan.orders.dynasty
    text = orders_text(plan, state.dynasties[did].name, "ru" if language == "ru" else "en")
    parsed = parse_orders_text(text, f"turns/turn-{state.turn:02d}/orders/{did}.yaml", rules,
                               "ru" if language == "ru" else "en")
    assert parsed.orders == plan.orders, text
    # the player's check reads the members of the houses his report leaves to the chronicle there
    chronicle = build_public_report(state, rules, settings_for(state, language), None)
    seen, _ = state_from_report(report, chronicle=chronicle)
    found: list[Problem] = []
    for world in (state, seen):
        found += check_parsed(parsed, world, rules, "ru" if language == "ru" else "en", turn=state.turn,
                              expected_dynasty=did)
    return [f"{p}\n{text}" for p in found if p.severity == "error"]


def actions(orders: m.OrderFile, action: str) -> list[Any]:
    return [a for a in orders.actions if a.action == action]


def proposal_log(turn: int, by: str, by_dynasty: str, target: str, target_dynasty: str) -> dict[str, Any]:
    """The log of the turn before, telling of a marriage proposal (ACT-propose_marriage: public)."""
    return {"turn": turn, "outcomes": [{"step": "actions", "kind": "proposal", "dynasty": by_dynasty, "public": True,
                                        "concerns": [target_dynasty],
                                        "params": {"n": 1, "by": by, "target": target, "target_dynasty":
                                                   target_dynasty, "pay": 0, "ask": 0, "vassal": None}}],
            "dice": [], "missing_orders": []}


# -- (a) whole games: every order file passes the check -------------------------------------------------------


def bot_game(scenario: str, seed: int, turns: int) -> Iterator[tuple[GameState, str, BotPlan, DynastyReport]]:
    """A game in memory where the bot plays every dynasty: yields each order file before the turn resolves."""
    loaded = load_scenario(SCENARIOS / f"{scenario}.yaml")
    game = start_game(loaded, scenario, seed=seed)
    state, rules, settings = game.state, game.rules, game.settings
    names = {"m": list(loaded.scenario.names.m), "f": list(loaded.scenario.names.f)}
    log: dict[str, Any] | None = None
    for _ in range(turns):
        if state.winners:
            return
        orders = {}
        for did in state.living_dynasties():
            report = build_dynasty_report(state, rules, settings, did, log)
            plan = bot_plan(knowledge_for(state, rules, did, log), rules)
            yield state, did, plan, report
            orders[did] = plan.orders
        dice = Dice(seed=seed)
        turn = state.turn
        result = resolve(state, orders, rules, dice, names)
        log = json.loads(json.dumps(turn_log(turn, result, dice)))  # as read back from log.yaml


@pytest.mark.parametrize("scenario", ["classic", "duel"])
@pytest.mark.parametrize("seed", [2, 4])
def test_branch_10_the_bots_orders_pass_the_check_every_turn_of_thirty(scenario: str, seed: int) -> None:
    """BRANCH-10: "a master-run dynasty gets its orders from the master (an order file like any other, or the
    built-in bot)". Every file the bot writes, for every dynasty, passes the GM's `check` and the player's
    check against his report with no error — DYN-4 (AP), DYN-5 (one action a member), DYN-7 (coins), ARMY-2,
    AGE-1, MAR-2 and the rest — and every pending decision is answered (PROV-6)."""
    rules = default_rules()
    errors: list[str] = []
    files = turns = 0
    for state, did, plan, report in bot_game(scenario, seed, 30):
        files += 1
        turns = state.turn
        errors += problems(plan, state, rules, report)
        decisions = plan.orders.decisions
        for pid in state.dynasties[did].provinces:
            event = state.provinces[pid].event
            if event is not None and event.decision is not None:
                assert pid in getattr(decisions, event.decision), (did, pid, event.decision)
    assert errors == []
    assert files >= turns > 1


@given(st.text(max_size=20), st.integers(0, 999), st.text(max_size=20), st.text(max_size=20))
def test_the_hash_of_many_endings_begun_once_is_the_hash_of_each(me: str, turn: int, what: str, last: str) -> None:
    """The turn's deterministic variety (`stable_hash`) of many members, its beginning hashed once
    (`stable_hasher`), orders them as it did."""
    assert stable_hasher(me, turn, what)(last) == stable_hash(me, turn, what, last)


# -- (b) fog of war --------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def played_classic() -> tuple[GameState, dict[str, Any], GameSettings]:
    """A classic game after four turns of the bot, with a log for the reports."""
    loaded = load_scenario(SCENARIOS / "classic.yaml")
    game = start_game(loaded, "classic", seed=3)
    state, rules, settings = game.state, game.rules, game.settings
    names = {"m": list(loaded.scenario.names.m), "f": list(loaded.scenario.names.f)}
    log: dict[str, Any] = {}
    for _ in range(4):
        orders = {did: bot_orders_for(state, rules, did, log or None) for did in state.living_dynasties()}
        dice = Dice(seed=3)
        turn = state.turn
        result = resolve(state, orders, rules, dice, names)
        log = json.loads(json.dumps(turn_log(turn, result, dice)))
    return state, log, settings


@pytest.mark.parametrize("character", sorted(PERSONALITIES))
def test_info_3_the_bot_never_reads_a_hidden_fact_of_another_dynasty(
        played_classic: tuple[GameState, dict[str, Any], GameSettings], character: str) -> None:
    """INFO-1, INFO-3: "everything else of another dynasty — traits, loyalty, mood, skills, treasury, army
    strength, technologies — is hidden until learned". Changing all of it changes no order of the bot, in any
    of its characters; what it learned (INFO-4: an army, a member's traits) stays as learned, with its turn."""
    state, log, settings = played_classic
    rules = default_rules()
    state = copy.deepcopy(state)
    living = state.living_dynasties()
    for reader in living:  # INFO-4: something learned of each other dynasty, so the bot has facts to misuse
        for other in living:
            if other != reader:
                learn(state, reader, other, "army", 5, "spy")
                learn(state, reader, state.dynasties[other].head or other, "traits", ["honest"], "visit")
    personality = PERSONALITIES[character]
    for reader in living:
        before = bot_orders_for(state, rules, reader, log, personality)
        after = bot_orders_for(hide_differently(state, reader, rules), rules, reader, log, personality)
        assert after == before, reader


@pytest.mark.parametrize("personality", [BALANCED, TODAY], ids=["balanced", "today"])
def test_info_4_what_the_bot_learned_does_change_its_orders(personality: Personality) -> None:
    """INFO-4: a learned fact is the bot's to use: knowing (by spying) that a neighbour's army is small, it
    declares war; with the same armies and nothing learned, it does not. (Both houses at 150: the reputation
    lets either character take the war's risk, and neither leads the other; Philippe, 55, seeks no wife.)"""
    state = strong_and_weak()
    state.characters["philippe"].age = 55
    for did in ("valois", "tudor"):
        state.dynasties[did].reputation = 150
    unknown = bot_orders(knowledge_of(state, "valois"), default_rules(), personality)
    assert actions(unknown, "declare_war") == []
    learn(state, "valois", "tudor", "army", 5, "spy")
    known = bot_orders(knowledge_of(state, "valois"), default_rules(), personality)
    assert [(a.on, a.general) for a in actions(known, "declare_war")] == [("tudor", "philippe")]


# -- (c) decisions ----------------------------------------------------------------------------------------------


def test_prov_6_every_pending_decision_is_answered_and_the_file_passes_the_check() -> None:
    """PROV-3, PROV-4, PROV-6: famine and disease paid when affordable, volunteers accepted, a revolt
    suppressed when the army suffices — each written out in the bot's file."""
    state = order_state()
    state.provinces["maine"].event = ProvinceEvent(turn=3, roll=12, kind="disease", decision="disease")
    state.provinces["poitou"].loyalty = 4
    state.provinces["poitou"].event = ProvinceEvent(turn=3, roll=10, kind="volunteers", decision="volunteers")
    report = report_of(state, "valois")
    plan = plan_of(state, "valois")
    decisions = plan.orders.decisions
    assert decisions.famine == {"anjou": "pay"}
    assert decisions.disease == {"maine": "pay"}
    assert decisions.volunteers == {"poitou": "accept"}
    assert decisions.revolt == {"burgundy": "suppress"}  # 3d6 = 12 ≤ army 15
    assert problems(plan, state, default_rules(), report) == []


def test_prov_6_a_house_that_cannot_pay_refuses_and_a_small_army_yields() -> None:
    """PROV-6: pay only if affordable; PROV-4: suppress only if the army is large enough."""
    state = order_state()
    state.dynasties["valois"].balance = 10
    state.dynasties["valois"].army = 5
    plan = plan_of(state, "valois")
    assert plan.orders.decisions.famine == {"anjou": "refuse"}
    assert plan.orders.decisions.revolt == {"burgundy": "yield"}


def test_succ_5_an_old_head_names_his_default_heir() -> None:
    """SUCC-5: the order may name a preferred heir; the bot names the default heir (SUCC-3) once the head
    nears the old-age deaths (AGE-5), and not before."""
    state = order_state()
    assert plan_of(state, "valois").orders.decisions.heir is None
    state.characters["louis"].age = 55
    plan = plan_of(state, "valois")
    assert plan.orders.decisions.heir == "charles"
    assert problems(plan, state, default_rules(), report_of(state, "valois")) == []


# -- (d) marriages ----------------------------------------------------------------------------------------------


def two_families(*, turn: int = 3) -> GameState:
    """valois: a married head, his grown son (the heir) and daughter, unmarried; habsburg: a married head, his
    grown son and daughter, unmarried. Nobody is at war; nobody is a Gossip."""
    b = StateBuilder(turn=turn)
    b.dynasty("valois", head="louis", ap=14, balance=60).couple("louis", "anne", "valois", age=45)
    b.person("charles", "valois", age=20, father="louis", mother="anne")
    b.person("marie", "valois", sex="f", age=20, father="louis", mother="anne")
    b.dynasty("habsburg", head="rudolf", ap=14, balance=60).couple("rudolf", "maria", "habsburg", age=45)
    b.person("ferdinand", "habsburg", age=20, father="rudolf", mother="maria")
    b.person("margarethe", "habsburg", sex="f", age=20, father="rudolf", mother="maria")
    b.province("anjou", "valois").province("maine", "valois").province("tyrol", "habsburg")
    b.province("styria", "habsburg")
    return b.build()


def test_mar_2_unmarried_adults_get_marriage_actions() -> None:
    """MAR-1, MAR-2, ACT-propose_marriage: each unmarried capable member proposes to an unmarried capable
    member of the other sex of another dynasty — the son to their daughter, the daughter to their son.
    (`today`'s character: `balanced` marries no one of its last rival, `test_bot_characters`.)"""
    state = two_families()
    plan = plan_of(state, "valois", personality=TODAY)
    proposals = {a.by: a.target for a in actions(plan.orders, "propose_marriage")}
    assert proposals == {"charles": "margarethe", "marie": "ferdinand"}
    assert problems(plan, state, default_rules(), report_of(state, "valois")) == []


def test_act_accept_marriage_a_standing_proposal_is_accepted_and_the_wedding_follows() -> None:
    """ACT-accept_marriage: "accepts a proposal of the previous turn"; the report tells of it, the bot
    accepts, and resolving the turn marries them (MAR-1: the wife joins her husband's dynasty)."""
    state = two_families()
    state.proposals = [Proposal(kind="marriage", turn=2, dynasty="habsburg", by="ferdinand", target="marie")]
    log = proposal_log(2, "ferdinand", "habsburg", "marie", "valois")
    plan = plan_of(state, "valois", log, TODAY)  # `balanced` marries no one of its last rival
    assert [(a.by, a.target) for a in actions(plan.orders, "accept_marriage")] == [("marie", "ferdinand")]
    assert problems(plan, state, default_rules(), report_of(state, "valois", log)) == []
    resolve(state, {"valois": plan.orders}, default_rules(), Dice(seed=8), {"m": ["Jean"], "f": ["Jeanne"]})
    assert state.characters["marie"].spouse == "ferdinand"
    assert state.characters["marie"].dynasty == "habsburg"


def test_act_find_spouse_when_no_match_is_at_hand_and_the_reputation_allows() -> None:
    """ACT-find_spouse: with nobody to propose to, a house of high reputation finds spouses of minor houses;
    a house of low reputation does not pay the reputation."""
    state = two_families()
    for cid in ("ferdinand", "margarethe"):
        state.characters[cid].age = 10  # AGE-1: no match among the habsburgs
    state.dynasties["valois"].reputation = 150
    rich = plan_of(state, "valois", personality=TODAY)
    assert sorted(a.by for a in actions(rich.orders, "find_spouse")) == ["charles", "marie"]
    assert problems(rich, state, default_rules(), report_of(state, "valois")) == []
    state.dynasties["valois"].reputation = 60
    assert actions(plan_of(state, "valois", personality=TODAY).orders, "find_spouse") == []
    # `balanced` buys a spouse for its lines only: the heir, not his sister (`Personality.spouses_for_lines_only`)
    state.dynasties["valois"].reputation = 150
    assert [a.by for a in actions(plan_of(state, "valois").orders, "find_spouse")] == ["charles"]


@pytest.mark.parametrize("personality", [BALANCED, TODAY], ids=lambda p: p.name)
def test_act_0_a_bride_whose_proposal_stands_is_given_no_other_action(personality: Personality) -> None:
    """ACT-0, MAR-1: a daughter whose proposal of last turn still stands leaves the house on the wedding, if
    their orders of this turn accept it, and any action of hers would fail: she is ordered nothing, not even
    the entertainment her low loyalty calls for (SAB-1, ACT-entertain). Without the proposal she has one."""
    state = two_families()
    state.characters["marie"].loyalty = 1
    assert [a.action for a in plan_of(state, "valois", None, personality).orders.actions if a.by == "marie"]
    state.proposals = [Proposal(kind="marriage", turn=2, dynasty="valois", by="marie", target="ferdinand")]
    plan = plan_of(state, "valois", proposal_log(2, "marie", "valois", "ferdinand", "habsburg"), personality)
    assert [a.action for a in plan.orders.actions if a.by == "marie"] == []


def test_succ_3_the_heir_does_not_marry_out_of_the_house() -> None:
    """MAR-1: a daughter who marries joins her husband's dynasty. The heir (SUCC-3: the daughter, with no
    son) is not sent away: she proposes to no one of another house."""
    state = two_families()
    state.characters["charles"].alive = False
    state.characters["charles"].death = None
    plan = plan_of(state, "valois")
    assert [a for a in actions(plan.orders, "propose_marriage") if a.by == "marie"] == []


# -- war and peace ---------------------------------------------------------------------------------------------


def strong_and_weak(*, turn: int = 5) -> GameState:
    """valois: a strong army, a head and a soldier; tudor: unrelated, with a head and a son."""
    b = StateBuilder(turn=turn)
    b.dynasty("valois", head="louis", ap=14, balance=80, army=60).couple("louis", "anne", "valois", age=40)
    b.person("philippe", "valois", age=30, skill_values=skills(combat=5), spouse=None)
    b.dynasty("tudor", head="henry", ap=14, balance=80, army=5).couple("henry", "catherine", "tudor", age=40)
    b.person("edmund", "tudor", age=20, father="henry", mother="catherine", skill_values=skills(combat=4))
    b.province("anjou", "valois").province("maine", "valois").province("kent", "tudor").province("york", "tudor")
    return b.build()


def at_war(*, turn: int, started: int, valois_general: str | None = None) -> GameState:
    state = strong_and_weak(turn=turn)
    state.wars = [War(attackers=["valois"], defenders=["tudor"], generals={"valois": valois_general,
                                                                           "tudor": None}, started=started)]
    return state


def test_war_11_battle_orders_send_the_army_and_name_the_enemys_provinces() -> None:
    """WAR-2, WAR-5, WAR-11: for each war, the soldiers sent (the whole army) and the enemy's provinces to
    take, in the order of preference."""
    state = at_war(turn=5, started=4, valois_general="philippe")
    plan = plan_of(state, "valois")
    order = plan.orders.war["tudor"]
    assert order.send == 60 and sorted(order.take) == ["kent", "york"]
    assert problems(plan, state, default_rules(), report_of(state, "valois")) == []


def test_war_1_a_war_without_a_general_gets_one() -> None:
    """WAR-1: "a dynasty at war names a general"; the defender names his best soldier who is not the head."""
    state = at_war(turn=5, started=4)
    plan = plan_of(state, "tudor")
    assert [(a.war, a.general) for a in actions(plan.orders, "general")] == [("valois", "edmund")]
    assert problems(plan, state, default_rules(), report_of(state, "tudor")) == []


def test_war_12_a_losing_or_tired_side_offers_peace_and_accepts_an_offer() -> None:
    """WAR-12, ACT-offer_peace, ACT-accept_peace: the weak defender offers a white peace; when the report
    tells of the enemy's offer, it accepts it instead."""
    state = at_war(turn=5, started=4, valois_general="philippe")
    plan = plan_of(state, "tudor")
    assert [(a.to, a.terms) for a in actions(plan.orders, "offer_peace")] == [("valois", m.PeaceTerms())]
    assert problems(plan, state, default_rules(), report_of(state, "tudor")) == []
    state.proposals = [Proposal(kind="peace", turn=4, dynasty="valois", by="louis", target="tudor",
                                terms={"pay": 0, "ask": 0, "vassal": None, "cede": [], "claim": []})]
    log = {"turn": 4, "dice": [], "missing_orders": [], "outcomes": [
        {"step": "actions", "kind": "peace-offer", "dynasty": "valois", "public": True, "concerns": ["tudor"],
         "params": {"n": 1, "by": "louis", "to": "tudor", "pay": 0, "ask": 0, "vassal": None, "cede": [],
                    "claim": []}}]}
    accepting = plan_of(state, "tudor", log)
    assert [a.from_ for a in actions(accepting.orders, "accept_peace")] == ["valois"]
    assert actions(accepting.orders, "offer_peace") == []
    assert problems(accepting, state, default_rules(), report_of(state, "tudor", log)) == []


def test_war_12_no_peace_on_terms_that_take_our_province() -> None:
    """VASSAL-3, WAR-12: an offer that claims a province of ours is not accepted blindly."""
    state = at_war(turn=5, started=4, valois_general="philippe")
    log = {"turn": 4, "dice": [], "missing_orders": [], "outcomes": [
        {"step": "actions", "kind": "peace-offer", "dynasty": "valois", "public": True, "concerns": ["tudor"],
         "params": {"n": 1, "by": "louis", "to": "tudor", "pay": 0, "ask": 0, "vassal": None, "cede": [],
                    "claim": ["kent"]}}]}
    assert actions(plan_of(state, "tudor", log).orders, "accept_peace") == []


def test_army_2_recruits_stay_within_five_a_province_and_the_coins() -> None:
    """ARMY-2: "at most 5 points per owned province per turn"; DYN-7: and within the treasury."""
    state = at_war(turn=5, started=4, valois_general="philippe")
    state.dynasties["tudor"].balance = 1000
    plan = plan_of(state, "tudor", personality=TODAY)  # `balanced` gossips at its last rival first
    assert sum(a.points for a in actions(plan.orders, "recruit")) == 10  # two provinces
    state.dynasties["tudor"].balance = 9
    poor = plan_of(state, "tudor")
    rules = default_rules()
    assert sum(action_coins(rules, state.era, a) for a in poor.orders.actions) <= 9


# -- budgets: DYN-4, DYN-5, DYN-7 ------------------------------------------------------------------------------


def test_dyn_4_dyn_7_a_poor_house_orders_within_its_ap_and_its_coins() -> None:
    """DYN-4, DYN-6: the AP ordered never exceed the turn's; DYN-7: the coins (decisions included) never
    exceed the balance."""
    state = order_state()
    rules = default_rules()
    for ap, balance in ((0, 0), (3, 0), (5, 12), (30, 500)):
        state.dynasties["valois"].ap = ap
        state.dynasties["valois"].balance = balance
        report = report_of(state, "valois")
        plan = bot_plan(knowledge_of(state, "valois"), rules)
        counts: dict[str, int] = {}
        spent = 0
        for order in plan.orders.actions:
            who = order.executor
            counts[who or ""] = counts.get(who or "", 0) + 1
            spent += action_ap(rules, state.era, order.action, state.characters[who] if who else None,
                               counts[who or ""])
        coins = decisions_coins(state, rules, "valois", plan.orders.decisions) + \
            sum(action_coins(rules, state.era, a) for a in plan.orders.actions)
        assert spent <= ap and coins <= balance, (ap, balance, plan.orders)
        assert problems(plan, state, rules, report) == []


def test_dyn_5_each_member_executes_one_action_a_workaholic_two() -> None:
    """DYN-5, TRAIT-workaholic: with AP to spare, nobody executes two actions but a Workaholic (jean), and
    no general at war (WAR-1), isolated member or child (AGE-1) executes any."""
    state = order_state()
    state.dynasties["valois"].ap = 60
    state.dynasties["valois"].balance = 500
    plan = plan_of(state, "valois")
    executors = [a.executor for a in plan.orders.actions if a.executor]
    for cid in set(executors):
        assert executors.count(cid) <= (2 if cid == "jean" else 1), (cid, executors)
    assert not set(executors) & {"philippe", "blanche", "charles", "agnes"}


# -- the file, determinism --------------------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_order_file_is_readable_yaml_in_the_contracts_format(language: str) -> None:
    """CONTRACT "Order files": one-key action mappings, the decisions and the war sections; the bot's mark
    on the first line, a reason after each action."""
    state = order_state()
    plan = plan_of(state, "valois")
    text = orders_text(plan, "Valois", "ru" if language == "ru" else "en")
    lines = text.splitlines()
    assert lines[0] == BOT_MARK
    assert "dynasty: valois" in lines and "turn: 3" in lines
    action_lines = [line for line in lines if line.startswith("  - ")]
    assert len(action_lines) == len(plan.orders.actions) > 0
    assert all("  # " in line for line in action_lines)
    assert "war:" in text and "tudor: {send: 15, take: [kent]}" in text
    parsed = parse_orders_text(text, "valois.yaml", default_rules(), "ru" if language == "ru" else "en")
    assert parsed.problems == [] and parsed.orders == plan.orders


def test_the_bot_is_deterministic(played_classic: tuple[GameState, dict[str, Any], GameSettings]) -> None:
    """Same knowledge, same orders — and the same text, byte for byte; no random stream."""
    state, log, _ = played_classic
    rules = default_rules()
    for did in state.living_dynasties():
        knowledge = knowledge_for(state, rules, did, log)
        first, second = bot_plan(knowledge, rules), bot_plan(copy.deepcopy(knowledge), rules)
        assert first.orders == second.orders
        assert orders_text(first, did, "ru") == orders_text(second, did, "ru")
        assert bot_orders_for(copy.deepcopy(state), rules, did, log) == first.orders


# -- (e) the command --------------------------------------------------------------------------------------------


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


@pytest.fixture
def classic_game(tmp_path: Path) -> Path:
    """A new classic campaign: vseslavichi and ryazanskie are master-run (BRANCH-10), the others player-run."""
    result = run("new-game", str(SCENARIOS / "classic.yaml"), "--seed", "7", "--game", str(tmp_path))
    assert result.exit_code == 0, result.output
    return tmp_path


def test_branch_10_dynasty_bot_writes_the_master_run_dynasties_orders(classic_game: Path) -> None:
    """CONTRACT `dynasty bot TURN`: orders for the master-run dynasties, which `dynasty check` accepts and
    `dynasty resolve` resolves; run again, it rewrites its own files with the same bytes."""
    campaign = Campaign(classic_game)
    masters = sorted(did for did, seat in campaign.settings.dynasties.items() if seat.controller == "master")
    assert masters == ["ryazanskie", "vseslavichi"]
    result = run("bot", "1", "--game", str(classic_game))
    assert result.exit_code == 0, result.output
    orders = campaign.orders_dir(1)
    assert sorted(p.stem for p in orders.glob("*.yaml")) == masters
    assert "Записаны 2 файла:" in result.output
    first = {p.name: p.read_bytes() for p in orders.glob("*.yaml")}
    assert all(text.startswith(BOT_MARK.encode()) for text in first.values())
    checked = run("check", "1", "--game", str(classic_game))
    assert checked.exit_code == 0, checked.output
    assert run("bot", "turn-01", "--game", str(classic_game)).exit_code == 0
    assert {p.name: p.read_bytes() for p in orders.glob("*.yaml")} == first
    resolved = run("resolve", "1", "--yes", "--game", str(classic_game))
    assert resolved.exit_code == 0, resolved.output


def test_dynasty_bot_plays_a_named_player_run_dynasty_when_it_has_no_file(classic_game: Path) -> None:
    """`--dynasty ID`: the GM may have the bot play a dynasty whose player sent nothing."""
    result = run("bot", "1", "--dynasty", "olgovichi", "--game", str(classic_game))
    assert result.exit_code == 0, result.output
    assert [p.stem for p in Campaign(classic_game).orders_dir(1).glob("*.yaml")] == ["olgovichi"]


def test_contract_dynasty_bot_never_overwrites_a_players_order_file(classic_game: Path) -> None:
    """CONTRACT: "the program never deletes or rewrites a player's order file". The bot refuses, in one line
    with exit 1, and writes nothing at all — not even the files it could write."""
    folder = Campaign(classic_game).orders_dir(1)
    folder.mkdir(parents=True)
    player_file = folder / "olgovichi.yaml"
    player_file.write_text("dynasty: olgovichi\nturn: 1\n", encoding="utf-8")
    result = run("bot", "1", "--dynasty", "yaroslavichi", "--dynasty", "olgovichi", "--game", str(classic_game))
    assert result.exit_code == 1
    assert "династия игрока" in result.stderr and "olgovichi.yaml" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.output
    assert player_file.read_text(encoding="utf-8") == "dynasty: olgovichi\nturn: 1\n"
    assert [p.name for p in folder.iterdir()] == ["olgovichi.yaml"]


def test_dynasty_bot_keeps_an_order_file_the_gm_wrote_for_a_master_run_dynasty(classic_game: Path) -> None:
    """A master-run dynasty's file without the bot's mark was written by the GM: the bot leaves it."""
    folder = Campaign(classic_game).orders_dir(1)
    folder.mkdir(parents=True)
    (folder / "ryazanskie.yaml").write_text("dynasty: ryazanskie\nturn: 1\n", encoding="utf-8")
    result = run("bot", "1", "--game", str(classic_game))
    assert result.exit_code == 1 and "написан не ботом" in result.stderr
    assert not (folder / "vseslavichi.yaml").exists()


@pytest.mark.parametrize(("args", "message"), [
    (("--dynasty", "nobody"), "'nobody' — нет такой династии"),
    (("--turn-is-wrong",), "No such option"),
])
def test_dynasty_bot_refuses_bad_input_in_one_line(classic_game: Path, args: tuple[str, ...], message: str) -> None:
    result = run("bot", "1", *args, "--game", str(classic_game))
    assert result.exit_code in (1, 2) and message in result.output + result.stderr
    assert "Traceback" not in result.output


def test_dynasty_bot_writes_only_the_latest_turn(classic_game: Path) -> None:
    """The bot writes the orders of the turn to resolve; a turn without a state is one clear error."""
    result = run("bot", "2", "--game", str(classic_game))
    assert result.exit_code == 1 and "у хода 2 нет состояния" in result.stderr
