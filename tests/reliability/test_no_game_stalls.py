"""No game stalls: whatever dies (a worker, Redis, the process between an append and its follow-ups), every game
waiting on a bot moves on by itself within seconds, and no client can block a bot."""

import os
import signal
import subprocess
import time
from datetime import datetime, timezone
from pathlib import Path

import pytest
from rq.job import Job, JobStatus
from rq.scheduler import RQScheduler

from events.service import Ledger
from events.store import Stores
from workers.jobs import QUEUE, bot_turn_enqueuer, enqueue_bot_turn, queue_for
from workers.runner import WORKER_TTL

from .players import quiet_move
from .processes import alive, children_of, wait_for, worker

pytestmark = pytest.mark.slow      # real processes killed and waited on

DOMINION_BOTS = [{"name": "Ana", "bot": "big-money"}, {"name": "Ben", "bot": "big-money"}]
OATH_BOTS = [{"name": n, "bot": "oath-easy"} for n in ("Cyril", "Dana", "Emil")]
RESUME_SECONDS = 10
START_SECONDS = 60      # a worker process starting on a loaded machine: waited for, not a guarantee under test
SCHEDULER_LOCK = RQScheduler.get_locking_key(QUEUE)
GAME_SECONDS = 120


@pytest.fixture
def processes():
    started = []
    yield started
    for process in started:
        process.stop()


def bot_games(store):
    """An Oath and a Dominion game between bots, their turns enqueued for the workers."""
    client = store.client()
    ledger = Ledger(Stores.on(client), enqueue_bot=bot_turn_enqueuer(client))
    return ledger, [ledger.creating.create_game("oath", {}, OATH_BOTS)["id"],
                    ledger.creating.create_game("dominion", {}, DOMINION_BOTS)["id"]]


def finished(ledger, game_id):
    return ledger.views.info(game_id, None)["status"] == "finished"


def version(ledger, game_id):
    return ledger.states.version(game_id)


def test_a_worker_outlives_a_redis_kill_and_restart_and_its_games_finish(store, processes):
    ledger, games = bot_games(store)
    running = worker(store.url)
    processes.append(running.start())
    wait_for(lambda: all(version(ledger, g) > 5 for g in games), GAME_SECONDS, "the bots start playing")
    store.kill()
    time.sleep(1.5)
    assert running.alive(), "the worker quit when Redis went away"
    store.start()
    client = store.client()
    ledger = Ledger(Stores.on(client))
    marks = {g: version(ledger, g) for g in games}
    wait_for(lambda: all(version(ledger, g) > marks[g] or finished(ledger, g) for g in games), RESUME_SECONDS,
             "every game moves on after Redis is back")
    wait_for(lambda: all(finished(ledger, g) for g in games), GAME_SECONDS, "every game finishes")
    assert running.alive()
    for game_id in games:
        assert ledger.history.verify(game_id)["verified"]


def test_a_worker_killed_mid_game_leaves_games_that_the_next_worker_finishes(store, processes):
    ledger, games = bot_games(store)
    first = worker(store.url).start()
    processes.append(first)
    wait_for(lambda: all(version(ledger, g) > 3 for g in games), GAME_SECONDS, "the bots start playing")
    first.kill()
    marks = {g: version(ledger, g) for g in games}
    processes.append(worker(store.url).start())
    wait_for(lambda: all(finished(ledger, g) or version(ledger, g) > marks[g] for g in games), RESUME_SECONDS + 5,
             "every game moves on within seconds of a worker being back")
    wait_for(lambda: all(finished(ledger, g) for g in games), GAME_SECONDS, "every game finishes")


def test_a_job_taken_by_a_worker_that_died_before_appending_is_played_again_within_seconds(store, processes):
    client = store.client()
    ledger = Ledger(Stores.on(client))         # no enqueuer: the job below stands for the one the dead worker took
    game_id = ledger.creating.create_game("dominion", {}, DOMINION_BOTS)["id"]
    queue = queue_for(client)
    job = enqueue_bot_turn(queue, game_id, 1)
    queue.remove(job)                       # taken off the queue, started, and its worker killed: what is left
    job.set_status(JobStatus.STARTED)
    job.started_at = datetime.now(timezone.utc)
    job.save()
    assert queue.count == 0 and Job.fetch(job.id, connection=client).get_status() == JobStatus.STARTED
    processes.append(worker(store.url).start())
    started = time.monotonic()
    wait_for(lambda: version(ledger, game_id) > 1, RESUME_SECONDS, "the abandoned turn is played again")
    assert time.monotonic() - started < RESUME_SECONDS


@pytest.mark.parametrize("step", ["creation", "move"])
def test_a_crash_after_the_append_leaves_a_game_that_resumes_by_itself(store, processes, monkeypatch, step):
    """The event and the metadata are one script; what follows it (waking the bot) is repaired by the reconciler,
    which finds the game in the index (a new game is indexed as soon as its first event is written)."""
    client = store.client()
    ledger = Ledger(Stores.on(client), enqueue_bot=bot_turn_enqueuer(client))

    def crash(*args, **kwargs):
        raise ConnectionError("the process died here")

    if step == "creation":
        monkeypatch.setattr(ledger.followups, "enqueue_bot", crash)
        with pytest.raises(ConnectionError):
            ledger.creating.create_game("dominion", {}, DOMINION_BOTS)
        (game_id,) = ledger.index.all_ids(status="active")
        at = 1
    else:
        game = ledger.creating.create_game("dominion", {}, [{"name": "Ana"}, {"name": "Ben", "bot": "big-money"}])
        game_id = game["id"]
        while ledger.views.decision(game_id, None)["decision"]["player"] != 0:
            processes.append(worker(store.url, "--burst").start())
            wait_for(lambda: ledger.views.decision(game_id, None)["decision"]["player"] == 0, GAME_SECONDS, "Ana's turn")
        monkeypatch.setattr(ledger.followups, "enqueue_bot", crash)
        at = ledger.states.version(game_id)
        with pytest.raises(ConnectionError):
            ledger.moves.submit(game_id, 0, _any(ledger, game_id), at)
        at += 1
    assert ledger.states.version(game_id) == at
    processes.append(worker(store.url).start())
    wait_for(lambda: version(ledger, game_id) > at or finished(ledger, game_id), RESUME_SECONDS,
             "the bot plays on by itself")


def test_a_creation_that_died_before_its_first_event_lists_nothing(store, monkeypatch):
    client = store.client()
    ledger = Ledger(Stores.on(client))

    def crash(*args, **kwargs):
        raise ConnectionError("the process died here")

    monkeypatch.setattr(ledger.store, "append", crash)
    with pytest.raises(ConnectionError):
        ledger.creating.create_game("dominion", {}, DOMINION_BOTS)
    assert ledger.index.all_ids() == []                         # indexed only once the game exists...
    assert ledger.listing.list_games()["games"] == []                   # ...so listed as nothing
    assert ledger.listing.waiting_on_bot() == []


def test_a_game_ended_by_a_move_whose_index_update_was_lost_is_listed_as_finished(store):
    client = store.client()
    ledger = Ledger(Stores.on(client))
    game_id = ledger.creating.create_game("dominion", {}, DOMINION_BOTS)["id"]
    real = ledger.index.record
    ledger.index.record = lambda *args, **kwargs: None      # every index update after creation lost
    ledger.moves.play_bots(game_id, 1)
    ledger.index.record = real
    assert ledger.views.info(game_id, None)["status"] == "finished"
    assert ledger.listing.list_games(status="active")["total"] == 1      # the index is behind...
    ledger.listing.waiting_on_bot()                                      # ...until the reconciler's round
    assert ledger.listing.list_games(status="finished")["games"][0]["id"] == game_id
    assert ledger.listing.list_games(status="active")["total"] == 0


def test_a_client_cannot_take_a_bots_idempotency_key(store):
    client = store.client()
    ledger = Ledger(Stores.on(client))
    game_id = ledger.creating.create_game("dominion", {}, [{"name": "Ana"}, {"name": "Ben", "bot": "big-money"}])["id"]
    while ledger.views.decision(game_id, None)["decision"]["player"] != 0:
        ledger.moves.play_bots(game_id, ledger.states.version(game_id))
    # Ana ends her turn with the key the bot will use for its first move after it.
    at = ledger.states.version(game_id)
    while ledger.views.decision(game_id, None)["decision"]["player"] == 0:
        at = ledger.moves.submit(game_id, 0, _any(ledger, game_id), at, idempotency_key=f"bot:{at + 1}").version
    assert ledger.moves.play_bots(game_id, at) > 0
    assert ledger.states.version(game_id) > at


def _any(ledger, game_id):
    return quiet_move(ledger.views.decision(game_id, 0)["decision"])


def test_a_worker_process_killed_is_replaced_by_its_supervisor_and_the_games_finish(store, processes):
    ledger, games = bot_games(store)
    supervisor = worker(store.url).start()
    processes.append(supervisor)
    wait_for(lambda: all(version(ledger, g) > 3 for g in games), GAME_SECONDS, "the bots start playing")
    first = children(supervisor)
    assert len(first) == 1
    os.kill(first[0], signal.SIGKILL)
    wait_for(lambda: children(supervisor) and children(supervisor) != first, RESUME_SECONDS, "a new worker process")
    wait_for(lambda: all(finished(ledger, g) for g in games), GAME_SECONDS, "every game finishes")
    assert supervisor.alive()


def test_a_supervisor_killed_leaves_no_process_nor_connection_to_take_the_next_job(store, processes):
    """The scheduler RQ forks from a worker process holds the worker's sockets; orphaned, it kept the one blocked in
    BLMOVE on the queue open, and Redis handed it the next job queued, which nobody ran."""
    supervisor = worker(store.url).start()
    processes.append(supervisor)
    client = store.client()
    tree = wait_for(lambda: blocked(client) and forked(children(supervisor)), START_SECONDS,
                    "a worker waiting on the queue, and its scheduler")
    tree += children(supervisor)

    supervisor.kill()

    wait_for(lambda: not any(alive(pid) for pid in tree), RESUME_SECONDS, "every process of the worker gone")
    # Redis drops a client once it reads the close, a moment after the process is gone (the orphan held it for ever)
    wait_for(lambda: blocked(client) == [], RESUME_SECONDS, lambda: f"no client left waiting: {blocked(client)}")
    job = enqueue_bot_turn(queue_for(client), "a-game", 1)
    time.sleep(0.5)
    assert queue_for(client).job_ids == [job.id]        # still queued, for the next worker


def test_a_killed_worker_s_wait_on_the_queue_ends_with_it_though_its_scheduler_lives_on_to_stop(store, processes):
    """The scheduler RQ forked from a worker process outlives it while it stops (up to SCHEDULER_STOP_SECONDS), with
    the worker's sockets: it shuts them as soon as the worker is gone, so the worker's BLMOVE ends with the worker, and
    a job queued meanwhile waits for the next worker instead of going to a wait nobody reads."""
    supervisor = worker(store.url).start()
    processes.append(supervisor)
    client = store.client()
    scheduler = wait_for(lambda: blocked(client) and forked(children(supervisor)), START_SECONDS,
                         "a worker waiting on the queue, and its scheduler")
    workers = children(supervisor)

    supervisor.kill()
    wait_for(lambda: not any(alive(pid) for pid in workers), RESUME_SECONDS, "the worker process gone")

    wait_for(lambda: blocked(client) == [], RESUME_SECONDS, lambda: f"no client left waiting: {blocked(client)}")
    # before, the wait ended only as the scheduler left (0.5 s after the worker, here); now at once (0.00-0.05 s)
    assert any(alive(pid) for pid in scheduler), "the scheduler was gone before the worker's wait ended"
    job = enqueue_bot_turn(queue_for(client), "a-game", 1)
    time.sleep(0.5)
    assert queue_for(client).job_ids == [job.id]        # still queued, for the next worker


def test_a_worker_process_killed_takes_the_scheduler_it_forked_with_it_and_the_next_one_schedules(store, processes):
    supervisor = worker(store.url).start()
    processes.append(supervisor)
    client = store.client()
    scheduler = wait_for(lambda: forked(children(supervisor)), START_SECONDS, "a worker and its scheduler")
    lock = wait_for(lambda: client.get(SCHEDULER_LOCK), RESUME_SECONDS, "the scheduler's lock taken")
    first = children(supervisor)

    os.kill(first[0], signal.SIGKILL)

    wait_for(lambda: not any(alive(pid) for pid in scheduler), RESUME_SECONDS, "the killed worker's scheduler gone")
    wait_for(lambda: children(supervisor) and children(supervisor) != first, RESUME_SECONDS, "a new worker process")
    wait_for(lambda: len(blocked(client)) == 1, RESUME_SECONDS, "the new worker alone waiting on the queue")
    # webhook retries go on: the new worker's scheduler holds the lock (at once when the old one released it in
    # time, else at the new worker's next maintenance)
    wait_for(lambda: client.get(SCHEDULER_LOCK) not in (None, lock), 2 * WORKER_TTL + RESUME_SECONDS,
             "a scheduler of the new worker")


def blocked(client) -> list[dict]:
    """The clients Redis holds blocked (a worker waiting on the queue)."""
    return [found for found in client.client_list() if "b" in found["flags"]]


def forked(pids) -> list[int]:
    """The processes forked from `pids` (a worker's scheduler)."""
    return [child for pid in pids for child in children_of(pid)]


def children(service) -> list[int]:
    """The worker processes a supervisor runs (spawn's resource tracker aside)."""
    found = subprocess.run(["pgrep", "-P", str(service.process.pid), "-f", "multiprocessing.spawn"],
                           capture_output=True, text=True).stdout.split()
    return sorted(int(pid) for pid in found
                  if "resource_tracker" not in Path(f"/proc/{pid}/cmdline").read_text(errors="replace"))
