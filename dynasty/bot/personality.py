"""The built-in player's character: its strategy in numbers and in choices, none of them a rule of the game
(those live in the rules data). Every module of the bot reads them from its plan's `Personality`, so that a
game master can give each house he keeps a character (`personality:` of its seat in `turns/game.yaml`) and a
study can set characters against each other (`dynasty simulate --players`).

`today` is the player as it was before characters: it takes risks without counting them (a spouse bought, a
plot discovered, a war's drain), names no heir who is not lawful and ends no rival. The others weigh what they
do against the end of their house (DYN-2, SUCC-4) and play to end the game (DEFEAT-5):
- `balanced`, the default: keeps a reputation that outlives an heir who is not lawful while it has fewer than
  two lawful heirs (`Plan.reputation_floor`), plans the succession (SUCC-5), gossips by the odds, wars on the
  rival its reputation outlasts, makes peace when a war would take it below its floor;
- `cautious`: the same with wider margins, fewer plots, wars only on a house about to fall;
- `ambitious`: wars on weaker armies and on rivals less weak, sooner;
- `devious`: plots more, and ends rivals by gossip more than by war.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from dynasty.game.state import PersonalityName


@dataclass(frozen=True, slots=True)
class Personality:
    """The strategy's numbers (the field comments say what each one does) and its choices."""

    name: PersonalityName = "balanced"

    # -- coins, reputation, what is known ----------------------------------------------------------------
    #: coins kept back beyond what the coming upkeep and Spendthrifts need
    reserve_margin: int = 5
    #: reputation below which the bot takes no risk of losing more (plots, find_spouse, war): the floor a
    #: character that guards its reputation keeps against what its own acts may cost
    cautious_reputation: int = 70
    #: reputation that a house may spend on what it could also do without (find_spouse when it has couples)
    comfortable_reputation: int = 100
    #: a learned fact (an army, a balance) counts as current for this many turns
    fresh_turns: int = 2

    # -- war ------------------------------------------------------------------------------------------------
    #: the army a dynasty at peace wants per province it holds
    army_per_province: int = 5
    #: war is declared only on a dynasty whose known army is at most (ours − margin) / ratio
    war_ratio: float = 2
    war_margin: int = 10
    #: a war older than this many turns is one to end (WAR-9 drains both sides every turn)
    tired_of_war: int = 3

    # -- marriages ------------------------------------------------------------------------------------------
    #: TRAIT-gossip: a house with more Gossips than this proposes no marriage (each Gossip costs the other house
    #: 10 reputation), and accepts none with more than the second number; it finds spouses instead
    max_gossips_to_propose: int = 1
    max_gossips_to_accept: int = 2
    #: the last lawful heirs (SUCC-3): one of the last this many never marries out of the house
    last_lawful_heirs: int = 2
    #: a proposal prefers someone of an age near ours: within the years of this many turns (AGE-3)
    near_age_turns: int = 2

    # -- intrigue -------------------------------------------------------------------------------------------
    #: `today`'s intrigue now and then: a spy one turn in this many (every turn under a Cunning head), gossip half
    #: as often, and only with this much reputation above the cautious level to pay a discovery (ACT-spy: −20)
    plot_every: int = 4
    plot_margin: int = 20
    #: the intrigue a spy needs, and a gossip; a target's loyalty taken when we have not learned it (INFO-4)
    spy_min_intrigue: int = 3
    gossip_min_intrigue: int = 2
    assumed_loyalty: int = 3
    #: the best intrigue of a house whose members' skills we have not learned (its discovery die, ACT-0)
    assumed_intrigue: int = 3

    # -- the household --------------------------------------------------------------------------------------
    #: the head goes on pilgrimage once his stewardship is this high (or he has nothing worth studying); another
    #: member only with this much piety
    pilgrimage_head_stewardship: int = 4
    pilgrimage_min_piety: int = 4
    #: a check (1d6 + skill ≥ TN) is tried only by a member whose skill is at least TN − 6 + this, who then
    #: succeeds on a 4 or better
    check_margin: int = 2
    #: provinces developed in one turn at most
    develop_per_turn: int = 2
    #: research order: AP first, then cheaper upkeep, then the events
    technology_order: tuple[str, ...] = ("bureaucracy", "logistics", "irrigation", "medicine", "fortification")
    #: a donation only when the treasury holds this much beyond the reserve
    rich: int = 120

    # -- training -------------------------------------------------------------------------------------------
    #: how valuable a skill point is to the dynasty (the head's stewardship is AP, DYN-3)
    skill_weights: dict[str, float] = field(default_factory=lambda: {
        "combat": 1.0, "learning": 1.4, "intrigue": 1.2, "piety": 0.6, "stewardship": 1.0})
    #: the head's stewardship counts this many times over (his AP, DYN-3), the heir's this many
    head_stewardship_factor: float = 3
    heir_stewardship_factor: float = 2
    #: a teacher is hired (ACT-mentor) when the study roll would succeed at most this often
    hire_teacher_chance: float = 0.5

    # -- the choices that `today` does not make ---------------------------------------------------------------
    #: DYN-2, SUCC-4: every reputation the plan would lose by its own act (a spouse bought, a Bad-mannered
    #: member's public act, a discovery, the drain of a war) is weighed against a floor (`Plan.may_lose`): the
    #: cautious level, or with fewer than two lawful heirs the reputation that outlives an unlawful succession by
    #: `succession_margin` — for a plot or a war always, and a margin more when the old head rolls for his life
    #: next; what would cross it is not planned, and a house near it seeks reputation (a donation, a pilgrimage)
    guards_reputation: bool = True
    succession_margin: int = 15
    #: SUCC-5: with no lawful heir, the heir is named (one whose own line would be lawful after him); the head's
    #: children and siblings stay home (and marry there) while he has no son at home
    plans_succession: bool = True
    #: find_spouse (ACT-find_spouse) only for the head, the heir, a lawful heir or one kept home, or when the
    #: house has no couple to have children
    spouses_for_lines_only: bool = True
    #: plots by their expected value: a rival's reputation lost counts this much against ours (ACT-gossip);
    #: 0 leaves `today`'s now-and-then intrigue
    plot_value: float = 1.0
    #: a rival is ended (WAR-9 drains both sides; DEFEAT-3 pays us) when its public reputation is at most
    #: `finish_below` and ours leads it by `finish_lead`: war, and gossip at it; 0 never
    finish_below: int = 45
    finish_lead: int = 50
    #: with this many other dynasties alive or fewer, any rival is one to end (DEFEAT-5)
    endgame_rivals: int = 4
    #: the gossips a turn aimed at a rival being ended (each counted at its full price if discovered: two
    #: from the reputation's cap of 150 leave 110, above the floor of 97 that `may_lose` keeps for a plot)
    finish_gossips: int = 2
    #: the lead that is enough against the last rival (DEFEAT-5: the duel for the game)
    endgame_lead: int = 10
    #: a war whose drain we outlast (our reputation leads the enemy's by `finish_lead`) is not ended by us
    fights_drain_wars: bool = True


#: the player before characters: its numbers, and none of the choices it did not make
TODAY = Personality(name="today", cautious_reputation=50, gossip_min_intrigue=4, guards_reputation=False,
                    plans_succession=False, spouses_for_lines_only=False, plot_value=0.0, finish_below=0,
                    endgame_rivals=0, fights_drain_wars=False)
BALANCED = Personality()
PERSONALITIES: dict[str, Personality] = {
    "balanced": BALANCED,
    "cautious": replace(BALANCED, name="cautious", cautious_reputation=90, succession_margin=30, war_ratio=3,
                        plot_value=0.6, finish_below=30, finish_lead=70, endgame_rivals=2, endgame_lead=30),
    "ambitious": replace(BALANCED, name="ambitious", war_ratio=1.5, war_margin=5, tired_of_war=5,
                         finish_below=60, finish_lead=40, endgame_rivals=5, endgame_lead=0, develop_per_turn=3),
    "devious": replace(BALANCED, name="devious", plot_value=1.6, spy_min_intrigue=2,
                       finish_below=55, finish_lead=45, finish_gossips=3, succession_margin=5),
    "today": TODAY,
}


def characters(names: Mapping[str, str]) -> dict[str, Personality]:
    """Each house's `Personality`, from the names `turns/game.yaml` gives its seats."""
    return {did: PERSONALITIES[name] for did, name in names.items()}
