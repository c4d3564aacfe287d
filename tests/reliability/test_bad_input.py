"""Bad input gets a clear 4xx problem, stores nothing and leaves the server up (a real API process on a real
Redis); Redis away gets 503 with Retry-After."""

import socket

import pytest

from .processes import Api, KillableRedis, request, wait_for

PROBLEM = "application/problem+json"
HUMANS = [{"name": "Ana"}, {"name": "Ben"}]


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    server = KillableRedis(tmp_path_factory.mktemp("redis")).start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def api(store):
    process = Api(store.url).start()
    yield process
    process.stop()


@pytest.fixture
def game(api):
    status, _, body = request(api.port, "POST", "/games", {"ruleset": "dominion", "seats": HUMANS})
    assert status == 201
    return body


def keys(store):
    return sorted(store.client().keys("gl:*"))


def refused(api, store, method, path, body=None, headers=None, status=None):
    """The request gets a problem with `status` (any 4xx if None), nothing is stored, the server still answers."""
    before = keys(store)
    got, head, answer = request(api.port, method, path, body, headers)
    assert (got == status) if status else 400 <= got < 500, (got, answer)
    assert head.get("Content-Type", "").startswith(PROBLEM), head
    assert answer["status"] == got and answer["detail"]
    assert keys(store) == before
    assert request(api.port, "GET", "/health")[0] == 200
    return answer


def game_body(seats=HUMANS, **extra):
    return {"ruleset": "dominion", "seats": seats, **extra}


def test_a_body_over_the_limit_is_413_stating_the_limit(api, store):
    answer = refused(api, store, "POST", "/games", game_body(options={"kingdom": ["x" * 100_000]}), status=413)
    assert answer["detail"].startswith("a request body is at most 64 KiB (65,536 bytes); this one is 100,")


def test_malformed_json_says_where_it_broke(api, store):
    answer = refused(api, store, "POST", "/games", b'{"ruleset": "dominion",\n "seats": [}', status=400)
    assert answer["detail"] == "malformed JSON body: Expecting value at line 2, column 12"


def test_unknown_options_are_refused_not_stored(api, store):
    answer = refused(api, store, "POST", "/games", game_body(options={"kingdon": ["Village"]}), status=422)
    assert "kingdon" in answer["detail"]


@pytest.mark.parametrize("raw", [b'{"ruleset": "dominion", "seats": [{"name": "Ana"}], "options": {"x": NaN}}',
                                 b'{"ruleset": "dominion", "seats": [], "options": {"x": Infinity}}',
                                 b'[' * 20_000 + b']' * 20_000,
                                 b'{"ruleset": "dominion", "seats": [{"name": "\\ud800"}, {"name": "Ben"}]}',
                                 b'\xff\xfe{}'])
def test_json_that_is_not_json_is_400(api, store, raw):
    answer = refused(api, store, "POST", "/games", raw, status=400)
    assert "JSON" in answer["detail"]


@pytest.mark.parametrize("number", ["18446744073709551616", "-9223372036854775809", "9" * 5000, "1e400", "-1e400"])
def test_a_number_the_ledger_cannot_keep_is_400_in_any_body(api, store, game, number):
    """msgpack (the events) and orjson (the answers) hold 64-bit integers and finite floats: a standing answer
    holding 2^64 was once a 500, found by the contract test."""
    seat = {"Authorization": f"Bearer {game['seats'][0]['token']}"}
    rules = f'{{"answers": [{{"kind": "reaction", "answer": {{"reveal": {number}}}}}]}}'
    answer = refused(api, store, "PUT", f"/games/{game['id']}/standing-answers", rules.encode(), seat, status=400)
    assert "64" in answer["detail"] and "JSON" in answer["detail"]
    move = f'{{"move": {{"buy": {number}}}, "expected_version": 1}}'
    answer = refused(api, store, "POST", f"/games/{game['id']}/moves", move.encode(), seat, status=400)
    assert "64" in answer["detail"] and "JSON" in answer["detail"]


def test_the_widest_64_bit_integers_are_kept_as_sent(api, game):
    seat = {"Authorization": f"Bearer {game['seats'][0]['token']}"}
    rules = {"answers": [{"kind": "reaction", "answer": {"reveal": 2 ** 64 - 1}},
                         {"kind": "reaction", "answer": {"reveal": -2 ** 63}}]}
    status, _, answer = request(api.port, "PUT", f"/games/{game['id']}/standing-answers", rules, seat)
    assert status == 200 and answer["answers"] == rules["answers"]
    assert request(api.port, "GET", f"/games/{game['id']}/standing-answers", None, seat)[2]["answers"] == \
        rules["answers"]


@pytest.mark.parametrize("name, why", [("A\x00na", "U+0000"), ("Ana\nBen says hi", "U+000A"),
                                       ("\u202eanA", "U+202E"), ("x" * 65, "64")])
def test_seat_names_are_printable_and_short(api, store, name, why):
    answer = refused(api, store, "POST", "/games", game_body([{"name": name}, {"name": "Ben"}]), status=422)
    assert why in answer["detail"]


def test_one_name_in_two_unicode_forms_is_one_player(api, store):
    answer = refused(api, store, "POST", "/games", game_body([{"name": "Ren\u00e9e"}, {"name": "Rene\u0301e"}]),
                     status=422)
    assert "same name" in answer["detail"]


def test_an_idempotency_key_is_short_and_printable(api, store, game):
    token = game["seats"][0]["token"]
    for key in ("k" * 129, "a key", "clé".encode()):
        answer = refused(api, store, "POST", f"/games/{game['id']}/moves", {"move": {"end": "turn"}},
                         {"Authorization": f"Bearer {token}", "If-Match": '"1"', "Idempotency-Key": key}, status=400)
        assert answer["type"].endswith("/problems/invalid-header") and "Idempotency-Key" in answer["detail"]


@pytest.mark.parametrize("name, value, status", [
    ("If-Match", b'"18446744073709551615"', 400), ("If-Match", b'"' + b"9" * 5000 + b'"', 400),
    ("If-Match", '"1é"'.encode(), 400), ("Authorization", "Bearer ééé".encode(), 401)])
def test_hostile_headers_on_a_move_reach_the_app_and_are_refused_there(api, store, game, name, value, status):
    """granian hands non-ASCII header bytes on (the door reads them as latin-1): the app refuses them, never a 500,
    never a spectator's answer."""
    headers = {"Authorization": f"Bearer {game['seats'][0]['token']}", "If-Match": '"1"', name: value}
    answer = refused(api, store, "POST", f"/games/{game['id']}/moves", {"move": {"end": "turn"}}, headers,
                     status=status)
    assert name in answer["detail"] or status == 401


@pytest.mark.parametrize("path, name, value, status", [
    ("/games/{id}", "Authorization", "Bearer ééé".encode(), 401),
    ("/games/{id}/decision", "Authorization", "Bearer ééé".encode(), 401),
    ("/games/{id}", "If-None-Match", '"é"'.encode(), 400),
    ("/games/{id}/stream", "Last-Event-ID", b"9" * 5000, 400),
    ("/games/{id}/stream", "Last-Event-ID", "²".encode("latin-1"), 400)])
def test_hostile_headers_on_reads_are_refused(api, store, game, path, name, value, status):
    refused(api, store, "GET", path.format(id=game["id"]), None, {name: value}, status=status)


def test_a_create_retried_with_a_key_that_is_not_ascii_creates_no_game(api, store):
    """Once the server dropped such a header before the app: the retry created a second game."""
    for _ in range(2):
        refused(api, store, "POST", "/games", game_body(), {"Idempotency-Key": "clé-1".encode()}, status=400)


@pytest.mark.parametrize("path", ["/games/{id}/events?from=99999999999999999999", "/games?offset=99999999999999999999",
                                  "/games/{id}/state?at=99999999999999999999", "/games/a%7Bb%7D", "/games/%7Bgames%7D/log",
                                  "/games/a%7Db/events"])
def test_out_of_range_numbers_and_ids_that_break_keys_are_4xx(api, store, game, path):
    refused(api, store, "GET", path.format(id=game["id"]))


def test_405_says_what_is_allowed(api, store):
    answer = refused(api, store, "DELETE", "/games", status=405)
    status, head, _ = request(api.port, "DELETE", "/games")
    assert "GET" in head["Allow"] and "POST" in head["Allow"] and answer["title"]


def test_a_header_too_large_is_a_problem_too(api):
    with socket.create_connection(("127.0.0.1", api.port), timeout=10) as connection:
        connection.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 1_000_000 + b"\r\n\r\n")
        reply = b""
        while chunk := connection.recv(65536):
            reply += chunk
    head, _, body = reply.partition(b"\r\n\r\n")
    assert head.split()[1] in (b"400", b"431") and PROBLEM.encode() in head
    assert b'"status": ' in body
    assert request(api.port, "GET", "/health")[0] == 200


def test_creating_games_is_rate_limited_with_retry_after(tmp_path):
    store = KillableRedis(tmp_path).start()
    api = Api(store.url)
    api.env = {"GAMELEDGER_LIMIT_CREATE": "3/minute"}
    try:
        api.start()
        answers = [request(api.port, "POST", "/games", game_body()) for _ in range(5)]
        assert [status for status, _, _ in answers] == [201, 201, 201, 429, 429]
        assert all("Retry-After" not in head for _, head, _ in answers[:3])        # only on 429 and 503
        assert all(head["X-RateLimit-Limit"] == "3" for _, head, _ in answers[:3])
        status, head, body = answers[-1]
        assert int(head["Retry-After"]) > 0 and head["Content-Type"].startswith(PROBLEM) and body["status"] == 429
        assert len(store.client().keys("gl:{*}:events")) == 3
    finally:
        api.stop()
        store.stop()


def test_while_redis_is_away_requests_get_503_with_retry_after_then_201_again(tmp_path):
    store = KillableRedis(tmp_path).start()
    api = Api(store.url).start()
    try:
        status, _, game = request(api.port, "POST", "/games", game_body())
        assert status == 201
        store.kill()
        for method, path, body in (("POST", "/games", game_body()), ("GET", f"/games/{game['id']}", None),
                                   ("GET", "/games", None)):
            status, head, answer = request(api.port, method, path, body)
            assert status == 503 and head["Retry-After"] == "1" and answer["status"] == 503, answer
        store.start()
        wait_for(lambda: request(api.port, "POST", "/games", game_body())[0] == 201, 1.5,
                 "201 within a second of Redis being back")
    finally:
        api.stop()
        store.stop()
