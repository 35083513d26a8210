"""The sentences of marriages, intrigue, war and peace (`dynasty/locales/*/affairs.ftl`), read as a player
reads them: the verb agrees with a man, a woman or a house named in the plural (посватался, посваталась,
Ярославичи объявили), every name stands in its case (к Ярославе, против Ростиславичей, победа за
Ярославичами), counted things agree with their numbers (1 монету, 2 монеты, 21 солдат), and the public
sentences are told in the third person. Each case gives the whole sentence in Russian and in English."""

from __future__ import annotations

from typing import Any

import pytest

from dynasty.game.named import Names
from dynasty.reports.texts import capture_text, happening_text, peace_offer_text, war_general_text, war_summary
from dynasty.reports.words import Words
from dynasty.text.catalogs import Language, Named

NAMES = Names({
    # Russian: names the morphology library declines; houses named in the plural
    "mstislav": Named("Мстислав", "person", "m"),
    "yaroslava": Named("Ярослава", "person", "f"),
    "rogneda": Named("Рогнеда", "person", "f"),
    "agafya": Named("Агафья", "person", "f"),
    "davyd": Named("Давыд", "person", "m"),
    "igor": Named("Игорь", "person", "m"),
    "zvenislava": Named("Звенислава", "person", "f"),
    "yaroslavichi": Named("Ярославичи", "house"),
    "ryazanskie": Named("Рязанские", "house"),
    "rostislavichi": Named("Ростиславичи", "house"),
    "galitskie": Named("Галицкие", "house"),
    "smolensk": Named("Смоленск", "land"),
    "vyazma": Named("Вязьма", "land"),
    "rostov": Named("Ростов", "land"),
    # English
    "louis": Named("Louis", "person", "m"),
    "anne": Named("Anne", "person", "f"),
    "valois": Named("Valois", "house"),
    "habsburg": Named("Habsburg", "house"),
    "tyrol": Named("Tyrol", "land"),
})


#: The house of each person above, for the outcomes that belong to it.
HOUSE_OF = {"mstislav": "yaroslavichi", "yaroslava": "ryazanskie", "rogneda": "yaroslavichi", "agafya": "galitskie",
            "davyd": "rostislavichi", "igor": "galitskie", "zvenislava": "rostislavichi", "louis": "valois",
            "anne": "habsburg"}


def say(language: Language, kind: str, did: str | None, **params: Any) -> str:
    return happening_text({"kind": kind, "dynasty": did, "params": params}, language, NAMES)


# -- marriages (MAR-1, MAR-2, MAR-7, VASSAL-3, VASSAL-6) -------------------------------------------------------


@pytest.mark.parametrize(("language", "by", "target", "house", "expected"), [
    ("ru", "mstislav", "yaroslava", "ryazanskie", "Мстислав из рода Ярославичей посватался к Ярославе из рода "
     "Рязанских."),
    ("ru", "yaroslava", "mstislav", "yaroslavichi", "Ярослава из рода Рязанских посваталась к Мстиславу из рода "
     "Ярославичей."),
    ("en", "louis", "anne", "habsburg", "Louis of the house of Valois proposed marriage to Anne of the house of "
     "Habsburg."),
    ("en", "anne", "louis", "valois", "Anne of the house of Habsburg proposed marriage to Louis of the house of "
     "Valois."),
])
def test_mar_1_the_proposal_sentence_agrees_with_the_suitor_and_declines_the_betrothed(
        language: Language, by: str, target: str, house: str, expected: str) -> None:
    """ACT-propose_marriage: the suitor (either sex) proposes to a member of another dynasty."""
    assert say(language, "proposal", HOUSE_OF[by], by=by, target=target, target_dynasty=house, pay=0, ask=0) == expected


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", "Мстислав из рода Ярославичей посватался к Ярославе из рода Рязанских. Условия: Ярославичи платят 21 "
     "монету; "
           "Рязанские платят 2 монеты; Рязанские становятся вассалами Ярославичей."),
    ("en", "Мстислав of the house of Ярославичи proposed marriage to Ярослава of the house of Рязанские. Terms: "
     "Ярославичи pay 21 coins; "
           "Рязанские pay 2 coins; Рязанские become vassals of Ярославичи."),
])
def test_mar_1_vassal_3_the_terms_of_a_proposal_say_who_pays_and_who_becomes_a_vassal(
        language: Language, expected: str) -> None:
    """Terms of marriage: `pay` (coins we pay), `ask` (coins they pay us), `vassal`. A house named in the
    plural agrees in the plural (платят; in an English report of a Russian campaign, pay); the coins stand in the
    accusative (21 монету)."""
    assert say(language, "proposal", "yaroslavichi", by="mstislav", target="yaroslava", target_dynasty="ryazanskie",
               pay=21, ask=2, vassal="ryazanskie") == expected


@pytest.mark.parametrize(("language", "by", "expected"), [
    ("ru", "mstislav", "Мстислав из рода Ярославичей принял сватовство Рогнеды из рода Ростиславичей, начатое на "
     "3-м ходу."),
    ("ru", "yaroslava", "Ярослава из рода Рязанских приняла сватовство Рогнеды из рода Ростиславичей, начатое на 3-м "
                        "ходу."),
    ("en", "louis", "Louis of the house of Valois accepted the proposal of Anne of the house of Habsburg, made in "
     "turn 3."),
])
def test_mar_1_the_acceptance_agrees_with_who_accepts(language: Language, by: str, expected: str) -> None:
    target, house = ("rogneda", "rostislavichi") if language == "ru" else ("anne", "habsburg")
    assert say(language, "accept", HOUSE_OF[by], by=by, target=target, target_dynasty=house, proposed=3) == expected


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", " Ярослава переходит к Ярославичам. Рязанские платят Ярославичам 5 монет. Рязанские не становятся "
           "вассалами Ярославичей: у Рязанских уже есть сюзерен (VASSAL-6)."),
    ("en", " Anne joins Valois. Habsburg pays Valois 5 coins. Habsburg does not become a vassal of Valois: Habsburg "
           "already has a lord (VASSAL-6)."),
])
def test_mar_1_vassal_6_the_wedding_tells_who_moves_who_pays_and_why_the_vassalage_failed(
        language: Language, expected: str) -> None:
    """MAR-1: the wife joins the husband's dynasty; VASSAL-6: one lord only. The lord the terms meant is named
    though the engine records none."""
    ours, theirs, husband, wife = (("yaroslavichi", "ryazanskie", "mstislav", "yaroslava") if language == "ru"
                                   else ("valois", "habsburg", "louis", "anne"))
    text = say(language, "marriage", ours, action="propose_marriage", husband=husband, wife=wife, proposer=husband,
               proposer_dynasty=ours, target=wife, target_dynasty=theirs, moved=wife, pay=0, ask=5, vassal=theirs,
               lord=None, vassalage_refused="vassal-has-lord")
    assert text.endswith(expected), text  # after the wedding's own sentence


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", "Свадьба Мстислава и Рогнеды не состоялась: один из них ещё слишком юн (AGE-1)."),
    ("en", "The wedding of Mstislav and Rogneda did not take place: one of them is too young (AGE-1)."),
])
def test_mar_2_a_wedding_that_failed_declines_both_names(language: Language, expected: str) -> None:
    names = NAMES if language == "ru" else Names({"mstislav": Named("Mstislav", "person", "m"),
                                                  "rogneda": Named("Rogneda", "person", "f")})
    text = happening_text({"kind": "marriage-failed", "dynasty": "x",
                           "params": {"proposer": "mstislav", "target": "rogneda", "reason": "too-young"}},
                          language, names)
    assert text == expected


@pytest.mark.parametrize(("language", "by", "partner", "expected"), [
    ("ru", "yaroslava", "mstislav", "Ярослава из рода Рязанских добилась расторжения своего брака: Мстислав ей "
     "больше не "
                                    "муж (MAR-7)."),
    ("ru", "mstislav", "yaroslava", "Мстислав из рода Ярославичей добился расторжения своего брака: Ярослава ему "
     "больше не "
                                    "жена (MAR-7)."),
    ("en", "anne", "louis", "Anne of the house of Habsburg had her marriage to Louis annulled (MAR-7)."),
])
def test_mar_7_an_annulment_of_ones_own_marriage_agrees_with_the_executor(
        language: Language, by: str, partner: str, expected: str) -> None:
    text = say(language, "annul", HOUSE_OF[by], by=by, spouse=by, partner=partner, success=True, returned=None)
    assert text == expected


def test_mar_7_a_refused_annulment_and_a_wife_who_returns_home() -> None:
    assert say("ru", "annul", "rostislavichi", by="davyd", spouse="mstislav", partner="rogneda", success=False) == (
        "Давыд из рода Ростиславичей просил расторгнуть брак Мстислава и Рогнеды, но получил отказ: брак остаётся "
        "в силе.")
    assert say("ru", "annul", "galitskie", by="agafya", spouse="mstislav", partner="rogneda", success=True,
               returned="rogneda") == ("Агафья из рода Галицких добилась расторжения брака Мстислава и Рогнеды "
                                       "(MAR-7). "
                                       "Рогнеда возвращается в родную династию.")
    assert say("en", "annul", "valois", by="louis", spouse="louis", partner="anne", success=True, returned="anne") == (
        "Louis of the house of Valois had his marriage to Anne annulled (MAR-7). Anne returns to her dynasty of birth.")


# -- intrigue (ACT-0, ACT-spy, ACT-gossip, ACT-conspiracy, ACT-assassinate, INFO-2) ---------------------------

CHECK = {"roll": 5, "skill": 4, "tn": 5}


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", "Агафья завербовала в шпионы Рогнеду из рода Ярославичей: выпало 5 при Интригах 4 и сложности 5. Теперь "
           "Галицким известны черты, лояльность и навыки Мстислава и Рогнеды, а также казна и армия Ярославичей "
           "(INFO-2). Однако Ярославичи раскрыли интригу (ACT-0)."),
    ("en", "Агафья recruited Рогнеда of the house of Ярославичи as a spy: rolled 5 with Intrigue 4 against difficulty "
           "5. Галицкие now know the traits, loyalty and skills of Мстислав and Рогнеда, and the treasury and army of "
           "Ярославичи (INFO-2). But Ярославичи discovered the plot (ACT-0)."),
])
def test_act_spy_act_0_the_recruiter_agrees_the_learned_are_declined_and_the_discovery_is_told(
        language: Language, expected: str) -> None:
    """ACT-spy: success tells the traits, loyalties and skills of every member (INFO-2); ACT-0: discovered, the
    acting dynasty pays the penalty."""
    assert say(language, "spy", "galitskie", by="agafya", target="rogneda", target_dynasty="yaroslavichi", **CHECK,
               success=True, learned=["mstislav", "rogneda"], discovered=True) == expected


@pytest.mark.parametrize(("language", "by", "expected"), [
    ("ru", "davyd", "Давыд распустил слухи о Ярославичах: выпало 5 при Интригах 4 и сложности 5, и репутация "
                    "Ярославичей упала на 15. Интрига осталась нераскрытой."),
    ("ru", "zvenislava", "Звенислава распустила слухи о Ярославичах: выпало 5 при Интригах 4 и сложности 5, и "
                         "репутация Ярославичей упала на 15. Интрига осталась нераскрытой."),
    ("en", "anne", "Anne spread gossip about Ярославичи: rolled 5 with Intrigue 4 against difficulty 5, and the "
                   "reputation of Ярославичи fell by 15. The plot went undiscovered."),
])
def test_act_gossip_the_slander_of_a_plural_house_declines_it(language: Language, by: str, expected: str) -> None:
    text = say(language, "gossip", "x", by=by, target_dynasty="yaroslavichi", **CHECK, success=True, applied=-15,
               discovered=False)
    assert text == expected


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", "Игорь пытался переманить Рогнеду из рода Ярославичей на сторону Галицких, но неудачно: Рогнеда "
     "отвергла все "
           "предложения. Взятка в 21 монету потрачена впустую."),
    ("en", "Louis tried to win Anne of the house of Habsburg over to Valois, but failed: Anne would not be turned. "
     "The bribe of "
           "21 coins was spent in vain."),
])
def test_act_conspiracy_info_2_an_honest_target_refuses_and_the_bribe_is_lost(language: Language,
                                                                             expected: str) -> None:
    """TRAIT-honest is hidden (INFO-2): she would not be turned, no more; the bribe was paid with the action."""
    by, target, house, ours = (("igor", "rogneda", "yaroslavichi", "galitskie") if language == "ru"
                               else ("louis", "anne", "habsburg", "valois"))
    assert say(language, "conspiracy", ours, by=by, target=target, target_dynasty=house, bribe=21, success=False,
               reason="refused") == expected


@pytest.mark.parametrize(("language", "target", "expected"), [
    ("ru", "rogneda", "Агафья подослала наёмного убийцу к Рогнеде из рода Ярославичей: выпало 5 при Интригах 4 и "
                      "сложности 5, и Рогнеда убита. Интрига осталась нераскрытой."),
    ("ru", "mstislav", "Агафья подослала наёмного убийцу к Мстиславу из рода Ярославичей: выпало 5 при Интригах 4 и "
                       "сложности 5, и Мстислав убит. Интрига осталась нераскрытой."),
    ("en", "louis", "Агафья sent a hired killer after Louis of the house of Ярославичи: rolled 5 with Intrigue 4 "
                    "against difficulty 5, and Louis is dead. The plot went undiscovered."),
])
def test_act_assassinate_the_victim_agrees_with_his_or_her_sex(language: Language, target: str,
                                                               expected: str) -> None:
    assert say(language, "assassinate", "galitskie", by="agafya", target=target, target_dynasty="yaroslavichi",
               mercenary=True, agent=None, **CHECK, success=True, discovered=False) == expected


def test_act_assassinate_info_3_an_agent_out_of_reach_is_told_without_saying_why() -> None:
    """Isolation in another house is hidden (INFO-3): the plotter learns that he could not reach them."""
    assert say("ru", "assassinate", "galitskie", by="agafya", target="mstislav", target_dynasty="yaroslavichi",
               mercenary=False, agent="rogneda", success=False, reason="isolated") == (
        "Агафья склоняла Рогнеду убить Мстислава из рода Ярославичей, но неудачно: не удалось добраться до Мстислава "
        "или до Рогнеды.")


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", "Ярославичи раскрыли интригу «Слежка»: за ней стоит Агафья из рода Галицких (ACT-0)."),
    ("en", "Valois uncovered a plot (Spy) by Anne of the house of Habsburg (ACT-0)."),
])
def test_act_0_a_discovered_plot_names_the_executor_and_agrees_with_the_house(language: Language,
                                                                             expected: str) -> None:
    """ACT-0: a discovered action is reported to the target dynasty with the executor's name."""
    did, by, plotter = ("yaroslavichi", "agafya", "galitskie") if language == "ru" else ("valois", "anne", "habsburg")
    assert say(language, "plot-discovered", did, action="spy", by=by, plotter=plotter) == expected


def test_a_defector_agrees_with_his_or_her_sex_and_the_house_left_is_in_the_dative() -> None:
    assert say("ru", "defected", "yaroslavichi", character="rogneda") == (
        "Рогнеда изменила Ярославичам и перешла в другую династию.")
    assert say("ru", "defected", "yaroslavichi", character="igor") == (
        "Игорь изменил Ярославичам и перешёл в другую династию.")
    assert say("en", "defected", "valois", character="anne") == "Anne betrayed Valois and went over to another house."


# -- war (WAR-1 .. WAR-14, SAB-4, PROV-2, VASSAL-5) ------------------------------------------------------------


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", "Ярославичи объявили войну Ростиславичам. Вассалы выступают на стороне своих сюзеренов (VASSAL-5): "
           "Ярославичи и Галицкие против Ростиславичей. Первая битва состоится по итогам этого хода (WAR-14)."),
    ("en", "Valois declared war on Habsburg. The first battle is fought at the end of this turn (WAR-14)."),
])
def test_act_declare_war_vassal_5_the_declaration_agrees_with_a_plural_house_and_declines_the_enemy(
        language: Language, expected: str) -> None:
    """Not "Объявлена война: Ярославичи против Ростиславичи": a sentence, and the enemy in its case."""
    params: dict[str, Any]
    if language == "ru":
        params = {"attacker": "yaroslavichi", "defender": "rostislavichi", "attackers": ["yaroslavichi", "galitskie"],
                  "defenders": ["rostislavichi"], "cause": "declared"}
    else:
        params = {"attacker": "valois", "defender": "habsburg", "attackers": ["valois"], "defenders": ["habsburg"],
                  "cause": "declared"}
    assert say(language, "war-declared", params["attacker"], **params) == expected


BATTLE = {"attackers": ["yaroslavichi"], "defenders": ["rostislavichi"],
          "forces": [{"dynasty": "yaroslavichi", "losses": 21}, {"dynasty": "rostislavichi", "losses": 2}],
          "strength": {"attackers": 42, "defenders": 20}, "winner": "attackers",
          "captures": [{"province": "smolensk", "from": "rostislavichi", "to": "yaroslavichi", "loyalty": 2,
                        "retaken": False},
                       {"province": "vyazma", "from": "rostislavichi", "to": "yaroslavichi", "loyalty": 3,
                        "retaken": True}]}


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", "В битве сошлись армия Ярославичей и армия Ростиславичей: сила сторон — 42 против 20. Потери: у "
           "Ярославичей — 21 солдат, у Ростиславичей — 2 солдата (WAR-7). Победа за Ярославичами (WAR-4): Смоленск "
           "переходит от Ростиславичей к Ярославичам с лояльностью 2 (PROV-2); Ярославичи отбивают Вязьму у "
           "Ростиславичей с прежней лояльностью 3 (PROV-2)."),
    ("en", "The army of Ярославичи met the army of Ростиславичи in battle: strength 42 against 20. Fallen: "
           "Ярославичи — 21 soldiers, Ростиславичи — 2 soldiers (WAR-7). Victory goes to Ярославичи (WAR-4): Смоленск "
           "passes from Ростиславичи to Ярославичи with loyalty 2 (PROV-2); Ярославичи retake Вязьма from "
           "Ростиславичи with its former loyalty of 3 (PROV-2)."),
])
def test_war_4_the_battle_sentence_declines_both_sides(language: Language, expected: str) -> None:
    """INFO-3: the chronicle tells the strengths, each dynasty's losses (WAR-7) and the provinces taken
    (WAR-4, PROV-2); the victory goes to the side, named in the instrumental (победа за Ярославичами)."""
    assert say(language, "battle", "yaroslavichi", **BATTLE) == expected


def test_war_4_a_battle_without_captures_quotes_the_rules_step() -> None:
    text = say("ru", "battle", "yaroslavichi", **{**BATTLE, "winner": None, "captures": []})
    assert text.endswith("Разница в силе меньше 5: ни одна провинция не меняет владельца (WAR-4).")


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", "В битве против Ростиславичей вы оборонялись: в бой пошёл 21 солдат. Генерал Звенислава отказалась "
           "сражаться, и её навык «Бой» считался равным 0: прибавки не было (SAB-4, WAR-6). Укрепления добавили ещё "
           "+5. Итоговая сила — 26. Погибли 11 солдат (WAR-7); в армии теперь 10 солдат."),
    ("en", "In the battle against Ростиславичи you defended: 21 soldiers went into battle. General Звенислава refused "
           "to fight, and her Combat counted as 0: no bonus (SAB-4, WAR-6). Fortifications added +5. Total strength "
           "26. 11 soldiers fell (WAR-7); the army now has 10 soldiers."),
])
def test_war_7_sab_4_a_sides_own_battle_report_agrees_with_its_general_and_its_numbers(
        language: Language, expected: str) -> None:
    """INFO-5: the side's own report — "наша армия" — with its refusing general (SAB-4) and its losses."""
    assert say(language, "battle-report", "yaroslavichi", side="defenders", enemies=["rostislavichi"], sent=21,
               general="zvenislava", combat=6, refused=True, bonus=0, fortification=5, strength=26, losses=11,
               army=10) == expected


def test_war_3_war_6_the_general_who_led_and_his_free_study() -> None:
    text = say("ru", "battle-report", "yaroslavichi", side="attackers", enemies=["rostislavichi"], sent=30,
               general="mstislav", combat=4, refused=False, bonus=12, fortification=0, strength=42, losses=15,
               army=15, study={"roll": 5, "bonus": 2, "before": 4, "after": 5})
    assert text == ("В битве против Ростиславичей вы наступали: в бой пошли 30 солдат. Армию вёл генерал Мстислав "
                    "(Бой 4), и это дало +12 к силе: по 4 за каждые полные 10 солдат в бою (WAR-3). Итоговая сила — "
                    "42. Погибли 15 солдат (WAR-7); в армии теперь 15 солдат. После битвы Мстислав бесплатно "
                    "упражнялся в навыке «Бой»: выпало 5, с прибавкой +2 — 7, больше 4, и навык вырос до 5 (WAR-6).")


@pytest.mark.parametrize(("language", "general", "expected"), [
    ("ru", "zvenislava", "Генерал Звенислава отказалась сражаться: выпало 1, с лояльностью 1 — 2, а при 2 и меньше "
                         "генерал бросает дело (SAB-4). В битве её навык «Бой» считается равным 0 (WAR-6)."),
    ("ru", "davyd", "Генерал Давыд отказался сражаться: выпало 1, с лояльностью 1 — 2, а при 2 и меньше генерал "
                    "бросает дело (SAB-4). В битве его навык «Бой» считается равным 0 (WAR-6)."),
    ("en", "anne", "General Anne refused to fight: rolled 1, with loyalty 1 that makes 2, and on 2 or less a general "
                   "gives up (SAB-4). In the battle her Combat counts as 0 (WAR-6)."),
])
def test_sab_4_a_general_who_refuses_agrees_with_his_or_her_sex(language: Language, general: str,
                                                                expected: str) -> None:
    assert say(language, "general-refused", "x", general=general, roll=1, loyalty=1, total=2) == expected


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", "Глава Ярославичей Мстислав, вспыльчивый нравом, разгневался на Ростиславичей за потерю 21 репутации: "
           "выпало 1, и он объявил им войну (WAR-13)."),
    ("en", "Мстислав, head of Ярославичи, quick to anger, flew into a rage at Ростиславичи over the 21 reputation "
           "lost: rolled 1, and he declared war on them (WAR-13)."),
])
def test_war_13_the_anger_of_a_hot_tempered_head(language: Language, expected: str) -> None:
    """WAR-13: on a 1 of 1d6 his dynasty declares war on the dynasty that did the most damage."""
    assert say(language, "hot-tempered", "yaroslavichi", head="mstislav", target="rostislavichi", damage=21, roll=1,
               war=True, reason=None) == expected


def test_war_10_a_war_among_kin_declines_the_enemy() -> None:
    assert say("ru", "war-penalty", "yaroslavichi", enemy="rostislavichi", relation="branch", reputation=-60) == (
        "Война против Ростиславичей идёт внутри одной династии, между главной линией и её ветвью, и стоит Ярославичам "
        "60 репутации (WAR-10).")


def test_war_12_the_war_ends_when_a_side_holds_no_province() -> None:
    assert say("ru", "war-ended", "yaroslavichi", attackers=["yaroslavichi", "galitskie"],
               defenders=["rostislavichi"], reason="no-provinces", side="defenders") == (
        "Война Ярославичей и Галицких против Ростиславичей окончена: у Ростиславичей не осталось ни одной "
        "провинции (WAR-12).")


# -- peace (ACT-offer_peace, ACT-accept_peace, WAR-12, VASSAL-5) ---------------------------------------------


@pytest.mark.parametrize(("language", "by", "expected"), [
    ("ru", "davyd", "Давыд от имени Ростиславичей предложил Ярославичам мир. Условия: Ярославичи платят 10 монет; "
                    "Ростиславичи уступают Вязьму; Ярославичи уступают Ростов. Принять его можно приказами этого "
                    "хода."),
    ("ru", "zvenislava", "Звенислава от имени Ростиславичей предложила Ярославичам мир. Условия: Ярославичи платят "
                         "10 монет; Ростиславичи уступают Вязьму; Ярославичи уступают Ростов. Принять его можно "
                         "приказами этого хода."),
])
def test_act_offer_peace_the_offer_agrees_with_the_envoy_and_puts_the_ceded_provinces_in_the_accusative(
        language: Language, by: str, expected: str) -> None:
    assert say(language, "peace-offer", "rostislavichi", by=by, to="yaroslavichi", pay=0, ask=10, vassal=None,
               cede=["vyazma"], claim=["rostov"]) == expected


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", "Ростиславичи и Ярославичи заключили мир. Ярославичи платят Ростиславичам 1 монету. Ростов переходит от "
           "Ярославичей к Ростиславичам. Ярославичи становятся вассалами Ростиславичей (VASSAL-3). Галицкие выходят "
           "из войны; для остальных она продолжается (VASSAL-5)."),
    ("en", "Habsburg and Valois made peace, and the war between them is over (WAR-12). Valois pays Habsburg 1 coin. "
           "Tyrol passes from Valois to Habsburg. Valois becomes a vassal of Habsburg (VASSAL-3)."),
])
def test_war_12_peace_is_made_between_two_houses_not_listed_after_a_colon(language: Language, expected: str) -> None:
    """Not "Заключён мир: A и B": the houses make peace, and each term is its own sentence. The end of the war
    is told once, by its own sentence (war-ended), not again here."""
    params: dict[str, Any]
    if language == "ru":
        params = {"offerer": "rostislavichi", "receiver": "yaroslavichi", "pay": 0, "ask": 1,
                  "provinces": [{"province": "rostov", "from": "yaroslavichi", "to": "rostislavichi"}],
                  "vassal": "yaroslavichi", "lord": "rostislavichi", "war_ended": False, "left": ["galitskie"]}
    else:
        params = {"offerer": "habsburg", "receiver": "valois", "pay": 0, "ask": 1,
                  "provinces": [{"province": "tyrol", "from": "valois", "to": "habsburg"}],
                  "vassal": "valois", "lord": "habsburg", "war_ended": True, "left": []}
    assert say(language, "peace", params["offerer"], **params) == expected


def test_act_accept_peace_a_lapsed_acceptance_agrees_with_who_gave_it() -> None:
    assert say("ru", "peace-offer-lapsed", "yaroslavichi", by="yaroslava", to="rostislavichi", turn=4,
               accept=True) == ("Согласие на мир, которое Ярослава из рода Ярославичей дала Ростиславичам на 4-м "
                                "ходу, утратило силу: Ростиславичи мира так и не предложили.")
    assert say("ru", "peace-accept", "yaroslavichi", by="mstislav", offerer="rostislavichi", offered=5) == (
        "Мстислав от имени Ярославичей принял мир, предложенный Ростиславичами на 5-м ходу.")


# -- the wars section (WAR-1, WAR-3, WAR-9, WAR-14, SAB-4, PROV-2) -----------------------------------------------


def test_war_14_war_9_the_summary_counts_the_turns_and_the_reputation_in_russian() -> None:
    words = Words("ru", NAMES)
    assert war_summary(words, 2, 10) == (
        "Позади 2 хода войны (WAR-14). По итогам этого хода война отнимет у вас 10 репутации и по 1 "
        "лояльности в каждой провинции (WAR-9), а затем состоится битва (WAR-11).")
    assert war_summary(Words("en", NAMES), 1, 5).startswith("The first turn of the war is behind (WAR-14).")


def test_war_3_sab_4_the_general_of_a_side_and_her_loyalty() -> None:
    assert war_general_text(Words("ru", NAMES), "zvenislava", 4, 1) == (
        "Генерал — Звенислава (Бой 4): +4 к силе за каждые полные 10 солдат в бою (WAR-3). Её лояльность — 1: она "
        "может отказаться сражаться (SAB-4).")
    assert war_general_text(Words("en", NAMES), "louis", 4, 1) == (
        "General Louis (Combat 4): +4 strength for each full 10 soldiers sent (WAR-3). His loyalty is 1: he may "
        "refuse to fight (SAB-4).")


def test_prov_2_the_captured_participle_agrees_with_the_province() -> None:
    words = Words("ru", NAMES)
    assert capture_text(words, 5, "rostislavichi", "vyazma") == "захвачена на 5-м ходу у Ростиславичей (PROV-2)"
    assert capture_text(words, 5, "rostislavichi", "smolensk") == "захвачен на 5-м ходу у Ростиславичей (PROV-2)"
    assert capture_text(Words("en", NAMES), 5, "habsburg", "tyrol") == "captured in turn 5 from Habsburg (PROV-2)"


def test_info_3_a_standing_offer_of_peace_in_the_wars_section() -> None:
    assert peace_offer_text(Words("ru", NAMES), "rostislavichi", "yaroslavichi", "zvenislava", 5,
                            {"ask": 10, "claim": ["rostov"]}) == (
        "На 5-м ходу Звенислава от имени Ростиславичей предложила мир Ярославичам. Условия: Ярославичи платят "
        "10 монет; Ярославичи уступают Ростов.")
    assert peace_offer_text(Words("en", NAMES), "habsburg", "valois", "anne", 5, {}) == (
        "In turn 5, Anne offered peace to Valois on behalf of Habsburg. No terms.")
