"""The command table: one module per command, each with `register(subparsers)` that sets a `handler(arguments,
context)`. Registering imports none of a command's working parts (rich, yaml, the grader's stages): each handler
imports what it uses, so no command pays for the others'.
"""

from __future__ import annotations

from . import batch, cases, grade, hint, listing, new, pitfalls, quiz, release, reset, watch

COMMANDS = [grade, listing, hint, quiz, watch, reset, cases, new, pitfalls, batch, release]
# The module that registers each command: `kata grade …` builds grade's parser alone (all of them take ~4 ms).
COMMAND_MODULES = {
    "grade": grade,
    "list": listing,
    "show": listing,
    "hint": hint,
    "solution": hint,
    "quiz": quiz,
    "watch": watch,
    "reset": reset,
    "cases": cases,
    "new": new,
    "pitfalls": pitfalls,
    "batch": batch,
    "release": release,
}
