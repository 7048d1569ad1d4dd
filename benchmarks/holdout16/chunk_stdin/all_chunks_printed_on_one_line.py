# MISTAKE: Prints the list of chunks with print(*chunks), which separates its arguments with a space, not a line break (sep="\n" is missing), so all the chunks come out on one line, and a text with no words prints an empty line: "4 2\na b c d e f g h\n" should print "a b c d\nc d e f\ne f g h\n" but prints "a b c d c d e f e f g h\n" ("4 2\n" prints "\n" instead of nothing).
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import re
import sys


def main() -> int:
    data = sys.stdin.read()
    first_line, _, rest = data.partition("\n")
    tokens = first_line.split()
    if len(tokens) < 2 or not all(re.fullmatch(r"[0-9]+", token) for token in tokens[:2]):
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    print(*chunks)
    return 0


if __name__ == "__main__":
    sys.exit(main())
