"""The REST API under gunicorn: worker processes, each with threads, keep-alive, no access log line per request
on the hot path (the DESIGN's production server, started by `gameledger serve`)."""

import json

from gunicorn import util
from gunicorn.app.base import BaseApplication

from api.problems import PROBLEM


def write_problem(sock, status: int, reason: str, detail: str) -> None:
    """gunicorn's own refusals (a request line or headers too large or malformed) as problem+json, like every
    other error of the service, instead of its HTML page."""
    body = json.dumps({"type": f"/problems/http-{status}", "title": reason, "status": status,
                       "detail": detail}).encode()
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


def serve(factory, host: str, port: int, workers: int, threads: int, worker_class: str = "gthread",
          access_log: bool = False) -> None:
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
