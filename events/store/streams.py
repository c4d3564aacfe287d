"""The event store: one Redis stream per game, versions gapless from 1, appends checked and idempotent."""

import json
import re
from dataclasses import dataclass

from events.errors import EventNotFound, GameNotFound, IdempotencyConflict, StaleVersion

from .text import text

READ_CHUNK = 1000

# One script, so the idempotency check, the version check and the writes cannot interleave with another append, and
# the game's metadata (status, whose decision, result) is written with the event it follows from, or not at all.
# KEYS: stream, idempotency hash, meta hash. ARGV: expected version, event JSON, idempotency key, fingerprint, then
# metadata field and value pairs.
APPEND = """
if ARGV[3] ~= '' then
  local seen = redis.call('HGET', KEYS[2], ARGV[3])
  if seen then
    local bar = string.find(seen, '|', 1, true)
    local version = string.sub(seen, 1, bar - 1)
    if ARGV[4] ~= '' and string.sub(seen, bar + 1) ~= ARGV[4] then
      return {'conflict', version}
    end
    return {'duplicate', version}
  end
end
local current = redis.call('XLEN', KEYS[1])
if current ~= tonumber(ARGV[1]) then
  return {'stale', tostring(current)}
end
local version = tostring(current + 1)
redis.call('XADD', KEYS[1], version .. '-0', 'e', ARGV[2])
if ARGV[3] ~= '' then
  redis.call('HSET', KEYS[2], ARGV[3], version .. '|' .. ARGV[4])
end
redis.call('HSET', KEYS[3], 'version', version)
for i = 5, #ARGV, 2 do
  redis.call('HSET', KEYS[3], ARGV[i], ARGV[i + 1])
end
return {'ok', version}
"""

# A lease is renewed or given up only by its holder. KEYS: lease. ARGV: holder, milliseconds.
RENEW = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
"""
UNLEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""

# Upcasters: schema n -> function turning an event of schema n into one of schema n + 1.
UPCASTERS = {}


def upcast(event: dict) -> dict:
    """Bring an event stored under an older schema up to the current one.

    Events are never rewritten in Redis; instead each is upgraded when read. An event's "schema" field
    (1 when absent) selects the upcaster in UPCASTERS, applied step by step until none is left.
    There are none yet: schema 1 is current, so this is the identity.
    """
    while event.get("schema", 1) in UPCASTERS:
        event = UPCASTERS[event.get("schema", 1)](event)
    return event


GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def valid_id(game_id) -> bool:
    """Game ids are letters, digits, - and _: nothing that could break out of a key's hash tag."""
    return isinstance(game_id, str) and GAME_ID.fullmatch(game_id) is not None


@dataclass(frozen=True)
class AppendResult:
    version: int
    duplicate: bool


class EventStore:
    """Events of games in Redis. Works with a client with or without decode_responses; returns str."""

    def __init__(self, redis, prefix="gl", wait_aof=False):
        self.redis = redis
        self.prefix = prefix
        self.wait_aof = wait_aof        # durable mode: an append returns once Redis has fsynced it
        self._append = redis.register_script(APPEND)
        self._renew = redis.register_script(RENEW)
        self._unlease = redis.register_script(UNLEASE)

    def _key(self, game_id, name):
        if not valid_id(game_id):
            raise GameNotFound(game_id)         # no game could have it
        # The hash tag keeps all keys of one game on one Redis Cluster shard.
        return f"{self.prefix}:{{{game_id}}}:{name}"

    def append(self, game_id, expected_version, event: dict, idempotency_key=None, fingerprint=None,
               meta: dict | None = None) -> AppendResult:
        """Append `event` as version expected_version + 1 (0 creates the game) and set `meta` with it, atomically."""
        if expected_version < 0:
            raise ValueError("expected_version must be 0 or more")
        keys = [self._key(game_id, "events"), self._key(game_id, "idem"), self._key(game_id, "meta")]
        payload = json.dumps(event, sort_keys=True, separators=(",", ":"), allow_nan=False)
        pairs = [item for field, value in (meta or {}).items() for item in (field, value)]
        outcome, version = self._append(
            keys=keys, args=[expected_version, payload, idempotency_key or "", fingerprint or "", *pairs]
        )
        outcome, version = text(outcome), int(text(version))
        if outcome == "ok" and self.wait_aof:
            self.redis.execute_command("WAITAOF", 1, 0, 0)
        if outcome == "stale":
            raise StaleVersion(version)
        if outcome == "conflict":
            raise IdempotencyConflict(idempotency_key)
        return AppendResult(version, outcome == "duplicate")

    def recorded(self, game_id, idempotency_key):
        """(version, fingerprint) recorded for an idempotency key of this game, or None."""
        seen = self.redis.hget(self._key(game_id, "idem"), idempotency_key)
        if seen is None:
            return None
        version, _, fingerprint = text(seen).partition("|")
        return int(version), fingerprint

    def version(self, game_id) -> int:
        return self.redis.xlen(self._key(game_id, "events"))

    def exists(self, game_id) -> bool:
        return bool(self.redis.exists(self._key(game_id, "events")))

    def read(self, game_id, start=1, limit=None) -> list[dict]:
        """Events from version `start` on, at most `limit` of them, each upcast and with "version" set."""
        if start < 1:
            raise ValueError("start must be 1 or more")
        if limit is not None and limit < 0:
            raise ValueError("limit must be 0 or more")
        stream = self._key(game_id, "events")
        events = []
        # Chunked so a huge game does not block Redis with one long XRANGE.
        while limit is None or len(events) < limit:
            count = READ_CHUNK if limit is None else min(READ_CHUNK, limit - len(events))
            entries = self.redis.xrange(stream, f"{start}-0", "+", count=count)
            events.extend(self._decode(entry_id, fields) for entry_id, fields in entries)
            if len(entries) < count:
                break
            start = events[-1]["version"] + 1
        if not events and not self.exists(game_id):
            raise GameNotFound(game_id)
        return events

    def event(self, game_id, version) -> dict:
        entry_id = f"{version}-0"
        entries = self.redis.xrange(self._key(game_id, "events"), entry_id, entry_id)
        if not entries:
            if not self.exists(game_id):
                raise GameNotFound(game_id)
            raise EventNotFound(game_id, version)
        return self._decode(*entries[0])

    def lease(self, game_id, holder: str, seconds: float) -> bool:
        """Take or renew the game's lease for `holder` (one player of bot turns at a time); False if another holds
        it. A lease lapses by itself, so a holder that dies blocks nobody for long."""
        key, ms = self._key(game_id, "lease"), max(1, int(seconds * 1000))
        if self.redis.set(key, holder, nx=True, px=ms):
            return True
        return bool(self._renew(keys=[key], args=[holder, ms]))

    def unlease(self, game_id, holder: str) -> None:
        self._unlease(keys=[self._key(game_id, "lease")], args=[holder])

    def leased(self, game_id) -> bool:
        return bool(self.redis.exists(self._key(game_id, "lease")))

    def set_meta(self, game_id, mapping):
        if mapping:
            self.redis.hset(self._key(game_id, "meta"), mapping=mapping)

    def meta(self, game_id) -> dict:
        raw = self.redis.hgetall(self._key(game_id, "meta"))
        return {text(k): text(v) for k, v in raw.items()}

    @staticmethod
    def _decode(entry_id, fields):
        raw = fields.get(b"e", fields.get("e"))
        event = upcast(json.loads(raw))
        event["version"] = int(text(entry_id).split("-")[0])
        return event
