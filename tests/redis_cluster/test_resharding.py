"""Slots moved between masters (`redis-cli --cluster reshard`) while 8 clients and 2 bot games play through a real API
and worker: every acknowledged move is kept once, versions stay gapless, every game verifies, the bot games finish,
and no move waits long (MOVED, ASK and TRYAGAIN followed)."""

import shutil
import subprocess
import threading
import time

import pytest

from events.service import Ledger
from events.store import Stores
from gameledger.compose import redis_client
from gameledger.local_cluster import LocalCluster
from gameledger.local_redis import _client
from tests.reliability.players import Player
from tests.reliability.processes import request, scaled, wait_for
from tests.redis_cluster.service import served_on

pytestmark = [pytest.mark.slow, pytest.mark.cluster]

HUMANS = [{"name": "Ana"}, {"name": "Ben"}]
BOTS = [{"name": "Cy", "bot": "big-money"}, {"name": "Di", "bot": "big-money"}]
SLOTS = scaled(1000)  # moved each way (RELIABILITY_SCALE=3: 3,000, a sixth of the keyspace, the full soak)
STALL_SECONDS = 10  # no move waits longer (a move meeting its slot half moved waits for the slot: TRYAGAIN)


@pytest.fixture
def cluster(tmp_path):
    nodes = LocalCluster(tmp_path / "cluster")
    nodes.start()
    yield nodes
    nodes.stop()


@pytest.fixture
def service(cluster, single_redis_url):
    with served_on(cluster.url, single_redis_url) as api:
        yield api


def reshard(source: int, target: int, slots: int) -> None:
    def node_id(port):
        client = _client(port)
        try:
            return client.execute_command("CLUSTER", "MYID").decode()
        finally:
            client.close()

    def agreed():       # redis-cli refuses to reshard until every node has the last move's configuration
        return subprocess.run([shutil.which("redis-cli"), "--cluster", "check", f"127.0.0.1:{source}"],
                              capture_output=True, timeout=60).returncode == 0

    wait_for(agreed, 60, "the nodes do not agree on the slots")
    done = subprocess.run([shutil.which("redis-cli"), "--cluster", "reshard", f"127.0.0.1:{source}",
                           "--cluster-from", node_id(source), "--cluster-to", node_id(target),
                           "--cluster-slots", str(slots), "--cluster-yes", "--cluster-pipeline", "100"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, "\n".join((done.stdout + done.stderr).splitlines()[-15:])


def test_slots_moved_while_games_are_played_lose_and_stall_nothing(cluster, service):
    games = [request(service.port, "POST", "/games", {"ruleset": "dominion", "seats": HUMANS})[2] for _ in range(8)]
    bots = [request(service.port, "POST", "/games", {"ruleset": "dominion", "seats": BOTS})[2]["id"] for _ in range(2)]
    players = [Player(lambda: service.port, game) for game in games]
    failures, slowest, resharding = [], [0.0], threading.Event()

    def play(player):
        """Moves one at a time until the slots have moved both ways (and a few more), each timed."""
        try:
            while resharding.is_set() or len(player.acknowledged) < 10:
                started = time.monotonic()
                player.play(1)
                slowest[0] = max(slowest[0], time.monotonic() - started)
        except BaseException as error:  # noqa: BLE001 - reported below
            failures.append(error)

    resharding.set()
    threads = [threading.Thread(target=play, args=(player,)) for player in players]
    for thread in threads:
        thread.start()
    first, second, _ = cluster.masters()
    started = time.monotonic()
    reshard(first, second, SLOTS)
    reshard(second, first, SLOTS)
    resharded = time.monotonic() - started
    resharding.clear()
    cluster.wait_ok(60)
    for thread in threads:
        thread.join(300)
    assert not failures, failures
    assert all(player.refusals == 0 for player in players)
    assert slowest[0] < STALL_SECONDS, f"a move took {slowest[0]:.1f} s"

    ledger = Ledger(Stores.on(redis_client(cluster.url)))
    for player in players:
        versions = [version for _, version in player.acknowledged]
        assert versions == list(range(2, 2 + len(versions))), "acknowledged versions are not gapless"
        assert ledger.states.version(player.game_id) == 1 + len(versions)
        assert ledger.history.verify(player.game_id)["verified"]
    wait_for(lambda: all(request(service.port, "GET", f"/games/{game}")[2]["status"] == "finished" for game in bots),
             300, lambda: f"the bot games did not finish: {service.worker.output()}")
    listed = request(service.port, "GET", "/games?limit=50")[2]
    assert {game["id"] for game in listed["games"]} == {game["id"] for game in games} | set(bots)
    print(f"\nresharding: {2 * SLOTS} slots moved in {resharded:.1f} s while {len(players)} clients played "
          f"{sum(len(p.acknowledged) for p in players)} moves (the slowest move {slowest[0]:.2f} s); "
          f"none lost, none refused; bot games finished")
