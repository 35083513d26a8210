"""`dynasty simulate --players A,B,...`: a tournament of the built-in player's characters (`bot.personality`).

Each seed is played once in each seating (`simulate.seating`: the houses take the characters in turn, shifted
by one each time), so that every seat is played by every character on the same dice. For each character: the
games its houses won, the share of its houses alive at the end, their reputation at the end (a fallen house's
counts 0), and its houses' falls to reputation by kind (`study.falls`: of their own making, at an unlawful
succession, by the others). Then the first character against each other one, seed by seed: the difference of
each measure with its 95% interval, and whether it is larger than chance.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import numpy as np

from dynasty.game.rules import Rules
from dynasty.study.simulate import GameResult, Summary
from dynasty.study.statistics import mean, paired_mean_difference, wilson
from dynasty.study.summary import StudyWords, _difference, _mean, _proportion, _table
from dynasty.text.catalogs import Language

#: the kinds of fall to reputation, in the order the table shows them
FALL_KINDS = ("own", "succession", "others")


@dataclass
class Standing:
    """One character's results over the tournament, and its measures seed by seed (in the order of the
    seeds: each the mean over that seed's seatings)."""

    player: str
    games: int = 0
    wins: int = 0
    houses: int = 0
    alive: int = 0
    reputation: list[float] = field(default_factory=list)  # each house's at the end, a fallen one's 0
    falls: Counter[str] = field(default_factory=Counter)
    won_by_seed: list[float] = field(default_factory=list)
    alive_by_seed: list[float] = field(default_factory=list)
    reputation_by_seed: list[float] = field(default_factory=list)


def final_reputations(game: GameResult) -> dict[str, float]:
    """Each starting dynasty's reputation after the game's last turn, a fallen one's 0."""
    last = max(s.turn for s in game.samples)
    return {s.dynasty: float(s.reputation if s.alive else 0) for s in game.samples if s.turn == last}


def standings(summary: Summary) -> list[Standing]:
    """Each character's `Standing`, in the order of `summary.players`."""
    table = {p: Standing(p) for p in summary.players}
    by_seed: dict[int, list[GameResult]] = {}
    for game in summary.games:
        by_seed.setdefault(game.seed, []).append(game)
    for games in by_seed.values():
        seed_won = Counter[str]()
        seed_alive: dict[str, list[float]] = {p: [] for p in table}
        seed_reputation: dict[str, list[float]] = {p: [] for p in table}
        for game in games:
            reputations = final_reputations(game)
            starting = {s.dynasty for s in game.samples if s.turn == 1}
            winners = {game.players.get(did) for did in game.winners}
            for player, standing in table.items():
                standing.games += 1
                if player in winners:
                    standing.wins += 1
                    seed_won[player] += 1
            for did, player in game.players.items():
                if did not in starting:  # a branch founded in the game wins for its main line's character only
                    continue
                standing = table[player]
                standing.houses += 1
                lives = did in game.survivors
                standing.alive += lives
                standing.reputation.append(reputations[did])
                seed_alive[player].append(float(lives))
                seed_reputation[player].append(reputations[did])
                if did in game.falls:
                    standing.falls[game.falls[did]] += 1
        for player, standing in table.items():
            standing.won_by_seed.append(seed_won[player] / len(games))
            standing.alive_by_seed.append(float(np.mean(seed_alive[player])) if seed_alive[player] else 0.0)
            standing.reputation_by_seed.append(float(np.mean(seed_reputation[player]))
                                               if seed_reputation[player] else 0.0)
    return list(table.values())


def render_tournament(summary: Summary, rules: Rules, language: Language) -> str:
    """The tournament's table and the first character against each other one."""
    say = StudyWords(language, rules)
    games = summary.games
    seats = standings(summary)
    seeds = len({g.seed for g in games})
    lines = [say("cli-tournament-title", scenario=summary.scenario, players=", ".join(summary.players),
                 seeds=seeds, seatings=len(summary.players), n=len(games), turns=summary.turns)]
    won = sum(1 for g in games if g.winners)
    open_games = [len(g.survivors) for g in games if not g.winners]
    lines.append(say("cli-tournament-ended", won=won, n=len(games), share=_proportion(wilson(won, len(games)))))
    if open_games:
        lines.append(say("cli-tournament-open", n=len(open_games),
                         alive=say.decimal(f"{float(np.mean(open_games)):.1f}")))
    lines.append("")
    rows = [[s.player, str(s.houses), str(s.wins), _proportion(wilson(s.wins, s.games)),
             _proportion(wilson(s.alive, s.houses)), say.decimal(_mean(mean(s.reputation))),
             " / ".join(str(s.falls[k]) for k in FALL_KINDS)] for s in seats]
    lines += _table(say.header("player", "houses", "wins", "win-rate", "alive", "reputation", "falls"), rows)
    lines += [say("cli-simulate-interval"), say("cli-tournament-falls"), ""]
    first = seats[0]
    for other in seats[1:]:
        lines.append(say("cli-tournament-against", first=first.player, second=other.player, seeds=seeds))
        compared = [("wins", first.won_by_seed, other.won_by_seed, True),
                    ("alive", first.alive_by_seed, other.alive_by_seed, True),
                    ("reputation", first.reputation_by_seed, other.reputation_by_seed, False)]
        rows = []
        for key, mine, theirs, points in compared:
            difference = paired_mean_difference(theirs, mine)  # first − other
            shown = (_proportion(mean(mine)), _proportion(mean(theirs))) if points else \
                (say.decimal(_mean(mean(mine))), say.decimal(_mean(mean(theirs))))
            rows.append([say(f"cli-tournament-row-{key}"), *shown,
                         say.decimal(_difference(difference, points=points)), say.verdict(difference)])
        header = [say("cli-simulate-col-compared"), first.player, other.player,
                  say("cli-tournament-col-difference", first=first.player, second=other.player),
                  say("cli-simulate-col-verdict")]
        lines += _table(header, rows) + [""]
    return "\n".join(lines).rstrip("\n") + "\n"
