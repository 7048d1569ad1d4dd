# MISTAKE: Compares overlap with size while both are still strings, so the order is alphabetical, not numeric: "10 2 a b c" should print "a b c" and exit 0, but "2" >= "10" as text, so it is rejected with status 2 (and "9 10" is accepted instead of rejected).
"""Read `size overlap` and a text from stdin and print its word chunks, one per line."""

from __future__ import annotations

import sys


def only_digits(token: str) -> bool:
    return bool(token) and all(ch in "0123456789" for ch in token)


def main() -> int:
    data = sys.stdin.read()
    line1, _, later = data.partition("\n")
    fields = line1.split(maxsplit=2)
    if len(fields) < 2:
        print("line 1 needs two numbers, size and overlap", file=sys.stderr)
        return 2
    size_s, overlap_s = fields[0], fields[1]
    if not only_digits(size_s) or not only_digits(overlap_s):
        print("size and overlap must be written with the digits 0-9", file=sys.stderr)
        return 2
    if int(size_s) < 1:
        print("size must be at least 1", file=sys.stderr)
        return 2
    if overlap_s >= size_s:
        print("overlap must be smaller than size", file=sys.stderr)
        return 2
    size, overlap = int(size_s), int(overlap_s)
    words = (fields[2] if len(fields) > 2 else "").split() + later.split()
    step = size - overlap
    i = 0
    while i < len(words):
        print(" ".join(words[i:i + size]))
        if i + size >= len(words):
            break
        i += step
    return 0


if __name__ == "__main__":
    sys.exit(main())
