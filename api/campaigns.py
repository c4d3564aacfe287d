"""The /campaigns resource: games played one after another from one chronicle (events.service.campaigns)."""

import hashlib

from flask import current_app, request
from flask.views import MethodView

from events.errors import StaleVersion

from . import contract, headers, schemas
from .auth import bearer_token, required_token
from .body import Blueprint
from .idempotency import idempotency_key, replay_header
from .limits import limited
from .problems import stale

blp = Blueprint("campaigns", __name__, url_prefix="/campaigns",
                description="Campaigns: a chronicle carried from game to game")



def campaigns():
    return current_app.extensions["ledger"].campaigns


def caller(campaign_id):
    return campaigns().caller(campaign_id, bearer_token())


def owner(campaign_id):
    """The caller of a request only the owner makes: 401 without a token (403 for a token not the owner's)."""
    return campaigns().caller(campaign_id, required_token("the campaign's owner token"))


@blp.route("")
class Campaigns(MethodView):
    @contract.operation("listCampaigns", contract.NONE)
    @blp.arguments(schemas.CampaignListQuery, location="query")
    @blp.response(200, schemas.CampaignList)
    def get(self, query):
        """List campaigns, newest first, filtered by status or player name."""
        return campaigns().list(**query)

    @contract.operation("createCampaign", contract.NONE, parameters=[contract.IDEMPOTENCY_KEY])
    @blp.arguments(schemas.CampaignCreate)
    @blp.response(201, schemas.CampaignCreated)
    @limited("create")
    def post(self, body):
        """Create a campaign from "new", "tutorial" or a save string. Answers its id, the owner's token and one
        token per human player (their seat token in every game of the campaign). With an Idempotency-Key, a retry
        creates nothing more and gets the first answer."""
        created, replayed = campaigns().create_once(idempotency_key(), body, body["name"], body["chronicle"],
                                                    body["players"], body["ruleset"], body["continue_"], body["until"],
                                                    None, body["options"])
        return created, 201, {"Location": f"/campaigns/{created['id']}", **replay_header(replayed)}


@blp.route("/<campaign_id>")
class Campaign(MethodView):
    @contract.operation("getCampaign", contract.CAMPAIGN_OR_ANYONE)
    @blp.response(200, schemas.CampaignInfo)
    def get(self, campaign_id):
        """Status and history; the chronicles' hidden parts (Law 9.4) only with the owner's token."""
        you = caller(campaign_id)
        info = campaigns().info(campaign_id, you)
        return info, 200, {"ETag": f'"{info["version"]}-{_who(you)}"'}


@blp.route("/<campaign_id>/games")
class CampaignGames(MethodView):
    @contract.operation("startCampaignGame", contract.CAMPAIGN, 409, 412, 422, parameters=[
        contract.IDEMPOTENCY_KEY, contract.if_match("the campaign's version")])
    @blp.response(201, schemas.CampaignGameCreated)
    def post(self, campaign_id):
        """The next game, set up from the campaign's current chronicle, started by its owner or one of its players
        (their token as bearer; 401 without). 409 while a game is running, or once the campaign has ended; 422 (and
        the campaign's status refused) when the chronicle cannot be set up."""
        # the players sit at the table and may set up the next game; the owner keeps the campaign. Nobody else may.
        campaigns().caller(campaign_id, required_token("a token of the campaign: its owner's or a player's"))
        key = headers.idempotency_key(request.headers.get("Idempotency-Key"))
        expected = headers.if_match(request.headers.get("If-Match"))
        try:
            started = campaigns().start_game(campaign_id, key, expected)
        except StaleVersion as error:
            if expected is None:
                raise
            return stale(error, "precondition-failed")
        answered = {"ETag": f'"{started["version"]}"', "Location": f"/games/{started['id']}"}
        if started.pop("duplicate"):
            answered["Idempotent-Replayed"] = "true"
        return started, 201, answered


@blp.route("/<campaign_id>/chronicle")
class Chronicle(MethodView):
    @contract.operation("getChronicle", contract.CAMPAIGN_OR_ANYONE, 403)
    @blp.arguments(schemas.ChronicleQuery, location="query")
    @blp.response(200, schemas.ChronicleOut)
    def get(self, query, campaign_id):
        """Export the chronicle after game N: the save string (owner only) or the chronicle as data."""
        return campaigns().chronicle(campaign_id, caller(campaign_id), query.get("after"), query["format"])


@blp.route("/<campaign_id>/publish")
class Publish(MethodView):
    @contract.operation("publishCampaign", contract.CAMPAIGN, 403)
    @blp.response(200, schemas.CampaignInfo)
    def post(self, campaign_id):
        """Owner only: give everyone the whole chronicle from now on, save strings included."""
        return campaigns().publish(campaign_id, owner(campaign_id))


@blp.route("/<campaign_id>/fork")
class Fork(MethodView):
    @contract.operation("forkCampaign", contract.CAMPAIGN, 403)
    @blp.arguments(schemas.ForkQuery, location="query")
    @blp.arguments(schemas.ForkIn(partial=False), required=False)
    @blp.response(201, schemas.CampaignCreated)
    @limited("create")
    def post(self, query, body, campaign_id):
        """A new campaign (owner only) from this one's chronicle after game N, with the same players and new
        tokens."""
        forked = campaigns().fork(campaign_id, owner(campaign_id), query.get("after"), body.get("name"),
                                  body.get("continue_"))
        return forked, 201, {"Location": f"/campaigns/{forked['id']}"}


def _who(caller) -> str:
    """The caller in an ETag (a player's name may be any text): anyone, or a digest of who."""
    return "anyone" if caller is None else hashlib.blake2b(str(caller).encode(), digest_size=6).hexdigest()

