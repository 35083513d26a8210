"""Big generated scenarios (`dynasty.study.scaled`, issue 8: `make bench`): they load, pass the scenario checks and
play a turn; and the shortcuts that keep big games fast give what the plain computation gives."""

from __future__ import annotations

from pathlib import Path

import pytest

from dynasty.engine.game_start import start_game
from dynasty.engine.turn import resolve
from dynasty.game.dice import Dice
from dynasty.game.relations import close_relation, is_close, relation
from dynasty.game.rules import default_rules
from dynasty.game.scenario import load_scenario
from dynasty.game.state_check import state_problems
from dynasty.study.scaled import classic_names, house_name, scaled_scenario, write_scaled_scenario


@pytest.mark.parametrize("n", [12, 50])
def test_scaled_scenario_loads_passes_the_checks_and_plays_a_turn(tmp_path: Path, n: int) -> None:
    """GEN-1 heads, DYN-1 three provinces each, unique ids: `load_scenario` (which raises on any problem)
    takes the file; the new game and one turn with default orders keep the state valid."""
    path = write_scaled_scenario(tmp_path / f"scaled-{n}.yaml", n, seed=7)
    loaded = load_scenario(path)
    assert len(loaded.scenario.dynasties) == n
    game = start_game(loaded, path.name, seed=7)
    assert state_problems(game.state, loaded.rules) == []
    assert len(game.state.provinces) == 3 * n
    names = {"m": list(loaded.scenario.names.m), "f": list(loaded.scenario.names.f)}
    t = resolve(game.state, {}, loaded.rules, Dice(seed=7), names)
    assert game.state.turn == 2
    assert sorted(t.missing) == sorted(loaded.scenario.dynasties)
    assert state_problems(game.state, loaded.rules) == []


def test_scaled_scenario_is_the_same_for_a_seed_and_uses_the_classic_name_pools() -> None:
    first, again, other = scaled_scenario(30, 1), scaled_scenario(30, 1), scaled_scenario(30, 2)
    assert first == again
    assert first != other
    pools = classic_names()
    assert first["names"] == pools
    people = [p for d in first["dynasties"].values() for p in [d["head"], *d["members"]]]
    assert len({p["id"] for p in people}) == len(people)
    assert all(p["name"] in pools[p["sex"]] for p in people)
    provinces = [pid for d in first["dynasties"].values() for pid in d["provinces"]]
    assert len(provinces) == len(set(provinces)) == 90
    assert sum(1 for d in first["dynasties"].values() if d["controller"] == "master") == 10


def test_scaled_scenario_has_as_many_dynasties_as_asked_past_the_name_pools() -> None:
    """More houses than founders' names: `Всеволодичи II`, with ids `vsevolodichi-ii`."""
    scenario = scaled_scenario(65, 3)
    assert len(scenario["dynasties"]) == 65
    assert scenario["dynasties"]["vsevolodichi-ii"]["name"] == "Всеволодичи II"
    assert house_name("Юрий") == "Юриевичи" and house_name("Василько") == "Васильковичи"
    with pytest.raises(ValueError):
        scaled_scenario(0, 1)


def test_close_relation_is_relation_when_it_is_close(tmp_path: Path) -> None:
    """ALLY-2's shortcut (every report asks about every pair of dynasties): for every pair of characters of a
    generated game after a turn, `close_relation` is `relation` if that is close, else None."""
    rules = default_rules()
    loaded = load_scenario(write_scaled_scenario(tmp_path / "scaled.yaml", 12, seed=11))
    state = start_game(loaded, "scaled", seed=11).state
    resolve(state, {}, rules, Dice(seed=11), classic_names())
    ids = list(state.characters)
    found = 0
    for a in ids:
        for b in ids:
            kind = relation(state, a, b)
            expected = kind if is_close(kind) else None
            assert close_relation(state, a, b) == expected, (a, b)
            found += expected is not None
    assert found > 0


def test_the_gm_report_rendered_in_a_second_process_is_the_same(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Big games render the GM's report and the chronicle in a forked child (`write.Beside`): the same files,
    the same bytes, in the same order as in one process."""
    from dynasty.commands.new_game import new_game
    from dynasty.game.campaign import Campaign
    from dynasty.reports import write

    path = write_scaled_scenario(tmp_path / "scaled.yaml", 12, seed=5)
    new_game(tmp_path / "game", str(path), seed=5)
    campaign = Campaign(tmp_path / "game")
    state = campaign.load_state(1)
    log, new_game_log = write.load_logs(campaign, 1)

    def texts() -> list[tuple[Path, str]]:
        return write.report_texts(campaign, 1, state, campaign.rules, campaign.settings, log=log,
                                  new_game_log=new_game_log)

    monkeypatch.setenv("DYNASTY_PROCESSES", "1")
    alone = texts()
    monkeypatch.delenv("DYNASTY_PROCESSES")
    monkeypatch.setattr(write, "PARALLEL_FROM", 1)
    if not write.second_process_helps(12):
        pytest.skip("no fork or a single core here")
    assert texts() == alone
    names = [p.name for p, _ in alone if p.parent == alone[0][0].parent]  # the turn's folder, not the posts
    assert names.index("public.md") < names.index("public.json") < names.index("gm.md") < names.index("gm.ged")
    # the genealogies, then the trees drawn, the GM's last
    assert names.index("gm.ged") < min(names.index(n) for n in names if n.endswith(".svg"))
    assert names[-2:] == ["gm.svg", "gm.png"]


def test_a_failure_in_the_second_process_is_raised_here() -> None:
    """If the child fails, the parent computes the value itself: the error is the one it would have raised."""
    import multiprocessing

    from dynasty.reports.write import Beside

    if "fork" not in multiprocessing.get_all_start_methods():
        pytest.skip("no fork here")

    def fails() -> str:
        raise KeyError("no such dynasty")

    assert Beside(lambda: "text").result() == "text"
    with pytest.raises(KeyError, match="no such dynasty"):
        Beside(fails).result()
