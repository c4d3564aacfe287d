"""The game's life over REST: resign, abort and end-offers answer the game's life; a game that ended by one takes
no more moves (409 game-ended) and lists under its status."""

from tests.api.rest import create

HUMANS = [{"name": "Ana"}, {"name": "Ben"}]


def post(client, what):
    return client.http.post(f"/games/{client.game_id}/{what}", headers=client.headers())


def test_a_resignation_over_rest_ends_a_two_seat_game_and_later_moves_are_refused(http):
    created, clients = create(http, HUMANS)
    response = post(clients[1], "resign")
    assert response.status_code == 200
    assert response.get_json()["result"] == {"winners": [0], "winner_names": ["Ana"], "ending": "resignation",
                                             "resigned": [1]}
    refused = clients[0].move({"end": "turn"}, 2)
    assert refused.status_code == 409 and refused.mimetype == "application/problem+json"
    assert refused.get_json()["type"] == "http://localhost/problems/game-ended"
    assert "resigned" in refused.get_json()["detail"]
    assert post(clients[0], "resign").status_code == 409
    info = clients[0].get().get_json()
    assert info["status"] == "finished" and info["resigned"] == [1] and info["seed"]


def test_a_spectator_can_neither_resign_nor_abort(http):
    created, clients = create(http, HUMANS)
    spectator = type(clients[0])(http, created["id"])
    assert post(spectator, "resign").status_code == 401
    assert post(spectator, "abort").status_code == 401
    assert post(spectator, "end-offers").status_code == 401


def test_abort_and_agreement_list_apart_from_finished_games(http):
    aborted, clients = create(http, HUMANS)
    assert post(clients[0], "abort").get_json()["status"] == "aborted"
    agreed, clients = create(http, HUMANS)
    assert post(clients[0], "end-offers").get_json()["status"] == "active"
    answer = post(clients[1], "end-offers").get_json()
    assert answer["status"] == "finished" and answer["result"]["ending"] == "agreement"
    assert [g["id"] for g in http.get("/games?status=aborted").get_json()["games"]] == [aborted["id"]]
    assert [g["id"] for g in http.get("/games?status=finished").get_json()["games"]] == [agreed["id"]]
    assert http.get("/games?status=abandoned").get_json()["total"] == 0
    assert http.get("/games?status=active").get_json()["total"] == 0


def test_abort_after_a_players_move_is_refused_saying_why(http):
    created, clients = create(http, HUMANS)
    info = http.get(f"/games/{created['id']}").get_json()
    mover = clients[info["waiting_on"]]
    decision = mover.get("/decision").get_json()["decision"]
    assert mover.move(decision["choices"][-1], 1).status_code == 201
    refused = post(clients[0], "abort")
    assert refused.status_code == 422 and "before its first move" in refused.get_json()["detail"]


def test_a_resigned_seat_in_a_three_seat_game_is_skipped_by_the_inline_bot(http):
    created, clients = create(http, [*HUMANS, {"name": "Cid"}])
    info = http.get(f"/games/{created['id']}").get_json()
    seat = info["waiting_on"]
    answer = post(clients[seat], "resign").get_json()
    assert answer["status"] == "active" and answer["resigned"] == [seat]
    info = http.get(f"/games/{created['id']}").get_json()
    assert info["waiting_on"] != seat and info["version"] > 2       # its turn passed at once
    events = clients[0].get("/events").get_json()["events"]
    assert events[1]["type"] == "resign" and {e["seat"] for e in events[2:]} == {seat}


def test_webhooks_and_standing_answers_over_rest_are_the_seats_own(http):
    created, clients = create(http, HUMANS)
    game_id, seat = created["id"], clients[0]
    path = f"/games/{game_id}/webhook"
    assert http.put(path, json={"url": "ftp://x.example"}, headers=seat.headers()).status_code == 422
    assert http.put(path, json={"url": "https://x.example/hook"}).status_code == 401     # a spectator has no seat
    answer = http.put(path, json={"url": "https://x.example/hook"}, headers=seat.headers()).get_json()
    assert answer["url"] == "https://x.example/hook" and answer["secret"]
    assert http.get(path, headers=seat.headers()).get_json() == {"url": "https://x.example/hook"}
    assert http.get(path, headers=clients[1].headers()).get_json() == {"url": None}
    assert http.delete(path, headers=seat.headers()).status_code == 204
    assert http.get(path, headers=seat.headers()).get_json() == {"url": None}
    rules = {"answers": [{"kind": "reaction", "answer": {"reveal": "Moat"}}]}
    put = http.put(f"/games/{game_id}/standing-answers", json=rules, headers=seat.headers())
    assert put.status_code == 200 and put.get_json()["answers"] == rules["answers"]
    bad = http.put(f"/games/{game_id}/standing-answers", json={"answers": [{"kind": "reaction"}]},
                   headers=seat.headers())
    assert bad.status_code == 422 and bad.mimetype == "application/problem+json"
    undo = http.post(f"/games/{game_id}/undo", headers=seat.headers())
    assert undo.status_code == 409 and undo.get_json()["type"].endswith("/problems/undo-refused")
