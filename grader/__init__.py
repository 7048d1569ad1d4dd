"""chunk-kata's grader: loads cases, runs the learner's code in isolated workers, reports."""

__version__ = "0.1.0"
