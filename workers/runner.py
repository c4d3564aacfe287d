"""The worker process: an RQ worker on the "gameledger" queue and, beside it, the reconciler. It outlives Redis
outages: the work loop waits and starts again, and the reconciler carries on, so no game waits on a person."""

import logging
import signal
import threading
import time

from rq import SimpleWorker

from events.errors import STORE_AWAY
from events.service.clocks import CLOCK_TICK
from workers.jobs import enqueue_notice, working
from workers.reconciler import reconcile
from workers.threads import STOPS, helper_thread

log = logging.getLogger(__name__)

REDIS_DOWN = STORE_AWAY
BOT_TURN = "workers.jobs.play_bots"
BEAT_EVERY = 2.0        # seconds between a worker's heartbeats (each kept 15 s: events/store WORKER_BEAT)
FIRST_WAIT, LONGEST_WAIT = 0.25, 5.0        # seconds between tries while Redis is away, doubling
BURST_PATIENCE = 30.0                      # a burst run gives up on a Redis that stays away this long
# RQ's maintenance (its registries cleaned, and its scheduler started if none runs) runs between waits on the queue:
# by default every 10 minutes, and an idle worker waits 405 s. A worker started while the scheduler of the one it
# replaced still held the lock would leave webhook retries that long; here it takes the lock within a minute.
MAINTENANCE_SECONDS = 30
WORKER_TTL = 45             # RQ waits on the queue for its worker TTL less 15 s


def run_worker(make_work, burst: bool = False, reconcile_every: float = 2.0, logging_level: str = "INFO",
               with_reconciler: bool = True) -> bool:
    """Work the queue until stopped (or, with burst, until it is empty). Returns whether any job ran.

    `make_work()` builds what the jobs run with (workers/jobs.py Work: the ledger, the queue), in this process.
    SimpleWorker runs jobs in this process: a bot turn is small, and the jobs' ledger keeps its state cache
    from one job to the next, which a fork per job would throw away. `with_reconciler`: the reconciler beside it
    (a supervised worker leaves that to its supervisor, workers/supervisor.py).
    """
    if not logging.getLogger().handlers:        # a spawned child starts with no logging set up
        logging.basicConfig(level=logging_level, format="%(asctime)s %(name)s %(message)s")
    work = make_work()
    ledger, queue, connection = work.ledger, work.queue, work.queue.connection
    tally = work.tally
    stop = threading.Event()
    if with_reconciler:
        thread = helper_thread(reconcile_loop, "reconciler", (ledger, queue, reconcile_every, stop, tally))
    worked, wait, away_since = False, FIRST_WAIT, None
    try:
        while True:
            try:
                if with_reconciler:             # before the first job, so a burst run sees stalled games
                    repaired(tally, reconcile(ledger, queue))
                # with its scheduler: a webhook's notice is tried again later (rq.Retry with intervals)
                worker = QueueWorker([queue], connection=connection, maintenance_interval=MAINTENANCE_SECONDS,
                                     worker_ttl=WORKER_TTL, work=work)
                worked |= bool(worker.work(burst=burst, logging_level=logging_level, with_scheduler=True))
                return worked
            except REDIS_DOWN as error:
                redis_away(tally)
                away_since = away_since or time.monotonic()
                if burst and time.monotonic() - away_since > BURST_PATIENCE:
                    raise
                log.warning("Redis is unavailable (%s); working again in %.2f s", error, wait)
                time.sleep(wait)
                wait = min(wait * 2, LONGEST_WAIT)
                if _answers(connection):
                    wait, away_since = FIRST_WAIT, None
    finally:
        stop.set()
        if with_reconciler:
            thread.join(timeout=reconcile_every + 1)


class QueueWorker(SimpleWorker):
    """RQ's SimpleWorker, SIGINT and SIGTERM held from its start until its work loop runs, where RQ takes them (a warm
    stop). RQ sets its handlers only after it has started its scheduler: a Ctrl-C in between raised a
    KeyboardInterrupt with its traceback. The pubsub thread it starts meanwhile (commands sent to the worker) inherits
    the held mask, so it never takes them from the main thread, which waits on the queue (workers/threads.py); the
    scheduler process is forked with them held too, and takes them up itself (workers/supervisor.py). Each job runs
    with the worker's Work bound (workers/jobs.py)."""

    def __init__(self, *args, work=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.jobs_work = work

    def perform_job(self, job, *args, **kwargs):
        tally = self.jobs_work.tally if job.func_name == BOT_TURN else None
        if tally is not None:
            tally.bot_jobs.labels("started").inc()
        with working(self.jobs_work):
            done = super().perform_job(job, *args, **kwargs)
        if tally is not None and not done:
            tally.bot_jobs.labels("failed").inc()
        return done

    def request_stop(self, signum, frame):
        # RQ's warm stop waits for the job in progress: a bot-turn job stops before its next move (Work.stopping)
        if self.jobs_work is not None:
            self.jobs_work.stopping.set()
        super().request_stop(signum, frame)

    def work(self, *args, **kwargs):
        self._mask = signal.pthread_sigmask(signal.SIG_BLOCK, STOPS)
        try:
            return super().work(*args, **kwargs)
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, self._mask)

    def check_for_suspension(self, burst: bool):
        # the first step of RQ's work loop, inside the try that ends the loop on a stop requested (rq 3.0)
        signal.pthread_sigmask(signal.SIG_SETMASK, self._mask)
        super().check_for_suspension(burst)


def _answers(connection) -> bool:
    try:
        return bool(connection.ping())
    except REDIS_DOWN:
        return False


def repaired(tally, count: int) -> int:
    if tally is not None and count:
        tally.repairs.inc(count)
    return count


def redis_away(tally) -> None:
    if tally is not None:
        tally.redis_error("worker")


def reconcile_loop(ledger, queue, every, stop, tally=None):
    """A reconciler round every `every` seconds and, between rounds (each CLOCK_TICK seconds), the seat clocks'
    deadlines passed and the webhooks' notices due, until `stop` is set."""
    next_round, beaten = time.monotonic() + every, 0.0
    while True:
        try:
            if time.monotonic() - beaten >= BEAT_EVERY:        # the first at once: /ready waits on it
                ledger.beat()
                beaten = time.monotonic()
            for game_id in ledger.timeouts.expire_due():
                log.info("game %s: a seat's time ran out", game_id)
            for game_id, seat, version in ledger.webhooks.due():
                enqueue_notice(queue, game_id, seat, version)
                ledger.webhooks.noticed(game_id, seat, version)
            if time.monotonic() >= next_round:
                next_round = time.monotonic() + every
                count = repaired(tally, reconcile(ledger, queue))
                if count:
                    log.info("reconciler enqueued %d bot turn(s)", count)
        except REDIS_DOWN as error:
            redis_away(tally)
            log.warning("reconciler: Redis is unavailable (%s); trying again in %.1f s", error, every)
            stop.wait(every)
        except Exception:           # no failure of one round may end the loop; the next round tries again
            log.exception("reconciler round failed")
        if stop.wait(min(every, CLOCK_TICK)):
            return
