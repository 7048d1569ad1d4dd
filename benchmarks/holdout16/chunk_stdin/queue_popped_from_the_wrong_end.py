# MISTAKE: Collects the chunks in a collections.deque and prints them with queue.pop(), which takes from the right end, instead of popleft(), so the lines come out in reverse order: "4 2\na b c d e f g h\n" should print "a b c d\nc d e f\ne f g h\n" but prints "e f g h\nc d e f\na b c d\n".
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

from collections import deque
import sys


def main() -> int:
    raw = sys.stdin.read()
    first, _, others = raw.partition("\n")
    fields = first.split()
    if len(fields) < 2 or not all(f.isascii() and f.isdigit() for f in fields[:2]):
        print("The first line must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(fields[0]), int(fields[1])
    if size < 1 or overlap >= size:
        print("The size must be at least 1 and the overlap smaller than the size.", file=sys.stderr)
        return 2
    words = fields[2:] + others.split()
    queue = deque()
    start = 0
    while start < len(words):
        queue.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    while queue:
        print(queue.pop())
    return 0


if __name__ == "__main__":
    sys.exit(main())
