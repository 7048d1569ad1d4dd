"""Terminal fit: on a terminal that cannot show Unicode, print look-alikes that keep every line's width.

rich lays a report out for the terminal's width before the text is encoded; escaping a character
(`\\u2014`) afterwards would push lines past the edge. The `kata-ascii` error handler replaces each
character that cannot be encoded by as many ASCII characters as the cells it takes: a dash for a
dash, `e` for `é`, `?` for what has no look-alike (`??` for a wide character).
"""

from __future__ import annotations

import codecs
import unicodedata

from rich.cells import get_character_cell_size

ERRORS = "kata-ascii"

_LOOK_ALIKES = {
    "—": "-", "–": "-", "‐": "-", "−": "-", "‘": "'", "’": "'", "‚": ",", "“": '"', "”": '"', "„": '"',
    "…": ".", "•": "*", "·": ".", "→": ">", "←": "<", "↵": "$", "✓": "+", "✗": "x", "▸": ">",
    "█": "#", "░": "-", "×": "x", "≤": "<", "≥": ">", "«": "<", "»": ">", "\u00a0": " ",
}  # fmt: skip


def has_look_alike(char: str) -> bool:
    """Is `char` the report's own punctuation, drawn as ASCII that means the same (a dash, an ellipsis)? A
    letter or a no-break space in a learner's text is not: its look-alike would pass for another character."""
    return char in _LOOK_ALIKES and char != "\u00a0"


def look_alike(char: str) -> str:
    """ASCII that takes the cells rich laid `char` out in."""
    if char in _LOOK_ALIKES:
        return _LOOK_ALIKES[char]
    cells = get_character_cell_size(char)
    if cells != 1:
        return "?" * cells  # nothing for a combining mark or modifier, two for a wide character
    if "\u2500" <= char <= "\u257f":  # box drawing, for panels and rules
        name = unicodedata.name(char, "")
        return "|" if "VERTICAL" in name and "HORIZONTAL" not in name else ("-" if "HORIZONTAL" in name else "+")
    base = "".join(part for part in unicodedata.normalize("NFKD", char) if part.isascii())
    return base if len(base) == 1 else "?"


def _replace(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return "".join(look_alike(char) for char in error.object[error.start : error.end]), error.end


codecs.register_error(ERRORS, _replace)
