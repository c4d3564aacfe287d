"""Ctrl-C in a terminal sends SIGINT to the whole foreground process group: the command, the processes it started,
and the private redis-server it started. Each command must stop at once and quietly, its Redis last."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

pytestmark = pytest.mark.slow       # real processes, stopped as a terminal stops them


def ctrl_c(data_dir, *args, ready):
    """`gameledger ARGS` on a private Redis in `data_dir`, in a group of its own as a shell starts a command, sent
    the group's SIGINT once a line of its output holds `ready`: (exit code, stderr, seconds it took to stop,
    pid of its Redis)."""
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
        os.killpg(command.pid, signal.SIGINT)
        started = time.monotonic()
        output, _ = command.communicate(timeout=60)
        return command.returncode, output, time.monotonic() - started, redis_pid
    finally:
        if command.poll() is None:
            os.killpg(command.pid, signal.SIGKILL)


def running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
        return True
    except ProcessLookupError:
        return False


def test_ctrl_c_stops_the_demo_and_its_private_redis_at_once_and_quietly(tmp_path):
    """The private Redis once stopped with the rest, and the worker, left without it, printed tracebacks for the
    10 s the demo waited before killing it."""
    code, output, took, redis_pid = ctrl_c(tmp_path, "demo", "--port", "0", ready="Serving on")
    assert code == 0, output
    assert "Traceback" not in output and "unavailable" not in output, output
    assert took < 8, f"stopped in {took:.1f} s: the worker was killed after its 10 s, not stopped"
    assert not (tmp_path / "server.json").exists() and not running(redis_pid), "the private Redis stopped"


def test_ctrl_c_stops_the_worker_with_exit_code_0_and_no_abort(tmp_path):
    code, output, took, redis_pid = ctrl_c(tmp_path, "worker", ready="Listening on")
    assert code == 0 and "worker stopped" in output, output
    assert "Aborted!" not in output and "Traceback" not in output and "unavailable" not in output, output
    assert took < 8, f"stopped in {took:.1f} s"
    assert not (tmp_path / "server.json").exists() and not running(redis_pid), "the private Redis stopped"
