"""The bot's strategy in numbers: its own choices, not rules of the game (those live in the rules data).
Every module of the bot reads them from here, so that the player is tuned in one place."""

from __future__ import annotations

# -- coins, reputation, what is known ---------------------------------------------------------------------------

#: coins kept back beyond what the coming upkeep and Spendthrifts need
RESERVE_MARGIN = 5
#: reputation below which the bot takes no risk of losing more (plots, find_spouse, war)
CAUTIOUS_REPUTATION = 50
#: reputation that a house may spend on what it could also do without (find_spouse when it has couples)
COMFORTABLE_REPUTATION = 100
#: a learned fact (an army, a balance) counts as current for this many turns
FRESH_TURNS = 2

# -- war ----------------------------------------------------------------------------------------------------

#: the army a dynasty at peace wants per province it holds
ARMY_PER_PROVINCE = 5
#: war is declared only on a dynasty whose known army is at most (ours − margin) / ratio
WAR_RATIO = 2
WAR_MARGIN = 10
#: a war older than this many turns is one to end (WAR-9 drains both sides every turn)
TIRED_OF_WAR = 3

# -- marriages ----------------------------------------------------------------------------------------------

#: TRAIT-gossip: a house with more Gossips than this proposes no marriage (each Gossip costs the other house 10
#: reputation), and accepts none with more than the second number; it finds spouses instead
MAX_GOSSIPS_TO_PROPOSE = 1
MAX_GOSSIPS_TO_ACCEPT = 2
#: the last lawful heirs (SUCC-3): one of the last this many never marries out of the house
LAST_LAWFUL_HEIRS = 2
#: a proposal prefers someone of an age near ours: within the years of this many turns (AGE-3)
NEAR_AGE_TURNS = 2

# -- intrigue -----------------------------------------------------------------------------------------------

#: intrigue now and then: a spy one turn in this many (every turn under a Cunning head), gossip half as often,
#: and only with this much reputation above the cautious level to pay a discovery (ACT-spy: −20)
PLOT_EVERY = 4
PLOT_MARGIN = 20
#: the intrigue a spy needs, and a gossip; a target's loyalty taken when we have not learned it (INFO-4)
SPY_MIN_INTRIGUE = 3
GOSSIP_MIN_INTRIGUE = 4
ASSUMED_LOYALTY = 3

# -- the household ------------------------------------------------------------------------------------------

#: the head goes on pilgrimage once his stewardship is this high (or he has nothing worth studying); another
#: member only with this much piety
PILGRIMAGE_HEAD_STEWARDSHIP = 4
PILGRIMAGE_MIN_PIETY = 4
#: a check (1d6 + skill ≥ TN) is tried only by a member whose skill is at least TN − 6 + this, who then
#: succeeds on a 4 or better
CHECK_MARGIN = 2
#: provinces developed in one turn at most
DEVELOP_PER_TURN = 2
#: research order: AP first, then cheaper upkeep, then the events
TECHNOLOGY_ORDER = ("bureaucracy", "logistics", "irrigation", "medicine", "fortification")
#: a donation only when the treasury holds this much beyond the reserve
RICH = 120

# -- training -----------------------------------------------------------------------------------------------

#: how valuable a skill point is to the dynasty (the head's stewardship is AP, DYN-3)
SKILL_WEIGHTS: dict[str, float] = {"combat": 1.0, "learning": 1.4, "intrigue": 1.2, "piety": 0.6,
                                   "stewardship": 1.0}
#: the head's stewardship counts this many times over (his AP, DYN-3), the heir's this many
HEAD_STEWARDSHIP_FACTOR = 3
HEIR_STEWARDSHIP_FACTOR = 2
#: a teacher is hired (ACT-mentor) when the study roll would succeed at most this often
HIRE_TEACHER_CHANCE = 0.5
