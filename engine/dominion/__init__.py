"""Dominion: base game, Intrigue and Prosperity (1st editions)."""

from .ruleset import DOMINION

__all__ = ["DOMINION"]
