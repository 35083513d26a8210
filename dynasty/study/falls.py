"""Why a dynasty fell to its reputation (DYN-2), as a study counts it: by its own acts, at an unlawful
succession it could not avoid, or by the others.

A fall is **of its own making** when its own acts cost it at least half of all the reputation it lost in its
last turns (`WINDOW`, the turn of the fall included): it fell mostly by what it did. Its own acts are
a spouse bought (ACT-find_spouse), a plot of its own discovered (ACT-0), a Bad-mannered member's public act
(TRAIT-bad_manners), the Gossip's and the Flatterer's own prices (TRAIT-gossip, TRAIT-flatterer), and of a war
it declared by its orders the drain (WAR-9) and the attacker's loss for kin (WAR-10) — not of a war its
Hot-tempered head declared by the rule (WAR-13) — and an abdication to an heir who is not lawful (SUCC-1,
SUCC-4). Otherwise a fall in a turn whose new head was not lawful (SUCC-4, SUCC-5:
no lawful heir left) is **at a succession**, and any other by **the others** (their gossip, a Gossip's
rumours, an ally lost, a war declared on it, famine).
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Iterable
from typing import Literal

from dynasty.engine.context import Outcome

FallKind = Literal["own", "succession", "others"]

#: the turns before a fall whose own losses count
WINDOW = 5
#: the causes of a reputation change (as the engine records them) that are the dynasty's own acts
OWN_CAUSES = ("find_spouse", "spy discovered", "gossip discovered", "conspiracy discovered",
              "assassinate discovered", "bad manners", "gossip doubled", "flattery tripled")


class FallWatch:
    """Reads each turn's outcomes in order and tells, for each dynasty that falls to its reputation, which
    kind of fall it was (`falls`)."""

    def __init__(self) -> None:
        self.falls: dict[str, FallKind] = {}
        #: by dynasty, (lost by its own acts, lost in all) in each of its last turns
        self._lost: defaultdict[str, deque[tuple[int, int]]] = defaultdict(lambda: deque(maxlen=WINDOW))
        self._declared: set[tuple[str, str]] = set()  # (attacker, defender) of the wars declared by an order

    def read(self, outcomes: Iterable[Outcome]) -> None:
        """One resolved turn's outcomes."""
        own_now: defaultdict[str, int] = defaultdict(int)
        lost_now: defaultdict[str, int] = defaultdict(int)
        unlawful: dict[str, str] = {}  # dynasty → how its new head came this turn, when not lawful
        for o in outcomes:
            did = o.dynasty
            if did is None:
                continue
            if o.kind == "war-declared" and o.params.get("cause") == "declared":
                self._declared.add((str(o.params.get("attacker")), str(o.params.get("defender"))))
            elif o.kind == "new-head" and o.params.get("lawful") is False:
                unlawful[did] = str(o.params.get("how"))
            elif o.kind == "reputation" and int(o.params.get("change", 0)) < 0:
                lost_now[did] -= int(o.params["change"])
                if own_act(did, str(o.params.get("cause", "")), unlawful.get(did), self._declared):
                    own_now[did] -= int(o.params["change"])
            elif o.kind == "defeat" and o.params.get("cause") == "reputation":
                own = sum(own for own, _ in self._lost[did]) + own_now[did]
                lost = sum(lost for _, lost in self._lost[did]) + lost_now[did]
                self.falls[did] = "own" if 2 * own >= lost > 0 else "succession" if did in unlawful else "others"
        for did in set(self._lost) | set(lost_now):
            self._lost[did].append((own_now.get(did, 0), lost_now.get(did, 0)))


def own_act(did: str, cause: str, succession: str | None, declared: set[tuple[str, str]]) -> bool:
    """Whether a loss of `did`'s reputation with the engine's `cause` came of its own act; `succession` is how
    its new head came this turn when he is not lawful (`abdicate`: the house chose him); `declared`, the wars
    declared by an order, as (attacker, defender) — a Hot-tempered head's war (WAR-13) is the rule's, not an
    order's."""
    if cause.startswith("share: "):
        return False
    if cause.startswith("unlawful heir"):
        return succession == "abdicate"
    if cause.startswith("war drain: "):  # "war drain: attacker-vs-defender (WAR-9)"
        attacker, _, rest = cause.removeprefix("war drain: ").partition("-vs-")
        return attacker == did and (did, rest.split(" ")[0]) in declared
    if cause.startswith("war on "):  # "war on enemy: relation (WAR-10)", the attacker's loss
        return (did, cause.removeprefix("war on ").split(":")[0]) in declared
    return cause.startswith(OWN_CAUSES)
