import pytest

from .processes import KillableRedis


@pytest.fixture
def store(tmp_path):
    """A Redis of the test's own, with its append-only file, that a test may kill and bring back."""
    server = KillableRedis(tmp_path / "redis").start()
    yield server
    server.stop()
