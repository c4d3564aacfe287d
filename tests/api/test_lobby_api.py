"""The lobby over REST: open seats, joining (once, one winner per seat), starting, invitations, player keys."""

import json
import threading

from api.app import create_app
from tests.api.rest import Client, stream_length

KEY_ANA = "ana-player-key-0123456789"
KEY_BEN = "ben-player-key-0123456789"


def open_game(http, seats, key=None, ruleset="dominion", options=None):
    body = {"ruleset": ruleset, "options": options or {}, "seats": seats}
    if key:
        body["player_key"] = key
    response = http.post("/games", json=body)
    assert response.status_code == 201, response.get_json()
    return response.get_json()


def join(http, game_id, seat, **body):
    return http.post(f"/games/{game_id}/seats/{seat}/join", json=body)


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def test_creator_receives_tokens_only_for_the_seats_it_fills(http):
    created = open_game(http, [{"name": "Ana"}, {"open": True}, {"name": "Cid", "open": True}])
    assert created["status"] == "open" and created["version"] == 1 and created["creator_token"]
    assert [(s["name"], s["open"], s["token"] is not None) for s in created["seats"]] == [
        ("Ana", False, True), (None, True, False), ("Cid", True, False)]
    info = http.get(f"/games/{created['id']}").get_json()
    assert info["status"] == "open" and info["open_seats"] == [1, 2] and info["view"] is None
    assert http.get(f"/games/{created['id']}/decision").get_json() == {"version": 1, "decision": None,
                                                                        "status": "open"}


def test_open_seat_request_shapes_are_validated(http):
    for seats, field in (([{"open": True, "bot": "big-money"}, {"name": "A"}], "bot"),
                         ([{"bot": "big-money"}, {"open": True}], "name"),
                         ([{"name": "A", "open": "yes please"}, {"open": True}], "open")):
        response = http.post("/games", json={"ruleset": "dominion", "seats": seats})
        assert response.status_code == 422 and response.mimetype == "application/problem+json"
        assert field in response.get_json()["detail"]
    response = http.post("/games", json={"ruleset": "dominion", "seats": [{"name": "A", "open": True},
                                                                           {"name": "a"}]})
    assert response.get_json()["detail"] == "two seats have the same name"


def test_no_move_is_taken_before_the_game_starts(http, ledger_client):
    created = open_game(http, [{"name": "Ana"}, {"open": True}])
    ana = Client(http, created["id"], created["seats"][0]["token"])
    response = ana.move({"buy": "Silver"}, 1)
    assert response.status_code == 409 and response.get_json()["type"] == "http://localhost/problems/game-not-started"
    assert http.get(f"/games/{created['id']}/state").get_json()["type"] == "http://localhost/problems/game-not-started"
    assert stream_length(ledger_client, created["id"]) == 1


def test_the_join_that_fills_the_last_seat_starts_the_game(http):
    created = open_game(http, [{"name": "Ana"}, {"open": True}])
    game_id = created["id"]
    joined = join(http, game_id, 1, name="Ben")
    assert joined.status_code == 201
    body = joined.get_json()
    assert (body["seat"], body["name"], body["version"], body["status"]) == (1, "Ben", 3, "active")
    ben = Client(http, game_id, body["token"])
    info = ben.get().get_json()
    assert info["status"] == "active" and info["you"] == 1 and info["view"]
    assert [s["name"] for s in info["seats"]] == ["Ana", "Ben"]
    again = join(http, game_id, 1, name="Eve")
    assert again.status_code == 409 and again.get_json()["type"] == "http://localhost/problems/seat-taken"
    events = http.get(f"/games/{game_id}/events").get_json()["events"]
    assert [e["type"] for e in events] == ["created", "joined", "started"]
    assert events[1] == {"type": "joined", "seat": 1, "name": "Ben", "at": events[1]["at"], "version": 2}
    assert events[2]["seats"] == [{"name": "Ana"}, {"name": "Ben"}]
    assert events[2]["options"]["players"] == ["Ana", "Ben"] and "seed" not in events[0]
    # each seat's token is its own, and the game plays on (Dominion draws who begins)
    tokens = [created["seats"][0]["token"], body["token"]]
    first = info["waiting_on"]
    seat = Client(http, game_id, tokens[first])
    decision = seat.get("/decision").get_json()
    assert decision["version"] == 3 and decision["decision"]["player"] == first
    assert seat.move({"play_all": "treasures"} if decision["decision"]["kind"] == "buy" else {"end": "actions"},
                     3).status_code == 201
    assert http.get(f"/games/{game_id}/verify").get_json()["verified"] is True


def test_a_seat_kept_for_a_name_is_joined_as_it(http):
    created = open_game(http, [{"name": "Ana"}, {"name": "Ben", "open": True}])
    wrong = join(http, created["id"], 1, name="Eve")
    assert wrong.status_code == 409 and wrong.get_json()["type"] == "http://localhost/problems/seat-kept"
    assert wrong.get_json()["detail"].startswith("seat 1 is kept for Ben: join it as Ben")
    assert join(http, created["id"], 1).get_json()["name"] == "Ben"


def test_a_joiner_takes_a_name_no_other_seat_has(http):
    created = open_game(http, [{"name": "Ana"}, {"open": True}, {"open": True}])
    assert join(http, created["id"], 1, name="ana").status_code == 422
    assert join(http, created["id"], 1).status_code == 422      # no name
    assert join(http, created["id"], 5, name="Ben").status_code == 422
    assert join(http, created["id"], 0, name="Ben").status_code == 409


def test_two_joiners_racing_for_one_seat_exactly_one_wins(ledger_client, redis_url):
    """Two API processes (each its own ledger and cache) and one seat: one 201, one 409, one joined event."""
    apps = [create_app(redis_url, rate_limits={"create": "1000/second"}) for _ in range(2)]
    http = apps[0].test_client()
    for _ in range(5):
        created = open_game(http, [{"name": "Ana"}, {"open": True}, {"open": True}])
        for app in apps:                    # both processes hold the game before the race
            assert app.test_client().get(f"/games/{created['id']}").status_code == 200
        barrier, answers = threading.Barrier(2), [None, None]

        def racer(i):
            client = apps[i].test_client()
            barrier.wait()
            answers[i] = join(client, created["id"], 1, name=f"Racer {i}")

        threads = [threading.Thread(target=racer, args=(i,)) for i in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert sorted(answer.status_code for answer in answers) == [201, 409]
        winner = next(answer.get_json() for answer in answers if answer.status_code == 201)
        events = http.get(f"/games/{created['id']}/events").get_json()["events"]
        assert [(e["type"], e.get("name")) for e in events] == [("created", None), ("joined", winner["name"])]
        # the winner's token is its seat's in either process
        for app in apps:
            info = app.test_client().get(f"/games/{created['id']}", headers=bearer(winner["token"])).get_json()
            assert info["you"] == 1 and info["seats"][1]["name"] == winner["name"]


def test_the_creator_starts_with_bots_in_the_empty_seats(http):
    created = open_game(http, [{"name": "Ana"}, {"open": True}, {"name": "Cid", "open": True}])
    game_id = created["id"]
    assert http.post(f"/games/{game_id}/start", json={}).status_code == 401
    seat_token = created["seats"][0]["token"]
    assert http.post(f"/games/{game_id}/start", json={}, headers=bearer(seat_token)).status_code == 403
    started = http.post(f"/games/{game_id}/start", json={"bot": "big-money"},
                        headers=bearer(created["creator_token"]))
    assert started.status_code == 201, started.get_json()
    assert started.get_json()["seats"] == [{"seat": 0, "name": "Ana", "bot": None},
                                           {"seat": 1, "name": "Bot 2", "bot": "big-money"},
                                           {"seat": 2, "name": "Cid", "bot": "big-money"}]
    again = http.post(f"/games/{game_id}/start", json={}, headers=bearer(created["creator_token"]))
    assert again.status_code == 409 and again.get_json()["type"] == "http://localhost/problems/game-started"
    assert join(http, game_id, 1, name="Late").status_code == 409
    info = Client(http, game_id, seat_token).get().get_json()
    assert info["status"] == "active" and info["waiting_on"] == 0 and info["decision"]
    assert http.get(f"/games/{game_id}/verify").get_json()["verified"] is True


def test_a_start_with_an_unknown_bot_is_refused_and_starts_nothing(http, ledger_client):
    created = open_game(http, [{"name": "Ana"}, {"open": True}])
    response = http.post(f"/games/{created['id']}/start", json={"bot": "nobody"},
                         headers=bearer(created["creator_token"]))
    assert response.status_code == 422 and "unknown bot 'nobody'" in response.get_json()["detail"]
    assert stream_length(ledger_client, created["id"]) == 1


def test_an_invited_seat_is_joined_only_with_its_invitation_once(http):
    created = open_game(http, [{"name": "Ana"}, {"open": True}, {"open": True}])
    game_id = created["id"]
    assert http.post(f"/games/{game_id}/seats/1/invitation").status_code == 401
    invited = http.post(f"/games/{game_id}/seats/1/invitation", headers=bearer(created["creator_token"]))
    assert invited.status_code == 201
    invitation = invited.get_json()["invitation"]
    refused = join(http, game_id, 1, name="Eve")
    assert refused.status_code == 403 and refused.get_json()["type"] == "http://localhost/problems/invitation-required"
    wrong = join(http, game_id, 1, name="Eve", invitation="not-it")
    assert wrong.status_code == 403 and wrong.get_json()["type"] == "http://localhost/problems/invitation-required"
    assert join(http, game_id, 1, name="Ben", invitation=invitation).status_code == 201
    assert join(http, game_id, 1, name="Dan", invitation=invitation).status_code == 409
    assert join(http, game_id, 2, name="Dan").status_code == 201       # the other seat is open to anyone


def test_the_lobby_lists_games_with_open_seats_until_they_start(http):
    waiting = open_game(http, [{"name": "Ana"}, {"open": True}])
    full = open_game(http, [{"name": "Ana"}, {"open": True}])
    plain = open_game(http, [{"name": "Ana"}, {"name": "Ben"}])
    lobby = http.get("/games", query_string={"open": "true"}).get_json()
    assert [g["id"] for g in lobby["games"]] == [full["id"], waiting["id"]] and lobby["total"] == 2
    assert lobby["games"][0]["open_seats"] == [1] and lobby["games"][0]["status"] == "open"
    join(http, full["id"], 1, name="Ben")
    assert [g["id"] for g in http.get("/games?open=true").get_json()["games"]] == [waiting["id"]]
    active = http.get("/games?status=active").get_json()["games"]
    assert [g["id"] for g in active] == [plain["id"], full["id"]]        # newest first, as created
    assert active[1]["players"] == ["Ana", "Ben"]
    assert [g["id"] for g in http.get("/games?player=ben").get_json()["games"]] == [plain["id"], full["id"]]
    assert http.get("/games?open=false").status_code == 422
    assert http.get("/games?open=true&status=active").status_code == 422


def test_my_games_lists_the_games_a_player_key_sits_in_and_those_waiting_on_it(http):
    issued = http.post("/players")
    assert issued.status_code == 201 and len(issued.get_json()["player_key"]) == 43
    mine = open_game(http, [{"name": "Ana"}, {"open": True}], key=KEY_ANA)
    other = open_game(http, [{"name": "Cid"}, {"open": True}, {"open": True}])
    plain = open_game(http, [{"name": "Ana"}, {"name": "Ben"}], key=KEY_ANA)
    join(http, other["id"], 1, name="Ana", player_key=KEY_ANA)
    listed = http.get("/me/games", headers=bearer(KEY_ANA)).get_json()
    assert [(g["id"], g["seats"], g["status"]) for g in listed["games"]] == [
        (other["id"], [1], "open"), (plain["id"], [0, 1], "active"), (mine["id"], [0], "open")]
    assert listed["games"][0]["open_seats"] == [2] and listed["total"] == 3
    waiting = http.get("/me/games?waiting=true", headers=bearer(KEY_ANA)).get_json()["games"]
    assert [g["id"] for g in waiting] == [plain["id"]] and waiting[0]["your_turn"] is True     # both seats hers
    join(http, mine["id"], 1, name="Ben", player_key=KEY_BEN)      # starts it; Dominion draws who begins
    first = http.get(f"/games/{mine['id']}").get_json()["waiting_on"]
    waiting = http.get("/me/games?waiting=true", headers=bearer(KEY_ANA)).get_json()["games"]
    assert [g["id"] for g in waiting] == [plain["id"], mine["id"]][:1 + (first == 0)]   # the latest seat first
    bens = http.get("/me/games?waiting=true", headers=bearer(KEY_BEN)).get_json()["games"]
    assert [(g["id"], g["seats"]) for g in bens] == ([(mine["id"], [1])] if first == 1 else [])
    assert http.get("/me/games").status_code == 401
    assert http.get("/me/games", headers=bearer("short")).status_code == 401
    assert http.get("/me/games", headers=bearer("nobody-has-this-key-000")).status_code == 401
    issued = http.post("/players").get_json()["player_key"]
    assert http.get("/me/games", headers=bearer(issued)).get_json() == {
        "games": [], "total": 0, "offset": 0, "limit": 50}
    page = http.get("/me/games?offset=1&limit=1", headers=bearer(KEY_ANA)).get_json()
    assert [g["id"] for g in page["games"]] == [plain["id"]] and page["total"] == 3


def test_token_and_player_key_digests_are_never_served(http, ledger_client):
    created = open_game(http, [{"name": "Ana"}, {"open": True}, {"open": True}])
    ben = join(http, created["id"], 1, name="Ben", player_key=KEY_BEN).get_json()
    for headers in ({}, bearer(ben["token"]), bearer(created["seats"][0]["token"])):
        events = http.get(f"/games/{created['id']}/events", headers=headers).get_json()["events"]
        assert events[1] == {"type": "joined", "seat": 1, "name": "Ben", "at": events[1]["at"], "version": 2}
    stored = ledger_client.xrange(f"gl:{{{created['id']}}}:events")
    assert len(stored) == 2         # the digests are kept in the stream, for a replay, and only there


def test_an_oath_lobby_game_shows_its_chronicle_options_public_parts_only(http):
    """Law 9.4: the save string holds the world deck's order; "started" repeats the options, concealed as "created"."""
    from engine.oath.chronicle import encode, new_chronicle

    save = encode(new_chronicle())
    created = open_game(http, [{"name": "Ana"}, {"open": True}, {"open": True}], ruleset="oath",
                        options={"chronicle": save})
    join(http, created["id"], 1, name="Ben")
    ben = join(http, created["id"], 2, name="Cid").get_json()
    for headers in ({}, bearer(ben["token"])):
        events = http.get(f"/games/{created['id']}/events", headers=headers).get_json()["events"]
        assert [e["type"] for e in events] == ["created", "joined", "joined", "started"]
        assert save not in json.dumps(events)
        assert events[3]["options"]["chronicle"]["hidden"] and events[3]["options"]["players"] == ["Ana", "Ben", "Cid"]


def test_the_seed_of_a_game_waiting_for_players_is_served_to_nobody(http):
    created = open_game(http, [{"name": "Ana"}, {"open": True}])
    for token in (None, created["seats"][0]["token"]):
        headers = bearer(token) if token else {}
        events = http.get(f"/games/{created['id']}/events", headers=headers).get_json()["events"]
        assert "seed" not in events[0] and "seed" not in http.get(f"/games/{created['id']}", headers=headers).get_json()
