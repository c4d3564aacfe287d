import threading

import pytest

from events.errors import EventNotFound, GameNotFound, IdempotencyConflict, StaleVersion
from events.store import EventStore
from events.store import encoding, streams as store_module
from gameledger.compose import redis_client


@pytest.fixture
def store(client):
    return EventStore(client)


def run_together(count, action):
    """Run action(i) in `count` threads released at once; returns (results, errors) by outcome."""
    barrier = threading.Barrier(count)
    results, errors = [], []

    def worker(i):
        barrier.wait()
        try:
            results.append(action(i))
        except Exception as error:  # noqa: BLE001 - collected and asserted on by the test
            errors.append(error)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results, errors


def test_appended_events_read_back_in_order_with_gapless_versions(store):
    for n in range(5):
        store.append("g1", n, {"move": f"m{n}"})
    assert store.read("g1") == [{"move": f"m{n}", "version": n + 1} for n in range(5)]
    assert store.version("g1") == 5
    assert store.exists("g1")


def test_events_are_stream_entries_with_version_ids_a_compact_field_and_a_tag(store, client):
    store.append("g1", 0, {"b": 2, "a": [1]})
    assert client.xrange("gl:{g1}:events") == [(b"1-0", {b"c": encoding.encode({"b": 2, "a": [1]}), b"k": b""})]
    assert client.hgetall("gl:{g1}:meta") == {b"version": b"1"}


MOVE = {"type": "move", "seat": 1, "move": {"buy": "Province"}, "private": False, "dt": 41_250, "hash": "ab" * 32}


def test_the_envelope_is_kept_compact_and_reads_back_exactly():
    packed = encoding.encode(MOVE)
    assert encoding.decode({b"c": packed}) == MOVE
    assert len(packed) == 56        # 32 of them the hash; its JSON takes 151
    created = {"type": "created", "schema": 2, "at": "2026-11-24T21:20:19.123+00:00", "seats": []}
    assert encoding.decode({b"c": encoding.encode(created)}) == created
    odd = dict(MOVE, at="yesterday", hash="not hex", type="resigned", extra=None, seat=None)
    assert encoding.decode({b"c": encoding.encode(odd)}) == odd     # what does not fit is kept as it came
    assert encoding.decode({b"c": encoding.encode({"move": {"x": 1}})}) == {"move": {"x": 1}}


def test_events_kept_as_json_by_an_older_release_still_read(store, client):
    client.xadd("gl:{g1}:events", {"e": '{"type":"created","schema":1,"at":"2025-01-01T00:00:00.000+00:00"}'},
                id="1-0")
    store.append("g1", 1, MOVE)
    assert store.read("g1") == [{"type": "created", "schema": 1, "at": "2025-01-01T00:00:00.000+00:00", "version": 1},
                                dict(MOVE, version=2)]


def test_a_retry_is_known_by_the_tag_kept_in_the_event_it_appended(store, client):
    store.append("g1", 0, {"n": 0})
    tag = b"key-dig!" + b"request!"
    assert store.append("g1", 1, {"n": 1}, tag=tag) == store_module.AppendResult(2, False)
    assert store.append("g1", 1, {"n": 1}, tag=tag) == store_module.AppendResult(2, True)
    with pytest.raises(IdempotencyConflict):
        store.append("g1", 1, {"n": 9}, tag=b"key-dig!" + b"another!")
    with pytest.raises(StaleVersion):
        store.append("g1", 1, {"n": 1}, tag=b"otherkey" + b"request!")
    assert store.recognise("g1", 1, tag=tag) == store_module.Recognised(2, True, 2)
    assert store.recognise("g1", 1, tag=b"otherkey" + b"request!") == store_module.Recognised(2, False)
    assert store.version("g1") == 2
    assert not client.exists("gl:{g1}:idem")        # nothing kept beside the stream


def test_a_snapshot_is_replaced_only_by_a_later_one(store):
    store.append("g1", 0, {"n": 0})
    assert store.snapshot("g1") is None
    assert store.keep_snapshot("g1", 50, b"fifty")
    assert not store.keep_snapshot("g1", 40, b"forty")
    assert store.snapshot("g1") == (50, b"fifty")
    assert store.opening("g1") == ({"version": "1"}, {"n": 0, "version": 1}, (50, b"fifty"))
    store.drop_snapshot("g1", 40)                  # not the one kept
    assert store.snapshot("g1") == (50, b"fifty")
    store.drop_snapshot("g1", 50)
    assert store.opening("g1")[2] is None
    with pytest.raises(GameNotFound):
        store.opening("g2")


def test_since_answers_the_length_and_the_events_after_a_version(store):
    for n in range(4):
        store.append("g1", n, {"n": n})
    assert store.since("g1", 2) == (4, [{"n": 2, "version": 3}, {"n": 3, "version": 4}], 0)
    assert store.since("g1", 4) == (4, [], 0)


def test_read_pages_by_start_and_limit(store):
    for n in range(10):
        store.append("g1", n, {"n": n})
    assert [e["version"] for e in store.read("g1", start=4, limit=3)] == [4, 5, 6]
    assert [e["version"] for e in store.read("g1", start=9)] == [9, 10]
    assert store.read("g1", start=11) == []
    assert store.read("g1", limit=0) == []


def test_read_of_a_game_longer_than_one_chunk_returns_every_event(store, monkeypatch):
    monkeypatch.setattr(store_module, "READ_CHUNK", 3)
    for n in range(10):
        store.append("g1", n, {"n": n})
    assert [e["n"] for e in store.read("g1")] == list(range(10))
    assert [e["n"] for e in store.read("g1", start=2, limit=7)] == list(range(1, 8))


def test_event_returns_one_version(store):
    for n in range(3):
        store.append("g1", n, {"n": n})
    assert store.event("g1", 2) == {"n": 1, "version": 2}
    with pytest.raises(EventNotFound):
        store.event("g1", 4)
    with pytest.raises(GameNotFound):
        store.event("nope", 1)


def test_missing_game_is_not_found(store):
    assert store.version("nope") == 0
    assert not store.exists("nope")
    with pytest.raises(GameNotFound):
        store.read("nope")
    with pytest.raises(GameNotFound):
        store.read("nope", limit=0)


def test_stale_append_names_the_current_version_and_appends_nothing(store):
    store.append("g1", 0, {"n": 0})
    store.append("g1", 1, {"n": 1})
    with pytest.raises(StaleVersion) as raised:
        store.append("g1", 1, {"n": "late"})
    assert raised.value.current == 2
    with pytest.raises(StaleVersion) as raised:
        store.append("g1", 5, {"n": "ahead"})
    assert raised.value.current == 2
    assert [e["n"] for e in store.read("g1")] == [0, 1]


def test_creating_an_existing_game_is_stale(store):
    store.append("g1", 0, {"n": 0})
    with pytest.raises(StaleVersion) as raised:
        store.append("g1", 0, {"n": "again"})
    assert raised.value.current == 1
    assert store.read("g1") == [{"n": 0, "version": 1}]


def test_concurrent_appends_at_one_version_accept_exactly_one(store):
    store.append("g1", 0, {"n": 0})
    results, errors = run_together(20, lambda i: store.append("g1", 1, {"by": i}, idempotency_key=f"k{i}"))
    assert [r.version for r in results] == [2]
    assert len(errors) == 19
    assert all(isinstance(e, StaleVersion) and e.current == 2 for e in errors)
    assert store.version("g1") == 2


def test_retried_idempotency_key_returns_first_version_and_appends_nothing(store):
    assert store.append("g1", 0, {"n": 0}, idempotency_key="create") == store_module.AppendResult(1, False)
    store.append("g1", 1, {"n": 1}, idempotency_key="move")
    retried = store.append("g1", 0, {"n": 0}, idempotency_key="create")
    assert (retried.version, retried.duplicate) == (1, True)
    assert store.version("g1") == 2


def test_idempotency_keys_belong_to_one_game(store):
    store.append("g1", 0, {"n": 0}, idempotency_key="k")
    assert store.append("g2", 0, {"n": 0}, idempotency_key="k").duplicate is False


def test_concurrent_retries_with_one_key_append_once(store):
    store.append("g1", 0, {"n": 0})
    results, errors = run_together(
        20, lambda i: store.append("g1", 1, {"n": 1}, idempotency_key="same", fingerprint="f")
    )
    assert errors == []
    assert sorted((r.version, r.duplicate) for r in results) == [(2, False)] + [(2, True)] * 19
    assert store.version("g1") == 2


def test_same_key_with_another_fingerprint_is_a_conflict(store):
    store.append("g1", 0, {"n": 0}, idempotency_key="k", fingerprint="body-a")
    assert store.append("g1", 0, {"n": 0}, idempotency_key="k", fingerprint="body-a").duplicate
    with pytest.raises(IdempotencyConflict) as raised:
        store.append("g1", 1, {"n": 1}, idempotency_key="k", fingerprint="body-b")
    assert raised.value.key == "k"
    assert store.version("g1") == 1


def test_meta_holds_strings_beside_the_version(store):
    store.append("g1", 0, {"n": 0})
    store.set_meta("g1", {"ruleset": "test", "status": "active"})
    assert store.meta("g1") == {"version": "1", "ruleset": "test", "status": "active"}
    assert store.meta("nope") == {}


def test_events_read_back_as_they_were_written_in_either_encoding(store, client):
    """The store keeps no schema: an event of the JSON encoding reads back as written (the service upcasts it)."""
    client.xadd("gl:{g1}:events", {"e": '{"schema":1,"actor":"Ana","at":"2026-11-22T05:46:49.070+00:00"}'}, id="1-0")
    store.append("g1", 1, {"type": "move", "seat": 0, "dt": 6})
    assert store.read("g1") == [{"schema": 1, "actor": "Ana", "at": "2026-11-22T05:46:49.070+00:00", "version": 1},
                                {"type": "move", "seat": 0, "dt": 6, "version": 2}]


def test_a_client_decoding_responses_is_refused_since_events_are_bytes(redis_url):
    with pytest.raises(ValueError, match="decode_responses"):
        EventStore(redis_client(redis_url, decode_responses=True))


@pytest.mark.parametrize("game_id", ["a}b", "{games}", "", "x" * 65, "a b", "é"])
def test_game_ids_that_could_break_a_key_name_no_game(store, game_id):
    with pytest.raises(GameNotFound):
        store.append(game_id, 0, {})
    with pytest.raises(GameNotFound):
        store.read(game_id)


def test_a_compacted_stream_reads_as_before_in_less_memory(store, client):
    for n in range(68):
        store.append("g1", n, dict(MOVE, dt=n), tag=bytes(12) if n % 2 else None)
    before, info = store.read("g1"), client.xinfo_stream("gl:{g1}:events")
    used = client.memory_usage("gl:{g1}:events", samples=0)
    store.compact("g1")
    assert store.read("g1") == before
    after = client.xinfo_stream("gl:{g1}:events")
    assert (after["length"], after["last-generated-id"]) == (info["length"], info["last-generated-id"])
    assert client.memory_usage("gl:{g1}:events", samples=0) < used
    assert store.append("g1", 68, MOVE).version == 69           # and it still takes events, should one come
    store.compact("g9")                                         # a stream that is not there: nothing to do


def test_follow_answers_the_events_after_a_version_at_once_when_there_are_some(store):
    for n in range(4):
        store.append("g1", n, {"move": f"m{n}"})
    assert store.follow("g1", 2, timeout=5) == [{"move": "m2", "version": 3}, {"move": "m3", "version": 4}]
    assert store.follow("g1", 0, timeout=5, limit=1) == [{"move": "m0", "version": 1}]


def test_follow_waits_for_the_next_append_and_answers_nothing_when_none_comes(store):
    store.append("g1", 0, {"move": "m0"})
    assert store.follow("g1", 1, timeout=0.05) == []
    appender = threading.Thread(target=lambda: store.append("g1", 1, {"move": "m1"}))
    waiting = []
    follower = threading.Thread(target=lambda: waiting.append(store.follow("g1", 1, timeout=30)))
    follower.start()
    appender.start()
    follower.join()
    appender.join()
    assert waiting == [[{"move": "m1", "version": 2}]]
