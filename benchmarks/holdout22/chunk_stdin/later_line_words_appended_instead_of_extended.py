# MISTAKE: Adds the words of every line after line 1 with words.append(line.split()) where extend() belongs, so each later line becomes one list inside the word list and joining a window that holds one raises TypeError (an input without a line break is right); "2 0\na b c\n" -> right stdout "a b\nc\n", stderr empty, status 0; file gives stdout "", a TypeError traceback on stderr, status 1
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
    lines = data.split("\n")
    tokens = lines[0].split()
    if len(tokens) < 2 or not all(t.isascii() and t.isdigit() for t in tokens[:2]):
        print("line 1 must start with two whole numbers written with the digits 0-9", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = tokens[2:]
    for line in lines[1:]:
        words.append(line.split())
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
