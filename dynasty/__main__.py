"""The program: `dynasty` (and `python -m dynasty`) runs one command line of `dynasty.commands.cli`'s commands and ends
the process with its exit code."""

from __future__ import annotations

import gc
import sys

import typer

from dynasty.commands.cli import app
from dynasty.text.catalogs import message


def main() -> None:
    """Entry point: the process ends as soon as the command is done (`_exit_now`), with `command_line`'s exit
    code. The cyclic garbage collector runs seldom, as mypy's: a command makes many objects that live until it
    ends (classes, models, catalogs, the state) and little cyclic garbage, and at the default thresholds (700,
    10, 10) it walked them again and again, a tenth of a resolution."""
    gc.set_threshold(200_000, 30, 30)
    _exit_now(command_line(sys.argv[1:]))


def command_line(args: list[str]) -> int:
    """Run the program on its arguments; the exit code: 0 done, 1 bad input (said by the command in one line),
    2 a usage error, 130 interrupted. The help and the usage errors are the program's own, in the game's
    language (`dynasty.commands.usage`): typer's are English."""
    if _asks_help(args):
        from dynasty.commands import usage

        language = usage.language(args)
        name = usage.command_word(app, args)
        if name is not None and name not in usage.command_names(app):
            typer.echo(usage.unknown_command(app, name, language), err=True)
            return 2
        typer.echo(usage.help_text(app, name, language))
        return 0 if args else 2  # a bare `dynasty` is a command line without its command
    try:
        result = app(args=args, prog_name="dynasty", standalone_mode=False)
    except KeyboardInterrupt:
        return 130
    except SystemExit as exc:
        if isinstance(exc.code, str):
            print(exc.code, file=sys.stderr)
        return exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 1
    except Exception as exc:
        from dynasty.commands import usage

        if isinstance(exc, typer.Abort):
            typer.echo(message(usage.language(args), "usage-aborted"), err=True)
            return 1
        if not usage.is_usage_error(exc):
            raise
        typer.echo(usage.usage_error(app, exc, args, usage.language(args)), err=True)
        return 2
    return result if isinstance(result, int) else 0


def _asks_help(args: list[str]) -> bool:
    """`--help` or `-h` before `--`, or no word at all (cheap: `--version` must not pay for the help)."""
    words = args[:args.index("--")] if "--" in args else args
    return not words or "--help" in words or "-h" in words


def _exit_now(code: int) -> None:
    """End the process without tearing the interpreter down: freeing, one by one, the many objects of a command
    (the catalogs, the models, a game's state) took longer than a short command itself (mypy ends the same
    way). What must happen at exit still does: the exit functions run (`declension` keeps the forms it
    found) and the output is flushed; every file was closed when written."""
    import atexit
    import os

    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe (`dynasty report | head`): nothing more to say
            code = code or 1
    os._exit(code)


if __name__ == "__main__":
    main()
