"""The built-in player (BRANCH-10, CONTRACT `dynasty bot`): orders for a master-run dynasty.

The bot plays fair. It decides from the dynasty's own report (`DynastyReport`) and the rules, nothing else:
its own dynasty whole (INFO-5), of the others their public facts (INFO-3) and what it learned (INFO-4) —
never a hidden fact (INFO-1 .. INFO-5: fog of war is a security property). It reads the report through
`state_from_report`, the state that the player's own check uses, whose hidden values are placeholders that
the bot never reads of another dynasty.

It is deterministic: no random module; where it wants variety it hashes (dynasty, turn, what), so the same
report always gives the same orders. Its orders are legal: it counts AP with `orders.costs` (eras, Smart,
Workaholic), gives each member one action (DYN-5; a Workaholic two), keeps the coins within the balance
(DYN-7) and recruits within ARMY-2.

What it does, in order of priority:
1. decisions: each pending event answered (PROV-6's defaults: famine and disease paid when affordable,
   volunteers accepted, a revolt suppressed when the army suffices); the default heir named when the head
   nears the age of old-age deaths and the heir is lawful (SUCC-5);
2. war: battle orders for each war (the whole army, WAR-11; the enemy's provinces to take), a general where
   the war has none, peace when losing or tired of war (accepting an offer whose terms take nothing of
   ours, or offering a white peace — two bots that both want peace make it at once, by mirror offers);
3. marriages: a standing proposal to an unmarried member accepted; a proposal to a suitable member of
   another dynasty; a spouse found (find_spouse) when the house has no couple left to have children, when
   a proposal lapsed, or when nobody suits — as far as the reputation allows. The heir never marries out;
4. abdication of an old head to a grown lawful heir; provinces about to revolt pacified; recruits when
   threatened; war declared on a dynasty known (by spying) to be much weaker;
5. now and then intrigue (spy, gossip); a pilgrimage; entertainment of disloyal members; develop,
   research, the remaining disloyal provinces; a ball or a visit; a donation when rich;
6. every member still free trains a skill (study, or mentor with a hired teacher).

A house with Gossips (TRAIT-gossip: each public action aimed at another house costs that house 10
reputation a Gossip) visits and gives balls to no one, and with several it proposes no marriage.

The report does not yet carry standing proposals and offers of peace as data: the bot reads them from the
report's sentences ("happened"), by the ids in parentheses that every sentence gives.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from dynasty.campaign import Campaign, GameSettings
from dynasty.errors import CampaignError, DynastyError, Location, display_path, one_line
from dynasty.orders import model as m
from dynasty.orders.check import check_parsed
from dynasty.orders.costs import action_ap, action_coins, decisions_coins, recruit_price
from dynasty.orders.messages import Language
from dynasty.orders.parse import parse_orders_text
from dynasty.orders.player import state_from_report
from dynasty.relations import is_close, members_by_dynasty, relation, relatives_between
from dynasty.reports.build import build_dynasty_report
from dynasty.reports.model import DynastyReport, KnownFact, MemberView, OtherDynastyView, PublicMember, WarView
from dynasty.reports.write import load_logs
from dynasty.rules import Rules, Skill, parse_dice
from dynasty.state import Character, GameState
from dynasty.succession import is_lawful_heir, lawful_heirs
from dynasty.yamlio import atomic_write_text, dump_yaml, read_text

#: The first line of every order file the bot writes; `dynasty bot` replaces only files that begin with it.
BOT_MARK = "# Orders written by the built-in player (dynasty bot)"

# The bot's strategy — its own choices, not rules of the game (those live in the rules data).
#: coins kept back beyond what the coming upkeep and Spendthrifts need
RESERVE_MARGIN = 5
#: the army a dynasty at peace wants per province it holds
ARMY_PER_PROVINCE = 5
#: reputation below which the bot takes no risk of losing more (plots, find_spouse, war)
CAUTIOUS_REPUTATION = 50
#: reputation that a house may spend on what it could also do without (find_spouse when it has couples)
COMFORTABLE_REPUTATION = 100
#: TRAIT-gossip: a house with more Gossips than this proposes no marriage (each Gossip costs the other house 10
#: reputation), and accepts none with more than the second number; it finds spouses instead
MAX_GOSSIPS_TO_PROPOSE = 1
MAX_GOSSIPS_TO_ACCEPT = 2
#: intrigue now and then: a spy one turn in this many (every turn under a Cunning head), gossip half as often,
#: and only with this much reputation above the cautious level to pay a discovery (ACT-spy: −20)
PLOT_EVERY = 4
PLOT_MARGIN = 20
#: a learned fact (an army, a balance) counts as current for this many turns
FRESH_TURNS = 2
#: war is declared only on a dynasty whose known army is at most (ours − margin) / ratio
WAR_RATIO = 2
WAR_MARGIN = 10
#: a war older than this many turns is one to end (WAR-9 drains both sides every turn)
TIRED_OF_WAR = 3
#: a donation only when the treasury holds this much beyond the reserve
RICH = 120
#: how valuable a skill point is to the dynasty (the head's stewardship is AP, DYN-3)
SKILL_WEIGHTS: dict[str, float] = {"combat": 1.0, "learning": 1.4, "intrigue": 1.2, "piety": 0.6,
                                   "stewardship": 1.0}
#: research order: AP first, then cheaper upkeep, then the events
TECHNOLOGY_ORDER = ("bureaucracy", "logistics", "irrigation", "medicine", "fortification")

#: strings written unquoted (ids, skill names); anything else is quoted, and so are YAML's special words
_PLAIN = re.compile(r"[a-z][a-z0-9_-]*")
_YAML_WORDS = frozenset({"true", "false", "null", "yes", "no", "on", "off", "y", "n"})
_ID = re.compile(r"\(([a-z][a-z0-9_-]*)\)")
#: coins asked of the other side, in a sentence of the reports (en, ru) or in a generic one (`ask: 20`)
_ASKS = re.compile(r"(?:asks|просит|ask:)\s+(\d+)")


def _hash(*parts: object) -> int:
    """Deterministic variety: the same (dynasty, turn, what) always gives the same number."""
    return int.from_bytes(hashlib.sha256("/".join(map(str, parts)).encode()).digest()[:8], "big")


@dataclass(frozen=True)
class Planned:
    """One action of the plan, with why the bot chose it (written as a comment in the order file)."""

    order: m.ActionOrder
    why: tuple[str, str]  # en, ru


@dataclass
class BotPlan:
    """The bot's orders and its reasons."""

    orders: m.OrderFile
    reasons: list[tuple[str, str]] = field(default_factory=list)  # one per action, en and ru


class _Plan:
    """The planning of one dynasty's orders from its report: AP, coins and members' actions spent as the
    plan goes, so that nothing planned breaks DYN-4, DYN-5, DYN-7 or ARMY-2."""

    def __init__(self, report: DynastyReport, rules: Rules) -> None:
        self.report = report
        self.rules = rules
        self.me = report.dynasty
        self.turn = report.turn
        self.era = report.era.id
        # INFO-3: the state as the reader knows it; of another dynasty only public facts are read below
        self.state: GameState = state_from_report(report)[0]
        self.kin = members_by_dynasty(self.state)
        self.members: dict[str, MemberView] = {v.id: v for v in report.members}
        self.others: dict[str, OtherDynastyView] = {o.id: o for o in report.others if o.alive}
        self.known: dict[tuple[str, str], KnownFact] = {}
        for other in report.others:
            for fact in other.known:
                key = (fact.subject, fact.fact)
                if key not in self.known or self.known[key].turn <= fact.turn:
                    self.known[key] = fact
        self.ap_left = report.ap.value
        self.balance = report.treasury.value
        self.army = report.army.value
        self.decisions = m.Decisions()
        self.actions: list[Planned] = []
        self.war: dict[str, m.WarOrder] = {}
        self.slots: Counter[str] = Counter()
        self.teaching: set[str] = set()  # members busy without an action of their own (a teacher, a bride)
        self.once: set[str] = set()
        self.targets: set[str] = set()  # characters already aimed at by this plan
        self.reputation_spent = 0  # what the planned find_spouse actions cost
        # every dynasty on the other side of a war (VASSAL-5: vassals too); battle orders go by war
        self.enemies = list(dict.fromkeys(e for w in report.wars for e in (w.enemies or [w.enemy])))
        # SUCC-3 on the state the report rebuilds: a dead son appears only as the parent of a living member,
        # which is what tells whether his line still counts
        self.lawful = lawful_heirs(self.state, rules, self.me) if report.head is not None else []

    # -- what the dynasty has ---------------------------------------------------------------------------

    def character(self, cid: str) -> Character:
        return self.state.characters[cid]

    def traits(self, cid: str) -> list[str]:
        return self.members[cid].traits

    def is_head(self, cid: str) -> bool:
        return cid == self.report.head

    def capable(self, view: MemberView) -> bool:
        """ACT-0: a living, capable member, not isolated, not a general at war (WAR-1)."""
        return (view.age >= self.rules.age.capable and "isolated" not in view.status
                and "general" not in view.roles)

    def limit(self, cid: str) -> int:
        """DYN-5, TRAIT-workaholic: how many actions he may execute."""
        return max([1, *[self.rules.traits[t].actions_per_turn or 1 for t in self.traits(cid)]])

    def reliable(self, cid: str) -> bool:
        """SAB-1, LOY-4: a member with loyalty ≤ 1 (never the head) may sabotage what he is ordered."""
        return self.is_head(cid) or self.members[cid].loyalty > self.rules.sabotage.max_loyalty

    def willing(self, cid: str, action: str) -> bool:
        """Moods: a Lazy member is ordered only what he does gladly (TRAIT-lazy); a member with Bad manners
        executes no public action but his own marriage (TRAIT-bad_manners)."""
        for trait_id in self.traits(cid):
            trait = self.rules.traits[trait_id]
            if "action" in trait.mood and trait.mood["action"] < 0 and action not in trait.exempt_actions:
                return False
            if (trait_id == "bad_manners" and self.rules.actions.get(action).public
                    and action not in ("propose_marriage", "accept_marriage", "find_spouse")):
                return False
        return True

    def free(self, action: str, *, second: bool = False, reliable: bool = True) -> list[str]:
        """Members who may still execute `action` this turn, in the report's order: with no action yet (or,
        with `second`, with one left, TRAIT-workaholic), willing, and (by default) not likely to sabotage."""
        found = []
        for cid, view in self.members.items():
            if not self.capable(view) or cid in self.teaching:
                continue
            used = self.slots[cid]
            if used >= self.limit(cid) or (used >= 1 and not second):
                continue
            if not self.willing(cid, action) or (reliable and not self.reliable(cid)):
                continue
            found.append(cid)
        return found

    def best(self, action: str, skill: str | None, *, minimum: int = 0, second: bool = False,
             avoid_head: bool = False) -> str | None:
        """The free member with the highest `skill` (at least `minimum`), the head last among equals when
        `avoid_head`."""
        candidates = self.free(action, second=second)
        if skill is not None:
            candidates = [c for c in candidates if self.members[c].skills[skill] >= minimum]
        if not candidates:
            return None
        return max(candidates, key=lambda c: ((self.members[c].skills[skill] if skill else 0),
                                              -(avoid_head and self.is_head(c)), -list(self.members).index(c)))

    @property
    def coins_used(self) -> int:
        total = decisions_coins(self.state, self.rules, self.me, self.decisions)
        for planned in self.actions:
            total += action_coins(self.rules, self.era, planned.order)
            if isinstance(planned.order, m.ProposeMarriage | m.OfferPeace):
                total += planned.order.terms.pay
        return total

    def reserve(self) -> int:
        """Coins kept back for master steps 4 and 5 (ECON-1, ECON-2): the upkeep the income will not cover
        (ARMY-3) and the Spendthrifts' coins (TRAIT-spendthrift)."""
        income = 0
        for province in self.report.provinces:
            event = province.event
            halved = event is not None and event.applies and event.kind in ("famine", "disease")
            income += province.yield_ // 2 if halved else province.yield_
        upkeep = self.army * self.rules.army.upkeep_per_point
        divisors = [self.rules.technologies[t].upkeep_divisor for t in self.report.technologies
                    if t in self.rules.technologies and self.rules.technologies[t].upkeep_divisor]
        if divisors:
            upkeep = -(-upkeep // max(d for d in divisors if d is not None))
        spendthrift = sum(self.rules.traits[t].coins or 0 for v in self.members.values() for t in v.traits
                          if t == "spendthrift")
        return max(0, upkeep - income) + spendthrift + RESERVE_MARGIN

    def spare_coins(self, *, urgent: bool = False) -> int:
        """Coins the plan may still spend: all of the balance for what is urgent, else beyond the reserve."""
        left = self.balance - self.coins_used
        return left if urgent else left - self.reserve()

    # -- adding an action ---------------------------------------------------------------------------------

    def add(self, data: dict[str, Any], why: tuple[str, str], *, urgent: bool = False) -> bool:
        """Plan one action if its executor has an action left (DYN-5), its AP fit (DYN-4) and its coins fit
        (DYN-7); True when planned."""
        order = cast(m.ActionOrder, m.ACTION_ADAPTER.validate_python(data))
        rule = self.rules.actions.get(order.action)
        if rule.once_per_turn and order.action in self.once:
            return False
        executor = order.executor
        nth = self.slots[executor] + 1 if executor is not None else 1
        if executor is not None and nth > self.limit(executor):
            return False
        person = self.character(executor) if executor is not None else None
        ap = action_ap(self.rules, self.era, order.action, person, nth)
        coins = action_coins(self.rules, self.era, order)
        if isinstance(order, m.ProposeMarriage | m.OfferPeace):
            coins += order.terms.pay
        if ap > self.ap_left or (coins > 0 and coins > self.spare_coins(urgent=urgent)):
            return False
        self.ap_left -= ap
        if executor is not None:
            self.slots[executor] += 1
        if isinstance(order, m.Mentor) and order.teacher is not None:
            self.slots[order.teacher] += 1
            self.teaching.add(order.teacher)
        if rule.once_per_turn:
            self.once.add(order.action)
        self.actions.append(Planned(order, why))
        return True

    # -- 1. decisions -------------------------------------------------------------------------------------

    def plan_decisions(self) -> None:
        """PROV-3, PROV-4, PROV-6: every pending event answered (the report's defaults pay when affordable,
        accept volunteers, and suppress a revolt when the army suffices); SUCC-5: the default heir named
        when the head nears the old-age deaths (AGE-5)."""
        for view in self.report.decisions:
            if view.kind in ("famine", "disease", "volunteers", "revolt") and view.province is not None:
                answers: dict[str, str] = getattr(self.decisions, view.kind)
                answers[view.province] = view.default
        head = self.members.get(self.report.head or "")
        heir = next((v for v in self.report.decisions if v.kind == "heir"), None)
        old_age = min(self.rules.age.old_age_checks, default=None)
        if (heir is not None and head is not None and old_age is not None
                and head.age + self.rules.age.turn_years >= old_age and heir.default in self.members
                and is_lawful_heir(self.state, self.rules, self.me, heir.default)):
            self.decisions.heir = heir.default

    # -- 2. war -------------------------------------------------------------------------------------------

    def plan_battles(self) -> None:
        """WAR-2, WAR-5, WAR-11: the whole army, split evenly across the wars; the enemy's provinces to
        take, in an order varied by turn."""
        wars = sorted(self.report.wars, key=lambda w: w.enemy)
        if not wars:
            return
        share, rest = divmod(self.army, len(wars))
        for i, view in enumerate(wars):
            enemy = view.enemy  # one entry per war, named by the other side's leader
            provinces = [pid for e in (view.enemies or [enemy]) if e in self.others for pid in self.others[e].provinces]
            if provinces:
                start = _hash(self.me, self.turn, "take", enemy) % len(provinces)
                provinces = provinces[start:] + provinces[:start]
            self.war[enemy] = m.WarOrder(send=share + (1 if i < rest else 0), take=provinces)

    def known_army(self, did: str) -> int | None:
        """INFO-4: another dynasty's army, if learned recently (by spying)."""
        fact = self.known.get((did, "army"))
        if fact is None or self.turn - fact.turn > FRESH_TURNS or not isinstance(fact.value, int):
            return None
        return fact.value

    def general_for(self) -> str | None:
        """WAR-1: the best soldier who is not the head, else the head (he then executes no action)."""
        candidates = [c for c, v in self.members.items() if self.capable(v) and self.reliable(c)]
        if not candidates:
            return None
        return max(candidates, key=lambda c: (not self.is_head(c), self.members[c].skills["combat"],
                                              -list(self.members).index(c)))

    def plan_generals(self) -> None:
        """WAR-1: a war in which we have no general gets one."""
        for view in self.report.wars:
            if view.general is not None or self.war_order_given(view.enemy, "general"):
                continue
            general = self.general_for()
            if general is None or self.slots[general]:
                continue
            self.add({"action": "general", "by": general, "war": view.enemy, "general": general},
                     ("a general for the war", "генерал для войны"))

    def war_order_given(self, enemy: str, action: str) -> bool:
        return any(p.order.action == action and enemy in (getattr(p.order, "war", None), getattr(p.order, "to", None),
                                                           getattr(p.order, "from_", None))
                   for p in self.actions)

    def wants_peace(self, view: WarView) -> bool:
        """Losing or tired: a weak army, a known stronger enemy, few provinces, low reputation, a war on an
        ally that became one (WAR-10 costs the attacker every war turn), or a long war (WAR-9 drains both
        sides each turn)."""
        enemy_army = self.known_army(view.enemy)
        allied = any(self.others[e].relation == "ally" for e in (view.enemies or [view.enemy]) if e in self.others)
        return (allied or self.army < 2 * ARMY_PER_PROVINCE or len(self.report.provinces) <= 1
                or self.report.reputation.value < CAUTIOUS_REPUTATION
                or (enemy_army is not None and enemy_army >= self.army)
                or self.turn - view.started >= TIRED_OF_WAR + (1 if view.side == "attacker" else 0))

    def acceptable_terms(self, text: str) -> bool:
        """Terms read from the report's sentence of a proposal or an offer of peace (its ids are in
        parentheses): none that takes a province of ours, none that makes us a vassal (VASSAL-3: our id would
        be named a second time, beside the receiver's), and no more coins asked of us than we can spare."""
        ids = _ID.findall(text)
        if {p.id for p in self.report.provinces} & set(ids) or ids.count(self.me) > 1:
            return False
        asked = [int(n) for n in _ASKS.findall(text)]
        return not asked or max(asked) <= self.spare_coins()

    def peace_offer_from(self, view: WarView) -> bool:
        """A standing offer of peace from the enemy of `view` to us on terms we accept: from the war's
        `offers_received` where the report gives them, else from the report's sentences."""
        enemy = view.enemy
        offers = getattr(view, "offers_received", None)
        if offers is not None:
            ours = {p.id for p in self.report.provinces}
            return any(getattr(o, "dynasty", None) == enemy and not set(getattr(o, "claim", [])) & ours
                       and getattr(o, "vassal", None) != self.me and getattr(o, "ask", 0) <= self.spare_coins()
                       for o in offers)
        for happening in self.report.happened:
            if "peace" not in happening.kind or "offer" not in happening.kind:
                continue
            ids = _ID.findall(happening.text)
            if ids and self.dynasty_of(ids[0]) == enemy and self.me in ids and self.acceptable_terms(happening.text):
                return True
        return False

    def dynasty_of(self, some_id: str) -> str | None:
        if some_id in self.state.dynasties:
            return some_id
        person = self.state.characters.get(some_id)
        return person.dynasty if person is not None else None

    def plan_peace(self) -> None:
        """ACT-offer_peace, ACT-accept_peace: a vassal leaves peace to its lord (VASSAL-5: the report does not
        say which wars are the lord's); otherwise, when peace is wanted, an offer of the enemy is accepted,
        or a white peace is offered (the enemy's mirror offer makes it at once)."""
        if self.report.lord is not None:
            return
        for view in self.report.wars:
            if view.enemy not in self.others or not self.wants_peace(view):
                continue
            if self.peace_offer_from(view):
                by = self.best("accept_peace", None)
                if by is not None and self.add({"action": "accept_peace", "by": by, "from": view.enemy},
                                               ("peace: the enemy offered it", "мир: враг предложил")):
                    continue
            by = self.best("offer_peace", "stewardship")
            if by is not None:
                self.add({"action": "offer_peace", "by": by, "to": view.enemy},
                         ("peace: the war goes badly or too long", "мир: война идёт плохо или слишком долго"))

    def plan_declare_war(self) -> None:
        """ACT-declare_war: only at peace, with a reputation to spare, a head who is no Pacifist, a general who
        is not the head, and on a dynasty known (INFO-4, recently) to have an army at most half of ours less
        a margin — never an ally, a relative (WAR-10), our lord, our vassal or our own house (BRANCH)."""
        if self.enemies or self.report.reputation.value < CAUTIOUS_REPUTATION:
            return
        head = self.report.head
        if head is None or head not in self.members or "pacifist" in self.traits(head):
            return
        targets = []
        for did, other in self.others.items():
            army = self.known_army(did)
            if (army is None or other.relation != "enemy" or not other.provinces or did == self.report.lord
                    or other.lord == self.me or other.branch_of is not None or self.report.branch_of is not None
                    or relatives_between(self.state, self.me, did, members=self.kin) is not None):
                continue
            if WAR_RATIO * army + WAR_MARGIN <= self.army:
                targets.append((army, _hash(self.me, self.turn, "war", did), did))
        if not targets:
            return
        general = self.general_for()
        if general is None or self.is_head(general) or self.slots[general]:
            return
        _, _, target = min(targets)
        self.add({"action": "declare_war", "by": general, "on": target, "general": general},
                 ("war: they are known to be much weaker", "война: известно, что они намного слабее"))

    # -- 3. marriages ------------------------------------------------------------------------------------

    def unmarried(self) -> list[str]:
        """Members who should marry: capable, unmarried, not yet past the age of children (AGE-4)."""
        return [c for c, v in self.members.items()
                if v.spouse is None and self.rules.age.capable <= v.age < self.rules.age.infertile]

    def proposals(self) -> list[tuple[str, str, str]]:
        """The marriage proposals the report tells of, as (proposer, target, text), newest last."""
        found = []
        for happening in self.report.happened:
            if happening.kind != "proposal":
                continue
            ids = _ID.findall(happening.text)
            if len(ids) >= 2:
                found.append((ids[0], ids[1], happening.text))
        return found

    def public(self, cid: str) -> PublicMember | None:
        for other in self.others.values():
            for member in other.members:
                if member.id == cid:
                    return member
        return None

    def moves_out(self, ours: str, theirs: PublicMember) -> bool:
        """MAR-1, MAR-2: would our member leave the dynasty by this marriage?"""
        if self.is_head(ours):
            return False
        if self.members[ours].sex == "f":
            return True
        return theirs.head  # a head wife keeps her dynasty; her husband joins it

    def may_leave(self, ours: str) -> bool:
        """The heir stays home, and so does one of the last two lawful heirs (SUCC-3, SUCC-4: a house without
        one pays dearly for its next head)."""
        if "heir" in self.members[ours].roles:
            return False
        return not (ours in self.lawful and len(self.lawful) <= 2)

    def suitable(self, ours: str, theirs: PublicMember, dynasty: str) -> bool:
        """MAR-2: another living dynasty's unmarried capable member of the other sex, not a close relative,
        not of a dynasty at war with us, not its head (a head would take our member, or keep hers)."""
        view = self.members[ours]
        if (theirs.sex == view.sex or theirs.spouse is not None or theirs.age < self.rules.age.capable
                or theirs.head or dynasty in self.enemies or theirs.id in self.targets):
            return False
        if self.moves_out(ours, theirs) and not self.may_leave(ours):
            return False
        kind = relation(self.state, ours, theirs.id)
        return not is_close(kind)

    def fertile_couples(self) -> int:
        """MAR-3, MAR-4: the couples of the house who may still have children."""
        age = self.rules.age
        return sum(1 for cid, v in self.members.items()
                   if v.sex == "m" and v.spouse in self.members and age.fertile <= v.age < age.infertile
                   and age.fertile <= self.members[v.spouse].age < age.infertile)

    def lapsed(self) -> dict[str, str]:
        """Our members whose proposal lapsed unanswered (the report's "proposal-lapsed"), with the dynasty
        that let it lapse."""
        found = {}
        for happening in self.report.happened:
            ids = _ID.findall(happening.text)
            if happening.kind == "proposal-lapsed" and len(ids) >= 2 and ids[0] in self.members:
                dynasty = self.dynasty_of(ids[1])
                if dynasty is not None:
                    found[ids[0]] = dynasty
        return found

    def known_gossips(self, did: str) -> int:
        """INFO-4: the Gossips we know of in another dynasty."""
        count = 0
        for member in self.others[did].members:
            fact = self.known.get((member.id, "traits"))
            if fact is not None and isinstance(fact.value, list) and "gossip" in fact.value:
                count += 1
        return count

    def plan_marriages(self) -> None:
        """ACT-accept_marriage, ACT-propose_marriage, ACT-find_spouse (MAR-1, MAR-2): the head and the heir
        first. A standing proposal is accepted; a member waiting for the answer to his own waits; one whose
        proposal lapsed, or anyone while the house has no couple left to have children, finds a spouse when
        the reputation allows; the others propose, to someone no other proposal is about (TRAIT-gossip: not
        a house of Gossips), or find a spouse."""
        proposals = self.proposals()
        spoken_for = {by for by, _, _ in proposals} | {target for _, target, _ in proposals}
        lapsed = self.lapsed()
        # a house that let our proposal lapse, or that we know to be full of Gossips, will not answer
        silent = set(lapsed.values()) | {did for did in self.others if self.known_gossips(did) > MAX_GOSSIPS_TO_ACCEPT}
        order = sorted(self.unmarried(), key=lambda c: (not self.is_head(c), "heir" not in self.members[c].roles,
                                                        list(self.members).index(c)))
        for ours in order:
            if self.slots[ours] or ours in self.teaching or not self.capable(self.members[ours]):
                continue
            gossips = self.gossips_at_home()
            if gossips <= MAX_GOSSIPS_TO_ACCEPT and self.accept(ours, proposals):
                continue
            if self.proposal_stands(ours, proposals):
                # our proposal of last turn stands until their orders of this turn; one who would leave us
                # on the wedding is given nothing else to do (ACT-0: it would fail)
                if self.members[ours].sex == "f" and not self.is_head(ours):
                    self.teaching.add(ours)
                continue
            urgent = self.fertile_couples() == 0 or (self.is_head(ours) and not self.lawful)
            if (urgent or ours in lapsed) and self.find_spouse(ours, urgent=urgent, lapsed=ours in lapsed):
                continue
            if gossips <= MAX_GOSSIPS_TO_PROPOSE and self.propose(ours, spoken_for, silent):
                continue
            self.find_spouse(ours, urgent=urgent)

    def accept(self, ours: str, proposals: list[tuple[str, str, str]]) -> bool:
        """A proposal to our member that stands: accept it unless it makes us a vassal, asks more coins than
        we can spare, or would take our heir away."""
        for proposer, target, text in reversed(proposals):
            if target != ours or proposer in self.targets:
                continue
            theirs = self.public(proposer)
            dynasty = self.dynasty_of(proposer)
            if theirs is None or dynasty is None or dynasty == self.me:
                continue
            if theirs.spouse is not None or theirs.sex == self.members[ours].sex:
                continue
            if self.moves_out(ours, theirs) and not self.may_leave(ours):
                continue
            if not self.acceptable_terms(text):
                continue
            if self.add({"action": "accept_marriage", "by": ours, "target": proposer},
                        ("marriage: accepting their proposal", "брак: принимаем предложение")):
                self.targets.add(proposer)
                return True
        return False

    def proposal_stands(self, ours: str, proposals: list[tuple[str, str, str]]) -> bool:
        """Our member proposed last turn to someone still unmarried."""
        for by, target, _ in proposals:
            if by == ours:
                theirs = self.public(target)
                if theirs is not None and theirs.spouse is None:
                    return True
        return False

    def propose(self, ours: str, spoken_for: set[str], silent: set[str]) -> bool:
        """One of the suitable of an age near ours (AGE-3, AGE-4: who can still have children first), chosen
        by the turn's hash so that a refusal is not asked again; no one a standing proposal is about, and no
        house that does not answer."""
        view = self.members[ours]
        age = self.rules.age
        candidates = []
        for did, other in self.others.items():
            if did in silent:
                continue
            for theirs in other.members:
                if theirs.id not in spoken_for and self.suitable(ours, theirs, did):
                    fertile = age.fertile <= theirs.age + age.turn_years and theirs.age < age.infertile
                    near = abs(theirs.age - view.age) <= 2 * age.turn_years
                    candidates.append((not fertile, not near, _hash(self.me, self.turn, ours, theirs.id), theirs.id))
        if not candidates:
            return False
        target = min(candidates)[-1]
        if self.add({"action": "propose_marriage", "by": ours, "target": target},
                    ("marriage: a suitable match", "брак: подходящая партия")):
            self.targets.add(target)
            return True
        return False

    def find_spouse(self, ours: str, *, urgent: bool, lapsed: bool = False) -> bool:
        """ACT-find_spouse when the reputation can afford it (−40 for the head, −20 for his child, −10
        otherwise; TRAIT-bad_manners −10 more): it stays above the cautious level when the house has no
        couple left to have children, well above it otherwise."""
        rule = self.rules.actions.find_spouse
        head = self.report.head
        view = self.members[ours]
        if self.is_head(ours):
            cost = -rule.reputation_head
        elif head is not None and head in (view.father, view.mother):
            cost = -rule.reputation_head_child
        else:
            cost = -rule.reputation_other
        if "bad_manners" in view.traits:
            cost -= self.rules.traits["bad_manners"].reputation_loss or 0
        floor = CAUTIOUS_REPUTATION if urgent else COMFORTABLE_REPUTATION if not lapsed else \
            CAUTIOUS_REPUTATION + PLOT_MARGIN
        if self.report.reputation.value - self.reputation_spent - cost < floor:
            return False
        if self.add({"action": "find_spouse", "by": ours},
                    ("marriage: a spouse of a minor house", "брак: супруг из мелкого рода")):
            self.reputation_spent += cost
            return True
        return False

    # -- 4. the house, the provinces, the army ------------------------------------------------------------

    def plan_abdication(self) -> None:
        """SUCC-1: a head of 60 or more hands power to the default heir when there is a lawful one (SUCC-3: the
        default heir is then the first lawful one) of an age to rule and to have children: the new head rules
        without the AGE-4 penalty, and his own kin are the next lawful heirs."""
        head = self.report.head
        if head is None or head not in self.members or not self.lawful:
            return
        if self.members[head].age < self.rules.succession.abdicate_min_age:
            return
        heir = next((c for c, v in self.members.items() if "heir" in v.roles), None)
        if heir is None or heir not in self.lawful:
            return
        if not self.rules.age.fertile <= self.members[heir].age < self.members[head].age:
            return
        if self.slots[head] or not self.capable(self.members[head]):
            return
        self.add({"action": "abdicate", "by": head, "heir": heir},
                 ("an old head hands power to the heir", "старый глава передаёт власть наследнику"))

    def revolt_loyalty(self) -> int:
        """PROV-3, ERA-5: the loyalty at which a province's revolts apply."""
        effects = self.rules.eras[self.era].effects
        return effects.revolt_at_loyalty or self.rules.events.revolt.at_loyalty

    def pacify(self, *, at_most: int, urgent: bool) -> None:
        """ACT-pacify: the least loyal provinces first, by the best steward."""
        top = self.rules.limits.province_loyalty_max
        provinces = sorted((p for p in self.report.provinces if p.loyalty <= min(at_most, top - 1)),
                           key=lambda p: (p.loyalty, p.id))
        done = {getattr(p.order, "province", None) for p in self.actions if p.order.action == "pacify"}
        for province in provinces:
            if province.id in done:
                continue
            by = self.best("pacify", "stewardship")
            if by is None:
                return
            self.add({"action": "pacify", "by": by, "province": province.id},
                     (f"loyalty of the province is {province.loyalty}",
                      f"лояльность провинции {province.loyalty}"), urgent=urgent)

    def threatened(self) -> bool:
        """At war, a small army for the provinces held, or a neighbour known to be stronger."""
        if self.enemies or self.army < ARMY_PER_PROVINCE * len(self.report.provinces):
            return True
        return any((army := self.known_army(did)) is not None and army > self.army for did in self.others)

    def plan_recruits(self) -> None:
        """ARMY-2: at most the limit per province a turn, 2 coins a point (ERA-4: 1); at war as many as the
        coins allow, at peace up to the army the provinces want."""
        if not self.threatened():
            return
        provinces = len(self.report.provinces)
        limit = self.rules.army.recruit_max_per_province * provinces
        price = recruit_price(self.rules, self.era)
        wanted = limit if self.enemies else max(0, ARMY_PER_PROVINCE * provinces + ARMY_PER_PROVINCE - self.army)
        points = min(limit, wanted, self.spare_coins() // price if price else limit)
        if points <= 0:
            return
        candidates = self.free("recruit")
        if not candidates:
            return
        # the member whose skills are worth least elsewhere
        by = min(candidates, key=lambda c: (max(self.members[c].skills.values()), list(self.members).index(c)))
        self.add({"action": "recruit", "by": by, "points": points},
                 ("recruits: the house is threatened", "набор: дому грозит опасность"))

    # -- 5. intrigue, church, learning, diplomacy -----------------------------------------------------------

    def honest_at_home(self) -> bool:
        """TRAIT-honest: every plot costs each Honest member of the house mood."""
        return any("honest" in v.traits for v in self.members.values())

    def plotter_heads(self) -> bool:
        """TRAIT-cunning, TRAIT-insidious: a head glad of a plot — his mood is the house's AP (DYN-3)."""
        head = self.members.get(self.report.head or "")
        return head is not None and bool({"cunning", "insidious"} & set(head.traits))

    def plan_intrigue(self) -> None:
        """Now and then: spy (ACT-spy) on a dynasty we know too little of, preferring the ones we might fight;
        gossip (ACT-gossip) about the most reputable rival. Never with an Honest member at home, never against
        an ally (ALLY-4), never with a reputation that could not take the discovery."""
        if self.honest_at_home() or self.report.reputation.value < CAUTIOUS_REPUTATION + PLOT_MARGIN:
            return
        if self.plotter_heads() or _hash(self.me, self.turn, "spy") % PLOT_EVERY == 0:
            by = self.best("spy", "intrigue", minimum=3)
            target = self.spy_target()
            if by is not None and target is not None and self.add(
                    {"action": "spy", "by": by, "target": target},
                    ("spying: to learn their army and treasury", "слежка: узнать их армию и казну")):
                self.targets.add(target)
        if (_hash(self.me, self.turn, "gossip") % (2 * PLOT_EVERY) == 0
                and self.report.reputation.value >= COMFORTABLE_REPUTATION):
            rivals = sorted((o for o in self.others.values() if o.relation == "enemy"),
                            key=lambda o: (-o.reputation, o.id))
            by = self.best("gossip", "intrigue", minimum=4)
            if rivals and by is not None:
                self.add({"action": "gossip", "by": by, "target": rivals[0].id},
                         ("gossip about the first rival", "сплетни о главном сопернике"))

    def spy_target(self) -> str | None:
        """A capable non-head member of an enemy-dynasty whose army we do not know now; avoiding what we
        learned makes spying fail (Honest, Paranoid, Devoted) and preferring low loyalty (INFO-4)."""
        choices = []
        for did, other in self.others.items():
            if other.relation != "enemy" or self.known_army(did) is not None:
                continue
            for member in other.members:
                if member.head or member.age < self.rules.age.capable or member.id in self.targets:
                    continue
                traits = self.known.get((member.id, "traits"))
                if traits is not None and isinstance(traits.value, list) and \
                        {"honest", "paranoid", "devoted"} & set(traits.value):
                    continue
                loyalty = self.known.get((member.id, "loyalty"))
                level = loyalty.value if loyalty is not None and isinstance(loyalty.value, int) else 3
                choices.append((level, _hash(self.me, self.turn, "spy", member.id), member.id))
        return min(choices)[-1] if choices else None

    def plan_pilgrimage(self) -> None:
        """ACT-pilgrimage: the executor's mood +1 — for the head, 2 AP next turn (DYN-3) — and a chance of
        reputation; by the head unless he is Lazy, else by the most pious."""
        head = self.report.head
        if (head is not None and head in self.free("pilgrimage")
                and (self.members[head].skills["stewardship"] >= 4 or self.study_value(head)[1] == 0)):
            self.add({"action": "pilgrimage", "by": head},
                     ("pilgrimage: the head's mood, and reputation", "паломничество: настроение главы и репутация"))
            return
        by = self.best("pilgrimage", "piety", minimum=4, avoid_head=True)
        if by is not None:
            self.add({"action": "pilgrimage", "by": by}, ("pilgrimage: reputation", "паломничество: репутация"))

    def plan_entertainment(self) -> None:
        """ACT-entertain: a member who may sabotage (SAB-1), or who is one step from the loyalty that gives AP
        (LOY-5), is cheered."""
        for cid, view in self.members.items():
            if self.is_head(cid) or not self.capable(view) or self.slots[cid]:
                continue
            low = view.loyalty <= self.rules.sabotage.max_loyalty
            almost = view.loyalty == self.rules.ap.loyal_level - 1 and self.spare_coins() >= 2 * RESERVE_MARGIN
            if (low or almost) and self.willing(cid, "entertain"):
                self.add({"action": "entertain", "by": cid},
                         (f"entertainment: loyalty {view.loyalty}", f"развлечения: лояльность {view.loyalty}"))

    def die_sides(self) -> int:
        """The sides of the check die ("check (skill, TN)": 1d6 + skill ≥ TN)."""
        return parse_dice(self.rules.checks.die)[1]

    def plan_develop(self) -> None:
        """ACT-develop: the province of the lowest yield, by a learned member (the check is learning, TN 8)."""
        rule = self.rules.actions.develop
        provinces = sorted((p for p in self.report.provinces if p.yield_ < rule.yield_max),
                           key=lambda p: (p.yield_, p.id))
        if rule.tn is None:
            return
        for province in provinces[:2]:
            by = self.best("develop", "learning", minimum=rule.tn - self.die_sides() + 2)
            if by is None:
                return
            self.add({"action": "develop", "by": by, "province": province.id},
                     (f"development: yield {province.yield_}", f"развитие: доход {province.yield_}"))

    def plan_research(self) -> None:
        """ACT-research: a technology we lack, by a learned member (the check is learning, TN 9; ERA-2 +1)."""
        rule = self.rules.actions.research
        bonus = self.rules.eras[self.era].effects.check_bonus.get("research", 0)
        missing = [t for t in TECHNOLOGY_ORDER if t in self.rules.technologies and t not in self.report.technologies]
        missing += [t for t in self.rules.technologies if t not in missing and t not in self.report.technologies]
        if not missing or rule.tn is None:
            return
        by = self.best("research", "learning", minimum=rule.tn - bonus - self.die_sides() + 2)
        if by is not None:
            self.add({"action": "research", "by": by, "technology": missing[0]},
                     (f"research: {self.rules.technologies[missing[0]].en}",
                      f"исследование: {self.rules.technologies[missing[0]].ru}"))

    def unknown_people(self) -> list[PublicMember]:
        """Members of other dynasties whose traits we have not learned (INFO-2): potential spouses first."""
        wanted = {("f" if self.members[c].sex == "m" else "m") for c in self.unmarried()}
        people = []
        for did, other in self.others.items():
            for member in other.members:
                if (member.id, "traits") in self.known or member.id in self.targets:
                    continue
                spouse = member.spouse is None and member.sex in wanted and member.age >= self.rules.age.capable
                people.append((not spouse, did in self.enemies, _hash(self.me, self.turn, "visit", member.id),
                               member))
        return [p for *_, p in sorted(people, key=lambda x: x[:3])]

    def gossips_at_home(self) -> int:
        """TRAIT-gossip: each public action of the house aimed at another dynasty costs that dynasty 10
        reputation for each Gossip of the house — and may bring a Hot-tempered head's war (WAR-13)."""
        return sum(1 for v in self.members.values() if "gossip" in v.traits)

    def plan_ball_or_visit(self) -> None:
        """ACT-ball when the treasury allows (+5 reputation, and the guests' traits and loyalty); else one
        ACT-visit to someone we know nothing of. Neither with a Gossip at home (TRAIT-gossip)."""
        people = self.unknown_people()
        if not people or self.gossips_at_home():
            return
        ball = self.rules.actions.ball
        guests = [p.id for p in people if p.age >= self.rules.age.capable][:ball.max_guests]
        if len(guests) >= ball.min_guests and self.spare_coins() >= ball.coins + 4 * RESERVE_MARGIN:
            host = self.best("ball", "intrigue")
            if host is not None and self.add({"action": "ball", "by": host, "guests": guests},
                                             ("a ball: reputation, and to know them", "бал: репутация и знакомства")):
                self.targets.update(guests)
                return
        by = self.best("visit", "intrigue", avoid_head=True)
        if by is not None and self.add({"action": "visit", "by": by, "target": people[0].id},
                                       ("a visit: to know them", "визит: узнать их")):
            self.targets.add(people[0].id)

    def plan_donation(self) -> None:
        """ACT-donate when rich: reputation for coins, by the most pious (×1.5 from piety 4)."""
        rule = self.rules.actions.donate
        spare = self.spare_coins() - RICH
        if spare < rule.coins_min or self.report.reputation.value >= self.rules.limits.reputation_max:
            return
        coins = min(rule.coins_max, spare - spare % rule.coins_step)
        by = self.best("donate", "piety")
        if by is not None and coins >= rule.coins_min:
            self.add({"action": "donate", "by": by, "coins": coins}, ("a donation: reputation", "пожертвование: "
                                                                                                 "репутация"))

    # -- 6. training --------------------------------------------------------------------------------------

    def skill_top(self, cid: str) -> int:
        """SKILL-1, SKILL-4: the highest a skill may be studied to."""
        genius = any(self.rules.traits[t].study_bonus for t in self.traits(cid))
        return self.rules.limits.genius_skill_max if genius else self.rules.limits.skill_max

    def study_value(self, cid: str) -> tuple[Skill, float]:
        """The skill most worth studying: its weight (the head's and the heir's stewardship more) times the
        chance that the study roll (1d6, a Genius +2) beats the skill (ACT-study)."""
        view = self.members[cid]
        bonus = sum(self.rules.traits[t].study_bonus or 0 for t in view.traits)
        top = self.skill_top(cid)
        sides = parse_dice(self.rules.actions.study.die)[1]
        skills = list(self.rules.skills)
        best: tuple[float, Skill] = (0.0, skills[0])
        for skill in skills:
            level = view.skills[skill]
            if level >= top:
                continue
            chance = max(0, min(sides, sides - level + bonus)) / sides
            weight = SKILL_WEIGHTS[skill]
            if skill == "stewardship" and self.is_head(cid):
                weight *= 3
            elif skill == "stewardship" and "heir" in view.roles:
                weight *= 2
            value = weight * chance
            if value > best[0]:
                best = (value, skill)
        return best[1], best[0]

    def train(self, cid: str, *, second: bool = False) -> bool:
        """ACT-mentor with a hired teacher when the study would likely fail and the coins allow; else
        ACT-study."""
        if cid not in self.free("study", second=second, reliable=False):
            return False
        skill, value = self.study_value(cid)
        if value <= 0:
            return False
        level = self.members[cid].skills[skill]
        mentor = self.rules.actions.mentor
        hired = max(min(mentor.hired_teacher_coins), level + mentor.skill_gap)
        sides = parse_dice(self.rules.actions.study.die)[1]
        chance = (sides - level) / sides
        if (chance <= 0.5 and hired in mentor.hired_teacher_coins
                and self.willing(cid, "mentor")
                and self.spare_coins() >= mentor.hired_teacher_coins[hired] + 2 * RESERVE_MARGIN
                and self.add({"action": "mentor", "by": cid, "hired_teacher": hired, "skill": skill},
                             (f"a hired teacher of {self.rules.skills[skill].en}",
                              f"нанятый учитель: {self.rules.skills[skill].ru}"))):
            return True
        if not self.willing(cid, "study"):
            return False
        return self.add({"action": "study", "by": cid, "skill": skill},
                        (f"study of {self.rules.skills[skill].en}", f"обучение: {self.rules.skills[skill].ru}"))

    def plan_training(self) -> None:
        """Every member still free trains; then a Workaholic who is not the head and is loyal enough takes a
        second lesson (TRAIT-workaholic: +2 AP, −1 mood)."""
        for cid in self.members:
            if not self.slots[cid]:
                self.train(cid)
        for cid, view in self.members.items():
            if (self.slots[cid] == 1 and self.limit(cid) > 1 and not self.is_head(cid)
                    and view.loyalty > self.rules.sabotage.max_loyalty + 1):
                self.train(cid, second=True)

    # -- the whole ----------------------------------------------------------------------------------------

    def run(self) -> BotPlan:
        if self.report.head is None or not self.members:
            return BotPlan(m.OrderFile(dynasty=self.me, turn=self.turn))
        self.plan_decisions()
        self.plan_battles()
        self.plan_generals()
        self.plan_peace()
        self.plan_marriages()
        self.plan_abdication()
        self.pacify(at_most=self.revolt_loyalty(), urgent=True)
        self.plan_recruits()
        self.plan_declare_war()
        self.plan_intrigue()
        self.plan_pilgrimage()
        self.plan_entertainment()
        self.plan_develop()
        self.plan_research()
        self.pacify(at_most=self.revolt_loyalty() + 1, urgent=False)
        self.plan_ball_or_visit()
        self.plan_donation()
        self.plan_training()
        orders = m.OrderFile(dynasty=self.me, turn=self.turn, decisions=self.decisions,
                             actions=cast(Any, [p.order for p in self.actions]), war=self.war)
        return BotPlan(orders, [p.why for p in self.actions])


# -- the API ---------------------------------------------------------------------------------------------------


def bot_plan(report: DynastyReport, rules: Rules) -> BotPlan:
    """The orders of the report's dynasty for the report's turn, with the reason of each action."""
    return _Plan(report, rules).run()


def bot_orders(report: DynastyReport, rules: Rules) -> m.OrderFile:
    """The orders of the report's dynasty for the report's turn, decided from the report alone (INFO-1 ..
    INFO-5)."""
    return bot_plan(report, rules).orders


def bot_orders_for(state: GameState, rules: Rules, settings: GameSettings, dynasty_id: str,
                   log: Mapping[str, Any] | None) -> m.OrderFile:
    """The bot's orders for `dynasty_id` at `state.turn`: its report is built (with `log`, the log of the
    turn before), and the bot reads only that."""
    return bot_orders(build_dynasty_report(state, rules, settings, dynasty_id, log), rules)


def action_mapping(order: m.ActionOrder) -> dict[str, Any]:
    """An action as the order file writes it: a one-key mapping `{visit: {by: ..., target: ...}}`."""
    params = order.model_dump(mode="json", by_alias=True, exclude_defaults=True)
    params.pop("action", None)
    return {order.action: params}


def _yaml_lines(data: Mapping[str, Any]) -> list[str]:
    return dump_yaml(dict(data)).rstrip("\n").split("\n")


def _flow(value: Any) -> str:
    """A value on one line in YAML's flow style: `{by: charles, guests: [anna, marie]}`."""
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{_flow(k)}: {_flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    if isinstance(value, str):
        if _PLAIN.fullmatch(value) and value not in _YAML_WORDS:
            return value
        return json.dumps(value, ensure_ascii=False)  # a JSON string is a YAML double-quoted scalar
    return json.dumps(value)  # numbers, true, false, null


def orders_text(plan: BotPlan, name: str, language: Language) -> str:
    """The order file of a plan: the bot's mark, the CONTRACT's format, one comment per action saying why."""
    orders = plan.orders
    ru = language == "ru"
    lines = [BOT_MARK,
             "# " + (f"Приказы: {one_line(name)} ({orders.dynasty}), ход {orders.turn}. ГМ может их править; "
                     "'dynasty bot' перепишет файл, пока первая строка на месте."
                     if ru else f"Orders of {one_line(name)} ({orders.dynasty}), turn {orders.turn}. The GM may edit "
                                "them; 'dynasty bot' rewrites the file while its first line stays."),
             f"dynasty: {orders.dynasty}", f"turn: {orders.turn}"]
    decisions = orders.decisions.model_dump(mode="json", exclude_defaults=True)
    lines += _yaml_lines({"decisions": decisions}) if decisions else ["decisions: {}"]
    if orders.actions:
        lines.append("actions:")
        for i, order in enumerate(orders.actions):
            why = plan.reasons[i][1 if ru else 0] if i < len(plan.reasons) else ""
            lines.append(f"  - {_flow(action_mapping(order))[1:-1]}" + (f"  # {one_line(why)}" if why else ""))
    else:
        lines.append("actions: []")
    lines.append("war:" if orders.war else "war: {}")
    lines += [f"  {_flow(did)}: {_flow(order.model_dump(mode='json', exclude_defaults=True))}"
              for did, order in orders.war.items()]
    return "\n".join(lines) + "\n"


def _controller(campaign: Campaign, state: GameState, did: str) -> str:
    """BRANCH-10: who gives a dynasty's orders: its seat in `turns/game.yaml`, else the state's (a cadet
    branch is first run by the master, BRANCH-1)."""
    seat = campaign.settings.dynasties.get(did)
    return seat.controller if seat is not None else state.dynasties[did].controller


def write_bot_orders(campaign: Campaign, turn_text: str, dynasties: list[str] | None) -> list[Path]:
    """`dynasty bot TURN [--dynasty ID ...]`: write `turns/turn-NN/orders/<id>.yaml` for the master-run
    dynasties (BRANCH-10), or for the ones named. Never touches a player's file: refuses, writing nothing,
    when an order file of a player-run dynasty exists, or one the bot did not write."""
    turn = campaign.pick_turn(turn_text)
    latest = campaign.latest_turn()
    if turn != latest:
        raise CampaignError(f"turn {turn} is not the latest turn ({latest}); the bot writes the orders of the turn "
                            f"to resolve, {latest}")
    state = campaign.load_state(turn)
    if state.winners:
        raise CampaignError("the game is over; 'dynasty status' says who won")
    rules, settings = campaign.rules, campaign.settings
    if dynasties:
        chosen = list(dict.fromkeys(dynasties))
        for did in chosen:
            if did not in state.dynasties:
                raise CampaignError(f"'{did}' is no dynasty of this game; dynasties: {', '.join(state.dynasties)}")
            if not state.dynasties[did].alive:
                raise CampaignError(f"dynasty '{did}' has been destroyed and gives no orders")
    else:
        chosen = [did for did in state.living_dynasties() if _controller(campaign, state, did) == "master"]
    for did in chosen:
        _refuse_overwrite(campaign, turn, state, did)
    log, _ = load_logs(campaign, turn)
    language: Language = "ru" if settings.language == "ru" else "en"
    texts = []
    for did in chosen:
        report = build_dynasty_report(state, rules, settings, did, log)
        text = orders_text(bot_plan(report, rules), state.dynasties[did].name, language)
        path = campaign.order_path(turn, did)
        parsed = parse_orders_text(text, display_path(path), rules, language)
        problems = [p for p in check_parsed(parsed, state, rules, language, turn=turn, expected_dynasty=did)
                    if p.severity == "error"]
        if problems:  # a bug of ours, never the user's input: say so plainly
            raise AssertionError(f"the bot wrote orders that 'dynasty check' refuses: {problems[0]}")
        texts.append((path, text))
    for path, text in texts:
        atomic_write_text(path, text)
    return [path for path, _ in texts]


def _refuse_overwrite(campaign: Campaign, turn: int, state: GameState, did: str) -> None:
    """CONTRACT: the program never rewrites a player's order file; nor one the GM wrote for a master-run
    dynasty (a file the bot wrote begins with `BOT_MARK`)."""
    path = campaign.order_path(turn, did)
    if not path.exists():
        return
    where = Location(display_path(path))
    if _controller(campaign, state, did) != "master":
        raise CampaignError(f"'{did}' is player-run and its order file exists; the bot never overwrites a "
                            "player's orders", where)
    try:
        first = read_text(path).split("\n", 1)[0].strip()
    except DynastyError:
        first = ""
    if first != BOT_MARK:
        raise CampaignError(f"this order file of '{did}' was not written by the bot (its first line is not "
                            f"'{BOT_MARK}'); delete it to let the bot write new orders", where)
