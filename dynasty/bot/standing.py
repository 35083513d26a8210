"""The house's standing, for a character other than `today` (`Personality.plans_succession`,
`guards_reputation`): in priority 1, an heir named when none is lawful, so that the line after him is
(SUCC-5); after the marriages (priority 3), reputation sought when the house is near the floor it keeps
(DYN-2): a donation, a pilgrimage."""

from __future__ import annotations

from dynasty.bot.plan import Plan


def chosen_heir(plan: Plan) -> str | None:
    """SUCC-5 with no lawful heir: the member who leaves the most lawful heirs after him (SUCC-3: his children,
    else his brothers and sisters, at home), then one who can still have children (a couple under the age
    of AGE-4), then a grown man, then the youngest grown member — so that the next succession is lawful."""
    head = plan.knowledge.head
    age = plan.rules.age
    candidates = [cid for cid, v in plan.members.items() if cid != head and v.age >= age.capable]
    if not candidates:
        return None

    def kin_at_home(cid: str) -> int:
        return len(plan.children_of(cid)) or len(plan.siblings_of(cid))

    def fertile(cid: str) -> bool:
        view = plan.members[cid]
        spouse = plan.members.get(view.spouse or "")
        return view.age < age.infertile and (spouse is None or spouse.age < age.infertile)

    return max(candidates, key=lambda c: (kin_at_home(c), fertile(c), plan.members[c].sex == "m",
                                          -plan.members[c].age, c))


def plan_succession(plan: Plan) -> None:
    """SUCC-5: with no lawful heir the heir is named (`chosen_heir`). He still costs SUCC-4's price when the
    head dies; the house keeps the reputation to pay it (`Plan.reputation_floor`). (An abdication in his favour
    would pay the same price sooner: at most 35 reputation is left of 150, too little to outlive the others.)"""
    if not plan.p.plans_succession or plan.lawful or plan.knowledge.head is None:
        return
    heir = chosen_heir(plan)
    if heir is None:
        return
    plan.decisions.heir = heir


def low(plan: Plan) -> bool:
    """Near the floor the house keeps: within the reputation of two pilgrimages' worth of margin."""
    return plan.p.guards_reputation and plan.reputation_left() < plan.reputation_floor() + 2 * plan.p.plot_margin


def plan_reputation(plan: Plan) -> None:
    """Near the floor, reputation first: ACT-donate of what the coins spare (×1.5 by a pious member) and
    ACT-pilgrimage by the most pious member (the check is piety, TN 8: +5)."""
    if not low(plan) or plan.knowledge.reputation >= plan.rules.limits.reputation_max:
        return
    rule = plan.rules.actions.donate
    spare = plan.spare_coins()
    coins = min(rule.coins_max, spare - spare % rule.coins_step)
    by = plan.best("donate", "piety") if coins >= rule.coins_min else None
    if by is not None:
        plan.add({"action": "donate", "by": by, "coins": coins},
                 ("a donation: the reputation is low", "пожертвование: репутация низка"))
    by = plan.best("pilgrimage", "piety", avoid_head=True)
    if by is not None:
        plan.add({"action": "pilgrimage", "by": by},
                 ("pilgrimage: the reputation is low", "паломничество: репутация низка"))
