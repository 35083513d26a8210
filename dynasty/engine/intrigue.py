"""Intrigue (ACT-spy, ACT-gossip, ACT-conspiracy, ACT-assassinate): checks, discovery, penalties (ALLY-4),
and the traits that bear on them (Honest, Paranoid, Devoted, Insidious, Cunning)."""

from __future__ import annotations
