"""Hostile input, through the command line (the issue "Crash-safe turns and hostile input"): inputs that never
end or nest without end, text from players that would reach other players raw, and links that lead out of
the game folder — each one line naming the file, exit 1, nothing written, and never a traceback."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from markdown_it import MarkdownIt
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.errors import FileReadError, YamlSyntaxError
from dynasty.store.yaml_io import read_text
from tests.conftest import SCENARIOS
from tests.test_cli import one_line_error

DUEL = SCENARIOS / "duel.yaml"


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


def files_under(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture
def game(duel_copy: Path) -> Path:
    return duel_copy


def orders_folder(game: Path) -> Path:
    folder = game / "turns" / "turn-01" / "orders"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# -- 3. inputs that never end, or nest without end -----------------------------------------------------------

def test_an_order_file_that_is_a_pipe_is_one_line_and_never_read(game: Path) -> None:
    """The issue: "an order file that is a device or a pipe" — a pipe nobody writes into would hang the
    program on reading: it is refused as no regular file."""
    os.mkfifo(orders_folder(game) / "tverskie.yaml")
    result = run("check", "1", "--game", str(game))
    assert result.exit_code == 1
    lines = [line for line in result.stdout.splitlines() if ": ошибка: " in line]
    assert len(lines) == 1 and "не обычный файл" in lines[0] and "tverskie.yaml" in lines[0], result.stdout


def test_an_order_file_named_on_the_command_line_that_is_a_device_is_one_line(game: Path) -> None:
    """The issue: "a link to /dev/zero is read until memory runs out" — a device is refused before reading."""
    result = run("check", "1", "/dev/zero", "--game", str(game))
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert result.stdout.splitlines()[0] == "/dev/zero: ошибка: файл приказов не читается: это не обычный файл, " \
                                            "а устройство, канал или сокет; нужен обычный файл"


def test_an_order_file_past_the_size_limit_is_refused_unread(game: Path) -> None:
    """The issue: "any file past the size limit (read at most the limit, then refuse)" — a 50 MB file."""
    path = orders_folder(game) / "tverskie.yaml"
    with path.open("wb") as handle:
        handle.truncate(50 << 20)
    result = run("check", "1", "--game", str(game))
    errors = [line for line in result.stdout.splitlines() if ": ошибка: " in line]
    assert result.exit_code == 1 and len(errors) == 1, result.stdout
    assert "52428800 байт" in errors[0] and "не больше 1048576 байт" in errors[0]


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="needs Linux's /proc")
def test_a_file_that_tells_no_size_is_read_only_up_to_the_limit() -> None:
    """A file whose size the system does not know (/proc tells 0) is read up to the limit, then refused."""
    assert os.stat("/proc/self/environ").st_size == 0
    with pytest.raises(YamlSyntaxError) as caught:
        read_text(Path("/proc/self/environ"), 8)
    assert caught.value.text.id == "cli-file-too-large-read"  # type: ignore[union-attr]


def test_read_text_refuses_a_folder_and_a_device() -> None:
    for path, message in ((Path("/"), "cli-file-is-folder"), (Path("/dev/null"), "cli-file-not-regular")):
        with pytest.raises(FileReadError) as caught:
            read_text(path)
        assert caught.value.text.id == message  # type: ignore[union-attr]


def test_a_report_of_100000_nested_brackets_is_one_line(tmp_path: Path) -> None:
    """The issue: "a JSON report of 100,000 nested brackets in the player's check --report (today a recursion
    traceback)"."""
    report = tmp_path / "tverskie.json"
    report.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    orders = tmp_path / "orders.yaml"
    orders.write_text("dynasty: tverskie\nturn: 1\n", encoding="utf-8")
    line = one_line_error(run("check", "1", str(orders), "--report", str(report)))
    assert line.endswith("tverskie.json: ошибка: отчёт повреждён: скобки вложены глубже, чем в любом отчёте")


# -- 4. text from players reaches others escaped ----------------------------------------------------------------

@pytest.mark.parametrize("name", ["\x1b[2J\x1b[31mFlavia", "Agnès\nde Valois", "Anna\u202eavon", "www.evil.example"])
def test_a_name_with_a_control_character_or_an_address_is_refused_by_check(name: str, game: Path) -> None:
    """The issue: "A newborn named \\e[2J\\e[31mFlavia is accepted and written raw into the other dynasties'
    reports": every text a player writes refuses control characters (and web addresses), and the message shows
    the character escaped, never raw."""
    state = (game / "turns" / "turn-01" / "state.yaml").read_text(encoding="utf-8")
    newborn = re.search(r"^  ([a-z-]+-tverskie):\n(?:    .*\n)*?    born: 1$", state, re.MULTILINE)
    assert newborn is not None
    (orders_folder(game) / "tverskie.yaml").write_text(
        f"dynasty: tverskie\nturn: 1\nnames:\n  {newborn.group(1)}: {json.dumps(name)}\n", encoding="utf-8")
    result = run("check", "1", "--game", str(game))
    assert result.exit_code == 1
    errors = [line for line in result.stdout.splitlines() if ": ошибка: " in line]
    assert len(errors) == 1 and "turns/turn-01/orders/tverskie.yaml:4: ошибка: " in errors[0], errors
    assert "управляющий символ" in errors[0] or "адрес сайта" in errors[0]
    assert not re.search("[\x00-\x09\x0b-\x1f\x7f\u202e]", result.stdout)  # lines end, nothing else


def test_a_state_whose_name_holds_a_control_character_fails_check_state(game: Path) -> None:
    """A hand edit cannot bring a control character into the reports either: check-state refuses it, and
    every command that reads the state."""
    path = game / "turns" / "turn-01" / "state.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("name: Михаил", 'name: "\\e[2JМихаил"', 1), encoding="utf-8")
    line = one_line_error(run("check-state", "1", "--game", str(game)))
    assert "управляющий символ (код 27)" in line and "\\x1b[2J" in line and "\x1b" not in line
    assert one_line_error(run("report", "1", "--dynasty", "moskovskie", "--game", str(game))) == line


#: Markup of every kind a name might smuggle into another player's report, and no control character nor
#: address (those are refused): a BBCode link and tag, Markdown emphasis, code, a table break, HTML, a Mermaid
#: label's end and a Markdown string.
HOSTILE = '[url=evil]Фл|ав*ия_[/url] <b>x</b> `q` "a"]) #1 &amp; ~~s~~ **B** [b]'


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The duel with the Tver head, house and first province named with markup."""
    game = tmp_path_factory.mktemp("markup")
    scenario = DUEL.read_text(encoding="utf-8")
    scenario = scenario.replace("name: Михаил,", f"name: {json.dumps(HOSTILE, ensure_ascii=False)},", 1)
    scenario = scenario.replace("name: Тверские", "name: '|Тверские] [img]x[/img] *«*'", 1)
    scenario = scenario.replace("{name: Тверь}", "{name: '[Тверь](evil) | <i>'}", 1)
    (game / "hostile.yaml").write_text(scenario, encoding="utf-8")
    assert run("new-game", str(game / "hostile.yaml"), "--seed", "5", "--game", str(game)).exit_code == 0
    return game


def markdown_html(text: str) -> str:
    return str(MarkdownIt("commonmark").enable("table").render(text))


@pytest.mark.parametrize("report", ["moskovskie.md", "tverskie.md", "public.md", "gm.md"])
def test_markup_in_a_name_stays_text_in_markdown(report: str, hostile: Path) -> None:
    """The issue: "escape names for each output format (Markdown tables and emphasis ...), so that no player can
    put a link, a table break or a terminal command into another player's report": rendered, the Markdown has
    no link, image, HTML, emphasis or code the names brought, and every table row has its header's cells."""
    text = (hostile / "reports" / "turn-01" / report).read_text(encoding="utf-8")
    html = markdown_html(text)
    assert "<a " not in html and "<img" not in html and "<b>" not in html and "<i>" not in html
    for tag in ("em", "strong", "code"):  # the report's own emphasis and code, never a name's
        for inner in re.findall(f"<{tag}>(.*?)</{tag}>", html):
            assert inner not in ("B", "q", "s", "«") and "Фл" not in inner and "Тверь" not in inner, inner
    assert "Фл|ав*ия_" in html.replace("&quot;", '"')  # the name is there, as text
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    cells, header = 0, 0
    for token in tokens:
        if token.type == "tr_open":
            cells = 0
        elif token.type in ("th_open", "td_open"):
            cells += 1
        elif token.type == "tr_close":
            header = header or cells
            assert cells == header
        elif token.type == "thead_open":
            header = 0


@pytest.mark.parametrize("dynasty", ["moskovskie", "tverskie", "gm", None])
def test_markup_in_a_name_opens_no_bbcode_tag(dynasty: str | None, hostile: Path) -> None:
    """The issue: "BBCode tags such as [url=...]" — `dynasty report --format bbcode` prints no tag a name
    brought, and every tag it prints is one of the report's own."""
    args = ["report", "1", "--format", "bbcode", "--game", str(hostile)]
    result = run(*args, *(["--dynasty", dynasty] if dynasty else []))
    assert result.exit_code == 0, result.output
    text = re.sub(r"\[code\].*?\[/code\]", "", result.stdout, flags=re.DOTALL)  # forums show [code] as it is
    tags = {tag.lower() for tag in re.findall(r"\[/?([a-zA-Z*]+)", text)}
    assert tags <= {"b", "i", "u", "list", "*", "table", "tr", "td", "th", "size", "quote", "spoiler", "hr"}, tags
    assert "url" not in tags and "img" not in tags


def test_markup_in_a_name_keeps_the_mermaid_labels_whole(hostile: Path) -> None:
    """The issue: "... Mermaid labels": each node of the family tree keeps its label inside its quotes."""
    text = (hostile / "reports" / "turn-01" / "tverskie.md").read_text(encoding="utf-8")
    mermaid = re.search(r"```mermaid\n(.*?)\n```", text, re.DOTALL)
    assert mermaid is not None
    labels = re.findall(r'^\s+(?:subgraph )?[a-z_]+\["(.*)"\]$', mermaid.group(1), re.MULTILINE)
    assert len(labels) >= 5
    for label in labels:
        assert not set(label) & set('"[]<>`'), label
    assert any("Фл|ав*ия_" in label for label in labels)


# -- 5. the game folder is the boundary ---------------------------------------------------------------------------

@pytest.mark.parametrize(("linked", "command"), [("turns/turn-02", "resolve"), ("reports/turn-02", "resolve"),
                                                 ("turns/turn-01/orders", "bot")])
def test_a_linked_folder_that_leaves_the_game_folder_is_never_written(linked: str, command: str, game: Path,
                                                                      tmp_path: Path) -> None:
    """The issue: "A symlinked turns/turn-NN, reports/turn-NN or orders/ makes resolve and bot write outside
    the folder": refused with one line, nothing written anywhere."""
    outside = tmp_path / "outside"
    outside.mkdir()
    (game / linked).parent.mkdir(parents=True, exist_ok=True)
    (game / linked).symlink_to(outside, target_is_directory=True)
    before = files_under(game)
    args = ["resolve", "1", "--yes"] if command == "resolve" else ["bot", "1", "--dynasty", "tverskie"]
    line = one_line_error(run(*args, "--game", str(game)))
    assert "символическая ссылка ведёт за пределы папки игры" in line and str(outside) in line
    assert files_under(game) == before
    assert list(outside.iterdir()) == []


def test_a_linked_order_file_is_not_read_and_its_values_not_echoed(game: Path, tmp_path: Path) -> None:
    """The issue: "a symlinked order file is read from anywhere and its values echoed in messages"."""
    secret = tmp_path / "secret.yaml"
    secret.write_text("dynasty: the-gms-password\n", encoding="utf-8")
    (orders_folder(game) / "tverskie.yaml").symlink_to(secret)
    for args in (["check", "1"], ["status"], ["resolve", "1", "--yes"]):
        result = run(*args, "--game", str(game))
        assert "the-gms-password" not in result.output
        assert result.exit_code == 1 or args == ["status"], result.output
    check = run("check", "1", "--game", str(game))
    assert "символическая ссылка ведёт за пределы папки игры" in check.stdout


def test_a_link_inside_the_game_folder_is_followed(game: Path) -> None:
    """A link that stays in the game folder is the GM's own business: it is read."""
    folder = orders_folder(game)
    (game / "kept.yaml").write_text("dynasty: tverskie\nturn: 1\n", encoding="utf-8")
    (folder / "tverskie.yaml").symlink_to(game / "kept.yaml")
    result = run("check", "1", "tverskie.yaml", "--game", str(game))
    assert "символическая ссылка" not in result.output


def test_the_scenario_kept_by_the_campaign_does_not_depend_on_the_folder_new_game_ran_from(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The issue: "The scenario path kept in turns/game.yaml and the log depends on the directory new-game was
    run from: keep it stable" — run from two folders, the campaign's files are the same."""
    written = []
    for where in ("a", "b/c"):
        cwd = tmp_path / where
        cwd.mkdir(parents=True)
        monkeypatch.chdir(cwd)
        game = tmp_path / f"game-{where.replace('/', '-')}"
        assert run("new-game", "duel", "--seed", "5", "--game", str(game)).exit_code == 0
        written.append(files_under(game))
    assert written[0] == written[1]
    assert b"scenario: duel\n" in written[0]["turns/game.yaml"]


def test_a_post_that_is_a_device_or_longer_than_the_limit_is_one_line_for_take(game: Path) -> None:
    """`take` reads a post from a file or standard input: a device is refused unread, and standard input is
    read only up to the limit (a pipe may never end)."""
    device = one_line_error(run("take", "1", "/dev/zero", "--game", str(game)))
    assert device.startswith("/dev/zero: ошибка: это не обычный файл"), device
    endless = CliRunner().invoke(app, ["take", "1", "--game", str(game)], input=b"x" * (2 << 20))
    assert "файл длиннее 1048576 байт" in one_line_error(endless)
    assert not (game / "turns" / "turn-01" / "orders").exists()
