# MISTAKE: Finds the positions where pieces start in a first pass and joins the sentences between them in a second, but runs the close test for blank sentences too, so a blank sentence after a sentence longer than limit starts a piece, and when only blank sentences follow, that piece is empty; solve(["a b c", ""], 2) -> right ['a b c'], file gives ['a b c', '']
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
    if not any(sentence.split() for sentence in sentences):
        return []
    starts = [0]
    count = 0
    for i, sentence in enumerate(sentences):
        n = len(sentence.split())
        if count and count + n > limit:
            starts.append(i)
            count = 0
        count += n
    ends = starts[1:] + [len(sentences)]
    return [" ".join(" ".join(sentences[a:b]).split()) for a, b in zip(starts, ends)]
