"""What each dynasty has learned of others (INFO-2 .. INFO-4), kept in the state with the turn it was
learned. Visits, balls and spying add to it through `learn`; reports read it through `known_facts`."""

from __future__ import annotations

from typing import Any

from dynasty.game.state import CHARACTER_FACTS, DYNASTY_FACTS, GameState, LearnedFact, built

__all__ = ["CHARACTER_FACTS", "DYNASTY_FACTS", "character_facts", "forget_own", "known_facts", "learn", "learn_all",
           "learn_character"]

#: what was learned of whom: (subject, fact, value)
Learned = tuple[str, str, Any]


def learn(state: GameState, learner: str, subject: str, fact: str, value: Any, source: str,
          turn: int | None = None) -> None:
    """INFO-4: record that `learner` learned `fact` of `subject` (a character or a dynasty id) as of
    `turn` (default: the state's turn). A fact learned again replaces the older one."""
    learn_all(state, learner, [(subject, fact, value)], source, turn)


def learn_all(state: GameState, learner: str, learned: list[Learned], source: str, turn: int | None = None) -> None:
    """`learn` each of `learned` in turn, the list of what `learner` knows gone through once (a spy learns every
    member of a house: it grows with what the house learned before)."""
    for subject, fact, _ in learned:
        if fact not in CHARACTER_FACTS + DYNASTY_FACTS:
            raise ValueError(f"'{fact}' is not a fact that can be learned; facts: "
                             f"{', '.join(CHARACTER_FACTS + DYNASTY_FACTS)}")
        if subject not in state.characters and subject not in state.dynasties:
            raise ValueError(f"'{subject}' is no character or dynasty")
    # a fact learned twice in `learned` is kept where it was learned last, as one `learn` after the other keeps it
    last = {(subject, fact): i for i, (subject, fact, _) in enumerate(learned)}
    facts = state.knowledge.setdefault(learner, [])
    if any((f.subject, f.fact) in last for f in facts):  # a fact learned again replaces the older one
        facts[:] = [f for f in facts if (f.subject, f.fact) not in last]
    when = state.turn if turn is None else turn
    facts += [built(LearnedFact, {"subject": subject, "fact": fact, "value": value, "turn": when, "source": source})
              for i, (subject, fact, value) in enumerate(learned) if last[subject, fact] == i]


def character_facts(state: GameState, subject: str, facts: tuple[str, ...]) -> list[Learned]:
    """INFO-2: some of a character's facts as they are now, to be learned (a visit: traits and loyalty)."""
    character = state.characters[subject]
    values = {"traits": list(character.traits), "loyalty": character.loyalty,
              "skills": character.skills.as_dict(), "mood": character.mood}
    return [(subject, fact, values[fact]) for fact in facts]


def learn_character(state: GameState, learner: str, subject: str, facts: tuple[str, ...], source: str) -> None:
    """INFO-2: learn some of a character's facts as they are now (a visit: traits and loyalty)."""
    learn_all(state, learner, character_facts(state, subject, facts), source)


def known_facts(state: GameState, learner: str, subject: str) -> list[LearnedFact]:
    """What `learner` knows of `subject`, each with the turn learned (INFO-4)."""
    return [f for f in state.knowledge.get(learner, []) if f.subject == subject]


def forget_own(state: GameState) -> None:
    """INFO-5: a dynasty knows its own members whole, so what it had learned of one who has since joined it (a
    bride, a recruited agent, a branch's people) is dropped, as a state's check expects."""
    for learner, facts in state.knowledge.items():
        kept = [f for f in facts if not (f.subject == learner or (f.subject in state.characters
                                                                   and state.characters[f.subject].dynasty == learner))]
        if len(kept) != len(facts):
            facts[:] = kept
