"""Persistence of games: the event store on Redis streams, the game index, a private local Redis."""

from events.errors import (
    EventNotFound,
    EventStoreError,
    GameNotFound,
    IdempotencyConflict,
    RedisUnavailable,
    StaleVersion,
)
from events.index import GameIndex
from events.local_redis import LocalRedis, find_redis_server, free_port
from events.store import AppendResult, EventStore, upcast

__all__ = [
    "AppendResult",
    "EventNotFound",
    "EventStore",
    "EventStoreError",
    "GameIndex",
    "GameNotFound",
    "IdempotencyConflict",
    "LocalRedis",
    "RedisUnavailable",
    "StaleVersion",
    "find_redis_server",
    "free_port",
    "upcast",
]
