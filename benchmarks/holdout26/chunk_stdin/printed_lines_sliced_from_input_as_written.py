# MISTAKE: finds the words of the text with re.finditer and prints each window as the stretch of the input from its first word to its last, so the whitespace between the words of a line is printed as written (tabs, runs of spaces, line breaks that split one chunk over several lines) instead of single spaces; stdin "2 0 a\tb c\n" -> right stdout "a b\nc\n", stderr empty, status 0; file gives stdout "a\tb\nc\n", stderr empty, status 0
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
    line1 = data.partition("\n")[0]
    head = re.match(r"\s*(\S+)\s+(\S+)", line1)
    if head is None or not all(t.isascii() and t.isdigit() for t in head.groups()):
        print("line 1 must start with two whole numbers (size, then overlap) written with the digits 0-9", file=sys.stderr)
        return 2
    size, overlap = int(head.group(1)), int(head.group(2))
    if size < 1 or overlap >= size:
        print(f"size must be at least 1 and overlap smaller than size, got size {size} and overlap {overlap}", file=sys.stderr)
        return 2
    body = data[head.end():]
    spans = [m.span() for m in re.finditer(r"\S+", body)]
    start = 0
    while start < len(spans):
        window = spans[start:start + size]
        print(body[window[0][0]:window[-1][1]])
        if start + size >= len(spans):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
