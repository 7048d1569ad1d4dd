"""The `kata` command line: parses arguments and dispatches to grader.commands, nothing else."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from . import __version__
from .commands import COMMAND_MODULES, COMMANDS
from .commands.context import Context
from .errors import KataError


class KataParser(argparse.ArgumentParser):
    """argparse, with a "did you mean" for a mistyped option, command or choice."""

    def error(self, message: str) -> NoReturn:
        super().error(message + _did_you_mean(self, message))


def _did_you_mean(parser: argparse.ArgumentParser, message: str) -> str:
    """The closest known spelling of what the message says was not understood, or nothing."""
    import difflib
    import re

    unknown = re.match(r"unrecognized arguments: (.*)", message)
    if unknown:
        options = sorted(_option_strings(parser))
        for token in unknown.group(1).split():
            close = difflib.get_close_matches(token.split("=", 1)[0], options, n=1)
            if token.startswith("-") and close:
                return f" (did you mean {close[0]}?)"
        return ""
    choice = re.search(r"invalid choice: '([^']*)' \(choose from (.*)\)", message)
    if choice:
        close = difflib.get_close_matches(choice.group(1), re.findall(r"'([^']*)'", choice.group(2)), n=1)
        return f" (did you mean '{close[0]}'?)" if close else ""
    return ""


def _option_strings(parser: argparse.ArgumentParser) -> set[str]:
    """Every --option of the parser and of its commands, at every level."""
    found: set[str] = set()
    for action in parser._actions:
        found.update(option for option in action.option_strings if option.startswith("--"))
        if isinstance(action, argparse._SubParsersAction):
            for nested in action.choices.values():
                found |= _option_strings(nested)
    return found


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The whole command line; with `argv` naming a command, only that command's part of it."""
    parser = KataParser(
        prog="kata",
        description="Learn to cut documents into overlapping chunks for RAG, one graded exercise at a time. "
        "Run `kata` alone to grade the first exercise you have not passed yet.",
    )
    parser.add_argument("--version", action="version", version=f"chunk-kata {__version__}")
    parser.add_argument("--root", metavar="DIR", help="the course folder (default: the one holding cases.yaml)")
    parser.add_argument("--plain", action="store_true", help="no colours or styles, for logs and screen readers")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    named = _named_command(argv) if argv is not None else None
    for module in [COMMAND_MODULES[named]] if named else COMMANDS:
        module.register(commands)
    for subparser in commands.choices.values():
        _accept_common_options(subparser)
    return parser


def _named_command(argv: Sequence[str]) -> str | None:
    """The command `argv` names, read without parsing; None when unsure (then every command is built)."""
    tokens = iter(argv)
    for token in tokens:
        if len(token) > 2 and "--root".startswith(token):  # argparse accepts --ro DIR for --root DIR
            next(tokens, None)
        elif not token.startswith("-"):
            return token if token in COMMAND_MODULES else None
    return None


def _accept_common_options(parser: argparse.ArgumentParser) -> None:
    """`kata grade EX --plain` works as well as `kata --plain grade EX`, at every level."""
    parser.add_argument("--root", metavar="DIR", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    parser.add_argument("--plain", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS)
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for nested in action.choices.values():
                _accept_common_options(nested)


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser(argv)
    arguments = parser.parse_args(argv)
    context = Context.from_arguments(arguments)
    handler = getattr(arguments, "handler", None)
    if handler is None:
        from .commands.grade import grade_next

        handler = grade_next
    try:
        return int(handler(arguments, context))
    except KataError as error:
        context.error(error)
        return 2
    except KeyboardInterrupt:
        context.console.print()
        return 130


def run() -> NoReturn:
    """The `kata` program: main(), then exit at once.

    Everything that matters is finished when main() returns (workers ended, files written and closed), so
    the interpreter's teardown of ~300 modules would only keep the learner waiting (~14 ms).
    """
    try:
        code = main()
    except SystemExit as stop:  # argparse's --help, --version and usage errors
        if not isinstance(stop.code, int | None):
            raise
        code = stop.code or 0
    for stream in (sys.stdout, sys.stderr):
        # `kata | head` may have closed the pipe: nothing more can be shown anyway.
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(code)


if __name__ == "__main__":
    run()
