"""The append and the catch-up called straight on connections of the store's own (events/store/direct.py): the same
answers as through redis-py, and the same recovery when a connection or a script is lost."""

import multiprocessing
import os
import uuid

import pytest
import redis

from events.store import EventStore


@pytest.fixture
def redis_url(single_redis_url):
    """One Redis whatever the tests' store (PYTEST_STORE): what is tested here is its own:
    the direct path's connections on one Redis (tests/redis_cluster holds the cluster's)."""
    return single_redis_url


@pytest.fixture
def store(client):
    return EventStore(client)


KEYS = ["gl:{g1}:events", "gl:{g1}:snapshot"]      # the catch-up script's


def own_connections(client) -> list[int]:
    """Ids of this test's store's direct connections, as Redis lists them (CLIENT LIST), by their name."""
    return [int(entry["id"]) for entry in client.client_list() if entry["name"] == client.direct_name]


def named(store, client):
    """The direct path's connections named for this test alone, so it finds them in CLIENT LIST (an earlier test's
    store may not have closed its own yet)."""
    pool = client.connection_pool
    client.direct_name = f"direct-{uuid.uuid4().hex[:12]}"
    store._direct._connect = lambda: pool.connection_class(**pool.connection_kwargs, client_name=client.direct_name)


def test_appends_and_catch_up_reuse_one_connection(store, client):
    named(store, client)
    for version in range(5):
        store.append("g1", version, {"move": version})
    length, events, _ = store.since("g1", 2)
    assert length == 5 and [event["move"] for event in events] == [2, 3, 4]
    assert [event["version"] for event in events] == [3, 4, 5]
    assert len(own_connections(client)) == 1


def test_since_answers_as_the_pipeline_did(store, client):
    store.append("g1", 0, {"type": "created", "hash": "ab" * 32})
    store.append("g1", 1, {"type": "move", "seat": 0, "move": {"buy": "Silver"}, "hash": "cd" * 16})
    assert store.since("g1", 2) == (2, [], 0)
    assert store.since("g1", 0) == (2, store.read("g1"), 0)
    assert store.since("nothing", 0) == (0, [], 0)
    store.keep_snapshot("g1", 2, b"data")
    assert store.since("g1", 2) == (2, [], 2)


def test_a_killed_connection_is_dropped_and_the_call_made_again(store, client):
    named(store, client)
    store.append("g1", 0, {"move": 0})
    (first,) = own_connections(client)
    client.execute_command("CLIENT KILL ID", first)
    assert store.append("g1", 1, {"move": 1}).version == 2          # through redis-py, once
    assert store.since("g1", 1)[1][0]["move"] == 1                  # a new connection of its own
    assert first not in own_connections(client) and len(own_connections(client)) == 1
    assert store.version("g1") == 2


def test_a_script_redis_lost_is_loaded_again(store, client):
    store.append("g1", 0, {"move": 0})
    client.script_flush()
    assert store.append("g1", 1, {"move": 1}).version == 2
    client.script_flush()
    assert store.since("g1", 0)[0] == 2


def test_an_error_answered_is_raised_and_the_next_call_works(store, client):
    client.set("gl:{g1}:events", "not a stream")
    with pytest.raises(redis.ResponseError, match="WRONGTYPE"):
        store.since("g1", 0)
    client.delete("gl:{g1}:events")
    assert store.append("g1", 0, {"move": 0}).version == 1


def _append_in_child(store, queue):
    try:
        version = store.append("g1", 1, {"move": "child"}).version
        queue.put((version, store._direct._idle[-1].pid == os.getpid()))      # made by the child
    except Exception as error:      # noqa: BLE001 - reported to the parent
        queue.put(repr(error))


def test_a_forked_process_opens_its_own_connection(store, client):
    named(store, client)
    store.append("g1", 0, {"move": 0})
    (parent,) = own_connections(client)
    queue = multiprocessing.get_context("fork").Queue()
    child = multiprocessing.get_context("fork").Process(target=_append_in_child, args=(store, queue))
    child.start()
    assert queue.get(timeout=30) == (2, True)
    child.join(30)
    assert child.exitcode == 0
    assert store.since("g1", 0)[0] == 2                   # the parent's connection still in step
    assert parent in own_connections(client)
    assert os.getpid() == store._direct._pid


def test_a_command_after_the_script_goes_on_the_same_connection(store, client):
    """Durable mode's WAITAOF waits for the writes of the connection it is sent on: the append's."""
    named(store, client)
    store.append("g1", 0, {"move": 0})
    (direct,) = own_connections(client)
    length, _, _ = store._direct.call(store._since, KEYS, ["1-0"], then=("CLIENT", "SETNAME", "after"))
    assert length == 1
    assert [entry["id"] for entry in client.client_list() if entry["name"] == "after"] == [str(direct)]
    client.script_flush()          # and through redis-py's pipeline, one connection for both
    assert store._direct.call(store._since, KEYS, ["1-0"], then=("CLIENT", "SETNAME", "again"))[0] == 1
    assert store.version("g1") == 1


def test_an_error_answered_to_the_command_after_is_raised_and_the_connection_kept_in_step(store, client):
    named(store, client)
    store.append("g1", 0, {"move": 0})
    with pytest.raises(redis.ResponseError, match="unknown command"):
        store._direct.call(store._since, KEYS, ["1-0"], then=("NO-SUCH-COMMAND",))
    assert store.append("g1", 1, {"move": 1}).version == 2
    assert store.since("g1", 0)[0] == 2 and len(own_connections(client)) == 1
