"""Stage 3, judge: verdicts, the trusted answers, known mistakes, speed and the random comparison with the reference."""
