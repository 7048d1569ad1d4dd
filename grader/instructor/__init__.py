"""Instructor tools above the stages: `kata cases check` and `kata cases add` grade through the door."""
