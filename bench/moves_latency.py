"""Moves per second and the p50/p99 latency of POST /games/{id}/moves over loopback HTTP.

    python bench/moves_latency.py           (BENCH_MOVES=N moves in all; default 400)

Starts a private redis-server in a temporary directory and the Flask app (api.app.create_app) in a thread on a
free loopback port, then plays two human seats through the REST API with http.client: for each move, GET the
decision, then POST the move with If-Match and an Idempotency-Key. Only the POSTs are timed. A game that ends
is followed by a new one until N moves are made.
"""

import http.client
import json
import os
import statistics
import tempfile
import threading
import time
import uuid

from werkzeug.serving import WSGIRequestHandler, make_server

from gameledger.local_redis import LocalRedis

BUYS = ("Province", "Gold", "Silver")


class KeepAlive(WSGIRequestHandler):
    protocol_version = "HTTP/1.1"       # one connection for the whole run: time the server, not TCP set-up

    def log_request(self, *args):
        pass


class Client:
    def __init__(self, port):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def call(self, method, path, body=None, token=None, headers=None):
        headers = dict(headers or {})
        if token:
            headers["Authorization"] = f"Bearer {token}"
        payload = None
        if body is not None:
            payload = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        self.connection.request(method, path, body=payload, headers=headers)
        response = self.connection.getresponse()
        data = response.read()
        answer = json.loads(data) if data else None
        return response.status, answer


def choose(decision):
    """Big Money through the API: play all Treasures, buy Province, Gold or Silver, else end what can be ended."""
    choices = decision.get("choices")
    if choices is None:
        pick = decision["pick"]
        return {"cards": sorted(pick["from"])[:pick["min"]]}
    if {"play_all": "treasures"} in choices:
        return {"play_all": "treasures"}
    for name in BUYS:
        if {"buy": name} in choices:
            return {"buy": name}
    ends = [c for c in choices if "end" in c]
    return ends[0] if ends else choices[0]


def new_game(client):
    status, game = client.call("POST", "/games", {"ruleset": "dominion", "options": {},
                                                  "seats": [{"name": "Ana"}, {"name": "Ben"}]})
    assert status == 201, (status, game)
    return game["id"], {seat["seat"]: seat["token"] for seat in game["seats"]}


def whose_decision(client, game_id, tokens):
    """(seat, decision, version) of the seat that must act, or None once the game is over."""
    for seat, token in tokens.items():
        status, answer = client.call("GET", f"/games/{game_id}/decision", token=token)
        assert status == 200, (status, answer)
        decision = answer["decision"]
        if decision is None:
            return None
        if "kind" in decision:              # the full decision is only shown to the seat that must act
            return seat, decision, answer["version"]
    raise RuntimeError(f"no seat of game {game_id} is shown its decision")


def main():
    moves = int(os.environ.get("BENCH_MOVES", 400))
    from api.app import create_app

    with tempfile.TemporaryDirectory() as data, LocalRedis() as redis_server:
        app = create_app(redis_server.start(data, persistent=False))
        server = make_server("127.0.0.1", 0, app, threaded=True, request_handler=KeepAlive)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            client = Client(server.server_port)
            latencies, games = [], 1
            game_id, tokens = new_game(client)
            started = time.perf_counter()
            while len(latencies) < moves:
                turn = whose_decision(client, game_id, tokens)
                if turn is None:
                    game_id, tokens = new_game(client)
                    games += 1
                    continue
                seat, decision, version = turn
                headers = {"If-Match": f'"{version}"', "Idempotency-Key": uuid.uuid4().hex}
                sent = time.perf_counter()
                status, answer = client.call("POST", f"/games/{game_id}/moves", {"move": choose(decision)},
                                             token=tokens[seat], headers=headers)
                latencies.append(time.perf_counter() - sent)
                assert status == 201 and answer["version"] == version + 1, (status, answer)
            seconds = time.perf_counter() - started
        finally:
            server.shutdown()
            thread.join()
    timed = sum(latencies)
    cuts = statistics.quantiles(latencies, n=100)
    print(f"{len(latencies)} moves over loopback HTTP in {games} game(s), two human seats")
    print(f"  POST /moves alone: {len(latencies) / timed:.0f} moves per second")
    print(f"  whole loop (GET decision + POST move): {len(latencies) / seconds:.0f} moves per second")
    print(f"  POST /moves latency: p50 {cuts[49] * 1000:.2f} ms, p99 {cuts[98] * 1000:.2f} ms, "
          f"max {max(latencies) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
