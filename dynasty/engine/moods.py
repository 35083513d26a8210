"""Master step 4 (TURN-2): moods from this turn's events and the traits (MOOD-1, MOOD-3, TRAIT-*), the ruling
mood, the loyalty change (LOY-3, LOY-4), then the reset (MOOD-2).

The split with step 1 (MOOD-4): what happens at a known moment — an action executed, a marriage, a
visit — is added by the step that resolves it through `Turn.mood`; this step adds what the traits make of
the turn as a whole (TRAIT-R1). So a Lazy executor's −2 and a Workaholic's −1 for his second action come
from step 1, and here a Lazy character gets his "+1 otherwise" only when he executed nothing but the
exempt actions.
"""

from __future__ import annotations

from dynasty.engine.context import MoodContribution, Turn
from dynasty.game.action_points import ruler
from dynasty.game.state import Character, GameState, War

STEP = "moods"


def moods_and_loyalty(t: Turn) -> None:
    state, rules = t.state, t.rules
    # ECON-2: the Spendthrifts spend first, so that the Envious compare the balances after it
    spending = spend(t)
    # MOOD-3: each living character's mood from this turn's contributions and his traits
    moods: dict[str, int] = {}
    for cid, person in state.characters.items():
        if not person.alive:
            continue
        contributions = list(t.moods.get(cid, [])) + trait_moods(t, cid, spending)
        moods[cid] = person.mood = sum(c.amount for c in contributions)
        t.record(STEP, "mood", person.dynasty, character=cid, mood=moods[cid],
                 contributions=[{"amount": c.amount, "cause": c.cause} for c in contributions])
    # MOOD-3, SUCC-7: the head's mood (the regent's while there is one) is the ruling mood
    for did in state.living_dynasties():
        dynasty = state.dynasties[did]
        ruler_id = ruler(state, did)
        dynasty.ruling_mood = moods.get(ruler_id, 0) if ruler_id is not None else 0
        t.record(STEP, "ruling-mood", did, ruler=ruler_id, role="regent" if dynasty.regent else "head",
                 mood=dynasty.ruling_mood)
    # LOY-3, LOY-4: every living member but the head
    limits = rules.limits
    for cid, mood in moods.items():
        person = state.characters[cid]
        if state.dynasties[person.dynasty].head == cid:
            continue
        change = loyalty_change(t, person, mood)
        before = person.loyalty
        person.loyalty = max(limits.loyalty_min, min(limits.loyalty_max, before + change))
        if mood:
            t.record(STEP, "loyalty", person.dynasty, character=cid, mood=mood, change=person.loyalty - before,
                     loyalty=person.loyalty)
    # MOOD-2: right after the loyalty change, every mood resets to 0 (the dead's are 0 already: only the moods
    # that are not are set, as every setting of a state's field is checked)
    for person in state.characters.values():
        if person.mood:
            person.mood = 0


def spend(t: Turn) -> dict[str, bool]:
    """TRAIT-spendthrift, ECON-2: each living Spendthrift spends his coins from his dynasty's balance now,
    in state order; whether he could, by character."""
    state, rules = t.state, t.rules
    coins = rules.traits["spendthrift"].coins or 0
    spent: dict[str, bool] = {}
    for cid, person in state.characters.items():
        if not person.alive or "spendthrift" not in person.traits:
            continue
        dynasty = state.dynasties[person.dynasty]
        spent[cid] = dynasty.balance >= coins  # DYN-7: a cost not there in full is not paid
        if spent[cid]:
            dynasty.balance -= coins
        t.record(STEP, "spendthrift", person.dynasty, character=cid, coins=coins, spent=spent[cid],
                 balance=dynasty.balance)
    return spent


def loyalty_change(t: Turn, person: Character, mood: int) -> int:
    """LOY-3: mood < 0 → −1, ≤ −3 → −2; mood > 0 → +1, ≥ 3 → +2. TRAIT-devoted: at −1 it holds."""
    change = t.rules.loyalty_change
    devoted = t.rules.traits["devoted"].mood
    if "devoted" in person.traits and mood == devoted["loyalty_holds_at"]:
        return 0
    if mood < 0:
        return -change.large if mood <= -change.large_at else -change.small
    if mood > 0:
        return change.large if mood >= change.large_at else change.small
    return 0


def wars_of(state: GameState, did: str) -> list[War]:
    return [war for war in state.wars if did in war.attackers or did in war.defenders]


def trait_moods(t: Turn, cid: str, spending: dict[str, bool]) -> list[MoodContribution]:
    """TRAIT-*, TRAIT-R1: what his traits make of this turn — the actions of step 1, the wars as they stand.
    Each cause is `trait.condition`, the condition's key in the trait's `mood` rules."""
    state, rules = t.state, t.rules
    person = state.characters[cid]
    did = person.dynasty
    dynasty = state.dynasties[did]
    traits = set(person.traits)
    found: list[MoodContribution] = []

    def add(trait: str, condition: str, amount: int | None = None) -> None:
        value = rules.traits[trait].mood[condition] if amount is None else amount
        if value:
            found.append(MoodContribution(value, f"{trait}.{condition}"))

    for trait in ("high_fertility", "low_fertility"):  # TRAIT-*_fertility: while married
        if trait in traits and person.spouse is not None:
            add(trait, "married")
    if "lazy" in traits:  # TRAIT-lazy: step 1 gave −2 for each action not exempt; else +1 here
        exempt = set(rules.traits["lazy"].exempt_actions)
        if all(action in exempt for action in t.executed.get(cid, [])):
            add("lazy", "otherwise")
    if "envious" in traits:  # TRAIT-envious, ECON-2: balances at this moment
        if dynasty.head != cid:
            add("envious", "not_head")
        if any(other.balance > dynasty.balance for oid, other in state.dynasties.items()
               if oid != did and other.alive):
            add("envious", "poorer")
    if "spendthrift" in traits:
        add("spendthrift", "spent" if spending.get(cid) else "could_not")
    wars = wars_of(state, did)
    if "hot_tempered" in traits:
        if t.reputation_lost.get(did):  # not cumulative
            add("hot_tempered", "reputation_damaged")
        if wars:
            add("hot_tempered", "at_war")
    if "bloodthirsty" in traits and "pacifist" not in traits:  # with both, neither works
        add("bloodthirsty", *war_mood(t, "bloodthirsty", did, wars))
    if "pacifist" in traits and "bloodthirsty" not in traits:
        add("pacifist", *war_mood(t, "pacifist", did, wars))
    plotters = t.plotted.get(did, set())
    if "honest" in traits:  # plots, or lowering another dynasty's reputation
        offenders = plotters | t.lowered_other.get(did, set())
        if offenders:
            add("honest", "dynasty_plotted")
            if cid in offenders:
                add("honest", "own_plot")
        else:
            add("honest", "otherwise")
    if "cunning" in traits:  # +2 when he plotted himself, instead of the dynasty's +1
        add("cunning", "own_plot" if cid in plotters else "dynasty_plotted" if plotters else "otherwise")
    if "paranoid" in traits:
        add("paranoid", "interacted" if did in t.interacted else "otherwise")
    if "proud" in traits:
        if cid in t.raised_other:
            add("proud", "raised_other")
        if did in t.raised_by_other:
            add("proud", "raised_by_other")
    if person.isolated and rules.actions.isolate.mood_per_turn:  # ACT-isolate: −1 mood each turn
        found.append(MoodContribution(rules.actions.isolate.mood_per_turn, "isolated"))
    return found


def war_mood(t: Turn, trait: str, did: str, wars: list[War]) -> tuple[str, int]:
    """TRAIT-bloodthirsty, TRAIT-pacifist: the first turn of a war, a later war turn, or no war; a
    Pacifist's is 1 smaller in a defensive war. In several wars, the strongest of them counts once."""
    mood = t.rules.traits[trait].mood
    if not wars:
        return "no_war", mood["no_war"]
    relief = mood.get("defensive_relief", 0)
    options: list[tuple[str, int]] = []
    for war in wars:
        condition = "war_first_turn" if war.started == t.turn else "war_later_turn"
        amount = mood[condition]
        if did in war.defenders and relief:
            amount += relief if amount < 0 else -relief
            condition += "_defensive"
        options.append((condition, amount))
    return max(options, key=lambda option: abs(option[1]))
