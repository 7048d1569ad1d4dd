"""Mutants of the reference, run under a budget of steps: a one-change mutant can loop forever (a dropped
`first += step`), and it runs in the grader's own process, with no memory cap.

The budget counts the Python lines the mutant executes (sys.settrace), not seconds: a raise from a trace function
lands at once, where an exception raised from another thread (trusted.time_limit) may land late or, seen on
CPython 3.11 under load, not at all while the loop grows a list by gigabytes. Counted in steps, the same mutant
on the same input stops at the same place on any machine, busy or not.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

# A mutant on an input the explainers try (a few hundred words at most) executes a few thousand lines; one
# still running after this many loops.
STEP_BUDGET = 50_000


class OverBudget(Exception):
    """The mutant ran past its budget on this input."""


class _OutOfSteps(BaseException):
    """Raised inside the mutant: not an Exception, so no `except Exception` in the mutant's code eats it."""


def within_budget(function: Callable[[], Any], steps: int = STEP_BUDGET) -> Any:
    """Call `function()` on this thread; OverBudget when it executes more than `steps` lines."""
    return steps_of(function, steps)[0]


def steps_of(function: Callable[[], Any], limit: int) -> tuple[Any, int]:
    """Call `function()` on this thread, and count the lines it executes; OverBudget when they pass `limit`."""
    taken = 0

    def count(frame: FrameType, event: str, argument: Any) -> Any:
        nonlocal taken
        if event in ("call", "line"):  # an "exception" or "return" event is not a step, and never raises
            taken += 1
            if taken > limit:
                sys.settrace(None)  # raised once: no event of the unwinding calls this again
                raise _OutOfSteps
        return count

    # A garbage collector's callback (Hypothesis installs one) runs traced lines in the middle of the call, and a
    # raise that lands in it is printed and dropped, tracing off: the call would run on unbounded. None run here.
    callbacks = gc.callbacks[:]
    gc.callbacks.clear()
    previous = sys.gettrace()
    sys.settrace(count)
    try:
        return function(), taken
    except _OutOfSteps:
        raise OverBudget() from None
    finally:
        sys.settrace(previous)
        gc.callbacks[:] = callbacks
