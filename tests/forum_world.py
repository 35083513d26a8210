"""A Russian game as forum players play it, for the order files they write (tests/forum_corpus/,
tests/test_take.py): turn 5 (Age of Discovery), three houses with their players' forum names.

belozerskie — Белозерские, player «Ратиборыч» (AP 6, treasury 100, army 20)
    ratibor               Ратибор, 40, head, married to dobrava; intrigue 4
    dobrava               Добрава, 40, his wife
    yaroslav-belozerskie  Ярослав, 15, their son: the default heir
    zlata                 Злата, 20, their daughter, unmarried; Борис Устюжский proposed to her last turn
    vseslav               Всеслав, 30, Smart, unmarried
    boris-belozerskie     Борис, 25
    yaropolk              Ярополк, 35, the general in the war with the Tverskie
    lyubava-belozerskie   Любава, born this turn
    provinces  beloozero (Белоозеро, famine pending), kirillov (Кириллов, revolt pending, 3d6 = 4+5+3),
               vologda (Вологда), cherepovets (Череповец)
ustyuzhskie — Устюжские, player «Ustug»
    svyatopolk Святополк, 45, head; milava Милава, 20, unmarried; boris Борис, 20, unmarried;
    province ustyug (Устюг), totma (Тотьма)
tverskie — Тверские, player «Михаил Тверской», at war with the Белозерские since turn 4
    mikhail Михаил, 35, head; dmitry Дмитрий, 30, their general; anna Анна, 25
    provinces tver (Тверь), kashin (Кашин)
"""

from __future__ import annotations

from pathlib import Path

from dynasty.game.campaign import GameSettings
from dynasty.game.rules import default_rules
from dynasty.game.scenario import NamePools
from dynasty.game.state import GameState, Proposal, ProvinceEvent, War, save_state
from dynasty.game.state_check import state_problems
from dynasty.store.yaml_io import save_yaml
from tests.builders import StateBuilder, skills

TURN = 5
PLAYERS = {"belozerskie": "Ратиборыч", "ustyuzhskie": "Ustug", "tverskie": "Михаил Тверской"}
NAMES = {
    "belozerskie": "Белозерские", "ustyuzhskie": "Устюжские", "tverskie": "Тверские",
    "ratibor": "Ратибор", "dobrava": "Добрава", "yaroslav-belozerskie": "Ярослав", "zlata": "Злата",
    "vseslav": "Всеслав", "boris-belozerskie": "Борис", "yaropolk": "Ярополк", "lyubava-belozerskie": "Любава",
    "svyatopolk": "Святополк", "milava": "Милава", "boris": "Борис", "mikhail": "Михаил", "dmitry": "Дмитрий",
    "anna": "Анна", "beloozero": "Белоозеро", "kirillov": "Кириллов", "vologda": "Вологда",
    "cherepovets": "Череповец", "ustyug": "Устюг", "totma": "Тотьма", "tver": "Тверь", "kashin": "Кашин",
}


def forum_state() -> GameState:
    rules = default_rules()
    b = StateBuilder(turn=TURN, rules=rules)
    b.dynasty("belozerskie", head="ratibor", ap=6, balance=100, army=20)
    b.person("ratibor", "belozerskie", age=40, skill_values=skills(intrigue=4))
    b.person("dobrava", "belozerskie", sex="f", age=40, spouse="ratibor")
    b.person("yaroslav-belozerskie", "belozerskie", age=15, father="ratibor", mother="dobrava")
    b.person("zlata", "belozerskie", sex="f", age=20, father="ratibor", mother="dobrava")
    b.person("vseslav", "belozerskie", age=30, traits=["smart"])
    b.person("boris-belozerskie", "belozerskie", age=25)
    b.person("yaropolk", "belozerskie", age=35, skill_values=skills(combat=5))
    b.person("lyubava-belozerskie", "belozerskie", sex="f", age=0, born=TURN, father="ratibor", mother="dobrava")
    for pid in ("beloozero", "kirillov", "vologda", "cherepovets"):
        b.province(pid, "belozerskie", loyalty=1 if pid == "kirillov" else 3)

    b.dynasty("ustyuzhskie", head="svyatopolk", ap=6)
    b.person("svyatopolk", "ustyuzhskie", age=45)
    b.person("milava", "ustyuzhskie", sex="f", age=20)
    b.person("boris", "ustyuzhskie", age=20)
    b.province("ustyug", "ustyuzhskie").province("totma", "ustyuzhskie")

    b.dynasty("tverskie", head="mikhail", ap=6)
    b.person("mikhail", "tverskie", age=35)
    b.person("dmitry", "tverskie", age=30)
    b.person("anna", "tverskie", sex="f", age=25)
    b.province("tver", "tverskie").province("kashin", "tverskie")

    state = b.build(check=False)
    state.provinces["beloozero"].event = ProvinceEvent(turn=TURN, roll=8, kind="famine", decision="famine")
    state.provinces["kirillov"].event = ProvinceEvent(turn=TURN, roll=2, kind="revolt", revolt_roll=[4, 5, 3],
                                                      decision="revolt")
    state.wars = [War(attackers=["belozerskie"], defenders=["tverskie"],
                      generals={"belozerskie": "yaropolk", "tverskie": "dmitry"}, started=4)]
    state.proposals = [Proposal(kind="marriage", turn=TURN - 1, dynasty="ustyuzhskie", by="boris", target="zlata")]
    for table in (state.dynasties, state.characters, state.provinces):
        for eid, entity in table.items():
            entity.name = NAMES[eid]
    problems = state_problems(state, rules)
    assert not problems, [str(p) for p in problems]
    return state


def forum_settings() -> GameSettings:
    return GameSettings.model_validate({
        "title": "Белозерье", "scenario": "forum", "seed": 11, "language": "ru",
        "names": NamePools(m=["Ратибор", "Всеслав"], f=["Злата", "Любава"]).model_dump(),
        "dynasties": {did: {"player": player, "controller": "player"} for did, player in PLAYERS.items()},
        "forum": {"format": "md"},  # a forum that shows Markdown: `take` replies in it
    })


def forum_campaign(root: Path) -> Path:
    """A game folder at `root` whose turn 5 holds `forum_state()`. Returns the folder."""
    save_yaml(root / "turns" / "game.yaml", forum_settings().model_dump(mode="json"))
    save_state(root / "turns" / f"turn-{TURN:02d}" / "state.yaml", forum_state())
    return root
