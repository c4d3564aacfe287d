"""A local Redis Cluster for development and the tests: six redis-server nodes on free ports of 127.0.0.1 (three
masters, three replicas, the append-only file on), joined by `redis-cli --cluster create`. `gameledger cluster up`
starts one and prints its REDIS_URL; `gameledger cluster down` stops it; the tests' fixture (tests/cluster.py) runs the
same code."""

import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import redis

from events.errors import RedisUnavailable

from .local_redis import STARTUP_SECONDS, _answers, _client, find_redis_server, free_port

NODES = 6
REPLICAS = 1
# How long a master may be unreachable before its replica is promoted: short, for a local cluster
NODE_TIMEOUT_MS = 2000
READY_SECONDS = 60


def cluster_url(ports) -> str:
    """The REDIS_URL of a cluster with nodes on 127.0.0.1 at `ports`."""
    return "redis+cluster://" + ",".join(f"127.0.0.1:{port}" for port in ports)


class LocalCluster:
    """Six redis-server nodes in cluster mode, each with its data in `data_dir`/<port>, recorded in
    `data_dir`/cluster.json so another process (`gameledger cluster down`) can stop them."""

    def __init__(self, data_dir, nodes: int = NODES, fsync: str = "everysec"):
        self.data_dir = Path(data_dir).resolve()
        self.nodes, self.fsync = nodes, fsync
        self.processes: dict[int, subprocess.Popen] = {}     # port -> node started here
        self.buses: dict[int, int] = {}     # port -> its cluster bus port

    @property
    def _record(self) -> Path:
        return self.data_dir / "cluster.json"

    @property
    def ports(self) -> list[int]:
        return sorted(self.processes) or self._recorded()

    @property
    def url(self) -> str:
        return cluster_url(self.ports)

    def start(self) -> str:
        """Start the nodes, create the cluster and wait until every node says cluster_state:ok; its REDIS_URL."""
        self.data_dir.mkdir(parents=True, exist_ok=True)
        if self._recorded() and all(_answers(port) for port in self._recorded()):
            return self.url     # one started here before, still running
        try:
            for _ in range(self.nodes):
                self._launch(free_port())
            self._record.write_text(json.dumps({"nodes": {port: process.pid
                                                          for port, process in self.processes.items()}}))
            self._create()
            self.wait_ok()
        except BaseException:
            self.stop()
            raise
        return self.url

    def _launch(self, port: int) -> None:
        bus = self.buses.setdefault(port, free_port())
        folder = self.data_dir / str(port)
        folder.mkdir(parents=True, exist_ok=True)
        process = subprocess.Popen(
            [find_redis_server(), "--port", str(port), "--bind", "127.0.0.1", "--dir", str(folder),
             # the bus on a free port of its own (by default the port + 10000, which may be taken or above 65535)
             "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf", "--cluster-port", str(bus),
             "--cluster-node-timeout", str(NODE_TIMEOUT_MS), "--appendonly", "yes", "--appendfsync", self.fsync,
             "--save", "", "--daemonize", "no", "--logfile", str(folder / "redis.log")],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.processes[port] = process
        deadline = time.monotonic() + STARTUP_SECONDS
        while not _answers(port, process.pid):
            if process.poll() is not None or time.monotonic() > deadline:
                raise RedisUnavailable(f"redis-server did not start on port {port}; see {folder / 'redis.log'}")
            time.sleep(0.05)

    def _create(self) -> None:
        cli = shutil.which("redis-cli")
        if cli is None:
            raise RedisUnavailable("redis-cli was not found on PATH (it comes with redis-server)")
        done = subprocess.run([cli, "--cluster", "create", *(f"127.0.0.1:{port}" for port in self.ports),
                               "--cluster-replicas", str(REPLICAS), "--cluster-yes"],
                              capture_output=True, text=True, timeout=READY_SECONDS)
        if done.returncode != 0:
            raise RedisUnavailable(f"redis-cli --cluster create failed: {(done.stdout + done.stderr)[-2000:]}")

    def wait_ok(self, seconds: float = READY_SECONDS, replicated: bool = True) -> None:
        """Until every node answering says cluster_state:ok with every slot served and (`replicated`) every master
        has a replica in sync, so a failover has one to promote."""
        deadline = time.monotonic() + seconds
        while not self._ok(replicated):
            if time.monotonic() > deadline:
                raise RedisUnavailable(f"the cluster at {self.url} did not come to cluster_state:ok in {seconds:g} s")
            time.sleep(0.1)

    def _ok(self, replicated: bool) -> bool:
        answered = 0
        for port in self.ports:
            client = _client(port)
            try:
                info = client.cluster("info")
                role = client.info("replication")
            except redis.RedisError:
                continue        # a node killed by a test: the others decide
            finally:
                client.close()
            answered += 1
            if info.get("cluster_state") != "ok" or int(info.get("cluster_slots_ok", 0)) != 16384:
                return False
            if replicated and role["role"] == "master" and int(info.get("cluster_my_epoch", 0)) \
                    and int(role.get("connected_slaves", 0)) < 1:
                return False
            if replicated and role["role"] == "slave" and role.get("master_link_status") != "up":
                return False
        return answered > 0

    def masters(self) -> list[int]:
        """The ports of the nodes that are masters now."""
        found = []
        for port in self.ports:
            client = _client(port)
            try:
                if client.info("replication")["role"] == "master":
                    found.append(port)
            except redis.RedisError:
                pass
            finally:
                client.close()
        return found

    def kill(self, port: int) -> None:
        """SIGKILL one node (a test's failover)."""
        process = self.processes.pop(port)
        process.send_signal(signal.SIGKILL)
        process.wait()

    def wait_promoted(self, port: int, seconds: float = READY_SECONDS) -> None:
        """Until the slots `port` served as a master are served by another node (its replica, promoted), as every
        node still answering sees it, and the cluster says ok."""
        deadline = time.monotonic() + seconds
        while True:
            if all(port not in self._masters_seen_by(other) for other in self.ports if other != port) \
                    and self._ok(replicated=False):
                return
            if time.monotonic() > deadline:
                raise RedisUnavailable(f"no replica of the node on port {port} was promoted in {seconds:g} s")
            time.sleep(0.05)

    def _masters_seen_by(self, port: int) -> set[int]:
        client = _client(port)
        try:
            return {int(master[1]) for _, _, master, *_ in client.execute_command("CLUSTER", "SLOTS")}
        except redis.RedisError:
            return set()
        finally:
            client.close()

    def restart(self, port: int) -> None:
        """Start again a node killed here, on its port with its data: it rejoins the cluster (a master whose
        replica was promoted meanwhile comes back as that one's replica)."""
        self._launch(port)

    def stop(self) -> None:
        """Stop every node started here, or, from another process, those recorded in the data folder."""
        if self.processes:
            for port, process in list(self.processes.items()):
                _shutdown(port, process.pid)
                try:
                    process.wait(timeout=STARTUP_SECONDS)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
            self.processes.clear()
        else:
            for port, pid in self._recorded_pids().items():
                _shutdown(port, pid)
        self._record.unlink(missing_ok=True)

    def _recorded_pids(self) -> dict[int, int]:
        try:
            return {int(port): int(pid) for port, pid in json.loads(self._record.read_text())["nodes"].items()}
        except (OSError, ValueError, KeyError, TypeError):
            return {}

    def _recorded(self) -> list[int]:
        return sorted(self._recorded_pids())


def _shutdown(port: int, pid: int) -> None:
    """Stop the node on `port` if it is still process `pid` (never another's server that took the port since)."""
    if not _answers(port, pid):
        return
    try:
        _client(port).shutdown(nosave=True)
    except redis.RedisError:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
