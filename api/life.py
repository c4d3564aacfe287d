"""The game's life beside its moves: resign, abort, end by agreement, undo by consent and standing answers
(events.service.life, .undo and .standing state the rules)."""

from flask import current_app
from flask.views import MethodView

from . import contract, schemas
from .auth import required_seat
from .body import Blueprint

blp = Blueprint("life", __name__, url_prefix="/games",
                description="A game's life beside its moves: resigning, aborting, ending by agreement, taking a "
                            "move back, standing answers")


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


@blp.route("/<game_id>/undo")
class UndoRequest(MethodView):
    @contract.operation("askUndo", contract.SEAT, 403, 409)
    @blp.response(200, schemas.LifeOut)
    def post(self, game_id):
        """The caller's seat asks to take back its move, the game's last one; every other human seat still playing
        must agree (taken back at once when there is none). 409 when the last move is another seat's, the clock
        answered it, or it drew randomness or showed anything hidden (a shuffle, a draw, a die, a reveal)."""
        return ledger().undo.ask(game_id, required_seat(ledger(), game_id))


@blp.route("/<game_id>/undo/agree")
class UndoAgree(MethodView):
    @contract.operation("agreeUndo", contract.SEAT, 403, 409)
    @blp.response(200, schemas.LifeOut)
    def post(self, game_id):
        """The caller's seat agrees to the undo asked for; the last agreement takes the move back (an "undo" event:
        the game is as it was before it)."""
        return ledger().undo.agree(game_id, required_seat(ledger(), game_id))


@blp.route("/<game_id>/undo/decline")
class UndoDecline(MethodView):
    @contract.operation("declineUndo", contract.SEAT, 403, 409)
    @blp.response(200, schemas.LifeOut)
    def post(self, game_id):
        """The caller's seat declines the undo asked for (the seat that asked withdraws it)."""
        return ledger().undo.decline(game_id, required_seat(ledger(), game_id))


@blp.route("/<game_id>/standing-answers")
class StandingAnswers(MethodView):
    @contract.operation("getStandingAnswers", contract.SEAT, 403)
    @blp.response(200, schemas.StandingOut)
    def get(self, game_id):
        """The caller's seat's standing answers (only the seat sees them)."""
        return ledger().standing.get(game_id, required_seat(ledger(), game_id))

    @contract.operation("setStandingAnswers", contract.SEAT, 403, 409)
    @blp.arguments(schemas.StandingIn)
    @blp.response(200, schemas.StandingOut)
    def put(self, body, game_id):
        """Replace the caller's seat's standing answers: each {kind, answer} answers, as soon as it is asked, the
        first decision of that kind with a choice holding all of `answer` (e.g. {"kind": "reaction", "answer":
        {"reveal": "Moat"}}); no rule fits, the seat is asked as usual. Recorded as an event whose answers only the
        seat sees."""
        return ledger().standing.set(game_id, required_seat(ledger(), game_id), body["answers"])


@blp.route("/<game_id>/webhook")
class Webhook(MethodView):
    @contract.operation("getWebhook", contract.SEAT, 403)
    @blp.response(200, schemas.WebhookOut)
    def get(self, game_id):
        """The caller's seat's webhook URL (null: none)."""
        return ledger().webhooks.get(game_id, required_seat(ledger(), game_id))

    @contract.operation("setWebhook", contract.SEAT, 403)
    @blp.arguments(schemas.WebhookIn)
    @blp.response(200, schemas.WebhookSet)
    def put(self, body, game_id):
        """Each time the game comes to wait on the caller's seat, POST {game, version, seat, decision} to `url`,
        signed (X-Gameledger-Signature: sha256=HMAC-SHA256 of the body with the secret answered here, once), tried
        again with backoff until it answers 2xx. Replaces the seat's URL and secret."""
        return ledger().webhooks.set(game_id, required_seat(ledger(), game_id), body["url"])

    @contract.operation("removeWebhook", contract.SEAT, 403)
    @blp.response(204)
    def delete(self, game_id):
        """No more notices to the caller's seat's URL."""
        ledger().webhooks.remove(game_id, required_seat(ledger(), game_id))
        return "", 204
