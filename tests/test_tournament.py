"""`dynasty simulate --players A,B`: a tournament of the built-in player's characters on the same seeds, each
seat played by each character; and how a study tells a fall to reputation of a house's own making from one
at an unlawful succession or by the others (`study.falls`: DYN-2, SUCC-4, WAR-9, WAR-10, WAR-13)."""

from __future__ import annotations

from collections import Counter

import pytest
from typer.testing import CliRunner

from dynasty.commands.cli import app
from dynasty.engine.context import Outcome
from dynasty.game.scenario import load_scenario
from dynasty.study.falls import FallWatch
from dynasty.study.simulate import GameResult, Sample, Summary, seating, simulate
from dynasty.study.tournament import render_tournament, standings

from .conftest import SCENARIOS


def test_seating_gives_each_seat_each_character_over_the_rotations() -> None:
    """The houses take the characters in turn, shifted by one each rotation: over two rotations of a seed,
    every seat is played once by each."""
    houses = ["a", "b", "c", "d", "e", "f"]
    first, second = seating(houses, ["new", "old"], 0), seating(houses, ["new", "old"], 1)
    assert list(first.values()) == ["new", "old"] * 3 and list(second.values()) == ["old", "new"] * 3
    assert all({first[h], second[h]} == {"new", "old"} for h in houses)
    assert seating(houses, [], 0) == {}


def game(seed: int, players: dict[str, str], alive: dict[str, int], *, winners: tuple[str, ...] = (),
         falls: dict[str, str] | None = None) -> GameResult:
    """A finished game of one turn: each house's reputation at the end (those not in `alive` fell)."""
    samples = [Sample(0, seed, 1, did, True, 80, 3, 15, 30) for did in players]
    samples += [Sample(0, seed, 2, did, did in alive, alive.get(did, -5), 3, 15, 30) for did in players]
    return GameResult(seed, 1, list(winners), list(alive), {}, samples, Counter(), Counter(), 0, 0, dict(players),
                      dict(falls or {}))  # type: ignore[arg-type]


def two_seeds() -> Summary:
    """Seed 1: `new` wins one seating of two; seed 2: nobody wins. A fallen house counts 0 reputation."""
    summary = Summary("duel", 10, players=["new", "old"])
    summary.games = [
        game(1, {"a": "new", "b": "old"}, {"a": 120}, winners=("a",), falls={"b": "own"}),
        game(1, {"a": "old", "b": "new"}, {"a": 90, "b": 100}),
        game(2, {"a": "new", "b": "old"}, {"a": 60, "b": 100}),
        game(2, {"a": "old", "b": "new"}, {"b": 40}, falls={"a": "succession"}),
    ]
    return summary


def test_standings_count_each_characters_wins_houses_and_falls_seed_by_seed() -> None:
    new, old = standings(two_seeds())
    assert (new.games, new.wins, new.houses, new.alive) == (4, 1, 4, 4)
    assert (old.games, old.wins, old.houses, old.alive) == (4, 0, 4, 2)
    assert new.reputation == [120, 100, 60, 40] and old.reputation == [0, 90, 100, 0]
    assert old.falls == Counter({"own": 1, "succession": 1}) and not new.falls
    assert new.won_by_seed == [0.5, 0.0] and old.won_by_seed == [0.0, 0.0]
    assert new.alive_by_seed == [1.0, 1.0] and old.alive_by_seed == [0.5, 0.5]
    assert new.reputation_by_seed == [110.0, 50.0] and old.reputation_by_seed == [45.0, 50.0]


def test_the_tournament_table_and_the_seed_by_seed_comparison() -> None:
    text = render_tournament(two_seeds(), load_scenario(SCENARIOS / "duel.yaml").rules, "en")
    assert text.startswith("duel: a tournament of new, old; 2 seeds × 2 seatings = 4 games, each of up to 10 turns")
    assert "games won outright: 1 of 4, 25% (" in text
    rows = {line.split()[0]: line.split() for line in text.splitlines()
            if line.startswith(("new ", "old ")) and line.split()[1].isdigit()}
    assert rows["new"][1:3] == ["4", "1"] and rows["old"][-5:] == ["1", "/", "1", "/", "0"]
    assert "new against old, seed by seed (2 seeds, each the mean of its seatings):" in text
    assert "houses alive at the end" in text and "+50 (" in text  # 100% against 50%
    russian = render_tournament(two_seeds(), load_scenario(SCENARIOS / "duel.yaml").rules, "ru")
    assert "турнир характеров new, old; 2 зерна × 2 рассадки = 4 партии" in russian


def test_a_tournament_plays_each_seed_in_each_seating_and_workers_change_nothing() -> None:
    """The games are those of the seeds × the seatings, in that order, each house's character recorded; in two
    processes the very same games."""
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    serial = simulate(loaded, "duel", turns=3, games=2, seed=7, players=["balanced", "today"], check=True)
    assert [(g.seed, list(g.players.values())) for g in serial.games] == [
        (7, ["balanced", "today"]), (7, ["today", "balanced"]), (8, ["balanced", "today"]),
        (8, ["today", "balanced"])]
    assert all(g.check_errors == 0 for g in serial.games)
    parallel = simulate(loaded, "duel", turns=3, games=2, seed=7, players=["balanced", "today"], workers=2)
    assert parallel.games == [g for g in serial.games]


def test_cli_simulate_players_prints_the_tournament() -> None:
    result = CliRunner().invoke(app, ["simulate", str(SCENARIOS / "duel.yaml"), "--turns", "2", "--games", "1",
                                      "--players", "balanced,today", "--lang", "en", "--workers", "1"])
    assert result.exit_code == 0, result.output
    assert "a tournament of balanced, today; 1 seed × 2 seatings = 2 games" in result.output
    assert "balanced against today, seed by seed" in result.output


@pytest.mark.parametrize(("args", "said"), [
    (["--players", "balanced,sly"], "--players: no character 'sly'; the characters are balanced, cautious, "
                                    "ambitious, devious, today"),
    (["--players", "balanced,today", "--compare", "x.yaml"], "--players and --compare do not go together"),
])
def test_cli_simulate_players_mistakes_are_one_line(args: list[str], said: str) -> None:
    result = CliRunner().invoke(app, ["simulate", str(SCENARIOS / "duel.yaml"), "--lang", "en", *args])
    assert result.exit_code == 1 and said in result.output and "Traceback" not in result.output


# -- falls to reputation (study.falls) ---------------------------------------------------------------------------


def loss(did: str, change: int, cause: str) -> Outcome:
    return Outcome("actions", "reputation", did, {"change": change, "cause": cause})


def fall(did: str) -> Outcome:
    return Outcome("defeat", "defeat", did, {"cause": "reputation", "reputation": -5})


def test_dyn_2_a_fall_mostly_by_its_own_acts_is_of_its_own_making() -> None:
    """DYN-2, ACT-find_spouse, ACT-0: a spouse bought (−20) and a plot discovered (−20), then gossip of others
    (−15): its own acts are 40 of 55 lost — its own making."""
    watch = FallWatch()
    watch.read([loss("a", -20, "find_spouse: x"), loss("a", -20, "gossip discovered: y")])
    watch.read([loss("a", -15, "gossip"), fall("a")])
    assert watch.falls == {"a": "own"}


def test_succ_4_a_fall_at_an_unlawful_succession_is_not_of_its_making() -> None:
    """SUCC-4, SUCC-5: no lawful heir left: the new head costs 80 and half the rest, and the house falls —
    at a succession, though it bought a spouse (−10) four turns before."""
    watch = FallWatch()
    watch.read([loss("a", -10, "find_spouse: x")])
    for _ in range(3):
        watch.read([])
    watch.read([Outcome("deaths", "new-head", "a", {"lawful": False, "how": "no-lawful-heir"}),
                loss("a", -85, "unlawful heir (SUCC-4)"), fall("a")])
    assert watch.falls == {"a": "succession"}


def test_succ_1_an_abdication_to_an_heir_who_is_not_lawful_is_the_houses_act() -> None:
    """SUCC-1, SUCC-4: the house chose the heir who cost it: its own making."""
    watch = FallWatch()
    watch.read([Outcome("actions", "new-head", "a", {"lawful": False, "how": "abdicate"}),
                loss("a", -85, "unlawful heir (SUCC-4)"), fall("a")])
    assert watch.falls == {"a": "own"}


def test_war_13_the_drain_of_a_war_a_hot_tempered_head_declared_is_not_the_houses_act() -> None:
    """WAR-9, WAR-10, WAR-13: the drain and the loss for kin of a war its orders declared are the house's acts;
    of the war its Hot-tempered head declared by the rule, not (nor a war declared on it)."""
    declared = Outcome("actions", "war-declared", "a", {"attacker": "a", "defender": "b", "cause": "declared"})
    temper = Outcome("actions", "war-declared", "c", {"attacker": "c", "defender": "b", "cause": "hot-tempered"})
    watch = FallWatch()
    watch.read([declared, temper])
    for did in ("a", "c"):
        watch.read([loss(did, -10, f"war drain: {did}-vs-b (WAR-9)"), loss(did, -40, "war on b: close (WAR-10)")])
    watch.read([loss("b", -10, "war drain: a-vs-b (WAR-9)"), fall("a"), fall("b"), fall("c")])
    assert watch.falls == {"a": "own", "b": "others", "c": "others"}


def test_dyn_2_losses_older_than_the_window_do_not_count() -> None:
    """The last 5 turns count: a spouse bought 6 turns before the fall is forgotten."""
    watch = FallWatch()
    watch.read([loss("a", -40, "find_spouse: x")])
    for _ in range(5):
        watch.read([loss("a", -5, "rumours: b")])
    watch.read([fall("a")])
    assert watch.falls == {"a": "others"}
