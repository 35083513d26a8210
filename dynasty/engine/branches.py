"""Cadet branches (BRANCH-1 .. BRANCH-10, ACT-create_branch) and the Cunning head's relief (TRAIT-cunning)."""

from __future__ import annotations
