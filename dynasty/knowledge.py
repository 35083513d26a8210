"""What each dynasty has learned of others (INFO-2 .. INFO-4), kept in the state with the turn it was
learned. Visits, balls and spying add to it through `learn`; reports read it through `known_facts`."""

from __future__ import annotations

from typing import Any

from dynasty.state import CHARACTER_FACTS, DYNASTY_FACTS, GameState, LearnedFact

__all__ = ["CHARACTER_FACTS", "DYNASTY_FACTS", "forget_own", "known_facts", "learn", "learn_character"]


def learn(state: GameState, learner: str, subject: str, fact: str, value: Any, source: str,
          turn: int | None = None) -> None:
    """INFO-4: record that `learner` learned `fact` of `subject` (a character or a dynasty id) as of
    `turn` (default: the state's turn). A fact learned again replaces the older one."""
    if fact not in CHARACTER_FACTS + DYNASTY_FACTS:
        raise ValueError(f"'{fact}' is not a fact that can be learned; facts: "
                         f"{', '.join(CHARACTER_FACTS + DYNASTY_FACTS)}")
    if subject not in state.characters and subject not in state.dynasties:
        raise ValueError(f"'{subject}' is no character or dynasty")
    facts = state.knowledge.setdefault(learner, [])
    facts[:] = [f for f in facts if not (f.subject == subject and f.fact == fact)]
    facts.append(LearnedFact(subject=subject, fact=fact, value=value, source=source,
                             turn=state.turn if turn is None else turn))


def learn_character(state: GameState, learner: str, subject: str, facts: tuple[str, ...], source: str) -> None:
    """INFO-2: learn some of a character's facts as they are now (a visit: traits and loyalty)."""
    character = state.characters[subject]
    values = {"traits": list(character.traits), "loyalty": character.loyalty,
              "skills": character.skills.as_dict(), "mood": character.mood}
    for fact in facts:
        learn(state, learner, subject, fact, values[fact], source)


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
