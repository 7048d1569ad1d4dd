# MISTAKE: Works out how many chunks the text needs and then makes all of them about the same length (ceil((words + (chunks - 1) * overlap) / chunks) words, moved by that minus overlap) so that the last chunk is not a short stub, instead of windows of exactly size words: "a b c d e f g", size 5, overlap 0 should give ["a b c d e", "f g"] but gives ["a b c d", "e f g"] (the lesson's examples are right).
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
    if not words:
        return []
    if len(words) <= size:
        return [" ".join(words)]
    step = size - overlap
    count = 1 + -(-(len(words) - size) // step)
    width = -(-(len(words) + (count - 1) * overlap) // count)
    width_step = width - overlap
    return [" ".join(words[k * width_step:k * width_step + width]) for k in range(count)]
