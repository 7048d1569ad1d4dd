# MISTAKE: Cuts the two numbers off line 1 with line1.lstrip(" \t0123456789"), which also eats text after them that starts with digits: "2 0 1 2 3" should print "1 2" and "3" and exit 0 but prints nothing and exits 0.
from __future__ import annotations

import sys


def whole_number(token: str) -> bool:
    return bool(token) and token.isascii() and token.isdigit()


def main() -> int:
    data = sys.stdin.read()
    line1, _, later = data.partition("\n")
    parts = line1.split()
    if len(parts) < 2 or not whole_number(parts[0]) or not whole_number(parts[1]):
        print("Line 1 has to start with two whole numbers (size overlap).", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if size == 0 or overlap >= size:
        print("Size has to be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    text = line1.lstrip(" \t0123456789") + "\n" + later
    words = text.split()
    step = size - overlap
    for start in range(0, len(words), step):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
