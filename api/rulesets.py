"""GET /rulesets/{id} and /rulesets/{id}/cards: one game's players, options and bots, and every card of it, so a
client never ships the card data itself."""

from flask import current_app, request
from flask.views import MethodView

from events.service.cards import cards
from events.service.catalog import described

from . import contract
from .body import Blueprint
from .problems import problem
from .schemas import CardsOut, RulesetDetail

blp = Blueprint("rulesets", __name__, url_prefix="/rulesets", description="The games this service plays, one by one")

CARDS_MAX_AGE = 86400       # seconds; the cards change only with a new version of the service's rules


def _unknown(ruleset_id):
    return problem("ruleset-not-found", f"this service plays no ruleset {ruleset_id!r}; GET /rulesets lists those it "
                   "plays")


@blp.route("/<ruleset_id>")
class Ruleset(MethodView):
    @contract.operation("getRuleset", contract.NONE)
    @blp.response(200, RulesetDetail)
    def get(self, ruleset_id):
        """One ruleset: its players, its options as a JSON Schema, its bots and the versions it replays."""
        found = described(ruleset_id)
        return found if found is not None else _unknown(ruleset_id)


@blp.route("/<ruleset_id>/cards")
class Cards(MethodView):
    @contract.operation("getRulesetCards", contract.NONE)
    @blp.response(200, CardsOut, headers={"ETag": {"schema": {"type": "string"}},
                                          "Cache-Control": {"schema": {"type": "string"}}})
    @blp.alt_response(304, description="the copy named by If-None-Match is current")
    def get(self, ruleset_id):
        """Every card of the ruleset: its names (English, and Czech where the game has it), its text and what else it
        prints, ids as decisions and views name cards. Fixed for a version of the rules: cacheable, with an ETag."""
        found = cards(ruleset_id)
        if found is None:
            return _unknown(ruleset_id)
        reference, tag = found
        headers = {"ETag": f'"{tag}"', "Cache-Control": f"public, max-age={CARDS_MAX_AGE}"}
        if request.if_none_match.contains(tag):
            return current_app.response_class(status=304, headers=headers)
        return current_app.json.response(reference), 200, headers
