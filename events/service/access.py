"""Who may see and do what: seat tokens (stored only as digests), events redacted for a viewer, and the decision
awaited as a viewer is shown it."""

import hashlib
import json
import secrets
import unicodedata

from events.errors import BadRequest, BadToken

from .seating import SECRET_FIELDS

NAME_LENGTH = 64
KEY_LENGTH = 128
# Characters no name may hold: controls (NUL, newlines), format characters (direction overrides, zero widths),
# surrogates, private use and unassigned code points; each could spoof narration or name two players alike.
BARRED = {"Cc", "Cf", "Cs", "Co", "Cn"}


def new_tokens(seats: list[dict]) -> dict[int, str]:
    """One secret token per human seat (an open seat's is issued when someone joins it)."""
    return {index: secrets.token_urlsafe(24) for index, seat in enumerate(seats)
            if not seat.get("bot") and not seat.get("open")}


def stored_tokens(tokens: dict[int, str]) -> str:
    """What the store keeps of the tokens: their digests, each with its seat."""
    return json.dumps({digest(token): seat for seat, token in tokens.items()})


def seat_of(stored: dict, token: str | None) -> int | None:
    """The seat a bearer token belongs to (`stored`: the digests stored_tokens keeps, read back); None for no token.
    A wrong token is refused, not demoted."""
    if token is None:
        return None
    seat = stored.get(digest(token))
    if seat is None:
        raise BadToken("this bearer token belongs to no seat of this game")
    return seat


def seat_name(name, number: int) -> str:
    """A seat's name as the game will show it: NFC, trimmed, printable, at most NAME_LENGTH characters."""
    if not isinstance(name, str) or not name.strip():
        raise BadRequest(f"seat {number} has no name")
    name = unicodedata.normalize("NFC", name).strip()
    barred = sorted({f"U+{ord(c):04X}" for c in name if unicodedata.category(c) in BARRED})
    if barred:
        raise BadRequest(f"seat {number}'s name holds characters a name may not: {', '.join(barred[:5])}")
    if len(name) > NAME_LENGTH:
        raise BadRequest(f"seat {number}'s name is longer than {NAME_LENGTH} characters")
    return name


def checked_key(key: str) -> str:
    """An idempotency key: 1 to KEY_LENGTH printable ASCII characters (a UUID fits)."""
    if not 1 <= len(key) <= KEY_LENGTH or not all("!" <= c <= "~" for c in key):
        raise BadRequest(f"an Idempotency-Key is 1 to {KEY_LENGTH} printable ASCII characters without spaces")
    return key


def redact(event: dict, viewer: int | None, finished: bool, conceal=None) -> dict:
    """An event as `viewer` may see it: no seed before the end, no private answer of another seat, and the options
    as `conceal(options)` leaves them (a chronicle save string holds a deck's order and the box's stacks), and no
    digest of a joiner's token or player key."""
    event = dict(event)
    if event["type"] in ("created", "started") and conceal is not None:       # a lobby's start repeats them
        event["options"] = conceal(event["options"])
    if event["type"] == "created" and not finished:
        event.pop("seed", None)
    if event["type"] == "joined":
        for name in SECRET_FIELDS:
            event.pop(name, None)
    if event.get("private") and viewer != event.get("seat"):
        event["move"] = "hidden"
    if event["type"] == "standing-answers" and viewer != event.get("seat"):
        event["answers"] = "hidden"         # a seat's standing answers are its own (events.service.standing)
    return event


# A pick's fields as they are served, under names every client reads as they are: a generated Python client turns
# `from`, `min` and `max` into from_, min_ and max_. The engine's own names (Decision.to_dict, which the state hash
# covers) are served beside them too, so a client written against them goes on working.
PICK_NAMES = {"from": "cards", "min": "at_least", "max": "at_most"}


def shown_decision(decision, viewer: int | None) -> dict:
    """The decision as `viewer` is shown it: in full to the seat that must answer (a pick under PICK_NAMES and its
    engine names), else only whose it is."""
    if viewer != decision.player:
        return decision.public_dict()
    shown = decision.to_dict()
    pick = shown.get("pick")
    if pick is not None:
        shown["pick"] = {PICK_NAMES[name]: value for name, value in pick.items()} | pick
    return shown


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()
