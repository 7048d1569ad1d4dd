"""How much of the learner's own text a report carries: every field cut to a stated size, per case and per run.

A traceback with a million exception notes, a flood of output, a 60-million-character chunk: reports copied
them whole (a results.json of 61 MiB, a job summary of 4.8 MiB). present/public.py cuts every learner-made
text (tracebacks, output, messages, what broke a promise, the learner's answers) here, before any presenter
sees it, so every format carries the same bounded text, and says where it was cut.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

# One text field of one case (a traceback, the captured output, a message).
CASE_TEXT = 4_000
# One answer of the learner's (all its items together), and one item of it.
ANSWER_TEXT = 20_000
ITEM_TEXT = 4_000
# Everything the learner's code made, in one exercise's report, its similar inputs included.
RUN_TEXT = 200_000
# Items of a long answer kept past its first difference from the expected one (the report shows a few).
ITEMS_PAST_DIFFERENCE = 5


def cut_mark(shown: int, total: int, words: int | None = None) -> str:
    counted = f"; {words:,} words in all" if words is not None else ""
    return f"\n… (cut: {shown:,} of {total:,} characters shown{counted})"


# An answer's item cut by TextBudget.answer: its mark keeps the whole item's word count, which a report shows (the
# words of the cut copy would be a false figure: "1,986 words" for a line of 19,994).
_ITEM_CUT = re.compile(r"\n… \(cut: [\d,]+ of [\d,]+ characters shown; ([\d,]+) words in all\)\Z")


def whole_item(item: str) -> tuple[str, int | None]:
    """An item as kept, without its cut mark, and the whole item's word count (None: the item is whole)."""
    found = _ITEM_CUT.search(item)
    if found is None:
        return item, None
    return item[: found.start()], int(found.group(1).replace(",", ""))


@dataclass
class TextBudget:
    """What is left of the run's RUN_TEXT as the fields of its cases are cut."""

    left: int = RUN_TEXT

    def text(self, value: str, limit: int = CASE_TEXT, *, words: bool = False) -> str:
        """`value` cut to `limit` and to what is left of the run's budget, the cut marked (`words`: with the
        whole text's word count)."""
        room = max(0, min(limit, self.left))
        if len(value) <= room:
            self.left -= len(value)
            return value
        counted = len(value.split()) if words else None
        length = max(0, room - len(cut_mark(room, len(value), counted)))
        mark = cut_mark(length, len(value), counted)
        self.left -= length + len(mark)
        return value[:length] + mark

    def answer(self, value: Any, expected: Any) -> Any:
        """A learner's answer within ANSWER_TEXT: each item cut to ITEM_TEXT, and a long list cut a few items
        past where it first differs from `expected`, a last item saying how many were left out."""
        if isinstance(value, str):
            return self.text(value, ANSWER_TEXT)
        if not isinstance(value, list):
            text = repr(value)
            return value if len(text) <= ANSWER_TEXT else self.text(text, ANSWER_TEXT)
        from ..judge.verdicts import first_difference

        keep = len(value)
        if isinstance(expected, list):
            keep = min(keep, first_difference(expected, value) + ITEMS_PAST_DIFFERENCE + 1)
        room = min(ANSWER_TEXT, self.left)
        kept = value[:keep]
        if set(map(type, kept)) <= {str} and max(map(len, kept), default=0) <= ITEM_TEXT:
            total = sum(map(len, kept))
            if total < room:  # every item fits whole: what the loop below keeps, counted in C
                self.left -= total
                return kept if len(kept) == len(value) else [*kept, _left_out(len(value) - len(kept), value)]
        items: list[Any] = []
        for item in value[:keep]:
            if room <= 0:
                break
            shown = self.text(item, min(ITEM_TEXT, room), words=True) if isinstance(item, str) else item
            items.append(shown)
            room -= len(shown) if isinstance(shown, str) else len(repr(shown))
        if len(items) < len(value):
            items.append(_left_out(len(value) - len(items), value))
        return items


def _left_out(count: int, value: list[Any]) -> str:
    return f"… (cut: {count:,} more of {len(value):,} items not shown)"


_LEFT_OUT = re.compile(r"… \(cut: [\d,]+ more of ([\d,]+) items not shown\)")


def _cut_note(items: list[Any]) -> re.Match[str] | None:
    last = items[-1] if items else None
    return _LEFT_OUT.fullmatch(last) if isinstance(last, str) else None


def was_cut(items: list[Any]) -> bool:
    """Does the answer end with answer()'s note that items were left out?"""
    return _cut_note(items) is not None


def whole_count(items: list[Any]) -> int:
    """How many items the answer had before it was cut (answer() ends a cut list with a note that says so)."""
    found = _cut_note(items)
    return int(found.group(1).replace(",", "")) if found else len(items)
