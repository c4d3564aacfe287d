"""Card powers: modifiers (see abilities/__init__.py)."""
