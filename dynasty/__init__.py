"""Dynasty Struggle (Борьба Династий): the turn processor for a forum strategy game."""

__version__ = "0.1.0"
