"""GitHub Actions: the job summary (GITHUB_STEP_SUMMARY) and `::error` annotations on the learner's file."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import IO, TextIO

from ..public import PublicResult
from ..text import display_path, printable, public_message
from .markdown import error_markdown, summary_markdown

# GitHub shows at most ten error annotations per step; more only hide the summary.
MOST_ANNOTATIONS = 10


def escape_data(text: str) -> str:
    """A workflow command's message: %, CR and LF would end or corrupt the command."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    """A workflow command's property value: also ':' and ',' that separate properties."""
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def annotation_lines(results: Sequence[PublicResult]) -> list[str]:
    """One `::error` line per failing case, pointing at the graded file."""
    lines = []
    for result in results:
        file = escape_property(display_path(result.file))
        for outcome in result.outcomes:
            if outcome.verdict.passed:
                continue
            title = escape_property(f"{result.exercise.name}: {outcome.case.name} ({outcome.verdict.value})")
            lines.append(f"::error file={file},title={title}::{escape_data(public_message(outcome))}")
    if len(lines) > MOST_ANNOTATIONS:
        hidden = len(lines) - MOST_ANNOTATIONS
        lines = [*lines[:MOST_ANNOTATIONS], f"::notice title=chunk-kata::{hidden} more failing cases are in the report"]
    return lines


def _append(path: str, text: str) -> None:
    # The summary file is shared by every step of the job: append, never replace.
    try:
        with Path(path).open("a", encoding="utf-8") as file:
            file.write(text + "\n")
    except OSError as error:
        # The grade stands without a summary: say why, and go on.
        sys.stderr.write(f"kata: warning: cannot append the job summary to {path}: {error.strerror or error}\n")


@contextlib.contextmanager
def commands_stopped(out: IO[str], environ: Mapping[str, str] | None = None) -> Iterator[None]:
    """While the report prints the learner's text, GitHub's runner obeys no workflow command in it.

    The token is drawn after grading, when no learner code runs any more, so the text cannot hold it.
    """
    environ = os.environ if environ is None else environ
    if environ.get("GITHUB_ACTIONS") != "true":
        yield
        return
    import secrets  # only on GitHub: hashlib and hmac cost every other run a few milliseconds

    token = secrets.token_hex(16)
    out.write(f"::stop-commands::{token}\n")
    out.flush()
    try:
        yield
    finally:
        out.flush()
        out.write(f"::{token}::\n")
        out.flush()


def publish(results: Sequence[PublicResult], out: TextIO, environ: Mapping[str, str] | None = None) -> None:
    """Write the summary and the annotations when running under GitHub Actions; nothing otherwise."""
    environ = os.environ if environ is None else environ
    summary = environ.get("GITHUB_STEP_SUMMARY")
    if summary:
        _append(summary, summary_markdown(results))
    if environ.get("GITHUB_ACTIONS") == "true":
        for line in annotation_lines(results):
            out.write(line + "\n")
        out.flush()


def publish_error(message: str, out: TextIO, environ: Mapping[str, str] | None = None) -> None:
    environ = os.environ if environ is None else environ
    summary = environ.get("GITHUB_STEP_SUMMARY")
    if summary:
        _append(summary, error_markdown(message))
    if environ.get("GITHUB_ACTIONS") == "true":
        out.write(f"::error title=chunk-kata::{escape_data(printable(message))}\n")
        out.flush()
