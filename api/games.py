"""The /games resource: create, list, read, decide, move, and read the history."""

from flask import current_app, request
from flask.views import MethodView

from events.errors import ReplayDiverged, StaleVersion

from . import contract, headers, schemas
from .auth import caller_seat, required_seat
from .body import Blueprint
from .http import mark_over, versioned
from .idempotency import idempotency_key, replay_header
from .limits import limited
from .pages import page, wants_html
from .paging import game_pages, next_link
from .problems import problem, stale

blp = Blueprint("games", __name__, url_prefix="/games", description="Games, their moves and their history")

OVER = ("finished", "aborted", "abandoned")


def ledger():
    return current_app.extensions["ledger"]


@blp.route("")
class Games(MethodView):
    @contract.operation("listGames", contract.NONE)
    @contract.paged
    @blp.arguments(schemas.GameListQuery, location="query")
    @blp.response(200, schemas.GameList)
    def get(self, query):
        """List games, newest first, filtered by ruleset, status or player name; open=true: the lobby (games with
        open seats). A page links the next by a cursor (Link: rel=next, and `next`)."""
        if "open" in query:
            wanted = query.pop("open")
            if not wanted or query.get("status", "open") != "open":
                return problem("invalid-request", "open=true lists the games with open seats (status open); use "
                                                  "status for the others")
            query["status"] = "open"
        return game_pages(ledger(), query)

    @contract.operation("createGame", contract.NONE, parameters=[contract.IDEMPOTENCY_KEY])
    @blp.arguments(schemas.GameCreate)
    @blp.response(201, schemas.GameCreated)
    @limited("create")
    def post(self, body):
        """Create a game. Answers the id, one secret token per human seat it fills, and the seed's hash commitment;
        with open seats, a creator token too (the game starts once its seats are taken, or when its creator starts
        it)."""
        created, replayed = ledger().lobby.create_once(idempotency_key(), body, body["ruleset"], body["options"],
                                                       body["seats"], body["player_key"], body["clock"])
        return created, 201, {"Location": f"/games/{created['id']}", **replay_header(replayed)}


@blp.route("/<game_id>")
class Game(MethodView):
    @contract.operation("getGame", contract.SEAT_OR_SPECTATOR)
    @blp.response(200, schemas.GameInfo)
    def get(self, game_id):
        """Metadata and the caller's view (bearer token = seat; none = spectator). A browser, which prefers HTML, is
        answered the game's page (api/pages.py)."""
        if wants_html():
            return page(game_id)
        seat = caller_seat(ledger(), game_id)
        info = ledger().views.info(game_id, seat)
        return versioned(info, info["version"], seat, over=info["status"] in OVER, vary="Accept")


@blp.route("/<game_id>/decision")
class Decision(MethodView):
    @contract.operation("getDecision", contract.SEAT_OR_SPECTATOR)
    @blp.response(200, schemas.DecisionOut)
    def get(self, game_id):
        """What must be decided now: in full if it is the caller's decision, else only whose it is."""
        return decided(game_id)


def decided(game_id):
    seat = caller_seat(ledger(), game_id)
    answer = ledger().views.decision(game_id, seat)
    return versioned(answer, answer["version"], seat, over=decision_over(answer))


def decision_over(answer: dict) -> bool:
    """The game of a decision's answer is over: no decision, and not waiting for players."""
    return answer["decision"] is None and "status" not in answer


@blp.route("/<game_id>/moves")
class Moves(MethodView):
    @contract.operation("submitMove", contract.SEAT, 403, 409, 412, 422, 428,
                        parameters=[contract.if_match("the game's version"), contract.IDEMPOTENCY_KEY])
    @blp.arguments(schemas.MoveIn)
    @blp.response(201, schemas.MoveOut)
    def post(self, body, game_id):
        """Submit a move for the caller's seat: 412 when If-Match is stale, 409 when expected_version is, 422 when
        illegal, 403 when not the caller's decision."""
        return play(game_id, body)


def play(game_id, body):
    """POST /games/{id}/moves with its body read: the move appended, and what the seat sees after it."""
    seat = required_seat(ledger(), game_id)
    try:
        expected, from_header = _expected_version(body)
    except Unversioned as refused:
        return problem(refused.name, str(refused))
    key = headers.idempotency_key(request.headers.get("Idempotency-Key"))
    try:
        result = ledger().moves.submit(game_id, seat, body["move"], expected, key)
    except StaleVersion as error:
        if not from_header:
            raise
        return stale(error, "precondition-failed")
    return versioned(result.answer, result.version, seat, status=201, **moved(game_id, result))


def moved(game_id, result) -> dict:
    """The headers of a move's answer besides its ETag: where its event is, and whether it was a retry's."""
    answered = {"Location": f"/games/{game_id}/events?start={result.version}&limit=1"}
    if result.duplicate:
        answered["Idempotent-Replayed"] = "true"
    return answered


def _expected_version(body):
    """(the expected version, whether If-Match gave it): 400 for an If-Match that names no version as a version is
    named or one that disagrees with the body's expected_version, 428 with neither."""
    from_header = headers.if_match(request.headers.get("If-Match"))
    from_body = body.get("expected_version")
    if from_header is not None and from_body is not None and from_header != from_body:
        raise Unversioned("versions-disagree", f"If-Match names version {from_header} but expected_version "
                                               f"{from_body}: send one, or the same version in both")
    if from_body is not None:
        return from_body, False
    if from_header is None:
        star = request.headers.get("If-Match", "").strip() == "*"
        raise Unversioned("expected-version-required", "send the version your move was decided on, as If-Match "
                          "(\"12\") or expected_version" + (" (If-Match: * names none)" if star else ""))
    return from_header, True


class Unversioned(Exception):
    """A move that names no one version it was decided on: the problem `name` says how."""

    def __init__(self, name: str, detail: str):
        super().__init__(detail)
        self.name = name


@blp.route("/<game_id>/events")
class Events(MethodView):
    @contract.operation("listEvents", contract.SEAT_OR_SPECTATOR)
    @contract.paged
    @blp.arguments(schemas.EventsQuery, location="query")
    @blp.response(200, schemas.EventsOut)
    def get(self, query, game_id):
        """A page of events, redacted for the caller: no seed before the end, no other seat's private answers. The
        next page starts at the version after this page's last (Link: rel=next, and `next`)."""
        seat = caller_seat(ledger(), game_id)
        page = ledger().history.events(game_id, seat, query["start"], query["limit"])
        last = page["events"][-1]["version"] if page["events"] else query["start"] - 1
        page["next"] = (f"/games/{game_id}/events?start={last + 1}&limit={query['limit']}"
                        if last < page["version"] else None)
        mark_over(ledger().views.ended(game_id) is not None)
        return next_link(page)


@blp.route("/<game_id>/state")
class State(MethodView):
    @contract.operation("getState", contract.SEAT_OR_SPECTATOR, 409)
    @blp.arguments(schemas.StateQuery, location="query")
    @blp.response(200, schemas.StateOut)
    def get(self, query, game_id):
        """The caller's view at version `at` (default: now), rebuilt from the events."""
        seat = caller_seat(ledger(), game_id)
        state = ledger().views.view_at(game_id, seat, query.get("at"))
        # a view at a given version never changes; the view now, only once the game is over
        return versioned(state, state["version"], seat,
                         over="at" in query or ledger().views.ended(game_id) is not None)


@blp.route("/<game_id>/log")
class Log(MethodView):
    @contract.operation("getLog", contract.SEAT_OR_SPECTATOR)
    @blp.response(200, schemas.LogOut)
    @limited("replay")
    def get(self, game_id):
        """The narrated replay, derived from the events, as the caller may read it."""
        entries = ledger().history.log(game_id, caller_seat(ledger(), game_id))
        mark_over(ledger().views.ended(game_id) is not None)
        return {"entries": entries}


@blp.route("/<game_id>/verify")
class Verify(MethodView):
    @contract.operation("verifyGame", contract.NONE)
    @blp.response(200, schemas.VerifyOut)
    @limited("replay")
    def get(self, game_id):
        """Replay every event and check each recorded state hash; names the first event that diverges."""
        try:
            verified = ledger().history.verify(game_id)
        except ReplayDiverged as error:
            return {"id": game_id, "verified": False, "diverged_at": error.version, "detail": str(error)}
        mark_over(ledger().views.ended(game_id) is not None)
        return verified
