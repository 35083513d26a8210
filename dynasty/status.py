"""`dynasty status`: the campaign at a glance, for the game master."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dynasty.campaign import Campaign
from dynasty.errors import display_path
from dynasty.l10n import Language, message
from dynasty.orders import FileCheck, check_turn


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
    orders: str  # "in", "invalid" (the file has errors) or "missing"
    missed: int  # consecutive turns resolved without an order file


@dataclass(frozen=True)
class Status:
    title: str
    folder: str
    turn: int
    latest: int
    era: str
    era_ru: str
    dynasties: list[DynastyLine]
    pending_decisions: int
    winners: list[str]


def campaign_status(campaign: Campaign, turn_text: str | None) -> Status:
    turn = campaign.pick_turn(turn_text)
    state = campaign.load_state(turn)
    rules, settings = campaign.rules, campaign.settings
    turn_check = check_turn(campaign, str(turn))
    checked: dict[str, FileCheck] = {}  # a dynasty's file; with two, the one that has errors
    for file in turn_check.files:
        if file.expected is not None and (file.expected not in checked or file.errors):
            checked[file.expected] = file
    lines = []
    for did, dynasty in state.dynasties.items():
        head = state.characters.get(dynasty.head) if dynasty.head else None
        seat = settings.dynasties.get(did)
        lines.append(DynastyLine(
            id=did, name=dynasty.name,
            head=f"{head.name} ({dynasty.head}), {head.age}" if head else "—",
            reputation=dynasty.reputation, provinces=len(dynasty.provinces), army=dynasty.army, ap=dynasty.ap,
            alive=dynasty.alive, controller=seat.controller if seat else dynasty.controller,
            player=seat.player if seat else None,
            orders=_orders_status(checked.get(did)), missed=dynasty.missed_turns))
    pending = sum(1 for p in state.provinces.values() if p.event is not None and p.event.decision is not None)
    era = rules.eras[state.era]
    return Status(title=settings.title, folder=display_path(campaign.root), turn=turn,
                  latest=campaign.latest_turn(), era=era.en, era_ru=era.ru, dynasties=lines,
                  pending_decisions=pending, winners=list(state.winners))


def _orders_status(checked: FileCheck | None) -> str:
    if checked is None:
        return "missing"
    return "invalid" if checked.errors else "in"


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
        rows.append((d.id, d.name, d.head if d.alive else say("cli-status-defeated"), str(d.reputation),
                     str(d.provinces), str(d.army), str(d.ap), played,
                     say(f"cli-status-orders-{d.orders}") if d.alive else "—",
                     str(d.missed) if d.missed and d.alive else ""))
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    for row in [header, *rows]:
        cells = [cell.rjust(widths[i]) if i in NUMERIC else cell.ljust(widths[i]) for i, cell in enumerate(row)]
        out.append("  ".join(cells).rstrip())
    if status.winners:
        names = {d.id: d.name for d in status.dynasties}
        won = [say("cli-house", house=names.get(w, w), id=w) for w in status.winners]
        out += ["", say("cli-game-won", n=len(won), houses=", ".join(won))]
    living = [d for d in status.dynasties if d.alive]
    sent = sum(1 for d in living if d.orders == "in")
    invalid = sum(1 for d in living if d.orders == "invalid")
    out.append("")
    if invalid:
        out.append(say("cli-status-orders-with-errors", sent=sent, living=len(living), invalid=invalid,
                       turn=status.turn))
    else:
        out.append(say("cli-status-orders", sent=sent, living=len(living)))
    out.append(say("cli-status-decisions", n=status.pending_decisions))
    return "\n".join(out)
