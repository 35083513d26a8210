"""YAML in and out (CONTRACT "State and log", "Commands"): every error names its file and line, and
"writes are atomic (a half-written state never replaces a good one)".
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ConfigDict
from ruamel.yaml import YAML
from ruamel.yaml.representer import RepresenterError

from dynasty.errors import FileReadError, ProblemsError, YamlSyntaxError
from dynasty.store import yaml_io
from dynasty.store.yaml_io import (
    atomic_write_text,
    dotted,
    dump_yaml,
    load_yaml,
    parse_yaml,
    save_yaml,
    validate_document,
)


def leftovers(folder: Path) -> list[str]:
    """Temporary files a write may have left behind."""
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


# -- atomic writes ----------------------------------------------------------------------------------------

def test_atomic_write_text_replaces_the_content(tmp_path: Path) -> None:
    """CONTRACT: writes are atomic — and they do write."""
    path = tmp_path / "state.yaml"
    path.write_text("old: 1\n", encoding="utf-8")
    atomic_write_text(path, "new: Людовик\n")
    assert path.read_text(encoding="utf-8") == "new: Людовик\n"
    assert leftovers(tmp_path) == []


def test_atomic_write_text_gives_the_file_the_usual_mode_not_the_temp_files_0600(tmp_path: Path) -> None:
    path = tmp_path / "report.md"
    atomic_write_text(path, "# Ход 7\n")
    plain = tmp_path / "plain.md"
    plain.write_text("x", encoding="utf-8")
    assert path.stat().st_mode & 0o777 == plain.stat().st_mode & 0o777


def test_atomic_write_text_creates_missing_folders(tmp_path: Path) -> None:
    """CONTRACT: `turns/turn-07/state.yaml` is written into a folder the turn has not made yet."""
    path = tmp_path / "turns" / "turn-07" / "state.yaml"
    atomic_write_text(path, "turn: 7\n")
    assert path.read_text(encoding="utf-8") == "turn: 7\n"


def test_save_yaml_replaces_the_content(tmp_path: Path) -> None:
    """CONTRACT: the program writes `state.yaml` as YAML."""
    path = tmp_path / "state.yaml"
    save_yaml(path, {"turn": 1})
    save_yaml(path, {"turn": 2, "name": "Тверские"})
    assert YAML(typ="safe").load(path.read_text(encoding="utf-8")) == {"turn": 2, "name": "Тверские"}
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("step", ["fsync", "replace"])
def test_interrupted_save_leaves_the_old_file_and_no_temp_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                               step: str) -> None:
    """CONTRACT: "Writes are atomic (a half-written state never replaces a good one)"."""
    path = tmp_path / "state.yaml"
    path.write_text("turn: 6\n", encoding="utf-8")

    def crash(*args: Any, **kwargs: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(f"dynasty.store.yaml_io.os.{step}", crash)
    with pytest.raises(OSError, match="No space left"):
        save_yaml(path, {"turn": 7, "padding": "x" * 10_000})
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == "turn: 6\n"
    assert leftovers(tmp_path) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["state.yaml"]


def test_interrupted_save_by_keyboard_interrupt_leaves_no_temp_file(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """CONTRACT: a half-written state never replaces a good one, even when the GM presses Ctrl-C."""
    path = tmp_path / "state.yaml"
    path.write_text("turn: 6\n", encoding="utf-8")

    def interrupt(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("dynasty.store.yaml_io.os.fsync", interrupt)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_text(path, "turn: 7\n")
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == "turn: 6\n"
    assert leftovers(tmp_path) == []


def test_serialisation_failure_leaves_the_old_file_untouched(tmp_path: Path) -> None:
    """save_yaml: "Serialise first (so a serialisation error touches no file), then write atomically"."""
    path = tmp_path / "state.yaml"
    path.write_text("turn: 6\n", encoding="utf-8")
    before = path.stat().st_mtime_ns
    with pytest.raises(RepresenterError):
        save_yaml(path, {"turn": 7, "oops": object()})
    assert path.read_text(encoding="utf-8") == "turn: 6\n"
    assert path.stat().st_mtime_ns == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["state.yaml"]


# -- reading: every error names the file and the line ---------------------------------------------------

def write(tmp_path: Path, text: str | bytes, name: str = "orders.yaml") -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("trusted", [False, True])
def test_load_yaml_reads_a_good_file(tmp_path: Path, trusted: bool) -> None:
    """CONTRACT: YAML files written by people and by the program are read back as plain data."""
    path = write(tmp_path, "dynasty: valois\nturn: 7\nnames: {child-12: Филипп}\nlist: [1, 2]\n")
    doc = load_yaml(path, trusted=trusted)
    assert doc.data == {"dynasty": "valois", "turn": 7, "names": {"child-12": "Филипп"}, "list": [1, 2]}
    assert doc.line_of(("names", "child-12")) == 3


@pytest.mark.parametrize("trusted", [False, True])
@pytest.mark.parametrize("text, line", [
    ("dynasty: valois\nturn: 7\n  decisions: 3\n", 3),
    ("dynasty: valois\nactions: [visit, spy\nturn: 7\n", 2),
    ("dynasty: valois\nturn: 7\nwar:\n  habsburg: {send: 20\n", 4),
])
def test_load_yaml_malformed_names_the_line(tmp_path: Path, trusted: bool, text: str, line: int) -> None:
    """CONTRACT Commands: "Errors go to stderr as one clear sentence naming the file and ... the line" — the
    line to correct: a bracket left open is told where it opens, not where the parser gave up."""
    path = write(tmp_path, text)
    with pytest.raises(YamlSyntaxError) as info:
        load_yaml(path, trusted=trusted)
    assert str(info.value).startswith(f"{path}:{line}: error: malformed YAML")
    assert info.value.code == "yaml-syntax"


@pytest.mark.parametrize("trusted", [False, True])
def test_load_yaml_duplicate_key_names_its_line(tmp_path: Path, trusted: bool) -> None:
    """A key written twice is a mistake (the second would silently win): the error names its line."""
    path = write(tmp_path, "dynasty: valois\nturn: 7\n# a comment\ndynasty: habsburg\n")
    with pytest.raises(YamlSyntaxError, match="the key 'dynasty' is already written on line 1") as info:
        load_yaml(path, trusted=trusted)
    assert str(info.value).startswith(f"{path}:4: error:")


def test_load_yaml_refuses_aliases_with_their_line(tmp_path: Path) -> None:
    """yaml_io: untrusted files are read "after a parse pass that refuses aliases (alias bombs)"."""
    path = write(tmp_path, "a: &x [1]\nb: *x\n")
    with pytest.raises(YamlSyntaxError, match=r"aliases \('\*x'\) are not accepted") as info:
        load_yaml(path)
    assert str(info.value).startswith(f"{path}:2: error:")


def test_load_yaml_refuses_an_alias_bomb(tmp_path: Path) -> None:
    """yaml_io: aliases are refused before the document is built: a billion-laughs file fails at its first
    alias."""
    lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, 10)]
    path = write(tmp_path, "\n".join(lines) + "\n")
    with pytest.raises(YamlSyntaxError) as info:
        load_yaml(path)
    assert str(info.value).startswith(f"{path}:2: error:")


def test_load_yaml_refuses_an_oversized_file(tmp_path: Path) -> None:
    """yaml_io: "Inputs written by people are small; a larger file is a mistake or an attack"."""
    path = write(tmp_path, "a: " + "x" * yaml_io.MAX_INPUT_BYTES + "\n")
    with pytest.raises(YamlSyntaxError, match="bytes; at most") as info:
        load_yaml(path)
    assert str(info.value).startswith(f"{path}: error:")


def test_load_yaml_max_bytes_limit_is_respected(tmp_path: Path) -> None:
    """yaml_io: the size limit can be set per read; a file one byte over it is refused."""
    path = write(tmp_path, "a: 12345\n")  # 9 bytes
    assert load_yaml(path, max_bytes=9).data == {"a": 12345}
    with pytest.raises(YamlSyntaxError, match="file is 9 bytes; at most 8"):
        load_yaml(path, max_bytes=8)


def test_load_yaml_missing_file_is_a_file_read_error(tmp_path: Path) -> None:
    """CONTRACT Commands: errors name the file; a missing file is one clear sentence."""
    path = tmp_path / "turn-07" / "orders" / "valois.yaml"
    with pytest.raises(FileReadError, match="file not found") as info:
        load_yaml(path)
    assert str(info.value) == f"{path}: error: file not found"
    assert info.value.code == "file-read"


def test_load_yaml_folder_is_a_file_read_error(tmp_path: Path) -> None:
    """CONTRACT Commands: a folder given for a file is one clear sentence, not a traceback."""
    with pytest.raises(FileReadError, match="folder"):
        load_yaml(tmp_path)


@pytest.mark.parametrize("trusted", [False, True])
def test_load_yaml_non_utf8_bytes_are_refused(tmp_path: Path, trusted: bool) -> None:
    """yaml_io: a file that is not UTF-8 text gets one clear error naming the file."""
    path = write(tmp_path, b"name: " + "Людовик".encode("cp1251") + b"\n")
    with pytest.raises(YamlSyntaxError, match=r"not UTF-8 text \(byte 6\)") as info:
        load_yaml(path, trusted=trusted)
    assert str(info.value).startswith(f"{path}: error:")


# -- validation against a model: each problem with the line of its field --------------------------------

class Skills(BaseModel):
    model_config = ConfigDict(extra="forbid")
    combat: int
    piety: int


class Person(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    age: int
    skills: Skills
    traits: list[str] = []


PERSON = """\
# a person
name: Louis
age: 35
skills:
  combat: 3
  piety: 1
traits: [cunning, lazy]
"""


def problems_of(tmp_path: Path, text: str) -> ProblemsError:
    path = write(tmp_path, text, "person.yaml")
    with pytest.raises(ProblemsError) as info:
        validate_document(Person, load_yaml(path))
    return info.value


def test_validate_document_accepts_a_good_document(tmp_path: Path) -> None:
    """yaml_io.validate_document: a good document becomes the model."""
    person = validate_document(Person, load_yaml(write(tmp_path, PERSON)))
    assert person == Person(name="Louis", age=35, skills=Skills(combat=3, piety=1), traits=["cunning", "lazy"])


def test_validate_document_missing_field_names_the_enclosing_line(tmp_path: Path) -> None:
    """CONTRACT: a field that is missing is named, with the line of the mapping that lacks it."""
    err = problems_of(tmp_path, PERSON.replace("  piety: 1\n", ""))
    assert str(err) == f"{tmp_path / 'person.yaml'}:4: error: missing field 'piety' in skills"
    assert [p.code for p in err.problems] == ["schema"]


def test_validate_document_unknown_field_names_its_line(tmp_path: Path) -> None:
    """CONTRACT: an unknown field (a typo, usually) is named with its own line."""
    err = problems_of(tmp_path, PERSON.replace("  piety: 1\n", "  piety: 1\n  pietty: 2\n"))
    assert str(err) == f"{tmp_path / 'person.yaml'}:7: error: unknown field 'pietty' in skills"


def test_validate_document_wrong_type_names_its_line_and_the_input(tmp_path: Path) -> None:
    """STYLE: an error quotes the input and says what would be right."""
    err = problems_of(tmp_path, PERSON.replace("age: 35", "age: old"))
    text = str(err)
    assert text.startswith(f"{tmp_path / 'person.yaml'}:3: error: age: ")
    assert "must be a whole number" in text and "'old'" in text


def test_validate_document_reports_every_problem_one_a_line(tmp_path: Path) -> None:
    """CONTRACT check: "prints every problem, one a line, as `path:line: error|warning: message`"."""
    text = PERSON.replace("age: 35", "age: old").replace("traits: [cunning, lazy]", "traits: [cunning, 5]\nhair: red")
    err = problems_of(tmp_path, text)
    path = tmp_path / "person.yaml"
    lines = str(err).splitlines()
    assert len(lines) == 3
    assert lines[0].startswith(f"{path}:3: error: age:")
    assert lines[1].startswith(f"{path}:7: error: traits[1]:")
    assert lines[2] == f"{path}:8: error: unknown field 'hair'"


def test_validate_document_root_that_is_not_a_mapping_gets_a_clean_message(tmp_path: Path) -> None:
    """STYLE: "Errors are one sentence that quotes the input and says what would be right"."""
    err = problems_of(tmp_path, "- Louis\n- 35\n")
    message = err.problems[0].message
    assert not message.startswith(":")
    assert "Person" not in message


# -- dumping -------------------------------------------------------------------------------------------------

def test_dotted_path_reads_like_the_document() -> None:
    """yaml_io.dotted: `('dynasties', 'valois', 'members', 0)` → `dynasties.valois.members[0]`."""
    assert dotted(("dynasties", "valois", "members", 0, "skills")) == "dynasties.valois.members[0].skills"
    assert dotted(()) == ""


def test_dump_yaml_keeps_key_order_and_cyrillic_text() -> None:
    """CONTRACT: `state.yaml` is "readable by people" — key order as given, names unescaped."""
    text = dump_yaml({"turn": 1, "era": "discovery",
                      "characters": {"ivan": {"name": "Иван", "skills": {"combat": 2, "piety": 1}}}})
    assert text == ("turn: 1\n"
                    "era: discovery\n"
                    "characters:\n"
                    "  ivan:\n"
                    "    name: Иван\n"
                    "    skills: {combat: 2, piety: 1}\n")
    assert "\\u" not in text


def test_dump_yaml_does_not_sort_keys() -> None:
    """yaml_io.dump_yaml: "key order as given"."""
    assert dump_yaml({"zeta": 1, "alpha": 2, "mu": 3}) == "{zeta: 1, alpha: 2, mu: 3}\n"
    assert dump_yaml({"zeta": [1], "alpha": {"b": 1, "a": 2}}) == "zeta: [1]\nalpha: {b: 1, a: 2}\n"


def test_dump_yaml_is_deterministic() -> None:
    """CONTRACT: the example campaign is "regenerated exactly by the program" — the same data, the same
    bytes."""
    data = {"b": [1, {"c": "Тверь"}], "a": {"x": None, "y": True, "z": 1.5}}
    assert dump_yaml(data) == dump_yaml(dict(data)) == dump_yaml(data)


SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-10**12, max_value=10**12),
    st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=20),
    st.sampled_from(["null", "true", "yes", "no", "~", "1", "0o17", "0x1f", "1e3", "1_000", ".inf", "- a",
                     "a: b", "#x", "", " lead", "trail ", "'", '"', "2001-01-01", "Людовик Святой"]),
)
DATA = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=4),
    st.dictionaries(st.from_regex(r"[a-z][a-z0-9_-]{0,8}", fullmatch=True), inner, max_size=4)),
    max_leaves=20)


@settings(max_examples=150)
@given(data=DATA)
def test_dump_yaml_round_trips_through_both_loaders(data: Any) -> None:
    """CONTRACT: a state written by the program is read back exactly (both by the fast state loader and by
    the line-numbering loader)."""
    text = dump_yaml(data)
    assert YAML(typ="safe", pure=True).load(text) == data
    assert parse_yaml(text, "x.yaml").data == data


@pytest.mark.parametrize("data", [
    {"anjou": {"name": "?Anjou", "owner": "valois"}},
    {"anjou": {"name": ":Anjou", "owner": "valois"}},
    {"traits": ["?lazy"]},
    {"names": ["? x"]},
], ids=["question-in-flow-map", "colon-in-flow-map", "question-in-flow-list", "question-space-in-flow-list"])
def test_dump_yaml_round_trips_strings_starting_with_indicators(data: Any) -> None:
    """CONTRACT: a state written by the program is read back exactly (a province named '?Anjou' included)."""
    text = dump_yaml(data)
    assert YAML(typ="safe", pure=True).load(text) == data


def test_dump_yaml_round_trips_a_next_line_character() -> None:
    """CONTRACT: a state written by the program is read back exactly."""
    data = {"name": "a\x85b"}
    assert YAML(typ="safe", pure=True).load(dump_yaml(data)) == data


def test_dump_yaml_writes_lf_line_endings(tmp_path: Path) -> None:
    """CONTRACT: output is regenerated byte for byte on every platform."""
    path = tmp_path / "x.yaml"
    save_yaml(path, {"a": 1, "b": [1, 2]})
    raw = path.read_bytes()
    assert b"\r" not in raw and raw.endswith(b"\n")


def test_a_log_with_a_line_ruamel_folds_is_written_as_ruamel_writes_it() -> None:
    """A big game's log lists a thousand houses that sent no orders on one line, which ruamel folds and the
    fast emitter does not write: that entry alone is left to ruamel, and the text is ruamel's, byte for byte."""
    houses = [f"house-{i}-of-a-big-game" for i in range(400)]
    log = {"turn": 1, "next_turn": 2, "missing_orders": houses, "ap_spent": {"house-1-of-a-big-game": 3},
           "outcomes": [{"kind": "birth", "dynasty": "house-1-of-a-big-game", "params": {"child": "anna"}}],
           "dice": []}
    assert dump_yaml(log) == yaml_io._ruamel_dump(log)
    assert max(len(line) for line in dump_yaml(log).splitlines()) < 4200  # folded
    assert dump_yaml({"turn": 1}) == yaml_io._ruamel_dump({"turn": 1})  # a mapping of scalars stays in flow
