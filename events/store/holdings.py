"""The store read out and written back key by key, for backup and restore (gameledger/backup.py keeps the file).

A holding is what the store keeps of one thing, every key of it under one hash tag, so it is read in one script (a
consistent cut: a game's stream, metadata, idempotency keys, snapshot and webhooks as of one moment) and written in
one script (all of it or, when any of its keys is there already, nothing), on one Redis as on a Redis Cluster:

    game        gl:{GAME}:events, :meta, :idem, :snapshot, :hooks
    campaign    gl:campaign:{CAMPAIGN}:events, :meta, :idem, :snapshot
    player      gl:{player:DIGEST}:seats, :known       a player key's seats, and that it was issued
    creation    gl:{creation:DIGEST}:KIND              what an Idempotency-Key created
    set         gl:deadlines, gl:hooked                the clocks' deadlines, the games with a webhook (one each:
                                                       neither has a hash tag, so each is a holding alone)

Left out: the game and campaign indexes (`{games}`), rebuilt from the metadata after a restore, and leases (a worker's
hold on a game for seconds). Games and campaigns are found through their indexes, which list every game from before
its first event; player keys and creations have no index and are found by SCAN with a pattern (on each primary of a
cluster: redis-py's scan_iter asks every node).

Values are kept as Redis answers them (bytes; a sorted set's scores as Redis writes them), so nothing is lost in a
round trip and the file names no Redis version (DUMP's payload would: RESTORE refuses a newer one)."""

import re
from dataclasses import dataclass

from .streams import valid_id
from .text import text

# Every key of a holding with its type and contents, read in one script. KEYS: the holding's keys. A key that does not
# exist answers 'none'.
READ = """#!lua flags=no-writes
local out = {}
for i, key in ipairs(KEYS) do
  local kind = redis.call('TYPE', key)['ok']
  local data = false
  if kind == 'stream' then data = redis.call('XRANGE', key, '-', '+')
  elseif kind == 'hash' then data = redis.call('HGETALL', key)
  elseif kind == 'zset' then data = redis.call('ZRANGE', key, 0, -1, 'WITHSCORES')
  elseif kind == 'set' then data = redis.call('SMEMBERS', key)
  elseif kind == 'string' then data = redis.call('GET', key)
  elseif kind ~= 'none' then return redis.error_reply('unexpected type ' .. kind .. ' of ' .. key)
  end
  out[i] = {kind, data}
end
return out
"""

# A holding written back. ARGV[1]: 'new' (nothing is written if any of KEYS exists: answers 0) or 'add' (what is
# missing is added: members, fields, a string; a stream that exists is left as it is). Then for each key of KEYS:
# its type, a count and that many items; a stream's items are its entries, each an id, a count of fields, the fields.
# Answers how many entries, fields, members and strings were added.
WRITE = """#!lua
if ARGV[1] == 'new' then
  for _, key in ipairs(KEYS) do
    if redis.call('EXISTS', key) == 1 then return 0 end
  end
end
local at, added = 2, 0
for _, key in ipairs(KEYS) do
  local kind, count = ARGV[at], tonumber(ARGV[at + 1])
  at = at + 2
  if kind == 'stream' then
    local fresh = redis.call('EXISTS', key) == 0
    for _ = 1, count do
      local id, fields = ARGV[at], tonumber(ARGV[at + 1])
      if fresh then
        redis.call('XADD', key, id, unpack(ARGV, at + 2, at + 1 + fields))
        added = added + 1
      end
      at = at + 2 + fields
    end
  elseif kind == 'hash' then
    for i = at, at + count - 1, 2 do added = added + redis.call('HSETNX', key, ARGV[i], ARGV[i + 1]) end
    at = at + count
  elseif kind == 'zset' then
    for i = at, at + count - 1, 2 do added = added + redis.call('ZADD', key, 'NX', ARGV[i + 1], ARGV[i]) end
    at = at + count
  elseif kind == 'set' then
    for i = at, at + count - 1 do added = added + redis.call('SADD', key, ARGV[i]) end
    at = at + count
  elseif kind == 'string' then
    if redis.call('SET', key, ARGV[at], 'NX') then added = added + 1 end
    at = at + count
  else
    return redis.error_reply('unexpected type ' .. kind)
  end
end
return added
"""

# kind: (the keys' prefix, their names and types; None: any name of letters, with the type given)
KINDS = {
    "game": {"events": "stream", "meta": "hash", "idem": "hash", "snapshot": "hash", "hooks": "hash"},
    "campaign": {"events": "stream", "meta": "hash", "idem": "hash", "snapshot": "hash"},
    "player": {"seats": "zset", "known": "string"},
    "creation": None,
    "set": {"deadlines": "zset", "hooked": "set"},
}
CREATION_KIND = re.compile(r"[a-z_]{1,32}")
HEX = re.compile(r"[0-9a-f]{16,128}")
SCAN_COUNT = 1000


class HoldingError(ValueError):
    """A holding that cannot be (a kind, name or type the store has no place for): a file made by something else."""


@dataclass(frozen=True)
class Holding:
    """What the store keeps of one thing: its kind, id and keys, each named as in KINDS: (type, data). Data as Redis
    answers it: a stream's [[id, [field, value, ...]], ...]; a hash's and a sorted set's flat [field, value, ...]
    ([member, score, ...]); a set's members; a string."""
    kind: str
    id: str
    keys: dict

    def check(self) -> None:
        """HoldingError unless every part has a place in the store."""
        if self.kind not in KINDS:
            raise HoldingError(f"unknown kind {self.kind!r}")
        names = KINDS[self.kind]
        if self.kind in ("game", "campaign"):
            if not valid_id(self.id):
                raise HoldingError(f"{self.kind} id {self.id!r}")
        elif self.kind in ("player", "creation"):
            if not (isinstance(self.id, str) and HEX.fullmatch(self.id)):
                raise HoldingError(f"{self.kind} digest {self.id!r}")
        elif self.id not in names:
            raise HoldingError(f"set {self.id!r}")
        if not isinstance(self.keys, dict) or not self.keys:
            raise HoldingError(f"{self.kind} {self.id}: no keys")
        for name, value in self.keys.items():
            if not (isinstance(value, (list, tuple)) and len(value) == 2):
                raise HoldingError(f"{self.kind} {self.id}: key {name!r} is not (type, data)")
            kind, data = value
            if names is None:
                expected = "hash" if isinstance(name, str) and CREATION_KIND.fullmatch(name) else None
            elif self.kind == "set":
                expected = names[self.id] if name == self.id else None
            else:
                expected = names.get(name)
            if expected is None or kind != expected:
                raise HoldingError(f"{self.kind} {self.id}: no key {name!r} of type {kind!r} in the store")
            _check_data(kind, data, f"{self.kind} {self.id} {name}")

    @property
    def events(self) -> int:
        """How many events its stream holds (0 without one)."""
        stream = self.keys.get("events")
        return len(stream[1]) if stream else 0


def _check_data(kind, data, where) -> None:
    if kind == "string":
        ok = isinstance(data, bytes)
    elif kind == "stream":
        ok = isinstance(data, list) and all(
            isinstance(entry, (list, tuple)) and len(entry) == 2 and isinstance(entry[0], str)
            and isinstance(entry[1], list) and len(entry[1]) % 2 == 0 and all(isinstance(f, bytes) for f in entry[1])
            for entry in data)
    else:
        ok = isinstance(data, list) and all(isinstance(item, bytes) for item in data) and (
            kind == "set" or len(data) % 2 == 0)
    if not ok:
        raise HoldingError(f"{where}: malformed {kind}")


class Holdings:
    """Holdings read from and written to the store on `redis` (a client answering bytes; a Redis Cluster client too),
    under the store's prefixes."""

    def __init__(self, redis, prefix: str = "gl", campaign_prefix: str = "gl:campaign"):
        self.redis = redis
        self.prefix = prefix
        self.prefixes = {"game": prefix, "campaign": campaign_prefix}
        self._read = redis.register_script(READ)
        self._write = redis.register_script(WRITE)

    def key(self, kind: str, holding_id: str, name: str) -> str:
        if kind in ("game", "campaign"):
            return f"{self.prefixes[kind]}:{{{holding_id}}}:{name}"
        if kind in ("player", "creation"):
            return f"{self.prefix}:{{{kind}:{holding_id}}}:{name}"
        return f"{self.prefix}:{name}"

    def read(self, kind: str, holding_id: str, names: list[str] | None = None) -> Holding | None:
        """Every key of the holding as of one moment; None if it has none. `names`: a creation's (as `creations`
        found them; the other kinds' are known)."""
        names = names or ([holding_id] if kind == "set" else list(KINDS[kind] or ()))
        if not names:
            return None
        found = self._read(keys=[self.key(kind, holding_id, name) for name in names])
        keys = {}
        for name, (kind_of, data) in zip(names, found):
            kind_of = text(kind_of)
            if kind_of == "none":
                continue
            if kind_of == "stream":
                data = [[text(entry_id), list(fields)] for entry_id, fields in data]
            keys[name] = (kind_of, data if kind_of == "string" else list(data))
        return Holding(kind, holding_id, keys) if keys else None

    def write(self, holding: Holding, merge: bool = False) -> bool:
        """Write the holding into the store; whether anything was written. A game, a campaign or a creation is written
        whole or, when any of its keys is there already, not at all: nothing of it is overwritten. With `merge`, a
        player key's seats and the store's sets are added to what is there (members it lacks)."""
        holding.check()
        names = list(holding.keys)
        args = ["add" if merge and holding.kind in ("player", "set") else "new"]
        for name in names:
            kind, data = holding.keys[name]
            if kind == "stream":
                args += [kind, len(data)]
                for entry_id, fields in data:
                    args += [entry_id, len(fields), *fields]
            elif kind == "string":
                args += [kind, 1, data]
            else:
                args += [kind, len(data), *data]
        return bool(self._write(keys=[self.key(holding.kind, holding.id, name) for name in names], args=args))

    def players(self) -> dict[str, list[str]]:
        """Every player key's digest with the names of its keys, by SCAN (no index lists them)."""
        return self._scanned("player")

    def creations(self) -> dict[str, list[str]]:
        """Every creation's key digest with the kinds created under it, by SCAN (no index lists them)."""
        return self._scanned("creation")

    def _scanned(self, kind: str) -> dict[str, list[str]]:
        found: dict[str, list[str]] = {}
        for key in self.redis.scan_iter(match=f"{self.prefix}:{{{kind}:*}}:*", count=SCAN_COUNT):
            tag, _, name = text(key).split("{", 1)[1].partition("}:")
            found.setdefault(tag.split(":", 1)[1], []).append(name)
        return {holding_id: sorted(names) for holding_id, names in sorted(found.items())}

    def empty(self) -> bool:
        """Whether the store holds nothing at all under its prefix (other users of the Redis, RQ's queues and the rate
        limits, do not count)."""
        for _ in self.redis.scan_iter(match=f"{self.prefix}:*", count=SCAN_COUNT):
            return False
        return True
