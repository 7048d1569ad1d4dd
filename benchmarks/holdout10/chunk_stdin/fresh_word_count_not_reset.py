# MISTAKE: Prints each window as soon as it holds size words and prints the leftover window at the end when its count of new words is not 0, but never resets that count after printing, so when a full window ends exactly on the last word the leftover overlap words are printed once more (an empty line when overlap is 0): "4 2\na b c d e f g h\n" should print "a b c d\nc d e f\ne f g h\n" but prints "a b c d\nc d e f\ne f g h\ng h\n".
from __future__ import annotations

import sys


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    tokens = line1.split()
    if len(tokens) < 2 or not all(t.isascii() and t.isdigit() for t in tokens[:2]):
        print("Line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(tokens[0]), int(tokens[1])
    if size < 1 or overlap >= size:
        print("Size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    step = size - overlap
    window = []
    fresh = 0
    for word in tokens[2:] + rest.split():
        window.append(word)
        fresh += 1
        if len(window) == size:
            print(" ".join(window))
            window = window[step:]
    if fresh:
        print(" ".join(window))
    return 0


if __name__ == "__main__":
    sys.exit(main())
