"""The turn engine: one module per step of the rulebook's turn (TURN-2, TURN-3), run by `turn.resolve`."""

#: The actions that later issues bring; until then `check` warns and `resolve` reports each "not available",
#: at no cost. Remove an id from here when its `resolve_<action>` is written.
NOT_AVAILABLE: frozenset[str] = frozenset({
    "declare_war", "general", "offer_peace", "accept_peace",
})
