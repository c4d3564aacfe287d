"""The REST API's production servers, started by `gameledger serve`: granian (the default: HTTP parsed in Rust, the
app in threads of each worker process) and gunicorn (its gevent worker class holds many open streams). Both run
worker processes with keep-alive and no access log line per request on the hot path."""

import json
import os
import signal
import threading
import time
from pathlib import Path

from gunicorn import util
from gunicorn.app.base import BaseApplication

from api.problems import PROBLEM
from workers.threads import STOPS, helper_thread


def blank_problem(status: int, reason: str, detail: str) -> bytes:
    # about:blank (RFC 9457 4.2.1): no page of the service's says more than the status does here
    return json.dumps({"type": "about:blank", "title": reason, "status": status, "detail": detail}).encode()


def write_problem(sock, status: int, reason: str, detail: str) -> None:
    """gunicorn's own refusals (a request line or headers too large or malformed) as problem+json, like every
    other error of the service, instead of its HTML page."""
    body = blank_problem(status, reason, detail)
    head = (f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\nContent-Type: {PROBLEM}\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode("latin-1")
    util.write_nonblock(sock, head + body)


util.write_error = write_problem        # gunicorn's workers call it as util.write_error


class Server(BaseApplication):
    """gunicorn running the app `factory()` builds in each worker process (after the fork, so no worker shares
    another's Redis connections)."""

    def __init__(self, factory, options: dict):
        self.factory = factory
        self.options = options
        super().__init__()

    def load_config(self):
        for name, value in self.options.items():
            self.cfg.set(name, value)

    def load(self):
        return self.factory()


def app_factory(redis_url: str, wait_aof: bool):
    """The service's app, built in each worker process. The app is imported there too, not in the master: a gevent
    worker patches the standard library (sockets, locks) when it starts, and what is imported after that, redis-py's
    connections and the state cache's locks, cooperates with the greenlets of the other open requests."""
    def factory():
        from gameledger.compose import service_app

        return service_app(redis_url, wait_aof=wait_aof)

    return factory


DATA_DIR = Path(".gameledger") / "redis"      # as the command line's --data-dir default (gameledger/cli.py)


def redis_url(data_dir: Path | str | None = None) -> str:
    """The Redis the service uses, resolved as the command line does: REDIS_URL, else the private redis-server whose
    data lives in `data_dir` (GAMELEDGER_DATA_DIR, default .gameledger/redis), started or, when one runs there
    already, reused. One started here outlives this process (and its Ctrl-C: LocalRedis's `detached`), as the
    command line's does not: a WSGI server gives its application no moment to stop it, and the next start reuses
    it."""
    from gameledger.local_redis import LocalRedis

    url = os.environ.get("REDIS_URL")
    if url:
        return url
    data_dir = data_dir or os.environ.get("GAMELEDGER_DATA_DIR") or DATA_DIR
    return LocalRedis(detached=True).start(data_dir, persistent=True)


def wsgi_app(url: str | None = None):
    """The service's WSGI application for any WSGI server, with the command line's Redis (`redis_url`), its
    durability check (GAMELEDGER_DURABLE=1 as --durable) and bot turns and campaign steps enqueued for the workers:
    `gunicorn 'gameledger.serving:wsgi_app()'`."""
    import redis

    from gameledger.compose import service_app
    from gameledger.durability import check

    private = not url and not os.environ.get("REDIS_URL")
    url = url or redis_url()
    connection = redis.Redis.from_url(url, decode_responses=True)
    try:
        kept = check(connection, os.environ.get("GAMELEDGER_DURABLE", "") not in ("", "0"), private)
    finally:
        connection.close()
    return service_app(url, wait_aof=kept.wait_aof)


# granian hands the app a header of up to its buffer's size; the app refuses one over gunicorn's field limit
HEADER_BUFFER = 2 * 1024 * 1024
LONGEST_HEADER = 8190
# a worker that does not stop when told (one stopped before it built its app, say) is killed after this
STOP_SECONDS = 10
SERVED_REDIS, SERVED_WAIT_AOF = "GAMELEDGER_SERVED_REDIS_URL", "GAMELEDGER_SERVED_WAIT_AOF"


def refuse_long_headers(app):
    """The app behind a check granian does not make: a header longer than gunicorn's limit is refused 431 as
    problem+json, as gunicorn refuses it (RFC 6585 5)."""
    def checked(environ, start_response):
        for name, value in environ.items():
            if name.startswith("HTTP_") and len(value) > LONGEST_HEADER:
                reason = "Request Header Fields Too Large"
                body = blank_problem(431, reason, f"the header {name[5:].replace('_', '-').title()} is longer than "
                                                  f"{LONGEST_HEADER} bytes")
                start_response(f"431 {reason}", [("Content-Type", PROBLEM), ("Content-Length", str(len(body))),
                                                  ("Connection", "close")])
                return [body]
        return app(environ, start_response)

    return checked


def granian_app():
    """The app in a granian worker process, on the Redis `serve_granian` named in the environment."""
    from gameledger.compose import service_app

    _exit_with_server()
    _leave_server_group()
    _relay_stops_to_granian()
    return refuse_long_headers(service_app(os.environ[SERVED_REDIS], wait_aof=os.environ.get(SERVED_WAIT_AOF) == "1"))


def _exit_with_server() -> None:
    """This worker leaves within half a second of its server process, however that ended: a granian worker outlives
    a server killed with SIGKILL, still serving the port with the state it held."""
    server = os.getppid()

    def watch():
        while os.getppid() == server:
            time.sleep(0.5)
        os._exit(0)

    helper_thread(watch, "server-watch")


def _leave_server_group() -> None:
    """This worker in a process group of its own, so a terminal's Ctrl-C (SIGINT to the whole foreground group)
    reaches the server alone, which stops each worker with one SIGTERM."""
    os.setpgid(0, 0)


def _relay_stops_to_granian() -> None:
    """SIGINT and SIGTERM taken by a thread of this worker's own and handed to granian's handler, which stops the
    worker. granian sets that handler only after the app is built, and a signal before it was lost: stopped as soon
    as one worker answered, `serve` waited 10 s and killed the other, 9 stops in 15. And Python runs a handler in
    the main thread alone, which granian leaves waiting on a lock that a signal handed to another thread (the
    kernel may pick any that does not block it: granian's runtime threads) never wakes. Blocked here, the signals
    stay blocked in every thread started after, granian's included, and `sigwait` takes them."""
    signal.pthread_sigmask(signal.SIG_BLOCK, STOPS)
    before = {stop: signal.getsignal(stop) for stop in STOPS}       # inherited from the server process

    def relay():
        while True:
            received = signal.sigwait(STOPS)
            while signal.getsignal(received) is before[received]:      # granian's handler not yet set
                time.sleep(0.05)
            signal.getsignal(received)(received, None)

    threading.Thread(target=relay, name="stop-relay", daemon=True).start()


def serve_granian(redis_url: str, wait_aof: bool, host: str, port: int, workers: int, threads: int,
                  access_log: bool = False, target: str = "gameledger.serving:granian_app") -> None:
    """The API on granian: `workers` processes (a dead one started again), each running the app in `threads`
    threads (`target`: the app factory, granian_app or one that wraps it, as the bench's probe does). granian reads
    and writes HTTP in Rust: serving a trivial app to 32 kept-alive connections (wrk), it spent 0.01-0.02 ms of CPU a
    request where gunicorn's gthread worker spent 0.29 ms."""
    from granian.constants import Interfaces
    from granian.log import LogLevels, logger
    from granian.http import HTTP1Settings
    from granian.server import Server as Granian

    os.environ[SERVED_REDIS], os.environ[SERVED_WAIT_AOF] = redis_url, "1" if wait_aof else ""
    # granian warns of more threads than twice the cores; here they mostly wait on Redis, and 16 served moves best
    # (bench/service.py's load, 2 cores, 2 processes, runs alternated: 3,490 and 3,522 moves a second against 3,312
    # and 3,244 with 8; 3,428 with 24, 3,163 with 32)
    logger.addFilter(lambda record: "Python threads" not in record.getMessage())
    Granian(target, address=host, port=port, interface=Interfaces.WSGI, factory=True,
            workers=workers, blocking_threads=threads, websockets=False, log_level=LogLevels.warning,
            log_access=access_log, http1_settings=HTTP1Settings(max_buffer_size=HEADER_BUFFER),
            respawn_failed_workers=True, workers_kill_timeout=STOP_SECONDS).serve()


def serve(factory, host: str, port: int, workers: int, threads: int, worker_class: str = "gthread",
          access_log: bool = False) -> None:
    """The API on gunicorn, with the worker class asked for."""
    Server(factory, {
        "bind": f"{host}:{port}",
        "workers": workers,
        "threads": threads,
        "worker_class": worker_class,
        "worker_connections": 2000,     # gevent: open connections (streams) a process holds at most
        "keepalive": 30,            # clients playing a game send request after request on one connection
        "timeout": 60,
        "graceful_timeout": 10,
        "accesslog": "-" if access_log else None,
        "errorlog": "-",
        "loglevel": "warning",
        "proc_name": "gameledger",
    }).run()
