"""The files of `reports/turn-NN/` (CONTRACT "The game folder"): for each living dynasty `<id>.md`,
`<id>.json` and `<id>.orders.yaml`, and for a house that fell in the turn its last `<id>.md` and `<id>.json`
(DYN-2: every house is told its fate), and `<id>.ged`, the genealogy it knows (`reports.gedcom`); `public.md`
and `gm.md` (`.bbcode` for `report --write --format bbcode`), `gm.ged`;
`public.json`, the chronicle's data, which holds every house's members once (a private report gives only some
houses' members: a player's own check reads the others here); and `posts/`, the messages to paste into the
forum (`reports.posts`). A turn's reports are written all together or not at all (`dynasty.store.transaction`), and
the same state and logs give the same bytes (no timestamps)."""

from __future__ import annotations

import inspect
import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from dynasty.errors import CampaignError
from dynasty.game.campaign import Campaign, ForumSettings, GameSettings
from dynasty.game.rules import Rules
from dynasty.game.state import GameState
from dynasty.game.succession import unchanged
from dynasty.reports.build import (
    StateIndex,
    build_dynasty_report,
    build_gm_report,
    build_public_report,
)
from dynasty.reports.gedcom import gm_gedcom, house_gedcom, public_rosters
from dynasty.reports.model import DynastyReport, GmReport, PublicReport
from dynasty.reports.posts import EXTENSIONS, PlayerPosts, posts_files, split_posts, template_posts
from dynasty.reports.record import TurnRecord, turn_record
from dynasty.reports.tree_picture import family_pictures
from dynasty.store.transaction import Transaction, game_lock
from dynasty.store.yaml_io import load_yaml
from dynasty.text.catalogs import Language, Text
from dynasty.text.forum import Profile, for_forum

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

Report = DynastyReport | PublicReport | GmReport


class Renderer(Protocol):
    """A report as text in a format (md, bbcode); a dynasty's without its order template with `orders=False`."""

    def __call__(self, report: Report, fmt: str, *, orders: bool = True) -> str: ...


#: The folder of a turn's reports that holds the posts for the forum, ready to paste (`reports.posts`).
POSTS = "posts"


def renderer(rules: Rules) -> Renderer | None:
    """The Markdown/BBCode renderer (`dynasty.reports.render.render`) for these rules, or None while it is
    not installed."""
    try:
        from dynasty.reports import render as module
    except ImportError:
        return None
    render: Callable[..., str] = module.render
    takes_rules = "rules" in inspect.signature(render).parameters

    def rendered(report: Report, fmt: str, *, orders: bool = True) -> str:
        return render(report, fmt, rules=rules, orders=orders) if takes_rules else render(report, fmt)

    return rendered


def report_json(report: Report) -> str:
    """The JSON report: the view-model as it is, UTF-8 (names stay readable), ending with a newline."""
    return report.model_dump_json(indent=2) + "\n"


def load_logs(campaign: Campaign, turn: int) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """(log of turn N−1, new-game log): what the reports of turn N tell happened since the last ones."""
    if turn > 1:
        path = campaign.turn_dir(turn - 1) / "log.yaml"
        return (_mapping(load_yaml(path, trusted=True, within=campaign.root).data) if path.exists() else None), None
    path = campaign.new_game_log_path
    return None, (_mapping(load_yaml(path, trusted=True, within=campaign.root).data) if path.exists() else None)


def _mapping(data: Any) -> dict[str, Any] | None:
    return dict(data) if isinstance(data, Mapping) else None


def report_texts(campaign: Campaign, turn: int, state: GameState, rules: Rules, settings: GameSettings, *,
                 log: Mapping[str, Any] | None, new_game_log: Mapping[str, Any] | None, fmt: str = "md",
                 forum: ForumSettings | None = None) -> list[tuple[Path, str | bytes]]:
    """Every report file of the turn and its text, computed before anything is written: the reports rendered in
    `fmt` (md, bbcode; json: none but the JSON files), the JSON reports and order templates, and the posts for
    the forum (`posts/`, as `forum` says, by default the game's settings). Rendered files are left out while
    the renderer is missing."""
    folder = campaign.reports_dir(turn)
    render = renderer(rules)
    forum = forum if forum is not None else settings.forum
    files: list[tuple[Path, str | bytes]] = []
    # what every report reads is computed once: the turn's record, the state's index, and the dynasties'
    # reports, which the GM's report holds too
    record = turn_record(state, log, new_game_log)
    index = StateIndex(state)
    living = state.living_dynasties()
    readers = [*living, *fallen_in(record, state)]  # DYN-2: a house that fell in the turn gets its last report
    with unchanged(state):
        reports = {did: build_dynasty_report(state, rules, settings, did, log, new_game_log, record=record,
                                             index=index) for did in readers}
    formats = [f for f in ("md", "bbcode") if f == fmt]  # the reports' own files
    extension = EXTENSIONS.get(fmt, "")

    def common_texts() -> tuple[dict[str, str], str, str]:
        """The chronicle in each format wanted (its files', the posts') and as data, and the GM's report."""
        assert render is not None
        public = build_public_report(state, rules, settings, log, new_game_log, record=record, index=index)
        gm = render(build_gm_report(state, rules, settings, log, new_game_log, record=record, reports=reports),
                    fmt) if formats else ""
        return {f: render(public, f) for f in dict.fromkeys([*formats, forum.format])}, report_json(public), gm

    beside = Beside(common_texts) if render is not None and second_process_helps(len(living)) else None
    players: list[PlayerPosts] = []
    try:
        for did in readers:
            report = reports[did]
            text = render(report, fmt) if render is not None and formats else None
            if text is not None:
                files.append((folder / f"{did}{extension}", text))
            data = report_json(report)
            files.append((folder / f"{did}.json", data))
            if report.fall is None:  # a fallen house has no more orders to write
                files.append((folder / f"{did}.orders.yaml", report.template))
            seat = settings.dynasties.get(did)
            given_up = state.dynasties[did].stand_in == "given-up"  # its posts stop: the master plays it
            if render is not None and (seat is None or seat.player or seat.controller == "player") and not given_up:
                posted = render(report, forum.format, orders=False)  # its order template is a post of its own
                orders = template_posts(report.template, forum.format, forum.max_chars, settings.language,
                                        forum.profile.length) if report.template else []
                players.append(PlayerPosts(did, seat.player if seat else None,
                                           forum_posts(posted, forum.profile, settings.language),
                                           report.template, house=report.name, data=data, orders=orders))
        trees = family_pictures(reports, [p.dynasty for p in players], state, rules, settings.language,
                                parallel=second_process_helps(len(players)))
    except BaseException:
        if beside is not None:
            beside.cancel()
        raise
    if render is not None:
        public, public_data, gm = beside.result() if beside is not None else common_texts()
    else:
        public_data = report_json(build_public_report(state, rules, settings, log, new_game_log))
    # the genealogies: a house's from its report and the chronicle's data alone (fog of war), the GM's of all; the
    # chronicle is read from its data, which may have been made in the second process
    rosters = public_rosters(PublicReport.model_validate_json(public_data))
    genealogies = {did: house_gedcom(reports[did], rosters) for did in readers}
    players = [replace(player, picture=trees.pngs[player.dynasty], genealogy=genealogies[player.dynasty])
               for player in players]
    if render is not None:
        chronicle = forum_posts(public[forum.format], forum.profile, settings.language)
        files += posts_files(folder / POSTS, forum.format, chronicle, players, settings=settings, turn=turn,
                             public=public_data)
        if formats:
            files.append((folder / f"public{extension}", public[fmt]))
        files.append((folder / "public.json", public_data))
        if formats:
            files.append((folder / f"gm{extension}", gm))
    else:
        files.append((folder / "public.json", public_data))
    files += [(folder / f"{did}.ged", text) for did, text in genealogies.items()]
    files.append((folder / "gm.ged", gm_gedcom(state, settings.language)))
    files += [(folder / f"{who}.svg", text) for who, text in trees.svgs.items()]
    files += [(folder / "gm.png", trees.gm_png)] if trees.gm_png is not None else []
    return files


def fallen_in(record: TurnRecord, state: GameState) -> list[str]:
    """The houses whose fall the turn's record tells (DYN-2, DEFEAT-*), in the order they fell: each gets its
    last report and posts the turn it fell, as the living do."""
    if not record.resolved:
        return []
    fell = (o.get("dynasty") for o in record.of_kind("defeat"))
    return [did for did in dict.fromkeys(fell)
            if isinstance(did, str) and did in state.dynasties and not state.dynasties[did].alive]


# -- a second process for the GM's report -------------------------------------------------------------------

#: From this many living dynasties on, where processes can be forked and a second core is there, the GM's
#: report and the chronicle are rendered in a child process while this one renders the dynasties' reports:
#: the GM's report (every dynasty's report again, and every die) is the largest. The bytes are the same
#: either way; `DYNASTY_PROCESSES=1` keeps everything in this process.
PARALLEL_FROM = 24

T = TypeVar("T")


def second_process_helps(dynasties: int) -> bool:
    if dynasties < PARALLEL_FROM or os.environ.get("DYNASTY_PROCESSES") == "1":
        return False
    import multiprocessing  # a big game's only: a few houses' turn does not wait for it to load

    if "fork" not in multiprocessing.get_all_start_methods():
        return False
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return cores >= 2


class Beside(Generic[T]):
    """`compute()` run in a forked child (which shares this process's memory as it is at the fork) while this
    process goes on; `result()` receives its value through a pipe. If the child fails for any reason, this
    process computes the value itself, so an error is raised here, as it would be with no child."""

    def __init__(self, compute: Callable[[], T]) -> None:
        import multiprocessing

        self.compute = compute
        context = multiprocessing.get_context("fork")
        self.receiver, sender = context.Pipe(duplex=False)
        for stream in (sys.stdout, sys.stderr):  # the child must not write what this process has buffered
            stream.flush()
        self.process = context.Process(target=_send_result, args=(compute, sender), daemon=True)
        self.process.start()
        sender.close()

    def result(self) -> T:
        try:
            done, value = self.receiver.recv()
        except (EOFError, OSError):
            done, value = False, None
        finally:
            self.receiver.close()
            self.process.join()
        return value if done else self.compute()

    def cancel(self) -> None:
        self.receiver.close()
        self.process.terminate()
        self.process.join()


def _send_result(compute: Callable[[], Any], sender: Connection) -> None:
    try:
        value = compute()
    except BaseException:
        sender.send((False, None))
    else:
        sender.send((True, value))
    finally:
        sender.close()


def forum_posts(text: str, forum: Profile, language: Language) -> list[str]:
    """A report rendered in the forum's format as the posts to paste: made into what the forum shows (its tables,
    emoji and headings: `text.forum`), then cut under its limit as it counts."""
    return split_posts(for_forum(text, forum, language), forum.format, forum.max_chars, language, forum.length)


def long_posts(files: list[tuple[Path, str | bytes]], forum: Profile) -> list[Path]:
    """The posts among `files` longer than the forum's limit, as it counts: each holds a block that cannot be
    cut."""
    return [path for path, text in files if POSTS in path.parts and path.suffix in EXTENSIONS.values()
            and isinstance(text, str) and forum.length(text) > forum.max_chars]


@dataclass
class Written:
    """What `report --write` did: the files written, and where earlier posts that the new ones do not replace
    one for one were put away (`turns/archive/posts-NNN/`), so that the posts folder holds only this turn's."""

    paths: list[Path]
    archive: Path | None = None
    too_long: list[Path] = field(default_factory=list)  # posts longer than the forum's limit
    max_chars: int = 0


def write_reports(campaign: Campaign, turn: int, state: GameState, rules: Rules, settings: GameSettings, *,
                  fmt: str = "md", forum: ForumSettings | None = None) -> Written:
    """Write the reports of turn `turn` (whose state is `state`) from the logs on disk, all together or not
    at all: in `fmt` (md, bbcode; json: the JSON files only), with the posts as `forum` says (by default the
    game's settings)."""
    with game_lock(campaign.root, exclusive=True):
        log, new_game_log = load_logs(campaign, turn)
        texts = report_texts(campaign, turn, state, rules, settings, log=log, new_game_log=new_game_log, fmt=fmt,
                             forum=forum)
        posts = campaign.reports_dir(turn) / POSTS
        new = {path for path, _ in texts}
        stale = posts.is_dir() and any(p not in new for p in posts.rglob("*") if not p.is_dir())
        archive = campaign.new_archive("posts") if stale else None
        with Transaction(campaign.root, f"report {turn} --write") as transaction:
            if archive is not None:
                transaction.move(posts, archive / posts.relative_to(campaign.root))
            for path, text in texts:
                transaction.write(path, text)
    profile = (forum or settings.forum).profile
    return Written(transaction.paths[1:] if archive is not None else transaction.paths, archive,
                   long_posts(texts, profile), profile.max_chars)


def render_report(campaign: Campaign, turn: int, state: GameState, dynasty: str | None, fmt: str) -> str:
    """One report of a stored turn as text: a dynasty's (`dynasty`), the GM's (`gm`) or, with no dynasty,
    the public chronicle; `fmt` is md, bbcode or json."""
    rules, settings = campaign.rules, campaign.settings
    log, new_game_log = load_logs(campaign, turn)
    report: Report
    if dynasty is None:
        report = build_public_report(state, rules, settings, log, new_game_log)
    elif dynasty == "gm":
        report = build_gm_report(state, rules, settings, log, new_game_log)
    elif dynasty in state.dynasties:
        report = build_dynasty_report(state, rules, settings, dynasty, log, new_game_log)
    else:
        raise CampaignError(Text("cli-report-unknown-dynasty", id=dynasty, turn=turn, known=", ".join(state.dynasties)))
    if fmt == "json":
        return report_json(report)
    render = renderer(rules)
    if render is None:
        raise CampaignError(Text("cli-report-no-renderer", format=fmt))
    return render(report, fmt)
