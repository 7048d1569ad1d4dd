"""Expected problems: each becomes one sentence with the file, line and fix, and exit code 2."""

from __future__ import annotations


class KataError(Exception):
    """A run that cannot be graded as asked. Printed as a paragraph, never as a traceback."""

    def __init__(self, problem: str, *, file: str = "", line: int = 0, fix: str = "") -> None:
        super().__init__(problem)
        self.problem = problem
        self.file = file
        self.line = line
        self.fix = fix

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}: " if self.file and self.line else (f"{self.file}: " if self.file else "")
        text = f"{where}{self.problem}"
        if self.fix:
            text += f"\nFix: {self.fix}"
        return text


class CasesError(KataError):
    """cases.yaml (or an instructor's extra cases file) is not valid."""


class UsageError(KataError):
    """The command line asks for something that does not exist."""
