"""`dynasty resolve` and `dynasty rollback`: the files of a turn's resolution (CONTRACT "Commands").

Resolving refuses, and writes nothing, when an order file has errors, when the turn is not the latest,
or when it was already resolved (`--force` re-resolves the latest resolved turn). Rolling back moves
files into an archive; nothing is ever deleted.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dynasty.campaign import Campaign, parse_turn
from dynasty.dice import Dice, load_overrides
from dynasty.engine.context import Turn
from dynasty.engine.turn import resolve
from dynasty.errors import CampaignError, Location, display_path
from dynasty.orders import check_turn
from dynasty.orders.model import OrderFile
from dynasty.orders.parse import parse_orders
from dynasty.reports.write import report_writes
from dynasty.rules import Rules
from dynasty.state import GameState, save_state, state_problems
from dynasty.yamlio import save_yaml


@dataclass
class Resolution:
    turn: int
    state: GameState
    result: Turn
    written: list[Path] = field(default_factory=list)


def log_path(campaign: Campaign, turn: int) -> Path:
    return campaign.turn_dir(turn) / "log.yaml"


def dice_path(campaign: Campaign, turn: int) -> Path:
    return campaign.turn_dir(turn) / "dice.yaml"


def _refusal(campaign: Campaign, turn: int, force: bool, loaded: dict[int, GameState]) -> str | None:
    """Why `resolve turn` must not run, or None. The state it loads is left in `loaded`, by turn."""
    latest = campaign.latest_turn()
    if turn > latest or not campaign.state_path(turn).exists():
        return f"turn {turn} has no state; the latest turn is {latest}"
    if campaign.settings_path.exists():
        loaded[latest] = campaign.load_state(latest)
        if loaded[latest].winners:
            return "the game is over; 'dynasty status' says who won"
    if turn == latest:
        return None
    if turn == latest - 1:
        if force:
            return None
        return (f"turn {turn} was already resolved (turn {latest} exists); 'dynasty resolve {turn} --force' "
                f"resolves it again, replacing turn {latest}")
    return (f"turn {turn} is not the latest turn ({latest}); 'dynasty rollback {turn}' first moves the turns "
            "after it into the archive")


def read_orders(campaign: Campaign, turn: int, state: GameState) -> dict[str, OrderFile]:
    """The order files of a turn, by dynasty (the file's place names the dynasty)."""
    rules, language = campaign.rules, campaign.settings.language
    orders: dict[str, OrderFile] = {}
    folder = campaign.orders_dir(turn)
    for path in sorted(folder.glob("*.yaml")) if folder.exists() else []:
        if path.stem in state.dynasties and state.dynasties[path.stem].alive:
            parsed = parse_orders(path, rules, language)
            assert parsed.orders is not None  # check_turn found no error
            orders[path.stem] = parsed.orders
    return orders


def resolve_campaign(campaign: Campaign, turn_text: str, dice_file: Path | None = None,
                     force: bool = False) -> Resolution:
    turn = parse_turn(turn_text)
    campaign.require()
    loaded: dict[int, GameState] = {}
    refusal = _refusal(campaign, turn, force, loaded)
    if refusal is not None:
        raise CampaignError(refusal, Location(display_path(campaign.turn_dir(turn))))
    checked = check_turn(campaign, str(turn))
    if checked.errors:
        bad = [f.path for f in checked.files if f.errors]
        raise CampaignError(f"{checked.errors} error(s) in the orders ({', '.join(bad)}); nothing was resolved. "
                            f"Run 'dynasty check {turn}' to see them")
    state = loaded[turn] if turn in loaded else campaign.load_state(turn)  # nothing changed it since
    rules, settings = campaign.rules, campaign.settings
    overrides_file = dice_file if dice_file is not None else dice_path(campaign, turn)
    overrides = load_overrides(overrides_file) if overrides_file.exists() or dice_file is not None else {}
    dice = Dice(seed=settings.seed, overrides=overrides)
    orders = read_orders(campaign, turn, state)
    result = resolve(state, orders, rules, dice, {"m": list(settings.names.m), "f": list(settings.names.f)})
    dice.check_all_used()
    problems = state_problems(state, rules)
    if problems:  # a bug of ours, never the user's input
        raise AssertionError("resolve built a state that breaks the rules: " + "; ".join(map(str, problems)))
    resolution = Resolution(turn, state, result)
    log = turn_log(turn, result, dice)
    _write(resolution, [
        (campaign.state_path(turn + 1), lambda p: save_state(p, state)),
        (log_path(campaign, turn), lambda p: save_yaml(p, log)),
        *report_writes(campaign, turn + 1, state, rules, settings, log=log, new_game_log=None),
    ])
    return resolution


def turn_log(turn: int, result: Turn, dice: Dice) -> dict[str, Any]:
    """`log.yaml`: what resolving the turn did — every outcome and every die."""
    return {
        "turn": turn,
        "next_turn": result.state.turn,
        "missing_orders": result.missing,
        "ap_spent": dict(sorted(result.ap_spent.items())),
        "outcomes": [o.to_data() for o in result.outcomes],
        "dice": dice.log(),
    }


def _write(resolution: Resolution, writes: list[tuple[Path, Callable[[Path], None]]]) -> None:
    """Each file atomically; if one fails, the ones written before it are put back as they were."""
    backups: list[tuple[Path, bytes | None]] = []
    try:
        for target, write in writes:
            backups.append((target, target.read_bytes() if target.exists() else None))
            write(target)
            resolution.written.append(target)
    except BaseException:
        for target, old in backups:
            if old is None:
                target.unlink(missing_ok=True)
            else:
                target.write_bytes(old)
        raise


def rollback(campaign: Campaign, turn_text: str) -> tuple[Path, list[Path]]:
    """Move the turns after TURN (their folders and reports) and TURN's log into a new archive folder, so
    that TURN can be resolved again. Nothing is deleted."""
    turn = parse_turn(turn_text)
    campaign.require()
    if not campaign.state_path(turn).exists():
        raise CampaignError(f"turn {turn} has no state; turns with a state: "
                            f"{', '.join(map(str, campaign.turns())) or 'none'}")
    later = [t for t in campaign.turns() if t > turn]
    moving = [campaign.turn_dir(t) for t in later] + [campaign.reports_dir(t) for t in later]
    moving = [p for p in moving if p.exists()]
    log = log_path(campaign, turn)
    if log.exists():
        moving.append(log)
    if not moving:
        raise CampaignError(f"turn {turn} is the latest turn and was not resolved; there is nothing to roll back")
    archive_root = campaign.turns_dir / "archive"
    n = 1
    while (archive_root / f"rollback-{n:03d}").exists():
        n += 1
    archive = archive_root / f"rollback-{n:03d}"
    moved = []
    for path in moving:
        relative = path.relative_to(campaign.root)
        target = archive / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(path), str(target))
        moved.append(target)
    return archive, moved


def render_resolution(resolution: Resolution, rules: Rules) -> str:
    """The short summary `resolve` prints."""
    t, state = resolution.result, resolution.state
    era = rules.eras[state.era]
    counts: dict[str, list[str]] = {}
    for outcome in t.outcomes:
        p = outcome.params
        shown = {"death": p.get("character"), "birth": p.get("child"), "defeat": outcome.dynasty,
                 "new-head": f"{outcome.dynasty}: {p.get('head')}", "new-era": p.get("era")}.get(outcome.kind)
        if shown:
            counts.setdefault(outcome.kind, []).append(str(shown))
    lines = [f"Turn {resolution.turn} resolved: now turn {state.turn}, {era.en} ({era.ru})."]
    for kind, label in (("death", "Deaths"), ("birth", "Births"), ("new-head", "New heads"),
                        ("defeat", "Defeated"), ("new-era", "New era")):
        if kind in counts:
            lines.append(f"{label}: {', '.join(x for x in counts[kind] if x)}")
    if t.missing:
        lines.append("No orders from (they played the defaults): " + ", ".join(t.missing))
    if state.winners:
        lines.append("The game is over. Won: " + ", ".join(state.winners))
    lines.append("Written: " + ", ".join(display_path(p) for p in resolution.written))
    return "\n".join(lines)
