"""Dominion: Prosperity, 1st edition: the Action cards (rulings: seed 001; shared/reference/dominion-cards.md
section 6)."""
