"""Replay speed: events per second through events.service.rebuild, with and without hash verification, and the
time to load one finished game's state cold from Redis (a fresh Ledger, so no cached state).

    python bench/replay.py [GAMES]          (or BENCH_REPLAY_GAMES=N; default 50)

Starts its own private redis-server in a temporary directory.
"""

import os
import statistics
import sys
import tempfile
import time

import redis

from events.service import Ledger
from events.store import Stores
from gameledger.local_redis import LocalRedis
from events.service import rebuild

BOTS = [{"name": "Ana", "bot": "big-money"}, {"name": "Ben", "bot": "big-money"}]
COLD_LOADS = 20


def main():
    games = int(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("BENCH_REPLAY_GAMES", 50))
    with tempfile.TemporaryDirectory() as data, LocalRedis() as server:
        client = redis.Redis.from_url(server.start(data, persistent=False))
        ledger = Ledger(Stores.on(client))
        ids = []
        for _ in range(games):
            game = ledger.creating.create_game("dominion", {}, BOTS)
            ledger.moves.play_bots(game["id"], 1)
            ids.append(game["id"])
        streams = [ledger.store.read(game_id) for game_id in ids]
        events = sum(len(s) for s in streams)
        print(f"{games} finished Big Money games, {events} events ({events / games:.1f} a game)")

        for verify in (False, True):
            started = time.perf_counter()
            for stream in streams:
                rebuild(stream, verify=verify)
            seconds = time.perf_counter() - started
            print(f"  rebuild, verify={verify!s:<5}: {events / seconds:9.0f} events per second "
                  f"({seconds / games * 1000:.1f} ms a game)")

        timings = []
        for i in range(COLD_LOADS):
            game_id = ids[i % len(ids)]
            fresh = Ledger(Stores.on(client))                 # an empty state cache, as after a restart
            started = time.perf_counter()
            with fresh.states.loaded(game_id) as loaded:
                timings.append(time.perf_counter() - started)
                assert loaded.ruleset.decision(loaded.state) is None
        print(f"  cold load of a finished game from Redis (Ledger.loaded, {COLD_LOADS} loads): "
              f"median {statistics.median(timings) * 1000:.2f} ms, max {max(timings) * 1000:.2f} ms")
        client.close()


if __name__ == "__main__":
    main()
