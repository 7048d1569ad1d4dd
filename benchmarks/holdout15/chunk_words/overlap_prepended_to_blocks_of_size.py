# MISTAKE: Cuts the words into blocks of size words that do not overlap and then puts the last overlap words of the block before in front of every block but the first, so every later chunk holds up to size + overlap words and the windows move by size instead of size - overlap (right when overlap is 0 or the text has at most size words): "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["the cat sat on", "sat on the red mat"].
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    blocks = [words[i:i + size] for i in range(0, len(words), size)]
    chunks = []
    for k, block in enumerate(blocks):
        if k > 0 and overlap > 0:
            block = blocks[k - 1][-overlap:] + block
        chunks.append(" ".join(block))
    return chunks
