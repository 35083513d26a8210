"""`dynasty roll-call` (issue 29): the post for the game's thread — which players' houses have sent their orders
and which have not, with the deadline and the time left — and a private reminder to each player whose house has
sent nothing, in `reports/turn-NN/roll-call/`, in the markup of the game's forum. Names only: nothing of what an
order file orders, nor whether it has errors; the master's houses are left out. The clock is `DYNASTY_NOW`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app

#: A Thursday evening in Moscow: turn 1's orders (weekly on Sunday 20:00 from 2026-12-01) are due in 2 days 2 hours.
NOW = "2026-12-04T17:30"
DEADLINE = "deadline: {timezone: Europe/Moscow, weekly: sunday 20:00, start: 2026-12-01}\n"
#: Tverskie's orders: a visit to a rival's member and a gift of 47 coins, which the roll call must never tell.
ORDERS = """dynasty: tverskie
turn: 1
actions:
  - visit: {by: mikhail, target: elena-moskovskie}
  - donate: {by: kseniya, coins: 47}
"""


@pytest.fixture(autouse=True)
def _fixed_clock_in_the_tests_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The clock is `NOW`; paths are said from the test's folder (`duel/reports/...`)."""
    monkeypatch.setenv("DYNASTY_NOW", NOW)
    monkeypatch.chdir(tmp_path)


def run(game: Path, *args: str) -> Result:
    return CliRunner().invoke(app, ["roll-call", *args, "--game", str(game)])


def ok(result: Result) -> str:
    assert result.exit_code == 0, result.output
    return result.stdout


def seats(game: Path, tverskie: str, moskovskie: str, *, extra: str = "") -> None:
    """Set the two houses' seats in turns/game.yaml (`{player: ..., controller: ...}`), and add `extra` lines."""
    settings = game / "turns" / "game.yaml"
    text = settings.read_text(encoding="utf-8")
    text = re.sub(r"^  tverskie: .*$", f"  tverskie: {tverskie}", text, flags=re.MULTILINE)
    text = re.sub(r"^  moskovskie: .*$", f"  moskovskie: {moskovskie}", text, flags=re.MULTILINE)
    settings.write_text(text + extra, encoding="utf-8")


def send_orders(game: Path) -> None:
    orders = game / "turns" / "turn-01" / "orders"
    orders.mkdir(parents=True, exist_ok=True)
    (orders / "tverskie.yaml").write_text(ORDERS, encoding="utf-8")


def roll_call(game: Path) -> dict[str, str]:
    """The files of turn 1's roll call, by their path under `roll-call/`."""
    folder = game / "reports" / "turn-01" / "roll-call"
    return {p.relative_to(folder).as_posix(): p.read_text(encoding="utf-8") for p in folder.rglob("*") if p.is_file()}


def test_the_thread_post_names_who_sent_orders_and_who_did_not_and_each_missing_player_gets_a_reminder(
        duel_copy: Path) -> None:
    seats(duel_copy, "{player: Ратиборыч, controller: player}", "{player: Добрыня, controller: player}")
    send_orders(duel_copy)
    printed = ok(run(duel_copy))
    files = roll_call(duel_copy)
    assert sorted(files) == ["1-thread.bbcode", "Добрыня (moskovskie)/reminder.bbcode"]
    thread = files["1-thread.bbcode"]
    assert thread.startswith("[b]Перекличка: ход 1[/b]\n\n")
    assert "Прислали приказы (1 из 2): Тверские (Ратиборыч)." in thread
    assert "Ещё не прислали (1 из 2): Московские (Добрыня)." in thread
    assert "Срок приказов хода 1 не назначен." in thread
    reminder = files["Добрыня (moskovskie)/reminder.bbcode"]
    assert reminder.startswith("[b]Напоминание: приказы на ход 1[/b]\n\n")
    assert "Приказов Московских на ход 1 мастер пока не получил." in reminder
    assert "Срок приказов хода 1 не назначен." in reminder
    assert "шаблон приказов — последнее сообщение вашего отчёта за ход 1" in reminder
    assert "личным сообщением" in reminder
    # what the command prints: the files written, then the thread's post to copy
    assert printed.startswith("Записаны 2 файла: duel/reports/turn-01/roll-call/1-thread.bbcode")
    assert printed.endswith("\n\n" + thread)


def test_the_roll_call_tells_nothing_of_what_an_order_file_orders_nor_of_its_errors(duel_copy: Path) -> None:
    """The visit's target, the gift's 47 coins, the actions, and whether the file has errors (it has: `donate`
    takes no `coins`) appear in no file of the roll call and nowhere in what the command prints."""
    seats(duel_copy, "{player: Ратиборыч, controller: player}", "{player: Добрыня, controller: player}")
    send_orders(duel_copy)
    status = CliRunner().invoke(app, ["status", "--game", str(duel_copy)])
    assert "ошиб" in status.stdout  # the GM's status says the file has errors; the players' roll call must not
    printed = ok(run(duel_copy))
    for text in [printed, *roll_call(duel_copy).values()]:
        for secret in ("elena-moskovskie", "Елен", "47", "visit", "визит", "donate", "пожертв", "ошиб",
                       "предупрежд", "mikhail", "Михаил"):
            assert secret not in text, (secret, text)


def test_a_house_of_the_master_is_not_called_nor_reminded(duel_copy: Path) -> None:
    seats(duel_copy, "{player: Ратиборыч, controller: player}", "{player: null, controller: master}")
    ok(run(duel_copy))
    files = roll_call(duel_copy)
    assert sorted(files) == ["1-thread.bbcode", "Ратиборыч (tverskie)/reminder.bbcode"]
    thread = files["1-thread.bbcode"]
    assert "Ещё не прислали (1 из 1): Тверские (Ратиборыч)." in thread
    assert "Московские" not in thread


def test_a_house_that_sent_its_orders_gets_no_reminder_and_when_all_have_the_post_says_so(duel_copy: Path) -> None:
    seats(duel_copy, "{player: Ратиборыч, controller: player}", "{player: null, controller: master}")
    send_orders(duel_copy)
    ok(run(duel_copy))
    files = roll_call(duel_copy)
    assert sorted(files) == ["1-thread.bbcode"]
    assert "Прислали приказы (1 из 1): Тверские (Ратиборыч).\nПриказы прислали все." in files["1-thread.bbcode"]


def test_a_reminder_of_an_earlier_roll_call_to_a_house_that_has_since_sent_orders_goes_to_the_archive(
        duel_copy: Path) -> None:
    seats(duel_copy, "{player: Ратиборыч, controller: player}", "{player: Добрыня, controller: player}")
    ok(run(duel_copy))
    assert "Ратиборыч (tverskie)/reminder.bbcode" in roll_call(duel_copy)
    send_orders(duel_copy)
    printed = ok(run(duel_copy))
    assert sorted(roll_call(duel_copy)) == ["1-thread.bbcode", "Добрыня (moskovskie)/reminder.bbcode"]
    assert printed.startswith("Прежняя перекличка перенесена в архив duel/turns/archive/roll-call-001")
    assert (duel_copy / "turns/archive/roll-call-001/reports/turn-01/roll-call/Ратиборыч (tverskie)/reminder.bbcode"
            ).is_file()


def test_the_deadline_and_the_time_left_when_the_game_sets_one(duel_copy: Path) -> None:
    seats(duel_copy, "{player: Ратиборыч, controller: player}", "{player: Добрыня, controller: player}",
          extra=DEADLINE)
    ok(run(duel_copy))
    files = roll_call(duel_copy)
    said = ("Срок приказов хода 1 — воскресенье, 6 декабря 2026, 20:00 по московскому времени; "
            "до срока — 2 дня 2 часа.")
    assert said in files["1-thread.bbcode"]
    assert said in files["Добрыня (moskovskie)/reminder.bbcode"]
    assert "не назначен" not in files["1-thread.bbcode"]


def test_the_posts_are_markdown_on_discord(duel_copy: Path) -> None:
    seats(duel_copy, "{player: Ратиборыч, controller: player}", "{player: Добрыня, controller: player}",
          extra="forum: discord\n")
    settings = duel_copy / "turns" / "game.yaml"
    settings.write_text(settings.read_text(encoding="utf-8").replace("forum: phpbb\n", ""), encoding="utf-8")
    printed = ok(run(duel_copy))
    files = roll_call(duel_copy)
    assert sorted(files) == ["1-thread.md", "Добрыня (moskovskie)/reminder.md", "Ратиборыч (tverskie)/reminder.md"]
    assert files["1-thread.md"].startswith("**Перекличка: ход 1**\n\n")
    assert files["Добрыня (moskovskie)/reminder.md"].startswith("**Напоминание: приказы на ход 1**\n\n")
    assert "[b]" not in printed + "".join(files.values())


@pytest.mark.parametrize(("forum", "thread", "shown", "live"), [
    ("phpbb", "1-thread.bbcode", "Московские (［url=x］Добрыня［/url］</textarea>)", ["[url=x]", "[/url]"]),
    ("discord", "1-thread.md", r"Московские (\[url=x\]Добрыня\[/url\]\</textarea\>)", ["[url=x]", "</textarea>"]),
])
def test_a_hostile_forum_name_stays_inert(forum: str, thread: str, shown: str, live: list[str],
                                          duel_copy: Path) -> None:
    """A forum name that is markup opens no link nor tag in the posts (`text.markup`, as the reports): BBCode's
    brackets become their look-alikes (a BBCode forum shows HTML as text), Markdown's signs are escaped."""
    seats(duel_copy, "{player: Ратиборыч, controller: player}",
          "{player: '[url=x]Добрыня[/url]</textarea>', controller: player}")
    settings = duel_copy / "turns" / "game.yaml"
    settings.write_text(settings.read_text(encoding="utf-8").replace("forum: phpbb", f"forum: {forum}"),
                        encoding="utf-8")
    ok(run(duel_copy))
    files = roll_call(duel_copy)
    assert f"Ещё не прислали (2 из 2): Тверские (Ратиборыч), {shown}." in files[thread]
    for text in files.values():
        assert [markup for markup in live if markup in text] == []


@pytest.mark.parametrize(("turn", "said"), [
    ("5", "ошибка: у хода 5 нет состояния (duel/turns/turn-05/state.yaml); ходы с состоянием: 1"),
    ("turn-x", "ошибка: 'turn-x' — не ход; пишите 7, turn-7 или turn-07"),
])
def test_a_wrong_turn_is_one_sentence_and_exit_1(turn: str, said: str, duel_copy: Path) -> None:
    result = run(duel_copy, turn)
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.splitlines() == [said]
    assert not (duel_copy / "reports" / "turn-01" / "roll-call").exists()


def test_a_turn_already_resolved_is_refused_in_one_sentence(duel_copy: Path) -> None:
    assert CliRunner().invoke(app, ["resolve", "1", "--yes", "--game", str(duel_copy)]).exit_code == 0
    result = run(duel_copy, "1")
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.splitlines() == [
        "ошибка: ход 1 уже разыгран; перекличка — для хода, который ждёт приказов, сейчас это ход 2"]
    assert ok(run(duel_copy)).endswith("Перекличка: ход 2[/b]\n\nСрок приказов хода 2 не назначен.\n\n"
                                       "Приказов на ход 2 пока не прислал никто.\n"
                                       "Ещё не прислали (2 из 2): Тверские, Московские.\n")


def test_a_folder_without_a_campaign_is_one_sentence_and_exit_1(tmp_path: Path) -> None:
    result = run(tmp_path)
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert len(result.stderr.splitlines()) == 1 and "здесь нет кампании" in result.stderr


def test_lang_en_speaks_english_and_the_posts_keep_the_games_language(duel_copy: Path) -> None:
    """--lang is the command's own words; the posts are for the players, in the game's language (as the reports,
    `take`'s reply and `reveal`'s post)."""
    seats(duel_copy, "{player: Ratibor, controller: player}", "{player: Dobrynya, controller: player}")
    printed = ok(run(duel_copy, "--lang", "en"))
    assert printed.startswith("3 files written: duel/reports/turn-01/roll-call/1-thread.bbcode")
    assert "[b]Перекличка: ход 1[/b]" in printed
    assert run(duel_copy, "9", "--lang", "en").stderr.startswith("error: turn 9 has no state")


def test_an_english_game_gets_its_roll_call_in_english(duel_copy: Path) -> None:
    seats(duel_copy, "{player: Ratibor, controller: player}", "{player: Dobrynya, controller: player}",
          extra=DEADLINE)
    settings = duel_copy / "turns" / "game.yaml"
    settings.write_text(settings.read_text(encoding="utf-8").replace("language: ru", "language: en"),
                        encoding="utf-8")
    send_orders(duel_copy)
    printed = ok(run(duel_copy))
    files = roll_call(duel_copy)
    thread = files["1-thread.bbcode"]
    assert printed.startswith("2 files written: ")
    assert thread.startswith("[b]Roll call: turn 1[/b]\n\n")
    assert "Orders in (1 of 2): Тверские (Ratibor)." in thread
    assert "Not in yet (1 of 2): Московские (Dobrynya)." in thread
    assert "The orders of turn 1 are due by Sunday 6 December 2026, 20:00 Moscow time; 2 days 2 hours left." \
        in thread
    reminder = files["Dobrynya (moskovskie)/reminder.bbcode"]
    assert "The master has not received the orders of Московские for turn 1 yet." in reminder
