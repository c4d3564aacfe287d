"""The service's Prometheus metrics (prometheus-client): what each process counts, built here by the composition root
and handed to the parts that count (the store its appends, the ledger its state cache, the door its requests and
streams, the app its refusals, a worker its jobs); none of them imports this.

Under `gameledger serve` the server's worker processes count into one folder of memory-mapped files
(PROMETHEUS_MULTIPROC_DIR, a private temporary folder the command makes and removes: `private_folder`), and any of
them answers GET /metrics with the sum over all; `gameledger worker --metrics-port` does the same for the worker's
processes on a port of its own. A process with no such folder (a test's app, an ASGI server run by hand) counts in
its own registry. What each metric means is in docs/operations.md#metrics."""

import os
import shutil
import tempfile
from contextlib import contextmanager

# prometheus-client is imported where it is used, never when this module is: it reads PROMETHEUS_MULTIPROC_DIR once,
# as it is first imported, and `private_folder` sets it

FOLDER = "PROMETHEUS_MULTIPROC_DIR"
# seconds: a move answers in a fraction of a millisecond; a replayed /verify of a long game in a second or more
LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
UNMATCHED = "unmatched"         # the route of a request no route answers (a 404), so no raw path becomes a label


class Metrics:
    """One process's metrics. Several may live in one process (tests build many apps): each has its own registry,
    except in multiprocess mode, where every process's values are summed from the folder."""

    def __init__(self):
        from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

        self.registry = CollectorRegistry(auto_describe=True)
        registry = self.registry

        def counter(name, text, labels=()):
            return Counter(name, text, labels, registry=registry)

        self.requests = counter("gameledger_http_requests", "HTTP requests answered, by method, route template and "
                                "status", ("method", "route", "status"))
        self.latency = Histogram("gameledger_http_request_seconds", "Seconds from a request's whole body read to its "
                                 "answer's start, by method and route template", ("method", "route"),
                                 buckets=LATENCY_BUCKETS, registry=registry)
        self.appends = counter("gameledger_appends", "Events appended to the store (a game's stream, a campaign's)",
                               ("stream",))
        self.stale = counter("gameledger_stale_refusals", "Requests refused for naming a version the game (or "
                             "campaign) has moved past: 409 stale-version and 412 precondition-failed", ("status",))
        self.replays = counter("gameledger_idempotent_replays", "Requests answered with the first answer of an "
                               "earlier one with the same Idempotency-Key (Idempotent-Replayed: true)")
        self.bot_jobs = counter("gameledger_bot_jobs", "Bot-turn jobs queued (by the process that asked), started and "
                                "failed (by the worker)", ("stage",))
        self.repairs = counter("gameledger_reconciler_repairs", "Work the reconciler found left undone and asked for "
                               "again: bot turns, campaign steps, abandoned games")
        self.streams = Gauge("gameledger_open_streams", "Event streams (SSE) held open now", registry=registry,
                             multiprocess_mode="livesum")
        self.cache = counter("gameledger_state_cache", "Game states asked of the process's cache: hit (held, caught "
                             "up by the events it lacked) or miss (built from a snapshot and events)", ("result",))
        self.redis_errors = counter("gameledger_redis_errors", "Requests and worker rounds that found Redis away or "
                                    "full (503 store-unavailable, store-full; a worker's wait)", ("where",))
        self.campaign_steps = counter("gameledger_campaign_steps", "Campaign steps run by a worker (a finished game "
                                      "recorded, the next one created)")
        # the children the hot path counts with, looked up once
        self.game_appended = self.appends.labels("game").inc
        self.campaign_appended = self.appends.labels("campaign").inc
        self.cache_hit, self.cache_miss = self.cache.labels("hit").inc, self.cache.labels("miss").inc
        self.bot_queued = self.bot_jobs.labels("queued").inc
        self._answered = {}
        for status in ("409", "412"):       # every series shown from the start, at 0
            self.stale.labels(status)
        for stage in ("started", "failed"):
            self.bot_jobs.labels(stage)
        for where in ("api", "worker"):
            self.redis_errors.labels(where)

    def answered(self, method: str, route: str, status: int, seconds: float) -> None:
        """A request answered (its answer's start): counted and timed by its route's template."""
        key = (method, route, status)
        children = self._answered.get(key)
        if children is None:
            children = self._answered[key] = (self.requests.labels(method, route, str(status)).inc,
                                              self.latency.labels(method, route).observe)
        count, observe = children
        count()
        observe(seconds)

    def stale_refused(self, status: int) -> None:
        self.stale.labels(str(status)).inc()

    def redis_error(self, where: str) -> None:
        self.redis_errors.labels(where).inc()

    def exposition(self) -> tuple[bytes, str]:
        """(the metrics in Prometheus's text format, its content type): every process's in multiprocess mode."""
        from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

        return generate_latest(self.read_from()), CONTENT_TYPE_LATEST

    def read_from(self):
        """The registry the metrics are read from: every process's in multiprocess mode, else this one's."""
        if not os.environ.get(FOLDER):
            return self.registry
        from prometheus_client import CollectorRegistry, multiprocess

        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        return registry


@contextmanager
def private_folder(what: str):
    """PROMETHEUS_MULTIPROC_DIR set to a new temporary folder for the block (and the processes it starts), removed
    after. Set before prometheus-client is first imported here: it reads the variable once, when imported."""
    folder = tempfile.mkdtemp(prefix=f"gameledger-{what}-metrics-")
    previous = os.environ.get(FOLDER)
    os.environ.update({FOLDER: folder})
    try:
        yield folder
    finally:
        if previous is None:
            os.environ.pop(FOLDER, None)
        else:
            os.environ.update({FOLDER: previous})
        shutil.rmtree(folder, ignore_errors=True)


def serve_on_port(metrics: Metrics, port: int, host: str = "0.0.0.0"):
    """GET /metrics of `metrics` (every process's, in multiprocess mode) on `port`, from a thread: the worker's."""
    from prometheus_client import start_http_server

    return start_http_server(port, addr=host, registry=metrics.read_from())
