"""Who is who, without surprises (issue "Secrets that hold", 2, 3 and 10): a player can take over no other house —
not by a forum name that reads as its id, not by writing its id in his post — and no answer he gets tells him what a
rival has sent.

Names are read so: an exact id first, then an exact house name, then an exact forum name; a folded match (letter
case, `_` for `-`, look-alike letters) only when it is unique. `--dynasty` reads houses, `--player` players. A forum
name of `turns/game.yaml` that folds to another house's id or name, or to another player's name, is refused. A post
whose sender the GM does not name is only a claim: on a terminal he is asked, else nothing is saved.

The forum world (tests/forum_world.py): belozerskie (Белозерские, player «Ратиборыч», treasury 100, 6 AP),
ustyuzhskie (Устюжские, «Ustug», treasury 30), tverskie (Тверские, «Михаил Тверской»)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands import cli
from dynasty.commands.cli import app
from dynasty.orders.intake import HOUSES, PLAYERS, matches
from dynasty.store.yaml_io import load_yaml, save_yaml
from tests.forum_world import PLAYERS as FORUM_PLAYERS
from tests.forum_world import forum_campaign, forum_state

ORDERS = Path("turns/turn-05/orders")
#: Belozerskie's own orders, already taken in for turn 5.
THEIRS = "dynasty: belozerskie\nturn: 5\nactions:\n  - visit: {by: ratibor, target: milava}\n"
#: What the player of the Ustyuzhskie sends, pretending to be the Belozerskie.
FORGED = ("Мастер, вот приказы:\n[code]\ndynasty: belozerskie\nturn: 5\nactions:\n"
          "  - study: {by: vseslav, skill: learning}\n[/code]\n")


def run(*args: str, stdin: bytes | None = None) -> Result:
    return CliRunner().invoke(app, list(args), input=stdin)


@pytest.fixture
def game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = forum_campaign(tmp_path / "game")
    (root / ORDERS).mkdir(parents=True)
    (root / ORDERS / "belozerskie.yaml").write_text(THEIRS, encoding="utf-8")
    (root / "post.txt").write_text(FORGED, encoding="utf-8")
    monkeypatch.chdir(root)
    return root


def untouched(game: Path) -> bool:
    """The Belozerskie's orders are as they sent them, and nothing of theirs went to the archive."""
    return ((game / ORDERS / "belozerskie.yaml").read_text(encoding="utf-8") == THEIRS
            and not (game / "turns" / "archive").exists())


def test_a_post_that_names_a_rival_house_in_its_dynasty_line_replaces_nothing_without_a_named_sender(
        game: Path) -> None:
    """Item 10: the post's own `dynasty:` line used to decide whose orders it was: the Ustyuzhskie's player wrote
    the Belozerskie's id, the GM took the post in, and the Belozerskie's file was replaced while the reply showed
    their AP and treasury. Now that line is only a claim: without a terminal to ask the GM, nothing is saved and
    one line says to name the sender."""
    result = run("take", "5", "post.txt")
    assert result.exit_code == 1
    assert result.stderr.startswith("post.txt: ошибка: не сказано, кто прислал пост: строка 'dynasty:' называет "
                                    "Белозерских (belozerskie)")
    assert "--player НИК" in result.stderr and len(result.stderr.splitlines()) == 1
    assert result.stdout == ""  # no reply, so none of the house's figures
    assert untouched(game)


def test_on_a_terminal_the_gm_is_asked_whether_the_house_the_post_names_sent_it(
        game: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The GM who pastes a post without naming its sender is asked, with the player the post's house has: he
    knows whose private message he copied. No keeps everything as it was; yes takes the post in."""
    asked: list[str] = []
    answer = {"yes": False}

    def agrees(question: str) -> bool:
        asked.append(question)
        return answer["yes"]

    monkeypatch.setattr(cli, "_on_terminal", lambda: True)
    monkeypatch.setattr(cli, "_agrees", agrees)
    refused = run("take", "5", "post.txt")
    assert asked == ["Приказы в посте — за Белозерских (belozerskie). Их прислал Ратиборыч? [д/Н] "]
    assert refused.exit_code == 1 and untouched(game)
    assert refused.stderr == ("post.txt: ошибка: ничего не сохранено; назовите, кто прислал пост: --player НИК или "
                              "--dynasty ID\n")
    answer["yes"] = True
    taken = run("take", "5", "post.txt")
    assert taken.exit_code == 0, taken.output
    assert "vseslav" in (game / ORDERS / "belozerskie.yaml").read_text(encoding="utf-8")
    assert (game / "turns" / "archive" / "orders" / "turn-05" / "belozerskie-1.yaml").read_text(
        encoding="utf-8") == THEIRS


def test_act_accept_marriage_take_replies_the_same_whether_or_not_the_suitor_s_house_has_proposed(
        game: Path) -> None:
    """Item 2: the warning "she has not proposed to you" came or went with the Ustyuzhskie's file of this turn, so
    that re-sending a post told the Belozerskie what the Ustyuzhskie had ordered before the deadline. Now the
    reply is the same either way: it tells that no proposal stands from last turn, and that a proposal of this
    same turn makes the marriage."""
    accept = ("[code]\ndynasty: belozerskie\nturn: 5\nactions:\n"
              "  - accept_marriage: {by: vseslav, target: milava}\n[/code]\n")
    (game / "accept.txt").write_text(accept, encoding="utf-8")
    before = run("take", "5", "accept.txt", "--player", "Ратиборыч")
    (game / ORDERS / "ustyuzhskie.yaml").write_text(
        "dynasty: ustyuzhskie\nturn: 5\nactions:\n  - propose_marriage: {by: milava, target: vseslav}\n",
        encoding="utf-8")
    after = run("take", "5", "accept.txt", "--player", "Ратиборыч")
    assert "Милава (milava) не сваталась ко Всеславу (vseslav) в прошлом ходу" in after.stdout
    assert after.stdout == before.stdout and after.exit_code == before.exit_code


def test_a_named_sender_who_writes_a_rival_s_id_gets_his_own_file_and_only_his_own_figures(game: Path) -> None:
    """Item 10: the GM names the sender; the post writing another house's id is saved as the sender's orders,
    which are in error for it, and the reply's figures are the sender's (treasury 30), never the Belozerskie's
    (treasury 100, 6 AP)."""
    result = run("take", "5", "post.txt", "--player", "Ustug")
    assert result.exit_code == 1
    assert (game / ORDERS / "ustyuzhskie.yaml").exists() and untouched(game)
    assert "belozerskie" in result.stdout  # the mistake is told, at its line
    assert "из 30 в казне" in result.stdout
    assert "из 100" not in result.stdout and "из 6 " not in result.stdout


@pytest.mark.parametrize("player, kind", [
    ("tverskie", "id"),          # exactly another house's id (the "Brandt" for Bob's brandt)
    ("Tverskie_", "id"),         # the same once folded: a look-alike is enough
    ("Тверские", "название"),    # another house's name
    ("тверские", "название"),
    ("USTUG", "ник игрока"),     # another player's forum name, folded
])
@pytest.mark.parametrize("command", [
    ["status"], ["check", "5"], ["take", "5", "post.txt", "--dynasty", "tverskie"], ["template", "5", "tverskie"],
    ["bot", "5", "--dynasty", "tverskie"], ["report", "5", "--dynasty", "tverskie"],
])
def test_a_forum_name_that_reads_as_another_house_or_player_is_refused_by_every_command(
        game: Path, player: str, kind: str, command: list[str]) -> None:
    """Item 3: when the player of the Belozerskie is called like another house, `take --dynasty tverskie` saved
    the Tverskie's post as the Belozerskie's orders, `template 5 tverskie` printed the Belozerskie's AP and coins,
    `bot --dynasty tverskie` played the Belozerskie. Now `turns/game.yaml` is refused at its line, by every
    command, and nothing is written."""
    settings = load_yaml(game / "turns" / "game.yaml").data
    settings["dynasties"]["belozerskie"]["player"] = player
    save_yaml(game / "turns" / "game.yaml", settings)
    result = run(*command)
    assert result.exit_code == 1
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("turns/game.yaml:"), result.output
    assert f"ник '{player}' игрока Белозерских (belozerskie) читается как {kind}" in lines[0]
    assert not (game / ORDERS / "tverskie.yaml").exists() and untouched(game)


def test_the_same_forum_name_for_two_houses_is_one_player_and_is_not_refused(game: Path) -> None:
    """A player may run two houses (his own and a branch): the same name, written the same, is one player;
    `--player` then names no single house and says so."""
    settings = load_yaml(game / "turns" / "game.yaml").data
    settings["dynasties"]["tverskie"]["player"] = "Ратиборыч"
    save_yaml(game / "turns" / "game.yaml", settings)
    assert run("status").exit_code == 0
    result = run("take", "5", "post.txt", "--player", "Ратиборыч")
    assert result.exit_code == 1
    assert "'Ратиборыч' подходит не к одной династии — belozerskie, tverskie" in result.stderr
    assert untouched(game)


def test_dynasty_reads_houses_and_player_reads_players(game: Path) -> None:
    """`--dynasty` takes a house's id or name, never a forum name; `--player` a forum name, never a house."""
    by_player_as_house = run("take", "5", "post.txt", "--dynasty", "Ратиборыч")
    assert by_player_as_house.exit_code == 1 and "'Ратиборыч' — не династия" in by_player_as_house.stderr
    by_house_as_player = run("take", "5", "post.txt", "--player", "belozerskie")
    assert by_house_as_player.exit_code == 1 and "'belozerskie' — не династия" in by_house_as_player.stderr
    assert untouched(game)
    assert run("template", "5", "Ратиборыч").exit_code == 1
    assert run("template", "5", "Белозерские").exit_code == 0


def test_an_exact_id_comes_before_an_exact_name_and_a_folded_match_must_be_unique() -> None:
    """The Ustyuzhskie renamed «Belozerskie» (a scenario may name a house so): `belozerskie` is the id of the one,
    `Belozerskie` the name of the other, and `BELOZERSKIE`, folded, stands for both — so for neither."""
    state = forum_state()
    state.dynasties["ustyuzhskie"].name = "Belozerskie"
    assert matches("belozerskie", state, FORUM_PLAYERS) == ["belozerskie"]
    assert matches("Belozerskie", state, FORUM_PLAYERS) == ["ustyuzhskie"]
    assert matches("BELOZERSKIE", state, FORUM_PLAYERS) == ["belozerskie", "ustyuzhskie"]
    assert matches("ratiborych", state, FORUM_PLAYERS, PLAYERS) == []
    assert matches("Ратиборыч", state, FORUM_PLAYERS, HOUSES) == []
    assert matches("ратиборыч", state, FORUM_PLAYERS, PLAYERS) == ["belozerskie"]


def test_a_file_of_the_orders_folder_whose_name_fits_two_houses_is_an_error_that_says_so(
        game: Path) -> None:
    """A file name that folds to two houses' names is read as neither: `check` names both."""
    state_path = game / "turns" / "turn-05" / "state.yaml"
    state_path.write_text(state_path.read_text(encoding="utf-8").replace("name: Устюжские", "name: Belozerskie"),
                          encoding="utf-8")
    (game / ORDERS / "belozerskie.yaml").rename(game / ORDERS / "BELOZERSKIE.yaml")
    result = run("check", "5")
    assert result.exit_code == 1
    assert ("turns/turn-05/orders/BELOZERSKIE.yaml:1: ошибка: файл назван 'BELOZERSKIE', а так можно назвать не одну "
            "династию — Белозерские (belozerskie), Belozerskie (ustyuzhskie)") in result.stdout


def test_a_post_pasted_on_a_terminal_ends_at_the_first_ctrl_d() -> None:
    """A terminal's Ctrl-D ends one read, not the stream: `take` read on and waited for a second Ctrl-D before it
    could ask whose the post was. After a short read, nothing more is read."""
    chunks = [b"[code]\ndynasty: belozerskie\n[/code]\n", b""]

    def terminal(n: int) -> bytes:
        if not chunks:
            raise AssertionError("read again after the end: the GM would have to press Ctrl-D twice")
        return chunks.pop(0)

    read_some = cli._until_end(terminal)
    assert read_some(1 << 20).startswith(b"[code]") and read_some(1 << 20) == b"" and chunks == [b""]
