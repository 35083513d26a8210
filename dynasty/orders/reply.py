"""The reply to a player's orders: his errors and warnings, then the echo of what was understood — each
action with its executor and cost ("Ратибор: визит к Милаве — 2 ОД"), why a cost is higher (a Workaholic's
second action), the totals of AP and coins (a dowry included), the decisions he took and those left to their
defaults with what they risk, the heir by law or the price of none, the battle orders and the names, and
the orders the check turned down with the reason — in the game's language, as plain text (`dynasty check
--echo`), Markdown or BBCode (`dynasty take`), ready to post.

`understood` builds the echo as data (catalog messages with their facts); `reply` only lays it out. Every line
it says passes the filter of the error sentences (`errors.one_line`): the facts quote what the player wrote,
and a control character in them would reach the game master's terminal and the post he copies from it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from dynasty.errors import Problem, one_line
from dynasty.game.named import Names, state_names
from dynasty.game.relations import enemies_of
from dynasty.game.rules import Rules
from dynasty.game.state import Character, GameState
from dynasty.game.succession import heir_outlook, is_lawful_heir, unlawful_penalty, unlawful_succession_ends_house
from dynasty.orders import model as m
from dynasty.orders.costs import action_ap, actions_costs, decision_coins, disease_drops, standing_proposal
from dynasty.orders.defaults import default_decisions
from dynasty.orders.parse import ParsedOrders
from dynasty.text.catalogs import Language, Named, Term, Text

ReplyFormat = Literal["text", "md", "bbcode"]
FORMATS: tuple[ReplyFormat, ...] = ("md", "bbcode", "text")


@dataclass
class Understood:
    """What the orders of one dynasty say, as the reply echoes it: each line a catalog message."""

    actions: list[Text] = field(default_factory=list)
    total: Text | None = None
    decisions: list[Text] = field(default_factory=list)
    war: list[Text] = field(default_factory=list)
    names: list[Text] = field(default_factory=list)
    refused: list[Text] = field(default_factory=list)  # orders the check turns down, each with the reason


def understood(parsed: ParsedOrders, state: GameState, rules: Rules, dynasty_id: str) -> Understood | None:
    """The echo of orders that could be read (None when they could not), against the turn's state."""
    orders = parsed.orders
    if orders is None or dynasty_id not in state.dynasties:
        return None
    names = state_names(state)
    dynasty = state.dynasties[dynasty_id]
    echo = Understood()
    costs = actions_costs(state, rules, dynasty_id, orders.actions)
    for order, (ap, coins) in zip(orders.actions, costs, strict=True):
        cost = Text("reply-cost-coins", ap=ap, coins=coins) if coins else Text("reply-cost", ap=ap)
        said = _order(order, names, rules, state)
        executor = state.characters.get(order.executor) if order.executor is not None else None
        if executor is not None and executor.dynasty == dynasty_id:
            cost = _second_action(cost, ap, order, executor, state, rules)
        if order.executor is None:
            echo.actions.append(Text("reply-action-nobody", order=said, cost=cost))
        elif executor is None or executor.dynasty != dynasty_id:
            echo.actions.append(Text("reply-action-stranger", by=names(order.executor), by_id=order.executor,
                                     order=said, cost=cost))
        else:
            echo.actions.append(Text("reply-action", by=names(order.executor), order=said, cost=cost))
    decided = 0
    given, defaults = orders.decisions, default_decisions(state, rules, dynasty_id)
    for kind in ("famine", "disease", "volunteers", "revolt"):
        answered: dict[str, str] = getattr(given, kind)
        for pid, choice in [*answered.items(), *[(p, c) for p, c in getattr(defaults, kind).items()
                                                   if p not in answered]]:
            coins = decision_coins(state, rules, dynasty_id, kind, pid, choice)
            decided += coins
            facts: dict[str, Any] = {"kind": kind, "province": names(pid), "choice": choice}
            line = Text("reply-decision-coins", coins=coins, **facts) if coins else Text("reply-decision", **facts)
            loss = _decision_loss(state, rules, dynasty_id, kind, pid, choice)
            if loss is not None:
                line = Text("reply-decision-loss", decision=line, loss=loss)
            echo.decisions.append(line if pid in answered else Text("reply-default", decision=line))
    heir = _heir(state, rules, dynasty_id, given.heir, names)
    if heir is not None:
        echo.decisions.append(heir)
    if given.regent is not None:
        echo.decisions.append(Text("reply-regent", regent=names(given.regent)))
    spent, paid = sum(ap for ap, _ in costs), sum(coins for _, coins in costs) + decided
    echo.total = Text("reply-total-decisions" if decided else "reply-total", spent=spent, ap=dynasty.ap,
                      coins=paid, balance=dynasty.balance)
    enemies = enemies_of(state, dynasty_id)
    declared = {order.on for order in orders.actions if isinstance(order, m.DeclareWar)}
    for did, war_order in orders.war.items():
        take = ", ".join(names(pid).text for pid in war_order.take)
        if did not in enemies:  # the check refuses it: WAR-14, a war declared now has its first battle next turn
            echo.refused.append(Text("reply-war-refused-declared" if did in declared else "reply-war-refused",
                                     house=names(did)))
        elif war_order.send is None:
            echo.war.append(Text("reply-war-default", house=names(did)))
        elif take:
            echo.war.append(Text("reply-war-take", house=names(did), send=war_order.send, take=take))
        else:
            echo.war.append(Text("reply-war", house=names(did), send=war_order.send))
    for cid, name in orders.names.items():
        echo.names.append(Text("reply-name", child=names(cid), name=name))
    return echo


def _second_action(cost: Text, ap: int, order: m.ActionOrder, executor: Character, state: GameState,
                   rules: Rules) -> Text:
    """TRAIT-workaholic (DYN-5): a member's second action of the turn costs more, and the reply says why, with the
    trait's price from the rules data."""
    extra = ap - action_ap(rules, state.era, order.action, executor)
    trait_id = next((t for t in executor.traits if rules.traits[t].extra_ap), None)
    if extra <= 0 or trait_id is None:
        return cost
    trait = rules.traits[trait_id]
    mood = -trait.mood.get("second_action", 0)
    facts: dict[str, Any] = {"cost": cost, "trait": Term(ru=trait.ru, en=trait.en), "extra": extra,
                             "rule": f"TRAIT-{trait_id}"}
    return Text("reply-cost-second-mood", mood=mood, **facts) if mood > 0 else Text("reply-cost-second", **facts)


def _decision_loss(state: GameState, rules: Rules, dynasty_id: str, kind: str, pid: str, choice: str) -> Text | None:
    """PROV-3, PROV-4, PROV-5: what an answer to a province's event costs beyond coins, from the rules data: a
    famine refused, a disease unpaid, the soldiers a suppressed revolt loses, a province yielded."""
    province = state.provinces.get(pid)
    event = province.event if province is not None and province.owner == dynasty_id else None
    if event is None or event.decision != kind:
        return None
    events = rules.events
    if kind == "famine" and choice == "refuse":
        famine = events.famine
        return Text("reply-loss-famine", reputation=-famine.refuse_reputation, loyalty=-famine.refuse_loyalty,
                    drop=-famine.refuse_yield)
    if kind == "disease" and choice == "refuse":
        drop, paid_drop = disease_drops(rules, state.dynasties[dynasty_id].technologies)
        return Text("reply-loss-disease", drop=drop, paid_drop=paid_drop)
    if kind == "revolt" and choice == "suppress":
        return Text("reply-loss-suppress", army=sum(event.revolt_roll or []))
    if kind == "revolt" and choice == "yield":
        return Text("reply-loss-yield")
    return None


def _heir(state: GameState, rules: Rules, dynasty_id: str, named: str | None, names: Names) -> Text | None:
    """SUCC-3..SUCC-5: the heir the orders name — with the SUCC-4 price when he is a member but not lawful —, or
    with none named the lawful heirs, the default first; with no lawful heir, who succeeds all the same and
    at what price at today's reputation, and whether it ends the house (DYN-2)."""
    reputation = state.dynasties[dynasty_id].reputation
    price: dict[str, Any] = {"base": rules.succession.unlawful_penalty, "reputation": reputation,
                             "penalty": unlawful_penalty(rules, reputation)}
    fatal = "-fatal" if unlawful_succession_ends_house(rules, reputation) else ""
    if named is not None:
        person = state.characters.get(named)
        member = (person is not None and person.alive and person.dynasty == dynasty_id
                  and named != state.dynasties[dynasty_id].head)
        if member and not is_lawful_heir(state, rules, dynasty_id, named):
            return Text(f"reply-heir-unlawful{fatal}", heir=names(named), **price)
        return Text("reply-heir", heir=names(named))
    outlook = heir_outlook(state, rules, dynasty_id)
    if outlook.lawful:
        heir, *others = outlook.lawful
        if others:
            return Text("reply-heir-default-others", heir=names(heir), others=[names(c) for c in others])
        return Text("reply-heir-default", heir=names(heir))
    if outlook.successor is None:
        return None
    return Text(f"reply-heir-none{fatal}", heir=names(outlook.successor), **price)


def _order(order: m.ActionOrder, names: Names, rules: Rules, state: GameState) -> Text:
    """What one action orders, as a noun phrase of the catalog (`reply-order-<action>`)."""
    action = order.action
    if isinstance(order, m.Mentor | m.Study):
        skill = rules.skills[order.skill]
        facts: dict[str, Any] = {"skill": Term(ru=skill.ru.lower(), en=skill.en.lower())}
        if isinstance(order, m.Mentor):
            if order.teacher is None:
                return Text("reply-order-mentor-hired", level=order.hired_teacher, **facts)
            facts["teacher"] = names(order.teacher)
        return Text(f"reply-order-{action}", **facts)
    if isinstance(order, m.Research):
        tech = rules.technologies.get(order.technology)
        shown = Term(ru=tech.ru, en=tech.en) if tech is not None else order.technology
        return Text("reply-order-research", technology=shown)
    if isinstance(order, m.Assassinate) and order.agent is not None:
        return Text("reply-order-assassinate-agent", target=names(order.target), agent=names(order.agent))
    if isinstance(order, m.ProposeMarriage | m.OfferPeace):
        target = {"target": names(order.target)} if isinstance(order, m.ProposeMarriage) \
            else {"house": names(order.to)}
        terms = _terms(order.terms, names)
        if terms:
            return Text(f"reply-order-{action}-terms", terms=terms, **target)
        return Text(f"reply-order-{action}", **target)
    if isinstance(order, m.AcceptMarriage):
        proposal = standing_proposal(state, order)
        if proposal is not None:  # its terms seen from our side: the dowry it asks we pay (ACT-propose_marriage)
            theirs = proposal.terms
            ours = m.MarriageTerms(pay=int(theirs.get("ask", 0) or 0), ask=int(theirs.get("pay", 0) or 0),
                                   vassal=theirs.get("vassal"))
            terms = _terms(ours, names)
            if terms:
                return Text("reply-order-accept_marriage-terms", target=names(order.target), terms=terms)
    facts = {}
    for field_name, fact in (("by", "by"), ("target", "target"), ("heir", "heir"), ("child", "child"),
                             ("spouse", "spouse"), ("general", "general"), ("province", "province")):
        value = getattr(order, field_name, None)
        if isinstance(value, str):
            facts[fact] = names(value)
    if isinstance(order, m.Gossip):
        facts = {"house": names(order.target)}
    elif isinstance(order, m.DeclareWar):
        facts["house"] = names(order.on)
    elif isinstance(order, m.General):
        facts["house"] = names(order.war)
    elif isinstance(order, m.AcceptPeace):
        facts["house"] = names(order.from_)
    elif isinstance(order, m.Name):
        facts["name"] = order.name
    elif isinstance(order, m.Ball):
        facts["guests"] = ", ".join(names(g).text for g in order.guests)
    elif isinstance(order, m.CreateBranch):
        facts["members"] = ", ".join(names(c).text for c in order.members)
        facts["provinces"] = ", ".join(names(p).text for p in order.provinces)
    elif isinstance(order, m.Conspiracy):
        facts["bribe"] = order.bribe
    elif isinstance(order, m.Recruit | m.Disband):
        facts["points"] = order.points
    return Text(f"reply-order-{action}", **{k: v for k, v in facts.items() if k != "by" or action == "find_spouse"})


def _terms(terms: m.MarriageTerms, names: Names) -> list[Text]:
    found = []
    if terms.pay:
        found.append(Text("reply-term-pay", pay=terms.pay))
    if terms.ask:
        found.append(Text("reply-term-ask", ask=terms.ask))
    if terms.vassal:
        found.append(Text("reply-term-vassal", house=names(terms.vassal)))
    if isinstance(terms, m.PeaceTerms):
        if terms.cede:
            found.append(Text("reply-term-cede", provinces=", ".join(names(p).text for p in terms.cede)))
        if terms.claim:
            found.append(Text("reply-term-claim", provinces=", ".join(names(p).text for p in terms.claim)))
    return found


def echo_lines(echo: Understood, language: Language) -> list[str]:
    """The echo as `check --echo` prints it under a file's problems: indented plain lines."""
    def said(text: Text) -> str:
        return one_line(text.words(language))

    lines = [f"  {i}. {said(t)}" for i, t in enumerate(echo.actions, 1)] or [f"  {said(Text('reply-no-actions'))}"]
    if echo.total is not None:
        lines.append(f"  {said(echo.total)}")
    lines += [f"  - {said(t)}" for t in (*echo.decisions, *echo.war, *echo.names)]
    if echo.refused:
        lines += [f"  {said(Text('reply-refused'))}", *[f"  - {said(t)}" for t in echo.refused]]
    return lines


# -- the reply -------------------------------------------------------------------------------------------

def reply(problems: list[Problem], parsed: ParsedOrders | None, echo: Understood | None, dynasty: Named | None,
          turn: int, language: Language, fmt: ReplyFormat) -> str:
    """The reply laid out: its title, the errors, the warnings, then what was understood."""
    errors = [p for p in problems if p.severity == "error"]
    warnings = [p for p in problems if p.severity == "warning"]
    out = _Layout(fmt, language)
    if dynasty is None:
        out.title(Text("reply-title-unknown", turn=turn))
    elif errors:
        out.title(Text("reply-title-errors", dynasty=dynasty, turn=turn, errors=len(errors)))
    elif warnings:
        out.title(Text("reply-title-warnings", dynasty=dynasty, turn=turn, warnings=len(warnings)))
    else:
        out.title(Text("reply-title-ok", dynasty=dynasty, turn=turn))
    lines = parsed.text.split("\n") if parsed is not None else []
    for heading, found in (("reply-errors", errors), ("reply-warnings", warnings)):
        if found:
            out.section(Text(heading), [out.problem(p, lines) for p in found])
    if echo is not None:
        actions = [out.words(t) for t in echo.actions] or [out.words(Text("reply-no-actions"))]
        out.section(Text("reply-understood"), actions, numbered=bool(echo.actions))
        if echo.total is not None:
            out.paragraph(echo.total)
        rest = [*echo.decisions, *echo.war, *echo.names]
        if rest:
            out.section(Text("reply-decisions"), [out.words(t) for t in rest])
        if echo.refused:
            out.section(Text("reply-refused"), [out.words(t) for t in echo.refused])
    return out.text()


def fallen_reply(dynasty: Named, turn: int, fall: Text, language: Language, fmt: ReplyFormat) -> str:
    """DYN-2, SUCC-5: the reply to the player of a fallen house, laid out as every reply: its orders for `turn`
    are not taken, and `fall` says when and why his house fell and where its last report is."""
    out = _Layout(fmt, language)
    out.title(Text("reply-title-fallen", dynasty=dynasty, turn=turn))
    out.paragraph(fall)
    return out.text()


class _Layout:
    """Markup of one format: plain text, Markdown or BBCode. The sentences are the catalog's; only their
    layout (bold headings, lists, quoted lines) is the format's."""

    def __init__(self, fmt: ReplyFormat, language: Language) -> None:
        self.fmt, self.language = fmt, language
        self.blocks: list[str] = []

    def escaped(self, said: str) -> str:
        """Text made inert in the format, as the reports make it (`reports.render`, which imports the order
        template, hence imported here when a reply is laid out)."""
        from dynasty.text.markup import bb_text, md_text

        return md_text(said) if self.fmt == "md" else bb_text(said) if self.fmt == "bbcode" else said

    def words(self, text: Text) -> str:
        return self.escaped(one_line(text.words(self.language)))

    def bold(self, text: str) -> str:
        return f"**{text}**" if self.fmt == "md" else f"[b]{text}[/b]" if self.fmt == "bbcode" else text

    def quoted(self, line: str) -> str:
        from dynasty.text.markup import md_code

        line = one_line(line.strip())
        if self.fmt == "md":
            return md_code(line)
        return f"[i]{self.escaped(line)}[/i]" if self.fmt == "bbcode" else f"'{line}'"

    def title(self, text: Text) -> None:
        self.blocks.append(self.bold(self.words(text)))

    def paragraph(self, text: Text) -> None:
        self.blocks.append(self.words(text))

    def problem(self, problem: Problem, lines: list[str]) -> str:
        message = self.escaped(problem.sentence(self.language))
        line = problem.location.line
        if line is not None and 0 < line <= len(lines) and lines[line - 1].strip():
            return Text("reply-problem-line", line=line, text=self.quoted(lines[line - 1]),
                        message=message).words(self.language)
        return message

    def section(self, heading: Text, items: list[str], *, numbered: bool = False) -> None:
        head = self.bold(self.words(heading))
        if self.fmt == "bbcode":
            kind = "[list=1]" if numbered else "[list]"
            self.blocks.append("\n".join([head, kind, *[f"[*]{item}" for item in items], "[/list]"]))
        elif self.fmt == "md":
            marks = [f"{i}." if numbered else "-" for i in range(1, len(items) + 1)]
            self.blocks.append("\n".join([head, *[f"{mark} {item}" for mark, item in zip(marks, items, strict=True)]]))
        else:
            marks = [f"{i}." if numbered else "-" for i in range(1, len(items) + 1)]
            self.blocks.append("\n".join([head, *[f"  {mark} {item}" for mark, item in zip(marks, items,
                                                                                           strict=True)]]))

    def text(self) -> str:
        return "\n\n".join(self.blocks) + "\n"
