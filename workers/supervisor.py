"""`gameledger worker`: the reconciler in this process, the RQ work loops in child processes started again whenever
one dies (killed, out of memory), so no single process is what keeps bot games going."""

import logging
import multiprocessing
import os
import signal
import socket
import stat
import threading
import time

from workers.runner import reconcile_loop, run_worker
from workers.threads import STOPS, helper_thread

log = logging.getLogger(__name__)

RESTART_PAUSE = 0.5         # seconds before a dead child is replaced (a crashing one is not restarted in a spin)
STOP_SECONDS = 10           # a child's warm shutdown (its job finished) before it is killed
SCHEDULER_STOP_SECONDS = 5  # an orphaned scheduler's stop (it checks for one each second) before it is ended


def supervise(make_work, processes: int = 1, reconcile_every: float = 2.0, logging_level: str = "INFO") -> None:
    """Run until SIGINT or SIGTERM; the children then get SIGTERM, RQ's warm shutdown (killed after STOP_SECONDS).
    `make_work()` builds what the jobs run with (workers/jobs.py Work), here for the reconciler and in each child
    (spawned: it is sent to it) for its jobs."""
    context = multiprocessing.get_context("spawn")
    stop = threading.Event()
    work = make_work()
    helper_thread(reconcile_loop, "reconciler", (work.ledger, work.queue, reconcile_every, stop, work.tally))
    children: list = [None] * processes
    stopping, previous = _stop_signals_noted()
    try:
        while not stopping:
            for slot, child in enumerate(children):
                if stopping or (child is not None and child.is_alive()):
                    continue
                if child is not None:
                    log.warning("worker process %s ended (exit code %s); starting another", child.pid, child.exitcode)
                    time.sleep(RESTART_PAUSE)
                children[slot] = context.Process(target=_child, name=f"gameledger-worker-{slot}",
                                                 args=(os.getpid(), make_work),
                                                 kwargs=dict(logging_level=logging_level, with_reconciler=False))
                children[slot].start()
            time.sleep(0.1)
    finally:
        stop.set()
        for child in children:
            if child is not None and child.is_alive():
                child.terminate()
        for child in children:
            if child is not None:
                child.join(timeout=STOP_SECONDS)
                if child.is_alive():
                    child.kill()
        for stop_signal, handler in previous.items():
            signal.signal(stop_signal, handler)


def _stop_signals_noted() -> tuple[list, dict]:
    """SIGINT and SIGTERM noted in a list, not raised: a Ctrl-C is a SIGINT and then, often, the SIGTERM of whoever
    started this process; raised, the second cut the children's stop short, and this process waited on them for
    ever at its exit (multiprocessing joins its children), they on nothing. Returns the list and the handlers
    replaced."""
    noted: list = []
    previous = {stop_signal: signal.signal(stop_signal, lambda signum, frame: noted.append(signum))
                for stop_signal in STOPS}
    return noted, previous


def _child(parent: int, make_work, **options) -> None:
    """A worker process that ends with its supervisor, however the supervisor ends (kill -9 included); and so does
    the scheduler process RQ forks from it, however the worker ends. An orphaned scheduler would live on with the
    worker's sockets, one of them blocked in BLMOVE on the queue: Redis would hand it the next job queued, which
    nobody would run."""
    me = os.getpid()        # not the child's getppid(): this process may be gone before the child asks
    os.register_at_fork(after_in_child=lambda: _scheduler_forked(me))
    _exit_with(parent)
    run_worker(make_work, **options)


def _scheduler_forked(worker: int) -> None:
    """The scheduler RQ forks from `worker` ends with it. It is forked with SIGINT and SIGTERM held (the worker holds
    them until its work loop runs: workers/runner.py), and takes them up here, SIGINT ignored until RQ sets its own
    handlers: a Ctrl-C in between ended it with a KeyboardInterrupt's traceback; the worker's own stop (a SIGTERM)
    ends it. The worker's sockets it was forked with (RQ's scheduler opens its own connection) are shut as soon as
    the worker is gone, before the scheduler's own stop: Redis then drops the worker's wait on the queue at once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, STOPS)
    inherited = sockets()
    _exit_with(worker, stop_first=True, first=lambda: shut(inherited))


def sockets() -> list[tuple[int, int, int]]:
    """(descriptor, device, inode) of each socket this process holds now; none where /proc is not (Linux only)."""
    try:
        names = os.listdir("/proc/self/fd")
    except OSError:
        return []
    found = []
    for name in names:
        try:
            held = os.fstat(int(name))
        except OSError:         # the listing's own descriptor, closed by now
            continue
        if stat.S_ISSOCK(held.st_mode):
            found.append((int(name), held.st_dev, held.st_ino))
    return found


def shut(held: list[tuple[int, int, int]]) -> None:
    """Shut each socket of `held` that is still the one it was (a descriptor closed since may number another): its
    peer sees it closed, though this process keeps the descriptor (closed, it could be closed twice)."""
    for descriptor, device, inode in held:
        try:
            now = os.fstat(descriptor)
        except OSError:
            continue
        if (now.st_dev, now.st_ino) != (device, inode):
            continue
        sock = socket.socket(fileno=descriptor)
        try:
            sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass        # not connected
        finally:
            sock.detach()


def _exit_with(parent: int, stop_first: bool = False, first=None) -> None:
    """Leave this process (os._exit) once `parent` is no longer its parent, having called `first()`. `stop_first`:
    SIGTERM it first and give it SCHEDULER_STOP_SECONDS to stop by itself (RQ's scheduler then releases its lock, for
    the next worker's)."""
    def watch():
        while os.getppid() == parent:
            time.sleep(0.5)
        if first is not None:
            first()
        if stop_first:
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(SCHEDULER_STOP_SECONDS)
        os._exit(0)

    helper_thread(watch, "orphan-watch")
