"""Inputs made from the course's own cases by one change that real input can have: the random phase's third source
of inputs, after the task's edges and before the drawn ones.

A strategy draws the shapes its author thought of; a learner's mistake is often about a shape nobody wrote down
(a blank first line, an accent written as two code points, a full stop right after a number, two spaces inside
an answer, the answer at the very end of the text). So every small visible case is tried again with one of its
arguments changed one way from the tables below, and the learner's answer is compared with the reference's on
the changed input, as on any drawn one: the reference says what each must give, so no change needs an answer of
its own, and the lesson's rules decide (a blank first line may be an error to report; in a text, a tab is a
space). An input the reference will not answer (out of the task's bounds) is left out. Hidden cases are never
used: a changed hidden input would show it.
"""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata
import zlib
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

from ..course.model import Arguments, Case
from .shrink import size_of, valid

# A case larger than this (words and items) is not varied: its variants would be as long, and the small cases
# already hold every shape the tables change.
CASE_UNITS = 60
# At most this many variants per exercise (each costs a call of the reference and of the learner's code).
MOST = 1_600
# How many of a text's numbers are changed one at a time (line 1 of a program holds two).
NUMBERS = 3
# At most this many near misses of the reference's listed words are added to a text (near_misses).
NEAR_MISSES = 12
# And this many listed words with a full stop, and with a comma, glued to them.
PUNCTUATED = 2

_DIGITS = re.compile("[0-9]+")
_WORD_RUN = re.compile(r"\S+")
# A number of a program's line 1 is moved only up to this many digits (int() takes at most 4,300, and a longer one
# is far out already).
MOVED_DIGITS_MOST = 18
# How far a case's numbers are moved, all of them together (their differences kept, so a legal case stays legal):
# past 9, where numbers written as text sort out of order ("10" < "9") and a one-digit assumption breaks; and past
# 2**32 and 2**53, where a C-sized count (a regex repeat) overflows and a float no longer tells neighbours apart.
NEAR_SHIFT = 10
FAR_SHIFT = 2**60
# A list or text is said over this many times: counts of pieces, rows and places pass 10.
TIMES_OVER = 11
# At most this many inputs of a case with one text made the same as another (the pairs of a long list are many).
TEXTS_AS_ANOTHER = 12


def _blank_line_first(text: str) -> Iterator[str]:
    yield "\n" + text


def _spaces_around(text: str) -> Iterator[str]:
    yield f" {text} "


def _spaces_doubled(text: str) -> Iterator[str]:
    if " " in text:
        yield text.replace(" ", "  ")


def _uneven_spaces(text: str) -> Iterator[str]:
    """Each gap between words a run of three, one or two spaces in turn: code that steps over a gap by a fixed
    width (an offset counted from the numbers' lengths, a slice past "one space") lands inside a run."""
    widths = itertools.cycle((3, 1, 2))
    if " " in text:
        yield re.sub(" +", lambda _: " " * next(widths), text)


def _tabs_for_spaces(text: str) -> Iterator[str]:
    if " " in text:
        yield text.replace(" ", "\t")


def _no_break_spaces(text: str) -> Iterator[str]:
    if " " in text:
        yield text.replace(" ", "\u00a0")


def _windows_line_ends(text: str) -> Iterator[str]:
    if "\n" in text and "\r\n" not in text:
        yield text.replace("\n", "\r\n")


def _line_break_for_a_space(text: str) -> Iterator[str]:
    """One space made a line break, Windows' and Unix's, in a text on one line: a chunk that spans it keeps it as
    written (a chunk of characters), or reads it as one separator (words)."""
    if " " in text.strip() and "\n" not in text:
        inner = text.index(" ", len(text) - len(text.lstrip()))
        for newline in ("\r\n", "\n"):
            yield text[:inner] + newline + text[inner + 1 :]


def _punctuation_alone(text: str) -> Iterator[str]:
    """A comma and a dash standing alone between two words: each is a word for the lesson, whatever it looks like."""
    words = text.split(" ")
    if len(words) > 1:
        for mark in (",", "-"):
            yield " ".join([words[0], mark, *words[1:]])


def _accents_decomposed(text: str) -> Iterator[str]:
    """Accented letters as a letter and a combining mark (NFD); a text without any gets one such letter."""
    decomposed = unicodedata.normalize("NFD", text)
    if decomposed != text:
        yield decomposed
    elif "e" in text:
        yield text.replace("e", "e\u0301", 1)


def _every_letter_marked(text: str) -> Iterator[str]:
    """Every ASCII letter with combining marks: a long word is then cut next to a mark wherever it is cut (each
    mark is a character of its own)."""
    if any(c.isascii() and c.isalpha() for c in text):
        yield "".join(_accented(c, i) for i, c in enumerate(text))


def _accented(letter: str, index: int) -> str:
    """A letter with one combining mark or two, by turns: its marks then end on odd and even places alike, and a
    cut at any size lands next to one."""
    if not (letter.isascii() and letter.isalpha()):
        return letter
    return letter + ("\u0301" if index % 2 else "\u0301\u0323")


def _accents_composed(text: str) -> Iterator[str]:
    composed = unicodedata.normalize("NFC", text)
    if composed != text:
        yield composed


def _glued_to_a_number(text: str) -> Iterator[str]:
    """One number at a time followed right away by a full stop, then by a letter."""
    for glue in (".", "x"):
        for found in list(_DIGITS.finditer(text))[:NUMBERS]:
            yield text[: found.end()] + glue + text[found.end() :]


def _leading_zero(text: str) -> Iterator[str]:
    for found in list(_DIGITS.finditer(text))[:NUMBERS]:
        yield text[: found.start()] + "0" + text[found.start() :]


def _signed(text: str) -> Iterator[str]:
    """One number at a time written with a sign, minus then plus (`-0` is 0 to int(), yet not written with the
    digits 0-9 alone), where it starts a word."""
    for sign in ("-", "+"):
        for found in list(_DIGITS.finditer(text))[:NUMBERS]:
            if found.start() == 0 or text[found.start() - 1].isspace():
                yield text[: found.start()] + sign + text[found.start() :]


# A number as other readers of numbers write one: in hexadecimal letters, with an exponent, with a base prefix,
# with a digit separator. None is written with the digits 0-9 alone; int(), float(), int(x, 0), a set of hex
# digits or eval() take some of them for numbers.
OTHER_NOTATIONS = ("ff", "1e3", "0x1f", "1_0")


def _other_notations(text: str) -> Iterator[str]:
    """One whole-word number at a time written in another notation (OTHER_NOTATIONS)."""
    for found in list(_DIGITS.finditer(text))[:NUMBERS]:
        whole = (found.start() == 0 or text[found.start() - 1].isspace()) and (
            found.end() == len(text) or text[found.end()].isspace()
        )
        if whole:
            yield from (text[: found.start()] + other + text[found.end() :] for other in OTHER_NOTATIONS)


_WHITESPACE_RUN = re.compile(r"\s+")


def _whitespace_said_again(text: str) -> Iterator[str]:
    """Every run of whitespace written twice (`\n\n` becomes four line breaks): code that counts a run's
    characters (`count("\n") == 2`) where the lesson only asks whether there is one."""
    doubled = _WHITESPACE_RUN.sub(lambda found: found[0] * 2, text)
    if doubled != text:
        yield doubled


def _capitals(text: str) -> Iterator[str]:
    upper = text.upper()
    if upper != text:
        yield upper


def _joined_by_a_full_stop(text: str) -> Iterator[str]:
    """Two words joined by a full stop (a web address, "e.g."): a character that is no space, yet a pattern that
    was never escaped takes it for any character."""
    if " " in text.strip():
        first = text.index(" ", len(text) - len(text.lstrip()))
        yield text[:first] + "." + text[first + 1 :]


def _each_word_twice(text: str) -> Iterator[str]:
    """Every word twice in a row ("a a b b"), and every word made the first one ("a a a a"), the spacing kept:
    code that finds a word by what it says (list.index, the longest run of equal words at a border) rather than
    by where it stands meets the same word at every border."""
    words = text.split()
    if len(words) > 1:
        yield re.sub(r"\S+", lambda found: f"{found[0]} {found[0]}", text)
        if len(set(words)) > 1:
            yield re.sub(r"\S+", lambda found: words[0], text)


def _byte_order_mark(text: str) -> Iterator[str]:
    """A byte order mark before the first character, as an editor saving "UTF-8 with BOM" writes it: no
    whitespace, so it belongs to the first word (or line 1's first number). Only where a word starts the text:
    a mark standing alone would be a word made of nothing visible."""
    if text[:1] and not text[:1].isspace():
        yield "\ufeff" + text


def _ascii_quoted(text: str) -> Iterator[str]:
    """The first word with an apostrophe, and a backslash and double quotes around the first two words: plain
    ASCII marks that shells and CSV readers treat apart. Each is part of its word for the lesson (only whitespace
    separates words)."""
    words = list(re.finditer(r"\S+", text))
    if words:
        first, last = words[0], words[min(1, len(words) - 1)]
        yield text[: first.end()] + "'s" + text[first.end() :]
        yield text[: first.start()] + '"' + text[first.start() : last.end()] + '\\"' + text[last.end() :]


def _first_item_quoted(items: list[Any]) -> Iterator[list[Any]]:
    if items and all(isinstance(item, str) for item in items):
        for marked in _ascii_quoted(items[0]):
            yield [marked, *items[1:]]


# Words written with digits that are not plain numbers: a leading zero, a sign, a thousands comma, a decimal point.
NUMBER_WORDS = "007 +5 1,000 3.0"


def _number_words(text: str) -> Iterator[str]:
    """NUMBER_WORDS after the text's last word: words like any other for the lesson, which code that reads numbers
    in the text (int() of a digit word, float() of a price) writes back otherwise ("007" as "7")."""
    if text.split():
        yield text.rstrip() + " " + NUMBER_WORDS + text[len(text.rstrip()) :]


def _times_over(text: str) -> Iterator[str]:
    """The text said TIMES_OVER times, one line each: eleven and more chunks, places and hits, where a count
    written as text or a one-digit index goes wrong."""
    if text.split() and "\n" not in text.strip():
        yield "\n".join([text.strip()] * TIMES_OVER)


def _last_word_again(text: str) -> Iterator[str]:
    words = text.split()
    if words:
        yield text.rstrip() + " " + words[-1]


def _invisible_inside_a_word(text: str) -> Iterator[str]:
    """A zero-width space inside the first word of two letters or more, and a soft hyphen inside the last: format
    characters, no whitespace, so each is part of its word (code that "cleans" a text drops them)."""
    words = list(re.finditer(r"\S{2,}", text))
    if words:
        first, last = words[0], words[-1]
        text = text[: last.start() + 1] + "\u00ad" + text[last.start() + 1 :]
        yield text[: first.start() + 1] + "\u200b" + text[first.start() + 1 :]


def _hyphen_at_a_line_end(text: str) -> Iterator[str]:
    """A word of four letters or more broken by a hyphen and a line break: two words for the lesson (whitespace
    separates words, nothing else joins them again)."""
    found = re.search(r"\S{4,}", text)
    if found:
        cut = found.start() + 2
        yield text[:cut] + "-\n" + text[cut:]


def _sharp_s(text: str) -> Iterator[str]:
    """ "ss" written as "ß": another word for lower() (which keeps "ß"), the same word for casefold()."""
    if "ss" in text:
        yield text.replace("ss", "\u00df", 1)


def _passage_twice(text: str) -> Iterator[str]:
    """The whole text twice, on two lines, then with one word between: every phrase occurs again, cut at other
    places by the windows."""
    if text.split():
        yield text + "\n" + text
        yield text + "\nx " + text


def _as_typeset(text: str) -> Iterator[str]:
    """The first word as typeset or scraped text writes words: in curly quotes, with a curly apostrophe, and with
    an HTML entity glued on. Each is part of the word for the lesson; code that "tidies" text rewrites them."""
    found = re.search(r"\S+", text)
    if found:
        word = found[0]
        for typeset in (f"\u201c{word}\u201d", f"{word}\u2019s", f"{word}&amp;"):
            yield text[: found.start()] + typeset + text[found.end() :]


def _a_letter_as_a_wildcard(text: str) -> Iterator[str]:
    """A letter inside the first word of three letters or more made a full stop, then a star ("c.t", "c*t"): a
    word of its own for the lesson, which no other word equals, yet a pattern built from it matches "cat"."""
    for match in re.finditer(r"\b[^\W\d_]{3,}\b", text):
        middle = match.start() + 1
        yield from (text[:middle] + mark + text[middle + 1 :] for mark in ".*")
        return


def _space_moved(text: str) -> Iterator[str]:
    """The first space between two words moved one letter back ("ab cd" → "a bcd"): the same letters, other
    words. Code that compares letters without the spaces takes them for the same."""
    found = re.search(r"(\S)(\S) (\S)", text)
    if found:
        yield text[: found.start()] + f"{found[1]} {found[2]}{found[3]}" + text[found.end() :]


HYPHENATED_WORDS = 4


def _hyphenated(text: str) -> Iterator[str]:
    """The first few words joined by hyphens into one long word ("e-mail-address"): one word for the lesson, which
    code that wraps text (textwrap) or splits at punctuation breaks after each hyphen. (A few only: a word is what
    a shrinker cannot cut, and a whole text as one word would be shown whole.)"""
    found = re.search(rf"\S+(?: \S+){{1,{HYPHENATED_WORDS - 1}}}", text)
    if found:
        yield text[: found.start()] + found[0].replace(" ", "-") + text[found.end() :]


def _part_of_a_word_as_a_word(text: str) -> Iterator[str]:
    """The word before the last made to end with the last ("… de e"), and the second made to start with the first
    ("a ab …"): no word twice, yet a word that is the end or the start of another, which code that tests text
    (endswith, startswith, `in`) where it means words takes for the one it is part of."""
    spans = [found.span() for found in _WORD_RUN.finditer(text)]
    if len(spans) > 1:
        before_last, last = spans[-2], spans[-1]
        yield text[: before_last[1]] + text[last[0] : last[1]] + text[before_last[1] :]
        first, second = spans[0], spans[1]
        yield text[: second[0]] + text[first[0] : first[1]] + text[second[0] :]


# Variants of one text that carry other kinds of whitespace (_every_kind_of_space).
KINDS_OF_SPACE_VARIANTS = 4


@functools.cache
def kinds_of_space(*, inside_a_line: bool) -> str:
    """Every character but the space at which str.split() parts words (the lesson's whitespace): a tab, a lone
    carriage return, a form feed, the separators of old files, the Unicode spaces; `inside_a_line`, only those
    str.splitlines() does not end a line at. Asked of Python, not listed (all of them lie below U+3001)."""
    kinds = (char for char in map(chr, range(0x3001)) if char.isspace() and char != " ")
    return "".join(char for char in kinds if not inside_a_line or len(f"a{char}b".splitlines()) == 1)


def _every_kind_of_space(text: str) -> Iterator[str]:
    """The spaces between words made other kinds of whitespace, each gap the next kind, until every kind has been
    used once. Code that splits at the few kinds its author thought of, or deletes one of them (a carriage return
    taken for half a Windows line end), joins words the lesson keeps apart."""
    yield from _kinds_in_gaps(("", text), inside_a_line=(True, False))


def _every_kind_past_line_one(text: str) -> Iterator[str]:
    """_every_kind_of_space for a program's input: line 1 gets only kinds that end no line (str.splitlines), as a
    program reads its settings there and which characters end a line is the reader's choice; after it, every kind."""
    first_line, newline, rest = text.partition("\n")
    yield from _kinds_in_gaps((first_line, newline + rest), inside_a_line=(True, False))


def _kinds_in_gaps(parts: tuple[str, str], inside_a_line: tuple[bool, bool]) -> Iterator[str]:
    """The two parts of a text with their spaces made the kinds of whitespace each may hold, in turn."""
    kinds = [kinds_of_space(inside_a_line=inside) for inside in inside_a_line]
    gaps = [[found.start() for found in re.finditer(" ", part)] for part in parts]
    count = max(len(places) for places in gaps)
    if not count:
        return
    # Where each text starts in the list of kinds: its own, so small cases with a few gaps each cover them all.
    turn = zlib.crc32("".join(parts).encode("utf-8", "surrogatepass"))
    for first in range(0, min(len(kinds[1]), count * KINDS_OF_SPACE_VARIANTS), count):
        changed = []
        for part, places, usable in zip(parts, gaps, kinds, strict=True):
            letters = list(part)
            for number, gap in enumerate(places):
                letters[gap] = usable[(turn + first + number) % len(usable)]
            changed.append("".join(letters))
        yield "".join(changed)


# Each change of one text: its name (for whoever reads this table), and the changed texts it makes.
TEXT_CHANGES: tuple[tuple[str, Callable[[str], Iterator[str]]], ...] = (
    ("a blank line before it", _blank_line_first),
    ("a space before and after it", _spaces_around),
    ("every space doubled", _spaces_doubled),
    ("a tab for every space", _tabs_for_spaces),
    ("a no-break space for every space", _no_break_spaces),
    ("Windows line ends", _windows_line_ends),
    ("accents as letter and combining mark", _accents_decomposed),
    ("accents as one code point", _accents_composed),
    ("a full stop or a letter right after a number", _glued_to_a_number),
    ("a zero before a number", _leading_zero),
    ("in capitals", _capitals),
    ("two words joined by a full stop", _joined_by_a_full_stop),
    ("its last word once more", _last_word_again),
    # Characters Python's string methods treat in ways the lesson does not, and a repeated passage: last, so the
    # variants above keep their places in each case's list.
    ("a zero-width space and a soft hyphen inside words", _invisible_inside_a_word),
    ("a word broken by a hyphen at a line end", _hyphen_at_a_line_end),
    ("'ss' written as 'ß'", _sharp_s),
    ("the whole text twice", _passage_twice),
    ("one space made a line break", _line_break_for_a_space),
    ("a punctuation mark standing alone", _punctuation_alone),
    ("every word twice, or every word the same", _each_word_twice),
    ("a word in curly quotes, with an apostrophe, with an entity", _as_typeset),
    ("a space moved one letter back", _space_moved),
    ("every kind of whitespace between words", _every_kind_of_space),
    ("runs of three, one and two spaces", _uneven_spaces),
    ("a letter made a full stop or a star", _a_letter_as_a_wildcard),
    ("every letter with combining marks", _every_letter_marked),
    ("its first words joined by hyphens", _hyphenated),
    ("part of a word as a word of its own", _part_of_a_word_as_a_word),
    ("a number written with a sign", _signed),
    ("every run of whitespace written twice", _whitespace_said_again),
    ("a number in another notation", _other_notations),
)
# The changes made otherwise to a program's input (the argument `stdin`), whose line 1 holds its settings.
PROGRAM_TEXT_CHANGES: dict[Callable[[str], Iterator[str]], Callable[[str], Iterator[str]]] = {
    _every_kind_of_space: _every_kind_past_line_one
}


def _first_again(items: list[Any]) -> Iterator[list[Any]]:
    if items:
        yield [items[0], *items]


def _reversed(items: list[Any]) -> Iterator[list[Any]]:
    if len(items) > 1 and items[::-1] != items:
        yield items[::-1]


def _reordered(items: list[Any]) -> Iterator[list[Any]]:
    """The first two items swapped, and the first moved to the end: items that fall and then rise again (a search
    that stops at the first drop, a group closed at the first gap), where the case has them only rising or falling."""
    for changed in ([*items[1:2], *items[:1], *items[2:]], [*items[1:], *items[:1]]):
        if len(items) > 2 and changed != items:
            yield changed


def _list_times_over(items: list[Any]) -> Iterator[list[Any]]:
    if 0 < len(items) < TIMES_OVER:
        yield items * TIMES_OVER


def _empty_item(items: list[Any]) -> Iterator[list[Any]]:
    if items and all(isinstance(item, str) for item in items):
        yield ["", *items]
        yield [*items, " "]


def _marks_only_item(items: list[Any]) -> Iterator[list[Any]]:
    """An item made of punctuation marks only after the first ("...", a dash): a text of one word for the lesson,
    which code that looks for letters takes for no text, or for part of the item before it."""
    if items and all(isinstance(item, str) for item in items):
        for marks in ("...", "\u2014"):
            yield [items[0], marks, *items[1:]]


def _outside_numbers(items: list[Any]) -> Iterator[list[Any]]:
    if items and all(type(item) is int for item in items):
        yield [*items, -1]
        yield [*items, max(items) + 1000]


# Each change of one list.
LIST_CHANGES: tuple[tuple[str, Callable[[list[Any]], Iterator[list[Any]]]], ...] = (
    ("its first item twice", _first_again),
    ("in reverse order", _reversed),
    ("in another order", _reordered),
    ("a blank item first or last", _empty_item),
    ("an item of punctuation marks only", _marks_only_item),
    ("a number below or past every other", _outside_numbers),
)


def numbers_moved(arguments: Mapping[str, Any], by: int) -> dict[str, Any] | None:
    """Every number of the input moved by `by`: each int argument, and the numbers of a program's line 1; None
    when the input has none."""
    moved = {name: value + by if type(value) is int else value for name, value in arguments.items()}
    stdin = arguments.get("stdin")
    if isinstance(stdin, str):
        first, newline, rest = stdin.partition("\n")
        moved["stdin"] = _DIGITS.sub(lambda found: _moved_number(found[0], by), first) + newline + rest
    return None if moved == dict(arguments) else moved


def _each_argument_once(
    text_change: Callable[[str], Iterator[str]], list_change: Callable[[list[Any]], Iterator[list[Any]]]
) -> Callable[[Mapping[str, Any]], Iterator[dict[str, Any]]]:
    """A change of a whole case made of a change of one text and one of a list, each argument changed alone."""

    def changes(arguments: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
        for name, value in arguments.items():
            changed = (
                text_change(value) if isinstance(value, str) else list_change(value) if isinstance(value, list) else ()
            )
            yield from ({**arguments, name: new} for new in changed)

    return changes


def _no_change(_: Any) -> Iterator[Any]:
    return iter(())


def _moved_number(digits: str, by: int) -> str:
    return str(int(digits) + by) if len(digits) <= MOVED_DIGITS_MOST else digits


def _numbers_moved_by(by: int) -> Callable[[Mapping[str, Any]], Iterator[dict[str, Any]]]:
    def change(arguments: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
        moved = numbers_moved(arguments, by)
        if moved is not None:
            yield moved

    return change


def _one_number_moved(arguments: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """Each whole-number argument alone one more, then one less, the rest the same: run after the case itself, a
    result kept from one call to the next under a key that leaves that number out comes back for the wrong
    question (a table cut to the rows asked, a size remembered)."""
    for name, value in arguments.items():
        if type(value) is int:
            for moved in (value + 1, value - 1):
                changed = {**arguments, name: moved}
                if valid(changed):  # out of the task's bounds, the reference would loop until its time limit
                    yield changed


def far_out_probe(arguments: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """For an input whose numbers were moved far out: the case it came from and that case with its numbers
    NEAR_SHIFT more. An answer that grows when the numbers grow (a row per overlap) would grow past any memory
    far out, so the oracle asks the reference the far input only when the nearer one's answer is no longer."""
    numbers = [value for value in arguments.values() if type(value) is int]
    stdin = arguments.get("stdin")
    if isinstance(stdin, str):
        numbers += [
            int(found) for found in _DIGITS.findall(stdin.partition("\n")[0]) if len(found) <= 2 * MOVED_DIGITS_MOST
        ]
    if not numbers or max(numbers) < FAR_SHIFT // 2:
        return None
    case = numbers_moved(arguments, -FAR_SHIFT)
    nearer = None if case is None else numbers_moved(case, NEAR_SHIFT)
    return None if case is None or nearer is None else (case, nearer)


def _one_word_over_and_over(arguments: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """The longest text made of its own first word, then one other word over and over ("x a a a"), and every other
    text of that word alone ("a a"), the spacing kept: what is looked for then occurs at places that overlap, and
    a search that goes on after the end of a match (re.finditer, str.find from the match's end, str.count) skips
    every other place."""
    texts = {name: value for name, value in arguments.items() if isinstance(value, str) and name != "stdin"}
    worded = [name for name, value in texts.items() if value.split()]
    if not worded:
        return
    longest = max(worded, key=lambda name: len(texts[name].split()))
    changed = {name: re.sub(r"\S+", "a", texts[name]) for name in worded}
    first = re.search(r"\S+", texts[longest])
    if first is not None and len(texts[longest].split()) > 2:
        changed[longest] = texts[longest][: first.end()] + re.sub(r"\S+", "a", texts[longest][first.end() :])
    if changed != {name: texts[name] for name in worded}:
        yield {**arguments, **changed}


def _one_text_as_another(arguments: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """One text of the input made the same as another, whole (a text argument or an item of a list of texts: the
    question the same as a piece, a piece the same as the question, two pieces alike): at that extreme a
    similarity is 1 and floating point may write it a hair above, a search finds at once what it looks for, and
    two items tie. The cases' texts are all different."""
    for source, target in itertools.islice(_slot_pairs(arguments), TEXTS_AS_ANOTHER):
        yield _with_text(arguments, target, _text_at(arguments, source))


# A mark and the one typeset, composed or folded text writes for it, as a word's ending: words are compared as
# written, so a word that ends one way in a text and the other way in another text is not the same word, yet code
# that tidies text first (straightens quotes, folds case or accents, NFKC) finds it in both.
LOOK_ALIKE_ENDINGS = (("'s", "\u2019s"), ('"', "\u201d"), ("\u00e9", "e\u0301"), ("fi", "\ufb01"), ("A", "a"))
# The pairs of texts of one case given a look-alike word (each pair with every ending).
LOOK_ALIKE_PAIRS = 2


def _look_alikes_across(arguments: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """One text made the same as another, with its first word ending one way in the first and the look-alike way
    in the second (`it's` in the text, `it’s` in the answer): the same letters to the eye, two words to the
    lesson."""
    for source, target in itertools.islice(_slot_pairs(arguments), LOOK_ALIKE_PAIRS):
        text = _text_at(arguments, source)
        first = _WORD_RUN.search(text)
        if first is None:
            continue
        head, tail = text[: first.end()], text[first.end() :]
        for plain, typeset in LOOK_ALIKE_ENDINGS:
            changed = _with_text(arguments, source, head + plain + tail)
            yield _with_text(changed, target, head + typeset + tail)


_Slot = tuple[str, int | None]


def _slot_pairs(arguments: Mapping[str, Any]) -> Iterator[tuple[_Slot, _Slot]]:
    """The pairs of different texts of an input (a text argument or an item of a list of texts), the first with
    words: a text to copy, and where to put it."""
    slots: list[_Slot] = [
        (name, None) for name, value in arguments.items() if isinstance(value, str) and name != "stdin"
    ]
    slots += [
        (name, index)
        for name, value in arguments.items()
        if isinstance(value, list) and all(isinstance(item, str) for item in value)
        for index in range(len(value))
    ]
    for target in slots:
        for source in slots:
            text = _text_at(arguments, source)
            if source[0] == target[0] or not text.split() or text == _text_at(arguments, target):
                continue  # within one list, "two items alike" is its first item twice (LIST_CHANGES)
            yield source, target


def _text_at(arguments: Mapping[str, Any], slot: _Slot) -> str:
    name, index = slot
    text: str = arguments[name] if index is None else arguments[name][index]
    return text


def _with_text(arguments: Mapping[str, Any], slot: _Slot, text: str) -> dict[str, Any]:
    name, index = slot
    value = text if index is None else [*arguments[name][:index], text, *arguments[name][index + 1 :]]
    return {**arguments, name: value}


# The kind of change whose inputs the reference is asked only where its answer does not grow (far_out_probe).
FAR_OUT = "every number far out"
# Changes past what the cases hold, each of a whole case: tried after every change above of every case, and by the
# random phase after the learner's own constants too (a failure the plain inputs show is shown on them).
CASE_CHANGES: tuple[tuple[str, Callable[[Mapping[str, Any]], Iterator[dict[str, Any]]]], ...] = (
    ("a byte order mark before a text", _each_argument_once(_byte_order_mark, _no_change)),
    ("said eleven times over", _each_argument_once(_times_over, _list_times_over)),
    ("every number 10 more", _numbers_moved_by(NEAR_SHIFT)),
    (FAR_OUT, _numbers_moved_by(FAR_SHIFT)),
    ("one word over and over", _one_word_over_and_over),
    ("a word with ASCII quotes, an apostrophe or a backslash", _each_argument_once(_ascii_quoted, _first_item_quoted)),
    ("words written with digits", _each_argument_once(_number_words, _no_change)),
    ("one text the same as another", _one_text_as_another),
    ("a word in one text and its look-alike in another", _look_alikes_across),
    ("one number one more or one less", _one_number_moved),
)
PAST_THE_CASES = frozenset(name for name, _ in CASE_CHANGES)
# Kinds the explainers never take as evidence: long inputs, and sizes that a right program that loops over `size`
# (a range of positions) never ends on. A learner's change told right must not be doubted on them.
NOT_EXPLAINING = frozenset({"said eleven times over", FAR_OUT})


def _words_of_another(name: str, arguments: Mapping[str, Any]) -> Iterator[str]:
    """A text made of another text argument's first or last words (an answer to look for, taken from the text
    it is looked for in: at its very start and its very end)."""
    for other, value in arguments.items():
        if other != name and isinstance(value, str):
            words = value.split()
            for count in (1, 2, 3):
                if len(words) > count:
                    yield " ".join(words[:count])
                    yield " ".join(words[-count:])


def _cut_at_the_numbers(name: str, arguments: Mapping[str, Any]) -> Iterator[str]:
    """The text cut to one word fewer than, as many as and one more than each number of the input (its size, its
    overlap, its limit): where code compares a count of words with a number, the answer turns at those lengths,
    and a case need not sit on either side of every one. Also cut as written, its own spacing kept where it has
    any other: a short text takes other paths, and the case's tabs and runs of spaces must go there too."""
    text = arguments[name] if name != "stdin" else ""
    words, ends = text.split(), [found.end() for found in _WORD_RUN.finditer(text)]
    numbers = sorted({value for value in arguments.values() if type(value) is int})
    for count in sorted({near for number in numbers for near in (number - 1, number, number + 1)}):
        if 0 < count < len(ends):
            joined = " ".join(words[:count])
            yield joined
            if text[: ends[count - 1]] != joined:
                yield text[: ends[count - 1]]


def _each_text_changed(texts: list[str]) -> Iterator[tuple[str, list[str]]]:
    """A list of texts (pieces, sentences) with every one of them changed the same way, one change at a time."""
    for change_name, text_change in TEXT_CHANGES:
        changed = [next(iter(text_change(text)), text) for text in texts]
        if changed != texts:
            yield change_name, changed


def near_misses(listed: Iterable[str]) -> list[str]:
    """Words that are almost one the reference lists (a stop word without its first or its last letter: "he" of
    "the", "our" of "your"), yet are not listed: code that asks `in` of the list's text, or of a word's beginning,
    takes them for listed words. Real text is full of them. And a listed word with a punctuation mark glued to it
    ("it." at a sentence's end): a word as written, which is not the listed word for the lesson's exact match, yet
    code that strips punctuation before it asks takes it for one."""
    words = {word for word in listed if word.isalpha()}
    cut = {piece for word in words if len(word) >= 3 for piece in (word[1:], word[:-1])}
    pieces = sorted(piece for piece in cut - words if len(piece) >= 2)[:NEAR_MISSES]
    marked = [word + mark for word in sorted(words, key=lambda word: (len(word), word))[:PUNCTUATED] for mark in ".,"]
    return pieces + marked


def _changed(name: str, value: Any, arguments: Mapping[str, Any], miss: str | None) -> Iterable[tuple[str, Any]]:
    """Every changed value of one argument, each with the name of its change (a text with words also with the near
    miss `miss` after them)."""
    if isinstance(value, str):
        for change_name, text_change in TEXT_CHANGES:
            change = PROGRAM_TEXT_CHANGES.get(text_change, text_change) if name == "stdin" else text_change
            yield from ((change_name, changed) for changed in change(value))
        if miss is not None and value.split():
            yield "a near miss of a listed word", f"{value} {miss}"
        yield from (("another argument's words", changed) for changed in _words_of_another(name, arguments))
        yield from (("cut at the input's numbers", changed) for changed in _cut_at_the_numbers(name, arguments))
    elif isinstance(value, list):
        for change_name, list_change in LIST_CHANGES:
            yield from ((change_name, changed) for changed in list_change(list(value)))
        if value and all(isinstance(item, str) for item in value):
            yield from _each_text_changed(value)


def case_variants(cases: Sequence[Case], listed: Iterable[str] = ()) -> list[dict[str, Any]]:
    """The variants of the small visible cases, one argument changed at a time, in the cases' order, each once
    and none equal to a case itself (at most MOST); a text may also get the near misses of the words the
    reference `listed`."""
    return [variant for _, variant in named_case_variants(cases, listed)]


def named_case_variants(cases: Sequence[Case], listed: Iterable[str] = ()) -> list[tuple[str, dict[str, Any]]]:
    """case_variants, each with the name of the change that made it."""
    misses = near_misses(listed)
    small = [dict(case.input) for case in cases if is_small_case(case)]
    # One near miss per case, in turn: each shows alone in a failing input, and a dozen cases show them all.
    missed = [misses[index % len(misses)] if misses else None for index in range(len(small))]
    seen: set[str] = {repr(sorted(arguments.items())) for arguments in small}
    found: list[tuple[str, dict[str, Any]]] = []
    changes = itertools.chain(
        (
            (change_name, {**arguments, name: changed})
            for arguments, miss in zip(small, missed, strict=True)
            for name, value in arguments.items()
            for change_name, changed in _changed(name, value, arguments, miss)
        ),
        (
            (change_name, changed)
            for arguments in small
            for change_name, change in CASE_CHANGES
            for changed in change(arguments)
        ),
    )
    for change_name, variant in changes:
        key = repr(sorted(variant.items()))
        if key not in seen:
            seen.add(key)
            found.append((change_name, variant))
            if len(found) >= MOST:
                return found
    return found


def smallest_of_each_change(named: Sequence[tuple[str, dict[str, Any]]]) -> Iterator[dict[str, Any]]:
    """The variants in turns: the smallest of each kind of change, then the next smallest of each … A few of them
    hold every kind, however many small ones one kind makes."""
    kinds: dict[str, list[dict[str, Any]]] = {}
    for change_name, variant in named:
        kinds.setdefault(change_name, []).append(variant)
    queues = [sorted(group, key=size_of) for group in kinds.values()]
    for turn in range(max((len(queue) for queue in queues), default=0)):
        for queue in queues:
            if turn < len(queue):
                yield queue[turn]


def is_small_case(case: Case) -> bool:
    """A visible case written out in cases.yaml, of at most CASE_UNITS (a generated text is never built here:
    one is 108 million characters)."""
    generated = isinstance(case.input, Arguments) and bool(case.input.generated)
    if case.hidden or case.take is not None or generated or not case.input:
        return False
    return size_of(case.input) <= CASE_UNITS
