"""`dynasty take`: a player's forum post taken in as his order file.

The game master pastes the post as it came (a file, or standard input); the program finds the orders in it
(`post`), finds whose they are — the dynasty the GM names, the player's forum name, the orders' `dynasty:` line
or the name of the file the post was saved in — saves them as the turn's order file of that dynasty (a file
it replaces is kept in `turns/archive/orders/`, never lost), checks them with the other files of the turn, and
writes the reply for the player: his errors and warnings, and the echo of what was understood (`reply`). The
player of a fallen house is answered when and why it fell (DYN-2, SUCC-5), and nothing is saved.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from dynasty.errors import CampaignError, Location, Problem, display_path
from dynasty.game.campaign import Campaign
from dynasty.game.named import state_names
from dynasty.game.state import GameState
from dynasty.orders import check_turn
from dynasty.orders.intake import (
    HOUSES,
    PLAYERS,
    Kind,
    dynasty_of,
    fallen_of,
    matches,
    spellings,
    stem,
    turn_files,
)
from dynasty.orders.messages import say, text
from dynasty.orders.post import NotText, decode, dynasty_written, missing_orders, orders_text, post_warnings
from dynasty.orders.reply import ReplyFormat, fallen_reply, reply, understood
from dynasty.store.transaction import Transaction
from dynasty.store.yaml_io import MAX_INPUT_BYTES, read_bytes
from dynasty.text.catalogs import Language, Named, Text
from dynasty.text.did_you_mean import closest
from dynasty.text.forum import Profile, for_forum


@dataclass
class Taken:
    """What `take` did: the dynasty found, the order file written and the one it replaced (archived), the
    problems of the orders, and the reply for the player."""

    turn: int
    dynasty: str | None
    reply: str
    problems: list[Problem] = field(default_factory=list)
    saved: Path | None = None
    archived: list[Path] = field(default_factory=list)
    #: the dynasty as a sentence names it
    house: Named | None = None

    @property
    def errors(self) -> int:
        return sum(1 for p in self.problems if p.severity == "error")


def take_post(campaign: Campaign, turn_text: str, data: bytes, shown: str, *, dynasty: str | None = None,
              player: str | None = None, fmt: ReplyFormat = "md", forum: Profile | None = None) -> Taken:
    """Take a post in (see the module's docstring). A post whose orders cannot be found, or whose dynasty
    cannot be told, is not saved; the reply says what to do. With a `forum`, the reply is a post of that forum:
    in its markup, and with no emoji where it keeps none (`text.forum`); else in `fmt`."""
    if forum is not None:
        taken = take_post(campaign, turn_text, data, shown, dynasty=dynasty, player=player, fmt=forum.format)
        taken.reply = for_forum(taken.reply, forum, campaign.settings.language)
        return taken
    turn = campaign.pick_turn(turn_text)
    latest = campaign.latest_turn()
    if turn != latest:
        raise CampaignError(Text("cli-take-not-latest", turn=turn, latest=latest))
    state = campaign.load_state(turn)
    language = campaign.settings.language
    try:
        decoded = decode(data)
    except NotText:
        raise CampaignError(Text("cli-file-not-text"), Location(shown)) from None
    post = decoded.text.replace("\r\n", "\n")
    found = orders_text(post)
    if found is None:
        code = missing_orders(post)
        problem = Problem(code, say(code, language), Location(shown, 1))
        return Taken(turn, None, reply([problem], None, None, None, turn, language, fmt), [problem])
    try:
        sender = _sender(campaign, state, shown, dynasty, player)
        if sender is not None and found.blocks > 1:  # several blocks hold orders: the sender's house's, if one is
            players = campaign.players()
            found = orders_text(post, lambda written: dynasty_of(written, state, players, HOUSES) == sender) or found
        did = sender if sender is not None else _claimed(campaign, state, found.source, shown)
    except _Fallen as fallen:  # DYN-2: answered, and nothing saved
        house = state_names(state)(fallen.dynasty)
        answer = fallen_reply(house, turn, _fall(state, fallen.dynasty), language, fmt)
        return Taken(turn, fallen.dynasty, answer, house=house)
    target = campaign.order_path(turn, did)
    body = found.source if found.source.endswith("\n") else found.source + "\n"
    command = f"take {turn}" + (f" {shown}" if shown != "-" else "") + f" --dynasty {did}"  # the sender, however named
    with Transaction(campaign.root, command) as transaction:  # the old files archived and the new saved, or none
        archived = _archive(campaign, turn, state, did, transaction)
        transaction.write(target, body)
    checked = check_turn(campaign, str(turn), [target]).files[0]
    # what the post held beside the orders saved: told at no line of the saved file, which does not hold it
    problems = [*post_warnings(found, language, display_path(target), at_lines=False), *checked.problems]
    if decoded.encoding is not None:
        problems.insert(0, Problem("encoding", say("encoding", language, encoding=decoded.encoding),
                                   Location(display_path(target), None), "warning"))
    echo = understood(checked.parsed, state, campaign.rules, did) if checked.parsed is not None else None
    named: Named = state_names(state)(did)
    answer = reply(problems, checked.parsed, echo, named, turn, language, fmt)
    return Taken(turn, did, answer, problems, target, archived, named)


class SenderUnknown(CampaignError):
    """A post whose sender nothing the GM gave names — neither `--dynasty`, nor `--player`, nor the name of the file
    he saved it in — and whose orders name their house in their own `dynasty:` line: a player may write a rival's
    id there, so that line is only a claim, to be confirmed by the GM (`dynasty take` asks him on a terminal) or
    refused. `dynasty` is the house claimed."""

    code = "take-sender"

    def __init__(self, dynasty: str, house: Named, player: str | None, location: Location) -> None:
        super().__init__(Text("cli-take-no-sender", house=house, id=dynasty), location)
        self.dynasty, self.house, self.player = dynasty, house, player


def _sender(campaign: Campaign, state: GameState, shown: str, dynasty: str | None, player: str | None) -> str | None:
    """The dynasty the orders are for, by who sent them: the house named by `--dynasty` (its id or name), the
    player named by `--player`, else the name of the file the post was saved in (any of the three); None when
    nothing names him (`_claimed`)."""
    players = campaign.players()
    for given, kinds in ((dynasty, HOUSES), (player, PLAYERS)):
        if given is not None:
            found = matches(given, state, players, kinds)
            if len(found) != 1:
                _refuse_fallen(fallen_of(given, state, players, kinds))
                raise CampaignError(_unknown(given, state, players, kinds, found, campaign.settings.language))
            return found[0]
    if shown == "-":
        return None
    did = dynasty_of(stem(Path(shown)), state, players)
    if did is None:
        _refuse_fallen(fallen_of(stem(Path(shown)), state, players))
    return did


def _claimed(campaign: Campaign, state: GameState, source: str, shown: str) -> str:
    """A post whose sender nothing names: the orders' own `dynasty:` line names no sender (`SenderUnknown`)."""
    players = campaign.players()
    written = dynasty_written(source)
    claimed = dynasty_of(written, state, players, HOUSES) if written is not None else None
    if claimed is not None:
        raise SenderUnknown(claimed, state_names(state)(claimed), players.get(claimed), Location(shown))
    if written is not None:
        _refuse_fallen(fallen_of(written, state, players, HOUSES))
    raise CampaignError(Text("cli-take-whose", known=_listed(state, players, campaign.settings.language)),
                        Location(shown))


class _Fallen(Exception):
    """The sender's house has fallen (DYN-2, SUCC-5): `take_post` answers him, and saves nothing."""

    def __init__(self, dynasty: str) -> None:
        super().__init__(dynasty)
        self.dynasty = dynasty


def _refuse_fallen(did: str | None) -> None:
    """DYN-2: a post from a house that has fallen is not taken: `take_post` answers it (`_fall`)."""
    if did is not None:
        raise _Fallen(did)


def _fall(state: GameState, did: str) -> Text:
    """DYN-2, SUCC-5: when and why the house fell, and where its last report is — told to its player (its fall
    is public, INFO-3)."""
    dynasty = state.dynasties[did]
    turn = dynasty.defeat.turn if dynasty.defeat is not None else state.turn - 1
    cause = dynasty.defeat.cause if dynasty.defeat is not None else ""
    which = f"reply-fallen-{cause}" if cause in ("reputation", "extinct") else "reply-fallen"
    fell_to = f"−{-dynasty.reputation}" if dynasty.reputation < 0 else str(dynasty.reputation)  # a true minus
    return Text(which, fell=turn, next=turn + 1, fell_to=fell_to)


def _listed(state: GameState, players: dict[str, str | None], language: Language) -> str:
    return ", ".join(text(language, "list-item", name=state.dynasties[d].name, id=d) for d in spellings(state, players))


def _unknown(given: str, state: GameState, players: dict[str, str | None], kinds: tuple[Kind, ...], found: list[str],
             language: Language) -> Text:
    known = _listed(state, players, language)
    if found:  # more than one
        return Text("cli-ambiguous-dynasty", id=given, houses=", ".join(found))
    meant = closest(given, spellings(state, players, kinds))
    if meant is None:
        return Text("cli-take-unknown", given=given, known=known)
    return Text("cli-take-unknown-hint", given=given, known=known, hint=meant)


def archive_dir(campaign: Campaign, turn: int) -> Path:
    """Where the order files `take` replaces are kept: `turns/archive/orders/turn-07/`."""
    return campaign.turns_dir / "archive" / "orders" / campaign.turn_dir(turn).name


def _archive(campaign: Campaign, turn: int, state: GameState, did: str, transaction: Transaction) -> list[Path]:
    """Moves every order file of the dynasty into the archive, numbered (`yaroslavichi-1.yaml`, then `-2`), in
    the same transaction as the new file that replaces them: nothing is lost if the program stops half-way."""
    folder = turn_files(campaign.orders_dir(turn), state, campaign.players(), campaign.settings.language)
    kept: list[Path] = []
    for path, owner in folder.files:
        if owner != did or not path.is_file():
            continue
        archive = archive_dir(campaign, turn)
        n = 1
        while (archive / f"{path.stem}-{n}{path.suffix}").exists() or archive / f"{path.stem}-{n}{path.suffix}" in kept:
            n += 1
        target = archive / f"{path.stem}-{n}{path.suffix}"
        transaction.move(path, target)
        kept.append(target)
    return kept


def read_post(path: Path) -> bytes:
    """The bytes of a saved post; a file that cannot be read (a device, a pipe, past the size limit) is one
    clear error (`yaml_io.read_bytes`)."""
    return read_bytes(path, MAX_INPUT_BYTES)

