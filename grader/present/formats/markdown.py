"""Results → a Markdown summary of the run (GitHub Actions' job summary, or any Markdown viewer)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from ..public import PublicResult
from ..text import display_path, printable, public_message

# A job summary is for skimming: the first failures of each exercise, not all of them.
FAILURES_LISTED = 5


def cell(text: str) -> str:
    """Text that stays inside one Markdown table cell."""
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("\r", " ").replace("\n", " ").strip()


def code(text: str) -> str:
    """Text as one code span that stays inside its table cell, whatever backticks or pipes it holds.

    Inside a code span a backslash is literal, so nothing is escaped but the pipe (GitHub's tables take `\\|` as a
    pipe of the cell's content, even in code). The fence is one backtick longer than the longest run of backticks
    in the text, and padded with a space when the text starts or ends with one (CommonMark strips that space).
    """
    flat = printable(text).replace("\r", " ").replace("\n", " ").replace("\t", " ").replace("|", "\\|")
    runs = re.findall(r"`+", flat)
    fence = "`" * (max((len(run) for run in runs), default=0) + 1)
    pad = " " if flat.startswith("`") or flat.endswith("`") else ""
    return f"{fence}{pad}{flat}{pad}{fence}"


def inline(text: str) -> str:
    """A learner's text as literal characters on one line: no image, link, emphasis or HTML tag of its own.

    CommonMark lets a backslash escape any ASCII punctuation; `&` starts no entity once written `&amp;`.
    """
    flat = text.replace("&", "&amp;").replace("\r", " ").replace("\n", " ").strip()
    return re.sub(r"([\\`*_{}\[\]()<>#+!|~])", r"\\\1", flat)  # | too: the text stays in its table cell


def _points(result: PublicResult) -> tuple[float, float]:
    """Points scored and on offer; a check that did not run is on offer too (as in Gradescope's results)."""
    got = sum(outcome.case.points for outcome in result.outcomes if outcome.verdict.passed)
    offered = sum(outcome.case.points for outcome in result.outcomes) + sum(c.case.points for c in result.not_run)
    return got, offered


def _number(value: float) -> str:
    return f"{value:g}"


def summary_markdown(results: Sequence[PublicResult]) -> str:
    """A heading, one table row per exercise, then the first failing cases of each."""
    passed = sum(1 for result in results if result.ok)
    lines = [
        f"### chunk-kata: {passed}/{len(results)} exercises passed",
        "",
        "| exercise | file | cases passed | points | verdicts |",
        "| --- | --- | ---: | ---: | --- |",
    ]
    for result in results:
        got, most = _points(result)
        verdicts = Counter(outcome.verdict.value for outcome in result.outcomes)
        if result.not_run:
            verdicts["not run"] = len(result.not_run)
        shown = ", ".join(f"{count} {name}" for name, count in sorted(verdicts.items()))
        mark = "✅" if result.ok else "❌"
        lines.append(
            f"| {mark} {cell(result.exercise.name)} | {code(display_path(result.file))} "
            f"| {result.passed}/{len(result.outcomes)} | {_number(got)}/{_number(most)} | {cell(shown)} |"
        )
    for result in results:
        failing = [outcome for outcome in result.outcomes if not outcome.verdict.passed]
        if not failing:
            continue
        lines += ["", f"**{cell(result.exercise.name)}**: failing cases", ""]
        for outcome in failing[:FAILURES_LISTED]:
            lines.append(f"- {code(outcome.case.name)}: {inline(public_message(outcome))}")
        if len(failing) > FAILURES_LISTED:
            lines.append(f"- … and {len(failing) - FAILURES_LISTED} more")
    return "\n".join(lines) + "\n"


def error_markdown(message: str) -> str:
    fenced = printable(message).replace("`", "'")
    return f"### chunk-kata: the run could not be graded\n\n```\n{fenced}\n```\n"
