"""A private redis-server for the service or the tests, so no Redis needs installing by hand beyond the binary."""

import json
import shutil
import socket
import subprocess
import time
from pathlib import Path

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from events.errors import RedisUnavailable

INSTALL_HINT = (
    "install Redis 7: apt-get install redis-server (Debian/Ubuntu), brew install redis (macOS), "
    "or set REDIS_URL to an existing server"
)
STARTUP_SECONDS = 10


def find_redis_server() -> str:
    path = shutil.which("redis-server")
    if path is None:
        raise RedisUnavailable(f"redis-server was not found on PATH; {INSTALL_HINT}")
    return path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _url(port):
    return f"redis://127.0.0.1:{port}/0"


def _client(port):
    # No retries: polling a starting (or stopped) server, a refused connection should cost milliseconds.
    return redis.Redis(host="127.0.0.1", port=port, socket_timeout=5, socket_connect_timeout=1,
                       retry=Retry(NoBackoff(), 0))


def _answers(port, pid=None):
    """True when a redis on `port` answers PING (and, given `pid`, is that very process)."""
    client = _client(port)
    try:
        client.ping()
        return pid is None or client.info("server")["process_id"] == pid
    except redis.RedisError:
        return False
    finally:
        client.close()


class LocalRedis:
    """Runs redis-server bound to 127.0.0.1 with its data (and redis.log, server.json) in one directory.

    A server started earlier in the same directory that still answers is reused, so separately started
    processes (`gameledger serve`, `gameledger worker`) share one. `stop()` stops only a server this
    object started itself.

    `detached`: the server runs in a process group of its own, so the SIGINT a terminal's Ctrl-C sends the whole
    foreground group does not stop it before the API and the workers using it have stopped; `stop()` then does.
    """

    def __init__(self, detached: bool = False):
        self.detached = detached
        self.process = None
        self.url = None
        self.port = None
        self.data_dir = None

    def start(self, data_dir, port=None, persistent=True, fsync="everysec") -> str:
        self.data_dir = Path(data_dir).resolve()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        running = self._running()
        if running:
            self.port, self.url = running, _url(running)
            return self.url
        # A free port can be taken by someone else before redis binds it; try another.
        attempts = 1 if port else 3
        for _ in range(attempts):
            chosen = port or free_port()
            if self._launch(chosen, persistent, fsync):
                self._server_file.write_text(json.dumps({"pid": self.process.pid, "port": chosen}))
                self.port, self.url = chosen, _url(chosen)
                return self.url
        raise RedisUnavailable(f"redis-server did not start; see {self.data_dir / 'redis.log'}")

    def stop(self):
        if self.process is None:
            return
        try:
            _client(self.port).shutdown(nosave=True)
        except redis.RedisError:
            self.process.terminate()
        try:
            self.process.wait(timeout=STARTUP_SECONDS)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process = None
        self._server_file.unlink(missing_ok=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()

    @property
    def _server_file(self):
        return self.data_dir / "server.json"

    def _running(self):
        """Port of the server recorded in data_dir if it is still alive, else None."""
        try:
            recorded = json.loads(self._server_file.read_text())
            pid, port = int(recorded["pid"]), int(recorded["port"])
        except (OSError, ValueError, KeyError, TypeError):
            return None
        return port if _answers(port, pid) else None

    def _launch(self, port, persistent, fsync="everysec"):
        command = [
            find_redis_server(),
            "--port", str(port),
            "--bind", "127.0.0.1",
            "--dir", str(self.data_dir),
            "--appendonly", "yes" if persistent else "no",
            "--appendfsync", fsync,
            "--save", "",
            "--daemonize", "no",
            "--logfile", str(self.data_dir / "redis.log"),
        ]
        self.process = subprocess.Popen(
            command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            process_group=0 if self.detached else None,
        )
        deadline = time.monotonic() + STARTUP_SECONDS
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                break
            if _answers(port, self.process.pid):
                return True
            time.sleep(0.05)
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        self.process = None
        return False

