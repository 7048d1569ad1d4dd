"""Stage 4, present: the one place hidden cases are redacted, then the terminal report and every result format."""
