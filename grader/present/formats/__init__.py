"""The registry of result formats for `--format`: a new format is one module here and one line below.

Each module has `render(results, progress) -> str`, the document for a graded run (`progress`, from a
learner's own run, may add hints revealed where the format has room), and `error(message) -> str`, a
valid document of the format saying the run could not be graded. Both receive redacted results only.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...learner.progress import Progress
    from ..public import PublicResult


@dataclass(frozen=True)
class Format:
    name: str
    # The module of this package that writes it.
    module: str
    description: str


FORMATS = {
    entry.name: entry
    for entry in (
        Format("json", "exercism", "Exercism test-runner results.json, version 3"),
        Format("junit", "junit", "JUnit XML, as GitLab, Jenkins and GitHub test reporters read it"),
        Format("gradescope", "gradescope", "Gradescope autograder results.json"),
    )
}
# The learner's report, drawn by present/report.py on a console rather than written as a document.
TERMINAL_FORMATS = ("rich", "plain")
CHOICES = (*TERMINAL_FORMATS, *FORMATS)


def _module(name: str) -> Any:
    return importlib.import_module(f"{__name__}.{FORMATS[name].module}")


def document_text(name: str, results: Sequence[PublicResult], progress: Progress | None = None) -> str:
    """The results in format `name`, as the text of the file."""
    return str(_module(name).render(results, progress))


def error_text(name: str, message: str) -> str:
    """The file written when the run could not grade: a valid document of the format, status error."""
    if name in TERMINAL_FORMATS:
        from ..text import printable

        return f"kata: the run could not be graded.\n{printable(message)}\n"
    return str(_module(name).error(message))
