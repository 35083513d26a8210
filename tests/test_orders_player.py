"""The player's check (`dynasty check TURN FILE --report ID.json`): a player has his report, not the game
state. His order file is checked against what the JSON report holds — all of his own dynasty (INFO-5), the
public facts of the others (INFO-3) — with the same messages as the GM's check; what needs hidden facts is
left to the GM's check, and the output says so.

The reports are built here by hand (`small_report`), next to the GM's state they were taken from
(`small_state`), so that each test can compare the player's check with the GM's on the same file.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.commands.player_check import (
    Placeholders,
    ReportError,
    check_against_report,
    check_with_report,
    load_report,
    state_from_report,
)
from dynasty.errors import Problem
from dynasty.game.rules import SKILLS, Rules, default_rules
from dynasty.game.state import Death, GameState, ProvinceEvent, War
from dynasty.game.state_check import state_problems
from dynasty.orders.check import check_parsed
from dynasty.orders.messages import Language
from dynasty.orders.parse import parse_orders, parse_orders_text
from dynasty.reports.model import (
    DynastyReport,
    EraView,
    EventView,
    Formula,
    MemberView,
    OtherDynastyView,
    ProvinceView,
    PublicMember,
    PublicReport,
    WarView,
)
from tests.builders import StateBuilder, skills
from tests.order_fixture import TURN as FIXTURE_TURN
from tests.order_fixture import order_state

TURN = 7
AP, BALANCE, ARMY = 6, 40, 12
CORPUS = Path(__file__).resolve().parent / "order_corpus"


# -- the world: the GM's state, and valois's report of it ------------------------------------------------

def small_state() -> GameState:
    """Turn 7. valois (the reader): louis the head (Workaholic), anne his wife (isolated), charles their son
    (10, a child), philippe louis's brother and the general in the war on tudor; robert, the father of louis
    and philippe, is dead. anjou has a famine pending, normandy no event.
    habsburg (an ally: louis's daughter isabelle is rudolf's wife): rudolf, isabelle, max (5); tyrol.
    tudor (the enemy since turn 5): henry the head, edmund its general, catherine; kent.
    The hidden facts of habsburg and tudor (skills, traits, loyalty, treasury, provinces' loyalty and
    yield) are anything but the placeholders, so that the comparison shows they are never read."""
    rules = default_rules()
    b = StateBuilder(turn=TURN, rules=rules)
    b.dynasty("valois", head="louis", ap=AP, balance=BALANCE, army=ARMY, technologies=["medicine"])
    b.person("robert", "valois", age=60, alive=False, death=Death(turn=4, cause="old age"))
    b.person("louis", "valois", age=40, traits=["workaholic"], father="robert",
             skill_values=skills(stewardship=5, intrigue=4))
    b.person("anne", "valois", sex="f", age=40, spouse="louis", isolated=True, loyalty=2)
    b.person("charles", "valois", age=10, father="louis", mother="anne")
    b.person("philippe", "valois", age=35, father="robert", skill_values=skills(combat=5))
    b.province("anjou", "valois").province("normandy", "valois", loyalty=4, yield_=25)

    b.dynasty("habsburg", head="rudolf", reputation=90, balance=300, army=40)
    b.person("rudolf", "habsburg", age=30, traits=["smart", "cunning"], loyalty=1,
             skill_values=skills(combat=6, learning=6, intrigue=6, piety=6, stewardship=6))
    b.person("isabelle", "habsburg", sex="f", age=20, birth_dynasty="valois", father="louis", mother="anne",
             spouse="rudolf", traits=["workaholic"], loyalty=0)
    b.person("max", "habsburg", age=5, father="rudolf", mother="isabelle")
    b.province("tyrol", "habsburg", loyalty=5, yield_=30)

    b.dynasty("tudor", head="henry", reputation=70, balance=5, army=3)
    b.person("henry", "tudor", age=35, traits=["paranoid"])
    b.person("edmund", "tudor", age=30, skill_values=skills(combat=6))
    b.person("catherine", "tudor", sex="f", age=20, traits=["beautiful"], loyalty=5)
    b.province("kent", "tudor", loyalty=1, yield_=5)

    state = b.build(check=False)
    state.provinces["anjou"].event = ProvinceEvent(turn=TURN, roll=3, kind="famine", decision="famine")
    state.wars = [War(attackers=["valois"], defenders=["tudor"], generals={"valois": "philippe", "tudor": "edmund"},
                      started=5)]
    problems = state_problems(state, rules)
    assert not problems, [str(p) for p in problems]
    return state


def formula(value: int) -> Formula:
    return Formula(value=value, parts=[], text=str(value))


def member(cid: str, name: str, sex: str, age: int, *, roles: list[str] | None = None,
           status: list[str] | None = None, loyalty: int = 3, skill_values: dict[str, int] | None = None,
           traits: list[str] | None = None, spouse: str | None = None, father: str | None = None,
           mother: str | None = None) -> MemberView:
    return MemberView(id=cid, name=name, sex=sex, age=age, roles=roles or [], status=status or [], loyalty=loyalty,
                      last_mood=None, mood_parts=[], skills=skill_values or dict.fromkeys(SKILLS, 3),
                      traits=traits or [], spouse=spouse, father=father, mother=mother, born=None)


def public(cid: str, name: str, sex: str, age: int, *, head: bool = False, spouse: str | None = None,
           father: str | None = None, mother: str | None = None) -> PublicMember:
    return PublicMember(id=cid, name=name, sex=sex, age=age, father=father, mother=mother, spouse=spouse, head=head)


def other(did: str, head: str | None, members: list[PublicMember], provinces: list[str], *,
          relation: str = "enemy", reason: str = "", reputation: int = 100, alive: bool = True) -> OtherDynastyView:
    return OtherDynastyView(id=did, name=did.title(), alive=alive, head=head, relation=relation, reason=reason,
                            reputation=reputation, provinces=provinces, lord=None, branch_of=None, members=members,
                            known=[])


def small_report(language: str = "en") -> DynastyReport:
    """valois's report of `small_state`, by hand: everything of valois (but robert, dead, whom it names only
    as a father), the public facts of the others."""
    rules = default_rules()
    stewardship = {**dict.fromkeys(SKILLS, 3), "stewardship": 5, "intrigue": 4}
    return DynastyReport(
        language=language, game="Player tests", turn=TURN,
        era=EraView(id=rules.era_for(TURN), name="Intrigue", effects=[]),
        dynasty="valois", name="Valois", head="louis", regent=None, lord=None, branch_of=None, rules={},
        ap=formula(AP), treasury=formula(BALANCE), army=formula(ARMY), reputation=formula(rules.start.reputation),
        technologies=["medicine"], happened=[],
        members=[
            member("louis", "Louis", "m", 40, roles=["head"], traits=["workaholic"], skill_values=stewardship,
                   spouse="anne", father="robert"),
            member("anne", "Anne", "f", 40, status=["isolated"], loyalty=2, spouse="louis"),
            member("charles", "Charles", "m", 10, roles=["heir"], status=["child"], father="louis", mother="anne"),
            member("philippe", "Philippe", "m", 35, roles=["general"], father="robert",
                   skill_values={**dict.fromkeys(SKILLS, 3), "combat": 5}),
        ],
        provinces=[
            ProvinceView(id="anjou", name="Anjou", loyalty=3, yield_=20,
                         event=EventView(kind="famine", roll=3, applies=True, decision="famine", revolt_roll=None,
                                         text="famine")),
            ProvinceView(id="normandy", name="Normandy", loyalty=4, yield_=25, event=None),
        ],
        decisions=[],
        wars=[WarView(enemy="tudor", side="attacker", started=5, general="philippe")],
        others=[
            other("habsburg", "rudolf", [
                public("rudolf", "Rudolf", "m", 30, head=True, spouse="isabelle"),
                public("isabelle", "Isabelle", "f", 20, spouse="rudolf", father="louis", mother="anne"),
                public("max", "Max", "m", 5, father="rudolf", mother="isabelle"),
            ], ["tyrol"], relation="ally", reason="louis's daughter isabelle is there", reputation=90),
            other("tudor", "henry", [
                public("henry", "Henry", "m", 35, head=True),
                public("edmund", "Edmund", "m", 30),
                public("catherine", "Catherine", "f", 20),
            ], ["kent"], reputation=70),
        ],
        family_tree="", template="")


# -- order files -----------------------------------------------------------------------------------------

HEAD = "dynasty: valois\nturn: 7\ndecisions:\n  famine: {anjou: pay}\nactions:\n"

#: Lines 1-5 are HEAD; the first action is on line 6.
FINE = HEAD + "  - develop: {by: louis, province: normandy}\n  - recruit: {by: louis, points: 2}\n"

#: name → (file text, the error expected: code and line)
MISTAKES: dict[str, tuple[str, tuple[str, int]]] = {
    "unknown character": (HEAD + "  - visit: {by: lois, target: catherine}\n", ("unknown-character", 6)),
    "a child as target of spy": (HEAD + "  - spy: {by: louis, target: max}\n", ("target-child", 6)),
    "spying on a head": (HEAD + "  - spy: {by: louis, target: henry}\n", ("target-head", 6)),
    "AP exceeded": (HEAD + "  - develop: {by: louis, province: normandy}\n  - spy: {by: louis, target: catherine}\n",
                    ("ap-exceeded", 7)),
    "coins exceeded": (HEAD + "  - develop: {by: louis, province: normandy}\n  - recruit: {by: louis, points: 5}\n",
                       ("coins-exceeded", 5)),
    "a decision for an event that did not happen": (
        "dynasty: valois\nturn: 7\ndecisions:\n  famine: {anjou: pay}\n  disease: {normandy: pay}\n",
        ("no-such-event", 5)),
    "executor isolated": (HEAD + "  - visit: {by: anne, target: catherine}\n", ("isolated", 6)),
    "wrong turn": (FINE.replace("turn: 7", "turn: 6"), ("wrong-turn", 2)),
    "a general at war": (HEAD + "  - visit: {by: philippe, target: catherine}\n", ("general-busy", 6)),
    "a child as executor": (HEAD + "  - visit: {by: charles, target: catherine}\n", ("too-young", 6)),
    "a foreign province": (HEAD + "  - develop: {by: louis, province: tyrol}\n", ("not-own-province", 6)),
    "taking a province of no enemy": ("dynasty: valois\nturn: 7\nwar:\n  tudor: {send: 5, take: [kent, tyrol]}\n",
                                      ("take-not-enemy", 4)),
    "claiming a province they do not hold": (
        HEAD + "  - offer_peace: {by: louis, to: tudor, terms: {claim: [tyrol]}}\n", ("claim-not-theirs", 6)),
    "peace with a dynasty not at war": (HEAD + "  - offer_peace: {by: louis, to: habsburg}\n", ("not-at-war", 6)),
    "war on a dynasty already at war": (HEAD + "  - declare_war: {by: louis, on: tudor, general: louis}\n",
                                        ("already-at-war", 6)),
    "finding a spouse for the married": (HEAD + "  - find_spouse: {by: louis}\n", ("married", 6)),
    "the wrong dynasty": (FINE.replace("dynasty: valois", "dynasty: tudor"), ("wrong-dynasty", 1)),
    "sending more than the army": ("dynasty: valois\nturn: 7\nwar:\n  tudor: {send: 13}\n", ("send-exceeds-army", 3)),
}

#: Files that draw warnings that depend on family links and heirs: the same on both sides too.
WARNINGS: dict[str, tuple[str, tuple[str, int]]] = {
    "spying on an ally": (HEAD + "  - spy: {by: louis, target: isabelle}\n", ("plot-ally", 6)),
    "war on relatives": (HEAD + "  - declare_war: {by: louis, on: habsburg, general: louis}\n",
                         ("war-on-relatives", 6)),
    "an unlawful heir": ("dynasty: valois\nturn: 7\ndecisions:\n  famine: {anjou: pay}\n  heir: philippe\n",
                         ("heir-unlawful", 5)),
    "the default famine decision": ("dynasty: valois\nturn: 7\n", ("decision-default", 1)),
}

ALL_FILES = {**{"fine": (FINE, ("", 0))}, **MISTAKES, **WARNINGS}


def problems_of(text: str, state: GameState, rules: Rules, language: Language = "en") -> list[Problem]:
    parsed = parse_orders_text(text, "valois.yaml", rules, language)
    return check_parsed(parsed, state, rules, language, turn=TURN, expected_dynasty="valois")


def shown(problems: list[Problem]) -> str:
    return "\n".join(f"  {p.severity} {p.code} {p.location.line}: {p.message}" for p in problems)


# -- the state a report holds ----------------------------------------------------------------------------

def test_state_from_report_holds_the_readers_dynasty_fully() -> None:
    """INFO-5: ap, treasury, army, provinces with their events, technologies, members with everything."""
    state, rules = state_from_report(small_report())
    assert rules == default_rules()
    assert (state.turn, state.era, state.knowledge) == (TURN, rules.era_for(TURN), {})
    valois = state.dynasties["valois"]
    assert (valois.ap, valois.balance, valois.army, valois.head) == (AP, BALANCE, ARMY, "louis")
    assert valois.provinces == ["anjou", "normandy"] and valois.technologies == ["medicine"]
    event = state.provinces["anjou"].event
    assert event is not None and (event.turn, event.kind, event.decision, event.applies) == (TURN, "famine",
                                                                                           "famine", True)
    assert state.provinces["normandy"].loyalty == 4 and state.provinces["normandy"].yield_ == 25
    louis, anne = state.characters["louis"], state.characters["anne"]
    assert louis.traits == ["workaholic"] and louis.skills.stewardship == 5 and louis.father == "robert"
    assert anne.isolated and anne.loyalty == 2 and anne.spouse == "louis"
    assert state.wars == [War(attackers=["valois"], defenders=["tudor"], generals={"valois": "philippe"},
                              started=5)]


def test_state_from_report_holds_only_public_facts_of_the_others() -> None:
    """INFO-3: heads, members' names, sex, ages and links, provinces; the rest is a placeholder."""
    state, _ = state_from_report(small_report())
    habsburg = state.dynasties["habsburg"]
    assert (habsburg.head, habsburg.reputation, habsburg.provinces, habsburg.alive) == ("rudolf", 90, ["tyrol"], True)
    assert (habsburg.balance, habsburg.army, habsburg.ap, habsburg.technologies) == (0, 0, 0, [])
    rudolf = state.characters["rudolf"]
    assert rudolf.traits == [] and set(rudolf.skills.as_dict().values()) == {1} and rudolf.loyalty == 3
    assert state.provinces["tyrol"].owner == "habsburg"
    isabelle = state.characters["isabelle"]
    assert (isabelle.father, isabelle.mother, isabelle.spouse, isabelle.dynasty) == ("louis", "anne", "rudolf",
                                                                                     "habsburg")


def test_a_relative_named_but_not_listed_is_a_dead_placeholder() -> None:
    """robert, dead, is named as the father of louis and philippe only: the brothers still share a father."""
    state, _ = state_from_report(small_report())
    robert = state.characters["robert"]
    assert not robert.alive and robert.sex == "m" and robert.dynasty == "valois"
    assert state.characters["louis"].father == state.characters["philippe"].father == "robert"


def test_a_member_marked_dead_is_dead() -> None:
    report = small_report()
    report.members.append(member("blanche", "Blanche", "f", 35, status=["dead"]))
    state, _ = state_from_report(report)
    assert not state.characters["blanche"].alive


# -- the same messages as the GM's check -----------------------------------------------------------------

def test_a_fine_order_file_has_no_problem() -> None:
    state, rules = state_from_report(small_report())
    assert problems_of(FINE, state, rules) == []


@pytest.mark.parametrize("name", list(MISTAKES))
def test_each_mistake_gives_the_gm_checks_code_and_line(name: str) -> None:
    text, (code, line) = MISTAKES[name]
    state, rules = state_from_report(small_report())
    found = problems_of(text, state, rules)
    errors = [(p.code, p.location.line) for p in found if p.severity == "error"]
    assert errors == [(code, line)], f"{name}:\n{shown(found)}"


@pytest.mark.parametrize("name", list(WARNINGS))
def test_warnings_from_family_links_are_found_too(name: str) -> None:
    text, (code, line) = WARNINGS[name]
    state, rules = state_from_report(small_report())
    found = problems_of(text, state, rules)
    assert (code, line) in [(p.code, p.location.line) for p in found if p.severity == "warning"], shown(found)
    assert not [p for p in found if p.severity == "error"], shown(found)


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("name", list(ALL_FILES))
def test_the_players_check_says_exactly_what_the_gms_says(name: str, language: Language) -> None:
    """The issue: "with the same messages as the GM's check" — the same problems, codes, lines and words."""
    text = ALL_FILES[name][0]
    player_state, rules = state_from_report(small_report(language))
    gm = problems_of(text, small_state(), default_rules(), language)
    player = problems_of(text, player_state, rules, language)
    assert player == gm, f"{name}\nGM:\n{shown(gm)}\nplayer:\n{shown(player)}"


HIDDEN_VARIANTS = [
    Placeholders(),
    Placeholders(skill=6, traits=("smart", "workaholic"), loyalty=0, province_loyalty=5,
                 province_yield=30, balance=999, army=999, ap=99),
    Placeholders(skill=8, traits=("genius",), loyalty=1),
    Placeholders(skill=3, traits=("lazy", "paranoid"), loyalty=5, province_loyalty=1, province_yield=0),
]


@pytest.mark.parametrize("name", list(ALL_FILES))
def test_placeholders_for_hidden_facts_never_change_the_check(name: str) -> None:
    """The checker never reads another dynasty's skills, traits, loyalty, treasury, army, AP, nor its
    provinces' loyalty and yield: any placeholders give the same problems."""
    text = ALL_FILES[name][0]
    results = []
    for hidden in HIDDEN_VARIANTS:
        state, rules = state_from_report(small_report(), hidden)
        results.append(problems_of(text, state, rules))
    assert all(r == results[0] for r in results), name


@pytest.mark.parametrize("text", [
    HEAD + "  - study: {by: rudolf, skill: combat}\n",
    HEAD + "  - mentor: {by: rudolf, teacher: louis, skill: stewardship}\n",
    HEAD + "  - develop: {by: rudolf, province: normandy}\n  - develop: {by: louis, province: normandy}\n",
], ids=["study", "mentor", "ap"])
def test_a_foreign_executor_reveals_nothing_hidden(text: str) -> None:
    results = []
    for hidden in HIDDEN_VARIANTS:
        state, rules = state_from_report(small_report(), hidden)
        results.append(problems_of(text, state, rules))
    assert all(r == results[0] for r in results)


# -- the whole corpus of bad order files, against a report of its world ----------------------------------

def report_of(state: GameState, rules: Rules, did: str, language: str = "en") -> DynastyReport:
    """What a dynasty's JSON report holds of a state (CONTRACT "Reports"), built plainly as
    `dynasty.reports.build` builds it: its own living members with everything, the others' living members
    with their public facts only, one war view per war."""
    ours = state.dynasties[did]
    capable = rules.age.capable

    def own(cid: str) -> MemberView:
        c = state.characters[cid]
        status = [s for s, yes in (("child", c.age < capable), ("isolated", c.isolated)) if yes]
        return member(cid, c.name, c.sex, c.age, roles=["head"] if cid == ours.head else [], status=status,
                      loyalty=c.loyalty, skill_values=c.skills.as_dict(), traits=list(c.traits), spouse=c.spouse,
                      father=c.father, mother=c.mother).model_copy(update={"born": c.born})

    def province(pid: str) -> ProvinceView:
        p = state.provinces[pid]
        event = None if p.event is None else EventView(kind=p.event.kind, roll=p.event.roll, applies=p.event.applies,
                                                       decision=p.event.decision, revolt_roll=p.event.revolt_roll,
                                                       text="")
        return ProvinceView(id=pid, name=p.name, loyalty=p.loyalty, yield_=p.yield_, event=event)

    def seen_by_all(cid: str, head: str | None) -> PublicMember:
        c = state.characters[cid]
        return public(cid, c.name, c.sex, c.age, head=cid == head, spouse=c.spouse, father=c.father,
                      mother=c.mother)

    wars = []
    for war in state.wars:
        for side, mine, theirs in (("attacker", war.attackers, war.defenders),
                                   ("defender", war.defenders, war.attackers)):
            if did in mine:  # one view per war, with both sides (VASSAL-5)
                wars.append(WarView(enemy=theirs[0], side=side, started=war.started, general=war.generals.get(did),
                                    enemies=list(theirs), allies=[d for d in mine if d != did]))
    others = [OtherDynastyView(
        id=oid, name=d.name, alive=d.alive, head=d.head, relation="enemy", reason="", reputation=d.reputation,
        provinces=list(d.provinces), lord=d.lord, branch_of=d.branch_of, known=[],
        members=[seen_by_all(cid, d.head) for cid in state.members(oid)])
        for oid, d in state.dynasties.items() if oid != did]
    return DynastyReport(
        language=language, game="Order tests", turn=state.turn,
        era=EraView(id=state.era, name=state.era, effects=[]), dynasty=did, name=ours.name, head=ours.head,
        regent=ours.regent, lord=ours.lord, branch_of=ours.branch_of, rules={}, ap=formula(ours.ap),
        treasury=formula(ours.balance), army=formula(ours.army), reputation=formula(ours.reputation),
        technologies=list(ours.technologies), happened=[],
        members=[own(cid) for cid in state.members(did)],
        provinces=[province(pid) for pid in ours.provinces], decisions=[], wars=wars, others=others,
        family_tree="", template="")


#: Corpus files whose check needs what a report does not hold: file → (the GM's code, the player's code
#: at the same line, or None). A report lists the living members only, so a dead one is unknown to it.
#: (vassal-peace is the player's to see: his report lists the allies of his wars, VASSAL-5.)
LEFT_TO_THE_GM: dict[str, tuple[str, str | None]] = {
    "executor_dead.yaml": ("dead", "unknown-character"),
}


def corpus_checks(path: Path, report: Any = None, chronicle: Any = None) -> tuple[list[Problem], list[Problem]]:
    """The GM's problems and the player's for a corpus file, as valois's orders of the order world; the
    report is `report_of` that world unless a builder `report(state, rules)` is given (and `chronicle(state,
    rules)`, the chronicle's data the player's check reads beside it)."""
    vassal = "# state: vassal" in path.read_bytes().decode("utf-8", errors="replace")
    rules = default_rules()
    gm_state = order_state(vassal=vassal)
    built = report(gm_state, rules) if report is not None else report_of(gm_state, rules, "valois")
    public = None if chronicle is None else PublicReport.model_validate_json(
        chronicle(gm_state, rules).model_dump_json())
    player_state, _ = state_from_report(DynastyReport.model_validate_json(built.model_dump_json()), chronicle=public)
    parsed = parse_orders(path, rules, "en")
    gm = check_parsed(parsed, gm_state, rules, "en", turn=FIXTURE_TURN, expected_dynasty="valois")
    player = check_parsed(parsed, player_state, rules, "en", turn=FIXTURE_TURN, expected_dynasty="valois")
    return gm, player


def assert_same_but_what_is_left_to_the_gm(name: str, gm: list[Problem], player: list[Problem]) -> None:
    if name not in LEFT_TO_THE_GM:
        assert player == gm, f"GM:\n{shown(gm)}\nplayer:\n{shown(player)}"
        return
    gm_code, player_code = LEFT_TO_THE_GM[name]
    line = next(p.location.line for p in gm if p.code == gm_code)
    assert [(p.code, p.location.line) for p in player if p.location.line == line and p.severity == "error"] == \
        ([(player_code, line)] if player_code else []), shown(player)
    assert [p for p in player if p.code != player_code] == [p for p in gm if p.code != gm_code]


@pytest.mark.parametrize("path", sorted(CORPUS.glob("*.yaml")), ids=lambda p: p.name)
def test_every_corpus_file_gives_the_same_problems_against_the_report(path: Path) -> None:
    """The order corpus (tests/order_corpus), checked by the GM against the state and by the player
    against the report of valois: the same problems, but where the report lacks what is needed."""
    gm, player = corpus_checks(path)
    assert_same_but_what_is_left_to_the_gm(path.name, gm, player)


# -- from files: check_against_report --------------------------------------------------------------------

def write_report(folder: Path, report: DynastyReport, name: str = "valois.json") -> Path:
    path = folder / name
    path.write_text(report.model_dump_json(indent=2), encoding="utf-8")
    return path


def write_orders(folder: Path, text: str, name: str = "valois.yaml") -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_check_against_report_reads_both_files(tmp_path: Path) -> None:
    report = write_report(tmp_path, small_report())
    fine = check_against_report(write_orders(tmp_path, FINE), report)
    assert (fine.dynasty, fine.problems) == ("valois", [])
    bad = check_against_report(write_orders(tmp_path, MISTAKES["executor isolated"][0], "bad.yaml"), report)
    assert [(p.code, p.location.line) for p in bad.problems if p.severity == "error"] == [("isolated", 6)]
    assert bad.errors == 1


def test_check_against_report_speaks_the_reports_language(tmp_path: Path) -> None:
    report = write_report(tmp_path, small_report("ru"))
    checked = check_against_report(write_orders(tmp_path, MISTAKES["executor isolated"][0]), report)
    assert re.search("[а-яё]", checked.problems[0].message)


BROKEN_REPORTS: dict[str, str | None] = {
    "missing": None,
    "not JSON": "{not json",
    "not a report": json.dumps({"turn": 7, "dynasty": "valois"}),
    "a JSON list": "[1, 2]",
    "an unknown language": small_report().model_copy(update={"language": "de"}).model_dump_json(),
    "an unknown era": small_report().model_copy(
        update={"era": EraView(id="stone-age", name="", effects=[])}).model_dump_json(),
    "bad rules": small_report().model_copy(update={"rules": {"no_such_rule": 1}}).model_dump_json(),
    "a bad sex": small_report().model_copy(
        update={"members": [*small_report().members, member("x", "X", "q", 20)]}).model_dump_json(),
    "an unknown trait": small_report().model_copy(
        update={"members": [*small_report().members, member("x", "X", "m", 20, traits=["flying"])]}).model_dump_json(),
    "a head not among the members": small_report().model_copy(update={"head": "nobody"}).model_dump_json(),
}


@pytest.mark.parametrize("name", list(BROKEN_REPORTS))
def test_a_broken_report_is_one_error_naming_the_file(name: str, tmp_path: Path) -> None:
    path = tmp_path / "valois.json"
    text = BROKEN_REPORTS[name]
    if text is not None:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(ReportError) as caught:
        check_against_report(write_orders(tmp_path, FINE), path)
    message = str(caught.value)
    assert "\n" not in message and message.startswith(str(path)), message
    assert ": error: " in message or ": ошибка: " in message, message  # the label in the sentence's language


def test_load_report_reads_what_the_model_dumps(tmp_path: Path) -> None:
    report = small_report()
    assert load_report(write_report(tmp_path, report)) == report


# -- the command line ------------------------------------------------------------------------------------

def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


@pytest.fixture
def player_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A player's folder: his report and his orders, no game."""
    monkeypatch.delenv("DYNASTY_GAME", raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def last_line(language: str, turn: int = TURN) -> str:
    if language == "ru":
        return f"проверено по вашему отчёту хода {turn}: то, что требует скрытых от вас сведений, проверит мастер"
    return f"checked against your report of turn {turn}: what needs facts hidden from you is left to the game " \
           "master's check"


@pytest.mark.parametrize("language", ["en", "ru"])
def test_cli_check_with_report_passes_a_fine_file(player_folder: Path, language: str) -> None:
    write_report(player_folder, small_report(language))
    write_orders(player_folder, FINE)
    result = run("check", "7", "valois.yaml", "--report", "valois.json")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[-1] == last_line(language)
    assert lines[-2] == ("1 order file checked: 0 errors, 0 warnings" if language == "en" else
                         "проверен 1 файл приказов: 0 ошибок, 0 предупреждений")
    assert not (player_folder / "turns").exists()


@pytest.mark.parametrize("language", ["en", "ru"])
def test_cli_check_with_report_lists_the_mistakes_and_exits_1(player_folder: Path, language: Language) -> None:
    write_report(player_folder, small_report(language))
    write_orders(player_folder, MISTAKES["spying on a head"][0])
    result = run("check", "turn-07", "valois.yaml", "--report", "valois.json")
    assert result.exit_code == 1, result.output
    lines = result.stdout.splitlines()
    label = "ошибка" if language == "ru" else "error"  # the label in the report's language
    assert any(line.startswith(f"valois.yaml:6: {label}: ") for line in lines)
    gm = problems_of(MISTAKES["spying on a head"][0], small_state(), default_rules(), language)
    assert lines[:-2] == [p.render(language) for p in gm]
    assert lines[-1] == last_line(language)


def test_cli_check_with_report_takes_several_files(player_folder: Path) -> None:
    write_report(player_folder, small_report())
    write_orders(player_folder, FINE, "a.yaml")
    write_orders(player_folder, MISTAKES["wrong turn"][0], "b.yaml")
    result = run("check", "7", "a.yaml", "b.yaml", "--report", "valois.json")
    assert result.exit_code == 1
    assert result.stdout.splitlines()[0].startswith("b.yaml:2: error: ")
    assert "2 order files checked: 1 error, " in result.stdout


def one_line_error(result: Result) -> str:
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert result.exit_code == 1, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


def test_cli_turn_other_than_the_reports_is_one_error(player_folder: Path) -> None:
    write_report(player_folder, small_report())
    write_orders(player_folder, FINE)
    line = one_line_error(run("check", "8", "valois.yaml", "--report", "valois.json"))
    assert line.startswith("valois.json: error: ") and "turn 7" in line and "turn 8" in line


def test_cli_turn_other_than_the_reports_speaks_the_reports_language(player_folder: Path) -> None:
    write_report(player_folder, small_report("ru"))
    write_orders(player_folder, FINE)
    line = one_line_error(run("check", "8", "valois.yaml", "--report", "valois.json"))
    assert line == ("valois.json: ошибка: это отчёт хода 7, а не хода 8: проверяйте приказы на ход 7 или возьмите "
                    "отчёт хода 8")


def test_a_report_that_does_not_hold_together_says_where_in_its_language(tmp_path: Path) -> None:
    """A member whose sex is neither m nor f: named, with the field, in the catalog's words."""
    report = small_report("ru")
    report = report.model_copy(update={"members": [*report.members, member("x", "X", "q", 20)]})
    with pytest.raises(ReportError) as caught:
        check_against_report(write_orders(tmp_path, FINE), write_report(tmp_path, report))
    assert caught.value.message == ("отчёт противоречит сам себе: член вашей династии 'x', sex: 'q' — не годится; "
                                    "можно: 'm', 'f'")


@pytest.mark.parametrize("name", ["missing", "not JSON", "not a report", "bad rules"])
def test_cli_broken_report_is_one_line_and_exit_1(player_folder: Path, name: str) -> None:
    text = BROKEN_REPORTS[name]
    if text is not None:
        (player_folder / "valois.json").write_text(text, encoding="utf-8")
    write_orders(player_folder, FINE)
    line = one_line_error(run("check", "7", "valois.yaml", "--report", "valois.json"))
    assert line.startswith("valois.json"), line


def test_cli_with_report_needs_an_order_file(player_folder: Path) -> None:
    write_report(player_folder, small_report())
    line = one_line_error(run("check", "7", "--report", "valois.json"))
    assert "ORDERS.yaml" in line


def test_cli_missing_order_file_is_a_problem_line(player_folder: Path) -> None:
    write_report(player_folder, small_report())
    result = run("check", "7", "nothing.yaml", "--report", "valois.json")
    assert result.exit_code == 1
    assert result.stdout.splitlines()[0].startswith("nothing.yaml: error: ")


def test_cli_check_without_report_still_needs_a_game(player_folder: Path) -> None:
    """A player who forgot --report is shown his command: his orders and, when it is the one JSON beside them,
    his report (the chronicle's data is not a report)."""
    write_orders(player_folder, FINE)
    line = one_line_error(run("check", "7", "valois.yaml"))
    assert "здесь нет кампании" in line and "'dynasty check 7 valois.yaml --report <id>.json'" in line
    write_report(player_folder, small_report())
    (player_folder / "public.json").write_text("{}", encoding="utf-8")
    line = one_line_error(run("check", "7", "valois.yaml"))
    assert "Игрок проверяет приказы по своему отчёту: 'dynasty check 7 valois.yaml --report valois.json'" in line


@pytest.mark.parametrize(("name", "beside"), [("valois.md", True), ("post.txt", False)])
def test_cli_a_reports_text_for_its_data_is_told_where_the_data_is(player_folder: Path, name: str,
                                                                   beside: bool) -> None:
    """The report's text (Markdown, or a forum post saved) given for --report: the check names the JSON report
    beside it, or says to ask the game master for it — not that the report is damaged."""
    (player_folder / name).write_text("# Valois — ход 7\n\n## Коротко\n", encoding="utf-8")
    if beside:
        write_report(player_folder, small_report())
    write_orders(player_folder, FINE)
    line = one_line_error(run("check", "7", "valois.yaml", "--report", name))
    assert line.startswith(f"{name}: ошибка: это текст отчёта, а проверке нужны его данные")
    assert ("'--report valois.json'" in line) == beside
    assert ("попросите его у мастера" in line) == (not beside)


def test_check_with_report_api(tmp_path: Path) -> None:
    report = write_report(tmp_path, small_report())
    checked = check_with_report(report, "7", [write_orders(tmp_path, FINE)])
    assert (checked.turn, checked.dynasty, checked.errors) == (TURN, "valois", 0)
    with pytest.raises(ReportError):
        check_with_report(report, "6", [write_orders(tmp_path, FINE)])


# -- real reports, from dynasty.reports.build -------------------------------------------------------------

@pytest.mark.parametrize("language", ["ru", "en"])
def test_the_template_passes_against_a_real_report_of_a_new_duel(tmp_path: Path, language: Language) -> None:
    """A new duel game; each dynasty's JSON report, written out as the GM sends it, checks the order
    template with no error and with what the GM's check says; and so does the CLI, in a folder with no game."""
    from dynasty.engine.game_start import start_game
    from dynasty.game.scenario import load_scenario
    from dynasty.reports.build import build_dynasty_report, build_public_report
    from dynasty.reports.order_template import order_template
    from tests.conftest import SCENARIOS

    game = start_game(load_scenario(SCENARIOS / "duel.yaml"), "duel", 1)
    settings = game.settings.model_copy(update={"language": language})
    chronicle = build_public_report(game.state, game.rules, settings, None, None)
    (tmp_path / "public.json").write_text(chronicle.model_dump_json(indent=2) + "\n", encoding="utf-8")
    for did in game.state.living_dynasties():
        report = build_dynasty_report(game.state, game.rules, settings, did, None, None)
        path = tmp_path / f"{did}.json"
        path.write_text(report.model_dump_json(indent=2) + "\n", encoding="utf-8")
        assert report.language == language
        orders = write_orders(tmp_path, order_template(game.state, game.rules, did, language), f"{did}.yaml")
        checked = check_against_report(orders, path)
        assert checked.errors == 0, shown(checked.problems)
        gm = check_parsed(parse_orders(orders, game.rules, language), game.state, game.rules, language,
                          turn=game.state.turn, expected_dynasty=did)
        assert checked.problems == gm
        result = run("check", str(game.state.turn), str(orders), "--report", str(path))
        assert result.exit_code == 0, result.output
        assert result.stdout.splitlines()[-1] == last_line(language, game.state.turn)


@pytest.mark.parametrize("path", sorted(CORPUS.glob("*.yaml")), ids=lambda p: p.name)
def test_every_corpus_file_gives_the_same_problems_against_a_real_report(path: Path) -> None:
    """As above, against the report `dynasty.reports.build` makes of the order world for valois."""
    from dynasty.reports.build import build_dynasty_report, build_public_report
    from tests.order_fixture import order_settings

    def build(state: GameState, rules: Rules) -> DynastyReport:
        return build_dynasty_report(state, rules, order_settings(), "valois", None, None)

    def chronicle(state: GameState, rules: Rules) -> PublicReport:
        return build_public_report(state, rules, order_settings(), None, None)

    gm, player = corpus_checks(path, build, chronicle)
    assert_same_but_what_is_left_to_the_gm(path.name, gm, player)


def test_a_player_checks_the_template_his_gm_sent_in_a_folder_with_no_game(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """The whole way: the GM starts a duel; a player gets his `<id>.json` and `<id>.orders.yaml`, and checks
    the template in his own folder, where there is no game."""
    gm_folder, player_folder = tmp_path / "gm", tmp_path / "player"
    assert run("new-game", "duel", "--seed", "3", "--game", str(gm_folder)).exit_code == 0
    reports = sorted((gm_folder / "reports" / "turn-01").glob("*.json"))
    assert reports
    player_folder.mkdir()
    monkeypatch.delenv("DYNASTY_GAME", raising=False)
    monkeypatch.chdir(player_folder)
    (player_folder / "public.json").write_bytes((gm_folder / "reports" / "turn-01" / "public.json").read_bytes())
    for report in reports:
        did = report.stem
        if did == "public":
            continue
        (player_folder / f"{did}.json").write_bytes(report.read_bytes())
        (player_folder / f"{did}.yaml").write_bytes((report.parent / f"{did}.orders.yaml").read_bytes())
        result = run("check", "1", f"{did}.yaml", "--report", f"{did}.json")
        assert result.exit_code == 0, result.output
        language = json.loads(report.read_text(encoding="utf-8"))["language"]
        assert result.stdout.splitlines()[-1] == last_line(language, 1)
        assert " error: " not in result.stdout


def test_a_players_check_reads_the_members_his_report_leaves_to_the_chronicle(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """INFO-3: a private report gives the members of its allies, of its relatives' houses and of the houses it
    learned something of; every house's members are in the chronicle's data (`public.json`), which the check
    reads beside the report or where `--chronicle` says. Without it the check refuses in one sentence that
    names the file; the chronicle of another turn is refused too."""
    from dynasty.commands.player_check import needs_chronicle

    gm_folder, player_folder = tmp_path / "gm", tmp_path / "player"
    assert run("new-game", "duel", "--seed", "3", "--game", str(gm_folder)).exit_code == 0
    reports = gm_folder / "reports" / "turn-01"
    did = next(p.stem for p in sorted(reports.glob("*.json")) if p.stem != "public")
    assert needs_chronicle(load_report(reports / f"{did}.json"))
    player_folder.mkdir()
    monkeypatch.delenv("DYNASTY_GAME", raising=False)
    monkeypatch.chdir(player_folder)
    (player_folder / f"{did}.json").write_bytes((reports / f"{did}.json").read_bytes())
    (player_folder / f"{did}.yaml").write_bytes((reports / f"{did}.orders.yaml").read_bytes())

    line = one_line_error(run("check", "1", f"{did}.yaml", "--report", f"{did}.json"))
    assert "public.json" in line and "--chronicle" in line

    elsewhere = tmp_path / "thread"
    elsewhere.mkdir()
    (elsewhere / "public.json").write_bytes((reports / "public.json").read_bytes())
    result = run("check", "1", f"{did}.yaml", "--report", f"{did}.json", "--chronicle", str(elsewhere / "public.json"))
    assert result.exit_code == 0, result.output
    assert " error: " not in result.stdout

    data = json.loads((reports / "public.json").read_text(encoding="utf-8"))
    data["turn"] = 2
    (player_folder / "public.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    line = one_line_error(run("check", "1", f"{did}.yaml", "--report", f"{did}.json"))
    assert "public.json" in line and "2" in line
