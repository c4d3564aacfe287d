"""Open streams held by one API process, and the delay from an event's append to its delivery on every stream.

    python bench/streams.py [STREAMS] [GAMES] [MOVES] [THINK]

(default 500 streams over 50 games, 20 moves a game, 1 second of thought before each move; THINK 0 plays as fast as
the process answers, which measures it saturated.)

Starts a private Redis and one `gameledger serve --worker-class gevent --workers 1` process; creates GAMES Dominion
games of two human seats; opens STREAMS streams (GET /games/{id}/stream) spread over them: in each game both seats'
and the rest spectators'. Each game is played by its seats' streams alone: a seat whose stream delivers its decision
answers it (a Big Money move), until MOVES moves were made in every game. The delay of a delivery is the time it was
read less the event's recorded time (`at`, taken as the event is appended, on this machine's clock); printed as p50
and p99 over every delivery of every stream. The client side is gevent too, one greenlet a stream.
"""

from gevent import monkey

monkey.patch_all()

import http.client  # noqa: E402 (after the patch, so the client's sockets are gevent's)
import json  # noqa: E402
import os  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from datetime import datetime  # noqa: E402
from pathlib import Path  # noqa: E402

import gevent  # noqa: E402

from gameledger.local_redis import LocalRedis, free_port  # noqa: E402
from moves_latency import choose  # noqa: E402 (Big Money through the API)

ROOT = Path(__file__).resolve().parents[1]
def call(port, method, path, body=None, token=None, headers=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        sent = {"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {}),
                **(headers or {})}
        connection.request(method, path, body=None if body is None else json.dumps(body), headers=sent)
        response = connection.getresponse()
        return response.status, json.loads(response.read() or b"null")
    finally:
        connection.close()


class Stream:
    """One follower: reads its stream's messages, records each delivery's delay, and (a seat) answers its
    decisions until its game is at version `last`."""

    def __init__(self, port, game_id, token, last, think):
        self.port, self.game_id, self.token, self.last = port, game_id, token, last     # the last version to read
        self.think = think
        self.delays, self.versions, self.opened, self.ended, self.closed = [], [], False, False, None

    def run(self):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        connection.request("GET", f"/games/{self.game_id}/stream?from=1",
                           headers={"Authorization": f"Bearer {self.token}"} if self.token else {})
        response = connection.getresponse()
        assert response.status == 200, response.read()
        self.opened = True
        fields = {}
        try:
            while True:
                try:
                    line = response.readline()
                except OSError as error:
                    self.closed = f"the read failed: {error!r}"
                    return
                if not line:
                    self.closed = "the server closed the stream"
                    return
                line = line.decode().rstrip("\n")
                if line:
                    name, _, value = line.partition(":")
                    fields[name] = value.removeprefix(" ")
                    continue
                if "data" in fields and self.on(fields) is False:
                    return
                fields = {}
        finally:
            connection.close()

    def on(self, fields):
        if fields.get("event") == "end":
            self.ended = True
            return False
        message = json.loads(fields["data"])
        at = datetime.fromisoformat(message["event"]["at"]).timestamp()
        if message["event"]["type"] == "move":
            self.delays.append(time.time() - at)
        self.versions.append(message["version"])
        decision = message["decision"]
        if message["version"] >= self.last:
            return False
        if self.token and decision and "kind" in decision:
            gevent.sleep(self.think)
            status, answer = call(self.port, "POST", f"/games/{self.game_id}/moves", {"move": choose(decision)},
                                  self.token, {"If-Match": f'"{message["version"]}"'})
            assert status == 201, answer
        return True


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def main(streams=500, games=50, moves=20, think=1.0):
    server = LocalRedis()
    url = server.start(Path(tempfile.mkdtemp(prefix="bench-streams-")), persistent=False)
    port = free_port()
    env = dict(os.environ, REDIS_URL=url, PYTHONPATH=str(ROOT), GAMELEDGER_LIMIT_CREATE="100000/second")
    api = subprocess.Popen([sys.executable, "-m", "gameledger.cli", "serve", "--port", str(port), "--workers", "1",
                            "--worker-class", "gevent"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if call(port, "GET", "/health")[0] == 200:
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        followers = []
        for number in range(games):
            status, game = call(port, "POST", "/games", {"ruleset": "dominion", "options": {},
                                                         "seats": [{"name": "Ana"}, {"name": "Ben"}]})
            assert status == 201, game
            count = streams // games + (number < streams % games)
            tokens = [seat["token"] for seat in game["seats"]][:count] + [None] * max(0, count - 2)
            followers += [Stream(port, game["id"], token, moves + 1, think) for token in tokens]
        started = time.monotonic()
        spectators = [gevent.spawn(f.run) for f in followers if not f.token]
        while not all(f.opened for f in followers if not f.token):
            gevent.sleep(0.01)          # every spectator follows before the first move is made
        players = [gevent.spawn(f.run) for f in followers if f.token]
        gevent.joinall(players + spectators, timeout=600, raise_error=True)
        elapsed = time.monotonic() - started
    finally:
        api.terminate()
        api.wait(timeout=20)
        server.stop()
    delays = [d for f in followers for d in f.delays]
    complete = sum(f.versions[:moves + 1] == list(range(1, moves + 2)) for f in followers)
    print(f"{len(followers)} streams open on one API process (gevent worker), {games} games, {moves} moves each, "
          f"{think:g} s of thought before each")
    print(f"{complete} of {len(followers)} streams got versions 1 to {moves + 1} in order, once each")
    for f in followers:
        if f.versions[:moves + 1] != list(range(1, moves + 2)):
            print(f"  incomplete: a {'seat' if f.token else 'spectator'} of game {f.game_id} got {f.versions} "
                  f"({f.closed or 'open'})")
    print(f"append-to-delivery delay over {len(delays)} deliveries: p50 {percentile(delays, 0.5) * 1000:.1f} ms, "
          f"p99 {percentile(delays, 0.99) * 1000:.1f} ms, max {max(delays) * 1000:.1f} ms")
    print(f"{games * moves} moves in {elapsed:.1f} s ({games * moves / elapsed:.0f} moves/s, "
          f"{len(delays) / elapsed:.0f} deliveries/s)")


if __name__ == "__main__":
    main(*map(int, sys.argv[1:4]), *map(float, sys.argv[4:5]))
