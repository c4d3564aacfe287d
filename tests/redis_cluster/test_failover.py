"""A master of the cluster killed (SIGKILL) while 8 clients and 2 bot games play through a real API and worker: its
replica is promoted, the killed node comes back as a replica, and play goes on. In durable mode (an append
acknowledged once fsynced and held by a replica: WAIT) no acknowledged move is lost or duplicated, every game
verifies and the bot games finish. Without durable mode the acknowledged moves lost are counted and printed (the
replica lags the master by what it had not yet received)."""

import threading
import time

import pytest

from events.service import Ledger
from events.store import Stores
from gameledger.compose import redis_client
from gameledger.local_cluster import LocalCluster
from tests.reliability.players import Player
from tests.reliability.processes import request, scaled, wait_for
from tests.redis_cluster.service import served_on

pytestmark = [pytest.mark.slow, pytest.mark.cluster]

HUMANS = [{"name": "Ana"}, {"name": "Ben"}]
BOTS = [{"name": "Cy", "bot": "big-money"}, {"name": "Di", "bot": "big-money"}]
CLIENTS, BOT_GAMES = 8, 2
MOVES = scaled(60)      # each client's (RELIABILITY_SCALE=2.5: 150, the full soak); the master is killed at a fifth


@pytest.fixture(params=[True, False], ids=["durable", "not-durable"])
def durable(request):
    return request.param


@pytest.fixture
def cluster(tmp_path, durable):
    nodes = LocalCluster(tmp_path / "cluster", fsync="always" if durable else "everysec")
    nodes.start()
    yield nodes
    nodes.stop()


@pytest.fixture
def service(cluster, single_redis_url, durable):
    with served_on(cluster.url, single_redis_url, durable) as api:
        yield api


def test_a_killed_master_loses_no_acknowledged_move_in_durable_mode(cluster, service, durable):
    client = redis_client(cluster.url)
    games = [request(service.port, "POST", "/games", {"ruleset": "dominion", "seats": HUMANS})[2]
             for _ in range(CLIENTS)]
    bots = [request(service.port, "POST", "/games", {"ruleset": "dominion", "seats": BOTS})[2]["id"]
            for _ in range(BOT_GAMES)]
    players = [Player(lambda: service.port, game) for game in games]
    node_of = {game: client.get_node_from_key(f"gl:{{{game}}}:events").port for game in [*bots, *(g["id"] for g in games)]}
    victim = max(set(node_of.values()), key=list(node_of.values()).count)
    failures = []

    def play(player):
        try:
            player.play(MOVES)
        except BaseException as error:  # noqa: BLE001 - reported below
            failures.append(error)

    threads = [threading.Thread(target=play, args=(player,)) for player in players]
    for thread in threads:
        thread.start()
    wait_for(lambda: sum(len(player.acknowledged) for player in players) >= CLIENTS * MOVES // 5, 120,
             "the clients play")
    acknowledged_before = sum(len(player.acknowledged) for player in players)
    cluster.kill(victim)
    killed_at = time.monotonic()
    cluster.wait_promoted(victim)                # its replica promoted
    promoted_after = time.monotonic() - killed_at
    cluster.restart(victim)                      # back as a replica: durable appends on its shard go on
    cluster.wait_ok(60)
    for thread in threads:
        thread.join(300)
    assert not failures, failures

    ledger = Ledger(Stores.on(redis_client(cluster.url)))
    lost = duplicated = 0
    for player in players:
        versions = [version for _, version in player.acknowledged]
        length = ledger.states.version(player.game_id)
        lost += len(versions) - len(set(versions)) + max(0, 1 + len(set(versions)) - length)
        duplicated += max(0, length - 1 - len(versions))
        if durable:
            assert versions == list(range(2, 2 + len(versions))), "acknowledged versions are not gapless"
            assert length == 1 + len(versions), "an event beyond the acknowledged moves, or one missing"
        assert ledger.history.verify(player.game_id)["verified"]

    def bots_finished():
        return all(request(service.port, "GET", f"/games/{game}")[2]["status"] == "finished" for game in bots)

    wait_for(bots_finished, 300, lambda: f"{[request(service.port, 'GET', f'/games/{g}')[2]['version'] for g in bots]} "
                                     f"{service.worker.output()}")
    for game in bots:
        assert ledger.history.verify(game)["verified"]
    total = sum(len(player.acknowledged) for player in players)
    on_victim = sum(1 for player in players if node_of[player.game_id] == victim)
    print(f"\nfailover ({'durable' if durable else 'not durable'}): {total} moves acknowledged by {CLIENTS} clients "
          f"({on_victim} games on the killed master, {acknowledged_before} acknowledged before the kill), replica "
          f"promoted in {promoted_after:.1f} s; lost {lost}, duplicated {duplicated}; bot games finished and verified")
    if durable:
        assert lost == 0 and duplicated == 0
