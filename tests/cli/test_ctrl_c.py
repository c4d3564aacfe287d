"""Ctrl-C in a terminal sends SIGINT to the whole foreground process group: the command, the processes it started,
and the private redis-server it started. Each command must stop at once and quietly, its Redis last."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.reliability.processes import alive, children_of, stops_taken, wait_for

pytestmark = pytest.mark.slow       # real processes, stopped as a terminal stops them


def ctrl_c(data_dir, *args, ready, meanwhile=lambda pid: None):
    """`gameledger ARGS` on a private Redis in `data_dir`, in a group of its own as a shell starts a command, sent
    the group's SIGINT once a line of its output holds `ready` (and `meanwhile(its pid)` has run): (exit code,
    output, seconds it took to stop, pid of its Redis)."""
    env = {key: value for key, value in os.environ.items() if key != "REDIS_URL"}
    command = subprocess.Popen([sys.executable, "-m", "gameledger.cli", *args, "--data-dir", str(data_dir)], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        seen = []
        for line in command.stdout:
            seen.append(line)
            if ready in line:
                break
        assert ready in "".join(seen), "".join(seen)
        redis_pid = json.loads((data_dir / "server.json").read_text())["pid"]
        meanwhile(command.pid)
        os.killpg(command.pid, signal.SIGINT)
        started = time.monotonic()
        output, _ = command.communicate(timeout=60)
        return command.returncode, output, time.monotonic() - started, redis_pid
    finally:
        if command.poll() is None:
            os.killpg(command.pid, signal.SIGKILL)


def test_ctrl_c_stops_the_demo_and_its_private_redis_at_once_and_quietly(tmp_path):
    """The private Redis once stopped with the rest, and the worker, left without it, printed tracebacks for the
    10 s the demo waited before killing it."""
    code, output, took, redis_pid = ctrl_c(tmp_path, "demo", "--port", "0", ready="Serving on")
    assert code == 0, output
    assert "Traceback" not in output and "unavailable" not in output, output
    assert took < 8, f"stopped in {took:.1f} s: the worker was killed after its 10 s, not stopped"
    assert not (tmp_path / "server.json").exists() and not alive(redis_pid), "the private Redis stopped"


def test_ctrl_c_stops_the_worker_with_exit_code_0_and_no_abort(tmp_path):
    code, output, took, redis_pid = ctrl_c(tmp_path, "worker", ready="Listening on")
    assert code == 0 and "worker stopped" in output, output
    assert "Aborted!" not in output and "Traceback" not in output and "unavailable" not in output, output
    assert took < 8, f"stopped in {took:.1f} s"
    assert not (tmp_path / "server.json").exists() and not alive(redis_pid), "the private Redis stopped"


def test_ctrl_c_as_the_worker_starts_stops_it_as_quietly(tmp_path):
    """RQ sets its handlers only after starting its scheduler: a Ctrl-C in between raised a KeyboardInterrupt (its
    traceback printed) in the worker or in the scheduler just forked. The worker holds both signals until then."""
    code, output, took, redis_pid = ctrl_c(tmp_path, "worker", ready="started with PID")
    assert code == 0 and "worker stopped" in output, output
    assert "Traceback" not in output and "KeyboardInterrupt" not in output, output
    assert took < 8, f"stopped in {took:.1f} s"
    assert not alive(redis_pid), "the private Redis stopped"


def test_in_every_worker_process_only_the_main_thread_takes_ctrl_c(tmp_path):
    """Python runs signal handlers in the main thread, but the kernel may hand a signal to any thread not blocking it:
    one that landed on RQ's pubsub thread left the worker's main thread waiting on the queue (30 s), deaf to the
    Ctrl-C (the demo's worker was killed after 10 s, about one Ctrl-C in ten on a loaded machine)."""
    looked = []

    def helpers_block_the_stops(supervisor):
        # the supervisor, its resource tracker, the worker and the scheduler RQ forks from it, each past its start
        # (a worker holds both signals until its work loop runs)
        looked.extend(wait_for(lambda: _settled(_stops_taken(supervisor)), 20, lambda: _stops_taken(supervisor)))
    code, output, _, _ = ctrl_c(tmp_path, "worker", ready="Listening on", meanwhile=helpers_block_the_stops)
    assert code == 0, output
    main, helpers = [t for t in looked if str(t[0]) == t[1]], [t for t in looked if str(t[0]) != t[1]]
    assert len(main) == 4 and len(helpers) >= 4, looked    # the reconciler, the pubsub and the orphan watches
    assert all(takes == [] for _, _, takes in helpers), looked


def _stops_taken(root: int) -> list[tuple[int, str, list]]:
    """(pid, thread id, the stop signals it takes) for each thread of the Python processes under `root`."""
    tree = [root]
    for pid in tree:
        tree += children_of(pid)
    return [(pid, thread, taken) for pid in tree if "python" in Path(f"/proc/{pid}/cmdline").read_text()
            for thread, taken in stops_taken(pid).items()]      # (not the private redis-server's)


def _settled(found) -> list:
    main = [takes for pid, task, takes in found if str(pid) == task]
    return found if len(main) == 4 and all(takes == [signal.SIGINT, signal.SIGTERM] for takes in main) else []
