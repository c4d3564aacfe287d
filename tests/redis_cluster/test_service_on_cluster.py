"""The service as deployed, on the tests' Redis Cluster: `gameledger serve` and `gameledger worker` processes with
REDIS_URL=redis+cluster://... and the queues on a Redis of their own (GAMELEDGER_QUEUE_URL). Bots play Dominion to
the end through the worker while a client follows the game's stream; the game lists, verifies and is read whole; the
rate limiter counts on the cluster; and without a queue Redis the service refuses to start, saying why."""

import http.client
import os
import subprocess
import sys

import pytest

from gameledger.local_redis import free_port
from tests.api.sse import received
from tests.reliability.processes import ROOT, Api, request, wait_for, worker

pytestmark = pytest.mark.cluster

BOTS = [{"name": "Ana", "bot": "big-money"}, {"name": "Ben", "bot": "big-money"}]


@pytest.fixture
def service(cluster_url, cluster_client, single_redis_url):
    queues = {"GAMELEDGER_QUEUE_URL": single_redis_url, "GAMELEDGER_STREAM_HEARTBEAT": "0.5",
              "GAMELEDGER_LIMIT_REPLAY": "1000/second"}
    api, work = Api(cluster_url), worker(cluster_url)
    api.args += ("--workers", "1", "--threads", "4")
    api.env, work.env = queues, queues
    api.start()
    work.start()
    yield api
    work.stop()
    api.stop()
    import redis

    redis.Redis.from_url(single_redis_url).flushdb()


def followed(port, game_id) -> tuple[list[int], list[dict]]:
    """The versions a spectator's stream sends, in order, until its end; and the end."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    connection.request("GET", f"/games/{game_id}/stream?from=1")
    response = connection.getresponse()
    assert response.status == 200
    versions = []
    try:
        for message in received(response):
            if message.get("event") == "end":
                return versions, message["data"]
            if "id" in message:
                versions.append(int(message["id"]))
    finally:
        connection.close()


def test_bots_play_dominion_to_the_end_on_the_cluster_through_the_api_and_the_worker(service):
    status, _, game = request(service.port, "POST", "/games", {"ruleset": "dominion", "seats": BOTS})
    assert status == 201, game
    versions, end = followed(service.port, game["id"])
    assert versions == list(range(1, len(versions) + 1)) and len(versions) > 20
    status, _, info = request(service.port, "GET", f"/games/{game['id']}")
    assert info["status"] == "finished" and info["version"] == versions[-1]
    status, _, verified = request(service.port, "GET", f"/games/{game['id']}/verify")
    assert status == 200 and verified["verified"], verified
    status, _, listed = request(service.port, "GET", "/games?status=finished&ruleset=dominion")
    assert status == 200 and [each["id"] for each in listed["games"]] == [game["id"]]


def test_several_games_land_on_every_master_and_all_finish(service, cluster_client):
    games = []
    for _ in range(6):
        status, _, game = request(service.port, "POST", "/games", {"ruleset": "dominion", "seats": BOTS})
        assert status == 201
        games.append(game["id"])

    def finished():
        _, _, listed = request(service.port, "GET", "/games?status=finished&limit=50")
        return {each["id"] for each in listed["games"]} >= set(games)

    wait_for(finished, 240, lambda: request(service.port, "GET", "/games?limit=50")[2])
    nodes = {cluster_client.get_node_from_key(f"gl:{{{game}}}:events").name for game in games}
    assert len(nodes) >= 2, "six games all on one master: the hash tags do not spread them"


def test_the_rate_limiter_counts_on_the_cluster(cluster_url, cluster_client, single_redis_url):
    api = Api(cluster_url)
    api.args += ("--workers", "1", "--threads", "2")
    api.env = {"GAMELEDGER_QUEUE_URL": single_redis_url, "GAMELEDGER_LIMIT_CREATE": "2/minute"}
    api.start()
    try:
        answers = [request(api.port, "POST", "/games", {"ruleset": "dominion", "seats": BOTS})[0] for _ in range(3)]
    finally:
        api.stop()
    assert answers == [201, 201, 429]
    assert any(key.startswith(b"LIMITS") or b"gl-limits" in key for key in cluster_client.scan_iter())


def test_a_cluster_store_without_a_queue_redis_is_refused_at_start_in_one_line(cluster_url):
    env = {name: value for name, value in os.environ.items() if name != "GAMELEDGER_QUEUE_URL"}
    command = [sys.executable, "-m", "gameledger.cli", "serve", "--port", str(free_port())]
    finished = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60,
                              env=dict(env, REDIS_URL=cluster_url))
    assert finished.returncode == 1
    assert finished.stderr.strip().splitlines()[-1] == (
        "Error: REDIS_URL names a Redis Cluster and RQ cannot run on one: set GAMELEDGER_QUEUE_URL to a single Redis "
        "for the queues (redis://host:port/db)")
