"""The store's holdings (events/store/holdings.py) on a Redis Cluster of three masters: what a backup reads and a restore
writes, each holding in one script on the node of its hash tag, the keys no index lists found by SCAN on every
node."""

import shutil
import socket
import subprocess
import time

import pytest
from redis.cluster import ClusterNode, RedisCluster

from events.store.holdings import Holding, Holdings

pytestmark = pytest.mark.skipif(not shutil.which("redis-cli"), reason="redis-cli is not installed")


def ports(count: int) -> list[int]:
    """Free ports whose cluster bus ports (port + 10000) are free too."""
    found = []
    while len(found) < count:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        if port + 10000 > 65535 or port in found:
            continue
        with socket.socket() as bus:
            try:
                bus.bind(("127.0.0.1", port + 10000))
            except OSError:
                continue
        found.append(port)
    return found


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    servers, nodes = [], ports(3)
    try:
        for port in nodes:
            folder = tmp_path_factory.mktemp(f"node{port}")
            servers.append(subprocess.Popen(
                ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--dir", str(folder), "--save", "",
                 "--appendonly", "no", "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf"],
                stdout=subprocess.DEVNULL))
        for port in nodes:
            while subprocess.run(["redis-cli", "-p", str(port), "ping"], capture_output=True).stdout.strip() != b"PONG":
                time.sleep(0.1)
        subprocess.run(["redis-cli", "--cluster", "create", *[f"127.0.0.1:{port}" for port in nodes],
                        "--cluster-replicas", "0", "--cluster-yes"], check=True, capture_output=True, timeout=60)
        deadline = time.monotonic() + 30
        while b"cluster_state:ok" not in subprocess.run(["redis-cli", "-p", str(nodes[0]), "cluster", "info"],
                                                         capture_output=True).stdout:
            assert time.monotonic() < deadline, "the cluster did not form"
            time.sleep(0.2)
        client = RedisCluster(startup_nodes=[ClusterNode("127.0.0.1", nodes[0])])
        yield client
        client.close()
    finally:
        for server in servers:
            server.terminate()
            server.wait()


def holdings_of_every_kind() -> list[Holding]:
    games = [Holding("game", f"game{n}", {
        "events": ("stream", [[f"{v}-0", [b"c", bytes([v, 0, 255]), b"k", b""]] for v in range(1, 4)]),
        "meta": ("hash", [b"version", b"3", b"status", b"active"]),
        "idem": ("hash", [b"client:0:key", b"2|abc"])}) for n in range(12)]
    return [*games,
            Holding("campaign", "camp", {"events": ("stream", [["1-0", [b"c", b"x"]]]),
                                         "meta": ("hash", [b"version", b"1"])}),
            *[Holding("player", f"{n:064x}", {"seats": ("zset", [b"game1/0", b"1795845144.25"]),
                                              "known": ("string", b"1")}) for n in range(6)],
            *[Holding("creation", f"{n + 100:064x}", {"game": ("hash", [b"f", b"print", b"p", b"\x00plan"])})
              for n in range(6)],
            Holding("set", "deadlines", {"deadlines": ("zset", [b"game1", b"1795845144000"])})]


def same(holding: Holding, other: Holding) -> bool:
    def as_data(keys):
        return {name: (kind, dict(zip(data[::2], data[1::2])) if kind == "hash" else data)
                for name, (kind, data) in keys.items()}
    return (holding.kind, holding.id) == (other.kind, other.id) and as_data(holding.keys) == as_data(other.keys)


def test_holdings_written_to_a_cluster_spread_over_its_nodes_and_read_back_whole(cluster):
    holdings, written = Holdings(cluster), holdings_of_every_kind()
    cluster.flushall()
    assert holdings.empty()

    assert all(holdings.write(holding) for holding in written)

    slots = {cluster.keyslot(holdings.key("game", holding.id, "events")) for holding in written[:12]}
    assert len({cluster.nodes_manager.get_node_from_slot(slot).port for slot in slots}) == 3      # every node holds some
    assert not holdings.empty()
    assert holdings.players() == {holding.id: ["known", "seats"] for holding in written if holding.kind == "player"}
    assert holdings.creations() == {holding.id: ["game"] for holding in written if holding.kind == "creation"}
    for holding in written:
        names = list(holding.keys) if holding.kind == "creation" else None
        assert same(holdings.read(holding.kind, holding.id, names), holding)
    assert not any(holdings.write(holding) for holding in written if holding.kind in ("game", "campaign", "creation"))
