"""Rebuilding a game from its events alone, and checking the recorded hash chain on the way."""

from dataclasses import dataclass

from engine.core import RulesError
from engine.games import get_ruleset
from events.errors import ReplayDiverged

from .seating import LOBBY_EVENTS, WAITING, seated, set_up


@dataclass
class Rebuilt:
    ruleset: object
    state: object
    version: int
    created: dict
    seats: list | None = None       # the seats now (a game with open seats fills them as it goes)


def rebuild(events: list[dict], upto: int | None = None, verify: bool = False, each=None) -> Rebuilt:
    """The state after event `upto` (default: the last). With verify, a hash that differs raises ReplayDiverged
    naming the first such event. `each(version, state)` is called after every event from the engine's first state on.
    A game created with open seats is WAITING until its "started" event sets it up (events.service.seating)."""
    created = events[0]
    ruleset = get_ruleset(created["ruleset"])
    seats = created.get("seats")
    state = WAITING if created.get("lobby") else _set_up(ruleset, created, created)
    _check(ruleset, state, created, verify)
    if each and state is not WAITING:
        each(created["version"], state)
    version = created["version"]
    for event in events[1:]:
        if upto is not None and event["version"] > upto:
            break
        if event["type"] in LOBBY_EVENTS:
            seats = seated(seats, event)
            if event["type"] == "started":
                state = _set_up(ruleset, created, event)
        elif event["type"] == "undo":
            state = rebuild(events[:event["to"]]).state     # as it was before the move taken back (events.service.undo)
        elif event["type"] != "move":
            pass                        # another life event (events.service.life) leaves the state as it was
        elif state is WAITING:
            raise ReplayDiverged(event["version"], "a move recorded before the game started")
        else:
            try:
                ruleset.apply(state, event["move"])
            except RulesError as error:
                raise ReplayDiverged(event["version"], f"the recorded move is refused now ({error})") from error
        _check(ruleset, state, event, verify)
        version = event["version"]
        if each and state is not WAITING:
            each(version, state)
    return Rebuilt(ruleset, state, version, created, seats)


def _set_up(ruleset, created, event):
    """The engine's first state, from the first event (or a game with open seats, its "started" event)."""
    try:
        return set_up(ruleset, created, event)
    except RulesError as error:
        raise ReplayDiverged(event["version"], f"the game cannot be set up again ({error})") from error


# How much of the state hash (SHA-256, 64 hex digits) a game's events record since schema 2: 128 bits tell a replay
# that diverges from one that does not as surely as 256 do, in half the bytes of every event.
HASH_DIGITS = 32


def recorded_hash(ruleset, state) -> str:
    """The state hash as an event records it."""
    return ruleset.state_hash(state)[:HASH_DIGITS]


def agrees(actual: str, recorded: str) -> bool:
    """Whether a state's hash is the one an event recorded (in full before schema 2, its first HASH_DIGITS since)."""
    return len(recorded) >= HASH_DIGITS and actual[:len(recorded)] == recorded


def _check(ruleset, state, event, verify):
    if verify and state is not WAITING:        # a game waiting for players has no state to hash
        actual = ruleset.state_hash(state)
        if not agrees(actual, event["hash"]):
            raise ReplayDiverged(event["version"],
                                 f"recorded hash {event['hash'][:12]}..., replay gives {actual[:12]}...")
