"""The pieces of intake (issue "Orders as forum players write them"): the bytes of a file in whatever encoding
it was saved (`post.decode`), the orders inside a pasted post (`post.orders_text`), YAML mistakes told and
mended (`yaml_mistakes`), values in the player's spelling (`spelling`), did-you-mean (`did_you_mean.closest`), and the
files of a turn's orders folder (`intake`). The forum corpus (tests/test_forum_corpus.py) checks them whole."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from dynasty.game.rules import default_rules
from dynasty.orders.intake import dynasty_of, stem, turn_files
from dynasty.orders.parse import parse_orders_text
from dynasty.orders.post import NotText, decode, orders_text
from dynasty.orders.schema import order_schema
from dynasty.orders.spelling import WrittenNames, canonical
from dynasty.store.yaml_io import parse_yaml_mending
from dynasty.store.yaml_mistakes import lint
from dynasty.text.did_you_mean import closest, fold
from tests.forum_world import PLAYERS, forum_state

RULES = default_rules()
ORDERS = "dynasty: belozerskie\nturn: 5\nnames:\n  lyubava-belozerskie: Любава\n"


# -- encodings ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("encoding, told", [
    ("utf-8", None), ("utf-8-sig", None), ("utf-16", "utf-16"), ("utf-16-le", "utf-16"), ("utf-16-be", "utf-16"),
    ("cp1251", "cp1251"), ("koi8-r", "koi8-r"),
])
def test_an_order_file_is_read_in_the_encoding_it_was_saved_in(encoding: str, told: str | None) -> None:
    decoded = decode(ORDERS.encode(encoding))
    assert decoded.text == ORDERS and decoded.encoding == told


@pytest.mark.parametrize("data", [
    "dynasty: valois\nname: Hélène\n".encode("latin-1"),  # French in Latin-1: not Russian, not UTF-8
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
    "Привет".encode()[:-1] + b"\xff\xfe\x00\x01",
])
def test_bytes_that_are_no_known_text_are_refused_rather_than_guessed(data: bytes) -> None:
    with pytest.raises(NotText):
        decode(data)


# -- pasted posts ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, kind, offset", [
    (f"Привет!\n```yaml\n{ORDERS}```\nПока\n", "fence", 2),
    (f"Привет!\n~~~\n{ORDERS}~~~\n", "fence", 2),
    (f"Привет!\n\n[code]\n{ORDERS}[/code]\n", "bbcode", 3),
    (f"Привет!\n[CODE=yaml]{ORDERS}[/CODE]", "bbcode", 1),
    (f"[syntax=yaml]\n{ORDERS}[/syntax]", "bbcode", 1),
    (f"Код: Выделить всё\n{ORDERS}", "code-box", 1),
    (f"Code: Select all\n{ORDERS}", "code-box", 1),
    (ORDERS, "whole", 0),
    (f"# мои приказы\n{ORDERS}", "whole", 0),
])
def test_the_orders_of_a_post_are_found_in_its_code_block_of_any_forum_engine(text: str, kind: str,
                                                                             offset: int) -> None:
    found = orders_text(text)
    assert found is not None and found.kind == kind and found.offset == offset
    assert "dynasty: belozerskie" in found.source and "Привет" not in found.source


@pytest.mark.parametrize("text", ["Этот ход пропускаю.\n", f"Привет, мастер! Мои приказы:\n{ORDERS}"])
def test_a_post_of_words_has_no_orders_to_find(text: str) -> None:
    assert orders_text(text) is None


# -- YAML mistakes --------------------------------------------------------------------------------------------

def test_every_yaml_mistake_of_a_file_is_found_in_one_run_at_the_line_to_correct() -> None:
    """Issue: "every error of a file that can be found in one run is found in one run" — each mistake is
    mended where what was meant is plain, and reading goes on."""
    text = ("dynasty: belozerskie\nturn:5\ndecisions: {}\n  heir: zlata\nactions:\n\t- visit: {by: ratibor, "
            "target: milava\n  - study: by: vseslav, skill: learning\n")
    doc, mistakes = parse_yaml_mending(text, "x.yaml")
    assert [(m.location.line, m.text.id) for m in mistakes if m.location is not None and hasattr(m.text, "id")] == [
        (2, "cli-yaml-colon-space"), (3, "cli-yaml-empty-then-lines"), (6, "cli-yaml-tab"),
        (6, "cli-yaml-unclosed-bracket"), (7, "cli-yaml-action-braces")]
    assert doc is not None and doc.data["turn"] == 5 and doc.data["decisions"] == {"heir": "zlata"}
    assert doc.data["actions"][1] == {"study": {"by": "vseslav", "skill": "learning"}}


def test_what_parses_but_cannot_be_meant_is_told_and_mended() -> None:
    text = "actions:\n  -visit: {by:ratibor, target:milava}\n  — study: {by: vseslav}\n"
    mended, found = lint(text)
    assert [(m.line, m.text.id) for m in found] == [(2, "cli-yaml-dash-space"), (2, "cli-yaml-colon-space"),
                                                    (3, "cli-yaml-typographic-dash")]
    assert mended == "actions:\n  - visit: {by: ratibor, target: milava}\n  - study: {by: vseslav}\n"


# -- values in the player's spelling ------------------------------------------------------------------------------

def test_russian_words_and_any_letter_case_are_read_as_ids_and_their_keys_keep_their_lines() -> None:
    data: dict[str, Any] = {
        "Dynasty": "Belozerskie", "decisions": {"Famine": {"Beloozero": "Платим"}, "revolt": {"kirillov": "уступаем"}},
        "actions": [{"визит": {"By": "Ratibor", "target": "MILAVA"}},
                    {"study": {"by": "vseslav", "skill": "Управление"}},
                    {"research": {"by": "vseslav", "technology": "медицина"}},
                    {"assassinate": {"by": "ratibor", "target": "anna", "mercenary": "Да"}}],
        "war": {"Tverskie": {"отправить": 10, "Взять": ["Tver"]}},
    }
    found = canonical(data, RULES)
    assert found.data == {
        "dynasty": "belozerskie", "decisions": {"famine": {"beloozero": "pay"}, "revolt": {"kirillov": "yield"}},
        "actions": [{"визит": {"by": "ratibor", "target": "milava"}},
                    {"study": {"by": "vseslav", "skill": "stewardship"}},
                    {"research": {"by": "vseslav", "technology": "medicine"}},
                    {"assassinate": {"by": "ratibor", "target": "anna", "mercenary": True}}],
        "war": {"tverskie": {"send": 10, "take": ["tver"]}},
    }
    assert found.as_written(("war", "tverskie", "send")) == ("war", "Tverskie", "отправить")
    assert found.as_written(("decisions", "famine", "beloozero")) == ("decisions", "Famine", "Beloozero")


def test_russian_keys_are_read_as_the_english_ones_and_keep_their_lines() -> None:
    """Every key may be written in Russian (`spelling.KEY_WORDS`): sections, decisions, the parameters of
    actions and of terms; a problem still points at the key as the player wrote it."""
    data: dict[str, Any] = {
        "Династия": "belozerskie", "ход": 5,
        "решения": {"неурожай": {"beloozero": "платим"}, "наследник": "yaroslav"},
        "действия": [{"обучение": {"кто": "vseslav", "навык": "знание"}},
                     {"бал": {"кто": "ratibor", "гости": ["milava"]}},
                     {"посвататься": {"кто": "zlata", "цель": "boris", "условия": {"просим": 20}}},
                     {"объявить войну": {"кто": "ratibor", "против": "tverskie", "генерал": "vseslav"}}],
        "имена": {"lyubava-belozerskie": "Любава"},
    }
    found = canonical(data, RULES)
    assert found.data == {
        "dynasty": "belozerskie", "turn": 5, "decisions": {"famine": {"beloozero": "pay"}, "heir": "yaroslav"},
        "actions": [{"обучение": {"by": "vseslav", "skill": "learning"}},
                    {"бал": {"by": "ratibor", "guests": ["milava"]}},
                    {"посвататься": {"by": "zlata", "target": "boris", "terms": {"ask": 20}}},
                    {"объявить войну": {"by": "ratibor", "on": "tverskie", "general": "vseslav"}}],
        "names": {"lyubava-belozerskie": "Любава"},
    }
    assert found.as_written(("actions", 2, "посвататься", "terms", "ask")) == (
        "действия", 2, "посвататься", "условия", "просим")


def test_places_and_own_members_may_be_written_by_their_names_but_other_houses_people_may_not() -> None:
    """`WrittenNames`: a province, a dynasty, or a member of the orders' own dynasty by the name the report
    shows, in any letter case, where an order names one; a name two of them share stays as written (the check
    says "did you mean"), and so does a person of another house: namesakes are many."""
    names = WrittenNames.of({"suzdal": "Суздаль", "rostov": "Ростов", "rostov-2": "Ростов"},
                            {"olgovichi": "Ольговичи", "rostislavichi": "Ростиславичи"},
                            {"olgovichi": {"oleg": "Олег", "igor": "Игорь", "yaroslav": "Ярослав",
                                           "yaroslav-2": "Ярослав"},
                             "rostislavichi": {"davyd": "Давыд"}})
    data = {"dynasty": "Ольговичи", "decisions": {"famine": {"суздаль": "pay", "Ростов": "pay"}, "heir": "игорь"},
            "actions": [{"pacify": {"by": "Олег", "province": "СУЗДАЛЬ"}},
                        {"declare_war": {"by": "oleg", "on": "ростиславичи", "general": "Ярослав"}},
                        {"create_branch": {"by": "Олег", "members": ["Игорь"], "provinces": ["Суздаль"]}},
                        {"visit": {"by": "Игорь", "target": "Давыд"}}],
            "war": {"Ростиславичи": {"take": ["Суздаль"]}}}
    found = canonical(data, RULES, names)
    assert found.data == {
        "dynasty": "olgovichi", "decisions": {"famine": {"suzdal": "pay", "Ростов": "pay"}, "heir": "igor"},
        "actions": [{"pacify": {"by": "oleg", "province": "suzdal"}},
                    {"declare_war": {"by": "oleg", "on": "rostislavichi", "general": "Ярослав"}},
                    {"create_branch": {"by": "oleg", "members": ["igor"], "provinces": ["suzdal"]}},
                    {"visit": {"by": "igor", "target": "Давыд"}}],
        "war": {"rostislavichi": {"take": ["suzdal"]}}}
    assert found.as_written(("decisions", "famine", "suzdal")) == ("decisions", "famine", "суздаль")


def test_a_key_written_both_in_english_and_in_russian_is_not_read_twice() -> None:
    """`actions:` and `действия:` in one file: the Russian one stays as written (the model says it is no
    field), rather than one silently replacing the other; so do two Russian spellings of one parameter."""
    found = canonical({"dynasty": "x", "действия": [], "actions": [{"study": {"кто": "a", "исполнитель": "b"}}]},
                      RULES)
    assert found.data == {"dynasty": "x", "действия": [], "actions": [{"study": {"кто": "a", "исполнитель": "b"}}]}


def test_a_russian_value_is_told_at_the_players_line() -> None:
    text = "dynasty: belozerskie\nturn: 5\nДействия:\nactions:\n  - обучение: {By: ratibor, Skill: упрвление}\n"
    parsed = parse_orders_text(text, "x.yaml", RULES, "ru")
    problem = next(p for p in parsed.problems if p.code == "bad-value")
    assert problem.location.line == 5 and "может быть, 'управление'?" in problem.message


def test_the_schema_offers_russian_values_and_empty_sections() -> None:
    """Issue: "The JSON Schema offers both" — the ids and the Russian words."""
    validator = Draft202012Validator(order_schema(RULES))
    data = {"dynasty": "belozerskie", "turn": 5, "decisions": {"famine": {"beloozero": "платим"}, "revolt": None},
            "actions": [{"обучение": {"by": "ratibor", "skill": "управление"}},
                        {"research": {"by": "vseslav", "technology": "Медицина"}},
                        {"убийство": {"by": "ratibor", "target": "anna", "mercenary": "да"}}],
            "war": {"tverskie": {"отправить": 10, "взять": ["tver"]}}, "names": None}
    assert [e.message for e in validator.iter_errors(data)] == []
    assert [e.message for e in validator.iter_errors({"dynasty": "x", "turn": 1, "actions": None})] == []
    russian = {"Династия": "belozerskie", "ход": 5, "решения": {"неурожай": {"beloozero": "платим"}},
               "действия": [{"обучение": {"кто": "ratibor", "навык": "управление"}}]}
    assert [e.message for e in validator.iter_errors(russian)] == []
    assert list(validator.iter_errors({"ход": 5}))  # the dynasty, in neither spelling
    assert list(validator.iter_errors({"dynasty": "x", "turn": 1, "decisions": {"famine": {"a": "платм"}}}))


# -- did you mean ---------------------------------------------------------------------------------------------

CANDIDATES = {"rogneda-yaroslavichi": ["Рогнеда"], "mstislav": ["Мстислав"], "igor-yaroslavichi": ["Игорь"],
              "igor": ["Игорь"], "medicine": ["Медицина", "Medicine"]}


@pytest.mark.parametrize("written, meant", [
    ("Mstislav", "mstislav"),                    # another letter case
    ("rogneda", "rogneda-yaroslavichi"),         # a generated id without its house
    ("rogneda_yaroslavichi", "rogneda-yaroslavichi"),
    ("Рогнеда", "rogneda-yaroslavichi"),         # the name the report shows
    ("mstslav", "mstislav"),                     # a typo
    ("medicne", "medicine"),
    ("Медицна", "medicine"),                     # a typo of the Russian name
    ("mstiсlav", "mstislav"),                    # a Cyrillic с typed among Latin letters
    ("nobody-at-all", None),
])
def test_did_you_mean_finds_the_id_most_likely_meant(written: str, meant: str | None) -> None:
    assert closest(written, CANDIDATES) == meant


def test_fold_reads_cyrillic_lookalikes_only_in_a_latin_word() -> None:
    assert fold("tаrget") == "target" and fold("Вологда") == "вологда" and fold("Ё-моё") == "е мое"


# -- the files of the orders folder --------------------------------------------------------------------------

@pytest.mark.parametrize("name, did", [
    ("belozerskie.yaml", "belozerskie"), ("Belozerskie.YML", "belozerskie"), ("belozerskie.yaml.txt", "belozerskie"),
    ("Ратиборыч.txt", "belozerskie"), ("ратиборыч.yaml", "belozerskie"), ("Белозерские.yaml", "belozerskie"),
    ("Михаил Тверской.txt", "tverskie"), ("USTUG.md", "ustyuzhskie"), ("prikazy.yaml", None),
])
def test_a_file_is_the_orders_of_the_dynasty_its_name_names(name: str, did: str | None) -> None:
    """Issue: "`.yml` and any letter case; a file named after the player's forum name is that player's
    dynasty"."""
    assert dynasty_of(stem(Path(name)), forum_state(), PLAYERS) == did


def test_every_file_of_the_folder_is_read_and_none_is_lost(tmp_path: Path) -> None:
    for name in ("belozerskie.yml", "Ратиборыч.txt", "ustug.yaml", "notes.yaml", "belozerskie.yaml~", ".x.swp"):
        (tmp_path / name).write_text("dynasty: belozerskie\n", encoding="utf-8")
    files = turn_files(tmp_path, forum_state(), PLAYERS, "ru")
    assert {did: p.name for did, p in files.by_dynasty.items()} == {"belozerskie": "belozerskie.yml",
                                                                     "ustyuzhskie": "ustug.yaml"}
    assert sorted(p.name for p in files.problems) == ["notes.yaml", "Ратиборыч.txt"]
    assert [p.name for p, _ in files.files] == ["belozerskie.yml", "notes.yaml", "ustug.yaml", "Ратиборыч.txt"]


# -- the files of a turn read together (ACT-accept_marriage, ACT-accept_peace) -------------------------------

def _checked(root: Path, files: dict[str, str], monkeypatch: pytest.MonkeyPatch,
             only: str | None = None) -> dict[str, list[str]]:
    """The problems' codes of each file of the turn's orders folder: the game master's check of the whole turn,
    or, with `only`, the check of that one file (a player's file checked alone, as `take` checks it)."""
    from dynasty.game.campaign import Campaign
    from dynasty.orders import check_turn
    from tests.forum_world import TURN, forum_campaign

    forum_campaign(root)
    folder = Campaign(root).orders_dir(TURN)
    folder.mkdir(parents=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    monkeypatch.chdir(root)
    named = [folder / only] if only is not None else None
    return {Path(f.path).name: [p.code for p in f.problems]
            for f in check_turn(Campaign(root), str(TURN), named).files}


ACCEPT_PEACE = "dynasty: belozerskie\nturn: 5\nactions:\n  - accept_peace: {by: ratibor, from: tverskie}\n"
OFFER_PEACE = "dynasty: tverskie\nturn: 5\nactions:\n  - offer_peace: {by: mikhail, to: belozerskie}\n"
ACCEPT_MARRIAGE = "dynasty: belozerskie\nturn: 5\nactions:\n  - accept_marriage: {by: vseslav, target: milava}\n"
PROPOSE = "dynasty: ustyuzhskie\nturn: 5\nactions:\n  - propose_marriage: {by: milava, target: vseslav}\n"


def test_act_accept_peace_a_file_checked_alone_is_checked_without_reading_the_other_side_s_orders(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ACT-offer_peace: peace is made if the other side orders `accept_peace` ... the same turn. A file checked
    alone (a player's, as `take` checks it) with no offer of last turn is told that it needs an offer of this
    turn — the same warning whether or not the Tverskie have sent theirs, so that a reply never tells one house
    what another has ordered."""
    alone = _checked(tmp_path / "alone", {"belozerskie.yaml": ACCEPT_PEACE}, monkeypatch, only="belozerskie.yaml")
    assert "no-peace-offer" in alone["belozerskie.yaml"]
    both = _checked(tmp_path / "both", {"belozerskie.yaml": ACCEPT_PEACE, "tverskie.yaml": OFFER_PEACE}, monkeypatch,
                    only="belozerskie.yaml")
    assert both["belozerskie.yaml"] == alone["belozerskie.yaml"]


def test_act_accept_peace_the_game_master_s_check_of_the_turn_warns_only_with_no_offer_anywhere(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ACT-offer_peace (issue 25): the game master's check of the whole turn reads every file; an acceptance
    whose offer the other side's orders make this turn has something to accept and is not warned."""
    alone = _checked(tmp_path / "alone", {"belozerskie.yaml": ACCEPT_PEACE}, monkeypatch)
    assert "no-peace-offer" in alone["belozerskie.yaml"]
    both = _checked(tmp_path / "both", {"belozerskie.yaml": ACCEPT_PEACE, "tverskie.yaml": OFFER_PEACE}, monkeypatch)
    assert "no-peace-offer" not in both["belozerskie.yaml"]


def test_act_accept_marriage_a_file_checked_alone_is_checked_without_reading_the_other_side_s_orders(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ACT-accept_marriage: "accepts a proposal of the previous turn, or matches an identical proposal ordered by
    the other side this turn" — a file checked alone, without a proposal of last turn, gets the same warning
    whether or not the Ustyuzhskie's file proposes; the game master's check of the turn sees the proposal."""
    alone = _checked(tmp_path / "alone", {"belozerskie.yaml": ACCEPT_MARRIAGE}, monkeypatch,
                     only="belozerskie.yaml")
    assert "no-proposal" in alone["belozerskie.yaml"]
    files = {"belozerskie.yaml": ACCEPT_MARRIAGE, "ustyuzhskie.yaml": PROPOSE}
    both = _checked(tmp_path / "both", files, monkeypatch, only="belozerskie.yaml")
    assert both["belozerskie.yaml"] == alone["belozerskie.yaml"]
    assert "no-proposal" not in _checked(tmp_path / "turn", files, monkeypatch)["belozerskie.yaml"]
