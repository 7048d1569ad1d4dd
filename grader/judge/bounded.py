"""Trusted code under a limit that holds on any thread: a budget of executed lines, counted by a trace function.

Mutants of the reference can loop forever (a dropped `first += step`); a signal-based alarm only works on the
main thread, and a batch grades on several. Counting line events bounds both time and what a loop can append.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

# Lines a mutant may execute on one small input (a correct reference needs a few hundred).
LINE_BUDGET = 20_000


class OverBudget(Exception):
    """Raised inside the traced code when it has run too many lines."""


def within_budget(function: Callable[[], Any], lines: int = LINE_BUDGET) -> Any:
    """Call `function()`; OverBudget once the code it runs has executed `lines` lines."""
    left = [lines]

    def local(frame: FrameType, event: str, arg: Any) -> Any:
        left[0] -= 1
        if left[0] < 0:
            raise OverBudget()
        return local

    def tracer(frame: FrameType, event: str, arg: Any) -> Any:
        return local

    previous = sys.gettrace()
    sys.settrace(tracer)
    try:
        return function()
    finally:
        sys.settrace(previous)
