"""What a dynasty knows (`reports.fog`), the one place where fog of war is decided (INFO-1 .. INFO-5):
the private report puts that knowledge into words, and the built-in player decides from it alone — so a
hidden fact that is not in the knowledge is in neither.

The games are played with seeded dice; every assertion holds whatever the dice gave.
"""

from __future__ import annotations

import ast
import copy
import json
from pathlib import Path
from typing import Any

import pytest

from dynasty.bot import bot_orders_for, knowledge_for
from dynasty.commands.player_check import state_from_report
from dynasty.commands.resolve import turn_log
from dynasty.engine.game_start import start_game
from dynasty.engine.turn import resolve
from dynasty.game.campaign import GameSettings
from dynasty.game.dice import Dice
from dynasty.game.learned import learn
from dynasty.game.relations import close_relation, relation
from dynasty.game.rules import Rules, default_rules
from dynasty.game.scenario import load_scenario
from dynasty.game.state import GameState
from dynasty.game.succession import lawful_heirs
from dynasty.reports.build import build_dynasty_report, build_public_report, in_full
from dynasty.reports.fog import DynastyKnowledge, StateIndex, relation_to, seen_outcomes
from dynasty.reports.model import DynastyReport, PublicReport
from dynasty.reports.record import turn_record
from dynasty.reports.stand_ins import HIDDEN_LOYALTY
from tests.builders import StateBuilder, hide_differently

from .conftest import SCENARIOS

BOT = Path(__file__).resolve().parent.parent / "dynasty" / "bot"
Played = tuple[GameState, dict[str, Any], GameSettings]


def play(seed: int, turns: int) -> list[Played]:
    """A classic game played by the bot for every dynasty: the state, log and settings at the start of each
    turn (each state a copy)."""
    loaded = load_scenario(SCENARIOS / "classic.yaml")
    game = start_game(loaded, "classic", seed=seed)
    state, rules, settings = game.state, game.rules, game.settings
    names = {"m": list(loaded.scenario.names.m), "f": list(loaded.scenario.names.f)}
    log: dict[str, Any] = {}
    found = []
    for _ in range(turns):
        if state.winners:
            break
        found.append((copy.deepcopy(state), log, settings))
        orders = {did: bot_orders_for(state, rules, did, log or None) for did in state.living_dynasties()}
        dice = Dice(seed=seed)
        turn = state.turn
        result = resolve(state, orders, rules, dice, names)
        log = json.loads(json.dumps(turn_log(turn, result, dice)))  # as read back from log.yaml
    return found


@pytest.fixture(scope="module")
def played() -> Played:
    """A classic game after four turns of the bot, in which every dynasty learned something of every other
    (INFO-4: an army by spying, the head's traits by a visit), so that there are learned facts to keep."""
    state, log, settings = play(3, 5)[-1]
    for reader in state.living_dynasties():
        for other in state.living_dynasties():
            if other != reader:
                learn(state, reader, other, "army", 5, "spy")
                learn(state, reader, state.dynasties[other].head or other, "traits", ["honest"], "visit")
    return state, log, settings


def knowledge_of(state: GameState, reader: str, log: dict[str, Any], rules: Rules | None = None) -> DynastyKnowledge:
    return knowledge_for(state, rules or default_rules(), reader, log or None)


def test_info_1_info_3_what_a_dynasty_knows_is_the_same_whatever_the_others_hide(played: Played) -> None:
    """INFO-1, INFO-3: "everything else of another dynasty — traits, loyalty, mood, skills, treasury, army
    strength, technologies — is hidden until learned". Changing all of it for every other dynasty changes
    nothing a dynasty knows — nor the state the bot reads (`known_state`), nor the bot's orders."""
    state, log, _ = played
    rules = default_rules()
    for reader in state.living_dynasties():
        before = knowledge_of(state, reader, log)
        changed = hide_differently(state, reader, rules)
        after = knowledge_of(changed, reader, log)
        assert after == before, reader
        assert after.known_state().model_dump() == before.known_state().model_dump(), reader
        assert bot_orders_for(changed, rules, reader, log) == bot_orders_for(state, rules, reader, log), reader


def test_info_3_another_dynastys_hidden_values_are_placeholders_in_the_state_the_bot_reads(played: Played) -> None:
    """INFO-3: in `known_state`, another dynasty's members have no skills or traits and a middling loyalty,
    and the dynasty no treasury, army, AP or technologies — whatever they really are; its own dynasty is
    whole (INFO-5)."""
    state, log, _ = played
    reader = state.living_dynasties()[0]
    seen = knowledge_of(state, reader, log).known_state()
    for cid, person in seen.characters.items():
        if person.dynasty == reader and person.alive:
            real = state.characters[cid]
            assert (person.skills, person.traits, person.loyalty) == (real.skills, real.traits, real.loyalty)
        else:
            assert person.traits == [] and person.loyalty == HIDDEN_LOYALTY
            assert set(person.skills.as_dict().values()) == {1}
    for did, dynasty in seen.dynasties.items():
        if did != reader:
            assert (dynasty.balance, dynasty.army, dynasty.ap, dynasty.technologies) == (0, 0, 0, [])
    assert seen.dynasties[reader].balance == state.dynasties[reader].balance
    assert seen.knowledge == {} and seen.proposals == []


def test_info_4_a_learned_fact_is_known_with_its_turn_and_only_by_its_learner() -> None:
    """INFO-4: "a learned fact is shown with the turn it was learned ... it is not updated unless learned
    again". Valois learned Tudor's army on turn 3; on turn 5 it knows it as of turn 3, though the army has
    changed since; Tudor, who learned nothing, knows nothing of Valois."""
    b = StateBuilder(turn=3)
    b.dynasty("valois", head="louis").couple("louis", "anne", "valois", age=40)
    b.dynasty("tudor", head="henry", army=12).couple("henry", "catherine", "tudor", age=40)
    b.province("anjou", "valois").province("kent", "tudor")
    state = b.build()
    learn(state, "valois", "tudor", "army", 12, "spy")
    state.turn = 5
    state.dynasties["tudor"].army = 40
    valois = knowledge_for(state, default_rules(), "valois", None)
    tudor = next(o for o in valois.others if o.id == "tudor")
    assert [(f.subject, f.fact, f.value, f.turn) for f in tudor.known] == [("tudor", "army", 12, 3)]
    assert valois.known_state().dynasties["tudor"].army == 0  # a fact known, not a state guessed
    tudor_knows = knowledge_for(state, default_rules(), "tudor", None)
    assert [o.known for o in tudor_knows.others] == [[]]


def test_info_5_the_report_tells_what_the_dynasty_knows_and_nothing_else(played: Played) -> None:
    """INFO-5, INFO-3: a private report is its dynasty's knowledge in words: the same members, provinces,
    decisions, wars and offers of peace, the same other dynasties with the same public and learned facts,
    the same proposals; and one happening for each outcome the dynasty learns of (`seen_outcomes`)."""
    state, log, settings = played
    rules = default_rules()
    for reader in state.living_dynasties():
        known = knowledge_of(state, reader, log)
        report = build_dynasty_report(state, rules, settings, reader, log)
        assert report.members == known.members
        assert (report.reputation.value, report.treasury.value, report.army.value, report.ap.value) == \
            (known.reputation, known.balance, known.army, known.ap)
        assert [(p.id, p.loyalty, p.yield_, p.event.kind if p.event else None) for p in report.provinces] == \
            [(p.id, p.loyalty, p.yield_, p.event.kind if p.event else None) for p in known.provinces]
        assert [(d.kind, d.province, d.choices, d.default) for d in report.decisions] == \
            [(d.kind, d.province, d.choices, d.default) for d in known.decisions]
        assert [(w.enemy, w.side, w.started, w.general, w.enemies, w.allies, w.enemy_provinces, w.retake,
                 [(o.dynasty, o.ask, o.pay, o.vassal, o.cede, o.claim) for o in w.offers_received])
                for w in report.wars] == \
            [(w.enemy, w.side, w.started, w.general, w.enemies, w.allies, w.enemy_provinces, w.retake,
              [(o.dynasty, o.ask, o.pay, o.vassal, o.cede, o.claim) for o in w.offers_received])
             for w in known.wars]
        # a game of a few houses lists them all; the members of those it gives in full (INFO-3)
        assert [(o.id, o.alive, o.head, o.relation, bool(o.reason), o.reputation, o.provinces, o.lord,
                 o.branch_of, o.roster, o.members, [f.model_dump() for f in o.known], o.wars)
                for o in report.others] == \
            [(o.id, o.alive, o.head, o.relation, o.alliance is not None, o.reputation, o.provinces, o.lord,
              o.branch_of, in_full(o, known), o.members if in_full(o, known) else [],
              [f.model_dump() for f in o.known], o.wars) for o in known.others]
        assert report.proposals == known.proposals
        record = turn_record(state, log or None, None)
        told_in_lines(report, [s.outcome.get("kind") for s in seen_outcomes(record, reader)])


#: Issue 26: the outcomes whose fact another line tells — a change of reputation, in the sentence that caused
#: it; a line's end, in its house's fall; a war ended by peace, in the peace; a wedding, in the search for a
#: spouse that made it.
FOLDED = {"reputation", "extinct", "war-ended", "marriage"}


def told_in_lines(report: DynastyReport, seen: list[str | None]) -> None:
    """One happening for each outcome the dynasty learns of (`seen`, their kinds, in order), but those told in
    another's line (FOLDED): every line is an outcome it sees, in their order, and every outcome it sees that
    has no line of its own is one folded — a change of reputation then told in the line before it, or in the
    next when the log put the change before its cause."""
    lines = report.happened
    at = 0
    for kind in seen:
        if at < len(lines) and lines[at].kind == kind:
            at += 1
            continue
        assert kind in FOLDED, (report.dynasty, kind, [h.kind for h in lines], seen)
        if kind == "reputation":
            near = [h.text for h in lines[max(at - 1, 0):at + 1]]
            assert any("репутац" in text or "reputation" in text for text in near), (near, seen)
    assert at == len(lines), (report.dynasty, [h.kind for h in lines], seen)  # no line of an outcome not seen


def report_state(report: DynastyReport, chronicle: PublicReport) -> dict[str, Any]:
    seen, _ = state_from_report(report, chronicle=chronicle)
    return {"order": list(seen.characters), **seen.model_dump()}


def test_info_3_the_bot_reads_the_state_a_players_own_check_rebuilds_from_his_report() -> None:
    """INFO-3, INFO-5: the state the bot reads (`known_state`, from the dynasty's knowledge) is the state that
    a player's own check rebuilds from his JSON report and the chronicle's data of the turn, which holds the
    members of the houses the report does not give in full (`state_from_report`) — character for character,
    in the same order — every turn of a game, for every dynasty."""
    rules = default_rules()
    compared = 0
    for state, log, settings in play(5, 8):
        chronicle = build_public_report(state, rules, settings, log or None)
        for did in state.living_dynasties():
            report = build_dynasty_report(state, rules, settings, did, log or None)
            seen = knowledge_of(state, did, log).known_state()
            assert {"order": list(seen.characters), **seen.model_dump()} == report_state(report, chronicle), \
                (state.turn, did)
            compared += 1
    assert compared >= 40


def test_ally_1_ally_3_allies_and_relatives_are_those_every_pair_of_characters_gives() -> None:
    """ALLY-1, ALLY-3: what a dynasty knows of who its allies are, and which houses hold its relatives, found
    through its members' family links, is what asking about every pair of dynasties and of characters gives —
    every turn of a game in which the houses marry into each other."""
    rules = default_rules()
    related = 0
    for state, log, _ in play(11, 12):
        index = StateIndex(state)
        living = [cid for cid, c in state.characters.items() if c.alive]
        for reader in state.dynasties:
            known = knowledge_of(state, reader, log, rules)
            assert {o.id: (o.relation, o.alliance) for o in known.others} == \
                {other: relation_to(index, reader, other) for other in state.dynasties if other != reader}
            ours = [cid for cid in living if state.characters[cid].dynasty == reader]
            assert known.relatives == {state.characters[b].dynasty for a in ours for b in living
                                       if state.characters[b].dynasty != reader and relation(state, a, b)}
            related += len(known.relatives)
    assert related > 0


def test_war_10_ally_2_a_heads_kin_and_close_kin_are_those_relation_finds() -> None:
    """WAR-10, ALLY-2: the houses that hold a head's kin (`StateIndex.related_in`: their roots meet, or they
    married) and his close kin (`StateIndex.close_kin`), found through the family links of the living alone,
    are those of the living that `relation` and `close_relation` find related to him — through a dead father
    or grandfather too."""
    compared = 0
    for state, _, _ in play(11, 12):
        index = StateIndex(state)
        living = [cid for cid, c in state.characters.items() if c.alive]
        for did in state.living_dynasties():
            head = state.dynasties[did].head
            assert head is not None
            kin = {c for c in living if relation(state, head, c)}
            assert index.close_kin(head) & set(living) == {c for c in living if close_relation(state, head, c)}
            assert {other for other in state.dynasties if other != did and index.related_in(head, other)} == \
                {state.characters[c].dynasty for c in kin} - {did}
            compared += len(kin)
    assert compared > 0


def test_succ_3_the_lawful_heirs_a_dynasty_knows_are_those_the_engine_finds() -> None:
    """SUCC-3: the lawful heirs the built-in player reads in its knowledge (the heir's decision, as its report
    tells them) are those the succession step finds on the whole state, the dead sons' lines included."""
    rules = default_rules()
    heirs = 0
    for state, log, _ in play(5, 12):
        for did in state.living_dynasties():
            known = knowledge_of(state, did, log, rules).lawful_heirs()
            assert known == lawful_heirs(state, rules, did)
            heirs += len(known)
    assert heirs > 0


def bot_imports() -> dict[str, set[str]]:
    """The modules of the `dynasty` package that each module of the bot imports, at the top or in a function."""
    found = {}
    for path in sorted(BOT.glob("*.py")):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                names.add(node.module)
            elif isinstance(node, ast.Import):
                names |= {alias.name for alias in node.names}
        found[path.name] = {n for n in names if n.startswith("dynasty")}
    return found


def test_info_3_the_bot_builds_no_report_and_reads_no_sentence() -> None:
    """The bot decides from data: no module of it builds a report, reads one back, or says a report's
    sentences — its only window on the game is what the dynasty knows (`reports.fog`)."""
    words = {"dynasty.reports.build", "dynasty.reports.render", "dynasty.reports.texts", "dynasty.reports.words",
             "dynasty.reports.sentences_home", "dynasty.reports.sentences_affairs", "dynasty.reports.describe",
             "dynasty.reports.figures", "dynasty.reports.family", "dynasty.commands.player_check",
             "dynasty.reports.order_template"}
    assert {name: sorted(imported & words) for name, imported in bot_imports().items() if imported & words} == {}
    assert any("dynasty.reports.fog" in imported for imported in bot_imports().values())
