"""The two requests a game is played with, a move and the decision awaited, answered below Flask when they are the
common case: a WSGI middleware (HotPath) the door calls in front of the app (gameledger/compose.py). Flask's request
context, routing, response object and flask-smorest's parsing cost a move about as much as the ledger and the engine
together (bench/service.py). Only the common case is taken here: a POST of a move whose plain JSON body the
documented view would read as it is, with If-Match; a GET of the decision with no If-None-Match; neither from a
browser origin (CORS). Anything else is answered by the app, as it came (its body put back), and an error raised here
by the app's own error handlers, in a request context: the answers are the views' answers (games.play,
games.decided), header for header (tests/api/test_fast.py)."""

import io
import re

import orjson

from events.errors import StaleVersion

from . import headers
from .auth import token_of
from .body import MAX_DEPTH, has_lone_surrogate
from .schemas import LARGEST
from .games import decision_over, moved
from .http import ROUTE, versioned_headers
from .jsonout import encode
from .problems import stale

GAME_PATH = re.compile(r"/games/([^/]+)/(moves|decision)\Z")
MOVES, DECISION = "/games/<game_id>/moves", "/games/<game_id>/decision"
JSON = "application/json"


class HotPath:
    """The WSGI app `app` (the Flask app) with a game's move and decision answered below it in the common case."""

    def __init__(self, app):
        self.app = app
        self.ledger = app.extensions["ledger"]
        self.limit = app.config["MAX_CONTENT_LENGTH"]

    def __call__(self, environ, start_response):
        match = GAME_PATH.match(environ.get("PATH_INFO", ""))
        if match is None or "HTTP_ORIGIN" in environ:
            return self.app(environ, start_response)
        game_id, what = match.groups()
        method = environ["REQUEST_METHOD"]
        environ[ROUTE] = MOVES if what == "moves" else DECISION     # as the app's routes name them
        try:
            if what == "decision" and method == "GET" and "HTTP_IF_NONE_MATCH" not in environ:
                answer = _decision(self.ledger, game_id, environ)
            elif what == "moves" and method == "POST":
                answer = _move(self.ledger, game_id, environ, self.limit)
            else:
                answer = None
        except Exception as error:        # noqa: BLE001 - every error is answered by the app's own handlers
            return _handled(self.app, environ, start_response, error)
        if answer is None:
            return self.app(environ, start_response)
        status, headers_sent, body = answer
        start_response(status, [("Content-Type", JSON), ("Content-Length", str(len(body)))] + headers_sent)
        return [body]


def _decision(ledger, game_id, environ):
    """GET /games/{id}/decision as games.decided answers it."""
    seat = ledger.states.seat_for_token(game_id, token_of(environ.get("HTTP_AUTHORIZATION")))
    answer = ledger.views.decision(game_id, seat)
    return "200 OK", versioned_headers(answer["version"], seat, environ, decision_over(answer)), encode(answer)


def _move(ledger, game_id, environ, limit):
    """POST /games/{id}/moves as games.play answers it, or None for a request it answers otherwise."""
    if environ.get("HTTP_TRANSFER_ENCODING") or environ.get("CONTENT_TYPE", "").split(";")[0].strip() != JSON:
        return None
    try:
        length = int(environ.get("CONTENT_LENGTH") or "")
    except ValueError:
        return None
    if not 0 <= length <= limit:
        return None
    data = environ["wsgi.input"].read(length)
    environ["wsgi.input"] = io.BytesIO(data)       # for Flask, if it answers after all
    body = parsed(data)
    # the version named by If-Match alone, as most clients send it (with expected_version too, a stale one is 409)
    match_header = environ.get("HTTP_IF_MATCH")
    if body is None or "expected_version" in body or not match_header:
        return None
    # read in the order games.play reads them, so that a request refused twice over gets the same refusal
    token = token_of(environ.get("HTTP_AUTHORIZATION"))
    if token is None:
        return None
    seat = ledger.states.seat_for_token(game_id, token)
    expected = headers.if_match(match_header)
    if seat is None or expected is None:
        return None
    key = headers.idempotency_key(environ.get("HTTP_IDEMPOTENCY_KEY"))
    result = ledger.moves.submit(game_id, seat, body["move"], expected, key)
    return "201 CREATED", versioned_headers(result.version, seat, environ, status=201, **moved(game_id, result)), \
        encode(result.answer)


def _handled(app, environ, start_response, error):
    """The error answered as the view's would be: by the app's handler for it (a problem), in a request context."""
    with app.request_context(environ):
        if isinstance(error, StaleVersion):      # If-Match named the version: the precondition failed (games.play)
            response = app.finalize_request(stale(error, "precondition-failed"))
        else:
            try:
                try:
                    raise error
                except Exception:       # noqa: BLE001 - handle_user_exception re-raises the error it handles if none
                    answered = app.handle_user_exception(error)
                response = app.finalize_request(answered)
            except Exception as unhandled:     # noqa: BLE001 - no handler for it: the app's 500 problem
                response = app.handle_exception(unhandled)
    return response(environ, start_response)


def parsed(data: bytes) -> dict | None:
    """A JSON body of a move as the documented view would load it (a JSON object of `move` and, optionally,
    `expected_version`, read alike by orjson and the documented view's parser), or None for any other."""
    if data.count(b"[") + data.count(b"{") > MAX_DEPTH:
        return None
    try:
        body = orjson.loads(data)
    except orjson.JSONDecodeError:
        return None
    if not isinstance(body, dict) or not body.keys() <= {"move", "expected_version"}:
        return None
    if "expected_version" in body and not (type(body["expected_version"]) is int
                                           and 1 <= body["expected_version"] <= LARGEST):
        return None
    if not isinstance(body.get("move"), dict) or not _plain(body["move"]):
        return None
    return body


def _plain(value) -> bool:
    """No number orjson reads otherwise than json does (a float, or an integer past 64 bits read as one), and no
    string json would refuse."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, float):
            return False
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return not has_lone_surrogate(value)
