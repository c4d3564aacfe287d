"""Abandonment with real processes: a worker started with a short GAMELEDGER_ABANDON_AFTER closes a silent game by
itself, with an event saying why, and leaves a game that moves alone."""

import pytest

from events.service import Ledger
from events.store import Stores

from .processes import wait_for, worker

pytestmark = pytest.mark.slow      # a real worker process, waited on

HUMANS = [{"name": "Ana"}, {"name": "Ben"}]


def test_a_worker_abandons_a_silent_game_with_its_reason(store):
    ledger = Ledger(Stores.on(store.client()))
    silent = ledger.creating.create_game("dominion", {}, HUMANS)["id"]
    running = worker(store.url, "--reconcile-every", "0.2")
    running.env = {"GAMELEDGER_ABANDON_AFTER": "1"}
    running.start()
    try:
        wait_for(lambda: ledger.views.info(silent, None)["status"] == "abandoned", 20, running.output)
    finally:
        running.stop()
    event = ledger.history.events(silent, None)["events"][-1]
    assert event["type"] == "abandon" and event["reason"] == "no event for 1 second (GAMELEDGER_ABANDON_AFTER)"
    assert ledger.states.version(silent) == 2
    assert [g["id"] for g in ledger.listing.list_games(status="abandoned")["games"]] == [silent]
    assert ledger.history.verify(silent)["verified"]
