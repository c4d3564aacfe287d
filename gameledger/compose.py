"""The one place that wires the API, the ledger and the workers together."""

import os

import redis.asyncio as redis_async

from api.app import create_app
from api.door import Door
from events.store.live import LiveStreams
from events.service import Ledger
from workers.jobs import bot_turn_enqueuer, campaign_step_enqueuer


def service_app(redis_url: str | None = None, wait_aof: bool = False):
    """The REST API, with bot turns and campaign steps enqueued for the RQ workers (REDIS_URL when no URL is
    given), and the streams' async reads of the store."""
    url = redis_url or os.environ.get("REDIS_URL")
    return create_app(url, bots=bot_turn_enqueuer, steps=campaign_step_enqueuer, wait_aof=wait_aof,
                      live_streams=live_streams(url) if url else None)


# One connection per game followed in a process (its blocking read), and a few for the catch-up reads
LIVE_CONNECTIONS = 10_000


def live_streams(redis_url: str) -> LiveStreams:
    """The store's reads a stream waits on, through an asyncio client with no socket timeout: a blocking read waits
    as long as it asks to (a quiet game), and a connection that dies is found by TCP keepalive."""
    return LiveStreams(redis_async.Redis.from_url(redis_url, socket_timeout=None, socket_keepalive=True,
                                                  max_connections=LIVE_CONNECTIONS))


def service_door(app, threads: int) -> Door:
    """The service's ASGI application: the app's requests in `threads` threads, its streams on the loop."""
    live = app.extensions.get("live")
    return Door(app, threads, app.config["MAX_CONTENT_LENGTH"], on_stop=live.stop if live else None)


def service_ledger(connection) -> Ledger:
    """A Ledger whose bot turns (an imported game waiting on a bot) and campaign steps are enqueued for the
    workers."""
    return Ledger(connection, enqueue_bot=bot_turn_enqueuer(connection),
                  enqueue_campaign=campaign_step_enqueuer(connection))
