"""The base of the order checker: where each problem is reported (file, line, message in the game's
language) and how references are checked — a character, a member, a dynasty, a province — with what the
ordering dynasty may know of others (INFO-3) and nothing more."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from dynasty.errors import Location, Problem
from dynasty.game.named import Names, state_names
from dynasty.game.rules import Named as RuEn
from dynasty.game.rules import Rules
from dynasty.game.state import Character, GameState
from dynasty.game.war_costs import WarLosses, war_losses
from dynasty.orders import model as m
from dynasty.orders.messages import Language, say, text
from dynasty.orders.parse import ParsedOrders
from dynasty.text.did_you_mean import closest, fold


@dataclass(frozen=True)
class Ref:
    """A character, dynasty or province that a message names "Name (id)": `report` gives the message its
    `Named` (for agreement and cases) as `<param>` and the id the player wrote as `<param>_id`."""

    id: str


@dataclass(frozen=True)
class Risk:
    """A warning of a reputation loss that the orders risk, with its amount: told once the file is checked, when
    the turn's other risks are known (DYN-2). Of the risks that share a `once`, only the largest can happen (one
    WAR-10 loss a turn, one succession)."""

    code: str
    where: Location
    variant: str | None
    loss: int
    once: str | None
    params: dict[str, Any]
    #: told only where it could end the house (DYN-2): a plot's discovery, which every plot risks
    quiet: bool = False


@dataclass
class CheckerBase:
    """One order file of one dynasty, checked against the turn's state and the rules; the problems found."""

    parsed: ParsedOrders
    orders: m.OrderFile
    state: GameState
    rules: Rules
    language: Language
    dynasty_id: str
    problems: list[Problem] = field(default_factory=list)
    #: every house's orders of the turn, when the game master's check reads them all; None for a player's check,
    #: whose answer must not depend on what a rival has sent
    turn_orders: Mapping[str, m.OrderFile] | None = None
    risks: list[Risk] = field(default_factory=list)

    # -- reporting -------------------------------------------------------------------------------

    def report(self, severity: str, code: str, where: Location, variant: str | None = None, **params: Any) -> None:
        args: dict[str, Any] = {}
        for key, value in params.items():
            if isinstance(value, Ref):
                args[key], args[f"{key}_id"] = self.entity_names(value.id), value.id
            else:
                args[key] = value
        self.problems.append(Problem(code, say(code, self.language, variant=variant, **args), where, severity))

    def error(self, code: str, where: Location, variant: str | None = None, **params: Any) -> None:
        self.report("error", code, where, variant, **params)

    def warn(self, code: str, where: Location, variant: str | None = None, **params: Any) -> None:
        self.report("warning", code, where, variant, **params)

    def risk(self, code: str, where: Location, variant: str | None = None, *, loss: int, once: str | None = None,
             quiet: bool = False, **params: Any) -> None:
        """A warning of a reputation loss of `loss`, told by `risk_warnings` (a `quiet` one only where it could
        end the house)."""
        self.risks.append(Risk(code, where, variant, loss, once, params, quiet))

    def risk_warnings(self) -> None:
        """DYN-2: reputation ≤ 0 and the dynasty loses. Each warning of a loss gives its amount (`loss`); where
        that loss alone, or with what the wars will surely take this turn (WAR-9, WAR-10), or with the turn's
        other losses warned of too (of those that share a `once`, the largest), could take the reputation to 0
        or below, it says so with the figures (`fall`). The wars' losses are told, with their sum, when they
        hold a WAR-10 loss or could end the house."""
        reputation = self.dynasty.reputation
        war = war_losses(self.state, self.rules, self.dynasty_id)
        sure_once = {"war-10": war.kin} if war.kin else {}
        largest = dict(sure_once)
        possible = 0
        for risk in self.risks:
            if risk.once is None:
                possible += risk.loss
            else:
                largest[risk.once] = max(largest.get(risk.once, 0), risk.loss)
        worst = war.drain + sum(largest.values()) + possible  # the sure losses and every possible one
        if war.total and (war.kin or reputation - worst <= 0):
            self.war_warning(war, reputation, worst)
        for risk in self.risks:
            extra = risk.loss if risk.once is None else max(0, risk.loss - sure_once.get(risk.once, 0))
            fall = ""
            if reputation - risk.loss <= 0:
                fall = text(self.language, "fall", reputation=reputation, total=risk.loss, sure=0, together="no")
            elif war.total and reputation - war.total - extra <= 0:
                fall = text(self.language, "fall", reputation=reputation, total=war.total + extra, sure=war.total,
                            together="sure")
            elif reputation - worst <= 0:
                fall = text(self.language, "fall", reputation=reputation, total=worst, sure=war.total,
                            together="yes")
            if fall or not risk.quiet:
                self.warn(risk.code, risk.where, risk.variant, loss=risk.loss, fall=fall, **risk.params)
        self.risks.clear()

    def war_warning(self, war: WarLosses, reputation: int, worst: int) -> None:
        """WAR-9, WAR-10, DYN-2: what the wars will take this turn, and whether that (or that with the turn's
        possible losses) ends the house; told at the battle orders of the war of the WAR-10 loss."""
        enemy = war.kin_war or war.wars[0]
        raw = self.parsed.doc.data if self.parsed.doc is not None else None
        written = raw.get("war") if isinstance(raw, dict) else None
        if isinstance(written, dict) and enemy in written:
            where = self.at("war", enemy)
        else:
            where = self.at("war") if isinstance(written, dict) else self.at()
        if reputation - war.total <= 0:
            fall = text(self.language, "fall", reputation=reputation, total=war.total, sure=war.total,
                        together="war")
        elif reputation - worst <= 0:
            fall = text(self.language, "fall", reputation=reputation, total=worst, sure=war.total, together="yes")
        else:
            fall = ""
        self.warn("war-losses", where, None if war.kin else "drain", total=war.total, drain=war.drain,
                  kin_loss=war.kin, wars=len(war.wars), house=Ref(enemy), reputation=reputation, fall=fall)

    def own_loss(self, cid: str, amount: int) -> int:
        """TRAIT-R2: a loss whose only cause is his action, halved (Beautiful) or doubled (Ugly), rounded up;
        our own member's traits, which the ordering dynasty knows (INFO-5)."""
        character = self.state.characters.get(cid)
        for trait_id in character.traits if character is not None and self.own(cid) else []:
            factor = self.rules.traits[trait_id].reputation_loss_factor
            if factor is not None:
                amount = math.ceil(amount * factor)
        return amount

    def at(self, *loc: str | int) -> Location:
        return self.parsed.location(loc)

    def at_action(self, n: int, *fields: str | int) -> Location:
        return self.parsed.action_location(n, *fields)

    # -- what the dynasty is and has -------------------------------------------------------------

    @property
    def dynasty(self) -> Any:
        return self.state.dynasties[self.dynasty_id]

    def own(self, cid: str) -> bool:
        character = self.state.characters.get(cid)
        return character is not None and character.dynasty == self.dynasty_id

    @cached_property
    def entity_names(self) -> Names:
        """The characters, dynasties and provinces of the state as messages name them."""
        return state_names(self.state)

    def in_language(self, entry: RuEn) -> str:
        """The name of a rules entry (an action, a skill, a technology) in the game's language."""
        return entry.name_in(self.language)

    def action_name(self, action_id: str) -> str:
        return self.in_language(self.rules.actions.get(action_id))

    def skill_name(self, skill: str) -> str:
        return self.in_language(self.rules.skills[skill])  # type: ignore[index]

    # -- references ------------------------------------------------------------------------------

    def unknown(self, code: str, where: Location, key: str, table: Mapping[str, Any]) -> None:
        """An id that names nothing, with the id it most likely means (`did_you_mean.closest`: another letter case,
        a generated id without its house, a name as the report shows it, a typo), and what it names."""
        close = closest(key, self.candidates(table))
        if close is None:
            self.error(code, where, id=key)
            return
        hint = {"unknown-character": "person", "unknown-dynasty": "house", "unknown-province": "province"}[code]
        named = fold(key) == fold(getattr(table[close], "name", ""))  # his name, where his id is wanted
        if named and code == "unknown-character":  # whose: a name is often borne in several houses
            self.error(code, where, "name", id=key, person=Ref(close), house=Ref(table[close].dynasty))
            return
        self.error(code, where, "name" if named else "hint", id=key, **{hint: Ref(close)})

    def candidates(self, table: Mapping[str, Any]) -> dict[str, list[str]]:
        """The ids of a table with their names, this dynasty's first, then the living, then the rest."""
        def rank(item: tuple[str, Any]) -> tuple[int, int]:
            entry = item[1]
            own = getattr(entry, "dynasty", getattr(entry, "owner", item[0])) == self.dynasty_id
            return (0 if own else 1, 0 if getattr(entry, "alive", True) else 1)
        return {eid: [getattr(entry, "name", "")] for eid, entry in sorted(table.items(), key=rank)}

    def character(self, where: Location, cid: str) -> Character | None:
        """An id that must name a character, living."""
        character = self.state.characters.get(cid)
        if character is None:
            self.unknown("unknown-character", where, cid, self.state.characters)
            return None
        if not character.alive:
            self.error("dead", where, who=Ref(cid))
            return None
        return character

    def own_member(self, where: Location, cid: str, *, capable: bool = True) -> Character | None:
        character = self.character(where, cid)
        if character is None:
            return None
        if character.dynasty != self.dynasty_id:
            # his namesake among our members, or ours whose generated id begins with his (boris, boris-belozerskie)
            own = {k: c for k, c in self.state.characters.items() if c.dynasty == self.dynasty_id and c.alive}
            meant = next((k for k, c in own.items() if k.startswith(f"{cid}-")), None) \
                or next((k for k, c in own.items() if c.name == character.name), None)
            if meant is not None:
                self.error("not-own-member", where, "hint", who=Ref(cid), house=Ref(character.dynasty),
                           member=Ref(meant))
            else:
                self.error("not-own-member", where, who=Ref(cid), house=Ref(character.dynasty))
            return None
        if capable and character.age < self.rules.age.capable:
            self.error("too-young", where, who=Ref(cid), age=character.age, capable=self.rules.age.capable)
            return None
        return character

    def other_member(self, where: Location, cid: str, action: str) -> Character | None:
        """A member of another dynasty that this action may target (AGE-1: a child only by a visit)."""
        character = self.character(where, cid)
        if character is None:
            return None
        if character.dynasty == self.dynasty_id:
            self.error("target-own", where, who=Ref(cid), action=self.action_name(action))
            return None
        if action != "visit" and character.age < self.rules.age.capable:
            self.error("target-child", where, who=Ref(cid), age=character.age, visit=self.action_name("visit"))
            return None
        return character

    def other_dynasty(self, where: Location, did: str) -> bool:
        dynasty = self.state.dynasties.get(did)
        if dynasty is None:
            self.unknown("unknown-dynasty", where, did, self.state.dynasties)
            return False
        if not dynasty.alive:
            self.error("dynasty-gone", where, house=Ref(did))
            return False
        if did == self.dynasty_id:
            self.error("target-self", where)
            return False
        return True

    def own_province(self, where: Location, pid: str) -> bool:
        province = self.state.provinces.get(pid)
        if province is None:
            self.unknown("unknown-province", where, pid, self.state.provinces)
            return False
        if province.owner is None:
            self.error("not-own-province", where, "free", id=pid)
            return False
        if province.owner != self.dynasty_id:
            # another's province by its id: a player's report does not hold the names of others' provinces
            self.error("not-own-province", where, id=pid, house=Ref(province.owner))
            return False
        return True

