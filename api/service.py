"""/health (liveness, versions), /ready (readiness), /metrics (Prometheus), /rulesets, /bots, and the pages problem
types resolve to."""

from flask import current_app, jsonify
from flask.views import MethodView

from events.service.catalog import bots_by_ruleset, catalog, ruleset_versions, service_version

from . import contract, schemas
from .body import Blueprint
from .docs import problem_page
from .problems import problem

blp = Blueprint("service", __name__, description="Service health and the games it knows")


@blp.route("/health")
class Health(MethodView):
    @contract.operation("getHealth", contract.NONE, responses={"503": {
        "description": "Redis does not answer", "content": {"application/json": {"schema": schemas.Health}}}})
    @blp.response(200, schemas.Health)
    def get(self):
        """Liveness, whether Redis answers and takes writes, and the versions served: the service's and each
        ruleset's (the version new games are created under)."""
        versions = {"version": service_version(), "rulesets": ruleset_versions()}
        try:
            store = current_app.extensions["ledger"].health()
        except Exception as error:  # any failure to reach Redis is reported, not raised
            return {"status": "degraded", "redis": f"unreachable: {type(error).__name__}", **versions}, 503
        if store == "full":
            return {"status": "degraded", "redis": "full: at its memory limit, it refuses writes (503 store-full); "
                                                   "reads still answer", **versions}
        return {"status": "ok", "redis": "ok", **versions}


@blp.route("/ready")
class Ready(MethodView):
    @contract.operation("getReady", contract.NONE, 503)
    @blp.response(200, schemas.Ready)
    def get(self):
        """Readiness: 200 once this process can take requests (its Redis answers and takes writes, the store's
        scripts are loaded, and, where the deployment runs workers, one has beaten within the last 15 seconds);
        503 store-unavailable naming what is missing otherwise. A load balancer sends requests only to a process
        that is ready."""
        try:
            missing = current_app.extensions["ledger"].readiness(current_app.config["REQUIRE_WORKER"])
        except Exception as error:  # noqa: BLE001 - any failure to reach Redis is the answer, not an error
            missing = f"Redis does not answer ({type(error).__name__})"
        if missing is not None:
            response = problem("store-unavailable", f"not ready: {missing}", status=503)
            response.headers["Retry-After"] = "5"
            return response
        return {"status": "ready"}


@blp.route("/metrics")
class Metrics(MethodView):
    @contract.operation("getMetrics", contract.NONE, responses={"200": {
        "description": "The service's metrics in Prometheus's text format: every server process's",
        "content": {"text/plain": {"schema": {"type": "string"}}}}})
    def get(self):
        """Prometheus metrics: requests by route template and status, latencies, appends, refusals, replays, bot
        jobs, repairs, open streams, the state cache, Redis errors, campaign steps (docs: Operations, Metrics)."""
        metrics = current_app.extensions.get("metrics")
        body, kind = metrics.exposition() if metrics is not None else (b"", "text/plain; version=1.0.0; charset=utf-8")
        response = current_app.response_class(body, mimetype=None, content_type=kind)
        response.headers["Cache-Control"] = "no-store"
        return response


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
