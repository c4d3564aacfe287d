"""GET /games/{id}/stream: the game's events as Server-Sent Events, for a seat (bearer token) or a spectator; and
GET /me/stream, the notices of a player's games.

Each event is an SSE message whose `id` is its version and whose data is {version, event, view, decision}: the
event as GET /games/{id}/events serves it to the caller, the caller's view after it and the decision awaited then
as GET /games/{id}/decision shows it. A comment line is a heartbeat; `event: end` says the game is over, and the
stream closes.

The views here check the request as any view does (the caller's token, the game, the version to resume from: every
refusal a problem) and hand the following to the service's door (api/door.py), which writes the frames on its
event loop as the live watch yields them (events.service.live): an open stream holds no thread."""

from dataclasses import dataclass

from flask import current_app, request
from flask.views import MethodView

from events.errors import BadRequest
from events.service.follow import Ended, Heartbeat, start
from events.service.notices import Notice

from . import contract, headers, schemas
from .auth import bearer_token, caller_seat
from .body import Blueprint
from .door import DOOR, FOLLOW
from .jsonout import encode

blp = Blueprint("streams", __name__, description="Following a game as it is played, and one's own games")

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
    @blp.arguments(schemas.StreamHeaders, location="headers")
    @blp.doc(responses={"200": {"description": "Server-Sent Events: `id` the version, `data` {version, event, "
                                               "view, decision}; comment lines as heartbeats; `event: end` when "
                                               "the game is over, then the stream closes",
                                "content": {EVENT_STREAM: {"schema": SSE_MESSAGE}}}})
    def get(self, query, sent, game_id):
        """Follow the game: every event as it is appended, redacted for the caller, with the caller's view and
        decision after it; resumable with Last-Event-ID (or ?from=) without loss or duplication."""
        ledger, live = current_app.extensions["ledger"], _live()
        seat = caller_seat(ledger, game_id)
        after = start(ledger, game_id, _after(query))
        heartbeat = current_app.config["STREAM_HEARTBEAT"]
        return _following(f": game {game_id}", lambda: _game_frames(live.follow(game_id, seat, after, heartbeat)))


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
        live = _live()
        player = current_app.extensions["ledger"].lobby.player(bearer_token())
        heartbeat = current_app.config["STREAM_HEARTBEAT"]
        return _following(": your games", lambda: _notice_frames(live.notices(player, heartbeat)))


def _after(query) -> int | None:
    """The last version the caller has: Last-Event-ID (an EventSource sends it when it reconnects, with the URL it
    first opened, so it wins over ?start=), else the one before ?start= (0 and 1 both mean from the first event), else
    None (from the game's last event)."""
    last = headers.last_event_id(request.headers.get("Last-Event-ID"))
    if last is not None:
        return last
    return max(query["start"] - 1, 0) if "start" in query else None


@dataclass(frozen=True)
class Follow:
    """A stream the door writes after the view's answer: `frames()`, its SSE frames as they come (bytes)."""
    frames: object


def _live():
    live = current_app.extensions.get("live")
    if live is None or DOOR not in request.environ:
        raise BadRequest("streams are served by the service's own server (`gameledger serve`, or "
                         "gameledger.serving:asgi_app under an ASGI server); this server cannot hold them open")
    return live


def _following(opening: str, frames):
    """The stream's answer: its headers and a first comment at once (the caller knows it is following), then the
    frames, written by the door."""
    request.environ[FOLLOW] = Follow(frames)
    return current_app.response_class(f"{opening}\n\n".encode(), mimetype=EVENT_STREAM,
                                      headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


def moment_frame(moment: dict) -> bytes:
    """An event's message: its version as the id. Worked out once for every follower who sees it alike."""
    return f"id: {moment['version']}\ndata: ".encode() + encode(moment) + b"\n\n"


HEARTBEAT = b": heartbeat\n\n"
STOPPING = b": the service is stopping: reconnect (with Last-Event-ID) to go on\n\n"
RETRY = f"retry: {RETRY_MS}\n".encode()      # sent with the first message (alone it would be an empty event)


async def _game_frames(following):
    """The frames of a game's stream: the moments that came at once written in one go."""
    retry = RETRY
    async for came in following:
        if isinstance(came, Heartbeat):
            yield HEARTBEAT
        elif isinstance(came, Ended):
            yield retry + b"event: end\ndata: " + encode({"version": came.version, "status": came.status,
                                                           "result": came.result}) + b"\n\n"
            return
        else:
            yield retry + b"".join(moment.shown for moment in came)
            retry = b""
    yield STOPPING


async def _notice_frames(notices):
    retry = RETRY
    async for notice in notices:
        if isinstance(notice, Heartbeat):
            yield HEARTBEAT
        elif isinstance(notice, Notice):
            yield retry + f"id: {notice.game}:{notice.version}\nevent: waiting\ndata: ".encode() + \
                encode(notice.to_dict()) + b"\n\n"
            retry = b""
    yield STOPPING
