"""Snapshots: a game's state as plain data at a point with no effect in progress (the engine's `snapshot` and
`restore`), kept in the store every EVERY events so any process loads any game in bounded time. A snapshot is
only a shortcut: one that cannot be read or that disagrees with the recorded hash of its event is ignored (and
replaced), and the game is replayed from its first event instead."""

import logging
import zlib

import msgpack

EVERY = 50          # events between snapshots; a cold load applies at most this many, plus one turn
log = logging.getLogger(__name__)


def take(ruleset, state) -> bytes | None:
    """The state's snapshot data as kept in the store, or None where the engine cannot take one."""
    snapshot = getattr(ruleset, "snapshot", None)
    data = snapshot(state) if snapshot else None
    if data is None:
        return None
    return zlib.compress(msgpack.packb({"ruleset": ruleset.id, "state": data}, use_bin_type=True), 1)


def restore(ruleset, blob: bytes, game_id: str):
    """The state a kept snapshot holds, or None (logged) if it cannot be read as one of this ruleset's."""
    try:
        data = msgpack.unpackb(zlib.decompress(blob), raw=False)
        if data.get("ruleset") != ruleset.id:
            raise ValueError(f"it is a snapshot of {data.get('ruleset')!r}")
        return ruleset.restore(data["state"])
    except Exception as error:      # any fault in a shortcut means taking the long way
        log.warning("snapshot of game %s ignored: %s", game_id, error)
        return None
