"""A small world for order tests: turn 3 (Age of Discovery), three living dynasties and a destroyed one,
with everything the order corpus needs, under readable ids.

valois (the ordering dynasty; AP 12, balance 80, army 15, technology medicine)
    louis      head, 40, married to anne; stewardship 6 (so study of it is pointless)
    anne       40, his wife
    charles    10, their son: a child, and the default heir (SUCC-3 (a))
    marie      20, their daughter, unmarried
    agnes      0, their daughter born this turn (born=3): the only one a `name` order may name
    jean       30, Workaholic, learning 6 (a teacher)
    pierre     25, Smart
    gaston     30, loyalty 1 (may sabotage, SAB-1), learning 4
    blanche    35, isolated
    philippe   30, the valois general in the war with tudor (WAR-1)
    robert     dead (turn 2)
    provinces  anjou (famine pending), burgundy (revolt pending, loyalty 1, 3d6 = 3+4+5),
               normandy (no event; loyalty 5 and yield 30, both at their maximum), maine, poitou, berry
               — six, so that a cadet branch needs two of them (BRANCH-4)
habsburg (an ally of valois: louis's daughter isabelle is there, ALLY-1)
    rudolf head 30, married to isabelle (20, born valois); margarethe 20 and ferdinand 20, unmarried;
    max 5, a child; province tyrol
tudor (an enemy, unrelated; at war with valois since turn 2)
    henry head 35; edmund 30, the tudor general; catherine 20, unmarried; province kent
york (destroyed: no head, no members, no provinces)

`order_state(vassal=True)` makes valois a vassal of habsburg, which then fights tudor beside it
(VASSAL-5): the world of `war-on-lord` and `vassal-peace`. `order_state(language="ru")` is the same world
as a Russian game names it (Людовик, Габсбурги, Бургундия): its messages must read as Russian.
"""

from __future__ import annotations

from pathlib import Path

from dynasty.game.campaign import GameSettings, SeatSettings
from dynasty.game.rules import Rules, default_rules
from dynasty.game.scenario import NamePools
from dynasty.game.state import Death, GameState, ProvinceEvent, War, save_state
from dynasty.game.state_check import state_problems
from dynasty.store.yaml_io import save_yaml
from tests.builders import StateBuilder, skills

TURN = 3
#: The names of the world in a Russian game, by id.
RUSSIAN_NAMES = {
    "valois": "Валуа", "habsburg": "Габсбурги", "tudor": "Тюдоры", "york": "Йорки",
    "louis": "Людовик", "anne": "Анна", "charles": "Карл", "marie": "Мария", "agnes": "Агнесса", "jean": "Жан",
    "pierre": "Пьер", "gaston": "Гастон", "blanche": "Бланка", "philippe": "Филипп", "robert": "Роберт",
    "rudolf": "Рудольф", "isabelle": "Изабелла", "margarethe": "Маргарита", "ferdinand": "Фердинанд",
    "max": "Максимилиан", "henry": "Генрих", "edmund": "Эдмунд", "catherine": "Екатерина",
    "anjou": "Анжу", "burgundy": "Бургундия", "normandy": "Нормандия", "maine": "Мэн", "poitou": "Пуату",
    "berry": "Берри", "tyrol": "Тироль", "kent": "Кент",
}
VALOIS_AP = 12
VALOIS_BALANCE = 80
VALOIS_ARMY = 15


def order_state(*, vassal: bool = False, rules: Rules | None = None, language: str = "en") -> GameState:
    """The order world of this module's docstring, checked by `state_problems`; named in Russian for "ru"."""
    rules = rules or default_rules()
    b = StateBuilder(turn=TURN, rules=rules)
    b.dynasty("valois", head="louis", ap=VALOIS_AP, balance=VALOIS_BALANCE, army=VALOIS_ARMY,
              technologies=["medicine"], lord="habsburg" if vassal else None)
    b.person("louis", "valois", age=40, skill_values=skills(combat=3, learning=2, intrigue=4, piety=1,
                                                             stewardship=6))
    b.person("anne", "valois", sex="f", age=40, spouse="louis", skill_values=skills(piety=4))
    b.person("charles", "valois", age=10, father="louis", mother="anne")
    b.person("marie", "valois", sex="f", age=20, father="louis", mother="anne")
    b.person("agnes", "valois", sex="f", age=0, born=TURN, father="louis", mother="anne")
    b.person("jean", "valois", age=30, traits=["workaholic"], skill_values=skills(learning=6))
    b.person("pierre", "valois", age=25, traits=["smart"])
    b.person("gaston", "valois", age=30, loyalty=1, skill_values=skills(learning=4))
    b.person("blanche", "valois", sex="f", age=35, isolated=True)
    b.person("philippe", "valois", age=30, skill_values=skills(combat=5))
    b.person("robert", "valois", age=60, alive=False, death=Death(turn=2, cause="old age"))
    b.province("anjou", "valois").province("burgundy", "valois", loyalty=1)
    b.province("normandy", "valois", loyalty=5, yield_=30)
    b.province("maine", "valois").province("poitou", "valois").province("berry", "valois")

    b.dynasty("habsburg", head="rudolf")
    b.person("rudolf", "habsburg", age=30)
    b.person("isabelle", "habsburg", sex="f", age=20, birth_dynasty="valois", father="louis", mother="anne",
             spouse="rudolf")
    b.person("margarethe", "habsburg", sex="f", age=20)
    b.person("ferdinand", "habsburg", age=20)
    b.person("max", "habsburg", age=5, father="rudolf", mother="isabelle")
    b.province("tyrol", "habsburg")

    b.dynasty("tudor", head="henry")
    b.person("henry", "tudor", age=35)
    b.person("edmund", "tudor", age=30)
    b.person("catherine", "tudor", sex="f", age=20)
    b.province("kent", "tudor")

    b.dynasty("york", head=None, alive=False, reputation=0, balance=0, army=0)

    state = b.build(check=False)
    state.provinces["anjou"].event = ProvinceEvent(turn=TURN, roll=8, kind="famine", decision="famine")
    state.provinces["burgundy"].event = ProvinceEvent(turn=TURN, roll=2, kind="revolt", revolt_roll=[3, 4, 5],
                                                      decision="revolt")
    attackers = ["valois", "habsburg"] if vassal else ["valois"]
    generals: dict[str, str | None] = {"valois": "philippe", "tudor": "edmund"}
    if vassal:
        generals["habsburg"] = "ferdinand"
    state.wars = [War(attackers=attackers, defenders=["tudor"], generals=generals, started=2)]
    problems = state_problems(state, rules)
    assert not problems, [str(p) for p in problems]
    if language == "ru":
        for table in (state.dynasties, state.characters, state.provinces):
            for eid, entity in table.items():
                entity.name = RUSSIAN_NAMES[eid]
        # as a scenario gives the forms of a name the morphology library would get wrong (Тюдор for Тюдоров)
        state.dynasties["tudor"].forms = {"gen": "Тюдоров", "dat": "Тюдорам", "acc": "Тюдоров", "ins": "Тюдорами",
                                          "prep": "Тюдорах"}
    return state


def order_settings(language: str = "en") -> GameSettings:
    return GameSettings.model_validate({
        "title": "Order tests", "scenario": "order-fixture", "seed": 7, "language": language,
        "names": NamePools(m=["Louis", "Henri"], f=["Anne", "Marie"]).model_dump(),
        "dynasties": {did: SeatSettings(player=f"{did}-player").model_dump()
                      for did in ("valois", "habsburg", "tudor", "york")},
    })


def order_campaign(tmp_path: Path, language: str = "en", *, vassal: bool = False) -> Path:
    """A game folder at `tmp_path` whose turn 3 holds `order_state()`: `turns/game.yaml` and
    `turns/turn-03/state.yaml`. Returns the folder."""
    root = tmp_path
    turns = root / "turns"
    save_yaml(turns / "game.yaml", order_settings(language).model_dump(mode="json"))
    save_state(turns / f"turn-{TURN:02d}" / "state.yaml", order_state(vassal=vassal, language=language))
    return root
