"""A game's events as the current schema has them, whatever schema they were written under: the one place that knows
the schemas. Events are never rewritten in Redis; each is brought up to the current schema as it is read (the states,
the history, the streams read through `upcast`), so nothing else branches on a schema.

Schema 1: every event names its schema; a move or life event names its seat's name too ("actor"), its time is an ISO
date ("at"), and its state hash is whole (64 hex digits).
Schema 2, the current: only the first event names the schema; an event keeps its seat alone (the name is the seat's,
added when served), its time as milliseconds since the first event's ("dt", served as "at"), and the first 128 bits of
the state hash (events.service.replay.HASH_DIGITS; a whole one still agrees). A client's retry is known by a tag kept
in its event.
"""

from datetime import datetime

SCHEMA = 2


def upcast(events: list[dict], created: dict) -> list[dict]:
    """`events` of the game whose first event is `created` (itself upcast, or among them), in the current schema."""
    if not events:
        return events
    created_ms = millis(created["at"])
    return [_upcast(event, created_ms) for event in events]


def _upcast(event: dict, created_ms: int) -> dict:
    if event["type"] == "created":
        event["schema"] = SCHEMA
        return event
    event.pop("schema", None)
    if "seat" in event:
        event.pop("actor", None)        # the seat's name, added again when served
    if "at" in event:                   # schema 1, and events imported from a portable file before they were upcast
        event["dt"] = millis(event.pop("at")) - created_ms
    return event


def millis(iso: str) -> int:
    """An ISO date of the events as milliseconds since 1970."""
    return round(datetime.fromisoformat(iso).timestamp() * 1000)
