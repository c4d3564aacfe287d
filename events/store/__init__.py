"""Persistence: the Redis event streams (append with expected version and idempotency in one script, reading and
paging) and the projections (the game index). Knows no game and no service."""

from .index import GameIndex
from .streams import AppendResult, EventStore, upcast, valid_id

__all__ = ["AppendResult", "EventStore", "GameIndex", "upcast", "valid_id"]
