"""Report sentences that say what and why, in numbers (issue 25, part E): a failed war order names the house it
named and why there was no war with it (ACT-0, WAR-12); an event that loyalty left without effect, or turned
into deserters, says the province's loyalty and the threshold of the rules data (PROV-3, ERA-5) — to the
province's owner only (INFO-3); the chronicle does not invite a house to accept a peace already made (ACT-offer_
peace, WAR-12); the decisions say what refusing or yielding costs, in the numbers of the rules data (PROV-3 …
PROV-5). Dice are scripted by key; the rules' numbers come from the rules data."""

from __future__ import annotations

from typing import Any

import pytest

from dynasty.engine.actions import resolve_actions
from dynasty.game.campaign import GameSettings, SeatSettings
from dynasty.game.named import Names, state_names
from dynasty.game.rules import Rules, default_rules, load_rules
from dynasty.game.scenario import NamePools
from dynasty.game.state import GameState, ProvinceEvent
from dynasty.reports.build import build_dynasty_report, build_public_report
from dynasty.reports.model import DynastyReport
from dynasty.reports.texts import happening_text
from dynasty.text.catalogs import Named
from tests.builders import StateBuilder, skills
from tests.test_engine_war import at_war, offer, turn_of

RU = Names({"valois": Named("Ярославичи", "house"), "habsburg": Named("Ростиславичи", "house"),
            "anjou": Named("Ростов", "land")})
EN = Names({"valois": Named("Valois", "house"), "habsburg": Named("Habsburg", "house"),
            "anjou": Named("Anjou", "land")})


def said(language: str, kind: str, dynasty: str | None, names: Any = None, **params: Any) -> str:
    """The sentence of one outcome, as a report of that language shows it."""
    return happening_text({"kind": kind, "dynasty": dynasty, "params": params}, language,  # type: ignore[arg-type]
                          names if names is not None else RU if language == "ru" else EN)


def settings_for(state: GameState, language: str) -> GameSettings:
    return GameSettings(title="Numbers", scenario="test", seed=1, language=language,  # type: ignore[arg-type]
                        names=NamePools(m=["Jean"], f=["Jeanne"]),
                        dynasties={did: SeatSettings() for did in state.dynasties})


def world(turn: int = 5, rules: Rules | None = None, **valois: Any) -> StateBuilder:
    """Two houses of one province and two members each; the Valois' own fields (army, technologies) as given."""
    return (StateBuilder(turn=turn, rules=rules)
            .dynasty("valois", head="louis", ap=20, **valois).person("louis", "valois", age=45)
            .person("charles", "valois", age=20, father="louis", skill_values=skills(combat=4))
            .person("henri", "valois", age=25, father="louis")
            .province("anjou", "valois", loyalty=3)
            .dynasty("habsburg", head="rudolf", ap=20).person("rudolf", "habsburg", age=45)
            .person("ferdinand", "habsburg", age=20, father="rudolf")
            .province("tyrol", "habsburg", loyalty=3))


def report(state: GameState, did: str, language: str, rules: Rules | None = None,
           log: dict[str, Any] | None = None) -> DynastyReport:
    rules = rules or default_rules()
    return build_dynasty_report(state, rules, settings_for(state, language), did,
                                log if log is not None else {"outcomes": [], "dice": []})


def with_event(state: GameState, pid: str, **event: Any) -> GameState:
    """This turn's event of a province, as the start of the turn rolled it (PROV-3)."""
    state.provinces[pid].event = ProvinceEvent(turn=state.turn, **event)
    return state


# -- 1. a war order that finds no war names the house and says why (ACT-0, WAR-12) ------------------------------


@pytest.mark.parametrize(("war_end", "ru", "en"), [
    ("peace", "войны с Ростиславичами уже нет — раньше в этом ходу она окончилась миром (WAR-12).",
     "the war with Habsburg is over: earlier this turn it ended in peace (WAR-12)."),
    ("left", "войны с Ростиславичами уже нет — раньше в этом ходу мир вывел из неё одну из сторон (WAR-12, "
             "VASSAL-5).",
     "the war with Habsburg is over: earlier this turn a peace took one side out of it (WAR-12, VASSAL-5)."),
    ("none", "войны с Ростиславичами не было ни в начале хода, ни когда до действия дошла очередь (ACT-0).",
     "there was no war with Habsburg, neither at the start of the turn nor when the action's turn came (ACT-0)."),
])
def test_act_0_a_war_order_that_finds_no_war_names_the_house_and_why(war_end: str, ru: str, en: str) -> None:
    """ACT-0: an action re-checked at its turn fails; WAR-12: "a war ends by peace". The failed order of a
    general says with which house there was no war (declined: «с Ростиславичами») and why, as the outcome
    records it (`who` the house, `war_end` how its war ended this turn)."""
    facts = {"action": "general", "n": 2, "reason": "not-at-war", "who": "habsburg", "war_end": war_end, "ap": 1}
    assert said("ru", "action-failed", "valois", **facts) == f"Из смены генерала ничего не вышло: {ru} Потрачено 1 ОД."
    assert said("en", "action-failed", "valois", **facts) == f"Nothing came of the change of general: {en} 1 AP spent."


def test_act_0_a_war_order_without_the_why_still_names_the_house_and_an_old_log_reads_as_before() -> None:
    """ACT-0: an outcome that names the house but not how the war ended claims no cause; an outcome of an older
    log, which names neither, reads as it did."""
    named = said("ru", "action-failed", "valois", action="offer_peace", n=1, reason="not-at-war", who="habsburg")
    assert named == "Из предложения мира ничего не вышло: войны с Ростиславичами к этому времени не было."
    old = said("ru", "action-failed", "valois", action="offer_peace", n=1, reason="not-at-war")
    assert old == "Из предложения мира ничего не вышло: с этой династией войны нет."


def test_war_12_a_general_named_after_this_turns_peace_fails_and_the_report_says_the_peace_ended_the_war() -> None:
    """WAR-12: the Habsburgs accept the Valois' offer first (lower reputation: they act first, ACT-0): peace
    ends the war in the diplomacy group; the Valois' order of a general (military group) then fails, and the
    report says with whom and why, from the engine's own outcome."""
    rules = default_rules()
    state = at_war(world(army=30).build())
    state.dynasties["habsburg"].reputation = 70
    t, _ = turn_of(state, rules, actions={
        "valois": [offer(), {"action": "general", "by": "henri", "war": "habsburg", "general": "henri"}],
        "habsburg": [{"action": "accept_peace", "by": "rudolf", "from": "valois"}]})
    resolve_actions(t)
    failed = [o.to_data() for o in t.outcomes if o.kind == "action-failed"]
    assert len(failed) == 1 and state.wars == []
    text = happening_text(failed[0], "ru", state_names(state), rules)
    assert "войны с Habsburg уже нет — раньше в этом ходу она окончилась миром" in text


# -- 2. an event without effect says the loyalty and the threshold (PROV-3, ERA-5) -------------------------------


def test_prov_3_a_revolt_without_effect_says_the_loyalty_and_the_threshold_of_the_rules() -> None:
    """PROV-3: "1–3 revolt: if its loyalty is 1 …" — a revolt rolled in a province of loyalty 3 says so, with
    the rules data's threshold (`events.revolt.at_loyalty`), in the story of the turn and in the province
    table."""
    state = with_event(world().build(), "anjou", roll=2, kind="revolt", applies=False)
    own = report(state, "valois", "ru")
    told = [h.text for h in own.happened if h.kind == "event"]
    assert told == ["В Anjou выпало 2 — это восстание, но оно поднимается лишь при лояльности 1 и ниже, а там "
                    "лояльность 3: всё спокойно."]
    anjou = next(p for p in own.provinces if p.id == "anjou")
    assert anjou.event is not None and anjou.event.text == \
        "не поднялось: лояльность 3, а нужно 1 и ниже"
    english = report(state, "valois", "en")
    assert [h.text for h in english.happened if h.kind == "event"] == [
        "Anjou rolled 2 — a revolt, but one rises only at loyalty 1 or lower, and loyalty there is 3: all is calm."]
    assert next(p for p in english.provinces if p.id == "anjou").event.text == \
        "none rose: loyalty 3, and it takes 1 or lower"  # type: ignore[union-attr]


def test_era_5_the_threshold_is_the_eras_and_the_numbers_come_from_the_rules_data() -> None:
    """ERA-5 (Anarchy): "provinces revolt at loyalty ≤ 2": in that era the threshold said is 2; with the rules
    data's volunteer thresholds changed, the sentence follows the data."""
    anarchy = default_rules().era_for(13)
    assert default_rules().eras[anarchy].effects.revolt_at_loyalty == 2
    state = with_event(world(turn=13).build(), "anjou", roll=4, kind="revolt", applies=False)
    assert [h.text for h in report(state, "valois", "ru").happened if h.kind == "event"] == [
        "В Anjou выпало 4 — это восстание, но оно поднимается лишь при лояльности 2 и ниже, а там лояльность 3: всё "
        "спокойно."]
    rules = load_rules({"events": {"volunteers": {"accept_at_loyalty": 5}}})
    state = with_event(world(rules=rules).build(), "anjou", roll=10, kind="volunteers", applies=False)
    state.provinces["anjou"].loyalty = 4
    assert [h.text for h in report(state, "valois", "en", rules).happened if h.kind == "event"] == [
        "Anjou rolled 10 — volunteers, but nobody came: volunteers join the army only at loyalty 5 or higher, and "
        "there it is 4."]
    assert [h.text for h in report(state, "valois", "ru", rules).happened if h.kind == "event"] == [
        "В Anjou выпало 10 — это набор добровольцев, но никто не пришёл: они идут в армию лишь при лояльности 5 "
        "и выше, а там она 4."]


def test_prov_3_deserters_say_the_loyalty_the_threshold_and_the_army_lost() -> None:
    """PROV-3: "10–11 volunteers: … If loyalty is 1, soldiers desert: army −3" — the sentence says the loyalty
    of 1, the threshold and the loss."""
    state = with_event(world().build(), "anjou", roll=11, kind="volunteers", army_change=-3)
    state.provinces["anjou"].loyalty = 1
    own = report(state, "valois", "ru")
    assert [h.text for h in own.happened if h.kind == "event"] == [
        "В Anjou выпало 11 — добровольцы, но вместо них дезертиры: при лояльности 1 и ниже солдаты бегут, а там 1; "
        "армия −3."]
    anjou = next(p for p in own.provinces if p.id == "anjou")
    assert anjou.event is not None and anjou.event.text == \
        "дезертиры: лояльность 1, а при 1 и ниже солдаты бегут; армия −3"


def test_info_3_another_house_never_reads_a_provinces_loyalty_through_its_event() -> None:
    """INFO-3: another dynasty's provinces' loyalty is hidden. The Valois' event, told with its loyalty in their
    own report, is nowhere in the Habsburgs' report; an outcome that carries the loyalty itself (the engine's)
    is told with it even without the state."""
    state = with_event(world().build(), "anjou", roll=2, kind="revolt", applies=False)
    state.provinces["anjou"].loyalty = 4
    theirs = report(state, "habsburg", "ru")
    assert not [h for h in theirs.happened if "Anjou" in h.text or "лояльност" in h.text]
    assert all(p.id != "anjou" for p in theirs.provinces)
    assert "а там лояльность 4" in said("ru", "event", "valois", province="anjou", event="revolt", roll=2,
                                            applies=False, loyalty=4)
    # without the loyalty (an older log read without its state) the sentence claims no figure
    assert said("ru", "event", "valois", province="anjou", event="revolt", roll=2, applies=False) == \
        "В Ростове выпало 2 — это восстание, но при такой лояльности оно не поднимается."


def test_prov_3_an_event_of_another_turn_does_not_lend_its_loyalty() -> None:
    """PROV-3: the state's loyalty is told only for the event the state holds (same turn, kind and roll): a
    logged event that is not the state's says no figure."""
    state = with_event(world().build(), "anjou", roll=3, kind="revolt", applies=False)
    text = said("ru", "event", "valois", state_names(state), province="anjou", event="revolt", roll=2,
                applies=False)
    assert "при такой лояльности" in text and "при лояльности" not in text


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", "В Ростове выпало 10 — это набор добровольцев, но никто не пришёл: они идут в армию лишь при "
           "лояльности 4 и выше, а там она 3."),
    ("en", "Anjou rolled 10 — volunteers, but nobody came: volunteers join the army only at loyalty 4 or higher, and "
           "there it is 3.")])
def test_prov_3_an_event_without_effect_is_told_as_a_story_not_a_log(language: str, expected: str) -> None:
    """PROV-3: «В Микулине собрались добровольцы (выпало 10), но без последствий: …» read as a log. The sentence
    says where the roll fell, what it brought and why nothing came of it, with every number kept; without the
    loyalty it still reads as a sentence."""
    assert said(language, "event", "valois", province="anjou", event="volunteers", roll=10, applies=False,
                loyalty=3) == expected
    assert said("ru", "event", "valois", province="anjou", event="famine", roll=5, applies=False) == \
        "В Ростове выпало 5 — неурожай, но при такой лояльности он обошёлся без последствий."
    assert said("ru", "event", "valois", province="anjou", event="volunteers", roll=11, army_change=-3) == \
        "В Ростове выпало 11 — добровольцы, но при такой лояльности вместо них дезертиры: армия −3."


# -- 3. the chronicle does not invite acceptance of a peace already made (ACT-offer_peace, WAR-12) ----------------


def chronicle_after(actions: dict[str, list[dict[str, Any]]], language: str = "ru") -> list[str]:
    """The chronicle built from the outcomes of step 1 with these orders, on the state they leave."""
    rules = default_rules()
    state = at_war(world(army=30).build())
    state.dynasties["valois"].reputation = 70  # the Valois act first in the diplomacy group (ACT-0)
    t, _ = turn_of(state, rules, actions=actions)
    resolve_actions(t)
    log = {"outcomes": [o.to_data() for o in t.outcomes], "dice": []}
    public = build_public_report(state, rules, settings_for(state, language), log)
    return [h.text for h in public.happened]


def test_act_offer_peace_an_offer_accepted_later_in_the_turn_is_not_offered_for_acceptance() -> None:
    """ACT-offer_peace: "accepted like a marriage (matching offer this turn, or `accept_peace` next turn)". The
    Valois offer first; the Habsburgs' acceptance resolves after it and makes the peace: the chronicle tells the
    offer, the acceptance and the peace, and does not invite anyone to accept the offer in this turn's orders."""
    texts = chronicle_after({"valois": [offer()],
                             "habsburg": [{"action": "accept_peace", "by": "rudolf", "from": "valois"}]})
    offer_text = next(t for t in texts if "предложил" in t and "мир" in t)
    assert "Принять его можно" not in offer_text
    assert any("заключили мир" in t for t in texts)


def test_act_offer_peace_a_mirror_offer_later_in_the_turn_leaves_no_invitation_either() -> None:
    """ACT-offer_peace: the Habsburgs' mirror offer resolves second and makes the peace; the Valois' offer, told
    first, invites no acceptance."""
    texts = chronicle_after({"valois": [offer()], "habsburg": [offer(to="valois", by="rudolf")]}, "en")
    assert not [t for t in texts if "It may be accepted in this turn's orders." in t]
    assert [t for t in texts if "peace without terms" in t] == [
        "On behalf of Valois, Louis offered Habsburg peace without terms.",
        "On behalf of Habsburg, Rudolf offered Valois peace without terms."]
    assert any("made peace" in t for t in texts)


def test_act_offer_peace_an_offer_still_standing_invites_acceptance() -> None:
    """ACT-offer_peace: an offer nobody answered this turn stands until the other side's next orders, and the
    chronicle says it can be accepted in them."""
    texts = chronicle_after({"valois": [offer()]})
    assert any("предложил" in t and "Принять его можно приказами этого хода." in t for t in texts)


# -- 4. the decisions say what refusing or yielding costs, in numbers (PROV-3 … PROV-5) --------------------------


def decision_texts(state: GameState, language: str = "ru", rules: Rules | None = None) -> list[str]:
    return [d.text for d in report(state, "valois", language, rules).decisions if d.province == "anjou"]


def test_prov_3_a_famines_decision_says_what_refusing_costs_from_the_rules_data() -> None:
    """PROV-3: "Pay 15 coins, or its loyalty −2, its yield −3, and −10 reputation"; PROV-5: the drop stays.
    The numbers are the rules data's: changed there, changed in the report."""
    state = with_event(world().build(), "anjou", roll=8, kind="famine", decision="famine")
    assert decision_texts(state) == [
        "Неурожай в Anjou: заплатить / отказаться; по умолчанию — заплатить (цена — 15 монет). При отказе — "
        "лояльность −2, доход провинции −3 навсегда, репутация −10 (PROV-3, PROV-5); если к сроку в казне не "
        "хватит монет, это тоже отказ (DYN-7)."]
    rules = load_rules({"events": {"famine": {"refuse_loyalty": -1, "refuse_yield": -4, "refuse_reputation": -20}}})
    state = with_event(world(rules=rules).build(), "anjou", roll=8, kind="famine", decision="famine")
    assert "Refusing costs loyalty −1, the province's yield −4 for good and reputation −20" in \
        decision_texts(state, "en", rules)[0]


def test_prov_3_a_diseases_decision_says_the_drop_refused_and_paid_and_medicine_lowers_it() -> None:
    """PROV-3 ruling: "a one-time drop of the province's yield per turn (20 → 15, or 20 → 18 if paid)"; the
    Medicine technology lowers both (rules data: 2 and 0)."""
    state = with_event(world().build(), "anjou", roll=12, kind="disease", decision="disease")
    assert decision_texts(state)[0].endswith(
        "При отказе доход провинции упадёт на 5 навсегда, при оплате — на 2 (PROV-3, PROV-5).")
    state = with_event(world(technologies=["medicine"]).build(), "anjou", roll=12, kind="disease",
                       decision="disease")
    assert decision_texts(state)[0].endswith(
        "При отказе доход провинции упадёт на 2 навсегда, при оплате не упадёт (PROV-3, PROV-5).")


def test_prov_4_a_revolt_the_army_cannot_put_down_is_lost_by_default_and_the_report_says_so() -> None:
    """PROV-4: "default: suppress if the army is large enough, else the province is lost. A lost province is
    'in revolt' for 3 turns, then goes to a dynasty chosen by a die roll" — the decision says the loss and the
    rules data's 3 turns; with an army large enough, what yielding would cost."""
    state = with_event(world(army=10).build(), "anjou", roll=1, kind="revolt", decision="revolt",
                       revolt_roll=[5, 5, 5])
    state.provinces["anjou"].loyalty = 1
    assert decision_texts(state) == [
        "Восстание в Anjou: подавить / уступить; по умолчанию — уступить (подавление стоит 15 солдат). Армии на "
        "подавление не хватает, и провинция будет потеряна: 3 хода она пробудет в восстании, затем отойдёт "
        "другой династии (PROV-4)."]
    state.dynasties["valois"].army = 20
    assert decision_texts(state, "en")[0].endswith(
        "Yielding loses the province: it stays in revolt for 3 turns, then goes to another dynasty (PROV-4).")


def test_prov_6_accepting_volunteers_by_default_risks_nothing_and_says_no_loss() -> None:
    """PROV-6: "volunteers — accept": refusing costs nothing, and the decision names no loss."""
    state = with_event(world().build(), "anjou", roll=10, kind="volunteers", decision="volunteers")
    state.provinces["anjou"].loyalty = 4
    assert decision_texts(state) == ["Добровольцы в Anjou: принять / отказаться; по умолчанию — принять (армия +3)."]
