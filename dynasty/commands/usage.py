"""The command line's own words, in the game's language: `--help` and the usage errors (a command or an option
mistyped, an argument missing, a value that is not a number), from the catalogs (`help.ftl`).

typer would print both in English, in boxes; `__main__.command_line` asks here first for help, and here for the
line of a usage error typer raises. What a command takes is read from its declaration (`Command`), so that the
help never lists an option the command does not have; its words are the catalog's, by the command's and the
option's names. A usage error is one line: the command as typed, the problem, a guess when one is close (a
typo, or the word typed in the Russian keyboard layout: `куыщдму` is `resolve`), and where the help is.
"""

from __future__ import annotations

import difflib
import inspect
import os
import re
import shutil
import sys
import textwrap
import types
import typing
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import typer

from dynasty.text.catalogs import LANGUAGES, Language, has_message, message

PROGRAM = "dynasty"
#: What every command takes besides its own: the help, in both spellings.
HELP = ("-h", "--help")


@dataclass(frozen=True)
class Param:
    """An argument or an option of a command, as its declaration says."""

    name: str
    flags: tuple[str, ...]  # an option's names, the long one last; () for an argument
    takes_value: bool
    required: bool
    repeats: bool
    number: bool
    choices: tuple[str, ...]
    default: Any
    envvar: str | None
    least: int | None  # the bounds of a number
    most: int | None

    @property
    def is_argument(self) -> bool:
        return not self.flags


@dataclass(frozen=True)
class Command:
    name: str
    params: tuple[Param, ...]

    @property
    def arguments(self) -> list[Param]:
        return [p for p in self.params if p.is_argument]

    @property
    def options(self) -> list[Param]:
        return [p for p in self.params if not p.is_argument]

    def option(self, flag: str) -> Param | None:
        return next((p for p in self.options if flag in p.flags), None)

    def by_name(self, name: str | None) -> Param | None:
        return next((p for p in self.params if p.name == name), None)


def command_names(app: typer.Typer) -> list[str]:
    """The commands of the program, in the order of its help."""
    return [_command_name(info) for info in app.registered_commands]


def _command_name(info: Any) -> str:
    return str(info.name or info.callback.__name__.lower().replace("_", "-"))


def commands(app: typer.Typer) -> dict[str, Command]:
    """Every command of the program with what it takes, read from the functions' declarations."""
    return {_command_name(info): Command(_command_name(info), tuple(_params(info.callback)))
            for info in app.registered_commands}


def _params(callback: Any) -> list[Param]:
    from typer.models import ArgumentInfo, ParameterInfo

    hints = typing.get_type_hints(callback, include_extras=True)
    found = []
    for name, parameter in inspect.signature(callback).parameters.items():
        hint = hints[name]
        infos = [m for m in getattr(hint, "__metadata__", ()) if isinstance(m, ParameterInfo)]
        info = infos[0] if infos else None
        kind = typing.get_args(hint)[0] if infos else hint
        flags = () if isinstance(info, ArgumentInfo) else _flags(name, info)
        default, envvar = parameter.default, getattr(info, "envvar", None)
        found.append(Param(
            name=name, flags=flags, takes_value=_bare(kind) is not bool,
            required=default is inspect.Parameter.empty, repeats=typing.get_origin(_bare(kind)) is list,
            number=_bare(kind) in (int, float), choices=_choices(kind),
            default=None if default is inspect.Parameter.empty else default,
            envvar=envvar if isinstance(envvar, str) else None,
            least=getattr(info, "min", None), most=getattr(info, "max", None)))
    return found


def _flags(name: str, info: Any) -> tuple[str, ...]:
    """An option's names, the short one first: those it declares (typer takes the first name written in
    `typer.Option("--dice")` for its default until it builds the command), else `--name`; of `--x/--no-x`,
    `--x`."""
    declared = [] if info is None else [d for d in (*(info.param_decls or ()), info.default)
                                         if isinstance(d, str) and d.startswith("-")]
    names = [d.split("/")[0] for d in declared] or [f"--{name.replace('_', '-')}"]
    return tuple(sorted(dict.fromkeys(names), key=len))


def _bare(kind: Any) -> Any:
    """A type without its `| None`."""
    args = [a for a in typing.get_args(kind) if a is not type(None)]
    if typing.get_origin(kind) in (typing.Union, types.UnionType) and len(args) == 1:
        return args[0]
    return kind


def _choices(kind: Any) -> tuple[str, ...]:
    bare = _bare(kind)
    return tuple(str(a) for a in typing.get_args(bare)) if typing.get_origin(bare) is typing.Literal else ()


# -- which words ------------------------------------------------------------------------------------------


def language(args: Sequence[str]) -> Language:
    """The language of the help and of a usage error: --lang (or DYNASTY_LANG), else the game's, the game folder
    being --game, DYNASTY_GAME or the current folder; else Russian, the game's own."""
    wanted = _value_of(args, "--lang") or os.environ.get("DYNASTY_LANG")
    for known in LANGUAGES:
        if wanted == known:
            return known
    from dynasty.game.campaign import Campaign
    from dynasty.text.catalogs import first_language

    folder = _value_of(args, "--game") or os.environ.get("DYNASTY_GAME")
    try:
        return first_language(Campaign(Path(folder) if folder else Path.cwd()).language())
    except (OSError, ValueError):
        return "ru"


def _value_of(args: Sequence[str], flag: str) -> str | None:
    """The value an option is given on the command line (`--game DIR` or `--game=DIR`), if it is."""
    for at, arg in enumerate(args):
        if arg == "--":
            break
        if arg == flag and at + 1 < len(args):
            return args[at + 1]
        if arg.startswith(flag + "="):
            return arg[len(flag) + 1:]
    return None


def command_word(app: typer.Typer, args: Sequence[str]) -> str | None:
    """The command the line names: its first word that is neither an option nor the value of one."""
    valued = {flag for command in commands(app).values() for p in command.options if p.takes_value for flag in p.flags}
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif arg.startswith("-"):
            skip = arg in valued
        else:
            return arg
    return None


# -- help -------------------------------------------------------------------------------------------------


def help_text(app: typer.Typer, name: str | None, language: Language) -> str:
    """The help of the program (`name` None) or of one of its commands."""
    width = max(60, min(100, shutil.get_terminal_size((100, 24)).columns))
    if name is None:
        return _program_help(app, language, width)
    return _command_help(commands(app)[name], language, width)


def _program_help(app: typer.Typer, language: Language, width: int) -> str:
    say = _sayer(language)
    names = command_names(app)
    usage = f"{PROGRAM} {say('help-placeholder-command')} [{say('help-placeholder-options')}]"
    rows = [(name, say(f"help-list-{name}")) for name in names]
    options = [("--version", say("help-opt-version")), (", ".join(HELP), say("help-opt-help"))]
    example = f"{PROGRAM} {say('help-placeholder-command')} --help"
    return "\n".join([
        say("help-usage", line=usage), "", *_wrap(say("help-program"), width), "",
        say("help-commands"), *_table(rows, width), "",
        say("help-options"), *_table(options, width), "",
        *_wrap(say("help-a-turn"), width), say("help-more", example=example),
    ])


def _command_help(command: Command, language: Language, width: int) -> str:
    say = _sayer(language)
    lines = [say("help-usage", line=usage_line(command, language)), "",
             *_wrap(say(f"help-cmd-{command.name}"), width)]
    if command.arguments:
        rows = [(_placeholder(command, p, language), _param_help(command, p, language)) for p in command.arguments]
        lines += ["", say("help-arguments"), *_table(rows, width)]
    rows = [(_option_label(command, p, language), _param_help(command, p, language)) for p in command.options]
    rows.append((", ".join(HELP), say("help-opt-help")))
    lines += ["", say("help-options"), *_table(rows, width)]
    return "\n".join(lines)


def usage_line(command: Command, language: Language) -> str:
    """`dynasty resolve ХОД [ПАРАМЕТРЫ]`: the command with its arguments, those it may go without in brackets."""
    words = [PROGRAM, command.name]
    for param in command.arguments:
        word = _placeholder(command, param, language) + ("..." if param.repeats else "")
        words.append(word if param.required else f"[{word}]")
    words.append(f"[{_sayer(language)('help-placeholder-options')}]")
    return " ".join(words)


def _option_label(command: Command, param: Param, language: Language) -> str:
    label = ", ".join(param.flags)
    return f"{label} {_placeholder(command, param, language)}" if param.takes_value else label


def _placeholder(command: Command, param: Param, language: Language) -> str:
    return _sayer(language)(_own_or_shared(language, "help-meta", command, param))


def _param_help(command: Command, param: Param, language: Language) -> str:
    say = _sayer(language)
    text = say(_own_or_shared(language, "help-arg", command, param))
    if param.default not in (None, False, "-") and not param.repeats:
        text += " " + say("help-default", value=str(param.default))
    if param.envvar:
        text += " " + say("help-envvar", name=param.envvar)
    return text


def _own_or_shared(language: Language, kind: str, command: Command, param: Param) -> str:
    """The message of a command's own argument (help-arg-resolve-dice), else the one every command shares
    (help-arg-game); a missing one is the catalog's defect, said as such by `message`."""
    name = param.name.replace("_", "-")
    own = f"{kind}-{command.name}-{name}"
    return own if has_message(language, own) else f"{kind}-{name}"


def _table(rows: list[tuple[str, str]], width: int) -> list[str]:
    """Two columns: a name, then its words wrapped under one another."""
    first = min(max(len(name) for name, _ in rows), 24) + 4
    lines = []
    for name, words in rows:
        wrapped = _wrap(words, width - first) or [""]
        if len(name) + 4 > first:
            lines += [f"  {name}", *(" " * first + w for w in wrapped)]
        else:
            lines += [f"  {name}".ljust(first) + wrapped[0], *(" " * first + w for w in wrapped[1:])]
    return lines


_QUOTED = re.compile(r"«[^»]{1,40}»|'[^'\n]{1,40}'")


def _wrap(text: str, width: int) -> list[str]:
    """`text` in lines of at most `width`, never breaking a quoted command (`«dynasty resolve 3»`)."""
    kept = _QUOTED.sub(lambda m: m.group(0).replace(" ", "\u00a0"), text)
    return [line.replace("\u00a0", " ") for line in textwrap.wrap(kept, width)]


def _sayer(language: Language) -> Callable[..., str]:
    def say(message_id: str, **values: Any) -> str:
        return message(language, message_id, values)

    return say


# -- usage errors -----------------------------------------------------------------------------------------


def is_usage_error(exc: BaseException) -> bool:
    """Whether typer raised `exc` for a command line it could not take (click's UsageError, whichever click
    typer carries)."""
    return isinstance(exc, _click_exceptions().UsageError)


def _click_exceptions() -> Any:
    return sys.modules[typer.BadParameter.__module__]


def unknown_command(app: typer.Typer, written: str, language: Language) -> str:
    """The line for a command that is not one of the program's."""
    problem = message(language, "usage-unknown-command", written=written)
    return _line(PROGRAM, problem, _guess(written, command_names(app)), f"{PROGRAM} --help", language)


def usage_error(app: typer.Typer, exc: BaseException, args: Sequence[str], language: Language) -> str:
    """The one line that says what is wrong with the command line typer refused (`exc`), in `language`."""
    errors = _click_exceptions()
    context = getattr(exc, "ctx", None)
    at_root = context is not None and context.parent is None
    name = command_word(app, args)
    if at_root and name is not None and name not in command_names(app):
        return unknown_command(app, name, language)
    command = None if at_root else commands(app).get(name or "")
    where = f"{PROGRAM} {command.name}" if command is not None else PROGRAM
    say = _sayer(language)
    guess = None
    param = command.by_name(getattr(getattr(exc, "param", None), "name", None)) if command is not None else None
    if isinstance(exc, errors.NoSuchOption):
        written = str(exc.option_name)
        later = commands(app).get(name or "")
        if command is None and later is not None and later.option(written.split("=")[0]) is not None:
            return f"{where}: " + say("usage-option-after-command", option=written,
                                      example=" ".join([PROGRAM, *_command_first(args, later.name)]))
        problem = say("usage-unknown-option", written=written)
        known = [f for p in command.options for f in p.flags] if command is not None else ["--version"]
        guess = _guess(written, [*known, *HELP])
    elif isinstance(exc, errors.MissingParameter) and param is not None and command is not None:
        problem = say("usage-missing-argument", placeholder=_placeholder(command, param, language),
                      usage=usage_line(command, language))
    elif isinstance(exc, errors.BadOptionUsage) and command is not None:
        option = command.option(str(exc.option_name))
        if option is not None and not option.takes_value:
            problem = say("usage-takes-no-value", option=exc.option_name)
        else:
            placeholder = _placeholder(command, option, language) if option is not None else "…"
            problem = say("usage-needs-value", option=exc.option_name, placeholder=placeholder)
    elif isinstance(exc, errors.BadParameter) and param is not None and command is not None:
        problem = _bad_value(command, param, args, language)
    elif command is not None and _extra_words(command, args):
        extra = _extra_words(command, args)
        problem = say("usage-extra", n=len(extra), words=" ".join(extra))
    else:
        problem = say("usage-wrong")
    return _line(where, problem, guess, f"{where} --help", language)


def _command_first(args: Sequence[str], name: str) -> list[str]:
    """The line with its command moved before the options written ahead of it."""
    at = list(args).index(name)
    return [name, *args[:at], *args[at + 1:]]


def _bad_value(command: Command, param: Param, args: Sequence[str], language: Language) -> str:
    label = param.flags[-1] if param.flags else _placeholder(command, param, language)
    value = next((v for v in (_value_of(args, f) for f in param.flags) if v is not None), None)
    if value is None and param.envvar:
        value = os.environ.get(param.envvar)
    value = value if value is not None else ""
    if param.choices:
        return message(language, "usage-not-a-choice", option=label, value=value, choices=", ".join(param.choices))
    if param.number and value.strip().lstrip("+-").isdigit():
        if param.most is None:
            return message(language, "usage-too-small", option=label, value=value, least=param.least)
        return message(language, "usage-out-of-range", option=label, value=value, least=param.least,
                       most=param.most)
    if param.number:
        return message(language, "usage-not-a-number", option=label, value=value)
    return message(language, "usage-bad-value", option=label, value=value)


def _extra_words(command: Command, args: Sequence[str]) -> list[str]:
    """The words of the line that no argument of the command takes (those after the last it takes)."""
    words: list[str] = []
    rest = list(args[args.index(command.name) + 1:]) if command.name in args else []
    skip = False
    for arg in rest:
        if skip:
            skip = False
        elif arg.startswith("-") and arg != "-":
            option = command.option(arg.split("=")[0])
            skip = option is not None and option.takes_value and "=" not in arg
        else:
            words.append(arg)
    if any(p.repeats for p in command.arguments):
        return []
    return words[len(command.arguments):]


def _line(where: str, problem: str, guess: str | None, see: str, language: Language) -> str:
    if guess is not None:
        return f"{where}: " + message(language, "usage-line-guess", problem=problem, guess=guess, help=see)
    return f"{where}: " + message(language, "usage-line", problem=problem, help=see)


#: The Russian keyboard layout's letters on the keys of the Latin ones: `куыщдму` typed for `resolve`.
_LAYOUT = str.maketrans("йцукенгшщзхъфывапролджэячсмитьбю", "qwertyuiop[]asdfghjkl;'zxcvbnm,.")


def _guess(written: str, known: Sequence[str]) -> str | None:
    """What `written` most likely meant of `known`: the same word typed in the Russian layout, else the one
    word it is the start of (`new` for `new-game`), else a close spelling."""
    plain = written.lower().replace("_", "-")
    retyped = plain.translate(_LAYOUT)
    for candidate in (plain, retyped):
        if candidate in known:
            return candidate if candidate != written else None
    for candidate in (plain, retyped):
        started = [word for word in known if word.startswith(candidate)]
        if candidate.strip("-") and len(started) == 1:  # `re` starts four commands: no guess of that kind
            return started[0]
    for candidate in (plain, retyped):
        close = difflib.get_close_matches(candidate, known, n=1, cutoff=0.6)
        if close:
            return close[0]
    return None
