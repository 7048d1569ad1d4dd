"""Known wrong chunk_stdin programs, simulated: stdin → stdout lines, or "error" (exit ≠ 0)."""

from __future__ import annotations

import re

_DIGITS = re.compile(r"[0-9]+")


def _windows(words: list[str], size: int, overlap: int) -> list[str]:
    """The correct loop of chunk_words (the mistakes below are all in reading and checking)."""
    chunks: list[str] = []
    first = 0
    while first < len(words):
        chunks.append(" ".join(words[first : first + size]))
        if first + size >= len(words):
            break
        first += size - overlap
    return chunks


def _numbers(fields: list[str]) -> tuple[int, int] | None:
    """Checked size and overlap from the first two fields; None where the reference refuses."""
    if len(fields) < 2 or not all(_DIGITS.fullmatch(field) for field in fields[:2]):
        return None
    size, overlap = int(fields[0]), int(fields[1])
    return (size, overlap) if 0 <= overlap < size else None


def unpacks_exactly_two_numbers(stdin: str) -> list[str] | str:
    """`size, overlap = map(int, line.split())`: crashes when the text starts on line 1."""
    first_line, _, rest = stdin.partition("\n")
    fields = first_line.split()
    if len(fields) != 2:
        return "error"  # ValueError: too many (or not enough) values to unpack
    numbers = _numbers(fields)
    if numbers is None:
        return "error"
    return _windows(rest.split(), *numbers)


def reads_only_second_line(stdin: str) -> list[str] | str:
    """Takes the text from line 2 alone: words on line 1 and on lines 3, 4, ... are lost."""
    lines = stdin.split("\n")
    numbers = _numbers(lines[0].split())
    if numbers is None:
        return "error"
    text = lines[1] if len(lines) > 1 else ""
    return _windows(text.split(), *numbers)


def prints_error_on_stdout(stdin: str) -> list[str] | str:
    """Reports a bad line 1 with print() and exits with status 0, as if the input were fine."""
    first_line, _, rest = stdin.partition("\n")
    fields = first_line.split()
    numbers = _numbers(fields)
    if numbers is None:
        return ["error: line 1 must hold size and overlap"]
    return _windows(fields[2:] + rest.split(), *numbers)


def skips_validation(stdin: str) -> list[str] | str:
    """Trusts whatever int() accepts: a negative overlap silently skips words.

    Where the step `size - overlap` is not positive the real program would loop forever;
    this simulation reports "error" there instead, so it always returns.
    """
    first_line, _, rest = stdin.partition("\n")
    fields = first_line.split()
    try:
        size, overlap = int(fields[0]), int(fields[1])
    except (IndexError, ValueError):
        return "error"
    if size - overlap <= 0:
        return "error"
    return _windows(fields[2:] + rest.split(), size, overlap)


def prints_the_list(stdin: str) -> list[str] | str:
    """`print(chunks)`: one line holding the list as Python shows it, not one line per chunk."""
    first_line, _, rest = stdin.partition("\n")
    fields = first_line.split()
    numbers = _numbers(fields)
    if numbers is None:
        return "error"
    chunks = _windows(fields[2:] + rest.split(), *numbers)
    return [str(chunks)]


def joins_lines_before_printing(stdin: str) -> list[str] | str:
    """`print("\n".join(chunks))`: right, except that no chunks still print one empty line."""
    first_line, _, rest = stdin.partition("\n")
    fields = first_line.split()
    numbers = _numbers(fields)
    if numbers is None:
        return "error"
    return _windows(fields[2:] + rest.split(), *numbers) or [""]


def _int_numbers(fields: list[str], digits: bool) -> tuple[int, int] | None:
    """size and overlap as int() reads them (with `digits`, only after str.isdigit() said yes)."""
    if len(fields) < 2:
        return None
    try:
        if digits and not (fields[0].isdigit() and fields[1].isdigit()):
            return None
        size, overlap = int(fields[0]), int(fields[1])
    except ValueError:
        return None
    return (size, overlap) if 0 <= overlap < size else None


def trusts_int(stdin: str) -> list[str] | str:
    """Checks the numbers with int() alone, which also reads "+4", "1_0" and digits of other scripts ("٤")."""
    first_line, _, rest = stdin.partition("\n")
    fields = first_line.split()
    numbers = _int_numbers(fields, digits=False)
    if numbers is None:
        return "error"
    return _windows(fields[2:] + rest.split(), *numbers)


def checks_with_isdigit(stdin: str) -> list[str] | str:
    """Checks the numbers with str.isdigit(), which says yes to "٤" and "４" too (and to "²", which int() refuses:
    the real program then stops with a ValueError, which no answer stands for)."""
    first_line, _, rest = stdin.partition("\n")
    fields = first_line.split()
    if len(fields) >= 2 and all(field.isdigit() for field in fields[:2]):
        int(fields[0]), int(fields[1])  # "²": ValueError, as in the real program
    numbers = _int_numbers(fields, digits=True)
    if numbers is None:
        return "error"
    return _windows(fields[2:] + rest.split(), *numbers)


def exits_with_status_1(stdin: str) -> list[str] | dict[str, object]:
    """Rejects with `sys.exit("message")`: the message goes to stderr, but the exit status is 1, not 2."""
    first_line, _, rest = stdin.partition("\n")
    fields = first_line.split()
    numbers = _numbers(fields)
    if numbers is None:
        return {"stdout": "", "stderr": "line 1 must hold size and overlap\n", "exit_code": 1}
    return _windows(fields[2:] + rest.split(), *numbers)


def rejects_on_stdout_with_status_1(stdin: str) -> list[str] | dict[str, object]:
    """Prints the rejection with print() and returns 1: the message lands on stdout, and the status is not 2."""
    first_line, _, rest = stdin.partition("\n")
    fields = first_line.split()
    numbers = _numbers(fields)
    if numbers is None:
        return {"stdout": "line 1 must hold size and overlap\n", "stderr": "", "exit_code": 1}
    return _windows(fields[2:] + rest.split(), *numbers)


def prints_after_the_last_window(stdin: str) -> list[str] | str:
    """Moves the window until its start passes the end: lines after the one that holds the last word."""
    first_line, _, rest = stdin.partition("\n")
    fields = first_line.split()
    numbers = _numbers(fields)
    if numbers is None:
        return "error"
    size, overlap = numbers
    words = fields[2:] + rest.split()
    return [" ".join(words[first : first + size]) for first in range(0, len(words), size - overlap)]
