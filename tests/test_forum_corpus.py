"""Order files as Russian forum players write them (issue "Orders as forum players write them"): a corpus of
posts and files with typos, Russian values, pasted posts of the common forum engines, tabs, wrong encodings
and misnamed files, each with the exact messages `dynasty check` prints for it.

Each folder of `tests/forum_corpus/` is one case: the files a game master saved in the orders folder of turn 5
of the forum world (`tests/forum_world.py`), under the names he gave them, and `expected.txt`: its first lines,
`# ...`, say what the player did; the others are exactly what `dynasty check 5` prints, summary included.
`UPDATE_GOLDEN=1` writes `expected.txt` anew (its comment kept): read the diff as the player would.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from dynasty.game.campaign import Campaign
from dynasty.game.rules import default_rules
from dynasty.orders import check_turn
from tests.forum_world import TURN, forum_campaign, forum_state
from tests.test_orders_corpus import FORMAT_NAMES, LATIN_WORD, QUOTED, RULE_ID, order_file_words

CORPUS = Path(__file__).resolve().parent / "forum_corpus"
CASES = sorted(p for p in CORPUS.iterdir() if p.is_dir())


def orders_of(case: Path) -> list[Path]:
    return sorted(p for p in case.iterdir() if p.name != "expected.txt")


def checked(case: Path, root: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What `dynasty check 5` prints for the case's files saved in a fresh forum game."""
    forum_campaign(root)
    campaign = Campaign(root)
    folder = campaign.orders_dir(TURN)
    folder.mkdir(parents=True)
    for path in orders_of(case):
        shutil.copyfile(path, folder / path.name)
    monkeypatch.chdir(root)
    return check_turn(campaign, str(TURN)).render().splitlines()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_forum_orders_give_exactly_their_expected_messages(case: Path, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    expected_file = case / "expected.txt"
    comment = [line for line in expected_file.read_text(encoding="utf-8").splitlines() if line.startswith("# ")] \
        if expected_file.exists() else []
    found = checked(case, tmp_path, monkeypatch)
    if os.environ.get("UPDATE_GOLDEN"):
        expected_file.write_text("\n".join([*comment, *found]) + "\n", encoding="utf-8")
    expected = [line for line in expected_file.read_text(encoding="utf-8").splitlines() if not line.startswith("# ")]
    assert comment, f"{case.name}: expected.txt must say what the player did"
    assert found == expected


def russian_game_ids() -> set[str]:
    state = forum_state()
    return {*state.characters, *state.dynasties, *state.provinces, *default_rules().technologies}


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_forum_orders_messages_hold_no_english_but_ids(case: Path, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue: "no message of `check` in a Russian game contains English words other than ids" — a Latin word
    is an id, a rule ID, a format's name, or in quotes what the player wrote or must write."""
    written = set()  # what the player (or the game master, naming the file) wrote
    for path in orders_of(case):
        written |= set(LATIN_WORD.findall(path.read_bytes().decode("utf-8", errors="replace") + " " + path.name))
    ids = russian_game_ids()
    quotable = order_file_words() | ids | written | FORMAT_NAMES
    for line in checked(case, tmp_path, monkeypatch):
        message = re.split(r": (?:error|warning|ошибка|предупреждение): ", line, maxsplit=1)[-1]
        quoted = " ".join(QUOTED.findall(message))
        english = [word for word in LATIN_WORD.findall(QUOTED.sub(" ", message))
                   if word not in ids and word not in FORMAT_NAMES and not RULE_ID.match(word)]
        # an id is quoted as read, in lower case (the player may have written 'Twer')
        english += [word for word in LATIN_WORD.findall(quoted) if word.lower() not in {q.lower() for q in quotable}]
        assert english == [], line


def test_forum_corpus_has_sixty_cases_of_every_kind() -> None:
    """Issue: "a corpus of at least 60 order files written as Russian forum players write them (typos, Russian
    values, pasted posts of the common forum engines, tabs, wrong encodings, misnamed files)"."""
    assert len(CASES) >= 60
    texts = {case.name: b"".join(p.read_bytes() for p in orders_of(case)) for case in CASES}
    assert sum(b"[code" in t.lower() for t in texts.values()) >= 3  # phpBB, vBulletin, XenForo
    assert sum(b"```" in t for t in texts.values()) >= 2
    assert sum(b"\t" in t for t in texts.values()) >= 2
    assert sum(t.startswith((b"\xff\xfe", b"\xfe\xff")) for t in texts.values()) >= 1  # UTF-16
    assert any(not _utf8(t) for t in texts.values())  # cp1251 and the like
    names = [p.name for case in CASES for p in orders_of(case)]
    assert any(name.endswith(".yml") for name in names) and any(name != name.lower() for name in names)
    assert any(re.search("[а-яё]", name, re.IGNORECASE) for name in names)  # a player's forum name
    russian = [t.decode("utf-8", errors="replace") for t in texts.values()]
    assert any(re.search(r"skill: [а-яё]", t, re.IGNORECASE) for t in russian)
    assert any(re.search(r": (платим|заплатить|отказываемся|подавить)", t) for t in russian)


def _utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
