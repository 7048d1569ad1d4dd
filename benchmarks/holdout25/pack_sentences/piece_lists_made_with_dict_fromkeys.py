# MISTAKE: makes an empty word list for every piece with dict.fromkeys(range(n), []), but fromkeys gives every key the same list object, so all pieces are filled into one list and every piece comes out holding all the words; solve(["a b", "c d"], 2) -> right ['a b', 'c d'], file gives ['a b c d', 'a b c d']
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
    kept = [sentence.split() for sentence in sentences if sentence.split()]
    if not kept:
        return []
    groups = dict.fromkeys(range(len(kept)), [])
    k = 0
    count = 0
    for words in kept:
        if count and count + len(words) > limit:
            k += 1
            count = 0
        groups[k].extend(words)
        count += len(words)
    return [" ".join(groups[i]) for i in range(k + 1)]
