import pytest
import redis

from events import LocalRedis


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    """A private redis-server on a free port for the whole session; never the machine's own Redis."""
    server = LocalRedis()
    url = server.start(tmp_path_factory.mktemp("redis"), persistent=False)
    yield url
    server.stop()


@pytest.fixture
def client(redis_url):
    client = redis.Redis.from_url(redis_url)
    client.flushdb()
    yield client
    client.close()
