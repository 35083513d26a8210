"""The vocabulary of a report, in Russian and English (CONTRACT "Reports": `turns/game.yaml` chooses): the
words for ids, names by id, dice as players write them, and `Words`, which the sentences of `sentences_home`,
`sentences_affairs` and `texts` speak through.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from dynasty.game.named import StateNames, state_names
from dynasty.game.rules import Rules, default_rules
from dynasty.game.state import GameState
from dynasty.orders.messages import Language
from dynasty.text.catalogs import Named, has_message, message

Names = Callable[[str], Named]

#: The ids the view-models and outcomes carry that have a word of their own (roles, statuses, relations, facts,
#: event kinds, decisions and their choices, section titles, groups of actions): each is the message
#: `report-label-<key>` of the catalog (`locales/*/report.ftl`, a dot of the key written as a dash).
LABELS: frozenset[str] = frozenset({
    "head", "regent", "general", "child", "isolated", "ally", "enemy", "attacker", "defender",
    "traits", "loyalty", "skills", "mood", "balance", "army", "technologies",
    "none", "famine", "disease", "volunteers", "revolt", "pay", "refuse", "accept", "suppress", "yield",
    "turn", "era", "ap", "treasury", "reputation", "happened", "members", "provinces", "decisions", "wars",
    "others", "known", "family_tree", "template", "dice", "chronicle", "ap_spent", "defaults",
    "technologies_title", "age", "father", "mother", "yield_", "lord",
    "group.household", "group.church", "group.intrigue", "group.diplomacy", "group.learning", "group.provinces",
    "group.military",
})


def label(key: str, language: Language) -> str:
    """The word for an id the view-models carry; the id itself when there is none."""
    if key not in LABELS:
        return key
    return message(language, "report-label-" + key.replace(".", "-"))


def display_names(state: GameState) -> Names:
    """The names of the state's characters, houses and provinces, by id (`named.state_names`)."""
    return state_names(state)


_DICE = re.compile(r"\b(\d*)d(\d+)\b")


def dice_notation(dice: str, language: Language) -> str:
    """Dice as the players of the language write them: 2d6, in Russian 2к6."""
    return _DICE.sub(r"\1к\2", dice) if language == "ru" else dice


def signed(n: int) -> str:
    """+3, −2, 0 (a true minus sign; never "−0", whatever zero it is given)."""
    n = int(n)
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def person_trait(language: Language, trait_id: Any, name: str, who: Any = None) -> str:
    """A trait's `name` in the rules names it as a thing («черта «Вспыльчивый»»); named for a person (`who`, a
    `Named` person), the catalog's `report-trait-<id>` makes it agree with his or her sex (Анна «Вспыльчивая»)."""
    key = "report-trait-" + str(trait_id).replace("_", "-")
    if not isinstance(who, Named) or who.kind != "person" or not has_message(language, key):
        return name
    return message(language, key, {"trait": name, "who": who})


class Words:
    """The vocabulary of one report: its language, its names and the rules' names of things; and the state its
    names are of (`state`, None when the names are a plain list), where a sentence finds a figure its outcome
    does not carry — only a fact of what the outcome names, that its readers may know (`reports/fog.py`); and
`reader`, the house whose report it is (None: the chronicle and the GM's report), which the report addresses
as «вы» and every other house in the third person."""

    def __init__(self, language: Language, names: Names, rules: Rules | None = None,
                 state: GameState | None = None, reader: str | None = None) -> None:
        self.language: Language = "ru" if language == "ru" else "en"
        self.ru = self.language == "ru"
        self.names = names
        self.rules = rules if rules is not None else default_rules()
        self.state = state if state is not None else names.state if isinstance(names, StateNames) else None
        self.reader = reader

    def yours(self, house_id: Any) -> str:
        """"yes" when `house_id` is the reader's house (the catalog then says «вы», «ваш»), else "no"."""
        return "yes" if self.reader is not None and house_id == self.reader else "no"

    def deed(self, action_id: Any, by: Any = None, *, doer: Any = None) -> str:
        """The deed an action is (ACT-*), as a sentence about people names it — «сватовства Рогнеды», «the search
        for a spouse» — rather than by its number in the orders, which players do not count. The deed agrees with
        who does it, `by` (named after it) or `doer` (named elsewhere in the sentence): «поиска супруги» of a man."""
        key = f"home-deed-{str(action_id).replace('_', '-')}"
        who = by if by not in (None, "") else doer
        named = self.n(who) if who not in (None, "") else None
        sex = named.gender if isinstance(named, Named) and named.kind == "person" else "unknown"
        deed = self.t(key, sex=sex) if has_message(self.language, key) \
            else self.t("home-deed", action=self.action(action_id))
        if by is None or by == "":
            return self.t("home-deed-alone", deed=deed)
        return self.t("home-deed-by", deed=deed, by=self.n(by))

    def say(self, en: str, ru: str, **params: Any) -> str:
        return (ru if self.ru else en).format(**params)

    def n(self, entity_id: Any) -> Named | str:
        """The name of an id, for a sentence; '—' for none."""
        if entity_id is None or entity_id == "":
            return "—"
        return self.names(str(entity_id))

    def t(self, message_id: str, **args: Any) -> str:
        """The catalog's sentence `message_id` in the report's language (`dynasty.text.catalogs`); a fact the outcome
        lacks reads "?", so that a malformed outcome still gives a sentence."""
        return message(self.language, message_id, {k: "?" if v is None else v for k, v in args.items()})

    def names_in(self, text: str, entity_id: Any) -> bool:
        """Whether a sentence names `entity_id` in any of its forms (Ярославичи, Ярославичей, Ярославичам ...)."""
        named = self.n(entity_id)
        forms = {str(named)}
        if isinstance(named, Named) and self.ru:
            forms |= {named.case(case) for case in ("gen", "dat", "acc", "ins", "prep")}
        return any(form in text for form in forms)

    def many(self, ids: Sequence[Any] | None) -> str:
        """Names joined by commas; two namesakes of the list are told apart by their houses."""
        named = [self.n(i) for i in ids or []]
        counts = Counter(str(n) for n in named)
        return ", ".join(self.t("home-namesake", who=n, dynasty=n.house)
                         if isinstance(n, Named) and n.house is not None and counts[str(n)] > 1 else str(n)
                         for n in named) or "—"

    def name(self, entity_id: Any) -> str:
        """The name of an id in the nominative."""
        named = self.n(entity_id)
        return named.text if isinstance(named, Named) else named

    def _named(self, table: Mapping[Any, Any], key: Any) -> str:
        entity = table.get(str(key))
        return str(key) if entity is None else str(entity.name_in(self.language))

    def action(self, action_id: Any) -> str:
        if action_id in self.rules.actions.ids():
            rule = self.rules.actions.get(str(action_id))
            return rule.name_in(self.language)
        return str(action_id)

    def skill(self, skill_id: Any) -> str:
        return self._named(self.rules.skills, skill_id)

    def trait(self, trait_id: Any, who: Named | str | None = None) -> str:
        """A trait by its rules' name; for a person (`who`, a `Named` person) in the form of his or her sex."""
        return person_trait(self.language, trait_id, self._named(self.rules.traits, trait_id), who)

    def traits(self, trait_ids: Sequence[Any] | None, who: Named | str | None = None) -> str:
        """A person's traits, joined by commas, each agreeing with him or her; '' for none."""
        return ", ".join(self.trait(t, who) for t in trait_ids or [])

    def technology(self, tech_id: Any) -> str:
        return self._named(self.rules.technologies, tech_id)

    def era(self, era_id: Any) -> str:
        return self._named(self.rules.eras, era_id)

    def label(self, key: str) -> str:
        return label(key, self.language)

    def coins(self, n: int) -> str:
        """"21 монета", "5 coins": a sum standing alone (in a sentence, the catalog declines it itself)."""
        return self.t("home-coins", n=n)

    def soldiers(self, n: int) -> str:
        return self.t("home-soldiers", n=n)

    def turns(self, n: int) -> str:
        return self.t("home-turns", n=n)

    def check(self, p: Mapping[str, Any], action: str | None = None) -> str:
        """A skill check told as a game master tells it: "выпало 4, Интриги 3, +1 за эпоху — всего 8, а нужно было 8"
        (the bonus is the era's, ERA-2). `action`, the action the check is of (the outcome's kind), names its
        skill; without it the skill is just "навык"."""
        if "roll" not in p or "tn" not in p:
            return ""
        skill = self.rules.actions.get(action).skill if action in self.rules.actions.ids() else None
        bonus = int(p.get("bonus", 0) or 0)
        facts = {"roll": p["roll"], "skill": self.skill(skill) if skill else self.t("home-check-skill"),
                 "value": p.get("skill", 0), "total": p.get("total"), "tn": p["tn"],
                 "result": "success" if p.get("success") else "failure"}
        if bonus:
            return self.t("home-check-bonus", bonus=signed(bonus), **facts)
        return self.t("home-check", **facts)

    def house_in(self, case: str, house_id: Any) -> str:
        """A house's name in a case, for a list of names ("против Ольговичей, Галицких")."""
        return self.t(f"home-house-{case}", dynasty=self.n(house_id))

    def quoted_actions(self, action_ids: Sequence[Any]) -> str:
        """Actions' names as a list: «Слежка», «Сплетни» и «Заговор» in Russian."""
        return self.listed([self.t("home-action-quoted", action=self.action(a)) for a in action_ids])

    def listed(self, items: Sequence[str]) -> str:
        """Items as a list reads, the last after «и»: «Ярославичи, Галицкие и Рязанские»; '—' for none."""
        if len(items) < 2:
            return "".join(items) or "—"
        return self.t("home-list-and", first=", ".join(items[:-1]), last=items[-1])



#: How a kind of outcome is told: the report's words, the dynasty the outcome is of, its facts.
Say = Callable[[Words, str | None, dict[str, Any]], str]
