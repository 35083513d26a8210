"""Marriages between dynasties (MAR-1 .. MAR-8, ACT-propose_marriage, ACT-accept_marriage, ACT-annul):
proposals, the handshake, terms (dowry, vassalage), and annulment."""

from __future__ import annotations
