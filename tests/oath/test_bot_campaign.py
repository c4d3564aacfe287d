"""Issue 20: a campaign of ten Oath bot games through the service (POST /campaigns, then each game over REST, bots
playing inline as tests/conftest.py's `app` has them): every game ends with a winner and the Chronicle written, every
chronicle carried to the next game is a valid save string, edifices get built (Law 8.3.1) and ruined (8.3.3) along
the way, and nothing gets stuck: after each game the campaign awaits the next."""

import pytest

from engine.oath.cards import EDIFICES
from engine.oath.chronicle import decode, validate
from tests.api.test_campaigns_api import new_campaign, show
from tests.seeding import seed_games

GAMES = 10
INTACT = {edifice.id for edifice in EDIFICES.values()}
RUINED = {edifice.ruin_id for edifice in EDIFICES.values()}
SEED = "000000000000000000000000000000a0"


def on_the_map(save: str) -> set:
    return {card for slot in decode(save).map for card in slot.cards if card is not None}


@pytest.mark.slow
def test_ten_bot_games_carry_valid_chronicles_build_and_ruin_edifices_and_never_stick(http, ledger_client,
                                                                                        monkeypatch):
    seed_games(monkeypatch, SEED)
    players = [{"name": name, "bot": bot} for name, bot in zip("ABCD", ("oath", "oath", "oath-easy", "oath"))]
    campaign = new_campaign(http, players)
    built = ruined = False
    for number in range(1, GAMES + 1):
        started = http.post(f"/campaigns/{campaign['id']}/games",
                            headers={"Authorization": f"Bearer {campaign['owner_token']}"})
        assert started.status_code == 201, started.get_json()
        game = http.get(f"/games/{started.get_json()['id']}").get_json()
        assert game["status"] == "finished" and game["result"]["winner_names"], game.get("status")
        info = show(http, campaign, campaign["owner_token"])
        assert (info["status"], info["game"]) == ("awaiting", number + 1), info["status_text"]
        entry = info["history"][-1]
        assert entry["game"] == number and entry["winner"] and entry["vowed"]
        before, after = entry["chronicle_in"]["save"], entry["chronicle_out"]["save"]
        validate(decode(after))
        if number > 1:
            assert before == info["history"][-2]["chronicle_out"]["save"]
        built |= bool((on_the_map(after) & INTACT) - on_the_map(before))
        ruined |= bool((on_the_map(after) & RUINED) - on_the_map(before))
    assert built, "no edifice was built in ten games"
    assert ruined, "no edifice was ruined in ten games"
