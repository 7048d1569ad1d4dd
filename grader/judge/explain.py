"""Name the cause of a run's wrong answers by method: shrink, then ask each explainer in a stated order.

1. Every failing case is shrunk (shrink.py) to the smallest input that fails the same way.
2. The explainers of EXPLAINERS are tried in order on those small inputs and on the small cases the learner
   passed; the first whose hypothesis fits them all (evidence.py's consistency rule) and still agrees with the
   learner's code on a few more inputs made around them is stated, once for the whole run.
3. When none fits every failing input, a known mistake that fits some is stated with that qualifier; else the
   report says it cannot name the cause (the promises and the smallest failing input still show where).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..course.model import Case
from ..errors import KataError
from ..run.model import Attempt
from . import asif, contract, known, mutant_explainer, relations, repair, shape, trigger, windows
from .differential import call_detail
from .evidence import Evidence, Finding, Fit, NoAnswer, Predict, Raised, Returned, Trial, answer_of, qualified
from .judging import Judging, Net
from .model import Outcome, Verdict
from .pitfalls import name_known_mistakes
from .shrink import LOOKAHEAD, Pool, Probe, Shrinking, candidates, shrinking, side_by_side, size_of, valid
from .trusted import OutOfTime, is_rejection
from .verdicts import judge, learner_answer

# A passing case bigger than this (in words or items) is left out of the evidence: hypotheses are judged on
# small inputs only, never on a 200,000-word perf text.
PASSING_UNITS = 400
# At most this many passing cases are evidence (the smallest ones).
PASSING_MOST = 12
# Case variants asked about while explaining (the smallest), and at most this many failing ones kept as evidence.
VARIANTS_MOST = 80
FAILING_VARIANTS = 6
# Inputs made around the failing ones to test a finding before it is stated, and edge inputs and case variants
# (the smallest first).
CHECK_MOST = 24
OTHER_SHAPES = 100
# A try whose answer holds this many words costs one call more (twice as many, two more …).
COSTLY_ANSWER = 20_000
# Shrinking a run's failing cases stops making tries after this many seconds (beyond each case's first few).
SHRINK_SECONDS = 10.0
# A learner call while explaining: tiny inputs, so a short limit.
CALL_LIMIT = 0.5
# …and a try while shrinking, shorter still: a learner's code that hangs on near-misses hangs on a try of every
# round, and at 0.5 s a try the shrink reached its net on some machines and not on others. A try is a smaller input
# than a failing case, so it may take SHRINK_TRY_MARGIN times the longest failing case shrunk (up to
# SHRINK_TRY_MOST): code that fails only after 0.2 s (a recursion 100,000 deep) would otherwise fail some tries in
# time and time out on others, as the machine's load fell.
SHRINK_TRY_LIMIT = 0.2
SHRINK_TRY_MARGIN = 3.0
SHRINK_TRY_MOST = 1.0
# A claim of where the answers go wrong is tried on this many of the smallest edge and case-variant inputs first.
POPULATION_MOST = 500


@dataclass
class Context:
    """What an explainer may use: the run (oracle, learner's code), its outcomes and its evidence."""

    judging: Judging
    outcomes: Sequence[Outcome]
    evidence: Evidence
    # Learner answers already asked for, by input.
    asked: dict[str, Any] = field(default_factory=dict)
    # The same, where an error raised or a wrong type returned stands for the answer (region_holds), and whether
    # that request once did not come back (then no claim is checked, so none is made).
    seen: dict[str, Any] = field(default_factory=dict)
    unanswered: bool = False
    # The edge inputs and case variants with their right answers, made once per run (_population).
    population: list[tuple[dict[str, Any], Any]] | None = None
    # The small inputs swept, with their right answers, made once per run (_swept_answered).
    swept: list[tuple[dict[str, Any], Any]] | None = None
    # The recombined inputs with their right answers, made as they are asked for (_recombined_answered).
    recombined: Kept | None = None
    # A program's small inputs with line 1's numbers swept, with their right answers (_lines_swept_answered).
    lines_swept: list[tuple[dict[str, Any], Any]] | None = None
    # Whether the smallest failing input is right when asked alone in a fresh process (right_alone).
    alone: bool | None = None

    @property
    def exercise(self) -> Any:
        return self.judging.exercise

    def reference(self, arguments: Mapping[str, Any]) -> Any:
        case = Case(name="explained", input=dict(arguments), source=f"solutions/{self.exercise.name}.py")
        return self.judging.oracle.expected(case)

    def learner(self, arguments: Mapping[str, Any]) -> Attempt:
        return self.judging.code.call(dict(arguments), timeout=CALL_LIMIT)

    def learner_answers(self, inputs: Sequence[Mapping[str, Any]]) -> list[Any]:
        """The learner's answers on several small inputs in one request (NoAnswer where none came back)."""
        attempts = self.judging.code.call_many([dict(each) for each in inputs], timeout=CALL_LIMIT * 4)
        if attempts is None:
            attempts = [self.learner(each) for each in inputs]
        return [learner_answer(self.exercise, a) if a.status == "ok" else NoAnswer for a in attempts]


# An explainer: the run's context → a finding, or None when it has nothing to say.
Explainer = Callable[[Context], "Finding | None"]


@dataclass(frozen=True)
class Entry:
    name: str
    explain: Explainer
    # Is its finding tested on more inputs before it is stated (a hypothesis that predicts answers)?
    checked: bool = True


# The stated order, each entry with its reason:
EXPLAINERS: tuple[Entry, ...] = (
    # The mistakes the course knows: their messages were written for them.
    Entry("known_mistake", known.explain),
    # What a one-change mutant of the method computes: names the step and the change.
    Entry("mutant", mutant_explainer.explain),
    # The right answer for a nearby input (a number one off, the step as the size …).
    Entry("as_if", asif.explain),
    # The method with its windows placed by another rule (another start, bound or last chunk): names the rule.
    Entry("windows", windows.explain),
    # The right items with other spacing or case, a rejection made the wrong way: read off the answers.
    Entry("shape", shape.explain, checked=False),
    # State kept between calls (fresh worker processes): before "where", whose changed inputs a cache keyed
    # by the input would answer right, which would make it name a feature that is not the cause.
    Entry("call_contract", contract.explain, checked=False),
    # Where it goes wrong: the feature of the input that, taken away, makes every failing answer right.
    Entry("where", trigger.explain, checked=False),
    # What the answers look like as a whole (an extra or a missing first item, items cut at one end, never
    # cleared …): after "where", whose feature of the input is nearer the cause when both hold, before the bounds
    # of "exactly where".
    Entry("answer_structure", shape.explain_structure, checked=False),
    # Exactly where: a relation between two measures of the input (fewer words than size …) that separates the
    # failing inputs from the passing ones; after "where", whose changed inputs say more than a bound does.
    Entry("exactly_where", relations.explain, checked=False),
    # One change in the learner's own file that makes every case right: names their line. After the claims read
    # off the inputs and the answers, which say what goes wrong in the lesson's words; before the loop's end read
    # off the answers, which says only what happens.
    Entry("repair", repair.explain, checked=False),
    # Where the loop ends, read off the answers (the first items only, or more after the right ones): last, as
    # it says what happens and not on which inputs.
    Entry("loop_ends", shape.explain_endings, checked=False),
)


# ---- Shrinking the failing cases.


def _way(judging: Judging, arguments: Mapping[str, Any], outcome: Outcome) -> tuple[Any, ...]:
    """How an outcome fails, for "fails the same way": the verdict and the first broken promise (or, for a
    yes/no answer, the expected answer)."""
    if outcome.verdict in (Verdict.ERROR, Verdict.INVALID):
        return _way_of_case(outcome)
    if outcome.verdict is not Verdict.WRONG:
        return (outcome.verdict.value,)
    if judging.exercise.kind.unit is None:
        return (outcome.verdict.value, repr(outcome.expected))
    if size_of(arguments) > PASSING_UNITS * 10 or _answer_units(outcome.actual) > PASSING_UNITS * 10:
        # A perf text's answer is megabytes (or a small input's answer is, when code gathers without clearing):
        # checking its promises costs more than the whole run may. Its smaller versions need only fail (wrong
        # answers all), as close as the prefixes of a long text get.
        return (outcome.verdict.value, "long")
    try:
        broken = judging.oracle.broken_promise(arguments, outcome.actual)
    except KataError:
        broken = None
    return (outcome.verdict.value, broken[0].name if broken else None)


def _answer_units(answer: Any) -> int:
    """How big an answer is, in the words of its texts (0 for any other answer)."""
    if isinstance(answer, list):
        return sum(len(item.split()) if isinstance(item, str) else 1 for item in answer)
    return 0


class _Fetched:
    """The learner's answers fetched ahead for shrinking (shrink.py's `ahead`), by candidate, each used once."""

    def __init__(self, judging: Judging, limit: float = SHRINK_TRY_LIMIT) -> None:
        self.judging, self.limit = judging, limit
        self.answers: dict[int, tuple[dict[str, Any], Attempt]] = {}

    def ahead(self, inputs: list[dict[str, Any]]) -> None:
        # The limit of a lookahead's worth of calls, for each lookahead in the request (the shrinks side by side).
        batches = -(-len(inputs) // LOOKAHEAD)
        attempts = self.judging.code.call_many(inputs, timeout=self.limit * 2 * batches)
        for arguments, attempt in zip(inputs, attempts or (), strict=False):
            self.answers[id(arguments)] = (arguments, attempt)

    def call(self, arguments: dict[str, Any]) -> Attempt:
        held = self.answers.pop(id(arguments), None)
        if held is not None and held[0] is arguments:
            return held[1]
        return self.judging.code.call(arguments, timeout=self.limit)


def _probe(judging: Judging, call: Callable[[dict[str, Any]], Attempt]) -> Callable[[dict[str, Any]], Probe | None]:
    exercise = judging.exercise

    def attempt(arguments: dict[str, Any]) -> Probe | None:
        case = Case(name="shrunk", input=arguments, source=f"solutions/{exercise.name}.py")
        try:
            expected = judging.oracle.expected(case)
        except (KataError, OutOfTime):
            return None
        outcome = judge(exercise, case, call(arguments), expected)
        cost = 1 + _answer_units(outcome.actual) // COSTLY_ANSWER
        if outcome.verdict.passed:
            return Probe(arguments, expected, outcome.actual, None, cost)
        return Probe(arguments, expected, outcome.actual, _way(judging, arguments, outcome), cost)

    return attempt


def shrinkable(outcome: Outcome) -> bool:
    """A visible failing case with plain arguments (hidden ones keep their input; `take` reads a 100-million
    character text lazily, and the grader will not build it again)."""
    return (
        outcome.verdict in (Verdict.WRONG, Verdict.ERROR, Verdict.INVALID)
        and not outcome.case.hidden
        and outcome.case.take is None
        and bool(outcome.case.input)
        and outcome.case.name != contract.CASE_NAME
    )


def shrunk_failures(judging: Judging, outcomes: Sequence[Outcome]) -> dict[str, Probe]:
    """Case name → the smallest input found that fails as that case does (smallest cases first)."""
    # A wrong type on every case is one mistake on every path: a smaller input would locate nothing.
    typed = any(o.verdict.passed for o in outcomes)
    failing = sorted(
        (o for o in outcomes if shrinkable(o) and (typed or o.verdict is not Verdict.INVALID)),
        key=lambda o: size_of(o.case.input),
    )
    longest = max((o.seconds for o in failing), default=0.0)
    fetched = _Fetched(judging, min(SHRINK_TRY_MOST, max(SHRINK_TRY_LIMIT, SHRINK_TRY_MARGIN * longest)))
    probe = _probe(judging, fetched.call)
    # Counted in calls, never in seconds: the same run shrinks to the same inputs on any machine, loaded or not.
    # The cases shrink side by side, sharing one pool of calls (a small one needs a few, so the long cases still
    # get theirs), and each round's candidates of all of them go to the worker in one request.
    # The deadline is only a net no sane run reaches: code whose answers grow with the square of the input makes
    # each try of a long case cost a second, and the learner is not kept waiting for a smaller input. It is read
    # as a judging.Net, which a busy machine does not reach sooner.
    net = Net.after(judging.code, SHRINK_SECONDS)
    pool = Pool()
    runs: dict[str, Shrinking] = {}
    for outcome in failing:
        arguments = dict(outcome.case.input)
        start = Probe(arguments, outcome.expected, outcome.actual, _way(judging, arguments, outcome))
        runs[outcome.case.name] = shrinking(start, probe, out_of_time=net.passed, fetching=True, pool=pool)
    return side_by_side(runs, fetched.ahead)


# ---- The evidence.


def gather(outcomes: Sequence[Outcome], shrunk: Mapping[str, Probe], agrees: Callable[[Any, Any], bool]) -> Evidence:
    """The shrunk failures, and the failing cases themselves when they are small (a hypothesis must reproduce
    every failing input tried); the small passing cases."""
    failing: dict[str, Trial] = {}
    small_cases = {
        o.case.name: Probe(dict(o.case.input), o.expected, o.actual, _way_of_case(o))
        for o in outcomes
        if o.case.name in shrunk and o.verdict.value in _EXPLAINED_WAYS and _small(o)
    }
    for source, probes in (("shrunk", shrunk), ("case", small_cases)):
        for name, probe in probes.items():
            if probe.way is None or probe.way[0] not in _EXPLAINED_WAYS:
                continue
            key = repr(sorted(probe.arguments.items()))
            earlier = failing.get(key)
            cases = tuple(dict.fromkeys((earlier.cases if earlier else ()) + (name,)))
            kept = earlier.source if earlier else source
            failing[key] = Trial(probe.arguments, probe.expected, _failed_answer(probe), cases, kept)
    passing = [
        Trial(dict(o.case.input), o.expected, o.actual, (o.case.name,))
        for o in outcomes
        if o.verdict.passed and o.case.input and _small(o) and o.case.name != contract.CASE_NAME
    ]
    passing.sort(key=lambda trial: size_of(trial.arguments))
    ordered = sorted(failing.values(), key=lambda trial: size_of(trial.arguments))
    return Evidence(failing=tuple(ordered), passing=tuple(passing[:PASSING_MOST]), agrees=agrees)


# The failures a cause is sought for: a wrong answer, an exception raised or a value of the wrong type returned on
# an input the lesson accepts (the reference answered it), which a cause such as "where the text is shorter than
# size" explains as well as a wrong list.
_EXPLAINED_WAYS = (Verdict.WRONG.value, Verdict.ERROR.value, Verdict.INVALID.value)


def _stands_for(verdict: str, detail: str) -> Raised | Returned | None:
    """What stands for the answer of a call that gave none: the type it raised ("ValueError: …") or the wrong type
    it returned ("solve returned None; …"). A verdict's value and a worker's status are the same words."""
    if verdict == Verdict.ERROR.value:
        return Raised(detail.split(":")[0] or "Exception")
    if verdict == Verdict.INVALID.value:
        return Returned(detail.split(";")[0] or "solve returned the wrong type")
    return None


def _shown_answer(probe: Probe) -> Any:
    """The learner's answer on a smaller input as a report shows it: for a call that raised or returned the wrong
    type, what it raised ("ValueError") or returned ("solve returned None"), the same as the case's."""
    answer = _failed_answer(probe)
    if isinstance(answer, Raised):
        return answer.kind
    return answer.what if isinstance(answer, Returned) else answer


def _way_of_case(outcome: Outcome) -> tuple[Any, ...]:
    """A case's verdict, with what was raised or returned when it is an error or a wrong type."""
    marker = _stands_for(outcome.verdict.value, call_detail(outcome))
    return (outcome.verdict.value,) if marker is None else (outcome.verdict.value, marker)


def _failed_answer(probe: Probe) -> Any:
    """The learner's answer as evidence: what it returned, or what stands for it (a type raised or returned)."""
    if probe.way is not None and isinstance(probe.way[-1], (Raised, Returned)):
        return probe.way[-1]
    return probe.actual


def with_variants(judging: Judging, evidence: Evidence, outcomes: Sequence[Outcome]) -> Evidence:
    """The evidence widened by the visible cases changed one way each (judge/variants.py), whose right answers the
    oracle made once: a cause must hold on them too. A claim such as "only where a character outside ASCII
    appears" is false when an ASCII variant fails as well, and a mutant that agreed on the cases may part from
    the learner on a variant. Left out after a timeout (one more endless loop to wait for)."""
    if any(o.verdict is Verdict.TIMEOUT for o in outcomes):
        return evidence
    variants = judging.oracle.smallest_case_variants(VARIANTS_MOST)
    if not variants:
        return evidence
    attempts = judging.code.call_many([dict(arguments) for arguments, _ in variants], timeout=CALL_LIMIT * 4)
    if attempts is None:
        return evidence
    failing, passing = [], []
    for (arguments, expected), attempt in zip(variants, attempts, strict=True):
        answer = _variant_answer(judging, attempt)
        if answer is NoAnswer:
            continue
        if evidence.agrees(answer, expected):
            passing.append(Trial(arguments, expected, answer, source="variant"))
        else:
            failing.append(Trial(arguments, expected, answer, source="variant"))
    return replace(
        evidence,
        failing=evidence.failing + tuple(failing[:FAILING_VARIANTS]),
        passing=evidence.passing + tuple(passing[:PASSING_MOST]),
    )


def _variant_answer(judging: Judging, attempt: Attempt) -> Any:
    """A variant's answer as evidence (NoAnswer for a limit or a crash: it tells nothing of the input)."""
    if attempt.status == "ok":
        return learner_answer(judging.exercise, attempt)
    marker = _stands_for(attempt.status, attempt.detail or "")
    return NoAnswer if marker is None else marker


def _small(outcome: Outcome) -> bool:
    return (
        outcome.case.take is None
        and not getattr(outcome.case.input, "generated", None)
        and size_of(outcome.case.input) <= PASSING_UNITS
    )


def around(evidence: Evidence) -> Iterator[dict[str, Any]]:
    """Inputs near the failing ones: a number one more or less, a little longer, a little smaller. The failing
    inputs take turns, so that the first few inputs asked about are made around each of them, not only the first."""
    made = [_around_one(dict(trial.arguments)) for trial in evidence.failing]
    return _in_turns(made)


def _in_turns(sources: list[Iterator[dict[str, Any]]]) -> Iterator[dict[str, Any]]:
    """One input from each source in turn, until all are used up."""
    while sources:
        for each in list(sources):
            found = next(each, None)
            if found is None:
                sources.remove(each)
            else:
                yield found


def _around_one(base: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Numbers moved, the input a little longer, a little smaller: in turns, as any of the three may be the one
    that tells two hypotheses apart."""
    return _in_turns([_numbers_moved(base), _made_longer(base), candidates(base)])


def _numbers_moved(base: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for name, value in base.items():
        if isinstance(value, int) and not isinstance(value, bool):
            for delta in (1, -1, 2):
                yield {**base, name: value + delta}
        elif name == "stdin" and isinstance(value, str):
            yield from ({**base, name: moved} for moved in _line_one_moved(value))


def _made_longer(base: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for name, value in base.items():
        yield from ({**base, name: longer} for longer in _longer(value))


def _line_one_moved(stdin: str) -> Iterator[str]:
    """A program's input with size or overlap on line 1 one more or less (when both are written in digits)."""
    fields = _line_one_fields(stdin)
    for place in (0, 1) if fields else ():
        for delta in (1, -1, 2):
            number = int(fields[place]) + delta
            if number >= 0:
                yield _with_line_one(stdin, [*fields[:place], str(number), *fields[place + 1 :]])


def _line_one_fields(stdin: str) -> list[str]:
    """Line 1's fields, split at single spaces, when they start with size and overlap in digits (else none)."""
    fields = stdin.partition("\n")[0].split(" ")
    return fields if relations.starts_with_two_numbers(fields) else []


def _with_line_one(stdin: str, fields: list[str]) -> str:
    """The program's input with these fields on line 1, the rest as it was."""
    _, newline, rest = stdin.partition("\n")
    return " ".join(fields) + newline + rest


def _longer(value: Any) -> Iterator[Any]:
    """The value with a little more in it: its words (or items) repeated, a new word at either end (or, in a text
    without words, a first word)."""
    if isinstance(value, str) and not value.split():
        yield value + "x"
        yield "x y " + value
        yield "x y z w v " + value  # more words than a small number beside it (size, overlap …) counts
    elif isinstance(value, str):
        words = value.split()
        yield value + " " + value
        yield "x " + value
        yield value + "\nx"
        yield " ".join(words + words[::-1])
    elif isinstance(value, list) and all(isinstance(item, str) and not item.split() for item in value):
        # A first word, and one more item without words (an empty list of hits made ["x"] is no input: the
        # reference refuses it).
        yield [*value, "x"]
        yield [*value, ""]
    elif isinstance(value, list) and value:
        yield value + value
        yield value[::-1]
        yield [*value, value[0]]


def answered_around(
    context: Context, most: int, keep: Callable[[Any], bool] = lambda right: True
) -> list[tuple[dict[str, Any], Any]]:
    """Up to `most` valid inputs made around the failing ones (none of them a failing one), each with the
    reference's answer, that answer kept only when `keep` says so."""
    seen = {repr(sorted(t.arguments.items())) for t in context.evidence.failing}
    answered: list[tuple[dict[str, Any], Any]] = []
    for arguments in around(context.evidence):
        key = repr(sorted(arguments.items()))
        if key in seen or not valid(arguments):
            continue
        seen.add(key)
        try:
            right = context.reference(arguments)
        except (KataError, OutOfTime):
            continue
        if keep(right):
            answered.append((arguments, right))
            if len(answered) >= most:
                break
    return answered


def confirmed(context: Context, predict: Predict) -> bool:
    """Does the hypothesis agree with the learner's code on inputs made around the failing ones too, and on the
    smallest edge inputs and case variants? Two mistakes can agree on every input near the failing ones (a yes/no
    answer most of all: a window one word too long and a search of the whole text both find an answer cut by
    the border) and differ on inputs of other shapes. (The random search's inputs are asked only for a yes/no answer:
    drawing them costs a learner's run half a second.)"""
    around_them = [arguments for arguments, _ in answered_around(context, CHECK_MOST)]
    elsewhere = _population(context)[:OTHER_SHAPES]
    if context.exercise.returns == "bool":
        # Yes or no: any two mistakes agree on half the inputs, so the random search's own are asked too.
        from .mutant_explainer import drawn_small

        elsewhere = [*elsewhere, *drawn_small(context)[:OTHER_SHAPES]]
    return (
        _agrees_on(context, predict, around_them)
        and _agrees_elsewhere(context, predict, elsewhere)
        and _agrees_elsewhere(context, predict, _parting(context, predict))
    )


# The first two whole numbers of a small input are swept over this range together (size and overlap move as a
# pair), and each text is cut to each shorter number of words: the inputs where a hypothesis parts from the
# lesson's method are sought among them.
SWEPT_NUMBERS = range(7)
SWEPT_TOGETHER = 2
SWEPT_INPUTS = 6
# At most this many inputs where the hypothesis and the method part are asked of the learner (smallest first).
PARTING_MOST = 30


def _parting(context: Context, predict: Predict) -> list[tuple[dict[str, Any], Any]]:
    """Inputs where the hypothesis's answer is not the method's, among the small inputs swept: there the learner
    must answer as the hypothesis does. A hypothesis checked only near the failing inputs can agree with the learner
    there by chance (a yes/no answer above all) and say another answer on a shape those inputs lack: a text shorter
    than size, one more overlap."""
    return [
        *_parted(context, predict, _swept_answered(context), PARTING_MOST),
        *_parted(context, predict, _recombined_answered(context), RECOMBINED_PARTING_MOST),
    ]


def _parted(
    context: Context, predict: Predict, inputs: Iterable[tuple[dict[str, Any], Any]], most: int
) -> list[tuple[dict[str, Any], Any]]:
    parting: list[tuple[dict[str, Any], Any]] = []
    for arguments, right in inputs:
        if len(parting) >= most:
            break
        try:
            said = answer_of(predict, arguments)
        except NoAnswer:
            continue
        if not context.evidence.agrees(said, right):
            parting.append((arguments, right))
    return parting


# Inputs made by recombining the evidence and the edge inputs and variants (repair.py's, the same on every run),
# among which a hypothesis's parting inputs are sought too: a shape the sweep never makes (three sentences in one
# piece, two texts joined at a line break) is where two mistakes that agree on the sweep part. At most this many
# are asked of the learner.
RECOMBINED_PARTING = 600
RECOMBINED_PARTING_MOST = 30


def _recombined_answered(context: Context) -> Kept:
    """The recombined inputs with their right answers, made as they are first asked for and kept for the run: the
    search for a hypothesis's parting inputs most often stops within the first few dozen."""
    if context.recombined is None:
        trials = repair.visible(context, (*context.evidence.failing, *context.evidence.passing))
        pool = [*((dict(t.arguments), t.expected) for t in trials), *_population(context)]
        # In the order drawn, not smallest first: the few asked are of every shape.
        context.recombined = Kept(repair.recombined_answering(context, pool, RECOMBINED_PARTING))
    return context.recombined


class Kept:
    """The items of an iterator, each made when it is first asked for, then kept (walked again from the start)."""

    def __init__(self, source: Iterator[tuple[dict[str, Any], Any]]) -> None:
        self.source = source
        self.made: list[tuple[dict[str, Any], Any]] = []

    def __iter__(self) -> Iterator[tuple[dict[str, Any], Any]]:
        for place in itertools.count():
            if place == len(self.made):
                item = next(self.source, None)
                if item is None:
                    return
                self.made.append(item)
            yield self.made[place]


def _swept_answered(context: Context) -> list[tuple[dict[str, Any], Any]]:
    """The small failing and passing inputs swept (every number over SWEPT_NUMBERS, every text cut shorter),
    smallest first, with the reference's answers: made once per run, as every hypothesis is asked on them."""
    if context.swept is None:
        context.swept = _answered_new(context, _swept(_templates(context)))
    return context.swept


def _lines_swept_answered(context: Context) -> list[tuple[dict[str, Any], Any]]:
    """The same templates as a program's input with line 1's numbers swept (_line_one_swept), with the reference's
    answers, made once per run. Asked only of claims of where answers go wrong: a hypothesis's parting inputs stay
    the sweep's own, so none that told two hypotheses apart is pushed out of their limit."""
    if context.lines_swept is None:
        made = (swept for template in _templates(context) for swept in _line_one_swept(template))
        context.lines_swept = _answered_new(context, made)
    return context.lines_swept


def _templates(context: Context) -> list[dict[str, Any]]:
    """The inputs a sweep starts from: the smallest failing and passing ones whose every text has words (a blank
    text or answer swept says little the edge inputs did not), of no hidden case (an input made from one would
    reach the learner's code outside its own call)."""
    trials = repair.visible(context, (*context.evidence.failing, *context.evidence.passing))
    return sorted((dict(t.arguments) for t in trials if _worded(t.arguments)), key=size_of)[:SWEPT_INPUTS]


def _answered_new(context: Context, made: Iterable[dict[str, Any]]) -> list[tuple[dict[str, Any], Any]]:
    """The valid inputs of `made` that are no template, each once, smallest first, with the reference's answers."""
    seen = {repr(sorted(each.items())) for each in _templates(context)}
    answered: list[tuple[dict[str, Any], Any]] = []
    for arguments in sorted(made, key=size_of):
        key = repr(sorted(arguments.items()))
        if key in seen or not valid(arguments):
            continue
        seen.add(key)
        try:
            answered.append((arguments, context.reference(arguments)))
        except (KataError, OutOfTime):
            continue
    return answered


def _worded(arguments: Mapping[str, Any]) -> bool:
    return all(value.split() for value in arguments.values() if isinstance(value, str))


def _swept(templates: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Each input with its first whole numbers taken together over SWEPT_NUMBERS, and with each text cut to each
    shorter number of words; and each of them again with its texts made of their first word repeated."""
    repeated = [_one_word_repeated(count, templates[0]) for count in REPEATED_WORDS] if templates else []
    for arguments in [*templates, *filter(None, repeated)]:
        numbers = [name for name, value in arguments.items() if isinstance(value, int) and not isinstance(value, bool)]
        numbers = numbers[:SWEPT_TOGETHER]
        for values in itertools.product(SWEPT_NUMBERS, repeat=len(numbers)):
            yield {**arguments, **dict(zip(numbers, values, strict=True))}
        for name, value in arguments.items():
            if isinstance(value, str):
                words = value.split()
                yield from ({**arguments, name: " ".join(words[:count])} for count in range(1, len(words)))


def _line_one_swept(arguments: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """A program's input with the size and overlap on its line 1 swept together over SWEPT_NUMBERS, as a function's
    numbers are (a claim about how they compare must hold at 0 too: size 0 with a larger overlap)."""
    stdin = arguments.get("stdin")
    if not isinstance(stdin, str):
        return
    fields = _line_one_fields(stdin)
    for size, overlap in itertools.product(SWEPT_NUMBERS, repeat=2) if fields else ():
        yield {**arguments, "stdin": _with_line_one(stdin, [str(size), str(overlap), *fields[2:]])}


# The smallest swept input is swept again with each text made of its first word this many times.
REPEATED_WORDS = (3, 4)


def _one_word_repeated(count: int, arguments: dict[str, Any]) -> dict[str, Any] | None:
    """The input with each text (not a program's input) made of its first word `count` times: code that goes wrong
    only in which words it takes is right there by chance, where a claim of "exactly where" must hold too."""
    changed = {
        name: " ".join(value.split()[:1] * count)
        for name, value in arguments.items()
        if isinstance(value, str) and name != "stdin" and value.split()
    }
    return {**arguments, **changed} if changed else None


def _agrees_elsewhere(context: Context, predict: Predict, inputs: list[tuple[dict[str, Any], Any]]) -> bool:
    """As _agrees_on, on many inputs asked in one request that is never repeated one input at a time (code that
    hangs on some would cost half a second each): none asked, none agreed."""
    answers = answers_to(context, inputs)
    if answers is None:
        return False
    asked = [(arguments, actual) for (arguments, _), actual in zip(inputs, answers, strict=True)]
    return _predicts(context, predict, asked)


def _agrees_on(context: Context, predict: Predict, inputs: list[dict[str, Any]]) -> bool:
    missing = [each for each in inputs if repr(sorted(each.items())) not in context.asked]
    if missing:
        for each, answer in zip(missing, context.learner_answers(missing), strict=True):
            context.asked[repr(sorted(each.items()))] = answer
    return _predicts(context, predict, [(each, context.asked[repr(sorted(each.items()))]) for each in inputs])


def _predicts(context: Context, predict: Predict, asked: list[tuple[dict[str, Any], Any]]) -> bool:
    """Does the hypothesis give the learner's answer on every input it was asked (an input without an answer, or
    with an error or a wrong type for one, says nothing of what the hypothesis computes)?"""
    for arguments, actual in asked:
        if actual is NoAnswer or isinstance(actual, (Raised, Returned)):
            continue
        try:
            if not context.evidence.agrees(answer_of(predict, arguments), actual):
                return False
        except NoAnswer:
            return False
    return True


# ---- Stating the cause.


def diagnose_run(context: Context) -> tuple[Finding | None, Finding | None]:
    """The run's cause (the first explainer whose finding fits every input and is confirmed), or else a known
    mistake that fits some failing inputs and contradicts none (stated with that qualifier)."""
    partial: Finding | None = None
    for entry in EXPLAINERS:
        finding = entry.explain(context)
        if finding is None:
            continue
        if entry.name not in OF_THE_CALLS and right_alone(context):
            continue
        if finding.fit.whole:
            if finding.region is not None:
                held = region_holds(context, finding)
                if held is None and finding.instead is not None:
                    held = region_holds(context, finding.instead)
                if held is None:
                    continue
                finding = held
            if entry.name in READ_OFF and not read_off_holds(context, finding):
                continue
            if not entry.checked or finding.predict is None or confirmed(context, finding.predict):
                return _located(context, entry, finding), None
            continue
        if entry.name == "known_mistake" and _partly(context, finding):
            partial = partial or finding
    return None, partial


# The explainers whose findings hold whatever calls came before: the call contract's (state is its subject) and the
# repair's (each copy is loaded afresh, and its change is checked on every input). The others describe the answers
# as what the input makes of them, which is false when the input alone gets the right answer.
OF_THE_CALLS = frozenset({"call_contract", "repair"})


def right_alone(context: Context) -> bool:
    """Is the smallest failing input answered right when it is the first call of a fresh process? Then the wrong
    answer came from what earlier calls left behind, and no feature of the input is its cause (a cache keyed by the
    question's set of words was said to go wrong "only where a word appears more than once")."""
    if context.alone is None:
        context.alone = False
        failing = context.evidence.failing
        if failing and not context.exercise.is_program:
            target = failing[0]
            with context.judging.code.fresh() as fresh:
                attempt = fresh.call(dict(target.arguments), timeout=CALL_LIMIT)
            answer = learner_answer(context.exercise, attempt) if attempt.status == "ok" else NoAnswer
            context.alone = answer is not NoAnswer and context.evidence.agrees(answer, target.expected)
    return context.alone


# The explainers that say what the answers are, or on which inputs they go wrong, in the lesson's words, and not
# where in the learner's code: the line one change fixes is added to what they state. A known mistake's message
# and the call contract's say where already; the repair's is that line.
LOCATED_BY_REPAIR = frozenset(
    {"mutant", "as_if", "windows", "shape", "where", "answer_structure", "exactly_where", "loop_ends"}
)


def _located(context: Context, entry: Entry, finding: Finding) -> Finding:
    """The finding with the line of the learner's file one change there makes right, when there is one."""
    if entry.name not in LOCATED_BY_REPAIR:
        return finding
    place = repair.in_your_code(context)
    if place is None:
        return finding
    # A sentence that ends in brackets ("… (got '4.5')") still needs its full stop.
    said = finding.message if finding.message.endswith((".", "!", "?", ".)")) else f"{finding.message}."
    return replace(finding, message=f"{said} {place}")


# The explainers that read what the answers look like off the failing ones (every right item, then more …): what
# they say must hold of the learner's other wrong answers too.
READ_OFF = frozenset({"answer_structure", "loop_ends"})


def read_off_holds(context: Context, finding: Finding) -> bool:
    """Does a claim read off the failing answers also describe every other wrong answer of the learner's, on the
    edge inputs, the case variants, the inputs around the failing ones and those recombined from the checked ones?
    (The failing cases may share a shape the mistake does not always give: the extra texts all last, where in
    general they come in between.) Not checked is not said."""
    if finding.covers is None:
        return True
    population = [*_population(context), *answered_around(context, CHECK_MOST), *_recombined_answered(context)]
    answers = answers_to(context, population)
    if answers is None:
        return False
    for (arguments, right), answer in zip(population, answers, strict=True):
        # An error raised, a type returned or an answer past the worker's limits is no answer whose look a claim
        # describes (as _predicts and the read-off explainers pass over them).
        if answer is NoAnswer or isinstance(answer, Raised | Returned) or context.evidence.agrees(answer, right):
            continue
        if not finding.covers(arguments, right, answer):
            return False
    return True


def region_holds(context: Context, finding: Finding) -> Finding | None:
    """A claim of where the answers go wrong, as far as it survives the inputs nobody chose for it (None: not at
    all). The failing inputs it was found on share more than its cause (a shrunk text that also starts with a
    space, a hit that is also the smallest): asked on the edge inputs, the case variants, the inputs around the
    failing ones and each of them taken out of the region, the learner must go wrong only inside the region. An
    "exactly where" claim some input inside gets right is said as "only where"."""
    assert finding.region is not None
    inside = finding.region
    # The inputs made around the failing ones too: a feature the failing inputs share by chance (a drawn text of
    # one word repeated) is most often absent from an input next to them that fails the same way.
    # And the small inputs swept over their numbers and shorter texts: a mistake that shows only at some lengths
    # fails on a few of them with the feature taken out, where the cases' variants may all pass.
    population = [
        *_population(context),
        *answered_around(context, CHECK_MOST),
        *_swept_answered(context),
        *_lines_swept_answered(context),
    ]
    outside = [
        taken
        for arguments, right in population
        if inside(arguments, right)
        for taken in _taken_out(context, finding, arguments)
    ]
    answered = [*population, *outside]
    answers = answers_to(context, answered)
    if answers is None:
        return None  # not checked, not said
    right_inside = False
    for (arguments, right), answer in zip(answered, answers, strict=True):
        if answer is NoAnswer:
            continue
        wrong = not context.evidence.agrees(answer, right)
        if wrong and not inside(arguments, right):
            return None
        right_inside = right_inside or (not wrong and inside(arguments, right))
    if finding.exact and right_inside:
        return None if finding.only_where is None else replace(finding, message=finding.only_where, exact=False)
    return finding


def _population(context: Context) -> list[tuple[dict[str, Any], Any]]:
    """The exercise's edge inputs and its cases changed one way each, with the reference's answers, smallest first
    (made once per run: every hypothesis and claim is checked on them)."""
    if context.population is not None:
        return context.population
    answered: list[tuple[dict[str, Any], Any]] = []
    for arguments in context.judging.oracle.boundary_inputs():
        try:
            answered.append((dict(arguments), context.reference(arguments)))
        except (KataError, OutOfTime):
            continue
    smallest = context.judging.oracle.smallest_case_variants(POPULATION_MOST)
    answered.extend((dict(arguments), right) for arguments, right in smallest)
    answered.sort(key=lambda pair: size_of(pair[0]))
    context.population = answered[:POPULATION_MOST]
    return context.population


def _taken_out(context: Context, finding: Finding, arguments: dict[str, Any]) -> list[tuple[dict[str, Any], Any]]:
    """The input without what puts it in the region, where the finding knows how to take it away."""
    if finding.without is None:
        return []
    without = finding.without(arguments)
    if without == arguments or not valid(without):
        return []
    try:
        return [(without, context.reference(without))]
    except (KataError, OutOfTime):
        return []


def answers_to(context: Context, inputs: Sequence[tuple[dict[str, Any], Any]]) -> list[Any] | None:
    """The learner's answers (an error raised or a wrong type returned stands for its answer; a limit gives
    NoAnswer), asked once per input in one request; None when that request did not come back whole (hundreds of
    inputs are never asked one at a time: code that hangs on some would cost half a second each)."""
    if context.unanswered:
        return None
    keys = [repr(sorted(arguments.items())) for arguments, _ in inputs]
    missing = {key: arguments for key, (arguments, _) in zip(keys, inputs, strict=True) if key not in context.seen}
    if missing:
        # Hundreds of tiny inputs take sane code milliseconds of CPU: a request still running after CALL_LIMIT has
        # met an input it hangs on, and is not asked again for the next claim.
        attempts = context.judging.code.call_many(list(missing.values()), timeout=CALL_LIMIT)
        if attempts is None:
            context.unanswered = True
            return None
        for key, attempt in zip(missing, attempts, strict=True):
            context.seen[key] = _variant_answer(context.judging, attempt)
    return [context.seen[key] for key in keys]


# A known mistake that fits only some failing inputs is stated (with that qualifier) only when it fits at least
# this share of them. On the independent holdouts (benchmarks/holdout4-6) every such statement that fitted 3 of 4
# inputs or fewer (5 of them: 1/6, 1/3 twice, 2/5, 3/4) named a mistake the file did not make; the one that fitted
# 7 of 8 named the file's own. A wrong diagnosis is worse than none.
PARTIAL_SHARE = 0.8


def _partly(context: Context, finding: Finding) -> bool:
    """May a known mistake that fits only some failing inputs be stated with that qualifier? Only when it fits
    most of them (PARTIAL_SHARE), and not for a yes/no answer: any two mistakes agree on half the inputs, and the
    qualifier would still point at the wrong one."""
    fit = finding.fit
    most = len(fit.reproduced) >= PARTIAL_SHARE * fit.tried
    kept = bool(fit.reproduced) and most and not fit.contradicted and context.exercise.kind.unit is not None
    return kept and _most_as_written(context, finding)


def _most_as_written(context: Context, finding: Finding) -> bool:
    """Does the mistake also give the learner's answers on most failing cases as they are written? Shrinking can
    bring two mistakes to one answer (holdout10: with most_overlap 0 a missing first row and a missing last row
    are both no row), and the agreement there says nothing of which one the learner made."""
    written = [
        t for t in context.evidence.failing if t.source == "case" and not isinstance(t.actual, (Raised, Returned))
    ]
    if not written or finding.predict is None:
        return True
    agreeing = 0
    for trial in written:
        try:
            agreeing += bool(context.evidence.agrees(answer_of(finding.predict, trial.arguments), trial.actual))
        except NoAnswer:
            continue
    return agreeing >= PARTIAL_SHARE * len(written)


def explain_by_method(judging: Judging, outcomes: tuple[Outcome, ...]) -> tuple[Outcome, ...]:
    """Judge step: the failing cases shrunk (each outcome gets its smallest failing input) and, where the
    method finds one, the run's one cause named on every failure it explains."""
    if not judging.code.loaded:
        return outcomes
    if not judging.oracle.has_reference():
        # A learner's copy: no reference to shrink against and no mistake code to ask, only each known
        # mistake's stored answer on each public case, matched as it is, and stated only where the known mistakes
        # so named account for most wrong answers, and leave none of their own kind (see _each_known_mistake).
        return _each_known_mistake(judging, _one_wrong_type_said(outcomes))
    if not any(shrinkable(o) for o in outcomes):
        return _endless_told(judging, outcomes)
    # The terminal's progress line says what runs now: shrinking and the search for a cause take a second or more.
    if judging.progress is not None:
        judging.progress("shrinking the failing cases and looking for the cause")
    shrunk = shrunk_failures(judging, outcomes)
    evidence = with_variants(judging, gather(outcomes, shrunk, judging.exercise.kind.agrees), outcomes)
    finding: Finding | None = None
    partial: Finding | None = None
    if evidence.failing:
        finding, partial = diagnose_run(Context(judging, outcomes, evidence))
    explained_cases = _cases_of(evidence, finding)
    partial_cases = _cases_of(evidence, partial)
    result: list[Outcome] = []
    for outcome in outcomes:
        probe = shrunk.get(outcome.case.name)
        if probe is not None and size_of(probe.arguments) < size_of(outcome.case.input):
            outcome = replace(
                outcome,
                smallest=dict(probe.arguments),
                smallest_expected=probe.expected,
                smallest_actual=_shown_answer(probe),
            )
        if (
            finding is not None
            and outcome.case.name not in explained_cases
            and _covers(finding, outcome, evidence.agrees)
        ):
            explained_cases.add(outcome.case.name)
        if finding is not None and outcome.case.name in explained_cases:
            outcome = replace(outcome, pitfall=finding.key, pitfall_message=finding.message, cause_by=finding.explainer)
        elif partial is not None and outcome.case.name in partial_cases:
            outcome = replace(outcome, pitfall=partial.key, pitfall_message=qualified(partial), cause_by="partial")
        result.append(outcome)
    return _each_known_mistake(judging, _one_wrong_type_said(tuple(result)))


# The value a wrong type's detail ends with (the worker's `shown`: ", not 'yes'", ", not 7").
_SHOWN_VALUE = re.compile(r", not ('.*'…?|\".*\"…?|-?[0-9][0-9.e+-]*|True|False)$")


def _one_wrong_type_said(outcomes: tuple[Outcome, ...]) -> tuple[Outcome, ...]:
    """The outcomes with one wrong type said as the cause of every failure, when it is, and nothing else is said.
    It reads only the answers' types, so a learner's copy without the reference says it as well."""
    if any(o.pitfall for o in outcomes):
        return outcomes
    finding, names = _one_wrong_type(outcomes)
    if finding is None:
        return outcomes
    return tuple(
        replace(o, pitfall=finding.key, pitfall_message=finding.message, cause_by=finding.explainer)
        if o.case.name in names
        else o
        for o in outcomes
    )


def _alike_hidden(failing: list[Outcome], ways: set[str]) -> bool:
    """Do the hidden failures return the same wrong type as the visible ones (read, never shown)?"""
    return all(call_detail(o).split(";")[0] in ways for o in failing if o.case.hidden)


def _one_wrong_type(outcomes: tuple[Outcome, ...]) -> tuple[Finding | None, set[str]]:
    """Every failing case returned the same wrong type (none is shrunk or explained: the type is wrong on every
    path): said once as the run's cause, with the values that came back ('yes' and 'no' for True and False)."""
    failing = [o for o in outcomes if not o.verdict.passed]
    if not failing or any(o.verdict is not Verdict.INVALID for o in failing):
        return None, set()
    # Said from the visible cases alone: a value a hidden case's call gave back may carry its input.
    details = [call_detail(o) for o in failing if not o.case.hidden]
    if not details:
        return None, set()
    ways = {detail.split(";")[0] for detail in details}
    if len(ways) != 1 or ";" not in details[0] or not _alike_hidden(failing, ways):
        return None, set()
    said = _SHOWN_VALUE.sub("", details[0]).rstrip(".")
    seen = sorted({found.group(1) for detail in details for found in [_SHOWN_VALUE.search(detail)] if found})
    came = f" (your code gives {' and '.join(seen[:3])}{' …' if len(seen) > 3 else ''})" if seen else ""
    message = f"Every failing case returns the same wrong type: {said}{came}."
    whole = Fit(tuple(range(len(failing))), len(failing), contradicted=False)
    return Finding("shape", "one_wrong_type", message, whole), {o.case.name for o in failing}


def _endless_told(judging: Judging, outcomes: tuple[Outcome, ...]) -> tuple[Outcome, ...]:
    """A run whose only failures are calls that never end: where the loop is in the learner's code, when one change
    makes it answer those small cases right, and every other input it is checked on (repair.py). A timeout is not
    shrunk (each try would wait out its limit), so only a case small as written is asked."""
    endless = [
        o
        for o in outcomes
        if o.verdict is Verdict.TIMEOUT
        and not o.case.hidden
        and repair.askable(o) is not None
        and size_of(o.case.input) <= repair.SMALL_INPUT_UNITS
    ]
    if not endless or not judging.oracle.has_reference():
        return outcomes
    if judging.progress is not None:
        judging.progress("looking for the loop that never ends")
    failing = tuple(Trial(dict(o.case.input), o.expected, Raised("timeout"), (o.case.name,)) for o in endless)
    evidence = Evidence(failing, (), judging.exercise.kind.agrees)
    finding = repair.explain(Context(judging, outcomes, evidence))
    if finding is None:
        return outcomes
    told = {o.case.name for o in endless}
    return tuple(
        replace(o, pitfall=finding.key, pitfall_message=finding.message, cause_by=finding.explainer)
        if o.case.name in told or _mended_too(finding, o)
        else o
        for o in outcomes
    )


def _mended_too(finding: Finding, outcome: Outcome) -> bool:
    """A longer case that never ended, which the change told also answers right."""
    arguments = repair.askable(outcome) if outcome.verdict is Verdict.TIMEOUT else None
    return arguments is not None and finding.covers is not None and finding.covers(arguments, outcome.expected, None)


def _each_known_mistake(judging: Judging, outcomes: tuple[Outcome, ...]) -> tuple[Outcome, ...]:
    """A wrong answer the run's cause leaves unexplained (a second mistake in the same file, or two known mistakes
    in one file) is named by the known mistake whose answer on that case is exactly the learner's, and that the
    cases passed do not rule out: when the known mistakes named so account for most of the wrong answers left
    (PARTIAL_SHARE), and those they leave are of another kind (a rejection where the named ones are answers, or the
    reverse: a second mistake, as a program that prints the list and accepts digits of another script). One that
    matches a few of them by chance, the rest unexplained, is not the learner's; nor is one that leaves a wrong
    answer of its own kind unexplained: that is another mistake agreeing with it on most inputs (holdout24: a
    length taken as the count of words agrees with no square root unless a word repeats)."""
    unexplained = [o for o in outcomes if not o.pitfall and o.verdict is Verdict.WRONG]
    if not unexplained:
        return outcomes
    named = name_known_mistakes(judging, outcomes)
    newly = [
        each
        for mine, each in zip(outcomes, named, strict=True)
        if not mine.pitfall and each.pitfall and each.verdict is Verdict.WRONG
    ]
    kinds = {is_rejection(each.expected) for each in newly}
    left = [each for each in named if not each.pitfall and each.verdict is Verdict.WRONG]
    if len(newly) < PARTIAL_SHARE * len(unexplained) or any(is_rejection(each.expected) in kinds for each in left):
        return outcomes
    return tuple(mine if mine.pitfall else each for mine, each in zip(outcomes, named, strict=True))


def _covers(finding: Finding, outcome: Outcome, agrees: Callable[[Any, Any], bool]) -> bool:
    """Does the run's cause also explain this failure, which was not evidence (a hidden case, say, or a case none
    of whose failures shrank: a wrong type on every case)? A change told in the learner's code covers a failure of
    any way it answers right; other causes only a wrong answer."""
    mended = finding.explainer == "repair" and outcome.verdict in (Verdict.ERROR, Verdict.INVALID)
    if (outcome.verdict is not Verdict.WRONG and not mended) or outcome.case.take is not None:
        return False
    if finding.covers is not None:
        return finding.covers(outcome.case.input, outcome.expected, outcome.actual)
    if finding.predict is None or not _small(outcome):
        return False
    try:
        return agrees(answer_of(finding.predict, dict(outcome.case.input)), outcome.actual)
    except NoAnswer:
        return False


def _cases_of(evidence: Evidence, finding: Finding | None) -> set[str]:
    if finding is None:
        return set()
    return {name for index in finding.fit.reproduced for name in evidence.failing[index].cases}
