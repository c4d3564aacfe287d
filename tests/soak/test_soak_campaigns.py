"""Soak: Oath campaigns through the service as deployed: campaigns created over the API with bots in every seat,
carried game after game by a real worker process (bot turns, each game's Chronicle, the campaign's steps); every game
verifies hash by hash, every chronicle written is a valid save string, and each game was set up from the chronicle
the game before wrote. Size: OATH_CAMPAIGN_SOAK, "CAMPAIGNSxGAMES" (default 2x2; 20x5 at full size)."""

import os
import subprocess
import sys

import pytest

from engine.oath.chronicle import decode, validate
from events.service import Ledger
from events.service.campaigns import OWNER
from gameledger.compose import service_app
from tests.reliability.processes import ROOT

pytestmark = pytest.mark.slow      # a soak

CAMPAIGNS, GAMES = map(int, os.environ.get("OATH_CAMPAIGN_SOAK", "2x2").split("x"))
SECONDS_A_GAME = 30


def test_campaigns_are_carried_game_after_game_by_a_worker_and_every_game_verifies(ledger_client, redis_url):
    api = service_app(redis_url).test_client()
    ids = []
    for number in range(CAMPAIGNS):
        seats = [{"name": f"p{seat}", "bot": "oath"} for seat in range(3 + number % 4)]
        created = api.post("/campaigns", json={"name": f"soak {number}", "players": seats, "continue": True,
                                               "until": GAMES, "chronicle": "tutorial" if number % 2 else "new"})
        assert created.status_code == 201, created.get_json()
        ids.append(created.get_json()["id"])

    worker = subprocess.run([sys.executable, "-m", "gameledger.cli", "worker", "--burst"], cwd=ROOT,
                            env=dict(os.environ, REDIS_URL=redis_url), capture_output=True, text=True,
                            timeout=SECONDS_A_GAME * CAMPAIGNS * GAMES + 60)
    assert worker.returncode == 0, worker.stderr[-3000:]

    ledger = Ledger(ledger_client)
    for campaign_id in ids:
        info = ledger.campaigns.info(campaign_id, OWNER)
        assert [game["game"] for game in info["history"]] == list(range(1, GAMES + 1)), info["status_text"]
        assert (info["status"], info["game"]) == ("awaiting", GAMES + 1)
        written = None
        for game in info["history"]:
            assert ledger.verify(game["id"])["verified"]
            assert game["winner"] and game["vowed"]
            if written is not None:
                assert game["chronicle_in"]["save"] == written
            written = game["chronicle_out"]["save"]
            chronicle = decode(written)
            validate(chronicle)
            assert chronicle.game == game["game"] + decode(info["history"][0]["chronicle_in"]["save"]).game
