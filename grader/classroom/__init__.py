"""Grading for a whole class and the engines courses use: batch, release copies."""
