"""The Flask app factory. Stateless: everything lives in Redis; a restart loses nothing."""

import os
import threading

import redis as redis_py
from flask import Flask
from flask_smorest import Api
from werkzeug.exceptions import HTTPException

from events.service import Ledger

from . import games, schemas, service
from .problems import SERVICE_ERRORS, from_http_exception, from_service_error

API_VERSION = "1.0.0"


class ProblemApi(Api):
    """flask-smorest with every error answered as application/problem+json."""

    ERROR_SCHEMA = schemas.Problem

    def handle_http_exception(self, error: HTTPException):
        return from_http_exception(error)


def create_app(redis_url: str | None = None, bots="off") -> Flask:
    """bots: how bot turns are played. A function of the Redis connection giving `enqueue(game_id, version)`
    (the composition root, gameledger/, hands in the workers' queue), "inline" to play them in this process, or
    "off" to leave them for a reconciler."""
    app = Flask("gameledger")
    app.config.update(
        API_TITLE="gameledger",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        API_SPEC_OPTIONS={"info": {"description": "An event-sourced game ledger: create games, submit moves, "
                                                  "replay and audit them. Errors are application/problem+json."},
                          "components": {"securitySchemes": {"seat": {"type": "http", "scheme": "bearer"}}}},
    )
    client = redis_py.Redis.from_url(redis_url or os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    ledger = Ledger(client)
    if bots == "inline":
        ledger.enqueue_bot = _inline(ledger)
    elif callable(bots):
        ledger.enqueue_bot = bots(client)
    elif bots != "off":
        raise ValueError(f"bots must be an enqueuer, inline or off, not {bots!r}")
    app.extensions["redis"] = client
    app.extensions["ledger"] = ledger
    api = ProblemApi(app)
    api.register_blueprint(service.blp)
    api.register_blueprint(games.blp)
    for kind in SERVICE_ERRORS:
        app.register_error_handler(kind, from_service_error)
    app.extensions["api"] = api
    return app


def _inline(ledger):
    """Play bot turns in this process; a bot move's own append does not start a second loop."""
    local = threading.local()

    def run(game_id, version):
        if getattr(local, "busy", False):
            return
        local.busy = True
        try:
            ledger.play_bots(game_id, version)
        finally:
            local.busy = False

    return run


def openapi_yaml() -> str:
    """The OpenAPI document generated from the code; openapi.yaml is this, checked in."""
    app = create_app("redis://127.0.0.1:1/0")
    with app.app_context():
        return app.extensions["api"].spec.to_yaml()
