"""One Redis against a three-master Redis Cluster, side by side in one run (issue 34).

    python bench/cluster.py                 (BENCH_TINY=1 for the tests' tiny run)

Starts a private redis-server and a local cluster of six nodes (gameledger/local_cluster.py: three masters, three
replicas, AOF on; its queues on the private Redis), then on each store in turn: BENCH_API_PROCESSES API processes
(granian, as `gameledger serve` runs them) and BENCH_CLIENTS clients each playing its own two-seat Dominion game
(bench/speed/play.py, closed loop): accepted moves a second, POST p50/p99, and the CPU a move costs the API processes
and Redis (every node of the cluster). Last the spread of games over the cluster's masters: the games played, and
BENCH_SPREAD_GAMES game ids placed by their hash tags' slots (goal: each master within 10% of a third); and the bytes
a finished game keeps (MEMORY USAGE over its keys), by event and by game.

Sizes (environment): BENCH_API_PROCESSES=2  BENCH_THREADS=16  BENCH_CLIENTS=32  BENCH_CLIENT_PROCESSES=2
BENCH_SECONDS=10  BENCH_WARMUP=2  BENCH_SPREAD_GAMES=30000.
"""

import os
import secrets
import tempfile
from collections import Counter
from dataclasses import dataclass, fields
from pathlib import Path

import redis

from events.service import Ledger
from events.store import Stores
from gameledger.compose import redis_client
from gameledger.local_cluster import LocalCluster
from gameledger.local_redis import LocalRedis
from service import percentile
from speed import finished
from speed.play import run_load
from speed.servers import ApiProcesses

SPREAD_GOAL = 0.10      # each master's share of the games within 10% of a third


@dataclass
class Sizes:
    api_processes: int = 2
    threads: int = 16
    clients: int = 32
    client_processes: int = 2
    seconds: float = 10
    warmup: float = 2
    spread_games: int = 30_000

    @classmethod
    def from_environment(cls):
        sizes = cls(api_processes=1, clients=4, seconds=1, warmup=0.5, spread_games=3000) \
            if os.environ.get("BENCH_TINY") == "1" else cls()
        for item in fields(cls):
            value = os.environ.get(f"BENCH_{item.name.upper()}")
            if value is not None:
                setattr(sizes, item.name, type(getattr(sizes, item.name))(value))
        return sizes


def redis_cpu(servers) -> float:
    total = 0.0
    for server in servers:
        used = server.info("cpu")
        total += used["used_cpu_user"] + used["used_cpu_sys"]
    return total


def run(name: str, url: str, servers, sizes: Sizes, probe_dir: Path):
    with ApiProcesses(url, sizes.api_processes, 1, sizes.threads, probe_dir) as api:
        def meter():
            return {"API": api.cpu_seconds(), "Redis": redis_cpu(servers)}

        closed = run_load(api.ports, sizes.client_processes, sizes.clients, sizes.warmup, sizes.seconds, meter=meter)
    moves = max(1, closed.moves)
    refused = f", refused {closed.refused}" if closed.refused else ""
    print(f"{name:<28} {closed.moves / sizes.seconds:>8.0f} moves/s   POST p50 {percentile(closed.latencies, 0.5):5.1f} ms"
          f"  p99 {percentile(closed.latencies, 0.99):6.1f} ms   CPU/move API {closed.cpu['API'] / moves * 1000:.2f} ms"
          f"  Redis {closed.cpu['Redis'] / moves * 1000:.3f} ms{refused}", flush=True)
    return closed


def spread(client, sizes: Sizes):
    masters = {node.name: 0 for node in client.get_primaries()}
    played = Counter()
    for node in client.get_primaries():
        server = client.get_redis_connection(node)
        played[node.name] = sum(1 for _ in server.scan_iter(match="gl:{*}:events", count=1000))
    placed = Counter(client.get_node_from_key(f"gl:{{{secrets.token_hex(8)}}}:events").name
                     for _ in range(sizes.spread_games))
    print(f"\nspread of games over the {len(masters)} masters (goal: each within {SPREAD_GOAL:.0%} of a third):")
    for title, counts in (("games played above", played), (f"{sizes.spread_games} new game ids", placed)):
        total = max(1, sum(counts.values()))
        shares = [counts[name] / total for name in masters]
        worst = max(abs(share * len(masters) - 1) for share in shares)
        print(f"  {title:<22} " + "  ".join(f"{name} {counts[name]} ({share:.1%})"
                                            for name, share in zip(masters, shares))
              + f"   worst {worst:+.1%} of a third: {'PASS' if worst <= SPREAD_GOAL else 'MISS'}")


def storage(client, played: list[str]):
    """Bytes a finished game keeps in Redis (MEMORY USAGE over its keys), by event and by game."""
    ledger = Ledger(Stores.on(client))
    played = played or finished.finished_dominion(ledger, 2)
    per_event, events = finished.memory_per_event(client, ledger, played)
    print(f"\nstorage (one Redis, {len(played)} finished Dominion games played above, {events} events): "
          f"{per_event:.0f} bytes/event, {per_event * events / len(played) / 1024:.1f} KiB/game "
          f"({events / len(played):.0f} events a game)")


def main():
    sizes = Sizes.from_environment()
    print(f"sizes: {sizes}", flush=True)
    with tempfile.TemporaryDirectory() as data, LocalRedis() as single, LocalRedis() as queues:
        probe_dir = Path(data) / "probe"
        probe_dir.mkdir()
        one = single.start(Path(data) / "redis", persistent=True)
        os.environ["GAMELEDGER_QUEUE_URL"] = queues.start(Path(data) / "queues", persistent=False)
        nodes = LocalCluster(Path(data) / "cluster")
        try:
            cluster = nodes.start()
            client = redis_client(cluster)
            masters = [client.get_redis_connection(node) for node in client.get_primaries()]
            every_node = [redis.Redis(host="127.0.0.1", port=port) for port in nodes.ports]
            print(f"\n{sizes.clients} clients, {sizes.api_processes} API process(es) x {sizes.threads} threads, "
                  f"{sizes.seconds:g} s closed loop (AOF everysec on every node):")
            alone = run("one Redis", one, [redis.Redis.from_url(one)], sizes, probe_dir)
            run(f"cluster, {len(masters)} masters", cluster, every_node, sizes, probe_dir)
            spread(client, sizes)
            storage(redis.Redis.from_url(one), alone.finished)
        finally:
            nodes.stop()


if __name__ == "__main__":
    main()
