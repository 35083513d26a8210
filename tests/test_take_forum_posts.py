"""`dynasty take` reads posts as people post them (issue 27, point 2): a quote-reply, whose quoted template is not
the orders ([quote]…[/quote], nested, with any attributes, in any letter case; Markdown's `>` lines); of several
code blocks, the one that holds orders — the sender's, when he is known and two do — with a warning that names
the one read; a phpBB code box copied from a rendered post with words after it, whose orders end where their
YAML does (the words left out of the saved file, with a warning that names their line); a post whose only
orders are quoted, answered so. Lines still count in the post as pasted."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.game.rules import default_rules
from dynasty.orders.parse import parse_orders_text
from dynasty.orders.post import OrdersText, missing_orders, orders_text, post_warnings, unquoted
from tests.forum_world import forum_campaign
from tests.test_take import GOOD_ORDERS

RULES = default_rules()
REPO = Path(__file__).resolve().parent.parent
ORDERS = Path("turns/turn-05/orders")

#: The template the Master posted last turn, as a player quotes it.
OLD_TEMPLATE = """\
dynasty: belozerskie
turn: 4
decisions:
  # heir: zlata
actions:
  # - study: {by: ratibor, skill: learning}
"""
QUOTE_REPLY = f"""\
[quote="Мастер" post_id=1207 time=1700000000 user_id=2]Присылайте приказы по образцу:
[code]
{OLD_TEMPLATE}[/code]
Срок — до пятницы.[/quote]

Вот мои приказы:
[code]
{GOOD_ORDERS}[/code]
Ратиборыч
"""
CHIT_CHAT = "Вот мои приказы на этот ход, удачи всем!"
COPIED_BOX = f"Доброго вечера, мастер!\nКод: Выделить всё\n{GOOD_ORDERS}{CHIT_CHAT}\nРатиборыч\n"


def run(*args: str, stdin: bytes | None = None) -> Result:
    return CliRunner().invoke(app, list(args), input=stdin)


@pytest.fixture
def game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The forum game (tests/forum_world.py), the current folder, as a game master works."""
    root = forum_campaign(tmp_path / "game")
    monkeypatch.chdir(root)
    return root


def post(game: Path, text: str, name: str = "post.txt") -> str:
    (game / name).write_text(text, encoding="utf-8")
    return name


def line_of(text: str, words: str) -> int:
    return text.split("\n").index(words) + 1


def saved(game: Path) -> str:
    return (game / ORDERS / "belozerskie.yaml").read_text(encoding="utf-8")


# -- quotes ------------------------------------------------------------------------------------------------

def test_a_phpbb_quote_reply_takes_the_orders_written_after_the_quoted_template(game: Path) -> None:
    """Everyday phpBB: the player quotes the Master's post, template and all, and writes his orders below. The
    quoted block is someone else's text: the orders are his own block, and no warning counts the quoted one."""
    result = run("take", "5", post(game, QUOTE_REPLY), "--dynasty", "belozerskie")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == "**Приказы Белозерских на ход 5 приняты.**"
    assert saved(game) == GOOD_ORDERS


def test_a_quote_reply_without_a_sender_is_claimed_by_its_own_block(game: Path) -> None:
    """The orders' `dynasty:` line that `take` asks the GM to confirm is the one of the block it reads."""
    reply = QUOTE_REPLY.replace(OLD_TEMPLATE, OLD_TEMPLATE.replace("belozerskie", "tverskie"))
    result = run("take", "5", post(game, reply))
    assert result.exit_code == 1 and "строка 'dynasty:' называет Белозерских (belozerskie)" in result.stderr
    assert not (game / ORDERS).exists()


@pytest.mark.parametrize("opening", [
    "[quote]", '[quote="Мастер"]', "[QUOTE=Мастер]", '[Quote="Мастер" post_id=1207 time=1700000000 user_id=2]',
    "[quote user_id=2]", '[quote="Мастер, post: 1207, member: 2"]',
])
def test_a_quote_of_any_forum_is_left_aside(opening: str) -> None:
    """phpBB, vBulletin and XenForo write the opening tag with or without a name and attributes, in any case."""
    text = f"{opening}\n[code]\n{OLD_TEMPLATE}[/code][/QUOTE]\nВот мои:\n[code]\n{GOOD_ORDERS}[/code]\n"
    assert orders_text(text) == OrdersText(GOOD_ORDERS, line_of(text, "Вот мои:") + 1, "bbcode", blocks=1)


def test_a_quote_reply_written_on_one_line_is_read_after_its_quote() -> None:
    text = ('[quote="Мастер"]Образец: [code]dynasty: belozerskie\nturn: 4[/code][/quote] Вот мои приказы: [code]'
            'dynasty: belozerskie\nturn: 5\n[/code] Удачи!')
    assert orders_text(text) == OrdersText("dynasty: belozerskie\nturn: 5\n", 1, "bbcode", blocks=1)


def test_nested_quotes_are_left_aside_whole() -> None:
    """A quote of a quote: the inner [/quote] does not end the outer one, whose block is quoted too."""
    text = (f'[quote="Ратиборыч" post_id=1210 user_id=7][quote="Мастер" post_id=1207 user_id=2]Образец:\n'
            f"[code]\n{OLD_TEMPLATE}[/code][/quote]\nА где войско?\n[code]\nwar:\n  tverskie: {{send: 5}}\n[/code]"
            f"[/quote]\nОтвечаю:\n[code]\n{GOOD_ORDERS}[/code]\n")
    found = orders_text(text)
    assert found is not None and found.source == GOOD_ORDERS and found.blocks == 1
    assert found.offset == line_of(text, "Отвечаю:") + 1


def test_a_quote_never_closed_quotes_nothing() -> None:
    """A forum shows an opening tag without its closing one as it is written: what follows is the player's."""
    text = f"[quote]Мастер, вот:\n[code]\n{GOOD_ORDERS}[/code]\n"
    assert unquoted(text) == text
    assert orders_text(text) == OrdersText(GOOD_ORDERS, 2, "bbcode", blocks=1)


@pytest.mark.parametrize("quoted", [
    f"> Мастер написал:\n> ```yaml\n{''.join('> ' + line + chr(10) for line in OLD_TEMPLATE.splitlines())}> ```\n",
    "> > Образец:\n> > ```yaml\n> > dynasty: belozerskie\n> > ```\n> Где приказы?\n",  # nested
    ">Образец (Discord):\n>```yaml\n>dynasty: belozerskie\n>turn: 4\n>```\n",
])
def test_markdown_quoted_lines_are_left_aside(quoted: str) -> None:
    """Discourse, Discord and GitHub quote with `> ` lines, nested as `> > `: a fence inside them is quoted."""
    text = f"{quoted}\nМои приказы:\n```yaml\n{GOOD_ORDERS}```\n"
    assert orders_text(text) == OrdersText(GOOD_ORDERS, line_of(text, "Мои приказы:") + 1, "fence", blocks=1)


def test_a_line_that_begins_with_a_quote_mark_inside_a_fence_is_no_quote() -> None:
    text = "```yaml\ndynasty: belozerskie\n> turn: 5\n```\n"
    assert unquoted(text) == text


def test_orders_bare_below_a_quote_are_read_from_their_first_line() -> None:
    """A Discord reply: a quoted line, then the orders written bare — read as YAML from the line after the quote."""
    text = f"> Мастер: жду приказы\n{GOOD_ORDERS}"
    assert orders_text(text) == OrdersText(GOOD_ORDERS, 1, "whole")


@pytest.mark.parametrize("text", [
    f'[quote="Мастер"]Образец:\n[code]\n{OLD_TEMPLATE}[/code][/quote]\nСпасибо, мастер, завтра пришлю!\n',
    f'[quote="Мастер"][code]{OLD_TEMPLATE}[/code][/quote]',
    f"> Образец:\n> ```yaml\n{''.join('> ' + line + chr(10) for line in OLD_TEMPLATE.splitlines())}> ```\n\nПринято!",
])
def test_a_post_whose_only_orders_are_quoted_has_no_orders(text: str) -> None:
    assert orders_text(text) is None
    assert missing_orders(text) == "orders-in-quote"
    assert missing_orders("Этот ход пропускаю.") == "not-orders"


def test_take_of_a_post_whose_only_orders_are_quoted_saves_nothing_and_says_so(game: Path) -> None:
    text = f'[quote="Мастер"]Образец:\n[code]\n{OLD_TEMPLATE}[/code][/quote]\nСпасибо, мастер!\n'
    result = run("take", "5", post(game, text), "--dynasty", "belozerskie")
    assert result.exit_code == 1
    assert result.stdout.splitlines()[0] == "**Приказы на ход 5 не прочитаны: исправьте ошибки и пришлите их заново.**"
    assert ("- приказы в этом сообщении есть только внутри цитаты (\\[quote\\]…\\[/quote\\] или строк, начатых с "
            "«\\>»), а цитата — чужой текст и за приказы не считается") in result.stdout
    assert not (game / ORDERS).exists()


def test_lines_of_a_quote_reply_count_in_the_post_as_pasted() -> None:
    """A mistake in the orders below a quote is told at its line of the post, the quote's lines counted."""
    text = QUOTE_REPLY.replace("- visit:", "- vizit:")
    parsed = parse_orders_text(text, "post.txt", RULES, "ru")
    assert [(p.code, p.location.line) for p in parsed.problems] == [
        ("unknown-action", line_of(text, "  - vizit: {by: ratibor, target: milava}"))]


# -- several code blocks -----------------------------------------------------------------------------------

def test_of_two_code_blocks_the_one_that_holds_orders_is_read() -> None:
    """The first block is the player's notes; the second holds the orders (its `dynasty:` line): it is read,
    without a warning, for no other block holds orders."""
    text = (f"Мои планы:\n[code]\nРатибор едет к Милаве, Всеслав учится\n[/code]\nПриказы:\n[code]\n{GOOD_ORDERS}"
            "[/code]\n")
    found = orders_text(text)
    assert found == OrdersText(GOOD_ORDERS, 6, "bbcode", blocks=1)
    assert post_warnings(found, "ru", "post.txt") == []
    parsed = parse_orders_text(text, "post.txt", RULES, "ru")
    assert parsed.problems == [] and parsed.orders is not None and len(parsed.orders.actions) == 3


def test_a_block_of_orders_written_with_russian_keys_holds_orders() -> None:
    text = "```\nзаметки\n```\n```\nход: 5\nдействия:\n  - визит: {кто: ratibor, цель: milava}\n```\n"
    assert orders_text(text) == OrdersText("ход: 5\nдействия:\n  - визит: {кто: ratibor, цель: milava}\n", 4,
                                           "fence", blocks=1)


def test_of_two_blocks_that_hold_orders_the_last_is_read_with_a_warning_that_names_its_line() -> None:
    """A later block corrects an earlier one (and a quoted template, copied from a rendered page, comes first):
    the last is read, and the player is told that only the block from its line was."""
    first = GOOD_ORDERS.replace("skill: learning", "skill: stewardship")
    text = f"Первый вариант:\n```yaml\n{first}```\nИсправил:\n```yaml\n{GOOD_ORDERS}```\n"
    found = orders_text(text)
    assert found is not None and found.source == GOOD_ORDERS and found.blocks == 2
    parsed = parse_orders_text(text, "post.txt", RULES, "en")
    line = line_of(text, "Исправил:") + 2
    assert [(p.code, p.severity, p.location.line, p.message) for p in parsed.problems] == [
        ("orders-blocks", "warning", line, "this post holds orders in 2 code blocks, and only the block from line "
                                           f"{line} is read: send your orders in one block")]


def test_take_reads_the_block_of_the_sender_s_house_when_two_hold_orders(game: Path) -> None:
    """Two blocks of orders, the Belozerskies' first: sent by the Belozerskies' player, his block is the one read,
    and the reply tells him that the other was not."""
    tverskie = "dynasty: tverskie\nturn: 5\nactions:\n  - study: {by: mikhail, skill: learning}\n"
    text = f"Мои:\n[code]\n{GOOD_ORDERS}[/code]\nА это союзника:\n[code]\n{tverskie}[/code]\n"
    result = run("take", "5", post(game, text), "--player", "Ратиборыч")
    assert result.exit_code == 0, result.output
    assert saved(game) == GOOD_ORDERS
    assert ("- приказы есть в 2 блоках кода этого сообщения, а прочитан только блок со строки 3: присылайте приказы "
            "одним блоком") in result.stdout.splitlines()
    assert not (game / ORDERS / "tverskie.yaml").exists()


# -- a copied code box and the words after it --------------------------------------------------------------

def test_take_of_a_copied_code_box_saves_only_its_orders_and_warns_of_the_words_left_out(game: Path) -> None:
    """The Master copies the rendered post: the box's title, its orders, then the player's words, with no end
    mark between them. The orders end where their YAML does; the words are not saved, and the warning says from
    which line of the post they were left out."""
    result = run("take", "5", post(game, COPIED_BOX), "--dynasty", "belozerskie")
    assert result.exit_code == 0, result.output
    assert saved(game) == GOOD_ORDERS
    line = line_of(COPIED_BOX, CHIT_CHAT)
    assert result.stdout.splitlines()[0] == \
        "**Приказы Белозерских на ход 5 приняты, но взгляните на предупреждение ниже.**"
    assert (f"- текст со строки {line} сообщения ('{CHIT_CHAT}') и ниже — не YAML, а "
            "слова после блока кода, и в приказы он не вошёл") in result.stdout.splitlines()


def test_a_copied_code_box_is_told_at_the_line_of_the_words_left_out() -> None:
    """`dynasty check` of a post saved in the orders folder: the warning stands at the words' line of the post,
    and a long line is quoted up to a whole word."""
    text = COPIED_BOX.replace(CHIT_CHAT, CHIT_CHAT + " Особенно Тверским, пусть им повезёт в битве.")
    parsed = parse_orders_text(text, "post.txt", RULES, "en")
    line = line_of(text, "Ратиборыч") - 1
    assert [(p.code, p.location.line, p.message) for p in parsed.problems] == [
        ("after-code-box", line, f"the text from line {line} of the post on ('{CHIT_CHAT}…') is "
                                 "not YAML but words after the code box, and is left out of the orders")]
    assert parsed.orders is not None and len(parsed.orders.actions) == 3


def test_a_copied_code_box_whose_last_yaml_line_is_a_russian_key() -> None:
    """A `key:` line in any alphabet goes on with the YAML (`ход: 5`), as do the lines below a key (its values,
    indented) and comments; the player's signature does not."""
    orders = ("Династия: belozerskie\nдействия:\n  - визит: {кто: ratibor,\n      цель: milava}\n"
              "  # - обучение: {кто: vseslav}\nимена:\n  lyubava-belozerskie: Любава\nход: 5\n")
    text = f"Код: Выделить всё\n{orders}\nРатиборыч\n"
    assert orders_text(text) == OrdersText(orders, 1, "code-box", (11, "Ратиборыч"), 1)
    parsed = parse_orders_text(text, "post.txt", RULES, "ru")
    assert parsed.orders is not None and parsed.orders.turn == 5 and parsed.orders.names


@pytest.mark.parametrize("words", ["Удачи всем!", "Ратиборыч", "P.S. Мастер, жду отчёта", "-- Ратиборыч",
                                   "Удачи:)", "https://forum.example/viewtopic.php?t=5", "Мастер писал(а):"])
def test_the_words_after_a_copied_box_end_its_orders(words: str) -> None:
    text = f"Code: Select all\n{GOOD_ORDERS}{words}\n"
    found = orders_text(text)
    assert found is not None and found.source == GOOD_ORDERS and found.left_out == (13, words)


def test_a_copied_box_ends_at_the_next_box() -> None:
    """Two copied boxes: the first ends where the second's title is, and nothing between them is left out."""
    text = f"Код: Выделить всё\n{OLD_TEMPLATE}Код: Выделить всё\n{GOOD_ORDERS}"
    found = orders_text(text)
    assert found == OrdersText(GOOD_ORDERS, line_of(text, "turn: 4") + 5, "code-box", None, 2)


@pytest.mark.parametrize("template", sorted(REPO.glob("reports/turn-*/*.orders.yaml")), ids=lambda p: p.parent.name
                         + "/" + p.name)
def test_the_template_the_program_writes_copied_from_a_code_box_is_read_whole(template: Path) -> None:
    """The order template (reports/turn-05/yaroslavichi.orders.yaml and its like): its `##` and `#` lines, keys
    with comments after them (`war:  # …`), indented lists of commented examples — every line is the orders',
    and the words after it are left out."""
    orders = template.read_text(encoding="utf-8")
    text = f"Доброго вечера!\nКод: Выделить всё\n{orders}{CHIT_CHAT}\n"
    assert orders_text(text) == OrdersText(orders, 2, "code-box", (orders.count("\n") + 3, CHIT_CHAT), 1)


def test_a_block_s_text_is_read_as_written_even_where_it_looks_quoted() -> None:
    """What a block holds is the player's, a quote tag or a `>` in it too: only quotes outside blocks are left
    aside."""
    orders = 'dynasty: belozerskie\nnames:\n  lyubava-belozerskie: "[quote]Любава[/quote]"\n> turn: 5\n'
    assert orders_text(f"[code]\n{orders}[/code]\n") == OrdersText(orders, 1, "bbcode", blocks=1)
