"""The message catalogs (`dynasty/locales/<language>/*.ftl`, `dynasty.text.catalogs`): both languages have every
message, each with the same variables; every variable is declared in its file's header (persons, houses,
provinces, numbers; the rest is text); and every message, rendered for a man and a woman and for the numbers
1, 2, 5, 11 and 21, gives the text of `tests/golden/catalog.<language>.txt` (`UPDATE_GOLDEN=1` writes it
anew after a deliberate change — read the diff as a player would)."""

from __future__ import annotations

import itertools
import os
import re
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast

from dynasty.text.catalogs import LANGUAGES, CatalogError, Language, Named, catalog_files, message

GOLDEN = Path(__file__).resolve().parent / "golden"
KINDS = ("persons", "houses", "provinces", "numbers")
HEADER = re.compile(r"^#\s*(persons|houses|provinces|numbers):\s*(.*)$")
NUMBERS = (1, 2, 5, 11, 21)
#: The people, houses and provinces the rendered samples name: Russian names that decline, of both sexes.
PEOPLE = {"m": ("Ратибор", "Ratibor"), "f": ("Милава", "Milava")}
HOUSES = ("Белозерские", "Beloozersky")
PROVINCES = ("Суздаль", "Suzdal")


def variables(node: Any) -> set[str]:
    """The names of the variables a Fluent AST node uses, in selectors and function arguments too."""
    found: set[str] = set()
    if isinstance(node, ast.VariableReference):
        found.add(node.id.name)
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                found |= variables(child)
    return found


def header(path: Path) -> dict[str, str]:
    """The kinds the file's header declares, by variable."""
    kinds: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        match = HEADER.match(line)
        if match:
            for name in match.group(2).split():
                kinds[name.lstrip("$")] = match.group(1)
    return kinds


def catalog(language: Language) -> dict[str, tuple[set[str], dict[str, str]]]:
    """Each message of the language: its variables and the kinds its file declares."""
    found: dict[str, tuple[set[str], dict[str, str]]] = {}
    for path in catalog_files(language):
        kinds = header(path)
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in found, f"{path.name}: '{entry.id.name}' is defined twice"
                found[entry.id.name] = (variables(entry), kinds)
    return found


CATALOGS = {language: catalog(language) for language in LANGUAGES}


def test_both_languages_have_the_same_catalog_files() -> None:
    names = {language: [p.name for p in catalog_files(language)] for language in LANGUAGES}
    assert names["ru"] == names["en"]


def test_both_languages_have_every_message_with_the_same_variables() -> None:
    ru, en = CATALOGS["ru"], CATALOGS["en"]
    assert sorted(set(ru) ^ set(en)) == []
    assert {m: sorted(ru[m][0] ^ en[m][0]) for m in ru if ru[m][0] != en[m][0]} == {}


def test_every_variable_is_declared_in_its_files_header_the_same_way_in_both_languages() -> None:
    for language in LANGUAGES:
        for name, (used, kinds) in CATALOGS[language].items():
            for variable in used:
                ru_kind = CATALOGS["ru"][name][1].get(variable, "text")
                assert kinds.get(variable, "text") == ru_kind, (language, name, variable)


def samples(name: str, language: Language) -> list[tuple[str, dict[str, Any]]]:
    """The arguments a message is rendered with: a man and a woman when it names a person, each number of
    `NUMBERS` when it takes a number; a house, a province and a text for the rest."""
    used, kinds = CATALOGS[language][name]
    index = 0 if language == "ru" else 1
    persons = sorted(v for v in used if kinds.get(v) == "persons")
    numbers = sorted(v for v in used if kinds.get(v) == "numbers")
    sexes: tuple[str | None, ...] = ("m", "f") if persons else (None,)
    counts: tuple[int | None, ...] = NUMBERS if numbers else (None,)
    found = []
    for sex, n in itertools.product(sexes, counts):
        args: dict[str, Any] = {}
        for variable in sorted(used):
            kind = kinds.get(variable, "text")
            if kind == "persons":
                assert sex is not None
                args[variable] = Named(PEOPLE[sex][index], "person", sex)
            elif kind == "numbers":
                args[variable] = n
            elif kind == "houses":
                args[variable] = Named(HOUSES[index], "house")
            elif kind == "provinces":
                args[variable] = Named(PROVINCES[index], "land")
            else:
                args[variable] = f"<{variable}>"
        label = ", ".join(part for part in (sex and f"sex={sex}", n is not None and f"n={n}") if part)
        found.append((label, args))
    return found


def rendered(language: Language) -> str:
    lines = []
    for name in sorted(CATALOGS[language]):
        for label, args in samples(name, language):
            try:
                text = message(language, name, args)
            except CatalogError as error:
                text = f"!! {error}"
            lines.append(f"{name}{f' [{label}]' if label else ''}: {text}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_renders_for_a_man_a_woman_and_the_numbers_as_the_golden_file_says(language: Language) -> None:
    text = rendered(language)
    assert "!! " not in text, [line for line in text.splitlines() if "!! " in line][:5]
    golden = GOLDEN / f"catalog.{language}.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8")


def test_the_cases_and_gender_of_names() -> None:
    """The catalog's functions: a house in the plural agrees in the plural and declines (против Белозерских);
    a woman's name in the dative (к Милаве); an indeclinable foreign name stays (Бланш); a name the library
    cannot read gets a word that takes the case (дома «Х»)."""
    from dynasty.text.catalogs import bundle

    fluent = bundle("ru")
    from fluent.runtime import FluentResource

    fluent.add_resource(FluentResource(
        "test-cases = против { GEN($house) }, к { DAT($who) }, в { PREP($province) }; { $house } { GENDER($house) ->\n"
        "    [pl] платят\n   *[other] платит\n}\n"))
    sentence = message("ru", "test-cases", house=Named("Белозерские", "house"), who=Named("Милава", "person", "f"),
                       province=Named("Суздаль", "land"))
    assert sentence == "против Белозерских, к Милаве, в Суздале; Белозерские платят"
    foreign = message("ru", "test-cases", house=Named("Кзрпт", "house"), who=Named("Бланш", "person", "f"),
                      province=Named("Кзрпт", "land"))
    assert foreign == "против дома «Кзрпт», к Бланш, в провинции «Кзрпт»; Кзрпт платит"
    given = Named("Орда", "house", forms={"gen": "Орды"})
    assert message("ru", "test-cases", house=given, who=Named("Луи", "person", "m"),
                   province=Named("Тверь", "land")).startswith("против Орды, к Луи, в Твери")


def test_the_morphology_library_loads_only_when_a_russian_case_is_asked_for() -> None:
    """pymorphy3 and its dictionaries are loaded only when a Russian text first needs a case (with nothing
    kept from earlier runs)."""
    import subprocess
    import sys

    program = ("import sys\nfrom dynasty.text.catalogs import Named, message\n"
               "message('en', 'home-failed-not-received', deed='the visit', n=1, action='Visit',"
               " who=Named('Anna', 'person', 'f'))\n"
               "assert 'pymorphy3' not in sys.modules, 'loaded for English'\n"
               "Named('Анна', 'person', 'f').case('dat')\n"
               "assert 'pymorphy3' in sys.modules\n")
    subprocess.run([sys.executable, "-c", program], check=True, env={**os.environ, "DYNASTY_NO_CACHE": "1"})


def test_a_name_declined_once_is_declined_in_the_next_run_without_the_morphology_library(tmp_path: Path) -> None:
    """The forms found are kept between runs (`dynasty.kept`: beside the package's bytecode, or in the user's
    cache): the next run that needs them loads no dictionary, and says the same."""
    import subprocess
    import sys

    program = ("import sys\nfrom dynasty.text.catalogs import Named\n"
               "print(Named('Ратибор', 'person', 'm').case('dat'), Named('Белозерские', 'house').case('gen'))\n"
               "print('pymorphy3' in sys.modules)\n")
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    env.pop("DYNASTY_NO_CACHE", None)
    runs = [subprocess.run([sys.executable, "-c", program], check=True, capture_output=True, text=True, env=env,
                           cwd=tmp_path).stdout for _ in range(2)]
    assert runs[0].splitlines()[0] == runs[1].splitlines()[0] == "Ратибору Белозерских"
    assert runs[1].splitlines()[1] == "False"


def test_a_long_list_of_the_programs_own_goes_into_a_message() -> None:
    """A 200-house game lists hundreds of births or files in one value: longer than fluent.runtime's guard of
    2,500 characters, and still put into words."""
    names = ", ".join(f"Имя-{i}" for i in range(1000))
    assert names in message("ru", "cli-births", n=1000, names=names)
