"""`dynasty report`: a stored turn's reports rendered again from its state and log — one report to read, or
as the forum's posts (`--max-chars`), or every file of `reports/turn-NN/` written anew (`--write`) — the posts
made for the game's forum (`forum:` of `turns/game.yaml`), in the markup and under the limit the command line
may name instead."""

from __future__ import annotations

from dynasty.errors import display_path
from dynasty.game.campaign import Campaign, files_written
from dynasty.game.state import GameState
from dynasty.reports.posts import too_long
from dynasty.reports.write import Written, forum_posts, render_report, write_reports
from dynasty.text.catalogs import Language, Text, message


def write_turn_reports(campaign: Campaign, turn: int, state: GameState, fmt: str | None,
                       max_chars: int | None) -> Written:
    """`report --write`: the reports in `fmt` (md by default), the posts in the forum's markup and limit, or in
    those the command line names."""
    forum = campaign.settings.forum.changed(fmt, max_chars)
    return write_reports(campaign, turn, state, campaign.rules, campaign.settings, fmt=fmt or "md", forum=forum)


def shown_report(campaign: Campaign, turn: int, state: GameState, dynasty: str | None, fmt: str | None,
                 max_chars: int | None) -> tuple[str, list[Text]]:
    """One report as text (a dynasty's, the GM's, or the chronicle), and what to warn of: with `max_chars`, as
    the posts of the game's forum in `fmt` (md by default) — the parts whose block cannot be cut under the
    limit are warned of."""
    text = render_report(campaign, turn, state, dynasty, fmt or "md")
    if max_chars is None or fmt == "json":
        return text, []
    forum = campaign.settings.forum.changed(fmt or "md", max_chars).profile
    posts = forum_posts(text, forum, campaign.settings.language)
    return "\n".join(posts), [Text("cli-report-post-too-long", n=n, total=len(posts), most=max_chars)
                              for n in too_long(posts, max_chars, forum.length)]


def written_output(written: Written, language: Language) -> str:
    """What `report --write` prints: where earlier posts went, the files written, and the posts too long."""
    lines = []
    if written.archive is not None:
        lines.append(message(language, "cli-report-posts-archived", archive=display_path(written.archive)))
    lines.append(files_written(written.paths, language))
    if written.too_long:
        lines.append(message(language, "cli-posts-too-long", most=written.max_chars,
                             files=", ".join(display_path(p) for p in written.too_long)))
    return "\n".join(lines)
