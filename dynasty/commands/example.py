"""The example campaign: the classic scenario played by the built-in player (BRANCH-10) for every dynasty,
with a fixed seed; the two houses the master keeps each have a character (`CHARACTERS`). The repository keeps
its first 6 turns in `turns/` and `reports/`, beside a README.md in each that says so (`make example` writes
the rest again; a test replays them and compares every file byte for byte), and `make demo` plays 3 turns of
it in a temporary folder.

    python -m dynasty.commands.example [--turns N] [--seed S | --secret] DIR

The game folder gets its own copy of the scenario, and the commands run from inside it, so every path
written into the files is relative to the game folder and the files do not depend on where it lies.
"""

from __future__ import annotations

import argparse
import contextlib
import shutil
import sys
from pathlib import Path

from dynasty.bot import write_bot_orders
from dynasty.commands.new_game import PROGRAM_FOLDER, new_game
from dynasty.commands.resolve import resolve_campaign
from dynasty.errors import DynastyError
from dynasty.game.campaign import Campaign

SCENARIO = "scenarios/classic.yaml"
SEED = 2026
TURNS = 6
#: the characters the GM gives the houses he keeps (`personality:` of their seats in `turns/game.yaml`); the
#: players' houses, played by the built-in player too, keep `balanced`
CHARACTERS = {"vseslavichi": "cautious", "ryazanskie": "devious"}
#: the note at the top of the repository's `turns/` and `reports/`, which says what they hold: no file of the
#: campaign (`make example` keeps it)
NOTE = "README.md"


def campaign_files(root: Path) -> list[Path]:
    """The files of the campaign in `root` (sorted): every file under `turns/` and `reports/` but their notes."""
    return sorted(p for folder in ("turns", "reports") for p in (root / folder).rglob("*")
                  if p.is_file() and p != root / folder / NOTE)


def build_example(root: Path, turns: int = TURNS, seed: int | None = SEED) -> list[Path]:
    """Start the campaign in `root` (which must hold none) and play `turns` turns: each turn the bot writes
    every living dynasty's orders, then the turn is resolved with its reports. Without a `seed`, a secret is
    drawn, as for a real campaign. Returns the files written under `root` (sorted)."""
    root.mkdir(parents=True, exist_ok=True)
    scenario = root / SCENARIO
    if not scenario.exists():
        scenario.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(PROGRAM_FOLDER / SCENARIO, scenario)
    with contextlib.chdir(root):
        new_game(Path("."), SCENARIO, seed=seed)
        give_characters(Path("turns") / "game.yaml")
        campaign = Campaign(Path("."))
        for turn in range(1, turns + 1):
            state = campaign.load_state(turn)
            if state.winners:
                break
            write_bot_orders(campaign, str(turn), state.living_dynasties())
            resolve_campaign(campaign, str(turn))
    return campaign_files(root)


def give_characters(settings: Path) -> None:
    """Name the character of each master's house in its seat, as the GM writes it by hand."""
    text = settings.read_text(encoding="utf-8")
    for dynasty, character in CHARACTERS.items():
        seat = f"  {dynasty}: {{player: null, controller: master}}"
        if seat in text:
            text = text.replace(seat, f"  {dynasty}: {{player: null, controller: master, personality: {character}}}")
    settings.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m dynasty.commands.example", description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path, help="the game folder to create (it must hold no campaign)")
    parser.add_argument("--turns", type=int, default=TURNS)
    chance = parser.add_mutually_exclusive_group()
    chance.add_argument("--seed", type=int, default=SEED)
    chance.add_argument("--secret", action="store_true", help="draw a dice secret, as a real campaign does")
    args = parser.parse_args(argv)
    try:
        written = build_example(args.root, args.turns, None if args.secret else args.seed)
    except DynastyError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(f"{len(written)} files written under {args.root}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
