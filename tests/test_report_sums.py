"""Sums that add up (the reports issue, part 4): every figure of every private report — AP, treasury, army,
reputation — starts from the figure the dynasty's last report showed and its items add up exactly to it
(DYN-3, DYN-4, ECON-1, ARMY-1 .. ARMY-3, REP-1 .. REP-3). Checked over the example campaign, over games
the built-in player plays, and over games where the moves it never makes (dowries, peace for coins,
vassals, bribes, mercenaries, cadet branches, wars) are added to its orders."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import pytest

from dynasty.bot import bot_plan
from dynasty.engine.branches import head_line_and_ancestors
from dynasty.engine.game_start import start_game
from dynasty.engine.turn import resolve
from dynasty.errors import Problem
from dynasty.game.campaign import Campaign, GameSettings, SeatSettings
from dynasty.game.dice import Dice, Purpose
from dynasty.game.rules import Rules, default_rules
from dynasty.game.scenario import NamePools, load_scenario
from dynasty.game.state import GameState, War
from dynasty.game.succession import unchanged
from dynasty.orders import model as m
from dynasty.orders.check import check_parsed
from dynasty.orders.parse import ParsedOrders
from dynasty.reports.build import StateIndex, build_dynasty_report
from dynasty.reports.fog import dynasty_knowledge
from dynasty.reports.model import DynastyReport, Formula
from dynasty.reports.record import turn_record
from dynasty.store.yaml_io import load_yaml
from dynasty.text.catalogs import LANGUAGES, LOCALES

from .builders import StateBuilder
from .conftest import REPO, SCENARIOS

FIGURES = {"treasury": "balance", "army": "army", "reputation": "reputation"}
T = TypeVar("T")


# -- the property ------------------------------------------------------------------------------------------------


@dataclass
class Books:
    """Each dynasty's figures as its last report showed them, and every mismatch found."""

    start: Mapping[str, int]  # DYN-1: the starting figures (the rules' `start`)
    last: dict[tuple[str, str], int] = field(default_factory=dict)
    mismatches: list[str] = field(default_factory=list)
    items: dict[str, int] = field(default_factory=dict)  # how often each kind of item was seen

    def read(self, where: str, report: DynastyReport, founding: Mapping[str, Any] | None = None) -> None:
        """(a) each figure is `before` + its items; (b) `before` is the last report's figure — on a dynasty's
        first report the starting figure, or for a branch what it was founded with (BRANCH-5, BRANCH-6)."""
        did = report.dynasty
        ap = report.ap
        if ap.before is not None or sum(i.amount for i in ap.items) != ap.value or _odd(ap):
            self.mismatches.append(f"{where} {did} AP: {ap.text}")
        for figure, field_name in FIGURES.items():
            formula: Formula = getattr(report, figure)
            for item in formula.items:
                self.items[f"{figure}:{item.kind}"] = self.items.get(f"{figure}:{item.kind}", 0) + 1
            if formula.before is None or formula.before + sum(i.amount for i in formula.items) != formula.value \
                    or _odd(formula):
                self.mismatches.append(f"{where} {did} {figure} (a): {formula.text}")
            if (did, figure) in self.last:
                expected = self.last[did, figure]
            elif founding is not None:
                expected = int(founding[{"balance": "coins"}.get(field_name, field_name)])
            else:
                expected = self.start[field_name]
            if formula.before != expected:
                self.mismatches.append(f"{where} {did} {figure} (b): the last report showed {expected}; "
                                       f"{formula.text}")
            self.last[did, figure] = formula.value


def _odd(formula: Formula) -> bool:
    """A difference no item explains, or an AP the GM set by hand: never in a game the program played."""
    return any(item.kind in ("unexplained", "gm") for item in formula.items)


def foundings(log: Mapping[str, Any] | None) -> dict[str, dict[str, Any]]:
    """The branches a log founded, with what each got (BRANCH-5)."""
    return {str(o["params"]["branch"]): dict(o["params"]) for o in (log or {}).get("outcomes") or []
            if o.get("kind") == "branch"}


# -- the example campaign ----------------------------------------------------------------------------------------


def test_econ_1_army_1_rep_1_every_figure_of_the_example_campaign_starts_from_the_last_report_and_adds_up(
) -> None:
    """ECON-1, ARMY-1, REP-1, DYN-4: in every private report of the committed example campaign, treasury, army
    and reputation start from the figure of the dynasty's last report and their items add up to the figure;
    the terms of the AP add up to the AP."""
    campaign = Campaign(REPO)
    books = Books(campaign.rules.start.model_dump())
    folders = sorted((REPO / "reports").glob("turn-*"))
    assert len(folders) > 1
    for folder in folders:
        turn = int(folder.name.removeprefix("turn-"))
        log_path = REPO / "turns" / f"turn-{turn - 1:02d}" / "log.yaml"
        log = load_yaml(log_path, trusted=True).data if log_path.exists() else None
        founded = foundings(log)
        for path in sorted(folder.glob("*.json")):
            if path.name == "public.json":  # the chronicle's data
                continue
            report = DynastyReport.model_validate(json.loads(path.read_text(encoding="utf-8")))
            books.read(folder.name, report, founded.get(report.dynasty))
    assert books.mismatches == []
    assert books.items.get("treasury:income") and books.items.get("reputation:reputation")


# -- simulated games ---------------------------------------------------------------------------------------------


def _checked(state: GameState, rules: Rules, orders: m.OrderFile) -> bool:
    """The order file as `dynasty check` sees it: no error."""
    parsed = ParsedOrders(f"{orders.dynasty}.yaml", orders, None,
                          action_places=[(i, a.action) for i, a in enumerate(orders.actions)])
    problems: list[Problem] = check_parsed(parsed, state, rules, "en", turn=state.turn,
                                           expected_dynasty=orders.dynasty)
    return not any(p.severity == "error" for p in problems)


def _with(state: GameState, rules: Rules, orders: m.OrderFile, action: dict[str, Any]) -> m.OrderFile | None:
    """The bot's orders with `action` first and then as many of the bot's own actions as still fit (AP, coins,
    executors); None if `action` does not check even alone."""
    data = orders.model_dump(by_alias=True, exclude_defaults=True)
    kept: list[dict[str, Any]] = [action]
    if not _checked(state, rules, m.OrderFile.model_validate({**data, "actions": kept})):
        return None
    for own in data.get("actions", []):
        if _checked(state, rules, m.OrderFile.model_validate({**data, "actions": [*kept, own]})):
            kept.append(own)
    return m.OrderFile.model_validate({**data, "actions": kept})


def _capable(state: GameState, rules: Rules, did: str) -> list[str]:
    return [cid for cid in state.members(did) if state.characters[cid].age >= rules.age.capable
            and not state.characters[cid].isolated]


class Chance:
    """The choices of the moves added to the bot's orders, each a die of its own key (STYLE: "Chance is an
    input"), apart from the game's dice. Their log is never written: any purpose does."""

    PURPOSE = Purpose("dice-sex")

    def __init__(self, seed: int, turn: int, dynasty: str) -> None:
        self.dice, self.prefix = Dice(seed=seed), f"stir/t{turn:02d}/{dynasty}"

    def choice(self, what: str, options: Sequence[T]) -> T:
        return self.dice.pick(f"{self.prefix}/{what}", options, self.PURPOSE)

    def percent(self, what: str, percent: int) -> bool:
        return self.dice.total(f"{self.prefix}/{what}", "1d100", self.PURPOSE) <= percent

    def shuffled(self, what: str, options: Sequence[T]) -> list[T]:
        left, ordered = list(options), []
        while left:
            ordered.append(left.pop(left.index(self.choice(f"{what}-{len(ordered) + 1}", left))))
        return ordered


def _moves(state: GameState, rules: Rules, did: str, pick: Chance) -> Iterator[dict[str, dict[str, Any]]]:
    """The moves between houses the built-in player never makes, as actions by dynasty, in a random order:
    a marriage on terms (coins either way, sometimes vassalage) with the other side's acceptance, peace for
    coins with its acceptance, a bribed conspiracy, a mercenary, a cadet branch with coins and soldiers,
    soldiers sent home, a war."""
    others = [d for d in state.living_dynasties() if d != did]
    ours = _capable(state, rules, did)
    if not others or not ours:
        return
    head = state.dynasties[did].head
    other = pick.choice("other", others)
    theirs = _capable(state, rules, other)
    coins = pick.choice("coins", [10, 10, 20, 30])
    moves: list[dict[str, dict[str, Any]]] = []
    single = [c for c in ours if state.characters[c].spouse is None]
    for target in theirs:
        person = state.characters[target]
        if single and person.spouse is None and person.sex != state.characters[single[0]].sex:
            terms: dict[str, Any] = {pick.choice("marriage-coins", ["pay", "ask"]): coins}
            if pick.percent("marriage-vassalage", 30):
                terms["vassal"] = pick.choice("marriage-vassal", [did, other])
            moves.append({did: {"action": "propose_marriage", "by": single[0], "target": target, "terms": terms},
                          other: {"action": "accept_marriage", "by": target, "target": single[0]}})
            break
    for war in state.wars:
        if did in war.attackers[:1] + war.defenders[:1] and head is not None:
            enemy = war.defenders[0] if war.attackers[0] == did else war.attackers[0]
            enemy_head = state.dynasties[enemy].head
            if enemy_head is not None:
                terms = {pick.choice(f"peace-coins-{enemy}", ["pay", "ask"]): coins}
                if pick.percent(f"peace-vassalage-{enemy}", 50):
                    terms["vassal"] = pick.choice(f"peace-vassal-{enemy}", [did, enemy])
                moves.append({did: {"action": "offer_peace", "by": head, "to": enemy, "terms": terms},
                              enemy: {"action": "accept_peace", "by": enemy_head, "from": did}})
    agent = pick.choice("agent", ours)
    targets = [c for c in theirs if c != state.dynasties[other].head]
    if targets:
        moves.append({did: {"action": "conspiracy", "by": agent, "target": pick.choice("plotted", targets),
                            "bribe": coins}})
    if theirs:
        moves.append({did: {"action": "assassinate", "by": agent, "target": pick.choice("killed", theirs),
                            "mercenary": True}})
    forbidden = head_line_and_ancestors(state, head) if head is not None else set()
    leaving = [c for c in ours if c not in forbidden][:3]
    provinces = state.dynasties[did].provinces
    if leaving and len(provinces) >= 2:
        moves.append({did: {"action": "create_branch", "by": leaving[0], "members": leaving,
                            "provinces": [provinces[-1]], "coins": coins, "army": pick.choice("branch-army", [0, 2])}})
    if state.dynasties[did].army > 2:
        moves.append({did: {"action": "disband", "points": 2}})
    generals = [c for c in ours if c != agent]
    if generals and pick.percent("war", 30):
        moves.append({did: {"action": "declare_war", "by": agent, "on": other, "general": generals[0]}})
    yield from pick.shuffled("order", moves)


def stir(state: GameState, rules: Rules, orders: dict[str, m.OrderFile], seed: int) -> None:
    """Add to the bot's orders one move between houses per dynasty, where the files still check."""
    for did in state.living_dynasties():
        for move in _moves(state, rules, did, Chance(seed, state.turn, did)):
            if not all(d in orders for d in move):
                continue
            changed = {d: _with(state, rules, orders[d], action) for d, action in move.items()}
            if all(files is not None for files in changed.values()):
                orders.update({d: files for d, files in changed.items() if files is not None})
                break


@dataclass
class Game:
    books: Books
    turns: int = 0


def play_and_read(scenario: str, seed: int, turns: int, *, stirred: bool, language: str) -> Game:
    """A game in memory with the built-in player for every dynasty (`dynasty.study.simulate`), every private report
    of every turn read by `Books`."""
    loaded = load_scenario(SCENARIOS / f"{scenario}.yaml")
    played = start_game(loaded, scenario, seed)
    state, rules = played.state, loaded.rules
    settings = played.settings.model_copy(update={"language": language})
    names = {"m": list(settings.names.m), "f": list(settings.names.f)}
    game = Game(Books(rules.start.model_dump()))
    log: dict[str, Any] | None = None
    for _ in range(turns + 1):
        record, index, founded = turn_record(state, log, None), StateIndex(state), foundings(log)
        orders: dict[str, m.OrderFile] = {}
        with unchanged(state):
            for did in state.living_dynasties():
                report = build_dynasty_report(state, rules, settings, did, None, record=record, index=index)
                game.books.read(f"seed {seed} turn {state.turn}", report, founded.get(did))
                orders[did] = bot_plan(dynasty_knowledge(state, rules, did, record, index), rules).orders
        if state.winners or game.turns == turns:
            break
        if stirred:
            stir(state, rules, orders, seed)
        dice = Dice(seed=seed)
        t = resolve(state, orders, rules, dice, names)
        game.turns += 1
        log = {"turn": state.turn - 1, "outcomes": [o.to_data() for o in t.outcomes], "dice": dice.log()}
    return game


@pytest.mark.parametrize(("seed", "language"), [(1, "ru"), (2, "en"), (10, "ru")])
def test_econ_1_army_1_rep_1_every_figure_of_the_built_in_players_games_starts_from_the_last_report_and_adds_up(
        seed: int, language: str) -> None:
    """ECON-1, ARMY-1 .. ARMY-3, REP-1, DYN-4, WAR-7, DEFEAT-1, DEFEAT-2: thirty turns of the classic scenario
    played by the built-in player, with its wars, battles, defeats, famines and unpaid soldiers; every figure
    of every private report starts from the last report's and adds up."""
    game = play_and_read("classic", seed, 30, stirred=False, language=language)
    assert game.books.mismatches == []
    assert game.turns >= 10


def test_mar_vassal_2_defeat_1_every_coin_between_houses_is_itemised_on_both_sides() -> None:
    """MAR-1, VASSAL-2, VASSAL-4, DEFEAT-1, DEFEAT-2, ACT-conspiracy, ACT-assassinate, BRANCH-5: games where
    houses also marry on terms, make peace for coins, take vassals, bribe, hire mercenaries and found
    branches: every figure of every private report still starts from the last report's and adds up, and
    each of those moves shows in the figures."""
    seen: dict[str, int] = {}
    for scenario, seed, language in (("classic", 3, "ru"), ("classic", 4, "en"), ("classic", 5, "ru"),
                                     ("duel", 6, "en")):
        game = play_and_read(scenario, seed, 30, stirred=True, language=language)
        assert game.books.mismatches == []
        for kind, count in game.books.items.items():
            seen[kind] = seen.get(kind, 0) + count
    wanted = {"treasury:marriage-terms", "treasury:peace-terms", "treasury:tax-paid", "treasury:tax-received",
              "treasury:defeat-share", "treasury:action", "treasury:upkeep", "army:battle", "army:branch",
              "army:disband"}
    assert wanted <= set(seen), sorted(wanted - set(seen))


# -- each move between houses, on both sides -----------------------------------------------------------------------

NAMES = {"m": ["Ivan", "Petr"], "f": ["Anna", "Olga"]}


@dataclass
class OneTurn:
    """The private reports before and after one resolved turn, every figure read by `Books`."""

    reports: dict[str, DynastyReport]
    books: Books

    def items(self, did: str, figure: str, kind: str) -> list[tuple[int, str]]:
        formula: Formula = getattr(self.reports[did], figure)
        return [(item.amount, item.text) for item in formula.items if item.kind == kind]


def one_turn(state: GameState, script: Mapping[str, int] | None = None, *, language: str = "en",
             **by_dynasty: list[dict[str, Any]]) -> OneTurn:
    rules = default_rules()
    settings = GameSettings(title="Sums", scenario="sums", seed=7, language=language,  # type: ignore[arg-type]
                            names=NamePools(m=NAMES["m"], f=NAMES["f"]),
                            dynasties={did: SeatSettings() for did in state.dynasties})
    books = Books(rules.start.model_dump())
    for did in state.living_dynasties():
        report = build_dynasty_report(state, rules, settings, did, None)
        for figure in FIGURES:
            books.last[did, figure] = getattr(report, figure).value
    files = {did: m.OrderFile.model_validate({"dynasty": did, "turn": state.turn, "actions": actions})
             for did, actions in by_dynasty.items()}
    dice = Dice.scripted(dict(script or {}), seed=7, strict=False)
    t = resolve(state, files, rules, dice, NAMES)
    log = {"turn": state.turn - 1, "outcomes": [o.to_data() for o in t.outcomes], "dice": dice.log()}
    founded = foundings(log)
    reports = {did: build_dynasty_report(state, rules, settings, did, log) for did in state.living_dynasties()}
    for did, report in reports.items():
        books.read(f"turn {state.turn}", report, founded.get(did))
    return OneTurn(reports, books)


def houses(**balances: int) -> GameState:
    """Valois and Habsburg, each with a head, an unmarried grown child and one province; no traits."""
    b = (StateBuilder()
         .dynasty("valois", head="louis", balance=balances.get("valois", 50))
         .couple("louis", "anne", "valois", age=45)
         .person("charles", "valois", age=20, father="louis", mother="anne")
         .dynasty("habsburg", head="rudolf", balance=balances.get("habsburg", 50))
         .couple("rudolf", "maria", "habsburg", age=45)
         .person("marie", "habsburg", sex="f", age=20, father="rudolf", mother="maria")
         .province("anjou", "valois").province("berry", "valois").province("tyrol", "habsburg"))
    return b.build()


def test_mar_1_vassal_3_a_dowry_and_vassalage_of_marriage_terms_show_in_both_treasuries() -> None:
    """MAR-1, VASSAL-3, ACT-propose_marriage: "dowry coins either way" — what one house pays, the other gets,
    and both treasuries say so; the vassal then pays his tax to his new lord (VASSAL-4) at step 5."""
    state = houses()
    played = one_turn(state, valois=[{"action": "propose_marriage", "by": "charles", "target": "marie",
                                      "terms": {"pay": 20, "vassal": "habsburg"}}],
                      habsburg=[{"action": "accept_marriage", "by": "marie", "target": "charles"}])
    assert state.characters["marie"].spouse == "charles" and state.dynasties["habsburg"].lord == "valois"
    assert played.books.mismatches == []
    terms = "marriage terms: Charles and Marie"
    assert played.items("valois", "treasury", "marriage-terms") == [(-20, terms)]
    assert played.items("habsburg", "treasury", "marriage-terms") == [(20, terms)]
    assert played.items("habsburg", "treasury", "tax-paid") == [(-5, "tax to Valois")]
    assert played.items("valois", "treasury", "tax-received") == [(5, "tax from Habsburg")]


def test_mar_1_the_terms_of_a_marriage_read_as_russian() -> None:
    """MAR-1: the Russian report names the contract and the couple."""
    played = one_turn(houses(), language="ru",
                      valois=[{"action": "propose_marriage", "by": "charles", "target": "marie",
                               "terms": {"ask": 10}}],
                      habsburg=[{"action": "accept_marriage", "by": "marie", "target": "charles"}])
    assert played.items("valois", "treasury", "marriage-terms") == [(10, "брачный договор: Charles и "
                                                                         "Marie")]
    assert "− 10 брачный договор: Charles и Marie" in played.reports["habsburg"].treasury.text


def test_war_12_the_coins_of_peace_terms_show_in_both_treasuries() -> None:
    """WAR-12, ACT-offer_peace: "terms: coins" — the offerer asks 15, the other side pays them."""
    state = houses()
    state.wars = [War(attackers=["valois"], defenders=["habsburg"], started=1)]
    played = one_turn(state, valois=[{"action": "offer_peace", "by": "louis", "to": "habsburg",
                                      "terms": {"ask": 15}}],
                      habsburg=[{"action": "accept_peace", "by": "rudolf", "from": "valois"}])
    assert state.wars == [] and played.books.mismatches == []
    assert played.items("valois", "treasury", "peace-terms") == [(15, "terms of peace with Habsburg")]
    assert played.items("habsburg", "treasury", "peace-terms") == [(-15, "terms of peace with Valois")]


def test_war_7_the_soldiers_who_die_in_battle_show_in_both_armies() -> None:
    """WAR-7: "Win or not, half (rounded up) of the soldiers sent into battle die — on both sides"."""
    state = houses()
    state.turn = 2
    state.wars = [War(attackers=["valois"], defenders=["habsburg"], started=1)]
    played = one_turn(state)
    assert played.books.mismatches == []
    assert played.items("valois", "army", "battle") == [(-8, "losses in the battle against Habsburg")]
    assert played.items("habsburg", "army", "battle") == [(-8, "losses in the battle against Valois")]


def test_act_conspiracy_act_assassinate_the_bribe_and_the_mercenary_are_paid_and_shown() -> None:
    """ACT-conspiracy ("bribe 10–30"), ACT-assassinate ("30 with a mercenary"), ACT-0: the coins an action
    costs are paid when it resolves, whatever its outcome, and the treasury shows them."""
    state = houses()
    state.characters["anne"].skills.intrigue = 1
    played = one_turn(state, valois=[
        {"action": "conspiracy", "by": "charles", "target": "marie", "bribe": 20},
        {"action": "assassinate", "by": "anne", "target": "maria", "mercenary": True}])
    assert played.books.mismatches == []
    assert played.items("valois", "treasury", "action") == [(-20, "Conspiracy (Charles)"),
                                                           (-30, "Assassination (Anne)")]


def test_branch_5_a_new_branch_starts_from_what_it_got_and_its_main_line_shows_what_it_gave() -> None:
    """BRANCH-5, BRANCH-6: the branch gets the order's coins and soldiers and the main line's reputation; its
    first report starts from them, and the main line's figures show what went."""
    state = (StateBuilder()
             .dynasty("valois", head="louis", balance=50, army=20)
             .couple("louis", "anne", "valois", age=45)
             .couple("jean", "jeanne", "valois", age=40)
             .person("pierre", "valois", age=15, father="jean", mother="jeanne")
             .province("anjou", "valois").province("berry", "valois").province("blois", "valois")
             .dynasty("habsburg", head="rudolf").person("rudolf", "habsburg", age=40).province("tyrol", "habsburg")
             .build())
    played = one_turn(state, valois=[{"action": "create_branch", "by": "jean", "members": ["jean", "jeanne"],
                                      "provinces": ["blois"], "coins": 10, "army": 5}])
    branch = next(did for did, d in state.dynasties.items() if d.branch_of == "valois")
    assert played.books.mismatches == []
    assert played.items("valois", "treasury", "action") == [(-10, "Create a cadet branch (Jean)")]
    assert played.items("valois", "army", "branch") == [(-5, f"share of the new branch {state.dynasties[branch].name}")]
    first = played.reports[branch]
    assert (first.treasury.before, first.army.before) == (10, 5)
    assert first.treasury.parts[0] == "10 at the founding"


def test_army_3_an_upkeep_paid_in_part_takes_all_that_was_left_and_the_rest_desert() -> None:
    """ARMY-3: "If upkeep cannot be paid in full at master step 5, the unpaid soldiers desert (army −
    shortfall) and the balance is 0" — the treasury shows what the upkeep took, the army who left."""
    state = houses(valois=0)
    state.dynasties["valois"].army = 60
    played = one_turn(state)
    assert played.books.mismatches == []
    treasury, army = played.reports["valois"].treasury, played.reports["valois"].army
    assert treasury.text == ("0 = 0 before + 40 income − 40 upkeep, all that was left; 20 soldiers deserted "
                             "(ARMY-3)")
    assert army.text == "40 = 60 before − 20 deserters, unpaid"


def test_defeat_5_dyn_4_the_winners_last_report_counts_its_ap_anew() -> None:
    """DEFEAT-5, DYN-4: the game is over and no turn follows, yet the last report's AP is still its terms' sum
    (not the AP of the turn before, shown against a difference no GM made)."""
    state = houses()
    state.dynasties["habsburg"].reputation = 10
    played = one_turn(state, {"t01/action/valois/gossip-1/check": 6},
                      valois=[{"action": "gossip", "by": "charles", "target": "habsburg"}])
    assert state.winners == ["valois"] and played.books.mismatches == []
    ap = played.reports["valois"].ap
    assert ap.value == state.dynasties["valois"].ap and "gm" not in [item.kind for item in ap.items]


def test_figures_catalogs_hold_the_same_messages_in_both_languages() -> None:
    """The words of the figures' items (`dynasty/locales/*/figures.ftl`) exist in Russian and in English."""
    ids = {language: {line.split(" =", 1)[0] for line in
                      (LOCALES / language / "figures.ftl").read_text(encoding="utf-8").splitlines()
                      if line[:1].isalpha() and " =" in line} for language in LANGUAGES}
    assert ids["ru"] == ids["en"] and len(ids["ru"]) >= 6
