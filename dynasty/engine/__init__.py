"""The turn engine: one module per step of the rulebook's turn (TURN-2, TURN-3), run by `turn.resolve`."""
