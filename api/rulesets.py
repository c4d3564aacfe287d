"""GET /rulesets/{id} and /rulesets/{id}/cards: one game's players, options and bots, and every card of it, so a
client never ships the card data itself."""

from flask import current_app, request
from flask.views import MethodView
from marshmallow import Schema, fields

from events.service.cards import cards
from events.service.catalog import described

from .body import Blueprint
from .problems import problem
from .schemas import BotOut

blp = Blueprint("rulesets", __name__, url_prefix="/rulesets", description="The games this service plays, one by one")

CARDS_MAX_AGE = 86400       # seconds; the cards change only with a new version of the service's rules


class RulesetDetail(Schema):
    id = fields.String(metadata={"example": "dominion"})
    title = fields.String()
    version = fields.Integer(metadata={"description": "the version new games are created under"})
    versions = fields.List(fields.Integer(), metadata={"description": "every version whose games still replay"})
    min_players = fields.Integer()
    max_players = fields.Integer()
    options = fields.Dict(metadata={"description": "the options a game may be created with, as a JSON Schema"})
    bots = fields.List(fields.Nested(BotOut))


class Names(Schema):
    en = fields.String()
    cs = fields.String(allow_none=True, metadata={"description": "Czech, where the game has a Czech edition "
                                                                 "(Dominion); null for a card it has none for"})


CARD_ID = {"oneOf": [{"type": "string"}, {"type": "integer"}],
           "description": "as decisions, moves and views name the card: Dominion its English name, Oath its save id"}


class Card(Schema):
    id = fields.Raw(metadata=CARD_ID)
    names = fields.Nested(Names)
    text = fields.String()
    cost = fields.Integer(metadata={"description": "Dominion: coins"})
    types = fields.List(fields.String(), metadata={"description": "Dominion: Action, Treasure, Victory, ..."})
    set = fields.String(metadata={"description": "Dominion: basic, base, intrigue or prosperity"})
    kind = fields.String(metadata={"description": "Oath: denizen, edifice, relic or vision"})
    suit = fields.String(allow_none=True, metadata={"description": "Oath: the card's suit; null for none"})
    number = fields.Integer(metadata={"description": "Oath: the printed number (denizens)"})
    restriction = fields.String(metadata={"description": "Oath: none, site or adviser (Law 7.2)"})
    locked = fields.Boolean(metadata={"description": "Oath: a locked denizen"})
    side = fields.String(metadata={"description": "Oath: an edifice's face, intact or ruin (each its own id)"})
    defense_dice = fields.Integer(metadata={"description": "Oath: a relic's defense dice"})
    oath = fields.String(allow_none=True, metadata={"description": "Oath: the Oath a Vision's win vows"})


class Site(Schema):
    id = fields.Integer(metadata={"description": "the `site` of a view's site"})
    names = fields.Nested(Names)
    text = fields.String()
    capacity = fields.Integer()
    relics = fields.Integer()
    recover_cost = fields.String(allow_none=True)


class CardsOut(Schema):
    ruleset = fields.String()
    version = fields.Integer()
    cards = fields.List(fields.Nested(Card))
    sites = fields.List(fields.Nested(Site), metadata={"description": "Oath: every site (ids of their own range)"})


def _unknown(ruleset_id):
    return problem(404, "ruleset-not-found", "No such ruleset",
                   f"this service plays no ruleset {ruleset_id!r}; GET /rulesets lists those it plays")


@blp.route("/<ruleset_id>")
class Ruleset(MethodView):
    @blp.response(200, RulesetDetail)
    def get(self, ruleset_id):
        """One ruleset: its players, its options as a JSON Schema, its bots and the versions it replays."""
        found = described(ruleset_id)
        return found if found is not None else _unknown(ruleset_id)


@blp.route("/<ruleset_id>/cards")
class Cards(MethodView):
    @blp.response(200, CardsOut, headers={"ETag": {"schema": {"type": "string"}},
                                          "Cache-Control": {"schema": {"type": "string"}}})
    @blp.alt_response(304, description="the copy named by If-None-Match is current")
    def get(self, ruleset_id):
        """Every card of the ruleset with its names (English, and Czech for Dominion), text and what the game prints
        on it, ids as decisions and views name cards. Fixed for a version of the rules: cacheable, with an ETag."""
        found = cards(ruleset_id)
        if found is None:
            return _unknown(ruleset_id)
        reference, tag = found
        headers = {"ETag": f'"{tag}"', "Cache-Control": f"public, max-age={CARDS_MAX_AGE}"}
        if request.if_none_match.contains(tag):
            return current_app.response_class(status=304, headers=headers)
        return current_app.json.response(reference), 200, headers
