"""What every command's handler gets: where the course is, where to print, and how to name an exercise."""

from __future__ import annotations

import argparse
import os
import sys
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

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


def make_console(file: object, *, plain: bool = False, width: int | None = None) -> Console:
    """A console that is plain text when asked, when NO_COLOR is set, or when not a terminal."""
    from rich.console import Console

    # NO_COLOR counts when set to anything but the empty string (no-color.org).
    no_color = plain or bool(os.environ.get("NO_COLOR"))
    return Console(
        file=file,  # type: ignore[arg-type]
        no_color=no_color,
        highlight=False,
        emoji=False,
        width=width,
        force_terminal=False if plain else None,
    )


def exercise_names(course: Course, names: list[str]) -> list[str]:
    """Check the named exercises exist; a typo gets the closest name."""
    import difflib

    for name in names:
        if name not in course.names:
            close = difflib.get_close_matches(name, course.names, n=1)
            raise KataError(
                f"there is no exercise named {name!r}",
                fix=(f"did you mean {close[0]!r}? " if close else "")
                + f"the exercises are: {', '.join(course.names)} (see `kata list`)",
            )
    return names


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
