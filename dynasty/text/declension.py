"""Russian names in the cases a sentence needs (против Белозерских, к Милаве, в Суздале).

A scenario may give the forms of a name itself; otherwise the morphology library pymorphy3, with its
dictionary of Russian, declines it — loaded only when a Russian text first needs the case of a name not
declined before: the forms found are kept between runs (`dynasty.kept`), so a turn of a game whose names
are known loads no dictionary. A name it cannot
read with confidence gets no forms: the sentence then puts it in the nominative behind a word that takes
the case (`дома «Х»`, `провинции «Х»`). A name in Latin letters is not declined, as Russian leaves foreign
names as they are.
"""

from __future__ import annotations

import atexit
import gc
import pickle
import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any, Literal

from dynasty import kept

Case = Literal["gen", "dat", "acc", "ins", "prep"]
CASES: tuple[Case, ...] = ("gen", "dat", "acc", "ins", "prep")
#: Our case names and pymorphy3's grammemes.
_GRAMMEME: dict[Case, str] = {"gen": "gent", "dat": "datv", "acc": "accs", "ins": "ablt", "prep": "loct"}
#: What a name is: a person (of a sex), a house (a dynasty) or a land (a province).
Kind = Literal["person", "house", "land"]

_CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)
_WORD = re.compile(r"[А-Яа-яЁё]+")


@cache
def _analyzer() -> Any:
    import pymorphy3  # type: ignore[import-untyped]

    return pymorphy3.MorphAnalyzer(lang="ru")


def _restore_case(model: str, word: str) -> str:
    """The inflected `word` (lowercase from the library) spelt as `model` is: Capitalised, or UPPER."""
    if model.isupper() and len(model) > 1:
        return word.upper()
    if model[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


def _wanted(kind: Kind, sex: str | None, tag: Any) -> bool:
    """Whether a reading of the name fits what it names: a person of this sex in the singular, a house in
    the plural (Ярославичи, Белозерские), a land in the singular — a noun, or an adjective of a name of several
    words (Новгород-Северский, Старая Русса)."""
    if "nomn" not in tag:
        return False
    if kind == "person":
        gender = "femn" if sex == "f" else "masc"
        return "sing" in tag and (gender in tag or "ms-f" in tag) and tag.POS == "NOUN"
    if kind == "house":
        return "plur" in tag and tag.POS in ("NOUN", "ADJF")
    return "sing" in tag and tag.POS in ("NOUN", "ADJF")


_PROPER = frozenset({"Name", "Surn", "Patr", "Geox"})
#: How the library reads a word it does not know: by an ending alone it may be wrong, so such a reading is
#: trusted only for a proper name (Ольговичи: a patronymic by its ending).
_GUESSED = frozenset({"KnownSuffixAnalyzer", "UnknownAnalyzer", "HyphenAdverbAnalyzer"})


def _trusted(reading: Any, kind: Kind) -> bool:
    """A dictionary's reading, or a guessed one of a proper name — but not a guessed indeclinable surname for a
    first name (Василько is not Шевченко: it is declined by its ending, Василька)."""
    guessed = any(type(step[0]).__name__ in _GUESSED for step in reading.methods_stack)
    if guessed and kind == "person" and "Fixd" in reading.tag:
        return False
    return not guessed or bool(_PROPER & set(reading.tag.grammemes))


#: After these letters Russian writes и, not ы, and е, not о, in an unstressed ending (Малуши, Малушей).
_HUSHING = "жшчщц"


def _regular_person_forms(word: str, sex: str | None) -> dict[Case, str] | None:
    """A Russian personal name the dictionary does not know, declined as names of its ending are: in -а/-я,
    a woman's or a man's (Малуша: Малуши, Малуше, Малушу, Малушей); a man's ending in a consonant, -й or -ь
    (Ратмир: Ратмира ...; Ингварь: Ингваря ...), or in -ко, as the old names Василько, Володимерко (Василька,
    Васильку, Васильком). Other endings are left to the nominative (Бланш, Бруно)."""
    low = word.lower()
    stem, last = low[:-1], low[-1:]
    forms: dict[Case, str]
    if last == "а":
        soft = stem[-1:] in "гкхжшчщ"
        forms = {"gen": stem + ("и" if soft else "ы"), "dat": stem + "е", "acc": stem + "у",
                 "ins": stem + ("ей" if stem[-1:] in _HUSHING else "ой"), "prep": stem + "е"}
    elif last == "я":
        ending_ia = stem.endswith("и")
        forms = {"gen": stem + "и", "dat": stem + ("и" if ending_ia else "е"), "acc": stem + "ю", "ins": stem + "ей",
                 "prep": stem + ("и" if ending_ia else "е")}
    elif sex == "f":
        return None
    elif last in "йь":
        forms = {"gen": stem + "я", "dat": stem + "ю", "acc": stem + "я", "ins": stem + "ем", "prep": stem + "е"}
    elif low.endswith("ко"):
        forms = {"gen": stem + "а", "dat": stem + "у", "acc": stem + "а", "ins": stem + "ом", "prep": stem + "е"}
    elif last in "бвгдзклмнпрстфх":
        forms = {"gen": low + "а", "dat": low + "у", "acc": low + "а", "ins": low + "ом", "prep": low + "е"}
    else:
        return None
    return {case: _restore_case(word, form) for case, form in forms.items()}


def _regular_house_forms(word: str) -> dict[Case, str] | None:
    """A house the dictionary does not know, named in the plural as Russian names houses: by its founder
    (Всеволодичи: Всеволодичей, Всеволодичам, Всеволодичами, Всеволодичах) or by its land (Белозерские,
    Белые: Белозерских, Белых). Other names get a word before them (дома «Х»)."""
    low = word.lower()
    if low.endswith("чи"):
        stem, endings = low[:-1], ("ей", "ам", "ей", "ами", "ах")
    elif low.endswith(("ие", "ые")):
        stem, vowel = low[:-2], low[-2]
        endings = (vowel + "х", vowel + "м", vowel + "х", vowel + "ми", vowel + "х")
    else:
        return None
    return {case: _restore_case(word, stem + ending) for case, ending in zip(CASES, endings, strict=True)}


#: A town named like a surname (Микулин, Туров, Юрьев) says -ом where the surname says -ым: под Микулином.
_SURNAME_LIKE = re.compile(r"(ов|ев|ёв|ин|ын)$")


def _best(kind: Kind, readings: list[Any]) -> Any:
    """The reading a name is declined by: a noun before an adjective; for a land a place (Geox: Владимир the
    town, not the man), for the rest a proper name (Name, Surn, Patr, Geox); then the library's own order."""
    def rank(reading: Any) -> tuple[int, int]:
        grammemes = set(reading.tag.grammemes)
        proper = "Geox" in grammemes if kind == "land" else bool(_PROPER & grammemes)
        return (reading.tag.POS != "NOUN", not proper)
    return min(readings, key=rank)


def _word_forms(word: str, kind: Kind, sex: str | None) -> dict[Case, str] | None:
    readings = [p for p in _analyzer().parse(word.lower()) if _wanted(kind, sex, p.tag) and _trusted(p, kind)]
    if not readings:
        return (_regular_person_forms(word, sex) if kind == "person" else
                _regular_house_forms(word) if kind == "house" else None)
    reading = _best(kind, readings)
    if "Fixd" in reading.tag:  # an indeclinable name (Луи)
        return {case: word for case in CASES}
    first_declension = word.lower().endswith(("а", "я"))
    forms: dict[Case, str] = {}
    for case in CASES:
        grammemes = {_GRAMMEME[case]}
        if case == "acc" and kind == "land" and reading.tag.gender != "femn":
            forms[case] = word  # a town is no person: захватил Владимир, Микулин, Новгород-Северский
            continue
        # people are animate: the accusative of a man or of a house is its genitive (Ратибора, Белозерских);
        # a man's name in -а/-я takes -у/-ю as a woman's does (Никиту, Илью)
        if case == "acc" and (kind == "house" or (kind == "person" and sex != "f" and not first_declension)):
            grammemes = {_GRAMMEME["gen"]}
        inflected = reading.inflect(grammemes)
        if inflected is None:
            return None
        forms[case] = _restore_case(word, inflected.word)
    if kind == "land" and "Surn" in reading.tag and _SURNAME_LIKE.search(word.lower()):
        forms["ins"] = word + "ом"
    return forms


# -- what earlier runs found ---------------------------------------------------------------------------------

#: The forms and genders found in earlier runs, by (what was asked, name, kind, sex); loaded when first needed.
_found: dict[tuple[str, str, str, str | None], Any] = {}
_learned: dict[tuple[str, str, str, str | None], Any] = {}  # found in this run, to keep at its end
_loaded: list[bool] = []


#: This module's code as it was loaded: a run that ends after the module was edited keeps what it found under
#: the name of the code that found it, never of the edited one.
_CODE = Path(__file__).read_bytes()


def _library_key() -> bytes:
    """What the forms depend on: this module's code and the installed library and dictionary (their files'
    sizes and times, read without importing them)."""
    from importlib.util import find_spec

    parts = [_CODE]
    for package in ("pymorphy3", "pymorphy3_dicts_ru"):
        spec = find_spec(package)
        origin = Path(spec.origin) if spec is not None and spec.origin else None
        if origin is not None and origin.exists():
            stat = origin.stat()
            parts.append(f"{origin}:{stat.st_size}:{stat.st_mtime_ns}".encode())
    return b"\0".join(parts)


@cache
def _kept_name() -> str:
    return f"declensions.{kept.digest(_library_key())}.pickle"


def _places() -> list[Path]:
    return kept.folders(Path(__file__).resolve().parent, "declensions")


def _remembered(key: tuple[str, str, str, str | None]) -> tuple[bool, Any]:
    """(True, what an earlier run found for `key`), or (False, None)."""
    if not _loaded:
        _loaded.append(True)
        data = kept.read(_places(), _kept_name())
        if data is not None:
            collecting = gc.isenabled()
            gc.disable()
            try:
                found = pickle.loads(data)
                if isinstance(found, dict):
                    _found.update(found)
            except Exception:  # a truncated or foreign file: decline again
                pass
            finally:
                if collecting:
                    gc.enable()
    if key in _found:
        return True, _found[key]
    return False, None


def _remember(key: tuple[str, str, str, str | None], value: Any) -> None:
    if not _learned:
        atexit.register(_keep)
    _learned[key] = value


def _keep() -> None:
    """At the end of a run, keep what it found with what earlier runs found (another run may have kept more
    meanwhile: both are kept)."""
    places = _places()
    data = kept.read(places, _kept_name())
    known: dict[Any, Any] = {}
    try:
        earlier = pickle.loads(data) if data is not None else {}
        known.update(earlier if isinstance(earlier, dict) else {})
    except Exception:
        pass
    known.update(_found)
    known.update(_learned)
    kept.keep(places, _kept_name(), pickle.dumps(known, protocol=pickle.HIGHEST_PROTOCOL),
              stale="declensions.*.pickle")


@cache
def declined(name: str, kind: Kind, sex: str | None = None) -> Mapping[Case, str] | None:
    """The forms of `name` in the five oblique cases, or None when they are not known with confidence. A
    name of several words is declined word by word (Большое Гнездо); a name in Latin letters keeps its
    form in every case."""
    if not _CYRILLIC.search(name):
        return {case: name for case in CASES}
    key = ("forms", name, kind, sex)
    known, forms = _remembered(key)
    if not known:
        forms = _declined(name, kind, sex)
        _remember(key, forms)
    return forms  # type: ignore[no-any-return]


#: What follows a name and keeps its form: a number (Всеволодичи II, of a scaled game) or a branch's founder
#: in brackets (Ярославичи (Мстислав)): от падения Всеволодичей II, против Ярославичей (Мстислав).
_TAIL = re.compile(r"(\s+(\([^()]*\)|[IVXLC]+|\d+))+$")


def _declined(name: str, kind: Kind, sex: str | None) -> dict[Case, str] | None:
    tail = _TAIL.search(name)
    if tail is not None and tail.start() > 0:
        head = _declined(name[:tail.start()], kind, sex)
        return None if head is None else {case: form + tail.group() for case, form in head.items()}
    words = _WORD.findall(name)
    if not words or "".join(words) != re.sub(r"[\s-]", "", name):
        return None
    per_word = [_word_forms(word, kind, sex) for word in words]
    if any(forms is None for forms in per_word):
        return None
    parts = _WORD.split(name)  # the separators between the words, kept as they are
    result: dict[Case, str] = {}
    for case in CASES:
        pieces = [parts[0]]
        for forms, separator in zip(per_word, parts[1:], strict=True):
            assert forms is not None
            pieces += [forms[case], separator]
        result[case] = "".join(pieces)
    return result


def house_gender(name: str) -> str:
    """A house named in the plural (Ярославичи, Белозерские) agrees in the plural; otherwise in the
    masculine singular, as "дом"."""
    if not _CYRILLIC.search(name):
        return "m"
    return "pl" if re.search(r"(ие|ые|ичи|ы|и)$", _TAIL.sub("", name.strip()).lower()) else "m"


@cache
def land_gender(name: str) -> str:
    """The gender of a province's name (Суздаль восстал, Тверь восстала): `m`, `f` or `n`; `m` when unsure
    or not Russian."""
    words = _WORD.findall(name)
    if not _CYRILLIC.search(name) or not words:
        return "m"
    key = ("gender", words[-1], "land", None)
    known, gender = _remembered(key)
    if not known:
        gender = _land_gender(words[-1])
        _remember(key, gender)
    return str(gender)


def _land_gender(word: str) -> str:
    readings = [p for p in _analyzer().parse(word.lower()) if _wanted("land", None, p.tag) and _trusted(p, "land")]
    if not readings:
        return "m"
    tag = _best("land", readings).tag
    return "f" if "femn" in tag else "n" if "neut" in tag else "m"
