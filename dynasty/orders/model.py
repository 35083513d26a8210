"""The order file (CONTRACT "Order files") as pydantic models.

An action is written in YAML as a one-key mapping, `- visit: {by: charles, target: anna}`; parsing turns it
into `{"action": "visit", "by": "charles", "target": "anna"}`, and the `action` field discriminates the
union of the action models below.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, ConfigDict, Field, TypeAdapter, model_validator
from pydantic_core import PydanticCustomError

from dynasty.game.rules import Skill
from dynasty.game.state import Model as StateModel
from dynasty.game.state import built
from dynasty.text.player_text import checked_player_text


class Model(StateModel):
    """Order models accept only the names a player writes (`from`, never the Python name `from_`)."""

    model_config = ConfigDict(populate_by_name=False)

Id = Annotated[str, Field(min_length=1, max_length=100)]
#: A name a player gives (GEN-6): others read it, so no control character and no address (`player_text`).
PlayerName = Annotated[str, Field(min_length=1, max_length=60), AfterValidator(checked_player_text)]
Coins = Annotated[int, Field(ge=0, le=1_000_000)]


class MarriageTerms(Model):
    pay: Coins = 0  # coins we pay
    ask: Coins = 0  # coins they pay us
    vassal: Id | None = None  # the dynasty that becomes the other's vassal


class PeaceTerms(MarriageTerms):
    cede: list[Id] = []  # our provinces given
    claim: list[Id] = []  # theirs taken


class ActionOrder(Model):
    """What every action has: its name, and (all but `release` and `disband`) its executor."""

    action: str

    @property
    def executor(self) -> str | None:
        value = getattr(self, "by", None)
        return value if isinstance(value, str) else None


class PublicAction(ActionOrder):
    """TRAIT-gossip, TRAIT-flatterer: the order may double a Gossip's loss or triple a Flatterer's gain."""

    double_gossip: bool = False
    triple_flattery: bool = False


class FindSpouse(ActionOrder):
    action: Literal["find_spouse"]
    by: Id


class Mentor(ActionOrder):
    action: Literal["mentor"]
    by: Id  # the student
    skill: Skill
    teacher: Id | None = None
    hired_teacher: int | None = Field(default=None, ge=1, le=99)

    @model_validator(mode="after")
    def _one_teacher(self) -> Mentor:
        if (self.teacher is None) == (self.hired_teacher is None):
            # the type is the catalog's message: check-value-mentor-teacher
            raise PydanticCustomError("mentor_teacher",
                                      "give either 'teacher' (a member) or 'hired_teacher' (a level), not both or none")
        return self


class Study(ActionOrder):
    action: Literal["study"]
    by: Id
    skill: Skill


class Entertain(ActionOrder):
    action: Literal["entertain"]
    by: Id


class Isolate(ActionOrder):
    action: Literal["isolate"]
    by: Id
    target: Id


class Release(ActionOrder):
    action: Literal["release"]
    target: Id


class Abdicate(ActionOrder):
    action: Literal["abdicate"]
    by: Id
    heir: Id


class CreateBranch(ActionOrder):
    action: Literal["create_branch"]
    by: Id
    members: list[Id] = Field(min_length=1)
    provinces: list[Id] = Field(min_length=1)
    head: Id | None = None
    coins: Coins = 0
    army: Annotated[int, Field(ge=0)] = 0


class Name(ActionOrder):
    action: Literal["name"]
    by: Id
    child: Id
    name: PlayerName


class Visit(PublicAction):
    action: Literal["visit"]
    by: Id
    target: Id


class Ball(PublicAction):
    action: Literal["ball"]
    by: Id
    guests: list[Id] = Field(min_length=1)


class ProposeMarriage(PublicAction):
    action: Literal["propose_marriage"]
    by: Id
    target: Id
    terms: MarriageTerms = MarriageTerms()


class AcceptMarriage(PublicAction):
    action: Literal["accept_marriage"]
    by: Id
    target: Id


class Spy(ActionOrder):
    action: Literal["spy"]
    by: Id
    target: Id


class Gossip(ActionOrder):
    action: Literal["gossip"]
    by: Id
    target: Id  # a dynasty


class Conspiracy(ActionOrder):
    action: Literal["conspiracy"]
    by: Id
    target: Id
    bribe: Coins


class Assassinate(ActionOrder):
    action: Literal["assassinate"]
    by: Id
    target: Id
    mercenary: bool = False
    agent: Id | None = None

    @model_validator(mode="after")
    def _one_way(self) -> Assassinate:
        if self.mercenary == (self.agent is not None):
            raise PydanticCustomError("assassinate_means",
                                      "give either 'mercenary: true' or 'agent' (a member of the target's dynasty)")
        return self


class Donate(ActionOrder):
    action: Literal["donate"]
    by: Id
    coins: Coins


class Pilgrimage(ActionOrder):
    action: Literal["pilgrimage"]
    by: Id


class Annul(ActionOrder):
    action: Literal["annul"]
    by: Id
    spouse: Id


class DeclareWar(PublicAction):
    action: Literal["declare_war"]
    by: Id
    on: Id
    general: Id


class General(ActionOrder):
    action: Literal["general"]
    by: Id
    war: Id
    general: Id


class OfferPeace(PublicAction):
    action: Literal["offer_peace"]
    by: Id
    to: Id
    terms: PeaceTerms = PeaceTerms()


class AcceptPeace(PublicAction):
    action: Literal["accept_peace"]
    by: Id
    from_: Id = Field(alias="from")


class Recruit(ActionOrder):
    action: Literal["recruit"]
    by: Id
    points: Annotated[int, Field(ge=1, le=100_000)]


class Disband(ActionOrder):
    action: Literal["disband"]
    points: Annotated[int, Field(ge=1, le=100_000)]


class Develop(ActionOrder):
    action: Literal["develop"]
    by: Id
    province: Id


class Pacify(ActionOrder):
    action: Literal["pacify"]
    by: Id
    province: Id


class Research(ActionOrder):
    action: Literal["research"]
    by: Id
    technology: Id


ACTION_MODELS: dict[str, type[ActionOrder]] = {
    "find_spouse": FindSpouse, "mentor": Mentor, "study": Study, "entertain": Entertain, "isolate": Isolate,
    "release": Release, "abdicate": Abdicate, "create_branch": CreateBranch, "name": Name, "visit": Visit,
    "ball": Ball, "propose_marriage": ProposeMarriage, "accept_marriage": AcceptMarriage, "spy": Spy,
    "gossip": Gossip, "conspiracy": Conspiracy, "assassinate": Assassinate, "donate": Donate,
    "pilgrimage": Pilgrimage, "annul": Annul, "declare_war": DeclareWar, "general": General,
    "offer_peace": OfferPeace, "accept_peace": AcceptPeace, "recruit": Recruit, "disband": Disband,
    "develop": Develop, "pacify": Pacify, "research": Research,
}

AnyAction = Annotated[
    FindSpouse | Mentor | Study | Entertain | Isolate | Release | Abdicate | CreateBranch | Name | Visit | Ball
    | ProposeMarriage | AcceptMarriage | Spy | Gossip | Conspiracy | Assassinate | Donate | Pilgrimage | Annul
    | DeclareWar | General | OfferPeace | AcceptPeace | Recruit | Disband | Develop | Pacify | Research,
    Field(discriminator="action"),
]
#: One action on its own (the schema's, the bot's); its validator is built when first used, not at import.
ACTION_ADAPTER: TypeAdapter[Any] = TypeAdapter(AnyAction, config=ConfigDict(defer_build=True))

PayChoice = Literal["pay", "refuse"]


class Decisions(Model):
    """Answers to this turn's province events (PROV-3, PROV-4) and the succession preferences (SUCC-5,
    SUCC-7)."""

    famine: dict[Id, PayChoice] = {}
    disease: dict[Id, PayChoice] = {}
    volunteers: dict[Id, Literal["accept", "refuse"]] = {}
    revolt: dict[Id, Literal["suppress", "yield"]] = {}
    heir: Id | None = None
    regent: Id | None = None


def no_decisions() -> Decisions:
    """`Decisions()`, answers to nothing yet, made without pydantic's deep copies of its empty defaults: every
    dynasty's default decisions and every plan of the built-in player start from one."""
    return built(Decisions, {"famine": {}, "disease": {}, "volunteers": {}, "revolt": {}, "heir": None,
                             "regent": None})


class WarOrder(Model):
    """WAR-2, WAR-5, WAR-11: soldiers sent into this turn's battle, and the provinces wanted in order."""

    send: Annotated[int, Field(ge=0, le=1_000_000)] | None = None
    take: list[Id] = []


class OrderFile(Model):
    dynasty: Id
    turn: Annotated[int, Field(ge=1)]
    decisions: Decisions = Decisions()
    actions: list[AnyAction] = []
    war: dict[Id, WarOrder] = {}
    names: dict[Id, PlayerName] = {}
