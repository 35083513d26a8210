"""The built-in player (BRANCH-10, CONTRACT `dynasty bot`): orders for a master-run dynasty.

The bot plays fair. It decides from what the dynasty knows (`reports.fog.DynastyKnowledge`, the data
its private report puts into words) and the rules, nothing else: its own dynasty whole (INFO-5), of the others
their public facts (INFO-3) and what it learned (INFO-4) — never a hidden fact (INFO-1 .. INFO-5: fog of war
is a security property, decided in `reports.fog` alone). It reads the game through
`DynastyKnowledge.known_state`, the state that the player's own check rebuilds from his report, whose hidden
values are placeholders that the bot never reads of another dynasty. It builds no report, and reads no
sentence.

It is deterministic: no random module; where it wants variety it hashes (dynasty, turn, what), so the same
knowledge always gives the same orders. Its orders are legal: it counts AP with `orders.costs` (eras, Smart,
Workaholic), gives each member one action (DYN-5; a Workaholic two), keeps the coins within the balance
(DYN-7) and recruits within ARMY-2.

It plays in a character (`personality.Personality`: `balanced` unless the seat names another), whose numbers
and choices every priority reads; the choices that `today`, the player before characters, does not make are
said where they apply (the floor of reputation it keeps, `Plan.may_lose`; the heir it names; the rivals it
ends, `war.outlasts`, `intrigue.plan_gossip`).

What it does, in order of priority:
1. decisions: each pending event answered (PROV-6's defaults: famine and disease paid when affordable,
   volunteers accepted, a revolt suppressed when the army suffices); the default heir named when the head
   nears the age of old-age deaths and the heir is lawful (SUCC-5), or with no lawful heir one whose line
   will be (`standing`);
2. war: battle orders for each war (the whole army, WAR-11; the enemy's provinces to take), a general where
   the war has none, peace when losing or tired of war (accepting an offer whose terms take nothing of
   ours, or offering a white peace — two bots that both want peace make it at once, by mirror offers);
3. marriages: a standing proposal to an unmarried member accepted; a proposal to a suitable member of
   another dynasty; a spouse found (find_spouse) when the house has no couple left to have children, when
   a proposal lapsed, or when nobody suits — as far as the reputation allows. The heir never marries out;
   then, near the floor of reputation, a donation and a pilgrimage; and the gossip at a rival being ended;
4. abdication of an old head to a grown lawful heir; provinces about to revolt pacified; recruits when
   threatened; war declared on a dynasty known (by spying) to be much weaker;
5. now and then intrigue (spy, gossip); a pilgrimage; entertainment of disloyal members; develop,
   research, the remaining disloyal provinces; a ball or a visit; a donation when rich;
6. every member still free trains a skill (study, or mentor with a hired teacher).

A house with Gossips (TRAIT-gossip: each public action aimed at another house costs that house 10
reputation a Gossip) visits and gives balls to no one, and with several it proposes no marriage.

It reads data, never sentences: the proposals of marriage told since the last report
(`DynastyKnowledge.proposals`) and the standing offers of peace of each war (`WarFacts.offers_received`).

The modules follow the priorities: `plan` holds the plan (what the dynasty has, what the plan has spent of its
AP, coins, members' actions and reputation, `Plan.add`), `personality` the characters; then `decisions` and
`standing` (1), `war` (2, and the war declared in 4), `marriages` (3), `household` (4 and 5: abdication,
pacify, recruits, pilgrimage, entertainment, develop, research, donation), `intrigue` (5: spy, gossip, a ball or
a visit) and `training` (6).
`play.bot_plan` runs them in this order; `write` turns a plan into an order file and is `dynasty bot`.
"""

from __future__ import annotations

from dynasty.bot.plan import BotPlan, Planned
from dynasty.bot.play import bot_orders, bot_orders_for, bot_plan, bot_plans, knowledge_for
from dynasty.bot.write import BOT_MARK, action_mapping, orders_text, write_bot_orders

__all__ = ["BOT_MARK", "BotPlan", "Planned", "action_mapping", "bot_orders", "bot_orders_for", "bot_plan", "bot_plans",
           "knowledge_for", "orders_text", "write_bot_orders"]
