"""Trusted code under a limit that holds on any thread: mutants of the reference can loop forever (a dropped
`first += step`), so each call runs under the trusted watchdog's time limit (trusted.time_limit)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .trusted import OutOfTime, time_limit

# A mutant on a small input answers in microseconds; one still running after this loops.
MUTANT_LIMIT = 0.05


class OverBudget(Exception):
    """The mutant ran past its limit on this input."""


def within_budget(function: Callable[[], Any], seconds: float = MUTANT_LIMIT) -> Any:
    """Call `function()`; OverBudget when it runs longer than `seconds`."""
    try:
        with time_limit(seconds):
            return function()
    except OutOfTime:
        raise OverBudget() from None
