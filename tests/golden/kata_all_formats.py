"""`python -m grader ARGS --format json` that also writes the same run's JUnit and Gradescope documents.

    python tests/golden/kata_all_formats.py OUT_DIR ARGS...

One grading run, three documents. `kata grade` turns its results into a machine-readable document with
grader.present.formats.document_text(format, results, progress); while this script runs the real entry
point (`python -m grader`, through runpy), that function also writes the json, junit and gradescope text
of those same results to OUT_DIR/json, OUT_DIR/junit and OUT_DIR/gradescope. Everything else (argument
parsing, grading, the document printed on stdout, the exit status) is the grader's own. The golden
documents are graded this way so that each submission costs one grading run instead of three;
tests/test_golden.py also checks a few documents against a run of their own format.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path
from typing import Any

FORMATS = ("json", "junit", "gradescope")


def main() -> None:
    out = Path(sys.argv[1])
    from grader.present import formats

    render = formats.document_text

    def document_text(format_name: str, results: list[Any], progress: Any = None) -> str:
        for other in FORMATS:
            (out / other).write_text(render(other, results, progress), encoding="utf-8")
        return render(format_name, results, progress)

    formats.document_text = document_text
    sys.argv = ["grader", *sys.argv[2:]]
    runpy.run_module("grader", run_name="__main__", alter_sys=True)  # ends the process (os._exit)


if __name__ == "__main__":
    main()
