"""The page in a real headless Chromium (Debian's `chromium`, driven by Playwright's Python package; Playwright's own
browser download is never used) against a real API process and a real worker on a Redis of their own. Without a
Chromium or without Playwright, every test here is skipped with the reason. Screenshots are written to
GAMELEDGER_SCREENSHOTS, else to a folder under pytest's temporary directory; the folder is printed."""

import json
import os
import shutil
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
import redis

from events.service import Ledger
from events.store import Stores
from gameledger.local_redis import LocalRedis
from tests.reliability.processes import Api, worker

CHROMIUM = ("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome")
TIMEOUT_MS = 60_000      # generous: the suite runs over both cores of a shared machine


def chromium_path() -> str | None:
    named = os.environ.get("GAMELEDGER_CHROMIUM")
    if named:
        return named if Path(named).exists() else None
    found = next((path for path in CHROMIUM if Path(path).exists()), None)
    return found or shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="session")
def chromium():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("Playwright's Python package is not installed (pip install -e '.[test]')")
    path = chromium_path()
    if path is None:
        pytest.skip("no Chromium found (apt-get install chromium, or set GAMELEDGER_CHROMIUM to its path)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=path, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def screenshots(tmp_path_factory):
    folder = Path(os.environ.get("GAMELEDGER_SCREENSHOTS") or tmp_path_factory.mktemp("screenshots"))
    folder.mkdir(parents=True, exist_ok=True)
    print(f"\nscreenshots of the browser tests: {folder}", file=sys.stderr)
    return folder


class Service:
    """The API (`gameledger serve`) and a worker (`gameledger worker`) on a Redis of their own, and a JSON client."""

    def __init__(self, folder):
        self.redis = LocalRedis()
        self.redis_url = self.redis.start(folder, persistent=False)
        self.api = Api(self.redis_url)
        self.api.env = {"GAMELEDGER_LIMIT_CREATE": "1000/second", "GAMELEDGER_LIMIT_REPLAY": "1000/second",
                        "GAMELEDGER_STREAM_HEARTBEAT": "1"}
        self.api.start()
        self.worker = worker(self.redis_url).start()
        self.base = f"http://127.0.0.1:{self.api.port}"

    def stop(self):
        self.worker.stop()
        self.api.stop()
        self.redis.stop()

    def call(self, method, path, body=None, token=None):
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return json.load(response)
        except urllib.error.HTTPError as error:
            raise AssertionError(f"{method} {path}: {error.code} {error.read().decode(errors='replace')}") from None

    def finished(self, game_id, seconds=120.0) -> dict:
        """The game once its bots have played it to the end (by the worker)."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            info = self.call("GET", f"/games/{game_id}")
            if info["status"] == "finished":
                return info
            time.sleep(0.1)
        raise AssertionError(f"game {game_id} did not finish in {seconds} s: {self.worker.output()}")


@pytest.fixture(scope="module")
def service(chromium, tmp_path_factory):
    running = Service(tmp_path_factory.mktemp("redis"))
    yield running
    running.stop()


@pytest.fixture(autouse=True)
def games_replay(request):
    """After each test, every game in the service's Redis replays to its recorded hashes."""
    yield
    if "service" not in request.fixturenames:
        return
    running = request.getfixturevalue("service")
    client = redis.Redis.from_url(running.redis_url)
    ledger = Ledger(Stores.on(client))
    for key in client.scan_iter(match="gl:{*}:events"):
        game_id = key.decode().split("{", 1)[1].split("}", 1)[0]
        if game_id != "games":
            ledger.history.verify(game_id)
    client.close()


@pytest.fixture
def page(chromium):
    """A fresh browser context (no storage shared between tests); page errors fail the test."""
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(TIMEOUT_MS)
    opened = context.new_page()
    errors = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    context.close()
    assert errors == [], f"the page raised: {errors}"
