"""`dynasty new-game`: a campaign from a scenario, up to the start of turn 1 (TURN-4)."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from pathlib import Path

from dynasty.engine.game_start import GameStart, start_game
from dynasty.errors import CampaignError, Location, display_path
from dynasty.game.campaign import Campaign, files_written
from dynasty.game.dice import Seed, commitment, load_overrides, new_secret
from dynasty.game.named import state_names
from dynasty.game.scenario import find_scenario, load_scenario
from dynasty.game.state import state_text
from dynasty.reports.write import report_texts
from dynasty.store.transaction import Transaction, game_lock
from dynasty.store.yaml_io import dump_yaml
from dynasty.text.catalogs import Language, Text, message, some_of

#: The program's own folder, whose scenarios/ holds the shipped scenarios (a source checkout).
PROGRAM_FOLDER = Path(__file__).resolve().parents[2]


@dataclass
class NewGame(GameStart):
    """A game's start (`engine.game_start`) as `new-game` wrote it."""

    #: the files written
    written: list[Path] = field(default_factory=list)
    #: where the campaign's settings, and so its dice secret, are written
    settings_path: Path = Path("turns/game.yaml")


def scenario_name(path: Path, root: Path) -> str:
    """How the campaign names its scenario (`turns/game.yaml`, the new-game log), the same wherever new-game
    was run from: its path in the game folder when it lies there, the name of a scenario shipped with the
    program, else its absolute path."""
    real = path.resolve()
    with contextlib.suppress(ValueError):
        return real.relative_to(root.resolve()).as_posix()
    if real.parent == (PROGRAM_FOLDER / "scenarios").resolve() and real.suffix == ".yaml":
        return real.stem
    return str(real)


def new_game(root: Path, scenario_arg: str, seed: Seed | None = None, dice_file: Path | None = None) -> NewGame:
    """Start a campaign in `root`: refuses a folder that already holds one; the files are written as one
    transaction, so that a failure, or a kill, leaves no campaign behind. Without a `seed`, a secret nobody can
    guess is drawn; it is written in `turns/game.yaml` only (not in the log, not in the transaction's journal)."""
    campaign = Campaign(root)
    with game_lock(root, exclusive=True, create=True):
        if campaign.holds_campaign():
            raise CampaignError(Text("cli-new-game-refused", folder=str(root.resolve())),
                                Location(display_path(campaign.settings_path)))
        path = find_scenario(scenario_arg, [root, Path.cwd(), PROGRAM_FOLDER])
        loaded = load_scenario(path)
        overrides = load_overrides(dice_file) if dice_file is not None else None
        if seed is None:
            seed = new_secret()
        name = scenario_name(path, root)
        game = NewGame(**vars(start_game(loaded, name, seed, overrides)))
        log = {
            "scenario": name,
            "births": [{"child": b.child, "father": b.father, "mother": b.mother, "dynasty": b.dynasty}
                       for b in game.start.births],
            "dice": game.dice.log(),
        }
        texts = [
            (campaign.state_path(1), state_text(game.state)),
            (campaign.new_game_log_path, dump_yaml(log)),
            *report_texts(campaign, 1, game.state, game.rules, game.settings, log=None, new_game_log=log),
            (campaign.settings_path, dump_yaml(game.settings.model_dump(mode="json"))),
        ]
        with Transaction(root, f"new-game {scenario_arg}") as transaction:
            for target, text in texts:
                transaction.write(target, text)
        game.written, game.settings_path = transaction.paths, campaign.settings_path
    return game


def render_new_game(game: NewGame, language: Language) -> str:
    """What `new-game` prints: the campaign, turn 1 and its era, each dynasty with its head, AP and events,
    the births, and the files written."""
    state, rules, settings = game.state, game.rules, game.settings
    names = state_names(state)
    era = rules.eras[state.era]
    lines = [message(language, "cli-new-game", title=settings.title, scenario=settings.scenario),
             message(language, "cli-new-game-turn", turn=state.turn, era=era.name_in(language),
                     n=len(state.dynasties))]
    for did, dynasty in state.dynasties.items():
        events = [message(language, "cli-new-game-event", province=names(pid),
                          event=message(language, f"cli-event-{p.event.kind}"))
                  for pid in dynasty.provinces if (p := state.provinces[pid]).event is not None and p.event.applies]
        about = message(language, "cli-new-game-dynasty", head=names(dynasty.head or ""), id=dynasty.head or "—",
                        ap=dynasty.ap, events=", ".join(events) or message(language, "cli-none"))
        lines.append(f"  {did:<16} {dynasty.name:<16} {about}")
    if game.start.births:
        born = [message(language, "cli-person-of-house", who=names(b.child), id=b.child, house=names(b.dynasty))
                for b in game.start.births]
        lines.append(message(language, "cli-births", n=len(born), names=some_of(language, born)))
    lines.append(files_written(game.written, language))
    lines.append(message(language, "cli-new-game-secret", settings=display_path(game.settings_path),
                         commitment=commitment(settings.seed)))
    return "\n".join(lines)
