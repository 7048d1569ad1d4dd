"""Every presenter of graded results, by name: the one list the hidden-case test walks (test_hidden_cases.py).

Each entry turns redacted results into the text a reader sees. A presenter added anywhere in the grader gets
a line here, and with it the proof that a hidden case's input and answer never reach its output.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Sequence
from pathlib import Path

from grader.present.public import PublicResult

Presenter = Callable[[Sequence[PublicResult]], str]


def _terminal(plain: bool) -> Presenter:
    def render(results: Sequence[PublicResult]) -> str:
        from rich.console import Console

        from grader.present.report import render_results

        out = io.StringIO()
        console = Console(file=out, width=100, no_color=plain, force_terminal=not plain, highlight=False, emoji=False)
        render_results(results, console)
        return out.getvalue()

    return render


def _document(name: str) -> Presenter:
    def render(results: Sequence[PublicResult]) -> str:
        from grader.present.formats import document_text

        return document_text(name, results)

    return render


def _github_summary(results: Sequence[PublicResult]) -> str:
    from grader.present.formats.markdown import summary_markdown

    return summary_markdown(results)


def _github_annotations(results: Sequence[PublicResult]) -> str:
    from grader.present.formats.github import annotation_lines

    return "\n".join(annotation_lines(results))


def _batch(kind: str) -> Presenter:
    def render(results: Sequence[PublicResult]) -> str:
        from grader.classroom.batch import SubmissionResult, as_record, score, summarize
        from grader.classroom.html import to_html
        from grader.classroom.report import document
        from grader.course.model import Course

        row = SubmissionResult("student", tuple(score(result, _points(result)) for result in results))
        course = Course(root=Path("."), exercises=())
        if kind == "jsonl":
            return json.dumps(as_record(row), ensure_ascii=False)
        if kind == "html":
            return to_html(summarize(course, [row]), [row])
        return document("csv", course, [row])

    return render


def _pytest_explanations(results: Sequence[PublicResult]) -> str:
    """What `pytest --kata` shows for each failing case (grader/pytest_plugin.py prints the report's explain)."""
    from rich.console import Console

    from grader.present.report import explain, symbols

    out = io.StringIO()
    console = Console(file=out, width=100, no_color=True, highlight=False, emoji=False, force_terminal=False)
    for result in results:
        for outcome in result.outcomes:
            if not outcome.verdict.passed:
                console.print(explain(result.exercise, outcome, symbols(console), result.file))
    return out.getvalue()


def presenters() -> dict[str, Presenter]:
    """Every presenter, by name (the result formats come from their registry)."""
    from grader.present.formats import FORMATS

    found: dict[str, Presenter] = {"rich": _terminal(plain=False), "plain": _terminal(plain=True)}
    found.update({f"--format {name}": _document(name) for name in FORMATS})
    found["GitHub job summary"] = _github_summary
    found["GitHub annotations"] = _github_annotations
    found.update({f"batch {kind}": _batch(kind) for kind in ("csv", "jsonl", "html")})
    found["pytest --kata"] = _pytest_explanations
    return found


def _points(result: PublicResult) -> float:
    return sum(outcome.case.points for outcome in result.outcomes)
