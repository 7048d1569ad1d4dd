"""A pytest plugin that shows each exercise's cases as tests, so IDE test panels list and run them.

Off by default: a plain `pytest` collects none of these items (the stubs fail by design, and the
project's own suite must never pick them up). Turn it on with either of:

    pytest --kata                    grade exercises/EX.py, one test per case
    pytest --kata --kata-reference   grade the reference solutions instead
    pytest --kata --kata-sandbox require   refuse to grade without the Landlock sandbox (as `kata --sandbox`)
    pytest --kata --kata-seed N      draw the random inputs and perf texts as `kata grade --seed N` does
    [tool.pytest.ini_options]        in the course's pyproject.toml (or `kata = true` in pytest.ini)
    kata = true

Installed with the course (`pip install -e .` registers it through the `pytest11` entry point);
without installing, add `-p grader.pytest_plugin`. With --kata and no paths on the command line,
only the course's cases are collected. Tests are named after the cases: `cases.yaml::EX::CASE`;
an exercise is graded through the same door as `kata grade` (pipeline.grade, the same policy as a
learner's run) when its first case runs, and each case's test reports that case's outcome: a failure
reads like the report's explanation of that case. In VS Code, add "--kata" to
`python.testing.pytestArgs`; in PyCharm, to the pytest run configuration's additional arguments.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# Everything else of the grader is imported only when the plugin is on: a plain run pays nothing.


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("kata", "chunk-kata exercises as tests")
    group.addoption("--kata", action="store_true", help="collect every exercise's cases as tests")
    group.addoption(
        "--kata-reference", action="store_true", help="with --kata: grade the reference solutions, not exercises/"
    )
    group.addoption(
        "--kata-sandbox",
        choices=("auto", "require", "off"),
        default="auto",
        help="with --kata: lock the learner's code down as `kata --sandbox` does (default: auto)",
    )
    group.addoption(
        "--kata-seed",
        type=int,
        metavar="N",
        help="with --kata: seed of the random inputs and the perf texts, as `kata grade --seed` takes it",
    )
    parser.addini("kata", type="bool", default=False, help="collect every exercise's cases as tests (like --kata)")


def enabled(config: pytest.Config) -> bool:
    return bool(config.getoption("kata") or config.getoption("kata_reference") or config.getini("kata"))


def course_root(config: pytest.Config) -> Path | None:
    """The course pytest runs in: its rootdir, or the nearest folder above where it was started."""
    for start in (config.rootpath, config.invocation_params.dir):
        for folder in (start, *start.parents):
            if (folder / "cases.yaml").is_file() and (folder / "exercises").is_dir():
                return folder
    return None


def pytest_configure(config: pytest.Config) -> None:
    if not enabled(config):
        return
    root = course_root(config)
    # Asked for the kata without naming paths: the cases are what to collect, not testpaths.
    if root is not None and config.args_source is not pytest.Config.ArgsSource.ARGS:
        config.args = [str(root / "cases.yaml")]
    from .commands.context import start_grading
    from .errors import KataError

    # As `kata grade` does before any learner code runs: the sandbox asked for is here, the grader protected.
    try:
        start_grading(config.getoption("kata_sandbox"))
    except KataError as error:
        raise pytest.UsageError(f"kata: {error}") from None


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.name != "cases.yaml" or not enabled(parent.config):
        return None
    if file_path.parent != course_root(parent.config):
        return None  # another course's cases (e.g. the test suite's miniature course) are not this kata
    return CasesFile.from_parent(parent, path=file_path)


class CasesFile(pytest.File):
    """The course's cases.yaml: one collector per exercise, in course order."""

    def collect(self) -> Iterator[ExerciseTests]:
        from .course.loader import load_course
        from .errors import KataError

        try:
            course = load_course(self.path.parent)
        except KataError as error:
            raise self.CollectError(str(error)) from None
        for exercise in course.exercises:
            yield ExerciseTests.from_parent(self, name=exercise.name, course=course, exercise=exercise)


class ExerciseTests(pytest.Collector):
    """One exercise: graded once, through the door, when its first case runs; each case reports its outcome."""

    def __init__(self, *, course: Any, exercise: Any, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.course = course
        self.exercise = exercise
        self._outcomes: dict[str, Any] | None = None

    def collect(self) -> Iterator[CaseTest]:
        from .course.model import Case
        from .judge.contract import CASE_NAME as CONTRACT
        from .judge.differential import CASE_NAME
        from .judge.oracle import Oracle

        for case in self.exercise.cases:
            yield CaseTest.from_parent(self, name=case.name, case=case)
        if self.config.getoption("kata_reference"):
            return
        if Oracle(self.course, self.exercise).random_count():
            # The comparison with the reference on random inputs, as `kata grade` reports it.
            yield CaseTest.from_parent(self, name=CASE_NAME, case=Case(name=CASE_NAME, input={}))
        if not self.exercise.is_program:
            # The call contract (state kept between calls, an argument changed): a failing test once it breaks,
            # as `kata grade` adds it to the run then.
            yield CaseTest.from_parent(self, name=CONTRACT, case=Case(name=CONTRACT, input={}))

    def graded_file(self) -> Path:
        if self.config.getoption("kata_reference"):
            return self.course.reference_path(self.exercise.name)
        return self.course.stub_path(self.exercise.name)

    def outcome_of(self, case: Any) -> Any:
        """The case's public outcome in this exercise's graded run (graded on the first call), or the NotRun
        that says why it did not run."""
        if self._outcomes is None:
            result = self._graded()
            self._outcomes = {item.case.name: item for item in (*result.outcomes, *result.not_run)}
        if case.name not in self._outcomes:
            return self._contract_held(case)
        return self._outcomes[case.name]

    def _contract_held(self, case: Any) -> Any:
        """The call contract, which a run lists only when it breaks: it held where every case passed, and was not
        checked where one did not."""
        from .judge.model import NotRun, Outcome, Verdict

        assert self._outcomes is not None
        if all(getattr(item, "verdict", Verdict.PASS).passed for item in self._outcomes.values()):
            return Outcome(case, Verdict.PASS)
        return NotRun(case, "not run: the call contract is checked once every case passes")

    def _graded(self) -> Any:
        from .judge.oracle import Oracle
        from .pipeline import grade
        from .policy import Policy
        from .present.public import redact
        from .run.model import Limits

        limits = Limits(sandbox=self.config.getoption("kata_sandbox"))
        if self.config.getoption("kata_reference"):
            policy = Policy.reference(limits)
        else:
            policy = Policy.learner(limits, seed=self.config.getoption("kata_seed"))
        # Redacted before anything is shown: a hidden case's input and answer never reach the test report.
        return redact(grade(self.exercise, self.graded_file(), Oracle(self.course, self.exercise), policy))


class CaseFailed(Exception):
    """A case did not pass; carries the judged outcome for the report's explanation."""

    def __init__(self, outcome: Any) -> None:
        super().__init__(outcome.verdict.value)
        self.outcome = outcome


class CaseTest(pytest.Item):
    """One case of cases.yaml, graded exactly as `kata grade` grades it."""

    def __init__(self, *, case: Any, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.case = case

    @property
    def tests(self) -> ExerciseTests:
        assert isinstance(self.parent, ExerciseTests)
        return self.parent

    def runtest(self) -> None:
        tests = self.tests
        file = tests.graded_file()
        if not file.is_file():
            pytest.fail(f"there is no file to grade at {file}: `kata reset {tests.exercise.name}` restores it")
        outcome = tests.outcome_of(self.case)
        if not hasattr(outcome, "verdict"):
            pytest.skip(outcome.reason)
        if not outcome.verdict.passed:
            raise CaseFailed(outcome)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str | Any:
        if isinstance(excinfo.value, CaseFailed):
            return self.explanation(excinfo.value.outcome)
        return super().repr_failure(excinfo, style=style)

    def explanation(self, outcome: Any) -> str:
        """The report's explanation of this case, as plain text at the terminal's width."""
        from rich.console import Console

        from .present.public import public_exercise
        from .present.report import explain, symbols

        width = getattr(self.config.get_terminal_writer(), "fullwidth", 80) or 80
        out = io.StringIO()
        console = Console(file=out, width=width, no_color=True, highlight=False, emoji=False, force_terminal=False)
        console.print(explain(public_exercise(self.tests.exercise), outcome, symbols(console)))
        return "\n".join(line.rstrip() for line in out.getvalue().rstrip().splitlines())

    def reportinfo(self) -> tuple[Path, int | None, str]:
        line = self.case.line - 1 if self.case.line else None
        return self.path, line, f"{self.tests.exercise.name}: {self.case.name}"
