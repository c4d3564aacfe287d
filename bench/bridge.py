"""The server's bridge to Python, alone: what granian costs a request in each way the service could be served, with
a trivial app whose every answer waits on one Redis round trip (a GET), as a move waits on its append.

    python bench/bridge.py          (BENCH_SECONDS=5 BENCH_ROUNDS=2 BENCH_CLIENTS=32 BENCH_THREADS=16)

The ways, each one granian process with one worker against a private redis-server:
- wsgi: the WSGI interface, the app in granian's blocking threads (how the service was served before its streams
  had to stop holding a thread each: issue 30);
- asgi-loop: the ASGI interface, the answer on the event loop (how the service answers a move now: api/door.py);
- asgi-thread: the ASGI interface, the answer in a thread of a pool (how the service answers the rest);
- rsgi-loop: granian's own RSGI interface, the answer on the event loop.
BENCH_CLIENTS keep-alive clients over 2 processes send GET requests in a closed loop for BENCH_SECONDS after a
second's warm-up; printed are requests a second and the server's CPU a request (its processes', from /proc),
median of BENCH_ROUNDS rounds, the ways alternated so that the machine's drift hits each alike.
"""

import asyncio
import multiprocessing
import os
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import redis

HERE = Path(__file__).resolve().parent
WAYS = {"wsgi": ("WSGI", "bridge:wsgi_app"), "asgi-loop": ("ASGI", "bridge:asgi_loop"),
        "asgi-thread": ("ASGI", "bridge:asgi_thread"), "rsgi-loop": ("RSGI", "bridge:rsgi_app")}
SERVER = ("from granian.constants import Interfaces; from granian.server import Server; "
          "Server({target!r}, port={port}, interface=Interfaces.{interface}, workers=1, {threads}"
          "websockets=False).serve()")
ANSWER = b'{"ok": true}'
HEADERS = [("content-type", "application/json"), ("content-length", str(len(ANSWER)))]

_client = None


def store():
    """The server process's Redis client (made in the process that answers)."""
    global _client
    if _client is None:
        _client = redis.Redis.from_url(os.environ["BENCH_REDIS_URL"])
    return _client


def wsgi_app(environ, start_response):
    store().get("bridge")
    start_response("200 OK", HEADERS)
    return [ANSWER]


async def asgi_loop(scope, receive, send):
    if scope["type"] == "lifespan":
        return await _lifespan(receive, send)
    store().get("bridge")
    await _answer(send)


_pool = ThreadPoolExecutor(max_workers=int(os.environ.get("BENCH_THREADS", 16)))


async def asgi_thread(scope, receive, send):
    if scope["type"] == "lifespan":
        return await _lifespan(receive, send)
    await asyncio.get_running_loop().run_in_executor(_pool, store().get, "bridge")
    await _answer(send)


async def _answer(send):
    encoded = [(name.encode(), value.encode()) for name, value in HEADERS]
    await send({"type": "http.response.start", "status": 200, "headers": encoded})
    await send({"type": "http.response.body", "body": ANSWER})


async def _lifespan(receive, send):
    while True:
        message = await receive()
        await send({"type": message["type"] + ".complete"})
        if message["type"] == "lifespan.shutdown":
            return


class Rsgi:
    def __rsgi_init__(self, loop):
        pass

    def __rsgi_del__(self, loop):
        pass

    async def __rsgi__(self, scope, protocol):
        store().get("bridge")
        protocol.response_bytes(200, HEADERS, ANSWER)


rsgi_app = Rsgi()


def cpu_seconds(pid: int) -> float:
    """CPU seconds of `pid` and its children (granian's worker), from /proc."""
    pids = [pid]
    children = Path(f"/proc/{pid}/task/{pid}/children")
    pids += [int(child) for child in children.read_text().split()] if children.exists() else []
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for each in pids:
        try:
            fields = Path(f"/proc/{each}/stat").read_text().rsplit(")", 1)[1].split()
        except FileNotFoundError:
            continue
        total += (int(fields[11]) + int(fields[12])) / ticks
    return total


def clients(port: int, count: int, window: tuple[float, float], results) -> None:
    """`count` keep-alive clients in closed loop; the requests answered inside `window` (monotonic start, end)."""
    import uvloop
    from speed.wire import Connection

    async def one():
        connection, answered = Connection(port), 0
        while time.monotonic() < window[1]:
            status, _, _ = await connection.call("GET", "/")
            assert status == 200, status
            answered += window[0] <= time.monotonic() <= window[1]
        connection.close()
        return answered

    async def main():
        return sum(await asyncio.gather(*(one() for _ in range(count))))

    results.put(uvloop.run(main()))


def measure(way: str, redis_url: str, sizes: dict) -> tuple[float, float]:
    """(requests a second, server CPU ms a request) of one way."""
    from gameledger.local_redis import free_port

    interface, target = WAYS[way]
    port = free_port()
    env = dict(os.environ, BENCH_REDIS_URL=redis_url, PYTHONPATH=os.pathsep.join([str(HERE), str(HERE.parent)]))
    threads = f"blocking_threads={sizes['threads']}, " if interface == "WSGI" else ""      # one on the others
    command = SERVER.format(target=target, port=port, interface=interface, threads=threads)
    server = subprocess.Popen([sys.executable, "-c", command], cwd=HERE, env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        _wait_for(port)
        start = time.monotonic() + 1.0
        window = (start, start + sizes["seconds"])
        context = multiprocessing.get_context("spawn")
        results = context.Queue()
        per_process = [sizes["clients"] // 2, sizes["clients"] - sizes["clients"] // 2]
        processes = [context.Process(target=clients, args=(port, count, window, results)) for count in per_process]
        for process in processes:
            process.start()
        time.sleep(max(0.0, window[0] - time.monotonic()))
        before = cpu_seconds(server.pid)
        time.sleep(max(0.0, window[1] - time.monotonic()))
        used = cpu_seconds(server.pid) - before
        answered = sum(results.get(timeout=60) for _ in processes)
        for process in processes:
            process.join()
    finally:
        server.terminate()
        server.wait(timeout=30)
    return answered / sizes["seconds"], used / answered * 1000


def _wait_for(port: int) -> None:
    import socket

    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"no server on port {port} within 30 s")


def main() -> None:
    from gameledger.local_redis import LocalRedis

    sizes = {name: int(os.environ.get(f"BENCH_{name.upper()}", default))
             for name, default in (("seconds", 5), ("rounds", 2), ("clients", 32), ("threads", 16))}
    print(f"sizes: {sizes}")
    figures = {way: [] for way in WAYS}
    local = LocalRedis()
    redis_url = local.start(Path(os.environ.get("TMPDIR", "/tmp")) / f"bridge-{os.getpid()}", persistent=False)
    try:
        for number in range(sizes["rounds"]):
            for way in WAYS:
                figures[way].append(measure(way, redis_url, sizes))
                rate, cpu = figures[way][-1]
                print(f"  round {number + 1} {way:<12} {rate:8,.0f} requests/s  {cpu:.3f} ms server CPU a request",
                      flush=True)
    finally:
        local.stop()
    print("median:")
    for way, runs in figures.items():
        print(f"  {way:<12} {statistics.median(r for r, _ in runs):8,.0f} requests/s  "
              f"{statistics.median(c for _, c in runs):.3f} ms server CPU a request")


if __name__ == "__main__":
    main()
