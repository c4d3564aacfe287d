"""`gameledger demo`: the API and one worker on a Redis, and two bot games played through them over HTTP: Dominion
(narrated) and Oath from a new chronicle."""

import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.request

import click
from tqdm import tqdm
from werkzeug.serving import make_server

from api.server import QuietProblemRequestHandler
from gameledger.compose import service_app

SEATS = [{"name": "Ana", "bot": "big-money"}, {"name": "Ben", "bot": "big-money"}]
OATH_SEATS = [{"name": name, "bot": "oath"} for name in ("Cyril", "Dana", "Emil", "Flora")]


def run_demo(redis_url: str, port: int, once: bool, timeout: float, durable=False, wait_aof=False) -> None:
    app = service_app(redis_url, wait_aof=wait_aof)
    app.config["CORS_ORIGINS"] = "*"        # the demo takes browser clients from anywhere (api/http.py)
    server = _serve(app, port)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    worker = subprocess.Popen([sys.executable, "-m", "gameledger.cli", "worker", "--quiet"]
                              + (["--durable"] if durable else []), env={**os.environ, "REDIS_URL": redis_url})
    try:
        click.echo(f"API on {base}/ (OpenAPI: {base}/openapi.json), one worker (pid {worker.pid}), Redis {redis_url}")
        game = _request("POST", f"{base}/games", {"ruleset": "dominion", "options": {"preset": "First Game"},
                                                  "seats": SEATS})
        game_id = game["id"]
        click.echo(f"Created game {game_id}: {SEATS[0]['name']} and {SEATS[1]['name']}, two Big Money bots, "
                   f"kingdom First Game. Seed commitment {game['seed_commitment'][:16]}...")
        info = _follow(base, game_id, timeout)
        _narrate(base, game_id)
        _report(base, game_id, info)
        oath = _request("POST", f"{base}/games", {"ruleset": "oath", "options": {"chronicle": "new"},
                                                  "seats": OATH_SEATS})
        click.echo(f"Created Oath game {oath['id']} from a new chronicle: {OATH_SEATS[0]['name']} the Chancellor "
                   f"and three Exiles, four `oath` bots.")
        _report(base, oath["id"], _follow(base, oath["id"], timeout))
        if not once:
            click.echo("Serving on; press Ctrl-C to stop.")
            while worker.poll() is None:
                time.sleep(0.5)
    except KeyboardInterrupt:
        pass
    finally:
        worker.terminate()
        try:
            worker.wait(timeout=10)
        except subprocess.TimeoutExpired:       # a worker waiting on a Redis already gone: stop it all the same
            worker.kill()
            worker.wait()
        server.shutdown()


def _serve(app, port):
    """The API on `port`, or on a free port when it is taken. The socket is bound here: the development server,
    asked to bind a taken port itself, exits the process instead of raising."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listener.bind(("127.0.0.1", port))
    except OSError:
        listener.bind(("127.0.0.1", 0))
        click.echo(f"Port {port} is taken; serving on {listener.getsockname()[1]} instead.", err=True)
    listener.listen(128)
    try:
        server = make_server("127.0.0.1", listener.getsockname()[1], app, threaded=True,
                             request_handler=QuietProblemRequestHandler, fd=listener.fileno())
    finally:
        listener.close()        # the server holds its own copy of the socket
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def _follow(base, game_id, timeout):
    """Poll the game as a spectator until it ends, showing events as they are appended."""
    deadline = time.monotonic() + timeout
    with tqdm(desc="events", unit="event", file=sys.stderr) as progress:
        while True:
            info = _request("GET", f"{base}/games/{game_id}")
            progress.update(info["version"] - progress.n)
            if info["status"] == "finished":
                return info
            if time.monotonic() > deadline:
                raise click.ClickException(f"the bots did not finish within {timeout} s; is the worker running?")
            time.sleep(0.2)


def _narrate(base, game_id):
    """The replay as a spectator reads it, one line per turn."""
    turn = []
    for entry in _request("GET", f"{base}/games/{game_id}/log")["entries"]:
        for line in entry["lines"]:
            if line.startswith("Turn ") and turn:
                click.echo(" ".join(turn))
                turn = []
            turn.append(line)
    click.echo(" ".join(turn))


def _report(base, game_id, info):
    """The typed result every ruleset gives: winners, turns, the ending and any scores."""
    result = info["result"]
    scores = result.get("scores") or [None] * len(result["turns"])
    seats = ", ".join(f"{seat['name']} {'' if score is None else f'{score} points, '}{turns} turns"
                      for seat, score, turns in zip(info["seats"], scores, result["turns"]))
    click.echo(f"Game over after {info['version']} events ({seats}), ended by {result['ending']}. "
               f"Winner: {' and '.join(result['winner_names'])}.")
    _links(base, game_id, info)


def _links(base, game_id, info):
    verified = _request("GET", f"{base}/games/{game_id}/verify")
    click.echo(f"Replay verified: {verified['verified']} ({verified.get('events')} events). Seed revealed: "
               f"{info['seed']}")
    click.echo(f"  page:    {base}/play/{game_id}   (the table in a browser: its history, live, narrated)")
    click.echo(f"  game:    {base}/games/{game_id}")
    click.echo(f"  replay:  {base}/games/{game_id}/log")
    click.echo(f"  events:  {base}/games/{game_id}/events?from=1&limit=1000")
    click.echo(f"  verify:  {base}/games/{game_id}/verify")
    click.echo(f"  or:      gameledger replay {game_id} --verify")


def _request(method, url, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.load(response)
