"""Heirs told truly (issue 25, part C): the private report, the order template and the reply to orders name
the lawful heirs by SUCC-3 — the default and the others —, and when there is none they say who succeeds all the
same (SUCC-5) and what SUCC-4 would cost at today's reputation, and whether the house would fall (DYN-2). The
engine's choice is unchanged: `default_heir` still gives the eldest member when there is no lawful heir.

rurik — Рюриковичи: head Олег; his son Игорь (lawful, the default) and Игорь's son Глеб (lawful).
vyatichi — Вятичи, reputation 100: head Ходота; Ирина (35) and Любава (20), no kin of his: no lawful heir;
    SUCC-4 takes 80 and half of the other 20, 90 of 100: the house stays in the game with 10.
radimichi — Радимичи, reputation 70: head Радим; Ждана (30), no kin of his: SUCC-4 takes 80, the house falls.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.game.campaign import GameSettings
from dynasty.game.rules import Rules, default_rules
from dynasty.game.scenario import NamePools
from dynasty.game.state import GameState, save_state
from dynasty.game.succession import (
    default_heir,
    heir_outlook,
    lawful_heirs,
    unlawful_penalty,
    unlawful_succession_ends_house,
)
from dynasty.store.yaml_io import save_yaml
from tests.builders import StateBuilder

TURN = 5
NAMES = {"rurik": "Рюриковичи", "vyatichi": "Вятичи", "radimichi": "Радимичи",
         "oleg": "Олег", "olga": "Ольга", "igor": "Игорь", "gleb": "Глеб",
         "khodota": "Ходота", "irina": "Ирина", "lyubava": "Любава",
         "radim": "Радим", "zhdana": "Ждана",
         "kiev": "Киев", "kursk": "Курск", "gomel": "Гомель"}


def heirs_state() -> GameState:
    b = StateBuilder(turn=TURN)
    b.dynasty("rurik", head="oleg", ap=6)
    b.person("oleg", "rurik", age=60)
    b.person("olga", "rurik", sex="f", age=50, spouse="oleg")
    b.person("igor", "rurik", age=30, father="oleg", mother="olga")
    b.person("gleb", "rurik", age=10, father="igor")
    b.dynasty("vyatichi", head="khodota", ap=6, reputation=100)
    b.person("khodota", "vyatichi", age=60)
    b.person("irina", "vyatichi", sex="f", age=35)
    b.person("lyubava", "vyatichi", sex="f", age=20)
    b.dynasty("radimichi", head="radim", ap=6, reputation=70)
    b.person("radim", "radimichi", age=40)
    b.person("zhdana", "radimichi", sex="f", age=30)
    b.province("kiev", "rurik").province("kursk", "vyatichi").province("gomel", "radimichi")
    state = b.build(check=False)
    for table in (state.dynasties, state.characters, state.provinces):
        for eid, entity in table.items():
            entity.name = NAMES[eid]
    return state


def heirs_campaign(root: Path, language: str = "ru") -> Path:
    settings = GameSettings.model_validate({
        "title": "Наследники", "scenario": "heirs", "seed": 7, "language": language,
        "names": NamePools(m=["Олег"], f=["Ольга"]).model_dump(),
        "dynasties": {did: {"player": did, "controller": "player"} for did in ("rurik", "vyatichi", "radimichi")},
        "forum": {"format": "md"},
    })
    save_yaml(root / "turns" / "game.yaml", settings.model_dump(mode="json"))
    save_state(root / "turns" / f"turn-{TURN:02d}" / "state.yaml", heirs_state())
    return root


def run(*args: str, stdin: bytes | None = None) -> Result:
    return CliRunner().invoke(app, list(args), input=stdin)


@pytest.fixture
def game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = heirs_campaign(tmp_path / "game")
    monkeypatch.chdir(root)
    return root


def orders(did: str, extra: str = "") -> str:
    return f"dynasty: {did}\nturn: {TURN}\n{extra}"


def take(did: str, extra: str = "") -> Result:
    return run("take", str(TURN), "--dynasty", did, stdin=f"```yaml\n{orders(did, extra)}```\n".encode())


def heir_line(text: str) -> str:
    found = [line for line in text.splitlines() if "Наследник" in line or "heir" in line.lower()]
    assert len(found) == 1, text
    return found[0]


LAWFUL_TEMPLATE = ("  # heir: igor  # желаемый наследник (SUCC-5); по закону — Игорь (igor); другие законные "
                   "наследники: Глеб (gleb) (SUCC-3)")
NONE_TEMPLATE = ("  # heir: irina  # желаемый наследник (SUCC-5); законных наследников нет (SUCC-3): если глава умрёт, "
                 "наследует Ирина (irina, не законная наследница): это будет стоить 90 репутации из 100 — 80 и "
                 "половина того, что останется (SUCC-4)")
FATAL_TEMPLATE = ("  # heir: zhdana  # желаемый наследник (SUCC-5); законных наследников нет (SUCC-3): если глава "
                  "умрёт, наследует Ждана (zhdana, не законная наследница): это будет стоить 80 репутации (80 и "
                  "половина того, что останется), а у вас 70 — ваша династия выбудет из игры (SUCC-4, DYN-2)")


@pytest.mark.parametrize(("did", "expected"), [("rurik", LAWFUL_TEMPLATE), ("vyatichi", NONE_TEMPLATE),
                                               ("radimichi", FATAL_TEMPLATE)])
def test_succ_3_succ_4_succ_5_the_template_names_the_lawful_heirs_or_the_price_of_none(
        game: Path, did: str, expected: str) -> None:
    """SUCC-3: "Any member of that group is lawful. The default heir is the group's first"; SUCC-5: "With no
    lawful heir at all, the eldest member succeeds with the SUCC-4 penalty"; SUCC-4: "80 reputation plus half
    (rounded up) of what remains; if reputation is not enough, the dynasty loses at once"."""
    result = run("template", str(TURN), did)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert expected in lines
    if did != "rurik":
        assert "по закону" not in result.stdout


def test_succ_4_the_template_s_abdication_example_names_a_lawful_heir_or_none(game: Path) -> None:
    """SUCC-4: naming anyone other than a lawful heir costs reputation, so the example of 'abdicate' names the
    default heir where there is one, and a placeholder where there is none."""
    lawful = run("template", str(TURN), "rurik").stdout
    assert "# - abdicate: {by: oleg, heir: igor}" in lawful
    unlawful = run("template", str(TURN), "vyatichi").stdout
    assert "heir: irina}" not in unlawful and "# - abdicate: {by: khodota, heir: <" in unlawful


REPLY = {
    "rurik": "- Наследник не назван: по закону наследует Игорь; другие законные наследники: Глеб (SUCC-3, SUCC-5)",
    "vyatichi": "- Наследник не назван, а законных наследников нет (SUCC-3): если глава умрёт, наследует Ирина "
                "(не законная наследница): это будет стоить 90 репутации из 100 — 80 и половина того, что "
                "останется (SUCC-4)",
    "radimichi": "- Наследник не назван, а законных наследников нет (SUCC-3): если глава умрёт, наследует Ждана "
                 "(не законная наследница): это будет стоить 80 репутации (80 и половина того, что останется), а "
                 "у вас 70 — ваша династия выбудет из игры (SUCC-4, DYN-2)",
}


@pytest.mark.parametrize("did", ["rurik", "vyatichi", "radimichi"])
def test_succ_3_succ_4_succ_5_take_replies_who_inherits_by_law_or_the_price_of_none(game: Path, did: str) -> None:
    """SUCC-5: "with none named, the default heir (SUCC-3) succeeds ... With no lawful heir at all, the eldest
    member succeeds with the SUCC-4 penalty"."""
    result = take(did)
    assert result.exit_code == 0, result.output
    assert heir_line(result.stdout) == REPLY[did]


@pytest.mark.parametrize("did", ["rurik", "vyatichi", "radimichi"])
def test_succ_3_succ_4_succ_5_check_echo_says_the_same_as_the_reply(game: Path, did: str) -> None:
    """`dynasty check --echo` prints the same echo as `take`'s reply."""
    folder = game / "turns" / f"turn-{TURN:02d}" / "orders"
    folder.mkdir(parents=True)
    (folder / f"{did}.yaml").write_text(orders(did), encoding="utf-8")
    result = run("check", str(TURN), "--echo")
    assert result.exit_code == 0, result.output
    assert heir_line(result.stdout) == "  " + REPLY[did]


def test_succ_4_a_named_heir_who_is_not_lawful_is_told_with_the_price_that_ends_the_house(game: Path) -> None:
    """SUCC-5: "a named heir who is not lawful succeeds with the SUCC-4 penalty"; with the house's 80 the
    penalty is 80, and the house falls (DYN-2) — and the reply says so beside the check's warning."""
    result = take("rurik", "decisions:\n  heir: olga\n")
    assert result.exit_code == 0, result.output
    assert "не законная наследница" in result.stdout.split("**Как поняты")[0]  # the check's warning
    assert heir_line(result.stdout.split("**Решения:**")[1]) == (
        "- Наследник: Ольга — не законная наследница: если глава умрёт, это будет стоить 80 репутации (80 и "
        "половина того, что останется), а у вас 80 — ваша династия выбудет из игры (SUCC-4, DYN-2)")


def test_succ_3_a_named_lawful_heir_is_told_without_a_price(game: Path) -> None:
    """SUCC-5: "a named lawful heir succeeds"."""
    result = take("rurik", "decisions:\n  heir: gleb\n")
    assert heir_line(result.stdout) == "- Наследник: Глеб"


REPORT = {
    "rurik": "Кто унаследует власть (SUCC-5)? По закону — Игорь; есть и другой законный наследник — Глеб, а любой "
             "другой член династии станет главой лишь со штрафом (SUCC-3, SUCC-4).",
    "vyatichi": "Кто унаследует власть (SUCC-5)? Законных наследников нет (SUCC-3): если глава умрёт, наследует "
                "Ирина (не законная наследница): это будет стоить 90 репутации из 100 — 80 и половина того, что "
                "останется (SUCC-4).",
    "radimichi": "Кто унаследует власть (SUCC-5)? Законных наследников нет (SUCC-3): если глава умрёт, наследует "
                 "Ждана (не законная наследница): это будет стоить 80 репутации (80 и половина того, что "
                 "останется), а у вас всего 70 — ваша династия выбудет из игры (SUCC-4, DYN-2).",
}


@pytest.mark.parametrize("did", ["rurik", "vyatichi", "radimichi"])
def test_succ_3_succ_4_succ_5_the_private_report_tells_the_heirs_in_md_and_json(game: Path, did: str) -> None:
    """The report's decision on the heir: the lawful heirs, or who succeeds without one and at what price; the
    JSON's `default` stays who would succeed (SUCC-5), and its text says whether lawfully."""
    md = run("report", str(TURN), "--dynasty", did)
    assert md.exit_code == 0, md.output
    assert f"**{REPORT[did]}**" in md.stdout
    data = json.loads(run("report", str(TURN), "--dynasty", did, "--format", "json").stdout)
    heir = next(d for d in data["decisions"] if d["kind"] == "heir")
    assert heir["text"] == REPORT[did]
    assert heir["default"] == {"rurik": "igor", "vyatichi": "irina", "radimichi": "zhdana"}[did]
    if did != "rurik":
        assert "по закону" not in md.stdout


def test_succ_4_dyn_2_the_english_report_and_template_say_the_same(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The same facts in the English catalog."""
    monkeypatch.chdir(heirs_campaign(tmp_path / "game", "en"))
    data = json.loads(run("report", str(TURN), "--dynasty", "radimichi", "--format", "json").stdout)
    assert next(d for d in data["decisions"] if d["kind"] == "heir")["text"] == (
        "Who will inherit (SUCC-5)? There is no lawful heir (SUCC-3): should the head die, Ждана succeeds (not a "
        "lawful heir): this would cost 80 reputation (80 and half of what is left), and the house has 70: it would "
        "be out of the game (SUCC-4, DYN-2).")
    template = run("template", str(TURN), "rurik").stdout
    assert ("  # heir: igor  # preferred heir (SUCC-5); by law Игорь (igor); the other lawful heirs: Глеб (gleb) "
            "(SUCC-3)") in template.splitlines()


# -- the query the texts share (game/succession.py) -------------------------------------------------------------


def test_succ_5_the_outlook_keeps_the_engine_s_default_heir(rules: Rules) -> None:
    """SUCC-5: the engine's `default_heir` is unchanged (the eldest member when there is no lawful heir); the
    outlook tells the same successor, and whether he is lawful."""
    state = heirs_state()
    assert default_heir(state, rules, "vyatichi") == "irina" and lawful_heirs(state, rules, "vyatichi") == []
    outlook = heir_outlook(state, rules, "vyatichi")
    assert (outlook.lawful, outlook.successor, outlook.lawful_default) == ((), "irina", None)
    assert (outlook.penalty, outlook.reputation, outlook.ends_house) == (90, 100, False)
    rurik = heir_outlook(state, rules, "rurik")
    assert (rurik.lawful, rurik.successor, rurik.lawful_default, rurik.penalty) == (("igor", "gleb"), "igor",
                                                                                     "igor", 0)


@pytest.mark.parametrize(("reputation", "penalty", "ends"), [(150, 115, False), (82, 81, False), (81, 81, True),
                                                             (80, 80, True), (10, 80, True)])
def test_succ_4_dyn_2_the_price_of_an_unlawful_heir_and_whether_it_ends_the_house(
        reputation: int, penalty: int, ends: bool) -> None:
    """SUCC-4: 80 plus half (rounded up) of what remains; DYN-2: reputation ≤ 0 → the dynasty loses."""
    rules = default_rules()
    assert unlawful_penalty(rules, reputation) == penalty
    assert unlawful_succession_ends_house(rules, reputation) is ends
