"""Stage 2, run: the learner's code in a worker process of its own, under limits and, where it can be had, a sandbox."""
