"""Helper threads of a worker process that leave SIGINT and SIGTERM to its main thread.

Python runs a signal's handler in the main thread, but the kernel may hand a process's signal to any thread that does
not block it. One that lands on a helper thread leaves the main thread blocked in its wait on the queue (BLMOVE, up
to 30 s) and the worker deaf to a Ctrl-C or a SIGTERM: the demo's worker was killed after 10 s, about one Ctrl-C in
ten on a loaded machine. A thread inherits the signal mask of the thread that starts it, so helpers are started with
both signals blocked."""

import signal
import threading

STOPS = {signal.SIGINT, signal.SIGTERM}


def helper_thread(target, name: str, args=()) -> threading.Thread:
    """A daemon thread running `target(*args)`, started, that takes neither SIGINT nor SIGTERM (either arriving while
    it starts waits, then goes to the thread starting it)."""
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, STOPS)
    try:
        thread = threading.Thread(target=target, name=name, args=args, daemon=True)
        thread.start()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)
    return thread
