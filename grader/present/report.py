"""Results → the learner's report in the terminal (rich, or plain text when not a terminal)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console, ConsoleOptions, Group, RenderableType
from rich.text import Text

if TYPE_CHECKING:
    from rich.table import Table

from ..judge.model import LEARNERS_COPY, Verdict
from ..judge.similar import SIMILAR_NAME
from ..judge.verdicts import WordDifference, count_words, first_difference, first_word_difference
from ..learner.hints import hint_advice
from ..learner.progress import Progress
from .bounds import was_cut, whole_count, whole_item
from .public import PublicExercise, PublicOutcome, PublicResult
from .text import (
    LIST_PREVIEW,
    TEXT_PREVIEW,
    UNEXPLAINED,
    call_text,
    reproduce_command,
    smallest_line,
    teaches_by_similar,
)

# How many failing cases are explained in full; the rest get one line each.
DETAILS_SHOWN = 3
# Long inputs are shown by their start and end, with their size (TEXT_PREVIEW).
LIST_WINDOW = 2
# An answer that cannot be compared item by item is shown by its first LIST_PREVIEW items, and this many
# characters at most.
SIDE_TEXT = 400
# A chunk longer than this is shown by its start and end, or around its first differing word.
CHUNK_SHOWN = 100
OUTPUT_LINES = 12
TRACEBACK_LINES = 16

_SYMBOLS_UNICODE = {
    "pass": "✓",
    "fail": "✗",
    "space": "·",
    "tab": "→",
    "newline": "↵",
    "more": "…",
    "dash": "—",
    "next": "▸ ",
    "bar_done": "█",
    "bar_todo": "░",
}
_SYMBOLS_ASCII = {
    "pass": "+",
    "fail": "x",
    # Not ".", which a real period would look like ("Hi..Bye" for two spaces).
    "space": "_",
    "tab": ">",
    "newline": "$",
    "more": "...",
    "dash": "-",
    "next": "> ",
    "bar_done": "#",
    "bar_todo": "-",
}


def symbols(console: Console) -> dict[str, str]:
    """Unicode marks where the terminal can show them, ASCII elsewhere."""
    encoding = (console.encoding or "").lower().replace("-", "")
    return _SYMBOLS_UNICODE if encoding.startswith("utf") else _SYMBOLS_ASCII


# A learner's text may hold terminal escapes (clear the screen, retitle the window, draw a fake green line)
# or lone surrogates that no terminal can encode: each such character is shown as one visible stand-in
# (one for one, so the offsets of a marked difference still hold). Tab and line break are left as they are. The
# bidi overrides and isolates and the line and paragraph separators go too: they reorder or break a line.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def safe(text: str, marks: dict[str, str]) -> str:
    """The text with control characters and lone surrogates replaced by visible stand-ins."""
    return _UNSAFE.sub(lambda match: _stand_in(match.group(), marks), text)


def _stand_in(char: str, marks: dict[str, str]) -> str:
    code = ord(char)
    if marks is _SYMBOLS_ASCII:
        return "?"
    if code < 0x20:
        return chr(0x2400 + code)  # the Unicode "control pictures": ␛ for ESC, ␇ for BEL
    return "\u2421" if code == 0x7F else "\ufffd"


def visible(text: str, marks: dict[str, str]) -> str:
    """The text with every space, tab and line break made visible."""
    return "".join(_mark_for(char, marks) if char.isspace() else char for char in safe(text, marks))


def visible_chunk(text: str, marks: dict[str, str]) -> str:
    """A chunk with odd whitespace made visible; a single space between two words stays a space."""
    shown = []
    for position, char in enumerate(text):
        joins_words = (
            char == " "
            and 0 < position < len(text) - 1
            and not text[position - 1].isspace()
            and not text[position + 1].isspace()
        )
        shown.append(char if joins_words or not char.isspace() else _mark_for(char, marks))
    return safe("".join(shown), marks)


def _mark_for(char: str, marks: dict[str, str]) -> str:
    """A space, tab or line break as the legend's mark; any other whitespace (a no-break space, \\r) as its
    escape, the way the call line writes it, in every place and on every terminal: drawn as a space, it would
    be one more thing the report says that is not so."""
    marked = {" ": marks["space"], "\t": marks["tab"], "\n": marks["newline"]}
    return marked.get(char) or ascii(char)[1:-1]


def _call_line(exercise: PublicExercise, arguments: dict[str, Any], file: Path | None, marks: dict[str, str]) -> str:
    """The call as Python reads it: on an ASCII terminal its escapes (`'caf\\xe9'`) are still valid Python, and a
    program's printf line writes a letter as the octal escapes of its UTF-8 bytes (`'caf\\303\\251'`)."""
    if exercise.is_program:
        return call_text(exercise, arguments, file, ascii_only=marks is _SYMBOLS_ASCII)
    return quoted_text(call_text(exercise, arguments, file), marks)


def _escaped(text: str, marks: dict[str, str]) -> tuple[str, list[int]]:
    """quoted_text of an already visible chunk, and where each of its characters (and its end) now starts."""
    if marks is not _SYMBOLS_ASCII:
        return text, list(range(len(text) + 1))
    from .terminal import has_look_alike

    pieces, starts, position = [], [], 0
    for char in text:
        piece = char if char.isascii() or has_look_alike(char) else ascii(char)[1:-1]
        starts.append(position)
        pieces.append(piece)
        position += len(piece)
    return "".join(pieces), [*starts, position]


def quoted_text(text: str, marks: dict[str, str]) -> str:
    """A sentence that quotes the learner's text, as this terminal can show it without contradicting itself: on
    an ASCII terminal a letter outside ASCII is escaped (`caf\\xe9`) before rich lays the line out, so that
    `expected 'café', got 'cafe'` never reads `expected 'cafe', got 'cafe'`; the report's own punctuation
    (dashes) keeps its look-alikes, and an ellipsis becomes three dots."""
    text = safe(text, marks)
    if marks is not _SYMBOLS_ASCII:
        return text
    from .terminal import has_look_alike

    # A text cut in its middle keeps an ellipsis of three dots: one dot ("goes bac.rd within") reads as the text's.
    return "".join(
        char if char.isascii() else "..." if char == "…" else char if has_look_alike(char) else ascii(char)[1:-1]
        for char in text
    )


def preview(text: str, marks: dict[str, str]) -> str:
    """A long text cut to its start and end, with its size."""
    if len(text) <= TEXT_PREVIEW:
        return visible(text, marks)
    head, tail = text[: TEXT_PREVIEW - 40], text[-30:]
    size = f" ({count_words(text):,} words, {len(text):,} characters) "
    return visible(head, marks) + marks["more"] + size + marks["more"] + visible(tail, marks)


# A cause whose key is built from parts (a window rule joins its place, stop and last chunk) is tagged on the case
# line by what found it: its key would read as a run of words.
CAUSE_TAGS = {"windows": "windows placed by another rule"}


def verdict_label(outcome: PublicOutcome) -> str:
    if outcome.pitfall:
        tag = CAUSE_TAGS.get(outcome.cause_by, outcome.pitfall.replace("_", " "))
        return f"{outcome.verdict.value} ({tag})"
    return outcome.verdict.value


def case_line(outcome: PublicOutcome, marks: dict[str, str]) -> Text:
    passed = outcome.verdict.passed
    mark = marks["pass"] if passed else marks["fail"]
    line = Text(f"  {mark} ", style=outcome.verdict.traits.style)
    line.append(outcome.case.name)
    if outcome.case.hidden:
        line.append(" (hidden)", style="dim")
    if not passed:
        line.append("  ")
        line.append(verdict_label(outcome), style=outcome.verdict.traits.style)
    elif outcome.message:
        # A passing perf case tells its measured speed; the random phase, how many inputs it tried.
        line.append(f"  {outcome.message}", style="dim")
    return line


def hanging(line: Text, indent: int, console: Console, width: int) -> Text:
    """A line too long for the terminal, wrapped with its later lines indented (under the case name, not the mark)."""
    if line.cell_len <= width or width <= indent + 20:
        return line
    first = line.wrap(console, width)[0]
    offset = len(first.plain)
    while offset < len(line.plain) and line.plain[offset] == " ":
        offset += 1
    rest = line[offset:].wrap(console, width - indent)
    return Text("\n").join([first, *(Text(" " * indent) + piece for piece in rest)])


class _Hanging:
    """A Text that wraps with a hanging indent at the width it is rendered at."""

    def __init__(self, text: Text, indent: int) -> None:
        self.text, self.indent = text, indent

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Text]:
        yield hanging(self.text, self.indent, console, options.max_width)


def _field_table() -> Table:
    from rich.table import Table  # only failing runs draw tables: keep it off the passing path

    table = Table.grid(padding=(0, 1))
    table.add_column(style="bold", no_wrap=True)
    table.add_column(overflow="fold")
    return table


def explain(
    exercise: PublicExercise, outcome: PublicOutcome, marks: dict[str, str], file: Path | None = None
) -> RenderableType:
    """The full story of one failing case; `file` is the graded file, which the reproduction command runs."""
    header = Text(f"{marks['fail']} {outcome.case.name}", style="bold " + outcome.verdict.traits.style)
    header.append(f" {marks['dash']} {verdict_label(outcome)}", style=outcome.verdict.traits.style)
    fields = _field_table()
    if outcome.case.hidden:
        fields.add_row("input", Text("hidden: this case's input and answer are not shown", style="dim"))
    elif outcome.verdict is not Verdict.NOT_RUN:  # nothing ran: its input teaches nothing yet
        fields.add_row("call", Text(_call_line(exercise, dict(outcome.case.input), file, marks)))
        legend = f"   ({marks['space']} space {marks['tab']} tab {marks['newline']} line break)"
        for name, value in outcome.case.input.items():
            if isinstance(value, str):
                # The legend once per case, on its first text: repeated, it wraps and buries the values.
                fields.add_row(name, Text(f'"{quoted_text(preview(value, marks), marks)}"') + Text(legend, style="dim"))
                legend = ""
    if outcome.smallest is not None:
        # Escaped on an ASCII terminal as the call is: a look-alike `e` for `é` would show a passing input.
        line = smallest_line(exercise, outcome, file, ascii_only=marks is _SYMBOLS_ASCII)
        shown = safe(line, marks) if exercise.is_program else quoted_text(line, marks)
        fields.add_row("smallest", Text(shown, style="cyan"))
    if outcome.message:
        fields.add_row("why", Text(quoted_text(outcome.message, marks)))
    _cause_rows(fields, outcome, marks)
    if outcome.seed is not None:
        fields.add_row("seed", Text(f"{outcome.seed}   (again: {reproduce_command(exercise, outcome, file)})"))
    parts: list[RenderableType] = [_Hanging(header, 2), fields]
    # A true/false answer is all in `why` ("expected False, got True"): a table would only repeat it; so is a
    # rejection made wrongly ("error" against "error (exit status 1, not 2; ...)").
    rejection = exercise.is_program and isinstance(outcome.actual, str) and isinstance(outcome.expected, str)
    if (
        outcome.verdict is Verdict.WRONG
        and not outcome.case.hidden
        and exercise.kind.unit is not None
        and not rejection
    ):
        parts.append(comparison(exercise, outcome, marks))
    if outcome.output.strip():
        parts.append(_block("output", safe(outcome.output, marks), OUTPUT_LINES))
    if outcome.traceback.strip():
        parts.append(_block("traceback", safe(outcome.traceback, marks), TRACEBACK_LINES))
    note = standard_library_note(outcome.message) if outcome.verdict is Verdict.ERROR else None
    if note:
        parts.append(Text(note))
    if teaches_by_similar(outcome):
        parts.append(similar_example(exercise, outcome.similar, marks, file))
    return Group(*parts, Text(""))


def _cause_rows(fields: Table, outcome: PublicOutcome, marks: dict[str, str]) -> None:
    """Why the answer is wrong: the mistake, the promise it broke and the evidence (each that is known); else no
    guess."""
    if outcome.pitfall:
        # It quotes the learner's text and values: escaped, not drawn as "?", where the terminal has no Unicode.
        fields.add_row("mistake", Text(quoted_text(outcome.pitfall_message, marks), style="yellow"))
    if outcome.promise:
        fields.add_row("promise", Text(outcome.promise_text))
        evidence = outcome.promise_evidence or "on this hidden case (what broke it is not shown)"
        fields.add_row("broken", Text(quoted_text(evidence, marks), style="yellow"))
    if outcome.unexplained and not outcome.pitfall and not outcome.promise:
        fields.add_row("cause", Text(UNEXPLAINED, style="dim"))


def similar_example(
    exercise: PublicExercise, similar: PublicOutcome | None, marks: dict[str, str], file: Path | None = None
) -> RenderableType:
    """For a failing hidden case: a visible input on which the learner's answer also goes wrong."""
    if similar is None:
        return Text("No visible input that fails the same way was found; read the hints.", style="dim")
    source = "generated" if similar.case.name == SIMILAR_NAME else f"case {similar.case.name}"
    title = Text("A visible input where your answer also goes wrong", style="bold")
    title.append(f" ({source}):", style="dim")
    fields = _field_table()
    fields.add_row("call", Text(_call_line(exercise, dict(similar.case.input), file, marks)))
    for name, value in similar.case.input.items():
        if isinstance(value, str):
            fields.add_row(name, Text(f'"{preview(value, marks)}"'))
    fields.add_row("verdict", Text(verdict_label(similar), style=similar.verdict.traits.style))
    if similar.message:
        fields.add_row("why", Text(safe(similar.message, marks)))
    if not similar.pitfall:  # a known mistake is already in the verdict's label
        _cause_rows(fields, similar, marks)
    parts: list[RenderableType] = [title, fields]
    if similar.verdict is Verdict.WRONG:
        parts.append(comparison(exercise, similar, marks))
    return Group(*parts)


def _block(title: str, text: str, most: int) -> RenderableType:
    lines = text.rstrip("\n").split("\n")
    if len(lines) > most:
        lines = [*lines[:most], f"... ({len(lines) - most} more lines)"]
    # A wrapped line continues under its own start (plus 2), as an editor's soft wrap would show it.
    body = [_Hanging(Text("  " + line, style="dim"), 4 + len(line) - len(line.lstrip(" "))) for line in lines]
    return Group(Text(title, style="bold"), *body)


def comparison(exercise: PublicExercise, outcome: PublicOutcome, marks: dict[str, str]) -> RenderableType:
    """Expected vs actual, item by item, around the first difference."""
    expected, actual = outcome.expected, outcome.actual
    unit = exercise.item or "answer"
    if not isinstance(expected, list) or not isinstance(actual, list):
        table = _field_table()
        table.add_row("expected", Text(_whole_side(expected, unit)))
        table.add_row("actual", Text(_whole_side(actual, unit)))
        return table
    index = first_difference(expected, actual, exercise.kind.agrees)
    word = None
    if outcome.difference is not None and outcome.difference[0] > index and was_cut(actual):
        index = outcome.difference[0]  # the answer was cut before its first difference: the whole one says where
    if outcome.difference is not None and outcome.difference[0] == index:
        word = outcome.difference[1]  # found on the whole answer: a long one is cut by now
    elif index < min(len(expected), len(actual)) and all(isinstance(side[index], str) for side in (expected, actual)):
        word = first_word_difference(expected[index], actual[index])
    start = max(0, index - LIST_WINDOW)
    stop = min(max(len(expected), whole_count(actual)), index + LIST_WINDOW + 1)
    from rich.table import Table

    table = Table(box=None, padding=(0, 1), show_edge=False, pad_edge=False)
    table.add_column("", no_wrap=True)
    # A long answer arrives cut (bounds.TextBudget.answer): its header counts what it held, not what is shown.
    table.add_column(f"expected ({_count(whole_count(expected), unit)})", overflow="fold", ratio=1)
    table.add_column(f"actual ({_count(whole_count(actual), unit)})", overflow="fold", ratio=1)
    if start > 0:
        table.add_row(marks["more"], "", "")
    shown = len(actual) - 1 if was_cut(actual) else len(actual)
    for position in range(start, stop):
        want = _item(expected, position, marks)
        cut = shown <= position < whole_count(actual)
        got = Text("(cut from this report)", style="dim") if cut else _item(actual, position, marks)
        differs = position == index
        if differs and word is not None and position < shown:
            got = _marked(actual[position], marks, word)
        mark = f"{marks['fail']} {position}" if differs else f"  {position}"
        table.add_row(Text(mark, style="red" if differs else ""), want, got)
    if stop < max(len(expected), whole_count(actual)):
        table.add_row(marks["more"], "", "")
    parts: list[RenderableType] = [table]
    if word is not None:
        parts.append(Text(quoted_text(_word_sentence(word, unit, index), marks)))
    return Group(*parts)


def _whole_side(value: Any, unit: str) -> str:
    """One side of a comparison that cannot go item by item (a list against an error, None or a number): a
    list by its first items and its length, and any other value cut, never whole (a perf text's answer is
    thousands of chunks)."""
    if isinstance(value, list) and len(value) > LIST_PREVIEW:
        shown = ", ".join(repr(item) for item in value[:LIST_PREVIEW])
        return _cut(f"[{shown}, …] ({_count(len(value), unit)})")
    return _cut(repr(value))


def _cut(text: str) -> str:
    return text if len(text) <= SIDE_TEXT else f"{text[:SIDE_TEXT]}… ({len(text):,} characters)"


def _count(number: int, noun: str) -> str:
    """`1 chunk`, `3 chunks`: a learner reads "(1 chunks)" as a typo, "case(s)" as a form to fill in."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _item(items: list[Any], position: int, marks: dict[str, str]) -> Text:
    if position >= len(items):
        return Text("(none)", style="dim")
    item = items[position]
    return _chunk(item, marks) if isinstance(item, str) else Text(repr(item))


def _chunk(chunk: str, marks: dict[str, str], focus: tuple[int, int] | None = None) -> Text:
    """A chunk in quotes; a long one cut to its start and end, or to the words around `focus` (a span to
    underline), with its size, so that a 10,000-word chunk takes three lines, not a screen. An item the report's
    bounds cut is shown as kept, with the whole item's word count."""
    chunk, words = whole_item(chunk)
    if len(chunk) <= CHUNK_SHOWN:
        pieces = [(0, len(chunk))]
    elif focus is None:
        pieces = [
            (0, _word_edge(chunk, CHUNK_SHOWN * 2 // 3)),
            (_word_edge(chunk, len(chunk) - CHUNK_SHOWN // 3), len(chunk)),
        ]
    else:
        around = CHUNK_SHOWN // 2
        pieces = [(_word_edge(chunk, focus[0] - around), _word_edge(chunk, focus[1] + around))]
    pieces = [_trimmed(chunk, start, end) for start, end in pieces]
    text = Text('"' if pieces[0][0] == 0 else marks["more"])
    for number, (start, end) in enumerate(pieces):
        if number:
            text.append(marks["more"])
        drawn, starts = _escaped(visible_chunk(chunk[start:end], marks), marks)
        shown = Text(drawn)
        if focus is not None and start <= focus[0] < end:
            first, last = focus[0] - start, min(max(focus[1], focus[0] + 1) - start, end - start)
            shown.stylize("bold red underline", starts[first], starts[last])
        text.append_text(shown)
    text.append('"' if pieces[-1][1] == len(chunk) and words is None else marks["more"])
    if len(chunk) > CHUNK_SHOWN or words is not None:
        text.append(f" ({words if words is not None else count_words(chunk):,} words)", style="dim")
    return text


def _trimmed(chunk: str, start: int, end: int) -> tuple[int, int]:
    """A piece without the whitespace at a cut (a chunk's own leading or trailing whitespace stays)."""
    while 0 < start < end and chunk[start].isspace():
        start += 1
    while start < end < len(chunk) and chunk[end - 1].isspace():
        end -= 1
    return start, end


def _word_edge(chunk: str, position: int, reach: int = 20) -> int:
    """The nearest place at or before `position` (within the chunk) where a word starts or ends, looking back at
    most `reach` characters (a chunk with no whitespace is cut mid-word)."""
    position = min(max(position, 0), len(chunk))
    for edge in range(position, max(position - reach, 0) - 1, -1):
        if edge in (0, len(chunk)) or chunk[edge - 1].isspace() or chunk[edge].isspace():
            return edge
    return position


def _word_sentence(difference: WordDifference, unit: str, index: int) -> str:
    """`first difference: chunk 1, word 0: expected 'sat', got 'the'`, or where the spacing differs."""
    where = f"first difference: {unit} {index}"
    if difference.spacing:
        place = "before the first word" if difference.index == 0 else f"after word {difference.index - 1}"
        return f"{where}, same words; the spacing {place}: expected {difference.expected!r}, got {difference.actual!r}"
    # Past the last word, say so: "expected nothing" read as if the whole chunk should be empty.
    want = repr(difference.expected) if difference.expected is not None else f"the {unit} to end"
    got = repr(difference.actual) if difference.actual is not None else f"the end of the {unit}"
    return f"{where}, word {difference.index}: expected {want}, got {got}"


def _marked(actual: str, marks: dict[str, str], difference: WordDifference) -> Text:
    """The actual chunk with its first differing word (or gap) underlined."""
    # Past the text shown (a long chunk is cut), nothing to underline.
    shown = (
        difference.actual is not None
        and difference.end <= len(actual)
        and actual[difference.start : difference.end] == difference.actual
    )
    return _chunk(actual, marks, (difference.start, difference.end) if shown else None)


def summary(result: PublicResult, progress: Progress | None) -> Text:
    total, passed = len(result.outcomes), result.passed
    style = "bold green" if result.ok else "bold red"
    line = Text()
    line.append(f"{passed}/{total} cases passed in {result.seconds:.2f} s.", style=style)
    copy = LEARNERS_COPY in result.notes
    if result.ok and not copy:
        line.append(f"\nCompare with the reference: `kata solution {result.exercise.name}`.")
    if not passed and total and not result.load_error:
        # Nothing passes yet (the first screen after set-up): where the task is explained.
        line.append(f"\nThe lesson and the task: `kata show {result.exercise.name}`.")
    if not result.ok and progress is not None and result.exercise.hints:
        line.append("\n" + hint_advice(result, progress, copy=copy))
    if copy:
        line.append(f"\n{LEARNERS_COPY}", style="dim")
    if result.isolation:
        line.append(f"\nIsolation: {isolation_line(result.isolation)}.", style="dim")
    return line


def isolation_line(isolation: str) -> str:
    """For a learner, what held in a few words (`sandboxed; memory ≤ 512 MiB`); in CI (CI set) every protection,
    as --format json always says it."""
    if os.environ.get("CI"):
        return isolation
    held, _, limits = isolation.partition("; ")
    memory = limits.split("; ")[0]  # the scratch folder's budget is for CI's line: a learner's stays short
    if held.startswith("sandbox: "):
        held = "sandboxed"
    elif held.startswith("no sandbox"):
        held = "no sandbox on this system"
    return f"{held}; {memory}" if memory else held


def render_result(
    result: PublicResult, console: Console, *, progress: Progress | None = None, details: int = DETAILS_SHOWN
) -> None:
    marks = symbols(console)
    exercise = result.exercise
    title = Text(f"{exercise.name}", style="bold")
    title.append(f" {marks['dash']} {exercise.title}   ")
    title.append(safe(_relative(result), marks), style="dim")
    console.print(title)
    failing = [_shorter_paths(outcome, result) for outcome in result.outcomes if not outcome.verdict.passed]
    # Failures a mistake line explains come first (stable otherwise): when the report has room for only some
    # details, the learner sees the cause, not only the crashes it left unexplained.
    causes = sorted(_alike(failing), key=lambda same: not any(outcome.pitfall for outcome in same))
    if result.load_error:
        # Nothing ran: the error once, and the traceback that shows where, not the same line for every case.
        console.print(Text(f"  The file could not be graded: {safe(result.load_error, marks)}", style="magenta"))
        note = standard_library_note(result.load_error)
        if note:
            console.print(hanging(Text(f"  {note}"), 2, console, console.width))
        ran = Text(f"  {marks['fail']} none of the {_count(len(result.outcomes), 'case')} ran: ", style="magenta")
        console.print(ran + Text(Verdict.UNLOADABLE.value, style="magenta"))
        if failing:
            console.print()
            console.print(_load_failure(failing[0], marks))
        console.print(summary(result, progress))
        return
    one_cause = len(result.outcomes) > 1 and len(failing) == len(result.outcomes) and len(causes) == 1
    if one_cause:
        # Every case failed alike (an untouched stub, above all): one line says so, not one red line per case.
        first = failing[0]
        line = Text(f"  {marks['fail']} all {len(result.outcomes)} cases  ", style=first.verdict.traits.style)
        head: RenderableType = line + Text(verdict_label(first), style=first.verdict.traits.style)
    else:
        # One print for all the case lines: each print costs rich a full render pass.
        lines = [hanging(case_line(outcome, marks), 4, console, console.width) for outcome in result.outcomes]
        head = Text("\n").join(lines)
    console.print(head)
    if failing:
        console.print()
    closing = summary(result, progress)
    room = REPORT_LINES - _height(console, title) - _height(console, head) - 1 - _height(console, closing)
    blocks = [_cause_block(exercise, same, marks, result.file, one_cause) for same in causes[:details]]
    # Room for the line that says what was left out (as long as it can be: every failing case but one).
    room -= _height(console, _left_out(len(failing)))
    shown = 0
    for block in blocks:
        height = _height(console, block)
        # The first cause is always explained; the next ones only while the report stays within its lines.
        if shown and height > room:
            break
        console.print(block)
        room -= height
        shown += 1
    if shown < len(causes):
        # Every failing case not explained above is counted, those past the first `details` causes too.
        console.print(_left_out(sum(len(same) for same in causes[shown:])))
    console.print(closing)


# A report fits this many lines at the terminal's width: a long one is cut by failing case, never in the middle of one.
REPORT_LINES = 80


def _left_out(cases: int) -> Text:
    said = _count(cases, "more failing case")
    return Text(f"Left out to keep this report short: the details of {said} (listed above).", style="dim")


def _height(console: Console, renderable: RenderableType) -> int:
    """How many lines `renderable` takes on this console."""
    return len(console.render_lines(renderable, console.options, pad=False, new_lines=False))


def _cause_block(
    exercise: PublicExercise, same: list[PublicOutcome], marks: dict[str, str], file: Path, one_cause: bool
) -> RenderableType:
    """One cause explained on its first case, and the other cases that fail the same way named."""
    parts: list[RenderableType] = [explain(exercise, same[0], marks, file)]
    if len(same) > 1 and not one_cause:
        others = ", ".join(outcome.case.name for outcome in same[1:4]) + (f", {marks['more']}" if len(same) > 4 else "")
        verb = "fails" if len(same) == 2 else "fail"
        parts += [Text(f"{_count(len(same) - 1, 'more case')} {verb} the same way: {others}", style="dim"), Text("")]
    return Group(*parts)


def _load_failure(outcome: PublicOutcome, marks: dict[str, str]) -> RenderableType:
    """Why the file does not load: its traceback (which shows the line), or the message when there is none."""
    parts: list[RenderableType] = []
    if outcome.traceback.strip():
        parts.append(_block("traceback", safe(outcome.traceback, marks), TRACEBACK_LINES))
    if outcome.output.strip():
        parts.append(_block("output", safe(outcome.output, marks), OUTPUT_LINES))
    return Group(*parts, Text("")) if parts else Text("")


def _alike(failing: list[PublicOutcome]) -> list[list[PublicOutcome]]:
    """Failures grouped by cause, so a stub's NotImplementedError is explained once, not 20 times."""
    groups: dict[tuple[str, str, str], list[PublicOutcome]] = {}
    for outcome in failing:
        if outcome.verdict is Verdict.WRONG:
            # A known mistake is one story however many cases show it; other wrong answers are each their own
            # (a broken promise too: what broke it differs from case to case).
            key = (outcome.verdict.value, outcome.pitfall or outcome.case.name, "")
        elif outcome.traceback.strip():
            # The same exception raised at the same line of the learner's file is one cause, even when a
            # hidden case's copy of the message has its details withheld.
            key = (outcome.verdict.value, _exception_name(outcome), _raising_line(outcome.traceback))
        else:
            key = (outcome.verdict.value, outcome.message, "")
        groups.setdefault(key, []).append(outcome)
    return list(groups.values())


def _exception_name(outcome: PublicOutcome) -> str:
    """`NotImplementedError` of `NotImplementedError: …`, and of a hidden case's `the code raised an exception
    (NotImplementedError)`."""
    if outcome.case.hidden and outcome.message.endswith(")"):
        return outcome.message.rsplit("(", 1)[-1].rstrip(")")
    return outcome.message.split(":")[0]


def _raising_line(traceback: str) -> str:
    """The last `File "…", line N` of a traceback: where the exception left the learner's code."""
    frames = [line.strip() for line in traceback.splitlines() if line.strip().startswith("File ")]
    # Without the function's name: a hidden case's frames go without it (present/public.py).
    return frames[-1].split(", in ", 1)[0] if frames else traceback.strip().split("\n")[-1]


def _shorter_paths(outcome: PublicOutcome, result: PublicResult) -> PublicOutcome:
    """Tracebacks name the learner's file as they typed it: relative to the working folder when inside it
    (`--file sub/dir/x.py` keeps its folders), else exercises/EX.py of the course, else the whole path."""
    if not outcome.traceback:
        return outcome
    return replace(outcome, traceback=outcome.traceback.replace(str(result.file), _typed_path(result.file)))


def _typed_path(file: Path) -> str:
    try:
        return file.relative_to(Path.cwd()).as_posix()
    except (ValueError, OSError):
        return f"exercises/{file.name}" if file.parent.name == "exercises" else str(file)


_MISSING_MODULE = re.compile(r"No module named '([\w.]+)'")


def standard_library_note(text: str) -> str | None:
    """For an import of a package the worker does not have: why, in one sentence (None for anything else)."""
    import sys

    found = _MISSING_MODULE.search(text)
    if found is None or found.group(1).split(".")[0] in sys.stdlib_module_names:
        return None
    name = found.group(1).split(".")[0]
    return (
        f"Your code runs with Python's standard library only (no installed packages, no other files of yours), "
        f"and `{name}` is not part of it: solve the exercise without it."
    )


def _relative(result: PublicResult) -> str:
    return result.file.name if result.file.parent.name != "exercises" else f"exercises/{result.file.name}"


def render_results(
    results: Sequence[PublicResult],
    console: Console,
    *,
    progress: Progress | None = None,
    following: str | None = None,
) -> None:
    """Each exercise's report; after several, one line per exercise (a failure in the first one is ~170 lines
    up); after a pass, the exercise to go on with (`following`: the first not passed, None when none is left)."""
    for position, result in enumerate(results):
        if position:
            console.print()
        render_result(result, console, progress=progress)
    if len(results) > 1:
        console.print()
        console.print(results_table(results, symbols(console)))
    if results and all(result.ok for result in results) and progress is not None:
        if following is not None:
            console.print(f"Next: {following}. `kata show {following}` prints its lesson; `kata` grades it.")
        else:
            console.print("Every exercise passes. Well done!")


def results_table(results: Sequence[PublicResult], marks: dict[str, str]) -> Table:
    """One row per graded exercise: passed or not, cases passed, the first failing case."""
    from rich.table import Table

    table = Table(box=None, show_header=True, header_style="bold", pad_edge=False)
    for column in ("", "exercise", "cases", "first failing case"):
        table.add_column(column, no_wrap=column != "first failing case")
    for result in results:
        failing = next((outcome.case.name for outcome in result.outcomes if not outcome.verdict.passed), "")
        mark = Text(marks["pass"], style="green") if result.ok else Text(marks["fail"], style="red")
        table.add_row(mark, result.exercise.name, f"{result.passed}/{len(result.outcomes)}", failing)
    return table
