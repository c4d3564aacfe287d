"""A Redis at its memory limit (`maxmemory`, `noeviction`), with a real API process: every write is a 503 store-full
with Retry-After and writes nothing, the reads that need no write still answer, /health says the store is full, a
creation retried with its Idempotency-Key once memory is freed creates one game, and the service recovers by
itself."""

import pytest
import redis

from gameledger.local_redis import LocalRedis

from .processes import Api, request

LIMIT = 8 * 1024 * 1024         # bytes: the Redis's maxmemory
KEY = {"Idempotency-Key": "full-store-create-0001"}
GAME = {"ruleset": "dominion", "seats": [{"name": "Ana"}, {"name": "Ben"}]}


@pytest.fixture
def full(tmp_path):
    """A private Redis with a small maxmemory and an API on it; `fill()` takes its memory up to the limit."""
    local = LocalRedis()
    url = local.start(tmp_path, persistent=False)
    client = redis.Redis.from_url(url)
    client.config_set("maxmemory-policy", "noeviction")
    client.config_set("maxmemory", LIMIT)
    api = Api(url)
    api.env = {"GAMELEDGER_LIMIT_CREATE": "1000/second", "GAMELEDGER_LIMIT_REPLAY": "1000/second"}
    api.start()

    def fill():
        """Values written until Redis refuses even one of 64 bytes."""
        filler, size = 0, 512 * 1024
        while size >= 64:
            try:
                client.set(f"filler:{filler}", b"x" * size)
                filler += 1
            except redis.OutOfMemoryError:
                size //= 2

    yield api, client, fill
    api.stop()
    client.close()
    local.stop()


def call(api, method, path, body=None, token=None, headers=None):
    sent = dict(headers or {})
    if token:
        sent["Authorization"] = f"Bearer {token}"
    return request(api.port, method, path, body, sent)


def seat_to_move(api, game):
    """(token, move) of the seat whose decision it is: its first choice."""
    _, _, whose = call(api, "GET", f"/games/{game['id']}/decision")
    token = game["seats"][whose["decision"]["player"]]["token"]
    _, _, decision = call(api, "GET", f"/games/{game['id']}/decision", token=token)
    return token, {"move": decision["decision"]["choices"][0]}


def assert_store_full(answer):
    status, headers, problem = answer
    assert status == 503, (status, problem)
    assert problem["type"].endswith("/problems/store-full") and problem["status"] == 503
    assert int(headers["Retry-After"]) > 0


def test_a_full_store_refuses_every_write_with_503_answers_reads_and_recovers(full):
    api, client, fill = full
    status, _, game = call(api, "POST", "/games", GAME)
    assert status == 201
    _, _, campaign = call(api, "POST", "/campaigns", {"chronicle": "new", "players": [
        {"name": "Ana"}, {"name": "Bo", "bot": "oath"}, {"name": "Cy", "bot": "oath"}]})
    token, move = seat_to_move(api, game)
    fill()
    streams = sorted(client.scan_iter(match="gl:{*}:events"))
    before = {key: client.xlen(key) for key in streams}

    # full again before each write: a key expiring meanwhile (a rate limit's window) frees a few bytes
    for method, path, body, who, headers in (
            ("POST", "/games", GAME, None, KEY),
            ("POST", f"/games/{game['id']}/moves", move, token, {"If-Match": '"1"'}),
            ("POST", f"/games/{game['id']}/end-offers", None, token, None),
            ("POST", f"/games/{game['id']}/resign", None, token, None),
            ("POST", "/players", None, None, None),
            ("POST", "/campaigns", {"chronicle": "new", "players": [
                {"name": "Ana"}, {"name": "Bo", "bot": "oath"}, {"name": "Cy", "bot": "oath"}]}, None, None),
            ("POST", f"/campaigns/{campaign['id']}/games", None, campaign["owner_token"], None)):
        fill()
        assert_store_full(call(api, method, path, body, who, headers))
    assert {key: client.xlen(key) for key in streams} == before, "something was written"

    for path in ("/games", f"/games/{game['id']}", f"/games/{game['id']}/decision", f"/games/{game['id']}/state",
                 f"/games/{game['id']}/events", f"/games/{game['id']}/log", f"/games/{game['id']}/verify",
                 f"/campaigns/{campaign['id']}", "/rulesets"):
        assert call(api, "GET", path)[0] == 200, path
    status, _, health = call(api, "GET", "/health")
    assert health["redis"].startswith("full")

    for key in client.scan_iter(match="filler:*"):
        client.delete(key)
    status, _, created = call(api, "POST", "/games", GAME, headers=KEY)     # the same key, once memory is freed
    assert status == 201
    again = call(api, "POST", "/games", GAME, headers=KEY)
    assert again[0] == 201 and again[2] == created and again[1]["Idempotent-Replayed"] == "true"
    assert len([key for key in client.scan_iter(match="gl:{*}:events")]) == len(streams) + 1
    assert call(api, "POST", f"/games/{game['id']}/moves", move, token, {"If-Match": '"1"'})[0] == 201
    assert call(api, "GET", "/health")[2].items() >= {"status": "ok", "redis": "ok"}.items()
