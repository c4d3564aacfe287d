"""The tests' Redis Cluster: six local redis-server nodes (gameledger/local_cluster.py, the code `gameledger cluster
up` runs), started once a session, with a single Redis beside it for the queues (RQ cannot run on a cluster).

`PYTEST_STORE=cluster` (not a GAMELEDGER_* variable: every command the tests start warns of one that is no setting)
runs every test that takes `redis_url` or `client` on the cluster instead of one Redis
(tests/conftest.py); the tests under tests/redis_cluster/ (marker `cluster`) run on it whatever the variable says."""

import os

import pytest

from gameledger.compose import redis_client
from gameledger.local_cluster import LocalCluster

STORE = os.environ.get("PYTEST_STORE", "redis")
if STORE not in ("redis", "cluster"):
    raise ValueError(f"PYTEST_STORE={STORE!r}: redis or cluster")

QUEUES: dict[str, str] = {}     # a cluster's URL -> the Redis its queues are on (tests/wiring.py reads it)


@pytest.fixture(scope="session")
def local_cluster(tmp_path_factory, single_redis_url):
    nodes = LocalCluster(tmp_path_factory.mktemp("cluster"))
    url = nodes.start()
    QUEUES[url] = single_redis_url
    yield nodes
    nodes.stop()


@pytest.fixture(scope="session")
def cluster_url(local_cluster):
    return local_cluster.url


@pytest.fixture
def cluster_client(cluster_url):
    """A RedisCluster client (answering bytes) of the tests' cluster, every master flushed."""
    client = redis_client(cluster_url)
    client.flushdb()
    yield client
    client.close()
