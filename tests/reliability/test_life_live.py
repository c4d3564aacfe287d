"""The game's life with real processes (an API process, a worker, a Redis of the test's own): a seat clock runs
out and the worker's bot answers, seen on the seat's stream; an undo is asked, agreed and taken back over REST, and
refused after a shuffle; a standing answer is played by the worker; GET /me/stream tells a player each time one of
its games waits on it."""

import hashlib
import hmac
import http.client

import pytest

from tests.api.sse import messages
from tests.events.test_webhooks import Receiver

from .processes import StreamingApi, request, wait_for, worker

pytestmark = pytest.mark.slow      # real processes, waited on


@pytest.fixture
def api(store):
    server = StreamingApi(store.url).start()
    yield server
    server.stop()


@pytest.fixture
def running_worker(store):
    process = worker(store.url, "--reconcile-every", "0.5").start()
    yield process
    process.stop()


def create(api, seats, **body):
    status, headers, game = request(api.port, "POST", "/games", {"ruleset": "dominion", "options": {},
                                                                "seats": seats, **body})
    assert status == 201, game
    return game


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


class Stream:
    """An SSE connection read message by message."""

    def __init__(self, port, path, token=None):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.connection.request("GET", path, headers=bearer(token) if token else {})
        self.response = self.connection.getresponse()
        assert self.response.status == 200, self.response.read()

    def next(self) -> dict:
        """The next message with data (heartbeats skipped)."""
        block = b""
        while True:
            line = self.response.readline()
            assert line, "the stream closed"
            block += line
            if line == b"\n":
                found = [m for m in messages(block.decode()) if "data" in m]
                block = b""
                if found:
                    return found[0]

    def close(self):
        self.connection.close()


def awaited(api, game_id):
    status, _, decision = request(api.port, "GET", f"/games/{game_id}/decision")
    return decision["decision"]["player"], decision["version"]


def test_a_seat_clock_runs_out_and_the_workers_bot_answers_seen_on_the_seats_stream(api, running_worker):
    game = create(api, [{"name": "Ana"}, {"name": "Ben"}], clock={"per_decision": 1, "bot": "big-money"})
    seat, version = awaited(api, game["id"])
    stream = Stream(api.port, f"/games/{game['id']}/stream?from=1", game["seats"][seat]["token"])
    try:
        first = stream.next()
        assert first["data"]["decision"]["deadline"]           # the deadline is in the decision on the stream
        timeout = stream.next()["data"]
    finally:
        stream.close()
    assert timeout["version"] == version + 1
    assert timeout["event"]["timeout"] == "big-money" and timeout["event"]["seat"] == seat
    status, _, info = request(api.port, "GET", f"/games/{game['id']}")
    assert info["clock"]["per_decision"] == 1000 and info["version"] > version
    status, _, verified = request(api.port, "GET", f"/games/{game['id']}/verify")
    assert status == 200 and verified["verified"]


def test_an_undo_is_agreed_and_taken_back_and_refused_after_a_shuffle(api):
    game = create(api, [{"name": "Ana"}, {"name": "Ben"}])
    game_id, tokens = game["id"], [seat["token"] for seat in game["seats"]]
    seat, version = awaited(api, game_id)
    status, _, before = request(api.port, "GET", f"/games/{game_id}/state", headers=bearer(tokens[seat]))
    status, _, moved = request(api.port, "POST", f"/games/{game_id}/moves", {"move": {"play_all": "treasures"}},
                               {**bearer(tokens[seat]), "If-Match": f'"{version}"'})
    assert status == 201, moved
    status, _, asked = request(api.port, "POST", f"/games/{game_id}/undo", headers=bearer(tokens[seat]))
    assert status == 200 and asked["undo_request"] == {"seat": seat, "to": version, "agreed": []}
    status, _, agreed = request(api.port, "POST", f"/games/{game_id}/undo/agree", headers=bearer(tokens[1 - seat]))
    assert status == 200 and "undo_request" not in agreed and agreed["version"] == version + 3
    status, _, after = request(api.port, "GET", f"/games/{game_id}/state", headers=bearer(tokens[seat]))
    assert after["view"] == before["view"]
    # four turns: each seat ends its turn twice, the second time after a shuffle
    for _ in range(4):
        seat, version = awaited(api, game_id)
        for move in ({"play_all": "treasures"}, {"end": "turn"}):
            status, _, moved = request(api.port, "POST", f"/games/{game_id}/moves", {"move": move},
                                       {**bearer(tokens[seat]), "If-Match": f'"{version}"'})
            assert status == 201, moved
            version = moved["version"]
        status, headers, refused = request(api.port, "POST", f"/games/{game_id}/undo", headers=bearer(tokens[seat]))
        assert status == 409 and headers["Content-Type"] == "application/problem+json"
        assert "drew randomness" in refused["detail"]
    status, _, log = request(api.port, "GET", f"/games/{game_id}/log")
    assert sum("shuffles" in line for entry in log["entries"] for line in entry["lines"]) == 2


def test_a_standing_answer_is_played_by_the_worker(api, running_worker):
    game = create(api, [{"name": "Ana"}, {"name": "Ben"}])
    game_id, tokens = game["id"], [seat["token"] for seat in game["seats"]]
    seat, version = awaited(api, game_id)
    status, _, rules = request(api.port, "PUT", f"/games/{game_id}/standing-answers",
                               {"answers": [{"kind": "buy", "answer": {"play_all": "treasures"}}]},
                               bearer(tokens[seat]))
    assert status == 200 and rules["version"] == version + 1
    status, _, hidden = request(api.port, "GET", f"/games/{game_id}/events?from={version + 1}")
    assert hidden["events"][0]["answers"] == "hidden"           # a spectator does not see the rules
    wait_for(lambda: request(api.port, "GET", f"/games/{game_id}")[2]["version"] == version + 2, 20,
             running_worker.output)
    status, _, events = request(api.port, "GET", f"/games/{game_id}/events?from={version + 2}",
                                headers=bearer(tokens[seat]))
    assert events["events"][0]["standing"] is True and events["events"][0]["move"] == {"play_all": "treasures"}


def test_my_stream_tells_a_player_each_time_one_of_its_games_waits_on_it(api, running_worker):
    status, _, issued = request(api.port, "POST", "/players")
    key = issued["player_key"]
    game = create(api, [{"name": "Ana"}, {"name": "Bot", "bot": "big-money"}], player_key=key)
    stream = Stream(api.port, "/me/stream", key)
    try:
        notice = stream.next()
        assert notice["event"] == "waiting" and notice["data"]["game"] == game["id"] and notice["data"]["seat"] == 0
        version = notice["data"]["version"]
        assert notice["id"] == f"{game['id']}:{version}" and notice["data"]["decision"]["player"] == 0
        for _ in range(3):      # Ana ends her turns; the bot plays its own; each time she is told again
            status, _, moved = request(api.port, "POST", f"/games/{game['id']}/moves",
                                       {"move": {"end": "turn"}},
                                       {**bearer(game["seats"][0]["token"]), "If-Match": f'"{version}"'})
            if status != 201:       # a decision other than the buy phase's: answer its first choice
                decision = notice["data"]["decision"]
                status, _, moved = request(api.port, "POST", f"/games/{game['id']}/moves",
                                           {"move": decision["choices"][0]},
                                           {**bearer(game["seats"][0]["token"]), "If-Match": f'"{version}"'})
            assert status == 201, moved
            notice = stream.next()
            assert notice["data"]["game"] == game["id"] and notice["data"]["version"] > version
            version = notice["data"]["version"]
    finally:
        stream.close()
    status, _, refused = request(api.port, "GET", "/me/stream", headers=bearer("not-a-key-anybody-has-here-x"))
    assert status == 401 and refused["status"] == 401 and "no player holds this key" in refused["detail"]


def test_a_webhook_is_told_by_the_worker_and_tried_again_after_a_failure(api, running_worker):
    receiver = Receiver([503])
    try:
        game = create(api, [{"name": "Ana"}, {"name": "Ben"}])
        game_id, tokens = game["id"], [seat["token"] for seat in game["seats"]]
        seat, version = awaited(api, game_id)
        status, _, hook = request(api.port, "PUT", f"/games/{game_id}/webhook", {"url": receiver.url},
                                  bearer(tokens[seat]))
        assert status == 200 and hook["url"] == receiver.url
        wait_for(lambda: len(receiver.received) >= 2, 30, running_worker.output)     # refused once, then taken
        first, second = receiver.received[:2]
        assert first[1] == second[1] and first[0]["X-Gameledger-Delivery"] == f"{game_id}:{seat}:{version}"
        signature = hmac.new(hook["secret"].encode(), second[1], hashlib.sha256).hexdigest()
        assert second[0]["X-Gameledger-Signature"] == f"sha256={signature}"
        status, _, moved = request(api.port, "POST", f"/games/{game_id}/moves", {"move": {"play_all": "treasures"}},
                                   {**bearer(tokens[seat]), "If-Match": f'"{version}"'})
        assert status == 201
        wait_for(lambda: len(receiver.received) >= 3, 30, running_worker.output)     # its next decision
        assert receiver.received[2][0]["X-Gameledger-Delivery"] == f"{game_id}:{seat}:{version + 1}"
    finally:
        receiver.close()
