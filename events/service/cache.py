"""Live game states kept between requests, so a request need not replay its game."""

import threading
from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass

from events.errors import MoveRejected, NotYourDecision


@dataclass
class Loaded:
    ruleset: object
    state: object
    version: int
    created: dict

    def discard(self) -> None:
        """Keep this state out of the cache: it is no longer the game's at any recorded version."""
        self.state = None


# Refusals raised before anything changed the state: it goes back to the cache as it was.
UNCHANGED = (MoveRejected, NotYourDecision)


class StateCache:
    """Live game states by game id, each at one version. Taken out while in use, so no two requests share one;
    a restart loses only time, never data."""

    def __init__(self, size: int):
        self.size = size
        self._items = OrderedDict()
        self._lock = threading.Lock()

    @contextmanager
    def checked_out(self, game_id: str, version: int, load):
        """A state at `version`, taken from the cache or built by `load()`, given back when the block ends at the
        version it is then at (`loaded.version`, which a block that appends moves on). A block that raises loses
        the state, since it may be half changed, unless it was refused before any change (UNCHANGED)."""
        state = self._take(game_id, version)
        loaded = load(state)
        try:
            yield loaded
        except UNCHANGED:
            self._put(game_id, loaded.version, loaded.state)
            raise
        else:
            self._put(game_id, loaded.version, loaded.state)

    def _take(self, game_id, version):
        with self._lock:
            item = self._items.get(game_id)
            if item is None or item[0] != version:
                return None
            del self._items[game_id]
        return item[1]

    def _put(self, game_id, version, state):
        if state is None:
            return
        with self._lock:
            held = self._items.get(game_id)
            if held is None or held[0] <= version:
                self._items[game_id] = (version, state)
                self._items.move_to_end(game_id)
            while len(self._items) > self.size:
                self._items.popitem(last=False)
