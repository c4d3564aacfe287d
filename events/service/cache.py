"""What a process keeps of the games it serves, so a request neither replays its game nor re-reads what never
changes. A restart loses only time, never data: everything here is rebuilt from the store."""

import threading
from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property

from events.errors import (AlreadyStarted, BadRequest, BadToken, CreatorOnly, GameNotFound, IdempotencyConflict,
                           InvitationRequired, MoveRejected, NotStarted, NotYourDecision, SeatKept, SeatTaken,
                           StaleVersion, UndoRefused)

from .life import Life


@dataclass
class Facts:
    """What never changes once a game is created: its ruleset, its first event, its seats' token digests and the
    metadata it was created with."""
    ruleset: object
    created: dict
    tokens: dict            # token digest -> seat
    meta: dict

    @property
    def seats(self) -> list[dict]:
        return self.created["seats"]

    @cached_property
    def created_ms(self) -> int:
        """When the game was created, in milliseconds since 1970 (its moves' times count from it)."""
        return round(datetime.fromisoformat(self.created["at"]).timestamp() * 1000)


@dataclass
class Held:
    """One game as this process holds it: its facts, and its live state at `version` (None: not built, or no
    longer trusted). Used only under `lock`, so readers share the state and a writer changes it alone."""
    lock: threading.RLock = field(default_factory=threading.RLock)
    users: int = 0
    facts: Facts | None = None
    state: object = None
    version: int = 0
    snapshot: tuple | None = None       # (version, data) of the store's snapshot as read with the facts, () none
    snapshot_version: int = 0           # the latest snapshot this process knows the store keeps
    life: Life = field(default_factory=Life)    # what the game's life events add up to at `version` (life.py)

    def discard(self) -> None:
        """Forget the state: it is no longer the game's at any recorded version."""
        self.state, self.version, self.life = None, 0, Life()


# Refusals that leave the state as it was (one raised after a change discards the state itself). A refusal left out
# would throw away a good state for nothing, and the game be built again from its events on the next request.
UNCHANGED = (MoveRejected, NotYourDecision, BadRequest, BadToken, GameNotFound, StaleVersion, IdempotencyConflict,
             NotStarted, AlreadyStarted, SeatTaken, SeatKept, InvitationRequired, CreatorOnly, UndoRefused)


class StateCache:
    """Games by id, the most recently used kept up to `size`."""

    def __init__(self, size: int):
        self.size = size
        self._items = OrderedDict()
        self._lock = threading.Lock()

    @contextmanager
    def held(self, game_id: str):
        """The game's Held, locked for the block. A block that raises anything but a refusal (UNCHANGED) loses the
        state, since it may be half changed."""
        with self._lock:
            held = self._items.get(game_id)
            if held is None:
                held = self._items[game_id] = Held()
                self._evict()
            else:
                self._items.move_to_end(game_id)
            held.users += 1
        try:
            with held.lock:
                try:
                    yield held
                except UNCHANGED:
                    raise
                except BaseException:
                    held.discard()
                    raise
        finally:
            with self._lock:
                held.users -= 1

    def _evict(self):
        for game_id in list(self._items):
            if len(self._items) <= self.size:
                return
            if not self._items[game_id].users:
                del self._items[game_id]
