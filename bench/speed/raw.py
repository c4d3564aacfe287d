"""The raw append: the event store's append (one Lua script, events.store EventStore.append) with no HTTP, no engine
and no service in front of it, at the same concurrency as the clients, against the same Redis.

Threads with redis-py (hiredis) it is: an asyncio client (redis.asyncio, the same script) appended about half as
fast on this machine when tried, so threads give the honest upper bound.
"""

import multiprocessing
import threading
import time

import redis

from events.store import EventStore

# A move event and its metadata as the service writes them (events/service/ledger.py), so the script does the
# same work: a Big Money buy with its seat, actor, time and state hash.
EVENT = {"type": "move", "schema": 1, "seat": 0, "actor": "Ana", "move": {"buy": "Silver"}, "private": False,
         "at": "2025-01-01T00:00:00.000+00:00", "hash": "5e" * 32}
META = {"status": "active", "updated": 1735689600.0, "waiting": "human"}


def appender_process(url: str, tag: str, threads: int, start: float, seconds: float, results):
    """`threads` threads each appending to its own stream, with an idempotency key each, from the monotonic time
    `start` for `seconds`."""
    client = redis.Redis.from_url(url, max_connections=threads)
    store = EventStore(client)
    counts = [0] * threads
    end = start + seconds
    time.sleep(max(0.0, start - time.monotonic()))

    def append(number):
        version = 0
        while time.monotonic() < end:
            store.append(f"raw-{tag}-{number}", version, EVENT, f"client:0:{version}", "fingerprint", meta=META)
            version += 1
        counts[number] = version

    workers = [threading.Thread(target=append, args=(number,)) for number in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    client.close()
    results.put(sum(counts))


def raw_appends(url: str, processes: int, clients: int, seconds: float) -> float:
    """Appends a second by `clients` threads over `processes` processes."""
    context = multiprocessing.get_context("spawn")
    results = context.Queue()
    share = [clients // processes + (1 if i < clients % processes else 0) for i in range(processes)]
    start = time.monotonic() + 2.0         # every process appending over the same seconds
    children = [context.Process(target=appender_process, args=(url, f"p{number}", count, start, seconds, results))
                for number, count in enumerate(share)]
    for child in children:
        child.start()
    total = sum(results.get(timeout=seconds + 120) for _ in children)
    for child in children:
        child.join()
    return total / seconds


def clear(client, pattern="gl:{raw-*"):
    """Drop the raw streams, so they count in no later figure."""
    for key in client.scan_iter(match=pattern, count=1000):
        client.delete(key)
