"""The reports' view-models (CONTRACT "Reports"): what a dynasty knows, what the chronicle tells, what the
GM sees — as data. The JSON report is the dynasty view-model dumped as is; the templates only render these
models and compute no game fact.

Fog of war is a security property: a `DynastyReport` holds, about another dynasty, only its public facts
(INFO-3) and what the reader learned (INFO-2, INFO-4), never a hidden fact.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict


class View(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)


class NameView(View):
    """How the report names an id it refers to (a character, house or province), so that its text can say the
    name, decline it and agree with it: its name, what it is (person, house, land), a person's sex, and the
    forms of the name a scenario gave. Names and sexes are public (INFO-3)."""

    name: str
    kind: str  # person | house | land
    sex: str | None = None
    forms: dict[str, str] = {}


class DiceView(View):
    """A die the reader may see (INFO-5: his own; public results); `chosen` when its values are the GM's (his
    dice file), not the seed's."""

    key: str
    dice: str
    values: list[int]
    purpose: str
    chosen: bool = False


class Happening(View):
    """One thing that happened since the last report; `text` is rendered in the report's language."""

    kind: str
    dynasty: str | None = None  # the house it happened to (or that did it)
    text: str
    dice: list[DiceView] = []
    public: bool = False
    #: a die that decided it was chosen by the GM: told even where its dice are not shown (the chronicle)
    chosen: bool = False


class FormulaItem(View):
    """One term of a figure: how much, what kind of change (`income`, `upkeep`, `dowry`, `battle`,
    `reputation`, an AP term...), and its words."""

    amount: int
    kind: str
    text: str


class Formula(View):
    """A figure with how it was computed: `AP 14 = 8 + 2 mood (2×1) + 4 stewardship (head Louis)`; treasury,
    army and reputation as `80 = 45 before + 60 income − 15 upkeep`, where `before` is the figure of the last
    report (or the starting one) and `before` + the items' amounts = `value`. AP has no `before`: its items
    are its terms, and they sum to `value` (DYN-4)."""

    value: int
    before: int | None = None
    items: list[FormulaItem] = []
    parts: list[str]
    text: str


class EraView(View):
    id: str
    name: str
    effects: list[str]


class MoodPart(View):
    amount: int
    cause: str


class MemberView(View):
    """A member of the reader's own dynasty: everything (INFO-5)."""

    id: str
    name: str
    sex: str
    age: int
    roles: list[str]  # head, regent, heir, general
    status: list[str]  # child, isolated, dead...
    loyalty: int
    last_mood: int | None  # the mood of the last step 4, with its parts
    mood_parts: list[MoodPart]
    skills: dict[str, int]
    traits: list[str]
    spouse: str | None
    father: str | None
    mother: str | None
    born: int | None  # the turn of birth, for characters born in the game


class EventView(View):
    kind: str
    roll: int
    applies: bool
    decision: str | None
    revolt_roll: list[int] | None
    text: str
    chosen: bool = False  # the event's die was chosen by the GM


class CaptureView(View):
    """PROV-2 (public): a province taken in battle — when, and from whom."""

    turn: int
    former_owner: str
    text: str


class ProvinceView(View):
    id: str
    name: str
    loyalty: int
    yield_: int
    event: EventView | None
    captured: CaptureView | None = None


class DecisionView(View):
    kind: str
    province: str | None
    choices: list[str]
    default: str
    text: str


class PeaceOfferView(View):
    """ACT-offer_peace: a standing offer of peace (public, INFO-3), with the offerer's terms; it may be accepted
    in this turn's orders (`accept_peace: {by, from: dynasty}`)."""

    dynasty: str  # who offers
    by: str
    to: str  # the dynasty it is offered to
    turn: int
    pay: int = 0  # coins the offerer pays
    ask: int = 0  # coins the offerer asks
    vassal: str | None = None
    cede: list[str] = []  # the offerer's provinces given
    claim: list[str] = []  # the receiver's provinces taken
    text: str


class WarView(View):
    """One war of the reader's dynasty (WAR-1 .. WAR-14): the sides, its general, the peace offers, and the
    enemies' provinces its `war:` orders may name in `take:` (WAR-5)."""

    enemy: str  # the leader of the other side; `enemies` lists them all
    side: str  # attacker | defender
    started: int  # the turn of the declaration: the war's first war turn (WAR-14)
    general: str | None  # our general; None: we fight without the general's bonus (WAR-14)
    enemies: list[str] = []  # every dynasty on the other side (VASSAL-5: vassals too)
    allies: list[str] = []  # the other dynasties on our side
    war_turns: int = 0  # the war turns resolved so far
    summary: str = ""  # how far the war is and what this turn brings (WAR-9, WAR-11)
    general_text: str = ""  # the general and his bonus, or how to name one (WAR-1, WAR-3, WAR-14)
    offers_received: list[PeaceOfferView] = []  # standing offers of peace from the enemies to us
    offers_made: list[PeaceOfferView] = []  # our standing offers to them
    enemy_provinces: dict[str, list[str]] = {}  # by enemy, its provinces (public), for `take:` (WAR-5, WAR-8)
    retake: list[str] = []  # our provinces they captured that retaking this turn restores (PROV-2)


class OtherWarView(View):
    """INFO-3: another dynasty's war as everyone knows it: its side, its enemies and its allies, since when."""

    side: str  # attacker | defender
    enemies: list[str]
    allies: list[str]
    started: int


class WarSides(View):
    """INFO-3: a war as the chronicle tells it: both sides, each led by its first dynasty, since when."""

    attackers: list[str]
    defenders: list[str]
    started: int


class KnownFact(View):
    """INFO-4: a learned fact, shown with the turn it was learned."""

    subject: str
    fact: str
    value: Any
    turn: int
    source: str


class PublicMember(View):
    """INFO-3: what everyone knows of another dynasty's member: name, sex, age, family links."""

    id: str
    name: str
    sex: str
    age: int
    father: str | None
    mother: str | None
    spouse: str | None
    head: bool


class KinView(View):
    """A person of the family tree as data, for its picture (`reports.tree`): the reader's house, living and dead
    (INFO-5), and those of other houses linked to it (INFO-3: names, ages, family links and deaths are public;
    the heir is marked in the reader's house only)."""

    id: str
    name: str
    sex: str
    dynasty: str
    age: int  # at death, for the dead
    alive: bool
    born: int | None = None  # the turn of birth, for characters born in the game
    died: int | None = None  # the turn of death
    father: str | None = None
    mother: str | None = None
    spouse: str | None = None
    head: bool = False  # the head of his house
    heir: bool = False  # the reader's house's heir


class OtherDynastyView(View):
    """Another house: its public facts (INFO-3) and what the reader learned of it (INFO-4). A private report
    gives the members (`roster`) of its allies, of the houses of its relatives and of those it learned
    something of; the chronicle gives every house's."""

    id: str
    name: str
    alive: bool
    head: str | None
    relation: str  # ally | enemy
    reason: str  # why an ally ("your head's daughter Anna is there"), empty for an enemy
    reputation: int
    provinces: list[str]
    lord: str | None
    branch_of: str | None
    roster: bool = True  # whether `members` lists its living members; if not, the chronicle does
    members: list[PublicMember]
    known: list[KnownFact]
    wars: list[OtherWarView] = []  # INFO-3: wars are public


class ProposalView(View):
    """A proposal of marriage told since the last report (public, ACT-propose_marriage), or one of ours or to
    us that lapsed unanswered: who proposed to whom, on what terms."""

    by: str
    target: str
    by_dynasty: str | None = None
    target_dynasty: str | None = None
    pay: int = 0  # coins the proposer pays
    ask: int = 0  # coins the proposer asks of the other side
    vassal: str | None = None  # the dynasty that would become the other's vassal (VASSAL-3)
    lapsed: bool = False


class FallView(View):
    """DYN-2, DEFEAT-1 .. DEFEAT-4: the fall of the reader's own house, told in its last report: on which turn,
    why (`cause`: reputation | extinct), and every step that led there with its dice (each change of reputation
    down to the limit, or the deaths of its last members), then where its goods went (public, INFO-3)."""

    turn: int
    cause: str
    text: str  # the fall in one sentence, with its cause and, for reputation, the figure with its items
    steps: list[Happening] = []  # what led there and the fall itself, with the reader's own dice (INFO-5)


class DynastyReport(View):
    """The private report of one dynasty at the start of a turn; the JSON report is this model."""

    #: 2: `others` lists the houses the report speaks of, their members where `roster` says so; every house's
    #: members are in the chronicle's data (`public.json`); 3: `family`, the family tree's people as data
    schema_version: int = 3
    language: str
    game: str
    turn: int
    era: EraView
    dynasty: str
    name: str
    head: str | None
    regent: str | None
    lord: str | None
    branch_of: str | None
    rules: dict[str, Any]  # the campaign's overrides of the rules data (public: the rules of the game)
    ap: Formula
    treasury: Formula
    army: Formula
    reputation: Formula
    technologies: list[str]
    happened: list[Happening]
    proposals: list[ProposalView] = []  # the marriage proposals of `happened`, as data
    members: list[MemberView]
    provinces: list[ProvinceView]
    decisions: list[DecisionView]
    wars: list[WarView]
    others: list[OtherDynastyView]  # every other house, or in a big game the houses of note to the reader
    unlisted: int = 0  # the other houses it does not list (a big game's): the chronicle lists them
    family_tree: str  # a Mermaid diagram of the dynasty and the relatives it knows of
    family_text: str = ""  # the same tree as indented text, for forums that draw no Mermaid
    family: list[KinView] = []  # the people of the tree as data, for its picture
    template: str  # the order template of the turn
    names: dict[str, NameView] = {}  # every house, and the ids named nowhere else in the report (the dead...)
    #: the turn before sent no orders from this house: what was played for it (no actions, default decisions)
    no_orders: str | None = None
    fall: FallView | None = None  # the house has fallen: why, and how (its last report)

    def house_names(self) -> dict[str, str]:
        """Every house the report names, by id: its own, those it lists, those named elsewhere in it."""
        found = {key: named.name for key, named in self.names.items() if named.kind == "house"}
        return found | {other.id: other.name for other in self.others} | {self.dynasty: self.name}



class PublicReport(View):
    """The chronicle: what became public since the last turn, and nothing private."""

    language: str
    game: str
    turn: int
    era: EraView
    happened: list[Happening]
    dynasties: list[OtherDynastyView]  # each with public facts only (`known` empty)
    chosen_dice: int = 0  # how many of the turn's dice the GM chose, not the seed (which, his report tells)
    #: the first chronicle's SHA-256 of the campaign's dice secret (`dice.commitment`), so that once the GM reveals
    #: the secret anyone can check the dice of his reports against it
    dice_commitment: str | None = None
    wars: list[WarSides] = []  # every war going on (INFO-3)
    names: dict[str, NameView] = {}  # every house, and the ids named nowhere else in the report


class GmReport(View):
    """The GM's report: everything, every die, every dynasty's AP spending and defaults."""

    language: str
    game: str
    turn: int
    era: EraView
    happened: list[Happening]
    dice: list[DiceView]
    dynasties: list[DynastyReport]
    ap_spent: dict[str, int]  # the AP each dynasty spent in the turn before (`ap_turn`), by dynasty
    ap: dict[str, int] = {}  # each living dynasty's AP of this turn (its report's), by dynasty
    ap_turn: int | None = None  # the turn `ap_spent` was spent in (None on turn 1: nothing was spent yet)
    ap_had: dict[str, int] = {}  # the AP each dynasty had for `ap_turn`, what `ap_spent` was spent of
    defaults: list[str]
    family_tree: str
    family_text: str = ""  # the tree of every house as indented text
    names: dict[str, NameView] = {}  # every house, and the ids named nowhere else in the report
