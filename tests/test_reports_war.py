"""War and peace in the reports (CONTRACT "Reports"; INFO-3, INFO-5, WAR-1 .. WAR-14, SAB-4, PROV-2, VASSAL-5):
the chronicle tells each battle with both sides' strengths, losses and captures; each side's private report
has its own battle report with its dice — its general, soldiers, bonus, refusal, free study — and never the
other side's; the GM sees every die; the wars section tells the player what he needs for his `war:` orders.

The world, played through the whole turn engine with every die scripted by key (strict): turn 5, a war of
turn 4 between the Valois (King Louis; Charles the general, combat 4) with their vassal Savoy, and the
Habsburgs (Rudolf; Ferdinand the general, combat 6, loyalty 1 — so he may refuse, SAB-4); the Tudors look on.
Valois send 30 and want Tyrol; Habsburg send 20 and offer peace, asking 10 coins and Anjou. Ferdinand's
combat 6 and his refusal roll are the unique marks of the Habsburgs' private battle report.
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

import pytest
from markdown_it import MarkdownIt

import dynasty.orders  # noqa: F401  (the engine must not be the first import: engine.war ↔ orders.check)
from dynasty.commands.resolve import turn_log
from dynasty.engine.turn import resolve
from dynasty.game.campaign import GameSettings, SeatSettings
from dynasty.game.dice import Dice
from dynasty.game.rules import Rules, default_rules
from dynasty.game.scenario import NamePools
from dynasty.game.state import GameState, War
from dynasty.orders.model import OrderFile
from dynasty.reports.build import build_dynasty_report, build_gm_report, build_public_report
from dynasty.reports.describe import reputation_cause
from dynasty.reports.model import DynastyReport, OtherWarView
from dynasty.reports.render import render
from dynasty.reports.sentences_affairs import PEACE_FAILURES
from dynasty.reports.sentences_home import FAILURES
from dynasty.reports.texts import HAPPENINGS, _generic, happening_text
from dynasty.reports.words import Words, display_names
from dynasty.text.markup import md_text
from tests.report_text import without_cited_rules

from .builders import StateBuilder, skills
from .test_reports_render import bb_tag_counts

WAR = "valois-vs-habsburg"
LANGUAGES = ["en", "ru"]
READERS = ["valois", "savoy", "habsburg", "tudor"]
#: outcomes private to the dynasty they name (INFO-5): what no other dynasty may read
PRIVATE_WAR_KINDS = {"battle-report", "general-refused", "general-obeyed", "war-drain", "general-named",
                     "war-penalty", "hot-tempered"}


def world() -> GameState:
    state = (StateBuilder(turn=5)
             .dynasty("valois", head="louis", ap=20, army=30).person("louis", "valois", age=45)
             .person("charles", "valois", age=20, father="louis", skill_values=skills(combat=4))
             .province("anjou", "valois").province("berry", "valois").province("blois", "valois")
             .dynasty("savoy", head="amadeus", ap=20, army=0, lord="valois").person("amadeus", "savoy", age=30)
             .province("turin", "savoy")
             .dynasty("habsburg", head="rudolf", ap=20, army=20).person("rudolf", "habsburg", age=45)
             .person("ferdinand", "habsburg", age=20, father="rudolf", loyalty=1, skill_values=skills(combat=6))
             .province("tyrol", "habsburg").province("styria", "habsburg").province("carinthia", "habsburg")
             .dynasty("tudor", head="henry", ap=20).person("henry", "tudor", age=40).province("kent", "tudor")
             .build())
    for person in state.characters.values():
        person.traits = []  # no trait to disturb the story
    state.wars.append(War(attackers=["valois"], defenders=["habsburg"],
                          generals={"valois": "charles", "habsburg": "ferdinand"}, started=4))
    return state


def quiet_events(state: GameState) -> dict[str, int]:
    """PROV-3: 5 on every province's 1d12 of the next turn (4–7: nothing)."""
    return {f"t{state.turn + 1:02d}/province/{pid}/event": 5 for pid in state.provinces}


def play(state: GameState, dice: dict[str, int], orders: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Resolve the state's turn with strict dice, every one of them rolled; returns the turn's log."""
    turn = state.turn
    scripted = Dice.scripted({**dice, **quiet_events(state)})
    files = {did: OrderFile.model_validate({"dynasty": did, "turn": turn, **content})
             for did, content in orders.items()}
    result = resolve(state, files, default_rules(), scripted, {"m": ["Ivan"], "f": ["Anna"]})
    assert not scripted.unused_overrides()
    log: dict[str, Any] = json.loads(json.dumps(turn_log(turn, result, scripted)))  # as read from log.yaml
    return log


TURN_5: dict[str, dict[str, Any]] = {"valois": {"war": {"habsburg": {"send": 30, "take": ["tyrol"]}}},
          "habsburg": {"war": {"valois": {"send": 20}},
                       "actions": [{"action": "offer_peace", "by": "rudolf", "to": "valois",
                                    "terms": {"ask": 10, "claim": ["anjou"]}}]}}


@cache
def battle(refused: bool) -> tuple[str, dict[str, Any]]:
    """Turn 5 resolved. Refused: 42 against 20, two provinces taken (Tyrol by `take:`, Styria by die);
    obeyed: 42 against 32 (Ferdinand's +12), Tyrol only; either way 15 Valois and 10 Habsburgs fall."""
    state = world()
    dice = {f"t05/war/{WAR}/habsburg/refusal": 1 if refused else 4, f"t05/war/{WAR}/valois/study": 5}
    if refused:
        dice[f"t05/war/{WAR}/battle/take-1"] = 2  # of carinthia, styria
    else:
        dice[f"t05/war/{WAR}/habsburg/study"] = 6  # not over his combat 6: no progress
    log = play(state, dice, TURN_5)
    return json.dumps(state.to_data()), log


def after(refused: bool = True) -> tuple[GameState, dict[str, Any]]:
    text, log = battle(refused)
    return GameState.model_validate(json.loads(text)), log


def settings(state: GameState, language: str) -> GameSettings:
    return GameSettings(title="War", scenario="test", seed=1, language=language,  # type: ignore[arg-type]
                        names=NamePools(m=["Jean"], f=["Jeanne"]),
                        dynasties={did: SeatSettings() for did in state.dynasties})


def private(reader: str, language: str = "en", refused: bool = True) -> tuple[DynastyReport, str, str]:
    """The reader's report, its JSON and its text in both formats."""
    state, log = after(refused)
    rules = default_rules()
    report = build_dynasty_report(state, rules, settings(state, language), reader, log)
    return report, report.model_dump_json(), render(report, "md", rules) + render(report, "bbcode", rules)


def kinds(report: DynastyReport, kind: str) -> list[str]:
    return [h.text for h in report.happened if h.kind == kind]


# -- the chronicle (INFO-3) ----------------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_info_3_war_4_war_7_the_chronicle_tells_the_battle_with_both_strengths_losses_and_captures(
        language: str) -> None:
    """INFO-3: battles and their result are public. WAR-3: strength 30 + 4 × 3 = 42 against 20 (the general
    refused, SAB-4); WAR-4: 22 ≥ 15 takes two provinces; WAR-7: half of those sent fall, 15 and 10."""
    state, log = after()
    rules = default_rules()
    public = build_public_report(state, rules, settings(state, language), log)
    (text,) = [h.text for h in public.happened if h.kind == "battle"]
    assert "42" in text and "20" in text
    assert "Valois — 15 " in text and "Habsburg — 10 " in text
    assert "Tyrol" in text and "Styria" in text
    assert all(not h.dice for h in public.happened)  # the chronicle has no die
    markdown = render(public, "md", rules)
    assert md_text(text) in markdown
    for kind in PRIVATE_WAR_KINDS:
        assert not [h for h in public.happened if h.kind == kind], kind
    assert "SAB-4" not in markdown and "refusal" not in markdown and "study" not in markdown


@pytest.mark.parametrize("language", LANGUAGES)
def test_info_3_the_chronicle_lists_the_wars_and_who_is_at_war_with_whom(language: str) -> None:
    state, log = after()
    rules = default_rules()
    public = build_public_report(state, rules, settings(state, language), log)
    assert [(w.attackers, w.defenders, w.started) for w in public.wars] == [(["valois", "savoy"], ["habsburg"], 4)]
    markdown = render(public, "md", rules)
    heading = "## Wars" if language == "en" else "## Войны"
    assert heading in markdown
    at_war = "at war with" if language == "en" else "война с"
    row = next(line for line in markdown.splitlines() if line.startswith("| Habsburg"))
    assert f"{at_war} Valois, Savoy" in row
    bbcode = render(public, "bbcode", rules)
    assert f"{at_war} Valois, Savoy" in bbcode


@pytest.mark.parametrize("language", LANGUAGES)
def test_war_12_peace_and_the_end_of_the_war_are_in_the_chronicle(language: str) -> None:
    """ACT-accept_peace, WAR-12: Valois accept the Habsburgs' offer: Anjou goes, 10 coins are paid, the war
    ends, and Savoy is out of it with its lord (VASSAL-5). The war ended by peace is told once, by the peace
    ("made peace"), not again by a line of its own."""
    state, _ = after()
    log = play(state, {}, {"valois": {"actions": [{"action": "accept_peace", "by": "louis", "from": "habsburg"}]}})
    assert state.wars == [] and state.provinces["anjou"].owner == "habsburg"
    assert any(o["kind"] == "war-ended" for o in log["outcomes"])  # the log keeps it: the GM's report tells it
    public = build_public_report(state, default_rules(), settings(state, language), log)
    texts = {h.kind: h.text for h in public.happened}
    assert {"peace-accept", "peace"} <= set(texts) and "war-ended" not in texts
    assert texts["peace"].startswith("Habsburg и Valois заключили мир, и война между ними окончена (WAR-12)."
                                     if language == "ru" else
                                     "Habsburg and Valois made peace, and the war between them is over (WAR-12).")
    assert "Anjou" in texts["peace"] and ("10 coins" in texts["peace"] or "10 монет" in texts["peace"])
    assert public.wars == [] and all(d.wars == [] for d in public.dynasties)
    report = build_dynasty_report(state, default_rules(), settings(state, language), "valois", log)
    assert report.wars == []


# -- each side's own battle report (INFO-5) and the fog of war ------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_info_5_war_3_war_6_each_side_has_its_own_battle_report_with_its_dice(language: str) -> None:
    """WAR-3: Charles adds combat 4 for each of 3 full tens; WAR-6: his free study, 5 over 4, makes it 5."""
    valois, _, _ = private("valois", language)
    (report,) = [h for h in valois.happened if h.kind == "battle-report"]
    assert "Charles" in report.text and "+12" in report.text and "42" in report.text
    assert [d.key for d in report.dice] == [f"t05/war/{WAR}/valois/study"]
    habsburg, _, _ = private("habsburg", language)
    (report,) = [h for h in habsburg.happened if h.kind == "battle-report"]
    assert "Ferdinand" in report.text and "SAB-4" in report.text
    assert [d.key for d in report.dice] == [f"t05/war/{WAR}/habsburg/refusal"]
    (refusal,) = [h for h in habsburg.happened if h.kind == "general-refused"]
    assert ("выпало 1, с лояльностью 1 — 2, а при 2 и меньше" if language == "ru" else
            "rolled 1, with loyalty 1 that makes 2, and on 2 or less") in refusal.text
    assert refusal.dice[0].values == [1]


@pytest.mark.parametrize("language", LANGUAGES)
def test_sab_4_a_general_who_obeys_is_told_with_his_roll(language: str) -> None:
    habsburg, _, _ = private("habsburg", language, refused=False)
    (obeyed,) = [h for h in habsburg.happened if h.kind == "general-obeyed"]
    assert ("выпало 4, с лояльностью 1 — 5, больше 2" if language == "ru" else
            "rolled 4, with loyalty 1 that makes 5, over 2") in obeyed.text and "SAB-4" in obeyed.text
    (report,) = [h for h in habsburg.happened if h.kind == "battle-report"]
    assert "+12" in report.text and [d.key for d in report.dice] == [f"t05/war/{WAR}/habsburg/refusal",
                                                                      f"t05/war/{WAR}/habsburg/study"]


def enemy_private_texts(reader: str, language: str, refused: bool) -> list[str]:
    """The sentences of the other dynasties' private war outcomes, as the reader's language would put them."""
    state, log = after(refused)
    return [happening_text(o, language, display_names(state)) for o in log["outcomes"]  # type: ignore[arg-type]
            if o["kind"] in PRIVATE_WAR_KINDS and o["dynasty"] != reader]


@pytest.mark.parametrize("refused", [True, False], ids=["refused", "obeyed"])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("reader", READERS)
def test_info_5_sab_4_no_private_report_holds_another_sides_battle_report(reader: str, language: str,
                                                                         refused: bool) -> None:
    """Fog of war (INFO-5): the enemy's general, his combat, his refusal roll and his free study are in his own
    side's report only — in neither the Markdown, the BBCode nor the JSON of anyone else."""
    report, data, text = private(reader, language, refused)
    for sentence in enemy_private_texts(reader, language, refused):
        assert sentence not in data and md_text(sentence) not in text, sentence
    for who in [d for d in ("valois", "habsburg") if d != reader]:
        for secret in ("refusal", "study"):
            key = f"t05/war/{WAR}/{who}/{secret}"
            assert key not in data and md_text(key) not in text and key not in text, key
    if reader != "habsburg":
        # Ferdinand's combat 6, his refusal or obedience (SAB-4), and his command are the Habsburgs' alone; the
        # statements of the rules the report cites, at its end, are public and not about him
        told = without_cited_rules(text)
        for mark in ("SAB-4", "Combat 6", "Бой 6", "refused", "отказ", "disloyal", "низкую лояльность"):
            assert mark not in data and mark not in told, mark
        outside = {k: v for k, v in json.loads(data).items() if k not in ("others", "family_tree")}
        assert "ferdinand" not in json.dumps(outside), "the enemy general is named outside the public facts"
    if reader != "valois":
        assert "Combat 4" not in text and "Бой 4" not in text and "Charles," not in text


def test_info_5_the_battles_die_is_shown_to_both_sides_and_to_no_one_else() -> None:
    """INFO-5: a battle's result is public, and so is the die that picked a province (WAR-5)."""
    key = f"t05/war/{WAR}/battle/take-1"
    for reader, sees in (("valois", True), ("habsburg", True), ("savoy", True), ("tudor", False)):
        report, _, _ = private(reader)
        (battle_happening,) = [h for h in report.happened if h.kind == "battle"]
        assert ([d.key for d in battle_happening.dice] == [key]) is sees, reader


@pytest.mark.parametrize("language", LANGUAGES)
def test_info_5_the_gm_report_has_every_die_and_both_battle_reports(language: str) -> None:
    state, log = after()
    rules = default_rules()
    gm = build_gm_report(state, rules, settings(state, language), log)
    markdown = render(gm, "md", rules)
    for key in (f"t05/war/{WAR}/habsburg/refusal", f"t05/war/{WAR}/valois/study", f"t05/war/{WAR}/battle/take-1"):
        assert key in markdown, key
    reports = [h for h in gm.happened if h.kind == "battle-report"]
    assert len(reports) == 3  # Valois, Savoy (who sent nobody) and Habsburg
    assert all(md_text(h.text) in markdown for h in reports)
    assert [h for h in gm.happened if h.kind == "general-refused"][0].dice


# -- the wars section (WAR-1, WAR-5, WAR-14, VASSAL-5, ACT-offer_peace) ------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_war_1_war_5_the_wars_section_tells_sides_general_offers_and_provinces_to_take(language: str) -> None:
    valois, _, text = private("valois", language)
    (war,) = valois.wars
    assert (war.enemy, war.enemies, war.allies, war.side, war.started, war.war_turns, war.general) == (
        "habsburg", ["habsburg"], ["savoy"], "attacker", 4, 2, "charles")
    assert "Charles" in war.general_text and "5" in war.general_text  # combat after his study
    (offer,) = war.offers_received
    assert (offer.dynasty, offer.by, offer.ask, offer.claim, offer.turn) == ("habsburg", "rudolf", 10, ["anjou"], 5)
    assert "Anjou" in offer.text and war.offers_made == []
    assert war.enemy_provinces == {"habsburg": ["carinthia"]} and war.retake == []
    assert "accept_peace: {by: <id>, from: habsburg}" in text
    assert "war: {habsburg: {send: <N>, take: [<id>, ...]}}" in text
    assert "`carinthia`" in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_vassal_5_prov_2_the_defender_sees_all_its_enemies_its_offer_and_what_it_may_retake(language: str) -> None:
    habsburg, _, text = private("habsburg", language)
    (war,) = habsburg.wars
    assert (war.enemies, war.allies, war.side) == (["valois", "savoy"], [], "defender")
    assert [o.to for o in war.offers_made] == ["valois"] and war.offers_received == []
    assert war.retake == ["tyrol", "styria"]
    assert war.enemy_provinces == {"valois": ["anjou", "berry", "blois", "tyrol", "styria"], "savoy": ["turin"]}
    assert "SAB-4" in war.general_text  # his own general's loyalty 1 (INFO-5)
    line = next(line for line in text.splitlines() if line.startswith(("- War against", "- Война с")))
    assert "Valois, Savoy" in line and "(valois)" not in line
    retake = next(line for line in text.splitlines() if "PROV-2" in line and "`tyrol`" in line)
    assert "Tyrol (`tyrol`), Styria (`styria`)" in retake  # by name, with the id `take:` wants


@pytest.mark.parametrize("language", LANGUAGES)
def test_war_14_a_side_without_a_general_is_told_it_fights_without_the_bonus_and_how_to_name_one(
        language: str) -> None:
    """WAR-14: "A side with no general fights without the general's bonus"; WAR-1: the `general` action."""
    savoy, _, text = private("savoy", language)
    (war,) = savoy.wars
    assert war.general is None and war.allies == ["valois"]
    assert "WAR-14" in war.general_text
    assert ("without a general's bonus" if language == "en" else "без его прибавки") in war.general_text
    assert "- general: {by: <id>, war: habsburg, general: <id>}" in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_info_3_other_dynasties_wars_are_shown_in_their_views(language: str) -> None:
    tudor, data, text = private("tudor", language)
    assert tudor.wars == []
    views = {o.id: o.wars for o in tudor.others}
    assert views["valois"] == [OtherWarView(side="attacker", enemies=["habsburg"], allies=["savoy"], started=4)]
    assert views["habsburg"] == [OtherWarView(side="defender", enemies=["valois", "savoy"], allies=[], started=4)]
    against = "at war with" if language == "en" else "война с"  # in the house's line, as in the chronicle
    line = next(line for line in text.splitlines() if line.startswith("- **Habsburg** (`habsburg`)"))
    assert line.endswith(f" · {against} Valois, Savoy")
    assert '"general"' not in json.dumps(json.loads(data)["others"])  # no other dynasty's general


@pytest.mark.parametrize("language", LANGUAGES)
def test_prov_2_a_captured_province_says_when_and_from_whom(language: str) -> None:
    valois, _, text = private("valois", language)
    tyrol = next(p for p in valois.provinces if p.id == "tyrol")
    assert tyrol.loyalty == 2 and tyrol.captured is not None
    assert (tyrol.captured.turn, tyrol.captured.former_owner) == (5, "habsburg")
    assert md_text(tyrol.captured.text) in text and "Habsburg" in tyrol.captured.text
    assert next(p for p in valois.provinces if p.id == "anjou").captured is None


def test_the_markdown_of_a_war_parses_with_its_nested_lists() -> None:
    for reader in READERS:
        for language in LANGUAGES:
            report, _, _ = private(reader, language)
            tokens = MarkdownIt("commonmark").enable("table").parse(render(report, "md", default_rules()))
            assert "bullet_list_open" in {t.type for t in tokens}


# -- the sentences of every war outcome ------------------------------------------------------------------------


def names(entity_id: str) -> str:
    return f"N-{entity_id} ({entity_id})"


FORCES = [{"dynasty": "valois", "side": "attackers", "sent": 30, "strength": 42, "losses": 15},
          {"dynasty": "habsburg", "side": "defenders", "sent": 20, "strength": 20, "losses": 10}]
SIDES = {"attackers": ["valois", "savoy"], "defenders": ["habsburg"]}

#: kind, acting dynasty, params, the ids whose names the sentence must show
WAR_CASES: list[tuple[str, str, dict[str, Any], list[str]]] = [
    ("war-declared", "valois", {"n": 1, "attacker": "valois", "defender": "habsburg", **SIDES, "cause": "declared"},
     ["valois", "habsburg", "savoy"]),
    ("war-declared", "valois", {"n": None, "attacker": "valois", "defender": "habsburg", "attackers": ["valois"],
                                "defenders": ["habsburg"], "cause": "hot-tempered"}, ["valois", "habsburg"]),
    ("general-named", "valois", {"n": 2, "war": "habsburg", "general": "charles", "before": "louis"},
     ["charles", "habsburg", "louis"]),
    ("general-named", "valois", {"war": "habsburg", "general": "charles", "before": None}, ["charles", "habsburg"]),
    ("war-joined", "savoy", {"lord": "valois", "side": "attackers", **SIDES}, ["savoy", "valois", "habsburg"]),
    ("war-drain", "valois", {"enemies": ["habsburg"], "provinces": {"anjou": 2, "berry": 1}, "reputation": -10},
     ["habsburg", "anjou", "berry"]),
    ("battle", "valois", {**SIDES, "forces": FORCES, "strength": {"attackers": 42, "defenders": 20},
                          "difference": 22, "winner": "attackers",
                          "captures": [{"province": "tyrol", "from": "habsburg", "to": "valois", "loyalty": 2,
                                        "retaken": False},
                                       {"province": "anjou", "from": "habsburg", "to": "valois", "loyalty": 3,
                                        "retaken": True}]},
     ["valois", "habsburg", "savoy", "tyrol", "anjou"]),
    ("battle", "valois", {**SIDES, "forces": FORCES, "strength": {"attackers": 22, "defenders": 20},
                          "difference": 2, "winner": None, "captures": []}, ["valois", "habsburg"]),
    ("battle", "valois", {**SIDES, "forces": FORCES, "strength": {"attackers": 0, "defenders": 20},
                          "difference": 20, "winner": "defenders", "captures": []}, ["valois", "habsburg"]),
    ("battle-report", "valois", {"side": "attackers", "enemies": ["habsburg"], "sent": 30, "general": "charles",
                                 "combat": 4, "refused": False, "bonus": 12, "fortification": 0, "strength": 42,
                                 "losses": 15, "army": 15, "study": {"roll": 5, "bonus": 2, "before": 4, "after": 5}},
     ["habsburg", "charles"]),
    ("battle-report", "habsburg", {"side": "defenders", "enemies": ["valois", "savoy"], "sent": 20,
                                   "general": "ferdinand", "combat": 6, "refused": True, "bonus": 0,
                                   "fortification": 5, "strength": 25, "losses": 10, "army": 10},
     ["valois", "savoy", "ferdinand"]),
    ("battle-report", "savoy", {"side": "attackers", "enemies": ["habsburg"], "sent": 0, "general": None,
                                "combat": 0, "refused": False, "bonus": 0, "fortification": 0, "strength": 0,
                                "losses": 0, "army": 0}, ["habsburg"]),
    ("battle-report", "valois", {"side": "attackers", "enemies": ["habsburg"], "sent": 30, "general": "charles",
                                 "combat": 4, "refused": False, "bonus": 12, "fortification": 0, "strength": 42,
                                 "losses": 15, "army": 15, "study": {"roll": 2, "bonus": 0, "before": 4, "after": 4}},
     ["habsburg", "charles"]),
    ("general-refused", "habsburg", {"general": "ferdinand", "roll": 1, "loyalty": 1, "total": 2}, ["ferdinand"]),
    ("general-obeyed", "habsburg", {"general": "ferdinand", "roll": 4, "loyalty": 1, "total": 5}, ["ferdinand"]),
    ("war-ended", "valois", {**SIDES, "reason": "peace", "offerer": "habsburg", "receiver": "valois"},
     ["valois", "savoy", "habsburg"]),
    ("war-ended", "valois", {**SIDES, "reason": "no-provinces", "side": "defenders"}, ["valois", "habsburg"]),
    ("war-penalty", "valois", {"enemy": "habsburg", "relation": "branch", "reputation": -60}, ["habsburg"]),
    ("war-penalty", "valois", {"enemy": "habsburg", "relation": "close", "reputation": -40}, ["habsburg"]),
    ("war-penalty", "valois", {"enemy": "habsburg", "relation": "relative", "reputation": -20}, ["habsburg"]),
    *[("hot-tempered", "valois", {"head": "louis", "target": "habsburg", "damage": 15, "roll": roll, "war": war,
                                  "reason": reason}, ["louis", "habsburg"])
      for roll, war, reason in ((1, True, None), (4, False, "calm"), (1, False, "target-gone"),
                                (1, False, "already-at-war"), (1, False, "lord"))],
    ("peace-offer", "habsburg", {"n": 1, "by": "rudolf", "to": "valois", "pay": 5, "ask": 10, "vassal": "habsburg",
                                 "cede": ["carinthia"], "claim": ["anjou"]},
     ["habsburg", "rudolf", "valois", "carinthia", "anjou"]),
    ("peace-offer", "habsburg", {"n": 1, "by": "rudolf", "to": "valois", "pay": 0, "ask": 0, "vassal": None,
                                 "cede": [], "claim": []}, ["habsburg", "rudolf", "valois"]),
    ("peace-accept", "valois", {"n": 1, "by": "louis", "offerer": "habsburg", "offered": 5},
     ["valois", "louis", "habsburg"]),
    ("peace", "valois", {"action": "accept_peace", "n": 1, "offerer": "habsburg", "receiver": "valois", "pay": 5,
                         "ask": 10, "provinces": [{"province": "anjou", "from": "valois", "to": "habsburg"}],
                         "vassal": "valois", "lord": "habsburg", "vassalage_refused": None, "war_ended": True,
                         "left": []}, ["habsburg", "valois", "anjou"]),
    ("peace", "savoy", {"action": "offer_peace", "n": 1, "offerer": "savoy", "receiver": "habsburg", "pay": 0,
                        "ask": 0, "provinces": [], "vassal": "savoy", "lord": None,
                        "vassalage_refused": "vassal-has-lord", "war_ended": False, "left": ["savoy"]},
     ["savoy", "habsburg"]),
    *[("peace-failed", "valois", {"action": "accept_peace", "n": 1, "offerer": "habsburg", "receiver": "valois",
                                  "reason": reason}, ["habsburg", "valois"]) for reason in PEACE_FAILURES],
    ("peace-offer-lapsed", "habsburg", {"by": "rudolf", "to": "valois", "turn": 4, "accept": False},
     ["rudolf", "valois"]),
    ("peace-offer-lapsed", "valois", {"by": "louis", "to": "habsburg", "turn": 4, "accept": True},
     ["louis", "habsburg"]),
]

#: the engine's codes, which a sentence must put into words
CODES = re.compile(r"\b(?:already-at-war|war-on-lord|not-at-war|vassal-peace|no-peace-offer|dynasty-gone|"
                   r"no-provinces|not-enough-coins|province-gone|target-gone|hot-tempered|hot_tempered|"
                   r"vassal-has-lord|accept_peace|offer_peace|attackers|defenders)\b")


def outcome(kind: str, did: str, params: dict[str, Any]) -> dict[str, Any]:
    return {"step": "war", "kind": kind, "dynasty": did, "params": params}


def without_names_and_rule_ids(text: str, ids: list[str]) -> str:
    for entity_id in ids + ["savoy", "valois", "habsburg"]:
        text = text.replace(names(entity_id), "")
    return re.sub(r"\b[A-Z]+-[0-9]+\b", "", text)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("kind", "did", "params", "ids"), WAR_CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(WAR_CASES)])
def test_each_war_kind_has_its_own_sentence_with_the_names_and_no_raw_code(
        kind: str, did: str, params: dict[str, Any], ids: list[str], language: str) -> None:
    assert kind in HAPPENINGS
    text = happening_text(outcome(kind, did, params), language, names)  # type: ignore[arg-type]
    assert text != _generic(Words(language, names), kind, did, params)  # type: ignore[arg-type]
    assert "{" not in text and "None" not in text, text
    for entity_id in ids:
        assert names(entity_id) in text, (entity_id, text)
    bare = without_names_and_rule_ids(text, ids)
    if language == "ru":
        assert not re.search(r"[A-Za-z]", bare), text  # no English word, no code
    else:
        assert not CODES.search(bare.replace("the attackers", "").replace("the defenders", "")
                                .replace("The attackers", "").replace("The defenders", "")), text


def test_the_two_languages_differ_for_every_war_kind() -> None:
    for kind, did, params, _ in WAR_CASES:
        assert happening_text(outcome(kind, did, params), "en", names) != happening_text(
            outcome(kind, did, params), "ru", names), kind


def test_war_kinds_never_fail_on_empty_params() -> None:
    for kind in {c[0] for c in WAR_CASES}:
        for language in LANGUAGES:
            text = happening_text(outcome(kind, "valois", {}), language, names)  # type: ignore[arg-type]
            assert text and "{" not in text, (kind, text)


def test_war_13_info_2_a_hot_tempered_declaration_does_not_name_the_trait_in_public() -> None:
    """WAR-13's war is public (INFO-3), the Hot-tempered trait is not (INFO-2)."""
    rules = default_rules()
    params = {"attacker": "valois", "defender": "habsburg", "attackers": ["valois"], "defenders": ["habsburg"],
              "cause": "hot-tempered"}
    for language in LANGUAGES:
        text = happening_text(outcome("war-declared", "valois", params), language, names)  # type: ignore[arg-type]
        trait = rules.traits["hot_tempered"]
        assert trait.en.lower() not in text.lower() and trait.ru.lower() not in text.lower()
        assert "WAR-13" not in text


WAR_FAILURES = ["already-at-war", "war-on-lord", "not-at-war", "vassal-peace", "no-peace-offer", "dynasty-gone"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("reason", WAR_FAILURES)
def test_the_failures_of_war_actions_have_words(reason: str, language: str) -> None:
    assert reason in FAILURES
    p = {"action": "offer_peace", "n": 1, "reason": reason, "who": "valois" if reason == "vassal-peace" else None,
         "ap": 2}
    text = happening_text(outcome("action-failed", "savoy", p), language, names)  # type: ignore[arg-type]
    assert reason not in text and "{" not in text and "None" not in text, text
    if reason == "vassal-peace":
        assert names("valois") in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_war_9_war_10_reputation_causes_of_war_are_put_into_words(language: str) -> None:
    words = Words(language, names)  # type: ignore[arg-type]
    drain = reputation_cause(f"war drain: {WAR} (WAR-9)", words)
    assert names("valois") in drain and names("habsburg") in drain and WAR not in drain
    kin = reputation_cause("war on habsburg: close (WAR-10)", words)
    assert names("habsburg") in kin and "close" not in kin
    share = reputation_cause(f"share: war drain: {WAR} (WAR-9)", words)
    assert names("valois") in share


def test_rules_are_the_rules_data(rules: Rules) -> None:
    """The sentences quote the rules data (WAR-4's step, SAB-4's threshold), not a number of their own."""
    changed = rules.model_copy(update={"war": rules.war.model_copy(update={"capture_step": 7}),
                                       "sabotage": rules.sabotage.model_copy(update={"aborts_at_most": 3})})
    p: dict[str, Any] = {**SIDES, "forces": FORCES, "strength": {"attackers": 22, "defenders": 20}, "difference": 2,
                         "winner": None, "captures": []}
    assert "under 7" in happening_text(outcome("battle", "valois", p), "en", names, changed)
    p = {"general": "ferdinand", "roll": 2, "loyalty": 1, "total": 3}
    assert "on 3 or less" in happening_text(outcome("general-refused", "habsburg", p), "en", names, changed)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("reader", READERS)
def test_the_bbcode_of_a_war_keeps_its_tags_balanced(reader: str, language: str) -> None:
    report, _, _ = private(reader, language)
    opened, closed = bb_tag_counts(render(report, "bbcode", default_rules()))
    assert opened == closed and opened["list"] >= 2
    state, log = after()
    opened, closed = bb_tag_counts(render(build_public_report(state, default_rules(), settings(state, language), log),
                                          "bbcode", default_rules()))
    assert opened == closed
