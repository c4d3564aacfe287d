"""Errors as application/problem+json (RFC 9457): type, title, status, detail, and what was wrong. Every `type` is an
absolute URI, the service's own /problems/{name}, which serves a page describing the problem (PROBLEMS)."""

from flask import current_app, has_request_context, json, make_response, request
from werkzeug.exceptions import HTTPException

from events.errors import (STORE_AWAY, AlreadyStarted, BadRequest, BadToken, CampaignBusy, CampaignEnded,
                           CampaignNotFound, CreatorOnly, EventStoreError, GameEnded, GameNotFound, IdempotencyConflict,
                           InvitationRequired, MoveRejected, NotStarted, NotYourDecision, OwnerOnly, ReplayDiverged,
                           SeatKept, SeatTaken, StaleVersion, StoreFull, TimeRanOut, UndoRefused)

from .headers import REQUEST_ID, BadHeader

PROBLEM = "application/problem+json"

# name -> (status, title, what it means and what a client does about it): the pages at /problems/{name}
PROBLEMS = {
    "malformed-json": (400, "Malformed JSON", "The body is not JSON as RFC 8259 has it: a syntax error, NaN or "
                       "Infinity (or a number past a 64-bit float), a lone UTF-16 surrogate, an integer wider than 64 "
                       "bits, nesting deeper than 64 levels, or bytes that are not UTF-8. `detail` says which. Fix "
                       "the body and send it again."),
    "bad-request": (400, "Bad request", "The request cannot be read as HTTP (a malformed request line or header)."),
    "invalid-header": (400, "Invalid header", "A header the service reads is not as the API takes it: If-Match names "
                       "one version (\"12\", or the ETag a GET gave, \"12-seat0\"), Last-Event-ID the version of the "
                       "last event received, each a whole number from 1 (Last-Event-ID: 0) to 2147483647 as a version "
                       "in a body is; an Idempotency-Key is 1 to 128 printable ASCII characters without spaces; and "
                       "no header the service reads holds a byte that is not ASCII. `detail` names the header. Send "
                       "it as it should be, or leave it out."),
    "versions-disagree": (400, "If-Match and expected_version disagree", "The move names its version twice, in "
                          "If-Match and as the body's `expected_version`, and the two differ: which one was the move "
                          "decided on? Send one of them, or the same version in both."),
    "bad-token": (401, "Unknown bearer token", "The request needs a bearer token and was sent none; or the "
                  "Authorization header is not `Bearer <token>` with the token as the service gave it (ASCII letters, "
                  "digits and `-._~+/`); or the token is not one this game (or campaign, or player) knows. Leave the "
                  "header out to read as a spectator."),
    "not-your-decision": (403, "Not your decision", "The decision awaited belongs to another seat, or the request "
                          "needs the bearer token of a seat that plays the game (a game's creator token plays no "
                          "seat)."),
    "creator-only": (403, "Only the game's creator may", "Inviting to a seat and starting a game take the creator "
                     "token POST /games answered with; a seat's token of the game does not."),
    "invitation-required": (403, "The seat is kept for an invitation", "The game's creator keeps this open seat for "
                            "the player it gave an invitation to (POST /games/{id}/seats/{n}/invitation): join it "
                            "with that invitation (the latest one, which replaces any before), or take another open "
                            "seat."),
    "owner-only": (403, "Only the campaign's owner may", "This needs the campaign's owner token; a player's token "
                   "of the campaign does not."),
    "game-not-found": (404, "No such game", "No game has this id."),
    "campaign-not-found": (404, "No such campaign", "No campaign has this id."),
    "ruleset-not-found": (404, "No such ruleset", "This service plays no ruleset with this id; GET /rulesets lists "
                          "those it plays."),
    "not-found": (404, "Not found", "No resource has this address."),
    "method-not-allowed": (405, "Method not allowed", "The resource does not take this method; `Allow` lists those "
                           "it takes."),
    "stale-version": (409, "The game has moved on", "The `expected_version` in the body is not the game's (or the "
                      "campaign's) version now, `current_version`. Read the game again and send the move again if "
                      "it still applies."),
    "game-ended": (409, "The game has ended", "The game is over (by its rules, a resignation, an agreement, an "
                   "abort or abandonment), or over for the caller's seat, which resigned; it takes no more moves or "
                   "life requests."),
    "game-not-started": (409, "The game has not started", "The game waits for players in its open seats; it takes "
                         "no move and has no view until it starts."),
    "game-started": (409, "The game has started", "The game has started already; its seats can no longer change."),
    "seat-taken": (409, "The seat is not open", "The seat was taken, or was never open."),
    "seat-kept": (409, "The seat is kept for another name", "The game's creator kept this open seat for a player "
                  "by name: its joiner plays as that name. Join it as that name (or with no name), or take another "
                  "open seat."),
    "campaign-game-running": (409, "The campaign's game is not over", "The campaign's current game (its Chronicle "
                              "included) must end before the next one starts."),
    "campaign-ended": (409, "The campaign has ended", "The campaign has no next game: it played its last one (its "
                       "`until`), or its last game wrote no chronicle. Fork it (POST /campaigns/{id}/fork) to play on "
                       "from a chronicle it wrote."),
    "precondition-failed": (412, "The version has moved on", "The version in If-Match is not the resource's version "
                            "now, `current_version`. Read it again and send the request again if it still "
                            "applies."),
    "payload-too-large": (413, "Body too large", "A request body is at most 64 KiB."),
    "unsupported-media-type": (415, "Unsupported media type", "The body must be JSON, sent with `Content-Type: "
                               "application/json`."),
    "invalid-request": (422, "Invalid request", "The request is well-formed but cannot be carried out as it is: "
                        "`detail` says why, and `errors` names the fields for one that fails its schema."),
    "illegal-move": (422, "Illegal move", "The move does not answer the decision awaited; `detail` says why, in "
                     "words a player can read. GET /games/{id}/decision lists the legal answers."),
    "idempotency-key-reused": (422, "Idempotency key reused for a different request", "This Idempotency-Key was "
                               "sent before with another request; a key names one request. Use a new key."),
    "expected-version-required": (428, "Expected version required", "A move names the version it was decided on, "
                                  "as If-Match or `expected_version`."),
    "too-many-requests": (429, "Too many requests", "The rate limit of this request, per bearer token and per "
                          "address, is spent; `Retry-After` says when to try again."),
    "undo-refused": (409, "The move cannot be taken back", "An undo is refused: the move is not the game's last or not "
                     "the seat's, the clock made it, or it drew randomness or showed something hidden; or no undo is "
                     "asked for. `detail` says which."),
    "time-ran-out": (409, "Time ran out", "The seat's time for the decision ran out before its move came; the "
                     "clock's answer (a bot's move, a timeout or a resignation, as the game's clock says) was "
                     "recorded instead. Read the game again."),
    "replay-diverged": (500, "Replay diverged", "Replaying the game's events gave another state hash than the one "
                        "recorded. Report it."),
    "internal-server-error": (500, "Internal server error", "The service failed; nothing was half-applied. Report "
                              "it."),
    "store-unavailable": (503, "The game store is unavailable", "Redis is down, restarting or loading its "
                          "append-only file; send the same request again after `Retry-After` seconds."),
    "store-full": (503, "The game store is full", "Redis has reached its memory limit and refuses to store more: "
                   "nothing of the request was written. Reads still answer. Send the same request again after "
                   "`Retry-After` seconds (with the same Idempotency-Key, a retry never creates twice); the "
                   "operator frees memory or gives Redis more."),
}

# service error -> problem name
SERVICE_PROBLEMS = {
    GameNotFound: "game-not-found",
    CampaignNotFound: "campaign-not-found",
    CampaignBusy: "campaign-game-running",
    CampaignEnded: "campaign-ended",
    OwnerOnly: "owner-only",
    StaleVersion: "stale-version",
    IdempotencyConflict: "idempotency-key-reused",
    GameEnded: "game-ended",        # before MoveRejected, its kind
    MoveRejected: "illegal-move",
    BadRequest: "invalid-request",
    NotYourDecision: "not-your-decision",
    BadToken: "bad-token",
    SeatTaken: "seat-taken",
    SeatKept: "seat-kept",
    InvitationRequired: "invitation-required",
    NotStarted: "game-not-started",
    AlreadyStarted: "game-started",
    CreatorOnly: "creator-only",
    ReplayDiverged: "replay-diverged",
    UndoRefused: "undo-refused",
    TimeRanOut: "time-ran-out",
}

# HTTP status -> problem name, for werkzeug's own errors
HTTP_PROBLEMS = {400: "bad-request", 404: "not-found", 405: "method-not-allowed", 413: "payload-too-large",
                 415: "unsupported-media-type", 422: "invalid-request", 429: "too-many-requests",
                 500: "internal-server-error"}

# RFC 6750: what a client is told to send when its token is refused
WWW_AUTHENTICATE = 'Bearer realm="gameledger", error="invalid_token"'


def blank_problem(status: int, title: str, detail: str, request_id: str | None = None) -> bytes:
    """A problem outside any request the app answers (the door's, the server's own refusals): about:blank (RFC 9457
    4.2.1), since no page of the service's says more than the status does."""
    body = {"type": "about:blank", "title": title, "status": status, "detail": detail}
    if request_id:
        body["instance"] = request_id
    return json.dumps(body).encode()


def type_uri(name: str) -> str:
    """The absolute URI of problem `name`: this service's page for it (PUBLIC_URL, else the address asked)."""
    base = (current_app.config.get("PUBLIC_URL") or (request.url_root if has_request_context() else "")).rstrip("/")
    return f"{base}/problems/{name}" if base else "about:blank"


def problem(name: str, detail: str, status: int | None = None, **extra):
    known_status, title, _ = PROBLEMS[name]
    status = status or known_status
    body = {"type": type_uri(name), "title": title, "status": status, "detail": detail, **extra}
    instance = request.environ.get(REQUEST_ID) if has_request_context() else None
    if instance:        # the request's id (api/door.py): the one in the logs and the X-Request-Id header
        body["instance"] = instance
    response = make_response(json.dumps(body), status)
    response.mimetype = PROBLEM
    if status == 401:
        response.headers["WWW-Authenticate"] = WWW_AUTHENTICATE
    return response


def stale(error: StaleVersion, name: str = "stale-version"):
    tally = current_app.extensions.get("metrics")
    if tally is not None:
        tally.stale_refused(PROBLEMS[name][0])
    detail = (f"the game (or campaign) is at version {error.current}; reload it and send the request again if it "
              "still applies")
    return problem(name, detail, current_version=error.current)


def from_service_error(error: Exception):
    for kind, name in SERVICE_PROBLEMS.items():
        if isinstance(error, kind):
            if isinstance(error, GameNotFound):
                return problem(name, f"no game has the id {error.game_id!r}")
            if isinstance(error, CampaignNotFound):
                return problem(name, f"no campaign has the id {error.campaign_id!r}")
            if isinstance(error, StaleVersion):
                return stale(error)
            return problem(name, str(error))
    raise error


def from_http_exception(error: HTTPException):
    data = getattr(error, "data", None) or {}
    errors = data.get("errors") or data.get("messages")
    detail = data.get("message") or error.description
    extra = {"errors": errors} if errors and error.code == 422 else {}      # field by field, for a schema's refusal
    name = HTTP_PROBLEMS.get(error.code, "internal-server-error")
    if errors and error.code == 422:
        detail = "the request does not match the schema: " + _flatten(errors)
    elif errors:
        detail = _flatten(errors)
    if data.get("malformed_json"):
        name = "malformed-json"
    if error.code == 413:
        detail = _too_large()
    response = problem(name, detail, status=error.code or 500, **extra)
    for header, value in error.get_headers():      # Allow with 405, Retry-After with 429
        if header.lower() != "content-type":
            response.headers[header] = value
    for header, value in (data.get("headers") or {}).items():
        response.headers[header] = value
    return response


def _too_large() -> str:
    limit = current_app.config["MAX_CONTENT_LENGTH"]
    sent = request.content_length if has_request_context() else None
    return f"a request body is at most {limit // 1024} KiB ({limit:,} bytes)" + \
        (f"; this one is {sent:,} bytes" if sent and sent > limit else "")


# The store away (down, restarting, loading its append-only file): the client may try again shortly.
REDIS_AWAY = STORE_AWAY
RETRY_AFTER = 1


def _redis_error() -> None:
    tally = current_app.extensions.get("metrics")
    if tally is not None:
        tally.redis_error("api")


def from_redis_away(error):
    _redis_error()
    response = problem("store-unavailable",
                       f"the game store does not answer ({type(error).__name__}); try again in a moment")
    response.headers["Retry-After"] = str(RETRY_AFTER)
    return response


STORE_FULL = StoreFull
FULL_RETRY_AFTER = 30       # seconds: memory is freed by an operator, not in a moment


def from_store_full(error):
    _redis_error()
    response = problem("store-full", "the game store has reached its memory limit and refuses writes: nothing of "
                                     "this request was written; send it again later")
    response.headers["Retry-After"] = str(FULL_RETRY_AFTER)
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


SERVICE_ERRORS = (EventStoreError, BadRequest, BadToken, CampaignBusy, CampaignEnded, MoveRejected, NotYourDecision,
                  OwnerOnly, ReplayDiverged, SeatTaken, SeatKept, InvitationRequired, NotStarted, AlreadyStarted,
                  CreatorOnly, UndoRefused, TimeRanOut)


def from_bad_header(error: BadHeader):
    return problem("invalid-header", str(error))
