"""A worker process stops on SIGINT or SIGTERM at any moment: from its start, and whichever of its threads the kernel
hands the signal to."""

import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from workers.threads import STOPS, helper_thread

ROOT = Path(__file__).resolve().parents[2]

# RQ sets its handlers only after starting its scheduler; a Ctrl-C sent as the worker subscribes to its channel once
# raised a KeyboardInterrupt there. Held, it is taken in the work loop: a warm stop, before any wait on the queue.
CTRL_C_AS_IT_STARTS = """
import os, signal, sys
import redis
from workers.jobs import queue_for
from workers.runner import QueueWorker
from workers.threads import STOPS

seen = {}

class Probe(QueueWorker):
    def subscribe(self):
        seen["held as it starts"] = STOPS <= signal.pthread_sigmask(signal.SIG_BLOCK, [])
        os.kill(os.getpid(), signal.SIGINT)
        super().subscribe()

    def dequeue_job_and_maintain_ttl(self, *args, **kwargs):
        seen["waited on the queue"] = True
        return super().dequeue_job_and_maintain_ttl(*args, **kwargs)

connection = redis.Redis.from_url(sys.argv[1])
Probe([queue_for(connection)], connection=connection).work(burst=False, with_scheduler=False)
print(seen, "held after" if STOPS & signal.pthread_sigmask(signal.SIG_BLOCK, []) else "taken after")
"""



@pytest.fixture
def redis_url(single_redis_url):
    """The queues' Redis, whatever the tests' store (PYTEST_STORE): these workers take no game."""
    return single_redis_url


def test_a_ctrl_c_as_the_worker_starts_is_held_until_its_work_loop_and_stops_it_there(client, redis_url):
    done = subprocess.run([sys.executable, "-c", CTRL_C_AS_IT_STARTS, redis_url], cwd=ROOT, capture_output=True,
                          text=True, timeout=20)     # not stopped, it would wait on the queue for 30 s
    assert done.returncode == 0, done.stderr[-3000:]
    assert "KeyboardInterrupt" not in done.stderr, done.stderr[-3000:]
    assert "{'held as it starts': True} taken after" in done.stdout, done.stdout + done.stderr[-3000:]
    assert "warm shut down requested" in done.stdout + done.stderr


def test_a_helper_thread_takes_neither_stop_signal_and_leaves_the_starting_threads_mask_as_it_was():
    before = signal.pthread_sigmask(signal.SIG_BLOCK, [])
    seen = []
    thread = helper_thread(lambda: seen.append(signal.pthread_sigmask(signal.SIG_BLOCK, [])), "probe")
    thread.join(5)
    assert thread.daemon and thread.name == "probe"
    assert seen and STOPS <= seen[0]
    assert signal.pthread_sigmask(signal.SIG_BLOCK, []) == before
    plain = []
    other = threading.Thread(target=lambda: plain.append(signal.pthread_sigmask(signal.SIG_BLOCK, [])))
    other.start()
    other.join(5)
    assert not STOPS & plain[0], "a thread started otherwise takes them: the check above can tell"
