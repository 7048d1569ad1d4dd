# MISTAKE: Rejects only overlap > size instead of overlap >= size, so a line 1 like "3 3" passes the check and the step of 0 then crashes range() with a traceback: "3 3\na b c d" should print nothing on stdout, one sentence on stderr and exit 2, but exits with status 1 (ValueError traceback).
"""Read `size overlap` and a text from stdin and print its word chunks, one per line."""

from __future__ import annotations

import sys

DIGITS = set("0123456789")


def is_whole_number(token: str) -> bool:
    return token != "" and all(ch in DIGITS for ch in token)


def main() -> int:
    data = sys.stdin.read()
    first, _, rest = data.partition("\n")
    parts = first.split(maxsplit=2)
    if len(parts) < 2 or not is_whole_number(parts[0]) or not is_whole_number(parts[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if size < 1 or overlap > size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    text = (parts[2] if len(parts) == 3 else "") + "\n" + rest
    words = text.split()
    step = size - overlap
    for start in range(0, len(words), step):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
