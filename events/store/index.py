"""The game index: a projection of games for listing and filtering, rebuilt from games at will."""

from __future__ import annotations  # the method `list` would shadow the builtin in annotations

import json

from .text import text


class GameIndex:
    """Sorted sets of game ids scored by creation time: all games, and one set per ruleset, status, player.

    Every key carries the hash tag {games}, so the sets share a Redis Cluster slot and can be intersected.
    """

    def __init__(self, redis, prefix="gl"):
        self.redis = redis
        self.base = f"{prefix}:{{games}}"
        self.entries = f"{self.base}:entry"  # game id -> JSON of what it was last recorded as

    def _keys(self, ruleset=None, status=None, player=None):
        keys = []
        if ruleset is not None:
            keys.append(f"{self.base}:ruleset:{ruleset}")
        if status is not None:
            keys.append(f"{self.base}:status:{status}")
        if player is not None:
            keys.append(f"{self.base}:player:{player.lower()}")
        return keys

    def _keys_of(self, entry):
        keys = [self.base] + self._keys(entry["ruleset"], entry["status"])
        return keys + [k for p in entry["players"] for k in self._keys(player=p)]

    def record(self, game_id, ruleset, status, players: list[str], created: float, updated: float):
        """Index the game as it is now; recording the same game again moves it out of sets it left."""
        entry = {"ruleset": ruleset, "status": status, "players": sorted({p.lower() for p in players}),
                 "created": created, "updated": updated}
        new_keys = self._keys_of(entry)

        def update(pipe):
            old = pipe.hget(self.entries, game_id)
            left = set(self._keys_of(json.loads(old))) - set(new_keys) if old else set()
            pipe.multi()
            for key in left:
                pipe.zrem(key, game_id)
            for key in new_keys:
                pipe.zadd(key, {game_id: created})
            pipe.hset(self.entries, game_id, json.dumps(entry, sort_keys=True))

        # WATCH the entry so two concurrent records of one game cannot leave it in two statuses.
        self.redis.transaction(update, self.entries)

    def list(self, ruleset=None, status=None, player=None, offset=0, limit=50):
        """(ids newest first, total) of games matching every filter given."""
        if offset < 0 or limit < 0:
            raise ValueError("offset and limit must be 0 or more")
        keys = self._keys(ruleset, status, player) or [self.base]
        key = keys[0]
        pipe = self.redis.pipeline(transaction=True)
        if len(keys) > 1:
            # Inside MULTI nobody else sees the temporary key, so one fixed name is safe.
            key = f"{self.base}:tmp"
            pipe.zinterstore(key, keys, aggregate="MAX")
        pipe.zcard(key)
        if limit:
            pipe.zrevrange(key, offset, offset + limit - 1)
        if len(keys) > 1:
            pipe.delete(key)
        results = pipe.execute()[1 if len(keys) > 1 else 0:]
        total = results[0]
        ids = [text(i) for i in results[1]] if limit else []
        return ids, total

    def all_ids(self, status=None) -> list[str]:
        """Every indexed game id (with `status`, if given), oldest first."""
        key = self._keys(status=status)[0] if status is not None else self.base
        return [text(i) for i in self.redis.zrange(key, 0, -1)]
