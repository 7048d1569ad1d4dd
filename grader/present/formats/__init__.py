"""Machine-readable result formats; each is a function of the same list of results."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from ...judge.model import Outcome, Result, Verdict

if TYPE_CHECKING:
    from ...learner.progress import Progress

# Verdicts that mean "the answer was judged and was not right"; the others mean "no answer came back".
FAILURE_VERDICTS = frozenset({Verdict.WRONG, Verdict.INVALID, Verdict.TOO_SLOW})

# XML 1.0 and many CI viewers refuse control characters; a learner's print("\x1b[31m") must not break a report.
# (Compiled on first use: the surrogate range costs ~1 ms, and a plain `kata grade` never needs it.)
_CONTROL = "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff\ufffe\uffff]"


def inert_json(text: str) -> str:
    """A JSON document that GitHub's runner cannot read a workflow command from, holding the same data.

    The runner obeys `##[command]` anywhere in a line of a step's output, and a document printed to stdout
    carries the learner's text; `[` spelled as an escape inside those strings stops it. (`::command` must
    start a line, and no line of an indented JSON document starts inside a string.)
    """
    return text.replace("##[", "##\\u005b")


def printable(text: str) -> str:
    """The text with control characters shown as \\xNN, so every report format can carry it."""
    return re.sub(_CONTROL, lambda match: f"\\x{ord(match.group()):02x}", text)


def public_message(outcome: Outcome) -> str:
    """The verdict in words; for a hidden case only the verdict and the mistake, never its data."""
    if outcome.case.hidden:
        text = outcome.verdict.value
    else:
        text = f"{outcome.verdict.value}: {outcome.message}" if outcome.message else outcome.verdict.value
    if outcome.pitfall:
        text += f"\nLikely mistake ({outcome.pitfall}): {outcome.pitfall_message}"
    if outcome.case.hidden and outcome.similar is not None:
        from .exercism import similar_message  # here: exercism.py is itself a module of this package

        text += "\n" + similar_message(outcome.similar, None)
    return printable(text)


def display_path(file: Path) -> str:
    """The graded file relative to the working folder when it is inside it (what CI annotations need)."""
    try:
        return file.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return file.as_posix()


def document_text(format_name: str, results: list[Result], progress: Progress | None = None) -> str:
    """The results in a machine-readable format, as the text of the file.

    `progress` (a learner's own run) adds hints revealed per exercise where the format has room for it.
    """
    import json

    if format_name == "junit":
        from .junit import to_junit

        return to_junit(results)
    if format_name == "gradescope":
        from .gradescope import to_gradescope

        return inert_json(json.dumps(to_gradescope(results), indent=2, ensure_ascii=False)) + "\n"
    from .exercism import to_exercism

    return inert_json(json.dumps(to_exercism(results, progress), indent=2, ensure_ascii=False)) + "\n"


def error_text(format_name: str, message: str) -> str:
    """The file written when the run could not grade: a valid document of the format, status error."""
    import json

    if format_name == "junit":
        from .junit import error_junit

        return error_junit(message)
    if format_name == "gradescope":
        from .gradescope import error_document as gradescope_error

        return inert_json(json.dumps(gradescope_error(message), indent=2, ensure_ascii=False)) + "\n"
    if format_name in ("rich", "plain"):
        return f"kata: the run could not be graded.\n{message}\n"
    from .exercism import error_document

    return inert_json(json.dumps(error_document(message), indent=2, ensure_ascii=False)) + "\n"
