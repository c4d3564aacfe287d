class RulesError(Exception):
    """Base of the errors the engine raises; the message is meant for a client to show."""


class IllegalMove(RulesError):
    """A move that does not answer the current decision legally. Nothing changed."""


class InvalidOptions(RulesError):
    """Setup options a ruleset cannot start a game from."""


class GameOver(IllegalMove):
    """A move sent to a game that has ended."""


class SnapshotRefused(ValueError):
    """A snapshot this engine will not restore: another format, ruleset or version, or altered since it was
    written. The game is then rebuilt by replaying its events."""
