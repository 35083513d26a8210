"""`dynasty check`: every mistake of an order file at once, each with its line and what would be right.

Parse, then check: `parse.py` turned the text into typed orders; this module checks them against the
turn's state and the rules data (ACT-0 and the action table) and never changes anything. It uses only
what the ordering dynasty may know of others (INFO-3: names, ages, sex, family links, heads, provinces,
wars), so its messages reveal nothing hidden.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dynasty.errors import Location, Problem
from dynasty.orders import model as m
from dynasty.orders.costs import action_ap, action_coins, decisions_coins
from dynasty.orders.defaults import default_decisions
from dynasty.orders.messages import Language, say
from dynasty.orders.parse import ParsedOrders
from dynasty.relations import alliance, lords_of, relatives_between
from dynasty.rules import Rules
from dynasty.state import Character, GameState
from dynasty.succession import default_heir, is_lawful_heir, needs_regent


def enemies_of(state: GameState, dynasty_id: str) -> set[str]:
    """The dynasties on the other side of any war this dynasty fights."""
    found: set[str] = set()
    for war in state.wars:
        if dynasty_id in war.attackers:
            found.update(war.defenders)
        elif dynasty_id in war.defenders:
            found.update(war.attackers)
    return found


def generals_at_war(state: GameState) -> set[str]:
    """WAR-1: generals cannot execute actions while their war lasts."""
    return {g for war in state.wars for g in war.generals.values() if g is not None}


@dataclass
class Checker:
    parsed: ParsedOrders
    orders: m.OrderFile
    state: GameState
    rules: Rules
    language: Language
    dynasty_id: str
    problems: list[Problem] = field(default_factory=list)

    # -- reporting -------------------------------------------------------------------------------

    def report(self, severity: str, code: str, where: Location, **params: Any) -> None:
        self.problems.append(Problem(code, say(code, self.language, **params), where, severity))

    def error(self, code: str, where: Location, **params: Any) -> None:
        self.report("error", code, where, **params)

    def warn(self, code: str, where: Location, **params: Any) -> None:
        self.report("warning", code, where, **params)

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

    def name_of(self, cid: str) -> str:
        character = self.state.characters.get(cid)
        return f"{character.name} ({cid})" if character else cid

    # -- references ------------------------------------------------------------------------------

    def unknown(self, code: str, where: Location, key: str, table: Mapping[str, Any]) -> None:
        """An id that names nothing, with the closest id as a hint."""
        close = difflib.get_close_matches(key, list(table), n=1)
        self.error(code, where, id=key, hint=close[0] if close else None)

    def character(self, where: Location, cid: str) -> Character | None:
        """An id that must name a character, living."""
        character = self.state.characters.get(cid)
        if character is None:
            self.unknown("unknown-character", where, cid, self.state.characters)
            return None
        if not character.alive:
            self.error("dead", where, who=self.name_of(cid))
            return None
        return character

    def own_member(self, where: Location, cid: str, *, capable: bool = True) -> Character | None:
        character = self.character(where, cid)
        if character is None:
            return None
        if character.dynasty != self.dynasty_id:
            self.error("not-own-member", where, who=self.name_of(cid), dynasty=character.dynasty,
                       ours=self.dynasty_id)
            return None
        if capable and character.age < self.rules.age.capable:
            self.error("too-young", where, who=self.name_of(cid), age=character.age, capable=self.rules.age.capable)
            return None
        return character

    def other_member(self, where: Location, cid: str, action: str) -> Character | None:
        """A member of another dynasty that this action may target (AGE-1: a child only by a visit)."""
        character = self.character(where, cid)
        if character is None:
            return None
        if character.dynasty == self.dynasty_id:
            self.error("target-own", where, who=self.name_of(cid), action=action)
            return None
        if action != "visit" and character.age < self.rules.age.capable:
            self.error("target-child", where, who=self.name_of(cid), age=character.age)
            return None
        return character

    def other_dynasty(self, where: Location, did: str) -> bool:
        dynasty = self.state.dynasties.get(did)
        if dynasty is None:
            self.unknown("unknown-dynasty", where, did, self.state.dynasties)
            return False
        if not dynasty.alive:
            self.error("dynasty-gone", where, id=did)
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
        if province.owner != self.dynasty_id:
            self.error("not-own-province", where, id=pid, owner=province.owner or "—")
            return False
        return True

    # -- the file as a whole ---------------------------------------------------------------------

    def run(self, expected_dynasty: str | None, turn: int) -> None:
        self.identity(expected_dynasty, turn)
        if self.dynasty_id not in self.state.dynasties or not self.dynasty.alive:
            return
        self.decisions()
        busy = self.actions()
        self.war_orders()
        self.names()
        self.budget()
        self.sabotage_warnings(busy)

    def identity(self, expected_dynasty: str | None, turn: int) -> None:
        """CONTRACT: a file whose `dynasty:` or `turn:` does not match its place is an error."""
        orders = self.orders
        if expected_dynasty is not None and orders.dynasty != expected_dynasty:
            self.error("wrong-dynasty", self.at("dynasty"), written=orders.dynasty, expected=expected_dynasty)
        elif orders.dynasty not in self.state.dynasties:
            self.unknown("unknown-dynasty", self.at("dynasty"), orders.dynasty, self.state.dynasties)
        elif not self.state.dynasties[orders.dynasty].alive:
            self.error("dynasty-gone", self.at("dynasty"), id=orders.dynasty)
        if orders.turn != turn:
            self.error("wrong-turn", self.at("turn"), written=orders.turn, expected=turn)

    def decisions(self) -> None:
        """PROV-3, PROV-4: decisions answer this turn's events; SUCC-5, SUCC-7: heir and regent."""
        decisions = self.orders.decisions
        defaults = default_decisions(self.state, self.rules, self.dynasty_id)
        for kind in ("famine", "disease", "volunteers", "revolt"):
            answered: dict[str, str] = getattr(decisions, kind)
            for pid in answered:
                where = self.at("decisions", kind, pid)
                if not self.own_province(where, pid):
                    continue
                event = self.state.provinces[pid].event
                if event is None or event.decision != kind:
                    happened = event.kind if event is not None and event.applies else "none"
                    self.error("no-such-event", where, province=pid, kind=kind, happened=happened)
            for pid, default in getattr(defaults, kind).items():
                if pid not in answered:
                    self.warn("decision-default", self.at("decisions") if "decisions" in self.raw() else self.at(),
                              province=pid, kind=kind, default=default)
        if decisions.heir is not None:
            where = self.at("decisions", "heir")
            heir = self.own_member(where, decisions.heir, capable=False)
            if heir is not None and decisions.heir == self.dynasty.head:
                self.error("heir-is-head", where, who=self.name_of(decisions.heir))
            elif heir is not None and not is_lawful_heir(self.state, self.rules, self.dynasty_id, decisions.heir):
                self.warn("heir-unlawful", where, who=self.name_of(decisions.heir),
                          penalty=self.rules.succession.unlawful_penalty)
        if decisions.regent is not None:
            self.regent(self.at("decisions", "regent"), decisions.regent)

    def regent(self, where: Location, cid: str) -> None:
        """SUCC-6 ruling: a regent is capable when the regency begins, after this turn's aging (TURN-5), so an
        order may name a member who will be 15 by then; SUCC-7: not the head. A regent is of use when the head
        is a child now, when the orders abdicate to a child, or when the heir would be a child at step 3."""
        regent = self.own_member(where, cid, capable=False)
        if regent is None:
            return
        age = self.rules.age
        if cid == self.dynasty.head:
            self.error("regent-is-head", where, who=self.name_of(cid))
        elif regent.age + age.turn_years < age.capable:
            self.error("regent-too-young", where, who=self.name_of(cid), age=regent.age + age.turn_years,
                       capable=age.capable)
        elif not self.regency_possible():
            self.warn("regent-unneeded", where, capable=age.capable)

    def regency_possible(self) -> bool:
        """SUCC-6: a head under 15 may rule this turn — now, after an abdication of these orders, or after a
        succession at step 3 (the heir aged by then)."""
        if needs_regent(self.state, self.rules, self.dynasty_id):
            return True
        capable, years = self.rules.age.capable, self.rules.age.turn_years
        for order in self.orders.actions:
            heir = self.state.characters.get(order.heir) if isinstance(order, m.Abdicate) else None
            if heir is not None and heir.age < capable:
                return True
        heir_id = self.heir_now()
        heir = self.state.characters.get(heir_id) if heir_id is not None else None
        return heir is not None and heir.age + years < capable

    def decisions_taken(self) -> m.Decisions:
        """The decisions as they will apply: the file's, and the defaults for what it leaves out (PROV-6)."""
        given = self.orders.decisions
        defaults = default_decisions(self.state, self.rules, self.dynasty_id)
        taken = given.model_copy(deep=True)
        for kind in ("famine", "disease", "volunteers", "revolt"):
            answered = getattr(taken, kind)
            for pid, choice in getattr(defaults, kind).items():
                answered.setdefault(pid, choice)
        return taken

    def raw(self) -> dict[str, Any]:
        data = self.parsed.doc.data if self.parsed.doc is not None else {}
        return data if isinstance(data, dict) else {}

    # -- actions ---------------------------------------------------------------------------------

    def actions(self) -> dict[str, list[int]]:
        """ACT-0 for each action; returns the actions each member executes (DYN-5)."""
        busy: dict[str, list[int]] = {}
        generals = generals_at_war(self.state)
        once: Counter[str] = Counter()
        for n, order in enumerate(self.orders.actions):
            cid = order.executor
            if cid is not None:
                self.executor(n, order, cid, generals, busy)
            if isinstance(order, m.Mentor) and order.teacher is not None:
                self.teacher(n, order, generals, busy)
            rule = self.rules.actions.get(order.action)
            if rule.once_per_turn:
                once[order.action] += 1
                if once[order.action] >= 2:
                    self.error("once-per-turn", self.at_action(n), action=order.action)
            check = getattr(self, f"check_{order.action}", None)
            if check is not None:
                check(n, order)
        return busy

    def executor(self, n: int, order: m.ActionOrder, cid: str, generals: set[str],
                 busy: dict[str, list[int]]) -> None:
        """ACT-0: a living, capable member of this dynasty, not isolated, not a general at war, not
        already executing another action (DYN-5; a Workaholic may execute two)."""
        where = self.at_action(n, "by")
        character = self.own_member(where, cid)
        if character is None:
            return
        if character.isolated:
            self.error("isolated", where, who=self.name_of(cid))
        if cid in generals:
            self.error("general-busy", where, who=self.name_of(cid))
        self.occupy(where, cid, character, n, busy)

    def occupy(self, where: Location, cid: str, character: Character, n: int, busy: dict[str, list[int]]) -> None:
        limit = max([1, *[self.rules.traits[t].actions_per_turn or 1 for t in character.traits]])
        busy.setdefault(cid, []).append(n)
        if len(busy[cid]) > limit:
            first = self.at_action(busy[cid][0]).line
            self.error("executor-busy", where, who=self.name_of(cid), first=first, limit=limit)

    def teacher(self, n: int, order: m.Mentor, generals: set[str], busy: dict[str, list[int]]) -> None:
        """ACT-mentor [ruling]: a member who teaches is busy: he executes no other action that turn."""
        assert order.teacher is not None
        where = self.at_action(n, "teacher")
        teacher = self.own_member(where, order.teacher)
        if teacher is None:
            return
        if order.teacher == order.by:
            self.error("mentor-self", where)
            return
        if teacher.isolated:
            self.error("isolated", where, who=self.name_of(order.teacher))
        if order.teacher in generals:
            self.error("general-busy", where, who=self.name_of(order.teacher))
        self.occupy(where, order.teacher, teacher, n, busy)

    def check_find_spouse(self, n: int, order: m.FindSpouse) -> None:
        self.unmarried(self.at_action(n, "by"), order.by)

    def unmarried(self, where: Location, cid: str) -> None:
        character = self.state.characters.get(cid)
        if character is not None and character.alive and character.spouse is not None:
            self.error("married", where, who=self.name_of(cid), spouse=self.name_of(character.spouse))

    def check_mentor(self, n: int, order: m.Mentor) -> None:
        """ACT-mentor: the student's skill rises by 1 if the teacher's is at least 3 above it."""
        student = self.state.characters.get(order.by)
        if student is None or not student.alive or not self.own(order.by):  # never read another's skills
            return
        gap = self.rules.actions.mentor.skill_gap
        level = student.skills.get(order.skill)
        if order.hired_teacher is not None:
            prices = self.rules.actions.mentor.hired_teacher_coins
            if order.hired_teacher not in prices:
                self.error("hired-level", self.at_action(n, "hired_teacher"), level=order.hired_teacher,
                           levels=", ".join(f"{k} ({v})" for k, v in sorted(prices.items())))
                return
            teaching = order.hired_teacher
        else:
            assert order.teacher is not None
            teacher = self.state.characters.get(order.teacher)
            if teacher is None or not self.own(order.teacher) or order.teacher == order.by:
                return
            teaching = teacher.skills.get(order.skill)
        if teaching - level < gap:
            self.error("mentor-gap", self.at_action(n, "skill"), student=self.name_of(order.by), skill=order.skill,
                       level=level, teaching=teaching, gap=gap)

    def check_study(self, n: int, order: m.Study) -> None:
        student = self.state.characters.get(order.by)
        if student is None or not self.own(order.by):  # never read another dynasty's skills (INFO-3)
            return
        top = self.rules.limits.genius_skill_max if "genius" in student.traits else self.rules.limits.skill_max
        if student.skills.get(order.skill) >= top:
            self.warn("study-max", self.at_action(n, "skill"), who=self.name_of(order.by), skill=order.skill,
                      top=top)

    def heir_now(self) -> str | None:
        return self.orders.decisions.heir or default_heir(self.state, self.rules, self.dynasty_id)

    def check_isolate(self, n: int, order: m.Isolate) -> None:
        """ACT-isolate: the target is an own member, not the head nor the heir; AGE-1, ACT-0: a child can
        only be visited, so he is not isolated either."""
        where = self.at_action(n, "target")
        target = self.own_member(where, order.target, capable=False)
        if target is None:
            return
        if order.target in (self.dynasty.head, self.heir_now()):
            self.error("isolate-head-or-heir", where, who=self.name_of(order.target))
        elif target.age < self.rules.age.capable:
            self.error("target-child", where, who=self.name_of(order.target), age=target.age)
        elif target.isolated:
            self.error("already-isolated", where, who=self.name_of(order.target))

    def check_release(self, n: int, order: m.Release) -> None:
        where = self.at_action(n, "target")
        target = self.own_member(where, order.target, capable=False)
        if target is not None and not target.isolated:
            self.error("not-isolated", where, who=self.name_of(order.target))

    def check_abdicate(self, n: int, order: m.Abdicate) -> None:
        """SUCC-1: a head aged 60+ may hand over power; SUCC-4: to anyone but a lawful heir at a price."""
        head = self.state.characters.get(order.by)
        if order.by != self.dynasty.head:
            self.error("not-head", self.at_action(n, "by"), who=self.name_of(order.by))
        elif head is not None and head.age < self.rules.succession.abdicate_min_age:
            self.error("abdicate-age", self.at_action(n, "by"), who=self.name_of(order.by), age=head.age,
                       minimum=self.rules.succession.abdicate_min_age)
        where = self.at_action(n, "heir")
        heir = self.own_member(where, order.heir, capable=False)
        if heir is None:
            return
        if order.heir == self.dynasty.head:
            self.error("heir-is-head", where, who=self.name_of(order.heir))
        elif not is_lawful_heir(self.state, self.rules, self.dynasty_id, order.heir):
            self.warn("heir-unlawful", where, who=self.name_of(order.heir),
                      penalty=self.rules.succession.unlawful_penalty)

    def check_create_branch(self, n: int, order: m.CreateBranch) -> None:
        """BRANCH-2..5: at least 3 people (the chosen and their children and grandchildren), none of the
        head's line or ancestors, and at least a third of the provinces."""
        head = self.dynasty.head
        forbidden = self.head_line_and_ancestors(head) if head else set()
        chosen: list[str] = []
        for i, cid in enumerate(order.members):
            where = self.at_action(n, "members", i)
            if self.own_member(where, cid, capable=False) is None:
                continue
            if cid in forbidden:
                self.error("branch-forbidden", where, who=self.name_of(cid))
                continue
            chosen.append(cid)
        people = set(chosen)
        for cid in chosen:
            people |= self.descendants(cid, 2)
        people = {p for p in people if self.own(p) and self.state.characters[p].alive} - forbidden
        if chosen and len(people) < self.rules.branch.min_members:
            self.error("branch-small", self.at_action(n, "members"), count=len(people),
                       minimum=self.rules.branch.min_members)
        owned = [p for i, p in enumerate(order.provinces) if self.own_province(self.at_action(n, "provinces", i), p)]
        need = max(self.rules.branch.min_provinces, len(self.dynasty.provinces) // self.rules.branch.province_divisor)
        if len(set(owned)) == len(order.provinces) and len(set(owned)) < need:
            self.error("branch-provinces", self.at_action(n, "provinces"), count=len(set(owned)), minimum=need)
        if order.head is not None and order.head not in people:
            self.error("branch-head", self.at_action(n, "head"), who=self.name_of(order.head))
        if order.army > self.dynasty.army:
            self.error("branch-army", self.at_action(n, "army"), army=order.army, have=self.dynasty.army)

    def descendants(self, cid: str, depth: int) -> set[str]:
        found: set[str] = set()
        frontier = {cid}
        for _ in range(depth):
            frontier = {k for k, c in self.state.characters.items() if c.father in frontier or c.mother in frontier}
            found |= frontier
        return found

    def head_line_and_ancestors(self, head: str) -> set[str]:
        """BRANCH-3: the head, his children and grandchildren, his parents and grandparents."""
        found = {head} | self.descendants(head, 2)
        frontier = {head}
        for _ in range(2):
            frontier = {p for c in frontier for p in (self.state.characters[c].father, self.state.characters[c].mother)
                        if p is not None and p in self.state.characters}
            found |= frontier
        return found

    def check_name(self, n: int, order: m.Name) -> None:
        self.newborn(self.at_action(n, "child"), order.child)

    def newborn(self, where: Location, cid: str) -> None:
        """GEN-6, MAR-5: the player names the children born at this turn's births."""
        child = self.own_member(where, cid, capable=False)
        if child is not None and child.born != self.state.turn:
            self.error("not-newborn", where, who=self.name_of(cid), turn=self.state.turn)

    def check_visit(self, n: int, order: m.Visit) -> None:
        self.other_member(self.at_action(n, "target"), order.target, "visit")

    def check_ball(self, n: int, order: m.Ball) -> None:
        rule = self.rules.actions.ball
        if not rule.min_guests <= len(order.guests) <= rule.max_guests:
            self.error("ball-guests", self.at_action(n, "guests"), count=len(order.guests),
                       low=rule.min_guests, high=rule.max_guests)
        seen: set[str] = set()
        for i, guest in enumerate(order.guests):
            where = self.at_action(n, "guests", i)
            if guest in seen:
                self.error("listed-twice", where, id=guest)
                continue
            seen.add(guest)
            self.other_member(where, guest, "ball")

    def marriage(self, n: int, by: str, target_id: str, action: str) -> Character | None:
        """MAR-2: two unmarried, living, capable characters of opposite sex, from two dynasties."""
        self.unmarried(self.at_action(n, "by"), by)
        where = self.at_action(n, "target")
        target = self.other_member(where, target_id, action)
        executor = self.state.characters.get(by)
        if target is None or executor is None:
            return target
        if target.spouse is not None:
            self.error("married", where, who=self.name_of(target_id), spouse=self.name_of(target.spouse))
        elif target.sex == executor.sex:
            self.error("same-sex", where, who=self.name_of(target_id), executor=self.name_of(by))
        return target

    def check_propose_marriage(self, n: int, order: m.ProposeMarriage) -> None:
        target = self.marriage(n, order.by, order.target, "propose_marriage")
        if target is not None:
            self.terms(n, order.terms, target.dynasty)

    def check_accept_marriage(self, n: int, order: m.AcceptMarriage) -> None:
        self.marriage(n, order.by, order.target, "accept_marriage")

    def terms(self, n: int, terms: m.MarriageTerms, other: str) -> None:
        """VASSAL-3, VASSAL-6: the vassal named in terms is one of the two sides."""
        if terms.vassal is not None and terms.vassal not in (self.dynasty_id, other):
            self.error("terms-vassal", self.at_action(n, "terms", "vassal"), id=terms.vassal, ours=self.dynasty_id,
                       theirs=other)

    def plot_target(self, n: int, target_id: str, action: str, *, head_allowed: bool) -> Character | None:
        where = self.at_action(n, "target")
        target = self.other_member(where, target_id, action)
        if target is None:
            return None
        if not head_allowed and self.state.dynasties[target.dynasty].head == target_id:
            self.error("target-head", where, who=self.name_of(target_id), action=action)
        self.ally_warning(n, target.dynasty, action)
        return target

    def ally_warning(self, n: int, other: str, action: str) -> None:
        """ALLY-4: a discovered plot against an ally costs double."""
        reason = alliance(self.state, self.dynasty_id, other)
        if reason is not None:
            self.warn("plot-ally", self.at_action(n), action=action, dynasty=other,
                      why=f"{self.name_of(reason.ours)} — {self.name_of(reason.theirs)} ({reason.kind})")

    def check_spy(self, n: int, order: m.Spy) -> None:
        self.plot_target(n, order.target, "spy", head_allowed=False)

    def check_gossip(self, n: int, order: m.Gossip) -> None:
        if self.other_dynasty(self.at_action(n, "target"), order.target):
            self.ally_warning(n, order.target, "gossip")

    def check_conspiracy(self, n: int, order: m.Conspiracy) -> None:
        rule = self.rules.actions.conspiracy
        if not rule.bribe_min <= order.bribe <= rule.bribe_max:
            self.error("bribe-range", self.at_action(n, "bribe"), bribe=order.bribe, low=rule.bribe_min,
                       high=rule.bribe_max)
        self.plot_target(n, order.target, "conspiracy", head_allowed=False)

    def check_assassinate(self, n: int, order: m.Assassinate) -> None:
        target = self.plot_target(n, order.target, "assassinate", head_allowed=True)
        if order.agent is None or target is None:
            return
        where = self.at_action(n, "agent")
        agent = self.character(where, order.agent)
        if agent is None:
            return
        if agent.dynasty != target.dynasty:
            self.error("agent-dynasty", where, who=self.name_of(order.agent), dynasty=target.dynasty)
        elif order.agent == order.target:
            self.error("agent-is-target", where)
        elif agent.age < self.rules.age.capable:
            self.error("target-child", where, who=self.name_of(order.agent), age=agent.age)

    def check_donate(self, n: int, order: m.Donate) -> None:
        rule = self.rules.actions.donate
        if not rule.coins_min <= order.coins <= rule.coins_max or order.coins % rule.coins_step:
            self.error("donate-coins", self.at_action(n, "coins"), coins=order.coins, low=rule.coins_min,
                       high=rule.coins_max, step=rule.coins_step)

    def check_annul(self, n: int, order: m.Annul) -> None:
        where = self.at_action(n, "spouse")
        member = self.own_member(where, order.spouse, capable=False)
        if member is not None and member.spouse is None:
            self.error("not-married", where, who=self.name_of(order.spouse))

    def check_declare_war(self, n: int, order: m.DeclareWar) -> None:
        where = self.at_action(n, "on")
        if self.other_dynasty(where, order.on):
            if order.on in enemies_of(self.state, self.dynasty_id):
                self.error("already-at-war", where, id=order.on)
            elif order.on in lords_of(self.state, self.dynasty_id):
                self.error("war-on-lord", where, id=order.on)
            else:
                kind = relatives_between(self.state, self.dynasty_id, order.on)
                if kind is not None:
                    self.warn("war-on-relatives", where, id=order.on, kind=kind)
        self.own_member(self.at_action(n, "general"), order.general)

    def at_war_with(self, where: Location, did: str) -> bool:
        if not self.other_dynasty(where, did):
            return False
        if did not in enemies_of(self.state, self.dynasty_id):
            self.error("not-at-war", where, id=did)
            return False
        return True

    def check_general(self, n: int, order: m.General) -> None:
        self.at_war_with(self.at_action(n, "war"), order.war)
        self.own_member(self.at_action(n, "general"), order.general)

    def check_offer_peace(self, n: int, order: m.OfferPeace) -> None:
        where = self.at_action(n, "to")
        if not self.at_war_with(where, order.to):
            return
        for lord in lords_of(self.state, self.dynasty_id):
            if order.to in enemies_of(self.state, lord):
                self.error("vassal-peace", where, lord=lord)
                break
        self.terms(n, order.terms, order.to)
        for i, pid in enumerate(order.terms.cede):
            self.own_province(self.at_action(n, "terms", "cede", i), pid)
        for i, pid in enumerate(order.terms.claim):
            where = self.at_action(n, "terms", "claim", i)
            province = self.state.provinces.get(pid)
            if province is None or province.owner != order.to:
                self.error("claim-not-theirs", where, id=pid, dynasty=order.to)

    def check_accept_peace(self, n: int, order: m.AcceptPeace) -> None:
        """ACT-accept_peace: an offer of last turn is in the state (offers are public); one ordered this turn
        by the other side cannot be seen yet, so its absence is a warning."""
        where = self.at_action(n, "from")
        if not self.at_war_with(where, order.from_):
            return
        if not any(p.kind == "peace" and p.dynasty == order.from_ and p.target == self.dynasty_id and not p.accept
                   for p in self.state.proposals):
            self.warn("no-peace-offer", where, id=order.from_)

    def ordered_before(self, n: int, kind: type[m.Recruit] | type[m.Disband]) -> int:
        """Points of the same kind ordered by the actions before action n."""
        return sum(o.points for o in self.orders.actions[:n] if isinstance(o, kind))

    def check_recruit(self, n: int, order: m.Recruit) -> None:
        """ARMY-2: at most 5 points per owned province per turn, all recruits of the turn together."""
        limit = self.rules.army.recruit_max_per_province * len(self.dynasty.provinces)
        points = self.ordered_before(n, m.Recruit) + order.points
        if points > limit:
            self.error("recruit-limit", self.at_action(n, "points"), points=points, limit=limit,
                       provinces=len(self.dynasty.provinces))

    def check_disband(self, n: int, order: m.Disband) -> None:
        points = self.ordered_before(n, m.Disband) + order.points
        if points > self.dynasty.army:
            self.error("disband-too-many", self.at_action(n, "points"), points=points, army=self.dynasty.army)

    def check_develop(self, n: int, order: m.Develop) -> None:
        where = self.at_action(n, "province")
        if self.own_province(where, order.province):
            top = self.rules.actions.develop.yield_max
            if self.state.provinces[order.province].yield_ >= top:
                self.warn("develop-max", where, id=order.province, top=top)

    def check_pacify(self, n: int, order: m.Pacify) -> None:
        where = self.at_action(n, "province")
        if self.own_province(where, order.province):
            top = self.rules.limits.province_loyalty_max
            if self.state.provinces[order.province].loyalty >= top:
                self.warn("pacify-max", where, id=order.province, top=top)

    def check_research(self, n: int, order: m.Research) -> None:
        where = self.at_action(n, "technology")
        if order.technology not in self.rules.technologies:
            self.error("unknown-technology", where, id=order.technology, known=", ".join(self.rules.technologies))
        elif order.technology in self.dynasty.technologies:
            self.error("research-known", where, id=order.technology)

    # -- war orders, names -----------------------------------------------------------------------

    def war_orders(self) -> None:
        """WAR-2, WAR-5, WAR-11: battle orders for the wars the dynasty fights."""
        enemies = enemies_of(self.state, self.dynasty_id)
        sent = 0
        for did, order in self.orders.war.items():
            where = self.at("war", did)
            if not self.at_war_with(where, did):
                continue
            sent += order.send or 0
            sides = {did} | {d for d in enemies}
            for i, pid in enumerate(order.take):
                province = self.state.provinces.get(pid)
                if province is None or province.owner not in sides:
                    self.error("take-not-enemy", self.at("war", did, "take", i), id=pid)
        army = self.army_at_battle()
        if sent > army:
            self.error("send-exceeds-army", self.at("war"), sent=sent, army=army,
                       changed=army != self.dynasty.army)

    def army_at_battle(self) -> int:
        """WAR-11 ruling: the army at step 2 counts this turn's recruits and disbandments (step 1)."""
        army: int = self.dynasty.army
        for order in self.orders.actions:
            if isinstance(order, m.Recruit):
                army += order.points
            elif isinstance(order, m.Disband):
                army -= min(order.points, army)
        return army

    def names(self) -> None:
        for cid in self.orders.names:
            self.newborn(self.at("names", cid), cid)

    # -- the budget ------------------------------------------------------------------------------

    def budget(self) -> None:
        """DYN-4, DYN-6, DYN-7: the AP fit the turn's AP; the coins fit the balance."""
        ap_spent = 0
        coins = decisions_coins(self.state, self.rules, self.dynasty_id, self.decisions_taken())
        nth: Counter[str] = Counter()
        over_at: int | None = None
        for n, order in enumerate(self.orders.actions):
            # another dynasty's member wrongly named as executor: his traits (Smart...) stay hidden
            executor = self.state.characters.get(order.executor) \
                if order.executor and self.own(order.executor) else None
            if order.executor:
                nth[order.executor] += 1
            ap_spent += action_ap(self.rules, self.state.era, order.action, executor, nth[order.executor or ""])
            if isinstance(order, m.Mentor) and order.teacher:  # DYN-5: teaching takes one of his actions too
                nth[order.teacher] += 1
            coins += action_coins(self.rules, self.state.era, order)
            if isinstance(order, m.ProposeMarriage | m.OfferPeace):
                coins += order.terms.pay
            if over_at is None and ap_spent > self.dynasty.ap:
                over_at = n
        if over_at is not None:
            self.error("ap-exceeded", self.at_action(over_at), spent=ap_spent, ap=self.dynasty.ap)
        elif ap_spent < self.dynasty.ap:
            self.warn("ap-unspent", self.at("actions") if "actions" in self.raw() else self.at(),
                      left=self.dynasty.ap - ap_spent, ap=self.dynasty.ap)
        if coins > self.dynasty.balance:
            self.error("coins-exceeded", self.at("actions") if "actions" in self.raw() else self.at(),
                       coins=coins, balance=self.dynasty.balance)

    def sabotage_warnings(self, busy: dict[str, list[int]]) -> None:
        """SAB-1, LOY-4: a member with loyalty ≤ 1 (never the head) may sabotage what he is ordered."""
        for cid, actions in busy.items():
            character = self.state.characters[cid]
            if cid != self.dynasty.head and character.loyalty <= self.rules.sabotage.max_loyalty:
                for n in actions:
                    self.warn("may-sabotage", self.at_action(n), who=self.name_of(cid), loyalty=character.loyalty)


def check_parsed(parsed: ParsedOrders, state: GameState, rules: Rules, language: Language, *,
                 turn: int, expected_dynasty: str | None = None) -> list[Problem]:
    """Every problem of one parsed order file, errors and warnings, in file order."""
    problems = list(parsed.problems)
    if parsed.orders is not None:
        # a file in the orders folder is that dynasty's orders, whatever its header says
        dynasty_id = expected_dynasty if expected_dynasty in state.dynasties else parsed.orders.dynasty
        checker = Checker(parsed, parsed.orders, state, rules, language, dynasty_id)
        checker.run(expected_dynasty, turn)
        problems += checker.problems
    return sorted(problems, key=lambda p: (p.location.line or 0))


def expected_dynasty_of(path: Path, orders_dir: Path) -> str | None:
    """A file in the turn's orders folder must be named after its dynasty."""
    try:
        path.resolve().relative_to(orders_dir.resolve())
    except ValueError:
        return None
    return path.stem
