"""The composition root: the one place that builds what a process runs — the store, the ledger service (with its
enqueuers, clock and seed source), the REST app and its door, a worker's jobs — from the settings read once at the
edge (gameledger/config.py), and hands each what it uses. Nothing else reads the configuration or builds a service."""

import threading
import time
from dataclasses import dataclass
from functools import partial

import redis
import redis.asyncio as redis_async
import redis.asyncio.cluster as redis_async_cluster
import redis.cluster

from api.app import create_app
from api.door import Door
from api.fast import HotPath
from api.streams import moment_frame
from events.service import Ledger
from events.service.ledger import new_seed
from events.service.live import Live
from events.store import Stores
from events.store.live import LiveStreams
from workers.jobs import Work, bot_turn_enqueuer, campaign_step_enqueuer, enqueue_bot_turn, queue_for

from .config import Config, cluster_nodes, is_cluster
from .metrics import Metrics

# The connections a process's threads and its loop's requests may hold at once (redis-py's default is 100)
CONNECTIONS = 512
# One connection per game followed in a process (its blocking read), and a few for the catch-up reads
LIVE_CONNECTIONS = 10_000
ENQUEUE = ("queue", "inline", "off")
# Durable mode on a cluster: how long an append waits for a replica to hold it (WAIT 1 <ms>) before the move is
# refused as not kept (503, retried with the same request)
REPLICA_WAIT_MS = 1000


@dataclass(frozen=True)
class Served:
    """What one API process runs: its app (Flask, the REST resources) and its door (the ASGI application)."""
    app: object
    door: Door


def store_client(config: Config, **options):
    """The store's Redis client (answering bytes): a RedisCluster for redis+cluster://, else a Redis."""
    if not config.redis_url:
        raise ValueError("no Redis for the service: set REDIS_URL, or run it with `gameledger serve` (or under an ASGI "
                         "server as gameledger.serving:asgi_app), which start a private redis-server as the command "
                         "line does")
    return redis_client(config.redis_url, max_connections=CONNECTIONS, **options)


def redis_client(url: str, **options):
    """A client of `url`: one Redis (redis://) or a Redis Cluster (redis+cluster://host:port[,host:port...])."""
    if not is_cluster(url):
        return redis.Redis.from_url(url, **options)
    nodes, credentials = cluster_nodes(url)
    return redis.cluster.RedisCluster(startup_nodes=[redis.cluster.ClusterNode(host, port) for host, port in nodes],
                                      **credentials, **options)


def queue_client(config: Config):
    """The queues' Redis (RQ): GAMELEDGER_QUEUE_URL, else the store's when that is one Redis (Config.queues)."""
    return redis.Redis.from_url(config.queues)


def build_stores(config: Config, client=None, metrics: Metrics | None = None) -> Stores:
    """The store; on a cluster in durable mode an append also waits for a replica to hold it (WAIT)."""
    return Stores.on(client or store_client(config), wait_aof=config.wait_aof, tally=metrics,
                     wait_replica_ms=REPLICA_WAIT_MS if config.durable and config.cluster else 0,
                     index_buckets=config.index_buckets or None)


def build_ledger(config: Config, enqueue: str = "queue", clock=time.time, seeds=new_seed, stores=None,
                 metrics: Metrics | None = None) -> Ledger:
    """The ledger service on the store. `enqueue`: how bot turns and campaign steps are asked for: "queue" (jobs for
    the RQ workers), "inline" (played in this process, one at a time), or "off" (left to a reconciler). `metrics`:
    what the process counts (a new Metrics by default; the app built on this ledger counts into the same)."""
    if enqueue not in ENQUEUE:
        raise ValueError(f"enqueue must be one of {', '.join(ENQUEUE)}, not {enqueue!r}")
    metrics = metrics or Metrics()
    stores = stores or build_stores(config, metrics=metrics)
    enqueue_bot = enqueue_campaign = None
    if enqueue == "queue":
        queue = queue_client(config)
        enqueue_bot, enqueue_campaign = counted(bot_turn_enqueuer(queue), metrics), campaign_step_enqueuer(queue)
    elif enqueue == "inline":
        inline = Inline()
        enqueue_bot = inline.of(lambda game_id, version: ledger.moves.play_bots(game_id, version))
        enqueue_campaign = inline.of(lambda campaign_id, number: ledger.campaigns.advance(campaign_id, number))
    ledger = Ledger(stores, clock=clock, seeds=seeds, enqueue_bot=enqueue_bot, enqueue_campaign=enqueue_campaign,
                    abandon_after=config.abandon_after, tally=metrics)
    return ledger


def counted(enqueue_bot, metrics: Metrics):
    """`enqueue_bot`, each job it queues counted (one already queued under the same id is not)."""
    def enqueue(game_id, version):
        job = enqueue_bot(game_id, version)
        if job is not None:
            metrics.bot_queued()
        return job

    return enqueue


def build_app(config: Config, ledger: Ledger | None = None, enqueue: str = "queue", live: bool = True,
              rate_limits: dict | None = None):
    """The REST app (Flask) on `ledger` (default: one built with `enqueue`), with the streams' live watch (`live`)."""
    ledger = ledger or build_ledger(config, enqueue)
    watch = Live(ledger, live_streams(config), render=moment_frame) if live else None
    limits = {"create": config.limit_create, "replay": config.limit_replay} | (rate_limits or {})
    return create_app(ledger, watch, rate_limits=limits, limits_storage=config.redis_url,
                      heartbeat=config.stream_heartbeat, public_url=config.public_url,
                      cors_origins=config.cors_origins, metrics=ledger.tally, require_worker=config.require_worker)


def build_door(config: Config, threads: int, app=None, access_log: bool = False) -> Served:
    """The service's ASGI application (api/door.py): the app's requests in `threads` threads, its streams on the
    loop; `access_log`: a line logged for each request, with its id."""
    app = app or build_app(config)
    live = app.extensions.get("live")
    return Served(app, Door(HotPath(app), threads, app.config["MAX_CONTENT_LENGTH"],
                            on_stop=live.stop if live else None, tally=app.extensions.get("metrics"),
                            access_log=access_log))


def live_streams(config: Config) -> LiveStreams:
    """The store's reads a stream waits on, through an asyncio client with no socket timeout: a blocking read waits
    as long as it asks to (a quiet game), and a connection that dies is found by TCP keepalive."""
    options = dict(socket_timeout=None, socket_keepalive=True, max_connections=LIVE_CONNECTIONS)
    if not config.cluster:
        return LiveStreams(redis_async.Redis.from_url(config.redis_url, **options))
    nodes, credentials = cluster_nodes(config.redis_url)
    # each blocking read on a connection to its game's node (a cluster's pool is per node)
    return LiveStreams(redis_async_cluster.RedisCluster(
        startup_nodes=[redis_async_cluster.ClusterNode(host, port) for host, port in nodes], **credentials, **options))


def build_work(config: Config) -> Work:
    """What a worker process runs its jobs with (workers/jobs.py): a ledger whose bot turns and campaign steps are
    enqueued, but for the game its running job plays (that job plays its next turn itself: if it dies half way, the
    reconciler finds the game waiting and enqueues it)."""
    queue = queue_for(queue_client(config))
    playing = threading.local()
    metrics = Metrics()

    def enqueue_bot(game_id, version):
        if game_id not in getattr(playing, "games", ()) and enqueue_bot_turn(queue, game_id, version) is not None:
            metrics.bot_queued()

    ledger = Ledger(build_stores(config, metrics=metrics), enqueue_bot=enqueue_bot,
                    enqueue_campaign=campaign_step_enqueuer(queue.connection), abandon_after=config.abandon_after,
                    tally=metrics)
    return Work(ledger, queue, playing, metrics)


def work_of(config: Config):
    """`build_work` for `config`, as a worker process started apart (spawned) builds it: a function it can be sent.
    Its log lines are written as the command's are (--log-format)."""
    return partial(_logged_work, config)


def _logged_work(config: Config) -> Work:
    import logging

    from .logs import configure

    configure(config.log_format, logging.getLogger().level or logging.INFO)
    return build_work(config)


class Inline:
    """Work done in this process, one piece at a time: work asked for while another runs (a bot move's own append,
    a campaign's next game) waits until it is done, so no loop starts inside another."""

    def __init__(self):
        self.local = threading.local()

    def of(self, work):
        def run(*args):
            pending = self.local.__dict__.setdefault("pending", [])
            pending.append((work, args))
            if getattr(self.local, "busy", False):
                return
            self.local.busy = True
            try:
                while pending:
                    job, job_args = pending.pop(0)
                    job(*job_args)
            finally:
                self.local.busy = False
                pending.clear()

        return run
