"""`dynasty status`: the campaign at a glance, for the game master — what stands, and what the turn still
waits for: whose order file is in (and whether it has errors or warnings), who missed turns, which province's
decision no order file answers."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from dynasty.errors import display_path, warning_line
from dynasty.game.campaign import Campaign, stand_ins
from dynasty.game.deadlines import deadline, deadline_text, now
from dynasty.game.dice import Seed, guessable
from dynasty.game.state import GameState
from dynasty.orders import FileCheck, check_turn
from dynasty.text.catalogs import Language, Text, message


@dataclass(frozen=True)
class DynastyLine:
    id: str
    name: str
    head: str
    reputation: int
    provinces: int
    army: int
    ap: int
    alive: bool
    controller: str
    player: str | None
    orders: str  # "missing", "errors" (the file has errors), "warnings" (only warnings) or "fine"
    errors: int  # the order file's errors and warnings, as `dynasty check` finds them
    warnings: int
    missed: int  # consecutive turns resolved without an order file
    #: who will play it this turn if its orders do not come (`absence:`, `away:`): `Dynasty.stand_in`'s values
    stand_in: str | None = None
    given_up: bool = False  # given up to the master already (the built-in player plays it for good)


@dataclass(frozen=True)
class PendingDecision:
    """A province's decision of this turn that no order file answers: it will take its default (PROV-6)."""

    province: str
    province_name: str
    dynasty: str
    dynasty_name: str
    decision: str


@dataclass(frozen=True)
class Status:
    title: str
    folder: str
    turn: int
    latest: int
    era: str
    era_ru: str
    dynasties: list[DynastyLine]
    pending: list[PendingDecision]
    winners: list[str]
    #: the campaign's dice seed when a player could find it from his dice (`dice.guessable`), else None
    guessable_seed: Seed | None = None
    due: datetime | None = None  # when the turn's orders are due (`deadline:`), and the time it was asked
    at: datetime | None = None

    @property
    def silent(self) -> list[DynastyLine]:
        """The living houses of players that have sent nothing for the turn (not one its player said he is away
        for, nor one given up to the master: the built-in player plays those)."""
        return [d for d in self.dynasties if d.alive and d.orders == "missing" and d.controller != "master"
                and d.stand_in != "away" and not d.given_up]

    @property
    def pending_decisions(self) -> int:
        return len(self.pending)


def campaign_status(campaign: Campaign, turn_text: str | None) -> Status:
    turn = campaign.pick_turn(turn_text)
    state = campaign.load_state(turn)
    rules, settings = campaign.rules, campaign.settings
    turn_check = check_turn(campaign, str(turn), state=state)
    checked: dict[str, FileCheck] = {}  # a dynasty's file; with two, the one that has errors
    for file in turn_check.files:
        if file.expected is not None and (file.expected not in checked or file.errors):
            checked[file.expected] = file
    # who the built-in player will play this turn if their orders do not come (`absence:`, `away:`)
    missing = [did for did in state.living_dynasties() if did not in checked]
    coming = stand_ins(settings, state, turn, missing) if turn == campaign.latest_turn() else {}
    lines = []
    for did, dynasty in state.dynasties.items():
        head = state.characters.get(dynasty.head) if dynasty.head else None
        seat = settings.dynasties.get(did)
        own = checked.get(did)
        lines.append(DynastyLine(
            id=did, name=dynasty.name,
            head=f"{head.name} ({dynasty.head}), {head.age}" if head else "—",
            reputation=dynasty.reputation, provinces=len(dynasty.provinces), army=dynasty.army, ap=dynasty.ap,
            alive=dynasty.alive, controller=seat.controller if seat else dynasty.controller,
            player=seat.player if seat else None, orders=_orders_status(own),
            errors=own.errors if own else 0, warnings=own.warnings if own else 0, missed=dynasty.missed_turns,
            stand_in=coming.get(did), given_up=dynasty.stand_in == "given-up"))
    era = rules.eras[state.era]
    due = deadline(settings.deadline, turn)
    return Status(title=settings.title, folder=display_path(campaign.root), turn=turn,
                  latest=campaign.latest_turn(), era=era.en, era_ru=era.ru, dynasties=lines,
                  pending=unanswered_decisions(state, checked), winners=list(state.winners),
                  guessable_seed=settings.seed if guessable(settings.seed) else None,
                  due=due, at=now(due.tzinfo) if due is not None and due.tzinfo is not None else None)


def unanswered_decisions(state: GameState, files: dict[str, FileCheck]) -> list[PendingDecision]:
    """PROV-3, PROV-4: the provinces whose event waits for a decision that the owner's order file does not
    give (a file with errors answers what could be read of it)."""
    pending = []
    for pid, province in state.provinces.items():
        event, owner = province.event, province.owner
        if event is None or event.decision is None or owner is None:
            continue
        file = files.get(owner)
        orders = file.parsed.orders if file is not None and file.parsed is not None else None
        answers = getattr(orders.decisions, event.decision, {}) if orders is not None else {}
        if pid not in answers:
            pending.append(PendingDecision(pid, province.name, owner, state.dynasties[owner].name, event.decision))
    return pending


def _orders_status(checked: FileCheck | None) -> str:
    if checked is None:
        return "missing"
    return "errors" if checked.errors else "warnings" if checked.warnings else "fine"


#: The columns of the table, by the key of each one's heading in the catalog (cli-status-col-<key>)
COLUMNS = ("dynasty", "name", "head", "reputation", "provinces", "army", "ap", "player", "orders", "missed")
NUMERIC = {3, 4, 5, 6, 9}


def render_status(status: Status, language: Language) -> str:
    def say(message_id: str, **args: Any) -> str:
        return message(language, message_id, args)

    era = status.era_ru if language == "ru" else status.era
    if status.turn == status.latest:
        out = [say("cli-status-title", title=status.title, turn=status.turn, era=era), ""]
    else:
        out = [say("cli-status-title-earlier", title=status.title, turn=status.turn, latest=status.latest, era=era), ""]
    header = tuple(say(f"cli-status-col-{key}") for key in COLUMNS)
    rows = []
    for d in status.dynasties:
        if d.player and d.controller == "master":
            played = say("cli-status-player-and-master", player=d.player)
        else:
            played = d.player or (say("cli-status-master") if d.controller == "master" else "—")
        if d.stand_in is not None:  # the built-in player plays it for him
            played = say(f"cli-status-stand-in-{d.stand_in}", player=d.player or "—")
        if d.alive:
            orders = say(f"cli-status-orders-{d.orders}", n=d.errors if d.orders == "errors" else d.warnings)
            rows.append((d.id, d.name, d.head, str(d.reputation), str(d.provinces), str(d.army), str(d.ap), played,
                         orders, str(d.missed)))
        else:  # a fallen house has no army, AP or orders (DEFEAT-4)
            rows.append((d.id, d.name, say("cli-status-defeated"), str(d.reputation), str(d.provinces), "—", "—",
                         played, "—", "—"))
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    for row in [header, *rows]:
        cells = [cell.rjust(widths[i]) if i in NUMERIC else cell.ljust(widths[i]) for i, cell in enumerate(row)]
        out.append("  ".join(cells).rstrip())
    if status.winners:
        names = {d.id: d.name for d in status.dynasties}
        won = [say("cli-house", house=names.get(w, w), id=w) for w in status.winners]
        out += ["", say("cli-game-won", n=len(won), houses=", ".join(won))]
    living = [d for d in status.dynasties if d.alive]
    sent = sum(1 for d in living if d.orders != "missing")
    invalid = sum(1 for d in living if d.orders == "errors")
    out.append("")
    if invalid:
        out.append(say("cli-status-orders-with-errors", sent=sent, living=len(living), invalid=invalid,
                       turn=status.turn))
    else:
        out.append(say("cli-status-orders", sent=sent, living=len(living)))
    if status.silent and status.turn == status.latest:
        houses = ", ".join(say("cli-status-silent-house", house=d.name, id=d.id, player=d.player) if d.player
                           else say("cli-house", house=d.name, id=d.id) for d in status.silent)
        out.append(say("cli-status-silent", n=len(status.silent), houses=houses))
    if status.due is not None and status.at is not None and status.turn == status.latest and not status.winners:
        out.append(deadline_text(status.due, status.at, status.turn, language))
    if status.pending:
        provinces = ", ".join(say("cli-status-province", province=p.province_name, id=p.province, house=p.dynasty_name)
                              for p in status.pending)
        out.append(say("cli-status-decisions", n=len(status.pending), provinces=provinces))
    else:
        out.append(say("cli-status-no-decisions"))
    if status.guessable_seed is not None:
        out += ["", warning_line(Text("cli-guessable-seed", seed=status.guessable_seed), language)]
    return "\n".join(out)
