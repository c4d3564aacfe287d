"""Rebuilding a game from its events alone, and checking the recorded hash chain on the way."""

from dataclasses import dataclass

from engine.core import RulesError
from engine.games import get_ruleset
from events.errors import ReplayDiverged


@dataclass
class Rebuilt:
    ruleset: object
    state: object
    version: int
    created: dict


def rebuild(events: list[dict], upto: int | None = None, verify: bool = False, each=None) -> Rebuilt:
    """The state after event `upto` (default: the last). With verify, a hash that differs raises ReplayDiverged
    naming the first such event. `each(version, state)` is called after every event."""
    created = events[0]
    ruleset = get_ruleset(created["ruleset"])
    try:
        state = ruleset.setup(created["options"], created["seed"], created.get("ruleset_version"))
    except RulesError as error:
        raise ReplayDiverged(created["version"], f"the game cannot be set up again ({error})") from error
    _check(ruleset, state, created, verify)
    if each:
        each(created["version"], state)
    version = created["version"]
    for event in events[1:]:
        if upto is not None and event["version"] > upto:
            break
        if event["type"] == "move":     # a life event (events.service.life) leaves the state as it was
            try:
                ruleset.apply(state, event["move"])
            except RulesError as error:
                raise ReplayDiverged(event["version"], f"the recorded move is refused now ({error})") from error
        _check(ruleset, state, event, verify)
        version = event["version"]
        if each:
            each(version, state)
    return Rebuilt(ruleset, state, version, created)


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
    if verify:
        actual = ruleset.state_hash(state)
        if not agrees(actual, event["hash"]):
            raise ReplayDiverged(event["version"],
                                 f"recorded hash {event['hash'][:12]}..., replay gives {actual[:12]}...")
