"""Following a game as its events are appended (GET /games/{id}/stream): what a follower is sent besides the events
(events.service.live follows them), and where it starts."""

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


def start(ledger, game_id: str, after: int | None) -> int:
    """The last version a follower has, from the one it names (`after`; None: the game's last event but one, so it
    starts from its view now). GameNotFound and BadRequest are raised here, before anything is sent."""
    version = ledger.version(game_id)
    if after is None:
        return version - 1
    if not 0 <= after <= version:
        raise BadRequest(f"version {after} does not exist; this game has versions 1 to {version}")
    return after


def ended_after(end: Ended, after: int) -> Ended | None:
    """The game's end, for a follower that has every event up to it; else None."""
    return end if end.version == after else None
