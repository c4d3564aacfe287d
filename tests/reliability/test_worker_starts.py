"""A worker started while Redis is away (restarting, loading its append-only file) waits for it and then plays, as
one that was running when Redis went away does."""

import time

import pytest

from events.service import Ledger
from events.store import Stores
from workers.jobs import bot_turn_enqueuer

from .processes import wait_for, worker

pytestmark = pytest.mark.slow      # real processes, waited on


def test_a_worker_started_while_redis_is_away_waits_for_it_and_plays(store):
    # every write on disk before the kill: under everysec Redis may put off writing its file while an fsync is slow
    # (a loaded machine), so a kill could keep the game and lose what followed it (its index entry, its job), and no
    # worker would find it (a run on a loaded machine timed out so)
    store.client().config_set("appendfsync", "always")
    ledger = Ledger(Stores.on(store.client()), enqueue_bot=bot_turn_enqueuer(store.client()))
    game = ledger.creating.create_game("dominion", {}, [{"name": "Cid", "bot": "big-money"}, {"name": "Dan", "bot": "big-money"}])
    store.kill()
    running = worker(store.url).start()
    try:
        wait_for(lambda: "waiting for Redis" in running.output(), 60, running.output)     # however long it takes to start
        time.sleep(1.0)
        assert running.alive(), running.output()        # still waiting, not gone
        store.start()
        wait_for(lambda: Ledger(Stores.on(store.client())).views.info(game["id"], None)["status"] == "finished", 120, running.output)
    finally:
        running.stop()
