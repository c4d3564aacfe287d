"""Where the API finds its Redis under any WSGI server, and the demo's port when its own is taken."""

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request

import pytest
import redis

from api.app import create_app
from gameledger.demo import _serve
from gameledger.local_redis import free_port
from gameledger.serving import wsgi_app


def get_json(url):
    with urllib.request.urlopen(url, timeout=5) as response:
        return response.status, json.load(response)


def test_create_app_without_a_redis_is_refused_not_pointed_at_6379(monkeypatch):
    monkeypatch.delenv("REDIS_URL", raising=False)
    with pytest.raises(ValueError, match="REDIS_URL"):
        create_app()


def test_wsgi_app_uses_redis_url_when_it_is_set(monkeypatch, client, redis_url):
    monkeypatch.setenv("REDIS_URL", redis_url)
    http = wsgi_app().test_client()
    created = http.post("/games", json={"ruleset": "dominion", "seats": [{"name": "Ana"}, {"name": "Ben"}]})
    assert created.status_code == 201
    assert client.exists(f"gl:{{{created.get_json()['id']}}}:events")


@pytest.mark.slow
def test_gunicorn_runs_wsgi_app_on_the_private_redis_the_command_line_would_start(tmp_path):
    """No REDIS_URL: the app starts (or reuses) the private redis-server in GAMELEDGER_DATA_DIR, as `gameledger
    serve` does, and answers on it."""
    env = {key: value for key, value in os.environ.items() if key != "REDIS_URL"}
    env["GAMELEDGER_DATA_DIR"] = str(tmp_path / "redis")
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}", "--workers", "1",
                               "gameledger.serving:wsgi_app()"], env=env, cwd=tmp_path,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    recorded = tmp_path / "redis" / "server.json"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                status, health = get_json(f"http://127.0.0.1:{port}/health")
                break
            except OSError:
                assert server.poll() is None, server.stderr.read().decode()
                assert time.monotonic() < deadline, "gunicorn did not answer"
                time.sleep(0.2)
        assert status == 200 and health == {"status": "ok", "redis": "ok"}
        private = json.loads(recorded.read_text())
        assert redis.Redis(port=private["port"]).ping()
    finally:
        server.terminate()
        server.wait(timeout=20)
        if recorded.exists():
            redis.Redis(port=json.loads(recorded.read_text())["port"]).shutdown(nosave=True)


def test_the_demo_serves_on_another_port_when_its_own_is_taken(ledger_client, redis_url):
    app = create_app(redis_url)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        server = _serve(app, port)
        try:
            assert server.server_address[1] != port
            health = get_json(f"http://127.0.0.1:{server.server_address[1]}/health")
            assert health == (200, {"status": "ok", "redis": "ok"})
        finally:
            server.shutdown()
            server.server_close()


def test_the_demo_serves_on_its_own_port_when_it_is_free(ledger_client, redis_url):
    port = free_port()
    server = _serve(create_app(redis_url), port)
    try:
        assert server.server_address[1] == port
        assert get_json(f"http://127.0.0.1:{port}/health")[0] == 200
    finally:
        server.shutdown()
        server.server_close()
