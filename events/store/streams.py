"""The event store: one Redis stream per game, versions gapless from 1, appends checked and idempotent."""

import re
from dataclasses import dataclass

from events.errors import EventNotFound, GameNotFound, IdempotencyConflict, NotReplicated, StaleVersion

from .direct import direct_scripts, is_cluster_client
from .durable import Durability
from .encoding import decode, encode
from .text import text

READ_CHUNK = 1000

# One script, so the idempotency check, the version check and the writes cannot interleave with another append, and
# the game's metadata (status, whose decision, result) is written with the event it follows from, or not at all.
# Every script that writes starts with a shebang (Redis 7): a Redis at its memory limit then refuses the whole script
# before it runs, never halfway through its writes (without one, a script's first write is refused, after the
# reads, and a later one after the writes before it).
# KEYS: stream, idempotency hash, meta hash. ARGV: expected version, encoded event, idempotency key, fingerprint,
# tag, then metadata field and value pairs.
#
# A request is known again in one of two ways. Its tag (12 bytes: the key's digest, then the request's) is kept in
# the event it appended, so a retry, which names the same expected version, finds it in the event after that
# version: nothing is kept beside the stream and nothing needs to expire. A key without a tag (a campaign's) is kept
# in the idempotency hash, where a game's keys were kept before tags; a key given with a tag is looked up there too,
# for those games, but not kept there.
APPEND = """#!lua
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
local expected = tonumber(ARGV[1])
if current ~= expected then
  if ARGV[5] ~= '' and current > expected then
    local next = tostring(expected + 1) .. '-0'
    local entry = redis.call('XRANGE', KEYS[1], next, next)[1]
    if entry then
      local fields = entry[2]
      for i = 1, #fields, 2 do
        if fields[i] == 'k' and string.sub(fields[i + 1], 1, 6) == string.sub(ARGV[5], 1, 6) then
          if fields[i + 1] ~= ARGV[5] then return {'conflict', tostring(expected + 1)} end
          return {'duplicate', tostring(expected + 1)}
        end
      end
    end
  end
  return {'stale', tostring(current)}
end
local version = tostring(current + 1)
redis.call('XADD', KEYS[1], version .. '-0', 'c', ARGV[2], 'k', ARGV[5])
if ARGV[3] ~= '' and ARGV[5] == '' then
  redis.call('HSET', KEYS[2], ARGV[3], version .. '|' .. ARGV[4])
end
redis.call('HSET', KEYS[3], 'version', version)
for i = 6, #ARGV, 2 do
  redis.call('HSET', KEYS[3], ARGV[i], ARGV[i + 1])
end
return {'ok', version}
"""

# The stream's length, the entries from ARGV[1] on and the version of the snapshot kept, in one call. KEYS: stream,
# snapshot.
SINCE = """#!lua flags=no-writes
return {redis.call('XLEN', KEYS[1]), redis.call('XRANGE', KEYS[1], ARGV[1], '+'), redis.call('HGET', KEYS[2], 'v')}
"""

# A snapshot replaces the one kept only if it is of a later version. KEYS: snapshot. ARGV: version, data.
SNAPSHOT = """#!lua
local held = redis.call('HGET', KEYS[1], 'v')
if held and tonumber(held) >= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'd', ARGV[2])
return 1
"""

# A stream written again exactly as it is (DUMP and RESTORE, one script): the same entries, ids and counters, in
# nodes no larger than they hold. A stream's last node is allocated for entries yet to come; a finished game has none.
# KEYS: stream.
COMPACT = """#!lua
local kept = redis.call('DUMP', KEYS[1])
if not kept then return 0 end
redis.call('RESTORE', KEYS[1], 0, kept, 'REPLACE')
return 1
"""

# A write of the game's slot that changes nothing a reader sees, so a WAIT after it covers every earlier write of the
# slot: how a retried append found already made is known to be held by a replica too. KEYS: the game's "kept" key.
KEPT = """#!lua
redis.call('SET', KEYS[1], '1', 'PX', 60000)
return 1
"""

# KEYS: snapshot. ARGV: version.
DROP_SNAPSHOT = """#!lua flags=allow-oom
if redis.call('HGET', KEYS[1], 'v') == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""

# A lease is renewed or given up only by its holder (neither grows memory: both run at Redis's memory limit too).
# KEYS: lease. ARGV: holder, milliseconds.
RENEW = """#!lua flags=allow-oom
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
"""
UNLEASE = """#!lua flags=allow-oom
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""

GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def valid_id(game_id) -> bool:
    """Game ids are letters, digits, - and _: nothing that could break out of a key's hash tag."""
    return isinstance(game_id, str) and GAME_ID.fullmatch(game_id) is not None


def game_key(prefix: str, game_id: str, name: str) -> str:
    """The key of one of a game's structures. The hash tag keeps all keys of one game on one Redis Cluster shard."""
    if not valid_id(game_id):
        raise GameNotFound(game_id)         # no game could have it
    return f"{prefix}:{{{game_id}}}:{name}"


def decoded(entry_id, fields) -> dict:
    """The event of a stream entry as it was appended, with "version" set (the service upcasts it)."""
    event = decode(fields)
    event["version"] = int(text(entry_id).split("-")[0])
    return event


@dataclass(frozen=True)
class AppendResult:
    version: int
    duplicate: bool


@dataclass(frozen=True)
class Recognised:
    """What the store says of a request that named a version other than the last: the stream's length, and whether
    the request is one already appended (at `version`)."""
    length: int
    duplicate: bool
    version: int | None = None


class EventStore:
    """Events of games in Redis, through a client that answers bytes (events are kept as msgpack)."""

    def __init__(self, redis, prefix="gl", wait_aof=False, on_append=None, wait_replica_ms: int = 0):
        """`on_append()`: called after each event appended (not a retry's: the metrics' count)."""
        cluster = is_cluster_client(redis)
        kwargs = redis.get_connection_kwargs() if cluster else redis.connection_pool.connection_kwargs
        if kwargs.get("decode_responses"):
            raise ValueError("the event store keeps events as bytes: give it a client without decode_responses")
        self.redis = redis
        self.prefix = prefix
        self.wait_aof = wait_aof        # durable mode: an append returns once Redis has fsynced it
        self.on_append = on_append
        # durable mode on a cluster: an append returns once a replica holds it too (WAIT 1 <ms>)
        self.wait_replica_ms = wait_replica_ms
        self._then = Durability(redis, wait_aof, wait_replica_ms).waits      # sent after the append on its connection
        self._direct = direct_scripts(redis)
        self._kept = redis.register_script(KEPT)
        self._append = redis.register_script(APPEND)
        self._since = redis.register_script(SINCE)
        self._snapshot = redis.register_script(SNAPSHOT)
        self._drop_snapshot = redis.register_script(DROP_SNAPSHOT)
        self._compact = redis.register_script(COMPACT)
        self._renew = redis.register_script(RENEW)
        self._unlease = redis.register_script(UNLEASE)

    def _key(self, game_id, name):
        return game_key(self.prefix, game_id, name)

    def append(self, game_id, expected_version, event: dict, idempotency_key=None, fingerprint=None,
               meta: dict | None = None, tag: bytes | None = None) -> AppendResult:
        """Append `event` as version expected_version + 1 (0 creates the game) and set `meta` with it, atomically.
        A retry is known by `tag` (kept in the event, see APPEND) or by `idempotency_key` and `fingerprint` (kept in
        the idempotency hash): it appends nothing and answers the version first appended."""
        if expected_version < 0:
            raise ValueError("expected_version must be 0 or more")
        keys = [self._key(game_id, "events"), self._key(game_id, "idem"), self._key(game_id, "meta")]
        pairs = [item for field, value in (meta or {}).items() for item in (field, value)]
        args = [expected_version, encode(event), idempotency_key or "", fingerprint or "", tag or b"", *pairs]
        # durable mode: WAITAOF (and on a cluster WAIT) on the connection that appended, which they wait for
        (outcome, version), *after = self._direct.answers(self._append, keys, args, self._then)
        outcome, version = text(outcome), int(text(version))
        if self.wait_replica_ms and outcome in ("ok", "duplicate"):
            if outcome == "duplicate":      # appended by an earlier try, perhaps never held by a replica
                after = self._direct.answers(self._kept, [self._key(game_id, "kept")], [], self._then)[1:]
            if after[-1] < 1:
                raise NotReplicated(f"no replica held version {version} of game {game_id!r} within "
                                    f"{self.wait_replica_ms} ms; send the same request again")
        if outcome == "stale":
            raise StaleVersion(version)
        if outcome == "conflict":
            raise IdempotencyConflict(idempotency_key)
        if outcome != "duplicate" and self.on_append is not None:
            self.on_append()
        return AppendResult(version, outcome == "duplicate")

    def recognise(self, game_id, expected: int, key=None, fingerprint=None, tag: bytes | None = None) -> Recognised:
        """Whether a request naming `expected` was appended already (see APPEND), without appending anything.
        IdempotencyConflict if its key was used for a different request."""
        stream, entry_id = self._key(game_id, "events"), f"{expected + 1}-0"
        pipe = self.redis.pipeline(transaction=False)
        pipe.xlen(stream)
        pipe.xrange(stream, entry_id, entry_id)
        pipe.hget(self._key(game_id, "idem"), key or "")
        length, entries, seen = pipe.execute()
        if length == 0:
            raise GameNotFound(game_id)
        if seen is not None and key:
            version, _, recorded = text(seen).partition("|")
            if fingerprint and recorded != fingerprint:
                raise IdempotencyConflict(key)
            return Recognised(length, True, int(version))
        kept = entries[0][1].get(b"k", entries[0][1].get("k")) if entries and tag else None
        if kept and kept[:6] == tag[:6]:
            if kept != tag:
                raise IdempotencyConflict(key)
            return Recognised(length, True, expected + 1)
        return Recognised(length, False)

    def recorded(self, game_id, idempotency_key):
        """(version, fingerprint) recorded for an idempotency key of this game, or None."""
        seen = self.redis.hget(self._key(game_id, "idem"), idempotency_key)
        if seen is None:
            return None
        version, _, fingerprint = text(seen).partition("|")
        return int(version), fingerprint

    def version(self, game_id) -> int:
        return self.redis.xlen(self._key(game_id, "events"))

    def compact(self, game_id) -> None:
        """Keep a game that takes no more events in as little memory as its events need (see COMPACT)."""
        self._compact(keys=[self._key(game_id, "events")])

    def since(self, game_id, version: int) -> tuple[int, list[dict], int]:
        """(the stream's length, the events after `version`, the version of the snapshot kept or 0) in one round
        trip: how a cached state catches up (and learns of a snapshot another process kept)."""
        length, entries, kept = self._direct.call(self._since, [self._key(game_id, "events"),
                                                                self._key(game_id, "snapshot")], [f"{version + 1}-0"])
        events = [self._decode(entry_id, dict(zip(fields[::2], fields[1::2]))) for entry_id, fields in entries]
        return length, events, int(kept or 0)

    def opening(self, game_id) -> tuple[dict, dict, dict | None]:
        """(the metadata, the first event, the snapshot kept or None) in one round trip: what a process reads of a
        game it has not seen. GameNotFound if there is no such game."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.hgetall(self._key(game_id, "meta"))
        pipe.xrange(self._key(game_id, "events"), "1-0", "1-0")
        pipe.hgetall(self._key(game_id, "snapshot"))
        meta, first, snapshot = pipe.execute()
        if not meta or not first:
            raise GameNotFound(game_id)
        snapshot = {text(k): v for k, v in snapshot.items()}
        return ({text(k): text(v) for k, v in meta.items()}, self._decode(*first[0]),
                (int(snapshot["v"]), snapshot["d"]) if "v" in snapshot else None)

    def snapshot(self, game_id) -> tuple[int, bytes] | None:
        """(version, data) of the snapshot kept for the game, if any."""
        held = {text(k): v for k, v in self.redis.hgetall(self._key(game_id, "snapshot")).items()}
        return (int(held["v"]), held["d"]) if "v" in held else None

    def keep_snapshot(self, game_id, version: int, data: bytes) -> bool:
        """Keep `data` as the game's snapshot at `version`, unless one of a later version is kept already."""
        return bool(self._snapshot(keys=[self._key(game_id, "snapshot")], args=[version, data]))

    def drop_snapshot(self, game_id, version: int) -> None:
        """Drop the game's snapshot if it is still the one of `version` (a later one, just kept, stays)."""
        self._drop_snapshot(keys=[self._key(game_id, "snapshot")], args=[version])

    def game_ids(self) -> list[str]:
        """Every game's id, by a scan of the whole keyspace: for repairs run by an operator, never on a request."""
        pattern = f"{self.prefix}:{{*}}:meta"
        return [text(key).split("{", 1)[1].split("}", 1)[0] for key in self.redis.scan_iter(match=pattern)]

    def exists(self, game_id) -> bool:
        return bool(self.redis.exists(self._key(game_id, "events")))

    def read(self, game_id, start=1, limit=None) -> list[dict]:
        """Events from version `start` on, at most `limit` of them, each with "version" set."""
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

    def follow(self, game_id, after: int, timeout: float, limit: int = READ_CHUNK) -> list[dict]:
        """The events after version `after` (at most `limit`), waiting up to `timeout` seconds for the first to be
        appended: the stream's own live subscription (XREAD BLOCK), so a follower costs Redis nothing while it
        waits. [] when none came in time. A game that does not exist is waited on like one with no new event."""
        stream = self._key(game_id, "events")
        found = self.redis.xread({stream: f"{after}-0"}, count=limit, block=max(1, round(timeout * 1000)))
        entries = found[0][1] if found else []      # one stream asked for: [[name, entries]] or nothing
        return [self._decode(entry_id, fields) for entry_id, fields in entries]

    def follow_many(self, after: dict, timeout: float) -> list[str]:
        """The games among `after` (game id -> version) with an event after that version, waiting up to `timeout`
        seconds for one to be appended (one blocking XREAD over all their streams); [] when none came in time."""
        if not after:
            return []
        streams = {self._key(game_id, "events"): f"{version}-0" for game_id, version in after.items()}
        found = self.redis.xread(streams, count=1, block=max(1, round(timeout * 1000)))
        return [text(name).split("{", 1)[1].rsplit("}", 1)[0] for name, _ in found or []]

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

    def metas(self, game_ids, fields) -> list[dict]:
        """The `fields` of each game's metadata (None where absent), in one round trip."""
        if not game_ids:
            return []
        pipe = self.redis.pipeline(transaction=False)
        for game_id in game_ids:
            pipe.hmget(self._key(game_id, "meta"), fields)
        return [dict(zip(fields, map(text, values))) for values in pipe.execute()]

    def meta(self, game_id) -> dict:
        raw = self.redis.hgetall(self._key(game_id, "meta"))
        return {text(k): text(v) for k, v in raw.items()}

    _decode = staticmethod(decoded)
