"""The Flask app factory. Stateless: everything lives in Redis; a restart loses nothing."""

from flask import Flask
from flask_smorest import Api
from werkzeug.exceptions import HTTPException

from . import campaigns, contract, docs, games, http, life, lobby, pages, rulesets, schemas, service, streams, typed
from .jsonout import FastJSON
from .limits import DEFAULTS as RATE_LIMITS, install as install_limits
from .headers import BadHeader
from .problems import (REDIS_AWAY, SERVICE_ERRORS, STORE_FULL, from_bad_header, from_http_exception, from_redis_away,
                       from_service_error, from_store_full)

API_VERSION = "1.0.0"
MAX_BODY = 64 * 1024       # bytes; the largest real request (a chronicle save string) is a few KB


class ProblemApi(Api):
    """flask-smorest with every error answered as application/problem+json."""

    ERROR_SCHEMA = schemas.Problem

    def handle_http_exception(self, error: HTTPException):
        return from_http_exception(error)

    def _register_responses(self):
        """The responses every operation refers to, errors as application/problem+json (api/contract.py)."""
        contract.register(self.spec, self.ERROR_SCHEMA)
        typed.register(self.spec)


DESCRIPTION = """An event-sourced game ledger: create games, submit moves, replay and audit them.

Errors are application/problem+json (RFC 9457), each `type` an absolute URI whose page describes the problem.
Bodies are JSON (415 otherwise) of at most 64 KiB (413); creating games and campaigns, player keys and the replaying
reads (`/log`, `/verify`) are rate limited per bearer token and per address (429 with Retry-After; 30 and 60 a
minute by default). GETs answer an ETag per caller (Vary: Authorization) and 304 to If-None-Match; a finished
game's resources are cacheable. Moves name the version they were decided on (If-Match, 412 when stale; or
`expected_version`, 409 when stale) and may carry an Idempotency-Key, as POST /games may."""


def create_app(ledger, live=None, *, rate_limits: dict | None = None, limits_storage: str = "memory://",
               heartbeat: float = 15.0, public_url: str | None = None, cors_origins: str = "", metrics=None,
               require_worker: str = "auto") -> Flask:
    """The REST app over `ledger` (events.service.Ledger; None: an app that documents the contract and serves
    nothing). `live`: the streams' watch (events.service.live.Live), for the streams the door holds open (api/door.py);
    without it the app answers no stream. `rate_limits`: {"create": ..., "replay": ...} (api/limits.py), counted in
    `limits_storage` (a URI the `limits` library takes: the store's Redis). `heartbeat`: seconds between a quiet
    stream's heartbeats. `public_url`: the problem types' base (default: the address each request came to).
    `cors_origins`: the browser origins allowed (api/http.py): "*", a comma-separated list, or none. `metrics`:
    what the process counts (gameledger/metrics.py), which GET /metrics shows. `require_worker`: whether /ready needs
    a worker's heartbeat ("auto": once one was seen; "yes"; "no").

    Built by the composition root, gameledger/compose.py, from the settings it read once."""
    app = Flask("gameledger")
    app.json = FastJSON(app)
    app.config.update(
        MAX_CONTENT_LENGTH=MAX_BODY,
        RATE_LIMITS=RATE_LIMITS | (rate_limits or {}),
        RATELIMIT_STORAGE_URI=limits_storage,
        RATELIMIT_SWALLOW_ERRORS=True,      # a limit the store cannot count (at its memory limit, say) lets it by
        STREAM_HEARTBEAT=heartbeat,
        PUBLIC_URL=public_url,
        CORS_ORIGINS=cors_origins,
        REQUIRE_WORKER=require_worker,
        API_TITLE="gameledger",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="docs",
        OPENAPI_SWAGGER_UI_URL=docs.SWAGGER_UI_STATIC,
        API_SPEC_OPTIONS={"info": {"description": DESCRIPTION,
                                   "license": {"name": "MIT", "url": "https://opensource.org/license/mit"}},
                          "servers": [{"url": "/", "description": "this service"}],
                          "security": contract.OPTIONAL_TOKEN},       # the operations a token is optional for
    )
    app.extensions["ledger"] = ledger
    if metrics is not None:
        app.extensions["metrics"] = metrics
    if live is not None:
        app.extensions["live"] = live
    api = ProblemApi(app, spec_kwargs={"extra_plugins": [contract.ContractPlugin()]})
    api.ma_plugin.converter.add_attribute_function(contract.for_generators)
    api.ma_plugin.converter.add_attribute_function(typed.field)
    for schema in schemas.STREAM_DATA:      # no operation answers them as JSON: the stream's messages hold them
        api.spec.components.schema(schema.__name__, schema=schema)
    api.register_blueprint(service.blp)
    api.register_blueprint(rulesets.blp)
    api.register_blueprint(games.blp)
    api.register_blueprint(life.blp)
    api.register_blueprint(campaigns.blp)
    api.register_blueprint(streams.blp)
    api.register_blueprint(lobby.blp)
    api.register_blueprint(pages.blp)
    docs.install(app)
    http.install(app)
    for kind in SERVICE_ERRORS:
        app.register_error_handler(kind, from_service_error)
    for kind in REDIS_AWAY:
        app.register_error_handler(kind, from_redis_away)
    app.register_error_handler(STORE_FULL, from_store_full)
    app.register_error_handler(BadHeader, from_bad_header)
    install_limits(app)
    app.extensions["api"] = api
    return app


def openapi_yaml() -> str:
    """The OpenAPI document generated from the code; openapi.yaml is this, checked in."""
    app = create_app(None)
    with app.app_context():
        return app.extensions["api"].spec.to_yaml()
