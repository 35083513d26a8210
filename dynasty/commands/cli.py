"""The command line: parses arguments and calls the library. No game logic lives here."""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from dynasty import __version__
from dynasty.errors import CampaignError, DynastyError, display_path, one_line, warning_line
from dynasty.text.catalogs import Language, Text, first_language, message

if TYPE_CHECKING:
    from dynasty.commands.player_check import ReportCheck
    from dynasty.game.campaign import Campaign
    from dynasty.orders import TurnCheck

# Each command imports what it uses when it runs (`--version` imports none of it, `--help` only `dynasty.commands.usage`
# and its catalog): the program's modules are most of its start-up time. The help and the usage errors are
# `dynasty.commands.usage`'s, in the game's language; the words of the commands and options are in `help.ftl`.

app = typer.Typer(
    name="dynasty",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

GameDir = Annotated[
    Path | None,
    typer.Option("--game", envvar="DYNASTY_GAME"),
]
Lang = Annotated[
    Language | None,
    typer.Option("--lang", envvar="DYNASTY_LANG"),
]


def _root(game: Path | None) -> Path:
    return game if game is not None else Path.cwd()


def _campaign(game: Path | None) -> Campaign:
    from dynasty.game.campaign import Campaign

    return Campaign(_root(game))


def _program_folder() -> Path:
    """Where the program's own scenarios are (`scenarios/` of the project)."""
    from dynasty.commands.new_game import PROGRAM_FOLDER

    return PROGRAM_FOLDER


def _files_written(paths: list[Path], language: Language) -> str:
    from dynasty.game.campaign import files_written

    return files_written(paths, language)


def _language(lang: Language | None, campaign: Campaign | None = None, scenario: str | None = None,
              search_dirs: list[Path] | None = None) -> Language:
    """What a command speaks: --lang (or DYNASTY_LANG), else the game's language, else (no game folder yet)
    the scenario's, else Russian."""
    if lang is not None:
        return lang
    game_language = campaign.language() if campaign is not None else None
    if game_language is None and scenario is not None:
        from dynasty.game.scenario import scenario_language

        game_language = scenario_language(scenario, search_dirs or [Path.cwd(), _program_folder()])
    return first_language(game_language)


def _fail(error: DynastyError, language: Language) -> typer.Exit:
    typer.echo(error.render(language), err=True)
    return typer.Exit(code=1)


@contextlib.contextmanager
def _game_folder(root: Path, language: Language, *, writes: bool, create: bool = False) -> Iterator[None]:
    """The command holds the game folder's lock (`dynasty.store.transaction`): one that writes alone, those that
    read together. First, what an interrupted command left is finished or thrown away, and said on stderr."""
    from dynasty.store.transaction import game_lock

    with game_lock(root, exclusive=writes, create=create) as notes:
        for note in notes:
            typer.echo(one_line(note.words(language)), err=True)
        yield


def _version(value: bool) -> None:
    if value:
        typer.echo(f"dynasty {__version__}")
        raise typer.Exit()


@app.callback()
def main_options(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True)] = False,
) -> None:
    """Turn processor for Dynasty Struggle (Борьба Династий)."""


@app.command("new-game")
def new_game_command(
    scenario: Annotated[str, typer.Argument()],
    seed: Annotated[int | None, typer.Option(min=0)] = None,
    dice: Annotated[Path | None, typer.Option("--dice")] = None,
    game: GameDir = None,
    lang: Lang = None,
) -> None:
    """Start a campaign: check the scenario, generate what it leaves out, roll turn 1's events and births. Without
    --seed the dice secret is drawn at random; a seed given is for tests and demonstrations, and is warned of."""
    from dynasty.commands.new_game import new_game, render_new_game
    from dynasty.game.dice import guessable

    root = _root(game)
    language = _language(lang, _campaign(game), scenario, [root, Path.cwd(), _program_folder()])
    try:
        with _game_folder(root, language, writes=True, create=True):
            result = new_game(root, scenario, seed, dice)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    if guessable(result.settings.seed):
        typer.echo(warning_line(Text("cli-guessable-seed", seed=result.settings.seed), language), err=True)
    typer.echo(render_new_game(result, language))


@app.command()
def status(
    turn: Annotated[str | None, typer.Argument()] = None,
    game: GameDir = None,
    lang: Lang = None,
) -> None:
    """The campaign at a glance: turn, era, dynasties, whose orders are in."""
    from dynasty.commands.status import campaign_status, render_status

    campaign = _campaign(game)
    language = _language(lang, campaign)
    try:
        with _game_folder(campaign.root, language, writes=False):
            report = campaign_status(campaign, turn)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    typer.echo(render_status(report, language))


@app.command("roll-call")
def roll_call_command(
    turn: Annotated[str | None, typer.Argument()] = None,
    game: GameDir = None,
    lang: Lang = None,
) -> None:
    """Write the roll call of the turn that waits for orders: the post for the game's thread (who has sent orders,
    who has not, the deadline) and a reminder to each player whose house has sent nothing; print the post."""
    from dynasty.commands.roll_call import roll_call, roll_call_output

    campaign = _campaign(game)
    language = _language(lang, campaign)
    try:
        with _game_folder(campaign.root, language, writes=True):
            done = roll_call(campaign, turn)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    typer.echo(roll_call_output(done, language))


@app.command("check-state")
def check_state(
    turn: Annotated[str, typer.Argument()],
    game: GameDir = None,
    lang: Lang = None,
) -> None:
    """Validate a state file after a hand edit: types, references between ids, rule limits."""
    campaign = _campaign(game)
    language = _language(lang, campaign)
    try:
        with _game_folder(campaign.root, language, writes=False):
            number = campaign.pick_turn(turn)
            path = campaign.state_path(number)
            state = campaign.load_state(number)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    typer.echo(message(language, "cli-state-ok", path=display_path(path), turn=state.turn,
                       dynasties=len(state.dynasties), provinces=len(state.provinces),
                       living=sum(1 for c in state.characters.values() if c.alive)))


def _on_terminal() -> bool:
    """Whether a person answers at the keyboard: only then does a command ask him a question."""
    return sys.stdin.isatty()


#: What answers yes, in either language and keyboard layout's habit.
_YES = frozenset({"y", "yes", "д", "да"})


def _agrees(question: str) -> bool:
    """Ask on the terminal; Enter, anything but yes, or the end of input is no."""
    typer.echo(question, err=True, nl=False)
    answer = sys.stdin.readline()
    if not answer.endswith("\n"):
        typer.echo(err=True)
    return answer.strip().casefold() in _YES


@app.command("resolve")
def resolve_command(
    turn: Annotated[str, typer.Argument()],
    dice: Annotated[Path | None, typer.Option("--dice")] = None,
    force: Annotated[bool, typer.Option("--force")] = False,
    yes: Annotated[bool, typer.Option("--yes", "-y")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run")] = False,
    game: GameDir = None,
    lang: Lang = None,
) -> None:
    """Resolve a turn (TURN-4): decisions, actions, war, deaths, moods, income, then the next turn's events."""
    from dynasty.commands.resolve import BeforeDeadline, OrdersMissing, resolution_output, resolve_campaign
    from dynasty.game.deadlines import deadline_text

    campaign = _campaign(game)
    language = _language(lang, campaign)
    ask = not yes and _on_terminal()
    early, defaults_for = False, None  # the GM's answers: resolve before the deadline; play these by default
    try:
        while True:  # on a terminal, each question is asked once the lock is let go (readers go on)
            try:
                with _game_folder(campaign.root, language, writes=not dry_run):
                    resolution = resolve_campaign(campaign, turn, dice, force, dry_run, defaults_for=defaults_for,
                                                  ask=ask and defaults_for is None, guard=not yes, early=early)
                break
            except BeforeDeadline as before:
                left = deadline_text(before.due, before.at, before.turn, language)
                if not _agrees(message(language, "cli-resolve-early-question", left=left, turn=before.turn)):
                    typer.echo(message(language, "cli-resolve-early-declined", turn=before.turn), err=True)
                    raise typer.Exit(code=1) from None
                early = True
            except OrdersMissing as missing:
                pending = missing.pending
                houses = ", ".join(message(language, "cli-house", house=name, id=did)
                                   for did, name in pending.missing.items())
                typer.echo(message(language, "cli-resolve-missing", n=len(pending.missing), houses=houses), err=True)
                if not _agrees(message(language, "cli-resolve-question", n=len(pending.missing), turn=pending.turn)):
                    typer.echo(message(language, "cli-resolve-declined", turn=pending.turn), err=True)
                    raise typer.Exit(code=1) from None
                defaults_for = set(pending.missing)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    for warning in resolution.warnings:  # dice the GM chose that the turn did not roll
        typer.echo(warning.render(language), err=True)
    typer.echo(resolution_output(resolution, campaign.rules, language))


@app.command()
def rollback(
    turn: Annotated[str, typer.Argument()],
    game: GameDir = None,
    lang: Lang = None,
) -> None:
    """Move the turns after TURN into turns/archive/ (nothing is deleted), so TURN can be resolved again."""
    from dynasty.commands.resolve import rollback as rollback_campaign

    campaign = _campaign(game)
    language = _language(lang, campaign)
    try:
        with _game_folder(campaign.root, language, writes=True):
            archive, moved = rollback_campaign(campaign, turn)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    typer.echo(message(language, "cli-rollback-moved", archive=display_path(archive),
                       paths=", ".join(display_path(p) for p in moved)))


@app.command()
def check(
    turn: Annotated[str, typer.Argument()],
    files: Annotated[list[Path] | None, typer.Argument()] = None,
    report_file: Annotated[Path | None, typer.Option("--report")] = None,
    chronicle: Annotated[Path | None, typer.Option("--chronicle")] = None,
    echo: Annotated[bool, typer.Option("--echo")] = False,
    game: GameDir = None,
    lang: Lang = None,
) -> None:
    """Check order files against the rules and the turn's state (or your report): every mistake, with its line."""
    from dynasty.orders import check_turn

    checked: TurnCheck | ReportCheck
    campaign = _campaign(game)
    language = _language(lang, campaign)
    try:
        if report_file is not None:  # a player's check: no game folder; his report's language unless --lang
            from dynasty.commands.player_check import check_with_report

            # a ReportError is said in the report's language (or --lang), its label too
            checked = check_with_report(report_file, turn, files or [], echo=echo, language=lang,
                                        chronicle_path=chronicle)
        else:
            with _game_folder(campaign.root, language, writes=False):
                checked = check_turn(campaign, turn, files, echo=echo, language=language)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    typer.echo(checked.render())
    if checked.errors:
        raise typer.Exit(code=1)


def _until_end(read: Callable[[int], bytes]) -> Callable[[int], bytes]:
    """A buffered stream's `read(n)` gives less than `n` only at its end: read no more after it. A terminal's end
    (Ctrl-D) is no lasting state, and another read would wait for a second Ctrl-D."""
    ended = False

    def read_some(n: int) -> bytes:
        nonlocal ended
        chunk = b"" if ended else read(n)
        ended = ended or len(chunk) < n
        return chunk

    return read_some


@app.command()
def take(
    turn: Annotated[str, typer.Argument()],
    post: Annotated[str, typer.Argument()] = "-",
    dynasty: Annotated[str | None, typer.Option("--dynasty")] = None,
    player: Annotated[str | None, typer.Option("--player")] = None,
    fmt: Annotated[str | None, typer.Option("--format")] = None,
    game: GameDir = None,
    lang: Lang = None,
) -> None:
    """Take a pasted forum post in: find the orders and whose they are, save them as the turn's order file
    (a file replaced is kept in turns/archive/orders/), check them, and print the reply for the player."""
    from dynasty.orders.take import SenderUnknown, read_post, take_post
    from dynasty.store.yaml_io import MAX_INPUT_BYTES, read_at_most

    campaign = _campaign(game)
    language = _language(lang, campaign)
    try:
        if fmt is not None and fmt not in ("md", "bbcode"):
            raise CampaignError(Text("cli-report-bad-format", format=fmt))
        forum = campaign.settings.forum.changed(fmt).profile  # the reply is a post of the game's forum
        if post == "-":  # a pipe may never end: at most the limit is read
            data, shown = read_at_most(_until_end(sys.stdin.buffer.read), MAX_INPUT_BYTES, "-"), "-"
        else:
            data, shown = read_post(Path(post)), display_path(post)
        try:  # a post that only names its own house is the GM's to confirm, asked once the lock is let go
            with _game_folder(campaign.root, language, writes=True):
                taken = take_post(campaign, turn, data, shown, dynasty=dynasty, player=player, forum=forum)
        except SenderUnknown as unknown:
            question = "cli-take-sender-question-player" if unknown.player else "cli-take-sender-question"
            if not _on_terminal():
                raise
            if not _agrees(message(language, question, house=unknown.house, id=unknown.dynasty,
                                   player=unknown.player or "")):
                raise CampaignError(Text("cli-take-sender-declined"), unknown.location) from None
            with _game_folder(campaign.root, language, writes=True):
                taken = take_post(campaign, turn, data, shown, dynasty=unknown.dynasty, forum=forum)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    if taken.saved is None:
        typer.echo(message(language, "cli-take-not-saved"), err=True)
    else:
        house = taken.house or taken.dynasty
        typer.echo(message(language, "cli-take-saved", house=house, id=taken.dynasty,
                           path=display_path(taken.saved)), err=True)
        if taken.archived:
            typer.echo(message(language, "cli-take-archived", house=house,
                               paths=", ".join(display_path(p) for p in taken.archived)), err=True)
    typer.echo(taken.reply, nl=False)
    if taken.errors or taken.saved is None:
        raise typer.Exit(code=1)


@app.command()
def template(
    turn: Annotated[str, typer.Argument()],
    dynasty: Annotated[str, typer.Argument()],
    game: GameDir = None,
    lang: Lang = None,
) -> None:
    """Print a dynasty's order template for a turn, in the game's language: decisions with their defaults, who
    may do what."""
    from dynasty.orders.intake import pick_dynasty
    from dynasty.reports.order_template import order_template

    campaign = _campaign(game)
    language = _language(lang, campaign)
    try:
        with _game_folder(campaign.root, language, writes=False):
            number = campaign.pick_turn(turn)
            state = campaign.load_state(number)
        dynasty = pick_dynasty(dynasty, state, campaign.players())
        if not state.dynasties[dynasty].alive:
            raise CampaignError(Text("cli-dynasty-destroyed", id=dynasty))
        text = order_template(state, campaign.rules, dynasty, campaign.settings.language)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    typer.echo(text, nl=False)


@app.command()
def report(
    turn: Annotated[str, typer.Argument()],
    dynasty: Annotated[str | None, typer.Option("--dynasty")] = None,
    fmt: Annotated[str | None, typer.Option("--format")] = None,
    write: Annotated[bool, typer.Option("--write")] = False,
    max_chars: Annotated[int | None, typer.Option("--max-chars", min=1000)] = None,
    game: GameDir = None,
    lang: Lang = None,
) -> None:
    """Render a turn's reports again, in the game's language, from its stored state and log: to stdout, or
    with --write to reports/turn-NN/."""
    from dynasty.commands.report import shown_report, write_turn_reports, written_output

    campaign = _campaign(game)
    language = _language(lang, campaign)
    try:
        if fmt is not None and fmt not in ("md", "bbcode", "json"):
            raise CampaignError(Text("cli-report-bad-format", format=fmt))
        with _game_folder(campaign.root, language, writes=write):
            number = campaign.pick_turn(turn)
            state = campaign.load_state(number)
            if write:
                written = write_turn_reports(campaign, number, state, fmt, max_chars)
            else:
                text, warnings = shown_report(campaign, number, state, dynasty, fmt, max_chars)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    if write:
        typer.echo(written_output(written, language))
        return
    for warning in warnings:  # a part whose block cannot be cut under the limit
        typer.echo(warning.words(language), err=True)
    typer.echo(text, nl=False)


@app.command()
def schema(game: GameDir = None, lang: Lang = None) -> None:
    """Print the JSON Schema of order files (save it as order.schema.json next to your orders)."""
    import json

    from dynasty.game.rules import default_rules
    from dynasty.orders.schema import order_schema

    campaign = _campaign(game)
    language = _language(lang, campaign)
    try:
        rules = campaign.rules if campaign.settings_path.exists() else default_rules()
    except DynastyError as exc:
        raise _fail(exc, language) from None
    typer.echo(json.dumps(order_schema(rules), ensure_ascii=False, indent=2))


@app.command("rules")
def rules_command(
    query: Annotated[list[str] | None, typer.Argument()] = None,
    markdown: Annotated[bool, typer.Option("--markdown")] = False,
    lang: Lang = None,
    game: GameDir = None,
) -> None:
    """Print rules of the players' guide in the game's language: every rule, the rule an ID names, or the
    rules that mention a word."""
    from dynasty.game.guide import rules_output

    language = _language(lang, _campaign(game))
    try:
        text = rules_output(" ".join(query or []), language, markdown=markdown)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    typer.echo(text, nl=False)


@app.command()
def reveal(
    yes: Annotated[bool, typer.Option("--yes", "-y")] = False,
    fmt: Annotated[str | None, typer.Option("--format")] = None,
    game: GameDir = None,
    lang: Lang = None,
) -> None:
    """Print the post that reveals the campaign's dice secret, once the game is over, so that anyone can check the
    dice of his reports (`dynasty verify`). Before the end, the command says what revealing tells and asks."""
    from dynasty.commands.verify import reveal_post

    campaign = _campaign(game)
    language = _language(lang, campaign)
    try:
        if fmt is not None and fmt not in ("md", "bbcode"):
            raise CampaignError(Text("cli-report-bad-format", format=fmt))
        with _game_folder(campaign.root, language, writes=False):
            state = campaign.load_state(campaign.latest_turn())
        settings = campaign.settings
        if not state.winners and not yes:  # DEFEAT-5: the game goes on
            typer.echo(warning_line(Text("cli-reveal-early", turn=state.turn), language), err=True)
            if not _on_terminal():
                raise CampaignError(Text("cli-reveal-refused"))
            if not _agrees(message(language, "cli-reveal-question")):
                typer.echo(message(language, "cli-reveal-declined"), err=True)
                raise typer.Exit(code=1)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    typer.echo(reveal_post(settings.seed, fmt or settings.forum.format, settings.language), nl=False)


@app.command()
def verify(
    secret: Annotated[str, typer.Argument()],
    files: Annotated[list[Path], typer.Argument()],
    published: Annotated[str | None, typer.Option("--commitment")] = None,
    lang: Lang = None,
) -> None:
    """Check the dice of reports against the revealed dice secret: the secret must give the commitment the first
    chronicle published, and every die of the files is computed again from it; the dice that are not the seed's
    are listed. Exit code 1 unless every die is the seed's or marked as chosen by the GM."""
    from dynasty.commands.verify import render_verification
    from dynasty.commands.verify import verify as verify_dice

    language = _language(lang, _campaign(None))
    try:
        if published is not None and not re.fullmatch(r"[0-9a-fA-F]{64}", published):
            raise CampaignError(Text("cli-verify-bad-commitment", written=published))
        result = verify_dice(secret, files, published)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    typer.echo(render_verification(result, language))
    if not result.holds:
        raise typer.Exit(code=1)


@app.command()
def simulate(
    scenario: Annotated[str, typer.Argument()],
    turns: Annotated[int, typer.Option("--turns", min=1, max=1000)] = 20,
    games: Annotated[int, typer.Option("--games", min=1, max=100_000)] = 10,
    seed: Annotated[int, typer.Option("--seed")] = 1,
    compare: Annotated[Path | None, typer.Option("--compare")] = None,
    workers: Annotated[int | None, typer.Option("--workers", min=1, max=1024)] = None,
    csv_file: Annotated[Path | None, typer.Option("--csv")] = None,
    pictures: Annotated[Path | None, typer.Option("--pictures")] = None,
    scheduler: Annotated[str | None, typer.Option("--scheduler")] = None,
    players: Annotated[str | None, typer.Option("--players")] = None,
    check: Annotated[bool, typer.Option("--check")] = False,
    lang: Lang = None,
) -> None:
    """Play whole games in memory with the built-in player and print who wins, how long dynasties last,
    reputation and provinces over time, causes of defeat, and how often each action is used and succeeds —
    each with its 95% confidence interval; with --compare, the differences a second rule set makes; with
    --players, a tournament of the player's characters; with --pictures, the figures as PNG and SVG files."""
    from dynasty.commands.study import simulate_games

    language = _language(lang, scenario=scenario)
    try:
        clean = simulate_games(scenario, turns, games, seed, compare=compare, workers=workers, csv_file=csv_file,
                               pictures=pictures, scheduler=scheduler, check=check, language=language,
                               players=players)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    if not clean:
        raise typer.Exit(1)


@app.command()
def bot(
    turn: Annotated[str, typer.Argument()],
    dynasty: Annotated[list[str] | None, typer.Option("--dynasty")] = None,
    game: GameDir = None,
    lang: Lang = None,
) -> None:
    """Write orders with the built-in player (BRANCH-10): for the master-run dynasties, or the ones named.
    Never overwrites a player's order file."""
    from dynasty.bot import write_bot_orders

    campaign = _campaign(game)
    language = _language(lang, campaign)
    try:
        with _game_folder(campaign.root, language, writes=True):
            written = write_bot_orders(campaign, turn, dynasty or None)
    except DynastyError as exc:
        raise _fail(exc, language) from None
    if not written:
        typer.echo(message(language, "cli-bot-nobody"))
        return
    typer.echo(_files_written(written, language))
