class RulesError(Exception):
    """Base of the errors the engine raises; the message is meant for a client to show."""


class IllegalMove(RulesError):
    """A move that does not answer the current decision legally. Nothing changed."""


class InvalidOptions(RulesError):
    """Setup options a ruleset cannot start a game from."""


class GameOver(IllegalMove):
    """A move sent to a game that has ended."""
