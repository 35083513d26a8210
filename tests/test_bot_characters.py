"""The built-in player's characters (`dynasty.bot.personality`) decide by situation: a house near the
reputation that would end it (DYN-2, SUCC-4), a lawful heir missing (SUCC-3, SUCC-5), a war lost or won on
reputation (WAR-9, WAR-10, WAR-12), a rival to end (ACT-gossip, DEFEAT-5) — and `today`, the player before
characters, as it was. Each state says only what matters to it; every file the bot writes passes the check."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import get_args

import pytest
from typer.testing import CliRunner

from dynasty.bot import BotPlan, bot_plan, knowledge_for
from dynasty.bot.intrigue import gossip_value
from dynasty.bot.personality import BALANCED, PERSONALITIES, TODAY, Personality
from dynasty.bot.plan import Plan, lowest_safe_reputation
from dynasty.commands.cli import app
from dynasty.game.campaign import Campaign
from dynasty.game.rules import default_rules
from dynasty.game.state import GameState, PersonalityName, War
from dynasty.game.succession import unchanged
from dynasty.orders.parse import parse_orders_text
from tests.builders import StateBuilder, skills
from tests.test_bot import problems, report_of

#: three houses, so that no rule of the last rival applies unless a test asks for it
REALM = ("valois", "habsburg", "tudor")


def plan_of(state: GameState, did: str = "valois", personality: Personality = BALANCED) -> BotPlan:
    plan = bot_plan(knowledge_for(state, default_rules(), did, None), default_rules(), personality)
    assert problems(plan, state, default_rules(), report_of(state, did)) == []
    return plan


def ordered(plan: BotPlan) -> list[tuple[str, str | None]]:
    return [(a.action, getattr(a, "by", None)) for a in plan.orders.actions]


def realm(*, turn: int = 3, reputation: int = 80) -> StateBuilder:
    """valois (the reader): Louis, 40, and Anne; habsburg and tudor: a married head each, and a grown son in
    habsburg. One province each."""
    b = StateBuilder(turn=turn)
    b.dynasty("valois", head="louis", ap=16, balance=120, reputation=reputation)
    b.couple("louis", "anne", "valois", age=40, skill_values=skills(piety=4))
    b.dynasty("habsburg", head="rudolf", ap=14, balance=60).couple("rudolf", "maria", "habsburg", age=45)
    b.person("ferdinand", "habsburg", age=20, father="rudolf", mother="maria")
    b.dynasty("tudor", head="henry", ap=14, balance=60).couple("henry", "catherine", "tudor", age=45)
    b.province("anjou", "valois").province("tyrol", "habsburg").province("kent", "tudor")
    return b


# -- a house near the reputation that would end it (DYN-2, SUCC-4) ---------------------------------------------


def test_dyn_2_near_the_floor_no_spouse_is_bought_and_reputation_comes_first() -> None:
    """DYN-2, SUCC-4, ACT-find_spouse: with one lawful heir, `balanced` keeps the reputation that outlives an
    unlawful heir (82, and a margin: 97). At 95 it buys no spouse for the heir (−20) but seeks reputation —
    a donation and a pilgrimage; `today` buys him one, down to its cautious 50."""
    b = realm(reputation=95)
    b.person("charles", "valois", age=20, father="louis", mother="anne")
    state = b.build()
    for cid in ("louis", "anne"):
        state.characters[cid].age = 55  # MAR-3: no couple of the house can have children: a spouse is urgent
    assert lowest_safe_reputation(default_rules()) == 82
    balanced = ordered(plan_of(state))
    assert ("find_spouse", "charles") not in balanced
    assert {"donate", "pilgrimage"} <= {action for action, _ in balanced}
    assert ("find_spouse", "charles") in ordered(plan_of(state, personality=TODAY))


def test_dyn_2_with_two_lawful_heirs_the_floor_is_the_cautious_level_of_the_character() -> None:
    """DYN-2, SUCC-3: Charles and his son are two lawful heirs: the floor is the character's cautious level
    (`balanced` 70, `cautious` 90), and a house within 40 of it seeks reputation first. At 115, `cautious`
    donates; `balanced` does not."""
    b = realm(reputation=115)
    b.person("charles", "valois", age=25, father="louis", mother="anne", spouse=None)
    b.person("beatrice", "valois", sex="f", age=25, spouse="charles")
    b.person("philippe", "valois", age=5, father="charles", mother="beatrice")
    state = b.build()
    with unchanged(state):
        knowledge = knowledge_for(state, default_rules(), "valois", None)
        assert [Plan(knowledge, default_rules(), PERSONALITIES[c]).reputation_floor()
                for c in ("balanced", "cautious")] == [70, 90]
    assert "donate" not in {a for a, _ in ordered(plan_of(state))}
    assert "donate" in {a for a, _ in ordered(plan_of(state, personality=PERSONALITIES["cautious"]))}


def test_trait_bad_manners_near_the_floor_his_public_acts_are_not_ordered() -> None:
    """TRAIT-bad_manners: each public act of his costs the house 10. Near its floor `balanced` lets him propose
    to no one; `today` does not count it."""
    b = realm(reputation=100)
    b.person("charles", "valois", age=20, father="louis", mother="anne", traits=["bad_manners"])
    b.person("marguerite", "tudor", sex="f", age=20, father="henry", mother="catherine")
    state = b.build()
    assert ("propose_marriage", "charles") not in ordered(plan_of(state))
    assert ("propose_marriage", "charles") in ordered(plan_of(state, personality=TODAY))


# -- a lawful heir missing (SUCC-3, SUCC-5) ----------------------------------------------------------------------


def no_lawful_heir() -> GameState:
    """Louis has no child and no brother or sister at home: SUCC-3 finds no lawful heir. At home: Roman, his
    late brother's son (not lawful: a nephew), married with a son; and old Agafya, 65, a widow with no child."""
    b = realm(reputation=150)
    b.person("roman", "valois", age=30, spouse=None, skill_values=skills(combat=4))
    b.person("olga", "valois", sex="f", age=30, spouse="roman")
    b.person("yaroslav", "valois", age=5, father="roman", mother="olga")
    b.person("agafya", "valois", sex="f", age=65)
    return b.build()


def test_succ_5_with_no_lawful_heir_the_heir_named_founds_a_lawful_line() -> None:
    """SUCC-3, SUCC-5: with no lawful heir, whoever succeeds pays SUCC-4; `balanced` names Roman, whose son
    is lawful after him (SUCC-3 a), not the eldest member the default would take (Agafya, with no one after
    her). `today` names no one."""
    state = no_lawful_heir()
    assert plan_of(state).orders.decisions.heir == "roman"
    assert plan_of(state, personality=TODAY).orders.decisions.heir is None


def test_succ_4_with_no_lawful_heir_the_floor_is_the_reputation_that_pays_for_one() -> None:
    """SUCC-4: 80 and half the rest — at 82 a house keeps 1. With no lawful heir, `balanced` keeps 97 whatever
    it does; `today`'s cautious level is 50."""
    state = no_lawful_heir()
    with unchanged(state):
        knowledge = knowledge_for(state, default_rules(), "valois", None)
        assert Plan(knowledge, default_rules()).reputation_floor() == 97
        assert Plan(knowledge, default_rules(), TODAY).reputation_floor() == 50


def test_succ_3_the_heads_daughter_stays_home_while_he_has_no_son() -> None:
    """SUCC-3: his brothers are lawful before his daughters, who come next. With no son, `balanced` keeps the
    daughter home (MAR-1: a wife joins her husband's house) and buys her a husband, who joins hers; `today`
    lets her marry out, the brothers being the lawful heirs."""
    b = realm(reputation=150)
    b.person("marie", "valois", sex="f", age=20, father="louis", mother="anne")
    b.person("pierre", "valois", age=35, spouse=None)
    b.person("paul", "valois", age=30, spouse=None)
    state = b.build()
    for brother in ("pierre", "paul"):
        state.characters[brother].father = "old-louis"
        state.characters[brother].spouse = None
    state.characters["louis"].father = "old-louis"
    balanced = ordered(plan_of(state))
    assert ("propose_marriage", "marie") not in balanced and ("find_spouse", "marie") in balanced
    assert ("propose_marriage", "marie") in ordered(plan_of(state, personality=TODAY))


# -- wars on reputation (WAR-9, WAR-10, WAR-12) -----------------------------------------------------------------


def at_war(valois: int, habsburg: int, *, turn: int = 6) -> GameState:
    """valois attacked habsburg on turn 2; Roman commands. Reputations as given; tudor at 150."""
    b = realm(turn=turn, reputation=valois)
    b.person("charles", "valois", age=20, father="louis", mother="anne")
    b.person("jean", "valois", age=15, father="louis", mother="anne")
    b.person("roman", "valois", age=30, skill_values=skills(combat=5))
    state = b.build()
    state.dynasties["habsburg"].reputation = habsburg
    state.dynasties["tudor"].reputation = 150
    state.wars = [War(attackers=["valois"], defenders=["habsburg"], generals={"valois": "roman", "habsburg": None},
                      started=2)]
    return state


def test_war_9_a_war_that_would_take_the_house_below_its_floor_ends_in_peace() -> None:
    """WAR-9: each war turn drains 10 of both sides. At 75, the next drain takes `balanced` toward its floor
    (70, two lawful heirs) while the enemy, at 150, outlasts it: it offers peace."""
    assert "offer_peace" in {a for a, _ in ordered(plan_of(at_war(75, 150)))}


def test_war_9_a_war_the_house_outlasts_goes_on_where_today_tires_of_it() -> None:
    """WAR-9: at 150 against 40, the drain ends the enemy first (DEFEAT-3 pays 15 when it falls): `balanced`
    keeps the war and gossips at them (ACT-gossip); `today` is tired of a war of four turns and offers peace."""
    state = at_war(150, 40)
    balanced = ordered(plan_of(state))
    assert "offer_peace" not in {a for a, _ in balanced}
    assert any(a.action == "gossip" and a.target == "habsburg" for a in plan_of(state).orders.actions)
    assert "offer_peace" in {a for a, _ in ordered(plan_of(state, personality=TODAY))}


def test_war_12_a_rival_with_no_province_is_ended_by_gossip_not_by_war() -> None:
    """WAR-12: a war on a dynasty with no province ends at once. Habsburg at 30 with its province is a war to
    declare (its drain ends it first); without one, only gossip at it — as many as `finish_gossips` (2), each
    counted at its full price if discovered (−20): from 150 two leave 110, above the floor of 97."""
    b = realm(reputation=150)
    b.person("charles", "valois", age=25, father="louis", mother="anne", skill_values=skills(intrigue=4))
    b.person("beatrice", "valois", sex="f", age=25, spouse="charles")
    b.person("philippe", "valois", age=5, father="charles", mother="beatrice")
    b.person("jean", "valois", age=15, father="louis", mother="anne", skill_values=skills(intrigue=4))
    b.person("roman", "valois", age=30, skill_values=skills(combat=5, intrigue=4))
    state = b.build()
    state.dynasties["habsburg"].reputation = 30
    state.dynasties["tudor"].reputation = 150  # a rival it does not lead: none to end
    wars = [a for a in plan_of(state).orders.actions if a.action == "declare_war"]
    assert [(a.on, a.general) for a in wars] == [("habsburg", "roman")]
    state.dynasties["habsburg"].provinces = []
    state.provinces["tyrol"].owner = "tudor"
    state.dynasties["tudor"].provinces.append("tyrol")
    orders = plan_of(state).orders.actions
    assert [a for a in orders if a.action == "declare_war"] == []
    assert [a.target for a in orders if a.action == "gossip"] == ["habsburg"] * BALANCED.finish_gossips


def test_war_10_a_war_on_kin_that_the_lead_does_not_pay_for_ends_in_peace() -> None:
    """WAR-10: the attacker loses 40 a war turn for a close relative of his head on the other side (a war a
    Hot-tempered head may bring, WAR-13). With a lead too small to pay for it, `balanced` offers peace."""
    state = at_war(120, 100)
    state.characters["ferdinand"].father = "rudolf"
    state.characters["maria"].father = "louis-father"
    state.characters["louis"].father = "louis-father"  # Maria is Louis's sister: a close relative (ALLY-2)
    assert "offer_peace" in {a for a, _ in ordered(plan_of(state))}


# -- rivals: gossip by its odds, and the last rival (ACT-gossip, TRAIT-honest, DEFEAT-5) -----------------------


def test_act_gossip_is_weighed_by_its_odds_and_the_price_of_discovery() -> None:
    """ACT-gossip: 1d6 + intrigue ≥ 7 takes 15 of theirs; then 1d6 + their best intrigue (3 when not learned)
    ≥ 8 costs us 20, doubled against an ally (ALLY-4). With intrigue 3: ½ × (15 − ⅓ × 20) = 4.17; against an
    ally, ½ × (15 − ⅓ × 40) = 0.83."""
    b = realm(reputation=150)
    b.person("charles", "valois", age=20, father="louis", mother="anne")
    state = b.build()
    with unchanged(state):
        knowledge = knowledge_for(state, default_rules(), "valois", None)
        plan = Plan(knowledge, default_rules())
        assert gossip_value(plan, "charles", "tudor") == pytest.approx(0.5 * (15 - 20 / 3))
        plan.others["tudor"] = replace(plan.others["tudor"], relation="ally")
        assert gossip_value(plan, "charles", "tudor") == pytest.approx(0.5 * (15 - 40 / 3))


def test_trait_honest_under_an_honest_head_no_plot_is_ordered() -> None:
    """TRAIT-honest: every plot costs an Honest member mood, and the head's mood is the house's AP (DYN-3):
    under an Honest head `balanced` gossips at no one, even a rival it would end."""
    state = at_war(150, 40)
    state.characters["louis"].traits = ["honest"]
    assert "gossip" not in {a for a, _ in ordered(plan_of(state))}


def test_defeat_5_no_one_of_the_last_rival_is_married() -> None:
    """DEFEAT-5: the last dynasty standing wins. In a game of two, `balanced` proposes to no one of the other
    house — kin there would cost its war (WAR-10) — and buys the heir a wife at home; `today` proposes."""
    b = StateBuilder(turn=3)
    b.dynasty("valois", head="louis", ap=14, balance=60, reputation=150).couple("louis", "anne", "valois", age=45)
    b.person("charles", "valois", age=20, father="louis", mother="anne")
    b.dynasty("habsburg", head="rudolf", ap=14, balance=60).couple("rudolf", "maria", "habsburg", age=45)
    b.person("margarethe", "habsburg", sex="f", age=20, father="rudolf", mother="maria")
    b.province("anjou", "valois").province("tyrol", "habsburg")
    state = b.build()
    balanced = ordered(plan_of(state))
    assert ("propose_marriage", "charles") not in balanced and ("find_spouse", "charles") in balanced
    assert ("propose_marriage", "charles") in ordered(plan_of(state, personality=TODAY))


@pytest.mark.parametrize("character", sorted(PERSONALITIES))
def test_branch_10_every_character_writes_orders_the_check_accepts(character: str) -> None:
    """BRANCH-10: whatever its character, the bot's file passes `dynasty check` (DYN-4, DYN-5, DYN-7) — here
    in the situations above (`plan_of` checks each file)."""
    for state in (at_war(150, 40), at_war(75, 150), no_lawful_heir()):
        assert plan_of(state, personality=PERSONALITIES[character]).orders.dynasty == "valois"


# -- the seat's character (turns/game.yaml) -----------------------------------------------------------------------


def seat_character(game: Path, dynasty: str, character: str) -> None:
    """The GM gives the house to the master, with a character, as he writes it in `turns/game.yaml`."""
    settings = game / "turns" / "game.yaml"
    text = settings.read_text(encoding="utf-8")
    line = f"  {dynasty}: {{player: null, controller: player}}"
    assert line in text
    settings.write_text(text.replace(line, f"  {dynasty}: {{player: null, controller: master, personality: "
                                           f"{character}}}"), encoding="utf-8")


def test_branch_10_dynasty_bot_plays_a_master_house_in_the_character_of_its_seat(duel_copy: Path) -> None:
    """BRANCH-10: `dynasty bot` writes the orders of the master's house in the character its seat names
    (`personality: today`): the very orders of that character, not `balanced`'s."""
    seat_character(duel_copy, "moskovskie", "today")
    result = CliRunner().invoke(app, ["bot", "1", "--game", str(duel_copy)])
    assert result.exit_code == 0, result.output
    campaign = Campaign(duel_copy)
    state = campaign.load_state(1)
    written = (duel_copy / "turns" / "turn-01" / "orders" / "moskovskie.yaml").read_text(encoding="utf-8")
    parsed = parse_orders_text(written, "moskovskie.yaml", campaign.rules, "ru")
    knowledge = knowledge_for(state, campaign.rules, "moskovskie", None)
    assert parsed.orders == bot_plan(knowledge, campaign.rules, TODAY).orders
    assert parsed.orders != bot_plan(knowledge, campaign.rules, BALANCED).orders


def test_a_misspelt_character_is_one_line_with_its_file_and_line(duel_copy: Path) -> None:
    seat_character(duel_copy, "moskovskie", "devius")
    result = CliRunner().invoke(app, ["status", "--game", str(duel_copy)])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert ("game.yaml:11: ошибка: dynasties.moskovskie.personality: допустимые значения: 'balanced', 'cautious', "
            "'ambitious', 'devious', 'today'; может быть, 'devious'? (записано 'devius')") in result.output


def test_war_10_kin_on_the_other_side_is_known_from_the_public_links() -> None:
    """WAR-10, INFO-3: Louis's sister Maria married into habsburg: a war on them costs valois 40 a war turn.
    Family links are public: the knowledge names the price (`war_kin`), and `balanced` declares no war to end
    habsburg, fallen as low as it is."""
    state = at_war(150, 30)
    state.wars = []
    for cid in ("louis", "maria"):
        state.characters[cid].father = "old-louis"
    knowledge = knowledge_for(state, default_rules(), "valois", None)
    assert knowledge.war_kin == {"habsburg": 40}
    assert "declare_war" not in {a for a, _ in ordered(plan_of(state))}


def test_succ_4_plots_wait_while_an_old_head_has_no_second_lawful_heir() -> None:
    """SUCC-4, AGE-5: a head of 55 rolls for his life at the next aging; with one lawful heir the price of an
    unlawful one may fall due at once. A plot (ACT-gossip, −20 if discovered) then needs 112 left, not 97:
    at 120 `balanced` gossips at the rival it ends under a head of 40, not under one of 55."""
    b = realm(reputation=120)
    b.person("charles", "valois", age=20, father="louis", mother="anne", skill_values=skills(intrigue=4))
    b.person("beatrice", "valois", sex="f", age=20, spouse="charles")  # married, with no child yet
    b.person("roman", "valois", age=30, skill_values=skills(intrigue=4))
    state = b.build()
    state.dynasties["habsburg"].reputation = 30
    state.dynasties["habsburg"].provinces = []
    state.provinces["tyrol"].owner = "tudor"
    state.dynasties["tudor"].provinces.append("tyrol")
    state.dynasties["tudor"].reputation = 150
    assert "gossip" in {a for a, _ in ordered(plan_of(state))}
    state.characters["louis"].age = 55
    assert "gossip" not in {a for a, _ in ordered(plan_of(state))}


def test_dyn_2_what_others_took_since_the_last_report_is_kept_against_their_doing_it_again() -> None:
    """DYN-2, INFO-5: habsburg's gossip took 15 of valois's reputation last turn (its report shows it, with its
    source). With two lawful heirs the floor is 70: at 95 a spouse bought (−20) is allowed before, not after —
    the floor rises by the 15 others may take again. `today` counts nothing."""
    b = realm(reputation=95)
    b.person("charles", "valois", age=25, father="louis", mother="anne", spouse=None)
    b.person("beatrice", "valois", sex="f", age=25, spouse="charles")
    b.person("philippe", "valois", age=5, father="charles", mother="beatrice")
    state = b.build()
    log = {"turn": 2, "dice": [], "missing_orders": [], "outcomes": [
        {"step": "actions", "kind": "reputation", "dynasty": "valois",
         "params": {"change": -15, "cause": "gossip", "reputation": 95, "source": "habsburg"}}]}
    with unchanged(state):
        quiet = Plan(knowledge_for(state, default_rules(), "valois", None), default_rules())
        hit = knowledge_for(state, default_rules(), "valois", log)
        assert hit.hit_by_others == 15
        assert quiet.may_lose(20) and not Plan(hit, default_rules()).may_lose(20)
        assert Plan(hit, default_rules(), TODAY).may_lose(20)


def test_the_seat_names_exactly_the_characters_the_bot_has() -> None:
    """`personality:` of a seat takes the names `PERSONALITIES` defines, and no other."""
    assert set(get_args(PersonalityName)) == set(PERSONALITIES)
    assert all(character.name == name for name, character in PERSONALITIES.items())
