"""Risks in numbers (DYN-2): each warning of a loss says how much, and where the loss — alone, with what the
house's wars surely take this turn (WAR-9, WAR-10), or with the turn's other warned losses — could end the
house, says so with the figures; in `check` and `take` (the same checker) and in the report's war section."""

from __future__ import annotations

from dynasty.game.campaign import GameSettings, SeatSettings
from dynasty.game.rules import default_rules
from dynasty.game.scenario import NamePools
from dynasty.game.state import GameState, War
from dynasty.orders.check import check_parsed
from dynasty.orders.check_base import war_losses
from dynasty.orders.parse import parse_orders_text
from dynasty.reports.build import build_dynasty_report
from tests.order_fixture import order_state

RULES = default_rules()


def messages(state: GameState, body: str, code: str, language: str = "ru") -> list[str]:
    """The messages of `code` for valois's orders of turn 3; `body` follows `dynasty:` and `turn:`."""
    text = f"dynasty: valois\nturn: {state.turn}\n{body}"
    parsed = parse_orders_text(text, "valois.yaml", RULES, language)  # type: ignore[arg-type]
    problems = check_parsed(parsed, state, RULES, language, turn=state.turn,  # type: ignore[arg-type]
                            expected_dynasty="valois")
    return [p.message for p in problems if p.code == code]


def actions(*lines: str) -> str:
    return "actions:\n" + "".join(f"  - {line}\n" for line in lines)


def kin_war(reputation: int, language: str = "ru") -> GameState:
    """Valois attacks the Habsburgs, where the head's daughter Isabelle is (WAR-10: −40), since turn 2 (WAR-9:
    −10 from the second war turn), instead of fighting the Tudors."""
    state = order_state(language=language)
    state.wars = [War(attackers=["valois"], defenders=["habsburg"], generals={"valois": "philippe"}, started=2)]
    state.dynasties["valois"].reputation = reputation
    return state


# -- 1. the wars' sure losses ----------------------------------------------------------------------------


def test_war_9_war_10_the_losses_a_war_surely_takes_are_counted_once_the_largest_war_10() -> None:
    """WAR-9: "from the second turn of a war ... 10 reputation"; WAR-10: "each war turn (the first included)
    one extra reputation loss applies, only the largest"."""
    losses = war_losses(kin_war(35), RULES, "valois")
    assert (losses.drain, losses.kin, losses.kin_war, losses.total) == \
        (RULES.war.drain_reputation, RULES.war.close_relative, "habsburg", 50)
    state = kin_war(35)
    state.wars.append(War(attackers=["valois"], defenders=["tudor"], started=3))  # first turn: no drain yet
    assert war_losses(state, RULES, "valois").total == 50
    assert war_losses(state, RULES, "habsburg").total == RULES.war.drain_reputation  # WAR-10: attacker only


def test_dyn_2_war_10_a_war_on_kin_that_ends_the_house_is_told_with_its_figures() -> None:
    """DYN-2, WAR-9, WAR-10: the play-test's house at 35 fell from the war alone (−50); `check` (and so `take`)
    now says so, at the war's battle orders."""
    body = "war:\n  habsburg: {send: 5}\n"
    assert messages(kin_war(35), body, "war-losses") == [
        "по итогам этого хода, если раньше не будет заключён мир, вы потеряете на войне 50 репутации: 10 за "
        "войну, идущую не первый ход (WAR-9) и 40 за войну с роднёй — с Габсбургами (habsburg) (WAR-10); а у "
        "вас всего 35 репутации: если ничто не прибавит её раньше, ваша династия выбудет из игры (DYN-2)"]
    assert messages(kin_war(35, "en"), body, "war-losses", "en") == [
        "unless peace is made first, the house will lose 50 reputation to war when this turn is resolved: 10 for "
        "a war past its first turn (WAR-9) and 40 for a war against relatives, with Habsburg (habsburg) (WAR-10); "
        "and the house has only 35 reputation: unless something raises it first, the house will be out of the "
        "game (DYN-2)"]


def test_war_10_a_war_on_kin_is_told_with_its_sum_even_when_the_house_survives_it() -> None:
    """WAR-10 each war turn: at 80 the house survives the −50, and the warning gives the sum without DYN-2; a
    war without kin whose drain cannot end the house (the fixture's war with the Tudors) is not warned of."""
    assert messages(kin_war(80), "", "war-losses") == [
        "по итогам этого хода, если раньше не будет заключён мир, вы потеряете на войне 50 репутации: 10 за "
        "войну, идущую не первый ход (WAR-9) и 40 за войну с роднёй — с Габсбургами (habsburg) (WAR-10)"]
    assert messages(order_state(language="ru"), "", "war-losses") == []


def test_dyn_2_war_9_a_drain_alone_that_ends_the_house_is_told() -> None:
    """WAR-9 and DYN-2: at 10 reputation the war with the Tudors takes the last 10."""
    state = order_state(language="ru")
    state.dynasties["valois"].reputation = 10
    assert messages(state, "", "war-losses") == [
        "по итогам этого хода, если раньше не будет заключён мир, вы потеряете на войне 10 репутации (WAR-9); "
        "а у вас всего 10 репутации: если ничто не прибавит её раньше, ваша династия выбудет из игры (DYN-2)"]


def test_dyn_2_war_10_the_wars_sure_losses_join_the_sum_of_the_warned_ones() -> None:
    """DYN-2: a discovered plot on an ally (ALLY-4: −40) at 85 is not fatal alone, but with the war's sure 50
    it is; a new war on kin shares WAR-10's one loss a turn with the war under way (only the largest)."""
    spy = actions("spy: {by: pierre, target: ferdinand}")
    assert messages(kin_war(85), spy, "plot-ally")[0].endswith(
        "; репутация 85: вместе с тем, что войны отнимут наверняка (50), это 90 — так она может дойти до 0, и ваша "
        "династия выбудет из игры (DYN-2)")
    state = kin_war(51)
    state.characters["catherine"].father = "louis"  # the Tudors now hold the head's daughter: WAR-10 −40 too
    declare = actions("declare_war: {by: louis, on: tudor, general: jean}")
    state.wars = [w for w in state.wars if "tudor" not in w.defenders]
    assert messages(state, declare, "war-on-relatives")[0].endswith("(WAR-10)")  # 51 − 10 − 40: one WAR-10 loss
    state.dynasties["valois"].reputation = 50
    assert messages(state, declare, "war-on-relatives")[0].endswith(
        "(WAR-10); репутация 50: вместе с тем, что войны отнимут наверняка (50), это 50 — так она может дойти до "
        "0, и ваша династия выбудет из игры (DYN-2)")


def test_war_9_war_10_dyn_2_the_reports_war_section_gives_the_war_10_loss_and_the_fall() -> None:
    """The private report's war section: WAR-9's 10, WAR-10's 40 and the total; DYN-2: at 35 the house falls."""
    state = kin_war(35)
    settings = GameSettings(title="Risks", scenario="test", seed=1, language="ru",
                            names=NamePools(m=["Жан"], f=["Жанна"]),
                            dynasties={did: SeatSettings() for did in state.dynasties})
    report = build_dynasty_report(state, RULES, settings, "valois", None)
    summary = report.wars[0].summary
    assert "По итогам этого хода война отнимет у вас 10 репутации" in summary
    assert summary.endswith(
        "Это война с роднёй, поэтому она отнимет ещё 40 репутации (WAR-10) — всего 50 за ход. У вас 35 "
        "репутации, а войны отнимут в этом ходу 50: если ничто не прибавит её раньше и мир не будет заключён, вы "
        "выбудете из игры (DYN-2).")
    state.dynasties["valois"].reputation = 80
    assert "DYN-2" not in build_dynasty_report(state, RULES, settings, "valois", None).wars[0].summary


# -- 2. every plot's discovery ----------------------------------------------------------------------------


def test_act_0_dyn_2_a_plots_discovery_penalty_that_could_end_the_house_is_told_against_an_enemy_too() -> None:
    """ACT-0: "the acting dynasty pays the discovery penalty"; the play-test's house at 18 whose spy's discovery
    would cost 20 was not warned (the warning was for allies only). The fixture's war with the Tudors takes 10
    more (WAR-9)."""
    state = order_state(language="ru")
    state.dynasties["valois"].reputation = 18
    assert messages(state, actions("spy: {by: pierre, target: edmund}"), "plot-discovery") == [
        "если действие «Слежка» против Тюдоров (tudor) раскроют, это обойдётся в 20 репутации (ACT-0); репутация "
        "18: это может довести её до 0, и ваша династия выбудет из игры (DYN-2)"]
    state.dynasties["valois"].reputation = 25  # 20 + the war's 10
    assert messages(state, actions("gossip: {by: pierre, target: tudor}"), "plot-discovery") == [
        "если действие «Сплетни» против Тюдоров (tudor) раскроют, это обойдётся в 20 репутации (ACT-0); репутация "
        "25: вместе с тем, что войны отнимут наверняка (10), это 30 — так она может дойти до 0, и ваша династия "
        "выбудет из игры (DYN-2)"]
    state.dynasties["valois"].reputation = 80
    assert messages(state, actions("spy: {by: pierre, target: edmund}"), "plot-discovery") == []


def test_trait_r2_act_0_a_beautiful_spys_halved_penalty_is_the_one_weighed() -> None:
    """TRAIT-R2: a Beautiful executor's loss is halved (20 → 10): at 25 with the war's 10, the house stands."""
    state = order_state(language="ru")
    state.dynasties["valois"].reputation = 25
    state.characters["pierre"].traits = ["beautiful"]
    assert messages(state, actions("spy: {by: pierre, target: edmund}"), "plot-discovery") == []
    state.dynasties["valois"].reputation = 20
    assert messages(state, actions("spy: {by: pierre, target: edmund}"), "plot-discovery")[0].startswith(
        "если действие «Слежка» против Тюдоров (tudor) раскроют, это обойдётся в 10 репутации (ACT-0); репутация 20")


def test_dyn_2_two_plots_that_together_could_end_the_house_are_both_told() -> None:
    """DYN-2: each plot alone leaves the house standing (60 − 10 − 40 > 0), both together may not."""
    state = order_state(language="ru")
    state.dynasties["valois"].reputation = 60
    body = actions("assassinate: {by: pierre, target: edmund, mercenary: true}",
                   "spy: {by: jean, target: catherine}")
    found = messages(state, body, "plot-discovery")
    assert len(found) == 2
    assert all(m.endswith("(всего 70, из них 10 войны отнимут наверняка) это может довести её до 0, и ваша "
                          "династия выбудет из игры (DYN-2)") for m in found)


# -- 3. sabotage of an action that costs nothing ----------------------------------------------------------


def test_sab_1_sab_3_a_sabotaged_free_action_loses_the_action_itself_and_the_ap_agree_in_number() -> None:
    """SAB-3: "a sabotaged action spends its AP and coins; it has no other effect" — with no AP nor coins, what
    is lost is the peace; one AP is «пропадёт 1 ОД»."""
    state = order_state(language="ru")
    assert messages(state, actions("accept_peace: {by: gaston, from: tudor}"), "may-sabotage") == [
        "у Гастона (gaston) лояльность 1: он может сорвать это действие, и тогда мир не будет заключён "
        "(SAB-1, SAB-3)"]
    assert messages(state, actions("offer_peace: {by: gaston, to: tudor}"), "may-sabotage") == [
        "у Гастона (gaston) лояльность 1: он может сорвать это действие, и тогда пропадёт 1 ОД (SAB-1, SAB-3)"]
    en = order_state()
    assert messages(en, actions("accept_peace: {by: gaston, from: tudor}"), "may-sabotage", "en") == [
        "Gaston (gaston) has loyalty 1: he may sabotage this action, and then no peace is made (SAB-1, SAB-3)"]
    assert messages(en, actions("offer_peace: {by: gaston, to: tudor}"), "may-sabotage", "en") == [
        "Gaston (gaston) has loyalty 1: he may sabotage this action, and then 1 AP is lost (SAB-1, SAB-3)"]


# -- 6. a general who may refuse to fight -----------------------------------------------------------------


def test_sab_4_war_6_a_disloyal_general_may_refuse_and_the_bonus_is_told() -> None:
    """SAB-4: "a general with loyalty ≤ 1 may refuse to fight"; WAR-6: he then counts with combat 0."""
    state = order_state(language="ru")
    state.characters["philippe"].loyalty = 1
    combat = state.characters["philippe"].skills.combat
    assert messages(state, "war:\n  tudor: {send: 10}\n", "general-may-refuse") == [
        f"генерал Филипп (philippe) с лояльностью 1 может отказаться сражаться в бою с Тюдорами (tudor), и тогда "
        f"ваша сторона лишится прибавки генерала: +{combat} к силе за каждые полные 10 солдат в бою (SAB-4, WAR-6)"]
    state.characters["philippe"].loyalty = 3
    assert messages(state, "", "general-may-refuse") == []
    gaston = state.characters["gaston"].skills.combat  # the general named this turn is the one who fights
    assert messages(state, actions("general: {by: louis, war: tudor, general: gaston}"), "general-may-refuse") == [
        f"генерал Гастон (gaston) с лояльностью 1 может отказаться сражаться в бою с Тюдорами (tudor), и тогда "
        f"ваша сторона лишится прибавки генерала: +{gaston} к силе за каждые полные 10 солдат в бою (SAB-4, WAR-6)"]
