"""Open streams held by one API process while a bot game plays, and what the rest of its clients see meanwhile.

    python bench/streams.py [STREAMS] [SLOW_BODIES] [SLOW_READERS]

(default 1000 streams, 32 slow bodies, 20 slow readers.) Starts a private Redis, one `gameledger serve --workers 1`
process (its default threads) and one `gameledger worker`. Creates a Dominion game of two open seats, and opens
STREAMS streams on it from its first event (spectators'); SLOW_READERS of them do not read for their first 10
seconds. SLOW_BODIES clients each start a POST /games whose body comes a byte a second. A prober asks GET /health
every 20 ms on a connection of its own. Then the game's creator starts it with Big Money bots in both seats, the
worker plays it to its end, and every stream should receive every event exactly once, then the end.

Prints: the streams held; events delivered (the expected, missing and duplicated); the time from the start to the
last stream's end; GET /health p50, p99 and max over the run; the API process's memory per open stream (its RSS
after the streams opened less before, over STREAMS) and Redis's clients.
"""

import asyncio
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import orjson

from gameledger.local_redis import LocalRedis, free_port

ROOT = Path(__file__).resolve().parents[1]
STARTUP_SECONDS = 30
SLOW_READ_SECONDS = 10
PROBE_EVERY = 0.02
DEADLINE_SECONDS = 300


async def request(port, method, path, body=None, headers=None):
    """(status, JSON) of one request on a connection of its own."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    payload = b"" if body is None else orjson.dumps(body)
    head = [f"{method} {path} HTTP/1.1", "Host: bench", "Connection: close", f"Content-Length: {len(payload)}",
            "Content-Type: application/json", *(f"{k}: {v}" for k, v in (headers or {}).items())]
    writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + payload)
    data = await reader.read()
    writer.close()
    head, _, rest = data.partition(b"\r\n\r\n")
    return int(head.split(b" ", 2)[1]), orjson.loads(rest) if rest else None


class Follower:
    """One stream: the versions it received, in order, and whether it saw the end."""

    def __init__(self, port, game_id, slow: bool):
        self.port, self.game_id, self.slow = port, game_id, slow
        self.versions, self.ended, self.opened = [], False, asyncio.Event()

    async def run(self):
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
        writer.write(f"GET /games/{self.game_id}/stream?from=1 HTTP/1.1\r\nHost: bench\r\n\r\n".encode())
        head = await reader.readuntil(b"\r\n\r\n")
        assert b" 200 " in head.split(b"\r\n", 1)[0], head
        chunked = b"transfer-encoding: chunked" in head.lower()
        self.opened.set()
        if self.slow:
            await asyncio.sleep(SLOW_READ_SECONDS)
        buffer = b""
        while not self.ended:
            if chunked:
                line = await reader.readline()
                if not line:
                    break       # closed by the server
                size = int(line.strip(), 16)
                chunk = await reader.readexactly(size + 2)
                chunk = chunk[:-2]
            else:
                chunk = await reader.read(65536)
            if not chunk:
                break
            *blocks, buffer = (buffer + chunk).split(b"\n\n")
            for block in blocks:
                self.read(block)
        writer.close()

    def read(self, block: bytes):
        for line in block.split(b"\n"):
            if line.startswith(b"id: "):
                self.versions.append(int(line[4:]))
            elif line == b"event: end":
                self.ended = True


async def slow_body(port, stop: asyncio.Event):
    """A POST whose body comes a byte a second, until told to stop."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    body = orjson.dumps({"ruleset": "dominion", "seats": [{"name": "A"}, {"name": "B"}]})
    writer.write(f"POST /games HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\n"
                 f"Content-Length: {len(body)}\r\n\r\n".encode())
    for byte in body:
        if stop.is_set():
            break
        writer.write(bytes([byte]))
        await writer.drain()
        try:
            await asyncio.wait_for(stop.wait(), 1)
        except asyncio.TimeoutError:
            pass
    writer.close()


async def probe(port, latencies: list, stop: asyncio.Event):
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    while not stop.is_set():
        sent = time.perf_counter()
        writer.write(b"GET /health HTTP/1.1\r\nHost: bench\r\n\r\n")
        head = await reader.readuntil(b"\r\n\r\n")
        length = int(next(line.split(b":")[1] for line in head.split(b"\r\n") if line.lower().startswith(
            b"content-length")))
        await reader.readexactly(length)
        latencies.append(time.perf_counter() - sent)
        await asyncio.sleep(PROBE_EVERY)
    writer.close()


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def api_worker(server_pid: int) -> int:
    children = Path(f"/proc/{server_pid}/task/{server_pid}/children").read_text().split()
    return int(children[0])


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))] * 1000 if ordered else float("nan")


async def bench(port, streams: int, slow_bodies: int, slow_readers: int, server_pid: int, redis_client):
    status, game = await request(port, "POST", "/games", {"ruleset": "dominion", "seats": [{"open": True},
                                                                                            {"open": True}]})
    assert status == 201, game
    before = rss_kib(api_worker(server_pid))
    followers = [Follower(port, game["id"], index < slow_readers) for index in range(streams)]
    tasks = [asyncio.ensure_future(follower.run()) for follower in followers]
    await asyncio.wait_for(asyncio.gather(*(follower.opened.wait() for follower in followers)), DEADLINE_SECONDS)
    await asyncio.sleep(1)
    after = rss_kib(api_worker(server_pid))
    stop, latencies = asyncio.Event(), []
    background = [asyncio.ensure_future(slow_body(port, stop)) for _ in range(slow_bodies)]
    background.append(asyncio.ensure_future(probe(port, latencies, stop)))
    await asyncio.sleep(1)
    started = time.perf_counter()
    status, answer = await request(port, "POST", f"/games/{game['id']}/start", {"bot": "big-money"},
                                   {"Authorization": f"Bearer {game['creator_token']}"})
    assert status in (200, 201), answer
    done, pending = await asyncio.wait(tasks, timeout=DEADLINE_SECONDS)
    took = time.perf_counter() - started
    stop.set()
    for task in pending:
        task.cancel()
    await asyncio.gather(*background, return_exceptions=True)
    status, final = await request(port, "GET", f"/games/{game['id']}")
    last = final["version"]
    expected = list(range(1, last + 1))
    complete = sum(follower.versions == expected and follower.ended for follower in followers)
    missing = sum(len(set(expected) - set(follower.versions)) for follower in followers)
    repeated = sum(len(follower.versions) - len(set(follower.versions)) for follower in followers)
    clients = redis_client.info("clients")["connected_clients"]
    return {"streams": streams, "complete": complete, "events": last, "missing": missing, "repeated": repeated,
            "took": took, "status": final["status"], "health": latencies, "per_stream_kib": (after - before) / streams,
            "redis_clients": clients, "slow_bodies": slow_bodies, "slow_readers": slow_readers}


def report(figures) -> None:
    health = figures["health"]
    print(f"{figures['streams']} streams open on one API process (granian, its ASGI door), a bot game of "
          f"{figures['events']} events ({figures['status']}), {figures['slow_bodies']} bodies sent a byte a second, "
          f"{figures['slow_readers']} streams read late", flush=True)
    print(f"  {figures['complete']} of {figures['streams']} streams got versions 1 to {figures['events']} in order, "
          f"once each, and the end; {figures['missing']} missing, {figures['repeated']} repeated")
    print(f"  the last stream's end {figures['took']:.1f} s after the start")
    print(f"  GET /health over the run: {len(health)} probes, p50 {percentile(health, 0.5):.1f} ms, "
          f"p99 {percentile(health, 0.99):.1f} ms, max {max(health) * 1000:.1f} ms")
    print(f"  memory: {figures['per_stream_kib']:.1f} KiB of the API process's RSS per open stream; "
          f"{figures['redis_clients']} Redis clients")


def main():
    streams = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    slow_bodies = int(sys.argv[2]) if len(sys.argv) > 2 else 32
    slow_readers = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    with tempfile.TemporaryDirectory() as data, LocalRedis() as server, open(Path(data) / "api.log", "w+") as log:
        url = server.start(Path(data) / "redis", persistent=False)
        port = free_port()
        env = dict(os.environ, REDIS_URL=url, GAMELEDGER_LIMIT_CREATE="100000/second")
        api = subprocess.Popen([sys.executable, "-m", "gameledger.cli", "serve", "--workers", "1", "--port",
                                str(port)], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=log)
        worker = subprocess.Popen([sys.executable, "-m", "gameledger.cli", "worker", "--quiet"], cwd=ROOT, env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            _wait_until_healthy(port, api)
            import redis

            client = redis.Redis.from_url(url)
            figures = asyncio.run(bench(port, streams, slow_bodies, slow_readers, api.pid, client))
            client.close()
        except BaseException:
            log.seek(0)
            print(log.read()[-5000:], file=sys.stderr)
            raise
        finally:
            for process in (api, worker):
                process.terminate()
            for process in (api, worker):
                try:
                    process.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    process.kill()
    report(figures)


def _wait_until_healthy(port, process):
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        assert process.poll() is None, "the API process ended"
        try:
            status, _ = asyncio.run(request(port, "GET", "/health"))
            if status == 200:
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise RuntimeError("the API did not answer")


if __name__ == "__main__":
    main()
