"""Durable mode: an acknowledged move is fsynced first, or the service refuses to start on a Redis that cannot."""

import os
import subprocess
import sys

import pytest
import redis

from events.service import Ledger
from events.store import Stores
from gameledger.durability import DurabilityError, check
from gameledger.local_redis import LocalRedis, free_port

from .processes import ROOT


@pytest.fixture
def server(tmp_path):
    local = LocalRedis()
    url = local.start(tmp_path, persistent=True)
    yield redis.Redis.from_url(url, decode_responses=True), url
    local.stop()


def test_the_default_promise_is_the_append_only_file_fsynced_every_second(server):
    connection, _ = server
    kept = check(connection, durable=False, private=True)
    assert not kept.durable and "fsync everysec" in kept.summary


def test_durable_mode_makes_the_private_redis_fsync_every_write(server):
    connection, _ = server
    kept = check(connection, durable=True, private=True)
    assert kept.durable and connection.config_get("appendfsync")["appendfsync"] == "always"


def test_a_private_redis_left_durable_by_an_earlier_run_is_set_back_at_the_next_start(server):
    connection, _ = server
    check(connection, durable=True, private=True)
    kept = check(connection, durable=False, private=True)        # the next start, without --durable
    assert not kept.durable and connection.config_get("appendfsync")["appendfsync"] == "everysec"
    assert check(connection, durable=True, private=True).durable     # and with it again
    assert connection.config_get("appendfsync")["appendfsync"] == "always"


def test_an_external_redis_keeps_its_own_setting_whatever_the_start(server):
    connection, _ = server
    connection.config_set("appendfsync", "always")
    check(connection, durable=False, private=False)
    assert connection.config_get("appendfsync")["appendfsync"] == "always"


def test_durable_mode_refuses_an_external_redis_that_fsyncs_once_a_second(server):
    connection, _ = server
    with pytest.raises(DurabilityError, match="appendfsync always"):
        check(connection, durable=True, private=False)


def test_durable_mode_refuses_a_redis_without_its_append_only_file(server):
    connection, _ = server
    connection.config_set("appendonly", "no")
    with pytest.raises(DurabilityError, match="appendonly yes"):
        check(connection, durable=True, private=False)
    assert "restart loses" in check(connection, durable=False, private=False).summary


def test_serve_durable_on_such_a_redis_says_why_and_exits(server):
    connection, url = server
    command = [sys.executable, "-m", "gameledger.cli", "serve", "--durable", "--port", str(free_port())]
    finished = subprocess.run(command, cwd=ROOT, env=dict(os.environ, REDIS_URL=url), capture_output=True, text=True,
                              timeout=60)
    assert finished.returncode == 1 and "appendfsync always" in finished.stderr


def test_appends_in_durable_mode_play_a_game_on_an_always_fsyncing_redis(server):
    """Debian's Redis is 7.0, without WAITAOF: durable mode here is `appendfsync always` (the WAITAOF path of
    Redis 7.2+ is chosen by `check` and cannot run on this machine)."""
    connection, url = server
    kept = check(connection, durable=True, private=True)
    assert kept.wait_aof is (tuple(map(int, connection.info("server")["redis_version"].split(".")[:2])) >= (7, 2))
    ledger = Ledger(Stores.on(redis.Redis.from_url(url), wait_aof=kept.wait_aof))
    game_id = ledger.creating.create_game("dominion", {}, [{"name": "A", "bot": "big-money"}, {"name": "B", "bot": "big-money"}])["id"]
    ledger.moves.play_bots(game_id, 1)
    assert ledger.views.info(game_id, None)["status"] == "finished"
    persistence = connection.info("persistence")
    assert persistence["aof_enabled"] == 1 and persistence["aof_last_write_status"] == "ok"
