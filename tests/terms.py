"""The rulebook's terms in Russian text: one word for one thing (issue 26). Each entry: the chosen term, and the
patterns of the words that must not stand for it (lower case, matched at a word's start)."""

from __future__ import annotations

#: What may follow a word: a pattern below that ends in one of them matches that word and no longer one.
_WORD_ENDS = (" ", ",", ".", ":", ";", ")", "»", "!", "?", "\n")

TERMS: dict[str, tuple[str, ...]] = {
    "настроение главы": ("правящ",),           # the rulebook: "удвоенное настроение главы"
    "летопись": ("хроник",),                   # the public report
    "кубик": ("кость", "кости", "костей"),     # a die ("1к6")
    "битва": ("сражени",),                     # the rulebook: "битва"
    "N репутации": ("очков репутации", "очка репутации", "очко репутации"),
    "код": ("идентификатор",),
    # the rulebook never calls a dynasty «дом» (one's kin is «род»: «из рода Ольговичей»); each form of «дом»
    # ends where the word does, so that «домашний» or «домен» is not caught
    "династия": ("дому", "домом", "домам", "домах", "домой",
                 *(form + end for form in ("дом", "дома", "доме", "домов") for end in _WORD_ENDS)),
    "армия": ("войск",),                       # the rulebook: «армия», never «войско»
}
#: Where a forbidden word is a different thing: (pattern, the text around it).
ALLOWED: tuple[tuple[str, str], ...] = (
    # the names of two actions in the rules data (`recruit`, `disband`), which the orders take as they are
    (r"набор войска", "«Набор войска»"),
    (r"распустить войско", "«Распустить войско»"),
)
