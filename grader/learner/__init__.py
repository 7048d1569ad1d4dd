"""The learner's own state and loop: progress, staged hints, backups and watch mode."""
