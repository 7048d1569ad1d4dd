# MISTAKE: Splits line 1 with shlex.split, which reads it as a shell command line, so quotes and backslashes in the text written on line 1 are removed or joined into one word, and an unpaired quote makes shlex raise, which the program reports as a bad line 1: "2 0 don't stop\n" should print "don't stop\n" and exit 0 but prints nothing on stdout, a sentence on stderr and exits 2 ('2 0 "a b" c\n' should print '"a b"\nc\n' but prints "a b c\n").
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import re
import shlex
import sys


def main() -> int:
    text = sys.stdin.read()
    line1, _, later = text.partition("\n")
    try:
        tokens = shlex.split(line1)
    except ValueError:
        print("Could not read line 1: it must start with size and overlap.", file=sys.stderr)
        return 2
    if len(tokens) < 2 or not all(re.fullmatch(r"[0-9]+", t) for t in tokens[:2]):
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap must be smaller than size.", file=sys.stderr)
        return 2
    words = tokens[2:] + later.split()
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
