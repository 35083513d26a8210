"""The turn engine: one module per step of the rulebook's turn (TURN-2, TURN-3), run by `turn.resolve`."""

#: Every action of the rules is resolved; kept empty for the callers that still ask (the bot), to go.
NOT_AVAILABLE: frozenset[str] = frozenset()
