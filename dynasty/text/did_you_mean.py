"""Did you mean: the id a person most likely meant when what he wrote names nothing.

Players write ids from memory: in another letter case (`Mstislav`), without the house that generated ids
carry (`rogneda` for `rogneda-yaroslavichi`), with `_` for `-`, as the name the report shows (`Рогнеда`,
`Медицина`), or with a typo. `closest` tries these in that order, each over every candidate, so that an id
found by a plainer road is never passed over for a typo's guess.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from functools import lru_cache

#: Cyrillic letters that look like Latin ones: a player who switches keyboard layouts mid-word writes them.
_LOOKALIKES = str.maketrans("асеорхуіјкмтвн", "aceopxyijkmtbh")
_LATIN = re.compile("[a-z]")
_CYRILLIC = re.compile("[а-я]")


@lru_cache(maxsize=1 << 16)  # the same ids and names are folded for every word a file misspells
def fold(word: str) -> str:
    """A word as spellings are compared: lower case, ё as е, `_` and `-` as spaces, spaces collapsed; in a word
    of Latin letters, a Cyrillic letter that looks Latin is read as the Latin one (`tаrget`, with a Cyrillic а)."""
    folded = " ".join(word.lower().replace("ё", "е").replace("_", " ").replace("-", " ").split())
    if _LATIN.search(folded) and _CYRILLIC.search(folded):
        folded = " ".join(part.translate(_LOOKALIKES) if _LATIN.search(part) else part for part in folded.split(" "))
    return folded


def closest(written: str, candidates: Mapping[str, Iterable[str]]) -> str | None:
    """The candidate id (a key of `candidates`, in their order of preference) that `written` most likely
    means; its values are other spellings of it (names in each language). None when nothing is close."""
    if not written.strip():
        return None
    wanted = fold(written)
    spellings = {cid: [fold(s) for s in names if s] for cid, names in candidates.items()}
    folded = {cid: fold(cid) for cid in candidates}
    for cid, folded_id in folded.items():  # the id in another case, or with `_` for `-`
        if folded_id == wanted:
            return cid
    for cid, names in spellings.items():  # the name shown in the report
        if wanted in names:
            return cid
    for cid, folded_id in folded.items():  # a generated id without its house: rogneda → rogneda-yaroslavichi
        if folded_id.startswith(wanted + " "):
            return cid
    ids = {folded_id: cid for cid, folded_id in folded.items()}
    close = difflib.get_close_matches(wanted, list(ids), n=1, cutoff=0.7)
    if close:
        return ids[close[0]]
    firsts = {folded_id.split(" ")[0]: cid for cid, folded_id in reversed(list(folded.items()))}
    close = difflib.get_close_matches(wanted, list(firsts), n=1, cutoff=0.75)
    if close:
        return firsts[close[0]]
    by_name = {name: cid for cid, folded in reversed(list(spellings.items())) for name in folded}
    close = difflib.get_close_matches(wanted, list(by_name), n=1, cutoff=0.75)
    return by_name[close[0]] if close else None
