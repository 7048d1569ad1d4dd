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


# Characters with a look-alike that the report never writes itself: in a quoted text they are the learner's, and a
# look-alike would pass for another character (a curly quote for a straight one, a no-break space for a space).
_LEARNERS_ONLY = frozenset("\u2018\u2019\u201a\u201c\u201d\u201e\u00ab\u00bb\u2010\u00a0")


def has_look_alike(char: str) -> bool:
    """Is `char` the report's own punctuation, drawn as ASCII that means the same (a dash, an ellipsis)? A
    letter, a curly quote or a no-break space in a learner's text is not: its look-alike would pass for another
    character, and a call copied from the report would not be the call that failed."""
    return char in _LOOK_ALIKES and char not in _LEARNERS_ONLY


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
