"""`dynasty status`: the campaign at a glance, for the game master."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from dynasty.campaign import Campaign
from dynasty.errors import display_path
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
    checked = {f.path: f for f in check_turn(campaign, str(turn)).files}
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
            orders=_orders_status(campaign.order_path(turn, did), checked), missed=dynasty.missed_turns))
    pending = sum(1 for p in state.provinces.values() if p.event is not None and p.event.decision is not None)
    era = rules.eras[state.era]
    return Status(title=settings.title, folder=display_path(campaign.root), turn=turn,
                  latest=campaign.latest_turn(), era=era.en, era_ru=era.ru, dynasties=lines,
                  pending_decisions=pending, winners=list(state.winners))


def _orders_status(path: Path, checked: dict[str, FileCheck]) -> str:
    if not path.exists():
        return "missing"
    result = checked.get(display_path(path))
    return "invalid" if result is not None and result.errors else "in"


def render_status(status: Status) -> str:
    later = "" if status.turn == status.latest else f" (the latest turn is {status.latest})"
    out = [f"{status.title} — turn {status.turn}{later}, {status.era} ({status.era_ru})", ""]
    header = ("dynasty", "name", "head", "rep", "prov", "army", "AP", "played by", "orders", "missed")
    rows = []
    for d in status.dynasties:
        played = d.player or ("master" if d.controller == "master" else "—")
        if d.controller == "master" and d.player:
            played += " (master)"
        rows.append((d.id, d.name, d.head if d.alive else "defeated", str(d.reputation), str(d.provinces),
                     str(d.army), str(d.ap), played, d.orders if d.alive else "—",
                     str(d.missed) if d.missed and d.alive else ""))
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    numeric = {3, 4, 5, 6, 9}
    for row in [header, *rows]:
        cells = [cell.rjust(widths[i]) if i in numeric else cell.ljust(widths[i]) for i, cell in enumerate(row)]
        out.append("  ".join(cells).rstrip())
    if status.winners:
        names = {d.id: d.name for d in status.dynasties}
        out += ["", "The game is over. Won: " + ", ".join(f"{names.get(w, w)} ({w})" for w in status.winners)]
    living = [d for d in status.dynasties if d.alive]
    sent = sum(1 for d in living if d.orders == "in")
    out.append("")
    invalid = sum(1 for d in living if d.orders == "invalid")
    out.append(f"Orders in: {sent} of {len(living)}" + (f", {invalid} invalid (run 'dynasty check {status.turn}')"
                                                         if invalid else "")
               + f". Province decisions pending: {status.pending_decisions}.")
    return "\n".join(out)
