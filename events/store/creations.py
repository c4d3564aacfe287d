"""Creations named by an Idempotency-Key: what was decided for a key is recorded before anything is created, so that a
retry with the key, after any failure, carries out the same creation and returns the same answer.

One key per client key (its digest, under a hash tag of its own, so the records spread over a cluster's slots),
holding the request's fingerprint and the plan (sealed by the service: only a holder of the client's key reads it).
Kept as long as what it created: a key names one request for good."""

from dataclasses import dataclass

from .durable import Durability
from .text import text

# The first plan recorded for a key wins; a later one gets it back. KEYS: the record. ARGV: fingerprint, sealed plan.
RECORD = """#!lua
local kept = redis.call('HMGET', KEYS[1], 'f', 'p')
if kept[1] then return kept end
redis.call('HSET', KEYS[1], 'f', ARGV[1], 'p', ARGV[2])
return false
"""


@dataclass(frozen=True)
class Recorded:
    fingerprint: str
    plan: bytes


class Creations:
    def __init__(self, redis, prefix: str = "gl", durability: Durability | None = None):
        """`durability`: durable mode's waits after a record is made or found (events/store/durable.py)."""
        self.redis = redis
        self.prefix = prefix
        self.durability = durability or Durability(redis)
        self._record = redis.register_script(RECORD)

    def key(self, kind: str, key_digest: str) -> str:
        return f"{self.prefix}:{{creation:{key_digest}}}:{kind}"

    def record(self, kind: str, key_digest: str, fingerprint: str, plan: bytes) -> Recorded | None:
        """Record `plan` for the key, unless one is recorded already: then that one (the request it came with is the
        key's, whatever this one is)."""
        key = self.key(kind, key_digest)
        kept = self.durability.run(key, lambda client: self._record(keys=[key], args=[fingerprint, plan],
                                                                     client=client))
        if not kept:
            return None
        return Recorded(text(kept[0]), kept[1])
