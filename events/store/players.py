"""Each player key's seats: a projection of who sits where, so a player lists its games across games.

A key is known here only by its digest (events.service.access.digest). One sorted set per key, of "game/seat"
members scored by when the seat was taken, under the key's own hash tag.
"""

from .durable import Durability
from .text import text


class PlayerSeats:
    def __init__(self, redis, prefix="gl", durability: Durability | None = None):
        """`durability`: durable mode's waits after a key is issued or takes seats (events/store/durable.py)."""
        self.redis = redis
        self.prefix = prefix
        self.durability = durability or Durability(redis)

    def key(self, player: str) -> str:
        return f"{self.prefix}:{{player:{player}}}:seats"

    def register(self, player: str) -> None:
        """Know the key before it takes a seat (one the service issued)."""
        known = f"{self.prefix}:{{player:{player}}}:known"
        self.durability.run(known, lambda client: client.set(known, 1))

    def known(self, player: str) -> bool:
        """Whether the key was issued here or has taken a seat."""
        return bool(self.redis.exists(self.key(player), f"{self.prefix}:{{player:{player}}}:known"))

    def add(self, player: str, game_id: str, seats: list[int], when: float) -> None:
        if not seats:
            return
        taken = {f"{game_id}/{seat}": when for seat in seats}
        self.durability.run(self.key(player), lambda client: client.zadd(self.key(player), taken))

    def games(self, player: str) -> list[tuple[str, list[int]]]:
        """(game id, the player's seats in it) for every game the player sits in, the latest taken first."""
        games: dict[str, list[int]] = {}
        for member in self.redis.zrevrange(self.key(player), 0, -1):
            game_id, _, seat = text(member).rpartition("/")
            games.setdefault(game_id, []).append(int(seat))
        return [(game_id, sorted(seats)) for game_id, seats in games.items()]
