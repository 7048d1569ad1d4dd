# MISTAKE: Strips the whole input before taking line 1, so an empty (or blank) first line is skipped and the numbers are taken from the next line: "\n4 2\na b c" should be rejected (line 1 empty: nothing on stdout, status 2) but prints "a b c" and exits 0.
"""Read `size overlap` and a text from stdin and print its word chunks, one per line."""

from __future__ import annotations

import sys


def whole(token: str) -> bool:
    return len(token) > 0 and all("0" <= ch <= "9" for ch in token)


def main() -> int:
    data = sys.stdin.read().strip()
    lines = data.split("\n", 1)
    header = lines[0].split(maxsplit=2)
    if len(header) < 2 or not whole(header[0]) or not whole(header[1]):
        print("Line 1 must start with two whole numbers, size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(header[0]), int(header[1])
    if size == 0 or overlap >= size:
        print("Size must be at least 1 and overlap must be smaller than size.", file=sys.stderr)
        return 2
    words = header[2].split() if len(header) > 2 else []
    if len(lines) > 1:
        words += lines[1].split()
    start = 0
    while words:
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return 0


if __name__ == "__main__":
    sys.exit(main())
