"""Linear time on any input up to the size limits, in every parser of posts and order files (issue "Secrets that
hold"): a post or an order file is untrusted and may be as long as `yaml_io.MAX_INPUT_BYTES`, so work that grows
as the square of its length (a pattern that tries every way to share a run of spaces between two repetitions, a
key compared with every other key) takes hours there — and a saved order file is read by every later `status`,
`check` and `resolve`.

Speed is measured in the benchmark (`make bench`), never here. Each test counts the work a parser does on a
hostile input at growing sizes, and asserts that the work grows like the input. The work is counted exactly:

- every line of Python run (`sys.settrace`): the program's and its libraries' (ruamel.yaml);
- every step of every regular expression of the modules that read posts and order files, as a backtracking
  matcher takes them. `re` runs in C, where nothing can be counted, so each of those patterns is run a second
  time by `Backtracking` below — a backtracking matcher over the same parsed pattern, which counts each
  character it reads and each item it tries — and what it finds is checked against what `re` found.
"""

from __future__ import annotations

import re
import sys
import types
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

import pytest
from typer.testing import CliRunner

from dynasty.commands.cli import app
from dynasty.game.rules import default_rules
from dynasty.orders import parse, post, spelling
from dynasty.orders.post import (
    bbcode_block,
    code_box,
    dynasty_written,
    fenced_block,
    looks_like_orders,
    missing_orders,
    orders_text,
    post_warnings,
    unquoted,
)
from dynasty.orders.spelling import canonical
from dynasty.store import yaml_fast, yaml_io, yaml_mistakes
from dynasty.store.yaml_io import parse_yaml_mending
from dynasty.text import did_you_mean, player_text
from tests.forum_world import forum_campaign

#: The modules that read a post or an order file: their patterns are counted.
READERS = (post, yaml_mistakes, yaml_fast, yaml_io, parse, spelling, did_you_mean, player_text)
#: Linear work a + b·n grows less than 4× from n to 4n; work that grows as n² grows 16×.
GROWTH = 4.4


# -- counting the work --------------------------------------------------------------------------------------

class Work:
    """The steps counted: lines of Python and steps of the regular expressions."""

    def __init__(self) -> None:
        self.steps = 0


_SINGLE = frozenset({sre.LITERAL, sre.NOT_LITERAL, sre.ANY, sre.IN})
_REPEATS = frozenset({sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT})
Then = Callable[[int], int | None]


class Backtracking:
    """A backtracking matcher of a compiled pattern, as `re` matches it: over the same parse tree, trying the
    same alternatives in the same order, counting one step for each character a repetition reads and each
    item tried. `re` itself skips ahead to where a match may start; this does not, which is a linear cost."""

    def __init__(self, pattern: re.Pattern[str], work: Work) -> None:
        parsed = sre_parse.parse(pattern.pattern, pattern.flags)
        self.items = parsed
        flags = parsed.state.flags
        self.ignore_case = bool(flags & re.IGNORECASE)
        self.multiline = bool(flags & re.MULTILINE)
        self.dotall = bool(flags & re.DOTALL)
        self.work = work
        self.text = ""
        self.end = 0

    def match(self, text: str, pos: int, endpos: int, *, full: bool = False) -> int | None:
        """The end of a match at `pos`, or None."""
        self.text, self.end = text, min(endpos, len(text))
        return self._seq(self.items, 0, pos, (lambda j: j if j == self.end else None) if full else (lambda j: j))

    def search(self, text: str, pos: int, endpos: int) -> tuple[int, int] | None:
        for start in range(pos, min(endpos, len(text)) + 1):
            end = self.match(text, start, endpos)
            if end is not None:
                return start, end
        return None

    # -- the items

    def _seq(self, items: Any, k: int, i: int, then: Then) -> int | None:
        """Items `k`.. of a sequence matched at `i`, then `then`: the end of the whole match, or None."""
        while k < len(items):
            self.work.steps += 1
            op, av = items[k]
            if op in _SINGLE:
                if not self._one(op, av, i):
                    return None
                i, k = i + 1, k + 1
                continue
            if op is sre.AT:
                if not self._at(av, i):
                    return None
                k += 1
                continue
            rest: Then = partial(self._seq, items, k + 1, then=then)
            if op is sre.SUBPATTERN:
                group, add_flags, del_flags, sub = av
                if add_flags or del_flags:
                    raise NotImplementedError("local flags")
                return self._seq(sub, 0, i, rest)
            if op is sre.BRANCH:
                for alternative in av[1]:
                    found = self._seq(alternative, 0, i, rest)
                    if found is not None:
                        return found
                return None
            if op in _REPEATS:
                least, most, sub = av
                return self._repeat(op, least, most, sub, i, rest)
            if op is sre.ATOMIC_GROUP:
                end = self._seq(av, 0, i, lambda j: j)
                return None if end is None else rest(end)
            if op in (sre.ASSERT, sre.ASSERT_NOT):
                direction, sub = av
                if direction == 1:
                    holds = self._seq(sub, 0, i, lambda j: j) is not None
                else:  # behind: what ends at i
                    width = sub.getwidth()[0]
                    holds = i - width >= 0 and self._seq(sub, 0, i - width, partial(_ends_at, i)) is not None
                if holds != (op is sre.ASSERT):
                    return None
                k += 1
                continue
            raise NotImplementedError(str(op))
        return then(i)

    def _repeat(self, op: Any, least: int, most: int, sub: Any, i: int, then: Then) -> int | None:
        if len(sub) == 1 and sub[0][0] in _SINGLE:  # one character at a time: read as far as it goes
            kind, av = sub[0]
            n = 0
            if op is sre.MIN_REPEAT:
                while True:
                    if n >= least:
                        found = then(i + n)
                        if found is not None:
                            return found
                    self.work.steps += 1
                    if n >= most or not self._one(kind, av, i + n):
                        return None
                    n += 1
            while n < most and self._one(kind, av, i + n):
                n += 1
            self.work.steps += n
            if n < least:
                return None
            if op is sre.POSSESSIVE_REPEAT:
                return then(i + n)
            for j in range(i + n, i + least - 1, -1):
                self.work.steps += 1
                found = then(j)
                if found is not None:
                    return found
            return None

        def greedy(count: int, j: int, after: Then) -> int | None:
            self.work.steps += 1
            if count < most:
                found = self._seq(sub, 0, j, lambda e: greedy(count + 1, e, after) if e != j else None)
                if found is not None:
                    return found
            return after(j) if count >= least else None

        def lazy(count: int, j: int) -> int | None:
            self.work.steps += 1
            if count >= least:
                found = then(j)
                if found is not None:
                    return found
            if count < most:
                return self._seq(sub, 0, j, lambda e: lazy(count + 1, e) if e != j else None)
            return None

        if op is sre.MIN_REPEAT:
            return lazy(0, i)
        if op is sre.POSSESSIVE_REPEAT:
            end = greedy(0, i, lambda j: j)
            return None if end is None else then(end)
        return greedy(0, i, then)

    def _one(self, op: Any, av: Any, i: int) -> bool:
        if i >= self.end:
            return False
        ch = self.text[i]
        if op is sre.ANY:
            return self.dotall or ch != "\n"
        variants = {ch, ch.lower(), ch.upper()} if self.ignore_case else {ch}
        if op is sre.LITERAL:
            return chr(av) in variants
        if op is sre.NOT_LITERAL:
            return chr(av) not in variants
        return any(self._in(av, c) for c in variants)

    def _in(self, items: Any, ch: str) -> bool:
        negate = bool(items) and items[0][0] is sre.NEGATE
        found = False
        for op, av in items[1:] if negate else items:
            if op is sre.LITERAL:
                found = ch == chr(av)
            elif op is sre.RANGE:
                found = av[0] <= ord(ch) <= av[1]
            elif op is sre.CATEGORY:
                found = _CATEGORIES[av](ch)
            else:
                raise NotImplementedError(str(op))
            if found:
                break
        return found != negate

    def _at(self, where: Any, i: int) -> bool:
        text, end = self.text, self.end
        if where is sre.AT_BEGINNING:
            return i == 0 or self.multiline and text[i - 1] == "\n"
        if where is sre.AT_BEGINNING_STRING:
            return i == 0
        if where is sre.AT_END:
            return i == end or (i == end - 1 or self.multiline) and text[i:i + 1] == "\n"
        if where is sre.AT_END_STRING:
            return i == end
        if where in (sre.AT_BOUNDARY, sre.AT_NON_BOUNDARY):
            before = i > 0 and _word(text[i - 1])
            after = i < end and _word(text[i])
            return (before != after) == (where is sre.AT_BOUNDARY)
        raise NotImplementedError(str(where))


def _ends_at(end: int, j: int) -> int | None:
    """`j`, if it is `end`: a lookbehind's match ends where it looks from."""
    return j if j == end else None


def _word(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


_CATEGORIES: dict[Any, Callable[[str], bool]] = {
    sre.CATEGORY_SPACE: str.isspace, sre.CATEGORY_NOT_SPACE: lambda c: not c.isspace(),
    sre.CATEGORY_DIGIT: str.isdecimal, sre.CATEGORY_NOT_DIGIT: lambda c: not c.isdecimal(),
    sre.CATEGORY_WORD: _word, sre.CATEGORY_NOT_WORD: lambda c: not _word(c),
}


class Counted:
    """A compiled pattern whose every use is also run by `Backtracking`, its steps counted; the answer is `re`'s
    (and must be the one `Backtracking` found)."""

    def __init__(self, pattern: re.Pattern[str], work: Work) -> None:
        self.pattern = pattern
        self.matcher = Backtracking(pattern, work)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.pattern, name)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        found = self.pattern.match(string, pos, endpos)
        end = self.matcher.match(string, pos, endpos)
        assert (found.end() if found else None) == end, (self.pattern, string[:80])
        return found

    def fullmatch(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        found = self.pattern.fullmatch(string, pos, endpos)
        end = self.matcher.match(string, pos, endpos, full=True)
        assert (found.end() if found else None) == end, (self.pattern, string[:80])
        return found

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        found = self.pattern.search(string, pos, endpos)
        span = self.matcher.search(string, pos, endpos)
        assert (found.span() if found else None) == span, (self.pattern, string[:80])
        return found

    def _each(self, string: str, pos: int = 0, endpos: int = sys.maxsize, count: int = 0) -> None:
        """The searches `findall`, `finditer`, `sub` and `split` make, one after another."""
        made = 0
        while pos <= min(endpos, len(string)) and (count == 0 or made < count):
            found = self.search(string, pos, endpos)
            if found is None:
                return
            made += 1
            pos = found.end() if found.end() > found.start() else found.end() + 1

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        self._each(string, pos, endpos)
        return self.pattern.findall(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        self._each(string, pos, endpos)
        return self.pattern.finditer(string, pos, endpos)

    def sub(self, repl: Any, string: str, count: int = 0) -> str:
        self._each(string, count=count)
        return self.pattern.sub(repl, string, count)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        self._each(string, count=maxsplit)
        return self.pattern.split(string, maxsplit)


def _counted_re(work: Work) -> types.SimpleNamespace:
    """The `re` module as a reader sees it: each pattern it compiles or uses at once is `Counted`."""
    def compiled(pattern: str | re.Pattern[str], flags: int = 0) -> Counted:
        return Counted(re.compile(pattern, flags), work)

    def use(method: str) -> Callable[..., Any]:
        return lambda pattern, string, *args, flags=0: getattr(compiled(pattern, flags), method)(string, *args)

    names = {name: getattr(re, name) for name in dir(re) if not name.startswith("__")}
    return types.SimpleNamespace(**{**names, "compile": compiled, **{method: use(method) for method in (
        "match", "fullmatch", "search", "findall", "finditer", "sub", "split")}})


@pytest.fixture
def work(monkeypatch: pytest.MonkeyPatch) -> Callable[[Callable[[], object]], int]:
    """`work(run)`: the steps `run()` takes (see the module's docstring)."""
    counted = Work()
    for module in READERS:
        for name, value in list(vars(module).items()):
            if isinstance(value, re.Pattern):
                monkeypatch.setattr(module, name, Counted(value, counted))
        if getattr(module, "re", None) is re:
            monkeypatch.setattr(module, "re", _counted_re(counted))
    here = __file__

    def line(frame: types.FrameType, event: str, arg: object) -> Any:
        if event == "line":
            counted.steps += 1
        return line

    def call(frame: types.FrameType, event: str, arg: object) -> Any:
        return None if frame.f_code.co_filename == here else line  # the counting is not the work counted

    def measure(run: Callable[[], object]) -> int:
        forget()
        counted.steps = 0
        previous = sys.gettrace()
        sys.settrace(call)
        try:
            run()
        finally:
            sys.settrace(previous)
        return counted.steps

    return measure


def forget() -> None:
    """The caches of words read (folded spellings, plain scalars) emptied: each run counts all its work."""
    for cached in (getattr(did_you_mean.fold, "cache_clear", None), yaml_fast._plain_cache.clear):
        if cached is not None:
            cached()


def grows_linearly(work: Callable[[Callable[[], object]], int], run: Callable[[int], object], n: int) -> None:
    """The work of `run(size)` at n, 2n and 4n grows like the size (a first run at n warms the caches)."""
    run(n)
    counts = [work(partial(run, size)) for size in (n, 2 * n, 4 * n)]
    assert counts[2] <= GROWTH * counts[0], f"work at n, 2n, 4n (n = {n}): {counts}"


def test_the_count_sees_work_that_grows_as_the_square() -> None:
    """The measure itself: a pattern tried at each line's start of blank lines, `^\\s*`, reads every blank line
    below each (n²/2 steps); `^[^\\S\\n]*` reads its own line only. `Backtracking` finds what `re` finds."""
    counted = Work()

    def steps(pattern: str, n: int) -> int:
        counted.steps = 0
        Counted(re.compile(pattern, re.MULTILINE), counted).search("\n" * n + "x:")
        return counted.steps

    assert steps(r"^\s*y:", 800) > 3.5 * steps(r"^\s*y:", 400)
    assert steps(r"^[^\S\n]*y:", 800) < 2.1 * steps(r"^[^\S\n]*y:", 400)
    for pattern, text in [(r"(?i)^\s*(?:ДИН|d)\w+\s*:\s*['\"]?([^'\"#\s]+)", "\n  Династия: 'Б'"),
                          (r"a*+(?>b|bc)(?=c)(?<=b)c\Z", "aabc"), (r"(?:ab)*?c$", "ababc\n"), (r"[^\]x-z]+", "q]")]:
        found = Counted(re.compile(pattern), counted).search(text)  # asserts what Backtracking found is re's
        assert found is not None and found.span() == re.search(pattern, text).span()  # type: ignore[union-attr]


# -- finding the orders in a post ---------------------------------------------------------------------------

@pytest.mark.parametrize("tag", ["[code=", "[code ", "[PRE\t", "[syntax="])
def test_bbcode_tags_never_closed(work: Callable[[Callable[[], object]], int], tag: str) -> None:
    """`[code=` many times and no `]`: each tag was read to the end of the post, in search of its `]`."""
    grows_linearly(work, lambda n: bbcode_block(tag * n), 200)


def test_fence_line_of_spaces(work: Callable[[Callable[[], object]], int]) -> None:
    """A fence, a long run of spaces, and a character no language of a fence has: the run was shared in every way
    between the spaces before the (empty) language and those after it."""
    grows_linearly(work, lambda n: fenced_block("```" + " " * n + "!\n"), 200)


def test_code_box_title_of_spaces(work: Callable[[Callable[[], object]], int]) -> None:
    """`code:` then a long run of spaces (a phpBB code box's title is `Код: Выделить всё`)."""
    grows_linearly(work, lambda n: code_box("code:" + " " * n + "x\n"), 200)


@pytest.mark.parametrize("name", ["a{}@", "a{}@b", "@a{}", "a@{}."])
def test_a_name_of_a_long_run_and_an_at_sign(work: Callable[[Callable[[], object]], int], name: str) -> None:
    """A name (a `names:` order's, a scenario's) with a long run of letters and an `@` but no address: an address
    found by a pattern that begins with its local part read the run again from each of its letters."""
    grows_linearly(work, lambda n: player_text.checked_player_text(name.format("a" * n)), 200)


@pytest.mark.parametrize("line", ["\n", " \n", "\t \n"])
def test_post_of_blank_lines_without_an_orders_line(work: Callable[[Callable[[], object]], int], line: str) -> None:
    """A post of words and blank lines, orders nowhere: the search for an orders' line began at every line and
    read every blank line below it."""
    grows_linearly(work, lambda n: looks_like_orders("Доброго вечера!\n" + line * n + "Ратиборыч"), 200)


@pytest.mark.parametrize("line", ["\n", " \n"])
def test_post_of_blank_lines_without_a_dynasty_line(work: Callable[[Callable[[], object]], int], line: str) -> None:
    """`take` looks for the `dynasty:` line of a post (20,000 blank lines took 8 seconds)."""
    grows_linearly(work, lambda n: dynasty_written(line * n), 200)


@pytest.mark.parametrize("quotes", ["[quote=", "[quote]", "[/quote]", "[QUOTE user_id=1]", "> \n", "> > >",
                                    "[quote]x\n"])
def test_quotes_never_closed_or_never_opened(work: Callable[[Callable[[], object]], int], quotes: str) -> None:
    """What a post quotes is left aside (`unquoted`): many quote tags without a `]`, opened and never closed,
    closed and never opened, or Markdown's `>` lines — each tag was to be matched with its closing one."""
    grows_linearly(work, lambda n: unquoted(quotes * n), 200)


def test_quotes_nested_deep(work: Callable[[Callable[[], object]], int]) -> None:
    grows_linearly(work, lambda n: unquoted("[quote]" * n + "x" + "[/quote]" * n), 200)


@pytest.mark.parametrize("box", ["Код: Выделить всё\n", "Код: Выделить всё\nx: 1\n", "— x", "x:" + "a" * 5])
def test_copied_code_boxes_and_where_their_yaml_ends(work: Callable[[Callable[[], object]], int], box: str) -> None:
    """Many copied code boxes, or one whose YAML goes on (or ends) in a long line: each box's end is found reading
    its own lines only."""
    grows_linearly(work, lambda n: orders_text("Код: Выделить всё\n" + box * n), 200)


#: The hostile posts above, by their size.
HOSTILE: dict[str, Callable[[int], str]] = {
    "bbcode-tags": lambda n: "[code=" * n,
    "blank-lines": lambda n: "\n" * n,
    "space-lines": lambda n: " \n" * n,
    "code-box-title": lambda n: "code:" + " " * n + "x\n",
    "fence": lambda n: "```" + " " * n + "!\n",
    "quote-tags": lambda n: "[quote=" * n,
    "quotes-never-closed": lambda n: "[quote]dynasty: x\n" * n,
    "quoted-lines": lambda n: "> dynasty: x\n" * n,
    "code-blocks": lambda n: "[code]dynasty: x\n[/code]" * n,
    "code-boxes": lambda n: "Код: Выделить всё\ndynasty: x\nУдачи!\n" * n,
    "fences": lambda n: "```yaml\nturn: 5\n```\n" * n,
}


@pytest.mark.parametrize("hostile", HOSTILE)
def test_every_search_of_a_hostile_post(work: Callable[[Callable[[], object]], int], hostile: str) -> None:
    """Every search of a post, as `take` makes them: its orders (each kind of code block, or the whole text, what
    it quotes left aside; among many blocks, the sender's), why it has none, whether it looks like orders, its
    `dynasty:` line."""
    def read(n: int) -> None:
        text = "Доброго вечера!\n" + HOSTILE[hostile](n)
        found = orders_text(text, lambda written: written == "x")
        if found is None:
            missing_orders(text)
        else:
            post_warnings(found, "ru", "post.txt")
        looks_like_orders(text)
        dynasty_written(text)
    grows_linearly(work, read, 200)


# -- YAML's mistakes, told and mended ------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "dynasty: belozerskie\nturn: 5{spaces}c: d\n",  # a value with a colon: quoted (`cli-yaml-value-colon`)
    "actions:\n  - visit: ratibor{spaces}target: milava\n",  # an action's parameters without braces
    "x:\n{spaces}a: 'b'\n{spaces}  - c\n",  # a line below a value, indented deeper (`cli-yaml-indentation`)
])
def test_a_mistake_in_a_line_of_spaces(work: Callable[[Callable[[], object]], int], text: str) -> None:
    """A mistake in a line with a long run of spaces: the patterns that tell it shared the spaces in every way
    between a value and what follows it, or between the indentation and the key."""
    grows_linearly(work, lambda n: parse_yaml_mending(text.format(spaces=" " * n), "orders.yaml"), 200)


def test_many_mistakes_are_mended_reading_the_text_again_a_bounded_number_of_times(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each mistake mended is read again from the first line: a long text with many mistakes is read again no
    more than `MAX_MENDED_READING` in all (the longest file at most twice)."""
    monkeypatch.setattr(yaml_io, "MAX_MENDED_READING", 10_000, raising=False)
    read: list[int] = []
    real_parse = yaml_io._parse

    def parse_counted(text: str, path: str, line_offset: int) -> yaml_io.Document:
        read.append(len(text))
        return real_parse(text, path, line_offset)

    monkeypatch.setattr(yaml_io, "_parse", parse_counted)
    text = "decisions:\n" + "".join(f"  famine: {i}\n" for i in range(400))  # every line after the first twice
    _, mistakes = parse_yaml_mending(text, "orders.yaml")
    assert mistakes and all(exc.text.id == "cli-yaml-duplicate-key" for exc in mistakes)  # type: ignore[union-attr]
    assert sum(read[1:]) <= 10_000, f"read {len(read)} times, {sum(read)} characters, for {len(text)}"


# -- the keys and values of an order file --------------------------------------------------------------------

def test_a_key_spelled_many_ways_among_many_keys(work: Callable[[Callable[[], object]], int]) -> None:
    """`династия:` written many ways (letter case, spaces around it in quotes) after many other keys: each
    spelling was compared with every key of the file, to find it spelled twice."""
    rules = default_rules()

    def spelled(n: int) -> None:
        data: dict[str, object] = {f"key{i}": 1 for i in range(n)}
        data.update({" " * i + "династия": "belozerskie" for i in range(1, n)})
        canonical(data, rules)

    grows_linearly(work, spelled, 100)


# -- through the command line ----------------------------------------------------------------------------------

#: Posts that took seconds each, at these sizes, before their searches were made linear: the file each is saved
#: in, and what `take` answers (`make bench` times them).
HOSTILE_POSTS = {
    "blank-lines": ("\n" * 20_000, "post.txt", "не понять, чьи это приказы"),
    "space-lines": (" \n" * 20_000, "post.txt", "не понять, чьи это приказы"),
    "bbcode-tags": ("[code=" * 20_000, "post.txt", "не понять, чьи это приказы"),
    "words-then-blank-lines": ("Доброго вечера!\n" + "\n" * 20_000 + "Ратиборыч\n", "post.txt",
                               "Приказы на ход 5 не прочитаны"),
    "value-of-spaces": ("dynasty: belozerskie\nturn: 5" + " " * 20_000 + "c: d\n", "belozerskie.txt",
                        "Приказы Белозерских на ход 5: 2 ошибки"),
}


@pytest.mark.parametrize("name", HOSTILE_POSTS)
def test_take_answers_a_hostile_post(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """`dynasty take 5 FILE` of each hostile post gives its answer, as of any post, and exits 1 (it took 8 to 36
    seconds before)."""
    monkeypatch.chdir(forum_campaign(tmp_path / "game"))
    text, file, answer = HOSTILE_POSTS[name]
    Path(file).write_text(text, encoding="utf-8")
    result = CliRunner().invoke(app, ["take", "5", file])
    assert result.exit_code == 1
    assert answer in result.output, result.output[:300]
