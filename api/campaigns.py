"""The /campaigns resource: games played one after another from one chronicle (events.service.campaigns)."""

from flask import current_app, request
from flask.views import MethodView

from events.errors import BadRequest

from . import schemas
from .auth import bearer_token
from .body import Blueprint
from .limits import limited

blp = Blueprint("campaigns", __name__, url_prefix="/campaigns",
                description="Campaigns: a chronicle carried from game to game")

IDEMPOTENCY = {"in": "header", "name": "Idempotency-Key", "schema": {"type": "string"},
               "description": "a retried request with the same key creates nothing and answers the same"}
IF_MATCH = {"in": "header", "name": "If-Match", "schema": {"type": "string"},
            "description": 'the campaign\'s expected version, e.g. "3": 409 if it moved on'}


def campaigns():
    return current_app.extensions["ledger"].campaigns


def caller(campaign_id):
    return campaigns().caller(campaign_id, bearer_token())


@blp.route("")
class Campaigns(MethodView):
    @blp.arguments(schemas.CampaignListQuery, location="query")
    @blp.response(200, schemas.CampaignList)
    def get(self, query):
        """List campaigns, newest first, filtered by status or player name."""
        return campaigns().list(**query)

    @blp.arguments(schemas.CampaignCreate)
    @blp.response(201, schemas.CampaignCreated)
    @limited("create")
    def post(self, body):
        """Create a campaign from "new", "tutorial" or a save string. Answers its id, the owner's token and one
        token per human player (their seat token in every game of the campaign)."""
        return campaigns().create(body["name"], body["chronicle"], body["players"], body["ruleset"],
                                  body["continue_"], body["until"])


@blp.route("/<campaign_id>")
class Campaign(MethodView):
    @blp.response(200, schemas.CampaignInfo)
    def get(self, campaign_id):
        """Status and history; the chronicles' hidden parts (Law 9.4) only with the owner's token."""
        info = campaigns().info(campaign_id, caller(campaign_id))
        return info, 200, {"ETag": f'"{info["version"]}"'}


@blp.route("/<campaign_id>/games")
class CampaignGames(MethodView):
    @blp.response(201, schemas.CampaignGameCreated)
    @blp.doc(parameters=[IDEMPOTENCY, IF_MATCH])
    def post(self, campaign_id):
        """The next game, set up from the campaign's current chronicle. 409 while a game is running; 422 (and the
        campaign's status refused) when the chronicle cannot be set up."""
        caller(campaign_id)         # a wrong token is refused; any caller may start the next game
        key = request.headers.get("Idempotency-Key") or None
        started = campaigns().start_game(campaign_id, key, _if_match())
        headers = {"ETag": f'"{started["version"]}"'}
        if started.pop("duplicate"):
            headers["Idempotent-Replayed"] = "true"
        return started, 201, headers


@blp.route("/<campaign_id>/chronicle")
class Chronicle(MethodView):
    @blp.arguments(schemas.ChronicleQuery, location="query")
    @blp.response(200, schemas.ChronicleOut)
    def get(self, query, campaign_id):
        """Export the chronicle after game N: the save string (owner only) or the chronicle as data."""
        return campaigns().chronicle(campaign_id, caller(campaign_id), query.get("after"), query["format"])


@blp.route("/<campaign_id>/publish")
class Publish(MethodView):
    @blp.response(200, schemas.CampaignInfo)
    def post(self, campaign_id):
        """Owner only: give everyone the whole chronicle from now on, save strings included."""
        return campaigns().publish(campaign_id, caller(campaign_id))


@blp.route("/<campaign_id>/fork")
class Fork(MethodView):
    @blp.arguments(schemas.ForkQuery, location="query")
    @blp.arguments(schemas.ForkIn(partial=False), required=False)
    @blp.response(201, schemas.CampaignCreated)
    @limited("create")
    def post(self, query, body, campaign_id):
        """A new campaign (owner only) from this one's chronicle after game N, with the same players and new
        tokens."""
        return campaigns().fork(campaign_id, caller(campaign_id), query.get("from_"), body.get("name"),
                                body.get("continue_"))


def _if_match():
    header = request.headers.get("If-Match")
    if not header:
        return None
    text = header.strip().removeprefix("W/").strip('"')
    if not text.isdigit():
        raise BadRequest(f"If-Match must be a version number such as \"3\", not {header!r}")
    return int(text)
