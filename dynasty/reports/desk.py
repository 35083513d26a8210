"""The desk of a turn's posts, `reports/turn-NN/posts/desk.html`: one page that lists every post in the order to
send it — the chronicle's parts for the game's thread, then each player's private messages under his forum name
— each with a button that copies it and a mark the game master sets once it is sent.

The browser keeps the marks (`localStorage`, under the game, the turn and the post's path), each with the SHA-256
of the text it marked, which this module computes and writes beside the post. When `resolve --force` or `report
--write` writes the page anew, a post whose text is not the one marked shows that it changed after it was sent.

The page is opened from the disk and loads nothing: its style and script stand in it, and its
Content-Security-Policy allows those two by their hashes and nothing else — no script, style, font, image or
connection from anywhere. A post's text comes from players (names, titles) and is escaped; were it not, the
policy would still run none of it.
"""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Literal
from urllib.parse import quote

from dynasty.game.campaign import GameSettings
from dynasty.game.dice import commitment
from dynasty.text.catalogs import Language, Named, message

if TYPE_CHECKING:
    from jinja2 import Template

#: The page's name in the posts folder.
DESK = "desk.html"
#: The page's template, style and script, beside the reports' templates.
TEMPLATES = Path(__file__).resolve().parent / "templates"
#: How much of the campaign's commitment (`dice.commitment`, published in the first chronicle) names the game in
#: the browser's storage: every page opened from the disk shares one storage, and two games may share a title.
GAME_KEY_DIGITS = 16

PostKind = Literal["chronicle", "report", "orders"]


@dataclass(frozen=True)
class Post:
    """One message to paste: its file, what it is (its `n` of `total` of the same kind) and its text."""

    path: Path
    kind: PostKind
    n: int
    total: int
    text: str


@dataclass(frozen=True)
class Recipient:
    """A player and his private messages, in order, with the files he needs to check his own orders."""

    dynasty: str
    player: str | None
    house: str
    posts: list[Post]
    files: list[Path] = field(default_factory=list)
    attachments: list[Path] = field(default_factory=list)  # the pictures to attach to his first message


def post_hash(text: str) -> str:
    """The SHA-256 of a post's text (UTF-8), in hex: what a mark of the desk remembers of the post it marked."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def game_key(settings: GameSettings) -> str:
    """What names the game in the browser's storage: the start of its public commitment, which tells nothing of
    the dice secret and stays when the game folder moves."""
    return commitment(settings.seed)[:GAME_KEY_DIGITS]


def desk_page(folder: Path, settings: GameSettings, turn: int, chronicle: list[Post],
              recipients: list[Recipient]) -> str:
    """The desk of the posts in `folder` (the turn's `posts/`), in the game's language: the same posts give the
    same bytes."""
    language = settings.language
    groups = [_group(message(language, "desk-chronicle"), chronicle, [], folder, turn, language, 1)]
    for recipient in recipients:
        house = Named(recipient.house, "house")
        heading = (message(language, "desk-player", player=recipient.player, house=house, id=recipient.dynasty)
                   if recipient.player else message(language, "desk-unnamed", house=house, id=recipient.dynasty))
        groups.append(_group(heading, recipient.posts, recipient.files, folder, turn, language,
                             1 + sum(len(g["posts"]) for g in groups), recipient.attachments))
    total = sum(len(g["posts"]) for g in groups)
    words = {key: message(language, f"desk-{key.replace('_', '-')}")
             for key in ("intro", "no_storage", "no_script", "files", "attach", "next", "copy", "copied", "copy_failed",
                         "sent", "changed")}
    data = {
        "game": game_key(settings),
        "turn": turn,
        "words": {
            "copied": words["copied"],
            "copy_failed": words["copy_failed"],
            # sentences for each count, made by the catalog (with its plurals), which the script picks from
            "progress": [message(language, "desk-progress", sent=n, total=total) for n in range(total + 1)],
            "changed_count": [""] + [message(language, "desk-changed-count", n=n) for n in range(1, total + 1)],
        },
    }
    style, script = _inline("desk.css"), _inline("desk.js")
    policy = ("default-src 'none'; "
              f"script-src '{_source_hash(script)}'; style-src '{_source_hash(style)}'; "
              "img-src 'none'; font-src 'none'; connect-src 'none'; media-src 'none'; object-src 'none'; "
              "frame-src 'none'; worker-src 'none'; manifest-src 'none'; base-uri 'none'; form-action 'none'")
    return _template().render(language=language, title=message(language, "desk-title", turn=turn, game=settings.title),
                              policy=policy, style=style, script=script, groups=groups,
                              w=SimpleNamespace(**words), data=_script_json(data))


def _group(heading: str, posts: list[Post], files: list[Path], folder: Path, turn: int, language: Language,
           first: int, attachments: list[Path] | None = None) -> dict[str, Any]:
    """A recipient's part of the page: its heading, its posts numbered from `first` in the order of the whole
    page, the files he is given beside them, and the pictures to attach to his first message, as links relative
    to the page."""

    def linked(paths: list[Path]) -> list[dict[str, str]]:
        return [{"name": f.name, "href": quote(f.relative_to(folder).as_posix())} for f in paths]

    shown = []
    for number, post in enumerate(posts, start=first):
        path = post.path.relative_to(folder).as_posix()
        title = (message(language, "desk-post-orders", turn=turn) if post.kind == "orders"
                 else message(language, f"desk-post-{post.kind}", n=post.n, total=post.total))
        shown.append({"number": number, "path": path, "hash": post_hash(post.text), "title": title,
                      "size": message(language, "desk-chars", n=len(post.text)), "text": post.text,
                      "attachments": linked(attachments or []) if number == first else []})
    return {"heading": heading, "posts": shown, "files": linked(files)}


@cache
def _inline(name: str) -> str:
    """The page's style or script as it stands in the page (its hash in the policy is of exactly this text)."""
    text = (TEMPLATES / name).read_text(encoding="utf-8")
    assert "</" not in text, f"{name} must not hold '</': it would end its element in the page"
    return text


def _source_hash(text: str) -> str:
    """A Content-Security-Policy source that allows exactly this inline script or style."""
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")


def _script_json(data: Mapping[str, Any]) -> str:
    """Data for the page's script, inside a `<script type="application/json">`: JSON in which no `<`, `>` or `&`
    can end the element or start a comment, whatever the texts hold."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


@cache
def _template() -> Template:
    """The page's Jinja2 template, which escapes every value for HTML (a report's templates write BBCode and
    Markdown, with escaping of their own)."""
    from jinja2 import Environment, FileSystemLoader, StrictUndefined

    environment = Environment(loader=FileSystemLoader(TEMPLATES), undefined=StrictUndefined, autoescape=True,
                              trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
    return environment.get_template("desk.html.j2")
