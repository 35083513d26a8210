"""What happened since the last report (`TurnRecord`): the log of the turn before (or, on turn 1, the
new-game log) read once, with the outcomes each report may show and their dice (INFO-5: a dynasty sees its
own dice; public outcomes go to all without theirs)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from dynasty.game.state import GameState, ProvinceEvent
from dynasty.reports.model import DiceView, Happening
from dynasty.reports.sentences_home import reputation_facts
from dynasty.reports.texts import die_purpose, happening_text
from dynasty.reports.words import Words

Outcome = dict[str, Any]

#: Outcomes only the GM sees, whoever they name.
GM_ONLY = frozenset({"initiative"})
#: Outcomes a private report shows elsewhere than in "happened" (each member's mood, MOOD-4).
SHOWN_WITH_MEMBERS = frozenset({"mood"})
#: Outcomes that only the figures show (`dynasty.reports.figures`): where they start, and the coins each action
#: cost — the GM's report too, which holds every dynasty's figures.
SHOWN_IN_FIGURES = frozenset({"figures", "paid"})
#: Public outcomes whose dice each dynasty they concern sees (INFO-5: a battle's result is public — the
#: provinces it took by die).
SHARED_DICE = frozenset({"battle"})


# -- what happened since the last report -------------------------------------------------------------------


@dataclass(frozen=True)
class TurnRecord:
    """What happened since the last report: the outcomes and every die rolled for them."""

    outcomes: list[Outcome]
    dice: list[dict[str, Any]]
    missing: list[str]
    resolved: bool  # False on turn 1: nothing was resolved yet, only the start of the turn was rolled
    #: of `missing`, the houses the built-in player played, and why (`Dynasty.stand_in`)
    played_for: dict[str, str] = field(default_factory=dict)
    _dice_by_key: dict[str, list[int]] | None = field(default=None, compare=False, repr=False)
    _outcome_positions: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    _by_kinds: dict[tuple[str, ...], list[Outcome]] = field(default_factory=dict, compare=False, repr=False)
    _derived: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def chosen(self) -> int:
        """How many of the dice the GM chose (his dice file), not the seed."""
        return sum(1 for die in self.dice if die.get("chosen"))

    def chosen_under(self, keys: list[str]) -> bool:
        """Whether a die under one of these keys (an outcome's) was chosen by the GM."""
        return any(self.dice[i].get("chosen") for key in keys for i in self.dice_under(key))

    def dice_under(self, key: str) -> list[int]:
        """The positions in `dice` of the dice whose key is `key` or starts with `key/`. Every outcome
        of every report asks: an index by each '/'-prefix of each key, built once, spares a scan of every die
        each time (a turn's dice grow with the number of dynasties, and so do its outcomes)."""
        if self._dice_by_key is None:
            index: dict[str, list[int]] = {}
            for i, die in enumerate(self.dice):
                parts = str(die.get("key", "")).split("/")
                for n in range(1, len(parts) + 1):
                    index.setdefault("/".join(parts[:n]), []).append(i)
            object.__setattr__(self, "_dice_by_key", index)
        assert self._dice_by_key is not None
        return self._dice_by_key.get(key, [])

    # Each report reads the outcomes of its own dynasty: the positions of each dynasty's outcomes (and of the
    # public ones, the defeats, and those that name others in `concerns`), found in one pass, spare every
    # report a scan of every outcome. Each use below keeps its own test on the outcomes it is given: the
    # index only chooses which outcomes to look at, never which to keep.

    def _outcome_index(self) -> dict[str, Any]:
        index = self._outcome_positions
        if not index:
            own: dict[Any, list[int]] = {}
            named: dict[Any, list[int]] = {}
            everyone: list[int] = []  # public, or with `concerns` that is not a list of ids
            defeats: list[int] = []
            public: dict[Any, list[int]] = {}  # the public ones by each house they name (None: the game's)
            odd: list[int] = []  # those of `everyone` that `public` does not hold
            for i, o in enumerate(self.outcomes):
                dynasty, listed = o.get("dynasty"), o.get("concerns") or []
                well_formed = (isinstance(dynasty, str) or dynasty is None) and isinstance(listed, list) \
                    and all(isinstance(d, str) for d in listed)
                if isinstance(dynasty, str) or dynasty is None:
                    own.setdefault(dynasty, []).append(i)
                else:
                    everyone.append(i)
                if o.get("kind") == "defeat":
                    defeats.append(i)
                if o.get("public") or not isinstance(listed, list) or not all(isinstance(d, str) for d in listed):
                    everyone.append(i)
                    if o.get("public") and well_formed:
                        for house in dict.fromkeys([dynasty, *listed]):
                            public.setdefault(house, []).append(i)
                    else:
                        odd.append(i)
                else:
                    if not well_formed:
                        odd.append(i)
                    for did in dict.fromkeys(listed):
                        named.setdefault(did, []).append(i)
            index.update(own=own, named=named, everyone=everyone, defeats=defeats, public=public, odd=odd)
        return index

    def moods(self) -> dict[str, Mapping[str, Any]]:
        """The params of each character's last `mood` outcome (MOOD-4), by character: the log's own, shared by
        the reports, which only read them."""
        moods: dict[str, Mapping[str, Any]] = self.derived("moods", lambda record: {
            str(p.get("character")): p for p in (o.get("params") or {} for o in record.of_kind("mood"))})
        return moods

    def derived(self, name: str, make: Callable[[TurnRecord], Any]) -> Any:
        """`make(record)`, found once for every reader of the record (each names its own `name`)."""
        derived = self._derived
        if name not in derived:
            derived[name] = make(self)
        return derived[name]

    def start_figures(self, dynasty_id: str) -> dict[str, Any] | None:
        """The dynasty's treasury, army and reputation as its last report showed them (the log's `figures`
        outcome), or None when the log has none (turn 1, a dynasty founded in the turn, an older log)."""
        index = self._outcome_index()
        if "figures" not in index:
            index["figures"] = {o.get("dynasty"): dict(o.get("params") or {}) for o in self.outcomes
                                if o.get("kind") == "figures"}
        figures: dict[str, dict[str, Any]] = index["figures"]
        return figures.get(dynasty_id)

    def own_outcomes(self, dynasty_id: str) -> list[Outcome]:
        """A superset, in log order, of the outcomes whose `dynasty` is `dynasty_id`."""
        index = self._outcome_index()
        positions = sorted({*index["own"].get(dynasty_id, ()), *index["everyone"]})
        return [self.outcomes[i] for i in positions]

    def own_and_defeats(self, dynasty_id: str) -> list[Outcome]:
        """A superset, in log order, of the dynasty's outcomes and every defeat."""
        index = self._outcome_index()
        positions = sorted({*index["own"].get(dynasty_id, ()), *index["everyone"], *index["defeats"]})
        return [self.outcomes[i] for i in positions]

    def of_kind(self, *kinds: str) -> list[Outcome]:
        """The outcomes of these kinds, in log order (each reader who looks for a few kinds asks: found once)."""
        found = self._by_kinds.get(kinds)
        if found is None:
            found = self._by_kinds[kinds] = [o for o in self.outcomes if o.get("kind") in kinds]
        return found

    def concerning(self, dynasty_id: str, public_of: frozenset[str] | None = None) -> list[Outcome]:
        """A superset, in log order, of the outcomes that concern the dynasty (`concerns`); with `public_of`,
        of the public ones only those of the game as a whole and those that name the dynasty or one of these
        houses (a big game's report tells no other house's news)."""
        index = self._outcome_index()
        if public_of is None:
            public = index["everyone"]
        else:
            houses = index["public"]
            public = [*index["odd"], *houses.get(None, ()), *houses.get(dynasty_id, ()),
                      *(i for house in public_of for i in houses.get(house, ()))]
        positions = sorted({*index["own"].get(dynasty_id, ()), *index["named"].get(dynasty_id, ()), *public})
        return [self.outcomes[i] for i in positions]


def event_outcome(pid: str, owner: str, event: ProvinceEvent) -> Outcome:
    """A province's event of this turn, shaped as the log's `event` outcome (`record_turn_start`)."""
    return {"step": "next-turn", "kind": "event", "dynasty": owner,
            "params": {"province": pid, "event": event.kind, "roll": event.roll, "applies": event.applies,
                       "decision": event.decision, "revolt_roll": event.revolt_roll,
                       "army_change": event.army_change},
            "dice": [f"t{event.turn:02d}/province/{pid}/event"]}


def _birth_outcome(state: GameState, child: str, father: str | None, mother: str | None, dynasty: str) -> Outcome:
    return {"step": "next-turn", "kind": "birth", "dynasty": dynasty, "public": True,
            "params": {"child": child, "father": father, "mother": mother},
            "dice": [f"t{state.turn:02d}/birth/{father}+{mother}"]}


def turn_record(state: GameState, log: Mapping[str, Any] | None,
                new_game_log: Mapping[str, Any] | None) -> TurnRecord:
    """The log of the turn before (or the new-game log on turn 1), completed from the state with this turn's
    province events and births where the log does not list them."""
    source = log if log is not None else new_game_log or {}
    # the log's own entries, shared (every reader only reads them); a mapping of another kind made a dict
    outcomes: list[Outcome] = _dicts((log or {}).get("outcomes") or [])
    if log is None:
        for birth in (new_game_log or {}).get("births") or []:
            outcomes.append(_birth_outcome(state, birth["child"], birth.get("father"), birth.get("mother"),
                                           birth["dynasty"]))
    has_event, has_birth, first_birth = set(), set(), len(outcomes)  # (found in one pass over the log)
    for i, o in enumerate(outcomes):
        kind = o.get("kind")
        if kind == "event":
            has_event.add(o.get("params", {}).get("province"))
        elif kind == "birth":
            has_birth.add(o.get("params", {}).get("child"))
            first_birth = min(first_birth, i)
    events = [event_outcome(pid, p.owner, p.event) for pid, p in state.provinces.items()
              if p.event is not None and p.owner is not None and p.event.turn == state.turn and pid not in has_event]
    births = [_birth_outcome(state, cid, c.father, c.mother, c.dynasty) for cid, c in state.characters.items()
              if c.born == state.turn and cid not in has_birth]
    outcomes[first_birth:first_birth] = events
    outcomes += births
    dice = _dicts(source.get("dice") or [])
    outcomes += _unborn(state, outcomes, dice)
    if log is None:  # turn 1: the era begins (ERA-6), and the dice of the start of the game
        outcomes[:0] = [{"step": "new-game", "kind": "new-era", "dynasty": None, "public": True,
                         "params": {"era": state.era}}, *_generation(state, dice)]
    played = (log or {}).get("played_for")
    return TurnRecord(outcomes, dice, list((log or {}).get("missing_orders") or []), resolved=log is not None,
                      played_for={str(k): str(v) for k, v in played.items()} if isinstance(played, Mapping) else {})


def _dicts(entries: Iterable[Any]) -> list[dict[str, Any]]:
    """The entries of a log's list that are mappings, as dicts: a plain dict itself (shared: every reader only
    reads it, and is told without asking `Mapping`'s slower check), another mapping copied."""
    return [e if type(e) is dict else dict(e) for e in entries if type(e) is dict or isinstance(e, Mapping)]


_BIRTH_KEY = re.compile(r"^t[0-9]+/birth/([^/+]+)\+([^/]+)$")


def _unborn(state: GameState, outcomes: list[Outcome], dice: list[dict[str, Any]]) -> list[Outcome]:
    """INFO-5: a couple's birth roll that gave no child is still the dice of its dynasty's births (MAR-3)."""
    used = {str(k) for o in outcomes if o.get("kind") == "birth" for k in o.get("dice") or []}
    found = []
    for die in dice:
        key = die.get("key")
        if not isinstance(key, str) or "/birth/" not in key:  # (most dice are no birth's: not matched)
            continue
        match = _BIRTH_KEY.match(key)
        if match is None or key in used:
            continue
        father, mother = match.groups()
        if father not in state.characters or mother not in state.characters:
            continue
        found.append({"step": "next-turn", "kind": "no-birth", "dynasty": _couple_dynasty(state, father, mother),
                      "params": {"father": father, "mother": mother, "values": list(die.get("values") or [])},
                      "dice": [die["key"]]})
    return found


def _couple_dynasty(state: GameState, father: str, mother: str) -> str:
    """MAR-6: the mother's dynasty if she is its head, otherwise the father's."""
    mother_dynasty = state.characters[mother].dynasty
    dynasty = state.dynasties.get(mother_dynasty)
    if dynasty is not None and dynasty.head == mother:
        return mother_dynasty
    return state.characters[father].dynasty


def _generation(state: GameState, dice: list[dict[str, Any]]) -> list[Outcome]:
    """INFO-5, GEN-2 .. GEN-5: on turn 1, the dice that generated each dynasty's characters."""
    generated = set()  # the dynasties with a key `gen/<did>/...`
    for die in dice:
        parts = str(die.get("key", "")).split("/", 2)
        if len(parts) == 3 and parts[0] == "gen":
            generated.add(parts[1])
    return [{"step": "new-game", "kind": "generation", "dynasty": did, "params": {}, "dice": [f"gen/{did}"]}
            for did in state.dynasties if did in generated]


def dice_views(record: TurnRecord, outcome: Outcome, words: Words, *, told: bool) -> list[DiceView]:
    """The dice of an outcome: each key it names and the dice rolled under it (a birth's sex, name, skills
    and traits; a revolt's army), in the log's order; `told` as `die_view`."""
    keys = [str(k) for k in outcome.get("dice") or []]
    if not keys:
        return []
    positions = sorted({i for k in keys for i in record.dice_under(k)})
    return [die_view(record.dice[i], words, told=told) for i in positions]


def die_view(die: Mapping[str, Any], words: Words, *, told: bool = False) -> DiceView:
    """A die of the log with its purpose in the report's words: the GM's whole formula, or (`told`) what the
    roller's own report may say of it (INFO-2, `texts.die_purpose`)."""
    return DiceView(key=str(die.get("key", "")), dice=str(die.get("dice", "")),
                    values=[int(v) for v in die.get("values") or []], purpose=die_purpose(die, words, told=told),
                    chosen=die.get("chosen") is True)


def concerns(outcome: Outcome, dynasty_id: str) -> bool:
    """An outcome a dynasty learns of: its own, one that names it among those it concerns, or a public one."""
    return (outcome.get("dynasty") == dynasty_id or dynasty_id in (outcome.get("concerns") or [])
            or bool(outcome.get("public")))


def happening_view(record: TurnRecord, outcome: Outcome, words: Words, *, with_dice: bool,
                   told: bool = False) -> Happening:
    """An outcome in the report's words, with its dice when the reader may see them (`told`: a house's own
    report, whose dice leave out another house's hidden facts), and whether the GM chose one of them — told to
    every reader, so that players see which dice were not the seed's."""
    text = happening_text(outcome, words.language, words.names, words.rules, words.reader)
    roll_message = _told_roll(outcome) if told and with_dice else None
    if roll_message is not None:
        text = _with_roll(record, outcome, words, text, roll_message)
    return Happening(kind=str(outcome.get("kind", "?")), dynasty=outcome.get("dynasty"), text=text,
                     dice=dice_views(record, outcome, words, told=told) if with_dice else [],
                     public=bool(outcome.get("public")),
                     chosen=record.chosen_under([str(k) for k in outcome.get("dice") or []]))


def _told_roll(outcome: Outcome) -> str | None:
    """The message that tells, in its house's report, the roll that decided an outcome whose sentence is everyone's
    (a birth, a death of old age): None for the others."""
    kind = outcome.get("kind")
    if kind == "birth":
        return "dice-birth-told"
    if kind == "death" and (outcome.get("params") or {}).get("cause") == "old_age":
        return "dice-death-told"
    return None


def _with_roll(record: TurnRecord, outcome: Outcome, words: Words, text: str, message_id: str) -> str:
    """INFO-5: a public outcome told in its house's report with the dice that decided it: a birth (MAR-3, «…родилась
    дочь Параскева: выпало 4, а ребёнка не было бы лишь при 1»; the dice that drew the child stay in the appendix),
    a death of old age (AGE-5, «…умерла от старости в 70 лет: выпало 1»). Nothing is added without dice (a death at
    the age that ends every life)."""
    keys = {str(k) for k in outcome.get("dice") or []}
    values = [v for die in record.dice if die.get("key") in keys for v in die.get("values") or []]
    if not values:
        return text
    body = text.rstrip()
    end = len(body) - len(body.rstrip(".!…"))
    told = words.t(message_id, values=", ".join(str(v) for v in values), n=len(values),
                   on=words.rules.births.fails_on)
    return f"{body[:len(body) - end]}: {told}{body[len(body) - end:]}"


def own_outcomes(record: TurnRecord, dynasty_id: str, *kinds: str) -> list[dict[str, Any]]:
    """The params of the dynasty's outcomes of these kinds, in log order."""
    return [dict(o.get("params") or {}) for o in record.own_outcomes(dynasty_id)
            if o.get("dynasty") == dynasty_id and o.get("kind") in kinds]


# -- the story: each outcome a line, and nothing said twice ---------------------------------------------------

#: Outcomes whose sentence already gives the change of reputation they cause: the reputation line only adds what
#: it is now.
_SAYS_ITS_REPUTATION = frozenset({"war-penalty", "donate", "cunning-relief"})
#: How a change of reputation is told after the sentence that caused it, by the start of its cause (the engine's
#: `rumours: <house>`...): the rumours and praise another house's people spread after its act, and a match beneath
#: one's rank, each said in a sentence of its own.
_TOLD_BY_CAUSE = {"rumours:": "home-reputation-told-rumours", "praise:": "home-reputation-told-praise",
                  "find_spouse:": "home-reputation-told-mismatch"}


def _ids_of(outcome: Outcome) -> set[str]:
    """The ids an outcome names: its kind, its house, and every id among its params."""
    found = {str(outcome.get("kind")), str(outcome.get("dynasty"))}
    for value in (outcome.get("params") or {}).values():
        if isinstance(value, str):
            found.add(value)
        elif isinstance(value, list):
            found |= {v for v in value if isinstance(v, str)}
    return found


def caused_by(cause: Outcome, reputation: Outcome) -> bool:
    """Whether a change of reputation was caused by the outcome told just before it: of the same house, or
    of the house whose doing its cause names (rumours, praise), and its cause names what that outcome did or
    whom it named (`war on rostislavichi: close` after the war's WAR-10 penalty)."""
    if cause.get("kind") in ("reputation", None):
        return False
    words = set(re.findall(r"[\w-]+", str((reputation.get("params") or {}).get("cause", ""))))
    return bool(words & (_ids_of(cause) - {"None"}))


def _folded_reputation(cause: Outcome, why: str) -> str:
    """The message that tells a change of reputation (its engine's cause `why`) after the sentence of `cause`: its
    figure now only, when that sentence gave the change; the change alone, when it told the cause (a pilgrimage's
    gain, a famine's relief); else the change with its cause."""
    kind = str(cause.get("kind"))
    if kind in _SAYS_ITS_REPUTATION:
        return "home-reputation-now"
    for start, message_id in _TOLD_BY_CAUSE.items():
        if why.startswith(start):
            return message_id
    if why.startswith((f"{kind}:", f"{kind} in ")):
        return "home-reputation-told"
    return "home-reputation-caused"


def _causes_first(seen: list[tuple[Outcome, bool]]) -> list[tuple[Outcome, bool]]:
    """The outcomes with a change of reputation the engine logged before what caused it (a pilgrimage's gain
    comes before the pilgrimage) moved after its cause, so that `story` folds it into its sentence."""
    ordered = list(seen)
    for i in range(len(ordered) - 1):
        change, after = ordered[i][0], ordered[i + 1][0]
        before = ordered[i - 1][0] if i else None
        if change.get("kind") == "reputation" and caused_by(after, change) \
                and not (before is not None and caused_by(before, change)):
            ordered[i], ordered[i + 1] = ordered[i + 1], ordered[i]
    return ordered


def story(record: TurnRecord, seen: list[tuple[Outcome, bool]], words: Words, *, told: bool) -> list[Happening]:
    """What happened as one line per event, with nothing said twice (`seen`: the outcomes the reader may see,
    each with whether he sees its dice): a change of reputation joins the sentence of the outcome that caused
    it; the end of a line is told by the house's fall, which says it; a war ended by peace, by the peace; a
    marriage by the search for a spouse that made it. Each
    line is made only of outcomes the reader sees, so that no fact reaches him that did not before."""
    seen = _causes_first(seen)
    outcomes = [o for o, _ in seen]
    fallen = {o.get("dynasty") for o in outcomes
              if o.get("kind") == "defeat" and (o.get("params") or {}).get("cause") == "extinct"}
    peace = [set(_ids_of(o)) for o in outcomes if o.get("kind") == "peace"]
    found_spouse = {(o.get("dynasty"), (o.get("params") or {}).get("n")) for o in outcomes
                    if o.get("kind") == "find_spouse"}
    lines: list[Happening] = []
    cause: Outcome | None = None
    for outcome, with_dice in seen:
        kind, params = outcome.get("kind"), dict(outcome.get("params") or {})
        if kind == "extinct" and outcome.get("dynasty") in fallen:
            continue
        if kind == "marriage" and params.get("action") == "find_spouse" \
                and (outcome.get("dynasty"), params.get("n")) in found_spouse:
            continue  # the search that found the spouse tells the marriage, with who the spouse is
        if kind == "war-ended" and params.get("reason") == "peace" and any(
                set(params.get("attackers") or []) & houses and set(params.get("defenders") or []) & houses
                for houses in peace):
            continue
        if kind == "reputation" and cause is not None and lines and caused_by(cause, outcome):
            facts = reputation_facts(words, outcome.get("dynasty"), params)
            said = _folded_reputation(cause, str(params.get("cause", "")))
            last = lines[-1]
            last.text = f"{last.text} {words.t(said, **facts)}"
            if with_dice:
                last.dice += dice_views(record, outcome, words, told=told)
            last.chosen = last.chosen or record.chosen_under([str(k) for k in outcome.get("dice") or []])
            continue
        lines.append(happening_view(record, outcome, words, with_dice=with_dice, told=told))
        cause = outcome
    return lines
