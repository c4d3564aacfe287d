"""The game index: a projection of games for listing and filtering, rebuilt from games at will."""

from __future__ import annotations  # the method `list` would shadow the builtin in annotations

import json
import threading
import zlib
from collections import OrderedDict

from .direct import slot_pipeline
from .durable import Durability
from .text import text

# One sorted set per combination of filters a list may give (ruleset, status, player: each present or absent), so a
# list reads one set and nothing is intersected at query time. A game with P players is in 4 + 4P sets.
#
# Recording a game moves it out of the sets it left and into those it is in now, atomically: the script reads the
# entry it was last recorded as, derives the sets of that entry with the same rule as GameIndex.key, and changes only
# what differs. An entry unchanged since is left alone (unless forced, to repair the sets under an entry).
# Every set of a game shares its bucket's hash tag ({games}, or {idx:N}), so the undeclared keys of the old entry are in
# the slot of the declared ones.
# KEYS: the entries hash, then every set the game is in now. ARGV: game id, score, entry JSON, base key, force.
RECORD = """#!lua
local function escaped(value)
  return (string.gsub(string.gsub(value, '%%', '%%25'), ':', '%%3A'))
end
local function sets_of(base, entry)
  local sets = {}
  for _, ruleset in ipairs({false, ':ruleset:' .. escaped(entry.ruleset)}) do
    for _, status in ipairs({false, ':status:' .. escaped(entry.status)}) do
      local stem = base .. (ruleset or '') .. (status or '')
      sets[#sets + 1] = stem
      for _, player in ipairs(entry.players) do
        sets[#sets + 1] = stem .. ':player:' .. player
      end
    end
  end
  return sets
end
local old = redis.call('HGET', KEYS[1], ARGV[1])
if old == ARGV[3] and ARGV[5] ~= '1' then
  return 0
end
if old then
  local now = {}
  for i = 2, #KEYS do now[KEYS[i]] = true end
  for _, key in ipairs(sets_of(ARGV[4], cjson.decode(old))) do
    if not now[key] then redis.call('ZREM', key, ARGV[1]) end
  end
end
for i = 2, #KEYS do
  redis.call('ZADD', KEYS[i], ARGV[2], ARGV[1])
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
return 1
"""

REBUILD_BATCH = 500     # records sent in one round trip by `rebuild`


def _escaped(value: str) -> str:
    """A ruleset or status as a key part: with no ':' in it, no two combinations of filters share a key."""
    return value.replace("%", "%25").replace(":", "%3A")


class GameIndex:
    """Sorted sets of game ids scored by creation time, one per combination of filters (see RECORD), and an entry
    per game saying what it was last recorded as.

    `buckets`: how many such indexes the games are spread over, each under a hash tag of its own ({idx:0} ...), a
    game in the one its id's CRC-32 names, so that on a Redis Cluster no one slot takes every creation and every end
    (recording a game writes its bucket only). A list reads every bucket's set for its filters (one pipeline) and
    merges them newest first: its cost grows with the buckets and the page's end, not with the games. One bucket is
    the layout of one Redis, the {games} tag; a store moved to another number is rebuilt by `gameledger reindex`.

    The keys of one filter (`{base}`, `{base}:ruleset:R`, `{base}:status:S`, `{base}:player:P`) and the entries hash
    are those of the earlier layout, which intersected them at query time: an index written by it still lists by one
    filter, and `rebuild` (Ledger.reindex) fills the sets of two and three filters. Every key carries the hash tag
    {games}, so the sets share a Redis Cluster slot.

    `remember`: how many games' last recorded entries this process keeps, so that recording an entry unchanged since
    costs no round trip. Sound only for a projection whose entries never go back to an earlier one (a game's ruleset,
    players and creation never change and its status goes from active to finished once; a game created with open
    seats goes from open to active once, when its players are recorded with every name, and on from there): else
    another process may have recorded a different entry since, and a stale memory would skip the write that brings
    the index back.
    """

    def __init__(self, redis, prefix="gl", remember: int = 0, buckets: int = 1, durability: Durability | None = None):
        """`durability`: durable mode's waits after an entry is recorded (events/store/durable.py): a game's entry
        outlives a failover as its events do, so the reconciler, which finds waiting games by the index, finds it."""
        if buckets < 1:
            raise ValueError("an index has one bucket or more")
        self.redis = redis
        self.durability = durability or Durability(redis)
        self.buckets = buckets
        self.bases = [f"{prefix}:{{games}}"] if buckets == 1 else [f"{prefix}:{{idx:{b}}}" for b in range(buckets)]
        self.base = self.bases[0]
        self.entries = f"{self.base}:entry"  # game id -> JSON of what it was last recorded as (bucket 0's)
        self.remember = remember
        self._remembered: OrderedDict[str, str] = OrderedDict()     # game id -> entry JSON, most recent last
        self._remembering = threading.Lock()     # threads of one server process share the memory
        self._record = redis.register_script(RECORD)

    def bucket(self, game_id: str) -> int:
        return zlib.crc32(game_id.encode()) % self.buckets if self.buckets > 1 else 0

    def key(self, ruleset=None, status=None, player=None, bucket: int = 0) -> str:
        """The one sorted set (of bucket `bucket`) listing the games that match every filter given."""
        key = self.bases[bucket]
        if ruleset is not None:
            key += f":ruleset:{_escaped(ruleset)}"
        if status is not None:
            key += f":status:{_escaped(status)}"
        if player is not None:
            key += f":player:{player.lower()}"      # last, so a player's name needs no escaping
        return key

    def _sets_of(self, ruleset, status, players, bucket: int = 0) -> list[str]:
        """Every set a game is in: RECORD's sets_of, written here for the entry being recorded."""
        return [self.key(r, s, p, bucket) for r in (None, ruleset) for s in (None, status) for p in (None, *players)]

    @staticmethod
    def _entry(ruleset, status, players, created) -> tuple[list[str], str]:
        """(players as indexed, the entry's JSON): only what the listing needs, so that a move changes nothing."""
        players = sorted({p.lower() for p in players})
        entry = {"ruleset": ruleset, "status": status, "players": players, "created": created}
        return players, json.dumps(entry, sort_keys=True, separators=(",", ":"))

    def record(self, game_id, ruleset, status, players: list[str], created: float, updated: float | None = None,
               force: bool = False) -> bool:
        """Index the game as it is now; recording the same game again moves it out of sets it left. Whether a
        round trip was made: none when this process last recorded the same entry (see `remember`) unless forced.
        `updated` is not indexed (it changes with every move); it is taken for the callers that pass it."""
        players, entry = self._entry(ruleset, status, players, created)
        if not force and self._remembered.get(game_id) == entry:
            return False
        self.durability.run(self.bases[self.bucket(game_id)], lambda client: self._call(
            client, game_id, ruleset, status, players, created, entry, force))
        self._remember(game_id, entry)
        return True

    def _call(self, client, game_id, ruleset, status, players, created, entry, force):
        bucket = self.bucket(game_id)
        keys = [f"{self.bases[bucket]}:entry", *self._sets_of(ruleset, status, players, bucket)]
        return self._record(keys=keys, args=[game_id, repr(float(created)), entry, self.bases[bucket],
                                             "1" if force else ""], client=client)

    def _remember(self, game_id, entry):
        if self.remember <= 0:
            return
        with self._remembering:
            self._remembered[game_id] = entry
            self._remembered.move_to_end(game_id)
            while len(self._remembered) > self.remember:
                self._remembered.popitem(last=False)

    def rebuild(self, games) -> int:
        """Record every game of `games`, (id, ruleset, status, players, created) each, into every set it belongs in
        even where its entry is unchanged, in batches of one round trip. Sets it left are emptied of it as in
        `record`. Returns how many were recorded."""
        count = 0
        self.redis.script_load(RECORD)      # a pipeline runs it by its digest (on a cluster: every master)
        pipes = {}      # bucket -> a pipeline on its node
        for game_id, ruleset, status, players, created in games:
            bucket = self.bucket(game_id)
            pipe = pipes.get(bucket) or pipes.setdefault(bucket, slot_pipeline(self.redis, self.bases[bucket]))
            players, entry = self._entry(ruleset, status, players, created)
            self._call(pipe, game_id, ruleset, status, players, created, entry, True)
            with self._remembering:
                self._remembered.pop(game_id, None)
            count += 1
            if len(pipe) >= REBUILD_BATCH:
                pipe.execute()
        for pipe in pipes.values():
            pipe.execute()
        return count

    def list(self, ruleset=None, status=None, player=None, offset=0, limit=50):
        """(ids newest first, total) of games matching every filter given: one ZCARD and one ZREVRANGE of one set
        per bucket, in one round trip (on a cluster, one per master, in parallel), merged."""
        if offset < 0 or limit < 0:
            raise ValueError("offset and limit must be 0 or more")
        if self.buckets == 1:
            return self._list_one(self.key(ruleset, status, player), offset, limit)
        pipe = self.redis.pipeline(transaction=False)
        for bucket in range(self.buckets):
            key = self.key(ruleset, status, player, bucket)
            pipe.zcard(key)
            if limit:
                pipe.zrevrange(key, 0, offset + limit - 1, withscores=True)
        results = pipe.execute()
        total = sum(results[::2] if limit else results)
        if not limit:
            return [], total
        # ties in score in the order one set lists them: by id, last first
        found = sorted(((score, text(member)) for page in results[1::2] for member, score in page), reverse=True)
        return [game_id for _, game_id in found[offset:offset + limit]], total

    def _list_one(self, key, offset, limit):
        pipe = self.redis.pipeline(transaction=False)    # no MULTI: a Redis at its memory limit refuses it
        pipe.zcard(key)
        if limit:
            pipe.zrevrange(key, offset, offset + limit - 1)
        results = pipe.execute()
        ids = [text(i) for i in results[1]] if limit else []
        return ids, results[0]

    def all_ids(self, status=None) -> list[str]:
        """Every indexed game id (with `status`, if given), oldest first."""
        if self.buckets == 1:
            return [text(i) for i in self.redis.zrange(self.key(status=status), 0, -1)]
        pipe = self.redis.pipeline(transaction=False)
        for bucket in range(self.buckets):
            pipe.zrange(self.key(status=status, bucket=bucket), 0, -1, withscores=True)
        return [game_id for _, game_id in sorted((score, text(member)) for page in pipe.execute()
                                                 for member, score in page)]
