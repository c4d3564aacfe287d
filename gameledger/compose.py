"""The one place that wires the API, the ledger and the workers together."""

from api.app import create_app
from events.service import Ledger
from workers.jobs import bot_turn_enqueuer, campaign_step_enqueuer


def service_app(redis_url: str | None = None, wait_aof: bool = False):
    """The REST API, with bot turns and campaign steps enqueued for the RQ workers (REDIS_URL when no URL is
    given)."""
    return create_app(redis_url, bots=bot_turn_enqueuer, steps=campaign_step_enqueuer, wait_aof=wait_aof)


def service_ledger(connection) -> Ledger:
    """A Ledger whose bot turns (an imported game waiting on a bot) and campaign steps are enqueued for the
    workers."""
    return Ledger(connection, enqueue_bot=bot_turn_enqueuer(connection),
                  enqueue_campaign=campaign_step_enqueuer(connection))
