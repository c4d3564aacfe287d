"""Oath: Chronicles of Empire and Exile (1st edition). Card data and the Chronicle so far; no ruleset yet."""
