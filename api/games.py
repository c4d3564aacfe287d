"""The /games resource: create, list, read, decide, move, and read the history."""

from flask import current_app, request
from flask.views import MethodView

from events.errors import ReplayDiverged

from . import schemas
from .auth import caller_seat
from .body import Blueprint
from .limits import limited
from .problems import problem

blp = Blueprint("games", __name__, url_prefix="/games", description="Games, their moves and their history")


def ledger():
    return current_app.extensions["ledger"]


def as_json(body: dict):
    """The answer of a view that plays or watches a game, written as it is: its schema describes it exactly, and
    dumping views and decisions through marshmallow on every move costs more than the move."""
    return current_app.json.response(body)


@blp.route("")
class Games(MethodView):
    @blp.arguments(schemas.GameListQuery, location="query")
    @blp.response(200, schemas.GameList)
    def get(self, query):
        """List games, newest first, filtered by ruleset, status or player name; open=true: the lobby (games with
        open seats)."""
        if "open" in query:
            wanted = query.pop("open")
            if not wanted or query.get("status", "open") != "open":
                return problem(422, "invalid-request", "Invalid request",
                               "open=true lists the games with open seats (status open); use status for the others")
            query["status"] = "open"
        return ledger().list_games(**query)

    @blp.arguments(schemas.GameCreate)
    @blp.response(201, schemas.GameCreated)
    @limited("create")
    def post(self, body):
        """Create a game. Answers the id, one secret token per human seat it fills, and the seed's hash commitment;
        with open seats, a creator token too (the game starts once its seats are taken, or when its creator starts
        it)."""
        return ledger().lobby.create(body["ruleset"], body["options"], body["seats"], body["player_key"],
                                     body["clock"])


@blp.route("/<game_id>")
class Game(MethodView):
    @blp.response(200, schemas.GameInfo)
    def get(self, game_id):
        """Metadata and the caller's view (bearer token = seat; none = spectator)."""
        info = ledger().info(game_id, caller_seat(ledger(), game_id))
        return as_json(info), 200, {"ETag": f'"{info["version"]}"'}


@blp.route("/<game_id>/decision")
class Decision(MethodView):
    @blp.response(200, schemas.DecisionOut)
    def get(self, game_id):
        """What must be decided now: in full if it is the caller's decision, else only whose it is."""
        return decided(game_id)


def decided(game_id):
    return as_json(ledger().decision(game_id, caller_seat(ledger(), game_id)))


@blp.route("/<game_id>/moves")
class Moves(MethodView):
    @blp.arguments(schemas.MoveIn)
    @blp.response(201, schemas.MoveOut)
    @blp.doc(parameters=[
        {"in": "header", "name": "If-Match", "schema": {"type": "string"},
         "description": 'the expected version, e.g. "12" (or the expected_version field)'},
        {"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"},
         "description": "a retried request with the same key appends nothing and answers the same"}])
    def post(self, body, game_id):
        """Submit a move for the caller's seat. 409 when stale, 422 when illegal, 403 when not the caller's."""
        return play(game_id, body)


def play(game_id, body):
    """POST /games/{id}/moves with its body read: the move appended, and what the seat sees after it."""
    seat = caller_seat(ledger(), game_id)
    expected = _expected_version(body)
    if isinstance(expected, str):
        return problem(*_PRECONDITION, expected)
    key = request.headers.get("Idempotency-Key") or None
    result = ledger().submit(game_id, seat, body["move"], expected, key)
    headers = {"ETag": f'"{result.version}"'}
    if result.duplicate:
        headers["Idempotent-Replayed"] = "true"
    return as_json(result.answer), 201, headers


_PRECONDITION = (428, "expected-version-required", "Expected version required")


def _expected_version(body):
    """The expected version from the body or If-Match; a string explains what is wrong."""
    header = request.headers.get("If-Match")
    from_header = None
    if header:
        text = header.strip().removeprefix("W/").strip('"')
        if not text.isdigit():
            return f"If-Match must be a version number such as \"12\", not {header!r}"
        from_header = int(text)
    from_body = body.get("expected_version")
    if from_header is not None and from_body is not None and from_header != from_body:
        return f"If-Match says {from_header} but expected_version says {from_body}"
    expected = from_body if from_body is not None else from_header
    if expected is None:
        return "send the version your move was decided on, as If-Match or expected_version"
    return expected


@blp.route("/<game_id>/events")
class Events(MethodView):
    @blp.arguments(schemas.EventsQuery, location="query")
    @blp.response(200, schemas.EventsOut)
    def get(self, query, game_id):
        """A page of events, redacted for the caller: no seed before the end, no other seat's private answers."""
        seat = caller_seat(ledger(), game_id)
        return ledger().events(game_id, seat, query["from_"], query["limit"])


@blp.route("/<game_id>/state")
class State(MethodView):
    @blp.arguments(schemas.StateQuery, location="query")
    @blp.response(200, schemas.StateOut)
    def get(self, query, game_id):
        """The caller's view at version `at` (default: now), rebuilt from the events."""
        return ledger().view_at(game_id, caller_seat(ledger(), game_id), query.get("at"))


@blp.route("/<game_id>/log")
class Log(MethodView):
    @blp.response(200, schemas.LogOut)
    @limited("replay")
    def get(self, game_id):
        """The narrated replay, derived from the events, as the caller may read it."""
        return {"entries": ledger().log(game_id, caller_seat(ledger(), game_id))}


@blp.route("/<game_id>/verify")
class Verify(MethodView):
    @blp.response(200, schemas.VerifyOut)
    @limited("replay")
    def get(self, game_id):
        """Replay every event and check each recorded state hash; names the first event that diverges."""
        try:
            return ledger().verify(game_id)
        except ReplayDiverged as error:
            return {"id": game_id, "verified": False, "diverged_at": error.version, "detail": str(error)}
