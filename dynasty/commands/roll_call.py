"""`dynasty roll-call`: the roll call of a turn that waits for orders — the post for the game's thread (which
players' houses have sent their order file and which have not, with the deadline and the time left) and, for
each player's house that has sent nothing, the private reminder to its player — written in
`reports/turn-NN/roll-call/` in the markup of the game's forum.

Whose orders are in is what `dynasty status` finds (`campaign_status`), and the roll call says only that: a
name and whether a file came, never what it orders nor whether it has errors, which are the player's and the
master's alone. The houses the master runs are left out: the roll call calls players, and a house without one
has nobody to call — nor would its line tell the players anything but which houses the built-in player runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from dynasty.commands.status import DynastyLine, Status, campaign_status
from dynasty.errors import CampaignError, display_path, one_line
from dynasty.game.campaign import Campaign, files_written
from dynasty.game.deadlines import deadline_text
from dynasty.reports.posts import EXTENSIONS, player_folder
from dynasty.reports.write import forum_posts
from dynasty.store.transaction import Transaction, game_lock
from dynasty.text.catalogs import Language, Named, Text, message
from dynasty.text.forum import Profile, for_forum
from dynasty.text.markup import bb_text, md_text

#: The folder of a turn's reports that holds the roll call.
ROLL_CALL = "roll-call"


@dataclass(frozen=True)
class Seat:
    """A player's house as the roll call names it."""

    dynasty: str
    house: str
    player: str | None
    #: what resolving the turn without his orders does (`absence:`): the built-in player plays the house
    #: (`silent`), or gives it up to the master (`given-up`); None: the defaults
    then: str | None = None


@dataclass(frozen=True)
class Roll:
    """What the roll call of a turn says: the view-model both posts are rendered from."""

    turn: int
    sent: list[Seat]
    missing: list[Seat]
    due: datetime | None  # the deadline (`deadline:` of turns/game.yaml), None when the game sets none
    at: datetime | None  # when the roll call was made, in the deadline's time zone
    away: list[Seat] = field(default_factory=list)  # the players who said they are away: the master plays them

    @property
    def total(self) -> int:
        return len(self.sent) + len(self.missing)


@dataclass(frozen=True)
class RollCall:
    """What `roll_call` wrote: the files, the thread's post(s) as written, and where an earlier roll call went."""

    paths: list[Path]
    thread: list[str]
    archive: Path | None


def roll_of(status: Status) -> Roll:
    """The living players' houses of the turn, in the order of the state, by whether their order file is in; those
    whose player said he is away, apart (the built-in player plays them); those given up to the master, left out."""
    players = [d for d in status.dynasties if d.alive and d.controller != "master"
               and not (d.given_up and d.orders == "missing")]  # a given-up house is called again once it writes
    missing = {d.id for d in status.silent}

    def seat(line: DynastyLine) -> Seat:
        return Seat(line.id, line.name, line.player, line.stand_in if line.orders == "missing" else None)

    away = [d for d in players if d.stand_in == "away" and d.orders == "missing"]
    called = [d for d in players if d not in away]
    return Roll(status.turn, [seat(d) for d in called if d.id not in missing],
                [seat(d) for d in called if d.id in missing], status.due, status.at, [seat(d) for d in away])


class _Markup:
    """A post in the forum's markup, every sentence made inert as a whole (`text.markup`): the names in it —
    a house's, a player's forum name — open no tag and no link."""

    def __init__(self, profile: Profile, language: Language) -> None:
        self.profile, self.language = profile, language
        self.lines: list[str] = []

    def words(self, text: Text | str) -> str:
        said = one_line(text.words(self.language) if isinstance(text, Text) else text)
        return md_text(said) if self.profile.format == "md" else bb_text(said)

    def title(self, text: Text) -> None:
        said = self.words(text)
        self.lines += [f"**{said}**" if self.profile.format == "md" else f"[b]{said}[/b]", ""]

    def line(self, text: Text | str) -> None:
        self.lines.append(self.words(text))

    def gap(self) -> None:
        self.lines.append("")

    def text(self) -> str:
        return "\n".join(self.lines).rstrip("\n") + "\n"


def _deadline(roll: Roll, language: Language) -> Text | str:
    """The deadline and the time left (`game.deadlines`' own sentence), or that the game sets none."""
    if roll.due is None or roll.at is None:
        return Text("rollcall-no-deadline", turn=roll.turn)
    return deadline_text(roll.due, roll.at, roll.turn, language)


def _named(seat: Seat) -> Text | str:
    return Text("rollcall-house-player", house=seat.house, player=seat.player) if seat.player else seat.house


def thread_posts(roll: Roll, profile: Profile, language: Language) -> list[str]:
    """The post for the game's thread — the title, the deadline, who has sent orders and who has not — as the
    forum takes it: in parts under its limit, as the reports' posts (a chat's 2,000 characters and a big game)."""
    out = _Markup(profile, language)
    out.title(Text("rollcall-title", turn=roll.turn))
    out.line(_deadline(roll, language))
    out.gap()
    if not roll.total:
        out.line(Text("rollcall-no-players"))
    else:
        if roll.sent:
            out.line(Text("rollcall-sent", n=len(roll.sent), total=roll.total,
                          houses=[_named(s) for s in roll.sent]))
        else:
            out.line(Text("rollcall-sent-nobody", turn=roll.turn))
        if roll.missing:
            out.line(Text("rollcall-missing", n=len(roll.missing), total=roll.total,
                          houses=[_named(s) for s in roll.missing]))
        else:
            out.line(Text("rollcall-missing-nobody"))
    if roll.away:
        out.line(Text("rollcall-away", n=len(roll.away), houses=[_named(s) for s in roll.away]))
    return forum_posts(out.text(), profile, language)


def reminder(roll: Roll, seat: Seat, profile: Profile, language: Language) -> str:
    """The private reminder to the player of a house that has sent nothing: his house, the turn, the deadline,
    and how to send his orders."""
    out = _Markup(profile, language)
    out.title(Text("rollcall-reminder-title", turn=roll.turn))
    out.line(Text("rollcall-reminder-missing", house=Named(seat.house, "house"), turn=roll.turn))
    out.line(_deadline(roll, language))
    if seat.then in ("silent", "given-up"):  # what his silence will bring, by the rules the GM set
        out.line(Text(f"rollcall-reminder-then-{seat.then}", turn=roll.turn))
    out.gap()
    out.line(Text("rollcall-reminder-how", turn=roll.turn))
    return for_forum(out.text(), profile, language)


def roll_call(campaign: Campaign, turn_text: str | None) -> RollCall:
    """`dynasty roll-call [TURN]`: the roll call of the turn that waits for orders (the latest, which is the
    default), written in `reports/turn-NN/roll-call/` in one transaction under the game's lock, in the game's
    language and its forum's markup. An earlier roll call that the new one does not replace file for file (a
    reminder to a player who has since sent his orders) is moved to `turns/archive/roll-call-NNN/` first."""
    with game_lock(campaign.root, exclusive=True):
        status = campaign_status(campaign, turn_text)
        if status.turn != status.latest:
            raise CampaignError(Text("rollcall-not-latest", turn=status.turn, latest=status.latest))
        if status.winners:
            raise CampaignError(Text("cli-game-over"))
        settings = campaign.settings
        profile, language = settings.forum.profile, settings.language
        roll = roll_of(status)
        folder = campaign.reports_dir(roll.turn) / ROLL_CALL
        extension = EXTENSIONS[profile.format]
        thread = thread_posts(roll, profile, language)
        files = [(folder / f"{n}-thread{extension}", post) for n, post in enumerate(thread, start=1)]
        files += [(folder / player_folder(seat.dynasty, seat.player) / f"reminder{extension}",
                   reminder(roll, seat, profile, language)) for seat in roll.missing]
        new = {path for path, _ in files}
        stale = folder.is_dir() and any(p not in new for p in folder.rglob("*") if not p.is_dir())
        archive = campaign.new_archive(ROLL_CALL) if stale else None
        with Transaction(campaign.root, f"roll-call {roll.turn}") as transaction:
            if archive is not None:
                transaction.move(folder, archive / folder.relative_to(campaign.root))
            for path, text in files:
                transaction.write(path, text)
    return RollCall(transaction.paths[1:] if archive is not None else transaction.paths, thread, archive)


def roll_call_output(done: RollCall, language: Language) -> str:
    """What the command prints: where an earlier roll call went, the files written, then the thread's post, to
    copy from the terminal."""
    lines = []
    if done.archive is not None:
        lines.append(message(language, "rollcall-archived", archive=display_path(done.archive)))
    lines += [files_written(done.paths, language), "", "\n\n".join(post.rstrip("\n") for post in done.thread)]
    return "\n".join(lines)
