"""The README's first command ends in `gameledger demo`: it must really play bot games through the service."""

import os
import socket
import subprocess
import sys


def test_demo_plays_a_dominion_and_an_oath_game_through_api_and_worker_and_verifies_them(redis_url, client):
    """...on another port when the one asked for is taken (as 8000 often is)."""
    env = {**os.environ, "REDIS_URL": redis_url}
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "gameledger.cli", "demo", "--once", "--port", str(port),
                               "--timeout", "120"], env=env, capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr
    assert f"Port {port} is taken" in done.stderr and f"127.0.0.1:{port}/" not in done.stdout
    assert done.stdout.count("Replay verified: True") == 2
    assert "Game over after" in done.stdout and "Winner:" in done.stdout
    assert "Created Oath game" in done.stdout and done.stdout.count(", ended by ") == 2
    assert "/games/" in done.stdout and "/log" in done.stdout
    assert done.stdout.count("  page:    http://127.0.0.1:") == 2, "each game's page is printed"
    assert [key for key in client.scan_iter(match="gl:{*}:events")], "the game lives in Redis"
