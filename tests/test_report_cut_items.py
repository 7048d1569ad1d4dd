"""An answer's item too long for a report is cut by the bounds before any presenter sees it: the report still
gives the whole item's size, never the size of the copy it was cut to."""

from __future__ import annotations

from grader.present.bounds import ITEM_TEXT, TextBudget, whole_item
from grader.present.report import _SYMBOLS_ASCII, _chunk


def test_a_cut_item_keeps_its_whole_word_count_and_a_report_shows_that_count() -> None:
    line = "3 1 " * 10_000  # 20,000 words, 40,000 characters: a program's one long line
    (kept,) = TextBudget().answer([line], ["3 1 3"])[:1]
    assert len(kept) <= ITEM_TEXT < len(line)
    shown, words = whole_item(kept)
    assert words == 20_000 and line.startswith(shown)
    drawn = _chunk(kept, _SYMBOLS_ASCII).plain
    assert "(20,000 words)" in drawn, drawn[-80:]
    assert '" (20,000 words)' not in drawn, "a closing quote would say the line ends where it was cut"


def test_an_item_that_fits_is_kept_whole_and_counted_as_it_is() -> None:
    item = "a b c"
    assert TextBudget().answer([item], ["a b"]) == [item]
    assert whole_item(item) == (item, None)
