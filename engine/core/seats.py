"""The players' names every game is set up with (the service fills `players` from the seats)."""

from .errors import InvalidOptions


def player_names(options: dict, game: str, least: int, most: int) -> list[str]:
    if not isinstance(options, dict):
        raise InvalidOptions("options must be a JSON object")
    players = options.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) and p.strip() for p in players):
        raise InvalidOptions("players must be a list of player names")
    if not least <= len(players) <= most:
        raise InvalidOptions(f"{game} takes {least} to {most} players, not {len(players)}")
    return [p.strip() for p in players]
