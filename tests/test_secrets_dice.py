"""Dice no player can predict, and dice anyone can check afterwards (issue "Secrets that hold", 1): CONTRACT Dice —
"Without `--seed`, `new-game` draws at least 128 random bits (... an integer ≥ 2^100 or a string of at least 32
characters); `--seed N` is for tests and demonstrations. The first chronicle publishes a SHA-256 commitment of the
secret, so that once the GM reveals it anyone can check every die of the reports they hold."

The games here start from a secret the test chooses (`new_secret` patched) and are played by the built-in player;
what is asserted holds for any dice."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands import cli, new_game
from dynasty.commands.cli import app
from dynasty.commands.verify import text_dice
from dynasty.game.campaign import GameSettings
from dynasty.game.dice import SECRET_BITS, commitment, guessable, new_secret, seeded_face
from dynasty.store.yaml_io import load_yaml
from tests.conftest import REPO, SCENARIOS
from tests.forum_world import forum_settings

SECRET = "5ec7e7" * 5 + "ab"  # 32 hex digits, as new-game draws them
DUEL = str(SCENARIOS / "duel.yaml")
#: a die line as a private report (Markdown) and its post (BBCode, or the text copied from the forum) show it
DIE_LINE = re.compile(r"`?(t\d\d/\S+?)`? (\d+)к(\d+) = ([\d, ]+?)(?: —|$| \()")


def run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args))


@pytest.fixture
def played(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A duel started without --seed (the secret is the test's) and two turns played by the built-in player."""
    monkeypatch.setattr(new_game, "new_secret", lambda: SECRET)
    game = tmp_path / "game"
    assert run("new-game", DUEL, "--game", str(game)).exit_code == 0
    monkeypatch.chdir(game)
    for turn in ("1", "2"):
        assert run("bot", turn, "--dynasty", "tverskie", "--dynasty", "moskovskie").exit_code == 0
        assert run("resolve", turn, "--yes").exit_code == 0
    return game


def test_new_game_without_a_seed_draws_a_secret_no_laptop_can_search(tmp_path: Path) -> None:
    """Item 1: new-game drew a seed below 10^9 (30 bits): eight dice of one report gave it. Now a secret of 128
    random bits, as 32 hex digits in turns/game.yaml, and two games never share one; nothing warns."""
    seeds = []
    for name in ("a", "b"):
        result = run("new-game", DUEL, "--game", str(tmp_path / name))
        assert result.exit_code == 0, result.output
        assert result.stderr == ""
        seeds.append(load_yaml(tmp_path / name / "turns" / "game.yaml").data["seed"])
    for seed in seeds:
        assert isinstance(seed, str) and re.fullmatch(r"[0-9a-f]{32}", seed) and not guessable(seed)
    assert seeds[0] != seeds[1]
    assert SECRET_BITS >= 128 and len(new_secret()) * 4 == SECRET_BITS


def test_a_seed_given_on_the_command_line_is_warned_of_as_guessable(tmp_path: Path) -> None:
    """`--seed` stays, for tests and demonstrations, and says that a player can find it from his dice."""
    result = run("new-game", DUEL, "--seed", "2026", "--game", str(tmp_path / "g"))
    assert result.exit_code == 0
    assert result.stderr.startswith("предупреждение: зерно кампании 2026 легко угадать: по кубикам своего отчёта игрок")
    status = run("status", "--game", str(tmp_path / "g"))
    assert "предупреждение: зерно кампании 2026 легко угадать" in status.stdout


def test_guessable_seeds_are_small_numbers_and_short_texts() -> None:
    assert guessable(2026) and guessable(2**100 - 1) and not guessable(2**100)
    assert guessable("my-secret") and not guessable(SECRET)


@pytest.mark.parametrize("seed", ["a/b" * 16, "with space and more than thirty-two chars", -1])
def test_a_seed_that_breaks_the_hashed_text_is_refused_in_game_yaml(seed: object) -> None:
    """A `/` would part the text "S/K/i/a" that a die's hash reads elsewhere; a negative number is no seed."""
    data = forum_settings().model_dump(mode="json")
    data["seed"] = seed
    with pytest.raises(ValueError):
        GameSettings.model_validate(data)


def test_the_first_chronicle_publishes_the_commitment_and_no_report_holds_the_secret(played: Path) -> None:
    """The first chronicle (its Markdown, its post, its data) publishes SHA-256 of the secret; the secret itself is
    in turns/game.yaml only — in no report, no post, no log, no journal."""
    fingerprint = hashlib.sha256(SECRET.encode()).hexdigest()
    assert commitment(SECRET) == fingerprint
    first = played / "reports" / "turn-01"
    assert f"Отпечаток зерна по SHA-256: `{fingerprint}`" in (first / "public.md").read_text(encoding="utf-8")
    assert fingerprint in (first / "posts" / "1-chronicle.bbcode").read_text(encoding="utf-8")
    assert f'"dice_commitment": "{fingerprint}"' in (first / "public.json").read_text(encoding="utf-8")
    assert fingerprint not in (played / "reports" / "turn-02" / "public.md").read_text(encoding="utf-8")
    holding = [path for path in played.rglob("*") if path.is_file() and SECRET.encode() in path.read_bytes()]
    assert holding == [played / "turns" / "game.yaml"]


def test_a_player_checks_one_die_by_hand_as_the_guide_says(played: Path) -> None:
    """The guide's recipe, with nothing of the program: SHA-256 of the text "seed/key/0/0", its first 16 hex
    digits as a number, its remainder by the sides plus one — the value his report shows."""
    text = (played / "reports" / "turn-02" / "tverskie.md").read_text(encoding="utf-8")
    key, count, sides, values = DIE_LINE.search(text).groups()  # type: ignore[union-attr]
    faces = [1 + int(hashlib.sha256(f"{SECRET}/{key}/{i}/0".encode()).hexdigest()[:16], 16) % int(sides)
             for i in range(int(count))]
    assert faces == [int(v) for v in values.split(", ")]


@pytest.mark.parametrize("guide", ["guide.ru.md", "guide.en.md"])
def test_the_guide_s_worked_example_of_one_die_is_right(guide: str) -> None:
    """The players' guide works one die through by hand: its digits are those of SHA-256, and its face is the
    program's."""
    text = (REPO / "docs" / guide).read_text(encoding="utf-8")
    secret, key = "5ec7e75ec7e75ec7e75ec7e75ec7e7ab", "t07/province/suzdal/event"
    digest = hashlib.sha256(f"{secret}/{key}/0/0".encode()).hexdigest()
    number = int(digest[:16], 16)
    assert f"`{secret}/{key}/0/0`" in text and f"`{digest[:16]}`" in text and str(number) in text
    assert f"{number % 12}" in text and seeded_face(secret, key, 0, 12) == number % 12 + 1 == 5


def test_verify_checks_every_die_of_a_player_s_posts_against_the_revealed_secret(played: Path) -> None:
    """Item 1, deliverable 2: the player of the Tverskie holds his private messages and the chronicle's posts;
    with the revealed secret, every die of them is computed again, and the commitment is checked."""
    posts = sorted((played / "reports").glob("turn-*/posts/*/*-report.bbcode"))
    posts = [p for p in posts if "tverskie" in p.parent.name] + [played / "reports/turn-01/posts/1-chronicle.bbcode"]
    result = run("verify", SECRET, *map(str, posts))
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Зерно верное: его отпечаток SHA-256 совпадает с опубликованным в первой летописи")
    checked = re.match(r"Проверено (\d+) кубик\w* из (\d+) файлов; выпали по зерну: (\d+)\.", lines[1])
    assert checked is not None and int(checked.group(1)) > 5 and checked.group(1) == checked.group(3)
    assert lines[-1] == "Кубики честные: каждый выпал по зерну или помечен как заданный мастером."


def test_verify_lists_the_dice_the_gm_chose_and_those_changed_without_a_mark(played: Path) -> None:
    """A die the GM chose (his dice file) is marked in the reports and listed as his; a value changed in a report
    without that mark is listed as such, and the check fails."""
    log = load_yaml(played / "turns" / "turn-02" / "log.yaml").data
    die = next(d for d in log["dice"] if d["key"].endswith("/event") and "tver" in d["key"])
    chosen = die["values"][0] % 12 + 1  # another face than the seed's
    (played / "turns" / "turn-02" / "dice.yaml").write_text(f"{die['key']}: {chosen}\n", encoding="utf-8")
    assert run("resolve", "2", "--force", "--yes").exit_code == 0
    report = played / "reports" / "turn-03" / "tverskie.md"
    chronicle = played / "reports" / "turn-01" / "public.md"
    fair = run("verify", SECRET, str(report), str(chronicle))
    assert fair.exit_code == 0, fair.output
    assert "Задал мастер, и отчёты это помечают («задан мастером»): 1" in fair.stdout
    assert f"  {die['key']} 1к12: в отчёте {chosen}, по зерну {die['values'][0]} (" in fair.stdout

    text = report.read_text(encoding="utf-8")
    shown = next(d for d in text_dice(text, "r") if not d.chosen)
    forged = played / "forged.md"
    line = f"`{shown.key}` {shown.count}к{shown.sides} = {', '.join(map(str, shown.values))}"
    other = ", ".join(str(v % shown.sides + 1) for v in shown.values)
    assert line in text
    forged.write_text(text.replace(line, f"`{shown.key}` {shown.count}к{shown.sides} = {other}"), encoding="utf-8")
    result = run("verify", SECRET, str(forged), str(chronicle))
    assert result.exit_code == 1
    assert "Выпали не по зерну, а отчёты этого не помечают: 1" in result.stdout
    assert result.stdout.splitlines()[-1] == "Проверка не пройдена: см. выше."


def test_verify_refuses_a_secret_that_is_not_the_committed_one(played: Path) -> None:
    """A GM who swapped the secret is caught by the first chronicle's commitment, whatever the dice."""
    chronicle = played / "reports" / "turn-01" / "public.md"
    result = run("verify", "0" * 32, str(chronicle), str(played / "reports" / "turn-02" / "tverskie.md"))
    assert result.exit_code == 1
    assert result.stdout.startswith("Зерно НЕ то, что обещала первая летопись: его отпечаток — "
                                    f"{commitment('0' * 32)}, а опубликован был {commitment(SECRET)}.")


def test_verify_without_the_commitment_says_the_check_proves_nothing_and_fails(played: Path) -> None:
    result = run("verify", SECRET, str(played / "reports" / "turn-02" / "tverskie.md"))
    assert result.exit_code == 1
    assert result.stdout.startswith("В файлах нет отпечатка зерна: дайте первую летопись")
    given = run("verify", SECRET, str(played / "reports" / "turn-02" / "tverskie.json"),
                "--commitment", commitment(SECRET))
    assert given.exit_code == 0, given.output
    assert run("verify", SECRET, "x.md", "--commitment", "abc").exit_code == 1


def test_reveal_before_the_end_says_what_it_tells_and_asks(played: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Deliverable 2: before the end the secret would let anyone compute every house's hidden rolls: the command
    says so; without a terminal it refuses, on one it asks; after `--yes` (or a yes) it prints the post."""
    refused = run("reveal")
    assert refused.exit_code == 1 and SECRET not in refused.output
    assert refused.stderr.startswith("предупреждение: игра ещё идёт (ход 3): кто узнает зерно сейчас, вычислит")
    monkeypatch.setattr(cli, "_on_terminal", lambda: True)
    monkeypatch.setattr(cli, "_agrees", lambda question: False)
    declined = run("reveal")
    assert declined.exit_code == 1 and declined.stderr.endswith("\nЗерно кампании не открыто.\n")
    monkeypatch.setattr(cli, "_agrees", lambda question: True)
    post = run("reveal").stdout
    assert post.startswith("[b]Зерно кампании открыто[/b]\n\nВсе кубики игры программа выводила из зерна "
                           f"{SECRET}. Его отпечаток SHA-256 — {commitment(SECRET)} — был опубликован")
    assert run("reveal", "--yes", "--format", "md").stdout.startswith("**Зерно кампании открыто**")


def test_reveal_after_the_last_house_stands_asks_nothing(played: Path) -> None:
    """DEFEAT-5: once a house has won, the game is over and the secret tells nothing that matters."""
    state_path = played / "turns" / "turn-03" / "state.yaml"
    text = state_path.read_text(encoding="utf-8")
    state_path.write_text(re.sub(r"^winners: \[\]$", "winners: [tverskie]", text, flags=re.M), encoding="utf-8")
    assert "winners: [tverskie]" in state_path.read_text(encoding="utf-8")
    result = run("reveal")
    assert result.exit_code == 0, result.output
    assert SECRET in result.stdout and result.stderr == ""
