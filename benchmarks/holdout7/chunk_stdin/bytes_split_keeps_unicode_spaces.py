# MISTAKE: Reads stdin as bytes and splits with bytes.split(), which only knows ASCII whitespace, so a no-break space or other Unicode whitespace stays inside a word: "2 0 a\u00a0b c" should print "a b" and "c" but prints the single line "a\u00a0b c".
from __future__ import annotations

import sys


def main() -> int:
    data = sys.stdin.buffer.read()
    first, _, rest = data.partition(b"\n")
    head = first.split()
    if len(head) < 2 or not head[0].isdigit() or not head[1].isdigit():
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(head[0]), int(head[1])
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    words = [w.decode("utf-8") for w in head[2:] + rest.split()]
    step = size - overlap
    for start in range(0, len(words), step):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
