# cause: a text with no words yields one empty chunk instead of none.
import re


def _words(text, size):
    for m in re.finditer(r"\S+", text):
        s, e = m.span()
        if e - s <= size:
            yield s, e, True
        else:
            for p in range(s, e, size):
                yield p, min(p + size, e), False


def solve(text, size, overlap):
    if not text.strip():
        yield ""
        return
    words = _words(text, size)
    nxt = next(words, None)
    window = []
    while nxt is not None:
        if not window or nxt[1] - window[0][0] <= size:
            window.append(nxt)
            nxt = next(words, None)
            continue
        yield text[window[0][0]:window[-1][1]]
        end = window[-1][1]
        carry = []
        for w in reversed(window[1:]):
            if not w[2]:
                break
            if end - w[0] > overlap or nxt[1] - w[0] > size:
                break
            carry.insert(0, w)
        window = carry
    if window:
        yield text[window[0][0]:window[-1][1]]
