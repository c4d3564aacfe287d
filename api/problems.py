"""Errors as application/problem+json (RFC 9457): type, title, status, detail, and what was wrong."""

import redis
from flask import json, make_response
from werkzeug.exceptions import HTTPException

from events.errors import (AlreadyStarted, BadRequest, BadToken, CampaignBusy, CampaignNotFound, CreatorOnly,
                           EventStoreError, GameEnded, GameNotFound, IdempotencyConflict, MoveRejected, NotStarted,
                           NotYourDecision, OwnerOnly, ReplayDiverged, SeatTaken, StaleVersion, TimeRanOut,
                           UndoRefused)

PROBLEM = "application/problem+json"

# service error -> (status, type slug, title)
STATUSES = {
    GameNotFound: (404, "game-not-found", "No such game"),
    CampaignNotFound: (404, "campaign-not-found", "No such campaign"),
    CampaignBusy: (409, "campaign-game-running", "The campaign's game is not over"),
    OwnerOnly: (403, "owner-only", "Only the campaign's owner may"),
    StaleVersion: (409, "stale-version", "The game has moved on"),
    IdempotencyConflict: (422, "idempotency-key-reused", "Idempotency key reused for a different request"),
    GameEnded: (409, "game-ended", "The game has ended"),        # before MoveRejected, its kind
    MoveRejected: (422, "illegal-move", "Illegal move"),
    BadRequest: (422, "invalid-request", "Invalid request"),
    NotYourDecision: (403, "not-your-decision", "Not your decision"),
    BadToken: (401, "bad-token", "Unknown bearer token"),
    SeatTaken: (409, "seat-taken", "The seat is not open"),
    NotStarted: (409, "game-not-started", "The game has not started"),
    AlreadyStarted: (409, "game-started", "The game has started"),
    CreatorOnly: (403, "creator-only", "Only the game's creator may"),
    ReplayDiverged: (500, "replay-diverged", "Replay diverged"),
    UndoRefused: (409, "undo-refused", "The move cannot be taken back"),
    TimeRanOut: (409, "time-ran-out", "Time ran out"),
}


def problem(status: int, slug: str, title: str, detail: str, **extra):
    body = {"type": f"/problems/{slug}", "title": title, "status": status, "detail": detail, **extra}
    response = make_response(json.dumps(body), status)
    response.mimetype = PROBLEM
    return response


def from_service_error(error: Exception):
    for kind, (status, slug, title) in STATUSES.items():
        if isinstance(error, kind):
            extra = {"current_version": error.current} if isinstance(error, StaleVersion) else {}
            if isinstance(error, GameNotFound):
                return problem(status, slug, title, f"no game has the id {error.game_id!r}")
            if isinstance(error, CampaignNotFound):
                return problem(status, slug, title, f"no campaign has the id {error.campaign_id!r}")
            if isinstance(error, StaleVersion):
                detail = (f"the game (or campaign) is at version {error.current}; reload it and send the request again "
                          "if it still applies")
                return problem(status, slug, title, detail, **extra)
            return problem(status, slug, title, str(error))
    raise error


def from_http_exception(error: HTTPException):
    data = getattr(error, "data", None) or {}
    errors = data.get("errors") or data.get("messages")
    detail = data.get("message") or error.description
    extra = {"errors": errors} if errors else {}
    if errors and error.code == 422:
        detail = "the request does not match the schema: " + _flatten(errors)
    elif errors:
        detail = _flatten(errors)
    response = problem(error.code or 500, error.name.lower().replace(" ", "-"), error.name, detail, **extra)
    for name, value in error.get_headers():      # Allow with 405, Retry-After with 429
        if name.lower() != "content-type":
            response.headers[name] = value
    for name, value in (data.get("headers") or {}).items():
        response.headers[name] = value
    return response


# Redis away (down, restarting, loading its append-only file): the client may try again shortly.
REDIS_AWAY = (redis.ConnectionError, redis.TimeoutError, redis.BusyLoadingError)
RETRY_AFTER = 1


def from_redis_away(error):
    response = problem(503, "store-unavailable", "The game store is unavailable",
                       f"the game store does not answer ({type(error).__name__}); try again in a moment")
    response.headers["Retry-After"] = str(RETRY_AFTER)
    return response


def _flatten(errors, path="") -> str:
    parts = []
    if isinstance(errors, dict):
        for key, value in errors.items():
            if key in ("json", "query", "headers") and not path:
                parts.append(_flatten(value, ""))
            else:
                parts.append(_flatten(value, f"{path}.{key}" if path else str(key)))
    elif isinstance(errors, list):
        parts.append(f"{path}: {' '.join(str(e) for e in errors)}" if path else " ".join(map(str, errors)))
    else:
        parts.append(f"{path}: {errors}")
    return "; ".join(p for p in parts if p)


SERVICE_ERRORS = (EventStoreError, BadRequest, BadToken, CampaignBusy, MoveRejected, NotYourDecision, OwnerOnly,
                  ReplayDiverged, SeatTaken, NotStarted, AlreadyStarted, CreatorOnly, UndoRefused, TimeRanOut)
