"""/health, /rulesets, /bots, and the pages problem types resolve to."""

from flask import current_app, jsonify
from flask.views import MethodView

from events.service.catalog import bots_by_ruleset, catalog

from . import contract, schemas
from .body import Blueprint
from .docs import problem_page

blp = Blueprint("service", __name__, description="Service health and the games it knows")


@blp.route("/health")
class Health(MethodView):
    @contract.operation("getHealth", contract.NONE, responses={"503": {
        "description": "Redis does not answer", "content": {"application/json": {"schema": schemas.Health}}}})
    @blp.response(200, schemas.Health)
    def get(self):
        """Liveness, and whether Redis answers and takes writes."""
        try:
            redis = current_app.extensions["redis"]
            redis.ping()
            memory = redis.info("memory")
        except Exception as error:  # any failure to reach Redis is reported, not raised
            return {"status": "degraded", "redis": f"unreachable: {type(error).__name__}"}, 503
        if memory.get("maxmemory") and memory["used_memory"] >= memory["maxmemory"]:
            return {"status": "degraded", "redis": "full: at its memory limit, it refuses writes (503 store-full); "
                                                   "reads still answer"}
        return {"status": "ok", "redis": "ok"}


@blp.route("/rulesets")
class Rulesets(MethodView):
    @contract.operation("listRulesets", contract.NONE)
    @blp.response(200, schemas.RulesetOut(many=True))
    def get(self):
        """The games this service plays, with the bots each offers."""
        return catalog()


@blp.route("/bots")
class Bots(MethodView):
    @contract.operation("listBots", contract.NONE)
    @blp.response(200, schemas.BOTS_BY_RULESET_DOC)
    def get(self):
        """Every ruleset's bots, with what each plays like: an id to name at a seat of POST /games."""
        return jsonify(schemas.BOTS_BY_RULESET.serialize("bots", {"bots": bots_by_ruleset()}))


@blp.route("/problems/<name>")
class Problem(MethodView):
    @contract.operation("getProblem", contract.NONE, responses={"200": {
        "description": "A page describing the problem", "content": {"text/html": {"schema": {"type": "string"}}}}})
    def get(self, name):
        """The page a problem's `type` URI resolves to: what it means and what a client does about it."""
        return problem_page(name)
