"""The lobby: taking an open seat, inviting to one, starting a game; player keys and the caller's games."""

from flask import current_app
from flask.views import MethodView


from . import contract, schemas
from .auth import bearer_token, required_token
from .body import Blueprint
from .idempotency import idempotency_key, replay_header
from .limits import limited

blp = Blueprint("lobby", __name__, description="Open seats, joining and starting games, players and their games")


CREATOR = "the game's creator token"


def lobby():
    return current_app.extensions["ledger"].lobby


@blp.route("/games/<game_id>/seats/<int:seat>/join")
class Join(MethodView):
    @contract.operation("joinSeat", contract.NONE, 403, 409)
    @blp.arguments(schemas.JoinIn)
    @blp.response(201, schemas.Joined)
    def post(self, body, game_id, seat):
        """Take open seat `seat` (as numbered in the game, from 0): the joiner's own bearer token, given once. 409
        (seat-taken) when the seat is not open; the join that takes the last open seat starts the game."""
        joined = lobby().join(game_id, seat, body.get("name"), body["player_key"], body["invitation"])
        return joined, 201, {"Location": f"/games/{game_id}"}


@blp.route("/games/<game_id>/seats/<int:seat>/invitation")
class Invite(MethodView):
    @contract.operation("inviteToSeat", contract.CREATOR, 403, 409)
    @blp.response(201, schemas.Invitation)
    def post(self, game_id, seat):
        """The creator (its creator token as bearer) keeps an open seat for one player: a one-use invitation to
        join it with."""
        return lobby().invite(game_id, seat, required_token(CREATOR)), 201, {"Location": f"/games/{game_id}"}


@blp.route("/games/<game_id>/start")
class Start(MethodView):
    @contract.operation("startGame", contract.CREATOR, 403, 409)
    @blp.arguments(schemas.StartIn)
    @blp.response(201, schemas.Started)
    def post(self, body, game_id):
        """The creator (its creator token as bearer) starts the game now, a bot in each seat still open."""
        return lobby().start(game_id, required_token(CREATOR), body["bot"]), 201, {"Location": f"/games/{game_id}"}


@blp.route("/players")
class Players(MethodView):
    @contract.operation("createPlayerKey", contract.NONE, 422, parameters=[contract.IDEMPOTENCY_KEY])
    @blp.response(201, schemas.PlayerKey)
    @limited("create")
    def post(self):
        """A new player key (a client may make its own instead: 20 to 128 letters, digits, '-', '_', '.', '~', known
        once it takes a seat). Only its digest is kept. With an Idempotency-Key, a retry gets the same key."""
        key, replayed = lobby().new_player(idempotency_key())
        return {"player_key": key}, 201, {"Location": "/me/games", **replay_header(replayed)}


@blp.route("/me/games")
class MyGames(MethodView):
    @contract.operation("listMyGames", contract.PLAYER)
    @blp.arguments(schemas.MyGamesQuery, location="query")
    @blp.response(200, schemas.MyGames)
    def get(self, query):
        """The games the caller's player key (as bearer) sits in, the latest joined first; waiting=true: those
        whose decision awaited is one of the caller's seats'."""
        return lobby().my_games(bearer_token(), **query)
