"""The desk of a turn's posts (issue 27, points 3 and 4; `dynasty/reports/desk.py`): `reports/turn-NN/posts/desk.html`
lists every post in the order to send it, each with its text escaped, its path and the SHA-256 the browser keeps
with the mark «sent»; it loads nothing and runs nothing but its own script; each player's folder holds what his
own check reads; and the order template stands once, as its own post. What the page does in a browser is
tests/test_desk_browser.py."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands.cli import app
from dynasty.game.campaign import Campaign
from dynasty.game.dice import commitment
from dynasty.reports.desk import DESK, GAME_KEY_DIGITS, post_hash
from dynasty.reports.model import DynastyReport
from dynasty.reports.render import render

#: A forum name that would close the post's textarea and run a script, were it not escaped.
HOSTILE = "</textarea><script>document.title = 'pwned'</script>"


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


def rewrite(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


class Page(HTMLParser):
    """What the desk shows: its policy, headings, posts (path, hash, text) and scripts, in the page's order."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.policy = ""
        self.headings: list[str] = []
        self.posts: list[dict[str, str]] = []
        self.scripts: list[tuple[str, str]] = []  # (type, text)
        self.styles: list[str] = []
        self.links: list[str] = []
        self.tags: set[str] = set()
        self._in: str | None = None
        self._type = ""
        self.feed(html)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        given = {k: v or "" for k, v in attrs}
        self.tags.add(tag)
        if tag == "meta" and given.get("http-equiv") == "Content-Security-Policy":
            self.policy = given["content"]
        elif tag == "article":
            self.posts.append({"path": given["data-path"], "hash": given["data-hash"], "text": ""})
        elif tag == "a":
            self.links.append(given["href"])
        if tag in ("h2", "textarea", "script", "style"):
            self._in, self._type = tag, given.get("type", "")
            if tag == "h2":
                self.headings.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == self._in:
            self._in = None

    def handle_data(self, data: str) -> None:
        if self._in == "h2":
            self.headings[-1] += data
        elif self._in == "textarea":
            self.posts[-1]["text"] += data
        elif self._in == "script":
            self.scripts.append((self._type, data))
        elif self._in == "style":
            self.styles.append(data)


def desk_of(game: Path, turn: int) -> tuple[str, Page]:
    html = (game / "reports" / f"turn-{turn:02d}" / "posts" / DESK).read_text(encoding="utf-8")
    return html, Page(html)


@pytest.fixture
def named(duel_copy: Path) -> Path:
    """The duel of tests/conftest.py with the Tverskie's player named (turn 1's posts written anew)."""
    rewrite(duel_copy / "turns" / "game.yaml", "tverskie: {player: null", "tverskie: {player: Ратиборыч")
    assert run("report", "1", "--write", "--game", str(duel_copy)).exit_code == 0
    return duel_copy


def test_the_desk_lists_every_post_in_the_order_to_send_it_with_its_hash(named: Path) -> None:
    """The chronicle's parts first (the game's thread), then each player's messages under his forum name and house,
    in the numbered order of his folder; each post's text on the page is its file's, and its hash is the file's
    SHA-256."""
    posts = named / "reports" / "turn-01" / "posts"
    _, page = desk_of(named, 1)
    assert [p["path"] for p in page.posts] == [
        "1-chronicle.bbcode",
        "Ратиборыч (tverskie)/1-report.bbcode", "Ратиборыч (tverskie)/2-orders.bbcode",
        "moskovskie/1-report.bbcode", "moskovskie/2-orders.bbcode"]
    for post in page.posts:
        text = (posts / post["path"]).read_text(encoding="utf-8")
        assert post["text"] == "\n" + text  # the newline after <textarea>, which the browser drops
        assert post["hash"] == hashlib.sha256(text.encode()).hexdigest() == post_hash(text)
    assert page.headings == ["Летопись — новым сообщением в теме игры",
                             "Ратиборыч — Тверские (tverskie), личными сообщениями",
                             "Московские (moskovskie), личными сообщениями — имя игрока на форуме не указано в "
                             "turns/game.yaml"]


def test_the_desk_names_the_game_by_its_public_commitment_and_speaks_its_language(duel_copy: Path) -> None:
    """The browser keeps the marks of every page opened from the disk in one place: the page names its game by the
    start of the commitment the first chronicle publishes (never the secret), and its turn. An English game's desk
    is in English."""
    rewrite(duel_copy / "turns" / "game.yaml", "language: ru", "language: en")
    assert run("report", "1", "--write", "--game", str(duel_copy)).exit_code == 0
    html, page = desk_of(duel_copy, 1)
    [data] = [json.loads(text) for kind, text in page.scripts if kind == "application/json"]
    seed = Campaign(duel_copy).settings.seed
    assert data["game"] == commitment(seed)[:GAME_KEY_DIGITS] and data["turn"] == 1
    assert str(seed) not in data["game"]
    assert '<html lang="en">' in html and ">Copy</button>" in html
    assert data["words"]["progress"][2] == "2 of 5 sent"
    assert data["words"]["changed_count"][1:3] == ["1 post changed after it was sent",
                                                   "2 posts changed after they were sent"]


def test_the_desk_loads_nothing_and_runs_only_its_own_script(named: Path) -> None:
    """Opened from the disk with no server: no script, style, font or image from anywhere — the policy forbids every
    source but the page's own style and script, each allowed by its SHA-256."""
    html, page = desk_of(named, 1)
    rules = dict(rule.strip().split(" ", 1) for rule in page.policy.split(";"))
    assert rules["default-src"] == "'none'"
    assert all(rules[kind] == "'none'" for kind in ("img-src", "font-src", "connect-src", "base-uri", "form-action"))
    [script] = [text for kind, text in page.scripts if kind == ""]
    [style] = page.styles

    def allowed(text: str) -> str:
        return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"

    assert rules["script-src"] == allowed(script) and rules["style-src"] == allowed(style)
    assert not {"link", "img", "iframe", "object", "embed", "base", "form"} & page.tags
    assert not re.search(r"\b(src|srcset)=|url\(|@import|https?:", html.replace(
        (named / "reports/turn-01/posts/1-chronicle.bbcode").read_text(encoding="utf-8"), ""))
    assert page.links == ["%D0%A0%D0%B0%D1%82%D0%B8%D0%B1%D0%BE%D1%80%D1%8B%D1%87%20%28tverskie%29/tverskie.json",
                          "%D0%A0%D0%B0%D1%82%D0%B8%D0%B1%D0%BE%D1%80%D1%8B%D1%87%20%28tverskie%29/public.json",
                          "%D0%A0%D0%B0%D1%82%D0%B8%D0%B1%D0%BE%D1%80%D1%8B%D1%87%20%28tverskie%29/tverskie.ged",
                          "%D0%A0%D0%B0%D1%82%D0%B8%D0%B1%D0%BE%D1%80%D1%8B%D1%87%20%28tverskie%29/tverskie.png",
                          "moskovskie/moskovskie.json", "moskovskie/public.json", "moskovskie/moskovskie.ged",
                          "moskovskie/moskovskie.png"]


def test_a_hostile_forum_name_and_title_are_text_on_the_desk(duel_copy: Path) -> None:
    """A post's text is untrusted — names come from players: a forum name or a game's title that closes the
    textarea and opens a script is shown as the text it is, in the heading, the posts and the page's data."""
    settings = duel_copy / "turns" / "game.yaml"
    rewrite(settings, "tverskie: {player: null", f'tverskie: {{player: "{HOSTILE}"')
    rewrite(settings, "title: Дуэль", f'title: "{HOSTILE}"')
    result = run("report", "1", "--write", "--game", str(duel_copy))
    assert result.exit_code == 0, result.output
    html, page = desk_of(duel_copy, 1)
    assert "<script>document" not in html and "</textarea><" not in html
    assert html.count("<script") == 2 and html.count("</textarea>") == len(page.posts)
    assert page.headings[1] == f"{HOSTILE} — Тверские (tverskie), личными сообщениями"
    assert HOSTILE in page.posts[0]["text"]  # the chronicle's title, as text
    assert all("</" not in text for _, text in page.scripts)


def test_the_same_posts_give_the_same_desk(named: Path) -> None:
    """No clock and no path in the page: writing the reports again gives the same bytes (the example campaign and
    the golden files compare them)."""
    path = named / "reports" / "turn-01" / "posts" / DESK
    before = path.read_bytes()
    assert run("report", "1", "--write", "--game", str(named)).exit_code == 0
    assert path.read_bytes() == before
    assert str(named) not in before.decode()


def test_the_player_s_folder_holds_what_his_own_check_reads(named: Path, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """His JSON report and the chronicle's data stand beside his posts: sent to him, the folder is enough to check
    the orders he writes from the template's post, with no game folder."""
    mine = named / "reports" / "turn-01" / "posts" / "Ратиборыч (tverskie)"
    for name in ("tverskie.json", "public.json"):
        assert (mine / name).read_bytes() == (named / "reports" / "turn-01" / name).read_bytes()
    player = Path(shutil.copytree(mine, tmp_path / "player"))
    post = (player / "2-orders.bbcode").read_text(encoding="utf-8")
    (player / "orders.yaml").write_text(post.removeprefix("[code]").removesuffix("[/code]\n"), encoding="utf-8")
    monkeypatch.delenv("DYNASTY_GAME", raising=False)
    monkeypatch.chdir(player)
    result = run("check", "1", "orders.yaml", "--report", "tverskie.json")
    assert result.exit_code == 0, result.output
    assert " error: " not in result.stdout and "ошибка:" not in result.stdout


@pytest.mark.parametrize("fmt", ["md", "bbcode"])
def test_the_order_template_stands_once_as_its_own_post(named: Path, fmt: str) -> None:
    """The report's posts end without the order template section, which the next post is; the report's files keep
    it. What `orders=False` leaves out is that section and nothing else."""
    report = DynastyReport.model_validate_json(
        (named / "reports" / "turn-01" / "tverskie.json").read_text(encoding="utf-8"))
    rules = Campaign(named).rules
    whole, posted = render(report, fmt, rules), render(report, fmt, rules, orders=False)
    start = next(i for i, (a, b) in enumerate(zip(whole, posted, strict=False)) if a != b)
    end = next(i for i in range(1, len(posted)) if whole[-i] != posted[-i])
    left_out = whole[start:len(whole) - end + 1]
    assert "Шаблон приказов" in left_out and report.template.splitlines()[1] in left_out
    assert "Шаблон приказов" not in posted and "Шаблон приказов" in whole
    mine = named / "reports" / "turn-01" / "posts" / "Ратиборыч (tverskie)"
    assert "Шаблон приказов" not in (mine / "1-report.bbcode").read_text(encoding="utf-8")
    assert "Шаблон приказов" in (named / "reports" / "turn-01" / "tverskie.md").read_text(encoding="utf-8")
