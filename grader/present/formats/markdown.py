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


def inline(text: str) -> str:
    """A learner's text as literal characters on one line: no image, link, emphasis or HTML tag of its own.

    CommonMark lets a backslash escape any ASCII punctuation; `&` starts no entity once written `&amp;`.
    """
    flat = text.replace("&", "&amp;").replace("\r", " ").replace("\n", " ").strip()
    return re.sub(r"([\\`*_{}\[\]()<>#+!|~])", r"\\\1", flat)  # | too: the text stays in its table cell


def _points(result: PublicResult) -> tuple[float, float]:
    got = sum(outcome.case.points for outcome in result.outcomes if outcome.verdict.passed)
    return got, sum(outcome.case.points for outcome in result.outcomes)


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
        shown = ", ".join(f"{count} {name}" for name, count in sorted(verdicts.items()))
        mark = "✅" if result.ok else "❌"
        lines.append(
            f"| {mark} {cell(result.exercise.name)} | `{cell(display_path(result.file))}` "
            f"| {result.passed}/{len(result.outcomes)} | {_number(got)}/{_number(most)} | {cell(shown)} |"
        )
    for result in results:
        failing = [outcome for outcome in result.outcomes if not outcome.verdict.passed]
        if not failing:
            continue
        lines += ["", f"**{cell(result.exercise.name)}**: failing cases", ""]
        for outcome in failing[:FAILURES_LISTED]:
            lines.append(f"- `{cell(outcome.case.name)}`: {inline(public_message(outcome))}")
        if len(failing) > FAILURES_LISTED:
            lines.append(f"- … and {len(failing) - FAILURES_LISTED} more")
    return "\n".join(lines) + "\n"


def error_markdown(message: str) -> str:
    fenced = printable(message).replace("`", "'")
    return f"### chunk-kata: the run could not be graded\n\n```\n{fenced}\n```\n"
