"""What an operator reads of running processes: /metrics counting exactly what a game did across the server's
processes and a worker's, /ready following Redis, its scripts and the workers' heartbeat, request ids in answers,
problems and JSON log lines."""

import json
import re
import secrets
import time
import urllib.request

from gameledger.local_redis import free_port

from .players import quiet_move
from .processes import Api, request, wait_for, worker

HUMANS = {"ruleset": "dominion", "options": {"preset": "First Game"}, "seats": [{"name": "Ana"}, {"name": "Ben"}]}
BOTS = {"ruleset": "dominion", "options": {"preset": "First Game"},
        "seats": [{"name": "A", "bot": "big-money"}, {"name": "B", "bot": "big-money"}]}
MOVES = "/games/<game_id>/moves"
DECISION = "/games/<game_id>/decision"


def scrape(port) -> dict:
    """{(name, labels as a sorted tuple): value} of GET /metrics."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as answer:
        assert answer.headers["Content-Type"].startswith("text/plain; version=")
        text = answer.read().decode()
    samples = {}
    for line in text.splitlines():
        if line.startswith("#") or not line.strip():
            continue
        match = re.match(r'([a-z_:]+)(?:\{(.*)\})? (\S+)$', line)
        labels = tuple(sorted(re.findall(r'(\w+)="([^"]*)"', match.group(2) or "")))
        samples[(match.group(1), labels)] = float(match.group(3))
    return samples


def value(samples, name, **labels) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


def requests_of(samples, method, route, status) -> float:
    return value(samples, "gameledger_http_requests_total", method=method, route=route, status=str(status))


def test_metrics_count_exactly_what_a_game_did_across_the_servers_processes(store):
    api = Api(store.url).start()      # two server processes: each request counted by the one that answered it
    try:
        status, _, game = request(api.port, "POST", "/games", HUMANS)
        assert status == 201
        tokens = [seat["token"] for seat in game["seats"]]
        decisions = moves = 0
        last = None
        for _ in range(12):
            status, _, seen = request(api.port, "GET", f"/games/{game['id']}/decision")
            decisions += 1
            token = tokens[seen["decision"]["player"]]
            status, _, mine = request(api.port, "GET", f"/games/{game['id']}/decision",
                                      headers={"Authorization": f"Bearer {token}"})
            decisions += 1
            last = {"Authorization": f"Bearer {token}", "If-Match": f'"{mine["version"]}"',
                    "Idempotency-Key": secrets.token_hex(8)}, {"move": quiet_move(mine["decision"])}
            status, _, moved = request(api.port, "POST", f"/games/{game['id']}/moves", last[1], last[0])
            assert status == 201, moved
            moves += 1
        replayed = request(api.port, "POST", f"/games/{game['id']}/moves", last[1], last[0])
        assert replayed[0] == 201 and replayed[1]["Idempotent-Replayed"] == "true"
        stale = request(api.port, "POST", f"/games/{game['id']}/moves", last[1],
                        dict(last[0], **{"Idempotency-Key": secrets.token_hex(8)}))
        assert stale[0] == 412
        request(api.port, "GET", f"/games/{game['id']}/events/../nothing")     # a 404 of no route

        samples = scrape(api.port)
        events = store.client().xlen(f"gl:{{{game['id']}}}:events")
        assert events == 1 + moves
        assert value(samples, "gameledger_appends_total", stream="game") == events
        assert requests_of(samples, "POST", MOVES, 201) == moves + 1           # the replay answered 201 too
        assert requests_of(samples, "POST", MOVES, 412) == 1
        assert requests_of(samples, "GET", DECISION, 200) == decisions
        assert requests_of(samples, "POST", "/games", 201) == 1
        assert requests_of(samples, "GET", "unmatched", 404) == 1
        assert value(samples, "gameledger_stale_refusals_total", status="412") == 1
        assert value(samples, "gameledger_stale_refusals_total", status="409") == 0
        assert value(samples, "gameledger_idempotent_replays_total") == 1
        assert value(samples, "gameledger_bot_jobs_total", stage="queued") == 0
        assert value(samples, "gameledger_http_request_seconds_count", method="POST", route=MOVES) == moves + 2
        assert value(samples, "gameledger_http_request_seconds_bucket", method="POST", route=MOVES,
                     le="+Inf") == moves + 2
        assert value(samples, "gameledger_redis_errors_total", where="api") == 0
        cache = value(samples, "gameledger_state_cache_total", result="hit") + \
            value(samples, "gameledger_state_cache_total", result="miss")
        # each request that needs the game's state looks it up once; a process loads it at most once (a miss), however
        # the requests fell between serve's two processes
        assert cache >= moves and value(samples, "gameledger_state_cache_total", result="miss") <= 2
        assert not any(game["id"] in str(labels) for _, labels in samples)       # templates, never raw paths
        again = scrape(api.port)        # the first scrape is counted once answered
        assert requests_of(again, "GET", "/metrics", 200) >= 1
    finally:
        api.stop()


def test_a_workers_metrics_count_the_bot_jobs_it_ran_and_the_events_it_appended(store):
    api = Api(store.url).start()
    port = free_port()
    working = worker(store.url, "--metrics-port", str(port)).start()
    try:
        status, _, game = request(api.port, "POST", "/games", BOTS)
        assert status == 201
        wait_for(lambda: request(api.port, "GET", f"/games/{game['id']}")[2]["status"] == "finished", 120,
                 lambda: working.output())
        events = store.client().xlen(f"gl:{{{game['id']}}}:events")
        served = scrape(api.port)
        worked = wait_for(lambda: _answering(port), 10, "the worker's metrics")
        assert value(served, "gameledger_appends_total", stream="game") == 1          # the creation
        assert value(served, "gameledger_bot_jobs_total", stage="queued") == 1
        assert value(worked, "gameledger_appends_total", stream="game") == events - 1  # every bot move
        started = value(worked, "gameledger_bot_jobs_total", stage="started")
        assert started >= 1 and started == 1 + value(worked, "gameledger_bot_jobs_total", stage="queued") + \
            value(worked, "gameledger_reconciler_repairs_total")
        assert value(worked, "gameledger_bot_jobs_total", stage="failed") == 0
    finally:
        working.stop()
        api.stop()


def _answering(port):
    try:
        return scrape(port)
    except OSError:
        return None


def test_ready_follows_redis_its_scripts_and_the_workers_heartbeat(store):
    api = Api(store.url).start()
    try:
        assert request(api.port, "GET", "/ready")[:3:2] == (200, {"status": "ready"})    # no worker ever seen
        store.client().script_flush()       # a Redis restarted empty of scripts: /ready loads them
        assert request(api.port, "GET", "/ready")[0] == 200
        assert all(store.client().script_exists(*_shas(store)))
        working = worker(store.url).start()
        try:
            wait_for(lambda: store.client().exists("gl:workers:beat"), 30, lambda: working.output())
            assert request(api.port, "GET", "/ready")[0] == 200
        finally:
            working.kill()
        store.client().delete("gl:workers:beat")      # its heartbeat gone stale, as 15 s after it died
        status, head, problem = request(api.port, "GET", "/ready")
        assert status == 503 and head["Retry-After"] == "5" and head["Content-Type"] == "application/problem+json"
        assert "no worker has beaten within the last 15 seconds" in problem["detail"]
        assert request(api.port, "GET", "/health")[0] == 200       # alive all the same
        working = worker(store.url).start()
        try:
            wait_for(lambda: request(api.port, "GET", "/ready")[0] == 200, 30, lambda: working.output())
            store.kill()
            status, _, problem = request(api.port, "GET", "/ready")
            assert status == 503 and problem["detail"].startswith("not ready: Redis does not answer")
            store.start()
            wait_for(lambda: request(api.port, "GET", "/ready")[0] == 200, 30, lambda: working.output())
        finally:
            working.stop()
    finally:
        api.stop()


def test_ready_waits_for_a_first_worker_where_one_is_required(store):
    api = Api(store.url)
    api.env = {"GAMELEDGER_REQUIRE_WORKER": "yes"}
    api.start()
    try:
        status, _, problem = request(api.port, "GET", "/ready")
        assert status == 503 and "no worker has ever run on this Redis" in problem["detail"]
        working = worker(store.url).start()
        try:
            wait_for(lambda: request(api.port, "GET", "/ready")[0] == 200, 30, lambda: working.output())
        finally:
            working.stop()
    finally:
        api.stop()


def _shas(store):
    from events.store import Stores

    return [script.sha for script in Stores.on(store.client()).scripts()]


def test_request_ids_are_echoed_put_in_problems_and_in_every_json_log_line(store):
    api = Api(store.url)
    api.args += ("--log-format", "json", "--access-log")
    api.start()
    try:
        status, head, _ = request(api.port, "GET", "/health", headers={"X-Request-Id": "req-1.a_b~c"})
        assert status == 200 and head["X-Request-Id"] == "req-1.a_b~c"
        status, head, problem = request(api.port, "GET", "/games/nothing-here", headers={"X-Request-Id": "lost-2"})
        assert status == 404 and head["X-Request-Id"] == "lost-2" and problem["instance"] == "lost-2"
        for insane in ("with space", "x" * 129, "semi;colon", ""):
            status, head, problem = request(api.port, "GET", "/games/nothing-here", headers={"X-Request-Id": insane})
            made = head["X-Request-Id"]
            assert status == 404 and made != insane and re.fullmatch(r"[0-9a-f]{24}", made)
            assert problem["instance"] == made
        status, head, problem = request(api.port, "POST", "/games", b"{", {"X-Request-Id": "bad-body-3"})
        assert status == 400 and problem["instance"] == "bad-body-3"
        time.sleep(0.5)
        api.log.seek(0)
        lines = [json.loads(line) for line in api.log.read().decode().splitlines()]       # each one JSON object
        access = [line for line in lines if line["logger"] == "gameledger.access"]
        assert {line.get("request_id") for line in access} >= {"req-1.a_b~c", "lost-2", "bad-body-3"}
        assert all(line.get("request_id") for line in access)
        assert all({"time", "level", "logger", "message"} <= set(line) for line in lines)
    finally:
        api.stop()


def test_a_worker_writes_every_log_line_as_json_with_log_format_json(store):
    from .processes import Service

    api = Api(store.url).start()
    try:
        status, _, game = request(api.port, "POST", "/games", BOTS)
        assert status == 201
        working = Service(store.url, "worker", "--burst", "--log-format", "json").start()
        assert working.process.wait(timeout=120) == 0, working.output()
        working.log.seek(0)
        lines = [json.loads(line) for line in working.log.read().decode().splitlines()]     # each one JSON object
        assert {line["logger"] for line in lines} >= {"gameledger", "rq.worker"}
        assert all({"time", "level", "logger", "message"} <= set(line) for line in lines)
        assert request(api.port, "GET", f"/games/{game['id']}")[2]["status"] == "finished"
    finally:
        api.stop()


def test_serve_counts_in_a_private_metrics_folder_it_removes_when_it_stops(store, tmp_path):
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    api = Api(store.url)
    api.env = {"TMPDIR": str(temporary)}
    api.start()
    try:
        request(api.port, "GET", "/health")
        [folder] = temporary.iterdir()
        assert folder.name.startswith("gameledger-serve-metrics-")
        assert any(path.suffix == ".db" for path in folder.iterdir())      # the processes' counts
    finally:
        api.stop()
    assert api.process.returncode == 0 and list(temporary.iterdir()) == []
