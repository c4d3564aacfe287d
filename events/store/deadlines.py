"""The seat clocks' deadlines: games by their next deadline (milliseconds since 1970), a sorted set the worker's loop
reads (events.service.clocks)."""

from .text import text


class Deadlines:
    def __init__(self, redis, prefix: str = "gl"):
        self.redis = redis
        self.key = f"{prefix}:deadlines"

    def set(self, game_id: str, at_ms: int | None) -> None:
        if at_ms is None:
            self.redis.zrem(self.key, game_id)
        else:
            self.redis.zadd(self.key, {game_id: at_ms})

    def set_many(self, deadlines: dict) -> None:
        if deadlines:
            self.redis.zadd(self.key, deadlines)

    def passed(self, now_ms: int) -> list[str]:
        return [text(member) for member in self.redis.zrangebyscore(self.key, "-inf", now_ms)]
