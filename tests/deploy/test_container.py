"""The container image (issue 33): the Dockerfile built by the container engine this machine has (Docker with a daemon,
else Podman), run against a Redis the test starts, its API and its worker playing the demo's Dominion game (two Big
Money bots, gameledger/demo.py) to a verified end; and the Dockerfile's own commands run outside a container, so that
the recipe is exercised where no engine can run.

Skipped, saying exactly what failed, only when no engine can build and run a container here. The base is
python:3.11-slim, or CONTAINER_PYTHON_IMAGE (a local Debian image with Python 3.11 and its venv module) where the
registry cannot be reached. Podman in a VM that forbids raising rlimits or runs cgroups in hybrid mode (crun refuses
both) is tried again with runc and the process's own limits, the way found to work there."""

import http.client
import json
import os
import re
import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from gameledger.demo import SEATS
from gameledger.local_redis import LocalRedis, free_port

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
BASE = os.environ.get("CONTAINER_PYTHON_IMAGE", "python:3.11-slim")
CA = Path(os.environ.get("PIP_CERT", "/etc/ssl/certs/ca-certificates.crt"))     # for a proxy that signs TLS itself
LIMITS = ["--ulimit", "nofile=10000:10000", "--ulimit", "nproc=10000:10000"]
MAX_IMAGE = 250 * 1024 * 1024      # "about 250 MB": 250 MiB


@dataclass
class Engine:
    command: list       # the engine and its global options
    options: list       # options for build and run
    podman: bool

    def __call__(self, *args, timeout=120, check=True) -> subprocess.CompletedProcess:
        done = subprocess.run([*self.command, *args], capture_output=True, text=True, timeout=timeout)
        if check and done.returncode:
            raise AssertionError(f"{' '.join(self.command + list(args))} failed ({done.returncode}):\n"
                                 f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
        return done


def _said(done: subprocess.CompletedProcess) -> str:
    lines = (done.stderr or done.stdout or f"exit code {done.returncode}").strip().splitlines()
    return lines[-1] if lines else f"exit code {done.returncode}"


def _find_engine() -> Engine:
    failed = []
    docker = shutil.which("docker")
    if docker:
        info = subprocess.run([docker, "info"], capture_output=True, text=True, timeout=30)
        if info.returncode == 0:
            return Engine([docker], [], False)
        failed.append(f"docker: {_said(info)}")
    podman = shutil.which("podman")
    if not podman:
        pytest.skip("no container engine can run here: " + "; ".join(failed + ["podman is not installed"]))
    variants = [Engine([podman], [], True)]
    runc = shutil.which("runc") or next((p for p in ("/usr/sbin/runc", "/usr/bin/runc") if Path(p).exists()), None)
    if runc:
        variants.append(Engine([podman, "--runtime", runc], LIMITS, True))
    base = _base_image(variants[0])
    for engine in variants:
        probe = engine("run", "--rm", *engine.options, base, "python3", "-c", "pass", check=False)
        if probe.returncode == 0:
            return engine
        failed.append(f"{' '.join(engine.command)} run: {_said(probe)}")
    pytest.skip("no container engine can run here: " + "; ".join(failed))


def _base_image(engine: Engine) -> str:
    if engine("image", "exists" if engine.podman else "inspect", BASE, check=False).returncode == 0:
        return BASE
    pulled = engine("pull", BASE, timeout=300, check=False)
    if pulled.returncode:
        pytest.skip(f"cannot get the base image {BASE}: {_said(pulled)} (set CONTAINER_PYTHON_IMAGE to a local Debian "
                    f"image with Python 3.11: CONTAINER_PYTHON_IMAGE=$(.ci/container-base) builds one)")
    return BASE


@pytest.fixture(scope="module")
def engine():
    return _find_engine()


@pytest.fixture(scope="module")
def image(engine):
    tag = f"localhost/gameledger-test:{os.getpid()}"
    build = ["build", *engine.options, "--network", "host", "--build-arg", f"PYTHON_IMAGE={BASE}", "-t", tag]
    if engine.podman:
        build += ["--format", "docker"]         # keeps HEALTHCHECK (the OCI format has none)
    if CA.exists():
        build += ["--secret", f"id=pip-cert,src={CA}"]
    before = _untagged(engine)
    engine(*build, str(ROOT), timeout=1800)
    yield tag
    engine("rmi", "-f", tag, *(_untagged(engine) - before), check=False)      # and the builder stage it left


def _untagged(engine) -> set[str]:
    return set(engine("images", "-q", "--filter", "dangling=true").stdout.split())


def request(port, method, path, body=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request(method, path, body=json.dumps(body) if body is not None else None,
                           headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        return response.status, json.loads(response.read() or b"null")
    finally:
        connection.close()


def test_the_image_serves_the_api_and_its_worker_plays_the_demo_game_to_a_verified_end(engine, image, tmp_path):
    inspected = json.loads(engine("image", "inspect", image).stdout)[0]
    config = inspected.get("Config") or inspected["ContainerConfig"]
    assert config["User"] == "gameledger" and config["Cmd"] == ["gameledger", "serve", "--host", "0.0.0.0"]
    healthcheck = config.get("Healthcheck") or inspected.get("Healthcheck")      # Docker's place, Podman's
    assert "HEALTHCHECK_URL" in " ".join(healthcheck["Test"]) and "HEALTHCHECK_URL=http://127.0.0.1:8000/ready" in \
        config["Env"]
    assert inspected["Size"] < MAX_IMAGE, f"the image is {inspected['Size'] / 1e6:.0f} MB"

    server = LocalRedis()
    redis_url = server.start(tmp_path / "redis", port=free_port(), persistent=True)
    port, names = free_port(), [f"gameledger-test-api-{os.getpid()}", f"gameledger-test-worker-{os.getpid()}"]
    run = ["run", "-d", *engine.options, "--network", "host", "-e", f"REDIS_URL={redis_url}"]
    try:
        engine(*run, "--name", names[0], "-e", f"HEALTHCHECK_URL=http://127.0.0.1:{port}/ready", image,
               "gameledger", "serve", "--host", "127.0.0.1", "--port", str(port),
               "--workers", "1")
        engine(*run, "--name", names[1], image, "gameledger", "worker", "--quiet")
        until_healthy(port, lambda: engine("logs", names[0], check=False).stderr)
        assert engine("exec", names[0], "id", "-u").stdout.strip() != "0"       # not root

        info = demo_game_played(port, lambda: engine("logs", names[1], check=False).stderr)
        assert info["result"]["ending"] in ("provinces", "piles")
        if request(port, "GET", "/ready")[0] != 404:        # the image's own health check, once /ready is served
            if engine.podman:
                assert engine("healthcheck", "run", names[0], check=False).returncode == 0
            else:
                health = engine("inspect", "--format", "{{.State.Health.Status}}", names[0]).stdout.strip()
                assert health in ("starting", "healthy")
    finally:
        for name in names:
            engine("rm", "-f", name, check=False)
        server.stop()


def dockerfile_stage(name: str) -> tuple[list[str], list[str]]:
    """(the RUN commands of the Dockerfile's stage `name`, its CMD), continuation lines joined, a RUN's --mount
    options dropped."""
    lines = re.sub(r"\\\n", " ", (ROOT / "Dockerfile").read_text(encoding="utf-8")).splitlines()
    runs, command, stage = [], None, None
    for line in lines:
        instruction, _, rest = line.strip().partition(" ")
        if instruction == "FROM":
            stage = rest.split(" AS ")[-1].strip() if " AS " in rest else None
        elif instruction == "RUN" and stage == name:
            runs.append(re.sub(r"^(--mount=\S+\s+)+", "", rest.strip()))
        elif instruction == "CMD":
            command = json.loads(rest)
    return runs, command


def test_the_dockerfiles_commands_outside_a_container_build_a_service_that_plays_the_demo_game(tmp_path):
    """Where no container can run, the image's recipe still runs: the builder stage's commands in a copy of the build
    context (what .dockerignore lets through), its virtual environment in a folder of the test's, then the image's
    CMD from it against a Redis the test started, and a worker beside it, playing the demo's game."""
    runs, command = dockerfile_stage("builder")
    assert runs and command == ["gameledger", "serve", "--host", "0.0.0.0"]
    context, venv = tmp_path / "src", tmp_path / "venv"
    context.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, context / name)
    for package in ("api", "engine", "events", "gameledger", "workers"):
        shutil.copytree(ROOT / package, context / package, ignore=shutil.ignore_patterns("__pycache__"))
    env = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_CACHE_DIR="1")
    for run in runs:
        done = subprocess.run(["sh", "-c", run.replace("/opt/venv", str(venv))], cwd=context, env=env,
                              capture_output=True, text=True, timeout=900)
        assert done.returncode == 0, f"{run}\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
    assert not (venv / "bin" / "pip").exists()      # the image carries no pip

    server = LocalRedis()
    redis_url = server.start(tmp_path / "redis", port=free_port(), persistent=True)
    port = free_port()
    served = dict(env, REDIS_URL=redis_url, PATH=f"{venv / 'bin'}{os.pathsep}{env['PATH']}")
    processes = [subprocess.Popen([*command[:-1], "127.0.0.1", "--port", str(port), "--workers", "1"], env=served,
                                  cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL),
                 subprocess.Popen(["gameledger", "worker", "--quiet"], env=served, cwd=tmp_path,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    try:
        assert shutil.which("gameledger", path=served["PATH"]) == str(venv / "bin" / "gameledger")
        until_healthy(port, lambda: "it did not start", lambda: all(p.poll() is None for p in processes))
        demo_game_played(port, lambda: "the bots did not finish")
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.wait(timeout=30)
        server.stop()


def until_healthy(port: int, why, alive=lambda: True) -> None:
    """Wait (60 s at most, while `alive()`) for GET /health to answer 200; `why()`: what to say if it never does."""
    deadline = time.monotonic() + 60
    while True:
        try:
            if request(port, "GET", "/health")[0] == 200:
                return
        except OSError:
            pass
        assert time.monotonic() < deadline and alive(), why()
        time.sleep(0.5)


def demo_game_played(port: int, why) -> dict:
    """The demo's Dominion game of two Big Money bots, created and followed to its verified end: its info."""
    status, game = request(port, "POST", "/games", {"ruleset": "dominion", "options": {"preset": "First Game"},
                                                    "seats": SEATS})
    assert status == 201, game
    deadline = time.monotonic() + 300
    while (info := request(port, "GET", f"/games/{game['id']}")[1])["status"] != "finished":
        assert time.monotonic() < deadline, why()
        time.sleep(0.5)
    status, verified = request(port, "GET", f"/games/{game['id']}/verify")
    assert status == 200 and verified["verified"] is True and verified["events"] == info["version"] > 20
    return info
