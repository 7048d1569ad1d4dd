# MISTAKE: Marks the word limit words after the piece's start and cuts the piece at the sentence end nearest to that mark, before or after it, instead of at the last sentence end that is not past it, so when a sentence ends just after the mark the piece takes that sentence too and holds more than limit words: ["a b", "c d e"], limit 4 should give ["a b", "c d e"] but gives ["a b c d e"].
"""Glue whole sentences, in order, into pieces of at most `limit` words.

Walk through `sentences` in order and add each one to the current piece while the piece stays
at most `limit` words long (words are what str.split() finds); when a sentence would take it
over, close the piece and start a new one with that sentence. Sentences are never split: one
longer than `limit` becomes a piece of its own. A piece is the words of its sentences joined
by single spaces; sentences with no words are skipped, and no sentences give []. Run
`kata show pack_sentences` for the lesson.
"""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    words: list[str] = []
    ends: list[int] = []
    for sentence in sentences:
        sentence_words = sentence.split()
        if sentence_words:
            words.extend(sentence_words)
            ends.append(len(words))
    pieces: list[str] = []
    start = 0
    first = 0
    while start < len(words):
        target = start + limit
        if target >= len(words):
            pieces.append(" ".join(words[start:]))
            break
        after = first
        while ends[after] <= target:
            after += 1
        if after == first or ends[after] - target < target - ends[after - 1]:
            cut = ends[after]
            first = after + 1
        else:
            cut = ends[after - 1]
            first = after
        pieces.append(" ".join(words[start:cut]))
        start = cut
    return pieces
