"""The client CPU of the store's hot calls (the append and the catch-up), through redis-py and through the store's own
connections (events/store/direct.py), side by side in one process against a private Redis.

    python bench/redis_calls.py [calls]          (default 5000 of each, in 5 alternating rounds)
"""

import statistics
import sys
import tempfile
import time
from pathlib import Path

import redis

from events.store import EventStore
from events.store.direct import DirectScripts
from gameledger.local_redis import LocalRedis

EVENT = {"type": "move", "seat": 0, "move": {"buy": "Silver"}, "private": False, "dt": 81234, "hash": "5e" * 16}


def cpu_per_call(action, calls: int) -> float:
    started = time.process_time()
    for number in range(calls):
        action(number)
    return (time.process_time() - started) / calls * 1e6


def main():
    calls = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    with tempfile.TemporaryDirectory() as data, LocalRedis() as server:
        client = redis.Redis.from_url(server.start(Path(data) / "redis", persistent=False))
        store = EventStore(client)
        direct, through_redis_py = store._direct, DirectScripts(client)
        through_redis_py.answers = lambda script, keys, args, then=(), asking=False: \
            through_redis_py._through_redis_py(script, keys, args, then, asking)
        figures = {"redis-py": {"append": [], "since": []}, "direct": {"append": [], "since": []}}
        for round_number in range(5):
            for name, path in (("redis-py", through_redis_py), ("direct", direct)):
                store._direct = path
                game = f"{name}-{round_number}"
                figures[name]["append"].append(cpu_per_call(
                    lambda number: store.append(game, number, EVENT, tag=b"%012d" % number), calls))
                figures[name]["since"].append(cpu_per_call(lambda number: store.since(game, calls - 2), calls))
        client.close()
    print(f"client CPU per call, microseconds (median of 5 rounds of {calls}):")
    for call in ("append", "since"):
        old, new = (statistics.median(figures[name][call]) for name in ("redis-py", "direct"))
        print(f"  {call:7s} redis-py {old:6.1f}   direct {new:6.1f}   ratio {new / old:.2f}")


if __name__ == "__main__":
    main()
