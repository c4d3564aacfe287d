import json

import pytest
import redis

from events.errors import RedisUnavailable
from gameledger.local_redis import LocalRedis, find_redis_server, free_port


def test_persistent_server_writes_an_append_only_file_and_is_reused(tmp_path):
    first = LocalRedis()
    url = first.start(tmp_path)
    try:
        assert url.startswith("redis://127.0.0.1:") and url.endswith("/0")
        redis.Redis.from_url(url).set("k", "v")
        assert list(tmp_path.glob("appendonly*"))
        assert (tmp_path / "redis.log").exists()
        recorded = json.loads((tmp_path / "server.json").read_text())
        assert recorded == {"pid": first.process.pid, "port": int(url.split(":")[2].split("/")[0])}

        with LocalRedis() as second:
            assert second.start(tmp_path) == url
            assert second.process is None
            assert redis.Redis.from_url(second.url).get("k") == b"v"
        assert redis.Redis.from_url(url).ping()  # the reuser's stop leaves the server running
    finally:
        process = first.process
        first.stop()
    assert process.returncode is not None
    assert not (tmp_path / "server.json").exists()
    with pytest.raises(redis.ConnectionError):
        redis.Redis.from_url(url, socket_connect_timeout=1).ping()


def test_persistent_data_survives_a_restart(tmp_path):
    with LocalRedis() as server:
        redis.Redis.from_url(server.start(tmp_path, port=free_port())).set("k", "v")
    with LocalRedis() as server:
        assert redis.Redis.from_url(server.start(tmp_path)).get("k") == b"v"


def test_a_stale_server_file_starts_a_new_server(tmp_path):
    (tmp_path / "server.json").write_text(json.dumps({"pid": 1, "port": free_port()}))
    with LocalRedis() as server:
        url = server.start(tmp_path, persistent=False)
        assert server.process is not None
        assert redis.Redis.from_url(url).ping()


def test_missing_redis_server_says_how_to_get_one(monkeypatch):
    monkeypatch.setenv("PATH", "")
    with pytest.raises(RedisUnavailable, match="apt-get install redis-server"):
        find_redis_server()
