"""The rulebook's terms in Russian text: one word for one thing (issue 26). Each entry: the chosen term, and the
patterns of the words that must not stand for it (lower case, matched at a word's start)."""

from __future__ import annotations

TERMS: dict[str, tuple[str, ...]] = {
    "настроение главы": ("правящ",),           # the rulebook: "удвоенное настроение главы"
    "летопись": ("хроник",),                   # the public report
    "кубик": ("кость", "кости", "костей"),     # a die ("1к6")
    "битва": ("сражени",),                     # the rulebook: "битва"
    "N репутации": ("очков репутации", "очка репутации", "очко репутации"),
    "код": ("идентификатор",),
}
#: Where a forbidden word is a different thing: (pattern, the text around it).
ALLOWED: tuple[tuple[str, str], ...] = ()
