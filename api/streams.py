"""GET /games/{id}/stream: the game's events as Server-Sent Events, for a seat (bearer token) or a spectator.

Each event is an SSE message whose `id` is its version and whose data is {version, event, view, decision}: the
event as GET /games/{id}/events serves it to the caller, the caller's view after it and the decision awaited then
as GET /games/{id}/decision shows it. A comment line is a heartbeat; `event: end` says the game is over, and the
stream closes. Served best by the gevent worker class (`gameledger serve --worker-class gevent`): a waiting stream
is a blocked Redis read, which costs a greenlet, not a thread."""

import logging

from flask import current_app, request
from flask.views import MethodView

from events.errors import BadRequest
from events.service.follow import Ended, Heartbeat, follow
from events.service.notices import Notice, notices

from . import contract, schemas
from .auth import bearer_token, caller_seat
from .body import Blueprint
from .jsonout import encode
from .problems import REDIS_AWAY

blp = Blueprint("streams", __name__, description="Following a game as it is played, and one's own games")

log = logging.getLogger(__name__)
RETRY_MS = 1000         # how soon an EventSource reconnects (with Last-Event-ID) after the connection drops
EVENT_STREAM = "text/event-stream"
SSE_MESSAGE = {"type": "object", "description": "one message of the stream, its fields as SSE has them",
               "properties": {"id": {"type": "string", "description": "the event's version"},
                              "event": {"type": "string", "enum": ["message", "end"]},
                              "data": {"type": "string", "description": "JSON: {version, event, view, decision}, "
                                                                        "the view a View and the decision a Decision "
                                                                        "(components), as GET /games/{id}/state and "
                                                                        "/decision answer them; or at the end "
                                                                        "{version, status, result}"},
                              "retry": {"type": "integer"}}}


@blp.route("/games/<game_id>/stream")
class Stream(MethodView):
    @contract.operation("followGame", contract.SEAT_OR_SPECTATOR)
    @blp.arguments(schemas.StreamQuery, location="query")
    @blp.doc(parameters=[{"in": "header", "name": "Last-Event-ID", "schema": {"type": "string"},
                          "description": "the last version received: the stream goes on after it"}],
             responses={"200": {"description": "Server-Sent Events: `id` the version, `data` {version, event, "
                                               "view, decision}; comment lines as heartbeats; `event: end` when "
                                               "the game is over, then the stream closes",
                                "content": {EVENT_STREAM: {"schema": SSE_MESSAGE}}}})
    def get(self, query, game_id):
        """Follow the game: every event as it is appended, redacted for the caller, with the caller's view and
        decision after it; resumable with Last-Event-ID (or ?from=) without loss or duplication."""
        ledger = current_app.extensions["ledger"]
        seat = caller_seat(ledger, game_id)
        after = _after(query)
        moments = follow(ledger, game_id, seat, after, current_app.config.get("STREAM_HEARTBEAT", 15.0))
        opening = f"retry: {RETRY_MS}\n: game {game_id}\n\n".encode()
        return current_app.response_class(_messages(opening, moments), mimetype=EVENT_STREAM,
                                          headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


NOTICE = {"type": "object", "description": "one message of the stream, its fields as SSE has them",
          "properties": {"id": {"type": "string", "description": "game id:version"},
                         "event": {"type": "string", "enum": ["waiting"]},
                         "data": {"type": "string", "description": "JSON: {game, version, seat, ruleset, decision}"},
                         "retry": {"type": "integer"}}}


@blp.route("/me/stream")
class MyStream(MethodView):
    @contract.operation("followMyGames", contract.PLAYER)
    @blp.doc(
             responses={"200": {"description": "Server-Sent Events: `event: waiting` with data {game, version, seat, "
                                               "ruleset, decision} each time one of the caller's games waits on "
                                               "one of its seats (on opening, one for each game waiting already); "
                                               "comment lines as heartbeats",
                                "content": {EVENT_STREAM: {"schema": NOTICE}}}})
    def get(self):
        """Notices across all the games the caller's player key (as bearer) sits in: "your decision is waiting".
        A client that reconnects is sent every decision still waiting on it again, so it misses none."""
        found = notices(current_app.extensions["ledger"], bearer_token(),
                        current_app.config.get("STREAM_HEARTBEAT", 15.0))
        return current_app.response_class(_messages(f"retry: {RETRY_MS}\n: your games\n\n".encode(), found),
                                          mimetype=EVENT_STREAM,
                                          headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


def _after(query) -> int | None:
    """The last version the caller has: Last-Event-ID (an EventSource sends it when it reconnects, with the URL it
    first opened, so it wins over ?from=), else the one before ?from=, else None (from the game's last event)."""
    last = request.headers.get("Last-Event-ID")
    if last is not None and last.strip():
        if not last.strip().isdigit():
            raise BadRequest(f"Last-Event-ID must be a version number, not {last!r}")
        return int(last.strip())
    return query["from_"] - 1 if "from_" in query else None


def _messages(opening: bytes, moments):
    yield opening           # the headers and a first line at once: the caller knows it is following
    try:
        for moment in moments:
            if isinstance(moment, Heartbeat):
                yield b": heartbeat\n\n"
            elif isinstance(moment, Notice):
                yield f"id: {moment.game}:{moment.version}\nevent: waiting\ndata: ".encode() + \
                    encode(moment.to_dict()) + b"\n\n"
            elif isinstance(moment, Ended):
                end = {"version": moment.version, "status": moment.status, "result": moment.result}
                yield b"event: end\ndata: " + encode(end) + b"\n\n"
            else:
                yield f"id: {moment['version']}\ndata: ".encode() + encode(moment) + b"\n\n"
    except REDIS_AWAY as error:
        # Redis went away, or the process is stopping and cut the wait short: the stream closes and the caller
        # comes back with Last-Event-ID (to this process or another), missing nothing.
        log.warning("a stream closed: Redis is unavailable (%s)", error)
        return
