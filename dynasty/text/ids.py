"""Ids from names: lowercase Latin, stable, unique (CONTRACT: ids are shown next to every name)."""

from __future__ import annotations

import re
from collections.abc import Container

_CYRILLIC = {
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "yo", "ж": "zh", "з": "z", "и": "i",
    "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t",
    "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y",
    "ь": "", "э": "e", "ю": "yu", "я": "ya",
}


def slug(text: str) -> str:
    """'Всеволод Большое Гнездо' → 'vsevolod-bolshoe-gnezdo'."""
    latin = "".join(_CYRILLIC.get(ch, ch) for ch in text.lower())
    cleaned = re.sub(r"[^a-z0-9]+", "-", latin).strip("-")
    if not cleaned or not cleaned[0].isalpha():
        cleaned = "x-" + cleaned if cleaned else "x"
    return cleaned


def unique_id(base: str, taken: Container[str]) -> str:
    """`base`, or `base-2`, `base-3` ... whichever is free."""
    if base not in taken:
        return base
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"
