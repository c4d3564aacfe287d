"""The game's life beside its moves: resign, abort, end by agreement (events.service.life states the rules)."""

from flask import current_app
from flask.views import MethodView

from . import contract, schemas
from .auth import required_seat
from .body import Blueprint

blp = Blueprint("life", __name__, url_prefix="/games",
                description="A game's life beside its moves: resigning, aborting, ending by agreement")


def ledger():
    return current_app.extensions["ledger"]


@blp.route("/<game_id>/resign")
class Resign(MethodView):
    @contract.operation("resignGame", contract.SEAT, 403, 409)
    @blp.response(200, schemas.LifeOut)
    def post(self, game_id):
        """The caller's seat resigns and loses. With one seat left playing, the game is over and it wins; with more,
        the game goes on and the ruleset's bot for resigned seats answers the seat's decisions."""
        return ledger().life.resign(game_id, required_seat(ledger(), game_id))


@blp.route("/<game_id>/abort")
class Abort(MethodView):
    @contract.operation("abortGame", contract.SEAT, 403, 409, 422)
    @blp.response(200, schemas.LifeOut)
    def post(self, game_id):
        """Any seat aborts the game while no player has moved yet (status aborted); 409 after the first move."""
        return ledger().life.abort(game_id, required_seat(ledger(), game_id))


@blp.route("/<game_id>/end-offers")
class EndOffers(MethodView):
    @contract.operation("offerEnd", contract.SEAT, 403, 409)
    @blp.response(200, schemas.LifeOut)
    def post(self, game_id):
        """The caller's seat agrees to end the game with no winner; once every human seat still playing has, the
        game is over (status finished, result.ending "agreement"). An offer stands until the game ends."""
        return ledger().life.offer_end(game_id, required_seat(ledger(), game_id))
