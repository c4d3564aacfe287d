"""The processes under test: API processes served by granian (as `gameledger serve` runs them) on free
loopback ports, each started with the replay probe (bench/speed/probe.py), against the bench's private Redis."""

import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from gameledger.local_redis import free_port

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("probe.py")
STARTUP_SECONDS = 30
UNLIMITED = {"create": "1000000/second", "replay": "1000000/second"}    # the bench creates games by the hundred
# granian as `gameledger serve` runs it, with the replay probe's app factory
GRANIAN = ("from gameledger.serving import serve_granian; "
           "serve_granian({url!r}, False, '127.0.0.1', {port}, {workers}, {threads}, target='speed.probe:granian_app')")


class ApiProcesses:
    """`count` API processes, each its own server on its own port (`workers` workers of `threads` threads)."""

    def __init__(self, redis_url: str, count: int, workers: int, threads: int, probe_dir: Path):
        self.redis_url, self.count, self.workers, self.threads = redis_url, count, workers, threads
        self.probe_dir = probe_dir
        self.ports, self.processes = [], []

    def command(self, port: int) -> list[str]:
        return [sys.executable, "-c", GRANIAN.format(url=self.redis_url, port=port, workers=self.workers,
                                                     threads=self.threads)]

    def __enter__(self):
        env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "bench")]),
                   BENCH_PROBE_DIR=str(self.probe_dir),
                   GAMELEDGER_LIMIT_CREATE=UNLIMITED["create"], GAMELEDGER_LIMIT_REPLAY=UNLIMITED["replay"])
        try:
            for _ in range(self.count):
                port = free_port()
                self.processes.append(subprocess.Popen(self.command(port), cwd=ROOT, env=env,
                                                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL))
                self.ports.append(port)
            for port, process in zip(self.ports, self.processes):
                _wait_until_healthy(port, process)
        except BaseException:
            self.stop()
            raise
        return self

    def cpu_seconds(self) -> float:
        """CPU seconds spent so far by the API processes: each server and its workers (Linux /proc)."""
        pids = [process.pid for process in self.processes]
        for pid in list(pids):
            children = Path(f"/proc/{pid}/task/{pid}/children")
            pids += [int(child) for child in children.read_text().split()] if children.exists() else []
        return sum(_cpu_of(pid) for pid in pids)

    def __exit__(self, *exc):
        self.stop()

    def stop(self):
        for process in self.processes:
            process.terminate()
        for process in self.processes:
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        self.processes, self.ports = [], []


def _cpu_of(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")       # utime + stime


def _wait_until_healthy(port, process):
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the API process on port {port} exited with {process.returncode}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"the API process on port {port} did not answer /health within {STARTUP_SECONDS} s")
