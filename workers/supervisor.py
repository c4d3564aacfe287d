"""`gameledger worker`: the reconciler in this process, the RQ work loops in child processes started again whenever
one dies (killed, out of memory), so no single process is what keeps bot games going."""

import logging
import multiprocessing
import os
import signal
import threading
import time

import redis

from events.service import Ledger
from workers.jobs import bot_turn_enqueuer, queue_for
from workers.runner import reconcile_loop, run_worker

log = logging.getLogger(__name__)

RESTART_PAUSE = 0.5         # seconds before a dead child is replaced (a crashing one is not restarted in a spin)
STOP_SECONDS = 10           # a child's warm shutdown (its job finished) before it is killed
SCHEDULER_STOP_SECONDS = 5  # an orphaned scheduler's stop (it checks for one each second) before it is ended


def supervise(redis_url: str, processes: int = 1, reconcile_every: float = 2.0, logging_level: str = "INFO",
              wait_aof: bool = False) -> None:
    """Run until interrupted (SIGINT, SIGTERM as SystemExit); the children get SIGTERM, RQ's warm shutdown."""
    context = multiprocessing.get_context("spawn")
    connection = redis.Redis.from_url(redis_url)
    stop = threading.Event()
    ledger = Ledger(connection, enqueue_bot=bot_turn_enqueuer(connection))     # the reconciler's and the clocks'
    thread = threading.Thread(target=reconcile_loop, args=(ledger, queue_for(connection), reconcile_every, stop),
                              name="reconciler", daemon=True)
    thread.start()
    children: list = [None] * processes
    try:
        while True:
            for slot, child in enumerate(children):
                if child is not None and child.is_alive():
                    continue
                if child is not None:
                    log.warning("worker process %s ended (exit code %s); starting another", child.pid, child.exitcode)
                    time.sleep(RESTART_PAUSE)
                children[slot] = context.Process(target=_child, name=f"gameledger-worker-{slot}",
                                                 args=(os.getpid(),),
                                                 kwargs=dict(redis_url=redis_url, logging_level=logging_level,
                                                             wait_aof=wait_aof, with_reconciler=False))
                children[slot].start()
            time.sleep(0.1)
    finally:
        stop.set()
        for child in children:
            if child is not None and child.is_alive():
                child.terminate()
        for child in children:
            if child is not None:
                child.join(timeout=STOP_SECONDS)
                if child.is_alive():
                    child.kill()


def _child(parent: int, **options) -> None:
    """A worker process that ends with its supervisor, however the supervisor ends (kill -9 included); and so does
    the scheduler process RQ forks from it, however the worker ends. An orphaned scheduler would live on with the
    worker's sockets, one of them blocked in BLMOVE on the queue: Redis would hand it the next job queued, which
    nobody would run."""
    me = os.getpid()        # not the child's getppid(): this process may be gone before the child asks
    os.register_at_fork(after_in_child=lambda: _exit_with(me, stop_first=True))
    _exit_with(parent)
    run_worker(**options)


def _exit_with(parent: int, stop_first: bool = False) -> None:
    """Leave this process (os._exit) once `parent` is no longer its parent. `stop_first`: SIGTERM it first and give it
    SCHEDULER_STOP_SECONDS to stop by itself (RQ's scheduler then releases its lock, for the next worker's)."""
    def watch():
        while os.getppid() == parent:
            time.sleep(0.5)
        if stop_first:
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(SCHEDULER_STOP_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="orphan-watch", daemon=True).start()
