"""The order checker rule by rule (RULES.md ACT-0, ERA-2..4, TRAIT-smart, TRAIT-workaholic, the mentor ruling,
AGE-1, DYN-4..7, PROV-6, MAR-2, BRANCH-2..5, SUCC-1..5, SAB-1, ALLY-4, VASSAL-5, WAR-1, ARMY-2): costs through
`dynasty.orders.costs`, defaults through `dynasty.orders.defaults`, and whole order files through the checker
on the world of `tests.order_fixture`.
"""

from __future__ import annotations

import pytest

from dynasty.errors import Problem
from dynasty.game.rules import Rules, default_rules, load_rules
from dynasty.game.state import Character, GameState, ProvinceEvent
from dynasty.game.state_check import state_problems
from dynasty.orders import model as m
from dynasty.orders.check import check_parsed
from dynasty.orders.costs import action_ap, action_coins, decisions_coins, famine_cost
from dynasty.orders.defaults import default_decisions
from dynasty.orders.parse import parse_orders_text
from tests.builders import skills
from tests.order_fixture import order_state

RULES = default_rules()
Seen = tuple[str, str, int | None]  # severity, code, line


def check(state: GameState, body: str, *, rules: Rules = RULES, turn: int | None = None) -> list[Seen]:
    """Check valois's orders: `body` is what follows `dynasty:` and `turn:` (so the first line of body is
    line 3 of the file)."""
    text = f"dynasty: valois\nturn: {turn or state.turn}\n{body}"
    parsed = parse_orders_text(text, "valois.yaml", rules, "en")
    problems: list[Problem] = check_parsed(parsed, state, rules, "en", turn=turn or state.turn,
                                           expected_dynasty="valois")
    return [(p.severity, p.code, p.location.line) for p in problems]


def errors(seen: list[Seen]) -> list[tuple[str, int | None]]:
    return [(code, line) for severity, code, line in seen if severity == "error"]


def warnings(seen: list[Seen]) -> list[tuple[str, int | None]]:
    return [(code, line) for severity, code, line in seen if severity == "warning"]


def actions(*lines: str) -> str:
    """An `actions:` section; its first action is on line 4 of the file."""
    return "actions:\n" + "".join(f"  - {line}\n" for line in lines)


def at_turn(state: GameState, turn: int) -> GameState:
    """The same world in another turn (and its era, ERA-1)."""
    state.turn = turn
    state.era = RULES.era_for(turn)
    for province in state.provinces.values():
        if province.event is not None:
            province.event.turn = turn
    return valid(state)


def valid(state: GameState) -> GameState:
    problems = state_problems(state, RULES)
    assert not problems, [str(p) for p in problems]
    return state


def member(state: GameState, cid: str) -> Character:
    return state.characters[cid]


def character(traits: list[str] | None = None) -> Character:
    return Character(name="X", sex="m", age=30, dynasty="valois", loyalty=3, skills=skills(),
                     traits=traits or [])


# -- ERA-2 .. ERA-4 ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("action", "table", "discovery"), [("study", 2, 1), ("research", 3, 2), ("develop", 3, 2)])
def test_era_2_discovery_study_research_develop_cost_one_ap_less(action: str, table: int, discovery: int) -> None:
    """ERA-2: "Discovery: Study, Research and Develop cost 1 AP less (minimum 1)". ERA-1: turns 1–4."""
    assert RULES.actions.get(action).ap == table
    assert [RULES.era_for(t) for t in (1, 4)] == ["discovery", "discovery"]
    assert action_ap(RULES, RULES.era_for(4), action, None) == discovery


@pytest.mark.parametrize(("action", "cost"), [("study", 2), ("research", 3), ("develop", 3)])
def test_era_2_discount_ends_with_the_age_of_intrigue(action: str, cost: int) -> None:
    """ERA-2 applies in Discovery only; ERA-1: Intrigue begins at turn 5."""
    assert RULES.era_for(5) == "intrigue"
    assert action_ap(RULES, "intrigue", action, None) == cost


def test_era_2_discount_never_below_one() -> None:
    """ERA-2: "(minimum 1)": a larger discount in a scenario's rules still leaves 1 AP; a 0-AP action stays 0."""
    rules = load_rules({"eras": {"discovery": {"effects": {"ap_delta": {"research": -5, "name": -1}}}}})
    assert action_ap(rules, "discovery", "research", None) == 1
    assert action_ap(rules, "discovery", "name", None) == 0


def test_era_2_checker_counts_the_discounted_ap() -> None:
    """ERA-2 in the checker (DYN-4): develop 2 + research 2 + study 1 = 5 AP at turn 3."""
    state = order_state()
    body = actions("develop: {by: jean, province: anjou}", "research: {by: pierre, technology: irrigation}",
                   "study: {by: marie, skill: learning}")
    state.dynasties["valois"].ap = 5
    seen = check(state, body)
    assert errors(seen) == [] and "ap-unspent" not in [c for c, _ in warnings(seen)]
    state.dynasties["valois"].ap = 4
    assert errors(check(state, body)) == [("ap-exceeded", 6)]


@pytest.mark.parametrize(("action", "table"), [("spy", 3), ("gossip", 2), ("conspiracy", 4), ("assassinate", 5)])
def test_era_3_intrigue_spy_gossip_conspiracy_assassinate_cost_one_ap_less(action: str, table: int) -> None:
    """ERA-3: "Intrigue: Spy, Gossip, Conspiracy and Assassinate cost 1 AP less" — from turn 5, not before."""
    assert action_ap(RULES, RULES.era_for(4), action, None) == table
    assert action_ap(RULES, RULES.era_for(5), action, None) == table - 1
    assert action_ap(RULES, RULES.era_for(9), action, None) == table


def test_era_3_checker_at_turn_5_spy_costs_two() -> None:
    """ERA-3 in the checker: at turn 5 a spy of 2 AP fits a turn of 2 AP; at turn 4 it does not."""
    body = actions("spy: {by: jean, target: edmund}")
    state = at_turn(order_state(), 5)
    state.dynasties["valois"].ap = 2
    assert errors(check(state, body)) == []
    state = at_turn(order_state(), 4)
    state.dynasties["valois"].ap = 2
    assert errors(check(state, body)) == [("ap-exceeded", 4)]


def test_era_4_war_declare_war_costs_one_ap() -> None:
    """ERA-4: "War: Declare war costs 1 AP" — from turn 9; 3 AP (the table) before."""
    assert RULES.era_for(9) == "war"
    assert action_ap(RULES, RULES.era_for(9), "declare_war", None) == 1
    assert action_ap(RULES, RULES.era_for(8), "declare_war", None) == 3
    # set, not discounted: Smart does not take a 1-AP declaration lower
    assert action_ap(RULES, "war", "declare_war", character(["smart"])) == 1


def test_era_4_war_recruit_costs_one_coin_per_point() -> None:
    """ERA-4: "Recruit costs 1 coin per point" (ARMY-2: 2 per point otherwise)."""
    order = m.Recruit(action="recruit", by="louis", points=7)
    assert action_coins(RULES, RULES.era_for(9), order) == 7
    assert action_coins(RULES, RULES.era_for(8), order) == 14


def test_era_4_checker_recruit_coins_at_turn_9() -> None:
    """ERA-4 in the checker (DYN-7): 10 points cost 10 coins at turn 9 and 20 at turn 8."""
    body = actions("recruit: {by: louis, points: 10}")
    state = at_turn(order_state(), 9)
    state.dynasties["valois"].balance = 10
    assert errors(check(state, body)) == []
    state = at_turn(order_state(), 8)
    state.dynasties["valois"].balance = 10
    assert errors(check(state, body)) == [("coins-exceeded", 3)]


# -- TRAIT-smart, TRAIT-workaholic -----------------------------------------------------------------------------


@pytest.mark.parametrize(("action", "plain", "smart"), [
    ("spy", 3, 2),  # 3 − 2 = 1, but not below 2
    ("conspiracy", 4, 2),
    ("assassinate", 5, 3),
    ("find_spouse", 5, 3),
    ("visit", 2, 2),  # 2 AP or less: unchanged
    ("abdicate", 1, 1),
    ("name", 0, 0),
])
def test_trait_smart_two_ap_less_not_below_two(action: str, plain: int, smart: int) -> None:
    """TRAIT-smart: "an action he executes costs 2 AP less, but not below 2. [ruling] An action that costs
    2 AP or less is unchanged". Era: Intrigue is avoided here (turn 3 is Discovery, no discount on these)."""
    assert action_ap(RULES, "discovery", action, character()) == plain
    assert action_ap(RULES, "discovery", action, character(["smart"])) == smart


def test_trait_smart_era_discount_first_then_smart() -> None:
    """TRAIT-smart [ruling]: "era discounts apply first, then Smart": develop at turn 1 is 3 → 2 by ERA-2, and
    Smart leaves 2 (Smart first would give 3 → 2 → 1)."""
    assert RULES.era_for(1) == "discovery"
    assert action_ap(RULES, RULES.era_for(1), "develop", character(["smart"])) == 2
    # research: 3 → 2 by the era, unchanged by Smart; spy at turn 5: 3 → 2 by the era, unchanged by Smart
    assert action_ap(RULES, "discovery", "research", character(["smart"])) == 2
    assert action_ap(RULES, "intrigue", "spy", character(["smart"])) == 2
    assert action_ap(RULES, "intrigue", "assassinate", character(["smart"])) == 2  # 5 → 4 → 2


def test_trait_smart_checker_uses_the_executors_trait() -> None:
    """TRAIT-smart in the checker: pierre (Smart) assassinates for 3 AP; louis (not Smart) would need 5."""
    state = order_state()
    state.dynasties["valois"].ap = 3
    assert errors(check(state, actions("assassinate: {by: pierre, target: edmund, mercenary: true}"))) == []
    assert errors(check(state, actions("assassinate: {by: louis, target: edmund, mercenary: true}"))) == [
        ("ap-exceeded", 4)]


def test_trait_workaholic_second_action_costs_two_ap_more() -> None:
    """TRAIT-workaholic: "may execute two actions a turn; the second costs 2 AP more"."""
    jean = character(["workaholic"])
    assert action_ap(RULES, "discovery", "visit", jean, nth=1) == 2
    assert action_ap(RULES, "discovery", "visit", jean, nth=2) == 4
    assert action_ap(RULES, "discovery", "visit", character(), nth=2) == 2


def test_trait_workaholic_may_execute_two_actions_the_second_at_plus_two() -> None:
    """TRAIT-workaholic in the checker: jean visits twice for 2 + 4 = 6 AP, no executor error."""
    state = order_state()
    body = actions("visit: {by: jean, target: henry}", "visit: {by: jean, target: edmund}")
    state.dynasties["valois"].ap = 6
    seen = check(state, body)
    assert errors(seen) == [] and "ap-unspent" not in [c for c, _ in warnings(seen)]
    state.dynasties["valois"].ap = 5
    assert errors(check(state, body)) == [("ap-exceeded", 5)]


def test_trait_workaholic_teaching_first_makes_his_own_action_the_second() -> None:
    """TRAIT-workaholic, ACT-mentor (DYN-5: a member who teaches is busy): jean teaches pierre, then visits —
    the visit is his second action, at 2 + 2 AP, as `resolve` charges it."""
    state = order_state()
    state.characters["jean"].skills.piety = 6
    state.characters["pierre"].skills.piety = 1
    body = actions("mentor: {by: pierre, teacher: jean, skill: piety}", "visit: {by: jean, target: henry}")
    state.dynasties["valois"].ap = 6
    assert errors(check(state, body)) == []
    state.dynasties["valois"].ap = 5
    assert errors(check(state, body)) == [("ap-exceeded", 5)]


def test_trait_workaholic_third_action_is_an_error() -> None:
    """TRAIT-workaholic: two actions, not three (DYN-5); a non-Workaholic's second is an error too."""
    state = order_state()
    three = actions("visit: {by: jean, target: henry}", "visit: {by: jean, target: edmund}",
                    "visit: {by: jean, target: catherine}")
    assert errors(check(state, three)) == [("executor-busy", 6)]
    two = actions("visit: {by: pierre, target: henry}", "visit: {by: pierre, target: edmund}")
    assert errors(check(state, two)) == [("executor-busy", 5)]


# -- ACT-mentor ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("student_level", "codes"), [(3, []), (4, [("mentor-gap", 4)]), (1, [])])
def test_act_mentor_teacher_six_trains_a_student_up_to_four_member(student_level: int,
                                                                   codes: list[tuple[str, int]]) -> None:
    """ACT-mentor [ruling]: "a teacher with 6 can train a student up to 4. So the student's skill must be at
    most the teacher's − 3 before the lesson." jean (learning 6) teaches marie."""
    state = order_state()
    member(state, "marie").skills.learning = student_level
    assert errors(check(state, actions("mentor: {by: marie, teacher: jean, skill: learning}"))) == codes


@pytest.mark.parametrize(("level", "student_level", "codes"), [
    (6, 3, []), (6, 4, [("mentor-gap", 4)]), (5, 2, []), (5, 3, [("mentor-gap", 4)]), (4, 1, []),
    (3, 1, [("mentor-gap", 4)]),  # by the ruling a level-3 teacher has no one to teach: skills start at 1
])
def test_act_mentor_hired_teacher_follows_the_same_gap(level: int, student_level: int,
                                                       codes: list[tuple[str, int]]) -> None:
    """ACT-mentor: "Instead of a member, a hired teacher": a hired teacher of level L trains a student
    of at most L − 3, up to L − 2."""
    state = order_state()
    member(state, "marie").skills.piety = student_level
    body = actions(f"mentor: {{by: marie, hired_teacher: {level}, skill: piety}}")
    assert errors(check(state, body)) == codes


@pytest.mark.parametrize(("level", "price"), [(6, 18), (5, 13), (4, 8), (3, 5)])
def test_act_mentor_hired_teacher_prices(level: int, price: int) -> None:
    """ACT-mentor: "level 6: 18 coins, 5: 13, 4: 8, 3: 5"; a member teaches for nothing."""
    hired = m.Mentor(action="mentor", by="marie", skill="piety", hired_teacher=level)
    assert action_coins(RULES, "discovery", hired) == price
    member_teacher = m.Mentor(action="mentor", by="marie", skill="piety", teacher="jean")
    assert action_coins(RULES, "discovery", member_teacher) == 0


@pytest.mark.parametrize("level", [2, 7])
def test_act_mentor_no_hired_teacher_outside_three_to_six(level: int) -> None:
    """ACT-mentor: "no level above 6"; the price list starts at 3."""
    state = order_state()
    body = actions(f"mentor: {{by: marie, hired_teacher: {level}, skill: piety}}")
    assert errors(check(state, body)) == [("hired-level", 4)]


def test_act_mentor_hired_teacher_coins_are_counted() -> None:
    """ACT-mentor, DYN-7: a level-6 teacher's 18 coins must be in the treasury, after the famine's 15
    that the default decision pays (PROV-6)."""
    state = order_state()
    body = actions("mentor: {by: marie, hired_teacher: 6, skill: piety}")
    state.dynasties["valois"].balance = 18 + 15
    assert errors(check(state, body)) == []
    state.dynasties["valois"].balance = 18 + 14
    assert errors(check(state, body)) == [("coins-exceeded", 3)]


def test_act_mentor_a_member_who_teaches_is_busy() -> None:
    """ACT-mentor [ruling]: "A member who teaches is busy: he executes no other action that turn (DYN-5)"."""
    state = order_state()
    member(state, "marie").skills.stewardship = 3
    body = actions("visit: {by: louis, target: henry}", "mentor: {by: marie, teacher: louis, skill: stewardship}")
    assert errors(check(state, body)) == [("executor-busy", 5)]


# -- PROV-6, DYN-7 ---------------------------------------------------------------------------------------------


def test_prov_6_famine_default_is_pay_when_affordable() -> None:
    """PROV-6: "famine — pay if affordable" (15 coins, PROV-3)."""
    state = order_state()
    for balance, choice in ((15, "pay"), (14, "refuse"), (80, "pay"), (0, "refuse")):
        state.dynasties["valois"].balance = balance
        assert default_decisions(state, RULES, "valois").famine == {"anjou": choice}, balance


def test_prov_6_famines_are_paid_from_the_balance_left_in_province_order() -> None:
    """PROV-6: with 20 coins, the first famine is paid and the second cannot be."""
    state = order_state()
    state.provinces["maine"].event = ProvinceEvent(turn=3, roll=9, kind="famine", decision="famine")
    state.dynasties["valois"].balance = 20
    assert default_decisions(state, RULES, "valois").famine == {"anjou": "pay", "maine": "refuse"}


def test_prov_6_revolt_default_is_suppress_when_the_army_is_large_enough() -> None:
    """PROV-4: "default: suppress if the army is large enough, else the province is lost": the 3d6 here are
    3 + 4 + 5 = 12; PROV-3: "If your army is smaller than the roll, you lose the province"."""
    state = order_state()
    for army, choice in ((12, "suppress"), (15, "suppress"), (11, "yield")):
        state.dynasties["valois"].army = army
        assert default_decisions(state, RULES, "valois").revolt == {"burgundy": choice}, army


def test_prov_6_disease_pay_if_affordable_and_volunteers_accept() -> None:
    """PROV-6: "disease — pay if affordable; volunteers — accept"."""
    state = order_state()
    state.provinces["anjou"].event = ProvinceEvent(turn=3, roll=12, kind="disease", decision="disease")
    state.provinces["maine"].event = ProvinceEvent(turn=3, roll=10, kind="volunteers", decision="volunteers")
    state.dynasties["valois"].balance = 10
    decisions = default_decisions(state, RULES, "valois")
    assert decisions.disease == {"anjou": "pay"} and decisions.volunteers == {"maine": "accept"}
    state.dynasties["valois"].balance = 9
    assert default_decisions(state, RULES, "valois").disease == {"anjou": "refuse"}


def test_prov_6_checker_warns_of_each_default_it_will_take() -> None:
    """PROV-6: "Reports say which decisions were defaults": the checker warns of each unanswered event, and
    not of answered ones."""
    state = order_state()
    silent = check(state, "actions: []\n")
    assert sorted(c for c, _ in warnings(silent) if c == "decision-default") == ["decision-default"] * 2
    answered = check(state, "decisions:\n  famine: {anjou: refuse}\n  revolt: {burgundy: yield}\nactions: []\n")
    assert "decision-default" not in [c for c, _ in warnings(answered)]
    assert errors(answered) == []


def test_dyn_7_coins_include_the_famine_decision() -> None:
    """DYN-7 with PROV-3: paying for a famine is 15 coins and counts with the actions' coins."""
    state = order_state()
    assert decisions_coins(state, RULES, "valois", m.Decisions(famine={"anjou": "pay"})) == 15
    assert decisions_coins(state, RULES, "valois", m.Decisions(famine={"anjou": "refuse"})) == 0
    body = "decisions:\n  famine: {anjou: pay}\n  revolt: {burgundy: suppress}\n" + actions(
        "donate: {by: anne, coins: 50}")
    state.dynasties["valois"].balance = 65
    assert errors(check(state, body)) == []
    state.dynasties["valois"].balance = 64
    assert errors(check(state, body)) == [("coins-exceeded", 6)]


def test_dyn_7_refusing_the_famine_costs_nothing() -> None:
    """DYN-7: a refused famine is not paid, so 50 coins of donation fit a treasury of 50."""
    state = order_state()
    state.dynasties["valois"].balance = 50
    body = "decisions:\n  famine: {anjou: refuse}\n  revolt: {burgundy: suppress}\n" + actions(
        "donate: {by: anne, coins: 50}")
    assert errors(check(state, body)) == []


def test_technology_irrigation_makes_a_famine_cost_five() -> None:
    """Technologies: "irrigation — paying for a famine costs 5" — in the costs, the defaults and the checker."""
    assert famine_cost(RULES, []) == 15
    assert famine_cost(RULES, ["irrigation"]) == 5
    state = order_state()
    state.dynasties["valois"].technologies.append("irrigation")
    assert decisions_coins(state, RULES, "valois", m.Decisions(famine={"anjou": "pay"})) == 5
    state.dynasties["valois"].balance = 5
    assert default_decisions(state, RULES, "valois").famine == {"anjou": "pay"}
    state.dynasties["valois"].balance = 55
    body = "decisions:\n  famine: {anjou: pay}\n  revolt: {burgundy: suppress}\n" + actions(
        "donate: {by: anne, coins: 50}")
    assert errors(check(state, body)) == []
    state.dynasties["valois"].technologies.remove("irrigation")
    assert errors(check(state, body)) == [("coins-exceeded", 6)]


# -- DYN-4 .. DYN-6 --------------------------------------------------------------------------------------------


def test_dyn_4_all_the_ap_may_be_spent_and_no_more() -> None:
    """DYN-4: the AP of the turn bound the orders; the error points at the action that goes over."""
    state = order_state()
    body = actions("ball: {by: louis, guests: [henry]}", "pilgrimage: {by: anne}", "spy: {by: jean, target: edmund}",
                   "visit: {by: marie, target: catherine}")
    seen = check(state, body)  # 4 + 3 + 3 + 2 = 12
    assert errors(seen) == [] and "ap-unspent" not in [c for c, _ in warnings(seen)]
    state.dynasties["valois"].ap = 11
    assert errors(check(state, body)) == [("ap-exceeded", 7)]


def test_dyn_5_a_character_executes_one_action_a_turn() -> None:
    """DYN-5: "A character (the head included) cannot execute two actions at once"."""
    state = order_state()
    body = actions("visit: {by: louis, target: henry}", "donate: {by: louis, coins: 10}")
    assert errors(check(state, body)) == [("executor-busy", 5)]


def test_dyn_5_once_per_turn_every_extra_order_is_an_error() -> None:
    """ACT donate: "once per dynasty per turn" — every donation beyond the first is refused."""
    state = order_state()
    body = actions("donate: {by: anne, coins: 10}", "donate: {by: louis, coins: 10}",
                   "donate: {by: marie, coins: 10}")
    assert errors(check(state, body)) == [("once-per-turn", 5), ("once-per-turn", 6)]


def test_dyn_6_unspent_ap_is_a_warning_only() -> None:
    """DYN-6: "Unspent AP is lost" — a warning, never an error."""
    state = order_state()
    seen = check(state, actions("visit: {by: louis, target: henry}"))
    assert errors(seen) == [] and ("ap-unspent", 3) in warnings(seen)


# -- ACT-0, AGE-1 ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("executor", "code"), [
    ("marie", None),  # living, capable, own, free
    ("robert", "dead"),
    ("charles", "too-young"),
    ("agnes", "too-young"),
    ("rudolf", "not-own-member"),
    ("blanche", "isolated"),
    ("philippe", "general-busy"),
    ("nobody", "unknown-character"),
])
def test_act_0_executor_is_a_living_capable_free_member(executor: str, code: str | None) -> None:
    """ACT-0: "The executor must be a living, capable (15+) member of the ordering dynasty, not isolated, not
    a general at war (WAR-1), and not already executing another action this turn"."""
    seen = check(order_state(), actions(f"visit: {{by: {executor}, target: henry}}"))
    assert errors(seen) == ([] if code is None else [(code, 4)])


@pytest.mark.parametrize(("language", "said"), [
    ("ru", "'Генрих' — это имя, а здесь нужен код персонажа: может быть, henry (Генрих из Тюдоров)?"),
    ("en", "'Генрих' is a name, and a character's id is wanted here: did you mean henry (Генрих of Тюдоры)?"),
])
def test_act_0_a_person_of_another_house_written_by_his_name_is_told_to_be_written_by_id(language: str,
                                                                                         said: str) -> None:
    """ACT-0's target by the name the report shows: not taken (namesakes are many in other houses), and the
    player is told it is a name, whose id it most likely is and of which house."""
    state = order_state(language="ru")
    text = f"dynasty: valois\nturn: {state.turn}\n{actions('visit: {by: marie, target: Генрих}')}"
    parsed = parse_orders_text(text, "valois.yaml", RULES, language)  # type: ignore[arg-type]
    problems = check_parsed(parsed, state, RULES, language, turn=state.turn,  # type: ignore[arg-type]
                            expected_dynasty="valois")
    assert [(p.code, p.message) for p in problems if p.severity == "error"] == [("unknown-character", said)]


def test_act_0_capable_from_fifteen() -> None:
    """AGE-2: "15: becomes capable (can execute actions ...)" — 15 acts, and the check is on the age only."""
    state = order_state()
    member(state, "marie").age = 15
    assert errors(check(state, actions("visit: {by: marie, target: henry}"))) == []


def test_war_1_a_general_at_war_executes_nothing_but_may_be_replaced() -> None:
    """WAR-1: "he cannot execute actions until the war ends or another general is named"; the head may name
    another general."""
    state = order_state()
    assert errors(check(state, actions("general: {by: philippe, war: tudor, general: pierre}"))) == [
        ("general-busy", 4)]
    assert errors(check(state, actions("general: {by: louis, war: tudor, general: pierre}"))) == []


def test_age_1_a_child_of_another_dynasty_may_be_visited() -> None:
    """AGE-1: "other dynasties cannot use him for any action except 'Visit'" — the visit is legal."""
    assert errors(check(order_state(), actions("visit: {by: louis, target: max}"))) == []


@pytest.mark.parametrize("order", [
    "spy: {by: louis, target: max}",
    "conspiracy: {by: louis, target: max, bribe: 10}",
    "assassinate: {by: louis, target: max, mercenary: true}",
    "ball: {by: louis, guests: [max]}",
    "propose_marriage: {by: marie, target: max}",
    "accept_marriage: {by: marie, target: max}",
])
def test_age_1_a_child_of_another_dynasty_is_no_target_but_for_a_visit(order: str) -> None:
    """AGE-1 and ACT-0: "Targets under 15 can only be visited"."""
    assert errors(check(order_state(), actions(order))) == [("target-child", 4)]


def test_age_1_a_child_cannot_execute() -> None:
    """AGE-1: "0–10 ... cannot be used for any action" — not even a visit."""
    assert errors(check(order_state(), actions("visit: {by: charles, target: max}"))) == [("too-young", 4)]


# -- MAR-2, SUCC, BRANCH ---------------------------------------------------------------------------------------


def test_mar_2_two_unmarried_capable_people_of_opposite_sex() -> None:
    """MAR-2: "Both spouses must be 15+, alive, unmarried, and of opposite sex"."""
    state = order_state()
    assert errors(check(state, actions("propose_marriage: {by: marie, target: ferdinand}"))) == []
    assert errors(check(state, actions("propose_marriage: {by: marie, target: catherine}"))) == [("same-sex", 4)]
    assert errors(check(state, actions("propose_marriage: {by: marie, target: rudolf}"))) == [("married", 4)]
    assert errors(check(state, actions("propose_marriage: {by: anne, target: ferdinand}"))) == [("married", 4)]


def test_succ_1_a_head_abdicates_from_sixty() -> None:
    """SUCC-1: "a head aged 60+ may hand over power early (action 'Abdicate')"."""
    state = order_state()
    body = actions("abdicate: {by: louis, heir: charles}")
    member(state, "louis").age = 55
    assert errors(check(state, body)) == [("abdicate-age", 4)]
    member(state, "louis").age = 60
    assert errors(check(valid(state), body)) == []


def test_succ_4_naming_an_unlawful_heir_is_a_warning() -> None:
    """SUCC-2/3: the head's son charles is lawful, his daughter marie is not while a son lives; SUCC-4:
    naming her costs reputation — legal, so a warning."""
    state = order_state()
    lawful = check(state, "decisions:\n  heir: charles\n")
    assert errors(lawful) == [] and "heir-unlawful" not in [c for c, _ in warnings(lawful)]
    assert ("heir-unlawful", 4) in warnings(check(state, "decisions:\n  heir: marie\n"))
    assert errors(check(state, "decisions:\n  heir: marie\n")) == []
    assert errors(check(state, "decisions:\n  heir: louis\n")) == [("heir-is-head", 4)]


def test_branch_2_to_5_a_lawful_branch() -> None:
    """BRANCH-2 (3 people), BRANCH-3 (none of the head's line), BRANCH-4/5 (a third of 6 provinces = 2)."""
    body = actions("create_branch: {by: louis, members: [jean, pierre, gaston], provinces: [maine, poitou]}")
    assert errors(check(order_state(), body)) == []


def test_branch_2_children_and_grandchildren_count() -> None:
    """BRANCH-2: "at least 3 people: the chosen characters plus all their children and grandchildren"."""
    state = order_state()
    body = actions("create_branch: {by: louis, members: [jean], provinces: [maine, poitou]}")
    assert errors(check(state, body)) == [("branch-small", 4)]
    for cid, sex in (("paul", "m"), ("claire", "f")):
        state.characters[cid] = Character(name=cid.title(), sex=sex, age=5, dynasty="valois",  # type: ignore[arg-type]
                                           birth_dynasty="valois", loyalty=3, skills=skills(), traits=[],
                                           father="jean")
    assert errors(check(valid(state), body)) == []


def test_branch_3_the_heads_line_and_ancestors_stay() -> None:
    """BRANCH-3: "The head, his children and grandchildren cannot go"."""
    body = actions("create_branch: {by: louis, members: [louis, jean, pierre, gaston], provinces: [maine, poitou]}")
    assert errors(check(order_state(), body)) == [("branch-forbidden", 4)]


def test_branch_4_a_third_of_the_provinces_at_least_one() -> None:
    """BRANCH-4/5: "at least a third of the provinces (at least 1)", rounded down: 6 → 2; 3 → 1."""
    body = actions("create_branch: {by: louis, members: [jean, pierre, gaston], provinces: [maine]}")
    state = order_state()
    assert errors(check(state, body)) == [("branch-provinces", 4)]
    for pid in ("poitou", "berry", "normandy"):
        state.provinces[pid].owner = "tudor"
        state.dynasties["valois"].provinces.remove(pid)
        state.dynasties["tudor"].provinces.append(pid)
    assert errors(check(valid(state), body)) == []


# -- SAB-1, ALLY-4, VASSAL-5, ARMY-2 ---------------------------------------------------------------------------


def test_sab_1_a_member_of_loyalty_one_or_less_may_sabotage() -> None:
    """SAB-1: "A character with loyalty ≤ 1 may sabotage any action he is ordered to execute"; LOY-4: never
    the head, whose loyalty counts as 5."""
    state = order_state()
    body = actions("visit: {by: gaston, target: henry}")
    assert ("may-sabotage", 4) in warnings(check(state, body))
    member(state, "gaston").loyalty = 2
    assert "may-sabotage" not in [c for c, _ in warnings(check(state, body))]
    member(state, "louis").loyalty = 0
    assert "may-sabotage" not in [c for c, _ in warnings(check(state, actions("visit: {by: louis, target: henry}")))]


@pytest.mark.parametrize("order", ["spy: {by: louis, target: margarethe}", "gossip: {by: louis, target: habsburg}",
                                   "conspiracy: {by: louis, target: ferdinand, bribe: 10}",
                                   "assassinate: {by: louis, target: ferdinand, mercenary: true}"])
def test_ally_4_a_plot_against_an_ally_is_warned(order: str) -> None:
    """ALLY-4: "Spy, Gossip, Conspiracy or Assassination against an ally that is discovered: the reputation
    penalties are doubled"; ALLY-1: habsburg holds louis's daughter isabelle."""
    seen = check(order_state(), actions(order))
    assert errors(seen) == [] and ("plot-ally", 4) in warnings(seen)


def test_ally_4_no_warning_against_an_enemy() -> None:
    """ALLY-1: tudor holds no relative of louis: an enemy, so no ALLY-4 warning."""
    seen = check(order_state(), actions("spy: {by: louis, target: edmund}"))
    assert "plot-ally" not in [c for c, _ in warnings(seen)]


def test_vassal_5_no_war_on_the_lord_and_no_separate_peace() -> None:
    """VASSAL-5: a vassal "can neither declare war on its lord nor make a separate peace"."""
    vassal = order_state(vassal=True)
    assert errors(check(vassal, actions("declare_war: {by: louis, on: habsburg, general: pierre}"))) == [
        ("war-on-lord", 4)]
    assert errors(check(vassal, actions("offer_peace: {by: louis, to: tudor}"))) == [("vassal-peace", 4)]
    free = order_state()
    assert errors(check(free, actions("offer_peace: {by: louis, to: tudor}"))) == []


def test_army_2_at_most_five_points_per_province() -> None:
    """ARMY-2: "at most 5 points per owned province per turn" — 6 provinces, 30 points; 2 coins a point."""
    state = order_state()
    assert errors(check(state, actions("recruit: {by: louis, points: 30}"))) == []
    assert errors(check(state, actions("recruit: {by: louis, points: 31}"))) == [("recruit-limit", 4)]
    state.dynasties["valois"].balance = 59
    assert errors(check(state, actions("recruit: {by: louis, points: 30}"))) == [("coins-exceeded", 3)]


# -- issue 12: the audit's four cases ---------------------------------------------------------------------------


def test_age_1_act_0_a_child_of_ones_own_house_cannot_be_isolated() -> None:
    """AGE-1: a child "cannot be used for any action"; ACT-0: "Targets under 15 can only be visited" — Agnes
    (0) is no target for Isolate, even though she is no heir."""
    state = order_state()
    assert errors(check(state, actions("isolate: {by: louis, target: agnes}"))) == [("target-child", 4)]
    assert errors(check(state, actions("isolate: {by: louis, target: marie}"))) == []


def test_war_11_soldiers_recruited_in_the_same_orders_can_be_sent() -> None:
    """WAR-11 ruling: "The army at step 2 counts the soldiers recruited and disbanded at step 1 of the same
    turn, so an order may send them" — army 15, 10 recruited: 25 may go, 26 may not."""
    state = order_state()
    assert state.dynasties["valois"].army == 15
    recruit = actions("recruit: {by: louis, points: 10}")
    assert errors(check(state, recruit + "war:\n  tudor: {send: 25}\n")) == []
    assert errors(check(state, recruit + "war:\n  tudor: {send: 26}\n")) == [("send-exceeds-army", 5)]
    disband = actions("disband: {points: 5}")
    assert errors(check(state, disband + "war:\n  tudor: {send: 11}\n")) == [("send-exceeds-army", 5)]


def test_war_11_the_message_says_the_recruits_are_counted() -> None:
    """WAR-11: the player is told that the army at the battle includes this turn's recruits."""
    state = order_state()
    text = f"dynasty: valois\nturn: 3\n{actions('recruit: {by: louis, points: 10}')}war:\n  tudor: {{send: 26}}\n"
    problems = check_parsed(parse_orders_text(text, "valois.yaml", RULES, "en"), state, RULES, "en", turn=3,
                            expected_dynasty="valois")
    sent = next(p for p in problems if p.code == "send-exceeds-army")
    assert sent.message == "26 soldiers are sent but the army is 25 with this turn's recruits and disbandments"


def test_succ_6_a_regent_is_judged_after_the_turns_aging() -> None:
    """SUCC-6 ruling: "Any capable member (15 or older) at the moment the regency begins, after that turn's
    aging: an order may name a member who will be 15 by then" — Charles (10) may be named; Agnes (0) may
    not; the head himself may not (SUCC-7)."""
    state = order_state()
    state.characters["louis"].age = 60  # old enough to abdicate (SUCC-1)
    to_agnes = actions("abdicate: {by: louis, heir: agnes}")
    seen = check(valid(state), to_agnes + "decisions:\n  regent: charles\n")
    assert errors(seen) == []
    assert ("regent-unneeded", 6) not in warnings(seen)  # the new head is 0: a regent is needed
    assert errors(check(state, to_agnes + "decisions:\n  regent: agnes\n")) == [("regent-too-young", 6)]
    assert errors(check(state, "decisions:\n  regent: louis\n")) == [("regent-is-head", 4)]


def test_succ_6_no_regent_is_needed_when_no_head_of_this_turn_is_a_child() -> None:
    """SUCC-6: a regent is of use only while the head is under 15 — here Louis is 40 and his heir Charles will
    be 15 after the turn's aging; an heir who would still be a child keeps the named regent of use."""
    state = order_state()
    assert ("regent-unneeded", 4) in warnings(check(state, "decisions:\n  regent: anne\n"))
    assert ("regent-unneeded", 5) not in warnings(check(state, "decisions:\n  heir: agnes\n  regent: anne\n"))
