"""Bot turns as RQ jobs: played by a real worker process, idempotent per version, re-enqueued when stalled."""

import os
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

import pytest
from rq.job import Job, JobStatus

from events.service import Ledger
from gameledger.compose import build_work
from tests.wiring import on
from events.store import Stores
from workers import jobs
from workers.jobs import bot_turn_enqueuer, enqueue_bot_turn, job_id, queue_for, working
from workers.reconciler import reconcile

ROOT = Path(__file__).resolve().parents[2]
BOTS = [{"name": "Ana", "bot": "big-money"}, {"name": "Ben", "bot": "big-money"}]
WORKER_SECONDS = 60


@pytest.fixture
def worker_env(redis_url):
    """Job functions called in this process run with a worker's Work bound (built by the composition root), as they
    do in a worker."""
    with working(build_work(on(redis_url))):
        yield


def run_worker_process(redis_url):
    """`gameledger worker --burst` in its own process; it returns once the queue is empty, every job it took run
    without an error."""
    env = dict(os.environ, REDIS_URL=redis_url)
    finished = subprocess.run([sys.executable, "-m", "gameledger.cli", "worker", "--burst"], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=WORKER_SECONDS)
    assert finished.returncode == 0, finished.stderr[-3000:]
    assert "Traceback" not in finished.stderr, finished.stderr[-6000:]      # every job it ran succeeded
    return finished


def wait_until_finished(ledger, game_id, seconds=WORKER_SECONDS):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        info = ledger.views.info(game_id, None)
        if info["status"] == "finished":
            return info
        time.sleep(0.1)
    raise AssertionError(f"game {game_id} not finished after {seconds} s (at version {info['version']})")


def test_a_bot_game_is_played_to_the_end_by_a_worker_process(queue_client, client, redis_url):
    ledger = Ledger(Stores.on(client), enqueue_bot=bot_turn_enqueuer(queue_client))
    game = ledger.creating.create_game("dominion", {}, BOTS)
    assert Job.exists(job_id(game["id"], 1), connection=queue_client)

    run_worker_process(redis_url)

    info = wait_until_finished(Ledger(Stores.on(client)), game["id"])
    assert info["result"]["winners"]
    assert info["version"] > 20
    checked = Ledger(Stores.on(client)).history.verify(game["id"])
    assert checked["verified"] and checked["events"] == info["version"]


def test_one_job_plays_the_run_of_bot_turns_without_enqueueing_a_job_per_move(queue_client, client, worker_env):
    ledger = Ledger(Stores.on(client), enqueue_bot=bot_turn_enqueuer(queue_client))
    game = ledger.creating.create_game("dominion", {}, BOTS)

    played = jobs.play_bots(game["id"], 1)

    assert played == Ledger(Stores.on(client)).views.info(game["id"], None)["version"] - 1
    assert queue_for(queue_client).job_ids == [job_id(game["id"], 1)]     # only the first, never picked up here


def test_a_duplicate_job_appends_nothing(queue_client, client, worker_env):
    seats = [{"name": "Ana", "bot": "big-money"}, {"name": "Ben"}]
    ledger = Ledger(Stores.on(client))
    game = ledger.creating.create_game("dominion", {}, seats)
    waiting = ledger.views.info(game["id"], None)
    while waiting["waiting_on"] == 1:       # Ben goes first: he ends his turn so that the bot must act
        choices = ledger.views.decision(game["id"], 1)["decision"]["choices"]
        move = {"end": "turn"} if {"end": "turn"} in choices else {"end": "actions"}
        ledger.moves.submit(game["id"], 1, move, waiting["version"])
        waiting = ledger.views.info(game["id"], None)
    version = ledger.store.version(game["id"])
    queue = queue_for(queue_client)
    job = enqueue_bot_turn(queue, game["id"], version)
    assert enqueue_bot_turn(queue, game["id"], version) is None     # refused: the id is taken

    first = job.perform()
    after_first = ledger.store.version(game["id"])
    second = Job.fetch(job.id, connection=queue_client).perform()
    third = jobs.play_bots(game["id"], version)

    assert first == after_first - version > 0
    assert second == third == 0
    assert ledger.store.version(game["id"]) == after_first
    assert ledger.views.info(game["id"], None)["waiting_on"] == 1        # Ben's turn now
    Ledger(Stores.on(client)).history.verify(game["id"])


def test_the_reconciler_enqueues_a_game_left_waiting_on_a_bot(queue_client, client, worker_env):
    ledger = Ledger(Stores.on(client), enqueue_bot=None)         # as if the API died between append and enqueue
    game = ledger.creating.create_game("dominion", {}, BOTS)
    queue = queue_for(queue_client)
    expected = job_id(game["id"], 1)
    assert not Job.exists(expected, connection=queue_client)

    assert reconcile(ledger, queue) == 1
    assert queue.job_ids == [expected]
    assert reconcile(ledger, queue) == 0              # queued already: not twice

    Job.fetch(expected, connection=queue_client).perform()
    assert ledger.views.info(game["id"], None)["status"] == "finished"
    assert reconcile(ledger, queue) == 0


def test_a_job_of_a_worker_told_to_stop_stops_before_its_next_move_and_the_reconciler_carries_the_game_on(
        queue_client, client, redis_url):
    """RQ's warm stop waits for the job in progress, and one job plays a bot game out: a worker stopped by Ctrl-C
    waited for the whole game (and was killed after 10 s). The job stops before its next move instead."""
    ledger = Ledger(Stores.on(client))
    game = ledger.creating.create_game("dominion", {}, BOTS)
    asked = iter([True, True, True, False])
    assert ledger.moves.play_bots(game["id"], 1, keep_going=lambda: next(asked)) == 3
    work = build_work(on(redis_url))
    work.stopping.set()                 # as QueueWorker.request_stop does on SIGINT or SIGTERM
    with working(work):
        assert jobs.play_bots(game["id"], 4) == 0
    info = ledger.views.info(game["id"], None)
    assert info["status"] == "active" and info["version"] == 4       # left waiting on its bot
    queue = queue_for(queue_client)
    assert reconcile(ledger, queue) == 1 and queue.job_ids == [job_id(game["id"], 4)]
    with working(build_work(on(redis_url))):       # the next worker
        Job.fetch(job_id(game["id"], 4), connection=queue_client).perform()
    assert ledger.views.info(game["id"], None)["status"] == "finished"


def test_the_reconciler_runs_again_a_job_that_failed_while_the_game_still_waits(queue_client, client, worker_env):
    ledger = Ledger(Stores.on(client), enqueue_bot=None)
    game = ledger.creating.create_game("dominion", {}, BOTS)
    queue = queue_for(queue_client)
    job = enqueue_bot_turn(queue, game["id"], 1)
    queue.remove(job.id)
    job.set_status(JobStatus.FAILED)                  # a worker died with it

    assert reconcile(ledger, queue) == 1
    again = Job.fetch(job_id(game["id"], 1), connection=queue_client)
    assert again.get_status() == JobStatus.QUEUED
    assert queue.job_ids == [again.id]


def test_the_reconciler_runs_again_a_job_taken_from_the_queue_whose_start_redis_lost(queue_client, client, worker_env):
    ledger = Ledger(Stores.on(client), enqueue_bot=None)
    game = ledger.creating.create_game("dominion", {}, BOTS)
    queue = queue_for(queue_client)
    job = enqueue_bot_turn(queue, game["id"], 1)

    run_again_once_lost(ledger, queue, job)

    assert queue.job_ids == [job_id(game["id"], 1)]


def run_again_once_lost(ledger, queue, job):
    """`job` taken off the queue by a worker, its "started" lost with Redis's last second: the reconciler gives it
    its moment, then enqueues it again."""
    queue.remove(job.id)
    assert reconcile(ledger, queue) == 0              # a job just taken is given its moment
    job.enqueued_at = job.enqueued_at - timedelta(seconds=5)
    job.save()
    assert job.get_status(refresh=True) == JobStatus.QUEUED
    assert reconcile(ledger, queue) == 1


def test_the_worker_process_reconciles_stalled_games_at_start(queue_client, client, redis_url):
    game = Ledger(Stores.on(client), enqueue_bot=None).creating.create_game("dominion", {}, BOTS)
    assert queue_for(queue_client).count == 0

    run_worker_process(redis_url)

    assert Ledger(Stores.on(client)).views.info(game["id"], None)["status"] == "finished"
    Ledger(Stores.on(client)).history.verify(game["id"])
