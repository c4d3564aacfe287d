"""Headers as a careless or hostile client sends them, through the service's door (api/door.py), which hands every
header on as the latin-1 text of its bytes: each header the service reads is refused as a problem when it is not as
the contract says (400 invalid-header; 401 for an Authorization that is no bearer token), a version in a header has
the limits a version has in a body, and nothing is appended or created by a refused request. Never a 500."""

import json

import pytest

from api.app import create_app

from .door import DoorClient

HUMANS = [{"name": "Ana"}, {"name": "Ben"}]
JSON = {"Content-Type": "application/json"}


@pytest.fixture
def app(ledger_client, redis_url):
    from gameledger.compose import live_streams

    return create_app(redis_url, bots="inline", rate_limits={"create": "1000/second", "replay": "1000/second"},
                      live_streams=live_streams(redis_url))


@pytest.fixture
def door(app):
    client = DoorClient(app, threads=2)
    yield client
    client.stop()


@pytest.fixture
def game(door):
    """(id, the token of the seat whose decision is awaited, that decision's version, a legal move of it)."""
    created = send(door, "POST", "/games", {"ruleset": "dominion", "seats": HUMANS})
    seat = send(door, "GET", f"/games/{created['id']}")["waiting_on"]
    token = created["seats"][seat]["token"]
    decision = send(door, "GET", f"/games/{created['id']}/decision", headers={"Authorization": f"Bearer {token}"})
    move = {"end": "actions"} if decision["decision"]["kind"] == "action" else {"play_all": "treasures"}
    return created["id"], token, decision["version"], move


def answered(door, method, path, body=None, headers=None):
    """(status, headers, parsed body) of a request through the door; header values as bytes or latin-1 text."""
    data = b"" if body is None else body if isinstance(body, bytes) else json.dumps(body).encode()
    answer = door.request(method, path, {**JSON, **(headers or {})}, (data,))
    raw = answer.body()
    return answer.status, answer.headers, json.loads(raw) if raw else None


def send(door, method, path, body=None, headers=None):
    status, _, parsed = answered(door, method, path, body, headers)
    assert status < 300, parsed
    return parsed


def invalid_header(answer, name):
    status, headers, problem = answer
    assert status == 400 and headers["content-type"] == "application/problem+json", problem
    assert problem["type"].endswith("/problems/invalid-header") and name in problem["detail"], problem
    return problem


def moved(door, game_id) -> int:
    return send(door, "GET", f"/games/{game_id}/decision")["version"]


@pytest.mark.parametrize("if_match", [b'"18446744073709551615"', b'"18446744073709551616"', b'"' + b"9" * 5000 + b'"',
                                      b"9" * 5000, b'"0"', b'"-1"', b'"1.0"', b'"1e3"', b'"\xc2\xb2"',
                                      b'"3-s\xc3\xa9at0"', b'"3", "4"', b'W/"x"', b"\xff", b""])
def test_an_if_match_that_names_no_version_is_400_and_moves_nothing(door, game, if_match):
    """2^64-1 once reached XRANGE as a stream id (500), and 4,301 digits int() itself (500)."""
    game_id, token, version, move = game
    answer = answered(door, "POST", f"/games/{game_id}/moves", {"move": move},
                      {"Authorization": f"Bearer {token}", "If-Match": if_match})
    problem = invalid_header(answer, "If-Match")
    assert len(problem["detail"]) < 200
    assert moved(door, game_id) == version


def test_an_if_match_of_a_version_the_game_never_had_is_412_with_the_current_one(door, game):
    game_id, token, version, move = game
    for if_match in ('"2147483647"', f'"{version + 1}-seat0"', f'W/"{version + 2}"'):
        status, _, problem = answered(door, "POST", f"/games/{game_id}/moves", {"move": move},
                                      {"Authorization": f"Bearer {token}", "If-Match": if_match})
        assert status == 412 and problem["current_version"] == version, problem
    status, _, _ = answered(door, "POST", f"/games/{game_id}/moves", {"move": move},
                            {"Authorization": f"Bearer {token}", "If-Match": f'"{version}-seat1"'})
    assert status == 201            # the ETag a GET gave names its version, whichever seat read it


@pytest.mark.parametrize("body, status, name", [
    ({"expected_version": "V"}, 422, "invalid-request"), ({"expected_version": 1.9}, 422, "invalid-request"),
    ({"expected_version": "V.0"}, 422, "invalid-request"), ({"expected_version": True}, 422, "invalid-request"),
    ({"expected_version": 2 ** 31}, 422, "invalid-request"), ({"expected_version": "V+1", "if_match": "V"}, 400,
                                                              "versions-disagree")])
def test_expected_version_is_a_json_integer_and_agrees_with_if_match(door, game, body, status, name):
    game_id, token, version, move = game
    headers = {"Authorization": f"Bearer {token}"}
    if "if_match" in body:
        headers["If-Match"] = f'"{version}"'
    named = {"V": str(version), "V.0": float(version), "V+1": version + 1}
    expected = body["expected_version"]
    request = {"move": move, "expected_version": named.get(expected, expected) if isinstance(expected, str) else
               expected}
    got, _, problem = answered(door, "POST", f"/games/{game_id}/moves", request, headers)
    assert (got, problem["type"].rsplit("/", 1)[1]) == (status, name), problem
    if name == "versions-disagree":
        assert problem["detail"] == (f"If-Match names version {version} but expected_version {version + 1}: send "
                                     "one, or the same version in both")
    assert moved(door, game_id) == version


@pytest.mark.parametrize("last", [b"9" * 5000, b"18446744073709551616", b"\xb2", b"x", b"-1", b"1.0", b"\xc3\xa9"])
def test_a_last_event_id_that_names_no_version_is_400(door, game, last):
    game_id, *_ = game
    invalid_header(answered(door, "GET", f"/games/{game_id}/stream", headers={"Last-Event-ID": last}),
                   "Last-Event-ID")


@pytest.mark.parametrize("path", ["", "/decision", "/events", "/state"])
def test_an_if_none_match_that_is_not_ascii_is_400(door, game, path):
    game_id, token, *_ = game
    for who in ({}, {"Authorization": f"Bearer {token}"}):
        answer = answered(door, "GET", f"/games/{game_id}{path}", headers={"If-None-Match": b'"\xc3\xa9"', **who})
        invalid_header(answer, "If-None-Match")


def test_a_create_retried_with_a_key_that_is_not_ascii_creates_nothing(door, app):
    """Once dropped before the app: the retry of a POST /games with such a key created a second game."""
    redis = app.extensions["redis"]
    before = len(redis.keys("gl:{*}:events"))
    for _ in range(2):
        invalid_header(answered(door, "POST", "/games", {"ruleset": "dominion", "seats": HUMANS},
                                {"Idempotency-Key": "clé-1".encode()}), "Idempotency-Key")
    assert len(redis.keys("gl:{*}:events")) == before


@pytest.mark.parametrize("key", ["clé".encode(), b"a key", b"k" * 129, b"\x7f"])
def test_a_moves_key_that_is_not_1_to_128_printable_ascii_characters_is_400(door, game, key):
    game_id, token, version, move = game
    invalid_header(answered(door, "POST", f"/games/{game_id}/moves", {"move": move},
                            {"Authorization": f"Bearer {token}", "If-Match": f'"{version}"', "Idempotency-Key": key}),
                   "Idempotency-Key")
    assert moved(door, game_id) == version


@pytest.mark.parametrize("authorization", ["Bearer ééé".encode(), "Bearer ééé".encode("latin-1"), b"Bearer",
                                           b"Bearer a b", b"Basic YWxhZGRpbjpvcGVuc2VzYW1l", b"bearer \x00"])
@pytest.mark.parametrize("path", ["", "/decision", "/events", "/state", "/stream"])
def test_an_authorization_that_is_no_bearer_token_is_401_not_a_spectators_200(door, game, authorization, path):
    game_id, *_ = game
    status, headers, problem = answered(door, "GET", f"/games/{game_id}{path}",
                                        headers={"Authorization": authorization})
    assert status == 401 and problem["type"].endswith("/problems/bad-token"), problem
    assert headers["www-authenticate"].startswith("Bearer")


def test_a_move_with_a_token_that_is_not_ascii_is_401(door, game):
    game_id, token, version, move = game
    status, _, problem = answered(door, "POST", f"/games/{game_id}/moves", {"move": move},
                                  {"Authorization": f"Bearer {token}é".encode(), "If-Match": f'"{version}"'})
    assert status == 401, problem
    assert moved(door, game_id) == version
