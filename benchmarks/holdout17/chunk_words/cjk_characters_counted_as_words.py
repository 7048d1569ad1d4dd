# MISTAKE: Takes every Chinese or Japanese character (kana and CJK ideographs) for a word of its own, because those languages write no spaces, although only whitespace separates two words: "我们 去 公园", size 2, overlap 0 should give ["我们 去", "公园"] but gives ["我 们", "去 公", "园"].
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations

import re


CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
WORD = re.compile(f"[{CJK}]|[^\\s{CJK}]+")


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = WORD.findall(text)
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
