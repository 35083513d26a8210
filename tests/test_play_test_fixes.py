"""What a play-test of the fallen houses (issue 25) found, each fixed: the player of a fallen house is answered
in the forum's format (DYN-2, SUCC-5); the treasury's items name houses in their case (DEFEAT-2, WAR-12,
VASSAL-2); a trait's marriage penalty is not said as "married" of a man who is only marrying (SAB-1,
TRAIT-low_fertility); a command's first letters are guessed (`new` for `new-game`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import Result

from dynasty.__main__ import command_line
from dynasty.game.campaign import Campaign
from dynasty.game.named import state_names
from dynasty.orders.take import take_post
from dynasty.reports.describe import mood_cause
from dynasty.reports.words import Words
from dynasty.text.catalogs import Named, message
from tests.builders import StateBuilder
from tests.test_fallen_house import fallen_by_reputation, reports, run  # noqa: F401 (a fixture)

ORDERS = "```yaml\ndynasty: moskovskie\nturn: 2\n```\n"


# -- 1. the player of a fallen house is answered (DYN-2, SUCC-5) ---------------------------------------------

def test_dyn_2_take_answers_a_fallen_house_s_player_in_markdown_when_asked(
        fallen_by_reputation: tuple[Path, Result], tmp_path: Path) -> None:  # noqa: F811
    """DYN-2: "Reputation ≤ 0 → the dynasty loses at once and is destroyed": his post is answered, in the format
    the GM asks (`--format md`), as every reply — a title and the fall, addressed to him; nothing is saved, and
    the exit code says so (1)."""
    game, _ = fallen_by_reputation
    post = tmp_path / "post.txt"
    post.write_text(ORDERS, encoding="utf-8")
    result = run("take", "2", str(post), "--player", "Калита", "--format", "md", "--game", str(game))
    assert result.exit_code == 1
    assert result.stdout == (
        "**Приказы Московских на ход 2 не приняты.**\n\n"
        "Ваш род выбыл из игры на 1-м ходу: репутация упала до −5 (DYN-2); приказы больше не принимаются, ваш "
        "последний отчёт — в отчётах 2-го хода.\n")
    assert result.stderr == "Ничего не сохранено: приказы не приняты. Ответ игроку, с причиной, — ниже.\n"
    assert not (game / "turns" / "turn-02" / "orders").exists()
    assert not (game / "turns" / "archive").exists()


def test_succ_5_take_post_of_a_fallen_house_returns_the_reply_and_saves_nothing(
        fallen_by_reputation: tuple[Path, Result]) -> None:  # noqa: F811
    """DYN-2 (SUCC-5 alike): the library's answer — the house named, the reply in BBCode (the duel's forum), no file
    saved nor archived, no problem of the orders counted (they are not read)."""
    game, _ = fallen_by_reputation
    taken = take_post(Campaign(game), "2", ORDERS.encode(), "-", dynasty="moskovskie", fmt="bbcode")
    assert (taken.dynasty, taken.saved, taken.archived, taken.errors) == ("moskovskie", None, [], 0)
    assert taken.house is not None and taken.house.text == "Московские"
    assert taken.reply.startswith("[b]Приказы Московских на ход 2 не приняты.[/b]\n\nВаш род выбыл из игры")


# -- 2. the treasury names houses in their case (DEFEAT-2, WAR-12, VASSAL-2) ----------------------------------

def test_defeat_2_the_coins_of_a_fallen_house_come_from_its_fall_in_the_genitive(
        fallen_by_reputation: tuple[Path, Result]) -> None:  # noqa: F811
    """DEFEAT-2: "with no allies, everything" goes to the Tverskie; their treasury says «от падения
    Московских», not «от падения Московские»."""
    game, _ = fallen_by_reputation
    item = next(i for i in json.loads((reports(game) / "tverskie.json").read_text(encoding="utf-8"))["treasury"]
                ["items"] if i["kind"] == "defeat-share")
    assert item["text"] == "от падения Московских"
    assert "+30 монет: от падения Московских" in (reports(game) / "tverskie.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(("message_id", "name", "ru", "en"), [
    ("figures-peace-terms", "Ольговичи", "условия мира с Ольговичами", "terms of peace with Ольговичи"),
    ("figures-fallen-share", "Ярославичи", "от падения Ярославичей", "from the fall of Ярославичи"),
    ("figures-tax-paid", "Ольговичи", "дань Ольговичам", "tax to Ольговичи"),
    ("figures-tax-received", "Ольговичи", "дань от Ольговичей", "tax from Ольговичи"),
])
def test_war_12_vassal_2_the_treasury_s_items_decline_the_house(message_id: str, name: str, ru: str,
                                                                en: str) -> None:
    """WAR-12 (the coins of the terms of peace), VASSAL-2 (the tax), DEFEAT-2: the house in its case."""
    house = Named(name, "house")
    assert message("ru", message_id, house=house) == ru
    assert message("en", message_id, house=house) == en


# -- 3. a marriage's penalty is not said "married" of a man not yet married (SAB-1, TRAIT-low_fertility) -----

def test_sab_1_low_fertility_s_penalty_of_a_marriage_to_come_does_not_say_he_is_married() -> None:
    """TRAIT-low_fertility: "−1 mood while married"; SAB-1 counts it for the act that marries him (accept_marriage),
    when he is not married yet: the cause says the marriage, in both languages, not «женат»."""
    state = StateBuilder().dynasty("olgovichi", head="igor").person("igor", "olgovichi", name="Игорь",
                                                                    traits=["low_fertility"]).build()
    assert state.characters["igor"].spouse is None
    names = state_names(state)
    igor = names("igor")
    said = mood_cause("low_fertility.married", Words("ru", names), igor)
    assert said == "Слабая фертильность (брак)" and "женат" not in said
    assert mood_cause("low_fertility.married", Words("en", names), igor) == "Low fertility (marriage)"


# -- 5. the start of a command is guessed -------------------------------------------------------------------

@pytest.mark.parametrize(("written", "line"), [
    ("new", "dynasty: нет команды 'new'; может быть, new-game? Справка: dynasty --help"),
    ("simul", "dynasty: нет команды 'simul'; может быть, simulate? Справка: dynasty --help"),
    ("re", "dynasty: нет команды 're'. Справка: dynasty --help"),  # resolve, report, reveal: no guess
])
def test_a_command_s_first_letters_get_the_one_command_they_start(
        written: str, line: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    """CONTRACT Commands ("2 usage error"): `dynasty new` is the start of `new-game` alone, and is told so."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DYNASTY_LANG", raising=False)
    monkeypatch.delenv("DYNASTY_GAME", raising=False)
    assert command_line([written]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", line + "\n")
