"""Texts drawn at random for speed cases: words that look like prose, so no solution can recognise a timed text.

Numbered words (`w1 w2 …`) have one shape that code could test for and answer from a shortcut; these have
the lengths, capitals, punctuation, digits and odd letters of real text, and a new order on every seed. The
same seed draws the same text again (`--seed`), on every system.
"""

from __future__ import annotations

import functools
import operator
import random

# Word pieces whose joins read like words of no language in particular.
_SYLLABLES = (
    "a e i o u an ar as at be ca co de di el en er es fa fi ga go ha he in is ka la le li lo ma me mi mo na "
    "ne no or ra re ri ro sa se si so ta te ti to un va ve vi wa we ya yo za ber cor dan fel gur hol jen kir "
    "lum mor nus pel qua ros sul tor ven wis xan yel zor str pla tre ble ght ing ous ent ion"
)
# Words real texts hold that syllables do not make: accents, digits, a hyphen. (Only Latin-1 letters: one letter
# beyond them makes Python store the whole text at two or four bytes a character, and every pass over it slower.
# No quote marks: a preview of the text stays in one kind of quotes.)
_ODD = ("café", "naïve", "Zoë", "straße", "déjà", "9:30", "14", "2026", "e-mail", "p.m.")
_ENDS = ("",) * 24 + (",", ",", ",", ".", ".", ";", ":", "!", "?")
# A pool of 2**16 words in which common words come often, as in prose (indexed by two random bytes).
_POOL_SIZE = 2**16


@functools.cache
def _pool() -> tuple[str, ...]:
    draw = random.Random("chunk-kata words")
    syllables = _SYLLABLES.split()
    vocabulary = []
    for _ in range(3000):
        word = "".join(draw.choice(syllables) for _ in range(draw.choice((1, 1, 2, 2, 2, 3, 3, 4))))
        if draw.random() < 0.12:
            word = word.capitalize()
        vocabulary.append(word + draw.choice(_ENDS))
    # The odd words among the fairly common ones, so that every text of a few hundred words holds some.
    for number, word in enumerate(_ODD):
        vocabulary.insert(40 + 17 * number, word)
    # Zipf-like: the first words of the vocabulary fill most of the pool (its order does not matter: it is drawn
    # from at random). Every 40th entry is followed by a line break, a tab or a second space.
    pool = _zipf_runs(vocabulary)
    gaps = ("\n", "\t", " ", "\n\n")
    for index in range(0, _POOL_SIZE, 40):
        pool[index] += gaps[index // 40 % len(gaps)]
    return tuple(pool)


def _rank(index: int, size: int) -> int:
    """The vocabulary entry at pool `index`: the curve that makes the first entries common."""
    return int(size * (index / _POOL_SIZE) ** 3)


def _zipf_runs(vocabulary: list[str]) -> list[str]:
    """[vocabulary[_rank(index)] for every index], built run by run (each entry fills one stretch of the pool, the
    rank growing with the index): the curve is worked out ~3,000 times, not 65,536 (~20 ms at each run's start)."""
    size = len(vocabulary)
    pool: list[str] = []
    start = 0
    for rank in range(size):
        # The stretch ends where the rank first exceeds this one: a first guess from the inverse curve, made exact.
        end = min(_POOL_SIZE, max(start, int(_POOL_SIZE * ((rank + 1) / size) ** (1 / 3))))
        while end > start and _rank(end - 1, size) > rank:
            end -= 1
        while end < _POOL_SIZE and _rank(end, size) <= rank:
            end += 1
        pool += [vocabulary[rank]] * (end - start)
        start = end
    return pool


def _draw(count: int, draw: random.Random) -> list[str]:
    """`count` words of the pool, drawn at C speed (a Python loop costs ~5 ms per 40,000 words)."""
    if count == 1:
        return [_pool()[draw.randrange(_POOL_SIZE)]]
    return list(operator.itemgetter(*memoryview(draw.randbytes(2 * count)).cast("H"))(_pool()))


def drawn_words(count: int, seed: int | str) -> str:
    """`count` words of prose-like text, separated by whitespace (mostly one space)."""
    if count <= 0:
        return ""
    return " ".join(_draw(count, random.Random(f"words:{seed}"))).strip()


def drawn_sentences(count: int, seed: int | str) -> list[str]:
    """`count` sentences of 1 to 24 words each, every one ending with a full stop."""
    draw = random.Random(f"sentences:{seed}")
    lengths = [1 + byte % 24 for byte in draw.randbytes(count)]
    words = [word.strip() for word in _draw(sum(lengths), draw)]
    sentences, start = [], 0
    for length in lengths:
        sentences.append(" ".join(words[start : start + length]).rstrip(",.;:!?") + ".")
        start += length
    return sentences


def shuffled_numbers(count: int, seed: int | str) -> list[int]:
    """The numbers 0 to count - 1, in an order drawn from `seed`."""
    numbers = list(range(count))
    random.Random(f"numbers:{seed}").shuffle(numbers)
    return numbers
