# MISTAKE: Prints only full windows (starts in range(0, len(words) - size + 1, step)) and then a leftover tail after the last one, so a text with fewer words than size prints nothing: "4 1 a b c" should print "a b c" but prints no line at all.
"""Read `size overlap` and a text from stdin and print its word chunks, one per line."""

from __future__ import annotations

import sys


def main() -> int:
    data = sys.stdin.read()
    first, _, rest = data.partition("\n")
    nums = first.split(maxsplit=2)
    if len(nums) < 2 or not all(n.isascii() and n.isdigit() for n in nums[:2]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(nums[0]), int(nums[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = (nums[2] if len(nums) == 3 else "").split() + rest.split()
    step = size - overlap
    last_end = 0
    for start in range(0, len(words) - size + 1, step):
        print(" ".join(words[start:start + size]))
        last_end = start + size
    if 0 < last_end < len(words):
        start = last_end - size + step
        print(" ".join(words[start:]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
