"""Reference for chunk_stdin: read `size overlap` and a text on stdin, print one chunk a line."""

from __future__ import annotations

import re
import sys
from typing import Any

# How the input is read (the lesson says the same):
#   - Line 1 must begin with two whole numbers written with the digits 0-9: size, then overlap.
#   - Anything after those two numbers on line 1 is already text, so the judge-page style
#     "4 2 a b c d e f g h" on a single line is accepted.
#   - Every later line is text too: words may be spread over as many lines as you like.
# A bad first line prints one sentence on stderr, nothing on stdout, and exits with status 2.
USAGE_ERROR = 2
NUMBER = re.compile(r"[0-9]+")


def chunks(words: list[str], size: int, overlap: int) -> list[str]:
    """The windows of chunk_words: `size` words, step `size - overlap`, stop at the last word."""
    return [" ".join(words[first:end]) for first, end in chunk_spans(len(words), size, overlap)]


def chunk_spans(word_count: int, size: int, overlap: int) -> list[tuple[int, int]]:
    """(first word, end) of each window, ends exclusive."""
    # Step 4: windows of `size` words, each `size - overlap` after the one before, as in chunk_words.
    spans: list[tuple[int, int]] = []
    first = 0
    while first < word_count:
        end = min(first + size, word_count)
        spans.append((first, end))
        # Step 5: stop right after the window that reaches the last word.
        if end >= word_count:
            break
        first += size - overlap
    return spans


def read_settings(first_line: str) -> tuple[int, int, list[str]]:
    """size, overlap and the words that follow them on line 1; ValueError says what is wrong."""
    # Step 1: line 1 must start with two whole numbers written with the digits 0-9: size, then overlap.
    fields = first_line.split()
    if not fields:
        raise ValueError("line 1 is empty: it must start with two numbers, size and overlap")
    if len(fields) < 2:
        shown = first_line.rstrip("\r")
        raise ValueError(f"line 1 must start with two numbers, size and overlap (got {shown!r})")
    size_text, overlap_text = fields[0], fields[1]
    for label, value in (("size", size_text), ("overlap", overlap_text)):
        if not NUMBER.fullmatch(value):
            raise ValueError(f"{label} must be a whole number written with digits (got {value!r})")
    # Step 2: size is at least 1 and overlap smaller than size.
    size, overlap = int(size_text), int(overlap_text)
    if size < 1:
        raise ValueError(f"size must be at least 1 (got {size})")
    if overlap >= size:
        raise ValueError(f"overlap must be smaller than size (got size {size}, overlap {overlap})")
    return size, overlap, fields[2:]


def main() -> int:
    """Read the whole input, print the chunks, return the exit status."""
    # Step 1: read all of standard input; line 1 holds the numbers.
    first_line, _, rest = sys.stdin.read().partition("\n")
    try:
        size, overlap, words = read_settings(first_line)
    except ValueError as problem:
        print(f"chunk_stdin: {problem}", file=sys.stderr)
        return USAGE_ERROR
    # Step 3: the text is the rest of line 1 and every later line; step 6: one chunk per printed line.
    for chunk in chunks(words + rest.split(), size, overlap):
        print(chunk)
    return 0


# ---- For the grader, not part of the answer: the lesson's promises as checks, and the inputs to try first.
# A promise is a function (arguments, answer) -> None when the answer keeps it, else one sentence of evidence
# from this input. Its docstring is the promise, word for word as in the lesson's list (`kata cases check`).
# The answer is the printed lines, "error" for a rejection as the lesson states it, or "error (...)" naming
# the rules a non-zero exit broke.


def rejects_exactly_the_bad_first_lines(arguments: dict[str, Any], answer: list[str] | str) -> str | None:
    """line 1 is rejected exactly when it does not start with two whole numbers written with the digits 0–9,
    `size` at least 1 and `overlap` smaller than `size`"""
    first_line = arguments["stdin"].partition("\n")[0]
    try:
        size, overlap, _ = read_settings(first_line)
    except ValueError as problem:
        if not _rejected(answer):
            printed = len(answer)
            return (
                f"line 1 {_shown(first_line)} must be rejected ({problem}), yet the program printed {printed} "
                f"line{'s' * (printed != 1)} and exited with status 0"
            )
        return None
    if _rejected(answer):
        return f"line 1 {_shown(first_line)} is valid (size {size}, overlap {overlap}), yet the program rejected it"
    return None


def rejects_quietly_with_status_2(arguments: dict[str, Any], answer: list[str] | str) -> str | None:
    """a rejection prints nothing on stdout, one sentence on stderr, and exits with status 2"""
    if _rejected(answer) and answer != "error":
        return "the program rejected the input with " + str(answer).removeprefix("error").strip(" ()")
    return None


def prints_nothing_for_no_words(arguments: dict[str, Any], answer: list[str] | str) -> str | None:
    """a text with no words prints nothing at all, not even an empty line"""
    words = _words(arguments["stdin"])
    if words == [] and isinstance(answer, list) and answer:
        shown = "an empty line" if answer == [""] else f"{len(answer)} lines"
        return f"the text has no words, yet the program printed {shown}"
    return None


def lines_are_runs_of_words(arguments: dict[str, Any], answer: list[str] | str) -> str | None:
    """every printed line is some of the text's words, side by side as in the text, joined by single spaces"""
    words, settings = _words(arguments["stdin"]), _settings(arguments["stdin"])
    if words is None or settings is None or not isinstance(answer, list):
        return None
    known = set(words)
    places = _placed(words, answer, settings[0] - settings[1])
    for number, line in enumerate(answer):
        if not line.split():
            return f"line {number} is {line!r}, which holds no word"
        run = line.split(" ")
        if "" in run:
            return f"line {number} {_shown(line)} has a space at one end or two spaces in a row"
        for word in run:
            if word not in known:
                return f"line {number} holds {_shown(word)}, which is not a word of the text"
        if places[number] is None:
            return f"line {number} {_shown(line)} is not a run of the text's words"
    return None


def prints_every_word(arguments: dict[str, Any], answer: list[str] | str) -> str | None:
    """every word after the two numbers, on line 1 and on every later line, is printed, in order"""
    stdin = arguments["stdin"]
    words, settings = _words(stdin), _settings(stdin)
    if not words or settings is None or not isinstance(answer, list):
        return None
    covered = [False] * len(words)
    for line, place in zip(answer, _placed(words, answer, settings[0] - settings[1]), strict=True):
        if place is not None:
            covered[place : place + len(line.split(" "))] = [True] * len(line.split(" "))
    if all(covered):
        return None
    missing = covered.index(False)
    return f"the word {words[missing]!r} ({_where(stdin, missing)}) is in no printed line"


def lines_are_the_windows_of_chunk_words(arguments: dict[str, Any], answer: list[str] | str) -> str | None:
    """each line holds at most `size` words and starts `size - overlap` words after the one before; only the
    last may hold fewer, and no line comes after the one that holds the last word"""
    words, settings = _words(arguments["stdin"]), _settings(arguments["stdin"])
    if words is None or settings is None or not isinstance(answer, list):
        return None
    size, overlap = settings
    places = _placed(words, answer, size - overlap)
    return (
        _too_long(answer, size)
        or _stop(words, answer, places)
        or _step(words, answer, places, size, overlap)
        or _short(answer, size)
    )


PROMISES = (
    rejects_exactly_the_bad_first_lines,
    rejects_quietly_with_status_2,
    prints_nothing_for_no_words,
    lines_are_runs_of_words,
    prints_every_word,
    lines_are_the_windows_of_chunk_words,
)


def _rejected(answer: list[str] | str) -> bool:
    return isinstance(answer, str) and answer.startswith("error")


def _shown(text: str, most: int = 40) -> str:
    return repr(text) if len(text) <= most else repr(text[: most - 3] + "...")


def _settings(stdin: str) -> tuple[int, int] | None:
    try:
        size, overlap, _ = read_settings(stdin.partition("\n")[0])
    except ValueError:
        return None
    return size, overlap


def _words(stdin: str) -> list[str] | None:
    """The text's words (after the two numbers); None when line 1 is rejected."""
    first_line, _, rest = stdin.partition("\n")
    try:
        _, _, words = read_settings(first_line)
    except ValueError:
        return None
    return words + rest.split()


def _where(stdin: str, index: int) -> str:
    """Which line of the input word `index` of the text is on."""
    first_line, _, rest = stdin.partition("\n")
    on_first = len(first_line.split()) - 2
    if index < on_first:
        return "on line 1, after the two numbers"
    seen = on_first
    for number, line in enumerate(rest.split("\n"), start=2):
        seen += len(line.split())
        if index < seen:
            return f"on line {number} of the input"
    return "in the input"


def _placed(words: list[str], lines: list[str], step: int) -> list[int | None]:
    """Where each line sits among the words: at its right place when it is there, else at the first run of
    the same words after the line before (else anywhere); None when it is no run of the words."""
    import bisect

    where: dict[str, list[int]] = {}
    for index, word in enumerate(words):
        where.setdefault(word, []).append(index)
    places: list[int | None] = []
    after = 0
    for number, line in enumerate(lines):
        run = line.split(" ")
        place: int | None = None
        if not all(word in where for word in run):
            pass  # holds a word the text has not: no run of its words
        elif words[number * step : number * step + len(run)] == run:
            place = number * step
        else:
            starts = where.get(run[0], [])
            later = bisect.bisect_left(starts, after)
            for turn in range(len(starts)):  # the runs after the chunk before first, then the earlier ones
                start = starts[(later + turn) % len(starts)]
                if words[start : start + len(run)] == run:
                    place = start
                    break
        places.append(place)
        if place is not None:
            after = place + 1
    return places


def _too_long(lines: list[str], size: int) -> str | None:
    for number, line in enumerate(lines):
        count = len(line.split())
        if count > size:
            return f"line {number} holds {count} words; size is {size}"
    return None


def _stop(words: list[str], lines: list[str], places: list[int | None]) -> str | None:
    if not words:
        return None
    last = f"the last word {words[-1]!r}"
    for number, (line, place) in enumerate(zip(lines, places, strict=True)):
        if place is not None and place + len(line.split(" ")) == len(words):
            if number + 1 < len(lines):
                return f"line {number + 1} comes after line {number}, which already holds {last}"
            return None
    return f"{last} is in no line"


def _step(words: list[str], lines: list[str], places: list[int | None], size: int, overlap: int) -> str | None:
    step = size - overlap
    for number, place in enumerate(places):
        if place is None:
            continue
        if number == 0:
            if place != 0:
                return f"line 0 starts with {words[place]!r}, not with the first word {words[0]!r}"
            continue
        before = places[number - 1]
        if before is None or place - before == step:
            continue
        if place <= before:
            return f"line {number} starts at word {place}, not after line {number - 1} (word {before})"
        if len(lines[number - 1].split(" ")) == size:
            shared = max(0, before + size - place)
            return f"lines {number - 1} and {number} share {shared} word{'s' * (shared != 1)}; overlap is {overlap}"
        return f"line {number} starts {place - before} words after line {number - 1}; the step is {step}"
    return None


def _short(lines: list[str], size: int) -> str | None:
    for number, line in enumerate(lines[:-1]):
        count = len(line.split())
        if count < size:
            return f"line {number} holds {count} word{'s' * (count != 1)}, but only the last line may hold fewer"
    return None


# Inputs at the edges of the task, tried before the random ones: whatever the seed, these are compared.
BOUNDARY = [
    {"stdin": ""},
    {"stdin": "\n"},
    {"stdin": "4"},
    {"stdin": "4 2"},
    {"stdin": "4 2\n"},
    {"stdin": "4 2\n \n\t\n"},
    {"stdin": "1 0 word"},
    {"stdin": "3 2\nword\n"},
    {"stdin": "2 1\na b c\n"},
    {"stdin": " 2 0 \r\na b\r\nc\r\n"},
    {"stdin": "+4 2\na b c d e\n"},
    {"stdin": "4 +2\na b c d e\n"},
    {"stdin": "-4 2\na b c d e\n"},
    {"stdin": "4 -1\na b c d e\n"},
    {"stdin": "٤ 2\na b c d e\n"},
    {"stdin": "4 ٢\na b c d e\n"},
    {"stdin": "４ 2\na b c d e\n"},
    {"stdin": "² 1\na b c d e\n"},
    {"stdin": "1_0 2\na b c d e\n"},
    {"stdin": "4.0 2\na b c d e\n"},
    {"stdin": "04 02\na b c d e\n"},
    {"stdin": "0 0\na b\n"},
    {"stdin": "3 3\na b c d\n"},
    {"stdin": "2 5\na b c\n"},
    {"stdin": "4\n2\na b c d\n"},
    # Line 1 ends at its "\n" alone: whitespace that str.splitlines() also breaks at still separates two numbers.
    {"stdin": "3\x0c1\na b c d e\n"},
    {"stdin": "2\u20280 a b c\n"},
    {"stdin": "2 1\x85a b c\n"},
]


def inputs() -> Any:
    """A Hypothesis strategy for {"stdin": ...}: mostly valid inputs, some with a broken line 1."""
    from hypothesis import strategies as st

    word = st.sampled_from(["a", "b", "c", "the", "cat", "Hello,", "café", "日本", "😀", "42"])
    gap = st.sampled_from([" ", "  ", "\t", "\n", "\r\n", " \n "])
    # A text: each word preceded by some whitespace, so it may start on a new line.
    words = st.lists(st.tuples(gap, word), max_size=30).map(
        lambda pairs: "".join(space + item for space, item in pairs)
    )

    @st.composite
    def valid(draw: Any) -> str:
        text = draw(words).lstrip(" ")
        # Often a size the whole text fits in (one line): code that takes a short cut for it is tried too.
        count = len(text.split())
        size = draw(st.integers(min_value=1, max_value=10) | st.integers(min_value=max(1, count), max_value=count + 2))
        overlap = draw(st.integers(min_value=0, max_value=size - 1))
        # Either the text begins on line 1 right after the numbers, or on line 2.
        between = draw(st.sampled_from([" ", "\n", "\n", " \n"]))
        ending = draw(st.sampled_from(["", "\n"]))
        return f"{size} {overlap}{between}{text}{ending}"

    broken_first_line = st.sampled_from(
        ["", "4", "4\n2 a b", "x 2", "4 two", "4 -1", "0 0", "3 3", "2 5", "4.0 2", "+4 2", "٤ 2"]
    )
    broken = st.tuples(broken_first_line, words).map(lambda parts: parts[0] + "\n" + parts[1])
    return st.one_of(valid(), valid(), broken).map(lambda stdin: {"stdin": stdin})


if __name__ == "__main__":
    raise SystemExit(main())
