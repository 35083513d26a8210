"""Issue 26, point 5: dice for players. A house's report tells each die beside its happening as «1к4 = 4», with
what it decided and without its key; the dice that drew a newborn or a spouse are one short mention; every key
stands once in the appendix «Кубики хода» at the end (md and BBCode), where `dynasty verify` finds them all. The
GM's report keeps its table of keys."""

from __future__ import annotations

from pathlib import Path

import pytest

from dynasty.commands.verify import text_dice, verify
from dynasty.game.dice import commitment, seeded_face
from dynasty.reports.model import DiceView, Happening
from dynasty.reports.render import drawing, render, tells_roll
from tests.test_reports_render import RULES, dynasty_report, public_report

SECRET = "5ec7e7" * 5 + "ab"
BIRTH = "t05/birth/louis+anne"


def seeded(key: str, dice: str, purpose: str, chosen: bool = False) -> DiceView:
    count, sides = (int(n) for n in dice.split("d"))
    return DiceView(key=key, dice=dice, values=[seeded_face(SECRET, key, i, sides) for i in range(count)],
                    purpose=purpose, chosen=chosen)


def birth_dice() -> list[DiceView]:
    """A birth: the die that decided it, then the ten that drew the child (sex, name, skills, traits)."""
    drawn = [seeded(f"{BIRTH}/sex", "1d2", "Sex"), seeded(f"{BIRTH}/name", "1d23", "A name")]
    drawn += [seeded(f"{BIRTH}/skill/{s}", "2d6", f"{s}: the lower die counts")
              for s in ("combat", "learning", "intrigue", "piety", "stewardship")]
    drawn += [seeded(f"{BIRTH}/trait/1", "1d23", "First trait"), seeded(f"{BIRTH}/trait/2", "1d16", "Second trait")]
    return [seeded(BIRTH, "3d6", "Birth: a child unless a 1 comes up")] + drawn


def with_birth(language: str = "ru"):  # type: ignore[no-untyped-def]
    report = dynasty_report(language)
    report.happened.append(Happening(kind="birth", text="A son was born to Louis and Anne.", dice=birth_dice()))
    return report


def test_the_keys_name_which_dice_drew_a_new_person() -> None:
    assert not drawing(BIRTH) and not drawing("t04/death/anna") and not drawing("t05/province/suzdal/event")
    assert not drawing("t04/action/yaroslavichi/find_spouse-1/sabotage")
    assert drawing(f"{BIRTH}/skill/combat") and drawing(f"{BIRTH}/trait/2") and drawing(f"{BIRTH}/name")
    assert drawing("t04/action/olgovichi/find_spouse-1/spouse/age") and drawing("gen/olgovichi/oleg/trait/1")


@pytest.mark.parametrize("fmt", ["md", "bbcode"])
def test_a_die_is_told_without_its_key_and_a_birth_s_drawing_dice_only_in_the_appendix(fmt: str) -> None:
    """INFO-5: the die that decided a birth stands under it; the nine that drew the child (its sex, name, skills,
    traits, which the report tells as facts) stand only in the appendix, with every key."""
    text = render(with_birth(), fmt, RULES)
    story, appendix = text.split("## Кубики хода" if fmt == "md" else "[b]Кубики хода[/b]")
    assert BIRTH not in story and "t07/" not in story and "t06/" not in story
    birth = story[story.index("A son was born to Louis and Anne."):].split("\n")[:3]
    assert birth[1].startswith("🎲 3к6 = ") or birth[1].startswith("  🎲 3к6 = ")
    assert "бросков" not in story and "в приложении" not in story and "🎲 1к23" not in story
    assert story.count("🎲") == 3 + 1  # the event, the check, the birth; the event in the provinces' table too
    for die in birth_dice():
        assert die.key in appendix


@pytest.mark.parametrize("fmt", ["md", "bbcode"])
def test_verify_finds_and_checks_every_die_of_a_report_in_its_appendix(tmp_path: Path, fmt: str) -> None:
    """`dynasty verify` reads the keys from the appendix: every die of the report, none twice."""
    report = with_birth()
    report.happened = [h for h in report.happened if h.kind == "birth"]
    path = tmp_path / f"valois.{'md' if fmt == 'md' else 'bbcode'}"
    path.write_text(render(report, fmt, RULES), encoding="utf-8")
    result = verify(SECRET, [path], published=commitment(SECRET))
    assert sorted(d.key for d in result.dice) == sorted(d.key for d in birth_dice())
    assert result.holds and not result.differing


def test_a_die_the_gm_chose_is_marked_in_the_appendix_and_verify_lists_it_as_his() -> None:
    report = dynasty_report("ru")
    die = DiceView(key="t07/province/anjou/event", dice="1d12", values=[12], purpose="Событие", chosen=True)
    report.happened = [Happening(kind="event", text="Famine in Anjou.", dice=[die])]
    text = render(report, "md", RULES)
    assert "🎲 1к12 = 12 (задан мастером) — Событие" in text
    assert "- `t07/province/anjou/event` 1к12 = 12 (задан мастером) — Событие" in text
    [shown] = text_dice(text, "r")
    assert shown.chosen and shown.values == (12,)


def test_the_chronicle_tells_its_dice_without_keys_and_lists_them_at_its_end() -> None:
    text = render(public_report("ru"), "md", RULES)
    story, appendix = text.split("## Кубики хода")
    assert "🎲 2к6 = 5, 6" in story and "t06/war" not in story
    assert "- `t06/war/valois-tudor/battle` 2к6 = 5, 6" in appendix


def test_a_report_without_dice_has_no_appendix() -> None:
    report = dynasty_report("en")
    report.happened = [h.model_copy(update={"dice": []}) for h in report.happened]
    assert "Dice of the turn" not in render(report, "md", RULES)


def sabotage(text: str) -> DiceView:
    return DiceView(key="t05/action/valois/find_spouse-1/sabotage", dice="1d4", values=[1],
                    purpose="Саботаж действия «Найти супруга»: Луи, 1к4 + лояльность 0; на 2 и меньше он бросает дело "
                            "(SAB-1)")


@pytest.mark.parametrize("fmt", ["md", "bbcode"])
def test_a_die_whose_roll_the_sentence_tells_is_shown_as_its_dice_and_values_only(fmt: str) -> None:
    """Issue 26: «Мстислав уклонился…: бросок 1 + лояльность 0 …» was followed by the whole formula again, and then
    a line «🎲 1к4 = 1» that only repeated the sentence. The die is only «🎲 1к4 = 1», in brackets at the end of the
    sentence, before its final stop — inside the sentence's own closing bracket, rather than a second bracket
    beside it; the purpose stays in the appendix, with the key."""
    sentence = "Луи уклонился от поиска супруга: бросок 1 + лояльность 0 = 1, а при 2 и меньше дело бросают (SAB-1)."
    report = dynasty_report("ru")
    report.happened = [Happening(kind="sabotaged", text=sentence, dice=[sabotage(sentence)])]
    text = render(report, fmt, RULES)
    story, appendix = text.split("## Кубики хода" if fmt == "md" else "[b]Кубики хода[/b]")
    line = story[story.index("Луи уклонился"):].split("\n")[0]
    assert line == sentence[:-2] + "; 🎲 1к4 = 1)."  # «… (SAB-1; 🎲 1к4 = 1).», not «(SAB-1) (🎲 …)»
    assert story.count("🎲 1к4") == 1  # no line of its own repeats it
    assert "Саботаж действия «Найти супруга»: Луи, 1к4" in appendix and "find_spouse-1/sabotage" in appendix


@pytest.mark.parametrize("fmt", ["md", "bbcode"])
def test_a_die_the_sentence_does_not_tell_keeps_what_it_was_for_in_brief(fmt: str) -> None:
    """A death by old age does not say the roll: its die keeps the purpose's first clause, up to the colon."""
    die = DiceView(key="t05/age/louis", dice="1d4", values=[1], purpose="Старость Луи (60 лет): 1к4, на 1 он умирает "
                                                                         "(AGE-5)")
    report = dynasty_report("ru")
    report.happened = [Happening(kind="death", text="Луи умер от старости в 60 лет.", dice=[die])]
    story = render(report, fmt, RULES).split("Кубики хода")[0]
    assert "🎲 1к4 = 1 — Старость Луи (60 лет)\n" in story and "AGE-5" not in story
    assert "Луи умер от старости в 60 лет.\\\n  🎲" in story or "Луи умер от старости в 60 лет.\n🎲" in story


@pytest.mark.parametrize("fmt", ["md", "bbcode"])
def test_several_dice_the_sentence_tells_share_one_bracket_with_the_gm_s_mark_inside(fmt: str) -> None:
    """Two dice the sentence tells stand in one bracket, joined by «;», a die the GM chose marked inside it; a die
    the sentence does not tell stays on its own line under it, with what it was for."""
    sentence = "Анна изучала Бой: выпало 3, а Луи выпало 5 — навык вырос до 2."
    told = [DiceView(key="t05/action/valois/study-1/roll", dice="1d4", values=[3], purpose="Учёба: выпало 3"),
            DiceView(key="t05/action/valois/study-1/luck", dice="1d6", values=[5], purpose="Удача: 1к6", chosen=True)]
    kept = DiceView(key="t05/age/louis", dice="1d12", values=[9], purpose="Старость Луи (60 лет): 1к12")
    report = dynasty_report("ru")
    report.happened = [Happening(kind="study", text=sentence, dice=[*told, kept])]
    story = render(report, fmt, RULES).split("Кубики хода")[0]
    below = "\\\n  " if fmt == "md" else "\n"
    assert ("Анна изучала Бой: на 1к4 выпало 3, а Луи выпало 5 — навык вырос до 2 (🎲 1к6 = 5, задан мастером)."
            + below + "🎲 1к12 = 9 — Старость Луи (60 лет)\n") in story


@pytest.mark.parametrize(("fmt", "language", "sentence", "shown"), [
    ("md", "ru", "Анна изучала Бой: выпало 3 — больше, чем её Бой (1).",
     "Анна изучала Бой: на 1к6 выпало 3 — больше, чем её Бой (1)."),
    ("bbcode", "ru", "В Суздале спокойный год (выпало 7).", "В Суздале спокойный год (на 1к6 выпало 7)."),
    ("md", "en", "Anne studied Combat: rolled 3, more than her Combat 1.",
     "Anne studied Combat: rolled 3 on 1d6, more than her Combat 1."),
])
def test_info_5_a_die_the_sentence_tells_is_named_in_it_without_a_bracket(
        fmt: str, language: str, sentence: str, shown: str) -> None:
    """Issue 26: «…выпало 3, больше 1 — навык вырос до 2 (🎲 1к6 = 3)» said the roll twice. The sentence that
    says what a die rolled now names the die there («на 1к6 выпало 3»), and nothing is added at its end; a roll
    of 13 is not a roll of 3."""
    value = 3 if "3" in sentence else 7
    die = DiceView(key="t05/action/valois/study-1/study", dice="1d6", values=[value], purpose="Учёба")
    report = dynasty_report(language)  # type: ignore[arg-type]
    report.happened = [Happening(kind="study", text=sentence, dice=[die])]
    story = render(report, fmt, RULES).split("Кубики хода" if language == "ru" else "Dice of the turn")[0]
    assert shown in story and "🎲 1к6" not in story and "🎲 1d6" not in story
    thirteen = sentence.replace(f"выпало {value}", f"выпало 1{value}").replace(f"rolled {value}", f"rolled 1{value}")
    report.happened = [Happening(kind="study", text=thirteen, dice=[die])]
    story = render(report, fmt, RULES).split("Кубики хода" if language == "ru" else "Dice of the turn")[0]
    assert "на 1к6" not in story and "on 1d6" not in story and f"= {value}" in story


def test_whether_a_sentence_tells_a_roll() -> None:
    assert tells_roll("Анна изучала Бой: выпало 3, больше 1 — навык вырос до 2.", [3])
    assert tells_roll("У Луи и Анны ребёнка не будет: выпало 1, 6, а среди них есть 1 (MAR-3).", [1, 6])
    assert not tells_roll("Штраф −1 за настроение (SAB-1).", [1])
    assert not tells_roll("Глава разгневался (WAR-13).", [13])
    assert not tells_roll("Луи умер от старости в 60 лет.", [1])
