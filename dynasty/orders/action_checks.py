"""The order checker, action by action (ACT-0 and the action table): `check_<action>` for each action that
has rules of its own beyond its executor's (which `dynasty.orders.check` checks for every action)."""

from __future__ import annotations

from dynasty.errors import Location
from dynasty.game.relations import KINDS, alliance, enemies_of, inverse, lords_of, relation
from dynasty.game.state import Character
from dynasty.game.succession import default_heir, is_lawful_heir, unlawful_penalty
from dynasty.game.war_costs import kin_loss
from dynasty.orders import model as m
from dynasty.orders.check_base import CheckerBase, Ref
from dynasty.orders.messages import text
from dynasty.text.did_you_mean import closest


class ActionChecks(CheckerBase):
    """The checks of each action's own targets and terms."""

    def check_find_spouse(self, n: int, order: m.FindSpouse) -> None:
        self.unmarried(self.at_action(n, "by"), order.by)

    def unmarried(self, where: Location, cid: str) -> None:
        character = self.state.characters.get(cid)
        if character is not None and character.alive and character.spouse is not None:
            self.error("married", where, who=Ref(cid), spouse=Ref(character.spouse))

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
                levels = ", ".join(text(self.language, "hired-level-item", level=level, coins=coins)
                                   for level, coins in sorted(prices.items()))
                self.error("hired-level", self.at_action(n, "hired_teacher"), level=order.hired_teacher, levels=levels)
                return
            teaching = order.hired_teacher
        else:
            assert order.teacher is not None
            teacher = self.state.characters.get(order.teacher)
            if teacher is None or not self.own(order.teacher) or order.teacher == order.by:
                return
            teaching = teacher.skills.get(order.skill)
        if teaching - level < gap:
            self.error("mentor-gap", self.at_action(n, "skill"), student=Ref(order.by),
                       skill=self.skill_name(order.skill), level=level, teaching=teaching, gap=gap)

    def check_study(self, n: int, order: m.Study) -> None:
        student = self.state.characters.get(order.by)
        if student is None or not self.own(order.by):  # never read another dynasty's skills (INFO-3)
            return
        top = self.rules.limits.genius_skill_max if "genius" in student.traits else self.rules.limits.skill_max
        if student.skills.get(order.skill) >= top:
            self.warn("study-max", self.at_action(n, "skill"), who=Ref(order.by), skill=self.skill_name(order.skill),
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
            self.error("isolate-head-or-heir", where, who=Ref(order.target),
                       role="head" if order.target == self.dynasty.head else "heir")
        elif target.age < self.rules.age.capable:
            self.error("target-child", where, who=Ref(order.target), age=target.age, visit=self.action_name("visit"))
        elif target.isolated:
            self.error("already-isolated", where, who=Ref(order.target))

    def check_release(self, n: int, order: m.Release) -> None:
        where = self.at_action(n, "target")
        target = self.own_member(where, order.target, capable=False)
        if target is not None and not target.isolated:
            self.error("not-isolated", where, who=Ref(order.target))

    def check_abdicate(self, n: int, order: m.Abdicate) -> None:
        """SUCC-1: a head aged 60+ may hand over power; SUCC-4: to anyone but a lawful heir at a price."""
        head = self.state.characters.get(order.by)
        if order.by != self.dynasty.head:
            if head is not None:  # an unknown executor is the executor's check's (unknown-character)
                self.error("not-head", self.at_action(n, "by"), who=Ref(order.by))
        elif head is not None and head.age < self.rules.succession.abdicate_min_age:
            self.error("abdicate-age", self.at_action(n, "by"), who=Ref(order.by), age=head.age,
                       minimum=self.rules.succession.abdicate_min_age)
        where = self.at_action(n, "heir")
        heir = self.own_member(where, order.heir, capable=False)
        if heir is None:
            return
        if order.heir == self.dynasty.head:
            self.error("heir-is-head", where, who=Ref(order.heir))
        elif not is_lawful_heir(self.state, self.rules, self.dynasty_id, order.heir):
            self.unlawful_heir(where, order.heir)

    def unlawful_heir(self, where: Location, heir: str) -> None:
        """SUCC-4: 80 reputation and half (rounded up) of what remains; not enough, and the dynasty loses. One
        succession a turn: the risks of an abdication and of a named heir are one loss (DYN-2)."""
        reputation = self.dynasty.reputation
        self.risk("heir-unlawful", where, loss=unlawful_penalty(self.rules, reputation), once="succession",
                  who=Ref(heir), penalty=self.rules.succession.unlawful_penalty, reputation=reputation)

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
                kin = "head" if cid == head else relation(self.state, head, cid) if head else None
                self.error("branch-forbidden", where, who=Ref(cid), relation=kin or "grandparent")
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
        if order.head is not None and order.head not in self.state.characters:
            self.unknown("unknown-character", self.at_action(n, "head"), order.head, self.state.characters)
        elif order.head is not None and order.head not in people:
            self.error("branch-head", self.at_action(n, "head"), who=Ref(order.head))
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
            self.error("not-newborn", where, who=Ref(cid), turn=self.state.turn)

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
            self.error("married", where, who=Ref(target_id), spouse=Ref(target.spouse))
        elif target.sex == executor.sex:
            self.error("same-sex", where, who=Ref(target_id), executor=Ref(by))
        return target

    def check_propose_marriage(self, n: int, order: m.ProposeMarriage) -> None:
        target = self.marriage(n, order.by, order.target, "propose_marriage")
        if target is not None:
            self.terms(n, order.terms, target.dynasty)

    def check_accept_marriage(self, n: int, order: m.AcceptMarriage) -> None:
        """ACT-accept_marriage: accepts a proposal of the previous turn (in the state), or matches the other
        side's proposal ordered this turn. Without a standing proposal the warning is given whatever the other
        side has sent: a reply that changed with a rival's pending orders would let a player probe them."""
        target = self.marriage(n, order.by, order.target, "accept_marriage")
        if target is None:
            return
        standing = any(p.kind == "marriage" and p.by == order.target and p.target == order.by and not p.accept
                       for p in self.state.proposals)
        if standing:
            return
        if self.turn_orders is None:
            self.warn("no-proposal", self.at_action(n, "target"), who=Ref(order.target), by=Ref(order.by))
        elif not any(isinstance(a, m.ProposeMarriage) and a.by == order.target and a.target == order.by
                     for a in self.other_orders(target.dynasty)):
            self.warn("no-proposal", self.at_action(n, "target"), "none", who=Ref(order.target), by=Ref(order.by),
                      house=Ref(target.dynasty), turn=self.state.turn)

    def other_orders(self, did: str) -> list[m.ActionOrder]:
        """The actions another house ordered this turn, as the game master's check reads every file."""
        orders = self.turn_orders.get(did) if self.turn_orders is not None else None
        return list(orders.actions) if orders is not None else []

    def terms(self, n: int, terms: m.MarriageTerms, other: str) -> None:
        """VASSAL-3, VASSAL-6: the vassal named in terms is one of the two sides."""
        if terms.vassal is not None and terms.vassal not in (self.dynasty_id, other):
            self.error("terms-vassal", self.at_action(n, "terms", "vassal"), id=terms.vassal, ours=Ref(self.dynasty_id),
                       theirs=Ref(other))

    def plot_target(self, n: int, by: str, target_id: str, action: str, *, head_allowed: bool) -> Character | None:
        where = self.at_action(n, "target")
        target = self.other_member(where, target_id, action)
        if target is None:
            return None
        if not head_allowed and self.state.dynasties[target.dynasty].head == target_id:
            self.error("target-head", where, who=Ref(target_id), action=self.action_name(action))
        self.discovery_warning(n, target.dynasty, action, by)
        return target

    def discovery_warning(self, n: int, other: str, action: str, by: str) -> None:
        """ACT-0: a discovered plot costs the action's discovery penalty (ACT table); ALLY-4: double against an
        ally; halved or doubled by the executor's own traits (TRAIT-R2). Against an ally it is always told;
        against an enemy only where it could end the house (DYN-2), alone or with the turn's other losses."""
        reason = alliance(self.state, self.dynasty_id, other)
        penalty = self.rules.actions.get(action).discovery_penalty
        if penalty is None:
            return
        base = self.own_loss(by, abs(penalty))
        if reason is None:
            self.risk("plot-discovery", self.at_action(n), loss=base, quiet=True, action=self.action_name(action),
                      house=Ref(other))
            return
        loss = self.own_loss(by, 2 * abs(penalty))
        if reason.ours == self.dynasty.head:  # their member is kin of our head
            self.risk("plot-ally", self.at_action(n), loss=loss, base=base, action=self.action_name(action),
                      house=Ref(other), relative=Ref(reason.theirs), kin=reason.kind)
        else:  # our member is kin of their head
            self.risk("plot-ally", self.at_action(n), "theirs", loss=loss, base=base, action=self.action_name(action),
                      house=Ref(other), relative=Ref(reason.ours), kin=inverse(reason.kind))

    def check_spy(self, n: int, order: m.Spy) -> None:
        self.plot_target(n, order.by, order.target, "spy", head_allowed=False)

    def check_gossip(self, n: int, order: m.Gossip) -> None:
        if self.other_dynasty(self.at_action(n, "target"), order.target):
            self.discovery_warning(n, order.target, "gossip", order.by)

    def check_conspiracy(self, n: int, order: m.Conspiracy) -> None:
        rule = self.rules.actions.conspiracy
        if not rule.bribe_min <= order.bribe <= rule.bribe_max:
            self.error("bribe-range", self.at_action(n, "bribe"), bribe=order.bribe, low=rule.bribe_min,
                       high=rule.bribe_max)
        self.plot_target(n, order.by, order.target, "conspiracy", head_allowed=False)

    def check_assassinate(self, n: int, order: m.Assassinate) -> None:
        target = self.plot_target(n, order.by, order.target, "assassinate", head_allowed=True)
        if order.agent is None or target is None:
            return
        where = self.at_action(n, "agent")
        agent = self.character(where, order.agent)
        if agent is None:
            return
        if agent.dynasty != target.dynasty:
            self.error("agent-dynasty", where, who=Ref(order.agent), house=Ref(target.dynasty))
        elif order.agent == order.target:
            self.error("agent-is-target", where)
        elif agent.age < self.rules.age.capable:
            self.error("target-child", where, who=Ref(order.agent), age=agent.age, visit=self.action_name("visit"))
        elif self.state.dynasties[target.dynasty].head == order.agent:  # recruited as for Spy: not a head
            self.error("agent-head", where, who=Ref(order.agent))

    def check_donate(self, n: int, order: m.Donate) -> None:
        rule = self.rules.actions.donate
        if not rule.coins_min <= order.coins <= rule.coins_max or order.coins % rule.coins_step:
            self.error("donate-coins", self.at_action(n, "coins"), coins=order.coins, low=rule.coins_min,
                       high=rule.coins_max, step=rule.coins_step)

    def check_annul(self, n: int, order: m.Annul) -> None:
        where = self.at_action(n, "spouse")
        member = self.own_member(where, order.spouse, capable=False)
        if member is not None and member.spouse is None:
            self.error("not-married", where, who=Ref(order.spouse))

    def check_declare_war(self, n: int, order: m.DeclareWar) -> None:
        where = self.at_action(n, "on")
        if self.other_dynasty(where, order.on):
            if order.on in enemies_of(self.state, self.dynasty_id):
                self.error("already-at-war", where, house=Ref(order.on))
            elif order.on in lords_of(self.state, self.dynasty_id):
                self.error("war-on-lord", where, house=Ref(order.on))
            else:
                kin = self.closest_kin(order.on)
                if kin is not None:
                    relative, kind, ours = kin
                    # WAR-10: the attacker pays, each war turn, the first included; one such loss a turn
                    found = kin_loss(self.state, self.rules, self.dynasty_id, order.on, attacking=True)
                    loss = found[0] if found is not None else 0
                    self.risk("war-on-relatives", where, None if ours else "theirs", loss=loss, once="war-10",
                              house=Ref(order.on), relative=Ref(relative), kin=kind)
        self.own_member(self.at_action(n, "general"), order.general)

    def closest_kin(self, other: str) -> tuple[str, str, bool] | None:
        """WAR-10, as `relations.relatives_between` finds it: the closest relative of either head in the other
        dynasty — the relative, what he is to that head, and whether that head is ours."""
        theirs = self.state.dynasties[other]
        best: tuple[str, str, bool] | None = None
        for head, side, ours in ((self.dynasty.head, other, True), (theirs.head, self.dynasty_id, False)):
            if head is None:
                continue
            for cid, character in self.state.characters.items():
                kind = relation(self.state, head, cid) if character.alive and character.dynasty == side else None
                if kind is not None and (best is None or KINDS.index(kind) < KINDS.index(best[1])):
                    best = (cid, kind, ours)
        return best

    def at_war_with(self, where: Location, did: str) -> bool:
        if not self.other_dynasty(where, did):
            return False
        if did not in enemies_of(self.state, self.dynasty_id):
            self.error("not-at-war", where, house=Ref(did))
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
                self.error("vassal-peace", where, lord=Ref(lord))
                break
        self.terms(n, order.terms, order.to)
        for i, pid in enumerate(order.terms.cede):
            self.own_province(self.at_action(n, "terms", "cede", i), pid)
        for i, pid in enumerate(order.terms.claim):
            where = self.at_action(n, "terms", "claim", i)
            province = self.state.provinces.get(pid)
            if province is None:
                self.unknown("unknown-province", where, pid, self.state.provinces)
            elif province.owner != order.to:
                self.error("claim-not-theirs", where, id=pid, house=Ref(order.to))

    def check_accept_peace(self, n: int, order: m.AcceptPeace) -> None:
        """ACT-accept_peace: an offer of last turn is in the state (offers are public); without one, a warning
        that the acceptance needs an offer ordered this same turn — given whatever the other side has sent, as
        for a marriage."""
        where = self.at_action(n, "from")
        if not self.at_war_with(where, order.from_):
            return
        standing = any(p.kind == "peace" and p.dynasty == order.from_ and p.target == self.dynasty_id
                       and not p.accept for p in self.state.proposals)
        if standing:
            return
        if self.turn_orders is None:
            self.warn("no-peace-offer", where, house=Ref(order.from_))
        elif not any(isinstance(a, m.OfferPeace) and a.to == self.dynasty_id for a in self.other_orders(order.from_)):
            self.warn("no-peace-offer", where, "none", house=Ref(order.from_), turn=self.state.turn)

    def ordered_before(self, n: int, kind: type[m.Recruit] | type[m.Disband]) -> int:
        """Points of the same kind ordered by the actions before action n."""
        return sum(o.points for o in self.orders.actions[:n] if isinstance(o, kind))

    def check_recruit(self, n: int, order: m.Recruit) -> None:
        """ARMY-2: at most 5 points per owned province per turn, all recruits of the turn together."""
        limit = self.rules.army.recruit_max_per_province * len(self.dynasty.provinces)
        points = self.ordered_before(n, m.Recruit) + order.points
        if points > limit:
            self.error("recruit-limit", self.at_action(n, "points"), points=points, limit=limit,
                       held=len(self.dynasty.provinces))

    def check_disband(self, n: int, order: m.Disband) -> None:
        points = self.ordered_before(n, m.Disband) + order.points
        if points > self.dynasty.army:
            self.error("disband-too-many", self.at_action(n, "points"), points=points, army=self.dynasty.army)

    def check_develop(self, n: int, order: m.Develop) -> None:
        where = self.at_action(n, "province")
        if self.own_province(where, order.province):
            top = self.rules.actions.develop.yield_max
            if self.state.provinces[order.province].yield_ >= top:
                self.warn("develop-max", where, province=Ref(order.province), top=top)

    def check_pacify(self, n: int, order: m.Pacify) -> None:
        where = self.at_action(n, "province")
        if self.own_province(where, order.province):
            top = self.rules.limits.province_loyalty_max
            if self.state.provinces[order.province].loyalty >= top:
                self.warn("pacify-max", where, province=Ref(order.province), top=top)

    def check_research(self, n: int, order: m.Research) -> None:
        where = self.at_action(n, "technology")
        technologies = self.rules.technologies
        if order.technology not in technologies:
            known = ", ".join(text(self.language, "list-item", name=self.in_language(tech), id=tid)
                              for tid, tech in technologies.items())
            meant = closest(order.technology, {tid: [tech.ru, tech.en] for tid, tech in technologies.items()})
            if meant is None:
                self.error("unknown-technology", where, id=order.technology, known=known)
            else:
                self.error("unknown-technology", where, "hint", id=order.technology, known=known,
                           technology=self.in_language(technologies[meant]), technology_id=meant)
        elif order.technology in self.dynasty.technologies:
            self.error("research-known", where, id=order.technology,
                       technology=self.in_language(technologies[order.technology]))

