"""YAML mistakes in the reader's words: what a person did wrong in a line, and how the text reads with the
mistake mended.

The YAML parser says what it expected ("expected <block end>, but found '<block mapping start>'"); a player
needs what he wrote wrong: a tab for indentation, a colon without a space after it, `actions: []` followed
by actions, a quote or brace left open, a line indented unlike its neighbours. `diagnose` turns the parser's
error and the text into one catalog message (`cli-yaml-*`) at the line to correct, and, where the intent is
plain, the text with that mistake mended — line for line, so that every other line keeps its number. Reading
the mended text again finds the next mistake: `mend_all` collects every mistake of a file in one run, and
the data of the mended text lets the orders be checked all the same.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ruamel.yaml.error import MarkedYAMLError, YAMLError
from ruamel.yaml.reader import ReaderError

from dynasty.text.catalogs import Text


@dataclass(frozen=True)
class Mistake:
    """One mistake of a YAML text: its message, its 1-based line in the text, and the text with it mended
    (the same number of lines), or None when what was meant is not plain."""

    text: Text
    line: int | None
    mended: str | None = None


#: Two spaces a level, as the order template indents.
INDENT = "  "
_OPENING = {"}": "{", "]": "["}
_CLOSING = {"{": "}", "[": "]"}
_KEY_NO_SPACE = re.compile(r"^(\s*(?:-\s+)?)([\w-]+):(?=[^\s:/])(.*)$")
_KEY_NO_COLON = re.compile(r"^(\s*(?:-\s+)?)([\w-]+)(\s+)(\S.*)?$")
_BARE_KEY = re.compile(r"^(\s*(?:-\s+)?)([\w-]+)\s*$")
# A line may be as long as the input limit: in a pattern here, no repetition is followed by another that may take
# the same characters (`\s*` then `[^#]*?`, `[^#]*?` then `\s*`), for every way to share them would be tried.
_EMPTY_COLLECTION = re.compile(r"^([^#]*?:\s+)(\[\s*\]|\{\s*\})(\s*(?:#.*)?)$")
# a value: its first character, then up to the last one before its comment that is not a space
_ACTION_TWO_COLONS = re.compile(r"^(\s*-\s+[^\s:{}\[\]#]+:\s+)([^{\[\s#](?:[^#]*[^#\s])?)(\s*(?:#.*)?)$")
_VALUE_TWO_COLONS = re.compile(r"^(\s*(?:-\s+)?[^\s:#]+:\s+)([^'\"{\[#](?:[^#]*[^#\s])?)(\s*(?:#.*)?)$")


def _lines(text: str) -> list[str]:
    return text.split("\n")


def _join(lines: list[str]) -> str:
    return "\n".join(lines)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _meaningful(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and not stripped.startswith("#")


def _is_leaf(lines: list[str], index: int) -> bool:
    """No line below belongs to this one: the next meaningful line is not indented deeper."""
    own = _indent(lines[index])
    for line in lines[index + 1:]:
        if _meaningful(line):
            return _indent(line) <= own
    return True


def _block_end(lines: list[str], index: int) -> int:
    """The end (exclusive) of the block a line opens: it and the lines below indented deeper."""
    own = _indent(lines[index])
    end = index + 1
    while end < len(lines) and (not _meaningful(lines[end]) or _indent(lines[end]) > own):
        end += 1
    while end > index + 1 and not _meaningful(lines[end - 1]):
        end -= 1
    return end


def comment_out(text: str, index: int, *, block: bool = False) -> str:
    """The text with a line (and, for `block`, the lines that belong to it) made comments, lines kept."""
    lines = _lines(text)
    end = _block_end(lines, index) if block else index + 1
    for i in range(index, end):
        lines[i] = "#" + lines[i]
    return _join(lines)


def _skip_line(text: str, index: int) -> str | None:
    """Mended by leaving the line out, when nothing below belongs to it."""
    lines = _lines(text)
    if index >= len(lines) or not _is_leaf(lines, index):
        return None
    return comment_out(text, index)


def _replace_line(text: str, index: int, line: str) -> str:
    lines = _lines(text)
    lines[index] = line
    return _join(lines)


def _code(line: str) -> str:
    """A line's content without its trailing comment (outside quotes)."""
    quote: str | None = None
    for i, ch in enumerate(line):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (i == 0 or line[i - 1].isspace()):
            return line[:i].rstrip()
    return line.rstrip()


def _previous_meaningful(lines: list[str], index: int) -> int | None:
    for i in range(index - 1, -1, -1):
        if _meaningful(lines[i]):
            return i
    return None


# -- before the parser: what parses but cannot be meant ---------------------------------------------------

_NBSP = "\u00a0"
_DASH_NO_SPACE = re.compile(r"^(\s*)-(?=[A-Za-zА-яЁё])")
_TYPOGRAPHIC_DASH = re.compile(r"^(\s*)([—–])(\s)")
_FLOW_KEY_NO_SPACE = re.compile(r"([{,]\s*)([A-Za-z_]+):(?=[^\s/])")


def lint(text: str) -> tuple[str, list[Mistake]]:
    """Mistakes of a player's YAML that the parser reads as something else: a list item with no space after
    its dash (`-visit:` is a key), a typographic dash for a hyphen (`— visit:`, as forums autocorrect), a flow
    key with no space after its colon (`{by:ratibor}` is one key). Each is an error, and mended. A no-break
    space, as forums paste indentation, is read as a space and is no mistake."""
    text = text.replace(_NBSP, " ")
    found: list[Mistake] = []
    lines = _lines(text)
    for i, line in enumerate(lines):
        code = _code(line)
        if _DASH_NO_SPACE.match(code):
            lines[i] = _DASH_NO_SPACE.sub(r"\1- ", line, count=1)
            found.append(Mistake(Text("cli-yaml-dash-space", fixed=lines[i].strip()), i + 1))
        elif _TYPOGRAPHIC_DASH.match(code):
            dash = _TYPOGRAPHIC_DASH.match(code).group(2)  # type: ignore[union-attr]
            lines[i] = _TYPOGRAPHIC_DASH.sub(r"\1-\3", line, count=1)
            found.append(Mistake(Text("cli-yaml-typographic-dash", dash=dash, fixed=lines[i].strip()), i + 1))
        code = _code(lines[i])
        if "{" in code and _FLOW_KEY_NO_SPACE.search(code):
            lines[i] = _FLOW_KEY_NO_SPACE.sub(r"\1\2: ", lines[i])
            found.append(Mistake(Text("cli-yaml-colon-space", fixed=lines[i].strip()), i + 1))
    return _join(lines), found


# -- what the parser found --------------------------------------------------------------------------------

def diagnose(exc: YAMLError, text: str) -> Mistake:
    """The mistake behind a parser's error, in the catalog's words, at the line to correct."""
    if isinstance(exc, ReaderError):  # a character YAML does not allow (NUL, escape codes...)
        return Mistake(Text("cli-yaml-bad-character", character=f"#x{exc.character:04x}"),
                       text[:exc.position].count("\n") + 1)
    if not isinstance(exc, MarkedYAMLError):
        return Mistake(Text("cli-yaml-malformed-plain"), None)
    problem = (exc.problem or "").strip()
    mark = exc.problem_mark or exc.context_mark
    line: int | None = int(mark.line) if mark is not None else None
    context_line: int | None = int(exc.context_mark.line) if exc.context_mark is not None else None
    count = len(_lines(text))
    if (line is None or line < count) and (context_line is None or context_line < count):
        for test, explain in _EXPLAINERS:
            if test(problem, exc.context or ""):
                found = explain(text, exc, line, context_line)
                if found is not None:
                    return found
    if line is None:
        return Mistake(Text("cli-yaml-malformed-plain"), None)
    return Mistake(Text("cli-yaml-malformed-plain"), line + 1, _skip_line(text, line) if line < count else None)


Explainer = Callable[[str, MarkedYAMLError, int | None, int | None], Mistake | None]


def _tab(text: str, exc: MarkedYAMLError, line: int | None, context: int | None) -> Mistake | None:
    """A tab where YAML wants spaces: every indentation made with tabs, at once."""
    lines = _lines(text)
    tabbed = [i for i, ln in enumerate(lines) if "\t" in ln[:len(ln) - len(ln.lstrip(" \t"))]]
    if tabbed:
        for i in tabbed:
            head = lines[i][:len(lines[i]) - len(lines[i].lstrip(" \t"))]
            lines[i] = head.replace("\t", INDENT) + lines[i][len(head):]
        numbers = [str(i + 1) for i in tabbed]
        return Mistake(Text("cli-yaml-tab", n=len(tabbed), lines=", ".join(numbers)), tabbed[0] + 1, _join(lines))
    if line is None or exc.problem_mark is None:
        return None
    column = exc.problem_mark.column
    row = lines[line]
    lines[line] = row[:column] + " " + row[column + 1:] if row[column:column + 1] == "\t" else row.replace("\t", " ")
    return Mistake(Text("cli-yaml-tab-inside"), line + 1, _join(lines))


def _reserved(text: str, exc: MarkedYAMLError, line: int | None, context: int | None) -> Mistake | None:
    found = re.search(r"found character '(.)' that cannot start any token", exc.problem or "")
    if found is None or line is None:
        return None
    return Mistake(Text("cli-yaml-reserved-character", character=found.group(1)), line + 1, _skip_line(text, line))


def _simple_key(text: str, exc: MarkedYAMLError, line: int | None, context: int | None) -> Mistake | None:
    """A line that is neither `key: value` nor `- item`: a colon with no space after it, no colon, or the
    words of a post outside its code block."""
    index = context if context is not None else line
    if index is None:
        return None
    lines = _lines(text)
    row = lines[index]
    code = _code(row)
    def mended(fixed: str, message_id: str, **facts: str) -> Mistake:
        """The line's code written as `fixed` (its comment kept), and what was wrong with it."""
        return Mistake(Text(message_id, fixed=fixed.strip(), **facts), index + 1,
                       _replace_line(text, index, fixed + row[len(code):]))

    no_space = _KEY_NO_SPACE.match(code)
    if no_space:
        return mended(f"{no_space.group(1)}{no_space.group(2)}: {no_space.group(3)}", "cli-yaml-colon-space")
    bare = _BARE_KEY.match(code)
    if bare:  # `actions` alone on its line
        return mended(f"{bare.group(1)}{bare.group(2)}:", "cli-yaml-no-colon", key=bare.group(2))
    no_colon = _KEY_NO_COLON.match(code)
    if no_colon and ":" not in code and len(code.split()) <= 2 + (1 if code.lstrip().startswith("-") else 0):
        return mended(f"{no_colon.group(1)}{no_colon.group(2)}: {no_colon.group(4) or ''}".rstrip(),
                      "cli-yaml-no-colon", key=no_colon.group(2))
    return Mistake(Text("cli-yaml-prose"), index + 1, _skip_line(text, index))


def _mapping_values(text: str, exc: MarkedYAMLError, line: int | None, context: int | None) -> Mistake | None:
    """A second colon in a line: an action's parameters without their braces, a value holding a colon; or a
    line indented deeper than it may be."""
    if line is None:
        return None
    lines = _lines(text)
    row = lines[line]
    code = _code(row)
    action = _ACTION_TWO_COLONS.match(code)
    if action and ": " in action.group(2):
        fixed = f"{action.group(1)}{{{action.group(2).strip()}}}"
        return Mistake(Text("cli-yaml-action-braces", fixed=fixed.strip()), line + 1,
                       _replace_line(text, line, fixed + row[len(code):]))
    value = _VALUE_TWO_COLONS.match(code)
    if value and ": " in value.group(2) or (value and value.group(2).rstrip().endswith(":")):
        quoted = value.group(2).strip().replace('"', '\\"')
        fixed = f'{value.group(1)}"{quoted}"'
        return Mistake(Text("cli-yaml-value-colon", fixed=fixed.strip()), line + 1,
                       _replace_line(text, line, fixed + row[len(code):]))
    return _indentation(text, exc, line, context)


def _block_end_expected(text: str, exc: MarkedYAMLError, line: int | None, context: int | None) -> Mistake | None:
    """Lines where the parser expected the end of a block: after `key: []` or `key: {}`, text after a closing
    quote, a closing bracket too many — or a line indented unlike its neighbours."""
    if line is None:
        return None
    lines = _lines(text)
    previous = _previous_meaningful(lines, line)
    problem = exc.problem or ""
    if previous is not None and _indent(lines[line]) > _indent(lines[previous]) or problem.endswith("'-'"):
        empty = _EMPTY_COLLECTION.match(lines[previous]) if previous is not None else None
        if empty is not None and previous is not None:
            written = _code(lines[previous]).strip()
            fixed = empty.group(1).rstrip()
            return Mistake(Text("cli-yaml-empty-then-lines", written=written, brackets=empty.group(2),
                                fixed=fixed.strip()), previous + 1,
                           _replace_line(text, previous, fixed + empty.group(3)))
    found = re.search(r"but found '(.*)'$", problem)
    token = found.group(1) if found else ""
    if token == "<scalar>" and exc.problem_mark is not None:
        before = lines[line][:exc.problem_mark.column].rstrip()
        if before.endswith(("'", '"')):
            return Mistake(Text("cli-yaml-after-quote"), line + 1, _skip_line(text, line))
    if token in ("}", "]") and exc.problem_mark is not None:
        column = exc.problem_mark.column
        row = lines[line]
        return Mistake(Text("cli-yaml-extra-bracket", bracket=token), line + 1,
                       _replace_line(text, line, row[:column] + " " + row[column + 1:]))
    return _indentation(text, exc, line, context)


def _indentation(text: str, exc: MarkedYAMLError, line: int | None, context: int | None) -> Mistake | None:
    """A line indented unlike its neighbours: mended by giving it (and what belongs to it) the indentation of
    the nearest line above of the same kind (a list item, a key) that is not indented deeper than it."""
    if line is None:
        return None
    lines = _lines(text)
    row = lines[line]
    own = _indent(row)
    item = row.lstrip().startswith("- ")
    target: int | None = None
    for i in range(line - 1, -1, -1):
        if not _meaningful(lines[i]):
            continue
        other = lines[i]
        if other.lstrip().startswith("- ") == item and _indent(other) != own:
            target = _indent(other)
            break
    mended = None
    if target is not None:
        end = _block_end(lines, line)
        shift = target - own
        for i in range(line, end):
            if _meaningful(lines[i]) or lines[i].strip():
                lines[i] = " " * max(0, _indent(lines[i]) + shift) + lines[i].lstrip(" ")
        mended = _join(lines)
    return Mistake(Text("cli-yaml-indentation"), line + 1, mended if mended is not None else _skip_line(text, line))


def _unclosed_quote(text: str, exc: MarkedYAMLError, line: int | None, context: int | None) -> Mistake | None:
    if context is None or exc.context_mark is None:
        return None
    lines = _lines(text)
    row = lines[context]
    quote = row[exc.context_mark.column:exc.context_mark.column + 1] or '"'
    return Mistake(Text("cli-yaml-unclosed-quote", quote=quote), context + 1,
                   _replace_line(text, context, row.rstrip() + quote))


def _unclosed_flow(text: str, exc: MarkedYAMLError, line: int | None, context: int | None) -> Mistake | None:
    """A brace or bracket left open: closed at the end of its line when that line opens more than it closes;
    otherwise the brackets do not pair."""
    if context is None:
        return None
    lines = _lines(text)
    row = lines[context]
    code = _code(row)
    opening = "{" if "flow mapping" in (exc.context or "") else "["
    closing = _CLOSING[opening]
    if code.count(opening) > code.count(closing):
        return Mistake(Text("cli-yaml-unclosed-bracket", bracket=opening, closing=closing), context + 1,
                       _replace_line(text, context, code + closing + row[len(code):]))
    return Mistake(Text("cli-yaml-brackets"), (line if line is not None else context) + 1,
                   _skip_line(text, line if line is not None else context))


def _duplicate(text: str, exc: MarkedYAMLError, line: int | None, context: int | None) -> Mistake | None:
    """A key written twice in one mapping: the second is left out, with what belongs to it."""
    found = re.search(r'duplicate key "(.*?)"', exc.problem or "")
    if found is None or line is None:
        return None
    key = found.group(1)
    lines = _lines(text)
    own = _indent(lines[line])
    first = next((i for i in range(line - 1, -1, -1)
                  if _indent(lines[i]) == own and re.match(rf"\s*(-\s+)?['\"]?{re.escape(key)}['\"]?\s*:", lines[i])),
                 None)
    message = Text("cli-yaml-duplicate-key", key=key, first=first + 1) if first is not None \
        else Text("cli-yaml-duplicate-key-plain", key=key)
    return Mistake(message, line + 1, comment_out(text, line, block=True))


_EXPLAINERS: list[tuple[Callable[[str, str], bool], Explainer]] = [
    (lambda p, c: "'\\t'" in p and "cannot start any token" in p, _tab),
    (lambda p, c: "cannot start any token" in p, _reserved),
    (lambda p, c: "could not find expected ':'" in p, _simple_key),
    (lambda p, c: "mapping values are not allowed" in p, _mapping_values),
    (lambda p, c: "expected <block end>" in p, _block_end_expected),
    (lambda p, c: "quoted scalar" in c, _unclosed_quote),
    (lambda p, c: "flow mapping" in c or "flow sequence" in c, _unclosed_flow),
    (lambda p, c: "duplicate key" in p, _duplicate),
    (lambda p, c: "did not find expected" in p or "block" in c, _indentation),
]
