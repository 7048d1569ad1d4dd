"""Machine-readable result formats; each is a function of the same list of results."""
