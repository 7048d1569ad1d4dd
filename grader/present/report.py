"""Results → the learner's report in the terminal (rich, or plain text when not a terminal)."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console, ConsoleOptions, Group, RenderableType
from rich.text import Text

if TYPE_CHECKING:
    from rich.table import Table

from ..judge.model import Verdict
from ..judge.similar import SIMILAR_NAME
from ..judge.verdicts import WordDifference, count_words, first_difference, first_word_difference
from ..learner.hints import run_evidence, tied_stage
from ..learner.progress import Progress
from .public import PublicExercise, PublicOutcome, PublicResult
from .text import TEXT_PREVIEW, UNEXPLAINED, call_text, reproduce_command, teaches_by_similar

# How many failing cases are explained in full; the rest get one line each.
DETAILS_SHOWN = 3
# Long inputs are shown by their start and end, with their size (TEXT_PREVIEW).
LIST_WINDOW = 2
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
    "space": ".",
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
# (one for one, so the offsets of a marked difference still hold). Tab and line break are left as they are.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


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
    return safe(text, marks).replace(" ", marks["space"]).replace("\t", marks["tab"]).replace("\n", marks["newline"])


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
    return {" ": marks["space"], "\t": marks["tab"], "\n": marks["newline"]}.get(char, marks["space"])


def preview(text: str, marks: dict[str, str]) -> str:
    """A long text cut to its start and end, with its size."""
    if len(text) <= TEXT_PREVIEW:
        return visible(text, marks)
    head, tail = text[: TEXT_PREVIEW - 40], text[-30:]
    size = f" ({count_words(text):,} words, {len(text):,} characters) "
    return visible(head, marks) + marks["more"] + size + marks["more"] + visible(tail, marks)


def verdict_label(outcome: PublicOutcome) -> str:
    if outcome.pitfall:
        return f"{outcome.verdict.value} ({outcome.pitfall.replace('_', ' ')})"
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
        fields.add_row("call", Text(call_text(exercise, dict(outcome.case.input), file)))
        legend = f"   ({marks['space']} space {marks['tab']} tab {marks['newline']} line break)"
        for name, value in outcome.case.input.items():
            if isinstance(value, str):
                # The legend once per case, on its first text: repeated, it wraps and buries the values.
                fields.add_row(name, Text(f'"{preview(value, marks)}"') + Text(legend, style="dim"))
                legend = ""
    if outcome.message:
        fields.add_row("why", Text(safe(outcome.message, marks)))
    _cause_rows(fields, outcome, marks)
    if outcome.seed is not None:
        fields.add_row("seed", Text(f"{outcome.seed}   (again: {reproduce_command(exercise, outcome, file)})"))
    parts: list[RenderableType] = [_Hanging(header, 2), fields]
    # A true/false answer is all in `why` ("expected False, got True"): a table would only repeat it.
    if outcome.verdict is Verdict.WRONG and not outcome.case.hidden and exercise.kind.unit is not None:
        parts.append(comparison(exercise, outcome, marks))
    if outcome.output.strip():
        parts.append(_block("output", safe(outcome.output, marks), OUTPUT_LINES))
    if outcome.traceback.strip():
        parts.append(_block("traceback", safe(outcome.traceback, marks), TRACEBACK_LINES))
    if teaches_by_similar(outcome):
        parts.append(similar_example(exercise, outcome.similar, marks, file))
    return Group(*parts, Text(""))


def _cause_rows(fields: Table, outcome: PublicOutcome, marks: dict[str, str]) -> None:
    """Why the answer is wrong: the known mistake; else the promise it broke and the evidence; else no guess."""
    if outcome.pitfall:
        fields.add_row("mistake", Text(outcome.pitfall_message, style="yellow"))
    elif outcome.promise:
        fields.add_row("promise", Text(outcome.promise_text))
        evidence = outcome.promise_evidence or "on this hidden case (what broke it is not shown)"
        fields.add_row("broken", Text(safe(evidence, marks), style="yellow"))
    elif outcome.unexplained:
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
    fields.add_row("call", Text(call_text(exercise, dict(similar.case.input), file)))
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
    if not isinstance(expected, list) or not isinstance(actual, list):
        table = _field_table()
        table.add_row("expected", Text(repr(expected)))
        table.add_row("actual", Text(repr(actual)))
        return table
    unit = exercise.kind.unit or "answer"
    index = first_difference(expected, actual)
    both_chunks = index < min(len(expected), len(actual)) and all(
        isinstance(side[index], str) for side in (expected, actual)
    )
    word = first_word_difference(expected[index], actual[index]) if both_chunks else None
    start = max(0, index - LIST_WINDOW)
    stop = min(max(len(expected), len(actual)), index + LIST_WINDOW + 1)
    from rich.table import Table

    table = Table(box=None, padding=(0, 1), show_edge=False, pad_edge=False)
    table.add_column("", no_wrap=True)
    table.add_column(f"expected ({_count(len(expected), unit)})", overflow="fold", ratio=1)
    table.add_column(f"actual ({_count(len(actual), unit)})", overflow="fold", ratio=1)
    if start > 0:
        table.add_row(marks["more"], "", "")
    for position in range(start, stop):
        want = _item(expected, position, marks)
        got = _item(actual, position, marks)
        differs = position == index
        if differs and word is not None:
            got = _marked(actual[position], marks, word)
        mark = f"{marks['fail']} {position}" if differs else f"  {position}"
        table.add_row(Text(mark, style="red" if differs else ""), want, got)
    if stop < max(len(expected), len(actual)):
        table.add_row(marks["more"], "", "")
    parts: list[RenderableType] = [table]
    if word is not None:
        parts.append(Text(_word_sentence(word, unit, index)))
    return Group(*parts)


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
    underline), with its size, so that a 10,000-word chunk takes three lines, not a screen."""
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
        shown = Text(visible_chunk(chunk[start:end], marks))
        if focus is not None and start <= focus[0] < end:
            shown.stylize("bold red underline", focus[0] - start, max(focus[1], focus[0] + 1) - start)
        text.append_text(shown)
    text.append('"' if pieces[-1][1] == len(chunk) else marks["more"])
    if len(chunk) > CHUNK_SHOWN:
        text.append(f" ({count_words(chunk):,} words)", style="dim")
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
    return _chunk(actual, marks, (difference.start, difference.end) if difference.actual is not None else None)


def summary(result: PublicResult, progress: Progress | None) -> Text:
    total, passed = len(result.outcomes), result.passed
    style = "bold green" if result.ok else "bold red"
    line = Text()
    line.append(f"{passed}/{total} cases passed in {result.seconds:.2f} s.", style=style)
    if result.ok:
        line.append(f"\nCompare with the reference: `kata solution {result.exercise.name}`.")
    if not passed and total and not result.load_error:
        # Nothing passes yet (the first screen after set-up): where the task is explained.
        line.append(f"\nThe lesson and the task: `kata show {result.exercise.name}`.")
    if not result.ok and progress is not None and result.exercise.hints:
        line.append("\n" + hint_advice(result, progress))
    if result.isolation:
        line.append(f"\nIsolation: {result.isolation}.", style="dim")
    return line


def hint_advice(result: PublicResult, progress: Progress) -> str:
    """Which hint to read next: the one about this run's mistake or failing cases, else the next stage."""
    exercise, name = result.exercise, result.exercise.name
    total = len(exercise.hints)
    revealed = progress.of(name).revealed
    mistakes, tags = run_evidence(result)
    fresh = tied_stage(exercise, mistakes, revealed, tags)
    if fresh is not None:
        return f"Hint {fresh} of {total} is about {_evidence(exercise, fresh, mistakes)}: run `kata hint {name}`."
    seen = tied_stage(exercise, mistakes, (), tags)
    if seen is not None:
        return f"Hint {seen} of {total}, which you have read, is about {_evidence(exercise, seen, mistakes)}."
    # The first stage not yet read: hints revealed out of order (one tied to a mistake came first) leave a gap.
    following = next((stage for stage in range(1, total + 1) if stage not in revealed), None)
    if following is not None:
        return f"Hint {following} of {total} available: run `kata hint {name}`."
    return f"All hints are out: `kata solution {name}` shows the reference."


def _evidence(exercise: PublicExercise, stage: int, mistakes: Sequence[str]) -> str:
    hint = exercise.hints[stage - 1]
    if hint.pitfall and hint.pitfall in mistakes:
        return f"this mistake ({hint.pitfall.replace('_', ' ')})"
    return f"the failing cases tagged {hint.tag}"


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
    causes = _alike(failing)
    if result.load_error:
        # Nothing ran: the error once, and the traceback that shows where, not the same line for every case.
        console.print(Text(f"  The file could not be graded: {safe(result.load_error, marks)}", style="magenta"))
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
        console.print(line + Text(verdict_label(first), style=first.verdict.traits.style))
    else:
        # One print for all the case lines: each print costs rich a full render pass.
        lines = [hanging(case_line(outcome, marks), 4, console, console.width) for outcome in result.outcomes]
        if lines:
            console.print(Text("\n").join(lines))
    if failing:
        console.print()
    for same in causes[:details]:
        console.print(explain(exercise, same[0], marks, result.file))
        if len(same) > 1 and not one_cause:
            others = ", ".join(outcome.case.name for outcome in same[1:4]) + (
                f", {marks['more']}" if len(same) > 4 else ""
            )
            verb = "fails" if len(same) == 2 else "fail"
            console.print(Text(f"{_count(len(same) - 1, 'more case')} {verb} the same way: {others}", style="dim"))
            console.print()
    console.print(summary(result, progress))


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
            key = (outcome.verdict.value, outcome.message.split(":")[0], _raising_line(outcome.traceback))
        else:
            key = (outcome.verdict.value, outcome.message, "")
        groups.setdefault(key, []).append(outcome)
    return list(groups.values())


def _raising_line(traceback: str) -> str:
    """The last `File "…", line N` of a traceback: where the exception left the learner's code."""
    frames = [line.strip() for line in traceback.splitlines() if line.strip().startswith("File ")]
    return frames[-1] if frames else traceback.strip().split("\n")[-1]


def _shorter_paths(outcome: PublicOutcome, result: PublicResult) -> PublicOutcome:
    """Tracebacks name the learner's file relative to the course, as they see it in their editor."""
    if not outcome.traceback:
        return outcome
    folder = str(result.file.parent.parent) + "/"
    return replace(outcome, traceback=outcome.traceback.replace(folder, ""))


def _relative(result: PublicResult) -> str:
    return result.file.name if result.file.parent.name != "exercises" else f"exercises/{result.file.name}"


def render_results(results: Sequence[PublicResult], console: Console, *, progress: Progress | None = None) -> None:
    for position, result in enumerate(results):
        if position:
            console.print()
        render_result(result, console, progress=progress)
