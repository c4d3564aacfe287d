"""Seats' webhooks: per game, each seat's URL, secret and the version last noticed (a hash under the game's hash tag),
and the set of games that have one, which the worker's loop reads (events.service.webhooks)."""

import json

from .streams import game_key
from .text import text


class Hooks:
    def __init__(self, redis, prefix: str = "gl"):
        self.redis = redis
        self.prefix = prefix
        self.hooked = f"{prefix}:hooked"       # the games with a webhook

    def _key(self, game_id: str) -> str:
        return game_key(self.prefix, game_id, "hooks")

    def set(self, game_id: str, seat: int, hook: dict) -> None:
        # Two slots on a cluster (the game's and the set's), so no MULTI: the set first, so a failure between leaves
        # a game listed with no hook (the worker finds none and forgets it), never a hook the worker never reads.
        pipe = self.redis.pipeline(transaction=False)
        pipe.sadd(self.hooked, game_id)
        pipe.hset(self._key(game_id), str(seat), json.dumps(hook))
        pipe.execute()

    def get(self, game_id: str, seat: int) -> dict | None:
        kept = self.redis.hget(self._key(game_id), str(seat))
        return json.loads(kept) if kept else None

    def remove(self, game_id: str, seat: int) -> None:
        self.redis.hdel(self._key(game_id), str(seat))

    def games(self) -> list[str]:
        return [text(game) for game in self.redis.smembers(self.hooked)]

    def of_games(self, game_ids: list[str]) -> list[dict]:
        """Each game's hooks (seat as text -> hook), in one round trip."""
        pipe = self.redis.pipeline(transaction=False)
        for game_id in game_ids:
            pipe.hgetall(self._key(game_id))
        return [{text(seat): json.loads(kept) for seat, kept in hooks.items()} for hooks in pipe.execute()]

    def forget(self, game_ids: list[str]) -> None:
        """Games that take no more notices leave the set."""
        if game_ids:
            self.redis.srem(self.hooked, *game_ids)
