"""The service as the tests build it: through the composition root (gameledger/compose.py), on a Redis of their own,
with the settings they name."""

from gameledger.compose import build_app, build_ledger
from gameledger.config import Config
from tests.cluster import QUEUES

UNLIMITED = {"create": "1000/second", "replay": "1000/second"}


def app_on(redis_url: str, enqueue: str = "inline", live: bool = False, rate_limits: dict | None = UNLIMITED,
           seeds=None, **settings):
    """The REST app on `redis_url`: bot turns and campaign steps played in the process (`enqueue` "inline"), left to
    a reconciler ("off") or queued for the workers ("queue", as deployed); `live`: it holds streams (through the
    door: tests/api/door.py); `seeds`: its seed source (tests/seeding.py)."""
    config = on(redis_url, **settings)
    ledger = build_ledger(config, enqueue, **({"seeds": seeds} if seeds else {}))
    return build_app(config, ledger, enqueue, live, rate_limits)


def ledger_on(redis_url: str, enqueue: str = "off", **built):
    """The ledger service on `redis_url` (built: clock, seeds, stores)."""
    return build_ledger(on(redis_url), enqueue, **built)


def on(redis_url: str, **settings) -> Config:
    """The settings of a service on `redis_url`; on the tests' cluster, with the queues on the Redis beside it."""
    return Config(redis_url=redis_url, **({"queue_url": QUEUES[redis_url]} if redis_url in QUEUES else {}), **settings)
