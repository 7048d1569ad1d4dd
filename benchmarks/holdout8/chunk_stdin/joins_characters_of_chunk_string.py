# MISTAKE: Builds each chunk as a string and then prints it with print(" ".join(chunk)), which joins the characters of that string, so a space appears between every two characters: "2 0 ab cd ef" should print "ab cd\nef\n" but prints "a b   c d\ne f\n".
from __future__ import annotations

import sys


def valid_number(token: str) -> bool:
    return len(token) > 0 and all("0" <= ch <= "9" for ch in token)


def main() -> int:
    data = sys.stdin.read()
    lines = data.split("\n")
    head = lines[0].split()
    if len(head) < 2 or not (valid_number(head[0]) and valid_number(head[1])):
        print("Line 1 must start with two whole numbers, size and overlap.", file=sys.stderr)
        return 2
    size = int(head[0])
    overlap = int(head[1])
    if size < 1 or not 0 <= overlap < size:
        print("Need size >= 1 and 0 <= overlap < size.", file=sys.stderr)
        return 2
    words = head[2:]
    for line in lines[1:]:
        words.extend(line.split())
    step = size - overlap
    chunks = []
    for start in range(0, len(words), step):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    for chunk in chunks:
        print(" ".join(chunk))
    return 0


if __name__ == "__main__":
    sys.exit(main())
