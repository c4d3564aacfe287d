import os

import pytest
import redis

from gameledger.compose import redis_client
from gameledger.local_redis import LocalRedis
from tests.cluster import STORE, cluster_client, cluster_url, local_cluster  # noqa: F401 (fixtures)


@pytest.fixture(scope="session")
def single_redis_url(tmp_path_factory):
    """A private redis-server on a free port for the whole session; never the machine's own Redis."""
    server = LocalRedis()
    url = server.start(tmp_path_factory.mktemp("redis"), persistent=False)
    yield url
    server.stop()


@pytest.fixture(scope="session")
def redis_url(request, single_redis_url):
    """The tests' store: the single Redis, or the local cluster with PYTEST_STORE=cluster (then the
    processes the tests start put their queues on the single Redis: GAMELEDGER_QUEUE_URL)."""
    if STORE != "cluster":
        return single_redis_url
    os.environ["GAMELEDGER_QUEUE_URL"] = single_redis_url
    return request.getfixturevalue("cluster_url")


@pytest.fixture
def client(redis_url):
    client = redis_client(redis_url)
    client.flushdb()
    yield client
    client.close()


@pytest.fixture
def queue_client(client, single_redis_url):
    """The queues' Redis (RQ): the store's when that is the single Redis, else the single Redis beside the cluster,
    flushed too."""
    if STORE != "cluster":
        yield client
        return
    queues = redis.Redis.from_url(single_redis_url)
    queues.flushdb()
    yield queues
    queues.close()


@pytest.fixture
def ledger_client(client):
    """A flushed Redis client; after the test every game left in it must replay to its recorded hashes."""
    yield client
    from events.service import Ledger
    from events.store import Stores

    ledger = Ledger(Stores.on(client))
    for key in client.scan_iter(match="gl:{*}:events"):
        game_id = key.decode().split("{", 1)[1].split("}", 1)[0]
        if game_id != "games":
            ledger.history.verify(game_id)


@pytest.fixture
def seeds():
    """The seed source the tests' service is handed: random, unless a test pins it (seeds.pin(seed))."""
    from tests.seeding import Seeds

    return Seeds()


@pytest.fixture
def app(ledger_client, redis_url, seeds):
    from tests.wiring import app_on

    return app_on(redis_url, seeds=seeds)


@pytest.fixture
def http(app):
    return app.test_client()
