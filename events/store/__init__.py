"""Persistence: the Redis event streams (append with expected version and idempotency in one script, reading and
paging), the projections (the game index, each player key's seats), campaigns' streams, creations by idempotency key,
seat clocks' deadlines and webhooks. Knows no game and no service."""

from dataclasses import dataclass, fields

from redis.commands.core import Script
from redis.exceptions import RedisError as StoreError       # anything the store's Redis refuses or fails at

from .creations import Creations
from .deadlines import Deadlines
from .direct import is_cluster_client
from .durable import Durability
from .hooks import Hooks
from .index import GameIndex
from .players import PlayerSeats
from .streams import AppendResult, EventStore, valid_id

PREFIX = "gl"
CAMPAIGN_PREFIX = "gl:campaign"
CLUSTER_BUCKETS = 16      # the indexes' buckets on a cluster unless configured (GAMELEDGER_INDEX_BUCKETS)
# A worker's heartbeat: written by every worker's reconciler, kept this many seconds; the "seen" key never expires,
# so an API knows a deployment has workers (GAMELEDGER_REQUIRE_WORKER=auto) even while none beats
WORKER_BEAT, WORKER_SEEN, BEAT_SECONDS = f"{PREFIX}:workers:beat", f"{PREFIX}:workers:seen", 15
INDEXED_MEMORY = 10_000     # games whose index entry a process remembers, so a move that changes none skips it


@dataclass(frozen=True)
class Stores:
    """Every part of the store, on one Redis (or one Redis Cluster)."""
    redis: object
    events: EventStore
    index: GameIndex
    seats: PlayerSeats
    creations: Creations
    deadlines: Deadlines
    hooks: Hooks
    campaigns: EventStore
    campaign_index: GameIndex

    @classmethod
    def on(cls, redis, wait_aof: bool = False, tally=None, wait_replica_ms: int = 0,
           index_buckets: int | None = None) -> "Stores":
        """The store on `redis` (a client that answers bytes: a Redis, or a redis-py RedisCluster). `wait_aof`: an
        append returns once Redis has fsynced it (durable mode). `tally`: the process's metrics
        (gameledger/metrics.py), told of each event appended. `wait_replica_ms`: an append returns once a replica
        holds it too, or fails after so many milliseconds (durable mode on a cluster). `index_buckets`: how many
        buckets the game and campaign indexes are spread over (GameIndex; None: 1 on one Redis, CLUSTER_BUCKETS on a
        cluster)."""
        index_buckets = index_buckets or (CLUSTER_BUCKETS if is_cluster_client(redis) else 1)
        appended = (tally.game_appended, tally.campaign_appended) if tally is not None else (None, None)
        durability = Durability(redis, wait_aof, wait_replica_ms)
        return cls(redis, EventStore(redis, PREFIX, wait_aof, appended[0], wait_replica_ms),
                   GameIndex(redis, PREFIX, remember=INDEXED_MEMORY, buckets=index_buckets, durability=durability),
                   PlayerSeats(redis, PREFIX, durability), Creations(redis, PREFIX, durability),
                   Deadlines(redis, PREFIX), Hooks(redis, PREFIX),
                   EventStore(redis, CAMPAIGN_PREFIX, wait_aof, appended[1], wait_replica_ms),
                   GameIndex(redis, CAMPAIGN_PREFIX, buckets=index_buckets, durability=durability))

    @property
    def cluster(self) -> bool:
        return is_cluster_client(self.redis)

    def scripts(self) -> list:
        """The Lua scripts the store's parts run (redis-py Scripts)."""
        return [value for part in fields(self) if part.name != "redis"
                for value in vars(getattr(self, part.name)).values() if isinstance(value, Script)]

    def load_scripts(self) -> int:
        """Load into Redis each script it lacks (a restarted Redis has none; a call loads its own on first use
        anyway). Returns how many were missing."""
        scripts = self.scripts()
        present = self.redis.script_exists(*(script.sha for script in scripts))
        missing = [script for script, there in zip(scripts, present) if not there]
        for script in missing:
            self.redis.script_load(script.script)
        return len(missing)

    def beat(self) -> None:
        """A worker's heartbeat (workers/runner.py): fresh for BEAT_SECONDS."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.set(WORKER_BEAT, "1", ex=BEAT_SECONDS)
        pipe.set(WORKER_SEEN, "1")
        pipe.execute()

    def workers(self) -> tuple[bool, bool]:
        """(a worker has ever beaten on this Redis, one beat within BEAT_SECONDS)."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.exists(WORKER_SEEN)
        pipe.exists(WORKER_BEAT)
        seen, fresh = pipe.execute()
        return bool(seen), bool(fresh)

    def health(self) -> str:
        """"ok", or "full" when Redis (a cluster: any of its masters) is at its memory limit and refuses writes;
        StoreError when it does not answer."""
        servers = [node.redis_connection or self.redis.get_redis_connection(node)
                   for node in self.redis.get_primaries()] if self.cluster else [self.redis]
        for server in servers:
            server.ping()
            memory = server.info("memory")
            if memory.get("maxmemory") and memory["used_memory"] >= memory["maxmemory"]:
                return "full"
        return "ok"


__all__ = ["AppendResult", "Creations", "Deadlines", "EventStore", "GameIndex", "Hooks", "PlayerSeats", "StoreError",
           "Stores", "valid_id"]
