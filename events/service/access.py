"""Who may see and do what: seat tokens (stored only as digests) and events redacted for a viewer."""

import hashlib
import json
import secrets

from events.errors import BadToken


def new_tokens(seats: list[dict]) -> dict[int, str]:
    """One secret token per human seat."""
    return {index: secrets.token_urlsafe(24) for index, seat in enumerate(seats) if not seat.get("bot")}


def stored_tokens(tokens: dict[int, str]) -> str:
    """What the store keeps of the tokens: their digests, each with its seat."""
    return json.dumps({digest(token): seat for seat, token in tokens.items()})


def seat_of(stored: str, token: str | None) -> int | None:
    """The seat a bearer token belongs to; None for no token. A wrong token is refused, not demoted."""
    if token is None:
        return None
    seat = json.loads(stored or "{}").get(digest(token))
    if seat is None:
        raise BadToken("this bearer token belongs to no seat of this game")
    return seat


def redact(event: dict, viewer: int | None, finished: bool) -> dict:
    """An event as `viewer` may see it: no seed before the end, no private answer of another seat."""
    event = dict(event)
    if event["type"] == "created" and not finished:
        event.pop("seed", None)
    if event.get("private") and viewer != event.get("seat"):
        event["move"] = "hidden"
    return event


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()
