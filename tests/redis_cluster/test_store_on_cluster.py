"""The store on a real Redis Cluster (tests/cluster.py): every script and pipeline of it runs with its keys in one slot,
games spread over the masters, an append follows its game's slot when it moves (MOVED, ASK), and in durable mode an
append is acknowledged only once a replica holds it."""

import os
import signal
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest
from redis.cluster import RedisCluster

from events.errors import NotReplicated
from events.store import Stores
from events.store.streams import game_key

from .slots import begin, carry, finish, move, node_of

pytestmark = pytest.mark.cluster


@pytest.fixture
def stores(cluster_client):
    return Stores.on(cluster_client)


def test_every_part_of_the_store_runs_on_the_cluster(stores):
    """Each call below sends one script or pipeline; one whose keys were in two slots would fail with CROSSSLOT."""
    events = stores.events
    assert events.append("g1", 0, {"type": "created"}, tag=b"a" * 12).version == 1
    assert events.append("g1", 0, {"type": "created"}, tag=b"a" * 12).duplicate
    assert events.append("g1", 1, {"move": 1}, idempotency_key="k", fingerprint="f", meta={"status": "active"}).version == 2
    assert events.recorded("g1", "k") == (2, "f")
    assert events.recognise("g1", 1, "k", "f").duplicate
    assert events.since("g1", 1)[0] == 2 and events.read("g1")[1]["move"] == 1 and events.event("g1", 2)["move"] == 1
    meta, first, snapshot = events.opening("g1")
    assert meta["status"] == "active" and first["type"] == "created" and snapshot is None
    assert events.keep_snapshot("g1", 2, b"state") and events.snapshot("g1") == (2, b"state")
    events.drop_snapshot("g1", 2)
    events.compact("g1")
    assert events.lease("g1", "me", 5) and not events.lease("g1", "other", 5) and events.leased("g1")
    events.unlease("g1", "me")
    assert events.metas(["g1", "g2"], ["status"]) == [{"status": "active"}, {"status": None}]
    assert events.follow("g1", 1, timeout=0.1)[0]["version"] == 2
    stores.index.record("g1", "dominion", "active", ["Ana"], created=1.0)
    stores.index.rebuild([("g2", "oath", "finished", ["Bo"], 2.0)])
    assert stores.index.list() == (["g2", "g1"], 2) and stores.index.list(player="ana") == (["g1"], 1)
    stores.seats.register("p1")
    stores.seats.add("p1", "g1", [0], 1.0)
    assert stores.seats.known("p1") and stores.seats.games("p1") == [("g1", [0])]
    assert stores.creations.record("game", "d1", "f", b"plan") is None
    assert stores.creations.record("game", "d1", "f", b"other").plan == b"plan"
    stores.deadlines.set("g1", 5)
    assert stores.deadlines.passed(10) == ["g1"]
    stores.hooks.set("g1", 0, {"url": "http://x"})
    assert stores.hooks.of_games(["g1"]) == [{"0": {"url": "http://x"}}] and stores.hooks.games() == ["g1"]
    assert stores.campaigns.append("c1", 0, {"type": "started"}, idempotency_key="k", fingerprint="f").version == 1
    assert stores.health() == "ok"
    assert sorted(events.game_ids()) == ["g1"]      # an operator's scan, over every master


def test_a_games_keys_share_its_slot_and_games_spread_over_the_masters(cluster_client, local_cluster):
    names = ("events", "meta", "idem", "snapshot", "lease", "hooks", "kept")
    for game in ("g1", "a-long_game-id"):
        assert len({cluster_client.keyslot(game_key("gl", game, name)) for name in names}) == 1
    masters = Counter(cluster_client.get_node_from_key(game_key("gl", f"{index:016x}", "events")).port
                      for index in range(3000))
    assert len(masters) == 3 and all(abs(count - 1000) <= 100 for count in masters.values()), masters


def test_an_append_follows_its_games_slot_moved_to_another_master(stores, local_cluster):
    events = stores.events
    events.append("moved", 0, {"type": "created"})
    slot = stores.redis.keyslot(game_key("gl", "moved", "events"))
    source = node_of(local_cluster.ports, slot)
    target = next(port for port in local_cluster.masters() if port != source)
    assert move(slot, source, target, local_cluster.masters()) >= 2
    assert events.append("moved", 1, {"move": 1}).version == 2      # MOVED: the slot map read again
    assert events.since("moved", 0)[0] == 2
    assert stores.redis.get_node_from_key(game_key("gl", "moved", "events")).port == target


def test_a_game_created_while_its_slot_is_being_moved_waits_for_the_move_and_lands_on_the_new_master(
        stores, local_cluster):
    """Its keys absent from the old master, it is asked of the new one (ASK), which answers TRYAGAIN to a script of
    several keys until the slot has moved; then the old one answers MOVED."""
    events = stores.events
    slot = stores.redis.keyslot(game_key("gl", "asked", "events"))
    source = node_of(local_cluster.ports, slot)
    target = next(port for port in local_cluster.masters() if port != source)
    begin(slot, source, target)
    try:
        created = ThreadPoolExecutor(1).submit(events.append, "asked", 0, {"type": "created"})
        time.sleep(0.3)
        assert not created.done()
    finally:
        carry(slot, source, target)
        finish(slot, source, target, local_cluster.masters())
    assert created.result(timeout=10).version == 1
    assert events.append("asked", 1, {"move": 1}).version == 2
    assert [event["version"] for event in events.read("asked")] == [1, 2]
    assert stores.redis.get_node_from_key(game_key("gl", "asked", "events")).port == target


def test_a_durable_append_no_replica_holds_is_refused_and_its_retry_appends_once(cluster_client, local_cluster):
    stores = Stores.on(cluster_client, wait_replica_ms=300)
    events = stores.events
    assert events.append("held", 0, {"type": "created"}, tag=b"c" * 12).version == 1
    master = cluster_client.get_node_from_key(game_key("gl", "held", "events"))
    replica = next(node for node in _replicas_of(cluster_client, master))
    pid = cluster_client.get_redis_connection(replica).info("server")["process_id"]
    os.kill(pid, signal.SIGSTOP)        # the replica takes nothing in until it is let go
    try:
        with pytest.raises(NotReplicated):
            events.append("held", 1, {"move": 1}, tag=b"d" * 12)
    finally:
        os.kill(pid, signal.SIGCONT)
    time.sleep(0.5)
    again = events.append("held", 1, {"move": 1}, tag=b"d" * 12)     # the client's retry, once a replica is back
    assert again.version == 2 and again.duplicate
    assert events.version("held") == 2


def test_a_durable_creation_record_index_entry_and_player_key_wait_for_a_replica_and_a_retry_finds_the_same_record(
        cluster_client, local_cluster):
    """A creation named by an Idempotency-Key is acknowledged only once a replica holds its record, so a failover
    cannot lose the record of a game whose creation was acknowledged (a retry would then make a second game); a
    record found made by an earlier try is waited for again. So are a game's index entry and a player key's seats."""
    stores = Stores.on(cluster_client, wait_replica_ms=300)
    record = stores.creations.key("game", "d1")
    master = cluster_client.get_node_from_key(record)
    replica = next(node for node in _replicas_of(cluster_client, master))
    pid = cluster_client.get_redis_connection(replica).info("server")["process_id"]
    indexed = next(game for game in (f"g{n}" for n in range(1000))      # a game whose index bucket is on that master
                   if cluster_client.get_node_from_key(stores.index.bases[stores.index.bucket(game)]) == master)
    os.kill(pid, signal.SIGSTOP)
    try:
        with pytest.raises(NotReplicated):      # a game's index entry, which the reconciler finds waiting games by
            stores.index.record(indexed, "dominion", "active", ["Ana"], 1.0)
        with pytest.raises(NotReplicated):
            stores.creations.record("game", "d1", "fingerprint", b"plan")
        with pytest.raises(NotReplicated):      # found made by the first try: not acknowledged while unreplicated
            stores.creations.record("game", "d1", "fingerprint", b"another plan")
    finally:
        os.kill(pid, signal.SIGCONT)
    time.sleep(0.5)
    kept = stores.creations.record("game", "d1", "fingerprint", b"another plan")      # the retry: the first plan
    assert (kept.fingerprint, kept.plan) == ("fingerprint", b"plan")
    on_replica = cluster_client.get_redis_connection(replica).pipeline(transaction=False)
    on_replica.execute_command("READONLY")      # a replica answers reads of its slots on a connection that asks
    on_replica.hget(record, "p")
    assert on_replica.execute()[1] == b"plan"       # held by the replica
    assert stores.index.record(indexed, "dominion", "active", ["Ana"], 1.0, force=True)
    assert stores.index.list(status="active")[0] == [indexed]
    stores.seats.register("p1")
    stores.seats.add("p1", "g1", [0], 1.0)
    assert stores.seats.known("p1") and stores.seats.games("p1") == [("g1", [0])]


def _replicas_of(cluster: RedisCluster, master):
    shards = cluster.get_redis_connection(master).execute_command("CLUSTER", "REPLICAS",
                                                                   cluster.get_redis_connection(master)
                                                                   .execute_command("CLUSTER", "MYID"))
    for line in shards:
        host_port = (line.decode() if isinstance(line, bytes) else line).split()[1].split("@")[0]
        host, port = host_port.rsplit(":", 1)
        yield cluster.get_node(host=host, port=int(port)) or _added(cluster, host, int(port))


def _added(cluster, host, port):
    from redis.cluster import ClusterNode

    return ClusterNode(host, port)
