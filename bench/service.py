"""The service at speed (issue 16): every figure of its goals from one run, on one machine, against one Redis.

    python bench/service.py                 (BENCH_TINY=1 for the tests' tiny run)

Starts a private redis-server, then for each count of API processes (granian as `gameledger serve` runs it, one port
each):
- throughput: 32 clients, each playing its own two-seat Dominion game (Big Money answers) over keep-alive HTTP,
  spread over 2 client processes, each request to an API process chosen at random; accepted moves a second
  and POST p50/p99 over a fixed window (closed loop: the next move as soon as it is known);
- latency: the same clients paced to 1,000 moves a second in all (open loop), POST p50/p99 counted from each
  move's scheduled time;
- any process, any game (2 API processes or more): a move of a six-seat Oath game at version 10 against version
  300, and the same moves while 4 spectators poll GET /games/{id}, with the replays from event 1 counted in
  the API processes (bench/speed/probe.py).
Before them the raw append (events.store EventStore.append, no HTTP) at the same concurrency against the same
Redis; after them cold loads of finished Oath (about 300 events) and Dominion games, and the Redis memory per event
of finished games: those played move by move, and BENCH_STORAGE_GAMES imported ones. Last the verdict on each goal,
and under the share of the raw append the API CPU a move that share would leave on this machine.

Sizes (environment): BENCH_API_PROCESSES=1,2,4  BENCH_WORKERS=1  BENCH_THREADS=16
BENCH_CLIENTS=32  BENCH_CLIENT_PROCESSES=2  BENCH_SECONDS=10  BENCH_WARMUP=2  BENCH_RATE=1000  BENCH_OATH_GAMES=3
BENCH_TIMED_MOVES=20  BENCH_SHORT_VERSION=10  BENCH_LONG_VERSION=300  BENCH_READERS=4  BENCH_POLL_MS=50
BENCH_COLD_GAMES=3  BENCH_STORAGE_GAMES=1000.
"""

import math
import os
import tempfile
from dataclasses import dataclass, fields
from pathlib import Path

import redis

from events.service import Ledger
from gameledger.local_redis import LocalRedis
from speed import finished
from speed.oath import any_process_costs, mean_ms
from speed.play import run_load
from speed.raw import clear, raw_appends
from speed.servers import ApiProcesses

# The goals of issue 16.
MOVES_A_SECOND, SHARE_OF_RAW = 2000, 0.30
P99_MS, P50_MS = 20, 5
LONG_OVER_SHORT = 1.5
COLD_OATH_MS, COLD_DOMINION_MS = 20, 5
BYTES_PER_EVENT = 150


@dataclass
class Sizes:
    api_processes: str = "1,2,4"
    workers: int = 1
    threads: int = 16
    clients: int = 32
    client_processes: int = 2
    seconds: float = 10
    warmup: float = 2
    rate: float = 1000
    oath_games: int = 3
    timed_moves: int = 20
    short_version: int = 10
    long_version: int = 300
    readers: int = 4
    poll_ms: float = 50
    cold_games: int = 3
    storage_games: int = 1000

    @classmethod
    def from_environment(cls):
        tiny = os.environ.get("BENCH_TINY") == "1"
        sizes = cls(api_processes="1,2", clients=4, seconds=1, warmup=0.5, rate=40, oath_games=1, timed_moves=3,
                    long_version=40, cold_games=1, storage_games=3) if tiny else cls()
        for item in fields(cls):
            value = os.environ.get(f"BENCH_{item.name.upper()}")
            if value is not None:
                setattr(sizes, item.name, type(getattr(sizes, item.name))(value))
        return sizes

    @property
    def counts(self) -> list[int]:
        return [int(count) for count in self.api_processes.split(",")]

    @property
    def poll(self) -> float:
        return self.poll_ms / 1000


def percentile(seconds: list, share: float) -> float:
    """The nearest-rank percentile, in milliseconds."""
    if not seconds:
        return math.nan
    ordered = sorted(seconds)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)] * 1000


def verdict(passed: bool) -> str:
    return "PASS" if passed else "MISS"


def main():
    sizes = Sizes.from_environment()
    print(f"sizes: {sizes}", flush=True)
    with tempfile.TemporaryDirectory() as data, LocalRedis() as server:
        url = server.start(Path(data) / "redis", persistent=False)
        probe_dir = Path(data) / "probe"
        probe_dir.mkdir()
        client = redis.Redis.from_url(url)
        ledger = Ledger(client)

        raw = raw_appends(url, sizes.client_processes, sizes.clients, sizes.seconds)
        clear(client)
        print(f"raw append (EventStore.append, {sizes.clients} threads over {sizes.client_processes} processes): "
              f"{raw:.0f} appends/s", flush=True)

        runs, played = {}, []
        for count in sizes.counts:
            with ApiProcesses(url, count, sizes.workers, sizes.threads, probe_dir) as api:
                def meter():
                    used = client.info("cpu")
                    return {"API": api.cpu_seconds(), "Redis": used["used_cpu_user"] + used["used_cpu_sys"]}

                closed = run_load(api.ports, sizes.client_processes, sizes.clients, sizes.warmup, sizes.seconds,
                                  meter=meter)
                paced = run_load(api.ports, sizes.client_processes, sizes.clients, sizes.warmup, sizes.seconds,
                                 sizes.rate)
                costs = any_process_costs(ledger, api.ports, sizes, probe_dir) if count >= 2 else None
            runs[count] = closed, paced, costs
            played += closed.finished + paced.finished
            print_run(count, closed, paced, costs, raw, sizes)

        if not played:
            played = finished.finished_dominion(ledger, 2)
        oath = finished.finished_oath(ledger, sizes.cold_games + 1)      # the last only warms the processes
        oath, warm = oath[:-1], [oath[-1][0]]
        per_played, played_events = finished.memory_per_event(client, ledger, played)
        exports = [ledger.export(game_id) for game_id in played[:50]]
        before = finished.used_memory(client)
        imported = finished.import_games(ledger, exports, sizes.storage_games)
        delta = finished.used_memory(client) - before
        per_imported, imported_events = finished.memory_per_event(client, ledger, imported)

        warm.append(played[0])
        sample = imported[:max(5, sizes.cold_games)]
        oath_ids = [game_id for game_id, _ in oath]
        with ApiProcesses(url, 2, sizes.workers, sizes.threads, probe_dir) as fresh:
            cold = {"oath": (finished.cold_over_http(fresh.ports, oath_ids, warm),
                             finished.cold_through_the_ledger(client, oath_ids)),
                    "dominion": (finished.cold_over_http(fresh.ports, sample, warm),
                                 finished.cold_through_the_ledger(client, sample))}
        client.close()

    lengths = ", ".join(str(events) for _, events in oath)
    print("\ncold loads (median; first GET on an API process that never read the game / a fresh Ledger):")
    print(f"  Oath, finished, {lengths} events: GET {finished.median_ms(cold['oath'][0]):.1f} ms, "
          f"Ledger {finished.median_ms(cold['oath'][1]):.1f} ms")
    print(f"  Dominion, finished: GET {finished.median_ms(cold['dominion'][0]):.1f} ms, "
          f"Ledger {finished.median_ms(cold['dominion'][1]):.1f} ms")
    print("\nstorage (finished games; MEMORY USAGE over each game's keys, INFO used_memory around the imports):")
    print(f"  {len(played)} games played move by move ({played_events} events): {per_played:.0f} bytes/event")
    print(f"  {len(imported)} games imported ({imported_events} events): {per_imported:.0f} bytes/event; "
          f"used_memory delta {delta / imported_events:.0f} bytes/event")
    storage = per_played, per_imported, delta / imported_events
    print_goals(runs, raw, cold, storage, sizes)


def print_run(count, closed, paced, costs, raw, sizes):
    print(f"\n{count} API process(es) on granian, {sizes.workers} worker(s) x {sizes.threads} threads each:")
    refused = f", refused {closed.refused}" if closed.refused else ""
    print(f"  throughput (closed loop, {sizes.clients} clients, {sizes.seconds:g} s): "
          f"{closed.moves / sizes.seconds:.0f} moves/s ({closed.moves / sizes.seconds / raw:.1%} of raw), "
          f"POST p50 {percentile(closed.latencies, 0.5):.1f} ms, p99 {percentile(closed.latencies, 0.99):.1f} ms"
          f"{refused}")
    spent = ", ".join(f"{whom} {seconds / max(1, closed.moves) * 1000:.2f} ms"
                      for whom, seconds in sorted(closed.cpu.items()))
    print(f"  CPU per accepted move (closed loop): {spent}")
    refused = f", refused {paced.refused}" if paced.refused else ""
    print(f"  latency (open loop, {sizes.rate:g} moves/s offered): {paced.moves / sizes.seconds:.0f} moves/s "
          f"done, POST p50 {percentile(paced.latencies, 0.5):.1f} ms, p99 {percentile(paced.latencies, 0.99):.1f} "
          f"ms from schedule (from sending: p50 {percentile(paced.service, 0.5):.1f} ms, "
          f"p99 {percentile(paced.service, 0.99):.1f} ms){refused}")
    if costs is None:
        return
    print(f"  Oath move, requests at random ({costs.games} game(s), {sizes.timed_moves} moves each): "
          f"v{sizes.short_version} mean {mean_ms(costs.short):.1f} ms (p50 {percentile(costs.short, 0.5):.1f}), "
          f"v{sizes.long_version} mean {mean_ms(costs.long):.1f} ms (p50 {percentile(costs.long, 0.5):.1f}), "
          f"ratio {mean_ms(costs.long) / mean_ms(costs.short):.2f}; replays from event 1: {costs.long_replays}")
    print(f"  with {sizes.readers} spectators polling every {sizes.poll_ms:g} ms: move mean "
          f"{mean_ms(costs.read_moves):.1f} ms (p99 {percentile(costs.read_moves, 0.99):.1f}), GET p50 "
          f"{percentile(costs.reads, 0.5):.1f} ms, p99 {percentile(costs.reads, 0.99):.1f} ms over "
          f"{len(costs.reads)} reads; replays from event 1: {costs.read_replays}", flush=True)


def budget(closed, rate: float) -> str:
    """What `rate` moves a second would leave each move of the API's CPU on this machine, the clients' and Redis's
    CPU a move staying as measured."""
    cores, moves = os.cpu_count() or 1, max(1, closed.moves)
    others = sum(seconds for whom, seconds in closed.cpu.items() if whom != "API") / moves * 1000
    api = closed.cpu.get("API", 0) / moves * 1000
    return (f"({rate:.0f} moves/s on {cores} cores is {cores / rate * 1000:.3f} ms of CPU a move; the clients and "
            f"Redis take {others:.2f}, leaving {cores / rate * 1000 - others:.3f} ms for the API, which spent "
            f"{api:.2f})")


def print_goals(runs, raw, cold, storage, sizes):
    print("\ngoals (issue 16):")
    best = max(runs, key=lambda count: runs[count][0].moves)
    rate = runs[best][0].moves / sizes.seconds
    print(f"  {verdict(rate >= MOVES_A_SECOND)}  throughput >= {MOVES_A_SECOND} moves/s: {rate:.0f} "
          f"({best} API process(es))")
    print(f"  {verdict(rate / raw >= SHARE_OF_RAW)}  >= {SHARE_OF_RAW:.0%} of the raw append: {rate / raw:.1%} "
          f"of {raw:.0f}/s")
    print(f"        {budget(runs[best][0], raw * SHARE_OF_RAW)}")
    best = min(runs, key=lambda count: percentile(runs[count][1].latencies, 0.99))
    paced = runs[best][1]
    p50, p99 = percentile(paced.latencies, 0.5), percentile(paced.latencies, 0.99)
    print(f"  {verdict(p99 < P99_MS)}  POST p99 < {P99_MS} ms at the offered rate: {p99:.1f} ms ({best} API "
          f"process(es))")
    print(f"  {verdict(p50 < P50_MS)}  POST p50 < {P50_MS} ms at the offered rate: {p50:.1f} ms")
    for count, (_, _, costs) in runs.items():
        if costs is None:
            continue
        ratio = mean_ms(costs.long) / mean_ms(costs.short)
        print(f"  {verdict(ratio <= LONG_OVER_SHORT)}  {count} API processes: Oath move at the long version within "
              f"{LONG_OVER_SHORT}x of the short: {ratio:.2f}x")
        print(f"  {verdict(costs.read_replays == 0 and costs.games > 0)}  {count} API processes: readers cause no "
              f"replay: {costs.read_replays} replays from event 1 during {len(costs.read_moves)} moves")
    for game, limit in (("oath", COLD_OATH_MS), ("dominion", COLD_DOMINION_MS)):
        over_http, ledger = (finished.median_ms(timings) for timings in cold[game])
        print(f"  {verdict(max(over_http, ledger) < limit)}  cold load of a finished {game} game < {limit} ms: "
              f"GET {over_http:.1f} ms, Ledger {ledger:.1f} ms")
    print(f"  {verdict(max(storage) <= BYTES_PER_EVENT)}  <= {BYTES_PER_EVENT} bytes per event of a finished game: "
          f"played {storage[0]:.0f}, imported {storage[1]:.0f}, used_memory {storage[2]:.0f}")
    print("  n/a   <= 100 bytes per event archived: the service has no archive form")


if __name__ == "__main__":
    main()
