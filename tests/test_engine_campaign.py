"""Whole turns: the engine in its order (TURN-4), the files of `resolve`, refusals, `--force`, rollback,
determinism and the independence of dice (CONTRACT "Dice"), and long runs checked for invariants."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.engine.game_start import start_game
from dynasty.engine.turn import resolve
from dynasty.game.campaign import Campaign
from dynasty.game.dice import Dice
from dynasty.game.scenario import load_scenario
from dynasty.game.state import GameState
from dynasty.game.state_check import state_problems

from .conftest import SCENARIOS


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


def start(game: Path, scenario: str = "duel", seed: int = 3) -> None:
    result = run("new-game", str(SCENARIOS / f"{scenario}.yaml"), "--seed", str(seed), "--game", str(game))
    assert result.exit_code == 0, result.output


def snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def invariants(state: GameState) -> None:
    """STYLE "Invariants after every turn": balances ≥ 0, skills and loyalties in range, every living
    character in exactly one living dynasty, every province owned or in revolt, ages multiples of 5 —
    all of which `state_problems` checks, with every reference."""
    from dynasty.game.rules import default_rules

    assert state_problems(state, default_rules()) == []


def test_turn_4_thirty_turns_of_the_classic_scenario_without_orders_keep_every_invariant() -> None:
    """TURN-4, DEFEAT-5: thirty resolutions with no orders at all complete, every state valid."""
    loaded = load_scenario(SCENARIOS / "classic.yaml")
    game = start_game(loaded, "classic", seed=11)
    state, rules = game.state, loaded.rules
    names = {"m": list(loaded.scenario.names.m), "f": list(loaded.scenario.names.f)}
    for _ in range(30):
        if state.winners:
            break
        dice = Dice(seed=11)
        resolve(state, {}, rules, dice, names)
        invariants(state)
    assert state.turn > 1


def test_resolve_writes_the_next_state_and_the_log(tmp_path: Path) -> None:
    """CONTRACT: `resolve` writes log.yaml and the next turn's state, and prints a summary naming the
    dynasties that sent nothing."""
    start(tmp_path)
    result = run("resolve", "1", "--yes", "--game", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert (tmp_path / "turns" / "turn-02" / "state.yaml").exists()
    assert (tmp_path / "turns" / "turn-01" / "log.yaml").exists()
    assert "не прислали приказов" in result.output
    assert Campaign(tmp_path).load_state(2).turn == 2


def test_resolve_refuses_a_resolved_turn_without_force_and_writes_nothing(tmp_path: Path) -> None:
    """CONTRACT: resolve refuses (exit 1, nothing written) when the turn was already resolved."""
    start(tmp_path)
    assert run("resolve", "1", "--yes", "--game", str(tmp_path)).exit_code == 0
    before = snapshot(tmp_path)
    result = run("resolve", "1", "--yes", "--game", str(tmp_path))
    assert result.exit_code == 1 and "--force" in result.stderr
    assert snapshot(tmp_path) == before


def test_resolve_refuses_a_turn_that_is_not_the_latest(tmp_path: Path) -> None:
    """CONTRACT: resolve refuses when TURN is not the latest turn; rollback first."""
    start(tmp_path)
    assert run("resolve", "1", "--yes", "--game", str(tmp_path)).exit_code == 0
    assert run("resolve", "2", "--yes", "--game", str(tmp_path)).exit_code == 0
    result = run("resolve", "1", "--yes", "--game", str(tmp_path), "--force")
    assert result.exit_code == 1 and "rollback" in result.stderr


def test_resolve_refuses_orders_with_errors_and_writes_nothing(tmp_path: Path) -> None:
    """CONTRACT: resolve refuses when an order file has errors; nothing is written."""
    start(tmp_path)
    orders = tmp_path / "turns" / "turn-01" / "orders"
    orders.mkdir(parents=True)
    (orders / "tverskie.yaml").write_text("dynasty: tverskie\nturn: 1\nactions:\n  - fly: {by: mikhail}\n",
                                          encoding="utf-8")
    before = snapshot(tmp_path)
    result = run("resolve", "1", "--yes", "--game", str(tmp_path))
    assert result.exit_code == 1 and "dynasty check 1" in result.stderr
    assert snapshot(tmp_path) == before


def test_resolving_twice_gives_byte_identical_files(tmp_path: Path) -> None:
    """TURN-6, CONTRACT Dice: the same inputs give the same outputs, byte for byte."""
    start(tmp_path)
    assert run("resolve", "1", "--yes", "--game", str(tmp_path)).exit_code == 0
    first = snapshot(tmp_path)
    assert run("resolve", "1", "--yes", "--game", str(tmp_path), "--force").exit_code == 0
    again = snapshot(tmp_path)
    kept = "turns/archive/resolve-force-001/"
    assert {k: v for k, v in again.items() if not k.startswith("turns/archive")} == first
    # what was replaced is kept in the archive, as rollback keeps it
    assert {k.removeprefix(kept): v for k, v in again.items() if k.startswith(kept)} == {
        k: v for k, v in first.items()
        if k.startswith(("turns/turn-02/", "reports/turn-02/", "turns/turn-01/log.yaml"))}


def test_correcting_one_order_file_changes_no_die_of_the_others(tmp_path: Path) -> None:
    """CONTRACT Dice: correcting one order file and resolving again with --force changes no die of the
    other dynasties' provinces and births."""
    start(tmp_path, "classic", seed=5)
    campaign = Campaign(tmp_path)
    assert run("resolve", "1", "--yes", "--game", str(tmp_path)).exit_code == 0
    before = dice_of(tmp_path)
    state = campaign.load_state(1)
    head = state.dynasties["yaroslavichi"].head
    assert head is not None
    orders = tmp_path / "turns" / "turn-01" / "orders"
    orders.mkdir(parents=True)
    (orders / "yaroslavichi.yaml").write_text(
        f"dynasty: yaroslavichi\nturn: 1\nactions:\n  - study: {{by: {head}, skill: learning}}\n", encoding="utf-8")
    assert run("resolve", "1", "--yes", "--game", str(tmp_path), "--force").exit_code == 0
    after = dice_of(tmp_path)
    own = set(state.dynasties["yaroslavichi"].provinces) | set(state.members("yaroslavichi", living=False))
    others = {key for key in before if not any(f"/{x}/" in key or f"/{x}+" in key or f"+{x}" in key for x in own)
              and ("/province/" in key or "/birth/" in key)}
    assert others, "the other dynasties' provinces and births were rolled"
    assert {k: before[k] for k in others} == {k: after.get(k) for k in others}
    assert after != before  # the corrected file did change something: its own study roll


def dice_of(root: Path) -> dict[str, list[int]]:
    from dynasty.store.yaml_io import load_yaml

    log = load_yaml(root / "turns" / "turn-01" / "log.yaml", trusted=True).data
    return {roll["key"]: roll["values"] for roll in log["dice"]}


def test_rollback_moves_the_later_turns_into_the_archive_and_deletes_nothing(tmp_path: Path) -> None:
    """CONTRACT: `dynasty rollback TURN` moves the turns after TURN into an archive folder; nothing is
    deleted, and TURN can be resolved again."""
    start(tmp_path)
    assert run("resolve", "1", "--yes", "--game", str(tmp_path)).exit_code == 0
    assert run("resolve", "2", "--yes", "--game", str(tmp_path)).exit_code == 0
    files_before = len(snapshot(tmp_path))
    result = run("rollback", "1", "--game", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert Campaign(tmp_path).turns() == [1]
    assert len(snapshot(tmp_path)) == files_before
    archived = tmp_path / "turns" / "archive" / "rollback-001"
    assert (archived / "turns" / "turn-03" / "state.yaml").exists()
    assert (archived / "turns" / "turn-01" / "log.yaml").exists()
    assert run("resolve", "1", "--yes", "--game", str(tmp_path)).exit_code == 0


@pytest.mark.parametrize("turn", ["1", "turn-01"])
def test_rollback_of_an_unresolved_latest_turn_is_refused(tmp_path: Path, turn: str) -> None:
    """`rollback` of the latest, unresolved turn has nothing to move: one clear error."""
    start(tmp_path)
    result = run("rollback", turn, "--game", str(tmp_path))
    assert result.exit_code == 1 and "откатывать нечего" in result.stderr


def test_turn_2_turn_3_the_steps_run_in_the_rulebooks_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """TURN-2: master steps (1) actions (2) war (3) death rolls (4) mood then loyalty (5) income; TURN-3:
    then the player's steps (1) province events (2) births — after the decisions (TURN-4)."""
    import dynasty.engine.turn as turn_module
    from dynasty.engine import turn_start

    calls: list[str] = []
    for name in ("apply_decisions", "resolve_actions", "resolve_war", "age_and_die", "moods_and_loyalty",
                 "collect_income", "advance_revolts", "check_victory"):
        monkeypatch.setattr(turn_module, name, lambda t, name=name: calls.append(name))
    for name in ("roll_province_events", "roll_births"):
        original = getattr(turn_start, name)
        monkeypatch.setattr(turn_start, name,
                            lambda *a, name=name, original=original: (calls.append(name), original(*a))[1])
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    game = start_game(loaded, "duel", seed=1)
    calls.clear()  # new-game ran the player's steps of turn 1
    resolve(game.state, {}, loaded.rules, Dice(seed=1), {"m": ["Ivan"], "f": ["Anna"]})
    assert calls == ["apply_decisions", "resolve_actions", "resolve_war", "age_and_die", "moods_and_loyalty",
                     "collect_income", "advance_revolts", "check_victory", "roll_province_events", "roll_births"]
    assert game.state.turn == 2


def test_era_6_the_chronicle_announces_a_new_era() -> None:
    """ERA-6: the public chronicle announces a new era (ERA-1: turn 5 begins the Age of Intrigue)."""
    loaded = load_scenario(SCENARIOS / "duel.yaml")
    game = start_game(loaded, "duel", seed=2)
    state, names = game.state, {"m": ["Ivan"], "f": ["Anna"]}
    announced = []
    for _ in range(4):
        t = resolve(state, {}, loaded.rules, Dice(seed=2), names)
        announced += [(state.turn, o.params["era"]) for o in t.outcomes if o.kind == "new-era" and o.public]
    assert announced == [(5, "intrigue")]
    assert state.era == "intrigue"


def test_age_7_every_age_stays_at_or_above_0_and_newborns_are_0() -> None:
    """AGE-7: an age below 0 becomes 0; newborns are aged 0 — over ten turns no age is negative and
    every child born in the game started at 0 (its age is 5 × the turns since its birth)."""
    loaded = load_scenario(SCENARIOS / "classic.yaml")
    game = start_game(loaded, "classic", seed=8)
    state = game.state
    for _ in range(10):
        resolve(state, {}, loaded.rules, Dice(seed=8), {"m": ["Ivan"], "f": ["Anna"]})
    born = [c for c in state.characters.values() if c.born is not None]
    assert born and all(c.age >= 0 for c in state.characters.values())
    for child in born:
        if child.alive:
            assert child.age == (state.turn - child.born) * loaded.rules.age.turn_years


def test_defeat_5_status_says_who_won(tmp_path: Path) -> None:
    """DEFEAT-5: the game is won by the last surviving dynasty, and `status` says who won."""
    from dynasty.game.state import Death, save_state

    start(tmp_path)
    campaign = Campaign(tmp_path)
    state = campaign.load_state(1)
    loser = "tverskie"
    state.dynasties[loser].alive = False
    state.dynasties[loser].defeat = Death(turn=1, cause="reputation")
    for cid in state.members(loser):
        state.characters[cid].alive = False
        state.characters[cid].death = Death(turn=1, cause="defeat")
        state.characters[cid].spouse = None
    for pid in state.dynasties[loser].provinces:
        state.provinces[pid].owner = "moskovskie"
        state.dynasties["moskovskie"].provinces.append(pid)
    state.dynasties[loser].provinces = []
    save_state(campaign.state_path(1), state)
    assert run("resolve", "1", "--yes", "--game", str(tmp_path)).exit_code == 0
    result = run("status", "--game", str(tmp_path))
    assert result.exit_code == 0, result.output
    assert "Игра окончена. Победитель: Московские (moskovskie)" in result.output
    refused = run("resolve", "2", "--yes", "--game", str(tmp_path))
    assert refused.exit_code == 1 and "игра окончена" in refused.stderr
