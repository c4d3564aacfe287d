"""The service's door (api/door.py): every request reaches the Flask app whole, a slow client holds no thread, and
the door's own refusals are problems."""

import json
import time

import pytest

from api.app import create_app
from gameledger.compose import live_streams

from .door import DoorClient

CREATE = json.dumps({"ruleset": "dominion", "seats": [{"name": "Ana"}, {"name": "Ben"}]}).encode()
JSON = {"Content-Type": "application/json"}


@pytest.fixture
def app(ledger_client, redis_url):
    return create_app(redis_url, bots="inline", rate_limits={"create": "1000/second", "replay": "1000/second"},
                      live_streams=live_streams(redis_url))


@pytest.fixture
def door(app):
    client = DoorClient(app, threads=2, body_seconds=1.0)
    yield client
    client.stop()


def test_a_body_sent_in_parts_reaches_the_app_whole(door):
    halves = (CREATE[:10], 0.05, CREATE[10:])
    answer = door.request("POST", "/games", {**JSON, "Content-Length": str(len(CREATE))}, halves)
    assert answer.status == 201 and json.loads(answer.body())["id"]


def test_a_chunked_body_reaches_the_app_whole(door):
    answer = door.request("POST", "/games", {**JSON, "Transfer-Encoding": "chunked"}, (CREATE[:5], CREATE[5:]))
    assert answer.status == 201


def test_slow_bodies_hold_no_thread_other_requests_are_answered_meanwhile(door):
    slow = [door.request("POST", "/games", {**JSON, "Content-Length": str(len(CREATE))}, (CREATE[:3], 0.8,
                                                                                          CREATE[3:]), wait=False)
            for _ in range(6)]          # three times the door's two threads
    started = time.monotonic()
    for _ in range(5):
        assert door.get("/rulesets").status == 200      # answered in a thread, not on the loop
    assert time.monotonic() - started < 0.8, "a request waited for the slow bodies"
    assert [answer.started.wait(5) and answer.status for answer in slow] == [201] * 6


def test_a_body_that_does_not_arrive_in_time_is_408(door):
    answer = door.request("POST", "/games", {**JSON, "Content-Length": str(len(CREATE))}, (CREATE[:3], 5,
                                                                                           CREATE[3:]))
    assert answer.status == 408 and answer.headers["content-type"] == "application/problem+json"
    problem = json.loads(answer.body())
    assert problem["status"] == 408 and "within 1 seconds" in problem["detail"]


def test_a_body_larger_than_the_limit_is_refused_413_by_its_length_unread(door):
    answer = door.request("POST", "/games", {**JSON, "Content-Length": str(10 ** 9)})
    assert answer.status == 413


def test_a_chunked_body_past_the_limit_is_read_no_further_and_refused_413(door):
    parts = [b"x" * 32768] * 4 + [b"never read"] * 1000
    answer = door.request("POST", "/games", {**JSON, "Transfer-Encoding": "chunked"}, parts)
    assert answer.status == 413


def test_a_header_longer_than_8190_bytes_is_431(door):
    answer = door.get("/health", {"X-Long": "x" * 8191})
    assert answer.status == 431 and json.loads(answer.body())["title"] == "Request Header Fields Too Large"
    assert door.get("/health", {"X-Long": "x" * 8190}).status == 200


def test_the_requests_a_game_is_played_with_are_answered_on_the_loop_the_same(door, app):
    created = json.loads(door.request("POST", "/games", {**JSON, "Content-Length": str(len(CREATE))},
                                      (CREATE,)).body())
    game_id = created["id"]
    whose = json.loads(door.get(f"/games/{game_id}/decision").body())["decision"]["player"]
    seat = {"Authorization": f"Bearer {created['seats'][whose]['token']}"}
    decision = json.loads(door.get(f"/games/{game_id}/decision", seat).body())
    move = json.dumps({"move": decision["decision"]["choices"][0]}).encode()
    answer = door.request("POST", f"/games/{game_id}/moves", {**JSON, **seat, "If-Match": '"1"',
                                                               "Content-Length": str(len(move))}, (move,))
    assert answer.status == 201 and answer.headers["etag"] == f'"2-seat{whose}"'
    assert json.loads(answer.body())["version"] == 2
    assert door.get(f"/games/{game_id}").status == 200 and door.get(f"/games/{game_id}/state").status == 200


def test_a_content_length_of_5000_digits_is_413_not_a_failure(door):
    assert door.request("POST", "/games", {**JSON, "Content-Length": "9" * 5000}).status == 413
