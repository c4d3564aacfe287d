"""Oath campaigns over REST (issue 14, Campaigns): a chronicle carried from game to game in a campaign's own stream,
its next game refused while one runs, its steps idempotent, its hidden parts (Law 9.4) for its owner only, and a save
string it exports setting up exactly the game it sets up itself. Bots play inline (tests/conftest.py `app`), so a
game started over REST is over, its Chronicle written and recorded, when the request returns.

Seeds are pinned (`seeds.pin`, tests/seeding.py): with four `oath` bots from the new chronicle, game 1 on PLAYABLE writes a chronicle
whose every card is implemented, and on REFUSED one bringing a card that is not yet (its game 2 is refused, 422).
"""

import json

from engine.core import InvalidOptions
from engine.games import get_ruleset
from engine.oath.chronicle import NEW_CHRONICLE, TUTORIAL_CHRONICLE, decode
from events.service import Ledger
from events.store import Stores

PLAYABLE = "00000000000000000000000000000012"
ZEROS = "00000000000000000000000000000000"
BOTS = [{"name": name, "bot": "oath-easy"} for name in "ABCD"]
OATH = get_ruleset("oath")


def bearer(token):
    return {"Authorization": f"Bearer {token}"} if token else {}


def new_campaign(http, players=BOTS, chronicle="new", **extra):
    response = http.post("/campaigns", json={"name": "Test", "chronicle": chronicle, "players": players, **extra})
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def next_game(http, campaign, headers=None, token=None):
    """POST /campaigns/{id}/games with the owner's token (or `token`)."""
    return http.post(f"/campaigns/{campaign['id']}/games",
                     headers=bearer(token or campaign["owner_token"]) | (headers or {}))


def show(http, campaign, token=None):
    response = http.get(f"/campaigns/{campaign['id']}", headers=bearer(token))
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def campaign_stream(client, campaign):
    return client.xlen(f"gl:campaign:{{{campaign['id']}}}:events")


def test_a_campaign_plays_its_first_game_and_records_winner_victory_oath_and_chronicle(http, ledger_client,
                                                                                      monkeypatch, seeds):
    seeds.pin(PLAYABLE)
    campaign = new_campaign(http)
    assert show(http, campaign)["status_text"] == "awaiting game 1"

    started = next_game(http, campaign)

    assert started.status_code == 201
    game = started.get_json()
    assert (game["game"], game["id"]) == (1, f"{campaign['id']}-1")
    assert [seat["name"] for seat in game["seats"]] == list("ABCD")
    finished = http.get(f"/games/{game['id']}").get_json()
    assert finished["status"] == "finished"
    with Ledger(Stores.on(ledger_client)).states.loaded(game["id"]) as loaded:
        out = OATH.campaign_out(loaded.state)
    info = show(http, campaign, campaign["owner_token"])
    assert (info["status"], info["status_text"], info["game"]) == ("awaiting", "awaiting game 2", 2)
    [entry] = info["history"]
    assert entry["id"] == game["id"] and entry["winner"] == finished["result"]["winner_names"][0]
    assert entry["victory"] == finished["result"]["victory"]
    assert entry["vowed"] == decode(out).oath
    assert entry["chronicle_in"]["save"] == NEW_CHRONICLE and entry["chronicle_out"]["save"] == out
    assert info["chronicle"]["save"] == out and info["chronicle"]["game"] == 2
    assert info["previous_winner"] == entry["winner"]


def test_the_previous_winner_is_seated_first_as_the_chancellor(http, ledger_client, monkeypatch, seeds):
    """Law 1.7: the previous winner is the Chancellor (seat 0); the others keep the campaign's order."""
    seeds.pin(PLAYABLE)
    campaign = new_campaign(http)
    next_game(http, campaign)
    winner = show(http, campaign)["history"][0]["winner"]

    second = next_game(http, campaign).get_json()

    assert [seat["name"] for seat in second["seats"]] == [winner] + [n for n in "ABCD" if n != winner]
    info = show(http, campaign)
    assert [entry["game"] for entry in info["history"]] == [1, 2]
    assert info["history"][1]["chronicle_in"] == info["history"][0]["chronicle_out"]


def test_a_campaign_may_keep_the_players_round_the_table_in_its_order(http, ledger_client, seeds):
    """Law 1.7 (issue 35): the players after the Chancellor sit round the table at random, drawn from each game's
    own seed; a campaign created with the option seating "fixed" keeps them in the order of its players, game after
    game (forks too). A value the ruleset does not take is refused when the campaign is created."""
    seeds.pin(PLAYABLE)
    campaign = new_campaign(http, options={"seating": "fixed"})
    game = next_game(http, campaign).get_json()
    assert http.get(f"/games/{game['id']}").get_json()["view"]["order"] == [0, 1, 2, 3]
    assert show(http, campaign)["options"] == {"seating": "fixed"}
    fork = http.post(f"/campaigns/{campaign['id']}/fork", query_string={"from": 1},
                     headers=bearer(campaign["owner_token"])).get_json()
    assert show(http, fork)["options"] == {"seating": "fixed"}
    drawn = new_campaign(http)
    game = next_game(http, drawn).get_json()
    order = http.get(f"/games/{game['id']}").get_json()["view"]["order"]
    assert order[0] == 0 and sorted(order) == [0, 1, 2, 3] and show(http, drawn)["options"] == {}
    bad = http.post("/campaigns", json={"players": BOTS, "options": {"seating": "round"}})
    assert bad.status_code == 422 and "seating" in bad.get_json()["detail"]
    bad = http.post("/campaigns", json={"players": BOTS, "options": {"chronicle": "new"}})
    assert bad.status_code == 422


def test_a_retried_request_with_the_same_idempotency_key_starts_one_game(http, ledger_client, monkeypatch, seeds):
    seeds.pin(ZEROS)
    campaign = new_campaign(http)
    first = next_game(http, campaign, {"Idempotency-Key": "next-1"})
    length = campaign_stream(ledger_client, campaign)

    again = next_game(http, campaign, {"Idempotency-Key": "next-1"})

    assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert again.get_json() == first.get_json()
    assert campaign_stream(ledger_client, campaign) == length
    assert len(show(http, campaign)["history"]) == 1


def test_the_next_game_is_refused_with_409_while_one_is_running(http, ledger_client):
    players = [{"name": "Ann"}] + BOTS[1:]
    campaign = new_campaign(http, players)
    ann = campaign["players"][0]["token"]
    game = next_game(http, campaign).get_json()

    again = next_game(http, campaign)

    assert again.status_code == 409 and again.mimetype == "application/problem+json"
    assert again.get_json()["type"] == "http://localhost/problems/campaign-game-running"
    info = show(http, campaign, ann)
    assert (info["status"], info["status_text"], info["current_game"]) == ("playing", "game 1 in progress",
                                                                            game["id"])
    assert http.get(f"/games/{game['id']}", headers=bearer(ann)).get_json()["you"] == 0     # her seat token


def test_the_next_game_is_started_by_the_campaigns_owner_or_a_player_and_nobody_else(http, ledger_client):
    """POST /campaigns/{id}/games takes a token of the campaign: its owner's or one of its players' (401 without one,
    or with a token the campaign does not know). Anyone once could start someone else's campaign's next game."""
    players = [{"name": "Ann"}, {"name": "Bea"}] + BOTS[2:]
    campaign, other = new_campaign(http, players), new_campaign(http, players)
    ann = campaign["players"][0]["token"]
    stranger = other["players"][0]["token"]
    for token in (None, stranger, other["owner_token"], "not-a-token-of-anyone", "\xc3\xa9\xc3\xa9"):
        refused = http.post(f"/campaigns/{campaign['id']}/games", headers=bearer(token))
        assert refused.status_code == 401 and refused.headers["WWW-Authenticate"].startswith("Bearer"), token
    assert campaign_stream(ledger_client, campaign) == 1 and show(http, campaign)["status"] == "awaiting"

    started = next_game(http, campaign, token=ann)          # a player sits at the table: she may set it up

    assert started.status_code == 201 and started.get_json()["game"] == 1


def test_a_campaign_that_played_its_until_game_has_ended(http, ledger_client, monkeypatch, seeds):
    """`until` is the campaign's last game: once it is over the campaign is ended, not awaiting the next, and a
    next game is refused (409 campaign-ended); a fork plays on."""
    seeds.pin(PLAYABLE)
    campaign = new_campaign(http, until=1)
    assert next_game(http, campaign).status_code == 201

    info = show(http, campaign)
    refused = next_game(http, campaign)

    assert (info["status"], info["status_text"]) == ("ended", "ended: game 1 was its last")
    assert refused.status_code == 409 and refused.get_json()["type"] == "http://localhost/problems/campaign-ended"
    assert len(show(http, campaign)["history"]) == 1
    assert http.get("/campaigns", query_string={"status": "ended"}).get_json()["total"] == 1
    fork = http.post(f"/campaigns/{campaign['id']}/fork", headers=bearer(campaign["owner_token"])).get_json()
    assert show(http, fork)["status"] == "awaiting"


def test_a_chronicle_the_ruleset_refuses_is_a_refusal_the_campaign_shows(http, ledger_client, monkeypatch, seeds):
    """Should the engine refuse the next game's chronicle (InvalidOptions; none does now that every card plays, so
    the refusal is made here), the campaign shows it with the problem, and no game 2 is half-made."""
    seeds.pin(PLAYABLE)
    campaign = new_campaign(http)
    next_game(http, campaign)
    setup = type(OATH).setup

    def refusing(self, options, seed, version=None):
        if decode(options["chronicle"]).game >= 2:
            raise InvalidOptions("chronicle: refused for this test")
        return setup(self, options, seed, version)

    monkeypatch.setattr(type(OATH), "setup", refusing)
    refused = next_game(http, campaign)

    assert refused.status_code == 422 and "refused for this test" in refused.get_json()["detail"]
    info = show(http, campaign)
    assert info["status"] == "refused" and info["problem"]["game"] == 2
    assert info["problem"]["detail"] == refused.get_json()["detail"]
    assert len(info["history"]) == 1


def test_seats_and_spectators_see_the_chronicles_public_parts_only(http, ledger_client, monkeypatch, seeds):
    """Law 9.4: the world deck's order, the Dispossessed, the relic deck and facedown sites are hidden; the save
    string holds them, so it is the owner's alone, in the campaign and in its games' event pages."""
    seeds.pin(PLAYABLE)
    players = [{"name": "A"}] + BOTS[1:]
    campaign = new_campaign(http, players, chronicle=TUTORIAL_CHRONICLE)
    player = campaign["players"][0]["token"]
    game = next_game(http, campaign).get_json()
    for token in (None, player):
        info = show(http, campaign, token)
        text = json.dumps(info)
        assert TUTORIAL_CHRONICLE not in text and "save" not in text
        assert info["chronicle"]["world_deck"] == {"count": len(decode(TUTORIAL_CHRONICLE).world_deck)}
        assert info["chronicle"]["dispossessed"] == {"count": 0}
        assert all(slot["site"] is None for slot in info["chronicle"]["map"] if slot["facedown"])
        assert all(card == "relic" or card < 198 for slot in info["chronicle"]["map"] for card in slot["cards"])
        exported = http.get(f"/campaigns/{campaign['id']}/chronicle", query_string={"format": "tts"},
                            headers=bearer(token))
        assert exported.status_code == 403 and exported.get_json()["type"] == "http://localhost/problems/owner-only"
        as_data = http.get(f"/campaigns/{campaign['id']}/chronicle", headers=bearer(token)).get_json()
        assert as_data["chronicle"] == info["chronicle"]
        events = http.get(f"/games/{game['id']}/events", headers=bearer(token)).get_json()["events"]
        assert TUTORIAL_CHRONICLE not in json.dumps(events)
        assert events[0]["options"]["chronicle"]["hidden"]
    owner = show(http, campaign, campaign["owner_token"])
    assert owner["chronicle"]["save"] == TUTORIAL_CHRONICLE and owner["you"] == "owner"
    assert owner["chronicle"]["world_deck"] == decode(TUTORIAL_CHRONICLE).world_deck


def test_an_exported_save_string_sets_up_over_post_games_exactly_the_campaigns_game(http, ledger_client,
                                                                                   monkeypatch, seeds):
    """The chronicle after game N, exported, given to POST /games with the same seats and seed, sets up the very
    game POST /campaigns/{id}/games set up: the same options, the same state hash."""
    seeds.pin(PLAYABLE)
    campaign = new_campaign(http)
    owner = bearer(campaign["owner_token"])
    ledger = Ledger(Stores.on(ledger_client), seeds=seeds)
    for after in (0, 1):
        exported = http.get(f"/campaigns/{campaign['id']}/chronicle", query_string={"after": after, "format": "tts"},
                            headers=owner).get_json()
        assert exported["after"] == after
        game = next_game(http, campaign).get_json()
        seats = [{"name": seat["name"], "bot": seat["bot"]} for seat in game["seats"]]
        alone = http.post("/games", json={"ruleset": "oath", "options": {"chronicle": exported["save"]},
                                          "seats": seats}).get_json()
        by_campaign, by_string = ledger.store.event(game["id"], 1), ledger.store.event(alone["id"], 1)
        assert by_campaign["options"] == by_string["options"] == {"chronicle": exported["save"],
                                                                  "players": [s["name"] for s in seats]}
        assert by_campaign["hash"] == by_string["hash"]
        assert by_campaign["campaign"] == {"id": campaign["id"], "game": after + 1}


def test_a_fork_is_a_new_campaign_from_the_chronicle_after_game_n_for_the_owner_only(http, ledger_client,
                                                                                   monkeypatch, seeds):
    seeds.pin(ZEROS)
    campaign = new_campaign(http, chronicle="tutorial")
    next_game(http, campaign)
    original = show(http, campaign, campaign["owner_token"])

    refused = http.post(f"/campaigns/{campaign['id']}/fork", query_string={"from": 1})
    forked = http.post(f"/campaigns/{campaign['id']}/fork", query_string={"from": 1},
                       headers=bearer(campaign["owner_token"]))

    assert refused.status_code == 401          # no token: who asks is unknown
    assert forked.status_code == 201
    fork = forked.get_json()
    assert fork["id"] != campaign["id"] and fork["owner_token"] != campaign["owner_token"]
    info = show(http, fork, fork["owner_token"])
    assert info["forked_from"] == {"campaign": campaign["id"], "after": 1}
    assert info["chronicle"]["save"] == original["history"][0]["chronicle_out"]["save"]
    assert (info["game"], info["history"]) == (2, [])
    listed = http.get("/campaigns").get_json()
    assert {fork["id"], campaign["id"]} <= {entry["id"] for entry in listed["campaigns"]}


def test_campaign_requests_fail_as_problems(http, ledger_client):
    campaign = new_campaign(http)
    assert http.get("/campaigns/nope").status_code == 404
    assert http.get("/campaigns/nope").get_json()["type"] == "http://localhost/problems/campaign-not-found"
    assert http.get(f"/campaigns/{campaign['id']}", headers=bearer("wrong")).status_code == 401
    bad = http.post("/campaigns", json={"chronicle": "not a save string", "players": BOTS})
    assert bad.status_code == 422 and bad.get_json()["detail"].startswith("chronicle:")
    assert http.post("/campaigns", json={"players": BOTS[:2]}).status_code == 422
    assert http.get(f"/campaigns/{campaign['id']}/chronicle", query_string={"after": 5}).status_code == 422
    assert next_game(http, campaign, {"If-Match": '"7"'}).status_code == 412


def test_a_won_game_whose_chronicle_is_being_written_is_shown_and_still_blocks_the_next_game(http, ledger_client):
    """Ruleset version 2: the winner writes the Chronicle (Law 8) as the game's last decisions; until the last is
    answered the game is not over, and the campaign says the Chronicle is in progress."""
    ledger = Ledger(Stores.on(ledger_client))          # bots not woken: their moves are made here, one by one
    campaign = ledger.campaigns.create("Slow", "new", BOTS)
    game = ledger.campaigns.start_game(campaign["id"])
    while True:
        with ledger.states.loaded(game["id"]) as loaded:
            decision = loaded.ruleset.decision(loaded.state)
            if loaded.ruleset.result(loaded.state) is not None:
                break
            move = loaded.ruleset.bots()["oath-easy"](loaded.ruleset.bot_view(loaded.state, decision.player),
                                                 decision.to_dict())
            version = loaded.version
        ledger.moves.submit(game["id"], decision.player, move, version)
    assert decision is not None

    info = show(http, campaign)
    refused = next_game(http, campaign)

    assert (info["status"], info["status_text"]) == ("chronicle", "game 1 won: Chronicle in progress")
    assert refused.status_code == 409
    ledger.moves.play_bots(game["id"], ledger.states.version(game["id"]))
    assert show(http, campaign)["status"] == "finishing"        # over; its step is the workers' (none here)
    assert ledger.campaigns.advance(campaign["id"], 1) is True
    assert show(http, campaign)["status_text"] == "awaiting game 2"


def test_once_the_owner_publishes_everyone_gets_the_whole_chronicle(http, ledger_client):
    campaign = new_campaign(http, chronicle="tutorial")
    path = f"/campaigns/{campaign['id']}"
    assert http.post(f"{path}/publish").status_code == 401

    published = http.post(f"{path}/publish", headers=bearer(campaign["owner_token"]))
    again = http.post(f"{path}/publish", headers=bearer(campaign["owner_token"]))

    assert published.status_code == again.status_code == 200
    assert again.get_json()["version"] == published.get_json()["version"] == 2
    info = show(http, campaign)
    assert info["published"] and info["chronicle"]["save"] == TUTORIAL_CHRONICLE
    tts = http.get(f"{path}/chronicle", query_string={"format": "tts"}).get_json()
    assert tts["save"] == TUTORIAL_CHRONICLE
