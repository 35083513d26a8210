"""Fog of war (INFO-1 .. INFO-5): a private report shows no hidden fact of another dynasty — traits,
loyalty, mood, skills, balance, army, technologies — in the JSON or the Markdown, unless its reader has
learned it; tried for every pair of dynasties, before and after knowledge is added.

Hidden numbers are made unmistakable (sentinel balances, armies and a technology only the other holds), and
hidden traits are the other's traits that no member of the reader has, searched by id and by name in both
languages.
"""

from __future__ import annotations

import itertools
import json
from functools import cache
from typing import Any

import pytest

from dynasty.engine.game_start import start_game
from dynasty.engine.turn import resolve
from dynasty.game.campaign import GameSettings
from dynasty.game.dice import Dice
from dynasty.game.learned import learn_character
from dynasty.game.rules import Rules
from dynasty.game.scenario import load_scenario
from dynasty.game.state import GameState
from dynasty.reports.build import build_dynasty_report
from dynasty.reports.render import render
from dynasty.store.yaml_io import dump_yaml, load_yaml

from .conftest import SCENARIOS

DYNASTIES = ["yaroslavichi", "olgovichi", "galitskie", "vseslavichi", "rostislavichi", "ryazanskie"]
PAIRS = [p for p in itertools.permutations(DYNASTIES, 2)]
HIDDEN_KEYS = {"traits", "loyalty", "skills", "mood", "last_mood", "mood_parts", "balance", "army",
               "technologies", "ap"}


@cache
def game() -> tuple[str, dict[str, Any], Rules, GameSettings]:
    """A classic game resolved for one turn, so that the reports have a log to tell. Each dynasty gets a
    sentinel balance and army and one technology no other holds."""
    loaded = load_scenario(SCENARIOS / "classic.yaml")
    played = start_game(loaded, "classic", seed=31)
    state, rules = played.state, loaded.rules
    names = {"m": list(loaded.scenario.names.m), "f": list(loaded.scenario.names.f)}
    t = resolve(state, {}, rules, Dice(seed=31), names)
    log = {"turn": 1, "next_turn": state.turn, "missing_orders": t.missing,
           "outcomes": [o.to_data() for o in t.outcomes], "dice": t.dice.log()}
    technologies = list(rules.technologies)
    for i, did in enumerate(DYNASTIES):
        dynasty = state.dynasties[did]
        dynasty.balance = 90_001 + i * 1111
        dynasty.army = 70_001 + i * 1111
        dynasty.technologies = [technologies[i % len(technologies)]] if i < len(technologies) else []
    return dump_yaml(state.to_data()), log, rules, played.settings


def fresh_state() -> tuple[GameState, dict[str, Any], Rules, GameSettings]:
    text, log, rules, settings = game()
    from ruamel.yaml import YAML

    return GameState.model_validate(YAML(typ="safe").load(text)), log, rules, settings


def hidden_words(state: GameState, rules: Rules, reader: str, other: str) -> dict[str, list[str]]:
    """What the reader must not see of `other`: its sentinel numbers, its technologies (unless the reader
    holds them too), and its members' traits that no member of the reader has — as ids and names."""
    dynasty = state.dynasties[other]
    words = {"balance": [str(dynasty.balance)], "army": [str(dynasty.army)]}
    own_techs = set(state.dynasties[reader].technologies)
    words["technologies"] = [w for tech in dynasty.technologies if tech not in own_techs
                             for w in (tech, rules.technologies[tech].ru, rules.technologies[tech].en)]
    own_traits = {t for c in state.characters.values() if c.dynasty == reader for t in c.traits}
    words["traits"] = [w for cid in state.members(other) for trait in state.characters[cid].traits
                       if trait not in own_traits
                       for w in (rules.traits[trait].ru, rules.traits[trait].en)]
    return words


def outside_known(data: Any, path: str = "") -> list[str]:
    """Paths of hidden keys under `others`, except inside `known` (INFO-4: learned facts)."""
    found: list[str] = []
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "known":
                continue
            if key in HIDDEN_KEYS:
                found.append(f"{path}.{key}")
            found += outside_known(value, f"{path}.{key}")
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found += outside_known(value, f"{path}[{i}]")
    return found


def texts(state: GameState, rules: Rules, settings: GameSettings, log: dict[str, Any], reader: str,
          language: str) -> tuple[dict[str, Any], str]:
    report = build_dynasty_report(state, rules, settings.model_copy(update={"language": language}), reader, log)
    return json.loads(report.model_dump_json()), render(report, "md", rules) + render(report, "bbcode", rules)


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize(("reader", "other"), PAIRS)
def test_info_1_info_3_no_hidden_fact_of_another_dynasty_before_it_is_learned(
        reader: str, other: str, language: str) -> None:
    """INFO-1, INFO-3: of another dynasty a player knows names, ages, family links, heads, provinces,
    reputation and public actions; its traits, loyalty, mood, skills, treasury, army and technologies are
    hidden until learned."""
    state, log, rules, settings = fresh_state()
    data, markdown = texts(state, rules, settings, log, reader, language)
    assert outside_known(data["others"], "others") == []
    json_text = json.dumps(data["others"], ensure_ascii=False)
    for kind, words in hidden_words(state, rules, reader, other).items():
        for word in words:
            assert word not in markdown, f"{reader} sees {other}'s {kind}: {word!r}"
            assert word not in json_text, f"{reader}'s JSON holds {other}'s {kind}: {word!r}"


@pytest.mark.parametrize(("reader", "other"), PAIRS[::5])
def test_info_2_info_4_a_learned_fact_shows_with_its_turn_and_nothing_more(reader: str, other: str) -> None:
    """INFO-2: traits and loyalties are learned through Spy, Visit and Ball; INFO-4: a learned fact is shown
    with the turn it was learned. Learning one member's traits reveals those traits — and still not the
    other dynasty's treasury, army or technologies."""
    state, log, rules, settings = fresh_state()
    member = next(cid for cid in state.members(other))
    learn_character(state, reader, member, ("traits", "loyalty"), "visit")
    data, markdown = texts(state, rules, settings, log, reader, "en")
    known = [k for o in data["others"] if o["id"] == other for k in o["known"]]
    assert {(k["subject"], k["fact"], k["turn"]) for k in known} == {
        (member, "traits", state.turn), (member, "loyalty", state.turn)}
    for trait in state.characters[member].traits:
        assert rules.traits[trait].en in markdown  # the positive control: learned, so shown
    hidden = hidden_words(state, rules, reader, other)
    for kind in ("balance", "army", "technologies"):
        for word in hidden[kind]:
            assert word not in markdown and word not in json.dumps(data, ensure_ascii=False)


def test_info_5_a_report_shows_everything_of_its_own_dynasty() -> None:
    """INFO-5: a player always knows everything about his own dynasty: its treasury, army, technologies
    and every member's traits."""
    state, log, rules, settings = fresh_state()
    for reader in DYNASTIES:
        data, markdown = texts(state, rules, settings, log, reader, "en")
        dynasty = state.dynasties[reader]
        assert str(dynasty.balance) in markdown and str(dynasty.army) in markdown
        for tech in dynasty.technologies:
            assert rules.technologies[tech].en in markdown
        for cid in state.members(reader):
            for trait in state.characters[cid].traits:
                assert rules.traits[trait].en in markdown


def test_info_5_no_other_dynastys_dice_in_a_private_report() -> None:
    """INFO-5: a player never sees another dynasty's dice (its events, births, actions, checks)."""
    state, log, rules, settings = fresh_state()
    for reader in DYNASTIES:
        data, _ = texts(state, rules, settings, log, reader, "en")
        keys = [d["key"] for h in data["happened"] for d in h["dice"]]
        foreign = [k for k in keys if any(f"/province/{p}/" in k for other in DYNASTIES if other != reader
                                          for p in state.dynasties[other].provinces)]
        assert foreign == []


def test_state_file_round_trip_used_by_this_module() -> None:
    """The fixture's state survives its YAML round trip (so the fog tests read the state they mean)."""
    state, _, _, _ = fresh_state()
    assert state.dynasties["yaroslavichi"].balance == 90_001
    assert load_yaml is not None


def learned_traits(state: GameState, reader: str) -> set[str]:
    return {t for f in state.knowledge.get(reader, []) if f.fact == "traits" for t in f.value}


def test_info_2_after_visits_balls_and_spying_only_what_was_learned_shows() -> None:
    """INFO-2, INFO-4: after a turn of visits, a ball and a spy, each report shows of the others only their
    public facts and what its reader learned — every pair, in both languages."""
    from dynasty.orders.model import OrderFile

    state, log, rules, settings = fresh_state()

    def adult(did: str, skip: str | None = None) -> str:
        head = state.dynasties[did].head
        return next(c for c in state.members(did) if c not in (head, skip)
                    and state.characters[c].age >= rules.age.capable and not state.characters[c].isolated)

    visitor, host, spy = (adult("yaroslavichi"), state.dynasties["galitskie"].head, adult("ryazanskie"))
    spied = adult("olgovichi")
    orders = {
        "yaroslavichi": [{"action": "visit", "by": visitor, "target": adult("olgovichi")}],
        "galitskie": [{"action": "ball", "by": host, "guests": [adult("vseslavichi"), adult("rostislavichi")]}],
        "ryazanskie": [{"action": "spy", "by": spy, "target": spied}],
    }
    dice = Dice.scripted({"t02/action/ryazanskie/spy-1/check": 6, "t02/action/ryazanskie/spy-1/discovery": 1},
                         seed=31, strict=False)
    t = resolve(state, {did: OrderFile.model_validate({"dynasty": did, "turn": 2, "actions": a})
                        for did, a in orders.items()}, rules, dice,
                {"m": list(settings.names.m), "f": list(settings.names.f)})
    next_log = {"turn": 2, "next_turn": state.turn, "missing_orders": t.missing,
                "outcomes": [o.to_data() for o in t.outcomes], "dice": t.dice.log()}
    assert learned_traits(state, "yaroslavichi") and learned_traits(state, "ryazanskie")
    assert any(f.fact == "balance" for f in state.knowledge["ryazanskie"])  # the spy learned the treasury
    for language in ("en", "ru"):
        for reader, other in PAIRS:
            data, markdown = texts(state, rules, settings, next_log, reader, language)
            assert outside_known(data["others"], "others") == []
            hidden = hidden_words(state, rules, reader, other)
            learned = {w for trait in learned_traits(state, reader)
                       for w in (rules.traits[trait].ru, rules.traits[trait].en)}
            learned_of_dynasty = {f.fact for f in state.knowledge.get(reader, []) if f.subject == other}
            for kind, words in hidden.items():
                if kind in learned_of_dynasty:  # the spy learned the treasury or the army: shown, with its turn
                    continue
                for word in words:
                    if kind == "traits" and word in learned:
                        continue
                    assert word not in markdown, f"{reader} sees {other}'s {kind}: {word!r}"
