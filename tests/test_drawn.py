"""Drawn texts for speed cases (course/drawn.py): the same seed draws the same words on every system."""

from __future__ import annotations

from grader.course import drawn


def test_the_word_pool_is_the_curve_worked_out_for_every_place() -> None:
    """The pool is built run by run; each place must hold the vocabulary entry the curve gives it."""
    pool = drawn._pool()
    assert len(pool) == drawn._POOL_SIZE
    # The run-by-run build and the curve worked out at every place agree (the gaps added every 40th word aside).
    rebuilt = drawn._zipf_runs([str(rank) for rank in range(3010)])
    assert rebuilt == [str(drawn._rank(index, 3010)) for index in range(drawn._POOL_SIZE)]


def test_the_same_seed_draws_the_same_text() -> None:
    assert drawn.drawn_words(50, 7) == drawn.drawn_words(50, 7)
    assert drawn.drawn_words(50, 7) != drawn.drawn_words(50, 8)
