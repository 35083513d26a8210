"""`dynasty take TURN [FILE | -]` end to end, on pasted forum posts (issue "Orders as forum players write
them", deliverable 5): the orders found in the post and whose they are, saved as the turn's order file (a
replaced file kept in the archive, never lost), checked with the turn's other files, and the reply for the
player printed in the game's language, as Markdown or BBCode — his errors and warnings, and the echo of what
was understood, action by action with its cost, the totals, the decisions taken and left to their defaults.
`dynasty check --echo` prints the same echo."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from tests.forum_world import forum_campaign

ORDERS = Path("turns/turn-05/orders")
ARCHIVE = Path("turns/archive/orders/turn-05")

ORDERS_TEXT = """\
dynasty: belozerskie
turn: 5
decisions:
  famine:
    beloozero: платим
actions:
  - визит: {by: ratibor, target: milava}
  - обучение: {by: vseslav, skill: знание}
  - посвататься: {by: zlata, target: boris, terms: {ask: 20}}
  - pacify: {by: boris-belozerskie, province: volgda}
war:
  tverskie: {send: 10, take: [tver]}
names:
  lyubava-belozerskie: Любава
"""
PHPBB_POST = f"Доброго вечера, мастер!\n\n[code]\n{ORDERS_TEXT}[/code]\n\nРатиборыч\n"

REPLY_MD = """\
**Приказы Белозерских на ход 5: 2 ошибки — исправьте их и пришлите приказы заново.**

**Ошибки:**
- строка 10 (`- pacify: {by: boris-belozerskie, province: volgda}`): провинции 'volgda' в игре нет; может быть, \
Вологда (vologda)?
- строка 10 (`- pacify: {by: boris-belozerskie, province: volgda}`): действия стоят 8 ОД, а в этот ход у вас 6 ОД \
(DYN-4)

**Предупреждения:**
- строка 3 (`decisions:`): нет решения о восстании в Кириллове (kirillov): по умолчанию будет выбрано 'suppress' — \
подавить (PROV-6)

**Как поняты приказы:**
1. Ратибор: визит к Милаве — 2 ОД
2. Всеслав: обучение навыку «знание» — 2 ОД
3. Злата: сватовство к Борису на условиях: нам платят 20 монет — 2 ОД
4. Борис: успокоение volgda — 2 ОД и 10 монет

Итого: 8 ОД из 6; 25 монет из 100 в казне, с решениями.

**Решения:**
- Неурожай в Белоозере: заплатить (15 монет)
- Восстание в Кириллове: подавить (армия −12) — по умолчанию (PROV-6)
- Наследник не назван: по закону наследует Ярослав, других законных наследников нет (SUCC-3, SUCC-5)
- Битва с Тверскими: в бой идут 10 солдат; взять: Тверь
- Имя Любаве: «Любава»
"""

GOOD_ORDERS = """\
dynasty: belozerskie
turn: 5
decisions:
  famine:
    beloozero: pay
  revolt:
    kirillov: suppress
actions:
  - visit: {by: ratibor, target: milava}
  - study: {by: vseslav, skill: learning}
  - pacify: {by: boris-belozerskie, province: vologda}
"""


def run(*args: str, stdin: bytes | None = None) -> Result:
    return CliRunner().invoke(app, list(args), input=stdin)


@pytest.fixture
def game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The forum game, the current folder, as a game master works: `dynasty take 5 post.txt` in it."""
    root = forum_campaign(tmp_path / "game")
    monkeypatch.chdir(root)
    return root


def post(game: Path, text: str | bytes, name: str = "post.txt") -> str:
    path = game / name
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return name


def test_take_a_phpbb_post_saves_its_code_block_and_replies_in_markdown(game: Path) -> None:
    """The orders of the [code] block are saved as the order file of the house the GM names; the reply names each
    error at its line with the line quoted, then what was understood with the costs."""
    result = run("take", "5", post(game, PHPBB_POST), "--dynasty", "belozerskie")
    assert result.exit_code == 1  # the orders have errors: saved all the same, for the player to correct
    assert result.stdout == REPLY_MD
    assert (game / ORDERS / "belozerskie.yaml").read_text(encoding="utf-8") == ORDERS_TEXT
    assert result.stderr == "Приказы Белозерских (belozerskie) сохранены: turns/turn-05/orders/belozerskie.yaml\n"


def test_take_replies_in_bbcode_for_a_bbcode_forum(game: Path) -> None:
    result = run("take", "5", post(game, PHPBB_POST), "--format", "bbcode", "--dynasty", "belozerskie")
    lines = result.stdout.splitlines()
    assert lines[0] == "[b]Приказы Белозерских на ход 5: 2 ошибки — исправьте их и пришлите приказы заново.[/b]"
    assert "[list=1]" in lines and "[*]Ратибор: визит к Милаве — 2 ОД" in lines
    assert ("[*]строка 10 ([i]- pacify: {by: boris-belozerskie, province: volgda}[/i]): провинции 'volgda' в игре "
            "нет; может быть, Вологда (vologda)?") in lines
    assert "**" not in result.stdout and "`" not in result.stdout


def test_take_replies_in_the_markup_of_the_game_s_forum_unless_told(game: Path) -> None:
    """Issue 16: what `take` prints is the reply the GM posts back, so it is in his forum's markup
    (`forum:` of turns/game.yaml) when `--format` does not say otherwise."""
    settings = game / "turns" / "game.yaml"
    settings.write_text(settings.read_text(encoding="utf-8").replace("forum: markdown", "forum: phpbb"),
                        encoding="utf-8")
    replied = run("take", "5", post(game, PHPBB_POST), "--player", "Ратиборыч").stdout
    assert replied.startswith("[b]Приказы Белозерских на ход 5: 2 ошибки") and "**" not in replied
    assert run("take", "5", post(game, PHPBB_POST), "--format", "md", "--player", "Ратиборыч").stdout == REPLY_MD


def test_take_of_good_orders_from_standard_input_exits_0_and_says_they_are_in(game: Path) -> None:
    result = run("take", "5", "--dynasty", "Белозерские", stdin=f"```yaml\n{GOOD_ORDERS}```\n".encode())
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == "**Приказы Белозерских на ход 5 приняты.**"
    assert "1. Ратибор: визит к Милаве — 2 ОД" in result.stdout
    assert "Итого: 6 ОД из 6; 25 монет из 100 в казне, с решениями." in result.stdout
    assert "- Восстание в Кириллове: подавить (армия −12)" in result.stdout.splitlines()
    assert (game / ORDERS / "belozerskie.yaml").read_text(encoding="utf-8") == GOOD_ORDERS


RUSSIAN_KEYS = """\
Приказы на пятый ход, проверьте:

[code]
Династия: belozerskie
ход: 5
решения:
  неурожай:
    beloozero: платим
  восстание:
    kirillov: подавить
действия:
  - визит: {кто: ratibor, цель: milava}
  - обучение: {кто: vseslav, навык: знание}
  - успокоить провинцию: {кто: boris-belozerskie, провинция: vologda}
[/code]
"""


def test_take_of_orders_written_with_russian_keys_reads_them_as_the_english_ones(game: Path) -> None:
    """A player who writes every key in Russian (`Династия:`, `кто:`) is understood as the template's English:
    the post is found to be the Belozerskies', and the orders are those of GOOD_ORDERS."""
    result = run("take", "5", post(game, RUSSIAN_KEYS), "--dynasty", "belozerskie")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == "**Приказы Белозерских на ход 5 приняты.**"
    english = run("take", "5", "--dynasty", "belozerskie", stdin=f"```yaml\n{GOOD_ORDERS}```\n".encode())
    assert result.stdout == english.stdout


def test_take_reads_places_and_own_members_written_by_their_names(game: Path) -> None:
    """A player writes the places and his own people as his report shows them (`Белоозеро`, `Белозерские`,
    `Ратибор`; his Борис among two Борисы of the game): they are read as their ids, and the orders are those of
    GOOD_ORDERS."""
    by_name = (GOOD_ORDERS.replace("dynasty: belozerskie", "dynasty: Белозерские")
               .replace("beloozero: pay", "Белоозеро: pay").replace("kirillov: suppress", "кириллов: suppress")
               .replace("province: vologda", "province: Вологда").replace("by: ratibor", "by: Ратибор")
               .replace("by: vseslav", "by: всеслав").replace("by: boris-belozerskie", "by: Борис"))
    result = run("take", "5", post(game, f"[code]\n{by_name}[/code]\n"), "--dynasty", "belozerskie")
    assert result.exit_code == 0, result.output
    english = run("take", "5", "--dynasty", "belozerskie", stdin=f"```yaml\n{GOOD_ORDERS}```\n".encode())
    assert result.stdout == english.stdout


def test_take_finds_the_dynasty_by_the_players_forum_name(game: Path) -> None:
    """Issue: "finds the dynasty (from `dynasty:` or the forum name)" — a post saved under the player's forum
    name, or the name given with --player, when the orders lack their `dynasty:` line."""
    without = GOOD_ORDERS.replace("dynasty: belozerskie\n", "")
    result = run("take", "5", post(game, f"[code]{without}[/code]", "Ратиборыч.txt"))
    assert (game / ORDERS / "belozerskie.yaml").exists(), result.output
    assert "не хватает поля 'dynasty'" in result.stdout
    (game / ORDERS / "belozerskie.yaml").unlink()
    result = run("take", "5", post(game, f"[code]{without}[/code]"), "--player", "ратиборыч")
    assert (game / ORDERS / "belozerskie.yaml").exists(), result.output


def test_take_without_a_dynasty_to_be_found_saves_nothing_and_says_how_to_name_it(game: Path) -> None:
    result = run("take", "5", post(game, "[code]\nturn: 5\nactions:\n[/code]\n"))
    assert result.exit_code == 1
    assert result.stderr.startswith("post.txt: ошибка: не понять, чьи это приказы: в них нет строки 'dynasty: <id>'")
    assert "--player НИК" in result.stderr and "Белозерские (belozerskie)" in result.stderr
    assert not (game / ORDERS).exists()


def test_take_of_an_unknown_player_suggests_the_closest(game: Path) -> None:
    result = run("take", "5", post(game, PHPBB_POST), "--player", "Ратибрыч")
    assert result.exit_code == 1
    assert "'Ратибрыч' — не династия и не игрок этой игры; может быть, 'belozerskie'?" in result.stderr


def test_take_keeps_the_replaced_files_in_the_archive(game: Path) -> None:
    """Issue: "a replaced file is kept in the archive, never lost" — the former order file, and a file of the
    same dynasty under another name (the player's forum name), are moved into turns/archive/orders/turn-05/."""
    (game / ORDERS).mkdir(parents=True)
    (game / ORDERS / "belozerskie.yaml").write_text("dynasty: belozerskie\nturn: 5\n# first\n", encoding="utf-8")
    (game / ORDERS / "Ратиборыч.txt").write_text("dynasty: belozerskie\nturn: 5\n# second\n", encoding="utf-8")
    result = run("take", "5", post(game, f"[code]{GOOD_ORDERS}[/code]"), "--player", "Ратиборыч")
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in (game / ORDERS).iterdir()) == ["belozerskie.yaml"]
    assert (game / ARCHIVE / "belozerskie-1.yaml").read_text(encoding="utf-8").endswith("# first\n")
    assert (game / ARCHIVE / "Ратиборыч-1.txt").read_text(encoding="utf-8").endswith("# second\n")
    assert result.stderr.splitlines()[1] == ("Прежние приказы Белозерских сохранены в архиве: "
                                             f"{ARCHIVE}/belozerskie-1.yaml, {ARCHIVE}/Ратиборыч-1.txt")
    run("take", "5", post(game, f"[code]{GOOD_ORDERS}[/code]"), "--player", "Ратиборыч")
    assert (game / ARCHIVE / "belozerskie-2.yaml").read_text(encoding="utf-8") == GOOD_ORDERS


def test_take_of_a_post_without_a_code_block_saves_nothing_and_says_to_use_one(game: Path) -> None:
    """Issue: "otherwise a message saying to put the orders in a code block"."""
    result = run("take", "5", post(game, f"Привет, мастер!\n{GOOD_ORDERS}Удачи!\n"))
    assert result.exit_code == 1
    assert result.stdout.splitlines()[0] == \
        "**Приказы на ход 5 не прочитаны: исправьте ошибки и пришлите их заново.**"
    assert "- приказы не в блоке кода, и их не отделить от слов сообщения: вставьте приказы в блок кода — " \
           "\\[code\\]…\\[/code\\] или" in result.stdout
    assert result.stderr == "Ничего не сохранено: приказы не приняты. Ответ игроку, с причиной, — ниже.\n"
    assert not (game / ORDERS).exists()


def test_take_of_a_cp1251_post_saves_it_in_utf8_and_tells_the_player(game: Path) -> None:
    """Issue: "cp1251 and UTF-16 are read (a warning says how they were read)" — the order file is saved in
    UTF-8, and the reply warns the player."""
    result = run("take", "5", post(game, f"[code]\n{GOOD_ORDERS}[/code]\nРатиборыч\n".encode("cp1251")),
                 "--player", "Ратиборыч")
    assert result.exit_code == 0, result.output
    assert "- файл сохранён в кодировке Windows-1251 и прочитан в ней; сохраняйте приказы в UTF-8" in result.stdout
    assert (game / ORDERS / "belozerskie.yaml").read_text(encoding="utf-8") == GOOD_ORDERS


def test_take_of_an_undecodable_post_is_one_error(game: Path) -> None:
    result = run("take", "5", post(game, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00\x00\x00\x00\x3e\x00\x03\x00\xfe\xff"))
    assert result.exit_code == 1
    assert result.stderr == ("post.txt: ошибка: файл не читается как текст ни в UTF-8, ни в другой известной "
                             "кодировке: откройте его в редакторе и сохраните в кодировке UTF-8\n")


def test_act_accept_peace_take_replies_the_same_whether_or_not_the_other_side_has_sent_its_offer(game: Path) -> None:
    """ACT-accept_peace: an offer of this same turn makes the peace; but the reply to the house that accepts
    depends on the state and its own orders only: were it to change with the Tverskie's file, re-sending a post
    would tell the Belozerskie what the Tverskie have ordered before the deadline."""
    accept = GOOD_ORDERS + "  - заключить мир: {by: yaroslav-belozerskie, from: tverskie}\n"
    before = run("take", "5", post(game, f"[code]{accept}[/code]"), "--dynasty", "belozerskie")
    (game / ORDERS / "tverskie.yaml").write_text(
        "dynasty: tverskie\nturn: 5\nactions:\n  - offer_peace: {by: mikhail, to: belozerskie}\n", encoding="utf-8")
    after = run("take", "5", post(game, f"[code]{accept}[/code]"), "--dynasty", "belozerskie")
    assert "4. Ярослав: согласие на мир с Тверскими — 0 ОД" in after.stdout
    assert "не предлагали вам мира в прошлом ходу" in after.stdout
    assert after.stdout == before.stdout and after.exit_code == before.exit_code


def test_take_of_a_resolved_turn_is_refused(game: Path) -> None:
    (game / "turns" / "turn-06").mkdir()
    (game / "turns" / "turn-06" / "state.yaml").write_bytes((game / "turns" / "turn-05" / "state.yaml").read_bytes())
    result = run("take", "5", post(game, PHPBB_POST))
    assert result.exit_code == 1
    assert result.stderr.startswith("ошибка: ход 5 уже обсчитан: приказы принимаются на ход 6; ")
    assert "'dynasty rollback 5'" in result.stderr and "'dynasty take 5'" in result.stderr


def test_take_of_an_unknown_format_is_refused(game: Path) -> None:
    result = run("take", "5", post(game, PHPBB_POST), "--format", "html")
    assert result.exit_code == 1 and "html" in result.stderr


def test_check_echo_prints_what_was_understood_under_the_files_problems(game: Path) -> None:
    """Issue: "`dynasty check` can print the same echo"."""
    (game / ORDERS).mkdir(parents=True)
    (game / ORDERS / "belozerskie.yaml").write_text(GOOD_ORDERS, encoding="utf-8")
    result = run("check", "5", "--echo")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[:9] == [
        "turns/turn-05/orders/belozerskie.yaml: Как поняты приказы:",
        "  1. Ратибор: визит к Милаве — 2 ОД",
        "  2. Всеслав: обучение навыку «знание» — 2 ОД",
        "  3. Борис: успокоение Вологды — 2 ОД и 10 монет",
        "  Итого: 6 ОД из 6; 25 монет из 100 в казне, с решениями.",
        "  - Неурожай в Белоозере: заплатить (15 монет)",
        "  - Восстание в Кириллове: подавить (армия −12)",
        "  - Наследник не назван: по закону наследует Ярослав, других законных наследников нет (SUCC-3, SUCC-5)",
        "проверен 1 файл приказов: 0 ошибок, 0 предупреждений",
    ]
