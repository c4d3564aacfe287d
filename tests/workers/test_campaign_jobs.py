"""Campaign steps as RQ jobs (issue 14): once a campaign's game is over (its Chronicle written), a job whose id names
the campaign and the game records the result and the new chronicle in the campaign's stream and, for a campaign that
continues on its own, creates the next game; the reconciler finds a step that was lost (the API or a worker killed
between the game's end and the campaign's event) and has it taken exactly once.

Game 1 is seeded PLAYABLE (tests/api/test_campaigns_api.py): the chronicle it writes is playable, so a game 2 is
created from it."""

import os
import signal
import subprocess
import sys

import pytest
from rq.job import Job

from events.service import Ledger
from events.store import Stores
from events.service.campaigns import Campaigns
from tests.wiring import app_on
from tests.api.test_campaigns_api import BOTS, PLAYABLE
from tests.reliability.processes import ROOT, wait_for
from tests.workers.test_bot_jobs import run_again_once_lost, run_worker_process
from workers.jobs import campaign_job_id, enqueue_campaign_step, queue_for
from workers.reconciler import reconcile

STEP_SECONDS = 120


def campaign_events(client, campaign_id):
    return Ledger(Stores.on(client)).campaigns.store.read(campaign_id)


def started_and_finished(client, campaign_id):
    return [(event["type"], event.get("game")) for event in campaign_events(client, campaign_id)[1:]]


def play_to_the_end(ledger, game_id):
    while ledger.moves.play_bots(game_id, ledger.states.version(game_id)):
        pass
    assert ledger.views.info(game_id, None)["status"] == "finished"


def test_a_worker_process_carries_a_campaign_from_game_to_game_on_its_own(queue_client, ledger_client, redis_url,
                                                                          monkeypatch, seeds):
    seeds.pin(PLAYABLE)
    app = app_on(redis_url, enqueue="queue", seeds=seeds)        # as deployed: bot turns and campaign steps go to the queue
    created = app.test_client().post("/campaigns", json={"players": BOTS, "continue": True, "until": 2}).get_json()
    campaign_id = created["id"]
    assert started_and_finished(ledger_client, campaign_id) == [("game_started", 1)]   # game 1 at once

    run_worker_process(redis_url)

    assert started_and_finished(ledger_client, campaign_id) == [
        ("game_started", 1), ("game_finished", 1), ("game_started", 2), ("game_finished", 2)]
    assert Job.exists(campaign_job_id(campaign_id, 1), connection=queue_client)
    info = Ledger(Stores.on(ledger_client), seeds=seeds).campaigns.info(campaign_id, None)
    assert (info["status"], info["game"]) == ("ended", 3)        # until 2: game 2 was its last
    first, second = info["history"]
    assert second["chronicle_in"] == first["chronicle_out"] and first["winner"] and second["winner"]
    for game in (first, second):
        assert Ledger(Stores.on(ledger_client), seeds=seeds).history.verify(game["id"])["verified"]


def test_the_reconciler_advances_a_finished_game_whose_step_was_lost_exactly_once(queue_client, ledger_client,
                                                                                  redis_url):
    ledger = Ledger(Stores.on(ledger_client))      # no enqueuers: the API died before the step was enqueued
    campaign_id = ledger.campaigns.create(None, "new", BOTS)["id"]
    game = ledger.campaigns.start_game(campaign_id)
    play_to_the_end(ledger, game["id"])
    assert ledger.campaigns.info(campaign_id, None)["status"] == "finishing"
    queue = queue_for(queue_client)

    assert reconcile(ledger, queue) == 1
    assert reconcile(ledger, queue) == 0        # its job is queued: not twice
    run_worker_process(redis_url)

    assert started_and_finished(ledger_client, campaign_id) == [("game_started", 1), ("game_finished", 1)]
    assert reconcile(ledger, queue) == 0
    assert ledger.campaigns.advance(campaign_id, 1) is False        # run again, it appends nothing
    assert len(campaign_events(ledger_client, campaign_id)) == 3


def test_the_reconciler_runs_again_a_step_taken_from_the_queue_whose_start_redis_lost(queue_client, ledger_client):
    ledger = Ledger(Stores.on(ledger_client))
    campaign_id = ledger.campaigns.create(None, "new", BOTS)["id"]
    play_to_the_end(ledger, ledger.campaigns.start_game(campaign_id)["id"])
    queue = queue_for(queue_client)
    job = enqueue_campaign_step(queue, campaign_id, 1)

    run_again_once_lost(ledger, queue, job)

    assert queue.job_ids == [campaign_job_id(campaign_id, 1)]


def test_a_step_killed_after_recording_the_game_creates_the_next_game_once(queue_client, ledger_client, redis_url,
                                                                           monkeypatch, seeds):
    seeds.pin(PLAYABLE)
    ledger = Ledger(Stores.on(ledger_client), seeds=seeds)
    campaign_id = ledger.campaigns.create(None, "new", BOTS, continues=True, until=2)["id"]
    play_to_the_end(ledger, f"{campaign_id}-1")
    monkeypatch.setattr(Campaigns, "_step", lambda self, campaign_id: False)     # killed right after the append
    ledger.campaigns.advance(campaign_id, 1)
    monkeypatch.undo()
    assert ledger.campaigns.stalled() == [(campaign_id, 1)]

    assert reconcile(ledger, queue_for(queue_client)) == 1
    worked = run_worker_process(redis_url)

    assert started_and_finished(ledger_client, campaign_id) == [
        ("game_started", 1), ("game_finished", 1), ("game_started", 2), ("game_finished", 2)], worked.stderr[-8000:]
    assert ledger.store.exists(f"{campaign_id}-2") and not ledger.store.exists(f"{campaign_id}-3")
    assert ledger.campaigns.stalled() == []


def test_a_game_created_by_a_step_that_died_before_recording_it_is_the_one_recorded(ledger_client, monkeypatch, seeds):
    seeds.pin(PLAYABLE)
    ledger = Ledger(Stores.on(ledger_client), seeds=seeds)
    campaign_id = ledger.campaigns.create(None, "new", BOTS, continues=True, until=2)["id"]
    play_to_the_end(ledger, f"{campaign_id}-1")
    real = Campaigns._append

    def dies_before_recording_a_start(self, campaign, event, key, fingerprint=None):
        if event["type"] == "game_started":
            raise SystemExit("killed")
        return real(self, campaign, event, key, fingerprint)

    monkeypatch.setattr(Campaigns, "_append", dies_before_recording_a_start)
    with pytest.raises(SystemExit):
        ledger.campaigns.advance(campaign_id, 1)
    monkeypatch.setattr(Campaigns, "_append", real)
    created = ledger.store.event(f"{campaign_id}-2", 1)

    ledger.campaigns.advance(campaign_id, 1)
    ledger.campaigns.advance(campaign_id, 1)

    assert started_and_finished(ledger_client, campaign_id) == [
        ("game_started", 1), ("game_finished", 1), ("game_started", 2)]
    assert ledger.store.event(f"{campaign_id}-2", 1) == created and ledger.store.version(f"{campaign_id}-2") >= 1


@pytest.mark.slow       # real worker processes, one killed mid-campaign
def test_a_worker_killed_mid_campaign_loses_and_duplicates_nothing(ledger_client, redis_url, monkeypatch, seeds):
    seeds.pin(PLAYABLE)
    ledger = Ledger(Stores.on(ledger_client), seeds=seeds)
    app = app_on(redis_url, enqueue="queue", seeds=seeds)
    campaign_id = app.test_client().post("/campaigns", json={"players": BOTS, "continue": True,
                                                             "until": 3}).get_json()["id"]
    env = dict(os.environ, REDIS_URL=redis_url)
    command = [sys.executable, "-m", "gameledger.cli", "worker", "--quiet", "--reconcile-every", "0.5"]
    first = subprocess.Popen(command, cwd=ROOT, env=env, stderr=subprocess.DEVNULL)
    second = None
    try:
        wait_for(lambda: ledger.store.version(f"{campaign_id}-1") > 20, STEP_SECONDS, "game 1 under way")
        first.send_signal(signal.SIGKILL)
        first.wait()
        second = subprocess.Popen(command, cwd=ROOT, env=env, stderr=subprocess.DEVNULL)

        def settled():
            info = ledger.campaigns.info(campaign_id, None)
            return info if info["status"] in ("refused", "ended") or (info["status"] == "awaiting"
                                                                       and info["game"] > 3) else None

        info = wait_for(settled, STEP_SECONDS, "the campaign played to game 3 or stopped at a refusal")
    finally:
        for process in (first, second):
            if process is not None and process.poll() is None:
                process.terminate()
                process.wait(timeout=15)
        # the scheduler RQ forked from a worker outlives it by up to 5 s (workers/supervisor.py), holding the
        # worker's connection blocked in BLMOVE: a job another test queued meanwhile would be taken by nobody
        wait_for(lambda: not any("b" in each["flags"] for each in ledger_client.client_list()), 15,
                 "the stopped workers' connections closed")
    steps = started_and_finished(ledger_client, campaign_id)
    started = [game for kind, game in steps if kind == "game_started"]
    assert started == list(range(1, len(started) + 1))
    assert [game for kind, game in steps if kind == "game_finished"] == started
    for number in started:
        assert ledger.history.verify(f"{campaign_id}-{number}")["verified"]
    assert not ledger.store.exists(f"{campaign_id}-{len(started) + 1}")      # a refused game is never created
    assert info["status"] == "refused" or len(started) == 3
