"""The parsed forms kept between runs (`dynasty.kept`): a catalog parsed once is read back, not parsed, until
its text changes; a place that cannot be written or holds a broken file is passed over in silence; and what a
command says is the same with them and without them (`DYNASTY_NO_CACHE`)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from dynasty import kept
from dynasty.text import catalogs
from dynasty.text.catalogs import CatalogError, parsed_catalog

CATALOG = "hello = Привет, { $who }!\n"


def catalog(folder: Path, text: str = CATALOG) -> Path:
    path = folder / "test.ftl"
    path.write_text(text, encoding="utf-8")
    return path


def never_parsed(monkeypatch: pytest.MonkeyPatch) -> None:
    def parse(path: Path, source: bytes) -> None:
        raise AssertionError(f"{path} parsed again")

    monkeypatch.setattr(catalogs, "_parse", parse)


def test_a_catalog_parsed_once_is_read_back_until_its_text_changes(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    place = tmp_path / "kept"
    path = catalog(tmp_path)
    first = parsed_catalog(path, [place])
    (written,) = place.glob("test.*.pickle")
    never_parsed(monkeypatch)
    assert parsed_catalog(path, [place]).equals(first)
    monkeypatch.undo()
    catalog(tmp_path, CATALOG.replace("Привет", "Здравствуй"))
    changed = parsed_catalog(path, [place])
    assert not changed.equals(first)
    assert [p.name for p in place.glob("test.*.pickle")] != [written.name]  # the older form is gone
    assert len(list(place.glob("test.*.pickle"))) == 1


def test_a_place_that_cannot_be_written_is_passed_over(tmp_path: Path) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where a folder would be", encoding="utf-8")
    second = tmp_path / "second"
    path = catalog(tmp_path)
    parsed_catalog(path, [blocked, second])
    assert list(second.glob("test.*.pickle"))
    assert parsed_catalog(path, [blocked]) is not None  # nowhere to keep it: parsed, and no error


def test_a_broken_kept_file_is_parsed_again(tmp_path: Path) -> None:
    place = tmp_path / "kept"
    path = catalog(tmp_path)
    first = parsed_catalog(path, [place])
    (written,) = place.glob("test.*.pickle")
    written.write_bytes(written.read_bytes()[:20])
    assert parsed_catalog(path, [place]).equals(first)


def test_a_catalog_with_a_syntax_error_is_refused_and_not_kept(tmp_path: Path) -> None:
    place = tmp_path / "kept"
    path = catalog(tmp_path, "hello = { $who\n")
    with pytest.raises(CatalogError):
        parsed_catalog(path, [place])
    assert not list(place.glob("*.pickle")) if place.exists() else True


def test_nothing_is_kept_or_read_when_the_user_says_so(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(kept.OFF, "1")
    assert kept.folders(tmp_path, "catalogs/ru") == []
    monkeypatch.setenv(kept.OFF, "0")
    assert kept.folders(tmp_path, "catalogs/ru")[0] == tmp_path / "__pycache__"


def test_a_command_says_the_same_with_the_kept_forms_and_without(tmp_path: Path) -> None:
    """The rules of a group in the game's language, and a report of the example campaign: the same text from
    a first run (parsing), a second (reading back) and a run that keeps nothing."""
    root = Path(__file__).resolve().parent.parent
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    env.pop(kept.OFF, None)

    def run(*args: str, **extra: str) -> str:
        return subprocess.run([sys.executable, "-m", "dynasty.commands.cli", *args], check=True, capture_output=True,
                              text=True, cwd=root, env={**env, **extra}).stdout

    for args in (("rules", "SAB"), ("report", "7", "--dynasty", "galitskie")):
        first, second = run(*args), run(*args)
        assert first == second == run(*args, DYNASTY_NO_CACHE="1")


def test_a_value_made_once_is_read_back_until_what_it_is_made_from_changes(tmp_path: Path) -> None:
    place = [tmp_path / "kept"]
    made: list[int] = []

    def make() -> dict[str, int]:
        made.append(1)
        return {"made": len(made)}

    assert kept.pickled(place, "rules", [b"rules v1"], make, dict) == {"made": 1}
    assert kept.pickled(place, "rules", [b"rules v1"], make, dict) == {"made": 1}
    assert len(made) == 1
    assert kept.pickled(place, "rules", [b"rules v2"], make, dict) == {"made": 2}
    (written,) = (tmp_path / "kept").glob("rules.*.pickle")  # the older form is gone
    written.write_bytes(written.read_bytes()[:5])
    assert kept.pickled(place, "rules", [b"rules v2"], make, dict) == {"made": 3}  # broken: made again


def test_the_packaged_rules_are_read_back_as_they_were_validated(tmp_path: Path) -> None:
    """A command neither parses `data/rules.yaml` nor validates it while the file (and the code of its models)
    is unchanged: the rules a second run reads back are those the first validated."""
    program = ("import sys\nfrom dynasty.game import rules\n"
               "if sys.argv[1] == 'again':\n"
               "    def refuse(*args, **kwargs):\n"
               "        raise AssertionError('validated again')\n"
               "    rules.Rules.model_validate = refuse\n"
               "    rules.parse_yaml = refuse\n"
               "print(rules.default_rules().model_dump_json())\n")
    env = {**os.environ, "PYTHONPYCACHEPREFIX": str(tmp_path / "bytecode"), "XDG_CACHE_HOME": str(tmp_path)}
    env.pop(kept.OFF, None)
    first, again = (subprocess.run([sys.executable, "-c", program, run], check=True, capture_output=True, text=True,
                                   env=env).stdout for run in ("first", "again"))
    assert first == again and '"start"' in first
    assert list(tmp_path.rglob("rules.*.pickle"))
