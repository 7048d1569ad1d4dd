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
    # TODO: read all of sys.stdin, check line 1, print each chunk with print(), return 0;
    # on a bad line 1 print a message to sys.stderr and return 2.
    raise NotImplementedError("chunk_stdin is not written yet: replace this line with your program")


if __name__ == "__main__":
    sys.exit(main())
