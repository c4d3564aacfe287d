"""Soak: Oath campaigns through the service as deployed, in real processes: campaigns created with bots in every seat
over a real API process, carried game after game by a real worker process (bot turns, each game's Chronicle, the
campaign's steps), the worker killed with SIGKILL half way and another started; nothing is lost or played twice,
every game verifies hash by hash, every chronicle written is a valid save string, and each game was set up from the
chronicle the game before wrote. Every other campaign is played by the `oath` bot, the rest by `oath-easy`; the
edifices built and ruined between chronicles (Law 8.3.1, 8.3.3) are counted, and at 10 games a campaign or more
(issue 20: "campaigns of 10 bot games") both must have happened. Size: OATH_CAMPAIGN_SOAK, "CAMPAIGNSxGAMES"
(default 2x2; 20x5 or 4x10 at full size)."""

import os
import time

import pytest

from engine.oath.chronicle import decode, validate
from engine.oath.chronicle_writing import EDIFICES, RUINS
from tests.reliability.processes import Api, request, wait_for, worker

pytestmark = pytest.mark.slow      # a soak

CAMPAIGNS, GAMES = map(int, os.environ.get("OATH_CAMPAIGN_SOAK", "2x2").split("x"))
SECONDS_A_GAME = 30


def campaign(api, campaign_id, owner):
    headers = {"Authorization": f"Bearer {owner}"}
    status, _, info = request(api.port, "GET", f"/campaigns/{campaign_id}", headers=headers)
    assert status == 200, info
    return info


def test_campaigns_are_carried_game_after_game_by_workers_killed_or_not_and_every_game_verifies(ledger_client,
                                                                                                 redis_url):
    api = Api(redis_url)
    api.env = {"GAMELEDGER_LIMIT_REPLAY": "100000/minute"}        # every game is verified through the API
    api.start()
    try:
        created = []
        for number in range(CAMPAIGNS):
            bot = "oath" if number % 2 == 0 else "oath-easy"
            seats = [{"name": f"p{seat}", "bot": bot} for seat in range(3 + number % 4)]
            status, _, body = request(api.port, "POST", "/campaigns", {
                "name": f"soak {number}", "players": seats, "continue": True, "until": GAMES,
                "chronicle": "tutorial" if number % 2 else "new"})
            assert status == 201, body
            created.append((body["id"], body["owner_token"]))

        def games_done():
            return sum(len([game for game in campaign(api, cid, owner)["history"] if game.get("winner")])
                       for cid, owner in created)

        first = worker(redis_url).start()                   # killed once half of the games are over
        wait_for(lambda: games_done() >= CAMPAIGNS * GAMES // 2 or not first.alive(), SECONDS_A_GAME * CAMPAIGNS *
                 GAMES, "half of the campaigns' games")
        first.kill()
        second = worker(redis_url).start()
        try:
            wait_for(lambda: all(campaign(api, cid, owner)["status"] == "ended" and
                                 campaign(api, cid, owner)["game"] == GAMES + 1 for cid, owner in created),
                     SECONDS_A_GAME * CAMPAIGNS * GAMES + 60, "every campaign's last game")
        finally:
            second.stop()
            time.sleep(0.2)

        changed = {"built": 0, "ruined": 0}
        for cid, owner in created:
            info = campaign(api, cid, owner)
            assert [game["game"] for game in info["history"]] == list(range(1, GAMES + 1)), info["status_text"]
            written, read = None, decode(info["history"][0]["chronicle_in"]["save"])
            start = read.game
            for game in info["history"]:
                status, _, verified = request(api.port, "GET", f"/games/{game['id']}/verify")
                assert status == 200 and verified["verified"], verified
                assert game["winner"] and game["vowed"]
                if written is not None:
                    assert game["chronicle_in"]["save"] == written
                written = game["chronicle_out"]["save"]
                chronicle = decode(written)
                validate(chronicle)
                assert chronicle.game == start + game["game"]
                for change, count in edifice_changes(read, chronicle).items():
                    changed[change] += count
                read = chronicle                            # the next game's chronicle in (asserted above)
        print(f"\n{CAMPAIGNS} campaigns of {GAMES} games: {changed['built']} edifices built, "
              f"{changed['ruined']} ruined")
        if GAMES >= 10:
            assert changed["built"] and changed["ruined"], changed
    finally:
        api.stop()


def edifice_changes(before, after) -> dict:
    """Law 8.3.1, 8.3.3: the edifices a chronicle written has that the one read had not (built, or a ruin repaired),
    and the ruins it has that were intact edifices before (ruined), counted by card."""
    def cards(chronicle, kinds) -> list:
        return sorted(card for slot in chronicle.map for card in slot.cards if card in kinds)
    intact_before, intact_after = cards(before, EDIFICES), cards(after, EDIFICES)
    ruined = [RUINS[ruin].id for ruin in cards(after, RUINS)]
    return {"built": sum(1 for card in intact_after if card not in intact_before),
            "ruined": sum(1 for card in ruined if card in intact_before)}
