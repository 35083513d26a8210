"""`dynasty check`: every mistake of an order file at once, each with its line and what would be right.

Parse, then check: `parse.py` turned the text into typed orders; this module checks them against the
turn's state and the rules data (ACT-0 and the action table) and never changes anything. It uses only
what the ordering dynasty may know of others (INFO-3: names, ages, sex, family links, heads, provinces,
wars), so its messages reveal nothing hidden.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from dynasty.errors import Location, Problem
from dynasty.game.relations import enemies_of, generals_at_war
from dynasty.game.rules import Rules
from dynasty.game.state import Character, GameState
from dynasty.game.succession import is_lawful_heir, needs_regent
from dynasty.game.war_costs import enemies_in
from dynasty.orders import model as m
from dynasty.orders.action_checks import ActionChecks
from dynasty.orders.check_base import Ref
from dynasty.orders.costs import actions_costs, decisions_coins
from dynasty.orders.defaults import default_decisions
from dynasty.orders.messages import Language
from dynasty.orders.parse import ParsedOrders
from dynasty.text.did_you_mean import fold


class Checker(ActionChecks):
    """Every check of one order file: the file as a whole, each action (`ActionChecks`), the budget."""

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
        self.general_warnings()
        self.refused_references()
        self.risk_warnings()

    def identity(self, expected_dynasty: str | None, turn: int) -> None:
        """CONTRACT: a file whose `dynasty:` or `turn:` does not match its place is an error. The `dynasty:` line
        may name the house by its id or by its name (`Белозерские`)."""
        written = dynasty_named(self.orders.dynasty, self.state)
        if "dynasty" in self.parsed.unread:
            pass
        elif expected_dynasty is not None and written != expected_dynasty:
            self.error("wrong-dynasty", self.at("dynasty"), written=self.orders.dynasty, house=Ref(expected_dynasty))
        elif written not in self.state.dynasties:
            self.unknown("unknown-dynasty", self.at("dynasty"), written, self.state.dynasties)
        elif not self.state.dynasties[written].alive:
            self.error("dynasty-gone", self.at("dynasty"), house=Ref(written))
        if self.orders.turn != turn and "turn" not in self.parsed.unread:
            self.error("wrong-turn", self.at("turn"), written=str(self.orders.turn), turn=turn)

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
                    self.error("no-such-event", where, province=Ref(pid), kind=kind, happened=happened)
            for pid, default in getattr(defaults, kind).items():
                if pid not in answered and not self.parsed.dropped_under("decisions", kind, pid):
                    self.warn("decision-default", self.at("decisions") if "decisions" in self.raw() else self.at(),
                              province=Ref(pid), kind=kind, default=default)
        if decisions.heir is not None:
            where = self.at("decisions", "heir")
            heir = self.own_member(where, decisions.heir, capable=False)
            if heir is not None and decisions.heir == self.dynasty.head:
                self.error("heir-is-head", where, who=Ref(decisions.heir))
            elif heir is not None and not is_lawful_heir(self.state, self.rules, self.dynasty_id, decisions.heir):
                self.unlawful_heir(where, decisions.heir)
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
            self.error("regent-is-head", where, who=Ref(cid))
        elif regent.age + age.turn_years < age.capable:
            self.error("regent-too-young", where, who=Ref(cid), age=regent.age + age.turn_years,
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
                    self.error("once-per-turn", self.at_action(n), action=self.action_name(order.action))
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
            self.error("isolated", where, who=Ref(cid))
        if cid in generals:
            self.error("general-busy", where, who=Ref(cid))
        self.occupy(where, cid, character, n, busy)

    def occupy(self, where: Location, cid: str, character: Character, n: int, busy: dict[str, list[int]]) -> None:
        limit = max([1, *[self.rules.traits[t].actions_per_turn or 1 for t in character.traits]])
        busy.setdefault(cid, []).append(n)
        if len(busy[cid]) > limit:
            self.error("executor-busy", where, who=Ref(cid), first=busy[cid][0] + 1, limit=limit)

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
            self.error("isolated", where, who=Ref(order.teacher))
        if order.teacher in generals:
            self.error("general-busy", where, who=Ref(order.teacher))
        self.occupy(where, order.teacher, teacher, n, busy)

    # -- war orders, names -----------------------------------------------------------------------

    def war_orders(self) -> None:
        """WAR-2, WAR-5, WAR-11: battle orders for the wars the dynasty fights."""
        enemies = enemies_of(self.state, self.dynasty_id)
        sent = 0
        declared = {o.on for o in self.orders.actions if isinstance(o, m.DeclareWar)}
        for did, order in self.orders.war.items():
            where = self.at("war", did)
            if did in declared and did in self.state.dynasties and did not in enemies:
                # WAR-14: the war starts when this turn is resolved; its first battle is next turn's
                self.error("not-at-war", where, "declared", house=Ref(did), turn=self.state.turn,
                           battle=self.state.turn + 1)
                continue
            if not self.at_war_with(where, did):
                continue
            sent += order.send or 0
            sides = {did} | {d for d in enemies}
            for i, pid in enumerate(order.take):
                province = self.state.provinces.get(pid)
                if province is None:
                    self.unknown("unknown-province", self.at("war", did, "take", i), pid, self.state.provinces)
                elif province.owner not in sides:
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
        over_at: int | None = None
        for n, (ap, paid) in enumerate(actions_costs(self.state, self.rules, self.dynasty_id, self.orders.actions)):
            ap_spent += ap
            coins += paid
            if over_at is None and ap_spent > self.dynasty.ap:
                over_at = n
        if over_at is not None:
            self.error("ap-exceeded", self.at_action(over_at), spent=ap_spent, ap=self.dynasty.ap)
        elif ap_spent < self.dynasty.ap and not self.parsed.errors:  # a file still to correct: its AP will change
            self.warn("ap-unspent", self.at("actions") if "actions" in self.raw() else self.at(),
                      left=self.dynasty.ap - ap_spent, ap=self.dynasty.ap)
        if coins > self.dynasty.balance:
            self.error("coins-exceeded", self.at("actions") if "actions" in self.raw() else self.at(),
                       coins=coins, balance=self.dynasty.balance)

    def refused_references(self) -> None:
        """An action the model refused is left out of the orders, yet an id in it that names nothing is told
        now, not in the next run: the player corrects both at once."""
        for index, written, action_id, params in self.parsed.refused:
            for name, value in params.items():
                values = value if isinstance(value, list) else [value]
                for i, item in enumerate(values):
                    if not isinstance(item, str) or not item:
                        continue
                    loc: tuple[str | int, ...] = ("actions", index, written, name)
                    where = self.at(*loc, i) if isinstance(value, list) else self.at(*loc)
                    table: Mapping[str, Any]
                    if name in _DYNASTY_FIELDS or (name == "target" and action_id == "gossip"):
                        table, code = self.state.dynasties, "unknown-dynasty"
                    elif name == "by":
                        self.own_member(where, item)
                        continue
                    elif name in _CHARACTER_FIELDS and action_id is not None:
                        table, code = self.state.characters, "unknown-character"
                    elif name in _PROVINCE_FIELDS and action_id is not None:
                        table, code = self.state.provinces, "unknown-province"
                    else:
                        continue
                    if item not in table:
                        self.unknown(code, where, item, table)

    def sabotage_warnings(self, busy: dict[str, list[int]]) -> None:
        """SAB-1, LOY-4: a member with loyalty ≤ 1 (never the head) may sabotage what he is ordered; SAB-3: the
        action's AP and coins are then spent for nothing — or, for an action that costs neither, the action
        itself is lost (a peace not made)."""
        costs = actions_costs(self.state, self.rules, self.dynasty_id, self.orders.actions)
        for cid, actions in busy.items():
            character = self.state.characters[cid]
            if cid != self.dynasty.head and character.loyalty <= self.rules.sabotage.max_loyalty:
                for n in actions:
                    ap, coins = costs[n]
                    kind = self.orders.actions[n].action
                    self.warn("may-sabotage", self.at_action(n), who=Ref(cid), loyalty=character.loyalty, ap=ap,
                              coins=coins, kind=kind, action=self.action_name(kind))

    def general_warnings(self) -> None:
        """SAB-4, LOY-4, WAR-6: a general with loyalty ≤ 1 (never the head) may refuse to fight the battle of this
        turn's resolution (WAR-14: of a war begun before this turn), and his side then fights without his
        combat bonus (WAR-3). The general is the one this turn's orders name (ACT-general), else the war's."""
        named = {o.war: o.general for o in self.orders.actions if isinstance(o, m.General)}
        for war in self.state.wars:
            enemies = enemies_in(war, self.dynasty_id)
            if not enemies or war.started >= self.state.turn:
                continue
            enemy = enemies[0]
            general = next((g for d, g in named.items() if d in enemies), None) \
                or war.generals.get(self.dynasty_id)
            person = self.state.characters.get(general) if general is not None else None
            if general is None or person is None or not person.alive or not self.own(general) \
                    or general == self.dynasty.head or person.loyalty > self.rules.sabotage.max_loyalty:
                continue
            raw = self.raw().get("war")
            if isinstance(raw, dict) and enemy in raw:
                where = self.at("war", enemy)
            else:
                where = self.at("war") if isinstance(raw, dict) else self.at()
            self.warn("general-may-refuse", where, who=Ref(general), house=Ref(enemy), loyalty=person.loyalty,
                      combat=person.skills.combat, per=self.rules.war.bonus_per_soldiers)


#: The fields of an action that name a character, a dynasty or a province (lists too), for the references of
#: an action the model refused.
_CHARACTER_FIELDS = ("by", "target", "teacher", "heir", "child", "spouse", "general", "agent", "head", "members",
                     "guests")
_DYNASTY_FIELDS = ("on", "war", "to", "from")
_PROVINCE_FIELDS = ("province", "provinces")


def dynasty_named(written: str, state: GameState) -> str:
    """The dynasty an order file's `dynasty:` line names: its id, or its name in any letter case."""
    if written in state.dynasties:
        return written
    return next((did for did, dynasty in state.dynasties.items() if fold(dynasty.name) == fold(written)), written)


def check_parsed(parsed: ParsedOrders, state: GameState, rules: Rules, language: Language, *,
                 turn: int, expected_dynasty: str | None = None,
                 turn_orders: Mapping[str, m.OrderFile] | None = None) -> list[Problem]:
    """Every problem of one parsed order file, errors and warnings, in file order. They depend on the state and
    on this file only, never on another house's orders of the turn (what `take` and `check` answer a player
    must not tell him what a rival has sent) — but for the game master's check of the whole turn, which gives
    `turn_orders` (every house's orders): an acceptance then warns only when the other house's orders of this
    turn hold no proposal or offer to accept either."""
    problems = list(parsed.problems)
    if parsed.orders is not None:
        # a file in the orders folder is that dynasty's orders, whatever its header says
        dynasty_id = expected_dynasty if expected_dynasty in state.dynasties \
            else dynasty_named(parsed.orders.dynasty, state)
        if dynasty_id in state.dynasties or "dynasty" not in parsed.unread:
            checker = Checker(parsed, parsed.orders, state, rules, language, dynasty_id, turn_orders=turn_orders)
            checker.run(expected_dynasty, turn)
            problems += checker.problems
    return sorted(problems, key=lambda p: (p.location.line or 0))
