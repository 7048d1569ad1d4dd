"""What every command's handler gets: where the course is, where to print, and how to name an exercise."""

from __future__ import annotations

import argparse
import os
import sys
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from ..errors import KataError

if TYPE_CHECKING:
    from rich.console import Console

    from ..course.model import Course


class Context:
    """What every command needs: where the course is, and where to print."""

    def __init__(self, root_option: str | None, plain: bool) -> None:
        self.root_option = root_option
        self.plain = plain
        self._courses: dict[Path | None, Course] = {}

    @classmethod
    def from_arguments(cls, arguments: argparse.Namespace) -> Context:
        return cls(root_option=arguments.root, plain=bool(arguments.plain))

    @cached_property
    def console(self) -> Console:
        _never_fail_to_encode(sys.stdout)
        return make_console(sys.stdout, plain=self.plain)

    @cached_property
    def error_console(self) -> Console:
        _never_fail_to_encode(sys.stderr)
        return make_console(sys.stderr, plain=self.plain)

    @cached_property
    def root(self) -> Path:
        if self.root_option:
            root = Path(self.root_option).resolve()
            if not (root / "cases.yaml").is_file():
                raise KataError(
                    f"{root} has no cases.yaml",
                    fix="pass the course folder (the one with cases.yaml and exercises/) to --root",
                )
            return root
        from ..course.loader import find_root

        return find_root()

    def course(self, extra: Path | None = None) -> Course:
        """The course, read once per command (`kata` alone reads it to choose, then to grade)."""
        from ..course.loader import load_course

        if extra not in self._courses:
            self._courses[extra] = load_course(self.root, extra)
        return self._courses[extra]

    def error(self, error: KataError) -> None:
        self.error_console.print(f"kata: {error}", markup=False, highlight=False, soft_wrap=True)

    def warn(self, message: str) -> None:
        self.error_console.print(f"kata: warning: {message}", markup=False, highlight=False, soft_wrap=True)


def _never_fail_to_encode(stream: object) -> None:
    """On a terminal that cannot show some character (LANG=C), print a look-alike rather than crash.

    Look-alikes take the cells the character took, so a report laid out for 60 columns stays in them.
    """
    from ..present.terminal import ERRORS

    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None and not str(getattr(stream, "encoding", "utf-8")).lower().startswith("utf"):
        reconfigure(errors=ERRORS)


def legacy_locale() -> bool:
    """Was Python started in the C/POSIX locale (LANG=C, or no locale at all)?

    Python then reads and writes UTF-8 anyway (PEP 538/540 turn UTF-8 mode on by themselves), but the
    terminal behind it is one that shows ASCII only: the report must use ASCII marks and look-alikes.
    """
    chosen = os.environ.get("PYTHONUTF8") or os.environ.get("PYTHONIOENCODING") or "utf8" in sys._xoptions
    return bool(sys.flags.utf8_mode) and not chosen


class AsciiTerminal:
    """A text stream for a terminal that shows ASCII only: rich sees an ASCII encoding (so it draws ASCII
    marks and boxes), and every other character becomes a look-alike of the same width (present/terminal.py)."""

    encoding = "ascii"

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        from ..present.terminal import ERRORS

        self.stream.write(text.encode("ascii", errors=ERRORS).decode("ascii"))
        return len(text)

    def __getattr__(self, name: str) -> Any:  # flush, isatty, fileno... as the stream has them
        return getattr(self.stream, name)


def make_console(file: object, *, plain: bool = False, width: int | None = None) -> Console:
    """A console that is plain text when asked, when NO_COLOR is set, or when not a terminal; ASCII in the C locale."""
    from rich.console import Console

    if file in (sys.stdout, sys.stderr) and legacy_locale():
        file = AsciiTerminal(file)  # type: ignore[arg-type]
    # NO_COLOR counts when set to anything but the empty string (no-color.org). It means no styles at all,
    # as --plain does (rich's own no_color drops colours but keeps bold, dim and underline).
    no_color = plain or bool(os.environ.get("NO_COLOR"))
    return Console(
        file=file,  # type: ignore[arg-type]
        no_color=no_color,
        color_system=None if no_color else "auto",
        highlight=False,
        emoji=False,
        width=width,
        force_terminal=False if plain else None,
    )


def exercise_names(course: Course, names: list[str]) -> list[str]:
    """The named exercises, each by name or by its number in `kata list`; a typo gets the closest name."""
    import difflib

    names = [_by_number(course, name) for name in names]
    for name in names:
        if name not in course.names:
            close = difflib.get_close_matches(name, course.names, n=1)
            raise KataError(
                f"there is no exercise named {name!r}",
                fix=(f"did you mean {close[0]!r}? " if close else "")
                + f"the exercises are: {', '.join(course.names)} (see `kata list`)",
            )
    return names


def _by_number(course: Course, name: str) -> str:
    if name.isdigit() and 1 <= int(name) <= len(course.names):
        return course.names[int(name) - 1]
    return name


def paged(console: Any) -> Any:
    """Long text (a lesson, a solution) through the terminal's pager, which starts at its top; elsewhere as is.
    less gets -F (quit when it fits), -R (keep the colours), -X (leave the text on screen) unless told otherwise."""
    import contextlib

    if not console.is_terminal or os.environ.get("KATA_PAGER") == "0":
        return contextlib.nullcontext()
    os.environ.setdefault("LESS", "-FRX")
    return console.pager(styles=True)


def add_sandbox_option(parser: argparse.ArgumentParser) -> None:
    """`--sandbox auto|require|off`, on every command that runs learner code."""
    from ..run.model import SANDBOX_MODES

    parser.add_argument(
        "--sandbox",
        choices=SANDBOX_MODES,
        default="auto",
        help="lock the learner's code down: auto (whatever this system offers), require (refuse to grade "
        "without the Linux Landlock sandbox; for CI), off",
    )


def start_grading(mode: str) -> None:
    """Before any learner code runs: check the sandbox asked for is here, protect the grader, and make a
    termination signal end every worker (a finally: block closes them)."""
    import signal

    from ..run.platform import current

    platform = current()
    if mode == "require" and platform.sandbox_abi() == 0:
        raise KataError(
            f"--sandbox require: this system cannot sandbox the learner's code (the {platform.name} platform "
            "has no Landlock, the Linux 5.13+ sandbox kata uses, or it is switched off)",
            fix="grade on Linux 5.13 or newer with Landlock enabled (e.g. ubuntu-latest on GitHub Actions), "
            "or run kata inside a container and pass --sandbox auto",
        )
    platform.protect_grader()
    if hasattr(signal, "SIGTERM"):
        # SIGTERM (a CI job cancelled, `kill`) unwinds like Ctrl-C: every Session's close ends its worker.
        signal.signal(signal.SIGTERM, _interrupted)


def _interrupted(signum: int, frame: object) -> None:
    raise KeyboardInterrupt
