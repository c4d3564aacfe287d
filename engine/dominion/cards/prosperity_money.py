"""Dominion: Prosperity, 1st edition: the Treasures and the cards that act when cards are bought or gained
(rulings: seed 001; shared/reference/dominion-cards.md section 6)."""
