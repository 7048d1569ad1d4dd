# MISTAKE: Puts the words of all sentences in one list and cuts it every limit words, as the windows of chunk_words with no overlap, ignoring where sentences end, so sentences are split between pieces; solve(["a b", "c d"], 3) -> right ['a b', 'c d'], file gives ['a b c', 'd']
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
    words = [word for sentence in sentences for word in sentence.split()]
    return [" ".join(words[i:i + limit]) for i in range(0, len(words), limit)]
