"""Idempotency-Key on the requests that create (POST /games, /campaigns, /players): the service creates once per key,
whatever fails, and a retry gets the first answer (events.service.creating); a move's key is kept in its event."""

from flask import request

from . import headers


def idempotency_key() -> str | None:
    """The request's Idempotency-Key, as api/headers.py takes it (400 for one that is not printable ASCII)."""
    return headers.idempotency_key(request.headers.get("Idempotency-Key"))


def replay_header(replayed: bool) -> dict:
    """Idempotent-Replayed: true on the first answer given again."""
    return {"Idempotent-Replayed": "true"} if replayed else {}
