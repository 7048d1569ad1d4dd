# MISTAKE: Prints the chunks in a helper whose closing return is indented one level too deep, inside the loop, so the helper stops after the first chunk and the program prints only that one (texts that fit in one chunk and rejections are right): "4 2\na b c d e f g h\n" should print "a b c d", "c d e f" and "e f g h" but prints only "a b c d".
"""Chunk a text read from standard input, as an online judge would run it.

Line 1 of stdin starts with two whole numbers, `size` and `overlap`; everything after them — the
rest of line 1 and all later lines — is the text. Print the chunks of chunk_words, one per line
(words joined by single spaces), and nothing else. If line 1 does not start with two whole
numbers with size >= 1 and 0 <= overlap < size, print one sentence on stderr, nothing on stdout,
and exit with status 2. Run `kata show chunk_stdin` for the lesson.
"""

from __future__ import annotations

import sys


def print_chunks(words: list[str], size: int, overlap: int) -> None:
    for start in range(0, len(words), size - overlap):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        return


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
    print_chunks(parts[2:] + rest.split(), size, overlap)
    return 0


if __name__ == "__main__":
    sys.exit(main())
