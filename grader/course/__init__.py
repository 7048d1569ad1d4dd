"""Stage 1, load: cases.yaml and the course folder → frozen records (with `kata cases check` and `cases add`)."""
