"""The plan of one dynasty's orders, which every priority of the bot adds to: what the dynasty has and knows
(its `DynastyKnowledge`, and the state as it knows it), what the plan has spent of it (AP, coins, members'
actions), and the helpers that more than one priority asks."""

from __future__ import annotations

import hashlib
import math
import weakref
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, NamedTuple

from dynasty.bot.personality import BALANCED, Personality
from dynasty.game.relations import Branched, line_of, members_by_dynasty
from dynasty.game.rules import Rules, Skill, parse_dice
from dynasty.game.state import GameState, LearnedFact, built
from dynasty.game.succession import unlawful_succession_ends_house
from dynasty.game.war_costs import kin_loss
from dynasty.orders import model as m
from dynasty.orders.costs import PRICED_BY_ORDER, action_ap, action_coins, famine_cost, least_coins, pending_coins
from dynasty.reports.fog import DynastyKnowledge
from dynasty.reports.houses import OtherDynasty
from dynasty.reports.model import MemberView, PublicMember


def lowest_safe_reputation(rules: Rules) -> int:
    """The least reputation that outlives an heir who is not lawful (SUCC-4: 80 and half the rest; DYN-2)."""
    key = (rules.succession.unlawful_penalty, rules.limits.defeat_reputation)
    found = _SAFE.get(key)
    if found is None:
        found = rules.limits.defeat_reputation + 1
        while unlawful_succession_ends_house(rules, found):
            found += 1
        _SAFE[key] = found
    return found


def unwilling_actions(rules: Rules) -> dict[str, frozenset[str]]:
    """The traits whose bearer the bot orders not every action (`Plan.willing`), each with the actions refused:
    a trait that makes every action cost mood (TRAIT-lazy) all but those it does gladly; Bad manners every
    public action but a marriage of his own (TRAIT-bad_manners)."""
    found = {}
    for trait_id, trait in rules.traits.items():
        refused: set[str] = set()
        if trait.mood.get("action", 0) < 0:
            refused.update(a for a in rules.actions.ids() if a not in trait.exempt_actions)
        if trait_id == "bad_manners":
            refused.update(a for a in rules.actions.ids() if rules.actions.get(a).public
                           and a not in ("propose_marriage", "accept_marriage", "find_spouse"))
        if refused:
            found[trait_id] = frozenset(refused)
    return found


def expected_famines(rules: Rules, provinces: int) -> int:
    """PROV-3: the famines to expect among `provinces` in a turn, rounded up: the faces of the events' die that
    the table gives to famine, over its sides."""
    sides = parse_dice(rules.events.die)[1]
    low, faces = 0, 0
    for row in rules.events.table:
        if row.event == "famine":
            faces += row.max - low
        low = row.max
    return -(-faces * provinces // sides)


def of_rules(rules: Rules) -> dict[tuple[object, ...], Any]:
    """What the plans of one rule set found of what those rules alone decide (a lesson's value, an action's
    AP), by what it reads: kept between plans and turns — begun again for other rules, and when it grows long
    (a long study meets ever new members)."""
    held = _OF_RULES.get(id(rules))
    if held is None or held[0]() is not rules or len(held[1]) > _OF_RULES_MOST:
        held = _OF_RULES[id(rules)] = (weakref.ref(rules), {})
    return held[1]


#: `of_rules` by the rule set's id, with a reference that tells a set freed (whose id another may take)
_OF_RULES: dict[int, tuple[weakref.ref[Rules], dict[tuple[object, ...], Any]]] = {}
_OF_RULES_MOST = 200_000

#: `lowest_safe_reputation` by the two numbers of the rules it depends on
_SAFE: dict[tuple[int, int], int] = {}


def stable_hash(*parts: object) -> int:
    """Deterministic variety: the same (dynasty, turn, what) always gives the same number."""
    return int.from_bytes(hashlib.sha256("/".join(map(str, parts)).encode()).digest()[:8], "big")


def stable_hasher(*parts: object) -> Callable[[str], int]:
    """`stable_hash(*parts, last)` of many a `last`, the digest of `parts` begun once (a hash of their joined
    text is the hash of its beginning continued)."""
    begun = hashlib.sha256(("/".join(map(str, parts)) + "/").encode())

    def hashed(last: str) -> int:
        digest = begun.copy()
        digest.update(last.encode())
        return int.from_bytes(digest.digest()[:8], "big")
    return hashed


class ActionFacts(NamedTuple):
    """What every plan asks of an action before it joins (`Plan.add`), of the rules alone."""

    model: type[m.ActionOrder]
    once_per_turn: bool
    least_coins: int  # what it costs whatever its order says (`costs.least_coins`)
    priced_by_order: bool  # whether its order says what it costs (`PRICED_BY_ORDER`)

    @classmethod
    def of(cls, rules: Rules, action: str) -> ActionFacts:
        model = m.ACTION_MODELS[action]
        return cls(model, rules.actions.get(action).once_per_turn, least_coins(rules, action),
                   model in PRICED_BY_ORDER)


@dataclass(frozen=True, slots=True)
class Planned:
    """One action of the plan, with why the bot chose it (written as a comment in the order file)."""

    order: m.ActionOrder
    why: tuple[str, str]  # en, ru


@dataclass
class BotPlan:
    """The bot's orders and its reasons."""

    orders: m.OrderFile
    reasons: list[tuple[str, str]] = field(default_factory=list)  # one per action, en and ru


class Plan:
    """The planning of one dynasty's orders from what it knows: AP, coins and members' actions spent as the
    plan goes, so that nothing planned breaks DYN-4, DYN-5, DYN-7 or ARMY-2."""

    def __init__(self, knowledge: DynastyKnowledge, rules: Rules, personality: Personality = BALANCED) -> None:
        self.knowledge = knowledge
        self.rules = rules
        self.p = personality
        self.me = knowledge.dynasty
        self._head = knowledge.head
        self.turn = knowledge.turn
        self.era = knowledge.era
        self.members: dict[str, MemberView] = {v.id: v for v in knowledge.members}
        self.others: dict[str, OtherDynasty] = {o.id: o for o in knowledge.others if o.alive}
        self.known: dict[tuple[str, str], LearnedFact] = {}
        for other in knowledge.others:
            for fact in other.known:
                key = (fact.subject, fact.fact)
                if key not in self.known or self.known[key].turn <= fact.turn:
                    self.known[key] = fact
        self.ap_left = knowledge.ap
        self.balance = knowledge.balance
        self.army = knowledge.army
        self.decisions = m.no_decisions()
        self.actions: list[Planned] = []
        self.war: dict[str, m.WarOrder] = {}
        self.slots: defaultdict[str, int] = defaultdict(int)  # each member's actions planned
        self.teaching: set[str] = set()  # members busy without an action of their own (a teacher, a bride)
        self.once: set[str] = set()
        self.targets: set[str] = set()  # characters already aimed at by this plan
        self.reputation_spent = 0  # what the planned find_spouse actions cost
        self.reputation_risked = 0  # what the planned plots would cost if discovered, and the wars' drain
        # every dynasty on the other side of a war (VASSAL-5: vassals too); battle orders go by war
        self.enemies = list(dict.fromkeys(e for w in knowledge.wars for e in (w.enemies or [w.enemy])))
        # SUCC-3: its own family is the house's to know whole, the dead included (INFO-5): as its report tells it
        self.lawful = knowledge.lawful_heirs()
        # what the members' traits and ages allow, asked for every action weighed: found once
        self._capable = [cid for cid, view in self.members.items() if self.capable(view)]
        self._capable_set = set(self._capable)
        self._unreliable = {cid for cid in self.members if not self.reliable(cid)}
        self._positions = {cid: i for i, cid in enumerate(self.members)}
        self._open = set(self._capable)  # the capable members with an action left (kept up by `add`)
        self._of_rules = of_rules(rules)
        #: DYN-5, TRAIT-workaholic: how many actions each may execute (asked by every action tried)
        more: dict[str, int] = self._of_the_rules("actions per turn", lambda: {  # the traits that give more than one
            t: n for t, trait in rules.traits.items() if (n := trait.actions_per_turn or 1) > 1})
        self._limits = dict.fromkeys(self.members, 1)
        unwilling: dict[str, frozenset[str]] = self._of_the_rules("unwilling", lambda: unwilling_actions(rules))
        #: the actions each member is not ordered (`willing`): of those whose traits refuse some
        self._unwilling: dict[str, frozenset[str]] = {}
        either: frozenset[str] = self._of_the_rules("more or unwilling", lambda: frozenset(more) | frozenset(unwilling))
        for cid, view in self.members.items():
            if either.isdisjoint(view.traits):  # (most have no trait of either kind)
                continue
            if not more.keys().isdisjoint(view.traits):
                self._limits[cid] = max(more[t] for t in view.traits if t in more)
            if not unwilling.keys().isdisjoint(view.traits):
                self._unwilling[cid] = frozenset().union(*(unwilling[t] for t in view.traits if t in unwilling))
        self._study_values: dict[str, tuple[Skill, float]] = {}
        #: what of the character the weighing of a lesson reads
        self._studied_key = (tuple(personality.skill_weights.items()), personality.head_stewardship_factor,
                             personality.heir_stewardship_factor)
        self._lessons: dict[tuple[object, ...], tuple[Skill, float]] | None = None
        #: TRAIT-genius: the traits that add to a study roll, with what they add
        self._study_bonus: dict[str, int] = self._of_the_rules("study bonus", lambda: {
            t: trait.study_bonus for t, trait in rules.traits.items() if trait.study_bonus})
        # asked before every action that costs coins: the coins of the actions planned (kept up by `add`, the
        # only way an action joins the plan) and the reserve (of figures that do not change while it plans)
        self._actions_coins = 0
        self._reserve: int | None = None
        self._floor: int | None = None  # `reputation_floor`, of what does not change while the plan is made
        #: WAR-10's loss for each dynasty we might attack, asked by every war weighed (`kin_loss_with`)
        self._kin_losses: dict[str, int] = {}
        self._action_facts: dict[str, ActionFacts] = self._of_the_rules("actions", dict)  # (by action, as asked)
        #: what a priority finds once a plan, by its name, of what does not change while the plan is made
        self.found: dict[str, Any] = {}
        #: PROV-3: (province, famine or disease) of its provinces whose event waits for its answer
        self._pending = {(p.id, p.event.decision) for p in knowledge.provinces
                         if p.event is not None and p.event.decision is not None}

    def _of_the_rules(self, name: str, make: Callable[[], Any]) -> Any:
        """What `make` finds of the rules alone, found once for every plan of them (`of_rules`) by its `name`."""
        found = self._of_rules.get((name,))
        if found is None:
            found = self._of_rules[name,] = make()
        return found

    def result(self) -> BotPlan:
        """The orders planned so far, with the reason of each action."""
        # the bot's own orders, each part validated as it was planned: the file is built without validation
        orders = built(m.OrderFile, {"dynasty": self.me, "turn": self.turn, "decisions": self.decisions,
                                     "actions": [p.order for p in self.actions], "war": self.war, "names": {}})
        return BotPlan(orders, [p.why for p in self.actions])

    @cached_property
    def state(self) -> GameState:
        """INFO-3: the state as the dynasty knows it; of another dynasty only public facts, hidden ones
        placeholders. Built when first asked, by what a war weighs: the rest reads the knowledge itself."""
        return self.knowledge.known_state()

    @cached_property
    def houses(self) -> dict[str, Branched]:
        """Every dynasty the state it knows holds, its own too, with the house each branched from (INFO-3)."""
        return {self.me: self.knowledge, **{o.id: o for o in self.knowledge.others if o.id != self.me}}

    @cached_property
    def kin(self) -> dict[str, list[str]]:
        """The living members of every dynasty of the known state (asked only before a war is declared)."""
        return members_by_dynasty(self.state)

    @cached_property
    def known_gossips(self) -> set[str]:
        """INFO-4: the characters we learned to be Gossips (TRAIT-gossip)."""
        return {subject for (subject, fact), learned in self.known.items()
                if fact == "traits" and isinstance(learned.value, list) and "gossip" in learned.value}

    # -- what the dynasty has -------------------------------------------------------------------------------

    def traits(self, cid: str) -> list[str]:
        return self.members[cid].traits

    def is_head(self, cid: str) -> bool:
        return cid == self._head

    def capable(self, view: MemberView) -> bool:
        """ACT-0: a living, capable member, not isolated, not a general at war (WAR-1)."""
        return (view.age >= self.rules.age.capable and "isolated" not in view.status
                and "general" not in view.roles)

    def limit(self, cid: str) -> int:
        """DYN-5, TRAIT-workaholic: how many actions he may execute."""
        return self._limits[cid]

    def reliable(self, cid: str) -> bool:
        """SAB-1, LOY-4: a member with loyalty ≤ 1 (never the head) may sabotage what he is ordered."""
        return self.is_head(cid) or self.members[cid].loyalty > self.rules.sabotage.max_loyalty

    def willing(self, cid: str, action: str) -> bool:
        """Moods: a Lazy member is ordered only what he does gladly (TRAIT-lazy); a member with Bad manners
        executes no public action but his own marriage (TRAIT-bad_manners)."""
        return action not in self._unwilling.get(cid, ())

    def free(self, action: str, *, second: bool = False, reliable: bool = True) -> list[str]:
        """Members who may still execute `action` this turn, in the order of the members: with no action yet (or,
        with `second`, with one left, TRAIT-workaholic), willing, and (by default) not likely to sabotage."""
        return [cid for cid in self._capable if self._free(cid, action, second, reliable)]

    def is_free(self, cid: str, action: str, *, second: bool = False, reliable: bool = True) -> bool:
        """Whether `cid` is one of `free(action, ...)`."""
        return cid in self._capable_set and self._free(cid, action, second, reliable)

    def _free(self, cid: str, action: str, second: bool, reliable: bool) -> bool:
        if cid in self.teaching or (reliable and cid in self._unreliable):
            return False
        used = self.slots[cid]
        if used and (not second or used >= self._limits[cid]):  # (every member has one action: DYN-5)
            return False
        return action not in self._unwilling.get(cid, ())  # (`willing`)

    def anyone_free(self) -> bool:
        """Whether a capable member has an action left (DYN-5): every executor `free`, `is_free` and `best`
        choose is one."""
        return bool(self._open)

    def best(self, action: str, skill: str | None, *, minimum: int = 0, second: bool = False,
             avoid_head: bool = False) -> str | None:
        """The free member with the highest `skill` (at least `minimum`), the head last among equals when
        `avoid_head`."""
        found, rank = None, None
        for c in self._open:  # (the members `_free` may find; the rank orders them all, whatever the set's order)
            level = self.members[c].skills[skill] if skill is not None else 0
            if (skill is not None and level < minimum) or not self._free(c, action, second, True):
                continue
            ranked = (level, -(avoid_head and c == self._head), -self._positions[c])
            if rank is None or ranked > rank:
                found, rank = c, ranked
        return found

    def children_of(self, cid: str) -> list[str]:
        """His children who are members of the house."""
        return [c for c, v in self.members.items() if cid in (v.father, v.mother)]

    def siblings_of(self, cid: str) -> list[str]:
        """His brothers and sisters who are members of the house (ALLY-3: one shared parent is enough)."""
        view = self.members[cid]
        return [c for c, v in self.members.items() if c != cid and (
            (view.father is not None and v.father == view.father)
            or (view.mother is not None and v.mother == view.mother))]

    def unmarried(self) -> list[str]:
        """Members who should marry: capable, unmarried, not yet past the age of children (AGE-4)."""
        return [c for c, v in self.members.items()
                if v.spouse is None and self.rules.age.capable <= v.age < self.rules.age.infertile]

    def gossips_at_home(self) -> int:
        """TRAIT-gossip: each public action of the house aimed at another dynasty costs that dynasty 10
        reputation for each Gossip of the house — and may bring a Hot-tempered head's war (WAR-13)."""
        return sum(1 for v in self.members.values() if "gossip" in v.traits)

    def study_value(self, cid: str) -> tuple[Skill, float]:
        """The skill most worth studying: its weight (the head's and the heir's stewardship more) times the
        chance that the study roll (1d6, a Genius +2) beats the skill (ACT-study). Of what does not change while
        the plan is made (his skills, traits and roles): found once a member — and once for all plans of the
        same rules, character, skills, study bonuses and roles (`of_rules`: a member weighs the same lesson turn
        after turn)."""
        found = self._study_values.get(cid)
        if found is None:
            view = self.members[cid]
            if self._lessons is None:  # (what this character found of each member's lessons, by what it reads)
                self._lessons = self._of_rules.setdefault(("lessons", self._studied_key), {})
            bonuses = tuple(self._study_bonus[t] for t in view.traits if t in self._study_bonus)
            key = (tuple(view.skills.items()), bonuses, cid == self._head, "heir" in view.roles)
            found = self._lessons.get(key)
            if found is None:
                found = self._lessons[key] = self._study_value(view, sum(bonuses), bool(bonuses), cid == self._head)
            self._study_values[cid] = found
        return found

    def _study_value(self, view: MemberView, bonus: int, genius: bool, head: bool) -> tuple[Skill, float]:
        top = self.rules.limits.genius_skill_max if genius else self.rules.limits.skill_max  # SKILL-1, SKILL-4
        sides = parse_dice(self.rules.actions.study.die)[1]
        skills = list(self.rules.skills)
        best: tuple[float, Skill] = (0.0, skills[0])
        for skill in skills:
            level = view.skills[skill]
            if level >= top:
                continue
            chance = max(0, min(sides, sides - level + bonus)) / sides
            weight = self.p.skill_weights[skill]
            if skill == "stewardship" and head:
                weight *= self.p.head_stewardship_factor
            elif skill == "stewardship" and "heir" in view.roles:
                weight *= self.p.heir_stewardship_factor
            value = weight * chance
            if value > best[0]:
                best = (value, skill)
        return best[1], best[0]

    def kin_loss_with(self, enemy: str) -> int:
        """WAR-10: what attacking `enemy` costs us each war turn: for kin of either head on the other side, as
        the dynasty's knowledge tells it (`DynastyKnowledge.war_kin`, from the public family links), or between
        branches of one house (0 if none)."""
        if enemy not in self._kin_losses:
            found = self.knowledge.war_kin.get(enemy)
            if found is None and line_of(self.houses, enemy) == line_of(self.houses, self.me):
                branch = kin_loss(self.state, self.rules, self.me, enemy, attacking=True, members=self.kin)
                found = branch[0] if branch is not None else None
            self._kin_losses[enemy] = found or 0
        return self._kin_losses[enemy]

    # -- reputation (DYN-2, SUCC-4) ------------------------------------------------------------------------

    def reputation_left(self) -> int:
        """The reputation once what the plan spends and risks is lost."""
        return self.knowledge.reputation - self.reputation_spent - self.reputation_risked

    def reputation_floor(self) -> int:
        """The reputation the house keeps (`Personality.guards_reputation`): the cautious level, or with fewer than
        two lawful heirs the reputation that outlives SUCC-4's price for the one who would succeed (DYN-2)."""
        if self._floor is None:
            self._floor = self.p.cautious_reputation
            if self.p.guards_reputation and len(self.lawful) < 2:  # the one lawful heir may die or leave first
                self._floor = max(self._floor, lowest_safe_reputation(self.rules) + self.p.succession_margin)
        return self._floor

    def own_loss(self, cid: str, loss: int) -> int:
        """TRAIT-beautiful, TRAIT-ugly (TRAIT-R2): a loss of reputation whose only cause is his action, as the
        engine takes it — halved or doubled, rounded up (a positive `loss` here)."""
        for trait_id in self.traits(cid):
            factor = self.rules.traits[trait_id].reputation_loss_factor
            if factor is not None:
                loss = math.ceil(loss * factor)
        return loss

    def manners_cost(self, action: str, executor: str | None) -> int:
        """TRAIT-bad_manners: what a public action by a Bad-mannered member costs the house (counted by a
        character that guards its reputation; find_spouse counts it itself)."""
        if (not self.p.guards_reputation or executor is None or action == "find_spouse"
                or "bad_manners" not in self.traits(executor) or not self.rules.actions.get(action).public):
            return 0
        return self.own_loss(executor, -(self.rules.traits["bad_manners"].reputation_loss or 0))

    def may_lose(self, amount: int, *, optional: bool = False) -> bool:
        """Whether the plan may risk `amount` more reputation: always for `today`, else while the reputation
        left stays at the floor or above — for what the house could do without (`optional`: a plot, a war of
        its choosing), at the floor that outlives an unlawful heir whatever its heirs; for the rest, above the
        floor by what other dynasties took from it since its last report (`hit_by_others`)."""
        if not self.p.guards_reputation:
            return True
        floor = self.reputation_floor()
        if optional:
            floor = max(floor, lowest_safe_reputation(self.rules) + self.p.succession_margin)
            if self.succession_near():  # the price may fall due this turn: a margin more for what others cost
                floor += self.p.succession_margin
        else:  # what other dynasties took since the last report, they may take again
            floor += self.knowledge.hit_by_others
        return self.reputation_left() - amount >= floor

    def succession_near(self) -> bool:
        """SUCC-4, AGE-5: fewer than two lawful heirs, and a head who rolls for his life at the next aging."""
        head = self.members.get(self.knowledge.head or "")
        checks = self.rules.age.old_age_checks
        return (head is not None and len(self.lawful) < 2 and bool(checks)
                and head.age + self.rules.age.turn_years >= min(checks))

    def ends(self, did: str) -> bool:
        """A rival this character means to end (DEFEAT-5): its public reputation is at most `finish_below`, or
        `endgame_rivals` other dynasties or fewer are left alive; none for `today`."""
        return self.p.finish_below > 0 and (self.others[did].reputation <= self.p.finish_below
                                            or len(self.others) <= self.p.endgame_rivals)

    # -- what the dynasty knows of the others ---------------------------------------------------------------

    def known_army(self, did: str) -> int | None:
        """INFO-4: another dynasty's army, if learned recently (by spying)."""
        fact = self.known.get((did, "army"))
        if fact is None or self.turn - fact.turn > self.p.fresh_turns or not isinstance(fact.value, int):
            return None
        return fact.value

    def dynasty_of(self, some_id: str) -> str | None:
        """The house of a dynasty or a character as the state it knows holds them: a living one's from the
        knowledge itself; a dead relative's, known by a link only, from that state (`known_state`)."""
        if some_id in self.houses:
            return some_id
        if some_id in self.members:
            return self.me
        public = self.public_members.get(some_id)
        if public is not None:
            return public[0]
        person = self.state.characters.get(some_id)
        return person.dynasty if person is not None else None

    @cached_property
    def public_members(self) -> dict[str, tuple[str, PublicMember]]:
        """Every living member of another house, by id, with his house (INFO-3)."""
        found: dict[str, tuple[str, PublicMember]] = {}
        for other in self.knowledge.others:
            for member in other.members:
                found.setdefault(member.id, (other.id, member))
        return found

    def acceptable_terms(self, *, ask: int = 0, vassal: str | None = None, claim: list[str] | None = None) -> bool:
        """Terms of a proposal or an offer of peace: none that takes a province of ours, none that makes us a
        vassal (VASSAL-3), and no more coins asked of us than we can spare."""
        if {p.id for p in self.knowledge.provinces} & set(claim or []) or vassal == self.me:
            return False
        return ask == 0 or ask <= self.spare_coins()

    # -- coins ----------------------------------------------------------------------------------------------

    @property
    def coins_used(self) -> int:
        """The coins of the decisions that pay and of the actions planned, with the terms they promise."""
        if not self._pending:  # no event waits for an answer: no decision pays
            return self._actions_coins
        return pending_coins(self.rules, self._famine_price, self.decisions,
                             lambda pid, kind: (pid, kind) in self._pending) + self._actions_coins

    @cached_property
    def _famine_price(self) -> int:
        """PROV-3: what paying for a famine costs the house (its technologies do not change while it plans)."""
        return famine_cost(self.rules, self.knowledge.technologies)

    def reserve(self) -> int:
        """Coins kept back for master steps 4 and 5 (ECON-1, ECON-2): the upkeep the income will not cover
        (ARMY-3) and the Spendthrifts' coins (TRAIT-spendthrift)."""
        if self._reserve is None:
            self._reserve = self._kept_back()
        return self._reserve

    def _kept_back(self) -> int:
        income = 0
        for province in self.knowledge.provinces:
            event = province.event
            halved = event is not None and event.applies and event.kind in ("famine", "disease")
            income += province.yield_ // 2 if halved else province.yield_
        upkeep = self.army * self.rules.army.upkeep_per_point
        divisors = [self.rules.technologies[t].upkeep_divisor for t in self.knowledge.technologies
                    if t in self.rules.technologies and self.rules.technologies[t].upkeep_divisor]
        if divisors:
            upkeep = -(-upkeep // max(d for d in divisors if d is not None))
        spendthrifts = sum(v.traits.count("spendthrift") for v in self.members.values())
        spendthrift = spendthrifts * (self.rules.traits["spendthrift"].coins or 0) if spendthrifts else 0
        famines = 0
        if self.p.guards_reputation:  # PROV-3: the famines to expect, each paid or −10 reputation
            provinces = len(self.knowledge.provinces)
            famines = self._of_the_rules(f"famines of {provinces}", lambda: expected_famines(self.rules, provinces)) * \
                self.rules.events.famine.cost
        return max(0, upkeep - income) + spendthrift + self.p.reserve_margin + famines

    def spare_coins(self, *, urgent: bool = False) -> int:
        """Coins the plan may still spend: all of the balance for what is urgent, else beyond the reserve."""
        left = self.balance - self.coins_used
        return left if urgent else left - self.reserve()

    # -- adding an action -----------------------------------------------------------------------------------

    def add(self, data: dict[str, Any], why: tuple[str, str], *, urgent: bool = False) -> bool:
        """Plan one action if its executor has an action left (DYN-5), its AP fit (DYN-4) and its coins fit
        (DYN-7); True when planned."""
        # the action, its executor and its AP are read from `data` (the bot's own, always well formed), so that
        # an action that cannot be planned is not built: more than half of those tried are not
        action: str = data["action"]
        facts = self._action_facts.get(action)
        if facts is None:
            facts = self._action_facts[action] = ActionFacts.of(self.rules, action)
        if facts.once_per_turn and action in self.once:
            return False
        executor: str | None = data.get("by")
        nth = self.slots[executor] + 1 if executor is not None else 1
        if executor is not None and nth > self._limits[executor]:
            return False
        traits = tuple(self.members[executor].traits) if executor is not None else None
        key = ("ap", self.era, action, traits, nth)  # (what `action_ap` reads: the same for every plan)
        ap = self._of_rules.get(key)
        if ap is None:
            ap = self._of_rules[key] = action_ap(self.rules, self.era, action, None if executor is None
                                                 else self.members[executor], nth)
        if ap > self.ap_left:
            return False
        least = facts.least_coins
        if least > 0 and least > self.spare_coins(urgent=urgent):  # (a third of those tried cannot pay: not built)
            return False
        order = facts.model.model_validate(data)  # (the action's own model: no union to choose in)
        coins = action_coins(self.rules, self.era, order) if facts.priced_by_order else least  # (else the table's)
        if isinstance(order, m.ProposeMarriage | m.OfferPeace):
            coins += order.terms.pay
        if coins > 0 and coins > self.spare_coins(urgent=urgent):
            return False
        manners = self.manners_cost(action, executor)
        if manners and not self.may_lose(manners):
            return False
        self.reputation_spent += manners
        self.ap_left -= ap
        self._actions_coins += coins
        for busy in (executor, order.teacher if isinstance(order, m.Mentor) else None):
            if busy is not None:
                self.slots[busy] += 1
                if self.slots[busy] >= self._limits.get(busy, 1):
                    self._open.discard(busy)
        if isinstance(order, m.Mentor) and order.teacher is not None:
            self.teaching.add(order.teacher)
        if facts.once_per_turn:
            self.once.add(order.action)
        self.actions.append(Planned(order, why))
        return True
