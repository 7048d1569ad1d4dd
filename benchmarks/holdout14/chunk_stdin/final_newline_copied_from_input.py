# MISTAKE: Writes the chunks joined by line breaks and ends the output with a line break only when the input itself ended with one (to answer in the layout it was given), so for an input without a final line break the last chunk has no line break after it: "2 0 a b c" (no final line break) should print "a b\nc\n" but prints "a b\nc".
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
    parts = line1.split()
    if len(parts) < 2 or not all(part.isascii() and part.isdigit() for part in parts[:2]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = parts[2:] + rest.split()
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    if chunks:
        end = "\n" if data.endswith("\n") else ""
        sys.stdout.write("\n".join(chunks) + end)
    return 0


if __name__ == "__main__":
    sys.exit(main())
