"""The game folder (CONTRACT "The game folder"): where each file of a campaign lives, and
`turns/game.yaml`, the campaign's settings."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, SerializerFunctionWrapHandler, model_serializer, model_validator

from dynasty.errors import CampaignError, DynastyError, InvalidValue, Location, display_path
from dynasty.game.deadlines import DeadlineSettings
from dynasty.game.rules import Rules, load_rules
from dynasty.game.scenario import Language, NamePools
from dynasty.game.state import Controller, GameState, Model, PersonalityName, StandIn
from dynasty.game.state_check import load_state
from dynasty.store.yaml_io import Document, load_yaml, validate_document
from dynasty.text.catalogs import LANGUAGES, Text, message
from dynasty.text.forum import PROFILES, Profile, Software
from dynasty.text.player_text import PlayerText

_TURN = re.compile(r"^(?:turn-?)?0*([0-9]+)$", re.IGNORECASE)
#: The dice secret of `turns/game.yaml` (`dice.Seed`): a whole number, or a text of letters, digits and `._~-` (no
#: `/`, which parts the text the dice hash, nor a space a copy would lose).
SeedSetting = Annotated[int, Field(ge=0)] | Annotated[str, Field(pattern=r"^[A-Za-z0-9._~-]+$")]


class SeatSettings(Model):
    """Who plays a dynasty: a player (forum name) or the master (BRANCH-10); `away: [8, 10]`, the turns a player
    said he would be away, which the built-in player plays for him; `personality:`, the built-in player's
    character when it plays this house (`dynasty.bot.personality`; `balanced` when not given)."""

    player: PlayerText | None = None
    controller: Controller = "player"
    away: list[Annotated[int, Field(ge=1)]] | None = None
    personality: PersonalityName | None = None

    @model_validator(mode="after")
    def _away_in_order(self) -> SeatSettings:
        if self.away is None:
            return self
        if len(self.away) == 1:  # `away: [8]`: one turn
            self.away = [self.away[0], self.away[0]]
        if len(self.away) != 2:
            raise InvalidValue(Text("settings-away-shape", n=len(self.away)))
        if self.away[0] > self.away[1]:
            raise InvalidValue(Text("settings-away-order", first=self.away[0], last=self.away[1]))
        return self

    def away_on(self, turn: int) -> bool:
        return self.away is not None and self.away[0] <= turn <= self.away[1]

    @model_serializer(mode="wrap")
    def _as_written(self, handler: SerializerFunctionWrapHandler) -> Any:
        written: dict[str, Any] = handler(self)
        return {key: value for key, value in written.items() if key not in ("away", "personality") or value is not None}


class AbsenceSettings(Model):
    """What happens to a player's house that sends no orders (`absence:` of `turns/game.yaml`): the defaults are
    played at once; after `bot_after` turns in a row without orders the built-in player plays it, and after
    `give_up_after` the house is given up to the master (its posts stop) — each step left out at 0. The first
    orders its player sends take it back."""

    bot_after: int = Field(default=0, ge=0)
    give_up_after: int = Field(default=0, ge=0)

    def how(self, missed: int) -> StandIn | None:
        """How a house is played whose orders are missing for the `missed`-th turn in a row: None (the defaults),
        `silent` (the built-in player) or `given-up`."""
        if self.give_up_after and missed > self.give_up_after:
            return "given-up"
        if self.bot_after and missed > self.bot_after:
            return "silent"
        return None


class ForumSettings(Model):
    """How the posts of `reports/turn-NN/posts/` are written for the game's forum: its software (`forum: phpbb`),
    whose profile (`text.forum.PROFILES`) gives the markup, the most a message may hold, tables and emoji; a
    mapping (`forum: {software: phpbb, tables: true}`) changes what it names. Without `software`, the settings of
    earlier versions mean what they meant: `{format: bbcode}` was phpBB's, `{format: md}` a Markdown forum's."""

    software: Software = "phpbb"
    format: Literal["bbcode", "md"] = PROFILES["phpbb"].format
    max_chars: int = Field(default=PROFILES["phpbb"].max_chars, ge=1000)
    tables: bool = PROFILES["phpbb"].tables
    emoji: bool = PROFILES["phpbb"].emoji

    @model_validator(mode="before")
    @classmethod
    def _profile_defaults(cls, data: Any) -> Any:
        """`forum: discord` is `{software: discord}`; what a mapping leaves out is its software's profile."""
        if isinstance(data, str):
            data = {"software": data}
        if not isinstance(data, Mapping):
            return data
        software = data.get("software", "markdown" if data.get("format") == "md" else "phpbb")
        software = software.strip().lower() if isinstance(software, str) else software  # phpBB, SMF, Discord
        profile = PROFILES.get(software) if isinstance(software, str) else None
        if profile is None:  # refused by `software`'s values, named in the error
            return {**data, "software": software}
        defaults = {"format": profile.format, "max_chars": profile.max_chars, "tables": profile.tables,
                    "emoji": profile.emoji}
        return {**defaults, **data, "software": software}

    @model_serializer(mode="wrap")
    def _as_written(self, handler: SerializerFunctionWrapHandler) -> Any:
        """Written (by `new-game`) as the software's name, with only what differs from its profile."""
        written: dict[str, Any] = handler(self)
        profile = PROFILES[self.software]
        changed = {key: value for key, value in written.items()
                   if key != "software" and value != getattr(profile, key)}
        return {"software": self.software, **changed} if changed else self.software

    @property
    def profile(self) -> Profile:
        """The forum's profile as these settings change it."""
        return replace(PROFILES[self.software], format=self.format, max_chars=self.max_chars, tables=self.tables,
                       emoji=self.emoji)

    def changed(self, fmt: str | None = None, max_chars: int | None = None) -> ForumSettings:
        """These settings with the markup (md, bbcode) or the limit a command line names instead of theirs."""
        return self.model_copy(update={**({"format": fmt} if fmt in ("md", "bbcode") else {}),
                                       **({"max_chars": max_chars} if max_chars is not None else {})})


class GameSettings(Model):
    """`turns/game.yaml`: edited by the GM (players, controllers, language, forum), read by every command."""

    title: PlayerText
    scenario: str
    seed: SeedSetting
    language: Language = "ru"
    rules: dict[str, Any] = {}  # the scenario's overrides of the rules data, kept with the campaign
    names: NamePools
    dynasties: dict[str, SeatSettings] = Field(min_length=1)
    forum: ForumSettings = ForumSettings()
    deadline: DeadlineSettings | None = None  # when orders are due (`game.deadlines`)
    absence: AbsenceSettings = AbsenceSettings()

    @model_serializer(mode="wrap")
    def _as_written(self, handler: SerializerFunctionWrapHandler) -> Any:
        """Written (by `new-game`) without the settings left as they are by default."""
        written: dict[str, Any] = handler(self)
        left_out = {"deadline": None, "absence": AbsenceSettings().model_dump()}
        return {key: value for key, value in written.items() if key not in left_out or value != left_out[key]}


def stand_ins(settings: GameSettings, state: GameState, turn: int, missing: list[str]) -> dict[str, StandIn]:
    """The players' houses without orders that the built-in player plays this turn, and why (`absence:` and
    `away:` of the settings): an announced absence, a silence longer than `bot_after`, or one longer than
    `give_up_after`, which gives the house up. The master's houses are his (`dynasty bot`)."""
    played: dict[str, StandIn] = {}
    for did in missing:
        seat = settings.dynasties.get(did)
        if seat is None or seat.controller == "master":
            continue
        how = "away" if seat.away_on(turn) else settings.absence.how(state.dynasties[did].missed_turns + 1)
        if how is None and state.dynasties[did].stand_in == "given-up":
            how = "given-up"  # given up for good, whatever the settings say now
        if how is not None:
            played[did] = how
    return played


def parse_turn(text: str) -> int:
    """`turn-07`, `turn-7` and `7` are turn 7."""
    match = _TURN.match(text.strip())
    if match is None or int(match.group(1)) < 1:
        raise CampaignError(Text("cli-bad-turn", text=text))
    return int(match.group(1))


def turn_folder(turn: int) -> str:
    """Folders use two digits (three past 99)."""
    return f"turn-{turn:02d}"


def files_written(paths: list[Path], language: Language) -> str:
    """What a command says after writing files: how many, and which — a folder of more than three files by
    its name and count (the reports of a turn, with the posts of its subfolders), so that a big game's summary
    stays a line."""
    by_folder: dict[Path, list[Path]] = {}
    for path in paths:
        by_folder.setdefault(path.parent, []).append(path)
    for folder in list(by_folder):  # a subfolder's files are counted in a folder above it that is shown by count
        above = next((f for f in folder.parents if len(by_folder.get(f, [])) > 3), None)
        if above is not None:
            by_folder[above] += by_folder.pop(folder)
    shown = []
    for folder, files in by_folder.items():
        if len(files) > 3:
            shown.append(message(language, "cli-written-folder", folder=display_path(folder) + "/", n=len(files)))
        else:
            shown += [display_path(path) for path in files]
    return message(language, "cli-written", n=len(paths), files=", ".join(shown))


@dataclass
class Campaign:
    """A game folder. Nothing is read until asked for."""

    root: Path

    @property
    def turns_dir(self) -> Path:
        return self.root / "turns"

    @property
    def settings_path(self) -> Path:
        return self.turns_dir / "game.yaml"

    @property
    def new_game_log_path(self) -> Path:
        return self.turns_dir / "new-game.log.yaml"

    def turn_dir(self, turn: int) -> Path:
        return self.turns_dir / turn_folder(turn)

    def state_path(self, turn: int) -> Path:
        return self.turn_dir(turn) / "state.yaml"

    def orders_dir(self, turn: int) -> Path:
        return self.turn_dir(turn) / "orders"

    def order_path(self, turn: int, dynasty_id: str) -> Path:
        return self.orders_dir(turn) / f"{dynasty_id}.yaml"

    def reports_dir(self, turn: int) -> Path:
        return self.root / "reports" / turn_folder(turn)

    @property
    def archive_dir(self) -> Path:
        return self.turns_dir / "archive"

    def new_archive(self, kind: str) -> Path:
        """A new folder of `turns/archive/` for what a command puts away rather than delete (`rollback-001`,
        `resolve-force-002`): numbered, so that none is ever written over."""
        n = 1
        while (self.archive_dir / f"{kind}-{n:03d}").exists():
            n += 1
        return self.archive_dir / f"{kind}-{n:03d}"

    def holds_campaign(self) -> bool:
        """A folder holds a campaign if it has its settings or any turn folder."""
        return self.settings_path.exists() or any(self.turns_dir.glob("turn-*"))

    def require(self) -> None:
        if not self.settings_path.exists():
            raise CampaignError(Text("cli-no-campaign", settings=display_path(self.settings_path)),
                                Location(display_path(self.root)))

    @cached_property
    def settings_document(self) -> Document:
        self.require()
        return load_yaml(self.settings_path, within=self.root)

    @cached_property
    def settings(self) -> GameSettings:
        return validate_document(GameSettings, self.settings_document)

    @cached_property
    def rules(self) -> Rules:
        return load_rules(self.settings.rules, self.settings_document, ("rules",))

    def turns(self) -> list[int]:
        """Turns that have a state, in order."""
        found = []
        for folder in self.turns_dir.glob("turn-*"):
            match = _TURN.match(folder.name)
            if match and (folder / "state.yaml").exists():
                found.append(int(match.group(1)))
        return sorted(found)

    def latest_turn(self) -> int:
        self.require()
        turns = self.turns()
        if not turns:
            raise CampaignError(Text("cli-no-turns", folder=display_path(self.root)))
        return turns[-1]

    def pick_turn(self, text: str | None) -> int:
        """The turn named on the command line, or the latest; it must have a state."""
        if text is None:
            return self.latest_turn()
        turn = parse_turn(text)
        self.require()
        if not self.state_path(turn).exists():
            raise CampaignError(Text("cli-turn-without-state", turn=turn, path=display_path(self.state_path(turn)),
                                     known=", ".join(map(str, self.turns())) or Text("cli-none")))
        return turn

    def personalities(self) -> dict[str, PersonalityName]:
        """The built-in player's character of each house whose seat names one (`personality:`)."""
        return {did: seat.personality for did, seat in self.settings.dynasties.items() if seat.personality}

    def players(self) -> dict[str, str | None]:
        """Each dynasty's player, by the forum name `turns/game.yaml` gives (an order file may bear it)."""
        return {did: seat.player for did, seat in self.settings.dynasties.items()}

    def language(self) -> Language | None:
        """The language `turns/game.yaml` names, or None when there is no readable one: a command then says
        what is wrong with it in another language rather than not at all."""
        if not self.settings_path.exists():
            return None
        try:
            data = self.settings_document.data
        except DynastyError:
            return None
        language = data.get("language", "ru") if isinstance(data, dict) else None
        return language if language in LANGUAGES else None

    def load_state(self, turn: int) -> GameState:
        """The state of a turn, checked, which must be that turn's (its `turn:`), with the players' forum names
        of `turns/game.yaml` checked against its houses (`check_players`)."""
        state = load_state(self.state_path(turn), self.rules, within=self.root, turn=turn)
        self.check_players(state)
        return state

    def check_players(self, state: GameState) -> None:
        """A forum name stands for its player wherever a name is read (a file of the orders folder, `take
        --player`): one that reads as another house's id or name, or as another player's forum name, once
        folded (letter case, `_` for `-`, look-alike letters), would let one player pass for another house — it
        is refused, at its line of `turns/game.yaml`."""
        from dynasty.game.named import state_names
        from dynasty.text.did_you_mean import fold

        players = {did: seat.player for did, seat in self.settings.dynasties.items() if seat.player}
        if not players:
            return
        # every folded name, once (a game of a thousand houses is read at every command)
        read_as: dict[str, list[tuple[str, str, str]]] = {}  # folded → (kind, dynasty, as written)
        for did, dynasty in state.dynasties.items():
            read_as.setdefault(fold(did), []).append(("id", did, did))
            read_as.setdefault(fold(dynasty.name), []).append(("name", did, dynasty.name))
        for did, player in players.items():
            read_as.setdefault(fold(player), []).append(("player", did, player))
        for did, player in players.items():
            clash = next(((kind, other) for kind, other, written in read_as[fold(player)]
                          if other != did and (kind != "player" or written != player)), None)
            if clash is not None:
                kind, other = clash
                names = state_names(state)
                raise CampaignError(Text("cli-player-reads-as-house", player=player, kind=kind, house=names(did),
                                         house_id=did, other=names(other), other_id=other),
                                    self.settings_document.location(("dynasties", did, "player")))
