"""The corpus of bad order files (STYLE "Bad input is a corpus": one file per kind of mistake, each with its
expected message and line).

Each file of `tests/order_corpus/` opens with header comments:

    # expect: <error|warning> <code> <line, or - when the problem has none>
    # state: vassal          (optional: the world of `order_state(vassal=True)`)
    # xfail: <reason>        (optional: a known library bug; the test must fail until it is fixed)

The test saves the file as `turns/turn-03/orders/valois.yaml` of a fresh `order_campaign` and runs
`dynasty.orders.check_turn` on it. The errors found must be exactly the expected ones (code and line);
the expected warnings must be among those found, since most files also draw the unavoidable ones
(`decision-default` for the pending famine and revolt, `ap-unspent`).
"""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from pydantic import BaseModel

from dynasty.game.campaign import Campaign
from dynasty.game.rules import SKILLS, default_rules
from dynasty.orders import check_turn
from dynasty.orders import model as m
from dynasty.orders.messages import MESSAGES
from tests.order_fixture import TURN, order_campaign, order_state

CORPUS = Path(__file__).resolve().parent / "order_corpus"
HEADER = re.compile(r"^# (expect|state|xfail): (.+)$")
EXPECT = re.compile(r"^(error|warning) ([a-z-]+) ([0-9]+|-)$")

#: Codes of MESSAGES that no order file can produce by its content: `file-name` is about the file's name in
#: the orders folder (tests/test_forum_corpus.py has files so named).
UNREACHABLE: frozenset[str] = frozenset({"file-name"})

Expected = tuple[str, str, int | None]  # severity, code, line


@dataclass(frozen=True)
class Case:
    path: Path
    expected: tuple[Expected, ...]
    vassal: bool
    xfail: str | None

    @property
    def errors(self) -> list[tuple[str, int | None]]:
        return sorted(((code, line) for severity, code, line in self.expected if severity == "error"),
                      key=_order)

    @property
    def warnings(self) -> list[tuple[str, int | None]]:
        return [(code, line) for severity, code, line in self.expected if severity == "warning"]


def _order(item: tuple[str, int | None]) -> tuple[int, str]:
    return (item[1] or 0, item[0])


def read_case(path: Path) -> Case:
    """The header of a corpus file (its leading `# key: value` lines); the rest is the order file."""
    expected: list[Expected] = []
    vassal, xfail = False, None
    # the bytes may not be UTF-8 (that is a mistake of the corpus too); the header is ASCII
    for line in path.read_bytes().decode("utf-8", errors="replace").splitlines():
        header = HEADER.match(line)
        if header is None:
            break
        key, value = header.groups()
        if key == "expect":
            parsed = EXPECT.match(value.strip())
            assert parsed is not None, f"{path.name}: bad header '{line}'"
            severity, code, where = parsed.groups()
            expected.append((severity, code, None if where == "-" else int(where)))
        elif key == "state":
            assert value.strip() == "vassal", f"{path.name}: unknown state variant '{value}'"
            vassal = True
        else:
            xfail = value.strip()
    return Case(path, tuple(expected), vassal, xfail)


CASES = [read_case(path) for path in sorted(CORPUS.glob("*.yaml"))]


def _param(case: Case, *, expect_failure: bool) -> object:
    marks = [pytest.mark.xfail(strict=True, reason=case.xfail)] if case.xfail and expect_failure else []
    return pytest.param(case, id=case.path.name, marks=marks)


Found = tuple[str, str, int | None, str]  # severity, code, line, message


def run_case(case: Case, tmp_path: Path, language: str = "en") -> list[Found]:
    """Check the corpus file as valois's orders of turn 3 in a fresh game folder."""
    root = order_campaign(tmp_path / language, language, vassal=case.vassal)
    campaign = Campaign(root)
    target = campaign.order_path(TURN, "valois")
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(case.path, target)
    report = check_turn(campaign, str(TURN), [target])
    assert len(report.files) == 1
    return [(p.severity, p.code, p.location.line, p.message) for p in report.files[0].problems]


@pytest.mark.parametrize("case", [_param(c, expect_failure=True) for c in CASES])
def test_corpus_file_gives_its_expected_problems(case: Case, tmp_path: Path) -> None:
    """Errors: exactly the expected codes at the expected lines. Warnings: the expected ones are there."""
    found = run_case(case, tmp_path)
    errors = sorted(((code, line) for severity, code, line, _ in found if severity == "error"), key=_order)
    warnings = [(code, line) for severity, code, line, _ in found if severity == "warning"]
    shown = "\n".join(f"  {s} {c} {ln}: {msg}" for s, c, ln, msg in found)
    assert errors == case.errors, f"{case.path.name} found:\n{shown}"
    for warning in case.warnings:
        assert warning in warnings, f"{case.path.name}: {warning} missing; found:\n{shown}"


def test_corpus_has_forty_files_and_covers_every_message_code() -> None:
    """The issue: at least 40 bad order files, from broken YAML to each legality rule; every message kind
    of `dynasty.orders.messages` is expected by at least one file."""
    assert len(CASES) >= 40
    for case in CASES:
        assert case.expected, f"{case.path.name} expects nothing"
        for _, code, _ in case.expected:
            assert code in MESSAGES, f"{case.path.name}: '{code}' is no message code"
    expected_codes = {code for case in CASES for _, code, _ in case.expected}
    assert set(MESSAGES) - UNREACHABLE - expected_codes == set()
    assert UNREACHABLE.issubset(MESSAGES)


def test_corpus_has_a_pasted_forum_message_and_a_russian_action_name() -> None:
    """CONTRACT "Order files": Russian action names are accepted; a pasted message is read from its
    fenced block, its lines counted in the file as saved."""
    texts = {case.path.name: case.path.read_bytes().decode("utf-8", errors="replace") for case in CASES}
    pasted = [name for name, text in texts.items() if "```yaml" in text]
    assert pasted
    for name in pasted:
        case = next(c for c in CASES if c.path.name == name)
        lines = texts[name].splitlines()
        fence = next(i for i, line in enumerate(lines, 1) if line.startswith("```yaml"))
        # the expected problem lies inside the block, below the text that precedes it
        assert all(line is not None and line > fence for _, _, line in case.expected)
    assert any(re.search(r"^\s*- визит:", text, re.MULTILINE) for text in texts.values())


def test_corpus_expects_each_variant_of_the_world() -> None:
    """The vassal world is used: war-on-lord and vassal-peace need a lord (VASSAL-5)."""
    vassal_codes = {code for case in CASES if case.vassal for _, code, _ in case.expected}
    assert {"war-on-lord", "vassal-peace"} <= vassal_codes


@pytest.mark.parametrize("case", [_param(c, expect_failure=False) for c in CASES])
def test_corpus_file_reads_in_both_languages(case: Case, tmp_path: Path) -> None:
    """CONTRACT: `turns/game.yaml` chooses ru or en. The same problems at the same lines, each message
    non-empty, Russian in ru and different from the English one."""
    english = run_case(case, tmp_path, "en")
    russian = run_case(case, tmp_path, "ru")
    assert [f[:3] for f in russian] == [f[:3] for f in english]
    assert english
    for (_, code, _, en), (_, _, _, ru) in zip(english, russian, strict=True):
        assert en.strip() and ru.strip(), code
        assert en != ru, code
        assert re.search("[а-яё]", ru, re.IGNORECASE), f"{code}: {ru}"


# -- no English in a Russian game ------------------------------------------------------------------------

#: A word in Latin letters, as the corpus's Russian messages are searched for them.
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")
#: A rule ID (SAB-1, ACT-accept_peace): a message may close with the rule it applies.
RULE_ID = re.compile(r"^[A-Z]+-[0-9a-z_]+$")


def order_file_words() -> set[str]:
    """Every word a player writes in an order file, which a message may quote for him to write: the fields of
    every model (as written: `from`), the action ids, the skills, the decisions' choices, true and false."""
    words = {"true", "false"} | set(m.ACTION_MODELS) | set(SKILLS) | {"pay", "refuse", "accept", "suppress", "yield"}
    models: list[type[BaseModel]] = [m.OrderFile, m.Decisions, m.WarOrder, m.PeaceTerms, *m.ACTION_MODELS.values()]
    for model in models:
        words |= {field.alias or name for name, field in model.model_fields.items()}
    return words


def game_ids() -> set[str]:
    """The ids of the corpus's world: its characters, dynasties, provinces, and the rules' technologies."""
    state = order_state()
    return {*state.characters, *state.dynasties, *state.provinces, *default_rules().technologies}


#: The names of what a player writes, which Russian players read as they are: formats, encodings, and the
#: code blocks and quotes of forums as he types them ([code], ```yaml, [quote]).
FORMAT_NAMES = frozenset({"id", "YAML", "UTF-8", "UTF-16", "Windows-1251", "KOI8-R", "code", "yaml", "quote"})
#: A quotation of what the player writes: in quotes ('vizit'), or an id after a name ("Визит (visit)").
QUOTED = re.compile(r"'[^']*'|\([a-z][a-z0-9_-]*\)")
#: A character a message shows escaped, because it is no text (`errors.one_line`).
ESCAPED = re.compile(r"\\(?:x[0-9a-f]{2}|u[0-9a-f]{4}|[nr])")


@pytest.mark.parametrize("case", [_param(c, expect_failure=False) for c in CASES])
def test_corpus_messages_in_a_russian_game_hold_no_english(case: Case, tmp_path: Path) -> None:
    """STYLE "The words": in a Russian game no English reaches the player. A Latin word in a message is an id
    of the game ("Людовик (louis)"), a rule ID, the name of a format (YAML) — or, in quotes, what the player
    wrote ('vizit') or a word of the order file he must write ('release', 'pay')."""
    written = set(LATIN_WORD.findall(ESCAPED.sub(" ", case.path.read_bytes().decode("utf-8", errors="replace"))))
    ids = game_ids()
    quotable = order_file_words() | ids | written | FORMAT_NAMES
    for _, code, _, message in run_case(case, tmp_path, "ru"):
        message = ESCAPED.sub(" ", message)  # a control character the message shows (\\x1b) is no word
        quoted = " ".join(QUOTED.findall(message))
        english = [word for word in LATIN_WORD.findall(QUOTED.sub(" ", message))
                   if word not in ids and word not in FORMAT_NAMES and not RULE_ID.match(word)]
        english += [word for word in LATIN_WORD.findall(quoted) if word not in quotable]
        assert english == [], f"{code}: {message}"
