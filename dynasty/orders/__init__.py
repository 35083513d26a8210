"""Order files: the model, parsing (from a file or a pasted post), checking, the reply to a player and `take`, and the
JSON Schema."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from dynasty.errors import CampaignError, DynastyError, Location, Problem, display_path, one_line
from dynasty.game.campaign import Campaign
from dynasty.game.state import GameState
from dynasty.orders.check import check_parsed, dynasty_named
from dynasty.orders.intake import matches, stem, turn_files, unknown_name
from dynasty.orders.messages import Language, summary, text
from dynasty.orders.model import OrderFile
from dynasty.orders.parse import ParsedOrders, parse_orders
from dynasty.orders.reply import echo_lines, understood
from dynasty.orders.spelling import WrittenNames
from dynasty.text.catalogs import Text, message


@dataclass
class FileCheck:
    path: str
    dynasty: str | None
    problems: list[Problem]
    #: the file as read, for the echo of what was understood
    parsed: ParsedOrders | None = None
    #: the dynasty the file's place names (its name in the orders folder), if any
    expected: str | None = None
    #: the echo of what was understood, as `check --echo` prints it (empty unless asked for)
    echo: list[str] = field(default_factory=list)

    @property
    def errors(self) -> int:
        return sum(1 for p in self.problems if p.severity == "error")

    @property
    def warnings(self) -> int:
        return sum(1 for p in self.problems if p.severity == "warning")


@dataclass
class TurnCheck:
    turn: int
    language: Language
    folder: str
    files: list[FileCheck] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    #: the names of the dynasties, by id, for the summary
    dynasty_names: dict[str, str] = field(default_factory=dict)
    #: the orders of each dynasty whose file in the orders folder could be read, as `resolve` plays them
    orders: dict[str, OrderFile] = field(default_factory=dict)

    @property
    def errors(self) -> int:
        return sum(f.errors for f in self.files)

    def render(self) -> str:
        """`path:line: error|warning: message`, one a line (each file's echo under its problems, when asked
        for), then a summary."""
        lines = file_lines(self.files, self.language)
        if not self.files:
            lines.append(summary("none", self.language, folder=self.folder))
        else:
            lines.append(summary("total", self.language, files=len(self.files), errors=self.errors,
                                 warnings=sum(f.warnings for f in self.files)))
        if self.missing:
            dynasties = ", ".join(text(self.language, "list-item", name=self.dynasty_names.get(did, did), id=did)
                                  for did in self.missing)
            lines.append(summary("missing", self.language, dynasties=dynasties))
        return "\n".join(lines)


def file_lines(files: list[FileCheck], language: Language) -> list[str]:
    lines = []
    for file in files:
        lines += [p.render(language) for p in file.problems]
        if file.echo:
            lines += [f"{one_line(file.path)}: {message(language, 'reply-understood')}", *file.echo]
    return lines


def check_turn(campaign: Campaign, turn_text: str, files: list[Path] | None = None, *,
               echo: bool = False, language: Language | None = None, state: GameState | None = None) -> TurnCheck:
    """Check the order files of a turn (all in its orders folder, or the files named). Each file is checked
    against the state alone: what one house has sent tells nothing in another's answer. The problems and the
    summary are in `language` (the GM's `--lang`), else the game's. `state`: the turn's state, when the caller
    has loaded (and checked) it already."""
    if not campaign.settings_path.exists():
        raise _no_campaign_to_check(campaign, turn_text, files or [])
    turn = campaign.pick_turn(turn_text)
    state = state if state is not None else campaign.load_state(turn)
    rules, language = campaign.rules, language or campaign.settings.language
    orders_dir = campaign.orders_dir(turn)
    folder = turn_files(orders_dir, state, campaign.players(), language)
    named = files is not None and len(files) > 0
    in_folder = {path.resolve(): did for path, did in folder.files}
    paths = list(files) if files else [path for path, _ in folder.files]
    report = TurnCheck(turn, language, display_path(orders_dir),
                       dynasty_names={did: dynasty.name for did, dynasty in state.dynasties.items()})
    read: dict[Path, ParsedOrders] = {}
    names = written_names(state)

    def parsed(path: Path) -> ParsedOrders:
        if path.resolve() not in read:
            read[path.resolve()] = parse_orders(path, rules, language, within=campaign.root, names=names)
        return read[path.resolve()]

    # this turn's orders of each dynasty, as `resolve` plays them (those that could be read); a file's check never
    # reads another's (`check_parsed`)
    for did, path in folder.by_dynasty.items() if not named else ():
        orders = parsed(path).orders
        if orders is not None:
            report.orders[did] = orders
    for path in paths:
        expected = in_folder.get(path.resolve())
        # the game master's check of the whole turn reads every file: an acceptance looks for this turn's proposal
        problems = check_parsed(parsed(path), state, rules, language, turn=turn, expected_dynasty=expected,
                                turn_orders=report.orders if not named else None)
        misplaced = [problem for p, problem in folder.problems.items() if p.resolve() == path.resolve()]
        orders = parsed(path).orders
        if misplaced and expected is None and orders is not None and orders.dynasty in folder.living \
                and not matches(stem(path), state, campaign.players()):
            # named after no dynasty: its own `dynasty:` line says whose it most likely is
            misplaced = [Problem("file-name", unknown_name(stem(path), state, campaign.players(), language,
                                                           orders.dynasty), misplaced[0].location)]
        problems = [*misplaced, *problems]
        orders = parsed(path).orders
        checked = FileCheck(parsed(path).path, orders.dynasty if orders else None, problems, parsed=parsed(path),
                            expected=expected)
        whose = expected or (dynasty_named(orders.dynasty, state) if orders is not None else None)
        understood_now = understood(parsed(path), state, rules, whose) if echo and whose is not None else None
        if understood_now is not None:
            checked.echo = echo_lines(understood_now, language)
        report.files.append(checked)
    if not named:
        report.missing = [did for did in state.living_dynasties() if did not in folder.by_dynasty]
    return report


def _no_campaign_to_check(campaign: Campaign, turn: str, files: list[Path]) -> DynastyError:
    """`check` where there is no campaign: most likely a player who forgot --report, so he is shown the command
    with his own files, and the report beside them if there is one; a game master, the --game he forgot."""
    folder = files[0].parent if files else campaign.root
    reports = sorted(p.name for p in folder.glob("*.json") if p.name not in ("public.json", "order.schema.json"))
    orders = " ".join(display_path(f) for f in files) if files else Text("cli-check-orders-placeholder")
    return CampaignError(Text("cli-check-no-campaign", settings=display_path(campaign.settings_path), turn=turn,
                              orders=orders, report=reports[0] if len(reports) == 1 else "<id>.json"),
                         Location(display_path(campaign.root)))


def written_names(state: GameState) -> WrittenNames:
    """The names of the state's provinces, dynasties and each dynasty's living members, which orders may write
    for their ids."""
    members: dict[str, dict[str, str]] = {}
    for cid, character in state.characters.items():
        if character.alive:
            members.setdefault(character.dynasty, {})[cid] = character.name
    return WrittenNames.of({pid: p.name for pid, p in state.provinces.items()},
                           {did: d.name for did, d in state.dynasties.items()}, members)
