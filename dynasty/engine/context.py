"""What one resolution of a turn carries from step to step (TURN-4): the state, the rules, the dice, the
orders, and what happened — the outcomes for the log and the reports, the mood contributions for step 4
(MOOD-3, MOOD-4), and the facts that traits look back on (TRAIT-R1)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from dynasty.game.dice import Dice
from dynasty.game.rules import EraEffects, Rules
from dynasty.game.state import GameState, StandIn
from dynasty.orders.model import OrderFile


@dataclass(slots=True)
class Outcome:
    """One thing that happened, for `log.yaml` and the reports. `public` outcomes go to the chronicle
    (INFO-3); the others only to the dynasties they concern and to the GM."""

    step: str
    kind: str
    dynasty: str | None
    params: dict[str, Any] = field(default_factory=dict)
    public: bool = False
    dice: list[str] = field(default_factory=list)
    concerns: list[str] = field(default_factory=list)  # other dynasties that learn of it

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"step": self.step, "kind": self.kind, "dynasty": self.dynasty}
        if self.params:
            data["params"] = self.params
        if self.public:
            data["public"] = True
        if self.dice:
            data["dice"] = self.dice
        if self.concerns:
            data["concerns"] = self.concerns
        return data


@dataclass(frozen=True, slots=True)
class MoodContribution:
    """MOOD-4: one contribution to a character's mood at the next step 4, with its cause."""

    amount: int
    cause: str


@dataclass
class Turn:
    """The context of one `resolve`. Steps read and change `state` through it."""

    state: GameState
    rules: Rules
    dice: Dice
    orders: dict[str, OrderFile]
    names: dict[str, list[str]]
    #: dynasties that sent no order file (they play the defaults)
    missing: list[str] = field(default_factory=list)
    #: of `missing`, those the built-in player played, and why (`Dynasty.stand_in`)
    played_for: dict[str, StandIn] = field(default_factory=dict)
    outcomes: list[Outcome] = field(default_factory=list)
    moods: dict[str, list[MoodContribution]] = field(default_factory=lambda: defaultdict(list))
    #: TRAIT-R1: what happened this turn, by dynasty, for the traits' moods at step 4
    reputation_lost: dict[str, list[tuple[int, str | None]]] = field(default_factory=lambda: defaultdict(list))
    #: dynasty → its members who used Spy, Assassinate or Conspiracy (TRAIT-cunning, TRAIT-honest)
    plotted: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    #: dynasty → its members who lowered another dynasty's reputation (TRAIT-honest)
    lowered_other: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    interacted: set[str] = field(default_factory=set)  # dynasties others interacted with (TRAIT-paranoid)
    raised_other: set[str] = field(default_factory=set)  # characters who raised another's reputation
    raised_by_other: set[str] = field(default_factory=set)  # dynasties whose reputation others raised
    executed: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))  # character → actions
    #: ACT-0: the actions whose turn at step 1 has come, as (dynasty, n counted from 1 in its orders), failed,
    #: void and sabotaged ones included; the handshakes ask it whether the other side's action is still to come
    resolved: set[tuple[str, int]] = field(default_factory=set)
    #: character → the house he left at step 1 by a wedding or an annulment (the first he left): a visit or a
    #: ball of the same turn addresses him there, whichever resolves first (ACT-0, ACT-visit)
    moved_from: dict[str, str] = field(default_factory=dict)
    ap_spent: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    defeated: list[str] = field(default_factory=list)  # in the order they fell this turn
    provinces_before_defeat: dict[str, int] = field(default_factory=dict)  # DEFEAT-5

    @property
    def turn(self) -> int:
        """The turn being resolved."""
        return self.state.turn

    @property
    def era(self) -> EraEffects:
        return self.rules.eras[self.state.era].effects

    def key(self, *parts: str | int) -> str:
        """A dice key of this turn: `t07/province/anjou/revolt`."""
        return "/".join([f"t{self.turn:02d}", *map(str, parts)])

    def record(self, step: str, kind: str, dynasty: str | None, *, public: bool = False,
               dice: list[str] | tuple[str, ...] = (), concerns: list[str] | tuple[str, ...] = (),
               **params: Any) -> Outcome:
        outcome = Outcome(step, kind, dynasty, params, public, list(dice), list(concerns))  # `params` is new
        self.outcomes.append(outcome)
        return outcome

    def mood(self, character: str, amount: int, cause: str) -> None:
        """MOOD-4: a contribution to the character's mood at this turn's step 4."""
        if amount:
            self.moods[character].append(MoodContribution(amount, cause))

    def alive(self, dynasty_id: str) -> bool:
        dynasty = self.state.dynasties.get(dynasty_id)
        return dynasty is not None and dynasty.alive
