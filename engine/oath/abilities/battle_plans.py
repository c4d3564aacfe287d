"""Card powers: battle_plans (see abilities/__init__.py)."""
