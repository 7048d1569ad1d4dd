"""The oracle of one exercise: the owner of every trusted answer, and the only cache of them.

What the reference answers on each case, what each known mistake answers, which promise an answer breaks, the
edge and random inputs with the reference's answers, the perf cases' texts and yardstick: all asked here, computed
once (under one lock: a batch's threads share one oracle per exercise, watch keeps one across saves), every trusted call
under trusted.time_limit, which holds on any thread. Nothing else keeps a trusted answer.
"""

from __future__ import annotations

import contextlib
import os
import random
import threading
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from ..course.model import Arguments, Case, Course, Exercise
from ..errors import CasesError, KataError
from .trusted import (
    NEVER,
    NEVER_ENDS,
    OutOfTime,
    built_inputs,
    call_trusted,
    computed_reference_answer,
    pitfall_functions,
    reference_answer,
    reference_module,
    shipped_pitfall_answers,
    time_limit,
)

if TYPE_CHECKING:
    from .mutants import Mutant
    from .perf import PerfPlan
    from .promises import Promise

# How many random inputs an exercise is compared on, unless its `random:` says. Sized so the phase stays well
# under half a second for a correct solution (benchmarks/run.py measures it): Hypothesis takes ~0.13 s to import
# and ~2 ms to draw one chunk_words input (the worker round trip is ~0.1 ms). On 20 seeds, 50 inputs caught
# every chunk_words pitfall 20 times out of 20 (as often as 100 did), except off_by_one_stop, which needs an
# exact fit (17 of 20); the YAML cases catch that one.
DEFAULT_COUNT = 50
# Hypothesis is not made for several threads at once (a batch grades submissions side by side).
HYPOTHESIS_LOCK = threading.Lock()
# A known mistake that runs out of time on this many cases is asked no more (looping on a case the author got
# wrong): each costs the trusted limit, and a class of submissions would pay it on every case.
GIVE_UP_AFTER = 2
# A known mistake's answer left out: it failed, or it was given up on (GIVE_UP_AFTER).
_LEFT_OUT = object()
# Expected answers whose digests are kept (one long answer can serve several cases).
DIGESTS_KEPT = 8


def memo_key(case: Case) -> str:
    """A case's name, and for a perf case drawn afresh, which draw: its answers differ from run to run."""
    if not isinstance(case.input, Arguments):
        return case.name
    drawn = [
        f"{spec['draw']}/{spec.get(count)}"
        for spec in case.input.generated.values()
        if "draw" in spec
        for count in ("words", "sentences", "numbers")
        if count in spec
    ]
    return " ".join([case.name, *drawn])


class Oracle:
    """Every trusted answer of one exercise, computed once, each trusted call time-limited on any thread."""

    def __init__(self, course: Course, exercise: Exercise) -> None:
        self.course = course
        self.exercise = exercise
        self._lock = threading.RLock()
        self._course_cases = {case.name for case in exercise.cases}
        # memo_key(case) → the reference's answer; → each known mistake's answer.
        self._expected: dict[str, Any] = {}
        self._mistakes: dict[str, dict[str, Any]] = {}
        # A perf case's name → its plan for the current draw (perf.plan): texts, answers, the yardstick's times.
        self._plans: dict[str, PerfPlan] = {}
        self._drawn: dict[tuple[int, int], list[tuple[dict[str, Any], Any]]] = {}
        self._variants: list[tuple[bool, tuple[dict[str, Any], Any]]] | None = None
        # The variants answered in turns of their kinds so far, and those still to answer (smallest_case_variants).
        self._in_turns: tuple[list[tuple[dict[str, Any], Any]], Iterator[dict[str, Any]]] | None = None
        self._digests: list[tuple[Any, str]] = []
        self._timeouts: dict[str, int] = {}
        self._promises: tuple[Promise, ...] | None = None

    def load(self) -> None:
        """Import the trusted code now, before any learner code runs: a submission that rewrites solutions/
        on disk cannot change the answers it is judged against."""
        if self.has_reference():
            reference_module(self.course, self.exercise)
        else:
            self.promises()  # a learner's copy: its shipped promises, imported before learner code
        pitfall_functions(self.course, self.exercise)

    def expected(self, case: Case) -> Any:
        """What the case expects: its `expected`, a stored answer, or the reference's answer (CasesError when the
        reference rejects the input or runs out of time). Kept for the course's own cases; a generated input's
        answer (random or similar inputs) is computed each time it is asked."""
        if case.name not in self._course_cases:
            return case.expected if case.has_expected else computed_reference_answer(self.course, self.exercise, case)
        key = memo_key(case)
        with self._lock:
            if key not in self._expected:
                self._forget_other_draws(case)
                self._expected[key] = reference_answer(self.course, self.exercise, case)
            return self._expected[key]

    def has_reference(self) -> bool:
        return self.course.reference_path(self.exercise.name).is_file()

    def mistakes(self, case: Case) -> dict[str, Any]:
        """Each known mistake's answer on this case (NEVER when it never ends); one that fails is left out."""
        key = memo_key(case) if case.name in self._course_cases else None
        with self._lock:
            if key is not None and key in self._mistakes:
                return self._mistakes[key]
            answers = self._mistake_answers(case)
            if key is not None:
                self._forget_other_draws(case)
                self._mistakes[key] = answers
            return answers

    def mistake_matching(self, case: Case, actual: Any, expected: Any, *, timed_out: bool = False) -> list[str]:
        """The known mistakes whose answer on `case` is this wrong answer (or that never end, for a timeout)."""
        answers, agrees = self.mistakes(case).items(), self.exercise.kind.agrees
        if timed_out:
            return [name for name, answer in answers if answer is NEVER]
        return [
            name
            for name, answer in answers
            if answer is not NEVER and agrees(answer, actual) and not agrees(answer, expected)
        ]

    def _mistake_answers(self, case: Case) -> dict[str, Any]:
        functions = pitfall_functions(self.course, self.exercise)
        if not functions:  # a learner's copy has no pitfall code: the answers `kata release` stored
            return shipped_pitfall_answers(self.course, self.exercise, case)
        built_inputs(case)
        answers = {name: self._one_mistake(name, function, case) for name, function in functions.items()}
        return {name: answer for name, answer in answers.items() if answer is not _LEFT_OUT}

    def mistake_answer(self, case: Case, name: str) -> Any:
        """One known mistake's answer on this case, NEVER when it never ends or gives none: a hypothesis checked on
        hundreds of inputs asks its own mistake only, not every known one."""
        function = pitfall_functions(self.course, self.exercise).get(name)
        if function is None:  # a learner's copy: the stored answers
            return self.mistakes(case).get(name, NEVER)
        built_inputs(case)
        answer = self._one_mistake(name, function, case)
        return NEVER if answer is _LEFT_OUT else answer

    def _one_mistake(self, name: str, function: Callable[..., Any], case: Case) -> Any:
        """The mistake's answer; NEVER when it says it never ends; _LEFT_OUT when it fails or has run past its limit
        too often."""
        if self._timeouts.get(name, 0) >= GIVE_UP_AFTER:
            return _LEFT_OUT
        try:
            with time_limit():
                return call_trusted(function, self.exercise, case)
        except NEVER_ENDS:
            return NEVER
        except OutOfTime:  # looping on a case the author got wrong: it explains nothing (it said no NEVER_ENDS)
            self._timeouts[name] = self._timeouts.get(name, 0) + 1
            return _LEFT_OUT
        except Exception:
            return _LEFT_OUT

    def promises(self) -> tuple[Promise, ...]:
        """The reference's PROMISES, in order; none without a reference (a learner's release) or when they fail."""
        from .promises import promises_of

        with self._lock:
            if self._promises is None:
                try:
                    self._promises = promises_of(self.course, self.exercise)
                except KataError:
                    self._promises = ()
            return self._promises

    def broken_promise(self, arguments: Mapping[str, Any], answer: Any) -> tuple[Promise, str] | None:
        """The first promise this answer breaks on these arguments, with the evidence; None when it keeps them."""
        from .promises import first_broken

        return first_broken(self.promises(), arguments, answer)

    def rejection_reason(self, stdin: str) -> str:
        """For a program: the sentence the reference prints on stderr when it rejects this input ("" if none)."""
        import contextlib
        import io
        import sys

        from .trusted import time_limit

        if not self.has_reference():
            return ""
        main = getattr(reference_module(self.course, self.exercise), "main", None)
        if main is None:
            return ""
        out, err = io.StringIO(), io.StringIO()
        saved = sys.stdin
        sys.stdin = io.StringIO(stdin)
        try:
            with time_limit(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                code = main()
        except BaseException:  # trusted code that fails gives no reason
            return ""
        finally:
            sys.stdin = saved
        return err.getvalue().strip().split("\n")[0] if code else ""

    # Mutants of the reference (what a learner may have computed instead).

    def mutants(self) -> tuple[Mutant, ...]:
        """Every one-change mutant of the reference's solving part (judge/mutants.py); none without a reference."""
        from .mutants import mutants_of

        if not self.has_reference():
            return ()
        return mutants_of(self.course.reference_path(self.exercise.name).resolve())

    # Edge and random inputs.

    def boundary_inputs(self) -> list[dict[str, Any]]:
        """The `BOUNDARY` list beside the reference: inputs at the edges of the task, tried before any random one."""
        return self._listed_inputs("BOUNDARY")

    def small_scope_inputs(self) -> list[dict[str, Any]]:
        """The `SMALL_SCOPE` list beside the reference: every small input of a kind (every text of a few words over
        two letters, say), tried after the BOUNDARY ones by the random phase alone. Kept apart from BOUNDARY: the
        explainers check their claims on the edges, and hundreds of near-alike small inputs would crowd out the
        varied ones there."""
        return self._listed_inputs("SMALL_SCOPE")

    def _listed_inputs(self, name: str) -> list[dict[str, Any]]:
        if not self.has_reference():
            return []
        listed = getattr(reference_module(self.course, self.exercise), name, [])
        return [dict(arguments) for arguments in listed if isinstance(arguments, dict)]

    def case_variants(self, *, past_the_cases: bool | None = None) -> list[tuple[dict[str, Any], Any]]:
        """The visible cases, each changed one way (judge/variants.py), with the reference's answers; a variant it
        will not answer is left out. Made once (a batch grades a class against the same). `past_the_cases`: only
        the changes past what the cases hold (True), only the others (False), or all (None)."""
        from .variants import FAR_OUT, PAST_THE_CASES, named_case_variants

        with self._lock:
            if self._variants is None:
                kept = []
                if self.has_reference():
                    listed = listed_words(reference_module(self.course, self.exercise))
                    for change_name, arguments in named_case_variants(self.exercise.cases, listed):
                        answered = self._variant_answered(arguments, far_out=change_name == FAR_OUT)
                        if answered is not None:
                            kept.append((change_name in PAST_THE_CASES, answered))
                self._variants = kept
            return [answered for past, answered in self._variants if past_the_cases in (None, past)]

    def smallest_case_variants(self, count: int) -> list[tuple[dict[str, Any], Any]]:
        """`count` case variants with the reference's answers, the smallest of each kind of change first (a kind
        that makes many small ones never crowds out the rest): a wrong run's explainers use these alone, and
        answering all of them (the random phase of a passing run does) costs ten times as much. Answered once:
        a later, larger count goes on from where an earlier one stopped."""
        from .variants import NOT_EXPLAINING, named_case_variants, smallest_of_each_change

        if not self.has_reference():
            return []
        with self._lock:
            if self._in_turns is None:
                listed = listed_words(reference_module(self.course, self.exercise))
                named = named_case_variants(self.exercise.cases, listed)
                explaining = [(name, arguments) for name, arguments in named if name not in NOT_EXPLAINING]
                self._in_turns = ([], smallest_of_each_change(explaining))
            kept, waiting = self._in_turns
            while len(kept) < count:
                arguments = next(waiting, None)
                if arguments is None:
                    break
                answered = self._variant_answered(arguments)
                if answered is not None:
                    kept.append(answered)
            return kept[:count]

    def _variant_answered(
        self, arguments: dict[str, Any], *, far_out: bool = False
    ) -> tuple[dict[str, Any], Any] | None:
        """A varied input with the reference's answer; None when the reference will not answer it, and for an
        input whose numbers were moved far out when the answer grows with them (variants.far_out_probe; asked of
        that kind alone, which the explainers' variants never hold)."""
        from .differential import CASE_NAME
        from .variants import far_out_probe

        def answer(arguments: dict[str, Any]) -> Any:
            return self.expected(Case(name=CASE_NAME, input=arguments, source=f"solutions/{self.exercise.name}.py"))

        try:
            probe = far_out_probe(arguments) if far_out else None
            if probe is not None and _length(answer(probe[1])) > _length(answer(probe[0])):
                return None
            return arguments, answer(arguments)
        except CasesError:
            return None

    def inputs_function(self) -> Callable[[], Any] | None:
        """The `inputs()` beside the reference (a Hypothesis strategy of solve's arguments), or None."""
        if not self.has_reference():
            return None
        make = getattr(reference_module(self.course, self.exercise), "inputs", None)
        return make if callable(make) else None

    def random_count(self) -> int:
        """How many random inputs the exercise is compared on once every case passes: `random:`, else
        DEFAULT_COUNT; 0 without an `inputs()` beside the reference (a learner's release has none)."""
        count = self.exercise.random if self.exercise.random is not None else DEFAULT_COUNT
        return count if count and self.inputs_function() is not None else 0

    def drawn(self, strategy: Any, seed: int, count: int) -> list[tuple[dict[str, Any], Any]]:
        """The inputs the random search draws first with this seed, each with the reference's answer. Empty when
        they cannot be drawn or answered: the search then runs and reports why."""
        from .differential import CASE_NAME

        with HYPOTHESIS_LOCK:
            if (seed, count) not in self._drawn:
                source = f"solutions/{self.exercise.name}.py"
                try:
                    self._drawn[(seed, count)] = [
                        (dict(drawn), self.expected(Case(name=CASE_NAME, input=drawn, source=source)))
                        for drawn in _draw(strategy, seed, count)
                    ]
                except CasesError:  # the reference rejects its own input: the search reports it properly
                    self._drawn[(seed, count)] = []
        return self._drawn[(seed, count)]

    def perf_plan(self, case: Case, seed: int) -> PerfPlan:
        """How a perf case is timed on the draw `seed` (perf.plan): its texts, the reference's answers on them and
        the yardstick's times. Made once for every run of the same draw (a batch's class); a new draw (each run
        of watch) replaces it."""
        from .perf import plan

        with self._lock:
            kept = self._plans.get(case.name)
            if kept is None or kept.seed != str(seed):
                answer = None
                if self.has_reference():

                    def answer(drawn: Case) -> Any:
                        return computed_reference_answer(self.course, self.exercise, drawn)

                kept = self._plans[case.name] = plan(case, seed, answer)
            return kept

    def digest(self, answer: list[str]) -> str:
        """The digest of an expected answer (runner.answer_digest), kept while the answer object is kept."""
        from ..run.runner import answer_digest

        with self._lock:
            for known, digest in self._digests:
                if known is answer:
                    return digest
            digest = answer_digest(answer)
            self._digests[:] = [*self._digests[-(DIGESTS_KEPT - 1) :], (answer, digest)]
            return digest

    def _forget_other_draws(self, case: Case) -> None:
        """Drop what is kept for other draws of this case's text: watch would otherwise keep every save's
        multi-megabyte perf answers (and the known mistakes' answers on them)."""
        key = memo_key(case)
        for store in (self._expected, self._mistakes):
            for stale in [kept for kept in list(store) if kept != key and kept.split(" ", 1)[0] == case.name]:
                store.pop(stale, None)


def _length(answer: Any) -> int:
    """How many items an answer holds (a row, a chunk, a line); 0 for one value."""
    return len(answer) if isinstance(answer, (list, tuple, str)) else 0


def listed_words(module: Any) -> list[str]:
    """The words the reference keeps in lists of its own (a set of stop words, say): module-level collections of
    three strings or more."""
    found: list[str] = []
    for value in vars(module).values():
        collection = isinstance(value, (set, frozenset, list, tuple)) and len(value) >= 3
        if collection and all(isinstance(item, str) for item in value):
            found.extend(value)
    return found


def prepare_hypothesis(course: Course) -> None:
    """Import Hypothesis (only now: it takes a tenth of a second) so that a seed means the same everywhere."""
    # Its caches (the Unicode tables) go with the grader's own state, not into whatever folder kata runs from.
    os.environ.setdefault("HYPOTHESIS_STORAGE_DIRECTORY", str(course.root / ".kata" / "hypothesis"))
    # Hypothesis mixes literals from "local" modules into what it draws: the grader's own source when it
    # runs from a checkout, not when it is installed, so one seed would draw different inputs on a laptop
    # and in CI. Those literals say nothing about the exercise; without them a seed reproduces anywhere.
    with contextlib.suppress(ImportError, AttributeError):
        from hypothesis.internal.conjecture import providers
        from hypothesis.internal.constants_ast import Constants

        if callable(getattr(providers, "_get_local_constants", None)):
            providers._get_local_constants = Constants


def _draw(strategy: Any, seed: int, count: int) -> list[Any]:
    """The first `count` examples Hypothesis draws from `strategy` with `seed` (none if it rejects the strategy)."""
    from hypothesis import HealthCheck, Phase, find, settings
    from hypothesis.errors import NoSuchExample

    seen: list[Any] = []

    def record(arguments: Any) -> bool:
        seen.append(arguments)
        return False

    options = settings(
        database=None,
        max_examples=count,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    try:
        find(strategy, record, settings=options, random=random.Random(seed))
    except NoSuchExample:
        pass
    except Exception:  # a strategy Hypothesis rejects: the search says so, naming the file
        return []
    return seen if all(isinstance(arguments, dict) for arguments in seen) else []
