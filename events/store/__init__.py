"""Persistence: the Redis event streams (append with expected version and idempotency in one script, reading and
paging) and the projections (the game index, each player key's seats). Knows no game and no service."""

from .index import GameIndex
from .players import PlayerSeats
from .streams import AppendResult, EventStore, upcast, valid_id

__all__ = ["AppendResult", "EventStore", "GameIndex", "PlayerSeats", "upcast", "valid_id"]
