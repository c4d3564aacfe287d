"""`gameledger demo`: the API and one worker on a Redis, and two bot games played through them over HTTP: Dominion
(narrated) and Oath from a new chronicle."""

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request

import click
from tqdm import tqdm

SEATS = [{"name": "Ana", "bot": "big-money"}, {"name": "Ben", "bot": "big-money"}]
OATH_SEATS = [{"name": name, "bot": "oath"} for name in ("Cyril", "Dana", "Emil", "Flora")]
STARTUP_SECONDS = 30
STOP_SECONDS = 15
SIGNALLED_SECONDS = 5     # after a Ctrl-C, what the API and the worker get to stop by themselves before being told


def run_demo(config, port: int, once: bool, timeout: float) -> None:
    """The service as `gameledger serve` and `gameledger worker` run it, on `config`'s Redis (the browser page served
    to anyone: CORS for any origin), and the two games played through it."""
    port = port_to_serve(port)
    env = {**os.environ, "REDIS_URL": config.redis_url, "GAMELEDGER_CORS_ORIGINS": "*",
           "GAMELEDGER_DURABLE": "1" if config.durable else ""}
    processes = [subprocess.Popen([sys.executable, "-m", "gameledger.cli", *command], env=env)
                 for command in (["serve", "--workers", "1", "--port", str(port)], ["worker", "--quiet"])]
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_for(base, processes)
        click.echo(f"API on {base}/ (OpenAPI: {base}/openapi.json), one worker (pid {processes[1].pid}), "
                   f"Redis {config.redis_url}")
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
            while all(process.poll() is None for process in processes):
                time.sleep(0.5)
    except KeyboardInterrupt:
        # a terminal's Ctrl-C reached the whole group: the API and the worker are stopping already, and a second
        # signal in the middle of their stop could leave one stopping for ever (seen: the API, killed after 15 s)
        _wait_all(processes, SIGNALLED_SECONDS)
    finally:
        _stop(processes, ("the API", "the worker"))


def _wait_all(processes, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and any(process.poll() is None for process in processes):
        time.sleep(0.05)


def _stop(processes, names) -> None:
    """Ask each process still running to stop, and kill any still running STOP_SECONDS later, saying which."""
    for process in processes:
        if process.poll() is None:
            process.terminate()
    deadline = time.monotonic() + STOP_SECONDS
    for process, name in zip(processes, names):
        try:
            process.wait(timeout=max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:       # one waiting on a Redis already gone: stop it all the same
            click.echo(f"{name} (pid {process.pid}) did not stop within {STOP_SECONDS} s: killed", err=True)
            process.kill()
            process.wait()


def port_to_serve(port: int) -> int:
    """`port`, or a free one when something listens on it already (or when it is 0: any free port)."""
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
            return probe.getsockname()[1]
        except OSError:
            probe.bind(("127.0.0.1", 0))
            free = probe.getsockname()[1]
    click.echo(f"Port {port} is taken; serving on {free} instead.", err=True)
    return free


def _wait_for(base, processes):
    deadline = time.monotonic() + STARTUP_SECONDS
    while True:
        try:
            _request("GET", f"{base}/health")
            return
        except OSError:
            if any(process.poll() is not None for process in processes) or time.monotonic() > deadline:
                raise click.ClickException("the service did not start") from None
            time.sleep(0.2)


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
    click.echo(f"  events:  {base}/games/{game_id}/events?start=1&limit=1000")
    click.echo(f"  verify:  {base}/games/{game_id}/verify")
    click.echo(f"  or:      gameledger replay {game_id} --verify")


def _request(method, url, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.load(response)
