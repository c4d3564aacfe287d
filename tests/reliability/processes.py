"""Real processes for the reliability suite: a Redis with its append-only file that can be killed and brought
back on the same port, the API and workers as `gameledger` processes, and a plain HTTP client."""

import http.client
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import redis

from gameledger.local_redis import LocalRedis, free_port

ROOT = Path(__file__).resolve().parents[2]
SCALE = float(os.environ.get("RELIABILITY_SCALE", "1"))     # 1 in CI; larger for a soak


def scaled(count: int) -> int:
    return max(1, int(count * SCALE))


class KillableRedis:
    """redis-server with AOF on in `data_dir`; kill() is kill -9, start() brings it back on the same port."""

    def __init__(self, data_dir):
        self.data_dir, self.port, self.server = Path(data_dir), free_port(), None

    @property
    def url(self):
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self):
        self.server = LocalRedis()
        self.server.start(self.data_dir, port=self.port, persistent=True)
        return self

    def kill(self):
        self.server.process.send_signal(signal.SIGKILL)
        self.server.process.wait()
        self.server.process = None
        (self.data_dir / "server.json").unlink(missing_ok=True)

    def stop(self):
        if self.server and self.server.process:
            self.server.stop()

    def client(self):
        return redis.Redis.from_url(self.url)


class Service:
    """A `gameledger` command in its own process, against one Redis."""

    def __init__(self, redis_url, *args):
        self.redis_url, self.args, self.process, self.env = redis_url, args, None, {}

    def start(self):
        env = dict(os.environ, REDIS_URL=self.redis_url, PYTHONUNBUFFERED="1")
        if not self.redis_url.startswith("redis+cluster"):
            # one Redis holds its own queues: with PYTEST_STORE=cluster the session's queue Redis (tests/conftest.py)
            # is the cluster's, whose jobs of other tests' games a worker of this store would run
            env.pop("GAMELEDGER_QUEUE_URL", None)
        env.update(self.env)
        self.log = tempfile.TemporaryFile()       # a pipe nobody reads would fill and stop the process
        self.process = subprocess.Popen([sys.executable, "-m", "gameledger.cli", *self.args], cwd=ROOT, env=env,
                                        stdout=subprocess.DEVNULL, stderr=self.log)
        return self

    def output(self) -> str:
        self.log.seek(0)
        return self.log.read().decode(errors="replace")[-5000:]

    def kill(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None


class Api(Service):
    def __init__(self, redis_url):
        self.port = free_port()
        super().__init__(redis_url, "serve", "--port", str(self.port))

    def start(self, wait=20.0):
        super().start()
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            try:
                if request(self.port, "GET", "/health")[0] in (200, 503):
                    return self
            except OSError:
                time.sleep(0.05)
        raise AssertionError(f"the API did not start: {self.output()}")


class StreamingApi(Api):
    """One API process with a short heartbeat, for tests that watch streams closely."""

    def __init__(self, redis_url):
        super().__init__(redis_url)
        self.args += ("--workers", "1")
        self.env = {"GAMELEDGER_STREAM_HEARTBEAT": "0.5"}


def worker(redis_url, *args):
    return Service(redis_url, "worker", "--quiet", *args)


def request(port, method, path, body=None, headers=None, timeout=30.0):
    """(status, headers, parsed JSON body or text) over a new connection."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        data = None if body is None else body if isinstance(body, bytes) else json.dumps(body).encode()
        sent = {"Content-Type": "application/json", **(headers or {})}
        connection.request(method, path, body=data, headers=sent)
        response = connection.getresponse()
        raw = response.read()
        try:
            parsed = json.loads(raw) if raw else None
        except ValueError:
            parsed = raw.decode(errors="replace")
        return response.status, response.headers, parsed       # names as any case (granian writes lower case)
    finally:
        connection.close()


def children_of(pid: int) -> list[int]:
    """The processes `pid`'s main thread started (none once it is gone)."""
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(child) for child in path.read_text().split()] if path.exists() else []


def stops_taken(pid: int) -> dict[str, list]:
    """For each thread of `pid` (by its id), the stop signals (SIGINT, SIGTERM) it does not block, so may be handed."""
    taken = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        status = dict(line.split(":\t", 1) for line in (task / "status").read_text().splitlines() if ":\t" in line)
        blocked = int(status["SigBlk"], 16)
        taken[task.name] = [stop for stop in (signal.SIGINT, signal.SIGTERM) if not blocked & (1 << (stop - 1))]
    return taken


def alive(pid: int) -> bool:
    """Whether `pid` runs (a zombie has closed its sockets and ports: it counts as gone)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def wait_for(condition, seconds, what):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"not within {seconds} s: {what() if callable(what) else what}")
