"""The learner's quiz answers, kept in .kata/quiz.json beside progress.json: written atomically, never a crash.

Quiz results are the learner's own record. Nothing in grading reads them: a quiz never blocks an exercise.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..files import STATE_FOLDER, write_atomically

if TYPE_CHECKING:
    pass

QUIZ_FILE = "quiz.json"
FORMAT_VERSION = 1


@dataclass(frozen=True)
class Answered:
    """One quiz item as the learner last answered it."""

    right: bool
    # How many times it was answered, and whether any of them was right.
    tries: int = 1
    ever_right: bool = False
    when: float = 0.0


@dataclass(frozen=True)
class QuizResults:
    # exercise → item name → the last answer.
    exercises: dict[str, dict[str, Answered]] = field(default_factory=dict)
    warning: str = ""

    def of(self, exercise: str) -> dict[str, Answered]:
        return self.exercises.get(exercise, {})

    def right(self, exercise: str, items: tuple[str, ...]) -> int:
        """How many of these items the last answer got right."""
        answered = self.of(exercise)
        return sum(1 for name in items if name in answered and answered[name].right)


def quiz_path(root: Path) -> Path:
    return root / STATE_FOLDER / QUIZ_FILE


def load_quiz(root: Path) -> QuizResults:
    """The saved answers; a missing file is none yet, an unreadable one is ignored with a warning."""
    path = quiz_path(root)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("version") != FORMAT_VERSION:
            raise ValueError("unknown quiz format")
        return QuizResults(exercises={str(name): _items(items) for name, items in data["exercises"].items()})
    except FileNotFoundError:
        return QuizResults()
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return QuizResults(warning=f"{path} could not be read; quiz answers start afresh")


def _items(data: Any) -> dict[str, Answered]:
    return {
        str(name): Answered(
            right=bool(entry["right"]),
            tries=int(entry.get("tries", 1)),
            ever_right=bool(entry.get("ever_right", entry["right"])),
            when=float(entry.get("when", 0.0)),
        )
        for name, entry in data.items()
    }


def record_answer(root: Path, exercise: str, item: str, right: bool) -> QuizResults:
    """Keep one answer (read, change, write atomically: two terminals lose at most an answer, never the file)."""
    results = load_quiz(root)
    before = results.of(exercise).get(item)
    entry = Answered(
        right=right,
        tries=(before.tries + 1) if before else 1,
        ever_right=right or bool(before and before.ever_right),
        when=time.time(),
    )
    updated = replace(
        results, exercises={**results.exercises, exercise: {**results.of(exercise), item: entry}}, warning=""
    )
    data = {
        "version": FORMAT_VERSION,
        "exercises": {
            name: {key: vars(value) for key, value in sorted(items.items())}
            for name, items in sorted(updated.exercises.items())
        },
    }
    write_atomically(quiz_path(root), json.dumps(data, indent=2) + "\n")
    return updated


# The tag of the entries `kata grade --quiz` adds to a report: one per quiz item, after the cases.
QUIZ_TAG = "quiz"
