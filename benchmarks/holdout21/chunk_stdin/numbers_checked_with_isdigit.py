# MISTAKE: Checks the two numbers with str.isdigit() alone, which is also true for other Unicode digits such as superscripts and Arabic-Indic digits, so such a line 1 is accepted (٤ 2) or int() crashes on it; "² 1\na b\n" -> right stdout "", one sentence on stderr, status 2, file gives stdout "", a ValueError traceback on stderr, status 1
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
    if len(tokens) < 2 or not tokens[0].isdigit() or not tokens[1].isdigit():
        print("Line 1 must start with two whole numbers, size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = tokens[2:] + rest.split()
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
