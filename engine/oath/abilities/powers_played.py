"""Card powers: powers_played (see abilities/__init__.py)."""
