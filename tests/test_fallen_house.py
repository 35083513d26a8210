"""Every house told its fate (issue 25, part B): a house that falls during `resolve` gets its last private report
and posts, in the formats of the others, saying when and why it fell with every figure and die that led there,
its treasury itemised to the last coin; `resolve`'s summary names them for the GM; a later post from its player
is answered with its fall. Played through the command line on the duel campaign (seed 5), its state mended by
hand as a GM may (`check-state` accepts it), so that no die decides the fall."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from dynasty.commands import cli
from dynasty.store.yaml_io import load_yaml


def run(*args: str) -> Result:
    return CliRunner().invoke(cli.app, list(args))


def edit_entry(path: Path, section: str, entry: str, **fields: str) -> None:
    """Set fields of one entry (the `  id:` block of `section:`) of a state file, as a GM edits it by hand."""
    lines = path.read_text(encoding="utf-8").split("\n")
    top = current = None
    for i, line in enumerate(lines):
        if re.match(r"^[a-z_]+:", line):
            top = line.split(":")[0]
        found = re.match(r"^  ([a-z0-9_-]+):\s*$", line)
        if found:
            current = found.group(1)
        field = re.match(r"^    ([a-z_]+): (.*)$", line)
        if field and top == section and current == entry and field.group(1) in fields:
            lines[i] = f"    {field.group(1)}: {fields[field.group(1)]}"
    path.write_text("\n".join(lines), encoding="utf-8")


def state_path(game: Path) -> Path:
    return game / "turns" / "turn-01" / "state.yaml"


def with_player(game: Path) -> None:
    settings = game / "turns" / "game.yaml"
    text = settings.read_text(encoding="utf-8").replace("moskovskie: {player: null", "moskovskie: {player: Калита")
    settings.write_text(text, encoding="utf-8")


def save_orders(game: Path, dynasty: str, text: str) -> None:
    folder = game / "turns" / "turn-01" / "orders"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{dynasty}.yaml").write_text(text, encoding="utf-8")


@pytest.fixture
def fallen_by_reputation(duel_copy: Path) -> tuple[Path, Result]:
    """The Moskovskie at reputation 5 refuse help in Mozhaysk's famine (−10, PROV-3): at −5 they fall (DYN-2)."""
    edit_entry(state_path(duel_copy), "dynasties", "moskovskie", reputation="5")
    with_player(duel_copy)
    save_orders(duel_copy, "moskovskie", "dynasty: moskovskie\nturn: 1\ndecisions:\n  famine: {mozhaysk: refuse}\n")
    save_orders(duel_copy, "tverskie", "dynasty: tverskie\nturn: 1\n")
    result = run("resolve", "1", "--yes", "--game", str(duel_copy))
    assert result.exit_code == 0, result.output
    return duel_copy, result


@pytest.fixture
def fallen_extinct(duel_copy: Path) -> tuple[Path, Result]:
    """The Moskovskie's only living members are 70: both die at 75 (AGE-6), and the line is extinct (SUCC-5)."""
    path = state_path(duel_copy)
    for cid in ("rostislav-moskovskie", "lyubava-moskovskie"):
        edit_entry(path, "characters", cid, alive="true", death="null")
    for cid in ("ivan", "mariya-moskovskie", "elena-moskovskie", "fyodor-moskovskie", "yaroslav-moskovskie"):
        edit_entry(path, "characters", cid, alive="false", death="{turn: 0, cause: before_game}")
    edit_entry(path, "dynasties", "moskovskie", head="rostislav-moskovskie")
    assert run("check-state", "1", "--game", str(duel_copy)).exit_code == 0
    result = run("resolve", "1", "--yes", "--game", str(duel_copy))
    assert result.exit_code == 0, result.output
    return duel_copy, result


def reports(game: Path) -> Path:
    return game / "reports" / "turn-02"


def test_dyn_2_a_house_that_falls_gets_its_last_report_json_and_posts_without_a_template(
        fallen_by_reputation: tuple[Path, Result]) -> None:
    """DYN-2: "Reputation ≤ 0 → the dynasty loses at once" — and its player reads why, in his own report."""
    game, _ = fallen_by_reputation
    folder = reports(game)
    assert (folder / "moskovskie.md").is_file() and (folder / "moskovskie.json").is_file()
    assert not (folder / "moskovskie.orders.yaml").exists()  # no more orders to write
    posts = folder / "posts" / "Калита (moskovskie)"
    # and its genealogy and family tree, its last
    assert sorted(p.name for p in posts.iterdir()) == ["1-report.bbcode", "moskovskie.ged", "moskovskie.png"]
    rendered = run("report", "2", "--dynasty", "moskovskie", "--format", "bbcode", "--game", str(game)).stdout
    assert (posts / "1-report.bbcode").read_text(encoding="utf-8") == rendered
    text = (folder / "moskovskie.md").read_text(encoding="utf-8")
    assert "## ☠️ Ваш род пал" in text
    assert ("Ваш род выбыл из игры на 1-м ходу: репутация упала до −5, а при 0 и ниже род выбывает (DYN-2). "
            "Репутация: -5 = 5 было − 10 отказ Можайску в помощи при неурожае.") in text
    assert "## Члены династии" not in text and "## ⚠️ Решения этого хода" not in text
    assert "Очки действий" not in text  # a fallen house has no turn to play
    data = json.loads((folder / "moskovskie.json").read_text(encoding="utf-8"))
    assert data["fall"]["cause"] == "reputation" and data["fall"]["turn"] == 1
    assert [s["kind"] for s in data["fall"]["steps"]] == ["reputation", "defeat"]
    assert data["template"] == ""


def test_defeat_2_the_fallen_house_s_treasury_says_who_received_its_coins(
        fallen_by_reputation: tuple[Path, Result]) -> None:
    """DEFEAT-2: "What cannot be shared equally goes, all of it, to one random dynasty ... with no allies,
    everything" — the fallen house's 30 coins, to the Tverskie, itemised rather than "other changes"."""
    game, _ = fallen_by_reputation
    data = json.loads((reports(game) / "moskovskie.json").read_text(encoding="utf-8"))
    treasury = data["treasury"]
    assert treasury["value"] == 0 and treasury["before"] == 30
    assert [(i["amount"], i["kind"]) for i in treasury["items"]] == [(-30, "defeat-coins")]
    assert "unexplained" not in json.dumps(data)
    text = (reports(game) / "moskovskie.md").read_text(encoding="utf-8")
    assert "**Казна: 0 монет** — было 30; −30 монет: отошли Тверским при падении рода — остаток (DEFEAT-2)" in text
    assert "не расписаны" not in text
    other = json.loads((reports(game) / "tverskie.json").read_text(encoding="utf-8"))
    assert {"amount": 30, "kind": "defeat-share"}.items() <= next(
        i for i in other["treasury"]["items"] if i["kind"] == "defeat-share").items()


def test_info_3_the_fallen_house_s_last_report_shows_nothing_hidden_of_the_other_house(
        fallen_by_reputation: tuple[Path, Result]) -> None:
    """INFO-3: "Everything else of another dynasty — traits, loyalty, mood, skills, treasury, army strength,
    technologies — is hidden until learned": a last report keeps the fog of war as every report does."""
    game, _ = fallen_by_reputation
    data = json.loads((reports(game) / "moskovskie.json").read_text(encoding="utf-8"))
    tverskie = next(o for o in data["others"] if o["id"] == "tverskie")
    assert tverskie["known"] == []
    text = json.dumps(data, ensure_ascii=False)
    state = load_yaml(game / "turns" / "turn-02" / "state.yaml").data
    hidden = {t for c in state["characters"].values() if c["dynasty"] == "tverskie" and c["alive"]
              for t in c["traits"]}
    assert hidden, "the Tverskie have traits"
    assert not [t for t in hidden if f'"{t}"' in text]
    assert str(state["dynasties"]["tverskie"]["balance"]) not in [str(i) for o in data["others"] for i in o]
    assert "t01/action/tverskie" not in text and "t02/province/tver" not in text  # their dice


def test_succ_5_an_extinct_house_is_told_its_last_deaths_with_its_figures(
        fallen_extinct: tuple[Path, Result]) -> None:
    """SUCC-5: "With no living member, the dynasty is extinct and loses" — its last report lists the deaths
    that ended its line, then the fall, and its treasury to the last coin."""
    game, result = fallen_extinct
    text = (reports(game) / "moskovskie.md").read_text(encoding="utf-8")
    assert "Ваш род выбыл из игры на 1-м ходу: в роду не осталось ни одного живого члена (SUCC-5)." in text
    fall = text.split("### Как это случилось")[1].split("## Коротко")[0]
    assert "Ваш Ростислав умер от старости в 75 лет." in fall  # issue 26: the reader's own house is «ваш»
    assert "Ваша Любава умерла от старости в 75 лет." in fall
    assert "Род Московских пресёкся" in fall
    assert ("**Казна: 0 монет** — было 30; −15 монет: помощь Можайску в неурожай; −15 монет: отошли Тверским при "
            "падении рода — остаток (DEFEAT-2)") in text
    data = json.loads((reports(game) / "moskovskie.json").read_text(encoding="utf-8"))
    assert [s["kind"] for s in data["fall"]["steps"]] == ["death", "death", "extinct", "defeat"]


def test_dyn_2_resolve_names_the_fallen_house_s_last_report_for_the_gm(
        fallen_by_reputation: tuple[Path, Result]) -> None:
    """DYN-2: the GM sends a fallen house's last report as he sends the others: the summary names its files."""
    game, result = fallen_by_reputation
    folder = reports(game)
    assert (f"Последний отчёт для Московских (moskovskie), выбывших из игры, — отправьте его игроку: "
            f"{folder / 'moskovskie.md'}, {folder / 'posts' / 'Калита (moskovskie)'}/\n") in result.stdout


@pytest.mark.parametrize("how", [["--player", "Калита"], ["--dynasty", "moskovskie"], ["--dynasty", "Московские"],
                                 []])
def test_dyn_2_a_post_from_a_fallen_house_s_player_is_answered_with_its_fall(
        how: list[str], fallen_by_reputation: tuple[Path, Result], tmp_path: Path) -> None:
    """DYN-2: the player of a fallen house is told when and why it fell, whether the GM names him, his house,
    or only the post's `dynasty:` line does: the reply, on stdout, is his to be sent; the GM is told on stderr
    that nothing is saved."""
    game, _ = fallen_by_reputation
    post = tmp_path / "post.txt"
    post.write_text("```yaml\ndynasty: moskovskie\nturn: 2\n```\n", encoding="utf-8")
    result = run("take", "2", str(post), *how, "--game", str(game))
    assert result.exit_code == 1
    assert ("Ваш род выбыл из игры на 1-м ходу: репутация упала до −5 (DYN-2); приказы больше не принимаются, "
            "ваш последний отчёт — в отчётах 2-го хода.") in result.stdout
    assert result.stderr == "Ничего не сохранено: приказы не приняты. Ответ игроку, с причиной, — ниже.\n"
    assert "не игрок этой игры" not in result.output and "нет строки" not in result.output
    assert not (game / "turns" / "turn-02" / "orders").exists()


def test_succ_5_a_post_saved_under_the_fallen_player_s_name_is_answered_in_the_game_s_language(
        fallen_extinct: tuple[Path, Result], tmp_path: Path) -> None:
    """SUCC-5, DYN-2: the reply is the player's, in the game's language (as every reply of `take`); the GM's line
    is in the language of the command's output (`--lang`)."""
    game, _ = fallen_extinct
    post = tmp_path / "moskovskie.txt"
    post.write_text("```yaml\nturn: 2\n```\n", encoding="utf-8")
    result = run("take", "2", str(post), "--lang", "en", "--game", str(game))
    assert result.exit_code == 1
    assert result.stdout == (
        "[b]Приказы Московских на ход 2 не приняты.[/b]\n\n"
        "Ваш род выбыл из игры на 1-м ходу: в роду не осталось ни одного живого члена (SUCC-5); приказы больше не "
        "принимаются, ваш последний отчёт — в отчётах 2-го хода.\n")
    assert result.stderr == ("Nothing saved: the orders are not taken. The reply for the player, with the reason, "
                             "is below.\n")
