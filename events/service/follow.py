"""Following a game as its events are appended (GET /games/{id}/stream): each event as the follower may see it, with
their view and decision after it, in version order from where they left off, a heartbeat while nothing happens, and
an end once the game is over. Waiting is the event store's own blocking read (EventStore.follow), never a poll."""

from dataclasses import dataclass

from events.errors import BadRequest

HEARTBEAT_SECONDS = 15.0        # under the 30 to 60 s after which proxies and browsers drop a silent connection
BATCH = 100                     # events read and sent at a time by a follower far behind


@dataclass(frozen=True)
class Heartbeat:
    """Nothing was appended for a while; the connection is still good."""


@dataclass(frozen=True)
class Ended:
    """The game is over at `version` and takes no more events."""
    version: int
    status: str
    result: dict | None


def follow(ledger, game_id: str, viewer: int | None, after: int | None = None,
           heartbeat: float = HEARTBEAT_SECONDS):
    """What `viewer` (a seat, or None for a spectator) is sent of the game from version `after` on: an iterator of
    every later event as a dict {version, event, view, decision} (Ledger.moments), a Heartbeat after `heartbeat`
    seconds with none, and Ended once the game is over, after which it stops. `after` None: from the game's last
    event (the follower starts from its view now). Each event is sent once and in order, so a follower that comes
    back naming the last version it got misses nothing and sees nothing twice. GameNotFound and BadRequest are
    raised here, before anything is sent."""
    version = ledger.version(game_id)
    if after is None:
        after = version - 1
    if not 0 <= after <= version:
        raise BadRequest(f"version {after} does not exist; this game has versions 1 to {version}")
    return _following(ledger, game_id, viewer, after, heartbeat)


def _following(ledger, game_id, viewer, after, heartbeat):
    ended = _ended(ledger, game_id, after)
    if ended:
        yield ended
        return
    while True:
        events = ledger.store.follow(game_id, after, timeout=heartbeat, limit=BATCH)
        if not events:
            yield Heartbeat()
            continue
        for moment in ledger.moments(game_id, viewer, events):
            yield moment
        after = events[-1]["version"]
        if moment["decision"] is None:          # none is awaited only in a game that is over
            ended = _ended(ledger, game_id, after)
            if ended:
                yield ended
                return


def _ended(ledger, game_id: str, after: int) -> Ended | None:
    """The game's end if it is over (by its rules or its life) and the follower has every event up to it; else
    None."""
    end = ledger.ended(game_id)
    if end is None or end["version"] != after:
        return None
    return Ended(end["version"], end["status"], end["result"])
