"""SIGTERM under load, to the API and the worker at once: the API stops taking connections, answers the requests in
flight, and ends each open stream with a last comment that tells its client to reconnect; the worker finishes its
job (or leaves it to be run again). Nothing acknowledged is lost: every 201 a client got is in its game's stream,
every game verifies, and the bot games play on to their end once the service is back."""

import http.client
import secrets
import socket
import threading
import time

import pytest

from events.service import Ledger
from events.store import Stores

from .players import quiet_move
from .processes import Api, request, wait_for, worker

STOPPING = b": the service is stopping: reconnect (with Last-Event-ID) to go on\n\n"
STOP_SECONDS = 15       # what the documentation promises (10 s for the requests in flight) with room for a slow box
HUMANS = {"ruleset": "dominion", "options": {"preset": "First Game"}, "seats": [{"name": "Ana"}, {"name": "Ben"}]}
BOTS = {"ruleset": "dominion", "options": {"preset": "First Game"},
        "seats": [{"name": "A", "bot": "big-money"}, {"name": "B", "bot": "big-money"}]}


class Mover(threading.Thread):
    """Posts moves of its own game as fast as it is answered, until the service goes away; keeps each 201."""

    def __init__(self, port, game):
        super().__init__(daemon=True)
        self.port, self.game = port, game
        self.tokens = [seat["token"] for seat in game["seats"]]
        self.acknowledged = []          # (version, Idempotency-Key)

    def run(self):
        try:
            while True:
                _, _, seen = request(self.port, "GET", f"/games/{self.game['id']}/decision", timeout=10)
                token = self.tokens[seen["decision"]["player"]]
                auth = {"Authorization": f"Bearer {token}"}
                _, _, mine = request(self.port, "GET", f"/games/{self.game['id']}/decision", headers=auth, timeout=10)
                key = secrets.token_hex(8)
                status, _, answer = request(self.port, "POST", f"/games/{self.game['id']}/moves",
                                            {"move": quiet_move(mine["decision"])},
                                            dict(auth, **{"If-Match": f'"{mine["version"]}"', "Idempotency-Key": key}),
                                            timeout=10)
                if status == 201:
                    self.acknowledged.append((answer["version"], key))
        except (OSError, http.client.HTTPException, TypeError, KeyError):
            return      # the service went away (a refused connection, or an answer cut off)


class Follower(threading.Thread):
    """Reads one stream's bytes until it closes."""

    def __init__(self, port, game_id):
        super().__init__(daemon=True)
        self.port, self.game_id, self.received, self.opened = port, game_id, b"", threading.Event()

    def run(self):
        with socket.create_connection(("127.0.0.1", self.port), timeout=60) as connection:
            connection.sendall(f"GET /games/{self.game_id}/stream?start=1 HTTP/1.1\r\nHost: test\r\n\r\n".encode())
            while chunk := connection.recv(65536):
                self.received += chunk
                self.opened.set()


@pytest.mark.slow
def test_sigterm_under_load_loses_nothing_acknowledged_and_ends_streams_with_a_last_comment(store):
    api = Api(store.url)
    api.env = {"GAMELEDGER_STREAM_HEARTBEAT": "0.5"}
    api.start()
    working = worker(store.url, "--processes", "2").start()
    bots = [request(api.port, "POST", "/games", BOTS)[2] for _ in range(3)]
    humans = [request(api.port, "POST", "/games", HUMANS)[2] for _ in range(4)]
    followers = [Follower(api.port, game["id"]) for game in humans]
    movers = [Mover(api.port, game) for game in humans]
    for thread in followers + movers:
        thread.start()
    wait_for(lambda: all(follower.opened.is_set() for follower in followers), 20, "the streams to open")
    wait_for(lambda: all(len(mover.acknowledged) >= 5 for mover in movers), 60, "moves under load")
    wait_for(lambda: all(store.client().xlen(f"gl:{{{game['id']}}}:events") > 3 for game in bots), 60,
             lambda: working.output())      # the worker plays them

    api.process.terminate()
    working.process.terminate()
    started = time.monotonic()
    assert api.process.wait(timeout=STOP_SECONDS + 5) == 0, api.output()
    assert working.process.wait(timeout=STOP_SECONDS + 5) == 0, working.output()
    took = time.monotonic() - started
    assert took < STOP_SECONDS, f"stopped in {took:.1f} s"
    for thread in followers + movers:
        thread.join(timeout=10)
        assert not thread.is_alive()

    for follower in followers:      # each stream told its client to reconnect, last, and closed (chunked: a last 0)
        assert follower.received.endswith(STOPPING + b"\r\n0\r\n\r\n"), follower.received[-200:]
    ledger = Ledger(Stores.on(store.client()))
    for mover in movers:
        versions = [version for version, _ in mover.acknowledged]
        assert versions == sorted(set(versions)) and len(versions) >= 5
        kept = {event["version"]: event for event in ledger.states.read(mover.game["id"])}
        assert all(version in kept for version in versions)          # every 201 is in the stream
        assert ledger.history.verify(mover.game["id"])["events"] == len(kept)

    api = Api(store.url).start()       # back: the bot games play on to their end, nothing lost on the way
    working = worker(store.url).start()
    try:
        for game in bots:
            wait_for(lambda: request(api.port, "GET", f"/games/{game['id']}")[2]["status"] == "finished", 180,
                     lambda: working.output())
            assert ledger.history.verify(game["id"])["events"] == store.client().xlen(f"gl:{{{game['id']}}}:events")
    finally:
        working.stop()
        api.stop()
