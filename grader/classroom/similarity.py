"""Which submissions were written alike: pairs of a class ranked by how much normalised code they share.

The method is winnowing (Schleimer, Wilkerson and Aiken, 2003; what MOSS and copydetect use). The code becomes
tokens: names numbered by first use, strings and numbers anonymous, comments and layout gone, so renaming
variables, editing comments or re-spacing changes nothing. Each run of K tokens is hashed, and in every window
of W hashes the smallest is kept as a fingerprint: two files share one where they share a run of K tokens. The
starter code's runs are removed first, so what every student was handed does not make them alike.

Written here rather than taken from copydetect: that package needs numpy, matplotlib, jinja2, pygments and tqdm
for the same ~40 lines, and Python's own tokenizer is all a Python course needs.
"""

from __future__ import annotations

import builtins
import io
import keyword
import tokenize
import zlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

# Runs of K tokens (about one short statement), a fingerprint from every W runs: any copied run of
# K + W - 1 tokens is always found.
K = 12
W = 6
# Pairs below this share too little to be worth an instructor's look.
THRESHOLD = 0.5
SKIPPED = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING}
KEPT_NAMES = set(keyword.kwlist) | set(dir(builtins))


@dataclass(frozen=True)
class Pair:
    exercise: str
    first: str
    second: str
    # Shared fingerprints over the smaller file's: 1.0 means one file's code is all in the other.
    score: float
    shared: int


def tokens(source: str) -> list[str]:
    """The code as anonymous tokens: keywords, builtins, attributes and operators as written, other names by
    order of appearance, strings `s` and numbers `n`; comments, docstrings and layout gone. A file that does not
    tokenize gives none."""
    out: list[str] = []
    names: dict[str, str] = {}
    try:
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if token.type in SKIPPED or token.type == tokenize.ENDMARKER:
                continue
            if (
                token.type == tokenize.STRING
                and (not out or out[-1] in (":", "v"))
                and token.line.strip() == token.string
            ):
                continue  # a docstring (a string alone on its line)
            if token.type == tokenize.NAME:
                out.append(_name(token.string, out, names))
            elif token.type == tokenize.STRING:
                out.append("s")
            elif token.type == tokenize.NUMBER:
                out.append("n")
            else:
                out.append(token.string)
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return []
    return out


def _name(name: str, before: list[str], names: dict[str, str]) -> str:
    """Keywords, builtins and attributes (`.split`, `.append`) as written; any other name by the order it first
    appears (`v0`, `v1`, …): renaming changes nothing, but which name is used where still counts."""
    if name in KEPT_NAMES or (before and before[-1] == "."):
        return name
    return names.setdefault(name, f"v{len(names)}")


def _hashes(items: Sequence[str]) -> list[int]:
    return [zlib.crc32(" ".join(items[at : at + K]).encode()) for at in range(len(items) - K + 1)]


def fingerprints(source: str, starter: Iterable[int] = ()) -> set[int]:
    """The winnowed hashes of `source`, less every run hash of the starter code."""
    hashes = _hashes(tokens(source))
    windows = [hashes[at : at + W] for at in range(max(len(hashes) - W + 1, 1))]
    return {min(window) for window in windows if window} - set(starter)


def starter_hashes(source: str) -> set[int]:
    """Every run hash of the code handed out (not only the winnowed ones): none of them may count."""
    return set(_hashes(tokens(source)))


def similar_pairs(
    exercise: str, sources: Mapping[str, str], starter: str = "", threshold: float = THRESHOLD
) -> list[Pair]:
    """Pairs of submissions (name → their file's text) sharing at least `threshold` of their fingerprints,
    most alike first."""
    handed_out = starter_hashes(starter)
    prints = {name: fingerprints(text, handed_out) for name, text in sources.items()}
    return _ranked(exercise, prints, threshold)


def _ranked(exercise: str, prints: Mapping[str, set[int]], threshold: float) -> list[Pair]:
    pairs = []
    for first, second in combinations(sorted(prints), 2):
        smaller = min(len(prints[first]), len(prints[second]))
        if smaller == 0:
            continue
        shared = len(prints[first] & prints[second])
        score = shared / smaller
        if score >= threshold:
            pairs.append(Pair(exercise, first, second, round(score, 3), shared))
    return sorted(pairs, key=lambda pair: (-pair.score, -pair.shared, pair.first, pair.second))


# A file larger than this is not read for the comparison (no chunking solution is that long).
MAX_FILE_BYTES = 1_000_000


class ClassPrints:
    """A class's fingerprints, taken one submission at a time: a batch takes each as its row is done, while the
    next submissions grade, so that only the comparison is left once the last one is graded. A text met before
    (an untouched stub, a shared file) is tokenised once."""

    def __init__(self, starters: Mapping[str, str], threshold: float = THRESHOLD) -> None:
        self.handed_out = {name: starter_hashes(text) for name, text in starters.items()}
        self.threshold = threshold
        self.prints: dict[str, dict[str, set[int]]] = {name: {} for name in starters}
        self._known: dict[tuple[str, str], set[int]] = {}

    def add(self, student: str, files: Mapping[str, str]) -> None:
        """One student's files, exercise name → text (exercises without a starter are not compared)."""
        for name, text in files.items():
            if name in self.prints:
                key = (name, text)
                if key not in self._known:
                    self._known[key] = fingerprints(text, self.handed_out[name])
                self.prints[name][student] = self._known[key]

    def pairs(self) -> list[Pair]:
        """Every exercise's similar pairs, most alike first."""
        pairs = [pair for name, prints in self.prints.items() for pair in _ranked(name, prints, self.threshold)]
        return sorted(pairs, key=lambda pair: (-pair.score, -pair.shared, pair.exercise, pair.first, pair.second))


def class_pairs(exercises: Mapping[str, str], folders: Mapping[str, Mapping[str, str]]) -> list[Pair]:
    """Every exercise's similar pairs: `exercises` maps each name to its starter code, `folders` each student to
    their files' texts by exercise."""
    prints = ClassPrints(exercises)
    for student, files in folders.items():
        prints.add(student, files)
    return prints.pairs()


def read_regular(path: object) -> str | None:
    """A submission's file as text, if it is a regular file of a sane size (a link is not followed)."""
    import os
    import stat
    from pathlib import Path

    file = Path(str(path))
    try:
        status = os.lstat(file)
        if not stat.S_ISREG(status.st_mode) or status.st_size > MAX_FILE_BYTES:
            return None
        return file.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
