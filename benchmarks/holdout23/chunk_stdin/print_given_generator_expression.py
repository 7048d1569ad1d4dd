# MISTAKE: passes a generator expression of the chunks to one print() call, which prints the generator object's repr instead of each chunk on a line of its own (also when there are no words); "2 0 a b c\n" -> right stdout "a b\nc\n", stderr "", status 0, file gives stdout "<generator object main.<locals>.<genexpr> at 0x...>\n", stderr "", status 0
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    tokens = line1.split()
    if len(tokens) < 2 or not all(t.isascii() and t.isdigit() for t in tokens[:2]):
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("The size must be at least 1 and the overlap smaller than the size.", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    step = size - overlap
    starts = []
    for start in range(0, len(words), step):
        starts.append(start)
        if start + size >= len(words):
            break
    print(" ".join(words[start:start + size]) for start in starts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
