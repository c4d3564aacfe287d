"""Streams against a real API process (`gameledger serve`) and a real Redis: two clients play a
whole game of Dominion told of their turns by their streams alone (no polling), one of them dropping its connection
mid-game and coming back with Last-Event-ID; a spectator follows all of it. Every stream gets every version once, in
order, and ends with the game."""

import http.client
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.api.sse import received

from .processes import Api, StreamingApi, request

ROOT = Path(__file__).resolve().parents[2]

PLAN = ({"play_all": "treasures"}, {"buy": "Province"}, {"buy": "Gold"}, {"buy": "Silver"}, {"end": "actions"},
        {"end": "turn"})
MOVES_AT_MOST = 2000


def big_money(decision: dict) -> dict:
    choices = decision.get("choices") or []
    for move in PLAN:
        if move in choices:
            return move
    if choices:
        return choices[0]
    return {"cards": sorted(decision["pick"]["from"])[: decision["pick"]["min"]]}


@pytest.fixture
def api(redis_url, client):
    server = StreamingApi(redis_url).start()
    yield server
    server.stop()


class Follower:
    """A client on one stream: every message it reads, in order; a seat answers each decision that is its own."""

    def __init__(self, port, game_id, token=None, drop_after=None):
        self.port, self.game_id, self.token, self.drop_after = port, game_id, token, drop_after
        self.versions, self.ends, self.views, self.connections, self.error = [], [], [], 0, None

    def run(self):
        try:
            last = None
            while not self.ends:
                last = self.read(last)
        except BaseException as error:  # noqa: BLE001 - reported by the test
            self.error = error

    def read(self, last):
        """Read one connection's messages until the game ends or this client drops it; the last version read."""
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        if last is not None:
            headers["Last-Event-ID"] = str(last)
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        self.connections += 1
        try:
            connection.request("GET", f"/games/{self.game_id}/stream?from=1", headers=headers)
            response = connection.getresponse()
            assert response.status == 200, response.read()
            for message in received(response):
                if message.get("event") == "end":
                    self.ends.append(message["data"])
                    return last
                if "id" in message:
                    last = self.on(message)
                    if last == self.drop_after:
                        self.drop_after = None
                        return last         # dropped: the connection closes unread
        finally:
            connection.close()

    def on(self, message) -> int:
        data = message["data"]
        assert message["id"] == str(data["version"])
        self.versions.append(data["version"])
        self.views.append(data["view"])
        decision = data["decision"]
        if self.token and decision and "kind" in decision:
            assert data["version"] < MOVES_AT_MOST, "the game does not end"
            status, _, answer = request(self.port, "POST", f"/games/{self.game_id}/moves",
                                        {"move": big_money(decision)},
                                        {"Authorization": f"Bearer {self.token}",
                                         "If-Match": f'"{data["version"]}"'})
            assert status == 201, answer
        return data["version"]


def test_two_clients_play_a_whole_game_on_their_streams_and_a_spectator_sees_it_all(api):
    status, _, game = request(api.port, "POST", "/games", {"ruleset": "dominion", "options": {},
                                                          "seats": [{"name": "Ana"}, {"name": "Ben"}]})
    assert status == 201, game
    tokens = [seat["token"] for seat in game["seats"]]
    followers = [Follower(api.port, game["id"]),
                 Follower(api.port, game["id"], tokens[0]),
                 Follower(api.port, game["id"], tokens[1], drop_after=20)]
    threads = [threading.Thread(target=follower.run) for follower in followers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    assert [f.error for f in followers] == [None, None, None]
    status, _, final = request(api.port, "GET", f"/games/{game['id']}")
    assert final["status"] == "finished"
    for follower in followers:
        assert follower.versions == list(range(1, final["version"] + 1))       # each once, in order
        assert follower.ends == [{"version": final["version"], "status": "finished", "result": final["result"]}]
    assert followers[2].connections == 2 and followers[1].connections == 1
    assert all("hand" not in player for view in followers[0].views for player in view["players"])
    assert all(["hand" in player for player in view["players"]] == [False, True] for view in followers[2].views)


HEARTBEATS = 3      # 45 s: past every timeout of the stack at its defaults (redis-py's 5 s socket timeout, the
                    # watch's 10 s blocking read, the 15 s heartbeat, the door's 30 s for a body)


@pytest.mark.slow
def test_an_idle_stream_stays_open_at_the_default_settings_with_a_heartbeat_every_15_s(redis_url, client):
    """`gameledger serve` as users run it (no setting shortened): a stream on a game where nothing happens stays open
    for longer than every timeout in the stack, its heartbeats come every 15 s, and the next move still reaches it."""
    server = Api(redis_url).start()
    try:
        _, _, game = request(server.port, "POST", "/games", {"ruleset": "dominion", "seats": [{"name": "Ana"},
                                                                                              {"name": "Ben"}]})
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
        connection.request("GET", f"/games/{game['id']}/stream")
        response = connection.getresponse()
        assert response.status == 200
        opened, heartbeats, first = time.monotonic(), [], None
        while len(heartbeats) < HEARTBEATS:
            line = response.readline()
            assert line, f"the stream closed after {time.monotonic() - opened:.1f} s"
            if line == b": heartbeat\n":
                heartbeats.append(time.monotonic() - opened)
            elif line.startswith(b"id: "):
                first = int(line[4:])
        assert first == 1 and heartbeats[-1] > 44, heartbeats
        assert all(14 < later - earlier < 16 for earlier, later in zip([0, *heartbeats], heartbeats)), heartbeats
        _, _, whose = request(server.port, "GET", f"/games/{game['id']}/decision")
        seat = {"Authorization": f"Bearer {game['seats'][whose['decision']['player']]['token']}"}
        _, _, decision = request(server.port, "GET", f"/games/{game['id']}/decision", headers=seat)
        status, _, _ = request(server.port, "POST", f"/games/{game['id']}/moves",
                               {"move": decision["decision"]["choices"][0]}, {**seat, "If-Match": '"1"'})
        assert status == 201
        while (line := response.readline()) == b"\n" or line.startswith(b":"):
            pass
        assert line == b"id: 2\n"
        connection.close()
    finally:
        server.stop()


@pytest.mark.slow
def test_one_api_process_holds_300_streams_of_a_bot_game_beside_slow_bodies_and_slow_readers():
    """bench/streams.py at 300 streams: every stream gets every event of the game once, in order, and its end."""
    done = subprocess.run([sys.executable, "bench/streams.py", "300", "16", "10"], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert "300 of 300 streams got versions 1 to " in done.stdout and "0 missing, 0 repeated" in done.stdout, \
        done.stdout
