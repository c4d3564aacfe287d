"""The REST API's production server, started by `gameledger serve`: granian, its ASGI interface, running the service's
door (api/door.py) in each worker process: HTTP read and written in Rust, requests answered by the app in threads of
the process, streams held open on its event loop."""

import multiprocessing
import os
import resource
import signal
import threading
import time
from dataclasses import dataclass

from workers.threads import STOPS, helper_thread


def asgi_app(threads: int = 16):
    """The service's ASGI application for any ASGI server (`uvicorn --factory gameledger.serving:asgi_app`): its
    settings read from the environment (gameledger/config.py) — REDIS_URL, else the private redis-server in the data
    folder, started or, when one runs there already, reused (it outlives this process, as the command line's does
    not: an ASGI server gives its application no moment to stop it, and the next start reuses it) — its durability
    checked (GAMELEDGER_DURABLE=1 as --durable), and bot turns and campaign steps enqueued for the workers."""
    from gameledger.compose import build_door, redis_client
    from gameledger.config import Config
    from gameledger.durability import check
    from gameledger.local_redis import LocalRedis

    config = Config.read()
    private = not config.redis_url
    if private:
        config = config.with_(redis_url=LocalRedis(detached=True).start(config.data_dir, persistent=True))
    config.queues       # a cluster store with no queue Redis is refused here (ValueError), not at the first job
    connection = redis_client(config.redis_url, decode_responses=True)
    servers = [connection.get_redis_connection(node) for node in connection.get_primaries()] if config.cluster \
        else [connection]
    try:
        kept = [check(server, config.durable, private) for server in servers]
    finally:
        connection.close()
    return build_door(config.with_(wait_aof=all(each.wait_aof for each in kept)), threads).door


# granian hands the app a header of up to its buffer's size; the door refuses one over 8,190 bytes (api/door.py)
HEADER_BUFFER = 2 * 1024 * 1024
# Requests a worker process holds at once: its open streams and slow bodies included (granian's default, the listen
# backlog over the workers, let 1,000 streams and 32 slow bodies hold back every other request until the bodies
# timed out). Its file descriptors are raised to match where the system allows.
HELD_REQUESTS = 20_000
# a worker that does not stop when told (one stopped before it built its app, say) is killed after this
STOP_SECONDS = 10
# a stop is handed to granian again this often until the worker ends (_relay_stops_to_granian)
RESEND_SECONDS = 0.5


@dataclass(frozen=True)
class Served:
    """What `serve_granian` hands its worker processes, which it forks (so each inherits it)."""
    config: object      # gameledger.config.Config
    threads: int
    server: int         # the server process's pid: a worker whose parent is another has lost it
    access_log: bool = False


_served: Served | None = None


def granian_app():
    """The app in a granian worker process, as `serve_granian` handed it down (`_served`)."""
    from gameledger.compose import build_door

    served = _served
    _exit_with_server(served.server)
    _leave_server_group()
    before_stop = _relay_stops_to_granian()
    door = build_door(served.config, served.threads, access_log=served.access_log).door
    before_stop.append(door.stop_soon)
    return door


def _exit_with_server(server: int) -> None:
    """This worker leaves within half a second of its server process, however that ended: a granian worker outlives
    a server killed with SIGKILL, still serving the port with the state it held. The server is known by the pid it
    handed down, not by this worker's parent when it looks: a server killed while its worker was still starting has
    left it another parent already."""
    def watch():
        while os.getppid() == server:
            time.sleep(0.5)
        os._exit(0)

    helper_thread(watch, "server-watch")


def _leave_server_group() -> None:
    """This worker in a process group of its own, so a terminal's Ctrl-C (SIGINT to the whole foreground group)
    reaches the server alone, which stops each worker with one SIGTERM."""
    os.setpgid(0, 0)


def _relay_stops_to_granian() -> list:
    """SIGINT and SIGTERM taken by a thread of this worker's own and handed on to granian, which stops the worker.
    granian sets its handler only after the app is built, and a signal before it was lost: stopped as soon as one
    worker answered, `serve` waited 10 s and killed the other, 9 stops in 15. Blocked here, the signals stay blocked
    in every thread started after, granian's included, and `sigwait` takes them; once granian's handler is set (its
    event loop's: asyncio's signal handling, which wakes the loop through its wakeup file), this thread unblocks the
    signal for itself alone and sends it to itself, so that Python's handler runs here and wakes the loop. It sends
    it again every RESEND_SECONDS until the worker ends: granian's server sometimes missed a stop its handler took
    as the worker began serving (on a loaded machine, 4 stops in 40 sent as soon as the first worker answered; the
    worker killed after STOP_SECONDS). Where granian loses it is its own; one taken while the app's lifespan starts
    is not lost.

    Returns the list of what is called first, before granian is told (the door's `stop_soon`: granian waits for
    every connection to close, so the open streams are ended first)."""
    signal.pthread_sigmask(signal.SIG_BLOCK, STOPS)
    before = {stop: signal.getsignal(stop) for stop in STOPS}       # inherited from the server process
    first = []

    def relay():
        received = signal.sigwait(STOPS)
        for call in first:
            call()
        while signal.getsignal(received) is before[received]:      # granian's handler not yet set
            time.sleep(0.05)
        while True:     # a daemon thread: it ends with the worker
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {received})
            signal.pthread_kill(threading.get_ident(), received)
            signal.pthread_sigmask(signal.SIG_BLOCK, {received})
            time.sleep(RESEND_SECONDS)

    threading.Thread(target=relay, name="stop-relay", daemon=True).start()
    return first


def _fork_with_stops_held() -> None:
    """Each worker forked with SIGINT and SIGTERM blocked, until its relay takes them (`_relay_stops_to_granian`): a
    stop sent to a worker still starting, before the relay was set, ran the server's handler inherited by the fork, which
    stops nothing in the worker, and the worker served on until killed after STOP_SECONDS (1 stop in 6 right after the
    first answer). Blocked, the signal waits for the relay. The server's own mask is put back once it has forked."""
    held = []

    def before():
        held.append(signal.pthread_sigmask(signal.SIG_BLOCK, STOPS))

    def after_in_parent():
        signal.pthread_sigmask(signal.SIG_SETMASK, held.pop())

    os.register_at_fork(before=before, after_in_parent=after_in_parent)


class PortTaken(Exception):
    """Another process listens on the address `serve` was asked for."""


def refuse_taken_port(host: str, port: int) -> None:
    """PortTaken if another process listens on (host, port). granian binds with SO_REUSEPORT, so a second `serve`
    (with another Redis, say) would share the port with the first and take half its requests; a bind without it fails
    while anyone listens there. The probe is closed at once, before granian binds."""
    import socket

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)     # a closed connection's TIME_WAIT is no owner
        try:
            probe.bind((host, port))
        except OSError as error:
            raise PortTaken(f"port {port} on {host} is taken by another process ({error.strerror}): stop it or choose "
                            f"another --port") from None


def _raise_open_files(wanted: int) -> None:
    """The soft limit of open files raised towards `wanted`, as far as the hard limit allows (each open stream is a
    socket, and each game followed a Redis connection)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    limit = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < limit:
        resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))


def serve_granian(config, host: str, port: int, workers: int, threads: int, access_log: bool = False,
                  target: str = "gameledger.serving:granian_app") -> None:
    """The API on granian, on `config` (gameledger/config.py): `workers` processes (a dead one started again), each
    running the app in `threads` threads (`target`: the app factory, granian_app or one that wraps it, as the bench's probe does). granian reads
    and writes HTTP in Rust: serving a trivial app to 32 kept-alive connections (wrk), it spent 0.01-0.02 ms of CPU a
    request where gunicorn's gthread worker spent 0.29 ms."""
    from granian.constants import Interfaces
    from granian.log import LogLevels, logger
    from granian.http import HTTP1Settings
    from granian.server import Server as Granian

    from gameledger.logs import configure, granian_config

    global _served
    _served = Served(config, threads, os.getpid(), access_log)
    configure(config.log_format)        # before the fork: every worker inherits it
    multiprocessing.set_start_method("fork", force=True)      # granian forks its workers: each inherits `_served`
    _fork_with_stops_held()
    _raise_open_files(2 * HELD_REQUESTS)
    # granian warns of more threads than twice the cores; here they mostly wait on Redis, and 16 served moves best
    # (bench/service.py's load, 2 cores, 2 processes, runs alternated: 3,490 and 3,522 moves a second against 3,312
    # and 3,244 with 8; 3,428 with 24, 3,163 with 32)
    logger.addFilter(lambda record: "Python threads" not in record.getMessage())
    Granian(target, address=host, port=port, interface=Interfaces.ASGI, factory=True,
            workers=workers, backpressure=HELD_REQUESTS, websockets=False, log_level=LogLevels.warning,
            log_access=False, log_dictconfig=granian_config(config.log_format), http1_settings=HTTP1Settings(max_buffer_size=HEADER_BUFFER),
            respawn_failed_workers=True, workers_kill_timeout=STOP_SECONDS).serve()
