# MISTAKE: walks the sentences as a deque and, when one does not fit, closes the piece and puts the sentence back to be tried again with queue.append() where appendleft() belongs, so that sentence goes to the end of the queue and comes out after all the sentences that followed it; solve(["a b", "c d", "e"], 3) -> right ['a b', 'c d e'], file gives ['a b', 'e c d']
"""Glue whole sentences, in order, into pieces of at most `limit` words.

Walk through `sentences` in order and add each one to the current piece while the piece stays
at most `limit` words long (words are what str.split() finds); when a sentence would take it
over, close the piece and start a new one with that sentence. Sentences are never split: one
longer than `limit` becomes a piece of its own. A piece is the words of its sentences joined
by single spaces; sentences with no words are skipped, and no sentences give []. Run
`kata show pack_sentences` for the lesson.
"""

from __future__ import annotations

from collections import deque


def solve(sentences: list[str], limit: int) -> list[str]:
    queue = deque(sentences)
    pieces = []
    piece = []
    while queue:
        words = queue.popleft().split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
            queue.append(" ".join(words))
            continue
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
