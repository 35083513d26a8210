"""Issue 29: deadlines, the guard against an empty turn, and absent players by rule — through the command line,
with a fixed clock (`DYNASTY_NOW`), never the machine's."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands import cli
from dynasty.game.campaign import Campaign
from dynasty.game.deadlines import DeadlineSettings, deadline

WEEKLY = "deadline: {timezone: Europe/Moscow, weekly: воскресенье 20:00, start: 2026-12-01}\n"


def run(*args: str, now: str | None = None, input: str | None = None) -> Result:
    return CliRunner().invoke(cli.app, list(args), env={"DYNASTY_NOW": now} if now else None, input=input)


@pytest.fixture
def duel(duel_copy: Path) -> Path:
    """A fresh duel campaign (seed 5) of two players' houses, Тверские and Московские, at turn 1."""
    return duel_copy


def settle(game: Path, text: str) -> None:
    """Add `text` (YAML) to the game's settings, as the GM does by hand."""
    settings = game / "turns" / "game.yaml"
    settings.write_text(settings.read_text(encoding="utf-8") + text, encoding="utf-8")


def orders(game: Path, dynasty: str, turn: int) -> None:
    folder = game / "turns" / f"turn-{turn:02d}" / "orders"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{dynasty}.yaml").write_text(f"dynasty: {dynasty}\nturn: {turn}\n", encoding="utf-8")


# -- 1. deadlines ------------------------------------------------------------------------------------------------


def test_issue_29_1_a_weekly_deadline_counts_the_turns_from_its_start_and_from_the_latest_turn_set() -> None:
    settings = DeadlineSettings.model_validate({"timezone": "Europe/Moscow", "weekly": "sunday 20:00",
                                                "start": "2026-12-01", "turns": {4: "2027-01-06 18:00"}})
    due = [deadline(settings, turn) for turn in range(1, 7)]
    assert [d.strftime("%Y-%m-%d %H:%M") for d in due if d is not None] == [
        "2026-12-06 20:00", "2026-12-13 20:00", "2026-12-20 20:00",  # the Sundays from the start
        "2027-01-06 18:00",  # the date the GM set for turn 4
        "2027-01-10 20:00", "2027-01-17 20:00"]  # the weeks go on from it
    assert all(d is not None and d.utcoffset() is not None and d.utcoffset().total_seconds() == 3 * 3600 for d in due)


def test_issue_29_1_a_deadline_never_falls_at_night() -> None:
    settings = DeadlineSettings.model_validate({"turns": {2: "2026-12-10 23:30", 3: "2026-12-11 02:00",
                                                          4: "2026-12-11 09:00"}, "night": "23:00-08:00"})
    assert [str(deadline(settings, turn)) for turn in (2, 3, 4)] == [
        "2026-12-11 08:00:00+00:00", "2026-12-11 08:00:00+00:00", "2026-12-11 09:00:00+00:00"]
    assert deadline(settings, 1) is None  # a turn with no date, and no weekly rule


def test_issue_29_1_a_mistake_in_the_deadline_is_one_sentence_with_its_file_and_line(duel: Path) -> None:
    settle(duel, "deadline: {weekly: воскрсенье 20:00, start: 2026-12-01}\n")
    result = run("status", "--game", str(duel))
    assert result.exit_code == 1 and "Traceback" not in result.output
    [line] = result.output.strip().splitlines()
    assert line.endswith("turns/game.yaml:13: ошибка: deadline.weekly: не день недели и время; может быть, "
                         "«воскресенье»? (записано 'воскрсенье 20:00')")


def test_issue_29_1_a_weekday_unlike_any_is_told_how_to_write_it(duel: Path) -> None:
    settle(duel, "deadline: {weekly: каждый 20:00, start: 2026-12-01}\n")
    assert "не день недели и время; пишите как «sunday 20:00» или «воскресенье 20:00»" in run(
        "status", "--game", str(duel)).output


def test_issue_29_2_a_reminder_says_what_silence_will_bring_by_the_gm_s_rules(duel: Path) -> None:
    settle(duel, "absence: {bot_after: 1, give_up_after: 2}\n")
    play(duel, range(1, 2))
    assert run("roll-call", "--game", str(duel)).exit_code == 0
    [reminder] = (duel / "reports" / "turn-02" / "roll-call").glob("*moskovskie*/reminder.bbcode")
    assert "Если приказов не будет и в этот раз, ход 2 за вашу династию сыграет встроенный игрок мастера." \
        in reminder.read_text(encoding="utf-8")
    play(duel, range(2, 3))
    assert run("roll-call", "--game", str(duel)).exit_code == 0
    [reminder] = (duel / "reports" / "turn-03" / "roll-call").glob("*moskovskie*/reminder.bbcode")
    assert "Если приказов не будет и в этот раз, династия будет отдана мастеру." in reminder.read_text(encoding="utf-8")


def test_issue_29_1_status_says_the_time_left_and_who_sent_nothing(duel: Path) -> None:
    settle(duel, WEEKLY)
    orders(duel, "tverskie", 1)
    shown = run("status", "--game", str(duel), now="2026-12-04T17:00:00+03:00").output
    assert "Срок приказов хода 1 — воскресенье, 6 декабря 2026, 20:00 по московскому времени; до срока — 2 дня " \
           "3 часа." in shown
    assert "Ничего не прислала: Московские (moskovskie)." in shown
    late = run("status", "--game", str(duel), now="2026-12-06T21:30:00+03:00", input=None).output
    assert "прошёл 1 час 30 минут назад" in late
    minute = run("status", "--game", str(duel), now="2026-12-06T20:21:00+03:00").output
    assert "прошёл 21 минуту назад" in minute  # «назад» takes the accusative


def test_issue_29_1_resolve_before_the_deadline_is_refused_to_a_script_and_goes_on_with_yes(duel: Path) -> None:
    settle(duel, WEEKLY)
    orders(duel, "tverskie", 1)
    orders(duel, "moskovskie", 1)
    early = run("resolve", "1", "--game", str(duel), now="2026-12-06T19:00:00+03:00")
    assert early.exit_code == 1
    assert "Ход 1 не обработан: срок приказов ещё не наступил. Срок приказов хода 1 — воскресенье, 6 декабря " \
           "2026, 20:00 по московскому времени; до срока — 1 час." in early.output
    assert not (duel / "turns" / "turn-02").exists()
    assert run("resolve", "1", "--yes", "--game", str(duel), now="2026-12-06T19:00:00+03:00").exit_code == 0


def test_issue_29_1_on_a_terminal_resolve_before_the_deadline_asks(duel: Path, monkeypatch: pytest.MonkeyPatch) \
        -> None:
    settle(duel, WEEKLY)
    orders(duel, "tverskie", 1)
    orders(duel, "moskovskie", 1)
    monkeypatch.setattr(cli, "_on_terminal", lambda: True)
    declined = run("resolve", "1", "--game", str(duel), now="2026-12-06T19:00:00+03:00", input="\n")
    assert declined.exit_code == 1 and "Обработать ход 1 сейчас, раньше срока? [д/Н]" in declined.output
    assert "Ход 1 не обработан: ждём срока." in declined.output
    agreed = run("resolve", "1", "--game", str(duel), now="2026-12-06T19:00:00+03:00", input="д\n")
    assert agreed.exit_code == 0, agreed.output
    assert (duel / "turns" / "turn-02" / "state.yaml").exists()


def test_issue_29_1_after_the_deadline_resolve_goes_on_without_a_question(duel: Path) -> None:
    settle(duel, WEEKLY)
    orders(duel, "tverskie", 1)
    orders(duel, "moskovskie", 1)
    assert run("resolve", "1", "--game", str(duel), now="2026-12-06T20:00:00+03:00").exit_code == 0


# -- 4. the guard ----------------------------------------------------------------------------------------------


def test_issue_29_4_more_than_half_of_the_players_silent_is_refused_without_yes(duel: Path) -> None:
    refused = run("resolve", "1", "--game", str(duel))
    assert refused.exit_code == 1
    assert refused.output.strip().splitlines() == [
        "ошибка: Ход 1 не обработан: 2 из 2 династий игроков ничего не прислали — больше половины. Если так и "
        "задумано, запустите resolve с --yes."]
    assert not (duel / "turns" / "turn-02").exists()
    orders(duel, "tverskie", 1)  # half: a turn that goes on
    assert run("resolve", "1", "--game", str(duel)).exit_code == 0


def test_issue_29_4_yes_resolves_an_empty_turn(duel: Path) -> None:
    resolved = run("resolve", "1", "--yes", "--game", str(duel))
    assert resolved.exit_code == 0, resolved.output


# -- 3. absent players by rule ---------------------------------------------------------------------------------


def play(game: Path, turns: range, *, sender: str = "tverskie", now: str | None = None) -> list[str]:
    """Each turn: the other player's orders (the built-in player's, as if he wrote them), then resolve — nothing
    by hand for the silent house. What resolve printed, turn by turn."""
    printed = []
    for turn in turns:
        assert run("bot", str(turn), "--dynasty", sender, "--game", str(game)).exit_code == 0
        result = run("resolve", str(turn), "--game", str(game), now=now)
        assert result.exit_code == 0, result.output
        printed.append(result.output)
    return printed


def chronicle(game: Path, turn: int, language: str = "ru") -> str:
    return (game / "reports" / f"turn-{turn:02d}" / "public.md").read_text(encoding="utf-8")


def test_issue_29_3_a_silent_player_s_house_plays_six_turns_by_the_rules_the_gm_set(duel: Path) -> None:
    """Defaults for two turns, then the built-in player, then given up after four; the chronicle says so once
    each time, his report tells him each turn how it was played, and the posts stop when it is given up."""
    settle(duel, "absence: {bot_after: 2, give_up_after: 4}\n")
    printed = play(duel, range(1, 7))
    assert "1 династия не прислала приказов и сыграла по умолчанию: Московские (moskovskie)" in printed[0]
    assert "За 1 династию без приказов сыграл встроенный игрок" in printed[2]
    lines = {turn: [line for line in chronicle(duel, turn).splitlines() if "Игрок Московских" in line]
             for turn in range(2, 8)}
    assert lines == {2: [], 3: [], 7: [],
                     4: ["- Игрок Московских не присылает приказов 2 хода подряд: теперь за династию ходит встроенный "
                         "игрок мастера, пока игрок не пришлёт приказы."], 5: [],
                     6: ["- Игрок Московских не присылает приказов 4 хода подряд: династия отдана мастеру."]}
    report = (duel / "reports" / "turn-04" / "moskovskie.md").read_text(encoding="utf-8")
    assert "Приказов на 3-й ход от вас не пришло: вы не присылаете приказов уже 3 хода подряд, и за вашу династию " \
           "ходил встроенный игрок мастера." in report
    assert "за вашу династию сыграно по умолчанию" in (duel / "reports" / "turn-03" / "moskovskie.md").read_text(
        encoding="utf-8")
    state = Campaign(duel).load_state(7)
    assert state.dynasties["moskovskie"].stand_in == "given-up" and state.dynasties["moskovskie"].controller == "master"
    assert list((duel / "reports" / "turn-05" / "posts").glob("*moskovskie*"))  # not yet given up when written
    assert not list((duel / "reports" / "turn-06" / "posts").glob("*moskovskie*"))  # given up: no more posts
    shown = run("status", "--game", str(duel)).output
    assert "(отдана мастеру)" in shown


def test_issue_29_3_the_player_s_first_orders_take_his_house_back(duel: Path) -> None:
    settle(duel, "absence: {bot_after: 1}\n")
    play(duel, range(1, 3))
    assert Campaign(duel).load_state(3).dynasties["moskovskie"].stand_in == "silent"
    orders(duel, "moskovskie", 3)
    play(duel, range(3, 4))
    assert "- Игрок Московских вернулся и снова сам ведёт свою династию." in chronicle(duel, 4)
    state = Campaign(duel).load_state(4)
    assert state.dynasties["moskovskie"].stand_in is None and state.dynasties["moskovskie"].missed_turns == 0


def test_issue_29_3_an_announced_absence_is_played_from_its_first_turn_and_not_counted(duel: Path) -> None:
    text = (duel / "turns" / "game.yaml").read_text(encoding="utf-8")
    text = text.replace("moskovskie: {player: null, controller: player}",
                        "moskovskie: {player: Калита, controller: player, away: [2, 3]}")
    (duel / "turns" / "game.yaml").write_text(text + "absence: {bot_after: 1}\n", encoding="utf-8")
    orders(duel, "moskovskie", 1)
    play(duel, range(1, 4))
    assert "- Игрок Московских в отъезде: пока его нет, за династию ходит встроенный игрок мастера." \
        in chronicle(duel, 3)
    report = (duel / "reports" / "turn-04" / "moskovskie.md").read_text(encoding="utf-8")
    assert "Приказов на 3-й ход от вас не пришло: вы в отъезде, и за вашу династию ходил встроенный игрок" in report
    assert Campaign(duel).load_state(4).dynasties["moskovskie"].missed_turns == 0  # away is not silence


def test_issue_29_3_the_chronicle_s_lines_are_in_english_too(duel: Path) -> None:
    settings = duel / "turns" / "game.yaml"
    settings.write_text(settings.read_text(encoding="utf-8").replace("language: ru", "language: en")
                        + "absence: {bot_after: 1, give_up_after: 2}\n", encoding="utf-8")
    play(duel, range(1, 4))
    said = chronicle(duel, 3) + chronicle(duel, 4)
    assert "The player of Московские has sent no orders for 1 turn in a row: the master's built-in player now " \
           "plays the house until its player sends orders." in said
    assert "The player of Московские has sent no orders for 2 turns in a row: the house is given up to the master." \
        in said


def test_issue_29_2_the_roll_call_names_a_player_away_apart_and_does_not_remind_him(duel: Path) -> None:
    text = (duel / "turns" / "game.yaml").read_text(encoding="utf-8")
    away = "moskovskie: {player: Калита, controller: player, away: [1, 2]}"
    (duel / "turns" / "game.yaml").write_text(text.replace("moskovskie: {player: null, controller: player}", away),
                                              encoding="utf-8")
    result = run("roll-call", "--game", str(duel))
    assert result.exit_code == 0, result.output
    post = (duel / "reports" / "turn-01" / "roll-call" / "1-thread.bbcode").read_text(encoding="utf-8")
    assert "Ещё не прислали (1 из 1): Тверские." in post
    assert "В отъезде (за них ходит мастер): Московские (Калита)." in post
    assert not list((duel / "reports" / "turn-01" / "roll-call").glob("*Калита*"))
    assert "Калита (в отъезде: ходит мастер)" in run("status", "--game", str(duel)).output


@pytest.mark.parametrize(("setting", "said"), [
    ("deadline: {turns: {2: 2027-02-30 20:00}}\n", "«2027-02-30 20:00» — не дата и время; пишите как 2027-01-10 20:00"),
    ("deadline: {timezone: Europe/Moskow, turns: {2: 2027-01-10}}\n", "«Europe/Moskow» — не часовой пояс"),
])
def test_issue_29_1_every_mistake_of_the_settings_is_said_in_russian(duel: Path, setting: str, said: str) -> None:
    settle(duel, setting)
    result = run("status", "--game", str(duel))
    assert result.exit_code == 1 and said in result.output, result.output
    assert not any(word in result.output for word in ("day is out of range", "Value error"))


def test_issue_29_3_an_absence_of_one_turn_is_written_with_one_number_and_three_are_refused(duel: Path) -> None:
    text = (duel / "turns" / "game.yaml").read_text(encoding="utf-8")
    seat = "moskovskie: {player: null, controller: player}"
    (duel / "turns" / "game.yaml").write_text(text.replace(seat, seat[:-1] + ", away: [1]}"), encoding="utf-8")
    assert Campaign(duel).settings.dynasties["moskovskie"].away == [1, 1]
    (duel / "turns" / "game.yaml").write_text(text.replace(seat, seat[:-1] + ", away: [1, 2, 3]}"), encoding="utf-8")
    refused = run("status", "--game", str(duel))
    assert refused.exit_code == 1
    assert "away: пишите первый и последний ход отсутствия, [8, 10], или один ход, [8]; здесь ходов 3" in refused.output


def test_issue_29_5_status_shows_who_the_built_in_player_will_play_this_turn(duel: Path) -> None:
    """Before the turn is resolved: a house silent long enough is shown as the master's this turn."""
    settle(duel, "absence: {bot_after: 1}\n")
    play(duel, range(1, 2))
    shown = run("status", "--game", str(duel)).output
    assert "— (молчит: ходит мастер)" in shown
    orders(duel, "moskovskie", 2)  # he writes again: his house is his
    assert "молчит: ходит мастер" not in run("status", "--game", str(duel)).output
