"""The reply to orders counts and says its numbers (issue 25, part C): a dowry the house will pay when it
accepts a proposal is in the coin total and named beside the action; a Workaholic's dearer second action says
why; a battle order given with the declaration of its war is not echoed as accepted but shown among the refused,
with the reason (WAR-14); a decision that risks a loss says how much, from the rules data (PROV-3, PROV-4).

Played on the forum game (tests/forum_world.py), turn 5, as the Белозерские: `dynasty take` and
`dynasty check --echo`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.game.state import GameState, ProvinceEvent, save_state
from dynasty.store.yaml_io import save_yaml
from tests.forum_world import TURN, forum_settings, forum_state

ORDERS = Path(f"turns/turn-{TURN:02d}/orders")


def run(*args: str, stdin: bytes | None = None) -> Result:
    return CliRunner().invoke(app, list(args), input=stdin)


Change = Callable[[GameState], None]


@pytest.fixture
def world(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Callable[[Change], Path]:
    """The forum game with one change of its turn-5 state, the current folder."""
    def made(change: Change) -> Path:
        root = tmp_path / "game"
        state = forum_state()
        change(state)
        save_yaml(root / "turns" / "game.yaml", forum_settings().model_dump(mode="json"))
        save_state(root / "turns" / f"turn-{TURN:02d}" / "state.yaml", state)
        monkeypatch.chdir(root)
        return root
    return made


def take(body: str) -> Result:
    text = f"dynasty: belozerskie\nturn: {TURN}\ndecisions:\n  revolt: {{kirillov: suppress}}\n{body}"
    return run("take", str(TURN), "--dynasty", "belozerskie", stdin=f"```yaml\n{text}```\n".encode())


def asking(ask: int = 0, pay: int = 0) -> Change:
    """Борис Устюжский's standing proposal to Злата asks a dowry of `ask` and offers `pay`."""
    def change(state: GameState) -> None:
        state.proposals[0].terms = {"pay": pay, "ask": ask, "vassal": None}
    return change


# -- the dowry --------------------------------------------------------------------------------------------------


def test_act_accept_marriage_the_dowry_asked_is_counted_in_the_coin_total_and_said(world: Callable[[Change], Path]
                                                                                   ) -> None:
    """ACT-propose_marriage: "terms (dowry coins either way)"; the side that accepts pays the dowry the proposal
    asks (`ask`): the reply names it beside the acceptance and counts it with the famine's 15."""
    world(asking(ask=20))
    result = take("actions:\n  - accept_marriage: {by: zlata, target: boris}\n")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert "1. Злата: согласие на брак с Борисом на условиях: мы платим 20 монет — 1 ОД и 20 монет" in lines
    assert "Итого: 1 ОД из 6; 35 монет из 100 в казне, с решениями." in lines


def test_act_accept_marriage_a_dowry_offered_costs_nothing_and_is_said(world: Callable[[Change], Path]) -> None:
    """A proposal that pays us (`pay`) costs the accepting side nothing; the reply says what it brings."""
    world(asking(pay=30))
    result = take("actions:\n  - accept_marriage: {by: zlata, target: boris}\n")
    lines = result.stdout.splitlines()
    assert "1. Злата: согласие на брак с Борисом на условиях: нам платят 30 монет — 1 ОД" in lines
    assert "Итого: 1 ОД из 6; 15 монет из 100 в казне, с решениями." in lines


def test_dyn_7_a_dowry_beyond_the_treasury_is_an_error_of_check(world: Callable[[Change], Path]) -> None:
    """DYN-7: a cost that cannot be paid in full is not paid and its action fails: the check counts the dowry
    the acceptance will pay (20 and the famine's 15 of 30 in the treasury)."""
    def change(state: GameState) -> None:
        asking(ask=20)(state)
        state.dynasties["belozerskie"].balance = 30
    world(change)
    result = take("decisions:\n  famine: {beloozero: pay}\nactions:\n  - accept_marriage: {by: zlata, target: boris}\n")
    assert result.exit_code == 1
    assert "приказы стоят 35 монет, а в казне 30 монет (DYN-7)" in result.stdout


# -- a Workaholic's second action -----------------------------------------------------------------------------


def test_trait_workaholic_the_second_action_says_why_it_costs_more(world: Callable[[Change], Path]) -> None:
    """TRAIT-workaholic: "may execute two actions a turn; the second costs 2 AP more and gives him −1 mood"."""
    def change(state: GameState) -> None:
        state.characters["boris-belozerskie"].traits = ["workaholic"]
    world(change)
    result = take("actions:\n  - visit: {by: boris-belozerskie, target: milava}\n"
                  "  - study: {by: boris-belozerskie, skill: learning}\n")
    lines = result.stdout.splitlines()
    assert "1. Борис: визит к Милаве — 2 ОД" in lines
    assert ("2. Борис: обучение навыку «знание» — 4 ОД (второе действие за ход, черта «Трудоголик»: +2 ОД и "
            "настроение −1, TRAIT-5)") in lines  # TRAIT-workaholic, shown in Russian as its code


def test_trait_workaholic_a_first_action_and_another_member_s_say_nothing_more(world: Callable[[Change], Path]
                                                                              ) -> None:
    """Only the dearer second action is explained."""
    def change(state: GameState) -> None:
        state.characters["boris-belozerskie"].traits = ["workaholic"]
    world(change)
    result = take("actions:\n  - visit: {by: boris-belozerskie, target: milava}\n"
                  "  - study: {by: vseslav, skill: learning}\n")
    assert "TRAIT-5" not in result.stdout and "второе действие за ход" not in result.stdout  # TRAIT-workaholic


# -- a battle with the declaration of its war -------------------------------------------------------------------


def test_war_14_a_battle_ordered_with_the_declaration_is_refused_with_the_reason(world: Callable[[Change], Path]
                                                                                ) -> None:
    """WAR-14: "The first battle is fought when turn N+1 is resolved": `check` refuses the battle order, and the
    reply lists it among the refused, not with what was understood."""
    world(lambda state: None)
    result = take("actions:\n  - declare_war: {by: ratibor, on: ustyuzhskie, general: boris-belozerskie}\n"
                  "war:\n  ustyuzhskie: {send: 5}\n  tverskie: {send: 10}\n")
    assert result.exit_code == 1
    decisions, refused = result.stdout.split("**Решения:**")[1].split("**Не принято:**")
    assert "- Битва с Тверскими: в бой идут 10 солдат" in decisions.splitlines()
    assert "Устюжск" not in decisions
    assert refused.strip().splitlines() == [
        "- Битва с Устюжскими: война объявлена в этих же приказах, и первая битва будет лишь по итогам "
        "следующего хода — приказ на битву дайте тогда (WAR-14)"]


def test_war_2_a_battle_with_a_house_at_peace_is_refused_in_check_echo(world: Callable[[Change], Path]) -> None:
    """WAR-2: battle orders are for the wars the dynasty fights; `check --echo` shows the refused one apart."""
    root = world(lambda state: None)
    (root / ORDERS).mkdir(parents=True)
    (root / ORDERS / "belozerskie.yaml").write_text(
        f"dynasty: belozerskie\nturn: {TURN}\nwar:\n  ustyuzhskie: {{send: 5}}\n", encoding="utf-8")
    result = run("check", str(TURN), "--echo")
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[lines.index("  Не принято:") + 1] == "  - Битва с Устюжскими: вы не воюете с Устюжскими (WAR-2)"


# -- what a decision risks -----------------------------------------------------------------------------------


def test_prov_3_a_famine_refused_by_default_says_what_it_costs(world: Callable[[Change], Path]) -> None:
    """PROV-3: refusing a famine: "its loyalty −2, its yield −3, and −10 reputation"; PROV-6: the default pays
    only if affordable (10 coins of 15)."""
    def change(state: GameState) -> None:
        state.dynasties["belozerskie"].balance = 10
    world(change)
    result = take("")
    assert ("- Неурожай в Белоозере: отказаться (репутация −10, лояльность −2, доход провинции −3 навсегда) — "
            "по умолчанию (PROV-6)") in result.stdout.splitlines()


def test_prov_3_a_disease_refused_and_a_revolt_say_what_they_cost(world: Callable[[Change], Path]) -> None:
    """PROV-3: a disease drops the yield by 5, by 2 if paid; PROV-4: suppressing costs the 3d6 rolled (12), and
    yielding loses the province."""
    def change(state: GameState) -> None:
        state.provinces["vologda"].event = ProvinceEvent(turn=TURN, roll=12, kind="disease", decision="disease")
    world(change)
    result = take("  famine: {beloozero: pay}\n  disease: {vologda: refuse}\n")
    lines = result.stdout.splitlines()
    assert "- Болезнь в Вологде: отказаться (доход провинции −5 навсегда, а при оплате −2)" in lines
    assert "- Восстание в Кириллове: подавить (армия −12)" in lines
    assert "- Неурожай в Белоозере: заплатить (15 монет)" in lines
    yielded = run("take", str(TURN), "--dynasty", "belozerskie", stdin=(
        f"```yaml\ndynasty: belozerskie\nturn: {TURN}\ndecisions:\n  revolt: {{kirillov: yield}}\n```\n").encode())
    assert "- Восстание в Кириллове: уступить (провинция будет потеряна)" in yielded.stdout.splitlines()


def test_prov_3_medicine_lowers_the_disease_drop_the_reply_tells(world: Callable[[Change], Path]) -> None:
    """Technologies: medicine — disease drops yield by 2, or 0 if paid (the rules data)."""
    def change(state: GameState) -> None:
        state.provinces["vologda"].event = ProvinceEvent(turn=TURN, roll=12, kind="disease", decision="disease")
        state.dynasties["belozerskie"].technologies = ["medicine"]
    world(change)
    result = take("  disease: {vologda: refuse}\n")
    said = "- Болезнь в Вологде: отказаться (доход провинции −2 навсегда, а при оплате без потерь)"
    assert said in result.stdout.splitlines()
