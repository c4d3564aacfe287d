"""The worker process: an RQ worker on the "gameledger" queue and, beside it, the reconciler."""

import logging
import os
import threading

import redis
from rq import SimpleWorker

from events.service import Ledger
from workers.jobs import queue_for
from workers.reconciler import reconcile

log = logging.getLogger(__name__)


def run_worker(redis_url: str, burst: bool = False, reconcile_every: float = 5.0, logging_level: str = "INFO") -> bool:
    """Work the queue until stopped (or, with burst, until it is empty). Returns whether any job ran.

    SimpleWorker runs jobs in this process: a bot turn is small, and the jobs' ledger keeps its state cache
    from one job to the next, which a fork per job would throw away.
    """
    os.environ["REDIS_URL"] = redis_url         # the jobs this process runs connect with it
    connection = redis.Redis.from_url(redis_url)
    queue = queue_for(connection)
    ledger = Ledger(connection)                 # the reconciler's own: it only reads and enqueues
    reconcile(ledger, queue)                    # once before the first job, so a burst run sees stalled games
    stop = threading.Event()
    thread = threading.Thread(target=_reconcile_loop, args=(ledger, queue, reconcile_every, stop),
                              name="reconciler", daemon=True)
    thread.start()
    try:
        return SimpleWorker([queue], connection=connection).work(burst=burst, logging_level=logging_level)
    finally:
        stop.set()
        thread.join(timeout=reconcile_every + 1)


def _reconcile_loop(ledger, queue, every, stop):
    while not stop.wait(every):
        try:
            count = reconcile(ledger, queue)
            if count:
                log.info("reconciler enqueued %d bot turn(s)", count)
        except Exception:           # a Redis hiccup must not end the loop; the next round tries again
            log.exception("reconciler round failed")
