"""What a player may write for each value of an order file, and the order file as the model reads it.

Keys and values are English ids (CONTRACT "Order files"); a Russian player may also write the Russian word the
report shows him — a skill (`управление`), a technology (`медицина`), a decision (`платим`, `отказываемся`),
yes or no (`да`, `нет`), a war order's `отправить` and `взять` — in any letter case, and ids in any letter case
(`Mstislav`); any key in Russian (`KEY_WORDS`: `династия`, `решения`, `кто`, `навык`), once in its place; and
provinces, dynasties and the orders' own members by their names (`WrittenNames`).
`canonical` puts a raw order file into the ids the model validates, and remembers where each
key was written otherwise, so that a problem still points at the player's line. Sections left empty in
block style (`actions:` with nothing under it) are empty, not missing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Set
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from dynasty.game.rules import SKILLS, Rules
from dynasty.text.did_you_mean import fold

#: The decisions of province events (PROV-3, PROV-4) and what may be written for each choice.
CHOICES: dict[str, tuple[str, ...]] = {
    "pay": ("pay", "заплатить", "платить", "платим", "заплатим", "плачу", "оплатить", "оплачиваем", "оплата"),
    "refuse": ("refuse", "отказаться", "отказываемся", "отказываюсь", "отказ", "не платить", "не платим",
               "отклонить", "отклоняем", "не принимать", "не принимаем"),
    "accept": ("accept", "принять", "принимаем", "принимаю", "берём", "взять"),
    "suppress": ("suppress", "подавить", "подавляем", "подавим"),
    "yield": ("yield", "уступить", "уступаем", "уступим", "сдать", "отдать"),
}


def offered_choice(choice: str, language: str) -> str:
    """The word a report or template of `language` offers for a decision's choice: in Russian its Russian word
    (`заплатить`, which the orders take as they take `pay`), in English the id."""
    return CHOICES[choice][1] if language == "ru" and choice in CHOICES else choice


#: The choices of each decision.
DECISION_CHOICES: dict[str, tuple[str, ...]] = {
    "famine": ("pay", "refuse"), "disease": ("pay", "refuse"), "volunteers": ("accept", "refuse"),
    "revolt": ("suppress", "yield"),
}
#: Other spellings of the skills, beside their names in the rules data.
SKILL_WORDS: dict[str, tuple[str, ...]] = {
    "combat": ("бой", "боевое искусство", "война"), "learning": ("знание", "знания", "учёность"),
    "intrigue": ("интриги", "интрига"), "piety": ("набожность", "вера"), "stewardship": ("управление",),
}
#: The names a Russian report gives an action beside its name in the rules data (a die's heading: "Учёба
#: Олега"): the orders take them as they take the name.
ACTION_NAMES: dict[str, tuple[str, ...]] = {"study": ("учёба",), "annul": ("расторжение брака",)}
#: Words a player may write for an action that are not its name: `check` answers them with "did you mean" and
#: the action's name (they are not accepted as they are: each names one action only, as a guess).
ACTION_WORDS: dict[str, tuple[str, ...]] = {
    "study": ("учиться", "самообучение"),  # ё and е are one letter to `fold`
    "mentor": ("наставник", "наставничество", "учитель", "учиться у наставника"),
    "entertain": ("развлечение", "развлечения", "веселье"),
    "isolate": ("изоляция", "заточение", "заточить"),
    "release": ("освобождение", "освободить из изоляции"),
    "abdicate": ("отречение",),
    "create_branch": ("ветвь", "побочная ветвь", "основать ветвь"),
    "name": ("имя", "назвать", "наречь"),
    "visit": ("визиты", "навестить", "посетить", "посещение"),
    "ball": ("дать бал", "пир"),
    "propose_marriage": ("сватовство", "свататься", "сватать", "предложение брака", "предложить брак"),
    "accept_marriage": ("принять предложение", "свадьба", "венчание", "жениться", "выйти замуж"),
    "find_spouse": ("найти жену", "найти мужа", "найти супругу", "поиск супруга"),
    "spy": ("шпионаж", "шпионить", "разведка", "следить"),
    "gossip": ("сплетня", "слухи", "распустить слухи"),
    "assassinate": ("убить", "покушение", "устранить"),
    "donate": ("пожертвовать", "пожертвования", "дар церкви"),
    "annul": ("развод", "развестись"),
    "declare_war": ("война", "объявление войны"),
    "general": ("назначить генерала", "генерал"),
    "offer_peace": ("мир", "предложение мира"),
    "accept_peace": ("принять мир", "перемирие"),
    "recruit": ("набор", "нанять войско", "набрать войско", "вербовка", "набор армии"),
    "disband": ("роспуск", "распустить армию", "распустить"),
    "develop": ("развитие", "развить"),
    "pacify": ("успокоить", "усмирить", "усмирение"),
    "research": ("исследование", "исследовать", "изучить", "изучение"),
}
YES = ("true", "yes", "да", "д")
NO = ("false", "no", "нет", "н")
#: A war order's keys (WAR-2, WAR-5).
WAR_KEYS: dict[str, tuple[str, ...]] = {
    "send": ("send", "отправить", "отправляем", "послать", "посылаем"),
    "take": ("take", "взять", "забрать", "захватить", "берём"),
}

#: The Russian words a player may write for the keys of an order file, each for one key of its place: the
#: sections, the decisions, the parameters of actions and of terms (a war order's keys: `WAR_KEYS`).
KEY_WORDS: dict[str, tuple[str, ...]] = {
    "dynasty": ("династия", "род"), "turn": ("ход",), "decisions": ("решения",), "actions": ("действия",),
    "war": ("война",), "names": ("имена",),
    "famine": ("неурожай", "голод"), "disease": ("болезнь", "мор", "эпидемия"), "volunteers": ("добровольцы",),
    "revolt": ("восстание", "бунт", "мятеж"), "heir": ("наследник",), "regent": ("регент",),
    "by": ("кто", "исполнитель"), "target": ("цель",), "teacher": ("учитель", "наставник"),
    "hired_teacher": ("нанятый учитель", "наёмный учитель"), "skill": ("навык",), "child": ("ребёнок",),
    "name": ("имя",), "spouse": ("супруг", "супруга"), "on": ("против", "на"), "general": ("генерал", "полководец"),
    "to": ("кому",), "from": ("от кого", "от"), "province": ("провинция",), "provinces": ("провинции",),
    "members": ("члены", "участники"), "guests": ("гости",), "head": ("глава",), "agent": ("агент",),
    "mercenary": ("наёмник",), "technology": ("технология",), "coins": ("монеты", "деньги"),
    "points": ("очки", "од"), "bribe": ("взятка",), "army": ("армия", "войско"), "terms": ("условия",),
    "pay": ("платим", "мы платим"), "ask": ("просим", "нам платят"), "vassal": ("вассал",),
    "cede": ("отдаём", "уступаем"), "claim": ("забираем", "требуем"),
}

#: The fields of actions and terms by what they hold.
ID_FIELDS = frozenset({"by", "target", "teacher", "heir", "child", "spouse", "on", "general", "war", "to", "from",
                       "province", "agent", "head", "vassal", "technology"})
ID_LIST_FIELDS = frozenset({"members", "provinces", "guests", "cede", "claim", "take"})
BOOL_FIELDS = frozenset({"mercenary", "double_gossip", "triple_flattery"})
SECTIONS = ("dynasty", "turn", "decisions", "actions", "war", "names")
DECISION_KEYS = ("famine", "disease", "volunteers", "revolt", "heir", "regent")
#: The keys of an action's or terms' parameters.
PARAMS = (*sorted(ID_FIELDS | ID_LIST_FIELDS | BOOL_FIELDS), "skill", "terms", "name", "hired_teacher", "coins",
          "points", "bribe", "army", "pay", "ask")


def key_spellings(key: str) -> tuple[str, ...]:
    """A key and the Russian words a player may write for it."""
    return (key, *KEY_WORDS.get(key, ()))


def _spelled(known: Iterable[str], aliases: Mapping[str, Iterable[str]]) -> dict[str, str]:
    """Every spelling (folded) of the keys of one place to its key, made once: a key's own name first."""
    found = {fold(name): name for name in known}
    for name in known:
        for word in aliases.get(name, ()):
            found.setdefault(fold(word), name)
    return found


_SECTION_KEYS = _spelled(SECTIONS, KEY_WORDS)
_DECISION_KEYS = _spelled(DECISION_KEYS, KEY_WORDS)
_PARAM_KEYS = _spelled(PARAMS, KEY_WORDS)
_WAR_KEYS = _spelled(WAR_KEYS, WAR_KEYS)


@dataclass(frozen=True)
class Vocabulary:
    """Every accepted spelling (folded) of the values a player writes, to its id."""

    skills: Mapping[str, str]
    technologies: Mapping[str, str]
    choices: Mapping[str, str]

    def skill(self, written: str) -> str | None:
        return self.skills.get(fold(written))

    def technology(self, written: str) -> str | None:
        return self.technologies.get(fold(written))

    def choice(self, decision: str, written: str) -> str | None:
        found = self.choices.get(fold(written))
        return found if found in DECISION_CHOICES.get(decision, ()) else None

    def spellings(self, kind: str, value: str) -> list[str]:
        """Every spelling of `value` of a kind (skill, technology, choice), for did-you-mean."""
        table = {"skill": self.skills, "technology": self.technologies, "choice": self.choices}[kind]
        return [word for word, meant in table.items() if meant == value]


@cache
def _vocabulary(skills: tuple[tuple[str, str, str], ...], technologies: tuple[tuple[str, str, str], ...]) -> Vocabulary:
    skill_words: dict[str, str] = {}
    for sid, ru, en in skills:
        for word in (sid, ru, en, *SKILL_WORDS.get(sid, ())):
            skill_words[fold(word)] = sid
    technology_words = {fold(word): tid for tid, ru, en in technologies for word in (tid, ru, en)}
    choice_words = {fold(word): cid for cid, words in CHOICES.items() for word in words}
    return Vocabulary(skill_words, technology_words, choice_words)


def vocabulary(rules: Rules) -> Vocabulary:
    """The spellings of the rules' skills and technologies (their ids, Russian and English names) and of the
    decisions' choices."""
    skills = tuple((sid, rules.skills[sid].ru, rules.skills[sid].en) for sid in SKILLS)  # type: ignore[index]
    technologies = tuple((tid, t.ru, t.en) for tid, t in rules.technologies.items())
    return _vocabulary(skills, technologies)


def boolean(written: Any) -> Any:
    """`да`/`нет` (and true/false, yes/no in any case) as a bool; anything else as it is, for the model to
    refuse."""
    if isinstance(written, str):
        word = fold(written)
        if word in YES:
            return True
        if word in NO:
            return False
    return written


def an_id(written: Any) -> Any:
    """An id in the case ids are written in (lower), without the spaces around it. Ids are Latin: a word in
    another alphabet (a name, as the report shows it) is kept as written, for the message to quote it."""
    if not isinstance(written, str):
        return written
    return written.strip().lower() if written.isascii() else written.strip()


# -- the order file as the model reads it -------------------------------------------------------------------

Path = tuple[str | int, ...]


#: The fields that hold a province's id, or a list of them; a dynasty's id (`target` is a person's but for
#: gossip, so it is not among them).
PROVINCE_FIELDS = frozenset({"province"})
PROVINCE_LIST_FIELDS = frozenset({"provinces", "cede", "claim", "take"})
DYNASTY_FIELDS = frozenset({"on", "to", "from", "war", "vassal"})
#: The fields that hold the id of a member of the orders' own dynasty, or a list of them.
MEMBER_FIELDS = frozenset({"by", "teacher", "heir", "regent", "general", "spouse", "child", "head"})
MEMBER_LIST_FIELDS = frozenset({"members"})


@dataclass(frozen=True)
class WrittenNames:
    """The names a player may write for ids, as his report shows them (folded, to the ids): the game's provinces
    (`Суздаль` for `suzdal`) and dynasties (`Ольговичи`), and each dynasty's own members (`Мстислав`), where an
    order names a member of the orders' own dynasty. A name two of them share is left out (the check then
    says "did you mean"); so are the people of other houses, namesakes being many."""

    provinces: Mapping[str, str] = field(default_factory=dict)
    dynasties: Mapping[str, str] = field(default_factory=dict)
    members: Mapping[str, Mapping[str, str]] = field(default_factory=dict)  # by dynasty

    @staticmethod
    def of(provinces: Mapping[str, str], dynasties: Mapping[str, str],
           members: Mapping[str, Mapping[str, str]] | None = None) -> WrittenNames:
        """From the names by id (the members' by dynasty)."""
        return WrittenNames(_unique(provinces), _unique(dynasties),
                            {did: _unique(names) for did, names in (members or {}).items()})


def _unique(names: Mapping[str, str]) -> dict[str, str]:
    found: dict[str, list[str]] = {}
    for iid, name in names.items():
        found.setdefault(fold(name), []).append(iid)
    return {name: ids[0] for name, ids in found.items() if len(ids) == 1 and name}


@dataclass
class Canonical:
    """A raw order file in ids, and for each key that was written otherwise, where and how: `written` maps
    the key's path in the canonical data to the key as written. `names`: the names it reads as ids."""

    data: dict[Any, Any]
    written: dict[Path, str] = field(default_factory=dict)
    names: WrittenNames = field(default_factory=WrittenNames)
    own: str | None = None  # the orders' dynasty, whose members may be named

    def member(self, written: Any) -> Any:
        """The id of a member of the orders' own dynasty, written as his id or his name."""
        own = self.names.members.get(self.own or "", {})
        return own.get(fold(written), an_id(written)) if isinstance(written, str) else written

    def province(self, written: Any) -> Any:
        """A province's id, written as its id or its name."""
        return self.names.provinces.get(fold(written), an_id(written)) if isinstance(written, str) else written

    def dynasty(self, written: Any) -> Any:
        """A dynasty's id, written as its id or its name."""
        return self.names.dynasties.get(fold(written), an_id(written)) if isinstance(written, str) else written

    def as_written(self, loc: Iterable[str | int]) -> Path:
        """A path of the canonical data as the file writes it."""
        shown: list[str | int] = []
        prefix: Path = ()
        for part in loc:
            prefix = (*prefix, part)
            shown.append(self.written.get(prefix, part))
        return tuple(shown)


def canonical(data: Mapping[Any, Any], rules: Rules, names: WrittenNames | None = None) -> Canonical:
    """The order file with every key and value a player may spell otherwise put into ids (see the module's
    docstring), places and own members also by the names `names` gives. Actions keep their name as written
    (`parse` reads it); what is not understood is left as it is, for the model to say what is wrong."""
    words = vocabulary(rules)
    out = Canonical({}, names=names or WrittenNames())
    own = next((out.dynasty(value) for key, value in data.items()
                if isinstance(key, str) and _SECTION_KEYS.get(fold(key)) == "dynasty"), None)
    out.own = own if isinstance(own, str) else None
    twice = _spelled_twice(data, _SECTION_KEYS)
    for key, value in data.items():
        name = _key(out, (), key, _SECTION_KEYS, twice)
        path: Path = (name,)
        if name == "dynasty":
            out.data[name] = out.dynasty(value)
        elif name == "decisions":
            out.data[name] = _decisions(out, path, value, words)
        elif name == "actions":
            out.data[name] = _actions(out, path, value, words)
        elif name == "war":
            out.data[name] = _war(out, path, value)
        elif name == "names":
            out.data[name] = _ids_as_keys(out, path, value, lambda v: v) if value is not None else {}
        else:
            out.data[name] = value
    return out


def _key(out: Canonical, path: Path, written: Any, spelled: Mapping[str, str], twice: Set[str] = frozenset()) -> Any:
    """A key as the model names it: any of its spellings (`spelled`, folded: its name in any letter case, its
    Russian words); else as written. Where it was written otherwise is remembered. A key its mapping spells
    twice (`twice`: `actions:` and `действия:`) is left as written for each spelling but its own name: the model
    says the other is not a field, rather than one silently replacing the other."""
    if not isinstance(written, str):
        return written
    folded = fold(written)
    name = spelled.get(folded)
    if name is None:
        return written
    if folded != fold(name) and name in twice:
        return written
    if name != written:
        out.written[(*path, name)] = written
    return name


def _spelled_twice(mapping: Mapping[Any, Any], spelled: Mapping[str, str]) -> set[str]:
    """The keys (as the model names them) that a mapping writes in more than one spelling, found once for the
    mapping, not again for each of its keys (a file may hold many thousands)."""
    seen: set[str] = set()
    twice: set[str] = set()
    for key in mapping:
        name = spelled.get(fold(key)) if isinstance(key, str) else None
        if name is not None:
            (twice if name in seen else seen).add(name)
    return twice


def _ids_as_keys(out: Canonical, path: Path, value: Any, convert: Any, key_id: Any = an_id) -> Any:
    """A mapping whose keys are ids (provinces, dynasties, children): the keys as `key_id` reads them (in
    lower case, a place also by its name)."""
    if not isinstance(value, Mapping):
        return value
    result: dict[Any, Any] = {}
    for key, item in value.items():
        cid = key_id(key) if isinstance(key, str) else key
        if cid != key:
            out.written[(*path, cid)] = key
        result[cid] = convert(item)
    return result


def _decisions(out: Canonical, path: Path, value: Any, words: Vocabulary) -> Any:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        return value
    result: dict[Any, Any] = {}
    twice = _spelled_twice(value, _DECISION_KEYS)
    for key, item in value.items():
        kind = _key(out, path, key, _DECISION_KEYS, twice)
        if kind in DECISION_CHOICES:
            result[kind] = {} if item is None else _ids_as_keys(
                out, (*path, kind), item, lambda v, k=kind: _choice(v, k, words), out.province)
        elif kind in ("heir", "regent"):
            result[kind] = out.member(item)
        else:
            result[kind] = item
    return result


def _choice(written: Any, decision: str, words: Vocabulary) -> Any:
    if isinstance(written, bool) or not isinstance(written, str):
        return written
    return words.choice(decision, written) or written


def _actions(out: Canonical, path: Path, value: Any, words: Vocabulary) -> Any:
    if value is None:
        return []
    if not isinstance(value, list):
        return value
    result: list[Any] = []
    for index, item in enumerate(value):
        if isinstance(item, Mapping) and len(item) == 1:
            name, params = next(iter(item.items()))
            result.append({name: _params(out, (*path, index, name), params, words)})
        else:
            result.append(item)
    return result


def _params(out: Canonical, path: Path, value: Any, words: Vocabulary) -> Any:
    if not isinstance(value, Mapping):
        return value
    result: dict[Any, Any] = {}
    twice = _spelled_twice(value, _PARAM_KEYS)
    for key, item in value.items():
        name = _key(out, path, key, _PARAM_KEYS, twice)
        result[name] = _value(out, (*path, name), name, item, words)
    return result


def _value(out: Canonical, path: Path, name: Any, value: Any, words: Vocabulary) -> Any:
    if name == "skill" and isinstance(value, str):
        return words.skill(value) or value
    if name == "technology" and isinstance(value, str):
        return words.technology(value) or an_id(value)
    if name in PROVINCE_FIELDS:
        return out.province(value)
    if name in DYNASTY_FIELDS:
        return out.dynasty(value)
    if name in MEMBER_FIELDS:
        return out.member(value)
    if name in ID_FIELDS:
        return an_id(value)
    if name in ID_LIST_FIELDS:
        read = out.province if name in PROVINCE_LIST_FIELDS else out.member if name in MEMBER_LIST_FIELDS else an_id
        return [read(v) for v in value] if isinstance(value, list) else ([] if value is None else value)
    if name in BOOL_FIELDS:
        return boolean(value)
    if name == "terms":
        if value is None:
            return {}
        return _params(out, path, value, words) if isinstance(value, Mapping) else value
    return value


def _war(out: Canonical, path: Path, value: Any) -> Any:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        return value
    result: dict[Any, Any] = {}
    for key, order in value.items():
        did = out.dynasty(key) if isinstance(key, str) else key
        if did != key:
            out.written[(*path, did)] = key
        if order is None:
            result[did] = {}
        elif isinstance(order, Mapping):
            inner: dict[Any, Any] = {}
            twice = _spelled_twice(order, _WAR_KEYS)
            for k, v in order.items():
                name = _key(out, (*path, did), k, _WAR_KEYS, twice)
                inner[name] = ([out.province(x) for x in v] if isinstance(v, list) else [] if v is None else v) \
                    if name == "take" else v
            result[did] = inner
        else:
            result[did] = order
    return result
