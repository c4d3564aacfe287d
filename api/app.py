"""The Flask app factory. Stateless: everything lives in Redis; a restart loses nothing."""

import os
import threading

import redis as redis_py
from flask import Flask
from flask_smorest import Api
from werkzeug.exceptions import HTTPException

from events.service import Ledger
from events.service.live import Live, off_loop

from . import (campaigns, contract, docs, fast, games, http, lean, life, lobby, pages, rulesets, schemas, service,
               streams, typed)
from .jsonout import FastJSON
from .limits import DEFAULTS as RATE_LIMITS, install as install_limits
from .headers import BadHeader
from .problems import (REDIS_AWAY, SERVICE_ERRORS, STORE_FULL, from_bad_header, from_http_exception, from_redis_away,
                       from_service_error, from_store_full)

API_VERSION = "1.0.0"
# The connections a process's threads and its loop's requests may hold at once (streams wait on connections of their
# own: gameledger/compose.py). redis-py's default is 100.
REDIS_CONNECTIONS = 512
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


def create_app(redis_url: str | None = None, bots="off", rate_limits: dict | None = None,
               wait_aof: bool = False, steps=None, cors_origins: str | None = None, live_streams=None) -> Flask:
    """bots: how bot turns are played. A function of the Redis connection giving `enqueue(game_id, version)`
    (the composition root, gameledger/, hands in the workers' queue), "inline" to play them in this process, or
    "off" to leave them for a reconciler. steps: the same for a campaign's step after its game is over
    (`enqueue(campaign_id, game_number)`); by default as the bots are (inline with inline, else off). rate_limits:
    {"create": ..., "replay": ...} (api/limits.py). wait_aof:
    acknowledge an append only once Redis has fsynced it (durable mode). cors_origins: the browser origins allowed
    (api/http.py): "*", a comma-separated list, or none (GAMELEDGER_CORS_ORIGINS; default none). live_streams: the
    store's async reads of the game streams (events.store.live.LiveStreams), for the streams the door holds open
    (api/door.py); without them the app answers no stream.

    The Redis is `redis_url`, else REDIS_URL; with neither, the app is refused rather than pointed at a Redis nobody
    chose: `gameledger serve`, and `gameledger.serving:wsgi_app()` under any WSGI server, resolve it as the command
    line does (REDIS_URL, else the private redis-server in .gameledger/redis)."""
    app = Flask("gameledger")
    app.json = FastJSON(app)
    redis_url = redis_url or os.environ.get("REDIS_URL")
    if not redis_url:
        raise ValueError("no Redis for the API: set REDIS_URL, or run it with `gameledger serve` or under a WSGI "
                         "server as gameledger.serving:wsgi_app(), which start a private redis-server as the "
                         "command line does")
    app.config.update(
        MAX_CONTENT_LENGTH=MAX_BODY,
        RATE_LIMITS={kind: os.environ.get(f"GAMELEDGER_LIMIT_{kind.upper()}", value)
                     for kind, value in RATE_LIMITS.items()} | (rate_limits or {}),
        RATELIMIT_STORAGE_URI=redis_url,
        RATELIMIT_SWALLOW_ERRORS=True,      # a limit Redis cannot count (at its memory limit, say) lets the request by
        STREAM_HEARTBEAT=float(os.environ.get("GAMELEDGER_STREAM_HEARTBEAT", "15")),     # seconds (api/streams.py)
        PUBLIC_URL=os.environ.get("GAMELEDGER_PUBLIC_URL"),      # the problem types' base; default: as asked
        CORS_ORIGINS=cors_origins if cors_origins is not None else os.environ.get("GAMELEDGER_CORS_ORIGINS", ""),
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
    client = redis_py.Redis.from_url(redis_url, max_connections=REDIS_CONNECTIONS)
    ledger = Ledger(client, wait_aof=wait_aof)
    inline = _inline()
    for name, work, how in (("enqueue_bot", ledger.play_bots, bots),
                            ("enqueue_campaign", ledger.campaigns.advance, bots if steps is None else steps)):
        if how == "inline":
            setattr(ledger, name, inline(work))
        elif callable(how):
            setattr(ledger, name, how(client))
        elif how != "off":
            raise ValueError(f"{name.removeprefix('enqueue_')} must be an enqueuer, inline or off, not {how!r}")
    app.extensions["redis"] = client
    app.extensions["ledger"] = ledger
    if live_streams is not None:
        app.extensions["live"] = Live(ledger, live_streams, off_loop, render=streams.moment_frame)
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
    lean.install(app)
    pages.install(app)
    http.install(app)
    for kind in SERVICE_ERRORS:
        app.register_error_handler(kind, from_service_error)
    for kind in REDIS_AWAY:
        app.register_error_handler(kind, from_redis_away)
    app.register_error_handler(STORE_FULL, from_store_full)
    app.register_error_handler(BadHeader, from_bad_header)
    install_limits(app)
    app.extensions["api"] = api
    fast.install(app)
    return app


def _inline():
    """Work done in this process, one piece at a time: work asked for while another runs (a bot move's own append,
    a campaign's next game) waits until it is done, so no loop starts inside another."""
    local = threading.local()

    def runner(work):
        def run(*args):
            pending = local.__dict__.setdefault("pending", [])
            pending.append((work, args))
            if getattr(local, "busy", False):
                return
            local.busy = True
            try:
                while pending:
                    job, job_args = pending.pop(0)
                    job(*job_args)
            finally:
                local.busy = False
                pending.clear()

        return run

    return runner


def openapi_yaml() -> str:
    """The OpenAPI document generated from the code; openapi.yaml is this, checked in."""
    app = create_app("redis://127.0.0.1:1/0")
    with app.app_context():
        return app.extensions["api"].spec.to_yaml()
