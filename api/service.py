"""/health, /rulesets and /bots."""

from flask import current_app, jsonify
from flask.views import MethodView
from flask_smorest import Blueprint

from engine.core import rulesets

from . import schemas

blp = Blueprint("service", __name__, description="Service health and the games it knows")


@blp.route("/health")
class Health(MethodView):
    @blp.response(200, schemas.Health)
    def get(self):
        """Liveness, and whether Redis answers."""
        try:
            current_app.extensions["redis"].ping()
            return {"status": "ok", "redis": "ok"}
        except Exception as error:  # any failure to reach Redis is reported, not raised
            return {"status": "degraded", "redis": f"unreachable: {type(error).__name__}"}, 503


@blp.route("/rulesets")
class Rulesets(MethodView):
    @blp.response(200, schemas.RulesetOut(many=True))
    def get(self):
        """The games this service plays, with the bots each offers."""
        return [{"id": r.id, "title": r.title, "version": r.version, "bots": r.bot_descriptions()}
                for r in rulesets().values()]


@blp.route("/bots")
class Bots(MethodView):
    @blp.response(200, schemas.BOTS_BY_RULESET_DOC)
    def get(self):
        """Every ruleset's bots, with what each plays like: an id to name at a seat of POST /games."""
        bots = {r.id: [{"id": bot, "description": text} for bot, text in r.bot_descriptions().items()]
                for r in rulesets().values()}
        return jsonify(schemas.BOTS_BY_RULESET.serialize("bots", {"bots": bots}))
