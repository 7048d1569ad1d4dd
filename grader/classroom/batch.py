"""Grades many submissions at once: one child process per submission, as many at a time as there are cores."""

from __future__ import annotations

import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..course.model import Course
from ..errors import KataError, UsageError
from ..files import read_submitted
from ..judge.model import Verdict
from ..judge.oracle import Oracle
from ..judge.perf import draw_seed
from ..judge.promises import KNOWN_CAUSES
from ..pipeline import grade
from ..policy import Policy
from ..present.public import PublicResult, max_points, redact
from ..present.text import public_message
from ..run.model import Limits
from ..run.platform import interrupt_thread
from ..run.runner import forked_workers

# Verdict columns in course order of severity: the same in every shard's CSV.
VERDICTS = tuple(verdict.value for verdict in Verdict)


@dataclass(frozen=True)
class Submission:
    """One student's folder: `path` as the instructor named it, `exercises` where its files are, `student` the id
    every report keys it by (the folder's name, or the roster's id for it): the same wherever the folder lies."""

    path: Path
    exercises: Path
    student: str = ""

    @property
    def name(self) -> str:
        return self.student or self.path.name


@dataclass(frozen=True)
class FailingCase:
    case: str
    verdict: str
    # What the student would read (a hidden case's data never appears).
    message: str
    pitfall: str | None = None


@dataclass(frozen=True)
class ExerciseScore:
    """One exercise of one submission, reduced to what a class report needs."""

    name: str
    passed: int
    total: int
    points: float
    max_points: float
    # Verdict value → number of cases.
    verdicts: dict[str, int]
    # Known mistakes matched on at least one case (the misconception fingerprints).
    pitfalls: tuple[str, ...]
    failing: tuple[FailingCase, ...]
    # The submission has no file for this exercise.
    missing: bool = False
    # Failing with no known mistake named: the same id for every submission that gives the same wrong answers
    # on the same cases (one unforeseen mistake, made by several students). Empty otherwise.
    group: str = ""

    @property
    def ok(self) -> bool:
        return self.total > 0 and self.passed == self.total


@dataclass(frozen=True)
class SubmissionResult:
    """One row of the class table."""

    # The student's id (see Submission.student).
    submission: str
    exercises: tuple[ExerciseScore, ...]
    seconds: float = 0.0
    # Set when the submission could not be graded at all (its grading process died or ran out of time).
    error: str = ""
    # The folder it was graded from, as the instructor named it.
    folder: str = ""

    @property
    def score(self) -> float:
        return sum(exercise.points for exercise in self.exercises)

    @property
    def max_score(self) -> float:
        return sum(exercise.max_points for exercise in self.exercises)

    @property
    def passed_exercises(self) -> int:
        return sum(1 for exercise in self.exercises if exercise.ok)

    @property
    def verdicts(self) -> dict[str, int]:
        total: Counter[str] = Counter()
        for exercise in self.exercises:
            total.update(exercise.verdicts)
        return dict(total)


@dataclass(frozen=True)
class ClassSummary:
    """What the class got right and wrong, across every submission of the batch."""

    submissions: int
    # Exercise → how many submissions passed it.
    passed: dict[str, int]
    # Exercise → pitfall → how many submissions hit it, most common first.
    pitfalls: dict[str, dict[str, int]]
    # Scores, for the histogram.
    scores: tuple[float, ...] = field(default=())
    max_score: float = 0.0
    # Exercise → group id → the submissions in it: unnamed mistakes made alike by two or more, largest first.
    groups: dict[str, dict[str, tuple[str, ...]]] = field(default_factory=dict)


def find_submissions(folders: Sequence[Path], ids: Mapping[str, str] | None = None) -> list[Submission]:
    """Each folder is a copy of the course or a folder holding exercises/; anything else is an input error.

    A submission's student id is its folder's name, or `ids[folder name]` (a roster); two folders with one id
    would be one row of a gradebook, so that is an input error too."""
    submissions = []
    for folder in folders:
        if not folder.is_dir():
            raise UsageError(f"{folder} is not a folder", fix="pass one folder per submission")
        if not (folder / "exercises").is_dir():
            raise UsageError(
                f"{folder} has no exercises/ folder",
                fix="pass the student's copy of the course (or a folder holding their exercises/)",
            )
        student = (ids or {}).get(folder.resolve().name, folder.resolve().name)
        submissions.append(Submission(folder, folder / "exercises", student))
    first: dict[str, Path] = {}
    for submission in submissions:
        if submission.name in first:
            raise UsageError(
                f"{first[submission.name]} and {submission.path} are both student {submission.name!r}",
                fix="give each student one folder, or a --roster that maps each folder to its own id",
            )
        first[submission.name] = submission.path
    return sorted(submissions, key=lambda submission: submission.name)


def parse_shard(text: str) -> tuple[int, int]:
    """`K/N` → (K, N) with 1 ≤ K ≤ N."""
    try:
        first, second = text.split("/")
        index, count = int(first), int(second)
    except ValueError:
        raise UsageError(f"--shard takes K/N, e.g. 1/4 (not {text!r})", fix="write the shard as K/N") from None
    if not 1 <= index <= count:
        raise UsageError(f"--shard {text}: K must be between 1 and N", fix=f"use 1/{max(count, 1)} to {count}/{count}")
    return index, count


def pick_shard(submissions: Sequence[Submission], index: int, count: int) -> list[Submission]:
    """Every `count`-th submission in path order, starting at the `index`-th: shards never overlap."""
    ordered = sorted(submissions, key=lambda submission: submission.path.as_posix())
    return ordered[index - 1 :: count]


def only_exercises(course: Course, names: Sequence[str]) -> Course:
    """The course with only the exercises a batch grades."""
    return replace(course, exercises=tuple(exercise for exercise in course.exercises if exercise.name in names))


def score(result: PublicResult, out_of: float) -> ExerciseScore:
    """A graded exercise reduced to counts, pitfalls and the failing cases' messages; out of `out_of` points, the
    same for every submission (see present.public.max_points)."""
    verdicts = Counter(outcome.verdict.value for outcome in result.outcomes)
    failing = tuple(
        FailingCase(outcome.case.name, outcome.verdict.value, public_message(outcome), outcome.pitfall)
        for outcome in result.outcomes
        if not outcome.verdict.passed
    )
    pitfalls = tuple(dict.fromkeys(outcome.pitfall for outcome in result.outcomes if outcome.pitfall))
    # A cause the grader's method found (a changed step, the answer's shape) is not one of the course's known
    # mistakes: students who share it are still a group an instructor may turn into a pitfall.
    known = [o.pitfall for o in result.outcomes if o.pitfall and o.cause_by in KNOWN_CAUSES]
    unnamed = bool(failing) and not known and not result.load_error
    return ExerciseScore(
        name=result.exercise.name,
        passed=result.passed,
        total=len(result.outcomes),
        points=sum(outcome.case.points for outcome in result.outcomes if outcome.verdict.passed),
        max_points=out_of,
        verdicts=dict(verdicts),
        pitfalls=pitfalls,
        failing=failing,
        group=answers_group(result) if unnamed else "",
    )


def _copy_submitted(submission: Submission, file: Path, copy: Path) -> str | None:
    """Copy the submission's file to `copy`, read and never followed (a link to the reference would otherwise be
    graded as the student's file): None once copied, "missing", or why it cannot be graded."""
    if submission.exercises.is_symlink():
        return f"the submission's {submission.exercises.name} folder is a link; submit the folder itself"
    if not file.is_file() and not file.is_symlink():
        return "missing"
    try:
        copy.write_bytes(read_submitted(file))
    except OSError as error:
        return error.strerror or str(error)
    return None


def _refused(course: Course, name: str, reason: str) -> ExerciseScore:
    """An exercise whose file is a link, or no regular file: not graded, and the row says why."""
    failing = (FailingCase("(every case)", Verdict.UNLOADABLE.value, f"{Verdict.UNLOADABLE.value}: {reason}"),)
    return replace(_missing(course, name, Path(f"exercises/{name}.py")), failing=failing, missing=False)


# The verdicts that say what an answer was, not how fast or whether it came: what groups are made of.
ANSWER_VERDICTS = (Verdict.WRONG, Verdict.INVALID)


def answers_group(result: PublicResult) -> str:
    """A short id of what a run answered on its failing cases: equal ids, equal wrong answers. Only answers count
    (a timeout or "too slow" says how fast, not what, and a loaded machine can add one); a hidden case adds only
    its name and verdict (its answer is withheld); the random inputs are left out (drawn per run). "" when no
    answer was wrong."""
    import hashlib
    import json

    from ..judge.differential import CASE_NAME

    key = [
        [outcome.case.name, outcome.verdict.value, None if outcome.case.hidden else repr(outcome.actual)]
        for outcome in result.outcomes
        if outcome.verdict in ANSWER_VERDICTS and outcome.case.name != CASE_NAME
    ]
    if not key:
        return ""
    digest = hashlib.blake2b(json.dumps(key).encode(), digest_size=4).hexdigest()
    return f"{result.exercise.name}#{digest}"


def _missing(course: Course, name: str, file: Path) -> ExerciseScore:
    exercise = course.exercise(name)
    message = f"{Verdict.UNLOADABLE.value}: the submission has no {file.parent.name}/{file.name}"
    return ExerciseScore(
        name=name,
        passed=0,
        total=len(exercise.cases),
        points=0.0,
        max_points=max_points(course, exercise),
        verdicts={Verdict.UNLOADABLE.value: len(exercise.cases)},
        pitfalls=(),
        failing=(FailingCase("(every case)", Verdict.UNLOADABLE.value, message),),
        missing=True,
    )


def grade_submission(
    course: Course, submission: Submission, oracles: Mapping[str, Oracle], policy: Policy
) -> SubmissionResult:
    """Every exercise of the course on a private copy of one submission's files.

    The copy is graded, never the submission's folder: a submission's code that writes beside itself (where no
    sandbox stops it) changes only its own throwaway copy. `oracles` are the trusted answers the class shares.
    """
    started = time.perf_counter()
    scores = []
    with tempfile.TemporaryDirectory(prefix="kata-submission-") as scratch:
        for exercise in course.exercises:
            file = submission.exercises / f"{exercise.name}.py"
            copy = Path(scratch) / file.name
            refused = _copy_submitted(submission, file, copy)
            if refused == "missing":
                scores.append(_missing(course, exercise.name, file))
                continue
            if refused is not None:
                scores.append(_refused(course, exercise.name, refused))
                continue
            result = redact(grade(exercise, copy, oracles[exercise.name], policy))
            scores.append(score(result, max_points(course, exercise)))
    seconds = time.perf_counter() - started
    return SubmissionResult(submission.name, tuple(scores), seconds=seconds, folder=submission.path.as_posix())


def failed(course: Course, submission: Submission, reason: str, seconds: float) -> SubmissionResult:
    """A submission that could not be graded: every case counts as a crash."""
    scores = tuple(
        ExerciseScore(
            name=exercise.name,
            passed=0,
            total=len(exercise.cases),
            points=0.0,
            max_points=max_points(course, exercise),
            verdicts={Verdict.CRASH.value: len(exercise.cases)},
            pitfalls=(),
            failing=(FailingCase("(every case)", Verdict.CRASH.value, reason),),
        )
        for exercise in course.exercises
    )
    return SubmissionResult(submission.name, scores, seconds=seconds, error=reason, folder=submission.path.as_posix())


# A submission's grading gets its runs' budgets (one per exercise) and this much more; past it, its row says so and
# its slot goes to the next submission. Every wait on a worker has a deadline, so only a grader bug gets here.
SUBMISSION_MARGIN = 60.0


def submission_budget(course: Course, limits: Limits) -> float:
    """Seconds one submission's grading may take in a batch, every exercise included."""
    return len(course.exercises) * limits.budget + SUBMISSION_MARGIN


def run_batch(
    course: Course,
    submissions: Sequence[Submission],
    limits: Limits,
    *,
    jobs: int,
    on_done: Callable[[SubmissionResult], None] = lambda result: None,
    perf_seed: int | None = None,
    seed: int | None = None,
) -> list[SubmissionResult]:
    """Grade every submission, `jobs` at a time; results in submission order.

    Each submission's code runs in worker processes of its own (sandboxed where the system allows), driven
    by a thread of this process: the grading itself is plain data and waiting, and what the whole class
    shares (one oracle per exercise, the perf texts drawn for the class) is computed once. `on_done` is told of
    each result as soon as it is known (its row can be written then); a submission still grading past its budget
    (submission_budget) gets a row that says so, and holds back no other. Interrupted (Ctrl-C, SIGTERM), no
    submission is started again and the running ones stop, their workers ended, before it returns.
    """
    import queue

    # The class's perf inputs: one draw, unknown to every submission (a test passes its own seed).
    policy = Policy.batch(limits, perf_seed if perf_seed is not None else draw_seed(), seed=seed)
    oracles = {exercise.name: Oracle(course, exercise) for exercise in course.exercises}
    budget = submission_budget(course, limits)
    finished: queue.Queue[tuple[int, SubmissionResult]] = queue.Queue()

    def one(index: int, submission: Submission) -> None:
        started = time.perf_counter()
        try:
            result = grade_submission(course, submission, oracles, policy)
        except KeyboardInterrupt:
            return  # the batch was interrupted and stopped this thread: no row
        except KataError as error:
            result = failed(course, submission, str(error), time.perf_counter() - started)
        except Exception as error:  # a grader bug costs one row, not the class
            reason = f"internal error in the grader: {type(error).__name__}: {error}"
            result = failed(course, submission, reason, time.perf_counter() - started)
        finished.put((index, result))

    # One zygote forks every submission's workers, where the system allows it (run/forkserver.py).
    with forked_workers():
        results: dict[int, SubmissionResult] = {}
        waiting = list(enumerate(submissions))
        running: dict[int, float] = {}  # index → its deadline (time.monotonic)
        threads: dict[int, threading.Thread] = {}
        try:
            while waiting or running:
                while waiting and len(running) < jobs:
                    index, submission = waiting.pop(0)
                    running[index] = time.monotonic() + budget
                    # A daemon thread: one that never returns must not keep the batch from exiting either.
                    threads[index] = threading.Thread(
                        target=one, args=(index, submission), daemon=True, name="kata-batch"
                    )
                    threads[index].start()
                late = min(running, key=running.__getitem__)
                try:
                    index, result = finished.get(timeout=max(0.0, running[late] - time.monotonic()))
                except queue.Empty:
                    index = late
                    reason = f"grading this submission did not finish within {budget:g} s, so it was stopped"
                    result = failed(course, submissions[index], reason, budget)
                threads.pop(index, None)
                if running.pop(index, None) is None:
                    continue  # a stopped submission's late result: its row is written already
                results[index] = result
                on_done(result)
        except BaseException:
            # Stop what runs now: each thread unwinds through its Session, which ends the worker.
            for thread in threads.values():
                if thread.ident is not None and thread.is_alive():
                    interrupt_thread(thread.ident, KeyboardInterrupt)
            for thread in threads.values():
                thread.join(timeout=budget)
            raise
    return [results[index] for index in range(len(submissions))]


def summarize(course: Course, results: Sequence[SubmissionResult]) -> ClassSummary:
    """Per exercise: how many passed, and how many submissions hit each known mistake."""
    passed: Counter[str] = Counter()
    pitfalls: dict[str, Counter[str]] = {exercise.name: Counter() for exercise in course.exercises}
    for result in results:
        for exercise in result.exercises:
            passed[exercise.name] += exercise.ok
            pitfalls.setdefault(exercise.name, Counter()).update(exercise.pitfalls)
    return ClassSummary(
        submissions=len(results),
        passed={exercise.name: passed[exercise.name] for exercise in course.exercises},
        pitfalls={name: dict(counter.most_common()) for name, counter in pitfalls.items()},
        scores=tuple(result.score for result in results),
        max_score=max((result.max_score for result in results), default=0.0),
        groups=_groups(results),
    )


def _groups(results: Sequence[SubmissionResult]) -> dict[str, dict[str, tuple[str, ...]]]:
    members: dict[str, dict[str, list[str]]] = {}
    for result in results:
        for exercise in result.exercises:
            if exercise.group:
                members.setdefault(exercise.name, {}).setdefault(exercise.group, []).append(result.submission)
    shared = {
        name: {
            group: tuple(who) for group, who in sorted(found.items(), key=lambda item: -len(item[1])) if len(who) > 1
        }
        for name, found in members.items()
    }
    return {name: found for name, found in shared.items() if found}


def as_record(result: SubmissionResult) -> dict[str, Any]:
    """One submission as plain data: a JSON line of `--format jsonl`."""
    return {
        "submission": result.submission,
        "folder": result.folder,
        "score": result.score,
        "max_score": result.max_score,
        "passed_exercises": result.passed_exercises,
        "exercises_total": len(result.exercises),
        "verdicts": result.verdicts,
        "seconds": round(result.seconds, 3),
        "error": result.error,
        "exercises": [
            {
                "name": exercise.name,
                "passed": exercise.passed,
                "total": exercise.total,
                "score": exercise.points,
                "max_score": exercise.max_points,
                "verdicts": exercise.verdicts,
                "pitfalls": list(exercise.pitfalls),
                "missing": exercise.missing,
                "group": exercise.group,
                "failing": [
                    {"case": item.case, "verdict": item.verdict, "message": item.message, "pitfall": item.pitfall}
                    for item in exercise.failing
                ],
            }
            for exercise in result.exercises
        ],
    }


def from_record(record: dict[str, Any]) -> SubmissionResult:
    """A JSON line back into a result (to merge shards' files into one report). Every value is read as the type
    kata wrote: a line edited by hand (a score that is text, a name that is a number) is refused, not shown."""
    return SubmissionResult(
        submission=_text(record["submission"]),
        seconds=float(record.get("seconds", 0.0)),
        error=_text(record.get("error", "")),
        folder=_text(record.get("folder", "")),
        exercises=tuple(
            ExerciseScore(
                name=_text(item["name"]),
                passed=_count(item["passed"]),
                total=_count(item["total"]),
                points=float(item["score"]),
                max_points=float(item["max_score"]),
                verdicts={_text(verdict): _count(count) for verdict, count in item["verdicts"].items()},
                pitfalls=tuple(_text(name) for name in item["pitfalls"]),
                missing=bool(item.get("missing", False)),
                group=_text(item.get("group", "")),
                failing=tuple(
                    FailingCase(
                        _text(case["case"]),
                        _text(case["verdict"]),
                        _text(case["message"]),
                        None if case.get("pitfall") is None else _text(case["pitfall"]),
                    )
                    for case in item["failing"]
                ),
            )
            for item in record["exercises"]
        ),
    )


def _text(value: Any) -> str:
    if type(value) is not str:
        raise TypeError(f"expected text, found {type(value).__name__} {value!r}")
    return value


def _count(value: Any) -> int:
    if type(value) is not int:
        raise TypeError(f"expected a whole number, found {type(value).__name__} {value!r}")
    return value


def csv_rows(course: Course, results: Sequence[SubmissionResult]) -> list[list[str]]:
    """The class table as CSV rows: the same columns in every shard, so the files line up. Every column name is
    its own: verdict counts read `cases <verdict>`, so the `error` verdict never meets the `note` column."""
    names = [exercise.name for exercise in course.exercises]
    header = ["submission", "score", "max_score", "passed_exercises", "exercises"]
    header += [f"cases {verdict}" for verdict in VERDICTS]
    header += [f"{name} score" for name in names] + [f"{name} group" for name in names] + ["note"]
    rows = [header]
    for result in results:
        verdicts = result.verdicts
        by_name = {exercise.name: exercise for exercise in result.exercises}
        row = [
            result.submission,
            f"{result.score:g}",
            f"{result.max_score:g}",
            str(result.passed_exercises),
            str(len(result.exercises)),
        ]
        row += [str(verdicts.get(verdict, 0)) for verdict in VERDICTS]
        row += [f"{by_name[name].points:g}" if name in by_name else "" for name in names]
        row += [by_name[name].group if name in by_name else "" for name in names]
        rows.append([*row, result.error])
    return rows


def read_records(paths: Sequence[Path]) -> list[SubmissionResult]:
    """Results from JSON-lines files of earlier runs (CI shards), in submission order; a repeat is an error."""
    import json

    found: dict[str, SubmissionResult] = {}
    for path in paths:
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except OSError as error:
            raise UsageError(f"cannot read {path}: {error.strerror or error}", fix="check the path") from None
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                result = from_record(json.loads(line))
            except (ValueError, KeyError, TypeError) as error:
                raise UsageError(
                    f"this is not a line written by `kata batch --format jsonl` ({type(error).__name__}: {error})",
                    file=str(path),
                    line=number,
                    fix="merge only the .jsonl files that kata batch wrote",
                ) from None
            if result.submission in found:
                raise UsageError(
                    f"submission {result.submission} appears twice",
                    file=str(path),
                    line=number,
                    fix="merge each shard's file once; shards given the same --shard K/N overlap",
                )
            found[result.submission] = result
    return [found[name] for name in sorted(found)]
