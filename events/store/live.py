"""A game's stream read without a thread: the reads a follower waits on (GET /games/{id}/stream), through an asyncio
Redis client, so that a thousand idle followers in one process cost a thousand waiting coroutines and no thread."""

from .streams import decoded, game_key

READ_CHUNK = 100


class LiveStreams:
    """Async reads of the games' event streams. `redis`: a redis.asyncio client answering bytes, with no socket
    timeout shorter than the longest wait asked of it (a blocking read that times out is a quiet game, not a
    failure)."""

    def __init__(self, redis, prefix: str = "gl"):
        self.redis = redis
        self.prefix = prefix

    async def version(self, game_id: str) -> int:
        return await self.redis.xlen(game_key(self.prefix, game_id, "events"))

    async def after(self, game_id: str, version: int, limit: int = READ_CHUNK) -> list[dict]:
        """The events after `version`, at most `limit`, without waiting."""
        entries = await self.redis.xrange(game_key(self.prefix, game_id, "events"), f"{version + 1}-0", "+",
                                          count=limit)
        return [decoded(entry_id, fields) for entry_id, fields in entries]

    async def wait_after(self, game_id: str, version: int, seconds: float, limit: int = READ_CHUNK) -> list[dict]:
        """The events after `version` (at most `limit`), waiting up to `seconds` for the first: the stream's own
        blocking read (XREAD BLOCK), on the game's own node of a cluster. [] when none came in time."""
        stream = game_key(self.prefix, game_id, "events")
        found = await self.redis.xread({stream: f"{version}-0"}, count=limit, block=max(1, round(seconds * 1000)))
        entries = found[0][1] if found else []
        return [decoded(entry_id, fields) for entry_id, fields in entries]

    async def close(self) -> None:
        await self.redis.aclose()
