"""Durable mode for the writes beside the appends: a creation's record, a player key, a player's seats. An append
waits (streams.EventStore) until Redis has fsynced it and, on a cluster, until a replica holds it; these writes wait
the same way, on the connection that wrote them, so an acknowledged creation outlives a failover as its events do
(a retry after it finds the same record and makes the same game, never a second one)."""

from events.errors import NotReplicated

from .direct import slot_pipeline

# Written with each waited write, in its slot: a write found made already by another connection (a record kept by
# an earlier try) is covered by the wait only after a write of this connection's that follows it
TOUCH_MS = 60_000


class Durability:
    def __init__(self, redis, wait_aof: bool = False, wait_replica_ms: int = 0):
        self.redis = redis
        self.wait_replica_ms = wait_replica_ms
        self.waits = (("WAITAOF", 1, 0, 0),) if wait_aof else ()
        self.waits += (("WAIT", 1, wait_replica_ms),) if wait_replica_ms else ()

    def run(self, key: str, call):
        """`call(client)`'s answer, a write of `key`'s slot: on the store's client as it is, or, in durable mode, on a
        pipeline of the slot's node with the waits after it on the same connection. NotReplicated if no replica held
        it in time (the request may be sent again)."""
        if not self.waits:
            return call(self.redis)
        pipe = slot_pipeline(self.redis, key)
        call(pipe)
        pipe.set(f"{key}:touched", 1, px=TOUCH_MS)
        for wait in self.waits:
            pipe.execute_command(*wait)
        answers = pipe.execute()
        if self.wait_replica_ms and answers[-1] < 1:
            raise NotReplicated(f"no replica held the write of {key!r} within {self.wait_replica_ms} ms; send the "
                                f"same request again")
        return answers[0]
