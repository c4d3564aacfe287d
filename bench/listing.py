"""GET /games at scale: the latency of a list with one set per combination of filters (events.store.index) beside
the layout before it (one set per filter, intersected with ZINTERSTORE at query time, then one HGETALL per listed
game), on the same Redis in the same run.

    python bench/listing.py                 (sizes 10000 100000; BENCH_LISTS=N lists timed per query, default 200)
    python bench/listing.py 500             (any sizes)
    BENCH_BUCKETS=16 python bench/listing.py  (now: the index spread over 16 buckets, as on a cluster)

Starts a private redis-server. For each size, indexes that many games both ways (ids, rulesets, statuses and
players drawn from a fixed seed: 70% Dominion, 80% finished, 2 to 4 of 2,000 players) with their metadata hashes,
then times each query 50 at a page (index only, and the whole list with the listed games' metadata) and prints
p50 and p99 in milliseconds, and the index's Redis memory per game both ways.
"""

import json
import os
import random
import statistics
import sys
import tempfile
import time

import redis

from events.service import Ledger
from events.store import Stores
from events.store import GameIndex
from gameledger.local_redis import LocalRedis

PAGE = 50
BUCKETS = int(os.environ.get("BENCH_BUCKETS", 1))
QUERIES = {       # label: filters
    "all": {},
    "ruleset": {"ruleset": "dominion"},
    "ruleset+status": {"ruleset": "dominion", "status": "active"},
    "status+player": {"status": "finished", "player": "player7"},
    "ruleset+status+player": {"ruleset": "dominion", "status": "finished", "player": "player7"},
}


class IntersectedIndex:
    """The layout before (kept here only to be measured against): one set per filter, intersected when listed."""

    def __init__(self, client, prefix="before"):
        self.redis = client
        self.base = f"{prefix}:{{games}}"

    def keys(self, ruleset=None, status=None, player=None):
        keys = [f"{self.base}:ruleset:{ruleset}"] if ruleset else []
        keys += [f"{self.base}:status:{status}"] if status else []
        return keys + ([f"{self.base}:player:{player.lower()}"] if player else [])

    def fill(self, pipe, game_id, ruleset, status, players, created):
        for key in [self.base, *self.keys(ruleset, status)] + [k for p in players for k in self.keys(player=p)]:
            pipe.zadd(key, {game_id: created})

    def list(self, ruleset=None, status=None, player=None, offset=0, limit=PAGE):
        keys = self.keys(ruleset, status, player) or [self.base]
        key = keys[0]
        pipe = self.redis.pipeline(transaction=True)
        if len(keys) > 1:
            key = f"{self.base}:tmp"
            pipe.zinterstore(key, keys, aggregate="MAX")
        pipe.zcard(key)
        pipe.zrevrange(key, offset, offset + limit - 1)
        if len(keys) > 1:
            pipe.delete(key)
        results = pipe.execute()[1 if len(keys) > 1 else 0:]
        return [i.decode() for i in results[1]], results[0]

    def list_games(self, ledger, **filters):
        """The list as the ledger answered it before: one HGETALL per listed game."""
        ids, total = self.list(**filters)
        games = []
        for game_id in ids:
            meta = ledger.store.meta(game_id)
            games.append({"id": game_id, "ruleset": meta["ruleset"], "status": meta["status"],
                          "version": int(meta["version"]), "players": json.loads(meta["players"])})
        return {"games": games, "total": total}


def games(count, seed=16):
    rng = random.Random(seed)      # the bench's own data, not game randomness
    for n in range(count):
        players = rng.sample(range(2000), rng.randint(2, 4))
        yield (f"g{n:07d}", "dominion" if rng.random() < 0.7 else "oath",
               "finished" if rng.random() < 0.8 else "active", [f"Player{p}" for p in players], float(n))


def used_memory(client) -> int:
    return client.info("memory")["used_memory"]


def fill(client, count):
    client.flushdb()
    pipe = client.pipeline(transaction=False)
    for n, (game_id, ruleset, status, players, created) in enumerate(games(count), start=1):
        pipe.hset(f"gl:{{{game_id}}}:meta", mapping={"ruleset": ruleset, "status": status, "version": 40,
                                                     "players": json.dumps(players), "created": created})
        if n % 1000 == 0:
            pipe.execute()
    pipe.execute()
    memory = used_memory(client)
    before = IntersectedIndex(client)
    for n, game in enumerate(games(count), start=1):
        before.fill(pipe, *game)
        if n % 1000 == 0:
            pipe.execute()
    pipe.execute()
    memory, before_bytes = used_memory(client), used_memory(client) - memory
    started = time.perf_counter()
    GameIndex(client, buckets=BUCKETS).rebuild(games(count))
    rebuilt = time.perf_counter() - started
    return before, before_bytes, used_memory(client) - memory, rebuilt


def timed(call, times) -> tuple[float, float]:
    samples = []
    for _ in range(times):
        started = time.perf_counter()
        call()
        samples.append((time.perf_counter() - started) * 1000)
    samples.sort()
    return statistics.median(samples), samples[min(len(samples) - 1, int(len(samples) * 0.99))]


def main(sizes, times):
    with tempfile.TemporaryDirectory() as data, LocalRedis() as server:
        client = redis.Redis.from_url(server.start(data, persistent=False))
        ledger = Ledger(Stores.on(client, index_buckets=BUCKETS))
        print(f"index buckets: {BUCKETS}")
        print(f"list latency in ms, p50 / p99 of {times} lists of {PAGE} games; before = ZINTERSTORE of one set per "
              "filter (+ one HGETALL per game), now = one set per combination (+ one pipelined HMGET)")
        for size in sizes:
            before, before_bytes, now_bytes, rebuilt = fill(client, size)
            print(f"\n{size:,} games indexed (rebuilt in {rebuilt:.1f} s); index memory per game: "
                  f"before {before_bytes / size:.0f} B, now {now_bytes / size:.0f} B")
            print(f"{'query':>22} {'total':>7}  {'ids before':>15} {'ids now':>13}  {'list before':>15} "
                  f"{'list now':>13}")
            for label, filters in QUERIES.items():
                total = ledger.index.list(**filters, limit=0)[1]
                assert before.list(**filters)[1] == total
                assert ([g["id"] for g in before.list_games(ledger, **filters)["games"]] ==
                        [g["id"] for g in ledger.listing.list_games(**filters, limit=PAGE)["games"]])
                ids_before = timed(lambda: before.list(**filters), times)
                ids_now = timed(lambda: ledger.index.list(**filters, limit=PAGE), times)
                list_before = timed(lambda: before.list_games(ledger, **filters), times)
                list_now = timed(lambda: ledger.listing.list_games(**filters, limit=PAGE), times)
                print(f"{label:>22} {total:>7}  " + "  ".join(
                    f"{p50:6.2f} / {p99:6.2f}" for p50, p99 in (ids_before, ids_now, list_before, list_now)))
        client.close()


if __name__ == "__main__":
    main([int(size) for size in sys.argv[1:]] or [10_000, 100_000], int(os.environ.get("BENCH_LISTS", 200)))
