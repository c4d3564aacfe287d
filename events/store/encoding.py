"""How an event is kept in its stream entry: compact msgpack (field "c") since the store's second encoding, JSON
(field "e") before it. Both read back as the same dict; nothing stored is ever rewritten.

The compact form is an array: the envelope's fields by position (ENVELOPE), then a map of all other fields. A
hash of 32 or 64 hex digits is kept as its bytes, an ISO time of millisecond precision as milliseconds since 1970, the
type as its index in TYPES. Each is turned back exactly, or the field is kept as it came (so any event reads back
as it was given).
"""

import json
from datetime import datetime, timezone

import msgpack

ENVELOPE = ("type", "seat", "move", "private", "dt", "hash", "at", "schema")     # the rarest last
TYPES = ("move", "created")
ABSENT = None           # a missing envelope field; an envelope field that is None is kept among the others
COMPACT, JSON = b"c", b"e"


def encode(event: dict) -> bytes:
    slots, rest = [], dict(event)
    for name in ENVELOPE:
        value = rest.pop(name, ABSENT)
        if value is ABSENT and name in event:
            rest[name] = None
        slots.append(_pack(name, value))
    while slots and slots[-1] is ABSENT:
        slots.pop()
    return msgpack.packb([*slots, rest], use_bin_type=True)       # the map last, even empty


def decode(fields: dict) -> dict:
    """The event of a stream entry's fields, in either encoding."""
    raw = fields.get(COMPACT, fields.get("c"))
    if raw is None:
        return json.loads(fields.get(JSON, fields.get("e")))
    items = msgpack.unpackb(raw, raw=False)
    event = items.pop()
    for name, value in zip(ENVELOPE, items):
        if value is not ABSENT:
            event[name] = _unpack(name, value)
    return event


def _pack(name, value):
    if name == "hash" and isinstance(value, str) and len(value) in (32, 64):
        try:
            packed = bytes.fromhex(value)
        except ValueError:
            return value
        return packed if packed.hex() == value else value
    if name == "at" and isinstance(value, str):
        millis = _millis(value)
        return millis if millis is not None and _iso(millis) == value else value
    if name == "type" and value in TYPES:
        return TYPES.index(value)
    return value


def _unpack(name, value):
    if name == "hash" and isinstance(value, bytes):
        return value.hex()
    if name == "at" and isinstance(value, int):
        return _iso(value)
    if name == "type" and isinstance(value, int):
        return TYPES[value]
    return value


def _millis(text: str):
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    if moment.tzinfo is None:
        return None
    return round(moment.timestamp() * 1000)


def _iso(millis: int) -> str:
    return datetime.fromtimestamp(millis / 1000, timezone.utc).isoformat(timespec="milliseconds")
