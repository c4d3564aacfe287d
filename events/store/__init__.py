"""Persistence: the Redis event streams (append with expected version and idempotency in one script, reading and
paging) and the projections (the game index, each player key's seats). Knows no game and no service."""

from redis.exceptions import RedisError as StoreError       # anything the store's Redis refuses or fails at

from .index import GameIndex
from .players import PlayerSeats
from .streams import AppendResult, EventStore, upcast, valid_id

__all__ = ["AppendResult", "EventStore", "GameIndex", "PlayerSeats", "StoreError", "upcast", "valid_id"]
