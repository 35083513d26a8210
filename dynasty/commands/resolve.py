"""`dynasty resolve` and `dynasty rollback`: the files of a turn's resolution (CONTRACT "Commands").

Resolving refuses, and writes nothing, when an order file has errors, when the turn is not the latest,
or when it was already resolved (`--force` re-resolves the latest resolved turn). Rolling back moves
files into an archive; nothing is ever deleted. Each is one transaction under the game's lock
(`dynasty.store.transaction`): it happens whole or not at all, and never beside another. A dry run
(`--dry-run`) plays the turn in memory under the lock of a reader, and writes nothing: it shows the GM the
turn's dice (`render_dry_run_dice`), so that he can roll them on the forum and write them into the dice file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from dynasty.engine.context import Turn
from dynasty.engine.turn import resolve
from dynasty.errors import CampaignError, Location, Problem, display_path
from dynasty.game.campaign import Campaign, files_written, parse_turn, stand_ins
from dynasty.game.deadlines import deadline, deadline_text, now
from dynasty.game.dice import Dice, Roll, load_overrides
from dynasty.game.named import state_names
from dynasty.game.rules import Rules
from dynasty.game.state import GameState, state_text
from dynasty.game.state_check import state_problems
from dynasty.orders import TurnCheck, check_turn
from dynasty.orders.model import OrderFile
from dynasty.reports.texts import die_purpose
from dynasty.reports.words import Words, dice_notation
from dynasty.reports.write import long_posts, report_texts
from dynasty.store.disk import refuse_outside
from dynasty.store.transaction import Transaction, game_lock
from dynasty.store.yaml_io import dump_yaml
from dynasty.text.catalogs import Language, Term, Text, message, some_of


@dataclass
class Resolution:
    turn: int
    state: GameState
    result: Turn
    written: list[Path] = field(default_factory=list)
    #: with --force: the folder of `turns/archive/` that keeps what the resolution replaced, and the paths it
    #: replaced (each kept under the archive at the same place)
    archive: Path | None = None
    archived: list[Path] = field(default_factory=list)
    #: the posts for the forum longer than its limit (each holds a block that cannot be cut), and the limit
    too_long: list[Path] = field(default_factory=list)
    max_chars: int = 0
    #: every die the turn rolled, in the log's order; the dice file it read (or would have read); the warnings
    #: about that file (a die chosen that the turn did not roll)
    dice: list[Roll] = field(default_factory=list)
    dice_file: Path | None = None
    warnings: list[Problem] = field(default_factory=list)
    #: `--dry-run`: the turn was played in memory, and nothing written
    dry_run: bool = False


@dataclass(frozen=True)
class Pending:
    """What `resolve TURN` would do, seen before it writes anything: the dynasties that sent no orders, which
    would play the defaults, by id with their names."""

    turn: int
    missing: dict[str, str]


class OrdersMissing(Exception):
    """`resolve_campaign(..., ask=True)` found dynasties without orders, and nothing is written: the command line
    asks the GM whether they play the defaults, the lock let go (readers do not wait on his answer), then
    resolves again with his answer (`defaults_for`)."""

    def __init__(self, pending: Pending) -> None:
        super().__init__(pending.turn)
        self.pending = pending


class BeforeDeadline(Exception):
    """`resolve_campaign(..., guard=True, ask=True)` runs before the turn's deadline (`deadline:`), and nothing is
    written: the command line asks the GM whether to resolve now, then resolves again (`early=True`)."""

    def __init__(self, turn: int, due: datetime, at: datetime) -> None:
        super().__init__(turn)
        self.turn, self.due, self.at = turn, due, at


def log_path(campaign: Campaign, turn: int) -> Path:
    return campaign.turn_dir(turn) / "log.yaml"


def dice_path(campaign: Campaign, turn: int) -> Path:
    return campaign.turn_dir(turn) / "dice.yaml"


def _refusal(campaign: Campaign, turn: int, force: bool, loaded: dict[int, GameState]) -> Text | None:
    """Why `resolve turn` must not run, or None. The state it loads is left in `loaded`, by turn."""
    latest = campaign.latest_turn()
    if turn > latest or not campaign.state_path(turn).exists():
        return Text("cli-resolve-no-state", turn=turn, latest=latest)
    if campaign.settings_path.exists():
        loaded[latest] = campaign.load_state(latest)
        if loaded[latest].winners:
            return Text("cli-game-over")
    if turn == latest:
        return None
    if turn == latest - 1:
        if force:
            return None
        return Text("cli-resolve-already-resolved", turn=turn, latest=latest)
    return Text("cli-resolve-not-latest", turn=turn, latest=latest)


def resolve_campaign(campaign: Campaign, turn_text: str, dice_file: Path | None = None, force: bool = False,
                     dry_run: bool = False, *, defaults_for: set[str] | None = None, ask: bool = False,
                     guard: bool = False, early: bool = False) -> Resolution:
    """`dynasty resolve TURN`: the next turn's state, this turn's log and the next turn's reports, written
    as one transaction under the game's lock, from the first read to the last write. With `ask`, dynasties
    without orders are not played by default: `OrdersMissing` names them. `defaults_for`, when given, are
    the dynasties the GM agreed should play the defaults: if another has no orders by now (its file was taken
    away while he answered), nothing is written. With `force`, what the resolution replaces (the next turn's
    folder and reports, this turn's log) is moved into `turns/archive/` first, as `rollback` does: nothing is
    lost. With `dry_run`, the same checks and the same play, in memory, under the lock of a reader (the state, the
    orders and the dice file are only read): nothing is written. With `guard` (the command line without `--yes`),
    a turn in which more than half of the players' houses sent nothing is refused, and one resolved before its
    deadline is asked about (`ask`: `BeforeDeadline`) or refused; `early` is the GM's yes."""
    turn = parse_turn(turn_text)
    with game_lock(campaign.root, exclusive=not dry_run):
        return _resolve(campaign, turn, dice_file, force, defaults_for, ask, dry_run, guard and not dry_run, early)


def _ready(campaign: Campaign, turn: int, force: bool) -> tuple[GameState, bool, TurnCheck]:
    """The state of a turn that may be resolved now, whether resolving it replaces a resolution (--force), and
    the check of its orders (each dynasty's orders, and those that sent none); refused as the contract says: no
    such turn, not the latest, already resolved, game over, orders with errors. The state and the order files
    are each read and checked once."""
    campaign.require()
    loaded: dict[int, GameState] = {}
    refusal = _refusal(campaign, turn, force, loaded)
    if refusal is not None:
        raise CampaignError(refusal, Location(display_path(campaign.turn_dir(turn))))
    state = loaded[turn] if turn in loaded else campaign.load_state(turn)
    checked = check_turn(campaign, str(turn), state=state)
    if checked.errors:
        bad = [f.path for f in checked.files if f.errors]
        raise CampaignError(Text("cli-resolve-orders-have-errors", n=checked.errors, files=", ".join(bad), turn=turn))
    replaces = turn != campaign.latest_turn()
    return state, replaces, checked


def _guard(campaign: Campaign, state: GameState, turn: int, missing: list[str], *, ask: bool, early: bool) -> None:
    """A script resolving on a timer must not play a whole empty turn: more than half of the players' houses
    without orders is refused (on a terminal, `ask`, the GM is asked about them anyway); before the turn's
    deadline the GM is asked (`BeforeDeadline`), a script refused."""
    settings = campaign.settings
    # the players' houses whose orders are awaited: not the master's, nor one given up to him, nor one away
    players = [did for did, seat in settings.dynasties.items() if did in state.living_dynasties()
               and seat.controller != "master" and not seat.away_on(turn)
               and (state.dynasties[did].controller != "master" or did not in missing)]  # a given-up house back
    silent = [did for did in players if did in missing]
    if not ask and players and 2 * len(silent) > len(players):
        raise CampaignError(Text("cli-resolve-most-silent", n=len(silent), living=len(players), turn=turn))
    due = deadline(settings.deadline, turn)
    if due is None or early:
        return
    at = now(due.tzinfo or UTC)
    if at >= due:
        return
    if ask:
        raise BeforeDeadline(turn, due, at)
    raise CampaignError(Text("cli-resolve-before-deadline", turn=turn, left=deadline_words(due, at, turn)))


def stand_in_orders(campaign: Campaign, state: GameState, dynasties: list[str]) -> dict[str, OrderFile]:
    """The built-in player's orders for `dynasties`, each decided from what that house knows (its report's
    knowledge), as `dynasty bot` writes them — in memory: no file is written for a player's house."""
    if not dynasties:
        return {}
    from dynasty.bot.personality import characters
    from dynasty.bot.play import bot_plans
    from dynasty.reports.write import load_logs

    log, _ = load_logs(campaign, state.turn)
    plans = bot_plans(state, campaign.rules, dynasties, log, characters(campaign.personalities()))
    return {did: plan.orders for did, plan in plans.items()}


def deadline_words(due: datetime, at: datetime, turn: int) -> Term:
    """The turn's deadline and the time left, in both languages: the output's is said."""
    return Term(ru=deadline_text(due, at, turn, "ru"), en=deadline_text(due, at, turn, "en"))


def _resolve(campaign: Campaign, turn: int, dice_file: Path | None, force: bool,
             defaults_for: set[str] | None, ask: bool, dry_run: bool, guard: bool, early: bool) -> Resolution:
    state, replaces, checked = _ready(campaign, turn, force)
    if guard:  # the GM who answered about the silent houses (`defaults_for`) has been asked
        _guard(campaign, state, turn, checked.missing, ask=ask or defaults_for is not None, early=early)
    if ask and defaults_for is None and checked.missing:
        raise OrdersMissing(Pending(turn, {did: state.dynasties[did].name for did in checked.missing}))
    unexpected = [did for did in checked.missing if defaults_for is not None and did not in defaults_for]
    if unexpected:
        raise CampaignError(Text("cli-resolve-orders-gone", turn=turn,
                                 houses=[Text("cli-house", house=state.dynasties[did].name, id=did)
                                         for did in unexpected]))
    rules, settings = campaign.rules, campaign.settings
    overrides_file = dice_file if dice_file is not None else dice_path(campaign, turn)
    refuse_outside(overrides_file, campaign.root)
    overrides = load_overrides(overrides_file) if overrides_file.exists() or dice_file is not None else {}
    dice = Dice(seed=settings.seed, overrides=overrides)
    orders = dict(sorted(checked.orders.items()))  # as the check read them, under the same lock
    played_for = stand_ins(campaign.settings, state, turn, checked.missing)
    orders |= stand_in_orders(campaign, state, list(played_for))
    result = resolve(state, orders, rules, dice, {"m": list(settings.names.m), "f": list(settings.names.f)},
                     played_for)
    warnings = dice.check_chosen()  # a die chosen that the turn did not roll: a warning, the rest refused
    problems = state_problems(state, rules)
    if problems:  # a bug of ours, never the user's input
        raise AssertionError("resolve built a state that breaks the rules: " + "; ".join(map(str, problems)))
    resolution = Resolution(turn, state, result, dice=list(dice.rolls), dice_file=overrides_file, warnings=warnings,
                            dry_run=dry_run)
    if dry_run:
        return resolution
    log = turn_log(turn, result, dice)
    texts = [(campaign.state_path(turn + 1), state_text(state)), (log_path(campaign, turn), dump_yaml(log)),
             *report_texts(campaign, turn + 1, state, rules, settings, log=log, new_game_log=None)]
    replaced = _replaced(campaign, turn) if replaces else []
    with Transaction(campaign.root, f"resolve {turn}" + (" --force" if force else "")) as transaction:
        if replaced:
            resolution.archive = campaign.new_archive("resolve-force")
            for path in replaced:  # first kept, then written anew
                transaction.move(path, resolution.archive / path.relative_to(campaign.root))
        for path, text in texts:
            transaction.write(path, text)
    resolution.archived = replaced
    resolution.too_long, resolution.max_chars = long_posts(texts, settings.forum.profile), settings.forum.max_chars
    resolution.written = transaction.paths[len(replaced):]
    return resolution


def _replaced(campaign: Campaign, turn: int) -> list[Path]:
    """What resolving `turn` again replaces: the next turn's folder (its state, and any orders or dice already
    saved for it), its reports, and this turn's log."""
    paths = [campaign.turn_dir(turn + 1), campaign.reports_dir(turn + 1), log_path(campaign, turn)]
    return [path for path in paths if path.exists()]


def turn_log(turn: int, result: Turn, dice: Dice) -> dict[str, Any]:
    """`log.yaml`: what resolving the turn did — every outcome and every die."""
    return {
        "turn": turn,
        "next_turn": result.state.turn,
        "missing_orders": result.missing,
        **({"played_for": result.played_for} if result.played_for else {}),
        "ap_spent": dict(sorted(result.ap_spent.items())),
        "outcomes": [o.to_data() for o in result.outcomes],
        "dice": dice.log(),
    }


def rollback(campaign: Campaign, turn_text: str) -> tuple[Path, list[Path]]:
    """Move the turns after TURN (their folders and reports) and TURN's log into a new archive folder, so
    that TURN can be resolved again. Nothing is deleted; the moves happen all together or not at all."""
    turn = parse_turn(turn_text)
    with game_lock(campaign.root, exclusive=True):
        campaign.require()
        if not campaign.state_path(turn).exists():
            raise CampaignError(Text("cli-rollback-no-state", turn=turn,
                                     known=", ".join(map(str, campaign.turns())) or Text("cli-none")))
        later = [t for t in campaign.turns() if t > turn]
        moving = [campaign.turn_dir(t) for t in later] + [campaign.reports_dir(t) for t in later]
        moving = [p for p in moving if p.exists()]
        log = log_path(campaign, turn)
        if log.exists():
            moving.append(log)
        if not moving:
            raise CampaignError(Text("cli-rollback-nothing", turn=turn))
        archive = campaign.new_archive("rollback")
        with Transaction(campaign.root, f"rollback {turn}") as transaction:
            for path in moving:
                transaction.move(path, archive / path.relative_to(campaign.root))
        return archive, transaction.paths


def render_resolution(resolution: Resolution, rules: Rules, language: Language) -> str:
    """The short summary `resolve` prints: the new turn, who died, was born, became head or was defeated, a
    new era, who sent no orders, who won, the files written, and the last report of each house that fell (DYN-2),
    which the GM sends its player as he sends the others."""
    t, state = resolution.result, resolution.state
    names = state_names(state)

    def person(cid: str) -> str:
        did = state.characters[cid].dynasty if cid in state.characters else ""
        return message(language, "cli-person-of-house", who=names(cid), id=cid, house=names(did))

    def house(did: str) -> str:
        return message(language, "cli-house", house=names(did), id=did)

    def era(era_id: str) -> str:
        return rules.eras[era_id].name_in(language)

    heading = "cli-dry-run" if resolution.dry_run else "cli-resolved"
    lines = [message(language, heading, turn=resolution.turn, next=state.turn, era=era(state.era))]
    listed: dict[str, list[str]] = {"deaths": [], "births": [], "new-heads": [], "defeats": []}
    fallen: list[str] = []
    eras: list[str] = []
    for outcome in t.outcomes:
        p = outcome.params
        if outcome.kind == "death" and p.get("character"):
            listed["deaths"].append(person(str(p["character"])))
        elif outcome.kind == "birth" and p.get("child"):
            listed["births"].append(person(str(p["child"])))
        elif outcome.kind == "new-head" and p.get("head"):
            listed["new-heads"].append(person(str(p["head"])))
        elif outcome.kind == "defeat" and outcome.dynasty:
            listed["defeats"].append(house(outcome.dynasty))
            fallen.append(outcome.dynasty)
        elif outcome.kind == "new-era" and p.get("era") in rules.eras:
            eras.append(era(str(p["era"])))
    for kind, found in listed.items():
        if found:
            lines.append(message(language, f"cli-{kind}", n=len(found), names=some_of(language, found)))
    lines += [message(language, "cli-resolved-new-era", era=name) for name in eras]
    defaults = [did for did in t.missing if did not in t.played_for]
    if defaults:
        lines.append(message(language, "cli-resolved-no-orders", n=len(defaults),
                             houses=some_of(language, [house(did) for did in defaults])))
    if t.played_for:  # the built-in player played them (`absence:`, `away:` of the settings)
        lines.append(message(language, "cli-resolved-stand-in", n=len(t.played_for),
                             houses=some_of(language, [house(did) for did in t.played_for])))
    if state.winners:
        lines.append(message(language, "cli-game-won", n=len(state.winners),
                             houses=", ".join(house(did) for did in state.winners)))
    if resolution.archive is not None:
        lines.append(message(language, "cli-resolve-archived", archive=display_path(resolution.archive),
                             paths=", ".join(display_path(p) for p in resolution.archived)))
    if not resolution.dry_run:
        lines.append(files_written(resolution.written, language))
    for did in fallen:  # DYN-2: its last report and its posts' folder, among the files written
        own = [display_path(p) for p in resolution.written
               if p.parent.name != "posts" and p.name in (f"{did}.md", f"{did}.bbcode")]
        own += [display_path(folder) + "/" for folder in dict.fromkeys(
            p.parent for p in resolution.written if p.parent.parent.name == "posts"
            and (p.parent.name == did or p.parent.name.endswith(f" ({did})")))]
        if own:
            lines.append(message(language, "cli-resolved-fallen", house=names(did), id=did, files=", ".join(own)))
    if resolution.too_long:
        lines.append(message(language, "cli-posts-too-long", most=resolution.max_chars,
                             files=", ".join(display_path(p) for p in resolution.too_long)))
    return "\n".join(lines)


def resolution_output(resolution: Resolution, rules: Rules, language: Language) -> str:
    """What `resolve` prints: the summary, and after a dry run the turn's dice."""
    summary = render_resolution(resolution, rules, language)
    return summary + "\n" + render_dry_run_dice(resolution, rules, language) if resolution.dry_run else summary


def render_dry_run_dice(resolution: Resolution, rules: Rules, language: Language) -> str:
    """What `resolve --dry-run` prints after the summary: every die the turn rolled, one a line — its key, its dice
    as the language writes them, its value, "chosen by the GM" when the dice file gave it, and what it was for as
    the GM's report says it (the whole formula) — and where to write the dice rolled on the forum."""
    if not resolution.dice:
        return message(language, "cli-dry-run-no-dice")
    words = Words(language, state_names(resolution.state), rules)
    where = display_path(resolution.dice_file) if resolution.dice_file is not None else ""
    lines = [message(language, "cli-dry-run-dice", n=len(resolution.dice), file=where)]
    for roll in resolution.dice:
        lines.append("  " + message(language, "cli-dry-run-die-chosen" if roll.chosen else "cli-dry-run-die",
                                    key=roll.key, dice=dice_notation(roll.dice, language),
                                    values=", ".join(map(str, roll.values)),
                                    purpose=die_purpose(roll.to_data(), words)))
    return "\n".join(lines)
